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

#include "th.h"

/* ---- helpers ------------------------------------------------------------------ */

/* A 2..4-player game, player 0 to act at the start of a turn, nobody owning
 * any resource (so every gain is visible as an exact number). */
static void setup(arnak_state *s, int players)
{
    th_fresh(s, players, 20240611);
    th_turn(s, 0);
}

/* `card`, played by `text` as a free action: exactly this gain, the card in
 * play and the turn's main action still unused (FR_TURN). */
static void free_gain(arnak_state *s, int card, const char *text, int coin, int compass, int tablet,
                      int arrow, int jewel)
{
    th_do(s, text);
    th_expect_res(s, 0, coin, compass, tablet, arrow, jewel);
    assert_int_equal(th_frame(s), FR_TURN);
    assert_int_equal(th_play_count(s, 0, card), 1);
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

/* Put `card` (which must be among the n cards of `deck`) on top of it. */
static void card_on_top(uint8_t *deck, int n, int card, const char *name)
{
    for (int i = 0; i < n; i++)
        if (deck[i] == card) {
            deck[i] = deck[n - 1];
            deck[n - 1] = (uint8_t)card;
            return;
        }
    fail_msg("card %d is not in the %s", card, name);
}

static void item_deck_top(arnak_state *s, int card)
{
    card_on_top(s->item_deck, s->item_n, card, "item deck");
}
static void art_deck_top(arnak_state *s, int card)
{
    card_on_top(s->art_deck, s->art_n, card, "artifact deck");
}

static void clear_row_arts(arnak_state *s)
{
    for (int pos = 0; pos < s->round; pos++)
        if (s->row[pos]) {
            s->art_deck[s->art_n++] = s->row[pos];
            s->row[pos] = 0;
        }
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

/* Funding: a free action, +1 coin; the turn's main action stays unused. */
static void basic_funding_car(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    free_gain(&s, CARD_FUNDING_CAR, "play funding-car", 1, 0, 0, 0, 0);
    assert_int_equal(s.main_done, 0);
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_CAR), 0);
}

static void basic_funding_ship(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, 0);
    /* no pass-to-gain mode for a basic card */
    assert_false(th_legal(&s, "play funding-ship/pass"));
    free_gain(&s, CARD_FUNDING_SHIP, "play funding-ship", 1, 0, 0, 0, 0);
}

/* Exploration: a free action, +1 compass; playable after the main action too. */
static void basic_exploration_car(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_EXPLORE_CAR, CARD_ITEM(24), 0);
    th_do(&s, "play rough-map"); /* a main action first */
    assert_int_equal(th_frame(&s), FR_POST);
    th_do(&s, "play exploration-car");
    th_expect_res(&s, 0, 0, 4, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_EXPLORE_CAR), 1);
}

static void basic_exploration_ship(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_EXPLORE_SHIP, 0);
    free_gain(&s, CARD_EXPLORE_SHIP, "play exploration-ship", 0, 1, 0, 0, 0);
}

/* Fear: no effect, cannot be played; only spent for its boot icon. */
static void basic_fear_only_pays_a_boot(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_discover(&s, 5, 2, 0); /* P5 costs a car */
    assert_false(th_legal(&s, "play fear"));
    assert_false(th_legal(&s, "dig P5")); /* a boot cannot pay a car */
    th_do(&s, "dig P1");
    assert_true(th_legal(&s, "pay fear"));
    th_do(&s, "pay fear");
    th_expect_res(&s, 0, 0, 2, 0, 0, 0); /* P1: 2 compasses */
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(s.space_occ[th_dig_space(1)], 1);
}

/* ---- items 1-10 ------------------------------------------------------------------- */

/* Sea Turtle: draw 1 (optional, R-ARNAK-7), then may Dig/Discover with one ship covered. */
static void item_01_sea_turtle(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(1), CARD_FEAR, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32)); /* Hat on top of the deck */
    th_discover(&s, 7, 2, 0);                  /* P7: ship; L1-02 = coin + arrowhead */
    th_discover(&s, 5, 4, 0);                  /* P5: car */
    th_do(&s, "play sea-turtle");
    assert_int_equal(th_frame(&s), FR_DRAW);
    assert_int_equal(th_count(&s, "draw "), 2); /* draw 0 / draw 1 */
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 1);
    assert_int_equal(th_frame(&s), FR_ARCH);
    assert_true(th_legal(&s, "dig P7"));  /* the ship is covered */
    assert_true(th_legal(&s, "dig P0"));  /* a ship covers a boot */
    assert_false(th_legal(&s, "dig P5")); /* a car: neither the ship nor the Fear's boot pays it */
    assert_int_equal(th_count(&s, "discover"), 0); /* no compass */
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "dig P7");
    /* the discount paid everything: no payment decision */
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.space_occ[th_dig_space(7)], 1);
    assert_int_equal(s.p[0].arch_out, 1);
    th_expect_res(&s, 0, 1, 0, 0, 1, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(1)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
}

/* Sea Turtle's Discover pays the full 3 compasses; travel ship covered. */
static void item_01_sea_turtle_discover(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(1), 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_tile_on_top(&s, 10);     /* L1-10: 1 jewel */
    s.site_idol[8] = IDOL_COIN; /* the idol on P8 gives a coin */
    int guardians = s.guard_n;
    th_do(&s, "play sea-turtle");
    th_do(&s, "draw 0");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(1)), 0);
    assert_true(th_legal(&s, "discover P8"));  /* ship */
    assert_false(th_legal(&s, "discover P5")); /* car */
    assert_false(th_legal(&s, "discover P16")); /* level II: 6 compasses */
    th_do(&s, "discover P8");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_tile[8], 10);
    assert_int_equal(s.space_occ[th_dig_space(8)], 1);
    assert_int_equal(s.p[0].idols, 1);
    assert_int_not_equal(s.site_guardian[8], 0); /* a guardian wakes */
    assert_int_equal(s.guard_n, guardians - 1);
    th_expect_res(&s, 0, 1, 0, 0, 0, 1);
}

/* With both archaeologists out: the draw, then no Dig/Discover decision. */
static void item_01_sea_turtle_both_archaeologists_out(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(1), 0);
    th_set_res(&s, 0, 5, 5, 0, 0, 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(1));
    th_do(&s, "play sea-turtle");
    th_do(&s, "draw 1");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].arch_out, 2);
    th_expect_res(&s, 0, 5, 5, 0, 0, 0);
}

