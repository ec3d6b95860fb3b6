/* test_solo.c - the solo mode: one explorer against the rival expedition
 * (rulebook "Solo Variant"; src/games/arnak/rival.c, data/rival.c).
 *
 * Each rival action is driven directly (ak_rival_turn) from a prepared stack:
 * the tile on top is the one revealed, the one below it gives the decision
 * arrow.  Then: setup, turn order, scoring and the strictly-more rule, hidden
 * information of the stack (observe / determinize / events), the undo rule, a
 * complete seeded game replayed from its record, and the generic conformance
 * suite over round(3000 * ARNAK_TEST_SCALE) solo games (both sides, every
 * difficulty: the suite cycles the options by game index). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#include "th.h"
#include "game_conformance.h"
#include "core/record.h"
#include "core/splitmix.h"
#include "games/arnak/events.h"
#include "games/arnak/json_view.h"
#include "games/arnak/position.h"

/* tile ids (data/rival.c) */
enum {
    T_DIG_COIN = 0, T_DIG_COMPASS, T_DIG_TABLET, T_DIG_ARROW, T_DIG_JEWEL,
    T_DISC_G, T_DISC_R, T_RES_G, T_RES_R, T_OVC_G, T_OVC_R, T_ITEM_G, T_ITEM_R, T_ART_G, T_ART_R
};
/* a tile with a left arrow and one with a right arrow, of any red mask */
enum { T_LEFT = T_DIG_COIN, T_RIGHT = T_DIG_COMPASS };

static void solo_init(arnak_state *s, int side, uint64_t seed, int difficulty)
{
    arnak_config c = {1, side, seed};
    assert_int_equal(arnak_init_solo(s, &c, difficulty), ARNAK_OK);
    th_check(s);
}

/* A solo game whose board the rival has not touched yet: a seed whose first
 * rival tile was a dig, with that archaeologist taken back. */
static void solo_clean(arnak_state *s, int side, int difficulty)
{
    for (uint64_t seed = 1;; seed++) {
        solo_init(s, side, seed, difficulty);
        if (s->rival.log[0][1] != ARNAK_RV_DIG)
            continue;
        s->space_occ[s->rival.log[0][3]] = 0;
        s->rival.arch_out = 0;
        s->rival.log_n = 0;
        return;
    }
}

/* Rebuild the rival's stack: red pairs `red`, `top` revealed next, `next`
 * below it (its arrow decides; -1: nothing below, the used pile holds the
 * rest with `bottom` at its bottom). */
static void set_stack(arnak_state *s, int red, int top, int next, int bottom)
{
    arnak_rival *r = &s->rival;
    uint8_t all[10];
    int n = 0;
    for (int t = 0; t < 5; t++)
        all[n++] = (uint8_t)t;
    for (int k = 0; k < 5; k++)
        all[n++] = (uint8_t)RIVAL_PAIR_TILE(k, red >> k & 1);
    r->red = (uint8_t)red;
    r->difficulty = (uint8_t)__builtin_popcount((unsigned)red);
    memset(r->stack, 0, sizeof r->stack);
    memset(r->used, 0, sizeof r->used);
    r->stack_n = r->used_n = 0;
    bool placed[10] = {false};
    int ti = -1, ni = -1, bi = -1;
    for (int i = 0; i < 10; i++) {
        if (all[i] == top)
            ti = i;
        if (all[i] == next)
            ni = i;
        if (all[i] == bottom)
            bi = i;
    }
    assert_true(ti >= 0);
    placed[ti] = true;
    if (next >= 0) {
        assert_true(ni >= 0 && ni != ti);
        placed[ni] = true;
        for (int i = 0; i < 10; i++)
            if (!placed[i])
                r->stack[r->stack_n++] = all[i];
        r->stack[r->stack_n++] = all[ni];
    } else {
        assert_true(bi >= 0 && bi != ti);
        placed[bi] = true;
        r->used[r->used_n++] = all[bi];
        for (int i = 0; i < 10; i++)
            if (!placed[i])
                r->used[r->used_n++] = all[i];
    }
    r->stack[r->stack_n++] = all[ti];
}

static const uint8_t *last_log(const arnak_state *s)
{
    assert_true(s->rival.log_n > 0);
    return s->rival.log[s->rival.log_n - 1];
}

static int turn(arnak_state *s, int red, int top, int next)
{
    set_stack(s, red, top, next, -1);
    s->rival.log_n = 0;
    ak_rival_turn(s);
    return last_log(s)[1];
}

/* ---- setup and turn order ---------------------------------------------------------- */
static void setup_is_a_two_player_board_with_the_rival_first(void **state)
{
    (void)state;
    for (int side = 0; side < 2; side++) {
        arnak_state s;
        solo_init(&s, side, 42, 3);
        assert_int_equal(s.nplayers, 1);
        assert_int_equal(s.p[0].res[RES_COIN], 1); /* seat 2: 1 coin, 1 compass */
        assert_int_equal(s.p[0].res[RES_COMPASS], 1);
        for (int c = 0; c < CAMP_SITES; c++)
            assert_int_equal(s.space_occ[ak_site_space(c, 1)], SPACE_BLOCKED);
        for (int st = 0; st < N_TEMPLE_STACKS; st++)
            assert_int_equal(s.temple_stack[st], 2);
        assert_int_equal(s.temple_bonus_n, 2);
        assert_int_equal(s.rescue_n, side == ARNAK_SIDE_SNAKE ? 2 : 0);
        assert_int_equal(s.rival.difficulty, 3);
        assert_int_equal(__builtin_popcount(s.rival.red), 3);
        assert_int_equal(s.rival.used_n, 1); /* it has taken its first turn */
        assert_int_equal(s.rival.stack_n, 9);
        assert_int_equal(arnak_current_player(&s), 0);
    }
    /* the red pairs come from the seed: several seeds give several sets */
    int seen = 0;
    for (uint64_t seed = 0; seed < 40; seed++) {
        arnak_state s;
        solo_init(&s, 0, seed, 2);
        seen |= 1 << s.rival.red;
    }
    assert_true(__builtin_popcount((unsigned)seen) >= 5);
    /* difficulty out of range */
    arnak_state s;
    arnak_config c = {1, 0, 1};
    assert_int_equal(arnak_init_solo(&s, &c, 6), ARNAK_E_CONFIG);
    assert_int_equal(arnak_init_solo(&s, &c, -1), ARNAK_E_CONFIG);
}

/* 2-4 player games ignore the difficulty and carry no rival state. */
static void difficulty_is_ignored_with_two_to_four_players(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) {
        arnak_state a, b;
        arnak_config c = {n, 0, 7};
        assert_int_equal(arnak_init_solo(&a, &c, 0), ARNAK_OK);
        assert_int_equal(arnak_init_solo(&b, &c, 5), ARNAK_OK);
        assert_memory_equal(&a, &b, sizeof a);
        arnak_rival zero;
        memset(&zero, 0, sizeof zero);
        assert_memory_equal(&a.rival, &zero, sizeof zero);
    }
}

/* The rival never passes before its 10 tiles are used: after the human passes
 * it plays them all, then the round ends. */
