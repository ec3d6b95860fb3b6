/* test_cards_artifacts.c - the exact effect of every artifact (numbers:
 * docs/RULE_READINGS.md R-ARNAK-12), played from hand (a main action costing
 * exactly 1 tablet) or bought (the effect optional and free of the tablet,
 * R-ARNAK-1).
 *
 * Each test builds a small position with the th_* helpers, plays the card by
 * its canonical text and checks the resources before/after, where every card,
 * archaeologist, guardian or assistant went, and which options each decision
 * offers (and which it must not).  Readings chosen by the engine
 * (docs/RULE_READINGS.md) are named where a test depends on one. */
#include <stdio.h>

#include "th.h"

/* ---- helpers ------------------------------------------------------------------ */

/* A 2..4-player game, player 0 to act at the start of a turn, nobody owning
 * any resource but player 0's one tablet (the cost of playing an artifact). */
static void setup(arnak_state *s, int players)
{
    th_fresh(s, players, 31337);
    s->p[0].res[RES_TABLET] = 1;
    th_turn(s, 0);
}

/* Play the artifact `slug` from hand for its effect.  It must not be offered
 * without a tablet, must be offered with one, and its tablet is paid at once
 * (checked by each test through the final tablet count). */
static void play_art(arnak_state *s, const char *slug)
{
    char t[64];
    snprintf(t, sizeof t, "play %s", slug);
    uint16_t tablets = s->p[0].res[RES_TABLET];
    assert_true(tablets >= 1);
    s->p[0].res[RES_TABLET] = 0;
    assert_false(th_legal(s, t));
    s->p[0].res[RES_TABLET] = tablets;
    th_do(s, t);
}

/* play_art, then player 0 owns exactly this and the main action is used (FR_POST). */
static void art_gain(arnak_state *s, const char *slug, int coin, int compass, int tablet, int arrow,
                     int jewel)
{
    play_art(s, slug);
    th_expect_res(s, 0, coin, compass, tablet, arrow, jewel);
    assert_int_equal(th_frame(s), FR_POST);
}

/* Artifact n (`slug`) takes a Fear card from the supply into player 0's play
 * area and gains exactly this. */
static void fear_and_gain(int n, const char *slug, int coin, int compass, int tablet, int arrow,
                          int jewel)
{
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(n), 0);
    int supply = s.fear_supply;
    art_gain(&s, slug, coin, compass, tablet, arrow, jewel);
    assert_int_equal(s.fear_supply, supply - 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
}

/* Artifact n (`slug`) that looks at the deck, with an empty deck (R-ARNAK-10):
 * nothing drawn, no decision. */
static void art_empty_deck_no_draw(int n, const char *slug)
{
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(n), 0);
    th_deck_to_play(&s, 0);
    play_art(&s, slug);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].hand_n, 0);
}

static bool has_guardian(const arnak_state *s, int p, int g)
{
    return (s->p[p].guardians >> (g - 1)) & 1;
}

/* Move item n from the item deck to the item exile pile. */
static void exile_item_from_deck(arnak_state *s, int n)
{
    for (int i = 0; i < s->item_n; i++)
        if (s->item_deck[i] == CARD_ITEM(n)) {
            memmove(&s->item_deck[i], &s->item_deck[i + 1], (size_t)(s->item_n - i - 1));
            s->item_deck[--s->item_n] = 0;
            s->item_exile |= 1ULL << (n - 1);
            return;
        }
    fail_msg("item %d is not in the item deck", n);
}

static int asst_top_of(const arnak_state *s, int st) { return s->asst_stack[st][s->asst_n[st] - 1]; }

/* A guardian from the stack, put on camp site `camp` (as Guardian's Crown would). */
static void guardian_on_camp(arnak_state *s, int camp, int g)
{
    th_give_guardian(s, 1, g);
    s->p[1].guardians = (uint16_t)(s->p[1].guardians & ~(1u << (g - 1)));
    s->site_guardian[camp] = (uint8_t)g;
}

/* Play out the rest of the round: every other player passed already; player 0
 * passes, then everybody keeps the cards left in hand. */
static void finish_round_by_passing(arnak_state *s)
{
    th_do(s, "pass");
    while (!s->over && th_frame(s) == FR_KEEP)
        th_do(s, "keep");
}

