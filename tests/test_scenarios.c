/* test_scenarios.c - the rulebook's worked examples, played through the engine
 * by the canonical action text (the rulebook's "Example:" passages and the
 * icon key at the back; numbers from the sources of docs/RULE_READINGS.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"

/* ---- local helpers ------------------------------------------------------------ */

/* Every card of player p into the play area (deck and hand empty). */
static void all_to_play(arnak_state *s, int p)
{
    arnak_player *pl = &s->p[p];
    while (pl->deck_n + pl->hand_n > 0) {
        int c = pl->cards[0];
        ak_remove_card(pl, 0);
        ak_add_to_play(pl, c);
    }
}

/* ---- Dig at a Site: "Red spends a card with a boot ..." ------------------------------- */

static void red_digs_with_a_boot_then_two_boots(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 1); /* no blocking tiles */
    th_set_hand(&s, 0, CARD_FEAR, CARD_EXPLORE_SHIP, CARD_FEAR, 0);
    th_do(&s, "dig P1");
    assert_string_equal(th_opts(&s, "pay"), "pay exploration-ship|pay fear");
    th_do(&s, "pay fear");
    assert_int_equal(s.space_occ[2], 1);  /* the boot space */
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 2); /* "takes two tokens" */
    th_do(&s, "end-turn");
    arnak_state later = s;

    /* the next player needs 2 boots */
    assert_int_equal(arnak_current_player(&s), 1);
    th_set_hand(&s, 1, CARD_FEAR, 0);
    assert_false(th_legal(&s, "dig P1"));
    th_set_hand(&s, 1, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_do(&s, "dig P1");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car+fear");
    th_do(&s, "pay funding-car+fear");
    assert_int_equal(s.space_occ[3], 2);
    assert_int_equal(th_res(&s, 1, RES_COMPASS), 2);
    th_do(&s, "end-turn");
    /* both spaces occupied: nobody else digs there this round */
    assert_int_equal(arnak_current_player(&s), 2);
    th_set_hand(&s, 2, CARD_FEAR, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 2, 9, 0, 0, 0, 0);
    assert_false(th_legal(&s, "dig P1"));
    assert_true(th_legal(&s, "dig P2"));

    /* "Even Red could do this, on a later turn" */
    th_turn(&later, 0);
    th_do(&later, "dig P1");
    assert_string_equal(th_opts(&later, "pay"), "pay exploration-ship+fear");
    th_do(&later, "pay exploration-ship+fear");
    assert_int_equal(later.space_occ[2], 1);
    assert_int_equal(later.space_occ[3], 1);
    assert_int_equal(later.p[0].arch_out, 2);
    assert_int_equal(th_res(&later, 0, RES_COMPASS), 4);
}

/* Discovering: "The cost printed on the board applies only when you discover
 * these sites, not when you dig"; returning from a guarded site gives Fear. */
static void discovered_site_is_dug_later_without_compasses(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 2);
    th_set_idol(&s, 5, IDOL_COIN);
    th_tile_on_top(&s, 2); /* 1 coin + 1 arrowhead */
    th_guardian_on_top(&s, 4);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_seq(&s, "discover P5", "pay funding-car", "end-turn", NULL);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_res(&s, 0, RES_COIN), 2);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(s.site_guardian[5], 4);
    th_set_hand(&s, 1, 0);
    th_do(&s, "pass"); /* p1 */
    int fear0 = th_fear_owned(&s, 0);
    th_do(&s, "pass"); /* p0: the round ends */
    assert_int_equal(s.round, 2);
    assert_int_equal(th_fear_owned(&s, 0), fear0 + 1);
    assert_int_equal(s.space_occ[10], 0);
    /* round II: player 1 digs at P5 with just a car */
    assert_int_equal(arnak_current_player(&s), 1);
    th_set_hand(&s, 1, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 1, 0, 0, 0, 0, 0);
    th_do(&s, "dig P5");
    th_do(&s, "pay funding-car");
    assert_int_equal(s.space_occ[10], 2);
    assert_int_equal(th_res(&s, 1, RES_COIN), 1);
    assert_int_equal(th_res(&s, 1, RES_ARROW), 1);
    assert_int_equal(th_res(&s, 1, RES_COMPASS), 0);
    assert_int_equal(s.p[1].idols, 0); /* the idol was taken by the discoverer */
}

