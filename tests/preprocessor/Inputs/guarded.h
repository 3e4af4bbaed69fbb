#ifndef GUARDED_H
#define GUARDED_H
int from_guarded_h;
#endif
