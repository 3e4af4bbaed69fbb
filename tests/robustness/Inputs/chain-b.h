#include "chain-c.h"
