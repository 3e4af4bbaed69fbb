/*
 * icd_platform.c - the platform, its devices (the CPU, and one per GPU
 * liboclc sees: "The GPU devices" below), and the ICD's entry
 * points: clIcdGetPlatformIDsKHR (how the loader finds the platform),
 * clGetExtensionFunctionAddress[ForPlatform] and clGetPlatformInfo (which
 * the ocl-icd loader looks up with dlsym to check for cl_khr_icd); also
 * the shared pieces of every object (reference counts, the lock, the
 * clGet*Info helpers).
 *
 * clGetDeviceInfo is a table: one row per query, pointing at the value
 * and its size (a size of 0 is a string), so every query answers a
 * size-only call (param_value NULL) the same way as a full one, and
 * adding a query is adding a row.  The values that depend on the machine
 * (cores, memory, caches, clock, vector widths, the CPU's name) are read
 * once, at the first query, into the variables the rows point at.
 *
 * What the device reports, and why (docs/icd.md has the table):
 *   - OpenCL 3.0, FULL_PROFILE; OpenCL C 1.0-1.2, 2.0 and 3.0 in
 *     CL_DEVICE_OPENCL_C_ALL_VERSIONS (oclc takes -cl-std=CL1.2, CL2.0,
 *     CL3.0; CL1.0 and CL1.1 are built as CL1.2, a superset);
 *     CL_DEVICE_OPENCL_C_VERSION is 1.2 (the highest 1.x, as the spec asks
 *     for a 3.0 device);
 *   - the 3.0 features and the extensions are liboclc's, from the target
 *     table through oclc_device_features() / oclc_device_extensions()
 *     (today __opencl_c_fp64, __opencl_c_int64, the generic address
 *     space, every atomic order and scope, the work-group collectives,
 *     sub-groups, __opencl_c_images, __opencl_c_read_write_images and
 *     __opencl_c_3d_image_writes with the limits of icd.h (icd_image.c), and
 *     __opencl_c_program_scope_global_variables, with 64 KiB for one
 *     variable; cl_khr_fp64, cl_khr_byte_addressable_store, the
 *     32-bit and 64-bit atomics extensions, cl_khr_subgroups and
 *     cl_khr_3d_image_writes), with
 *     cl_khr_icd first among the extensions, and the atomic capabilities
 *     and generic address space support that go with them; every other
 *     optional feature is reported unsupported (pipes, SVM,
 *     device-side enqueue), which
 *     is also what the compiler's feature macros say;
 *   - work-groups of up to 4096 work-items (what the runtime picks for
 *     a kernel without barriers; one with barriers runs up to 1024, its
 *     CL_KERNEL_WORK_GROUP_SIZE), non-uniform work-groups supported;
 *   - in-order and out-of-order queues (an out-of-order queue runs its
 *     commands in order, which the spec allows), profiling.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "runtime/icd/icd.h"

pthread_mutex_t icd_mu = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t icd_cv = PTHREAD_COND_INITIALIZER;

/* ------------------------------------------------------------------ */
/* Objects                                                            */

void obj_init(IcdObj *o, uint32_t magic)
{
    o->dispatch = &icd_dispatch;
    o->magic = magic;
    atomic_init(&o->refs, REF_APP);
}

bool obj_valid(const void *p, uint32_t magic)
{
    const IcdObj *o = p;
    return o && o->magic == magic && atomic_load(&((IcdObj *)o)->refs) >= REF_APP;
}

cl_uint obj_app_refs(const void *p) { return (cl_uint)(atomic_load(&((IcdObj *)p)->refs) >> 32); }
void obj_retain(void *p) { atomic_fetch_add(&((IcdObj *)p)->refs, REF_APP); }
void obj_iretain(void *p) { atomic_fetch_add(&((IcdObj *)p)->refs, 1); }
bool obj_release(void *p) { return atomic_fetch_sub(&((IcdObj *)p)->refs, REF_APP) == REF_APP; }
bool obj_irelease(void *p) { return atomic_fetch_sub(&((IcdObj *)p)->refs, 1) == 1; }

cl_ulong icd_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (cl_ulong)ts.tv_sec * 1000000000u + (cl_ulong)ts.tv_nsec;
}

/* ------------------------------------------------------------------ */
/* Info helpers                                                       */

cl_int info_bytes(const void *src, size_t n, size_t size, void *value, size_t *size_ret)
{
    if (value) {
        if (size < n) return CL_INVALID_VALUE;
        if (n) memcpy(value, src, n);
    }
    if (size_ret) *size_ret = n;
    return CL_SUCCESS;
}

cl_int info_string(const char *s, size_t size, void *value, size_t *size_ret)
{
    return info_bytes(s ? s : "", strlen(s ? s : "") + 1, size, value, size_ret);
}

cl_int icd_check_devices(cl_uint n, const cl_device_id *list)
{
    if ((n == 0) != (list == NULL)) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < n; i++)
        if (!icd_is_device(list[i])) return CL_INVALID_DEVICE;
    return CL_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Platform                                                           */

struct _cl_platform_id icd_platform = {{&icd_dispatch, MAGIC_PLATFORM, REF_APP}};
struct _cl_device_id icd_device = {{&icd_dispatch, MAGIC_DEVICE, REF_APP}, 0};
struct _cl_device_id icd_gpus[ICD_MAX_GPUS];
static cl_uint num_gpus;
static oclc_device_desc descs[1 + ICD_MAX_GPUS];
static pthread_once_t gpus_once = PTHREAD_ONCE_INIT;

