// --version and --help print to stdout and exit 0 without inputs.
// RUN: %oclc --version | FileCheck %s --check-prefix=VERSION
// VERSION: oclc version {{[0-9]+\.[0-9]+\.[0-9]+}}
// VERSION: Default target:
// RUN: %oclc --help | FileCheck %s --check-prefix=HELP
// RUN: %oclc -h | FileCheck %s --check-prefix=HELP
// HELP: USAGE: oclc [options] <file.cl>...
// HELP: -fsyntax-only
// HELP: -cl-std=<CL1.2|CL2.0|CL3.0> {{.*}}default CL3.0
// HELP: -O<0|1|2|3|s|z> {{.*}}default -O2
// HELP: -ferror-limit=<n> {{.*}}default 19
// HELP: -fmax-nesting-depth=<n> {{.*}}default 256
// HELP: Warnings
// HELP: -Wunused-variable {{.*}}[-Wall]
