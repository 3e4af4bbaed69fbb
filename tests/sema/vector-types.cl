// OpenCL C 2.0, 1.1.1-1.1.5: the built-in scalar types (Table 1) and vector
// types (Table 2), the reserved names (Table 4 and vector names with another
// n), half only behind pointers, and the sizes sizeof and vec_step give
// (a 3-component vector has the size of the 4-component one).  Alignment is
// checked on the IR, in tests/codegen/vec-layout.cl.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -cl-std=CL2.0 %s

// A failed check is a negative array size, which is an error.
#define CHECK(name, cond) int name[(cond) ? 1 : -1]

// ---- Table 1: every scalar type and spelling, with its size --------------
CHECK(s_bool, sizeof(bool) == 1);
CHECK(s_char, sizeof(char) == 1 && sizeof(uchar) == 1 && sizeof(unsigned char) == 1 && sizeof(signed char) == 1);
CHECK(s_short, sizeof(short) == 2 && sizeof(ushort) == 2 && sizeof(unsigned short) == 2 && sizeof(short int) == 2);
CHECK(s_int, sizeof(int) == 4 && sizeof(uint) == 4 && sizeof(unsigned int) == 4 && sizeof(unsigned) == 4 && sizeof(signed) == 4);
CHECK(s_long, sizeof(long) == 8 && sizeof(ulong) == 8 && sizeof(unsigned long) == 8 && sizeof(long int) == 8);
CHECK(s_float, sizeof(float) == 4 && sizeof(double) == 8 && sizeof(half) == 2);
// size_t & co are 64-bit on the 64-bit targets oclc supports.
CHECK(s_ptr, sizeof(size_t) == 8 && sizeof(ptrdiff_t) == 8 && sizeof(intptr_t) == 8 && sizeof(uintptr_t) == 8);
CHECK(s_size_t, (size_t)-1 > 0 && (ptrdiff_t)-1 < 0 && (intptr_t)-1 < 0 && (uintptr_t)-1 > 0);
// The result of sizeof is a size_t: unsigned and 64-bit.
CHECK(s_sizeof_type, sizeof(sizeof(int)) == 8 && sizeof(int) - 5 > 0);
CHECK(v_scalar, vec_step(int) == 1 && vec_step(double) == 1 && vec_step(bool) == 1);

