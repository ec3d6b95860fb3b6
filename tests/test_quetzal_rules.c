/* test_quetzal_rules.c - Quetzal: the rule statements and chosen readings that
 * tests/test_quetzal.c (at its length limit) leaves untested: the faces of
 * meeples taken back from an outbid bid, the Camp reroll that lands standing,
 * and a test naming each reading of docs/RULE_READINGS.md (R-QZ-n) that no
 * other test names.  The rule text is Gigamic's interactive rules page; each
 * test cites its section.
 *
 * As in test_quetzal.c, a test edits the public state (pools, coins, hands
 * moved from the deck, so that check() still holds) and acts by canonical
 * text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "qz_th.h"
#include "games/quetzal/internal.h"

/* ---- helpers ----------------------------------------------------------------------- */

/* ---- rule statements ------------------------------------------------------------------ */

/* Rule text, "Bidding locations": "The previous player recovers their meeples
 * without switching their sides".  A bid of a black meeple, one lying on its
 * side and the Character, outbid, comes back as one black, one on its side and
 * the Character: the wild one can still be placed as either kind. */
static void outbid_meeples_keep_their_faces(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 40);
    qz_th_pool(&s, 0, 1, 1, 1, 1);
    qz_th_pool(&s, 1, 4, 0, 0, 0);
    s.cur = 0;
    qz_th_act(&s, "place quarry 2adv+char"); /* the black one, then the one on its side */
    assert_int_equal(s.spot[QZ_QUARRY].face[QZ_ADV], 1);
    assert_int_equal(s.spot[QZ_QUARRY].face[QZ_WILD], 1);
    assert_int_equal(s.spot[QZ_QUARRY].face[QZ_CHAR], 1);
    qz_th_act(&s, "place quarry 4adv");
    assert_int_equal(s.spot[QZ_QUARRY].owner, 1);
    assert_int_equal(s.pool[0][QZ_ADV], 1);
    assert_int_equal(s.pool[0][QZ_ARCH], 1);
    assert_int_equal(s.pool[0][QZ_WILD], 1); /* still on its side */
    assert_int_equal(s.pool[0][QZ_CHAR], 1);
    /* and it may now go as an archaeologist: two white meeples for the Ruins */
    assert_int_equal(s.cur, 0);
    qz_th_act(&s, "place ruins 2arch");
    assert_int_equal(s.spot[QZ_RUINS].face[QZ_ARCH], 1);
    assert_int_equal(s.spot[QZ_RUINS].face[QZ_WILD], 1);
}

/* Rule text, "The camp": "For every meeple placed, the player immediately
 * receives 1 coin and can repeat a roll ... If the meeple is standing, the
 * player receives 1 additional coin"; the roll's note: "a standing meeple
 * will always give 1 coin even if reroll".  Rerolls from many generator
 * states: one that lands standing pays exactly one coin more (and the meeple
 * is wild), one that does not pays nothing. */
static void camp_reroll_landing_standing_pays_its_coin(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 41);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 2, 0, 0); /* an archaeologist left keeps the round open */
    s.coins[0] = 0;
    qz_th_act(&s, "place camp 1adv");
    assert_int_equal(s.coins[0], 1);
    assert_int_equal(s.phase, QZ_PH_CAMP);
    game_action a;
    assert_int_equal(qz_action_from_string(&s, "reroll archaeologist", &a), GAME_OK);
    int stood = 0, fell = 0;
    for (uint64_t r = 1; r <= 3000 && (stood < 3 || fell < 3); r++) {
        quetzal_state t = s;
        t.rng = r;
        game_event ev[QZ_SINK_MAX];
        quetzal_state before = t;
        assert_int_equal(quetzal_apply(&t, a), GAME_OK);
        qz_th_checked(&t);
        assert_int_equal(t.phase, QZ_PH_PLACE);
        assert_int_equal(t.round, 0);
        int n = qz_events(&before, a, &t, GAME_VIEW_ALL, ev, QZ_SINK_MAX), standing = -1;
        for (int i = 0; i < n; i++)
            if (ev[i].type == QZ_EV_REROLL)
                standing = ev[i].v[2];
        assert_true(standing == 0 || standing == 1);
        assert_int_equal(t.coins[0], 1 + standing);
        if (standing) {
            stood++;
            assert_int_equal(t.pool[0][QZ_WILD], 1); /* standing counts as wild */
        } else {
            fell++;
        }
    }
    assert_true(stood >= 3 && fell >= 3);
}

