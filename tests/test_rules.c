/* test_rules.c - one unit test per rule of the rulebook (and of the other
 * sources of docs/RULE_READINGS.md where the rulebook gives no number): setup, turn flow, the main
 * actions, travel payment, the card row, the end of a round, the Fear supply,
 * scoring, rejected actions and hidden information. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"

/* ---- setup (the rulebook's) ------------------------------------------------------ */

static int count_blocked(const arnak_state *s)
{
    int n = 0;
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        if (s->space_occ[sp] == SPACE_BLOCKED) {
            assert_true(sp < 10 && (sp & 1)); /* only second camp spaces */
            n++;
        }
    return n;
}

/* expected research bonus tiles per space */
static int bird_bonus(int sp, int n)
{
    if (sp == 3 || sp == 4 || sp == 6 || sp == 7 || sp == 8 || sp == 10 || sp == 11)
        return 1;
    if (sp == 12 || sp == 13)
        return n >= 3;
    if (sp == 5 || sp == 9)
        return n == 4;
    return 0;
}

static int snake_bonus(int sp, int n)
{
    if (sp == 3 || sp == 5 || sp == 6 || sp == 7 || sp == 11 || sp == 12)
        return 1;
    if (sp == 13)
        return n >= 3 ? 3 : 2;
    if (sp == 4)
        return n >= 3;
    if (sp == 9 || sp == 10)
        return n == 4;
    return 0;
}

static void check_setup(int n, int side, uint64_t seed)
{
    arnak_state s;
    th_init_side(&s, n, side, seed);
    th_check(&s);
    static const int coins[4] = {2, 1, 2, 1}, comp[4] = {0, 1, 1, 2};
    assert_int_equal(s.nplayers, n);
    assert_int_equal(s.round, 1);
    assert_int_equal(s.start_player, 0);
    assert_int_equal(arnak_current_player(&s), 0);
    assert_int_equal(th_frame(&s), FR_TURN);
    assert_false(arnak_is_over(&s));
    /* players */
    for (int q = 0; q < n; q++) {
        const arnak_player *p = &s.p[q];
        assert_int_equal(p->res[RES_COIN], coins[q]);
        assert_int_equal(p->res[RES_COMPASS], comp[q]);
        assert_int_equal(p->res[RES_TABLET], 0);
        assert_int_equal(p->res[RES_ARROW], 0);
        assert_int_equal(p->res[RES_JEWEL], 0);
        assert_int_equal(p->deck_n, 1);
        assert_int_equal(p->hand_n, 5);
        assert_int_equal(p->play_n, 0);
        int cnt[CARD_COUNT] = {0};
        for (int i = 0; i < 6; i++)
            cnt[p->cards[i]]++;
        assert_int_equal(cnt[CARD_FUNDING_CAR], 1);
        assert_int_equal(cnt[CARD_FUNDING_SHIP], 1);
        assert_int_equal(cnt[CARD_EXPLORE_CAR], 1);
        assert_int_equal(cnt[CARD_EXPLORE_SHIP], 1);
        assert_int_equal(cnt[CARD_FEAR], 2);
        assert_int_equal(p->glass, 0);
        assert_int_equal(p->notebook, 0);
        assert_int_equal(p->arch_out, 0);
        assert_int_equal(p->idols, 0);
        assert_int_equal(p->guardians, 0);
        assert_int_equal(p->asst[0] + p->asst[1], 0);
    }
    assert_int_equal(s.fear_supply, 19 - 2 * n);
    /* blocking tiles */
    assert_int_equal(count_blocked(&s), n == 2 ? 5 : n == 3 ? 3 : 0);
    /* temple tiles: N per stack */
    for (int st = 0; st < 6; st++)
        assert_int_equal(s.temple_stack[st], n);
    /* research bonus tiles */
    int placed = 0;
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        int want = side == ARNAK_SIDE_BIRD ? bird_bonus(sp, n) : snake_bonus(sp, n);
        assert_int_equal(s.bonus_n[sp], want);
        placed += want;
    }
    assert_int_equal(s.temple_bonus_n, n);
    int box = 0, type_cnt[7] = {0};
    for (int t = 1; t <= 6; t++) {
        box += s.bonus_box[t];
        type_cnt[t] += s.bonus_box[t];
    }
    for (int sp = 0; sp < ARNAK_RSPACES; sp++)
        for (int i = 0; i < s.bonus_n[sp]; i++)
            type_cnt[s.bonus[sp][i]]++;
    for (int i = 0; i < s.temple_bonus_n; i++)
        type_cnt[s.temple_bonus[i]]++;
    assert_int_equal(placed + n + box, 18);
    for (int t = 1; t <= 6; t++)
        assert_int_equal(type_cnt[t], 3);
    /* idols: level I one face up, level II face up + face down; no tiles, no guardians */
    int idol_cnt[7] = {0};
    for (int site = 0; site < ARNAK_SITES; site++) {
        assert_int_equal(s.site_tile[site], 0);
        assert_int_equal(s.site_guardian[site], 0);
        if (site < 5) {
            assert_int_equal(s.site_idol[site], 0);
            assert_int_equal(s.site_idol_down[site], 0);
            continue;
        }
        assert_in_range(s.site_idol[site], 1, 6);
        idol_cnt[s.site_idol[site]]++;
        assert_int_equal(s.site_idol_down[site], site >= 13 ? 1 : 0);
    }
    for (int t = 1; t <= 6; t++)
        assert_true(idol_cnt[t] <= ARNAK_IDOL_COUNTS[t]);
    assert_int_equal(s.l1_n, 10);
    assert_int_equal(s.l2_n, 6);
    assert_int_equal(s.guard_n, 15);
    /* assistants */
    if (side == ARNAK_SIDE_BIRD) {
        assert_int_equal(s.rescue_n, 0);
        for (int st = 0; st < 3; st++)
            assert_int_equal(s.asst_n[st], 4);
    } else {
        assert_int_equal(s.rescue_n, n);
        assert_int_equal(s.asst_n[0], 3);
        assert_int_equal(s.asst_n[1], 3);
        assert_int_equal(s.asst_n[2], 12 - n - 6);
    }
    /* card row: 1 artifact at 0, items at 1..5 */
    assert_true(CARD_IS_ART(s.row[0]));
    for (int i = 1; i < ARNAK_ROW; i++)
        assert_true(CARD_IS_ITEM(s.row[i]));
    assert_int_equal(s.art_n, 34);
    assert_int_equal(s.item_n, 35);
    assert_int_equal(s.item_exile, 0);
    assert_int_equal(s.art_exile, 0);
}

static void setup_two_players(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 8; seed++)
        check_setup(2, ARNAK_SIDE_BIRD, seed);
}

static void setup_three_players(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 8; seed++)
        check_setup(3, ARNAK_SIDE_BIRD, seed);
    /* the 3 blocked camps are random */
    int patterns = 0, seen[32] = {0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        arnak_state s;
        th_init(&s, 3, seed);
        int mask = 0;
        for (int c = 0; c < 5; c++)
            if (s.space_occ[2 * c + 1] == SPACE_BLOCKED)
                mask |= 1 << c;
        assert_int_equal(__builtin_popcount((unsigned)mask), 3);
        patterns += !seen[mask]++;
    }
    assert_true(patterns >= 3);
}

static void setup_four_players(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 8; seed++)
        check_setup(4, ARNAK_SIDE_BIRD, seed);
}

static void setup_snake_side(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++)
        for (uint64_t seed = 1; seed <= 4; seed++)
            check_setup(n, ARNAK_SIDE_SNAKE, seed);
}

static void setup_seeds(void **state)
{
    (void)state;
    arnak_state a, b, c;
    th_init(&a, 3, 42);
    th_init(&b, 3, 42);
    th_init(&c, 3, 43);
    assert_memory_equal(&a, &b, sizeof a);
    assert_true(arnak_hash(&a) == arnak_hash(&b));
    assert_true(arnak_hash(&a) != arnak_hash(&c));
    assert_true(memcmp(a.item_deck, c.item_deck, sizeof a.item_deck) != 0);
    /* starting decks are shuffled: the 6-card orders vary over seeds */
    int distinct = 0;
    uint8_t first[6];
    for (uint64_t seed = 1; seed <= 20; seed++) {
        th_init(&a, 2, seed);
        if (seed == 1)
            memcpy(first, a.p[0].cards, 6);
        else
            distinct += memcmp(first, a.p[0].cards, 6) != 0;
    }
    assert_true(distinct >= 10);
}

