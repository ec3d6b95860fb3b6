/* test_protocol_history.c - the "history" message: the whole story of a game
 * as each viewer may know it.  Through the hub with a store, games of Arnak
 * (solo, 2 and 3 players, a bot among them) and Lost Cities are played past
 * 100 steps with undos along the way; every update each seat and a spectator
 * receive is kept (an undo takes the undone step out again).  The history of
 * every viewer, read in pages, must be exactly those steps in order, with the
 * scores of its round ends as the updates showed them, and no other seat's
 * drawn card in it; the same once the store is reopened by a new hub, again
 * after the game went on to its end (or a resignation), and again after one
 * more restart, when the finished game is loaded from the store on demand. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub_th.h"
#include "th.h"
#include "core/splitmix.h"
#include "server/server.h"

#define VIEWERS (GAME_MAX_PLAYERS + 1) /* [0] the spectator, [1 + p] seat p */

typedef struct {
    char dir[64];
    srv_store *store;
    hub_capture c;
    srv_hub *h;
    srv_conn *conn[VIEWERS];
    hub_made m;
    int np;     /* viewers: the spectator and seats 0..np-1, the human ones */
    json_t *story[VIEWERS]; /* the steps each viewer's updates told, undone ones out */
    uint64_t rng;
    int undos, summaries;
} world;

static void *transport_of(int v) { return (void *)(uintptr_t)(v + 1); }

static char *dump(const json_t *j)
{
    char *s = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
    assert_non_null(s);
    return s;
}

/* Every update captured since the last message: its step joins the story of
 * the viewer it went to, without its seq (the story numbers steps itself);
 * the update's scores go with it.  An undo takes the last step out. */
static void collect(world *w)
{
    for (int i = 0; i < w->c.n; i++) {
        json_t *m = json_loads(w->c.msg[i], 0, NULL);
        assert_non_null(m);
        const char *type = json_string_value(json_object_get(m, "type"));
        int v = (int)((uintptr_t)w->c.to[i]) - 1;
        json_t *step = json_object_get(m, "step");
        if (strcmp(type, "update") == 0 && v >= 0 && v <= w->np && step) {
            json_t *story = w->story[v];
            const char *kind = json_string_value(json_object_get(step, "kind"));
            if (strcmp(kind, "undo") == 0) {
                size_t n = json_array_size(story);
                assert_true(n > 0);
                assert_string_equal(
                    json_string_value(json_object_get(json_array_get(story, n - 1), "kind")),
                    "act");
                json_array_remove(story, n - 1);
            } else {
                json_t *s = json_deep_copy(step);
                json_object_del(s, "seq");
                json_object_set(s, "live_scores", json_object_get(m, "scores"));
                json_array_append_new(story, s);
            }
        }
        json_decref(m);
    }
}

static json_t *say(world *w, int v, const char *text)
{
    json_t *r = hub_say(w->h, w->conn[v], &w->c, text);
    collect(w);
    return r;
}

/* The target fields of viewer v: the game, and a seat with its token. */
static void target(const world *w, int v, char *out, size_t n)
{
    if (v == 0)
        snprintf(out, n, "\"game_id\":\"%.20s\"", w->m.id);
    else
        snprintf(out, n, "\"game_id\":\"%.20s\",\"seat\":%d,\"token\":\"%.40s\"", w->m.id, v - 1,
                 w->m.tok[v - 1]);
}

static void follow(world *w)
{
    char msg[512], t[200];
    for (int v = 0; v <= w->np; v++) {
        target(w, v, t, sizeof t);
        snprintf(msg, sizeof msg, "{\"type\":\"%s\",%s}", v == 0 ? "watch" : "join", t);
        json_decref(say(w, v, msg));
    }
}

/* The store: the world's folder (SQLite), or in the PostgreSQL variant the
 * database of ARNAK_TEST_STORE (tests/pg_cluster.py), shared by the worlds:
 * each follows only its own game, and finished games are not loaded at start. */
static void start_hub(world *w)
{
    char err[256];
    const char *url = getenv("ARNAK_TEST_STORE");
    w->store = srv_store_open(url && url[0] ? url : w->dir, err, sizeof err);
    if (!w->store)
        fail_msg("store: %s", err);
    w->h = hub_new(&w->c, w->store, 0);
    for (int v = 0; v <= w->np; v++)
        w->conn[v] = srv_hub_open(w->h, transport_of(v));
}

