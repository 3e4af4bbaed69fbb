/*
 * literal.c - literal spellings to values, for the parser's token adapter
 * and for #if.
 *
 * The lexer only finds where a literal ends; whether its digits, suffix or
 * escapes make sense is decided here, when the value is needed.  That is
 * where clang decides it too (NumericLiteralParser), and it means a
 * malformed number in a skipped group or in a macro that is only
 * stringized is no error.  Messages follow clang's wording and point at
 * the offending character, not at the token: char_loc() maps an index in
 * the spelling back to the file, through line continuations when the
 * spelling was spliced, and falls back to the whole token when the
 * spelling is not in the file at all (a ## result).
 *
 * Numbers: integers accumulate in 64 bits with an overflow check; the
 * C99 typing rules (which need the suffix and the radix) are left to sema.
 * Floating literals are converted by the C library (strtod/strtof, in the
 * "C" locale whatever the embedding process set), which rounds correctly;
 * an `f` literal is rounded from the decimal text straight to float,
 * never through double, which could round twice.
 *
 * OpenCL departures from C: `ll` suffixes mean long (long long is a
 * reserved type; -Wlong-long says so), an `h` literal is a half (rounded
 * here; sema refuses it without cl_khr_fp16), multi-character constants are errors rather than
 * implementation-defined values, and an unknown escape is an error.
 * Binary literals (0b101) are accepted, as clang accepts them.
 */
#include "lexer/literal.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

/* ------------------------------------------------------------------ */
/* Locations inside a spelling                                        */

/* Length of a line continuation (backslash, blanks, line end) at s, or 0. */
static uint32_t continuation(const char *s, uint32_t n)
{
    uint32_t q = 1;
    if (n < 2 || s[0] != '\\') return 0;
    while (q < n && (s[q] == ' ' || s[q] == '\t' || s[q] == '\v' || s[q] == '\f')) q++;
    if (q >= n || (s[q] != '\n' && s[q] != '\r')) return 0;
    return q + (s[q] == '\r' && q + 1 < n && s[q + 1] == '\n' ? 2 : 1);
}

/* The location of bytes [i, i+n) of t's spelling. */
static Loc char_loc(DiagEngine *d, const Token *t, uint32_t i, uint32_t n)
{
    Loc l = t->loc;
    const SrcFile *f = sm_file(d->sm, l.file);
    if (!f || l.off > f->len || f->len - l.off < l.len) return l;
    const char *src = f->text + l.off;
    if (src == t->text || (l.len == t->len && memcmp(src, t->text, t->len) == 0)) {
        l.off += i;
        l.len = n;
        return l;
    }
    if (l.len <= t->len) return l;
    /* A spliced spelling: walk the physical text, skipping continuations. */
    uint32_t j = 0;
    for (uint32_t k = 0;; k++) {
        for (uint32_t w; (w = continuation(src + j, l.len - j)) != 0;) j += w;
        if (k == i) break;
        if (j >= l.len || k >= t->len || src[j] != t->text[k]) return t->loc;
        j++;
    }
    l.off += j;
    l.len = n;
    return l;
}

/* ------------------------------------------------------------------ */
/* Integers                                                           */

