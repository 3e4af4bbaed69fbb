// Unbalanced conditionals: each is diagnosed at its directive, and the
// text after them goes on being preprocessed.
// RUN: %oclc -fsyntax-only -verify %s

#endif                 // expected-error {{#endif without #if}}
#else                  // expected-error {{#else without #if}}
#elif 1                // expected-error {{#elif without #if}}

#if 1
#else
#else                  // expected-error {{#else after #else}}
#endif

#if 0
#else
#elif 1                // expected-error {{#elif after #else}}
#endif

#if 1
#else junk             // expected-warning {{extra tokens at end of #else directive}}
#endif junk            // expected-warning {{extra tokens at end of #endif directive}}
#ifdef X junk          // expected-warning {{extra tokens at end of #ifdef directive}}
#endif
#ifdef                 // expected-error {{macro name missing}}
#endif
#ifndef "x"            // expected-error {{macro name must be an identifier}}
#endif

#bogus                 // expected-error {{invalid preprocessing directive}}
#if 1                  // expected-error {{unterminated conditional directive}}
#ifdef Y               // expected-error {{unterminated conditional directive}}
