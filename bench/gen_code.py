#!/usr/bin/env python3
"""gen_code.py - generates large, valid, realistic OpenCL C for benchmarks.

    bench/gen_code.py --mode scalar --lines 100000 -o big.cl
    bench/gen_code.py --mode vector --lines 100000 -o bigvec.cl
    bench/gen_code.py --mode mixed --lines 100000 -o bigmix.cl

bench/compile_latency uses it to time the front end on inputs far larger
than a kernel: ~100k lines of code that both oclc and clang-19 must accept
without a diagnostic (the benchmark checks their exit status, so a
generator that drifts into invalid code fails loudly rather than timing an
early error exit).

The code is meant to look like real device code, so that every part of the
front end is exercised in realistic proportions: helper functions with
parameters and locals, for/while/do loops, if/else chains, switch, pointer
indexing, integer and floating arithmetic with implicit conversions and
casts, calls of earlier helpers, and kernels calling get_global_id.  The
vector mode adds vector literals, swizzles (xyzw, sN, lo/hi/even/odd),
component-wise arithmetic and comparisons, convert_T[_sat][_rte] and
as_T.  The mixed mode draws each function (and its kernel) from one of
the two at random, half and half, as a program with both kinds of code
would be; the benchmark's targets are set on it.  Each function is
assembled from a table of statement templates (STMTS_SCALAR,
STMTS_VECTOR) filled with random names and constants from a
seeded generator, so the output is the same for the same arguments, and
the file grows linearly: N lines is about N/25 functions of the same mix,
which is what the scaling run (25k to 400k lines) needs.

Deliberately avoided, because they are not the front end's throughput:
preprocessor-heavy code (one #define and a few uses per function stay),
double (needs cl_khr_fp64 on some targets), and built-ins other than
get_global_id, convert_ and as_ (whose declarations are another matter).
"""
import argparse
import random
import sys

# Scalar types used for locals, with a literal suffix for constants.
SCALARS = [("int", ""), ("uint", "u"), ("long", "L"), ("ulong", "UL"), ("short", ""), ("uchar", "")]


class Fn:
    """One function being written: its locals by type, and its lines."""

    def __init__(self, rng, name):
        self.rng = rng
        self.name = name
        self.lines = []
        self.ints = []      # int locals (always exist: a, b, acc)
        self.floats = []    # float locals
        self.vf = []        # float4 locals (vector mode)
        self.vi = []        # int4 locals (vector mode)
        self.n = 0

    def fresh(self, prefix):
        self.n += 1
        return "%s%d" % (prefix, self.n)

    def emit(self, depth, text):
        self.lines.append("    " * depth + text)

    def i(self):
        return self.rng.choice(self.ints)

    def f(self):
        return self.rng.choice(self.floats)

    def k(self, lo=1, hi=97):
        return self.rng.randint(lo, hi)

    def fk(self):
        return "%.3ff" % (self.rng.randint(1, 4000) / 1000.0)


# ---------------------------------------------------------------------------
# Statement templates.  Each takes (fn, depth) and emits one or more lines;
# the ones that open a block recurse through body() for their contents.

def s_int_arith(fn, d):
    a, b = fn.i(), fn.i()
    op = fn.rng.choice(["+", "-", "*", "^", "|", "&"])
    fn.emit(d, "%s = %s %s (%s + %d);" % (fn.i(), a, op, b, fn.k()))


def s_shift_mask(fn, d):
    fn.emit(d, "%s ^= (%s << %d) | ((uint)%s >> %d);" % (fn.i(), fn.i(), fn.k(1, 7), fn.i(), fn.k(1, 9)))


def s_div_mod(fn, d):
    fn.emit(d, "%s = %s / (%s | 1) + %s %% %d;" % (fn.i(), fn.i(), fn.i(), fn.i(), fn.k(2, 31)))


def s_new_local(fn, d):
    t, suf = fn.rng.choice(SCALARS)
    v = fn.fresh("t")
    fn.emit(d, "%s %s = (%s)(%s * %d%s);" % (t, v, t, fn.i(), fn.k(), suf))
    fn.emit(d, "%s += (int)(%s & 0x%x);" % (fn.i(), v, fn.k(1, 255)))


def s_float(fn, d):
    x = fn.f()
    fn.emit(d, "%s = %s * %s + (float)%s;" % (x, fn.f(), fn.fk(), fn.i()))


def s_float_cmp(fn, d):
    fn.emit(d, "if (%s > %s) %s += (int)%s; else %s -= %d;" % (fn.f(), fn.fk(), fn.i(), fn.f(), fn.i(), fn.k()))


def s_array(fn, d):
    fn.emit(d, "%s += p[(%s & 0x7fff) %% n];" % (fn.i(), fn.i()))


def s_ternary(fn, d):
    a, b = fn.rng.sample(fn.ints, 2)
    fn.emit(d, "%s = %s < %s ? %s - %d : %s + %d;" % (fn.i(), a, b, fn.i(), fn.k(), fn.i(), fn.k()))


