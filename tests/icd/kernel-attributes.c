/*
 * Kernel attributes through the OpenCL API: CL_KERNEL_ATTRIBUTES is each
 * attribute as declared inside __attribute__((...)), several separated by
 * a space (the conformance suite's api/kernel_attributes: vec_type_hint
 * of each vector type, work_group_size_hint, reqd_work_group_size, alone,
 * in pairs and in threes, in several orders), and empty for a kernel of a
 * program made from a binary, as the spec says; the required work-group
 * size is CL_KERNEL_COMPILE_WORK_GROUP_SIZE (a binary keeps it), a local
 * size other than it is CL_INVALID_WORK_GROUP_SIZE at enqueue, and with
 * no local size the groups have the required size (the suite's
 * null_required_work_group_size), while a global size it does not divide
 * is CL_INVALID_WORK_GROUP_SIZE at enqueue too.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

static IcdEnv e;

static void attributes_of(cl_kernel k, char *out, size_t cap)
{
    size_t size = 0;
    MUST(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, 0, NULL, &size));
    CHECK(size >= 1 && size <= cap, "CL_KERNEL_ATTRIBUTES size %zu", size);
    MUST(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, cap, out, NULL));
    CHECK(strlen(out) + 1 == size, "CL_KERNEL_ATTRIBUTES '%s' of size %zu", out, size);
}

/* The suite's kernels: each attribute in its own __attribute__ before
 * `__kernel void test_kernel(){}`; the answer must be the attributes as
 * written, in order, separated by spaces. */
static void check_permutation(const char *const *attrs, int n)
{
    char src[512] = "", want[512] = "";
    for (int i = 0; i < n; i++) {
        snprintf(src + strlen(src), sizeof src - strlen(src), "__attribute__((%s))\n", attrs[i]);
        snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", i ? " " : "", attrs[i]);
    }
    strcat(src, "__kernel void test_kernel(){}");
    cl_program p = icd_build(&e, src, NULL);
    cl_kernel k = icd_kernel(p, "test_kernel");
    char got[512] = "";
    attributes_of(k, got, sizeof got);
    CHECK(strcmp(got, want) == 0, "CL_KERNEL_ATTRIBUTES '%s', expected '%s'", got, want);
    clReleaseKernel(k);
    clReleaseProgram(p);
}

static void check_suite_permutations(void)
{
    static const char *const types[] = {"uchar", "ushort", "uint", "float", "ulong", "double"};
    static const char *const widths[] = {"2", "3", "4", "8", "16"};
    const char *hint = "work_group_size_hint(1,1,1)", *reqd = "reqd_work_group_size(1,1,1)";
    int n = 0;
    for (size_t t = 0; t < sizeof types / sizeof *types; t++)
        for (size_t w = 0; w < sizeof widths / sizeof *widths; w++) {
            char vec[64];
            snprintf(vec, sizeof vec, "vec_type_hint(%s%s)", types[t], widths[w]);
            const char *one[] = {vec};
            check_permutation(one, 1);
            const char *pairs[3][2] = {{hint, vec}, {vec, reqd}, {reqd, hint}};
            for (int i = 0; i < 3; i++) check_permutation(pairs[i], 2);
            const char *threes[3][3] = {{vec, hint, reqd}, {hint, reqd, vec}, {reqd, vec, hint}};
            for (int i = 0; i < 3; i++) check_permutation(threes[i], 3);
            n++;
        }
    check_permutation(&hint, 1);
    check_permutation(&reqd, 1);
    CHECK(n == 30, "%d vector types", n);
}

static const char *src =
    "__attribute__((reqd_work_group_size(2, 3, 1)))\n"
    "kernel void fixed(global int *o) {\n"
    "  size_t i = get_global_id(0) + get_global_size(0) * get_global_id(1);\n"
    "  o[i] = (int)(get_local_size(0) * 10 + get_local_size(1));\n"
    "}\n"
    "kernel __attribute__((work_group_size_hint(4, 1, 1), vec_type_hint(int4))) void hinted(global int *o) {\n"
    "  o[get_global_id(0)] = (int)get_local_size(0);\n"
    "}\n";