/* The card list as transcribed in th_card_ref. */
static const th_card_ref ART_REF[] = {
    {CARD_ART(1), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Pathfinder's Sandals */
    {CARD_ART(2), 4, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Pathfinder's Staff */
    {CARD_ART(3), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* War Mask */
    {CARD_ART(4), 4, 3, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Treasure Chest */
    {CARD_ART(5), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Ritual Dagger */
    {CARD_ART(6), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Crystal Earring */
    {CARD_ART(7), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Mortar */
    {CARD_ART(8), 3, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Serpent's Gold */
    {CARD_ART(9), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Serpent Idol */
    {CARD_ART(10), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Monkey Medallion */
    {CARD_ART(11), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Idol of Ara-Anu */
    {CARD_ART(12), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Inscribed Blade */
    {CARD_ART(13), 4, 2, {ICON_PLANE, ICON_PLANE}, CA_MAIN, 0}, /* Guardian's Ocarina */
    {CARD_ART(14), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Tigerclaw Hairpin */
    {CARD_ART(15), 4, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* War Club */
    {CARD_ART(16), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Sundial (main/pass: the pass is a choice of its effect) */
    {CARD_ART(17), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Traders' Scales */
    {CARD_ART(18), 4, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Hunting Arrows */
    {CARD_ART(19), 3, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Coconut Flask */
    {CARD_ART(20), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Cleansing Cauldron */
    {CARD_ART(21), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Ancient Wine */
    {CARD_ART(22), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Decorated Horn */
    {CARD_ART(23), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Ornate Hammer */
    {CARD_ART(24), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Star Charts */
    {CARD_ART(25), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Stone Jar */
    {CARD_ART(26), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Passage Shell */
    {CARD_ART(27), 3, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Ceremonial Rattle */
    {CARD_ART(28), 4, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Sacred Drum */
    {CARD_ART(29), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Trader's Coins */
    {CARD_ART(30), 3, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Stone Key */
    {CARD_ART(31), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Obsidian Earring */
    {CARD_ART(32), 3, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Guiding Stone */
    {CARD_ART(33), 4, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Guiding Skull */
    {CARD_ART(34), 4, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Runes of the Dead */
    {CARD_ART(35), 4, 2, {ICON_PLANE, ICON_NONE}, CA_MAIN, 0}, /* Guardian's Crown */
};

static void artifacts_table_matches_reference(void **cm)
{
    (void)cm;
    th_check_card_refs(ART_REF, sizeof ART_REF / sizeof ART_REF[0]);
}

/* ---- artifacts as a group ------------------------------------------------------------- */

/* Every artifact is a main action costing exactly 1 tablet from hand; it is
 * not offered without a tablet, and none exiles itself. */
static void artifacts_cost_one_tablet_main_action(void **cm)
{
    (void)cm;
    for (int n = 1; n <= 35; n++) {
        arnak_state s;
        setup(&s, 2);
        th_set_hand(&s, 0, CARD_ART(n), 0);
        th_set_res(&s, 0, 0, 0, 0, 0, 0);
        th_tile_on_top(&s, 10); /* Guiding Stone then finds a jewel, no tablet */
        char t[64];
        snprintf(t, sizeof t, "play %s", ARNAK_CARDS[CARD_ART(n)].slug);
        assert_false(th_legal(&s, t));
        s.p[0].res[RES_TABLET] = 1;
        th_do(&s, t);
        assert_int_equal(s.stack[0].kind, FR_POST);
        assert_int_equal(s.main_done, 1);
        /* Runes of the Dead gains 3 tablets; nothing else gives one back at once */
        assert_int_equal(s.p[0].res[RES_TABLET], n == 34 ? 3 : 0);
        assert_int_equal(th_play_count(&s, 0, CARD_ART(n)), 1);
        assert_false(th_art_exiled(&s, n));
    }
}

/* With no tablet an artifact can still be spent for its plane icon. */
static void artifact_travel_icon_without_tablet(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    th_set_hand(&s, 0, CARD_ART(25), 0);
    th_discover(&s, 7, 2, 0); /* ship */
    assert_false(th_legal(&s, "play stone-jar"));
    th_do(&s, "dig P7");
    th_do(&s, "pay stone-jar");
    assert_int_equal(th_play_count(&s, 0, CARD_ART(25)), 1);
    th_expect_res(&s, 0, 1, 0, 0, 1, 0);
}

/* Buying an artifact: it goes to the play area; its effect is optional (R-ARNAK-1). */
static void artifact_bought_effect_optional(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_set_hand(&s, 0, 0);
    th_set_row(&s, 0, CARD_ART(3)); /* War Mask, 3 compasses */
    th_do(&s, "buy war-mask");
    assert_int_equal(th_frame(&s), FR_BOUGHT_ART);
    assert_true(th_legal(&s, "use-effect"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(s.p[0].war_mask, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(3)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Buying an artifact and using its effect: no tablet needed nor paid. */
static void artifact_bought_effect_free_of_tablet(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_res(&s, 0, 0, 4, 0, 0, 0);
    th_set_hand(&s, 0, 0);
    th_set_row(&s, 0, CARD_ART(34)); /* Runes of the Dead, 4 compasses */
    int supply = s.fear_supply;
    th_do(&s, "buy runes-of-the-dead");
    th_do(&s, "use-effect");
    th_expect_res(&s, 0, 1, 0, 3, 0, 0);
    assert_int_equal(s.fear_supply, supply - 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* ---- artifacts 1-35 --------------------------------------------------------------------- */

/* Pathfinder's Sandals: relocate an archaeologist on a site to a camp with a
 * free space (never the same site, R-ARNAK-9), then gain that camp's effect. */
static void art_01_pathfinders_sandals(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(1), 0);
    th_discover(&s, 5, 2, 0);
    th_discover(&s, 6, 3, 0);
    th_place(&s, 0, th_dig_space(5));
    th_place(&s, 1, th_dig_space(1)); /* P1a taken, P1b blocked with 2 players: P1 is full */
    play_art(&s, "pathfinders-sandals");
    assert_int_equal(th_frame(&s), FR_RELOCATE);
    assert_int_equal(th_count(&s, "relocate"), 4);
    assert_true(th_legal(&s, "relocate P5>P0"));
    assert_false(th_legal(&s, "relocate P5>P1"));
    assert_false(th_legal(&s, "relocate P5>P6")); /* a level I site: the Staff's job */
    th_do(&s, "relocate P5>P2");
    assert_int_equal(s.space_occ[th_dig_space(5)], 0);
    assert_int_equal(s.space_occ[th_dig_space(2)], 1);
    assert_int_equal(s.p[0].arch_out, 1);
    th_expect_res(&s, 0, 0, 0, 2, 0, 0); /* P2: 2 tablets */
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Sandals: from a camp, never to the other space of the same camp (R-ARNAK-9). */
static void art_01_pathfinders_sandals_never_same_site(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4); /* every camp's b space is open */
    th_set_hand(&s, 0, CARD_ART(1), 0);
    th_place(&s, 0, 0); /* P0a */
    play_art(&s, "pathfinders-sandals");
    assert_false(th_legal(&s, "relocate P0a>P0"));
    assert_int_equal(th_count(&s, "relocate"), 4);
    th_do(&s, "relocate P0a>P3");
    assert_int_equal(s.space_occ[0], 0);
    assert_int_equal(s.space_occ[th_dig_space(3)], 1);
    th_expect_res(&s, 0, 0, 0, 0, 1, 0);
}

/* Sandals with no archaeologist on the board: played, nothing happens. */
static void art_01_pathfinders_sandals_no_archaeologist(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(1), 0);
    art_gain(&s, "pathfinders-sandals", 0, 0, 0, 0, 0);
}

/* Sandals: an archaeologist relocated off a guardian's site takes no Fear from it. */
static void art_01_pathfinders_sandals_leave_guardian_site(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(1), 0);
    th_discover(&s, 5, 2, 1);
    th_place(&s, 0, th_dig_space(5));
    s.p[1].passed = 1;
    play_art(&s, "pathfinders-sandals");
    th_do(&s, "relocate P5>P4");
    assert_int_equal(s.site_guardian[5], 1);
    assert_int_equal(s.space_occ[th_dig_space(4)], 1);
    th_do(&s, "end-turn");
    int supply = s.fear_supply;
    finish_round_by_passing(&s);
    assert_int_equal(s.fear_supply, supply);
}

/* Pathfinder's Staff: to a camp or a free discovered level I site. */
static void art_02_pathfinders_staff(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(2), 0);
    th_discover(&s, 5, 5, 0);   /* free: L1-05 coin + 2 tablets */
    th_discover(&s, 6, 3, 0);   /* occupied by the opponent */
    th_discover(&s, 13, 11, 0); /* level II */
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 1, th_dig_space(6));
    play_art(&s, "pathfinders-staff");
    assert_int_equal(th_count(&s, "relocate"), 5); /* P1-P4, P5 */
    assert_true(th_legal(&s, "relocate P0a>P5"));
    assert_false(th_legal(&s, "relocate P0a>P6"));
    assert_false(th_legal(&s, "relocate P0a>P13"));
    assert_false(th_legal(&s, "relocate P0a>P7")); /* undiscovered */
    assert_false(th_legal(&s, "relocate P0a>P0"));
    th_do(&s, "relocate P0a>P5");
    assert_int_equal(s.space_occ[0], 0);
    assert_int_equal(s.space_occ[th_dig_space(5)], 1);
    th_expect_res(&s, 0, 1, 0, 2, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Staff: may leave a level II site, the destination only is restricted. */
static void art_02_pathfinders_staff_from_level_two(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(2), 0);
    th_discover(&s, 13, 11, 6);
    th_place(&s, 0, th_dig_space(13));
    play_art(&s, "pathfinders-staff");
    th_do(&s, "relocate P13>P3");
    assert_int_equal(s.space_occ[th_dig_space(13)], 0);
    assert_int_equal(s.space_occ[th_dig_space(3)], 1);
    th_expect_res(&s, 0, 0, 0, 0, 1, 0);
}

/* War Mask: +1 arrowhead, and no Fear from guardians at the end of the round. */
static void art_03_war_mask(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(3), 0);
    th_discover(&s, 5, 2, 1);
    th_place(&s, 0, th_dig_space(5));
    s.p[1].passed = 1;
    play_art(&s, "war-mask");
    th_expect_res(&s, 0, 0, 0, 0, 1, 0);
    assert_int_equal(s.p[0].war_mask, 1);
    assert_int_equal(th_frame(&s), FR_POST);
    int supply = s.fear_supply;
    th_do(&s, "end-turn"); /* the opponent passed: our turn again */
    assert_int_equal(arnak_current_player(&s), 0);
    finish_round_by_passing(&s);
    assert_int_equal(s.round, 2);
    assert_int_equal(s.fear_supply, supply); /* no Fear from G01 */
    assert_int_equal(s.space_occ[th_dig_space(5)], 0);
    assert_int_equal(s.p[0].war_mask, 0); /* for that round only */
}

/* The same position without War Mask: one Fear from the guardian. */
static void art_03_war_mask_control_fear_without_it(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, 0);
    th_discover(&s, 5, 2, 1);
    th_place(&s, 0, th_dig_space(5));
    s.p[1].passed = 1;
    int supply = s.fear_supply;
    finish_round_by_passing(&s);
    assert_int_equal(s.fear_supply, supply - 1);
}

/* War Mask exiled later in the round still protects (R-ARNAK-18). */
static void art_03_war_mask_exiled_later_still_protects(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(3), CARD_ITEM(38), 0);
    th_discover(&s, 5, 2, 1);
    th_place(&s, 0, th_dig_space(5));
    s.p[1].passed = 1;
    play_art(&s, "war-mask");
    th_do(&s, "end-turn");
    th_do(&s, "play axe");
    th_do(&s, "exile play:war-mask");
    assert_true(th_art_exiled(&s, 3));
    th_do(&s, "end-turn");
    int supply = s.fear_supply;
    finish_round_by_passing(&s);
    assert_int_equal(s.fear_supply, supply);
}

/* Treasure Chest: +1 coin, draw 1. */
static void art_04_treasure_chest(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(4), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32));
    play_art(&s, "treasure-chest");
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
    assert_int_equal(th_count(&s, "draw "), 2);
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Ritual Dagger: may exile (itself included), +1 arrowhead either way. */
static void art_05_ritual_dagger(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(5), CARD_FEAR, 0);
    play_art(&s, "ritual-dagger");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_true(th_legal(&s, "exile hand:fear"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "exile play:ritual-dagger");
    assert_true(th_art_exiled(&s, 5));
    assert_int_equal(th_play_count(&s, 0, CARD_ART(5)), 0);
    th_expect_res(&s, 0, 0, 0, 0, 1, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Crystal Earring: choose 1-3, keep one, may put one back on top, the rest
 * to the play area. */
static void art_06_crystal_earring(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(6), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(6));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(8)); /* top */
    int deck = s.p[0].deck_n;
    play_art(&s, "crystal-earring");
    assert_int_equal(th_frame(&s), FR_EARRING_N);
    assert_int_equal(th_count(&s, "take "), 3);
    assert_false(th_legal(&s, "take 0"));
    th_do(&s, "take 3");
    assert_int_equal(th_frame(&s), FR_LIMBO_KEEP);
    assert_int_equal(th_count(&s, "keep "), 3);
    assert_false(th_legal(&s, "skip")); /* keeping one is mandatory */
    th_do(&s, "keep gold-pan");
    assert_int_equal(th_frame(&s), FR_LIMBO_TOP);
    assert_true(th_legal(&s, "return steam-boat"));
    assert_true(th_legal(&s, "return automobile"));
    assert_false(th_legal(&s, "return gold-pan"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "return steam-boat");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(8)), 1);
    assert_int_equal(th_deck_top(&s, 0), CARD_ITEM(5));
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(6)), 1);
    assert_int_equal(s.p[0].deck_n, deck - 2);
    assert_int_equal(s.limbo_n, 0);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0); /* the Automobile's effect is ignored */
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Crystal Earring: 2 drawn, none returned -> one in hand, one in play. */
static void art_06_crystal_earring_two_no_return(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(6), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(6));
    play_art(&s, "crystal-earring");
    th_do(&s, "take 2");
    th_do(&s, "keep steam-boat");
    th_do(&s, "skip");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(5)), 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(6)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Crystal Earring: 1 drawn -> kept, no return step. */
static void art_06_crystal_earring_one(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(6), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    play_art(&s, "crystal-earring");
    th_do(&s, "take 1");
    assert_int_equal(th_frame(&s), FR_LIMBO_KEEP);
    assert_int_equal(th_count(&s, ""), 1);
    th_do(&s, "keep steam-boat");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(5)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Crystal Earring with 2 cards in the deck: at most 2. */
static void art_06_crystal_earring_short_deck(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(6), 0);
    th_deck_to_play(&s, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(6));
    play_art(&s, "crystal-earring");
    assert_int_equal(th_count(&s, "take "), 2);
    assert_false(th_legal(&s, "take 3"));
}

/* Crystal Earring with an empty deck (R-ARNAK-10): nothing drawn, no decision. */
static void art_06_crystal_earring_empty_deck(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(6), 0);
    th_deck_to_play(&s, 0);
    play_art(&s, "crystal-earring");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].hand_n, 0);
    assert_int_equal(s.limbo_n, 0);
}

/* Mortar: may exile, +2 coins. */
static void art_07_mortar(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(7), CARD_FEAR, 0);
    int supply = s.fear_supply;
    play_art(&s, "mortar");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    th_expect_res(&s, 0, 2, 0, 0, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(7)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_07_mortar_no_exile(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(7), 0);
    play_art(&s, "mortar");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 2, 0, 0, 0, 0);
}

/* Serpent's Gold: a Fear card from the supply into play, +4 coins. */
static void art_08_serpents_gold(void **cm)
{
    (void)cm;
    fear_and_gain(8, "serpents-gold", 4, 0, 0, 0, 0);
}

/* Serpent's Gold with the Fear supply empty: a fear tile instead (R-ARNAK-6). */
static void art_08_serpents_gold_fear_tile(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(8), 0);
    while (s.fear_supply > 0)
        th_give(&s, 1, TH_DECK_BOTTOM, CARD_FEAR);
    play_art(&s, "serpents-gold");
    assert_int_equal(s.p[0].fear_tiles, 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 0);
    th_expect_res(&s, 0, 4, 0, 0, 0, 0);
}

/* Serpent Idol: Fear + 1 jewel. */
static void art_09_serpent_idol(void **cm)
{
    (void)cm;
    fear_and_gain(9, "serpent-idol", 0, 0, 0, 0, 1);
}

/* Monkey Medallion: any item of the row, free, on TOP of the deck. */
static void art_10_monkey_medallion(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(10), 0);
    th_set_item_row(&s, CARD_ITEM(12), CARD_ITEM(4), CARD_ITEM(3), CARD_ITEM(27), CARD_ITEM(31));
    play_art(&s, "monkey-medallion");
    assert_int_equal(th_frame(&s), FR_BUY);
    assert_int_equal(th_count(&s, "buy "), 5); /* no coin needed; no artifact */
    th_do(&s, "buy revolver");
    assert_int_equal(th_deck_top(&s, 0), CARD_ITEM(31));
    assert_int_equal(s.row[5], 0);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_10_monkey_medallion_empty_row(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(10), 0);
    th_clear_row_items(&s);
    int deck = s.p[0].deck_n;
    play_art(&s, "monkey-medallion");
    assert_int_equal(th_count(&s, "buy "), 0);
    th_do(&s, "skip");
    assert_int_equal(s.p[0].deck_n, deck);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Idol of Ara-Anu: research with 1 jewel less (Bird B2 costs a jewel: free). */
static void art_11_idol_of_ara_anu_research(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(11), 0);
    play_art(&s, "idol-of-ara-anu");
    assert_int_equal(th_frame(&s), FR_RESEARCH);
    assert_true(th_legal(&s, "research glass B2"));
    assert_false(th_legal(&s, "research glass B1")); /* compass + arrowhead: no jewel to discount */
    s.p[0].res[RES_COMPASS] = 1;
    assert_false(th_legal(&s, "research glass B1"));
    s.p[0].res[RES_COMPASS] = 0;
    assert_int_equal(th_count(&s, "research notebook"), 0);
    th_do(&s, "research glass B2");
    assert_int_equal(s.p[0].glass, 2);
    th_expect_res(&s, 0, 1, 0, 0, 0, 0); /* glass row 1: a coin */
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Idol of Ara-Anu: a temple tile with 1 jewel less. */
static void art_11_idol_of_ara_anu_temple(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(11), 0);
    s.p[0].glass = 14; /* in the Lost Temple */
    s.p[0].temple_rank = 1;
    s.temple_arrivals = 1;
    play_art(&s, "idol-of-ara-anu");
    assert_true(th_legal(&s, "temple 2-mid"));    /* B: 1 jewel -> free */
    assert_false(th_legal(&s, "temple 2-right")); /* C: compass + arrowhead */
    assert_false(th_legal(&s, "temple 6-right"));
    s.p[0].res[RES_COMPASS] = 1;
    s.p[0].res[RES_ARROW] = 1;
    assert_true(th_legal(&s, "temple 6-right")); /* B + C - jewel */
    th_do(&s, "temple 6-right");
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(s.p[0].temple_tiles[1], 1);
    assert_int_equal(s.temple_stack[4], 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Inscribed Blade: research with 1 arrowhead or 2 tablets less, two variants
 * (offered once when both give the same cost). */
static void art_12_inscribed_blade_research(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(12), 0);
    play_art(&s, "inscribed-blade");
    s.p[0].res[RES_COMPASS] = 1;
    s.p[0].res[RES_JEWEL] = 1;
    /* B1 = compass + arrowhead */
    assert_true(th_legal(&s, "research glass B1/arrowhead"));
    assert_false(th_legal(&s, "research glass B1/2-tablets"));
    assert_false(th_legal(&s, "research glass B1"));
    /* B2 = jewel: both discounts give the same cost, one option */
    assert_true(th_legal(&s, "research glass B2/arrowhead"));
    assert_false(th_legal(&s, "research glass B2/2-tablets"));
    th_do(&s, "research glass B1/arrowhead");
    assert_int_equal(s.p[0].glass, 1);
    th_expect_res(&s, 0, 1, 0, 0, 0, 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_12_inscribed_blade_two_tablets(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(12), 0);
    s.p[0].glass = 3; /* B3 -> B5: 2 tablets + arrowhead */
    play_art(&s, "inscribed-blade");
    s.p[0].res[RES_ARROW] = 1;
    assert_true(th_legal(&s, "research glass B5/2-tablets"));
    assert_false(th_legal(&s, "research glass B5/arrowhead")); /* would still need 2 tablets */
    th_do(&s, "research glass B5/2-tablets");
    assert_int_equal(s.p[0].glass, 5);
    th_expect_res(&s, 0, 0, 1, 0, 0, 0); /* glass row 3: a compass */
}

static void art_12_inscribed_blade_temple(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(12), 0);
    s.p[0].glass = 14;
    s.p[0].temple_rank = 1;
    s.temple_arrivals = 1;
    play_art(&s, "inscribed-blade");
    th_set_res(&s, 0, 1, 1, 0, 0, 0);
    assert_true(th_legal(&s, "temple 2-left/2-tablets")); /* A: coin + 2 tablets */
    assert_false(th_legal(&s, "temple 2-left/arrowhead"));
    assert_true(th_legal(&s, "temple 2-right/arrowhead")); /* C: compass + arrowhead */
    assert_false(th_legal(&s, "temple 2-right/2-tablets"));
    th_do(&s, "temple 2-left/2-tablets");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(s.p[0].temple_tiles[0], 1);
    assert_int_equal(s.temple_stack[0], 1);
}

/* Guardian's Ocarina: return one of your archaeologists (mandatory when one is
 * out); for the round every travel icon is a plane: a Fear's boot pays a car. */
static void art_13_guardians_ocarina(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(13), 0);
    th_discover(&s, 6, 2, 0); /* P6: car */
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(1));
    play_art(&s, "guardians-ocarina");
    assert_int_equal(th_frame(&s), FR_OCARINA);
    assert_int_equal(th_count(&s, ""), 2); /* no skip */
    assert_true(th_legal(&s, "return P0a"));
    th_do(&s, "return P1a");
    assert_int_equal(s.space_occ[th_dig_space(1)], 0);
    assert_int_equal(s.p[0].arch_out, 1);
    assert_int_equal(s.p[0].ocarina, 1);
    assert_int_equal(th_frame(&s), FR_POST);
    /* a later turn of the same round */
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    arnak_state without = s;
    without.p[0].ocarina = 0;
    assert_false(th_legal(&without, "dig P6"));
    assert_true(th_legal(&s, "dig P6"));
    th_do(&s, "dig P6");
    th_do(&s, "pay fear");
    assert_int_equal(s.space_occ[th_dig_space(6)], 1);
    th_expect_res(&s, 0, 1, 0, 0, 1, 0);
}

/* Ocarina: a two-icon card becomes two planes (pays a car+car level II site). */
static void art_13_guardians_ocarina_two_planes(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(13), 0);
    th_discover(&s, 13, 12, 0); /* Bird P13: car + car */
    play_art(&s, "guardians-ocarina");
    assert_int_equal(th_frame(&s), FR_POST); /* nobody to return (R-ARNAK-3) */
    assert_int_equal(s.p[0].ocarina, 1);
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_ITEM(8), 0); /* Gold Pan: ship + ship */
    assert_true(th_legal(&s, "dig P13"));
    th_do(&s, "dig P13");
    th_do(&s, "pay gold-pan");
    assert_int_equal(s.space_occ[th_dig_space(13)], 1);
    th_expect_res(&s, 0, 1, 1, 1, 1, 0); /* L2-02 */
}

/* Ocarina also turns travel discounts into planes (R-ARNAK-17): Sea Turtle's ship
 * then covers a car. */
static void art_13_guardians_ocarina_discount_becomes_plane(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(13), 0);
    th_discover(&s, 5, 6, 0); /* car */
    play_art(&s, "guardians-ocarina");
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_ITEM(1), 0);
    th_do(&s, "play sea-turtle");
    th_do(&s, "draw 0");
    assert_true(th_legal(&s, "dig P5"));
    th_do(&s, "dig P5");
    assert_int_equal(th_frame(&s), FR_POST); /* nothing left to pay */
    th_expect_res(&s, 0, 0, 0, 1, 1, 0);
}

/* Ocarina with Sturdy Boots: the 2-boot discount becomes 2 planes (R-ARNAK-17) and
 * pays a car+car level II site in full. */
static void art_13_guardians_ocarina_boots_discount(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(13), 0);
    th_discover(&s, 13, 15, 0); /* Bird P13: car + car; L2-05 = 2 tablets + jewel */
    play_art(&s, "guardians-ocarina");
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_ITEM(7), 0);
    th_do(&s, "play sturdy-boots");
    assert_true(th_legal(&s, "dig P13"));
    th_do(&s, "dig P13");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.space_occ[th_dig_space(13)], 1);
    th_expect_res(&s, 0, 0, 1, 2, 0, 1);
}

/* Ocarina's planes last for the round only. */
static void art_13_guardians_ocarina_ends_with_the_round(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(13), 0);
    s.p[1].passed = 1;
    play_art(&s, "guardians-ocarina");
    th_do(&s, "end-turn");
    finish_round_by_passing(&s);
    assert_int_equal(s.round, 2);
    assert_int_equal(s.p[0].ocarina, 0);
}

/* Tigerclaw Hairpin: may exile, then activate an unoccupied camp. */
static void art_14_tigerclaw_hairpin(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(14), CARD_FEAR, 0);
    th_place(&s, 1, th_dig_space(0));
    play_art(&s, "tigerclaw-hairpin");
    assert_int_equal(th_frame(&s), FR_EXILE);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_ACTIVATE);
    assert_int_equal(th_count(&s, "activate"), 4);
    assert_false(th_legal(&s, "activate P0"));
    th_do(&s, "activate P3");
    th_expect_res(&s, 0, 0, 0, 0, 1, 0);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Tigerclaw with every camp occupied: the exile only. */
static void art_14_tigerclaw_hairpin_all_camps_occupied(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 3);
    th_set_hand(&s, 0, CARD_ART(14), CARD_FEAR, 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(1));
    th_place(&s, 1, th_dig_space(2));
    th_place(&s, 1, th_dig_space(3));
    th_place(&s, 2, th_dig_space(4));
    int supply = s.fear_supply;
    play_art(&s, "tigerclaw-hairpin");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
}

/* War Club: overcome, free, a guardian where you have an archaeologist. */
static void art_15_war_club(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(15), 0);
    th_discover(&s, 5, 2, 2);
    th_discover(&s, 6, 3, 8);
    th_discover(&s, 7, 4, 11);
    th_place(&s, 0, th_dig_space(5));
    th_place(&s, 1, th_dig_space(6));
    play_art(&s, "war-club");
    assert_int_equal(th_frame(&s), FR_OVERCOME_FREE);
    assert_int_equal(th_count(&s, "overcome"), 1);
    th_do(&s, "overcome P5");
    assert_true(has_guardian(&s, 0, 2));
    assert_int_equal(s.site_guardian[5], 0);
    assert_int_equal(s.space_occ[th_dig_space(5)], 1);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* War Club (R-ARNAK-11): your archaeologist on the second space of a guarded camp. */
static void art_15_war_club_camp_second_space(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4);
    th_set_hand(&s, 0, CARD_ART(15), 0);
    guardian_on_camp(&s, 3, 12);
    th_place(&s, 1, 6); /* P3a */
    th_place(&s, 0, 7); /* P3b */
    play_art(&s, "war-club");
    th_do(&s, "overcome P3");
    assert_true(has_guardian(&s, 0, 12));
    assert_int_equal(s.site_guardian[3], 0);
}

static void art_15_war_club_no_target(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(15), 0);
    th_discover(&s, 5, 2, 2); /* nobody there */
    play_art(&s, "war-club");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_guardian[5], 2);
    assert_int_equal(s.p[0].guardians, 0);
}

/* Sundial: 2 tablets (a normal main action)... */
static void art_16_sundial_tablets(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(16), 0);
    play_art(&s, "sundial");
    assert_int_equal(th_frame(&s), FR_CHOICE);
    assert_int_equal(th_count(&s, "choose "), 2);
    th_do(&s, "choose 2-tablets");
    th_expect_res(&s, 0, 0, 0, 2, 0, 0); /* net +1 tablet */
    assert_int_equal(s.p[0].passed, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* ...or pass to gain 1 jewel: the turn ends at once. */
static void art_16_sundial_pass(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(16), 0);
    play_art(&s, "sundial");
    th_do(&s, "choose pass-for-jewel");
    th_expect_res(&s, 0, 0, 0, 0, 0, 1);
    assert_int_equal(s.p[0].passed, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(16)), 1);
}

/* Sundial bought: the pass option right after buying it. */
static void art_16_sundial_bought_pass(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_set_hand(&s, 0, 0);
    th_set_row(&s, 0, CARD_ART(16));
    th_do(&s, "buy sundial");
    th_do(&s, "use-effect");
    th_do(&s, "choose pass-for-jewel");
    th_expect_res(&s, 0, 0, 0, 0, 0, 1);
    assert_int_equal(s.p[0].passed, 1);
    assert_int_equal(arnak_current_player(&s), 1);
}

/* Traders' Scales: may upgrade one resource, +3 coins. */
static void art_17_traders_scales(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(17), 0);
    th_set_res(&s, 0, 0, 0, 2, 1, 0);
    play_art(&s, "traders-scales");
    assert_int_equal(th_frame(&s), FR_UPGRADE);
    assert_true(th_legal(&s, "tablet-to-arrowhead"));
    assert_true(th_legal(&s, "arrowhead-to-jewel"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "tablet-to-arrowhead");
    th_expect_res(&s, 0, 3, 0, 0, 2, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Scales with nothing to upgrade: no decision, the coins only. */
static void art_17_traders_scales_nothing_to_upgrade(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(17), 0);
    art_gain(&s, "traders-scales", 3, 0, 0, 0, 0);
}

/* Hunting Arrows: Fear + 2 arrowheads. */
static void art_18_hunting_arrows(void **cm)
{
    (void)cm;
    fear_and_gain(18, "hunting-arrows", 0, 0, 0, 2, 0);
}

/* Coconut Flask: +2 coins, then the SILVER side of a supply-board assistant;
 * the assistant stays there, unexhausted and unowned. */
static void art_19_coconut_flask(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(19), 0);
    th_asst_on_top(&s, 0, 1);  /* A01: 2 coins / 3 coins */
    th_asst_on_top(&s, 1, 7);  /* A07: coin or plane */
    th_asst_on_top(&s, 2, 12); /* A12: compass */
    int n0 = s.asst_n[0];
    play_art(&s, "coconut-flask");
    th_expect_res(&s, 0, 2, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_SUPPLY_ASST);
    assert_int_equal(th_count(&s, "use "), 4);
    assert_true(th_legal(&s, "use A07/travel"));
    assert_false(th_legal(&s, "use A01/travel"));
    th_do(&s, "use A01");
    th_expect_res(&s, 0, 4, 0, 0, 0, 0);
    assert_int_equal(asst_top_of(&s, 0), 1);
    assert_int_equal(s.asst_n[0], n0);
    assert_int_equal(s.p[0].asst[0], 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Coconut Flask on an assistant with a cost: A04 silver, pay a coin -> arrowhead. */
static void art_19_coconut_flask_assistant_with_cost(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(19), 0);
    th_asst_on_top(&s, 0, 4);
    play_art(&s, "coconut-flask");
    th_do(&s, "use A04");
    assert_int_equal(th_frame(&s), FR_PAY_Q);
    th_do(&s, "yes");
    th_expect_res(&s, 0, 1, 0, 0, 1, 0);
}

/* Coconut Flask on A10 (buy with a discount of 1): part of the artifact's
 * main action, the assistant stays ready on the board. */
static void art_19_coconut_flask_buying_assistant(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(19), 0);
    th_set_item_row(&s, CARD_ITEM(12), CARD_ITEM(32), CARD_ITEM(3), CARD_ITEM(1), CARD_ITEM(31));
    th_asst_on_top(&s, 0, 10);
    play_art(&s, "coconut-flask");
    th_do(&s, "use A10");
    assert_int_equal(th_frame(&s), FR_BUY);
    assert_true(th_legal(&s, "buy sea-turtle"));   /* 3 - 1 = 2 coins */
    assert_false(th_legal(&s, "buy aeroplane"));   /* 4 - 1 = 3 coins */
    th_do(&s, "buy sea-turtle");
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_deck_bottom(&s, 0), CARD_ITEM(1));
    assert_int_equal(asst_top_of(&s, 0), 10);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Coconut Flask's travel option (R-ARNAK-4): a plane made for this turn, usable by a
 * free action (A03 silver pays a boot icon for an arrowhead), then gone. */
static void art_19_coconut_flask_travel_icon(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(19), 0);
    th_give_assistant(&s, 0, 3, 0);
    th_asst_on_top(&s, 1, 7);
    play_art(&s, "coconut-flask");
    th_do(&s, "use A07/travel");
    assert_int_equal(s.p[0].temp_icons[ICON_PLANE], 1);
    th_expect_res(&s, 0, 2, 0, 0, 0, 0);
    th_do(&s, "assistant A03");
    assert_true(th_legal(&s, "pay made-plane"));
    th_do(&s, "pay made-plane");
    assert_int_equal(s.p[0].temp_icons[ICON_PLANE], 0);
    th_expect_res(&s, 0, 2, 0, 0, 1, 0);
    assert_int_equal(s.p[0].asst_tired[0], 1);
}

static void art_19_coconut_flask_travel_icon_vanishes(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(19), 0);
    th_asst_on_top(&s, 2, 8); /* A08: compass or car */
    play_art(&s, "coconut-flask");
    th_do(&s, "use A08/travel");
    assert_int_equal(s.p[0].temp_icons[ICON_CAR], 1);
    th_do(&s, "end-turn");
    assert_int_equal(s.p[0].temp_icons[ICON_CAR], 0);
}

/* Snake side: the assistants on the rescue space are not on the supply board. */
static void art_19_coconut_flask_not_the_rescue_space(void **cm)
{
    (void)cm;
    arnak_state s;
    th_init_side(&s, 2, ARNAK_SIDE_SNAKE, 5);
    th_set_res(&s, 0, 0, 0, 1, 0, 0);
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_ART(19), 0);
    assert_int_equal(s.rescue_n, 2);
    /* supply tops with three different silver effects and no travel icon
     * (A01-A06), none of them on the rescue space */
    int st = 0;
    for (int id = 1; id <= 6 && st < 3; id++)
        if (id != s.rescue[0] && id != s.rescue[1])
            th_asst_on_top(&s, st++, id);
    play_art(&s, "coconut-flask");
    for (int i = 0; i < s.rescue_n; i++) {
        char t[32];
        snprintf(t, sizeof t, "use %s", ARNAK_ASSISTANTS[s.rescue[i]].name);
        assert_false(th_legal(&s, t));
    }
    assert_int_equal(th_count(&s, "use "), 3);
    for (st = 0; st < 3; st++) {
        char t[32];
        snprintf(t, sizeof t, "use %s", ARNAK_ASSISTANTS[asst_top_of(&s, st)].name);
        assert_true(th_legal(&s, t));
    }
}

/* Cleansing Cauldron: draw 1, then may exile (the drawn card included). */
static void art_20_cleansing_cauldron(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(20), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_FEAR);
    int supply = s.fear_supply;
    play_art(&s, "cleansing-cauldron");
    th_do(&s, "draw 1");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_true(th_legal(&s, "exile play:cleansing-cauldron"));
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    assert_int_equal(s.p[0].hand_n, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Cauldron with an empty deck: no draw; the exile is still offered. */
static void art_20_cleansing_cauldron_empty_deck(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(20), 0);
    th_deck_to_play(&s, 0);
    play_art(&s, "cleansing-cauldron");
    assert_int_equal(th_frame(&s), FR_EXILE);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Ancient Wine: +1 coin, then the GOLD side of a supply-board assistant. */
static void art_21_ancient_wine(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(21), 0);
    th_asst_on_top(&s, 0, 1);
    play_art(&s, "ancient-wine");
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
    th_do(&s, "use A01");
    th_expect_res(&s, 0, 4, 0, 0, 0, 0); /* gold A01: 3 coins */
    assert_int_equal(asst_top_of(&s, 0), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Ancient Wine's travel option: a gold travel assistant makes 2 icons. */
static void art_21_ancient_wine_travel_icons(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(21), 0);
    th_asst_on_top(&s, 1, 9); /* A09: ship */
    play_art(&s, "ancient-wine");
    th_do(&s, "use A09/travel");
    assert_int_equal(s.p[0].temp_icons[ICON_SHIP], 2);
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
    th_do(&s, "end-turn");
    assert_int_equal(s.p[0].temp_icons[ICON_SHIP], 0);
}

/* Ancient Wine on A12 gold: 2 compasses. */
static void art_21_ancient_wine_gold_side(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(21), 0);
    th_asst_on_top(&s, 2, 12);
    play_art(&s, "ancient-wine");
    th_do(&s, "use A12");
    th_expect_res(&s, 0, 1, 2, 0, 0, 0);
}

/* Decorated Horn: swap one of yours (even exhausted) for a supply top; the new
 * one keeps the level and is ready; the old one goes on top of that stack (R-ARNAK-21). */
static void art_22_decorated_horn(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(22), 0);
    th_give_assistant(&s, 0, 5, 1);
    s.p[0].asst_tired[0] = 1;
    th_asst_on_top(&s, 1, 1);
    int n1 = s.asst_n[1];
    play_art(&s, "decorated-horn");
    assert_int_equal(th_frame(&s), FR_HORN);
    assert_int_equal(th_count(&s, "exchange"), 3);
    th_do(&s, "exchange A05>A01");
    th_expect_asst(&s, 0, 0, 1, 1, 0);
    assert_int_equal(asst_top_of(&s, 1), 5);
    assert_int_equal(s.asst_n[1], n1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Horn: a silver assistant is replaced by a silver one. */
static void art_22_decorated_horn_silver_stays_silver(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(22), 0);
    th_give_assistant(&s, 0, 2, 0);
    th_give_assistant(&s, 0, 6, 1);
    th_asst_on_top(&s, 2, 11);
    play_art(&s, "decorated-horn");
    assert_int_equal(th_count(&s, "exchange"), 6); /* 2 of ours x 3 stacks */
    th_do(&s, "exchange A02>A11");
    assert_int_equal(s.p[0].asst[0], 11);
    assert_int_equal(s.p[0].asst_gold[0], 0);
    assert_int_equal(s.p[0].asst[1], 6);
    assert_int_equal(s.p[0].asst_gold[1], 1);
    assert_int_equal(asst_top_of(&s, 2), 2);
}

static void art_22_decorated_horn_no_assistant(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(22), 0);
    play_art(&s, "decorated-horn");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].asst[0], 0);
}

