#include "cycle-a.h"
