/* lobby.c - the lobby's messages (hub.h): "hello" (the games and bots),
 * "create" (a new game: its setup, seats and tokens, under the limits on
 * creating games), "catalog", "stats" and "ping". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

void srv_msg_hello(srv_req *r)
{
    json_t *b = json_object_get(r->msg, "brief");
    if (b && !json_is_boolean(b)) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'brief' must be true or false");
        return;
    }
    json_t *only = json_object_get(r->msg, "game");
    if (only && !json_is_string(only)) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'game' must be a game name");
        return;
    }
    if (b)
        r->c->brief = json_is_true(b);
    json_t *games = json_array();
    int n;
    const game_def *const *all = game_registry(&n);
    for (int i = 0; i < n; i++)
        if (!only || strcmp(all[i]->name, json_string_value(only)) == 0)
            json_array_append_new(games, srv_game_json(all[i]));
    json_t *bots = json_array();
    char names[256];
    snprintf(names, sizeof names, "%s", bot_names());
    for (char *save = NULL, *t = strtok_r(names, " ", &save); t; t = strtok_r(NULL, " ", &save))
        json_array_append_new(bots, json_string(t));
    srv_hub_send_to(r->h, r->c, r->id,
          json_pack("{s:s, s:i, s:s, s:o, s:o, s:{s:i, s:i}, s:b}", "type", "hello", "protocol",
                    SRV_PROTOCOL_VERSION, "server", "arnak", "games", games, "bots", bots,
                    "limits", "message_bytes", SRV_MAX_MESSAGE, "depth", SRV_MAX_DEPTH, "brief",
                    r->c->brief));
}

/* "seed": 16 hex digits in a string (as the server shows seeds: every 64-bit
 * value), or a JSON integer 0..2^63-1 (older clients).  True when absent. */
static bool seed_field(srv_req *r, uint64_t *seed, bool *given)
{
    json_t *v = json_object_get(r->msg, "seed");
    *given = v != NULL;
    if (!v)
        return true;
    if (json_is_integer(v) && json_integer_value(v) >= 0) {
        *seed = (uint64_t)json_integer_value(v);
        return true;
    }
    const char *t = json_string_value(v);
    size_t len = t ? strlen(t) : 0;
    bool ok = len >= 1 && len <= 16;
    for (size_t i = 0; ok && i < len; i++)
        ok = (t[i] >= '0' && t[i] <= '9') || (t[i] >= 'a' && t[i] <= 'f') ||
             (t[i] >= 'A' && t[i] <= 'F');
    if (!ok) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field",
                       "'seed' must be 16 hex digits in a string, or an integer 0..%lld",
                       (long long)INT64_MAX);
        return false;
    }
    *seed = strtoull(t, NULL, 16);
    return true;
}

/* The limits on creating games (`arnak serve`): unfinished games of the
 * address, then games a minute of the connection and of the address (looked
 * at only: a game counts once made, srv_create_counted).  False after an error
 * reply that says what was counted. */
bool srv_create_allowed(srv_req *r)
{
    const srv_limits *l = r->h->cfg.limits;
    srv_peer *peer = r->c->peer;
    if (!l || !peer)
        return true;
    const char *addr = srv_peer_addr(peer);
    if (l->unfinished_per_addr > 0) {
        int open = 0;
        for (size_t i = 0; i < r->h->nall; i++)
            open += strcmp(r->h->all[i]->owner, addr) == 0 && !srv_game_done(r->h->all[i]);
        if (open >= l->unfinished_per_addr) {
            srv_hub_refuse(r->h, r->c, r->id, "limit",
                           "%d unfinished games created by %s (limit %d, --max-games-per-addr)",
                           open, addr, l->unfinished_per_addr);
            return false;
        }
    }
    char err[256];
    if (srv_create_check(l, &r->c->created, peer, srv_now(), err, sizeof err) != 0) {
        srv_hub_refuse(r->h, r->c, r->id, "limit", "%s", err);
        return false;
    }
    return true;
}

