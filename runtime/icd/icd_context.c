/*
 * icd_context.c - contexts: creation from a device list or a device type,
 * properties (CL_CONTEXT_PLATFORM, CL_CONTEXT_INTEROP_USER_SYNC), info,
 * reference counting and destructor callbacks.
 *
 * A context has no state of its own beyond what the application gave it:
 * its devices (the CPU, GPUs, or both: docs/icd.md), and every object made in the context keeps it
 * alive with an internal reference, so the destructor callbacks run when
 * the application's last release and the last object's destruction have
 * both happened, as the spec orders.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/icd/icd.h"

/* Checks a property list; CL_SUCCESS or the error to return. */
static cl_int check_properties(const cl_context_properties *props, size_t *n)
{
    *n = 0;
    if (!props) return CL_SUCCESS;
    bool seen_platform = false, seen_sync = false;
    size_t i = 0;
    for (; props[i]; i += 2) {
        switch (props[i]) {
        case CL_CONTEXT_PLATFORM:
            if (seen_platform) return CL_INVALID_PROPERTY;
            seen_platform = true;
            if ((cl_platform_id)props[i + 1] != &icd_platform) return CL_INVALID_PLATFORM;
            break;
        case CL_CONTEXT_INTEROP_USER_SYNC:
            /* A cl_bool: anything but CL_TRUE and CL_FALSE is an invalid
             * value for a supported property, CL_INVALID_PROPERTY too. */
            if (seen_sync || (props[i + 1] != CL_TRUE && props[i + 1] != CL_FALSE)) return CL_INVALID_PROPERTY;
            seen_sync = true;
            break;
        default: return CL_INVALID_PROPERTY;
        }
    }
    *n = i + 1;
    return CL_SUCCESS;
}

static cl_context context_new(const cl_context_properties *properties, cl_uint ndevices, const cl_device_id *devices,
                              void(CL_CALLBACK *pfn_notify)(const char *, const void *, size_t, void *),
                              void *user_data, cl_int *errcode_ret)
{
    if (!pfn_notify && user_data) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    size_t n;
    cl_int err = check_properties(properties, &n);
    if (err) return icd_fail(errcode_ret, err);
    cl_context c = calloc(1, sizeof *c);
    if (!c || (n && !(c->props = malloc(n * sizeof *properties)))) {
        free(c);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    if (n) memcpy(c->props, properties, n * sizeof *properties);
    c->nprops = n;
    c->notify = pfn_notify;
    c->notify_data = user_data;
    for (cl_uint i = 0; i < ndevices; i++)
        if (!context_has_device(c, devices[i])) c->devices[c->ndevices++] = devices[i];
    obj_init(&c->obj, MAGIC_CONTEXT);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return c;
}

CL_API_ENTRY cl_context CL_API_CALL clCreateContext(
    const cl_context_properties *properties, cl_uint num_devices, const cl_device_id *devices,
    void(CL_CALLBACK *pfn_notify)(const char *, const void *, size_t, void *), void *user_data, cl_int *errcode_ret)
{
    if (!devices || num_devices == 0) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_devices; i++) /* duplicates are ignored */
        if (!icd_is_device(devices[i])) return icd_fail(errcode_ret, CL_INVALID_DEVICE);
    return context_new(properties, num_devices, devices, pfn_notify, user_data, errcode_ret);
}

CL_API_ENTRY cl_context CL_API_CALL clCreateContextFromType(
    const cl_context_properties *properties, cl_device_type device_type,
    void(CL_CALLBACK *pfn_notify)(const char *, const void *, size_t, void *), void *user_data, cl_int *errcode_ret)
{
    const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |
                                 CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
    if (device_type != CL_DEVICE_TYPE_ALL && (device_type == 0 || (device_type & ~known)))
        return icd_fail(errcode_ret, CL_INVALID_DEVICE_TYPE);
    size_t n;
    cl_int err = check_properties(properties, &n);
    if (err) return icd_fail(errcode_ret, err);
    cl_device_id devices[1 + ICD_MAX_GPUS];
    cl_uint ndevices = icd_devices_of_type(device_type, devices);
    if (!ndevices) return icd_fail(errcode_ret, CL_DEVICE_NOT_FOUND);
    return context_new(properties, ndevices, devices, pfn_notify, user_data, errcode_ret);
}

static void context_destroy(cl_context c)
{
    for (DestructorCallback *d = c->dtors, *next; d; d = next) {
        next = d->next;
        d->context_fn(c, d->user_data);
        free(d);
    }
    c->obj.magic = 0;
    free(c->props);
    free(c);
}

void context_iunref(cl_context c)
{
    if (obj_irelease(c)) context_destroy(c);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainContext(cl_context context)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    obj_retain(context);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseContext(cl_context context)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (obj_release(context)) context_destroy(context);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetContextInfo(cl_context context, cl_context_info param_name,
                                                 size_t param_value_size, void *param_value,
                                                 size_t *param_value_size_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    switch (param_name) {
    case CL_CONTEXT_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(context));
    case CL_CONTEXT_NUM_DEVICES: return INFO_VALUE(cl_uint, context->ndevices);
    case CL_CONTEXT_DEVICES: return INFO_ARRAY(context->devices, context->ndevices * sizeof *context->devices);
    case CL_CONTEXT_PROPERTIES: return INFO_ARRAY(context->props, context->nprops * sizeof *context->props);
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clSetContextDestructorCallback(cl_context context,
                                                               void(CL_CALLBACK *pfn_notify)(cl_context, void *),
                                                               void *user_data)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (!pfn_notify) return CL_INVALID_VALUE;
    DestructorCallback *d = malloc(sizeof *d);
    if (!d) return CL_OUT_OF_HOST_MEMORY;
    d->context_fn = pfn_notify;
    d->user_data = user_data;
    icd_lock();
    d->next = context->dtors;
    context->dtors = d;
    icd_unlock();
    return CL_SUCCESS;
}

void context_notify(cl_context c, const char *msg)
{
    if (c->notify) c->notify(msg, NULL, 0, c->notify_data);
}

bool context_has_device(cl_context c, cl_device_id d)
{
    for (cl_uint i = 0; i < c->ndevices; i++)
        if (c->devices[i] == d) return true;
    return false;
}