/* ---- Research: "Where can you move?" ---------------------------------------------------- */

static void research_where_can_you_move(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 3);
    enum { BLUE, RED, YELLOW };
    s.p[BLUE].glass = 1; /* left space of row 1: both bridges */
    s.p[RED].glass = 2;  /* right space: one bridge */
    for (int q = 0; q < 3; q++)
        th_set_res(&s, q, 9, 9, 9, 9, 9);
    th_check(&s);
    th_turn(&s, BLUE);
    assert_string_equal(th_opts(&s, "research glass"), "research glass B3|research glass B4");
    assert_string_equal(th_opts(&s, "research notebook"),
                        "research notebook B1|research notebook B2");
    th_turn(&s, RED);
    assert_string_equal(th_opts(&s, "research glass"), "research glass B4");
    assert_string_equal(th_opts(&s, "research notebook"),
                        "research notebook B1|research notebook B2");
    th_turn(&s, YELLOW);
    assert_string_equal(th_opts(&s, "research glass"), "research glass B1|research glass B2");
    assert_string_equal(th_opts(&s, "research notebook"), "");
}

/* "Red pays to advance ... removes the research bonus tile and gains a token.
 * (It is impossible to use this token to pay for the research cost.) ...
 * she gains 1 compass." */
static void research_red_takes_the_bonus_tile(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 4);
    enum { RED = 1 };
    th_set_bonus(&s, 4, 0, BONUS_TABLET);
    s.p[RED].glass = 2;
    th_set_res(&s, RED, 0, 0, 0, 1, 0);
    th_turn(&s, RED);
    assert_false(th_legal(&s, "research glass B4")); /* the tile's tablet cannot pay */
    th_set_res(&s, RED, 0, 0, 1, 1, 0);
    th_do(&s, "research glass B4");
    assert_int_equal(s.p[RED].glass, 4);
    assert_int_equal(th_res(&s, RED, RES_TABLET), 1); /* paid 1, gained 1 from the tile */
    assert_int_equal(th_res(&s, RED, RES_ARROW), 0);
    assert_int_equal(th_res(&s, RED, RES_COMPASS), 1);
    assert_int_equal(s.bonus_n[4], 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* "Blue pays to move his notebook into the space with his magnifying glass.
 * Blue gets to choose one of the 3 assistants available on the supply board." */
static void research_blue_notebook_joins_glass_and_recruits(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 5);
    enum { BLUE = 0 };
    th_asst_on_top(&s, 0, 12);
    th_asst_on_top(&s, 1, 1);
    th_asst_on_top(&s, 2, 2);
    s.p[BLUE].glass = 1;
    th_set_res(&s, BLUE, 0, 1, 0, 1, 0);
    th_turn(&s, BLUE);
    th_example_blue_recruits(&s);
}

/* "Blue uses his assistant to get a compass. Then he pays to advance his
 * notebook. The notebook effect from that row allows him to upgrade an
 * assistant. He can upgrade either one. Blue chooses to upgrade the assistant he
 * already used ... it is refreshed. He could use it again right now." */
static void blue_upgrades_the_assistant_he_used(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 6);
    th_give_assistant(&s, 0, 12, 0);
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].glass = 5;    /* row 3 */
    s.p[0].notebook = 3; /* row 2 */
    th_set_res(&s, 0, 0, 0, 2, 1, 0);
    th_turn(&s, 0);
    th_example_blue_upgrades(&s);
}

/* ---- The card row in round II ----------------------------------------------------------- */