static void stop_hub(world *w)
{
    for (int v = 0; v <= w->np; v++)
        srv_hub_close(w->h, w->conn[v]);
    srv_hub_free(w->h);
    srv_store_close(w->store);
    hub_cap_clear(&w->c);
}

/* The whole history of viewer v, read in pages of `limit` steps. */
static json_t *history(world *w, int v, int limit)
{
    json_t *all = json_array();
    long long seq = -1;
    for (int page = 0;; page++) {
        char msg[512], t[200];
        target(w, v, t, sizeof t);
        snprintf(msg, sizeof msg, "{\"type\":\"history\",%s,\"since\":%zu,\"limit\":%d}", t,
                 json_array_size(all), limit);
        json_t *r = say(w, v, msg);
        assert_string_equal(json_string_value(json_object_get(r, "type")), "history");
        assert_int_equal((long long)json_integer_value(json_object_get(r, "since")),
                         (long long)json_array_size(all));
        if (seq >= 0)
            assert_int_equal(json_integer_value(json_object_get(r, "seq")), seq);
        seq = json_integer_value(json_object_get(r, "seq"));
        json_array_extend(all, json_object_get(r, "steps"));
        bool more = json_is_true(json_object_get(r, "more"));
        size_t total = (size_t)json_integer_value(json_object_get(r, "total"));
        assert_true(more ? json_array_size(all) < total : json_array_size(all) == total);
        json_decref(r);
        if (!more)
            break;
        assert_true(page < 1000);
    }
    return all;
}

/* No draw of another seat names its card (a spectator: no draw at all);
 * returns how many of its own draws name theirs. */
static int hidden_draws(const json_t *steps, int seat, const char *game)
{
    int own = 0;
    size_t i, k;
    json_t *s, *e;
    json_array_foreach(steps, i, s) {
        json_array_foreach(json_object_get(s, "events"), k, e) {
            const char *type = json_string_value(json_object_get(e, "type"));
            json_t *player = json_object_get(e, "player");
            if (!type || strcmp(type, "draw") != 0 || !json_is_integer(player))
                continue;
            bool named = json_object_get(e, "card") != NULL;
            if (json_integer_value(player) == seat)
                own += named;
            else if (named)
                fail_msg("%s: the history of %s %d names a card seat %lld drew: %s", game,
                         seat < 0 ? "the spectator" : "seat", seat,
                         (long long)json_integer_value(player), dump(e));
        }
    }
    return own;
}

/* Every viewer's history equals its story, step for step. */
static void check_all(world *w, const char *game, const char *when)
{
    for (int v = 0; v <= w->np; v++) {
        json_t *h = history(w, v, 7 + 13 * v);
        json_t *story = w->story[v];
        if (json_array_size(h) != json_array_size(story))
            fail_msg("%s %s: viewer %d's history has %zu steps, its updates told %zu", game,
                     when, v, json_array_size(h), json_array_size(story));
        size_t i;
        json_t *s;
        json_array_foreach(h, i, s) {
            json_t *live = json_deep_copy(json_array_get(story, i));
            json_t *got = json_deep_copy(s);
            assert_int_equal(json_integer_value(json_object_get(got, "n")), (json_int_t)i + 1);
            json_object_del(got, "n");
            json_t *scores = json_object_get(got, "scores");
            if (scores) {
                assert_true(json_equal(scores, json_object_get(live, "live_scores")));
                json_object_del(got, "scores");
                w->summaries++;
            }
            json_object_del(live, "live_scores");
            if (!json_equal(got, live))
                fail_msg("%s %s: viewer %d, step %zu:\n  history: %.800s\n  update:  %.800s",
                         game, when, v, i + 1, dump(got), dump(live));
            json_decref(live);
            json_decref(got);
        }
        int own = hidden_draws(h, v - 1, game);
        if (v > 0 && strcmp(when, "at the start") != 0)
            assert_true(own > 0);
        json_decref(h);
    }
}

/* Plays until the game's seq reaches `until` or the game ends: each step a
 * random legal action of the seat to act, or now and then its undo. */
