/*
 * record-layout.c - unit test of type_record_complete() and
 * type_record_find(): every record of SHAPES below is declared twice,
 * once for the host C compiler and once, member by member, for
 * type_record_complete(); the size, the alignment and the offset of
 * every member (found by name, through anonymous members too) must be
 * the host compiler's sizeof, _Alignof and offsetof.  OpenCL wants
 * records laid out as the host lays them out, so that buffers and kernel
 * arguments of records mean the same on both sides; the host compiler is
 * the reference, not a table written by hand.
 *
 * RUN: %unit-cc %s %unit-ld -o %t
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[1-9][0-9]+}} passed, 0 failed
 */
#include "unit.h"

/*
 * A shape: SHAPE(name, struct|union, attributes, members), the members
 *   F(type, name)             a member of a scalar, vector or earlier record type
 *   A(type, name, n)          an array of n
 *   AL(type, name, n)         a member declared __attribute__((aligned(n)))
 *   PK(type, name)            a member declared __attribute__((packed))
 *   PKAL(type, name, n)       a member declared __attribute__((packed, aligned(n)))
 *   ANON(struct|union, members)  an anonymous struct or union member (C11)
 * and the attributes NONE, PACKED, AL16, AL32, PACKED_AL8 of the record.
 * An earlier shape is the type R_<name>.
 */
