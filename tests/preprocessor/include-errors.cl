// Malformed #include lines; a header that cannot be found is a fatal
// error, in clang's words, and nothing after it is compiled.
// RUN: %oclc -fsyntax-only -verify %s

#include                          // expected-error {{expected "FILENAME" or <FILENAME>}}
#include foo                      // expected-error {{expected "FILENAME" or <FILENAME>}}
#include ""                       // expected-error {{empty filename}}
#include "Inputs/once.h" junk     // expected-warning {{extra tokens at end of #include directive}}
#include <once.h>                 // expected-error {{'once.h' file not found}}
this is not compiled: the preprocessor stopped
