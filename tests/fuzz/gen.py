#!/usr/bin/env python3
"""gen.py - random, well-typed OpenCL C vector code for differential testing.

The fuzzers (fuzz_pipeline, fuzz_pp) mutate bytes, so almost everything
they produce dies in the lexer or the parser.  This generator writes code
that sema accepts, so what it exercises is sema's vector rules and the
code generator: literals of every shape, swizzles (xyzw, rgba, sN, lo/hi/
even/odd, read and assigned), every operator, the vector select, as_type
between types of one size, and convert_T with every suffix (_sat, _rte,
_rtz, _rtp, _rtn and their combinations), nested to a bounded depth.

Each function is generated top-down from the type it must have: a
production is chosen among those that can yield that type (a comparison
only yields a signed integer type of the right lane size, as_T only
exists between types of one storage size, ...), so every output is
well-typed by construction and clang-19 accepts it too (difftest.py
--check-clang verifies that).

Two modes per function:
  - oclc mode: anything oclc gives a definite meaning (docs/semantics.md):
    signed overflow, division by zero, out-of-range float->int, as_type
    between different lane counts, the padding lane of a vec3.  Compiled at
    -O0 and -O2, both must agree bit for bit.
  - defined mode (`defined=True`): only what OpenCL C itself defines, so
    PoCL must agree too: signed + - * << are done on the unsigned type
    (as_T(as_U(x) + as_U(y))), divisors are made non-zero and positive,
    float->int conversions saturate (_sat), as_type keeps the lane count
    (or vec4 -> vec3), no .hi/.odd of a vec3.

Floating-point NaNs may carry any payload (LLVM's constant folder and the
x86 FPU make different ones), so a NaN's bits are never exposed: the
operand of an as_type from a floating type goes through canon_T(), which
replaces NaN by 0, and the harness compares NaN results as equal.

Output of gen_batch(): OpenCL C text defining, for the functions f0..fN-1,
one dispatcher

    void PFX##run(int fi, global const uchar *a, global const uchar *b,
                  global const uchar *c, global uchar *r, uint n)

that runs function fi on n elements of its argument arrays (a kernel over
n work-items when compiled with -DPOCL), and a metadata list the harness
reads (diff_harness.c): per function, whether it is defined, its result
type and its three argument types.
"""
import random
import sys

# (name, bytes, kind): kind 'i' signed, 'u' unsigned, 'f' floating.
ELEMS = [
    ("char", 1, "i"), ("uchar", 1, "u"), ("short", 2, "i"), ("ushort", 2, "u"),
    ("int", 4, "i"), ("uint", 4, "u"), ("long", 8, "i"), ("ulong", 8, "u"),
    ("float", 4, "f"), ("double", 8, "f"),
]
EINFO = {e[0]: e for e in ELEMS}
WIDTHS = [1, 2, 3, 4, 8, 16]
SIGNED_OF_SIZE = {1: "char", 2: "short", 4: "int", 8: "long"}
UNSIGNED_OF = {"char": "uchar", "short": "ushort", "int": "uint", "long": "ulong"}
INT_MIN = {"char": -128, "short": -32768, "int": -2**31, "long": -2**63}
INT_MAX = {"char": 127, "uchar": 255, "short": 32767, "ushort": 65535, "int": 2**31 - 1,
           "uint": 2**32 - 1, "long": 2**63 - 1, "ulong": 2**64 - 1}
ROUNDING = ["_rte", "_rtz", "_rtp", "_rtn"]


def tname(t):
    e, n = t
    return e if n == 1 else "%s%d" % (e, n)


def size(e):
    return EINFO[e][1]


def kind(e):
    return EINFO[e][2]


def is_int(e):
    return kind(e) != "f"


def is_small(e):
    """Scalars of these types are promoted to int by C's arithmetic."""
    return size(e) < 4 and is_int(e)


def storage_lanes(n):
    return 4 if n == 3 else n


def unsigned_of(e):
    return UNSIGNED_OF.get(e, e)


