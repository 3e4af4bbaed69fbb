// Exit status: 0 with warnings only, 1 when the program has errors, 2 for
// usage errors (see usage-errors.cl).
// RUN: %expect-exit 0 %oclc -fsyntax-only %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -DBAD %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror %s
// RUN: %expect-exit 0 %oclc -fsyntax-only -w -Werror %s
#warning only a warning
#ifdef BAD
#error now an error
#endif
kernel void k(void) {}
