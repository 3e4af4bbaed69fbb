/*
 * Images and samplers on the oclc platform (runtime/icd/icd_image.c): the
 * formats, creation with host pointers and from a buffer, image info, the
 * image commands (write, read, copy, fill, map, copies to and from
 * buffers) against what this program computes, sampler objects, kernel
 * arguments of both kinds, depth images (cl_khr_depth_images), sRGB
 * images (cl_khr_srgb_image_writes), and the
 * error codes of bad calls.  On a device without images (the GPU device,
 * with OCLC_ICD_DEFAULT_DEVICE=gpu) it checks how they are refused.
 *
 * RUN: %icd-cc %s -o %t %icd-ld -lm
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * RUN: %if fake-gpu %{ %{fake_gpu} %t | FileCheck %s --check-prefix=FAKEGPU %}
 * FAKEGPU: icd: the default device is a GPU
 * FAKEGPU-NOT: FAIL
 * FAKEGPU: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>
#include "icd_test.h"

static IcdEnv e;

static void formats(void)
{
    cl_uint n = 0, n3w = 99, n3r = 0;
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n));
    CHECK(n >= 40, "%u 2D formats", n);
    cl_image_format *f = calloc(n, sizeof *f);
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, n, f, NULL));
    /* OpenCL 3.0's minimum list is there. */
    static const cl_channel_type minimum[] = {CL_UNORM_INT8,     CL_UNORM_INT16,    CL_SNORM_INT8,   CL_SNORM_INT16,
                                              CL_SIGNED_INT8,    CL_SIGNED_INT16,   CL_SIGNED_INT32, CL_UNSIGNED_INT8,
                                              CL_UNSIGNED_INT16, CL_UNSIGNED_INT32, CL_HALF_FLOAT,   CL_FLOAT};
    static const cl_channel_order orders[] = {CL_R, CL_RG, CL_RGBA};
    for (size_t o = 0; o < 3; o++)
        for (size_t t = 0; t < sizeof minimum / sizeof *minimum; t++) {
            bool found = false;
            for (cl_uint i = 0; i < n; i++)
                found |= f[i].image_channel_order == orders[o] && f[i].image_channel_data_type == minimum[t];
            CHECK(found, "format %#x %#x", orders[o], minimum[t]);
        }
    free(f);
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE3D, 0, NULL, &n3r));
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE3D, 0, NULL, &n3w));
    /* 3D images: the same list less the two depth formats (2D images and
     * 2D arrays only), to read and to write (cl_khr_3d_image_writes). */
    CHECK(n3r == n - 2 && n3w == n - 2, "3D formats: %u to read, %u to write, of %u", n3r, n3w, n);
    EXPECT(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_BUFFER, 0, NULL, &n), CL_INVALID_VALUE);
}

