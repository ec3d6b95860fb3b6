/* state.h - the one copyable game state of libarnak.
 *
 * Rules of this file:
 *  - no pointers, fixed size: a copy is `*dst = *src`;
 *  - no padding bytes (-Wpadded is an error here) so that arnak_hash() can hash
 *    the raw bytes and memcmp() compares observations;
 *  - everything random comes from the PCG32 generator stored inside.
 */
#ifndef ARNAK_STATE_H
#define ARNAK_STATE_H

#include <stdint.h>

/* Any padding byte would make raw-byte hashing and memcmp unreliable. */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wpadded"
#endif

#define ARNAK_MAX_PLAYERS 4
/* Most cards one player can own: 4 basic + 40 items + 35 artifacts + 19 Fear. */
#define ARNAK_PCARDS 98
#define ARNAK_SITES 17   /* P0-P4 camps, P5-P12 level I, P13-P16 level II */
#define ARNAK_SPACES 22  /* camp site c has spaces 2c (a, 1 boot) and 2c+1 (b, 2 boots) */
#define ARNAK_ROW 6      /* card row positions, left to right */
#define ARNAK_RSPACES 15 /* research spaces B0-B14 / S0-S14 */
#define ARNAK_STACK 40   /* decision stack depth */

enum { ARNAK_SIDE_BIRD = 0, ARNAK_SIDE_SNAKE = 1 };

/* Card ids: 0 none; 1-4 basic; 5 Fear; 6-45 items 1-40; 46-80 artifacts 1-35. */
enum {
    CARD_NONE = 0,
    CARD_FUNDING_CAR = 1,
    CARD_FUNDING_SHIP = 2,
    CARD_EXPLORE_CAR = 3,
    CARD_EXPLORE_SHIP = 4,
    CARD_FEAR = 5,
    CARD_ITEM0 = 5,      /* item n (1..40) has id CARD_ITEM0 + n */
    CARD_ART0 = 45,      /* artifact n (1..35) has id CARD_ART0 + n */
    CARD_COUNT = 81
};
#define CARD_ITEM(n) (CARD_ITEM0 + (n))
#define CARD_ART(n) (CARD_ART0 + (n))
#define CARD_IS_ITEM(c) ((c) > CARD_ITEM0 && (c) <= CARD_ITEM0 + 40)
#define CARD_IS_ART(c) ((c) > CARD_ART0 && (c) < CARD_COUNT)

enum { RES_COIN, RES_COMPASS, RES_TABLET, RES_ARROW, RES_JEWEL, RES_N };
enum { ICON_NONE, ICON_BOOT, ICON_CAR, ICON_SHIP, ICON_PLANE, ICON_N };

/* Segment labels of cards in a player's deck / hand (hidden-information
 * bookkeeping): 0 = its position is public (a bought item at the bottom, ...);
 * 1..127 = it came from shuffle number n of that player and its place within
 * that shuffle is unknown to everybody; SEG_OWNER_KNOWN set = the owner knows
 * it (Crystal Earring's returned card) but the others do not. */
#define SEG_OWNER_KNOWN 0x80

/* One pending decision or internal continuation on the decision stack. */
typedef struct {
    uint8_t kind;    /* FR_* (engine/internal.h) */
    uint8_t player;
    uint8_t a, b, c, d, e, f, g, h;
} arnak_frame;

typedef struct {
    uint16_t res[RES_N];        /* coins, compasses, tablets, arrowheads, jewels */
    uint16_t guardians;         /* bit g-1: guardian Gg overcome */
    uint16_t boons_used;        /* bit g-1: its boon is spent (tile face down) */
    /* cards[] = [deck bottom..top | hand | play area]; seg[] runs parallel. */
    uint8_t cards[ARNAK_PCARDS];
    uint8_t seg[ARNAK_PCARDS];
    uint8_t deck_n, hand_n, play_n, next_seg;
    uint8_t fear_tiles;         /* -2 each; kept in the play area */
    uint8_t idols;              /* idols in the supply crates */
    uint8_t idol_slots;         /* slots filled, left to right (0..4) */
    uint8_t temple_tiles[3];    /* temple tiles worth 2, 6, 11 */
    uint8_t asst[2];            /* assistant id 1..12, 0 = empty square */
    uint8_t asst_gold[2];
    uint8_t asst_tired[2];      /* exhausted */
    uint8_t glass, notebook;    /* research space ids */
    uint8_t temple_rank;        /* 0, or order of arrival at the Lost Temple */
    uint8_t arch_out;           /* archaeologists on the board (0..2) */
    uint8_t passed;
    uint8_t war_mask;           /* no Fear from guardians this round */
    uint8_t ocarina;            /* every travel icon counts as a plane this round */
    uint8_t seen_temple_stack;  /* has looked through the Lost Temple bonus stack */
    uint8_t temp_icons[ICON_N]; /* travel icons made by effects, until end of turn */
    uint8_t pad_;
} arnak_player;

