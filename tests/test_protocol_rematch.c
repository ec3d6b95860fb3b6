/* test_protocol_rematch.c - "rematch", "replay" and the rows of "list"
 * through the hub, without a network.
 *
 * rematch: a finished 3-seat game (two humans and a bot, the snake side)
 * played again has the same game, option and seats rotated by one (the bot
 * of seat 2 sits at seat 0), a new seed; the seat that asks gets its new
 * seat and token, every other seat's connection gets its own (and no one
 * else's), a spectator the new game's id alone; asked again, the same game;
 * a seat that was away gets its offer when it joins the finished game
 * again.  A running game, a spectator and a replay are refused.
 *
 * replay: a finished game's record loaded for viewing only gives every
 * seat's view at every step equal to the view_at of the game itself, and
 * takes no action, undo, resignation or rematch; a damaged record is one
 * clear error naming its line; with a store, the loaded game is not in it and
 * leaves memory with its follower; its review's curve has every judged
 * decision of the seat in the order of the game.
 *
 * list: a row says who sits where, the round, the times, and once over the
 * scores and the winners; a wrong token is "bad_token" (the game is there),
 * an unknown game "no_game". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hub_th.h"
#include "core/splitmix.h"
#include "server/server.h"

#define SPECTATOR_T ((void *)3)

typedef struct {
    hub_capture c;
    srv_hub *h;
    srv_conn *a, *b, *spec; /* seat 0, seat 1, a spectator */
    hub_made m;
} table;

static void seat_msg(char *buf, size_t n, const char *gid, const char *tok, int seat,
                     const char *type, const char *extra)
{
    snprintf(buf, n, "{\"type\":\"%s\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"%s}", type,
             gid, seat, tok, extra);
}

/* Messages of `type` captured for transport `to` (parsed, in order). */
static int sent_to(const hub_capture *c, void *to, const char *type, json_t **out, int max)
{
    int k = 0;
    for (int i = 0; i < c->n && k < max; i++) {
        if (c->to[i] != to)
            continue;
        json_t *j = json_loads(c->msg[i], 0, NULL);
        if (j && strcmp(json_string_value(json_object_get(j, "type")), type) == 0)
            out[k++] = j;
        else
            json_decref(j);
    }
    return k;
}

/* A 3-seat game on the snake side, humans at 0 and 1, a random bot at 2,
 * followed by both seats and a spectator; both people resign to end it (the
 * first one's seat goes to a bot, the second ends the game: no person is
 * left). */
static void open_table(table *t, srv_store *store, bool finish)
{
    memset(t, 0, sizeof *t);
    t->h = hub_new(&t->c, store, 0);
    t->a = srv_hub_open(t->h, (void *)1);
    t->b = srv_hub_open(t->h, (void *)2);
    t->spec = srv_hub_open(t->h, SPECTATOR_T);
    t->m = hub_create(t->h, t->a, &t->c,
                      "{\"type\":\"create\",\"game\":\"arnak\",\"players\":3,\"seed\":5,"
                      "\"options\":{\"side\":\"snake\"},\"seats\":[{\"kind\":\"human\"},"
                      "{\"kind\":\"human\"},{\"kind\":\"bot\",\"bot\":\"random\"}]}");
    char msg[512];
    seat_msg(msg, sizeof msg, t->m.id, t->m.tok[0], 0, "join", "");
    json_decref(hub_say(t->h, t->a, &t->c, msg));
    seat_msg(msg, sizeof msg, t->m.id, t->m.tok[1], 1, "join", "");
    json_decref(hub_say(t->h, t->b, &t->c, msg));
    snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", t->m.id);
    json_decref(hub_say(t->h, t->spec, &t->c, msg));
    for (int p = 0; finish && p < 2; p++) {
        seat_msg(msg, sizeof msg, t->m.id, t->m.tok[p], p, "resign", "");
        json_t *r = hub_say(t->h, p ? t->b : t->a, &t->c, msg);
        assert_string_not_equal(json_string_value(json_object_get(r, "type")), "error");
        json_decref(r);
    }
    hub_cap_clear(&t->c);
}

