/*
 * The counted CHECK of tests/Inputs/check.h, which every C test of
 * tests/api and tests/icd ends with: a failed check fails the program, and
 * so does a program in which no check ran (a loop over an empty table, a
 * section skipped by mistake), which would otherwise print
 * "checks: 0 passed, 0 failed" and pass.  Built three ways: with one
 * passing check, with one failing check, and with the check skipped.
 *
 * RUN: %api-cc %s -o %t.pass
 * RUN: %t.pass | FileCheck %s --check-prefix=PASS
 * PASS-NOT: FAIL
 * PASS: checks: 1 passed, 0 failed
 * RUN: %api-cc -DFAILING %s -o %t.fail
 * RUN: %expect-exit 1 %t.fail | FileCheck %s --check-prefix=FAILING
 * FAILING: FAIL {{.*}}check-counts.c:{{[0-9]+}}: one is not two
 * FAILING: checks: 0 passed, 1 failed
 * RUN: %api-cc -DNONE %s -o %t.none
 * RUN: %expect-exit 1 %t.none | FileCheck %s --check-prefix=NONE
 * NONE: FAIL: no check ran
 * NONE: checks: 0 passed, 0 failed
 */
#include "../../Inputs/check.h"

int main(void)
{
#ifdef FAILING
    CHECK(1 == 2, "one is not two");
#elif !defined(NONE)
    CHECK(1 == 1, "one is one");
#endif
    return test_summary();
}
