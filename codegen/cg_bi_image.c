/*
 * cg_bi_image.c - the image built-ins (6.15.15): read_image{f,i,ui,h},
 * write_image{f,i,ui,h} and get_image_*.
 *
 * An image is a pointer to its descriptor (support/image_abi.h), a
 * sampler an integer of CLK_* bits.  The queries load the descriptor's
 * fields inline (get_image_width is one load, which LICM hoists out of the
 * work-group loop).  Reads and writes call the runtime
 * (runtime/image.c: __oclc_image_read / __oclc_image_write) with the
 * coordinates and the values in memory, 4 lanes each, so one routine
 * serves every image type, coordinate width and value kind: the runtime
 * reads the format and the image type from the descriptor, and `how` says
 * the kind of the values, whether the coordinates are floats and whether
 * the call had a sampler.  The calls are plain (not convergent, no
 * barrier), so a kernel that reads images keeps its work-group loop.
 * read_imagef of an image2d_t at int2 coordinates reads RGBA UNORM_INT8
 * pixels inline (a check of the descriptor's format, then four bytes; the
 * commonest read of filters), the same bits as the call, and write_imagef
 * to one stores RGBA UNORM_INT8 pixels inline likewise.  A depth image
 * (cl_khr_depth_images) is read and written as one float, lane x of the
 * runtime's four values.
 */
#include "codegen/cg_builtin.h"

/* The descriptor as LLVM sees it: 7 64-bit fields (the first a pointer),
 * then 32-bit ones. */
static LLVMTypeRef image_struct(CgContext *ctx)
{
    LLVMTypeRef f[OCLC_IMAGE_FIELDS];
    for (int i = 0; i < OCLC_IMAGE_FIELDS; i++)
        f[i] = i == 0 ? ctx->t_ptr : i < OCLC_IMAGE_FIELDS_64 ? ctx->t_i64 : ctx->t_i32;
    return LLVMStructTypeInContext(ctx->ctx, f, OCLC_IMAGE_FIELDS, 0);
}

static LLVMValueRef load_field(CgContext *ctx, LLVMValueRef img, int field)
{
    LLVMTypeRef st = image_struct(ctx);
    LLVMValueRef p = LLVMBuildStructGEP2(ctx->b, st, img, (unsigned)field, "img.field");
    LLVMValueRef v = LLVMBuildLoad2(ctx->b, LLVMStructGetTypeAtIndex(st, (unsigned)field), p, "img.q");
    /* A descriptor does not change while a kernel runs. */
    LLVMSetMetadata(v, LLVMGetMDKindIDInContext(ctx->ctx, "invariant.load", 14),
                    LLVMMetadataAsValue(ctx->ctx, LLVMMDNodeInContext2(ctx->ctx, NULL, 0)));
    return v;
}

LLVMValueRef cg_bi_image_query(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef img = c->args[0];
    if (c->aux != BI_IMAGE_DIM) {
        LLVMValueRef v = load_field(ctx, img, c->aux);
        return LLVMBuildIntCast2(ctx->b, v, c->ret_ty, 0, "img.q");
    }
    /* get_image_dim: (width, height) or (width, height, depth, 0). */
    unsigned n = LLVMGetVectorSize(c->ret_ty);
    LLVMValueRef r = LLVMConstNull(c->ret_ty);
    static const int fields[] = {OCLC_IMAGE_FIELD_WIDTH, OCLC_IMAGE_FIELD_HEIGHT, OCLC_IMAGE_FIELD_DEPTH};
    for (unsigned i = 0; i < n && i < 3; i++) {
        LLVMValueRef v = LLVMBuildTrunc(ctx->b, load_field(ctx, img, fields[i]), ctx->t_i32, "img.q");
        r = LLVMBuildInsertElement(ctx->b, r, v, LLVMConstInt(ctx->t_i32, i, 0), "img.dim");
    }
    return r;
}

