/*
 * builtins.c - OpenCL C built-in functions in sema: the reinterpretations
 * as_T(), the conversions convert_T[n][_sat][_rtX](), and the table of
 * every other built-in (builtins.def), with clang's overload resolution.
 *
 * as_ and convert_ are families of names, not table rows: a name is parsed
 * into (type, saturation, rounding) by parse_convert_name(), which is also
 * what produces the diagnostics for names that are almost right (a suffix
 * in the wrong order, a typo in the type, an unknown rounding mode), with
 * did-you-mean fix-its.  Their semantics follow shared/spec/ and the
 * decisions recorded in docs/astype.md and docs/conversions.md.
 *
 * The table's rows are overload families (builtins.def says how to read
 * one).  A call of a table name is resolved as clang resolves a call of
 * OpenCL's overloaded built-ins (C++'s rules, which clang applies to
 * __attribute__((overloadable))):
 *
 *   1. the candidates are every overload of every row of the name that
 *      the compilation has (the row's version and feature, the element
 *      types' features), each element type and lane count of T a
 *      candidate of its own;
 *   2. each argument is ranked against the candidate's parameter: an
 *      exact match (a pointer may gain const), a promotion (char, uchar,
 *      short, ushort and bool to int; float to double), a conversion
 *      (any other arithmetic conversion; a named address space to
 *      generic; 0 to event_t), or, worst, a scalar widened to a vector
 *      (clang's "OpenCL scalar widening" rank);
 *   3. the best candidate is the viable one at least as good as every
 *      other on every argument and better on one.  With none, the call
 *      is ambiguous and an error, as in clang: min((short)1, 1L) matches
 *      min(short, short) and min(long, long) equally, and picking one
 *      would narrow the other argument behind the user's back.
 *
 * Candidates are ranked on small descriptors (element kind, lanes,
 * pointer qualifiers and space) without making a Type, so resolving a
 * call of `min`, which has 110 overloads, costs a few microseconds; only
 * the winner's parameter types are interned, to convert the arguments.
 * A call no candidate takes is reported with clang's notes for the
 * closest few ("candidate function not viable: no known conversion from
 * 'int4' to 'float4' for 1st argument"); a name that exists only in
 * another version or with a feature says which; a misspelled name gets
 * a did-you-mean (builtins_suggest).
 *
 * The rows are parsed once per process into an index (a hash from name to
 * rows, and each row's signature decoded), published with an atomic
 * pointer: sema runs on many threads of one process (the library).
 */
#include "sema/sema_int.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* ---- the rows ---------------------------------------------------------- */

enum { NEED_FEATURE = 0x100, NEED_EXTENSION = 0x200 };

typedef struct BuiltinRow {
    const char *name;
    uint16_t elems; /* GEN_* bits */
    uint8_t widths; /* WIDTH() bits */
    uint16_t since;
    uint16_t needs; /* 0, NEED_FEATURE | Feature, or NEED_EXTENSION | Extension */
    const char *sig;
} BuiltinRow;

#define NONE    0
#define FEAT(f) (NEED_FEATURE | FEAT_##f)
#define EXT(e)  (NEED_EXTENSION | EXT_##e)
static const BuiltinRow rows[BI_COUNT] = {
#define BUILTIN(name, elems, widths, sig, since, needs, lowering) {#name, elems, widths, since, needs, sig},
#include "sema/builtins.def"
#undef BUILTIN
};
#undef NONE
#undef FEAT
#undef EXT

const char *builtins_name(int id) { return id >= 0 && id < BI_COUNT ? rows[id].name : "?"; }

/* ---- signatures ---------------------------------------------------------- */

/* What a signature position is, relative to T (builtins.def).  Those
 * from SK_T on mention T. */
enum { SK_FIXED, SK_SIZE, SK_EVENT, SK_FLAG, SK_OPAQUE, SK_T, SK_S, SK_U, SK_I, SK_R, SK_N, SK_W, SK_A };

/* What an int position of an atomic function means (builtins.def's order
 * and scope words): its argument must be a constant, checked after the
 * call is resolved (check_memory_args). */
enum { ROLE_NONE, ROLE_ORDER, ROLE_ORDER_LOAD, ROLE_ORDER_STORE, ROLE_ORDER_FAIL, ROLE_SCOPE, ROLE_FENCE_SCOPE };

typedef struct SigPos {
    uint8_t kind;   /* SK_* */
    uint8_t scalar; /* SK_FIXED: the element's TypeKind (TY_VOID for void); SK_OPAQUE: the OpaqueKind */
    uint8_t lanes;  /* a count written in the signature; 0: T's (1 for S and fixed scalars) */
    bool ptr;       /* a pointer to the type above */
    bool pconst;    /* ... to const */
    bool pvolatile; /* ... to volatile */
    uint8_t role;   /* ROLE_*: an int that is a memory order or scope */
    uint8_t spaces; /* ... in these address spaces (1 << AS_*); SPACES_ANY when none was written */
} SigPos;

#define SIG_MAX_PARAMS 8
#define SPACES_ANY     0xff

typedef struct Sig {
    SigPos ret, params[SIG_MAX_PARAMS];
    uint8_t nparams;
    bool generic; /* mentions T: one candidate per element type and width */
} Sig;

/* A name's signatures are parsed the first time a compilation names it
 * (slot_parse): most programs name a handful of the table's ~300 names. */
enum { SLOT_RAW, SLOT_PARSING, SLOT_PARSED };

typedef struct NameSlot {
    const char *name;      /* NULL: empty */
    uint16_t first;        /* into BuiltinIndex.order */
    uint16_t count;
    _Atomic uint8_t state; /* SLOT_*: whether its rows' sigs are parsed */
    bool bad;              /* once parsed: a signature of its rows does not parse */
} NameSlot;

typedef struct BuiltinIndex {
    Sig sigs[BI_COUNT];       /* those of parsed slots' rows */
    uint16_t order[BI_COUNT]; /* row ids grouped by name, table order within a name */
    NameSlot *slots;
    unsigned cap;             /* a power of two */
} BuiltinIndex;

