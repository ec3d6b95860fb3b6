/* test_json_text.c - the server's JSON writer (src/server/json_text.c) gives
 * the bytes of game_json_dump (jansson, sorted keys, compact) for every
 * value: the views, steps (each seat's alone and all seats' together, their
 * events shared) and catalogs of played games of every registered game, and
 * values made to reach each branch (every escape, UTF-8 of each length and
 * what jansson refuses, keys that are prefixes of each other or
 * hold a NUL, more keys than the insertion sort takes, the extreme
 * integers, reals, empty and nested containers, scalars at the top).  The
 * server's jansson blocks (src/server/json_cache.c) are checked alongside:
 * a block comes back from its class and is of the size asked for. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/splitmix.h"
#include "server/internal.h"
#include "server/json_cache.h"
#include "server/json_text.h"

/* Both writers on j: the same text, or both none. */
static void same_text(const json_t *j, const char *what)
{
    char *want = game_json_dump(j), *got = srv_json_text(j);
    if (!want || !got) {
        if (want || got)
            fail_msg("%s: game_json_dump %s, srv_json_text %s", what, want ? "wrote" : "failed",
                     got ? "wrote" : "failed");
    } else if (strcmp(want, got) != 0) {
        fail_msg("%s:\n  jansson: %.400s\n  ours:    %.400s", what, want, got);
    }
    free(want);
    free(got);
}

static void strings_and_escapes(void **state)
{
    (void)state;
    char all[0x80];
    for (int i = 0; i < 0x80; i++)
        all[i] = (char)i; /* every ASCII byte, NUL and the controls included */
    json_t *o = json_object();
    json_object_set_new(o, "ascii", json_stringn(all, sizeof all));
    json_object_set_new(o, "quotes", json_string("say \"hi\" \\ back/slash"));
    json_object_set_new(o, "utf8",
                        json_string("\xc5\x82\xc3\xb3"
                                    "d\xc5\xba \xe2\x82\xac \xf0\x9f\x8f\x9b"));
    json_object_set_new(o, "", json_string(""));
    same_text(o, "escapes");
    /* a key that needs escaping, one with a NUL inside */
    json_object_set_new(o, "a\"b\n", json_true());
    json_object_setn_new(o, "k\0z", 3, json_false());
    same_text(o, "escaped keys");
    json_decref(o);
    /* text that is not UTF-8 (put in without jansson's check): refused by both */
    static const char *const bad[] = {"\x80",
                                      "\xc0\xaf",
                                      "\xc1\xbf",
                                      "\xe0\x80\xaf",
                                      "\xed\xa0\x80",
                                      "\xf4\x90\x80\x80",
                                      "\xf5\x80\x80\x80",
                                      "\xc5",
                                      "\xe2\x82",
                                      "ok\xff"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_t *a = json_array();
        json_array_append_new(a, json_stringn_nocheck(bad[i], strlen(bad[i])));
        same_text(a, bad[i]);
        json_decref(a);
        json_t *k = json_object();
        json_object_set_new_nocheck(k, bad[i], json_null());
        same_text(k, "a key not UTF-8");
        json_decref(k);
    }
}

