/* The functions of run/statement-expressions.cl, written once for both
 * compilers: oclc compiles them as OpenCL C, the host C compiler (GNU C,
 * which has statement expressions) as the reference.  Nothing here is
 * OpenCL-specific. */
#define MAX(a, b)               \
    ({                          \
        int _a = (a), _b = (b); \
        _a > _b ? _a : _b;      \
    })
#define SWAP(x, y)    \
    ({                \
        int _t = (x); \
        (x) = (y);    \
        (y) = _t;     \
    })

int SE(max3)(int a, int b, int c) { return MAX(MAX(a, b), c); }

int SE(sum_until)(int n, int stop)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += ({
            if (i == stop) break;
            if (i % 3 == 1) continue;
            i *i;
        });
    return s;
}

int SE(early)(int x)
{
    return ({
               if (x < 0) return -1000;
               int y = x * 7;
               y ^ 5;
           }) +
           1;
}

int SE(sort2)(int a, int b)
{
    if (a > b) SWAP(a, b);
    return a * 1000 + b;
}

int SE(nested)(int x)
{
    return ({
        int u = ({
            int v = x + 1;
            v * 2;
        });
        int w = ({ u > 10 ? u - 10 : u + 10; });
        w * 3 + u;
    });
}

int SE(labelled)(int x)
{
    int k = 0;
    int r = ({
        goto skip;
        k = 100;
    skip:
        k + x;
    });
    return r;
}
