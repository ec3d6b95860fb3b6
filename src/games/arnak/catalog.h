/* catalog.h - every component of Arnak with its static facts, as one JSON
 * object keyed by the names of the JSON views (docs/CATALOG.md), for user
 * interfaces that draw the board and explain things without numbers of their
 * own. */
#ifndef ARNAK_CATALOG_H
#define ARNAK_CATALOG_H

#include <jansson.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The catalog: {"game": "arnak", "cards": {...}, "site_tiles": {...}, ...}
 * (docs/CATALOG.md lists every key).  Built from the data tables and the
 * explain texts only, the same value every call.  New reference; NULL when
 * memory ran out (never a partial catalog). */
json_t *arnak_catalog_json(void);

#ifdef __cplusplus
}
#endif
#endif
