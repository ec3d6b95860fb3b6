/* test_lost_cities_readings.c - Lost Cities: a test naming each chosen reading
 * of docs/RULE_READINGS.md (R-LC-n) whose values no test in
 * tests/test_lost_cities.c (at its length limit) checks: the board's step
 * values, the artefact tables' chosen rows, the 30 cards removed again before
 * every 2-player expedition, and victory-point chips that every viewer sees. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/lost_cities/internal.h"

/* R-LC-1: the path's steps are five times Keltis': -20 at step 1 ([RB]) up to 50. */
static void r_lc_1_step_values(void **unused)
{
    (void)unused;
    static const int v[LC_STEPS] = {-20, -15, -10, 5, 10, 15, 30, 35, 50};
    for (int st = 1; st <= LC_STEPS; st++)
        assert_int_equal(lost_cities_step_value(st), v[st - 1]);
}

/* R-LC-4: the short game's artefact table: 0 -> -20, 1 -> -15, 2 -> 10,
 * 3 -> 15, 4 -> 30, 5 or more -> 50. */
static void r_lc_4_short_artefact_table(void **unused)
{
    (void)unused;
    static const int v[6] = {-20, -15, 10, 15, 30, 50};
    for (int n = 0; n < 6; n++)
        assert_int_equal(lost_cities_artefact_points(n, true), v[n]);
    assert_int_equal(lost_cities_artefact_points(12, true), 50);
}

/* R-LC-5: the long table: -30 for none, +5 a chip to -5 at 5, 0 at 6, then
 * +10 a chip up to 12 and +5 a chip beyond (135 at 27). */
static void r_lc_5_long_artefact_table(void **unused)
{
    (void)unused;
    for (int n = 0; n <= 5; n++)
        assert_int_equal(lost_cities_artefact_points(n, false), -30 + 5 * n);
    assert_int_equal(lost_cities_artefact_points(6, false), 0);
    for (int n = 7; n <= 12; n++)
        assert_int_equal(lost_cities_artefact_points(n, false), 10 * (n - 6));
    for (int n = 13; n <= 27; n++)
        assert_int_equal(lost_cities_artefact_points(n, false), 60 + 5 * (n - 12));
    assert_int_equal(lost_cities_artefact_points(27, false), 135);
}

/* R-LC-11: for 2 players 30 cards are removed again before every expedition
 * (all 110 shuffled anew). */
static void r_lc_11_removed_again_every_expedition(void **unused)
{
    (void)unused;
    lost_cities_state s;
    assert_int_equal(lost_cities_init(&s, 2, 0, 0, 77), GAME_OK);
    uint64_t rng = 9;
    int starts = 1;
    game_action legal[LC_MAX_ACTIONS];
    assert_int_equal(s.removed_n, LC_REMOVED_2P);
    while (s.phase != LC_PH_OVER) {
        int e = s.expedition;
        int n = lost_cities_legal(&s, legal);
        assert_int_equal(lost_cities_apply(&s, legal[splitmix64_below(&rng, (uint32_t)n)]),
                         GAME_OK);
        if (s.expedition != e && s.phase != LC_PH_OVER) {
            starts++;
            assert_int_equal(s.removed_n, LC_REMOVED_2P);
            assert_int_equal(s.deck_n, LC_CARDS - LC_REMOVED_2P - 2 * 8);
        }
    }
    assert_int_equal(starts, 3);
}

/* R-LC-14: victory-point chips lie face down in the box, but every chip
 * follows from public events: another player's view shows every total. */
static void r_lc_14_chips_are_public(void **unused)
{
    (void)unused;
    lost_cities_state s, o;
    assert_int_equal(lost_cities_init(&s, 3, 0, 0, 78), GAME_OK);
    s.chips[1] = 45;
    s.tile_points[1] = 15;
    s.figure_points[1] = 30;
    s.art_chips[1] = 2;
    lc_observe(&s, 0, &o);
    assert_int_equal(o.chips[1], 45);
    assert_int_equal(o.tile_points[1], 15);
    assert_int_equal(o.figure_points[1], 30);
    assert_int_equal(o.art_chips[1], 2);
    assert_int_equal(lost_cities_score(&o, 1), lost_cities_score(&s, 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_lc_1_step_values),
        cmocka_unit_test(r_lc_4_short_artefact_table),
        cmocka_unit_test(r_lc_5_long_artefact_table),
        cmocka_unit_test(r_lc_11_removed_again_every_expedition),
        cmocka_unit_test(r_lc_14_chips_are_public),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
