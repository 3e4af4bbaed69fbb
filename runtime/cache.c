/*
 * cache.c - the persistent program cache: what a build made (object code
 * for the host, the log, the diagnostics; program.c decides), kept in
 * files under a per-user directory, so that building the same program
 * again, in any process, loads it instead of compiling it.
 *
 * Where: $OCLC_CACHE_DIR if set, else $XDG_CACHE_HOME/oclc, else
 * ~/.cache/oclc, made (0700) on the first store.  OCLC_CACHE=0 turns the
 * cache off; OCLC_CACHE_MAX bounds its size in bytes (K, M, G suffixes;
 * default 256M).  The environment is read once per process.
 *
 * What: an entry is one file, named by the hex SHA-256 of its key (the
 * caller hashes everything the result depends on, cache_key_*), holding
 * a list of sections (byte strings):
 *
 *   "OCLCCACH"  u32 format  u32 sections  key (32 bytes)
 *   u64 payload bytes  u64 FNV-1a 64 of the payload
 *   payload: sections x { u64 length, bytes }
 *
 * in the host's byte order.  An entry that is truncated, has another key,
 * or whose checksum does not match is ignored (and replaced by the next
 * store): a damaged file is never loaded.
 *
 * Many processes at once: a store writes a temporary file in the
 * directory and renames it over the entry, which is atomic, so a reader
 * sees the old entry or the new one, never a part; two writers of one
 * key write the same bytes, and the last rename wins.  A reader holds
 * the file open while it reads, so an eviction by another process does
 * not cut it short.
 *
 * Size: least recently used first.  A load marks its entry used (its
 * modification time, futimens); after a store, if the entries' total
 * passes the bound, the oldest are removed until three quarters of it
 * remain, and temporary files of writers that died an hour ago go too.
 * Listing the directory is done only then (a miss, which just compiled),
 * never on a hit.
 *
 * Nothing here reports: a cache that cannot be read or written is a cache
 * that misses.  The library never writes to stderr.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#if defined(__x86_64__) && defined(__GLIBC__) && defined(__has_include)
#if __GLIBC_PREREQ(2, 36) && __has_include(<sys/platform/x86.h>)
#include <sys/platform/x86.h> /* the CPUID leaves glibc read at start */
#define OCLC_HAVE_GLIBC_CPUID 1
#endif
#endif

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "runtime/cache.h"
#include "support/arena.h"

/* ------------------------------------------------------------------ */
/* SHA-256 (FIPS 180-4), for keys: a name two programs share would load one's
 * code for the other, so the key needs a hash nobody collides by chance. */

static const uint32_t sha_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void sha_block(uint32_t h[8], const unsigned char *p)
{
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = hh + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & f) ^ (~e & g)) + sha_k[i] + w[i];
        uint32_t t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
}

void cache_key_init(CacheKey *k)
{
    static const uint32_t iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(k->h, iv, sizeof iv);
    k->total = 0;
    k->fill = 0;
}

static void sha_update(CacheKey *k, const void *data, size_t n)
{
    const unsigned char *p = data;
    k->total += n;
    while (n) {
        size_t take = 64 - k->fill < n ? 64 - k->fill : n;
        memcpy(k->buf + k->fill, p, take);
        k->fill += take;
        p += take;
        n -= take;
        if (k->fill == 64) {
            sha_block(k->h, k->buf);
            k->fill = 0;
        }
    }
}

/* Each field with its length first, so that ("ab", "c") and ("a", "bc")
 * are different keys. */
void cache_key_add(CacheKey *k, const void *data, size_t n)
{
    uint64_t len = n;
    sha_update(k, &len, sizeof len);
    if (n) sha_update(k, data, n);
}

void cache_key_add_str(CacheKey *k, const char *s) { cache_key_add(k, s ? s : "", s ? strlen(s) : 0); }

void cache_key_final(CacheKey *k)
{
    uint64_t bits = k->total * 8;
    unsigned char pad = 0x80, zero = 0, len[8];
    uint64_t total = k->total;
    sha_update(k, &pad, 1);
    while (k->fill != 56) sha_update(k, &zero, 1);
    for (int i = 0; i < 8; i++) len[i] = (unsigned char)(bits >> (56 - 8 * i));
    sha_update(k, len, 8);
    k->total = total;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++) k->digest[4 * i + j] = (unsigned char)(k->h[i] >> (24 - 8 * j));
}

