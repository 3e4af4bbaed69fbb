/*
 * oclc.h - embed oclc: compile OpenCL C from a string, call its functions,
 * and run its kernels on the host's cores over an NDRange, or on an NVIDIA
 * GPU (the devices and buffers below).
 *
 *   oclc_program *p = oclc_program_create(src, strlen(src), "saxpy.cl");
 *   if (oclc_program_build(p, "-O2") != OCLC_SUCCESS)
 *       fputs(oclc_program_log(p), stderr);
 *   size_t n = 1 << 20;
 *   const void *args[] = {&x, &y, &a};
 *   size_t sizes[] = {sizeof x, sizeof y, sizeof a};
 *   oclc_program_enqueue(p, "saxpy", 1, NULL, &n, NULL, 3, sizes, args);
 *   oclc_program_destroy(p);
 *
 * The first block of declarations below is fixed (programs outside this
 * repository are written against it); the rest are additions documented
 * in docs/embedding.md.  Nothing in the library writes to stdout or
 * stderr (but a kernel's printf, which writes to stdout unless
 * oclc_set_printf_callback says otherwise) or ends the process: every error is a status and a message in
 * the program's log.  Link with -loclc (pkg-config oclc, or CMake's
 * find_package(oclc) and the target oclc::oclc).
 */
#ifndef OCLC_OCLC_H
#define OCLC_OCLC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define OCLC_API __attribute__((visibility("default")))
#else
#define OCLC_API
#endif

/* ------------------------------------------------------------------ */
/* The fixed API                                                      */

typedef struct oclc_program oclc_program;
typedef enum {
    OCLC_SUCCESS = 0,
    OCLC_BUILD_ERROR,
    OCLC_INVALID_ARGUMENT,
    OCLC_NOT_FOUND,
    OCLC_OUT_OF_MEMORY,
    OCLC_INTERNAL_ERROR,
    /* Added with GPUs (docs/gpu-runtime.md): */
    OCLC_NO_DEVICE,   /* the device asked for is not there (no GPU, no CUDA driver) */
    OCLC_DEVICE_ERROR /* the GPU failed: a driver error, or a kernel that faulted */
} oclc_status;

/* A program from OpenCL C source (copied; need not be NUL-terminated).
 * `name` is the file name diagnostics show; NULL = "<source>".  NULL only
 * when out of memory. */
OCLC_API oclc_program *oclc_program_create(const char *source, size_t length, const char *name);
/* Compiles for the host CPU and makes every function callable.  `options`
 * are the command-line options oclc takes (-O2, -D, -I, -cl-std=, -Werror,
 * -mcpu=, ...); NULL = defaults (-O2).  OCLC_BUILD_ERROR when the program
 * has errors, OCLC_INVALID_ARGUMENT for bad options; the log says why. */
OCLC_API oclc_status oclc_program_build(oclc_program *p, const char *options);
/* Every diagnostic as text, exactly as the oclc command prints it without
 * colour, followed by any enqueue errors; "" when none.  The string stays
 * valid until the program is destroyed. */
OCLC_API const char *oclc_program_log(const oclc_program *p);
/* The address of a built function or program-scope variable (host C ABI,
 * as in objects from `oclc -c`), or NULL if there is none. */
OCLC_API void *oclc_program_symbol(oclc_program *p, const char *name);
/* Runs `kernel` over the NDRange and returns when every work-item has
 * finished.  Arguments follow clSetKernelArg (see docs/embedding.md):
 * arg_values[i] points at the value (for global/constant pointers, at the
 * pointer; for a program on a GPU, at an oclc_buffer *); a local pointer has arg_values[i] NULL and arg_sizes[i] the
 * bytes to allocate per work-group.  global_offset and local_size may be
 * NULL (zero offset; oclc picks the local size; on a GPU it must divide
 * the global size). */
