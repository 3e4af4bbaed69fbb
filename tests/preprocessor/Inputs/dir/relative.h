// "..." searches the including file's directory first.
#include "sibling.h"
int from_relative_h = __LINE__;