/* ---- readings (docs/RULE_READINGS.md) --------------------------------------------------- */

/* R-QZ-3: the Village's spaces cost 2, 1, 1 from the top and take either kind;
 * the Temple takes archaeologists only, 5 to 1 from the top. */
static void r_qz_3_village_costs_and_kinds(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 42);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 1, 0, 0);
    s.coins[0] = 10;
    static const int cost[QZ_VILLAGE] = {2, 1, 1};
    for (int i = 0; i < QZ_VILLAGE; i++) {
        char t[64];
        assert_int_equal(qz_place_cost(&s, 0, QZ_VILLAGE1 + i, 1), cost[i]);
        snprintf(t, sizeof t, "place village%d 1adv", i + 1);
        assert_true(qz_th_legal_text(&s, t));
        snprintf(t, sizeof t, "place village%d 1arch", i + 1);
        assert_true(qz_th_legal_text(&s, t));
    }
    for (int i = 0; i < 5; i++) {
        char t[64];
        assert_int_equal(qz_place_cost(&s, 0, QZ_TEMPLE1 + i, 1), 5 - i);
        snprintf(t, sizeof t, "place temple%d 1adv", i + 1);
        assert_false(qz_th_legal_text(&s, t));
    }
}

/* R-QZ-5: a placement takes the meeples of its face first, then wild ones; at
 * the Camp one placement is of one kind, a mixed visit is two placements. */
static void r_qz_5_faced_meeples_go_first(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 43);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 2, 1, 1, 0);
    qz_th_act(&s, "place ruins 2adv");
    assert_int_equal(s.pool[0][QZ_ADV], 0);
    assert_int_equal(s.pool[0][QZ_WILD], 1); /* the wild one is kept */
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 1, 0, 0);
    assert_false(qz_th_legal_text(&s, "place camp 2adv"));
    assert_false(qz_th_legal_text(&s, "place camp 2arch"));
    assert_true(qz_th_legal_text(&s, "place camp 1adv"));
    assert_true(qz_th_legal_text(&s, "place camp 1arch"));
}

/* R-QZ-7: Temple space 1 chooses 2 cards and draws none; space 3 chooses 1 and
 * then draws 1, the blind draw after choosing. */
static void r_qz_7_temple_spaces_1_and_3(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 44);
    for (int p = 0; p < 3; p++) {
        qz_th_pool(&s, p, 0, 1, 0, 0);
        s.coins[p] = 10;
    }
    s.cur = 0;
    qz_th_act(&s, "place temple1 1arch");
    qz_th_act(&s, "place temple3 1arch");
    qz_th_act(&s, "place temple5 1arch");
    int deck = s.deck_n;
    game_action legal[QZ_MAX_ACTIONS];
    for (int k = 0; k < 2; k++) {
        assert_int_equal(s.phase, QZ_PH_TEMPLE);
        assert_int_equal(s.cur, 0);
        assert_true(quetzal_legal(&s, legal) > 0);
        assert_int_equal(quetzal_apply(&s, legal[0]), GAME_OK);
    }
    assert_int_equal(s.hand_n[0], 2);
    assert_int_equal(s.deck_n, deck); /* space 1 draws nothing */
    assert_int_equal(s.cur, 1);
    assert_int_equal(s.hand_n[1], 0); /* nothing drawn before choosing */
    quetzal_legal(&s, legal);
    assert_int_equal(quetzal_apply(&s, legal[0]), GAME_OK);
    assert_int_equal(s.hand_n[1], 2);
    assert_int_equal(s.deck_n, deck - 1);
    assert_int_equal(s.cur, 2);
    qz_th_checked(&s);
}

/* R-QZ-8: at the end of a round the Temple is refilled to 8, an emptied site
 * gets 2 new cards and an unclaimed one keeps its own, empty Village slots are
 * filled; nothing is refilled after round 5. */