uint64_t cache_checksum(const void *data, size_t n)
{
    const unsigned char *s = data;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ s[i]) * 0x100000001b3ull;
    return h;
}

/* ------------------------------------------------------------------ */
/* What a result depends on beyond its input and options               */

/* The GNU build ID of the file this code is in (liboclc): a rebuilt oclc
 * has another, so an entry never outlives the compiler that made it. */
static int find_build_id(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    CacheKey *k = data;
    uintptr_t self = (uintptr_t)&find_build_id;
    bool mine = false;
    for (int i = 0; i < info->dlpi_phnum && !mine; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t start = info->dlpi_addr + ph->p_vaddr;
        mine = ph->p_type == PT_LOAD && self >= start && self < start + ph->p_memsz;
    }
    if (!mine) return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE) continue;
        const unsigned char *n = (const unsigned char *)(info->dlpi_addr + ph->p_vaddr), *end = n + ph->p_memsz;
        while (n + 12 <= end) {
            uint32_t namesz, descsz, type;
            memcpy(&namesz, n, 4);
            memcpy(&descsz, n + 4, 4);
            memcpy(&type, n + 8, 4);
            const unsigned char *name = n + 12, *desc = name + ((namesz + 3) & ~3u);
            if (desc + descsz > end) break;
            if (type == NT_GNU_BUILD_ID && namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                cache_key_add(k, desc, descsz);
                return 1;
            }
            n = desc + ((descsz + 3) & ~3u);
        }
    }
    return 1;
}

/* The host's CPU as LLVM sees it: its name and features are functions of
 * what CPUID and XGETBV answer, read directly rather than asking LLVM to
 * spell them (a fifth of a millisecond, on every hit).  CPUID itself is
 * no instruction like others under a hypervisor: it always exits to it,
 * 5.5-13 us each on the VMs measured, so the fifteen reads that LLVM's
 * detection looks at cost a tenth of a hit's millisecond.  glibc (2.33
 * and later) has read those leaves already, at the process's start, and
 * hands them out: they are taken from it, and only leaf 0x24 (AVX10's
 * version and vector lengths, which glibc 2.36 does not read) is asked of
 * the CPU, where leaf 7.1 says it exists. */
#if defined(__x86_64__) && defined(__GNUC__)
static void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
    __asm__("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

/* One leaf's registers into the key.  Leaf 1's EBX holds the APIC ID of
 * the core that answered: not the CPU's, and different on the next core;
 * its ECX says whether XGETBV may be asked (OSXSAVE). */
static void add_leaf(CacheKey *k, const unsigned regs[4], bool leaf1, bool *osxsave)
{
    unsigned r[4] = {regs[0], leaf1 ? 0 : regs[1], regs[2], regs[3]};
    if (leaf1) *osxsave = r[2] & (1u << 27);
    cache_key_add(k, r, sizeof r);
}
#endif

static void add_host_cpu(CacheKey *k)
{
#if defined(__x86_64__) && defined(__GNUC__) && defined(OCLC_HAVE_GLIBC_CPUID)
    /* The vendor (leaf 0), which glibc does not hand out, asked here: one
     * exit on a cache lookup.  (libgcc's __builtin_cpu_is would read it
     * from libgcc's constructor, which asks the CPU some ten leaves at
     * every load of liboclc, `oclc -c` included, whether or not a cache
     * is looked up: 5.5-13 us each on this VM.) */
    unsigned r0[4];
    bool osxsave = false;
    cpuid(0, 0, r0);
    add_leaf(k, r0, false, &osxsave);
    for (unsigned i = CPUID_INDEX_1; i <= CPUID_INDEX_14_ECX_0; i++)
        add_leaf(k, __x86_get_cpuid_feature_leaf(i)->cpuid_array, i == CPUID_INDEX_1, &osxsave);
    if (__x86_get_cpuid_feature_leaf(CPUID_INDEX_7_ECX_1)->cpuid_array[3] & (1u << 19)) { /* AVX10 */
        unsigned r[4];
        cpuid(0x24, 0, r);
        add_leaf(k, r, false, &osxsave);
    }
#elif defined(__x86_64__) && defined(__GNUC__)
    static const unsigned leaves[][2] = {{1, 0},    {7, 0},    {7, 1},    {0xd, 0},         {0xd, 1},
                                         {0x14, 0}, {0x19, 0}, {0x24, 0}, {0x80000001u, 0}, {0x80000008u, 0}};
    unsigned max, ext, r[4];
    bool osxsave = false;
    cpuid(0, 0, r);
    max = r[0];
    add_leaf(k, r, false, &osxsave);
    cpuid(0x80000000u, 0, r);
    ext = r[0];
    add_leaf(k, r, false, &osxsave);
    for (size_t i = 0; i < sizeof leaves / sizeof *leaves; i++) {
        unsigned leaf = leaves[i][0];
        if (leaf < 0x80000000u ? leaf > max : leaf > ext) continue;
        cpuid(leaf, leaves[i][1], r);
        add_leaf(k, r, leaf == 1, &osxsave);
    }
#endif
#if defined(__x86_64__) && defined(__GNUC__)
    /* The register state the OS saves (AVX, AVX-512 usable), if it says
     * (XGETBV does not exit to a hypervisor). */
    if (osxsave) {
        unsigned lo, hi;
        __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0u));
        unsigned x[2] = {lo, hi};
        cache_key_add(k, x, sizeof x);
    }
