// NUL bytes anywhere in the input: ignored with a warning between tokens,
// kept with a warning inside a literal, silent inside a comment; a NUL
// splits an identifier or a directive name like any other separator; a file
// of nothing but NULs is an empty program.  The whole pipeline (-c) agrees
// with -fsyntax-only, and nothing reads past the end of the buffer (the
// sanitizer build runs these too).
// RUN: printf 'int a;\000int b;\n// comment \000 here\n/* block \000 */\nconstant char s[] = "x\000y";\nconstant char c = '"'"'\000'"'"';\n#define M 1\000\nint d = M;\n' > %t.mixed.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o -fno-caret-diagnostics %t.mixed.cl 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: mixed.cl:1:7: warning: null character ignored [-Wnull-character]
// MIXED-NEXT: mixed.cl:4:23: warning: null character(s) preserved in string literal [-Wnull-character]
// MIXED-NEXT: mixed.cl:5:20: warning: null character(s) preserved in character literal [-Wnull-character]
// MIXED-NEXT: mixed.cl:6:12: warning: null character ignored [-Wnull-character]
// MIXED-NOT: {{warning|error}}
// RUN: printf '\000\000\000\000' > %t.only.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o -w %t.only.cl
// RUN: printf 'int x\000y;\n' > %t.ident.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.ident.cl 2>&1 | FileCheck %s --check-prefix=IDENT
// IDENT: ident.cl:1:6: warning: null character ignored [-Wnull-character]
// IDENT-NEXT: ident.cl:1:6: error: expected ';' after top level declarator
// RUN: printf '#inc\000lude "x.h"\nint q;\n' > %t.dir.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.dir.cl 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: dir.cl:1:2: error: invalid preprocessing directive
// A NUL as the very last byte, and the diagnostic's source line shown with it.
// RUN: printf 'int a = 1;\000' > %t.end.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.end.cl 2>&1 | FileCheck %s --check-prefix=END
// END: end.cl:1:11: warning: null character ignored [-Wnull-character]
// END-NEXT: 1 | int a = 1;<U+0000>
