// sha256d.cl - double SHA-256 (Bitcoin's block-header hash) of four
// 80-byte messages at once, one per lane of uint4, every round unrolled by
// the preprocessor: three compressions of 64 rounds and their message
// schedules, about 3,000 statements after macro expansion.  Each work-item
// hashes the header with its nonce (from get_global_id) and writes the
// digest.  Record-free (oclc has no structs yet): the state is 8 uint4s.

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define BSIG0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))
#define BSIG1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))
#define SSIG0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))

// One round: t1, t2, and the rotation of the eight working variables
// done by renaming (the caller passes them rotated).
#define RND(a, b, c, d, e, f, g, h, w, k)                                      \
    {                                                                          \
        uint4 t1 = (h) + BSIG1(e) + CH(e, f, g) + (uint4)(k) + (w);            \
        uint4 t2 = BSIG0(a) + MAJ(a, b, c);                                    \
        (d) += t1;                                                             \
        (h) = t1 + t2;                                                         \
    }

#define W_EXPAND(i) w##i = SSIG1(w##i##_2) + w##i##_7 + SSIG0(w##i##_15) + w##i##_16

// The message schedule as named variables, so that every index is a
// constant after expansion.
#define SCHED(W)                                                               \
    W[16] = SSIG1(W[14]) + W[9] + SSIG0(W[1]) + W[0];                          \
    W[17] = SSIG1(W[15]) + W[10] + SSIG0(W[2]) + W[1];                         \
    W[18] = SSIG1(W[16]) + W[11] + SSIG0(W[3]) + W[2];                         \
    W[19] = SSIG1(W[17]) + W[12] + SSIG0(W[4]) + W[3];                         \
    W[20] = SSIG1(W[18]) + W[13] + SSIG0(W[5]) + W[4];                         \
    W[21] = SSIG1(W[19]) + W[14] + SSIG0(W[6]) + W[5];                         \
    W[22] = SSIG1(W[20]) + W[15] + SSIG0(W[7]) + W[6];                         \
    W[23] = SSIG1(W[21]) + W[16] + SSIG0(W[8]) + W[7];                         \
    W[24] = SSIG1(W[22]) + W[17] + SSIG0(W[9]) + W[8];                         \
    W[25] = SSIG1(W[23]) + W[18] + SSIG0(W[10]) + W[9];                        \
    W[26] = SSIG1(W[24]) + W[19] + SSIG0(W[11]) + W[10];                       \
    W[27] = SSIG1(W[25]) + W[20] + SSIG0(W[12]) + W[11];                       \
    W[28] = SSIG1(W[26]) + W[21] + SSIG0(W[13]) + W[12];                       \
    W[29] = SSIG1(W[27]) + W[22] + SSIG0(W[14]) + W[13];                       \
    W[30] = SSIG1(W[28]) + W[23] + SSIG0(W[15]) + W[14];                       \
    W[31] = SSIG1(W[29]) + W[24] + SSIG0(W[16]) + W[15];                       \
    W[32] = SSIG1(W[30]) + W[25] + SSIG0(W[17]) + W[16];                       \
    W[33] = SSIG1(W[31]) + W[26] + SSIG0(W[18]) + W[17];                       \
    W[34] = SSIG1(W[32]) + W[27] + SSIG0(W[19]) + W[18];                       \
    W[35] = SSIG1(W[33]) + W[28] + SSIG0(W[20]) + W[19];                       \
    W[36] = SSIG1(W[34]) + W[29] + SSIG0(W[21]) + W[20];                       \
    W[37] = SSIG1(W[35]) + W[30] + SSIG0(W[22]) + W[21];                       \
    W[38] = SSIG1(W[36]) + W[31] + SSIG0(W[23]) + W[22];                       \
    W[39] = SSIG1(W[37]) + W[32] + SSIG0(W[24]) + W[23];                       \
    W[40] = SSIG1(W[38]) + W[33] + SSIG0(W[25]) + W[24];                       \
    W[41] = SSIG1(W[39]) + W[34] + SSIG0(W[26]) + W[25];                       \
    W[42] = SSIG1(W[40]) + W[35] + SSIG0(W[27]) + W[26];                       \
    W[43] = SSIG1(W[41]) + W[36] + SSIG0(W[28]) + W[27];                       \
    W[44] = SSIG1(W[42]) + W[37] + SSIG0(W[29]) + W[28];                       \
    W[45] = SSIG1(W[43]) + W[38] + SSIG0(W[30]) + W[29];                       \
    W[46] = SSIG1(W[44]) + W[39] + SSIG0(W[31]) + W[30];                       \
    W[47] = SSIG1(W[45]) + W[40] + SSIG0(W[32]) + W[31];                       \
    W[48] = SSIG1(W[46]) + W[41] + SSIG0(W[33]) + W[32];                       \
    W[49] = SSIG1(W[47]) + W[42] + SSIG0(W[34]) + W[33];                       \
    W[50] = SSIG1(W[48]) + W[43] + SSIG0(W[35]) + W[34];                       \
    W[51] = SSIG1(W[49]) + W[44] + SSIG0(W[36]) + W[35];                       \
    W[52] = SSIG1(W[50]) + W[45] + SSIG0(W[37]) + W[36];                       \
    W[53] = SSIG1(W[51]) + W[46] + SSIG0(W[38]) + W[37];                       \
    W[54] = SSIG1(W[52]) + W[47] + SSIG0(W[39]) + W[38];                       \
    W[55] = SSIG1(W[53]) + W[48] + SSIG0(W[40]) + W[39];                       \
    W[56] = SSIG1(W[54]) + W[49] + SSIG0(W[41]) + W[40];                       \
    W[57] = SSIG1(W[55]) + W[50] + SSIG0(W[42]) + W[41];                       \
    W[58] = SSIG1(W[56]) + W[51] + SSIG0(W[43]) + W[42];                       \
    W[59] = SSIG1(W[57]) + W[52] + SSIG0(W[44]) + W[43];                       \
    W[60] = SSIG1(W[58]) + W[53] + SSIG0(W[45]) + W[44];                       \
    W[61] = SSIG1(W[59]) + W[54] + SSIG0(W[46]) + W[45];                       \
    W[62] = SSIG1(W[60]) + W[55] + SSIG0(W[47]) + W[46];                       \
    W[63] = SSIG1(W[61]) + W[56] + SSIG0(W[48]) + W[47];

