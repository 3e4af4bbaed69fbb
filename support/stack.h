/*
 * stack.h - run the recursive phases on a stack deep enough for the
 * nesting the limits allow (stack.c).
 */
#ifndef OCLC_STACK_H
#define OCLC_STACK_H

#include <stdbool.h>
#include <stddef.h>

#include "support/options.h"

/* Bytes of stack a compilation may use with these limits. */
size_t stack_needed(const Limits *limits);

/* Runs fn(arg) with at least stack_needed(limits) bytes of stack: on the
 * calling thread when it has that much left, else on a new thread with a
 * stack that size, which it waits for.  Returns false, having run
 * nothing, when that thread cannot be made (out of memory). */
bool stack_run(const Limits *limits, void (*fn)(void *), void *arg);

#endif