static void rival_plays_all_its_tiles_after_the_human_passes(void **state)
{
    (void)state;
    arnak_state s;
    solo_init(&s, 0, 9, 2);
    th_do(&s, "pass");
    /* the keep decision of the end of the round, or round 2 already */
    assert_true(s.round == 2 || th_frame(&s) == FR_KEEP);
    if (s.round == 1) {
        assert_int_equal(s.rival.stack_n, 0);
        assert_int_equal(s.rival.used_n, 10);
        assert_int_equal(s.rival.log_n, 9);
        th_do(&s, "keep");
    }
    assert_int_equal(s.round, 2);
    assert_int_equal(s.rival.used_n, 1); /* reshuffled; it starts round 2 */
    assert_int_equal(s.rival.stack_n, 9);
    assert_int_equal(arnak_current_player(&s), 0);
    th_check(&s);
}

/* While the rival has tiles, turns alternate; each human turn end gives it one. */
static void turns_alternate_while_the_rival_has_tiles(void **state)
{
    (void)state;
    arnak_state s;
    solo_init(&s, 0, 11, 0);
    int used = s.rival.used_n;
    th_do(&s, "dig P0");
    th_do(&s, "pay fear");
    assert_int_equal(s.rival.used_n, used);
    th_do(&s, "end-turn");
    assert_int_equal(s.rival.used_n, used + 1);
    assert_int_equal(s.rival.log_n, 1);
    th_check(&s);
}

/* ---- dig -------------------------------------------------------------------------------- */
static void dig_prefers_the_higher_row_then_the_arrow(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    th_discover(&s, 9, 2, 0);  /* P9 (row 2, left): L1-02 coin + arrowhead */
    th_discover(&s, 10, 5, 0); /* P10 (row 2, right of it): L1-05 coin + 2 tablets */
    th_discover(&s, 5, 3, 0);  /* P5 (row 1): L1-03 coin + tablet + draw */
    arnak_state t = s;
    assert_int_equal(turn(&t, 0, T_DIG_COIN, T_DIG_TABLET), ARNAK_RV_DIG);
    assert_int_equal(last_log(&t)[2], 9);
    assert_int_equal(t.space_occ[ak_site_space(9, 0)], SPACE_RIVAL);
    assert_int_equal(t.rival.arch_out, 1);
    t = s;
    assert_int_equal(turn(&t, 0, T_DIG_COIN, T_RIGHT), ARNAK_RV_DIG);
    assert_int_equal(last_log(&t)[2], 10);
    /* row 2 full: row 1 (P5), then the camp (P0) */
    s.space_occ[ak_site_space(9, 0)] = 1;
    s.space_occ[ak_site_space(10, 0)] = 1;
    s.p[0].arch_out = 2;
    t = s;
    turn(&t, 0, T_DIG_COIN, T_RIGHT);
    assert_int_equal(last_log(&t)[2], 5);
    t.space_occ[ak_site_space(5, 0)] = 0;
    s.space_occ[ak_site_space(5, 0)] = SPACE_RIVAL;
    s.rival.arch_out = 1;
    t = s;
    turn(&t, 0, T_DIG_COIN, T_DIG_TABLET);
    assert_int_equal(last_log(&t)[2], 0);
    assert_int_equal(last_log(&t)[3], ak_site_space(0, 0));
    /* every coin space taken: nothing */
    s.space_occ[ak_site_space(0, 0)] = SPACE_RIVAL;
    s.rival.arch_out = 2;
    t = s;
    assert_int_equal(turn(&t, 0, T_DIG_COIN, T_DIG_TABLET), ARNAK_RV_NOTHING);
    assert_int_equal(t.rival.arch_out, 2);
}

/* Each dig tile goes for its own resource: the camp site that gives it. */
static void each_dig_tile_takes_the_camp_of_its_resource(void **state)
{
    (void)state;
    static const int camp_of[5] = {0, 1, 2, 3, 4}; /* P0 coins .. P4 jewel */
    for (int t = 0; t < 5; t++) {
        arnak_state s;
        solo_clean(&s, 0, 0);
        assert_int_equal(turn(&s, 0, t, t == 0 ? T_RIGHT : T_LEFT), ARNAK_RV_DIG);
        assert_int_equal(last_log(&s)[2], camp_of[t]);
        assert_true(ARNAK_RIVAL_TILES[t].round5);
        assert_false(ARNAK_RIVAL_TILES[t].red);
    }
    /* the L1-01 choice (2 compasses or an item) offers compasses */
    arnak_state s;
    solo_clean(&s, 0, 0);
    th_discover(&s, 12, 1, 0);
    assert_true(ak_rival_site_offers(&s, 12, RES_COMPASS));
    assert_false(ak_rival_site_offers(&s, 12, RES_COIN));
    turn(&s, 0, T_DIG_COMPASS, T_LEFT);
    assert_int_equal(last_log(&s)[2], 12);
}

/* ---- discover --------------------------------------------------------------------------- */
/* The sheet's table: {round: green level, green guardian, red level, red guardian}. */
static const int DISCOVER_TABLE[5][4] = {
    {1, 1, 1, 0}, {1, 0, 1, 1}, {1, 1, 1, 0}, {2, 0, 2, 1}, {0, 0, 2, 0},
};

static void discover_follows_the_table_for_every_round(void **state)
{
    (void)state;
    for (int round = 1; round <= 5; round++) {
        for (int red = 0; red < 2; red++) {
            arnak_state s;
            solo_clean(&s, 0, 0);
            th_set_round(&s, round);
            int lvl = DISCOVER_TABLE[round - 1][red * 2], guard = DISCOVER_TABLE[round - 1][red * 2 + 1];
            int guards = s.guard_n;
            int res = turn(&s, red ? 1 : 0, red ? T_DISC_R : T_DISC_G, T_LEFT);
            if (lvl == 0) {
                assert_int_equal(res, ARNAK_RV_ROUND5);
                continue;
            }
            assert_int_equal(res, ARNAK_RV_DISCOVER);
            int site = last_log(&s)[2];
            assert_int_equal(ARNAK_SITE_DEFS[site].level, lvl);
            assert_int_not_equal(s.site_tile[site], 0);
            assert_int_equal(s.space_occ[ak_site_space(site, 0)], SPACE_RIVAL);
            assert_int_equal(s.site_guardian[site] != 0, guard);
            assert_int_equal(s.guard_n, guards - guard);
            th_check(&s);
        }
    }
}

static void discover_prefers_the_bottom_level_one_row_then_the_arrow(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    arnak_state t = s;
    turn(&t, 0, T_DISC_G, T_LEFT);
    assert_int_equal(last_log(&t)[2], 5); /* P5: bottom level-I row, left */
    t = s;
    turn(&t, 0, T_DISC_G, T_RIGHT);
    assert_int_equal(last_log(&t)[2], 8); /* P8: bottom row, right */
    /* bottom row discovered: the row above */
    for (int site = 5; site <= 8; site++)
        th_discover(&s, site, site - 4, 0);
    t = s;
    turn(&t, 0, T_DISC_G, T_RIGHT);
    assert_int_equal(last_log(&t)[2], 12);
    /* level II: P13..P16 */
    th_set_round(&s, 4);
    t = s;
    turn(&t, 0, T_DISC_G, T_LEFT);
    assert_int_equal(last_log(&t)[2], 13);
    /* nothing left of that level: nothing */
    for (int site = 13; site <= 16; site++)
        th_discover(&s, site, site - 2, 0);
    t = s;
    assert_int_equal(turn(&t, 0, T_DISC_G, T_LEFT), ARNAK_RV_NOTHING);
}

