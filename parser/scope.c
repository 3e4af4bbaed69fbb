/*
 * scope.c - the names the parser must know to tell a type from a value.
 *
 * C's grammar is ambiguous without knowing which identifiers are typedef
 * names (`T * x;` is a declaration or a multiplication), so the parser keeps
 * its own record of typedef names in scope: the classic "lexer hack".  It
 * records ordinary identifiers too, because a variable shadows an outer
 * typedef (`typedef int T; void f(void) { int T; T = 1; }`), and because the
 * recovery for `foo x;` needs to know whether `foo` was declared at all.
 *
 * One hash table maps each name to its current meaning; entering a scope
 * sets a mark in an undo log, and leaving it restores every binding made
 * since the mark.  Names are the preprocessor's interned pointers (token.h),
 * so the table is keyed by the pointer: no hashing or comparing of bytes
 * per identifier.  An entry also remembers whether its name is a built-in
 * type name (float4, size_t, the reserved int5...), which is asked of
 * every identifier that names nothing else and is the same every time.
 * Lookup is one probe whatever the nesting, and nothing is
 * freed one by one: tables and logs live in the compilation arena (never
 * in a function body's, which may be reset while the entries remain), and
 * the names they point to are the preprocessor's interned ones.
 *
 * Sema keeps its own, complete scopes; this one only answers "is this
 * identifier a type here", at the moment the token is read.
 */
#include "parser/parser_int.h"

#include <string.h>

#include "parser/type.h"

/* What a name is as a built-in type name, found when first asked. */
enum { BUILTIN_UNKNOWN, BUILTIN_NONE, BUILTIN_TYPE, BUILTIN_VECTOR };

struct NameEntry {
    const char *name; /* interned: compared by pointer */
    NameKind kind;
    bool is_vector;   /* a typedef of a vector type: `(V)(a, b)` is a vector literal */
    uint8_t builtin;  /* BUILTIN_* */
    NameEntry *next;  /* hash chain */
};

/* A binding to restore when the scope that made it closes. */
struct NameUndo {
    NameEntry *e;
    NameKind kind;
    bool is_vector;
};

struct ScopeMark {
    ScopeKind kind;
    int undo_start;
};

static uint32_t name_hash(const char *name)
{
    uint64_t x = (uint64_t)(uintptr_t)name;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    return (uint32_t)(x >> 32);
}

void pscope_init(Parser *p)
{
    p->nbuckets = 256;
    p->buckets = ARENA_ARRAY(p->ca, NameEntry *, p->nbuckets);
    p->nnames = 0;
    p->nundo = p->undo_cap = 0;
    p->nmarks = p->marks_cap = 0;
}

static NameEntry *find(Parser *p, const char *name)
{
    for (NameEntry *e = p->buckets[name_hash(name) & (p->nbuckets - 1)]; e; e = e->next)
        if (e->name == name) return e;
    return NULL;
}

static void grow(Parser *p)
{
    uint32_t n = p->nbuckets * 2;
    NameEntry **b = ARENA_ARRAY(p->ca, NameEntry *, n);
    if (p->ca->oom) return;
    for (uint32_t i = 0; i < p->nbuckets; i++) {
        NameEntry *e = p->buckets[i];
        while (e) {
            NameEntry *next = e->next;
            uint32_t h = name_hash(e->name) & (n - 1);
            e->next = b[h];
            b[h] = e;
            e = next;
        }
    }
    p->buckets = b;
    p->nbuckets = n;
}

void pscope_open(Parser *p, ScopeKind k)
{
    if (p->nmarks == p->marks_cap) {
        int ncap = p->marks_cap ? p->marks_cap * 2 : 32;
        p->marks =
            arena_realloc(p->ca, p->marks, sizeof(ScopeMark) * (size_t)p->marks_cap, sizeof(ScopeMark) * (size_t)ncap);
        if (p->ca->oom) return;
        p->marks_cap = ncap;
    }
    p->marks[p->nmarks].kind = k;
    p->marks[p->nmarks].undo_start = p->nundo;
    p->nmarks++;
}

