/* test_protocol_hidden.c - hidden information in the protocol: every message
 * the server builds for a seat (its view: state, decision, scores, legal
 * actions with their text and info; and each step: the action as the seat
 * reads it and its events) is byte for byte the same for the real state and
 * for determinizations of that seat's observation (for a step: worlds the
 * seat cannot tell apart before the step and after it).  A spectator's messages
 * (view and step) stay the same in every world a spectator cannot tell apart:
 * every seat's hidden parts reshuffled at once, hands too, in every player
 * count (solo included).  Through the hub, everything a spectator is sent
 * (the view, updates, events since, the record refused, hints refused, a
 * resync) shows no hand.  Over a few
 * hundred random games of every game in the registry (ARNAK_TEST_SCALE).
 *
 * Presence and chat: each chat channel reaches its readers only (the seats'
 * channel never a spectator, the spectators' channel only the seats that asked
 * for it), presence is the same bytes for every viewer, and neither holds any
 * part of a view.
 *
 * The reason `why` gives a seat for any name is the same in those worlds too.
 * What the clocks tell is the same for every viewer (seats and spectators).
 *
 * A rematch's offers: each seat gets its own new token only, a spectator
 * none and no hand.  A record loaded by "replay": its answer holds no state,
 * and each seat's view of it at a step is the same in the worlds that seat
 * cannot tell apart, and the view the game itself gave the seat then.
 *
 * Also: the legal actions a seat is offered (built from its observation) are
 * exactly the legal actions of the real state, so every offered action can
 * be played.
 *
 * With ARNAK_TEST_STORE set (a postgresql:// URL: the PostgreSQL variant, run
 * by tests/pg_cluster.py), the hub's games are kept in that store and only
 * the tests through the hub run. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub_th.h"
#include "th.h"
#include "core/record.h"
#include "core/splitmix.h"
#include "server/server.h"
#include "games/arnak/explain.h"

static char *dump(json_t *j)
{
    assert_non_null(j);
    char *s = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
    json_decref(j);
    assert_non_null(s);
    return s;
}

static void expect_same(const char *real, const char *det, const char *what, const char *game,
                        int gi, int step, int seat)
{
    if (strcmp(real, det) != 0)
        fail_msg("%s game %d step %d: the %s for seat %d depends on what it cannot see\n"
                 "  real: %.600s\n  det:  %.600s",
                 game, gi, step, what, seat, real, det);
}

typedef struct {
    long views, steps, labels, spectator;
} counts;

/* d becomes a determinization of st for `seat`, in which `viewer` (the seat
 * itself or SRV_SPECTATOR) must get the view `real` it gets of st. */
static void view_unchanged(const game_def *g, const void *st, void *d, int seat, int viewer,
                           const char *real, uint64_t *rng, int gi, int step)
{
    memcpy(d, st, g->state_size);
    assert_int_equal(g->determinize(d, seat, splitmix64(rng)), GAME_OK);
    bool spectator = viewer == SRV_SPECTATOR;
    char *det = dump(srv_view_json(g, d, viewer, spectator));
    expect_same(real, det, spectator ? "spectator view" : "view", g->name, gi, step, seat);
    free(det);
}

/* A world a spectator cannot tell apart from st: the game's own spectator
 * determinization, or (a game without one) each seat's in turn, which
 * reshuffles every hand when there are two seats or more. */
static void spectator_world(const game_def *g, void *d, int players, uint64_t *rng)
{
    if (g->determinize(d, GAME_VIEW_SPECTATOR, splitmix64(rng)) == GAME_OK)
        return;
    assert_true(players >= 2);
    for (int p = 0; p < players; p++)
        assert_int_equal(g->determinize(d, p, splitmix64(rng)), GAME_OK);
}

