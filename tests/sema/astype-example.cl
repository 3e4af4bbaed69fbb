// examples/bad-astype.cl is what `make quickstart` shows to a new user:
// one size error (both sizes, the same-size as_double2, the convert_double4
// fix-it) and one -Wastype-vec3 warning.  This keeps the showcase honest.
// RUN: %expect-exit 1 %oclc -fsyntax-only %S/../../examples/bad-astype.cl 2>&1 | FileCheck %s
// CHECK:      bad-astype.cl:12:14: error: invalid reinterpretation: 'float4' (16 bytes) and 'double4' (32 bytes) differ in size
// CHECK-NEXT:    12 |     out[i] = as_double4(f);
// CHECK-NEXT:       |              ^          ~
// CHECK-NEXT: bad-astype.cl:12:14: note: 'as_double2' has the size of 'float4': it reinterprets the 16 bytes as 2 'double' values
// CHECK-NEXT: bad-astype.cl:12:14: note: to convert the values of 'float4' to 'double4', use 'convert_double4'
// CHECK-NEXT:    12 |     out[i] = as_double4(f);
// CHECK-NEXT:       |              ^~~~~~~~~~
// CHECK-NEXT:       |              convert_double4
// CHECK-NEXT: bad-astype.cl:14:15: warning: 'as_int4' of a 3-component 'float3': result component 'w' is undefined (it comes from the padding lane of 'float3') [-Wastype-vec3]
// CHECK-NEXT:    14 |     bits[i] = as_int4(xyz);
// CHECK-NEXT:       |               ^       ~~~
// CHECK-NEXT: bad-astype.cl:14:15: note: OpenCL leaves the padding lane undefined (oclc reads it as zero bits); to give it a value, reinterpret a 'float4': 'as_int4((float4)(xyz, 0))'
// CHECK-NEXT: 1 warning and 1 error generated.
