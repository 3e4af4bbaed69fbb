#include "chain-b.h"
