// .rgba components are OpenCL C 3.0; before it they warn, as clang does, and
// still work (reads and lvalues); .xyzw never warns.  Under CL3.0 they are
// silent (tests/sema/vector-components.cl uses them there).
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -Wno-rgba-swizzle -cl-std=CL2.0 %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: warning
void f(float4 v) {
  float4 r = v.rgba; // expected-warning {{vector component name 'r' is an OpenCL C 3.0 feature}}
  v.ab = v.xy;       // expected-warning {{vector component name 'a' is an OpenCL C 3.0 feature}}
  float x = v.x + v.s3 + v.lo.y;
}