class Gen:
    def __init__(self, rng, defined, max_depth):
        self.r = rng
        self.defined = defined
        self.max_depth = max_depth
        self.vars = []          # (name, type) in scope
        self.canon = set()      # floating types whose canon_T() is needed

    # ---------------------------------------------------------------- leaves

    def int_literal(self, e):
        r = self.r
        k = r.random()
        if k < 0.25:
            v = r.choice([0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 63, 64, 100, 127, 255])
        elif k < 0.45:
            v = INT_MAX[e]
        elif k < 0.6 and kind(e) == "i":
            v = INT_MIN[e]
        elif k < 0.7 and kind(e) == "i":
            v = -r.randint(1, 100)
        else:
            v = r.randint(INT_MIN.get(e, 0), INT_MAX[e])
        return self.spell_int(e, v)

    def spell_int(self, e, v):
        """A constant expression of exactly type e with value v."""
        r = self.r
        suffix = {"uint": r.choice(["u", "U"]), "long": r.choice(["L", "l"]),
                  "ulong": r.choice(["UL", "ul", "uL"])}.get(e, "")
        neg = v < 0
        mag = -v if neg else v
        if e in ("int", "long") and v == INT_MIN[e]:
            body = "(-%d%s-1)" % (mag - 1, suffix)
        else:
            digits = hex(mag) if r.random() < 0.3 else str(mag)
            body = ("(-%s%s)" if neg else "%s%s") % (digits, suffix)
        if e in ("int", "uint", "long", "ulong"):
            return body
        return "(%s)%s" % (e, body)

    def float_literal(self, e):
        r = self.r
        f = "f" if e == "float" else ""
        k = r.random()
        if k < 0.4:
            s = r.choice(["0.0", "1.0", "0.5", "1.5", "2.5", "-2.5", "-0.0", "3.0", "255.5", "-128.5",
                          "65535.5", "2147483648.0", "-2147483649.0", "4294967296.0", "1e10", "-1e10",
                          "0x1p-126", "0x1p-149", "0x1.fffffep127", "127.5", "0.1", "1e-5"])
            if e == "double" and r.random() < 0.3:
                s = r.choice(["0x1p-1074", "0x1.fffffffffffffp1023", "9.2233720368547758e18", "1e300"])
        elif k < 0.7:
            s = "%d.%d" % (r.randint(-300, 300), r.randint(0, 99))
        else:
            s = repr(r.uniform(-1e6, 1e6))
        if s.startswith("-"):
            return "(%s%s)" % (s, f)
        return s + f

    def literal(self, e):
        return self.float_literal(e) if kind(e) == "f" else self.int_literal(e)

    # ----------------------------------------------------------- productions

    def expr(self, t, depth):
        """An expression of exactly type t."""
        r = self.r
        e, n = t
        if depth >= self.max_depth or r.random() < 0.12 * depth:
            return self.leaf(t, depth)
        choices = [
            (3, self.binary), (1, self.unary), (2, self.swizzle), (2, self.convert), (1, self.astype),
            (1, self.compare), (1, self.select), (1, self.vec_literal), (1, self.leaf), (1, self.cast),
            (1, self.not_op),
        ]
        total = sum(w for w, _ in choices)
        while True:
            x = r.uniform(0, total)
            for w, f in choices:
                x -= w
                if x <= 0:
                    break
            out = f(t, depth + 1)
            if out is not None:
                return out

    def leaf(self, t, depth):
        cands = [v for v, vt in self.vars if vt == t]
        if cands and self.r.random() < 0.75:
            return self.r.choice(cands)
        e, n = t
        if n == 1:
            return self.literal(e)
        if self.r.random() < 0.4:
            return "(%s)(%s)" % (tname(t), self.literal(e))
        return "(%s)(%s)" % (tname(t), ", ".join(self.literal(e) for _ in range(n)))

    def vec_literal(self, t, depth):
        """(T)(parts) whose parts are scalars and vectors of T's element."""
        e, n = t
        if n == 1:
            return None
        parts, left = [], n
        while left:
            m = self.r.choice([w for w in WIDTHS if w <= left and w != 16 or w == left])
            if m > left:
                m = left
            parts.append(self.expr((e, m), depth))
            left -= m
        if len(parts) == 1 and self.r.random() < 0.5:
            # (T)(scalar) splat
            parts = [self.expr((e, 1), depth)]
        return "(%s)(%s)" % (tname(t), ", ".join(parts))

    def swizzle(self, t, depth):
        r = self.r
        e, n = t
        if n == 16:
            srcs = [16]
        else:
            srcs = [m for m in (2, 3, 4, 8, 16)]
        m = r.choice(srcs)
        src = self.expr((e, m), depth)
        # .lo .hi .even .odd
        if n * 2 == storage_lanes(m) and r.random() < 0.3:
            names = ["lo", "even"] if (m == 3 and self.defined) else ["lo", "hi", "even", "odd"]
            return "(%s).%s" % (src, r.choice(names))
        idx = [r.randrange(m) for _ in range(n)]
        if m <= 4 and r.random() < 0.6:
            letters = "xyzw" if r.random() < 0.7 else "rgba"
            sw = "".join(letters[i] for i in idx)
        else:
            s = r.choice(["s", "S"])
            hexd = "0123456789abcdef" if r.random() < 0.5 else "0123456789ABCDEF"
            sw = s + "".join(hexd[i] for i in idx)
        return "(%s).%s" % (src, sw)

    def promoted_back(self, e, text):
        """text is an int-typed expression standing for a value of the small
        scalar type e: convert it back (wrapping, defined either way)."""
        u = unsigned_of(e)
        if kind(e) == "u":
            return "((%s)(%s))" % (e, text)
        return "as_%s((%s)(%s))" % (e, u, text)

    def binary(self, t, depth):
        r = self.r
        e, n = t
        ops = ["+", "-", "*", "/"]
        if is_int(e):
            ops += ["%", "&", "|", "^", "<<", ">>"]
        op = r.choice(ops)
        # vector op vector, vector op scalar, scalar op vector (not for shifts)
        xt = yt = t
        if n > 1 and r.random() < 0.25:
            if op in ("<<", ">>") or r.random() < 0.5:
                yt = (e, 1)
            else:
                xt = (e, 1)
        x = "(%s)" % self.expr(xt, depth)
        y = "(%s)" % self.expr(yt, depth)
        small = n == 1 and is_small(e)
        if self.defined and is_int(e):
            if op in ("/", "%"):
                # a divisor that is neither zero nor negative
                ytn = tname(yt)
                y = "((%s)((%s & (%s)%d) | (%s)1))" % (ytn, y, ytn, min(INT_MAX[e], 63), ytn)
            elif small and op in ("+", "-", "*", "<<"):
                # int arithmetic on promoted shorts can overflow (65535 * 65535)
                return self.promoted_back(e, "(uint)%s %s (uint)%s" % (x, op, y))
            elif kind(e) == "i" and op in ("+", "-", "*", "<<"):
                # signed overflow is undefined: compute on the unsigned type
                if xt != t:
                    x = "((%s)%s)" % (tname(t), x)
                if yt != t and op != "<<":
                    y = "((%s)%s)" % (tname(t), y)
                ut = tname((unsigned_of(e), n))
                yu = "as_%s(%s)" % (tname((unsigned_of(e), yt[1])), y) if op == "<<" and yt != t else "as_%s%s" % (ut, y)
                return "as_%s(as_%s%s %s %s)" % (tname(t), ut, x, op, yu)
        text = "%s %s %s" % (x, op, y)
        if small:
            return self.promoted_back(e, text)
        return "(%s)" % text

    def unary(self, t, depth):
        r = self.r
        e, n = t
        ops = ["-", "+"] + (["~"] if is_int(e) else [])
        op = r.choice(ops)
        x = "(%s)" % self.expr(t, depth)
        small = n == 1 and is_small(e)
        if self.defined and kind(e) == "i" and op == "-":
            if small:
                return self.promoted_back(e, "-(uint)%s" % x)
            ut = tname((unsigned_of(e), n))
            return "as_%s(-as_%s%s)" % (tname(t), ut, x)
        if small:
            return self.promoted_back(e, "%s%s" % (op, x))
        return "(%s%s)" % (op, x)

    def mask_type(self, t):
        """The type of a comparison of operands of type t."""
        e, n = t
        return ("int", 1) if n == 1 else (SIGNED_OF_SIZE[size(e)], n)

    def operand_types_for_mask(self, t):
        """Operand types whose comparison has type t, or []."""
        e, n = t
        if n == 1:
            return [(x[0], 1) for x in ELEMS] if e == "int" else []
        if kind(e) != "i":
            return []
        return [(x[0], n) for x in ELEMS if x[1] == size(e)]

    def compare(self, t, depth):
        cands = self.operand_types_for_mask(t)
        if not cands:
            return None
        ot = self.r.choice(cands)
        ops = ["<", ">", "<=", ">=", "==", "!="]
        if is_int(ot[0]) or ot[1] == 1:
            ops += ["&&", "||"]
        op = self.r.choice(ops)
        return "((%s) %s (%s))" % (self.expr(ot, depth), op, self.expr(ot, depth))

    def not_op(self, t, depth):
        cands = self.operand_types_for_mask(t)
        if not cands:
            return None
        ot = self.r.choice(cands)
        return "(!(%s))" % self.expr(ot, depth)

    def select(self, t, depth):
        r = self.r
        e, n = t
        if n > 1 and r.random() < 0.6:
            ce = r.choice([SIGNED_OF_SIZE[size(e)], unsigned_of(SIGNED_OF_SIZE[size(e)])])
            c = self.expr((ce, n), depth)
        else:
            c = self.expr((r.choice(["int", "uint", "char", "long"]), 1), depth)
        text = "((%s) ? (%s) : (%s))" % (c, self.expr(t, depth), self.expr(t, depth))
        # a scalar ?: of chars or shorts has the promoted type, int
        return "((%s)%s)" % (e, text) if n == 1 and is_small(e) else text

    def convert(self, t, depth):
        r = self.r
        e, n = t
        se = r.choice(ELEMS)[0]
        src = self.expr((se, n), depth)
        suffix = ""
        if is_int(e):
            sat = r.random() < 0.5 or (self.defined and kind(se) == "f")
            if sat:
                suffix += "_sat"
        if r.random() < 0.5:
            suffix += r.choice(ROUNDING)
        return "convert_%s%s(%s)" % (tname(t), suffix, src)

    def cast(self, t, depth):
        """(T)scalar: a conversion between scalars, or a splat."""
        r = self.r
        e, n = t
        if n > 1:
            return "((%s)(%s))" % (tname(t), self.expr((e, 1), depth))
        se = r.choice(ELEMS)[0]
        if self.defined:
            if kind(se) == "f" and is_int(e):
                return None   # out of range is undefined
            if kind(e) == "i" and is_int(se) and size(se) >= size(e) and se != e:
                return None   # out of range is implementation-defined
        return "((%s)(%s))" % (e, self.expr((se, 1), depth))

    def astype(self, t, depth):
        r = self.r
        e, n = t
        bytes_ = size(e) * storage_lanes(n)
        cands = []
        for x in ELEMS:
            for m in WIDTHS:
                if size(x[0]) * storage_lanes(m) != bytes_:
                    continue
                if self.defined and not (m == n or (m == 4 and n == 3 and size(x[0]) == size(e))):
                    continue
                cands.append((x[0], m))
        st = r.choice(cands)
        src = self.expr(st, depth)
        if kind(st[0]) == "f" and st[0] != e:
            self.canon.add(st)
            src = "canon_%s(%s)" % (tname(st), src)
        return "as_%s(%s)" % (tname(t), src)

    # ------------------------------------------------------------- functions

    def assign_stmt(self, v, t, depth):
        """v.<distinct lanes> = / op= expression."""
        r = self.r
        e, n = t
        if n == 1:
            ops = ["="] + (["+=", "*=", "-="] if not (self.defined and kind(e) == "i") else []) \
                + (["&=", "|=", "^="] if is_int(e) else [])
            return "%s %s %s;" % (v, r.choice(ops), self.expr(t, depth))
        k = r.choice([w for w in (1, 2, 3, 4, 8, 16) if w <= n])
        lanes = r.sample(range(n), k)
        if n <= 4 and r.random() < 0.5:
            sw = "".join("xyzw"[i] for i in lanes)
        else:
            sw = "s" + "".join("0123456789abcdef"[i] for i in lanes)
        ops = ["="]
        if not (self.defined and kind(e) == "i"):
            ops += ["+=", "-=", "*="]
        if is_int(e):
            ops += ["&=", "|=", "^="]
        return "%s.%s %s %s;" % (v, sw, r.choice(ops), self.expr((e, k), depth))

    def function(self, name):
        r = self.r
        rt = (r.choice(ELEMS)[0], r.choice(WIDTHS))
        args = []
        for i in range(3):
            if r.random() < 0.5:
                args.append(rt)
            else:
                args.append((r.choice(ELEMS)[0], r.choice(WIDTHS)))
        self.vars = [("a", args[0]), ("b", args[1]), ("c", args[2])]
        body = []
        nlocals = r.randint(0, 2)
        for i in range(nlocals):
            lt = rt if r.random() < 0.5 else (r.choice(ELEMS)[0], r.choice(WIDTHS))
            body.append("  %s t%d = %s;" % (tname(lt), i, self.expr(lt, 1)))
            self.vars.append(("t%d" % i, lt))
        body.append("  %s v = %s;" % (tname(rt), self.expr(rt, 0)))
        self.vars.append(("v", rt))
        for i in range(r.randint(0, 2)):
            body.append("  " + self.assign_stmt("v", rt, 2))
        body.append("  return v;")
        static = "static " if r.random() < 0.5 else ""
        text = "%s%s %s(%s a, %s b, %s c) {\n%s\n}\n" % (
            static, tname(rt), name, tname(args[0]), tname(args[1]), tname(args[2]), "\n".join(body))
        return rt, args, text


