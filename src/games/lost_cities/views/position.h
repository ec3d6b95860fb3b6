/* views/position.h - positions: the whole state as named JSON fields (position.c) */
#ifndef LC_VIEWS_POSITION_H
#define LC_VIEWS_POSITION_H

#include <stddef.h>

char *lc_position_write(const void *st);
int lc_position_read(void *dst, const char *text, char *err, size_t n);

#endif
