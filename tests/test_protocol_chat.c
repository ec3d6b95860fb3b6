/* test_protocol_chat.c - presence and chat through the hub (src/server/chat.c,
 * presence.c): each channel reaches its readers only (the seats' channel the
 * seats, the spectators' channel the spectators and the seats that asked for
 * it), presence the same for everyone who follows the table, a seat's first
 * join announced once (and not again after a restart), the limits (500
 * characters, 10 messages in 10 s a seat over all its connections, no chat
 * in bot and hot-seat games), and the chat kept in the store across a
 * restart.  With ARNAK_TEST_STORE set (a postgresql:// URL) the store is
 * that database. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hub_th.h"
#include "server/server.h"

#define A  ((void *)1)
#define B  ((void *)2)
#define S  ((void *)3)
#define S2 ((void *)4)

typedef struct {
    hub_capture c;
    srv_hub *h;
    srv_store *store;
    char dir[64];
    srv_conn *a, *b, *s, *s2;
    hub_made m;
} table_fx;

static srv_store *open_store(table_fx *f)
{
    char err[512];
    const char *url = getenv("ARNAK_TEST_STORE");
    srv_store *st = srv_store_open(url && url[0] ? url : f->dir, err, sizeof err);
    if (!st)
        fail_msg("store: %s", err);
    return st;
}

static json_t *say(table_fx *f, srv_conn *c, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static json_t *say(table_fx *f, srv_conn *c, const char *fmt, ...)
{
    char msg[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return hub_say(f->h, c, &f->c, msg);
}

static const char *type_of(const json_t *j)
{
    return json_string_value(json_object_get(j, "type"));
}

/* The messages of `type` that transport `to` got in the last exchange. */
static int got(table_fx *f, void *to, const char *type)
{
    int n = 0;
    for (int i = 0; i < f->c.n; i++) {
        if (f->c.to[i] != to)
            continue;
        json_t *j = json_loads(f->c.msg[i], 0, NULL);
        assert_non_null(j);
        n += strcmp(type_of(j), type) == 0 && !json_object_get(j, "id");
        json_decref(j);
    }
    return n;
}

/* The last pushed message of `type` that `to` got (NULL: none). */
static json_t *last_push(table_fx *f, void *to, const char *type)
{
    for (int i = f->c.n - 1; i >= 0; i--) {
        if (f->c.to[i] != to)
            continue;
        json_t *j = json_loads(f->c.msg[i], 0, NULL);
        if (j && strcmp(type_of(j), type) == 0 && !json_object_get(j, "id"))
            return j;
        json_decref(j);
    }
    return NULL;
}

static void join(table_fx *f, srv_conn *c, int seat)
{
    json_t *r = say(f, c, "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}",
                    f->m.id, seat, f->m.tok[seat]);
    json_decref(r);
}

static json_t *table(table_fx *f, srv_conn *c, int seat, const char *extra)
{
    if (seat < 0)
        return say(f, c, "{\"type\":\"table\",\"game_id\":\"%s\",\"id\":9%s}", f->m.id, extra);
    return say(f, c,
               "{\"type\":\"table\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\","
               "\"id\":9%s}",
               f->m.id, seat, f->m.tok[seat], extra);
}

static json_t *chat(table_fx *f, srv_conn *c, int seat, const char *text)
{
    if (seat < 0)
        return say(f, c, "{\"type\":\"chat\",\"game_id\":\"%s\",\"text\":\"%s\",\"id\":7}", f->m.id,
                   text);
    return say(f, c,
               "{\"type\":\"chat\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\","
               "\"text\":\"%s\",\"id\":7}",
               f->m.id, seat, f->m.tok[seat], text);
}

static void expect_type(json_t *j, const char *type)
{
    if (strcmp(type_of(j), type) != 0)
        fail_msg("expected %s, got %s", type, json_dumps(j, JSON_COMPACT));
    json_decref(j);
}

static void open_hub(table_fx *f)
{
    f->store = open_store(f);
    f->h = hub_new(&f->c, f->store, 0);
    f->a = srv_hub_open(f->h, A);
    f->b = srv_hub_open(f->h, B);
    f->s = srv_hub_open(f->h, S);
    f->s2 = srv_hub_open(f->h, S2);
}

static void close_hub(table_fx *f)
{
    srv_conn *cs[] = {f->a, f->b, f->s, f->s2};
    for (int i = 0; i < 4; i++)
        if (cs[i])
            srv_hub_close(f->h, cs[i]);
    srv_hub_free(f->h);
    srv_store_close(f->store);
    hub_cap_clear(&f->c);
    f->a = f->b = f->s = f->s2 = NULL;
}

