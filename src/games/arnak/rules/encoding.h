/* encoding.h - the rules' vocabulary: frame kinds, action kinds and their encoding, zones,
 * payment sources, component counts and board constants.  Not part of the API. */
#ifndef ARNAK_RULES_ENCODING_H
#define ARNAK_RULES_ENCODING_H

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "games/arnak/arnak.h"
#include "games/arnak/data/data.h"

/* ---- decision-stack frames ------------------------------------------------
 * Decision frames wait for an action of frame.player; internal frames are
 * continuations run by ak_engine_run() as soon as they reach the top. */
enum {
    FR_NONE = 0,
    /* decisions */
    FR_TURN,         /* main action not yet taken: main actions, free actions, pass */
    FR_POST,         /* main action taken: free actions or end the turn */
    FR_PAY_TRAVEL,   /* a,b cost icons; c discount icon, d discount count; e coins reserved;
                        f excluded assistant slot+1; g optional; h ops to skip if declined */
    FR_DRAW,         /* a = up to n; b = from the bottom */
    FR_EXILE,        /* may exile a card from hand / play area / a fear tile */
    FR_DISCARD,      /* must put a card from hand into play; a=1 when it is a cost */
    FR_PAY_Q,        /* may pay b of resource a; c ops skipped when declined */
    FR_PAY_DISCARD,  /* may put a card from hand into play; c ops skipped when declined */
    FR_CHOICE,       /* one of programs a..a+b-1 */
    FR_UPGRADE,      /* tablet->arrowhead / arrowhead->jewel / skip */
    FR_ARCH,         /* may dig / discover: a flags, b disc icon, c disc n, d compass disc */
    FR_ACTIVATE,     /* a = ACT_* filter */
    FR_RELOCATE,     /* a = REL_* */
    FR_OVERCOME_FREE,/* a = OV_* */
    FR_CROWN,        /* move a guardian from your site to a free camp / level I site */
    FR_BUY,          /* a mask, b discount, c flags */
    FR_BOUGHT_ART,   /* a = card: resolve its effect (no tablet) or not */
    FR_RESEARCH,     /* a = RS_* mode */
    FR_ORDER,        /* a = research space: row effect first or bonus tile first */
    FR_BONUS_PICK,   /* a = research space (or 0xFF: the Lost Temple stack) */
    FR_RECRUIT,      /* take an assistant from a supply stack */
    FR_UPGRADE_ASST, /* choose a silver assistant to turn gold */
    FR_REFRESH,      /* choose an exhausted assistant to refresh */
    FR_RESCUE,       /* Snake: choose from the rescue stack */
    FR_SUPPLY_ASST,  /* a = side (0 silver, 1 gold) */
    FR_HORN,         /* exchange one of yours with a supply top */
    FR_EARRING_N,    /* a = max, b = from the bottom (Obsidian) */
    FR_LIMBO_KEEP,   /* keep one drawn card in hand */
    FR_LIMBO_TOP,    /* may put one drawn card on top of the deck */
    FR_HAMMER_TAKE,  /* may take an item from the item exile pile */
    FR_OCARINA,      /* return one of your archaeologists */
    FR_KEEP,         /* end of round: put cards from hand into play, or keep the rest */
    FR_DECISION_END,
    /* internal continuations */
    FR_EFFECT = 64,  /* a prog, b pc */
    FR_DO_DIG,       /* a site, b double effect */
    FR_DO_DISCOVER,  /* a site */
    FR_DO_GUARDIAN,  /* a site: a guardian wakes there */
    FR_DO_OVERCOME,  /* a site */
    FR_TAKE_BONUS,   /* a research space: take its bonus tile */
    FR_LIMBO_REST,   /* drawn cards left over go to the play area */
    FR_END_ROUND,    /* finish the end of the round after the keep decisions */
};

