/* Driver for run/huge-blocks.cl: each function compiled by oclc against a
 * reference written here as a loop (the .cl unrolls everything into one
 * block, which oclc cuts into chunks).  SHA-256 follows FIPS 180-4 and is
 * itself checked against the standard's digest of "abc".  Prints
 * "MISMATCH" on any difference and a summary line. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

uint32_t mix_loop(uint32_t x, uint32_t y, int n);
uint32_t mix_entry(uint32_t x, uint32_t y, int k);
void sha256_compress(uint32_t *state, const uint32_t *block);
void sha256_compress4(uint32_t *state, const uint32_t *block); /* uint4 arrays */

static long checks, mismatches;

static void check(int ok, const char *what, long i)
{
    checks++;
    if (!ok && mismatches++ < 20) printf("MISMATCH %s (case %ld)\n", what, i);
}

static uint32_t rotl(uint32_t v, unsigned n) { return (v << n) | (v >> (32 - n)); }

static void ref_mix(uint32_t *x, uint32_t *y, int steps)
{
    for (int s = 0; s < steps; s++) {
        *x = (*x ^ (*y >> 7)) * 0x9E3779B1u + *y;
        *y = rotl(*y, 13) ^ *x;
    }
}

static uint32_t ref_mix_loop(uint32_t x, uint32_t y, int n)
{
    for (int i = 0; i < n; i++) ref_mix(&x, &y, 256);
    return x ^ y;
}

static uint32_t ref_mix_entry(uint32_t x, uint32_t y, int k)
{
    uint32_t before = x + (uint32_t)(k & 7), early = x * 7u, stored = y;
    ref_mix(&x, &y, 256);
    return x ^ y ^ stored ^ early ^ (before << 1);
}

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};
static const uint32_t H0[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                               0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

static uint32_t rotr(uint32_t v, unsigned n) { return (v >> n) | (v << (32 - n)); }

static void ref_compress(uint32_t st[8], const uint32_t m[16])
{
    uint32_t w[64], v[8];
    for (int t = 0; t < 64; t++)
        w[t] = t < 16 ? m[t]
                      : (rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)) + w[t - 7] +
                            (rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)) + w[t - 16];
    memcpy(v, st, sizeof v);
    for (int t = 0; t < 64; t++) {
        uint32_t t1 =
            v[7] + (rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25)) + ((v[4] & v[5]) ^ (~v[4] & v[6])) + K[t] + w[t];
        uint32_t t2 =
            (rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22)) + ((v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]));
        memmove(v + 1, v, 7 * sizeof *v);
        v[4] += t1;
        v[0] = t1 + t2;
    }
    for (int i = 0; i < 8; i++) st[i] += v[i];
}

static uint64_t rng = 0x243f6a8885a308d3u;
static uint32_t next(void)
{
    rng ^= rng >> 12, rng ^= rng << 25, rng ^= rng >> 27;
    return (uint32_t)((rng * 0x2545f4914f6cdd1du) >> 32);
}

int main(void)
{
    /* The reference first: FIPS 180-4's example "abc", one padded block. */
    uint32_t abc[16] = {0x61626380}, st[8];
    abc[15] = 24;
    static const uint32_t abc_digest[8] = {0xba7816bf, 0x8f01cfea, 0x414140de, 0x5dae2223,
                                           0xb00361a3, 0x96177a9c, 0xb410ff61, 0xf20015ad};
    memcpy(st, H0, sizeof st);
    ref_compress(st, abc);
    check(!memcmp(st, abc_digest, sizeof st), "the reference's SHA-256 of abc", 0);
    memcpy(st, H0, sizeof st);
    sha256_compress(st, abc);
    check(!memcmp(st, abc_digest, sizeof st), "sha256_compress of abc", 0);

    for (long i = 0; i < 200; i++) {
        uint32_t x = next(), y = next();
        int n = (int)(next() % 4), k = (int)(next() % 64);
        check(mix_loop(x, y, n) == ref_mix_loop(x, y, n), "mix_loop", i);
        check(mix_entry(x, y, k) == ref_mix_entry(x, y, k), "mix_entry", i);

        uint32_t m[16], got[8], want[8];
        for (int j = 0; j < 16; j++) m[j] = next();
        for (int j = 0; j < 8; j++) got[j] = want[j] = next();
        sha256_compress(got, m);
        ref_compress(want, m);
        check(!memcmp(got, want, sizeof got), "sha256_compress", i);

        /* Four lanes: word j of lane l at [4 * j + l]. */
        _Alignas(16) uint32_t m4[64], s4[32];
        uint32_t lm[4][16], ls[4][8];
        for (int j = 0; j < 64; j++) m4[j] = lm[j % 4][j / 4] = next();
        for (int j = 0; j < 32; j++) s4[j] = ls[j % 4][j / 4] = next();
        sha256_compress4(s4, m4);
        for (int l = 0; l < 4; l++) {
            ref_compress(ls[l], lm[l]);
            int same = 1;
            for (int j = 0; j < 8; j++) same &= s4[4 * j + l] == ls[l][j];
            check(same, "sha256_compress4", i * 4 + l);
        }
    }
    printf("huge-blocks: %ld checks passed\n", checks - mismatches);
    return mismatches != 0;
}
