/* lost_cities.h - the public API of Lost Cities: The Board Game (Reiner Knizia,
 * Kosmos 2008) behind the game interface (core/game.h).
 *
 * One copyable state without pointers or heap (lost_cities_state); every rule
 * is in engine.c, the numbers nobody has published in data.c (one table, each
 * unverified value marked there), text in text.c, JSON and positions in json.c,
 * the greedy bot's judgement in heuristic.c.  Front ends use LOST_CITIES_GAME.
 *
 * Prefixes: lost_cities_ / LOST_CITIES_ / LC_ for public names, lc_ for the
 * internal functions (internal.h).
 */
#ifndef LOST_CITIES_H
#define LOST_CITIES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define LC_MAX_PLAYERS 4
#define LC_COLORS      5  /* five paths, five card colours [RB] */
#define LC_VALUES      11 /* card values 0..10 [RB] */
#define LC_TYPES       55 /* card type = colour * 11 + value */
#define LC_COPIES      2  /* each type twice: 110 cards [RB] */
#define LC_CARDS       110
#define LC_REMOVED_2P  30 /* removed at random for 2 players [RB] */
#define LC_HAND        8  /* hand size [RB] */
#define LC_STEPS       9  /* steps of a path [RB] */
#define LC_BRIDGE_STEP 7  /* the bridge lies between steps 6 and 7 [RB] */
#define LC_BRIDGES_END 5  /* five figures across bridges end an expedition [RB] */
#define LC_ADVENTURERS 4  /* per player, plus one researcher [RB] */
#define LC_TILES       25 /* event tiles: 9 artefact, 9 arrow, 7 victory points [RB] */
#define LC_ART_TILES   9
#define LC_ARROW_TILES 9
#define LC_VP_TILES    7
#define LC_EXPEDITIONS 3 /* the long game; the short game plays 1 [RB] */
#define LC_MAX_ACTIONS 48
#define LC_NONE        0xFF /* no card / no player / hidden card */

/* Options (game_setup.options[i]). */
enum { LC_OPT_LENGTH = 0, LC_OPT_PATHS = 1, LC_NOPTIONS = 2 };
enum { LC_LENGTH_LONG = 0, LC_LENGTH_SHORT = 1 };
enum { LC_PATHS_UP = 0, LC_PATHS_UPDOWN = 1 };

/* Event tile kinds on the board. */
enum { LC_TILE_NONE = 0, LC_TILE_ART = 1, LC_TILE_VP = 2, LC_TILE_ARROW = 3 };
/* What the player to act decides. */
enum { LC_PH_PLAY = 0, LC_PH_MOVE = 1, LC_PH_DRAW = 2, LC_PH_OVER = 3 };
/* Why a free move is pending (LC_PH_MOVE). */
enum { LC_MOVE_ARROW = 1, LC_MOVE_BONUS = 2 };
/* Direction of a path in the ascending-or-descending variant. */
enum { LC_DIR_OPEN = 0, LC_DIR_UP = 1, LC_DIR_DOWN = 2 };
/* Why an expedition ended. */
enum { LC_END_BRIDGES = 1, LC_END_PILE = 2 };

/* Action kinds: an action is kind << 8 | argument, so that listing kinds in
 * order and arguments ascending gives the sorted list the interface wants. */
enum {
    LC_A_START = 1,   /* arg colour * 2 + (1 for the researcher) */
    LC_A_PLAY = 2,    /* arg card type: advance on that colour's path */
    LC_A_DISCARD = 3, /* arg card type */
    LC_A_MOVE = 4,    /* arg colour: the free move of the figure on that path */
    LC_A_SKIP = 5,    /* decline the free move */
    LC_A_DRAW = 6,    /* the top of the draw pile */
    LC_A_TAKE = 7,    /* arg colour: the top of that discard pile */
};
#define LC_ACTION(kind, arg) ((game_action)(((uint32_t)(kind) << 8) | (uint32_t)(arg)))
#define LC_AKIND(a)          ((int)((a) >> 8))
#define LC_AARG(a)           ((int)((a)&0xFF))

/* Events (game_event.type); v[] per type in events.c / lc_event_text. */
enum {
    LC_EV_START = 1,    /* v: colour, value, researcher */
    LC_EV_PLAY,         /* v: colour, value */
    LC_EV_DISCARD,      /* v: colour, value */
    LC_EV_MOVE,         /* v: colour, from, to, reason (0 card, 1 arrow, 2 bonus), researcher */
    LC_EV_BRIDGE,       /* v: colour, figures across so far */
    LC_EV_ARTEFACT,     /* v: colour, step */
    LC_EV_VP,           /* v: colour, step, points */
    LC_EV_ARROW,        /* v: colour, step */
    LC_EV_NOT_RESOLVED, /* v: colour, step, tile kind: the tile on the ending space */
    LC_EV_SKIP,         /* v: - */
    LC_EV_DRAW,         /* v: card type or -1 (redacted), cards left */
    LC_EV_TAKE,         /* v: colour, value */
    LC_EV_EXP_END,      /* v: expedition (1-based), reason */
    LC_EV_SCORE, /* v: expedition, figure points, chips before, chips after, artefact chips gained
                  */
    LC_EV_EXP_START, /* v: expedition (1-based), start player */
    LC_EV_GAME_END,  /* v: chips, artefact chips, artefact points, total */
    LC_EV_FIGURE_SCORE, /* v: expedition, colour, step, researcher, points (the researcher's
                         * doubled); one per figure on a path at an expedition's end, before
                         * that player's LC_EV_SCORE, whose figure points are their sum */
    LC_EV_COUNT
};

