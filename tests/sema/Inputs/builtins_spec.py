#!/usr/bin/env python3
"""The OpenCL C 3.0 built-in functions of 6.15 that oclc's table declares
(all but math, 6.15.2, which has its own tests), written down from the
specification (shared/spec/khronos/OpenCL_C.txt, chapter "Built-in
Functions") independently of sema/builtins.def: one (name, result,
parameters, since) per overload, expanded here in Python.

  builtins_spec.py decl [CL]   a .cl file with one function per overload
                               that calls it with arguments of exactly its
                               parameter types, and FileCheck lines for
                               -ast-dump: the call resolves, with the
                               spec's result type (and CHECK-NOT for the
                               overloads OpenCL C `CL` does not have yet)
  builtins_spec.py list        "name(param, param)" of every overload
  builtins_spec.py compare F   the same, compared with the table's list
                               in F (tests/unit/builtins-table.c --list):
                               what one has and the other lacks
  builtins_spec.py wrong       a -verify file with wrong calls of every
                               name: arguments no overload takes, and one
                               argument too many or too few
"""
import sys

INT = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"]
SIGNED = ["char", "short", "int", "long"]
UNSIGNED = ["uchar", "ushort", "uint", "ulong"]
FLOAT = ["float", "double"]
ALL = INT + FLOAT
WIDTHS = [1, 2, 3, 4, 8, 16]
VWIDTHS = [2, 3, 4, 8, 16]
UNS = dict(char="uchar", uchar="uchar", short="ushort", ushort="ushort", int="uint", uint="uint", long="ulong",
           ulong="ulong", float="uint", double="ulong", half="ushort")
SGN = dict(char="char", uchar="char", short="short", ushort="short", int="int", uint="int", long="long", ulong="long",
           float="int", double="long", half="short")
# half with cl_khr_fp16, which the host has: every function the spec
# lists with half (the footnote "only if the cl_khr_fp16 extension is
# supported"): common, geometric, relational, bitselect, select,
# vloadn/vstoren, async copies, prefetch, shuffle, shuffle2, the
# work-group and sub-group functions.
FLOAT_HALF = FLOAT + ["half"]
WIDE = dict(char="short", uchar="ushort", short="int", ushort="uint", int="long", uint="ulong")


def v(t, n):
    return t if n == 1 else "%s%d" % (t, n)


SPEC = []  # (name, result, [params], since)


def add(name, ret, params, since=100):
    SPEC.append((name, ret, params, since))


# Work-item functions (6.15.1); oclc has the 2.0 ones in 1.2 too.
add("get_work_dim", "uint", [])
for f in ["get_global_size", "get_global_id", "get_local_size", "get_enqueued_local_size", "get_local_id",
          "get_num_groups", "get_group_id", "get_global_offset"]:
    add(f, "ulong", ["uint"])
add("get_global_linear_id", "ulong", [])
add("get_local_linear_id", "ulong", [])

# Integer functions (6.15.3).
for t in INT:
    for n in WIDTHS:
        g, u = v(t, n), v(UNS[t], n)
        add("abs", u, [g])
        add("abs_diff", u, [g, g])
        for f in ["add_sat", "hadd", "rhadd", "mul_hi", "rotate", "sub_sat", "max", "min"]:
            add(f, g, [g, g])
        for f in ["clz", "popcount", "ctz"]:
            add(f, g, [g], {"popcount": 120, "ctz": 200}.get(f, 100))
        for f in ["mad_hi", "mad_sat", "clamp"]:
            add(f, g, [g, g, g])
        if n > 1:
            add("max", g, [g, t])
            add("min", g, [g, t])
            add("clamp", g, [g, t, t])
        if t in WIDE:
            lo = UNS[t]
            add("upsample", v(WIDE[t], n), [g, v(lo, n)])
for t in ["int", "uint"]:
    for n in WIDTHS:
        g = v(t, n)
        add("mul24", g, [g, g])
        add("mad24", g, [g, g, g])

