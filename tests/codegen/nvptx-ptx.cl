// nvptx64 -S writes PTX through LLVM's NVPTX back end, for sm_70 unless
// -mcpu= names another GPU; where CUDA's ptxas is installed, it assembles
// the result (tests/lit.cfg.py: REQUIRES ptxas, UNSUPPORTED without it).
// REQUIRES: ptxas
// RUN: %oclc --target=nvptx64-nvidia-cuda -S %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas %t.ptx -o %t.cubin
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %ptxas %t.O0.ptx -o %t.O0.cubin
// RUN: %oclc --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S %s -o - | FileCheck %s --check-prefix=SM80
// SM80: .target sm_80

// CHECK: .target sm_70
// CHECK: .address_size 64
// CHECK-DAG: .visible .global .align 4 .f32 scale = 0f40000000;
// CHECK-DAG: .visible .const .align 4 .b8 table[16] =
global float scale = 2.0f;
constant int table[4] = {1, 2, 3, 5};

// CHECK: .visible .func {{.*}}twice(
float twice(float x) { return x * scale; }

// CHECK: .visible .entry saxpy(
// CHECK: ld.global.f32
// CHECK: ld.const.u32
// CHECK: st.global.f32
kernel void saxpy(global float *y, global const float *x, float a, int i)
{
    y[i] = a * x[i] + y[i] + table[i & 3] + twice(a);
}

// CHECK: .visible .entry tile(
// CHECK: .shared .align 4 .b8 {{.*}}buf[64];
// CHECK: st.shared.f32
// CHECK: ld.shared.f32
kernel void tile(global float *out, int i, int j)
{
    local float buf[16];
    buf[i & 15] = out[i];
    out[j] = buf[j & 15];
}
