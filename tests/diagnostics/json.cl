#error json error
#warning json "warning"
// -fdiagnostics-format=json: one JSON array on stderr, no summary line.
// RUN: %expect-exit 1 %oclc -fsyntax-only -fdiagnostics-format=json %s 2> %t.json
// RUN: %python -m json.tool %t.json > %t.pretty
// RUN: FileCheck %s < %t.json
// CHECK: [
// CHECK-NEXT: {"severity": "error", "file": "{{.*}}json.cl", "line": 1, "column": 2, "end_line": 1, "end_column": {{[0-9]+}}, "message": "json error", "flag": null, "notes": [], "fixits": []},
// CHECK-NEXT: {"severity": "warning", "file": "{{.*}}json.cl", "line": 2, "column": 2, "end_line": 2, "end_column": {{[0-9]+}}, "message": "json \"warning\"", "flag": "-W#warnings", "notes": [], "fixits": []}
// CHECK-NEXT: ]
// CHECK-NOT: generated
// Promoted warnings keep their flag; no diagnostics is an empty array.
// RUN: %expect-exit 1 %oclc -fsyntax-only -fdiagnostics-format=json -Werror %s 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: {"severity": "error", {{.*}}"flag": "-Werror,-W#warnings"
// RUN: %oclc -fsyntax-only -fdiagnostics-format=json -w %S/Inputs/clean.cl 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: []
