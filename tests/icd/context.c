/*
 * Contexts and command queues on the oclc platform: clCreateContext and
 * clCreateContextFromType with and without properties, info, reference
 * counts, destructor callbacks (LIFO, after the last object of the
 * context is gone), clCreateCommandQueue and ...WithProperties, queue
 * info, clSetCommandQueueProperty, clFlush, clFinish, and the error code
 * of every bad call.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * RUN: %if fake-gpu %{ %{fake_gpu} %t | FileCheck %s --check-prefix=FAKEGPU %}
 * FAKEGPU: context: 1 GPU devices
 * FAKEGPU-NOT: FAIL
 * FAKEGPU: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

static char order[8];
static int norder;
static void CL_CALLBACK ctx_dtor(cl_context c, void *data) { order[norder++] = *(const char *)data; }
static void CL_CALLBACK notify(const char *info, const void *priv, size_t cb, void *data) {}

static void test_context(cl_platform_id p, cl_device_id d)
{
    cl_int err;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, 0};
    cl_device_id two[2] = {d, d}; /* duplicates are ignored */
    cl_context c = clCreateContext(props, 2, two, notify, NULL, &err);
    MUST(err);
    cl_uint n = 0, refs = 0;
    MUST(clGetContextInfo(c, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL));
    CHECK(n == 1, "CL_CONTEXT_NUM_DEVICES %u", n);
    cl_device_id dev = NULL;
    size_t size = 0;
    MUST(clGetContextInfo(c, CL_CONTEXT_DEVICES, 0, NULL, &size));
    CHECK(size == sizeof(cl_device_id), "CL_CONTEXT_DEVICES size %zu", size);
    MUST(clGetContextInfo(c, CL_CONTEXT_DEVICES, sizeof dev, &dev, NULL));
    CHECK(dev == d, "CL_CONTEXT_DEVICES");
    cl_context_properties got[8];
    MUST(clGetContextInfo(c, CL_CONTEXT_PROPERTIES, sizeof got, got, &size));
    CHECK(size == sizeof props && memcmp(got, props, sizeof props) == 0, "CL_CONTEXT_PROPERTIES: %zu bytes", size);
    MUST(clRetainContext(c));
    MUST(clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK(refs == 2, "CL_CONTEXT_REFERENCE_COUNT %u", refs);
    EXPECT(clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, 2, &refs, NULL), CL_INVALID_VALUE);
    EXPECT(clGetContextInfo(c, 0x7fff, sizeof refs, &refs, NULL), CL_INVALID_VALUE);
    MUST(clReleaseContext(c));

    /* Destructor callbacks run in LIFO order once the context and every
     * object in it are released. */
    static const char a = 'a', b = 'b';
    MUST(clSetContextDestructorCallback(c, ctx_dtor, (void *)&a));
    MUST(clSetContextDestructorCallback(c, ctx_dtor, (void *)&b));
    EXPECT(clSetContextDestructorCallback(c, NULL, NULL), CL_INVALID_VALUE);
    cl_mem m = clCreateBuffer(c, CL_MEM_READ_WRITE, 64, NULL, &err);
    MUST(err);
    MUST(clReleaseContext(c));
    CHECK(norder == 0, "context destroyed while a buffer still uses it");
    MUST(clReleaseMemObject(m));
    CHECK(norder == 2 && order[0] == 'b' && order[1] == 'a', "destructor callbacks: %d, '%.2s'", norder, order);

    /* Without properties, from a type. */
    c = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
    MUST(err);
    MUST(clGetContextInfo(c, CL_CONTEXT_PROPERTIES, 0, NULL, &size));
    CHECK(size == 0, "CL_CONTEXT_PROPERTIES without properties: size %zu", size);
    clReleaseContext(c);
    c = clCreateContextFromType(props, CL_DEVICE_TYPE_CPU, NULL, NULL, &err);
    MUST(err);
    clReleaseContext(c);
    c = clCreateContextFromType(props, CL_DEVICE_TYPE_ALL, NULL, NULL, &err);
    MUST(err);
    clReleaseContext(c);
    /* A GPU context where the platform lists a GPU (docs/icd.md), none
     * where it does not. */
    cl_uint ngpu = 0;
    cl_int gerr = clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 0, NULL, &ngpu);
    printf("context: %u GPU devices\n", gerr == CL_SUCCESS ? ngpu : 0);
    c = clCreateContextFromType(props, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
    if (gerr == CL_DEVICE_NOT_FOUND)
        CHECK(!c && err == CL_DEVICE_NOT_FOUND, "GPU context without a GPU: %s", cl_err_name(err));
    else {
        cl_uint nd = 0;
        CHECK(c && err == CL_SUCCESS, "GPU context: %s", cl_err_name(err));
        if (c) MUST(clGetContextInfo(c, CL_CONTEXT_NUM_DEVICES, sizeof nd, &nd, NULL));
        CHECK(nd == ngpu, "GPU context: %u devices, the platform has %u GPUs", nd, ngpu);
        if (c) clReleaseContext(c);
    }
    c = clCreateContextFromType(props, 0, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_DEVICE_TYPE, "type 0: %s", cl_err_name(err));

    /* Errors. */
    c = clCreateContext(props, 0, &d, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_VALUE, "no devices: %s", cl_err_name(err));
    c = clCreateContext(props, 1, NULL, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_VALUE, "NULL devices: %s", cl_err_name(err));
    c = clCreateContext(props, 1, &d, NULL, &err, &err);
    CHECK(!c && err == CL_INVALID_VALUE, "user data without callback: %s", cl_err_name(err));
    cl_device_id bad = (cl_device_id)p;
    c = clCreateContext(props, 1, &bad, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_DEVICE, "a platform as device: %s", cl_err_name(err));
    cl_context_properties badprops[] = {0x7fff, 1, 0};
    c = clCreateContext(badprops, 1, &d, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_PROPERTY, "unknown property: %s", cl_err_name(err));
    cl_context_properties twice[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, CL_CONTEXT_PLATFORM,
                                     (cl_context_properties)p, 0};
    c = clCreateContext(twice, 1, &d, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_PROPERTY, "property twice: %s", cl_err_name(err));
    cl_context_properties wrong[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)d, 0};
    c = clCreateContext(wrong, 1, &d, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_PLATFORM, "a device as platform: %s", cl_err_name(err));
    cl_context_properties sync[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, CL_CONTEXT_INTEROP_USER_SYNC,
                                    CL_TRUE, 0};
    c = clCreateContext(sync, 1, &d, NULL, NULL, &err);
    MUST(err);
    clReleaseContext(c);
    /* CL_CONTEXT_INTEROP_USER_SYNC is a cl_bool: any other value is
     * CL_INVALID_PROPERTY, from both creation functions. */
    static const cl_context_properties bad_sync[] = {-1, 2, 0x100000001ll};
    for (size_t i = 0; i < sizeof bad_sync / sizeof *bad_sync; i++) {
        sync[3] = bad_sync[i];
        c = clCreateContext(sync, 1, &d, NULL, NULL, &err);
        CHECK(!c && err == CL_INVALID_PROPERTY, "CL_CONTEXT_INTEROP_USER_SYNC %lld: %s", (long long)sync[3],
              cl_err_name(err));
        c = clCreateContextFromType(sync, CL_DEVICE_TYPE_DEFAULT, NULL, NULL, &err);
        CHECK(!c && err == CL_INVALID_PROPERTY, "CL_CONTEXT_INTEROP_USER_SYNC %lld from a type: %s", (long long)sync[3],
              cl_err_name(err));
    }
    sync[3] = CL_FALSE;
    c = clCreateContextFromType(sync, CL_DEVICE_TYPE_DEFAULT, NULL, NULL, &err);
    MUST(err);
    clReleaseContext(c);
    cl_context_properties sync_twice[] = {CL_CONTEXT_INTEROP_USER_SYNC, CL_FALSE, CL_CONTEXT_INTEROP_USER_SYNC,
                                          CL_FALSE, 0};
    c = clCreateContext(sync_twice, 1, &d, NULL, NULL, &err);
    CHECK(!c && err == CL_INVALID_PROPERTY, "CL_CONTEXT_INTEROP_USER_SYNC twice: %s", cl_err_name(err));
    c = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
    MUST(err);
    EXPECT(clGetContextInfo((cl_context)d, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL), CL_INVALID_CONTEXT);
    EXPECT(clRetainContext((cl_context)d), CL_INVALID_CONTEXT);
    EXPECT(clReleaseContext((cl_context)d), CL_INVALID_CONTEXT);
    clReleaseContext(c);
}