static void check_game(const game_def *g, int players, uint64_t seed, int gi, counts *k)
{
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = players;
    setup.seed = seed;
    void *st = malloc(g->state_size), *before = malloc(g->state_size);
    void *d = malloc(g->state_size), *db = malloc(g->state_size);
    game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
    assert_true(st && before && d && db && legal);
    assert_int_equal(g->init(st, &setup), GAME_OK);
    uint64_t rng = seed ^ 0x5EEDULL;
    for (int step = 0; step < 20000 && !g->is_over(st); step++) {
        /* Every step of the first 100, then every 48th: a random game of some
         * games runs for thousands of steps. */
        bool look = step < 100 || step % 48 == 0;
        /* Views of every seat, against one determinization of that seat
         * (two on every 7th step), and the spectator against a reshuffle of
         * each seat's hidden parts (every 5th step: it builds all views). */
        for (int seat = 0; look && seat < players; seat++) {
            char *real = dump(srv_view_json(g, st, seat, false));
            int tries = step % 7 == 0 ? 2 : 1;
            for (int t = 0; t < tries; t++) {
                view_unchanged(g, st, d, seat, seat, real, &rng, gi, step);
                k->views++;
            }
            free(real);
        }
        if (look && step % 5 == 0) {
            char *real = dump(srv_view_json(g, st, SRV_SPECTATOR, step % 10 == 0 ? false : true));
            for (int t = 0; t < 2; t++) {
                memcpy(d, st, g->state_size);
                spectator_world(g, d, players, &rng);
                char *det = dump(srv_view_json(g, d, SRV_SPECTATOR, step % 10 == 0 ? false : true));
                expect_same(real, det, "spectator view", g->name, gi, step, -1);
                free(det);
                k->spectator++;
            }
            free(real);
        }
        /* The seat to act is offered exactly the legal actions. */
        int actor = g->current_player(st);
        int n = g->legal_actions(st, legal);
        assert_true(n > 0);
        json_t *v = srv_view_json(g, st, actor, true);
        json_t *offered = json_object_get(v, "actions");
        assert_int_equal((int)json_array_size(offered), n);
        for (int i = 0; i < n; i++)
            assert_int_equal(json_integer_value(json_object_get(json_array_get(offered, (size_t)i),
                                                                "id")),
                             legal[i]);
        json_decref(v);

        game_action a = legal[splitmix64_below(&rng, (uint32_t)n)];
        memcpy(before, st, g->state_size);
        assert_int_equal(g->apply(st, a), GAME_OK);
        /* The step as each seat reads it.  Another world the seat cannot
         * tell apart from this one before the step (a determinization) and
         * after it (the same action applied there gives the same view) must
         * give the same step message: the action as the seat reads it and the
         * events.  Worlds that the step tells apart (another card drawn) are
         * not compared. */
        if (look && step % 5 == 0) {
            /* the spectator's step, against worlds it cannot tell apart */
            char *real = dump(srv_step_json(g, before, a, st, SRV_SPECTATOR));
            char *real_after = dump(srv_view_json(g, st, SRV_SPECTATOR, false));
            memcpy(db, before, g->state_size);
            spectator_world(g, db, players, &rng);
            memcpy(d, db, g->state_size);
            if (g->apply(d, a) == GAME_OK) {
                char *det_after = dump(srv_view_json(g, d, SRV_SPECTATOR, false));
                if (strcmp(det_after, real_after) == 0) {
                    char *det = dump(srv_step_json(g, db, a, d, SRV_SPECTATOR));
                    expect_same(real, det, "spectator step", g->name, gi, step, -1);
                    free(det);
                    k->spectator++;
                }
                free(det_after);
            }
            free(real);
            free(real_after);
        }
        for (int seat = 0; look && seat < players; seat++) {
            char *real = dump(srv_step_json(g, before, a, st, seat));
            char *real_after = dump(srv_view_json(g, st, seat, false));
            for (int t = 0; t < 2; t++) {
                memcpy(db, before, g->state_size);
                assert_int_equal(g->determinize(db, seat, splitmix64(&rng)), GAME_OK);
                memcpy(d, db, g->state_size);
                if (g->apply(d, a) != GAME_OK)
                    continue;
                char *det_after = dump(srv_view_json(g, d, seat, false));
                bool alike = strcmp(det_after, real_after) == 0;
                free(det_after);
                k->steps++;
                if (!alike)
                    continue;
                char *det = dump(srv_step_json(g, db, a, d, seat));
                expect_same(real, det, "step", g->name, gi, step, seat);
                free(det);
                k->labels++;
            }
            free(real);
            free(real_after);
        }
    }
    assert_true(g->is_over(st));
    free(st);
    free(before);
    free(d);
    free(db);
    free(legal);
}

static void test_every_seat_message_depends_only_on_its_observation(void **unused)
{
    (void)unused;
    int ng;
    const game_def *const *games = game_registry(&ng);
    int per_game = (int)th_scaled(100, 4);
    for (int i = 0; i < ng; i++) {
        const game_def *g = games[i];
        counts k = {0};
        int lo = g->type.min_players, hi = g->type.max_players;
        for (int gi = 0; gi < per_game; gi++) {
            int players = lo + gi % (hi - lo + 1);
            check_game(g, players, 0xC0FFEEULL + (uint64_t)gi * 7919u, gi, &k);
        }
        printf("[hidden] %s: %d games, %ld seat views, %ld spectator views, %ld steps, "
               "%ld compared\n",
               g->name, per_game, k.views, k.spectator, k.steps, k.labels);
        assert_true(k.views > 0 && k.steps > 0 && k.labels > 0);
    }
}

