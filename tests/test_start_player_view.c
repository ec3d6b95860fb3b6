/* test_start_player_view.c - who starts, in every game's view JSON (the page's
 * start-player marker reads it): Arnak's `start_player` (the round's start
 * player, passed to the left each round), Lost Cities' `start_player` (the
 * expedition's), Quetzal's `first` (the First Player marker, moved by the
 * Stela).  Over seeded random games, at every decision, each seat's view and
 * the spectator's (where the game has one) carry the state's value, and the
 * value moves in the course of the games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "th.h"
#include "core/game.h"
#include "core/splitmix.h"
#include "games/lost_cities/lost_cities.h"
#include "games/quetzal/quetzal.h"

typedef struct {
    const game_def *g;
    const char *field;             /* the view's key */
    int (*holder)(const void *st); /* the state's value */
    int players;
} start_case;

static int arnak_holder(const void *st)
{
    return ((const arnak_state *)st)->start_player;
}
static int lc_holder(const void *st)
{
    return ((const lost_cities_state *)st)->start_player;
}
static int qz_holder(const void *st)
{
    return ((const quetzal_state *)st)->first;
}

/* The view's value for `viewer` (-1 when the view lacks it). */
static int view_value(const start_case *c, const void *st, int viewer)
{
    json_t *v = c->g->view_json(st, viewer);
    if (!v)
        return -2;
    json_t *f = json_object_get(v, c->field);
    int n = json_is_integer(f) ? (int)json_integer_value(f) : -1;
    json_decref(v);
    return n;
}

/* Plays `games` random games; returns how many times the holder changed. */
static int check_case(const start_case *c, int games)
{
    const game_def *g = c->g;
    void *st = malloc(g->state_size);
    game_action *acts = malloc(sizeof *acts * (size_t)g->max_actions);
    assert_non_null(st);
    assert_non_null(acts);
    int moves = 0;
    for (int k = 0; k < games; k++) {
        game_setup setup = {.players = c->players, .seed = 1000u + (uint64_t)k};
        for (int o = 0; o < g->noptions; o++)
            setup.options[o] = g->options[o].def;
        assert_int_equal(g->init(st, &setup), GAME_OK);
        uint64_t rng = 77u + (uint64_t)k;
        int last = c->holder(st);
        for (int step = 0; step < 20000; step++) {
            int want = c->holder(st);
            if (want != last)
                moves++;
            last = want;
            for (int p = 0; p < c->players; p++)
                if (view_value(c, st, p) != want)
                    fail_msg("%s game %d step %d: seat %d's view has %s %d, the state %d", g->name,
                             k, step, p, c->field, view_value(c, st, p), want);
            json_t *spect = g->view_json(st, GAME_VIEW_SPECTATOR);
            if (spect) { /* a game with spectators tells them the same */
                json_decref(spect);
                assert_int_equal(view_value(c, st, GAME_VIEW_SPECTATOR), want);
            }
            if (g->is_over(st))
                break;
            int n = g->legal_actions(st, acts);
            assert_true(n > 0);
            assert_int_equal(g->apply(st, acts[splitmix64(&rng) % (uint64_t)n]), GAME_OK);
        }
        assert_true(g->is_over(st));
    }
    free(acts);
    free(st);
    return moves;
}

static void arnak_view_names_the_round_start_player(void **unused)
{
    (void)unused;
    start_case c = {&ARNAK_GAME, "start_player", arnak_holder, 3};
    /* five rounds: passed to the left four times a game */
    assert_int_equal(check_case(&c, 2), 2 * 4);
}

static void lost_cities_view_names_the_expedition_start_player(void **unused)
{
    (void)unused;
    start_case c = {&LOST_CITIES_GAME, "start_player", lc_holder, 2};
    assert_true(check_case(&c, 3) > 0);
}

static void quetzal_view_names_the_first_player_marker_as_it_moves(void **unused)
{
    (void)unused;
    start_case c = {&QUETZAL_GAME, "first", qz_holder, 3};
    assert_true(check_case(&c, 3) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(arnak_view_names_the_round_start_player),
        cmocka_unit_test(lost_cities_view_names_the_expedition_start_player),
        cmocka_unit_test(quetzal_view_names_the_first_player_marker_as_it_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
