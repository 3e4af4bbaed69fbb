// keccak.cl - Keccak-f[1600] (SHA-3's permutation) on two states at once,
// one per lane of ulong2, all 24 rounds unrolled by the preprocessor:
// theta, rho and pi, chi and iota on 25 named lanes, about 2,900
// statements after macro expansion.  Each work-item absorbs a 136-byte
// block (SHA3-256's rate) of its two messages and squeezes 32 bytes.
// Record-free: the state is 25 ulong2 variables.

#define ROL(x, n) (((x) << (n)) | ((x) >> (64 - (n))))

#define THETA                                                                  \
    c0 = a00 ^ a05 ^ a10 ^ a15 ^ a20;                                          \
    c1 = a01 ^ a06 ^ a11 ^ a16 ^ a21;                                          \
    c2 = a02 ^ a07 ^ a12 ^ a17 ^ a22;                                          \
    c3 = a03 ^ a08 ^ a13 ^ a18 ^ a23;                                          \
    c4 = a04 ^ a09 ^ a14 ^ a19 ^ a24;                                          \
    d0 = c4 ^ ROL(c1, 1);                                                      \
    d1 = c0 ^ ROL(c2, 1);                                                      \
    d2 = c1 ^ ROL(c3, 1);                                                      \
    d3 = c2 ^ ROL(c4, 1);                                                      \
    d4 = c3 ^ ROL(c0, 1);                                                      \
    a00 ^= d0; a05 ^= d0; a10 ^= d0; a15 ^= d0; a20 ^= d0;                     \
    a01 ^= d1; a06 ^= d1; a11 ^= d1; a16 ^= d1; a21 ^= d1;                     \
    a02 ^= d2; a07 ^= d2; a12 ^= d2; a17 ^= d2; a22 ^= d2;                     \
    a03 ^= d3; a08 ^= d3; a13 ^= d3; a18 ^= d3; a23 ^= d3;                     \
    a04 ^= d4; a09 ^= d4; a14 ^= d4; a19 ^= d4; a24 ^= d4;

// rho and pi: b[y, 2x+3y] = rol(a[x, y], r[x, y]).
#define RHO_PI                                                                 \
    b00 = a00;                                                                 \
    b10 = ROL(a01, 1);                                                         \
    b20 = ROL(a02, 62);                                                        \
    b05 = ROL(a03, 28);                                                        \
    b15 = ROL(a04, 27);                                                        \
    b16 = ROL(a05, 36);                                                        \
    b01 = ROL(a06, 44);                                                        \
    b11 = ROL(a07, 6);                                                         \
    b21 = ROL(a08, 55);                                                        \
    b06 = ROL(a09, 20);                                                        \
    b07 = ROL(a10, 3);                                                         \
    b17 = ROL(a11, 10);                                                        \
    b02 = ROL(a12, 43);                                                        \
    b12 = ROL(a13, 25);                                                        \
    b22 = ROL(a14, 39);                                                        \
    b23 = ROL(a15, 41);                                                        \
    b08 = ROL(a16, 45);                                                        \
    b18 = ROL(a17, 15);                                                        \
    b03 = ROL(a18, 21);                                                        \
    b13 = ROL(a19, 8);                                                         \
    b14 = ROL(a20, 18);                                                        \
    b24 = ROL(a21, 2);                                                         \
    b09 = ROL(a22, 61);                                                        \
    b19 = ROL(a23, 56);                                                        \
    b04 = ROL(a24, 14);