/* Ornate Hammer: the rightmost row item to the item exile pile; then may take
 * any exiled item, free, to the bottom of the deck. */
static void art_23_ornate_hammer(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(23), 0);
    th_set_item_row(&s, CARD_ITEM(12), CARD_ITEM(4), CARD_ITEM(3), CARD_ITEM(27), CARD_ITEM(31));
    exile_item_from_deck(&s, 5); /* exiled earlier */
    play_art(&s, "ornate-hammer");
    assert_true(th_item_exiled(&s, 31));
    assert_int_equal(s.row[5], 0);
    assert_int_equal(s.row[4], CARD_ITEM(27));
    assert_int_equal(th_frame(&s), FR_HAMMER_TAKE);
    assert_int_equal(th_count(&s, "take "), 2);
    assert_true(th_legal(&s, "take revolver"));
    assert_true(th_legal(&s, "skip")); /* R-ARNAK-5 */
    th_do(&s, "take steam-boat");
    assert_false(th_item_exiled(&s, 5));
    assert_true(th_item_exiled(&s, 31));
    assert_int_equal(th_deck_bottom(&s, 0), CARD_ITEM(5));
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    th_do(&s, "end-turn"); /* refilled at the end of the turn */
    assert_int_not_equal(s.row[5], 0);
}

