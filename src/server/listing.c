/* listing.c - what a row of "list" (the page's "My games") says of a game
 * beyond its state: who sits where, the round, and once it is over the final
 * scores and the winners.
 *
 * Hidden information: only what every seat sees alike.  The seats' kinds and
 * bots are public, the round too; scores are given only once the game is
 * over (during it a game's running score may count hidden cards).
 */
#include <string.h>

#include "hub.h"

#define SRV_MAX_LIST 64 /* tokens in one "list" message */

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

/* --------------------------------------------------------- the message */

void srv_msg_list(srv_req *r)
{
    json_t *tokens = json_object_get(r->msg, "tokens");
    if (!json_is_array(tokens) || json_array_size(tokens) > SRV_MAX_LIST) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field",
                    "'tokens' must be a list of at most %d {game_id, seat, token}", SRV_MAX_LIST);
        return;
    }
    json_t *games = json_array();
    size_t i;
    json_t *t;
    json_array_foreach(tokens, i, t) {
        const char *gid = json_string_value(json_object_get(t, "game_id"));
        const char *tok = json_string_value(json_object_get(t, "token"));
        json_t *js = json_object_get(t, "seat");
        srv_game *x = gid ? srv_hub_lookup(r->h, gid) : NULL;
        int p = json_is_integer(js) ? (int)json_integer_value(js) : -1;
        if (!x || p < 0 || p >= x->np || !tok || x->seat[p].kind != SRV_SEAT_HUMAN ||
            !srv_token_matches(tok, x->seat[p].token_hash)) {
            json_array_append_new(games, json_pack("{s:s?, s:o, s:s}", "game_id", gid, "seat",
                                                   json_deep_copy(js ? js : json_null()),
                                                   "error", x ? "bad_token" : "no_game"));
            continue;
        }
        int turn = srv_game_done(x) ? -1 : x->g->current_player(x->st);
        json_array_append_new(
            games, json_pack("{s:s, s:s, s:i, s:i, s:I, s:b, s:o, s:b}", "game_id", x->id, "game",
                             x->g->name, "seat", p, "players", x->np, "seq", (json_int_t)x->seq,
                             "over", srv_game_done(x), "turn",
                             turn >= 0 ? json_integer(turn) : json_null(), "your_turn",
                             turn == p));
        srv_list_seat ls[GAME_MAX_PLAYERS];
        for (int q = 0; q < x->np; q++)
            ls[q] = (srv_list_seat){x->seat[q].kind == SRV_SEAT_BOT, x->seat[q].bot};
        json_t *d = srv_list_details(x->g, x->st, ls, x->np, srv_game_done(x), x->resigned);
        if (d) {
            json_object_set_new(d, "created", json_integer(x->created));
            json_object_set_new(d, "last", json_integer(x->last));
            json_object_update(json_array_get(games, json_array_size(games) - 1), d);
            json_decref(d);
        }
    }
    srv_hub_send_to(r->h, r->c, r->id, json_pack("{s:s, s:o}", "type", "games", "games", games));
}
