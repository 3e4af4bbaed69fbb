/*
 * What the oclc device does not have answers with the spec's error codes
 * (and never crashes the loader, which calls through every slot of the
 * dispatch table): images, samplers, pipes, SVM, native kernels,
 * OpenGL and EGL sharing.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: the loader's clCreateFromEGLImageKHR: called
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * RUN: %if fake-gpu %{ %{fake_gpu} %t | FileCheck %s --check-prefix=FAKEGPU %}
 * FAKEGPU: icd: the default device is a GPU
 * FAKEGPU-NOT: FAIL
 * FAKEGPU: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

#include <CL/cl_egl.h>
#include <CL/cl_gl.h>
#include <dlfcn.h>

static void CL_CALLBACK native(void *args) {}

int main(void)
{
    IcdEnv e = icd_setup("oclc");
    cl_int err;
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, 256, NULL, &err);
    MUST(err);

    /* Image operations on a buffer (images themselves: images.c). */
    cl_image_format fmt = {CL_RGBA, CL_UNORM_INT8};
    cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
    cl_mem img = clCreateImage((cl_context)e.queue, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
    CHECK(!img && err == CL_INVALID_CONTEXT, "clCreateImage on a queue: %s", cl_err_name(err));
    size_t origin[3] = {0}, region[3] = {1, 1, 1}, pitch;
    char tmp[64];
    EXPECT(clGetImageInfo(buf, CL_IMAGE_WIDTH, sizeof pitch, &pitch, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueReadImage(e.queue, buf, CL_TRUE, origin, region, 0, 0, tmp, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueWriteImage(e.queue, buf, CL_TRUE, origin, region, 0, 0, tmp, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueCopyImage(e.queue, buf, buf, origin, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueCopyImageToBuffer(e.queue, buf, buf, origin, region, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueCopyBufferToImage(e.queue, buf, buf, 0, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueFillImage(e.queue, buf, tmp, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    void *p = clEnqueueMapImage(e.queue, buf, CL_TRUE, CL_MAP_READ, origin, region, &pitch, NULL, 0, NULL, NULL, &err);
    CHECK(!p && err == CL_INVALID_MEM_OBJECT, "clEnqueueMapImage: %s", cl_err_name(err));

    /* Pipes. */
    cl_mem pipe = clCreatePipe(e.ctx, CL_MEM_READ_WRITE, 4, 16, NULL, &err);
    CHECK(!pipe && err == CL_INVALID_OPERATION, "clCreatePipe: %s", cl_err_name(err));
    cl_uint psize;
    EXPECT(clGetPipeInfo(buf, CL_PIPE_PACKET_SIZE, sizeof psize, &psize, NULL), CL_INVALID_MEM_OBJECT);

    /* SVM. */
    CHECK(clSVMAlloc(e.ctx, CL_MEM_READ_WRITE, 64, 0) == NULL, "clSVMAlloc");
    clSVMFree(e.ctx, NULL);
    EXPECT(clEnqueueSVMMemcpy(e.queue, CL_TRUE, tmp, tmp + 8, 8, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueSVMMemFill(e.queue, tmp, tmp, 1, 8, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueSVMMap(e.queue, CL_TRUE, CL_MAP_READ, tmp, 8, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueSVMUnmap(e.queue, tmp, 0, NULL, NULL), CL_INVALID_OPERATION);

    /* Native kernels, SVM kernel arguments (sub-groups: tests/icd/subgroups.c). */
    EXPECT(clEnqueueNativeKernel(e.queue, native, NULL, 0, 0, NULL, NULL, 0, NULL, NULL), CL_INVALID_OPERATION);
    cl_program prog = icd_build(&e, "kernel void k(global int *o) { o[0] = 1; }", NULL);
    cl_kernel k = clCreateKernel(prog, "k", &err);
    MUST(err);
    EXPECT(clSetKernelArgSVMPointer(k, 0, tmp), CL_INVALID_OPERATION);
    EXPECT(clSetKernelExecInfo(k, CL_KERNEL_EXEC_INFO_SVM_PTRS, sizeof(void *), &p), CL_INVALID_OPERATION);
    clReleaseKernel(k);
    clReleaseProgram(prog);

    /* OpenGL and EGL sharing: no context comes from a GL or EGL context. */
    cl_mem gl = clCreateFromGLBuffer(e.ctx, CL_MEM_READ_WRITE, 1, &err);
    CHECK(!gl && err == CL_INVALID_CONTEXT, "clCreateFromGLBuffer: %s", cl_err_name(err));
    gl = clCreateFromGLTexture(e.ctx, CL_MEM_READ_WRITE, 0x0DE1, 0, 1, &err);
    CHECK(!gl && err == CL_INVALID_CONTEXT, "clCreateFromGLTexture: %s", cl_err_name(err));
    gl = clCreateFromGLRenderbuffer(e.ctx, CL_MEM_READ_WRITE, 1, &err);
    CHECK(!gl && err == CL_INVALID_CONTEXT, "clCreateFromGLRenderbuffer: %s", cl_err_name(err));
    cl_gl_object_type gt;
    cl_GLuint gn;
    EXPECT(clGetGLObjectInfo(buf, &gt, &gn), CL_INVALID_GL_OBJECT);
    EXPECT(clEnqueueAcquireGLObjects(e.queue, 1, &buf, 0, NULL, NULL), CL_INVALID_CONTEXT);
    EXPECT(clEnqueueReleaseGLObjects(e.queue, 1, &buf, 0, NULL, NULL), CL_INVALID_CONTEXT);
    /* cl_khr_egl_image's entry, found as a program finds an extension's
     * function: through the platform.  ocl-icd's loader answers with its
     * own entry, which calls the dispatch table's slot; the Khronos loader
     * (CUDA's) asks oclc, which has none (it does not report the
     * extension), and exports no such symbol either.  Looked up at run
     * time, so that the test links against either loader. */
    clCreateFromEGLImageKHR_fn egl_image =
        (clCreateFromEGLImageKHR_fn)clGetExtensionFunctionAddressForPlatform(e.platform, "clCreateFromEGLImageKHR");
    if (!egl_image) egl_image = (clCreateFromEGLImageKHR_fn)dlsym(RTLD_DEFAULT, "clCreateFromEGLImageKHR");
    if (egl_image) {
        cl_mem egl = egl_image(e.ctx, NULL, NULL, CL_MEM_READ_WRITE, NULL, &err);
        CHECK(!egl && err == CL_INVALID_CONTEXT, "clCreateFromEGLImageKHR: %s", cl_err_name(err));
    }
    printf("the loader's clCreateFromEGLImageKHR: %s\n", egl_image ? "called" : "none (a Khronos loader)");

    clReleaseMemObject(buf);
    icd_teardown(&e);
    return test_summary();
}
