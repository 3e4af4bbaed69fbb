/*
 * types.c - unit test of parser/type.c: interning (one node per
 * structural type, records and enums nominal), the size and alignment of
 * every scalar and vector type against the host compiler's, the
 * pointer-sized types on an 8- and a 4-byte target row, the enum's
 * underlying type against the host compiler's choice, and the spellings.
 *
 * RUN: %unit-cc %s %unit-ld -o %t
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[1-9][0-9]+}} passed, 0 failed
 */
#include "unit.h"

static TypeTable *tt;

static Type *named(const char *name)
{
    const char *why = NULL;
    Type *t = type_scalar_by_name(tt, name, (uint32_t)strlen(name));
    if (!t) t = type_lookup_builtin(tt, name, &why);
    CHECK(t && !why, "'%s' is a type name", name);
    return t ? t : type_basic(tt, TY_ERROR);
}

static void test_interning(void)
{
    Type *i = type_basic(tt, TY_INT), *f = type_basic(tt, TY_FLOAT);
    Type *ci = type_with_quals(tt, i, Q_CONST);
    CHECK(type_basic(tt, TY_INT) == i, "basic types are made once");
    CHECK(type_vector(tt, f, 4) == type_vector(tt, f, 4), "float4 is one node");
    CHECK(type_vector(tt, f, 4) != type_vector(tt, f, 3), "float4 is not float3");
    CHECK(type_vector(tt, ci, 2) == type_vector(tt, i, 2), "a vector's element is unqualified");
    CHECK(named("float4") == type_vector(tt, f, 4), "float4 by name is float4");
    CHECK(type_pointer(tt, i) == type_pointer(tt, i), "int * is one node");
    CHECK(type_pointer(tt, ci) != type_pointer(tt, i), "const int * is not int *");
    Type *gci = type_qualified(tt, i, Q_CONST, AS_GLOBAL);
    CHECK(gci == type_with_as(tt, ci, AS_GLOBAL), "const global int, two ways");
    CHECK(gci->unqual == i && gci->quals == Q_CONST && gci->as == AS_GLOBAL, "a qualified node links to int");
    CHECK(type_qualified(tt, gci, 0, AS_NONE) == i, "no qualifiers is the unqualified node");
    CHECK(type_size(gci) == 4 && type_is_integer(gci) && type_is_signed(gci), "a qualified node has int's layout");
    Type *cf4 = type_with_quals(tt, type_vector(tt, f, 4), Q_CONST);
    CHECK(cf4->vec.lanes == 4 && cf4->vec.elem == f, "a qualified vector reads its lanes");
    CHECK(type_array(tt, i, 3) == type_array(tt, i, 3), "int[3] is one node");
    CHECK(type_array(tt, i, 3) != type_array(tt, i, 4) && type_array(tt, i, -1) != type_array(tt, i, 3),
          "int[3], int[4] and int[] differ");
    Type *p1[2] = {i, f}, *p2[2] = {i, f};
    Type *fn = type_func(tt, i, p1, 2, false, false);
    CHECK(fn == type_func(tt, i, p2, 2, false, false), "int(int, float) is one node, whatever array holds it");
    CHECK(fn != type_func(tt, i, p1, 2, true, false), "variadic differs");
    CHECK(fn != type_func(tt, f, p1, 2, false, false), "the result differs");
    CHECK(type_func(tt, i, NULL, 0, false, true) != type_func(tt, i, NULL, 0, false, false), "() is not (void)");

    Type *s1 = type_record_new(tt, "S", false, loc_none()), *s2 = type_record_new(tt, "S", false, loc_none());
    CHECK(s1 != s2, "two records tagged S are distinct types");
    CHECK(type_with_quals(tt, s1, Q_CONST) == type_with_quals(tt, s1, Q_CONST), "const struct S is one node");
    CHECK(type_with_quals(tt, s1, Q_CONST) != type_with_quals(tt, s2, Q_CONST), "and it is not the other's");
    Type *e1 = type_enum_new(tt, "E", loc_none());
    CHECK(e1 != type_enum_new(tt, "E", loc_none()), "two enums tagged E are distinct types");

    CHECK(type_atomic(tt, i, false) == named("atomic_int"), "atomic_int by name");
    CHECK(type_atomic(tt, ci, false) == type_atomic(tt, i, false), "an atomic's value is unqualified");
    CHECK(named("atomic_flag") != named("atomic_int"), "atomic_flag is its own type");
    CHECK(named("atomic_size_t") == named("atomic_ulong"), "atomic_size_t is atomic_ulong on 8-byte pointers");
    CHECK(named("event_t") == named("event_t") && named("event_t") != named("sampler_t"), "opaque types");
    CHECK(named("image2d_t") == type_opaque(tt, OPQ_IMAGE2D, ACC_READ_ONLY, NULL), "an image is read_only");
    CHECK(type_opaque(tt, OPQ_IMAGE2D, ACC_WRITE_ONLY, NULL) != named("image2d_t"), "write_only is another type");
}