/* Asks liboclc once: oclc_num_devices() loads the CUDA driver, which
 * fails quietly where there is none (one device, the CPU). */
static void gpus_init(void)
{
    oclc_device_info(0, &descs[0]);
    unsigned n = oclc_num_devices() - 1;
    for (unsigned g = 0; g < n && num_gpus < ICD_MAX_GPUS; g++) {
        if (oclc_device_info(g + 1, &descs[num_gpus + 1]) != OCLC_SUCCESS) continue;
        icd_gpus[num_gpus] = (struct _cl_device_id){{&icd_dispatch, MAGIC_DEVICE, REF_APP}, g + 1};
        num_gpus++;
    }
}

cl_uint icd_num_gpus(void)
{
    pthread_once(&gpus_once, gpus_init);
    return num_gpus;
}

bool icd_is_device(cl_device_id d)
{
    if (d == &icd_device) return true;
    cl_uint n = icd_num_gpus();
    for (cl_uint g = 0; g < n; g++)
        if (d == &icd_gpus[g]) return true;
    return false;
}

const oclc_device_desc *icd_device_desc(cl_device_id d)
{
    icd_num_gpus();
    return d == &icd_device ? &descs[0] : &descs[d - icd_gpus + 1];
}

/* OCLC_ICD_DEFAULT_DEVICE=gpu makes the first GPU CL_DEVICE_TYPE_DEFAULT
 * (and first in CL_DEVICE_TYPE_ALL), so that a host program that asks for
 * the default device runs unchanged on the GPU; where there is no GPU it
 * changes nothing. */
static bool gpu_is_default(void)
{
    const char *v = getenv("OCLC_ICD_DEFAULT_DEVICE");
    return v && strcmp(v, "gpu") == 0 && icd_num_gpus() > 0;
}

cl_uint icd_devices_of_type(cl_device_type type, cl_device_id *out)
{
    cl_uint n = 0, ngpu = icd_num_gpus();
    bool gpu_first = gpu_is_default();
    if (type == CL_DEVICE_TYPE_ALL) type = CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU;
    if (type & CL_DEVICE_TYPE_DEFAULT) type |= gpu_first ? 0 : CL_DEVICE_TYPE_CPU;
    bool cpu = type & CL_DEVICE_TYPE_CPU;
    if (cpu && !gpu_first) out[n++] = &icd_device;
    if (type & CL_DEVICE_TYPE_GPU)
        for (cl_uint g = 0; g < ngpu; g++) out[n++] = &icd_gpus[g];
    else if ((type & CL_DEVICE_TYPE_DEFAULT) && gpu_first)
        out[n++] = &icd_gpus[0];
    if (cpu && gpu_first) out[n++] = &icd_device;
    return n;
}

#define PLATFORM_VERSION "OpenCL 3.0 oclc " ICD_VERSION_STRING
static const cl_name_version platform_exts[] = {{CL_MAKE_VERSION(1, 0, 0), "cl_khr_icd"}};

static cl_int get_platform_ids(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num_platforms)
{
    if ((num_entries == 0 && platforms) || (!platforms && !num_platforms)) return CL_INVALID_VALUE;
    if (platforms) platforms[0] = &icd_platform;
    if (num_platforms) *num_platforms = 1;
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms,
                                                       cl_uint *num_platforms)
{
    return get_platform_ids(num_entries, platforms, num_platforms);
}

CL_API_ENTRY cl_int CL_API_CALL clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num_platforms)
{
    return get_platform_ids(num_entries, platforms, num_platforms);
}

CL_API_ENTRY cl_int CL_API_CALL clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name,
                                                  size_t param_value_size, void *param_value,
                                                  size_t *param_value_size_ret)
{
    if (platform && platform != &icd_platform) return CL_INVALID_PLATFORM;
    switch (param_name) {
    case CL_PLATFORM_PROFILE: return INFO_STRING("FULL_PROFILE");
    case CL_PLATFORM_VERSION: return INFO_STRING(PLATFORM_VERSION);
    case CL_PLATFORM_NUMERIC_VERSION: return INFO_VALUE(cl_version, CL_MAKE_VERSION(3, 0, 0));
    case CL_PLATFORM_NAME: return INFO_STRING("oclc");
    case CL_PLATFORM_VENDOR: return INFO_STRING("oclc");
    case CL_PLATFORM_EXTENSIONS: return INFO_STRING("cl_khr_icd");
    case CL_PLATFORM_EXTENSIONS_WITH_VERSION: return INFO_ARRAY(platform_exts, sizeof platform_exts);
    case CL_PLATFORM_HOST_TIMER_RESOLUTION: return INFO_VALUE(cl_ulong, 1);
    case CL_PLATFORM_ICD_SUFFIX_KHR: return INFO_STRING("oclc");
    default: return CL_INVALID_VALUE;
    }
}

void *icd_extension_function(const char *name)
{
    if (name && strcmp(name, "clIcdGetPlatformIDsKHR") == 0) return (void *)clIcdGetPlatformIDsKHR;
    if (name && strcmp(name, "clGetKernelSubGroupInfoKHR") == 0) return (void *)clGetKernelSubGroupInfoKHR;
    return NULL;
}