/* ---- action kinds (top byte of an arnak_action) ---------------------------- */
enum {
    AK_PASS = 1,
    AK_END,       /* end the turn */
    AK_DIG,       /* a site */
    AK_DISCOVER,  /* a site */
    AK_OVERCOME,  /* a site */
    AK_BUY,       /* a row position 0-5, 6 = the revealed card */
    AK_PLAY,      /* a card, b mode (1 = pass to gain) */
    AK_RESEARCH,  /* a token (0 glass, 1 notebook), b destination, c discount variant */
    AK_TEMPLE,    /* a stack, c discount variant */
    AK_ASSIST,    /* a slot */
    AK_BOON,      /* a guardian */
    AK_IDOL,      /* a slot effect */
    AK_PAY,       /* a, b payment sources (a <= b; a = 0 for one source) */
    AK_YES,
    AK_SKIP,
    AK_CHOOSE,    /* a index */
    AK_CARD,      /* a zone (Z_*), b card */
    AK_SITE,      /* a site (or a space for FR_OCARINA) */
    AK_MOVE,      /* a from, b to */
    AK_PICK,      /* a, b: assistant stack / slot / index, mode */
    AK_NUMBER,    /* a n */
    AK_KEEP,      /* keep the rest of the hand */
};
enum { Z_HAND = 0, Z_PLAY, Z_FEARTILE, Z_LIMBO, Z_ITEM_EXILE };

/* payment source codes */
enum { SRC_BOON = 100, SRC_ASST = 120, SRC_TEMP = 130, SRC_PILOT = 140 };

#define ACT(k, a, b, c) \
    ((arnak_action)(((uint32_t)(k) << 24) | ((uint32_t)(a) << 16) | ((uint32_t)(b) << 8) | (uint32_t)(c)))
#define AKIND(x) ((int)(((x) >> 24) & 0xFF))
#define AA(x) ((int)(((x) >> 16) & 0xFF))
#define AB(x) ((int)(((x) >> 8) & 0xFF))
#define AC(x) ((int)((x)&0xFF))

#define RESEARCH_TEMPLE_SRC 0xFF

/* ---- component counts and board geometry (from the rulebook) --------------- */
enum {
    CAMP_SITES = 5,         /* sites 0..4 (P0-P4) are the camp, two spaces each */
    CAMP_SPACES = 10,       /* camp site c: spaces 2c (a) and 2c+1 (b) */
    FIRST_L2_SITE = 13,     /* P13-P16: level II (their idols start face down) */
    N_L1_TILES = 10,        /* level I site tiles (tile ids 1..10) */
    N_L2_TILES = 6,         /* level II site tiles (tile ids 11..16) */
    N_GUARDIANS = 15,
    N_ASSISTANTS = 12,
    N_ASST_STACKS = 3,      /* assistant supply stacks */
    ASST_SLOTS = 2,         /* assistants a player may hold */
    N_ITEMS = 40,
    N_FEAR_CARDS = 19,      /* 2 in each starting deck, the rest in the supply */
    START_DECK = 6,         /* cards of a starting deck */
    N_ARTIFACTS = 35,
    N_IDOLS = 16,           /* idol tokens, 12 face up + 4 face down */
    IDOL_SLOTS = 4,         /* idol slots of a player board */
    N_BONUS_TILES = 18,     /* research bonus tiles, 3 of each of 6 kinds */
    N_TEMPLE_STACKS = 6,    /* Lost Temple tile stacks */
    LOST_TEMPLE_ROW = 8,    /* the research row of the Lost Temple */
    MAX_ARCH_OUT = 2,       /* archaeologists a player can send out */
    HAND_SIZE = 5,          /* cards drawn up to at the start of a round */
    LAST_ROUND = 5,
    DISCOVER_COMPASS_L1 = 3,
    DISCOVER_COMPASS_L2 = 6,
};
static inline bool ak_is_camp(int site) { return site < CAMP_SITES; }

/* Bits set in x.  Not __builtin_popcount: without -mpopcnt (Debian's
 * x86-64 baseline) that is a call into libgcc, and the score counts the
 * guardians at every step of every playout. */
static inline int ak_popcount(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}

#endif