/* Hammer: taking nothing is allowed (R-ARNAK-5); the exiled item stays in the pile. */
static void art_23_ornate_hammer_take_nothing(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(23), 0);
    th_set_item_row(&s, CARD_ITEM(12), CARD_ITEM(4), CARD_ITEM(3), CARD_ITEM(27), CARD_ITEM(31));
    int deck = s.p[0].deck_n;
    play_art(&s, "ornate-hammer");
    assert_int_equal(th_count(&s, "take "), 1);
    th_do(&s, "skip");
    assert_true(th_item_exiled(&s, 31));
    assert_int_equal(s.p[0].deck_n, deck);
}

/* Hammer with no item in the row and an empty exile pile: nothing at all. */
static void art_23_ornate_hammer_empty_pile(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(23), 0);
    th_clear_row_items(&s);
    assert_int_equal(s.item_exile, 0);
    play_art(&s, "ornate-hammer");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.item_exile, 0);
}

/* Star Charts: pay 1 coin -> activate two different camps (occupied or not). */
static void art_24_star_charts(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(24), 0);
    th_set_res(&s, 0, 1, 0, 1, 0, 0);
    th_place(&s, 1, th_dig_space(0));
    play_art(&s, "star-charts");
    assert_int_equal(th_frame(&s), FR_PAY_Q);
    th_do(&s, "yes");
    assert_int_equal(th_frame(&s), FR_ACTIVATE);
    assert_int_equal(th_count(&s, "activate "), 10); /* every pair of 5 camps */
    assert_false(th_legal(&s, "activate P0+P0"));
    th_do(&s, "activate P0+P2");
    th_expect_res(&s, 0, 2, 0, 2, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Star Charts without a coin (R-ARNAK-8): played, nothing activated. */
static void art_24_star_charts_unpayable(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(24), 0);
    play_art(&s, "star-charts");
    assert_false(th_legal(&s, "yes"));
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
}

