// #line N ["file"] (macro-replaced) and GNU line markers `# N "file"`
// renumber the following lines for __LINE__, __FILE__ and diagnostics.
// RUN: not %oclc -E %s 2>/dev/null | FileCheck %s
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=DIAG
// (An error at the end of a directive is reported at the line end, as clang does.)

int a = __LINE__;
// CHECK: int a = [[@LINE-1]];
#line 100
int b = __LINE__;
// CHECK-NEXT: int b = 100;
#line 200 "renamed.cl"
int c = __LINE__; constant char f[] = __FILE__;
// CHECK-NEXT: int c = 200; constant char f[] = "renamed.cl";
#define LINE 300
#define NAME "macro.cl"
#line LINE NAME
int d = __LINE__; constant char g[] = __FILE__;
// CHECK-NEXT: int d = 300; constant char g[] = "macro.cl";
# 400 "marker.cl" 1 3
int e = __LINE__;
// CHECK-NEXT: int e = 400;
#define AT_USE __LINE__
int h =
  AT_USE;
// CHECK-NEXT: int h =
// CHECK-NEXT: 404;
#warning where am I
// DIAG: marker.cl:407:2: warning: where am I
#line 10 "bad"
#line
// DIAG: bad:10:6: error: #line directive requires a positive integer argument
#line 11
#line x                 // DIAG-NEXT: bad:11:7: error: #line directive requires a positive integer argument
#line 4294967296        // DIAG-NEXT: bad:12:7: error: #line directive requires a positive integer argument
#line 12a               // DIAG-NEXT: bad:13:7: error: #line directive requires a simple digit sequence
#line 5 name            // DIAG-NEXT: bad:14:9: error: invalid filename for #line directive
#line 5 "n" junk        // DIAG-NEXT: bad:15:13: warning: extra tokens at end of #line directive
