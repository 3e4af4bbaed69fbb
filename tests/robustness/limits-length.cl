// Identifier and literal length.  Identifiers are limited
// (-fmax-identifier-length=, default 4096 bytes): one past the limit is an
// error that names the flag, and with the limit raised a 1,000,000-byte
// name is declared, used and emitted as a symbol.  Literals have no length
// limit of their own (the source size bounds them): a 4 MB string literal
// compiles into an object; an integer literal of a million digits is a
// range error, a floating literal of a million digits rounds as usual, a
// character constant of a million characters is the multi-character error;
// none takes time beyond linear in its length.
// RUN: %python -c "print('int ' + 'a' * 4096 + ';\nint ' + 'b' * 4097 + ';')" > %t.id.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.id.cl 2>&1 | FileCheck %s --check-prefix=ID
// ID: id.cl:2:5: error: identifier too long (4097 bytes; limit 4096; use -fmax-identifier-length= to raise it)
// ID-NOT: error:
// RUN: %python -c "print('int ' + 'a' * 1000000 + ' = 1;\nkernel void k(global int *p) { p[0] = ' + 'a' * 1000000 + '; }')" > %t.id2.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.id2.cl 2>&1 | FileCheck %s --check-prefix=ID2
// ID2-COUNT-2: error: identifier too long (1000000 bytes; limit 4096; use -fmax-identifier-length= to raise it)
// ID2-NOT: error:
// RUN: %expect-exit 0 %oclc -c -o %t.id2.o -fmax-identifier-length=1000000 %t.id2.cl
//
// RUN: %python -c "print('constant char s[] = \"' + 'x' * 4000000 + '\";\nkernel void k(global char *p) { p[0] = s[3999999]; }')" > %t.str.cl
// RUN: %expect-exit 0 %oclc -c -o %t.str.o %t.str.cl
// RUN: %python -c "print('long a = ' + '9' * 1000000 + ';\nint c = \'' + 'x' * 1000000 + '\';')" > %t.num.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.num.cl 2>&1 | FileCheck %s --check-prefix=NUM
// NUM: num.cl:1:10: error: integer literal is too large to be represented in any integer type
// NUM-NEXT: num.cl:2:9: error: multi-character character constant
// NUM-NOT: error:
// RUN: %python -c "print('constant double a = 0.' + '3' * 1000000 + ';\nconstant double c = 0x1.' + 'f' * 1000000 + 'p0;\nconstant int n = 0' + '0' * 1000000 + '7;')" > %t.fl.cl
// RUN: %expect-exit 0 %oclc -c -o %t.fl.o %t.fl.cl
