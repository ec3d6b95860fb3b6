/* views/position.h - positions: the whole state as named JSON fields (position.c) */
#ifndef QZ_VIEWS_POSITION_H
#define QZ_VIEWS_POSITION_H

#include <stddef.h>

char *qz_position_write(const void *st);
int qz_position_read(void *dst, const char *text, char *err, size_t n);

#endif
