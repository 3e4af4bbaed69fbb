// Includes nest at most -finclude-depth= deep; a cycle of includes stops
// there with an error that says it is a cycle, not a hang.
// RUN: not %oclc -fsyntax-only -finclude-depth=10 -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// CHECK: cycle-a.h:1:10: error: #include nested too deeply (limit 10; use -finclude-depth= to raise it)
// CHECK-NEXT: cycle-a.h:1:10: note: 'cycle-b.h' is already being included: the includes form a cycle
// CHECK-NOT: error:
#include "Inputs/cycle-a.h"
