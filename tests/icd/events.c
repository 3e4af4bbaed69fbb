/*
 * Events and the in-order queue on the oclc platform: commands waiting on
 * a user event do not run until it completes, and neither do the
 * commands queued behind them; a failed user event fails its dependents;
 * dependencies across queues; a user event completed from another thread
 * while the main thread waits in clFinish; clSetEventCallback for each
 * state (with callbacks that call back into the API, which deadlocks if
 * a lock is held), clWaitForEvents, event info and reference counts,
 * profiling info, markers and barriers with and without wait lists, the
 * OpenCL 1.1 marker/barrier/wait entry points, and the error codes.
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
#include <pthread.h>

#include "icd_test.h"

static IcdEnv e;

static cl_int status_of(cl_event ev)
{
    cl_int st = 99;
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL);
    return st;
}

/* ---- callbacks ---- */

typedef struct Seen {
    int calls[3];      /* per callback type: CL_COMPLETE, CL_RUNNING, CL_SUBMITTED */
    cl_int last_status[3];
    cl_int reentrant;  /* status read with clGetEventInfo inside the callback */
    cl_event enqueued; /* an event of a command enqueued from the callback */
} Seen;

static void CL_CALLBACK on_event(cl_event ev, cl_int status, void *data)
{
    Seen *s = data;
    int slot = status < 0 ? 0 : status;
    s->calls[slot]++;
    s->last_status[slot] = status;
    /* Calls back into the API: a lock held while callbacks run deadlocks here. */
    s->reentrant = status_of(ev);
}

static void CL_CALLBACK on_complete_enqueue(cl_event ev, cl_int status, void *data)
{
    Seen *s = data;
    s->calls[0]++;
    s->last_status[0] = status;
    clEnqueueMarkerWithWaitList(e.queue, 0, NULL, &s->enqueued);
}

