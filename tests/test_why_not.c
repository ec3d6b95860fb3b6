/* test_why_not.c - why an action is not legal now (game_def.why_not): one
 * constructed position per reason of Arnak and of Lost Cities, each test named
 * after the rule that refuses, checking the reason's code, its fields and its
 * English line; the generic answer of a game without why_not; and that the
 * answer goes through the asking player's observation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/words.h"
#include "games/arnak/events.h"
#include "games/arnak/why_not.h"
#include "games/lost_cities/internal.h"

extern const game_def ARNAK_GAME;

/* The reason `player` gets for `what` in s: its code, and its English text
 * when text is not NULL (then it must be exactly that). */
static json_t *why(const game_def *g, const void *s, int player, const char *what, const char *code,
                   const char *text)
{
    json_t *j = game_why_not(g, s, player, what);
    assert_non_null(j);
    const char *got = json_string_value(json_object_get(j, "reason"));
    const char *en = json_string_value(json_object_get(j, "text"));
    assert_non_null(got);
    assert_non_null(en);
    if (strcmp(got, code) != 0 || (text && strcmp(en, text) != 0))
        fail_msg("'%s': expected %s (%s), got %s (%s)", what, code, text ? text : "-", got, en);
    return j;
}

static void expect(const game_def *g, const void *s, int player, const char *what, const char *code,
                   const char *text)
{
    json_decref(why(g, s, player, what, code, text));
}

static int field(const json_t *j, const char *key) { return (int)json_integer_value(json_object_get(j, key)); }

/* ---- Arnak ----------------------------------------------------------------------- */

static void test_arnak_legal_click_is_legal(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    expect(&ARNAK_GAME, &s, 0, "P0", "legal", "that is legal now");
    expect(&ARNAK_GAME, &s, 0, "dig P0", "legal", NULL);
    expect(&ARNAK_GAME, &s, 0, "P0a", "legal", NULL);
}

static void test_arnak_not_your_turn(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    json_t *j = why(&ARNAK_GAME, &s, 1, "P0", "not_your_turn", "not your turn: P1 decides now");
    assert_int_equal(field(j, "turn"), 0);
    json_decref(j);
}

static void test_arnak_game_over(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    s.over = 1;
    expect(&ARNAK_GAME, &s, 0, "P0", "game_over", "the game is over");
}

static void test_arnak_buying_an_item_costs_its_coins(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_row(&s, 5, CARD_ITEM(3)); /* Pack Donkey: 4 coins */
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    json_t *j = why(&ARNAK_GAME, &s, 0, "pack-donkey", "cost", "needs 4 coins, you have 1");
    assert_string_equal(json_string_value(json_object_get(j, "resource")), "coin");
    assert_int_equal(field(j, "need"), 4);
    assert_int_equal(field(j, "have"), 1);
    json_decref(j);
    expect(&ARNAK_GAME, &s, 0, "buy pack-donkey", "cost", "needs 4 coins, you have 1");
}

static void test_arnak_an_occupied_site_has_no_free_space(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_discover(&s, 5, 1, 0);
    th_place(&s, 1, ak_site_space(5, 0));
    json_t *j = why(&ARNAK_GAME, &s, 0, "P5", "occupied", "that site is occupied");
    assert_string_equal(json_string_value(json_object_get(j, "site")), "P5");
    json_decref(j);
    expect(&ARNAK_GAME, &s, 0, "P0b", "occupied", NULL); /* 2 players: the camp's b spaces are blocked */
}

static void test_arnak_two_archaeologists_out_leave_none(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_place(&s, 0, ak_site_space(1, 0));
    th_place(&s, 0, ak_site_space(2, 0));
    expect(&ARNAK_GAME, &s, 0, "P3", "no_archaeologist", "no archaeologist left");
}

static void test_arnak_travel_cost_unpayable(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_discover(&s, 5, 1, 0);
    th_set_hand(&s, 0, CARD_FEAR, 0); /* one boot, no car or ship */
    expect(&ARNAK_GAME, &s, 0, "dig P5", "travel", NULL);
}

