// #if, #ifdef, #ifndef, #elif, #else, #endif, nested; the first true
// group is kept.  Skipped groups are only scanned for directives: what
// they hold need not be valid (unknown directives, bad numbers and
// unmatched quotes are ignored), but their conditionals still nest.
// RUN: %oclc -E %s | FileCheck %s
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

#define ONE 1
#if ONE
int a1;
#else
int a2;
#endif
// CHECK: int a1;
// CHECK-NOT: int a2;

#if 0
int b1;
#elif ONE - 1
int b2;
#elif ONE + 1
int b3;
#elif 1
int b4;
#else
int b5;
#endif
// CHECK-NEXT: int b3;

#ifdef ONE
int c1;
#endif
#ifdef TWO
int c2;
#endif
#ifndef TWO
int c3;
#endif
#ifndef ONE
int c4;
#endif
// CHECK-NEXT: int c1;
// CHECK-NEXT: int c3;

#if 0
  #if 1
int d1;
  #else
int d2;
  #endif
  #bogus directive
  #include "does-not-exist.h"
  #error not an error here
  int x = 08 + 1e + 'ab + "unterminated;
#elif 1
  #if 0
int d3;
  #elif 1
int d4;
  #endif
#endif
// CHECK-NEXT: int d4;

#if 1
#elif 1/0
#elif garbage (
#endif
int e;
// CHECK-NEXT: int e;

#if 0 /* a comment
#endif
   still the comment */
int f1;
#else
int f2;
#endif
// CHECK-NEXT: int f2;
# /* the null directive */
#
int g;
// CHECK-NEXT: int g;
