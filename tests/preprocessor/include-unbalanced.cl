// A conditional must end in the file that opened it.
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// CHECK: unbalanced.h:1:2: error: unterminated conditional directive
// CHECK: include-unbalanced.cl:7:2: error: #endif without #if
#include "Inputs/unbalanced.h"
int x;
#endif
