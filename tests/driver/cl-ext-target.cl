// -cl-ext= and --target=: what the target row and the features table
// (support/target.c, support/features.def) accept, and the usage errors
// (exit status 2, nothing compiled) for what they do not.
//
// -cl-ext= takes clang's syntax: comma-separated +name / -name items (a
// bare name is +name), repeatable, applied in order; a name is an
// extension, a feature macro or `all`; a pair (cl_khr_fp64 and
// __opencl_c_fp64) moves together.
// (tests/preprocessor/predefined-macros-target.cl checks what they define.)
//
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-ext=+cl_no_such_ext %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: oclc: error: unknown OpenCL extension or feature 'cl_no_such_ext' in -cl-ext=
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-ext=+cl_khr_extended_async_copies %s 2>&1 | FileCheck %s --check-prefix=NOTIMPL
// NOTIMPL: oclc: error: extension 'cl_khr_extended_async_copies' is not supported on target 'x86_64'
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-ext=+__opencl_c_pipes %s 2>&1 | FileCheck %s --check-prefix=FEATURE
// FEATURE: oclc: error: feature '__opencl_c_pipes' is not supported on target 'x86_64'
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-ext=+ %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: oclc: error: invalid -cl-ext= item '+': expected '+name' or '-name'
// RUN: %expect-exit 2 %oclc -fsyntax-only --target=nvptx64-nvidia-cuda -cl-ext=+cl_khr_fp16 %s 2>&1 | FileCheck %s --check-prefix=NVFP16
// NVFP16: oclc: error: extension 'cl_khr_fp16' is not supported on target 'nvptx64'
//
// --target=: the row is chosen by the triple's architecture; a triple
// with no row is a usage error naming the rows (in LLVM's words for an
// unknown triple, which build scripts written for clang expect).
// RUN: %oclc -fsyntax-only --target=x86_64-unknown-linux-gnu %s
// RUN: %oclc -fsyntax-only -target nvptx64-nvidia-cuda %s
// RUN: %oclc -fsyntax-only --target=nvptx64 %s
// RUN: %expect-exit 2 %oclc -fsyntax-only --target=armv7-none-eabi %s 2>&1 | FileCheck %s --check-prefix=BADTARGET
// BADTARGET: oclc: error: unable to create target: 'No available targets are compatible with triple "armv7-none-eabi"'; oclc compiles for x86_64 (the host), nvptx64
// RUN: %expect-exit 2 %oclc -S -target 2>&1 | FileCheck %s --check-prefix=NOTRIPLE
// NOTRIPLE: oclc: error: argument to '-target' is missing (expected 1 value)
//
// PTX has no assembler here: -c is a usage error that says to use -S
// (-c is also the default action); -S and -c -emit-llvm are fine.
// RUN: rm -f %t.o
// RUN: %expect-exit 2 %oclc --target=nvptx64-nvidia-cuda -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOOBJ
// RUN: %expect-exit 2 %oclc --target=nvptx64-nvidia-cuda %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOOBJ
// NOOBJ: oclc: error: cannot write an object file for target 'nvptx64' (oclc has no assembler for it): use -S
// RUN: not ls %t.o
//
// --help lists both.
// RUN: %oclc --help | FileCheck %s --check-prefix=HELP
// HELP: -cl-ext=<+name,-name,...>
// HELP: --target=<triple> {{.*}}x86_64 (the host) or nvptx64 (-S only)