static void round_two_row(arnak_state *s, uint64_t seed)
{
    th_fresh(s, 2, seed);
    th_set_round(s, 2);
    th_set_row(s, 0, CARD_ART(9));   /* serpent-idol */
    th_set_row(s, 1, CARD_ART(16));  /* sundial */
    th_set_row(s, 2, CARD_ITEM(32)); /* hat */
    th_set_row(s, 3, CARD_ITEM(8));  /* gold-pan */
    th_set_row(s, 4, CARD_ITEM(24)); /* rough-map */
    th_set_row(s, 5, CARD_ITEM(15)); /* watch */
    th_set_res(s, 0, 5, 5, 0, 0, 0);
    th_turn(s, 0);
    th_check(s);
}

static void row_round_two_buying_an_item_refills_from_the_item_side(void **state)
{
    (void)state;
    arnak_state s;
    round_two_row(&s, 7);
    int next = s.item_deck[s.item_n - 1];
    th_do(&s, "buy gold-pan");
    th_do(&s, "end-turn");
    assert_int_equal(s.row[0], CARD_ART(9));
    assert_int_equal(s.row[1], CARD_ART(16));
    assert_int_equal(s.row[2], CARD_ITEM(32));
    assert_int_equal(s.row[3], CARD_ITEM(24));
    assert_int_equal(s.row[4], CARD_ITEM(15));
    assert_int_equal(s.row[5], next);
    assert_int_equal(s.p[0].cards[0], CARD_ITEM(8));
}

static void row_round_two_buying_an_artifact_refills_from_the_other_side(void **state)
{
    (void)state;
    arnak_state s;
    round_two_row(&s, 8);
    int next = s.art_deck[s.art_n - 1];
    th_do(&s, "buy sundial");
    th_do(&s, "skip");
    th_do(&s, "end-turn");
    assert_int_equal(s.row[1], CARD_ART(9)); /* slid toward the staff */
    assert_int_equal(s.row[0], next);
    assert_int_equal(s.row[2], CARD_ITEM(32));
    assert_int_equal(s.row[3], CARD_ITEM(8));
    assert_int_equal(s.row[4], CARD_ITEM(24));
    assert_int_equal(s.row[5], CARD_ITEM(15));
    assert_int_equal(th_play_count(&s, 0, CARD_ART(16)), 1);
}

/* ---- The Lost Temple --------------------------------------------------------------------- */

static void lost_temple_arrivals_score_by_order(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 3, 9);
    th_set_bonus(&s, -1, 0, BONUS_COIN);
    th_set_bonus(&s, -1, 1, BONUS_TABLET);
    th_set_bonus(&s, -1, 2, BONUS_CARD);
    s.p[0].glass = 12;
    s.p[1].glass = 13;
    s.p[2].glass = 12;
    for (int q = 0; q < 3; q++)
        th_set_res(&s, q, 1, 1, 0, 0, 1);
    th_check(&s);

    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "research glass"), "research glass B14");
    th_do(&s, "research glass B14");
    /* look through the stack and choose one */
    assert_string_equal(th_opts(&s, ""), "bonus card|bonus coin|bonus tablet");
    th_do(&s, "bonus tablet");
    assert_int_equal(s.p[0].temple_rank, 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(
        th_res(&s, 0, RES_COIN) + th_res(&s, 0, RES_COMPASS) + th_res(&s, 0, RES_JEWEL), 0);
    assert_int_equal(s.temple_bonus_n, 2);

    th_turn(&s, 1);
    th_do(&s, "research glass B14");
    assert_string_equal(th_opts(&s, ""), "bonus card|bonus coin");
    th_do(&s, "bonus coin");
    assert_int_equal(s.p[1].temple_rank, 2);
    assert_int_equal(th_res(&s, 1, RES_COIN), 1);

    th_turn(&s, 2);
    th_do(&s, "research glass B14");
    assert_string_equal(th_opts(&s, ""), "bonus card");
    th_do(&s, "bonus card");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[2].temple_rank, 3);
    assert_int_equal(s.temple_bonus_n, 0);

    arnak_score sc[3];
    for (int q = 0; q < 3; q++)
        arnak_score_player(&s, q, &sc[q]);
    assert_int_equal(sc[0].research, 23);
    assert_int_equal(sc[1].research, 21);
    assert_int_equal(sc[2].research, 20);
    assert_int_equal(sc[2].temple_rank, 3);
}

