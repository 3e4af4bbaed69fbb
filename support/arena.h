/*
 * arena.h - bump allocation for one compilation.
 *
 * Every token, AST node, type and string of a compilation lives in an arena
 * and is freed by one arena_free() call: no per-node free, no leaks on error
 * paths, and allocation is a pointer bump.  Chunks grow geometrically; a
 * request larger than a chunk gets a chunk of its own.  A compilation has
 * two: one for what lives as long as it does, and one for the function
 * body being parsed and checked, which a checking-only compilation
 * arena_reset()s after each function (support/compilation.h), so that its
 * memory follows the largest function rather than the file.
 *
 * Out of memory is not an abort: arena_alloc returns NULL only if malloc
 * fails, and sets arena->oom so the pipeline can report OCLC_OUT_OF_MEMORY.
 * Callers in the front end treat the arena as infallible and check oom at
 * phase boundaries; to make that safe, a failed allocation returns a pointer
 * to a static zeroed scratch block big enough for any node (see arena.c).
 */
#ifndef OCLC_ARENA_H
#define OCLC_ARENA_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
    ArenaChunk *head;  /* chunk being filled */
    size_t chunk_size; /* size of the next chunk to allocate */
    size_t total;      /* bytes obtained from malloc, for -ftime-report */
    bool oom;          /* an allocation failed: results are garbage */
} Arena;

void arena_init(Arena *a);
void arena_free(Arena *a);
/* Frees everything allocated so far but keeps the largest chunk, cleared,
 * for what comes next (under a sanitizer it frees every chunk, so that a
 * pointer that outlived the reset is a use after free).  `oom` stays. */
void arena_reset(Arena *a);
void *arena_alloc(Arena *a, size_t size); /* 16-byte aligned, zeroed */
void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *arena_vprintf(Arena *a, const char *fmt, va_list ap);

#define ARENA_NEW(a, T)      ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

/*
 * PtrVec - a growable array of pointers in an arena.  Used for lists built
 * by the parser (declarations, statements, arguments) and read by sema and
 * codegen as items[0..n).
 */
typedef struct PtrVec {
    void **items;
    int n, cap;
} PtrVec;

void ptrvec_push(Arena *a, PtrVec *v, void *item);

/*
 * StrBuf - a malloc-backed growable string, for output that outlives the
 * arena (diagnostic text, the JIT log, emitted IR).
 */
typedef struct StrBuf {
    char *data;
    size_t len, cap;
    bool oom; /* an append failed: the text is truncated */
} StrBuf;

void sb_append(StrBuf *b, const char *s, size_t n);
void sb_puts(StrBuf *b, const char *s);
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap);
void sb_putc(StrBuf *b, char c);
void sb_free(StrBuf *b);
const char *sb_cstr(StrBuf *b); /* never NULL; "" when empty */

#endif