OCLC_API oclc_status oclc_program_enqueue(oclc_program *p, const char *kernel, unsigned work_dim,
                                          const size_t *global_offset, const size_t *global_size,
                                          const size_t *local_size, size_t num_args, const size_t *arg_sizes,
                                          const void *const *arg_values);
OCLC_API void oclc_program_destroy(oclc_program *p);
/* "OCLC_SUCCESS", "OCLC_BUILD_ERROR", ... */
OCLC_API const char *oclc_status_string(oclc_status s);

/* ------------------------------------------------------------------ */
/* Output in memory                                                   */

typedef enum {
    OCLC_EMIT_OBJ,     /* an ELF object for the program's CPU, as `oclc -c` */
    OCLC_EMIT_ASM,     /* assembly, as `oclc -S` */
    OCLC_EMIT_LLVM_IR, /* LLVM IR text, optimized as for the JIT */
    OCLC_EMIT_LLVM_BC, /* LLVM bitcode */
} oclc_emit_kind;

/* The built program as `oclc <build options> -c` (-S, -S -emit-llvm,
 * -c -emit-llvm) would write it: for the target's generic CPU unless the
 * options name one with -mcpu=, and without the JIT's kernel table, so an
 * object links like one from the command (see oclc_enqueue_aot).  *data
 * is malloc'd (free() it) and NUL-terminated; *len excludes the NUL.
 * OCLC_INVALID_ARGUMENT before a successful build. */
OCLC_API oclc_status oclc_program_emit(oclc_program *p, oclc_emit_kind kind, char **data, size_t *len);

/* ------------------------------------------------------------------ */
/* Structured diagnostics                                             */

typedef enum { OCLC_NOTE, OCLC_WARNING, OCLC_ERROR, OCLC_FATAL } oclc_severity;

typedef struct oclc_diagnostic {
    oclc_severity severity;
    const char *message; /* without "error: " and without the source line */
    const char *file;    /* as diagnostics name it; "" when the diagnostic has no location */
    unsigned line;       /* 1-based; 0 when none */
    unsigned column;     /* 1-based; 0 when none */
    const char *option;  /* "-Wunused-variable" etc. when a flag controls it, else "" */
    int parent;          /* for a note: the index of the diagnostic it belongs to; -1 otherwise */
} oclc_diagnostic;

/* Diagnostics of the last build, notes included, in the order the log
 * shows them.  The strings live as long as the program (until the next
 * build).  OCLC_NOT_FOUND when i is out of range. */
OCLC_API size_t oclc_program_num_diagnostics(const oclc_program *p);
OCLC_API oclc_status oclc_program_diagnostic(const oclc_program *p, size_t i, oclc_diagnostic *out);
/* The same diagnostics as `oclc -fdiagnostics-format=json` prints them. */
OCLC_API const char *oclc_program_log_json(const oclc_program *p);

/* ------------------------------------------------------------------ */
/* Kernels                                                            */

typedef enum {
    OCLC_ARG_BY_VALUE, /* scalar, vector, struct or union: arg_sizes[i] is its size */
    OCLC_ARG_GLOBAL_PTR,
    OCLC_ARG_CONSTANT_PTR,
    OCLC_ARG_LOCAL_PTR, /* arg_values[i] NULL, arg_sizes[i] bytes per work-group */
    OCLC_ARG_IMAGE,     /* arg_values[i] points at an `oclc_image *` (below) */
    OCLC_ARG_SAMPLER,   /* arg_values[i] points at a uint64_t from oclc_sampler() */
} oclc_arg_kind;

/* An image a kernel reads or writes (image1d_t ... image3d_t): the pixels
 * stay where the caller keeps them; pass the image's address as the
 * argument (arg_values[i] = &image_ptr, arg_sizes[i] = sizeof(void *)).
 * Fill it in with oclc_image_init.  The numbers are OpenCL's (CL/cl.h):
 * image_type CL_MEM_OBJECT_IMAGE1D (0x10F4) ... CL_MEM_OBJECT_IMAGE3D
 * (0x10F2), channel_order CL_R (0x10B0) ..., channel_data_type
 * CL_SNORM_INT8 (0x10D0) ... CL_FLOAT (0x10DE).  docs/embedding.md lists
 * the formats oclc takes. */