static void play(world *w, long long until)
{
    char msg[512], t[200];
    for (int guard = 0; guard < 5000; guard++) {
        json_t *v = NULL;
        int turn = -1;
        for (int p = 0; p < w->np && turn < 0; p++) {
            target(w, p + 1, t, sizeof t);
            snprintf(msg, sizeof msg, "{\"type\":\"view\",%s}", t);
            json_decref(v);
            v = say(w, p + 1, msg);
            if (json_array_size(json_object_get(v, "actions")) > 0)
                turn = p;
        }
        /* bots move at once: no seat to act means the game is over */
        if (turn < 0 || json_integer_value(json_object_get(v, "seq")) >= until) {
            json_decref(v);
            return;
        }
        target(w, turn + 1, t, sizeof t);
        if (json_is_true(json_object_get(v, "can_undo")) && splitmix64_below(&w->rng, 4) == 0) {
            snprintf(msg, sizeof msg, "{\"type\":\"undo\",%s}", t);
            w->undos++;
        } else {
            json_t *acts = json_object_get(v, "actions");
            json_t *a =
                json_array_get(acts, splitmix64_below(&w->rng, (uint32_t)json_array_size(acts)));
            snprintf(msg, sizeof msg, "{\"type\":\"act\",%s,\"action_id\":%lld}", t,
                     (long long)json_integer_value(json_object_get(a, "id")));
        }
        json_t *r = say(w, turn + 1, msg);
        assert_string_not_equal(json_string_value(json_object_get(r, "type")), "error");
        json_decref(r);
        json_decref(v);
    }
    fail_msg("the game did not end in 5000 steps");
}

static long long game_seq(world *w)
{
    char msg[512], t[200];
    target(w, 0, t, sizeof t);
    snprintf(msg, sizeof msg, "{\"type\":\"view\",%s}", t);
    json_t *v = say(w, 0, msg);
    long long seq = json_integer_value(json_object_get(v, "seq"));
    json_decref(v);
    return seq;
}

/* One game from `create` whose first np seats are human (bots after them):
 * 120 changes (or the end, which a solo game may reach sooner), restart, on
 * to the end (or resign_at: seat 1 resigns at that seq), restart. */
static void story_of(const char *game, const char *create, int np, uint64_t seed,
                     long long resign_at)
{
    world w;
    memset(&w, 0, sizeof w);
    w.np = np;
    w.rng = seed;
    snprintf(w.dir, sizeof w.dir, "/tmp/arnak-test-history-XXXXXX");
    assert_non_null(mkdtemp(w.dir));
    for (int v = 0; v <= np; v++)
        w.story[v] = json_array();
    start_hub(&w);
    w.m = hub_create(w.h, w.conn[0], &w.c, create);
    follow(&w);
    check_all(&w, game, "at the start");
    play(&w, 120);
    assert_true(game_seq(&w) >= (np == 1 ? 60 : 100));
    check_all(&w, game, "after 100+ changes");
    stop_hub(&w);

    start_hub(&w);
    check_all(&w, game, "after a restart");
    follow(&w);
    if (resign_at > 0) {
        play(&w, resign_at);
        char msg[512], t[200];
        target(&w, 2, t, sizeof t);
        snprintf(msg, sizeof msg, "{\"type\":\"resign\",%s}", t);
        json_decref(say(&w, 2, msg));
    } else {
        play(&w, INT64_MAX);
    }
    check_all(&w, game, "at the end");
    stop_hub(&w);

    start_hub(&w);
    check_all(&w, game, "finished, after a restart");
    stop_hub(&w);
    printf("[history] %s: %zu steps, %d undos, %d round summaries compared\n", game,
           json_array_size(w.story[1]), w.undos, w.summaries);
    assert_true(w.undos > 0 && (resign_at > 0 || w.summaries > 0));
    for (int v = 0; v <= np; v++)
        json_decref(w.story[v]);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", w.dir);
    assert_int_equal(system(cmd), 0);
}

static void test_history_of_two_seats_is_their_updates(void **unused)
{
    (void)unused;
    story_of("arnak 2p", "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":42}", 2,
             7, 0);
}

static void test_history_with_a_bot_is_every_viewers_updates(void **unused)
{
    (void)unused;
    story_of("arnak 3p",
             "{\"type\":\"create\",\"game\":\"arnak\",\"players\":3,\"seed\":9,\"options\":"
             "{\"side\":\"snake\"},\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"},"
             "{\"kind\":\"bot\",\"bot\":\"random\"}]}",
             2, 11, 0);
}

static void test_history_of_a_solo_game_hides_the_hand_from_a_spectator(void **unused)
{
    (void)unused;
    story_of("arnak solo",
             "{\"type\":\"create\",\"game\":\"arnak\",\"players\":1,\"seed\":5,\"options\":"
             "{\"difficulty\":\"3\"}}",
             1, 3, 0);
}

