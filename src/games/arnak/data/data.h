/* data.h - the game's components as C tables, and the effect language.
 *
 * Rules knowledge is data: every card, site tile, idol, guardian boon,
 * assistant, research row and bonus tile has an effect *program*: a short list
 * of opcodes run by one interpreter (rules/effects.c).  The interpreter pushes
 * decisions onto the state's decision stack, so bots, the terminal and the
 * browser page (through the server) drive every effect the same way.
 *
 * Facts transcribed from the sources of docs/RULE_READINGS.md; where they
 * disagree, the reading chosen is named next to the data by its id (R-ARNAK-n).
 */
#ifndef ARNAK_DATA_H
#define ARNAK_DATA_H

#include <stdint.h>
#include "../state.h"

/* ---- the effect language ------------------------------------------------ */
typedef struct {
    uint8_t op, a, b, c, d;
} eff_op;

enum {
    OP_END = 0,
    OP_GAIN,        /* a=resource b=amount */
    OP_FEAR,        /* gain a Fear card (a fear tile when the supply is empty) */
    OP_DRAW,        /* a=up to n cards from the top; each draw optional (icon key "may") */
    OP_DRAW_BOTTOM, /* a=up to n cards from the bottom of the deck */
    OP_EXILE,       /* may exile a card from hand or play area (or a fear tile) */
    OP_DISCARD,     /* must put a card from hand into the play area (no cost/benefit) */
    OP_PAY,         /* may pay b of resource a; if not paid, skip the next c ops */
    OP_PAY_DISCARD, /* may put a card from hand into play (card-down cost); else skip c */
    OP_PAY_TRAVEL,  /* may pay one travel icon a; else skip c */
    OP_CHOICE,      /* choose one of programs a .. a+b-1 */
    OP_UPGRADE,     /* may trade 1 tablet -> 1 arrowhead or 1 arrowhead -> 1 jewel */
    OP_ARCH,        /* may Dig/Discover: a=ARCH_* flags b=discount icon c=icons d=compass discount */
    OP_ACTIVATE,    /* activate a site: a=ACT_* filter */
    OP_TOPTILE,     /* activate the top site tile of level a, then put it at the bottom */
    OP_RELOCATE,    /* relocate an archaeologist: a=REL_* */
    OP_OVERCOME,    /* overcome a guardian without its cost: a=OV_* */
    OP_BUY,         /* buy/gain a card: a=BUY_ITEM|BUY_ART b=discount c=BUY_* flags */
    OP_RESEARCH,    /* research with a=RS_* discount mode */
    OP_REFRESH,     /* refresh one of your exhausted assistants */
    OP_REFRESH_ALL, /* refresh all your assistants */
    OP_SUPPLY_ASST, /* use a supply-board assistant's side a (0 silver, 1 gold) */
    OP_HORN,        /* exchange an assistant with the supply (Decorated Horn) */
    OP_PASS,        /* pass (pass to gain) */
    OP_OCARINA,     /* return an archaeologist; travel icons are planes this round */
    OP_WARMASK,     /* no Fear from guardians at the end of this round */
    OP_GAIN_PER,    /* gain resource b per a=PER_* thing, at most c */
    OP_CRYSTAL,     /* Crystal Earring */
    OP_OBSIDIAN,    /* Obsidian Earring */
    OP_HAMMER,      /* Ornate Hammer */
    OP_STONEKEY,    /* take an idol back out of a slot */
    OP_RECRUIT,     /* take a silver assistant from the supply */
    OP_UPGRADE_ASST,/* turn one assistant gold (and refresh it) */
    OP_RESCUE,      /* Snake: take an assistant from the rescue stack (exhausted) */
    OP_CROWN,       /* Guardian's Crown */
    OP_COUNT
};

enum { ARCH_DIG = 1, ARCH_DISCOVER = 2, ARCH_CAMP_ONLY = 4, ARCH_DOUBLE = 8 };
enum { ACT_CAMP = 1, ACT_CAMP_FREE, ACT_L1, ACT_OWN, ACT_TWO_CAMPS };
enum { REL_CAMP = 1, REL_CAMP_L1 };
enum { OV_OWN = 1, OV_NO_OTHER };
enum { BUY_ITEM = 1, BUY_ART = 2 };
enum { BUY_FREE = 1, BUY_REVEAL = 2, BUY_TO_HAND = 4, BUY_TO_TOP = 8 };
enum { RS_NORMAL = 0, RS_JEWEL, RS_BLADE, RS_JOURNAL };
enum { PER_GUARDIAN = 1, PER_IDOL, PER_ARCH };

