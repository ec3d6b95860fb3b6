/* views/catalog.h - the component catalog (catalog.c) */
#ifndef QZ_VIEWS_CATALOG_H
#define QZ_VIEWS_CATALOG_H

#include <jansson.h>

json_t *qz_catalog_json(void);

#endif
