/*
 * cache.h - the persistent program cache (cache.c): entries of byte
 * strings, found by a key that hashes everything they depend on.
 * program.c decides what goes in and checks what comes out.
 */
#ifndef OCLC_CACHE_H
#define OCLC_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "oclc/oclc.h"
#include "support/source.h"

/* A key under construction (SHA-256), then its digest. */
typedef struct CacheKey {
    uint32_t h[8];
    unsigned char buf[64];
    size_t fill;
    uint64_t total;
    unsigned char digest[32]; /* after cache_key_final */
} CacheKey;

void cache_key_init(CacheKey *k);
/* One field; fields are length-prefixed, so their boundaries count. */
void cache_key_add(CacheKey *k, const void *data, size_t n);
void cache_key_add_str(CacheKey *k, const char *s);
/* What every result depends on: this build of liboclc (its GNU build
 * ID), LLVM's version, and the host's CPU and features. */
void cache_key_add_compiler(CacheKey *k);
void cache_key_final(CacheKey *k);

/* FNV-1a 64: a checksum against damage, not a key. */
uint64_t cache_checksum(const void *data, size_t n);

/* Whether the cache is on (OCLC_CACHE, a directory to put it in). */
bool cache_enabled(void);

#define CACHE_MAX_SECTIONS 16
/* A loaded entry: its sections point into `data`. */
typedef struct CacheEntry {
    const char *section[CACHE_MAX_SECTIONS];
    size_t len[CACHE_MAX_SECTIONS];
    int nsections;
    void *data;
} CacheEntry;

/* The entry of key k, whole and undamaged (and marked used), or false. */
bool cache_load(const CacheKey *k, CacheEntry *e);
void cache_entry_free(CacheEntry *e);
/* Stores the sections under k (atomically; then evicts if the cache is
 * over its bound).  Failures are silent: the next build misses. */
void cache_store(const CacheKey *k, const char *const *section, const size_t *len, int nsections);

/* ---- What a build leaves (program.c) ---- */

/* A successful build's outputs: object code for the host (in parts),
 * the log as text and as JSON, the structured diagnostics. */
typedef struct CachedBuild {
    const char *const *objects;
    const size_t *object_lens;
    int nobjects;
    const char *log, *log_json;
    const oclc_diagnostic *diags;
    size_t ndiags;
} CachedBuild;

/* Stores b under k, with the files the build read from the disk (those of
 * sm other than the main file and the predefines), by content, so that a
 * load finds whether they changed. */
void cache_store_build(const CacheKey *k, const CachedBuild *b, const SourceMgr *sm, uint32_t main_file);
/* The build stored under k, whose files have not changed since; its
 * strings and objects live in *owned, the diagnostics and the objects'
 * table in *tables (free() all three).  False on a miss. */
bool cache_load_build(const CacheKey *k, CachedBuild *b, oclc_diagnostic **diags, void **tables, void **owned);

#endif
