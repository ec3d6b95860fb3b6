/* restore.c - stored games back in the hub (hub.h): each row replayed with
 * the checked apply and compared, state by state, with the hashes stored when
 * its actions were acknowledged; a game that fails is quarantined (kept in the
 * store, never served, told in one line).  At start (srv_hub_load), when a
 * finished game is named again or read again (srv_hub_load_demanded), and for
 * `arnak proto --dump`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

typedef struct {
    srv_hub *h;
    char *err;
    size_t n;
} load_ctx;

/* The game of a stored row, replayed with the checked apply, every state
 * compared with the hash stored when its action was acknowledged and the
 * last with the row's: bit for bit the game that was acknowledged.  NULL
 * with the reason otherwise (*oom: for lack of memory, not damage). */
srv_game *srv_hub_restore_game(srv_hub *h, const srv_stored_game *sg, char *why, size_t n,
                              bool *oom)
{
    const game_def *g = game_find(sg->game);
    if (!g) {
        snprintf(why, n, "no game '%.40s' in this program", sg->game);
        return NULL;
    }
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = sg->players;
    setup.seed = sg->seed;
    json_t *opts = json_loads(sg->options, 0, NULL), *seats = json_loads(sg->seats, 0, NULL);
    srv_game *x = NULL;
    void *before = NULL;
    if (!json_is_array(opts) || !json_is_array(seats) ||
        json_array_size(seats) != (size_t)sg->players || sg->resigned < -1 ||
        sg->resigned >= sg->players) {
        snprintf(why, n, "damaged row (options, seats or resignation)");
        goto fail;
    }
    for (int i = 0; i < g->noptions && i < (int)json_array_size(opts); i++)
        setup.options[i] = (int)json_integer_value(json_array_get(opts, (size_t)i));
    if (!(x = srv_game_make(g, &setup, why, n)))
        goto fail;
    snprintf(x->id, sizeof x->id, "%s", sg->id);
    x->resigned = sg->resigned;
    if (srv_clock_load(sg->clock, x->np, &x->clock, why, n) != 0)
        goto fail;
    for (int p = 0; p < x->np; p++) {
        json_t *s = json_array_get(seats, (size_t)p);
        const char *kind = json_string_value(json_object_get(s, "kind"));
        const char *name = json_string_value(json_object_get(s, "bot"));
        const char *tok = json_string_value(json_object_get(s, "token_hash"));
        x->seat[p].kind = kind && strcmp(kind, "bot") == 0 ? SRV_SEAT_BOT : SRV_SEAT_HUMAN;
        snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", name ? name : "");
        snprintf(x->seat[p].token_hash, sizeof x->seat[p].token_hash, "%s", tok ? tok : "");
        x->seat[p].strength = (int)json_integer_value(json_object_get(s, "strength"));
        x->seat[p].ms = (int)json_integer_value(json_object_get(s, "ms"));
        x->seat[p].taken = json_is_true(json_object_get(s, "taken"));
        const json_t *at = json_object_get(s, "taken_at");
        const char *why_taken = json_string_value(json_object_get(s, "taken_why"));
        x->seat[p].taken_at = x->seat[p].taken && json_is_integer(at) &&
                                      json_integer_value(at) >= 0 &&
                                      (size_t)json_integer_value(at) <= sg->nactions
                                  ? json_integer_value(at)
                                  : -1;
        snprintf(x->seat[p].taken_why, sizeof x->seat[p].taken_why, "%s",
                 why_taken ? why_taken : "");
        if (x->seat[p].kind == SRV_SEAT_HUMAN && srv_clock_autoplays(&x->clock, p))
            snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", SRV_CLOCK_BOT);
        if ((x->seat[p].kind == SRV_SEAT_BOT || srv_clock_autoplays(&x->clock, p)) &&
            srv_game_setup_bot(h, x, p) != 0) {
            snprintf(why, n, "unknown bot '%s'", x->seat[p].bot);
            goto fail;
        }
    }
    srv_game_record_seats(x);
    if (!(before = malloc(g->state_size))) {
        *oom = true;
        snprintf(why, n, "out of memory");
        goto fail;
    }
    for (size_t i = 0; i < sg->nactions; i++) {
        memcpy(before, x->st, g->state_size);
        if (g->apply(x->st, sg->actions[i]) != GAME_OK || game_record_push(x->rec, sg->actions[i]) ||
            srv_game_note_undo(x, before, sg->actions[i], x->st)) {
            snprintf(why, n, "action %zu does not replay", i);
            goto fail;
        }
        if (g->hash(x->st) != sg->hashes[i]) {
            snprintf(why, n, "the state after action %zu differs from its stored hash", i);
            goto fail;
        }
    }
    if (srv_chat_restore(x, sg) != 0) {
        *oom = true;
        snprintf(why, n, "out of memory");
        goto fail;
    }
    if (sg->last_known && g->hash(x->st) != sg->last_hash) {
        snprintf(why, n, "the state after its %zu actions differs from its row's last hash",
                 sg->nactions);
        goto fail;
    }
    free(before);
    json_decref(opts);
    json_decref(seats);
    srv_clock_undone(&x->clock, (long long)sg->nactions); /* none past the record */
    x->seq = sg->nactions + (x->resigned >= 0) + (uint64_t)x->clock.nouts;
    for (int p = 0; p < x->np; p++) /* each takeover was a step too */
        x->seq += x->seat[p].taken && x->seat[p].taken_at >= 0;
    x->created = x->last = sg->created;
    return x;
fail:
    free(before);
    if (x)
        srv_game_free(x);
    json_decref(opts);
    json_decref(seats);
    return NULL;
}

