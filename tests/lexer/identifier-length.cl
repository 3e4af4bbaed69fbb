// Identifiers longer than -fmax-identifier-length= are an error that
// names the flag; the limit is not enforced in skipped groups.
// RUN: %oclc -fsyntax-only -verify -fmax-identifier-length=8 %s

int abcdefgh;
int abcdefghi;   // expected-error {{identifier too long (9 bytes; limit 8; use -fmax-identifier-length= to raise it)}}
#if 0
int skipped_and_long_name;
#endif
