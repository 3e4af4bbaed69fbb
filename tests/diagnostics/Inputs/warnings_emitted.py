#!/usr/bin/env python3
"""warnings_emitted.py SRC_ROOT [DEF]: fails unless every row of
support/warnings.def is reported by some code path.

A row is reported when its W_<ID> is passed to diag_warning(), directly or
through a helper that forwards a WarningId to it (sema_warn.c's
warn_nested takes the row it reports).  The check reads the C, Bison and
re2c sources of the front end with comments and string literals removed,
so a row that only a comment or a table names does not count.  DEF
(default: SRC_ROOT/support/warnings.def) lets a test hand it a table with
a row nothing reports, to see it fail.

Prints one line per row that nothing reports and exits 1, or prints
"N rows, all reported" and exits 0."""
import os
import re
import sys

root = sys.argv[1]
def_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "support", "warnings.def")

text = open(def_path, encoding="utf-8").read()
text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
rows = re.findall(r"^\s*WARNING\(\s*([A-Z0-9_]+)\s*,\s*\"([^\"]+)\"", text, flags=re.M)
if not rows:
    sys.exit("warnings_emitted: no WARNING rows in %s" % def_path)

# The code of every source of the library, without comments and strings.
TOKEN = re.compile(r"""/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'""", re.S)
code = []
for folder in ("support", "lexer", "parser", "sema", "codegen", "driver", "runtime"):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in sorted(files):
            if not name.endswith((".c", ".h", ".y", ".re")):
                continue
            with open(os.path.join(dirpath, name), encoding="utf-8", errors="replace") as f:
                code.append(TOKEN.sub(" ", f.read()))
code = "\n".join(code)

# Calls of diag_warning() and of helpers that take a WarningId and pass
# that parameter on to diag_warning() in their body: a definition is a
# head whose brace opens a line and ends at the brace that closes one (the
# tree's clang-format style), or one that fits on its line.
helpers = set()
DEFINITION = r"^[A-Za-z][^;(\n]*?\b(\w+)\s*\(([^;{]*)\)\s*(?:\n\{\n(.*?)^\}|\{([^\n]*)\}[ \t]*$)"
for m in re.finditer(DEFINITION, code, flags=re.S | re.M):
    name, params = m.group(1), m.group(2)
    body = m.group(3) if m.group(3) is not None else m.group(4)
    for p in re.findall(r"\bWarningId\s+(\w+)", params):
        if name != "diag_warning" and re.search(r"\bdiag_warning\s*\([^;]*\b%s\b" % p, body):
            helpers.add(name)
callees = "|".join(["diag_warning"] + sorted(helpers))
used = set()
for m in re.finditer(r"\b(?:%s)\s*\(([^;]*)" % callees, code):
    used.update(re.findall(r"\bW_([A-Z0-9_]+)\b", m.group(1)))

missing = [(rid, flag) for rid, flag in rows if rid not in used]
for rid, flag in missing:
    print("warnings.def: W_%s (-W%s) is never reported: implement it or remove the row" % (rid, flag))
if missing:
    sys.exit(1)
print("%d rows, all reported" % len(rows))