static void setup_bad_config(void **state)
{
    (void)state;
    arnak_state s;
    arnak_config c1 = {1, ARNAK_SIDE_BIRD, 1}, c5 = {5, ARNAK_SIDE_BIRD, 1}, cs = {2, 7, 1};
    assert_int_equal(arnak_init(&s, &c1), ARNAK_E_CONFIG);
    assert_int_equal(arnak_init(&s, &c5), ARNAK_E_CONFIG);
    assert_int_equal(arnak_init(&s, &cs), ARNAK_E_CONFIG);
    assert_int_equal(arnak_init(&s, NULL), ARNAK_E_CONFIG);
}

/* ---- turns -------------------------------------------------------------------------- */

static void free_actions_alone_do_not_make_a_turn(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 1);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_SHIP, CARD_FEAR, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "end-turn"));
    th_do(&s, "play funding-car");
    th_do(&s, "play exploration-ship");
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 1);
    assert_int_equal(th_frame(&s), FR_TURN);
    assert_int_equal(arnak_current_player(&s), 0);
    assert_false(th_legal(&s, "end-turn"));
    assert_true(th_legal(&s, "pass"));
    th_do(&s, "dig P0");
    th_do(&s, "pay fear");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_true(th_legal(&s, "end-turn"));
    th_do(&s, "end-turn");
    assert_int_equal(arnak_current_player(&s), 1);
    assert_int_equal(th_frame(&s), FR_TURN);
}

static void after_main_action_only_free_actions_and_end(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 2);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, CARD_FUNDING_SHIP, 0);
    th_set_res(&s, 0, 5, 5, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P1");
    th_do(&s, "pay fear");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_string_equal(th_opts(&s, ""), "end-turn|play funding-ship");
    th_do(&s, "play funding-ship");
    assert_int_equal(th_res(&s, 0, RES_COIN), 6);
    assert_string_equal(th_opts(&s, ""), "end-turn");
}

static void passed_players_are_skipped(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 3);
    for (int q = 0; q < 3; q++)
        th_set_hand(&s, q, CARD_FEAR, CARD_FEAR, 0);
    th_do(&s, "pass");
    assert_int_equal(s.p[0].passed, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    th_seq(&s, "dig P0", "pay fear", "end-turn", NULL);
    assert_int_equal(arnak_current_player(&s), 2);
    th_seq(&s, "dig P1", "pay fear", "end-turn", NULL);
    /* player 0 has passed: player 1 again */
    assert_int_equal(arnak_current_player(&s), 1);
    assert_int_equal(s.turn_player, 1);
    assert_int_equal(th_frame(&s), FR_TURN);
}

static void last_player_takes_consecutive_turns(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 4);
    for (int q = 0; q < 3; q++)
        th_set_hand(&s, q, CARD_FEAR, CARD_FEAR, 0);
    th_do(&s, "pass");                           /* p0 */
    th_do(&s, "pass");                           /* p1 */
    assert_int_equal(arnak_current_player(&s), 2);
    th_seq(&s, "dig P0", "pay fear", "end-turn", NULL);
    assert_int_equal(arnak_current_player(&s), 2);
    assert_int_equal(th_frame(&s), FR_TURN);
    assert_int_equal(s.round, 1);
    th_seq(&s, "dig P1", "pay fear", "end-turn", NULL);
    assert_int_equal(arnak_current_player(&s), 2);
    assert_int_equal(s.p[2].arch_out, 2);
    assert_int_equal(s.round, 1);
}

static void round_ends_when_all_have_passed(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 5);
    for (int q = 0; q < 3; q++)
        th_set_hand(&s, q, 0); /* empty hands: no keep decisions */
    th_do(&s, "pass");
    th_do(&s, "pass");
    assert_int_equal(s.round, 1);
    th_do(&s, "pass");
    assert_int_equal(s.round, 2);
    assert_int_equal(s.start_player, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    for (int q = 0; q < 3; q++) {
        assert_int_equal(s.p[q].passed, 0);
        assert_int_equal(s.p[q].hand_n, 5);
    }
}

/* ---- dig ------------------------------------------------------------------------------ */

static void dig_camp_effects(void **state)
{
    (void)state;
    /* P0 2 coins, P1 2 compasses, P2 2 tablets, P3 1 arrowhead, P4 card -> jewel */
    static const int gain[4][RES_N] = {{2, 0, 0, 0, 0}, {0, 2, 0, 0, 0}, {0, 0, 2, 0, 0}, {0, 0, 0, 1, 0}};
    for (int site = 0; site < 4; site++) {
        arnak_state s;
        th_fresh(&s, 2, 10 + (uint64_t)site);
        th_set_hand(&s, 0, CARD_FEAR, 0);
        th_turn(&s, 0);
        char buf[24];
        snprintf(buf, sizeof buf, "dig P%d", site);
        th_do(&s, buf);
        th_do(&s, "pay fear");
        for (int r = 0; r < RES_N; r++)
            assert_int_equal(th_res(&s, 0, r), gain[site][r]);
        assert_int_equal(s.space_occ[2 * site], 1);
        assert_int_equal(s.p[0].arch_out, 1);
        assert_int_equal(th_frame(&s), FR_POST);
    }
    arnak_state s;
    th_fresh(&s, 2, 15);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P4");
    th_do(&s, "pay fear");
    assert_string_equal(th_opts(&s, ""), "discard funding-car|skip");
    th_do(&s, "discard funding-car");
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 0); /* the card's effect is ignored */
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
}

static void dig_second_camp_space_costs_two_boots(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 20);
    th_place(&s, 1, 0); /* P0 space a taken */
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "dig P0"));
    assert_true(th_legal(&s, "dig P1"));
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P0");
    assert_string_equal(th_opts(&s, "pay"), "pay fear+fear|pay funding-car+fear");
    th_do(&s, "pay fear+fear");
    assert_int_equal(s.space_occ[1], 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 2);
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 2);
}

static void dig_blocked_space_not_offered(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 21);
    th_place(&s, 1, 0);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 9, 0, 0, 0, 0);
    th_turn(&s, 0);
    assert_int_equal(s.space_occ[1], SPACE_BLOCKED);
    assert_false(th_legal(&s, "dig P0"));
    assert_string_equal(th_opts(&s, "dig"), "dig P1|dig P2|dig P3|dig P4");
}

static void dig_three_players_unblocked_second_space(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 27);
    int open = -1, blocked = -1;
    for (int c = 0; c < 5; c++) {
        if (s.space_occ[2 * c + 1] == SPACE_BLOCKED)
            blocked = c;
        else
            open = c;
    }
    assert_true(open >= 0 && blocked >= 0);
    th_place(&s, 1, 2 * open);
    th_place(&s, 2, 2 * blocked);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FUNDING_SHIP, 0);
    th_turn(&s, 0);
    char dig_open[24], dig_blocked[24];
    snprintf(dig_open, sizeof dig_open, "dig P%d", open);
    snprintf(dig_blocked, sizeof dig_blocked, "dig P%d", blocked);
    assert_false(th_legal(&s, dig_blocked));
    th_do(&s, dig_open);
    assert_string_equal(th_opts(&s, "pay"), "pay funding-ship+fear");
    th_do(&s, "pay funding-ship+fear");
    assert_int_equal(s.space_occ[2 * open + 1], 1);
}

static void dig_full_camp_not_offered(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 22);
    th_place(&s, 1, 2);
    th_place(&s, 2, 3);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "dig P1"));
    assert_true(th_legal(&s, "dig P0"));
    /* a level I site holds one archaeologist */
    th_discover(&s, 5, 2, 0);
    th_place(&s, 1, 10);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "dig P5"));
}

static void no_dig_or_discover_with_both_archaeologists_out(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 23);
    th_discover(&s, 5, 2, 0);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FUNDING_CAR, CARD_FUNDING_SHIP, 0);
    th_set_res(&s, 0, 10, 10, 0, 0, 0);
    th_turn(&s, 0);
    assert_true(th_legal(&s, "dig P5"));
    assert_true(th_legal(&s, "discover P6"));
    th_place(&s, 0, 0);
    assert_true(th_legal(&s, "dig P5"));
    th_place(&s, 0, 2);
    assert_int_equal(th_count(&s, "dig"), 0);
    assert_int_equal(th_count(&s, "discover"), 0);
}

static void dig_at_discovered_site(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 24);
    th_discover(&s, 5, 5, 0); /* L1-05: 1 coin + 2 tablets; P5 costs a car */
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P5");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car");
    th_do(&s, "pay funding-car");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 3); /* no compass for a dig */
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 2);
    assert_int_equal(s.space_occ[10], 1);
    assert_int_equal(s.p[0].idols, 0);
}

