/* components_rows.c - the rows of tests/test_components.c (tests/th_rows.h): one
 * per board component case, each naming its start, the actions played and the
 * checks.  Besides th_rows.c's steps they use test_components.c's own
 * (guard_setup, overcome_done, travel_boon, asst_setup, tile_test, rsetup,
 * research_done, bridge, temple_stack, ...), which take the helper's arguments in
 * order.  Expected values are written out from the sources
 * (docs/RULE_READINGS.md), never read from the engine's tables. */
#include "th_rows.h"

const th_row th_component_rows[] = {
    TH_ROW(guardian_g01, 2, "guard_setup 1 101",
           /* needs an archaeologist of one's own on the site */
           "set space_occ[12] 2", "set p0.arch_out 0", "set p1.arch_out 1", "setres 0 1 1 0 1 0",
           "!legal overcome P7", "set space_occ[12] 1", "set p0.arch_out 1", "set p1.arch_out 0",
           "paid 1 1 0 1 0 overcome P7", "overcome_done 1", "travel_boon 1 ICON_SHIP"),

    TH_ROW(guardian_g02, 2, "guard_setup 2 102", "setres 0 1 0 0 1 0",
           "!legal overcome P7", /* no card to put down */
           "sethand 0 funding-car fear", "paid 1 0 0 1 0 overcome P7", "frame DISCARD",
           "opts =discard fear|discard funding-car",               /* no skip */
           "do discard funding-car", "= p0.inplay[funding-car] 1", /* no effect: no coin */
           "overcome_done 2", "exile_boon 2"),

    TH_ROW(guardian_g03, 2, "guard_setup 3 103",
           /* boot + 1 coin + 1 arrowhead; 2 coins cannot hire the pilot: 1 is the cost */
           "setres 0 2 0 0 1 0", "!legal overcome P7", "setres 0 3 0 0 1 0", "do overcome P7",
           "opts =pay pilot", "do pay pilot", "overcome_done 3",
           /* with a card for the boot */
           "guard_setup 3 103", "sethand 0 fear", "paid 1 0 0 1 0 overcome P7", "opts =pay fear",
           "do pay fear", "= p0.inplay[fear] 1", "overcome_done 3", "travel_boon 3 ICON_CAR"),

    TH_ROW(guardian_g04, 2, "guard_setup 4 104", "paid 2 0 0 1 0 overcome P7", "overcome_done 4",
           "travel_boon 4 ICON_CAR"),

    TH_ROW(guardian_g05, 2, "guard_setup 5 105", "setres 0 0 0 1 1 0",
           "!legal overcome P7", /* no boot */
           "sethand 0 funding-ship", "paid 0 0 1 1 0 overcome P7",
           "opts =pay funding-ship", /* any icon pays a boot */
           "do pay funding-ship", "= p0.inplay[funding-ship] 1", "overcome_done 5", "exile_boon 5"),

    TH_ROW(guardian_g06, 2, "guard_setup 6 106",
           /* plane + arrowhead: car and ship cards never pay a plane; 2 coins do */
           "sethand 0 funding-car exploration-ship", "setres 0 1 0 0 1 0", "!legal overcome P7",
           "paid 2 0 0 1 0 overcome P7", "opts =pay pilot", "do pay pilot", "= p0.hand_n 2",
           "overcome_done 6", "exile_boon 6",
           /* a travel assistant pays the plane too */
           "guard_setup 6 118", "asst 0 7 0", "setres 0 0 0 0 1 0", "do overcome P7",
           "opts =pay A07", "do pay A07", "= p0.asst_tired[0] 1", "overcome_done 6"),

    TH_ROW(guardian_g08, 2, "guard_setup 8 108", "paid 4 0 0 0 0 overcome P7", "overcome_done 8",
           /* boon: upgrade 1 resource, once; needs something to upgrade */
           "!legal boon G08", "setres 0 0 0 1 1 0", "do boon G08",
           "opts =arrowhead-to-jewel|skip|tablet-to-arrowhead", "do arrowhead-to-jewel",
           "res 0 0 0 1 0 1", "= p0.boons_used bits7", "!legal boon G08"),

    TH_ROW(guardian_g09, 2,
           /* a ship: a car never pays it */
           "overcome_with_card 9, funding-car, funding-ship, pay funding-ship, ICON_CAR, 109"),

    TH_ROW(guardian_g10, 2,
           /* a car: a ship never pays it */
           "overcome_with_card 10, exploration-ship, exploration-car, pay exploration-car, "
           "ICON_SHIP, 110"),

    TH_ROW(guardian_g11, 2, "guard_setup 11 111", "sethand 0 fear", "setres 0 0 1 0 0 0",
           "!legal overcome P7", /* 2 boots: one card is not enough */
           "sethand 0 fear fear", "paid 0 1 0 0 0 overcome P7", "opts =pay fear+fear",
           "do pay fear+fear", "= p0.inplay[fear] 2", "overcome_done 11", "exile_boon 11",
           /* a two-icon card pays both boots; 4 coins hire two pilots */
           "guard_setup 11 116", "sethand 0 sea-turtle", /* sea-turtle: ship + ship */
           "setres 0 0 1 0 0 0", "do overcome P7", "opts =pay sea-turtle", "do pay sea-turtle",
           "overcome_done 11", "guard_setup 11 117", "setres 0 3 1 0 0 0", "!legal overcome P7",
           "setres 0 4 1 0 0 0", "do overcome P7", "opts =pay pilot+pilot", "do pay pilot+pilot",
           "overcome_done 11"),

    TH_ROW(guardian_g12, 2, "guard_setup 12 112", "setres 0 0 0 0 0 1", "!legal overcome P7",
           "sethand 0 exploration-car", "paid 0 0 0 0 1 overcome P7", "opts =pay exploration-car",
           "do pay exploration-car", "overcome_done 12", "travel_boon 12 ICON_PLANE"),

    TH_ROW(guardian_g13, 2, "guard_setup 13 113", "paid 0 0 3 0 0 overcome P7", "overcome_done 13",
           "travel_boon 13 ICON_PLANE"),

    TH_ROW(guardian_g14, 2, "guard_setup 14 114", "setres 0 0 0 0 1 0",
           "!legal overcome P7", /* no plane */
           /* another guardian's plane boon pays the plane */
           "guardian 0 13", "paid 0 0 0 1 0 overcome P7", "opts =pay G13", "do pay G13",
           "frame POST", "= p0.guardians bits12,13", "= p0.boons_used bits12",
           "= site_guardian[7] 0", "= p0.score_guardians 10", "res 0 0 0 0 0 0",
           /* boon: exile */
           "sethand 0 fear", "do boon G14", "do exile hand:fear", "= p0.boons_used bits12,13",
           "!legal boon G14"),

    TH_ROW(guardian_g15, 2, "guard_setup 15 115", "paid 0 2 0 1 0 overcome P7", "overcome_done 15",
           "travel_boon 15 ICON_SHIP"),

    TH_ROW(assistant_a01_silver, 2, "asst_simple 1 0 2/0/0/0/0 201"),

    TH_ROW(assistant_a01_gold, 2, "asst_simple 1 1 3/0/0/0/0 202"),

    TH_ROW(assistant_a02_silver, 2, "asst_simple 2 0 0/0/1/0/0 204"),

    TH_ROW(assistant_a02_gold, 2, "asst_simple 2 1 1/0/1/0/0 205"),

    TH_ROW(assistant_a03_silver, 2, "asst_setup 3 0 206",
           /* pay a boot-capable travel icon: nothing in hand, 1 coin -> not usable */
           "setres 0 1 0 0 0 0", "!legal assistant A03",
           /* 2 coins hire a pilot */
           "setres 0 2 0 0 0 0", "legal assistant A03", "setres 0 0 0 0 0 0", "sethand 0 fear",
           "do assistant A03", "frame PAY_TRAVEL", "opts =pay fear|skip", "do pay fear",
           "res 0 0 0 0 1 0", "= p0.inplay[fear] 1", "spent assistant A03",
           /* a travel assistant in the other square pays the boot */
           "asst_setup 3 0 237", "asst 0 7 0", "do assistant A03", "opts =pay A07|skip",
           "do pay A07", "res 0 0 0 0 1 0", "= p0.asst_tired[1] 1", "spent assistant A03",
           /* declining the cost: exhausted, no arrowhead */
           "asst_setup 3 0 207", "sethand 0 exploration-ship", "do assistant A03", "do skip",
           "res 0 0 0 0 0 0", "= p0.hand_n 1", "spent assistant A03"),

    TH_ROW(assistant_a03_gold, 2, "asst_simple 3 1 0/0/0/1/0 208" /* no travel cost, empty hand */
           ),

    TH_ROW(assistant_a04_silver, 2, "asst_setup 4 0 209", "!legal assistant A04", /* no coin */
           "setres 0 1 0 0 0 0", "do assistant A04", "opts =skip|yes", "do yes", "res 0 0 0 0 1 0",
           "spent assistant A04"),

    TH_ROW(assistant_a04_gold, 2, "asst_setup 4 1 210", "!legal assistant A04",
           "setres 0 1 0 0 0 0", "save", "do assistant A04", "do yes",
           "opts =choose arrowhead|choose jewel", "do choose jewel", "res 0 0 0 0 0 1",
           "spent assistant A04", "load", "do assistant A04", "do yes", "do choose arrowhead",
           "res 0 0 0 0 1 0", "spent assistant A04"),

    TH_ROW(assistant_a05_silver, 2, "asst_setup 5 0 211", "clearplay 0",
           "!legal assistant A05", /* nothing to exile */
           "sethand 0 fear", "mark fears fear_supply", "do assistant A05",
           "opts =exile hand:fear|skip", "do exile hand:fear", "= fear_supply fears+1",
           "= p0.hand_n 0", "res 0 0 0 0 0 0", "spent assistant A05"),

    TH_ROW(assistant_a05_gold, 2, "asst_setup 5 1 212", "clearplay 0",
           "do assistant A05", /* usable for the compass alone */
           "res 0 0 1 0 0 0", "spent assistant A05", "asst_setup 5 1 213", "sethand 0 funding-car",
           "do assistant A05", "opts =exile hand:funding-car|skip", "do exile hand:funding-car",
           "res 0 0 1 0 0 0", "= basic_exiled[funding-car] 1", "spent assistant A05"),

    TH_ROW(assistant_a06_silver, 2, "asst_setup 6 0 214", "sethand 0 funding-car",
           "give 0 top exploration-ship", "mark deck p0.deck_n", "do assistant A06",
           "opts =draw 0|draw 1", "do draw 1", "= p0.deck_n deck-1",
           "= p0.inhand[exploration-ship] 1",
           /* then a card down, not optional */
           "opts =discard exploration-ship|discard funding-car", "do discard funding-car",
           "= p0.inplay[funding-car] 1", "= p0.hand_n 1",
           "res 0 0 0 0 0 0", /* no effect from the card put down */
           "spent assistant A06"),

    TH_ROW(assistant_a06_gold, 2, "asst_setup 6 1 215", "sethand 0 funding-car",
           "mark deck p0.deck_n", "do assistant A06", "do draw 1", "= p0.deck_n deck-1",
           "= p0.hand_n 2", "= p0.play_n 0", "spent assistant A06"),

    TH_ROW(assistant_a07_silver, 2,
           "asst_travel 7, 0, 1/0/0/0/0, dig P7, dig P13, 0/0/0/0/1, 216" /* 1 plane */
           ),

    TH_ROW(assistant_a07_gold, 2,
           "asst_travel 7, 1, 2/0/0/0/0, dig P16, -, 1/1/1/1/0, 218", /* 2 planes */
           "asst_setup 7 1 219", "do dig P13", /* two planes pay car + car too */
           "opts pay=pay A07"),

    TH_ROW(assistant_a08_silver, 2,
           "asst_travel 8, 0, 0/1/0/0/0, dig P5, dig P7, 1/0/0/1/0, 220" /* 1 car */
           ),

    TH_ROW(assistant_a08_gold, 2,
           "asst_travel 8, 1, 1/1/0/0/0, dig P13, dig P16, 0/2/0/0/1, 222" /* 2 cars */
           ),

    TH_ROW(assistant_a09_silver, 2,
           "asst_travel 9, 0, 0/1/0/0/0, dig P7, dig P5, 0/0/0/0/1, 224" /* 1 ship */
           ),

    TH_ROW(assistant_a09_gold, 2,
           "asst_travel 9, 1, 1/1/0/0/0, dig P16, dig P13, 1/1/1/1/0, 226" /* 2 ships */
           ),

    TH_ROW(assistant_a10_silver, 2, "assistant_a10 0 228"),

    TH_ROW(assistant_a10_gold, 2, "assistant_a10 1 230"),

    TH_ROW(assistant_a11_silver, 2, "asst_setup 11 0 232",
           "!legal assistant A11", /* nothing to upgrade */
           "setres 0 0 0 1 0 0", "do assistant A11", "opts =skip|tablet-to-arrowhead",
           "do tablet-to-arrowhead", "res 0 0 0 0 1 0", "spent assistant A11"),

    TH_ROW(assistant_a11_gold, 2, "asst_setup 11 1 233", "do assistant A11", /* the compass alone */
           "res 0 0 1 0 0 0", "spent assistant A11", "asst_setup 11 1 234", "setres 0 0 0 0 1 0",
           "do assistant A11", "opts =arrowhead-to-jewel|skip", "do arrowhead-to-jewel",
           "res 0 0 1 0 0 1", "spent assistant A11"),

    TH_ROW(assistant_a12_silver, 2, "asst_simple 12 0 0/1/0/0/0 235"),

    TH_ROW(assistant_a12_gold, 2, "asst_simple 12 1 0/2/0/0/0 236"),

    TH_ROW(camp_p0, 2, "camp_simple 0 2/0/0/0/0 301"),

    TH_ROW(camp_p1, 2, "camp_simple 1 0/2/0/0/0 302"),

    TH_ROW(camp_p2, 2, "camp_simple 2 0/0/2/0/0 303"),

    TH_ROW(camp_p3, 2, "camp_simple 3 0/0/0/1/0 304"),

    TH_ROW(camp_p4, 2, "camp_dig 4 305",
           /* optional card down -> 1 jewel */
           "frame PAY_DISCARD", "opts =discard funding-car|skip", "save", "do discard funding-car",
           "res 0 0 0 0 0 1", /* the card gives no coin */
           "= p0.inplay[funding-car] 1", "= p0.hand_n 0", "frame POST", "load", "do skip",
           "res 0 0 0 0 0 0", "= p0.inhand[funding-car] 1", "frame POST",
           /* with an empty hand after paying: no decision, no jewel */
           "fresh 2 306", "sethand 0 fear", "turn 0", "do dig P4", "do pay fear", "res 0 0 0 0 0 0",
           "frame POST"),

    TH_ROW(tile_l1_01, 2, "tile_dig 1 401", "row 0 war-mask", "row 1 hat", /* hat */
           "row 2 pack-donkey",                                            /* pack-donkey */
           "row 3 aeroplane",                                              /* aeroplane */
           "row 4 rough-map",                                              /* rough-map */
           "row 5 carrier-pigeon",                                         /* carrier-pigeon */
           "opts =choose 2-compasses|choose free-item", "save", "do choose 2-compasses",
           "res 0 0 2 0 0 0", "frame POST",
           /* any item of the row for free (no artifact), to the bottom of the deck */
           "load", "do choose free-item",
           "opts buy =buy aeroplane|buy carrier-pigeon|buy hat|buy pack-donkey|buy rough-map",
           "legal skip", "do buy aeroplane", "res 0 0 0 0 0 0", "= p0.cards[0] aeroplane",
           "= row[3] 0", "frame POST"),

    TH_ROW(tile_l1_02, 2, "tile_test 2 1/0/0/1/0 0 0 402"),

    TH_ROW(tile_l1_03, 2, "tile_test 3 1/0/1/0/0 1 0 403"),

    TH_ROW(tile_l1_04, 2, "tile_test 4 0/1/0/1/0 0 0 404"),

    TH_ROW(tile_l1_05, 2, "tile_test 5 1/0/2/0/0 0 0 405"),

    TH_ROW(tile_l1_06, 2, "tile_test 6 0/0/1/1/0 0 0 406"),

    TH_ROW(tile_l1_07, 2, "tile_test 7 0/0/0/1/0 1 0 407"),

    TH_ROW(tile_l1_08, 2, "tile_test 8 0/0/1/0/1 0 1 408"),

    TH_ROW(tile_l1_09, 2, "tile_test 9 0/1/0/0/1 0 1 409"),

    TH_ROW(tile_l1_10, 2, "tile_test 10 0/0/0/0/1 0 0 410"),

    TH_ROW(tile_l2_01, 2, "tile_test 11 0/2/0/0/1 0 0 411"),

    TH_ROW(tile_l2_02, 2, "tile_test 12 1/1/1/1/0 0 0 412"),

    TH_ROW(tile_l2_03, 2, "tile_test 13 0/0/0/1/1 0 0 413"),

    TH_ROW(tile_l2_04, 2, "tile_test 14 0/0/1/0/1 1 0 414"),

    TH_ROW(tile_l2_05, 2, "tile_test 15 0/0/2/0/1 0 0 415"),

    TH_ROW(tile_l2_06, 2, "tile_test 16 0/0/2/2/0 0 1 416"),

    /* A tile also acts when its site is discovered (L2-06 on P16: 2 idols, one reward). */
    TH_ROW(tile_acts_on_discovery, 2, "fresh 2 417", "tiletop 16", "guardtop 4",
           "set site_idol[16] IDOL_COIN", "sethand 0 funding-ship exploration-ship",
           "setres 0 0 6 0 0 0", "turn 0", "do discover P16",
           "do pay funding-ship+exploration-ship", "res 0 1 0 2 2 0", "= p0.inplay[fear] 1",
           "= p0.idols 2", "= site_tile[16] 16", "= site_guardian[16] 4", "frame POST"),

    TH_ROW(idol_reward_coin, 2, "idol_reward_simple IDOL_COIN 1/0/0/0/1 501"),

    TH_ROW(idol_reward_compass, 2, "idol_reward_simple IDOL_COMPASS 0/1/0/0/1 502"),

    TH_ROW(idol_reward_tablet, 2, "idol_reward_simple IDOL_TABLET 0/0/1/0/1 503"),

    TH_ROW(idol_reward_exile, 2, "idol_discover IDOL_EXILE 504", "frame EXILE",
           "opts =exile hand:fear|exile play:funding-car|skip", "mark fears fear_supply",
           "do exile hand:fear", "= fear_supply fears+1", "= p0.hand_n 0", "idol_done 0/0/0/0/1"),

    TH_ROW(idol_reward_upgrade, 2, "fresh 2 505", "set site_idol[5] IDOL_UPGRADE", "tiletop 10",
           "guardtop 4", "sethand 0 funding-car", "setres 0 0 3 1 0 0", "turn 0", "do discover P5",
           "do pay funding-car", "frame UPGRADE", "opts =skip|tablet-to-arrowhead",
           "do tablet-to-arrowhead", "idol_done 0/0/0/1/1"),

    TH_ROW(idol_reward_refresh, 2, "fresh 2 506", "asst 0 12 0", "asst 0 1 0",
           "set p0.asst_tired[1] 1", "set site_idol[5] IDOL_REFRESH", "tiletop 10", "guardtop 4",
           "sethand 0 funding-car", "setres 0 0 3 0 0 0", "turn 0", "do discover P5",
           "do pay funding-car", "frame REFRESH", "opts =refresh A01", /* only the exhausted one */
           "do refresh A01", "= p0.asst_tired[1] 0", "idol_done 0/0/0/0/1", "do assistant A01",
           "res 0 2 0 0 0 1",
           /* nothing exhausted: no decision */
           "idol_discover IDOL_REFRESH 507", "idol_done 0/0/0/0/1"),

    TH_ROW(idol_slot_coin_for_jewel, 2, "slot_setup 1 601", "= p0.score_idols 13",
           "!legal idol coin-for-jewel", /* needs a coin */
           "opts idol=idol 2-tablets|idol arrowhead|idol card|idol coin+compass",
           "setres 0 1 0 0 0 0", "do idol coin-for-jewel", "opts =skip|yes", "do yes",
           "res 0 0 0 0 0 1", "slot_done 0 1", "= p0.score_idols 12",
           "count 0 idol" /* no idol left in the crates */
           ),

    TH_ROW(idol_slot_arrowhead, 2, "slot_setup 2 602", "do idol arrowhead", "res 0 0 0 0 1 0",
           "slot_done 1 1",
           /* the same effect again in the next slot */
           "do idol arrowhead", "res 0 0 0 0 2 0", "slot_done 0 2", "= p0.score_idols 13"),

    TH_ROW(idol_slot_two_tablets, 2, "idol_slot_simple idol 2-tablets, 0/0/2/0/0, 603"),

    TH_ROW(idol_slot_coin_compass, 2, "idol_slot_simple idol coin+compass, 1/1/0/0/0, 604"),

    TH_ROW(idol_slot_card, 2, "slot_setup 1 605", "mark deck p0.deck_n", "do idol card",
           "opts =draw 0|draw 1", "do draw 1", "= p0.hand_n 1", "= p0.deck_n deck-1",
           "res 0 0 0 0 0 0", "slot_done 0 1",
           /* with an empty deck the card slot is not offered */
           "slot_setup 1 606", "sethand 0 fear", "decktoplay 0", "!legal idol card",
           "legal idol arrowhead"),

    TH_ROW(bonus_tile_coin, 2, "bonus_tile_simple BONUS_COIN 1/1/0/0/0 701"),

    TH_ROW(bonus_tile_compass, 2, "bonus_tile_simple BONUS_COMPASS 0/2/0/0/0 702"),

    TH_ROW(bonus_tile_tablet, 2, "bonus_tile_simple BONUS_TABLET 0/1/1/0/0 703"),

    TH_ROW(bonus_tile_card, 2, "bonus_setup BONUS_CARD 704", "mark taken bonus_taken",
           "mark deck p0.deck_n", "do research glass B3", "opts =draw 0|draw 1", "do draw 1",
           "= p0.hand_n 2", "= p0.deck_n deck-1", "bonus_done taken 0/1/0/0/0"),

    TH_ROW(bonus_tile_exile, 2, "bonus_setup BONUS_EXILE 705", "mark taken bonus_taken",
           "mark fears fear_supply", "do research glass B3", "opts =exile hand:fear|skip",
           "do exile hand:fear", "= fear_supply fears+1", "bonus_done taken 0/1/0/0/0"),

    TH_ROW(bonus_tile_upgrade, 2, "bonus_setup BONUS_UPGRADE 706", "setres 0 0 0 0 1 1",
           "mark taken bonus_taken", "do research glass B3", "opts =arrowhead-to-jewel|skip",
           "do arrowhead-to-jewel", "bonus_done taken 0/1/0/0/1"),

    TH_ROW(bird_glass_row1, 2, "rsetup 0 0 801", "paid 0 1 0 1 0 research glass B1",
           "research_done 0 1 1/0/0/0/0 1"),

    TH_ROW(bird_glass_row2, 2, "rsetup 1 0 802", "paid 0 0 0 0 1 research glass B3",
           "research_done 0 3 0/1/0/0/0 2"),

    TH_ROW(bird_glass_row3, 2, "rsetup 3 0 803", "paid 0 0 2 1 0 research glass B5",
           "research_done 0 5 0/1/0/0/0 4"),

    TH_ROW(bird_glass_row4, 2, "rsetup 5 0 804", "paid 0 0 0 2 0 research glass B8",
           "research_done 0 8 0/1/0/0/0 6"),

    TH_ROW(bird_glass_row5, 2, "rsetup 8 0 805", "paid 1 0 0 0 1 research glass B9",
           "research_done 0 9 0/1/0/0/0 9"),

    TH_ROW(bird_glass_row6, 2, "rsetup 9 0 806", "cost 0 1 0 0 1 research glass B10",
           "mark deck p0.deck_n", "do research glass B10", "opts =draw 0|draw 1", "do draw 1",
           "= p0.hand_n 1", "= p0.deck_n deck-1", "research_done 0 10 0/0/0/0/0 12"),

    TH_ROW(bird_glass_row7, 2, "rsetup 10 0 807", "paid 1 0 1 1 0 research glass B12",
           "research_done 0 12 0/1/0/0/0 16"),

    TH_ROW(bird_notebook_row1, 2, "rsetup 1 0 811", "assttop 0 1", "mark n0 asst_n[0]",
           "paid 0 1 0 1 0 research notebook B1", "frame RECRUIT", "count 3 recruit ",
           "do recruit A01", "asst? 0 0 1 0 0", "= asst_n[0] n0-1", "research_done 1 1 0/0/0/0/0 1",
           /* ready: usable at once */
           "do assistant A01", "res 0 2 0 0 0 0"),

    TH_ROW(bird_notebook_row2, 2, "rsetup 3 1 812", "asst 0 12 0", "assttop 2 2",
           "paid 0 0 0 0 1 research notebook B3", "do recruit A02", "= p0.asst[1] 2",
           "= p0.asst_gold[1] 0", "research_done 1 3 0/0/0/0/0 3",
           /* both squares full: nothing to recruit */
           "rsetup 3 1 813", "asst 0 12 0", "asst 0 2 0", "setres 0 0 0 1 1 0",
           "do research notebook B4", "research_done 1 4 0/0/0/0/0 3", "= p0.asst[0] 12",
           "= p0.asst[1] 2"),

    TH_ROW(bird_notebook_row3, 2, "rsetup 5 3 814", "asst 0 12 1", "asst 0 1 0",
           "set p0.asst_tired[1] 1", "paid 0 0 2 1 0 research notebook B5",
           "opts =upgrade A01", /* only silver ones */
           "do upgrade A01", "= p0.asst_gold[1] 1",
           "= p0.asst_tired[1] 0", /* upgrading refreshes */
           "research_done 1 5 0/0/0/0/0 6", "do assistant A01", "res 0 3 0 0 0 0" /* gold side */
           ),

    TH_ROW(bird_notebook_row4, 2, "rsetup 8 5 815", "asst 0 5 0", "set p0.asst_tired[0] 1",
           "paid 0 0 0 2 0 research notebook B8", "do upgrade A05", "= p0.asst_gold[0] 1",
           "= p0.asst_tired[0] 0", "research_done 1 8 0/0/0/0/0 10",
           /* no silver assistant: nothing happens */
           "rsetup 8 5 816", "asst 0 5 1", "setres 0 0 0 1 0 1", "do research notebook B7",
           "research_done 1 7 0/0/0/0/0 10"),

    TH_ROW(bird_notebook_row5, 2, "rsetup 9 8 817", "paid 1 0 0 0 1 research notebook B9",
           "research_done 1 9 0/3/0/0/0 15"),

    TH_ROW(bird_notebook_row6, 2, "rsetup 10 9 818",
           "row 0 war-mask", /* war-mask: +1 arrowhead, costs 3 compasses */
           "paid 0 1 0 0 1 research notebook B10", "frame BUY",
           "opts buy =buy war-mask", /* artifacts only, free */
           "legal skip", "do buy war-mask", "opts =skip|use-effect",
           "do use-effect", /* no tablet needed */
           "= p0.inplay[war-mask] 1", "= p0.war_mask 1", "research_done 1 10 0/0/0/1/0 20"),

    TH_ROW(bird_notebook_row7, 2, "rsetup 12 10 819", "discover 7 10 4", "discover 5 2 6",
           "place 0 12", /* P7: ours */
           "place 1 10", /* P5: the opponent's */
           "turn 0", "paid 1 0 1 1 0 research notebook B12", "opts =overcome P7", "do overcome P7",
           "= p0.guardians bits3", "= site_guardian[7] 0", "= site_guardian[5] 6",
           "research_done 1 12 0/0/0/0/0 26", "= p0.score_guardians 5"),

    TH_ROW(research_bridge_costs_bird, 2,
           "bridge 0, 0, 0, 0, research glass B2, 0 0 0 0 1, 1/0/0/0/0, 901",
           "bridge 0, 0, 1, 0, research glass B4, 0 0 1 1 0, 0/1/0/0/0, 902",
           "bridge 0, 0, 2, 0, research glass B4, 0 0 1 1 0, 0/1/0/0/0, 903",
           "bridge 0, 0, 4, 0, research glass B5, 0 0 2 1 0, 0/1/0/0/0, 904",
           "bridge 0, 0, 5, 0, research glass B6, 1 0 1 1 0, 0/1/0/0/0, 905",
           "bridge 0, 0, 5, 0, research glass B7, 0 0 1 0 1, 0/1/0/0/0, 906",
           "bridge 0, 0, 6, 0, research glass B9, 1 0 0 0 1, 0/1/0/0/0, 907",
           "bridge 0, 0, 9, 0, research glass B11, 0 0 2 1 0, 0/0/0/0/0, 908",
           "bridge 0, 0, 11, 0, research glass B13, 0 0 1 0 1, 0/1/0/0/0, 909",
           "bridge 0, 1, 11, 13, research notebook B12, 1 0 1 1 0, 0/0/0/0/0, 910"),

    TH_ROW(research_bridge_costs_snake, 2,
           "bridge 1, 0, 0, 0, research glass S1, 0 1 2 0 0, 1/0/0/0/0, 911",
           "bridge 1, 0, 0, 0, research glass S2, 0 0 0 0 1, 1/0/0/0/0, 912",
           "bridge 1, 0, 1, 0, research glass S3, 1 1 0 1 0, 2/0/0/0/0, 913",
           "bridge 1, 0, 2, 0, research glass S5, 0 0 0 2 0, 2/0/0/0/0, 914",
           "bridge 1, 0, 5, 0, research glass S7, 1 0 0 0 1, 0/0/0/0/0, 915",
           "bridge 1, 0, 8, 0, research glass S10, 0 0 1 0 1, 0/0/0/0/0, 916",
           "bridge 1, 0, 10, 0, research glass S12, 0 1 3 0 0, 0/0/0/0/0, 917",
           "bridge 1, 1, 12, 13, research notebook S13, 1 0 1 1 0, 0/0/0/0/1, 918"),

    TH_ROW(research_only_along_bridges, 2, "rsetup 2 0 921", "setres 0 9 9 9 9 9", "turn 0",
           /* B2 connects only to B4; the notebook may go to either row-1 space */
           "opts research=research glass B4|research notebook B1|research notebook B2",
           "set p0.glass 5",
           "opts research glass=research glass B6|research glass B7|research glass B8"),

    TH_ROW(notebook_never_above_glass, 2, "rsetup 1 0 922", "setres 0 9 9 9 9 9", "turn 0",
           /* the same row, even the same space, is allowed */
           "opts research notebook=research notebook B1|research notebook B2",
           "do research notebook B1", "do_first recruit ", "frame POST", "= p0.notebook 1",
           "turn 0", "count 0 research notebook", /* row 2 > glass row 1 */
           "opts research glass=research glass B3|research glass B4"),

    TH_ROW(lost_temple_bonus_choice, 2, "fresh 2 1002", "set_tiles -1 2 BONUS_CARD BONUS_EXILE",
           "set p0.glass 12", "set p0.notebook 3", "setres 0 1 1 0 0 1", "sethand 0 fear", "turn 0",
           "do research glass B14", "opts =bonus card|bonus exile", "mark fears fear_supply",
           "do bonus exile", "do exile hand:fear", "= fear_supply fears+1", "= temple_bonus_n 1",
           "= temple_bonus[0] BONUS_CARD", /* the other goes back */
           "= p0.seen_temple_stack 1", "= p0.score_research 24", "res 0 0 0 0 0 0"),

    TH_ROW(temple_2_left, 2, "temple_stack temple 2-left, 1 0 2 0 0, 0, 2, temple 2-left, 1101"),

    TH_ROW(temple_2_mid, 2, "temple_stack temple 2-mid, 0 0 0 0 1, 1, 2, temple 2-mid, 1102"),

    TH_ROW(temple_2_right, 2, "temple_stack temple 2-right, 0 1 0 1 0, 2, 2, temple 2-right, 1103"),

    TH_ROW(temple_6_left, 2,
           "temple_stack temple 6-left, 1 0 2 0 1, 3, 6, temple 2-left|temple 2-mid|temple 6-left, "
           "1104"),

    TH_ROW(temple_6_right, 2,
           "temple_stack temple 6-right, 0 1 0 1 1, 4, 6, temple 2-mid|temple 2-right|temple "
           "6-right, 1105"),

    TH_ROW(temple_11, 2,
           "temple_stack temple 11, 1 1 2 1 1, 5, 11, temple 11|temple 2-left|temple 2-mid|temple "
           "2-right|temple 6-left|temple 6-right, 1106"),

    TH_ROW(snake_idol_bridge, 2, "freshside 2 1 1201", "set p0.glass 6", "sethand 0", "turn 0",
           "!legal research glass S8",               /* no idol */
           "idols 0 2 0", "legal research glass S8", /* nothing else to pay */
           "do idol arrowhead", "setres 0 0 0 0 0 0",
           "legal research glass S8", /* one idol still in the crates */
           "mark removed idols_removed", "do research glass S8", "= p0.idols 0",
           "= p0.idol_slots 1", /* the slotted idol stays */
           "= idols_removed removed+1", "= p0.glass 8",
           "= p0.score_idols 12", /* the paid idol scores nothing */
           "frame RESCUE", "do_first rescue ", "frame POST", "= rescue_n 1",
           /* the notebook crosses it too; a slotted idol may not pay */
           "set p0.notebook 7", "turn 0", "setres 0 9 9 9 9 9", "!legal research notebook S8",
           "idols 0 1 0", "do research notebook S8", "= p0.idols 0", "= idols_removed removed+2",
           "res 0 9 9 9 9 9",
           /* row 4 notebook: a free artifact, not a rescue */
           "frame BUY", "= rescue_n 1", "count 1 buy ", /* the row's one artifact, free */
           "legal skip"),

    TH_ROW(snake_temple_costs, 2, "freshside 2 1 1204", "glasstemple 0", "turn 0",
           /* A = 1 compass + 2 tablets; C = 1 coin + 1 arrowhead (R-ARNAK-33) */
           "setres 0 1 0 2 0 0", "count 0 temple", "cost 0 1 2 0 0 temple 2-left",
           "cost 1 0 0 1 0 temple 2-right", "paid 1 1 2 1 1 temple 11", "res 0 0 0 0 0 0",
           "= p0.score_temple 11", "= p0.score_research 23"),
};

const size_t th_component_rows_n = sizeof th_component_rows / sizeof th_component_rows[0];
