/*
 * runtime.h - what the runtime's files share: the thread pool (pool.c) and
 * the NDRange launcher (ndrange.c) that program.c and oclc_enqueue_aot
 * call.  Nothing here is public; include/oclc/oclc.h is the API.
 */
#ifndef OCLC_RUNTIME_H
#define OCLC_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"
#include "oclc/oclc.h"
#include "support/kernel_abi.h"

/* ---- pool.c ---- */

/* A job shared by the enqueuing thread and up to max_helpers pool threads.
 * run() claims work until none is left, so when any thread returns from
 * it the job has nothing more to hand out; pool_run returns once every
 * thread that entered run() has left it. */
typedef struct PoolJob {
    void (*run)(struct PoolJob *job);
    int max_helpers; /* pool threads that may join (set by pool_run) */
    int helpers;     /* pool threads inside run(), under the pool lock */
    bool listed;     /* on the pool's list of jobs with work */
    struct PoolJob *next;
} PoolJob;

/* Runs job on the calling thread and up to nthreads - 1 pool threads
 * (on the calling thread alone if no pool thread can be started). */
void pool_run(PoolJob *job, unsigned nthreads);
/* The number of threads an enqueue uses: oclc_set_num_threads's value, or
 * OCLC_NUM_THREADS, or the number of online CPUs. */
unsigned pool_num_threads(void);

/* ---- ndrange.c ---- */

/* Validates an enqueue of kernel k and runs it.  On failure returns the
 * status and writes a one-line message ("kernel 'k': ...") to msg. */
oclc_status ndrange_enqueue(const OclcKernelDesc *k, unsigned work_dim, const size_t *global_offset,
                            const size_t *global_size, const size_t *local_size, size_t num_args,
                            const size_t *arg_sizes, const void *const *arg_values, StrBuf *msg);
/* The most work-items a group of k may have: fewer for a kernel that may
 * reach a barrier, whose work-items run as fibers. */
uint64_t ndrange_max_group_items(const OclcKernelDesc *k);
/* The enqueue's error for kernel k: "error: kernel 'k': <fmt>" appended to
 * msg; returns OCLC_INVALID_ARGUMENT.  (runtime/gpu.c's enqueue too.) */
oclc_status ndrange_bad(StrBuf *msg, const OclcKernelDesc *k, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The largest divisor of n that is at most cap (a local size to pick). */
uint64_t ndrange_divisor_upto(uint64_t n, uint64_t cap);

/* The runtime functions generated code calls (plain lowering of the
 * work-item functions, barrier); program.c hands their addresses to each
 * JIT, and objects from `oclc -c` link against them in liboclc. */
typedef struct RuntimeSymbol {
    const char *name;
    void *addr;
} RuntimeSymbol;
extern const RuntimeSymbol runtime_symbols[];
extern const size_t runtime_num_symbols;
/* image.c's: __oclc_image_read and __oclc_image_write. */
extern const RuntimeSymbol image_runtime_symbols[];
extern const size_t image_runtime_num_symbols;

/* ---- gpu.c ---- */

/* Runs kernel k of a program loaded on CUDA device `gpu` (its function
 * fn, at most max_items work-items a group) over the NDRange, with
 * oclc_buffer arguments for its global and constant pointers, and waits
 * for it.  On failure returns the status and writes a one-line message
 * ("error: kernel 'k': ...") to msg. */
typedef struct GpuPrintf GpuPrintf;
oclc_status gpu_enqueue(int gpu, void *fn, unsigned max_items, const OclcKernelDesc *k, GpuPrintf *pf,
                        unsigned work_dim, const size_t *global_offset, const size_t *global_size,
                        const size_t *local_size, size_t num_args, const size_t *arg_sizes,
                        const void *const *arg_values, StrBuf *msg);
/* The printf buffer of a module loaded on GPU `gpu` (support/ptx_abi.h):
 * allocated and its address stored into the module's
 * __oclc_printf_buffer; *out is NULL when the module calls no printf.
 * gpu_enqueue then prints each launch's output when it is done. */
oclc_status gpu_printf_attach(int gpu, void *module, GpuPrintf **out, StrBuf *msg);
void gpu_printf_detach(int gpu, GpuPrintf *pf);
/* b is a buffer oclc_buffer_create made and nobody destroyed. */
bool gpu_buffer_live(const oclc_buffer *b);

/* ---- printf.c ---- */

/* A GPU launch's printf records (support/ptx_abi.h), `len` bytes past the
 * buffer's header, printed as the CPU prints a launch's output. */
void printf_gpu_records(const unsigned char *data, size_t len);

/* A launch's printf output, kept until the launch ends (printf.c). */
typedef struct PrintfSink PrintfSink;
PrintfSink *printf_sink_new(void); /* NULL when out of memory: calls then write at once */
/* The calling thread's printf calls record into s from now on (NULL: none). */
void printf_sink_enter(PrintfSink *s);
/* Writes s's output in order (by global linear id, then call order) and
 * frees s. */
void printf_sink_flush(PrintfSink *s);
int __oclc_printf(const char *fmt, const uint64_t *slots, uint64_t order);

/* ---- math.c ---- */

/* The address of SLEEF's `name` ("Sleef_sinf8_u35avx2") when it is a
 * variant the math lowering may call (codegen/cg_sleef.def), else NULL;
 * the first call opens libsleef.so.3. */
void *runtime_math_symbol(const char *name);
/* The same for a name the JIT looks up (program.c): NULL for a name not
 * SLEEF's; for one of SLEEF's when SLEEF cannot be loaded, also sets
 * *error to why. */
void *runtime_math_find(const char *name, const char **error);

#endif
