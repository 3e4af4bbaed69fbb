/*
 * diff_harness.c - runs one batch of generated functions (gen.py) compiled
 * by oclc at -O0 and at -O2, and by PoCL, on the same random inputs, and
 * reports every result that differs.
 *
 * The two oclc objects are linked into this program: each defines one
 * dispatcher, o0_run and o2_run (the batch compiled with -DPFX=o0_ and
 * -DPFX=o2_), that applies function fi to n elements of three argument
 * arrays.  With -DHAVE_OPENCL the same source, compiled with -DPOCL by
 * the OpenCL platform named by OCLC_DIFF_PLATFORM (default: the first,
 * PoCL here), runs as the kernel `run` over n work-items, for the
 * functions whose results OpenCL C defines (gen.py's defined mode).
 *
 * What counts as equal is the only judgement here: results are compared
 * lane by lane, bit for bit, except that any NaN equals any NaN (LLVM
 * does not promise a NaN's payload, and the x86 FPU's default NaN differs
 * from the constant folder's); the padding lane of a vec3 result is not
 * compared with PoCL (OpenCL leaves it alone or not), but between oclc's
 * two levels it must hold what was there before (oclc never writes it).
 * Inputs are random per lane, drawn half from each type's interesting
 * values (0, -1, MIN, MAX, NaN, infinities, denormals, ties, values at the
 * edges of the integer ranges), and the padding lanes of vec3 inputs are
 * garbage, which the code must never read.
 *
 *   diff_harness META N SEED [SOURCE.cl]
 *
 * META is gen.py's metadata (one line per function: defined, result type,
 * three argument types).  Prints one line per mismatch (at most 20 per
 * function) and a summary; exits 1 if -O0 and -O2 differed or something
 * failed, 3 if only PoCL disagreed (with -O0 and -O2 agreeing: a bug of
 * PoCL's or of oclc's semantics, to be looked at), 0 otherwise.
 */
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_OPENCL
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#endif

typedef void RunFn(int fi, const void *a, const void *b, const void *c, void *r, unsigned n);
RunFn o0_run, o2_run;

typedef struct Type {
    char name[16];
    int size;   /* bytes of an element */
    char kind;  /* 'i' signed, 'u' unsigned, 'f' floating */
    int lanes;  /* 1, 2, 3, 4, 8, 16 */
    int stride; /* bytes in an array: a vec3 takes a vec4's */
} Type;

typedef struct Func {
    bool defined;
    Type ret, arg[3];
} Func;

static bool parse_type(const char *s, Type *t)
{
    static const struct {
        const char *name;
        int size;
        char kind;
    } elems[] = {
        {"uchar", 1, 'u'}, {"char", 1, 'i'},  {"ushort", 2, 'u'}, {"short", 2, 'i'}, {"uint", 4, 'u'},
        {"int", 4, 'i'},   {"ulong", 8, 'u'}, {"long", 8, 'i'},   {"float", 4, 'f'}, {"double", 8, 'f'},
    };
    for (size_t i = 0; i < sizeof elems / sizeof elems[0]; i++) {
        size_t len = strlen(elems[i].name);
        if (strncmp(s, elems[i].name, len) != 0) continue;
        const char *rest = s + len;
        if (*rest && (*rest < '0' || *rest > '9')) continue;
        t->lanes = *rest ? atoi(rest) : 1;
        t->size = elems[i].size;
        t->kind = elems[i].kind;
        t->stride = t->size * (t->lanes == 3 ? 4 : t->lanes);
        snprintf(t->name, sizeof t->name, "%s", s);
        return true;
    }
    return false;
}

/* ---------------------------------------------------------------- inputs */

