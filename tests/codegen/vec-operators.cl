// Lowering of the component-wise operators at -O0: one LLVM vector
// instruction per operator on <n x T> values (no scalarization), integer
// arithmetic without nsw/nuw (it wraps), the division guard per lane,
// shift counts masked to the element width (`and` with width-1, after the
// count is converted to the element type), relational and equality results
// as `sext <n x i1>` (-1/0), && || ! on vectors as lane-wise i1 logic (both
// operands evaluated, no branch), vector ?: as `select` on `icmp slt c, 0`
// (the most significant bit), and a scalar operand converted to the element
// type, then replicated.
// Values: tests/run/vec-operators.cl (every type) and vec-spec-examples.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// No flags between the opcode and the type: no nsw/nuw.
// CHECK-LABEL: define <4 x i32> @arith(
// CHECK: = add <4 x i32>
// CHECK: = mul <4 x i32>
// CHECK: = sub <4 x i32>
// CHECK: ret <4 x i32>
int4 arith(int4 a, int4 b) { return a + b - a * b; }

// CHECK-LABEL: define <8 x float> @farith(
// CHECK: [[S:%.*]] = insertelement <8 x float> poison, float %{{.*}}, i32 0
// CHECK: [[SPLAT:%.*]] = shufflevector <8 x float> [[S]], <8 x float> poison, <8 x i32> zeroinitializer
// CHECK: fmul <8 x float> %{{.*}}, [[SPLAT]]
// CHECK: fdiv <8 x float>
// CHECK: fadd <8 x float>
// CHECK: fneg <8 x float>
// CHECK: fsub <8 x float>
float8 farith(float8 a, float8 b, float s) { return a * s + b / a - (-a); }

// Division: the divisor is guarded lane by lane (x / 0 == x, INT_MIN / -1
// == INT_MIN: docs/semantics.md; the guard's instructions are checked in
// tests/codegen/cg-div-guard.cl), with no branch and no scalarization.
// CHECK-LABEL: define <4 x i32> @divs(
// CHECK-NOT: br
// CHECK-NOT: extractelement
// CHECK: sdiv <4 x i32>
// CHECK-NOT: br
// CHECK: srem <4 x i32>
// CHECK: ret <4 x i32>
int4 divs(int4 a, int4 b) { return a / b + a % b; }
// CHECK-LABEL: define <4 x i32> @udivs(
// CHECK-NOT: br
// CHECK: udiv <4 x i32>
uint4 udivs(uint4 a, uint4 b) { return a / b; }

// CHECK-LABEL: define <4 x i32> @bits(
// CHECK: and <4 x i32>
// CHECK: [[N:%.*]] = xor <4 x i32> %{{.*}}, <i32 -1, i32 -1, i32 -1, i32 -1>
// CHECK: xor <4 x i32> %{{.*}}, [[N]]
// CHECK: or <4 x i32>
int4 bits(int4 a, int4 b) { return (a & b) | (a ^ ~b); }

// Shift counts modulo the element width: 7 for char lanes (vectors are not
// promoted), 63 for long lanes; a scalar count is converted, then
// replicated, then masked.
// CHECK-LABEL: define <4 x i8> @shift_char(
// CHECK: [[T:%.*]] = trunc i32 %{{.*}} to i8
// CHECK: [[I:%.*]] = insertelement <4 x i8> poison, i8 [[T]], i32 0
// CHECK: [[S:%.*]] = shufflevector <4 x i8> [[I]], <4 x i8> poison, <4 x i32> zeroinitializer
// CHECK: [[M:%.*]] = and <4 x i8> [[S]], <i8 7, i8 7, i8 7, i8 7>
// CHECK: shl <4 x i8> %{{.*}}, [[M]]
char4 shift_char(char4 a, int n) { return a << n; }
// CHECK-LABEL: define <2 x i64> @shift_long(
// CHECK: [[M:%.*]] = and <2 x i64> %{{.*}}, <i64 63, i64 63>
// CHECK: ashr <2 x i64> %{{.*}}, [[M]]
// CHECK: [[M2:%.*]] = and <2 x i64> %{{.*}}, <i64 63, i64 63>
// CHECK: lshr <2 x i64> %{{.*}}, [[M2]]
long2 shift_long(long2 a, long2 b, ulong2 u) { return a >> b | as_long2(u >> b); }
// A constant count: i << 33 shifts by 1.
// CHECK-LABEL: define <4 x i32> @shift_33(
// CHECK: shl <4 x i32> %{{.*}}, <i32 1, i32 1, i32 1, i32 1>
int4 shift_33(int4 i) { return i << 33; }