static void undiscovered_site_cannot_be_dug(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 25);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_FUNDING_SHIP, 0);
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "dig"), "dig P0|dig P1|dig P2|dig P3|dig P4");
    assert_int_equal(th_count(&s, "discover"), 0); /* no compasses */
}

static void guardian_does_not_block_digging(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 26);
    th_discover(&s, 7, 6, 9);
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P7");
    th_do(&s, "pay funding-ship");
    assert_int_equal(s.space_occ[12], 1);
    assert_int_equal(s.site_guardian[7], 9);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
}

/* ---- discover ------------------------------------------------------------------------ */

static void discover_level_one_needs_three_compasses(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 30);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "discover P5"));
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    /* a car reaches P5, P6, P9, P10 only */
    assert_string_equal(th_opts(&s, "discover"),
                        "discover P10|discover P5|discover P6|discover P9");
}

static void discover_needs_the_travel_cost(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 31);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_set_res(&s, 0, 1, 9, 0, 0, 0);
    th_turn(&s, 0);
    assert_int_equal(th_count(&s, "discover"), 0);
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, 0);
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "discover"),
                        "discover P11|discover P12|discover P7|discover P8");
}

static void discover_resolves_idol_tile_then_guardian(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 32);
    th_set_idol(&s, 5, IDOL_EXILE);
    th_tile_on_top(&s, 5); /* 1 coin + 2 tablets */
    th_guardian_on_top(&s, 4);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_FEAR, 0);
    th_set_res(&s, 0, 0, 4, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "discover P5");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 1);
    th_do(&s, "pay funding-car");
    /* the idol's reward comes first: the tile has not paid yet */
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_int_equal(s.p[0].idols, 1);
    assert_int_equal(s.site_idol[5], 0);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 0);
    assert_int_equal(s.site_guardian[5], 0);
    int fear_before = s.fear_supply;
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, fear_before + 1);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_tile[5], 5);
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 2);
    assert_int_equal(s.site_guardian[5], 4);
    assert_int_equal(s.guard_n, 14);
    assert_int_equal(s.l1_n, 9);
    assert_int_equal(s.space_occ[10], 1);
    assert_int_equal(s.p[0].arch_out, 1);
}

static void discover_guardian_arrives_after_the_tile_effect(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 33);
    th_set_idol(&s, 7, IDOL_COIN);
    th_tile_on_top(&s, 3); /* draw 1 + 1 coin + 1 tablet */
    th_guardian_on_top(&s, 11);
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "discover P7");
    th_do(&s, "pay funding-ship");
    assert_int_equal(th_frame(&s), FR_DRAW);
    assert_int_equal(s.site_tile[7], 3);
    assert_int_equal(s.site_guardian[7], 0);
    assert_int_equal(th_res(&s, 0, RES_COIN), 2); /* idol coin + tile coin */
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    th_do(&s, "draw 1");
    assert_int_equal(s.site_guardian[7], 11);
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
}

static void discover_level_two_gives_two_idols_one_reward(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 34);
    th_set_idol(&s, 13, IDOL_COMPASS);
    th_tile_on_top(&s, 12); /* 1 coin + 1 compass + 1 tablet + 1 arrowhead */
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_CAR, 0);
    th_set_res(&s, 0, 0, 5, 0, 0, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "discover P13"));
    th_set_res(&s, 0, 0, 6, 0, 0, 0);
    th_do(&s, "discover P13");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car+exploration-car");
    th_do(&s, "pay funding-car+exploration-car");
    assert_int_equal(s.p[0].idols, 2);
    assert_int_equal(s.site_idol[13], 0);
    assert_int_equal(s.site_idol_down[13], 0);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 2); /* 6 - 6 + idol + tile */
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(s.site_tile[13], 12);
    assert_int_equal(s.l2_n, 5);
    assert_true(s.site_guardian[13] != 0);
    assert_int_equal(s.space_occ[18], 1);
}

/* ---- overcome ------------------------------------------------------------------------- */

static void overcome_needs_an_archaeologist_there(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 40);
    th_discover(&s, 5, 2, 4); /* G04: 2 coins + 1 arrowhead */
    th_set_hand(&s, 0, 0);
    th_set_res(&s, 0, 2, 0, 0, 1, 0);
    th_place(&s, 1, 10); /* only the opponent is there */
    th_turn(&s, 0);
    assert_int_equal(th_count(&s, "overcome"), 0);
}

static void overcome_needs_the_full_cost(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 41);
    th_discover(&s, 5, 2, 4);
    th_set_hand(&s, 0, 0);
    th_place(&s, 0, 10);
    th_set_res(&s, 0, 1, 5, 5, 1, 5);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "overcome P5"));
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    assert_false(th_legal(&s, "overcome P5"));
    th_set_res(&s, 0, 3, 0, 0, 1, 0);
    th_do(&s, "overcome P5");
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 0);
    assert_int_equal(s.p[0].guardians, 1u << 3);
    assert_int_equal(s.site_guardian[5], 0);
    assert_int_equal(s.space_occ[10], 1); /* the archaeologist stays */
    assert_int_equal(th_frame(&s), FR_POST);
}

static void overcome_travel_cost(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 42);
    th_discover(&s, 6, 2, 10); /* G10: a car + 1 arrowhead */
    th_place(&s, 0, 11);
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, 0);
    th_set_res(&s, 0, 0, 0, 0, 1, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "overcome P6"));
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, CARD_EXPLORE_CAR, 0);
    th_do(&s, "overcome P6");
    assert_string_equal(th_opts(&s, "pay"), "pay exploration-car");
    th_do(&s, "pay exploration-car");
    assert_int_equal(s.p[0].guardians, 1u << 9);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 0);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
}

static void overcome_card_down_cost(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 43);
    th_discover(&s, 6, 2, 2); /* G02: card down + 1 coin + 1 arrowhead */
    th_place(&s, 0, 11);
    th_set_hand(&s, 0, 0);
    th_set_res(&s, 0, 1, 0, 0, 1, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "overcome P6"));
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_do(&s, "overcome P6");
    assert_string_equal(th_opts(&s, ""), "discard funding-car");
    th_do(&s, "discard funding-car");
    assert_int_equal(s.p[0].guardians, 1u << 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 0);
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
}

/* ---- buy --------------------------------------------------------------------------------- */

static void buy_item_goes_to_the_bottom_of_the_deck(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 50);
    th_set_row(&s, 2, CARD_ITEM(32)); /* Hat, 1 coin */
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    th_turn(&s, 0);
    int deck = s.p[0].deck_n, hand = s.p[0].hand_n;
    th_do(&s, "buy hat");
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(s.p[0].deck_n, deck + 1);
    assert_int_equal(s.p[0].hand_n, hand);
    assert_int_equal(s.p[0].cards[0], CARD_ITEM(32));
    assert_int_equal(s.p[0].seg[0], 0); /* its place is public */
    assert_int_equal(s.row[2], 0);      /* refilled at the end of the turn */
    assert_int_equal(th_frame(&s), FR_POST);
}

static void buy_needs_the_price(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 51);
    th_set_row(&s, 0, CARD_ART(4)); /* Treasure Chest, 4 compasses */
    th_set_row(&s, 1, CARD_ITEM(3)); /* Pack Donkey, 4 coins */
    th_set_res(&s, 0, 3, 3, 0, 0, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "buy pack-donkey"));
    assert_false(th_legal(&s, "buy treasure-chest"));
    th_set_res(&s, 0, 4, 4, 0, 0, 0);
    assert_true(th_legal(&s, "buy pack-donkey"));
    assert_true(th_legal(&s, "buy treasure-chest"));
    /* coins do not buy artifacts, compasses do not buy items */
    th_set_res(&s, 0, 9, 0, 0, 0, 0);
    assert_false(th_legal(&s, "buy treasure-chest"));
    th_set_res(&s, 0, 0, 9, 0, 0, 0);
    assert_false(th_legal(&s, "buy pack-donkey"));
}

