#include "Inputs/bad-header.h"
#error in the main file
// A diagnostic in an included file is preceded by the include stack, once
// for a run of diagnostics in the same file, as clang does.
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s --match-full-lines
// CHECK:In file included from {{.*}}include-stack.cl:1:
// CHECK-NEXT:{{.*}}bad-header.h:1:2: error: first in header
// CHECK-NEXT:{{.*}}bad-header.h:2:2: error: second in header
// CHECK-NEXT:{{.*}}include-stack.cl:2:2: error: in the main file