static void close_table(table *t)
{
    srv_hub_close(t->h, t->a);
    srv_hub_close(t->h, t->b);
    srv_hub_close(t->h, t->spec);
    srv_hub_free(t->h);
    hub_cap_clear(&t->c);
}

static json_t *view_of(table *t, srv_conn *conn, const char *gid, const char *tok, int seat)
{
    char msg[512];
    seat_msg(msg, sizeof msg, gid, tok, seat, "view", "");
    return hub_say(t->h, conn, &t->c, msg);
}

static void test_rematch_rotates_the_seats_and_keeps_the_settings(void **unused)
{
    (void)unused;
    table t;
    open_table(&t, NULL, true);
    char msg[512];
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[0], 0, "rematch", ",\"id\":9");
    json_t *r = hub_say(t.h, t.a, &t.c, msg);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "rematch");
    assert_string_equal(json_string_value(json_object_get(r, "game_id")), t.m.id);
    assert_int_equal(json_integer_value(json_object_get(r, "id")), 9);
    char gid[64], tok_a[64], tok_b[64];
    snprintf(gid, sizeof gid, "%s", json_string_value(json_object_get(r, "rematch")));
    assert_string_not_equal(gid, t.m.id);
    assert_int_equal(json_integer_value(json_object_get(r, "seat")), 1); /* seat 0 -> 1 */
    snprintf(tok_a, sizeof tok_a, "%s", json_string_value(json_object_get(r, "token")));
    assert_int_equal((int)strlen(tok_a), SRV_TOKEN_HEX);
    json_decref(r);

    /* seat 1's connection: its own new seat and token, nothing of seat 0's */
    json_t *got[4];
    assert_int_equal(sent_to(&t.c, (void *)2, "rematch", got, 4), 1);
    assert_string_equal(json_string_value(json_object_get(got[0], "rematch")), gid);
    assert_int_equal(json_integer_value(json_object_get(got[0], "seat")), 2);
    snprintf(tok_b, sizeof tok_b, "%s", json_string_value(json_object_get(got[0], "token")));
    assert_int_equal((int)strlen(tok_b), SRV_TOKEN_HEX);
    assert_string_not_equal(tok_a, tok_b);
    json_decref(got[0]);
    for (int i = 0; i < t.c.n; i++)
        if (t.c.to[i] != (void *)1)
            assert_null(strstr(t.c.msg[i], tok_a));
    /* the spectator: the new game, no seat, no token */
    assert_int_equal(sent_to(&t.c, SPECTATOR_T, "rematch", got, 4), 1);
    assert_string_equal(json_string_value(json_object_get(got[0], "rematch")), gid);
    assert_null(json_object_get(got[0], "seat"));
    assert_null(json_object_get(got[0], "token"));
    json_decref(got[0]);

    /* the new game: same game and option, seats rotated (the bot now at 0) */
    json_t *va = view_of(&t, t.a, gid, tok_a, 1), *vb = view_of(&t, t.b, gid, tok_b, 2);
    assert_string_equal(json_string_value(json_object_get(va, "type")), "view");
    assert_string_equal(json_string_value(json_object_get(vb, "type")), "view");
    json_t *seats = json_object_get(va, "seats");
    assert_int_equal((int)json_array_size(seats), 3);
    assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 0), "kind")),
                        "bot");
    assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 0), "bot")),
                        "random");
    assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 1), "kind")),
                        "human");
    assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 2), "kind")),
                        "human");
    json_decref(va);
    json_decref(vb);
    /* a token opens only its own seat */
    hub_expect_error(view_of(&t, t.a, gid, tok_a, 2), "bad_token");
    hub_expect_error(view_of(&t, t.b, gid, tok_b, 1), "bad_token");
    hub_expect_error(view_of(&t, t.a, gid, t.m.tok[0], 1), "bad_token");

    /* the option and a new seed: the records' headers */
    snprintf(msg, sizeof msg, "{\"type\":\"record\",\"game_id\":\"%s\"}", t.m.id);
    json_t *old = hub_say(t.h, t.spec, &t.c, msg);
    const char *old_text = json_string_value(json_object_get(old, "text"));
    assert_non_null(strstr(old_text, "option side snake"));
    assert_non_null(strstr(old_text, "seed 5\n"));
    /* both people resign the new game (it ends) to read its record */
    seat_msg(msg, sizeof msg, gid, tok_a, 1, "resign", "");
    json_decref(hub_say(t.h, t.a, &t.c, msg));
    seat_msg(msg, sizeof msg, gid, tok_b, 2, "resign", "");
    json_decref(hub_say(t.h, t.b, &t.c, msg));
    snprintf(msg, sizeof msg, "{\"type\":\"record\",\"game_id\":\"%s\"}", gid);
    json_t *neu = hub_say(t.h, t.spec, &t.c, msg);
    const char *new_text = json_string_value(json_object_get(neu, "text"));
    assert_non_null(new_text);
    assert_non_null(strstr(new_text, "option side snake"));
    assert_non_null(strstr(new_text, "players 3"));
    /* the rotated seats; seat 1's person resigned first, so `medium` took it over */
    assert_non_null(strstr(new_text, "seats random,medium,human"));
    assert_null(strstr(new_text, "seed 5\n"));
    json_decref(old);
    json_decref(neu);
    close_table(&t);
}