static void creation_and_commands(void)
{
    cl_int err;
    enum { W = 13, H = 9, D = 3 };
    static uint8_t host[D][H][W + 3][4]; /* rows padded: a row pitch of (W + 3) * 4 */
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W + 3; x++)
                for (int c = 0; c < 4; c++) host[z][y][x][c] = (uint8_t)test_rand();
    cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT8};
    cl_image_desc d3 = {.image_type = CL_MEM_OBJECT_IMAGE3D,
                        .image_width = W,
                        .image_height = H,
                        .image_depth = D,
                        .image_row_pitch = (W + 3) * 4};
    cl_mem img = clCreateImage(e.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &f, &d3, host, &err);
    MUST(err);
    size_t v = 0;
    MUST(clGetImageInfo(img, CL_IMAGE_ROW_PITCH, sizeof v, &v, NULL));
    CHECK(v == W * 4, "a copied image is packed: row pitch %zu", v);
    MUST(clGetImageInfo(img, CL_IMAGE_SLICE_PITCH, sizeof v, &v, NULL));
    CHECK(v == W * 4 * H, "slice pitch %zu", v);
    MUST(clGetImageInfo(img, CL_IMAGE_DEPTH, sizeof v, &v, NULL));
    CHECK(v == D, "depth %zu", v);
    MUST(clGetImageInfo(img, CL_IMAGE_ELEMENT_SIZE, sizeof v, &v, NULL));
    CHECK(v == 4, "element size %zu", v);
    cl_image_format got;
    MUST(clGetImageInfo(img, CL_IMAGE_FORMAT, sizeof got, &got, NULL));
    CHECK(got.image_channel_order == CL_RGBA && got.image_channel_data_type == CL_UNSIGNED_INT8, "format");
    cl_mem_object_type t = 0;
    MUST(clGetMemObjectInfo(img, CL_MEM_TYPE, sizeof t, &t, NULL));
    CHECK(t == CL_MEM_OBJECT_IMAGE3D, "CL_MEM_TYPE %#x", t);

    /* Read a box back with the host's pitches. */
    static uint8_t box[2][4][5][4];
    size_t origin[3] = {3, 2, 1}, region[3] = {5, 4, 2};
    MUST(clEnqueueReadImage(e.queue, img, CL_TRUE, origin, region, 5 * 4, 5 * 4 * 4, box, 0, NULL, NULL));
    bool same = true;
    for (int z = 0; z < 2; z++)
        for (int y = 0; y < 4; y++) same &= !memcmp(box[z][y], host[z + 1][y + 2][3], 5 * 4);
    CHECK(same, "clEnqueueReadImage of a box");

    /* Copy the box into a 2D image, fill part of it, read it back. */
    cl_image_desc d2 = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8, .image_height = 8};
    cl_mem img2 = clCreateImage(e.ctx, CL_MEM_READ_WRITE, &f, &d2, NULL, &err);
    MUST(err);
    cl_uint4 color = {{1, 300, 7, 255}}; /* 300 saturates to 255 */
    size_t o0[3] = {0, 0, 0}, all[3] = {8, 8, 1}, r1[3] = {5, 4, 1};
    MUST(clEnqueueFillImage(e.queue, img2, &color, o0, all, 0, NULL, NULL));
    size_t dst_o[3] = {2, 3, 0};
    MUST(clEnqueueCopyImage(e.queue, img, img2, origin, dst_o, r1, 0, NULL, NULL));
    uint8_t out2[8][8][4];
    MUST(clEnqueueReadImage(e.queue, img2, CL_TRUE, o0, all, 0, 0, out2, 0, NULL, NULL));
    same = true;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            const uint8_t *want =
                x >= 2 && x < 7 && y >= 3 && y < 7 ? host[1][y - 3 + 2][x - 2 + 3] : (const uint8_t[4]){1, 255, 7, 255};
            same &= !memcmp(out2[y][x], want, 4);
        }
    CHECK(same, "clEnqueueFillImage + clEnqueueCopyImage");

    /* Image to buffer and back into a 1D buffer image made from it. */
    cl_mem buf = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, 64 * 4, NULL, &err);
    MUST(err);
    MUST(clEnqueueCopyImageToBuffer(e.queue, img2, buf, o0, all, 0, 0, NULL, NULL));
    cl_image_desc d1 = {.image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER, .image_width = 64, .mem_object = buf};
    cl_mem img1 = clCreateImage(e.ctx, CL_MEM_READ_ONLY, &f, &d1, NULL, &err);
    MUST(err);
    cl_mem assoc = NULL;
    MUST(clGetImageInfo(img1, CL_IMAGE_BUFFER, sizeof assoc, &assoc, NULL));
    CHECK(assoc == buf, "CL_IMAGE_BUFFER");
    uint8_t flat[64][4];
    size_t r64[3] = {64, 1, 1};
    MUST(clEnqueueReadImage(e.queue, img1, CL_TRUE, o0, r64, 0, 0, flat, 0, NULL, NULL));
    CHECK(!memcmp(flat, out2, sizeof flat), "image -> buffer -> 1D buffer image");

    /* Map a region: the pointer and the pitch are the image's. */
    size_t pitch = 0, slice = 0;
    uint8_t *m =
        clEnqueueMapImage(e.queue, img, CL_TRUE, CL_MAP_READ, origin, region, &pitch, &slice, 0, NULL, NULL, &err);
    MUST(err);
    CHECK(pitch == W * 4 && slice == W * 4 * H && !memcmp(m + slice + pitch, host[2][3][3], 5 * 4),
          "clEnqueueMapImage");
    MUST(clEnqueueUnmapMemObject(e.queue, img, m, 0, NULL, NULL));

    /* Errors. */
    size_t big[3] = {W + 1, 1, 1};
    EXPECT(clEnqueueReadImage(e.queue, img, CL_TRUE, o0, big, 0, 0, box, 0, NULL, NULL), CL_INVALID_VALUE);
    cl_image_format other = {CL_R, CL_FLOAT};
    cl_mem imgf = clCreateImage(e.ctx, CL_MEM_READ_WRITE, &other, &d2, NULL, &err);
    MUST(err);
    EXPECT(clEnqueueCopyImage(e.queue, img2, imgf, o0, o0, r1, 0, NULL, NULL), CL_IMAGE_FORMAT_MISMATCH);
    EXPECT(clEnqueueReadBuffer(e.queue, img2, CL_TRUE, 0, 4, box, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    cl_image_desc d2b = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8, .image_height = 8, .mem_object = buf};
    CHECK(!clCreateImage(e.ctx, CL_MEM_READ_ONLY, &f, &d2b, NULL, &err) && err == CL_INVALID_OPERATION,
          "2D image from a buffer: %s", cl_err_name(err));
    cl_image_format bad = {CL_RGB, CL_UNORM_INT8};
    CHECK(!clCreateImage(e.ctx, CL_MEM_READ_ONLY, &bad, &d2, NULL, &err) && err == CL_IMAGE_FORMAT_NOT_SUPPORTED,
          "RGB UNORM_INT8: %s", cl_err_name(err));
    cl_image_desc zero = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8, .image_height = 0};
    CHECK(!clCreateImage(e.ctx, CL_MEM_READ_ONLY, &f, &zero, NULL, &err) && err == CL_INVALID_IMAGE_SIZE,
          "height 0: %s", cl_err_name(err));
    cl_mem mems[] = {img, img2, img1, buf, imgf};
    for (size_t i = 0; i < sizeof mems / sizeof *mems; i++) clReleaseMemObject(mems[i]);
}

