/* test_protocol_hint.c - the protocol's "hint" and "catalog" messages through
 * the hub, without a network: a hint answers the seat to act with legal
 * options best first, the same bytes each time in `arnak proto` mode, the
 * same for the real state and for determinizations of the seat's observation
 * (it cannot leak a hidden card); other seats, spectators and finished games
 * are refused; in the bot pool it is answered when done, dropped when the
 * connection has gone, and refused as "busy" beyond SRV_MAX_HINTS. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hub_th.h"
#include "core/splitmix.h"
#include "server/server.h"

static void hint_msg(char *buf, size_t n, const hub_made *m, int seat, int id)
{
    snprintf(buf, n,
             "{\"type\":\"hint\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\",\"id\":%d}", m->id,
             seat, m->tok[seat], id);
}

/* A hint reply's options: legal texts of the seat's view, most visited first. */
static void check_options(json_t *hint, json_t *view, long min_total)
{
    assert_string_equal(json_string_value(json_object_get(hint, "type")), "hint");
    json_t *opts = json_object_get(hint, "options");
    assert_true(json_array_size(opts) >= 1 && json_array_size(opts) <= SRV_HINT_OPTIONS);
    json_t *actions = json_object_get(view, "actions");
    long last = -1, last_value = 0;
    long total = 0;
    for (size_t i = 0; i < json_array_size(opts); i++) {
        json_t *o = json_array_get(opts, i);
        const char *text = json_string_value(json_object_get(o, "text"));
        bool legal = false;
        for (size_t k = 0; k < json_array_size(actions); k++)
            legal |=
                strcmp(text,
                       json_string_value(json_object_get(json_array_get(actions, k), "text"))) == 0;
        if (!legal)
            fail_msg("hint option '%s' is not a legal action", text);
        assert_true(strlen(json_string_value(json_object_get(o, "label"))) > 0);
        long visits = (long)json_integer_value(json_object_get(o, "visits"));
        long value = (long)json_integer_value(json_object_get(o, "value"));
        assert_true(value >= 0 && value <= 1000);
        /* most visited first, but for the free points (bot.h, bot_analyze): an option
         * that ends the turn sits below one that keeps it and scores more, which then
         * has at least its value; a short search (the pool's time limit on a busy
         * machine) may have tried the turn's end more often */
        if (last >= 0 && visits > last && last_value < value)
            fail_msg("hint option %zu ('%s', %ld visits, value %ld) is below one with fewer "
                     "visits and a lower value (%ld visits, %ld)",
                     i, text, visits, value, last, last_value);
        last = visits;
        last_value = value;
        total += visits;
    }
    /* the search ran (in the pool its time limit may stop it early) */
    if (json_array_size(actions) > 1)
        assert_true(total >= min_total);
}

static void test_hint_answers_the_seat_to_act(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":42}");
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
             m.id, m.tok[0]);
    json_t *view = hub_ask(t, msg);

    hint_msg(msg, sizeof msg, &m, 0, 7);
    json_t *hint = hub_ask(t, msg);
    check_options(hint, view, SRV_HINT_ITERS / 4);
    assert_int_equal(json_integer_value(json_object_get(hint, "id")), 7);
    assert_int_equal(json_integer_value(json_object_get(hint, "seat")), 0);
    assert_int_equal(json_integer_value(json_object_get(hint, "seq")), 0);
    assert_string_equal(json_string_value(json_object_get(hint, "game_id")), m.id);
    /* arnak proto counts iterations only: the same hint, the same bytes */
    char *first = strdup(t->c.msg[t->c.n - 1]);
    json_decref(hub_ask(t, msg));
    assert_string_equal(t->c.msg[t->c.n - 1], first);
    free(first);
    json_decref(hint);
    json_decref(view);

    /* the other seat, a spectator, a wrong token */
    hint_msg(msg, sizeof msg, &m, 1, 8);
    hub_expect_error(hub_ask(t, msg), "not_your_turn");
    snprintf(msg, sizeof msg, "{\"type\":\"hint\",\"game_id\":\"%s\"}", m.id);
    hub_expect_error(hub_ask(t, msg), "not_seated");
    snprintf(msg, sizeof msg,
             "{\"type\":\"hint\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%032d\"}", m.id, 0);
    hub_expect_error(hub_ask(t, msg), "bad_token");
    /* the joined seat is the default target */
    snprintf(msg, sizeof msg, "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
             m.id, m.tok[0]);
    json_decref(hub_ask(t, msg));
    hint = hub_ask(t, "{\"type\":\"hint\"}");
    assert_string_equal(json_string_value(json_object_get(hint, "type")), "hint");
    json_decref(hint);
    /* a finished game */
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id,
             m.tok[1]);
    json_decref(hub_ask(t, msg));
    hint_msg(msg, sizeof msg, &m, 0, 9);
    hub_expect_error(hub_ask(t, msg), "game_over");

    hub_client_close(t);
}