def s_if(fn, d):
    fn.emit(d, "if ((%s & %d) == %d) {" % (fn.i(), fn.k(1, 15), fn.k(0, 1)))
    body(fn, d + 1, 2)
    if fn.rng.random() < 0.6:
        fn.emit(d, "} else {")
        body(fn, d + 1, 2)
    fn.emit(d, "}")


def s_for(fn, d):
    v = fn.fresh("i")
    fn.emit(d, "for (int %s = 0; %s < n; %s++) {" % (v, v, v))
    fn.ints.append(v)
    body(fn, d + 1, 3)
    fn.ints.remove(v)
    fn.emit(d, "}")


def s_while(fn, d):
    fn.emit(d, "while (%s > %d) {" % (fn.i(), fn.k(100, 10000)))
    v = fn.i()
    fn.emit(d + 1, "%s = %s / %d - 1;" % (v, v, fn.k(2, 9)))
    body(fn, d + 1, 1)
    fn.emit(d + 1, "if (%s < 0) break;" % v)
    fn.emit(d, "}")


def s_do(fn, d):
    v = fn.fresh("c")
    fn.emit(d, "int %s = %d;" % (v, fn.k(2, 6)))
    fn.emit(d, "do {")
    body(fn, d + 1, 1)
    fn.emit(d, "} while (--%s > 0);" % v)


def s_switch(fn, d):
    fn.emit(d, "switch (%s & 3) {" % fn.i())
    for case in range(3):
        fn.emit(d, "case %d: {" % case)
        body(fn, d + 1, 1)
        fn.emit(d + 1, "break;")
        fn.emit(d, "}")
    fn.emit(d, "default:")
    fn.emit(d + 1, "%s = -%s;" % (fn.i(), fn.i()))
    fn.emit(d, "}")


def s_call(fn, d):
    if fn.callee:
        fn.emit(d, "%s += %s(%s, %s, p, n);" % (fn.i(), fn.callee, fn.i(), fn.f()))


def s_macro(fn, d):
    fn.emit(d, "%s = MIX(%s, %s);" % (fn.i(), fn.i(), fn.i()))


STMTS_SCALAR = [
    (s_int_arith, 6), (s_shift_mask, 2), (s_div_mod, 2), (s_new_local, 3), (s_float, 3),
    (s_float_cmp, 2), (s_array, 3), (s_ternary, 2), (s_if, 3), (s_for, 2), (s_while, 1),
    (s_do, 1), (s_switch, 1), (s_call, 2), (s_macro, 1),
]


# Vector templates: float4 locals in fn.vf, int4 locals in fn.vi.

def v_literal(fn, d):
    fn.emit(d, "%s = (float4)(%s, %s, %s.xy) * %s;" % (fn.rng.choice(fn.vf), fn.f(), fn.fk(), fn.rng.choice(fn.vf), fn.fk()))


def v_swizzle(fn, d):
    a, b = fn.rng.choice(fn.vf), fn.rng.choice(fn.vf)
    sw = fn.rng.choice(["wzyx", "xxyy", "zwxy", "s3210", "s1032", "yxwz"])
    fn.emit(d, "%s = %s.%s + %s;" % (a, b, sw, a))


def v_lohi(fn, d):
    a, b = fn.rng.choice(fn.vf), fn.rng.choice(fn.vf)
    fn.emit(d, "%s.lo = %s.hi * %s.even;" % (a, b, b))
    fn.emit(d, "%s.odd = %s.s02 - %s;" % (a, b, fn.fk()))


def v_int_ops(fn, d):
    a, b = fn.rng.choice(fn.vi), fn.rng.choice(fn.vi)
    fn.emit(d, "%s = (%s << %d) ^ (%s & (int4)(%d, %d, %d, %d)) + %s;"
            % (a, b, fn.k(1, 5), a, fn.k(), fn.k(), fn.k(), fn.k(), fn.i()))


def v_compare(fn, d):
    m, a, b = fn.rng.choice(fn.vi), fn.rng.choice(fn.vf), fn.rng.choice(fn.vf)
    fn.emit(d, "%s = (%s > %s) & (%s != %s.wzyx);" % (m, a, b, a, b))


def v_convert(fn, d):
    i, x = fn.rng.choice(fn.vi), fn.rng.choice(fn.vf)
    conv = fn.rng.choice(["convert_int4", "convert_int4_sat", "convert_int4_rte", "convert_int4_sat_rtz"])
    fn.emit(d, "%s += %s(%s * %s);" % (i, conv, x, fn.fk()))
    fn.emit(d, "%s = convert_float4(%s) + %s;" % (fn.rng.choice(fn.vf), i, x))


def v_astype(fn, d):
    i, x = fn.rng.choice(fn.vi), fn.rng.choice(fn.vf)
    fn.emit(d, "%s = as_float4(as_int4(%s) & %s);" % (x, x, i))
    fn.emit(d, "%s ^= as_int4(%s);" % (i, fn.rng.choice(fn.vf)))


