/* record-abi.h - the shapes of record-abi.cl, read by OpenCL C (oclc) and
 * C (cc): records of up to 16 bytes in each mix of integer and floating
 * eightbytes, vectors, arrays, unions, nested and packed records, and
 * larger ones that go in memory.  SHAPE(name, members), the members
 *   M(type, name)        a scalar member
 *   V(elem, n, name)     a vector of n elem (M(elem##n, ...) declared)
 *   A(type, name, n)     an array of n
 *   X(type, name)        declared, not filled (a union's other members)
 *   U(members)           an anonymous union; N(members) an anonymous struct
 * FILL and CHECK give each filled scalar (member, element, lane) the
 * value (type)(seed * 7 + k * 3), k its index in the record, so both
 * languages build and check the same bits without sharing code. */
#define SHAPES(SHAPE)                                               \
    SHAPE(c1, M(char, a))                                           \
    SHAPE(c3, A(char, a, 3))                                        \
    SHAPE(s2, M(short, a) M(short, b))                              \
    SHAPE(i1, M(int, a))                                            \
    SHAPE(i2, M(int, a) M(int, b))                                  \
    SHAPE(i3, M(int, a) M(int, b) M(int, c))                        \
    SHAPE(i4, A(int, a, 4))                                         \
    SHAPE(l1, M(long, a))                                           \
    SHAPE(l2, M(long, a) M(ulong, b))                               \
    SHAPE(l3, M(long, a) M(long, b) M(long, c))                     \
    SHAPE(f1, M(float, a))                                          \
    SHAPE(f2, M(float, a) M(float, b))                              \
    SHAPE(f3, M(float, a) M(float, b) M(float, c))                  \
    SHAPE(f4, A(float, a, 4))                                       \
    SHAPE(f5, A(float, a, 5))                                       \
    SHAPE(d1, M(double, a))                                         \
    SHAPE(d2, M(double, a) M(double, b))                            \
    SHAPE(d3, A(double, a, 3))                                      \
    SHAPE(if_, M(int, a) M(float, b))                               \
    SHAPE(fi, M(float, a) M(int, b))                                \
    SHAPE(di, M(double, a) M(int, b))                               \
    SHAPE(id, M(int, a) M(double, b))                               \
    SHAPE(cd, M(char, a) M(double, b))                              \
    SHAPE(dc, M(double, a) M(char, b))                              \
    SHAPE(ffi, M(float, a) M(float, b) M(int, c))                   \
    SHAPE(ifd, M(int, a) M(float, b) M(double, c))                  \
    SHAPE(fl, M(float, a) M(long, b))                               \
    SHAPE(mix, M(char, a) M(short, b) M(int, c) M(float, d))        \
    SHAPE(bits, M(uchar, a) M(char, b) M(ushort, c))                \
    SHAPE(v2, V(float, 2, a))                                       \
    SHAPE(v4, V(float, 4, a))                                       \
    SHAPE(v3, V(float, 3, a))                                       \
    SHAPE(c4v, V(char, 4, a) M(int, b))                             \
    SHAPE(i2v, V(int, 2, a) M(int, b))                              \
    SHAPE(d2v, V(double, 2, a))                                     \
    SHAPE(v8, V(float, 8, a))                                       \
    SHAPE(v4v4, V(float, 4, a) V(float, 4, b))                      \
    SHAPE(un_if, U(M(int, a) X(float, b)))                          \
    SHAPE(un_v, U(V(float, 4, a) X(int, b)))                        \
    SHAPE(un_mixed, M(int, t) U(M(float, a) X(int, b)) M(short, c)) \
    SHAPE(nest, N(M(int, a) M(float, b)) M(char, c))                \
    SHAPE(nest_big, N(M(double, a) M(long, b)) M(int, c))           \
    SHAPE(arr_s, A(short, a, 5))                                    \
    SHAPE(arr_c, A(uchar, a, 16))                                   \
    SHAPE(big, A(int, a, 9) M(double, b))

#define FILLV(type, expr) ((type)(expr))
#define VAL(k, seed)      ((seed) * 7 + (k) * 3)