static void test_arnak_discovering_costs_compasses(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    expect(&ARNAK_GAME, &s, 0, "P7", "cost", "needs 3 compasses, you have 2");
}

static void test_arnak_no_site_tile_left(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_res(&s, 0, 0, 9, 0, 0, 0);
    s.l2_n = 0;
    expect(&ARNAK_GAME, &s, 0, "discover P13", "no_site_tile", "no level II site tile is left");
}

static void test_arnak_main_action_used_once_per_turn(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    s.stack[s.depth - 1].kind = FR_POST;
    s.main_done = 1;
    expect(&ARNAK_GAME, &s, 0, "P0", "main_used", "you already used your main action this turn");
    expect(&ARNAK_GAME, &s, 0, "research glass", "main_used", NULL);
    expect(&ARNAK_GAME, &s, 0, "pass", "main_used", NULL);
}

static void test_arnak_end_turn_after_the_main_action(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    expect(&ARNAK_GAME, &s, 0, "end-turn", "main_first", NULL);
}

static void test_arnak_finish_the_pending_step_first(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_do(&s, "dig P1"); /* the travel payment is pending */
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    expect(&ARNAK_GAME, &s, 0, "P3", "step", "finish the current step first");
}

/* An effect that lets the player dig at a camp site (FR_ARCH): a site the
 * effect does not reach is not legal, an occupied camp site says so. */
static void test_arnak_effect_dig_only_where_the_effect_allows(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_place(&s, 1, ak_site_space(0, 0));
    arnak_frame *f = &s.stack[s.depth++];
    memset(f, 0, sizeof *f);
    f->kind = FR_ARCH;
    f->player = 0;
    f->a = ARCH_DIG | ARCH_CAMP_ONLY;
    expect(&ARNAK_GAME, &s, 0, "P5", "not_legal", NULL);
    expect(&ARNAK_GAME, &s, 0, "P0", "occupied", "that site is occupied");
}

static void test_arnak_card_not_in_hand(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_row(&s, 5, CARD_ITEM(3));
    expect(&ARNAK_GAME, &s, 0, "play pack-donkey", "not_in_hand", "that card is not in your hand");
    int other = CARD_ITEM(1);
    for (int i = 0; i < ARNAK_ROW; i++)
        if (s.row[i] == other)
            other++, i = -1;
    char what[64];
    snprintf(what, sizeof what, "buy %s", ARNAK_CARDS[other].slug);
    expect(&ARNAK_GAME, &s, 0, what, "not_in_row", "that card is not in the card row");
}

static void test_arnak_fear_card_has_no_effect(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    expect(&ARNAK_GAME, &s, 0, "fear", "no_action", "a Fear card does nothing: its travel icons pay for travel");
}