CL_API_ENTRY void *CL_API_CALL clGetExtensionFunctionAddress(const char *func_name)
{
    return icd_extension_function(func_name);
}

CL_API_ENTRY void *CL_API_CALL clGetExtensionFunctionAddressForPlatform(cl_platform_id platform, const char *func_name)
{
    if (platform && platform != &icd_platform) return NULL;
    return icd_extension_function(func_name);
}

CL_API_ENTRY cl_int CL_API_CALL clUnloadCompiler(void) { return CL_SUCCESS; }

CL_API_ENTRY cl_int CL_API_CALL clUnloadPlatformCompiler(cl_platform_id platform)
{
    return platform == &icd_platform ? CL_SUCCESS : CL_INVALID_PLATFORM;
}

/* ------------------------------------------------------------------ */
/* Device                                                             */

/* An array answer whose length is known only at run time (DYN rows). */
typedef struct DevArray {
    const void *data;
    size_t size;
} DevArray;

static cl_uint dev_units, dev_clock, dev_vendor_id, dev_cacheline = 64;
static cl_name_version dev_feature_list[64], dev_ext_list[64];
static DevArray dev_features = {dev_feature_list, 0}, dev_exts = {dev_ext_list, 0};
static char dev_extensions[1024] = "cl_khr_icd";
/* The queries that mirror an OpenCL C feature (API spec, "Device Queries"):
 * true exactly when liboclc's target row claims the feature, so the API and
 * the feature macros cannot disagree (test_compiler's features_macro). */
static cl_bool dev_wg_collective, dev_generic_space, dev_pipes;
static cl_ulong dev_global_mem, dev_max_alloc, dev_cache_size;

/* CL_DEVICE_MAX_MEM_ALLOC_SIZE of a device with mem bytes: a quarter of
 * them, at least the 128 MiB the specification asks for. */
static cl_ulong max_alloc_of(cl_ulong mem) { return mem / 4 < ((cl_ulong)128 << 20) ? (cl_ulong)128 << 20 : mem / 4; }
static cl_uint dev_vec[6]; /* preferred/native widths: char short int long float double */
static char dev_name[256] = "CPU", dev_vendor[64] = "unknown";
static pthread_once_t dev_once = PTHREAD_ONCE_INIT;

cl_ulong icd_max_alloc(void);

/* "model name\t: Intel(R) ..." -> the value, trimmed. */
static void cpuinfo_field(const char *line, const char *key, char *out, size_t n)
{
    size_t k = strlen(key);
    if (strncmp(line, key, k) != 0) return;
    const char *c = strchr(line + k, ':');
    if (!c) return;
    for (c++; *c == ' ' || *c == '\t'; c++);
    snprintf(out, n, "%s", c);
    out[strcspn(out, "\n")] = '\0';
}

/* Appends the space-separated `names` to `list`, each at `version`. */
static void name_versions(const char *names, cl_version version, DevArray *list, size_t cap)
{
    cl_name_version *out = (cl_name_version *)list->data;
    size_t n = list->size / sizeof *out;
    for (const char *p = names; *p && n < cap;) {
        size_t len = strcspn(p, " ");
        if (len && len < CL_NAME_VERSION_MAX_NAME_SIZE) {
            out[n].version = version;
            snprintf(out[n].name, sizeof out[n].name, "%.*s", (int)len, p);
            n++;
        }
        p += len + (p[len] == ' ');
    }
    list->size = n * sizeof *out;
}

