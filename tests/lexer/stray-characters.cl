// A byte that starts no token is reported where it is and dropped; the
// rest of the line is still compiled.  In a skipped group, in -E output
// or inside a stringized argument it is no error.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -E %s | FileCheck %s
// RUN: printf 'int a;\001\nint b\377;\nint \303\251t\303\251;\n' > %t.cl
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %t.cl 2>&1 | FileCheck %s --check-prefix=BYTES

kernel void k(global int *p) {
  p[0] = 1 ` ;      // expected-error {{stray '`' in program}}
  p[1] = 2 $ ;      // expected-error {{stray '$' in program}}
  p[2] = 3 \ ;      // expected-error {{stray '\' in program}}
}

#define STR(x) #x
constant char s[] = STR(@ ` $);
// CHECK: constant char s[] = "@ ` $";

#if 0
` @ $ \ these are never looked at
#endif

// BYTES: {{.*}}.cl:1:7: error: stray '\x01' in program
// BYTES-NEXT: {{.*}}.cl:2:6: error: source file is not valid UTF-8
// BYTES-NOT: error