static void test_arnak_artifact_play_needs_a_tablet(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_hand(&s, 0, CARD_ART(1), 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    char what[64];
    snprintf(what, sizeof what, "play %s", ARNAK_CARDS[CARD_ART(1)].slug);
    expect(&ARNAK_GAME, &s, 0, what, "cost", "needs 1 tablet, you have 0");
}

static void test_arnak_research_costs_resources(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    expect(&ARNAK_GAME, &s, 0, "research glass", "cost", "needs 1 compass, you have 0");
}

static void test_arnak_notebook_may_not_pass_the_glass(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_res(&s, 0, 5, 5, 5, 5, 5);
    expect(&ARNAK_GAME, &s, 0, "notebook", "notebook_ahead", "the notebook may not pass the magnifying glass");
}

static void test_arnak_research_space_out_of_reach(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_res(&s, 0, 5, 5, 5, 5, 5);
    expect(&ARNAK_GAME, &s, 0, "B12", "not_next", "that space is not one step above your glass");
}

static void test_arnak_temple_tiles_need_the_glass_in_the_temple(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    expect(&ARNAK_GAME, &s, 0, "temple 2-left", "not_at_temple",
           "temple tiles need your magnifying glass in the Lost Temple");
}

static void test_arnak_idol_slot_needs_an_idol_and_a_free_slot(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    expect(&ARNAK_GAME, &s, 0, "idol", "no_idol", "you have no idol to place");
    s.p[0].idols = 1;
    s.p[0].idol_slots = IDOL_SLOTS;
    expect(&ARNAK_GAME, &s, 0, "idol", "slots_full", "all your idol slots are full");
}

static void test_arnak_overcoming_needs_an_archaeologist_at_the_site(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_discover(&s, 5, 1, 1);
    expect(&ARNAK_GAME, &s, 0, "G01", "not_at_site", "you need an archaeologist at its site");
    th_place(&s, 0, ak_site_space(5, 0));
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    expect(&ARNAK_GAME, &s, 0, "overcome P5", "cost", "needs 1 coin, you have 0");
}

static void test_arnak_spent_boon(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_give_guardian(&s, 0, 2);
    s.p[0].boons_used |= 1u << 1;
    expect(&ARNAK_GAME, &s, 0, "boon G02", "boon_used", "that boon is used");
    expect(&ARNAK_GAME, &s, 0, "boon G04", "not_overcome", NULL);
}

static void test_arnak_exhausted_assistant(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].asst_tired[0] = 1;
    char what[32];
    snprintf(what, sizeof what, "assistant %s", ARNAK_ASSISTANTS[1].name);
    expect(&ARNAK_GAME, &s, 0, what, "tired", "that assistant is exhausted");
}

