/* test_cards_items.c - the exact effect of every item and of the basic
 * Funding / Exploration / Fear cards (numbers: docs/RULE_READINGS.md R-ARNAK-12).
 *
 * Each test builds a small position with the th_* helpers, plays the card by
 * its canonical text and checks: the resources before/after, where every card
 * involved went, which options each decision offers (and which it must not),
 * and whether the card used the main action (FR_TURN -> FR_POST) or not.
 * Readings chosen by the engine (docs/RULE_READINGS.md) are named where
 * a test depends on one (R-ARNAK-2, R-ARNAK-7, R-ARNAK-8, R-ARNAK-9 ...). */
#include <stdio.h>

#include "th_rows.h"

/* ---- helpers ------------------------------------------------------------------ */

/* A 2..4-player game, player 0 to act at the start of a turn, nobody owning
 * any resource (so every gain is visible as an exact number). */
static void setup(arnak_state *s, int players)
{
    th_fresh(s, players, 20240611);
    th_turn(s, 0);
}

/* `text` played as (or after) the turn's main action: exactly this gain, and
 * the main action is used (FR_POST). */
static void main_gain(arnak_state *s, const char *text, int coin, int compass, int tablet,
                      int arrow, int jewel)
{
    th_do(s, text);
    th_expect_res(s, 0, coin, compass, tablet, arrow, jewel);
    assert_int_equal(th_frame(s), FR_POST);
}

