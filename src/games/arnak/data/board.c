/* board.c - main board (both sides), site tiles, idols, guardians, assistants,
 * research tracks, research bonus tiles and temple tiles (sources and
 * readings: docs/RULE_READINGS.md). */
#include "data.h"

const char *const ARNAK_RES_NAMES[RES_N] = {"coin", "compass", "tablet", "arrowhead", "jewel"};
const char *const ARNAK_ICON_NAMES[ICON_N] = {"none", "boot", "car", "ship", "plane"};

#define B_ ICON_BOOT
#define CR ICON_CAR
#define SH ICON_SHIP
#define PL ICON_PLANE
/* Sites P0-P16 (R-ARNAK-30; R-ARNAK-37: BGA's travel costs).  Camp spaces cost 1 and
 * 2 boots on both sides.  travel[side] = the single space's icons. */
const site_def ARNAK_SITE_DEFS[ARNAK_SITES] = {
    {"P0", 0, 0, 1, {{0, 0}, {0, 0}}},
    {"P1", 0, 0, 2, {{0, 0}, {0, 0}}},
    {"P2", 0, 0, 3, {{0, 0}, {0, 0}}},
    {"P3", 0, 0, 4, {{0, 0}, {0, 0}}},
    {"P4", 0, 0, 5, {{0, 0}, {0, 0}}},
    {"P5", 1, 1, 1, {{CR, 0}, {CR, 0}}},
    {"P6", 1, 1, 2, {{CR, 0}, {CR, 0}}},
    {"P7", 1, 1, 3, {{SH, 0}, {SH, 0}}},
    {"P8", 1, 1, 4, {{SH, 0}, {SH, 0}}},
    {"P9", 1, 2, 1, {{CR, 0}, {CR, 0}}},
    {"P10", 1, 2, 2, {{CR, 0}, {B_, B_}}},
    {"P11", 1, 2, 3, {{SH, 0}, {PL, 0}}},
    {"P12", 1, 2, 4, {{SH, 0}, {SH, 0}}},
    {"P13", 2, 3, 1, {{CR, CR}, {CR, CR}}},
    {"P14", 2, 3, 2, {{CR, CR}, {B_, PL}}},
    {"P15", 2, 3, 3, {{SH, SH}, {SH, CR}}},
    {"P16", 2, 3, 4, {{SH, SH}, {SH, SH}}},
};

const tile_def ARNAK_TILES[17] = {
    [1] = {"L1-01", 1, PR_TILE1 + 0, "2 compasses, or any item from the card row for free"},
    [2] = {"L1-02", 1, PR_TILE1 + 1, "1 coin + 1 arrowhead"},
    [3] = {"L1-03", 1, PR_TILE1 + 2, "draw 1 card + 1 coin + 1 tablet"},
    [4] = {"L1-04", 1, PR_TILE1 + 3, "1 compass + 1 arrowhead"},
    [5] = {"L1-05", 1, PR_TILE1 + 4, "1 coin + 2 tablets"},
    [6] = {"L1-06", 1, PR_TILE1 + 5, "1 tablet + 1 arrowhead"},
    [7] = {"L1-07", 1, PR_TILE1 + 6, "draw 1 card + 1 arrowhead"},
    [8] = {"L1-08", 1, PR_TILE1 + 7, "Fear + 1 tablet + 1 jewel"},
    [9] = {"L1-09", 1, PR_TILE1 + 8, "Fear + 1 compass + 1 jewel"},
    [10] = {"L1-10", 1, PR_TILE1 + 9, "1 jewel"},
    [11] = {"L2-01", 2, PR_TILE1 + 10, "2 compasses + 1 jewel"},
    [12] = {"L2-02", 2, PR_TILE1 + 11, "1 coin + 1 compass + 1 tablet + 1 arrowhead"},
    [13] = {"L2-03", 2, PR_TILE1 + 12, "1 arrowhead + 1 jewel"},
    [14] = {"L2-04", 2, PR_TILE1 + 13, "draw 1 card + 1 tablet + 1 jewel"},
    [15] = {"L2-05", 2, PR_TILE1 + 14, "2 tablets + 1 jewel"},
    [16] = {"L2-06", 2, PR_TILE1 + 15, "Fear + 2 tablets + 2 arrowheads"},
};

/* Idol discovery rewards: c x3, s x3, t x3, e x3, u x2, r x2 ([BGA], [TTS]).
 * The four face-down level-II idols have no reward, so the state keeps no
 * identity for them (nothing about them can ever be revealed). */
const char *const ARNAK_IDOL_NAMES[7] = {"none", "coin", "compass", "tablet", "exile", "upgrade", "refresh"};
const uint8_t ARNAK_IDOL_COUNTS[7] = {0, 3, 3, 3, 3, 2, 2};
const char *const ARNAK_SLOT_NAMES[SLOT_N] = {"coin-for-jewel", "arrowhead", "2-tablets", "coin+compass",
                                        "card"};