/* Every game: the hint for the seat to act is the same for the real state and
 * for determinizations of that seat's observation.  (A shorter search than
 * the protocol's: the property does not depend on its length.) */
#define HIDDEN_ITERS 200

static void test_hint_depends_only_on_the_observation(void **unused)
{
    (void)unused;
    int ngames;
    const game_def *const *games = game_registry(&ngames);
    int per_game = (int)th_scaled(8, 2);
    long compared = 0;
    for (int gi = 0; gi < ngames; gi++) {
        const game_def *g = games[gi];
        void *st = malloc(g->state_size), *d = malloc(g->state_size);
        game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
        assert_true(st && d && legal);
        uint64_t rng = 0x4A1E7ULL + (uint64_t)gi;
        for (int k = 0; k < per_game; k++) {
            game_setup setup;
            game_setup_default(g, &setup);
            setup.players = g->type.min_players + k % (g->type.max_players - g->type.min_players + 1);
            setup.seed = splitmix64(&rng);
            assert_int_equal(g->init(st, &setup), GAME_OK);
            /* a position some way into the game, where hidden parts matter */
            int steps = 20 + (int)splitmix64_below(&rng, 120);
            for (int s = 0; s < steps && !g->is_over(st); s++) {
                int n = g->legal_actions(st, legal);
                assert_int_equal(g->apply(st, legal[splitmix64_below(&rng, (uint32_t)n)]), GAME_OK);
            }
            if (g->is_over(st))
                continue;
            int seat = g->current_player(st);
            uint64_t seed = splitmix64(&rng);
            srv_hint_option o[SRV_HINT_OPTIONS];
            int n = srv_hint_search(g, st, seat, seed, HIDDEN_ITERS, 0, o, SRV_HINT_OPTIONS);
            assert_true(n >= 1);
            json_t *jr = srv_hint_json(g, st, seat, o, n);
            char *real = game_json_dump(jr);
            /* t = 0: the seat's observation itself, as the bot pool gets it;
             * t = 1, 2: determinizations of it */
            for (int t = 0; t < 3; t++) {
                if (t == 0)
                    assert_int_equal(g->observe(st, seat, d), GAME_OK);
                else {
                    memcpy(d, st, g->state_size);
                    assert_int_equal(g->determinize(d, seat, splitmix64(&rng)), GAME_OK);
                }
                srv_hint_option od[SRV_HINT_OPTIONS];
                int nd = srv_hint_search(g, d, seat, seed, HIDDEN_ITERS, 0, od, SRV_HINT_OPTIONS);
                json_t *jd = srv_hint_json(g, d, seat, od, nd);
                char *det = game_json_dump(jd);
                if (strcmp(real, det) != 0)
                    fail_msg("%s game %d: the hint depends on what seat %d cannot see\n  real: "
                             "%.400s\n  det:  %.400s",
                             g->name, k, seat, real, det);
                free(det);
                json_decref(jd);
                compared++;
            }
            /* another seat may not ask */
            if (setup.players > 1)
                assert_int_equal(srv_hint_search(g, st, (seat + 1) % setup.players, seed,
                                                 HIDDEN_ITERS, 0, o, SRV_HINT_OPTIONS),
                                 -1);
            free(real);
            json_decref(jr);
        }
        free(legal);
        free(d);
        free(st);
    }
    assert_true(compared >= ngames * 3);
}

/* Polls the pool as the network loop does until `want` messages came. */
static void wait_messages(srv_hub *h, hub_capture *c, int want)
{
    for (int i = 0; i < 4000 && c->n < want; i++) {
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
        srv_hub_bots(h);
        assert_int_equal(srv_hub_flush(h), 0);
    }
}