static void close_top(Parser *p)
{
    ScopeMark *m = &p->marks[--p->nmarks];
    while (p->nundo > m->undo_start) {
        NameUndo *u = &p->undo[--p->nundo];
        u->e->kind = u->kind;
        u->e->is_vector = u->is_vector;
    }
}

ScopeKind pscope_close_brace(Parser *p)
{
    int i = p->nmarks - 1;
    while (i >= 0 && p->marks[i].kind == SCOPE_FOR) i--;
    if (i < 0) return SCOPE_FILE; /* an extra `}`: already reported by the grammar */
    ScopeKind k = p->marks[i].kind;
    if (k == SCOPE_ENUM) {
        /* Enumeration constants belong to the scope around the enum: the
         * bindings stay, and are undone when that scope closes. */
        p->nmarks = i;
        return k;
    }
    while (p->nmarks > i) close_top(p);
    return k;
}

void pscope_close_for(Parser *p)
{
    if (p->nmarks > 0 && p->marks[p->nmarks - 1].kind == SCOPE_FOR) close_top(p);
}

/* The entry of `name`, made (meaning nothing yet) if there is none. */
static NameEntry *entry(Parser *p, const char *name)
{
    NameEntry *e = find(p, name);
    if (e || p->ca->oom) return e;
    if (p->nnames >= p->nbuckets) grow(p);
    e = ARENA_NEW(p->ca, NameEntry);
    if (p->ca->oom) return NULL;
    uint32_t h = name_hash(name) & (p->nbuckets - 1);
    e->name = name;
    e->kind = NK_NONE;
    e->next = p->buckets[h];
    p->buckets[h] = e;
    p->nnames++;
    return e;
}

void pscope_declare(Parser *p, const char *name, NameKind k, bool is_vector)
{
    if (!name || p->ca->oom) return;
    NameEntry *e = entry(p, name);
    if (!e) return;
    /* Bindings at file scope are never undone, so they need no log entry. */
    if (p->nmarks > 0) {
        if (p->nundo == p->undo_cap) {
            int ncap = p->undo_cap ? p->undo_cap * 2 : 64;
            p->undo =
                arena_realloc(p->ca, p->undo, sizeof(NameUndo) * (size_t)p->undo_cap, sizeof(NameUndo) * (size_t)ncap);
            if (p->ca->oom) return;
            p->undo_cap = ncap;
        }
        p->undo[p->nundo].e = e;
        p->undo[p->nundo].kind = e->kind;
        p->undo[p->nundo].is_vector = e->is_vector;
        p->nundo++;
    }
    e->kind = k;
    e->is_vector = is_vector;
}

/* Built-in vector names end in their lane count (float4, uchar16; the
 * reserved int5 and half4 too, which sema rejects). */
static bool builtin_is_vector(const char *name, uint32_t len)
{
    return len > 0 && name[len - 1] >= '0' && name[len - 1] <= '9';
}

NameKind pscope_lookup(Parser *p, const char *name, uint32_t len, bool *is_vector)
{
    *is_vector = false;
    NameEntry *e = entry(p, name);
    if (!e) { /* out of memory: the answer without the cache */
        if (!type_is_builtin_type_name(name, len)) return NK_NONE;
        *is_vector = builtin_is_vector(name, len);
        return NK_TYPEDEF;
    }
    if (e->kind != NK_NONE) {
        *is_vector = e->is_vector;
        return e->kind;
    }
    if (e->builtin == BUILTIN_UNKNOWN)
        e->builtin = !type_is_builtin_type_name(name, len) ? BUILTIN_NONE
                     : builtin_is_vector(name, len)        ? BUILTIN_VECTOR
                                                           : BUILTIN_TYPE;
    if (e->builtin == BUILTIN_NONE) return NK_NONE;
    *is_vector = e->builtin == BUILTIN_VECTOR;
    return NK_TYPEDEF;
}

bool pscope_typedef_is_vector(Parser *p, const DeclSpec *spec, const Declarator *d)
{
    if (spec->tspec != TS_NAME || !spec->type_name || (d && d->chunks)) return false;
    bool v;
    return pscope_lookup(p, spec->type_name, (uint32_t)strlen(spec->type_name), &v) == NK_TYPEDEF && v;
}