/* No "hand" key anywhere in a message (the seat's own hand is the only
 * place a view lists hand cards). */
static void expect_no_hand(const json_t *j, const char *what)
{
    if (json_is_object(j)) {
        if (json_object_get(j, "hand"))
            fail_msg("a spectator's %s shows a hand: %.300s", what,
                     json_dumps(j, JSON_COMPACT));
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)j, key, v) expect_no_hand(v, what);
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v) expect_no_hand(v, what);
    }
}

static int g_watched; /* messages the spectator got */

/* hub_say, then every message the spectator (transport 1) got checked. */
static json_t *say(srv_hub *h, srv_conn *conn, hub_capture *c, const char *msg)
{
    json_t *r = hub_say(h, conn, c, msg);
    for (int i = 0; i < c->n; i++) {
        if (c->to[i] != (void *)1)
            continue;
        json_t *j = json_loads(c->msg[i], 0, NULL);
        assert_non_null(j);
        expect_no_hand(j, "message");
        json_decref(j);
        g_watched++;
    }
    return r;
}

/* Every message a spectator gets through the hub, in a game of `create`:
 * the watch's view, the updates and their steps while the seats play,
 * "view", "events since 0" and a resync, and the refusals of the record
 * (the game goes on) and of a hint (not seated). */
static void spectate(const char *create, int players)
{
    hub_capture c = {0};
    const char *where = getenv("ARNAK_TEST_STORE");
    char err[512];
    srv_store *store = where && where[0] ? srv_store_open(where, err, sizeof err) : NULL;
    if (where && where[0] && !store)
        fail_msg("store %s: %s", where, err);
    srv_hub *h = hub_new(&c, store, 0);
    srv_conn *seat = srv_hub_open(h, NULL), *watcher = srv_hub_open(h, (void *)1);
    hub_made m = hub_create(h, seat, &c, create);
    g_watched = 0;
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", m.id);
    json_decref(say(h, watcher, &c, msg));
    uint64_t rng = 77;
    for (int step = 0; step < 60; step++) {
        int turn = -1;
        json_t *v = NULL;
        for (int p = 0; p < players && turn < 0; p++) {
            snprintf(msg, sizeof msg,
                     "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}",
                     m.id, p, m.tok[p]);
            v = say(h, seat, &c, msg);
            if (json_array_size(json_object_get(v, "actions")) > 0)
                turn = p;
            else
                json_decref(v);
        }
        if (turn < 0)
            break;
        json_t *acts = json_object_get(v, "actions");
        json_t *a = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
        snprintf(msg, sizeof msg,
                 "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\","
                 "\"action_id\":%lld}",
                 m.id, turn, m.tok[turn], (long long)json_integer_value(json_object_get(a, "id")));
        json_decref(say(h, seat, &c, msg));
        json_decref(v);
    }
    assert_true(g_watched > 20);
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\"}", m.id);
    json_t *v = say(h, watcher, &c, msg);
    assert_true(json_is_object(json_object_get(v, "state")));
    expect_no_hand(v, "view");
    assert_int_equal((int)json_array_size(json_object_get(v, "actions")), 0);
    json_decref(v);
    snprintf(msg, sizeof msg, "{\"type\":\"events\",\"game_id\":\"%s\",\"since\":0}", m.id);
    v = say(h, watcher, &c, msg);
    expect_no_hand(v, "events");
    json_decref(v);
    snprintf(msg, sizeof msg, "{\"type\":\"events\",\"game_id\":\"%s\",\"since\":%d}",
             m.id, 50);
    v = say(h, watcher, &c, msg);
    expect_no_hand(v, "events since 50");
    json_decref(v);
    snprintf(msg, sizeof msg, "{\"type\":\"record\",\"game_id\":\"%s\"}", m.id);
    hub_expect_error(say(h, watcher, &c, msg), "hidden");
    snprintf(msg, sizeof msg, "{\"type\":\"hint\",\"game_id\":\"%s\"}", m.id);
    hub_expect_error(say(h, watcher, &c, msg), "not_seated");
    srv_hub_close(h, seat);
    srv_hub_close(h, watcher);
    srv_hub_free(h);
    srv_store_close(store);
    hub_cap_clear(&c);
}

static void test_spectator_of_a_solo_game_sees_no_hand(void **unused)
{
    (void)unused;
    spectate("{\"type\":\"create\",\"game\":\"arnak\",\"players\":1,\"seed\":11}", 1);
}