/* The size and alignment of every scalar and vector type, against the
 * host compiler's (unit.h). */
static void test_scalar_and_vector_sizes(void)
{
#define SCALAR(T)                                                                                               \
    CHECK(type_size(named(#T)) == (int64_t)sizeof(T) && type_align(named(#T)) == (int64_t)_Alignof(T),          \
          "%s: %lld/%lld, host %zu/%zu", #T, (long long)type_size(named(#T)), (long long)type_align(named(#T)), \
          sizeof(T), _Alignof(T));
#define VECTORS(T) SCALAR(T) SCALAR(T##2) SCALAR(T##3) SCALAR(T##4) SCALAR(T##8) SCALAR(T##16)
    UNIT_VECTOR_ELEMS(VECTORS)
    SCALAR(bool)
    SCALAR(half)
#undef VECTORS
#undef SCALAR
    int64_t ptr = (int64_t)sizeof(void *);
    Type *i = type_basic(tt, TY_INT);
    CHECK(type_size(type_pointer(tt, i)) == ptr && type_align(type_pointer(tt, i)) == ptr, "pointer");
    CHECK(type_size(type_array(tt, named("float3"), 5)) == 80 && type_align(type_array(tt, named("float3"), 5)) == 16,
          "float3[5]: 16-byte elements");
    CHECK(type_size(type_array(tt, i, -1)) == -1 && !type_is_complete(type_array(tt, i, -1)), "int[] is incomplete");
    CHECK(type_size(type_basic(tt, TY_VOID)) == -1 && type_align(type_basic(tt, TY_VOID)) == 1, "void");
    CHECK(type_size(named("atomic_int")) == 4 && type_size(named("atomic_flag")) == 4 &&
              type_size(named("atomic_double")) == 8 && type_align(named("atomic_long")) == 8,
          "an atomic type is the size of its value; atomic_flag is 32 bits");
    CHECK(type_size(named("event_t")) == ptr && type_size(named("sampler_t")) == ptr, "opaque types are pointers");
    CHECK(type_bits(type_basic(tt, TY_BOOL)) == 1 && type_bits(named("ulong")) == 64 &&
              type_bits(type_pointer(tt, i)) == 8 * ptr && type_bits(named("int4")) == 0,
          "type_bits");
}

/* Properties are bits of the node: what used to be kind ranges. */
static void test_properties(void)
{
    Type *b = type_basic(tt, TY_BOOL), *h = type_basic(tt, TY_HALF), *p = type_pointer(tt, b);
    CHECK(type_is_integer(b) && type_is_unsigned(b) && type_is_arith(b) && type_is_scalar(b), "bool");
    CHECK(type_is_float(h) && type_is_signed(h) && !type_is_integer(h), "half");
    CHECK(type_is_signed(named("char")) && type_is_unsigned(named("uchar")), "char is signed in OpenCL C");
    CHECK(type_is_scalar(p) && !type_is_arith(p) && !type_is_signed(p) && !type_is_unsigned(p), "pointer");
    CHECK(!type_is_arith(named("float4")) && type_is_signed(named("float4")) && type_is_unsigned(named("uint2")),
          "a vector is not arithmetic but has its element's signedness");
    CHECK(!type_is_arith(named("atomic_int")) && !type_is_scalar(named("event_t")), "atomic and opaque types");
    CHECK(type_to_unsigned(tt, named("char")) == named("uchar") && type_to_signed(tt, named("ulong")) == named("long"),
          "signed and unsigned counterparts");
    CHECK(type_to_unsigned(tt, named("short3")) == named("ushort3"), "of vectors too");
    CHECK(type_signed_of_width(tt, 16) == named("short") && type_signed_of_width(tt, 64) == named("long"),
          "the signed type of a width");
    CHECK(type_int_rank(named("uchar")) < type_int_rank(named("short")) &&
              type_int_rank(named("int")) == type_int_rank(named("uint")) && type_int_rank(named("float")) == 0,
          "ranks");
}

/* size_t & co follow the target row's pointer size. */
static void test_targets(void)
{
    CHECK(named("size_t") == named("ulong") && named("ptrdiff_t") == named("long") &&
              named("uintptr_t") == named("ulong") && named("intptr_t") == named("long"),
          "8-byte pointers: size_t is ulong");
    CHECK(type_size_t(tt) == named("ulong") && type_ptrdiff_t(tt) == named("long"), "type_size_t, type_ptrdiff_t");
    TargetInfo narrow = *target_host();
    narrow.pointer_size = 4;
    Arena a;
    TypeTable *t32 = unit_types(&a, &narrow);
    const char *why;
    CHECK(types_target(t32) == &narrow, "the table keeps its row");
    CHECK(type_lookup_builtin(t32, "size_t", &why) == type_basic(t32, TY_UINT) &&
              type_lookup_builtin(t32, "ptrdiff_t", &why) == type_basic(t32, TY_INT),
          "4-byte pointers: size_t is uint");
    CHECK(type_size(type_pointer(t32, type_basic(t32, TY_INT))) == 4 &&
              type_size(type_lookup_builtin(t32, "event_t", &why)) == 4,
          "4-byte pointers and opaque types");
    CHECK(!strcmp(type_str(t32, type_lookup_builtin(t32, "atomic_size_t", &why)), "atomic_uint"),
          "atomic_size_t is atomic_uint there");
    arena_free(&a);
}

/*
 * The enum's underlying type, against the host compiler's choice for the
 * same enumerators (GCC and clang agree: unsigned int without negative
 * values, int with one, and the 64-bit types past 32 bits).
 */
#define ENUMS(E)                                                             \
    E(e_small, V(small_a, 0) V(small_b, 1))                                  \
    E(e_neg, V(neg_a, -1) V(neg_b, 0))                                       \
    E(e_int_max, V(int_max_a, 2147483647) V(int_max_b, -2))                  \
    E(e_uint_top, V(uint_top_a, 0x80000000u))                                \
    E(e_uint_max, V(uint_max_a, 0xffffffffu) V(uint_max_b, 7))               \
    E(e_int_min, V(int_min_a, -2147483647 - 1))                              \
    E(e_below_int, V(below_int_a, -2147483649L))                             \
    E(e_neg_and_uint, V(neg_and_uint_a, -1) V(neg_and_uint_b, 0x80000000u))  \
    E(e_33_bits, V(bits33_a, 0x100000000ul))                                 \
    E(e_long_min, V(long_min_a, -9223372036854775807L - 1) V(long_min_b, 5)) \
    E(e_ulong_max, V(ulong_max_a, 0xfffffffffffffffful))

/* The host's enums. */
#define V(n, v)         n = v,
#define E(name, values) enum name { values };
ENUMS(E)
#undef E
#undef V

/* The same enumerators for type_enum_complete: a value above LONG_MAX is
 * flagged unsigned. */
#define V(n, v) {#n, (int64_t)(v), (v) > 0 && (uint64_t)(v) > (uint64_t)INT64_MAX, {0}},
#define E(tag, values)                                                                                               \
    {                                                                                                                \
        EnumConst cs[] = {values};                                                                                   \
        int n = (int)(sizeof cs / sizeof *cs);                                                                       \
        Type *en = type_enum_new(tt, #tag, loc_none());                                                              \
        CHECK(!type_is_complete(en) && !type_is_integer(en), "%s: incomplete before its constants", #tag);           \
        type_enum_complete(tt, en, cs, n);                                                                           \
        CHECK(type_size(en) == (int64_t)sizeof(enum tag) && type_align(en) == (int64_t)_Alignof(enum tag),           \
              "%s: size %lld, host %zu", #tag, (long long)type_size(en), sizeof(enum tag));                          \
        bool host_signed = !((enum tag) - 1 > (enum tag)0);                                                          \
        CHECK(type_is_signed(en) == host_signed && type_is_integer(en) && type_is_arith(en) && type_is_complete(en), \
              "%s: %s, host %s", #tag, type_is_signed(en) ? "signed" : "unsigned",                                   \
              host_signed ? "signed" : "unsigned");                                                                  \
        CHECK(type_int_rank(en) == type_int_rank(en->en.underlying) && en->en.nconsts == n &&                        \
                  !strcmp(en->en.consts[n - 1].name, cs[n - 1].name),                                                \
              "%s: rank and constants", #tag);                                                                       \
    }
static void test_enums(void)
{
    ENUMS(E)
    /* The names clang gives the choices, for the two first rows. */
    Type *en = type_enum_new(tt, "E", loc_none());
    EnumConst small[] = {{"A", 0, false, {0}}, {"B", 1, false, {0}}};
    type_enum_complete(tt, en, small, 2);
    CHECK(en->en.underlying == named("uint"), "enum {A, B} is a uint enum");
    Type *ce = type_with_quals(tt, type_enum_new(tt, "F", loc_none()), Q_CONST);
    EnumConst neg[] = {{"C", -1, false, {0}}};
    type_enum_complete(tt, ce->unqual, neg, 1);
    CHECK(ce->size == 4 && type_is_signed(ce) && type_is_integer(ce),
          "a const enum made before the constants has the enum's layout after");
    CHECK(type_to_unsigned(tt, ce) == named("uint"), "an enum's unsigned counterpart is its underlying type's");
}
#undef E
#undef V

static void test_spelling(void)
{
    Type *f = named("float");
    Type *p = type_pointer(tt, type_qualified(tt, named("float4"), Q_CONST, AS_GLOBAL));
    CHECK(!strcmp(type_str(tt, p), "const __global float4 *"), "%s", type_str(tt, p));
    CHECK(!strcmp(type_str(tt, type_array(tt, f, 4)), "float[4]"), "float[4]");
    CHECK(!strcmp(type_str_long(tt, named("uchar16")), "'uchar16' (vector of 16 'uchar' values)"), "type_str_long");
    Type *s = type_record_new(tt, "S", false, loc_none()), *u = type_record_new(tt, NULL, true, loc_none());
    CHECK(!strcmp(type_str(tt, type_pointer(tt, s)), "struct S *"), "%s", type_str(tt, type_pointer(tt, s)));
    type_set_typedef_name(tt, u, "Pair");
    type_set_typedef_name(tt, u, "Later");
    CHECK(!strcmp(type_str(tt, u), "Pair"), "an anonymous union named by its first typedef: %s", type_str(tt, u));
    type_set_typedef_name(tt, s, "T");
    CHECK(!strcmp(type_str(tt, s), "struct S"), "a tagged record keeps its tag");
    CHECK(!strcmp(type_str(tt, type_record_new(tt, NULL, false, loc_none())), "struct (unnamed)"), "unnamed");
    CHECK(!strcmp(type_str(tt, type_with_quals(tt, named("atomic_uint"), Q_VOLATILE)), "volatile atomic_uint"),
          "volatile atomic_uint");
    CHECK(!strcmp(type_str(tt, named("atomic_flag")), "atomic_flag"), "atomic_flag");
    CHECK(!strcmp(type_str(tt, named("image1d_buffer_t")), "image1d_buffer_t"), "image1d_buffer_t");
    CHECK(!strcmp(type_str(tt, type_opaque(tt, OPQ_IMAGE3D, ACC_WRITE_ONLY, NULL)), "__write_only image3d_t"),
          "a written access qualifier is spelled");
}

/* Built-in type names: the parser's answer and the lookup's agree. */
static void test_names(void)
{
    static const char *const types[] = {"float4",      "uchar16",     "size_t",       "atomic_int",
                                        "atomic_flag", "event_t",     "sampler_t",    "image2d_array_depth_t",
                                        "queue_t",     "clk_event_t", "reserve_id_t", "int5",
                                        "half4",       "bool2",       "quad",         "quad2",
                                        "float4x4"};
    static const char *const not_types[] = {"pipe",  "float",     "int",     "atomic", "atomic_char",
                                            "event", "image4d_t", "float4a", "x"};
    const char *why;
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        CHECK(type_is_builtin_type_name(types[i], (uint32_t)strlen(types[i])) &&
                  type_lookup_builtin(tt, types[i], &why),
              "'%s' is a built-in type name", types[i]);
    for (size_t i = 0; i < sizeof not_types / sizeof *not_types; i++)
        CHECK(!type_is_builtin_type_name(not_types[i], (uint32_t)strlen(not_types[i])) &&
                  !type_lookup_builtin(tt, not_types[i], &why),
              "'%s' is not a built-in type name", not_types[i]);
    CHECK(type_is_error(type_lookup_builtin(tt, "half4", &why)) && why && strstr(why, "cl_khr_fp16"), "half4");
    CHECK(type_is_error(type_lookup_builtin(tt, "int4x4", &why)) && why && strstr(why, "matrix"), "int4x4");
    CHECK(type_opaque_feature(OPQ_IMAGE2D) == FEAT_IMAGES && type_opaque_feature(OPQ_EVENT) == FEAT_NONE &&
              type_opaque_since(OPQ_QUEUE) == 200 && type_opaque_since(OPQ_IMAGE1D) == 120,
          "the opaque table's columns");
}

int main(void)
{
    Arena a;
    tt = unit_types(&a, target_host());
    test_interning();
    test_scalar_and_vector_sizes();
    test_properties();
    test_targets();
    test_enums();
    test_spelling();
    test_names();
    arena_free(&a);
    return test_summary();
}
