// #include depth (-finclude-depth=, default 200, at most 10000): an include
// cycle ends at the limit with one error and a note that names the cycle,
// at the default limit and at the largest one, in bounded time and memory
// (each level is one file frame; the file's text is read once per level).
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=CYCLE
// CYCLE: self-include.h:2:10: error: #include nested too deeply (limit 200; use -finclude-depth= to raise it)
// CYCLE-NEXT: self-include.h:2:10: note: 'self-include.h' is already being included: the includes form a cycle
// CYCLE-NOT: error:
// RUN: %expect-exit 1 %oclc -c -o %t.o -finclude-depth=10000 -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: #include nested too deeply (limit 10000; use -finclude-depth= to raise it)
// BIG-NOT: error:
// RUN: %expect-exit 2 %oclc -fsyntax-only -finclude-depth=10001 %s 2>&1 | FileCheck %s --check-prefix=CEIL
// CEIL: oclc: error: invalid integral value '10001' in '-finclude-depth=10001'
//
// A chain of distinct files: three levels below this file need a limit of 4.
// RUN: %expect-exit 0 %oclc -fsyntax-only -DCHAIN -finclude-depth=4 %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -DCHAIN -finclude-depth=3 -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=CHAIN
// CHAIN: chain-b.h:1:10: error: #include nested too deeply (limit 3; use -finclude-depth= to raise it)
#ifdef CHAIN
#include "Inputs/chain-a.h"
#else
#include "Inputs/self-include.h"
#endif
