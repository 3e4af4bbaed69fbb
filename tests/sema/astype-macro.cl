// as_type diagnostics inside macro expansions point at the user's code:
// the error's caret is at the outermost macro use, the operand written as a
// macro argument is underlined where it was written, one "expanded from
// macro" note per level follows the error (not every note), and oclc's own
// notes point at the use too.  Warnings behave the same way.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s

#define TO_FLOAT4(x) as_float4(x)
#define OUTER(x) TO_FLOAT4(x)
#define ONE 1.0

void in_macros(int i, float3 f3) {
  float4 a = TO_FLOAT4(i);
  // expected-error@-1 {{invalid reinterpretation: 'int' (4 bytes) and 'float4' (16 bytes) differ in size}}
  // expected-note@-2 {{'as_float' has the size of 'int': it reinterprets the 4 bytes as one 'float'}}
  float4 b = OUTER(i + 1);
  // expected-error@-1 {{invalid reinterpretation: 'int' (4 bytes) and 'float4' (16 bytes) differ in size}}
  // expected-note@-2 {{'as_float' has the size of 'int'}}
  int c = as_int(ONE);
  // expected-error@-1 {{invalid reinterpretation: 'double' (8 bytes) and 'int' (4 bytes) differ in size}}
  // expected-note@-2 {{a floating literal without a suffix is a 'double' (8 bytes); add an 'f' suffix for a 'float'}}
  // expected-note@-3 {{'as_int2' has the size of 'double'}}
  // expected-note@-4 {{to convert the value of 'double' to 'int', use 'convert_int'}}
  float4 d = TO_FLOAT4(f3);
  // expected-warning@-1 {{'as_float4' of a 3-component 'float3': result component 'w' is undefined (it comes from the padding lane of 'float3')}}
  // expected-note@-2 {{'as_float4((float4)(f3, 0))'}}
}

// CHECK:      astype-macro.cl:14:14: error: invalid reinterpretation: 'int' (4 bytes) and 'float4' (16 bytes) differ in size
// CHECK-NEXT:    14 |   float4 a = TO_FLOAT4(i);
// CHECK-NEXT:       |              ^         ~
// CHECK-NEXT: astype-macro.cl:9:22: note: expanded from macro 'TO_FLOAT4'
// CHECK-NEXT:     9 | #define TO_FLOAT4(x) as_float4(x)
// CHECK-NEXT:       |                      ^
// CHECK-NEXT: astype-macro.cl:14:14: note: 'as_float' has the size of 'int': it reinterprets the 4 bytes as one 'float'
// CHECK-NEXT:    14 |   float4 a = TO_FLOAT4(i);
// CHECK-NEXT:       |              ^
// CHECK-NEXT: astype-macro.cl:17:14: error: invalid reinterpretation: 'int' (4 bytes) and 'float4' (16 bytes) differ in size
// CHECK-NEXT:    17 |   float4 b = OUTER(i + 1);
// CHECK-NEXT:       |              ^     ~~~~~
// CHECK-NEXT: astype-macro.cl:10:18: note: expanded from macro 'OUTER'
// CHECK-NEXT:    10 | #define OUTER(x) TO_FLOAT4(x)
// CHECK-NEXT:       |                  ^
// CHECK-NEXT: astype-macro.cl:9:22: note: expanded from macro 'TO_FLOAT4'
// CHECK-NEXT:     9 | #define TO_FLOAT4(x) as_float4(x)
// CHECK-NEXT:       |                      ^
// CHECK-NEXT: astype-macro.cl:17:14: note: 'as_float' has the size of 'int'
// CHECK:      astype-macro.cl:20:11: error: invalid reinterpretation: 'double' (8 bytes) and 'int' (4 bytes) differ in size
// CHECK-NEXT:    20 |   int c = as_int(ONE);
// CHECK-NEXT:       |           ^      ~~~
// CHECK:      astype-macro.cl:25:14: warning: 'as_float4' of a 3-component 'float3': result component 'w' is undefined
// CHECK-NEXT:    25 |   float4 d = TO_FLOAT4(f3);
// CHECK-NEXT:       |              ^         ~~
// CHECK-NEXT: astype-macro.cl:9:22: note: expanded from macro 'TO_FLOAT4'