static void buy_artifact_to_play_area_and_use_it(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 52);
    th_set_row(&s, 0, CARD_ART(4)); /* Treasure Chest: draw 1 + 1 coin */
    th_set_hand(&s, 0, 0);
    th_set_res(&s, 0, 0, 5, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "buy treasure-chest");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(4)), 1);
    assert_string_equal(th_opts(&s, ""), "skip|use-effect");
    th_do(&s, "use-effect");
    th_do(&s, "draw 1");
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 0); /* no tablet when bought */
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void buy_artifact_effect_is_optional(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 53);
    th_set_row(&s, 0, CARD_ART(3)); /* War Mask: 1 arrowhead */
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "buy war-mask");
    th_do(&s, "skip");
    assert_int_equal(th_res(&s, 0, RES_ARROW), 0);
    assert_int_equal(s.p[0].war_mask, 0);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(3)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void artifact_from_hand_costs_a_tablet(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 54);
    th_set_hand(&s, 0, CARD_ART(3), 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "play war-mask"));
    th_set_res(&s, 0, 0, 0, 1, 0, 0);
    th_do(&s, "play war-mask");
    assert_int_equal(th_res(&s, 0, RES_TABLET), 0);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(s.p[0].war_mask, 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(3)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* ---- research --------------------------------------------------------------------------- */

static void research_glass_pays_the_bridge_and_gains_the_row(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 60);
    th_set_res(&s, 0, 0, 1, 0, 1, 1);
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "research"), "research glass B1|research glass B2");
    th_do(&s, "research glass B1");
    assert_int_equal(s.p[0].glass, 1);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 0);
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 1); /* row 1 glass: a coin */
    assert_int_equal(th_frame(&s), FR_POST);
}

static void research_unaffordable_not_offered(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 61);
    th_set_res(&s, 0, 9, 0, 9, 0, 0);
    th_turn(&s, 0);
    assert_int_equal(th_count(&s, "research"), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(th_count(&s, "research"), 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 1);
    assert_string_equal(th_opts(&s, "research"), "research glass B2");
}

static void research_notebook_never_above_glass(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 62);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    assert_int_equal(th_count(&s, "research notebook"), 0);
    s.p[0].glass = 1; /* B1, row 1 */
    assert_string_equal(th_opts(&s, "research notebook"),
                        "research notebook B1|research notebook B2");
    s.p[0].notebook = 1;
    assert_int_equal(th_count(&s, "research notebook"), 0);
    s.p[0].glass = 5; /* B5, row 3 */
    assert_string_equal(th_opts(&s, "research notebook"),
                        "research notebook B3|research notebook B4");
}

static void research_only_connected_spaces(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 63);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    s.p[0].glass = 2; /* B2 connects to B4 only */
    assert_string_equal(th_opts(&s, "research glass"), "research glass B4");
    s.p[0].glass = 1;
    assert_string_equal(th_opts(&s, "research glass"), "research glass B3|research glass B4");
    s.p[0].glass = 5;
    assert_string_equal(th_opts(&s, "research glass"),
                        "research glass B6|research glass B7|research glass B8");
    s.p[0].glass = 11;
    assert_string_equal(th_opts(&s, "research glass"), "research glass B12|research glass B13");
}

static void research_bonus_tile_for_the_first_arrival_only(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 64);
    th_set_bonus(&s, 3, 0, BONUS_COIN);
    s.p[0].glass = 1;
    s.p[1].glass = 1;
    th_set_res(&s, 0, 0, 0, 0, 0, 1);
    th_set_res(&s, 1, 0, 0, 0, 0, 1);
    int taken = s.bonus_taken;
    th_turn(&s, 0);
    th_do(&s, "research glass B3");
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 0);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 1); /* row 2 glass */
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);    /* bonus tile */
    assert_int_equal(s.bonus_n[3], 0);
    assert_int_equal(s.bonus_taken, taken + 1);
    th_turn(&s, 1);
    th_do(&s, "research glass B3");
    assert_int_equal(th_res(&s, 1, RES_COMPASS), 1); /* the row effect, always */
    assert_int_equal(th_res(&s, 1, RES_COIN), 0);    /* no tile left */
    assert_int_equal(s.bonus_taken, taken + 1);
}

static void research_notebook_row_effect_recruits(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 65);
    s.p[0].glass = 1;
    th_set_res(&s, 0, 0, 1, 0, 1, 0);
    th_turn(&s, 0);
    th_do(&s, "research notebook B1");
    assert_int_equal(s.p[0].notebook, 1);
    assert_int_equal(th_frame(&s), FR_RECRUIT);
    assert_int_equal(th_count(&s, "recruit "), 3);
    int top = s.asst_stack[1][s.asst_n[1] - 1];
    char buf[32];
    snprintf(buf, sizeof buf, "recruit %s", ARNAK_ASSISTANTS[top].name);
    th_do(&s, buf);
    th_expect_asst(&s, 0, 0, top, 0, 0);
    assert_int_equal(s.asst_n[1], 3);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void research_row_effect_or_bonus_first(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 66);
    th_set_bonus(&s, 3, 0, BONUS_EXILE);
    s.p[0].glass = 3;
    s.p[0].notebook = 1;
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 1);
    th_turn(&s, 0);
    th_do(&s, "research notebook B3"); /* row 2 notebook: recruit; tile: exile */
    assert_string_equal(th_opts(&s, ""), "bonus-first|row-first");
    th_do(&s, "bonus-first");
    assert_int_equal(th_frame(&s), FR_EXILE);
    int fear = s.fear_supply;
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, fear + 1);
    assert_int_equal(th_frame(&s), FR_RECRUIT);
    assert_int_equal(s.bonus_n[3], 0);
}

static void notebook_never_enters_the_lost_temple(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 67);
    th_glass_to_temple(&s, 0);
    s.p[0].notebook = 12;
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    th_check(&s);
    assert_int_equal(th_count(&s, "research"), 0);
    assert_int_equal(th_count(&s, "temple "), 6);
}

/* ---- travel payment --------------------------------------------------------------------- */

static void travel_setup(arnak_state *s, uint64_t seed)
{
    th_fresh(s, 2, seed);
    th_discover(s, 5, 2, 0);   /* car */
    th_discover(s, 7, 6, 0);   /* ship */
    th_discover(s, 13, 12, 0); /* car + car */
    th_discover(s, 15, 13, 0); /* ship + ship */
}

static void travel_plane_pays_anything(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 70);
    th_set_hand(&s, 0, CARD_ITEM(11), 0); /* Hot Air Balloon: a plane */
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "dig"), "dig P0|dig P1|dig P2|dig P3|dig P4|dig P5|dig P7");
    th_do(&s, "dig P7");
    assert_string_equal(th_opts(&s, "pay"), "pay hot-air-balloon");
    th_do(&s, "pay hot-air-balloon");
    /* spent for travel, not exiled */
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(11)), 1);
    assert_int_equal(s.item_exile, 0);
}

static void travel_car_and_ship_never_pay_each_other(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 71);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_CAR, 0);
    th_turn(&s, 0);
    assert_true(th_legal(&s, "dig P5"));
    assert_false(th_legal(&s, "dig P7"));
    assert_true(th_legal(&s, "dig P13"));
    assert_false(th_legal(&s, "dig P15"));
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, CARD_EXPLORE_SHIP, 0);
    assert_false(th_legal(&s, "dig P5"));
    assert_true(th_legal(&s, "dig P7"));
    assert_false(th_legal(&s, "dig P13"));
    assert_true(th_legal(&s, "dig P15"));
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, 0); /* boots pay only boots */
    assert_string_equal(th_opts(&s, "dig"), "dig P0|dig P1|dig P2|dig P3|dig P4");
}

static void travel_anything_pays_a_boot(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 72);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_FUNDING_SHIP, CARD_FEAR, CARD_ITEM(11), CARD_ITEM(2), 0);
    th_turn(&s, 0);
    th_do(&s, "dig P0");
    assert_string_equal(
        th_opts(&s, "pay"),
        "pay fear|pay funding-car|pay funding-ship|pay hot-air-balloon|pay ostrich");
}

static void travel_two_icons_from_two_sources(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 73);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_CAR, CARD_FUNDING_SHIP, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P13");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car+exploration-car");
    th_do(&s, "pay funding-car+exploration-car");
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_SHIP), 1);
    assert_int_equal(s.space_occ[18], 1);
}

static void travel_two_icon_card_pays_a_one_icon_cost(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 74);
    th_set_hand(&s, 0, CARD_ITEM(2), 0); /* Ostrich: car + car */
    th_turn(&s, 0);
    assert_true(th_legal(&s, "dig P13"));
    th_do(&s, "dig P5");
    assert_string_equal(th_opts(&s, "pay"), "pay ostrich");
    th_do(&s, "pay ostrich");
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(2)), 1);
    /* the extra car lasts until the end of this turn, not longer (rulebook:
     * "It does not carry over to your next turn"; the A03 example uses it) */
    assert_int_equal(s.p[0].temp_icons[ICON_CAR], 1);
    th_do(&s, "end-turn");
    assert_int_equal(s.p[0].temp_icons[ICON_CAR], 0);
}

