/* data.c - every number of Quetzal that nobody has published, in ONE table.
 *
 * The rule text (Gigamic's interactive rules page) gives the procedure and a
 * few numbers (starting coins, Temple and Village costs, the Black Market's 7
 * coins, the Harbor's 2 coins a meeple, the end bonuses); those sit next to the
 * rules in engine.c.  Everything below is UNVERIFIED: a reading chosen to be
 * plausible and to fit the rest, each value with the fact sheet's row it comes
 * from (docs/QUETZAL.md lists them; docs/RULE_READINGS.md keeps the readings).
 * A person holding the box corrects the game here and nowhere else.
 */
#include "games/quetzal/internal.h"

const qz_numbers QZ_DATA = {
    /* UNVERIFIED, fact sheet 12.1: artifact deck, cards per type and bonus
     * (none, +1 VP, +1 coin, +1 Discovery); 75 cards in all. */
    .deck = {
        {10, 3, 3, 3}, /* vase: 19 */
        {8, 3, 3, 3},  /* tablet: 17 */
        {6, 3, 3, 3},  /* weapon: 15 */
        {4, 3, 3, 3},  /* statuette: 13 */
        {2, 3, 3, 3},  /* mummy: 11 */
    },
    /* UNVERIFIED, fact sheet 12.1: every card bonus is 1 (VP, coin, Discovery). */
    .card_bonus = 1,
    /* UNVERIFIED, fact sheet 12.2: delivery values, VP for a lot of 1, 2 or 3
     * cards of one type. */
    .lot = {
        {1, 3, 6},  /* vase */
        {1, 4, 7},  /* tablet */
        {2, 4, 8},  /* weapon */
        {2, 5, 9},  /* statuette */
        {3, 6, 11}, /* mummy */
    },
    /* UNVERIFIED, fact sheet 12.3: Discovery track, spaces 0..10; on reaching
     * space i a player gains disc_coins[i] coins and disc_vp[i] VP. */
    .disc_coins = {0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0},
    .disc_vp = {0, 0, 0, 0, 2, 0, 3, 0, 4, 0, 5},
    /* UNVERIFIED, fact sheet 12.4: ship bonuses (Ship 1 +2 VP, Ship 2 +2 coins)
     * after a free delivery of one lot. */
    .ship_vp = {2, 0},
    .ship_coins = {0, 2},
    /* UNVERIFIED, fact sheet 12.5: upgrade tiles, copies and VP per kind
     * (quetzal.h QZ_U_* in this order; the effects are in engine.c). */
    .upg_copies = {2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 2, 1, 2},
    .upg_vp = {1, 1, 2, 2, 2, 2, 2, 1, 1, 2, 1, 1, 1, 1, 2, 4},
    .upg_gold = 5,          /* U4: gain 5 coins (the name "gain 5 gold" is certain) */
    .market_bonus = 2,      /* U8: +2 coins on winning the Black Market */
    .camp_bonus = 1,        /* U9: +1 coin per meeple at the Camp */
    .reroll_two = 2,        /* U2: meeples rerolled per round */
    /* UNVERIFIED, fact sheet 12.6: team meeples by player count (4 players: 5
     * is certain) and the spaces covered at 2 players. */
    .team = {0, 0, 6, 6, 5, 4},
    /* UNVERIFIED, fact sheet 12.7: roll odds of a team meeple in hundredths:
     * black, white, side, standing; the character stands 3 times in 100. */
    .roll = {43, 43, 11, 3},
    .char_standing = 3,
    /* UNVERIFIED, fact sheet 12.8: the 2-player automa's 10 cards: Temple
     * space (1-5), site bid (site 0 Quarry / 1 Small Temple / 2 Ruins, count,
     * kind 0 adventurers / 1 archaeologists), Black Market bid (adventurers),
     * Ship 1 bid (count 0: none, kind). */
    .automa = {
        {1, 0, 2, 0, 1, 0, 0}, {2, 1, 2, 1, 2, 0, 0}, {3, 2, 1, 0, 1, 2, 0},
        {1, 2, 2, 1, 2, 0, 0}, {2, 0, 1, 1, 1, 1, 1}, {4, 1, 1, 0, 2, 0, 0},
        {3, 0, 2, 1, 1, 0, 0}, {5, 2, 2, 0, 2, 2, 1}, {2, 1, 2, 0, 1, 0, 0},
        {4, 0, 1, 0, 2, 1, 0},
    },
    /* CHOSEN, fact sheet 6 (Temple): spaces 1 and 3 are a gap in the rule text;
     * space 1 = choose 2, space 3 = choose 1 + draw 1.  Spaces 2, 4 and 5 are
     * certain (the rule text's Temple example). */
    .temple_choose = {2, 2, 1, 1, 1},
    .temple_draw = {0, 0, 1, 1, 0},
    /* CHOSEN, fact sheet 6 (Village): costs "between 1 and 2", read 2/1/1. */
    .village_cost = {2, 1, 1},
};

/* Starting coins by seat from the first player (rule text's table). */
const uint8_t QZ_START_COINS[QZ_MAX_PLAYERS] = {4, 5, 5, 6, 6};

/* ---- the components' names (quetzal.h) ---- */

const char *const QZ_TYPE_NAMES[QZ_TYPES] = {"vase", "tablet", "weapon", "statuette", "mummy"};
const char *const QZ_BONUS_NAMES[QZ_BONUSES] = {"plain", "vp", "coin", "discovery"};
const char *const QZ_SPOT_NAMES[QZ_SPOTS] = {
    "camp",   "stela",  "temple1", "temple2",      "temple3",  "temple4",
    "temple5", "quarry", "small-temple", "ruins", "market", "village1",
    "village2", "village3", "harbor", "ship1",     "ship2"};
const char *const QZ_FACE_NAMES[QZ_FACES] = {"adventurer", "archaeologist", "wild", "character"};
const char *const QZ_TILE_NAMES[QZ_TILE_KINDS] = {
    "reroll-all",  "reroll-two", "sell-vase",       "sell-tablet",     "sell-weapon",
    "sell-statuette", "sell-mummy", "gold",        "temple-discount", "discovery",
    "harbor-discount", "market-bonus", "camp-bonus", "single-as-pair", "move",
    "points"};
