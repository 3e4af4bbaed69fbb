#!/usr/bin/env python3
"""check_deep.py OCLC MODE - every nesting construct of deep.py, at scale.

MODE default: each construct nested 100,000 deep, compiled to an object
with the default limits.  Each must fail with exit status 1 and exactly
one error, the limit's (a macro nested too deeply may leave one syntax
error behind, where the expansion was cut), in well under a second a
construct; never a crash, a hang or a cascade.

MODE raised: the limits raised to 100,000 and each construct nested
10,000 deep (2,000 for nested macro calls, whose argument pre-expansion is
quadratic in the depth, as in clang) compiled at -O0 and dumped with
-ast-dump, on a main thread whose stack is limited to 256 KB: the phases
recurse 10,000 deep, which fits only because the compilation runs on a
stack sized for the limits (support/stack.c).  Each must succeed.

Prints one PASS/FAIL line per construct and a summary line.
"""
import os
import resource
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import deep  # noqa: E402

LIMIT_ERRORS = ("nesting too deep", "macro expansion nested too deeply")


def small_stack():
    resource.setrlimit(resource.RLIMIT_STACK, (256 << 10, 256 << 10))


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600, **kw)


def check_default(oclc, kind, path):
    with open(path, "w") as f:
        f.write(deep.ROWS[kind](100000) + "\n")
    p = run([oclc, "-c", "-o", os.devnull, "-fno-caret-diagnostics", path])
    err = p.stderr.decode(errors="replace")
    errors = [l for l in err.splitlines() if ": error: " in l or l.startswith("error: ")]
    if p.returncode != 1:
        return "exit status %d, not 1: %s" % (p.returncode, err[-300:])
    if not errors or not any(m in errors[0] for m in LIMIT_ERRORS):
        return "the first error is not the limit's: %s" % (errors[:1],)
    allowed = 2 if kind.startswith("macro") else 1
    if len(errors) > allowed:
        return "%d errors, not %d: %s" % (len(errors), allowed, errors[:3])
    return None


def check_raised(oclc, kind, path):
    n = 2000 if kind == "macro-args" else 10000
    with open(path, "w") as f:
        f.write(deep.ROWS[kind](n) + "\n")
    limits = ["-fmax-nesting-depth=100000", "-fmacro-expansion-depth=100000"]
    for action in (["-c", "-O0", "-o", os.devnull], ["-ast-dump"]):
        if action[0] == "-ast-dump" and kind not in ("unary", "binary", "call", "blocks", "if-parens"):
            continue   # a dump is quadratic in the depth (indentation): a few constructs suffice
        if action[0] == "-ast-dump":
            with open(path, "w") as f:
                f.write(deep.ROWS[kind](2000) + "\n")
        p = run([oclc, "-w"] + limits + action + [path], preexec_fn=small_stack)
        if p.returncode != 0:
            return "%s: exit status %d: %s" % (" ".join(action), p.returncode, p.stderr.decode(errors="replace")[-300:])
    return None


def main():
    oclc, mode = sys.argv[1], sys.argv[2]
    check = {"default": check_default, "raised": check_raised}[mode]
    d = tempfile.mkdtemp(prefix="oclc-deep-")
    failed = 0
    for kind in deep.ROWS:
        why = check(oclc, kind, os.path.join(d, kind + ".cl"))
        if why:
            failed += 1
            print("FAIL %s: %s" % (kind, why))
        else:
            print("PASS %s" % kind)
    print("deep %s: %d constructs, %d failed" % (mode, len(deep.ROWS), failed))
    for f in os.listdir(d):
        os.unlink(os.path.join(d, f))
    os.rmdir(d)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