static uint64_t rng_state;
static uint64_t next64(void)
{ /* splitmix64 */
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void put(void *p, int size, uint64_t v) { memcpy(p, &v, (size_t)size); } /* little-endian */

static void random_lane(void *p, const Type *t)
{
    uint64_t r = next64();
    bool special = r & 1;
    unsigned pick = (unsigned)(r >> 1);
    if (t->kind == 'f' && t->size == 4) {
        static const float sp[] = {0.0f,
                                   -0.0f,
                                   1.0f,
                                   -1.0f,
                                   0.5f,
                                   1.5f,
                                   2.5f,
                                   -2.5f,
                                   INFINITY,
                                   -INFINITY,
                                   NAN,
                                   3.4028235e38f,
                                   1.17549435e-38f,
                                   1e-45f,
                                   -1e-45f,
                                   2147483648.0f,
                                   -2147483648.0f,
                                   4294967296.0f,
                                   9.2233720e18f,
                                   127.5f,
                                   255.5f,
                                   -128.5f,
                                   32767.5f,
                                   65535.5f,
                                   -0.5f,
                                   1e10f,
                                   3.0f,
                                   0.1f};
        float f;
        if (special)
            f = sp[pick % (sizeof sp / sizeof sp[0])];
        else if (pick & 2) {
            uint32_t u = (uint32_t)(r >> 32);
            memcpy(&f, &u, 4);
        } else
            f = (float)((double)(int32_t)(r >> 32) / (double)(1u << (pick % 24)));
        memcpy(p, &f, 4);
    } else if (t->kind == 'f') {
        static const double sp[] = {0.0,
                                    -0.0,
                                    1.0,
                                    -1.0,
                                    0.5,
                                    1.5,
                                    2.5,
                                    -2.5,
                                    INFINITY,
                                    -INFINITY,
                                    NAN,
                                    1.7976931348623157e308,
                                    2.2250738585072014e-308,
                                    5e-324,
                                    3.4028235e38,
                                    3.4028236e38,
                                    1e-45,
                                    2147483648.0,
                                    -2147483649.0,
                                    9.2233720368547758e18,
                                    -9.2233720368547758e18,
                                    1.8446744073709552e19,
                                    127.5,
                                    255.5,
                                    65535.5,
                                    16777217.0,
                                    0.1};
        double d;
        if (special)
            d = sp[pick % (sizeof sp / sizeof sp[0])];
        else if (pick & 2) {
            uint64_t u = next64();
            memcpy(&d, &u, 8);
        } else
            d = (double)(int64_t)next64() / (double)(1ull << (pick % 60));
        memcpy(p, &d, 8);
    } else {
        int bits = t->size * 8;
        uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
        uint64_t min = t->kind == 'i' ? 1ull << (bits - 1) : 0;
        uint64_t v;
        if (special) {
            static const int64_t small[] = {0, 1, -1, 2, 3, 7, 8, 31, 32, 63, 64, 127, 128, 255, -128, 1000};
            switch (pick % 6) {
            case 0: v = min; break;              /* MIN */
            case 1: v = (min - 1) & mask; break; /* MAX (all ones for unsigned) */
            case 2: v = min + 1; break;
            case 3: v = (min - 2) & mask; break;
            default: v = (uint64_t)small[(pick >> 3) % 16]; break;
            }
        } else {
            v = next64();
            if (pick & 2) v &= 0xff;
        }
        put(p, t->size, v & mask);
    }
}

static void fill_inputs(unsigned char *buf, const Type *t, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        for (int l = 0; l < (t->lanes == 3 ? 4 : t->lanes); l++) {
            unsigned char *p = buf + (size_t)i * t->stride + (size_t)l * t->size;
            if (l < t->lanes)
                random_lane(p, t);
            else
                for (int k = 0; k < t->size; k++) p[k] = (unsigned char)next64(); /* padding: garbage */
        }
}

/* -------------------------------------------------------------- comparing */

static bool lane_equal(const unsigned char *x, const unsigned char *y, const Type *t)
{
    if (t->kind == 'f' && t->size == 4) {
        float a, b;
        memcpy(&a, x, 4);
        memcpy(&b, y, 4);
        if (isnan(a) && isnan(b)) return true;
    } else if (t->kind == 'f') {
        double a, b;
        memcpy(&a, x, 8);
        memcpy(&b, y, 8);
        if (isnan(a) && isnan(b)) return true;
    }
    return memcmp(x, y, (size_t)t->size) == 0;
}

static void print_lane(FILE *f, const unsigned char *p, const Type *t)
{
    uint64_t v = 0;
    memcpy(&v, p, (size_t)t->size);
    if (t->kind == 'f' && t->size == 4) {
        float x;
        memcpy(&x, p, 4);
        fprintf(f, "%a", (double)x);
    } else if (t->kind == 'f') {
        double x;
        memcpy(&x, p, 8);
        fprintf(f, "%a", x);
    } else {
        fprintf(f, "0x%0*" PRIx64, t->size * 2, v);
    }
}

static void print_value(FILE *f, const unsigned char *p, const Type *t)
{
    fprintf(f, "(%s)(", t->name);
    for (int l = 0; l < t->lanes; l++) {
        if (l) fputs(", ", f);
        print_lane(f, p + (size_t)l * t->size, t);
    }
    fputc(')', f);
}

static long mismatches;     /* lanes where -O0 and -O2 differ: a miscompile */
static long pocl_lanes;     /* lanes where -O2 and PoCL differ (with -O0 == -O2) */
static long pocl_functions; /* functions with such lanes */

/* Compares the results of function fi: -O0's with -O2's, the padding
 * lane of a vec3 included (oclc never writes it, so both still hold what
 * was there), or with `pocl`, -O2's with PoCL's, without that lane. */
static void compare(int fi, const Func *fn, bool pocl, const unsigned char *x, const unsigned char *y, unsigned n,
                    unsigned char *const in[3])
{
    const Type *t = &fn->ret;
    const char *what = pocl ? "O2/PoCL" : "O0/O2";
    bool padding = !pocl;
    int shown = 0;
    for (unsigned i = 0; i < n; i++) {
        int lanes = padding && t->lanes == 3 ? 4 : t->lanes;
        for (int l = 0; l < lanes; l++) {
            size_t off = (size_t)i * t->stride + (size_t)l * t->size;
            if (lane_equal(x + off, y + off, t)) continue;
            if (pocl) {
                pocl_functions += !shown;
                pocl_lanes++;
            } else {
                mismatches++;
            }
            if (shown++ < 20) {
                printf("MISMATCH %s f%d element %u lane %d:", what, fi, i, l);
                for (int a = 0; a < 3; a++) {
                    printf(a ? ", " : " f(");
                    print_value(stdout, in[a] + (size_t)i * fn->arg[a].stride, &fn->arg[a]);
                }
                printf(") = ");
                print_value(stdout, x + (size_t)i * t->stride, t);
                printf(" vs ");
                print_value(stdout, y + (size_t)i * t->stride, t);
                printf("\n");
            }
            break;
        }
    }
}

/* ------------------------------------------------------------------ PoCL */

#ifdef HAVE_OPENCL
typedef struct Cl {
    cl_context ctx;
    cl_command_queue q;
    cl_kernel k;
    cl_mem buf[4];
} Cl;

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)len + 1);
    if (s && fread(s, 1, (size_t)len, f) != (size_t)len) {
        free(s);
        s = NULL;
    }
    if (s) s[len] = 0;
    fclose(f);
    return s;
}

