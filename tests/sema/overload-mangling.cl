// The symbols of overloadable functions are clang's: 166 signatures
// (Inputs/overload-signatures.inc, from Inputs/overload_mangling_gen.py:
// every scalar, size_t & co, vectors of every length, event_t, pointers
// into every address space with every qualifier, pointers to pointers
// and to arrays, with repeated types for substitutions) are mangled by
// oclc (-ast-dump shows the symbol) and by clang-19 (its IR's function
// names), and the two lists must be equal, for OpenCL C 1.2 (unqualified
// pointers are private), 2.0 and 3.0 (generic) on x86_64 (OpenCL's
// address-space names, CLglobal) and on nvptx64 (clang's numbers, AS1;
// private and generic unqualified).  The names link: run/overload-link.cl.
// RUN: %oclc -cl-std=CL1.2 -I %S/Inputs -fsyntax-only -ast-dump %s | grep -o "mangled='[^']*'" | sed -e "s/mangled='//" -e "s/'//" > %t.oclc12
// RUN: %clang -x cl -cl-std=CL1.2 -I %S/Inputs -emit-llvm -S -o - %s | grep '^define' | grep -o '@_Z[^(]*' | sed 's/@//' > %t.clang12
// RUN: diff %t.oclc12 %t.clang12
// RUN: %oclc -cl-std=CL2.0 -I %S/Inputs -fsyntax-only -ast-dump %s | grep -o "mangled='[^']*'" | sed -e "s/mangled='//" -e "s/'//" > %t.oclc20
// RUN: %clang -x cl -cl-std=CL2.0 -I %S/Inputs -emit-llvm -S -o - %s | grep '^define' | grep -o '@_Z[^(]*' | sed 's/@//' > %t.clang20
// RUN: diff %t.oclc20 %t.clang20
// RUN: %oclc -cl-std=CL3.0 -I %S/Inputs -fsyntax-only -ast-dump %s | grep -o "mangled='[^']*'" | sed -e "s/mangled='//" -e "s/'//" > %t.oclc30
// RUN: %clang -x cl -cl-std=CL3.0 -I %S/Inputs -emit-llvm -S -o - %s | grep '^define' | grep -o '@_Z[^(]*' | sed 's/@//' > %t.clang30
// RUN: diff %t.oclc30 %t.clang30
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL2.0 -I %S/Inputs -fsyntax-only -ast-dump %s | grep -o "mangled='[^']*'" | sed -e "s/mangled='//" -e "s/'//" > %t.oclcptx
// RUN: %clang -x cl -target nvptx64-nvidia-cuda -cl-std=CL2.0 -I %S/Inputs -emit-llvm -S -o - %s | grep '^define' | grep -o '@_Z[^(]*' | sed 's/@//' > %t.clangptx
// RUN: diff %t.oclcptx %t.clangptx
// Every signature is there, and the CPU's and NVPTX's spellings differ:
// RUN: cat %t.clang30 | count 166
// RUN: FileCheck %s --check-prefix=CPU < %t.clang30
// RUN: FileCheck %s --check-prefix=PTX < %t.clangptx
// CPU: _Z2s5PU8CLglobalVKDv16_sDv4_l
// PTX: _Z2s5PU3AS1VKDv16_sDv4_l

#define OV __attribute__((overloadable))
#if __OPENCL_C_VERSION__ >= 200
#define GENERIC generic
#else
#define GENERIC
#endif
#include "overload-signatures.inc"
