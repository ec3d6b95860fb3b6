/* views/catalog.h - every component's static facts (catalog.c, docs/CATALOG.md) */
#ifndef LC_VIEWS_CATALOG_H
#define LC_VIEWS_CATALOG_H

#include <jansson.h>

json_t *lc_catalog_json(void);

#endif
