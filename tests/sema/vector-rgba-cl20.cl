// .rgba components are OpenCL C 3.0; under CL2.0 they warn as clang does.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
void f(float4 v) {
  float4 r = v.rgba; // expected-warning {{vector component name 'r' is an OpenCL C 3.0 feature}}
  float x = v.x;
}
