// Macro expansion size (-fmacro-expansion-limit=, default 1048576 tokens
// from one top-level expansion): a macro that doubles at each of 60 levels
// (2^60 tokens) stops at the limit with one error, in time and memory
// proportional to the limit, and the rest of the file is compiled as usual;
// an expansion below the limit compiles to an object.  (Macro nesting depth
// is limits-nesting.test's.)
// RUN: %python -c "print('\n'.join('#define A%%d A%%d A%%d' %% (i, i + 1, i + 1) for i in range(60)) + '\n#define A60 1,\nint a[] = {A0 0};\nint after = ;')" > %t.exp.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.exp.cl 2>&1 | FileCheck %s --check-prefix=EXP
// EXP: exp.cl:62:12: error: macro expansion of 'A0' produced too many tokens (limit 1048576; use -fmacro-expansion-limit= to raise it)
// EXP-NEXT: exp.cl:63:13: error: expected expression
// EXP-NOT: error:
//
// 2^17 copies of `1,`: an array of 131,073 ints, from an expansion that
// produces 524,286 tokens (the macro names on the way count too).
// RUN: %python -c "print('\n'.join('#define A%%d A%%d A%%d' %% (i, i + 1, i + 1) for i in range(17)) + '\n#define A17 1,\nconstant int a[] = {A0 0};\nkernel void k(global int *p) { p[0] = sizeof a / sizeof a[0]; }')" > %t.ok.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.ok.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fmacro-expansion-limit=524285 -fno-caret-diagnostics %t.ok.cl 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: ok.cl:19:21: error: macro expansion of 'A0' produced too many tokens (limit 524285; use -fmacro-expansion-limit= to raise it)
// RUN: %expect-exit 0 %oclc -c -o %t.o -fmacro-expansion-limit=524286 %t.ok.cl
// RUN: %expect-exit 2 %oclc -fsyntax-only -fmacro-expansion-limit=0 %t.ok.cl
