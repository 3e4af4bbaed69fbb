// Lowering of vector components (OpenCL C 2.0, 1.1.7) at -O0: reads are
// extractelement (one lane) or one shufflevector (several; chains are
// composed by sema, an identity selection is no instruction); writes load
// the variable's vector, put the lanes in with insertelement or a
// shufflevector blend, and store it back; a compound assignment or ++/-- of
// a swizzle loads once and stores once.  No swizzle makes a temporary in
// memory: the only allocas are the variables' own.  The padding lane of a
// 3-component vector reads as 0 and is never written.
// Values: tests/run/vec-spec-examples.cl and tests/run/vec-operators.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define float @read_one(
// CHECK: [[V:%.*]] = load <4 x float>, ptr %v.addr
// CHECK: extractelement <4 x float> [[V]], i32 3
// CHECK: extractelement <4 x float> %{{.*}}, i32 1
// CHECK: extractelement <16 x float> %{{.*}}, i32 15
// CHECK: extractelement <16 x float> %{{.*}}, i32 10
float read_one(float4 v, float16 x) { return v.w + v.g + x.sF + x.sa; }

// CHECK-LABEL: define <4 x float> @read_many(
// CHECK: shufflevector <4 x float> %{{.*}}, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
// CHECK: shufflevector <4 x float> %{{.*}}, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
// CHECK: shufflevector <8 x float> %{{.*}}, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
// CHECK: shufflevector <2 x float> %{{.*}}, <2 x float> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 0>
float4 read_many(float4 v, float8 w, float2 t) { return v.wzyx + v.xxyy + w.even + t.yxyx; }

// An identity selection is the vector itself.
// CHECK-LABEL: define <4 x float> @identity(
// CHECK-NOT: shufflevector
// CHECK: ret <4 x float>
float4 identity(float4 v) { return v.xyzw + v.rgba + v.s0123; }

// Chains compose into one selection of the variable: one shuffle.
// CHECK-LABEL: define <2 x float> @chain(
// CHECK: shufflevector <16 x float> %{{.*}}, <16 x float> poison, <2 x i32> <i32 15, i32 11>
// CHECK-NOT: shufflevector
// CHECK: ret
float2 chain(float16 v) { return v.odd.hi.wy; }

// .lo/.hi/.even/.odd of a 3-component vector: lane 3 is the padding, read as
// 0 from the zero second operand.
// CHECK-LABEL: define <2 x float> @vec3_halves(
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> zeroinitializer, <2 x i32> <i32 2, i32 3>
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> zeroinitializer, <2 x i32> <i32 1, i32 3>
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> poison, <2 x i32> <i32 0, i32 2>
float2 vec3_halves(float3 v) { return v.hi + v.odd + v.even; }

// Writes: one variable, one alloca each; no temporaries.
// CHECK-LABEL: define <4 x float> @writes(
// CHECK: %pos.addr = alloca <4 x float>, align 16
// CHECK-NEXT: %v.addr = alloca <2 x float>, align 8
// CHECK-NEXT: %s.addr = alloca float, align 4
// CHECK-NOT: alloca
// pos.xw = v: widen v, blend lanes 0 and 3.
// CHECK: [[OLD:%.*]] = load <4 x float>, ptr %pos.addr, align 16
// CHECK: [[W:%.*]] = shufflevector <2 x float> %{{.*}}, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
// CHECK: [[NEW:%.*]] = shufflevector <4 x float> [[OLD]], <4 x float> [[W]], <4 x i32> <i32 4, i32 1, i32 2, i32 5>
// CHECK: store <4 x float> [[NEW]], ptr %pos.addr, align 16
// pos.hi.x = s: a nested selection of one lane, lane 2.
// CHECK: [[OLD2:%.*]] = load <4 x float>, ptr %pos.addr, align 16
// CHECK: [[NEW2:%.*]] = insertelement <4 x float> [[OLD2]], float %{{.*}}, i32 2
// CHECK: store <4 x float> [[NEW2]], ptr %pos.addr, align 16
// pos.zy += v: one load, the lanes read, added, blended back into that load.
// CHECK: [[OLD3:%.*]] = load <4 x float>, ptr %pos.addr, align 16
// CHECK-NEXT: [[L:%.*]] = shufflevector <4 x float> [[OLD3]], <4 x float> poison, <2 x i32> <i32 2, i32 1>
// CHECK-NEXT: [[A:%.*]] = fadd <2 x float> [[L]], %{{.*}}
// CHECK-NEXT: [[AW:%.*]] = shufflevector <2 x float> [[A]], <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
// CHECK-NEXT: [[NEW3:%.*]] = shufflevector <4 x float> [[OLD3]], <4 x float> [[AW]], <4 x i32> <i32 0, i32 5, i32 4, i32 3>
// CHECK-NEXT: store <4 x float> [[NEW3]], ptr %pos.addr, align 16
// pos.s3 *= s: extract, multiply, insert into the same load.
// CHECK: [[OLD4:%.*]] = load <4 x float>, ptr %pos.addr, align 16
// CHECK-NEXT: [[E:%.*]] = extractelement <4 x float> [[OLD4]], i32 3
// CHECK-NEXT: [[M:%.*]] = fmul float [[E]], %{{.*}}
// CHECK-NEXT: [[NEW4:%.*]] = insertelement <4 x float> [[OLD4]], float [[M]], i32 3
// CHECK-NEXT: store <4 x float> [[NEW4]], ptr %pos.addr, align 16
// CHECK-NOT: alloca
// CHECK: ret <4 x float>
float4 writes(float4 pos, float2 v, float s) {
  pos.xw = v;
  pos.hi.x = s;
  pos.zy += v;
  pos.s3 *= s;
  return pos;
}

