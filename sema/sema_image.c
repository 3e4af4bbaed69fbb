/*
 * sema_image.c - the rules of OpenCL C for images and samplers (6.7.4
 * access qualifiers; 6.13.14 / 6.15.15 and the restrictions of 6.11),
 * reached through small hooks from the declaration, declarator,
 * conversion and built-in checks:
 *
 *   - an access qualifier (read_only, write_only, read_write) applies to
 *     an image type only; an image is read_only unless it says otherwise;
 *     read_write needs __opencl_c_read_write_images (OpenCL C 2.0, or 3.0
 *     with the feature);
 *   - an image is only ever a function parameter: no variable, field,
 *     array element, pointee or return value, no address space;
 *   - a sampler is a parameter, a program-scope `constant`/`const`
 *     variable or a function-scope variable, initialized from a literal
 *     of CLK_NORMALIZED_COORDS_* | CLK_ADDRESS_* | CLK_FILTER_* bits that
 *     is an integer constant expression; never a field, array element,
 *     pointee or return value, never in the local or global space;
 *   - neither is ever modified, nor an operand of anything but a call;
 *   - read_image* with a sampler takes a read_only image, without one a
 *     read_only or read_write image; write_image* takes a write_only or
 *     read_write one.
 *
 * The built-ins themselves are rows of builtins.def; their signatures
 * name the image type but not its access, which is checked here after
 * the overload is resolved, so a call on an image of the wrong access
 * gets a message about access rather than "no matching function".
 */
#include "sema/sema_int.h"

#include <string.h>

static const char *access_word(int acc)
{
    return acc == ACC_WRITE_ONLY ? "write_only" : acc == ACC_READ_WRITE ? "read_write" : "read_only";
}

bool sema_is_sampler(Type *t) { return t && type_is_opaque(t->unqual) && t->unqual->opq.kind == OPQ_SAMPLER; }

/* The declaration specifiers' access qualifier and address space applied
 * to their type. */
Type *sema_image_declspec(Sema *S, DeclSpec *spec, Type *base, bool *invalid)
{
    if (type_is_error(base)) return base;
    Type *u = base->unqual;
    if (spec->access) {
        if (!type_is_image(u) && !(type_is_opaque(u) && u->opq.kind == OPQ_PIPE)) {
            diag_error(S->d, spec->loc, "access qualifier can only be used for pipe and image type");
            *invalid = true;
            return S->t_error;
        }
        if (spec->access == ACC_READ_WRITE && !lang_has(S->lang, FEAT_READ_WRITE_IMAGES)) {
            diag_error(S->d, spec->loc, "access qualifier 'read_write' can not be used for '%s' %s",
                       sema_type_str(S, u),
                       S->lang->cl_std < 200 ? "prior to OpenCL C version 2.0"
                                             : "without the __opencl_c_read_write_images feature");
            *invalid = true;
            return S->t_error;
        }
        if (type_is_image(u))
            base = type_qualified(S->tt, type_opaque(S->tt, u->opq.kind, spec->access, NULL), base->quals, base->as);
    }
    if (type_is_image(u) && spec->as != AS_NONE) {
        diag_error(S->d, spec->as_loc.file ? spec->as_loc : spec->loc,
                   "image type '%s' cannot be used with an address space qualifier", sema_type_str(S, base->unqual));
        *invalid = true;
        return S->t_error;
    }
    if (sema_is_sampler(u) && (spec->as == AS_LOCAL || spec->as == AS_GLOBAL)) {
        diag_error(S->d, spec->as_loc.file ? spec->as_loc : spec->loc,
                   "sampler type cannot be used with the __local and __global address space qualifiers");
        *invalid = true;
        return S->t_error;
    }
    return base;
}

/* A declarator chunk applied to `t`: a pointer to it, an array of it, or
 * a function returning it. */
bool sema_image_chunk_ok(Sema *S, Type *t, int chunk_kind, Loc at)
{
    Type *u = t->unqual;
    if (!type_is_image(u) && !sema_is_sampler(u)) return true;
    const char *ts = sema_type_str(S, u);
    switch (chunk_kind) {
    case DC_POINTER: diag_error(S->d, at, "pointer to type '%s' is invalid in OpenCL", ts); break;
    case DC_ARRAY: diag_error(S->d, at, "array of '%s' type is invalid in OpenCL", ts); break;
    default: diag_error(S->d, at, "declaring function return value of type '%s' is not allowed", ts); break;
    }
    return false;
}