/* Two friends (A: seat 0, B: seat 1) and two spectators, all following the
 * table. */
static table_fx *setup_table(const char *create)
{
    table_fx *f = calloc(1, sizeof *f);
    assert_non_null(f);
    snprintf(f->dir, sizeof f->dir, "/tmp/arnak-chat-XXXXXX");
    assert_non_null(mkdtemp(f->dir));
    open_hub(f);
    f->m = hub_create(f->h, f->a, &f->c, create);
    return f;
}

static void teardown_table(table_fx *f)
{
    close_hub(f);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", f->dir);
    assert_int_equal(system(cmd), 0);
    free(f);
}

static const char two_friends[] =
    "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":5,"
    "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}";

static void seat_everyone(table_fx *f)
{
    join(f, f->a, 0);
    json_decref(table(f, f->a, 0, ""));
    join(f, f->b, 1);
    json_decref(table(f, f->b, 1, ""));
    json_decref(say(f, f->s, "{\"type\":\"watch\",\"game_id\":\"%s\"}", f->m.id));
    json_decref(table(f, f->s, -1, ""));
    json_decref(say(f, f->s2, "{\"type\":\"watch\",\"game_id\":\"%s\"}", f->m.id));
    json_decref(table(f, f->s2, -1, ""));
}

static void test_each_channel_reaches_only_its_readers(void **unused)
{
    (void)unused;
    table_fx *f = setup_table(two_friends);
    seat_everyone(f);
    expect_type(chat(f, f->a, 0, "hello Blue"), "chat");
    assert_int_equal(got(f, A, "chat"), 1);
    assert_int_equal(got(f, B, "chat"), 1);
    assert_int_equal(got(f, S, "chat") + got(f, S2, "chat"), 0);
    json_t *m = last_push(f, B, "chat");
    assert_string_equal(json_string_value(json_object_get(m, "channel")), "seats");
    assert_string_equal(json_string_value(json_object_get(m, "text")), "hello Blue");
    assert_int_equal(json_integer_value(json_object_get(m, "seat")), 0);
    json_decref(m);
    /* the reply to the sender */
    json_decref(chat(f, f->b, 1, "hi Red"));
    json_t *r = hub_find_type(&f->c, "chat_sent");
    assert_non_null(r);
    assert_int_equal(json_integer_value(json_object_get(r, "id")), 7);
    json_decref(r);
    assert_int_equal(got(f, A, "chat"), 1);
    /* the spectators' channel: the spectators, not the seats (not asked) */
    expect_type(chat(f, f->s, -1, "nice move"), "chat");
    assert_int_equal(got(f, S, "chat") + got(f, S2, "chat"), 2);
    assert_int_equal(got(f, A, "chat") + got(f, B, "chat"), 0);
    /* B asks to read it: its table reply holds it, and the next one reaches B */
    r = table(f, f->b, 1, ",\"spectators\":true");
    assert_true(json_is_true(json_object_get(r, "spectators")));
    json_t *list = json_object_get(r, "messages");
    int spect = 0, seats = 0;
    for (size_t i = 0; i < json_array_size(list); i++) {
        const char *ch = json_string_value(json_object_get(json_array_get(list, i), "channel"));
        spect += strcmp(ch, "spectators") == 0;
        seats += strcmp(ch, "seats") == 0;
    }
    assert_int_equal(spect, 1);
    assert_int_equal(seats, 2);
    json_decref(r);
    expect_type(chat(f, f->s2, -1, "go Blue"), "chat");
    assert_int_equal(got(f, B, "chat"), 1);
    assert_int_equal(got(f, A, "chat"), 0);
    /* a spectator's table reply holds no seats' message */
    r = table(f, f->s, -1, "");
    list = json_object_get(r, "messages");
    for (size_t i = 0; i < json_array_size(list); i++)
        assert_string_not_equal(
            json_string_value(json_object_get(json_array_get(list, i), "channel")), "seats");
    assert_true(json_array_size(list) >= 2);
    json_decref(r);
    /* a seat's connection that also watches writes as its seat only */
    json_decref(say(f, f->a, "{\"type\":\"watch\",\"game_id\":\"%s\"}", f->m.id));
    hub_expect_error(chat(f, f->a, -1, "posing as a fan"), "bad_field");
    /* a spectator cannot write in the seats' channel by naming a seat it has no token of */
    r = say(f, f->s,
            "{\"type\":\"chat\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"x\","
            "\"text\":\"fake\"}",
            f->m.id);
    hub_expect_error(r, "bad_token");
    teardown_table(f);
}

