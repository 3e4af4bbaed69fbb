// Vectors in memory (OpenCL C 2.0, 1.1.5): every object of vector type is
// aligned to its size, and a 3-component vector has the size and alignment
// of the 4-component one, so arrays of and pointers to float3 step by 16
// bytes.  A load or store of a 3-component vector moves its three lanes
// only (`load/store <3 x T>`, align of 4 lanes): the padding is never
// written.  sizeof and vec_step fold to the spec's values.
// Values: tests/run/vec-layout.cl; sizes for every type:
// tests/sema/vector-types.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=OPT

// CHECK-DAG: @g3 = global <3 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, align 16
// CHECK-DAG: @gc3 = global <3 x i8> zeroinitializer, align 4
// CHECK-DAG: @gd3 = global [2 x <3 x double>] zeroinitializer, align 32
// CHECK-DAG: @gu16 = global <16 x i8> zeroinitializer, align 16
// CHECK-DAG: @gl16 = global <16 x i64> zeroinitializer, align 128
global float3 g3 = (float3)(1.0f, 2.0f, 3.0f);
global char3 gc3;
global double3 gd3[2];
global uchar16 gu16;
global long16 gl16;

// Every object is aligned to its size (vec3: to the size of vec4).
// CHECK-LABEL: define void @aligned(
// CHECK: %a = alloca <2 x i8>, align 2
// CHECK: %b = alloca <3 x i8>, align 4
// CHECK: %c = alloca <3 x i16>, align 8
// CHECK: %d = alloca <3 x i32>, align 16
// CHECK: %e = alloca <4 x float>, align 16
// CHECK: %f = alloca <3 x i64>, align 32
// CHECK: %g = alloca <8 x float>, align 32
// CHECK: %h = alloca <16 x float>, align 64
// CHECK: %k = alloca <16 x double>, align 128
// CHECK: %m = alloca [5 x <3 x float>], align 16
void aligned(global float *out) {
  char2 a = (char2)(1); char3 b = (char3)(2); short3 c = (short3)(3); int3 d = (int3)(4);
  float4 e = (float4)(5.0f); long3 f = (long3)(6); float8 g = (float8)(7.0f); float16 h = (float16)(8.0f);
  double16 k = (double16)(9.0); float3 m[5];
  m[1] = (float3)(a.x + b.y + c.z + d.x + e.w + f.y + g.s7 + h.sf + k.s0);
  out[0] = m[1].x;
}

// Elements of float3 arrays and pointers: the GEP steps over <3 x float>,
// whose allocation size is 16; at -O2 the offsets show as bytes.
// CHECK-LABEL: define <3 x float> @stride(
// CHECK: getelementptr inbounds <3 x float>, ptr %{{.*}}, i64 1
// CHECK: load <3 x float>, ptr %{{.*}}, align 16
// OPT-LABEL: @stride(ptr
// OPT: getelementptr inbounds i8, ptr %p, i64 16
float3 stride(global float3 *p, int i) { return p[1] + p[i]; }
// OPT-LABEL: @next(ptr
// OPT: getelementptr inbounds i8, ptr %p, i64 48
global float3 *next(global float3 *p) { return p + 3; }

// A store writes the three lanes only.
// CHECK-LABEL: define void @store3(
// CHECK: store <3 x float> %{{.*}}, ptr %{{.*}}, align 16
// CHECK-NOT: store <4 x float>
// CHECK: ret void
void store3(global float3 *p, float3 v) { p[2] = v; }

// Address differences and sizes fold to the spec's values at -O2:
// &a[1] - &a[0] is 16 for float3, 4 for char3, 32 for double3.
// OPT-LABEL: @distances(
// OPT: ret i64 52
ulong distances(int i) {
  float3 a[4];
  char3 c[2];
  double3 d[2];
  a[i] = (float3)(1.0f);
  return (ulong)&a[1] - (ulong)&a[0] + (ulong)&c[1] - (ulong)&c[0] + (ulong)&d[1] - (ulong)&d[0];
}

// sizeof and vec_step are constants: 16 + 4 + 32 + 64 + 4 + 4 + 3 * 16.
// CHECK-LABEL: define i64 @sizes(
// CHECK: ret i64 172
ulong sizes(float3 v) {
  return sizeof(float3) + sizeof(char3) + sizeof(double3) + sizeof(float16) + vec_step(v) + vec_step(int3)
         + sizeof(float3[3]);
}