typedef struct {
    uint64_t rng; /* splitmix64 state: every random choice of the game */
    uint8_t nplayers;
    uint8_t opt_short;    /* 1: the short game (one expedition, short table) */
    uint8_t opt_updown;   /* 1: ascending-or-descending paths */
    uint8_t expedition;   /* 0-based; == nexp once the game is over */
    uint8_t nexp;         /* 1 or 3 */
    uint8_t cur;          /* player to act, LC_NONE once over */
    uint8_t start_player; /* of the current expedition */
    uint8_t phase;        /* LC_PH_* */
    uint8_t move_reason;  /* LC_MOVE_* while phase == LC_PH_MOVE, else 0 */
    uint8_t discarded;    /* type discarded in this turn (cannot be taken back), or LC_NONE */
    uint8_t crossed;      /* figures across a bridge in this expedition */
    uint8_t ended_by;     /* LC_END_* of the last expedition end, 0 before */
    uint8_t deck_n, removed_n;
    uint16_t turns;                 /* turns completed in the whole game */
    uint8_t deck[LC_CARDS];         /* deck[deck_n - 1] is the top; LC_NONE when hidden */
    /* removed .. art_tiles: one expedition's fields, cleared together when a
     * new expedition is dealt (engine.c deal_expedition) */
    uint8_t removed[LC_REMOVED_2P]; /* LC_NONE when hidden */
    uint8_t pile_n[LC_COLORS];
    uint8_t pile[LC_COLORS][LC_VALUES * LC_COPIES]; /* discard piles, last = top */
    uint8_t hand[LC_MAX_PLAYERS][LC_TYPES];         /* counts; for another viewer only `known` */
    uint8_t known[LC_MAX_PLAYERS]
                 [LC_TYPES]; /* cards everybody knows in that hand (taken from a discard pile) */
    uint8_t hand_n[LC_MAX_PLAYERS];
    uint8_t played[LC_MAX_PLAYERS][LC_TYPES]; /* cards on that player's paths */
    uint8_t step[LC_MAX_PLAYERS][LC_COLORS];  /* 0: no figure, else 1..9 */
    uint8_t last[LC_MAX_PLAYERS][LC_COLORS];  /* value of the last card on the path */
    uint8_t dir[LC_MAX_PLAYERS][LC_COLORS];   /* LC_DIR_* */
    uint8_t res_path[LC_MAX_PLAYERS];         /* colour of the researcher, LC_NONE when unused */
    uint8_t tile[LC_COLORS][LC_STEPS];        /* LC_TILE_* */
    uint8_t tile_vp[LC_COLORS][LC_STEPS];     /* points of a VP tile */
    uint8_t art_tiles[LC_MAX_PLAYERS];        /* artefact tiles of this expedition */
    /* the whole game's fields again */
    uint8_t art_chips[LC_MAX_PLAYERS];
    uint8_t pad[3];                /* explicit: no hidden padding (the hash reads every byte) */
    int16_t chips[LC_MAX_PLAYERS]; /* victory-point chips, never below 0 */
    int16_t tile_points[LC_MAX_PLAYERS];   /* chips taken from VP tiles (whole game) */
    int16_t figure_points[LC_MAX_PLAYERS]; /* net chips from expedition scorings */
    uint8_t pad_end[4];
} lost_cities_state;

extern const game_def LOST_CITIES_GAME;

/* The colour names ("yellow", ...), index 0..4. */
extern const char *const LC_COLOR_NAMES[LC_COLORS];

/* The checked entry points used by the game_def (and by tests). */
int lost_cities_init(lost_cities_state *s, int players, int opt_short, int opt_updown,
                     uint64_t seed);
int lost_cities_legal(const lost_cities_state *s, game_action *out);
int lost_cities_apply(lost_cities_state *s, game_action a);
/* Final or current score: chips (+ artefact points once the game is over), never below 0. */
int lost_cities_score(const lost_cities_state *s, int player);
/* The artefact table: points for n artefact chips (long or short table). */
int lost_cities_artefact_points(int n, bool short_game);
/* Points of a step 1..9 (0 for 0). */
int lost_cities_step_value(int step);
/* Winners by score then artefact chips: win[p] set, returns how many. */
int lost_cities_winners(const lost_cities_state *s, bool win[LC_MAX_PLAYERS]);
/* The score by category, in LOST_CITIES_GAME.score_part_names' order
 * (docs/LOST_CITIES.md, "Scoring in events and views"): the disjoint categories that add up to the total (figures, tiles, the artefact
 * table once over, and what raises a total below 0 to 0), the total, then the
 * chips (figures + tiles) and the artefact chips (a count, the tie-break). */
enum { LOST_CITIES_SCORE_PARTS = 7 };
void lost_cities_score_parts(const lost_cities_state *s, int player,
                             int parts[LOST_CITIES_SCORE_PARTS]);

#endif
