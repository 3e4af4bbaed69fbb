/*
 * The platform and its device through the ICD loader: clGetPlatformIDs
 * finds "oclc"; every clGetPlatformInfo and clGetDeviceInfo query of
 * OpenCL 3.0 answers a size-only call (NULL value) with the size the spec
 * gives its type, and the same size and a sensible value for a full call;
 * the values the issue asks for (versions, OpenCL C versions and
 * features, extensions, FP configs, limits); and the error codes for bad
 * platforms, devices, types, sizes and parameter names.  Where the CUDA
 * driver has GPUs, each GPU device answers every query too (the values
 * checked here are the CPU device's).
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * Without a GPU, OCLC_ICD_DEFAULT_DEVICE=gpu changes nothing:
 * RUN: env OCLC_ICD_DEFAULT_DEVICE=gpu %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * RUN: %if fake-gpu %{ %{fake_gpu} %t | FileCheck %s --check-prefix=FAKEGPU %}
 * FAKEGPU: platform: 1 GPU devices
 * FAKEGPU-NOT: FAIL
 * FAKEGPU: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

enum { T_UINT, T_ULONG, T_SIZE, T_BOOL, T_BITS, T_STRING, T_PTR, T_SIZES3, T_NAMEVER, T_PROPS };

static const size_t type_size[] = {
    [T_UINT] = sizeof(cl_uint),      [T_ULONG] = sizeof(cl_ulong),   [T_SIZE] = sizeof(size_t),
    [T_BOOL] = sizeof(cl_bool),      [T_BITS] = sizeof(cl_bitfield), [T_PTR] = sizeof(void *),
    [T_SIZES3] = 3 * sizeof(size_t),
};

/* Every device query of OpenCL 3.0 and the type the spec gives it. */
static const struct {
    cl_device_info param;
    const char *name;
    int type;
} dev_queries[] = {
#define Q(p, t) {p, #p, t}
    Q(CL_DEVICE_TYPE, T_BITS),
    Q(CL_DEVICE_VENDOR_ID, T_UINT),
    Q(CL_DEVICE_MAX_COMPUTE_UNITS, T_UINT),
    Q(CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, T_UINT),
    Q(CL_DEVICE_MAX_WORK_ITEM_SIZES, T_SIZES3),
    Q(CL_DEVICE_MAX_WORK_GROUP_SIZE, T_SIZE),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, T_UINT),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, T_UINT),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, T_UINT),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, T_UINT),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, T_UINT),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, T_UINT),
    Q(CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, T_UINT),
    Q(CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, T_UINT),
    Q(CL_DEVICE_MAX_CLOCK_FREQUENCY, T_UINT),
    Q(CL_DEVICE_ADDRESS_BITS, T_UINT),
    Q(CL_DEVICE_MAX_MEM_ALLOC_SIZE, T_ULONG),
    Q(CL_DEVICE_IMAGE_SUPPORT, T_BOOL),
    Q(CL_DEVICE_MAX_READ_IMAGE_ARGS, T_UINT),
    Q(CL_DEVICE_MAX_WRITE_IMAGE_ARGS, T_UINT),
    Q(CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS, T_UINT),
    Q(CL_DEVICE_IL_VERSION, T_STRING),
    Q(CL_DEVICE_ILS_WITH_VERSION, T_NAMEVER),
    Q(CL_DEVICE_IMAGE2D_MAX_WIDTH, T_SIZE),
    Q(CL_DEVICE_IMAGE2D_MAX_HEIGHT, T_SIZE),
    Q(CL_DEVICE_IMAGE3D_MAX_WIDTH, T_SIZE),
    Q(CL_DEVICE_IMAGE3D_MAX_HEIGHT, T_SIZE),
    Q(CL_DEVICE_IMAGE3D_MAX_DEPTH, T_SIZE),
    Q(CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, T_SIZE),
    Q(CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, T_SIZE),
    Q(CL_DEVICE_MAX_SAMPLERS, T_UINT),
    Q(CL_DEVICE_IMAGE_PITCH_ALIGNMENT, T_UINT),
    Q(CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT, T_UINT),
    Q(CL_DEVICE_MAX_PIPE_ARGS, T_UINT),
    Q(CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS, T_UINT),
    Q(CL_DEVICE_PIPE_MAX_PACKET_SIZE, T_UINT),
    Q(CL_DEVICE_MAX_PARAMETER_SIZE, T_SIZE),
    Q(CL_DEVICE_MEM_BASE_ADDR_ALIGN, T_UINT),
    Q(CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE, T_UINT),
    Q(CL_DEVICE_SINGLE_FP_CONFIG, T_BITS),
    Q(CL_DEVICE_DOUBLE_FP_CONFIG, T_BITS),
    Q(CL_DEVICE_HALF_FP_CONFIG, T_BITS),
    Q(CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, T_UINT),
    Q(CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, T_UINT),
    Q(CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, T_ULONG),
    Q(CL_DEVICE_GLOBAL_MEM_SIZE, T_ULONG),
    Q(CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, T_ULONG),
    Q(CL_DEVICE_MAX_CONSTANT_ARGS, T_UINT),
    Q(CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, T_SIZE),
    Q(CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, T_SIZE),
    Q(CL_DEVICE_LOCAL_MEM_TYPE, T_UINT),
    Q(CL_DEVICE_LOCAL_MEM_SIZE, T_ULONG),
    Q(CL_DEVICE_ERROR_CORRECTION_SUPPORT, T_BOOL),
    Q(CL_DEVICE_HOST_UNIFIED_MEMORY, T_BOOL),
    Q(CL_DEVICE_PROFILING_TIMER_RESOLUTION, T_SIZE),
    Q(CL_DEVICE_ENDIAN_LITTLE, T_BOOL),
    Q(CL_DEVICE_AVAILABLE, T_BOOL),
    Q(CL_DEVICE_COMPILER_AVAILABLE, T_BOOL),
    Q(CL_DEVICE_LINKER_AVAILABLE, T_BOOL),
    Q(CL_DEVICE_EXECUTION_CAPABILITIES, T_BITS),
    Q(CL_DEVICE_QUEUE_PROPERTIES, T_BITS),
    Q(CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, T_BITS),
    Q(CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES, T_BITS),
    Q(CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE, T_UINT),
    Q(CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE, T_UINT),
    Q(CL_DEVICE_MAX_ON_DEVICE_QUEUES, T_UINT),
    Q(CL_DEVICE_MAX_ON_DEVICE_EVENTS, T_UINT),
    Q(CL_DEVICE_BUILT_IN_KERNELS, T_STRING),
    Q(CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION, T_NAMEVER),
    Q(CL_DEVICE_PLATFORM, T_PTR),
    Q(CL_DEVICE_NAME, T_STRING),
    Q(CL_DEVICE_VENDOR, T_STRING),
    Q(CL_DRIVER_VERSION, T_STRING),
    Q(CL_DEVICE_PROFILE, T_STRING),
    Q(CL_DEVICE_VERSION, T_STRING),
    Q(CL_DEVICE_NUMERIC_VERSION, T_UINT),
    Q(CL_DEVICE_OPENCL_C_VERSION, T_STRING),
    Q(CL_DEVICE_OPENCL_C_ALL_VERSIONS, T_NAMEVER),
    Q(CL_DEVICE_OPENCL_C_FEATURES, T_NAMEVER),
    Q(CL_DEVICE_EXTENSIONS, T_STRING),
    Q(CL_DEVICE_EXTENSIONS_WITH_VERSION, T_NAMEVER),
    Q(CL_DEVICE_PRINTF_BUFFER_SIZE, T_SIZE),
    Q(CL_DEVICE_PREFERRED_INTEROP_USER_SYNC, T_BOOL),
    Q(CL_DEVICE_PARENT_DEVICE, T_PTR),
    Q(CL_DEVICE_PARTITION_MAX_SUB_DEVICES, T_UINT),
    Q(CL_DEVICE_PARTITION_PROPERTIES, T_PROPS),
    Q(CL_DEVICE_PARTITION_AFFINITY_DOMAIN, T_BITS),
    Q(CL_DEVICE_PARTITION_TYPE, T_PROPS),
    Q(CL_DEVICE_REFERENCE_COUNT, T_UINT),
    Q(CL_DEVICE_SVM_CAPABILITIES, T_BITS),
    Q(CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT, T_UINT),
    Q(CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT, T_UINT),
    Q(CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT, T_UINT),
    Q(CL_DEVICE_MAX_NUM_SUB_GROUPS, T_UINT),
    Q(CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, T_BOOL),
    Q(CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, T_BITS),
    Q(CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, T_BITS),
    Q(CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, T_BOOL),
    Q(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, T_BOOL),
    Q(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, T_BOOL),
    Q(CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, T_BITS),
    Q(CL_DEVICE_PIPE_SUPPORT, T_BOOL),
    Q(CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, T_SIZE),
    Q(CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED, T_STRING),