static unsigned name_hash(const char *s, size_t n)
{
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static bool is_word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static const char *skip_space(const char *p)
{
    while (*p == ' ') p++;
    return p;
}

/* One position: "[const] [space] base [count] [*]". */
static const char *parse_pos(const char *p, SigPos *out)
{
    /* A name's signatures are parsed the first time a compilation names
     * it (slot_parse): the words carry their lengths and are compared from
     * their first letter, so that this costs a few hundred instructions per
     * word, not thousands of strlen's. */
#define W(s) s, sizeof s - 1
    static const struct {
        const char *word;
        uint8_t len, kind, scalar, role;
    } bases[] = {
        {W("void"), SK_FIXED, TY_VOID},
        {W("bool"), SK_FIXED, TY_BOOL},
        {W("char"), SK_FIXED, TY_CHAR},
        {W("uchar"), SK_FIXED, TY_UCHAR},
        {W("short"), SK_FIXED, TY_SHORT},
        {W("ushort"), SK_FIXED, TY_USHORT},
        {W("int"), SK_FIXED, TY_INT},
        {W("uint"), SK_FIXED, TY_UINT},
        {W("long"), SK_FIXED, TY_LONG},
        {W("ulong"), SK_FIXED, TY_ULONG},
        {W("half"), SK_FIXED, TY_HALF},
        {W("float"), SK_FIXED, TY_FLOAT},
        {W("double"), SK_FIXED, TY_DOUBLE},
        {W("size_t"), SK_SIZE, TY_VOID},
        {W("event_t"), SK_EVENT, TY_VOID},
        {W("sampler_t"), SK_OPAQUE, OPQ_SAMPLER},
        {W("image1d_t"), SK_OPAQUE, OPQ_IMAGE1D},
        {W("image1d_array_t"), SK_OPAQUE, OPQ_IMAGE1D_ARRAY},
        {W("image1d_buffer_t"), SK_OPAQUE, OPQ_IMAGE1D_BUFFER},
        {W("image2d_t"), SK_OPAQUE, OPQ_IMAGE2D},
        {W("image2d_array_t"), SK_OPAQUE, OPQ_IMAGE2D_ARRAY},
        {W("image2d_depth_t"), SK_OPAQUE, OPQ_IMAGE2D_DEPTH},
        {W("image2d_array_depth_t"), SK_OPAQUE, OPQ_IMAGE2D_ARRAY_DEPTH},
        {W("image3d_t"), SK_OPAQUE, OPQ_IMAGE3D},
        {W("T"), SK_T, TY_VOID},
        {W("S"), SK_S, TY_VOID},
        {W("U"), SK_U, TY_VOID},
        {W("I"), SK_I, TY_VOID},
        {W("R"), SK_R, TY_VOID},
        {W("N"), SK_N, TY_VOID},
        {W("W"), SK_W, TY_VOID},
        {W("A"), SK_A, TY_VOID},
        {W("atomic_flag"), SK_FLAG, TY_INT},
        {W("order"), SK_FIXED, TY_INT, ROLE_ORDER},
        {W("order_load"), SK_FIXED, TY_INT, ROLE_ORDER_LOAD},
        {W("order_store"), SK_FIXED, TY_INT, ROLE_ORDER_STORE},
        {W("order_fail"), SK_FIXED, TY_INT, ROLE_ORDER_FAIL},
        {W("scope"), SK_FIXED, TY_INT, ROLE_SCOPE},
        {W("fence_scope"), SK_FIXED, TY_INT, ROLE_FENCE_SCOPE},
    };
    static const struct {
        const char *word;
        uint8_t len;
        AddrSpace as;
    } spaces[] = {{W("global"), AS_GLOBAL},
                  {W("local"), AS_LOCAL},
                  {W("constant"), AS_CONSTANT},
                  {W("private"), AS_PRIVATE},
                  {W("generic"), AS_GENERIC}};
#undef W
    memset(out, 0, sizeof *out);
    out->spaces = SPACES_ANY;
    bool have_base = false, have_space = false;
    for (;;) {
        p = skip_space(p);
        const char *w = p;
        while (is_word_char(*p)) p++;
        size_t n = (size_t)(p - w);
        if (!n) break;
        if (n == 5 && !memcmp(w, "const", 5) && !have_base) {
            out->pconst = true;
            continue;
        }
        if (n == 8 && !memcmp(w, "volatile", 8) && !have_base) {
            out->pvolatile = true;
            continue;
        }
        bool matched = false;
        for (size_t i = 0; i < sizeof spaces / sizeof *spaces && !have_base && !have_space; i++)
            if (spaces[i].len == n && spaces[i].word[0] == w[0] && !memcmp(w, spaces[i].word, n)) {
                out->spaces = (uint8_t)(1u << spaces[i].as);
                have_space = matched = true;
            }
        if (matched) continue;
        if (have_base) return NULL;
        /* The base: the longest word of the table that w starts with, then digits. */
        size_t best = 0;
        for (size_t i = 0; i < sizeof bases / sizeof *bases; i++) {
            size_t l = bases[i].len;
            if (l <= n && l > best && bases[i].word[0] == w[0] && !memcmp(w, bases[i].word, l)) {
                best = l;
                out->kind = bases[i].kind;
                out->scalar = bases[i].scalar;
                out->role = bases[i].role;
            }
        }
        if (!best) return NULL;
        int lanes = 0;
        for (size_t i = best; i < n; i++) {
            if (w[i] < '0' || w[i] > '9') return NULL;
            lanes = lanes * 10 + (w[i] - '0');
        }
        if (best < n && lanes != 2 && lanes != 3 && lanes != 4 && lanes != 8 && lanes != 16) return NULL;
        out->lanes = (uint8_t)lanes;
        have_base = true;
    }
    p = skip_space(p);
    if (*p == '*') {
        out->ptr = true;
        p++;
    } else if (out->pconst || out->pvolatile || have_space || out->kind == SK_A || out->kind == SK_FLAG) {
        return NULL; /* qualifiers and spaces qualify pointees only; atomics are pointed at */
    }
    return have_base ? skip_space(p) : NULL;
}

static bool pos_uses_t(const SigPos *s) { return s->kind >= SK_T; }

static bool parse_sig(const char *s, Sig *sig)
{
    memset(sig, 0, sizeof *sig);
    const char *p = parse_pos(s, &sig->ret);
    if (!p || *p != '(') return false;
    p = skip_space(p + 1);
    if (*p != ')')
        for (;;) {
            if (sig->nparams == SIG_MAX_PARAMS) return false;
            SigPos *q = &sig->params[sig->nparams++];
            p = parse_pos(p, q);
            if (!p || (q->kind == SK_FIXED && q->scalar == TY_VOID && !q->ptr)) return false;
            if (*p == ')') break;
            if (*p != ',') return false;
            p++;
        }
    if (*skip_space(p + 1)) return false;
    sig->generic = pos_uses_t(&sig->ret);
    for (int i = 0; i < sig->nparams; i++) sig->generic |= pos_uses_t(&sig->params[i]);
    return true;
}

/* ---- the index ------------------------------------------------------------ */

static NameSlot *slot_for(NameSlot *slots, unsigned cap, const char *name, size_t len)
{
    unsigned i = name_hash(name, len) & (cap - 1);
    while (slots[i].name && (strlen(slots[i].name) != len || memcmp(slots[i].name, name, len))) i = (i + 1) & (cap - 1);
    return &slots[i];
}

static BuiltinIndex *index_build(void)
{
    BuiltinIndex *ix = calloc(1, sizeof *ix);
    if (!ix) return NULL;
    ix->cap = 64;
    while (ix->cap < 2u * BI_COUNT) ix->cap *= 2;
    ix->slots = calloc(ix->cap, sizeof *ix->slots);
    if (!ix->slots) {
        free(ix);
        return NULL;
    }
    /* Count the rows of each name, then place them (counting sort). */
    for (int r = 0; r < BI_COUNT; r++) {
        NameSlot *s = slot_for(ix->slots, ix->cap, rows[r].name, strlen(rows[r].name));
        s->name = rows[r].name;
        s->count++;
    }
    unsigned next = 0;
    for (unsigned i = 0; i < ix->cap; i++)
        if (ix->slots[i].name) {
            ix->slots[i].first = (uint16_t)next;
            next += ix->slots[i].count;
            ix->slots[i].count = 0;
        }
    for (int r = 0; r < BI_COUNT; r++) {
        NameSlot *s = slot_for(ix->slots, ix->cap, rows[r].name, strlen(rows[r].name));
        ix->order[s->first + s->count++] = (uint16_t)r;
    }
    return ix;
}

static _Atomic(BuiltinIndex *) the_index;

/* The index, built by the first caller (NULL when out of memory). */
static const BuiltinIndex *index_get(void)
{
    BuiltinIndex *ix = atomic_load_explicit(&the_index, memory_order_acquire);
    if (ix) return ix;
    BuiltinIndex *mine = index_build(), *expected = NULL;
    if (!mine) return NULL;
    if (atomic_compare_exchange_strong_explicit(&the_index, &expected, mine, memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    free(mine->slots); /* another thread published first */
    free(mine);
    return expected;
}

/* Parses the signatures of ns's rows unless done: by the first thread to
 * get here, while any other waits (a few microseconds).  The index is
 * shared by every compilation of the process, so the parse writes it
 * through a cast; no reader looks at a row's Sig before its slot is
 * parsed, since every slot comes from index_find or slot_parse. */
static void slot_parse(const BuiltinIndex *ix, const NameSlot *ns)
{
    NameSlot *s = (NameSlot *)ns;
    if (atomic_load_explicit(&s->state, memory_order_acquire) == SLOT_PARSED) return;
    uint8_t raw = SLOT_RAW;
    if (atomic_compare_exchange_strong_explicit(&s->state, &raw, SLOT_PARSING, memory_order_acquire,
                                                memory_order_acquire)) {
        Sig *sigs = (Sig *)ix->sigs;
        bool bad = false;
        for (int k = 0; k < s->count; k++) {
            int r = ix->order[s->first + k];
            bad |= !parse_sig(rows[r].sig, &sigs[r]);
        }
        s->bad = bad;
        atomic_store_explicit(&s->state, SLOT_PARSED, memory_order_release);
        return;
    }
    while (atomic_load_explicit(&s->state, memory_order_acquire) != SLOT_PARSED) sched_yield();
}

/* The slot of a built-in name, its signatures parsed; NULL: no such name. */
static const NameSlot *index_find(const BuiltinIndex *ix, const char *name)
{
    const NameSlot *s = slot_for(ix->slots, ix->cap, name, strlen(name));
    if (!s->name) return NULL;
    slot_parse(ix, s);
    return s;
}

bool builtins_is_builtin_name(const char *name)
{
    if (!strncmp(name, "as_", 3) || !strncmp(name, "convert_", 8)) return true;
    const BuiltinIndex *ix = index_get();
    return ix && index_find(ix, name);
}

void builtins_declare(Sema *S) { (void)S; }

/* Whether the compilation has row r: its version and its feature. */
static bool row_available(Sema *S, int r)
{
    const BuiltinRow *row = &rows[r];
    if (S->lang->cl_std < row->since) return false;
    if (row->needs & NEED_FEATURE) return lang_has(S->lang, (Feature)(row->needs & 0xff));
    if (row->needs & NEED_EXTENSION) return lang_has_ext(S->lang, (Extension)(row->needs & 0xff));
    return true;
}

/* What a compilation lacks for row r, as a phrase for "requires ...". */
static const char *row_requirement(Sema *S, int r)
{
    const BuiltinRow *row = &rows[r];
    if (S->lang->cl_std < row->since)
        return arena_printf(S->a, "OpenCL C %d.%d or newer", row->since / 100, row->since / 10 % 10);
    if (row->needs & NEED_FEATURE)
        return arena_printf(S->a, "the %s feature", feature_macro((Feature)(row->needs & 0xff)));
    return arena_printf(S->a, "the %s extension", extension_name((Extension)(row->needs & 0xff)));
}

/* The available built-in name closest to `name`, for "did you mean". */
const char *builtins_suggest(Sema *S, const char *name)
{
    const BuiltinIndex *ix = index_get();
    if (!ix) return NULL;
    int max = diag_suggest_max_distance(name), best_d = max + 1;
    const char *best = NULL;
    for (unsigned i = 0; i < ix->cap; i++) {
        const NameSlot *s = &ix->slots[i];
        if (!s->name) continue;
        bool avail = false;
        for (int k = 0; k < s->count && !avail; k++) avail = row_available(S, ix->order[s->first + k]);
        if (!avail) continue;
        int d = diag_edit_distance(name, s->name, max);
        /* Ties go to the name earlier in the table, not the hash order. */
        if (d < best_d || (d == best_d && best && ix->order[s->first] < ix->order[index_find(ix, best)->first])) {
            best_d = d;
            best = s->name;
        }
    }
    return best;
}
/* ---- names ------------------------------------------------------------ */

int builtins_edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 64 || lb > 64) return 99;
    int d[65][65];
    for (size_t i = 0; i <= la; i++) d[i][0] = (int)i;
    for (size_t j = 0; j <= lb; j++) d[0][j] = (int)j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            int c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < c) c = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < c) c = d[i][j - 1] + 1;
            /* adjacent transposition counts as one edit */
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
                c = d[i - 2][j - 2] + 1;
            d[i][j] = c;
        }
    return d[la][lb];
}

