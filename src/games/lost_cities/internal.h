/* internal.h - Lost Cities' internals (lc_), gathered: every header of rules/,
 * views/ and data/, for the folder's files and the tests.  Front ends include
 * lost_cities.h only. */
#ifndef LC_INTERNAL_H
#define LC_INTERNAL_H

#include <jansson.h>

#include "core/kit.h"
#include "core/words.h"
#include "games/lost_cities/data/data.h"
#include "games/lost_cities/lost_cities.h"
#include "games/lost_cities/rules/check.h"
#include "games/lost_cities/rules/engine.h"
#include "games/lost_cities/rules/observe.h"
#include "games/lost_cities/rules/text.h"
#include "games/lost_cities/views/catalog.h"
#include "games/lost_cities/views/events.h"
#include "games/lost_cities/views/explain.h"
#include "games/lost_cities/views/json.h"
#include "games/lost_cities/views/position.h"
#include "games/lost_cities/views/text.h"
#include "games/lost_cities/views/why_not.h"

/* ---- heuristic.c ---- */
double lc_heuristic(const void *st, int player);

#endif
