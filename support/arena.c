/*
 * arena.c - see arena.h.  A chunk list with geometric growth; strings and
 * StrBuf helpers live here too because they are the same kind of plumbing.
 */
#include "support/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct ArenaChunk {
    ArenaChunk *next;
    size_t size, used;
    size_t mapped; /* bytes mmap()ed for the chunk; 0: from calloc */
    _Alignas(16) unsigned char data[];
};

/* Chunks come zeroed and no byte is handed out twice (arena_reset clears
 * what it keeps), so arena_alloc need not clear what it returns.  From 2
 * MiB up (a large file's AST) they are mmap()ed, 2 MiB-aligned and marked
 * for transparent huge pages: a 100k-line file then takes ~1,400 page
 * faults instead of ~45,000, which was a quarter of its -fsyntax-only time
 * (docs/performance.md).  Under sanitizers every chunk comes from calloc
 * and goes back to free, so they see all of them. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif
#define HUGE_CHUNK ((size_t)2 * 1024 * 1024)
#if defined(MADV_HUGEPAGE) && !SANITIZED
#define CHUNK_MMAP 1
#else
#define CHUNK_MMAP 0
#endif

static ArenaChunk *chunk_new(size_t csize)
{
    size_t bytes = sizeof(ArenaChunk) + csize;
#if CHUNK_MMAP
    if (bytes >= HUGE_CHUNK) {
        size_t len = (bytes + HUGE_CHUNK - 1) & ~(HUGE_CHUNK - 1);
        unsigned char *m = mmap(NULL, len + HUGE_CHUNK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) return NULL;
        unsigned char *start = m + ((HUGE_CHUNK - (uintptr_t)m % HUGE_CHUNK) % HUGE_CHUNK);
        if (start > m) munmap(m, (size_t)(start - m));
        if (start + len < m + len + HUGE_CHUNK) munmap(start + len, (size_t)(m + len + HUGE_CHUNK - (start + len)));
        madvise(start, len, MADV_HUGEPAGE);
        ArenaChunk *c = (ArenaChunk *)start;
        c->mapped = len;
        return c;
    }
#endif
    return calloc(1, bytes);
}

static void chunk_free(ArenaChunk *c)
{
    if (c->mapped)
        munmap(c, c->mapped);
    else
        free(c);
}

/* Returned when malloc fails, so callers need not check every allocation.
 * Big enough for any single front-end object; arena->oom is set and the
 * pipeline stops at the next phase boundary. */
static _Alignas(16) unsigned char oom_scratch[4096];

void arena_init(Arena *a)
{
    memset(a, 0, sizeof *a);
    a->chunk_size = 64 * 1024;
}

void arena_free(Arena *a)
{
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *n = c->next;
        chunk_free(c);
        c = n;
    }
    a->head = NULL;
    a->total = 0;
}

void arena_reset(Arena *a)
{
#if !SANITIZED
    ArenaChunk *keep = a->head;
    for (ArenaChunk *c = a->head; c; c = c->next)
        if (c->size > keep->size) keep = c;
    for (ArenaChunk *c = a->head, *n; c; c = n) {
        n = c->next;
        if (c != keep) chunk_free(c);
    }
    if (keep) {
        /* arena_alloc hands out zeroed memory: clear what was used (it is
         * likely still in the cache, which is much of the point). */
        memset(keep->data, 0, keep->used);
        keep->used = 0;
        keep->next = NULL;
    }
    a->head = keep;
    a->total = keep ? keep->size : 0;
#else
    /* Sanitizers: every chunk goes back to malloc, where a stale pointer
     * into it is caught. */
    arena_free(a);
#endif
}

void *arena_alloc(Arena *a, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    ArenaChunk *c = a->head;
    if (!c || c->size - c->used < size) {
        size_t csize = a->chunk_size;
        if (csize < size) csize = size;
        c = chunk_new(csize);
        if (!c) {
            a->oom = true;
            memset(oom_scratch, 0, sizeof oom_scratch);
            return size <= sizeof oom_scratch ? oom_scratch : NULL;
        }
        c->size = csize;
        c->used = 0;
        a->total += csize;
        /* A huge one-off request must not become the head with no room left. */
        if (a->head && csize > a->chunk_size) {
            c->next = a->head->next;
            a->head->next = c;
        } else {
            c->next = a->head;
            a->head = c;
            if (a->chunk_size < 8u * 1024 * 1024) a->chunk_size *= 2;
        }
    }
    void *p = c->data + c->used; /* zero: see chunk_new */
    c->used += size;
    return p;
}

void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size)
{
    if (new_size <= old_size) return old;
    void *p = arena_alloc(a, new_size);
    if (p && old && old_size) memcpy(p, old, old_size);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    if (!p) return (char *)"";
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_vprintf(Arena *a, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) return (char *)"";
    char *p = arena_alloc(a, (size_t)n + 1);
    if (!p) return (char *)"";
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = arena_vprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

void ptrvec_push(Arena *a, PtrVec *v, void *item)
{
    if (v->n == v->cap) {
        int ncap = v->cap ? v->cap * 2 : 4;
        v->items = arena_realloc(a, v->items, sizeof(void *) * (size_t)v->cap, sizeof(void *) * (size_t)ncap);
        v->cap = ncap;
    }
    v->items[v->n++] = item;
}

static void sb_reserve(StrBuf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap) return;
    size_t ncap = b->cap ? b->cap * 2 : 256;
    while (ncap < b->len + extra + 1) ncap *= 2;
    char *p = realloc(b->data, ncap);
    if (!p) { /* keep the old buffer; output is truncated, and says so */
        b->oom = true;
        return;
    }
    b->data = p;
    b->cap = ncap;
}

void sb_append(StrBuf *b, const char *s, size_t n)
{
    sb_reserve(b, n);
    if (b->len + n + 1 > b->cap) return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void sb_puts(StrBuf *b, const char *s) { sb_append(b, s, strlen(s)); }
void sb_putc(StrBuf *b, char c) { sb_append(b, &c, 1); }

void sb_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n <= 0) return;
    sb_reserve(b, (size_t)n);
    if (b->len + (size_t)n + 1 > b->cap) return;
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void sb_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(b, fmt, ap);
    va_end(ap);
}

void sb_free(StrBuf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

const char *sb_cstr(StrBuf *b) { return b->data ? b->data : ""; }
