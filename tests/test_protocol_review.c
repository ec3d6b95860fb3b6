/* test_protocol_review.c - the protocol's "review" and "view_at" through the
 * hub, without a network.  A 2-player game of Arnak is played to its end by
 * random legal choices while each seat's view before each of its decisions
 * is kept.  The review of a seat: "review_started" says how many decisions
 * it judges (that seat's decisions with a choice), then "review" lists at
 * most SRV_REVIEW_SHOWN of them, costliest first, each a decision of that
 * seat with the action it took and the bot's preferred one exactly as that
 * seat's view listed them then (so the review tells nothing the seat was not
 * shown); asked again, the same answer at once.  A running game, a
 * spectator and bad fields are refused with a clear error.  view_at gives
 * the seat's view at any step, equal to the view it had then.  In the bot
 * pool the review is answered later, one per connection at a time.  The
 * judgement of a decision is the same for the real state and for
 * determinizations of the seat's observation (every game): a review cannot
 * reveal a hidden card through its choice of the best move either. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hub_th.h"
#include "ai/bot.h"
#include "core/splitmix.h"
#include "server/server.h"

#define MAX_STEPS 2000

typedef struct {
    hub_capture c;
    srv_hub *h;
    srv_conn *conn;
    hub_made m;
    json_t *before[2][MAX_STEPS + 1]; /* seat p's view before story step n (its decision) */
    const char *played[MAX_STEPS + 1];
    int choices[2]; /* decisions with a choice, per seat */
    long long steps;
} game;

static srv_hub *review_hub(hub_capture *c, int threads)
{
    char err[256];
    srv_hub_config cfg = {
        .bot_threads = threads, .review_iters = 12, .send = hub_cap_send, .ctx = c};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    if (!h)
        fail_msg("hub: %s", err);
    return h;
}

static void seat_msg(char *buf, size_t n, const game *w, const char *type, int seat,
                     const char *extra)
{
    snprintf(buf, n, "{\"type\":\"%s\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"%s}", type,
             w->m.id, seat, w->m.tok[seat], extra);
}

static json_t *ask(game *w, const char *text)
{
    return hub_say(w->h, w->conn, &w->c, text);
}

static void start(game *w, int threads, uint64_t seed)
{
    memset(w, 0, sizeof *w);
    w->h = review_hub(&w->c, threads);
    w->conn = srv_hub_open(w->h, NULL);
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":\"%016llx\"}",
             (unsigned long long)seed);
    w->m = hub_create(w->h, w->conn, &w->c, msg);
}

/* Random legal choices of both seats up to `until` steps or the end; each
 * seat's view before each of its decisions is kept. */
static void play(game *w, uint64_t rng, long long until)
{
    char msg[512];
    while (w->steps < until) {
        json_t *v = NULL;
        int turn = -1;
        for (int p = 0; p < 2 && turn < 0; p++) {
            json_decref(v);
            seat_msg(msg, sizeof msg, w, "view", p, "");
            v = ask(w, msg);
            if (json_array_size(json_object_get(v, "actions")) > 0)
                turn = p;
        }
        if (turn < 0) {
            assert_true(json_is_true(json_object_get(v, "over")));
            json_decref(v);
            return;
        }
        assert_true(w->steps < MAX_STEPS);
        json_t *acts = json_object_get(v, "actions");
        json_t *a = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
        long long n = ++w->steps; /* no undo: the story's step n is seq n */
        w->before[turn][n] = v;
        w->played[n] = json_string_value(json_object_get(a, "text"));
        if (json_array_size(acts) > 1)
            w->choices[turn]++;
        char extra[64];
        snprintf(extra, sizeof extra, ",\"action_id\":%lld",
                 (long long)json_integer_value(json_object_get(a, "id")));
        seat_msg(msg, sizeof msg, w, "act", turn, extra);
        json_t *r = ask(w, msg);
        assert_string_not_equal(json_string_value(json_object_get(r, "type")), "error");
        json_decref(r);
    }
}

static void finish(game *w)
{
    for (int p = 0; p < 2; p++)
        for (int n = 0; n <= MAX_STEPS; n++)
            json_decref(w->before[p][n]);
    srv_hub_close(w->h, w->conn);
    srv_hub_free(w->h);
    hub_cap_clear(&w->c);
}

