// Every directive form that -verify accepts; the run passes when each
// expectation meets its diagnostic and no diagnostic is left over.
// RUN: %oclc -fsyntax-only -verify %s
#error same line // expected-error {{same line}}
// expected-error@+1 {{next line}}
#error next line
#error previous line
// expected-error@-1 {{previous line}}
/* expected-error@11 {{absolute line}} */

#error absolute line
// expected-error-re@+1 {{re{{[gx]+}}ex {{[0-9]+$}}}}
#error regex 42
#error anywhere A
#error anywhere B
// expected-error@* 2 {{anywhere}}
// expected-warning@+1 {{{braces {{ inside }} here}}}
#warning braces {{ inside }} here
// expected-warning@+1 1+ {{one or more}} expected-error@+2 0-1 {{zero or one}}
#warning one or more
#error zero or one
// expected-warning 0+ {{none at all is fine}}
kernel void k(void) {}
