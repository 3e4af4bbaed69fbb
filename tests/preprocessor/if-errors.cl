// Bad #if expressions: one error for the line, in clang's words, and the
// group counts as false.
// RUN: %oclc -fsyntax-only -verify %s

#if                     // expected-error {{expected value in expression}}
#endif
#if 1 +                 // expected-error {{expected value in expression}}
#endif
#if 1 / 0               // expected-error {{division by zero in preprocessor expression}}
#endif
#if 1 % 0               // expected-error {{remainder by zero in preprocessor expression}}
#endif
#if (1                  // expected-error {{expected ')' in preprocessor expression}} expected-note {{to match this '('}}
#endif
#if 1 ? 2               // expected-error {{expected ':'}} expected-note {{to match this '?'}}
#endif
#if 1.0                 // expected-error {{floating point literal in preprocessor expression}}
#endif
#if "string"            // expected-error {{invalid token at start of a preprocessor expression}}
#endif
#if 1 2                 // expected-error {{token is not a valid binary operator in a preprocessor subexpression}}
#endif
#if 1 = 1               // expected-error {{token is not a valid binary operator in a preprocessor subexpression}}
#endif
#if f(1)                // expected-error {{function-like macro 'f' is not defined}}
#endif
#if defined             // expected-error {{macro name missing}}
#endif
#if defined 3           // expected-error {{macro name must be an identifier}}
#endif
#if defined(X           // expected-error {{missing ')' after 'defined'}} expected-note {{to match this '('}}
#endif
#if 08                  // expected-error {{invalid digit '8' in octal constant}}
#endif
#if 1Ll                 // expected-error {{invalid suffix 'Ll' on integer constant}}
#endif
#if 18446744073709551615  // expected-warning {{integer literal is too large to be represented in a signed integer type, interpreting as unsigned}}
#endif
#if 1
#elif 1 / 0             // not evaluated: an earlier group was taken
#endif
#if 0
#elif 1 / 0             // expected-error {{division by zero in preprocessor expression}}
#endif
