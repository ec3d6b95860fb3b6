/* quetzal.h - the public API of Quetzal: City of the Sacred Birds (Alexandre
 * Garcia, Gigamic 2020) behind the game interface (core/game.h).
 *
 * One copyable state without pointers or heap (quetzal_state); every rule is
 * in engine.c, every number nobody has published in data.c (one table, each
 * value marked unverified), text in text.c, JSON in json.c, positions in position.c, the
 * component catalog in catalog.c, the greedy bot's judgement in heuristic.c.
 * Front ends use QUETZAL_GAME.  docs/QUETZAL.md describes the rules as played.
 *
 * Prefixes: quetzal_ / QUETZAL_ / QZ_ for public names, qz_ for the internal
 * functions (internal.h).
 */
#ifndef QUETZAL_H
#define QUETZAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define QZ_MAX_PLAYERS 5
#define QZ_ROUNDS      5  /* five days */
#define QZ_TYPES       5  /* vase, tablet, weapon, statuette, mummy */
#define QZ_BONUSES     4  /* none, +1 VP, +1 coin, +1 Discovery */
#define QZ_KINDS       20 /* card kind = type * 4 + bonus */
#define QZ_CARDS       75
#define QZ_DISPLAY     8  /* face-up cards in the Temple */
#define QZ_SITES       3  /* Quarry, Small Temple, Ruins */
#define QZ_SITE_CARDS  2
#define QZ_TILE_KINDS  16 /* upgrade kinds (data.c) */
#define QZ_UPGRADES    24
#define QZ_VILLAGE     3
#define QZ_TEAM_MAX    6
#define QZ_HARBOR_MAX  (QZ_MAX_PLAYERS * (QZ_TEAM_MAX + 1))
#define QZ_AUTOMA_CARDS 10
#define QZ_DISC_MAX    10
#define QZ_MAX_ACTIONS 256 /* 227 placements at most (6 wild meeples and the character), rerolls, recalls */
#define QZ_NONE        0xFF
#define QZ_AUTOMA      0xFE /* owner of a space taken by the 2-player automa */

/* Meeple faces in a pool: black (adventurer), white (archaeologist), a wild
 * team meeple (side or standing) and the character (always wild). */
enum { QZ_ADV = 0, QZ_ARCH = 1, QZ_WILD = 2, QZ_CHAR = 3, QZ_FACES = 4 };
/* The kind a bid fixes: adventurers, archaeologists, or none yet (a lone character). */
enum { QZ_BID_ANY = 2 };

/* Placement spaces, in activation order within their location. */
enum {
    QZ_CAMP = 0,
    QZ_STELA = 1,
    QZ_TEMPLE1 = 2, /* .. QZ_TEMPLE1 + 4: the Temple's spaces, top to bottom */
    QZ_QUARRY = 7,
    QZ_SMALL_TEMPLE = 8,
    QZ_RUINS = 9,
    QZ_BLACK_MARKET = 10,
    QZ_VILLAGE1 = 11, /* .. QZ_VILLAGE1 + 2 */
    QZ_HARBOR = 14,
    QZ_SHIP1 = 15,
    QZ_SHIP2 = 16,
    QZ_SPOTS = 17
};
/* Kinds of space. */
enum { QZ_FREE = 0, QZ_UNIQUE = 1, QZ_BIDDING = 2 };
/* Which meeples a space takes: adventurers only, archaeologists only, either
 * (one kind per bid), or both side by side. */
enum { QZ_TAKES_ADV = 0, QZ_TAKES_ARCH = 1, QZ_TAKES_EITHER = 2, QZ_TAKES_ANY = 3 };

/* Upgrade kinds (the rows of fact sheet 12.5; U3 once per artifact type). */
enum {
    QZ_U_REROLL_ALL = 0, /* U1 */
    QZ_U_REROLL_TWO,     /* U2 */
    QZ_U_SELL_VASE,      /* U3, + type */
    QZ_U_GOLD = QZ_U_SELL_VASE + QZ_TYPES, /* U4 */
    QZ_U_TEMPLE_DISCOUNT, /* U5 */
    QZ_U_DISCOVERY,       /* U6 */
    QZ_U_HARBOR_DISCOUNT, /* U7 */
    QZ_U_MARKET_BONUS,    /* U8 */
    QZ_U_CAMP_BONUS,      /* U9 */
    QZ_U_SINGLE_AS_PAIR,  /* U10 */
    QZ_U_MOVE,            /* U11 */
    QZ_U_POINTS,          /* U12 */
};