#undef Q
};

static cl_uint dev_uint(cl_device_id d, cl_device_info p)
{
    cl_uint v = 0;
    clGetDeviceInfo(d, p, sizeof v, &v, NULL);
    return v;
}
static cl_bitfield dev_bits(cl_device_id d, cl_device_info p)
{
    cl_bitfield v = 0;
    clGetDeviceInfo(d, p, sizeof v, &v, NULL);
    return v;
}
static cl_bool dev_bool(cl_device_id d, cl_device_info p)
{
    cl_bool v = 7;
    clGetDeviceInfo(d, p, sizeof v, &v, NULL);
    return v;
}
static size_t dev_size(cl_device_id d, cl_device_info p)
{
    size_t v = 0;
    clGetDeviceInfo(d, p, sizeof v, &v, NULL);
    return v;
}

/* Does the name/version list of query p have `name` at `version`? */
static bool has_name_version(cl_device_id d, cl_device_info p, const char *name, cl_version version)
{
    cl_name_version v[64];
    size_t size = 0;
    if (clGetDeviceInfo(d, p, sizeof v, v, &size) != CL_SUCCESS) return false;
    for (size_t i = 0; i < size / sizeof *v; i++)
        if (strcmp(v[i].name, name) == 0 && (version == 0 || v[i].version == version)) return true;
    return false;
}