const char *const builtins_elem_names[] = {"char", "uchar", "short", "ushort", "int",
                                           "uint", "long",  "ulong", "float",  "double"};
const char *const builtins_typedef_names[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"};
const int builtins_lane_counts[] = {1, 2, 3, 4, 8, 16};
const char *const builtins_round_names[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

/* Splits "<elem><digits><rest>" choosing the longest known element name. */
bool builtins_parse_type_prefix(const char *s, NameParse *np)
{
    static const char *const all[] = {"char", "uchar",  "short",     "ushort",   "int",       "uint",
                                      "long", "ulong",  "float",     "double",   "half",      "bool",
                                      "void", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "quad"};
    size_t best = 0;
    const char *bn = NULL;
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
        size_t l = strlen(all[i]);
        if (l > best && !strncmp(s, all[i], l)) {
            best = l;
            bn = all[i];
        }
    }
    if (!bn) return false;
    np->elem = bn;
    np->elem_len = best;
    const char *p = s + best;
    long n = 0;
    np->has_digits = false;
    while (*p >= '0' && *p <= '9') {
        n = n * 10 + (*p - '0');
        if (n > 100000) n = 100000;
        p++;
        np->has_digits = true;
    }
    np->written_lanes = np->has_digits ? n : 1;
    np->lanes = !np->has_digits ? 1 : (n == 2 || n == 3 || n == 4 || n == 8 || n == 16) ? (int)n : 0;
    np->rest = p;
    return true;
}

/* The element Type for an allowed element name, or NULL.  half is one
 * where the compilation has cl_khr_fp16 (it is not among the names that
 * suggestions are made from). */
Type *builtins_elem_type(Sema *S, const char *name)
{
    if (!strcmp(name, "half")) return sema_has_half(S) ? S->t_half : NULL;
    for (size_t i = 0; i < sizeof builtins_typedef_names / sizeof *builtins_typedef_names; i++)
        if (!strcmp(name, builtins_typedef_names[i])) {
            const char *why;
            return type_lookup_builtin(S->tt, name, &why); /* the target's */
        }
    for (size_t i = 0; i < sizeof builtins_elem_names / sizeof *builtins_elem_names; i++)
        if (!strcmp(name, builtins_elem_names[i])) return type_scalar_by_name(S->tt, name, (uint32_t)strlen(name));
    return NULL;
}

Type *builtins_make_type(Sema *S, Type *el, int lanes) { return lanes == 1 ? el : type_vector(S->tt, el, lanes); }

/* The closest valid name of the family to `name`, within 2 edits. */
const char *builtins_closest_name(Sema *S, const char *prefix, const char *name, bool with_suffixes)
{
    const char *best = NULL;
    int bd = 3;
    char buf[96];
    size_t ne = sizeof builtins_elem_names / sizeof *builtins_elem_names;
    for (size_t i = 0; i < ne; i++)
        for (size_t l = 0; l < sizeof builtins_lane_counts / sizeof *builtins_lane_counts; l++)
            for (int sat = 0; sat < (with_suffixes ? 2 : 1); sat++)
                for (int r = 0; r < (with_suffixes ? 5 : 1); r++) {
                    if (sat && i >= 8) continue;
                    if (builtins_lane_counts[l] == 1)
                        snprintf(buf, sizeof buf, "%s%s%s%s", prefix, builtins_elem_names[i], sat ? "_sat" : "",
                                 builtins_round_names[r]);
                    else
                        snprintf(buf, sizeof buf, "%s%s%d%s%s", prefix, builtins_elem_names[i], builtins_lane_counts[l],
                                 sat ? "_sat" : "", builtins_round_names[r]);
                    int d = builtins_edit_distance(name, buf);
                    if (d < bd) {
                        bd = d;
                        best = arena_strdup(S->a, buf);
                    }
                }
    return best;
}

Loc builtins_callee_loc(Expr *call) { return call->callee->loc; }

void builtins_check_args_quietly(Sema *S, Expr *call)
{
    for (int i = 0; i < call->args.n; i++) sema_rvalue(S, call->args.items[i]);
}

Expr *builtins_fail(Sema *S, Expr *call)
{
    builtins_check_args_quietly(S, call);
    return sema_error_expr(S, call);
}

/* Reports a wrong argument count for a one-argument family member. */
bool builtins_check_one_arg(Sema *S, Expr *call, const char *name, const char *family)
{
    if (call->args.n == 1) return true;
    Diagnostic *dg =
        diag_error(S->d, call->args.n ? ((Expr *)call->args.items[call->args.n > 1 ? 1 : 0])->loc : call->loc,
                   "%s function '%s' takes exactly one argument, %d given", family, name, call->args.n);
    diag_add_range(dg, builtins_callee_loc(call));
    return false;
}

/* ---- table built-ins: overload resolution ----------------------------------- */

/* A concrete type as ranking sees it. */
typedef struct Desc {
    uint8_t elem;   /* TypeKind of the scalar or element; TY_OPAQUE: event_t; TY_ERROR: anything else */
    uint8_t lanes;  /* 1 for a scalar */
    bool ptr;       /* a pointer to (elem, lanes) */
    uint8_t quals;  /* pointer: the pointee's Q_CONST | Q_VOLATILE */
    uint8_t as;     /* pointer: the pointee's address space (private when none was written) */
    uint8_t atomic; /* pointer: 0, or the pointee is atomic (elem) with ATOMIC_PLAIN or is atomic_flag */
    uint8_t opq;    /* TY_OPAQUE: the OpaqueKind (event_t, sampler_t, an image of any access) */
} Desc;

enum { ATOMIC_PLAIN = 1, ATOMIC_FLAG = 2 };

enum { RANK_EXACT, RANK_PROMOTION, RANK_CONVERSION, RANK_SPLAT, RANK_NONE };
/* Why an argument does not match (notes). */
enum { WHY_NONE, WHY_CONVERSION, WHY_CONST, WHY_SPACE };

static bool is_arith_kind(int k) { return k >= TY_BOOL && k <= TY_DOUBLE; }

static Desc desc_of_value(Type *t)
{
    Desc d = {TY_ERROR, 1, false, 0, 0, 0};
    if (type_is_arith(t)) {
        d.elem = t->kind;
    } else if (type_is_vector(t)) {
        d.elem = t->vec.elem->kind;
        d.lanes = (uint8_t)t->vec.lanes;
    } else if (type_is_opaque(t) && (t->opq.kind == OPQ_EVENT || t->opq.kind == OPQ_SAMPLER || type_is_image(t))) {
        d.elem = TY_OPAQUE;
        d.opq = (uint8_t)t->opq.kind;
    }
    return d;
}

static Desc desc_of(Type *t)
{
    if (!type_is_pointer(t)) return desc_of_value(t);
    Type *p = t->ptr.pointee;
    Desc d = desc_of_value(type_is_atomic(p->unqual) ? p->unqual->atomic.value : p->unqual);
    if (type_is_atomic(p->unqual)) d.atomic = p->unqual->atomic.is_flag ? ATOMIC_FLAG : ATOMIC_PLAIN;
    d.ptr = true;
    d.quals = p->quals & (Q_CONST | Q_VOLATILE);
    d.as = p->as == AS_NONE ? AS_PRIVATE : p->as;
    return d;
}

static int unsigned_of(int k)
{
    switch (k) {
    case TY_CHAR:
    case TY_UCHAR: return TY_UCHAR;
    case TY_SHORT:
    case TY_USHORT:
    case TY_HALF: return TY_USHORT;
    case TY_INT:
    case TY_UINT:
    case TY_FLOAT: return TY_UINT;
    default: return TY_ULONG;
    }
}

static int signed_of(int k) { return unsigned_of(k) - 1; } /* TY_CHAR .. TY_LONG precede their unsigned */

static int wider(int k)
{
    switch (k) {
    case TY_CHAR: return TY_SHORT;
    case TY_UCHAR: return TY_USHORT;
    case TY_SHORT: return TY_INT;
    case TY_USHORT: return TY_UINT;
    case TY_INT: return TY_LONG;
    default: return TY_ULONG;
    }
}

/* Position sp of a candidate whose T is (e, w). */
static Desc instantiate(Sema *S, const SigPos *sp, int e, int w)
{
    Desc d = {TY_ERROR,   1, sp->ptr, (uint8_t)((sp->pconst ? Q_CONST : 0) | (sp->pvolatile ? Q_VOLATILE : 0)),
              AS_PRIVATE, 0, 0};
    int lanes = w;
    switch (sp->kind) {
    case SK_FIXED: d.elem = sp->scalar, lanes = 1; break;
    case SK_SIZE: d.elem = S->t_size->kind, lanes = 1; break;
    case SK_EVENT: d.elem = TY_OPAQUE, d.opq = OPQ_EVENT, lanes = 1; break;
    case SK_OPAQUE: d.elem = TY_OPAQUE, d.opq = sp->scalar, lanes = 1; break;
    case SK_T: d.elem = (uint8_t)e; break;
    case SK_S: d.elem = (uint8_t)e, lanes = 1; break;
    case SK_U: d.elem = (uint8_t)unsigned_of(e); break;
    case SK_I: d.elem = (uint8_t)signed_of(e); break;
    case SK_R: d.elem = (uint8_t)(w == 1 ? TY_INT : signed_of(e)); break;
    case SK_N: d.elem = TY_INT; break;
    case SK_W: d.elem = (uint8_t)wider(e); break;
    case SK_A: d.elem = (uint8_t)e, d.atomic = ATOMIC_PLAIN; break;
    case SK_FLAG: d.elem = TY_INT, lanes = 1, d.atomic = ATOMIC_FLAG; break;
    }
    if (sp->lanes) lanes = sp->lanes;
    d.lanes = (uint8_t)lanes;
    return d;
}

/* Whether the compilation has element k in a position; `storage`: the
 * pointee of a fixed `half *` (vload_half), which needs no fp16.  Every
 * row's half overloads are lowered where the compilation has fp16
 * (codegen/cg_builtin.c: the functions of values by their float
 * lowering, the math functions with a pointer, nan, fma and mad by
 * cg_math_half, the collectives by the runtime's float functions; the
 * rows that move bits or memory as they are), so half needs nothing
 * else here. */
static bool elem_available(Sema *S, int k, bool storage)
{
    switch (k) {
    case TY_HALF: return storage || sema_has_half(S);
    case TY_DOUBLE: return lang_has(S->lang, FEAT_FP64);
    case TY_LONG:
    case TY_ULONG: return lang_has(S->lang, FEAT_INT64);
    default: return true;
    }
}

/* A candidate: row r with T = (e, w). */
typedef struct Cand {
    uint16_t row;
    uint8_t e, w;
    uint8_t same; /* how many more candidates rank exactly as this one (below) */
} Cand;

typedef struct Eval {
    uint8_t rank[SIG_MAX_PARAMS];
    uint8_t as[SIG_MAX_PARAMS]; /* pointer parameters: the space the argument takes */
    int fail;                   /* the first argument that does not match, -1: viable, -2: wrong count */
    int why;                    /* WHY_* of that argument */
    int distance;               /* how far that argument is from the parameter (notes show the closest) */
} Eval;

/* The resolver's view of a call: the arguments' descriptors. */
typedef struct Call {
    Expr *call;
    const char *name;
    int nargs;
    Desc args[SIG_MAX_PARAMS];
    bool null_const[SIG_MAX_PARAMS]; /* an integer constant 0 (converts to event_t) */
    const BuiltinIndex *ix;
} Call;

static int width_of(int bit) { return (int[]){1, 2, 3, 4, 8, 16}[bit]; }

static int elem_size(int k)
{
    switch (k) {
    case TY_CHAR:
    case TY_UCHAR: return 1;
    case TY_SHORT:
    case TY_USHORT:
    case TY_HALF: return 2;
    case TY_INT:
    case TY_UINT:
    case TY_FLOAT: return 4;
    default: return 8;
    }
}

/* How unlike a and p are, for ordering the notes of a call no candidate
 * takes: the same lanes first, then the same element size, then the same
 * kind of number. */
static int distance(const Desc *a, const Desc *p)
{
    int d = 0;
    if (a->lanes != p->lanes) d += 8;
    if (a->elem == TY_ERROR || elem_size(a->elem) != elem_size(p->elem)) d += 4;
    if ((a->elem == TY_FLOAT || a->elem == TY_DOUBLE || a->elem == TY_HALF) !=
        (p->elem == TY_FLOAT || p->elem == TY_DOUBLE || p->elem == TY_HALF))
        d += 2;
    if (a->elem != p->elem) d += 1;
    return d;
}

/* Ranks argument i of `c` against parameter p; sets *as for a pointer. */
static int rank_arg(Sema *S, const Call *c, int i, const SigPos *sp, const Desc *p, uint8_t *as, int *why)
{
    const Desc *a = &c->args[i];
    *why = WHY_CONVERSION;
    if (p->ptr) {
        if (!a->ptr || a->elem != p->elem || a->lanes != p->lanes || a->atomic != p->atomic) return RANK_NONE;
        if (a->quals & ~p->quals) {
            *why = WHY_CONST;
            return RANK_NONE;
        }
        unsigned allowed = sp->spaces;
        if (allowed == SPACES_ANY) {
            allowed = (1u << AS_PRIVATE) | (1u << AS_GLOBAL) | (1u << AS_LOCAL);
            if (sp->pconst) allowed |= 1u << AS_CONSTANT;
            if (lang_has(S->lang, FEAT_GENERIC_ADDRESS_SPACE)) allowed |= 1u << AS_GENERIC;
        }
        if (allowed & (1u << a->as)) {
            *as = a->as;
            return RANK_EXACT;
        }
        if ((allowed & (1u << AS_GENERIC)) && lang_has(S->lang, FEAT_GENERIC_ADDRESS_SPACE) && a->as != AS_CONSTANT) {
            *as = AS_GENERIC;
            return RANK_CONVERSION;
        }
        *why = WHY_SPACE;
        return RANK_NONE;
    }
    if (a->ptr) return RANK_NONE;
    if (p->elem == TY_OPAQUE) {
        if (a->elem == TY_OPAQUE) return a->opq == p->opq ? RANK_EXACT : RANK_NONE;
        if (p->opq == OPQ_EVENT) return c->null_const[i] ? RANK_CONVERSION : RANK_NONE;
        /* A sampler from its literal (sema_image.c checks the value). */
        if (p->opq == OPQ_SAMPLER && is_arith_kind(a->elem) && a->lanes == 1 && a->elem != TY_FLOAT &&
            a->elem != TY_DOUBLE && a->elem != TY_HALF)
            return RANK_CONVERSION;
        return RANK_NONE;
    }
    if (!is_arith_kind(a->elem)) return RANK_NONE;
    if (p->lanes > 1) {
        if (a->lanes == 1) return RANK_SPLAT;
        return a->lanes == p->lanes && a->elem == p->elem ? RANK_EXACT : RANK_NONE;
    }
    if (a->lanes > 1) return RANK_NONE;
    if (a->elem == p->elem) return RANK_EXACT;
    if (p->elem == TY_INT && a->elem <= TY_USHORT) return RANK_PROMOTION; /* bool, char, uchar, short, ushort */
    if (p->elem == TY_DOUBLE && a->elem == TY_FLOAT) return RANK_PROMOTION;
    return RANK_CONVERSION;
}

/* Whether candidate c exists in this compilation (its element types). */
static bool cand_available(Sema *S, const Sig *sig, Cand c)
{
    if (!sig->generic) return true;
    Desc d = instantiate(S, &sig->ret, c.e, c.w);
    if (d.elem != TY_VOID && !elem_available(S, d.elem, false)) return false;
    for (int i = 0; i < sig->nparams; i++) {
        d = instantiate(S, &sig->params[i], c.e, c.w);
        if (!elem_available(S, d.elem, d.ptr && sig->params[i].kind == SK_FIXED)) return false;
    }
    return true;
}

static void evaluate(Sema *S, const Call *c, Cand cand, Eval *ev)
{
    const Sig *sig = &c->ix->sigs[cand.row];
    ev->fail = -1;
    ev->why = WHY_NONE;
    ev->distance = 0;
    if (sig->nparams != c->nargs) {
        ev->fail = -2;
        return;
    }
    for (int i = 0; i < c->nargs; i++) {
        Desc p = instantiate(S, &sig->params[i], cand.e, cand.w);
        int why;
        ev->rank[i] = (uint8_t)rank_arg(S, c, i, &sig->params[i], &p, &ev->as[i], &why);
        if (ev->rank[i] == RANK_NONE) {
            ev->fail = i;
            ev->why = why;
            ev->distance = distance(&c->args[i], &p);
            return;
        }
    }
}

/* Whether a is a better candidate than b: no argument worse, one better. */
static bool better(const Eval *a, const Eval *b, int n)
{
    bool some = false;
    for (int i = 0; i < n; i++) {
        if (a->rank[i] > b->rank[i]) return false;
        if (a->rank[i] < b->rank[i]) some = true;
    }
    return some;
}

/* Whether position sp takes T's lane count. */
static bool takes_t_lanes(const SigPos *sp) { return sp->kind >= SK_T && sp->kind != SK_S && !sp->lanes; }

/* Every candidate of the call's name whose row the compilation has, into
 * out[0..cap); returns the count (capped).  With `grouped`, the widths
 * that cannot differ are one candidate: when every argument in a position
 * of T's lanes is a scalar (or a pointer to one), the candidates of a row
 * and element with T a vector all rank the same (each such argument
 * widens), so the first stands for the others (`same` counts them: if it
 * wins, they tie with it), and the scalar candidate of the row, when the
 * row has one, is better than all of them anyway.  That keeps a call of
 * min(int, int) to 19 evaluations instead of 110. */
static int candidates(Sema *S, const Call *c, const NameSlot *ns, Cand *out, int cap, bool grouped)
{
    int n = 0;
    for (int k = 0; k < ns->count; k++) {
        int r = c->ix->order[ns->first + k];
        if (!row_available(S, r)) continue;
        const Sig *sig = &c->ix->sigs[r];
        if (!sig->generic) {
            if (n < cap) out[n++] = (Cand){(uint16_t)r, TY_VOID, 1, 0};
            continue;
        }
        /* A vector argument in a position of T's lanes matches only the
         * candidates of its width (in both modes: the others fail on it). */
        bool scalar_args = sig->nparams == c->nargs;
        int only_w = 0;
        for (int i = 0; i < sig->nparams && i < c->nargs; i++)
            if (takes_t_lanes(&sig->params[i]) && c->args[i].lanes != 1) {
                scalar_args = false;
                if (grouped && !only_w && sig->nparams == c->nargs) only_w = c->args[i].lanes;
            }
        scalar_args &= grouped;
        for (int e = 0; e < 16; e++) {
            if (!(rows[r].elems & (1u << e))) continue;
            Cand *vec = NULL;
            for (int wb = 0; wb < 6; wb++) {
                if (!(rows[r].widths & (1u << wb)) || (only_w && width_of(wb) != only_w)) continue;
                if (scalar_args && wb > 0) {
                    if (rows[r].widths & 1u) break; /* the scalar candidate is better */
                    if (vec) {
                        vec->same++;
                        continue;
                    }
                }
                if (n == cap) break;
                out[n] = (Cand){(uint16_t)r, (uint8_t)e, (uint8_t)width_of(wb), 0};
                if (scalar_args && wb > 0) vec = &out[n];
                n++;
            }
        }
    }
    return n;
}

/* ---- types and spellings of candidates ------------------------------------- */

/* The type of d; a pointer's pointee in space `as` (AS_NONE: none written). */
static Type *type_of_desc(Sema *S, const Desc *d, AddrSpace as)
{
    Type *t = d->elem == TY_OPAQUE
                  ? type_opaque(S->tt, (OpaqueKind)d->opq,
                                d->opq >= OPQ_IMAGE1D && d->opq <= OPQ_IMAGE3D ? ACC_READ_ONLY : 0, NULL)
                  : type_basic(S->tt, (TypeKind)d->elem);
    if (d->lanes > 1) t = type_vector(S->tt, t, d->lanes);
    if (d->atomic) t = type_atomic(S->tt, t, d->atomic == ATOMIC_FLAG);
    if (d->ptr) t = type_pointer(S->tt, type_qualified(S->tt, t, d->quals, as));
    return t;
}

/* The type of position sp of candidate `cand`; a pointer's pointee in
 * space `as`. */
static Type *cand_type(Sema *S, Cand cand, const SigPos *sp, AddrSpace as)
{
    Desc d = instantiate(S, sp, cand.e, cand.w);
    Type *t = type_of_desc(S, &d, as);
    /* The image of a write is spelled write_only (notes, the table's test):
     * the access is not part of the signature (sema_image.c). */
    if (type_is_image(t) && !strncmp(rows[cand.row].name, "write_image", 11))
        t = type_opaque(S->tt, t->opq.kind, ACC_WRITE_ONLY, NULL);
    return t;
}

/* A pointer parameter's spaces, spelled for a note. */
static const char *spaces_text(Sema *S, const SigPos *sp)
{
    unsigned allowed = sp->spaces;
    if (allowed == SPACES_ANY) {
        allowed = (1u << AS_GLOBAL) | (1u << AS_LOCAL) | (1u << AS_PRIVATE);
        if (sp->pconst) allowed |= 1u << AS_CONSTANT;
        if (lang_has(S->lang, FEAT_GENERIC_ADDRESS_SPACE)) allowed |= 1u << AS_GENERIC;
    }
    static const AddrSpace order[] = {AS_GLOBAL, AS_LOCAL, AS_CONSTANT, AS_PRIVATE, AS_GENERIC};
    const char *names[5];
    int n = 0;
    for (int i = 0; i < 5; i++)
        if (allowed & (1u << order[i])) names[n++] = addrspace_keyword(order[i]);
    if (n == 1) return arena_printf(S->a, "'%s'", names[0]);
    StrBuf b = {0};
    for (int i = 0; i < n; i++) sb_printf(&b, "%s'%s'", i == 0 ? "" : i == n - 1 ? " or " : ", ", names[i]);
    const char *r = arena_strdup(S->a, sb_cstr(&b));
    sb_free(&b);
    return r;
}

/* The space a signature writes for a pointer; AS_NONE when it takes any. */
static AddrSpace written_space(const SigPos *sp)
{
    if (!sp->ptr || sp->spaces == SPACES_ANY) return AS_NONE;
    for (int k = 0; k < AS_COUNT; k++)
        if (sp->spaces & (1u << k)) return (AddrSpace)k;
    return AS_NONE;
}

/* "float dot(float4, float4)"; a pointer that takes any space is written
 * without one. */
static const char *cand_text(Sema *S, Cand cand)
{
    const Sig *sig = &index_get()->sigs[cand.row];
    StrBuf b = {0};
    sb_printf(&b, "%s %s(", sema_type_str(S, cand_type(S, cand, &sig->ret, written_space(&sig->ret))),
              rows[cand.row].name);
    for (int i = 0; i < sig->nparams; i++) {
        const SigPos *sp = &sig->params[i];
        sb_printf(&b, "%s%s", i ? ", " : "", sema_type_str(S, cand_type(S, cand, sp, written_space(sp))));
    }
    sb_puts(&b, ")");
    const char *r = arena_strdup(S->a, sb_cstr(&b));
    sb_free(&b);
    return r;
}

static const char *ordinal(Sema *S, int i)
{
    int n = i + 1;
    const char *suf = n % 100 >= 11 && n % 100 <= 13 ? "th"
                      : n % 10 == 1                  ? "st"
                      : n % 10 == 2                  ? "nd"
                      : n % 10 == 3                  ? "rd"
                                                     : "th";
    return arena_printf(S->a, "%d%s", n, suf);
}

/* ---- diagnostics ------------------------------------------------------------------ */

#define MAX_NOTES 4

typedef struct Scored {
    Cand cand;
    Eval ev;
} Scored;

/* Closest first: the right argument count, then a later failing argument,
 * then a nearer type, then table order. */
static int closer(const void *pa, const void *pb)
{
    const Scored *a = pa, *b = pb;
    if ((a->ev.fail == -2) != (b->ev.fail == -2)) return a->ev.fail == -2 ? 1 : -1;
    if (a->ev.fail != b->ev.fail) return b->ev.fail - a->ev.fail;
    if (a->ev.distance != b->ev.distance) return a->ev.distance - b->ev.distance;
    if (a->cand.row != b->cand.row) return a->cand.row - b->cand.row;
    if (a->cand.e != b->cand.e) return a->cand.e - b->cand.e;
    return a->cand.w - b->cand.w;
}

static void note_omitted(Sema *S, Diagnostic *dg, Loc at, int omitted)
{
    if (omitted > 0) diag_note(dg, S->d, at, "remaining %d candidate%s not shown", omitted, omitted == 1 ? "" : "s");
}

static void report_no_match(Sema *S, const Call *c, Scored *sc, int n)
{
    Expr *call = c->call;
    Loc callee = builtins_callee_loc(call);
    Diagnostic *dg = diag_error(S->d, callee, "no matching function for call to '%s'", c->name);
    diag_add_range(dg, callee);
    qsort(sc, (size_t)n, sizeof *sc, closer);
    /* The closest group only: candidates failing where the closest fails,
     * as far from it (dot(int4, int4) shows dot(float4, float4), not the
     * double and narrower ones). */
    int shown = 1;
    while (shown < n && shown < MAX_NOTES && sc[shown].ev.fail == sc[0].ev.fail &&
           sc[shown].ev.distance == sc[0].ev.distance)
        shown++;
    const char *prev = NULL;
    int omitted = n - shown;
    for (int k = 0; k < shown; k++) {
        const Sig *sig = &c->ix->sigs[sc[k].cand.row];
        const Eval *ev = &sc[k].ev;
        /* Candidates that fail the same way read the same (vstore_half of
         * a float and of a double, with a pointer no overload takes): once. */
        const char *key = arena_printf(
            S->a, "%d:%d:%s", ev->fail, ev->why,
            ev->fail >= 0 ? sema_type_str(S, cand_type(S, sc[k].cand, &sig->params[ev->fail], AS_NONE)) : "");
        if (ev->fail >= 0 && prev && !strcmp(prev, key)) {
            omitted++;
            continue;
        }
        prev = key;
        if (ev->fail == -2) {
            diag_note(dg, S->d, callee,
                      "candidate function '%s' not viable: requires %d argument%s, but %d %s provided",
                      cand_text(S, sc[k].cand), sig->nparams, sig->nparams == 1 ? "" : "s", c->nargs,
                      c->nargs == 1 ? "was" : "were");
            continue;
        }
        int i = ev->fail;
        Expr *a = call->args.items[i];
        const SigPos *sp = &sig->params[i];
        Type *at = type_unqual(a->type);
        switch (ev->why) {
        case WHY_CONST:
            diag_note(dg, S->d, a->loc, "candidate function not viable: %s argument ('%s') would lose %s qualifier",
                      ordinal(S, i), sema_type_str(S, at),
                      (c->args[i].quals & Q_CONST) && !sp->pconst ? "const" : "volatile");
            break;
        case WHY_SPACE:
            diag_note(dg, S->d, a->loc,
                      "candidate function not viable: cannot pass pointer to address space '%s' as a pointer to "
                      "address space %s in %s argument",
                      addrspace_keyword((AddrSpace)c->args[i].as), spaces_text(S, sp), ordinal(S, i));
            break;
        default: {
            /* A pointer that takes any space is shown in the argument's. */
            AddrSpace as = written_space(sp);
            if (sp->ptr && as == AS_NONE && c->args[i].ptr) as = (AddrSpace)c->args[i].as;
            diag_note(dg, S->d, a->loc,
                      "candidate function not viable: no known conversion from '%s' to '%s' for %s argument",
                      sema_type_str(S, at), sema_type_str(S, cand_type(S, sc[k].cand, sp, as)), ordinal(S, i));
            break;
        }
        }
    }
    note_omitted(S, dg, callee, omitted);
}

static void report_ambiguous(Sema *S, const Call *c, Scored *sc, int n)
{
    Loc callee = builtins_callee_loc(c->call);
    Diagnostic *dg = diag_error(S->d, callee, "call to '%s' is ambiguous", c->name);
    diag_add_range(dg, callee);
    /* The candidates no other is better than: the ones that tie. */
    int shown = 0, tied = 0;
    for (int k = 0; k < n; k++) {
        bool dominated = false;
        for (int j = 0; j < n && !dominated; j++) dominated = j != k && better(&sc[j].ev, &sc[k].ev, c->nargs);
        if (dominated) continue;
        tied++;
        if (shown < MAX_NOTES) {
            diag_note(dg, S->d, callee, "candidate function '%s'", cand_text(S, sc[k].cand));
            shown++;
        }
    }
    note_omitted(S, dg, callee, tied - shown);
}

/* The call has no candidate: the name exists only in another version or
 * with a feature the compilation lacks. */
static void report_unavailable(Sema *S, const Call *c, const NameSlot *ns)
{
    int r = c->ix->order[ns->first];
    Diagnostic *dg = diag_error(S->d, builtins_callee_loc(c->call), "built-in function '%s' requires %s", c->name,
                                row_requirement(S, r));
    diag_add_range(dg, builtins_callee_loc(c->call));
}

/* ---- memory orders and scopes ----------------------------------------------------------- */

/* The values of memory_order and memory_scope, clang's (lexer/pp.c
 * predefines them): C11's orders without consume. */
enum { MO_RELAXED = 0, MO_ACQUIRE = 2, MO_RELEASE = 3, MO_ACQ_REL = 4, MO_SEQ_CST = 5 };
enum { MS_WORK_ITEM = 0, MS_WORK_GROUP = 1, MS_DEVICE = 2, MS_ALL_DEVICES = 3, MS_SUB_GROUP = 4 };

/* What argument a of an order or scope position lacks, as the end of a
 * message, or NULL when it is valid: 6.15.12's rules (a load neither
 * releases nor acq_rel, a store neither acquires nor acq_rel, a
 * compare-exchange's failure order is a load's), then the features each
 * value needs (6.15.12.10: orders but relaxed need
 * __opencl_c_atomic_order_acq_rel or _seq_cst, except in
 * atomic_work_item_fence; the device and all-devices scopes their
 * features).  6.15.12.7 also says a failure order is "no stronger" than
 * the success order, C11's rule that C17 and C++17 (P0418) dropped; the
 * conformance suite's c11_atomics passes release with acquire, clang
 * accepts any pair and so does LLVM's cmpxchg, so oclc does too. */
static const char *memory_arg_problem(Sema *S, int role, int64_t v, bool fence)
{
    const LangFeatures *l = S->lang;
    if (role == ROLE_SCOPE || role == ROLE_FENCE_SCOPE) {
        if (v == MS_WORK_ITEM && role == ROLE_FENCE_SCOPE) return NULL;
        if (v == MS_WORK_GROUP) return NULL;
        if (v == MS_DEVICE)
            return lang_has(l, FEAT_ATOMIC_SCOPE_DEVICE) ? NULL : "requires the __opencl_c_atomic_scope_device feature";
        if (v == MS_ALL_DEVICES)
            return lang_has(l, FEAT_ATOMIC_SCOPE_ALL_DEVICES)
                       ? NULL
                       : "requires the __opencl_c_atomic_scope_all_devices feature";
        if (v == MS_SUB_GROUP) return lang_has(l, FEAT_SUBGROUPS) ? NULL : "requires the __opencl_c_subgroups feature";
        return "is invalid";
    }
    switch (v) {
    case MO_RELAXED: return NULL;
    case MO_ACQUIRE:
    case MO_RELEASE:
    case MO_ACQ_REL:
        if (role == ROLE_ORDER_FAIL && v != MO_ACQUIRE) return "is invalid for the failure of a compare-exchange";
        if (role == ROLE_ORDER_LOAD && v != MO_ACQUIRE) return "is invalid for a load";
        if (role == ROLE_ORDER_STORE && v != MO_RELEASE) return "is invalid for a store";
        if (!fence && !lang_has(l, FEAT_ATOMIC_ORDER_ACQ_REL))
            return "requires the __opencl_c_atomic_order_acq_rel feature";
        return NULL;
    case MO_SEQ_CST:
        return lang_has(l, FEAT_ATOMIC_ORDER_SEQ_CST) ? NULL : "requires the __opencl_c_atomic_order_seq_cst feature";
    default: return "is invalid";
    }
}

/* The order and scope arguments of a resolved call: each an integer
 * constant that the operation allows.  clang accepts a variable order
 * (and lowers it as a switch over the orders); oclc asks for constants,
 * as 6.15.12's operations are specified for the enumerators, so that an
 * atomic is one instruction with its ordering. */
static bool check_memory_args(Sema *S, Expr *call, const Sig *sig, const char *name)
{
    bool ok = true, fence = !strcmp(name, "atomic_work_item_fence");
    for (int i = 0; i < sig->nparams; i++) {
        int role = sig->params[i].role;
        if (role == ROLE_NONE) continue;
        bool scope = role == ROLE_SCOPE || role == ROLE_FENCE_SCOPE;
        Expr *a = call->args.items[i];
        int64_t v;
        if (!sema_int_const(S, a, &v)) {
            Diagnostic *dg = diag_error(S->d, a->loc, "%s argument to '%s' is not a constant",
                                        scope ? "memory scope" : "memory order", name);
            diag_add_range(dg, a->loc);
            diag_note(dg, S->d, a->loc, "oclc needs one of the %s constants here",
                      scope ? "memory_scope_*" : "memory_order_*");
            ok = false;
            continue;
        }
        const char *why = memory_arg_problem(S, role, v, fence);
        if (!why) continue;
        Diagnostic *dg = diag_error(S->d, a->loc, "%s argument to '%s' %s",
                                    scope ? "synchronization scope" : "memory order", name, why);
        diag_add_range(dg, a->loc);
        ok = false;
    }
    return ok;
}

/* ---- the call ------------------------------------------------------------------------------ */

#define MAX_CANDS  2048
#define MAX_VIABLE 64

/* The candidates the compilation has, each one (no groups): for notes. */
static Scored *score_all(Sema *S, const Call *c, const NameSlot *ns, bool viable_only, int *count)
{
    Cand cands[MAX_CANDS];
    int n = candidates(S, c, ns, cands, MAX_CANDS, false), m = 0;
    Scored *sc = ARENA_ARRAY(S->a, Scored, n ? n : 1);
    for (int k = 0; k < n; k++) {
        if (!cand_available(S, &c->ix->sigs[cands[k].row], cands[k])) continue;
        Eval ev;
        evaluate(S, c, cands[k], &ev);
        if (!viable_only || ev.fail == -1) sc[m++] = (Scored){cands[k], ev};
    }
    *count = m;
    return sc;
}

/* c->nargs may exceed SIG_MAX_PARAMS: no candidate then has that many
 * parameters, and only the first SIG_MAX_PARAMS descriptors are read. */
static Expr *resolve(Sema *S, Call *c, const NameSlot *ns)
{
    Expr *call = c->call;
    Cand cands[MAX_CANDS];
    int n = candidates(S, c, ns, cands, MAX_CANDS, true);
    if (!n) {
        bool any_row = false;
        for (int k = 0; k < ns->count && !any_row; k++) any_row = row_available(S, c->ix->order[ns->first + k]);
        if (any_row) { /* every candidate was left out as failing */
            int m;
            Scored *sc = score_all(S, c, ns, false, &m);
            report_no_match(S, c, sc, m);
        } else {
            report_unavailable(S, c, ns);
        }
        return sema_error_expr(S, call);
    }
    /* One argument count for every candidate: C's message for a call
     * with too few or too many. */
    int np = c->ix->sigs[cands[0].row].nparams;
    bool one_count = true;
    for (int k = 1; k < n && one_count; k++) one_count = c->ix->sigs[cands[k].row].nparams == np;
    if (one_count && np != c->nargs) {
        Diagnostic *dg = diag_error(S->d, c->nargs > np ? ((Expr *)call->args.items[np])->loc : call->loc,
                                    "too %s arguments to function call, expected %d, have %d",
                                    c->nargs < np ? "few" : "many", np, c->nargs);
        diag_add_range(dg, builtins_callee_loc(call));
        diag_note(dg, S->d, builtins_callee_loc(call), "'%s' is a built-in function", c->name);
        return sema_error_expr(S, call);
    }

    /* The best by a tournament, then checked against every other viable
     * one (kept from the first pass when there are few). */
    Eval evs[MAX_VIABLE], ev;
    int viable[MAX_VIABLE], nviable = 0, best = -1;
    Eval best_ev;
    for (int k = 0; k < n; k++) {
        evaluate(S, c, cands[k], &ev);
        if (ev.fail != -1 || !cand_available(S, &c->ix->sigs[cands[k].row], cands[k])) continue;
        if (nviable < MAX_VIABLE) {
            viable[nviable] = k;
            evs[nviable] = ev;
        }
        nviable++;
        if (best < 0 || better(&ev, &best_ev, c->nargs)) {
            best = k;
            best_ev = ev;
        }
    }
    bool ambiguous = best >= 0 && cands[best].same > 0;
    if (best >= 0 && nviable <= MAX_VIABLE) {
        for (int v = 0; v < nviable && !ambiguous; v++)
            ambiguous = viable[v] != best && !better(&best_ev, &evs[v], c->nargs);
    } else if (best >= 0) {
        for (int k = 0; k < n && !ambiguous; k++) {
            if (k == best) continue;
            evaluate(S, c, cands[k], &ev);
            ambiguous = ev.fail == -1 && cand_available(S, &c->ix->sigs[cands[k].row], cands[k]) &&
                        !better(&best_ev, &ev, c->nargs);
        }
    }
    if (best < 0 || ambiguous) {
        int m;
        Scored *sc = score_all(S, c, ns, best >= 0, &m);
        if (best < 0)
            report_no_match(S, c, sc, m);
        else
            report_ambiguous(S, c, sc, m);
        return sema_error_expr(S, call);
    }

    /* Convert each argument to its parameter, as an assignment would. */
    Cand win = cands[best];
    const Sig *sig = &c->ix->sigs[win.row];
    for (int i = 0; i < c->nargs; i++) {
        const SigPos *sp = &sig->params[i];
        Type *pt = cand_type(S, win, sp, sp->ptr ? (AddrSpace)best_ev.as[i] : AS_NONE);
        Expr *a = call->args.items[i];
        if (type_is_image(pt))
            ;                        /* an image of any access: sema_image_check_call checks it */
        else if (pt->kind == TY_OPAQUE && pt->opq.kind == OPQ_EVENT && type_unqual(a->type) != pt)
            a = sema_cast(S, a, pt); /* the constant 0 */
        else
            a = sema_convert_to(S, a, pt, "passing", a->loc);
        if (type_is_error(a->type)) return sema_error_expr(S, call);
        call->args.items[i] = a;
    }
    if (!check_memory_args(S, call, sig, c->name)) return sema_error_expr(S, call);
    Expr *r = ast_expr(S->a, EXPR_BUILTIN, call->loc);
    r->builtin = win.row;
    r->args = call->args;
    r->type = cand_type(S, win, &sig->ret, AS_NONE);
    r->op_loc = builtins_callee_loc(call);
    if (!sema_image_check_call(S, r, c->name)) return sema_error_expr(S, call);
    return r;
}

static Expr *check_table_builtin(Sema *S, Expr *call, const char *name, const BuiltinIndex *ix, const NameSlot *ns)
{
    if (ns->bad) {
        diag_error(S->d, builtins_callee_loc(call), "internal error: the signature of built-in '%s' does not parse",
                   name);
        return builtins_fail(S, call);
    }
    Call c = {.call = call, .name = name, .nargs = call->args.n, .ix = ix};
    bool bad = false;
    for (int i = 0; i < call->args.n; i++) {
        Expr *a = sema_rvalue(S, call->args.items[i]);
        call->args.items[i] = a;
        if (type_is_error(a->type)) {
            bad = true;
            continue;
        }
        if (i < SIG_MAX_PARAMS) {
            c.args[i] = desc_of(type_unqual(a->type));
            c.null_const[i] = sema_is_null_ptr_const(a);
        }
    }
    if (bad) return sema_error_expr(S, call);
    return resolve(S, &c, ns);
}

/* to_global, to_local, to_private (a pointer to any type, into generic
 * memory; the result points to the same type in the named space) and
 * get_fence (any pointer): checked here, as clang checks its
 * __builtin_to_global & co, since the table has no "any pointee". */
static bool is_space_builtin(const char *name)
{
    return !strcmp(name, "to_global") || !strcmp(name, "to_local") || !strcmp(name, "to_private") ||
           !strcmp(name, "get_fence");
}

static Expr *check_space_builtin(Sema *S, Expr *call, const char *name, const BuiltinIndex *ix, const NameSlot *ns)
{
    int row = ix->order[ns->first];
    if (!row_available(S, row)) {
        Call c = {.call = call, .name = name, .ix = ix};
        report_unavailable(S, &c, ns);
        return builtins_fail(S, call);
    }
    if (call->args.n != 1) {
        Diagnostic *dg = diag_error(S->d, call->args.n > 1 ? ((Expr *)call->args.items[1])->loc : call->loc,
                                    "too %s arguments to function call, expected 1, have %d",
                                    call->args.n < 1 ? "few" : "many", call->args.n);
        diag_add_range(dg, builtins_callee_loc(call));
        diag_note(dg, S->d, builtins_callee_loc(call), "'%s' is a built-in function", name);
        return builtins_fail(S, call);
    }
    Expr *a = sema_rvalue(S, call->args.items[0]);
    call->args.items[0] = a;
    if (type_is_error(a->type)) return sema_error_expr(S, call);
    Type *t = type_unqual(a->type);
    if (!type_is_pointer(t) || t->ptr.pointee->as == AS_CONSTANT) {
        Diagnostic *dg = diag_error(S->d, a->loc,
                                    "invalid argument '%s' to function '%s', expecting a pointer to generic, global, "
                                    "local or private memory",
                                    sema_type_str(S, t), name);
        diag_add_range(dg, a->loc);
        return sema_error_expr(S, call);
    }
    Type *pointee = t->ptr.pointee;
    Expr *r = ast_expr(S->a, EXPR_BUILTIN, call->loc);
    r->builtin = row;
    r->args = call->args;
    r->op_loc = builtins_callee_loc(call);
    if (!strcmp(name, "get_fence")) {
        r->type = type_basic(S->tt, TY_UINT);
    } else {
        AddrSpace to = name[3] == 'g' ? AS_GLOBAL : name[3] == 'l' ? AS_LOCAL : AS_PRIVATE;
        r->type = type_pointer(S->tt, type_qualified(S->tt, pointee->unqual, pointee->quals, to));
    }
    return r;
}

Expr *builtins_check_call(Sema *S, Expr *call, const char *name)
{
    if (!strncmp(name, "as_", 3)) return sema_check_astype(S, call, name);
    if (!strncmp(name, "convert_", 8)) return sema_check_convert(S, call, name);
    const BuiltinIndex *ix = index_get();
    if (!ix) return NULL;
    const NameSlot *ns = index_find(ix, name);
    if (ns && is_space_builtin(name)) return check_space_builtin(S, call, name, ix, ns);
    return ns ? check_table_builtin(S, call, name, ix, ns) : NULL;
}

/* ---- for tests/unit/builtins-table.c ------------------------------------------ */

int builtins_table_problems(StrBuf *out)
{
    const BuiltinIndex *ix = index_get();
    if (!ix) {
        sb_puts(out, "out of memory\n");
        return 1;
    }
    int problems = 0;
    for (int r = 0; r < BI_COUNT; r++) {
        Sig sig;
        if (!parse_sig(rows[r].sig, &sig)) {
            sb_printf(out, "row %d (%s): the signature \"%s\" does not parse\n", r, rows[r].name, rows[r].sig);
            problems++;
            continue;
        }
        if (sig.generic != (rows[r].elems != GEN_NONE) || (sig.generic && !rows[r].widths)) {
            sb_printf(out, "row %d (%s): T %s but elems is %s\n", r, rows[r].name, sig.generic ? "is used" : "is not",
                      rows[r].elems ? "set" : "GEN_NONE");
            problems++;
        }
    }
    return problems;
}

bool builtins_param_constant(int row, int i, long long *value)
{
    const BuiltinIndex *ix = index_get();
    if (!ix || row < 0 || row >= BI_COUNT || !index_find(ix, rows[row].name) || i < 0 || i >= ix->sigs[row].nparams)
        return false;
    int role = ix->sigs[row].params[i].role;
    *value = role == ROLE_SCOPE || role == ROLE_FENCE_SCOPE ? MS_WORK_GROUP : MO_RELAXED;
    return role != ROLE_NONE;
}

void builtins_each_overload(TypeTable *tt, const LangFeatures *lang, Arena *a,
                            void (*visit)(void *ud, int row, const char *text, Type *ret, Type **params, int n),
                            void *ud)
{
    const BuiltinIndex *ix = index_get();
    if (!ix) return;
    Sema S0 = {.a = a, .tt = tt, .lang = lang}, *S = &S0;
    S->t_size = type_size_t(tt);
    for (unsigned i = 0; i < ix->cap; i++) {
        const NameSlot *ns = &ix->slots[i];
        if (!ns->name) continue;
        slot_parse(ix, ns);
        if (ns->bad) continue; /* builtins_table_problems reports it */
        Call c = {.name = ns->name, .ix = ix};
        Cand cands[MAX_CANDS];
        int n = candidates(S, &c, ns, cands, MAX_CANDS, false);
        for (int k = 0; k < n; k++) {
            if (!cand_available(S, &ix->sigs[cands[k].row], cands[k])) continue;
            const Sig *sig = &ix->sigs[cands[k].row];
            Type *params[SIG_MAX_PARAMS];
            for (int p = 0; p < sig->nparams; p++) {
                const SigPos *sp = &sig->params[p];
                AddrSpace as = written_space(sp);
                params[p] = cand_type(S, cands[k], sp, as == AS_NONE && sp->ptr ? AS_GLOBAL : as);
            }
            visit(ud, cands[k].row, cand_text(S, cands[k]), cand_type(S, cands[k], &sig->ret, written_space(&sig->ret)),
                  params, sig->nparams);
        }
    }
}
