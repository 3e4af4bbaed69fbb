/* Driver for record-abi.cl: the shapes of record-abi.h declared for cc, the
 * C side of every call (c_make_*, c_check_*, c_pick_* are called by the
 * program's functions), and the calls of the program's functions, whose
 * results are checked here with the shapes' fill rule. */
#include <stdint.h>
#include <stdio.h>

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned long ulong;
typedef _Bool bool;
/* OpenCL vectors, as cl_platform.h declares them (aligned to their size). */
#define VEC(t, n, m) typedef t t##n __attribute__((vector_size(sizeof(t) * m), aligned(sizeof(t) * m)))
VEC(float, 2, 2);
VEC(float, 3, 4);
VEC(float, 4, 4);
VEC(float, 8, 8);
VEC(char, 4, 4);
VEC(int, 2, 2);
VEC(double, 2, 2);

#include "record-abi.h"
#define ELEM_PTR(t) t *
#include "record-abi-defs.h"

static int passed, failed;
static void check(const char *tag, const char *what, int k, int err)
{
    if (!err) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s: %s (k %d): %d\n", tag, what, k, err);
}

#define SHAPE(tag, ms)                                                                                                 \
    R_##tag cl_make_##tag(int seed);                                                                                   \
    int cl_check_##tag(R_##tag v, int seed);                                                                           \
    R_##tag cl_pick_##tag(R_##tag a, int k, R_##tag b, R_##tag c, R_##tag d);                                          \
    int cl_calls_c_##tag(int seed);                                                                                    \
    void kern_##tag(int *out, R_##tag v, int seed);                                                                    \
    R_##tag c_make_##tag(int seed)                                                                                     \
    {                                                                                                                  \
        R_##tag r = {0};                                                                                               \
        fill_##tag(&r, seed);                                                                                          \
        return r;                                                                                                      \
    }                                                                                                                  \
    int c_check_##tag(R_##tag v, int seed) { return check_##tag(v, seed); }                                            \
    R_##tag c_pick_##tag(R_##tag a, int k, R_##tag b, R_##tag c, R_##tag d)                                            \
    {                                                                                                                  \
        return k == 0 ? a : k == 1 ? b : k == 2 ? c : d;                                                               \
    }                                                                                                                  \
    static void run_##tag(void)                                                                                        \
    {                                                                                                                  \
        for (int seed = 1; seed < 40; seed += 13) {                                                                    \
            check(#tag, "result of cl_make", 0, check_##tag(cl_make_##tag(seed), seed));                               \
            check(#tag, "argument of cl_check", 0, cl_check_##tag(c_make_##tag(seed), seed));                          \
            for (int k = 0; k < 4; k++)                                                                                \
                check(#tag, "cl_pick", k,                                                                              \
                      check_##tag(cl_pick_##tag(c_make_##tag(seed), k, c_make_##tag(seed + 1), c_make_##tag(seed + 2), \
                                                c_make_##tag(seed + 3)),                                               \
                                  seed + k));                                                                          \
            check(#tag, "cl_calls_c", 0, cl_calls_c_##tag(seed));                                                      \
            int out = -1;                                                                                              \
            kern_##tag(&out, c_make_##tag(seed), seed);                                                                \
            check(#tag, "kernel argument", 0, out);                                                                    \
        }                                                                                                              \
    }
SHAPES(SHAPE)
#undef SHAPE

int main(void)
{
#define SHAPE(tag, ms) run_##tag();
    SHAPES(SHAPE)
    printf("record-abi: %d checks passed, %d failed\n", passed, failed);
    return failed != 0;
}
