/*
 * icd.h - what the files of the OpenCL platform share (runtime/icd/): the
 * objects behind the cl_* handles, their reference counts, the one lock,
 * the command engine of the queues, and the helpers that answer
 * clGet*Info queries.
 *
 * The ICD is a client of liboclc's public API (include/oclc/oclc.h) and
 * nothing else of oclc: a cl_program holds an oclc_program, clBuildProgram
 * is oclc_program_build, clCompileProgram oclc_program_compile,
 * clLinkProgram oclc_program_link, clEnqueueNDRangeKernel is
 * oclc_program_enqueue, and a kernel's properties are
 * oclc_program_kernel_info's.  Options and binaries pass through as the
 * application gives them.
 *
 * Every object starts with the loader's dispatch pointer (cl_icd.h: the
 * ocl-icd loader calls `obj->dispatch->clFoo(obj, ...)`), then a magic
 * number per kind, checked by every entry point, and one 64-bit atomic
 * reference count: the application's references in the high half (what
 * CL_*_REFERENCE_COUNT reports; an object whose count is 0 is invalid to
 * the application) and the references of other objects and of pending
 * commands in the low half (a queue keeps its context alive, a command its
 * buffers).  The object is destroyed when both halves are zero.
 *
 * One mutex (icd_mu) guards the mutable state that crosses objects: event
 * states and callbacks, the queues' command lists, map counts.  It is
 * never held while a command runs, while a callback runs, or while a
 * program builds, so callbacks may call back into the API.  One condition
 * variable (icd_cv), broadcast whenever an event changes state or a queue
 * stops running, serves every wait (clFinish, clWaitForEvents, blocking
 * enqueues).
 */
#ifndef OCLC_ICD_H
#define OCLC_ICD_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <CL/cl_gl.h>
#include <CL/cl_icd.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "oclc/oclc.h"

#define ICD_VERSION_STRING "0.1.0"

/* ------------------------------------------------------------------ */
/* Objects                                                            */

enum {
    MAGIC_PLATFORM = 0x6f636c01,
    MAGIC_DEVICE,
    MAGIC_CONTEXT,
    MAGIC_QUEUE,
    MAGIC_MEM,
    MAGIC_PROGRAM,
    MAGIC_KERNEL,
    MAGIC_EVENT,
    MAGIC_SAMPLER,
};

typedef struct IcdObj {
    const struct _cl_icd_dispatch *dispatch; /* first, for the loader */
    uint32_t magic;
    _Atomic uint64_t refs;                   /* application << 32 | internal */
} IcdObj;

#define REF_APP ((uint64_t)1 << 32)

extern const struct _cl_icd_dispatch icd_dispatch;

/* A new object: one application reference, no internal one. */
void obj_init(IcdObj *o, uint32_t magic);
/* The object is of this kind and the application holds a reference. */
bool obj_valid(const void *o, uint32_t magic);
cl_uint obj_app_refs(const void *o);
void obj_retain(void *o);  /* application */
void obj_iretain(void *o); /* internal */
/* Drop a reference; true when it was the last of both kinds: the caller
 * destroys the object (outside icd_mu). */
bool obj_release(void *o);
bool obj_irelease(void *o);

/* Releases of each kind, destroying on the last reference. */
void context_iunref(cl_context c);
void queue_iunref(cl_command_queue q);
void mem_iunref(cl_mem m);
void program_iunref(cl_program p);
void kernel_iunref(cl_kernel k);
void event_iunref(cl_event e);

/* ---- platform and device (icd_platform.c) ---- */

struct _cl_platform_id {
    IcdObj obj;
};
/* The devices are liboclc's (oclc_device_info): the CPU, icd_device,
 * always, and one cl_device_id per GPU the CUDA driver shows
 * (docs/icd.md, "The GPU device").  Their objects are static: retain and
 * release do nothing. */
