#!/usr/bin/env python3
"""layering.py ROOT [FILE...] - check who includes whom (docs/design.md,
"Folders and floors").

A source file may include headers of its own floor or of a floor below:
    support 1, lexer 2, parser 3, sema 4, codegen 5, driver 6, runtime 7
runtime/icd/ stands apart and includes only its own headers and the
public API (include/oclc/); only codegen/ and runtime/ include llvm-c.
Extra FILE arguments are checked as if they were in the tree (the test
uses that to prove the check can fail).  Prints each violation and exits 1
when there is one.
"""
import glob
import os
import re
import sys

FLOOR = {"support": 1, "lexer": 2, "parser": 3, "sema": 4, "codegen": 5, "driver": 6, "runtime": 7}
INCLUDE = re.compile(r'\s*#\s*include\s+[<"]([^>"]+)[>"]')


def check(rel, text):
    top = rel.split("/")[0]
    icd = rel.startswith("runtime/icd/")
    bad = []
    for n, line in enumerate(text.splitlines(), 1):
        m = INCLUDE.match(line)
        if not m:
            continue
        inc = m.group(1)
        if inc.startswith("llvm-c/"):
            if top not in ("codegen", "runtime") or icd:
                bad.append(f"{rel}:{n}: includes {inc}: only codegen/ and runtime/ may include llvm-c")
            continue
        part = inc.split("/")[0]
        if part not in FLOOR:
            continue
        if icd:
            if not inc.startswith("runtime/icd/"):
                bad.append(f"{rel}:{n}: includes {inc}: runtime/icd/ uses the public API (oclc/oclc.h) only")
        elif FLOOR[part] > FLOOR[top]:
            bad.append(f"{rel}:{n}: includes {inc}: {top}/ (floor {FLOOR[top]}) may not use {part}/ (floor {FLOOR[part]})")
    return bad


def main():
    root = sys.argv[1]
    files = [f for d in FLOOR for f in glob.glob(os.path.join(root, d, "**", "*"), recursive=True)
             if re.search(r"\.(c|h|y|re|def)$", f)]
    bad = []
    for f in files:
        with open(f, errors="replace") as fh:
            bad += check(os.path.relpath(f, root), fh.read())
    for extra in sys.argv[2:]:
        rel, path = extra.split("=", 1)
        with open(path, errors="replace") as fh:
            bad += check(rel, fh.read())
    for b in bad:
        print(b)
    print(f"{len(files)} files, {len(bad)} layering violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
