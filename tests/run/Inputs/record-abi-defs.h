/* record-abi-defs.h - what record-abi.cl and Inputs/record-abi.c both make
 * of record-abi.h's shapes: the typedefs R_<name>, and
 *   fill_<name>(R *p, int seed)   every filled scalar set to VAL(k, seed)
 *   check_<name>(R v, int seed)   0 when v is fill's, else 1 + the first k that is not
 * written in the common subset of the two languages (a member's lanes and
 * elements are reached through a pointer to the element type).  The
 * includer defines ELEM_PTR(type) (a pointer to private elements). */
/* clang-format off */
#define M(t, n)          t n;
#define V(e, c, n)       e##c n;
#define A(t, n, len)     t n[len];
#define X(t, n)          t n;
#define U(ms)            union { ms };
#define N(ms)            struct { ms };
#define SHAPE(tag, ms)   typedef struct { ms } R_##tag;
SHAPES(SHAPE)
#undef SHAPE
#undef M
#undef V
#undef A
#undef X
#undef U
#undef N

#define M(t, n)          p->n = FILLV(t, VAL(k, seed)); k++;
#define V(e, c, n)       for (int i = 0; i < c; i++, k++) ((ELEM_PTR(e))&p->n)[i] = FILLV(e, VAL(k, seed));
#define A(t, n, len)     for (int i = 0; i < len; i++, k++) p->n[i] = FILLV(t, VAL(k, seed));
#define X(t, n)
#define U(ms)            ms
#define N(ms)            ms
#define SHAPE(tag, ms)   static void fill_##tag(R_##tag *p, int seed) { int k = 0; ms }
SHAPES(SHAPE)
#undef SHAPE
#undef M
#undef V
#undef A

#define M(t, n)          if (v.n != FILLV(t, VAL(k, seed))) return 1 + k; k++;
#define V(e, c, n)       for (int i = 0; i < c; i++, k++) if (((ELEM_PTR(e))&v.n)[i] != FILLV(e, VAL(k, seed))) return 1 + k;
#define A(t, n, len)     for (int i = 0; i < len; i++, k++) if (v.n[i] != FILLV(t, VAL(k, seed))) return 1 + k;
#define SHAPE(tag, ms)   static int check_##tag(R_##tag v, int seed) { int k = 0; ms return 0; }
SHAPES(SHAPE)
#undef SHAPE
#undef M
#undef V
#undef A
#undef X
#undef U
#undef N
/* clang-format on */
