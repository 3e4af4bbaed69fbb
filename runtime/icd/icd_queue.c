/*
 * icd_queue.c - command queues, events, and the engine that runs
 * commands: markers, barriers, user events, callbacks, waits, profiling.
 *
 * A command runs on the thread that makes it runnable: usually the one
 * that enqueues it, right away, so a kernel or a copy costs no thread
 * hand-off.  What makes this a conforming queue rather than a function
 * call is the list each queue keeps of commands that cannot run yet:
 *
 *   - a command whose wait list has an event that is not complete (a user
 *     event, or a command of another queue waiting for one) is appended to
 *     the queue's list and registered with each such event; every later
 *     command of the queue is appended behind it (in order);
 *   - when an event completes (its command finished, or
 *     clSetUserEventStatus), each command waiting for it counts one
 *     dependency down, and the queues whose first command became runnable
 *     are run by the thread that completed the event;
 *   - one thread at a time runs a queue (`running`): an enqueue from
 *     another thread while it runs only appends, and the running thread
 *     picks the command up, so commands never overlap within a queue.
 *
 * So a blocking call waits (icd_cv) for its own event, which some thread
 * completes; clFinish waits until the queue has no pending command.  An
 * out-of-order queue is run the same way, in order, which the spec
 * allows.  A command whose wait list has a failed event does not run: it
 * completes with CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST.
 *
 * Event states go CL_QUEUED (at enqueue) -> CL_SUBMITTED and CL_RUNNING
 * (when the command starts: both at once, there being no device to
 * submit to) -> CL_COMPLETE or a negative error, each with a
 * CLOCK_MONOTONIC time stamp for the profiling queries.  Callbacks are
 * collected under icd_mu and called after it is released, in the order
 * they were registered; a callback for a state the event has already
 * reached is called at once by clSetEventCallback.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/icd/icd.h"

/* ------------------------------------------------------------------ */
/* Events                                                             */

static cl_event event_new(cl_context ctx, cl_command_queue q, cl_command_type type, cl_int status)
{
    cl_event e = calloc(1, sizeof *e);
    if (!e) return NULL;
    obj_init(&e->obj, MAGIC_EVENT);
    e->ctx = ctx;
    e->queue = q;
    e->type = type;
    e->status = status;
    obj_iretain(ctx);
    if (q) obj_iretain(q);
    return e;
}

static void event_destroy(cl_event e)
{
    for (EventCallback *cb = e->callbacks, *next; cb; cb = next) {
        next = cb->next;
        free(cb);
    }
    free(e->waiters);
    e->obj.magic = 0;
    cl_context ctx = e->ctx;
    cl_command_queue q = e->queue;
    free(e);
    if (q) queue_iunref(q);
    context_iunref(ctx);
}

void event_iunref(cl_event e)
{
    if (obj_irelease(e)) event_destroy(e);
}

/* Queues made runnable by an event's completion, each with an internal
 * reference, run once icd_mu is released. */
typedef struct ReadyQueues {
    cl_command_queue *q;
    size_t n, cap;
} ReadyQueues;

static void ready_add(ReadyQueues *r, cl_command_queue q)
{
    for (size_t i = 0; i < r->n; i++)
        if (r->q[i] == q) return;
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 4;
        cl_command_queue *nq = realloc(r->q, cap * sizeof *nq);
        if (!nq) return; /* the queue runs at its next enqueue, clFlush or clFinish */
        r->q = nq;
        r->cap = cap;
    }
    obj_iretain(q);
    r->q[r->n++] = q;
}

/* Moves the callbacks the event's new status triggers to *out (in
 * registration order), each with the status to pass. */
static void collect_callbacks(cl_event e, EventCallback **out)
{
    EventCallback **tail = out;
    while (*tail) tail = &(*tail)->next;
    for (EventCallback **p = &e->callbacks; *p;) {
        EventCallback *cb = *p;
        if (e->status < 0 || e->status <= cb->type) {
            *p = cb->next;
            cb->status = e->status < 0 ? e->status : cb->type;
            cb->next = NULL;
            *tail = cb;
            tail = &cb->next;
        } else {
            p = &cb->next;
        }
    }
}

static void fire_callbacks(cl_event e, EventCallback *list)
{
    for (EventCallback *cb = list, *next; cb; cb = next) {
        next = cb->next;
        cb->fn(e, cb->status, cb->user_data);
        free(cb);
    }
}