static void device_init(void)
{
    /* What the compiler offers: liboclc's target table. */
    name_versions(oclc_device_features(), CL_MAKE_VERSION(3, 0, 0), &dev_features, 64);
    name_versions("cl_khr_icd", CL_MAKE_VERSION(1, 0, 0), &dev_exts, 64);
    name_versions(oclc_device_extensions(), CL_MAKE_VERSION(1, 0, 0), &dev_exts, 64);
    const cl_name_version *fv = dev_features.data;
    for (size_t i = 0; i < dev_features.size / sizeof *fv; i++) {
        if (!strcmp(fv[i].name, "__opencl_c_work_group_collective_functions")) dev_wg_collective = CL_TRUE;
        if (!strcmp(fv[i].name, "__opencl_c_generic_address_space")) dev_generic_space = CL_TRUE;
        if (!strcmp(fv[i].name, "__opencl_c_pipes")) dev_pipes = CL_TRUE;
    }
    if (*oclc_device_extensions())
        snprintf(dev_extensions, sizeof dev_extensions, "cl_khr_icd %s", oclc_device_extensions());

    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned threads = oclc_get_num_threads();
    dev_units = threads ? threads : cpus > 0 ? (cl_uint)cpus : 1;
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    dev_global_mem = pages > 0 && page > 0 ? (cl_ulong)pages * (cl_ulong)page : (cl_ulong)1 << 32;
    /* A quarter of the memory, at least the spec's minimum of 128 MiB. */
    dev_max_alloc = max_alloc_of(dev_global_mem);
    long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE), l3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
    long line = sysconf(_SC_LEVEL1_DCACHE_LINESIZE);
    dev_cache_size = l3 > 0 ? (cl_ulong)l3 : l2 > 0 ? (cl_ulong)l2 : 1u << 20;
    if (line > 0) dev_cacheline = (cl_uint)line;

    char model[200] = "", vendor[64] = "", mhz[32] = "";
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        char buf[512];
        while (fgets(buf, sizeof buf, f) && !(model[0] && vendor[0] && mhz[0])) {
            if (!model[0]) cpuinfo_field(buf, "model name", model, sizeof model);
            if (!vendor[0]) cpuinfo_field(buf, "vendor_id", vendor, sizeof vendor);
            if (!mhz[0]) cpuinfo_field(buf, "cpu MHz", mhz, sizeof mhz);
        }
        fclose(f);
    }
    if (model[0]) snprintf(dev_name, sizeof dev_name, "%s", model);
    if (vendor[0]) snprintf(dev_vendor, sizeof dev_vendor, "%s", vendor);
    dev_vendor_id = strcmp(vendor, "GenuineIntel") == 0 ? 0x8086 : strcmp(vendor, "AuthenticAMD") == 0 ? 0x1022 : 0;
    dev_clock = mhz[0] ? (cl_uint)atof(mhz) : 0;
    f = fopen("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "r");
    if (f) {
        unsigned long khz = 0;
        if (fscanf(f, "%lu", &khz) == 1 && khz) dev_clock = (cl_uint)(khz / 1000);
        fclose(f);
    }

    /* The JIT compiles for the host CPU: the widest vector register. */
    unsigned bytes = 16;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f"))
        bytes = 64;
    else if (__builtin_cpu_supports("avx"))
        bytes = 32;
#endif
    static const unsigned elem[6] = {1, 2, 4, 8, 4, 8};
    for (int i = 0; i < 6; i++) dev_vec[i] = bytes / elem[i] > 16 ? 16 : bytes / elem[i];
}

cl_ulong icd_max_alloc(void)
{
    pthread_once(&dev_once, device_init);
    return dev_max_alloc;
}

cl_ulong context_max_alloc(cl_context c)
{
    cl_ulong max = icd_max_alloc();
    for (cl_uint i = 0; i < c->ndevices; i++)
        if (icd_is_gpu(c->devices[i])) {
            cl_ulong g = max_alloc_of(icd_device_desc(c->devices[i])->global_mem_size);
            max = g < max ? g : max;
        }
    return max;
}

static const cl_name_version c_versions[] = {
    {CL_MAKE_VERSION(1, 0, 0), "OpenCL C"}, {CL_MAKE_VERSION(1, 1, 0), "OpenCL C"},
    {CL_MAKE_VERSION(1, 2, 0), "OpenCL C"}, {CL_MAKE_VERSION(2, 0, 0), "OpenCL C"},
    {CL_MAKE_VERSION(3, 0, 0), "OpenCL C"},
};
static const size_t item_sizes[3] = {ICD_MAX_WORK_ITEM, ICD_MAX_WORK_ITEM, ICD_MAX_WORK_ITEM};
static const cl_device_partition_property no_partition[1] = {0};
static cl_platform_id platform_ptr = &icd_platform;

typedef struct DevInfo {
    cl_device_info param;
    const void *value;
    size_t size; /* 0: value is a NUL-terminated string; SIZE_MAX: a DevArray */
} DevInfo;

#define UINT(v)  &(cl_uint){v}, sizeof(cl_uint)
#define ULONG(v) &(cl_ulong){v}, sizeof(cl_ulong)
#define SIZE(v)  &(size_t){v}, sizeof(size_t)
#define BOOL(v)  &(cl_bool){v}, sizeof(cl_bool)
#define BITS(v)  &(cl_bitfield){v}, sizeof(cl_bitfield)
#define ATOMIC_ORDERS_SCOPES                                                                            \
    (CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL | CL_DEVICE_ATOMIC_ORDER_SEQ_CST | \
     CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP | CL_DEVICE_ATOMIC_SCOPE_DEVICE | CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES)
#define VAR(v)   &v, sizeof v
#define ARRAY(a) a, sizeof a
#define STR(s)   s, 0
#define DYN(a)   &a, SIZE_MAX /* a DevArray filled by device_init */
static const char empty_array[1];
#define NONE empty_array, 1   /* an empty array: answered with size 0 */

/* FP config: round to nearest, denormals, inf and NaN, fma (oclc's
 * floating point is the host's IEEE arithmetic; FMA is the fma() built-in,
 * correctly rounded by libm or the FMA instruction).  Double adds the
 * directed roundings, which the 1.x minimum for fp64 requires (and the
 * CTS's min_max_double_fp_config asks of every version): the operations
 * that name a rounding mode, convert_T_rtz/_rtp/_rtn, are correctly
 * rounded in every mode to and from double (tests/run/convert-matrix.cl
 * checks each against the host's fesetround).  Single reports the
 * minimum only: the spec's footnote keeps the optional modes for a device
 * whose arithmetic offers them natively, and oclc's arithmetic always
 * rounds to nearest.  Half (cl_khr_fp16) is the 3.0 minimum, round to
 * nearest with inf and NaN, and denormals (each operation is computed in
 * float and rounded to half, subnormals included), and FMA: fma(half) is
 * correctly rounded (codegen/cg_math.c, half_fma). */