/* A game was made: it counts against the games a minute (a refused create
 * or replay does not). */
void srv_create_counted(srv_req *r)
{
    if (r->h->cfg.limits && r->c->peer)
        srv_create_count(r->h->cfg.limits, &r->c->created, r->c->peer, srv_now());
}

/* A bot seat's "ms", the time per decision it asks for: at most the
 * server's cap.  False after an error reply naming the cap. */
static bool bot_time_allowed(srv_req *r, const json_t *seat, int p, int *ms)
{
    const json_t *v = json_object_get(seat, "ms");
    int cap = srv_hub_bot_ms(r->h);
    if (!v)
        return true;
    if (!json_is_integer(v) || json_integer_value(v) < 1) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_setup", "seat %d: 'ms' must be 1..%d", p, cap);
        return false;
    }
    if (json_integer_value(v) > cap) {
        srv_hub_refuse(r->h, r->c, r->id, "limit",
                       "seat %d: %lld ms per decision is over this server's cap of %d ms "
                       "(--bot-ms)",
                       p, (long long)json_integer_value(v), cap);
        return false;
    }
    *ms = (int)json_integer_value(v);
    return true;
}

/* create's game and setup: the game named, the players, the seed, the
 * options, checked together (the seed is create's to set).  NULL after the
 * refusal. */
static const game_def *create_setup(srv_req *r, game_setup *setup, uint64_t *seed, bool *seeded)
{
    srv_hub *h = r->h;
    json_t *jg = json_object_get(r->msg, "game");
    if (!json_is_string(jg)) {
        srv_hub_refuse(h, r->c, r->id, "bad_field", "'game' must name a game (see hello)");
        return NULL;
    }
    const game_def *g = game_find(json_string_value(jg));
    if (!g) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "no game called '%s'", json_string_value(jg));
        return NULL;
    }
    game_setup_default(g, setup);
    long long players = setup->players;
    if (!srv_req_int(r, "players", g->type.min_players, g->type.max_players, &players) ||
        !seed_field(r, seed, seeded))
        return NULL;
    setup->players = (int)players;
    json_t *opts = json_object_get(r->msg, "options");
    if (opts && !json_is_object(opts)) {
        srv_hub_refuse(h, r->c, r->id, "bad_field", "'options' must be an object");
        return NULL;
    }
    const char *key;
    json_t *val;
    json_object_foreach(opts, key, val) {
        int i = game_option_index(g, key);
        if (i < 0) {
            srv_hub_refuse(h, r->c, r->id, "bad_setup", "%s has no option '%s'", g->name, key);
            return NULL;
        }
        char num[32];
        const char *text = json_string_value(val);
        if (json_is_integer(val)) {
            snprintf(num, sizeof num, "%lld", (long long)json_integer_value(val));
            text = num;
        }
        int v = text ? game_option_value(g, i, text) : -1;
        if (v < 0) {
            srv_hub_refuse(h, r->c, r->id, "bad_setup", "option '%s' has no value like that", key);
            return NULL;
        }
        setup->options[i] = v;
    }
    char err[256];
    if (game_setup_check(g, setup, err, sizeof err) != GAME_OK) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "%s", err);
        return NULL;
    }
    return g;
}

/* Seat p of the new game x as create's `s` asks (NULL: a person).  False
 * after the refusal. */