static void test_platform(cl_platform_id p)
{
    static const struct {
        cl_platform_info param;
        const char *name;
        int type;
    } queries[] = {
        {CL_PLATFORM_PROFILE, "PROFILE", T_STRING},
        {CL_PLATFORM_VERSION, "VERSION", T_STRING},
        {CL_PLATFORM_NUMERIC_VERSION, "NUMERIC_VERSION", T_UINT},
        {CL_PLATFORM_NAME, "NAME", T_STRING},
        {CL_PLATFORM_VENDOR, "VENDOR", T_STRING},
        {CL_PLATFORM_EXTENSIONS, "EXTENSIONS", T_STRING},
        {CL_PLATFORM_EXTENSIONS_WITH_VERSION, "EXTENSIONS_WITH_VERSION", T_NAMEVER},
        {CL_PLATFORM_HOST_TIMER_RESOLUTION, "HOST_TIMER_RESOLUTION", T_ULONG},
        {CL_PLATFORM_ICD_SUFFIX_KHR, "ICD_SUFFIX_KHR", T_STRING},
    };
    for (size_t i = 0; i < sizeof queries / sizeof *queries; i++) {
        size_t size = 0, size2 = 0;
        char buf[1024];
        EXPECT(clGetPlatformInfo(p, queries[i].param, 0, NULL, &size), CL_SUCCESS);
        EXPECT(clGetPlatformInfo(p, queries[i].param, sizeof buf, buf, &size2), CL_SUCCESS);
        CHECK(size == size2 && size > 0, "CL_PLATFORM_%s: size %zu then %zu", queries[i].name, size, size2);
        if (queries[i].type == T_STRING)
            CHECK(memchr(buf, 0, size) == buf + size - 1, "CL_PLATFORM_%s: not one NUL-terminated string",
                  queries[i].name);
        else if (queries[i].type == T_NAMEVER)
            CHECK(size % sizeof(cl_name_version) == 0, "CL_PLATFORM_%s: size %zu", queries[i].name, size);
        else
            CHECK(size == type_size[queries[i].type], "CL_PLATFORM_%s: size %zu", queries[i].name, size);
        if (size > 1) EXPECT(clGetPlatformInfo(p, queries[i].param, size - 1, buf, NULL), CL_INVALID_VALUE);
    }
    char buf[256];
    MUST(clGetPlatformInfo(p, CL_PLATFORM_VERSION, sizeof buf, buf, NULL));
    CHECK(strncmp(buf, "OpenCL 3.0 ", 11) == 0, "CL_PLATFORM_VERSION '%s'", buf);
    MUST(clGetPlatformInfo(p, CL_PLATFORM_PROFILE, sizeof buf, buf, NULL));
    CHECK(strcmp(buf, "FULL_PROFILE") == 0, "CL_PLATFORM_PROFILE '%s'", buf);
    MUST(clGetPlatformInfo(p, CL_PLATFORM_EXTENSIONS, sizeof buf, buf, NULL));
    CHECK(strstr(buf, "cl_khr_icd") != NULL, "CL_PLATFORM_EXTENSIONS '%s'", buf);
    MUST(clGetPlatformInfo(p, CL_PLATFORM_ICD_SUFFIX_KHR, sizeof buf, buf, NULL));
    CHECK(strcmp(buf, "oclc") == 0, "CL_PLATFORM_ICD_SUFFIX_KHR '%s'", buf);
    cl_version v = 0;
    MUST(clGetPlatformInfo(p, CL_PLATFORM_NUMERIC_VERSION, sizeof v, &v, NULL));
    CHECK(v == CL_MAKE_VERSION(3, 0, 0), "CL_PLATFORM_NUMERIC_VERSION %#x", v);
    EXPECT(clGetPlatformInfo(p, 0x7fff, sizeof buf, buf, NULL), CL_INVALID_VALUE);

    cl_platform_id ids[4];
    cl_uint n = 0;
    EXPECT(clGetPlatformIDs(0, ids, NULL), CL_INVALID_VALUE);
    EXPECT(clGetPlatformIDs(0, NULL, NULL), CL_INVALID_VALUE);
    MUST(clGetPlatformIDs(4, ids, &n));
    CHECK(n >= 1, "%u platforms", n);

    void *f = clGetExtensionFunctionAddressForPlatform(p, "clIcdGetPlatformIDsKHR");
    CHECK(f != NULL, "clGetExtensionFunctionAddressForPlatform(clIcdGetPlatformIDsKHR)");
    CHECK(clGetExtensionFunctionAddressForPlatform(p, "clNoSuchFunctionOCLC") == NULL, "an unknown extension function");
    EXPECT(clUnloadPlatformCompiler(p), CL_SUCCESS);
}