#else
    char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
    cache_key_add_str(k, cpu);
    cache_key_add_str(k, features);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
#endif
}

static CacheKey compiler_key;
static pthread_once_t compiler_once = PTHREAD_ONCE_INIT;

static void compiler_init(void)
{
    cache_key_init(&compiler_key);
    cache_key_add_str(&compiler_key, "oclc program cache 1");
    dl_iterate_phdr(find_build_id, &compiler_key);
    /* Without a build ID (a linker that makes none), the time this file
     * was compiled: a rebuild of the library still moves it only if this
     * file is compiled again, so such builds should clear the cache. */
    cache_key_add_str(&compiler_key, __DATE__ " " __TIME__);
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    unsigned v[3] = {major, minor, patch};
    cache_key_add(&compiler_key, v, sizeof v);
    add_host_cpu(&compiler_key);
    cache_key_final(&compiler_key);
}

void cache_key_add_compiler(CacheKey *k)
{
    pthread_once(&compiler_once, compiler_init);
    cache_key_add(k, compiler_key.digest, sizeof compiler_key.digest);
}

/* ------------------------------------------------------------------ */
/* Where, and whether                                                  */

static struct {
    bool on;
    char dir[4096];
    uint64_t max;
} config;
static pthread_once_t config_once = PTHREAD_ONCE_INIT;

static uint64_t parse_size(const char *s, uint64_t dflt)
{
    if (!s || !*s) return dflt;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s) return dflt;
    switch (*end) {
    case 'k':
    case 'K': v <<= 10; break;
    case 'm':
    case 'M': v <<= 20; break;
    case 'g':
    case 'G': v <<= 30; break;
    default: break;
    }
    return v;
}