#define FP_CONFIG        (CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA)
#define DOUBLE_FP_CONFIG (FP_CONFIG | CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF)
#define HALF_FP_CONFIG   (CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA)

static const DevInfo device_table[] = {
    {CL_DEVICE_TYPE, BITS(CL_DEVICE_TYPE_CPU)},
    {CL_DEVICE_VENDOR_ID, VAR(dev_vendor_id)},
    {CL_DEVICE_MAX_COMPUTE_UNITS, VAR(dev_units)},
    {CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, UINT(3)},
    {CL_DEVICE_MAX_WORK_ITEM_SIZES, ARRAY(item_sizes)},
    {CL_DEVICE_MAX_WORK_GROUP_SIZE, SIZE(ICD_MAX_WORK_GROUP)},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, VAR(dev_vec[0])},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, VAR(dev_vec[1])},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, VAR(dev_vec[2])},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, VAR(dev_vec[3])},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, VAR(dev_vec[4])},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, VAR(dev_vec[5])},
    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, VAR(dev_vec[1])}, /* as short: 2 bytes */
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, VAR(dev_vec[0])},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, VAR(dev_vec[1])},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, VAR(dev_vec[2])},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, VAR(dev_vec[3])},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, VAR(dev_vec[4])},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, VAR(dev_vec[5])},
    {CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, VAR(dev_vec[1])},
    {CL_DEVICE_MAX_CLOCK_FREQUENCY, VAR(dev_clock)},
    {CL_DEVICE_ADDRESS_BITS, UINT(64)},
    {CL_DEVICE_MAX_MEM_ALLOC_SIZE, VAR(dev_max_alloc)},
    {CL_DEVICE_IMAGE_SUPPORT, BOOL(CL_TRUE)},
    {CL_DEVICE_MAX_READ_IMAGE_ARGS, UINT(128)},
    {CL_DEVICE_MAX_WRITE_IMAGE_ARGS, UINT(64)},
    {CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS, UINT(64)},
    {CL_DEVICE_IL_VERSION, STR("")},
    {CL_DEVICE_ILS_WITH_VERSION, NONE},
    {CL_DEVICE_IMAGE2D_MAX_WIDTH, SIZE(ICD_IMAGE2D_MAX)},
    {CL_DEVICE_IMAGE2D_MAX_HEIGHT, SIZE(ICD_IMAGE2D_MAX)},
    {CL_DEVICE_IMAGE3D_MAX_WIDTH, SIZE(ICD_IMAGE3D_MAX)},
    {CL_DEVICE_IMAGE3D_MAX_HEIGHT, SIZE(ICD_IMAGE3D_MAX)},
    {CL_DEVICE_IMAGE3D_MAX_DEPTH, SIZE(ICD_IMAGE3D_MAX)},
    {CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, SIZE(ICD_IMAGE_BUFFER_MAX)},
    {CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, SIZE(ICD_IMAGE_ARRAY_MAX)},
    {CL_DEVICE_MAX_SAMPLERS, UINT(16)},
    {CL_DEVICE_IMAGE_PITCH_ALIGNMENT, UINT(0)}, /* no cl_khr_image2d_from_buffer */
    {CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT, UINT(0)},
    {CL_DEVICE_MAX_PIPE_ARGS, UINT(0)},
    {CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS, UINT(0)},
    {CL_DEVICE_PIPE_MAX_PACKET_SIZE, UINT(0)},
    {CL_DEVICE_MAX_PARAMETER_SIZE, SIZE(ICD_MAX_PARAMETER_SIZE)},
    {CL_DEVICE_MEM_BASE_ADDR_ALIGN, UINT(ICD_MEM_ALIGN * 8)},
    {CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE, UINT(ICD_MEM_ALIGN)},
    {CL_DEVICE_SINGLE_FP_CONFIG, BITS(FP_CONFIG)},
    {CL_DEVICE_DOUBLE_FP_CONFIG, BITS(DOUBLE_FP_CONFIG)},
    {CL_DEVICE_HALF_FP_CONFIG, BITS(HALF_FP_CONFIG)},
    {CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, UINT(CL_READ_WRITE_CACHE)},
    {CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, VAR(dev_cacheline)},
    {CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, VAR(dev_cache_size)},
    {CL_DEVICE_GLOBAL_MEM_SIZE, VAR(dev_global_mem)},
    {CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, VAR(dev_max_alloc)},
    {CL_DEVICE_MAX_CONSTANT_ARGS, UINT(64)},
    {CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, SIZE(ICD_MAX_GLOBAL_VARIABLE_SIZE)},
    {CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, SIZE(ICD_GLOBAL_VARIABLE_PREFERRED_TOTAL)},
    {CL_DEVICE_LOCAL_MEM_TYPE, UINT(CL_GLOBAL)},
    {CL_DEVICE_LOCAL_MEM_SIZE, ULONG(ICD_LOCAL_MEM_SIZE)},
    {CL_DEVICE_ERROR_CORRECTION_SUPPORT, BOOL(CL_FALSE)},
    {CL_DEVICE_HOST_UNIFIED_MEMORY, BOOL(CL_TRUE)},
    {CL_DEVICE_PROFILING_TIMER_RESOLUTION, SIZE(1)},
    {CL_DEVICE_ENDIAN_LITTLE, BOOL(CL_TRUE)},
    {CL_DEVICE_AVAILABLE, BOOL(CL_TRUE)},
    {CL_DEVICE_COMPILER_AVAILABLE, BOOL(CL_TRUE)},
    {CL_DEVICE_LINKER_AVAILABLE, BOOL(CL_TRUE)},
    {CL_DEVICE_EXECUTION_CAPABILITIES, BITS(CL_EXEC_KERNEL)},
    {CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, BITS(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE)},
    {CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES, BITS(0)},
    {CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE, UINT(0)},
    {CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE, UINT(0)},
    {CL_DEVICE_MAX_ON_DEVICE_QUEUES, UINT(0)},
    {CL_DEVICE_MAX_ON_DEVICE_EVENTS, UINT(0)},
    {CL_DEVICE_BUILT_IN_KERNELS, STR("")},
    {CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION, NONE},
    {CL_DEVICE_PLATFORM, VAR(platform_ptr)},
    {CL_DEVICE_NAME, STR(dev_name)},
    {CL_DEVICE_VENDOR, STR(dev_vendor)},
    {CL_DRIVER_VERSION, STR(ICD_VERSION_STRING)},
    {CL_DEVICE_PROFILE, STR("FULL_PROFILE")},
    {CL_DEVICE_VERSION, STR(PLATFORM_VERSION)},
    {CL_DEVICE_NUMERIC_VERSION, UINT(CL_MAKE_VERSION(3, 0, 0))},
    {CL_DEVICE_OPENCL_C_VERSION, STR("OpenCL C 1.2 oclc")},
    {CL_DEVICE_OPENCL_C_ALL_VERSIONS, ARRAY(c_versions)},
    {CL_DEVICE_OPENCL_C_FEATURES, DYN(dev_features)},
    {CL_DEVICE_EXTENSIONS, STR(dev_extensions)},
    {CL_DEVICE_EXTENSIONS_WITH_VERSION, DYN(dev_exts)},
    {CL_DEVICE_PRINTF_BUFFER_SIZE, SIZE(OCLC_PRINTF_BUFFER_SIZE)},
    {CL_DEVICE_PREFERRED_INTEROP_USER_SYNC, BOOL(CL_TRUE)},
    {CL_DEVICE_PARENT_DEVICE, &(cl_device_id){NULL}, sizeof(cl_device_id)},
    {CL_DEVICE_PARTITION_MAX_SUB_DEVICES, UINT(0)},
    {CL_DEVICE_PARTITION_PROPERTIES, ARRAY(no_partition)},
    {CL_DEVICE_PARTITION_AFFINITY_DOMAIN, BITS(0)},
    {CL_DEVICE_PARTITION_TYPE, NONE},
    {CL_DEVICE_SVM_CAPABILITIES, BITS(0)},
    {CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT, UINT(0)},
    {CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT, UINT(0)},
    {CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT, UINT(0)},
    /* A sub-group is the work-group (docs/language.md, Sub-groups). */
    {CL_DEVICE_MAX_NUM_SUB_GROUPS, UINT(1)},
    /* True of one sub-group per work-group: none waits for another. */
    {CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, BOOL(CL_TRUE)},
    /* Every order and scope, as the features liboclc reports say
     * (__opencl_c_atomic_order_acq_rel & co: codegen/cg_bi_atomic.c). */
    {CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, BITS(ATOMIC_ORDERS_SCOPES)},
    {CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, BITS(ATOMIC_ORDERS_SCOPES | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM)},
    {CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, BOOL(CL_TRUE)},
    {CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, VAR(dev_wg_collective)},
    {CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, VAR(dev_generic_space)},
    {CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, BITS(0)},
    {CL_DEVICE_PIPE_SUPPORT, VAR(dev_pipes)},
    {CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, SIZE(8)},
    {CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED, STR("v0000-00-00-00")},
};