static void lost_temple_exploring_buys_temple_tiles(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 10);
    s.p[0].glass = 14;
    s.p[0].temple_rank = 1;
    s.temple_arrivals = 1;
    th_set_res(&s, 0, 1, 0, 2, 0, 1); /* costs A (coin + 2 tablets) and B (jewel) */
    th_turn(&s, 0);
    th_check(&s);
    assert_string_equal(th_opts(&s, "temple"), "temple 2-left|temple 2-mid|temple 6-left");
    assert_int_equal(th_count(&s, "research glass"), 0); /* no move beyond the temple */
    assert_string_equal(th_opts(&s, "research notebook"), "research notebook B2");
    th_do(&s, "temple 6-left");
    assert_int_equal(s.p[0].temple_tiles[1], 1);
    assert_int_equal(s.temple_stack[3], 1);
    for (int r = 0; r < RES_N; r++)
        assert_int_equal(th_res(&s, 0, r), 0);
    arnak_score sc;
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.temple, 6);
    /* the right stacks need cost C (compass + arrowhead) */
    th_turn(&s, 0);
    th_set_res(&s, 0, 0, 1, 0, 1, 1);
    assert_string_equal(th_opts(&s, "temple"), "temple 2-mid|temple 2-right|temple 6-right");
    /* an empty stack cannot be bought from */
    th_set_res(&s, 0, 1, 1, 2, 1, 1);
    assert_string_equal(
        th_opts(&s, "temple"),
        "temple 11|temple 2-left|temple 2-mid|temple 2-right|temple 6-left|temple 6-right");
    s.temple_stack[5] = 0;
    s.p[1].temple_tiles[2] = 2;
    th_check(&s);
    assert_false(th_legal(&s, "temple 11"));
    assert_int_equal(th_count(&s, "temple"), 5);
}

/* ---- End of the round: "gain Fear, then shuffle" ------------------------------------------ */

static void end_of_round_fear_is_shuffled_into_the_deck(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 11);
    th_discover(&s, 5, 2, 4);
    th_discover(&s, 7, 6, 9);
    th_place(&s, 0, 10);
    th_place(&s, 0, 12);
    all_to_play(&s, 0); /* empty deck, empty hand: 6 cards in play */
    th_set_hand(&s, 1, 0);
    s.p[1].passed = 1;
    th_turn(&s, 0);
    th_check(&s);
    int supply = s.fear_supply;
    th_do(&s, "pass");
    assert_int_equal(s.round, 2);
    assert_int_equal(s.fear_supply, supply - 2);
    const arnak_player *p = &s.p[0];
    assert_int_equal(p->play_n, 0);
    assert_int_equal(p->hand_n, 5);
    assert_int_equal(p->deck_n, 3);
    assert_int_equal(th_fear_owned(&s, 0), 4);
    /* the whole pile is one fresh shuffle: nobody knows where the Fear went */
    for (int i = 0; i < ak_cards_n(p); i++)
        assert_int_equal(p->seg[i], p->next_seg);
}

/* ---- Playing a card: the Parrot ------------------------------------------------------------ */

static void parrot_discards_funding_for_a_jewel(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 12);
    th_set_hand(&s, 0, CARD_ITEM(14), CARD_FUNDING_CAR, CARD_EXPLORE_SHIP, 0);
    th_turn(&s, 0);
    th_do(&s, "play parrot");
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(14)), 1);
    assert_string_equal(th_opts(&s, ""), "discard exploration-ship|discard funding-car|skip");
    th_do(&s, "discard funding-car");
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 0); /* the Funding's effect is ignored */
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
    /* "This ends your turn, unless you have free actions you want to play." */
    assert_int_equal(th_frame(&s), FR_POST);
    assert_string_equal(th_opts(&s, ""), "end-turn|play exploration-ship");
}

