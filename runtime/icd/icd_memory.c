/*
 * icd_memory.c - buffers and the commands on them: creation with every
 * host-pointer and access flag, sub-buffers, read, write, copy, fill,
 * their rectangular variants, map and unmap, migration, info and
 * destructor callbacks.
 *
 * The CPU device is the host, so a buffer is host memory its kernels use
 * directly: allocated aligned to CL_DEVICE_MEM_BASE_ADDR_ALIGN (128 bytes:
 * a kernel may access any buffer as a double16), or with
 * CL_MEM_USE_HOST_PTR the application's own memory (which must then be
 * aligned for the widest type the kernels access it as; docs/icd.md).
 * A sub-buffer is a window on its parent's storage.  Mapping returns a
 * pointer into the storage and copies nothing; the map list exists to
 * validate unmaps and to answer CL_MEM_MAP_COUNT.
 *
 * Each command checks its arguments completely before it is made (a bad
 * call changes nothing), holds an internal reference to the buffers it
 * uses, and does its copying when the queue runs it (icd_queue.c).
 *
 * With a GPU in the context (docs/icd.md, "The GPU device") a buffer also
 * has a copy in each GPU's memory that a GPU kernel used it on, made
 * then, and a record of which copies are current, kept by the root buffer
 * (a sub-buffer's copies are views of its root's, so the two stay one
 * memory).  Each command brings what it uses current where it runs: a
 * GPU kernel uploads (mem_to_gpu) and leaves the GPU's copy the only
 * current one for the buffers it may write, and so do a buffer copy and
 * a fill on a GPU's queue (run_on_gpu); everything else (reads, writes,
 * rectangles, maps, CPU kernels) works on the host's storage as before,
 * downloading first (mem_to_host).  Where no GPU is used no
 * copy exists and each of these is a test of two fields.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "runtime/icd/icd.h"

/* ------------------------------------------------------------------ */
/* Buffers                                                            */

#define ACCESS_FLAGS      (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)
#define HOST_ACCESS_FLAGS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)
#define HOST_PTR_FLAGS    (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)

static bool several(cl_mem_flags f) { return f & (f - 1); }

static cl_int check_flags(cl_mem_flags flags)
{
    if (flags & ~(ACCESS_FLAGS | HOST_ACCESS_FLAGS | HOST_PTR_FLAGS)) return CL_INVALID_VALUE;
    if (several(flags & ACCESS_FLAGS) || several(flags & HOST_ACCESS_FLAGS)) return CL_INVALID_VALUE;
    if ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
        return CL_INVALID_VALUE;
    return CL_SUCCESS;
}

/* A buffer's storage: aligned to CL_DEVICE_MEM_BASE_ADDR_ALIGN, and from
 * 2 MiB on to 2 MiB and backed by transparent huge pages where the kernel
 * gives them (madvise; "madvise" is Debian's default mode, and a refusal
 * only leaves 4 KiB pages).  A kernel streaming through 256 MB then takes
 * a TLB miss per 2 MiB instead of per 4 KiB: bench/atomics' reductions ran
 * 10-20% faster on huge pages in a test on this machine, the same code on
 * the same data.  Freed with free(). */
void *icd_mem_alloc(size_t size)
{
    size_t align = size >= ICD_HUGE_PAGE ? ICD_HUGE_PAGE : ICD_MEM_ALIGN;
    size_t bytes = (size + align - 1) & ~(align - 1);
    void *p = NULL;
    if (bytes < size || posix_memalign(&p, align, bytes)) return NULL;
#ifdef MADV_HUGEPAGE
    if (align == ICD_HUGE_PAGE) (void)madvise(p, bytes, MADV_HUGEPAGE);
#endif
    return p;
}

