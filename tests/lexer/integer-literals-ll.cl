// The C99 suffixes LL and ULL (in either case, u before or after) are
// taken as clang takes them in OpenCL C, and mean long and ulong: OpenCL C
// reserves `long long` (3.0 section 6.3.4) and its long is already 64
// bits.  -Wlong-long, part of -Wpedantic, says so; nothing is said by
// default.  The type follows C99's table for an l suffix: long when the
// value fits, else ulong (with the usual warning for a decimal literal).
// Values: run/integer-literals-ll.cl.
// RUN: %oclc -fsyntax-only -verify -Wpedantic %s
// RUN: %oclc -fsyntax-only -verify -Wlong-long %s
// RUN: %oclc -fsyntax-only -pedantic -Wno-long-long %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %oclc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s
// QUIET-NOT: warning

#if 1LL != 1 || 0xffffffffffffffffULL != 18446744073709551615u // expected-warning {{integer suffix 'LL' names 'long long', a reserved type in OpenCL C (OpenCL C 3.0 section 6.3.4); the literal is a 'long'}} expected-warning {{integer suffix 'ULL' names 'unsigned long long', a reserved type in OpenCL C (OpenCL C 3.0 section 6.3.4); the literal is a 'ulong'}}
#error LL in #if
#endif

kernel void k(global long *out, global ulong *uout)
{
    // CHECK: IntegerLiteral {{.*}} 'long' 1
    out[0] = 1ll;                         // expected-warning {{integer suffix 'll' names 'long long'}}
    // CHECK: IntegerLiteral {{.*}} 'long' 9223372036854775807
    out[1] = 0x7FFFFFFFFFFFFFFFLL;        // expected-warning {{'LL' names 'long long'}}
    // CHECK: IntegerLiteral {{.*}} 'ulong' 18446744073709551615
    uout[0] = 0xFFFFFFFFFFFFFFFFULL;      // expected-warning {{'ULL' names 'unsigned long long'}}
    // CHECK: IntegerLiteral {{.*}} 'ulong' 2
    uout[1] = 2uLL + 3Ull + 4llu + 5LLU;  // expected-warning {{'uLL' names 'unsigned long long'}} expected-warning {{'Ull' names}} expected-warning {{'llu' names}} expected-warning {{'LLU' names}}
    // CHECK: IntegerLiteral {{.*}} 'ulong' 9223372036854775808
    uout[2] = 0x8000000000000000LL;       // expected-warning {{'LL' names 'long long'}}
    out[2] = -0x7FFFFFFFFFFFFFFFLL - 1LL; // expected-warning 2 {{'LL' names 'long long'}}
}
