/* test_protocol_clocks.c - the games' clocks and resignation through the hub,
 * on a clock the test sets (srv_hub_config.now_ms): a live clock counts down
 * only for the seat to decide and gives turn_s at each turn's start; when it
 * runs out the easy bot plays that turn ("play") or a bot takes the seat for
 * good ("drop"); a clock of days per move runs out after its days; clocks
 * come back after the hub is rebuilt from its store as they were; a bad
 * clock in a create is refused with the field named.  Resigning in 3
 * players hands the seat to a bot and the game goes on; in 2 players, or
 * with no other person left to play, it ends the game with the resigner
 * last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub_th.h"
#include "server/internal.h"

static int64_t g_now = 1700000000000LL;
static int64_t test_now(void)
{
    return g_now;
}

static hub_client *open_hub(srv_store *store)
{
    hub_client *t = calloc(1, sizeof *t);
    assert_non_null(t);
    char err[256];
    srv_hub_config cfg = {.store = store, .send = hub_cap_send, .ctx = &t->c, .now_ms = test_now};
    t->h = srv_hub_new(&cfg, err, sizeof err);
    if (!t->h)
        fail_msg("hub: %s", err);
    t->conn = srv_hub_open(t->h, NULL);
    return t;
}

/* A game whose people have not come yet (no seat's token shown). */
static hub_made create_invited(hub_client *t, int players, const char *clock)
{
    char msg[512];
    snprintf(msg, sizeof msg,
             "{\"type\":\"create\",\"game\":\"arnak\",\"players\":%d,"
             "\"seed\":\"%016x\"%s%s}",
             players, 7, clock ? ",\"clock\":" : "", clock ? clock : "");
    return hub_create(t->h, t->conn, &t->c, msg);
}

static json_t *view(hub_client *t, const hub_made *m, int seat)
{
    char msg[256];
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}",
             m->id, seat, m->tok[seat]);
    json_t *v = hub_ask(t, msg);
    assert_string_equal(json_string_value(json_object_get(v, "type")), "view");
    return v;
}

/* A game whose every person has come (each seat's token shown once). */
static hub_made create(hub_client *t, int players, const char *clock)
{
    hub_made m = create_invited(t, players, clock);
    for (int p = 0; p < players; p++)
        json_decref(view(t, &m, p));
    return m;
}

/* The spectator's view (shows no seat's token). */
static json_t *watch_view(hub_client *t, const hub_made *m)
{
    char msg[256];
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\"}", m->id);
    json_t *v = hub_ask(t, msg);
    assert_string_equal(json_string_value(json_object_get(v, "type")), "view");
    return v;
}

static json_t *clock_of(const json_t *v, const char *key)
{
    return json_object_get(json_object_get(v, "clock"), key);
}

static int turn_of(hub_client *t, const hub_made *m)
{
    json_t *v = view(t, m, 0);
    int turn = json_is_integer(json_object_get(v, "turn"))
                   ? (int)json_integer_value(json_object_get(v, "turn"))
                   : -1;
    json_decref(v);
    return turn;
}

static long long left_ms(const json_t *v, int seat)
{
    json_t *clock = json_object_get(v, "clock");
    assert_non_null(clock);
    return (long long)json_integer_value(
        json_array_get(json_object_get(clock, "left_ms"), (size_t)seat));
}

/* The seat acts its first legal action (the acting seat's own view); with
 * keep_turn, the first that is not a pass (its turn goes on). */
static void act_one(hub_client *t, const hub_made *m, int seat, bool keep_turn)
{
    json_t *v = view(t, m, seat), *acts = json_object_get(v, "actions");
    size_t k = 0;
    while (keep_turn && k + 1 < json_array_size(acts) &&
           strcmp(json_string_value(json_object_get(json_array_get(acts, k), "text")), "pass") == 0)
        k++;
    const char *a = json_string_value(json_object_get(json_array_get(acts, k), "text"));
    assert_non_null(a);
    char msg[512];
    snprintf(msg, sizeof msg,
             "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\","
             "\"action\":\"%s\"}",
             m->id, seat, m->tok[seat], a);
    json_decref(v);
    json_t *r = hub_ask(t, msg), *ack = hub_find_type(&t->c, "ack");
    if (!ack)
        fail_msg("act: %s", json_string_value(json_object_get(r, "message")));
    json_decref(ack);
    json_decref(r);
}

