/* record-shapes.h - the record shapes of record-layout.cl, written once and
 * read by both languages: OpenCL C (compiled by oclc) and C (compiled by
 * the host's cc, the reference).  SHAPE(name, struct|union, attributes,
 * members), the members
 *   F(type, name)         a member of a scalar, vector, enum or earlier record type
 *   A(type, name, n)      an array of n
 *   AL(type, name, n)     a member declared __attribute__((aligned(n)))
 *   PK(type, name)        a member declared __attribute__((packed))
 *   ANON(struct|union, members)  an anonymous member (C11)
 * and the attributes NONE, PACKED, AL8, AL16, PACKED_AL4.  An earlier
 * shape is the type R_<name>.  The includer defines SHAPE and the member
 * macros before expanding SHAPES. */
#define SHAPES(SHAPE)                                                                                       \
    SHAPE(cd, struct, NONE, F(char, c) F(double, d))                                                        \
    SHAPE(dc, struct, NONE, F(double, d) F(char, c))                                                        \
    SHAPE(ci, struct, NONE, F(char, c) F(int, i))                                                           \
    SHAPE(scs, struct, NONE, F(short, s) F(char, c) F(short, t))                                            \
    SHAPE(lc, struct, NONE, F(long, l) F(char, c))                                                          \
    SHAPE(mix_unsigned, struct, NONE, F(uchar, a) F(ushort, b) F(uint, c) F(ulong, d) F(uchar, e))          \
    SHAPE(bool_half, struct, NONE, F(bool, b) F(half, h) F(bool, c) F(float, f))                            \
    SHAPE(enum_member, struct, NONE, F(char, c) F(enum Kind, k) F(char, d))                                 \
    SHAPE(c_char2, struct, NONE, F(char, c) F(char2, v))                                                    \
    SHAPE(c_char3_c, struct, NONE, F(char, c) F(char3, v) F(char, d))                                       \
    SHAPE(c_short3, struct, NONE, F(char, c) F(short3, v))                                                  \
    SHAPE(c_int2_c, struct, NONE, F(char, c) F(int2, v) F(char, d))                                         \
    SHAPE(c_float3_c, struct, NONE, F(char, c) F(float3, v) F(char, d))                                     \
    SHAPE(c_float4, struct, NONE, F(char, c) F(float4, v))                                                  \
    SHAPE(c_double3, struct, NONE, F(char, c) F(double3, v))                                                \
    SHAPE(c_long8, struct, NONE, F(char, c) F(long8, v) F(int, i))                                          \
    SHAPE(c_uchar16, struct, NONE, F(char, c) F(uchar16, v))                                                \
    SHAPE(vec_run, struct, NONE, F(uchar2, a) F(int3, b) F(ushort8, c) F(long2, d) F(float8, e) F(char, f)) \
    SHAPE(nested, struct, NONE, F(char, c) F(R_cd, inner) F(char, d))                                       \
    SHAPE(nested2, struct, NONE, F(R_ci, a) F(R_c_float3_c, b) F(R_scs, c))                                 \
    SHAPE(arr_int, struct, NONE, F(char, c) A(int, a, 3) F(char, d))                                        \
    SHAPE(arr_vec3, struct, NONE, A(char3, v, 3) F(char, d))                                                \
    SHAPE(arr_rec, struct, NONE, A(R_cd, a, 2) F(char, c))                                                  \
    SHAPE(arr_char, struct, NONE, A(char, s, 7) F(short, t))                                                \
    SHAPE(u_cd, union, NONE, F(char, c) F(double, d))                                                       \
    SHAPE(u_vec, union, NONE, F(int, i) F(float4, v) A(char, c, 5))                                         \
    SHAPE(u_words, union, NONE, F(uint, w) A(uchar, b, 4) A(ushort, h, 2))                                  \
    SHAPE(u_rec, union, NONE, F(R_cd, a) F(R_arr_int, b) F(short, s))                                       \
    SHAPE(with_union, struct, NONE, F(char, c) F(R_u_cd, u) F(char, d))                                     \
    SHAPE(p_cd, struct, PACKED, F(char, c) F(double, d))                                                    \
    SHAPE(p_cif4, struct, PACKED, F(char, c) F(int, i) F(float4, v))                                        \
    SHAPE(p_nested, struct, PACKED, F(char, c) F(R_cd, s) F(short, t))                                      \
    SHAPE(p_in_struct, struct, NONE, F(char, c) F(R_p_cd, p) F(char, d))                                    \
    SHAPE(p_union, union, PACKED, F(char, c) F(double, d))                                                  \
    SHAPE(p_al4, struct, PACKED_AL4, F(char, c) F(long, l))                                                 \
    SHAPE(al8, struct, AL8, F(char, c))                                                                     \
    SHAPE(al16, struct, AL16, F(double, d) F(char, c))                                                      \
    SHAPE(al_member, struct, NONE, F(char, c) AL(int, i, 16) F(char, d))                                    \
    SHAPE(al_member_low, struct, NONE, F(char, c) AL(double, d, 2) F(char, e))                              \
    SHAPE(pk_member, struct, NONE, F(char, c) PK(int, i) F(char, d) PK(double, e))                          \
    SHAPE(pk_member_vec, struct, NONE, F(char, c) PK(float4, v) F(short, s))                                \
    SHAPE(anon, struct, NONE,                                                                               \
          F(char, c) ANON(struct, F(int, x) F(double, y)) ANON(union, F(char, u1) F(int4, u2)) F(char, z))  \
    SHAPE(anon_deep, struct, NONE,                                                                          \
          F(int, a) ANON(union, ANON(struct, F(char, p) F(double, q)) F(long, r)) F(char3, s))              \
    SHAPE(anon_union, union, NONE, F(char, c) ANON(struct, F(short, h) F(R_cd, rec)))                       \
    SHAPE(pointers, struct, NONE, F(char, c) F(GLOBAL_PTR(float), g) F(int, i) F(GLOBAL_PTR(R_cd), r))