static int digit_value(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

static bool is_hex_digit(char c) { return digit_value(c) < 16; }

static bool suffix_is(const char *s, uint32_t n, const char *const *list)
{
    for (; *list; list++)
        if (strlen(*list) == n && memcmp(*list, s, n) == 0) return true;
    return false;
}

bool literal_int(DiagEngine *d, const Token *t, IntLiteral *out)
{
    static const char *const u_suffixes[] = {"u", "U", NULL};
    static const char *const l_suffixes[] = {"l", "L", NULL};
    static const char *const ul_suffixes[] = {"ul", "uL", "Ul", "UL", "lu", "lU", "Lu", "LU", NULL};
    static const char *const ll_suffixes[] = {"ll", "LL", "ull", "uLL", "Ull", "ULL", "llu", "llU", "LLu", "LLU", NULL};
    memset(out, 0, sizeof *out);
    const char *s = t->text;
    uint32_t n = t->len, i = 0;
    int radix = 10;
    const char *radix_name = "decimal";
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        radix = 16;
        i = 2;
    } else if (n >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        radix = 2;
        i = 2;
        radix_name = "binary";
    } else if (n >= 1 && s[0] == '0') {
        radix = 8;
        radix_name = "octal";
    }
    out->is_decimal = radix == 10;

    uint32_t digits = i;
    uint64_t v = 0;
    bool overflow = false;
    for (; i < n; i++) {
        int dv = digit_value(s[i]);
        if (dv >= radix) {
            /* A digit of a wider radix is a wrong digit, not a suffix
             * (clang: "invalid digit 'a' in decimal constant"); e/E is
             * left to the suffix check because 1e5 is a float shape. */
            bool wrong_digit = radix == 16  ? false
                               : radix == 2 ? dv < 10
                                            : dv < 10 || (is_hex_digit(s[i]) && (s[i] | 0x20) != 'e');
            if (wrong_digit) {
                diag_error(d, char_loc(d, t, i, 1), "invalid digit '%c' in %s constant", s[i], radix_name);
                return false;
            }
            break;
        }
        if (v > (UINT64_MAX - (uint64_t)dv) / (uint64_t)radix) overflow = true;
        v = v * (uint64_t)radix + (uint64_t)dv;
    }
    if ((radix == 16 || radix == 2) && i == digits) {
        /* "0x" alone: clang calls the x a suffix of the literal 0. */
        diag_error(d, char_loc(d, t, 1, n - 1), "invalid suffix '%.*s' on integer constant", (int)(n - 1), s + 1);
        return false;
    }

    const char *suf = s + i;
    uint32_t sn = n - i;
    if (sn == 0)
        out->suffix = IS_NONE;
    else if (suffix_is(suf, sn, u_suffixes))
        out->suffix = IS_U;
    else if (suffix_is(suf, sn, l_suffixes))
        out->suffix = IS_L;
    else if (suffix_is(suf, sn, ul_suffixes))
        out->suffix = IS_UL;
    else if (suffix_is(suf, sn, ll_suffixes)) {
        /* clang takes C99's suffixes; OpenCL C reserves `long long`, and
         * long is already 64 bits, so LL means long and ULL ulong. */
        bool u = memchr(suf, 'u', sn) || memchr(suf, 'U', sn);
        out->suffix = u ? IS_UL : IS_L;
        diag_warning(d, W_LONG_LONG, char_loc(d, t, i, sn),
                     "integer suffix '%.*s' names '%s', a reserved type in OpenCL C (OpenCL C 3.0 section 6.3.4); "
                     "the literal is a '%s'",
                     (int)sn, suf, u ? "unsigned long long" : "long long", u ? "ulong" : "long");
    } else {
        diag_error(d, char_loc(d, t, i, sn), "invalid suffix '%.*s' on integer constant", (int)sn, suf);
        return false;
    }
    if (overflow) {
        out->overflow = true;
        diag_error(d, t->loc, "integer literal is too large to be represented in any integer type");
        return false;
    }
    out->value = v;
    return true;
}

/* ------------------------------------------------------------------ */
/* Floating point                                                     */

static locale_t c_locale;
static once_flag c_locale_once = ONCE_FLAG_INIT;
static void make_c_locale(void) { c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0); }

/*
 * v rounded to the nearest half (ties to even), as a double.  The ulp of a
 * half is 2^(e-11) for a value of exponent e (v = m 2^e, m in [0.5, 1))
 * down to the subnormals' 2^-24, so dividing by it is exact and
 * nearbyint() rounds in the default mode, which is to nearest even.  The
 * literal is read as a double first: a decimal within 2^-53 relative of
 * a half midpoint can round twice (no real program writes one).
 */
static double literal_round_to_half(double v)
{
    if (!isfinite(v) || v == 0) return v;
    int e;
    frexp(fabs(v), &e);
    double ulp = ldexp(1.0, (e < -13 ? -13 : e) - 11);
    double r = nearbyint(fabs(v) / ulp) * ulp;
    return copysign(r > 65504.0 ? INFINITY : r, v);
}