static void act_first(hub_client *t, const hub_made *m, int seat)
{
    act_one(t, m, seat, false);
}

/* Plays seat p's first actions until another seat is to decide. */
static void finish_turn(hub_client *t, const hub_made *m, int p)
{
    for (int i = 0; i < 40 && turn_of(t, m) == p; i++)
        act_first(t, m, p);
    assert_int_not_equal(turn_of(t, m), p);
}

static void test_live_clock_counts_down_for_the_seat_to_decide(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create(t, 2, "{\"mode\":\"live\",\"bank_s\":60,\"turn_s\":5}");
    json_t *v = view(t, &m, 1);
    json_t *clock = json_object_get(v, "clock");
    assert_string_equal(json_string_value(json_object_get(clock, "mode")), "live");
    assert_int_equal(json_integer_value(json_object_get(clock, "running")), 0);
    assert_int_equal(left_ms(v, 0), 65000); /* the bank and the first turn's 5 s */
    assert_int_equal(left_ms(v, 1), 60000);
    json_decref(v);
    g_now += 12000;
    v = view(t, &m, 1);
    assert_int_equal(left_ms(v, 0), 53000);
    assert_int_equal(left_ms(v, 1), 60000);
    json_decref(v);
    finish_turn(t, &m, 0);
    g_now += 1000;
    v = view(t, &m, 0);
    assert_int_equal(json_integer_value(json_object_get(json_object_get(v, "clock"), "running")),
                     1);
    assert_int_equal(left_ms(v, 0), 53000);
    assert_int_equal(left_ms(v, 1), 64000);
    json_decref(v);
    hub_client_close(t);
}

static void test_clock_running_out_lets_easy_play_the_turn(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create(t, 2, "{\"mode\":\"live\",\"bank_s\":2,\"timeout\":\"play\"}");
    char join[256];
    snprintf(join, sizeof join,
             "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id, m.tok[1]);
    json_decref(hub_ask(t, join));
    g_now += 1999;
    srv_hub_clocks(t->h);
    assert_int_equal(turn_of(t, &m), 0);
    g_now += 1;
    hub_cap_clear(&t->c);
    srv_hub_clocks(t->h);
    assert_int_equal(srv_hub_flush(t->h), 0);
    json_t *cm = hub_find_type(&t->c, "clock");
    assert_non_null(cm);
    assert_true(json_is_true(json_object_get(json_object_get(cm, "clock"), "expired")));
    json_decref(cm);
    /* the easy bot played seat 0's turn; the seat is still its person's */
    assert_int_equal(turn_of(t, &m), 1);
    json_t *v = view(t, &m, 1);
    json_t *s0 = json_array_get(json_object_get(v, "seats"), 0);
    assert_string_equal(json_string_value(json_object_get(s0, "kind")), "human");
    assert_int_equal(left_ms(v, 0), 0);
    assert_int_equal(left_ms(v, 1), 2000);
    json_decref(v);
    hub_client_close(t);
}

static void test_clock_running_out_drops_the_seat(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create(t, 2, "{\"mode\":\"live\",\"bank_s\":0,\"turn_s\":3,\"timeout\":\"drop\"}");
    g_now += 3000;
    srv_hub_clocks(t->h);
    assert_int_equal(srv_hub_flush(t->h), 0);
    json_t *v = view(t, &m, 1);
    json_t *s0 = json_array_get(json_object_get(v, "seats"), 0);
    assert_string_equal(json_string_value(json_object_get(s0, "kind")), "bot");
    assert_string_equal(json_string_value(json_object_get(s0, "bot")), SRV_TAKEOVER_BOT);
    assert_true(json_is_true(json_object_get(s0, "taken")));
    assert_int_equal(json_integer_value(json_object_get(v, "turn")), 1);
    json_decref(v);
    /* the dropped person may still look through the seat, not play it */
    json_decref(view(t, &m, 0));
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", m.id,
             m.tok[0]);
    hub_expect_error(hub_ask(t, msg), "taken");
    hub_client_close(t);
}

static void test_days_per_move(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create(t, 2, "{\"mode\":\"days\",\"turn_s\":172800}");
    g_now += 172800000LL - 1;
    srv_hub_clocks(t->h);
    json_t *v = view(t, &m, 0);
    assert_int_equal(left_ms(v, 0), 1);
    assert_int_equal(json_integer_value(json_object_get(json_object_get(v, "clock"), "turn_s")),
                     172800);
    json_decref(v);
    g_now += 1;
    srv_hub_clocks(t->h);
    assert_int_equal(turn_of(t, &m), 1);
    v = view(t, &m, 0);
    assert_int_equal(left_ms(v, 1), 172800000LL); /* each turn its whole time, nothing kept */
    json_decref(v);
    hub_client_close(t);
}