// ++ and -- on selections: one load and one store each.
// CHECK-LABEL: define <8 x i32> @incdec(
// CHECK: [[V:%.*]] = load <8 x i32>, ptr %v.addr, align 32
// CHECK-NEXT: [[O:%.*]] = shufflevector <8 x i32> [[V]], <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
// CHECK-NEXT: [[I:%.*]] = add <4 x i32> [[O]], <i32 1, i32 1, i32 1, i32 1>
// CHECK-NEXT: [[IW:%.*]] = shufflevector <4 x i32> [[I]], <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
// CHECK-NEXT: [[B:%.*]] = shufflevector <8 x i32> [[V]], <8 x i32> [[IW]], <8 x i32> <i32 0, i32 8, i32 2, i32 9, i32 4, i32 10, i32 6, i32 11>
// CHECK-NEXT: store <8 x i32> [[B]], ptr %v.addr, align 32
// CHECK: [[V2:%.*]] = load <8 x i32>, ptr %v.addr, align 32
// CHECK-NEXT: [[E:%.*]] = extractelement <8 x i32> [[V2]], i32 0
// CHECK-NEXT: [[D:%.*]] = sub i32 [[E]], 1
// CHECK-NEXT: insertelement <8 x i32> [[V2]], i32 [[D]], i32 0
// v.lo.hi.x is lane 2.
// CHECK: extractelement <8 x i32> %{{.*}}, i32 2
// CHECK: insertelement <8 x i32> %{{.*}}, i32 %{{.*}}, i32 2
int8 incdec(int8 v) { v.odd++; --v.s0; v.lo.hi.x += 3; return v; }

// Writes through the padding lane of a 3-component vector are dropped:
// v.hi = w writes z only; v.odd = w writes y only.
// CHECK-LABEL: define <3 x float> @vec3_writes(
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> %{{.*}}, <3 x i32> <i32 0, i32 1, i32 3>
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> %{{.*}}, <3 x i32> <i32 0, i32 3, i32 2>
float3 vec3_writes(float3 v, float2 w) { v.hi = w; v.odd = w; return v; }

// Through a pointer: the element's address, the same read-blend-write.
// CHECK-LABEL: define void @through_pointer(
// CHECK: [[P:%.*]] = getelementptr inbounds <4 x float>, ptr %{{.*}}, i64 %{{.*}}
// CHECK: [[O:%.*]] = load <4 x float>, ptr [[P]], align 16
// CHECK: [[N:%.*]] = insertelement <4 x float> [[O]], float %{{.*}}, i32 1
// CHECK: store <4 x float> [[N]], ptr [[P]], align 16
void through_pointer(global float4 *p, int i, float s) { p[i].y += s; }

// A volatile vector: the one load and the one store stay volatile.
// CHECK-LABEL: define void @volatile_lanes(
// CHECK: load volatile <4 x i32>
// CHECK-NOT: load
// CHECK: store volatile <4 x i32>
void volatile_lanes(volatile global int4 *p) { (*p).zw += (int2)(1); }

// .xyzw and .rgba on 8 and 16 components are lanes 0-3 (OpenCL C 3.0
// 6.3.7): one extractelement or shufflevector, and a write blends into
// lanes 0-3 of the whole vector.
// CHECK-LABEL: define <4 x float> @wide_xyzw(
// CHECK: extractelement <8 x float> %{{.*}}, i32 3
// CHECK: [[W:%.*]] = load <16 x float>, ptr %x.addr
// CHECK: insertelement <16 x float> [[W]], float %{{.*}}, i32 2
// CHECK: store <16 x float>
// CHECK: shufflevector <16 x float> %{{.*}}, <16 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
// CHECK: shufflevector <8 x float> %{{.*}}, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
float4 wide_xyzw(float8 v, float16 x)
{
    x.b = v.w;
    return x.wzyx + v.rgba + x.s2;
}