/* Idols: a new kind face up, a duplicate and a face-down idol to -1; scoring 3/2. */
static void discovered_idols_and_their_points(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    s.site_idol[5] = IDOL_COIN;
    s.site_idol[8] = IDOL_COIN;
    turn(&s, 0, T_DISC_G, T_LEFT); /* P5 */
    assert_int_equal(s.rival.idols_up, 1 << (IDOL_COIN - 1));
    assert_int_equal(s.rival.idols_minus, 0);
    assert_int_equal(s.site_idol[5], 0);
    turn(&s, 0, T_DISC_G, T_RIGHT); /* P8: the same kind */
    assert_int_equal(last_log(&s)[2], 8);
    assert_int_equal(s.rival.idols_minus, 1);
    th_set_round(&s, 4);
    int up = s.site_idol[16];
    turn(&s, 0, T_DISC_G, T_RIGHT); /* P16: a face-up and a face-down idol */
    assert_int_equal(last_log(&s)[2], 16);
    assert_int_equal(s.rival.idols_minus, 1 + 1 + (up == IDOL_COIN));
    th_check(&s);
    arnak_score sc;
    assert_int_equal(arnak_score_rival(&s, &sc), ARNAK_OK);
    assert_int_equal(sc.idols, 3 * __builtin_popcount(s.rival.idols_up) + 2 * s.rival.idols_minus);
    s.rival.idols_up = 0x07;
    s.rival.idols_minus = 4;
    arnak_score_rival(&s, &sc);
    assert_int_equal(sc.idols, 3 * 3 + 2 * 4);
}

/* ---- research ---------------------------------------------------------------------------- */
static void research_moves_one_row_by_the_arrow_and_removes_an_assistant(void **state)
{
    (void)state;
    for (int red = 0; red < 2; red++) {
        arnak_state s;
        solo_clean(&s, 0, 0);
        int mask = red ? 2 : 0, tile = red ? T_RES_R : T_RES_G;
        arnak_state t = s;
        assert_int_equal(turn(&t, mask, tile, T_LEFT), ARNAK_RV_RESEARCH);
        assert_int_equal(t.rival.glass, 1); /* B1, the left branch */
        assert_int_equal(t.asst_n[0], s.asst_n[0] - 1); /* tied stacks: the leftmost */
        assert_int_equal(t.rival.assts_removed, 1);
        assert_int_equal(last_log(&t)[4], s.asst_stack[0][s.asst_n[0] - 1]);
        th_check(&t);
        t = s;
        turn(&t, mask, tile, T_RIGHT);
        assert_int_equal(t.rival.glass, 2);
        assert_int_equal(t.asst_n[2], s.asst_n[2] - 1);
        /* the highest stack, whatever the arrow */
        t = s;
        ak_asst_stack_take(&t, 0);
        ak_asst_stack_take(&t, 2);
        t.rival.assts_removed = 2;
        turn(&t, mask, tile, T_RIGHT);
        assert_int_equal(t.asst_n[1], s.asst_n[1] - 1);
        th_check(&t);
    }
}

static void research_removes_the_bonus_tile_there(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    s.rival.glass = 1; /* B1 -> B3 / B4, each with one bonus tile with 2 players */
    assert_int_equal(s.bonus_n[3], 1);
    int tile = s.bonus[3][0], taken = s.bonus_taken;
    turn(&s, 0, T_RES_G, T_LEFT);
    assert_int_equal(s.rival.glass, 3);
    assert_int_equal(s.bonus_n[3], 0);
    assert_int_equal(s.bonus_taken, taken + 1);
    assert_int_equal(last_log(&s)[3], tile);
    th_check(&s);
}

static void research_to_the_lost_temple_and_beyond(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    s.rival.glass = 12; /* B12 -> B14, the Lost Temple */
    turn(&s, 0, T_RES_G, T_LEFT);
    assert_int_equal(s.rival.glass, 14);
    assert_int_equal(s.rival.temple_rank, 1);
    assert_int_equal(s.temple_arrivals, 1);
    assert_int_equal(s.temple_bonus_n, 1); /* its top tile left the game */
    assert_int_equal(last_log(&s)[3], ARNAK_RV_TEMPLE_STACK_TILE);
    th_check(&s);
    arnak_score sc;
    arnak_score_rival(&s, &sc);
    assert_int_equal(sc.research, ARNAK_TEMPLE_POINTS[0]);
    /* already there: a 6-point tile, the arrow picks the stack */
    arnak_state t = s;
    turn(&t, 0, T_RES_G, T_LEFT);
    assert_int_equal(t.rival.temple6, 1);
    assert_int_equal(t.temple_stack[3], 1);
    assert_int_equal(last_log(&t)[2], ARNAK_RV_AT_TEMPLE);
    t = s;
    turn(&t, 0, T_RES_G, T_RIGHT);
    assert_int_equal(t.temple_stack[4], 1);
    /* one stack empty: the other, whatever the arrow */
    t.rival.log_n = 0;
    turn(&t, 0, T_RES_G, T_RIGHT);
    turn(&t, 0, T_RES_G, T_RIGHT);
    assert_int_equal(t.temple_stack[4], 0);
    assert_int_equal(t.temple_stack[3], 1);
    assert_int_equal(t.rival.temple6, 3);
    th_check(&t);
    arnak_score_rival(&t, &sc);
    assert_int_equal(sc.temple, 18);
}

/* Snake side: reaching the rescue space removes the top rescued assistant too. */
static void research_on_snake_removes_the_rescued_assistant(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, ARNAK_SIDE_SNAKE, 0);
    s.rival.glass = 7; /* S7 -> S8, the rescue space */
    assert_int_equal(ARNAK_SIDES[1].rescue_space, 8);
    int top = s.rescue[s.rescue_n - 1], n = s.rescue_n;
    turn(&s, 0, T_RES_G, T_LEFT);
    assert_int_equal(s.rival.glass, 8);
    assert_int_equal(s.rescue_n, n - 1);
    assert_int_equal(last_log(&s)[5], top);
    assert_int_equal(s.rival.assts_removed, 2); /* and one from the supply */
    th_check(&s);
    /* overcome falling back to research rescues too, without a supply assistant */
    arnak_state t;
    solo_clean(&t, ARNAK_SIDE_SNAKE, 0);
    t.rival.glass = 7;
    int supply = t.asst_n[0] + t.asst_n[1] + t.asst_n[2];
    assert_int_equal(turn(&t, 0, T_OVC_G, T_LEFT), ARNAK_RV_RESEARCH_ONLY);
    assert_int_equal(t.rescue_n, n - 1);
    assert_int_equal(t.asst_n[0] + t.asst_n[1] + t.asst_n[2], supply);
    th_check(&t);
}

