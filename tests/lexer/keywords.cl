// Keywords come out of the preprocessor as keyword tokens, the __ forms
// of the OpenCL qualifiers as the same keyword; `generic` and `pipe` are
// keywords only from OpenCL C 2.0 on.  A macro may have a keyword's name.
// RUN: %oclc -dump-tokens %s | FileCheck %s
// RUN: %oclc -dump-tokens -cl-std=CL1.2 %s | FileCheck %s --check-prefix=CL12

__kernel kernel __global global __local local __constant constant __private private
// CHECK:      kernel '__kernel' [StartOfLine]
// CHECK-NEXT: kernel 'kernel'
// CHECK-NEXT: global '__global'
// CHECK-NEXT: global 'global'
// CHECK-NEXT: local '__local'
// CHECK-NEXT: local 'local'
// CHECK-NEXT: constant '__constant'
// CHECK-NEXT: constant 'constant'
// CHECK-NEXT: private '__private'
// CHECK-NEXT: private 'private'
__read_only read_only __write_only write_only __read_write read_write __attribute__ __attribute
// CHECK-NEXT: read_only '__read_only' [StartOfLine]
// CHECK-NEXT: read_only 'read_only'
// CHECK-NEXT: write_only '__write_only'
// CHECK-NEXT: write_only 'write_only'
// CHECK-NEXT: read_write '__read_write'
// CHECK-NEXT: read_write 'read_write'
// CHECK-NEXT: __attribute__ '__attribute__'
// CHECK-NEXT: __attribute__ '__attribute'
__const __restrict __inline __signed uchar ushort uint ulong half vec_step _Bool bool
// CHECK-NEXT: const '__const' [StartOfLine]
// CHECK-NEXT: restrict '__restrict'
// CHECK-NEXT: inline '__inline'
// CHECK-NEXT: signed '__signed'
// CHECK-NEXT: uchar 'uchar'
// CHECK-NEXT: ushort 'ushort'
// CHECK-NEXT: uint 'uint'
// CHECK-NEXT: ulong 'ulong'
// CHECK-NEXT: half 'half'
// CHECK-NEXT: vec_step 'vec_step'
// CHECK-NEXT: _Bool '_Bool'
// CHECK-NEXT: bool 'bool'
generic __generic pipe kernels
// CHECK-NEXT: generic 'generic' [StartOfLine]
// CHECK-NEXT: generic '__generic'
// CHECK-NEXT: pipe 'pipe'
// CHECK-NEXT: ident 'kernels'
// CL12:      ident 'generic' [StartOfLine]
// CL12-NEXT: generic '__generic'
// CL12-NEXT: ident 'pipe'
#define while for
while
// CHECK-NEXT: for 'for' [StartOfLine]