typedef struct oclc_image {
    void *data;
    uint64_t width, height, depth, array_size; /* 1, 1, 0 where the type has none */
    uint64_t row_pitch, slice_pitch;           /* bytes */
    uint32_t channel_order, channel_data_type, image_type, pixel_size;
} oclc_image;

/* Fills in *img; a pitch of 0 means tightly packed.  OCLC_INVALID_ARGUMENT
 * for a format oclc does not take (CL_DEPTH, 0x10BD, is a 2D image's or 2D
 * array's only), a size of 0 the type needs, or a pitch too small. */
OCLC_API oclc_status oclc_image_init(oclc_image *img, unsigned image_type, unsigned channel_order,
                                     unsigned channel_data_type, size_t width, size_t height, size_t depth,
                                     size_t array_size, size_t row_pitch, size_t slice_pitch, void *data);
/* One pixel of the format from `color`: 4 floats for normalized, half and
 * float data types, 4 int32 for signed and 4 uint32 for unsigned integer
 * ones (clEnqueueFillImage's rule), converted as write_image* converts.
 * `pixel` receives oclc_image_pixel_size() bytes. */
OCLC_API oclc_status oclc_image_pack(unsigned channel_order, unsigned channel_data_type, const void *color,
                                     void *pixel);
/* Bytes per pixel of a format; 0 when oclc does not take it. */
OCLC_API size_t oclc_image_pixel_size(unsigned channel_order, unsigned channel_data_type);
/* A sampler_t argument's value from OpenCL's CL_ADDRESS_* (0x1130 ...) and
 * CL_FILTER_* (0x1140, 0x1141): the CLK_* bits OpenCL C's literals have
 * (arg_sizes[i] = sizeof(uint64_t)). */
OCLC_API uint64_t oclc_sampler(int normalized_coords, unsigned addressing_mode, unsigned filter_mode);

typedef struct oclc_arg_info {
    oclc_arg_kind kind;
    size_t size;           /* the size enqueue expects (pointers: sizeof(void *)) */
    const char *name;      /* as declared; "" when unnamed */
    const char *type_name; /* "global const float *", "int4", ... */
} oclc_arg_info;

/* Kernels of a built program, in source order. */
OCLC_API size_t oclc_program_num_kernels(const oclc_program *p);
OCLC_API const char *oclc_program_kernel_name(const oclc_program *p, size_t i);
/* OCLC_NOT_FOUND for an unknown kernel or argument index. */
OCLC_API oclc_status oclc_program_kernel_num_args(const oclc_program *p, const char *kernel, size_t *num_args);
OCLC_API oclc_status oclc_program_kernel_arg_info(const oclc_program *p, const char *kernel, size_t i,
                                                  oclc_arg_info *out);

typedef struct oclc_kernel_info {
    size_t reqd_work_group_size[3];    /* __attribute__((reqd_work_group_size)); 0 0 0 when none */
    size_t max_work_group_size;        /* the most work-items a group may have: 2^24, or 1024 for a
                                          kernel that may reach a barrier (it runs as fibers), or
                                          128 for one that uses sub-groups (one per group) */
    unsigned long long local_mem_size; /* bytes of `local` variables a group of it has (those of all
                                          the kernels of its unit: they are laid out together) */
    int uniform_work_groups;           /* nonzero: the local size must divide the global size
                                          (-cl-std=CL1.x, -cl-uniform-work-group-size) */
    const char *attributes;            /* the kernel attributes as OpenCL's CL_KERNEL_ATTRIBUTES lists
                                          them: each as written, space-separated,
                                          "reqd_work_group_size(4, 1, 1) vec_type_hint(float4)";
                                          "" when none */
} oclc_kernel_info;

