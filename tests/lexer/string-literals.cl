// String literals: escapes are decoded, adjacent literals concatenated by
// the parser, and bad escapes reported at their column.
// RUN: %oclc -fsyntax-only -verify %s

constant char s1[] = "plain";
constant char s2[] = "esc \n\t\\\"\'\?\a\b\f\v\r\0 \101\x41";
constant char s3[] = "two " "parts";
constant char s4[] = "bad \q escape";       // expected-error {{unknown escape sequence '\q'}}
constant char s5[] = "bad \xZZ";            // expected-error {{\x used with no following hex digits}}
constant char s6[] = "big \x1234";          // expected-error {{hex escape sequence out of range}}
constant char s7[] = "utf-8 is fine: é ü";
