/* rules/check.h - the whole-state consistency check (check.c) */
#ifndef QZ_RULES_CHECK_H
#define QZ_RULES_CHECK_H

#include <stddef.h>

int qz_check(const void *st, char *msg, size_t n);

#endif