static void test_bad_clocks_are_refused(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    static const char *const bad[] = {
        "\"fast\"",
        "{\"mode\":\"blitz\"}",
        "{\"mode\":\"live\"}",
        "{\"mode\":\"live\",\"bank_s\":-1}",
        "{\"mode\":\"live\",\"bank_s\":60,\"timeout\":\"sleep\"}",
        "{\"mode\":\"days\"}",
        "{\"mode\":\"days\",\"turn_s\":86400,\"bank_s\":5}",
        "{\"mode\":\"live\",\"bank_s\":1e3}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char msg[256];
        snprintf(msg, sizeof msg, "{\"type\":\"create\",\"game\":\"arnak\",\"clock\":%s}", bad[i]);
        json_t *r = hub_ask(t, msg);
        assert_non_null(strstr(json_string_value(json_object_get(r, "message")), "clock"));
        hub_expect_error(r, "bad_setup");
    }
    hub_client_close(t);
}

static void test_resign_in_three_players_hands_the_seat_to_a_bot(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create(t, 3, NULL);
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", m.id,
             m.tok[0]);
    json_t *r = hub_ask(t, msg);
    json_t *ack = hub_find_type(&t->c, "ack");
    assert_non_null(ack);
    json_decref(ack);
    json_decref(r);
    json_t *v = view(t, &m, 1);
    assert_false(json_is_true(json_object_get(v, "over")));
    assert_true(json_is_null(json_object_get(v, "resigned")));
    json_t *s0 = json_array_get(json_object_get(v, "seats"), 0);
    assert_string_equal(json_string_value(json_object_get(s0, "kind")), "bot");
    assert_true(json_is_true(json_object_get(s0, "taken")));
    /* the bot played seat 0's turn: the game goes on with seat 1 */
    assert_int_equal(json_integer_value(json_object_get(v, "turn")), 1);
    json_decref(v);
    hub_expect_error(hub_ask(t, msg), "taken");
    finish_turn(t, &m, 1);
    hub_client_close(t);
}

/* With no other person left to play, resigning ends a game of 3 too. */
static void test_resign_among_bots_ends_the_game(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":3,\"seats\":["
                            "{\"kind\":\"human\"},{\"kind\":\"bot\",\"bot\":\"random\"},"
                            "{\"kind\":\"bot\",\"bot\":\"random\"}]}");
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", m.id,
             m.tok[0]);
    json_decref(hub_ask(t, msg));
    json_t *v = view(t, &m, 0);
    assert_true(json_is_true(json_object_get(v, "over")));
    assert_int_equal(json_integer_value(json_object_get(v, "resigned")), 0);
    assert_int_equal(json_array_size(json_object_get(json_object_get(v, "scores"), "winners")), 2);
    json_decref(v);
    hub_client_close(t);
}

static void test_resign_in_two_players_ends_with_the_resigner_last(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create(t, 2, NULL);
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id,
             m.tok[1]);
    json_decref(hub_ask(t, msg));
    json_t *v = view(t, &m, 0);
    assert_true(json_is_true(json_object_get(v, "over")));
    assert_int_equal(json_integer_value(json_object_get(v, "resigned")), 1);
    json_t *sc = json_object_get(v, "scores");
    json_t *w = json_object_get(sc, "winners");
    assert_int_equal(json_array_size(w), 1);
    assert_int_equal(json_integer_value(json_array_get(w, 0)), 0);
    json_t *p1 = json_array_get(json_object_get(sc, "players"), 1);
    assert_false(json_is_true(json_object_get(p1, "winner")));
    json_decref(v);
    hub_client_close(t);
}

