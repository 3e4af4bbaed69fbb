// Every ordered pair of the 60 types as_type accepts whose storage sizes
// differ (3020 pairs; a 3-component vector counted as 4) is a size error,
// and nothing else: no crash, no other error, no internal error.  The
// legal pairs are compiled and run bit-exact in run/astype-all-pairs.cl.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../run/Inputs/astype-gen.py --illegal %t
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=0 %t/astype-illegal.cl 2> %t/out.txt
// RUN: grep -c "error: invalid reinterpretation: '[a-z0-9]*' ([0-9]* bytes\{0,1\}) and '[a-z0-9]*' ([0-9]* bytes\{0,1\}) differ in size$" %t/out.txt | FileCheck %s --check-prefix=COUNT
// RUN: FileCheck %s < %t/out.txt
// COUNT: {{^}}3020{{$}}
// CHECK-NOT: internal
// CHECK-NOT: warning:
// CHECK: {{^}}3020 errors generated.
