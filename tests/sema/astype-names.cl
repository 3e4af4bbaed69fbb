// as_T / as_Tn names and argument counts: every wrong name or count gets a
// message about as_type (what is wrong with the name, which types and
// counts exist), never a generic "undeclared identifier" or "too many
// arguments".
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s

void names(int i, float4 f) {
  int a = as_int5(i);      // expected-error {{invalid as_type function 'as_int5': 'int5' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)}}
  int b = as_float32(f);   // expected-error {{invalid as_type function 'as_float32': 'float32' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)}}
  int c = as_bool(i);      // expected-error {{invalid as_type function 'as_bool': 'bool' values cannot be reinterpreted (as_type excludes bool, half and void)}}
  int d = as_half2(i);     // expected-error {{invalid as_type function 'as_half2': 'half' values cannot be reinterpreted (as_type excludes bool, half and void)}}
  as_void(i);              // expected-error {{invalid as_type function 'as_void': 'void' values cannot be reinterpreted (as_type excludes bool, half and void)}}
  int e = as_quad(i);      // expected-error {{invalid as_type function 'as_quad': 'quad' is a reserved type}}
  int g = as_size_t2(i);   // expected-error {{invalid as_type function 'as_size_t2': 'size_t' has no vector types}}
  int h = as_itn(i);       // expected-error {{'as_itn' is not a valid as_type function: as_T() and as_Tn() take a built-in scalar or vector type name T}}
  // expected-note@-1 {{did you mean 'as_int'?}}
  int j = as_int_sat(f);   // expected-error {{invalid as_type function 'as_int_sat': as_type takes no '_sat' suffix (saturation and rounding belong to convert_T, which converts values)}}
  // expected-note@-1 {{did you mean 'as_int'?}}
  int4 k = as_int4_rte(f); // expected-error {{invalid as_type function 'as_int4_rte': as_type takes no '_rte' suffix (saturation and rounding belong to convert_T, which converts values)}}
  // expected-note@-1 {{did you mean 'as_int4'?}}
  int bs = as_bool_sat(i); // expected-error {{invalid as_type function 'as_bool_sat': as_type takes no '_sat' suffix}}
  // (no did-you-mean: 'as_bool' does not exist either)
  int l = as_intx(i);      // expected-error {{'as_intx' is not a valid as_type function: unexpected 'x' after the type name 'int'}}
  // expected-note@-1 {{did you mean 'as_int'?}}
  int m = as_(i);          // expected-error {{'as_' is not a valid as_type function: as_T() and as_Tn() take a built-in scalar or vector type name T}}
  // size_t and friends are names of ulong and long.
  ulong n = as_size_t(1L);
  long o = as_ptrdiff_t(1UL) + as_intptr_t(1L) + as_uintptr_t(1L);
}

void counts(int i) {
  int a = as_int(i, i);    // expected-error {{as_type function 'as_int' takes exactly one argument, 2 given}}
  int b = as_int();        // expected-error {{as_type function 'as_int' takes exactly one argument, 0 given}}
  int4 c = as_int4(i, i, i, i); // expected-error {{as_type function 'as_int4' takes exactly one argument, 4 given}}
  // A wrong name is reported first, and alone.
  int d = as_int5(i, i);   // expected-error {{invalid as_type function 'as_int5'}}
}

// Mentioned without a call.
void uncalled(void) {
  int (*p)(float) = as_int; // expected-error {{built-in function 'as_int' must be called}}
}

// A declaration of the user's own shadows the built-in family name.
int as_widget(int x) { return x + 1; }
int uses_own(int i) { return as_widget(i); }