/* ---- overcome ---------------------------------------------------------------------------- */
static void overcome_takes_a_guardian_where_the_rival_stands(void **state)
{
    (void)state;
    for (int red = 0; red < 2; red++) {
        int mask = red ? 4 : 0, tile = red ? T_OVC_R : T_OVC_G;
        arnak_state s;
        solo_clean(&s, 0, 0);
        th_discover(&s, 9, 2, 3);  /* row 2 */
        th_discover(&s, 10, 5, 4); /* row 2 */
        th_discover(&s, 5, 3, 5);  /* row 1 */
        th_discover(&s, 6, 4, 0);
        th_discover(&s, 11, 6, 6); /* a guardian where the rival is not */
        int sites[3] = {9, 10, 5};
        for (int i = 0; i < 3; i++)
            s.space_occ[ak_site_space(sites[i], 0)] = SPACE_RIVAL;
        s.rival.arch_out = 3;
        arnak_state t = s;
        assert_int_equal(turn(&t, mask, tile, T_LEFT), ARNAK_RV_OVERCOME);
        assert_int_equal(last_log(&t)[2], 9);
        assert_int_equal(t.rival.guardians, 1 << (3 - 1));
        assert_int_equal(t.site_guardian[9], 0);
        t = s;
        turn(&t, mask, tile, T_RIGHT);
        assert_int_equal(last_log(&t)[2], 10);
        arnak_score sc;
        arnak_score_rival(&t, &sc);
        assert_int_equal(sc.guardians, 5);
        /* higher row first */
        s.site_guardian[9] = 0;
        s.site_guardian[10] = 0;
        s.guard_stack[s.guard_n++] = 3;
        s.guard_stack[s.guard_n++] = 4;
        t = s;
        turn(&t, mask, tile, T_RIGHT);
        assert_int_equal(last_log(&t)[2], 5);
        th_check(&t);
    }
}

static void overcome_without_a_guardian_researches_without_an_assistant(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    th_discover(&s, 11, 6, 6); /* a guardian, but not at the rival's sites */
    int asst[3] = {s.asst_n[0], s.asst_n[1], s.asst_n[2]};
    assert_int_equal(turn(&s, 0, T_OVC_G, T_RIGHT), ARNAK_RV_RESEARCH_ONLY);
    assert_int_equal(s.rival.glass, 2);
    assert_int_equal(s.rival.guardians, 0);
    for (int st = 0; st < 3; st++)
        assert_int_equal(s.asst_n[st], asst[st]);
    assert_int_equal(s.rival.assts_removed, 0);
    assert_int_equal(last_log(&s)[4], 0);
    th_check(&s);
}

/* ---- buying ---------------------------------------------------------------------------- */
static int item_with_points(int pts, int skip)
{
    for (int c = CARD_ITEM(1); c <= CARD_ITEM(40); c++)
        if (ARNAK_CARDS[c].points == pts && c != skip)
            return c;
    return 0;
}

static void buy_item_green_lowest_red_highest_ties_by_arrow(void **state)
{
    (void)state;
    int one = item_with_points(1, 0), one_b = item_with_points(1, one), two = item_with_points(2, 0),
        three = item_with_points(3, 0), two_b = item_with_points(2, two);
    assert_true(one && one_b && two && three && two_b);
    arnak_state s;
    solo_clean(&s, 0, 0);
    th_set_item_row(&s, two, one, three, one_b, two_b);
    arnak_state t = s;
    assert_int_equal(turn(&t, 0, T_ITEM_G, T_LEFT), ARNAK_RV_BUY);
    assert_int_equal(last_log(&t)[2], one); /* lowest, the leftmost of the two */
    assert_true(t.rival.items >> (one - CARD_ITEM0 - 1) & 1);
    assert_int_not_equal(t.row[2], 0); /* the row is refilled */
    assert_int_not_equal(t.row[2], one);
    th_check(&t);
    t = s;
    turn(&t, 0, T_ITEM_G, T_RIGHT);
    assert_int_equal(last_log(&t)[2], one_b);
    t = s;
    turn(&t, 1 << 3, T_ITEM_R, T_RIGHT);
    assert_int_equal(last_log(&t)[2], three);
    arnak_score sc;
    arnak_score_rival(&t, &sc);
    assert_int_equal(sc.cards, 3);
    th_check(&t);
}

static void buy_artifact_green_lowest_red_highest(void **state)
{
    (void)state;
    arnak_state s;
    solo_clean(&s, 0, 0);
    th_set_round(&s, 3); /* three artifact positions */
    int lo = CARD_ART(1), hi = CARD_ART(1), mid = 0;
    for (int c = CARD_ART(1); c <= CARD_ART(35); c++) {
        if (ARNAK_CARDS[c].points < ARNAK_CARDS[lo].points)
            lo = c;
        if (ARNAK_CARDS[c].points > ARNAK_CARDS[hi].points)
            hi = c;
    }
    for (int c = CARD_ART(1); c <= CARD_ART(35) && !mid; c++)
        if (ARNAK_CARDS[c].points > ARNAK_CARDS[lo].points && ARNAK_CARDS[c].points < ARNAK_CARDS[hi].points)
            mid = c;
    assert_true(lo && hi && mid);
    th_set_row(&s, 0, mid);
    th_set_row(&s, 1, hi);
    th_set_row(&s, 2, lo);
    arnak_state t = s;
    turn(&t, 0, T_ART_G, T_LEFT);
    assert_int_equal(last_log(&t)[2], lo);
    assert_true(t.rival.arts >> (lo - CARD_ART0 - 1) & 1);
    th_check(&t);
    t = s;
    turn(&t, 1 << 4, T_ART_R, T_LEFT);
    assert_int_equal(last_log(&t)[2], hi);
    th_check(&t);
}

/* ---- round V -------------------------------------------------------------------------------- */
static void round_five_skips_green_discover_research_overcome(void **state)
{
    (void)state;
    /* Each tile played from the same round-V position: what the rival did, and
     * where its glass stands after (-1: not looked at). */
    static const struct {
        int red, top, did, glass;
    } cases[] = {
        {0, T_DISC_G, ARNAK_RV_ROUND5, -1},
        {0, T_RES_G, ARNAK_RV_ROUND5, 0},
        {0, T_OVC_G, ARNAK_RV_ROUND5, -1},
        /* green buy item acts ([TTS]); red research, red discover and the digs act */
        {0, T_ITEM_G, ARNAK_RV_BUY, -1},
        {2, T_RES_R, ARNAK_RV_RESEARCH, -1},
        {1, T_DISC_R, ARNAK_RV_DISCOVER, -1},
        {0, T_DIG_JEWEL, ARNAK_RV_DIG, -1},
        {0, T_ART_G, ARNAK_RV_BUY, -1},
    };
    arnak_state s;
    solo_clean(&s, 0, 0);
    th_set_round(&s, 5);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        arnak_state t = s;
        assert_int_equal(turn(&t, cases[i].red, cases[i].top, T_LEFT), cases[i].did);
        if (cases[i].glass >= 0)
            assert_int_equal(t.rival.glass, cases[i].glass);
    }
}