static void numbers_and_shapes(void **state)
{
    (void)state;
    json_t *a = json_pack("[I, I, I, I, I, f, f, f, f, f, [], {}, [[[]]], {s:{s:[]}}, n, b, b]",
                          (json_int_t)0, (json_int_t)-1, (json_int_t)9, (json_int_t)INT64_MAX,
                          (json_int_t)INT64_MIN, 0.5, 3.0, -0.0, 1e300, 0.1, "x", "y", 1, 0);
    same_text(a, "numbers");
    json_decref(a);
    /* keys that are prefixes of each other, upper before lower, and more
     * keys than the insertion sort is used for */
    json_t *o = json_object();
    static const char *const keys[] = {"b", "a", "ab", "aa", "A", "a0", "", "ba", "B", "_"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        json_object_set_new(o, keys[i], json_integer((json_int_t)i));
    same_text(o, "prefix keys");
    for (int i = 0; i < 100; i++) {
        char k[16];
        snprintf(k, sizeof k, "k%d", (i * 37) % 100);
        json_object_set_new(o, k, json_integer(i));
    }
    same_text(o, "many keys");
    json_decref(o);
    /* no container at the top: jansson dumps none */
    json_t *s = json_string("alone");
    same_text(s, "a string alone");
    json_decref(s);
    json_t *i = json_integer(3);
    same_text(i, "an integer alone");
    json_decref(i);
    same_text(NULL, "nothing");
}

/* Every view (full and brief), every step and the catalog of random games. */
/* An update made of a view and a step's text (srv_json_text_with) is the
 * text of the view with the step set in it. */
static void same_text_with(int seat, json_t *step)
{
    json_t *m = json_pack("{s:s, s:i, s:s}", "type", "update", "seq", 3, "turn", "x");
    json_object_set_new(m, "seat", json_integer(seat));
    json_object_set_new(m, "aaa", json_true());
    json_object_set_new(m, "zzz", json_array());
    char *raw = srv_json_text(step);
    assert_non_null(raw);
    char *got = srv_json_text_with(m, "step", raw);
    assert_null(srv_json_text_with(m, "seq", raw)); /* a key it has already */
    json_object_set(m, "step", step);
    char *want = game_json_dump(m);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(raw);
    free(got);
    free(want);
    json_decref(m);
}

static void same_steps(const json_t *alone, const json_t *together)
{
    char *want = srv_json_text(alone), *got = srv_json_text(together);
    assert_non_null(want);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(want);
    free(got);
}

static void played_games(void **state)
{
    (void)state;
    uint64_t rng = 0x7E57u;
    long checked = 0;
    int ngames = 0;
    const game_def *const *games = game_registry(&ngames);
    for (int gi = 0; gi < ngames; gi++) {
        const game_def *g = games[gi];
        if (g->catalog_json) {
            json_t *cat = g->catalog_json();
            same_text(cat, "catalog");
            json_decref(cat);
        }
        for (int players = g->type.min_players; players <= g->type.max_players && players <= 3; players++) {
            game_setup setup;
            game_setup_default(g, &setup);
            setup.players = players;
            setup.seed = splitmix64(&rng);
            void *st = malloc(g->state_size), *before = malloc(g->state_size);
            game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
            assert_true(st && before && legal);
            assert_int_equal(g->init(st, &setup), GAME_OK);
            for (int step = 0; step < 400 && !g->is_over(st); step++) {
                bool look = step < 40 || step % 9 == 0;
                for (int seat = SRV_SPECTATOR; look && seat < players; seat++) {
                    json_t *v = srv_view_json(g, st, seat, step % 2 == 0);
                    same_text(v, "view");
                    json_decref(v);
                    checked++;
                }
                int n = g->legal_actions(st, legal);
                assert_true(n > 0);
                game_action a = legal[splitmix64_below(&rng, (uint32_t)n)];
                memcpy(before, st, g->state_size);
                assert_int_equal(g->apply(st, a), GAME_OK);
                json_t *all[GAME_MAX_PLAYERS] = {NULL};
                if (look)
                    srv_steps_json(g, before, a, st, all);
                for (int seat = SRV_SPECTATOR; look && seat < players; seat++) {
                    json_t *s = srv_step_json(g, before, a, st, seat);
                    same_text(s, "step");
                    same_text_with(seat, s);
                    if (seat >= 0) /* the seats' steps made together, events shared */
                        same_steps(s, all[seat]);
                    json_decref(s);
                    checked++;
                }
                for (int seat = 0; seat < players; seat++)
                    json_decref(all[seat]);
            }
            free(st);
            free(before);
            free(legal);
        }
    }
    assert_true(checked > 100);
}

/* A block freed into the cache serves the next request its class holds,
 * is always at least the size asked for, and everything goes back. */
static void cache_classes(void **state)
{
    (void)state;
    srv_json_cache_release();
    for (size_t n = 1; n <= 700; n += 7) {
        void *p = srv_json_cache_malloc(n);
        assert_non_null(p);
        assert_true(malloc_usable_size(p) >= n);
        memset(p, 0xab, n);
        size_t held = srv_json_cache_held(NULL), u = malloc_usable_size(p);
        srv_json_cache_free(p);
        /* blocks of 24 usable bytes up to the 32nd class are kept, others go
         * back (glibc's usable sizes are 24, 40, ...; AddressSanitizer's the
         * size asked) */
        assert_int_equal(srv_json_cache_held(NULL), held + (u >= 24 && (u - 8) / 16 <= 32));
        void *q = srv_json_cache_malloc(n);
        assert_non_null(q);
        assert_true(malloc_usable_size(q) >= n);
        memset(q, 0xcd, n);
        srv_json_cache_free(q);
    }
    size_t bytes = 0;
    assert_true(srv_json_cache_held(&bytes) > 0);
    assert_true(bytes > 0);
    /* a block of plain malloc, freed through the cache, and one of the
     * cache freed by plain free() */
    char *m = malloc(40);
    assert_non_null(m);
    srv_json_cache_free(m);
    free(srv_json_cache_malloc(40));
    srv_json_cache_free(NULL);
    srv_json_cache_release();
    assert_int_equal(srv_json_cache_held(&bytes), 0);
    assert_int_equal(bytes, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(strings_and_escapes),
        cmocka_unit_test(numbers_and_shapes),
        cmocka_unit_test(played_games),
        cmocka_unit_test(cache_classes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