const uint8_t ARNAK_IDOL_SLOT_POINTS[4] = {1, 2, 3, 4}; /* R-ARNAK-39 */

/* Guardians G01-G15 ([BGA], [AW]).  cost: coin compass tablet arrowhead jewel. */
const guardian_def ARNAK_GUARDIANS[16] = {
    [1] = {"G01", {1, 1, 0, 1, 0}, {0, 0}, 0, SH, 0, "1 coin + 1 compass + 1 arrowhead", "ship"},
    [2] = {"G02", {1, 0, 0, 1, 0}, {0, 0}, 1, 0, PR_BOON_EXILE, "card down + 1 coin + 1 arrowhead", "exile"},
    [3] = {"G03", {1, 0, 0, 1, 0}, {B_, 0}, 0, CR, 0, "boot + 1 coin + 1 arrowhead", "car"},
    [4] = {"G04", {2, 0, 0, 1, 0}, {0, 0}, 0, CR, 0, "2 coins + 1 arrowhead", "car"},
    [5] = {"G05", {0, 0, 1, 1, 0}, {B_, 0}, 0, 0, PR_BOON_EXILE, "boot + 1 tablet + 1 arrowhead", "exile"},
    [6] = {"G06", {0, 0, 0, 1, 0}, {PL, 0}, 0, 0, PR_BOON_EXILE, "plane + 1 arrowhead", "exile"},
    [7] = {"G07", {0, 1, 0, 1, 0}, {0, 0}, 1, 0, PR_BOON_DRAW, "1 compass + card down + 1 arrowhead", "draw"},
    [8] = {"G08", {4, 0, 0, 0, 0}, {0, 0}, 0, 0, PR_BOON_UPGRADE, "4 coins", "upgrade"},
    [9] = {"G09", {0, 0, 0, 1, 0}, {SH, 0}, 0, CR, 0, "ship + 1 arrowhead", "car"},
    [10] = {"G10", {0, 0, 0, 1, 0}, {CR, 0}, 0, SH, 0, "car + 1 arrowhead", "ship"},
    [11] = {"G11", {0, 1, 0, 0, 0}, {B_, B_}, 0, 0, PR_BOON_EXILE, "2 boots + 1 compass", "exile"},
    [12] = {"G12", {0, 0, 0, 0, 1}, {B_, 0}, 0, PL, 0, "boot + 1 jewel", "plane"},
    [13] = {"G13", {0, 0, 3, 0, 0}, {0, 0}, 0, PL, 0, "3 tablets", "plane"},
    [14] = {"G14", {0, 0, 0, 1, 0}, {PL, 0}, 0, 0, PR_BOON_EXILE, "plane + 1 arrowhead", "exile"},
    [15] = {"G15", {0, 2, 0, 1, 0}, {0, 0}, 0, SH, 0, "2 compasses + 1 arrowhead", "ship"},
};

/* Assistants A01-A12 ([BGA]). */
const assistant_def ARNAK_ASSISTANTS[13] = {
    [1] = {"A01", 0, 0, "+2 coins", "+3 coins"},
    [2] = {"A02", 0, 0, "+1 tablet", "+1 coin +1 tablet"},
    [3] = {"A03", 0, 0, "pay a boot icon: +1 arrowhead", "+1 arrowhead"},
    [4] = {"A04", 0, 0, "pay 1 coin: +1 arrowhead", "pay 1 coin: +1 arrowhead or +1 jewel"},
    [5] = {"A05", 0, 0, "exile a card", "+1 compass, exile a card"},
    [6] = {"A06", 0, 0, "draw 1, then put a card from hand into play", "draw 1"},
    [7] = {"A07", PL, 0, "+1 coin or 1 plane", "+2 coins or 2 planes"},
    [8] = {"A08", CR, 0, "+1 compass or 1 car", "+1 compass +1 coin or 2 cars"},
    [9] = {"A09", SH, 0, "+1 compass or 1 ship", "+1 compass +1 coin or 2 ships"},
    [10] = {"A10", 0, 1, "buy a card with a discount of 1 (main action)",
            "buy a card with a discount of 2 (main action)"},
    [11] = {"A11", 0, 0, "upgrade a resource", "+1 compass, upgrade a resource"},
    [12] = {"A12", 0, 0, "+1 compass", "+2 compasses"},
};

const char *const ARNAK_BONUS_NAMES[7] = {"none", "coin", "compass", "tablet", "card", "exile", "upgrade"};

/* Research tracks.  Costs are per destination space (R-ARNAK-36).
 * cost order: coin compass tablet arrowhead jewel. */