#define ICD_MAX_GPUS 8
struct _cl_device_id {
    IcdObj obj;
    unsigned index; /* the oclc device: 0 the CPU, 1 .. the GPUs */
};
extern struct _cl_platform_id icd_platform;
extern struct _cl_device_id icd_device;
extern struct _cl_device_id icd_gpus[ICD_MAX_GPUS];
/* GPUs listed (0 where there is none; the CUDA driver is asked once). */
cl_uint icd_num_gpus(void);
/* d is one of the platform's devices. */
bool icd_is_device(cl_device_id d);
static inline bool icd_is_gpu(cl_device_id d) { return d != &icd_device; }
/* A device's limits, from oclc_device_info (read once). */
const oclc_device_desc *icd_device_desc(cl_device_id d);
/* The devices of a type, as clGetDeviceIDs lists them (at most
 * 1 + ICD_MAX_GPUS); CL_DEVICE_TYPE_DEFAULT is the CPU unless
 * OCLC_ICD_DEFAULT_DEVICE=gpu and there is a GPU. */
cl_uint icd_devices_of_type(cl_device_type type, cl_device_id *out);

/* Device limits the other files check against. */
/* Work-groups: oclc runs up to 2^24 work-items a group for a kernel
 * without barriers and picks up to 4096 when the local size is left to it;
 * a kernel that reaches a barrier runs as fibers, up to 1024 a group
 * (oclc_kernel_info.max_work_group_size).  So the device reports 4096, and
 * a kernel's CL_KERNEL_WORK_GROUP_SIZE is the smaller of 4096 and its
 * own limit. */
#define ICD_MAX_WORK_GROUP     4096u
#define ICD_MAX_WORK_ITEM      4096u
#define ICD_LOCAL_MEM_SIZE     ((cl_ulong)1 << 20)
#define ICD_MEM_ALIGN          128u /* CL_DEVICE_MEM_BASE_ADDR_ALIGN / 8 */
#define ICD_HUGE_PAGE          ((size_t)2 << 20)
#define ICD_MAX_PARAMETER_SIZE 1024u
/* Program-scope global variables: the least OpenCL 3.0 asks for one (the
 * JIT has no limit of its own), and a hint for all of them together. */
#define ICD_MAX_GLOBAL_VARIABLE_SIZE        65536u
#define ICD_GLOBAL_VARIABLE_PREFERRED_TOTAL (1u << 20)
cl_ulong icd_max_alloc(void);
/* The largest buffer every device of the context can hold. */
cl_ulong context_max_alloc(cl_context c);
/* Images (icd_image.c): CL_DEVICE_IMAGE2D_MAX_WIDTH and _HEIGHT, the 3D
 * sizes, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE
 * (pixels). */
#define ICD_IMAGE2D_MAX      16384u
#define ICD_IMAGE3D_MAX      2048u
#define ICD_IMAGE_ARRAY_MAX  2048u
#define ICD_IMAGE_BUFFER_MAX ((size_t)1 << 27)

/* ---- context (icd_context.c) ---- */

typedef struct DestructorCallback {
    union {
        void(CL_CALLBACK *context_fn)(cl_context, void *);
        void(CL_CALLBACK *mem_fn)(cl_mem, void *);
    };
    void *user_data;
    struct DestructorCallback *next; /* newest first: called in LIFO order */
} DestructorCallback;

struct _cl_context {
    IcdObj obj;
    cl_context_properties *props; /* as given, with the terminating 0; NULL if none */
    size_t nprops;                /* entries in props, the 0 included */
    void(CL_CALLBACK *notify)(const char *errinfo, const void *private_info, size_t cb, void *user_data);
    void *notify_data;
    DestructorCallback *dtors;              /* clSetContextDestructorCallback */
    cl_device_id devices[1 + ICD_MAX_GPUS]; /* as given, duplicates dropped */
    cl_uint ndevices;
};
/* The device is one of the context's. */
bool context_has_device(cl_context c, cl_device_id d);
/* Tells the application about an error through clCreateContext's callback. */
void context_notify(cl_context c, const char *msg);

