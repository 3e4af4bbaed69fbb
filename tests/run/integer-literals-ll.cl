// Run-time test: integer literals with LL and ULL suffixes are long and
// ulong, with the values and the arithmetic of C's long long on the same
// 64 bits.  The C driver (Inputs/integer-literals-ll.c) compares with the
// same expressions compiled by the host C compiler.
// RUN: %oclc -c -O0 -w %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/integer-literals-ll.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 -w %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/integer-literals-ll.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: integer-literals-ll: 10 checks passed

long long_max(void) { return 0x7FFFFFFFFFFFFFFFLL; }
long long_min(void) { return -0x7FFFFFFFFFFFFFFFLL - 1LL; }
ulong ulong_max(void) { return 0xFFFFFFFFFFFFFFFFULL; }
ulong ulong_big(void) { return 0x8000000000000000LL; }  /* does not fit long: ulong */
long mixed(long x) { return x * 3LL + 7ll - 0x10LL; }
ulong umixed(ulong x) { return x * 5ULL + 11llu; }
int shifted(void) { return (int)((1ULL << 63) >> 62); }
int sign_of(void) { return -1LL < 0; }             /* long: signed */
int usign_of(void) { return -1ULL > 0; }           /* ulong: unsigned */
int size_of(void) { return (int)(sizeof(1LL) + sizeof(1ULL)); }
