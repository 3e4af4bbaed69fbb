/*
 * cg_bi_vector.c - vector data load and store (OpenCL C 3.0 6.15.7).
 *
 * vloadn and vstoren read and write n packed elements at p + offset * n:
 * one load or store of <n x T> aligned only as the element is (the spec
 * asks no more of the address), so a 3-vector reads and writes 3
 * elements, never a fourth.
 */
#include "codegen/cg_builtin.h"

/* p + offset * n elements, for a vector of n elements of `el`. */
static LLVMValueRef vec_address(CgContext *ctx, LLVMValueRef p, LLVMValueRef offset, Type *el, int n)
{
    LLVMValueRef ix = LLVMBuildMul(ctx->b, offset, LLVMConstInt(LLVMTypeOf(offset), (unsigned)n, 0), "");
    return LLVMBuildInBoundsGEP2(ctx->b, cg_mem_type(ctx, el), p, &ix, 1, "");
}

LLVMValueRef cg_bi_vload(CgContext *ctx, const CgCall *c)
{
    Type *rt = c->ret;
    LLVMValueRef v = LLVMBuildLoad2(ctx->b, c->ret_ty,
                                    vec_address(ctx, c->args[1], c->args[0], rt->vec.elem, rt->vec.lanes), "vload");
    LLVMSetAlignment(v, (unsigned)type_align(rt->vec.elem));
    return v;
}

LLVMValueRef cg_bi_vstore(CgContext *ctx, const CgCall *c)
{
    Type *vt = c->types[0];
    LLVMValueRef st =
        LLVMBuildStore(ctx->b, c->args[0], vec_address(ctx, c->args[2], c->args[1], vt->vec.elem, vt->vec.lanes));
    LLVMSetAlignment(st, (unsigned)type_align(vt->vec.elem));
    return NULL;
}