static void test_spectator_sees_no_hand_in_any_player_count(void **unused)
{
    (void)unused;
    for (int p = 2; p <= 4; p++) {
        char msg[128];
        snprintf(msg, sizeof msg, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":%d,\"seed\":%d}", p,
                 20 + p);
        spectate(msg, p);
        snprintf(msg, sizeof msg,
                 "{\"type\":\"create\",\"game\":\"lost-cities\",\"players\":%d,\"seed\":%d}", p,
                 30 + p);
        spectate(msg, p);
    }
}

/* ---- presence and chat: the right readers, nothing of the state ------------------- */

/* Transports: seat p's connection is 10 + p, spectators 1 and 2.  Seat 1
 * reads the spectators' channel, the other seats do not. */
#define SEAT_T(p) ((void *)(intptr_t)(10 + (p)))

/* Only these keys: presence and chat carry no part of a view. */
static void expect_keys(const json_t *j, const char *const *keys)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)j, key, v) {
        bool ok = false;
        for (int i = 0; keys[i] && !ok; i++)
            ok = strcmp(keys[i], key) == 0;
        if (!ok)
            fail_msg("'%s' in %s", key, json_dumps(j, JSON_COMPACT));
    }
}

/* The presence and chat messages of one exchange, checked: each channel at
 * its readers only, presence the same bytes for everyone. */
static int check_table_pushes(hub_capture *c, int players)
{
    static const char *const pkeys[] = {"type", "game_id", "seats", "spectators", "joined", NULL};
    static const char *const ckeys[] = {"type", "game_id", "n", "channel", "seat", "time", "text",
                                        NULL};
    const char *presence = NULL;
    int n = 0;
    for (int i = 0; i < c->n; i++) {
        json_t *j = json_loads(c->msg[i], 0, NULL);
        assert_non_null(j);
        const char *type = json_string_value(json_object_get(j, "type"));
        intptr_t to = (intptr_t)c->to[i];
        bool spectator = to == 1 || to == 2, reads_spect = spectator || to == 11;
        assert_true(spectator || (to >= 10 && to < 10 + players));
        if (strcmp(type, "presence") == 0) {
            expect_keys(j, pkeys);
            if (presence && strcmp(presence, c->msg[i]) != 0)
                fail_msg("presence differs between viewers:\n  %s\n  %s", presence, c->msg[i]);
            presence = c->msg[i];
            n++;
        } else if (strcmp(type, "chat") == 0 && !json_object_get(j, "id")) {
            expect_keys(j, ckeys);
            const char *ch = json_string_value(json_object_get(j, "channel"));
            if (strcmp(ch, "seats") == 0 && spectator)
                fail_msg("a spectator got the seats' channel: %s", c->msg[i]);
            if (strcmp(ch, "spectators") == 0 && !reads_spect)
                fail_msg("a seat that did not ask got the spectators' channel: %s", c->msg[i]);
            n++;
        }
        if (spectator)
            expect_no_hand(j, "presence or chat");
        json_decref(j);
    }
    return n;
}