def canon_helper(t):
    n = tname(t)
    if t[1] == 1:
        return "static %s canon_%s(%s x) { return x == x ? x : (%s)0; }\n" % (n, n, n, t[0])
    return "static %s canon_%s(%s x) { return x == x ? x : (%s)(0); }\n" % (n, n, n, n)


PRELUDE = """\
// Generated by tests/fuzz/gen.py (seed %d, %d functions): see that file.
#ifdef POCL
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// OpenCL lets a compiler fuse a * b + c unless told not to; oclc never does
// without -cl-mad-enable.
#pragma OPENCL FP_CONTRACT OFF
#define N(name) name
#define RUN(fi, a, b, c, r, n) kernel void run(int fi, a, b, c, r)
#define LOOP size_t i = get_global_id(0);
#else
#define CAT2(x, y) x##y
#define CAT(x, y) CAT2(x, y)
#define N(name) CAT(PFX, name)
#define RUN(fi, a, b, c, r, n) void N(run)(int fi, a, b, c, r, n)
#define LOOP for (uint i = 0; i < n; i++)
#endif
"""


def gen_batch(seed, nfun, defined_ratio=0.5, max_depth=4):
    """Returns (source, meta): meta is one tuple per function:
    (defined, result type, [arg types])."""
    rng = random.Random(seed)
    funcs, meta, canon = [], [], set()
    for i in range(nfun):
        defined = rng.random() < defined_ratio
        g = Gen(rng, defined, max_depth)
        rt, args, text = g.function("N(f%d)" % i)
        canon |= g.canon
        funcs.append((defined, text))
        meta.append((defined, rt, args))
    out = [PRELUDE % (seed, nfun)]
    for t in sorted(canon):
        out.append(canon_helper(t))
    for defined, text in funcs:
        out.append(text if defined else "#ifndef POCL\n" + text + "#endif\n")
    out.append("RUN(fi, global const uchar *a, global const uchar *b, global const uchar *c, global uchar *r, uint n) {\n")
    out.append("  switch (fi) {\n")
    for i, (defined, rt, args) in enumerate(meta):
        call = "((global %s *)r)[i] = N(f%d)(%s);" % (
            tname(rt), i, ", ".join("((global const %s *)%s)[i]" % (tname(at), p) for at, p in zip(args, "abc")))
        case = "  case %d: { LOOP %s } break;\n" % (i, call)
        out.append(case if defined else "#ifndef POCL\n" + case + "#endif\n")
    out.append("  }\n}\n")
    return "".join(out), meta


def meta_text(meta):
    lines = []
    for defined, rt, args in meta:
        lines.append("%d %s %s" % (int(defined), tname(rt), " ".join(tname(a) for a in args)))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", type=int, default=10, help="functions")
    ap.add_argument("--defined", type=float, default=0.5, help="share of functions in defined mode")
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--meta", help="write the metadata here")
    a = ap.parse_args()
    src, meta = gen_batch(a.seed, a.n, a.defined, a.depth)
    sys.stdout.write(src)
    if a.meta:
        with open(a.meta, "w") as f:
            f.write(meta_text(meta))