/* ---- effect program ids ---------------------------------------------------
 * Programs 1..80 are the cards' own effects (program id == card id). */
enum {
    PR_NONE = 0,
    PR_WATCH_PASS = CARD_COUNT, PR_CHRONO_PASS, PR_SUNDIAL_TABLETS, PR_SUNDIAL_PASS,
    PR_CAMP0, PR_CAMP1, PR_CAMP2, PR_CAMP3, PR_CAMP4,
    PR_TILE1, /* ..PR_TILE1+15: site tiles 1-16 */
    PR_IDOLR1 = PR_TILE1 + 16, /* ..+5: idol discovery rewards 1-6 */
    PR_SLOT0 = PR_IDOLR1 + 6,  /* ..+4: idol slot effects */
    PR_BONUS1 = PR_SLOT0 + 5,  /* ..+5: research bonus tiles 1-6 */
    PR_ROW = PR_BONUS1 + 6,    /* + side*14 + token*7 + (row-1): research row effects */
    PR_ASST = PR_ROW + 28,     /* + (id-1)*2 + gold: assistants */
    PR_BOON_EXILE = PR_ASST + 24, PR_BOON_DRAW, PR_BOON_UPGRADE,
    PR_2COMPASS, PR_FREE_ITEM,
    PR_KNIFE0, /* ..+5: Army Knife's six pairs */
    PR_GAIN_ARROW = PR_KNIFE0 + 6, PR_GAIN_JEWEL,
    PR_COUNT
};

const eff_op *ak_prog_code(int prog);
const char *ak_prog_name(int prog);   /* short label for choices and statistics */

/* ---- cards ----------------------------------------------------------------- */
enum { CK_BASIC = 0, CK_FEAR, CK_ITEM, CK_ART };
enum { CA_NONE = 0, CA_FREE, CA_MAIN, CA_FREE_PASS };

typedef struct {
    const char *name;
    const char *slug;       /* canonical text: lower-case, dashes */
    uint8_t kind;           /* CK_* */
    uint8_t cost;           /* coins (item) or compasses (artifact) */
    int8_t points;
    uint8_t travel[2];      /* ICON_*; [1] = ICON_NONE for one icon */
    uint8_t action;         /* CA_* */
    uint8_t exile_self;     /* played for its effect -> goes to exile */
    uint8_t prog;           /* effect program (0 = none: Fear) */
    uint8_t prog_pass;      /* the "pass to gain" alternative (Watch, Chronometer) */
    const char *text;       /* effect in words, for the terminal */
} card_def;
extern const card_def ARNAK_CARDS[CARD_COUNT];

/* ---- board ------------------------------------------------------------------ */
typedef struct {
    const char *name;       /* "P0".."P16" */
    uint8_t level;          /* 0 camp, 1, 2 */
    uint8_t map_row, col;
    uint8_t travel[2][2];   /* [side][icon]: level I/II sites' single-space cost */
} site_def;
extern const site_def ARNAK_SITE_DEFS[ARNAK_SITES];
#define CAMP_SPACE_COST(space_b) ((space_b) ? 2 : 1) /* boots */

typedef struct {
    const char *name;
    uint8_t level;          /* 1 or 2 */
    uint8_t prog;
    const char *text;
} tile_def;
extern const tile_def ARNAK_TILES[17]; /* 1..16: level I 1-10 (L1-01..L1-10), level II 11-16 */

enum { IDOL_COIN = 1, IDOL_COMPASS, IDOL_TABLET, IDOL_EXILE, IDOL_UPGRADE, IDOL_REFRESH };
extern const char *const ARNAK_IDOL_NAMES[7];
extern const uint8_t ARNAK_IDOL_COUNTS[7];
enum { SLOT_JEWEL = 0, SLOT_ARROW, SLOT_TABLETS, SLOT_COIN_COMPASS, SLOT_CARD, SLOT_N };
extern const char *const ARNAK_SLOT_NAMES[SLOT_N];