static void config_init(void)
{
    const char *off = getenv("OCLC_CACHE");
    const char *dir = getenv("OCLC_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int n = -1;
    if (dir && *dir)
        n = snprintf(config.dir, sizeof config.dir, "%s", dir);
    else if (xdg && *xdg == '/')
        n = snprintf(config.dir, sizeof config.dir, "%s/oclc", xdg);
    else if (home && *home)
        n = snprintf(config.dir, sizeof config.dir, "%s/.cache/oclc", home);
    config.on = !(off && strcmp(off, "0") == 0) && n > 0 && (size_t)n < sizeof config.dir - 80;
    config.max = parse_size(getenv("OCLC_CACHE_MAX"), (uint64_t)256 << 20);
}

bool cache_enabled(void)
{
    pthread_once(&config_once, config_init);
    return config.on;
}

static void entry_path(const CacheKey *k, char *out, size_t size)
{
    static const char hex[] = "0123456789abcdef";
    char name[65];
    for (int i = 0; i < 32; i++) {
        name[2 * i] = hex[k->digest[i] >> 4];
        name[2 * i + 1] = hex[k->digest[i] & 15];
    }
    name[64] = '\0';
    snprintf(out, size, "%s/%s.oclc", config.dir, name);
}

/* ------------------------------------------------------------------ */
/* Entries                                                             */

#define MAGIC        "OCLCCACH"
#define FORMAT       1u
#define HEADER_BYTES (8 + 4 + 4 + 32 + 8 + 8)
#define MAX_SECTIONS CACHE_MAX_SECTIONS
#define MAX_ENTRY    ((uint64_t)1 << 32)

bool cache_load(const CacheKey *k, CacheEntry *e)
{
    memset(e, 0, sizeof *e);
    if (!cache_enabled()) return false;
    char path[4200];
    entry_path(k, path, sizeof path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    struct stat st;
    unsigned char *data = NULL;
    bool ok = fstat(fd, &st) == 0 && st.st_size >= HEADER_BYTES && (uint64_t)st.st_size < MAX_ENTRY &&
              (data = malloc((size_t)st.st_size));
    size_t got = 0;
    while (ok && got < (size_t)st.st_size) {
        ssize_t r = read(fd, data + got, (size_t)st.st_size - got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) ok = false;
        got += r > 0 ? (size_t)r : 0;
    }
    if (ok) futimens(fd, NULL); /* used now: the last to be evicted */
    close(fd);
    uint32_t format = 0, nsec = 0;
    uint64_t payload = 0, sum = 0;
    if (ok) {
        memcpy(&format, data + 8, 4);
        memcpy(&nsec, data + 12, 4);
        memcpy(&payload, data + 48, 8);
        memcpy(&sum, data + 56, 8);
        ok = memcmp(data, MAGIC, 8) == 0 && format == FORMAT && nsec <= MAX_SECTIONS &&
             memcmp(data + 16, k->digest, 32) == 0 && payload == (uint64_t)st.st_size - HEADER_BYTES &&
             cache_checksum(data + HEADER_BYTES, (size_t)payload) == sum;
    }
    const unsigned char *s = data + HEADER_BYTES, *end = s + payload;
    for (uint32_t i = 0; ok && i < nsec; i++) {
        uint64_t len;
        if ((size_t)(end - s) < sizeof len) {
            ok = false;
            break;
        }
        memcpy(&len, s, sizeof len);
        s += sizeof len;
        if (len > (uint64_t)(end - s)) {
            ok = false;
            break;
        }
        e->section[i] = (const char *)s;
        e->len[i] = (size_t)len;
        s += len;
    }
    if (!ok || s != end) {
        free(data);
        memset(e, 0, sizeof *e);
        return false;
    }
    e->nsections = (int)nsec;
    e->data = data;
    return true;
}

void cache_entry_free(CacheEntry *e)
{
    free(e->data);
    memset(e, 0, sizeof *e);
}

static bool write_all(int fd, const void *p, size_t n)
{
    const char *s = p;
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        s += w;
        n -= (size_t)w;
    }
    return true;
}

/* mkdir -p, 0700 for what it makes. */
static bool make_dir(const char *dir)
{
    char p[4200];
    snprintf(p, sizeof p, "%s", dir);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/') continue;
        *s = '\0';
        if (mkdir(p, 0700) != 0 && errno != EEXIST) return false;
        *s = '/';
    }
    return mkdir(p, 0700) == 0 || errno == EEXIST;
}

typedef struct Aged {
    char name[80];
    struct timespec used;
    uint64_t size;
} Aged;

static int older_first(const void *a, const void *b)
{
    const Aged *x = a, *y = b;
    if (x->used.tv_sec != y->used.tv_sec) return x->used.tv_sec < y->used.tv_sec ? -1 : 1;
    return x->used.tv_nsec < y->used.tv_nsec ? -1 : x->used.tv_nsec > y->used.tv_nsec;
}

/* Least recently used first, down to three quarters of the bound, once
 * the entries pass it.  Temporary files of writers are neither counted
 * nor removed.  Returns the bytes of the entries left. */
