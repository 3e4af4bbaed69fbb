// Includes itself: a cycle that only the #include depth limit ends.
#include "self-include.h"
int x;