#define SHAPES(SHAPE)                                                                                       \
    SHAPE(cd, struct, NONE, F(char, c) F(double, d))                                                        \
    SHAPE(dc, struct, NONE, F(double, d) F(char, c))                                                        \
    SHAPE(cdc, struct, NONE, F(char, a) F(double, d) F(char, b))                                            \
    SHAPE(ci, struct, NONE, F(char, c) F(int, i))                                                           \
    SHAPE(sc, struct, NONE, F(short, s) F(char, c))                                                         \
    SHAPE(ccc, struct, NONE, F(char, a) F(char, b) F(char, c))                                              \
    SHAPE(lc, struct, NONE, F(long, l) F(char, c))                                                          \
    SHAPE(fcf, struct, NONE, F(float, a) F(char, c) F(float, b))                                            \
    SHAPE(unsigned_mix, struct, NONE, F(uchar, a) F(ushort, b) F(uint, c) F(ulong, d) F(uchar, e))          \
    SHAPE(bool_half, struct, NONE, F(bool, b) F(half, h) F(bool, c) F(float, f))                            \
    SHAPE(c_float4, struct, NONE, F(char, c) F(float4, v))                                                  \
    SHAPE(c_float3_c, struct, NONE, F(char, c) F(float3, v) F(char, d))                                     \
    SHAPE(c_double3, struct, NONE, F(char, c) F(double3, v))                                                \
    SHAPE(c_char3_c, struct, NONE, F(char, c) F(char3, v) F(char, d))                                       \
    SHAPE(short3_s, struct, NONE, F(short3, v) F(short, s))                                                 \
    SHAPE(c_char16, struct, NONE, F(char, c) F(char16, v))                                                  \
    SHAPE(c_double16_i, struct, NONE, F(char, c) F(double16, v) F(int, i))                                  \
    SHAPE(vec_mix, struct, NONE, F(uchar2, a) F(int3, b) F(ushort8, c) F(long2, d) F(float8, e) F(char, f)) \
    SHAPE(nested, struct, NONE, F(char, c) F(R_cd, inner) F(char, d))                                       \
    SHAPE(nested2, struct, NONE, F(R_cdc, a) F(R_c_float3_c, b) F(R_sc, c))                                 \
    SHAPE(deep, struct, NONE, F(char, c) F(R_nested, n) F(R_c_char3_c, x))                                  \
    SHAPE(arr_int, struct, NONE, F(char, c) A(int, a, 3) F(char, d))                                        \
    SHAPE(arr_vec, struct, NONE, F(char, c) A(float4, v, 2) F(char, d))                                     \
    SHAPE(arr_vec3, struct, NONE, A(char3, v, 3) F(char, d))                                                \
    SHAPE(arr_rec, struct, NONE, A(R_cd, a, 2) F(char, c))                                                  \
    SHAPE(arr_char, struct, NONE, A(char, s, 7) F(short, t))                                                \
    SHAPE(u_cd, union, NONE, F(char, c) F(double, d))                                                       \
    SHAPE(u_mix, union, NONE, F(int, i) F(float4, v) A(char, c, 5))                                         \
    SHAPE(u_char3, union, NONE, F(char3, v) A(char, c, 5))                                                  \
    SHAPE(u_rec, union, NONE, F(R_cdc, a) F(R_arr_int, b) F(short, s))                                      \
    SHAPE(with_union, struct, NONE, F(char, c) F(R_u_cd, u) F(char, d))                                     \
    SHAPE(p_cd, struct, PACKED, F(char, c) F(double, d))                                                    \
    SHAPE(p_cif4, struct, PACKED, F(char, c) F(int, i) F(float4, v))                                        \
    SHAPE(p_nested, struct, PACKED, F(char, c) F(R_cd, s) F(short, t))                                      \
    SHAPE(p_in_struct, struct, NONE, F(char, c) F(R_p_cd, p) F(char, d))                                    \
    SHAPE(p_union, union, PACKED, F(char, c) F(double, d))                                                  \
    SHAPE(p_al8, struct, PACKED_AL8, F(char, c) F(int, i))                                                  \
    SHAPE(al16, struct, AL16, F(char, c))                                                                   \
    SHAPE(al32, struct, AL32, F(double, d) F(char, c))                                                      \
    SHAPE(al_member, struct, NONE, F(char, c) AL(int, i, 16) F(char, d))                                    \
    SHAPE(al_member_low, struct, NONE, F(char, c) AL(double, d, 2) F(char, e))                              \
    SHAPE(p_al_member, struct, PACKED, F(char, c) AL(int, i, 4) F(char, d))                                 \
    SHAPE(anon, struct, NONE,                                                                               \
          F(char, c) ANON(struct, F(int, x) F(double, y)) ANON(union, F(char, u1) F(int4, u2)) F(char, z))  \
    SHAPE(anon_deep, struct, NONE,                                                                          \
          F(int, a) ANON(union, ANON(struct, F(char, p) F(double, q)) F(long, r)) F(char3, s))              \
    SHAPE(anon_union, union, NONE, F(char, c) ANON(struct, F(short, h) F(R_cd, rec)))                       \
    SHAPE(pk_member, struct, NONE, F(char, c) PK(int, i) F(char, d) PK(double, e))                          \
    SHAPE(pkal_member, struct, NONE, F(char, c) PKAL(int, i, 2) F(char, d))                                 \
    SHAPE(pk_member_vec, struct, NONE, F(char, c) PK(float4, v) F(short, s))

/* ---- the host's records ------------------------------------------------ */

#define ATTR_NONE
#define ATTR_PACKED     __attribute__((packed))
#define ATTR_AL16       __attribute__((aligned(16)))
#define ATTR_AL32       __attribute__((aligned(32)))
#define ATTR_PACKED_AL8 __attribute__((packed, aligned(8)))

#define F(t, n)                       t n;
#define A(t, n, len)                  t n[len];
#define AL(t, n, al)                  t n __attribute__((aligned(al)));
#define PK(t, n)                      t n __attribute__((packed));
#define PKAL(t, n, al)                t n __attribute__((packed, aligned(al)));
#define ANON(kw, members)             kw{members};
#define SHAPE(tag, kw, attr, members) typedef kw ATTR_##attr tag{members} R_##tag;
SHAPES(SHAPE)
#undef SHAPE
#undef ANON
#undef AL
#undef PK
#undef PKAL
#undef A
#undef F

/* ---- the same records, for type_record_complete ------------------------- */

