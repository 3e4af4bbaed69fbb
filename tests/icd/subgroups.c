/*
 * Sub-groups through the OpenCL API on the oclc platform: the device
 * reports cl_khr_subgroups and __opencl_c_subgroups with one sub-group
 * per work-group (CL_DEVICE_MAX_NUM_SUB_GROUPS 1), and
 * clGetKernelSubGroupInfo (core, and the extension's
 * clGetKernelSubGroupInfoKHR from clGetExtensionFunctionAddressForPlatform)
 * answers what a kernel then sees: the sub-group size of a local size is
 * its work-items, one sub-group per group, the local size for one
 * sub-group, and the errors of bad calls.  Such a kernel's groups have
 * at most 128 work-items, and no sub-group waits for another
 * (CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS).  On the GPU device
 * (OCLC_ICD_DEFAULT_DEVICE=gpu), which has none, it checks the refusal.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * RUN: %if fake-gpu %{ %{fake_gpu} %t | FileCheck %s --check-prefix=FAKEGPU %}
 * FAKEGPU: icd: the default device is a GPU
 * FAKEGPU-NOT: FAIL
 * FAKEGPU: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

#include <CL/cl_ext.h>

static const char *src = "kernel void q(global uint *o) {\n"
                         "  size_t i = get_global_linear_id();\n"
                         "  o[3 * i] = get_max_sub_group_size();\n"
                         "  o[3 * i + 1] = get_num_sub_groups();\n"
                         "  o[3 * i + 2] = sub_group_reduce_add(1u);\n"
                         "}\n";

int main(void)
{
    IcdEnv e = icd_setup("oclc");
    cl_int err;
    char buf[4096] = "";
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_EXTENSIONS, sizeof buf, buf, NULL));
    cl_device_type type = 0;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_TYPE, sizeof type, &type, NULL));
    if (type & CL_DEVICE_TYPE_GPU) {
        /* oclc's GPU device has no sub-groups (optional in OpenCL 3.0):
         * it says so, refuses the kernel queries, and a kernel that uses
         * them does not build, with the reason. */
        printf("the GPU device has no sub-groups: checking that they are refused\n");
        CHECK(strstr(buf, "cl_khr_subgroups") == NULL, "CL_DEVICE_EXTENSIONS '%s'", buf);
        cl_uint none = 99;
        MUST(clGetDeviceInfo(e.device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof none, &none, NULL));
        CHECK(none == 0, "CL_DEVICE_MAX_NUM_SUB_GROUPS %u", none);
        cl_program plain = icd_build(&e, "kernel void k(global int *o) { o[0] = 1; }", NULL);
        cl_kernel pk = clCreateKernel(plain, "k", &err);
        MUST(err);
        size_t local = 32, n = 0;
        EXPECT(clGetKernelSubGroupInfo(pk, e.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local,
                                       sizeof n, &n, NULL),
               CL_INVALID_OPERATION);
        clReleaseKernel(pk);
        clReleaseProgram(plain);
        cl_program p = clCreateProgramWithSource(e.ctx, 1, &src, NULL, &err);
        MUST(err);
        EXPECT(clBuildProgram(p, 1, &e.device, "-cl-std=CL3.0", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
        char log[2048] = "";
        MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
        CHECK(strstr(log, "requires the __opencl_c_subgroups feature") != NULL, "the build log: '%s'", log);
        clReleaseProgram(p);
        icd_teardown(&e);
        return test_summary();
    }
    CHECK(strstr(buf, "cl_khr_subgroups") != NULL, "CL_DEVICE_EXTENSIONS '%s'", buf);
    cl_uint max_sg = 0;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof max_sg, &max_sg, NULL));
    CHECK(max_sg == 1, "CL_DEVICE_MAX_NUM_SUB_GROUPS %u", max_sg);
    /* One sub-group per group: none ever waits for another. */
    cl_bool ifp = CL_FALSE;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, sizeof ifp, &ifp, NULL));
    CHECK(ifp == CL_TRUE, "CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS");

    clGetKernelSubGroupInfoKHR_fn khr = (clGetKernelSubGroupInfoKHR_fn)clGetExtensionFunctionAddressForPlatform(
        e.platform, "clGetKernelSubGroupInfoKHR");
    CHECK(khr != NULL, "clGetKernelSubGroupInfoKHR not offered");

    cl_program prog = icd_build(&e, src, "-cl-std=CL3.0");
    cl_kernel k = clCreateKernel(prog, "q", &err);
    MUST(err);
    /* A kernel that uses sub-groups has groups (sub-groups) of 128 at most. */
    size_t max_wg = 0;
    MUST(clGetKernelWorkGroupInfo(k, e.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof max_wg, &max_wg, NULL));
    CHECK(max_wg == 128, "CL_KERNEL_WORK_GROUP_SIZE %zu", max_wg);
    size_t too_big = 129, g129 = 129;
    EXPECT(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &g129, &too_big, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);

    static const size_t shapes[][3] = {{16, 1, 1}, {4, 3, 2}, {7, 5, 1}, {1, 1, 1}, {128, 1, 1}};
    for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++) {
        const size_t *local = shapes[si];
        size_t dims = local[2] > 1 ? 3 : local[1] > 1 ? 2 : 1, n = local[0] * local[1] * local[2];
        size_t sg_size = 0, sg_count = 0, ret = 0;
        MUST(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, dims * sizeof(size_t),
                                     local, sizeof sg_size, &sg_size, &ret));
        CHECK(sg_size == n && ret == sizeof(size_t), "max sub-group size for %zu x %zu x %zu: %zu", local[0], local[1],
              local[2], sg_size);
        if (khr) {
            MUST(khr(k, e.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, dims * sizeof(size_t), local, sizeof sg_count,
                     &sg_count, NULL));
            CHECK(sg_count == 1, "sub-group count %zu", sg_count);
        }
        /* What the kernel sees over two groups of this size. */
        size_t global[3] = {local[0] * 2, local[1], local[2]}, total = n * 2;
        cl_mem out = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, total * 3 * sizeof(cl_uint), NULL, &err);
        MUST(err);
        MUST(clSetKernelArg(k, 0, sizeof out, &out));
        MUST(clEnqueueNDRangeKernel(e.queue, k, (cl_uint)dims, NULL, global, local, 0, NULL, NULL));
        cl_uint got[2 * 128 * 3];
        MUST(clEnqueueReadBuffer(e.queue, out, CL_TRUE, 0, total * 3 * sizeof(cl_uint), got, 0, NULL, NULL));
        for (size_t i = 0; i < total; i++)
            CHECK(got[3 * i] == sg_size && got[3 * i + 1] == 1 && got[3 * i + 2] == n,
                  "item %zu of %zu x %zu x %zu: %u %u %u", i, local[0], local[1], local[2], got[3 * i], got[3 * i + 1],
                  got[3 * i + 2]);
        clReleaseMemObject(out);
    }

    /* The local size for a number of sub-groups: one is the largest group,
     * any other none (zeros). */
    size_t count = 1, lsz[3] = {9, 9, 9}, ret = 0;
    MUST(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof count, &count,
                                 sizeof lsz, lsz, &ret));
    CHECK(ret == sizeof lsz && lsz[0] == max_wg && lsz[1] == 1 && lsz[2] == 1, "local size for 1: %zu %zu %zu", lsz[0],
          lsz[1], lsz[2]);
    count = 2;
    MUST(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof count, &count,
                                 sizeof(size_t), lsz, &ret));
    CHECK(ret == sizeof(size_t) && lsz[0] == 0, "local size for 2: %zu", lsz[0]);
    size_t v = 0;
    MUST(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, sizeof v, &v, NULL));
    CHECK(v == 1, "CL_KERNEL_MAX_NUM_SUB_GROUPS %zu", v);
    MUST(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_COMPILE_NUM_SUB_GROUPS, 0, NULL, sizeof v, &v, NULL));
    CHECK(v == 0, "CL_KERNEL_COMPILE_NUM_SUB_GROUPS %zu", v);

    /* Bad calls. */
    EXPECT(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 0, NULL, sizeof v, &v, NULL),
           CL_INVALID_VALUE);
    EXPECT(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 4 * sizeof(size_t),
                                   (size_t[4]){1, 1, 1, 1}, sizeof v, &v, NULL),
           CL_INVALID_VALUE);
    EXPECT(clGetKernelSubGroupInfo(k, e.device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, 1, &v, NULL), CL_INVALID_VALUE);
    EXPECT(clGetKernelSubGroupInfo(k, e.device, 0x7fff, 0, NULL, sizeof v, &v, NULL), CL_INVALID_VALUE);
    EXPECT(clGetKernelSubGroupInfo(NULL, e.device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, sizeof v, &v, NULL),
           CL_INVALID_KERNEL);

    clReleaseKernel(k);
    clReleaseProgram(prog);
    icd_teardown(&e);
    return test_summary();
}