/* The bytes a built program's variables in the global address space take
 * (program-scope `global` variables and `static` ones, OpenCL C 2.0 and
 * 3.0 with __opencl_c_program_scope_global_variables): OpenCL's
 * CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE.  They live as long as the
 * build, and every enqueue of its kernels sees what the previous ones left
 * there.  OCLC_INVALID_ARGUMENT when p is not built. */
OCLC_API oclc_status oclc_program_global_variable_size(const oclc_program *p, size_t *size);

/* What a kernel of a built program needs from an enqueue, beyond its
 * arguments.  The strings live as long as the program (until the next
 * build).  OCLC_NOT_FOUND for an unknown kernel. */
OCLC_API oclc_status oclc_program_kernel_info(const oclc_program *p, const char *kernel, oclc_kernel_info *out);

/* ------------------------------------------------------------------ */
/* Separate compilation and binaries                                  */

/* Compiles p's source into a unit that p keeps, to be linked later: it is
 * preprocessed, checked and lowered now, and optimized once, with the
 * units it is linked with.  `options` are build options (oclc_program_build's).
 * The headers are files given as strings: `#include "name"` finds
 * header_names[i], with the text header_sources[i], before the disk, where
 * it would find a file of that name (next to the including file, or on
 * the -I path).  Nothing is read after this returns, so the headers and
 * include directories may go.  OCLC_BUILD_ERROR when the source has
 * errors (the log says which), OCLC_INVALID_ARGUMENT for bad options or a
 * program without source. */
OCLC_API oclc_status oclc_program_compile(oclc_program *p, const char *options, size_t num_headers,
                                          const char *const *header_names, const char *const *header_sources);
/* Links the units of the inputs (compiled, linked, or made from binaries)
 * and builds the result into `out`, as oclc_program_build would, so that
 * `out` is then a built program; with -create-library, `out` is instead a
 * library: one unit, to be linked again.  `options` are link options:
 * -create-library, -enable-link-options, -O<n>, and OpenCL's math options
 * (-cl-fast-relaxed-math ..., which allow at link time what they allow at
 * compile time: oclc applies them when compiling); anything else is
 * OCLC_INVALID_ARGUMENT.  A name two units define is OCLC_BUILD_ERROR
 * ("cannot link the program: ..." in out's log); each unit's internal
 * names (static functions) are its own.  `out` is not one of the inputs. */
OCLC_API oclc_status oclc_program_link(oclc_program *out, size_t num_inputs, const oclc_program *const *inputs,
                                       const char *options);
/* The program as bytes to keep and to give oclc_program_create_from_binary
 * later, in this process or another on the same kind of machine: its units
 * as LLVM bitcode (not machine code), so that a program made from them
 * builds and links without its source, headers or include directories.
 * A compiled program's unit; a linked program's (or library's) inputs; a
 * program built from source, its checked source lowered again.  *data is
 * malloc'd (free() it).  OCLC_INVALID_ARGUMENT when p has nothing
 * compiled. */
OCLC_API oclc_status oclc_program_binary(oclc_program *p, char **data, size_t *len);
/* A program from oclc_program_binary's bytes (copied), to be built with
 * oclc_program_build (whose options that matter then are -O<n> and
 * -mcpu=) or linked.  NULL, with *status (when status is not NULL)
 * OCLC_INVALID_ARGUMENT for bytes that are not such a binary, are
 * truncated or damaged, or come from another version of oclc, or
 * OCLC_OUT_OF_MEMORY. */
OCLC_API oclc_program *oclc_program_create_from_binary(const void *data, size_t length, const char *name,
                                                       oclc_status *status);

/* What a program holds, which is what oclc_program_binary saves and what
 * OpenCL calls its binary type. */
typedef enum {
    OCLC_PROGRAM_NOTHING,   /* nothing compiled (not built yet, or the last try failed) */
    OCLC_PROGRAM_COMPILED,  /* a unit from oclc_program_compile */
    OCLC_PROGRAM_LIBRARY,   /* units linked with -create-library */
    OCLC_PROGRAM_EXECUTABLE /* built, or from the binary of a built program (build it to run it) */
} oclc_program_kind;
OCLC_API oclc_program_kind oclc_program_get_kind(const oclc_program *p);

