/* json_view.h - JSON views of a game state (the edges only: tools, protocol,
 * golden tests).  The layout is documented at the top of json_view.c.
 *
 * Every function returns a new reference (json_decref() it) or NULL when out of
 * memory.  Dump with game_json_dump() for byte-stable text. */
#ifndef ARNAK_JSON_VIEW_H
#define ARNAK_JSON_VIEW_H

#include <jansson.h>

#include "arnak.h"
#include "core/game.h" /* game_json_dump() */

#ifdef __cplusplus
extern "C" {
#endif

/* Everything, hidden parts included: "view": "full".  Each hidden part sits
 * under a key named "hidden" (one at the top level, one per player). */
json_t *arnak_json_state(const arnak_state *s);

/* What `player` may see ("view": "player", "viewer": player), built from
 * arnak_observe(): two states `player` cannot tell apart give equal views.
 * An out-of-range player gives NULL. */
json_t *arnak_json_observation(const arnak_state *s, int player);

/* Scores by category for every player, and the winners (arnak_winners). */
json_t *arnak_json_scores(const arnak_state *s);

#ifdef __cplusplus
}
#endif
#endif
