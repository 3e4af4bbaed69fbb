/* An example that breaks the floors: the preprocessor calling up into sema. */
#include "sema/sema.h"
#include <llvm-c/Core.h>