/* ------------------------------------------------------------------ */
/* The GPU devices                                                    */

/* A GPU answers from its oclc_device_desc (the CUDA driver's name and
 * limits) and the nvptx64 row of liboclc's target table
 * (oclc_device_features_of), for the queries below; every other query as
 * the CPU's row (versions, queues, partitions, SVM, pipes: the same
 * answers).  What differs, and why (docs/icd.md, "The GPU device"):
 *   - no images (OCLC_ARG_IMAGE is refused on a GPU), so every image limit
 *     is 0;
 *   - single precision without CL_FP_DENORM: libclc's NVPTX build flushes
 *     float subnormal results (docs/gpu.md); half only if the row claims
 *     cl_khr_fp16;
 *   - no non-uniform work-groups (the GPU runs uniform groups only);
 *   - device memory apart from the host's: CL_DEVICE_HOST_UNIFIED_MEMORY
 *     false; local memory is dedicated (shared memory);
 *   - the compiler and the linker available, as the full profile requires,
 *     though a GPU program builds whole from source: clCompileProgram and
 *     clLinkProgram make the CPU's units, and a linked program's kernels
 *     run on the CPU only (docs/icd.md). */
#define GPU_AS_CPU 1 /* not a GPU answer: use the CPU's row */

typedef struct GpuLists {
    cl_name_version features[64], exts[64];
    DevArray feature_arr, ext_arr;
    char extensions[1024];
    bool fp16, subgroups, generic, collective;
} GpuLists;
static GpuLists gpu_lists[ICD_MAX_GPUS];
static pthread_once_t gpu_lists_once = PTHREAD_ONCE_INIT;