static TypeTable *tt;

/* The completed shapes, by their host name (R_<name>). */
static struct {
    const char *name;
    Type *type;
} records[64];
static int nrecords;

static Type *named(const char *name)
{
    for (int i = 0; i < nrecords; i++)
        if (!strcmp(records[i].name, name)) return records[i].type;
    const char *why = NULL;
    Type *t = type_scalar_by_name(tt, name, (uint32_t)strlen(name));
    if (!t) t = type_lookup_builtin(tt, name, &why);
    CHECK(t && !why, "'%s' is a type name", name);
    return t ? t : type_basic(tt, TY_ERROR);
}

static Type *complete(const char *tag, bool is_union, const MemberSpec *ms, int n, bool packed, int32_t align)
{
    Type *r = type_record_new(tt, tag, is_union, loc_none());
    CHECK(!type_is_complete(r) && type_size(r) == -1, "%s: incomplete before its members", tag ? tag : "anonymous");
    CHECK(type_record_complete(tt, r, ms, n, packed, align, loc_none()), "%s: completed", tag ? tag : "anonymous");
    return r;
}

#define PACKED_NONE       false
#define PACKED_PACKED     true
#define PACKED_AL16       false
#define PACKED_AL32       false
#define PACKED_PACKED_AL8 true
#define ALIGN_NONE        0
#define ALIGN_PACKED      0
#define ALIGN_AL16        16
#define ALIGN_AL32        32
#define ALIGN_PACKED_AL8  8
#define IS_UNION_struct   false
#define IS_UNION_union    true

