// Lowering of v[i] (sema: tests/sema/vector-subscripts.cl).  A run-time
// index is reduced to its low bits (i & (vec_step - 1)), so no index is
// out of range and no value is poison; reads are one extractelement,
// writes load the whole vector, insertelement and store it back (as a
// swizzle write does).  A 3-component vector is widened to 4 lanes with a
// zero padding lane for the access and narrowed back for the store, so
// lane 3 reads 0 and a write to it is dropped.  A constant index is the
// swizzle .sI.  Values: tests/run/vec-subscripts.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %oclc -S -emit-llvm -O2 %s -o - | opt -passes=verify -disable-output

// CHECK-LABEL: define float @read(
// CHECK: [[L:%.*]] = and i32 %{{.*}}, 7
// CHECK: [[V:%.*]] = load <8 x float>, ptr %v.addr
// CHECK: extractelement <8 x float> [[V]], i32 [[L]]
// CHECK: extractelement <8 x float> %{{.*}}, i32 5
float read(float8 v, int i) { return v[i] + v[5]; }

// A long index: its low 32 bits, then the mask.
// CHECK-LABEL: define i32 @read_long(
// CHECK: [[T:%.*]] = trunc i64 %{{.*}} to i32
// CHECK: and i32 [[T]], 15
int read_long(int16 v, long i) { return v[i]; }

// CHECK-LABEL: define void @write(
// CHECK: [[L:%.*]] = and i32 %{{.*}}, 3
// CHECK: [[OLD:%.*]] = load <4 x i32>, ptr
// CHECK: [[NEW:%.*]] = insertelement <4 x i32> [[OLD]], i32 %{{.*}}, i32 [[L]]
// CHECK: store <4 x i32> [[NEW]], ptr
void write(global int4 *p, int i, int x) { p[1][i] = x; }

// CHECK-LABEL: define <3 x float> @vec3(
// CHECK: [[L:%.*]] = and i32 %{{.*}}, 3
// CHECK: [[W:%.*]] = shufflevector <3 x float> %{{.*}}, <3 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
// CHECK: [[I:%.*]] = insertelement <4 x float> [[W]], float %{{.*}}, i32 [[L]]
// CHECK: [[N:%.*]] = shufflevector <4 x float> [[I]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// CHECK: store <3 x float> [[N]], ptr %v.addr
float3 vec3(float3 v, int i, float x)
{
    v[i] = x;
    return v;
}

// A compound assignment reads and writes the vector once.
// CHECK-LABEL: define <2 x i64> @update(
// CHECK: [[OLD:%.*]] = load <2 x i64>, ptr %v.addr
// CHECK-NEXT: [[E:%.*]] = extractelement <2 x i64> [[OLD]], i32 [[L:%.*]]
// CHECK: [[S:%.*]] = add i64 [[E]], %{{.*}}
// CHECK-NEXT: insertelement <2 x i64> [[OLD]], i64 [[S]], i32 [[L]]
// CHECK-NOT: load <2 x i64>, ptr %v.addr
// CHECK: store <2 x i64>
long2 update(long2 v, int i, long x)
{
    v[i] += x;
    return v;
}