static uint64_t evict(void)
{
    DIR *d = opendir(config.dir);
    if (!d) return 0;
    int dfd = dirfd(d);
    Aged *all = NULL;
    size_t n = 0, cap = 0;
    uint64_t total = 0;
    time_t stale = time(NULL) - 3600;
    for (struct dirent *de; (de = readdir(d));) {
        size_t len = strlen(de->d_name);
        struct stat st;
        if (len < 69 || memcmp(de->d_name + 64, ".oclc", 5) != 0 || fstatat(dfd, de->d_name, &st, 0) != 0) continue;
        if (len != 69) {
            /* A writer's temporary file, left by one that died an hour ago. */
            if (strstr(de->d_name, ".tmp") && st.st_mtime < stale) unlinkat(dfd, de->d_name, 0);
            continue;
        }
        if (n == cap) {
            Aged *more = realloc(all, (cap = cap ? cap * 2 : 64) * sizeof *all);
            if (!more) break;
            all = more;
        }
        memcpy(all[n].name, de->d_name, len + 1);
        all[n].used = st.st_mtim;
        all[n].size = (uint64_t)st.st_size;
        total += all[n].size;
        n++;
    }
    if (total > config.max) {
        qsort(all, n, sizeof *all, older_first);
        for (size_t i = 0; i < n && total > config.max / 4 * 3; i++)
            if (unlinkat(dfd, all[i].name, 0) == 0) total -= all[i].size;
    }
    free(all);
    closedir(d);
    return total;
}

/*
 * The directory is read (a stat per entry: 70 ms at 42,000 entries) only
 * when the bound may have been passed: at a process's first store, then
 * when the entries' bytes as last read plus what this process stored
 * since pass the bound, or once this process has stored a sixteenth of
 * the bound since the last read (others may have written meanwhile).
 * Reading it at every store made a run of many small builds quadratic in
 * the cache's size: the CTS's vectors suite took 343 s instead of 112 s
 * with 42,000 entries in the cache.  The bound is kept within a
 * sixteenth of itself per process writing at once.
 */
static pthread_mutex_t evict_lock = PTHREAD_MUTEX_INITIALIZER;
static bool evict_read;
static uint64_t evict_total, evict_since;

static void account(uint64_t bytes)
{
    pthread_mutex_lock(&evict_lock);
    evict_total += bytes;
    evict_since += bytes;
    if (!evict_read || evict_total > config.max || evict_since > config.max / 16) {
        evict_total = evict();
        evict_since = 0;
        evict_read = true;
    }
    pthread_mutex_unlock(&evict_lock);
}

void cache_store(const CacheKey *k, const char *const *section, const size_t *len, int nsections)
{
    if (!cache_enabled() || nsections > MAX_SECTIONS || !make_dir(config.dir)) return;
    uint64_t payload = 0;
    for (int i = 0; i < nsections; i++) payload += 8 + len[i];
    if (payload + HEADER_BYTES >= MAX_ENTRY) return;
    unsigned char *buf = malloc(HEADER_BYTES + (size_t)payload);
    if (!buf) return;
    unsigned char *p = buf + HEADER_BYTES;
    for (int i = 0; i < nsections; i++) {
        uint64_t l = len[i];
        memcpy(p, &l, 8);
        if (len[i]) memcpy(p + 8, section[i], len[i]);
        p += 8 + len[i];
    }
    uint32_t format = FORMAT, nsec = (uint32_t)nsections;
    uint64_t sum = cache_checksum(buf + HEADER_BYTES, (size_t)payload);
    memcpy(buf, MAGIC, 8);
    memcpy(buf + 8, &format, 4);
    memcpy(buf + 12, &nsec, 4);
    memcpy(buf + 16, k->digest, 32);
    memcpy(buf + 48, &payload, 8);
    memcpy(buf + 56, &sum, 8);

    char path[4200], tmp[4300];
    entry_path(k, path, sizeof path);
    snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd >= 0) {
        bool ok = write_all(fd, buf, HEADER_BYTES + (size_t)payload);
        ok = close(fd) == 0 && ok;
        if (!ok || rename(tmp, path) != 0) unlink(tmp);
    }
    free(buf);
    account(HEADER_BYTES + payload);
}