static void test_hint_in_the_pool(void **unused)
{
    (void)unused;
    hub_capture c = {0};
    srv_hub *h = hub_new(&c, NULL, 1);
    int conn_a_tag, conn_b_tag;
    srv_conn *a = srv_hub_open(h, &conn_a_tag), *b = srv_hub_open(h, &conn_b_tag);
    hub_made m = hub_create(h, a, &c, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":5}");
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
             m.id, m.tok[0]);
    json_t *view = hub_say(h, a, &c, msg);

    /* asked on the network thread, answered later from the pool */
    hub_cap_clear(&c);
    hint_msg(msg, sizeof msg, &m, 0, 1);
    srv_hub_message(h, a, msg, strlen(msg));
    assert_int_equal(srv_hub_flush(h), 0);
    assert_int_equal(c.n, 0);
    wait_messages(h, &c, 1);
    assert_int_equal(c.n, 1);
    assert_ptr_equal(c.to[0], &conn_a_tag);
    json_t *hint = json_loads(c.msg[0], 0, NULL);
    check_options(hint, view, 10);
    assert_int_equal(json_integer_value(json_object_get(hint, "id")), 1);
    json_decref(hint);
    json_decref(view);

    /* more than SRV_MAX_HINTS at once: busy; b leaves before its answers come */
    hub_cap_clear(&c);
    for (int i = 0; i < SRV_MAX_HINTS + 1; i++) {
        hint_msg(msg, sizeof msg, &m, 0, 100 + i);
        srv_hub_message(h, i % 2 ? a : b, msg, strlen(msg));
    }
    assert_int_equal(srv_hub_flush(h), 0);
    assert_int_equal(c.n, 1);
    json_t *busy = json_loads(c.msg[0], 0, NULL);
    assert_int_equal(json_integer_value(json_object_get(busy, "id")), 100 + SRV_MAX_HINTS);
    hub_expect_error(busy, "busy");
    srv_hub_close(h, b);
    hub_cap_clear(&c);
    /* only a's hints (ids 101, 103) are answered */
    wait_messages(h, &c, SRV_MAX_HINTS / 2);
    for (int i = 0; i < 100 && srv_hub_bots_busy(h) > 0; i++) {
        struct timespec ts = {0, 20 * 1000 * 1000};
        nanosleep(&ts, NULL);
        srv_hub_bots(h);
        assert_int_equal(srv_hub_flush(h), 0);
    }
    assert_int_equal(srv_hub_bots_busy(h), 0);
    assert_int_equal(c.n, SRV_MAX_HINTS / 2);
    for (int i = 0; i < c.n; i++) {
        assert_ptr_equal(c.to[i], &conn_a_tag);
        json_t *j = json_loads(c.msg[i], 0, NULL);
        assert_string_equal(json_string_value(json_object_get(j, "type")), "hint");
        assert_int_equal(json_integer_value(json_object_get(j, "id")) % 2, 1);
        json_decref(j);
    }
    /* a hint left in the pool when the hub goes is freed with it (ASan: no leak) */
    hint_msg(msg, sizeof msg, &m, 0, 200);
    srv_hub_message(h, a, msg, strlen(msg));
    srv_hub_close(h, a);
    srv_hub_free(h);
    hub_cap_clear(&c);
}

static void test_catalog_message(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    int n;
    const game_def *const *all = game_registry(&n);
    for (int i = 0; i < n; i++) {
        char msg[256];
        snprintf(msg, sizeof msg, "{\"type\":\"catalog\",\"game\":\"%s\",\"id\":\"c%d\"}",
                 all[i]->name, i);
        json_t *j = hub_ask(t, msg);
        assert_string_equal(json_string_value(json_object_get(j, "type")), "catalog");
        assert_string_equal(json_string_value(json_object_get(j, "game")), all[i]->name);
        /* exactly the game's catalog */
        json_t *want = all[i]->catalog_json();
        assert_true(json_equal(json_object_get(j, "catalog"), want));
        json_decref(want);
        json_decref(j);
    }
    hub_expect_error(hub_ask(t, "{\"type\":\"catalog\",\"game\":\"chess\"}"), "bad_field");
    hub_expect_error(hub_ask(t, "{\"type\":\"catalog\"}"), "bad_field");
    hub_expect_error(hub_ask(t, "{\"type\":\"catalog\",\"game\":3}"), "bad_field");
    hub_client_close(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_catalog_message),
        cmocka_unit_test(test_hint_answers_the_seat_to_act),
        cmocka_unit_test(test_hint_depends_only_on_the_observation),
        cmocka_unit_test(test_hint_in_the_pool),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
