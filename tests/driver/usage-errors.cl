// Usage errors: clang's driver messages, exit status 2, nothing compiled.
// RUN: %expect-exit 2 %oclc 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: oclc: error: no input files
// RUN: %expect-exit 2 %oclc -fsyntax-only %s -o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: oclc: error: argument to '-o' is missing (expected 1 value)
// RUN: %expect-exit 2 %oclc -c -o %t.o %s %s 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI: oclc: error: cannot specify -o when generating multiple output files
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-std=CL9.9 %s 2>&1 | FileCheck %s --check-prefix=STD
// STD: oclc: error: invalid value 'CL9.9' in '-cl-std=CL9.9'
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-std=clc++ %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: oclc: error: invalid value 'clc++' in '-cl-std=clc++': C++ for OpenCL is not supported
// RUN: %expect-exit 2 %oclc -fsyntax-only -ferror-limit=many %s 2>&1 | FileCheck %s --check-prefix=INT
// INT: oclc: error: invalid integral value 'many' in '-ferror-limit=many'
// RUN: %expect-exit 2 %oclc -fsyntax-only -Ofast2 %s 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: oclc: error: invalid integral value 'fast2' in '-Ofast2'
// RUN: %expect-exit 2 %oclc -fsyntax-only -x c %s 2>&1 | FileCheck %s --check-prefix=LANG
// LANG: oclc: error: language not recognized: 'c'
// RUN: %expect-exit 2 %oclc -fsyntax-only -fdiagnostics-format=xml %s 2>&1 | FileCheck %s --check-prefix=FMT
// FMT: oclc: error: invalid value 'xml' in '-fdiagnostics-format=xml' (expected text or json)
kernel void k(void) {}