/* Empty deck: no draw decision at all, straight to the Dig/Discover. */
static void item_01_sea_turtle_empty_deck(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(1), 0);
    th_deck_to_play(&s, 0);
    th_do(&s, "play sea-turtle");
    assert_int_equal(th_frame(&s), FR_ARCH);
    assert_int_equal(s.p[0].hand_n, 0);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].arch_out, 0);
}

/* Sea Turtle on a camp's second space (2 boots): the ship covers one boot,
 * the other is paid. */
static void item_01_sea_turtle_camp_second_space(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4); /* no blocked camp spaces */
    th_set_hand(&s, 0, CARD_ITEM(1), CARD_FEAR, 0);
    th_place(&s, 1, 0); /* P0a taken */
    th_do(&s, "play sea-turtle");
    th_do(&s, "draw 0");
    th_do(&s, "dig P0");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    assert_int_equal(th_count(&s, "pay "), 1);
    th_do(&s, "pay fear");
    assert_int_equal(s.space_occ[1], 1); /* P0b */
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    th_expect_res(&s, 0, 2, 0, 0, 0, 0);
}

/* Ostrich: draw 1, then Dig/Discover with one car covered. */
static void item_02_ostrich(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(2), 0);
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_FUNDING_CAR);
    th_discover(&s, 5, 6, 0); /* P5: car; L1-06 = tablet + arrowhead */
    th_discover(&s, 7, 2, 0); /* P7: ship */
    th_do(&s, "play ostrich");
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_true(th_legal(&s, "dig P5"));
    assert_true(th_legal(&s, "dig P2"));  /* a car covers a boot */
    assert_false(th_legal(&s, "dig P7")); /* neither the covered car nor the Funding's car pays a ship */
    /* Funding is a free action even now: its coin makes 2, enough to hire a pilot (plane) */
    th_do(&s, "play funding-car");
    assert_true(th_legal(&s, "dig P7"));
    th_do(&s, "dig P5");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.space_occ[th_dig_space(5)], 1);
    th_expect_res(&s, 0, 2, 0, 1, 1, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(2)), 1);
}

static void item_02_ostrich_both_archaeologists_out(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(2), 0);
    th_deck_to_play(&s, 0);
    th_place(&s, 0, th_dig_space(3));
    th_place(&s, 0, th_dig_space(4));
    th_do(&s, "play ostrich");
    /* nothing to draw, nowhere to go: the card is simply played */
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(2)), 1);
}

/* Pack Donkey: draw up to 2 (each optional). */
static void item_03_pack_donkey(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(3), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(6));
    int deck = s.p[0].deck_n;
    th_do(&s, "play pack-donkey");
    assert_int_equal(th_count(&s, "draw "), 3); /* 0, 1, 2 */
    assert_false(th_legal(&s, "draw 3"));
    th_do(&s, "draw 2");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(5)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(6)), 1);
    assert_int_equal(s.p[0].deck_n, deck - 2);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Pack Donkey with one card left in the deck: at most 1 can be drawn. */
static void item_03_pack_donkey_short_deck(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(3), 0);
    th_deck_to_play(&s, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(8));
    th_do(&s, "play pack-donkey");
    assert_int_equal(th_count(&s, "draw "), 2);
    assert_false(th_legal(&s, "draw 2"));
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(8)), 1);
    assert_int_equal(s.p[0].deck_n, 0);
}

/* Horse: draw 1, +1 coin, +1 compass. */
static void item_04_horse(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(4), 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32));
    th_do(&s, "play horse");
    th_expect_res(&s, 0, 1, 1, 0, 0, 0);
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(4)), 1);
}

/* Steam Boat: free action, +2 compasses. */
static void item_05_steam_boat(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(5), 0);
    assert_false(th_legal(&s, "play steam-boat/pass"));
    free_gain(&s, CARD_ITEM(5), "play steam-boat", 0, 2, 0, 0, 0);
}

/* Automobile: free action, +2 compasses, also after the main action. */
static void item_06_automobile(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(6), CARD_ITEM(24), 0);
    th_do(&s, "play automobile");
    th_expect_res(&s, 0, 0, 2, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_TURN);
    main_gain(&s, "play rough-map", 0, 5, 0, 0, 0);
}

/* Sturdy Boots: +1 compass first, then Dig/Discover with 2 boots covered: a
 * camp dig is free, a car must still be paid. */
static void item_07_sturdy_boots(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(7), CARD_FEAR, 0);
    th_discover(&s, 5, 2, 0);
    th_do(&s, "play sturdy-boots");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_ARCH);
    assert_false(th_legal(&s, "dig P5")); /* boots never cover a car */
    th_do(&s, "dig P2");
    assert_int_equal(th_frame(&s), FR_POST); /* no travel paid */
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
    th_expect_res(&s, 0, 0, 1, 2, 0, 0);
    assert_int_equal(s.space_occ[th_dig_space(2)], 1);
}

/* Sturdy Boots: the compass gained counts towards a discovery. */
static void item_07_sturdy_boots_compass_pays_discovery(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(7), CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_tile_on_top(&s, 6);
    s.site_idol[5] = IDOL_TABLET;
    th_do(&s, "play sturdy-boots");
    assert_true(th_legal(&s, "discover P5"));
    assert_false(th_legal(&s, "discover P7")); /* ship: the car card cannot pay it */
    th_do(&s, "discover P5");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    th_do(&s, "pay funding-car");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_tile[5], 6);
    th_expect_res(&s, 0, 0, 0, 2, 1, 0); /* 3 compasses paid; idol tablet + L1-06 */
}

/* Sturdy Boots cover both boots of a camp's second space. */
static void item_07_sturdy_boots_camp_second_space(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4);
    th_set_hand(&s, 0, CARD_ITEM(7), 0);
    th_place(&s, 1, th_dig_space(1)); /* P1a taken */
    th_do(&s, "play sturdy-boots");
    th_do(&s, "dig P1");
    assert_int_equal(th_frame(&s), FR_POST); /* nothing to pay */
    assert_int_equal(s.space_occ[3], 1);     /* P1b */
    th_expect_res(&s, 0, 0, 3, 0, 0, 0);
}

/* Gold Pan: free action, +2 coins. */
static void item_08_gold_pan(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(8), 0);
    free_gain(&s, CARD_ITEM(8), "play gold-pan", 2, 0, 0, 0, 0);
}