/* A stored game that fails its checks is kept in the store, never served,
 * and told in one log line with its id: nothing restarts rolled back. */
int srv_hub_quarantine(srv_hub *h, const char *id, const char *why)
{
    fprintf(stderr, "arnak: game %s quarantined: %s (kept in the store, not served)\n", id, why);
    if (!srv_grow((void **)&h->quar, &h->capquar, h->nquar + 1, sizeof *h->quar))
        return -1;
    snprintf(h->quar[h->nquar].id, sizeof h->quar[h->nquar].id, "%s", id);
    snprintf(h->quar[h->nquar].why, sizeof h->quar[h->nquar].why, "%s", why);
    h->nquar++;
    return 0;
}

/* Why game `id` is quarantined, or NULL when it is not. */
const char *srv_hub_quarantined_why(const srv_hub *h, const char *id)
{
    for (size_t i = 0; i < h->nquar; i++)
        if (strcmp(h->quar[i].id, id) == 0)
            return h->quar[i].why;
    return NULL;
}

int srv_hub_quarantined(const srv_hub *h) { return (int)h->nquar; }

static int loaded(srv_hub *h, srv_game *x, load_ctx *lc)
{
    if (h->cfg.store && srv_game_done(x)) {
        srv_game_free(x); /* checked; loaded again when someone names it */
        return 0;
    }
    if (srv_hub_add_game(h, x) != 0) {
        srv_game_free(x);
        snprintf(lc->err, lc->n, "out of memory");
        return -1;
    }
    srv_hub_clock_follow(h, x);
    srv_hub_want_bot(h, x);
    srv_hub_mark_drop(h, x); /* several processes: held while someone follows it */
    return 0;
}

static int load_one(void *ctx, const srv_stored_game *sg)
{
    load_ctx *lc = ctx;
    srv_hub *h = lc->h;
    char why[200];
    bool oom = false;
    if (sg->damage)
        return srv_hub_quarantine(h, sg->id, sg->damage);
    srv_game *x = srv_hub_restore_game(h, sg, why, sizeof why, &oom);
    if (!x) {
        if (!oom)
            return srv_hub_quarantine(h, sg->id, why);
        snprintf(lc->err, lc->n, "out of memory");
        return -1;
    }
    return loaded(h, x, lc);
}


int srv_hub_load_demanded(void *ctx, const srv_stored_game *sg)
{
    srv_demand *d = ctx;
    bool oom = false;
    d->found = true;
    if (sg->damage) {
        snprintf(d->why, sizeof d->why, "%s", sg->damage);
        return 0;
    }
    d->x = srv_hub_restore_game(d->h, sg, d->why, sizeof d->why, &oom);
    return 0;
}

typedef struct {
    srv_hub *h;
    const char *dir;
    char *err;
    size_t n;
    int written;
} dump_ctx;

static int dump_one(void *ctx, const srv_stored_game *sg)
{
    dump_ctx *d = ctx;
    char why[200], path[4096];
    bool oom = false;
    srv_game *x = sg->damage ? NULL : srv_hub_restore_game(d->h, sg, why, sizeof why, &oom);
    if (!x) {
        if (oom) {
            snprintf(d->err, d->n, "out of memory");
            return -1;
        }
        return 0; /* quarantined: told at start */
    }
    snprintf(path, sizeof path, "%s/%s.rec", d->dir, x->id);
    int rc = game_record_save(path, x->rec, d->err, d->n) == GAME_OK ? 0 : -1;
    d->written += rc == 0;
    srv_game_free(x);
    return rc;
}

int srv_hub_dump(srv_hub *h, const char *dir, char *err, size_t n)
{
    if (!h->cfg.store) {
        for (size_t i = 0; i < h->nall; i++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s.rec", dir, h->all[i]->id);
            if (game_record_save(path, h->all[i]->rec, err, n) != GAME_OK)
                return -1;
        }
        return (int)h->nall;
    }
    /* every stored game, finished ones too (they are not kept in memory) */
    dump_ctx d = {h, dir, err, n, 0};
    return srv_store_load(h->cfg.store, dump_one, &d, err, n) != 0 ? -1 : d.written;
}

/* Every stored game of the store at start: the unfinished ones into the table
 * (a game that fails its checks is quarantined).  0, or -1 with a message. */
int srv_hub_load(srv_hub *h, char *err, size_t n)
{
    load_ctx lc = {h, err, n};
    return srv_store_load(h->cfg.store, load_one, &lc, err, n);
}
