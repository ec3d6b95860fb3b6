/* test_rating.c - players' ratings (src/server/rating.c) against the published
 * worked examples of their methods, and the properties a result must have:
 *
 * * Glicko-2: Glickman, "Example of the Glicko-2 system" (2013), section "Example
 *   calculation": a player of 1500 (RD 200, volatility 0.06) beating a 1400 (RD 30)
 *   and losing to a 1550 (RD 100) and a 1700 (RD 300), tau 0.5, ends at 1464.06,
 *   RD 151.52, volatility 0.05999.
 * * Weng-Lin, Plackett-Luce: the example of openskill's manual (openskill.js and
 *   openskill.py 3.x README, "Usage"): a team of (25, 8.333) and (32.444, 5.123)
 *   beats one of (43.381, 2.421) and (25.188, 6.211).
 *
 * Then through srv_rating_game: two players by Glicko-2, 3-5 by Weng-Lin, ties,
 * the order of the ranks, a player's rating firming up, and bad input refused with
 * nothing changed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <string.h>

#include <cmocka.h>

#include "server/rating.h"

#define near(a, b, eps) assert_true(fabs((a) - (b)) <= (eps))

static void glicko2_worked_example(void **unused)
{
    (void)unused;
    srv_rating p = {1500, 200, 0.06, 0};
    srv_rating opp[3] = {{1400, 30, 0.06, 0}, {1550, 100, 0.06, 0}, {1700, 300, 0.06, 0}};
    double s[3] = {1, 0, 0};
    srv_rating r = srv_glicko2(p, 3, opp, s, 0.5);
    near(r.value, 1464.06, 0.01);
    near(r.rd, 151.52, 0.01);
    near(r.vol, 0.05999, 0.00001);
    assert_int_equal(r.games, 3);
}

/* Glickman's step 6 for a player who plays no game: phi* = sqrt(phi^2 + sigma^2). */
static void glicko2_a_period_without_games_widens_the_deviation(void **unused)
{
    (void)unused;
    srv_rating p = {1500, 200, 0.06, 7};
    srv_rating r = srv_glicko2(p, 0, NULL, NULL, 0.5);
    double phi = 200 / 173.7178;
    near(r.rd / 173.7178, sqrt(phi * phi + 0.06 * 0.06), 1e-9);
    near(r.value, 1500, 1e-9);
    assert_int_equal(r.games, 7);
}

static void weng_lin_worked_example(void **unused)
{
    (void)unused;
    int size[2] = {2, 2}, rank[2] = {1, 2};
    double mu[4] = {25, 32.444, 43.381, 25.188};
    double sigma[4] = {25.0 / 3.0, 5.123, 2.421, 6.211};
    assert_int_equal(srv_weng_lin(2, size, mu, sigma, rank), 0);
    const double want_mu[4] = {28.669648436582808, 33.83086971107981, 43.071274808241974,
                               23.149503312339064};
    const double want_sigma[4] = {8.071520788025197, 5.062772998705765, 2.4166900452721256,
                                  6.1378606973362135};
    for (int i = 0; i < 4; i++) {
        near(mu[i], want_mu[i], 1e-9);
        near(sigma[i], want_sigma[i], 1e-9);
    }
}

static void two_players_win_and_draw(void **unused)
{
    (void)unused;
    srv_rating p[2] = {srv_rating_new(), srv_rating_new()};
    int rank[2] = {2, 1}; /* the second player wins */
    assert_int_equal(srv_rating_game(2, p, rank), 0);
    assert_true(p[1].value > SRV_RATING_START && p[0].value < SRV_RATING_START);
    near(p[1].value - SRV_RATING_START, SRV_RATING_START - p[0].value, 1e-6); /* equal stakes */
    assert_true(p[0].rd < SRV_RATING_START_RD && p[1].rd < SRV_RATING_START_RD);
    assert_int_equal(p[0].games, 1);
    assert_int_equal(p[1].games, 1);
    /* a draw between equals moves no value */
    srv_rating q[2] = {srv_rating_new(), srv_rating_new()};
    int tie[2] = {1, 1};
    assert_int_equal(srv_rating_game(2, q, tie), 0);
    near(q[0].value, SRV_RATING_START, 1e-6);
    near(q[1].value, SRV_RATING_START, 1e-6);
    /* beating a much stronger player gains more than beating a weaker one */
    srv_rating up[2] = {srv_rating_new(), {1900, 80, 0.06, 40}};
    srv_rating down[2] = {srv_rating_new(), {1100, 80, 0.06, 40}};
    int first[2] = {1, 2};
    srv_rating_game(2, up, first);
    srv_rating_game(2, down, first);
    assert_true(up[0].value - SRV_RATING_START > down[0].value - SRV_RATING_START);
}