/* Which options p's build, compile and link read: the oclc command's (the
 * default), or those of OpenCL's clBuildProgram, clCompileProgram and
 * clLinkProgram, which differ in one default: without -cl-std=, a program
 * is OpenCL C 1.2 ("the highest OpenCL C 1.x version" of the device)
 * rather than 3.0.  Both take -cl-std=CL1.0 and CL1.1 (built as 1.2, a
 * superset), -cl-strict-aliasing and -g (no effect), which the command
 * does not. */
typedef enum { OCLC_OPTIONS_OCLC, OCLC_OPTIONS_OPENCL } oclc_options_dialect;
OCLC_API oclc_status oclc_program_set_options_dialect(oclc_program *p, oclc_options_dialect dialect);

/* ------------------------------------------------------------------ */
/* The program cache                                                  */

/* oclc_program_build and oclc_program_link keep what they compile (object
 * code for this machine's CPU, the log, the diagnostics) in a persistent
 * cache, and a later build of the same program with the same options, in
 * any process, loads it instead: a few hundred microseconds instead of
 * milliseconds to seconds.  The key covers the source (or the units), the
 * name, every option, the options dialect, this build of liboclc, LLVM's
 * version and the CPU; a file the program #includes is checked by content
 * when the entry is loaded.  The directory is $OCLC_CACHE_DIR, else
 * $XDG_CACHE_HOME/oclc, else ~/.cache/oclc; OCLC_CACHE=0 turns the cache
 * off; OCLC_CACHE_MAX bounds its size (bytes, or with a K, M or G suffix;
 * default 256M), least recently used entries going first.  Entries are
 * written whole (a temporary file renamed), so processes may share the
 * directory; a damaged entry is ignored and replaced (docs/embedding.md).
 * Nonzero when the last build or link of p was loaded from the cache. */
OCLC_API int oclc_program_from_cache(const oclc_program *p);

/* ------------------------------------------------------------------ */
/* Threads                                                            */

/* Threads that run work-groups, the enqueuing thread included: 0 = the
 * default, OCLC_NUM_THREADS from the environment or else one per core.
 * Applies to enqueues that start afterwards, in every program. */
OCLC_API void oclc_set_num_threads(unsigned n);
OCLC_API unsigned oclc_get_num_threads(void);

/* ------------------------------------------------------------------ */
/* printf                                                             */

/* A kernel's printf output (OpenCL C 6.15.14) is kept while the enqueue
 * runs and written when every work-item has finished, before
 * oclc_program_enqueue or oclc_enqueue_aot returns: sorted by the
 * work-item's global linear id, one work-item's calls in the order they
 * ran, each call's output whole.  It goes to stdout (flushed), or, once
 * set, to `fn`, called once per printf call with its text (not
 * NUL-terminated) on the enqueuing thread; NULL restores stdout.  Applies
 * to enqueues that start afterwards, in every program.  An enqueue keeps
 * at most OCLC_PRINTF_BUFFER_SIZE bytes of output: a printf whose output
 * does not fit any more, and every later one of the enqueue, prints
 * nothing and returns -1 (docs/embedding.md). */
#define OCLC_PRINTF_BUFFER_SIZE ((size_t)1 << 20)
typedef void (*oclc_printf_callback)(const char *text, size_t length, void *user);
OCLC_API void oclc_set_printf_callback(oclc_printf_callback fn, void *user);

/* ------------------------------------------------------------------ */
/* The device                                                         */

/* What the host device offers OpenCL C programs, from oclc's target table
 * (the rows that also decide what a program may use and which macros it
 * sees), as space-separated names: the OpenCL C 3.0 features oclc claims
 * ("__opencl_c_fp64 __opencl_c_int64") and the extensions
 * ("cl_khr_fp64 cl_khr_byte_addressable_store").  Static strings, the
 * same for every call; an OpenCL platform reports them as
 * CL_DEVICE_OPENCL_C_FEATURES and CL_DEVICE_EXTENSIONS (runtime/icd). */
