// The rotates of tests/api/rotate-idiom.c: shifts that cg_expr.c's
// rotate_idiom turns into llvm.fshl, and look-alikes it must leave alone,
// as plain functions a C program calls.
#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

uint r32_const(uint x) { return (x >> 7) | (x << 25); }
uint r32_var(uint x, uint n) { return (x << n) | (x >> (32 - n)); }
uint r32_var_int(uint x, int n) { return (x >> n) | (x << (32 - n)); }
uint r32_neg(uint x, uint n) { return (x << n) | (x >> (-n & 31)); }
uint not_narrow_mask(uint x, uint n) { return (x << n) | (x >> (-n & 15)); }
ulong r64_var(ulong x, int n) { return (x << n) | (x >> (64 - n)); }
ulong r64_xor(ulong x) { return (x << 13) ^ (x >> 51); }
uint r32_add(uint x) { return (x << 5) + (x >> 27); }
uint r32_elem(const uint *p, int i) { return ROTR(p[i], 9); }
uint r32_swizzle(const uint4 *p) { return ROTR((*p).z, 30); }
void r32x4(uint4 *out, const uint4 *in) { *out = ROTR(*in, 2) ^ ROTR(*in, 13) ^ ROTR(*in, 22); }
void r8x4(uchar4 *out, const uchar4 *in, const uchar4 *n) { *out = (*in << *n) | (*in >> ((uchar4)8 - *n)); }
void r16x8_const(ushort8 *out, const ushort8 *in)
{
    *out = (*in << (ushort8)(0, 1, 2, 3, 13, 14, 15, 16)) | (*in >> (ushort8)(16, 15, 14, 13, 3, 2, 1, 0));
}

// Not rotates: an arithmetic shift, a promoted uchar, counts that do not
// add up, ^ and + where a count may be 0, two different values.
int not_signed(int x) { return (x >> 3) | (x << 29); }
uint not_promoted(uchar c) { return (c >> 3) | (c << 5); }
uint not_counts(uint x) { return (x >> 3) | (x << 28); }
uint not_xor_var(uint x, uint n) { return (x << n) ^ (x >> (32 - n)); }
uint not_add_zero(uint x) { return (x << 0) + (x >> 32); }
uint not_same(const uint *p) { return (p[0] >> 3) | (p[1] << 29); }
