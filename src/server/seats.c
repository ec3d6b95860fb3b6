/* seats.c - who follows a game (hub.h): "join" a seat, "watch" as a
 * spectator, "leave", "view", and the end of a connection (its
 * subscriptions go, and the presence says so). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

/* join and watch: the guards resolved the seat (or the spectator). */
void srv_msg_join(srv_req *r)
{
    if (r->c->nsubs == SRV_MAX_SUBS) {
        srv_hub_refuse(r->h, r->c, r->id, "too_many", "one connection follows at most %d seats",
                       SRV_MAX_SUBS);
        return;
    }
    srv_hub_subscribe(r->c, r->x, r->seat);
    if (r->h->pool && r->x->bot_queued && srv_game_human_waiting(r->x))
        srv_botpool_promote(r->h->pool, r->x); /* a person is back: its bot goes first */
    srv_hub_send_to(r->h, r->c, r->id,
                    json_pack("{s:s, s:s, s:o}", "type", "joined", "game_id", r->x->id, "seat",
                              r->seat >= 0 ? json_integer(r->seat) : json_null()));
    srv_hub_queue(r->h, r->c, srv_view_message(r->x, r->seat, r->c->brief, "view"));
    srv_presence_joined(r->h, r->x, r->c, r->seat);
    const srv_rematch *m = srv_rematch_find(r->h->rematches, r->x->id);
    if (m) /* a rematch made while this seat was away: its own offer */
        srv_hub_queue(r->h, r->c, srv_rematch_offer(m, r->seat));
}

/* Stops following a game (every seat of it this connection joined). */
void srv_msg_leave(srv_req *r)
{
    const char *gid = json_string_value(json_object_get(r->msg, "game_id"));
    srv_game *x = gid ? srv_hub_lookup(r->h, gid) : NULL;
    if (!x) {
        srv_hub_refuse(r->h, r->c, r->id, "no_game", "'game_id' must name a game");
        return;
    }
    srv_conn *c = r->c;
    for (int i = 0; i < c->nsubs;) {
        if (c->subs[i].g != x) {
            i++;
            continue;
        }
        for (srv_sub **p = &x->subs; *p; p = &(*p)->next) {
            if ((*p)->c == c && (*p)->seat == c->subs[i].seat) {
                srv_sub *dead = *p;
                *p = dead->next;
                free(dead);
                break;
            }
        }
        c->subs[i] = c->subs[--c->nsubs];
    }
    if (c->game == x)
        c->game = NULL;
    srv_presence_changed(r->h, x);
    srv_hub_mark_drop(r->h, x);
    srv_hub_send_to(r->h, c, r->id, json_pack("{s:s, s:s}", "type", "left", "game_id", x->id));
}

void srv_msg_view(srv_req *r)
{
    srv_hub_send_to(r->h, r->c, r->id, srv_view_message(r->x, r->seat, r->c->brief, "view"));
}

void srv_hub_close(srv_hub *h, srv_conn *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->nsubs; i++) {
        for (srv_sub **p = &c->subs[i].g->subs; *p; p = &(*p)->next) {
            if ((*p)->c == c && (*p)->seat == c->subs[i].seat) {
                srv_sub *dead = *p;
                *p = dead->next;
                free(dead);
                break;
            }
        }
        srv_hub_mark_drop(h, c->subs[i].g);
    }
    for (int i = 0; i < c->nsubs; i++) {
        int first = 0;
        while (c->subs[first].g != c->subs[i].g)
            first++;
        if (first == i)
            srv_presence_changed(h, c->subs[i].g);
    }
    for (size_t i = 0; i < h->nout; i++)
        if (h->out[i].c == c)
            h->out[i].c = NULL;
    for (srv_pending *ph = h->hints; ph; ph = ph->next)
        if (ph->c == c)
            ph->c = NULL; /* its answer is dropped */
    h->nconns--;
    free(c->tokens);
    free(c);
}