static void test_rematch_asked_again_answers_the_same_game(void **unused)
{
    (void)unused;
    table t;
    open_table(&t, NULL, true);
    char msg[512];
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[0], 0, "rematch", "");
    json_t *first = hub_say(t.h, t.a, &t.c, msg);
    json_t *pushed[2];
    assert_int_equal(sent_to(&t.c, (void *)2, "rematch", pushed, 2), 1);
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[1], 1, "rematch", "");
    json_t *again = hub_say(t.h, t.b, &t.c, msg);
    assert_string_equal(json_string_value(json_object_get(again, "rematch")),
                        json_string_value(json_object_get(first, "rematch")));
    assert_string_equal(json_string_value(json_object_get(again, "token")),
                        json_string_value(json_object_get(pushed[0], "token")));
    assert_int_equal(json_integer_value(json_object_get(again, "seat")), 2);
    int games = srv_hub_games(t.h);
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[0], 0, "rematch", "");
    json_decref(hub_say(t.h, t.a, &t.c, msg));
    assert_int_equal(srv_hub_games(t.h), games); /* no second game */
    json_decref(first);
    json_decref(again);
    json_decref(pushed[0]);
    close_table(&t);
}

static void test_a_seat_away_gets_its_offer_when_it_comes_back(void **unused)
{
    (void)unused;
    table t;
    open_table(&t, NULL, true);
    srv_hub_close(t.h, t.b); /* seat 1 closed its tab */
    char msg[512];
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[0], 0, "rematch", "");
    json_t *r = hub_say(t.h, t.a, &t.c, msg);
    t.b = srv_hub_open(t.h, (void *)2);
    hub_cap_clear(&t.c);
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[1], 1, "join", "");
    json_decref(hub_say(t.h, t.b, &t.c, msg));
    json_t *got[2];
    assert_int_equal(sent_to(&t.c, (void *)2, "rematch", got, 2), 1);
    assert_string_equal(json_string_value(json_object_get(got[0], "rematch")),
                        json_string_value(json_object_get(r, "rematch")));
    assert_int_equal(json_integer_value(json_object_get(got[0], "seat")), 2);
    json_t *v = view_of(&t, t.b, json_string_value(json_object_get(r, "rematch")),
                        json_string_value(json_object_get(got[0], "token")), 2);
    assert_string_equal(json_string_value(json_object_get(v, "type")), "view");
    json_decref(v);
    json_decref(got[0]);
    json_decref(r);
    close_table(&t);
}