static void samplers_and_kernels(void)
{
    cl_int err;
    cl_sampler_properties props[] = {CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE, CL_SAMPLER_ADDRESSING_MODE,
                                     CL_ADDRESS_CLAMP, 0};
    cl_sampler s = clCreateSamplerWithProperties(e.ctx, props, &err);
    MUST(err);
    cl_bool norm = CL_TRUE;
    cl_addressing_mode am = 0;
    cl_filter_mode fm = 0;
    MUST(clGetSamplerInfo(s, CL_SAMPLER_NORMALIZED_COORDS, sizeof norm, &norm, NULL));
    MUST(clGetSamplerInfo(s, CL_SAMPLER_ADDRESSING_MODE, sizeof am, &am, NULL));
    MUST(clGetSamplerInfo(s, CL_SAMPLER_FILTER_MODE, sizeof fm, &fm, NULL));
    CHECK(norm == CL_FALSE && am == CL_ADDRESS_CLAMP && fm == CL_FILTER_NEAREST, "sampler info");
    size_t n = 0;
    MUST(clGetSamplerInfo(s, CL_SAMPLER_PROPERTIES, 0, NULL, &n));
    CHECK(n == sizeof props, "CL_SAMPLER_PROPERTIES size %zu", n);
    cl_sampler_properties badp[] = {CL_SAMPLER_FILTER_MODE, 0x1234, 0};
    CHECK(!clCreateSamplerWithProperties(e.ctx, badp, &err) && err == CL_INVALID_VALUE, "bad filter mode");

    /* A kernel reads through the sampler (CLAMP: the border outside) and
     * writes a write_only image. */
    cl_program p = icd_build(&e,
                             "kernel void k(read_only image2d_t in, sampler_t s, write_only image2d_t out) {\n"
                             "  int2 c = (int2)(get_global_id(0), get_global_id(1));\n"
                             "  write_imagef(out, c, read_imagef(in, s, c - 1));\n"
                             "}\n",
                             NULL);
    cl_kernel k = clCreateKernel(p, "k", &err);
    MUST(err);
    float px[4][4][4];
    for (int i = 0; i < 64; i++) (&px[0][0][0])[i] = (float)i;
    cl_image_format f = {CL_RGBA, CL_FLOAT};
    cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
    cl_mem in = clCreateImage(e.ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, &f, &d, px, &err);
    MUST(err);
    cl_mem out = clCreateImage(e.ctx, CL_MEM_WRITE_ONLY, &f, &d, NULL, &err);
    MUST(err);
    EXPECT(clSetKernelArg(k, 0, sizeof out, &out), CL_INVALID_ARG_VALUE); /* read_only parameter, WRITE_ONLY image */
    EXPECT(clSetKernelArg(k, 2, sizeof in, &in), CL_INVALID_ARG_VALUE);   /* and the reverse */
    EXPECT(clSetKernelArg(k, 1, sizeof in, &in), CL_INVALID_SAMPLER);
    MUST(clSetKernelArg(k, 0, sizeof in, &in));
    MUST(clSetKernelArg(k, 1, sizeof s, &s));
    MUST(clSetKernelArg(k, 2, sizeof out, &out));
    cl_kernel_arg_access_qualifier acc = 0;
    MUST(clGetKernelArgInfo(k, 2, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof acc, &acc, NULL));
    CHECK(acc == CL_KERNEL_ARG_ACCESS_WRITE_ONLY, "access qualifier %#x", acc);
    size_t g[2] = {4, 4}, o[3] = {0, 0, 0}, r[3] = {4, 4, 1};
    MUST(clEnqueueNDRangeKernel(e.queue, k, 2, NULL, g, NULL, 0, NULL, NULL));
    float res[4][4][4];
    MUST(clEnqueueReadImage(e.queue, out, CL_TRUE, o, r, 0, 0, res, 0, NULL, NULL));
    bool same = true;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            for (int c = 0; c < 4; c++) same &= res[y][x][c] == (x && y ? px[y - 1][x - 1][c] : 0.0f);
    CHECK(same, "kernel through a CLAMP sampler (border (0,0,0,0) for RGBA)");
    clReleaseKernel(k);
    clReleaseProgram(p);
    clReleaseMemObject(in);
    clReleaseMemObject(out);
    MUST(clReleaseSampler(s));
}