/* The coordinates (a scalar or 2 or 4 lanes) as 4 lanes in memory. */
static LLVMValueRef coord_mem(CgContext *ctx, LLVMValueRef coord, Type *ct, bool *is_float)
{
    Type *el = type_is_vector(ct) ? ct->vec.elem : ct;
    *is_float = el->kind == TY_FLOAT;
    Type *t4 = type_vector(ctx->types, el, 4);
    LLVMTypeRef lt4 = cg_type(ctx, t4);
    LLVMValueRef v = LLVMConstNull(lt4);
    if (type_is_vector(ct)) {
        unsigned n = (unsigned)ct->vec.lanes;
        for (unsigned i = 0; i < n && i < 4; i++) {
            LLVMValueRef idx = LLVMConstInt(ctx->t_i32, i, 0);
            v = LLVMBuildInsertElement(ctx->b, v, LLVMBuildExtractElement(ctx->b, coord, idx, ""), idx, "coord");
        }
    } else {
        v = LLVMBuildInsertElement(ctx->b, v, coord, LLVMConstInt(ctx->t_i32, 0, 0), "coord");
    }
    LLVMValueRef mem = cg_alloca(ctx, t4, "img.coord");
    LLVMBuildStore(ctx->b, v, mem);
    return mem;
}

/* The address of pixel (x, y) of an RGBA UNORM_INT8 image: its data
 * pointer plus 4 x + y times the row pitch. */
static LLVMValueRef rgba8_pixel(CgContext *ctx, LLVMValueRef img, LLVMValueRef x, LLVMValueRef y)
{
    LLVMValueRef off = LLVMBuildAdd(ctx->b, LLVMBuildShl(ctx->b, x, LLVMConstInt(ctx->t_i64, 2, 0), ""),
                                    LLVMBuildMul(ctx->b, y, load_field(ctx, img, 5), ""), "img.off");
    return LLVMBuildGEP2(ctx->b, ctx->t_i8, load_field(ctx, img, 0), &off, 1, "img.px");
}

/* read_imagef of an image2d_t at int coordinates: when the image is RGBA
 * UNORM_INT8 (the descriptor says so at run time) and the pixel is in range
 * (or clamped to it, with CLAMP_TO_EDGE), the pixel inline: four bytes,
 * converted exactly as runtime/image.c converts them (uitofp, then an IEEE
 * division by 255), so the inline path and the call give the same bits.
 * Otherwise, and for every other format, the call.  `call` emits the
 * general path at the builder and returns its value. */
