#!/usr/bin/env python3
"""as_nobody.py COMMAND... - runs COMMAND as the unprivileged user `nobody`
when run as root (root reads every file, whatever its mode, so a test of an
unreadable file needs another user), as the current user otherwise; exits
with COMMAND's status."""
import os
import subprocess
import sys


def drop():
    if os.getuid() == 0:
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)


sys.exit(subprocess.call(sys.argv[1:], preexec_fn=drop))
