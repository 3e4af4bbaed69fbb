// Run-time test: ++ and -- on bool give what C's _Bool gives (++ makes it
// true, -- inverts it; postfix forms return the old value), which the C
// driver (Inputs/bool-incdec.c) computes with the host compiler's _Bool.
// -O0 and -O2 must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/bool-incdec.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/bool-incdec.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: bool-incdec: 24 checks passed

/* op: 0 ++b, 1 --b, 2 b++, 3 b--; the result and the new value. */
int step(bool *b, int op)
{
    switch (op) {
    case 0: return ++*b;
    case 1: return --*b;
    case 2: return (*b)++;
    default: return (*b)--;
    }
}

/* n decrements of a bool that starts as `start`, through a local. */
int toggles(int start, int n)
{
    bool b = start;
    for (int i = 0; i < n; i++) b--;
    return b;
}