static LLVMValueRef inline_rgba8(CgContext *ctx, const CgCall *c, LLVMValueRef (*call)(CgContext *, const CgCall *))
{
    LLVMValueRef img = c->args[0];
    LLVMValueRef coord = c->args[c->n - 1];
    LLVMValueRef order = load_field(ctx, img, OCLC_IMAGE_FIELD_CHANNEL_ORDER);
    LLVMValueRef dtype = load_field(ctx, img, OCLC_IMAGE_FIELD_CHANNEL_DATA_TYPE);
    LLVMValueRef w = load_field(ctx, img, OCLC_IMAGE_FIELD_WIDTH), h = load_field(ctx, img, OCLC_IMAGE_FIELD_HEIGHT);
    LLVMValueRef x = LLVMBuildSExt(ctx->b, LLVMBuildExtractElement(ctx->b, coord, LLVMConstInt(ctx->t_i32, 0, 0), ""),
                                   ctx->t_i64, "img.x");
    LLVMValueRef y = LLVMBuildSExt(ctx->b, LLVMBuildExtractElement(ctx->b, coord, LLVMConstInt(ctx->t_i32, 1, 0), ""),
                                   ctx->t_i64, "img.y");
    LLVMValueRef ok =
        LLVMBuildAnd(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntEQ, order, LLVMConstInt(ctx->t_i32, 0x10B5, 0), ""),
                     LLVMBuildICmp(ctx->b, LLVMIntEQ, dtype, LLVMConstInt(ctx->t_i32, 0x10D2, 0), ""), "img.rgba8");
    LLVMValueRef zero = LLVMConstInt(ctx->t_i64, 0, 0), one = LLVMConstInt(ctx->t_i64, 1, 0);
    LLVMValueRef wm1 = LLVMBuildSub(ctx->b, w, one, ""), hm1 = LLVMBuildSub(ctx->b, h, one, "");
    /* In range: 0 <= x < w and 0 <= y < h (unsigned compares). */
    LLVMValueRef inb = LLVMBuildAnd(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntULT, x, w, ""),
                                    LLVMBuildICmp(ctx->b, LLVMIntULT, y, h, ""), "img.in");
    if (c->n == 3) { /* CLAMP_TO_EDGE clamps; the other modes read the border outside */
        LLVMTypeRef sty = LLVMTypeOf(c->args[1]);
        LLVMValueRef mode = LLVMBuildAnd(ctx->b, c->args[1], LLVMConstInt(sty, OCLC_SAMPLER_ADDRESS_MASK, 0), "");
        LLVMValueRef edge = LLVMBuildICmp(ctx->b, LLVMIntEQ, mode,
                                          LLVMConstInt(sty, OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE, 0), "img.edge");
        LLVMValueRef cx = LLVMBuildSelect(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntSLT, x, zero, ""), zero, x, "");
        cx = LLVMBuildSelect(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntSGT, cx, wm1, ""), wm1, cx, "");
        LLVMValueRef cy = LLVMBuildSelect(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntSLT, y, zero, ""), zero, y, "");
        cy = LLVMBuildSelect(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntSGT, cy, hm1, ""), hm1, cy, "");
        x = LLVMBuildSelect(ctx->b, edge, cx, x, "img.x");
        y = LLVMBuildSelect(ctx->b, edge, cy, y, "img.y");
        inb = LLVMBuildOr(ctx->b, inb, edge, "img.in");
    }
    ok = LLVMBuildAnd(ctx->b, ok, inb, "img.fast");
    LLVMBasicBlockRef fast = cg_new_block(ctx, "img.fast"), slow = cg_new_block(ctx, "img.slow"),
                      done = cg_new_block(ctx, "img.done");
    LLVMBuildCondBr(ctx->b, ok, fast, slow);

    cg_enter_block(ctx, fast);
    LLVMValueRef p = rgba8_pixel(ctx, img, x, y);
    LLVMTypeRef v4i8 = LLVMVectorType(ctx->t_i8, 4);
    LLVMValueRef bytes = LLVMBuildLoad2(ctx->b, v4i8, p, "img.bytes");
    LLVMSetAlignment(bytes, 1);
    LLVMValueRef fl = LLVMBuildUIToFP(ctx->b, bytes, c->ret_ty, "");
    LLVMValueRef k255 =
        LLVMConstVector((LLVMValueRef[]){LLVMConstReal(ctx->t_float, 255.0), LLVMConstReal(ctx->t_float, 255.0),
                                         LLVMConstReal(ctx->t_float, 255.0), LLVMConstReal(ctx->t_float, 255.0)},
                        4);
    LLVMValueRef fv = LLVMBuildFDiv(ctx->b, fl, k255, "img.texel"); /* no fast-math flags: exact */
    LLVMBasicBlockRef fast_end = LLVMGetInsertBlock(ctx->b);
    LLVMBuildBr(ctx->b, done);

    cg_enter_block(ctx, slow);
    LLVMValueRef sv = call(ctx, c);
    LLVMBasicBlockRef slow_end = LLVMGetInsertBlock(ctx->b);
    LLVMBuildBr(ctx->b, done);

    cg_enter_block(ctx, done);
    LLVMValueRef phi = LLVMBuildPhi(ctx->b, c->ret_ty, c->name);
    LLVMValueRef vals[2] = {fv, sv};
    LLVMBasicBlockRef bbs[2] = {fast_end, slow_end};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