/* ---- the decision arrow -------------------------------------------------------------------- */
static void arrow_of_the_last_tile_is_the_bottom_of_the_used_pile(void **state)
{
    (void)state;
    /* arrows: 3 left / 2 right on the dig tiles, pairs share one */
    int left = 0;
    for (int t = 0; t < 5; t++)
        left += ARNAK_RIVAL_TILES[t].arrow == RIVAL_LEFT;
    assert_int_equal(left, 3);
    for (int k = 0; k < 5; k++)
        assert_int_equal(ARNAK_RIVAL_TILES[RIVAL_PAIR_TILE(k, 0)].arrow, ARNAK_RIVAL_TILES[RIVAL_PAIR_TILE(k, 1)].arrow);
    arnak_state s;
    solo_clean(&s, 0, 0);
    arnak_state t = s;
    set_stack(&t, 0, T_RES_G, -1, T_RIGHT);
    t.rival.log_n = 0;
    ak_rival_turn(&t);
    assert_int_equal(t.rival.stack_n, 0);
    assert_int_equal(t.rival.glass, 2); /* right, from the bottom of the used pile */
    t = s;
    set_stack(&t, 0, T_RES_G, -1, T_LEFT);
    ak_rival_turn(&t);
    assert_int_equal(t.rival.glass, 1);
    /* the arrow is read after the revealed tile left the stack */
    t = s;
    set_stack(&t, 0, T_DISC_G, T_LEFT, -1); /* discover's own arrow is right */
    ak_rival_turn(&t);
    assert_int_equal(last_log(&t)[2], 5);
}

/* ---- scoring and the winner ------------------------------------------------------------------ */
/* Sets the rival's idols so that its total is `target` (its other categories as they are). */
static void rival_total_to(arnak_state *s, int target)
{
    s->rival.idols_up = 0;
    s->rival.idols_minus = 0;
    arnak_score r;
    arnak_score_rival(s, &r);
    int need = target - r.total;
    assert_true(need >= 0 && need != 1);
    s->rival.idols_up = (uint8_t)(need % 2 ? 1 : 0);
    s->rival.idols_minus = (uint8_t)((need - 3 * s->rival.idols_up) / 2);
    arnak_score_rival(s, &r);
    assert_int_equal(r.total, target);
}

/* The first research space of a row of the board's side. */
static int space_in_row(const arnak_state *s, int row)
{
    for (int sp = 0; sp < ARNAK_RSPACES; sp++)
        if (ARNAK_SIDES[s->side].sp[sp].row == row)
            return sp;
    fail_msg("no research space in row %d", row);
    return -1;
}

/* The solo rules say only "whoever has more points wins": ties follow the general
 * rule (first to the Lost Temple, then the research score, else shared), the reading
 * R-ARNAK-58 of docs/RULE_READINGS.md.  The rival used to win every tie. */
static void solo_tie_goes_to_the_general_tiebreaks(void **state)
{
    (void)state;
    arnak_state s;
    double ret[GAME_MAX_PLAYERS];
    bool win[ARNAK_MAX_PLAYERS];
    arnak_tiebreak how;
    arnak_score h, r;
    solo_clean(&s, 0, 0);
    arnak_score_player(&s, 0, &h);
    assert_true(h.total >= 3);

    /* equal points, neither in the temple, equal research: a shared victory */
    s.rival.glass = s.p[0].glass;
    rival_total_to(&s, h.total);
    arnak_score_rival(&s, &r);
    assert_int_equal(r.research, h.research);
    assert_int_equal(arnak_winners_how(&s, win, &how), 1);
    assert_true(win[0]);
    assert_int_equal(how, ARNAK_TIE_SHARED);
    ARNAK_GAME.returns(&s, ret);
    assert_true(ret[0] == 0.5);

    /* the end of the game says how the tie was broken (an event after game_over) */
    arnak_state over = s;
    over.over = true;
    game_event ev[GAME_MAX_EVENTS];
    int n = arnak_events(&s, ACT(AK_PASS, 0, 0, 0), &over, 0, ev, GAME_MAX_EVENTS);
    assert_true(n >= 2);
    assert_int_equal(ev[n - 2].type, ARNAK_EV_GAME_OVER);
    assert_int_equal(ev[n - 1].type, ARNAK_EV_TIEBREAK);
    char text[200];
    arnak_event_text(&ev[n - 1], text, sizeof text);
    assert_non_null(strstr(text, "Tied on points: the victory is shared"));
    json_t *tj = arnak_event_json(&ev[n - 1]);
    assert_string_equal(json_string_value(json_object_get(tj, "rule")), "shared");
    json_decref(tj);

    /* one point fewer for the rival: more points decide, no tie-break */
    s.rival.idols_minus--;
    ARNAK_GAME.returns(&s, ret);
    assert_true(ret[0] == 1.0);
    assert_int_equal(arnak_winners_how(&s, win, &how), 1);
    assert_int_equal(how, ARNAK_TIE_NONE);

    /* equal points, the rival higher on the research track: the rival wins */
    arnak_state t = s;
    t.rival.glass = (uint8_t)space_in_row(&t, 2);
    rival_total_to(&t, h.total);
    assert_int_equal(arnak_winners_how(&t, win, &how), 0);
    assert_false(win[0]);
    assert_int_equal(how, ARNAK_TIE_RESEARCH);
    ARNAK_GAME.returns(&t, ret);
    assert_true(ret[0] == 0.0);

    /* equal points, the player higher on the research track: the player wins */
    t = s;
    t.p[0].glass = (uint8_t)space_in_row(&t, 2);
    arnak_score_player(&t, 0, &h);
    rival_total_to(&t, h.total);
    assert_int_equal(arnak_winners_how(&t, win, &how), 1);
    assert_true(win[0]);
    assert_int_equal(how, ARNAK_TIE_RESEARCH);

    /* equal points, both in the Lost Temple: the first to arrive wins, for either side */
    for (int player_first = 0; player_first < 2; player_first++) {
        t = s;
        int temple = space_in_row(&t, LOST_TEMPLE_ROW);
        t.p[0].glass = t.rival.glass = (uint8_t)temple;
        t.p[0].temple_rank = (uint8_t)(player_first ? 1 : 2);
        t.rival.temple_rank = (uint8_t)(player_first ? 2 : 1);
        t.temple_arrivals = 2;
        arnak_score_player(&t, 0, &h);
        rival_total_to(&t, h.total);
        assert_int_equal(arnak_winners_how(&t, win, &how), player_first);
        assert_int_equal(win[0], player_first);
        assert_int_equal(how, ARNAK_TIE_TEMPLE);
    }
    /* scores_json carries the rival */
    json_t *j = ARNAK_GAME.scores_json(&s);
    assert_non_null(json_object_get(j, "rival"));
    arnak_score_rival(&s, &r);
    assert_int_equal(json_integer_value(json_object_get(json_object_get(j, "rival"), "total")), r.total);
    json_decref(j);
    assert_int_equal(arnak_score_rival(&s, NULL), ARNAK_E_ARG);
    arnak_state two;
    th_init(&two, 2, 1);
    assert_int_equal(arnak_score_rival(&two, &r), ARNAK_E_ARG);
}

