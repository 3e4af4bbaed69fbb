#if 1
int from_unbalanced_h;
