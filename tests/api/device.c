/*
 * oclc_device_features() and oclc_device_extensions(): the host device's
 * OpenCL C 3.0 features and extensions, space-separated, from the target
 * table.  A device must report exactly what a program sees (the OpenCL
 * CTS compares CL_DEVICE_OPENCL_C_FEATURES with the feature macros), so
 * this builds a -cl-std=CL3.0 program that requires every listed name to
 * be defined and every known name that is not listed to be undefined.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK: features: __opencl_c_fp64 __opencl_c_int64 __opencl_c_images __opencl_c_3d_image_writes __opencl_c_read_write_images __opencl_c_generic_address_space __opencl_c_program_scope_global_variables __opencl_c_atomic_order_acq_rel __opencl_c_atomic_order_seq_cst __opencl_c_atomic_scope_device __opencl_c_atomic_scope_all_devices __opencl_c_work_group_collective_functions __opencl_c_subgroups __opencl_c_fp16{{$}}
 * CHECK: extensions: cl_khr_fp64 cl_khr_fp16 cl_khr_byte_addressable_store cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics cl_khr_int64_base_atomics cl_khr_int64_extended_atomics cl_khr_3d_image_writes cl_khr_depth_images cl_khr_srgb_image_writes cl_khr_subgroups{{$}}
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <stdbool.h>

#include "api_test.h"

/* The feature and extension names a program may test (OpenCL C 3.0 6.2.1
 * and the extensions oclc knows); the test, not oclc, lists them. */
static const char *const known[] = {
    "__opencl_c_fp64",
    "__opencl_c_int64",
    "__opencl_c_images",
    "__opencl_c_3d_image_writes",
    "__opencl_c_read_write_images",
    "__opencl_c_generic_address_space",
    "__opencl_c_program_scope_global_variables",
    "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_device_enqueue",
    "__opencl_c_pipes",
    "__opencl_c_work_group_collective_functions",
    "__opencl_c_subgroups",
    "__opencl_c_fp16",
    "cl_khr_fp64",
    "cl_khr_fp16",
    "cl_khr_byte_addressable_store",
    "cl_khr_global_int32_base_atomics",
    "cl_khr_global_int32_extended_atomics",
    "cl_khr_local_int32_base_atomics",
    "cl_khr_local_int32_extended_atomics",
    "cl_khr_int64_base_atomics",
    "cl_khr_int64_extended_atomics",
    "cl_khr_3d_image_writes",
    "cl_khr_depth_images",
    "cl_khr_srgb_image_writes",
    "cl_khr_subgroups",
};

static bool listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; (p = strstr(p, name)); p += n)
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return true;
    return false;
}

int main(void)
{
    const char *features = oclc_device_features(), *extensions = oclc_device_extensions();
    printf("features: %s\nextensions: %s\n", features, extensions);
    CHECK(features == oclc_device_features() && extensions == oclc_device_extensions(), "static strings");
    char src[8192] = "";
    size_t n = 0;
    for (size_t i = 0; i < sizeof known / sizeof *known; i++) {
        bool on = listed(features, known[i]) || listed(extensions, known[i]);
        n += (size_t)snprintf(src + n, sizeof src - n, "#if%sdef %s\n#error %s %s\n#endif\n", on ? "n" : "", known[i],
                              known[i], on ? "reported but not defined" : "defined but not reported");
    }
    snprintf(src + n, sizeof src - n, "kernel void k(global int *p) { p[0] = 1; }\n");
    oclc_program *p = oclc_program_create(src, strlen(src), "device.cl");
    CHECK(oclc_program_build(p, "-cl-std=CL3.0") == OCLC_SUCCESS, "macros and device disagree:\n%s",
          oclc_program_log(p));
    oclc_program_destroy(p);
    /* Every listed name is one the test knows. */
    const char *lists[2] = {features, extensions};
    for (int l = 0; l < 2; l++)
        for (const char *s = lists[l]; *s;) {
            size_t len = strcspn(s, " ");
            bool found = false;
            for (size_t i = 0; i < sizeof known / sizeof *known; i++)
                found = found || (strlen(known[i]) == len && !strncmp(known[i], s, len));
            CHECK(found, "unknown name '%.*s'", (int)len, s);
            s += len + (s[len] == ' ');
        }
    return test_summary();
}