/* ---- memory (icd_memory.c) ---- */

typedef struct Mapping {
    void *ptr;
    size_t offset, size;
    cl_map_flags flags;
    struct Mapping *next;
} Mapping;

struct _cl_mem {
    IcdObj obj;
    cl_context ctx;
    cl_mem_flags flags;
    size_t size;
    void *host_ptr;           /* CL_MEM_HOST_PTR's answer */
    char *data;               /* the storage: the host's with USE_HOST_PTR, the parent's for a sub-buffer */
    bool owns_data;
    cl_mem parent;            /* sub-buffers */
    size_t offset;            /* in the parent */
    cl_mem_properties *props; /* clCreateBufferWithProperties, with the 0 */
    size_t nprops;
    cl_uint map_count;        /* under icd_mu */
    Mapping *maps;            /* under icd_mu */
    DestructorCallback *dtors;
    /* Images (icd_image.c): the format, the description with the
     * storage's pitches, and the descriptor kernels receive.  An image
     * from a buffer has the buffer as its parent. */
    bool is_image;
    cl_image_format format;
    cl_image_desc desc;
    oclc_image image;
    /* Copies on GPUs (buffers that a GPU kernel used), kept by the root:
     * the object without a parent, whose storage `data` points into.  A
     * sub-buffer's gpu[] are views of its root's (oclc_buffer_create_sub).
     * Under the migration lock (icd_memory.c). */
    oclc_buffer *gpu[ICD_MAX_GPUS];
    uint32_t gpu_current; /* root: the GPUs whose copy is current (bit g) */
    bool host_stale;      /* root: `data` is not current (a GPU's copy is) */
};

/* Migration (icd_memory.c): every command brings the copy it works on
 * current first.  mem_to_host: the host's storage (a CPU kernel, a read,
 * a copy, a map); mem_to_gpu: GPU g's copy, made when first needed, and
 * the oclc_buffer a kernel argument passes.  mem_written: after a command
 * that may have written m, the copy it wrote (-1: the host's, else a GPU)
 * is the only current one.  CL_SUCCESS or an error the command reports,
 * with the driver's words to the context's callback. */
cl_int mem_to_host(cl_mem m);
cl_int mem_to_gpu(cl_mem m, unsigned g, oclc_buffer **out);
void mem_written(cl_mem m, int where);

/* ---- samplers (icd_image.c) ---- */

struct _cl_sampler {
    IcdObj obj;
    cl_context ctx;
    cl_bool normalized;
    cl_addressing_mode addressing;
    cl_filter_mode filter;
    uint64_t bits;                /* what a sampler_t argument receives (oclc_sampler) */
    cl_sampler_properties *props; /* clCreateSamplerWithProperties, with the 0 */
    size_t nprops;
};


/* ---- programs and kernels (icd_program.c, icd_kernel.c) ---- */

struct _cl_program {
    IcdObj obj;
    cl_context ctx;
    oclc_program *prog;              /* its source, its units, its build for the CPU */
    oclc_program *main;              /* what the kernels' list and arguments come from: prog, or
                                       the first GPU's build when the CPU's was not asked for */
    oclc_program *gpu[ICD_MAX_GPUS]; /* each GPU's build, compile or link (or binary) */
    char *gpu_log[ICD_MAX_GPUS];
    char *source;                    /* clCreateProgramWithSource's, NUL-terminated; NULL otherwise */
    cl_build_status status;          /* under icd_mu */
    cl_program_binary_type bintype;  /* what prog holds (oclc_program_get_kind) */
    bool executable;                 /* built: kernels can be made */
    char *options;                   /* the last build's options, as given */
    char *log;                       /* the last build's log */
    char *kernel_names;              /* "a;b" */
    size_t nkernels;
    _Atomic unsigned kernels_alive;  /* kernel objects attached */
    bool busy;                       /* a build is running (under icd_mu) */
    bool from_binary;                /* built from units (a binary, a link), not from source */
    bool binary_origin;              /* made by clCreateProgramWithBinary, or linked from such a
                                       program: its kernels have no CL_KERNEL_ATTRIBUTES */
};