static void art_24_star_charts_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(24), 0);
    th_set_res(&s, 0, 1, 0, 1, 0, 0);
    play_art(&s, "star-charts");
    assert_true(th_legal(&s, "yes"));
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
}

/* Stone Jar: draw 1. */
static void art_25_stone_jar(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(25), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(22));
    play_art(&s, "stone-jar");
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(22)), 1);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_25_stone_jar_empty_deck(void **cm)
{
    (void)cm;
    art_empty_deck_no_draw(25, "stone-jar");
}

/* Passage Shell: may Dig at a camp only, no travel, the effect twice. */
static void art_26_passage_shell(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(26), 0);
    th_set_res(&s, 0, 0, 9, 1, 0, 0);
    th_discover(&s, 5, 2, 0);
    play_art(&s, "passage-shell");
    assert_int_equal(th_frame(&s), FR_ARCH);
    assert_int_equal(th_count(&s, "dig "), 5);
    assert_false(th_legal(&s, "dig P5"));
    assert_int_equal(th_count(&s, "discover"), 0);
    th_do(&s, "dig P2");
    assert_int_equal(s.space_occ[th_dig_space(2)], 1);
    th_expect_res(&s, 0, 0, 9, 4, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Passage Shell covers both boots of a camp's second space. */
static void art_26_passage_shell_second_space(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4);
    th_set_hand(&s, 0, CARD_ART(26), 0);
    th_place(&s, 1, th_dig_space(0));
    play_art(&s, "passage-shell");
    th_do(&s, "dig P0");
    assert_int_equal(s.space_occ[1], 1); /* P0b, 2 boots, paid by the card */
    th_expect_res(&s, 0, 4, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Passage Shell on the card-for-jewel camp: each activation pays its own card (R-ARNAK-19). */
static void art_26_passage_shell_card_for_jewel_twice(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(26), CARD_FEAR, CARD_FUNDING_CAR, 0);
    play_art(&s, "passage-shell");
    th_do(&s, "dig P4");
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    th_do(&s, "discard fear");
    th_expect_res(&s, 0, 0, 0, 0, 0, 1);
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    th_do(&s, "discard funding-car");
    th_expect_res(&s, 0, 0, 0, 0, 0, 2);
    assert_int_equal(s.p[0].hand_n, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_26_passage_shell_card_for_jewel_one_card(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(26), CARD_FEAR, 0);
    play_art(&s, "passage-shell");
    th_do(&s, "dig P4");
    th_do(&s, "discard fear");
    /* the second activation has no card to pay with: skipped */
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 0, 0, 0, 0, 1);
}

static void art_26_passage_shell_both_archaeologists_out(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(26), 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(1));
    art_gain(&s, "passage-shell", 0, 0, 0, 0, 0);
}

