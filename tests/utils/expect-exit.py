#!/usr/bin/env python3
"""expect-exit.py N COMMAND...: runs COMMAND (its output passes through) and
succeeds only if it exits with status N.  lit's `not` checks only for a
non-zero status; the driver's contract distinguishes 1 (errors in the
program) from 2 (usage errors and internal failures)."""
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit("usage: expect-exit.py STATUS COMMAND...")
want = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != want:
    sys.stderr.write("expect-exit: %r exited with %d, expected %d\n" % (sys.argv[2:], got, want))
    sys.exit(1)
