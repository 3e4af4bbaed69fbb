// The lowering of images and samplers (codegen/cg_bi_image.c,
// support/image_abi.h): an image is a pointer to its descriptor, a sampler
// an i64 of CLK_* bits; queries load the descriptor's fields, reads and
// writes (but for the inline RGBA UNORM_INT8 paths) call the runtime with
// the coordinates and values in memory and `how` = kind | 4 (float
// coordinates) | 8 (no sampler).  The kernel
// descriptor marks image (4) and sampler (5) arguments.
// RUN: %oclc -S -emit-llvm -O1 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefix=DST
// RUN: %oclc -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefix=DECL
// RUN: %oclc -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefix=ARGS
// RUN: %oclc -S -emit-llvm -O0 %s -o - | opt -passes=verify -disable-output

// CHECK: @gs = {{.*}}constant i64 39
constant sampler_t gs = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

// CHECK: @__oclc_args_k = {{.*}} { i32 4, i32 8, {{.*}} }, { i32, i32, ptr, ptr } { i32 4, i32 8, {{.*}} }, { i32, i32, ptr, ptr } { i32 5, i32 8,
// The kernel's body is its work-group function's (the plain @k calls it).
// CHECK-LABEL: define void @__oclc_wg_k(
kernel void k(read_only image2d_t src, write_only image2d_t dst, sampler_t s, global float4 *out, global int *q)
{
    int2 p = (int2)(get_global_id(0), 1);
    // read_imagef of an image2d_t at int2 coordinates: RGBA (0x10B5 = 4277)
    // UNORM_INT8 (0x10D2 = 4306) pixels in range, or clamped by
    // CLAMP_TO_EDGE, inline (an exact division by 255); the call otherwise.
    // The format is the descriptor's fields 7 and 8 (bytes 56 and 60).
    // CHECK: getelementptr inbounds i8, ptr %src, i64 56
    // CHECK: getelementptr inbounds i8, ptr %src, i64 60
    // CHECK-DAG: icmp eq i32 %{{.*}}, 4306
    // CHECK-DAG: icmp eq i32 %{{.*}}, 4277
    // CHECK: %img.edge{{(\.i)?}} = icmp eq i64 %{{.*}}, 2
    // CHECK: br i1 %img.fast{{(\.i)?}}
    // CHECK: load <4 x i8>
    // CHECK: uitofp <4 x i8> %{{.*}} to <4 x float>
    // CHECK: fdiv <4 x float> %{{.*}}, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
    // CHECK: img.slow{{(\.i)?}}:
    // CHECK: call void @__oclc_image_read(ptr %src, i64 %s, ptr {{.*}}, i32 0, ptr
    out[0] = read_imagef(src, s, p);
    // CHECK: call void @__oclc_image_read(ptr %src, i64 39, ptr {{.*}}, i32 4, ptr
    out[1] = read_imagef(src, gs, (float2)(0.5f, 0.25f));
    // A literal sampler: CLAMP_TO_EDGE | NEAREST = 0x12.
    // CHECK: call void @__oclc_image_read(ptr %src, i64 18, ptr {{.*}}, i32 1, ptr
    out[2] = as_float4(read_imagei(src, CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST, p));
    // The sampler-less read: NEAREST, and `how` 8 | 2 (uint).
    // CHECK: call void @__oclc_image_read(ptr %src, i64 16, ptr {{.*}}, i32 10, ptr
    out[3] = as_float4(read_imageui(src, p));
    // write_imagef of an image2d_t at int2 coordinates: RGBA UNORM_INT8
    // in range inline, as the runtime converts (x 255, NaN and negatives
    // 0, at most 255, to nearest even by 2^23 added and taken away, an
    // exact conversion to bytes), one vector store; the call otherwise.
    // CHECK: %img.wfast{{(\.i)?}} = and i1
    // CHECK: %img.t{{(\.i)?}} = fmul <4 x float> %{{.*}}, <float 2.550000e+02,
    // CHECK: fcmp ogt <4 x float> %img.t{{(\.i)?}}, zeroinitializer
    // CHECK: fadd <4 x float> %{{.*}}, <float 0x4160000000000000,
    // CHECK: %img.rte{{(\.i)?}} = fadd <4 x float> %{{.*}}, <float 0xC160000000000000,
    // CHECK: fptoui <4 x float> %img.rte{{(\.i)?}} to <4 x i8>
    // CHECK: store <4 x i8> %{{.*}}, align 1
    // CHECK: call void @__oclc_image_write(ptr %dst, ptr {{.*}}, i32 0, ptr
    write_imagef(dst, p, out[4]);
    // width is field 1 (byte 8), height field 2 (byte 16), the channel
    // order field 7 (byte 56): the loads of src's are shared with the
    // inline read's above (invariant loads).
    // (Where the optimizer puts them: a prefix of their own.)
    // DST-LABEL: define void @__oclc_wg_k(
    // DST: %[[H:.*]] = getelementptr inbounds i8, ptr %dst, i64 16
    // DST: load i64, ptr %[[H]], {{.*}} !invariant.load
    q[0] = get_image_width(src);
    q[1] = get_image_height(dst);
    q[2] = get_image_channel_order(src);
}

// CLK_IMAGE_MEM_FENCE (4) is one more fence flag: pixels are memory on the
// CPU, so the image fence is the same fence of the work-item's thread as
// the others, and the barriers pass the flags to the runtime (between the
// work-item loops: the barriers are statements of the body, so the kernel
// runs as regions).
// CHECK-LABEL: define void @__oclc_wg_fences(
// CHECK: call void @__oclc_image_write(
// CHECK-NEXT: fence syncscope("singlethread") acq_rel
// CHECK: call void @__oclc_image_read(
// CHECK: fence syncscope("singlethread") acq_rel
// CHECK: call void @__oclc_barrier(i32 4)
// CHECK-NEXT: call void @__oclc_barrier(i32 6)
kernel void fences(read_write image2d_t img, global uint *out)
{
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    write_imageui(img, p, read_imageui(img, p) + 3);
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
    out[0] = read_imageui(img, p).x;
    mem_fence(CLK_IMAGE_MEM_FENCE);
    work_group_barrier(CLK_IMAGE_MEM_FENCE);
    barrier(CLK_IMAGE_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

// Depth images (cl_khr_depth_images) are image arguments (4) too; a read
// is lane x of the runtime's four floats, a write passes the float as
// lane x of four, the others 0.
// ARGS: @__oclc_args_depth = {{.*}} { i32 4, i32 8, {{.*}} }, { i32, i32, ptr, ptr } { i32 4, i32 8,
// CHECK-LABEL: define void @__oclc_wg_depth(
// CHECK: call void @__oclc_image_read(ptr %d, i64 %s, ptr {{.*}}%[[C:.*]], i32 4, ptr {{.*}}%[[T:img.texel[0-9.i]*]])
// CHECK-NEXT: %[[F:.*]] = load float, ptr %[[T]]
// CHECK: insertelement <4 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %[[F]], i64 0
// CHECK: call void @__oclc_image_write(ptr %w, ptr {{.*}}, i32 0, ptr
kernel void depth(read_only image2d_depth_t d, write_only image2d_array_depth_t w, sampler_t s, global float *out)
{
    float f = read_imagef(d, s, (float2)(out[0], out[1]));
    write_imagef(w, (int4)(1, 2, 3, 0), f);
    out[2] = f;
}

// DECL: declare void @__oclc_image_read(ptr, i64, ptr, i32, ptr)
// DECL: declare void @__oclc_image_write(ptr, ptr, i32, ptr)