/* What the player to act decides. */
enum {
    QZ_PH_PLACE = 0,  /* place meeples (or use an upgrade of the placement turn) */
    QZ_PH_CAMP,       /* reroll a meeple of the pool for a meeple put at the Camp, or stop */
    QZ_PH_TEMPLE,     /* choose a face-up card in the Temple */
    QZ_PH_MARKET,     /* discard an artifact for coins at the Black Market, or not */
    QZ_PH_VILLAGE,    /* take a face-up upgrade */
    QZ_PH_DELIVER,    /* deliver a lot (Harbor, Ship, a "sell 3" upgrade), or not */
    QZ_PH_OVER
};
/* What a delivery comes from (QZ_PH_DELIVER). */
enum { QZ_VIA_HARBOR = 0, QZ_VIA_SHIP1, QZ_VIA_SHIP2, QZ_VIA_SELL };

/* Actions: kind << 12 | argument; kinds in this order and arguments ascending
 * give the sorted list the interface wants.  A placement takes two decisions:
 * the space (QZ_A_SPACE), then its meeples (QZ_A_PLACE, naming the space
 * again).  A whole QZ_A_PLACE is also taken where the space is still to
 * choose, as records and stores of the one-decision placement hold it; it is
 * not listed there. */
enum {
    QZ_A_PLACE = 1,   /* arg: space << 5 | count << 2 | kind << 1 | character */
    QZ_A_REROLL = 2,  /* arg: face; Camp step or a "reroll two" upgrade */
    QZ_A_REROLL_ALL = 3, /* the "reroll all" upgrade */
    QZ_A_RECALL = 4,  /* arg: space; the "move a meeple" upgrade takes one back */
    QZ_A_STOP = 5,    /* end the Camp's rerolls, keep a card (Black Market), deliver nothing */
    QZ_A_PICK = 6,    /* arg: card kind from the Temple display */
    QZ_A_SELL = 7,    /* arg: card kind discarded at the Black Market */
    QZ_A_UPGRADE = 8, /* arg: Village slot */
    QZ_A_DELIVER = 9, /* arg: type * 4 + count (1..3) */
    QZ_A_SPACE = 10,  /* arg: space; a placement's first step, its meeples (QZ_A_PLACE) next */
};
#define QZ_ACTION(kind, arg) ((game_action)(((uint32_t)(kind) << 12) | (uint32_t)(arg)))
#define QZ_AKIND(a)          ((int)((a) >> 12))
#define QZ_AARG(a)           ((int)((a)&0xFFF))
#define QZ_PLACE_ARG(spot, n, kind, ch) (((spot) << 5) | ((n) << 2) | ((kind) << 1) | (ch))

/* Options (game_setup.options[i]). */
enum { QZ_OPT_AUTOMA = 0, QZ_NOPTIONS = 1 };

/* One space's occupant: who, how many meeples of which faces, the kind it fixes. */
typedef struct {
    uint8_t owner; /* seat, QZ_AUTOMA or QZ_NONE */
    uint8_t n;     /* meeples */
    uint8_t kind;  /* QZ_ADV, QZ_ARCH or QZ_BID_ANY */
    uint8_t face[QZ_FACES]; /* how many of each face (returned unturned when outbid) */
    uint8_t pad;
} quetzal_spot;