static void many_players_ranked_in_order(void **unused)
{
    (void)unused;
    for (int n = 3; n <= SRV_RATING_MAX_PLAYERS; n++) {
        srv_rating p[SRV_RATING_MAX_PLAYERS];
        int rank[SRV_RATING_MAX_PLAYERS];
        for (int i = 0; i < n; i++) {
            p[i] = srv_rating_new();
            rank[i] = n - i; /* the last seat wins, the first is last */
        }
        assert_int_equal(srv_rating_game(n, p, rank), 0);
        for (int i = 1; i < n; i++)
            assert_true(p[i].value > p[i - 1].value);
        assert_true(p[n - 1].value > SRV_RATING_START && p[0].value < SRV_RATING_START);
        for (int i = 0; i < n; i++) {
            assert_true(p[i].rd < SRV_RATING_START_RD);
            assert_int_equal(p[i].games, 1);
        }
    }
}

static void many_players_share_a_tie(void **unused)
{
    (void)unused;
    srv_rating p[4] = {srv_rating_new(), srv_rating_new(), srv_rating_new(), srv_rating_new()};
    int rank[4] = {2, 1, 2, 4}; /* seats 0 and 2 tie for second */
    assert_int_equal(srv_rating_game(4, p, rank), 0);
    near(p[0].value, p[2].value, 1e-9);
    near(p[0].rd, p[2].rd, 1e-9);
    assert_true(p[1].value > p[0].value && p[0].value > p[3].value);
    /* everyone tied among equals: nobody moves */
    srv_rating q[3] = {srv_rating_new(), srv_rating_new(), srv_rating_new()};
    int all[3] = {1, 1, 1};
    assert_int_equal(srv_rating_game(3, q, all), 0);
    for (int i = 0; i < 3; i++)
        near(q[i].value, SRV_RATING_START, 1e-9);
}

/* A player who keeps winning leaves the provisional range, and the deviation of a
 * settled player stays above zero (Weng-Lin's drift, Glicko-2's volatility); its
 * deviation falls below the start's. */
static void ratings_firm_up_but_never_freeze(void **unused)
{
    (void)unused;
    for (int n = 2; n <= 3; n++) {
        srv_rating me = srv_rating_new();
        assert_true(srv_rating_provisional(&me, n));
        for (int g = 0; g < 60; g++) {
            if (g == 10 && n == 3)
                assert_true(srv_rating_provisional(&me, n));
            srv_rating p[3] = {me, {1500, 90, 0.06, 50}, {1450, 90, 0.06, 50}};
            int rank[3] = {1 + g % 2, 2 - g % 2, 3}; /* alternately first and second */
            assert_int_equal(srv_rating_game(n, p, rank), 0);
            me = p[0];
        }
        assert_false(srv_rating_provisional(&me, n));
        assert_int_equal(me.games, 60);
        assert_true(me.rd > 10 && me.rd < 0.5 * SRV_RATING_START_RD);
    }
}

static void bad_input_changes_nothing(void **unused)
{
    (void)unused;
    srv_rating p[6], keep[6];
    for (int i = 0; i < 6; i++)
        p[i] = srv_rating_new();
    memcpy(keep, p, sizeof p);
    int rank[6] = {1, 2, 3, 4, 5, 6};
    assert_int_equal(srv_rating_game(1, p, rank), -1);
    assert_int_equal(srv_rating_game(6, p, rank), -1);
    int zero[3] = {1, 0, 2};
    assert_int_equal(srv_rating_game(3, p, zero), -1);
    assert_memory_equal(p, keep, sizeof p);
    int size[2] = {1, 0};
    double mu[2] = {25, 25}, sigma[2] = {8, 8};
    assert_int_equal(srv_weng_lin(2, size, mu, sigma, rank), -1);
    near(mu[0], 25, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(glicko2_worked_example),
        cmocka_unit_test(glicko2_a_period_without_games_widens_the_deviation),
        cmocka_unit_test(weng_lin_worked_example),
        cmocka_unit_test(two_players_win_and_draw),
        cmocka_unit_test(many_players_ranked_in_order),
        cmocka_unit_test(many_players_share_a_tie),
        cmocka_unit_test(ratings_firm_up_but_never_freeze),
        cmocka_unit_test(bad_input_changes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