static void test_queue(cl_device_id d)
{
    cl_int err;
    cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
    MUST(err);
    cl_command_queue q = clCreateCommandQueue(c, d, CL_QUEUE_PROFILING_ENABLE, &err);
    MUST(err);
    cl_command_queue_properties qp = 0;
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof qp, &qp, NULL));
    CHECK(qp == CL_QUEUE_PROFILING_ENABLE, "CL_QUEUE_PROPERTIES %#llx", (unsigned long long)qp);
    cl_context qc = NULL;
    cl_device_id qd = NULL;
    cl_uint refs = 0;
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof qc, &qc, NULL));
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof qd, &qd, NULL));
    MUST(clRetainCommandQueue(q));
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK(qc == c && qd == d && refs == 2, "queue context, device, %u references", refs);
    MUST(clReleaseCommandQueue(q));
    size_t size = 99;
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES_ARRAY, 0, NULL, &size));
    CHECK(size == 0, "CL_QUEUE_PROPERTIES_ARRAY of clCreateCommandQueue: %zu", size);
    cl_command_queue dq = (cl_command_queue)1;
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_DEVICE_DEFAULT, sizeof dq, &dq, NULL));
    CHECK(dq == NULL, "CL_QUEUE_DEVICE_DEFAULT");
    cl_uint qsize;
    EXPECT(clGetCommandQueueInfo(q, CL_QUEUE_SIZE, sizeof qsize, &qsize, NULL), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clGetCommandQueueInfo(q, 0x7fff, sizeof qp, &qp, NULL), CL_INVALID_VALUE);
    cl_command_queue_properties old = 0;
    MUST(clSetCommandQueueProperty(q, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, CL_TRUE, &old));
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof qp, &qp, NULL));
    CHECK(old == CL_QUEUE_PROFILING_ENABLE &&
              qp == (CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE),
          "clSetCommandQueueProperty: %#llx -> %#llx", (unsigned long long)old, (unsigned long long)qp);
    MUST(clFlush(q));
    MUST(clFinish(q));
    MUST(clReleaseCommandQueue(q));

    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                   CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
    q = clCreateCommandQueueWithProperties(c, d, props, &err);
    MUST(err);
    cl_queue_properties got[4];
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES_ARRAY, sizeof got, got, &size));
    CHECK(size == sizeof props && memcmp(got, props, sizeof props) == 0, "CL_QUEUE_PROPERTIES_ARRAY: %zu bytes", size);
    clReleaseCommandQueue(q);
    q = clCreateCommandQueueWithProperties(c, d, NULL, &err);
    MUST(err);
    MUST(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof qp, &qp, NULL));
    CHECK(qp == 0, "default queue properties %#llx", (unsigned long long)qp);
    clReleaseCommandQueue(q);

    /* Errors. */
    q = clCreateCommandQueue((cl_context)d, d, 0, &err);
    CHECK(!q && err == CL_INVALID_CONTEXT, "bad context: %s", cl_err_name(err));
    q = clCreateCommandQueue(c, (cl_device_id)c, 0, &err);
    CHECK(!q && err == CL_INVALID_DEVICE, "bad device: %s", cl_err_name(err));
    q = clCreateCommandQueue(c, d, (cl_command_queue_properties)1 << 40, &err);
    CHECK(!q && err == CL_INVALID_VALUE, "unknown property bit: %s", cl_err_name(err));
    q = clCreateCommandQueue(c, d, CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err);
    CHECK(!q && err == CL_INVALID_QUEUE_PROPERTIES, "device queue: %s", cl_err_name(err));
    cl_queue_properties dev_props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE,
                                       0};
    q = clCreateCommandQueueWithProperties(c, d, dev_props, &err);
    CHECK(!q && err == CL_INVALID_QUEUE_PROPERTIES, "device queue with properties: %s", cl_err_name(err));
    cl_queue_properties size_props[] = {CL_QUEUE_SIZE, 1024, 0};
    q = clCreateCommandQueueWithProperties(c, d, size_props, &err);
    CHECK(!q && err == CL_INVALID_VALUE, "CL_QUEUE_SIZE on a host queue: %s", cl_err_name(err));
    cl_queue_properties unknown[] = {0x7fff, 0, 0};
    q = clCreateCommandQueueWithProperties(c, d, unknown, &err);
    CHECK(!q && err == CL_INVALID_VALUE, "unknown queue property: %s", cl_err_name(err));
    EXPECT(clFlush((cl_command_queue)c), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clFinish((cl_command_queue)c), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clRetainCommandQueue((cl_command_queue)c), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clReleaseCommandQueue((cl_command_queue)c), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clGetCommandQueueInfo((cl_command_queue)c, CL_QUEUE_CONTEXT, sizeof qc, &qc, NULL),
           CL_INVALID_COMMAND_QUEUE);
    q = clCreateCommandQueueWithProperties(c, d, NULL, &err);
    MUST(err);
    /* No device queues, so no replaceable default one: CL_INVALID_OPERATION
     * whatever the queue (the spec checks the device before the queue);
     * the context and the device are checked first. */
    EXPECT(clSetDefaultDeviceCommandQueue(c, d, q), CL_INVALID_OPERATION);
    EXPECT(clSetDefaultDeviceCommandQueue(c, d, NULL), CL_INVALID_OPERATION);
    EXPECT(clSetDefaultDeviceCommandQueue(c, d, (cl_command_queue)c), CL_INVALID_OPERATION);
    EXPECT(clSetDefaultDeviceCommandQueue(NULL, d, q), CL_INVALID_CONTEXT);
    EXPECT(clSetDefaultDeviceCommandQueue(c, NULL, q), CL_INVALID_DEVICE);
    clReleaseCommandQueue(q);
    clReleaseContext(c);
}

int main(void)
{
    cl_platform_id p = icd_find_platform("oclc");
    if (!p) {
        printf("FAIL: no platform named oclc\n");
        return 1;
    }
    cl_device_id d;
    MUST(clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 1, &d, NULL));
    test_context(p, d);
    test_queue(d);
    return test_summary();
}