/* Lost Cities lists its players' scores without a "seat": by their places. */
static void test_resign_in_lost_cities_makes_the_other_seat_the_winner(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"lost-cities\",\"players\":2}");
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", m.id,
             m.tok[0]);
    json_decref(hub_ask(t, msg));
    json_t *v = view(t, &m, 1);
    json_t *sc = json_object_get(v, "scores");
    json_t *w = json_object_get(sc, "winners");
    assert_int_equal(json_array_size(w), 1);
    assert_int_equal(json_integer_value(json_array_get(w, 0)), 1);
    assert_true(
        json_is_true(json_object_get(json_array_get(json_object_get(sc, "players"), 1), "winner")));
    assert_false(
        json_is_true(json_object_get(json_array_get(json_object_get(sc, "players"), 0), "winner")));
    json_decref(v);
    hub_client_close(t);
}

/* The store in folder dir (made by mkdtemp), opened or the test fails. */
static srv_store *store_in(const char *dir)
{
    char err[512];
    srv_store *s = srv_store_open(dir, err, sizeof err);
    if (!s)
        fail_msg("store: %s", err);
    return s;
}

static void remove_dir(const char *dir)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_clocks_come_back_from_the_store(void **unused)
{
    (void)unused;
    char dir[] = "/tmp/arnak-test-clocks-XXXXXX";
    assert_non_null(mkdtemp(dir));
    srv_store *s = store_in(dir);
    hub_client *t = open_hub(s);
    hub_made live = create(t, 2, "{\"mode\":\"live\",\"bank_s\":100,\"turn_s\":10}");
    hub_made three = create(t, 3, "{\"mode\":\"live\",\"bank_s\":30,\"timeout\":\"drop\"}");
    g_now += 7000;
    finish_turn(t, &live, 0);
    g_now += 4000;
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", three.id,
             three.tok[0]);
    json_decref(hub_ask(t, msg));
    json_t *before = view(t, &live, 0), *before3 = view(t, &three, 1);
    hub_client_close(t);
    srv_store_close(s);

    s = store_in(dir);
    t = open_hub(s);
    json_t *after = view(t, &live, 0), *after3 = view(t, &three, 1);
    assert_int_equal(left_ms(after, 0), 103000);
    assert_int_equal(left_ms(after, 1), 106000);
    assert_int_equal(left_ms(after, 0), left_ms(before, 0));
    assert_int_equal(left_ms(after, 1), left_ms(before, 1));
    json_t *s0 = json_array_get(json_object_get(after3, "seats"), 0);
    assert_true(json_is_true(json_object_get(s0, "taken")));
    assert_int_equal(left_ms(after3, 1), left_ms(before3, 1));
    /* the time the server was down counts */
    g_now += 5000;
    json_t *later = view(t, &live, 0);
    assert_int_equal(left_ms(later, 1), 101000);
    json_decref(later);
    json_decref(before);
    json_decref(after);
    json_decref(before3);
    json_decref(after3);
    hub_client_close(t);
    srv_store_close(s);
    remove_dir(dir);
}

/* The whole story as seat sees it (one page: the games here are short). */
static json_t *story(hub_client *t, const hub_made *m, int seat, long long *seq)
{
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"history\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}", m->id,
             seat, m->tok[seat]);
    json_t *r = hub_ask(t, msg);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "history");
    assert_false(json_is_true(json_object_get(r, "more")));
    *seq = (long long)json_integer_value(json_object_get(r, "seq"));
    json_t *steps = json_incref(json_object_get(r, "steps"));
    json_decref(r);
    return steps;
}

/* Regression (the log lost "takes the seat" after a reload): a seat a bot
 * took over is a step of the story where it happened, told by `history`
 * also after a restart, and the game's seq counts it there too. */
static void test_a_takeover_stays_in_the_story_after_a_restart(void **unused)
{
    (void)unused;
    char dir[] = "/tmp/arnak-test-takeover-XXXXXX";
    assert_non_null(mkdtemp(dir));
    srv_store *s = store_in(dir);
    hub_client *t = open_hub(s);
    hub_made m = create(t, 3, NULL);
    finish_turn(t, &m, 0);
    assert_int_equal(turn_of(t, &m), 1);
    char msg[256];
    snprintf(msg, sizeof msg,
             "{\"type\":\"resign\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id,
             m.tok[1]);
    json_decref(hub_ask(t, msg));
    long long seq_before, seq_after;
    json_t *before = story(t, &m, 2, &seq_before);
    size_t i, found = 0, acts = 0;
    json_t *st;
    json_array_foreach(before, i, st) {
        const char *kind = json_string_value(json_object_get(st, "kind"));
        assert_int_equal(json_integer_value(json_object_get(st, "n")), (json_int_t)i + 1);
        if (strcmp(kind, "takeover") == 0) {
            assert_int_equal(json_integer_value(json_object_get(st, "player")), 1);
            assert_string_equal(json_string_value(json_object_get(st, "reason")), "resigned");
            found = i + 1;
            assert_true(acts > 0); /* after seat 0's turn, before the bot's moves */
        } else {
            acts++;
        }
    }
    assert_true(found > 0 && found < json_array_size(before));
    hub_client_close(t);
    srv_store_close(s);

    s = store_in(dir);
    t = open_hub(s);
    json_t *after = story(t, &m, 2, &seq_after);
    char *a = game_json_dump(before), *b = game_json_dump(after);
    assert_string_equal(a, b);
    assert_int_equal(seq_after, seq_before);
    free(a);
    free(b);
    json_decref(before);
    json_decref(after);
    hub_client_close(t);
    srv_store_close(s);
    remove_dir(dir);
}