static void r_qz_8_end_of_round_refill(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 45);
    uint8_t site[QZ_SITES][QZ_SITE_CARDS];
    memcpy(site, s.site, sizeof site);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    s.coins[0] = 10;
    int u = s.village[0];
    s.village[0] = QZ_NONE; /* a slot emptied (its tile back on the stack) */
    s.upg[s.upg_n++] = (uint8_t)u;
    int upg = s.upg_n;
    qz_th_act(&s, "place quarry 1adv");
    assert_int_equal(s.round, 1);
    assert_int_equal(qz_th_display_n(&s), QZ_DISPLAY);
    for (int j = 0; j < QZ_SITE_CARDS; j++) {
        assert_int_not_equal(s.site[0][j], QZ_NONE); /* dealt anew */
        assert_int_equal(s.site[1][j], site[1][j]);  /* kept */
        assert_int_equal(s.site[2][j], site[2][j]);
    }
    assert_int_not_equal(s.village[0], QZ_NONE);
    assert_int_equal(s.upg_n, upg - 1);
    /* the last round: nothing refilled */
    s.round = QZ_ROUNDS - 1;
    qz_th_only(&s, 1);
    qz_th_pool(&s, 1, 1, 0, 0, 0);
    qz_th_act(&s, "place ruins 1adv");
    assert_int_equal(s.phase, QZ_PH_OVER);
    for (int j = 0; j < QZ_SITE_CARDS; j++)
        assert_int_equal(s.site[2][j], QZ_NONE);
}

/* R-QZ-12: "reroll all" rerolls every black and white meeple of the pool and
 * keeps the wild ones and the Character. */
static void r_qz_12_reroll_all_keeps_the_wild_ones(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 46);
    qz_th_grant(&s, 0, QZ_U_REROLL_ALL);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 2, 2, 1, 1);
    assert_true(qz_th_legal_text(&s, "reroll-all"));
    qz_th_act(&s, "reroll-all");
    assert_int_equal(s.pool[0][QZ_CHAR], 1);
    assert_true(s.pool[0][QZ_WILD] >= 1);
    assert_int_equal(s.pool[0][QZ_ADV] + s.pool[0][QZ_ARCH] + s.pool[0][QZ_WILD], 5);
    assert_int_equal(s.active[0][QZ_U_REROLL_ALL], 0);
    assert_false(qz_th_legal_text(&s, "reroll-all"));
    assert_int_equal(s.cur, 0); /* still p's placement turn */
}

/* R-QZ-14: the First Player marker starts with seat 0, who places first. */
static void r_qz_14_seat_0_starts(void **unused)
{
    (void)unused;
    for (int n = 2; n <= 5; n++) {
        quetzal_state s;
        qz_th_fresh(&s, n, 47 + (uint64_t)n);
        assert_int_equal(s.first, 0);
        assert_int_equal(s.cur, 0);
    }
}

/* R-QZ-15: the Black Market bonus upgrade pays on winning the space, whether a
 * card is sold or not; with an empty hand nothing is asked. */
static void r_qz_15_market_bonus_without_a_sale(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 48);
    qz_th_grant(&s, 0, QZ_U_MARKET_BONUS);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    assert_int_equal(s.hand_n[0], 0);
    int coins = s.coins[0];
    qz_th_act(&s, "place market 1adv");
    assert_int_equal(s.round, 1); /* nothing asked */
    assert_true(s.coins[0] >= coins + QZ_DATA.market_bonus);
    assert_int_equal(QZ_DATA.market_bonus, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(outbid_meeples_keep_their_faces),
        cmocka_unit_test(camp_reroll_landing_standing_pays_its_coin),
        cmocka_unit_test(r_qz_3_village_costs_and_kinds),
        cmocka_unit_test(r_qz_5_faced_meeples_go_first),
        cmocka_unit_test(r_qz_7_temple_spaces_1_and_3),
        cmocka_unit_test(r_qz_8_end_of_round_refill),
        cmocka_unit_test(r_qz_12_reroll_all_keeps_the_wild_ones),
        cmocka_unit_test(r_qz_14_seat_0_starts),
        cmocka_unit_test(r_qz_15_market_bonus_without_a_sale),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