OCLC_API const char *oclc_device_features(void);
OCLC_API const char *oclc_device_extensions(void);
/* The same lists for device `device` (oclc_device_info): device 0's are
 * oclc_device_features() and oclc_device_extensions(), a GPU's come from
 * the nvptx64 row.  "" for a device that is not there. */
OCLC_API const char *oclc_device_features_of(unsigned device);
OCLC_API const char *oclc_device_extensions_of(unsigned device);

/* ------------------------------------------------------------------ */
/* Devices and buffers (GPUs)                                         */

/* Device 0 is the host CPU, where programs run by default; devices 1 ..
 * oclc_num_devices() - 1 are NVIDIA GPUs, in the CUDA driver's order
 * (device 1 is CUDA's device 0; CUDA_VISIBLE_DEVICES selects and orders
 * them as for any CUDA program).  The CUDA driver (libcuda.so.1) is
 * loaded at the first call that asks about GPUs; without it, or without
 * a GPU, there is only device 0, and oclc_gpu_unavailable() says why. */
typedef enum { OCLC_DEVICE_CPU = 1, OCLC_DEVICE_GPU = 2 } oclc_device_type;

typedef struct oclc_device_desc {
    oclc_device_type type;
    const char *name;                     /* "NVIDIA H100 80GB HBM3"; the CPU's LLVM name ("znver4") */
    unsigned long long global_mem_size;   /* bytes; 0 for the CPU (the host's memory) */
    unsigned long long local_mem_size;    /* bytes of local memory a work-group may have */
    unsigned long long constant_mem_size; /* bytes of program-scope constant data (GPU) */
    size_t max_work_group_size;           /* work-items in a group */
    size_t max_work_item_sizes[3];
    unsigned compute_units;               /* multiprocessors; the CPU's threads */
    unsigned clock_mhz;                   /* 0 when not known */
    unsigned compute_capability;          /* 90 for sm_90; 0 for the CPU */
} oclc_device_desc;

OCLC_API unsigned oclc_num_devices(void);
/* OCLC_NOT_FOUND for a device that is not there.  The strings are static. */
OCLC_API oclc_status oclc_device_info(unsigned device, oclc_device_desc *out);
/* Why there is no GPU ("libcuda.so.1 cannot be loaded: ..."), or NULL. */
OCLC_API const char *oclc_gpu_unavailable(void);

/* The device a program builds for and runs on: 0 (the CPU, the default)
 * or a GPU.  Set before building: a program whose device is a GPU builds
 * for --target=nvptx64-nvidia-cuda unless its options name a target, and
 * a program built with that target (or -target nvptx64-nvidia-cuda) and
 * device 0 runs on device 1, the first GPU.  OCLC_NOT_FOUND for a device
 * that is not there. */
OCLC_API oclc_status oclc_program_set_device(oclc_program *p, unsigned device);
OCLC_API unsigned oclc_program_device(const oclc_program *p);
/* The kind of device p's binary (oclc_program_binary) is for: its units
 * (compiled, linked, or from a binary) are for a GPU (nvptx64 bitcode,
 * from a program whose device is a GPU or whose options name that target)
 * or for the CPU: OCLC_DEVICE_GPU or OCLC_DEVICE_CPU; 0 when p holds
 * nothing compiled.  A build or link for the other kind of device refuses
 * them (OCLC_INVALID_ARGUMENT, the log says why). */
OCLC_API int oclc_program_binary_device(const oclc_program *p);