static bool cl_setup(Cl *cl, const char *path, size_t bytes)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS || np == 0) {
        printf("ERROR no OpenCL platform\n");
        return false;
    }
    const char *want = getenv("OCLC_DIFF_PLATFORM");
    cl_platform_id plat = plats[0];
    for (cl_uint i = 0; want && i < np; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, want)) plat = plats[i];
    }
    cl_device_id dev;
    cl_int err = clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL);
    if (err != CL_SUCCESS) {
        printf("ERROR no OpenCL device (%d)\n", err);
        return false;
    }
    cl->ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS) return false;
    cl->q = clCreateCommandQueueWithProperties(cl->ctx, dev, NULL, &err);
    if (err != CL_SUCCESS) return false;
    char *src = read_text(path);
    if (!src) {
        printf("ERROR cannot read %s\n", path);
        return false;
    }
    const char *srcs[] = {src};
    cl_program prog = clCreateProgramWithSource(cl->ctx, 1, srcs, NULL, &err);
    free(src);
    if (err != CL_SUCCESS) return false;
    err = clBuildProgram(prog, 1, &dev, "-DPOCL -cl-std=CL3.0", NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t len = 0;
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
        char *log = malloc(len + 1);
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, len, log, NULL);
        log[len] = 0;
        printf("ERROR the OpenCL platform did not build the batch (%d):\n%s\n", err, log);
        free(log);
        return false;
    }
    cl->k = clCreateKernel(prog, "run", &err);
    clReleaseProgram(prog);
    if (err != CL_SUCCESS) return false;
    for (int i = 0; i < 4; i++) {
        cl->buf[i] = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
        if (err != CL_SUCCESS) return false;
    }
    return true;
}

static bool cl_run(Cl *cl, int fi, const Func *fn, unsigned char *const in[3], unsigned char *out, unsigned n)
{
    cl_int err = CL_SUCCESS;
    for (int a = 0; a < 3; a++)
        err |=
            clEnqueueWriteBuffer(cl->q, cl->buf[a], CL_FALSE, 0, (size_t)n * fn->arg[a].stride, in[a], 0, NULL, NULL);
    err |= clEnqueueWriteBuffer(cl->q, cl->buf[3], CL_FALSE, 0, (size_t)n * fn->ret.stride, out, 0, NULL, NULL);
    err |= clSetKernelArg(cl->k, 0, sizeof(int), &fi);
    for (int a = 0; a < 4; a++) err |= clSetKernelArg(cl->k, (cl_uint)a + 1, sizeof(cl_mem), &cl->buf[a]);
    size_t global = n;
    err |= clEnqueueNDRangeKernel(cl->q, cl->k, 1, NULL, &global, NULL, 0, NULL, NULL);
    err |= clEnqueueReadBuffer(cl->q, cl->buf[3], CL_TRUE, 0, (size_t)n * fn->ret.stride, out, 0, NULL, NULL);
    return err == CL_SUCCESS;
}
#endif