static void table_game(const char *game, int players, uint64_t seed)
{
    hub_capture c = {0};
    const char *where = getenv("ARNAK_TEST_STORE");
    char err[512], msg[512];
    srv_store *store = where && where[0] ? srv_store_open(where, err, sizeof err) : NULL;
    if (where && where[0] && !store)
        fail_msg("store %s: %s", where, err);
    srv_hub *h = hub_new(&c, store, 0);
    srv_conn *seat[GAME_MAX_PLAYERS], *spect[2];
    for (int p = 0; p < players; p++)
        seat[p] = srv_hub_open(h, SEAT_T(p));
    for (int i = 0; i < 2; i++)
        spect[i] = srv_hub_open(h, (void *)(intptr_t)(1 + i));
    snprintf(msg, sizeof msg, "{\"type\":\"create\",\"game\":\"%s\",\"players\":%d,\"seed\":%llu}",
             game, players, (unsigned long long)seed);
    hub_made m = hub_create(h, seat[0], &c, msg);
    int pushes = 0;
    for (int p = 0; p < players; p++) {
        snprintf(msg, sizeof msg, "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":%d,"
                 "\"token\":\"%s\"}", m.id, p, m.tok[p]);
        json_decref(hub_say(h, seat[p], &c, msg));
        pushes += check_table_pushes(&c, players);
        snprintf(msg, sizeof msg, "{\"type\":\"table\",\"game_id\":\"%s\",\"seat\":%d,"
                 "\"token\":\"%s\",\"spectators\":%s}", m.id, p, m.tok[p],
                 p == 1 ? "true" : "false");
        json_decref(hub_say(h, seat[p], &c, msg));
    }
    for (int i = 0; i < 2; i++) {
        snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", m.id);
        json_decref(hub_say(h, spect[i], &c, msg));
        pushes += check_table_pushes(&c, players);
        snprintf(msg, sizeof msg, "{\"type\":\"table\",\"game_id\":\"%s\"}", m.id);
        json_decref(hub_say(h, spect[i], &c, msg));
    }
    uint64_t rng = seed;
    for (int step = 0; step < 40; step++) {
        int p = (int)splitmix64_below(&rng, (uint32_t)players);
        snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,"
                 "\"token\":\"%s\"}", m.id, p, m.tok[p]);
        json_t *v = hub_say(h, seat[p], &c, msg);
        json_t *acts = json_object_get(v, "actions");
        if (json_array_size(acts) > 0) {
            json_t *a = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
            snprintf(msg, sizeof msg, "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":%d,"
                     "\"token\":\"%s\",\"action_id\":%lld}", m.id, p, m.tok[p],
                     (long long)json_integer_value(json_object_get(a, "id")));
            json_decref(hub_say(h, seat[p], &c, msg));
        }
        json_decref(v);
        if (step % 4 == 0) {
            snprintf(msg, sizeof msg, "{\"type\":\"chat\",\"game_id\":\"%s\",\"seat\":%d,"
                     "\"token\":\"%s\",\"text\":\"step %d\"}", m.id, p, m.tok[p], step);
            json_decref(hub_say(h, seat[p], &c, msg));
            pushes += check_table_pushes(&c, players);
        }
        if (step % 5 == 0) {
            snprintf(msg, sizeof msg, "{\"type\":\"chat\",\"game_id\":\"%s\",\"text\":\"%d\"}",
                     m.id, step);
            json_decref(hub_say(h, spect[step % 2], &c, msg));
            pushes += check_table_pushes(&c, players);
        }
    }
    /* a seat leaves and a spectator closes: presence to the others */
    for (int i = 0; i < 2; i++) {
        hub_cap_clear(&c);
        srv_hub_close(h, i == 0 ? spect[0] : seat[players - 1]);
        assert_int_equal(srv_hub_flush(h), 0);
        pushes += check_table_pushes(&c, players);
    }
    assert_true(pushes > 20);
    for (int p = 0; p < players - 1; p++)
        srv_hub_close(h, seat[p]);
    srv_hub_close(h, spect[1]);
    srv_hub_free(h);
    srv_store_close(store);
    hub_cap_clear(&c);
}

static void test_presence_and_chat_reach_their_readers_only(void **unused)
{
    (void)unused;
    for (int p = 2; p <= 4; p++) {
        table_game("arnak", p, 40 + (uint64_t)p);
        table_game("lost-cities", p, 50 + (uint64_t)p);
    }
}

/* ---- why: the reason for an illegal click ------------------------------------------ */

/* The things a seat may ask about: every component name of Arnak (cards of
 * every hand among them), every card, colour and pile of Lost Cities, and
 * the action texts of the state. */
static int why_names(const game_def *g, const void *st, char names[][48], int max)
{
    int n = 0;
    if (strcmp(g->name, "arnak") == 0) {
        for (int i = 0; n < max && arnak_explain_name(i); i++)
            snprintf(names[n++], 48, "%s", arnak_explain_name(i));
    } else {
        static const char *const colours[] = {"yellow", "blue", "white", "green", "red"};
        for (int c = 0; c < 5 && n + 3 < max; c++) {
            snprintf(names[n++], 48, "%s", colours[c]);
            for (int v = 0; v <= 10 && n + 2 < max; v++) {
                snprintf(names[n++], 48, "%s %d", colours[c], v);
                snprintf(names[n++], 48, "play %s %d", colours[c], v);
            }
        }
        if (n < max)
            snprintf(names[n++], 48, "pile");
    }
    game_action legal[256];
    int k = g->max_actions <= 256 ? g->legal_actions(st, legal) : 0;
    for (int i = 0; i < k && n < max; i++)
        if (g->action_to_string(st, legal[i], names[n], 48) > 0)
            n++;
    return n;
}

/* What every seat is told about every name is the same in every world the
 * seat cannot tell apart from the real one: a reason names nothing hidden. */