static void travel_identical_cards_are_one_option(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 75);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P2");
    assert_string_equal(th_opts(&s, "pay"), "pay fear");
    th_do(&s, "pay fear");
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
}

static void travel_hire_a_pilot_for_two_coins(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 76);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "dig P5"));
    th_set_res(&s, 0, 3, 0, 0, 0, 0);
    assert_false(th_legal(&s, "dig P13"));
    th_do(&s, "dig P5");
    assert_string_equal(th_opts(&s, "pay"), "pay pilot");
    th_do(&s, "pay pilot");
    assert_int_equal(th_res(&s, 0, RES_COIN), 2); /* 3 - 2 + the coin of tile L1-02 */
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);

    travel_setup(&s, 77);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_set_res(&s, 0, 4, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P15");
    assert_string_equal(th_opts(&s, "pay"), "pay pilot+pilot");
    th_do(&s, "pay pilot+pilot");
    assert_int_equal(th_res(&s, 0, RES_COIN), 0);

    travel_setup(&s, 78);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 3, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P13");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car+pilot");
    th_do(&s, "pay funding-car+pilot");
    assert_int_equal(th_res(&s, 0, RES_COIN), 2); /* 3 - 2 + the coin of tile L2-02 */
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
}

static void travel_no_option_with_a_useless_source(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 79);
    th_set_hand(&s, 0, CARD_ITEM(2), CARD_FUNDING_CAR, CARD_FEAR, 0);
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P13");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car+pilot|pay ostrich");
    travel_setup(&s, 79);
    th_set_hand(&s, 0, CARD_ITEM(2), CARD_FUNDING_CAR, CARD_FEAR, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P5");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car|pay ostrich");
}

static void travel_boons_and_assistants(void **state)
{
    (void)state;
    arnak_state s;
    travel_setup(&s, 80);
    th_set_hand(&s, 0, 0);
    th_give_guardian(&s, 0, 3);          /* boon: a car */
    th_give_assistant(&s, 0, 9, 1);      /* gold A09: two ships */
    th_turn(&s, 0);
    th_do(&s, "dig P15");
    assert_string_equal(th_opts(&s, "pay"), "pay A09");
    th_do(&s, "pay A09");
    assert_int_equal(s.p[0].asst_tired[0], 1);
    th_do(&s, "end-turn");
    th_turn(&s, 0);
    th_do(&s, "dig P5");
    assert_string_equal(th_opts(&s, "pay"), "pay G03");
    th_do(&s, "pay G03");
    assert_int_equal(s.p[0].boons_used, 1u << 2);
    assert_int_equal(s.p[0].guardians, 1u << 2);
}

/* ---- the card row ------------------------------------------------------------------------ */

static void row_refills_at_end_of_turn_sliding_toward_the_staff(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 90);
    for (int i = 1; i <= 5; i++)
        th_set_row(&s, i, CARD_ITEM(31 + i)); /* hat, bear-trap, grappling-hook, lantern, dog */
    int next = s.item_deck[s.item_n - 1];
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "buy bear-trap");
    assert_int_equal(s.row[2], 0);
    th_do(&s, "end-turn");
    assert_int_equal(s.row[1], CARD_ITEM(32));
    assert_int_equal(s.row[2], CARD_ITEM(34));
    assert_int_equal(s.row[3], CARD_ITEM(35));
    assert_int_equal(s.row[4], CARD_ITEM(36));
    assert_int_equal(s.row[5], next);
}

static void row_refills_artifacts_from_their_deck(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 91);
    th_set_row(&s, 0, CARD_ART(9)); /* Serpent Idol, 2 compasses */
    int next = s.art_deck[s.art_n - 1];
    uint8_t items[ARNAK_ROW];
    memcpy(items, s.row, sizeof items);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "buy serpent-idol");
    th_do(&s, "skip");
    th_do(&s, "end-turn");
    assert_int_equal(s.row[0], next);
    assert_memory_equal(&s.row[1], &items[1], 5);
}

static void row_empty_deck_stops_the_refill(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 92);
    for (int i = 1; i <= 5; i++)
        th_set_row(&s, i, CARD_ITEM(31 + i));
    th_exile_item_deck(&s);
    th_check(&s);
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "buy bear-trap");
    th_do(&s, "end-turn");
    /* nothing slides, nothing is dealt */
    assert_int_equal(s.row[1], CARD_ITEM(32));
    assert_int_equal(s.row[2], 0);
    assert_int_equal(s.row[3], CARD_ITEM(34));
    assert_int_equal(s.row[4], CARD_ITEM(35));
    assert_int_equal(s.row[5], CARD_ITEM(36));
    assert_int_equal(arnak_current_player(&s), 1);
}

/* ---- end of round ------------------------------------------------------------------------- */

static void end_of_round_in_order(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 100);
    th_discover(&s, 5, 2, 4); /* P5 with guardian G04 */
    th_place(&s, 0, 10);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_CAR, CARD_FEAR, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(22));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32));
    th_set_row(&s, 1, CARD_ITEM(36));
    th_set_row(&s, 2, CARD_ITEM(37));
    th_set_row(&s, 3, CARD_ITEM(7)); /* Sturdy Boots, 1 coin */
    th_set_row(&s, 4, CARD_ITEM(39));
    th_set_row(&s, 5, CARD_ITEM(40));
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].asst_tired[0] = 1;
    th_set_hand(&s, 1, 0);
    s.p[1].passed = 1;
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    int art0 = s.row[0], item1 = s.row[1];
    assert_int_equal(item1, CARD_ITEM(36));
    int fear_supply = s.fear_supply;
    th_turn(&s, 0);
    th_do(&s, "play funding-car");
    th_do(&s, "buy sturdy-boots");
    th_do(&s, "end-turn");
    assert_int_equal(arnak_current_player(&s), 0); /* the only one still in */
    th_do(&s, "pass");
    /* Fear first, archaeologists back, then the keep decision */
    assert_int_equal(th_frame(&s), FR_KEEP);
    assert_int_equal(arnak_current_player(&s), 0);
    assert_int_equal(s.fear_supply, fear_supply - 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(s.space_occ[10], 0);
    assert_int_equal(s.p[0].arch_out, 0);
    assert_string_equal(th_opts(&s, ""), "discard exploration-car|discard fear|keep");
    th_do(&s, "discard fear");
    th_do(&s, "keep");
    /* next round */
    assert_int_equal(s.round, 2);
    assert_int_equal(s.start_player, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    assert_int_equal(th_frame(&s), FR_TURN);
    const arnak_player *p = &s.p[0];
    assert_int_equal(p->play_n, 0);
    assert_int_equal(p->hand_n, 5);
    assert_int_equal(p->deck_n, 7);
    /* the shuffled play area is under the deck; the bought item above it */
    int cnt[CARD_COUNT] = {0};
    for (int i = 0; i < 3; i++)
        cnt[p->cards[i]]++;
    assert_int_equal(cnt[CARD_FEAR], 2);
    assert_int_equal(cnt[CARD_FUNDING_CAR], 1);
    assert_int_equal(p->cards[3], CARD_ITEM(7));
    /* kept card stays, the rest drawn from the top */
    assert_int_equal(th_hand_count(&s, 0, CARD_EXPLORE_CAR), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(5)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(22)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 1);
    assert_int_equal(th_fear_owned(&s, 0), 4);
    assert_int_equal(p->asst_tired[0], 0);
    assert_int_equal(s.p[1].hand_n, 5);
    assert_int_equal(s.p[1].passed, 0);
    /* the two cards beside the staff went to exile */
    assert_true(s.art_exile >> (art0 - CARD_ART0 - 1) & 1);
    assert_true(s.item_exile >> (item1 - CARD_ITEM0 - 1) & 1);
}

static void end_of_round_moves_the_staff(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 101);
    th_set_hand(&s, 0, 0);
    th_set_hand(&s, 1, 0);
    uint8_t r1[ARNAK_ROW];
    memcpy(r1, s.row, sizeof r1);
    int a1 = s.art_deck[s.art_n - 1], a2 = s.art_deck[s.art_n - 2];
    th_do(&s, "pass");
    th_do(&s, "pass");
    assert_int_equal(s.round, 2);
    assert_int_equal(s.row[1], a1);
    assert_int_equal(s.row[0], a2);
    assert_memory_equal(&s.row[2], &r1[2], 4);
    assert_true(s.art_exile == 1ULL << (r1[0] - CARD_ART0 - 1));
    assert_true(s.item_exile == 1ULL << (r1[1] - CARD_ITEM0 - 1));
    /* round II -> III: the remaining artifact slides toward the staff */
    uint8_t r2[ARNAK_ROW];
    memcpy(r2, s.row, sizeof r2);
    int b1 = s.art_deck[s.art_n - 1], b2 = s.art_deck[s.art_n - 2];
    th_set_hand(&s, 0, 0);
    th_set_hand(&s, 1, 0);
    assert_int_equal(arnak_current_player(&s), 1);
    th_do(&s, "pass");
    th_do(&s, "pass");
    assert_int_equal(s.round, 3);
    assert_int_equal(s.start_player, 0);
    assert_int_equal(s.row[2], r2[0]);
    assert_int_equal(s.row[1], b1);
    assert_int_equal(s.row[0], b2);
    assert_memory_equal(&s.row[3], &r2[3], 3);
    assert_true(s.art_exile >> (r2[1] - CARD_ART0 - 1) & 1);
    assert_true(s.item_exile >> (r2[2] - CARD_ITEM0 - 1) & 1);
}