#define MEMBERS(...)      (MemberSpec[]){__VA_ARGS__}, (int)(sizeof((MemberSpec[]){__VA_ARGS__}) / sizeof(MemberSpec))
#define F(t, n)           {#n, named(#t), 0, {0}, false, NULL},
#define A(t, n, len)      {#n, type_array(tt, named(#t), len), 0, {0}, false, NULL},
#define AL(t, n, al)      {#n, named(#t), al, {0}, false, NULL},
#define PK(t, n)          {#n, named(#t), 0, {0}, true, NULL},
#define PKAL(t, n, al)    {#n, named(#t), al, {0}, true, NULL},
#define ANON(kw, members) {NULL, complete(NULL, IS_UNION_##kw, MEMBERS(members), false, 0), 0, {0}, false, NULL},
#define SHAPE(tag, kw, attr, members)   \
    records[nrecords].name = "R_" #tag; \
    records[nrecords++].type = complete(#tag, IS_UNION_##kw, MEMBERS(members), PACKED_##attr, ALIGN_##attr);
static void build(void) { SHAPES(SHAPE) }
#undef SHAPE
#undef ANON
#undef AL
#undef PK
#undef PKAL
#undef A
#undef F

/* ---- comparison ------------------------------------------------------------ */

static void check_member(Type *r, const char *rname, const char *member, size_t host_offset)
{
    int64_t off = -1;
    const Member *m = type_record_find(r, member, &off);
    CHECK(m && !strcmp(m->name, member), "%s.%s is found", rname, member);
    CHECK(off == (int64_t)host_offset, "%s.%s: offset %lld, host %zu", rname, member, (long long)off, host_offset);
}

#define F(t, n)           check_member(r, rname, #n, offsetof(R, n));
#define A(t, n, len)      F(t, n)
#define AL(t, n, al)      F(t, n)
#define PK(t, n)          F(t, n)
#define PKAL(t, n, al)    F(t, n)
#define ANON(kw, members) members
#define SHAPE(tag, kw, attr, members)                                                                           \
    {                                                                                                           \
        typedef R_##tag R;                                                                                      \
        Type *r = named("R_" #tag);                                                                             \
        const char *rname = #tag;                                                                               \
        CHECK(type_size(r) == (int64_t)sizeof(R) && type_align(r) == (int64_t)_Alignof(R),                      \
              #tag ": size %lld, align %lld; host %zu, %zu", (long long)type_size(r), (long long)type_align(r), \
              sizeof(R), _Alignof(R));                                                                          \
        CHECK(type_is_complete(r) && !type_is_arith(r) && !type_is_scalar(r), #tag ": complete, not scalar");   \
        members                                                                                                 \
    }
static void compare(void) { SHAPES(SHAPE) }
#undef SHAPE
#undef ANON
#undef AL
#undef PK
#undef PKAL
#undef A
#undef F

/* ---- what the shapes do not cover ------------------------------------------- */

static void test_edges(void)
{
    Type *i = type_basic(tt, TY_INT), *c = type_basic(tt, TY_CHAR);
    int64_t off = 0;

    /* Qualified variants and arrays made before the record is complete
     * take its layout once it is. */
    Type *s = type_record_new(tt, "Late", false, loc_none());
    Type *cs = type_qualified(tt, s, Q_CONST, AS_GLOBAL);
    Type *arr = type_array(tt, s, 3);
    CHECK(type_size(cs) == -1 && !type_is_complete(arr), "incomplete before");
    MemberSpec ms[] = {{"a", c, 0, {0}, false, NULL}, {"b", i, 0, {0}, false, NULL}};
    CHECK(type_record_complete(tt, s, ms, 2, false, 0, loc_none()), "Late completed");
    CHECK(type_size(cs) == 8 && type_align(cs) == 4 && type_is_complete(cs) && cs->rec.nmembers == 2,
          "const global struct Late has the layout: %lld", (long long)type_size(cs));
    CHECK(type_array(tt, s, 3) == arr && type_size(arr) == 24 && type_is_complete(arr), "struct Late[3]: %lld",
          (long long)type_size(arr));
    CHECK(type_record_find(cs, "b", &off) && off == 4, "found through the qualified variant");
    CHECK(!type_record_find(s, "nope", &off), "no such member");
    CHECK(!type_record_find(i, "a", &off), "an int has no members");
    CHECK(type_record_find(s, "a", NULL), "the offset is optional");

    /* Members must be complete; a size past every memory is refused. */
    Type *u = type_record_new(tt, "Undefined", false, loc_none());
    MemberSpec bad[] = {{"x", u, 0, {0}, false, NULL}};
    CHECK(!type_record_complete(tt, type_record_new(tt, "Holder", false, loc_none()), bad, 1, false, 0, loc_none()),
          "an incomplete member is refused");
    Type *huge = type_array(tt, c, (int64_t)1 << 59);
    MemberSpec big[] = {
        {"a", huge, 0, {0}, false, NULL}, {"b", huge, 0, {0}, false, NULL}, {"c", huge, 0, {0}, false, NULL}};
    Type *b = type_record_new(tt, "Big", false, loc_none());
    CHECK(!type_record_complete(tt, b, big, 3, false, 0, loc_none()) && !type_is_complete(b),
          "a record of 3 << 59 bytes is refused and stays incomplete");

    /* The members are copied, as laid out. */
    Type *rec = named("R_al_member");
    CHECK(rec->rec.nmembers == 3 && rec->rec.members[1].align == 16 && rec->rec.members[1].type == i,
          "Member.align is the alignment applied");
    CHECK(named("R_p_cd")->rec.packed && !named("R_cd")->rec.packed, "packed is kept");
    CHECK(named("R_u_cd")->rec.is_union && !strcmp(named("R_u_cd")->rec.name, "union u_cd"), "union u_cd");
    Type *anon = named("R_anon")->rec.members[1].type;
    CHECK(named("R_anon")->rec.members[1].name == NULL && type_is_record(anon) && anon->rec.tag == NULL,
          "an anonymous member has no name and an untagged record type");
}

int main(void)
{
    Arena a;
    tt = unit_types(&a, target_host());
    build();
    compare();
    test_edges();
    arena_free(&a);
    return test_summary();
}
