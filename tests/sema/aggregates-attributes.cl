// __attribute__((aligned(N))) and packed on records, members and variables,
// in every position clang takes them (between `struct` and the tag, after
// the closing brace, before or after a member's declarator, on a
// typedef'd record), with clang's layouts, and endian(host|device)
// accepted and ignored with a note.  `ok` arrays have a size of -1, an
// error, when a layout is not clang's (the values are clang-19's, and the
// host compiler's: tests/run/record-layout.cl compares them at run time).
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s

struct B2 { char c; int x; } __attribute__((packed));
typedef struct __attribute__((packed)) B3 { char c; int x; } B3T;
typedef struct { char c; int x; } __attribute__((packed)) B4T;
struct __attribute__((aligned(16))) B5 { char c; };
struct B6 { char c; } __attribute__((aligned(16)));
struct B7 { char c __attribute__((aligned(8))); int x; };
struct B8 { __attribute__((aligned(8))) char c; int x; };
struct B9 { char c; int __attribute__((aligned(16))) x; };
typedef struct { char c; int x; } __attribute__((aligned)) B10;
struct __attribute__((packed)) __attribute__((aligned(2))) B11 { char c; int x; };
struct B12 { char c; int x __attribute__((packed, aligned(2))); };
struct __attribute__((aligned(2))) B13 { char c; double x __attribute__((aligned(16))); };
struct B14 { char c; int x __attribute__((packed)); };
struct B15 { char c; int x __attribute__((aligned(1))); };          // aligned never lowers by itself
struct __attribute__((aligned(1))) B16 { char c; int x; };
union __attribute__((packed)) B17 { char c; int x; double d; };
struct B18 { char c; union B17 u; };
int ok_sizes[sizeof(struct B2) == 5 && sizeof(B3T) == 5 && sizeof(B4T) == 5 && sizeof(struct B5) == 16 &&
                     sizeof(struct B6) == 16 && sizeof(struct B7) == 8 && sizeof(struct B8) == 8 &&
                     sizeof(struct B9) == 32 && sizeof(B10) == 16 && sizeof(struct B11) == 6 &&
                     sizeof(struct B12) == 6 && sizeof(struct B13) == 32 && sizeof(struct B14) == 5 &&
                     sizeof(struct B15) == 8 && sizeof(struct B16) == 8 && sizeof(union B17) == 8 &&
                     sizeof(struct B18) == 9
                 ? 1
                 : -1];
int ok_aligns[_Alignof(struct B2) == 1 && _Alignof(struct B5) == 16 && _Alignof(B10) == 16 &&
                      _Alignof(struct B11) == 2 && _Alignof(struct B12) == 2 && __alignof__(struct B13) == 16 &&
                      __alignof(union B17) == 1 && _Alignof(struct B16) == 4
                  ? 1
                  : -1];
int ok_offsets[__builtin_offsetof(struct B12, x) == 2 && offsetof(struct B9, x) == 16 &&
                       __builtin_offsetof(struct B13, x) == 16 && offsetof(struct B18, u.d) == 1
                   ? 1
                   : -1];

// Variables: aligned(N) raises an object's alignment (_Alignof of the
// variable says so); packed means nothing for one.
int aligned_vars(void) {
  __attribute__((aligned(32))) int a;
  int b __attribute__((aligned(64)));
  int c __attribute__((packed));      // expected-warning {{'packed' attribute ignored}}
  return _Alignof(a) + __alignof__(b) + c;
}
global int g __attribute__((aligned(128)));
int ok_global[__alignof__(g) == 128 ? 1 : -1];

// Mistakes.
__attribute__((packed)) struct Before { char c; int x; }; // expected-warning {{attribute 'packed' is ignored, place it after "struct" to apply attribute to type declaration}}
struct __attribute__((packed(4))) PArg { char c; };       // expected-error {{'packed' attribute takes no arguments}}
struct __attribute__((aligned(3))) A3 { int x; };         // expected-error {{requested alignment is not a power of 2}}
struct __attribute__((aligned(0))) A0 { int x; };         // expected-error {{requested alignment is not a power of 2}}
struct A5 { int x __attribute__((aligned(5))); };         // expected-error {{requested alignment is not a power of 2}}
struct __attribute__((aligned(1u << 31))) ABig { int x; }; // expected-error {{requested alignment must be 1073741824 bytes or smaller}}
struct __attribute__((aligned(g))) AVar { int x; };       // expected-error {{'aligned' attribute requires integer constant}}
struct __attribute__((aligned(4, 8))) A2 { int x; };      // expected-error {{'aligned' attribute takes no more than 1 argument}}
struct __attribute__((frobnicate)) Unknown { int x; };    // expected-warning {{unknown attribute 'frobnicate' ignored}}
typedef int __attribute__((aligned(16))) AlignedInt;      // expected-warning {{'aligned' attribute on a typedef is not supported by oclc; 'AlignedInt' keeps its alignment of 4}}
typedef int __attribute__((aligned(4))) SameAlign;

// endian(host|device) (OpenCL C 1.x) is accepted, and ignored with a note.
struct E1 { int x __attribute__((endian(host))); };       // expected-note {{'endian' attribute ignored: the device and the host have the same byte order}}
global int e2 __attribute__((endian(device))) = 1;        // expected-note {{'endian' attribute ignored: the device and the host have the same byte order}}

kernel void k(global int *out) { out[0] = aligned_vars() + e2; }