static void gpu_lists_init(void)
{
    for (cl_uint g = 0; g < icd_num_gpus(); g++) {
        GpuLists *l = &gpu_lists[g];
        unsigned dev = icd_gpus[g].index;
        l->feature_arr = (DevArray){l->features, 0};
        l->ext_arr = (DevArray){l->exts, 0};
        name_versions(oclc_device_features_of(dev), CL_MAKE_VERSION(3, 0, 0), &l->feature_arr, 64);
        name_versions("cl_khr_icd", CL_MAKE_VERSION(1, 0, 0), &l->ext_arr, 64);
        name_versions(oclc_device_extensions_of(dev), CL_MAKE_VERSION(1, 0, 0), &l->ext_arr, 64);
        snprintf(l->extensions, sizeof l->extensions, "cl_khr_icd%s%s", *oclc_device_extensions_of(dev) ? " " : "",
                 oclc_device_extensions_of(dev));
        for (size_t i = 0; i < l->feature_arr.size / sizeof *l->features; i++) {
            const char *f = l->features[i].name;
            l->subgroups |= !strcmp(f, "__opencl_c_subgroups");
            l->generic |= !strcmp(f, "__opencl_c_generic_address_space");
            l->collective |= !strcmp(f, "__opencl_c_work_group_collective_functions");
        }
        for (size_t i = 0; i < l->ext_arr.size / sizeof *l->exts; i++)
            l->fp16 |= !strcmp(l->exts[i].name, "cl_khr_fp16");
    }
}

static const cl_name_version gpu_c_versions[] = {
    {CL_MAKE_VERSION(1, 0, 0), "OpenCL C"},
    {CL_MAKE_VERSION(1, 1, 0), "OpenCL C"},
    {CL_MAKE_VERSION(1, 2, 0), "OpenCL C"},
    {CL_MAKE_VERSION(3, 0, 0), "OpenCL C"},
};