typedef struct KernelArg {
    oclc_arg_info info;                          /* kind, size, name, type name (strings in the oclc_program) */
    bool set;
    size_t size;                                 /* as set: local sizes, by-value sizes */
    cl_mem mem;                                  /* a buffer argument (NULL pointer when NULL) */
    unsigned char value[ICD_MAX_PARAMETER_SIZE]; /* by-value arguments: scalars, vectors, records
                                                    (at most CL_DEVICE_MAX_PARAMETER_SIZE) */
} KernelArg;

struct _cl_kernel {
    IcdObj obj;
    cl_program program;
    char *name;
    cl_uint nargs;
    KernelArg *args;
    size_t reqd[3];     /* 0 0 0 when not required */
    cl_ulong local_mem; /* the kernel's own `local` variables */
    bool uniform;       /* the local size must divide the global size */
    size_t max_wg;      /* CL_KERNEL_WORK_GROUP_SIZE */
    char *attributes;   /* CL_KERNEL_ATTRIBUTES: as written, "" from a binary */
};

/* ---- queues, events, commands (icd_queue.c) ---- */

typedef struct EventCallback {
    void(CL_CALLBACK *fn)(cl_event, cl_int, void *);
    void *user_data;
    cl_int type;   /* CL_SUBMITTED, CL_RUNNING or CL_COMPLETE */
    cl_int status; /* when collected: the status to pass */
    struct EventCallback *next;
} EventCallback;

typedef struct Command Command;

struct _cl_event {
    IcdObj obj;
    cl_context ctx;
    cl_command_queue queue;   /* NULL for a user event */
    cl_command_type type;
    cl_int status;            /* under icd_mu */
    cl_ulong times[4];        /* queued, submit, start, end (ns) */
    EventCallback *callbacks; /* under icd_mu */
    Command **waiters;        /* commands whose wait list has this event, under icd_mu */
    size_t nwaiters, capwaiters;
};

struct _cl_command_queue {
    IcdObj obj;
    cl_context ctx;
    cl_command_queue_properties props;
    cl_device_id device;
    cl_queue_properties *props_array; /* clCreateCommandQueueWithProperties, with the 0 */
    size_t nprops;
    Command *head, *tail;             /* waiting to run, in order (under icd_mu) */
    size_t pending;                   /* enqueued and not complete (under icd_mu) */
    bool running;                     /* a thread is running this queue's commands */
};

/* A command: an event, what to do, and what it holds.  Each kind of
 * command allocates a larger struct with a Command first. */
struct Command {
    cl_event ev;
    cl_int (*run)(Command *c);   /* CL_COMPLETE or a negative status; runs without icd_mu */
    void (*cleanup)(Command *c); /* releases what the command holds; may be NULL */
    size_t ndeps;                /* wait-list events not complete yet */
    bool dep_failed;             /* one of them failed */
    Command *next;
    /* Memory objects the command works on in the host's storage: brought
     * current there before it runs (mem_to_host), and for writes[i] the
     * host's copy the only current one afterwards. */
    cl_mem host_uses[2];
    bool host_writes[2];
};

/* Checks an event wait list: CL_SUCCESS or CL_INVALID_EVENT_WAIT_LIST /
 * CL_INVALID_CONTEXT. */
cl_int icd_check_wait_list(cl_command_queue q, cl_uint n, const cl_event *list);
/* A command of `size` bytes for queue q (the event is made here).  NULL
 * when out of memory. */
