#!/usr/bin/env python3
"""difftest.py - differential testing of oclc with gen.py's functions.

For each batch of generated functions (gen.py): compile the batch with
oclc at -O0 and at -O2 (-DPFX=o0_ / o2_), link both objects into
diff_harness.c, and run it: every function on the same random inputs at
both levels, and, with PoCL (or any OpenCL platform) installed, the
functions whose results OpenCL C defines through PoCL too.  A difference
is a miscompile in one of them; a batch that oclc rejects, crashes on, or
that the harness cannot run is a failure.  Batches run in parallel; a
failing batch's files are kept (and named) for reproduction; the rest are
deleted.

    difftest.py --oclc build/oclc --functions 100000 --batch 250 --jobs 2

Exit status 0 when every batch agreed; 1 when -O0 and -O2 differed (a
miscompile) or a batch failed; 3 when the only differences were with PoCL
while -O0 and -O2 agreed: either PoCL's bug or a semantic error of oclc's
front end, which the batches kept for it (FAIL-POCL lines) let a person
decide.  The last line is a summary: functions, batches, functions
compared with PoCL, mismatches, failures, PoCL disagreements, seconds.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# The harness is a test instrument, not the program under test: in a
# sanitizer build it is instrumented (it links with the sanitizer's
# runtime), but PoCL's own allocations must not fail it at exit.
HARNESS_ENV = dict(os.environ, ASAN_OPTIONS=os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0")


def have_opencl(cc):
    """True if an OpenCL program links here (headers and an ICD loader)."""
    d = tempfile.mkdtemp(prefix="oclc-diff-cl-")
    try:
        src = os.path.join(d, "t.c")
        with open(src, "w") as f:
            f.write("#define CL_TARGET_OPENCL_VERSION 300\n#include <CL/cl.h>\n"
                    "int main(void) { cl_uint n = 0; return clGetPlatformIDs(0, 0, &n) != CL_SUCCESS || n == 0; }\n")
        exe = os.path.join(d, "t")
        if subprocess.run(cc + [src, "-o", exe, "-lOpenCL"], capture_output=True).returncode:
            return False
        return subprocess.run([exe], capture_output=True, timeout=60, env=HARNESS_ENV).returncode == 0
    except Exception:
        return False
    finally:
        shutil.rmtree(d, ignore_errors=True)


def run_batch(args, harness_obj, index, use_cl):
    seed = args.seed * 1000003 + index
    d = tempfile.mkdtemp(prefix="batch%d-" % index, dir=args.workdir)
    src, meta = gen.gen_batch(seed, args.batch, args.defined, args.depth)
    cl = os.path.join(d, "batch.cl")
    with open(cl, "w") as f:
        f.write(src)
    with open(os.path.join(d, "meta.txt"), "w") as f:
        f.write(gen.meta_text(meta))
    result = {"index": index, "seed": seed, "dir": d, "functions": len(meta), "pocl": 0, "mismatches": 0,
              "pocl_unwritten": 0, "pocl_crashed": 0, "clang_crashed": 0, "pocl_lanes": 0, "pocl_functions": 0,
              "failure": None, "output": ""}

    def fail(what, proc):
        out = (proc.stdout or b"").decode(errors="replace") + (proc.stderr or b"").decode(errors="replace")
        result["failure"] = "%s (status %d)" % (what, proc.returncode)
        result["output"] = out[-4000:]
        return result

    if args.check_clang:
        p = subprocess.run([args.clang, "-x", "cl", "-cl-std=CL3.0", "-Xclang", "-finclude-default-header",
                            "-fsyntax-only", "-w", "-DPFX=o0_", cl], capture_output=True)
        if p.returncode < 0 or b"PLEASE submit a bug report" in p.stderr:
            result["clang_crashed"] = 1   # clang's bug (e.g. .odd of a constant vec3 in clang 19); go on
        elif p.returncode:
            return fail("clang rejects the batch: a generator bug", p)
    for level in ("0", "2"):
        obj = os.path.join(d, "o%s.o" % level)
        p = subprocess.run([args.oclc, "-w", "-c", "-O" + level, "-DPFX=o%s_" % level, cl, "-o", obj],
                           capture_output=True, timeout=args.timeout)
        if p.returncode:
            return fail("oclc -O%s" % level, p)
    exe = os.path.join(d, "harness")
    link = args.cc + [harness_obj, os.path.join(d, "o0.o"), os.path.join(d, "o2.o"), "-o", exe, "-lm"]
    if use_cl:
        link.append("-lOpenCL")
    p = subprocess.run(link, capture_output=True)
    if p.returncode:
        return fail("link", p)
    cmd = [exe, os.path.join(d, "meta.txt"), str(args.inputs), str(seed)]
    p = subprocess.run(cmd + ([cl] if use_cl else []), capture_output=True, timeout=args.timeout, env=HARNESS_ENV)
    if use_cl and p.returncode < 0 and b"functions:" not in p.stdout:
        # Killed by a signal before the summary: PoCL's own compiler (clang
        # 15 in PoCL 3.1) crashes on some batches.  Compare -O0 and -O2.
        result["pocl_crashed"] = 1
        p = subprocess.run(cmd, capture_output=True, timeout=args.timeout, env=HARNESS_ENV)
    out = p.stdout.decode(errors="replace")
    m = re.search(r"compared with PoCL: (\d+), mismatching lanes: (\d+), failures: (\d+), not written by PoCL: (\d+), "
                  r"disagreeing with PoCL: (\d+) lanes in (\d+) functions", out)
    if m:
        result["pocl"] = int(m.group(1))
        result["mismatches"] = int(m.group(2))
        result["pocl_unwritten"] = int(m.group(4))
        result["pocl_lanes"] = int(m.group(5))
        result["pocl_functions"] = int(m.group(6))
    if m and p.returncode == 3 and result["pocl_lanes"] and not result["mismatches"]:
        result["output"] = out[-6000:]   # only PoCL disagreed: kept for a person to decide
    elif p.returncode or not m:
        result["output"] = (out + p.stderr.decode(errors="replace"))[-6000:]
        if not result["mismatches"]:
            result["failure"] = "harness (status %d)" % p.returncode
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--oclc", required=True, help="the oclc binary")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--functions", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=250, help="functions per compilation")
    ap.add_argument("--inputs", type=int, default=64, help="random inputs per function")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--defined", type=float, default=0.5, help="share of functions also run by PoCL")
    ap.add_argument("--depth", type=int, default=4, help="expression depth")
    ap.add_argument("--no-opencl", action="store_true", help="do not compare with PoCL")
    ap.add_argument("--check-clang", action="store_true", help="check that clang-19 accepts every batch")
    ap.add_argument("--timeout", type=int, default=600, help="seconds for one compilation or run")
    ap.add_argument("--workdir", default=None)
    args = ap.parse_args()
    args.cc = shlex.split(args.cc)   # "cc -fsanitize=address" from a sanitizer build's tests

    start = time.time()
    own_workdir = args.workdir is None
    args.workdir = args.workdir or tempfile.mkdtemp(prefix="oclc-difftest-")
    os.makedirs(args.workdir, exist_ok=True)
    use_cl = not args.no_opencl and have_opencl(args.cc)
    print("difftest: %d functions in batches of %d, %d inputs each, %s" % (
        args.functions, args.batch, args.inputs,
        "comparing -O0, -O2 and PoCL" if use_cl else "comparing -O0 and -O2 (no OpenCL platform)"), flush=True)
    harness_obj = os.path.join(args.workdir, "diff_harness.o")
    p = subprocess.run(args.cc + ["-std=c17", "-O1", "-c", os.path.join(HERE, "diff_harness.c"), "-o", harness_obj]
                       + (["-DHAVE_OPENCL"] if use_cl else []), capture_output=True)
    if p.returncode:
        sys.stderr.write(p.stderr.decode())
        return 1

    nbatches = (args.functions + args.batch - 1) // args.batch
    totals = {"functions": 0, "pocl": 0, "mismatches": 0, "failures": 0, "bad_batches": 0, "pocl_unwritten": 0,
              "pocl_crashed": 0, "clang_crashed": 0, "pocl_lanes": 0, "pocl_functions": 0, "pocl_batches": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futures = [ex.submit(run_batch, args, harness_obj, i, use_cl) for i in range(nbatches)]
        for fut in concurrent.futures.as_completed(futures):
            try:
                r = fut.result()
            except subprocess.TimeoutExpired as e:
                totals["failures"] += 1
                totals["bad_batches"] += 1
                print("FAIL timeout: %s" % (e.cmd,), flush=True)
                continue
            totals["functions"] += r["functions"]
            totals["pocl"] += r["pocl"]
            totals["mismatches"] += r["mismatches"]
            totals["pocl_unwritten"] += r["pocl_unwritten"]
            totals["pocl_crashed"] += r["pocl_crashed"]
            totals["clang_crashed"] += r["clang_crashed"]
            totals["pocl_lanes"] += r["pocl_lanes"]
            totals["pocl_functions"] += r["pocl_functions"]
            if r["pocl_lanes"] and not r["failure"] and not r["mismatches"]:
                totals["pocl_batches"] += 1
                print("FAIL-POCL batch %d (seed %d): %d lanes of %d functions differ from PoCL, -O0 and -O2 agree; "
                      "kept in %s\n%s" % (r["index"], r["seed"], r["pocl_lanes"], r["pocl_functions"], r["dir"],
                                          r["output"]), flush=True)
            elif r["failure"] or r["mismatches"]:
                totals["bad_batches"] += 1
                if r["failure"]:
                    totals["failures"] += 1
                print("FAIL batch %d (seed %d): %s; kept in %s\n%s" % (
                    r["index"], r["seed"], r["failure"] or "%d mismatching lanes" % r["mismatches"], r["dir"],
                    r["output"]), flush=True)
            else:
                shutil.rmtree(r["dir"], ignore_errors=True)
            done = totals["functions"]
            if done and done % (args.batch * 20) == 0:
                print("  ... %d functions, %d compared with PoCL, %.0f s" % (done, totals["pocl"], time.time() - start),
                      flush=True)
    if own_workdir and not totals["bad_batches"] and not totals["pocl_batches"]:
        shutil.rmtree(args.workdir, ignore_errors=True)
    if args.check_clang:
        print("difftest: clang-19 crashed on %d batches (its bug; oclc was tested on them all the same)"
              % totals["clang_crashed"])
    print("difftest: %d functions, %d batches, %d compared with PoCL (PoCL's bugs: %d functions not run, "
          "%d batches it crashed on), %d mismatching lanes, %d batches failed, %d batches with mismatches, "
          "%d functions disagreeing with PoCL (%d lanes, %d batches), %.0f s" % (
              totals["functions"], nbatches, totals["pocl"], totals["pocl_unwritten"], totals["pocl_crashed"],
              totals["mismatches"], totals["failures"], totals["bad_batches"] - totals["failures"],
              totals["pocl_functions"], totals["pocl_lanes"], totals["pocl_batches"], time.time() - start))
    return 1 if totals["bad_batches"] else 3 if totals["pocl_batches"] else 0


if __name__ == "__main__":
    sys.exit(main())
