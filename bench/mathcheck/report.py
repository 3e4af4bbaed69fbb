#!/usr/bin/env python3
"""bench/mathcheck/report.py DIR - the accuracy table of docs/math.md from
the outputs of bench/mathcheck runs in DIR:

  sweep-<f>.txt        --sweep --type float <f>               (every input)
  stride17-<f>.txt     --sweep --stride 17 --type float <f>   (every 17th)
  multi-<f>.txt        --type float --count N <f>             (N inputs of a
                       function of two or three arguments)
  range-<f>-<lo>.txt   --sweep --range LO:HI <f>              (pieces of a sweep,
  int-<f>-<lo>.txt     --sweep --stride S --range LO:HI <f>    merged: the sum of
                       their inputs, the worst of their errors; sinpi, cospi and
                       tanpi, whose integer arguments MPFR decides one by one)
  baseline-float.txt   --type float --count N                 (structured)
  baseline-double.txt  --type double --count N
  double-<f>.txt       --type double --count N <f>            (bench/mathcheck/doubles:
                       N inputs of one double function)

For each function and type it takes the most thorough run there is, and
prints a Markdown table: the limit, the worst error in ulps and where, the
inputs checked, and the results over the limit or breaking a special-value
rule (the run's own verdict)."""
import os
import re
import sys

LINE = re.compile(r"^(\S+)\s+(float|double)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+)\s*(.*)$")


def parse(path):
    rows = {}
    if not os.path.exists(path):
        return rows
    for line in open(path):
        m = LINE.match(line)
        if not m:
            continue
        name, ty, w, n, worst, limit, over, special, referr, secs, rest = m.groups()
        at = ""
        m2 = re.search(r"at (\(.*?\)) got (\S+) exact (\S+)", rest)
        if m2:
            at = "%s: %s, exact %s" % m2.groups()
        rows[(name, ty)] = dict(inputs=int(n), worst=worst, limit=limit, over=int(over), special=int(special),
                                fail="FAIL" in rest, at=at)
    return rows


def worst_of(r):
    try:
        return float(r["worst"])
    except ValueError:
        return -1.0


def merged(d, name):
    """The pieces of a sweep (range-*, int-*) as one run."""
    out = None
    for fn in sorted(os.listdir(d)):
        if not (fn.startswith("range-" + name + "-") or fn.startswith("int-" + name + "-")) or not fn.endswith(".txt"):
            continue
        r = parse(os.path.join(d, fn)).get((name, "float"))
        if not r:
            continue
        if out is None:
            out = dict(r)
            continue
        if worst_of(r) > worst_of(out):
            out["worst"], out["at"] = r["worst"], r["at"]
        out["inputs"] += r["inputs"]
        out["over"] += r["over"]
        out["special"] += r["special"]
        out["fail"] = out["fail"] or r["fail"]
    return out


def inputs(n):
    if n == 1 << 32:
        return "all 2^32"
    if n >= 1 << 20:
        return "%.0fM" % (n / 1e6) if n < 1e9 else "%.2fG" % (n / 1e9)
    return str(n)


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else "."
    base = {}
    base.update(parse(os.path.join(d, "baseline-float.txt")))
    base.update(parse(os.path.join(d, "baseline-double.txt")))
    names = []
    for (name, ty) in base:
        if name not in names:
            names.append(name)
    for fn in sorted(os.listdir(d)):  # a doubles run without the baselines
        if fn.startswith("double-") and fn.endswith(".txt") and fn[7:-4] not in names:
            names.append(fn[7:-4])
    best = dict(base)
    for name in names:
        runs = [parse(os.path.join(d, prefix + name + ".txt")).get((name, "float"))
                for prefix in ("stride17-", "multi-", "sweep-")]
        for r in runs + [merged(d, name)]:
            if r and r["inputs"] > best.get((name, "float"), {"inputs": 0})["inputs"]:
                best[(name, "float")] = r
        r = parse(os.path.join(d, "double-" + name + ".txt")).get((name, "double"))
        if r and r["inputs"] > best.get((name, "double"), {"inputs": 0})["inputs"]:
            best[(name, "double")] = r
    print("| function | float limit | float worst ulp | at (x): got, exact | inputs | double limit | double worst ulp | inputs | over limit / special |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in names:
        f, dd = best.get((name, "float")), best.get((name, "double"))
        cells = [name]
        if f:
            cells += [f["limit"], f["worst"], f["at"].replace("|", "\\|"), inputs(f["inputs"])]
        else:
            cells += ["", "", "", ""]
        if dd:
            cells += [dd["limit"], dd["worst"], inputs(dd["inputs"])]
        else:
            cells += ["-", "-", "-"]
        bad = [(r["over"], r["special"]) for r in (f, dd) if r]
        cells.append(" / ".join("%d" % x for x in (sum(b[0] for b in bad), sum(b[1] for b in bad))))
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