/* Watch: "OR Pass to gain 3 coins"; passing is the main action. */
static void watch_pass_to_gain(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 13);
    th_set_hand(&s, 0, CARD_ITEM(15), 0);
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "play"), "play watch|play watch/pass");
    th_do(&s, "play watch/pass");
    assert_int_equal(th_res(&s, 0, RES_COIN), 3);
    assert_int_equal(s.p[0].passed, 1);
    assert_int_equal(arnak_current_player(&s), 1);
    /* as a free action: 2 coins, and the turn goes on */
    th_fresh(&s, 2, 13);
    th_set_hand(&s, 0, CARD_ITEM(15), 0);
    th_turn(&s, 0);
    th_do(&s, "play watch");
    assert_int_equal(th_res(&s, 0, RES_COIN), 2);
    assert_int_equal(th_frame(&s), FR_TURN);
    assert_int_equal(s.p[0].passed, 0);
}

/* ---- Travel discounts: the icon-key examples -------------------------------------------------- */

static void hot_air_balloon_discovers_with_plane_and_three_compasses_off(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 14);
    th_set_idol(&s, 5, IDOL_TABLET);
    th_tile_on_top(&s, 10); /* 1 jewel */
    th_set_hand(&s, 0, CARD_ITEM(11), CARD_FUNDING_CAR, 0);
    th_turn(&s, 0);
    th_do(&s, "play hot-air-balloon");
    assert_true(s.item_exile >> 10 & 1); /* "Exile this card" */
    assert_int_equal(th_hand_count(&s, 0, CARD_ITEM(11)) + th_play_count(&s, 0, CARD_ITEM(11)), 0);
    /* a level I discovery costs 0 compasses and its one icon is covered */
    assert_string_equal(th_opts(&s, "discover"),
                        "discover P10|discover P11|discover P12|discover P5|"
                        "discover P6|discover P7|discover P8|discover P9");
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "discover P5");
    assert_int_equal(th_frame(&s), FR_POST); /* nothing left to pay */
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);
    assert_int_equal(s.site_tile[5], 10);
    assert_int_equal(s.p[0].idols, 1);

    /* level II: 6 - 3 compasses and one of the two cars */
    th_fresh(&s, 2, 15);
    th_set_hand(&s, 0, CARD_ITEM(11), CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "play hot-air-balloon");
    assert_false(th_legal(&s, "discover P13"));
    th_do(&s, "skip");
    assert_int_equal(th_frame(&s), FR_POST); /* the card is gone all the same */
    assert_true(s.item_exile >> 10 & 1);
    th_fresh(&s, 2, 15);
    th_set_idol(&s, 13, IDOL_TABLET);
    th_tile_on_top(&s, 15); /* 2 tablets + 1 jewel */
    th_set_hand(&s, 0, CARD_ITEM(11), CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "play hot-air-balloon");
    th_do(&s, "discover P13");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-car");
    th_do(&s, "pay funding-car");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 3);
    assert_int_equal(s.p[0].idols, 2);
}

/* "A discount of 2 compasses means that a cost of 3 compasses is reduced to 1." */
static void aeroplane_discovers_with_plane_and_two_compasses_off(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 16);
    th_set_idol(&s, 7, IDOL_TABLET);
    th_tile_on_top(&s, 10);
    th_set_hand(&s, 0, CARD_ITEM(12), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "play aeroplane");
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(12)), 1); /* not exiled */
    assert_false(th_legal(&s, "discover P13"));
    th_do(&s, "discover P7");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);

    th_fresh(&s, 2, 17);
    th_set_idol(&s, 16, IDOL_TABLET);
    th_tile_on_top(&s, 15);
    th_set_hand(&s, 0, CARD_ITEM(12), CARD_FUNDING_SHIP, CARD_FEAR, 0);
    th_set_res(&s, 0, 0, 4, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "play aeroplane");
    th_do(&s, "discover P16");
    assert_string_equal(th_opts(&s, "pay"), "pay funding-ship");
    th_do(&s, "pay funding-ship");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 0);
    assert_int_equal(s.p[0].idols, 2);
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR), 1);

    /* digging: the plane covers one icon, there is no compass cost */
    th_fresh(&s, 4, 18);
    th_place(&s, 1, 4); /* P2 space a taken: space b costs 2 boots */
    th_set_hand(&s, 0, CARD_ITEM(12), CARD_FEAR, 0);
    th_turn(&s, 0);
    th_do(&s, "play aeroplane");
    th_do(&s, "dig P2");
    assert_string_equal(th_opts(&s, "pay"), "pay fear");
    th_do(&s, "pay fear");
    assert_int_equal(s.space_occ[5], 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 2);
}