static cl_int gpu_info(cl_device_id device, cl_device_info param_name, size_t param_value_size, void *param_value,
                       size_t *param_value_size_ret)
{
    pthread_once(&gpu_lists_once, gpu_lists_init);
    const oclc_device_desc *d = icd_device_desc(device);
    const GpuLists *l = &gpu_lists[device - icd_gpus];
    cl_ulong mem = d->global_mem_size, max_alloc = max_alloc_of(mem);
    switch (param_name) {
    case CL_DEVICE_TYPE: return INFO_VALUE(cl_device_type, CL_DEVICE_TYPE_GPU);
    case CL_DEVICE_VENDOR_ID: return INFO_VALUE(cl_uint, 0x10de);
    case CL_DEVICE_NAME: return INFO_STRING(d->name);
    case CL_DEVICE_VENDOR: return INFO_STRING("NVIDIA Corporation");
    case CL_DEVICE_MAX_COMPUTE_UNITS: return INFO_VALUE(cl_uint, d->compute_units);
    case CL_DEVICE_MAX_CLOCK_FREQUENCY: return INFO_VALUE(cl_uint, d->clock_mhz);
    case CL_DEVICE_MAX_WORK_GROUP_SIZE: return INFO_VALUE(size_t, d->max_work_group_size);
    case CL_DEVICE_MAX_WORK_ITEM_SIZES: return INFO_ARRAY(d->max_work_item_sizes, sizeof d->max_work_item_sizes);
    case CL_DEVICE_GLOBAL_MEM_SIZE: return INFO_VALUE(cl_ulong, mem);
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: return INFO_VALUE(cl_ulong, max_alloc);
    case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE: return INFO_VALUE(cl_device_mem_cache_type, CL_READ_WRITE_CACHE);
    case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: return INFO_VALUE(cl_uint, 128);
    case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: return INFO_VALUE(cl_ulong, 0); /* not in the driver's attributes we read */
    case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: return INFO_VALUE(cl_ulong, d->constant_mem_size);
    case CL_DEVICE_LOCAL_MEM_TYPE: return INFO_VALUE(cl_device_local_mem_type, CL_LOCAL);
    case CL_DEVICE_LOCAL_MEM_SIZE: return INFO_VALUE(cl_ulong, d->local_mem_size);
    case CL_DEVICE_HOST_UNIFIED_MEMORY: return INFO_VALUE(cl_bool, CL_FALSE);
    case CL_DEVICE_IMAGE_SUPPORT: return INFO_VALUE(cl_bool, CL_FALSE);
    case CL_DEVICE_MAX_READ_IMAGE_ARGS:
    case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
    case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
    case CL_DEVICE_MAX_SAMPLERS: return INFO_VALUE(cl_uint, 0);
    case CL_DEVICE_IMAGE2D_MAX_WIDTH:
    case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
    case CL_DEVICE_IMAGE3D_MAX_WIDTH:
    case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
    case CL_DEVICE_IMAGE3D_MAX_DEPTH:
    case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE: return INFO_VALUE(size_t, 0);
    case CL_DEVICE_SINGLE_FP_CONFIG:
        return INFO_VALUE(cl_device_fp_config, CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA);
    case CL_DEVICE_HALF_FP_CONFIG: return INFO_VALUE(cl_device_fp_config, l->fp16 ? HALF_FP_CONFIG : 0);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE: return INFO_VALUE(cl_uint, 1); /* scalar threads */
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF: return INFO_VALUE(cl_uint, l->fp16 ? 1 : 0);
    case CL_DEVICE_OPENCL_C_FEATURES: return INFO_ARRAY(l->feature_arr.size ? l->features : NULL, l->feature_arr.size);
    case CL_DEVICE_EXTENSIONS: return INFO_STRING(l->extensions);
    case CL_DEVICE_EXTENSIONS_WITH_VERSION: return INFO_ARRAY(l->exts, l->ext_arr.size);
    case CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT: return INFO_VALUE(cl_bool, CL_FALSE);
    case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT: return INFO_VALUE(cl_bool, l->collective);
    case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT: return INFO_VALUE(cl_bool, l->generic);
    case CL_DEVICE_MAX_NUM_SUB_GROUPS: return INFO_VALUE(cl_uint, l->subgroups ? 1 : 0);
    case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS: return INFO_VALUE(cl_bool, l->subgroups);
    case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: return INFO_VALUE(size_t, 32);
    case CL_DEVICE_PRINTF_BUFFER_SIZE:
        return INFO_VALUE(size_t, OCLC_PRINTF_BUFFER_SIZE); /* the GPU's own buffer */
    /* OpenCL C 2.0 needs more than the nvptx64 row has (non-uniform
     * work-groups, sub-groups, work-group collectives, pipes, device-side
     * enqueue); 3.0 makes those optional.  Program-scope globals are the
     * CPU's sizes (the GPU's are in its global memory, which is larger). */
    case CL_DEVICE_OPENCL_C_ALL_VERSIONS: return INFO_ARRAY(gpu_c_versions, sizeof gpu_c_versions);
    default: return GPU_AS_CPU;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type, cl_uint num_entries,
                                               cl_device_id *devices, cl_uint *num_devices)
{
    if (platform && platform != &icd_platform) return CL_INVALID_PLATFORM;
    const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |
                                 CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
    if (device_type != CL_DEVICE_TYPE_ALL && (device_type == 0 || (device_type & ~known)))
        return CL_INVALID_DEVICE_TYPE;
    if ((num_entries == 0 && devices) || (!devices && !num_devices)) return CL_INVALID_VALUE;
    cl_device_id found[1 + ICD_MAX_GPUS];
    cl_uint n = icd_devices_of_type(device_type, found);
    if (n == 0) return CL_DEVICE_NOT_FOUND;
    for (cl_uint i = 0; devices && i < n && i < num_entries; i++) devices[i] = found[i];
    if (num_devices) *num_devices = n;
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetDeviceInfo(cl_device_id device, cl_device_info param_name, size_t param_value_size,
                                                void *param_value, size_t *param_value_size_ret)
{
    if (!icd_is_device(device)) return CL_INVALID_DEVICE;
    pthread_once(&dev_once, device_init);
    if (param_name == CL_DEVICE_REFERENCE_COUNT) return INFO_VALUE(cl_uint, 1);
    if (icd_is_gpu(device)) {
        cl_int err = gpu_info(device, param_name, param_value_size, param_value, param_value_size_ret);
        if (err != GPU_AS_CPU) return err;
    }
    for (size_t i = 0; i < sizeof device_table / sizeof *device_table; i++) {
        const DevInfo *d = &device_table[i];
        if (d->param != param_name) continue;
        if (d->size == 0) return INFO_STRING(d->value);
        if (d->value == empty_array) return INFO_ARRAY(NULL, 0);
        if (d->size == SIZE_MAX) {
            const DevArray *a = d->value;
            return INFO_ARRAY(a->size ? a->data : NULL, a->size);
        }
        return INFO_ARRAY(d->value, d->size);
    }
    return CL_INVALID_VALUE;
}

CL_API_ENTRY cl_int CL_API_CALL clCreateSubDevices(cl_device_id in_device,
                                                   const cl_device_partition_property *properties, cl_uint num_devices,
                                                   cl_device_id *out_devices, cl_uint *num_devices_ret)
{
    if (!icd_is_device(in_device)) return CL_INVALID_DEVICE;
    /* No partition scheme is supported (CL_DEVICE_PARTITION_PROPERTIES is 0). */
    return CL_INVALID_VALUE;
}

CL_API_ENTRY cl_int CL_API_CALL clRetainDevice(cl_device_id device)
{
    return icd_is_device(device) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseDevice(cl_device_id device)
{
    return icd_is_device(device) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

CL_API_ENTRY cl_int CL_API_CALL clGetDeviceAndHostTimer(cl_device_id device, cl_ulong *device_timestamp,
                                                        cl_ulong *host_timestamp)
{
    if (!icd_is_device(device)) return CL_INVALID_DEVICE;
    if (!device_timestamp || !host_timestamp) return CL_INVALID_VALUE;
    *device_timestamp = *host_timestamp = icd_now_ns();
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetHostTimer(cl_device_id device, cl_ulong *host_timestamp)
{
    if (!icd_is_device(device)) return CL_INVALID_DEVICE;
    if (!host_timestamp) return CL_INVALID_VALUE;
    *host_timestamp = icd_now_ns();
    return CL_SUCCESS;
}
