// Run-time test: scalar loops (for, while, do-while, break, continue,
// nested loops, unsigned wrap-around) compiled by oclc, called from a C
// driver that computes every expected value with its own reference code.
// The pattern for run-time tests: compile the .cl with %oclc -c, compile
// Inputs/<name>.c with %cc, link, run, FileCheck the printed lines.
// RUN: %oclc -c %s -o %t.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/scalar-loops.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: scalar-loops: {{[0-9]+}} checks passed

int sum_to(int n) {
    int s = 0;
    for (int i = 1; i <= n; i++)
        s += i;
    return s;
}

uint collatz_steps(uint n) {
    uint steps = 0;
    while (n > 1) {
        n = (n & 1u) ? 3u * n + 1u : n / 2u;
        steps++;
    }
    return steps;
}

int count_primes(int n) {
    int count = 0;
    for (int i = 2; i < n; i++) {
        int prime = 1;
        for (int d = 2; d * d <= i; d++) {
            if (i % d != 0)
                continue;
            prime = 0;
            break;
        }
        count += prime;
    }
    return count;
}

long factorial_mod(int n, long m) {
    long r = 1;
    int i = 1;
    do {
        r = (r * i) % m;
        i++;
    } while (i <= n);
    return r;
}

uint hash_steps(uint x, int k) {
    uint h = x;
    for (int i = 0; i < k; i++)
        h = h * 2654435761u + 0x9e3779b9u;   // wraps modulo 2^32
    return h;
}

float horner(float x, int n) {
    float acc = 0.0f;
    for (int i = n; i >= 0; i--)
        acc = acc * x + (float)i;
    return acc;
}
