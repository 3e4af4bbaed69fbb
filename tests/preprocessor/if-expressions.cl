// #if evaluates in intmax_t/uintmax_t (64 bits) with C's rules: a u
// suffix (or a value that only fits unsigned) makes the arithmetic
// unsigned, && || ?: short-circuit (so 1/0 in a dead branch is fine),
// identifiers that are no macros are 0, defined X and defined(X) test
// without expanding X, and character constants are (signed) char values.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

#define CHECK(e) (e)
#if !(1 + 2 * 3 == 7 && (1 + 2) * 3 == 9 && 7 / 2 == 3 && -7 / 2 == -3 && -7 % 2 == -1)
#error arithmetic
#endif
#if !(1 << 4 == 16 && -16 >> 2 == -4 && 0xF0 >> 4 == 0xF && (1 | 6) == 7 && (3 & 6) == 2 && (3 ^ 6) == 5)
#error bits
#endif
#if !(~0 == -1 && -1 < 0 && !(-1 < 0u) && -1 > 0u && ~0u == 18446744073709551615u)
#error signedness
#endif
#if !(0x7fffffffffffffff + 0 > 0 && 0xffffffffffffffff > 0 && -9223372036854775807 - 1 < 0)
#error 64-bit values
#endif
#if !(1 ? 2 : 3) || (0 ? 2 : 3) != 3 || (1 ? -1 : 0u) < 0
#error conditional: the result is unsigned when either arm is
#endif
#if 0 && (1 / 0) || 1 || (1 % 0)
#else
#error short-circuit
#endif
#if (0 ? 1 / 0 : 4) != 4
#error dead arm
#endif
#if undefined_name || undefined_fn_like
#error identifiers are 0
#endif
#define FN(x) x
#if !defined ONE && !defined(ONE) && defined FN && defined(FN) && defined(CHECK)
#define ONE 1
#endif
#if !ONE
#error defined
#endif
#if !('a' == 97 && '\377' < 0 && '\0' == 0)
#error characters
#endif
#if (1, 2) != 2
#error comma
#endif
#if FN(3) != 3 || CHECK(FN(2) + 1) != 3
#error macros in #if
#endif
#if - - 1 != 1 || !!5 != 1 || +3 != 3
#error unary
#endif
#if 1 == 1L && 1 == 1UL && 0x10 == 16 && 010 == 8 && 0b11 == 3
#else
#error literals
#endif
#define EMPTY
#if EMPTY 1 EMPTY
#else
#error empty macros
#endif
#define IS_DEFINED defined(ONE)
#if !IS_DEFINED
#error defined from a macro
#endif