/* The action of a view whose canonical text is `text`, or NULL. */
static json_t *action_in(json_t *view, const char *text)
{
    json_t *acts = json_object_get(view, "actions");
    for (size_t i = 0; i < json_array_size(acts); i++) {
        json_t *a = json_array_get(acts, i);
        if (strcmp(json_string_value(json_object_get(a, "text")), text) == 0)
            return a;
    }
    return NULL;
}

/* An item's action is one the seat's view listed then, with the same label
 * and the same info, word for word. */
static void same_as_shown(json_t *shown, json_t *x)
{
    const char *text = json_string_value(json_object_get(x, "text"));
    assert_non_null(text);
    json_t *a = action_in(shown, text);
    if (!a)
        fail_msg("'%s' was not among the seat's options", text);
    assert_string_equal(json_string_value(json_object_get(x, "label")),
                        json_string_value(json_object_get(a, "label")));
    assert_true(json_equal(json_object_get(x, "info"), json_object_get(a, "info")));
}

/* A "review" answer for `seat`: its decisions only, costliest first, each
 * as the seat saw it. */
static void check_review(const game *w, json_t *r, int seat)
{
    assert_string_equal(json_string_value(json_object_get(r, "type")), "review");
    assert_int_equal(json_integer_value(json_object_get(r, "seat")), seat);
    assert_int_equal(json_integer_value(json_object_get(r, "decisions")), w->choices[seat]);
    json_t *items = json_object_get(r, "items");
    assert_true(json_array_size(items) >= 1 && json_array_size(items) <= SRV_REVIEW_SHOWN);
    long long last = 1000;
    for (size_t i = 0; i < json_array_size(items); i++) {
        json_t *it = json_array_get(items, i);
        long long n = json_integer_value(json_object_get(it, "n"));
        assert_true(n >= 1 && n <= w->steps);
        json_t *shown = w->before[seat][n];
        if (!shown)
            fail_msg("decision %lld is not seat %d's", n, seat);
        assert_true(json_array_size(json_object_get(shown, "actions")) > 1);
        long long loss = json_integer_value(json_object_get(it, "loss"));
        assert_true(loss >= 0 && loss <= last);
        last = loss;
        assert_string_equal(json_string_value(json_object_get(it, "decision")),
                            json_string_value(json_object_get(shown, "decision")));
        json_t *chosen = json_object_get(it, "chosen"), *best = json_object_get(it, "best");
        assert_string_equal(json_string_value(json_object_get(chosen, "text")), w->played[n]);
        same_as_shown(shown, chosen);
        same_as_shown(shown, best);
        long long bv = json_integer_value(json_object_get(best, "value"));
        assert_true(bv >= 0 && bv <= 1000);
    }
}

static void test_review_refuses_a_running_game(void **unused)
{
    (void)unused;
    game w;
    start(&w, 0, 11);
    play(&w, 3, 6);
    char msg[512];
    seat_msg(msg, sizeof msg, &w, "review", 0, "");
    hub_expect_error(ask(&w, msg), "not_over");
    snprintf(msg, sizeof msg, "{\"type\":\"review\",\"game_id\":\"%s\"}", w.m.id);
    hub_expect_error(ask(&w, msg), "not_seated");
    snprintf(msg, sizeof msg,
             "{\"type\":\"review\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", w.m.id,
             w.m.tok[0]);
    hub_expect_error(ask(&w, msg), "bad_token");
    /* view_at: the step must exist */
    seat_msg(msg, sizeof msg, &w, "view_at", 0, ",\"n\":7");
    hub_expect_error(ask(&w, msg), "bad_field");
    seat_msg(msg, sizeof msg, &w, "view_at", 0, ",\"n\":-1");
    hub_expect_error(ask(&w, msg), "bad_field");
    seat_msg(msg, sizeof msg, &w, "view_at", 0, "");
    hub_expect_error(ask(&w, msg), "bad_field");
    seat_msg(msg, sizeof msg, &w, "view_at", 0, ",\"n\":\"3\"");
    hub_expect_error(ask(&w, msg), "bad_field");
    finish(&w);
}

/* view_at of a running game: each seat's view at every step so far is the
 * one it had then; a spectator's has no hand. */