/* Trowel: pay 1 compass -> 1 jewel; a main action. */
static void item_09_trowel(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(9), 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_do(&s, "play trowel");
    assert_int_equal(th_frame(&s), FR_PAY_Q);
    assert_true(th_legal(&s, "yes"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "yes");
    th_expect_res(&s, 0, 0, 1, 0, 0, 1);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(9)), 1);
}

/* Trowel declined (R-ARNAK-8): the card is played, no compass paid, no jewel. */
static void item_09_trowel_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(9), 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_do(&s, "play trowel");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 2, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(9)), 1);
}

/* Trowel without a compass: still playable, only "skip"; a free card played
 * during the payment can make it payable. */
static void item_09_trowel_unpayable_then_free_action(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(9), CARD_EXPLORE_SHIP, 0);
    assert_true(th_legal(&s, "play trowel"));
    th_do(&s, "play trowel");
    assert_false(th_legal(&s, "yes"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "play exploration-ship"); /* free action in the middle of the effect */
    assert_int_equal(th_frame(&s), FR_PAY_Q);
    th_do(&s, "yes");
    th_expect_res(&s, 0, 0, 0, 0, 0, 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Pickaxe: pay 1 compass -> 1 tablet + 1 arrowhead. */
static void item_10_pickaxe(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(10), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_do(&s, "play pickaxe");
    th_do(&s, "yes");
    th_expect_res(&s, 0, 0, 0, 1, 1, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void item_10_pickaxe_unpayable(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(10), 0);
    th_do(&s, "play pickaxe");
    assert_false(th_legal(&s, "yes"));
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(10)), 1);
}

static void item_10_pickaxe_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(10), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_do(&s, "play pickaxe");
    assert_true(th_legal(&s, "yes"));
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Hot Air Balloon: exiles itself; Dig/Discover with one icon of any kind
 * covered and a level I discovery free of compasses. */
static void item_11_hot_air_balloon(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(11), 0);
    th_tile_on_top(&s, 4);
    s.site_idol[6] = IDOL_COIN;
    th_do(&s, "play hot-air-balloon");
    assert_true(th_item_exiled(&s, 11));
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(11)), 0);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(11)), 0);
    assert_true(th_legal(&s, "discover P6"));  /* car covered, 0 compasses */
    assert_true(th_legal(&s, "discover P7"));  /* ship covered */
    assert_false(th_legal(&s, "discover P13")); /* level II: 3 compasses still due */
    th_do(&s, "discover P6");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_tile[6], 4);
    th_expect_res(&s, 0, 1, 1, 0, 1, 0);
}

/* Hot Air Balloon at level II: 6 - 3 = 3 compasses, one car of two covered. */
static void item_11_hot_air_balloon_level_two(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(11), CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_do(&s, "play hot-air-balloon");
    assert_false(th_legal(&s, "discover P13"));
    s.p[0].res[RES_COMPASS] = 3;
    assert_true(th_legal(&s, "discover P13")); /* car+car: plane covers one, Funding pays the other */
    th_do(&s, "discover P13");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    assert_int_equal(s.p[0].res[RES_COMPASS], 0);
    th_do(&s, "pay funding-car");
    assert_int_not_equal(s.site_tile[13], 0);
    assert_int_equal(s.space_occ[th_dig_space(13)], 1);
}

/* Hot Air Balloon with both archaeologists out: still exiled, nothing else. */
static void item_11_hot_air_balloon_both_archaeologists_out(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(11), 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(2));
    th_do(&s, "play hot-air-balloon");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_true(th_item_exiled(&s, 11));
}

/* A self-exiling item spent for its travel icon is not exiled. */
static void item_11_hot_air_balloon_spent_for_travel(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(11), 0);
    th_discover(&s, 7, 2, 0); /* ship */
    th_do(&s, "dig P7");
    th_do(&s, "pay hot-air-balloon"); /* its plane pays the ship */
    assert_false(th_item_exiled(&s, 11));
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(11)), 1);
    th_expect_res(&s, 0, 1, 0, 0, 1, 0);
}

/* Aeroplane: one icon covered, a discovery costs 2 compasses less (level I: 1). */
static void item_12_aeroplane(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(12), 0);
    th_discover(&s, 9, 5, 0); /* P9: car; L1-05 = coin + 2 tablets */
    th_do(&s, "play aeroplane");
    assert_int_equal(th_frame(&s), FR_ARCH);
    assert_int_equal(th_count(&s, "discover"), 0); /* 0 compasses: even level I costs 1 */
    assert_true(th_legal(&s, "dig P9"));
    s.p[0].res[RES_COMPASS] = 1;
    assert_true(th_legal(&s, "discover P5"));
    assert_false(th_legal(&s, "discover P13"));
    s.p[0].res[RES_COMPASS] = 0;
    th_do(&s, "dig P9");
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 1, 0, 2, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(12)), 1); /* not exiled */
    assert_false(th_item_exiled(&s, 12));
}

static void item_12_aeroplane_discover_level_one(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(12), 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_tile_on_top(&s, 10);
    s.site_idol[11] = IDOL_COMPASS;
    th_do(&s, "play aeroplane");
    th_do(&s, "discover P11"); /* plane cost (Bird: ship) covered */
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 0, 2, 0, 0, 1); /* 2 - 1 + idol compass; L1-10 jewel */
}

static void item_12_aeroplane_both_archaeologists_out(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(12), 0);
    th_set_res(&s, 0, 0, 9, 0, 0, 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(1));
    main_gain(&s, "play aeroplane", 0, 9, 0, 0, 0);
}

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

/* Journal with the notebook level with the glass: no move is offered. */
static void item_13_journal_never_above_the_glass(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(13), 0);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_do(&s, "play journal");
    assert_int_equal(th_count(&s, "research"), 0);
    th_do(&s, "skip");
    assert_int_equal(s.p[0].notebook, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_true(th_item_exiled(&s, 13));
    th_expect_res(&s, 0, 9, 9, 9, 9, 9);
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

/* Parrot: put another card from hand into play -> 1 jewel. */
static void item_14_parrot(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(14), CARD_FUNDING_CAR, 0);
    th_do(&s, "play parrot");
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    assert_true(th_legal(&s, "discard funding-car"));
    assert_false(th_legal(&s, "discard parrot")); /* the Parrot itself is in play already */
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "discard funding-car");
    th_expect_res(&s, 0, 0, 0, 0, 0, 1); /* the discarded Funding's coin is ignored */
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(14)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Parrot with no other card in hand: played, no decision, no jewel (R-ARNAK-8). */
static void item_14_parrot_empty_hand(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(14), 0);
    main_gain(&s, "play parrot", 0, 0, 0, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(14)), 1);
}

