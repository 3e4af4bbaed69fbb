// #error is an error and #warning a warning (-W#warnings), with the rest
// of the line as written; neither stops preprocessing.
// RUN: %oclc -fsyntax-only -verify %s

#error this is an error, with 'quotes' and  spaces     // expected-error {{this is an error, with 'quotes' and  spaces}}
#warning just a warning                                // expected-warning {{just a warning}}
#if 0
#error not reached
#warning not reached either
#endif
#define MACROS_ARE_NOT_EXPANDED 1
#error MACROS_ARE_NOT_EXPANDED                         // expected-error {{MACROS_ARE_NOT_EXPANDED}}
int after_the_directives;
