int cmp(int a, uint b) { return a < b; }
short2 halves(int x) { return as_short2(x); }
// Warning groups: -Wall and -Wextra enable the rows marked so in
// warnings.def (separately, as in clang), -Weverything all of them, and
// flags apply in order.
// RUN: %oclc -fsyntax-only %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wextra %s 2>&1 | FileCheck %s --check-prefixes=SIGN,NOASTYPE
// RUN: %oclc -fsyntax-only -W %s 2>&1 | FileCheck %s --check-prefixes=SIGN,NOASTYPE
// RUN: %oclc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --check-prefixes=NOSIGN,ASTYPE
// RUN: %oclc -fsyntax-only -Weverything %s 2>&1 | FileCheck %s --check-prefixes=SIGN,ASTYPE
// RUN: %oclc -fsyntax-only -Weverything -Wno-sign-compare %s 2>&1 | FileCheck %s --check-prefixes=NOSIGN,ASTYPE
// RUN: %oclc -fsyntax-only -Wno-sign-compare -Wextra %s 2>&1 | FileCheck %s --check-prefixes=SIGN,NOASTYPE
// RUN: %oclc -fsyntax-only -Wsign-compare %s 2>&1 | FileCheck %s --check-prefixes=SIGN,NOASTYPE
// SIGN: warning-groups.cl:1:{{[0-9]+}}: warning: comparison of integers of different signs{{.*}} [-Wsign-compare]
// NOSIGN-NOT: [-Wsign-compare]
// ASTYPE: warning-groups.cl:2:{{[0-9]+}}: warning: {{.*}} [-Wastype-implementation-defined]
// NOASTYPE-NOT: [-Wastype-implementation-defined]