static void item_14_parrot_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(14), CARD_FEAR, 0);
    th_do(&s, "play parrot");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Watch, free mode: +2 coins, the main action stays unused. */
static void item_15_watch_free(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(15), 0);
    assert_true(th_legal(&s, "play watch"));
    assert_true(th_legal(&s, "play watch/pass"));
    free_gain(&s, CARD_ITEM(15), "play watch", 2, 0, 0, 0, 0);
    assert_int_equal(s.p[0].passed, 0);
}

/* Watch, pass mode: +3 coins and the player passes (turn goes on to player 1). */
static void item_15_watch_pass(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(15), CARD_FUNDING_SHIP, 0);
    th_do(&s, "play funding-ship"); /* a free action first: pass mode stays available */
    assert_true(th_legal(&s, "play watch/pass"));
    th_do(&s, "play watch/pass");
    th_expect_res(&s, 0, 4, 0, 0, 0, 0);
    assert_int_equal(s.p[0].passed, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    assert_int_equal(th_frame(&s), FR_TURN);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(15)), 1);
}

/* Watch after the main action: only the free mode. */
static void item_15_watch_no_pass_after_main_action(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(15), CARD_ITEM(24), 0);
    th_do(&s, "play rough-map");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_false(th_legal(&s, "play watch/pass"));
    th_do(&s, "play watch");
    th_expect_res(&s, 0, 2, 3, 0, 0, 0);
    assert_int_equal(s.p[0].passed, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Army Knife: exactly the 6 pairs of two different benefits. */
static void item_16_army_knife_six_options(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(16), 0);
    th_do(&s, "play army-knife");
    assert_int_equal(th_frame(&s), FR_CHOICE);
    assert_int_equal(th_count(&s, ""), 6);
    assert_true(th_legal(&s, "choose exile+coin"));
    assert_true(th_legal(&s, "choose exile+compass"));
    assert_true(th_legal(&s, "choose exile+tablet"));
    assert_true(th_legal(&s, "choose coin+compass"));
    assert_true(th_legal(&s, "choose coin+tablet"));
    assert_true(th_legal(&s, "choose compass+tablet"));
    th_do(&s, "choose coin+compass");
    th_expect_res(&s, 0, 1, 1, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Army Knife: exile + tablet, exiling the Knife itself. */
static void item_16_army_knife_exile_itself(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(16), CARD_FEAR, 0);
    th_do(&s, "play army-knife");
    th_do(&s, "choose exile+tablet");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_true(th_legal(&s, "exile hand:fear"));
    assert_true(th_legal(&s, "exile play:army-knife"));
    th_do(&s, "exile play:army-knife");
    assert_true(th_item_exiled(&s, 16));
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(16)), 0);
    th_expect_res(&s, 0, 0, 0, 1, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Army Knife: exile a Fear from hand (back to the supply) + coin. */
static void item_16_army_knife_exile_fear(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(16), CARD_FEAR, 0);
    int supply = s.fear_supply;
    th_do(&s, "play army-knife");
    th_do(&s, "choose exile+coin");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 0);
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
}

/* Binoculars: activate any discovered level I site (occupied, guarded or not);
 * never a camp, a level II or an undiscovered site. */
static void item_17_binoculars(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(17), 0);
    th_discover(&s, 5, 2, 3);   /* P5: L1-02 coin + arrowhead, guardian G03 */
    th_discover(&s, 9, 6, 0);   /* P9: L1-06 */
    th_discover(&s, 13, 11, 0); /* P13: level II */
    th_place(&s, 1, th_dig_space(5)); /* the opponent stands on P5 */
    th_do(&s, "play binoculars");
    assert_int_equal(th_frame(&s), FR_ACTIVATE);
    assert_int_equal(th_count(&s, "activate"), 2);
    assert_true(th_legal(&s, "activate P5"));
    assert_true(th_legal(&s, "activate P9"));
    assert_false(th_legal(&s, "activate P13"));
    assert_false(th_legal(&s, "activate P0"));
    th_do(&s, "activate P5");
    th_expect_res(&s, 0, 1, 0, 0, 1, 0);
    assert_int_equal(s.p[0].arch_out, 0); /* nobody moves */
    assert_int_equal(s.site_guardian[5], 3);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Binoculars with no level I site discovered: played, nothing happens. */
static void item_17_binoculars_no_site(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(17), 0);
    th_discover(&s, 14, 12, 0); /* a level II site does not count */
    main_gain(&s, "play binoculars", 0, 0, 0, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(17)), 1);
}

/* Tent: activate a site where you have an archaeologist; level II costs 2
 * compasses first (not offered with fewer). */
static void item_18_tent(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(18), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_discover(&s, 13, 11, 0); /* L2-01: 2 compasses + jewel */
    th_discover(&s, 5, 2, 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(13));
    th_place(&s, 1, th_dig_space(5)); /* someone else's site */
    th_do(&s, "play tent");
    assert_int_equal(th_frame(&s), FR_ACTIVATE);
    assert_true(th_legal(&s, "activate P0"));
    assert_false(th_legal(&s, "activate P13")); /* 1 compass only */
    assert_false(th_legal(&s, "activate P5"));
    assert_false(th_legal(&s, "activate P1"));
    s.p[0].res[RES_COMPASS] = 2;
    assert_true(th_legal(&s, "activate P13"));
    th_do(&s, "activate P13");
    th_expect_res(&s, 0, 0, 2, 0, 0, 1); /* 2 - 2 + 2 compasses, 1 jewel */
    assert_int_equal(th_frame(&s), FR_POST);
}

static void item_18_tent_no_archaeologist(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(18), 0);
    th_place(&s, 1, th_dig_space(0));
    main_gain(&s, "play tent", 0, 0, 0, 0, 0);
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
    item_deck_top(&s, CARD_ITEM(3));  /* Pack Donkey, 4 */
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
    item_deck_top(&s, CARD_ITEM(3));
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
    item_deck_top(&s, CARD_ITEM(3));
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

/* Fishing Rod with an empty item deck and no item in the row: nothing to buy. */
static void item_19_fishing_rod_nothing_to_reveal(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(19), 0);
    th_set_res(&s, 0, 9, 0, 0, 0, 0);
    th_clear_row_items(&s);
    th_exile_item_deck(&s); /* the whole item deck goes to the exile pile */
    th_do(&s, "play fishing-rod");
    assert_int_equal(s.revealed, 0);
    assert_int_equal(th_count(&s, "buy "), 0);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 9, 0, 0, 0, 0);
}