/* "Sea Turtle: with a discount of a ship." */
static void sea_turtle_draws_then_travels_by_ship(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 19);
    th_discover(&s, 5, 2, 0);
    th_discover(&s, 7, 6, 0);
    th_set_hand(&s, 0, CARD_ITEM(1), CARD_FUNDING_CAR, 0);
    th_turn(&s, 0);
    th_do(&s, "play sea-turtle");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].hand_n, 2);
    assert_int_equal(th_frame(&s), FR_ARCH);
    /* a ship covers ship or boot; P5 still needs the car from hand */
    assert_string_equal(th_opts(&s, "dig"), "dig P0|dig P1|dig P2|dig P3|dig P4|dig P5|dig P7");
    th_do(&s, "dig P7");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_hand_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
}

/* "A discount of 2 Boots has no effect on travel costs that don't have Boot." */
static void sturdy_boots_discount_covers_only_boots(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 20);
    th_discover(&s, 5, 2, 0);
    th_place(&s, 1, 0); /* P0 space a taken */
    th_set_hand(&s, 0, CARD_ITEM(7), 0);
    th_turn(&s, 0);
    th_do(&s, "play sturdy-boots");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 1);
    assert_false(th_legal(&s, "dig P5"));
    assert_true(th_legal(&s, "dig P0"));
    th_do(&s, "dig P0");
    assert_int_equal(th_frame(&s), FR_POST); /* both boots covered */
    assert_int_equal(s.space_occ[1], 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 2);
}

/* Tent: "Activate a site you occupy. If it is a level II site, you must first
 * pay 2 compasses." */
static void tent_activates_an_occupied_site(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 21);
    th_discover(&s, 13, 12, 0); /* 1 coin + 1 compass + 1 tablet + 1 arrowhead */
    th_place(&s, 0, 18);
    th_place(&s, 1, 0);
    th_set_hand(&s, 0, CARD_ITEM(18), 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_turn(&s, 0);
    assert_true(th_legal(&s, "play tent"));
    th_set_res(&s, 0, 0, 2, 0, 0, 0);
    th_do(&s, "play tent");
    assert_string_equal(th_opts(&s, ""), "activate P13");
    th_do(&s, "activate P13");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 1);
    assert_int_equal(th_res(&s, 0, RES_COIN), 1);
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(s.space_occ[18], 1); /* nobody moves */
}

/* ---- Assistants ------------------------------------------------------------------------------ */

/* A03 silver: "This assistant needs a boot to make you an arrowhead. ... Because
 * this is a free action, it makes it possible to use a card with two icons for
 * two things: one could pay for this assistant's effect, and the other could pay
 * for sending an archaeologist to Dig at a Site." (Polish edition: "kartę z
 * [ikonami] można wykorzystać w 2 celach".) */
static void a03_two_icon_card_pays_for_two_things(void **state)
{
    (void)state;
    /* The Ostrich's unused car stays usable until the end of the turn
     * (travel.c, ak_travel_pay). */
    arnak_state s;
    th_fresh(&s, 2, 22);
    th_give_assistant(&s, 0, 3, 0);
    th_set_hand(&s, 0, CARD_ITEM(2), 0); /* Ostrich: car + car; no coins, so no pilot */
    th_turn(&s, 0);
    th_do(&s, "dig P1");
    th_do(&s, "pay ostrich");
    assert_int_equal(th_res(&s, 0, RES_COMPASS), 2);
    /* the Ostrich's second car pays the assistant's boot */
    assert_int_equal(s.p[0].temp_icons[ICON_CAR], 1);
    th_do(&s, "assistant A03");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    th_do(&s, "pay made-car");
    assert_int_equal(s.p[0].temp_icons[ICON_CAR], 0);
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(s.p[0].hand_n, 0);
    assert_int_equal(th_play_count(&s, 0, CARD_ITEM(2)), 1);
}

