// Macro expansion is bounded: one top-level expansion may produce at
// most -fmacro-expansion-limit= tokens (a macro that doubles at each of
// 40 levels stops there instead of eating memory), and expansions nest at
// most -fmacro-expansion-depth= deep (which also bounds the recursion of
// argument pre-expansion).  Each is one error that names its flag, and
// the rest of the expansion is dropped.  (The macros below expand to
// `+1 +1 ...`, so that what is left parses.)
// RUN: %oclc -fsyntax-only -verify -fmacro-expansion-limit=1000 -fmacro-expansion-depth=16 %s
// RUN: %python -c "print('\n'.join('#define A%%d A%%d A%%d' %% (i, i + 1, i + 1) for i in range(40)) + '\nA0')" > %t.cl
// RUN: not %oclc -E %t.cl 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPONENTIAL
// EXPONENTIAL: error: macro expansion of 'A0' produced too many tokens (limit 1048576; use -fmacro-expansion-limit= to raise it)
// RUN: %python -c "print('#define F(x) x\n' + 'F(' * 100000 + '1' + ')' * 100000)" > %t2.cl
// RUN: not %oclc -E %t2.cl 2>&1 >/dev/null | FileCheck %s --check-prefix=DEEP
// DEEP: error: macro expansion nested too deeply (limit 256; use -fmacro-expansion-depth= to raise it)

#define D0 D1 D1
#define D1 D2 D2
#define D2 D3 D3
#define D3 D4 D4
#define D4 D5 D5
#define D5 D6 D6
#define D6 D7 D7
#define D7 D8 D8
#define D8 D9 D9
#define D9 D10 D10
#define D10 +1
int a = 0 D9;  // 1022 tokens in all: fine
int b = 0 D0;  // expected-error {{macro expansion of 'D0' produced too many tokens (limit 1000; use -fmacro-expansion-limit= to raise it)}}

#define TWICE(x) x x
int c = 0 TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(TWICE(+1)))))))))); // expected-error {{macro expansion of 'TWICE' produced too many tokens}}

#define N0 N1
#define N1 N2
#define N2 N3
#define N3 N4
#define N4 N5
#define N5 N6
#define N6 N7
#define N7 N8
#define N8 N9
#define N9 N10
#define N10 N11
#define N11 N12
#define N12 N13
#define N13 N14
#define N14 N15
#define N15 N16
#define N16 +1
int d = 0 N1;  // sixteen levels: fine
int e = 0 N0;  // expected-error {{macro expansion nested too deeply (limit 16; use -fmacro-expansion-depth= to raise it)}}
int f = 1;