static void test_user_event_gating(void)
{
    cl_int err;
    int host[16];
    for (int i = 0; i < 16; i++) host[i] = i;
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
    MUST(err);
    cl_event user = clCreateUserEvent(e.ctx, &err);
    MUST(err);
    CHECK(status_of(user) == CL_SUBMITTED, "a new user event is CL_SUBMITTED: %d", status_of(user));
    cl_command_queue uq = NULL;
    cl_command_type type = 0;
    MUST(clGetEventInfo(user, CL_EVENT_COMMAND_QUEUE, sizeof uq, &uq, NULL));
    MUST(clGetEventInfo(user, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK(uq == NULL && type == CL_COMMAND_USER, "user event queue %p type %#x", (void *)uq, type);

    int pattern = 77, src[4] = {100, 101, 102, 103};
    cl_event fill, write, marker;
    Seen seen = {0};
    MUST(clEnqueueFillBuffer(e.queue, buf, &pattern, sizeof pattern, 0, 8 * sizeof(int), 1, &user, &fill));
    MUST(clSetEventCallback(fill, CL_SUBMITTED, on_event, &seen));
    MUST(clSetEventCallback(fill, CL_RUNNING, on_event, &seen));
    MUST(clSetEventCallback(fill, CL_COMPLETE, on_event, &seen));
    /* No wait list: still behind the fill in the in-order queue. */
    MUST(clEnqueueWriteBuffer(e.queue, buf, CL_FALSE, 0, sizeof src, src, 0, NULL, &write));
    MUST(clEnqueueMarkerWithWaitList(e.queue, 0, NULL, &marker));
    CHECK(status_of(fill) == CL_QUEUED && status_of(write) == CL_QUEUED && status_of(marker) == CL_QUEUED,
          "commands behind a user event: %d %d %d", status_of(fill), status_of(write), status_of(marker));
    CHECK(host[0] == 0 && host[7] == 7, "the fill ran before its user event completed");
    CHECK(seen.calls[0] + seen.calls[1] + seen.calls[2] == 0, "callbacks before the command started");
    MUST(clFlush(e.queue));
    CHECK(status_of(marker) == CL_QUEUED, "clFlush ran a command waiting on a user event");

    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    MUST(clWaitForEvents(1, &marker));
    CHECK(status_of(fill) == CL_COMPLETE && status_of(write) == CL_COMPLETE, "completed");
    CHECK(host[0] == 100 && host[3] == 103 && host[4] == 77 && host[7] == 77 && host[8] == 8,
          "fill then write: %d %d %d %d %d", host[0], host[3], host[4], host[7], host[8]);
    CHECK(seen.calls[2] == 1 && seen.calls[1] == 1 && seen.calls[0] == 1 && seen.last_status[2] == CL_SUBMITTED &&
              seen.last_status[1] == CL_RUNNING && seen.last_status[0] == CL_COMPLETE,
          "callbacks: %d %d %d", seen.calls[2], seen.calls[1], seen.calls[0]);
    CHECK(seen.reentrant == CL_COMPLETE, "clGetEventInfo inside the CL_COMPLETE callback: %d", seen.reentrant);
    /* A callback for a state already reached is called at once. */
    Seen late = {0};
    MUST(clSetEventCallback(fill, CL_COMPLETE, on_event, &late));
    CHECK(late.calls[0] == 1, "a callback registered after completion");
    /* A callback may enqueue. */
    Seen enq = {0};
    cl_event w2;
    MUST(clEnqueueWriteBuffer(e.queue, buf, CL_FALSE, 0, sizeof src, src, 0, NULL, &w2));
    MUST(clSetEventCallback(w2, CL_COMPLETE, on_complete_enqueue, &enq));
    MUST(clFinish(e.queue));
    CHECK(enq.calls[0] == 1 && enq.enqueued && status_of(enq.enqueued) == CL_COMPLETE, "enqueue from a callback");
    if (enq.enqueued) clReleaseEvent(enq.enqueued);

    EXPECT(clSetUserEventStatus(user, CL_COMPLETE), CL_INVALID_OPERATION);
    EXPECT(clSetUserEventStatus(fill, CL_COMPLETE), CL_INVALID_EVENT);
    cl_event u2 = clCreateUserEvent(e.ctx, &err);
    MUST(err);
    EXPECT(clSetUserEventStatus(u2, CL_SUBMITTED), CL_INVALID_VALUE);
    MUST(clSetUserEventStatus(u2, CL_COMPLETE));
    EXPECT(clSetEventCallback(fill, 5, on_event, &seen), CL_INVALID_VALUE);
    EXPECT(clSetEventCallback(fill, CL_COMPLETE, NULL, &seen), CL_INVALID_VALUE);

    cl_event evs[] = {user, fill, write, marker, w2, u2};
    for (size_t i = 0; i < sizeof evs / sizeof *evs; i++) clReleaseEvent(evs[i]);
    clReleaseMemObject(buf);
}

static void test_failed_dependency(void)
{
    cl_int err;
    int host[4] = {1, 2, 3, 4}, got[4] = {0};
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
    MUST(err);
    cl_event user = clCreateUserEvent(e.ctx, &err);
    MUST(err);
    int pattern = -1;
    cl_event fill;
    Seen seen = {0};
    MUST(clEnqueueFillBuffer(e.queue, buf, &pattern, sizeof pattern, 0, sizeof host, 1, &user, &fill));
    MUST(clSetEventCallback(fill, CL_COMPLETE, on_event, &seen));
    MUST(clSetUserEventStatus(user, -42));
    EXPECT(clWaitForEvents(1, &fill), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    CHECK(status_of(fill) < 0, "a command waiting on a failed event: status %d", status_of(fill));
    CHECK(host[0] == 1, "a command waiting on a failed event ran");
    CHECK(seen.calls[0] == 1 && seen.last_status[0] < 0, "CL_COMPLETE callback of a failed command: %d %d",
          seen.calls[0], seen.last_status[0]);
    EXPECT(clEnqueueReadBuffer(e.queue, buf, CL_TRUE, 0, sizeof got, got, 1, &user, NULL),
           CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    /* The queue goes on with commands that do not wait for it. */
    MUST(clEnqueueReadBuffer(e.queue, buf, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    CHECK(got[3] == 4, "read after a failed command: %d", got[3]);
    clReleaseEvent(fill);
    clReleaseEvent(user);
    clReleaseMemObject(buf);
}

static void test_cross_queue(void)
{
    cl_int err;
    cl_command_queue q2 = clCreateCommandQueueWithProperties(e.ctx, e.device, NULL, &err);
    MUST(err);
    int host[4] = {0};
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
    MUST(err);
    cl_event user = clCreateUserEvent(e.ctx, &err), first, second;
    MUST(err);
    int a = 5, b = 9;
    MUST(clEnqueueFillBuffer(e.queue, buf, &a, sizeof a, 0, sizeof host, 1, &user, &first));
    MUST(clEnqueueFillBuffer(q2, buf, &b, sizeof b, 0, 2 * sizeof(int), 1, &first, &second));
    CHECK(status_of(second) == CL_QUEUED, "a command waiting on another queue's pending command");
    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    MUST(clFinish(q2));
    CHECK(host[0] == 9 && host[1] == 9 && host[2] == 5 && host[3] == 5, "cross-queue order: %d %d %d %d", host[0],
          host[1], host[2], host[3]);
    /* clWaitForEvents over two queues; events of another context. */
    cl_event both[2] = {first, second};
    MUST(clWaitForEvents(2, both));
    cl_context other = clCreateContext(NULL, 1, &e.device, NULL, NULL, &err);
    MUST(err);
    cl_event foreign = clCreateUserEvent(other, &err);
    MUST(err);
    cl_event mixed[2] = {first, foreign};
    EXPECT(clWaitForEvents(2, mixed), CL_INVALID_CONTEXT);
    EXPECT(clEnqueueMarkerWithWaitList(e.queue, 1, &foreign, NULL), CL_INVALID_CONTEXT);
    MUST(clSetUserEventStatus(foreign, CL_COMPLETE));
    clReleaseEvent(foreign);
    clReleaseContext(other);
    clReleaseEvent(first);
    clReleaseEvent(second);
    clReleaseEvent(user);
    clReleaseMemObject(buf);
    clReleaseCommandQueue(q2);
}

static void *complete_later(void *ev)
{
    clSetUserEventStatus((cl_event)ev, CL_COMPLETE);
    return NULL;
}

static void test_threads(void)
{
    cl_int err;
    int host[64] = {0};
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
    MUST(err);
    cl_event user = clCreateUserEvent(e.ctx, &err);
    MUST(err);
    for (int i = 0; i < 64; i++)
        MUST(clEnqueueFillBuffer(e.queue, buf, &i, sizeof i, (size_t)i * sizeof(int), sizeof(int), i == 0 ? 1 : 0,
                                 i == 0 ? &user : NULL, NULL));
    pthread_t t;
    pthread_create(&t, NULL, complete_later, user);
    MUST(clFinish(e.queue)); /* returns once the other thread completed the event and the queue ran */
    pthread_join(t, NULL);
    int bad = 0;
    for (int i = 0; i < 64; i++) bad += host[i] != i;
    CHECK(bad == 0, "64 fills behind a user event completed by another thread: %d wrong", bad);
    clReleaseEvent(user);
    clReleaseMemObject(buf);
}

/* Four threads enqueue on one queue at once (each its own slice, blocking
 * reads mixed in) while a fifth completes the user event the queue's
 * first command waits for. */
typedef struct Worker {
    cl_mem buf;
    int id;
    int bad;
} Worker;

static void *worker(void *arg)
{
    Worker *w = arg;
    for (int round = 0; round < 50; round++) {
        int v = w->id * 1000 + round;
        size_t off = ((size_t)w->id * 50 + (size_t)round) * sizeof(int);
        if (clEnqueueFillBuffer(e.queue, w->buf, &v, sizeof v, off, sizeof v, 0, NULL, NULL) != CL_SUCCESS) w->bad++;
        if (round % 10 == 9) {
            int got = -1;
            if (clEnqueueReadBuffer(e.queue, w->buf, CL_TRUE, off, sizeof got, &got, 0, NULL, NULL) != CL_SUCCESS ||
                got != v)
                w->bad++;
        }
    }
    return NULL;
}

static void test_concurrent_enqueues(void)
{
    cl_int err;
    int host[200];
    memset(host, 0xff, sizeof host);
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
    MUST(err);
    cl_event user = clCreateUserEvent(e.ctx, &err);
    MUST(err);
    MUST(clEnqueueMarkerWithWaitList(e.queue, 1, &user, NULL));
    Worker w[4];
    pthread_t t[5];
    for (int i = 0; i < 4; i++) {
        w[i] = (Worker){buf, i, 0};
        pthread_create(&t[i], NULL, worker, &w[i]);
    }
    pthread_create(&t[4], NULL, complete_later, user);
    for (int i = 0; i < 5; i++) pthread_join(t[i], NULL);
    MUST(clFinish(e.queue));
    int bad = 0;
    for (int i = 0; i < 4; i++) {
        bad += w[i].bad;
        for (int r = 0; r < 50; r++) bad += host[i * 50 + r] != i * 1000 + r;
    }
    CHECK(bad == 0, "4 threads enqueueing on one queue: %d wrong", bad);
    clReleaseEvent(user);
    clReleaseMemObject(buf);
}

static void test_markers_barriers_profiling(void)
{
    cl_int err;
    cl_event user = clCreateUserEvent(e.ctx, &err), m, b, m2;
    MUST(err);
    MUST(clEnqueueMarkerWithWaitList(e.queue, 1, &user, &m));
    MUST(clEnqueueBarrierWithWaitList(e.queue, 0, NULL, &b));
    CHECK(status_of(m) == CL_QUEUED && status_of(b) == CL_QUEUED, "marker and barrier behind a user event");
    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    MUST(clEnqueueMarker(e.queue, &m2));
    MUST(clEnqueueBarrier(e.queue));
    MUST(clEnqueueWaitForEvents(e.queue, 1, &m2));
    MUST(clFinish(e.queue));
    cl_command_type type = 0;
    MUST(clGetEventInfo(m, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK(type == CL_COMMAND_MARKER, "marker type %#x", type);
    MUST(clGetEventInfo(b, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK(type == CL_COMMAND_BARRIER, "barrier type %#x", type);
    cl_command_queue q = NULL;
    cl_context c = NULL;
    MUST(clGetEventInfo(m, CL_EVENT_COMMAND_QUEUE, sizeof q, &q, NULL));
    MUST(clGetEventInfo(m, CL_EVENT_CONTEXT, sizeof c, &c, NULL));
    CHECK(q == e.queue && c == e.ctx, "event queue and context");
    cl_uint refs = 0;
    MUST(clRetainEvent(m));
    MUST(clGetEventInfo(m, CL_EVENT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK(refs == 2, "CL_EVENT_REFERENCE_COUNT %u", refs);
    MUST(clReleaseEvent(m));
    EXPECT(clGetEventInfo(m, 0x7fff, sizeof refs, &refs, NULL), CL_INVALID_VALUE);
    EXPECT(clGetEventInfo(m, CL_EVENT_REFERENCE_COUNT, 1, &refs, NULL), CL_INVALID_VALUE);

    /* Profiling: a write on the profiling queue. */
    int data[256] = {0};
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, sizeof data, NULL, &err);
    MUST(err);
    cl_event w;
    MUST(clEnqueueWriteBuffer(e.queue, buf, CL_TRUE, 0, sizeof data, data, 0, NULL, &w));
    static const cl_profiling_info ps[] = {CL_PROFILING_COMMAND_QUEUED, CL_PROFILING_COMMAND_SUBMIT,
                                           CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END,
                                           CL_PROFILING_COMMAND_COMPLETE};
    cl_ulong t[5] = {0};
    for (int i = 0; i < 5; i++) MUST(clGetEventProfilingInfo(w, ps[i], sizeof t[i], &t[i], NULL));
    CHECK(t[0] > 0 && t[0] <= t[1] && t[1] <= t[2] && t[2] <= t[3] && t[3] <= t[4],
          "profiling times out of order: %llu %llu %llu %llu %llu", (unsigned long long)t[0], (unsigned long long)t[1],
          (unsigned long long)t[2], (unsigned long long)t[3], (unsigned long long)t[4]);
    EXPECT(clGetEventProfilingInfo(w, 0x7fff, sizeof t[0], t, NULL), CL_INVALID_VALUE);
    EXPECT(clGetEventProfilingInfo(w, CL_PROFILING_COMMAND_END, 4, t, NULL), CL_INVALID_VALUE);
    EXPECT(clGetEventProfilingInfo(user, CL_PROFILING_COMMAND_END, sizeof t[0], t, NULL),
           CL_PROFILING_INFO_NOT_AVAILABLE);
    cl_command_queue plain = clCreateCommandQueueWithProperties(e.ctx, e.device, NULL, &err);
    MUST(err);
    cl_event w2, u2 = clCreateUserEvent(e.ctx, &err), w3;
    MUST(err);
    MUST(clEnqueueWriteBuffer(plain, buf, CL_TRUE, 0, sizeof data, data, 0, NULL, &w2));
    EXPECT(clGetEventProfilingInfo(w2, CL_PROFILING_COMMAND_END, sizeof t[0], t, NULL),
           CL_PROFILING_INFO_NOT_AVAILABLE);
    MUST(clEnqueueWriteBuffer(e.queue, buf, CL_FALSE, 0, sizeof data, data, 1, &u2, &w3));
    EXPECT(clGetEventProfilingInfo(w3, CL_PROFILING_COMMAND_END, sizeof t[0], t, NULL),
           CL_PROFILING_INFO_NOT_AVAILABLE);
    MUST(clSetUserEventStatus(u2, CL_COMPLETE));
    MUST(clWaitForEvents(1, &w3));
    MUST(clGetEventProfilingInfo(w3, CL_PROFILING_COMMAND_END, sizeof t[0], t, NULL));

    /* Errors. */
    EXPECT(clEnqueueMarker(e.queue, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueWaitForEvents(e.queue, 0, NULL), CL_INVALID_VALUE);
    cl_event bad = (cl_event)e.ctx;
    EXPECT(clEnqueueWaitForEvents(e.queue, 1, &bad), CL_INVALID_EVENT);
    EXPECT(clEnqueueMarkerWithWaitList(e.queue, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT(clEnqueueMarkerWithWaitList(e.queue, 0, &m, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT(clEnqueueBarrierWithWaitList(e.queue, 1, &bad, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT(clEnqueueBarrierWithWaitList((cl_command_queue)e.ctx, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clWaitForEvents(0, &m), CL_INVALID_VALUE);
    EXPECT(clWaitForEvents(1, NULL), CL_INVALID_VALUE);
    EXPECT(clWaitForEvents(1, &bad), CL_INVALID_EVENT);
    EXPECT(clRetainEvent(bad), CL_INVALID_EVENT);
    EXPECT(clReleaseEvent(bad), CL_INVALID_EVENT);
    EXPECT(clGetEventInfo(bad, CL_EVENT_CONTEXT, sizeof c, &c, NULL), CL_INVALID_EVENT);
    EXPECT(clSetUserEventStatus(bad, CL_COMPLETE), CL_INVALID_EVENT);
    cl_event none = clCreateUserEvent((cl_context)e.queue, &err);
    CHECK(!none && err == CL_INVALID_CONTEXT, "clCreateUserEvent on a queue: %s", cl_err_name(err));

    cl_event evs[] = {user, m, b, m2, w, w2, u2, w3};
    for (size_t i = 0; i < sizeof evs / sizeof *evs; i++) clReleaseEvent(evs[i]);
    clReleaseCommandQueue(plain);
    clReleaseMemObject(buf);
}

/* A queue released while its commands wait: they still run. */
static void test_release_pending(void)
{
    cl_int err;
    cl_command_queue q = clCreateCommandQueueWithProperties(e.ctx, e.device, NULL, &err);
    MUST(err);
    int host[2] = {0};
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR, sizeof host, host, &err);
    MUST(err);
    cl_event user = clCreateUserEvent(e.ctx, &err), fill;
    MUST(err);
    int v = 3;
    MUST(clEnqueueFillBuffer(q, buf, &v, sizeof v, 0, sizeof host, 1, &user, &fill));
    MUST(clReleaseCommandQueue(q));
    MUST(clReleaseMemObject(buf));
    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    MUST(clWaitForEvents(1, &fill));
    CHECK(host[0] == 3 && host[1] == 3, "a command of a released queue, on a released buffer: %d %d", host[0], host[1]);
    clReleaseEvent(fill);
    clReleaseEvent(user);
}

int main(void)
{
    e = icd_setup("oclc");
    test_user_event_gating();
    test_failed_dependency();
    test_cross_queue();
    test_threads();
    test_concurrent_enqueues();
    test_markers_barriers_profiling();
    test_release_pending();
    icd_teardown(&e);
    return test_summary();
}
