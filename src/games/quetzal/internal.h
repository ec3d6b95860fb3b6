/* internal.h - Quetzal's internals (qz_), gathered: every header of rules/,
 * views/ and data/, for the folder's files and the tests.  Front ends include
 * quetzal.h only. */
#ifndef QZ_INTERNAL_H
#define QZ_INTERNAL_H

#include <jansson.h>

#include "core/kit.h"
#include "core/words.h"
#include "games/quetzal/data/data.h"
#include "games/quetzal/quetzal.h"
#include "games/quetzal/rules/check.h"
#include "games/quetzal/rules/engine.h"
#include "games/quetzal/rules/observe.h"
#include "games/quetzal/rules/text.h"
#include "games/quetzal/views/catalog.h"
#include "games/quetzal/views/events.h"
#include "games/quetzal/views/explain.h"
#include "games/quetzal/views/json.h"
#include "games/quetzal/views/position.h"
#include "games/quetzal/views/text.h"
#include "games/quetzal/views/why_not.h"

/* ---- heuristic.c ---- */
double qz_heuristic(const void *st, int player);

#endif