// ---- Table 2: every vector type, n in {2, 3, 4, 8, 16} --------------------
// sizeof(Tn) is n * sizeof(T), with 4 for n == 3 (1.1.5); vec_step(Tn) is n,
// 4 for n == 3.
#define LANES(n) ((n) == 3 ? 4 : (n))
#define CHECK_VEC(T, n) CHECK(size_##T##n, sizeof(T##n) == LANES(n) * sizeof(T) && vec_step(T##n) == LANES(n) \
                                           && sizeof(T##n[3]) == 3 * sizeof(T##n));
#define CHECK_ALL_N(T) CHECK_VEC(T, 2) CHECK_VEC(T, 3) CHECK_VEC(T, 4) CHECK_VEC(T, 8) CHECK_VEC(T, 16)
CHECK_ALL_N(char) CHECK_ALL_N(uchar) CHECK_ALL_N(short) CHECK_ALL_N(ushort) CHECK_ALL_N(int)
CHECK_ALL_N(uint) CHECK_ALL_N(long) CHECK_ALL_N(ulong) CHECK_ALL_N(float) CHECK_ALL_N(double)

// vec_step and sizeof of expressions: a swizzle's type, a vec3 element.
void exprs(float3 v, global float3 *p, float16 w) {
  CHECK(a, vec_step(v) == 4 && sizeof(v) == 16 && sizeof(*p) == 16 && sizeof(p[1]) == 16);
  CHECK(b, vec_step(v.xy) == 2 && sizeof(v.xy) == 8 && vec_step(v.x) == 1 && sizeof(v.x) == 4);
  CHECK(c, vec_step(w.lo.odd) == 4 && sizeof(w.s0123456789abcdef) == 64 && vec_step(v.hi) == 2);
  CHECK(d, sizeof((int3)(1)) == 16 && vec_step((char3)(1)) == 4 && sizeof(v.xyz) == 16);
}

// ---- half: only behind pointers (1.1.1) ----------------------------------
void half_ok(global half *pg, local half *pl, int offset) {
  global half *ptr = pg + offset;
  local half *l = &pl[offset];
  ulong s = sizeof(half) + sizeof(*pg);
}
void half_bad(global half *p) {
  half a;           // expected-error {{declaring variable of type 'half' is not allowed: 'half' may only be used behind a pointer (section 1.1.1)}}
  half b[100];      // expected-error {{declaring variable of type 'half[100]' is not allowed}}
  float f = *p;     // expected-error {{loading directly from pointer to type 'half' requires cl_khr_fp16; use the vload_half/vstore_half built-ins instead}}
  p[1] = 1.0f;      // expected-error {{storing directly to pointer to type 'half' requires cl_khr_fp16; use vstore_half instead}}
  float g = (half)f; // expected-error {{casting to type 'half' requires cl_khr_fp16}}
}
void half_param(half h); // expected-error {{declaring function parameter of type 'half' is not allowed}}
half half_result(void);  // expected-error {{function cannot return type 'half'}}

// ---- Reserved names (1.1.4): each is an error that says it is reserved ----
void reserved(void) {
  bool2 a;          // expected-error {{'bool2' is reserved: vectors of bool are not supported in OpenCL C (section 1.1.4)}}
  bool16 a16;       // expected-error {{'bool16' is reserved}}
  half2 b;          // expected-error {{'half2' is reserved: half vectors need the cl_khr_fp16 extension}}
  half4 b4;         // expected-error {{'half4' is reserved}}
  quad c;           // expected-error {{'quad' is a reserved data type in OpenCL C (section 1.1.4)}}
  quad8 c8;         // expected-error {{'quad8' is a reserved data type}}
  long long d;      // expected-error {{'long long' is a reserved data type in OpenCL C (section 1.1.4)}}
  unsigned long long e; // expected-error {{'unsigned long long' is a reserved data type}}
  ulong long e2;    // expected-error {{'ulong long' is a reserved data type}}
  long long int e3; // expected-error {{'long long' is a reserved data type}}
  long double f;    // expected-error {{'long double' is a reserved data type}}
  complex float g;  // expected-error {{'complex float' is a reserved data type}}
  imaginary double h; // expected-error {{'imaginary double' is a reserved data type}}
  complex half g2;  // expected-error {{'complex half' is a reserved data type}}
  complex i;        // expected-error {{'complex' is a reserved data type}}
  imaginary j;      // expected-error {{'imaginary' is a reserved data type}}
  float4x4 k;       // expected-error {{'float4x4' is a reserved matrix type name in OpenCL C (section 1.1.4)}}
  double2x3 l;      // expected-error {{'double2x3' is a reserved matrix type name}}
  float16x16 l2;    // expected-error {{'float16x16' is a reserved matrix type name}}
  int5 m;           // expected-error {{'int5' is reserved: vector types have 2, 3, 4, 8 or 16 components (section 1.1.4)}}
  float32 n;        // expected-error {{'float32' is reserved}}
  char1 o;          // expected-error {{'char1' is reserved}}
  ulong6 p;         // expected-error {{'ulong6' is reserved}}
  double64 q;       // expected-error {{'double64' is reserved}}
  uchar0 r;         // expected-error {{'uchar0' is reserved}}
}
// In every other position too: casts, sizeof, parameters, typedef names.
void reserved_uses(int5 p) { // expected-error {{'int5' is reserved}}
  int x = (int5)1;            // expected-error {{'int5' is reserved}}
  ulong s = sizeof(half8);    // expected-error {{'half8' is reserved}}
  int v = vec_step(bool4);    // expected-error {{'bool4' is reserved}}
}
typedef int int7;             // expected-error {{'int7' is reserved: vector types have 2, 3, 4, 8 or 16 components (section 1.1.4); it cannot be used as a type name}}
typedef float quad;           // expected-error {{'quad' is a reserved data type in OpenCL C (section 1.1.4); it cannot be used as a type name}}
typedef float float4;         // expected-error {{cannot redefine the built-in type name 'float4'}}
typedef int size_t;           // expected-error {{cannot redefine the built-in type name 'size_t'}}