static void test_rematch_refused_while_running_and_to_spectators(void **unused)
{
    (void)unused;
    table t;
    open_table(&t, NULL, false);
    char msg[512];
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[0], 0, "rematch", "");
    hub_expect_error(hub_say(t.h, t.a, &t.c, msg), "not_over");
    snprintf(msg, sizeof msg, "{\"type\":\"rematch\",\"game_id\":\"%s\"}", t.m.id);
    hub_expect_error(hub_say(t.h, t.spec, &t.c, msg), "not_seated");
    seat_msg(msg, sizeof msg, t.m.id, "00", 0, "rematch", "");
    hub_expect_error(hub_say(t.h, t.a, &t.c, msg), "bad_token");
    close_table(&t);
}

/* A finished 2-player game played by random legal choices of both seats:
 * its record's text. */
static hub_made g_made; /* the last finished game's id and tokens */
static char *finished_record(srv_hub *h, srv_conn *conn, hub_capture *c, char *gid, size_t n)
{
    hub_made m = g_made = hub_create(
        h, conn, c, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":21}");
    snprintf(gid, n, "%s", m.id);
    char msg[512];
    uint64_t rng = 99;
    for (int step = 0; step < 5000; step++) {
        json_t *v = NULL;
        int turn = -1;
        for (int p = 0; p < 2 && turn < 0; p++) {
            seat_msg(msg, sizeof msg, m.id, m.tok[p], p, "view", "");
            v = hub_say(h, conn, c, msg);
            if (json_array_size(json_object_get(v, "actions")) > 0)
                turn = p;
            else
                json_decref(v);
        }
        if (turn < 0)
            break;
        json_t *acts = json_object_get(v, "actions");
        json_t *a = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
        char extra[64];
        snprintf(extra, sizeof extra, ",\"action_id\":%lld",
                 (long long)json_integer_value(json_object_get(a, "id")));
        seat_msg(msg, sizeof msg, m.id, m.tok[turn], turn, "act", extra);
        json_decref(hub_say(h, conn, c, msg));
        json_decref(v);
        hub_cap_clear(c);
    }
    snprintf(msg, sizeof msg, "{\"type\":\"record\",\"game_id\":\"%s\"}", m.id);
    json_t *r = hub_say(h, conn, c, msg);
    const char *text = json_string_value(json_object_get(r, "text"));
    assert_non_null(text);
    char *copy = strdup(text);
    json_decref(r);
    return copy;
}

static json_t *view_at(srv_hub *h, srv_conn *conn, hub_capture *c, const char *gid, const char *tok,
                       int seat, size_t n)
{
    char msg[512];
    snprintf(msg, sizeof msg,
             "{\"type\":\"view_at\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\",\"n\":%zu}",
             gid, seat, tok, n);
    json_t *r = hub_say(h, conn, c, msg);
    json_t *v = json_incref(json_object_get(r, "view"));
    assert_non_null(v);
    json_decref(r);
    return v;
}

