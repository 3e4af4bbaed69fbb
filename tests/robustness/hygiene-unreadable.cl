// Inputs that cannot be read are errors without a location and exit status
// 1 (clang's driver does the same): a missing file, a directory, a file
// without read permission, a file whose read fails (/proc/self/mem: EIO);
// as an #include, the error is at the #include (a missing or directory
// include is clang's fatal "file not found").  /dev/null and standard input
// are ordinary inputs.
// RUN: rm -rf %t && mkdir -p %t/dir.cl
// RUN: printf 'int a;\n' > %t/secret.cl && chmod 000 %t/secret.cl
// RUN: %expect-exit 1 %oclc -c -o %t/x.o %t/missing.cl 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: no such file or directory: '{{.*}}missing.cl'
// RUN: %expect-exit 1 %oclc -c -o %t/x.o %t/dir.cl 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: error reading '{{.*}}dir.cl': Is a directory
// RUN: %expect-exit 1 %python %S/Inputs/as_nobody.py %oclc -fsyntax-only %t/secret.cl 2>&1 | FileCheck %s --check-prefix=SECRET
// SECRET: error: cannot open file '{{.*}}secret.cl': Permission denied
// RUN: %expect-exit 1 %oclc -fsyntax-only /proc/self/mem 2>&1 | FileCheck %s --check-prefix=EIO
// EIO: error: error reading '/proc/self/mem': Input/output error
// RUN: %expect-exit 1 %python %S/Inputs/as_nobody.py %oclc -fsyntax-only -I %t -DHEADER=\"secret.cl\" -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=INC-SECRET
// INC-SECRET: hygiene-unreadable.cl:[[@LINE+13]]:10: error: cannot open file '{{.*}}secret.cl': Permission denied
// RUN: %expect-exit 1 %oclc -fsyntax-only -I %t -DHEADER=\"dir.cl\" -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=INC-DIR
// INC-DIR: hygiene-unreadable.cl:[[@LINE+11]]:10: fatal error: 'dir.cl' file not found
// RUN: %expect-exit 1 %oclc -fsyntax-only -DHEADER=\"/proc/self/mem\" -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=INC-EIO
// INC-EIO: hygiene-unreadable.cl:[[@LINE+9]]:10: error: error reading '/proc/self/mem': Input/output error
// RUN: %expect-exit 1 %oclc -fsyntax-only -DHEADER=\"missing.h\" -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=INC-MISSING
// INC-MISSING: hygiene-unreadable.cl:[[@LINE+7]]:10: fatal error: 'missing.h' file not found
// The rest of a list of inputs is still compiled; the status is the worst.
// RUN: %expect-exit 1 %oclc -fsyntax-only %t/missing.cl %S/Inputs/ok.cl %t/dir.cl 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: error: no such file or directory: '{{.*}}missing.cl'
// LIST: error: error reading '{{.*}}dir.cl': Is a directory
// RUN: %expect-exit 0 %oclc -c -o %t/x.o /dev/null
#ifdef HEADER
#include HEADER
#endif
kernel void k(global int *p) { p[0] = 1; }
