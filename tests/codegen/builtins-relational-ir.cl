// How the relational built-ins (6.15.6) lower (codegen/
// cg_bi_relational.c): one fcmp with the predicate whose NaN rule is the
// spec's (ordered: false for a NaN; isnotequal and isunordered: true),
// its i1 as 1/0 for a scalar and -1/0 per lane for a vector.  (select,
// bitselect, any, all, isnan & co: tests/api/builtins-ir.cl.)  Values:
// tests/api/builtins-relational.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

int4 t_compare(float4 x, float4 y) {
  return isequal(x, y) + isnotequal(x, y) + isgreater(x, y) + isgreaterequal(x, y) + isless(x, y) +
         islessequal(x, y) + islessgreater(x, y) + isordered(x, y) + isunordered(x, y);
}
// CHECK-LABEL: @t_compare(
// CHECK: %isequal = fcmp oeq <4 x float>
// CHECK: sext <4 x i1> %isequal to <4 x i32>
// CHECK: %isnotequal = fcmp une <4 x float>
// CHECK: %isgreater = fcmp ogt <4 x float>
// CHECK: %isgreaterequal = fcmp oge <4 x float>
// CHECK: %isless = fcmp olt <4 x float>
// CHECK: %islessequal = fcmp ole <4 x float>
// CHECK: %islessgreater = fcmp one <4 x float>
// CHECK: %isordered = fcmp ord <4 x float>
// CHECK: %isunordered = fcmp uno <4 x float>
int t_compare_scalar(double x, double y) { return isless(x, y); }
// CHECK-LABEL: @t_compare_scalar(
// CHECK: %isless = fcmp olt double
// CHECK: zext i1 %isless to i32
long2 t_isnormal(double2 x) { return isnormal(x); }
// DBL_MIN <= |x| < inf
// CHECK-LABEL: @t_isnormal(
// CHECK: [[A:%.*]] = call <2 x double> @llvm.fabs.v2f64(
// CHECK-DAG: [[F:%.*]] = fcmp olt <2 x double> [[A]], <double 0x7FF0000000000000,
// CHECK-DAG: [[N:%.*]] = fcmp oge <2 x double> [[A]], <double 0x10000000000000,
// CHECK: %isnormal = and <2 x i1> [[N]], [[F]]
// CHECK: sext <2 x i1> %isnormal to <2 x i64>