/* Ceremonial Rattle: refresh one of your exhausted assistants. */
static void art_27_ceremonial_rattle(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(27), 0);
    th_give_assistant(&s, 0, 1, 0);
    th_give_assistant(&s, 0, 2, 1);
    s.p[0].asst_tired[0] = s.p[0].asst_tired[1] = 1;
    play_art(&s, "ceremonial-rattle");
    assert_int_equal(th_frame(&s), FR_REFRESH);
    assert_int_equal(th_count(&s, "refresh "), 2);
    th_do(&s, "refresh A02");
    assert_int_equal(s.p[0].asst_tired[0], 1);
    assert_int_equal(s.p[0].asst_tired[1], 0);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_true(th_legal(&s, "assistant A02"));
}

static void art_27_ceremonial_rattle_nothing_exhausted(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(27), 0);
    th_give_assistant(&s, 0, 1, 0);
    play_art(&s, "ceremonial-rattle");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].asst_tired[0], 0);
}

/* Sacred Drum: put another card into play -> refresh both assistants. */
static void art_28_sacred_drum(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(28), CARD_FEAR, 0);
    th_give_assistant(&s, 0, 1, 0);
    th_give_assistant(&s, 0, 2, 0);
    s.p[0].asst_tired[0] = s.p[0].asst_tired[1] = 1;
    play_art(&s, "sacred-drum");
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    th_do(&s, "discard fear");
    assert_int_equal(s.p[0].asst_tired[0], 0);
    assert_int_equal(s.p[0].asst_tired[1], 0);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Sacred Drum with an empty hand (R-ARNAK-8): nothing refreshed. */
