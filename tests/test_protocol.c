/* test_protocol.c - the hub of src/server without a network: message limits,
 * the "alike" view of spectators, tokens, refusals that change nothing, the
 * undo rule against game_record_undo_depth, bots in the worker pool, and a
 * store that brings every game back after the hub is gone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hub_th.h"
#include "core/record.h"
#include "core/splitmix.h"
#include "server/server.h"

static void test_depth_scan(void **unused)
{
    (void)unused;
    assert_int_equal(srv_json_depth("{}", 2), 1);
    assert_int_equal(srv_json_depth("{\"a\":[[1]]}", 11), 3);
    /* Brackets inside strings, escaped quotes included, do not count. */
    assert_int_equal(srv_json_depth("{\"a\":\"[[[\\\"[[\"}", 15), 1);
    assert_int_equal(srv_json_depth("[[[[[[[[[[]]]]]]]]]]", 20), 10);
}

static void test_common_view(void **unused)
{
    (void)unused;
    json_t *a = json_loads("{\"x\":1,\"hand\":[1,2],\"me\":0,\"only_a\":3,\"deep\":{\"k\":[5,6]}}", 0,
                           NULL);
    json_t *b = json_loads("{\"x\":1,\"hand\":[7],\"me\":1,\"deep\":{\"k\":[5,7]}}", 0, NULL);
    json_t *c = srv_json_common(a, b);
    char *s = game_json_dump(c);
    assert_string_equal(s, "{\"deep\":{\"k\":[5,null]},\"hand\":null,\"me\":null,\"x\":1}");
    free(s);
    json_decref(a);
    json_decref(b);
    json_decref(c);
}

static void test_tokens_are_random_128_bits(void **unused)
{
    (void)unused;
    char a[SRV_TOKEN_HEX + 1], b[SRV_TOKEN_HEX + 1];
    assert_int_equal(srv_random_hex(a, SRV_TOKEN_HEX / 2), 0);
    assert_int_equal(srv_random_hex(b, SRV_TOKEN_HEX / 2), 0);
    assert_int_equal(strlen(a), 32);
    assert_int_equal(strspn(a, "0123456789abcdef"), 32);
    assert_string_not_equal(a, b);
    assert_true(srv_token_equal(a, a));
    assert_false(srv_token_equal(a, b));
    assert_false(srv_token_equal(a, "short"));
}

static json_t *view_of(hub_client *t, const hub_made *m, int seat)
{
    char msg[512];
    snprintf(msg, sizeof msg,
             "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}", m->id, seat,
             m->tok[seat]);
    return hub_ask(t, msg);
}

static void test_refusals_change_nothing(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":1}");
    json_t *v0 = view_of(t, &m, 0);
    char *before = game_json_dump(v0);
    json_decref(v0);
    char *big = malloc(SRV_MAX_MESSAGE + 2);
    memset(big, ' ', SRV_MAX_MESSAGE + 1);
    big[SRV_MAX_MESSAGE + 1] = '\0';
    hub_expect_error(hub_ask(t, big), "too_large");
    free(big);
    hub_expect_error(hub_ask(t, "{\"type\":"), "bad_json");
    hub_expect_error(hub_ask(t, "[[[[[[[[[[[]]]]]]]]]]]"), "too_deep");
    hub_expect_error(hub_ask(t, "{\"type\":\"teleport\"}"), "unknown_type");
    hub_expect_error(hub_ask(t, "{\"type\":\"act\",\"action\":\"pass\"}"), "no_game");
    char msg[512];
    char wrong[64];
    snprintf(wrong, sizeof wrong, "%s", m.tok[0]);
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a'; /* one character off */
    snprintf(msg, sizeof msg,
             "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"action\":\"pass\"}",
             m.id, wrong);
    hub_expect_error(hub_ask(t, msg), "bad_token");
    snprintf(msg, sizeof msg,
             "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"action_id\":1}", m.id,
             m.tok[0]);
    hub_expect_error(hub_ask(t, msg), "illegal");
    snprintf(msg, sizeof msg,
             "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":1,\"token\":\"%s\",\"action\":\"pass\"}",
             m.id, m.tok[1]);
    hub_expect_error(hub_ask(t, msg), "not_your_turn");
    snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", m.id);
    json_decref(hub_ask(t, msg));
    snprintf(msg, sizeof msg, "{\"type\":\"act\",\"action\":\"pass\"}");
    hub_expect_error(hub_ask(t, msg), "not_seated");
    json_t *v1 = view_of(t, &m, 0);
    char *after = game_json_dump(v1);
    json_decref(v1);
    assert_string_equal(before, after);
    free(before);
    free(after);
    hub_client_close(t);
}

/* A connection's token is hashed once (srv_token_check): later messages
 * compare it with what the connection showed, which must still refuse any
 * other token for the seat, and a right token for another seat. */