/* Depth images (cl_khr_depth_images): CL_DEPTH UNORM_INT16 and FLOAT,
 * 2D images and 2D arrays only; a kernel reads one float (CLAMP: 0
 * outside) and writes one (UNORM_INT16: the float's nearest code). */
static void depth_images(void)
{
    cl_int err;
    cl_uint n = 0;
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D_ARRAY, 0, NULL, &n));
    cl_image_format *f = calloc(n, sizeof *f);
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D_ARRAY, n, f, NULL));
    int depth = 0;
    for (cl_uint i = 0; i < n; i++)
        if (f[i].image_channel_order == CL_DEPTH)
            depth |= f[i].image_channel_data_type == CL_UNORM_INT16 ? 1
                     : f[i].image_channel_data_type == CL_FLOAT     ? 2
                                                                    : 4;
    CHECK(depth == 3, "depth formats of 2D arrays: %#x", depth);
    free(f);
    cl_image_format df = {CL_DEPTH, CL_FLOAT}, d16 = {CL_DEPTH, CL_UNORM_INT16}, dbad = {CL_DEPTH, CL_UNORM_INT8};
    cl_image_desc d3 = {.image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 4, .image_height = 4, .image_depth = 2};
    CHECK(!clCreateImage(e.ctx, CL_MEM_READ_ONLY, &df, &d3, NULL, &err) && err == CL_IMAGE_FORMAT_NOT_SUPPORTED,
          "a 3D depth image: %d", err);
    cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 3};
    CHECK(!clCreateImage(e.ctx, CL_MEM_READ_ONLY, &dbad, &d, NULL, &err) && err == CL_IMAGE_FORMAT_NOT_SUPPORTED,
          "CL_DEPTH UNORM_INT8: %d", err);
    float px[3][4];
    for (int i = 0; i < 12; i++) (&px[0][0])[i] = (float)i * 0.0625f - 0.25f;
    cl_mem in = clCreateImage(e.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &df, &d, px, &err);
    MUST(err);
    cl_mem out = clCreateImage(e.ctx, CL_MEM_WRITE_ONLY, &d16, &d, NULL, &err);
    MUST(err);
    cl_program p =
        icd_build(&e,
                  "kernel void k(read_only image2d_depth_t in, write_only image2d_depth_t out) {\n"
                  "  int2 c = (int2)(get_global_id(0), get_global_id(1));\n"
                  "  sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;\n"
                  "  write_imagef(out, c, read_imagef(in, s, c - 1) + (get_image_channel_order(in) == CLK_DEPTH));\n"
                  "}\n",
                  "-cl-std=CL1.2");
    cl_kernel k = clCreateKernel(p, "k", &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof in, &in));
    MUST(clSetKernelArg(k, 1, sizeof out, &out));
    char name[64] = "";
    MUST(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_TYPE_NAME, sizeof name, name, NULL));
    CHECK(!strcmp(name, "image2d_depth_t"), "type name '%s'", name);
    size_t g[2] = {4, 3}, o[3] = {0, 0, 0}, r[3] = {4, 3, 1};
    MUST(clEnqueueNDRangeKernel(e.queue, k, 2, NULL, g, NULL, 0, NULL, NULL));
    uint16_t res[3][4];
    MUST(clEnqueueReadImage(e.queue, out, CL_TRUE, o, r, 0, 0, res, 0, NULL, NULL));
    bool same = true;
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++) {
            float v = (x && y ? px[y - 1][x - 1] : 0.0f) + 1.0f;
            float t = v > 1.0f ? 1.0f : v < 0.0f ? 0.0f : v; /* saturated, then to nearest even */
            same &= res[y][x] == (uint16_t)nearbyintf(t * 65535.0f);
        }
    CHECK(same, "depth kernel: read (CLAMP: 0 outside) and UNORM_INT16 write");
    /* A depth fill colour is one float. */
    float one = 0.25f;
    MUST(clEnqueueFillImage(e.queue, out, &one, o, r, 0, NULL, NULL));
    MUST(clEnqueueReadImage(e.queue, out, CL_TRUE, o, r, 0, 0, res, 0, NULL, NULL));
    CHECK(res[0][0] == 16384 && res[2][3] == 16384, "depth fill: %u %u", res[0][0], res[2][3]);
    clReleaseKernel(k);
    clReleaseProgram(p);
    clReleaseMemObject(in);
    clReleaseMemObject(out);
}

