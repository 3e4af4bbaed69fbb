// The convert_T fix-it of a size error whose component counts agree (a
// value conversion was probably meant): on the note, replacing the callee
// name, in the text output (the line under the carets) and in JSON (the
// note's "fixits" array, with the replaced range).  A call written inside
// a macro body gets the note but no fix-it: editing the definition would
// change every use of the macro.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: %expect-exit 1 %oclc -fsyntax-only -fdiagnostics-format=json %s 2> %t.json
// RUN: %python -m json.tool %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

#define WIDE(v) as_double4(v)

void fixits(float4 f, char c) {
  double4 d = as_double4(f);
  // expected-error@-1 {{invalid reinterpretation: 'float4' (16 bytes) and 'double4' (32 bytes) differ in size}}
  // expected-note@-2 {{'as_double2' has the size of 'float4'}}
  // expected-note@-3 {{to convert the values of 'float4' to 'double4', use 'convert_double4'}}
  int i = as_int(c);
  // expected-error@-1 {{invalid reinterpretation: 'char' (1 byte) and 'int' (4 bytes) differ in size}}
  // expected-note@-2 {{as_type does not promote its operand}}
  // expected-note@-3 {{to convert the value of 'char' to 'int', use 'convert_int'}}
  double4 m = WIDE(f);
  // expected-error@-1 {{invalid reinterpretation: 'float4' (16 bytes) and 'double4' (32 bytes) differ in size}}
  // expected-note@-2 {{'as_double2' has the size of 'float4'}}
  // expected-note@-3 {{to convert the values of 'float4' to 'double4', use 'convert_double4' in the definition of macro 'WIDE'}}
}

// TEXT:      astype-fixit.cl:16:15: error: invalid reinterpretation: 'float4' (16 bytes) and 'double4' (32 bytes) differ in size
// TEXT-NEXT:   16 |   double4 d = as_double4(f);
// TEXT-NEXT:      |               ^          ~
// TEXT-NEXT: astype-fixit.cl:16:15: note: 'as_double2' has the size of 'float4': it reinterprets the 16 bytes as 2 'double' values
// TEXT-NEXT: astype-fixit.cl:16:15: note: to convert the values of 'float4' to 'double4', use 'convert_double4'
// TEXT-NEXT:   16 |   double4 d = as_double4(f);
// TEXT-NEXT:      |               ^~~~~~~~~~
// TEXT-NEXT:      |               convert_double4
// TEXT:      astype-fixit.cl:20:11: note: to convert the value of 'char' to 'int', use 'convert_int'
// TEXT-NEXT:   20 |   int i = as_int(c);
// TEXT-NEXT:      |           ^~~~~~
// TEXT-NEXT:      |           convert_int
// TEXT:      astype-fixit.cl:24:15: note: to convert the values of 'float4' to 'double4', use 'convert_double4' in the definition of macro 'WIDE'
// TEXT-NOT:  convert_double4{{$}}
// TEXT:      3 errors generated.

// JSON:      {"severity": "error", "file": "{{.*}}astype-fixit.cl", "line": 16, "column": 15, "end_line": 16, "end_column": 27, "message": "invalid reinterpretation: 'float4' (16 bytes) and 'double4' (32 bytes) differ in size", "flag": null, "notes": [
// JSON-SAME: {"severity": "note", {{.*}}"message": "'as_double2' has the size of 'float4': it reinterprets the 16 bytes as 2 'double' values", "flag": null, "notes": [], "fixits": []},
// JSON-SAME: {"severity": "note", "file": "{{.*}}astype-fixit.cl", "line": 16, "column": 15, "end_line": 16, "end_column": 25, "message": "to convert the values of 'float4' to 'double4', use 'convert_double4'", "flag": null, "notes": [], "fixits": [{"file": "{{.*}}astype-fixit.cl", "line": 16, "column": 15, "end_line": 16, "end_column": 25, "text": "convert_double4"}]}
// JSON:      "line": 20, {{.*}}"message": "to convert the value of 'char' to 'int', use 'convert_int'", "flag": null, "notes": [], "fixits": [{"file": "{{.*}}astype-fixit.cl", "line": 20, "column": 11, "end_line": 20, "end_column": 17, "text": "convert_int"}]}
// In a macro: the note, no fix-it.
// JSON:      "message": "to convert the values of 'float4' to 'double4', use 'convert_double4' in the definition of macro 'WIDE'", "flag": null, "notes": [], "fixits": []}