// Eight rounds rotate the working variables back to where they started.
#define RND8(W, i, k0, k1, k2, k3, k4, k5, k6, k7)                             \
    RND(a, b, c, d, e, f, g, h, W[i + 0], k0)                                  \
    RND(h, a, b, c, d, e, f, g, W[i + 1], k1)                                  \
    RND(g, h, a, b, c, d, e, f, W[i + 2], k2)                                  \
    RND(f, g, h, a, b, c, d, e, W[i + 3], k3)                                  \
    RND(e, f, g, h, a, b, c, d, W[i + 4], k4)                                  \
    RND(d, e, f, g, h, a, b, c, W[i + 5], k5)                                  \
    RND(c, d, e, f, g, h, a, b, W[i + 6], k6)                                  \
    RND(b, c, d, e, f, g, h, a, W[i + 7], k7)

#define ROUNDS64(W)                                                                                  \
    RND8(W, 0, 0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u,          \
         0x923f82a4u, 0xab1c5ed5u)                                                                   \
    RND8(W, 8, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu,          \
         0x9bdc06a7u, 0xc19bf174u)                                                                   \
    RND8(W, 16, 0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau,         \
         0x5cb0a9dcu, 0x76f988dau)                                                                   \
    RND8(W, 24, 0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u,         \
         0x06ca6351u, 0x14292967u)                                                                   \
    RND8(W, 32, 0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu,         \
         0x81c2c92eu, 0x92722c85u)                                                                   \
    RND8(W, 40, 0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u,         \
         0xf40e3585u, 0x106aa070u)                                                                   \
    RND8(W, 48, 0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au,         \
         0x5b9cca4fu, 0x682e6ff3u)                                                                   \
    RND8(W, 56, 0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu,         \
         0xbef9a3f7u, 0xc67178f2u)

#define INIT_STATE(s)                                                          \
    s[0] = (uint4)0x6a09e667u;                                                 \
    s[1] = (uint4)0xbb67ae85u;                                                 \
    s[2] = (uint4)0x3c6ef372u;                                                 \
    s[3] = (uint4)0xa54ff53au;                                                 \
    s[4] = (uint4)0x510e527fu;                                                 \
    s[5] = (uint4)0x9b05688cu;                                                 \
    s[6] = (uint4)0x1f83d9abu;                                                 \
    s[7] = (uint4)0x5be0cd19u;

// One compression of the 64-word schedule W into the state s.
#define COMPRESS(s, W)                                                         \
    {                                                                          \
        uint4 a = s[0], b = s[1], c = s[2], d = s[3];                          \
        uint4 e = s[4], f = s[5], g = s[6], h = s[7];                          \
        SCHED(W)                                                               \
        ROUNDS64(W)                                                            \
        s[0] += a;                                                             \
        s[1] += b;                                                             \
        s[2] += c;                                                             \
        s[3] += d;                                                             \
        s[4] += e;                                                             \
        s[5] += f;                                                             \
        s[6] += g;                                                             \
        s[7] += h;                                                             \
    }

static uint4 bswap4(uint4 x)
{
    return (x >> 24) | ((x >> 8) & (uint4)0xff00u) | ((x << 8) & (uint4)0xff0000u) | (x << 24);
}

// header: 20 words of an 80-byte block header (big-endian words as the
// hash reads them); the nonce (word 19) is base_nonce + 4 * gid + lane.
kernel void sha256d(global const uint *header, uint base_nonce, global uint4 *digest)
{
    size_t gid = get_global_id(0);
    uint4 W[64];
    uint4 s[8];
    INIT_STATE(s)
    // First block: words 0-15 of the header.
    for (int i = 0; i < 16; i++) W[i] = (uint4)header[i];
    COMPRESS(s, W)
    // Second block: words 16-19, the nonce, padding, the length (640 bits).
    W[0] = (uint4)header[16];
    W[1] = (uint4)header[17];
    W[2] = (uint4)header[18];
    W[3] = bswap4((uint4)(base_nonce + (uint)gid * 4u) + (uint4)(0u, 1u, 2u, 3u));
    W[4] = (uint4)0x80000000u;
    for (int i = 5; i < 15; i++) W[i] = (uint4)0u;
    W[15] = (uint4)640u;
    COMPRESS(s, W)
    // The digest of the digest: one block of 32 bytes, padded.
    uint4 t[8];
    INIT_STATE(t)
    for (int i = 0; i < 8; i++) W[i] = s[i];
    W[8] = (uint4)0x80000000u;
    for (int i = 9; i < 15; i++) W[i] = (uint4)0u;
    W[15] = (uint4)256u;
    COMPRESS(t, W)
    for (int i = 0; i < 8; i++) digest[gid * 8 + i] = t[i];
}
