/*
 * Records and program-scope variables through the OpenCL API on the oclc
 * platform: a struct kernel argument set with clSetKernelArg(k, i,
 * sizeof(S), &s) (its size checked: CL_INVALID_ARG_SIZE otherwise; a record
 * larger than the old 128-byte limit of by-value arguments), its argument
 * info (CL_KERNEL_ARG_TYPE_NAME says "struct S" or the typedef's name),
 * buffers of structs written by a kernel, and OpenCL C 2.0's program-scope
 * `global` variables and static ones: they keep their values from one
 * enqueue to the next, a kernel of the same program sees another's writes,
 * and CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE counts their bytes.
 * Values are checked against this program's own C.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <stddef.h>

#include "icd_test.h"

static const char *src = "struct Pair { int a; float b; };\n"
                         "typedef struct { float4 v; int n; struct Pair p[3]; } Blob;\n"
                         "typedef struct { double d[20]; int tail; } Large;\n"
                         "kernel void blob(global Blob *out, Blob in, struct Pair extra) {\n"
                         "  Blob b = in;\n"
                         "  b.v *= 2.0f;\n"
                         "  b.n += extra.a;\n"
                         "  b.p[1].b += extra.b;\n"
                         "  out[get_global_id(0)] = b;\n"
                         "}\n"
                         "kernel void large(global double *out, Large l) { out[0] = l.d[19] + l.tail; }\n"
                         "global int counter;\n"
                         "global struct Pair last = {-1, 0.5f};\n"
                         "static global float history[8];\n"
                         "kernel void bump(global int *out, int by) {\n"
                         "  static global int calls = 10;\n"
                         "  counter += by;\n"
                         "  history[calls % 8] = (float)by;\n"
                         "  calls++;\n"
                         "  last.a = counter;\n"
                         "  out[0] = counter;\n"
                         "  out[1] = calls;\n"
                         "}\n"
                         "kernel void peek(global int *out) { out[0] = last.a; out[1] = (int)history[11 % 8]; }\n";

typedef struct {
    cl_int a;
    cl_float b;
} Pair;
typedef struct {
    cl_float4 v;
    cl_int n;
    Pair p[3];
} Blob;
typedef struct {
    cl_double d[20];
    cl_int tail;
} Large;

int main(void)
{
    IcdEnv e = icd_setup("oclc");
    cl_program p = icd_build(&e, src, "-cl-std=CL2.0");

    /* A struct argument and its info. */
    cl_kernel k = icd_kernel(p, "blob");
    char name[64];
    MUST(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_TYPE_NAME, sizeof name, name, NULL));
    CHECK(!strcmp(name, "Blob"), "CL_KERNEL_ARG_TYPE_NAME of a typedef'd struct: '%s'", name);
    MUST(clGetKernelArgInfo(k, 2, CL_KERNEL_ARG_TYPE_NAME, sizeof name, name, NULL));
    CHECK(!strcmp(name, "struct Pair"), "CL_KERNEL_ARG_TYPE_NAME of a struct: '%s'", name);
    cl_kernel_arg_address_qualifier aq;
    MUST(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
    CHECK(aq == CL_KERNEL_ARG_ADDRESS_PRIVATE, "a struct argument is private");
    size_t n = 4;
    cl_mem out = icd_buffer(&e, CL_MEM_READ_WRITE, n * sizeof(Blob), NULL);
    Blob in = {{{1.0f, 2.0f, 3.0f, 4.0f}}, 7, {{1, 1.5f}, {2, 2.5f}, {3, 3.5f}}};
    Pair extra = {100, 0.25f};
    MUST(clSetKernelArg(k, 0, sizeof out, &out));
    EXPECT(clSetKernelArg(k, 1, sizeof in - 4, &in), CL_INVALID_ARG_SIZE);
    EXPECT(clSetKernelArg(k, 1, sizeof in, NULL), CL_INVALID_ARG_VALUE);
    MUST(clSetKernelArg(k, 1, sizeof in, &in));
    MUST(clSetKernelArg(k, 2, sizeof extra, &extra));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    Blob got[4];
    MUST(clEnqueueReadBuffer(e.queue, out, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    for (size_t i = 0; i < n; i++)
        CHECK(got[i].v.s[0] == 2.0f && got[i].v.s[3] == 8.0f && got[i].n == 107 && got[i].p[0].a == 1 &&
                  got[i].p[1].b == 2.75f && got[i].p[2].b == 3.5f,
              "blob %zu", i);
    clReleaseKernel(k);

    /* A record larger than 128 bytes by value. */
    k = icd_kernel(p, "large");
    Large l = {{0}, 5};
    l.d[19] = 0.5;
    cl_mem dout = icd_buffer(&e, CL_MEM_READ_WRITE, sizeof(double), NULL);
    MUST(clSetKernelArg(k, 0, sizeof dout, &dout));
    MUST(clSetKernelArg(k, 1, sizeof l, &l));
    size_t one = 1;
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &one, NULL, 0, NULL, NULL));
    double d = 0;
    MUST(clEnqueueReadBuffer(e.queue, dout, CL_TRUE, 0, sizeof d, &d, 0, NULL, NULL));
    CHECK(d == 5.5, "large record argument: %g", d);
    clReleaseKernel(k);

    /* Program-scope variables: their size, and their values from one
     * enqueue to the next and from one kernel to another. */
    size_t gvs = 0;
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof gvs, &gvs, NULL));
    CHECK(gvs == sizeof(cl_int) + sizeof(Pair) + 8 * sizeof(float) + sizeof(cl_int),
          "CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE %zu", gvs);
    k = icd_kernel(p, "bump");
    cl_mem iout = icd_buffer(&e, CL_MEM_READ_WRITE, 2 * sizeof(cl_int), NULL);
    MUST(clSetKernelArg(k, 0, sizeof iout, &iout));
    cl_int total = 0, res[2];
    for (cl_int by = 1; by <= 3; by++) {
        MUST(clSetKernelArg(k, 1, sizeof by, &by));
        MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &one, NULL, 0, NULL, NULL));
        MUST(clEnqueueReadBuffer(e.queue, iout, CL_TRUE, 0, sizeof res, res, 0, NULL, NULL));
        total += by;
        CHECK(res[0] == total && res[1] == 10 + by, "bump %d: counter %d, calls %d", by, res[0], res[1]);
    }
    cl_kernel peek = icd_kernel(p, "peek");
    MUST(clSetKernelArg(peek, 0, sizeof iout, &iout));
    MUST(clEnqueueNDRangeKernel(e.queue, peek, 1, NULL, &one, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, iout, CL_TRUE, 0, sizeof res, res, 0, NULL, NULL));
    CHECK(res[0] == 6 && res[1] == 2, "another kernel sees them: %d %d", res[0], res[1]);
    clReleaseKernel(k);
    clReleaseKernel(peek);

    /* A rebuild starts them afresh; a program without any reports 0. */
    MUST(clBuildProgram(p, 1, &e.device, "-cl-std=CL2.0", NULL, NULL));
    k = icd_kernel(p, "peek");
    MUST(clSetKernelArg(k, 0, sizeof iout, &iout));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &one, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, iout, CL_TRUE, 0, sizeof res, res, 0, NULL, NULL));
    CHECK(res[0] == -1 && res[1] == 0, "rebuilt: %d %d", res[0], res[1]);
    clReleaseKernel(k);
    cl_program q = icd_build(&e, "kernel void k(global int *o) { o[0] = 1; }\n", "-cl-std=CL2.0");
    gvs = 1;
    MUST(clGetProgramBuildInfo(q, e.device, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof gvs, &gvs, NULL));
    CHECK(gvs == 0, "no program-scope variables: %zu", gvs);

    clReleaseMemObject(out);
    clReleaseMemObject(dout);
    clReleaseMemObject(iout);
    clReleaseProgram(p);
    clReleaseProgram(q);
    icd_teardown(&e);
    return test_summary();
}
