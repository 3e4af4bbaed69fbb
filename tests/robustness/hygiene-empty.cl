// Inputs with no program in them: an empty file, whitespace, comments only,
// a byte order mark only, /dev/null, an empty standard input.  Each is an
// empty translation unit: no diagnostic, exit status 0, an object with no
// kernel for -c, nothing for -E.
// RUN: printf '' > %t.empty.cl
// RUN: printf '   \n\t\r\n\f\v' > %t.space.cl
// RUN: printf '/* only */ // comments' > %t.comment.cl
// RUN: printf '\357\273\277' > %t.bom.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.empty.cl 2>&1 | count 0
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.space.cl 2>&1 | count 0
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.comment.cl 2>&1 | count 0
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.bom.cl 2>&1 | count 0
// RUN: %expect-exit 0 %oclc -c -o %t.o /dev/null 2>&1 | count 0
// RUN: %python %S/Inputs/pipe_to.py %t.empty.cl 1 %expect-exit 0 %oclc -c -o %t.o - 2>&1 | count 0
// RUN: %expect-exit 0 %oclc -E %t.empty.cl | count 0
// RUN: %expect-exit 0 %oclc -ast-dump %t.comment.cl | FileCheck %s --check-prefix=AST
// AST: TranslationUnit
// RUN: %expect-exit 0 %oclc -S -emit-llvm -o - %t.empty.cl | FileCheck %s --check-prefix=IR
// IR: target triple =
// IR-NOT: define