static void test_a_token_shown_once_still_guards_the_seat(void **unused)
{
    (void)unused;
    char tok[SRV_TOKEN_HEX + 1], other[SRV_TOKEN_HEX + 1];
    char hash[SRV_TOKEN_HASH_HEX + 1], hash2[SRV_TOKEN_HASH_HEX + 1];
    assert_int_equal(srv_random_hex(tok, SRV_TOKEN_HEX / 2), 0);
    assert_int_equal(srv_random_hex(other, SRV_TOKEN_HEX / 2), 0);
    assert_int_equal(srv_token_hash(tok, hash), 0);
    assert_int_equal(srv_token_hash(other, hash2), 0);
    srv_token_seen *seen = NULL;
    assert_false(srv_token_check(&seen, other, hash, false));
    assert_null(seen); /* nothing remembered of a refusal */
    assert_true(srv_token_check(&seen, tok, hash, false));
    assert_non_null(seen);
    assert_true(srv_token_check(&seen, tok, hash, false));
    assert_true(srv_token_check(&seen, tok, hash, true));
    assert_false(srv_token_check(&seen, other, hash, false)); /* another token, known hash */
    assert_false(srv_token_check(&seen, tok, hash2, false));  /* the known token, another seat */
    assert_false(srv_token_check(&seen, "", hash, false));
    assert_false(srv_token_check(&seen, tok, "", false));
    char longer[SRV_TOKEN_HEX + 2];
    snprintf(longer, sizeof longer, "%s0", tok);
    assert_false(srv_token_check(&seen, longer, hash, false));
    free(seen);

    hub_client *t = hub_client_open(NULL, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":1}");
    json_decref(view_of(t, &m, 0));
    json_decref(view_of(t, &m, 1));
    char msg[512], wrong[sizeof m.tok[0]];
    snprintf(wrong, sizeof wrong, "%s", m.tok[0]);
    size_t last = strlen(wrong) - 1; /* the last character off */
    wrong[last] = wrong[last] == 'a' ? 'b' : 'a';
    const char *bad[] = {wrong, m.tok[1]};
    for (int i = 0; i < 2; i++) {
        snprintf(msg, sizeof msg,
                 "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"action\":\"pass\"}",
                 m.id, bad[i]);
        hub_expect_error(hub_ask(t, msg), "bad_token");
        snprintf(msg, sizeof msg,
                 "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\"}", m.id, bad[i]);
        hub_expect_error(hub_ask(t, msg), "bad_token");
    }
    json_t *v = view_of(t, &m, 0);
    assert_string_equal(json_string_value(json_object_get(v, "type")), "view");
    json_decref(v);
    hub_client_close(t);
}

/* Regression (fuzz_proto's finding): an error text that quotes invalid UTF-8
 * from the client (jansson's "near '...'"), or is cut inside a character by a
 * "%.40s", made jansson refuse the reply, so the message got no answer at all.
 * Both now get their error, with '?' for each byte that is not UTF-8. */
static void test_error_quoting_invalid_utf8_still_replies(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    hub_expect_error(hub_ask(t, "{\"ty\\\\\\\\\\\xdc\x8b\x8b\x8b\\c\\\\}"), "bad_json");
    /* "a" and 20 two-byte characters: 41 bytes, so %.40s halves the last one. */
    char msg[128] = "{\"type\":\"a";
    for (int i = 0; i < 20; i++)
        strcat(msg, "\xc3\xa9");
    strcat(msg, "\"}");
    json_t *j = hub_ask(t, msg);
    const char *text = json_string_value(json_object_get(j, "message"));
    assert_non_null(strstr(text, "'a\xc3\xa9"));
    assert_non_null(strstr(text, "\xc3\xa9?'"));
    hub_expect_error(j, "unknown_type");
    hub_client_close(t);
}

/* The hub's incremental undo rule agrees with the record library's replay. */
static void test_undo_matches_record_rule(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 0);
    const game_def *g = game_find("arnak");
    uint64_t rng = 99;
    int checked = 0, undos = 0;
    for (int gi = 0; gi < 3; gi++) {
        char msg[512];
        snprintf(msg, sizeof msg, "{\"type\":\"create\",\"game\":\"arnak\",\"players\":%d,\"seed\":%d}",
                 2 + gi, 40 + gi);
        hub_made m = hub_create(t->h, t->conn, &t->c, msg);
        game_setup setup;
        game_setup_default(g, &setup);
        setup.players = 2 + gi;
        setup.seed = (uint64_t)(40 + gi);
        game_record *rec = game_record_new(g, &setup);
        int turn = 0;
        for (int step = 0; step < 250; step++) {
            json_t *v = view_of(t, &m, turn);
            if (json_is_true(json_object_get(v, "over"))) {
                json_decref(v);
                break;
            }
            turn = (int)json_integer_value(json_object_get(v, "turn"));
            json_decref(v);
            v = view_of(t, &m, turn);
            bool can = json_is_true(json_object_get(v, "can_undo"));
            assert_int_equal(can, game_record_undo_depth(rec, turn) > 0);
            checked++;
            json_t *acts = json_object_get(v, "actions");
            if (can && splitmix64_below(&rng, 4) == 0) {
                snprintf(msg, sizeof msg,
                         "{\"type\":\"undo\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}", m.id,
                         turn, m.tok[turn]);
                json_t *r = hub_ask(t, msg);
                json_t *ack = hub_find_type(&t->c, "ack");
                assert_non_null(ack);
                json_decref(ack);
                json_decref(r);
                game_record_pop(rec);
                undos++;
            } else {
                json_t *a = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
                json_int_t id = json_integer_value(json_object_get(a, "id"));
                snprintf(msg, sizeof msg,
                         "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\","
                         "\"action_id\":%lld}",
                         m.id, turn, m.tok[turn], (long long)id);
                json_t *r = hub_ask(t, msg);
                json_t *ack = hub_find_type(&t->c, "ack");
                assert_non_null(ack);
                json_decref(ack);
                json_decref(r);
                game_record_push(rec, (game_action)id);
            }
            json_decref(v);
        }
        game_record_free(rec);
    }
    assert_true(checked > 300 && undos > 5);
    hub_client_close(t);
}

