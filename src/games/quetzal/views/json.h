/* views/json.h - Quetzal as JSON (json.c): the view per viewer, the scores,
 * events, the facts of an action */
#ifndef QZ_VIEWS_JSON_H
#define QZ_VIEWS_JSON_H

#include <jansson.h>

#include "core/game.h"

json_t *qz_view_json(const void *st, int viewer);
json_t *qz_scores_json(const void *st);
json_t *qz_event_json(const game_event *e);
json_t *qz_action_info(const void *st, game_action a);

#endif
