#!/usr/bin/env python3
"""pipe_to.py FILE COUNT COMMAND... - runs COMMAND with a pipe for its
standard input and writes FILE's bytes COUNT times into it, ignoring a
reader that stops early (EPIPE); exits with COMMAND's status.  For tests of
reading from a pipe, whose size is unknown until it ends."""
import subprocess
import sys

data = open(sys.argv[1], "rb").read() * int(sys.argv[2])
p = subprocess.Popen(sys.argv[3:], stdin=subprocess.PIPE)
try:
    p.stdin.write(data)
    p.stdin.close()
except BrokenPipeError:
    pass
sys.exit(p.wait())