static void test_presence_says_online_away_and_the_first_join(void **unused)
{
    (void)unused;
    table_fx *f = setup_table(two_friends);
    join(f, f->a, 0);
    json_t *r = table(f, f->a, 0, "");
    json_t *seats = json_object_get(json_object_get(r, "presence"), "seats");
    assert_true(json_is_true(json_object_get(json_array_get(seats, 0), "online")));
    assert_true(json_is_false(json_object_get(json_array_get(seats, 1), "online")));
    assert_true(json_is_false(json_object_get(json_array_get(seats, 1), "joined")));
    json_decref(r);
    /* Blue opens the link: Red is told that Blue joined */
    join(f, f->b, 1);
    json_t *p = last_push(f, A, "presence");
    assert_non_null(p);
    assert_int_equal(json_integer_value(json_object_get(p, "joined")), 1);
    seats = json_object_get(p, "seats");
    assert_true(json_is_true(json_object_get(json_array_get(seats, 1), "online")));
    assert_true(json_is_true(json_object_get(json_array_get(seats, 1), "joined")));
    json_decref(p);
    /* once only: Blue's reload is no new join */
    json_decref(table(f, f->b, 1, ""));
    join(f, f->b, 1);
    p = last_push(f, A, "presence");
    assert_true(json_is_null(json_object_get(p, "joined")));
    json_decref(p);
    /* a spectator is counted, and every follower gets the same presence */
    json_decref(say(f, f->s, "{\"type\":\"watch\",\"game_id\":\"%s\"}", f->m.id));
    json_t *pa = last_push(f, A, "presence"), *pb = last_push(f, B, "presence");
    assert_int_equal(json_integer_value(json_object_get(pa, "spectators")), 1);
    assert_true(json_equal(pa, pb));
    json_decref(pa);
    json_decref(pb);
    /* Blue closes the tab: Red sees Blue away at once */
    hub_cap_clear(&f->c);
    srv_hub_close(f->h, f->b);
    f->b = NULL;
    assert_int_equal(srv_hub_flush(f->h), 0);
    p = last_push(f, A, "presence");
    assert_non_null(p);
    seats = json_object_get(p, "seats");
    assert_true(json_is_false(json_object_get(json_array_get(seats, 1), "online")));
    assert_true(json_is_true(json_object_get(json_array_get(seats, 1), "joined")));
    json_decref(p);
    /* a connection that never asked for the table gets no presence */
    assert_int_equal(got(f, S, "presence"), 0);
    /* a page that waits keeps its line with "ping" */
    json_t *pong = say(f, f->a, "{\"type\":\"ping\",\"id\":3}");
    assert_string_equal(type_of(pong), "pong");
    assert_int_equal(json_integer_value(json_object_get(pong, "id")), 3);
    json_decref(pong);
    teardown_table(f);
}

static void test_chat_limits_length_and_rate(void **unused)
{
    (void)unused;
    table_fx *f = setup_table(two_friends);
    seat_everyone(f);
    /* 500 characters of two bytes each pass, 501 do not */
    char text[1100] = "";
    for (int i = 0; i < 500; i++)
        strcat(text, "\xc5\x82");
    expect_type(chat(f, f->a, 0, text), "chat");
    strcat(text, "x");
    hub_expect_error(chat(f, f->a, 0, text), "too_long");
    hub_expect_error(chat(f, f->a, 0, "   "), "bad_field");
    hub_expect_error(chat(f, f->a, 0, ""), "bad_field");
    hub_expect_error(say(f, f->a,
                         "{\"type\":\"chat\",\"game_id\":\"%s\",\"seat\":0,\"token\":"
                         "\"%s\",\"text\":7}",
                         f->m.id, f->m.tok[0]),
                     "bad_field");
    /* control characters become spaces; HTML stays text as it was written */
    expect_type(chat(f, f->a, 0, "<b>x</b>\\ty"), "chat");
    json_t *m = last_push(f, B, "chat");
    assert_string_equal(json_string_value(json_object_get(m, "text")), "<b>x</b> y");
    json_decref(m);
    /* seat 0 has sent 2: 8 more pass, from a second connection of the same seat too */
    srv_conn *a2 = srv_hub_open(f->h, S2);
    json_decref(say(f, a2, "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
                    f->m.id, f->m.tok[0]));
    for (int i = 0; i < 8; i++)
        expect_type(chat(f, i % 2 ? a2 : f->a, 0, "spam"), "chat");
    json_t *r = chat(f, a2, 0, "one too many");
    assert_string_equal(json_string_value(json_object_get(r, "code")), "chat_rate");
    assert_non_null(strstr(json_string_value(json_object_get(r, "message")), "10 seconds"));
    json_decref(r);
    assert_int_equal(got(f, B, "chat"), 0);
    /* the other seat and the spectators have their own allowance */
    expect_type(chat(f, f->b, 1, "calm down"), "chat");
    expect_type(chat(f, f->s, -1, "lol"), "chat");
    srv_hub_close(f->h, a2);
    teardown_table(f);
}