/* ------------------------------------------------------------------ */
/* Builds                                                              */

enum { SEC_OBJECT, SEC_LOG, SEC_LOG_JSON, SEC_DIAGS, SEC_FILES, SEC_COUNT };

static void put_u32(StrBuf *b, uint32_t v) { sb_append(b, (const char *)&v, sizeof v); }
static void put_u64(StrBuf *b, uint64_t v) { sb_append(b, (const char *)&v, sizeof v); }
/* A string with its NUL, so that a load can point at it. */
static void put_str(StrBuf *b, const char *s)
{
    s = s ? s : "";
    put_u32(b, (uint32_t)strlen(s) + 1);
    sb_append(b, s, strlen(s) + 1);
}

/* A reader of a section: every get fails once one has run past its end. */
typedef struct Reader {
    const char *p, *end;
    bool bad;
} Reader;

static uint64_t get_u64(Reader *r, size_t size)
{
    uint64_t v = 0;
    if (r->bad || (size_t)(r->end - r->p) < size) {
        r->bad = true;
        return 0;
    }
    memcpy(&v, r->p, size);
    r->p += size;
    return v;
}

static const char *get_str(Reader *r)
{
    uint32_t n = (uint32_t)get_u64(r, 4);
    if (r->bad || n == 0 || (size_t)(r->end - r->p) < n || r->p[n - 1] != '\0') {
        r->bad = true;
        return "";
    }
    const char *s = r->p;
    r->p += n;
    return s;
}

/* Size and checksum of a file's bytes now; false if it cannot be read. */
static bool file_sum(const char *path, uint64_t *size, uint64_t *sum)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    uint64_t h = 0xcbf29ce484222325ull, n = 0;
    char buf[65536];
    for (;;) {
        ssize_t r = read(fd, buf, sizeof buf);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) {
            close(fd);
            return false;
        }
        if (r == 0) break;
        for (ssize_t i = 0; i < r; i++) h = (h ^ (unsigned char)buf[i]) * 0x100000001b3ull;
        n += (uint64_t)r;
    }
    close(fd);
    *size = n;
    *sum = h;
    return true;
}

void cache_store_build(const CacheKey *k, const CachedBuild *b, const SourceMgr *sm, uint32_t main_file)
{
    if (!cache_enabled()) return;
    StrBuf objects = {0}, log = {0}, json = {0}, diags = {0}, files = {0};
    put_u32(&objects, (uint32_t)b->nobjects);
    for (int i = 0; i < b->nobjects; i++) {
        put_u64(&objects, b->object_lens[i]);
        sb_append(&objects, b->objects[i], b->object_lens[i]);
    }
    put_str(&log, b->log);
    put_str(&json, b->log_json);
    put_u64(&diags, b->ndiags);
    for (size_t i = 0; i < b->ndiags; i++) {
        const oclc_diagnostic *d = &b->diags[i];
        put_u32(&diags, (uint32_t)d->severity);
        put_u32(&diags, d->line);
        put_u32(&diags, d->column);
        put_u32(&diags, (uint32_t)d->parent);
        put_str(&diags, d->message);
        put_str(&diags, d->file);
        put_str(&diags, d->option);
    }
    /* The files read from the disk (#include), as they were: their text
     * is what the build saw. */
    uint64_t nfiles = 0;
    for (uint32_t id = 1; id <= sm->nfiles; id++) {
        const SrcFile *f = sm_file(sm, id);
        if (id != main_file && f && !f->is_builtin && f->name) nfiles++;
    }
    put_u64(&files, nfiles);
    for (uint32_t id = 1; id <= sm->nfiles; id++) {
        const SrcFile *f = sm_file(sm, id);
        if (id == main_file || !f || f->is_builtin || !f->name) continue;
        put_str(&files, f->name);
        put_u64(&files, f->len);
        put_u64(&files, cache_checksum(f->text, f->len));
    }
    if (!objects.oom && !log.oom && !json.oom && !diags.oom && !files.oom) {
        const char *sec[SEC_COUNT] = {objects.data, log.data, json.data, diags.data, files.data};
        size_t len[SEC_COUNT] = {objects.len, log.len, json.len, diags.len, files.len};
        cache_store(k, sec, len, SEC_COUNT);
    }
    sb_free(&objects);
    sb_free(&log);
    sb_free(&json);
    sb_free(&diags);
    sb_free(&files);
}