static bool create_seat(srv_req *r, srv_game *x, int p, const json_t *s)
{
    srv_hub *h = r->h;
    const char *kind = s ? json_string_value(json_object_get(s, "kind")) : "human";
    if (s && (!json_is_object(s) || !kind)) {
        srv_hub_refuse(h, r->c, r->id, "bad_field", "seat %d: an object with a 'kind'", p);
        return false;
    }
    if (strcmp(kind, "human") == 0) {
        x->seat[p].kind = SRV_SEAT_HUMAN;
        return true;
    }
    if (strcmp(kind, "bot") != 0) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "seat %d: 'kind' is 'human' or 'bot'", p);
        return false;
    }
    const char *name = json_string_value(json_object_get(s, "bot"));
    json_t *st = json_object_get(s, "strength");
    if (!name || !bot_known(name) || !game_record_valid_name(name)) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "seat %d: 'bot' must be one of: %s", p,
                       bot_names());
        return false;
    }
    if (st && (!json_is_integer(st) || json_integer_value(st) < 1 ||
               json_integer_value(st) > SRV_MAX_STRENGTH)) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "seat %d: 'strength' must be 1..%d", p,
                       SRV_MAX_STRENGTH);
        return false;
    }
    if (!bot_time_allowed(r, s, p, &x->seat[p].ms))
        return false;
    x->seat[p].kind = SRV_SEAT_BOT;
    snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", name);
    x->seat[p].strength = st ? (int)json_integer_value(st) : 0;
    if (srv_game_setup_bot(h, x, p) != 0) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "seat %d: no such bot", p);
        return false;
    }
    return true;
}

/* The new game's id and its people's seat tokens (kept only as hashes).
 * False after the refusal. */
static bool create_tokens(srv_req *r, srv_game *x, char token[][SRV_TOKEN_HEX + 1])
{
    if (srv_hub_hex(r->h, x->id, SRV_ID_HEX / 2) != 0) {
        srv_hub_refuse(r->h, r->c, r->id, "internal", "no randomness available");
        return false;
    }
    for (int p = 0; p < x->np; p++)
        if (x->seat[p].kind == SRV_SEAT_HUMAN &&
            (srv_hub_hex(r->h, token[p], SRV_TOKEN_HEX / 2) != 0 ||
             srv_token_hash(token[p], x->seat[p].token_hash) != 0)) {
            srv_hub_refuse(r->h, r->c, r->id, "internal", "cannot make the seat tokens");
            return false;
        }
    return true;
}

/* The "created" answer's seats: each person's token (and invite link), each
 * bot's name. */
static json_t *created_seats(const srv_hub *h, const srv_game *x,
                             char token[][SRV_TOKEN_HEX + 1])
{
    json_t *out = json_array();
    for (int p = 0; p < x->np; p++) {
        bool isbot = x->seat[p].kind == SRV_SEAT_BOT;
        json_t *o = json_pack("{s:i, s:s}", "seat", p, "kind", isbot ? "bot" : "human");
        if (isbot) {
            json_object_set_new(o, "bot", json_string(x->seat[p].bot));
        } else {
            json_object_set_new(o, "token", json_string(token[p]));
            if (h->cfg.invite_base) {
                char link[512];
                snprintf(link, sizeof link, "%s#game=%s&seat=%d&token=%s", h->cfg.invite_base,
                         x->id, p, token[p]);
                json_object_set_new(o, "invite", json_string(link));
            }
        }
        json_array_append_new(out, o);
    }
    return out;
}

/* The new game x into the table and the store (its stored form: options as
 * their value indexes, seats with their tokens' hashes).  False after the
 * refusal, x freed. */
static bool create_keep(srv_req *r, srv_game *x, const game_setup *setup)
{
    srv_hub *h = r->h;
    const game_def *g = x->g;
    json_t *jopts = json_array();
    for (int i = 0; i < g->noptions; i++)
        json_array_append_new(jopts, json_integer(setup->options[i]));
    char *so = game_json_dump(jopts), *ss = srv_game_seats_text(x);
    json_decref(jopts);
    if (srv_hub_add_game(h, x) != 0 || !so || !ss) {
        srv_hub_refuse(h, r->c, r->id, "internal", "out of memory");
        free(so);
        free(ss);
        if (h->nall == 0 || h->all[h->nall - 1] != x)
            srv_game_free(x);
        return false;
    }
    snprintf(x->owner, sizeof x->owner, "%s", srv_peer_addr(r->c->peer));
    srv_create_counted(r);
    x->created = x->last = srv_hub_time(h);
    if (h->cfg.store &&
        srv_store_add_game(h->cfg.store, x->id, g->name, x->np, so, setup->seed, ss,
                           g->hash(x->st)) != 0)
        snprintf(h->err, sizeof h->err, "store: cannot write game %s", x->id);
    free(so);
    free(ss);
    return true;
}