/* ---- hidden information ------------------------------------------------------------------------ */
static void observe_hides_the_stack_order_but_not_the_top_arrow(void **state)
{
    (void)state;
    arnak_state s;
    solo_init(&s, 0, 77, 2);
    arnak_state o1, o2, t = s;
    /* swap two tiles below the top: same observation */
    uint8_t *st = t.rival.stack;
    uint8_t x = st[0];
    st[0] = st[1];
    st[1] = x;
    arnak_observe(&s, 0, &o1);
    arnak_observe(&t, 0, &o2);
    assert_memory_equal(&o1.rival, &o2.rival, sizeof o1.rival);
    assert_int_equal(ARNAK_RIVAL_TILES[o1.rival.stack[o1.rival.stack_n - 1]].arrow, ak_rival_arrow(&s));
    int changed = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        arnak_state d = s;
        assert_int_equal(arnak_determinize(&d, 0, seed), ARNAK_OK);
        th_check(&d);
        arnak_observe(&d, 0, &o2);
        assert_memory_equal(&o1, &o2, sizeof o1);
        assert_int_equal(ak_rival_arrow(&d), ak_rival_arrow(&s));
        changed += memcmp(d.rival.stack, s.rival.stack, sizeof s.rival.stack) != 0;
        uint8_t a[16] = {0}, b[16] = {0};
        for (int i = 0; i < s.rival.stack_n; i++) {
            a[s.rival.stack[i]]++;
            b[d.rival.stack[i]]++;
        }
        assert_memory_equal(a, b, sizeof a);
    }
    assert_true(changed > 50);
    /* the player's JSON view lists the remaining tiles sorted, never the order */
    json_t *v = arnak_json_observation(&s, 0), *f = arnak_json_state(&s);
    json_t *rv = json_object_get(v, "rival");
    assert_non_null(rv);
    assert_null(json_object_get(rv, "stack"));
    assert_non_null(json_object_get(json_object_get(f, "rival"), "stack"));
    json_decref(v);
    json_decref(f);
}

/* Events name the revealed tile and what the rival did, and nothing of the
 * remaining order: the events for the player are those of the observations. */
static void events_show_each_rival_turn(void **state)
{
    (void)state;
    arnak_state s;
    solo_init(&s, 0, 5, 3);
    th_do(&s, "dig P0");
    th_do(&s, "pay fear");
    arnak_state before = s;
    arnak_action a;
    assert_int_equal(arnak_action_from_string(&s, "end-turn", &a), ARNAK_OK);
    assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
    game_event ev[GAME_MAX_EVENTS];
    int n = arnak_events(&before, a, &s, 0, ev, GAME_MAX_EVENTS);
    int tiles = 0, results = 0;
    char text[200];
    for (int i = 0; i < n; i++) {
        th_expect_event_words(&ev[i], text, sizeof text);
        if (ev[i].type == ARNAK_EV_RIVAL_TILE) {
            tiles++;
            assert_int_equal(ev[i].v[0], s.rival.used[s.rival.used_n - 1]);
            assert_int_equal(ev[i].v[1], s.rival.stack_n);
        } else if (ev[i].type >= ARNAK_EV_RIVAL_DIG && ev[i].type <= ARNAK_EV_RIVAL_NOTHING) {
            results++;
        }
    }
    assert_int_equal(tiles, 1);
    assert_int_equal(results, 1);
    /* the same events whatever the order of the remaining stack */
    arnak_state b2 = before, s2;
    uint8_t x = b2.rival.stack[0];
    b2.rival.stack[0] = b2.rival.stack[1];
    b2.rival.stack[1] = x;
    s2 = b2;
    if (b2.rival.stack_n > 2) {
        assert_int_equal(arnak_apply(&s2, a), ARNAK_OK);
        game_event ev2[GAME_MAX_EVENTS];
        int n2 = arnak_events(&b2, a, &s2, 0, ev2, GAME_MAX_EVENTS);
        assert_int_equal(n2, n);
        assert_memory_equal(ev, ev2, sizeof ev[0] * (size_t)n);
    }
    /* the wording of a dig */
    game_event e = {ARNAK_EV_RIVAL_DIG, -1, 0, {7, ak_site_space(7, 0), RES_JEWEL, 0, 0, 0}};
    arnak_event_text(&e, text, sizeof text);
    assert_string_equal(text, "Rival digs at P7 for a jewel");
    /* the setup's first rival turn */
    arnak_state s0;
    solo_init(&s0, 0, 5, 3);
    assert_int_equal(arnak_rival_events(&s0, 0, ev, GAME_MAX_EVENTS), 2);
    assert_int_equal(ev[0].type, ARNAK_EV_RIVAL_TILE);
}

/* The undo rule never takes back a step after which the rival turned a tile. */
static void undo_stops_at_a_rival_turn(void **state)
{
    (void)state;
    arnak_state s;
    solo_init(&s, 0, 5, 3);
    arnak_state b = s;
    th_do(&s, "play funding-car");
    arnak_action a;
    (void)a;
    /* a free action in the same turn may be taken back */
    game_event ev[4];
    (void)ev;
    arnak_action fa;
    assert_int_equal(arnak_action_from_string(&b, "play funding-car", &fa), ARNAK_OK);
    assert_true(arnak_undoable(&b, fa, &s));
    /* a step that let the rival move may not: even when it is not end-turn */
    arnak_state after = s;
    after.rival.log_n = 1;
    after.rival.used_n++;
    after.rival.stack_n--;
    assert_false(arnak_undoable(&s, fa, &after));
}

/* Positions carry the rival: write, read back, the same bytes; damaged rival
 * fields are refused with their path. */
static void positions_carry_the_rival(void **state)
{
    (void)state;
    arnak_state s;
    solo_init(&s, ARNAK_SIDE_SNAKE, 31, 4);
    uint64_t rng = 5;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    for (int i = 0; i < 40 && !arnak_is_over(&s); i++) {
        int n = arnak_legal_actions(&s, legal);
        arnak_apply_trusted(&s, legal[splitmix64(&rng) % (uint64_t)n]);
    }
    char *text = arnak_position_write(&s);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"rival\""));
    arnak_state back;
    char err[256];
    assert_int_equal(arnak_position_read(&back, text, err, sizeof err), ARNAK_OK);
    assert_memory_equal(&back, &s, sizeof s);
    char *again = arnak_position_write(&back);
    assert_string_equal(again, text);
    free(again);
    /* an unknown rival tile */
    char *bad = strdup(text);
    char *u = strstr(bad, "\"used\": [\"");
    assert_non_null(u);
    memcpy(u + 10, "zz", 2);
    assert_int_equal(arnak_position_read(&back, bad, err, sizeof err), ARNAK_E_POSITION);
    assert_non_null(strstr(err, "rival.used[0]"));
    free(bad);
    free(text);
    /* 2-player positions have no rival key */
    arnak_state two;
    th_init(&two, 2, 3);
    text = arnak_position_write(&two);
    assert_null(strstr(text, "\"rival\""));
    free(text);
}