static void test_history_of_a_resigned_game_ends_with_the_resignation(void **unused)
{
    (void)unused;
    story_of("lost-cities 2p",
             "{\"type\":\"create\",\"game\":\"lost-cities\",\"players\":2,\"seed\":17}", 2, 5,
             150);
}

/* The rival of a solo game takes its first turn in the setup, before any
 * action: its events used to be in no step (an action's events are only what
 * that action did), so the log of every viewer began with the rival's second
 * turn.  The story's first page opens with them. */
static void test_history_opens_with_the_solo_rivals_opening_turn(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":1,\"seed\":5,"
                            "\"options\":{\"difficulty\":\"3\"}}");
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
             m.id, m.tok[0]);
    json_t *r = hub_ask(t, msg);
    json_t *open = json_object_get(r, "opening");
    assert_true(json_array_size(open) >= 2);
    json_t *tile = json_array_get(open, 0);
    assert_string_equal(json_string_value(json_object_get(tile, "type")), "rival_tile");
    int first_left = (int)json_integer_value(json_object_get(tile, "tiles_left"));
    assert_non_null(strstr(json_string_value(json_object_get(tile, "text")), "Rival turns up "));
    assert_true(strncmp(json_string_value(json_object_get(json_array_get(open, 1), "type")), "rival_", 6) == 0);
    char *seat_open = dump(open);
    json_decref(r);

    /* the spectator reads the same opening; the story goes on after it */
    snprintf(msg, sizeof msg, "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"action\":\"pass\"}",
             m.id, m.tok[0]);
    json_decref(hub_ask(t, msg));
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\"}", m.id);
    r = hub_ask(t, msg);
    char *spectator_open = dump(json_object_get(r, "opening"));
    assert_string_equal(spectator_open, seat_open);
    json_t *steps = json_object_get(r, "steps"), *e;
    assert_int_equal(json_array_size(steps), 1);
    size_t i;
    int later = 0;
    json_array_foreach(json_object_get(json_array_get(steps, 0), "events"), i, e) {
        if (strcmp(json_string_value(json_object_get(e, "type")), "rival_tile") != 0)
            continue;
        later++;
        assert_true(json_integer_value(json_object_get(e, "tiles_left")) < first_left);
    }
    assert_true(later > 0);
    json_decref(r);
    free(spectator_open);
    free(seat_open);

    /* a later page has no opening; a game whose setup tells nothing opens with none */
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\",\"since\":1}", m.id);
    r = hub_ask(t, msg);
    assert_null(json_object_get(r, "opening"));
    json_decref(r);
    hub_made two = hub_create(t->h, t->conn, &t->c, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":4}");
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\"}", two.id);
    r = hub_ask(t, msg);
    assert_int_equal(json_array_size(json_object_get(r, "opening")), 0);
    json_decref(r);
    hub_client_close(t);
}

static void test_history_refuses_bad_fields(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":4}");
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\",\"limit\":0}", m.id);
    hub_expect_error(hub_ask(t, msg), "bad_field");
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\",\"since\":-1}", m.id);
    hub_expect_error(hub_ask(t, msg), "bad_field");
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}",
             m.id, m.tok[0]);
    hub_expect_error(hub_ask(t, msg), "bad_token");
    hub_expect_error(hub_ask(t, "{\"type\":\"history\",\"game_id\":\"0123456789abcdef\"}"),
                     "no_game");
    hub_expect_error(hub_ask(t, "{\"type\":\"history\"}"), "no_game");
    /* past the end: no steps, nothing more */
    snprintf(msg, sizeof msg, "{\"type\":\"history\",\"game_id\":\"%s\",\"since\":99}", m.id);
    json_t *r = hub_ask(t, msg);
    assert_int_equal(json_array_size(json_object_get(r, "steps")), 0);
    assert_true(json_is_false(json_object_get(r, "more")));
    assert_int_equal(json_integer_value(json_object_get(r, "total")), 0);
    assert_int_equal(json_integer_value(json_object_get(r, "since")), 0);
    json_decref(r);
    hub_client_close(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_history_of_two_seats_is_their_updates),
        cmocka_unit_test(test_history_with_a_bot_is_every_viewers_updates),
        cmocka_unit_test(test_history_of_a_solo_game_hides_the_hand_from_a_spectator),
        cmocka_unit_test(test_history_of_a_resigned_game_ends_with_the_resignation),
        cmocka_unit_test(test_history_opens_with_the_solo_rivals_opening_turn),
        cmocka_unit_test(test_history_refuses_bad_fields),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
