/*
 * printf_format.c - the conversion specifications of OpenCL C's printf
 * (printf_format.h): one parser for sema and the runtime.
 */
#include "support/printf_format.h"

#include <string.h>

int printf_length_bytes(PrintfLength l)
{
    static const int bytes[] = {[PF_LEN_NONE] = 0, [PF_LEN_HH] = 1, [PF_LEN_H] = 2, [PF_LEN_HL] = 4, [PF_LEN_L] = 8};
    return bytes[l];
}

/* The conversions, and what each takes. */
static const struct {
    char conv;
    PrintfClass cls;
} conversions[] = {
    {'d', PF_SIGNED}, {'i', PF_SIGNED}, {'o', PF_UNSIGNED}, {'u', PF_UNSIGNED}, {'x', PF_UNSIGNED}, {'X', PF_UNSIGNED},
    {'c', PF_CHAR},   {'f', PF_FLOAT},  {'F', PF_FLOAT},    {'e', PF_FLOAT},    {'E', PF_FLOAT},    {'g', PF_FLOAT},
    {'G', PF_FLOAT},  {'a', PF_FLOAT},  {'A', PF_FLOAT},    {'s', PF_STRING},   {'p', PF_POINTER},  {'%', PF_PERCENT},
};

static int digits(const char *s, size_t n, size_t *i)
{
    long v = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9') {
        if (v < 100000) v = v * 10 + (s[*i] - '0');
        (*i)++;
    }
    return (int)v;
}

const char *printf_spec_parse(const char *s, size_t n, PrintfSpec *sp)
{
    memset(sp, 0, sizeof *sp);
    sp->width = sp->precision = -1;
    size_t i = 1;
#define FAIL(msg)    \
    do {             \
        sp->len = i; \
        return msg;  \
    } while (0)
    int nflags = 0;
    while (i < n && strchr("-+ #0", s[i])) {
        if (!strchr(sp->flags, s[i]) && nflags < 7) sp->flags[nflags++] = s[i];
        i++;
    }
    if (i < n && s[i] == '*') {
        i++;
        FAIL("the '*' field width is not supported in OpenCL C");
    }
    if (i < n && s[i] >= '1' && s[i] <= '9') sp->width = digits(s, n, &i);
    if (i < n && s[i] == '.') {
        i++;
        if (i < n && s[i] == '*') {
            i++;
            FAIL("the '*' precision is not supported in OpenCL C");
        }
        sp->precision = digits(s, n, &i);
    }
    if (i < n && s[i] == 'v') {
        i++;
        if (i >= n || s[i] < '0' || s[i] > '9') FAIL("'v' must be followed by the vector size");
        sp->lanes = digits(s, n, &i);
        if (sp->lanes != 2 && sp->lanes != 3 && sp->lanes != 4 && sp->lanes != 8 && sp->lanes != 16)
            FAIL("the vector size must be 2, 3, 4, 8 or 16");
    }
    if (i + 1 < n && s[i] == 'h' && s[i + 1] == 'h') {
        sp->length = PF_LEN_HH, i += 2;
    } else if (i + 1 < n && s[i] == 'h' && s[i + 1] == 'l') {
        sp->length = PF_LEN_HL, i += 2;
    } else if (i < n && s[i] == 'h') {
        sp->length = PF_LEN_H, i++;
    } else if (i + 1 < n && s[i] == 'l' && s[i + 1] == 'l') {
        i += 2;
        FAIL("the 'll' length modifier is reserved in OpenCL C ('l' is 64 bits)");
    } else if (i < n && s[i] == 'l') {
        sp->length = PF_LEN_L, i++;
    } else if (i < n && strchr("jztL", s[i])) {
        i++;
        FAIL("the 'j', 'z', 't' and 'L' length modifiers are reserved in OpenCL C");
    }
    if (i >= n) FAIL("incomplete conversion specifier");
    char c = s[i++];
    sp->len = i;
    sp->conv = c;
    size_t k = 0;
    while (k < sizeof conversions / sizeof *conversions && conversions[k].conv != c) k++;
    if (c == 'n') return "'%n' is reserved in OpenCL C";
    if (k == sizeof conversions / sizeof *conversions) return "unknown conversion character";
    sp->cls = conversions[k].cls;
    if (sp->cls == PF_PERCENT && i != 2) return "'%%' takes no flags, width, precision, vector size or length";
    if (sp->lanes) {
        if (sp->cls != PF_SIGNED && sp->cls != PF_UNSIGNED && sp->cls != PF_FLOAT)
            return "a vector specifier needs one of the conversions d i o u x X f F e E g G a A";
        if (sp->length == PF_LEN_NONE) return "a vector specifier needs a length modifier (hh, h, hl or l)";
        if (sp->cls == PF_FLOAT && sp->length == PF_LEN_HH) return "'hh' names no floating-point vector";
    } else if (sp->length == PF_LEN_HL) {
        return "the 'hl' length modifier needs a vector specifier";
    } else if (sp->cls == PF_FLOAT && (sp->length == PF_LEN_HH || sp->length == PF_LEN_H)) {
        return "'hh' and 'h' name no floating-point scalar";
    }
    if (sp->length == PF_LEN_L && (sp->cls == PF_CHAR || sp->cls == PF_STRING))
        return "'%lc' and '%ls' are not supported in OpenCL C";
    if (sp->length != PF_LEN_NONE && (sp->cls == PF_CHAR || sp->cls == PF_STRING || sp->cls == PF_POINTER))
        return "a length modifier applies to numbers only";
    return NULL;
#undef FAIL
}
