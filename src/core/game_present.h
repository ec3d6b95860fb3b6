/* game_present.h - the presentation half of the game interface (core/game.h):
 * what needs JSON (jansson) besides game_def's own JSON entries, the common
 * answer to why an action is not legal and byte-stable JSON text.  The rules
 * half, core/game_rules.h, needs no JSON library.
 *
 * Prefix: game_ (this library, src/core).
 */
#ifndef GAME_CORE_GAME_PRESENT_H
#define GAME_CORE_GAME_PRESENT_H

#include <jansson.h>

#include "core/game_rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Why `player` may not take `what` in st (game_def.why_not), asked of the
 * player's observation of st: the answer depends on nothing the player cannot
 * see.  A game without why_not gets the common reasons: "game_over",
 * "not_your_turn", "legal" (what is the text of a legal action) or
 * "not_legal".  New reference, or NULL for a NULL argument, a bad player or
 * out-of-memory. */
json_t *game_why_not(const game_def *g, const void *st, int player, const char *what);

/* Compact JSON text with sorted keys: the same value always dumps to the same
 * bytes.  free() the result.  NULL for a NULL value or on failure. */
char *game_json_dump(const json_t *j);

#ifdef __cplusplus
}
#endif
#endif
