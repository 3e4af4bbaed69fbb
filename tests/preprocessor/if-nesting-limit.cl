// Parentheses and unary operators in #if nest at most
// -fmax-nesting-depth= deep: 100,000 of them are one error, no crash.
// RUN: %oclc -fsyntax-only -verify -fmax-nesting-depth=16 %s
// RUN: %python -c "print('#if ' + '(' * 100000 + '1' + ')' * 100000 + '\n#endif\n#if ' + '- ' * 100000 + '1\n#endif\nint ok;')" > %t.cl
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %t.cl 2>&1 | FileCheck %s
// CHECK-COUNT-2: error: nesting too deep (limit 256; use -fmax-nesting-depth= to raise it)
// CHECK-NOT: error

#if ((((((((((((((((1))))))))))))))))
#endif
#if (((((((((((((((((1)))))))))))))))))   // expected-error {{nesting too deep (limit 16; use -fmax-nesting-depth= to raise it)}}
#endif
