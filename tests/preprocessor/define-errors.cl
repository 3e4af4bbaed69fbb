// Malformed #define and #undef lines, in clang's words; a bad definition
// defines nothing.
// RUN: %oclc -fsyntax-only -verify %s

#define                      // expected-error {{macro name missing}}
#define 3                    // expected-error {{macro name must be an identifier}}
#define "x"                  // expected-error {{macro name must be an identifier}}
#define defined              // expected-error {{'defined' cannot be used as a macro name}}
#undef defined               // expected-error {{'defined' cannot be used as a macro name}}
#define P1(a, a) a           // expected-error {{duplicate macro parameter name 'a'}}
#define P2(a                 // expected-error {{expected comma in macro parameter list}}
#define P3(a b) a            // expected-error {{expected comma in macro parameter list}}
#define P4(1) x              // expected-error {{invalid token in macro parameter list}}
#define P5(                  // expected-error {{missing ')' in macro parameter list}}
#define P6(..., a) x         // expected-error {{missing ')' in macro parameter list}}
#define P7(__VA_ARGS__) x    // expected-error {{__VA_ARGS__ can only appear in the expansion of a C99 variadic macro}}
#define P8(a) __VA_ARGS__    // expected-error {{__VA_ARGS__ can only appear in the expansion of a C99 variadic macro}}
#undef                       // expected-error {{macro name missing}}
#undef X junk                // expected-warning {{extra tokens at end of #undef directive}}
#undef __LINE__              // expected-warning {{undefining builtin macro}}
#define __FILE__ "x"         // expected-warning {{redefining builtin macro}}
#if defined(P1) || defined(P2) || defined(P3) || defined(P4) || defined(P5) || defined(P6) || defined(P7) || defined(P8)
#error a bad definition defined a macro
#endif