/* A variable of type `t` (under its arrays: `el`). */
bool sema_image_var_ok(Sema *S, Decl *d, Type *el)
{
    if (type_is_image(el->unqual)) {
        diag_error(S->d, d->loc, "type '%s' can only be used as a function parameter in OpenCL",
                   sema_type_str(S, el->unqual));
        return false;
    }
    if (sema_is_sampler(el) && !d->init && d->storage != SC_EXTERN) {
        diag_error(S->d, d->loc, "variable of type 'sampler_t' must be initialized");
        return false;
    }
    return true;
}

/* The bits of a sampler literal (the table of 6.15.15.1): one addressing
 * mode of the five, a filter of the two, nothing else.  REPEAT and
 * MIRRORED_REPEAT "can only be used with normalized coordinates", but the
 * spec calls the results with unnormalized ones undefined rather than the
 * program wrong (and the conformance suite builds such a sampler): a
 * warning. */
static bool sampler_bits_ok(Sema *S, int64_t v, Loc at)
{
    const char *why = NULL;
    int64_t mode = v & 0x0e, filter = v & 0x30;
    if (v < 0 || (v & ~(int64_t)0x3f))
        why = "it has bits that are none of CLK_NORMALIZED_COORDS_*, CLK_ADDRESS_* and CLK_FILTER_*";
    else if (mode > 8)
        why = "its addressing mode is none of the CLK_ADDRESS_* values";
    else if (filter != 0x10 && filter != 0x20)
        why = "it needs exactly one of CLK_FILTER_NEAREST and CLK_FILTER_LINEAR";
    if (!why && !(v & 1) && (mode == 6 || mode == 8))
        diag_add_range(diag_warning(S->d, W_SAMPLER_UNNORMALIZED_REPEAT, at,
                                    "sampler value 0x%llx: CLK_ADDRESS_REPEAT and CLK_ADDRESS_MIRRORED_REPEAT "
                                    "need CLK_NORMALIZED_COORDS_TRUE; with unnormalized coordinates the results are "
                                    "undefined",
                                    (unsigned long long)v),
                       at);
    if (!why) return true;
    diag_add_range(diag_error(S->d, at, "invalid sampler value 0x%llx: %s", (unsigned long long)v, why), at);
    return false;
}

/* An integer converted to sampler_t (an initializer or an argument). */
Expr *sema_sampler_from_int(Sema *S, Expr *e, Type *to)
{
    int64_t v;
    if (!sema_int_const(S, e, &v)) {
        diag_add_range(diag_error(S->d, e->loc,
                                  "sampler_t must be initialized with a compile-time constant integer (CLK_* "
                                  "values)"),
                       e->loc);
        return sema_error_expr(S, e);
    }
    if (!sampler_bits_ok(S, v, e->loc)) return sema_error_expr(S, e);
    return sema_cast(S, e, to);
}

/* Whether e, of image or sampler type, may be assigned to: never. */
bool sema_image_modifiable(Sema *S, Expr *e, Loc op)
{
    Type *t = e->type ? e->type->unqual : NULL;
    if (!t || (!type_is_image(t) && !sema_is_sampler(t))) return true;
    Diagnostic *dg = diag_error(S->d, op, "%s '%s' cannot be modified",
                                type_is_image(t) ? "an image of type" : "a sampler of type", sema_type_str(S, t));
    diag_add_range(dg, e->loc);
    return false;
}

/* The access rules of a resolved image built-in call. */
bool sema_image_check_call(Sema *S, Expr *call, const char *name)
{
    if (call->args.n < 1) return true;
    Expr *img = call->args.items[0];
    Type *t = img->type ? img->type->unqual : NULL;
    if (!t || !type_is_image(t)) return true;
    int acc = t->opq.access ? t->opq.access : ACC_READ_ONLY;
    const char *why = NULL;
    if (!strncmp(name, "write_image", 11)) {
        if (acc == ACC_READ_ONLY) why = "writes a write_only or read_write image";
    } else if (!strncmp(name, "read_image", 10)) {
        bool sampler = call->args.n == 3;
        if (sampler && acc != ACC_READ_ONLY)
            why = "with a sampler reads a read_only image (a read_write image is read without one)";
        else if (!sampler && acc == ACC_WRITE_ONLY)
            why = "reads a read_only or read_write image";
    }
    if (!why) return true;
    Diagnostic *dg =
        diag_error(S->d, img->loc, "'%s' %s, not a %s one ('%s')", name, why, access_word(acc), sema_type_str(S, t));
    diag_add_range(dg, img->loc);
    return false;
}