/* ---- a complete seeded game, replayed from its record ------------------------------------------ */
static void a_seeded_solo_game_replays_from_its_record(void **state)
{
    (void)state;
    const game_def *g = &ARNAK_GAME;
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = 1;
    setup.options[0] = ARNAK_SIDE_SNAKE;
    setup.options[1] = 4;
    setup.seed = 20261123;
    game_record *rec = game_record_new(g, &setup);
    assert_non_null(rec);
    arnak_state s;
    char err[256];
    assert_int_equal(game_record_rebuild(rec, 0, &s, err, sizeof err), GAME_OK);
    uint64_t rng = 99;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int rival_turns = s.rival.log_n;
    while (!arnak_is_over(&s)) {
        int n = arnak_legal_actions(&s, legal);
        assert_true(n > 0);
        arnak_action a = legal[splitmix64(&rng) % (uint64_t)n];
        assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
        rival_turns += s.rival.log_n;
        assert_int_equal(game_record_push(rec, a), 0);
        th_check(&s);
    }
    assert_int_equal(rival_turns, 50); /* 10 tiles in each of 5 rounds */
    assert_int_equal(s.round, 5);
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(game_record_write(f, rec, err, sizeof err), GAME_OK);
    rewind(f);
    /* the record names the difficulty */
    char line[256];
    bool named = false;
    while (fgets(line, sizeof line, f))
        named |= strcmp(line, "option difficulty 4\n") == 0;
    assert_true(named);
    rewind(f);
    void *back = NULL;
    assert_int_equal(game_record_read(f, NULL, &back, err, sizeof err), GAME_OK);
    fclose(f);
    assert_memory_equal(back, &s, sizeof s);
    assert_int_equal(g->hash(back), g->hash(&s));
    free(back);
    game_record_free(rec);
}

/* ---- the generic conformance suite on solo games ------------------------------------------------- */
static unsigned long g_solo_games, g_solo_wins, g_diff_seen, g_side_seen;

static void on_solo_end(const void *st, int decisions, bool playout, void *ctx)
{
    (void)decisions;
    (void)ctx;
    const arnak_state *s = st;
    if (s->nplayers != 1)
        game_conformance_fail("a solo game with %d players", s->nplayers);
    if (s->round != 5 || s->rival.stack_n != 0 || s->rival.used_n != 10)
        game_conformance_fail("solo game ended in round %d with %d rival tiles left", s->round, s->rival.stack_n);
    double ret[1];
    ARNAK_GAME.returns(st, ret);
    if (ret[0] != 0.0 && ret[0] != 1.0)
        game_conformance_fail("solo return %f", ret[0]);
    arnak_score h, r;
    arnak_score_player(s, 0, &h);
    arnak_score_rival(s, &r);
    if ((ret[0] == 1.0) != (h.total > r.total))
        game_conformance_fail("solo return %f for %d against %d", ret[0], h.total, r.total);
    if (r.total != r.research + r.temple + r.idols + r.guardians + r.cards)
        game_conformance_fail("rival score parts do not add up");
    if (!playout) {
        g_solo_games++;
        g_solo_wins += ret[0] == 1.0;
        g_diff_seen |= 1u << s->rival.difficulty;
        g_side_seen |= 1u << s->side;
    }
}

static void conformance_over_solo_games(void **state)
{
    (void)state;
    long games = th_scaled(3000, 12);
    game_conformance_opts o = game_conformance_options(1, games);
    o.on_game_end = on_solo_end;
    game_conformance_run(&ARNAK_GAME, &o);
    assert_int_equal(g_solo_games, (unsigned long)games);
    assert_int_equal(g_diff_seen, 0x3F); /* every difficulty */
    assert_int_equal(g_side_seen, 0x3);  /* both sides */
    printf("[solo] %lu random solo games, %lu won by the uniform random player\n", g_solo_games,
           g_solo_wins);
}

/* ---- who is credited: the rival's turns inside the player's step ------------------------ */

/* The player's end of turn with `top` the next rival tile (red pairs `red`):
 * the events of that step as player 1 sees them (and as everyone does; the two
 * must agree on who did what).  Returns the count; *after is the new state. */
static int end_turn_with_rival_tile(arnak_state *s, int red, int top, arnak_state *after, game_event *ev)
{
    th_do(s, "dig P0");
    th_do(s, "pay fear");
    set_stack(s, red, top, T_LEFT, -1);
    arnak_action a;
    assert_int_equal(arnak_action_from_string(s, "end-turn", &a), ARNAK_OK);
    *after = *s;
    assert_int_equal(arnak_apply(after, a), ARNAK_OK);
    th_check(after);
    assert_int_equal(after->rival.log_n, 1);
    game_event all[GAME_MAX_EVENTS];
    int na = arnak_events(s, a, after, GAME_VIEW_ALL, all, GAME_MAX_EVENTS);
    int n = arnak_events(s, a, after, 0, ev, GAME_MAX_EVENTS);
    assert_true(n > 0 && na > 0);
    for (int i = 0; i < na; i++) /* P1's own events: the same in both views */
        if (all[i].player == 0 && all[i].type != ARNAK_EV_DRAW) {
            bool found = false;
            for (int k = 0; k < n && !found; k++)
                found = ev[k].type == all[i].type && ev[k].player == 0 && ev[k].v[0] == all[i].v[0];
            assert_true(found);
        }
    return n;
}

static int count_events(const game_event *ev, int n, int type, int player)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += ev[i].type == type && ev[i].player == player;
    return k;
}

/* The rival's discovery was followed by "P1 discovers P5: site tile ..." and
 * "P1 takes the coin idol at P5": the site tile and the idol are the rival's,
 * told by its own discover event alone. */
static void rival_discovery_is_not_credited_to_the_player(void **state)
{
    (void)state;
    arnak_state s, after;
    solo_init(&s, 0, 5, 3);
    s.site_idol[5] = IDOL_COIN; /* P5: where a left arrow sends the discover */
    game_event ev[GAME_MAX_EVENTS];
    int n = end_turn_with_rival_tile(&s, 0, T_DISC_G, &after, ev);
    assert_int_equal(after.rival.log[0][1], ARNAK_RV_DISCOVER);
    int site = after.rival.log[0][2];
    assert_int_equal(site, 5);
    assert_int_not_equal(after.site_tile[site], 0);
    assert_int_equal(count_events(ev, n, ARNAK_EV_RIVAL_DISCOVER, -1), 1);
    assert_int_equal(count_events(ev, n, ARNAK_EV_SITE_TILE, 0), 0);
    assert_int_equal(count_events(ev, n, ARNAK_EV_IDOL_TAKEN, 0), 0);
    char text[200];
    for (int i = 0; i < n; i++) {
        arnak_event_text(&ev[i], text, sizeof text);
        assert_null(strstr(text, "P1 discovers"));
        assert_null(strstr(text, "P1 takes the"));
        if (ev[i].type == ARNAK_EV_RIVAL_DISCOVER) {
            assert_int_equal(ev[i].v[0], site);
            assert_int_equal(ev[i].v[1], after.site_tile[site]);
            assert_int_equal(ev[i].v[3], IDOL_COIN);
        }
    }
    /* the player's own discovery is still the player's */
    arnak_state p;
    solo_clean(&p, 0, 0);
    th_discover(&p, 6, 2, 0);
    arnak_state q = p;
    p.site_tile[6] = 0;
    game_event mine[GAME_MAX_EVENTS];
    arnak_action none = 0;
    int m = arnak_events(&p, none, &q, GAME_VIEW_ALL, mine, GAME_MAX_EVENTS);
    assert_int_equal(count_events(mine, m, ARNAK_EV_SITE_TILE, arnak_current_player(&p)), 1);
}