/* The required size (2, 3, 1) over a 4 x 6 range. */
static void check_required(cl_program p, const char *how)
{
    cl_int err;
    cl_kernel k = icd_kernel(p, "fixed");
    size_t cwg[3] = {0};
    MUST(clGetKernelWorkGroupInfo(k, e.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
    CHECK(cwg[0] == 2 && cwg[1] == 3 && cwg[2] == 1, "%s: CL_KERNEL_COMPILE_WORK_GROUP_SIZE %zu %zu %zu", how, cwg[0],
          cwg[1], cwg[2]);
    cl_mem b = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, 24 * sizeof(int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    size_t g[3] = {4, 6, 1}, l[3] = {2, 3, 1};
    EXPECT(clEnqueueNDRangeKernel(e.queue, k, 2, NULL, g, (size_t[]){4, 3}, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    EXPECT(clEnqueueNDRangeKernel(e.queue, k, 3, NULL, g, (size_t[]){2, 3, 2}, 0, NULL, NULL),
           CL_INVALID_WORK_GROUP_SIZE);
    /* One dimension: the required size's 3 cannot be the local size. */
    EXPECT(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, g, (size_t[]){2}, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    EXPECT(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, g, NULL, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    /* No local size: the required one, which must divide the range. */
    EXPECT(clEnqueueNDRangeKernel(e.queue, k, 2, NULL, (size_t[]){4, 5}, NULL, 0, NULL, NULL),
           CL_INVALID_WORK_GROUP_SIZE);
    for (int with_local = 0; with_local < 2; with_local++)
        for (cl_uint dim = 2; dim <= 3; dim++) {
            int fill = -1;
            MUST(clEnqueueFillBuffer(e.queue, b, &fill, sizeof fill, 0, 24 * sizeof(int), 0, NULL, NULL));
            MUST(clEnqueueNDRangeKernel(e.queue, k, dim, NULL, g, with_local ? l : NULL, 0, NULL, NULL));
            int out[24];
            MUST(clEnqueueReadBuffer(e.queue, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
            int bad = 0;
            for (int i = 0; i < 24; i++) bad += out[i] != 23;
            CHECK(bad == 0, "%s: %u dimensions, %s local size: %d work-items not in 2 x 3 groups", how, dim,
                  with_local ? "the" : "no", bad);
        }
    clReleaseMemObject(b);
    clReleaseKernel(k);

    /* A hint constrains nothing. */
    k = icd_kernel(p, "hinted");
    b = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, 8 * sizeof(int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, (size_t[]){8}, (size_t[]){8}, 0, NULL, NULL));
    MUST(clFinish(e.queue));
    clReleaseMemObject(b);
    clReleaseKernel(k);
}

static void check_source_and_binary(void)
{
    cl_program p = icd_build(&e, src, NULL);
    cl_kernel k = icd_kernel(p, "fixed");
    char got[256] = "";
    attributes_of(k, got, sizeof got);
    CHECK(strcmp(got, "reqd_work_group_size(2, 3, 1)") == 0, "fixed: '%s'", got);
    clReleaseKernel(k);
    k = icd_kernel(p, "hinted");
    attributes_of(k, got, sizeof got);
    CHECK(strcmp(got, "work_group_size_hint(4, 1, 1) vec_type_hint(int4)") == 0, "hinted: '%s'", got);
    clReleaseKernel(k);
    check_required(p, "source");

    /* The binary of that program: no attributes, the same required size. */
    size_t len = 0;
    MUST(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof len, &len, NULL));
    unsigned char *bin = malloc(len);
    MUST(clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
    cl_int err, status;
    cl_program from_bin =
        clCreateProgramWithBinary(e.ctx, 1, &e.device, &len, (const unsigned char **)&bin, &status, &err);
    MUST(err);
    MUST(clBuildProgram(from_bin, 1, &e.device, NULL, NULL, NULL));
    for (int i = 0; i < 2; i++) {
        k = icd_kernel(from_bin, i ? "hinted" : "fixed");
        attributes_of(k, got, sizeof got);
        CHECK(got[0] == '\0', "from a binary: '%s'", got);
        clReleaseKernel(k);
    }
    check_required(from_bin, "binary");

    /* Linked from a unit compiled from source: they are back; from a unit
     * made from a binary: not. */
    cl_program unit = clCreateProgramWithSource(e.ctx, 1, &src, NULL, &err);
    MUST(err);
    MUST(clCompileProgram(unit, 1, &e.device, NULL, 0, NULL, NULL, NULL, NULL));
    cl_program linked = clLinkProgram(e.ctx, 1, &e.device, NULL, 1, &unit, NULL, NULL, &err);
    MUST(err);
    k = icd_kernel(linked, "fixed");
    attributes_of(k, got, sizeof got);
    CHECK(strcmp(got, "reqd_work_group_size(2, 3, 1)") == 0, "linked: '%s'", got);
    clReleaseKernel(k);
    size_t ulen = 0;
    MUST(clGetProgramInfo(unit, CL_PROGRAM_BINARY_SIZES, sizeof ulen, &ulen, NULL));
    unsigned char *ubin = malloc(ulen);
    MUST(clGetProgramInfo(unit, CL_PROGRAM_BINARIES, sizeof ubin, &ubin, NULL));
    cl_program unit_bin =
        clCreateProgramWithBinary(e.ctx, 1, &e.device, &ulen, (const unsigned char **)&ubin, &status, &err);
    MUST(err);
    cl_program linked_bin = clLinkProgram(e.ctx, 1, &e.device, NULL, 1, &unit_bin, NULL, NULL, &err);
    MUST(err);
    k = icd_kernel(linked_bin, "hinted");
    attributes_of(k, got, sizeof got);
    CHECK(got[0] == '\0', "linked from a binary: '%s'", got);
    clReleaseKernel(k);
    check_required(linked_bin, "linked binary");
    free(ubin);
    free(bin);
    clReleaseProgram(linked_bin);
    clReleaseProgram(unit_bin);
    clReleaseProgram(linked);
    clReleaseProgram(unit);
    clReleaseProgram(from_bin);
    clReleaseProgram(p);
}

int main(void)
{
    e = icd_setup("oclc");
    check_suite_permutations();
    check_source_and_binary();
    icd_teardown(&e);
    return test_summary();
}
