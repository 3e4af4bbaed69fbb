// The operand of as_T must be a value of a built-in scalar or vector type
// other than bool and half: pointers, arrays (which decay to pointers),
// void and bool are errors, whatever their size.  (Structs and unions take
// the same path; oclc does not support them yet.)
// RUN: %oclc -fsyntax-only -verify %s

void f_void(void);

void operands(global int *p, local float4 *lp, bool b, int arr[4], half *hp) {
  long a = as_long(p);
  // expected-error@-1 {{invalid operand of type '__global int *' to 'as_long': as_type reinterprets values of built-in scalar and vector types other than bool and half}}
  // expected-note@-2 {{a pointer cannot be reinterpreted; a cast such as '(uintptr_t)' converts it to an integer}}
  ulong ok = (uintptr_t)p;
  long c = as_long(lp);
  // expected-error@-1 {{invalid operand of type '__local float4 *' to 'as_long'}}
  // expected-note@-2 {{a pointer cannot be reinterpreted}}
  char d = as_char(b);
  // expected-error@-1 {{invalid operand of type 'bool' to 'as_char': as_type reinterprets values of built-in scalar and vector types other than bool and half}}
  long h = as_long(arr);
  // expected-error@-1 {{invalid operand of type '__generic int *' to 'as_long'}}
  // expected-note@-2 {{a pointer cannot be reinterpreted}}
  int i = as_int(f_void());
  // expected-error@-1 {{invalid operand of type 'void' to 'as_int'}}
  int j = as_int(b ? 1 : 2);   // an int: legal
  int k = as_int((int)b);      // legal
}