static void test_store_brings_games_back(void **unused)
{
    (void)unused;
    char dir[] = "/tmp/arnak-test-store-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char err[256];
    srv_store *st = srv_store_open(dir, err, sizeof err);
    assert_non_null(st);
    hub_client *t = hub_client_open(st, 0);
    hub_made m = hub_create(t->h, t->conn, &t->c,
                    "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":5,"
                    "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"bot\",\"bot\":\"random\"}]}");
    uint64_t rng = 3;
    for (int step = 0; step < 60; step++) {
        json_t *v = view_of(t, &m, 0);
        json_t *acts = json_object_get(v, "actions");
        if (json_array_size(acts) == 0) {
            json_decref(v);
            break;
        }
        json_t *a = json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
        char msg[512];
        snprintf(msg, sizeof msg,
                 "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"action_id\":%lld}",
                 m.id, m.tok[0], (long long)json_integer_value(json_object_get(a, "id")));
        json_decref(hub_ask(t, msg));
        json_decref(v);
    }
    json_t *v = view_of(t, &m, 0);
    char *before = game_json_dump(v);
    assert_true(json_integer_value(json_object_get(v, "seq")) >= 60);
    json_decref(v);
    hub_client_close(t);
    srv_store_close(st);

    st = srv_store_open(dir, err, sizeof err);
    assert_non_null(st);
    t = hub_client_open(st, 0);
    /* in memory if still going on; a finished one is loaded again by the view */
    assert_true(srv_hub_games(t->h) <= 1);
    v = view_of(t, &m, 0);
    char *after = game_json_dump(v);
    json_decref(v);
    assert_string_equal(before, after);
    free(before);
    free(after);
    hub_client_close(t);
    srv_store_close(st);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_bots_move_in_the_pool(void **unused)
{
    (void)unused;
    hub_client *t = hub_client_open(NULL, 1);
    /* Two bots and nobody connected to their game: it must still go on. */
    hub_made m = hub_create(t->h, t->conn, &t->c,
                    "{\"type\":\"create\",\"game\":\"arnak\",\"players\":3,\"seed\":8,\"seats\":"
                    "[{\"kind\":\"human\"},{\"kind\":\"bot\",\"bot\":\"greedy\"},"
                    "{\"kind\":\"bot\",\"bot\":\"ismcts\",\"strength\":50}]}");
    json_t *v = view_of(t, &m, 0);
    json_t *a = json_array_get(json_object_get(v, "actions"), 0);
    char msg[512];
    snprintf(msg, sizeof msg,
             "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":0,\"token\":\"%s\",\"action\":\"pass\"}",
             m.id, m.tok[0]);
    (void)a;
    json_decref(v);
    json_decref(hub_ask(t, msg));
    /* The bots think on the pool's thread; poll here as the network loop does. */
    int turn = -1;
    for (int i = 0; i < 2000 && turn != 0; i++) {
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
        srv_hub_bots(t->h);
        assert_int_equal(srv_hub_flush(t->h), 0);
        v = view_of(t, &m, 0);
        turn = (int)json_integer_value(json_object_get(v, "turn"));
        if (turn == 0)
            assert_true(json_integer_value(json_object_get(v, "seq")) >= 3);
        json_decref(v);
    }
    assert_int_equal(turn, 0);
    hub_client_close(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_depth_scan),
        cmocka_unit_test(test_common_view),
        cmocka_unit_test(test_tokens_are_random_128_bits),
        cmocka_unit_test(test_refusals_change_nothing),
        cmocka_unit_test(test_a_token_shown_once_still_guards_the_seat),
        cmocka_unit_test(test_error_quoting_invalid_utf8_still_replies),
        cmocka_unit_test(test_undo_matches_record_rule),
        cmocka_unit_test(test_store_brings_games_back),
        cmocka_unit_test(test_bots_move_in_the_pool),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
