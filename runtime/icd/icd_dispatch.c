/*
 * icd_dispatch.c - the dispatch table every object points at, and the
 * entry points of what the device does not have: pipes, SVM, native
 * kernels (in icd_kernel.c), OpenGL and EGL sharing.  (Images and
 * samplers are icd_image.c's.)
 *
 * The table is filled by member name, so each entry is type-checked
 * against cl_icd.h's typedef and a slot cannot be shifted.  Every slot
 * the Khronos loaders dispatch on Linux is filled (ocl-icd calls through
 * a NULL slot without a check); only the Direct3D and DX9 slots, which
 * are `void *` placeholders off Windows, stay NULL.
 *
 * The unsupported functions validate what they can and return the code
 * the spec gives for a device without the feature: CL_INVALID_OPERATION
 * to create a pipe (CL_DEVICE_PIPE_SUPPORT is false), CL_INVALID_CONTEXT for GL and EGL sharing (no
 * context is created from a GL or EGL context), NULL from clSVMAlloc.
 */
#include "runtime/icd/icd.h"

#include <CL/cl_egl.h>

/* ---- pipes ---- */

static cl_mem CL_API_CALL create_pipe(cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size,
                                      cl_uint pipe_max_packets, const cl_pipe_properties *properties,
                                      cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, obj_valid(context, MAGIC_CONTEXT) ? CL_INVALID_OPERATION : CL_INVALID_CONTEXT);
}

static cl_int CL_API_CALL get_pipe_info(cl_mem pipe, cl_pipe_info param_name, size_t param_value_size,
                                        void *param_value, size_t *param_value_size_ret)
{
    return CL_INVALID_MEM_OBJECT; /* a buffer is not a pipe */
}

/* ---- SVM ---- */

static void *CL_API_CALL svm_alloc(cl_context context, cl_svm_mem_flags flags, size_t size, cl_uint alignment)
{
    return NULL;
}

static void CL_API_CALL svm_free(cl_context context, void *svm_pointer) {}

static cl_int svm_command(cl_command_queue q)
{
    return obj_valid(q, MAGIC_QUEUE) ? CL_INVALID_OPERATION : CL_INVALID_COMMAND_QUEUE;
}

static cl_int CL_API_CALL enqueue_svm_free(cl_command_queue q, cl_uint num_svm_pointers, void *svm_pointers[],
                                           void(CL_CALLBACK *pfn_free_func)(cl_command_queue, cl_uint, void *[],
                                                                            void *),
                                           void *user_data, cl_uint n, const cl_event *wait, cl_event *event)
{
    return svm_command(q);
}

static cl_int CL_API_CALL enqueue_svm_memcpy(cl_command_queue q, cl_bool blocking_copy, void *dst_ptr,
                                             const void *src_ptr, size_t size, cl_uint n, const cl_event *wait,
                                             cl_event *event)
{
    return svm_command(q);
}

static cl_int CL_API_CALL enqueue_svm_mem_fill(cl_command_queue q, void *svm_ptr, const void *pattern,
                                               size_t pattern_size, size_t size, cl_uint n, const cl_event *wait,
                                               cl_event *event)
{
    return svm_command(q);
}

static cl_int CL_API_CALL enqueue_svm_map(cl_command_queue q, cl_bool blocking_map, cl_map_flags flags, void *svm_ptr,
                                          size_t size, cl_uint n, const cl_event *wait, cl_event *event)
{
    return svm_command(q);
}

static cl_int CL_API_CALL enqueue_svm_unmap(cl_command_queue q, void *svm_ptr, cl_uint n, const cl_event *wait,
                                            cl_event *event)
{
    return svm_command(q);
}

static cl_int CL_API_CALL enqueue_svm_migrate(cl_command_queue q, cl_uint num_svm_pointers, const void **svm_pointers,
                                              const size_t *sizes, cl_mem_migration_flags flags, cl_uint n,
                                              const cl_event *wait, cl_event *event)
{
    return svm_command(q);
}

