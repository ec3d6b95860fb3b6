/* replay.c - a game record loaded for viewing only ("replay"), and the
 * win-chance curve of a review.
 *
 * "replay": a record the client holds (a downloaded game, a saved terminal
 * game) becomes a game of the hub that is never stored, never listed and
 * takes no action, undo or resignation: the hub treats it as over.  Its seats
 * all get tokens, handed to whoever sent the record (they hold the seed, so
 * every hand is theirs to see already), so that the messages of a finished
 * game work on it unchanged: "view_at" for the board at each step, "history"
 * for the story, "review" for the medium bot's judgement.  Each of those is
 * built from one seat's observation as for any game.  The game leaves memory
 * when its last follower leaves (the loading connection follows it as a
 * spectator from the start).
 *
 * The record is read by the library's reader (core/record.c: one-line
 * errors, its hash checked) from the message's text, never from a file of
 * the server.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <math.h>

#include "core/record.h"
#include "hub.h"

int srv_replay_parse(const char *text, srv_replay_load *out, char *err, size_t n)
{
    memset(out, 0, sizeof *out);
    size_t len = strlen(text);
    if (len == 0) {
        snprintf(err, n, "the record is empty");
        return -1;
    }
    FILE *f = fmemopen((void *)text, len, "r");
    if (!f) {
        snprintf(err, n, "out of memory");
        return -1;
    }
    game_record *rec = NULL;
    char why[256];
    int rc = game_record_read(f, &rec, NULL, why, sizeof why);
    fclose(f);
    if (rc != GAME_OK) {
        snprintf(err, n, "the record does not read: %s", why);
        return -1;
    }
    const game_def *g = rec->g;
    void *st = malloc(g->state_size);
    out->hashes = calloc(rec->n + 1, sizeof *out->hashes);
    json_t *opts = json_array();
    bool ok =
        st && out->hashes && opts && game_record_rebuild(rec, 0, st, why, sizeof why) == GAME_OK;
    for (size_t i = 0; ok && i < rec->n; i++) {
        ok = g->apply(st, rec->actions[i]) == GAME_OK;
        out->hashes[i] = ok ? g->hash(st) : 0;
    }
    for (int i = 0; ok && i < g->noptions; i++)
        json_array_append_new(opts, json_integer(rec->setup.options[i]));
    out->options = ok ? json_dumps(opts, JSON_COMPACT) : NULL;
    json_decref(opts);
    if (!ok || !out->options) {
        snprintf(err, n, "the record does not replay, or memory ran out");
        free(st);
        out->rec = rec;
        srv_replay_free(out);
        return -1;
    }
    out->last_hash = g->hash(st);
    free(st);
    out->rec = rec;
    return 0;
}

int srv_replay_stored(srv_replay_load *l, const char *id, char hashes[][SRV_TOKEN_HASH_HEX + 1],
                      srv_stored_game *sg)
{
    const game_record *rec = l->rec;
    json_t *seats = json_array();
    for (int p = 0; seats && p < rec->setup.players; p++)
        json_array_append_new(seats,
                              json_pack("{s:s, s:s, s:i, s:i, s:s}", "kind", "human", "bot", "",
                                        "strength", 0, "ms", 0, "token_hash", hashes[p]));
    free(l->seats);
    l->seats = seats ? json_dumps(seats, JSON_COMPACT) : NULL;
    json_decref(seats);
    if (!l->seats)
        return -1;
    *sg = (srv_stored_game){.id = id,
                            .game = rec->g->name,
                            .options = l->options,
                            .seats = l->seats,
                            .created = 0,
                            .players = rec->setup.players,
                            .resigned = -1,
                            .seed = rec->setup.seed,
                            .nactions = rec->n,
                            .actions = rec->actions,
                            .hashes = l->hashes,
                            .last_known = true,
                            .last_hash = l->last_hash};
    return 0;
}

void srv_replay_free(srv_replay_load *l)
{
    game_record_free(l->rec);
    free(l->hashes);
    free(l->options);
    free(l->seats);
    memset(l, 0, sizeof *l);
}

json_t *srv_review_curve(const srv_review_job *rv)
{
    json_t *curve = json_array();
    if (!curve || rv->nitems < 0 || !rv->rec)
        return curve;
    /* items are costliest first: put them back in the order of the game */
    size_t n = rv->rec->n + 1;
    const bot_review_item **at = calloc(n, sizeof *at);
    if (!at)
        return curve;
    for (int k = 0; k < rv->nitems; k++)
        if (rv->items[k].decision < n)
            at[rv->items[k].decision] = &rv->items[k];
    for (size_t i = 0; i < n; i++) {
        const bot_review_item *it = at[i];
        if (!it)
            continue;
        /* the seat's chance after its choice as the bot sees it; a choice it
         * did not search is worth its best less the loss it was given */
        double v = it->searched ? it->chosen : it->best - it->loss;
        v = v < 0 ? 0 : v > 1 ? 1 : v;
        double loss = it->loss < 0 ? 0 : it->loss > 1 ? 1 : it->loss;
        json_array_append_new(curve, json_pack("{s:I, s:I, s:I}", "n", (json_int_t)it->decision,
                                               "value", (json_int_t)lround(v * 1000.0), "loss",
                                               (json_int_t)lround(loss * 1000.0)));
    }
    free(at);
    return curve;
}