typedef struct {
    const char *name;
    uint8_t cost[RES_N];
    uint8_t travel[2];      /* travel part of the cost */
    uint8_t card_down;      /* put a card from hand into play as part of the cost */
    uint8_t boon_icon;      /* travel boon (ICON_*) or 0 */
    uint8_t boon_prog;      /* free-action boon program or 0 */
    const char *text;       /* the cost in words */
    const char *boon;       /* the boon in one word: a travel icon, "exile", "draw", "upgrade" */
} guardian_def;
extern const guardian_def ARNAK_GUARDIANS[16];

typedef struct {
    const char *name;
    uint8_t travel_icon;    /* A07-A09: may be used as this icon (x1 silver, x2 gold) */
    uint8_t main_action;    /* A10: using it is the main action */
    const char *silver, *gold;
} assistant_def;
extern const assistant_def ARNAK_ASSISTANTS[13];

enum { BONUS_COIN = 1, BONUS_COMPASS, BONUS_TABLET, BONUS_CARD, BONUS_EXILE, BONUS_UPGRADE };
extern const char *const ARNAK_BONUS_NAMES[7];

typedef struct {
    const char *name;       /* "B3" */
    uint8_t row;            /* 0 start .. 8 Lost Temple */
    uint8_t up[3];          /* connected spaces in the next row (0 = none; B0 is never a target) */
    uint8_t cost[RES_N];    /* cost of every bridge into this space */
    uint8_t idol_cost;      /* Snake idol bridge */
    uint8_t bonus_slots[3]; /* tiles dealt here with 2, 3, 4 players */
} rspace_def;

typedef struct {
    const char *name;
    rspace_def sp[ARNAK_RSPACES];
    uint8_t glass_points[8], notebook_points[8]; /* by row 0..7 */
    uint8_t ak_temple_cost[3][RES_N];               /* costs A, B, C */
    uint8_t rescue_space;                        /* Snake S8, else 0 */
} side_def;
extern const side_def ARNAK_SIDES[2];
extern const uint8_t ARNAK_TEMPLE_POINTS[4];           /* 23 21 20 19 */
extern const uint8_t ARNAK_TEMPLE_STACK_POINTS[6];     /* 2 2 2 6 6 11 */
extern const uint8_t ARNAK_TEMPLE_STACK_COSTS[6];      /* bit 0 A, bit 1 B, bit 2 C */
extern const char *const ARNAK_TEMPLE_STACK_NAMES[6];
extern const uint8_t ARNAK_IDOL_SLOT_POINTS[4];        /* 1 2 3 4, left to right */
extern const char *const ARNAK_RES_NAMES[RES_N];
extern const char *const ARNAK_ICON_NAMES[ICON_N];

/* ---- the solo rival's action tiles (data/rival.c) ------------------------------ */
enum { RK_DIG = 0, RK_DISCOVER, RK_RESEARCH, RK_OVERCOME, RK_BUY_ITEM, RK_BUY_ART };
enum { RIVAL_LEFT = 0, RIVAL_RIGHT = 1 };
/* tile ids: 0-4 dig coin..jewel; pair k (0..4) is green 5+2k, red 6+2k */
enum { RIVAL_DIG_TILES = 5, RIVAL_PAIRS = 5, RIVAL_TILE_COUNT = 15 };
#define RIVAL_PAIR_TILE(k, red) (RIVAL_DIG_TILES + 2 * (k) + ((red) ? 1 : 0))
typedef struct {
    const char *name;       /* "dig-coin", "discover-red" */
    uint8_t kind;           /* RK_* */
    uint8_t res;            /* RK_DIG: the resource depicted */
    uint8_t red;            /* 1 red, 0 green (dig tiles: 0) */
    uint8_t arrow;          /* RIVAL_LEFT / RIVAL_RIGHT */
    uint8_t round5;         /* 1: acts in round V, 0: does nothing then */
    uint8_t disc_level[5];  /* RK_DISCOVER, by round I..V: site level, 0 nothing */
    uint8_t disc_guardian[5]; /* RK_DISCOVER, by round: 1 a guardian wakes there */
} rival_tile_def;
extern const rival_tile_def ARNAK_RIVAL_TILES[RIVAL_TILE_COUNT];

#endif
