/* rules/check.h - the whole-state consistency check (check.c) */
#ifndef LC_RULES_CHECK_H
#define LC_RULES_CHECK_H

#include <stddef.h>

int lc_check(const void *st, char *msg, size_t n);

#endif
