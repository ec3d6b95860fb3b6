/* views/json.h - Lost Cities as JSON (json.c): the view per viewer, the
 * scores, events, the facts of an action, and the names positions share */
#ifndef LC_VIEWS_JSON_H
#define LC_VIEWS_JSON_H

#include <jansson.h>

#include "core/game.h"

json_t *lc_view_json(const void *st, int viewer);
json_t *lc_scores_json(const void *st);
json_t *lc_event_json(const game_event *e);
json_t *lc_action_info(const void *st, game_action a);
/* The phases' names (LC_PH_*), a card as its name ("red 5"), a hand's counts
 * per card type as the array of its cards (a failure sets *bad). */
extern const char *const LC_PHASE_NAMES[4];
json_t *lc_card_json(int t);
json_t *lc_counts_json(bool *bad, const uint8_t *cnt);

#endif
