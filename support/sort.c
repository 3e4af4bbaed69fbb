/*
 * sort.c - the qsort that LLVM's code in liboclc and oclc-cg calls.
 *
 * LLVM sorts with array_pod_sort, which is libc's qsort, and one of its
 * sorts is paid by nearly every compilation: the first time a pass asks
 * whether an x86 instruction's folded load can be unfolded (the two-address
 * pass does for `a * x[i]` with `a` live across a loop; the cmov converter
 * for a select of a loaded value), X86MemUnfoldTable sorts the ~8,000
 * entries of the fold tables by their memory opcode.  glibc 2.36's qsort
 * is a merge sort that moves an element of a size other than 4 or 8 bytes
 * (the entries have 12) with a call to mempcpy, and it does not notice
 * order already there: that one sort was 4.0 M of the 25.7 M instructions
 * of `oclc -O2 -c` on a 10-line kernel (callgrind; docs/performance.md).
 *
 * The link (CMakeLists.txt, -Wl,--wrap=qsort) sends the qsort calls of
 * everything linked into liboclc and oclc-cg here; nothing outside them
 * changes, and libc's own qsort is still `__real_qsort`.  What is here is
 * a natural merge sort: it finds the runs already in order (the fold
 * tables are each sorted by their register opcode, and the memory forms
 * are numbered nearly in the same order, so the unfold table arrives as a
 * few long runs), makes runs shorter than MIN_RUN longer by insertion,
 * then merges neighbouring runs pass after pass, between the array and a
 * buffer of the same size.  Its comparisons are n - 1 to find the runs
 * and at most n a pass, log2(runs) passes.  Elements of the common sizes
 * move as fixed-size copies the compiler inlines.  It is stable, which
 * qsort need not be.  Without memory for the buffer it hands the array to
 * libc's qsort, which copes (glibc falls back to an in-place sort).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int Compare(const void *, const void *);

void __real_qsort(void *base, size_t n, size_t size, Compare *cmp);
void __wrap_qsort(void *base, size_t n, size_t size, Compare *cmp);

enum { MIN_RUN = 24 };

/* Inserts each of a[start..n) into the sorted a[0..i); tmp holds one
 * element. */
static inline __attribute__((always_inline)) void insert_sort(char *a, size_t start, size_t n, size_t size,
                                                              Compare *cmp, char *tmp)
{
    for (size_t i = start; i < n; i++) {
        char *x = a + i * size;
        if (cmp(x - size, x) <= 0) continue;
        memcpy(tmp, x, size);
        size_t j = i;
        do {
            memcpy(a + j * size, a + (j - 1) * size, size);
            j--;
        } while (j > 0 && cmp(a + (j - 1) * size, tmp) > 0);
        memcpy(a + j * size, tmp, size);
    }
}

/* Merges the sorted src[lo..mid) and src[mid..hi) into dst[lo..hi),
 * taking from the left on ties (stable). */
static inline __attribute__((always_inline)) void merge(const char *src, char *dst, size_t lo, size_t mid, size_t hi,
                                                        size_t size, Compare *cmp)
{
    size_t i = lo, j = mid, k = lo;
    if (mid == hi || cmp(src + (mid - 1) * size, src + mid * size) <= 0) {
        memcpy(dst + lo * size, src + lo * size, (hi - lo) * size); /* already in order */
        return;
    }
    while (i < mid && j < hi) {
        if (cmp(src + j * size, src + i * size) < 0)
            memcpy(dst + k++ * size, src + j++ * size, size);
        else
            memcpy(dst + k++ * size, src + i++ * size, size);
    }
    memcpy(dst + k * size, src + i * size, (mid - i) * size);
    k += mid - i;
    memcpy(dst + k * size, src + j * size, (hi - j) * size);
}

/* The sort for one element size; `size` is a constant where the switch
 * below calls it, so the copies above become moves. */
static inline __attribute__((always_inline)) void sort_sized(char *a, size_t n, size_t size, Compare *cmp, char *buf,
                                                             size_t *runs)
{
    char one[64];
    char *tmp = size <= sizeof one ? one : buf; /* buf is free until the merges */
    /* The runs: a strictly descending one is reversed (strictly, so that
     * equal elements keep their order), a short one extended. */
    size_t nruns = 0;
    for (size_t lo = 0; lo < n;) {
        size_t hi = lo + 1;
        if (hi < n && cmp(a + hi * size, a + lo * size) < 0) {
            while (hi + 1 < n && cmp(a + (hi + 1) * size, a + hi * size) < 0) hi++;
            for (size_t x = lo, y = hi; x < y; x++, y--) {
                memcpy(tmp, a + x * size, size);
                memcpy(a + x * size, a + y * size, size);
                memcpy(a + y * size, tmp, size);
            }
            hi++;
        } else {
            while (hi < n && cmp(a + (hi - 1) * size, a + hi * size) <= 0) hi++;
        }
        if (hi - lo < MIN_RUN) {
            size_t end = lo + MIN_RUN < n ? lo + MIN_RUN : n;
            insert_sort(a + lo * size, hi - lo, end - lo, size, cmp, tmp);
            hi = end;
        }
        runs[nruns++] = lo;
        lo = hi;
    }
    runs[nruns] = n;
    /* Pairs of neighbouring runs merged, pass after pass. */
    char *src = a, *dst = buf;
    while (nruns > 1) {
        size_t out = 0;
        for (size_t r = 0; r < nruns; r += 2) {
            size_t lo = runs[r], mid = runs[r + 1], hi = r + 2 <= nruns ? runs[r + 2] : n;
            if (r + 1 == nruns) mid = hi = n;
            merge(src, dst, lo, mid, hi, size, cmp);
            runs[out++] = lo;
        }
        runs[out] = n;
        nruns = out;
        char *t = src;
        src = dst;
        dst = t;
    }
    if (src != a) memcpy(a, src, n * size);
}

void __wrap_qsort(void *base, size_t n, size_t size, Compare *cmp)
{
    if (n < 2 || size == 0) return;
    if (n > SIZE_MAX / 2 / size) {
        __real_qsort(base, n, size, cmp);
        return;
    }
    size_t max_runs = n / MIN_RUN + 2; /* every run but the last has MIN_RUN or more */
    size_t runs_at = (n * size + sizeof(size_t) - 1) / sizeof(size_t) * sizeof(size_t);
    char *buf = malloc(runs_at + (max_runs + 1) * sizeof(size_t));
    if (!buf) {
        __real_qsort(base, n, size, cmp);
        return;
    }
    size_t *runs = (size_t *)(void *)(buf + runs_at);
    switch (size) {
    case 4: sort_sized(base, n, 4, cmp, buf, runs); break;
    case 8: sort_sized(base, n, 8, cmp, buf, runs); break;
    case 12: sort_sized(base, n, 12, cmp, buf, runs); break;
    case 16: sort_sized(base, n, 16, cmp, buf, runs); break;
    case 24: sort_sized(base, n, 24, cmp, buf, runs); break;
    case 32: sort_sized(base, n, 32, cmp, buf, runs); break;
    default: sort_sized(base, n, size, cmp, buf, runs); break;
    }
    free(buf);
}