/* Precision Compass: the top artifact is revealed; buying at -3 compasses goes
 * to the play area and its effect is optional and free of the tablet. */
static void item_20_precision_compass(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(20), 0);
    th_set_row(&s, 0, CARD_ART(4)); /* Treasure Chest, 4 compasses */
    art_deck_top(&s, CARD_ART(3));  /* War Mask, 3 compasses */
    th_do(&s, "play precision-compass");
    assert_int_equal(s.revealed, CARD_ART(3));
    assert_true(th_legal(&s, "buy war-mask"));
    assert_false(th_legal(&s, "buy treasure-chest")); /* 4 - 3 = 1 compass, none owned */
    assert_int_equal(th_count(&s, "buy "), 1);
    th_do(&s, "buy war-mask");
    assert_int_equal(th_play_count(&s, 0, CARD_ART(3)), 1);
    assert_int_equal(th_frame(&s), FR_BOUGHT_ART);
    assert_true(th_legal(&s, "use-effect"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "use-effect");
    th_expect_res(&s, 0, 0, 0, 0, 1, 0); /* War Mask: 1 arrowhead; no tablet was needed */
    assert_int_equal(s.p[0].war_mask, 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Precision Compass: nothing bought -> the revealed artifact back on top. */
static void item_20_precision_compass_buy_nothing(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(20), 0);
    th_set_res(&s, 0, 0, 5, 0, 0, 0);
    th_set_row(&s, 0, CARD_ART(4));
    art_deck_top(&s, CARD_ART(25));
    int arts = s.art_n;
    th_do(&s, "play precision-compass");
    assert_int_equal(s.art_n, arts - 1);
    th_do(&s, "skip");
    assert_int_equal(s.art_n, arts);
    assert_int_equal(s.art_deck[s.art_n - 1], CARD_ART(25));
    assert_int_equal(s.art_known_top, 1);
    assert_int_equal(s.revealed, 0);
    th_expect_res(&s, 0, 0, 5, 0, 0, 0);
}

/* Bow and Arrows: 1 compass per guardian overcome + per guardian on a site
 * where you have an archaeologist (not the opponent's sites). */
static void item_21_bow_and_arrows(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(21), 0);
    th_give_guardian(&s, 0, 1);
    th_discover(&s, 5, 2, 2);
    th_discover(&s, 6, 3, 4);
    th_place(&s, 0, th_dig_space(5));
    th_place(&s, 1, th_dig_space(6)); /* only the opponent at G04 */
    main_gain(&s, "play bow-and-arrows", 0, 2, 0, 0, 0);
}

/* Bow and Arrows: at most 3 compasses. */
static void item_21_bow_and_arrows_cap(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(21), 0);
    th_give_guardian(&s, 0, 1);
    th_give_guardian(&s, 0, 2);
    th_give_guardian(&s, 0, 3);
    s.p[0].boons_used = 1; /* a spent boon still counts */
    th_discover(&s, 5, 2, 4);
    th_place(&s, 0, th_dig_space(5));
    th_do(&s, "play bow-and-arrows");
    th_expect_res(&s, 0, 0, 3, 0, 0, 0);
}

/* Bow and Arrows: a guardian shared by two of your archaeologists counts once. */
static void item_21_bow_and_arrows_guardian_counted_once(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4); /* no blocked camp spaces */
    th_set_hand(&s, 0, CARD_ITEM(21), 0);
    /* a guardian moved to camp P0 (as by Guardian's Crown), both spaces ours */
    th_give_guardian(&s, 0, 7);
    s.p[0].guardians = 0;
    s.site_guardian[0] = 7;
    th_place(&s, 0, 0);
    th_place(&s, 0, 1);
    th_do(&s, "play bow-and-arrows");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
}

static void item_21_bow_and_arrows_none(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(21), 0);
    main_gain(&s, "play bow-and-arrows", 0, 0, 0, 0, 0);
}

/* Carrier Pigeon: free action, +2 tablets. */
static void item_22_carrier_pigeon(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(22), 0);
    free_gain(&s, CARD_ITEM(22), "play carrier-pigeon", 0, 0, 2, 0, 0);
}

/* Whip: exiles itself; buy an artifact at -4 compasses (every artifact then
 * costs 0); the bought artifact's effect is optional and free of the tablet. */
static void item_23_whip(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(23), 0);
    th_set_row(&s, 0, CARD_ART(4)); /* Treasure Chest, 4 compasses */
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32));
    th_do(&s, "play whip");
    assert_true(th_item_exiled(&s, 23));
    assert_int_equal(th_frame(&s), FR_BUY);
    assert_int_equal(th_count(&s, "buy "), 1); /* artifacts only */
    th_do(&s, "buy treasure-chest");
    assert_int_equal(s.row[0], 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ART(4)), 1);
    th_do(&s, "use-effect");
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Whip with no artifact in the row: exiled all the same, nothing to buy. */
static void item_23_whip_empty_row(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(23), 0);
    th_set_res(&s, 0, 0, 9, 0, 0, 0);
    clear_row_arts(&s);
    th_do(&s, "play whip");
    assert_true(th_item_exiled(&s, 23));
    assert_int_equal(th_count(&s, "buy "), 0);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    th_expect_res(&s, 0, 0, 9, 0, 0, 0);
}

/* Rough Map: exiles itself, +3 compasses. */
static void item_24_rough_map(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(24), 0);
    th_do(&s, "play rough-map");
    th_expect_res(&s, 0, 0, 3, 0, 0, 0);
    assert_true(th_item_exiled(&s, 24));
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(24)), 0);
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

/* Airdrop: the item is in hand at once, so a free item can be played this turn. */
static void item_25_airdrop_free_item_usable_at_once(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(25), 0);
    th_set_item_row(&s, CARD_ITEM(12), CARD_ITEM(32), CARD_ITEM(3), CARD_ITEM(27), CARD_ITEM(31));
    th_do(&s, "play airdrop");
    th_do(&s, "buy hat");
    assert_int_equal(th_frame(&s), FR_POST);
    th_do(&s, "play hat");
    th_expect_res(&s, 0, 1, 1, 0, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(32)), 1);
}

/* Airdrop with no item in the row: nothing to take. */
static void item_25_airdrop_empty_row(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(25), 0);
    th_clear_row_items(&s);
    th_do(&s, "play airdrop");
    assert_true(th_item_exiled(&s, 25));
    assert_int_equal(th_count(&s, "buy "), 0);
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].hand_n, 0);
}

