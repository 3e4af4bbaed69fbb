// Source size (-fmax-source-size=, default 256 MiB, at most 4 GiB - 2): a
// file or a standard input of exactly the limit is read; one byte more is
// an error before anything is compiled (a regular file by its size, a pipe
// as it is read: a pipe far larger than the limit is not read to its end);
// an #include'd file too, reported at the #include.
// RUN: %python -c "import sys; sys.stdout.write('int a;' + ' ' * 2994)" > %t.cl
// RUN: %expect-exit 0 %oclc -fsyntax-only -fmax-source-size=3000 %t.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fmax-source-size=2999 %t.cl 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: error: file '{{.*}}.cl' is larger than 2999 bytes (see -fmax-source-size=)
// FILE-NEXT: 1 error generated.
// RUN: %python %S/Inputs/pipe_to.py %t.cl 1 %expect-exit 0 %oclc -fsyntax-only -fmax-source-size=3000 -
// RUN: %python %S/Inputs/pipe_to.py %t.cl 1 %expect-exit 1 %oclc -fsyntax-only -fmax-source-size=2999 - 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: error: file '-' is larger than 2999 bytes (see -fmax-source-size=)
// RUN: %python %S/Inputs/pipe_to.py %t.cl 100000 %expect-exit 1 %oclc -fsyntax-only -fmax-source-size=3000 - 2>&1 | FileCheck %s --check-prefix=PIPE3000
// PIPE3000: error: file '-' is larger than 3000 bytes (see -fmax-source-size=)
// RUN: %expect-exit 1 %oclc -fsyntax-only -fmax-source-size=2999 -fno-caret-diagnostics -DINCLUDE=\"%t.cl\" %s 2>&1 | FileCheck %s --check-prefix=INC
// INC: limits-source-size.cl:[[@LINE+4]]:10: error: file '{{.*}}.cl' is larger than 2999 bytes (see -fmax-source-size=)
// RUN: %expect-exit 2 %oclc -fsyntax-only -fmax-source-size=0 %t.cl
// RUN: %expect-exit 2 %oclc -fsyntax-only -fmax-source-size=4294967295 %t.cl
#ifdef INCLUDE
#include INCLUDE
#endif
