/*
 * printf through the OpenCL API on the oclc platform: the device reports
 * its printf buffer (1 MiB, CL_DEVICE_PRINTF_BUFFER_SIZE), and a kernel's
 * output is on stdout once clFinish returns, in global linear id order
 * (FileCheck reads it between the host's own lines).  The same holds on
 * the GPU device (OCLC_ICD_DEFAULT_DEVICE=gpu).
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK: host: before
 * CHECK-NEXT: wi 0 of 4: 0.50,1.50
 * CHECK-NEXT: wi 1 of 4: 1.50,2.50
 * CHECK-NEXT: wi 2 of 4: 2.50,3.50
 * CHECK-NEXT: wi 3 of 4: 3.50,4.50
 * CHECK-NEXT: host: after clFinish
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

static const char *src = "kernel void k(global int *r) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  float2 v = (float2)(0.5f, 1.5f) + (float)i;\n"
                         "  r[i] = printf(\"wi %d of %d: %.2v2hlf\\n\", (int)i, (int)get_global_size(0), v);\n"
                         "}\n";

int main(void)
{
    IcdEnv e = icd_setup("oclc");
    cl_int err;
    size_t size = 0;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_PRINTF_BUFFER_SIZE, sizeof size, &size, NULL));
    CHECK(size == 1u << 20, "CL_DEVICE_PRINTF_BUFFER_SIZE %zu", size);
    cl_program prog = icd_build(&e, src, NULL);
    cl_kernel k = clCreateKernel(prog, "k", &err);
    MUST(err);
    cl_mem out = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, 4 * sizeof(cl_int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof out, &out));
    printf("host: before\n");
    fflush(stdout);
    size_t global = 4, local = 1;
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
    MUST(clFinish(e.queue));
    printf("host: after clFinish\n");
    cl_int r[4];
    MUST(clEnqueueReadBuffer(e.queue, out, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
    CHECK(r[0] == 0 && r[1] == 0 && r[2] == 0 && r[3] == 0, "printf returned %d %d %d %d", r[0], r[1], r[2], r[3]);
    clReleaseMemObject(out);
    clReleaseKernel(k);
    clReleaseProgram(prog);
    icd_teardown(&e);
    return test_summary();
}