static void test_why_answers_depend_only_on_the_seats_view(void **unused)
{
    (void)unused;
    int ng;
    const game_def *const *games = game_registry(&ng);
    static char names[600][48];
    long asked = 0;
    for (int gi = 0; gi < ng; gi++) {
        const game_def *g = games[gi];
        for (int players = 1; players <= 3; players++) {
            if (players < g->type.min_players || players > g->type.max_players)
                continue;
            game_setup setup;
            game_setup_default(g, &setup);
            setup.players = players;
            setup.seed = 900 + (uint64_t)players;
            void *st = malloc(g->state_size), *d = malloc(g->state_size);
            game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
            assert_true(st && d && legal);
            assert_int_equal(g->init(st, &setup), GAME_OK);
            uint64_t rng = setup.seed;
            for (int step = 0; step < 400 && !g->is_over(st); step++) {
                if (step % 37 == 0) {
                    int n = why_names(g, st, names, 600);
                    for (int seat = 0; seat < players; seat++) {
                        memcpy(d, st, g->state_size);
                        assert_int_equal(g->determinize(d, seat, splitmix64(&rng)), GAME_OK);
                        for (int i = 0; i < n; i++, asked++) {
                            char *real = dump(game_why_not(g, st, seat, names[i]));
                            char *det = dump(game_why_not(g, d, seat, names[i]));
                            expect_same(real, det, "why", g->name, players, step, seat);
                            free(real);
                            free(det);
                        }
                    }
                }
                int k = g->legal_actions(st, legal);
                assert_int_equal(g->apply(st, legal[splitmix64_below(&rng, (uint32_t)k)]), GAME_OK);
            }
            free(st);
            free(d);
            free(legal);
        }
    }
    assert_true(asked > 1000);
}

/* The `why` message: a seat's reason with its fields and text; a spectator
 * is refused; a bad `what` is one error line. */
static void test_why_message_answers_the_seat(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":7}");
    char msg[400];
    snprintf(msg, sizeof msg, "{\"type\":\"why\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"what\":\"tent\"}",
             m.id, m.tok[0]);
    json_t *v = hub_ask(t, msg);
    assert_string_equal(json_string_value(json_object_get(v, "type")), "why");
    assert_string_equal(json_string_value(json_object_get(v, "reason")), "cost");
    assert_string_equal(json_string_value(json_object_get(v, "text")), "needs 4 coins, you have 2");
    assert_string_equal(json_string_value(json_object_get(v, "what")), "tent");
    json_decref(v);
    snprintf(msg, sizeof msg, "{\"type\":\"why\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\",\"what\":\"P0\"}",
             m.id, m.tok[1]);
    v = hub_ask(t, msg);
    assert_string_equal(json_string_value(json_object_get(v, "reason")), "not_your_turn");
    json_decref(v);
    snprintf(msg, sizeof msg, "{\"type\":\"why\",\"game_id\":\"%s\",\"what\":\"P0\"}", m.id);
    hub_expect_error(hub_ask(t, msg), "not_seated");
    snprintf(msg, sizeof msg, "{\"type\":\"why\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"what\":7}", m.id,
             m.tok[0]);
    hub_expect_error(hub_ask(t, msg), "bad_field");
    hub_client_close(t);
}

/* Nothing in j (a message to someone) holds the text `secret`. */
static void expect_not_in(const char *msg, const char *secret, const char *what)
{
    if (strstr(msg, secret))
        fail_msg("%s: another seat's token reached it: %.300s", what, msg);
}

/* A rematch tells each seat its own new token and a spectator none (nor any
 * hand); a record loaded by "replay" answers with no state, and each seat's
 * view of it at a step is the same in every world that seat cannot tell
 * apart. */
