/* listing.c - what a row of "list" (the page's "My games") says of a game
 * beyond its state: who sits where, the round, and once it is over the final
 * scores and the winners.
 *
 * Hidden information: only what every seat sees alike.  The seats' kinds and
 * bots are public, the round too; scores are given only once the game is
 * over (during it a game's running score may count hidden cards).
 */
#include <string.h>

#include "internal.h"

json_t *srv_list_details(const game_def *g, const void *st, const srv_list_seat seats[], int np,
                         bool over, int resigned)
{
    json_t *d = json_object(), *js = json_array();
    if (!d || !js) {
        json_decref(d);
        json_decref(js);
        return NULL;
    }
    for (int p = 0; p < np; p++) {
        json_t *s = json_pack("{s:s}", "kind", seats[p].bot ? "bot" : "human");
        if (seats[p].bot)
            json_object_set_new(s, "bot", json_string(seats[p].name));
        json_array_append_new(js, s);
    }
    json_object_set_new(d, "seats", js);
    if (g->round)
        json_object_set_new(d, "round", json_integer(g->round(st)));
    if (!over)
        return d;
    json_t *scores = json_array(), *winners = json_array();
    for (int p = 0; p < np; p++)
        json_array_append_new(scores, json_integer(g->score(st, p)));
    if (resigned >= 0) {
        /* a resignation ends it: the others win, the scores stay as they were */
        for (int p = 0; p < np; p++)
            if (p != resigned)
                json_array_append_new(winners, json_integer(p));
    } else if (g->scores_json) {
        json_t *sj = g->scores_json(st);
        json_t *w = json_object_get(sj, "winners");
        size_t i;
        json_t *v;
        json_array_foreach(w, i, v) if (json_is_integer(v))
            json_array_append_new(winners, json_integer(json_integer_value(v)));
        json_decref(sj);
    }
    json_object_set_new(d, "scores", scores);
    json_object_set_new(d, "winners", winners);
    return d;
}
