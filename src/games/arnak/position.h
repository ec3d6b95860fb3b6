/* position.h - a game position as data: a JSON text holding every field of
 * arnak_state with names rather than ids (docs/POSITION.md describes the format).
 *
 * Writing then reading any state gives back the identical bytes; reading
 * validates the syntax, every key, type and range, then arnak_check(). */
#ifndef ARNAK_POSITION_H
#define ARNAK_POSITION_H

#include <stddef.h>

#include "arnak.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The "format" key every position text carries. */
#define ARNAK_POSITION_FORMAT "arnak-position 1"

/* The position text of s (malloc'd, ends with a newline; free() it), or NULL
 * when out of memory or s cannot be written (bad player count or side). */
char *arnak_position_write(const arnak_state *s);

/* Reads a position text into *s.  ARNAK_OK, or ARNAK_E_POSITION with one line
 * naming the offending field in err (cut to fit n) and *s unchanged.
 * ARNAK_E_ARG when s or text is NULL. */
int arnak_position_read(arnak_state *s, const char *text, char *err, size_t n);

#ifdef __cplusplus
}
#endif
#endif
