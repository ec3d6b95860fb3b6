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

#include "th_rows.h"

/* ---- helpers ------------------------------------------------------------------ */

/* A 2..4-player game, player 0 to act at the start of a turn, nobody owning
 * any resource but player 0's one tablet (the cost of playing an artifact). */
static void setup(arnak_state *s, int players)
{
    th_fresh(s, players, 31337);
    s->p[0].res[RES_TABLET] = 1;
    th_turn(s, 0);
}

static int asst_top_of(const arnak_state *s, int st) { return s->asst_stack[st][s->asst_n[st] - 1]; }

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

/* ---- artifacts 1-35 --------------------------------------------------------------------- */

/* Serpent's Gold with the Fear supply empty: a fear tile instead (R-ARNAK-6). */
static void art_08_serpents_gold_fear_tile(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ART(8), 0);
    while (s.fear_supply > 0)
        th_give(&s, 1, TH_DECK_BOTTOM, CARD_FEAR);
    th_play_art(&s, "serpents-gold");
    assert_int_equal(s.p[0].fear_tiles, 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 0);
    th_expect_res(&s, 0, 4, 0, 0, 0, 0);
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
    th_play_art(&s, "guardians-ocarina");
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
    th_play_art(&s, "coconut-flask");
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

static const th_row ROWS[] = {
    /* With no tablet an artifact can still be spent for its plane icon. */
    TH_ROW(artifact_travel_icon_without_tablet, 2, "setres 0 0 0 0 0 0", "sethand 0 stone-jar",
           "discover 7 2 0", /* ship */
           "!legal play stone-jar", "do dig P7", "do pay stone-jar", "= p0.inplay[stone-jar] 1",
           "res 0 1 0 0 1 0"),

    /* Buying an artifact: it goes to the play area; its effect is optional (R-ARNAK-1). */
    TH_ROW(artifact_bought_effect_optional, 2, "setres 0 0 3 0 0 0", "sethand 0",
           "row 0 war-mask", /* War Mask, 3 compasses */
           "do buy war-mask", "frame BOUGHT_ART", "legal use-effect", "legal skip", "do skip",
           "res 0 0 0 0 0 0", "= p0.war_mask 0", "= p0.inplay[war-mask] 1", "frame POST"),

    /* Buying an artifact and using its effect: no tablet needed nor paid. */
    TH_ROW(artifact_bought_effect_free_of_tablet, 2, "setres 0 0 4 0 0 0", "sethand 0",
           "row 0 runes-of-the-dead", /* Runes of the Dead, 4 compasses */
           "mark supply fear_supply", "do buy runes-of-the-dead", "do use-effect",
           "res 0 1 0 3 0 0", "= fear_supply supply-1", "frame POST"),

    /* Pathfinder's Sandals: relocate an archaeologist on a site to a camp with a
     * free space (never the same site, R-ARNAK-9), then gain that camp's effect. */
    TH_ROW(art_01_pathfinders_sandals, 2, "sethand 0 pathfinders-sandals", "discover 5 2 0",
           "discover 6 3 0", "place 0 dig5",
           "place 1 dig1", /* P1a taken, P1b blocked with 2 players: P1 is full */
           "playart pathfinders-sandals", "frame RELOCATE", "count 4 relocate",
           "legal relocate P5>P0", "!legal relocate P5>P1",
           "!legal relocate P5>P6", /* a level I site: the Staff's job */
           "do relocate P5>P2", "= space_occ[dig5] 0", "= space_occ[dig2] 1", "= p0.arch_out 1",
           "res 0 0 0 2 0 0", /* P2: 2 tablets */
           "frame POST"),

    /* Sandals: from a camp, never to the other space of the same camp (R-ARNAK-9). */
    TH_ROW(art_01_pathfinders_sandals_never_same_site, 4, "sethand 0 pathfinders-sandals",
           "place 0 0", /* P0a */
           "playart pathfinders-sandals", "!legal relocate P0a>P0", "count 4 relocate",
           "do relocate P0a>P3", "= space_occ[0] 0", "= space_occ[dig3] 1", "res 0 0 0 0 1 0"),

    /* Sandals with no archaeologist on the board: played, nothing happens. */
    TH_ROW(art_01_pathfinders_sandals_no_archaeologist, 2, "sethand 0 pathfinders-sandals",
           "playart pathfinders-sandals", "res 0 0 0 0 0 0", "frame POST"),

    /* Sandals: an archaeologist relocated off a guardian's site takes no Fear from it. */
    TH_ROW(art_01_pathfinders_sandals_leave_guardian_site, 2, "sethand 0 pathfinders-sandals",
           "discover 5 2 1", "place 0 dig5", "set p1.passed 1", "playart pathfinders-sandals",
           "do relocate P5>P4", "= site_guardian[5] 1", "= space_occ[dig4] 1", "do end-turn",
           "mark supply fear_supply", "finishround", "= fear_supply supply"),

    /* Pathfinder's Staff: to a camp or a free discovered level I site. */
    TH_ROW(art_02_pathfinders_staff, 2, "sethand 0 pathfinders-staff",
           "discover 5 5 0",   /* free: L1-05 coin + 2 tablets */
           "discover 6 3 0",   /* occupied by the opponent */
           "discover 13 11 0", /* level II */
           "place 0 dig0", "place 1 dig6", "playart pathfinders-staff",
           "count 5 relocate", /* P1-P4, P5 */
           "legal relocate P0a>P5", "!legal relocate P0a>P6", "!legal relocate P0a>P13",
           "!legal relocate P0a>P7", /* undiscovered */
           "!legal relocate P0a>P0", "do relocate P0a>P5", "= space_occ[0] 0",
           "= space_occ[dig5] 1", "res 0 1 0 2 0 0", "frame POST"),

    /* Staff: may leave a level II site, the destination only is restricted. */
    TH_ROW(art_02_pathfinders_staff_from_level_two, 2, "sethand 0 pathfinders-staff",
           "discover 13 11 6", "place 0 dig13", "playart pathfinders-staff", "do relocate P13>P3",
           "= space_occ[dig13] 0", "= space_occ[dig3] 1", "res 0 0 0 0 1 0"),

    /* War Mask: +1 arrowhead, and no Fear from guardians at the end of the round. */
    TH_ROW(art_03_war_mask, 2, "sethand 0 war-mask", "discover 5 2 1", "place 0 dig5",
           "set p1.passed 1", "playart war-mask", "res 0 0 0 0 1 0", "= p0.war_mask 1",
           "frame POST", "mark supply fear_supply",
           "do end-turn", /* the opponent passed: our turn again */
           "= current 0", "finishround", "= round 2", "= fear_supply supply", /* no Fear from G01 */
           "= space_occ[dig5] 0", "= p0.war_mask 0" /* for that round only */
           ),

    /* The same position without War Mask: one Fear from the guardian. */
    TH_ROW(art_03_war_mask_control_fear_without_it, 2, "sethand 0", "discover 5 2 1",
           "place 0 dig5", "set p1.passed 1", "mark supply fear_supply", "finishround",
           "= fear_supply supply-1"),

    /* War Mask exiled later in the round still protects (R-ARNAK-18). */
    TH_ROW(art_03_war_mask_exiled_later_still_protects, 2, "sethand 0 war-mask axe",
           "discover 5 2 1", "place 0 dig5", "set p1.passed 1", "playart war-mask", "do end-turn",
           "do play axe", "do exile play:war-mask", "!= art_exiled[3] 0", "do end-turn",
           "mark supply fear_supply", "finishround", "= fear_supply supply"),

    /* Treasure Chest: +1 coin, draw 1. */
    TH_ROW(art_04_treasure_chest, 2, "sethand 0 treasure-chest", "give 0 top hat",
           "playart treasure-chest", "res 0 1 0 0 0 0", "count 2 draw ", "do draw 1",
           "= p0.inhand[hat] 1", "frame POST"),

    /* Ritual Dagger: may exile (itself included), +1 arrowhead either way. */
    TH_ROW(art_05_ritual_dagger, 2, "sethand 0 ritual-dagger fear", "playart ritual-dagger",
           "frame EXILE", "legal exile hand:fear", "legal skip", "do exile play:ritual-dagger",
           "!= art_exiled[5] 0", "= p0.inplay[ritual-dagger] 0", "res 0 0 0 0 1 0", "frame POST"),

    /* Crystal Earring: choose 1-3, keep one, may put one back on top, the rest
     * to the play area. */
    TH_ROW(art_06_crystal_earring, 2, "sethand 0 crystal-earring", "give 0 top steam-boat",
           "give 0 top automobile", "give 0 top gold-pan", /* top */
           "mark deck p0.deck_n", "playart crystal-earring", "frame EARRING_N", "count 3 take ",
           "!legal take 0", "do take 3", "frame LIMBO_KEEP", "count 3 keep ",
           "!legal skip", /* keeping one is mandatory */
           "do keep gold-pan", "frame LIMBO_TOP", "legal return steam-boat",
           "legal return automobile", "!legal return gold-pan", "legal skip",
           "do return steam-boat", "= p0.inhand[gold-pan] 1", "= p0.decktop steam-boat",
           "= p0.inplay[automobile] 1", "= p0.deck_n deck-2", "= limbo_n 0",
           "res 0 0 0 0 0 0", /* the Automobile's effect is ignored */
           "frame POST"),

    /* Crystal Earring: 2 drawn, none returned -> one in hand, one in play. */
    TH_ROW(art_06_crystal_earring_two_no_return, 2, "sethand 0 crystal-earring",
           "give 0 top steam-boat", "give 0 top automobile", "playart crystal-earring", "do take 2",
           "do keep steam-boat", "do skip", "= p0.inhand[steam-boat] 1",
           "= p0.inplay[automobile] 1", "frame POST"),

    /* Crystal Earring: 1 drawn -> kept, no return step. */
    TH_ROW(art_06_crystal_earring_one, 2, "sethand 0 crystal-earring", "give 0 top steam-boat",
           "playart crystal-earring", "do take 1", "frame LIMBO_KEEP", "count 1 ",
           "do keep steam-boat", "= p0.inhand[steam-boat] 1", "frame POST"),

    /* Crystal Earring with 2 cards in the deck: at most 2. */
    TH_ROW(art_06_crystal_earring_short_deck, 2, "sethand 0 crystal-earring", "decktoplay 0",
           "give 0 top steam-boat", "give 0 top automobile", "playart crystal-earring",
           "count 2 take ", "!legal take 3"),

    /* Crystal Earring with an empty deck (R-ARNAK-10): nothing drawn, no decision. */
    TH_ROW(art_06_crystal_earring_empty_deck, 2, "sethand 0 crystal-earring", "decktoplay 0",
           "playart crystal-earring", "frame POST", "= p0.hand_n 0", "= limbo_n 0"),

    /* Mortar: may exile, +2 coins. */
    TH_ROW(art_07_mortar, 2, "sethand 0 mortar fear", "mark supply fear_supply", "playart mortar",
           "do exile hand:fear", "= fear_supply supply+1", "res 0 2 0 0 0 0",
           "= p0.inplay[mortar] 1", "frame POST"),

    TH_ROW(art_07_mortar_no_exile, 2, "sethand 0 mortar", "playart mortar", "do skip",
           "res 0 2 0 0 0 0"),

    /* Serpent's Gold: a Fear card from the supply into play, +4 coins. */
    TH_ROW(art_08_serpents_gold, 2, "sethand 0 serpents-gold", "mark supply fear_supply",
           "playart serpents-gold", "res 0 4 0 0 0 0", "frame POST", "= fear_supply supply-1",
           "= p0.inplay[fear] 1"),

    /* Serpent Idol: Fear + 1 jewel. */
    TH_ROW(art_09_serpent_idol, 2, "sethand 0 serpent-idol", "mark supply fear_supply",
           "playart serpent-idol", "res 0 0 0 0 0 1", "frame POST", "= fear_supply supply-1",
           "= p0.inplay[fear] 1"),

    /* Monkey Medallion: any item of the row, free, on TOP of the deck. */
    TH_ROW(art_10_monkey_medallion, 2, "sethand 0 monkey-medallion",
           "itemrow aeroplane horse pack-donkey machete revolver", "playart monkey-medallion",
           "frame BUY", "count 5 buy ", /* no coin needed; no artifact */
           "do buy revolver", "= p0.decktop revolver", "= row[5] 0", "res 0 0 0 0 0 0",
           "frame POST"),

    TH_ROW(art_10_monkey_medallion_empty_row, 2, "sethand 0 monkey-medallion", "clearrowitems",
           "mark deck p0.deck_n", "playart monkey-medallion", "count 0 buy ", "do skip",
           "= p0.deck_n deck", "frame POST"),

    /* Idol of Ara-Anu: research with 1 jewel less (Bird B2 costs a jewel: free). */
    TH_ROW(art_11_idol_of_ara_anu_research, 2, "sethand 0 idol-of-ara-anu",
           "playart idol-of-ara-anu", "frame RESEARCH", "legal research glass B2",
           "!legal research glass B1", /* compass + arrowhead: no jewel to discount */
           "set p0.res[compass] 1", "!legal research glass B1", "set p0.res[compass] 0",
           "count 0 research notebook", "do research glass B2", "= p0.glass 2",
           "res 0 1 0 0 0 0", /* glass row 1: a coin */
           "frame POST"),

    /* Idol of Ara-Anu: a temple tile with 1 jewel less. */
    TH_ROW(art_11_idol_of_ara_anu_temple, 2, "sethand 0 idol-of-ara-anu",
           "set p0.glass 14", /* in the Lost Temple */
           "set p0.temple_rank 1", "set temple_arrivals 1", "playart idol-of-ara-anu",
           "legal temple 2-mid",    /* B: 1 jewel -> free */
           "!legal temple 2-right", /* C: compass + arrowhead */
           "!legal temple 6-right", "set p0.res[compass] 1", "set p0.res[arrow] 1",
           "legal temple 6-right", /* B + C - jewel */
           "do temple 6-right", "res 0 0 0 0 0 0", "= p0.temple_tiles[1] 1", "= temple_stack[4] 1",
           "frame POST"),

    /* Inscribed Blade: research with 1 arrowhead or 2 tablets less, two variants
     * (offered once when both give the same cost). */
    TH_ROW(art_12_inscribed_blade_research, 2, "sethand 0 inscribed-blade",
           "playart inscribed-blade", "set p0.res[compass] 1", "set p0.res[jewel] 1",
           /* B1 = compass + arrowhead */
           "legal research glass B1/arrowhead", "!legal research glass B1/2-tablets",
           "!legal research glass B1",
           /* B2 = jewel: both discounts give the same cost, one option */
           "legal research glass B2/arrowhead", "!legal research glass B2/2-tablets",
           "do research glass B1/arrowhead", "= p0.glass 1", "res 0 1 0 0 0 1", "frame POST"),

    TH_ROW(art_12_inscribed_blade_two_tablets, 2, "sethand 0 inscribed-blade",
           "set p0.glass 3", /* B3 -> B5: 2 tablets + arrowhead */
           "playart inscribed-blade", "set p0.res[arrow] 1", "legal research glass B5/2-tablets",
           "!legal research glass B5/arrowhead", /* would still need 2 tablets */
           "do research glass B5/2-tablets", "= p0.glass 5",
           "res 0 0 1 0 0 0" /* glass row 3: a compass */
           ),

    TH_ROW(art_12_inscribed_blade_temple, 2, "sethand 0 inscribed-blade", "set p0.glass 14",
           "set p0.temple_rank 1", "set temple_arrivals 1", "playart inscribed-blade",
           "setres 0 1 1 0 0 0", "legal temple 2-left/2-tablets", /* A: coin + 2 tablets */
           "!legal temple 2-left/arrowhead",
           "legal temple 2-right/arrowhead", /* C: compass + arrowhead */
           "!legal temple 2-right/2-tablets", "do temple 2-left/2-tablets", "res 0 0 1 0 0 0",
           "= p0.temple_tiles[0] 1", "= temple_stack[0] 1"),

    /* Ocarina: a two-icon card becomes two planes (pays a car+car level II site). */
    TH_ROW(art_13_guardians_ocarina_two_planes, 2, "sethand 0 guardians-ocarina",
           "discover 13 12 0",                               /* Bird P13: car + car */
           "playart guardians-ocarina", "frame POST",        /* nobody to return (R-ARNAK-3) */
           "= p0.ocarina 1", "turn 0", "sethand 0 gold-pan", /* Gold Pan: ship + ship */
           "legal dig P13", "do dig P13", "do pay gold-pan", "= space_occ[dig13] 1",
           "res 0 1 1 1 1 0" /* L2-02 */
           ),

    /* Ocarina also turns travel discounts into planes (R-ARNAK-17): Sea Turtle's ship
     * then covers a car. */
    TH_ROW(art_13_guardians_ocarina_discount_becomes_plane, 2, "sethand 0 guardians-ocarina",
           "discover 5 6 0", /* car */
           "playart guardians-ocarina", "turn 0", "sethand 0 sea-turtle", "do play sea-turtle",
           "do draw 0", "legal dig P5", "do dig P5", "frame POST", /* nothing left to pay */
           "res 0 0 0 1 1 0"),

    /* Ocarina with Sturdy Boots: the 2-boot discount becomes 2 planes (R-ARNAK-17) and
     * pays a car+car level II site in full. */
    TH_ROW(art_13_guardians_ocarina_boots_discount, 2, "sethand 0 guardians-ocarina",
           "discover 13 15 0", /* Bird P13: car + car; L2-05 = 2 tablets + jewel */
           "playart guardians-ocarina", "turn 0", "sethand 0 sturdy-boots", "do play sturdy-boots",
           "legal dig P13", "do dig P13", "frame POST", "= space_occ[dig13] 1", "res 0 0 1 2 0 1"),

    /* Ocarina's planes last for the round only. */
    TH_ROW(art_13_guardians_ocarina_ends_with_the_round, 2, "sethand 0 guardians-ocarina",
           "set p1.passed 1", "playart guardians-ocarina", "do end-turn", "finishround",
           "= round 2", "= p0.ocarina 0"),

    /* Tigerclaw Hairpin: may exile, then activate an unoccupied camp. */
    TH_ROW(art_14_tigerclaw_hairpin, 2, "sethand 0 tigerclaw-hairpin fear", "place 1 dig0",
           "playart tigerclaw-hairpin", "frame EXILE", "do skip", "frame ACTIVATE",
           "count 4 activate", "!legal activate P0", "do activate P3", "res 0 0 0 0 1 0",
           "= p0.inhand[fear] 1", "frame POST"),

    /* Tigerclaw with every camp occupied: the exile only. */
    TH_ROW(art_14_tigerclaw_hairpin_all_camps_occupied, 3, "sethand 0 tigerclaw-hairpin fear",
           "place 0 dig0", "place 0 dig1", "place 1 dig2", "place 1 dig3", "place 2 dig4",
           "mark supply fear_supply", "playart tigerclaw-hairpin", "do exile hand:fear",
           "= fear_supply supply+1", "frame POST", "res 0 0 0 0 0 0"),

    /* War Club: overcome, free, a guardian where you have an archaeologist. */
    TH_ROW(art_15_war_club, 2, "sethand 0 war-club", "discover 5 2 2", "discover 6 3 8",
           "discover 7 4 11", "place 0 dig5", "place 1 dig6", "playart war-club",
           "frame OVERCOME_FREE", "count 1 overcome", "do overcome P5", "!= p0.has_guardian[2] 0",
           "= site_guardian[5] 0", "= space_occ[dig5] 1", "res 0 0 0 0 0 0", "frame POST"),

    /* War Club (R-ARNAK-11): your archaeologist on the second space of a guarded camp. */
    TH_ROW(art_15_war_club_camp_second_space, 4, "sethand 0 war-club", "guardcamp 3 12",
           "place 1 6", /* P3a */
           "place 0 7", /* P3b */
           "playart war-club", "do overcome P3", "!= p0.has_guardian[12] 0",
           "= site_guardian[3] 0"),

    TH_ROW(art_15_war_club_no_target, 2, "sethand 0 war-club", "discover 5 2 2", /* nobody there */
           "playart war-club", "frame POST", "= site_guardian[5] 2", "= p0.guardians 0"),

    /* Sundial: 2 tablets (a normal main action)... */
    TH_ROW(art_16_sundial_tablets, 2, "sethand 0 sundial", "playart sundial", "frame CHOICE",
           "count 2 choose ", "do choose 2-tablets", "res 0 0 0 2 0 0", /* net +1 tablet */
           "= p0.passed 0", "frame POST"),

    /* ...or pass to gain 1 jewel: the turn ends at once. */
    TH_ROW(art_16_sundial_pass, 2, "sethand 0 sundial", "playart sundial",
           "do choose pass-for-jewel", "res 0 0 0 0 0 1", "= p0.passed 1", "= current 1",
           "= p0.inplay[sundial] 1"),

    /* Sundial bought: the pass option right after buying it. */
    TH_ROW(art_16_sundial_bought_pass, 2, "setres 0 0 2 0 0 0", "sethand 0", "row 0 sundial",
           "do buy sundial", "do use-effect", "do choose pass-for-jewel", "res 0 0 0 0 0 1",
           "= p0.passed 1", "= current 1"),

    /* Traders' Scales: may upgrade one resource, +3 coins. */
    TH_ROW(art_17_traders_scales, 2, "sethand 0 traders-scales", "setres 0 0 0 2 1 0",
           "playart traders-scales", "frame UPGRADE", "legal tablet-to-arrowhead",
           "legal arrowhead-to-jewel", "legal skip", "do tablet-to-arrowhead", "res 0 3 0 0 2 0",
           "frame POST"),

    /* Scales with nothing to upgrade: no decision, the coins only. */
    TH_ROW(art_17_traders_scales_nothing_to_upgrade, 2, "sethand 0 traders-scales",
           "playart traders-scales", "res 0 3 0 0 0 0", "frame POST"),

    /* Hunting Arrows: Fear + 2 arrowheads. */
    TH_ROW(art_18_hunting_arrows, 2, "sethand 0 hunting-arrows", "mark supply fear_supply",
           "playart hunting-arrows", "res 0 0 0 0 2 0", "frame POST", "= fear_supply supply-1",
           "= p0.inplay[fear] 1"),

    /* Coconut Flask: +2 coins, then the SILVER side of a supply-board assistant;
     * the assistant stays there, unexhausted and unowned. */
    TH_ROW(art_19_coconut_flask, 2, "sethand 0 coconut-flask",
           "assttop 0 1",  /* A01: 2 coins / 3 coins */
           "assttop 1 7",  /* A07: coin or plane */
           "assttop 2 12", /* A12: compass */
           "mark n0 asst_n[0]", "playart coconut-flask", "res 0 2 0 0 0 0", "frame SUPPLY_ASST",
           "count 4 use ", "legal use A07/travel", "!legal use A01/travel", "do use A01",
           "res 0 4 0 0 0 0", "= asst_top[0] 1", "= asst_n[0] n0", "= p0.asst[0] 0", "frame POST"),

    /* Coconut Flask on an assistant with a cost: A04 silver, pay a coin -> arrowhead. */
    TH_ROW(art_19_coconut_flask_assistant_with_cost, 2, "sethand 0 coconut-flask", "assttop 0 4",
           "playart coconut-flask", "do use A04", "frame PAY_Q", "do yes", "res 0 1 0 0 1 0"),

    /* Coconut Flask on A10 (buy with a discount of 1): part of the artifact's
     * main action, the assistant stays ready on the board. */
    TH_ROW(art_19_coconut_flask_buying_assistant, 2, "sethand 0 coconut-flask",
           "itemrow aeroplane hat pack-donkey sea-turtle revolver", "assttop 0 10",
           "playart coconut-flask", "do use A10", "frame BUY",
           "legal buy sea-turtle", /* 3 - 1 = 2 coins */
           "!legal buy aeroplane", /* 4 - 1 = 3 coins */
           "do buy sea-turtle", "res 0 0 0 0 0 0", "= p0.deckbottom sea-turtle", "= asst_top[0] 10",
           "frame POST"),

    /* Coconut Flask's travel option (R-ARNAK-4): a plane made for this turn, usable by a
     * free action (A03 silver pays a boot icon for an arrowhead), then gone. */
    TH_ROW(art_19_coconut_flask_travel_icon, 2, "sethand 0 coconut-flask", "asst 0 3 0",
           "assttop 1 7", "playart coconut-flask", "do use A07/travel",
           "= p0.temp_icons[ICON_PLANE] 1", "res 0 2 0 0 0 0", "do assistant A03",
           "legal pay made-plane", "do pay made-plane", "= p0.temp_icons[ICON_PLANE] 0",
           "res 0 2 0 0 1 0", "= p0.asst_tired[0] 1"),

    TH_ROW(art_19_coconut_flask_travel_icon_vanishes, 2, "sethand 0 coconut-flask",
           "assttop 2 8", /* A08: compass or car */
           "playart coconut-flask", "do use A08/travel", "= p0.temp_icons[ICON_CAR] 1",
           "do end-turn", "= p0.temp_icons[ICON_CAR] 0"),

    /* Cleansing Cauldron: draw 1, then may exile (the drawn card included). */
    TH_ROW(art_20_cleansing_cauldron, 2, "sethand 0 cleansing-cauldron", "give 0 top fear",
           "mark supply fear_supply", "playart cleansing-cauldron", "do draw 1", "frame EXILE",
           "legal exile play:cleansing-cauldron", "do exile hand:fear", "= fear_supply supply+1",
           "= p0.hand_n 0", "frame POST"),

    /* Cauldron with an empty deck: no draw; the exile is still offered. */
    TH_ROW(art_20_cleansing_cauldron_empty_deck, 2, "sethand 0 cleansing-cauldron", "decktoplay 0",
           "playart cleansing-cauldron", "frame EXILE", "do skip", "frame POST"),

    /* Ancient Wine: +1 coin, then the GOLD side of a supply-board assistant. */
    TH_ROW(art_21_ancient_wine, 2, "sethand 0 ancient-wine", "assttop 0 1", "playart ancient-wine",
           "res 0 1 0 0 0 0", "do use A01", "res 0 4 0 0 0 0", /* gold A01: 3 coins */
           "= asst_top[0] 1", "frame POST"),

    /* Ancient Wine's travel option: a gold travel assistant makes 2 icons. */
    TH_ROW(art_21_ancient_wine_travel_icons, 2, "sethand 0 ancient-wine",
           "assttop 1 9", /* A09: ship */
           "playart ancient-wine", "do use A09/travel", "= p0.temp_icons[ICON_SHIP] 2",
           "res 0 1 0 0 0 0", "do end-turn", "= p0.temp_icons[ICON_SHIP] 0"),

    /* Ancient Wine on A12 gold: 2 compasses. */
    TH_ROW(art_21_ancient_wine_gold_side, 2, "sethand 0 ancient-wine", "assttop 2 12",
           "playart ancient-wine", "do use A12", "res 0 1 2 0 0 0"),

    /* Decorated Horn: swap one of yours (even exhausted) for a supply top; the new
     * one keeps the level and is ready; the old one goes on top of that stack (R-ARNAK-21). */
    TH_ROW(art_22_decorated_horn, 2, "sethand 0 decorated-horn", "asst 0 5 1",
           "set p0.asst_tired[0] 1", "assttop 1 1", "mark n1 asst_n[1]", "playart decorated-horn",
           "frame HORN", "count 3 exchange", "do exchange A05>A01", "asst? 0 0 1 1 0",
           "= asst_top[1] 5", "= asst_n[1] n1", "frame POST"),

    /* Horn: a silver assistant is replaced by a silver one. */
    TH_ROW(art_22_decorated_horn_silver_stays_silver, 2, "sethand 0 decorated-horn", "asst 0 2 0",
           "asst 0 6 1", "assttop 2 11", "playart decorated-horn",
           "count 6 exchange", /* 2 of ours x 3 stacks */
           "do exchange A02>A11", "= p0.asst[0] 11", "= p0.asst_gold[0] 0", "= p0.asst[1] 6",
           "= p0.asst_gold[1] 1", "= asst_top[2] 2"),

    TH_ROW(art_22_decorated_horn_no_assistant, 2, "sethand 0 decorated-horn",
           "playart decorated-horn", "frame POST", "= p0.asst[0] 0"),

    /* Ornate Hammer: the rightmost row item to the item exile pile; then may take
     * any exiled item, free, to the bottom of the deck. */
    TH_ROW(
        art_23_ornate_hammer, 2, "sethand 0 ornate-hammer",
        "itemrow aeroplane horse pack-donkey machete revolver", "exileitem 5", /* exiled earlier */
        "playart ornate-hammer", "!= item_exiled[31] 0", "= row[5] 0", "= row[4] machete",
        "frame HAMMER_TAKE", "count 2 take ", "legal take revolver", "legal skip", /* R-ARNAK-5 */
        "do take steam-boat", "= item_exiled[5] 0", "!= item_exiled[31] 0",
        "= p0.deckbottom steam-boat", "res 0 0 0 0 0 0", "frame POST",
        "do end-turn", /* refilled at the end of the turn */
        "!= row[5] 0"),

    /* Hammer: taking nothing is allowed (R-ARNAK-5); the exiled item stays in the pile. */
    TH_ROW(art_23_ornate_hammer_take_nothing, 2, "sethand 0 ornate-hammer",
           "itemrow aeroplane horse pack-donkey machete revolver", "mark deck p0.deck_n",
           "playart ornate-hammer", "count 1 take ", "do skip", "!= item_exiled[31] 0",
           "= p0.deck_n deck"),

    /* Hammer with no item in the row and an empty exile pile: nothing at all. */
    TH_ROW(art_23_ornate_hammer_empty_pile, 2, "sethand 0 ornate-hammer", "clearrowitems",
           "= item_exile 0", "playart ornate-hammer", "frame POST", "= item_exile 0"),

    /* Star Charts: pay 1 coin -> activate two different camps (occupied or not). */
    TH_ROW(art_24_star_charts, 2, "sethand 0 star-charts", "setres 0 1 0 1 0 0", "place 1 dig0",
           "playart star-charts", "frame PAY_Q", "do yes", "frame ACTIVATE",
           "count 10 activate ", /* every pair of 5 camps */
           "!legal activate P0+P0", "do activate P0+P2", "res 0 2 0 2 0 0", "frame POST"),

    /* Star Charts without a coin (R-ARNAK-8): played, nothing activated. */
    TH_ROW(art_24_star_charts_unpayable, 2, "sethand 0 star-charts", "playart star-charts",
           "!legal yes", "do skip", "frame POST", "res 0 0 0 0 0 0"),

    TH_ROW(art_24_star_charts_declined, 2, "sethand 0 star-charts", "setres 0 1 0 1 0 0",
           "playart star-charts", "legal yes", "do skip", "frame POST", "res 0 1 0 0 0 0"),

    /* Stone Jar: draw 1. */
    TH_ROW(art_25_stone_jar, 2, "sethand 0 stone-jar", "give 0 top carrier-pigeon",
           "playart stone-jar", "do draw 1", "= p0.inhand[carrier-pigeon] 1", "res 0 0 0 0 0 0",
           "frame POST"),

    /* Stone Jar with an empty deck (R-ARNAK-10): nothing drawn, no decision. */
    TH_ROW(art_25_stone_jar_empty_deck, 2, "sethand 0 stone-jar", "decktoplay 0",
           "playart stone-jar", "frame POST", "= p0.hand_n 0"),

    /* Passage Shell: may Dig at a camp only, no travel, the effect twice. */
    TH_ROW(art_26_passage_shell, 2, "sethand 0 passage-shell", "setres 0 0 9 1 0 0",
           "discover 5 2 0", "playart passage-shell", "frame ARCH", "count 5 dig ", "!legal dig P5",
           "count 0 discover", "do dig P2", "= space_occ[dig2] 1", "res 0 0 9 4 0 0", "frame POST"),

    /* Passage Shell covers both boots of a camp's second space. */
    TH_ROW(art_26_passage_shell_second_space, 4, "sethand 0 passage-shell", "place 1 dig0",
           "playart passage-shell", "do dig P0",
           "= space_occ[1] 1", /* P0b, 2 boots, paid by the card */
           "res 0 4 0 0 0 0", "frame POST"),

    /* Passage Shell on the card-for-jewel camp: each activation pays its own card (R-ARNAK-19). */
    TH_ROW(art_26_passage_shell_card_for_jewel_twice, 2, "sethand 0 passage-shell fear funding-car",
           "playart passage-shell", "do dig P4", "frame PAY_DISCARD", "do discard fear",
           "res 0 0 0 0 0 1", "frame PAY_DISCARD", "do discard funding-car", "res 0 0 0 0 0 2",
           "= p0.hand_n 0", "frame POST"),

    TH_ROW(art_26_passage_shell_card_for_jewel_one_card, 2, "sethand 0 passage-shell fear",
           "playart passage-shell", "do dig P4", "do discard fear",
           /* the second activation has no card to pay with: skipped */
           "frame POST", "res 0 0 0 0 0 1"),

    TH_ROW(art_26_passage_shell_both_archaeologists_out, 2, "sethand 0 passage-shell",
           "place 0 dig0", "place 0 dig1", "playart passage-shell", "res 0 0 0 0 0 0",
           "frame POST"),

    /* Ceremonial Rattle: refresh one of your exhausted assistants. */
    TH_ROW(art_27_ceremonial_rattle, 2, "sethand 0 ceremonial-rattle", "asst 0 1 0", "asst 0 2 1",
           "set p0.asst_tired[1] 1", "set p0.asst_tired[0] 1", "playart ceremonial-rattle",
           "frame REFRESH", "count 2 refresh ", "do refresh A02", "= p0.asst_tired[0] 1",
           "= p0.asst_tired[1] 0", "frame POST", "legal assistant A02"),

    TH_ROW(art_27_ceremonial_rattle_nothing_exhausted, 2, "sethand 0 ceremonial-rattle",
           "asst 0 1 0", "playart ceremonial-rattle", "frame POST", "= p0.asst_tired[0] 0"),

    /* Sacred Drum: put another card into play -> refresh both assistants. */
    TH_ROW(art_28_sacred_drum, 2, "sethand 0 sacred-drum fear", "asst 0 1 0", "asst 0 2 0",
           "set p0.asst_tired[1] 1", "set p0.asst_tired[0] 1", "playart sacred-drum",
           "frame PAY_DISCARD", "do discard fear", "= p0.asst_tired[0] 0", "= p0.asst_tired[1] 0",
           "= p0.inplay[fear] 1", "frame POST"),

    /* Sacred Drum with an empty hand (R-ARNAK-8): nothing refreshed. */
    TH_ROW(art_28_sacred_drum_empty_hand, 2, "sethand 0 sacred-drum", "asst 0 1 0",
           "set p0.asst_tired[0] 1", "playart sacred-drum", "frame POST", "= p0.asst_tired[0] 1"),

    TH_ROW(art_28_sacred_drum_declined, 2, "sethand 0 sacred-drum fear", "asst 0 1 0",
           "set p0.asst_tired[0] 1", "playart sacred-drum", "do skip", "= p0.asst_tired[0] 1",
           "= p0.inhand[fear] 1"),

    /* Trader's Coins: may upgrade one resource, +2 coins. */
    TH_ROW(art_29_traders_coins, 2, "sethand 0 traders-coins", "setres 0 0 0 1 1 0",
           "playart traders-coins", "!legal tablet-to-arrowhead", /* the tablet paid for the card */
           "legal arrowhead-to-jewel", "do arrowhead-to-jewel", "res 0 2 0 0 0 1", "frame POST"),

    TH_ROW(art_29_traders_coins_skip_upgrade, 2, "sethand 0 traders-coins", "setres 0 0 0 2 0 0",
           "playart traders-coins", "do skip", "res 0 2 0 1 0 0"),

    /* Stone Key: an idol back from a slot to the crates; the slot is free again. */
    TH_ROW(art_30_stone_key, 2, "sethand 0 stone-key", "idols 0 0 4",
           "!legal idol arrowhead", /* all 4 slots full, no idol in the crates */
           "playart stone-key", "= p0.idol_slots 3", "= p0.idols 1", "frame POST",
           "legal idol arrowhead", /* the slot can be filled again */
           "do idol arrowhead", "= p0.idol_slots 4", "res 0 0 0 0 1 0"),

    TH_ROW(art_30_stone_key_no_slot_filled, 2, "sethand 0 stone-key", "idols 0 2 0",
           "playart stone-key", "= p0.idol_slots 0", "= p0.idols 2", "frame POST"),

    /* Obsidian Earring: 1 or 2 from the BOTTOM; keep one, the other into play. */
    TH_ROW(art_31_obsidian_earring, 2, "sethand 0 obsidian-earring", "give 0 bottom steam-boat",
           "give 0 bottom automobile", /* the very bottom */
           "give 0 top gold-pan", "playart obsidian-earring", "frame EARRING_N", "count 2 take ",
           "!legal take 3", "do take 2", "legal keep steam-boat", "legal keep automobile",
           "!legal keep gold-pan", "do keep steam-boat",
           /* no return-to-deck step */
           "frame POST", "= p0.inhand[steam-boat] 1", "= p0.inplay[automobile] 1",
           "= p0.decktop gold-pan"),

    TH_ROW(art_31_obsidian_earring_one, 2, "sethand 0 obsidian-earring", "give 0 bottom automobile",
           "playart obsidian-earring", "do take 1", "do keep automobile",
           "= p0.inhand[automobile] 1", "frame POST"),

    /* Obsidian Earring with an empty deck (R-ARNAK-10): nothing drawn, no decision. */
    TH_ROW(art_31_obsidian_earring_empty_deck, 2, "sethand 0 obsidian-earring", "decktoplay 0",
           "playart obsidian-earring", "frame POST", "= p0.hand_n 0"),

    /* Guiding Stone: the top level I tile's effect, then the tile to the bottom. */
    TH_ROW(art_32_guiding_stone, 2, "sethand 0 guiding-stone",
           "tiletop 4", /* L1-04: compass + arrowhead */
           "mark n l1_n", "playart guiding-stone", "res 0 0 1 0 1 0", "= l1_n n", "= l1_stack[0] 4",
           "!= l1_stack[n-1] 4", "= p0.arch_out 0", "= p0.idols 0", "frame POST"),

    /* Guiding Stone on a tile with a choice (L1-01: 2 compasses or a free item). */
    TH_ROW(art_32_guiding_stone_tile_with_choice, 2, "sethand 0 guiding-stone", "tiletop 1",
           "playart guiding-stone", "frame CHOICE", "legal choose free-item",
           "do choose 2-compasses", "res 0 0 2 0 0 0", "= l1_stack[0] 1"),

    /* Guiding Skull: pay 1 compass -> the top level II tile, then to the bottom. */
    TH_ROW(art_33_guiding_skull, 2, "sethand 0 guiding-skull", "setres 0 0 1 1 0 0",
           "tiletop 11", /* L2-01: 2 compasses + jewel */
           "mark n l2_n", "playart guiding-skull", "frame PAY_Q", "do yes", "res 0 0 2 0 0 1",
           "= l2_n n", "= l2_stack[0] 11", "frame POST"),

    /* Guiding Skull without a compass (R-ARNAK-8): played, the stack untouched. */
    TH_ROW(art_33_guiding_skull_unpayable, 2, "sethand 0 guiding-skull", "tiletop 11",
           "playart guiding-skull", "!legal yes", "do skip", "= l2_top 11", "res 0 0 0 0 0 0",
           "frame POST"),

    TH_ROW(art_33_guiding_skull_declined, 2, "sethand 0 guiding-skull", "setres 0 0 1 1 0 0",
           "tiletop 11", "mark n l2_n", "playart guiding-skull", "do skip", "res 0 0 1 0 0 0",
           "= l2_n n", "= l2_stack[n-1] 11", "frame POST"),

    /* Runes of the Dead: Fear + 1 coin + 3 tablets. */
    TH_ROW(art_34_runes_of_the_dead, 2, "sethand 0 runes-of-the-dead", "mark supply fear_supply",
           "playart runes-of-the-dead", "res 0 1 0 3 0 0", "frame POST", "= fear_supply supply-1",
           "= p0.inplay[fear] 1"),

    /* Guardian's Crown: a guardian from your site to a discovered, unoccupied,
     * guardian-free camp or level I site; gain that site's effect. */
    TH_ROW(art_35_guardians_crown, 2, "sethand 0 guardians-crown",
           "discover 5 2 3",                               /* ours, guardian G03 */
           "discover 6 4 0",                               /* free: L1-04 compass + arrowhead */
           "discover 7 5 5",                               /* has a guardian */
           "discover 8 6 0",                               /* the opponent's */
           "discover 13 11 0",                             /* level II */
           "place 0 dig5", "place 1 dig8", "place 1 dig1", /* camp P1 occupied */
           "playart guardians-crown", "frame CROWN", "count 5 move-guardian", /* P0 P2 P3 P4 P6 */
           "legal move-guardian P5>P0", "!legal move-guardian P5>P1", "!legal move-guardian P5>P7",
           "!legal move-guardian P5>P8", "!legal move-guardian P5>P9",  /* undiscovered */
           "!legal move-guardian P5>P13", "!legal move-guardian P7>P6", /* not our site */
           "do move-guardian P5>P6", "= site_guardian[6] 3", "= site_guardian[5] 0",
           "= space_occ[dig5] 1", /* our archaeologist stays */
           "res 0 0 1 0 1 0", "frame POST"),

    /* Crown onto a camp: the camp's effect; the guardian then acts there. */
    TH_ROW(art_35_guardians_crown_to_camp, 2, "sethand 0 guardians-crown", "discover 5 2 3",
           "place 0 dig5", "playart guardians-crown", "do move-guardian P5>P2",
           "= site_guardian[2] 3", "res 0 0 0 2 0 0"),

    /* A guardian moved to a camp acts there as a normal guardian: an
     * archaeologist on that camp at the end of the round brings Fear, the one left
     * on the now guardian-free site does not. */
    TH_ROW(art_35_guardians_crown_moved_guardian_brings_fear, 2, "sethand 0 guardians-crown fear",
           "discover 5 2 3", "place 0 dig5", "set p1.passed 1", "playart guardians-crown",
           "do move-guardian P5>P2", "do end-turn", "do dig P2", "do pay fear", "do end-turn",
           "mark supply fear_supply", "finishround", "= fear_supply supply-1"),

    TH_ROW(art_35_guardians_crown_no_guardian, 2, "sethand 0 guardians-crown", "discover 5 2 3",
           "place 1 dig5", /* only the opponent stands with a guardian */
           "playart guardians-crown", "frame POST", "= site_guardian[5] 3"),
};

static void row_test(void **state)
{
    th_row_play(*state, setup);
}

int main(void)
{
    static const struct CMUnitTest custom[] = {
        cmocka_unit_test(artifacts_table_matches_reference),
        cmocka_unit_test(artifacts_cost_one_tablet_main_action),
        cmocka_unit_test(art_08_serpents_gold_fear_tile),
        cmocka_unit_test(art_13_guardians_ocarina),
        cmocka_unit_test(art_19_coconut_flask_not_the_rescue_space),
    };
    return th_row_main("test_cards_artifacts", ROWS, sizeof ROWS / sizeof ROWS[0], row_test, custom,
                       sizeof custom / sizeof custom[0]);
}