/* Every query answers, at the size its type has. */
static void test_queries(cl_device_id d)
{
    for (size_t i = 0; i < sizeof dev_queries / sizeof *dev_queries; i++) {
        size_t size = 99, size2 = 98;
        static char buf[8192];
        cl_int err = clGetDeviceInfo(d, dev_queries[i].param, 0, NULL, &size);
        CHECK(err == CL_SUCCESS, "%s: size query returned %s", dev_queries[i].name, cl_err_name(err));
        err = clGetDeviceInfo(d, dev_queries[i].param, sizeof buf, buf, &size2);
        CHECK(err == CL_SUCCESS, "%s returned %s", dev_queries[i].name, cl_err_name(err));
        CHECK(size == size2, "%s: size %zu then %zu", dev_queries[i].name, size, size2);
        switch (dev_queries[i].type) {
        case T_STRING:
            CHECK(size >= 1 && memchr(buf, 0, size) == buf + size - 1, "%s: not one NUL-terminated string",
                  dev_queries[i].name);
            break;
        case T_NAMEVER: CHECK(size % sizeof(cl_name_version) == 0, "%s: size %zu", dev_queries[i].name, size); break;
        case T_PROPS:
            CHECK(size % sizeof(cl_device_partition_property) == 0, "%s: size %zu", dev_queries[i].name, size);
            break;
        default:
            CHECK(size == type_size[dev_queries[i].type], "%s: size %zu, expected %zu", dev_queries[i].name, size,
                  type_size[dev_queries[i].type]);
            break;
        }
        if (size > 1) EXPECT(clGetDeviceInfo(d, dev_queries[i].param, size - 1, buf, NULL), CL_INVALID_VALUE);
    }
}

