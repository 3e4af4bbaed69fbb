// Enumerations (C99 6.7.2.2 as clang takes it): constants are ordinary
// identifiers usable in constant expressions (array sizes, case labels,
// other constants), of type int when int holds them; the enum's underlying
// type is clang's choice (uint without negative values, int with them;
// ulong or long when 32 bits are not enough); arithmetic is done in the
// underlying type.  `ok` arrays have a size of -1, an error, when a fact
// is wrong.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s

enum Color { RED, GREEN = 5, BLUE, ALPHA = BLUE * 2 };
int ok_values[RED == 0 && GREEN == 5 && BLUE == 6 && ALPHA == 12 ? 1 : -1];
int sized[BLUE];
int ok_sized[sizeof(sized) == 6 * sizeof(int) ? 1 : -1];

enum U32 { U32A = 1 };
enum I32 { I32A = -1, I32B };
enum U64 { U64A = 0x100000000 };
enum I64 { I64A = -1, I64B = 0x80000000 };
int ok_sizes[sizeof(enum U32) == 4 && sizeof(enum U64) == 8 && sizeof(enum I64) == 8 ? 1 : -1];
int ok_signs[(enum U32)-1 > 0 && !((enum I32)-1 > 0) && (enum U64)-1 > 0 ? 1 : -1];
int ok_const_types[sizeof(U32A) == 4 && sizeof(U64A) == 8 && sizeof(I64B) == 8 && sizeof(I32B) == 4 ? 1 : -1];
int ok_align[_Alignof(enum U64) == 8 ? 1 : -1];

// Arithmetic in the underlying type; an int converts to an enum and back.
int arith(enum Color c, enum U32 u) {
  enum Color d = c + 1;
  d = 7;
  int x = d * 2 + (c << 1) + (u - 2u);
  uint y = u;
  y = -u;
  return x + (int)y + (c < GREEN) + !c + ~c;
}

// switch over an enum, with its constants as case labels.
int pick(enum Color c) {
  switch (c) {
  case RED: return 1;
  case GREEN:
  case BLUE: return 2;
  case ALPHA: return 3;
  case 5: return 4;          // expected-error {{duplicate case value '5'}}
  // expected-note@-4 {{previous case defined here}}
  }
  return 0;
}

// Mistakes: a constant declared twice, a name already taken, a value that
// is not a constant.
enum Again { RED2, RED2 };   // expected-error {{redefinition of enumerator 'RED2'}}
// expected-note@-1 {{previous definition is here}}
int GREEN_VAR;
enum Taken { GREEN_VAR };    // expected-error {{redefinition of 'GREEN_VAR' as different kind of symbol}}
// expected-note@-2 {{previous definition is here}}
int runtime_value(int x) {
  enum Bad { B0 = x };       // expected-error {{expression is not an integer constant expression}}
  enum Bad2 { B1 = 1.5f };   // expected-error {{integer constant expression must have integer type, not 'float'}}
  return B0 + B1;
}
enum Fwd;
enum Fwd fwd_var;            // expected-error {{tentative definition has type '__global enum Fwd' that is never completed}}
// expected-note@-2 {{forward declaration of 'enum Fwd'}}
constant enum Fwd *fwd_ptr = 0;
union Color u;               // expected-error {{use of 'Color' with tag type that does not match previous declaration}}
// expected-note@11 {{previous use is here}}

// In a block scope, an enumeration constant hides an outer name.
float RED_F;
int inner(void) {
  enum { RED_F = 3 };
  return RED_F;
}

kernel void k(global int *out) { out[0] = arith(RED, U32A) + pick(BLUE) + inner(); }
