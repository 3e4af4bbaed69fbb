// A ## whose result is not one token is an error at the ## (with the
// expansion backtrace); both tokens are kept.  # must name a parameter,
// ## cannot start or end a replacement.  (The "expanded from macro" notes
// are not diagnostics for -verify, as in clang.)
// RUN: %oclc -fsyntax-only -verify %s

#define CAT(a, b) a ## b
int x = CAT(+, 1);            // expected-error {{pasting formed '+1', an invalid preprocessing token}}
int y = CAT(/, /) 2;          // expected-error {{pasting formed '//', an invalid preprocessing token}}
                              // expected-error@-1 {{expected expression}}

#define NOT_PARAM(a) #b       // expected-error {{'#' is not followed by a macro parameter}}
#define AT_START ## x         // expected-error {{'##' cannot appear at start of macro expansion}}
#define AT_END x ##           // expected-error {{'##' cannot appear at end of macro expansion}}
#define FN_END(a) a ##        // expected-error {{'##' cannot appear at end of macro expansion}}
#ifdef NOT_PARAM
#error a bad definition defines nothing
#endif