/* Memory of a device, as OpenCL's buffers: a GPU kernel's global and
 * constant pointer arguments are buffers of its program's device
 * (arg_values[i] = &buffer, arg_sizes[i] = sizeof(oclc_buffer *), as
 * clSetKernelArg takes a cl_mem; a NULL buffer passes a null pointer).
 * A buffer of device 0 is host memory (oclc_buffer_host_ptr), which a CPU
 * kernel takes as a plain pointer.  The copies return when done.  NULL
 * from create, with *status (when not NULL) OCLC_NOT_FOUND for no such
 * device or OCLC_OUT_OF_MEMORY; the other calls return
 * OCLC_INVALID_ARGUMENT for a range outside the buffer, a NULL or
 * destroyed buffer, or buffers of different devices.  The message for a
 * failure is oclc_buffer_error() on the same thread. */
typedef struct oclc_buffer oclc_buffer;
OCLC_API oclc_buffer *oclc_buffer_create(unsigned device, size_t size, oclc_status *status);
OCLC_API void oclc_buffer_destroy(oclc_buffer *b);
OCLC_API size_t oclc_buffer_size(const oclc_buffer *b);
OCLC_API unsigned oclc_buffer_device(const oclc_buffer *b);
/* The host memory of a device-0 buffer; NULL for a GPU's. */
OCLC_API void *oclc_buffer_host_ptr(oclc_buffer *b);
/* The buffer's address in the GPU's memory (a CUdeviceptr), for calling
 * CUDA code on the same memory; 0 for device 0. */
OCLC_API unsigned long long oclc_buffer_device_ptr(const oclc_buffer *b);
OCLC_API oclc_status oclc_buffer_write(oclc_buffer *b, size_t offset, size_t size, const void *src);
OCLC_API oclc_status oclc_buffer_read(const oclc_buffer *b, size_t offset, size_t size, void *dst);
OCLC_API oclc_status oclc_buffer_copy(oclc_buffer *dst, size_t dst_offset, const oclc_buffer *src, size_t src_offset,
                                      size_t size);
/* size bytes from offset filled with the pattern (pattern_size 1, 2, 4,
 * ... 128 bytes; offset and size multiples of it), as clEnqueueFillBuffer. */
OCLC_API oclc_status oclc_buffer_fill(oclc_buffer *b, const void *pattern, size_t pattern_size, size_t offset,
                                      size_t size);
OCLC_API const char *oclc_buffer_error(void);
/* A view of bytes [offset, offset + size) of `parent` (as OpenCL's
 * clCreateSubBuffer): it is a buffer of parent's device whose memory is
 * parent's, for kernel arguments and copies.  Destroy every view before
 * its parent; destroying a view frees nothing.  NULL, with *status
 * OCLC_INVALID_ARGUMENT for a range outside parent or OCLC_OUT_OF_MEMORY. */
OCLC_API oclc_buffer *oclc_buffer_create_sub(oclc_buffer *parent, size_t offset, size_t size, oclc_status *status);

/* ------------------------------------------------------------------ */
/* Kernels compiled ahead of time (`oclc -c k.cl`)                    */

/* Each kernel `k` of an object has a descriptor __oclc_kernel_k; declare
 * it with OCLC_KERNEL(k) and run it with oclc_enqueue_aot(&OCLC_KERNEL(k),
 * ...), linking the object and -loclc.  The arguments and results are
 * those of oclc_program_enqueue; the message for a failure is returned by
 * oclc_aot_error() on the same thread. */
typedef struct OclcKernelDesc oclc_kernel_desc;
#define OCLC_KERNEL(k)         __oclc_kernel_##k
#define OCLC_DECLARE_KERNEL(k) extern const oclc_kernel_desc __oclc_kernel_##k

OCLC_API oclc_status oclc_enqueue_aot(const oclc_kernel_desc *kernel, unsigned work_dim, const size_t *global_offset,
                                      const size_t *global_size, const size_t *local_size, size_t num_args,
                                      const size_t *arg_sizes, const void *const *arg_values);
/* The message of this thread's last failed oclc_enqueue_aot, "" if none. */
OCLC_API const char *oclc_aot_error(void);

#ifdef __cplusplus
}
#endif

#endif