static void test_view_at_is_the_view_the_seat_had(void **unused)
{
    (void)unused;
    game w;
    start(&w, 0, 12);
    play(&w, 4, 40);
    char msg[512], extra[32];
    int compared = 0;
    for (long long n = 1; n <= w.steps; n++) {
        for (int p = 0; p < 2; p++) {
            json_t *shown = w.before[p][n];
            if (!shown)
                continue;
            snprintf(extra, sizeof extra, ",\"n\":%lld", n - 1);
            seat_msg(msg, sizeof msg, &w, "view_at", p, extra);
            json_t *r = ask(&w, msg);
            assert_string_equal(json_string_value(json_object_get(r, "type")), "view_at");
            assert_int_equal(json_integer_value(json_object_get(r, "n")), n - 1);
            assert_int_equal(json_integer_value(json_object_get(r, "total")), w.steps);
            json_t *v = json_object_get(r, "view");
            const char *keys[] = {"state", "actions", "decision", "scores", "turn"};
            for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
                if (!json_equal(json_object_get(v, keys[k]), json_object_get(shown, keys[k])))
                    fail_msg("view_at %lld of seat %d: '%s' differs", n - 1, p, keys[k]);
            compared++;
            json_decref(r);
        }
    }
    assert_int_equal(compared, w.steps);
    snprintf(msg, sizeof msg, "{\"type\":\"view_at\",\"game_id\":\"%s\",\"n\":3}", w.m.id);
    json_t *r = ask(&w, msg);
    assert_true(json_is_null(json_object_get(r, "seat")));
    assert_int_equal(json_array_size(json_object_get(json_object_get(r, "view"), "actions")), 0);
    json_decref(r);
    finish(&w);
}

static void test_review_of_a_finished_game_ranks_that_seats_decisions(void **unused)
{
    (void)unused;
    game w;
    start(&w, 0, 13);
    play(&w, 5, MAX_STEPS);
    char msg[512];
    for (int seat = 0; seat < 2; seat++) {
        seat_msg(msg, sizeof msg, &w, "review", seat, ",\"id\":\"r\"");
        json_t *last = ask(&w, msg);
        /* arnak proto: "review_started", then "review", both with the id */
        assert_int_equal(w.c.n, 2);
        json_t *started = json_loads(w.c.msg[0], 0, NULL);
        assert_string_equal(json_string_value(json_object_get(started, "type")), "review_started");
        assert_string_equal(json_string_value(json_object_get(started, "id")), "r");
        assert_int_equal(json_integer_value(json_object_get(started, "decisions")),
                         w.choices[seat]);
        assert_true(json_integer_value(json_object_get(started, "seconds")) >= 0);
        json_decref(started);
        assert_string_equal(json_string_value(json_object_get(last, "id")), "r");
        check_review(&w, last, seat);
        /* asked again: the same answer at once, after a "review_started" of
         * 0 seconds (the two answers a review always gives) */
        char *first = json_dumps(last, JSON_COMPACT | JSON_SORT_KEYS);
        json_t *again = ask(&w, msg);
        assert_int_equal(w.c.n, 2);
        json_t *restarted = json_loads(w.c.msg[0], 0, NULL);
        assert_string_equal(json_string_value(json_object_get(restarted, "type")), "review_started");
        assert_int_equal(json_integer_value(json_object_get(restarted, "seconds")), 0);
        json_decref(restarted);
        char *second = json_dumps(again, JSON_COMPACT | JSON_SORT_KEYS);
        assert_string_equal(first, second);
        free(first);
        free(second);
        json_decref(again);
        json_decref(last);
    }
    /* a finished game's view_at: the position of a decision, as the seat had it */
    for (long long n = 1; n <= w.steps; n += 37) {
        int p = w.before[0][n] ? 0 : 1;
        char extra[32];
        snprintf(extra, sizeof extra, ",\"n\":%lld", n - 1);
        seat_msg(msg, sizeof msg, &w, "view_at", p, extra);
        json_t *r = ask(&w, msg);
        assert_true(json_equal(json_object_get(json_object_get(r, "view"), "state"),
                               json_object_get(w.before[p][n], "state")));
        json_decref(r);
    }
    finish(&w);
}

/* Polls the pool as the network loop does until `want` messages came. */
static void wait_messages(game *w, int want)
{
    for (int i = 0; i < 6000 && w->c.n < want; i++) {
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
        srv_hub_bots(w->h);
        assert_int_equal(srv_hub_flush(w->h), 0);
    }
}