# Common functions (6.15.4).
for t in FLOAT_HALF:
    for n in WIDTHS:
        g = v(t, n)
        for f in ["degrees", "radians", "sign"]:
            add(f, g, [g])
        for f in ["max", "min", "step"]:
            add(f, g, [g, g])
        for f in ["clamp", "mix", "smoothstep"]:
            add(f, g, [g, g, g])
        if n > 1:
            add("clamp", g, [g, t, t])
            add("max", g, [g, t])
            add("min", g, [g, t])
            add("mix", g, [g, g, t])
            add("step", g, [t, g])
            add("smoothstep", g, [t, t, g])

# Geometric functions (6.15.5).
for t in FLOAT_HALF:
    for n in [1, 2, 3, 4]:
        g = v(t, n)
        add("dot", t, [g, g])
        add("distance", t, [g, g])
        add("length", t, [g])
        add("normalize", g, [g])
        if t == "float":
            add("fast_distance", t, [g, g])
            add("fast_length", t, [g])
            add("fast_normalize", g, [g])
    for n in [3, 4]:
        add("cross", v(t, n), [v(t, n), v(t, n)])

# Relational functions (6.15.6).
for t in FLOAT_HALF:
    for n in WIDTHS:
        g, r = v(t, n), "int" if n == 1 else v(SGN[t], n)
        for f in ["isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater",
                  "isordered", "isunordered"]:
            add(f, r, [g, g])
        for f in ["isfinite", "isinf", "isnan", "isnormal", "signbit"]:
            add(f, r, [g])
for t in SIGNED:
    for n in WIDTHS:
        add("any", "int", [v(t, n)])
        add("all", "int", [v(t, n)])
for t in ALL + ["half"]:
    for n in WIDTHS:
        g = v(t, n)
        add("bitselect", g, [g, g, g])
        add("select", g, [g, g, v(SGN[t], n)])
        add("select", g, [g, g, v(UNS[t], n)])

# Vector data load and store (6.15.7).  "ANY": a pointer into any space
# the program may write through (and constant for const): declared in
# __global here (__private for events), written without one in lists.
for t in ALL + ["half"]:
    for n in [2, 3, 4, 8, 16]:
        add("vload%d" % n, v(t, n), ["ulong", "const ANY %s *" % t])
        add("vstore%d" % n, "void", [v(t, n), "ulong", "ANY %s *" % t])
for n in WIDTHS:
    sfx = "" if n == 1 else str(n)
    for form in ["vload_half", "vloada_half"]:
        add(form + sfx, v("float", n), ["ulong", "const ANY half *"])
    for form in ["vstore_half", "vstorea_half"]:
        for rnd in ["", "_rte", "_rtz", "_rtp", "_rtn"]:
            for t in FLOAT:
                add(form + sfx + rnd, "void", [v(t, n), "ulong", "ANY half *"])

# Synchronization and fences (6.15.8, 6.15.9).
add("barrier", "void", ["uint"])
add("work_group_barrier", "void", ["uint"], 200)
add("work_group_barrier", "void", ["uint", "int"], 200)  # memory_scope is an int in oclc
for f in ["mem_fence", "read_mem_fence", "write_mem_fence"]:
    add(f, "void", ["uint"])

# Async copies and prefetch (6.15.10).
for t in ALL + ["half"]:
    for n in WIDTHS:
        g = v(t, n)
        add("async_work_group_copy", "event_t", ["__local %s *" % g, "const __global %s *" % g, "ulong", "event_t"])
        add("async_work_group_copy", "event_t", ["__global %s *" % g, "const __local %s *" % g, "ulong", "event_t"])
        add("async_work_group_strided_copy", "event_t",
            ["__local %s *" % g, "const __global %s *" % g, "ulong", "ulong", "event_t"])
        add("async_work_group_strided_copy", "event_t",
            ["__global %s *" % g, "const __local %s *" % g, "ulong", "ulong", "event_t"])
        add("prefetch", "void", ["const __global %s *" % g, "ulong"])
add("wait_group_events", "void", ["int", "ANY event_t *"])