static void test_no_chat_in_bot_and_hot_seat_games(void **unused)
{
    (void)unused;
    table_fx *f = setup_table("{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":3,"
                              "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"bot\",\"bot\":"
                              "\"random\"}]}");
    join(f, f->a, 0);
    json_t *r = table(f, f->a, 0, "");
    assert_true(json_is_false(json_object_get(r, "chat")));
    json_decref(r);
    hub_expect_error(chat(f, f->a, 0, "hi bot"), "no_chat");
    json_decref(say(f, f->s, "{\"type\":\"watch\",\"game_id\":\"%s\"}", f->m.id));
    hub_expect_error(chat(f, f->s, -1, "hi"), "no_chat");
    teardown_table(f);
    /* hot-seat: one screen holds both seats */
    f = setup_table(two_friends);
    join(f, f->a, 0);
    join(f, f->a, 1);
    hub_expect_error(chat(f, f->a, 1, "hi me"), "no_chat");
    /* nor as the watcher the hot-seat screen also is */
    json_decref(say(f, f->a, "{\"type\":\"watch\",\"game_id\":\"%s\"}", f->m.id));
    hub_expect_error(chat(f, f->a, -1, "hi all"), "no_chat");
    teardown_table(f);
}

static void test_chat_and_joins_survive_a_restart(void **unused)
{
    (void)unused;
    table_fx *f = setup_table(two_friends);
    seat_everyone(f);
    expect_type(chat(f, f->a, 0, "before the restart"), "chat");
    expect_type(chat(f, f->s, -1, "from the stands"), "chat");
    json_t *r = say(f, f->a, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}",
                    f->m.id, f->m.tok[0]);
    json_int_t seq = json_integer_value(json_object_get(r, "seq"));
    json_decref(r);
    close_hub(f);
    open_hub(f);
    join(f, f->b, 1);
    r = table(f, f->b, 1, ",\"spectators\":true");
    json_t *list = json_object_get(r, "messages");
    assert_int_equal((int)json_array_size(list), 4); /* two joins, two messages */
    assert_string_equal(json_string_value(json_object_get(json_array_get(list, 2), "text")),
                        "before the restart");
    assert_string_equal(json_string_value(json_object_get(json_array_get(list, 3), "channel")),
                        "spectators");
    json_t *seats = json_object_get(json_object_get(r, "presence"), "seats");
    assert_true(json_is_true(json_object_get(json_array_get(seats, 0), "joined")));
    assert_true(json_is_false(json_object_get(json_array_get(seats, 0), "online")));
    json_decref(r);
    /* Red comes back: no second "joined" */
    json_decref(table(f, f->b, 1, ""));
    join(f, f->a, 0);
    json_t *p = last_push(f, B, "presence");
    assert_true(json_is_null(json_object_get(p, "joined")));
    json_decref(p);
    /* numbering goes on; chat changed nothing of the game */
    expect_type(chat(f, f->a, 0, "after"), "chat");
    json_t *m = last_push(f, B, "chat");
    assert_int_equal(json_integer_value(json_object_get(m, "n")), 4);
    json_decref(m);
    r = say(f, f->a, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", f->m.id,
            f->m.tok[0]);
    assert_int_equal(json_integer_value(json_object_get(r, "seq")), seq);
    json_decref(r);
    teardown_table(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_channel_reaches_only_its_readers),
        cmocka_unit_test(test_presence_says_online_away_and_the_first_join),
        cmocka_unit_test(test_chat_limits_length_and_rate),
        cmocka_unit_test(test_no_chat_in_bot_and_hot_seat_games),
        cmocka_unit_test(test_chat_and_joins_survive_a_restart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
