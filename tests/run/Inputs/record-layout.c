/* Driver for record-layout.cl: the same shapes (record-shapes.h) declared
 * for the host C compiler, whose sizeof, _Alignof and offsetof are the
 * reference; the kernel's values, in the same order, must equal them. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef uint16_t half; /* the layout of OpenCL's half: 2 bytes, aligned to 2 */
typedef _Bool bool;
/* OpenCL vectors: aligned to their size (as cl_platform.h declares them:
 * GCC aligns generic vectors of more than 16 bytes to 16 without AVX); a
 * 3-component one is the 4's. */
#define VEC(t, n, m) typedef t t##n __attribute__((vector_size(sizeof(t) * m), aligned(sizeof(t) * m)))
VEC(char, 2, 2);
VEC(char, 3, 4);
VEC(uchar, 2, 2);
VEC(uchar, 16, 16);
VEC(short, 3, 4);
VEC(ushort, 8, 8);
VEC(int, 2, 2);
VEC(int, 3, 4);
VEC(int, 4, 4);
VEC(long, 2, 2);
VEC(long, 8, 8);
VEC(float, 3, 4);
VEC(float, 4, 4);
VEC(float, 8, 8);
VEC(double, 3, 4);
enum Kind { KIND_A, KIND_B = 300 };
#define GLOBAL_PTR(t) t *

#include "record-shapes.h"

#define ATTR_NONE
#define ATTR_PACKED              __attribute__((packed))
#define ATTR_AL8                 __attribute__((aligned(8)))
#define ATTR_AL16                __attribute__((aligned(16)))
#define ATTR_PACKED_AL4          __attribute__((packed, aligned(4)))
#define F(t, n)                  t n;
#define A(t, n, len)             t n[len];
#define AL(t, n, al)             t n __attribute__((aligned(al)));
#define PK(t, n)                 t n __attribute__((packed));
#define ANON(kw, ms)             kw{ms};
#define SHAPE(tag, kw, attr, ms) typedef kw ATTR_##attr tag{ms} R_##tag;
SHAPES(SHAPE)
#undef SHAPE
#undef F
#undef A
#undef AL
#undef PK
#undef ANON

void layout(uint64_t *out);

static int passed, failed;
static void check(const char *what, const char *member, uint64_t got, uint64_t want)
{
    if (got == want) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s%s%s: oclc %llu, cc %llu\n", what, member ? "." : "", member ? member : "", (unsigned long long)got,
           (unsigned long long)want);
}

int main(void)
{
    static uint64_t out[4096];
    layout(out);
    size_t n = 0;
#define F(t, m)      check(name, #m, out[n++], offsetof(R, m));
#define A(t, m, len) F(t, m)
#define AL(t, m, al) F(t, m)
#define PK(t, m)     F(t, m)
#define ANON(kw, ms) ms
#define SHAPE(tag, kw, attr, ms)                          \
    {                                                     \
        typedef R_##tag R;                                \
        const char *name = #tag;                          \
        check(name, "<sizeof>", out[n++], sizeof(R));     \
        check(name, "<_Alignof>", out[n++], _Alignof(R)); \
        ms                                                \
    }
    SHAPES(SHAPE)
    check("all", "<count>", out[n], 0xC0FFEE);
    printf("record-layout: %d checks passed, %d failed\n", passed, failed);
    return failed != 0;
}
