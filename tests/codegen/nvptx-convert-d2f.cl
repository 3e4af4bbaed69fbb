// convert_float_rtz/_rtp/_rtn(double) on nvptx64 are PTX's own directed
// conversions, cvt.rz/.rp/.rm.f32.f64, without .ftz in either denormal
// mode (codegen/cg_convert.c, ptx_d2f).  The host's rounding step (round
// to nearest, compare, step the bits) is wrong on a target where
// -cl-denorms-are-zero makes the nearest rounding flush: a result just
// under FLT_MIN flushed to 0 stepped up to 2^-149 (the CTS's conversions
// on the GPU device, which reports no single-precision denormals and so is
// given the option).  tests/gpu/convert.c checks the values on a GPU.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-denorms-are-zero -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}
// The CPU keeps its step (x86 has no directed conversion without
// changing MXCSR):
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=CPU
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// CHECK-LABEL: define ptx_kernel void @up(
// CHECK: call float @llvm.nvvm.d2f.rp(double
// CHECK-NOT: fptrunc
// CHECK: ret void
// PTX-LABEL: .entry up(
// PTX-NOT: ftz
// PTX: cvt.rp.f32.f64
// PTX-NOT: cvt.rn
// PTX: ret;
// CPU-LABEL: define {{.*}}void @up(
// CPU: fptrunc double
// CPU-NOT: nvvm
kernel void up(global const double *x, global float *y) { y[get_global_id(0)] = convert_float_rtp(x[get_global_id(0)]); }

// CHECK-LABEL: define ptx_kernel void @down3(
// CHECK-COUNT-3: call float @llvm.nvvm.d2f.rm(double
// CHECK-NOT: fptrunc
// CHECK: ret void
// PTX-LABEL: .entry down3(
// PTX-NOT: ftz
// PTX-COUNT-3: cvt.rm.f32.f64
// PTX: ret;
kernel void down3(global const double *x, global float *y)
{
    vstore3(convert_float3_rtn(vload3(get_global_id(0), x)), get_global_id(0), y);
}

// CHECK-LABEL: define ptx_kernel void @zero16(
// CHECK-COUNT-16: call float @llvm.nvvm.d2f.rz(double
// CHECK: ret void
// PTX-LABEL: .entry zero16(
// PTX-COUNT-16: cvt.rz.f32.f64
// PTX: ret;
kernel void zero16(global const double16 *x, global float16 *y) { y[get_global_id(0)] = convert_float16_rtz(x[get_global_id(0)]); }

// Round to nearest is fptrunc (ftz under the option: allowed there).
// CHECK-LABEL: define ptx_kernel void @nearest(
// CHECK: fptrunc double
// CHECK-NOT: nvvm.d2f
// CHECK: ret void
kernel void nearest(global const double *x, global float *y) { y[get_global_id(0)] = convert_float_rte(x[get_global_id(0)]); }