bool literal_float(DiagEngine *d, const Token *t, FloatLiteral *out)
{
    memset(out, 0, sizeof *out);
    const char *s = t->text;
    uint32_t n = t->len, i = 0;
    bool hex = n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    bool nonzero = false;
    uint32_t mantissa_digits = 0;
    if (hex) i = 2;
    for (; i < n && (hex ? is_hex_digit(s[i]) : digit_value(s[i]) < 10); i++, mantissa_digits++) nonzero |= s[i] != '0';
    if (i < n && s[i] == '.') {
        for (i++; i < n && (hex ? is_hex_digit(s[i]) : digit_value(s[i]) < 10); i++, mantissa_digits++)
            nonzero |= s[i] != '0';
    }
    if (hex && mantissa_digits == 0) {
        diag_error(d, t->loc, "hexadecimal floating constant requires a significand");
        return false;
    }
    if (i < n && (hex ? (s[i] | 0x20) == 'p' : (s[i] | 0x20) == 'e')) {
        uint32_t e = i++;
        if (i < n && (s[i] == '+' || s[i] == '-')) i++;
        uint32_t first = i;
        while (i < n && digit_value(s[i]) < 10) i++;
        if (i == first) {
            diag_error(d, char_loc(d, t, e, 1), "exponent has no digits");
            return false;
        }
    } else if (hex) {
        diag_error(d, char_loc(d, t, i < n ? i : n - 1, 1), "hexadecimal floating constant requires an exponent");
        return false;
    }

    uint32_t body = i;
    const char *suf = s + i;
    uint32_t sn = n - i;
    if (sn == 1 && (suf[0] == 'f' || suf[0] == 'F')) {
        out->is_float = true;
    } else if (sn == 1 && (suf[0] == 'h' || suf[0] == 'H')) {
        out->is_half = true;
    } else if (sn != 0) {
        diag_error(d, char_loc(d, t, i, sn), "invalid suffix '%.*s' on floating constant", (int)sn, suf);
        return false;
    }

    char small[64];
    char *text = body < sizeof small ? small : malloc((size_t)body + 1);
    if (!text) {
        d->arena->oom = true;
        return false;
    }
    memcpy(text, s, body);
    text[body] = 0;
    call_once(&c_locale_once, make_c_locale);
    if (out->is_float) {
        float f = c_locale ? strtof_l(text, NULL, c_locale) : strtof(text, NULL);
        out->value = f;
        out->overflow = isinf(f);
    } else {
        double v = c_locale ? strtod_l(text, NULL, c_locale) : strtod(text, NULL);
        out->value = v;
        out->overflow = isinf(v);
    }
    if (out->is_half) {
        out->value = literal_round_to_half(out->value);
        out->overflow = isinf(out->value);
    }
    out->underflow = nonzero && out->value == 0;
    if (text != small) free(text);
    return true;
}

/* ------------------------------------------------------------------ */
/* Characters and strings                                             */

/* Length of the valid UTF-8 sequence at s (at most n bytes), 0 if invalid. */
static uint32_t utf8_len(const unsigned char *s, uint32_t n)
{
    unsigned char c = s[0];
    uint32_t len;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF)
        len = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    if (n < len) return 0;
    if (s[1] < lo || s[1] > hi) return 0;
    for (uint32_t k = 2; k < len; k++)
        if (s[k] < 0x80 || s[k] > 0xBF) return 0;
    return len;
}

/* Decodes the escape sequence at s[*i] == '\\' (end: the closing quote's
 * index).  Returns false after an error; *value is then still usable. */