static LLVMValueRef read_call(CgContext *ctx, const CgCall *c)
{
    bool sampler = c->n == 3, is_float;
    LLVMValueRef coord = coord_mem(ctx, c->args[c->n - 1], c->types[c->n - 1], &is_float);
    LLVMTypeRef sampler_ty = LLVMIntTypeInContext(ctx->ctx, (unsigned)ctx->target->pointer_size * 8);
    unsigned how = (unsigned)c->aux | (is_float ? OCLC_IMAGE_FLOAT_COORDS : 0) | (sampler ? 0 : OCLC_IMAGE_NO_SAMPLER);
    /* A depth image's read is a float: lane x of the runtime's four. */
    bool depth = !type_is_vector(c->ret);
    Type *t4 = depth ? type_vector(ctx->types, c->ret, 4) : c->ret;
    LLVMValueRef out = cg_alloca(ctx, t4, "img.texel");
    LLVMTypeRef params[5] = {ctx->t_ptr, sampler_ty, ctx->t_ptr, ctx->t_i32, ctx->t_ptr};
    LLVMTypeRef fnty = LLVMFunctionType(ctx->t_void, params, 5, 0);
    LLVMValueRef fn = cg_bi_runtime_fn(ctx, OCLC_SYM_IMAGE_READ, fnty, false);
    LLVMValueRef img = c->args[0];
    if (LLVMTypeOf(img) != ctx->t_ptr) img = LLVMBuildAddrSpaceCast(ctx->b, img, ctx->t_ptr, "img");
    LLVMValueRef args[5] = {img, sampler ? c->args[1] : LLVMConstInt(sampler_ty, OCLC_SAMPLER_FILTER_NEAREST, 0), coord,
                            LLVMConstInt(ctx->t_i32, how, 0), out};
    LLVMBuildCall2(ctx->b, fnty, fn, args, 5, "");
    /* (A float read of the four is lane x.) */
    return LLVMBuildLoad2(ctx->b, c->ret_ty, out, c->name);
}

LLVMValueRef cg_bi_image_read(CgContext *ctx, const CgCall *c)
{
    Type *ct = c->types[c->n - 1], *it = c->types[0];
    bool int2 = type_is_vector(ct) && ct->vec.lanes == 2 && ct->vec.elem->kind == TY_INT;
    if (c->aux == OCLC_IMAGE_FLOAT && int2 && it->opq.kind == OPQ_IMAGE2D && !ctx->target->is_gpu)
        return inline_rgba8(ctx, c, read_call);
    return read_call(ctx, c);
}

static LLVMValueRef write_call(CgContext *ctx, const CgCall *c);

/* write_imagef to an image2d_t at int2 coordinates: when the image is RGBA
 * UNORM_INT8 and the pixel in range, the four bytes inline, converted as
 * runtime/image.c converts them: t = f * 255, 0 unless t > 0 (NaN too),
 * at most 255, rounded to nearest even by adding and taking away 2^23
 * (IEEE addition, no fast-math flags), then an exact conversion.  One
 * vector of four; otherwise the call (which writes nothing out of range). */
