// -D NAME (value 1), -D NAME=VALUE, -D 'F(x)=...' and -U NAME apply in
// command-line order, after the predefined macros (which they may undo).
// RUN: %oclc -E -DPLAIN -DVALUE=2+3 '-DFN(x)=[x]' -DGONE -UGONE -UCL_VERSION_1_0 -DEMPTY= %s | FileCheck %s
// RUN: %oclc -E -DVALUE=1 -DVALUE=2 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REDEF

PLAIN VALUE FN(4) GONE CL_VERSION_1_0 [EMPTY];
// CHECK: 1 2+3 [4] GONE CL_VERSION_1_0 [];
// REDEF: <command line>:2:9: warning: 'VALUE' macro redefined
// REDEF-NEXT: <command line>:1:9: note: previous definition is here
