/* record-values.h - record-values.cl's program, in the subset of C that
 * OpenCL C shares: compiled by oclc as the kernel and by cc as the
 * reference, the two must write the same values.  Structs, unions and
 * enums; initializers of every kind (partial, nested, elided, designated,
 * unions, arrays of records, compound literals); copies, by-value calls,
 * ?:, anonymous members, program-scope tables and variables.  The includer
 * defines CONSTANT (program-scope read-only data), GLOBAL (program-scope
 * variables), PRIVATE_PTR and OUT_PTR. */
typedef unsigned char uchar;
typedef unsigned int uint;

struct P {
    int x;
    float y;
};
struct Line {
    struct P a, b;
    int tag;
};
union W {
    uint w;
    uchar b[4];
    float f;
};
enum Op { OP_ADD, OP_SUB = 3, OP_MUL, OP_LAST = OP_MUL * 2 };
typedef struct {
    char c;
    struct {
        short s;
        int i;
    };
    union {
        float f;
        int bits;
    };
} Anon;
struct Rule {
    enum Op op;
    int arg;
};

CONSTANT struct P table[4] = {{1, 0.5f}, [2] = {.y = 2.0f}, {7}};
CONSTANT struct Line lines[2] = {1, 2, 3, 4, 5, 6};
CONSTANT struct Rule rules[] = {{OP_MUL, 3}, [2] = {.arg = 10, .op = OP_SUB}, {OP_ADD, 4}};
CONSTANT union W word = {.b = {1, 2, 3, 4}};
GLOBAL struct P counter = {100, 0.0f};

static int apply(struct Rule r, int v)
{
    int res;
    switch (r.op) {
    case OP_ADD: res = v + r.arg; break;
    case OP_SUB: res = v - r.arg; break;
    case OP_MUL: res = v * r.arg; break;
    default: res = -v; break;
    }
    return res;
}

static struct P scaled(struct P p, int k)
{
    p.x *= k; /* a copy: the caller's is untouched */
    p.y *= (float)k;
    return p;
}

static void bump(PRIVATE_PTR(struct P) p) { p->x += 1; }

static void program(OUT_PTR out, int seed)
{
    int n = 0;
    /* Partial, nested, elided and designated initializers. */
    struct P p = {seed};
    struct Line l = {{1, 2}, .tag = seed, .b = p};
    struct Line e = {1, 2, 3, 4, 5};
    struct P arr[3] = {[2].y = 1.5f, [0] = {seed, 2.5f}};
    out[n++] = p.x;
    out[n++] = (int)(p.y * 1000);
    out[n++] = l.a.x * 100 + l.a.y + l.b.x + l.tag;
    out[n++] = e.a.x + e.a.y * 10 + e.b.x * 100 + e.b.y * 1000 + e.tag * 10000;
    out[n++] = arr[0].x + (int)(arr[0].y * 10) + arr[1].x + (int)(arr[2].y * 10);
    /* Unions: the first member, a designated one, the bytes of a word. */
    union W u = {0x01020304u};
    union W v = {.f = 1.0f};
    out[n++] = u.b[0] + u.b[1] * 10 + u.b[2] * 100 + u.b[3] * 1000;
    out[n++] = (int)(v.w >> 16);
    out[n++] = (int)word.w;
    /* Copies are copies; by-value calls do not change the argument. */
    struct P q = p;
    q.x += 5;
    struct P r = scaled(q, 3);
    bump(&q);
    out[n++] = p.x * 10000 + q.x * 100 + r.x;
    out[n++] = (int)(r.y * 100);
    struct P s = seed & 1 ? q : r;
    out[n++] = s.x;
    /* Enums: values, arithmetic, a switch, an array size. */
    int sized[OP_LAST];
    out[n++] = OP_ADD + OP_SUB * 10 + OP_MUL * 100 + OP_LAST * 1000 + (int)(sizeof(sized) / sizeof(int));
    int acc = seed;
    for (int i = 0; i < (int)(sizeof(rules) / sizeof(rules[0])); i++) acc = apply(rules[i], acc);
    out[n++] = acc;
    enum Op o = OP_SUB;
    o = o + 1;
    out[n++] = o == OP_MUL;
    /* Anonymous members and compound literals. */
    Anon a = {'a', .i = seed, .bits = 7};
    a.s = 3;
    out[n++] = a.c + a.s * 1000 + a.i * 100 + a.bits;
    struct P *lit = &(struct P){seed * 2, 0.25f};
    out[n++] = lit->x + (int)(lit->y * 100) + (int){9} + ((int[]){1, 2, 3})[2];
    out[n++] = scaled((struct P){2, 1.0f}, seed).x;
    /* Program-scope tables and variables. */
    out[n++] = table[0].x + table[1].x * 10 + (int)(table[2].y * 100) + table[3].x * 1000;
    out[n++] = lines[0].a.x + lines[0].b.y * 10 + lines[0].tag * 100 + lines[1].a.x * 1000;
    counter.x += seed;
    counter.y += 0.5f;
    out[n++] = counter.x + (int)(counter.y * 10);
    out[n++] = (int)sizeof(struct Line) + (int)sizeof(union W) * 100 + (int)sizeof(Anon) * 10000;
    out[n++] = -1;
}
