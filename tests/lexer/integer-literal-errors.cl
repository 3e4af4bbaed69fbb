// Malformed integer literals: each error points at the offending
// character, in clang's words.  (`ll` and `ULL` mean long and ulong:
// integer-literals-ll.cl; a mixed-case `lL` is no suffix at all.)
// RUN: %oclc -fsyntax-only -verify %s

kernel void k(global long *out) {
  out[0] = 08;                     // expected-error {{invalid digit '8' in octal constant}}
  out[1] = 0779;                   // expected-error {{invalid digit '9' in octal constant}}
  out[2] = 123abc;                 // expected-error {{invalid digit 'a' in decimal constant}}
  out[3] = 1f;                     // expected-error {{invalid digit 'f' in decimal constant}}
  out[4] = 0x;                     // expected-error {{invalid suffix 'x' on integer constant}}
  out[5] = 0b;                     // expected-error {{invalid suffix 'b' on integer constant}}
  out[6] = 0b102;                  // expected-error {{invalid digit '2' in binary constant}}
  out[7] = 12xyz;                  // expected-error {{invalid suffix 'xyz' on integer constant}}
  out[8] = 1uu;                    // expected-error {{invalid suffix 'uu' on integer constant}}
  out[9] = 1lul;                   // expected-error {{invalid suffix 'lul' on integer constant}}
  out[10] = 0x1e+5;                // expected-error {{invalid suffix '+5' on integer constant}}
  out[11] = 1lL;                   // expected-error {{invalid suffix 'lL' on integer constant}}
  out[12] = 1uLLu;                 // expected-error {{invalid suffix 'uLLu' on integer constant}}
  out[13] = 18446744073709551616;  // expected-error {{integer literal is too large to be represented in any integer type}}
  out[14] = 0x10000000000000000;   // expected-error {{integer literal is too large to be represented in any integer type}}
}
