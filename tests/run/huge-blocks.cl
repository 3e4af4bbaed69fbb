// Run-time test: functions whose blocks are cut into chunks before
// instruction selection (codegen/cg_chunk.c; IR: codegen/cg-huge-blocks.cl),
// called from a C driver whose references are written independently
// (loops where this file unrolls; SHA-256 from FIPS 180-4's definition,
// checked against its published digest of "abc").
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %oclc -c -O2 -mcpu=native %s -o %t.native.o
// RUN: %cc -std=c17 %S/Inputs/huge-blocks.c %t.O0.o -o %t.O0.exe
// RUN: %cc -std=c17 %S/Inputs/huge-blocks.c %t.O2.o -o %t.O2.exe
// RUN: %cc -std=c17 %S/Inputs/huge-blocks.c %t.native.o -o %t.native.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %t.O2.exe | FileCheck %s
// RUN: %t.native.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: huge-blocks: {{[0-9]+}} checks passed

#define STEP(x, y) x = (x ^ (y >> 7)) * 0x9E3779B1u + y; y = rotate(y, 13u) ^ x;
#define S4(x, y) STEP(x, y) STEP(x, y) STEP(x, y) STEP(x, y)
#define S16(x, y) S4(x, y) S4(x, y) S4(x, y) S4(x, y)
#define S64(x, y) S16(x, y) S16(x, y) S16(x, y) S16(x, y)
#define S256(x, y) S64(x, y) S64(x, y) S64(x, y) S64(x, y)

// The loop's phis and back edge cross the cut.
uint mix_loop(uint x, uint y, int n) {
    for (int i = 0; i < n; i++) { S256(x, y) }
    return x ^ y;
}

// An entry block with a private array the index keeps in memory.
uint mix_entry(uint x, uint y, int k) {
    uint a[8];
    for (int i = 0; i < 8; i++) a[i] = x + i;
    uint early = x * 7u, before = a[k & 7];
    a[k & 7] = y; // the load above stays above
    S256(x, y)
    return x ^ y ^ a[k & 7] ^ early ^ (before << 1);
}

// SHA-256's compression of one block, every round and schedule word
// unrolled by the preprocessor: T is uint (one message) or uint4 (four).
#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define BSIG0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))
#define BSIG1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))
#define SSIG0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))
#define RND(a, b, c, d, e, f, g, h, i, k)                            \
    t1 = h + BSIG1(e) + CH(e, f, g) + (k) + w[i];                    \
    t2 = BSIG0(a) + MAJ(a, b, c);                                    \
    d += t1;                                                         \
    h = t1 + t2;
#define R8(i, k0, k1, k2, k3, k4, k5, k6, k7)                        \
    RND(a, b, c, d, e, f, g, h, i + 0, k0)                           \
    RND(h, a, b, c, d, e, f, g, i + 1, k1)                           \
    RND(g, h, a, b, c, d, e, f, i + 2, k2)                           \
    RND(f, g, h, a, b, c, d, e, i + 3, k3)                           \
    RND(e, f, g, h, a, b, c, d, i + 4, k4)                           \
    RND(d, e, f, g, h, a, b, c, i + 5, k5)                           \
    RND(c, d, e, f, g, h, a, b, i + 6, k6)                           \
    RND(b, c, d, e, f, g, h, a, i + 7, k7)
#define W1(i) w[i] = SSIG1(w[i - 2]) + w[i - 7] + SSIG0(w[i - 15]) + w[i - 16];
#define W8(i) W1(i) W1(i + 1) W1(i + 2) W1(i + 3) W1(i + 4) W1(i + 5) W1(i + 6) W1(i + 7)
#define COMPRESS(T, state, block)                                                           \
    T w[64], t1, t2;                                                                        \
    for (int i = 0; i < 16; i++) w[i] = block[i];                                           \
    W8(16) W8(24) W8(32) W8(40) W8(48) W8(56)                                               \
    T a = state[0], b = state[1], c = state[2], d = state[3];                               \
    T e = state[4], f = state[5], g = state[6], h = state[7];                               \
    R8(0, 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5) \
    R8(8, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174) \
    R8(16, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da) \
    R8(24, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967) \
    R8(32, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85) \
    R8(40, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070) \
    R8(48, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3) \
    R8(56, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2) \
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;                             \
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;

void sha256_compress(uint *state, const uint *block) { COMPRESS(uint, state, block) }

// Four messages at once, one per lane (bench/big_kernels/sha256d.cl's form).
void sha256_compress4(global uint4 *state, global const uint4 *block) { COMPRESS(uint4, state, block) }
