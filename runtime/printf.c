/*
 * printf.c - the runtime side of printf (OpenCL C 6.15.14): formatting a
 * call's arguments, keeping a launch's output, and handing it to the host
 * when the kernel finishes.
 *
 * Generated code (codegen/cg_printf.c) calls
 *   int __oclc_printf(const char *format, const uint64_t *slots, uint64_t order)
 * with the arguments in 8-byte slots and the work-item's global linear
 * id.  The call formats its whole output at once, with the same parser
 * of the format that sema checked it with (support/printf_format.c), so
 * one call's output is one piece, never interleaved with another's.
 *
 * During an enqueue (ndrange.c) every thread that runs groups of it
 * records into the launch's sink: pieces of text, each with its order
 * key and a sequence number, appended under the sink's lock.  When the
 * last group has run, ndrange_enqueue flushes the sink: the pieces sorted
 * by global linear id and, for one work-item, in the order its calls ran
 * -- the same output on every run, whatever the threads did -- each
 * written whole to stdout (or given to the callback an embedding program
 * set with oclc_set_printf_callback), then stdout is flushed.
 *
 * The sink holds OCLC_PRINTF_BUFFER_SIZE bytes of text (1 MiB, what the
 * ICD reports as CL_DEVICE_PRINTF_BUFFER_SIZE): a call whose output does
 * not fit any more prints nothing and returns -1, and so does every later
 * call of the launch; which calls those are depends on the order the
 * threads ran the groups in.  Outside an enqueue (a kernel's function
 * called from C) a call's output goes out at once.
 *
 * On a GPU a call appends a record to a device buffer instead
 * (support/ptx_abi.h); after the launch gpu.c hands the records to
 * printf_gpu_records, which formats them with the same code, so the GPU's
 * output is the CPU's, in the same order.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "support/printf_format.h"
#include "support/ptx_abi.h"

#define RT_EXPORT __attribute__((visibility("default")))

static oclc_printf_callback out_fn;
static void *out_user;

OCLC_API void oclc_set_printf_callback(oclc_printf_callback fn, void *user)
{
    out_user = user;
    out_fn = fn;
}

static void deliver(const char *text, size_t len)
{
    oclc_printf_callback fn = out_fn;
    if (fn)
        fn(text, len, out_user);
    else
        fwrite(text, 1, len, stdout);
}

/* ---- formatting ---------------------------------------------------- */

/* The C conversion specification that prints one element of sp:
 * `%` flags width precision, then the length C needs for the value the
 * caller passes (long long for integers) and the conversion. */
