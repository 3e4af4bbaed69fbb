/*
 * collectives_ref.h - the C reference of the work-group and sub-group
 * reduce/scan collectives (add, min, max) for the tests of both
 * (builtins-group.c, subgroups.c: on the CPU a sub-group is the
 * work-group), over bi_values.h's types.
 */
#ifndef COLLECTIVES_REF_H
#define COLLECTIVES_REF_H

#include <math.h>

#include "bi_values.h"

enum { OP_ADD, OP_MIN, OP_MAX };
enum { C_REDUCE, C_INCLUSIVE, C_EXCLUSIVE, C_BROADCAST };
static const char *const op_names[] = {"add", "min", "max"};
static const char *const coll_names[] = {"reduce", "scan_inclusive", "scan_exclusive"};
static const Ty coll_types[] = {T_INT, T_UINT, T_LONG, T_ULONG, T_FLOAT, T_DOUBLE};

/* One value of type t, as 64 bits: ints sign- or zero-extended (their
 * own bits), floats as doubles. */
typedef union Any {
    int64_t i;
    uint64_t u;
    double f;
} Any;

static inline Any apply(Ty t, int op, Any a, Any b)
{
    Any r;
    if (t == T_FLOAT) {
        float x = (float)a.f, y = (float)b.f;
        r.f = op == OP_ADD ? (float)(x + y) : op == OP_MIN ? fminf(x, y) : fmaxf(x, y);
    } else if (t == T_DOUBLE) {
        r.f = op == OP_ADD ? a.f + b.f : op == OP_MIN ? fmin(a.f, b.f) : fmax(a.f, b.f);
    } else if (ty[t].is_signed) {
        r.i = op == OP_ADD   ? (int64_t)((uint64_t)a.i + (uint64_t)b.i)
              : op == OP_MIN ? (a.i < b.i ? a.i : b.i)
                             : (a.i > b.i ? a.i : b.i);
        r.i = ival_of(t, (uint64_t)r.i).i;
    } else {
        r.u = op == OP_ADD ? a.u + b.u : op == OP_MIN ? (a.u < b.u ? a.u : b.u) : (a.u > b.u ? a.u : b.u);
        r.u &= ty_mask(t);
    }
    return r;
}

static inline Any identity(Ty t, int op)
{
    Any r;
    if (ty[t].is_float) {
        r.f = op == OP_ADD ? 0.0 : op == OP_MIN ? INFINITY : -INFINITY;
    } else if (ty[t].is_signed) {
        int bits = 8 * ty[t].size;
        r.i = op == OP_ADD ? 0 : op == OP_MIN ? (int64_t)((1ull << (bits - 1)) - 1) : (int64_t)(~0ull << (bits - 1));
    } else {
        r.u = op == OP_MAX || op == OP_ADD ? 0 : ty_mask(t);
    }
    return r;
}

static inline Any load(Ty t, const void *p)
{
    Any a;
    if (ty[t].is_float)
        a.f = fget(t, p);
    else
        a.i = iget(t, p).i;
    return a;
}

static inline int same(Ty t, Any a, Any b)
{
    if (ty[t].is_float) return (isnan(a.f) && isnan(b.f)) || (t == T_FLOAT ? (float)a.f == (float)b.f : a.f == b.f);
    return (a.u & ty_mask(t)) == (b.u & ty_mask(t));
}

#endif