static void test_rematch_offers_and_replays_reveal_nothing_hidden(void **unused)
{
    (void)unused;
    hub_capture c = {0};
    srv_hub *h = hub_new(&c, NULL, 0);
    srv_conn *a = srv_hub_open(h, (void *)11), *b = srv_hub_open(h, (void *)12);
    srv_conn *watcher = srv_hub_open(h, (void *)1);
    hub_made m = hub_create(h, a, &c, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":31}");
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id,
             m.tok[1]);
    json_decref(say(h, b, &c, msg));
    snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", m.id);
    json_decref(say(h, watcher, &c, msg));
    uint64_t rng = 5;
    for (int step = 0; step < 40; step++) {
        int turn = -1;
        json_t *v = NULL;
        for (int p = 0; p < 2 && turn < 0; p++) {
            snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}",
                     m.id, p, m.tok[p]);
            v = say(h, a, &c, msg);
            if (json_array_size(json_object_get(v, "actions")) > 0)
                turn = p;
            else
                json_decref(v);
        }
        json_t *acts = json_object_get(v, "actions");
        json_t *act = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
        snprintf(msg, sizeof msg,
                 "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\",\"action_id\":%lld}",
                 m.id, turn, m.tok[turn], (long long)json_integer_value(json_object_get(act, "id")));
        json_decref(say(h, a, &c, msg));
        json_decref(v);
    }
    snprintf(msg, sizeof msg, "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id,
             m.tok[1]);
    json_decref(say(h, b, &c, msg));
    hub_cap_clear(&c);
    snprintf(msg, sizeof msg, "{\"type\":\"rematch\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
             m.id, m.tok[0]);
    json_t *r = say(h, a, &c, msg);
    char mine[64];
    snprintf(mine, sizeof mine, "%s", json_string_value(json_object_get(r, "token")));
    assert_int_equal((int)strlen(mine), SRV_TOKEN_HEX);
    json_decref(r);
    int offers = 0;
    for (int i = 0; i < c.n; i++) {
        if (c.to[i] == (void *)11)
            continue;
        expect_not_in(c.msg[i], mine, c.to[i] == (void *)1 ? "the spectator" : "seat 1");
        json_t *j = json_loads(c.msg[i], 0, NULL);
        if (c.to[i] == (void *)1)
            assert_null(json_object_get(j, "token"));
        offers += strcmp(json_string_value(json_object_get(j, "type")), "rematch") == 0;
        json_decref(j);
    }
    assert_int_equal(offers, 2); /* seat 1's and the spectator's */

    /* the record (the game is over), loaded for viewing */
    snprintf(msg, sizeof msg, "{\"type\":\"record\",\"game_id\":\"%s\"}", m.id);
    r = say(h, watcher, &c, msg);
    const char *text = json_string_value(json_object_get(r, "text"));
    json_t *load = json_pack("{s:s, s:s}", "type", "replay", "record", text);
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    game_record *rec = NULL;
    assert_int_equal(game_record_read(f, &rec, NULL, NULL, 0), GAME_OK);
    fclose(f);
    json_decref(r);
    char *line = json_dumps(load, JSON_COMPACT);
    json_decref(load);
    /* its reader holds the seed: every seat's view is theirs (not the
     * spectator connection's, whose messages say() checks for hands) */
    srv_conn *reader = srv_hub_open(h, (void *)13);
    r = hub_say(h, reader, &c, line);
    free(line);
    assert_null(json_object_get(r, "view"));
    assert_null(json_object_get(r, "state"));
    const game_def *g = rec->g;
    void *st = malloc(g->state_size), *d = malloc(g->state_size);
    assert_true(st && d);
    size_t total = (size_t)json_integer_value(json_object_get(r, "total"));
    assert_int_equal(total, rec->n);
    json_t *rs = json_object_get(r, "seats");
    for (size_t n = 0; n <= total; n += 5) {
        for (int p = 0; p < 2; p++) {
            snprintf(msg, sizeof msg,
                     "{\"type\":\"view_at\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\",\"n\":%zu}",
                     json_string_value(json_object_get(r, "game_id")), p,
                     json_string_value(json_object_get(json_array_get(rs, (size_t)p), "token")), n);
            json_t *va = hub_say(h, reader, &c, msg);
            char *real = dump(json_incref(json_object_get(va, "view")));
            json_decref(va);
            /* the same in a world the seat cannot tell from the state there */
            assert_int_equal(game_record_rebuild(rec, n, st, NULL, 0), GAME_OK);
            view_unchanged(g, st, d, p, p, real, &rng, 0, (int)n);
            /* and the view the game itself gave that seat then */
            snprintf(msg, sizeof msg,
                     "{\"type\":\"view_at\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\",\"n\":%zu}",
                     m.id, p, m.tok[p], n);
            va = say(h, a, &c, msg);
            char *orig = dump(json_incref(json_object_get(va, "view")));
            json_decref(va);
            expect_same(orig, real, "replay's view", "arnak", 0, (int)n, p);
            free(orig);
            free(real);
        }
        hub_cap_clear(&c);
    }
    free(st);
    free(d);
    game_record_free(rec);
    json_decref(r);
    srv_hub_close(h, a);
    srv_hub_close(h, b);
    srv_hub_close(h, watcher);
    srv_hub_close(h, reader);
    srv_hub_free(h);
    hub_cap_clear(&c);
}

/* Clocks: what each viewer is told of them (the "clock" of every view and
 * update, and the "clock" pushes when one runs out) is the same for both
 * seats and the spectator, and holds only the clock's own fields: times and
 * settings, nothing of a hand or a deck.  With the store of ARNAK_TEST_STORE
 * when one is set. */
static int64_t g_clock_now = 1700000000000LL;
static int64_t clock_now(void) { return g_clock_now; }

static void expect_clock_fields(json_t *clock)
{
    static const char *const allowed[] = {"mode",    "timeout", "left_ms", "running",
                                          "expired", "bank_s",  "turn_s",  "waiting"};
    const char *key;
    json_t *val;
    json_object_foreach(clock, key, val) {
        bool ok = false;
        for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
            ok = ok || strcmp(key, allowed[i]) == 0;
        if (!ok)
            fail_msg("a clock tells '%s'", key);
    }
}

