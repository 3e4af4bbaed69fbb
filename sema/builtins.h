/*
 * builtins.h - the rows of the built-in function table (builtins.def),
 * shared by sema, which resolves a call to one of them, and codegen,
 * which lowers it: an EXPR_BUILTIN's id is the number of its row, counted
 * from 0 in the order of builtins.def, and both sides expand the same
 * X-macro list, so a row's number is the same for both.
 *
 * The constants below are the values of the `elems` and `widths` columns;
 * codegen's lowering constants (the `aux` of LOWER_INLINE) are in
 * codegen/cg_builtin.h.
 */
#ifndef OCLC_BUILTINS_H
#define OCLC_BUILTINS_H

#include "parser/type.h"

/* How many rows the table has (every row adds one). */
enum {
    BI_COUNT = 0
#define BUILTIN(name, elems, widths, sig, since, needs, lowering) +1
#include "sema/builtins.def"
#undef BUILTIN
};

/* The `elems` column: element types, one bit per TypeKind. */
#define GEN(k)       (1u << TY_##k)
#define GEN_NONE     0u
#define GEN_SIGNED   (GEN(CHAR) | GEN(SHORT) | GEN(INT) | GEN(LONG))
#define GEN_UNSIGNED (GEN(UCHAR) | GEN(USHORT) | GEN(UINT) | GEN(ULONG))
#define GEN_INTEGER  (GEN_SIGNED | GEN_UNSIGNED)
#define GEN_FLOATING (GEN(FLOAT) | GEN(DOUBLE) | GEN(HALF))
#define GEN_ALL      (GEN_INTEGER | GEN_FLOATING)

/* The `widths` column: lane counts, one bit each. */
#define WIDTH(n)    (n == 1 ? 1u : n == 2 ? 2u : n == 3 ? 4u : n == 4 ? 8u : n == 8 ? 16u : n == 16 ? 32u : 0u)
#define WIDTHS_ANY  63u
#define WIDTHS_VEC  62u
#define WIDTHS_1234 15u

/* The name of row `id` ("min"), "?" for an id that is not a row. */
const char *builtins_name(int id);

/* For tests/unit/builtins-table.c.  The number of rows whose columns are
 * wrong (a signature that does not parse, T without elems ...), each
 * described in `out`. */
int builtins_table_problems(StrBuf *out);
/* Calls visit() for every overload a compilation with `lang` has, in
 * hash order of the names: its row, its text as notes spell it ("float
 * dot(float4, float4)", a pointer that takes any space without one), and
 * its types (such a pointer in __global). */
/* Whether parameter i of row `row` must be given a constant (an atomic
 * function's memory order or scope), and a value every overload of the
 * row takes there (memory_order_relaxed, memory_scope_work_group). */
bool builtins_param_constant(int row, int i, long long *value);
void builtins_each_overload(TypeTable *tt, const LangFeatures *lang, Arena *a,
                            void (*visit)(void *ud, int row, const char *text, Type *ret, Type **params, int n),
                            void *ud);

#endif