static void test_review_in_the_pool(void **unused)
{
    (void)unused;
    game w;
    start(&w, 1, 14);
    play(&w, 6, MAX_STEPS);
    char msg[512];
    hub_cap_clear(&w.c);
    seat_msg(msg, sizeof msg, &w, "review", 1, ",\"id\":1");
    srv_hub_message(w.h, w.conn, msg, strlen(msg));
    /* a second one on the same connection while the first runs: busy */
    seat_msg(msg, sizeof msg, &w, "review", 0, ",\"id\":2");
    srv_hub_message(w.h, w.conn, msg, strlen(msg));
    assert_int_equal(srv_hub_flush(w.h), 0);
    assert_int_equal(w.c.n, 2);
    json_t *started = json_loads(w.c.msg[0], 0, NULL);
    assert_string_equal(json_string_value(json_object_get(started, "type")), "review_started");
    long long secs = json_integer_value(json_object_get(started, "seconds"));
    assert_true(secs >= 1 && secs <= SRV_REVIEW_MS * 5 / 4 / 1000 + 2);
    json_decref(started);
    hub_expect_error(json_loads(w.c.msg[1], 0, NULL), "busy");
    wait_messages(&w, 3);
    assert_int_equal(w.c.n, 3);
    json_t *r = json_loads(w.c.msg[2], 0, NULL);
    assert_int_equal(json_integer_value(json_object_get(r, "id")), 1);
    check_review(&w, r, 1);
    json_decref(r);
    /* a review left in the pool when the hub goes is freed with it (ASan: no leak) */
    seat_msg(msg, sizeof msg, &w, "review", 0, "");
    srv_hub_message(w.h, w.conn, msg, strlen(msg));
    finish(&w);
}

/* bot_review_judge, the review's judgement of one decision, is the same for
 * the real state, the seat's observation and determinizations of it. */
static void test_review_judges_only_what_the_seat_saw(void **unused)
{
    (void)unused;
    int compared = 0, ngames = 0;
    const game_def *const *games = game_registry(&ngames);
    for (int gi = 0; gi < ngames; gi++) {
        const game_def *g = games[gi];
        void *st = malloc(g->state_size), *d = malloc(g->state_size);
        game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
        assert_true(st && d && legal);
        uint64_t rng = 0x5E71E3ULL + (uint64_t)gi;
        for (int k = 0; k < 6; k++) {
            game_setup setup;
            game_setup_default(g, &setup);
            setup.players = g->type.min_players + k % (g->type.max_players - g->type.min_players + 1);
            setup.seed = splitmix64(&rng);
            assert_int_equal(g->init(st, &setup), GAME_OK);
            int steps = 20 + (int)splitmix64_below(&rng, 100), n = 0;
            for (int s = 0; s < steps && !g->is_over(st); s++) {
                n = g->legal_actions(st, legal);
                assert_int_equal(g->apply(st, legal[splitmix64_below(&rng, (uint32_t)n)]), GAME_OK);
            }
            if (g->is_over(st) || (n = g->legal_actions(st, legal)) < 2)
                continue;
            int seat = g->current_player(st);
            game_action chosen = legal[splitmix64_below(&rng, (uint32_t)n)];
            uint64_t seed = splitmix64(&rng);
            char err[128];
            bot_review_item real, other;
            assert_int_equal(
                bot_review_judge(g, st, "medium:iters=40", seed, 7, chosen, &real, err, sizeof err),
                1);
            assert_int_equal(real.player, seat);
            assert_int_equal(real.decision, 7);
            for (int t = 0; t < 3; t++) {
                if (t == 0) {
                    assert_int_equal(g->observe(st, seat, d), GAME_OK);
                } else {
                    memcpy(d, st, g->state_size);
                    assert_int_equal(g->determinize(d, seat, splitmix64(&rng)), GAME_OK);
                }
                assert_int_equal(bot_review_judge(g, d, "medium:iters=40", seed, 7, chosen, &other,
                                                  err, sizeof err),
                                 1);
                if (other.best_a != real.best_a || other.a != real.a || other.loss != real.loss ||
                    other.searched != real.searched)
                    fail_msg("%s position %d: the judgement depends on what seat %d cannot see",
                             g->name, k, seat);
                compared++;
            }
        }
        free(legal);
        free(d);
        free(st);
    }
    assert_true(compared >= 12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_review_refuses_a_running_game),
        cmocka_unit_test(test_view_at_is_the_view_the_seat_had),
        cmocka_unit_test(test_review_of_a_finished_game_ranks_that_seats_decisions),
        cmocka_unit_test(test_review_in_the_pool),
        cmocka_unit_test(test_review_judges_only_what_the_seat_saw),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
