// Declarations of opaque types are accepted by the front end (sampler_t
// is an OpenCL 1.x type), but code generation for their values is not
// implemented yet: oclc says so in one error and exits with status 2
// ("code generation failed on a program the front end accepted",
// docs/cli.md), and never crashes.  event_t has been lowered since the
// async copies (tests/codegen/builtins-async.cl), the atomic types since
// the atomic functions (tests/codegen/atomics-ir.cl): they compile.
// RUN: %oclc -fsyntax-only %s
// RUN: %oclc -c -DEVENT %s -o %t.o
// RUN: %expect-exit 2 %oclc -S -emit-llvm -DSAMPLER %s -o - 2>&1 | FileCheck %s --check-prefix=SAMPLER
// RUN: %oclc -cl-std=CL2.0 -S -emit-llvm -DATOMIC %s -o - | FileCheck %s --check-prefix=ATOMIC

#ifdef EVENT
kernel void k(global int *out)
{
    event_t e;
    out[0] = 1;
}
#endif

// SAMPLER: error: code generation for values of type 'sampler_t' is not supported by oclc yet
// SAMPLER-NEXT: 1 error generated.
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