/* The event reached CL_COMPLETE or failed (under icd_mu): wake waiters,
 * count the dependent commands down, collect callbacks.  The caller
 * holds a reference to e. */
static void event_finish_locked(cl_event e, cl_int status, EventCallback **cbs, ReadyQueues *ready)
{
    e->status = status;
    e->times[3] = icd_now_ns();
    for (size_t i = 0; i < e->nwaiters; i++) {
        Command *w = e->waiters[i];
        if (status < 0) w->dep_failed = true;
        if (--w->ndeps == 0 && w->ev->queue->head == w) ready_add(ready, w->ev->queue);
    }
    /* Each waiter held an internal reference to e; the caller holds one
     * more, so these are never the last. */
    if (e->nwaiters) atomic_fetch_sub(&e->obj.refs, e->nwaiters);
    free(e->waiters);
    e->waiters = NULL;
    e->nwaiters = e->capwaiters = 0;
    collect_callbacks(e, cbs);
    pthread_cond_broadcast(&icd_cv);
}

/* ------------------------------------------------------------------ */
/* Commands                                                           */

static void queue_run(cl_command_queue q);
static cl_int command_run(Command *c);

static void run_ready(ReadyQueues *r)
{
    for (size_t i = 0; i < r->n; i++) {
        queue_run(r->q[i]);
        queue_iunref(r->q[i]);
    }
    free(r->q);
    *r = (ReadyQueues){0};
}

Command *command_new(cl_command_queue q, size_t size, cl_command_type type)
{
    Command *c = calloc(1, size);
    if (!c) return NULL;
    c->ev = event_new(q->ctx, q, type, CL_QUEUED);
    if (!c->ev) {
        free(c);
        return NULL;
    }
    /* The command's reference is internal; the application gets one only
     * if it asks for the event. */
    atomic_store(&c->ev->obj.refs, 1);
    return c;
}

void command_discard(Command *c)
{
    if (c->cleanup) c->cleanup(c);
    event_iunref(c->ev);
    free(c);
}

/* Runs q's commands while the first one can run, unless another thread
 * is running q already (it will see what was appended). */
static void queue_run(cl_command_queue q)
{
    icd_lock();
    if (q->running) {
        icd_unlock();
        return;
    }
    q->running = true;
    obj_iretain(q);
    Command *c;
    while ((c = q->head) && c->ndeps == 0) {
        q->head = c->next;
        if (!q->head) q->tail = NULL;
        cl_event e = c->ev;
        e->times[1] = e->times[2] = icd_now_ns();
        e->status = CL_RUNNING;
        EventCallback *cbs = NULL;
        collect_callbacks(e, &cbs);
        pthread_cond_broadcast(&icd_cv);
        icd_unlock();
        fire_callbacks(e, cbs);

        cl_int st = c->dep_failed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : command_run(c);

        ReadyQueues ready = {0};
        cbs = NULL;
        icd_lock();
        event_finish_locked(e, st, &cbs, &ready);
        q->pending--;
        icd_unlock();
        fire_callbacks(e, cbs);
        run_ready(&ready);
        if (c->cleanup) c->cleanup(c);
        event_iunref(e);
        free(c);
        icd_lock();
    }
    q->running = false;
    pthread_cond_broadcast(&icd_cv);
    icd_unlock();
    queue_iunref(q);
}

/* Runs c on the host's copies of what it uses (icd.h, migration). */
static cl_int command_run(Command *c)
{
    for (int i = 0; i < 2; i++) {
        cl_int err = c->host_uses[i] ? mem_to_host(c->host_uses[i]) : CL_SUCCESS;
        if (err) return err;
    }
    cl_int st = c->run(c);
    for (int i = 0; i < 2; i++)
        if (c->host_uses[i] && c->host_writes[i]) mem_written(c->host_uses[i], -1);
    return st;
}

cl_int icd_check_wait_list(cl_command_queue q, cl_uint n, const cl_event *list)
{
    if ((n == 0) != (list == NULL)) return CL_INVALID_EVENT_WAIT_LIST;
    for (cl_uint i = 0; i < n; i++) {
        if (!obj_valid(list[i], MAGIC_EVENT)) return CL_INVALID_EVENT_WAIT_LIST;
        if (list[i]->ctx != q->ctx) return CL_INVALID_CONTEXT;
    }
    return CL_SUCCESS;
}