/* Snake side: "Red removes an idol from her supply crates ... advances her
 * magnifying glass ... looks through the stack of assistants and selects the sea
 * captain ... exhausted from being marooned." */
static void snake_red_rescues_an_assistant(void **state)
{
    (void)state;
    arnak_state s;
    th_init_side(&s, 2, ARNAK_SIDE_SNAKE, 23);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    s.p[0].glass = 6; /* S6, row 3 */
    th_give_idols(&s, 0, 1, 0);
    s.p[0].idols = 0;
    s.p[0].idol_slots = 1; /* a slotted idol cannot pay */
    th_turn(&s, 0);
    th_check(&s);
    assert_false(th_legal(&s, "research glass S8"));
    s.p[0].idols = 1;
    s.p[0].idol_slots = 0;
    int removed = s.idols_removed;
    int bottom = s.rescue[0], top = s.rescue[1];
    th_do(&s, "research glass S8");
    assert_int_equal(s.p[0].idols, 0);
    assert_int_equal(s.idols_removed, removed + 1);
    char want[64], pick[32];
    snprintf(want, sizeof want, "rescue %s|rescue %s",
             strcmp(ARNAK_ASSISTANTS[bottom].name, ARNAK_ASSISTANTS[top].name) < 0 ? ARNAK_ASSISTANTS[bottom].name
                                                                       : ARNAK_ASSISTANTS[top].name,
             strcmp(ARNAK_ASSISTANTS[bottom].name, ARNAK_ASSISTANTS[top].name) < 0 ? ARNAK_ASSISTANTS[top].name
                                                                       : ARNAK_ASSISTANTS[bottom].name);
    assert_string_equal(th_opts(&s, ""), want);
    snprintf(pick, sizeof pick, "rescue %s", ARNAK_ASSISTANTS[bottom].name); /* not the top one */
    th_do(&s, pick);
    th_expect_asst(&s, 0, 0, bottom, 0, 1);
    assert_int_equal(s.rescue_n, 1);
    assert_int_equal(s.rescue[0], top);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(th_count(&s, "assistant"), 0);
    /* score: the idol left the game */
    arnak_score sc;
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.idols, 10);
    assert_int_equal(sc.research, 4); /* Snake glass row 4 */
}

/* Snake side, Dreadful Tales: "This magnifying glass effect means you gain a
 * Fear card! ... When you move a research token there - magnifying glass or
 * notebook - you choose one of the tiles. Only the tile you choose is removed." */