const side_def ARNAK_SIDES[2] = {
    {"bird",
     {
         {"B0", 0, {1, 2, 0}, {0}, 0, {0, 0, 0}},
         {"B1", 1, {3, 4, 0}, {0, 1, 0, 1, 0}, 0, {0, 0, 0}},
         {"B2", 1, {4, 0, 0}, {0, 0, 0, 0, 1}, 0, {0, 0, 0}},
         {"B3", 2, {5, 0, 0}, {0, 0, 0, 0, 1}, 0, {1, 1, 1}},
         {"B4", 2, {5, 0, 0}, {0, 0, 1, 1, 0}, 0, {1, 1, 1}},
         {"B5", 3, {6, 7, 8}, {0, 0, 2, 1, 0}, 0, {0, 0, 1}},
         {"B6", 4, {9, 0, 0}, {1, 0, 1, 1, 0}, 0, {1, 1, 1}},
         {"B7", 4, {9, 0, 0}, {0, 0, 1, 0, 1}, 0, {1, 1, 1}},
         {"B8", 4, {9, 0, 0}, {0, 0, 0, 2, 0}, 0, {1, 1, 1}},
         {"B9", 5, {10, 11, 0}, {1, 0, 0, 0, 1}, 0, {0, 0, 1}},
         {"B10", 6, {12, 0, 0}, {0, 1, 0, 0, 1}, 0, {1, 1, 1}},
         {"B11", 6, {12, 13, 0}, {0, 0, 2, 1, 0}, 0, {1, 1, 1}},
         {"B12", 7, {14, 0, 0}, {1, 0, 1, 1, 0}, 0, {0, 1, 1}},
         {"B13", 7, {14, 0, 0}, {0, 0, 1, 0, 1}, 0, {0, 1, 1}},
         {"B14", 8, {0, 0, 0}, {1, 1, 0, 0, 1}, 0, {0, 0, 0}},
     },
     {0, 1, 2, 4, 6, 9, 12, 16},
     {0, 0, 1, 2, 4, 6, 8, 10},
     {{1, 0, 2, 0, 0}, {0, 0, 0, 0, 1}, {0, 1, 0, 1, 0}},
     0},
    /* Snake: R-ARNAK-33, temple costs follow BGA (coin and compass swapped). */
    {"snake",
     {
         {"S0", 0, {1, 2, 0}, {0}, 0, {0, 0, 0}},
         {"S1", 1, {3, 4, 0}, {0, 1, 2, 0, 0}, 0, {0, 0, 0}},
         {"S2", 1, {4, 5, 0}, {0, 0, 0, 0, 1}, 0, {0, 0, 0}},
         {"S3", 2, {6, 0, 0}, {1, 1, 0, 1, 0}, 0, {1, 1, 1}},
         {"S4", 2, {6, 7, 0}, {0, 0, 1, 0, 1}, 0, {0, 1, 1}},
         {"S5", 2, {7, 0, 0}, {0, 0, 0, 2, 0}, 0, {1, 1, 1}},
         {"S6", 3, {8, 0, 0}, {0, 0, 2, 1, 0}, 0, {1, 1, 1}},
         {"S7", 3, {8, 0, 0}, {1, 0, 0, 0, 1}, 0, {1, 1, 1}},
         {"S8", 4, {9, 10, 0}, {0}, 1, {0, 0, 0}},
         {"S9", 5, {11, 12, 0}, {0, 0, 0, 2, 0}, 0, {0, 0, 1}},
         {"S10", 5, {12, 0, 0}, {0, 0, 1, 0, 1}, 0, {0, 0, 1}},
         {"S11", 6, {13, 0, 0}, {0, 0, 1, 0, 1}, 0, {1, 1, 1}},
         {"S12", 6, {13, 0, 0}, {0, 1, 3, 0, 0}, 0, {1, 1, 1}},
         {"S13", 7, {14, 0, 0}, {1, 0, 1, 1, 0}, 0, {2, 3, 3}},
         {"S14", 8, {0, 0, 0}, {0, 1, 0, 1, 1}, 0, {0, 0, 0}},
     },
     {0, 1, 2, 3, 4, 5, 10, 15},
     {0, 0, 3, 4, 5, 8, 12, 15},
     {{0, 1, 2, 0, 0}, {0, 0, 0, 0, 1}, {1, 0, 0, 1, 0}},
     8},
};

const uint8_t ARNAK_TEMPLE_POINTS[4] = {23, 21, 20, 19};
const uint8_t ARNAK_TEMPLE_STACK_POINTS[6] = {2, 2, 2, 6, 6, 11};
const uint8_t ARNAK_TEMPLE_STACK_COSTS[6] = {1, 2, 4, 3, 6, 7};
const char *const ARNAK_TEMPLE_STACK_NAMES[6] = {"2-left", "2-mid", "2-right", "6-left", "6-right", "11"};
