/*
 * cg_convert.c - convert_T[_sat][_rte|_rtz|_rtp|_rtn] (EXPR_CONVERT).
 *
 * Present behaviour: every convert_ is lowered as the implicit conversion
 * of the same types (cg_cast, the EXPR_CONV rules), lane by lane:
 *
 *   - integer -> integer wraps modulo 2^n (C99 6.3.1.3); `sat` is not
 *     applied yet;
 *   - float -> integer truncates and saturates, NaN -> 0 (which is also
 *     what _sat and _rtz require of it);
 *   - integer/float -> float rounds to nearest even, the default of a
 *     floating destination; _rtz/_rtp/_rtn are not applied yet.
 *
 * The conversions issue replaces this file with a table-driven generator
 * covering saturation and the directed roundings (semantics digest,
 * "convert_destType"); it is its own file so that work touches nothing else.
 */
#include "codegen/cg_internal.h"

LLVMValueRef cg_convert(CgContext *ctx, Expr *e)
{
    LLVMValueRef v = cg_expr(ctx, e->operand);
    return cg_cast(ctx, v, e->operand->type, e->type, e->loc);
}