typedef struct {
    uint64_t rng;          /* splitmix64: every roll, shuffle and the automa's cards */
    uint8_t nplayers;
    uint8_t automa;        /* 1: the 2-player automa plays */
    uint8_t round;         /* 0-based; QZ_ROUNDS once over */
    uint8_t phase;         /* QZ_PH_* */
    uint8_t cur;           /* player to act, QZ_NONE once over */
    uint8_t first;         /* holder of the First Player marker */
    uint8_t act;           /* activation cursor (engine.c) */
    uint8_t act_sub;       /* index within it */
    uint8_t picks;         /* Temple cards still to choose / Camp rerolls left */
    uint8_t draws;         /* Temple cards to draw after choosing */
    uint8_t via;           /* QZ_VIA_* during QZ_PH_DELIVER */
    uint8_t sell_type;     /* type of a "sell" delivery */
    uint8_t deck_n;
    uint8_t placing;       /* QZ_PH_PLACE: the space chosen + 1 (its meeples come next), 0: none */
    uint8_t upg_n;         /* upgrade stack size */
    uint8_t automa_n;      /* automa cards left */
    uint8_t automa_card;   /* this round's automa card (0-based), QZ_NONE */
    uint8_t harbor_n;
    uint8_t pad0[2];
    uint16_t chance;       /* counts rolls, draws, shuffles and reveals (undo) */
    uint16_t turn;         /* counts decisions that pass to another player */
    uint8_t deck[QZ_CARDS];        /* card kinds; deck[deck_n-1] is the top; QZ_NONE when hidden */
    uint8_t discard[QZ_KINDS];     /* artifact discard pile (public) */
    uint8_t display[QZ_DISPLAY];   /* Temple cards, QZ_NONE when empty */
    uint8_t site[QZ_SITES][QZ_SITE_CARDS];
    uint8_t upg[QZ_UPGRADES];      /* upgrade stack, upg[upg_n-1] the top; QZ_NONE when hidden */
    uint8_t village[QZ_VILLAGE];   /* face-up upgrade kinds, QZ_NONE when empty */
    uint8_t automa_deck[QZ_AUTOMA_CARDS]; /* QZ_NONE when hidden */
    uint8_t harbor[QZ_HARBOR_MAX];  /* seat of each Harbor meeple in placement order */
    uint8_t harbor_face[QZ_HARBOR_MAX];
    quetzal_spot spot[QZ_SPOTS];
    /* per player */
    uint8_t hand[QZ_MAX_PLAYERS][QZ_KINDS];  /* for another viewer: only `known` */
    uint8_t known[QZ_MAX_PLAYERS][QZ_KINDS]; /* cards all saw taken (from a face-up row) */
    uint8_t hand_n[QZ_MAX_PLAYERS];
    uint8_t pool[QZ_MAX_PLAYERS][QZ_FACES];  /* meeples not yet placed this round */
    uint8_t team[QZ_MAX_PLAYERS];            /* team meeples owned */
    uint8_t disc[QZ_MAX_PLAYERS];            /* Discovery track, 0..10 */
    uint8_t owned[QZ_MAX_PLAYERS][QZ_TILE_KINDS];  /* every upgrade gained (scores) */
    uint8_t active[QZ_MAX_PLAYERS][QZ_TILE_KINDS]; /* not yet used up */
    uint8_t rerolls[QZ_MAX_PLAYERS];   /* "reroll two" rerolls left this round */
    uint8_t pair_left[QZ_MAX_PLAYERS]; /* "single as a pair" uses left this round */
    uint8_t pad1[3];
    int16_t coins[QZ_MAX_PLAYERS];
    int16_t vp[QZ_MAX_PLAYERS];        /* score track (end bonuses added once over) */
    int16_t delivered[QZ_MAX_PLAYERS]; /* points from deliveries */
    int16_t end_bonus[QZ_MAX_PLAYERS]; /* marker + coins + upgrades, once over */
    uint8_t pad2[8];
} quetzal_state;

extern const game_def QUETZAL_GAME;

extern const char *const QZ_TYPE_NAMES[QZ_TYPES];
extern const char *const QZ_BONUS_NAMES[QZ_BONUSES];
extern const char *const QZ_SPOT_NAMES[QZ_SPOTS];
extern const char *const QZ_FACE_NAMES[QZ_FACES];
extern const char *const QZ_TILE_NAMES[QZ_TILE_KINDS];

/* The checked entry points used by the game_def (and by tests). */
int quetzal_init(quetzal_state *s, int players, int automa, uint64_t seed);
int quetzal_legal(const quetzal_state *s, game_action *out);
int quetzal_apply(quetzal_state *s, game_action a);
/* Score so far (final once over). */
int quetzal_score(const quetzal_state *s, int player);
/* Winners: most points, then furthest on the Discovery track, then shared. */
int quetzal_winners(const quetzal_state *s, bool win[QZ_MAX_PLAYERS]);
/* The end-of-game bonus: +2 for the marker, 1 per 3 coins, upgrade points. */
int quetzal_end_bonus(const quetzal_state *s, int player);

/* The score by category, in QUETZAL_GAME.score_part_names' order (docs/QUETZAL.md,
 * "The score by category"): the disjoint categories that add up to the total, the
 * total, then the tie-break's Discovery space.  The score track splits into
 * deliveries, the Discovery track's VP and the rest of the track; the end bonuses
 * are 0 until the game is over. */
enum { QUETZAL_SCORE_PARTS = 8 };
void quetzal_score_parts(const quetzal_state *s, int player, int parts[QUETZAL_SCORE_PARTS]);

#endif
