/* rules/engine.h - the rules of Lost Cities (engine.c): applying an action
 * with the events it records, legality, what the paths hold */
#ifndef LC_RULES_ENGINE_H
#define LC_RULES_ENGINE_H

#include "core/game.h"
#include "games/lost_cities/lost_cities.h"

/* Events of one apply, with everything in them (events() redacts per viewer). */
#define LC_SINK_MAX 64
typedef struct {
    game_event ev[LC_SINK_MAX];
    int n;
} lc_sink;
/* Applies a legal action; k may be NULL. */
void lc_apply(lost_cities_state *s, game_action a, lc_sink *k);
bool lc_is_legal(const lost_cities_state *s, game_action a);
int lc_lowest_of_color(const lost_cities_state *s, int p, int color);
int lc_adventurers_used(const lost_cities_state *s, int p);

#endif