// Relational and equality: -1/0 by sign extension of the i1 lanes.
// CHECK-LABEL: define <4 x i32> @rel(
// CHECK: [[C:%.*]] = fcmp ole <4 x float>
// CHECK-NEXT: sext <4 x i1> [[C]] to <4 x i32>
int4 rel(float4 a, float4 b) { return a <= b; }
// CHECK-LABEL: define <4 x i8> @rel_uchar(
// CHECK: [[C:%.*]] = icmp ult <4 x i8>
// CHECK-NEXT: sext <4 x i1> [[C]] to <4 x i8>
char4 rel_uchar(uchar4 a, uchar4 b) { return a < b; }
// CHECK-LABEL: define <2 x i64> @eq_double(
// CHECK: [[C:%.*]] = fcmp oeq <2 x double>
// CHECK-NEXT: sext <2 x i1> [[C]] to <2 x i64>
// CHECK: [[C2:%.*]] = fcmp une <2 x double>
// CHECK-NEXT: sext <2 x i1> [[C2]] to <2 x i64>
long2 eq_double(double2 a, double2 b) { return (a == b) + (a != b); }
// A scalar compared with a vector is replicated first.
// CHECK-LABEL: define <16 x i16> @rel_splat(
// CHECK: shufflevector <16 x i16> %{{.*}}, <16 x i16> poison, <16 x i32> zeroinitializer
// CHECK: [[C:%.*]] = icmp sgt <16 x i16>
// CHECK-NEXT: sext <16 x i1> [[C]] to <16 x i16>
short16 rel_splat(short16 a, short s) { return a > s; }

// && || ! on vectors: lane-wise, both sides evaluated, -1/0.
// CHECK-LABEL: define <4 x i32> @land(
// CHECK-NOT: br
// CHECK: [[L:%.*]] = icmp ne <4 x i32> %{{.*}}, zeroinitializer
// CHECK: [[R:%.*]] = icmp ne <4 x i32> %{{.*}}, zeroinitializer
// CHECK: [[A:%.*]] = and <4 x i1> [[L]], [[R]]
// CHECK: sext <4 x i1> [[A]] to <4 x i32>
int4 land(int4 a, int4 b) { return a && b; }
// CHECK-LABEL: define <2 x i64> @lor(
// CHECK-NOT: br
// CHECK: [[L:%.*]] = fcmp une <2 x double> %{{.*}}, zeroinitializer
// CHECK: [[R:%.*]] = fcmp une <2 x double> %{{.*}}, zeroinitializer
// CHECK: [[O:%.*]] = or <2 x i1> [[L]], [[R]]
// CHECK: sext <2 x i1> [[O]] to <2 x i64>
long2 lor(double2 a, double2 b) { return a || b; }
// CHECK-LABEL: define <4 x i32> @lnot(
// CHECK: [[T:%.*]] = fcmp une <4 x float> %{{.*}}, zeroinitializer
// CHECK: [[N:%.*]] = xor <4 x i1> [[T]], <i1 true, i1 true, i1 true, i1 true>
// CHECK: sext <4 x i1> [[N]] to <4 x i32>
int4 lnot(float4 a) { return !a; }

// Vector ?: selects on the most significant bit of each condition lane.
// CHECK-LABEL: define <4 x float> @select(
// CHECK-NOT: br
// CHECK: [[M:%.*]] = icmp slt <4 x i32> %{{.*}}, zeroinitializer
// CHECK: select <4 x i1> [[M]], <4 x float> %{{.*}}, <4 x float> %{{.*}}
float4 select(int4 c, float4 a, float s) { return c ? a : s; }
// An unsigned condition too: the MSB, not "!= 0".
// CHECK-LABEL: define <8 x i16> @select_unsigned(
// CHECK: [[M:%.*]] = icmp slt <8 x i16> %{{.*}}, zeroinitializer
// CHECK: select <8 x i1> [[M]], <8 x i16>
ushort8 select_unsigned(ushort8 c, ushort8 a, ushort8 b) { return c ? a : b; }

// A scalar converted to the element type before it is replicated.
// CHECK-LABEL: define <4 x float> @splat_conv(
// CHECK: [[C:%.*]] = sitofp i32 %{{.*}} to float
// CHECK: [[I:%.*]] = insertelement <4 x float> poison, float [[C]], i32 0
// CHECK: [[S:%.*]] = shufflevector <4 x float> [[I]], <4 x float> poison, <4 x i32> zeroinitializer
// CHECK: fadd <4 x float> %{{.*}}, [[S]]
float4 splat_conv(float4 a, int n) { return a + n; }

// ++/-- and compound assignment on integer vectors.
// CHECK-LABEL: define <4 x i32> @incdec(
// CHECK: add <4 x i32> %{{.*}}, <i32 1, i32 1, i32 1, i32 1>
// CHECK: sub <4 x i32> %{{.*}}, <i32 1, i32 1, i32 1, i32 1>
// CHECK: [[SH:%.*]] = and <4 x i32> %{{.*}}, <i32 31, i32 31, i32 31, i32 31>
// CHECK: shl <4 x i32> %{{.*}}, [[SH]]
int4 incdec(int4 a, int n) { a++; --a; a <<= n; return a; }

// Unary minus on integers is 0 - x (wraps).
// CHECK-LABEL: define <2 x i64> @neg(
// CHECK: sub <2 x i64> zeroinitializer, %{{.*}}
long2 neg(long2 a) { return -a; }