static void test_replay_shows_every_step_as_the_game_did(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    char gid[64];
    char *text = finished_record(t->h, t->conn, &t->c, gid, sizeof gid);
    json_t *msg = json_pack("{s:s, s:s, s:i}", "type", "replay", "record", text, "id", 4);
    char *line = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    json_t *r = hub_ask(t, line);
    free(line);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "replay");
    assert_null(json_object_get(r, "view")); /* no state in the answer itself */
    const char *rid = json_string_value(json_object_get(r, "game_id"));
    assert_string_not_equal(rid, gid);
    size_t total = (size_t)json_integer_value(json_object_get(r, "total"));
    assert_true(total > 50);
    /* every seat's view and the spectator's, at every seventh step and the
     * last, equal the game's own */
    json_t *rs = json_object_get(r, "seats");
    for (size_t n = 0;; n = n + 7 < total ? n + 7 : total) {
        for (int p = -1; p < 2; p++) {
            json_t *a, *b;
            if (p < 0) {
                char m1[256], m2[256];
                snprintf(m1, sizeof m1, "{\"type\":\"view_at\",\"game_id\":\"%s\",\"n\":%zu}", gid,
                         n);
                snprintf(m2, sizeof m2, "{\"type\":\"view_at\",\"game_id\":\"%s\",\"n\":%zu}", rid,
                         n);
                json_t *ra = hub_ask(t, m1), *rb = hub_ask(t, m2);
                a = json_incref(json_object_get(ra, "view"));
                b = json_incref(json_object_get(rb, "view"));
                json_decref(ra);
                json_decref(rb);
            } else {
                const char *tok =
                    json_string_value(json_object_get(json_array_get(rs, (size_t)p), "token"));
                a = view_at(t->h, t->conn, &t->c, gid, g_made.tok[p], p, n);
                b = view_at(t->h, t->conn, &t->c, rid, tok, p, n);
            }
            char *sa = json_dumps(a, JSON_COMPACT | JSON_SORT_KEYS);
            char *sb = json_dumps(b, JSON_COMPACT | JSON_SORT_KEYS);
            assert_non_null(sa);
            assert_non_null(sb);
            if (strcmp(sa, sb) != 0)
                fail_msg("step %zu, seat %d: the replay's view differs:\n %.300s\n %.300s", n, p,
                         sa, sb);
            free(sa);
            free(sb);
            json_decref(a);
            json_decref(b);
            hub_cap_clear(&t->c);
        }
        if (n == total)
            break;
    }
    for (int p = 0; p < 2; p++) {
        const char *tok = json_string_value(
            json_object_get(json_array_get(json_object_get(r, "seats"), p), "token"));
        json_t *last = view_at(t->h, t->conn, &t->c, rid, tok, p, total);
        assert_true(json_is_true(json_object_get(last, "over")));
        json_decref(last);
        char m[512];
        seat_msg(m, sizeof m, rid, tok, p, "act", ",\"action\":\"pass\"");
        hub_expect_error(hub_ask(t, m), "game_over");
        seat_msg(m, sizeof m, rid, tok, p, "undo", "");
        hub_expect_error(hub_ask(t, m), "undo");
        seat_msg(m, sizeof m, rid, tok, p, "resign", "");
        hub_expect_error(hub_ask(t, m), "game_over");
        seat_msg(m, sizeof m, rid, tok, p, "rematch", "");
        hub_expect_error(hub_ask(t, m), "not_over");
    }
    json_decref(r);
    free(text);
    hub_client_close(t);
}

static void test_replay_of_a_damaged_record_names_its_line(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    char gid[64];
    char *text = finished_record(t->h, t->conn, &t->c, gid, sizeof gid);
    char *act = strstr(text, "actions\n");
    assert_non_null(act);
    memcpy(act + 8, "dig P99", 7); /* the first action, made illegal */
    json_t *msg = json_pack("{s:s, s:s}", "type", "replay", "record", text);
    char *line = json_dumps(msg, JSON_COMPACT);
    json_t *r = hub_ask(t, line);
    assert_string_equal(json_string_value(json_object_get(r, "code")), "bad_record");
    assert_non_null(strstr(json_string_value(json_object_get(r, "message")), "line "));
    json_decref(r);
    hub_expect_error(hub_ask(t, "{\"type\":\"replay\",\"record\":\"\"}"), "bad_record");
    hub_expect_error(hub_ask(t, "{\"type\":\"replay\",\"record\":7}"), "bad_field");
    hub_expect_error(hub_ask(t, "{\"type\":\"replay\"}"), "bad_field");
    json_decref(msg);
    free(line);
    free(text);
    hub_client_close(t);
}