static bool decode_escape(DiagEngine *d, const Token *t, uint32_t *i, uint32_t end, unsigned *value)
{
    const char *s = t->text;
    uint32_t start = *i, p = start + 1;
    if (p >= end) { /* a backslash before a missing quote */
        *value = '\\';
        *i = p;
        return true;
    }
    char c = s[p++];
    bool ok = true;
    switch (c) {
    case 'n': *value = '\n'; break;
    case 't': *value = '\t'; break;
    case 'r': *value = '\r'; break;
    case 'a': *value = '\a'; break;
    case 'b': *value = '\b'; break;
    case 'f': *value = '\f'; break;
    case 'v': *value = '\v'; break;
    case '\\':
    case '\'':
    case '"':
    case '?': *value = (unsigned char)c; break;
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7': {
        unsigned v = (unsigned)(c - '0');
        for (int k = 1; k < 3 && p < end && s[p] >= '0' && s[p] <= '7'; k++) v = v * 8 + (unsigned)(s[p++] - '0');
        if (v > 0xFF) {
            diag_error(d, char_loc(d, t, start, p - start), "octal escape sequence out of range");
            ok = false;
        }
        *value = v & 0xFF;
        break;
    }
    case 'x': {
        if (p >= end || !is_hex_digit(s[p])) {
            diag_error(d, char_loc(d, t, start, p - start), "\\x used with no following hex digits");
            *value = 0;
            ok = false;
            break;
        }
        unsigned v = 0;
        bool big = false;
        for (; p < end && is_hex_digit(s[p]); p++) {
            v = v * 16 + (unsigned)digit_value(s[p]);
            if (v > 0xFF) big = true, v &= 0xFFF;
        }
        if (big) {
            diag_error(d, char_loc(d, t, start, p - start), "hex escape sequence out of range");
            ok = false;
        }
        *value = v & 0xFF;
        break;
    }
    default: {
        uint32_t w = utf8_len((const unsigned char *)s + p - 1, end - (p - 1));
        if (w == 0) w = 1;
        if ((unsigned char)c >= 0x20 && (unsigned char)c < 0x7F)
            diag_error(d, char_loc(d, t, start, 2), "unknown escape sequence '\\%c'", c);
        else
            diag_error(d, char_loc(d, t, start, 1 + w), "unknown escape sequence '\\x%02X'", (unsigned char)c);
        *value = (unsigned char)c;
        ok = false;
        break;
    }
    }
    *i = p;
    return ok;
}

/* Reports an unterminated literal that came out of a #define body (the
 * lexer only warned there; a literal lexed in plain text was reported as
 * an error when it was lexed). */
static bool check_terminated(DiagEngine *d, const Token *t, char quote)
{
    if (!(t->flags & TF_UNTERMINATED)) return true;
    if (t->loc.exp)
        diag_error(d, char_loc(d, t, 0, 1),
                   quote == '"' ? "missing terminating '\"' character" : "missing terminating ' character");
    return false;
}

bool literal_char(DiagEngine *d, const Token *t, int64_t *out)
{
    *out = 0;
    const char *s = t->text;
    bool ok = check_terminated(d, t, '\'');
    uint32_t end = t->flags & TF_UNTERMINATED ? t->len : t->len - 1;
    uint32_t i = 1, nchars = 0;
    unsigned value = 0;
    while (i < end) {
        unsigned v;
        if (s[i] == '\\') {
            ok &= decode_escape(d, t, &i, end, &v);
        } else {
            uint32_t w = utf8_len((const unsigned char *)s + i, end - i);
            if (w > 1 && nchars == 0 && i + w == end) {
                diag_error(d, t->loc, "character too large for enclosing character literal type");
                return false;
            }
            v = (unsigned char)s[i++];
        }
        if (nchars++ == 0) value = v;
    }
    if (!ok) return false;
    if (nchars == 0) {
        diag_error(d, t->loc, "empty character constant");
        return false;
    }
    if (nchars > 1) {
        diag_error(d, t->loc, "multi-character character constant");
        return false;
    }
    /* The type is int, the value that of a (signed) char. */
    *out = (int64_t)(signed char)(unsigned char)value;
    return true;
}

bool literal_string(DiagEngine *d, Arena *a, const Token *t, char **out, uint32_t *len)
{
    const char *s = t->text;
    bool ok = check_terminated(d, t, '"');
    uint32_t end = t->flags & TF_UNTERMINATED ? t->len : t->len - 1;
    char *buf = arena_alloc(a, (size_t)t->len + 1);
    uint32_t n = 0;
    bool bad_utf8 = false;
    if (!buf) {
        *out = (char *)"";
        *len = 0;
        return false;
    }
    for (uint32_t i = 1; i < end;) {
        if (s[i] == '\\') {
            unsigned v;
            ok &= decode_escape(d, t, &i, end, &v);
            buf[n++] = (char)v;
            continue;
        }
        if ((unsigned char)s[i] >= 0x80) {
            uint32_t w = utf8_len((const unsigned char *)s + i, end - i);
            if (w == 0) {
                if (!bad_utf8)
                    diag_warning(d, W_INVALID_UTF8, char_loc(d, t, i, 1),
                                 "illegal character encoding in string literal");
                bad_utf8 = true;
                w = 1;
            }
            memcpy(buf + n, s + i, w);
            n += w;
            i += w;
            continue;
        }
        buf[n++] = s[i++];
    }
    buf[n] = 0;
    *out = buf;
    *len = n;
    return ok;
}
