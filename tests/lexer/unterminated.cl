// An unterminated literal is an error at its opening quote and ends at
// the end of its line; an unterminated comment is an error at its start.
// In a #define body it is only a warning (the macro may never be used)
// and becomes an error where the macro is used.  Skipped text is not
// diagnosed.  (The expectations sit on the line above: a comment after
// an unterminated quote would be part of the literal.)
// RUN: %oclc -fsyntax-only -verify %s

#if 0
don't look here: an apostrophe in a skipped group is fine
#endif

// expected-warning@+1 {{missing terminating ' character}}
#define BAD 'x
// expected-error@+1 {{missing terminating ' character}}
constant char c = BAD;

// expected-error@+2 {{missing terminating '"' character}}
// expected-error@+1 {{expected ';' after top level declarator}}
constant char s[] = "abc;
constant int fine = 1;

// expected-error@+1 {{unterminated /* comment}}
/* never closed