/* Regression (an invited friend's clock ran, and the bot played their turns,
 * before they had opened the link): a seat's clock starts the first time its
 * person shows its token; until then the game waits for it, no clock runs and
 * no bot plays, and every view says whom it waits for. */
static void test_an_invited_seat_s_clock_waits_until_its_person_comes(void **unused)
{
    (void)unused;
    hub_client *t = open_hub(NULL);
    hub_made m = create_invited(t, 2, "{\"mode\":\"live\",\"bank_s\":10,\"timeout\":\"play\"}");
    /* nobody has come: the creator's own seat waits too */
    g_now += 600000;
    srv_hub_clocks(t->h);
    json_t *v = watch_view(t, &m);
    assert_true(json_is_null(clock_of(v, "running")));
    assert_int_equal(json_integer_value(clock_of(v, "waiting")), 0);
    assert_int_equal(left_ms(v, 0), 10000);
    assert_int_equal(json_integer_value(json_object_get(v, "turn")), 0);
    json_decref(v);
    /* seat 0 comes and plays its turn; seat 1's person has not opened the link */
    v = view(t, &m, 0);
    assert_int_equal(json_integer_value(clock_of(v, "running")), 0);
    assert_true(json_is_null(clock_of(v, "waiting")));
    json_decref(v);
    g_now += 3000;
    finish_turn(t, &m, 0);
    g_now += 3600000; /* an hour: seat 1 would have run out ten times over */
    srv_hub_clocks(t->h);
    assert_int_equal(srv_hub_flush(t->h), 0);
    v = watch_view(t, &m);
    assert_int_equal(json_integer_value(json_object_get(v, "turn")), 1);
    assert_true(json_is_null(clock_of(v, "running")));
    assert_int_equal(json_integer_value(clock_of(v, "waiting")), 1);
    assert_false(json_is_true(clock_of(v, "expired")));
    assert_int_equal(left_ms(v, 0), 7000);
    assert_int_equal(left_ms(v, 1), 10000);
    json_decref(v);
    /* seat 1 comes: from now on its clock runs, and runs out */
    v = view(t, &m, 1);
    assert_int_equal(json_integer_value(clock_of(v, "running")), 1);
    assert_true(json_is_null(clock_of(v, "waiting")));
    json_decref(v);
    g_now += 4000;
    v = watch_view(t, &m);
    assert_int_equal(left_ms(v, 1), 6000);
    json_decref(v);
    g_now += 6000;
    srv_hub_clocks(t->h);
    assert_int_equal(srv_hub_flush(t->h), 0);
    v = watch_view(t, &m);
    assert_int_equal(json_integer_value(json_object_get(v, "turn")), 0);
    assert_int_equal(left_ms(v, 1), 0);
    json_decref(v);
    hub_client_close(t);
}

/* The "timeout" steps of a story and the actions the clock's bot played. */
typedef struct {
    int timeouts, by_clock, own;
    long long first_timeout; /* its n, or 0 */
    int timeout_seat;
} story_count;

static story_count count_story(const json_t *steps)
{
    story_count k = {0, 0, 0, 0, -1};
    size_t i;
    json_t *st;
    json_array_foreach(steps, i, st) {
        const char *kind = json_string_value(json_object_get(st, "kind"));
        const char *by = json_string_value(json_object_get(st, "by"));
        if (strcmp(kind, "timeout") == 0) {
            assert_string_equal(json_string_value(json_object_get(st, "then")), "play");
            if (!k.timeouts++) {
                k.first_timeout = (long long)json_integer_value(json_object_get(st, "n"));
                k.timeout_seat = (int)json_integer_value(json_object_get(st, "player"));
            }
        } else if (strcmp(kind, "act") == 0) {
            if (by) {
                assert_string_equal(by, "clock");
                assert_int_equal(json_integer_value(json_object_get(st, "player")), k.timeout_seat);
                assert_true(k.timeouts > 0);
            }
            k.by_clock += by != NULL;
            k.own += by == NULL;
        }
    }
    return k;
}