static LLVMValueRef inline_write_rgba8(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef img = c->args[0], coord = c->args[1], color = c->args[2];
    LLVMValueRef order = load_field(ctx, img, OCLC_IMAGE_FIELD_CHANNEL_ORDER);
    LLVMValueRef dtype = load_field(ctx, img, OCLC_IMAGE_FIELD_CHANNEL_DATA_TYPE);
    LLVMValueRef w = load_field(ctx, img, OCLC_IMAGE_FIELD_WIDTH), h = load_field(ctx, img, OCLC_IMAGE_FIELD_HEIGHT);
    LLVMValueRef x = LLVMBuildSExt(ctx->b, LLVMBuildExtractElement(ctx->b, coord, LLVMConstInt(ctx->t_i32, 0, 0), ""),
                                   ctx->t_i64, "img.x");
    LLVMValueRef y = LLVMBuildSExt(ctx->b, LLVMBuildExtractElement(ctx->b, coord, LLVMConstInt(ctx->t_i32, 1, 0), ""),
                                   ctx->t_i64, "img.y");
    LLVMValueRef ok =
        LLVMBuildAnd(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntEQ, order, LLVMConstInt(ctx->t_i32, 0x10B5, 0), ""),
                     LLVMBuildICmp(ctx->b, LLVMIntEQ, dtype, LLVMConstInt(ctx->t_i32, 0x10D2, 0), ""), "img.rgba8");
    LLVMValueRef inb = LLVMBuildAnd(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntULT, x, w, ""),
                                    LLVMBuildICmp(ctx->b, LLVMIntULT, y, h, ""), "img.in");
    ok = LLVMBuildAnd(ctx->b, ok, inb, "img.wfast");
    LLVMBasicBlockRef fast = cg_new_block(ctx, "img.wfast"), slow = cg_new_block(ctx, "img.wslow"),
                      done = cg_new_block(ctx, "img.wdone");
    LLVMBuildCondBr(ctx->b, ok, fast, slow);

    cg_enter_block(ctx, fast);
    LLVMValueRef p = rgba8_pixel(ctx, img, x, y);
    LLVMTypeRef v4f = LLVMTypeOf(color);
    LLVMValueRef k255 =
        LLVMConstVector((LLVMValueRef[]){LLVMConstReal(ctx->t_float, 255.0), LLVMConstReal(ctx->t_float, 255.0),
                                         LLVMConstReal(ctx->t_float, 255.0), LLVMConstReal(ctx->t_float, 255.0)},
                        4);
    LLVMValueRef big =
        LLVMConstVector((LLVMValueRef[]){LLVMConstReal(ctx->t_float, 0x1p23), LLVMConstReal(ctx->t_float, 0x1p23),
                                         LLVMConstReal(ctx->t_float, 0x1p23), LLVMConstReal(ctx->t_float, 0x1p23)},
                        4);
    LLVMValueRef zero = LLVMConstNull(v4f);
    LLVMValueRef t = LLVMBuildFMul(ctx->b, color, k255, "img.t");
    t = LLVMBuildSelect(ctx->b, LLVMBuildFCmp(ctx->b, LLVMRealOGT, t, zero, ""), t, zero, "img.t");
    t = LLVMBuildSelect(ctx->b, LLVMBuildFCmp(ctx->b, LLVMRealOLT, t, k255, ""), t, k255, "img.t");
    t = LLVMBuildFSub(ctx->b, LLVMBuildFAdd(ctx->b, t, big, ""), big, "img.rte");
    LLVMValueRef bytes = LLVMBuildFPToUI(ctx->b, t, LLVMVectorType(ctx->t_i8, 4), "img.bytes");
    LLVMValueRef store = LLVMBuildStore(ctx->b, bytes, p);
    LLVMSetAlignment(store, 1);
    LLVMBuildBr(ctx->b, done);

    cg_enter_block(ctx, slow);
    write_call(ctx, c);
    LLVMBuildBr(ctx->b, done);

    cg_enter_block(ctx, done);
    return NULL;
}

LLVMValueRef cg_bi_image_write(CgContext *ctx, const CgCall *c)
{
    Type *ct = c->types[1], *it = c->types[0];
    bool int2 = type_is_vector(ct) && ct->vec.lanes == 2 && ct->vec.elem->kind == TY_INT;
    if (c->aux == OCLC_IMAGE_FLOAT && int2 && it->opq.kind == OPQ_IMAGE2D && type_is_vector(c->types[2]) &&
        !ctx->target->is_gpu)
        return inline_write_rgba8(ctx, c);
    return write_call(ctx, c);
}

static LLVMValueRef write_call(CgContext *ctx, const CgCall *c)
{
    bool is_float;
    LLVMValueRef coord = coord_mem(ctx, c->args[1], c->types[1], &is_float);
    /* A depth image's value is a float: lane x of four (the others 0). */
    Type *vt = c->types[2];
    LLVMValueRef v = c->args[2];
    if (!type_is_vector(vt)) {
        vt = type_vector(ctx->types, vt, 4);
        v = LLVMBuildInsertElement(ctx->b, LLVMConstNull(cg_type(ctx, vt)), v, LLVMConstInt(ctx->t_i32, 0, 0),
                                   "img.depth");
    }
    LLVMValueRef color = cg_alloca(ctx, vt, "img.color");
    LLVMBuildStore(ctx->b, v, color);
    LLVMTypeRef params[4] = {ctx->t_ptr, ctx->t_ptr, ctx->t_i32, ctx->t_ptr};
    LLVMTypeRef fnty = LLVMFunctionType(ctx->t_void, params, 4, 0);
    LLVMValueRef fn = cg_bi_runtime_fn(ctx, OCLC_SYM_IMAGE_WRITE, fnty, false);
    LLVMValueRef img = c->args[0];
    if (LLVMTypeOf(img) != ctx->t_ptr) img = LLVMBuildAddrSpaceCast(ctx->b, img, ctx->t_ptr, "img");
    LLVMValueRef args[4] = {img, coord, LLVMConstInt(ctx->t_i32, (unsigned)c->aux, 0), color};
    return LLVMBuildCall2(ctx->b, fnty, fn, args, 4, "");
}