/* Flask: exiles itself, draws up to 3. */
static void item_26_flask(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(26), 0);
    th_do(&s, "play flask");
    assert_true(th_item_exiled(&s, 26));
    assert_int_equal(th_count(&s, "draw "), 4); /* 0..3 */
    th_do(&s, "draw 3");
    assert_int_equal(s.p[0].hand_n, 3);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Flask with an empty deck: nothing drawn, no decision. */
static void item_26_flask_empty_deck(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(26), 0);
    th_deck_to_play(&s, 0);
    th_do(&s, "play flask");
    assert_true(th_item_exiled(&s, 26));
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].hand_n, 0);
}

/* Machete: may exile (itself included), +2 compasses either way. */
static void item_27_machete(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(27), CARD_FEAR, 0);
    th_do(&s, "play machete");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_true(th_legal(&s, "exile hand:fear"));
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "exile play:machete");
    assert_true(th_item_exiled(&s, 27));
    th_expect_res(&s, 0, 0, 2, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Torch: exile declined, +1 tablet all the same. */
static void item_28_torch(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(28), CARD_FUNDING_SHIP, 0);
    th_do(&s, "play torch");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 0, 1, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(28)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_SHIP), 1);
    assert_false(th_item_exiled(&s, 28));
}

/* Torch exiling a basic card: it is set aside (basic_exiled). */
static void item_28_torch_exile_basic(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(28), CARD_FUNDING_SHIP, 0);
    th_do(&s, "play torch");
    th_do(&s, "exile hand:funding-ship");
    assert_int_equal(s.basic_exiled[CARD_FUNDING_SHIP - 1], 1);
    assert_int_equal(s.p[0].hand_n, 0);
    th_expect_res(&s, 0, 0, 0, 1, 0, 0);
}

/* Large Backpack: +1 coin, draw from the BOTTOM of the deck. */
static void item_29_large_backpack(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(29), 0);
    th_give(&s, 0, TH_DECK_BOTTOM, CARD_ITEM(8));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32));
    th_do(&s, "play large-backpack");
    th_expect_res(&s, 0, 1, 0, 0, 0, 0);
    assert_int_equal(th_count(&s, "draw "), 2);
    th_do(&s, "draw 1");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(8)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 0);
    assert_int_equal(th_deck_top(&s, 0), CARD_ITEM(32));
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Rope: put another card into play -> draw up to 2. */
static void item_30_rope(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(30), CARD_FEAR, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(5));
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(6));
    th_do(&s, "play rope");
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    assert_false(th_legal(&s, "discard rope"));
    th_do(&s, "discard fear");
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(th_count(&s, "draw "), 3);
    th_do(&s, "draw 2");
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(5)), 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(6)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Rope with an empty hand (R-ARNAK-8): played, no draw. */
static void item_30_rope_empty_hand(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(30), 0);
    int deck = s.p[0].deck_n;
    th_do(&s, "play rope");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].hand_n, 0);
    assert_int_equal(s.p[0].deck_n, deck);
}

static void item_30_rope_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(30), CARD_FEAR, 0);
    th_do(&s, "play rope");
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
}

/* Revolver: pay 1 compass -> overcome, free, a guardian on a site where you
 * have an archaeologist; the archaeologist stays. */
static void item_31_revolver(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(31), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_discover(&s, 5, 2, 4);
    th_discover(&s, 6, 3, 5);
    th_discover(&s, 7, 4, 6); /* nobody there */
    th_place(&s, 0, th_dig_space(5));
    th_place(&s, 1, th_dig_space(6));
    th_do(&s, "play revolver");
    th_do(&s, "yes");
    assert_int_equal(th_frame(&s), FR_OVERCOME_FREE);
    assert_int_equal(th_count(&s, "overcome"), 1);
    assert_false(th_legal(&s, "overcome P6"));
    assert_false(th_legal(&s, "overcome P7"));
    th_do(&s, "overcome P5");
    assert_true(s.p[0].guardians >> (4 - 1) & 1);
    assert_int_equal(s.site_guardian[5], 0);
    assert_int_equal(s.space_occ[th_dig_space(5)], 1);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0); /* nothing of G04's cost was paid */
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Revolver without a compass (R-ARNAK-8): played, nothing overcome. */
static void item_31_revolver_unpayable(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(31), 0);
    th_discover(&s, 5, 2, 4);
    th_place(&s, 0, th_dig_space(5));
    th_do(&s, "play revolver");
    assert_false(th_legal(&s, "yes"));
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.site_guardian[5], 4);
    assert_int_equal(s.p[0].guardians, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(31)), 1);
}

static void item_31_revolver_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(31), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_discover(&s, 5, 2, 4);
    th_place(&s, 0, th_dig_space(5));
    th_do(&s, "play revolver");
    th_do(&s, "skip");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(s.site_guardian[5], 4);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Revolver (R-ARNAK-11): a guardian on a camp where you hold the second space. */
static void item_31_revolver_camp_second_space(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 4);
    th_set_hand(&s, 0, CARD_ITEM(31), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_give_guardian(&s, 0, 9);
    s.p[0].guardians = 0;
    s.site_guardian[2] = 9; /* moved to camp P2 by a Guardian's Crown */
    th_place(&s, 1, 4);     /* P2a: opponent */
    th_place(&s, 0, 5);     /* P2b: us */
    th_do(&s, "play revolver");
    th_do(&s, "yes");
    th_do(&s, "overcome P2");
    assert_true(s.p[0].guardians >> (9 - 1) & 1);
    assert_int_equal(s.site_guardian[2], 0);
}

/* Hat: free action, +1 coin +1 compass. */
static void item_32_hat(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(32), 0);
    free_gain(&s, CARD_ITEM(32), "play hat", 1, 1, 0, 0, 0);
}

/* Bear Trap: exiles itself; a guardian on a site where no OTHER player has an
 * archaeologist (own or empty sites). */
