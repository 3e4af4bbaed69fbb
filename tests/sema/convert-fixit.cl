// The fix-its of convert_T diagnostics replace the callee name with the
// name that would be right: in the text output (the line under the
// carets) and in JSON (the "fixits" array of the error or of its note,
// with the replaced range).
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: %expect-exit 1 %oclc -fsyntax-only -fdiagnostics-format=json %s 2> %t.json
// RUN: %python -m json.tool %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

void fixits(float f, float2 f2, int i) {
  int a = convert_int_rte_sat(f); // expected-error {{did you mean 'convert_int_sat_rte'?}}
  int4 b = convert_int4(f2);      // expected-error {{'convert_int4' converts 4 elements, but its operand of type 'float2' has 2}}
  // expected-note@-1 {{use 'convert_int2' to convert a 'float2'}}
  float c = convert_float_sat(i); // expected-error {{'_sat' is only allowed for integer destination types}}
  // expected-note@-1 {{remove '_sat': 'convert_float'}}
  int d = convert_itn(f);         // expected-error {{unknown destination type}}
  // expected-note@-1 {{did you mean 'convert_int'?}}
}

// TEXT:      convert-fixit.cl:12:11: error: invalid conversion function 'convert_int_rte_sat': '_sat' must come before the rounding mode; did you mean 'convert_int_sat_rte'?
// TEXT-NEXT:   12 |   int a = convert_int_rte_sat(f);
// TEXT-NEXT:      |           ^~~~~~~~~~~~~~~~~~~
// TEXT-NEXT:      |           convert_int_sat_rte
// TEXT:      convert-fixit.cl:13:12: error: 'convert_int4' converts 4 elements, but its operand of type 'float2' has 2
// TEXT-NEXT:   13 |   int4 b = convert_int4(f2);
// TEXT-NEXT:      |            ^~~~~~~~~~~~ ~~
// TEXT-NEXT: convert-fixit.cl:13:12: note: use 'convert_int2' to convert a 'float2'
// TEXT-NEXT:   13 |   int4 b = convert_int4(f2);
// TEXT-NEXT:      |            ^~~~~~~~~~~~
// TEXT-NEXT:      |            convert_int2
// TEXT:      convert-fixit.cl:15:13: note: remove '_sat': 'convert_float'
// TEXT-NEXT:   15 |   float c = convert_float_sat(i);
// TEXT-NEXT:      |             ^~~~~~~~~~~~~~~~~
// TEXT-NEXT:      |             convert_float
// TEXT:      convert-fixit.cl:17:11: error: invalid conversion function 'convert_itn'
// TEXT-NEXT:   17 |   int d = convert_itn(f);
// TEXT-NEXT:      |           ^~~~~~~~~~~
// TEXT-NEXT:      |           convert_int

// JSON:      "message": "invalid conversion function 'convert_int_rte_sat'
// JSON:      "fixits": [{"file": "{{.*}}convert-fixit.cl", "line": 12, "column": 11, "end_line": 12, "end_column": 30, "text": "convert_int_sat_rte"}]
// JSON:      "message": "use 'convert_int2' to convert a 'float2'"
// JSON-SAME: "fixits": [{"file": "{{.*}}convert-fixit.cl", "line": 13, "column": 12, "end_line": 13, "end_column": 24, "text": "convert_int2"}]
// JSON:      "message": "remove '_sat': 'convert_float'"
// JSON-SAME: "text": "convert_float"
// JSON:      "text": "convert_int"