bool cache_load_build(const CacheKey *k, CachedBuild *b, oclc_diagnostic **diags, void **tables, void **owned)
{
    memset(b, 0, sizeof *b);
    *diags = NULL;
    *tables = NULL;
    *owned = NULL;
    CacheEntry e;
    if (!cache_load(k, &e)) return false;
    bool ok = e.nsections == SEC_COUNT;
    Reader r;
    if (ok) {
        /* The objects: a count, then each with its length. */
        r = (Reader){e.section[SEC_OBJECT], e.section[SEC_OBJECT] + e.len[SEC_OBJECT], false};
        uint32_t n = (uint32_t)get_u64(&r, 4);
        ok = !r.bad && n >= 1 && n <= e.len[SEC_OBJECT] / 8;
        char *table = ok ? malloc(n * (sizeof(char *) + sizeof(size_t))) : NULL;
        const char **objs = (const char **)table;
        size_t *lens = table ? (size_t *)(table + n * sizeof(char *)) : NULL;
        ok = ok && table;
        for (uint32_t i = 0; ok && i < n; i++) {
            uint64_t len = get_u64(&r, 8);
            ok = !r.bad && len <= (uint64_t)(r.end - r.p);
            if (!ok) break;
            objs[i] = r.p;
            lens[i] = (size_t)len;
            r.p += len;
        }
        ok = ok && r.p == r.end;
        *tables = table;
        b->objects = objs;
        b->object_lens = lens;
        b->nobjects = (int)n;
        r = (Reader){e.section[SEC_LOG], e.section[SEC_LOG] + e.len[SEC_LOG], false};
        b->log = get_str(&r);
        ok = !r.bad;
        r = (Reader){e.section[SEC_LOG_JSON], e.section[SEC_LOG_JSON] + e.len[SEC_LOG_JSON], false};
        b->log_json = get_str(&r);
        ok = ok && !r.bad;
    }
    if (ok) {
        r = (Reader){e.section[SEC_DIAGS], e.section[SEC_DIAGS] + e.len[SEC_DIAGS], false};
        uint64_t n = get_u64(&r, 8);
        ok = !r.bad && n <= e.len[SEC_DIAGS] / 16;
        oclc_diagnostic *d = ok && n ? calloc((size_t)n, sizeof *d) : NULL;
        ok = ok && (!n || d);
        for (uint64_t i = 0; ok && i < n; i++) {
            d[i].severity = (oclc_severity)get_u64(&r, 4);
            d[i].line = (unsigned)get_u64(&r, 4);
            d[i].column = (unsigned)get_u64(&r, 4);
            d[i].parent = (int)(int32_t)get_u64(&r, 4);
            d[i].message = get_str(&r);
            d[i].file = get_str(&r);
            d[i].option = get_str(&r);
            ok = !r.bad && d[i].parent < (int)i;
        }
        b->ndiags = (size_t)n;
        *diags = d;
        b->diags = d;
    }
    /* A file the build read that is not as it was makes the entry stale. */
    if (ok) {
        r = (Reader){e.section[SEC_FILES], e.section[SEC_FILES] + e.len[SEC_FILES], false};
        uint64_t n = get_u64(&r, 8);
        for (uint64_t i = 0; ok && i < n; i++) {
            const char *name = get_str(&r);
            uint64_t size = get_u64(&r, 8), sum = get_u64(&r, 8), now_size, now_sum;
            ok = !r.bad && file_sum(name, &now_size, &now_sum) && now_size == size && now_sum == sum;
        }
    }
    if (!ok) {
        free(*diags);
        free(*tables);
        *diags = NULL;
        *tables = NULL;
        cache_entry_free(&e);
        memset(b, 0, sizeof *b);
        return false;
    }
    *owned = e.data;
    return true;
}