static void test_device(cl_platform_id p, cl_device_id d)
{
    test_queries(d);
    char buf[1024];
    CHECK(dev_bits(d, CL_DEVICE_TYPE) == CL_DEVICE_TYPE_CPU, "CL_DEVICE_TYPE");
    MUST(clGetDeviceInfo(d, CL_DEVICE_VERSION, sizeof buf, buf, NULL));
    CHECK(strncmp(buf, "OpenCL 3.0 ", 11) == 0, "CL_DEVICE_VERSION '%s'", buf);
    CHECK(dev_uint(d, CL_DEVICE_NUMERIC_VERSION) == CL_MAKE_VERSION(3, 0, 0), "CL_DEVICE_NUMERIC_VERSION");
    MUST(clGetDeviceInfo(d, CL_DEVICE_OPENCL_C_VERSION, sizeof buf, buf, NULL));
    CHECK(strncmp(buf, "OpenCL C 1.2", 12) == 0, "CL_DEVICE_OPENCL_C_VERSION '%s'", buf);
    MUST(clGetDeviceInfo(d, CL_DEVICE_PROFILE, sizeof buf, buf, NULL));
    CHECK(strcmp(buf, "FULL_PROFILE") == 0, "CL_DEVICE_PROFILE '%s'", buf);
    for (int minor = 0; minor < 3; minor++) {
        static const cl_version vs[] = {CL_MAKE_VERSION(1, 2, 0), CL_MAKE_VERSION(2, 0, 0), CL_MAKE_VERSION(3, 0, 0)};
        CHECK(has_name_version(d, CL_DEVICE_OPENCL_C_ALL_VERSIONS, "OpenCL C", vs[minor]),
              "OpenCL C %u.%u in CL_DEVICE_OPENCL_C_ALL_VERSIONS", CL_VERSION_MAJOR(vs[minor]),
              CL_VERSION_MINOR(vs[minor]));
    }
    CHECK(has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_fp64", CL_MAKE_VERSION(3, 0, 0)) &&
              has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_int64", CL_MAKE_VERSION(3, 0, 0)),
          "__opencl_c_fp64 and __opencl_c_int64");
    /* Program-scope globals, with the sizes 3.0 asks of a device that has
     * them (at least 64 KiB for one variable). */
    CHECK(has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_program_scope_global_variables",
                           CL_MAKE_VERSION(3, 0, 0)),
          "__opencl_c_program_scope_global_variables");
    size_t gv_max = 0, gv_pref = 0;
    MUST(clGetDeviceInfo(d, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, sizeof gv_max, &gv_max, NULL));
    MUST(clGetDeviceInfo(d, CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, sizeof gv_pref, &gv_pref, NULL));
    CHECK(gv_max >= 65536 && gv_pref >= gv_max, "global variable sizes %zu, %zu", gv_max, gv_pref);
    /* The generic address space and the atomics, with the capabilities
     * that go with their features (4.2's table for 3.0 devices). */
    static const char *const atomics[] = {"__opencl_c_generic_address_space", "__opencl_c_atomic_order_acq_rel",
                                          "__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device",
                                          "__opencl_c_atomic_scope_all_devices"};
    for (size_t i = 0; i < sizeof atomics / sizeof *atomics; i++)
        CHECK(has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, atomics[i], CL_MAKE_VERSION(3, 0, 0)), "%s not reported",
              atomics[i]);
    cl_bool generic = CL_FALSE;
    MUST(clGetDeviceInfo(d, CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, sizeof generic, &generic, NULL));
    CHECK(generic == CL_TRUE, "CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT");
    cl_bitfield all_orders = CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                             CL_DEVICE_ATOMIC_ORDER_SEQ_CST | CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP |
                             CL_DEVICE_ATOMIC_SCOPE_DEVICE | CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES;
    CHECK(dev_bits(d, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES) == all_orders, "CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES");
    CHECK(dev_bits(d, CL_DEVICE_ATOMIC_FENCE_CAPABILITIES) == (all_orders | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM),
          "CL_DEVICE_ATOMIC_FENCE_CAPABILITIES");
    MUST(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof buf, buf, NULL));
    CHECK(strstr(buf, "cl_khr_global_int32_base_atomics") && strstr(buf, "cl_khr_local_int32_extended_atomics") &&
              strstr(buf, "cl_khr_int64_base_atomics"),
          "the atomics extensions: '%s'", buf);
    /* Images (runtime/icd/icd_image.c), read_write ones and 3D writes too. */
    CHECK(has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_images", CL_MAKE_VERSION(3, 0, 0)) &&
              has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_read_write_images", 0) &&
              has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_3d_image_writes", 0) &&
              has_name_version(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, "cl_khr_3d_image_writes", 0),
          "__opencl_c_images, __opencl_c_3d_image_writes");
    static const char *const unsupported[] = {"__opencl_c_pipes", "__opencl_c_device_enqueue"};
    for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
        CHECK(!has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, unsupported[i], 0), "%s reported", unsupported[i]);
    MUST(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof buf, buf, NULL));
    CHECK(strstr(buf, "cl_khr_fp64") && strstr(buf, "cl_khr_icd"), "CL_DEVICE_EXTENSIONS '%s'", buf);
    CHECK(has_name_version(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, "cl_khr_fp64", 0), "cl_khr_fp64 with version");
    cl_bitfield fp_min = CL_FP_ROUND_TO_NEAREST | CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_FMA;
    CHECK((dev_bits(d, CL_DEVICE_SINGLE_FP_CONFIG) & fp_min) == fp_min, "CL_DEVICE_SINGLE_FP_CONFIG");
    /* fp64's minimum (OpenCL 1.x, and the CTS's min_max_double_fp_config
     * for every version) adds the directed roundings. */
    cl_bitfield fp64_min = fp_min | CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF;
    cl_bitfield fp64 = dev_bits(d, CL_DEVICE_DOUBLE_FP_CONFIG);
    CHECK((fp64 & fp64_min) == fp64_min, "CL_DEVICE_DOUBLE_FP_CONFIG %#llx", (unsigned long long)fp64);
    /* half (cl_khr_fp16, which the host reports): the 3.0 minimum, with
     * denormals and FMA (fma(half) is correctly rounded) */
    cl_bitfield fp16 = dev_bits(d, CL_DEVICE_HALF_FP_CONFIG);
    CHECK(fp16 == (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_DENORM | CL_FP_FMA), "CL_DEVICE_HALF_FP_CONFIG %#llx",
          (unsigned long long)fp16);
    CHECK(dev_uint(d, CL_DEVICE_ADDRESS_BITS) == 64, "CL_DEVICE_ADDRESS_BITS");
    CHECK(dev_uint(d, CL_DEVICE_MAX_COMPUTE_UNITS) >= 1, "CL_DEVICE_MAX_COMPUTE_UNITS");
    CHECK(dev_uint(d, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS) == 3, "CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS");
    size_t items[3] = {0};
    MUST(clGetDeviceInfo(d, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof items, items, NULL));
    size_t wg = dev_size(d, CL_DEVICE_MAX_WORK_GROUP_SIZE);
    CHECK(wg >= 1 && items[0] >= 1 && items[0] <= wg, "work-group %zu, items %zu %zu %zu", wg, items[0], items[1],
          items[2]);
    cl_ulong global = 0, alloc = 0, local = 0;
    MUST(clGetDeviceInfo(d, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof global, &global, NULL));
    MUST(clGetDeviceInfo(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof alloc, &alloc, NULL));
    MUST(clGetDeviceInfo(d, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
    CHECK(alloc >= ((cl_ulong)128 << 20) && alloc <= global && local >= 32768, "memory sizes %llu %llu %llu",
          (unsigned long long)global, (unsigned long long)alloc, (unsigned long long)local);
    CHECK(dev_uint(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN) >= 1024, "CL_DEVICE_MEM_BASE_ADDR_ALIGN (bits)");
    /* OpenCL 3.0's minimum limits for a device with images. */
    CHECK(dev_bool(d, CL_DEVICE_IMAGE_SUPPORT) == CL_TRUE, "CL_DEVICE_IMAGE_SUPPORT");
    CHECK(dev_size(d, CL_DEVICE_IMAGE2D_MAX_WIDTH) >= 16384 && dev_size(d, CL_DEVICE_IMAGE2D_MAX_HEIGHT) >= 16384 &&
              dev_size(d, CL_DEVICE_IMAGE3D_MAX_WIDTH) >= 2048 && dev_size(d, CL_DEVICE_IMAGE3D_MAX_DEPTH) >= 2048 &&
              dev_size(d, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE) >= 2048 &&
              dev_size(d, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE) >= 65536,
          "image sizes");
    CHECK(dev_uint(d, CL_DEVICE_MAX_READ_IMAGE_ARGS) >= 128 && dev_uint(d, CL_DEVICE_MAX_WRITE_IMAGE_ARGS) >= 64 &&
              dev_uint(d, CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS) >= 64 && dev_uint(d, CL_DEVICE_MAX_SAMPLERS) >= 16,
          "image arguments and samplers");
    /* The queries that mirror a feature answer exactly as the feature list
     * does (the CTS's features_macro compares them). */
    static const struct {
        cl_device_info q;
        const char *feature;
    } mirrors[] = {
        {CL_DEVICE_PIPE_SUPPORT, "__opencl_c_pipes"},
        {CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, "__opencl_c_generic_address_space"},
        {CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, "__opencl_c_work_group_collective_functions"},
    };
    for (size_t i = 0; i < sizeof mirrors / sizeof *mirrors; i++)
        CHECK((dev_bool(d, mirrors[i].q) == CL_TRUE) ==
                  has_name_version(d, CL_DEVICE_OPENCL_C_FEATURES, mirrors[i].feature, 0),
              "%s and its query disagree", mirrors[i].feature);
    CHECK(dev_bool(d, CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT) == CL_TRUE, "work-group collectives");
    CHECK(dev_bits(d, CL_DEVICE_SVM_CAPABILITIES) == 0, "CL_DEVICE_SVM_CAPABILITIES");
    CHECK(dev_bits(d, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES) == 0, "device enqueue");
    CHECK(dev_bool(d, CL_DEVICE_ENDIAN_LITTLE) && dev_bool(d, CL_DEVICE_AVAILABLE) &&
              dev_bool(d, CL_DEVICE_COMPILER_AVAILABLE) && dev_bool(d, CL_DEVICE_LINKER_AVAILABLE),
          "endianness and availability");
    CHECK(dev_bits(d, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES) & CL_QUEUE_PROFILING_ENABLE, "profiling");
    CHECK(dev_uint(d, CL_DEVICE_REFERENCE_COUNT) == 1, "CL_DEVICE_REFERENCE_COUNT");
    cl_platform_id dp = NULL;
    MUST(clGetDeviceInfo(d, CL_DEVICE_PLATFORM, sizeof dp, &dp, NULL));
    CHECK(dp == p, "CL_DEVICE_PLATFORM");

    /* Errors. */
    EXPECT(clGetDeviceInfo(d, 0x7fff, sizeof buf, buf, NULL), CL_INVALID_VALUE);
    EXPECT(clGetDeviceInfo((cl_device_id)p, CL_DEVICE_NAME, sizeof buf, buf, NULL), CL_INVALID_DEVICE);
    /* The loader dispatches on any of the platform's objects: a device
     * passed as a platform reaches the ICD, which must reject it. */
    EXPECT(clGetPlatformInfo((cl_platform_id)d, CL_PLATFORM_NAME, sizeof buf, buf, NULL), CL_INVALID_PLATFORM);
    /* The CPU, and a GPU device per GPU of the CUDA driver where it has
     * any (docs/icd.md); the default is the CPU unless
     * OCLC_ICD_DEFAULT_DEVICE=gpu names a GPU that is there. */
    cl_device_id ds[2], gpus[8], all[9];
    cl_uint n = 0, ngpu = 0;
    cl_int gerr = clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 8, gpus, &ngpu);
    CHECK(gerr == CL_SUCCESS ? ngpu >= 1 && ngpu <= 8 : gerr == CL_DEVICE_NOT_FOUND, "CL_DEVICE_TYPE_GPU: %s, %u",
          cl_err_name(gerr), ngpu);
    if (gerr != CL_SUCCESS) ngpu = 0;
    printf("platform: %u GPU devices\n", ngpu);
    MUST(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 9, all, &n));
    bool has_cpu = false;
    for (cl_uint i = 0; i < n && i < 9; i++) has_cpu |= all[i] == d;
    CHECK(n == 1 + ngpu && has_cpu, "CL_DEVICE_TYPE_ALL: %u devices (%u GPUs)", n, ngpu);
    for (cl_uint g = 0; g < ngpu; g++) {
        bool listed = false;
        for (cl_uint i = 0; i < n && i < 9; i++) listed |= all[i] == gpus[g];
        CHECK(listed && gpus[g] != d, "GPU %u in CL_DEVICE_TYPE_ALL", g);
        CHECK(dev_bits(gpus[g], CL_DEVICE_TYPE) == CL_DEVICE_TYPE_GPU, "GPU %u: CL_DEVICE_TYPE", g);
        test_queries(gpus[g]);
    }
    const char *want = getenv("OCLC_ICD_DEFAULT_DEVICE");
    bool gpu_default = ngpu > 0 && want && strcmp(want, "gpu") == 0;
    MUST(clGetDeviceIDs(p, CL_DEVICE_TYPE_DEFAULT, 1, ds, NULL));
    CHECK(ds[0] == (gpu_default ? gpus[0] : d), "CL_DEVICE_TYPE_DEFAULT is the %s", gpu_default ? "GPU" : "CPU");
    EXPECT(clGetDeviceIDs(p, CL_DEVICE_TYPE_ACCELERATOR, 1, ds, &n), CL_DEVICE_NOT_FOUND);
    EXPECT(clGetDeviceIDs(p, 0, 1, ds, &n), CL_INVALID_DEVICE_TYPE);
    EXPECT(clGetDeviceIDs(p, (cl_device_type)1 << 40, 1, ds, &n), CL_INVALID_DEVICE_TYPE);
    EXPECT(clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 0, ds, &n), CL_INVALID_VALUE);
    EXPECT(clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 1, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clRetainDevice(d), CL_SUCCESS);
    EXPECT(clReleaseDevice(d), CL_SUCCESS);
    EXPECT(clRetainDevice(NULL), CL_INVALID_DEVICE);
    EXPECT(clReleaseDevice(NULL), CL_INVALID_DEVICE);
    cl_device_partition_property props[] = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
    EXPECT(clCreateSubDevices(d, props, 2, ds, &n), CL_INVALID_VALUE);

    cl_ulong dt = 0, ht = 0, ht2 = 0;
    MUST(clGetDeviceAndHostTimer(d, &dt, &ht));
    MUST(clGetHostTimer(d, &ht2));
    CHECK(dt > 0 && ht2 >= ht, "timers %llu %llu %llu", (unsigned long long)dt, (unsigned long long)ht,
          (unsigned long long)ht2);
    EXPECT(clGetHostTimer(d, NULL), CL_INVALID_VALUE);
    EXPECT(clGetDeviceAndHostTimer(d, NULL, &ht), CL_INVALID_VALUE);
}

int main(void)
{
    cl_platform_id p = icd_find_platform("oclc");
    CHECK(p != NULL, "no platform named oclc");
    if (!p) return test_summary();
    cl_device_id d;
    MUST(clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 1, &d, NULL));
    test_platform(p);
    test_device(p, d);
    return test_summary();
}