/* ---- OpenGL and EGL sharing ---- */

static cl_mem CL_API_CALL gl_buffer(cl_context context, cl_mem_flags flags, cl_GLuint bufobj, cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
}

static cl_mem CL_API_CALL gl_texture(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel,
                                     cl_GLuint texture, cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
}

static cl_mem CL_API_CALL gl_renderbuffer(cl_context context, cl_mem_flags flags, cl_GLuint renderbuffer,
                                          cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
}

static cl_int CL_API_CALL gl_object_info(cl_mem memobj, cl_gl_object_type *gl_object_type, cl_GLuint *gl_object_name)
{
    return obj_valid(memobj, MAGIC_MEM) ? CL_INVALID_GL_OBJECT : CL_INVALID_MEM_OBJECT;
}

static cl_int CL_API_CALL gl_texture_info(cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size,
                                          void *param_value, size_t *param_value_size_ret)
{
    return obj_valid(memobj, MAGIC_MEM) ? CL_INVALID_GL_OBJECT : CL_INVALID_MEM_OBJECT;
}

static cl_int CL_API_CALL gl_objects(cl_command_queue q, cl_uint num_objects, const cl_mem *mem_objects, cl_uint n,
                                     const cl_event *wait, cl_event *event)
{
    return obj_valid(q, MAGIC_QUEUE) ? CL_INVALID_CONTEXT : CL_INVALID_COMMAND_QUEUE;
}

static cl_int CL_API_CALL gl_context_info(const cl_context_properties *properties, cl_gl_context_info param_name,
                                          size_t param_value_size, void *param_value, size_t *param_value_size_ret)
{
    return CL_INVALID_OPERATION;
}

static cl_event CL_API_CALL gl_sync_event(cl_context context, cl_GLsync sync, cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
}

static cl_mem CL_API_CALL egl_image(cl_context context, CLeglDisplayKHR display, CLeglImageKHR image,
                                    cl_mem_flags flags, const cl_egl_image_properties_khr *properties,
                                    cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
}

static cl_event CL_API_CALL egl_sync_event(cl_context context, CLeglSyncKHR sync, CLeglDisplayKHR display,
                                           cl_int *errcode_ret)
{
    return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
}

/* ---- cl_ext_device_fission (OpenCL 1.1) ---- */

static cl_int CL_API_CALL create_sub_devices_ext(cl_device_id in_device,
                                                 const cl_device_partition_property_ext *properties,
                                                 cl_uint num_entries, cl_device_id *out_devices, cl_uint *num_devices)
{
    return icd_is_device(in_device) ? CL_INVALID_VALUE : CL_INVALID_DEVICE;
}

