// Integer literals: decimal, octal, hex and binary, with every valid
// suffix; their values are checked through #if, which decodes them with
// the same code (lexer/literal.c) as the parser.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

#if 0 != 00 || 0 != 0x0 || 0 != 0b0
#error zero
#endif
#if 123 != 0173 || 123 != 0x7b || 123 != 0X7B || 123 != 0b1111011
#error 123 in four radixes
#endif
#if 18446744073709551615u != 0xffffffffffffffff || 9223372036854775807 != 0x7fffffffffffffffl
#error 64-bit limits
#endif
#if 1u != 1U || 1l != 1L || 1ul != 1UL || 1lu != 1LU || 1uL != 1Lu
#error suffixes
#endif
#if -1 < 0u
#error an unsigned suffix makes the comparison unsigned
#endif

kernel void k(global long *out) {
  out[0] = 0;
  out[1] = 0777;
  out[2] = 0xDeadBeef;
  out[3] = 0b1010;
  out[4] = 42u + 42U + 42l + 42L + 42ul + 42UL + 42lu + 42LU;
  out[5] = 9223372036854775807L;
}