/* sRGBA and sBGRA (UNORM_INT8) to read and to write
 * (cl_khr_srgb_image_writes); a fill converts the linear colour:
 * 0.5 is 255 * (1.055 * 0.5^(1/2.4) - 0.055) = 187.5..., 188; alpha
 * stays linear, 127.5 to even, 128.  A kernel reads it back as linear. */
static void srgb_images(void)
{
    cl_int err;
    cl_uint n = 0;
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n));
    cl_image_format *f = calloc(n, sizeof *f);
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE2D, n, f, NULL));
    int srgb = 0;
    for (cl_uint i = 0; i < n; i++)
        if (f[i].image_channel_data_type == CL_UNORM_INT8)
            srgb |= f[i].image_channel_order == CL_sRGBA ? 1 : f[i].image_channel_order == CL_sBGRA ? 2 : 0;
    CHECK(srgb == 3, "sRGB formats to write: %#x", srgb);
    free(f);
    cl_image_format sf = {CL_sBGRA, CL_UNORM_INT8};
    cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 3, .image_height = 2};
    cl_mem img = clCreateImage(e.ctx, CL_MEM_READ_ONLY, &sf, &d, NULL, &err);
    MUST(err);
    float color[4] = {0.5f, 0.0f, 1.0f, 0.5f};
    size_t o[3] = {0, 0, 0}, r[3] = {3, 2, 1};
    MUST(clEnqueueFillImage(e.queue, img, color, o, r, 0, NULL, NULL));
    uint8_t px[2][3][4];
    MUST(clEnqueueReadImage(e.queue, img, CL_TRUE, o, r, 0, 0, px, 0, NULL, NULL));
    CHECK(px[1][2][0] == 255 && px[1][2][1] == 0 && px[1][2][2] == 188 && px[1][2][3] == 128,
          "sBGRA fill: %u %u %u %u (b g r a)", px[1][2][0], px[1][2][1], px[1][2][2], px[1][2][3]);
    cl_mem out = clCreateBuffer(e.ctx, CL_MEM_WRITE_ONLY, 4 * sizeof(float), NULL, &err);
    MUST(err);
    cl_program p = icd_build(&e,
                             "kernel void k(read_only image2d_t in, global float4 *out) {\n"
                             "  out[0] = read_imagef(in, (int2)(1, 1));\n"
                             "}\n",
                             NULL);
    cl_kernel k = clCreateKernel(p, "k", &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof img, &img));
    MUST(clSetKernelArg(k, 1, sizeof out, &out));
    size_t one = 1;
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &one, NULL, 0, NULL, NULL));
    float got[4];
    MUST(clEnqueueReadBuffer(e.queue, out, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    /* 188 back to linear: ((188/255 + 0.055) / 1.055)^2.4 = 0.5029...; 0 and 1 exactly. */
    double want = pow((188.0 / 255.0 + 0.055) / 1.055, 2.4);
    CHECK(fabs(got[0] - want) < 1e-6 && got[1] == 0.0f && got[2] == 1.0f && got[3] == 128.0f / 255.0f,
          "sRGB read: %a %a %a %a", got[0], got[1], got[2], got[3]);
    clReleaseKernel(k);
    clReleaseProgram(p);
    clReleaseMemObject(img);
    clReleaseMemObject(out);
}

/* A device without images (CL_DEVICE_IMAGE_SUPPORT false: oclc's GPU
 * device) in a context of its own: no formats, and images, samplers and
 * programs that use them are refused with the codes the spec gives. */
static void no_images(void)
{
    cl_uint n = 99;
    MUST(clGetSupportedImageFormats(e.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n));
    CHECK(n == 0, "%u formats in a context without images", n);
    cl_int err = CL_SUCCESS;
    cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT8};
    cl_image_desc d2 = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
    cl_mem img = clCreateImage(e.ctx, CL_MEM_READ_ONLY, &f, &d2, NULL, &err);
    CHECK(!img && err == CL_INVALID_OPERATION, "clCreateImage without images: %s", cl_err_name(err));
    cl_sampler s = clCreateSampler(e.ctx, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
    CHECK(!s && err == CL_INVALID_OPERATION, "clCreateSampler without images: %s", cl_err_name(err));
    const char *src = "kernel void k(read_only image2d_t i, global float4 *o) { o[0] = read_imagef(i, (int2)(0, 0)); }";
    cl_program p = clCreateProgramWithSource(e.ctx, 1, &src, NULL, &err);
    MUST(err);
    EXPECT(clBuildProgram(p, 1, &e.device, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    char log[2048] = "";
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
    CHECK(strstr(log, "image2d_t") && strstr(log, "__opencl_c_images"), "the build log: '%s'", log);
    clReleaseProgram(p);
}

int main(void)
{
    e = icd_setup("oclc");
    cl_bool images = CL_FALSE;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
    if (!images) {
        printf("the device has no images: checking that they are refused\n");
        no_images();
        icd_teardown(&e);
        return test_summary();
    }
    formats();
    creation_and_commands();
    samplers_and_kernels();
    depth_images();
    srgb_images();
    icd_teardown(&e);
    return test_summary();
}