static cl_mem buffer_new(cl_context context, const cl_mem_properties *properties, cl_mem_flags flags, size_t size,
                         void *host_ptr, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (properties && properties[0] != 0) return icd_fail(errcode_ret, CL_INVALID_PROPERTY);
    cl_int err = check_flags(flags);
    if (err) return icd_fail(errcode_ret, err);
    if (size == 0 || size > context_max_alloc(context)) return icd_fail(errcode_ret, CL_INVALID_BUFFER_SIZE);
    if (!host_ptr != !(flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
        return icd_fail(errcode_ret, CL_INVALID_HOST_PTR);
    cl_mem m = calloc(1, sizeof *m);
    if (!m) return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    if (properties) {
        m->props = calloc(1, sizeof *m->props);
        if (!m->props) {
            free(m);
            return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
        }
        m->nprops = 1;
    }
    if (flags & CL_MEM_USE_HOST_PTR) {
        m->data = host_ptr;
        m->host_ptr = host_ptr;
    } else {
        void *p = icd_mem_alloc(size);
        if (!p) {
            free(m->props);
            free(m);
            return icd_fail(errcode_ret, CL_MEM_OBJECT_ALLOCATION_FAILURE);
        }
        m->data = p;
        m->owns_data = true;
        if (flags & CL_MEM_COPY_HOST_PTR) memcpy(m->data, host_ptr, size);
    }
    m->flags = flags; /* as given (no access flag means read-write) */
    m->size = size;
    m->ctx = context;
    obj_init(&m->obj, MAGIC_MEM);
    obj_iretain(context);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return m;
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size, void *host_ptr,
                                               cl_int *errcode_ret)
{
    return buffer_new(context, NULL, flags, size, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateBufferWithProperties(cl_context context, const cl_mem_properties *properties,
                                                             cl_mem_flags flags, size_t size, void *host_ptr,
                                                             cl_int *errcode_ret)
{
    return buffer_new(context, properties, flags, size, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
                                                  cl_buffer_create_type buffer_create_type,
                                                  const void *buffer_create_info, cl_int *errcode_ret)
{
    if (!obj_valid(buffer, MAGIC_MEM) || buffer->parent || buffer->is_image)
        return icd_fail(errcode_ret, CL_INVALID_MEM_OBJECT);
    cl_int err = check_flags(flags);
    if (err || (flags & HOST_PTR_FLAGS)) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    cl_mem_flags pf = buffer->flags;
    /* Access the parent does not allow. */
    if (((pf & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
        ((pf & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) ||
        ((pf & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
        ((pf & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
        ((pf & CL_MEM_HOST_NO_ACCESS) && (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION || !buffer_create_info)
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    const cl_buffer_region *r = buffer_create_info;
    if (r->origin > buffer->size || r->size > buffer->size - r->origin) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (r->size == 0) return icd_fail(errcode_ret, CL_INVALID_BUFFER_SIZE);
    if (r->origin % ICD_MEM_ALIGN) return icd_fail(errcode_ret, CL_MISALIGNED_SUB_BUFFER_OFFSET);
    cl_mem m = calloc(1, sizeof *m);
    if (!m) return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    if (!(flags & ACCESS_FLAGS)) flags |= pf & ACCESS_FLAGS;
    if (!(flags & HOST_ACCESS_FLAGS)) flags |= pf & HOST_ACCESS_FLAGS;
    flags |= pf & HOST_PTR_FLAGS;
    m->flags = flags;
    m->size = r->size;
    m->offset = r->origin;
    m->data = buffer->data + r->origin;
    m->host_ptr = buffer->host_ptr ? (char *)buffer->host_ptr + r->origin : NULL;
    m->parent = buffer;
    m->ctx = buffer->ctx;
    obj_init(&m->obj, MAGIC_MEM);
    obj_iretain(buffer);
    obj_iretain(m->ctx);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return m;
}

/* ------------------------------------------------------------------ */
/* Migration                                                          */

/* Held while a copy is brought current: one at a time, which keeps the
 * record and the bytes in step. */
static pthread_mutex_t mig_mu = PTHREAD_MUTEX_INITIALIZER;

/* Offset of m's storage in its root buffer, and the root. */
static cl_mem mem_root(cl_mem m, size_t *offset)
{
    *offset = 0;
    for (; m->parent; m = m->parent) *offset += m->offset;
    return m;
}

/* The message of a failed migration, told to the context's callback once
 * mig_mu is released (the callback may call the API). */
static _Thread_local char mig_msg[1200];

static cl_int mig_fail(cl_int err, const char *what)
{
    snprintf(mig_msg, sizeof mig_msg, "oclc: %s: %s", what, oclc_buffer_error());
    return err;
}

static cl_int mig_end(cl_mem m, cl_int err)
{
    pthread_mutex_unlock(&mig_mu);
    if (err) context_notify(m->ctx, mig_msg);
    return err;
}

/* Under mig_mu: the root's storage current. */
static cl_int root_to_host(cl_mem r)
{
    if (!r->host_stale) return CL_SUCCESS;
    for (unsigned g = 0; g < ICD_MAX_GPUS; g++)
        if (r->gpu_current & (1u << g)) {
            if (oclc_buffer_read(r->gpu[g], 0, r->size, r->data) != OCLC_SUCCESS)
                return mig_fail(CL_OUT_OF_RESOURCES, "cannot copy a buffer from the GPU");
            r->host_stale = false;
            return CL_SUCCESS;
        }
    r->host_stale = false; /* not reached: a stale host has a current GPU */
    return CL_SUCCESS;
}

cl_int mem_to_host(cl_mem m)
{
    size_t off;
    cl_mem r = mem_root(m, &off);
    pthread_mutex_lock(&mig_mu);
    return mig_end(r, root_to_host(r));
}

cl_int mem_to_gpu(cl_mem m, unsigned g, oclc_buffer **out)
{
    size_t off;
    cl_mem r = mem_root(m, &off);
    cl_int err = CL_SUCCESS;
    oclc_status st;
    pthread_mutex_lock(&mig_mu);
    if (!r->gpu[g] && !(r->gpu[g] = oclc_buffer_create(icd_gpus[g].index, r->size, &st)))
        err = mig_fail(st == OCLC_OUT_OF_MEMORY ? CL_MEM_OBJECT_ALLOCATION_FAILURE : CL_OUT_OF_RESOURCES,
                       "cannot allocate a buffer on the GPU");
    if (!err && !(r->gpu_current & (1u << g))) {
        err = root_to_host(r);
        if (!err && oclc_buffer_write(r->gpu[g], 0, r->size, r->data) != OCLC_SUCCESS)
            err = mig_fail(CL_OUT_OF_RESOURCES, "cannot copy a buffer to the GPU");
        if (!err) r->gpu_current |= 1u << g;
    }
    if (!err && m != r && !m->gpu[g] && !(m->gpu[g] = oclc_buffer_create_sub(r->gpu[g], off, m->size, &st)))
        err = mig_fail(CL_OUT_OF_RESOURCES, "cannot make a sub-buffer on the GPU");
    if (!err) *out = m == r ? r->gpu[g] : m->gpu[g];
    return mig_end(r, err);
}

void mem_written(cl_mem m, int where)
{
    size_t off;
    cl_mem r = mem_root(m, &off);
    pthread_mutex_lock(&mig_mu);
    r->gpu_current = where < 0 ? 0 : 1u << where;
    r->host_stale = where >= 0;
    pthread_mutex_unlock(&mig_mu);
}

static void mem_destroy(cl_mem m)
{
    for (DestructorCallback *d = m->dtors, *next; d; d = next) {
        next = d->next;
        d->mem_fn(m, d->user_data);
        free(d);
    }
    for (Mapping *p = m->maps, *next; p; p = next) {
        next = p->next;
        free(p);
    }
    m->obj.magic = 0;
    for (unsigned g = 0; g < ICD_MAX_GPUS; g++) oclc_buffer_destroy(m->gpu[g]); /* a sub-buffer's views first */
    if (m->owns_data) free(m->data);
    cl_mem parent = m->parent;
    cl_context ctx = m->ctx;
    free(m->props);
    free(m);
    if (parent) mem_iunref(parent);
    context_iunref(ctx);
}

void mem_iunref(cl_mem m)
{
    if (obj_irelease(m)) mem_destroy(m);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainMemObject(cl_mem memobj)
{
    if (!obj_valid(memobj, MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    obj_retain(memobj);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseMemObject(cl_mem memobj)
{
    if (!obj_valid(memobj, MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    if (obj_release(memobj)) mem_destroy(memobj);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clSetMemObjectDestructorCallback(cl_mem memobj,
                                                                 void(CL_CALLBACK *pfn_notify)(cl_mem, void *),
                                                                 void *user_data)
{
    if (!obj_valid(memobj, MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    if (!pfn_notify) return CL_INVALID_VALUE;
    DestructorCallback *d = malloc(sizeof *d);
    if (!d) return CL_OUT_OF_HOST_MEMORY;
    d->mem_fn = pfn_notify;
    d->user_data = user_data;
    icd_lock();
    d->next = memobj->dtors;
    memobj->dtors = d;
    icd_unlock();
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetMemObjectInfo(cl_mem m, cl_mem_info param_name, size_t param_value_size,
                                                   void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(m, MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    switch (param_name) {
    case CL_MEM_TYPE: return INFO_VALUE(cl_mem_object_type, m->is_image ? m->desc.image_type : CL_MEM_OBJECT_BUFFER);
    case CL_MEM_FLAGS: return INFO_VALUE(cl_mem_flags, m->flags);
    case CL_MEM_SIZE: return INFO_VALUE(size_t, m->size);
    case CL_MEM_HOST_PTR: return INFO_VALUE(void *, (m->flags & CL_MEM_USE_HOST_PTR) ? m->host_ptr : NULL);
    case CL_MEM_MAP_COUNT: {
        icd_lock();
        cl_uint n = m->map_count;
        icd_unlock();
        return INFO_VALUE(cl_uint, n);
    }
    case CL_MEM_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(m));
    case CL_MEM_CONTEXT: return INFO_VALUE(cl_context, m->ctx);
    case CL_MEM_ASSOCIATED_MEMOBJECT: return INFO_VALUE(cl_mem, m->parent);
    case CL_MEM_OFFSET: return INFO_VALUE(size_t, m->is_image ? 0 : m->offset);
    case CL_MEM_USES_SVM_POINTER: return INFO_VALUE(cl_bool, CL_FALSE);
    case CL_MEM_PROPERTIES: return INFO_ARRAY(m->props, m->nprops * sizeof *m->props);
    default: return CL_INVALID_VALUE;
    }
}

/* ------------------------------------------------------------------ */
/* Commands                                                           */

/* The checks every memory command starts with. */
static cl_int check_queue_mem(cl_command_queue q, cl_mem m)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!obj_valid(m, MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    if (m->ctx != q->ctx) return CL_INVALID_CONTEXT;
    return CL_SUCCESS;
}

/* ... and every buffer command: an image is not a buffer (icd_image.c). */
static cl_int check_queue_buffer(cl_command_queue q, cl_mem m)
{
    cl_int err = check_queue_mem(q, m);
    return err ? err : m->is_image ? CL_INVALID_MEM_OBJECT : CL_SUCCESS;
}

static bool in_bounds(cl_mem m, size_t offset, size_t size) { return offset <= m->size && size <= m->size - offset; }

/* A blocking command cannot wait for an event that already failed. */
static cl_int check_blocking(bool blocking, cl_uint n, const cl_event *wait)
{
    if (blocking)
        for (cl_uint i = 0; i < n; i++) {
            icd_lock();
            cl_int st = wait[i]->status;
            icd_unlock();
            if (st < 0) return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
        }
    return CL_SUCCESS;
}

cl_int icd_copy_run(Command *c)
{
    CopyCommand *k = (CopyCommand *)c;
    for (size_t z = 0; z < k->region[2]; z++)
        for (size_t y = 0; y < k->region[1]; y++)
            memmove(k->dst + z * k->dst_slice + y * k->dst_row, k->src + z * k->src_slice + y * k->src_row,
                    k->region[0]);
    return CL_COMPLETE;
}

static cl_int run_fill(Command *c)
{
    CopyCommand *k = (CopyCommand *)c;
    for (size_t off = 0; off < k->region[0]; off += k->pattern_size) memcpy(k->dst + off, k->pattern, k->pattern_size);
    return CL_COMPLETE;
}

/* Whether a copy into m or a fill of it on q runs on q's GPU: where q is
 * a GPU's, and m is not the application's memory (CL_MEM_USE_HOST_PTR),
 * which copies and fills keep current, as programs that read it after
 * clFinish expect (the spec leaves it undefined until a map; the CPU
 * device, and oclc's GPU device before, always have it current). */
static bool on_gpu_for(cl_command_queue q, cl_mem m)
{
    size_t off;
    return icd_is_gpu(q->device) && !(mem_root(m, &off)->flags & CL_MEM_USE_HOST_PTR);
}

/* A copy or fill on a GPU's queue (CopyCommand.on_gpu): the buffers
 * brought current on that GPU, the bytes moved there by the driver, and
 * the destination's GPU copy then its only current one -- no round trip
 * through the host. */
static cl_int run_on_gpu(Command *c)
{
    CopyCommand *k = (CopyCommand *)c;
    unsigned g = (unsigned)(c->ev->queue->device - icd_gpus);
    oclc_buffer *a = NULL, *b = NULL;
    cl_int err = mem_to_gpu(k->mem[0], g, &a);
    if (!err && k->mem[1]) err = mem_to_gpu(k->mem[1], g, &b);
    if (err) return err;
    oclc_status st = k->mem[1] ? oclc_buffer_copy(b, k->dst_offset, a, k->src_offset, k->region[0])
                               : oclc_buffer_fill(a, k->pattern, k->pattern_size, k->dst_offset, k->region[0]);
    if (st != OCLC_SUCCESS) {
        char msg[1200];
        snprintf(msg, sizeof msg, "oclc: a buffer %s on the GPU failed: %s", k->mem[1] ? "copy" : "fill",
                 oclc_buffer_error());
        context_notify(k->mem[0]->ctx, msg);
        return CL_OUT_OF_RESOURCES;
    }
    mem_written(k->mem[1] ? k->mem[1] : k->mem[0], (int)g);
    return CL_COMPLETE;
}

void icd_copy_cleanup(Command *c)
{
    CopyCommand *k = (CopyCommand *)c;
    for (int i = 0; i < 2; i++)
        if (k->mem[i]) mem_iunref(k->mem[i]);
}

cl_int icd_copy_submit(cl_command_queue q, cl_command_type type, cl_mem a, cl_mem b, const CopyCommand *tmpl,
                       cl_int (*run)(Command *), bool blocking, cl_uint n, const cl_event *wait, cl_event *event)
{
    CopyCommand *k = (CopyCommand *)command_new(q, sizeof *k, type);
    if (!k) return CL_OUT_OF_HOST_MEMORY;
    Command base = k->c;
    *k = *tmpl;
    k->c = base;
    k->c.run = k->on_gpu ? run_on_gpu : run;
    k->c.cleanup = icd_copy_cleanup;
    k->mem[0] = a;
    k->mem[1] = b;
    /* On the host's copies; the one whose storage is the destination is
     * written.  (On a GPU's: run_on_gpu migrates itself.) */
    for (int i = 0; i < 2 && !k->on_gpu; i++) {
        cl_mem m = i ? b : a;
        size_t off;
        cl_mem r = m ? mem_root(m, &off) : NULL;
        k->c.host_uses[i] = m;
        k->c.host_writes[i] = r && k->dst >= r->data && k->dst < r->data + r->size;
    }
    obj_iretain(a);
    if (b) obj_iretain(b);
    return command_submit(&k->c, n, wait, event, blocking);
}

static cl_int read_write(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset, size_t size, void *ptr,
                         bool write, cl_uint n, const cl_event *wait, cl_event *event)
{
    cl_int err = check_queue_buffer(q, m);
    if (err) return err;
    if (!ptr || size == 0 || !in_bounds(m, offset, size)) return CL_INVALID_VALUE;
    if (m->flags &
        (write ? CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS : CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    if ((err = icd_check_wait_list(q, n, wait)) || (err = check_blocking(blocking, n, wait))) return err;
    CopyCommand t = {.region = {size, 1, 1}};
    t.src = write ? ptr : m->data + offset;
    t.dst = write ? m->data + offset : ptr;
    return icd_copy_submit(q, write ? CL_COMMAND_WRITE_BUFFER : CL_COMMAND_READ_BUFFER, m, NULL, &t, icd_copy_run,
                           blocking, n, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadBuffer(cl_command_queue q, cl_mem buffer, cl_bool blocking_read,
                                                    size_t offset, size_t size, void *ptr,
                                                    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                    cl_event *event)
{
    return read_write(q, buffer, blocking_read, offset, size, ptr, false, num_events_in_wait_list, event_wait_list,
                      event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue q, cl_mem buffer, cl_bool blocking_write,
                                                     size_t offset, size_t size, const void *ptr,
                                                     cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                     cl_event *event)
{
    return read_write(q, buffer, blocking_write, offset, size, (void *)ptr, true, num_events_in_wait_list,
                      event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyBuffer(cl_command_queue q, cl_mem src_buffer, cl_mem dst_buffer,
                                                    size_t src_offset, size_t dst_offset, size_t size,
                                                    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                    cl_event *event)
{
    cl_int err = check_queue_buffer(q, src_buffer);
    if (err || (err = check_queue_buffer(q, dst_buffer))) return err;
    if (size == 0 || !in_bounds(src_buffer, src_offset, size) || !in_bounds(dst_buffer, dst_offset, size))
        return CL_INVALID_VALUE;
    size_t so, dof;
    if (mem_root(src_buffer, &so) == mem_root(dst_buffer, &dof)) {
        so += src_offset;
        dof += dst_offset;
        if (so < dof + size && dof < so + size) return CL_MEM_COPY_OVERLAP;
    }
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;
    CopyCommand t = {.region = {size, 1, 1},
                     .src = src_buffer->data + src_offset,
                     .dst = dst_buffer->data + dst_offset,
                     .on_gpu = on_gpu_for(q, dst_buffer),
                     .src_offset = src_offset,
                     .dst_offset = dst_offset};
    return icd_copy_submit(q, CL_COMMAND_COPY_BUFFER, src_buffer, dst_buffer, &t, icd_copy_run, false,
                           num_events_in_wait_list, event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueFillBuffer(cl_command_queue q, cl_mem buffer, const void *pattern,
                                                    size_t pattern_size, size_t offset, size_t size,
                                                    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                    cl_event *event)
{
    cl_int err = check_queue_buffer(q, buffer);
    if (err) return err;
    if (!pattern || pattern_size == 0 || pattern_size > 128 || (pattern_size & (pattern_size - 1)) ||
        offset % pattern_size || size % pattern_size || !in_bounds(buffer, offset, size))
        return CL_INVALID_VALUE;
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;
    CopyCommand t = {.region = {size, 1, 1},
                     .dst = buffer->data + offset,
                     .pattern_size = pattern_size,
                     .on_gpu = on_gpu_for(q, buffer),
                     .dst_offset = offset};
    memcpy(t.pattern, pattern, pattern_size);
    return icd_copy_submit(q, CL_COMMAND_FILL_BUFFER, buffer, NULL, &t, run_fill, false, num_events_in_wait_list,
                           event_wait_list, event);
}

/* ---- rectangles ---- */

/* Fills in zero pitches and checks them (CL_INVALID_VALUE). */
static bool rect_pitches(const size_t *region, size_t *row, size_t *slice)
{
    if (*row == 0)
        *row = region[0];
    else if (*row < region[0])
        return false;
    if (*slice == 0)
        *slice = region[1] * *row;
    else if (*slice < region[1] * *row || *slice % *row)
        return false;
    return true;
}

/* The byte offset of origin, and whether the box fits in `size` bytes. */
static bool rect_fits(const size_t *origin, const size_t *region, size_t row, size_t slice, size_t size, size_t *offset)
{
    *offset = origin[2] * slice + origin[1] * row + origin[0];
    size_t last = (origin[2] + region[2] - 1) * slice + (origin[1] + region[1] - 1) * row + origin[0] + region[0];
    return last <= size;
}

static bool rect_region_ok(const size_t *region) { return region && region[0] && region[1] && region[2]; }

static cl_int read_write_rect(cl_command_queue q, cl_mem m, cl_bool blocking, const size_t *buffer_origin,
                              const size_t *host_origin, const size_t *region, size_t buffer_row_pitch,
                              size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
                              bool write, cl_uint n, const cl_event *wait, cl_event *event)
{
    cl_int err = check_queue_buffer(q, m);
    if (err) return err;
    if (!ptr || !buffer_origin || !host_origin || !rect_region_ok(region) ||
        !rect_pitches(region, &buffer_row_pitch, &buffer_slice_pitch) ||
        !rect_pitches(region, &host_row_pitch, &host_slice_pitch))
        return CL_INVALID_VALUE;
    size_t boff, hoff;
    if (!rect_fits(buffer_origin, region, buffer_row_pitch, buffer_slice_pitch, m->size, &boff))
        return CL_INVALID_VALUE;
    rect_fits(host_origin, region, host_row_pitch, host_slice_pitch, SIZE_MAX, &hoff);
    if (m->flags &
        (write ? CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS : CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    if ((err = icd_check_wait_list(q, n, wait)) || (err = check_blocking(blocking, n, wait))) return err;
    CopyCommand t = {.region = {region[0], region[1], region[2]}};
    char *b = m->data + boff, *h = (char *)ptr + hoff;
    t.src = write ? h : b;
    t.dst = write ? b : h;
    t.src_row = write ? host_row_pitch : buffer_row_pitch;
    t.src_slice = write ? host_slice_pitch : buffer_slice_pitch;
    t.dst_row = write ? buffer_row_pitch : host_row_pitch;
    t.dst_slice = write ? buffer_slice_pitch : host_slice_pitch;
    return icd_copy_submit(q, write ? CL_COMMAND_WRITE_BUFFER_RECT : CL_COMMAND_READ_BUFFER_RECT, m, NULL, &t,
                           icd_copy_run, blocking, n, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadBufferRect(cl_command_queue q, cl_mem buffer, cl_bool blocking_read,
                                                        const size_t *buffer_origin, const size_t *host_origin,
                                                        const size_t *region, size_t buffer_row_pitch,
                                                        size_t buffer_slice_pitch, size_t host_row_pitch,
                                                        size_t host_slice_pitch, void *ptr,
                                                        cl_uint num_events_in_wait_list,
                                                        const cl_event *event_wait_list, cl_event *event)
{
    return read_write_rect(q, buffer, blocking_read, buffer_origin, host_origin, region, buffer_row_pitch,
                           buffer_slice_pitch, host_row_pitch, host_slice_pitch, ptr, false, num_events_in_wait_list,
                           event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteBufferRect(cl_command_queue q, cl_mem buffer, cl_bool blocking_write,
                                                         const size_t *buffer_origin, const size_t *host_origin,
                                                         const size_t *region, size_t buffer_row_pitch,
                                                         size_t buffer_slice_pitch, size_t host_row_pitch,
                                                         size_t host_slice_pitch, const void *ptr,
                                                         cl_uint num_events_in_wait_list,
                                                         const cl_event *event_wait_list, cl_event *event)
{
    return read_write_rect(q, buffer, blocking_write, buffer_origin, host_origin, region, buffer_row_pitch,
                           buffer_slice_pitch, host_row_pitch, host_slice_pitch, (void *)ptr, true,
                           num_events_in_wait_list, event_wait_list, event);
}

/* Whether two boxes of the same buffer share a byte: row by row for up
 * to 1024 rows a side, else (conservatively) their spans. */
static bool rect_overlap(size_t so, size_t doff, const size_t *region, size_t srow, size_t sslice, size_t drow,
                         size_t dslice)
{
    size_t send = so + (region[2] - 1) * sslice + (region[1] - 1) * srow + region[0];
    size_t dend = doff + (region[2] - 1) * dslice + (region[1] - 1) * drow + region[0];
    if (send <= doff || dend <= so) return false;
    size_t rows = region[1] * region[2];
    if (rows > 1024) return true;
    for (size_t i = 0; i < rows; i++) {
        size_t a = so + (i / region[1]) * sslice + (i % region[1]) * srow;
        for (size_t j = 0; j < rows; j++) {
            size_t b = doff + (j / region[1]) * dslice + (j % region[1]) * drow;
            if (a < b + region[0] && b < a + region[0]) return true;
        }
    }
    return false;
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyBufferRect(cl_command_queue q, cl_mem src_buffer, cl_mem dst_buffer,
                                                        const size_t *src_origin, const size_t *dst_origin,
                                                        const size_t *region, size_t src_row_pitch,
                                                        size_t src_slice_pitch, size_t dst_row_pitch,
                                                        size_t dst_slice_pitch, cl_uint num_events_in_wait_list,
                                                        const cl_event *event_wait_list, cl_event *event)
{
    cl_int err = check_queue_buffer(q, src_buffer);
    if (err || (err = check_queue_buffer(q, dst_buffer))) return err;
    if (!src_origin || !dst_origin || !rect_region_ok(region) ||
        !rect_pitches(region, &src_row_pitch, &src_slice_pitch) ||
        !rect_pitches(region, &dst_row_pitch, &dst_slice_pitch))
        return CL_INVALID_VALUE;
    size_t so, doff;
    if (!rect_fits(src_origin, region, src_row_pitch, src_slice_pitch, src_buffer->size, &so) ||
        !rect_fits(dst_origin, region, dst_row_pitch, dst_slice_pitch, dst_buffer->size, &doff))
        return CL_INVALID_VALUE;
    if (src_buffer == dst_buffer && (src_row_pitch != dst_row_pitch || src_slice_pitch != dst_slice_pitch))
        return CL_INVALID_VALUE;
    size_t sroot, droot;
    if (mem_root(src_buffer, &sroot) == mem_root(dst_buffer, &droot) &&
        rect_overlap(sroot + so, droot + doff, region, src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch))
        return CL_MEM_COPY_OVERLAP;
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;
    CopyCommand t = {.region = {region[0], region[1], region[2]},
                     .src = src_buffer->data + so,
                     .dst = dst_buffer->data + doff,
                     .src_row = src_row_pitch,
                     .src_slice = src_slice_pitch,
                     .dst_row = dst_row_pitch,
                     .dst_slice = dst_slice_pitch};
    return icd_copy_submit(q, CL_COMMAND_COPY_BUFFER_RECT, src_buffer, dst_buffer, &t, icd_copy_run, false,
                           num_events_in_wait_list, event_wait_list, event);
}

/* ---- map, unmap, migrate ---- */

typedef struct MemCommand {
    Command c;
    cl_mem mem;
} MemCommand;

static cl_int run_nothing(Command *c) { return CL_COMPLETE; }
static void cleanup_mem(Command *c) { mem_iunref(((MemCommand *)c)->mem); }

CL_API_ENTRY void *CL_API_CALL clEnqueueMapBuffer(cl_command_queue q, cl_mem buffer, cl_bool blocking_map,
                                                  cl_map_flags map_flags, size_t offset, size_t size,
                                                  cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                  cl_event *event, cl_int *errcode_ret)
{
    cl_int err = check_queue_buffer(q, buffer);
    if (err) return icd_fail(errcode_ret, err);
    if ((map_flags & ~(CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) ||
        ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) && (map_flags & (CL_MAP_READ | CL_MAP_WRITE))) || size == 0 ||
        !in_bounds(buffer, offset, size))
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if ((buffer->flags & CL_MEM_HOST_NO_ACCESS) ||
        ((buffer->flags & CL_MEM_HOST_WRITE_ONLY) && (map_flags & CL_MAP_READ)) ||
        ((buffer->flags & CL_MEM_HOST_READ_ONLY) && (map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION))))
        return icd_fail(errcode_ret, CL_INVALID_OPERATION);
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list)) ||
        (err = check_blocking(blocking_map, num_events_in_wait_list, event_wait_list)))
        return icd_fail(errcode_ret, err);
    Mapping *map = malloc(sizeof *map);
    MemCommand *k = (MemCommand *)command_new(q, sizeof *k, CL_COMMAND_MAP_BUFFER);
    if (!map || !k) {
        free(map);
        if (k) command_discard(&k->c);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    void *ptr = buffer->data + offset;
    *map = (Mapping){ptr, offset, size, map_flags, NULL};
    icd_lock();
    map->next = buffer->maps;
    buffer->maps = map;
    buffer->map_count++;
    icd_unlock();
    k->c.run = run_nothing;
    k->c.cleanup = cleanup_mem;
    k->mem = buffer;
    /* The host's copy current, and the only one once mapped for writing:
     * the application writes it before the unmap. */
    k->c.host_uses[0] = buffer;
    k->c.host_writes[0] = map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION);
    obj_iretain(buffer);
    err = command_submit(&k->c, num_events_in_wait_list, event_wait_list, event, blocking_map);
    if (errcode_ret) *errcode_ret = err;
    return err ? NULL : ptr;
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueUnmapMemObject(cl_command_queue q, cl_mem memobj, void *mapped_ptr,
                                                        cl_uint num_events_in_wait_list,
                                                        const cl_event *event_wait_list, cl_event *event)
{
    cl_int err = check_queue_mem(q, memobj);
    if (err) return err;
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;
    MemCommand *k = (MemCommand *)command_new(q, sizeof *k, CL_COMMAND_UNMAP_MEM_OBJECT);
    if (!k) return CL_OUT_OF_HOST_MEMORY;
    Mapping *found = NULL;
    icd_lock();
    for (Mapping **p = &memobj->maps; *p; p = &(*p)->next)
        if ((*p)->ptr == mapped_ptr) {
            found = *p;
            *p = found->next;
            memobj->map_count--;
            break;
        }
    icd_unlock();
    if (!found) {
        command_discard(&k->c);
        return CL_INVALID_VALUE;
    }
    free(found);
    k->c.run = run_nothing;
    k->c.cleanup = cleanup_mem;
    k->mem = memobj;
    obj_iretain(memobj);
    return command_submit(&k->c, num_events_in_wait_list, event_wait_list, event, false);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueMigrateMemObjects(cl_command_queue q, cl_uint num_mem_objects,
                                                           const cl_mem *mem_objects, cl_mem_migration_flags flags,
                                                           cl_uint num_events_in_wait_list,
                                                           const cl_event *event_wait_list, cl_event *event)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (num_mem_objects == 0 || !mem_objects ||
        (flags & ~(CL_MIGRATE_MEM_OBJECT_HOST | CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED)))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_mem_objects; i++) {
        if (!obj_valid(mem_objects[i], MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
        if (mem_objects[i]->ctx != q->ctx) return CL_INVALID_CONTEXT;
    }
    cl_int err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list);
    if (err) return err;
    /* Host memory is the device's: nothing moves. */
    Command *c = command_new(q, sizeof *c, CL_COMMAND_MIGRATE_MEM_OBJECTS);
    if (!c) return CL_OUT_OF_HOST_MEMORY;
    c->run = run_nothing;
    return command_submit(c, num_events_in_wait_list, event_wait_list, event, false);
}