# Miscellaneous vector functions (6.15.12).
for t in ALL + ["half"]:
    for m in [2, 4, 8, 16]:
        for n in [2, 4, 8, 16]:
            add("shuffle", v(t, n), [v(t, m), v(UNS[t], n)])
            add("shuffle2", v(t, n), [v(t, m), v(t, m), v(UNS[t], n)])

# Work-group collective functions (6.15.16).
add("work_group_all", "int", ["int"], 200)
add("work_group_any", "int", ["int"], 200)
for t in ["int", "uint", "long", "ulong", "float", "double", "half"]:
    add("work_group_broadcast", t, [t, "ulong"], 200)
    add("work_group_broadcast", t, [t, "ulong", "ulong"], 200)
    add("work_group_broadcast", t, [t, "ulong", "ulong", "ulong"], 200)
    for f in ["reduce", "scan_inclusive", "scan_exclusive"]:
        for op in ["add", "min", "max"]:
            add("work_group_%s_%s" % (f, op), t, [t], 200)

# Sub-group functions (6.15.17 "Sub-Group Functions", the work-item
# functions of 6.15.1 and sub_group_barrier of 6.15.8): cl_khr_subgroups,
# which the host target has in every OpenCL C version.
for f in ["get_sub_group_size", "get_max_sub_group_size", "get_num_sub_groups", "get_enqueued_num_sub_groups",
          "get_sub_group_id", "get_sub_group_local_id"]:
    add(f, "uint", [])
add("sub_group_barrier", "void", ["uint"])
add("sub_group_barrier", "void", ["uint", "int"])
add("sub_group_all", "int", ["int"])
add("sub_group_any", "int", ["int"])
for t in ["int", "uint", "long", "ulong", "float", "double", "half"]:
    add("sub_group_broadcast", t, [t, "uint"])
    for f in ["reduce", "scan_inclusive", "scan_exclusive"]:
        for op in ["add", "min", "max"]:
            add("sub_group_%s_%s" % (f, op), t, [t])
# Atomic functions (6.15.12).  The 1.x functions on int and uint (and
# float for atomic_xchg) in global and local memory from 1.1 on, their
# atom_ names (6.15.12.8 and 6.15.12.9's extensions; long and ulong with the int64 ones);
# the C11 functions on the atomic types from 2.0 on, each plain, with an
# order, and with an order and a scope.  "ORDER int" and "SCOPE int" are
# memory_order and memory_scope (ints in oclc): the declaration test
# passes a constant there.
for space in ["__global", "__local"]:
    for t in ["int", "uint", "long", "ulong"]:
        p = "volatile %s %s *" % (space, t)
        names = ["atom_"] if t in ["long", "ulong"] else ["atomic_", "atom_"]
        for pre in names:
            since = 110 if pre == "atomic_" else 100
            for op in ["add", "sub", "xchg", "min", "max", "and", "or", "xor"]:
                add(pre + op, t, [p, t], since)
            for op in ["inc", "dec"]:
                add(pre + op, t, [p], since)
            add(pre + "cmpxchg", t, [p, t, t], since)
    add("atomic_xchg", "float", ["volatile %s float *" % space, "float"], 110)
    add("atom_xchg", "float", ["volatile %s float *" % space, "float"], 100)
ORDER, SCOPE = "ORDER int", "SCOPE int"
C11 = ["int", "uint", "long", "ulong", "float", "double"]


def c11(name, ret, params, orders, types):
    for t in types:
        a = "ANY volatile atomic_%s *" % t
        ps = [a] + [x.replace("C", t) for x in params]
        r = ret.replace("C", t)
        add(name, r, ps, 200)
        add(name + "_explicit", r, ps + orders, 200)
        add(name + "_explicit", r, ps + orders + [SCOPE], 200)


for t in C11:
    add("atomic_init", "void", ["ANY volatile atomic_%s *" % t, t], 200)
add("atomic_work_item_fence", "void", ["uint", ORDER, SCOPE], 200)
c11("atomic_store", "void", ["C"], [ORDER], C11)
c11("atomic_load", "C", [], [ORDER], C11)
c11("atomic_exchange", "C", ["C"], [ORDER], C11)
for f in ["strong", "weak"]:
    c11("atomic_compare_exchange_" + f, "bool", ["ANY C *", "C"], [ORDER, ORDER], C11)