def v_narrow(fn, d):
    v = fn.fresh("u")
    x = fn.rng.choice(fn.vf)
    fn.emit(d, "uchar4 %s = convert_uchar4_sat(%s);" % (v, x))
    fn.emit(d, "%s += (int)%s.x + %s.w;" % (fn.i(), v, v))


def v_reduce(fn, d):
    x, i = fn.rng.choice(fn.vf), fn.rng.choice(fn.vi)
    fn.emit(d, "%s += %s.x + %s.y * %s.z - %s.w;" % (fn.f(), x, x, x, x))
    fn.emit(d, "%s ^= %s.s0 + %s.s3;" % (fn.i(), i, i))


def v_load(fn, d):
    fn.emit(d, "%s += (float4)((float)p[%s & 0xff], (float2)(%s), %s);"
            % (fn.rng.choice(fn.vf), fn.i(), fn.f(), fn.fk()))


def v_if(fn, d):
    fn.emit(d, "if (%s.x > %s.y) {" % (fn.rng.choice(fn.vf), fn.rng.choice(fn.vf)))
    body(fn, d + 1, 2)
    fn.emit(d, "}")


STMTS_VECTOR = [
    (v_literal, 3), (v_swizzle, 3), (v_lohi, 2), (v_int_ops, 3), (v_compare, 2), (v_convert, 3),
    (v_astype, 2), (v_narrow, 1), (v_reduce, 2), (v_load, 1), (v_if, 1),
    (s_int_arith, 2), (s_float, 1), (s_for, 2), (s_call, 1),
]


def body(fn, depth, count):
    """Emits `count` statements, picked by weight; nesting thins out with depth."""
    for _ in range(count):
        stmt = fn.rng.choices(fn.table, weights=fn.weights)[0]
        if depth >= 4 and stmt in (s_if, s_for, s_while, s_do, s_switch, v_if):
            stmt = s_int_arith
        stmt(fn, depth)


def gen_function(rng, idx, mode, callee):
    """One function of `mode` ("scalar" or "vector")."""
    name = "f%d" % idx
    fn = Fn(rng, name)
    fn.callee = callee
    fn.table, fn.weights = zip(*(STMTS_SCALAR if mode == "scalar" else STMTS_VECTOR))
    out = ["int %s(int a, float x, global const int *p, int n) {" % name]
    fn.emit(1, "int b = a * %d + n;" % fn.k())
    fn.emit(1, "int acc = (int)(x * %s);" % fn.fk())
    fn.emit(1, "float y = x + %s, z = (float)a;" % fn.fk())
    fn.ints += ["a", "b", "acc"]
    fn.floats += ["x", "y", "z"]
    if mode == "vector":
        fn.emit(1, "float4 v0 = (float4)(x, y, z, %s), v1 = (float4)(%s);" % (fn.fk(), fn.fk()))
        fn.emit(1, "int4 m0 = (int4)(a, b, acc, n), m1 = convert_int4(v0);")
        fn.vf += ["v0", "v1"]
        fn.vi += ["m0", "m1"]
    body(fn, 1, rng.randint(6, 10))
    if mode == "vector":
        fn.emit(1, "acc += m0.x ^ m1.y ^ (int)(v0.z + v1.w);")
    fn.emit(1, "return acc + b + (int)(y - z);")
    return out + fn.lines + ["}", ""]


def gen_kernel(rng, idx, callee, mode):
    lines = ["kernel void k%d(global int *out, global const int *in, int n, float s) {" % idx,
             "    int gid = (int)get_global_id(0);",
             "    if (gid >= n) return;",
             "    int r = %s(in[gid], s * %d.0f, in, n);" % (callee, rng.randint(1, 9))]
    if mode == "vector":
        lines.append("    float4 w = (float4)(s, (float)r, (float2)(s * 0.5f));")
        lines.append("    r ^= convert_int(w.x + w.y * w.z) + as_int(w.w);")
    lines += ["    out[gid] = r ^ MIX(gid, n);", "}", ""]
    return lines


def generate(mode, nlines, seed):
    rng = random.Random(seed)
    header = [
        "// Generated by bench/gen_code.py --mode %s --lines %d --seed %d: do not edit." % (mode, nlines, seed),
        "#define MIX(a, b) (((a) * 31) ^ ((b) >> 3))",
        "",
    ]
    out = list(header)
    idx = 0
    while len(out) < nlines:
        callee = "f%d" % (idx - 1) if idx > 0 and rng.random() < 0.8 else None
        fmode = mode if mode != "mixed" else rng.choice(["scalar", "vector"])
        out += gen_function(rng, idx, fmode, callee)
        if idx % 8 == 7:
            out += gen_kernel(rng, idx, "f%d" % idx, fmode)
        idx += 1
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mode", choices=["scalar", "vector", "mixed"], default="scalar")
    ap.add_argument("--lines", type=int, default=100000, help="about how many lines (default 100000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    text = generate(args.mode, args.lines, args.seed)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