cl_int command_submit(Command *c, cl_uint n, const cl_event *wait, cl_event *event, bool blocking)
{
    cl_event ev = c->ev;
    cl_command_queue q = ev->queue;
    icd_lock();
    /* Room in every wait-list event first, so a failure changes nothing. */
    for (cl_uint i = 0; i < n; i++) {
        cl_event w = wait[i];
        if (w->status > CL_COMPLETE && w->nwaiters == w->capwaiters) {
            size_t cap = w->capwaiters ? 2 * w->capwaiters : 4;
            Command **nw = realloc(w->waiters, cap * sizeof *nw);
            if (!nw) {
                icd_unlock();
                command_discard(c);
                return CL_OUT_OF_HOST_MEMORY;
            }
            w->waiters = nw;
            w->capwaiters = cap;
        }
    }
    for (cl_uint i = 0; i < n; i++) {
        cl_event w = wait[i];
        if (w->status > CL_COMPLETE) {
            w->waiters[w->nwaiters++] = c;
            obj_iretain(w);
            c->ndeps++;
        } else if (w->status < 0) {
            c->dep_failed = true;
        }
    }
    ev->times[0] = icd_now_ns();
    if (q->tail)
        q->tail->next = c;
    else
        q->head = c;
    q->tail = c;
    q->pending++;
    if (event) {
        obj_retain(ev);
        *event = ev;
    }
    if (blocking) obj_iretain(ev);
    icd_unlock();

    queue_run(q);
    if (!blocking) return CL_SUCCESS;
    icd_lock();
    while (ev->status > CL_COMPLETE) pthread_cond_wait(&icd_cv, &icd_mu);
    cl_int st = ev->status;
    icd_unlock();
    event_iunref(ev);
    return st < 0 ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Queues                                                             */

static cl_command_queue queue_new(cl_context context, cl_device_id device, cl_command_queue_properties props,
                                  const cl_queue_properties *array, size_t narray, cl_int *errcode_ret)
{
    cl_command_queue q = calloc(1, sizeof *q);
    if (!q || (narray && !(q->props_array = malloc(narray * sizeof *array)))) {
        free(q);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    if (narray) memcpy(q->props_array, array, narray * sizeof *array);
    q->nprops = narray;
    q->ctx = context;
    q->props = props;
    q->device = device;
    obj_init(&q->obj, MAGIC_QUEUE);
    obj_iretain(context);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return q;
}

static const cl_command_queue_properties queue_known = CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE |
                                                       CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_ON_DEVICE |
                                                       CL_QUEUE_ON_DEVICE_DEFAULT;

CL_API_ENTRY cl_command_queue CL_API_CALL clCreateCommandQueue(cl_context context, cl_device_id device,
                                                               cl_command_queue_properties properties,
                                                               cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (!icd_is_device(device) || !context_has_device(context, device)) return icd_fail(errcode_ret, CL_INVALID_DEVICE);
    if (properties & ~queue_known) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (properties & (CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT))
        return icd_fail(errcode_ret, CL_INVALID_QUEUE_PROPERTIES);
    return queue_new(context, device, properties, NULL, 0, errcode_ret);
}

CL_API_ENTRY cl_command_queue CL_API_CALL clCreateCommandQueueWithProperties(cl_context context, cl_device_id device,
                                                                             const cl_queue_properties *properties,
                                                                             cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (!icd_is_device(device) || !context_has_device(context, device)) return icd_fail(errcode_ret, CL_INVALID_DEVICE);
    cl_command_queue_properties props = 0;
    bool seen_props = false, seen_size = false;
    size_t n = 0;
    if (properties) {
        for (; properties[n]; n += 2) {
            if (properties[n] == CL_QUEUE_PROPERTIES && !seen_props) {
                seen_props = true;
                props = (cl_command_queue_properties)properties[n + 1];
            } else if (properties[n] == CL_QUEUE_SIZE && !seen_size) {
                seen_size = true;
            } else {
                return icd_fail(errcode_ret, CL_INVALID_VALUE);
            }
        }
        n++;
    }
    if (props & ~queue_known) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (props & (CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT))
        return icd_fail(errcode_ret, CL_INVALID_QUEUE_PROPERTIES);
    if (seen_size) /* only for a device queue */
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    return queue_new(context, device, props, properties, n, errcode_ret);
}

static void queue_destroy(cl_command_queue q)
{
    q->obj.magic = 0;
    cl_context ctx = q->ctx;
    free(q->props_array);
    free(q);
    context_iunref(ctx);
}

void queue_iunref(cl_command_queue q)
{
    if (obj_irelease(q)) queue_destroy(q);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainCommandQueue(cl_command_queue command_queue)
{
    if (!obj_valid(command_queue, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    obj_retain(command_queue);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseCommandQueue(cl_command_queue command_queue)
{
    if (!obj_valid(command_queue, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    /* Commands still pending hold the queue through their events. */
    if (obj_release(command_queue)) queue_destroy(command_queue);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetCommandQueueInfo(cl_command_queue q, cl_command_queue_info param_name,
                                                      size_t param_value_size, void *param_value,
                                                      size_t *param_value_size_ret)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    switch (param_name) {
    case CL_QUEUE_CONTEXT: return INFO_VALUE(cl_context, q->ctx);
    case CL_QUEUE_DEVICE: return INFO_VALUE(cl_device_id, q->device);
    case CL_QUEUE_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(q));
    case CL_QUEUE_PROPERTIES: return INFO_VALUE(cl_command_queue_properties, q->props);
    case CL_QUEUE_PROPERTIES_ARRAY: return INFO_ARRAY(q->props_array, q->nprops * sizeof *q->props_array);
    case CL_QUEUE_SIZE: return CL_INVALID_COMMAND_QUEUE; /* not a device queue */
    case CL_QUEUE_DEVICE_DEFAULT: return INFO_VALUE(cl_command_queue, NULL);
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clSetCommandQueueProperty(cl_command_queue q, cl_command_queue_properties properties,
                                                          cl_bool enable, cl_command_queue_properties *old_properties)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (properties & ~(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE)) return CL_INVALID_VALUE;
    icd_lock();
    if (old_properties) *old_properties = q->props;
    q->props = enable ? q->props | properties : q->props & ~properties;
    icd_unlock();
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clSetDefaultDeviceCommandQueue(cl_context context, cl_device_id device,
                                                               cl_command_queue command_queue)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (!icd_is_device(device)) return CL_INVALID_DEVICE;
    /* The device has no replaceable default device queue (no device
     * queues at all), which the spec checks before the queue itself: so
     * the queue, valid or not, is never looked at. */
    return CL_INVALID_OPERATION;
}

CL_API_ENTRY cl_int CL_API_CALL clFlush(cl_command_queue q)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    queue_run(q);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clFinish(cl_command_queue q)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    queue_run(q);
    icd_lock();
    while (q->pending) pthread_cond_wait(&icd_cv, &icd_mu);
    icd_unlock();
    return CL_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Markers and barriers                                               */

static cl_int run_nothing(Command *c) { return CL_COMPLETE; }

static cl_int enqueue_nothing(cl_command_queue q, cl_command_type type, cl_uint n, const cl_event *wait,
                              cl_event *event)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    cl_int err = icd_check_wait_list(q, n, wait);
    if (err) return err;
    Command *c = command_new(q, sizeof *c, type);
    if (!c) return CL_OUT_OF_HOST_MEMORY;
    c->run = run_nothing;
    return command_submit(c, n, wait, event, false);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint num_events_in_wait_list,
                                                            const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_nothing(q, CL_COMMAND_MARKER, num_events_in_wait_list, event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint num_events_in_wait_list,
                                                             const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_nothing(q, CL_COMMAND_BARRIER, num_events_in_wait_list, event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueMarker(cl_command_queue q, cl_event *event)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!event) return CL_INVALID_VALUE;
    return enqueue_nothing(q, CL_COMMAND_MARKER, 0, NULL, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueBarrier(cl_command_queue q)
{
    return enqueue_nothing(q, CL_COMMAND_BARRIER, 0, NULL, NULL);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWaitForEvents(cl_command_queue q, cl_uint num_events,
                                                       const cl_event *event_list)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (num_events == 0 || !event_list) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_events; i++) {
        if (!obj_valid(event_list[i], MAGIC_EVENT)) return CL_INVALID_EVENT;
        if (event_list[i]->ctx != q->ctx) return CL_INVALID_CONTEXT;
    }
    return enqueue_nothing(q, CL_COMMAND_BARRIER, num_events, event_list, NULL);
}

/* ------------------------------------------------------------------ */
/* Events: the API                                                    */

CL_API_ENTRY cl_event CL_API_CALL clCreateUserEvent(cl_context context, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    cl_event e = event_new(context, NULL, CL_COMMAND_USER, CL_SUBMITTED);
    if (!e) return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return e;
}

CL_API_ENTRY cl_int CL_API_CALL clSetUserEventStatus(cl_event event, cl_int execution_status)
{
    if (!obj_valid(event, MAGIC_EVENT) || event->queue) return CL_INVALID_EVENT;
    if (execution_status > CL_COMPLETE) return CL_INVALID_VALUE;
    EventCallback *cbs = NULL;
    ReadyQueues ready = {0};
    icd_lock();
    if (event->status <= CL_COMPLETE) {
        icd_unlock();
        return CL_INVALID_OPERATION;
    }
    event_finish_locked(event, execution_status, &cbs, &ready);
    icd_unlock();
    fire_callbacks(event, cbs);
    run_ready(&ready);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clRetainEvent(cl_event event)
{
    if (!obj_valid(event, MAGIC_EVENT)) return CL_INVALID_EVENT;
    obj_retain(event);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseEvent(cl_event event)
{
    if (!obj_valid(event, MAGIC_EVENT)) return CL_INVALID_EVENT;
    if (obj_release(event)) event_destroy(event);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clWaitForEvents(cl_uint num_events, const cl_event *event_list)
{
    if (num_events == 0 || !event_list) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_events; i++) {
        if (!obj_valid(event_list[i], MAGIC_EVENT)) return CL_INVALID_EVENT;
        if (event_list[i]->ctx != event_list[0]->ctx) return CL_INVALID_CONTEXT;
    }
    bool failed = false;
    icd_lock();
    for (cl_uint i = 0; i < num_events; i++) {
        while (event_list[i]->status > CL_COMPLETE) pthread_cond_wait(&icd_cv, &icd_mu);
        failed |= event_list[i]->status < 0;
    }
    icd_unlock();
    return failed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size,
                                               void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(event, MAGIC_EVENT)) return CL_INVALID_EVENT;
    switch (param_name) {
    case CL_EVENT_COMMAND_QUEUE: return INFO_VALUE(cl_command_queue, event->queue);
    case CL_EVENT_CONTEXT: return INFO_VALUE(cl_context, event->ctx);
    case CL_EVENT_COMMAND_TYPE: return INFO_VALUE(cl_command_type, event->type);
    case CL_EVENT_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(event));
    case CL_EVENT_COMMAND_EXECUTION_STATUS: {
        icd_lock();
        cl_int st = event->status;
        icd_unlock();
        return INFO_VALUE(cl_int, st);
    }
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name,
                                                        size_t param_value_size, void *param_value,
                                                        size_t *param_value_size_ret)
{
    if (!obj_valid(event, MAGIC_EVENT)) return CL_INVALID_EVENT;
    if (param_name < CL_PROFILING_COMMAND_QUEUED || param_name > CL_PROFILING_COMMAND_COMPLETE) return CL_INVALID_VALUE;
    icd_lock();
    bool available = event->queue && (event->queue->props & CL_QUEUE_PROFILING_ENABLE) && event->status == CL_COMPLETE;
    cl_ulong t = param_name == CL_PROFILING_COMMAND_COMPLETE ? event->times[3]
                                                             : event->times[param_name - CL_PROFILING_COMMAND_QUEUED];
    icd_unlock();
    if (!available) return CL_PROFILING_INFO_NOT_AVAILABLE;
    return INFO_VALUE(cl_ulong, t);
}

CL_API_ENTRY cl_int CL_API_CALL clSetEventCallback(cl_event event, cl_int command_exec_callback_type,
                                                   void(CL_CALLBACK *pfn_notify)(cl_event, cl_int, void *),
                                                   void *user_data)
{
    if (!obj_valid(event, MAGIC_EVENT)) return CL_INVALID_EVENT;
    if (!pfn_notify || (command_exec_callback_type != CL_SUBMITTED && command_exec_callback_type != CL_RUNNING &&
                        command_exec_callback_type != CL_COMPLETE))
        return CL_INVALID_VALUE;
    EventCallback *cb = calloc(1, sizeof *cb);
    if (!cb) return CL_OUT_OF_HOST_MEMORY;
    cb->fn = pfn_notify;
    cb->user_data = user_data;
    cb->type = command_exec_callback_type;
    icd_lock();
    EventCallback **tail = &event->callbacks;
    while (*tail) tail = &(*tail)->next;
    *tail = cb;
    EventCallback *now = NULL;
    collect_callbacks(event, &now); /* a state already reached: call it now */
    if (now) obj_iretain(event);
    icd_unlock();
    if (now) {
        fire_callbacks(event, now);
        event_iunref(event);
    }
    return CL_SUCCESS;
}