static void item_33_bear_trap(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(33), 0);
    th_discover(&s, 5, 2, 4); /* the opponent is here */
    th_discover(&s, 6, 3, 5); /* we are here */
    th_discover(&s, 7, 4, 6); /* nobody */
    th_place(&s, 1, th_dig_space(5));
    th_place(&s, 0, th_dig_space(6));
    th_do(&s, "play bear-trap");
    assert_true(th_item_exiled(&s, 33));
    assert_int_equal(th_frame(&s), FR_OVERCOME_FREE);
    assert_false(th_legal(&s, "overcome P5"));
    assert_true(th_legal(&s, "overcome P6"));
    assert_true(th_legal(&s, "overcome P7"));
    th_do(&s, "overcome P7");
    assert_true(s.p[0].guardians >> (6 - 1) & 1);
    assert_int_equal(s.site_guardian[7], 0);
    assert_int_equal(s.p[0].arch_out, 1);
    th_expect_res(&s, 0, 0, 0, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Bear Trap with only guardians at the opponent's sites: exiled, nothing. */
static void item_33_bear_trap_no_target(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(33), 0);
    th_discover(&s, 5, 2, 4);
    th_place(&s, 1, th_dig_space(5));
    th_do(&s, "play bear-trap");
    assert_true(th_item_exiled(&s, 33));
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].guardians, 0);
}

/* Grappling Hook: put another card into play -> draw 1; then may exile (the
 * drawn card, the discarded one or the Hook itself). */
static void item_34_grappling_hook(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(34), CARD_FEAR, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_ITEM(32));
    int supply = s.fear_supply;
    th_do(&s, "play grappling-hook");
    th_do(&s, "discard fear");
    th_do(&s, "draw 1");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_true(th_legal(&s, "exile hand:hat"));
    assert_true(th_legal(&s, "exile play:fear"));
    assert_true(th_legal(&s, "exile play:grappling-hook"));
    th_do(&s, "exile play:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(32)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Grappling Hook with an empty hand: no draw, but the exile is still offered. */
static void item_34_grappling_hook_empty_hand(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(34), 0);
    int deck = s.p[0].deck_n;
    th_do(&s, "play grappling-hook");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_int_equal(s.p[0].deck_n, deck);
    th_do(&s, "exile play:grappling-hook");
    assert_true(th_item_exiled(&s, 34));
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Grappling Hook, card-down declined: no draw, the exile is still offered. */
static void item_34_grappling_hook_declined(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(34), CARD_FEAR, 0);
    int deck = s.p[0].deck_n;
    th_do(&s, "play grappling-hook");
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_int_equal(s.p[0].deck_n, deck);
    th_do(&s, "skip");
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Lantern: activate any camp site, occupied or not. */
static void item_35_lantern(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(35), 0);
    th_place(&s, 1, th_dig_space(2));
    th_discover(&s, 5, 2, 0);
    th_do(&s, "play lantern");
    assert_int_equal(th_count(&s, "activate"), 5);
    assert_false(th_legal(&s, "activate P5"));
    th_do(&s, "activate P2"); /* occupied by the opponent: still fine */
    th_expect_res(&s, 0, 0, 0, 2, 0, 0);
    assert_int_equal(s.p[0].arch_out, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Lantern on P4: the card-down cost of the camp may be paid for a jewel. */
static void item_35_lantern_card_for_jewel_camp(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(35), CARD_FEAR, 0);
    th_do(&s, "play lantern");
    th_do(&s, "activate P4");
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    th_do(&s, "discard fear");
    th_expect_res(&s, 0, 0, 0, 0, 0, 1);
}

/* Dog: +1 compass, then an unoccupied camp (a blocked space does not count). */
static void item_36_dog(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(36), 0);
    th_place(&s, 1, th_dig_space(0));
    th_place(&s, 0, th_dig_space(3)); /* our own archaeologist occupies it too */
    th_do(&s, "play dog");
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(th_count(&s, "activate"), 3);
    assert_false(th_legal(&s, "activate P0"));
    assert_false(th_legal(&s, "activate P3"));
    assert_true(th_legal(&s, "activate P1")); /* its b space is blocked, a is free */
    th_do(&s, "activate P1");
    th_expect_res(&s, 0, 0, 3, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Dog with every camp occupied: the compass only. */
static void item_36_dog_all_camps_occupied(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 3);
    th_set_hand(&s, 0, CARD_ITEM(36), 0);
    th_place(&s, 0, th_dig_space(0));
    th_place(&s, 0, th_dig_space(1));
    th_place(&s, 1, th_dig_space(2));
    th_place(&s, 1, th_dig_space(3));
    th_place(&s, 2, th_dig_space(4));
    main_gain(&s, "play dog", 0, 1, 0, 0, 0);
}

/* Brush: 1 compass per idol, in the crates and in the slots. */
static void item_37_brush(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(37), 0);
    th_give_idols(&s, 0, 1, 1);
    main_gain(&s, "play brush", 0, 2, 0, 0, 0);
}

/* Brush: at most 3. */
static void item_37_brush_cap(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(37), 0);
    th_give_idols(&s, 0, 2, 3);
    th_do(&s, "play brush");
    th_expect_res(&s, 0, 0, 3, 0, 0, 0);
}

static void item_37_brush_no_idol(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(37), 0);
    main_gain(&s, "play brush", 0, 0, 0, 0, 0);
}

/* Axe: may exile, +1 compass. */
static void item_38_axe(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(38), CARD_FEAR, 0);
    int supply = s.fear_supply;
    th_do(&s, "play axe");
    assert_int_equal(th_frame(&s), FR_EXILE);
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(38)), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Axe can exile a fear tile from the play area. */
static void item_38_axe_fear_tile(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(38), 0);
    s.p[0].fear_tiles = 1;
    th_do(&s, "play axe");
    assert_true(th_legal(&s, "exile fear-tile"));
    th_do(&s, "exile fear-tile");
    assert_int_equal(s.p[0].fear_tiles, 0);
    th_expect_res(&s, 0, 0, 1, 0, 0, 0);
}

/* Chronometer, free mode: +1 coin +1 compass. */
static void item_39_chronometer_free(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(39), 0);
    th_do(&s, "play chronometer");
    th_expect_res(&s, 0, 1, 1, 0, 0, 0);
    assert_int_equal(th_frame(&s), FR_TURN);
    assert_int_equal(s.p[0].passed, 0);
}

/* Chronometer, pass mode: +3 compasses and pass. */
static void item_39_chronometer_pass(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(39), 0);
    th_do(&s, "play chronometer/pass");
    th_expect_res(&s, 0, 0, 3, 0, 0, 0);
    assert_int_equal(s.p[0].passed, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(39)), 1);
}