/* ------------------------------------------------------------------ main */

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: %s META N SEED [SOURCE.cl]\n", argv[0]);
        return 2;
    }
    FILE *mf = fopen(argv[1], "r");
    if (!mf) {
        perror(argv[1]);
        return 2;
    }
    unsigned n = (unsigned)atoi(argv[2]);
    rng_state = strtoull(argv[3], NULL, 0);
    Func *fns = NULL;
    int nf = 0, cap = 0;
    char line[256];
    while (fgets(line, sizeof line, mf)) {
        int def;
        char r[16], a[3][16];
        if (sscanf(line, "%d %15s %15s %15s %15s", &def, r, a[0], a[1], a[2]) != 5) continue;
        if (nf == cap) fns = realloc(fns, (size_t)(cap = cap ? 2 * cap : 256) * sizeof *fns);
        Func *f = &fns[nf++];
        f->defined = def;
        if (!parse_type(r, &f->ret) || !parse_type(a[0], &f->arg[0]) || !parse_type(a[1], &f->arg[1]) ||
            !parse_type(a[2], &f->arg[2])) {
            fprintf(stderr, "bad metadata line: %s", line);
            return 2;
        }
    }
    fclose(mf);

    size_t bytes = (size_t)n * 128; /* the widest type: double16 */
    unsigned char *in[3], *r0 = malloc(bytes), *r2 = malloc(bytes), *rp = malloc(bytes);
    for (int a = 0; a < 3; a++) in[a] = malloc(bytes);
    bool use_cl = argc > 4;
#ifdef HAVE_OPENCL
    Cl cl;
    if (use_cl && !cl_setup(&cl, argv[4], bytes)) return 1;
#else
    if (use_cl) printf("note: built without OpenCL: no comparison with PoCL\n");
    use_cl = false;
#endif
    long compared_cl = 0, failed = 0, inputs = 0, pocl_unwritten = 0;
    for (int fi = 0; fi < nf; fi++) {
        Func *f = &fns[fi];
        for (int a = 0; a < 3; a++) fill_inputs(in[a], &f->arg[a], n);
        memset(r0, 0xa5, bytes);
        memset(r2, 0xa5, bytes);
        o0_run(fi, in[0], in[1], in[2], r0, n);
        o2_run(fi, in[0], in[1], in[2], r2, n);
        compare(fi, f, false, r0, r2, n, in);
        inputs += n;
#ifdef HAVE_OPENCL
        if (use_cl && f->defined) {
            memset(rp, 0xa5, bytes);
            if (!cl_run(&cl, fi, f, in, rp, n)) {
                printf("ERROR the OpenCL run of f%d failed\n", fi);
                failed++;
                continue;
            }
            /* PoCL 3.1 drops the whole store for some constant conversions
             * (convert_long_rte(1e10f) in a kernel: the result is never
             * written).  That is PoCL's bug, not a difference of results:
             * it is counted apart and does not fail the run. */
            size_t k = 0, bytes_out = (size_t)n * f->ret.stride;
            while (k < bytes_out && rp[k] == 0xa5) k++;
            if (k == bytes_out) {
                printf("POCL-UNWRITTEN f%d: PoCL did not write the results\n", fi);
                pocl_unwritten++;
                continue;
            }
            compare(fi, f, true, r2, rp, n, in);
            compared_cl++;
        }
#endif
    }
    printf("functions: %d, inputs per function: %u, compared with PoCL: %ld, mismatching lanes: %ld, failures: %ld, "
           "not written by PoCL: %ld, disagreeing with PoCL: %ld lanes in %ld functions\n",
           nf, n, compared_cl, mismatches, failed, pocl_unwritten, pocl_lanes, pocl_functions);
    free(fns);
    free(r0);
    free(r2);
    free(rp);
    for (int a = 0; a < 3; a++) free(in[a]);
    return mismatches || failed ? 1 : pocl_lanes ? 3 : 0;
}