for op in ["add", "sub", "or", "xor", "and", "min", "max"]:
    c11("atomic_fetch_" + op, "C", ["C"], [ORDER], ["int", "uint", "long", "ulong"])
for name, ret in [("atomic_flag_test_and_set", "bool"), ("atomic_flag_clear", "void")]:
    ps = ["ANY volatile atomic_flag *"]
    add(name, ret, ps, 200)
    add(name + "_explicit", ret, ps + [ORDER], 200)
    add(name + "_explicit", ret, ps + [ORDER, SCOPE], 200)

NAMES = sorted(set(s[0] for s in SPEC))


def concrete(p):
    p = p.replace("ORDER ", "").replace("SCOPE ", "")
    return p.replace("ANY event_t", "event_t").replace("ANY ", "__global ")


def argument(p, i):
    """What the declaration test passes for parameter i: the parameter,
    or for an order or scope a constant that every overload allows."""
    if p.startswith("ORDER "):
        return "memory_order_relaxed"
    if p.startswith("SCOPE "):
        return "memory_scope_work_group"
    return "a%d" % i


def spelled(p):
    return p.replace("ANY ", "").replace("ORDER ", "").replace("SCOPE ", "")


def decl(cl):
    print("// Generated by tests/sema/Inputs/builtins_spec.py decl %d." % cl)
    for k, (name, ret, params, since) in enumerate(SPEC):
        ps = ", ".join("%s a%d" % (concrete(p), i) for i, p in enumerate(params))
        args = ", ".join(argument(p, i) for i, p in enumerate(params))
        if since > cl:
            continue
        print("%s f%d(%s) { %s%s(%s); }" % (ret, k, ps, "" if ret == "void" else "return ", name, args))
        print("// CHECK-LABEL: FunctionDecl {{.*}} f%d '" % k)
        print("// CHECK: BuiltinCallExpr {{.*}} '%s' builtin=" % ret)


def wrong():
    print("// Generated by tests/sema/Inputs/builtins_spec.py wrong.")
    print("void f(global void *p, global int *q) {")
    for name in NAMES:
        counts = sorted(set(len(s[2]) for s in SPEC if s[0] == name))
        # Arguments no overload takes: a void pointer where anything goes.
        n = counts[-1]
        if n:
            print("  %s(%s); // expected-error {{no matching function for call to '%s'}} expected-note 0+ {{}}"
                  % (name, ", ".join(["p"] * n), name))
        if len(counts) == 1:
            print("  %s(%s); // expected-error {{too many arguments to function call, expected %d, have %d}} "
                  "expected-note {{'%s' is a built-in function}}" % (name, ", ".join(["q[0]"] * (n + 1)), n, n + 1,
                                                                        name))
    print("}")


def compare(path):
    """The table's overloads (of the names above) against the spec's."""
    spec = set("%s(%s)" % (s[0], ", ".join(spelled(p) for p in s[2])) for s in SPEC)
    with open(path) as f:
        table = set(line.strip() for line in f if line.split("(")[0] in NAMES)
    status = 0
    for t in sorted(spec - table):
        print("missing from the table: %s" % t)
        status = 1
    for t in sorted(table - spec):
        print("not in the spec: %s" % t)
        status = 1
    print("%d overloads of %d names compared" % (len(spec), len(NAMES)))
    return status


mode = sys.argv[1] if len(sys.argv) > 1 else "decl"
if mode == "decl":
    decl(int(sys.argv[2]) if len(sys.argv) > 2 else 300)
elif mode == "list":
    for line in sorted("%s(%s)" % (s[0], ", ".join(spelled(p) for p in s[2])) for s in SPEC):
        print(line)
elif mode == "names":
    print("\n".join(NAMES))
elif mode == "wrong":
    wrong()
elif mode == "compare":
    sys.exit(compare(sys.argv[2]))
