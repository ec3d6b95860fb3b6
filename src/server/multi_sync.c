/* multi_sync.c - several processes (hub.h): a game read again from the store.
 *
 * With `arnak serve --shared` any number of processes serve one PostgreSQL
 * database (docs/SCALING.md).  A game lives in each process that holds it
 * (followers, a bot lease); the store's primary key (game, index) lets one
 * process commit a step.  What the others commit arrives as notices
 * (notify.c): a game followed here is read again from the store and its new
 * actions applied as if made here (every state checked against its stored
 * hash when read), so its followers get their updates; a game held with no
 * follower is only marked stale and read again when it is next named.  A
 * conflict (another process wrote the step first) turns what this process
 * acknowledged of that game into `stale` and reads the game again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

/* x takes over y's game (read again from the store); y gets x's old one. */
static void multi_swap(srv_game *x, srv_game *y)
{
    srv_game t;
    memcpy(&t, x, sizeof t);
    x->rec = y->rec, y->rec = t.rec;
    x->st = y->st, y->st = t.st;
    x->undo_by = y->undo_by, y->undo_by = t.undo_by;
    x->undo_cap = y->undo_cap, y->undo_cap = t.undo_cap;
    x->seq = y->seq, y->seq = t.seq;
    x->resigned = y->resigned, y->resigned = t.resigned;
    memcpy(x->seat, y->seat, sizeof x->seat);
    memcpy(y->seat, t.seat, sizeof y->seat);
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
        free(x->review[p]);
        x->review[p] = NULL;
    }
    for (int i = 0; i < SRV_LOG_KEEP; i++) {
        x->log[i].seq = 0;
        x->log[i].spec_at = 0;
        for (int v = 0; v <= GAME_MAX_PLAYERS; v++) {
            free(x->log[i].text[v]);
            x->log[i].text[v] = NULL;
        }
    }
}

/* What another process changed besides the steps: seats a bot took over and
 * the clock are the store's (its clock, switched by the process that made
 * the step, replaces this one's own reckoning of it).  A seat taken over or
 * a clock run out is told to each follower by a fresh view. */
static void multi_take_table(srv_hub *h, srv_game *x, srv_game *y)
{
    char *mine = srv_game_seats_text(x), *theirs = srv_game_seats_text(y);
    bool seats = !mine || !theirs || strcmp(mine, theirs) != 0;
    free(mine);
    free(theirs);
    bool ran_out = false;
    for (int p = 0; p < x->np; p++)
        ran_out |= srv_clock_autoplays(&x->clock, p) != srv_clock_autoplays(&y->clock, p);
    x->clock = y->clock;
    if (!seats && !ran_out)
        return;
    struct hub_seat t[GAME_MAX_PLAYERS];
    memcpy(t, x->seat, sizeof t);
    memcpy(x->seat, y->seat, sizeof t);
    memcpy(y->seat, t, sizeof t); /* the old ones go with y */
    srv_game_record_seats(x);
    h->clock_next = 0;
    bool told = false;
    for (int p = 0; p < x->np; p++) {
        if (!x->seat[p].taken || y->seat[p].taken)
            continue;
        /* a takeover is a step of the story, here as where it was made */
        json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
        for (int v = 0; v <= x->np; v++)
            pv[v] = json_pack("{s:s, s:i, s:s}", "kind", "takeover", "player", p, "reason",
                              x->seat[p].taken_why);
        h->replaying = true; /* the clock is the store's, written where it was made */
        srv_hub_changed(h, x, pv);
        h->replaying = false;
        told = true;
    }
    for (srv_sub *s = x->subs; s && !told; s = s->next)
        srv_hub_queue(h, s->c, srv_view_message(x, s->seat, s->c->brief, "view"));
    srv_hub_want_bot(h, x);
}

/* Reads x again from the store.  When the store's game goes on from x's
 * (another process's actions after x's), they are applied here as updates;
 * when x is ahead with its own changes not yet committed, nothing changes
 * (they commit on top, or conflict); otherwise (another process's undo or
 * resignation, a conflict: always) x becomes the store's game and each
 * follower gets its view anew. */
void srv_multi_sync(srv_hub *h, srv_game *x, int mode)
{
    srv_demand d = {.h = h};
    char err[256] = "";
    x->stale = false;
    if (srv_store_load_game(h->cfg.store, x->id, srv_hub_load_demanded, &d, err, sizeof err) != 0 ||
        !d.x) {
        fprintf(stderr, "arnak: game %s cannot be read again: %s\n", x->id,
                d.found ? d.why : err);
        x->stale = true;
        return;
    }
    srv_game *y = d.x;
    size_t nx = x->rec->n, ny = y->rec->n, k = 0;
    while (k < nx && k < ny && x->rec->actions[k] == y->rec->actions[k])
        k++;
    bool same_end = y->resigned == x->resigned;
    bool extends = k == nx && same_end, ahead = k == ny && ny < nx && same_end;
    bool pending = x->op_batch > srv_store_committed(h->cfg.store, err, sizeof err);
    if (mode == SRV_SYNC_FOLLOW && extends) {
        h->replaying = true;
        /* the other process's timeouts, each told before the actions after it */
        int told = x->clock.nouts;
        x->clock.nouts = y->clock.nouts;
        memcpy(x->clock.outs, y->clock.outs, sizeof x->clock.outs);
        for (size_t i = nx; i <= ny; i++) {
            for (; told < x->clock.nouts && (size_t)x->clock.outs[told].at <= i; told++)
                if ((size_t)x->clock.outs[told].at >= nx)
                    srv_hub_timeout_step(h, x, x->clock.outs[told].seat);
            if (i < ny && srv_hub_apply(h, x, y->rec->actions[i]) != GAME_OK)
                break;
        }
        h->replaying = false;
        multi_take_table(h, x, y);
    } else if (mode == SRV_SYNC_CONFLICT || !(ahead && pending)) {
        /* After a conflict seq is the store's count: what was delivered is
         * committed, so in the store (nothing of the lost steps was delivered).
         * After another process's undo or resignation, one past what was shown:
         * a follower's seq never goes back. */
        uint64_t shown = x->seq;
        multi_swap(x, y);
        x->clock = y->clock;
        if (mode != SRV_SYNC_CONFLICT && x->seq < shown + 1)
            x->seq = shown + 1;
        for (srv_sub *s = x->subs; s; s = s->next)
            srv_hub_queue(h, s->c, srv_view_message(x, s->seat, s->c->brief, "view"));
        if (x->bot_queued)
            x->bot_stale = true;
        srv_hub_want_bot(h, x);
        srv_hub_mark_drop(h, x);
    }
    if (srv_chat_sync(h, x, y, mode == SRV_SYNC_CONFLICT))
        srv_presence_changed(h, x);
    srv_game_free(y);
}