static void art_28_sacred_drum_empty_hand(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(28), 0);
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].asst_tired[0] = 1;
    play_art(&s, "sacred-drum");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].asst_tired[0], 1);
}

static void art_28_sacred_drum_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(28), CARD_FEAR, 0);
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].asst_tired[0] = 1;
    play_art(&s, "sacred-drum");
    th_do(&s, "skip");
    assert_int_equal(s.p[0].asst_tired[0], 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
}

/* Trader's Coins: may upgrade one resource, +2 coins. */
static void art_29_traders_coins(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(29), 0);
    th_set_res(&s, 0, 0, 0, 1, 1, 0);
    play_art(&s, "traders-coins");
    assert_false(th_legal(&s, "tablet-to-arrowhead")); /* the tablet paid for the card */
    assert_true(th_legal(&s, "arrowhead-to-jewel"));
    th_do(&s, "arrowhead-to-jewel");
    th_expect_res(&s, 0, 2, 0, 0, 0, 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_29_traders_coins_skip_upgrade(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(29), 0);
    th_set_res(&s, 0, 0, 0, 2, 0, 0);
    play_art(&s, "traders-coins");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 2, 0, 1, 0, 0);
}

/* Stone Key: an idol back from a slot to the crates; the slot is free again. */
static void art_30_stone_key(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(30), 0);
    th_give_idols(&s, 0, 0, 4);
    assert_false(th_legal(&s, "idol arrowhead")); /* all 4 slots full, no idol in the crates */
    play_art(&s, "stone-key");
    assert_int_equal(s.p[0].idol_slots, 3);
    assert_int_equal(s.p[0].idols, 1);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_true(th_legal(&s, "idol arrowhead")); /* the slot can be filled again */
    th_do(&s, "idol arrowhead");
    assert_int_equal(s.p[0].idol_slots, 4);
    th_expect_res(&s, 0, 0, 0, 0, 1, 0);
}

static void art_30_stone_key_no_slot_filled(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(30), 0);
    th_give_idols(&s, 0, 2, 0);
    play_art(&s, "stone-key");
    assert_int_equal(s.p[0].idol_slots, 0);
    assert_int_equal(s.p[0].idols, 2);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Obsidian Earring: 1 or 2 from the BOTTOM; keep one, the other into play. */
static void art_31_obsidian_earring(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(31), 0);
    th_give(&s, 0, TH_DECK_BOTTOM, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_BOTTOM, CARD_ITEM(6)); /* the very bottom */
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(8));
    play_art(&s, "obsidian-earring");
    assert_int_equal(th_frame(&s), FR_EARRING_N);
    assert_int_equal(th_count(&s, "take "), 2);
    assert_false(th_legal(&s, "take 3"));
    th_do(&s, "take 2");
    assert_true(th_legal(&s, "keep steam-boat"));
    assert_true(th_legal(&s, "keep automobile"));
    assert_false(th_legal(&s, "keep gold-pan"));
    th_do(&s, "keep steam-boat");
    /* no return-to-deck step */
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(5)), 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(6)), 1);
    assert_int_equal(th_deck_top(&s, 0), CARD_ITEM(8));
}

static void art_31_obsidian_earring_one(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(31), 0);
    th_give(&s, 0, TH_DECK_BOTTOM, CARD_ITEM(6));
    play_art(&s, "obsidian-earring");
    th_do(&s, "take 1");
    th_do(&s, "keep automobile");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(6)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_31_obsidian_earring_empty_deck(void **cm)
{
    (void)cm;
    art_empty_deck_no_draw(31, "obsidian-earring");
}

/* Guiding Stone: the top level I tile's effect, then the tile to the bottom. */
static void art_32_guiding_stone(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(32), 0);
    th_tile_on_top(&s, 4); /* L1-04: compass + arrowhead */
    int n = s.l1_n;
    play_art(&s, "guiding-stone");
    th_expect_res(&s, 0, 0, 1, 0, 1, 0);
    assert_int_equal(s.l1_n, n);
    assert_int_equal(s.l1_stack[0], 4);
    assert_int_not_equal(s.l1_stack[n - 1], 4);
    assert_int_equal(s.p[0].arch_out, 0);
    assert_int_equal(s.p[0].idols, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Guiding Stone on a tile with a choice (L1-01: 2 compasses or a free item). */
static void art_32_guiding_stone_tile_with_choice(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(32), 0);
    th_tile_on_top(&s, 1);
    play_art(&s, "guiding-stone");
    assert_int_equal(th_frame(&s), FR_CHOICE);
    assert_true(th_legal(&s, "choose free-item"));
    th_do(&s, "choose 2-compasses");
    th_expect_res(&s, 0, 0, 2, 0, 0, 0);
    assert_int_equal(s.l1_stack[0], 1);
}

/* Guiding Skull: pay 1 compass -> the top level II tile, then to the bottom. */
static void art_33_guiding_skull(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(33), 0);
    th_set_res(&s, 0, 0, 1, 1, 0, 0);
    th_tile_on_top(&s, 11); /* L2-01: 2 compasses + jewel */
    int n = s.l2_n;
    play_art(&s, "guiding-skull");
    assert_int_equal(th_frame(&s), FR_PAY_Q);
    th_do(&s, "yes");
    th_expect_res(&s, 0, 0, 2, 0, 0, 1);
    assert_int_equal(s.l2_n, n);
    assert_int_equal(s.l2_stack[0], 11);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Guiding Skull without a compass (R-ARNAK-8): played, the stack untouched. */
static void art_33_guiding_skull_unpayable(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(33), 0);
    th_tile_on_top(&s, 11);
    play_art(&s, "guiding-skull");
    assert_false(th_legal(&s, "yes"));
    th_do(&s, "skip");
    assert_int_equal(s.l2_stack[s.l2_n - 1], 11);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void art_33_guiding_skull_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(33), 0);
    th_set_res(&s, 0, 0, 1, 1, 0, 0);
    th_tile_on_top(&s, 11);
    int n = s.l2_n;
    play_art(&s, "guiding-skull");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(s.l2_n, n);
    assert_int_equal(s.l2_stack[n - 1], 11);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Runes of the Dead: Fear + 1 coin + 3 tablets. */
static void art_34_runes_of_the_dead(void **cm)
{
    (void)cm;
    fear_and_gain(34, "runes-of-the-dead", 1, 0, 3, 0, 0);
}

/* Guardian's Crown: a guardian from your site to a discovered, unoccupied,
 * guardian-free camp or level I site; gain that site's effect. */
static void art_35_guardians_crown(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(35), 0);
    th_discover(&s, 5, 2, 3);   /* ours, guardian G03 */
    th_discover(&s, 6, 4, 0);   /* free: L1-04 compass + arrowhead */
    th_discover(&s, 7, 5, 5);   /* has a guardian */
    th_discover(&s, 8, 6, 0);   /* the opponent's */
    th_discover(&s, 13, 11, 0); /* level II */
    th_place(&s, 0, th_dig_space(5));
    th_place(&s, 1, th_dig_space(8));
    th_place(&s, 1, th_dig_space(1)); /* camp P1 occupied */
    play_art(&s, "guardians-crown");
    assert_int_equal(th_frame(&s), FR_CROWN);
    assert_int_equal(th_count(&s, "move-guardian"), 5); /* P0 P2 P3 P4 P6 */
    assert_true(th_legal(&s, "move-guardian P5>P0"));
    assert_false(th_legal(&s, "move-guardian P5>P1"));
    assert_false(th_legal(&s, "move-guardian P5>P7"));
    assert_false(th_legal(&s, "move-guardian P5>P8"));
    assert_false(th_legal(&s, "move-guardian P5>P9"));  /* undiscovered */
    assert_false(th_legal(&s, "move-guardian P5>P13"));
    assert_false(th_legal(&s, "move-guardian P7>P6")); /* not our site */
    th_do(&s, "move-guardian P5>P6");
    assert_int_equal(s.site_guardian[6], 3);
    assert_int_equal(s.site_guardian[5], 0);
    assert_int_equal(s.space_occ[th_dig_space(5)], 1); /* our archaeologist stays */
    th_expect_res(&s, 0, 0, 1, 0, 1, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Crown onto a camp: the camp's effect; the guardian then acts there. */
static void art_35_guardians_crown_to_camp(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(35), 0);
    th_discover(&s, 5, 2, 3);
    th_place(&s, 0, th_dig_space(5));
    play_art(&s, "guardians-crown");
    th_do(&s, "move-guardian P5>P2");
    assert_int_equal(s.site_guardian[2], 3);
    th_expect_res(&s, 0, 0, 0, 2, 0, 0);
}

