// Declarations of opaque and atomic types are accepted by the front end
// (event_t and sampler_t are OpenCL 1.x types), but code generation for
// their values is not implemented yet: oclc says so in one error and
// exits with status 2 ("code generation failed on a program the front
// end accepted", docs/cli.md), and never crashes.
// RUN: %oclc -fsyntax-only %s
// RUN: %expect-exit 2 %oclc -c -DEVENT %s -o %t.o 2>&1 | FileCheck %s --check-prefix=EVENT
// RUN: %expect-exit 2 %oclc -S -emit-llvm -DSAMPLER %s -o - 2>&1 | FileCheck %s --check-prefix=SAMPLER
// RUN: %expect-exit 2 %oclc -cl-std=CL2.0 -S -emit-llvm -DATOMIC %s -o - 2>&1 | FileCheck %s --check-prefix=ATOMIC

// EVENT: cg-unsupported-types.cl:[[@LINE+2]]:13: error: code generation for values of type 'event_t' is not supported by oclc yet
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

// ATOMIC: error: code generation for values of type 'atomic_int' is not supported by oclc yet
#ifdef ATOMIC
void f(global atomic_int *p) {}
kernel void k(global atomic_int *p)
{
    local atomic_int x;
    f(p);
}
#endif
