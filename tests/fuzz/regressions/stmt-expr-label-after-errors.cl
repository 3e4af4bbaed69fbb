typedef float row3[3];
    local float s[8// GNU statement expressions ({ ... }), as clang takes them in OpenCL C:
#define MAX(a, b) ({ intà ßÂß×›), _b = (b); _a > _b ? _a :];
    local float (*q)[8] = &s;
    local float *e = ( _b; })
int values(int x, int y, float f)
{
    int m = MAX(x, y);                                      // expected-warning {{use of GNU statement expression extension}}
    int l =Ù×„ß˜‹ here; here: x; });                      // expected-warning {{use of GNU statement expression extension}}
}