static void end_of_round_fear_for_everyone_on_a_guarded_site(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 102);
    th_discover(&s, 5, 2, 4);
    th_discover(&s, 6, 3, 5);
    th_place(&s, 0, 10);
    th_place(&s, 1, 11); /* did not wake the guardian: Fear all the same */
    th_place(&s, 1, 0);  /* camp without guardian: no Fear */
    th_place(&s, 2, 2);
    for (int q = 0; q < 3; q++) {
        th_set_hand(&s, q, 0);
        th_clear_play(&s, q);
    }
    int supply = s.fear_supply;
    th_do(&s, "pass");
    th_do(&s, "pass");
    th_do(&s, "pass");
    assert_int_equal(s.round, 2);
    assert_int_equal(s.fear_supply, supply - 2);
    assert_int_equal(th_fear_owned(&s, 0), 3);
    assert_int_equal(th_fear_owned(&s, 1), 3);
    assert_int_equal(th_fear_owned(&s, 2), 2);
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        assert_true(s.space_occ[sp] == 0 || s.space_occ[sp] == SPACE_BLOCKED);
}

static void war_mask_prevents_guardian_fear(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 103);
    th_discover(&s, 5, 2, 4);
    th_place(&s, 0, 10);
    th_set_hand(&s, 0, CARD_ART(3), 0);
    th_set_hand(&s, 1, 0);
    s.p[1].passed = 1;
    th_set_res(&s, 0, 0, 0, 1, 0, 0);
    int supply = s.fear_supply;
    th_turn(&s, 0);
    th_seq(&s, "play war-mask", "end-turn", "pass", NULL);
    assert_int_equal(s.round, 2);
    assert_int_equal(s.fear_supply, supply);
    assert_int_equal(th_fear_owned(&s, 0), 2);
    assert_int_equal(s.p[0].war_mask, 0); /* only for that round */
}

static void end_of_round_kept_cards_stay_in_hand(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 104);
    th_set_hand(&s, 0, CARD_ITEM(14), CARD_ITEM(12), 0);
    th_set_hand(&s, 1, CARD_FUNDING_SHIP, 0);
    th_do(&s, "pass");
    th_do(&s, "pass");
    /* start player decides first */
    assert_int_equal(th_frame(&s), FR_KEEP);
    assert_int_equal(arnak_current_player(&s), 0);
    th_do(&s, "discard parrot");
    assert_int_equal(arnak_current_player(&s), 0);
    th_do(&s, "keep");
    assert_int_equal(arnak_current_player(&s), 1);
    th_do(&s, "discard funding-ship"); /* hand now empty: no further question */
    assert_int_equal(s.round, 2);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(12)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(14)), 0);
    assert_int_equal(th_deck_count(&s, 0, CARD_ITEM(14)), 1);
    assert_int_equal(s.p[0].hand_n, 5);
    assert_int_equal(th_hand_count(&s, 1, CARD_FUNDING_SHIP), 0);
    assert_int_equal(s.p[1].hand_n, 5);
}

static void after_round_five_fear_then_final_scoring(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 105);
    th_set_round(&s, 5);
    th_discover(&s, 5, 2, 4);
    th_place(&s, 0, 10);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0); /* cards in hand: no keep question */
    th_clear_play(&s, 0);
    s.p[1].passed = 1;
    th_turn(&s, 0);
    th_check(&s);
    arnak_score before;
    arnak_score_player(&s, 0, &before);
    th_do(&s, "pass");
    assert_true(arnak_is_over(&s));
    assert_int_equal(arnak_current_player(&s), -1);
    assert_int_equal(s.round, 5);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(s.p[0].arch_out, 0);
    arnak_score after;
    arnak_score_player(&s, 0, &after);
    assert_int_equal(after.fear, before.fear - 1);
    arnak_action a[ARNAK_MAX_ACTIONS];
    assert_int_equal(arnak_legal_actions(&s, a), 0);
    arnak_state copy = s;
    assert_int_equal(arnak_apply(&s, ACT(AK_PASS, 0, 0, 0)), ARNAK_E_OVER);
    assert_memory_equal(&copy, &s, sizeof s);
}

/* ---- Fear supply ---------------------------------------------------------------------------- */

static void empty_fear_supply_gives_a_fear_tile(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 110);
    while (s.fear_supply > 0)
        th_give(&s, 1, TH_DECK_BOTTOM, CARD_FEAR);
    th_check(&s);
    th_discover(&s, 5, 8, 0); /* L1-08: Fear + tablet + jewel */
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_clear_play(&s, 0);
    th_turn(&s, 0);
    arnak_score before;
    arnak_score_player(&s, 0, &before);
    th_do(&s, "dig P5");
    th_do(&s, "pay funding-car");
    assert_int_equal(s.p[0].fear_tiles, 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 0);
    assert_int_equal(th_fear_owned(&s, 0), 2);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);
    arnak_score after;
    arnak_score_player(&s, 0, &after);
    assert_int_equal(after.fear, before.fear - 2);
}

static void exiled_fear_returns_to_the_supply(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 111);
    th_give_assistant(&s, 0, 5, 0); /* A05 silver: exile a card */
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_turn(&s, 0);
    int supply = s.fear_supply;
    th_do(&s, "assistant A05");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    assert_int_equal(th_fear_owned(&s, 0), 2); /* the two of the starting deck */
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 0);
    assert_int_equal(th_frame(&s), FR_TURN);
}

static void fear_tile_can_be_exiled(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 112);
    th_give_assistant(&s, 0, 5, 0);
    th_set_hand(&s, 0, 0);
    th_clear_play(&s, 0);
    s.p[0].fear_tiles = 1;
    th_turn(&s, 0);
    int supply = s.fear_supply;
    th_do(&s, "assistant A05");
    assert_string_equal(th_opts(&s, "exile"), "exile fear-tile");
    th_do(&s, "exile fear-tile");
    assert_int_equal(s.p[0].fear_tiles, 0);
    assert_int_equal(s.fear_supply, supply);
}

/* ---- scoring ----------------------------------------------------------------------------------- */

static void score_by_category(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 120);
    arnak_score sc;
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.research, 0);
    assert_int_equal(sc.temple, 0);
    assert_int_equal(sc.idols, 10); /* 4 empty slots: 1+2+3+4 */
    assert_int_equal(sc.guardians, 0);
    assert_int_equal(sc.cards, 0);
    assert_int_equal(sc.fear, -2);
    assert_int_equal(sc.total, 8);
    assert_int_equal(sc.temple_rank, 0);

    arnak_player *p = &s.p[0];
    p->glass = 5;    /* row 3: 4 */
    p->notebook = 3; /* row 2: 1 */
    p->temple_tiles[0] = 1;
    p->temple_tiles[1] = 1;
    p->temple_tiles[2] = 1;
    s.temple_stack[0]--;
    s.temple_stack[3]--;
    s.temple_stack[5]--;
    th_give_idols(&s, 0, 3, 0);
    p->idols--;
    p->idol_slots = 1;               /* 2 in crates + 1 slotted: 9, empty slots 2+3+4 */
    th_give_guardian(&s, 0, 1);
    th_give_guardian(&s, 0, 8);
    th_give(&s, 0, TH_DECK_BOTTOM, CARD_ITEM(12)); /* Aeroplane 3 */
    th_give(&s, 0, TH_HAND, CARD_ITEM(14));        /* Parrot 2 */
    th_give(&s, 0, TH_PLAY, CARD_ART(4));          /* Treasure Chest 3 */
    th_give(&s, 0, TH_PLAY, CARD_FEAR);
    p->fear_tiles = 1;
    th_check(&s);
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.research, 5);
    assert_int_equal(sc.temple, 19);
    assert_int_equal(sc.idols, 18);
    assert_int_equal(sc.guardians, 10);
    assert_int_equal(sc.cards, 8);
    assert_int_equal(sc.fear, -5);
    assert_int_equal(sc.total, 55);
    /* the research track's top rows */
    p->glass = 12;   /* row 7: 16 */
    p->notebook = 11; /* row 6: 8 */
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.research, 24);
    th_glass_to_temple(&s, 0);
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.research, 23 + 8);
    assert_int_equal(sc.temple_rank, 1);
}