static void test_arnak_unknown_name(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    expect(&ARNAK_GAME, &s, 0, "no such thing", "unknown", NULL);
    expect(&ARNAK_GAME, &s, 0, "", "unknown", NULL);
    char long_text[400];
    memset(long_text, 'x', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = '\0';
    expect(&ARNAK_GAME, &s, 0, long_text, "unknown", NULL);
    assert_null(game_why_not(&ARNAK_GAME, &s, 2, "P0"));
    assert_null(game_why_not(&ARNAK_GAME, &s, -1, "P0"));
    assert_null(game_why_not(&ARNAK_GAME, &s, 0, NULL));
}

/* The asked player's view is what counts: another seat's hand card, unseen,
 * is "not in your hand", never named. */
static void test_arnak_reason_reads_only_the_view(void **unused)
{
    (void)unused;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    th_set_hand(&s, 1, CARD_ITEM(3), 0);
    th_turn(&s, 1);
    json_t *j = why(&ARNAK_GAME, &s, 0, "pack-donkey", "not_your_turn", NULL);
    assert_null(strstr(json_string_value(json_object_get(j, "text")), "Donkey"));
    json_decref(j);
    th_turn(&s, 0);
    expect(&ARNAK_GAME, &s, 0, "play pack-donkey", "not_in_hand", NULL);
}

/* ---- Lost Cities ------------------------------------------------------------------ */

static const game_def *LC = &LOST_CITIES_GAME;

static void lc_fresh(lost_cities_state *s)
{
    assert_int_equal(lost_cities_init(s, 2, 0, 0, 3), GAME_OK);
    assert_int_equal(s->cur, 0);
}

static int lc_card(const char *text)
{
    int t = -1;
    assert_int_equal(lc_parse_card(text, &t), GAME_OK);
    return t;
}

/* Player 0 holds `text` (the reasons read only; the counts need not add up). */
static void lc_hold(lost_cities_state *s, const char *text)
{
    s->hand[0][lc_card(text)]++;
    s->hand_n[0]++;
}

static void test_lc_not_your_turn(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    expect(LC, &s, 1, "pile", "not_your_turn", "not your turn: P1 decides now");
}

static void test_lc_card_lower_than_the_paths_last(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    memset(s.hand[0], 0, sizeof s.hand[0]);
    lc_hold(&s, "red 3");
    s.step[0][lc_card("red 0") / LC_VALUES] = 2;
    s.last[0][lc_card("red 0") / LC_VALUES] = 5;
    s.dir[0][lc_card("red 0") / LC_VALUES] = LC_DIR_UP;
    json_t *j = why(LC, &s, 0, "play red 3", "lower", "red 3 is lower than 5, the last card on your red path");
    assert_int_equal(field(j, "last"), 5);
    json_decref(j);
    expect(LC, &s, 0, "red 3", "legal", NULL); /* it may still be discarded */
}

static void test_lc_draw_pile_before_playing(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    expect(LC, &s, 0, "pile", "play_first", "play or discard a card first");
    expect(LC, &s, 0, "draw red", "play_first", NULL);
}

static void test_lc_play_after_playing(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    s.phase = LC_PH_DRAW;
    expect(LC, &s, 0, "discard red 3", "draw_first", "draw a card first");
}

static void test_lc_free_move_pending(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    s.phase = LC_PH_MOVE;
    expect(LC, &s, 0, "pile", "move_first", "move a figure or skip the free move first");
}

static void test_lc_card_not_in_hand(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    memset(s.hand[0], 0, sizeof s.hand[0]);
    expect(LC, &s, 0, "blue 4", "not_in_hand", "that card is not in your hand");
}

static void test_lc_play_needs_a_started_path(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    memset(s.hand[0], 0, sizeof s.hand[0]);
    lc_hold(&s, "blue 4");
    expect(LC, &s, 0, "play blue 4", "no_path", "you have no figure on the blue path: start it first");
}

static void test_lc_path_started_once(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    s.step[0][0] = 1;
    char what[48];
    snprintf(what, sizeof what, "start %s adventurer", LC_COLOR_NAMES[0]);
    expect(LC, &s, 0, what, "started", NULL);
}

static void test_lc_adventurers_and_researcher_run_out(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    memset(s.hand[0], 0, sizeof s.hand[0]);
    lc_hold(&s, "blue 4");
    for (int c = 0, k = 0; c < LC_COLORS && k < LC_ADVENTURERS; c++)
        if (c != lc_card("blue 0") / LC_VALUES)
            s.step[0][c] = 1, k++;
    expect(LC, &s, 0, "start blue adventurer", "no_adventurer", "no adventurer left");
    s.res_path[0] = lc_card("red 0") / LC_VALUES;
    expect(LC, &s, 0, "start blue researcher", "researcher_out", "your researcher is already on a path");
}

static void test_lc_empty_piles(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    s.phase = LC_PH_DRAW;
    memset(s.pile_n, 0, sizeof s.pile_n);
    expect(LC, &s, 0, "red", "pile_empty", "the red discard pile is empty");
    s.deck_n = 0;
    expect(LC, &s, 0, "pile", "deck_empty", "the draw pile is empty");
}

static void test_lc_take_back_the_card_just_discarded(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    s.phase = LC_PH_DRAW;
    int c = lc_card("red 0") / LC_VALUES;
    s.pile[c][0] = (uint8_t)lc_card("red 7");
    s.pile_n[c] = 1;
    s.discarded = (uint8_t)lc_card("red 7");
    expect(LC, &s, 0, "draw red", "just_discarded", "you may not take back the card you just discarded");
}

static void test_lc_free_move_at_the_path_end(void **unused)
{
    (void)unused;
    lost_cities_state s;
    lc_fresh(&s);
    s.phase = LC_PH_MOVE;
    int c = lc_card("red 0") / LC_VALUES;
    s.step[0][c] = LC_STEPS;
    expect(LC, &s, 0, "move red", "path_end", "the red figure is at the end of its path");
}

/* ---- the interface ---------------------------------------------------------------- */

/* A game without why_not gets the common reasons. */
static void test_game_without_why_not_answers_generically(void **unused)
{
    (void)unused;
    game_def g = ARNAK_GAME;
    g.why_not = NULL;
    arnak_state s;
    th_fresh_turn(&s, 2, 1);
    expect(&g, &s, 0, "dig P0", "legal", NULL);
    expect(&g, &s, 0, "dig P7", "not_legal", "not a legal action now");
    expect(&g, &s, 1, "dig P0", "not_your_turn", NULL);
}

/* Every reason of both games has a row: a name, an English line, and the
 * catalog hands the rows to the page. */
static void test_reason_rows_are_complete(void **unused)
{
    (void)unused;
    const game_words *w[] = {&ARNAK_WORDS, &LC_WORDS};
    for (int i = 0; i < 2; i++) {
        assert_non_null(w[i]->reasons);
        for (int r = 0; r < w[i]->nreasons; r++) {
            assert_non_null(w[i]->reasons[r].name);
            assert_non_null(w[i]->reasons[r].en);
        }
        json_t *cat = game_words_catalog(w[i]);
        assert_int_equal(json_object_size(json_object_get(cat, "reasons")), (size_t)w[i]->nreasons);
        json_decref(cat);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arnak_legal_click_is_legal),
        cmocka_unit_test(test_arnak_not_your_turn),
        cmocka_unit_test(test_arnak_game_over),
        cmocka_unit_test(test_arnak_buying_an_item_costs_its_coins),
        cmocka_unit_test(test_arnak_an_occupied_site_has_no_free_space),
        cmocka_unit_test(test_arnak_two_archaeologists_out_leave_none),
        cmocka_unit_test(test_arnak_travel_cost_unpayable),
        cmocka_unit_test(test_arnak_discovering_costs_compasses),
        cmocka_unit_test(test_arnak_no_site_tile_left),
        cmocka_unit_test(test_arnak_main_action_used_once_per_turn),
        cmocka_unit_test(test_arnak_end_turn_after_the_main_action),
        cmocka_unit_test(test_arnak_finish_the_pending_step_first),
        cmocka_unit_test(test_arnak_effect_dig_only_where_the_effect_allows),
        cmocka_unit_test(test_arnak_card_not_in_hand),
        cmocka_unit_test(test_arnak_fear_card_has_no_effect),
        cmocka_unit_test(test_arnak_artifact_play_needs_a_tablet),
        cmocka_unit_test(test_arnak_research_costs_resources),
        cmocka_unit_test(test_arnak_notebook_may_not_pass_the_glass),
        cmocka_unit_test(test_arnak_research_space_out_of_reach),
        cmocka_unit_test(test_arnak_temple_tiles_need_the_glass_in_the_temple),
        cmocka_unit_test(test_arnak_idol_slot_needs_an_idol_and_a_free_slot),
        cmocka_unit_test(test_arnak_overcoming_needs_an_archaeologist_at_the_site),
        cmocka_unit_test(test_arnak_spent_boon),
        cmocka_unit_test(test_arnak_exhausted_assistant),
        cmocka_unit_test(test_arnak_unknown_name),
        cmocka_unit_test(test_arnak_reason_reads_only_the_view),
        cmocka_unit_test(test_lc_not_your_turn),
        cmocka_unit_test(test_lc_card_lower_than_the_paths_last),
        cmocka_unit_test(test_lc_draw_pile_before_playing),
        cmocka_unit_test(test_lc_play_after_playing),
        cmocka_unit_test(test_lc_free_move_pending),
        cmocka_unit_test(test_lc_card_not_in_hand),
        cmocka_unit_test(test_lc_play_needs_a_started_path),
        cmocka_unit_test(test_lc_path_started_once),
        cmocka_unit_test(test_lc_adventurers_and_researcher_run_out),
        cmocka_unit_test(test_lc_empty_piles),
        cmocka_unit_test(test_lc_take_back_the_card_just_discarded),
        cmocka_unit_test(test_lc_free_move_at_the_path_end),
        cmocka_unit_test(test_game_without_why_not_answers_generically),
        cmocka_unit_test(test_reason_rows_are_complete),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