#define CHI5                                                                   \
    a00 = b00 ^ (~b01 & b02); a01 = b01 ^ (~b02 & b03); a02 = b02 ^ (~b03 & b04); \
    a03 = b03 ^ (~b04 & b00); a04 = b04 ^ (~b00 & b01);                        \
    a05 = b05 ^ (~b06 & b07); a06 = b06 ^ (~b07 & b08); a07 = b07 ^ (~b08 & b09); \
    a08 = b08 ^ (~b09 & b05); a09 = b09 ^ (~b05 & b06);                        \
    a10 = b10 ^ (~b11 & b12); a11 = b11 ^ (~b12 & b13); a12 = b12 ^ (~b13 & b14); \
    a13 = b13 ^ (~b14 & b10); a14 = b14 ^ (~b10 & b11);                        \
    a15 = b15 ^ (~b16 & b17); a16 = b16 ^ (~b17 & b18); a17 = b17 ^ (~b18 & b19); \
    a18 = b18 ^ (~b19 & b15); a19 = b19 ^ (~b15 & b16);                        \
    a20 = b20 ^ (~b21 & b22); a21 = b21 ^ (~b22 & b23); a22 = b22 ^ (~b23 & b24); \
    a23 = b23 ^ (~b24 & b20); a24 = b24 ^ (~b20 & b21);

#define ROUND(rc)                                                              \
    THETA                                                                      \
    RHO_PI                                                                     \
    CHI5                                                                       \
    a00 ^= (ulong2)(rc);

#define ROUNDS24                                                               \
    ROUND(0x0000000000000001ul) ROUND(0x0000000000008082ul)                    \
    ROUND(0x800000000000808aul) ROUND(0x8000000080008000ul)                    \
    ROUND(0x000000000000808bul) ROUND(0x0000000080000001ul)                    \
    ROUND(0x8000000080008081ul) ROUND(0x8000000000008009ul)                    \
    ROUND(0x000000000000008aul) ROUND(0x0000000000000088ul)                    \
    ROUND(0x0000000080008009ul) ROUND(0x000000008000000aul)                    \
    ROUND(0x000000008000808bul) ROUND(0x800000000000008bul)                    \
    ROUND(0x8000000000008089ul) ROUND(0x8000000000008003ul)                    \
    ROUND(0x8000000000008002ul) ROUND(0x8000000000000080ul)                    \
    ROUND(0x000000000000800aul) ROUND(0x800000008000000aul)                    \
    ROUND(0x8000000080008081ul) ROUND(0x8000000000008080ul)                    \
    ROUND(0x0000000080000001ul) ROUND(0x8000000080008008ul)

// msg: per work-item, two messages of 17 ulongs (136 bytes) each, the
// padding already applied; out: 4 ulongs of each digest.
kernel void keccak(global const ulong *msg, global ulong2 *out)
{
    size_t gid = get_global_id(0);
    global const ulong *m0 = msg + gid * 34, *m1 = m0 + 17;
    ulong2 a00 = (ulong2)(m0[0], m1[0]), a01 = (ulong2)(m0[1], m1[1]), a02 = (ulong2)(m0[2], m1[2]);
    ulong2 a03 = (ulong2)(m0[3], m1[3]), a04 = (ulong2)(m0[4], m1[4]), a05 = (ulong2)(m0[5], m1[5]);
    ulong2 a06 = (ulong2)(m0[6], m1[6]), a07 = (ulong2)(m0[7], m1[7]), a08 = (ulong2)(m0[8], m1[8]);
    ulong2 a09 = (ulong2)(m0[9], m1[9]), a10 = (ulong2)(m0[10], m1[10]), a11 = (ulong2)(m0[11], m1[11]);
    ulong2 a12 = (ulong2)(m0[12], m1[12]), a13 = (ulong2)(m0[13], m1[13]), a14 = (ulong2)(m0[14], m1[14]);
    ulong2 a15 = (ulong2)(m0[15], m1[15]), a16 = (ulong2)(m0[16], m1[16]);
    ulong2 a17 = (ulong2)(0), a18 = (ulong2)(0), a19 = (ulong2)(0), a20 = (ulong2)(0);
    ulong2 a21 = (ulong2)(0), a22 = (ulong2)(0), a23 = (ulong2)(0), a24 = (ulong2)(0);
    ulong2 b00, b01, b02, b03, b04, b05, b06, b07, b08, b09, b10, b11, b12;
    ulong2 b13, b14, b15, b16, b17, b18, b19, b20, b21, b22, b23, b24;
    ulong2 c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;
    ROUNDS24
    out[gid * 4 + 0] = a00;
    out[gid * 4 + 1] = a01;
    out[gid * 4 + 2] = a02;
    out[gid * 4 + 3] = a03;
}