/* --------------------------------------------------------- the message */

/* "replay": a record for viewing only (replay.c), followed by the asking
 * connection as a spectator from the start; every seat's token to it. */
void srv_msg_replay(srv_req *r)
{
    srv_hub *h = r->h;
    const char *text = json_string_value(json_object_get(r->msg, "record"));
    if (!text) {
        srv_hub_refuse(h, r->c, r->id, "bad_field", "'record' must be a game record's text");
        return;
    }
    if (r->c->nsubs == SRV_MAX_SUBS) {
        srv_hub_refuse(h, r->c, r->id, "too_many", "one connection follows at most %d seats",
                       SRV_MAX_SUBS);
        return;
    }
    if (!srv_create_allowed(r))
        return;
    srv_replay_load l;
    char err[320], why[200] = "out of memory";
    if (srv_replay_parse(text, &l, err, sizeof err) != 0) {
        srv_hub_refuse(h, r->c, r->id, "bad_record", "%s", err);
        return;
    }
    int np = l.rec->setup.players;
    char id[SRV_ID_HEX + 1], tok[GAME_MAX_PLAYERS][SRV_TOKEN_HEX + 1] = {{0}};
    char hash[GAME_MAX_PLAYERS][SRV_TOKEN_HASH_HEX + 1] = {{0}};
    bool ok = srv_hub_hex(h, id, SRV_ID_HEX / 2) == 0, oom = false;
    for (int p = 0; ok && p < np; p++)
        ok = srv_hub_hex(h, tok[p], SRV_TOKEN_HEX / 2) == 0 && srv_token_hash(tok[p], hash[p]) == 0;
    srv_stored_game sg;
    srv_game *x = ok && srv_replay_stored(&l, id, hash, &sg) == 0
                      ? srv_hub_restore_game(h, &sg, why, sizeof why, &oom)
                      : NULL;
    srv_replay_free(&l);
    if (!x || srv_hub_add_game(h, x) != 0) {
        if (x)
            srv_game_free(x);
        srv_hub_refuse(h, r->c, r->id, "internal", "the record cannot be loaded: %s", why);
        return;
    }
    x->view_only = true;
    srv_create_counted(r);
    for (size_t i = 0; i < x->rec->n; i++)
        x->undo_by[i] = -1; /* nothing to take back */
    srv_hub_subscribe(r->c, x, SRV_SPECTATOR);
    json_t *seats = json_array();
    for (int p = 0; p < np; p++)
        json_array_append_new(seats, json_pack("{s:i, s:s}", "seat", p, "token", tok[p]));
    srv_hub_send_to(h, r->c, r->id,
          json_pack("{s:s, s:s, s:s, s:i, s:I, s:o}", "type", "replay", "game_id", x->id, "game",
                    x->g->name, "players", np, "total", (json_int_t)x->rec->n, "seats", seats));
}
