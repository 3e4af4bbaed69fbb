// convert_T between float and double (docs/conversions.md): float ->
// double is one fpext (exact) in every mode; same-type conversions are
// nothing; double -> float is fptrunc (rte), and rtz/rtp/rtn extend the
// result back (exactly), compare it with the source in double and step
// the float's bits by one: from +inf toward zero gives FLT_MAX (overflow by
// direction), from +0 away gives the least subnormal, and NaN compares
// false both ways so it passes through.  No FP environment, no calls.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=NOCALL
// NOCALL-NOT: call
// NOCALL-NOT: llvm.set.rounding

// CHECK-LABEL: define {{.*}}<4 x double> @widen(
// CHECK: fpext <4 x float> %{{.*}} to <4 x double>
// CHECK-NEXT: ret <4 x double>
double4 widen(float4 x) { return convert_double4_rtn(x); }

// CHECK-LABEL: define {{.*}}float @same(
// CHECK-NOT: {{fpext|fptrunc|bitcast}}
// CHECK: ret float
float same(float x) { return convert_float_rtp(x); }

// CHECK-LABEL: define {{.*}}<8 x float> @rte(
// CHECK: fptrunc <8 x double> %{{.*}} to <8 x float>
// CHECK-NEXT: ret <8 x float>
float8 rte(double8 x) { return convert_float8(x); }

// CHECK-LABEL: define {{.*}}<4 x float> @rtz(
// CHECK: %[[R:.*]] = fptrunc <4 x double> %[[X:.*]] to <4 x float>
// CHECK-NEXT: %[[B:.*]] = fpext <4 x float> %[[R]] to <4 x double>
// CHECK-NEXT: fcmp olt <4 x double> %[[B]], %[[X]]
// CHECK-NEXT: fcmp ogt <4 x double> %[[B]], %[[X]]
// CHECK-NEXT: %[[BITS:.*]] = bitcast <4 x float> %[[R]] to <4 x i32>
// CHECK-NEXT: %[[NEG:.*]] = icmp slt <4 x i32> %[[BITS]], zeroinitializer
// CHECK-NEXT: %[[L:.*]] = select <4 x i1> %[[NEG]], <4 x i1> %{{.*}}, <4 x i1> %{{.*}}
// CHECK-NEXT: %[[D:.*]] = sext <4 x i1> %[[L]] to <4 x i32>
// CHECK-NEXT: %[[S:.*]] = add <4 x i32> {{%.*, %.*}}
// CHECK-NEXT: bitcast <4 x i32> %[[S]] to <4 x float>
float4 rtz(double4 x) { return convert_float4_rtz(x); }

// CHECK-LABEL: define {{.*}}float @rtp(
// CHECK: %[[R:.*]] = fptrunc double %[[X:.*]] to float
// CHECK-NEXT: %[[B:.*]] = fpext float %[[R]] to double
// CHECK-NEXT: %[[LT:.*]] = fcmp olt double %[[B]], %[[X]]
// CHECK: select i1 %{{.*}}, i32 {{1, i32 -1|-1, i32 1}}
// CHECK-NEXT: select i1 %[[LT]], i32 %{{.*}}, i32 0
// CHECK-NEXT: add i32
float rtp(double x) { return convert_float_rtp(x); }

// CHECK-LABEL: define {{.*}}<2 x float> @rtn(
// CHECK: fptrunc <2 x double>
// CHECK: %[[GT:.*]] = fcmp ogt <2 x double>
// CHECK: select <2 x i1> %[[GT]], <2 x i32> %{{.*}}, <2 x i32> zeroinitializer
float2 rtn(double2 x) { return convert_float2_rtn(x); }