static cl_int CL_API_CALL retain_device_ext(cl_device_id device)
{
    return icd_is_device(device) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

/* ------------------------------------------------------------------ */
/* The table                                                          */

const struct _cl_icd_dispatch icd_dispatch = {
    .clGetPlatformIDs = clGetPlatformIDs,
    .clGetPlatformInfo = clGetPlatformInfo,
    .clGetDeviceIDs = clGetDeviceIDs,
    .clGetDeviceInfo = clGetDeviceInfo,
    .clCreateContext = clCreateContext,
    .clCreateContextFromType = clCreateContextFromType,
    .clRetainContext = clRetainContext,
    .clReleaseContext = clReleaseContext,
    .clGetContextInfo = clGetContextInfo,
    .clCreateCommandQueue = clCreateCommandQueue,
    .clRetainCommandQueue = clRetainCommandQueue,
    .clReleaseCommandQueue = clReleaseCommandQueue,
    .clGetCommandQueueInfo = clGetCommandQueueInfo,
    .clSetCommandQueueProperty = clSetCommandQueueProperty,
    .clCreateBuffer = clCreateBuffer,
    .clCreateImage2D = clCreateImage2D,
    .clCreateImage3D = clCreateImage3D,
    .clRetainMemObject = clRetainMemObject,
    .clReleaseMemObject = clReleaseMemObject,
    .clGetSupportedImageFormats = clGetSupportedImageFormats,
    .clGetMemObjectInfo = clGetMemObjectInfo,
    .clGetImageInfo = clGetImageInfo,
    .clCreateSampler = clCreateSampler,
    .clRetainSampler = clRetainSampler,
    .clReleaseSampler = clReleaseSampler,
    .clGetSamplerInfo = clGetSamplerInfo,
    .clCreateProgramWithSource = clCreateProgramWithSource,
    .clCreateProgramWithBinary = clCreateProgramWithBinary,
    .clRetainProgram = clRetainProgram,
    .clReleaseProgram = clReleaseProgram,
    .clBuildProgram = clBuildProgram,
    .clUnloadCompiler = clUnloadCompiler,
    .clGetProgramInfo = clGetProgramInfo,
    .clGetProgramBuildInfo = clGetProgramBuildInfo,
    .clCreateKernel = clCreateKernel,
    .clCreateKernelsInProgram = clCreateKernelsInProgram,
    .clRetainKernel = clRetainKernel,
    .clReleaseKernel = clReleaseKernel,
    .clSetKernelArg = clSetKernelArg,
    .clGetKernelInfo = clGetKernelInfo,
    .clGetKernelWorkGroupInfo = clGetKernelWorkGroupInfo,
    .clWaitForEvents = clWaitForEvents,
    .clGetEventInfo = clGetEventInfo,
    .clRetainEvent = clRetainEvent,
    .clReleaseEvent = clReleaseEvent,
    .clGetEventProfilingInfo = clGetEventProfilingInfo,
    .clFlush = clFlush,
    .clFinish = clFinish,
    .clEnqueueReadBuffer = clEnqueueReadBuffer,
    .clEnqueueWriteBuffer = clEnqueueWriteBuffer,
    .clEnqueueCopyBuffer = clEnqueueCopyBuffer,
    .clEnqueueReadImage = clEnqueueReadImage,
    .clEnqueueWriteImage = clEnqueueWriteImage,
    .clEnqueueCopyImage = clEnqueueCopyImage,
    .clEnqueueCopyImageToBuffer = clEnqueueCopyImageToBuffer,
    .clEnqueueCopyBufferToImage = clEnqueueCopyBufferToImage,
    .clEnqueueMapBuffer = clEnqueueMapBuffer,
    .clEnqueueMapImage = clEnqueueMapImage,
    .clEnqueueUnmapMemObject = clEnqueueUnmapMemObject,
    .clEnqueueNDRangeKernel = clEnqueueNDRangeKernel,
    .clEnqueueTask = clEnqueueTask,
    .clEnqueueNativeKernel = clEnqueueNativeKernel,
    .clEnqueueMarker = clEnqueueMarker,
    .clEnqueueWaitForEvents = clEnqueueWaitForEvents,
    .clEnqueueBarrier = clEnqueueBarrier,
    .clGetExtensionFunctionAddress = clGetExtensionFunctionAddress,
    .clCreateFromGLBuffer = gl_buffer,
    .clCreateFromGLTexture2D = gl_texture,
    .clCreateFromGLTexture3D = gl_texture,
    .clCreateFromGLRenderbuffer = gl_renderbuffer,
    .clGetGLObjectInfo = gl_object_info,
    .clGetGLTextureInfo = gl_texture_info,
    .clEnqueueAcquireGLObjects = gl_objects,
    .clEnqueueReleaseGLObjects = gl_objects,
    .clGetGLContextInfoKHR = gl_context_info,
    .clSetEventCallback = clSetEventCallback,
    .clCreateSubBuffer = clCreateSubBuffer,
    .clSetMemObjectDestructorCallback = clSetMemObjectDestructorCallback,
    .clCreateUserEvent = clCreateUserEvent,
    .clSetUserEventStatus = clSetUserEventStatus,
    .clEnqueueReadBufferRect = clEnqueueReadBufferRect,
    .clEnqueueWriteBufferRect = clEnqueueWriteBufferRect,
    .clEnqueueCopyBufferRect = clEnqueueCopyBufferRect,
    .clCreateSubDevicesEXT = create_sub_devices_ext,
    .clRetainDeviceEXT = retain_device_ext,
    .clReleaseDeviceEXT = retain_device_ext,
    .clCreateEventFromGLsyncKHR = gl_sync_event,
    .clCreateSubDevices = clCreateSubDevices,
    .clRetainDevice = clRetainDevice,
    .clReleaseDevice = clReleaseDevice,
    .clCreateImage = clCreateImage,
    .clCreateProgramWithBuiltInKernels = clCreateProgramWithBuiltInKernels,
    .clCompileProgram = clCompileProgram,
    .clLinkProgram = clLinkProgram,
    .clUnloadPlatformCompiler = clUnloadPlatformCompiler,
    .clGetKernelArgInfo = clGetKernelArgInfo,
    .clEnqueueFillBuffer = clEnqueueFillBuffer,
    .clEnqueueFillImage = clEnqueueFillImage,
    .clEnqueueMigrateMemObjects = clEnqueueMigrateMemObjects,
    .clEnqueueMarkerWithWaitList = clEnqueueMarkerWithWaitList,
    .clEnqueueBarrierWithWaitList = clEnqueueBarrierWithWaitList,
    .clGetExtensionFunctionAddressForPlatform = clGetExtensionFunctionAddressForPlatform,
    .clCreateFromGLTexture = gl_texture,
    .clCreateFromEGLImageKHR = egl_image,
    .clEnqueueAcquireEGLObjectsKHR = gl_objects,
    .clEnqueueReleaseEGLObjectsKHR = gl_objects,
    .clCreateEventFromEGLSyncKHR = egl_sync_event,
    .clCreateCommandQueueWithProperties = clCreateCommandQueueWithProperties,
    .clCreatePipe = create_pipe,
    .clGetPipeInfo = get_pipe_info,
    .clSVMAlloc = svm_alloc,
    .clSVMFree = svm_free,
    .clEnqueueSVMFree = enqueue_svm_free,
    .clEnqueueSVMMemcpy = enqueue_svm_memcpy,
    .clEnqueueSVMMemFill = enqueue_svm_mem_fill,
    .clEnqueueSVMMap = enqueue_svm_map,
    .clEnqueueSVMUnmap = enqueue_svm_unmap,
    .clCreateSamplerWithProperties = clCreateSamplerWithProperties,
    .clSetKernelArgSVMPointer = clSetKernelArgSVMPointer,
    .clSetKernelExecInfo = clSetKernelExecInfo,
    .clGetKernelSubGroupInfoKHR = clGetKernelSubGroupInfoKHR,
    .clCloneKernel = clCloneKernel,
    .clCreateProgramWithIL = clCreateProgramWithIL,
    .clEnqueueSVMMigrateMem = enqueue_svm_migrate,
    .clGetDeviceAndHostTimer = clGetDeviceAndHostTimer,
    .clGetHostTimer = clGetHostTimer,
    .clGetKernelSubGroupInfo = clGetKernelSubGroupInfo,
    .clSetDefaultDeviceCommandQueue = clSetDefaultDeviceCommandQueue,
    .clSetProgramReleaseCallback = clSetProgramReleaseCallback,
    .clSetProgramSpecializationConstant = clSetProgramSpecializationConstant,
    .clCreateBufferWithProperties = clCreateBufferWithProperties,
    .clCreateImageWithProperties = clCreateImageWithProperties,
    .clSetContextDestructorCallback = clSetContextDestructorCallback,
};