static void tie_break_first_to_the_lost_temple(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 121);
    th_glass_to_temple(&s, 1); /* first: 23 */
    th_glass_to_temple(&s, 0); /* second: 21 */
    s.p[0].notebook = 6;    /* row 4: 4 -> research 25 */
    s.p[1].temple_tiles[0] = 1; /* +2 -> totals equal */
    s.temple_stack[0]--;
    th_check(&s);
    arnak_score a, b;
    arnak_score_player(&s, 0, &a);
    arnak_score_player(&s, 1, &b);
    assert_int_equal(a.total, b.total);
    assert_true(a.research > b.research);
    bool w[ARNAK_MAX_PLAYERS];
    assert_int_equal(arnak_winners(&s, w), 1);
    assert_false(w[0]);
    assert_true(w[1]);

    /* 3 players: the first arrival overall is behind; among the tied, the one
     * who reached the temple wins over the one who did not */
    th_fresh(&s, 3, 124);
    th_glass_to_temple(&s, 2); /* 23, first */
    th_glass_to_temple(&s, 0); /* 21 */
    s.p[1].glass = 12;       /* 16 */
    s.p[1].notebook = 11;    /* 8 -> 24 */
    th_give_guardian(&s, 0, 1);             /* 21 + 5 = 26 */
    th_give(&s, 1, TH_DECK_BOTTOM, CARD_ITEM(31)); /* 24 + 1 = 25 */
    th_give(&s, 1, TH_DECK_BOTTOM, CARD_ITEM(32)); /* + 1 = 26 */
    th_check(&s);
    arnak_score c[3];
    for (int q = 0; q < 3; q++)
        arnak_score_player(&s, q, &c[q]);
    assert_int_equal(c[0].total, c[1].total);
    assert_true(c[2].total < c[0].total);
    assert_true(c[1].research > c[0].research);
    assert_int_equal(arnak_winners(&s, w), 1);
    assert_true(w[0]);
    assert_false(w[1]);
    assert_false(w[2]);
}

static void tie_break_research_score(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 122);
    s.p[1].glass = 1;                               /* research 1 */
    th_give(&s, 0, TH_DECK_BOTTOM, CARD_ITEM(7));   /* 1 point of cards */
    arnak_score a, b;
    arnak_score_player(&s, 0, &a);
    arnak_score_player(&s, 1, &b);
    assert_int_equal(a.total, b.total);
    bool w[ARNAK_MAX_PLAYERS];
    assert_int_equal(arnak_winners(&s, w), 1);
    assert_false(w[0]);
    assert_true(w[1]);
}

static void tie_stays_shared(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 123);
    s.p[0].glass = 1;
    s.p[2].glass = 2;
    bool w[ARNAK_MAX_PLAYERS];
    assert_int_equal(arnak_winners(&s, w), 2);
    assert_true(w[0]);
    assert_false(w[1]);
    assert_true(w[2]);
    assert_false(w[3]);
    /* and a plain higher total wins outright */
    th_give_guardian(&s, 1, 5);
    assert_int_equal(arnak_winners(&s, w), 1);
    assert_true(w[1]);
}

/* ---- rejected actions ---------------------------------------------------------------------------- */

static void illegal_actions_leave_the_state_unchanged(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 130);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_turn(&s, 0);
    arnak_state copy = s;
    const arnak_action bad[] = {
        ACT(AK_END, 0, 0, 0),       /* no main action yet */
        ACT(AK_DISCOVER, 5, 0, 0),  /* no compasses */
        ACT(AK_DIG, 5, 0, 0),       /* undiscovered */
        ACT(AK_BUY, 6, 0, 0),       /* nothing revealed */
        ACT(AK_BUY, 1, 0, 0),       /* no coins */
        ACT(AK_PLAY, CARD_FEAR, 0, 0),
        ACT(AK_PAY, 0, CARD_FEAR, 0),
        ACT(AK_RESEARCH, 0, 1, 0),
        ACT(AK_KEEP, 0, 0, 0),
        0,
        0xFFFFFFFFu,
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(arnak_apply(&s, bad[i]), ARNAK_E_ILLEGAL);
        assert_memory_equal(&copy, &s, sizeof s);
    }
    arnak_action a;
    assert_int_equal(arnak_action_from_string(&s, "dig P9", &a), ARNAK_E_PARSE);
    assert_int_equal(arnak_action_from_string(&s, "fly to the moon", &a), ARNAK_E_PARSE);
    assert_int_equal(arnak_action_from_string(&s, NULL, &a), ARNAK_E_PARSE);
    assert_memory_equal(&copy, &s, sizeof s);
    /* inside a payment, a main action is not an option */
    th_do(&s, "dig P0");
    copy = s;
    assert_int_equal(arnak_apply(&s, ACT(AK_PASS, 0, 0, 0)), ARNAK_E_ILLEGAL);
    assert_int_equal(arnak_apply(&s, ACT(AK_PAY, 0, CARD_FUNDING_CAR, 0)), ARNAK_E_ILLEGAL);
    assert_memory_equal(&copy, &s, sizeof s);
}

static void legal_actions_sorted_and_unique(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        arnak_state s;
        th_init(&s, 4, seed);
        th_set_res(&s, 0, 9, 9, 9, 9, 9);
        th_give(&s, 0, TH_HAND, CARD_FEAR);
        arnak_action a[ARNAK_MAX_ACTIONS];
        int n = arnak_legal_actions(&s, a);
        assert_true(n > 10);
        for (int i = 1; i < n; i++)
            assert_true(a[i - 1] < a[i]);
    }
}

/* ---- hidden information ---------------------------------------------------------------------------- */

static int find_other(const arnak_player *p, int lo, int hi, int card)
{
    for (int i = lo; i < hi; i++)
        if (p->cards[i] != card)
            return i;
    return -1;
}

static void observe_hides_other_hands_and_decks(void **state)
{
    (void)state;
    arnak_state s1, s2, o1, o2;
    th_init(&s1, 2, 140);
    s2 = s1;
    /* swap opponent's deck card with a different card of its hand */
    arnak_player *p = &s2.p[1];
    int h = find_other(p, ak_hand_lo(p), ak_play_lo(p), p->cards[0]);
    assert_true(h >= 0);
    th_swap_u8(&p->cards[0], &p->cards[h]);
    assert_true(memcmp(&s1, &s2, sizeof s1) != 0);
    arnak_observe(&s1, 0, &o1);
    arnak_observe(&s2, 0, &o2);
    assert_memory_equal(&o1, &o2, sizeof o1);
    /* the opponent sees the change in their own hand */
    arnak_observe(&s1, 1, &o1);
    arnak_observe(&s2, 1, &o2);
    assert_true(memcmp(&o1, &o2, sizeof o1) != 0);
}

static void observe_shows_the_viewers_own_hand(void **state)
{
    (void)state;
    arnak_state s1, s2, o1, o2;
    th_init(&s1, 2, 141);
    s2 = s1;
    arnak_player *p = &s2.p[0];
    int h = find_other(p, ak_hand_lo(p), ak_play_lo(p), p->cards[0]);
    assert_true(h >= 0);
    th_swap_u8(&p->cards[0], &p->cards[h]);
    arnak_observe(&s1, 0, &o1);
    arnak_observe(&s2, 0, &o2);
    assert_true(memcmp(&o1, &o2, sizeof o1) != 0);
    arnak_observe(&s1, 1, &o1);
    arnak_observe(&s2, 1, &o2);
    assert_memory_equal(&o1, &o2, sizeof o1);
}