/* Regression (a timeout's turn read in the log as the player's own, with no
 * line saying the time ran out): the timeout is a step of the story, told to
 * every follower as it happens, where it happened in `history` (also after a
 * restart, with the game's seq), and the moves the easy bot then made are
 * marked "by": "clock" in the updates and the story alike. */
static void test_a_timeout_is_a_step_of_the_story_and_stays_after_a_restart(void **unused)
{
    (void)unused;
    char dir[] = "/tmp/arnak-test-timeout-XXXXXX";
    assert_non_null(mkdtemp(dir));
    srv_store *s = store_in(dir);
    hub_client *t = open_hub(s);
    hub_made m = create(t, 2, "{\"mode\":\"live\",\"bank_s\":5,\"timeout\":\"play\"}");
    char join[256];
    snprintf(join, sizeof join,
             "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\"}", m.id, m.tok[1]);
    json_decref(hub_ask(t, join));
    act_one(t, &m, 0, true); /* one step of seat 0's own, then its time runs out */
    assert_int_equal(turn_of(t, &m), 0);
    hub_cap_clear(&t->c);
    g_now += 5000;
    srv_hub_clocks(t->h);
    assert_int_equal(srv_hub_flush(t->h), 0);
    /* seat 1's connection was told: the timeout's update, then the bot's moves marked */
    int told = 0, marked = 0;
    for (int i = 0; i < t->c.n; i++) {
        json_t *j = json_loads(t->c.msg[i], 0, NULL);
        json_t *step = json_object_get(j, "step");
        const char *kind = json_string_value(json_object_get(step, "kind"));
        if (kind && strcmp(kind, "timeout") == 0) {
            assert_int_equal(json_integer_value(json_object_get(step, "player")), 0);
            assert_int_equal(marked, 0);
            told++;
        }
        marked += json_object_get(step, "by") != NULL;
        json_decref(j);
    }
    assert_int_equal(told, 1);
    assert_true(marked > 0);
    assert_int_equal(turn_of(t, &m), 1);
    long long seq_before, seq_after;
    json_t *before = story(t, &m, 1, &seq_before);
    story_count k = count_story(before);
    assert_int_equal(k.timeouts, 1);
    assert_int_equal(k.timeout_seat, 0);
    assert_int_equal(k.first_timeout, 2); /* after seat 0's own step */
    assert_int_equal(k.by_clock, marked); /* each told once to seat 1 */
    assert_int_equal(k.own, 1);
    /* the seat cannot take back what the bot played for it */
    char undo[256];
    snprintf(undo, sizeof undo,
             "{\"type\":\"undo\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", m.id, m.tok[0]);
    json_t *r = hub_ask(t, undo);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "error");
    json_decref(r);
    hub_client_close(t);
    srv_store_close(s);

    s = store_in(dir);
    t = open_hub(s);
    json_t *after = story(t, &m, 1, &seq_after);
    char *a = game_json_dump(before), *b = game_json_dump(after);
    assert_string_equal(a, b);
    assert_int_equal(seq_after, seq_before);
    free(a);
    free(b);
    /* seat 1 plays its own turn: its moves are its own */
    finish_turn(t, &m, 1);
    json_decref(after);
    after = story(t, &m, 0, &seq_after);
    story_count k2 = count_story(after);
    assert_int_equal(k2.timeouts, 1);
    assert_int_equal(k2.by_clock, k.by_clock);
    assert_true(k2.own > k.own);
    json_decref(before);
    json_decref(after);
    hub_client_close(t);
    srv_store_close(s);
    remove_dir(dir);
}

/* The clock's kept timeouts (clocks.c): which actions the easy bot played,
 * an undo taking later ones away, the stored form read back, a damaged one
 * refused, a clock stored before seats had to come (every seat has come), and
 * no more than SRV_CLOCK_MAX_OUTS kept. */
