// The parser decodes literal tokens (lexer/literal.h) into leaves: integer
// values with their suffix, floats (f is single precision), characters as
// their value, and adjacent string literals as one.
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s

kernel void k(global ulong *out, global float *f, global char *c) {
  c[0] = "ab" "c" "d\n"[3];
// CHECK: StringLiteral <[[@LINE-1]]:10-[[@LINE-1]]:23> {{.*}}"abcd\n"

  out[0] = 42 + 42u + 42l + 42ul + 0x2A + 052 + 'a';
// CHECK: IntegerLiteral {{.*}} 42{{$}}
// CHECK: IntegerLiteral {{.*}} 42u{{$}}
// CHECK: IntegerLiteral {{.*}} 42l{{$}}
// CHECK: IntegerLiteral {{.*}} 42ul{{$}}
// CHECK: IntegerLiteral {{.*}} 42{{$}}
// CHECK: IntegerLiteral {{.*}} 42{{$}}
// CHECK: CharacterLiteral {{.*}} 97{{$}}
  f[0] = 1.5f + (float)2.25;
// CHECK: FloatingLiteral {{.*}} 1.5f{{$}}
// CHECK: FloatingLiteral {{.*}} 2.25{{$}}
}
