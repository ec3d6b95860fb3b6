/* data/data.h - every unpublished number of Quetzal, in one table (data.c;
 * each marked unverified with its fact-sheet row), and the rule text's own
 * numbers (certain) */
#ifndef QZ_DATA_H
#define QZ_DATA_H

#include "games/quetzal/quetzal.h"

typedef struct {
    uint8_t deck[QZ_TYPES][QZ_BONUSES];
    uint8_t card_bonus;
    uint8_t lot[QZ_TYPES][3];
    uint8_t disc_coins[QZ_DISC_MAX + 1];
    uint8_t disc_vp[QZ_DISC_MAX + 1];
    uint8_t ship_vp[2], ship_coins[2];
    uint8_t upg_copies[QZ_TILE_KINDS];
    uint8_t upg_vp[QZ_TILE_KINDS];
    uint8_t upg_gold, market_bonus, camp_bonus, reroll_two;
    uint8_t team[QZ_MAX_PLAYERS + 1];
    uint8_t roll[4];
    uint8_t char_standing;
    uint8_t automa[QZ_AUTOMA_CARDS][7];
    uint8_t temple_choose[5], temple_draw[5];
    uint8_t village_cost[QZ_VILLAGE];
} qz_numbers;
extern const qz_numbers QZ_DATA;
/* Starting coins by seat from the first player (rule text's table). */
extern const uint8_t QZ_START_COINS[QZ_MAX_PLAYERS];

/* ---- the rule text's numbers (certain) ---- */
#define QZ_TEMPLE_COST(i)   (5 - (i)) /* top to bottom 5..1 */
#define QZ_HARBOR_COST      2
#define QZ_MARKET_COINS     7
#define QZ_MARKER_VP        2
#define QZ_COINS_PER_VP     3

#define QZ_KIND(type, bonus) ((type)*QZ_BONUSES + (bonus))
#define QZ_TYPE_OF(k)        ((k) / QZ_BONUSES)
#define QZ_BONUS_OF(k)       ((k) % QZ_BONUSES)
#define QZ_P_SPOT(arg)       ((arg) >> 5)
#define QZ_P_N(arg)          (((arg) >> 2) & 7)
#define QZ_P_KIND(arg)       (((arg) >> 1) & 1)
#define QZ_P_CHAR(arg)       ((arg)&1)

#endif
