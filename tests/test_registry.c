/* test_registry.c - the games of the registry behind the game interface:
 * metadata, every function present, setup options, and the fuzz driver of
 * tests/fuzz_game.c run on seeded random bytes (arbitrary action integers,
 * texts, player indexes and buffer sizes for every game). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "ai/bot.h"
#include "core/game.h"
#include "core/splitmix.h"

#include "fuzz_game.c"

static void every_game_is_found_by_its_name_and_complete(void **state)
{
    (void)state;
    int n = 0;
    const game_def *const *games = game_registry(&n);
    assert_true(n >= 1);
    for (int i = 0; i < n; i++) {
        const game_def *g = games[i];
        assert_ptr_equal(game_find(g->name), g);
        assert_non_null(g->title);
        assert_true(g->type.min_players >= 1 && g->type.min_players <= g->type.max_players &&
                    g->type.max_players <= GAME_MAX_PLAYERS);
        assert_true(g->noptions >= 0 && g->noptions <= GAME_MAX_OPTIONS);
        for (int k = 0; k < g->noptions; k++) {
            const game_option *o = &g->options[k];
            assert_true(o->nvalues >= 1 && o->def >= 0 && o->def < o->nvalues);
            assert_int_equal(game_option_index(g, o->name), k);
            for (int v = 0; v < o->nvalues; v++)
                assert_int_equal(game_option_value(g, k, o->names[v]), v);
            assert_int_equal(game_option_value(g, k, "no-such-value"), -1);
        }
        assert_true(g->state_size > 0 && g->max_actions > 0);
        /* the bot that fills a seat nobody named is the game's own choice, and exists */
        if (!g->default_bot || !bot_known(g->default_bot))
            fail_msg("%s: default_bot '%s' is not a bot", g->name, g->default_bot ? g->default_bot : "(none)");
        /* every function of the interface is there */
        const bool fns[] = {
            g->init != NULL,
            g->players != NULL,
            g->current_player != NULL,
            g->is_over != NULL,
            g->legal_actions != NULL,
            g->apply != NULL,
            g->apply_trusted != NULL,
            g->returns != NULL,
            g->score != NULL,
            g->score_parts != NULL,
            g->round != NULL,
            g->in_step != NULL,
            g->observe != NULL,
            g->determinize != NULL,
            g->hash != NULL,
            g->check != NULL,
            g->action_to_string != NULL,
            g->action_from_string != NULL,
            g->action_text != NULL,
            g->decision_text != NULL,
            g->action_info != NULL,
            g->events != NULL,
            g->event_text != NULL,
            g->event_json != NULL,
            g->undoable != NULL,
            g->view_json != NULL,
            g->scores_json != NULL,
            g->position_write != NULL,
            g->position_read != NULL,
        };
        for (size_t f = 0; f < sizeof fns / sizeof fns[0]; f++)
            if (!fns[f])
                fail_msg("%s: interface function %zu is missing", g->name, f);
    }
    assert_null(game_find("no-such-game"));
    assert_null(game_find(NULL));
}

/* The type descriptor says what the game does: solo when one player may
 * play, chance when two seeds deal two games, hidden information when a
 * player's observation of the first state is not the state itself. */
static void every_game_type_says_what_its_setup_does(void **state)
{
    (void)state;
    int n = 0;
    const game_def *const *games = game_registry(&n);
    for (int i = 0; i < n; i++) {
        const game_def *g = games[i];
        unsigned char *a = malloc(g->state_size), *b = malloc(g->state_size),
                      *obs = malloc(g->state_size);
        assert_true(a && b && obs);
        assert_int_equal(g->type.solo, g->type.min_players == 1);
        game_setup s;
        game_setup_default(g, &s);
        s.seed = 1;
        assert_int_equal(g->init(a, &s), GAME_OK);
        s.seed = 2;
        assert_int_equal(g->init(b, &s), GAME_OK);
        assert_int_equal(g->type.chance, g->hash(a) != g->hash(b));
        assert_int_equal(g->observe(a, 0, obs), GAME_OK);
        assert_int_equal(g->type.hidden, memcmp(a, obs, g->state_size) != 0);
        s.players = 1;
        assert_int_equal(game_setup_check(g, &s, NULL, 0) == GAME_OK, g->type.solo);
        free(a);
        free(b);
        free(obs);
    }
}

static void setup_check_names_the_bad_field(void **state)
{
    (void)state;
    const game_def *g = game_find("arnak");
    assert_non_null(g);
    game_setup s;
    char err[160];
    game_setup_default(g, &s);
    assert_int_equal(game_setup_check(g, &s, err, sizeof err), GAME_OK);
    s.players = 9;
    assert_int_equal(game_setup_check(g, &s, err, sizeof err), GAME_E_CONFIG);
    assert_non_null(strstr(err, "not 9"));
    game_setup_default(g, &s);
    s.options[0] = 7;
    assert_int_equal(game_setup_check(g, &s, err, sizeof err), GAME_E_CONFIG);
    assert_non_null(strstr(err, "option side"));
}

/* The fuzz driver on seeded random inputs: arbitrary integers, texts, player
 * indexes and buffer sizes for every game of the registry. */
static void arbitrary_inputs_never_break_a_game(void **state)
{
    (void)state;
    long runs = (long)(3000 * th_scale());
    if (runs < 50)
        runs = 50;
    uint64_t rng = 0x6A09E667F3BCC908ULL;
    unsigned char buf[2048];
    for (long r = 0; r < runs; r++) {
        size_t len = 4 + splitmix64_below(&rng, sizeof buf - 4);
        for (size_t i = 0; i < len; i++)
            buf[i] = (unsigned char)splitmix64(&rng);
        /* one input in four mostly plays legal actions, to get deep into games */
        if (r % 4 == 0)
            for (size_t i = 4; i + 5 <= len; i += 5)
                buf[i] = (unsigned char)(buf[i] | 3);
        LLVMFuzzerTestOneInput(buf, len);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_game_is_found_by_its_name_and_complete),
        cmocka_unit_test(every_game_type_says_what_its_setup_does),
        cmocka_unit_test(setup_check_names_the_bad_field),
        cmocka_unit_test(arbitrary_inputs_never_break_a_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
