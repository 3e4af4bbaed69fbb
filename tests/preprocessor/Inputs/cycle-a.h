#include "cycle-b.h"