/* The bonus tile the rival's research removed was credited to the player
 * ("P1 takes the ... bonus tile at research space 3"). */
static void rival_research_bonus_tile_is_not_credited_to_the_player(void **state)
{
    (void)state;
    arnak_state s, after;
    solo_init(&s, 0, 5, 3);
    s.rival.glass = 1; /* B1 -> B3 with a left arrow: one bonus tile there */
    assert_int_equal(s.bonus_n[3], 1);
    game_event ev[GAME_MAX_EVENTS];
    int n = end_turn_with_rival_tile(&s, 0, T_RES_G, &after, ev);
    assert_int_equal(after.rival.log[0][1], ARNAK_RV_RESEARCH);
    assert_int_equal(after.bonus_n[3], 0);
    assert_int_equal(count_events(ev, n, ARNAK_EV_BONUS_TILE, 0), 0);
    assert_int_equal(count_events(ev, n, ARNAK_EV_RIVAL_RESEARCH, -1), 1);
    /* a tile of the same space that the player took in the same step is still
     * the player's: only the rival's own tile is left out */
    arnak_state b, a;
    solo_clean(&b, 0, 0);
    b.rival.glass = 1;
    b.bonus[3][1] = b.bonus[3][0] == 1 ? 2 : 1;
    b.bonus_n[3] = 2;
    int mine = b.bonus[3][1];
    a = b;
    turn(&a, 0, T_RES_G, T_LEFT); /* the left arrow: the rival takes bonus[3][0] */
    assert_int_equal(a.bonus_n[3], 1);
    assert_int_equal(a.bonus[3][0], mine);
    a.bonus[3][0] = 0;
    a.bonus_n[3] = 0;
    int m = arnak_events(&b, 0, &a, GAME_VIEW_ALL, ev, GAME_MAX_EVENTS);
    int credited = 0;
    for (int i = 0; i < m; i++)
        if (ev[i].type == ARNAK_EV_BONUS_TILE) {
            credited++;
            assert_int_equal(ev[i].v[0], 3);
            assert_int_equal(ev[i].v[1], mine);
            assert_int_equal(ev[i].player, arnak_current_player(&b));
        }
    assert_int_equal(credited, 1);
}

/* A card the rival bought from the row is its own: no card of the player's,
 * no "leaves the card row" beside the rival's buy. */
static void rival_purchase_is_not_credited_to_the_player(void **state)
{
    (void)state;
    arnak_state s, after;
    solo_init(&s, 0, 5, 3);
    game_event ev[GAME_MAX_EVENTS];
    int n = end_turn_with_rival_tile(&s, 0, T_ITEM_G, &after, ev);
    assert_int_equal(after.rival.log[0][1], ARNAK_RV_BUY);
    int card = after.rival.log[0][2];
    assert_int_equal(count_events(ev, n, ARNAK_EV_RIVAL_BUY, -1), 1);
    for (int i = 0; i < n; i++) {
        if (ev[i].type == ARNAK_EV_GAIN_CARD || ev[i].type == ARNAK_EV_ROW_REMOVE)
            assert_int_not_equal(ev[i].v[0], card);
        if (ev[i].type == ARNAK_EV_ROW_ADD) /* its place is refilled: dealt, by no one */
            assert_int_equal(ev[i].player, -1);
    }
}

/* A guardian the rival overcame goes to the rival: nothing for the player. */
static void rival_overcome_is_not_credited_to_the_player(void **state)
{
    (void)state;
    arnak_state s, after;
    solo_init(&s, 0, 5, 3);
    /* the rival stands at P5 with a guardian there */
    th_discover(&s, 5, 1, 3);
    s.space_occ[ak_site_space(5, 0)] = SPACE_RIVAL;
    s.rival.arch_out++;
    game_event ev[GAME_MAX_EVENTS];
    int n = end_turn_with_rival_tile(&s, 0, T_OVC_G, &after, ev);
    assert_int_equal(after.rival.log[0][1], ARNAK_RV_OVERCOME);
    assert_int_equal(count_events(ev, n, ARNAK_EV_RIVAL_OVERCOME, -1), 1);
    assert_int_equal(count_events(ev, n, ARNAK_EV_OVERCOME, 0), 0);
    assert_int_equal(after.p[0].guardians, s.p[0].guardians);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_is_a_two_player_board_with_the_rival_first),
        cmocka_unit_test(difficulty_is_ignored_with_two_to_four_players),
        cmocka_unit_test(rival_plays_all_its_tiles_after_the_human_passes),
        cmocka_unit_test(turns_alternate_while_the_rival_has_tiles),
        cmocka_unit_test(dig_prefers_the_higher_row_then_the_arrow),
        cmocka_unit_test(each_dig_tile_takes_the_camp_of_its_resource),
        cmocka_unit_test(discover_follows_the_table_for_every_round),
        cmocka_unit_test(discover_prefers_the_bottom_level_one_row_then_the_arrow),
        cmocka_unit_test(discovered_idols_and_their_points),
        cmocka_unit_test(research_moves_one_row_by_the_arrow_and_removes_an_assistant),
        cmocka_unit_test(research_removes_the_bonus_tile_there),
        cmocka_unit_test(research_to_the_lost_temple_and_beyond),
        cmocka_unit_test(research_on_snake_removes_the_rescued_assistant),
        cmocka_unit_test(overcome_takes_a_guardian_where_the_rival_stands),
        cmocka_unit_test(overcome_without_a_guardian_researches_without_an_assistant),
        cmocka_unit_test(buy_item_green_lowest_red_highest_ties_by_arrow),
        cmocka_unit_test(buy_artifact_green_lowest_red_highest),
        cmocka_unit_test(round_five_skips_green_discover_research_overcome),
        cmocka_unit_test(arrow_of_the_last_tile_is_the_bottom_of_the_used_pile),
        cmocka_unit_test(solo_tie_goes_to_the_general_tiebreaks),
        cmocka_unit_test(observe_hides_the_stack_order_but_not_the_top_arrow),
        cmocka_unit_test(events_show_each_rival_turn),
        cmocka_unit_test(undo_stops_at_a_rival_turn),
        cmocka_unit_test(positions_carry_the_rival),
        cmocka_unit_test(a_seeded_solo_game_replays_from_its_record),
        cmocka_unit_test(conformance_over_solo_games),
        cmocka_unit_test(rival_discovery_is_not_credited_to_the_player),
        cmocka_unit_test(rival_research_bonus_tile_is_not_credited_to_the_player),
        cmocka_unit_test(rival_purchase_is_not_credited_to_the_player),
        cmocka_unit_test(rival_overcome_is_not_credited_to_the_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
