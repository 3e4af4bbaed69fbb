/*
 * builtins.h - the ids of the table built-ins (builtins.def), shared by
 * sema (which resolves calls to them) and codegen (which lowers them).
 */
#ifndef OCLC_BUILTINS_H
#define OCLC_BUILTINS_H

typedef enum BuiltinIdEnum {
#define BUILTIN(id, name, sig) BI_##id,
#include "sema/builtins.def"
#undef BUILTIN
    BI_COUNT
} BuiltinIdEnum;

#endif
