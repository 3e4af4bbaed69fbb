#!/usr/bin/env python3
"""replay.py OCLC DIR - every .cl file in DIR (tests/fuzz/regressions/)
through the oclc command: -c (the whole pipeline) and -E.  Each run must
end with exit status 0 or 1 within a minute, and say nothing about an
internal error or a sanitizer finding.  Prints PASS/FAIL per file and a
summary line."""
import os
import subprocess
import sys

BAD = ("internal error", "AddressSanitizer", "LeakSanitizer", "runtime error:", "ThreadSanitizer")


def main():
    oclc, d = sys.argv[1], sys.argv[2]
    files = sorted(f for f in os.listdir(d) if f.endswith(".cl"))
    failed = 0
    for f in files:
        path = os.path.join(d, f)
        why = None
        for action in (["-c", "-o", os.devnull], ["-E", "-o", os.devnull]):
            try:
                p = subprocess.run([oclc, "-w", "-ferror-limit=0"] + action + [path], capture_output=True, timeout=60)
            except subprocess.TimeoutExpired:
                why = "%s: timed out" % action[0]
                break
            err = p.stderr.decode(errors="replace")
            if p.returncode not in (0, 1) or any(b in err for b in BAD):
                why = "%s: exit status %d: %s" % (action[0], p.returncode, err[-400:])
                break
        failed += why is not None
        print("FAIL %s: %s" % (f, why) if why else "PASS %s" % f)
    print("replay: %d inputs, %d failed" % (len(files), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