static void test_clock_timeouts_are_kept_and_read_back(void **unused)
{
    (void)unused;
    char err[128];
    srv_clock c;
    json_t *ask = json_pack("{s:s, s:i}", "mode", "live", "bank_s", 5);
    assert_int_equal(srv_clock_request(ask, &c, err, sizeof err), 0);
    json_decref(ask);
    assert_int_equal(c.joined, 0);
    assert_true(srv_clock_add_out(&c, 1, 3));
    srv_clock_end_run(&c, 6);                 /* the bot played actions 3, 4, 5 for seat 1 */
    assert_true(srv_clock_add_out(&c, 0, 9)); /* still playing */
    assert_false(srv_clock_played(&c, 2));
    assert_true(srv_clock_played(&c, 3) && srv_clock_played(&c, 5));
    assert_false(srv_clock_played(&c, 6) || srv_clock_played(&c, 8));
    assert_true(srv_clock_played(&c, 9) && srv_clock_played(&c, 40));
    assert_int_equal(srv_clock_outs_until(&c, 8), 1);
    c.joined = 2;
    char *text = srv_clock_text(&c, 2);
    srv_clock back;
    assert_int_equal(srv_clock_load(text, 2, &back, err, sizeof err), 0);
    free(text);
    assert_int_equal(back.nouts, 2);
    assert_int_equal(back.joined, 2);
    assert_true(srv_clock_played(&back, 4) && !srv_clock_played(&back, 7) &&
                srv_clock_played(&back, 12));
    srv_clock_undone(&back, 5); /* back to 5 actions: the second goes, the first ends at 5 */
    assert_int_equal(back.nouts, 1);
    assert_true(srv_clock_played(&back, 4) && !srv_clock_played(&back, 5));
    static const char *const damaged[] = {
        "[[2,1,-1]]",          /* no seat 2 of 2 */
        "[[0,5,3]]",           /* a run ending before it began */
        "[[0,5,-1],[1,4,-1]]", /* out of order */
        "[[0,5]]",
        "{}",
    };
    for (size_t i = 0; i < sizeof damaged / sizeof damaged[0]; i++) {
        char row[256];
        snprintf(row, sizeof row,
                 "{\"mode\":\"live\",\"timeout\":\"play\",\"bank_ms\":5000,\"turn_ms\":0,"
                 "\"left_ms\":[5000,5000],\"turn\":0,\"since\":1,\"expired\":false,\"outs\":%s}",
                 damaged[i]);
        assert_int_equal(srv_clock_load(row, 2, &back, err, sizeof err), -1);
    }
    assert_int_equal(srv_clock_load("{\"mode\":\"live\",\"timeout\":\"play\",\"bank_ms\":5000,"
                                    "\"turn_ms\":0,\"left_ms\":[5000,5000,5000],\"turn\":0,"
                                    "\"since\":1,\"expired\":false}",
                                    3, &back, err, sizeof err),
                     0);
    assert_int_equal(back.joined, 7);
    assert_int_equal(back.nouts, 0);
    int kept = 0;
    while (srv_clock_add_out(&c, 0, 100 + kept))
        kept++;
    assert_int_equal(c.nouts, SRV_CLOCK_MAX_OUTS);
    assert_int_equal(kept, SRV_CLOCK_MAX_OUTS - 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_live_clock_counts_down_for_the_seat_to_decide),
        cmocka_unit_test(test_clock_running_out_lets_easy_play_the_turn),
        cmocka_unit_test(test_clock_running_out_drops_the_seat),
        cmocka_unit_test(test_days_per_move),
        cmocka_unit_test(test_bad_clocks_are_refused),
        cmocka_unit_test(test_resign_in_three_players_hands_the_seat_to_a_bot),
        cmocka_unit_test(test_a_takeover_stays_in_the_story_after_a_restart),
        cmocka_unit_test(test_resign_among_bots_ends_the_game),
        cmocka_unit_test(test_resign_in_two_players_ends_with_the_resigner_last),
        cmocka_unit_test(test_resign_in_lost_cities_makes_the_other_seat_the_winner),
        cmocka_unit_test(test_clocks_come_back_from_the_store),
        cmocka_unit_test(test_an_invited_seat_s_clock_waits_until_its_person_comes),
        cmocka_unit_test(test_a_timeout_is_a_step_of_the_story_and_stays_after_a_restart),
        cmocka_unit_test(test_clock_timeouts_are_kept_and_read_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