static void item_39_chronometer_no_pass_after_main_action(void **cm)
{
    (void)cm;
    arnak_state s;
    setup(&s, 2);
    th_set_hand(&s, 0, CARD_ITEM(39), CARD_ITEM(21), 0);
    th_do(&s, "play bow-and-arrows");
    assert_false(th_legal(&s, "play chronometer/pass"));
    assert_true(th_legal(&s, "play chronometer"));
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cards_table_matches_reference),
        cmocka_unit_test(basic_funding_car),
        cmocka_unit_test(basic_funding_ship),
        cmocka_unit_test(basic_exploration_car),
        cmocka_unit_test(basic_exploration_ship),
        cmocka_unit_test(basic_fear_only_pays_a_boot),
        cmocka_unit_test(item_01_sea_turtle),
        cmocka_unit_test(item_01_sea_turtle_discover),
        cmocka_unit_test(item_01_sea_turtle_both_archaeologists_out),
        cmocka_unit_test(item_01_sea_turtle_empty_deck),
        cmocka_unit_test(item_01_sea_turtle_camp_second_space),
        cmocka_unit_test(item_02_ostrich),
        cmocka_unit_test(item_02_ostrich_both_archaeologists_out),
        cmocka_unit_test(item_03_pack_donkey),
        cmocka_unit_test(item_03_pack_donkey_short_deck),
        cmocka_unit_test(item_04_horse),
        cmocka_unit_test(item_05_steam_boat),
        cmocka_unit_test(item_06_automobile),
        cmocka_unit_test(item_07_sturdy_boots),
        cmocka_unit_test(item_07_sturdy_boots_compass_pays_discovery),
        cmocka_unit_test(item_07_sturdy_boots_camp_second_space),
        cmocka_unit_test(item_08_gold_pan),
        cmocka_unit_test(item_09_trowel),
        cmocka_unit_test(item_09_trowel_declined),
        cmocka_unit_test(item_09_trowel_unpayable_then_free_action),
        cmocka_unit_test(item_10_pickaxe),
        cmocka_unit_test(item_10_pickaxe_unpayable),
        cmocka_unit_test(item_10_pickaxe_declined),
        cmocka_unit_test(item_11_hot_air_balloon),
        cmocka_unit_test(item_11_hot_air_balloon_level_two),
        cmocka_unit_test(item_11_hot_air_balloon_both_archaeologists_out),
        cmocka_unit_test(item_11_hot_air_balloon_spent_for_travel),
        cmocka_unit_test(item_12_aeroplane),
        cmocka_unit_test(item_12_aeroplane_discover_level_one),
        cmocka_unit_test(item_12_aeroplane_both_archaeologists_out),
        cmocka_unit_test(item_13_journal),
        cmocka_unit_test(item_13_journal_never_above_the_glass),
        cmocka_unit_test(item_13_journal_snake_idol_bridge_free),
        cmocka_unit_test(item_14_parrot),
        cmocka_unit_test(item_14_parrot_empty_hand),
        cmocka_unit_test(item_14_parrot_declined),
        cmocka_unit_test(item_15_watch_free),
        cmocka_unit_test(item_15_watch_pass),
        cmocka_unit_test(item_15_watch_no_pass_after_main_action),
        cmocka_unit_test(item_16_army_knife_six_options),
        cmocka_unit_test(item_16_army_knife_exile_itself),
        cmocka_unit_test(item_16_army_knife_exile_fear),
        cmocka_unit_test(item_17_binoculars),
        cmocka_unit_test(item_17_binoculars_no_site),
        cmocka_unit_test(item_18_tent),
        cmocka_unit_test(item_18_tent_no_archaeologist),
        cmocka_unit_test(item_19_fishing_rod_buy_revealed),
        cmocka_unit_test(item_19_fishing_rod_buy_other),
        cmocka_unit_test(item_19_fishing_rod_buy_nothing),
        cmocka_unit_test(item_19_fishing_rod_nothing_to_reveal),
        cmocka_unit_test(item_20_precision_compass),
        cmocka_unit_test(item_20_precision_compass_buy_nothing),
        cmocka_unit_test(item_21_bow_and_arrows),
        cmocka_unit_test(item_21_bow_and_arrows_cap),
        cmocka_unit_test(item_21_bow_and_arrows_guardian_counted_once),
        cmocka_unit_test(item_21_bow_and_arrows_none),
        cmocka_unit_test(item_22_carrier_pigeon),
        cmocka_unit_test(item_23_whip),
        cmocka_unit_test(item_23_whip_empty_row),
        cmocka_unit_test(item_24_rough_map),
        cmocka_unit_test(item_25_airdrop),
        cmocka_unit_test(item_25_airdrop_free_item_usable_at_once),
        cmocka_unit_test(item_25_airdrop_empty_row),
        cmocka_unit_test(item_26_flask),
        cmocka_unit_test(item_26_flask_empty_deck),
        cmocka_unit_test(item_27_machete),
        cmocka_unit_test(item_28_torch),
        cmocka_unit_test(item_28_torch_exile_basic),
        cmocka_unit_test(item_29_large_backpack),
        cmocka_unit_test(item_30_rope),
        cmocka_unit_test(item_30_rope_empty_hand),
        cmocka_unit_test(item_30_rope_declined),
        cmocka_unit_test(item_31_revolver),
        cmocka_unit_test(item_31_revolver_unpayable),
        cmocka_unit_test(item_31_revolver_declined),
        cmocka_unit_test(item_31_revolver_camp_second_space),
        cmocka_unit_test(item_32_hat),
        cmocka_unit_test(item_33_bear_trap),
        cmocka_unit_test(item_33_bear_trap_no_target),
        cmocka_unit_test(item_34_grappling_hook),
        cmocka_unit_test(item_34_grappling_hook_empty_hand),
        cmocka_unit_test(item_34_grappling_hook_declined),
        cmocka_unit_test(item_35_lantern),
        cmocka_unit_test(item_35_lantern_card_for_jewel_camp),
        cmocka_unit_test(item_36_dog),
        cmocka_unit_test(item_36_dog_all_camps_occupied),
        cmocka_unit_test(item_37_brush),
        cmocka_unit_test(item_37_brush_cap),
        cmocka_unit_test(item_37_brush_no_idol),
        cmocka_unit_test(item_38_axe),
        cmocka_unit_test(item_38_axe_fear_tile),
        cmocka_unit_test(item_39_chronometer_free),
        cmocka_unit_test(item_39_chronometer_pass),
        cmocka_unit_test(item_39_chronometer_no_pass_after_main_action),
        cmocka_unit_test(item_40_theodolite),
        cmocka_unit_test(items_free_or_main_action),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