/* The "clock" of each message of `type` every viewer got, the same for all. */
static int same_clock_for_everyone(hub_capture *c, void *const conns[3], const char *type)
{
    char *seen[3] = {NULL};
    int n = 0;
    for (int i = 0; i < c->n; i++) {
        json_t *j = json_loads(c->msg[i], 0, NULL);
        assert_non_null(j);
        json_t *clock = json_object_get(j, "clock");
        if (strcmp(json_string_value(json_object_get(j, "type")), type) == 0 && clock) {
            expect_clock_fields(clock);
            for (int v = 0; v < 3; v++)
                if (c->to[i] == conns[v]) {
                    free(seen[v]);
                    seen[v] = json_dumps(clock, JSON_COMPACT | JSON_SORT_KEYS);
                }
            n++;
        }
        json_decref(j);
    }
    for (int v = 1; v < 3; v++)
        if (seen[0] || seen[v]) {
            assert_non_null(seen[0]);
            assert_non_null(seen[v]);
            assert_string_equal(seen[0], seen[v]);
        }
    for (int v = 0; v < 3; v++)
        free(seen[v]);
    return n;
}

static void test_clocks_tell_every_viewer_the_same(void **unused)
{
    (void)unused;
    const char *url = getenv("ARNAK_TEST_STORE");
    char err[512];
    srv_store *store = url && url[0] ? srv_store_open(url, err, sizeof err) : NULL;
    hub_capture c = {0};
    srv_hub_config cfg = {.store = store, .send = hub_cap_send, .ctx = &c, .now_ms = clock_now};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    assert_non_null(h);
    static int tag[3];
    void *const tr[3] = {&tag[0], &tag[1], &tag[2]};
    srv_conn *conn[3];
    for (int v = 0; v < 3; v++)
        conn[v] = srv_hub_open(h, tr[v]);
    for (int k = 0; k < 2; k++) {
        hub_made m = hub_create(h, conn[0], &c,
                                k == 0 ? "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,"
                                         "\"clock\":{\"mode\":\"live\",\"bank_s\":5,\"turn_s\":2}}"
                                       : "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,"
                                         "\"clock\":{\"mode\":\"days\",\"turn_s\":86400,"
                                         "\"timeout\":\"drop\"}}");
        hub_cap_clear(&c);
        char msg[256];
        for (int v = 0; v < 3; v++) {
            if (v < 2)
                snprintf(msg, sizeof msg, "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":%d,"
                         "\"token\":\"%s\"}", m.id, v, m.tok[v]);
            else
                snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", m.id);
            srv_hub_message(h, conn[v], msg, strlen(msg));
        }
        assert_int_equal(srv_hub_flush(h), 0);
        assert_int_equal(same_clock_for_everyone(&c, tr, "view"), 3);
        /* runs out: "clock" pushes (the easy bot plays) or a bot takes the seat, and the
         * updates that follow */
        hub_cap_clear(&c);
        g_clock_now += k == 0 ? 7000 : 86400000;
        srv_hub_clocks(h);
        assert_int_equal(srv_hub_flush(h), 0);
        int pushes = same_clock_for_everyone(&c, tr, "clock");
        int updates = same_clock_for_everyone(&c, tr, "update");
        if ((k == 0 && pushes != 3) || pushes % 3 != 0 || updates < 3)
            fail_msg("clock %d: %d clock pushes, %d updates", k, pushes, updates);
        hub_cap_clear(&c);
    }
    for (int v = 0; v < 3; v++)
        srv_hub_close(h, conn[v]);
    srv_hub_free(h);
    srv_store_close(store);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_spectator_of_a_solo_game_sees_no_hand),
        cmocka_unit_test(test_spectator_sees_no_hand_in_any_player_count),
        cmocka_unit_test(test_presence_and_chat_reach_their_readers_only),
        cmocka_unit_test(test_every_seat_message_depends_only_on_its_observation),
        cmocka_unit_test(test_why_answers_depend_only_on_the_seats_view),
        cmocka_unit_test(test_why_message_answers_the_seat),
        cmocka_unit_test(test_rematch_offers_and_replays_reveal_nothing_hidden),
        cmocka_unit_test(test_clocks_tell_every_viewer_the_same),
    };
    const char *store = getenv("ARNAK_TEST_STORE");
    if (store && store[0]) {
        /* the tests through the hub, its games in the store */
        const struct CMUnitTest hub_tests[] = {tests[0], tests[1], tests[5]};
        return cmocka_run_group_tests(hub_tests, NULL, NULL);
    }
    return cmocka_run_group_tests(tests, NULL, NULL);
}
