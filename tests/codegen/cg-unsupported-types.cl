// Declarations of opaque types are accepted by the front end (sampler_t
// is an OpenCL 1.x type), but code generation for their values is not
// implemented yet: oclc says so in one error and exits with status 2
// ("code generation failed on a program the front end accepted",
// docs/cli.md), and never crashes.  event_t has been lowered since the
// async copies (tests/codegen/builtins-async.cl), sampler_t since images
// (tests/codegen/images-ir.cl), the atomic types since the atomic
// functions (tests/codegen/atomics-ir.cl): they compile.
// RUN: %oclc -fsyntax-only %s
// RUN: %oclc -c -DEVENT %s -o %t.o
// RUN: %oclc -c -DSAMPLER %s -o %t.o
// RUN: %oclc -cl-std=CL2.0 -S -emit-llvm -DATOMIC %s -o - | FileCheck %s --check-prefix=ATOMIC

#ifdef EVENT
kernel void k(global int *out)
{
    event_t e;
    out[0] = 1;
}
#endif

#ifdef SAMPLER
kernel void k(global int *out, sampler_t s) { out[0] = 1; }
#endif

// ATOMIC: define {{.*}}void @f(ptr
// ATOMIC-NOT: error
#ifdef ATOMIC
void f(global atomic_int *p) {}
kernel void k(global atomic_int *p)
{
    local atomic_int x;
    f(p);
}
#endif
