// #include "..." searches the including file's directory, then the -I
// directories; <...> only the -I directories.  A computed #include is
// macro-replaced first.  #pragma once and include guards keep a header
// from being read twice.
// RUN: %oclc -E -I %S/Inputs/system %s | FileCheck %s

#include "Inputs/once.h"
#include "Inputs/once.h"
// CHECK:     int from_once_h;
// CHECK-NOT: int from_once_h;
#include "Inputs/guarded.h"
#include "Inputs/guarded.h"
// CHECK:     int from_guarded_h;
// CHECK-NOT: int from_guarded_h;
#include "Inputs/dir/relative.h"
// CHECK:     int from_sibling_h;
// CHECK-NEXT: constant char sibling_file[] = "{{.*}}Inputs/dir/sibling.h";
// CHECK-NEXT: int from_relative_h = 3;
#include <system.h>
// CHECK-NEXT: int from_system_h;
#define QUOTED "Inputs/computed.h"
#include QUOTED
// CHECK-NEXT: int from_computed_h;
#define ANGLED <second.h>
#include ANGLED
// CHECK-NEXT: int from_second_h;
int back_in_main = __LINE__;
// CHECK-NEXT: int back_in_main = [[@LINE-1]];