static void test_replay_is_not_stored_and_leaves_with_its_follower(void **unused)
{
    (void)unused;
    char dir[] = "/tmp/arnak-rematch-XXXXXX", err[256];
    assert_non_null(mkdtemp(dir));
    srv_store *store = srv_store_open(dir, err, sizeof err);
    if (!store)
        fail_msg("store: %s", err);
    hub_capture c = {0};
    srv_hub *h = hub_new(&c, store, 0);
    srv_conn *conn = srv_hub_open(h, NULL), *viewer = srv_hub_open(h, (void *)5);
    char gid[64];
    char *text = finished_record(h, conn, &c, gid, sizeof gid);
    json_t *msg = json_pack("{s:s, s:s}", "type", "replay", "record", text);
    char *line = json_dumps(msg, JSON_COMPACT);
    json_t *r = hub_say(h, viewer, &c, line);
    char rid[64];
    snprintf(rid, sizeof rid, "%s", json_string_value(json_object_get(r, "game_id")));
    json_decref(r);
    char m[256];
    snprintf(m, sizeof m, "{\"type\":\"view_at\",\"game_id\":\"%s\",\"n\":3}", rid);
    r = hub_say(h, conn, &c, m);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "view_at");
    json_decref(r);
    srv_hub_close(h, viewer);
    json_decref(hub_say(h, conn, &c, "{\"type\":\"stats\"}")); /* a flush: it leaves */
    hub_expect_error(hub_say(h, conn, &c, m), "no_game");
    srv_hub_close(h, conn);
    srv_hub_free(h);
    srv_store_close(store);
    /* after a restart: the game is there, the replay is not */
    hub_cap_clear(&c);
    store = srv_store_open(dir, err, sizeof err);
    h = hub_new(&c, store, 0);
    conn = srv_hub_open(h, NULL);
    hub_expect_error(hub_say(h, conn, &c, m), "no_game");
    snprintf(m, sizeof m, "{\"type\":\"view_at\",\"game_id\":\"%s\",\"n\":3}", gid);
    r = hub_say(h, conn, &c, m);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "view_at");
    json_decref(r);
    srv_hub_close(h, conn);
    srv_hub_free(h);
    srv_store_close(store);
    hub_cap_clear(&c);
    json_decref(msg);
    free(line);
    free(text);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* The review of a loaded record (the viewer's chart): "curve" holds every
 * judged decision of the seat in the order of the game, as many as it
 * judged, each a chance and a loss in thousandths. */
static void test_review_of_a_replay_gives_the_whole_curve(void **unused)
{
    (void)unused;
    hub_capture c = {0};
    char err[256];
    srv_hub_config cfg = {.review_iters = 12, .send = hub_cap_send, .ctx = &c};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    assert_non_null(h);
    srv_conn *conn = srv_hub_open(h, NULL);
    char gid[64];
    char *text = finished_record(h, conn, &c, gid, sizeof gid);
    json_t *msg = json_pack("{s:s, s:s}", "type", "replay", "record", text);
    char *line = json_dumps(msg, JSON_COMPACT);
    json_t *r = hub_say(h, conn, &c, line);
    char ask[512];
    seat_msg(
        ask, sizeof ask, json_string_value(json_object_get(r, "game_id")),
        json_string_value(json_object_get(json_array_get(json_object_get(r, "seats"), 1), "token")),
        1, "review", "");
    json_t *rv = hub_say(h, conn, &c, ask);
    assert_string_equal(json_string_value(json_object_get(rv, "type")), "review");
    json_t *curve = json_object_get(rv, "curve");
    assert_int_equal((long long)json_array_size(curve),
                     json_integer_value(json_object_get(rv, "decisions")));
    assert_true(json_array_size(curve) > 10);
    long long last = 0;
    size_t i;
    json_t *pt;
    json_array_foreach(curve, i, pt)
    {
        long long n = json_integer_value(json_object_get(pt, "n"));
        long long v = json_integer_value(json_object_get(pt, "value"));
        long long loss = json_integer_value(json_object_get(pt, "loss"));
        assert_true(n > last);
        assert_true(v >= 0 && v <= 1000 && loss >= 0 && loss <= 1000);
        last = n;
    }
    assert_true(last <= json_integer_value(json_object_get(r, "total")));
    json_decref(rv);
    json_decref(r);
    json_decref(msg);
    free(line);
    free(text);
    srv_hub_close(h, conn);
    srv_hub_free(h);
    hub_cap_clear(&c);
}

static void test_list_rows_say_seats_round_scores_and_a_wrong_key(void **unused)
{
    (void)unused;
    table t;
    open_table(&t, NULL, false);
    char msg[1024];
    snprintf(msg, sizeof msg,
             "{\"type\":\"list\",\"tokens\":[{\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"},"
             "{\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"},"
             "{\"game_id\":\"0123456789abcdef\",\"seat\":0,\"token\":\"%s\"}]}",
             t.m.id, t.m.tok[1], t.m.id, t.m.tok[1], t.m.tok[1]);
    json_t *r = hub_say(t.h, t.a, &t.c, msg);
    json_t *games = json_object_get(r, "games");
    json_t *row = json_array_get(games, 0);
    assert_int_equal((int)json_array_size(json_object_get(row, "seats")), 3);
    assert_string_equal(
        json_string_value(json_object_get(json_array_get(json_object_get(row, "seats"), 2), "bot")),
        "random");
    assert_int_equal(json_integer_value(json_object_get(row, "round")), 1);
    assert_null(json_object_get(row, "scores")); /* not while it runs */
    assert_true(json_integer_value(json_object_get(row, "created")) > 0);
    assert_true(json_integer_value(json_object_get(row, "last")) >=
                json_integer_value(json_object_get(row, "created")));
    /* the wrong key to a game that is there, and a game that is not */
    assert_string_equal(json_string_value(json_object_get(json_array_get(games, 1), "error")),
                        "bad_token");
    assert_string_equal(json_string_value(json_object_get(json_array_get(games, 2), "error")),
                        "no_game");
    json_decref(r);
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[0], 0, "resign", "");
    json_decref(hub_say(t.h, t.a, &t.c, msg));
    seat_msg(msg, sizeof msg, t.m.id, t.m.tok[1], 1, "resign", "");
    json_decref(hub_say(t.h, t.b, &t.c, msg));
    snprintf(msg, sizeof msg,
             "{\"type\":\"list\",\"tokens\":[{\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}]}",
             t.m.id, t.m.tok[1]);
    r = hub_say(t.h, t.a, &t.c, msg);
    row = json_array_get(json_object_get(r, "games"), 0);
    assert_int_equal((int)json_array_size(json_object_get(row, "scores")), 3);
    json_t *w = json_object_get(row, "winners");
    /* seat 1 resigned last, which ended the game (no person was left): the others win,
     * seat 0 played on by the bot that took it over */
    assert_int_equal((int)json_array_size(w), 2);
    assert_int_equal(json_integer_value(json_array_get(w, 0)), 0);
    assert_int_equal(json_integer_value(json_array_get(w, 1)), 2);
    json_decref(r);
    close_table(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rematch_rotates_the_seats_and_keeps_the_settings),
        cmocka_unit_test(test_rematch_asked_again_answers_the_same_game),
        cmocka_unit_test(test_a_seat_away_gets_its_offer_when_it_comes_back),
        cmocka_unit_test(test_rematch_refused_while_running_and_to_spectators),
        cmocka_unit_test(test_replay_shows_every_step_as_the_game_did),
        cmocka_unit_test(test_replay_of_a_damaged_record_names_its_line),
        cmocka_unit_test(test_replay_is_not_stored_and_leaves_with_its_follower),
        cmocka_unit_test(test_review_of_a_replay_gives_the_whole_curve),
        cmocka_unit_test(test_list_rows_say_seats_round_scores_and_a_wrong_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
