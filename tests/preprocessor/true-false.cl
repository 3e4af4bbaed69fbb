// OpenCL C 1.1.1: true expands to the integer constant 1, false to 0.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics
#if !(true == 1 && false == 0)
#error true/false are wrong
#endif
bool flag(int x) { bool b = x > 0 ? true : false; return b && true; }
int check[(true + true == 2 && !false) ? 1 : -1];