static void c_spec(const PrintfSpec *sp, char *out, size_t n)
{
    int k = snprintf(out, n, "%%%s", sp->flags);
    if (sp->width >= 0) k += snprintf(out + k, n - (size_t)k, "%d", sp->width);
    if (sp->precision >= 0) k += snprintf(out + k, n - (size_t)k, ".%d", sp->precision);
    const char *len = sp->cls == PF_SIGNED || sp->cls == PF_UNSIGNED ? "ll" : "";
    snprintf(out + k, n - (size_t)k, "%s%c", len, sp->conv);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
/* One element of sp from its slot. */
static void format_one(StrBuf *b, const PrintfSpec *sp, const char *cs, uint64_t slot)
{
    switch (sp->cls) {
    case PF_SIGNED: {
        int64_t v = (int64_t)slot;
        switch (sp->length) {
        case PF_LEN_HH: v = (signed char)v; break;
        case PF_LEN_H: v = (short)v; break;
        case PF_LEN_L: break;
        default: v = (int)v; break;
        }
        sb_printf(b, cs, (long long)v);
        break;
    }
    case PF_UNSIGNED: {
        uint64_t v = slot;
        switch (sp->length) {
        case PF_LEN_HH: v = (unsigned char)v; break;
        case PF_LEN_H: v = (unsigned short)v; break;
        case PF_LEN_L: break;
        default: v = (unsigned)v; break;
        }
        sb_printf(b, cs, (unsigned long long)v);
        break;
    }
    case PF_CHAR: sb_printf(b, cs, (int)(unsigned char)slot); break;
    case PF_FLOAT: {
        double d;
        memcpy(&d, &slot, sizeof d);
        sb_printf(b, cs, d);
        break;
    }
    case PF_STRING: sb_printf(b, cs, (const char *)(uintptr_t)slot); break;
    case PF_POINTER: sb_printf(b, cs, (void *)(uintptr_t)slot); break;
    case PF_PERCENT: sb_putc(b, '%'); break;
    }
}
#pragma GCC diagnostic pop

/* The whole output of one call into b. */
static void format_call(StrBuf *b, const char *fmt, const uint64_t *slots)
{
    size_t n = strlen(fmt), k = 0;
    for (size_t i = 0; i < n;) {
        const char *pc = memchr(fmt + i, '%', n - i);
        size_t lit = pc ? (size_t)(pc - (fmt + i)) : n - i;
        sb_append(b, fmt + i, lit);
        i += lit;
        if (i >= n) break;
        PrintfSpec sp;
        if (printf_spec_parse(fmt + i, n - i, &sp)) { /* sema refused it: never here */
            sb_append(b, fmt + i, sp.len ? sp.len : 1);
            i += sp.len ? sp.len : 1;
            continue;
        }
        i += sp.len;
        char cs[48];
        c_spec(&sp, cs, sizeof cs);
        if (sp.cls == PF_PERCENT) {
            sb_putc(b, '%');
            continue;
        }
        int lanes = sp.lanes ? sp.lanes : 1;
        for (int l = 0; l < lanes; l++) {
            if (l) sb_putc(b, ',');
            format_one(b, &sp, cs, slots[k++]);
        }
    }
}

/* ---- the launch's sink --------------------------------------------- */

typedef struct Piece {
    uint64_t order, seq;
    size_t len;
    char *text;
} Piece;

struct PrintfSink {
    pthread_mutex_t lock;
    Piece *pieces;
    size_t n, cap;
    size_t bytes; /* of text kept */
    uint64_t seq;
    bool full;    /* a call did not fit: every later one fails too */
};

static _Thread_local PrintfSink *cur_sink;

PrintfSink *printf_sink_new(void)
{
    PrintfSink *s = calloc(1, sizeof *s);
    if (s) pthread_mutex_init(&s->lock, NULL);
    return s;
}

void printf_sink_enter(PrintfSink *s) { cur_sink = s; }

static int piece_cmp(const void *a, const void *b)
{
    const Piece *x = a, *y = b;
    if (x->order != y->order) return x->order < y->order ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

void printf_sink_flush(PrintfSink *s)
{
    if (!s) return;
    if (s->n) qsort(s->pieces, s->n, sizeof *s->pieces, piece_cmp); /* pieces is NULL when nothing was printed */
    for (size_t i = 0; i < s->n; i++) {
        deliver(s->pieces[i].text, s->pieces[i].len);
        free(s->pieces[i].text);
    }
    if (s->n && !out_fn) fflush(stdout);
    free(s->pieces);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

/* One call's text (b's, taken) into the sink: 0, or -1 when it is full. */
static int sink_add(PrintfSink *s, StrBuf *b, uint64_t order)
{
    size_t len = b->len;
    int ret = 0;
    pthread_mutex_lock(&s->lock);
    if (s->full || len > OCLC_PRINTF_BUFFER_SIZE - s->bytes) {
        s->full = true;
        ret = -1;
    } else if (len) {
        if (s->n == s->cap) {
            size_t cap = s->cap ? 2 * s->cap : 64;
            Piece *p = realloc(s->pieces, cap * sizeof *p);
            if (!p) {
                s->full = true;
                ret = -1;
            } else {
                s->pieces = p;
                s->cap = cap;
            }
        }
        if (!ret) {
            s->pieces[s->n++] = (Piece){order, s->seq++, len, b->data};
            s->bytes += len;
            b->data = NULL; /* the piece has it */
        }
    }
    pthread_mutex_unlock(&s->lock);
    sb_free(b);
    return ret;
}

RT_EXPORT int __oclc_printf(const char *fmt, const uint64_t *slots, uint64_t order)
{
    StrBuf b = {0};
    format_call(&b, fmt, slots);
    PrintfSink *s = cur_sink;
    if (!s) {
        if (b.len) deliver(b.data, b.len);
        if (!out_fn) fflush(stdout);
        sb_free(&b);
        return 0;
    }
    return sink_add(s, &b, order);
}

/* ---- a GPU launch's records ---------------------------------------- */

/* The records of support/ptx_abi.h, as the launch left them (its `used`
 * bytes past the header, or its capacity), formatted as the CPU's calls
 * are and printed in the same order.  A record is read only where it is
 * whole: a size, slot count or string that runs past its end, or a size
 * of 0 (the zeroed rest of the buffer, or a call that found no room),
 * ends the walk. */
void printf_gpu_records(const unsigned char *data, size_t len)
{
    PrintfSink *s = printf_sink_new();
    if (!s) return;
    for (size_t at = 0; at + OCLC_PTX_PRINTF_RECORD <= len;) {
        uint32_t size, nslots;
        uint64_t order, mask;
        memcpy(&size, data + at, 4);
        memcpy(&nslots, data + at + 4, 4);
        memcpy(&order, data + at + 8, 8);
        memcpy(&mask, data + at + 16, 8);
        if (size < OCLC_PTX_PRINTF_RECORD || size % 8 || size > len - at ||
            nslots > (size - OCLC_PTX_PRINTF_RECORD) / 8)
            break;
        const unsigned char *rec = data + at, *end = rec + size;
        uint64_t *slots = malloc((nslots ? nslots : 1) * sizeof *slots);
        if (!slots) break;
        memcpy(slots, rec + OCLC_PTX_PRINTF_RECORD, (size_t)nslots * 8);
        const char *fmt = (const char *)rec + OCLC_PTX_PRINTF_RECORD + (size_t)nslots * 8;
        const char *next = memchr(fmt, 0, (size_t)(end - (const unsigned char *)fmt));
        for (uint32_t k = 0; next && k < nslots && k < 64; k++) {
            if (!((mask >> k) & 1)) continue;
            const char *str = next + 1;
            slots[k] = (uint64_t)(uintptr_t)str;
            next = str < (const char *)end ? memchr(str, 0, (size_t)(end - (const unsigned char *)str)) : NULL;
        }
        if (next) {
            StrBuf b = {0};
            format_call(&b, fmt, slots);
            sink_add(s, &b, order);
        }
        free(slots);
        if (!next) break;
        at += size;
    }
    printf_sink_flush(s);
}