/* A guardian moved to a camp acts there as a normal guardian: an
 * archaeologist on that camp at the end of the round brings Fear, the one left
 * on the now guardian-free site does not. */
static void art_35_guardians_crown_moved_guardian_brings_fear(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(35), CARD_FEAR, 0);
    th_discover(&s, 5, 2, 3);
    th_place(&s, 0, th_dig_space(5));
    s.p[1].passed = 1;
    play_art(&s, "guardians-crown");
    th_do(&s, "move-guardian P5>P2");
    th_do(&s, "end-turn");
    th_do(&s, "dig P2");
    th_do(&s, "pay fear");
    th_do(&s, "end-turn");
    int supply = s.fear_supply;
    finish_round_by_passing(&s);
    assert_int_equal(s.fear_supply, supply - 1);
}

static void art_35_guardians_crown_no_guardian(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(35), 0);
    th_discover(&s, 5, 2, 3);
    th_place(&s, 1, th_dig_space(5)); /* only the opponent stands with a guardian */
    play_art(&s, "guardians-crown");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_guardian[5], 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(artifacts_table_matches_reference),
        cmocka_unit_test(artifacts_cost_one_tablet_main_action),
        cmocka_unit_test(artifact_travel_icon_without_tablet),
        cmocka_unit_test(artifact_bought_effect_optional),
        cmocka_unit_test(artifact_bought_effect_free_of_tablet),
        cmocka_unit_test(art_01_pathfinders_sandals),
        cmocka_unit_test(art_01_pathfinders_sandals_never_same_site),
        cmocka_unit_test(art_01_pathfinders_sandals_no_archaeologist),
        cmocka_unit_test(art_01_pathfinders_sandals_leave_guardian_site),
        cmocka_unit_test(art_02_pathfinders_staff),
        cmocka_unit_test(art_02_pathfinders_staff_from_level_two),
        cmocka_unit_test(art_03_war_mask),
        cmocka_unit_test(art_03_war_mask_control_fear_without_it),
        cmocka_unit_test(art_03_war_mask_exiled_later_still_protects),
        cmocka_unit_test(art_04_treasure_chest),
        cmocka_unit_test(art_05_ritual_dagger),
        cmocka_unit_test(art_06_crystal_earring),
        cmocka_unit_test(art_06_crystal_earring_two_no_return),
        cmocka_unit_test(art_06_crystal_earring_one),
        cmocka_unit_test(art_06_crystal_earring_short_deck),
        cmocka_unit_test(art_06_crystal_earring_empty_deck),
        cmocka_unit_test(art_07_mortar),
        cmocka_unit_test(art_07_mortar_no_exile),
        cmocka_unit_test(art_08_serpents_gold),
        cmocka_unit_test(art_08_serpents_gold_fear_tile),
        cmocka_unit_test(art_09_serpent_idol),
        cmocka_unit_test(art_10_monkey_medallion),
        cmocka_unit_test(art_10_monkey_medallion_empty_row),
        cmocka_unit_test(art_11_idol_of_ara_anu_research),
        cmocka_unit_test(art_11_idol_of_ara_anu_temple),
        cmocka_unit_test(art_12_inscribed_blade_research),
        cmocka_unit_test(art_12_inscribed_blade_two_tablets),
        cmocka_unit_test(art_12_inscribed_blade_temple),
        cmocka_unit_test(art_13_guardians_ocarina),
        cmocka_unit_test(art_13_guardians_ocarina_two_planes),
        cmocka_unit_test(art_13_guardians_ocarina_discount_becomes_plane),
        cmocka_unit_test(art_13_guardians_ocarina_boots_discount),
        cmocka_unit_test(art_13_guardians_ocarina_ends_with_the_round),
        cmocka_unit_test(art_14_tigerclaw_hairpin),
        cmocka_unit_test(art_14_tigerclaw_hairpin_all_camps_occupied),
        cmocka_unit_test(art_15_war_club),
        cmocka_unit_test(art_15_war_club_camp_second_space),
        cmocka_unit_test(art_15_war_club_no_target),
        cmocka_unit_test(art_16_sundial_tablets),
        cmocka_unit_test(art_16_sundial_pass),
        cmocka_unit_test(art_16_sundial_bought_pass),
        cmocka_unit_test(art_17_traders_scales),
        cmocka_unit_test(art_17_traders_scales_nothing_to_upgrade),
        cmocka_unit_test(art_18_hunting_arrows),
        cmocka_unit_test(art_19_coconut_flask),
        cmocka_unit_test(art_19_coconut_flask_assistant_with_cost),
        cmocka_unit_test(art_19_coconut_flask_buying_assistant),
        cmocka_unit_test(art_19_coconut_flask_travel_icon),
        cmocka_unit_test(art_19_coconut_flask_travel_icon_vanishes),
        cmocka_unit_test(art_19_coconut_flask_not_the_rescue_space),
        cmocka_unit_test(art_20_cleansing_cauldron),
        cmocka_unit_test(art_20_cleansing_cauldron_empty_deck),
        cmocka_unit_test(art_21_ancient_wine),
        cmocka_unit_test(art_21_ancient_wine_travel_icons),
        cmocka_unit_test(art_21_ancient_wine_gold_side),
        cmocka_unit_test(art_22_decorated_horn),
        cmocka_unit_test(art_22_decorated_horn_silver_stays_silver),
        cmocka_unit_test(art_22_decorated_horn_no_assistant),
        cmocka_unit_test(art_23_ornate_hammer),
        cmocka_unit_test(art_23_ornate_hammer_take_nothing),
        cmocka_unit_test(art_23_ornate_hammer_empty_pile),
        cmocka_unit_test(art_24_star_charts),
        cmocka_unit_test(art_24_star_charts_unpayable),
        cmocka_unit_test(art_24_star_charts_declined),
        cmocka_unit_test(art_25_stone_jar),
        cmocka_unit_test(art_25_stone_jar_empty_deck),
        cmocka_unit_test(art_26_passage_shell),
        cmocka_unit_test(art_26_passage_shell_second_space),
        cmocka_unit_test(art_26_passage_shell_card_for_jewel_twice),
        cmocka_unit_test(art_26_passage_shell_card_for_jewel_one_card),
        cmocka_unit_test(art_26_passage_shell_both_archaeologists_out),
        cmocka_unit_test(art_27_ceremonial_rattle),
        cmocka_unit_test(art_27_ceremonial_rattle_nothing_exhausted),
        cmocka_unit_test(art_28_sacred_drum),
        cmocka_unit_test(art_28_sacred_drum_empty_hand),
        cmocka_unit_test(art_28_sacred_drum_declined),
        cmocka_unit_test(art_29_traders_coins),
        cmocka_unit_test(art_29_traders_coins_skip_upgrade),
        cmocka_unit_test(art_30_stone_key),
        cmocka_unit_test(art_30_stone_key_no_slot_filled),
        cmocka_unit_test(art_31_obsidian_earring),
        cmocka_unit_test(art_31_obsidian_earring_one),
        cmocka_unit_test(art_31_obsidian_earring_empty_deck),
        cmocka_unit_test(art_32_guiding_stone),
        cmocka_unit_test(art_32_guiding_stone_tile_with_choice),
        cmocka_unit_test(art_33_guiding_skull),
        cmocka_unit_test(art_33_guiding_skull_unpayable),
        cmocka_unit_test(art_33_guiding_skull_declined),
        cmocka_unit_test(art_34_runes_of_the_dead),
        cmocka_unit_test(art_35_guardians_crown),
        cmocka_unit_test(art_35_guardians_crown_to_camp),
        cmocka_unit_test(art_35_guardians_crown_moved_guardian_brings_fear),
        cmocka_unit_test(art_35_guardians_crown_no_guardian),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