Command *command_new(cl_command_queue q, size_t size, cl_command_type type);
/* Frees a command that was never submitted. */
void command_discard(Command *c);
/* Queues c behind the queue's earlier commands and the wait list, runs
 * what can run, and for a blocking command waits for it.  Stores the
 * event for the application in *event when event is not NULL.  Returns
 * CL_SUCCESS, or for a blocking command that failed
 * CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST. */
cl_int command_submit(Command *c, cl_uint n, const cl_event *wait, cl_event *event, bool blocking);

/* A command on one or two memory objects, held until it is done: a 3-D
 * box of bytes copied from one place to another (region[0] is in bytes;
 * 1-D copies have one row), or a pattern repeated.  Buffers
 * (icd_memory.c) and images (icd_image.c) share it. */
typedef struct CopyCommand {
    Command c;
    cl_mem mem[2];
    char *src, *dst;
    size_t region[3];
    size_t src_row, src_slice, dst_row, dst_slice;
    size_t pattern_size;
    unsigned char pattern[128];
    /* A buffer copy or fill on a GPU's queue runs on that GPU's copies of
     * the buffers (oclc_buffer_copy/fill), not the host's: then these are
     * the offsets into mem[0] (the source, or the filled buffer) and
     * mem[1], and region[0] the bytes. */
    bool on_gpu;
    size_t src_offset, dst_offset;
} CopyCommand;
/* Runs a CopyCommand's box copy. */
cl_int icd_copy_run(Command *c);
/* Releases a CopyCommand's memory objects. */
void icd_copy_cleanup(Command *c);
/* Submits a copy of *tmpl that runs `run` and holds a (and b unless NULL). */
cl_int icd_copy_submit(cl_command_queue q, cl_command_type type, cl_mem a, cl_mem b, const CopyCommand *tmpl,
                       cl_int (*run)(Command *), bool blocking, cl_uint n, const cl_event *wait, cl_event *event);

cl_ulong icd_now_ns(void);

/* ---- locks ---- */

extern pthread_mutex_t icd_mu;
extern pthread_cond_t icd_cv;
static inline void icd_lock(void) { pthread_mutex_lock(&icd_mu); }
static inline void icd_unlock(void) { pthread_mutex_unlock(&icd_mu); }

/* ------------------------------------------------------------------ */
/* clGet*Info answers                                                 */

/* Copies n bytes of src to the application's param_value (when it is
 * not NULL: CL_INVALID_VALUE if it is too small) and the size to
 * *size_ret (when not NULL). */
cl_int info_bytes(const void *src, size_t n, size_t size, void *value, size_t *size_ret);
cl_int info_string(const char *s, size_t size, void *value, size_t *size_ret);
#define INFO_VALUE(T, v) info_bytes(&(T){v}, sizeof(T), param_value_size, param_value, param_value_size_ret)
#define INFO_STRING(s)   info_string(s, param_value_size, param_value, param_value_size_ret)
#define INFO_ARRAY(p, n) info_bytes(p, n, param_value_size, param_value, param_value_size_ret)

/* Sets *errcode_ret when it is not NULL; returns NULL (for `return`). */
static inline void *icd_fail(cl_int *errcode_ret, cl_int err)
{
    if (errcode_ret) *errcode_ret = err;
    return NULL;
}

/* The device list arguments of clBuildProgram & co: every device must be
 * ours.  CL_SUCCESS, CL_INVALID_VALUE or CL_INVALID_DEVICE. */
cl_int icd_check_devices(cl_uint n, const cl_device_id *list);

/* The extension functions clGetExtensionFunctionAddress hands out: the
 * ICD's own and cl_khr_subgroups' clGetKernelSubGroupInfoKHR. */
void *icd_extension_function(const char *name);
/* A buffer's or image's storage of `size` bytes (icd_memory.c), or NULL;
 * freed with free(). */
void *icd_mem_alloc(size_t size);

#endif