void srv_msg_create(srv_req *r)
{
    srv_hub *h = r->h;
    if (!srv_create_allowed(r))
        return;
    game_setup setup;
    uint64_t seed = 0;
    bool seeded;
    const game_def *g = create_setup(r, &setup, &seed, &seeded);
    if (!g)
        return;
    char err[256];
    srv_clock clock;
    if (srv_clock_request(json_object_get(r->msg, "clock"), &clock, err, sizeof err) != 0) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "%s", err);
        return;
    }
    json_t *seats = json_object_get(r->msg, "seats");
    if (seats && (!json_is_array(seats) || json_array_size(seats) != (size_t)setup.players)) {
        srv_hub_refuse(h, r->c, r->id, "bad_field", "'seats' must list %d seats", setup.players);
        return;
    }
    if (seeded) {
        setup.seed = seed;
    } else {
        char hex[17];
        if (srv_hub_hex(h, hex, 8) != 0) {
            srv_hub_refuse(h, r->c, r->id, "internal", "no randomness available");
            return;
        }
        setup.seed = strtoull(hex, NULL, 16);
    }
    srv_game *x = srv_game_make(g, &setup, err, sizeof err);
    if (!x) {
        srv_hub_refuse(h, r->c, r->id, "bad_setup", "%s", err);
        return;
    }
    char token[GAME_MAX_PLAYERS][SRV_TOKEN_HEX + 1] = {{0}};
    bool ok = true;
    for (int p = 0; ok && p < setup.players; p++)
        ok = create_seat(r, x, p, seats ? json_array_get(seats, (size_t)p) : NULL);
    if (!ok || !create_tokens(r, x, token)) {
        srv_game_free(x);
        return;
    }
    srv_game_record_seats(x);
    x->clock = clock;
    json_t *out = created_seats(h, x, token);
    if (!create_keep(r, x, &setup)) {
        json_decref(out);
        return;
    }
    if (x->clock.mode != SRV_CLOCK_NONE) {
        srv_clock_switch(&x->clock, srv_game_clock_seat(x), srv_hub_now(h));
        srv_hub_store_clock(h, x);
    }
    srv_hub_send_to(h, r->c, r->id,
                    json_pack("{s:s, s:s, s:s, s:i, s:o}", "type", "created", "game_id", x->id,
                              "game", g->name, "players", x->np, "seats", out));
    srv_hub_want_bot(h, x);
}

/* Every component's static facts (docs/CATALOG.md): the same for everyone,
 * so it names a game kind, not a game. */
void srv_msg_catalog(srv_req *r)
{
    json_t *jg = json_object_get(r->msg, "game");
    const game_def *g = json_is_string(jg) ? game_find(json_string_value(jg)) : NULL;
    if (!g) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'game' must name a game 'hello' lists");
        return;
    }
    if (!g->catalog_json) {
        srv_hub_refuse(r->h, r->c, r->id, "no_catalog", "the game '%s' has no catalog", g->name);
        return;
    }
    json_t *cat = g->catalog_json();
    if (!cat) {
        srv_hub_refuse(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    srv_hub_send_to(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:o}", "type", "catalog", "game", g->name, "catalog", cat));
}

static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return resident * 4;
}

void srv_msg_stats(srv_req *r)
{
    json_t *m = json_pack("{s:s, s:I, s:i, s:i, s:I}", "type", "stats", "games",
                          (json_int_t)r->h->nall, "connections", r->h->nconns, "bots_busy",
                          srv_hub_bots_busy(r->h), "rss_kb", (json_int_t)rss_kb());
    if (r->h->pool)
        json_object_set_new(m, "bots", srv_botpool_stats(r->h->pool));
    srv_hub_send_to(r->h, r->c, r->id, m);
}
