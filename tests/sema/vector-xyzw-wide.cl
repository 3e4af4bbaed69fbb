// .xyzw and .rgba on 8- and 16-component vectors name their first four
// components: OpenCL C 3.0 section 6.3.7 ("vector data types with four or
// more components, such as ulong4 or float8, can access .xyzw elements"),
// and clang takes them in every version (the conformance suite's vector
// and relational kernels use them everywhere).  Before CL3.0 the OpenCL C
// 1.2 and 2.0 specifications (6.1.7) gave .xyzw to vectors of up to four
// components only, so -Wpedantic (or -pedantic) says so there; nothing is
// said by default, nor under CL3.0.  .rgba keeps its own -Wrgba-swizzle
// before CL3.0.  Reads and lvalues; the values are in run/vec-xyzw-wide.cl.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 -Wpedantic -Wno-rgba-swizzle %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -pedantic -Wno-rgba-swizzle %s
// RUN: %oclc -fsyntax-only -cl-std=CL3.0 -Wpedantic %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %oclc -fsyntax-only -cl-std=CL2.0 -Wno-rgba-swizzle %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %oclc -fsyntax-only -cl-std=CL1.2 %s 2>&1 | FileCheck %s --check-prefix=RGBA
// QUIET-NOT: {{warning|error}}
// RGBA-NOT: '.x' on
// RGBA: :[[@LINE+10]]:{{[0-9]+}}: warning: vector component name 'r' is an OpenCL C 3.0 feature
// RGBA-NOT: '.x' on

void f(float8 v8, float16 v16, global float *out)
{
    out[0] = v8.x + v8.w + v16.y; // expected-warning {{vector component name '.x' on 'float8', a vector of 8 components: OpenCL C before 3.0 names .xyzw components of vectors with up to 4 components (OpenCL C 2.0 section 6.1.7; OpenCL C 3.0 section 6.3.7 allows them)}} expected-warning {{'.w' on 'float8'}} expected-warning {{'.y' on 'float16'}}
    float4 a = v16.wzyx;          // expected-warning {{'.wzyx' on 'float16'}}
    float2 b = v8.xyzw.hi;        // expected-warning {{'.xyzw' on 'float8'}}
    v8.xy = b;                    // expected-warning {{'.xy' on 'float8'}}
    v16.w += 1.0f;                // expected-warning {{'.w' on 'float16'}}
    float4 c = v8.rgba;
    out[1] = a.x + b.y + c.z + v8.s3 + v16.sF + v8.lo.x;
}