/* The card list as transcribed in th_card_ref. */
static const th_card_ref ITEM_REF[] = {
    {1, 0, 0, {ICON_CAR, ICON_NONE}, CA_FREE, 0}, /* Funding */
    {2, 0, 0, {ICON_SHIP, ICON_NONE}, CA_FREE, 0}, /* Funding */
    {3, 0, 0, {ICON_CAR, ICON_NONE}, CA_FREE, 0}, /* Exploration */
    {4, 0, 0, {ICON_SHIP, ICON_NONE}, CA_FREE, 0}, /* Exploration */
    {5, 0, -1, {ICON_BOOT, ICON_NONE}, CA_NONE, 0}, /* Fear */
    {CARD_ITEM(1), 3, 1, {ICON_SHIP, ICON_SHIP}, CA_MAIN, 0}, /* Sea Turtle */
    {CARD_ITEM(2), 3, 1, {ICON_CAR, ICON_CAR}, CA_MAIN, 0}, /* Ostrich */
    {CARD_ITEM(3), 4, 1, {ICON_CAR, ICON_CAR}, CA_MAIN, 0}, /* Pack Donkey */
    {CARD_ITEM(4), 4, 1, {ICON_CAR, ICON_CAR}, CA_MAIN, 0}, /* Horse */
    {CARD_ITEM(5), 3, 3, {ICON_SHIP, ICON_SHIP}, CA_FREE, 0}, /* Steam Boat */
    {CARD_ITEM(6), 3, 3, {ICON_CAR, ICON_CAR}, CA_FREE, 0}, /* Automobile */
    {CARD_ITEM(7), 1, 1, {ICON_CAR, ICON_CAR}, CA_MAIN, 0}, /* Sturdy Boots */
    {CARD_ITEM(8), 1, 1, {ICON_SHIP, ICON_SHIP}, CA_FREE, 0}, /* Gold Pan */
    {CARD_ITEM(9), 1, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Trowel */
    {CARD_ITEM(10), 1, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Pickaxe */
    {CARD_ITEM(11), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 1}, /* Hot Air Balloon */
    {CARD_ITEM(12), 4, 3, {ICON_PLANE, ICON_PLANE}, CA_MAIN, 0}, /* Aeroplane */
    {CARD_ITEM(13), 3, 1, {ICON_CAR, ICON_SHIP}, CA_MAIN, 1}, /* Journal */
    {CARD_ITEM(14), 2, 2, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Parrot */
    {CARD_ITEM(15), 1, 1, {ICON_SHIP, ICON_NONE}, CA_FREE_PASS, 0}, /* Watch */
    {CARD_ITEM(16), 3, 1, {ICON_CAR, ICON_SHIP}, CA_MAIN, 0}, /* Army Knife */
    {CARD_ITEM(17), 4, 1, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Binoculars */
    {CARD_ITEM(18), 4, 2, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Tent */
    {CARD_ITEM(19), 2, 2, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Fishing Rod */
    {CARD_ITEM(20), 4, 1, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Precision Compass */
    {CARD_ITEM(21), 2, 2, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Bow and Arrows */
    {CARD_ITEM(22), 2, 1, {ICON_SHIP, ICON_NONE}, CA_FREE, 0}, /* Carrier Pigeon */
    {CARD_ITEM(23), 2, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 1}, /* Whip */
    {CARD_ITEM(24), 1, 1, {ICON_SHIP, ICON_NONE}, CA_MAIN, 1}, /* Rough Map */
    {CARD_ITEM(25), 2, 1, {ICON_PLANE, ICON_NONE}, CA_MAIN, 1}, /* Airdrop */
    {CARD_ITEM(26), 2, 1, {ICON_SHIP, ICON_NONE}, CA_MAIN, 1}, /* Flask */
    {CARD_ITEM(27), 4, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Machete */
    {CARD_ITEM(28), 2, 2, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Torch */
    {CARD_ITEM(29), 3, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Large Backpack */
    {CARD_ITEM(30), 2, 1, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Rope */
    {CARD_ITEM(31), 4, 1, {ICON_SHIP, ICON_SHIP}, CA_MAIN, 0}, /* Revolver */
    {CARD_ITEM(32), 1, 1, {ICON_SHIP, ICON_NONE}, CA_FREE, 0}, /* Hat */
    {CARD_ITEM(33), 2, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 1}, /* Bear Trap */
    {CARD_ITEM(34), 2, 2, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Grappling Hook */
    {CARD_ITEM(35), 3, 2, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Lantern */
    {CARD_ITEM(36), 3, 1, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Dog */
    {CARD_ITEM(37), 3, 3, {ICON_CAR, ICON_NONE}, CA_MAIN, 0}, /* Brush */
    {CARD_ITEM(38), 2, 2, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Axe */
    {CARD_ITEM(39), 3, 2, {ICON_SHIP, ICON_SHIP}, CA_FREE_PASS, 0}, /* Chronometer */
    {CARD_ITEM(40), 3, 1, {ICON_SHIP, ICON_NONE}, CA_MAIN, 0}, /* Theodolite */
};

static void cards_table_matches_reference(void **cm)
{
    (void)cm;
    th_check_card_refs(ITEM_REF, sizeof ITEM_REF / sizeof ITEM_REF[0]);
}

/* ---- basic cards ------------------------------------------------------------------ */

/* ---- items 1-10 ------------------------------------------------------------------- */

/* Journal: exiles itself; moves only the notebook, for free, never above the
 * magnifying glass; the row effect is gained. */
static void item_13_journal(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(13), 0);
    s.p[0].glass = 3; /* B3, row 2 */
    th_do(&s, "play journal");
    assert_true(th_item_exiled(&s, 13));
    assert_int_equal(th_frame(&s), FR_RESEARCH);
    /* B1 costs compass + arrowhead, B2 a jewel: both free here */
    assert_true(th_legal(&s, "research notebook B1"));
    assert_true(th_legal(&s, "research notebook B2"));
    assert_int_equal(th_count(&s, "research glass"), 0);
    assert_int_equal(th_count(&s, "temple"), 0);
    th_do(&s, "research notebook B1");
    assert_int_equal(s.p[0].notebook, 1);
    assert_int_equal(s.p[0].glass, 3);
    /* notebook row 1: recruit an assistant */
    assert_int_equal(th_frame(&s), FR_RECRUIT);
    int top = s.asst_stack[0][s.asst_n[0] - 1];
    char t[32];
    snprintf(t, sizeof t, "recruit %s", ARNAK_ASSISTANTS[top].name);
    th_do(&s, t);
    assert_int_equal(s.p[0].asst[0], top);
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
}

/* Journal on the Snake side: the idol bridge (S8) is free too. */
static void item_13_journal_snake_idol_bridge_free(void **cm)
{
    (void)cm;
    arnak_state s;
    th_init_side(&s, 2, ARNAK_SIDE_SNAKE, 99);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_ITEM(13), 0);
    s.p[0].glass = 9;    /* S9, row 5 */
    s.p[0].notebook = 6; /* S6, row 3 */
    assert_int_equal(s.p[0].idols, 0);
    th_do(&s, "play journal");
    th_do(&s, "research notebook S8");
    assert_int_equal(s.p[0].notebook, 8);
    assert_int_equal(s.p[0].idols, 0);
    /* Snake notebook row 4: a free artifact; decline it */
    assert_int_equal(th_frame(&s), FR_BUY);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Fishing Rod (R-ARNAK-2): the top item is revealed as one more option at -3 coins;
 * buying the revealed card takes it to the bottom of the deck. */
static void item_19_fishing_rod_buy_revealed(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(19), 0);
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    /* Gold Pan 1, Horse 4, Aeroplane 4, Sea Turtle 3, Hat 1 (coins) */
    th_set_item_row(&s, CARD_ITEM(8), CARD_ITEM(4), CARD_ITEM(12), CARD_ITEM(1), CARD_ITEM(32));
    th_item_deck_top(&s, CARD_ITEM(3));  /* Pack Donkey, 4 */
    int items = s.item_n;
    th_do(&s, "play fishing-rod");
    assert_int_equal(s.revealed, CARD_ITEM(3));
    assert_int_equal(s.item_n, items - 1);
    assert_int_equal(th_frame(&s), FR_BUY);
    /* every item is at most 1 coin after the discount */
    assert_int_equal(th_count(&s, "buy "), 6);
    assert_true(th_legal(&s, "buy pack-donkey"));
    assert_true(th_legal(&s, "skip"));
    int art = s.row[0];
    char t[48];
    snprintf(t, sizeof t, "buy %s", ARNAK_CARDS[art].slug);
    assert_false(th_legal(&s, t)); /* items only */
    s.p[0].res[RES_COIN] = 0;      /* with no coin only the 0-coin items stay */
    assert_int_equal(th_count(&s, "buy "), 3);
    assert_false(th_legal(&s, "buy pack-donkey"));
    s.p[0].res[RES_COIN] = 1;
    th_do(&s, "buy pack-donkey");
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(s.revealed, 0);
    assert_int_equal(th_deck_bottom(&s, 0), CARD_ITEM(3));
    assert_int_equal(s.item_n, items - 1);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(19)), 1);
}

/* Fishing Rod: buying another card sends the revealed one back on top. */
static void item_19_fishing_rod_buy_other(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(19), 0);
    th_set_item_row(&s, CARD_ITEM(8), CARD_ITEM(4), CARD_ITEM(12), CARD_ITEM(1), CARD_ITEM(32));
    th_item_deck_top(&s, CARD_ITEM(3));
    int items = s.item_n;
    th_do(&s, "play fishing-rod");
    th_do(&s, "buy gold-pan");
    assert_int_equal(s.row[1], 0);
    assert_int_equal(th_deck_bottom(&s, 0), CARD_ITEM(8));
    assert_int_equal(s.revealed, 0);
    assert_int_equal(s.item_n, items);
    assert_int_equal(s.item_deck[s.item_n - 1], CARD_ITEM(3));
    assert_int_equal(s.item_known_top, 1);
    /* the end-of-turn refill then deals it into the row */
    th_do(&s, "end-turn");
    bool in_row = false;
    for (int i = 1; i < ARNAK_ROW; i++)
        in_row |= s.row[i] == CARD_ITEM(3);
    assert_true(in_row);
}

/* Fishing Rod: buying is optional; the revealed card goes back on top. */
static void item_19_fishing_rod_buy_nothing(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(19), 0);
    th_set_res(&s, 0, 9, 0, 0, 0, 0);
    th_set_item_row(&s, CARD_ITEM(8), CARD_ITEM(4), CARD_ITEM(12), CARD_ITEM(1), CARD_ITEM(32));
    th_item_deck_top(&s, CARD_ITEM(3));
    int items = s.item_n;
    uint8_t row[ARNAK_ROW];
    memcpy(row, s.row, sizeof row);
    th_do(&s, "play fishing-rod");
    th_do(&s, "skip");
    assert_int_equal(s.revealed, 0);
    assert_int_equal(s.item_n, items);
    assert_int_equal(s.item_deck[s.item_n - 1], CARD_ITEM(3));
    assert_memory_equal(row, s.row, sizeof row);
    th_expect_res(&s, 0, 9, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Airdrop: exiles itself; any item of the row for free, into the hand. */
static void item_25_airdrop(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(25), 0);
    th_set_item_row(&s, CARD_ITEM(12), CARD_ITEM(4), CARD_ITEM(3), CARD_ITEM(27), CARD_ITEM(31));
    th_do(&s, "play airdrop");
    assert_true(th_item_exiled(&s, 25));
    assert_int_equal(th_count(&s, "buy "), 5); /* every item, none of the artifacts */
    th_do(&s, "buy aeroplane");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(12)), 1);
    assert_int_equal(s.row[1], 0);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    /* the row is refilled at the end of the turn */
    th_do(&s, "end-turn");
    for (int i = 1; i < ARNAK_ROW; i++)
        assert_int_not_equal(s.row[i], 0);
}

/* Theodolite: +1 coin, +1 compass per archaeologist on the board (0..2). */
static void item_40_theodolite(void **cm)
{
    (void)cm;
    for (int out = 0; out <= 2; out++) {
        arnak_state s;
        setup(&s, 2);
        th_set_hand(&s, 0, CARD_ITEM(40), 0);
        for (int i = 0; i < out; i++)
            th_place(&s, 0, th_dig_space(i));
        th_place(&s, 1, th_dig_space(4)); /* the opponent's do not count */
        main_gain(&s, "play theodolite", 1, out, 0, 0, 0);
    }
}

/* Every main-action item moves FR_TURN to FR_POST, and is not offered again
 * after the main action; every free item keeps FR_TURN. */
static void items_free_or_main_action(void **cm)
{
    (void)cm;
    for (int n = 1; n <= 40; n++) {
        arnak_state s;
        setup(&s, 2);
        th_set_hand(&s, 0, CARD_ITEM(n), 0);
        th_set_res(&s, 0, 5, 5, 5, 5, 5);
        arnak_action a = ACT(AK_PLAY, CARD_ITEM(n), 0, 0);
        assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
        bool is_free = n == 5 || n == 6 || n == 8 || n == 15 || n == 22 || n == 32 || n == 39;
        assert_int_equal(ARNAK_CARDS[CARD_ITEM(n)].action == CA_FREE || ARNAK_CARDS[CARD_ITEM(n)].action == CA_FREE_PASS,
                         is_free);
        if (is_free) {
            assert_int_equal(s.stack[0].kind, FR_TURN);
            assert_int_equal(s.main_done, 0);
        } else {
            assert_int_equal(s.stack[0].kind, FR_POST);
            assert_int_equal(s.main_done, 1);
        }
        /* self-exiling items (11, 13, 23, 24, 25, 26, 33) */
        bool self_exile = n == 11 || n == 13 || n == 23 || n == 24 || n == 25 || n == 26 || n == 33;
        assert_int_equal(th_item_exiled(&s, n), self_exile);
    }
}

static const th_row ROWS[] = {
    /* Funding: a free action, +1 coin; the turn's main action stays unused. */
    TH_ROW(basic_funding_car, 2, "sethand 0 funding-car", "do play funding-car", "res 0 1 0 0 0 0",
           "frame TURN", "= p0.inplay[funding-car] 1", "= main_done 0",
           "= p0.inhand[funding-car] 0"),

    TH_ROW(basic_funding_ship, 2, "sethand 0 funding-ship",
           /* no pass-to-gain mode for a basic card */
           "!legal play funding-ship/pass", "do play funding-ship", "res 0 1 0 0 0 0", "frame TURN",
           "= p0.inplay[funding-ship] 1"),

    /* Exploration: a free action, +1 compass; playable after the main action too. */
    TH_ROW(basic_exploration_car, 2, "sethand 0 exploration-car rough-map",
           "do play rough-map", /* a main action first */
           "frame POST", "do play exploration-car", "res 0 0 4 0 0 0", "frame POST",
           "= p0.inplay[exploration-car] 1"),

    TH_ROW(basic_exploration_ship, 2, "sethand 0 exploration-ship", "do play exploration-ship",
           "res 0 0 1 0 0 0", "frame TURN", "= p0.inplay[exploration-ship] 1"),

    /* Fear: no effect, cannot be played; only spent for its boot icon. */
    TH_ROW(basic_fear_only_pays_a_boot, 2, "sethand 0 fear", "discover 5 2 0", /* P5 costs a car */
           "!legal play fear", "!legal dig P5", /* a boot cannot pay a car */
           "do dig P1", "legal pay fear", "do pay fear", "res 0 0 2 0 0 0", /* P1: 2 compasses */
           "= p0.inplay[fear] 1", "= space_occ[dig1] 1"),

    /* Sea Turtle: draw 1 (optional, R-ARNAK-7), then may Dig/Discover with one ship covered. */
    TH_ROW(item_01_sea_turtle, 2, "sethand 0 sea-turtle fear",
           "give 0 top hat", /* Hat on top of the deck */
           "discover 7 2 0", /* P7: ship; L1-02 = coin + arrowhead */
           "discover 5 4 0", /* P5: car */
           "do play sea-turtle", "frame DRAW", "count 2 draw ", /* draw 0 / draw 1 */
           "do draw 1", "= p0.inhand[hat] 1", "frame ARCH",
           "legal dig P7",     /* the ship is covered */
           "legal dig P0",     /* a ship covers a boot */
           "!legal dig P5",    /* a car: neither the ship nor the Fear's boot pays it */
           "count 0 discover", /* no compass */
           "legal skip", "do dig P7",
           /* the discount paid everything: no payment decision */
           "frame POST", "= space_occ[dig7] 1", "= p0.arch_out 1", "res 0 1 0 0 1 0",
           "= p0.inplay[sea-turtle] 1", "= p0.inhand[fear] 1"),

    /* Sea Turtle's Discover pays the full 3 compasses; travel ship covered. */
    TH_ROW(item_01_sea_turtle_discover, 2, "sethand 0 sea-turtle", "setres 0 0 3 0 0 0",
           "tiletop 10",                 /* L1-10: 1 jewel */
           "set site_idol[8] IDOL_COIN", /* the idol on P8 gives a coin */
           "mark guardians guard_n", "do play sea-turtle", "do draw 0", "= p0.inhand[sea-turtle] 0",
           "legal discover P8",   /* ship */
           "!legal discover P5",  /* car */
           "!legal discover P16", /* level II: 6 compasses */
           "do discover P8", "frame POST", "= site_tile[8] 10", "= space_occ[dig8] 1",
           "= p0.idols 1", "!= site_guardian[8] 0", /* a guardian wakes */
           "= guard_n guardians-1", "res 0 1 0 0 0 1"),

    /* With both archaeologists out: the draw, then no Dig/Discover decision. */
    TH_ROW(item_01_sea_turtle_both_archaeologists_out, 2, "sethand 0 sea-turtle",
           "setres 0 5 5 0 0 0", "place 0 dig0", "place 0 dig1", "do play sea-turtle", "do draw 1",
           "frame POST", "= p0.arch_out 2", "res 0 5 5 0 0 0"),

    /* Empty deck: no draw decision at all, straight to the Dig/Discover. */
    TH_ROW(item_01_sea_turtle_empty_deck, 2, "sethand 0 sea-turtle", "decktoplay 0",
           "do play sea-turtle", "frame ARCH", "= p0.hand_n 0", "do skip", "frame POST",
           "= p0.arch_out 0"),

    /* Sea Turtle on a camp's second space (2 boots): the ship covers one boot,
     * the other is paid. */
    TH_ROW(item_01_sea_turtle_camp_second_space, 4, "sethand 0 sea-turtle fear",
           "place 1 0", /* P0a taken */
           "do play sea-turtle", "do draw 0", "do dig P0", "frame PAY_TRAVEL", "count 1 pay ",
           "do pay fear", "= space_occ[1] 1", /* P0b */
           "= p0.inplay[fear] 1", "res 0 2 0 0 0 0"),

    /* Ostrich: draw 1, then Dig/Discover with one car covered. */
    TH_ROW(item_02_ostrich, 2, "sethand 0 ostrich", "setres 0 1 0 0 0 0", "give 0 top funding-car",
           "discover 5 6 0", /* P5: car; L1-06 = tablet + arrowhead */
           "discover 7 2 0", /* P7: ship */
           "do play ostrich", "do draw 1", "= p0.inhand[funding-car] 1", "legal dig P5",
           "legal dig P2",  /* a car covers a boot */
           "!legal dig P7", /* neither the covered car nor the Funding's car pays a ship */
           /* Funding is a free action even now: its coin makes 2, enough to hire a pilot (plane) */
           "do play funding-car", "legal dig P7", "do dig P5", "frame POST", "= space_occ[dig5] 1",
           "res 0 2 0 1 1 0", "= p0.inplay[ostrich] 1"),

    TH_ROW(item_02_ostrich_both_archaeologists_out, 2, "sethand 0 ostrich", "decktoplay 0",
           "place 0 dig3", "place 0 dig4", "do play ostrich",
           /* nothing to draw, nowhere to go: the card is simply played */
           "frame POST", "= p0.inplay[ostrich] 1"),

    /* Pack Donkey: draw up to 2 (each optional). */
    TH_ROW(item_03_pack_donkey, 2, "sethand 0 pack-donkey", "give 0 top steam-boat",
           "give 0 top automobile", "mark deck p0.deck_n", "do play pack-donkey",
           "count 3 draw ", /* 0, 1, 2 */
           "!legal draw 3", "do draw 2", "= p0.inhand[steam-boat] 1", "= p0.inhand[automobile] 1",
           "= p0.deck_n deck-2", "frame POST"),

    /* Pack Donkey with one card left in the deck: at most 1 can be drawn. */
    TH_ROW(item_03_pack_donkey_short_deck, 2, "sethand 0 pack-donkey", "decktoplay 0",
           "give 0 top gold-pan", "do play pack-donkey", "count 2 draw ", "!legal draw 2",
           "do draw 1", "= p0.inhand[gold-pan] 1", "= p0.deck_n 0"),

    /* Horse: draw 1, +1 coin, +1 compass. */
    TH_ROW(item_04_horse, 2, "sethand 0 horse", "give 0 top hat", "do play horse",
           "res 0 1 1 0 0 0", "do draw 1", "= p0.inhand[hat] 1", "frame POST",
           "= p0.inplay[horse] 1"),

    /* Steam Boat: free action, +2 compasses. */
    TH_ROW(item_05_steam_boat, 2, "sethand 0 steam-boat", "!legal play steam-boat/pass",
           "do play steam-boat", "res 0 0 2 0 0 0", "frame TURN", "= p0.inplay[steam-boat] 1"),

    /* Automobile: free action, +2 compasses, also after the main action. */
    TH_ROW(item_06_automobile, 2, "sethand 0 automobile rough-map", "do play automobile",
           "res 0 0 2 0 0 0", "frame TURN", "do play rough-map", "res 0 0 5 0 0 0", "frame POST"),

    /* Sturdy Boots: +1 compass first, then Dig/Discover with 2 boots covered: a
     * camp dig is free, a car must still be paid. */
    TH_ROW(item_07_sturdy_boots, 2, "sethand 0 sturdy-boots fear", "discover 5 2 0",
           "do play sturdy-boots", "res 0 0 1 0 0 0", "frame ARCH",
           "!legal dig P5",           /* boots never cover a car */
           "do dig P2", "frame POST", /* no travel paid */
           "= p0.inhand[fear] 1", "res 0 0 1 2 0 0", "= space_occ[dig2] 1"),

    /* Sturdy Boots: the compass gained counts towards a discovery. */
    TH_ROW(item_07_sturdy_boots_compass_pays_discovery, 2, "sethand 0 sturdy-boots funding-car",
           "setres 0 0 2 0 0 0", "tiletop 6", "set site_idol[5] IDOL_TABLET",
           "do play sturdy-boots", "legal discover P5",
           "!legal discover P7", /* ship: the car card cannot pay it */
           "do discover P5", "frame PAY_TRAVEL", "do pay funding-car", "frame POST",
           "= site_tile[5] 6", "res 0 0 0 2 1 0" /* 3 compasses paid; idol tablet + L1-06 */
           ),

    /* Sturdy Boots cover both boots of a camp's second space. */
    TH_ROW(item_07_sturdy_boots_camp_second_space, 4, "sethand 0 sturdy-boots",
           "place 1 dig1",                                    /* P1a taken */
           "do play sturdy-boots", "do dig P1", "frame POST", /* nothing to pay */
           "= space_occ[3] 1",                                /* P1b */
           "res 0 0 3 0 0 0"),

    /* Gold Pan: free action, +2 coins. */
    TH_ROW(item_08_gold_pan, 2, "sethand 0 gold-pan", "do play gold-pan", "res 0 2 0 0 0 0",
           "frame TURN", "= p0.inplay[gold-pan] 1"),

    /* Trowel: pay 1 compass -> 1 jewel; a main action. */
    TH_ROW(item_09_trowel, 2, "sethand 0 trowel", "setres 0 0 2 0 0 0", "do play trowel",
           "frame PAY_Q", "legal yes", "legal skip", "do yes", "res 0 0 1 0 0 1", "frame POST",
           "= p0.inplay[trowel] 1"),

    /* Trowel declined (R-ARNAK-8): the card is played, no compass paid, no jewel. */
    TH_ROW(item_09_trowel_declined, 2, "sethand 0 trowel", "setres 0 0 2 0 0 0", "do play trowel",
           "do skip", "res 0 0 2 0 0 0", "frame POST", "= p0.inplay[trowel] 1"),

    /* Trowel without a compass: still playable, only "skip"; a free card played
     * during the payment can make it payable. */
    TH_ROW(item_09_trowel_unpayable_then_free_action, 2, "sethand 0 trowel exploration-ship",
           "legal play trowel", "do play trowel", "!legal yes", "legal skip",
           "do play exploration-ship", /* free action in the middle of the effect */
           "frame PAY_Q", "do yes", "res 0 0 0 0 0 1", "frame POST"),

    /* Pickaxe: pay 1 compass -> 1 tablet + 1 arrowhead. */
    TH_ROW(item_10_pickaxe, 2, "sethand 0 pickaxe", "setres 0 0 1 0 0 0", "do play pickaxe",
           "do yes", "res 0 0 0 1 1 0", "frame POST"),

    TH_ROW(item_10_pickaxe_unpayable, 2, "sethand 0 pickaxe", "do play pickaxe", "!legal yes",
           "do skip", "res 0 0 0 0 0 0", "frame POST", "= p0.inplay[pickaxe] 1"),

    TH_ROW(item_10_pickaxe_declined, 2, "sethand 0 pickaxe", "setres 0 0 1 0 0 0",
           "do play pickaxe", "legal yes", "do skip", "res 0 0 1 0 0 0", "frame POST"),

    /* Hot Air Balloon: exiles itself; Dig/Discover with one icon of any kind
     * covered and a level I discovery free of compasses. */
    TH_ROW(item_11_hot_air_balloon, 2, "sethand 0 hot-air-balloon", "tiletop 4",
           "set site_idol[6] IDOL_COIN", "do play hot-air-balloon", "!= item_exiled[11] 0",
           "= p0.inplay[hot-air-balloon] 0", "= p0.inhand[hot-air-balloon] 0",
           "legal discover P6",   /* car covered, 0 compasses */
           "legal discover P7",   /* ship covered */
           "!legal discover P13", /* level II: 3 compasses still due */
           "do discover P6", "frame POST", "= site_tile[6] 4", "res 0 1 1 0 1 0"),

    /* Hot Air Balloon at level II: 6 - 3 = 3 compasses, one car of two covered. */
    TH_ROW(item_11_hot_air_balloon_level_two, 2, "sethand 0 hot-air-balloon funding-car",
           "setres 0 0 2 0 0 0", "do play hot-air-balloon", "!legal discover P13",
           "set p0.res[compass] 3",
           "legal discover P13", /* car+car: plane covers one, Funding pays the other */
           "do discover P13", "frame PAY_TRAVEL", "= p0.res[compass] 0", "do pay funding-car",
           "!= site_tile[13] 0", "= space_occ[dig13] 1"),

    /* Hot Air Balloon with both archaeologists out: still exiled, nothing else. */
    TH_ROW(item_11_hot_air_balloon_both_archaeologists_out, 2, "sethand 0 hot-air-balloon",
           "place 0 dig0", "place 0 dig2", "do play hot-air-balloon", "frame POST",
           "!= item_exiled[11] 0"),

    /* A self-exiling item spent for its travel icon is not exiled. */
    TH_ROW(item_11_hot_air_balloon_spent_for_travel, 2, "sethand 0 hot-air-balloon",
           "discover 7 2 0",                      /* ship */
           "do dig P7", "do pay hot-air-balloon", /* its plane pays the ship */
           "= item_exiled[11] 0", "= p0.inplay[hot-air-balloon] 1", "res 0 1 0 0 1 0"),

    /* Aeroplane: one icon covered, a discovery costs 2 compasses less (level I: 1). */
    TH_ROW(item_12_aeroplane, 2, "sethand 0 aeroplane",
           "discover 9 5 0", /* P9: car; L1-05 = coin + 2 tablets */
           "do play aeroplane", "frame ARCH",
           "count 0 discover", /* 0 compasses: even level I costs 1 */
           "legal dig P9", "set p0.res[compass] 1", "legal discover P5", "!legal discover P13",
           "set p0.res[compass] 0", "do dig P9", "frame POST", "res 0 1 0 2 0 0",
           "= p0.inplay[aeroplane] 1", /* not exiled */
           "= item_exiled[12] 0"),

    TH_ROW(item_12_aeroplane_discover_level_one, 2, "sethand 0 aeroplane", "setres 0 0 2 0 0 0",
           "tiletop 10", "set site_idol[11] IDOL_COMPASS", "do play aeroplane",
           "do discover P11",              /* plane cost (Bird: ship) covered */
           "frame POST", "res 0 0 2 0 0 1" /* 2 - 1 + idol compass; L1-10 jewel */
           ),

    TH_ROW(item_12_aeroplane_both_archaeologists_out, 2, "sethand 0 aeroplane",
           "setres 0 0 9 0 0 0", "place 0 dig0", "place 0 dig1", "do play aeroplane",
           "res 0 0 9 0 0 0", "frame POST"),

    /* Journal with the notebook level with the glass: no move is offered. */
    TH_ROW(item_13_journal_never_above_the_glass, 2, "sethand 0 journal", "setres 0 9 9 9 9 9",
           "do play journal", "count 0 research", "do skip", "= p0.notebook 0", "frame POST",
           "!= item_exiled[13] 0", "res 0 9 9 9 9 9"),

    /* Parrot: put another card from hand into play -> 1 jewel. */
    TH_ROW(item_14_parrot, 2, "sethand 0 parrot funding-car", "do play parrot", "frame PAY_DISCARD",
           "legal discard funding-car",
           "!legal discard parrot", /* the Parrot itself is in play already */
           "legal skip", "do discard funding-car",
           "res 0 0 0 0 0 1", /* the discarded Funding's coin is ignored */
           "= p0.inplay[funding-car] 1", "= p0.inplay[parrot] 1", "frame POST"),

    /* Parrot with no other card in hand: played, no decision, no jewel (R-ARNAK-8). */
    TH_ROW(item_14_parrot_empty_hand, 2, "sethand 0 parrot", "do play parrot", "res 0 0 0 0 0 0",
           "frame POST", "= p0.inplay[parrot] 1"),

    TH_ROW(item_14_parrot_declined, 2, "sethand 0 parrot fear", "do play parrot", "do skip",
           "res 0 0 0 0 0 0", "= p0.inhand[fear] 1", "frame POST"),

    /* Watch, free mode: +2 coins, the main action stays unused. */
    TH_ROW(item_15_watch_free, 2, "sethand 0 watch", "legal play watch", "legal play watch/pass",
           "do play watch", "res 0 2 0 0 0 0", "frame TURN", "= p0.inplay[watch] 1",
           "= p0.passed 0"),

    /* Watch, pass mode: +3 coins and the player passes (turn goes on to player 1). */
    TH_ROW(item_15_watch_pass, 2, "sethand 0 watch funding-ship",
           "do play funding-ship", /* a free action first: pass mode stays available */
           "legal play watch/pass", "do play watch/pass", "res 0 4 0 0 0 0", "= p0.passed 1",
           "= current 1", "frame TURN", "= p0.inplay[watch] 1"),

    /* Watch after the main action: only the free mode. */
    TH_ROW(item_15_watch_no_pass_after_main_action, 2, "sethand 0 watch rough-map",
           "do play rough-map", "frame POST", "!legal play watch/pass", "do play watch",
           "res 0 2 3 0 0 0", "= p0.passed 0", "frame POST"),

    /* Army Knife: exactly the 6 pairs of two different benefits. */
    TH_ROW(item_16_army_knife_six_options, 2, "sethand 0 army-knife", "do play army-knife",
           "frame CHOICE", "count 6 ", "legal choose exile+coin", "legal choose exile+compass",
           "legal choose exile+tablet", "legal choose coin+compass", "legal choose coin+tablet",
           "legal choose compass+tablet", "do choose coin+compass", "res 0 1 1 0 0 0",
           "frame POST"),

    /* Army Knife: exile + tablet, exiling the Knife itself. */
    TH_ROW(item_16_army_knife_exile_itself, 2, "sethand 0 army-knife fear", "do play army-knife",
           "do choose exile+tablet", "frame EXILE", "legal exile hand:fear",
           "legal exile play:army-knife", "do exile play:army-knife", "!= item_exiled[16] 0",
           "= p0.inplay[army-knife] 0", "res 0 0 0 1 0 0", "frame POST"),

    /* Army Knife: exile a Fear from hand (back to the supply) + coin. */
    TH_ROW(item_16_army_knife_exile_fear, 2, "sethand 0 army-knife fear", "mark supply fear_supply",
           "do play army-knife", "do choose exile+coin", "do exile hand:fear",
           "= fear_supply supply+1", "= p0.inhand[fear] 0", "res 0 1 0 0 0 0"),

    /* Binoculars: activate any discovered level I site (occupied, guarded or not);
     * never a camp, a level II or an undiscovered site. */
    TH_ROW(item_17_binoculars, 2, "sethand 0 binoculars",
           "discover 5 2 3",   /* P5: L1-02 coin + arrowhead, guardian G03 */
           "discover 9 6 0",   /* P9: L1-06 */
           "discover 13 11 0", /* P13: level II */
           "place 1 dig5",     /* the opponent stands on P5 */
           "do play binoculars", "frame ACTIVATE", "count 2 activate", "legal activate P5",
           "legal activate P9", "!legal activate P13", "!legal activate P0", "do activate P5",
           "res 0 1 0 0 1 0", "= p0.arch_out 0", /* nobody moves */
           "= site_guardian[5] 3", "frame POST"),

    /* Binoculars with no level I site discovered: played, nothing happens. */
    TH_ROW(item_17_binoculars_no_site, 2, "sethand 0 binoculars",
           "discover 14 12 0", /* a level II site does not count */
           "do play binoculars", "res 0 0 0 0 0 0", "frame POST", "= p0.inplay[binoculars] 1"),

    /* Tent: activate a site where you have an archaeologist; level II costs 2
     * compasses first (not offered with fewer). */
    TH_ROW(
        item_18_tent, 2, "sethand 0 tent", "setres 0 0 1 0 0 0",
        "discover 13 11 0", /* L2-01: 2 compasses + jewel */
        "discover 5 2 0", "place 0 dig0", "place 0 dig13", "place 1 dig5", /* someone else's site */
        "do play tent", "frame ACTIVATE", "legal activate P0",
        "!legal activate P13", /* 1 compass only */
        "!legal activate P5", "!legal activate P1", "set p0.res[compass] 2", "legal activate P13",
        "do activate P13", "res 0 0 2 0 0 1", /* 2 - 2 + 2 compasses, 1 jewel */
        "frame POST"),

    TH_ROW(item_18_tent_no_archaeologist, 2, "sethand 0 tent", "place 1 dig0", "do play tent",
           "res 0 0 0 0 0 0", "frame POST"),

    /* Fishing Rod with an empty item deck and no item in the row: nothing to buy. */
    TH_ROW(item_19_fishing_rod_nothing_to_reveal, 2, "sethand 0 fishing-rod", "setres 0 9 0 0 0 0",
           "clearrowitems", "exileitemdeck", /* the whole item deck goes to the exile pile */
           "do play fishing-rod", "= revealed 0", "count 0 buy ", "do skip", "frame POST",
           "res 0 9 0 0 0 0"),

    /* Precision Compass: the top artifact is revealed; buying at -3 compasses goes
     * to the play area and its effect is optional and free of the tablet. */
    TH_ROW(item_20_precision_compass, 2, "sethand 0 precision-compass",
           "row 0 treasure-chest", /* Treasure Chest, 4 compasses */
           "arttop war-mask",      /* War Mask, 3 compasses */
           "do play precision-compass", "= revealed war-mask", "legal buy war-mask",
           "!legal buy treasure-chest", /* 4 - 3 = 1 compass, none owned */
           "count 1 buy ", "do buy war-mask", "= p0.inplay[war-mask] 1", "frame BOUGHT_ART",
           "legal use-effect", "legal skip", "do use-effect",
           "res 0 0 0 0 1 0", /* War Mask: 1 arrowhead; no tablet was needed */
           "= p0.war_mask 1", "frame POST"),

    /* Precision Compass: nothing bought -> the revealed artifact back on top. */
    TH_ROW(item_20_precision_compass_buy_nothing, 2, "sethand 0 precision-compass",
           "setres 0 0 5 0 0 0", "row 0 treasure-chest", "arttop stone-jar", "mark arts art_n",
           "do play precision-compass", "= art_n arts-1", "do skip", "= art_n arts",
           "= art_decktop stone-jar", "= art_known_top 1", "= revealed 0", "res 0 0 5 0 0 0"),

    /* Bow and Arrows: 1 compass per guardian overcome + per guardian on a site
     * where you have an archaeologist (not the opponent's sites). */
    TH_ROW(item_21_bow_and_arrows, 2, "sethand 0 bow-and-arrows", "guardian 0 1", "discover 5 2 2",
           "discover 6 3 4", "place 0 dig5", "place 1 dig6", /* only the opponent at G04 */
           "do play bow-and-arrows", "res 0 0 2 0 0 0", "frame POST"),

    /* Bow and Arrows: at most 3 compasses. */
    TH_ROW(item_21_bow_and_arrows_cap, 2, "sethand 0 bow-and-arrows", "guardian 0 1",
           "guardian 0 2", "guardian 0 3", "set p0.boons_used 1", /* a spent boon still counts */
           "discover 5 2 4", "place 0 dig5", "do play bow-and-arrows", "res 0 0 3 0 0 0"),

    /* Bow and Arrows: a guardian shared by two of your archaeologists counts once. */
    TH_ROW(item_21_bow_and_arrows_guardian_counted_once, 4, "sethand 0 bow-and-arrows",
           /* a guardian moved to camp P0 (as by Guardian's Crown), both spaces ours */
           "guardian 0 7", "set p0.guardians 0", "set site_guardian[0] 7", "place 0 0", "place 0 1",
           "do play bow-and-arrows", "res 0 0 1 0 0 0"),

    TH_ROW(item_21_bow_and_arrows_none, 2, "sethand 0 bow-and-arrows", "do play bow-and-arrows",
           "res 0 0 0 0 0 0", "frame POST"),

    /* Carrier Pigeon: free action, +2 tablets. */
    TH_ROW(item_22_carrier_pigeon, 2, "sethand 0 carrier-pigeon", "do play carrier-pigeon",
           "res 0 0 0 2 0 0", "frame TURN", "= p0.inplay[carrier-pigeon] 1"),

    /* Whip: exiles itself; buy an artifact at -4 compasses (every artifact then
     * costs 0); the bought artifact's effect is optional and free of the tablet. */
    TH_ROW(item_23_whip, 2, "sethand 0 whip",
           "row 0 treasure-chest", /* Treasure Chest, 4 compasses */
           "give 0 top hat", "do play whip", "!= item_exiled[23] 0", "frame BUY",
           "count 1 buy ", /* artifacts only */
           "do buy treasure-chest", "= row[0] 0", "= p0.inplay[treasure-chest] 1", "do use-effect",
           "res 0 1 0 0 0 0", "do draw 1", "= p0.inhand[hat] 1", "frame POST"),

    /* Whip with no artifact in the row: exiled all the same, nothing to buy. */
    TH_ROW(item_23_whip_empty_row, 2, "sethand 0 whip", "setres 0 0 9 0 0 0", "clearrowarts",
           "do play whip", "!= item_exiled[23] 0", "count 0 buy ", "do skip", "frame POST",
           "res 0 0 9 0 0 0"),

    /* Rough Map: exiles itself, +3 compasses. */
    TH_ROW(item_24_rough_map, 2, "sethand 0 rough-map", "do play rough-map", "res 0 0 3 0 0 0",
           "!= item_exiled[24] 0", "= p0.inplay[rough-map] 0", "frame POST"),

    /* Airdrop: the item is in hand at once, so a free item can be played this turn. */
    TH_ROW(item_25_airdrop_free_item_usable_at_once, 2, "sethand 0 airdrop",
           "itemrow aeroplane hat pack-donkey machete revolver", "do play airdrop", "do buy hat",
           "frame POST", "do play hat", "res 0 1 1 0 0 0", "= p0.inplay[hat] 1"),

    /* Airdrop with no item in the row: nothing to take. */
    TH_ROW(item_25_airdrop_empty_row, 2, "sethand 0 airdrop", "clearrowitems", "do play airdrop",
           "!= item_exiled[25] 0", "count 0 buy ", "do skip", "frame POST", "= p0.hand_n 0"),

    /* Flask: exiles itself, draws up to 3. */
    TH_ROW(item_26_flask, 2, "sethand 0 flask", "do play flask", "!= item_exiled[26] 0",
           "count 4 draw ", /* 0..3 */
           "do draw 3", "= p0.hand_n 3", "frame POST"),

    /* Flask with an empty deck: nothing drawn, no decision. */
    TH_ROW(item_26_flask_empty_deck, 2, "sethand 0 flask", "decktoplay 0", "do play flask",
           "!= item_exiled[26] 0", "frame POST", "= p0.hand_n 0"),

    /* Machete: may exile (itself included), +2 compasses either way. */
    TH_ROW(item_27_machete, 2, "sethand 0 machete fear", "do play machete", "frame EXILE",
           "legal exile hand:fear", "legal skip", "do exile play:machete", "!= item_exiled[27] 0",
           "res 0 0 2 0 0 0", "frame POST"),

    /* Torch: exile declined, +1 tablet all the same. */
    TH_ROW(item_28_torch, 2, "sethand 0 torch funding-ship", "do play torch", "do skip",
           "res 0 0 0 1 0 0", "= p0.inplay[torch] 1", "= p0.inhand[funding-ship] 1",
           "= item_exiled[28] 0"),

    /* Torch exiling a basic card: it is set aside (basic_exiled). */
    TH_ROW(item_28_torch_exile_basic, 2, "sethand 0 torch funding-ship", "do play torch",
           "do exile hand:funding-ship", "= basic_exiled[funding-ship] 1", "= p0.hand_n 0",
           "res 0 0 0 1 0 0"),

    /* Large Backpack: +1 coin, draw from the BOTTOM of the deck. */
    TH_ROW(item_29_large_backpack, 2, "sethand 0 large-backpack", "give 0 bottom gold-pan",
           "give 0 top hat", "do play large-backpack", "res 0 1 0 0 0 0", "count 2 draw ",
           "do draw 1", "= p0.inhand[gold-pan] 1", "= p0.inhand[hat] 0", "= p0.decktop hat",
           "frame POST"),

    /* Rope: put another card into play -> draw up to 2. */
    TH_ROW(item_30_rope, 2, "sethand 0 rope fear", "give 0 top steam-boat", "give 0 top automobile",
           "do play rope", "frame PAY_DISCARD", "!legal discard rope", "do discard fear",
           "= p0.inplay[fear] 1", "count 3 draw ", "do draw 2", "= p0.inhand[steam-boat] 1",
           "= p0.inhand[automobile] 1", "frame POST"),

    /* Rope with an empty hand (R-ARNAK-8): played, no draw. */
    TH_ROW(item_30_rope_empty_hand, 2, "sethand 0 rope", "mark deck p0.deck_n", "do play rope",
           "frame POST", "= p0.hand_n 0", "= p0.deck_n deck"),

    TH_ROW(item_30_rope_declined, 2, "sethand 0 rope fear", "do play rope", "do skip", "frame POST",
           "= p0.hand_n 1", "= p0.inhand[fear] 1"),

    /* Revolver: pay 1 compass -> overcome, free, a guardian on a site where you
     * have an archaeologist; the archaeologist stays. */
    TH_ROW(item_31_revolver, 2, "sethand 0 revolver", "setres 0 0 1 0 0 0", "discover 5 2 4",
           "discover 6 3 5", "discover 7 4 6", /* nobody there */
           "place 0 dig5", "place 1 dig6", "do play revolver", "do yes", "frame OVERCOME_FREE",
           "count 1 overcome", "!legal overcome P6", "!legal overcome P7", "do overcome P5",
           "!= p0.has_guardian[4] 0", "= site_guardian[5] 0", "= space_occ[dig5] 1",
           "res 0 0 0 0 0 0", /* nothing of G04's cost was paid */
           "frame POST"),

    /* Revolver without a compass (R-ARNAK-8): played, nothing overcome. */
    TH_ROW(item_31_revolver_unpayable, 2, "sethand 0 revolver", "discover 5 2 4", "place 0 dig5",
           "do play revolver", "!legal yes", "do skip", "frame POST", "= site_guardian[5] 4",
           "= p0.guardians 0", "= p0.inplay[revolver] 1"),

    TH_ROW(item_31_revolver_declined, 2, "sethand 0 revolver", "setres 0 0 1 0 0 0",
           "discover 5 2 4", "place 0 dig5", "do play revolver", "do skip", "res 0 0 1 0 0 0",
           "= site_guardian[5] 4", "frame POST"),

    /* Revolver (R-ARNAK-11): a guardian on a camp where you hold the second space. */
    TH_ROW(item_31_revolver_camp_second_space, 4, "sethand 0 revolver", "setres 0 0 1 0 0 0",
           "guardian 0 9", "set p0.guardians 0",
           "set site_guardian[2] 9", /* moved to camp P2 by a Guardian's Crown */
           "place 1 4",              /* P2a: opponent */
           "place 0 5",              /* P2b: us */
           "do play revolver", "do yes", "do overcome P2", "!= p0.has_guardian[9] 0",
           "= site_guardian[2] 0"),

    /* Hat: free action, +1 coin +1 compass. */
    TH_ROW(item_32_hat, 2, "sethand 0 hat", "do play hat", "res 0 1 1 0 0 0", "frame TURN",
           "= p0.inplay[hat] 1"),

    /* Bear Trap: exiles itself; a guardian on a site where no OTHER player has an
     * archaeologist (own or empty sites). */
    TH_ROW(item_33_bear_trap, 2, "sethand 0 bear-trap", "discover 5 2 4", /* the opponent is here */
           "discover 6 3 5",                                              /* we are here */
           "discover 7 4 6",                                              /* nobody */
           "place 1 dig5", "place 0 dig6", "do play bear-trap", "!= item_exiled[33] 0",
           "frame OVERCOME_FREE", "!legal overcome P5", "legal overcome P6", "legal overcome P7",
           "do overcome P7", "!= p0.has_guardian[6] 0", "= site_guardian[7] 0", "= p0.arch_out 1",
           "res 0 0 0 0 0 0", "frame POST"),

    /* Bear Trap with only guardians at the opponent's sites: exiled, nothing. */
    TH_ROW(item_33_bear_trap_no_target, 2, "sethand 0 bear-trap", "discover 5 2 4", "place 1 dig5",
           "do play bear-trap", "!= item_exiled[33] 0", "frame POST", "= p0.guardians 0"),

    /* Grappling Hook: put another card into play -> draw 1; then may exile (the
     * drawn card, the discarded one or the Hook itself). */
    TH_ROW(item_34_grappling_hook, 2, "sethand 0 grappling-hook fear", "give 0 top hat",
           "mark supply fear_supply", "do play grappling-hook", "do discard fear", "do draw 1",
           "frame EXILE", "legal exile hand:hat", "legal exile play:fear",
           "legal exile play:grappling-hook", "do exile play:fear", "= fear_supply supply+1",
           "= p0.inhand[hat] 1", "frame POST"),

    /* Grappling Hook with an empty hand: no draw, but the exile is still offered. */
    TH_ROW(item_34_grappling_hook_empty_hand, 2, "sethand 0 grappling-hook", "mark deck p0.deck_n",
           "do play grappling-hook", "frame EXILE", "= p0.deck_n deck",
           "do exile play:grappling-hook", "!= item_exiled[34] 0", "frame POST"),

    /* Grappling Hook, card-down declined: no draw, the exile is still offered. */
    TH_ROW(item_34_grappling_hook_declined, 2, "sethand 0 grappling-hook fear",
           "mark deck p0.deck_n", "do play grappling-hook", "do skip", "frame EXILE",
           "= p0.deck_n deck", "do skip", "= p0.inhand[fear] 1", "frame POST"),

    /* Lantern: activate any camp site, occupied or not. */
    TH_ROW(item_35_lantern, 2, "sethand 0 lantern", "place 1 dig2", "discover 5 2 0",
           "do play lantern", "count 5 activate", "!legal activate P5",
           "do activate P2", /* occupied by the opponent: still fine */
           "res 0 0 0 2 0 0", "= p0.arch_out 0", "frame POST"),

    /* Lantern on P4: the card-down cost of the camp may be paid for a jewel. */
    TH_ROW(item_35_lantern_card_for_jewel_camp, 2, "sethand 0 lantern fear", "do play lantern",
           "do activate P4", "frame PAY_DISCARD", "do discard fear", "res 0 0 0 0 0 1"),

    /* Dog: +1 compass, then an unoccupied camp (a blocked space does not count). */
    TH_ROW(item_36_dog, 2, "sethand 0 dog", "place 1 dig0",
           "place 0 dig3", /* our own archaeologist occupies it too */
           "do play dog", "res 0 0 1 0 0 0", "count 3 activate", "!legal activate P0",
           "!legal activate P3", "legal activate P1", /* its b space is blocked, a is free */
           "do activate P1", "res 0 0 3 0 0 0", "frame POST"),

    /* Dog with every camp occupied: the compass only. */
    TH_ROW(item_36_dog_all_camps_occupied, 3, "sethand 0 dog", "place 0 dig0", "place 0 dig1",
           "place 1 dig2", "place 1 dig3", "place 2 dig4", "do play dog", "res 0 0 1 0 0 0",
           "frame POST"),

    /* Brush: 1 compass per idol, in the crates and in the slots. */
    TH_ROW(item_37_brush, 2, "sethand 0 brush", "idols 0 1 1", "do play brush", "res 0 0 2 0 0 0",
           "frame POST"),

    /* Brush: at most 3. */
    TH_ROW(item_37_brush_cap, 2, "sethand 0 brush", "idols 0 2 3", "do play brush",
           "res 0 0 3 0 0 0"),

    TH_ROW(item_37_brush_no_idol, 2, "sethand 0 brush", "do play brush", "res 0 0 0 0 0 0",
           "frame POST"),

    /* Axe: may exile, +1 compass. */
    TH_ROW(item_38_axe, 2, "sethand 0 axe fear", "mark supply fear_supply", "do play axe",
           "frame EXILE", "do exile hand:fear", "= fear_supply supply+1", "res 0 0 1 0 0 0",
           "= p0.inplay[axe] 1", "frame POST"),

    /* Axe can exile a fear tile from the play area. */
    TH_ROW(item_38_axe_fear_tile, 2, "sethand 0 axe", "set p0.fear_tiles 1", "do play axe",
           "legal exile fear-tile", "do exile fear-tile", "= p0.fear_tiles 0", "res 0 0 1 0 0 0"),

    /* Chronometer, free mode: +1 coin +1 compass. */
    TH_ROW(item_39_chronometer_free, 2, "sethand 0 chronometer", "do play chronometer",
           "res 0 1 1 0 0 0", "frame TURN", "= p0.passed 0"),

    /* Chronometer, pass mode: +3 compasses and pass. */
    TH_ROW(item_39_chronometer_pass, 2, "sethand 0 chronometer", "do play chronometer/pass",
           "res 0 0 3 0 0 0", "= p0.passed 1", "= current 1", "= p0.inplay[chronometer] 1"),

    TH_ROW(item_39_chronometer_no_pass_after_main_action, 2, "sethand 0 chronometer bow-and-arrows",
           "do play bow-and-arrows", "!legal play chronometer/pass", "legal play chronometer"),
};

static void row_test(void **state)
{
    th_row_play(*state, setup);
}

int main(void)
{
    static const struct CMUnitTest custom[] = {
        cmocka_unit_test(cards_table_matches_reference),
        cmocka_unit_test(item_13_journal),
        cmocka_unit_test(item_13_journal_snake_idol_bridge_free),
        cmocka_unit_test(item_19_fishing_rod_buy_revealed),
        cmocka_unit_test(item_19_fishing_rod_buy_other),
        cmocka_unit_test(item_19_fishing_rod_buy_nothing),
        cmocka_unit_test(item_25_airdrop),
        cmocka_unit_test(item_40_theodolite),
        cmocka_unit_test(items_free_or_main_action),
    };
    return th_row_main("test_cards_items", ROWS, sizeof ROWS / sizeof ROWS[0], row_test, custom,
                       sizeof custom / sizeof custom[0]);
}