static void snake_dreadful_tales(void **state)
{
    (void)state;
    arnak_state s;
    th_init_side(&s, 2, ARNAK_SIDE_SNAKE, 26);
    th_set_res(&s, 0, 1, 0, 1, 1, 0);
    th_set_res(&s, 1, 1, 0, 1, 1, 0);
    assert_int_equal(s.bonus_n[13], 2);
    th_set_bonus(&s, 13, 0, BONUS_COIN);
    th_set_bonus(&s, 13, 1, BONUS_TABLET);
    s.p[0].glass = 11; /* S11, row 6 */
    s.p[1].glass = 13;
    s.p[1].notebook = 12;
    th_turn(&s, 0);
    th_check(&s);
    int supply = s.fear_supply;
    th_do(&s, "research glass S13");
    assert_string_equal(th_opts(&s, ""), "bonus-first|row-first");
    th_do(&s, "row-first");
    assert_int_equal(s.fear_supply, supply - 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_string_equal(th_opts(&s, ""), "bonus coin|bonus tablet");
    th_do(&s, "bonus tablet");
    assert_int_equal(th_res(&s, 0, RES_TABLET), 1);
    assert_int_equal(th_res(&s, 0, RES_COIN) + th_res(&s, 0, RES_ARROW), 0);
    assert_int_equal(s.bonus_n[13], 1);
    assert_int_equal(s.bonus[13][0], BONUS_COIN);
    /* a notebook arriving later takes the remaining tile (row 7: a jewel) */
    th_turn(&s, 1);
    th_do(&s, "research notebook S13");
    assert_int_equal(th_res(&s, 1, RES_JEWEL), 1);
    assert_int_equal(th_res(&s, 1, RES_COIN), 1);
    assert_int_equal(th_res(&s, 1, RES_TABLET) + th_res(&s, 1, RES_ARROW), 0);
    assert_int_equal(s.bonus_n[13], 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* ---- Idols and guardians ------------------------------------------------------------------------- */

static void idol_goes_to_the_leftmost_slot(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 24);
    th_give_idols(&s, 0, 2, 0);
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    th_turn(&s, 0);
    assert_string_equal(
        th_opts(&s, "idol"),
        "idol 2-tablets|idol arrowhead|idol card|idol coin+compass|idol coin-for-jewel");
    arnak_score sc;
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.idols, 6 + 10);
    th_do(&s, "idol arrowhead");
    assert_int_equal(th_res(&s, 0, RES_ARROW), 1);
    assert_int_equal(s.p[0].idol_slots, 1);
    assert_int_equal(s.p[0].idols, 1);
    assert_int_equal(th_frame(&s), FR_TURN); /* a free action */
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.idols, 6 + 9); /* the leftmost slot (1 point) is filled */
    th_do(&s, "idol coin-for-jewel");
    th_do(&s, "yes");
    assert_int_equal(th_res(&s, 0, RES_COIN), 0);
    assert_int_equal(th_res(&s, 0, RES_JEWEL), 1);
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.idols, 6 + 7);
    assert_int_equal(th_count(&s, "idol"), 0);
}

static void guardian_boon_once_per_game(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 25);
    th_give_guardian(&s, 0, 5); /* boon: exile */
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_turn(&s, 0);
    int supply = s.fear_supply;
    th_do(&s, "boon G05");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, supply + 1);
    assert_int_equal(s.p[0].boons_used, 1u << 4);
    assert_false(th_legal(&s, "boon G05"));
    assert_int_equal(th_frame(&s), FR_TURN);
    arnak_score sc;
    arnak_score_player(&s, 0, &sc);
    assert_int_equal(sc.guardians, 5); /* used or not */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(red_digs_with_a_boot_then_two_boots),
        cmocka_unit_test(discovered_site_is_dug_later_without_compasses),
        cmocka_unit_test(research_where_can_you_move),
        cmocka_unit_test(research_red_takes_the_bonus_tile),
        cmocka_unit_test(research_blue_notebook_joins_glass_and_recruits),
        cmocka_unit_test(blue_upgrades_the_assistant_he_used),
        cmocka_unit_test(row_round_two_buying_an_item_refills_from_the_item_side),
        cmocka_unit_test(row_round_two_buying_an_artifact_refills_from_the_other_side),
        cmocka_unit_test(lost_temple_arrivals_score_by_order),
        cmocka_unit_test(lost_temple_exploring_buys_temple_tiles),
        cmocka_unit_test(end_of_round_fear_is_shuffled_into_the_deck),
        cmocka_unit_test(parrot_discards_funding_for_a_jewel),
        cmocka_unit_test(watch_pass_to_gain),
        cmocka_unit_test(hot_air_balloon_discovers_with_plane_and_three_compasses_off),
        cmocka_unit_test(aeroplane_discovers_with_plane_and_two_compasses_off),
        cmocka_unit_test(sea_turtle_draws_then_travels_by_ship),
        cmocka_unit_test(sturdy_boots_discount_covers_only_boots),
        cmocka_unit_test(tent_activates_an_occupied_site),
        cmocka_unit_test(a03_two_icon_card_pays_for_two_things),
        cmocka_unit_test(snake_red_rescues_an_assistant),
        cmocka_unit_test(snake_dreadful_tales),
        cmocka_unit_test(idol_goes_to_the_leftmost_slot),
        cmocka_unit_test(guardian_boon_once_per_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