/* The solo rival expedition (players == 1; all zero otherwise).  It is not a
 * seat: its turns are resolved inside apply (rival.c).  Tiles are ids 0..14
 * of ARNAK_RIVAL_TILES (data/rival.c). */
#define ARNAK_RIVAL_TILES_N 10  /* tiles in the rival's action stack */
#define ARNAK_RIVAL_LOG 12      /* rival turns one apply can run: 10 + the next round's first */
#define ARNAK_RIVAL_ARCHS 6
typedef struct {
    uint64_t items, arts;       /* bit n-1: item / artifact n bought by the rival */
    uint16_t guardians;         /* bit g-1: guardian Gg overcome by the rival */
    uint8_t difficulty;         /* 0..5 red tiles */
    uint8_t red;                /* bit k: pair k (discover, research, overcome, item, artifact) is red */
    uint8_t stack[ARNAK_RIVAL_TILES_N]; /* face down; top = stack[stack_n-1] */
    uint8_t used[ARNAK_RIVAL_TILES_N];  /* face up; bottom = used[0] */
    uint8_t stack_n, used_n;
    uint8_t arch_out;           /* archaeologists on the board (0..6) */
    uint8_t glass;              /* research space of its magnifying glass */
    uint8_t temple_rank;        /* 0, or order of arrival at the Lost Temple */
    uint8_t temple6;            /* 6-point temple tiles taken */
    uint8_t idols_up;           /* bit t-1: a face-up idol of kind t on its board */
    uint8_t idols_minus;        /* idols on its -1 space */
    uint8_t assts_removed;      /* assistants it removed from the game */
    uint8_t log_n;              /* rival turns run by the last apply (events) */
    uint8_t log[ARNAK_RIVAL_LOG][6]; /* tile, result (AK_RV_*), 4 details */
    uint8_t pad_[6];
} arnak_rival;

typedef struct arnak_state {
    uint64_t rng_state, rng_inc;
    uint64_t item_exile;        /* bit n-1: item n is in the item exile pile */
    uint64_t art_exile;         /* bit n-1: artifact n exiled */
    uint32_t decisions;         /* actions applied so far */
    uint16_t pad0_;
    uint8_t nplayers, side;
    arnak_player p[ARNAK_MAX_PLAYERS];

    uint8_t round;              /* 1..5; the moon staff sits after row position round-1 */
    uint8_t start_player;
    uint8_t turn_player;
    uint8_t over;
    uint8_t main_done;          /* the turn player has used the main action */
    uint8_t fear_supply;
    uint8_t basic_exiled[4];    /* exiled Funding/Exploration cards by id-1 */

    uint8_t item_deck[40], item_n, item_known_top;  /* top = item_deck[item_n-1] */
    uint8_t art_deck[35], art_n, art_known_top;
    uint8_t row[ARNAK_ROW];     /* positions 0..round-1 artifacts, round..5 items */
    uint8_t revealed;           /* card turned up by Fishing Rod / Precision Compass */

    uint8_t site_tile[ARNAK_SITES];      /* 0 undiscovered; 1-10 level I tile; 11-16 level II */
    uint8_t site_guardian[ARNAK_SITES];  /* guardian id 1-15 or 0 */
    uint8_t site_idol[ARNAK_SITES];      /* face-up idol reward 1-6, 0 none */
    uint8_t site_idol_down[ARNAK_SITES]; /* 1 = a face-down idol lies there too */
    uint8_t space_occ[ARNAK_SPACES];     /* 0 free, 1-4 player+1, SPACE_BLOCKED */

    uint8_t l1_stack[10], l1_n, l1_known_bottom;
    uint8_t l2_stack[6], l2_n, l2_known_bottom;
    uint8_t guard_stack[15], guard_n;
    uint8_t asst_stack[3][6], asst_n[3], asst_known[3]; /* top = [i][n-1] */
    uint8_t rescue[4], rescue_n;                      /* Snake assistant-rescue stack */
    uint8_t idols_removed;                            /* paid on the Snake idol bridge */

    uint8_t bonus[ARNAK_RSPACES][3], bonus_n[ARNAK_RSPACES]; /* research bonus tiles 1-6 */
    uint8_t temple_bonus[4], temple_bonus_n;          /* face-down Lost Temple stack */
    uint8_t bonus_box[7];                             /* unused tiles by type (index 1-6) */
    uint8_t bonus_taken;
    uint8_t temple_stack[6];                          /* temple tiles left per stack */
    uint8_t temple_arrivals;

    uint8_t limbo[3], limbo_seg[3], limbo_n, limbo_owner; /* cards drawn and held apart */

    uint8_t depth;
    uint8_t pad_[3];
    arnak_frame stack[ARNAK_STACK];
    /* Last, so that arnak_hash() of a 2-4 player game covers exactly the bytes
     * it covered before the solo mode (the frozen bench signature). */
    arnak_rival rival;
} arnak_state;

#define SPACE_BLOCKED 0xFF
#define SPACE_RIVAL (ARNAK_MAX_PLAYERS + 1) /* a space_occ value: the solo rival */

#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#endif