static void observe_hides_deck_order_from_everybody(void **state)
{
    (void)state;
    arnak_state s1, s2, o1, o2;
    th_init(&s1, 2, 142);
    th_set_hand(&s1, 1, 0); /* six cards of one shuffle in the deck */
    s2 = s1;
    arnak_player *p = &s2.p[1];
    for (int i = 0; i < 3; i++)
        th_swap_u8(&p->cards[i], &p->cards[5 - i]);
    assert_true(memcmp(&s1, &s2, sizeof s1) != 0);
    for (int viewer = 0; viewer < 2; viewer++) {
        arnak_observe(&s1, viewer, &o1);
        arnak_observe(&s2, viewer, &o2);
        assert_memory_equal(&o1, &o2, sizeof o1);
    }
    /* a determinized copy looks the same */
    arnak_state d = s1;
    arnak_determinize(&d, 0, 99);
    arnak_observe(&d, 0, &o2);
    arnak_observe(&s1, 0, &o1);
    assert_memory_equal(&o1, &o2, sizeof o1);
    /* while the top of the item deck stays secret */
    s2 = s1;
    th_swap_u8(&s2.item_deck[0], &s2.item_deck[s2.item_n - 1]);
    arnak_observe(&s1, 0, &o1);
    arnak_observe(&s2, 0, &o2);
    assert_memory_equal(&o1, &o2, sizeof o1);
}

static void observe_hides_face_down_stacks(void **state)
{
    (void)state;
    arnak_state s1, s2, o1, o2;
    th_init(&s1, 3, 143);
    s2 = s1;
    th_swap_u8(&s2.guard_stack[0], &s2.guard_stack[s2.guard_n - 1]);
    th_swap_u8(&s2.l1_stack[0], &s2.l1_stack[s2.l1_n - 1]);
    th_swap_u8(&s2.l2_stack[1], &s2.l2_stack[s2.l2_n - 1]);
    th_swap_u8(&s2.asst_stack[0][0], &s2.asst_stack[1][1]); /* below the tops */
    th_swap_u8(&s2.art_deck[2], &s2.art_deck[s2.art_n - 1]);
    assert_true(memcmp(&s1, &s2, sizeof s1) != 0);
    for (int v = 0; v < 3; v++) {
        arnak_observe(&s1, v, &o1);
        arnak_observe(&s2, v, &o2);
        assert_memory_equal(&o1, &o2, sizeof o1);
    }
    /* the top assistant of a stack is public */
    s2 = s1;
    th_swap_u8(&s2.asst_stack[0][s2.asst_n[0] - 1], &s2.asst_stack[0][0]);
    arnak_observe(&s1, 0, &o1);
    arnak_observe(&s2, 0, &o2);
    assert_true(memcmp(&o1, &o2, sizeof o1) != 0);
    /* the Lost Temple stack is secret until one has looked through it */
    s2 = s1;
    int t = s2.temple_bonus[0], other = 0;
    for (int k = 1; k <= 6 && !other; k++)
        if (k != t && s2.bonus_box[k])
            other = k;
    assert_true(other != 0);
    s2.bonus_box[other]--;
    s2.bonus_box[t]++;
    s2.temple_bonus[0] = (uint8_t)other;
    th_check(&s2);
    arnak_observe(&s1, 1, &o1);
    arnak_observe(&s2, 1, &o2);
    assert_memory_equal(&o1, &o2, sizeof o1);
    s1.p[1].seen_temple_stack = 1;
    s2.p[1].seen_temple_stack = 1;
    arnak_observe(&s1, 1, &o1);
    arnak_observe(&s2, 1, &o2);
    assert_true(memcmp(&o1, &o2, sizeof o1) != 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_two_players),
        cmocka_unit_test(setup_three_players),
        cmocka_unit_test(setup_four_players),
        cmocka_unit_test(setup_snake_side),
        cmocka_unit_test(setup_seeds),
        cmocka_unit_test(setup_bad_config),
        cmocka_unit_test(free_actions_alone_do_not_make_a_turn),
        cmocka_unit_test(after_main_action_only_free_actions_and_end),
        cmocka_unit_test(passed_players_are_skipped),
        cmocka_unit_test(last_player_takes_consecutive_turns),
        cmocka_unit_test(round_ends_when_all_have_passed),
        cmocka_unit_test(dig_camp_effects),
        cmocka_unit_test(dig_second_camp_space_costs_two_boots),
        cmocka_unit_test(dig_blocked_space_not_offered),
        cmocka_unit_test(dig_three_players_unblocked_second_space),
        cmocka_unit_test(dig_full_camp_not_offered),
        cmocka_unit_test(no_dig_or_discover_with_both_archaeologists_out),
        cmocka_unit_test(dig_at_discovered_site),
        cmocka_unit_test(undiscovered_site_cannot_be_dug),
        cmocka_unit_test(guardian_does_not_block_digging),
        cmocka_unit_test(discover_level_one_needs_three_compasses),
        cmocka_unit_test(discover_needs_the_travel_cost),
        cmocka_unit_test(discover_resolves_idol_tile_then_guardian),
        cmocka_unit_test(discover_guardian_arrives_after_the_tile_effect),
        cmocka_unit_test(discover_level_two_gives_two_idols_one_reward),
        cmocka_unit_test(overcome_needs_an_archaeologist_there),
        cmocka_unit_test(overcome_needs_the_full_cost),
        cmocka_unit_test(overcome_travel_cost),
        cmocka_unit_test(overcome_card_down_cost),
        cmocka_unit_test(buy_item_goes_to_the_bottom_of_the_deck),
        cmocka_unit_test(buy_needs_the_price),
        cmocka_unit_test(buy_artifact_to_play_area_and_use_it),
        cmocka_unit_test(buy_artifact_effect_is_optional),
        cmocka_unit_test(artifact_from_hand_costs_a_tablet),
        cmocka_unit_test(research_glass_pays_the_bridge_and_gains_the_row),
        cmocka_unit_test(research_unaffordable_not_offered),
        cmocka_unit_test(research_notebook_never_above_glass),
        cmocka_unit_test(research_only_connected_spaces),
        cmocka_unit_test(research_bonus_tile_for_the_first_arrival_only),
        cmocka_unit_test(research_notebook_row_effect_recruits),
        cmocka_unit_test(research_row_effect_or_bonus_first),
        cmocka_unit_test(notebook_never_enters_the_lost_temple),
        cmocka_unit_test(travel_plane_pays_anything),
        cmocka_unit_test(travel_car_and_ship_never_pay_each_other),
        cmocka_unit_test(travel_anything_pays_a_boot),
        cmocka_unit_test(travel_two_icons_from_two_sources),
        cmocka_unit_test(travel_two_icon_card_pays_a_one_icon_cost),
        cmocka_unit_test(travel_identical_cards_are_one_option),
        cmocka_unit_test(travel_hire_a_pilot_for_two_coins),
        cmocka_unit_test(travel_no_option_with_a_useless_source),
        cmocka_unit_test(travel_boons_and_assistants),
        cmocka_unit_test(row_refills_at_end_of_turn_sliding_toward_the_staff),
        cmocka_unit_test(row_refills_artifacts_from_their_deck),
        cmocka_unit_test(row_empty_deck_stops_the_refill),
        cmocka_unit_test(end_of_round_in_order),
        cmocka_unit_test(end_of_round_moves_the_staff),
        cmocka_unit_test(end_of_round_fear_for_everyone_on_a_guarded_site),
        cmocka_unit_test(war_mask_prevents_guardian_fear),
        cmocka_unit_test(end_of_round_kept_cards_stay_in_hand),
        cmocka_unit_test(after_round_five_fear_then_final_scoring),
        cmocka_unit_test(empty_fear_supply_gives_a_fear_tile),
        cmocka_unit_test(exiled_fear_returns_to_the_supply),
        cmocka_unit_test(fear_tile_can_be_exiled),
        cmocka_unit_test(score_by_category),
        cmocka_unit_test(tie_break_first_to_the_lost_temple),
        cmocka_unit_test(tie_break_research_score),
        cmocka_unit_test(tie_stays_shared),
        cmocka_unit_test(illegal_actions_leave_the_state_unchanged),
        cmocka_unit_test(legal_actions_sorted_and_unique),
        cmocka_unit_test(observe_hides_other_hands_and_decks),
        cmocka_unit_test(observe_shows_the_viewers_own_hand),
        cmocka_unit_test(observe_hides_deck_order_from_everybody),
        cmocka_unit_test(observe_hides_face_down_stacks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
