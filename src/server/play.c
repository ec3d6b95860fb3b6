/* play.c - the messages that change a game or ask about a move (hub.h):
 * "act", "undo", "resign", and "why" (why an action is not legal now). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

/* Why the seat may not take `what` now: the game's reason (game_why_not asks
 * it of the seat's observation, so it tells nothing the seat cannot see),
 * its fields and its English text, for the page to word in its language. */
enum { WHY_MAX = 120 }; /* the longest `what`: an action text or a name is far shorter */

void srv_msg_why(srv_req *r)
{
    const char *what = json_string_value(json_object_get(r->msg, "what"));
    if (!what || strlen(what) > WHY_MAX) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'what' must be a string of at most %d bytes", WHY_MAX);
        return;
    }
    json_t *why = game_why_not(r->x->g, r->x->st, r->seat, what);
    json_t *m = why ? json_pack("{s:s, s:s, s:i, s:I, s:s}", "type", "why", "game_id", r->x->id, "seat", r->seat,
                                "seq", (json_int_t)r->x->seq, "what", what)
                    : NULL;
    if (!m || json_object_update_missing(m, why) != 0) {
        json_decref(m);
        json_decref(why);
        srv_hub_refuse(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    json_decref(why);
    srv_hub_send_to(r->h, r->c, r->id, m);
}

void srv_msg_act(srv_req *r)
{
    srv_game *x = r->x;
    const game_def *g = x->g;
    json_t *text = json_object_get(r->msg, "action");
    json_t *num = json_object_get(r->msg, "action_id");
    game_action a = 0;
    if (json_is_string(text) && !num) {
        if (g->action_from_string(x->st, json_string_value(text), &a) != GAME_OK) {
            srv_hub_refuse(r->h, r->c, r->id, "illegal", "'%.80s' is not a legal action here",
                           json_string_value(text));
            return;
        }
    } else if (json_is_integer(num) && !text) {
        json_int_t v = json_integer_value(num);
        game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
        int n = legal ? g->legal_actions(x->st, legal) : 0;
        bool ok = false;
        for (int i = 0; i < n && !ok; i++)
            ok = (json_int_t)legal[i] == v;
        free(legal);
        if (!ok) {
            srv_hub_refuse(r->h, r->c, r->id, "illegal", "action %lld is not legal here", (long long)v);
            return;
        }
        a = (game_action)v;
    } else {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field",
                       "act takes 'action' (canonical text) or 'action_id' (a number)");
        return;
    }
    size_t mark = r->h->nout;
    int rc = srv_hub_apply(r->h, x, a);
    if (rc != GAME_OK) {
        srv_hub_refuse(r->h, r->c, r->id, "illegal", "%s", game_strerror(rc));
        return;
    }
    srv_hub_ack(r, x, mark);
    if (!r->h->pool)
        srv_hub_run_bots(r->h, x);
}

/* A change of the whole game by its seat (undo, resign), after the store's
 * answer `stored` (0: kept): announced to every follower, then acknowledged. */
static void whole_change(srv_req *r, const char *kind, int stored)
{
    if (stored != 0)
        snprintf(r->h->err, sizeof r->h->err, "store: cannot %s in %s", kind, r->x->id);
    if (r->h->cfg.store)
        r->x->op_batch = srv_store_next_batch(r->h->cfg.store);
    size_t mark = r->h->nout;
    srv_hub_simple_change(r->h, r->x, kind, r->seat);
    srv_hub_ack(r, r->x, mark);
}

void srv_msg_undo(srv_req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    if (x->resigned >= 0 || srv_game_undo_depth(x, seat) == 0) {
        srv_hub_refuse(r->h, r->c, r->id, "undo",
                       "nothing to undo: only your own steps of this turn that revealed nothing");
        return;
    }
    if (srv_clock_autoplays(&x->clock, seat) || srv_clock_played(&x->clock, x->rec->n - 1)) {
        srv_hub_refuse(r->h, r->c, r->id, "undo",
                       "nothing to undo: your time ran out and the easy bot played for you");
        return;
    }
    char err[256];
    srv_game_log_spectators(x, 0, x->rec->n - 1); /* its step, while the record holds it */
    game_record_pop(x->rec);
    if (x->clock.mode != SRV_CLOCK_NONE) { /* a timeout after the step taken back goes too */
        srv_clock_undone(&x->clock, (long long)x->rec->n);
        srv_hub_store_clock(r->h, x);
    }
    if (game_record_rebuild(x->rec, x->rec->n, x->st, err, sizeof err) != GAME_OK) {
        /* Cannot happen for a record that replayed before; keep the text. */
        srv_hub_refuse(r->h, r->c, r->id, "internal", "%s", err);
        return;
    }
    srv_store *db = r->h->cfg.store;
    whole_change(r, "undo", db ? srv_store_truncate(db, x->id, x->rec->n, x->g->hash(x->st)) : 0);
}

/* In 3 players or more a bot takes the resigner's seat and the game goes
 * on for the other people; with fewer players, or no other person left to
 * play, the game ends, the resigner last. */
void srv_msg_resign(srv_req *r)
{
    srv_game *x = r->x;
    int people = 0;
    for (int p = 0; p < x->np; p++)
        people += p != r->seat && x->seat[p].kind == SRV_SEAT_HUMAN;
    if (x->np >= 3 && people > 0) {
        size_t mark = r->h->nout;
        srv_hub_take_over(r->h, x, r->seat, "resigned");
        srv_hub_ack(r, x, mark);
        if (!r->h->pool)
            srv_hub_run_bots(r->h, x);
        return;
    }
    x->resigned = r->seat;
    srv_store *db = r->h->cfg.store;
    whole_change(r, "resign", db ? srv_store_resign(db, x->id, r->seat) : 0);
}
