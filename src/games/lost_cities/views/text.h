/* views/text.h - Lost Cities in words for people (text.c) and its wording
 * table (words.c) */
#ifndef LC_VIEWS_TEXT_H
#define LC_VIEWS_TEXT_H

#include <jansson.h>

#include "core/words.h"
#include "games/lost_cities/lost_cities.h"

int lc_action_text(const void *st, game_action a, int viewer, char *buf, size_t n);
int lc_decision_text(const void *st, int viewer, char *buf, size_t n);
int lc_event_text(const game_event *e, char *buf, size_t n);
int lc_view_text(const void *st, int viewer, char *buf, size_t n);
/* The wording table (core/words.h): events, action kinds, decisions (words.c). */
extern const game_words LC_WORDS;
/* The rows of LC_WORDS.decisions. */
enum { LC_DEC_PLAY, LC_DEC_MOVE, LC_DEC_DRAW };
/* The pending decision's name (a row of the wording table's decisions) and its
 * fields, put into j; false once the game is over or on out-of-memory. */
bool lc_decision_json(const lost_cities_state *s, json_t *j);

#endif
