/* rematch.c - "rematch": a finished game played again by the same table.
 *
 * The new game has the same game, options and seats (humans and bots with
 * their levels) and a new seed; the seats are rotated (the player of seat p
 * sits at seat p + 1), so that someone else begins.  It is made by the hub's
 * own "create" (the same checks and limits), and the hub keeps here, in
 * memory only, which game followed which and each human seat's new token.
 *
 * Hidden information and tokens: a seat's new token goes only to that seat
 * (its own connections, or the seat asking again with its old token); a
 * spectator learns the new game's id alone.  The plain tokens are kept in
 * memory so that a seat that was away when the rematch was made still gets
 * its own when it comes back to the finished game; the store keeps only
 * their hashes, as for any game.  After a restart the offers are gone: the
 * first seat to ask again makes another rematch.
 */
#include <stdlib.h>
#include <string.h>

#include "hub.h"

struct srv_rematches {
    srv_rematch *v;
    size_t n, cap, next; /* a ring of at most SRV_REMATCH_KEEP offers */
};

srv_rematches *srv_rematches_new(void)
{
    return calloc(1, sizeof(srv_rematches));
}

void srv_rematches_free(srv_rematches *rs)
{
    if (!rs)
        return;
    free(rs->v);
    free(rs);
}

const srv_rematch *srv_rematch_find(const srv_rematches *rs, const char *from)
{
    for (size_t i = 0; rs && i < rs->n; i++)
        if (strcmp(rs->v[i].from, from) == 0)
            return &rs->v[i];
    return NULL;
}

int srv_rematch_add(srv_rematches *rs, const srv_rematch *m)
{
    if (!rs)
        return -1;
    if (rs->n < SRV_REMATCH_KEEP) {
        if (rs->n == rs->cap) {
            size_t nc = rs->cap ? rs->cap * 2 : 16;
            srv_rematch *v = realloc(rs->v, nc * sizeof *v);
            if (!v)
                return -1;
            rs->v = v;
            rs->cap = nc;
        }
        rs->v[rs->n++] = *m;
        return 0;
    }
    /* full: the oldest offer goes (its game is long over) */
    rs->v[rs->next] = *m;
    rs->next = (rs->next + 1) % SRV_REMATCH_KEEP;
    return 0;
}

int srv_rematch_new_seat(int np, int old_seat)
{
    return (old_seat + 1) % np;
}

json_t *srv_rematch_create(const game_def *g, const game_setup *setup,
                           const srv_rematch_seat seats[])
{
    int np = setup->players;
    json_t *opts = json_object(), *list = json_array();
    for (int i = 0; i < g->noptions; i++)
        if (game_option_applies(&g->options[i], np))
            json_object_set_new(opts, g->options[i].name, json_integer(setup->options[i]));
    for (int q = 0; q < np; q++) {
        const srv_rematch_seat *s = &seats[(q + np - 1) % np]; /* who sits at q now */
        json_t *j = json_pack("{s:s}", "kind", s->bot ? "bot" : "human");
        if (s->bot) {
            json_object_set_new(j, "bot", json_string(s->name));
            if (s->strength > 0)
                json_object_set_new(j, "strength", json_integer(s->strength));
            if (s->ms > 0)
                json_object_set_new(j, "ms", json_integer(s->ms));
        }
        json_array_append_new(list, j);
    }
    return json_pack("{s:s, s:s, s:i, s:o, s:o}", "type", "create", "game", g->name, "players", np,
                     "options", opts, "seats", list);
}

int srv_rematch_from_created(srv_rematch *m, const char *from, int np, const json_t *created)
{
    memset(m, 0, sizeof *m);
    const char *to = json_string_value(json_object_get(created, "game_id"));
    json_t *seats = json_object_get(created, "seats");
    if (!to || strlen(to) > SRV_ID_HEX || !json_is_array(seats) ||
        json_array_size(seats) != (size_t)np)
        return -1;
    snprintf(m->from, sizeof m->from, "%s", from);
    snprintf(m->to, sizeof m->to, "%s", to);
    m->np = np;
    for (int q = 0; q < np; q++) {
        const char *tok =
            json_string_value(json_object_get(json_array_get(seats, (size_t)q), "token"));
        snprintf(m->token[q], sizeof m->token[q], "%s", tok ? tok : "");
    }
    return 0;
}

json_t *srv_rematch_offer(const srv_rematch *m, int old_seat)
{
    json_t *o =
        json_pack("{s:s, s:s, s:s}", "type", "rematch", "game_id", m->from, "rematch", m->to);
    if (!o || old_seat < 0 || old_seat >= m->np)
        return o; /* a spectator: the new game to watch, no seat */
    int q = srv_rematch_new_seat(m->np, old_seat);
    json_object_set_new(o, "seat", json_integer(q));
    if (m->token[q][0])
        json_object_set_new(o, "token", json_string(m->token[q]));
    return o;
}

/* --------------------------------------------------------- the message */

/* "rematch" of a finished game (rematch.c): the same table again with the
 * seats rotated, made by "create" itself; every connection that follows the
 * old game is told, each seat with its own new seat and token only. */
void srv_msg_rematch(srv_req *r)
{
    srv_hub *h = r->h;
    srv_game *x = r->x;
    if (x->view_only || !srv_game_done(x)) {
        srv_hub_refuse(h, r->c, r->id, "not_over", "%s",
                       x->view_only ? "a replay is for viewing only"
                                    : "a rematch follows a finished game");
        return;
    }
    const srv_rematch *m = srv_rematch_find(h->rematches, x->id);
    if (!m) {
        srv_rematch_seat seats[GAME_MAX_PLAYERS];
        for (int p = 0; p < x->np; p++)
            /* a seat a bot took over is its person's again: they are asked back */
            seats[p] = (srv_rematch_seat){x->seat[p].kind == SRV_SEAT_BOT && !x->seat[p].taken,
                                          x->seat[p].bot,
                                          x->seat[p].strength, x->seat[p].ms};
        srv_req cr = *r;
        cr.id = NULL;
        cr.msg = srv_rematch_create(x->g, &x->rec->setup, seats);
        json_t *clock = srv_clock_settings(&x->clock); /* the same clock, full again */
        if (cr.msg && clock)
            json_object_set_new(cr.msg, "clock", clock);
        else
            json_decref(clock);
        h->capture = true;
        if (cr.msg)
            srv_msg_create(&cr);
        h->capture = false;
        json_decref(cr.msg);
        json_t *created = h->captured;
        h->captured = NULL;
        srv_rematch nm;
        if (!created || srv_rematch_from_created(&nm, x->id, x->np, created) != 0 ||
            srv_rematch_add(h->rematches, &nm) != 0) {
            if (created && json_object_get(created, "code")) /* create's refusal (a limit) */
                srv_hub_send_to(h, r->c, r->id, created);
            else {
                json_decref(created);
                srv_hub_refuse(h, r->c, r->id, "internal", "out of memory");
            }
            return;
        }
        json_decref(created);
        m = srv_rematch_find(h->rematches, x->id);
        for (srv_sub *s = x->subs; s; s = s->next)
            if (s->c != r->c || s->seat != r->seat)
                srv_hub_queue(h, s->c, srv_rematch_offer(m, s->seat));
    }
    srv_hub_send_to(h, r->c, r->id, srv_rematch_offer(m, r->seat));
}
