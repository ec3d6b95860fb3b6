/* arnak.h - public interface of libarnak, the Lost Ruins of Arnak rules engine.
 *
 * The whole game is one fixed-size struct without pointers (arnak_state): copy it
 * with `*dst = *src`.  Every choice a player makes is an integer action taken from
 * arnak_legal_actions(); arnak_apply() rejects anything else and then leaves the
 * state untouched.  Strings exist only at the edges (action text, records, JSON).
 */
#ifndef ARNAK_H
#define ARNAK_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "state.h"
#include "core/game_rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Result codes (0 = success), the same numbers as GAME_* (core/game.h).
 * arnak_strerror() names them. */
enum {
    ARNAK_OK = GAME_OK,
    ARNAK_E_ILLEGAL = GAME_E_ILLEGAL,   /* action is not among the legal actions */
    ARNAK_E_CONFIG = GAME_E_CONFIG,     /* bad player count / side */
    ARNAK_E_PARSE = GAME_E_PARSE,       /* text does not name a legal action */
    ARNAK_E_OVER = GAME_E_OVER,         /* the game is over; nothing to apply */
    ARNAK_E_IO = GAME_E_IO,             /* file could not be read or written */
    ARNAK_E_RECORD = GAME_E_RECORD,     /* a game record is malformed */
    ARNAK_E_ARG = GAME_E_ARG,           /* bad player index, buffer or pointer */
    ARNAK_E_POSITION = GAME_E_POSITION, /* a position text is malformed */
};
const char *arnak_strerror(int code);

/* An action: kind in the top byte, then three argument bytes.  Sorting the
 * integers sorts by kind, then arguments. */
typedef uint32_t arnak_action;
#define ARNAK_MAX_ACTIONS 1024

typedef struct {
    int players;        /* 1 (solo, against the rival expedition) or 2..4 */
    int side;           /* ARNAK_SIDE_BIRD or ARNAK_SIDE_SNAKE */
    uint64_t seed;      /* every random choice of the game derives from it */
} arnak_config;

/* Every entry point checks its pointers and player indexes: a NULL pointer, a
 * bad player index or an empty buffer gives ARNAK_E_ARG and changes nothing
 * (arnak_apply_trusted() is the one unchecked fast path). */

/* Set up a new game of 2-4 players (the rulebook's setup).  Returns ARNAK_OK,
 * ARNAK_E_CONFIG (also for 1 player: see arnak_init_solo), or ARNAK_E_ARG for
 * a NULL state. */
int arnak_init(arnak_state *s, const arnak_config *cfg);
/* Any player count 1-4; with 1 player the solo game against the rival
 * expedition, whose difficulty is the number of red tiles 0..5 (else
 * ARNAK_E_CONFIG).  The difficulty is ignored for 2-4 players, so
 * arnak_init_solo(s, cfg, d) == arnak_init(s, cfg) for them. */
#define ARNAK_DEFAULT_DIFFICULTY 2
int arnak_init_solo(arnak_state *s, const arnak_config *cfg, int difficulty);

/* Whose decision is on top of the decision stack; -1 once the game is over
 * (ARNAK_E_ARG for NULL).  arnak_is_over(NULL) is true. */
int arnak_current_player(const arnak_state *s);
bool arnak_is_over(const arnak_state *s);

/* Where the pending decision stands in a turn. */
enum {
    ARNAK_STAGE_OVER = 0,   /* the game is over */
    ARNAK_STAGE_MAIN,       /* start of a turn: a main action (or free actions) */
    ARNAK_STAGE_AFTER_MAIN, /* the main action is done: free actions or end the turn */
    ARNAK_STAGE_STEP,       /* a step inside an action or an effect, or end of round */
};
int arnak_decision_stage(const arnak_state *s); /* ARNAK_E_ARG for NULL */

/* Writes the complete, sorted, duplicate-free list of legal actions for the
 * pending decision into out[] (room for ARNAK_MAX_ACTIONS) and returns the count
 * (0 only when the game is over; ARNAK_E_ARG for a NULL pointer).  No heap
 * allocation. */
int arnak_legal_actions(const arnak_state *s, arnak_action *out);

/* Checked apply: ARNAK_OK, or ARNAK_E_ILLEGAL / ARNAK_E_OVER / ARNAK_E_ARG with s
 * unchanged. */
int arnak_apply(arnak_state *s, arnak_action a);
/* arnak_apply, stopped at the end of the round that `a` ends, before the
 * next round is set up (the solo rival's first turn of that round not yet
 * taken): the state whose scores a round's summary shows.  Like arnak_apply
 * when `a` ends no round.  Only for looking: the state is not one to play on. */
int arnak_apply_to_round_end(arnak_state *s, arnak_action a);
/* Fast path for callers that took `a` from arnak_legal_actions() of this very
 * state (bots, playouts).  No validation. */
void arnak_apply_trusted(arnak_state *s, arnak_action a);

/* Canonical text of an action in the context of state s ("dig P3",
 * "pay fear+pilot", "play sea-turtle", ...).  Returns the length of the text
 * (snprintf-style), ARNAK_E_ILLEGAL with buf = "" when `a` is not one of the
 * legal actions of s, or ARNAK_E_ARG for a NULL pointer or n == 0. */
int arnak_action_to_string(const arnak_state *s, arnak_action a, char *buf, size_t n);
/* Parses the canonical text of one of the legal actions of s.  ARNAK_OK or
 * ARNAK_E_PARSE (no legal action has that text; a NULL text included), or
 * ARNAK_E_ARG for a NULL state or out. */
int arnak_action_from_string(const arnak_state *s, const char *text, arnak_action *out);

/* A one-line description of the pending decision ("Choose your main action",
 * "Pay 2 cars for the dig at P13", ...).  The length of the text, or ARNAK_E_ARG
 * for a NULL pointer or n == 0. */
int arnak_decision_text(const arnak_state *s, char *buf, size_t n);

/* Scores by category (final scoring rules; meaningful at any time).  ARNAK_OK,
 * or ARNAK_E_ARG (out untouched) for a NULL pointer or a bad player index. */
typedef struct {
    int research, temple, idols, guardians, cards, fear, total;
    int temple_rank;    /* 0 = not in the Lost Temple, else arrival order 1..4 */
} arnak_score;
int arnak_score_player(const arnak_state *s, int player, arnak_score *out);
/* Marks winners[p] = true for every player sharing first place after the
 * tie-breaks (first to the Lost Temple, then research score).  Returns how many
 * seats are marked, or ARNAK_E_ARG for a NULL pointer.  In a solo game the rival
 * competes as if it were a player: player 0 is marked when ahead of the rival or
 * still tied with it after both tie-breaks (a shared victory). */
int arnak_winners(const arnak_state *s, bool winners[ARNAK_MAX_PLAYERS]);

/* What decided first place: more points (NONE), or, on equal points, who reached
 * the Lost Temple first (TEMPLE), the research score (RESEARCH), or nothing: the
 * victory is shared (SHARED).  Ordered: a later rule was needed for a later value. */
typedef enum { ARNAK_TIE_NONE = 0, ARNAK_TIE_TEMPLE, ARNAK_TIE_RESEARCH, ARNAK_TIE_SHARED } arnak_tiebreak;
/* arnak_winners(), and in *how what decided first place. */
int arnak_winners_how(const arnak_state *s, bool winners[ARNAK_MAX_PLAYERS], arnak_tiebreak *how);

/* The solo rival's score (players == 1): research (glass row or Lost Temple
 * arrival), temple (6-point tiles), idols (3 per unique face-up idol, 2 per
 * idol on its -1 space), guardians (5 each), cards; fear is 0.  ARNAK_OK, or
 * ARNAK_E_ARG (out untouched) for a NULL pointer or a game of 2-4 players.
 * In a solo game arnak_winners() marks player 0 when it is ahead of the rival,
 * or tied with it after the tie-breaks (and returns 1, else 0). */
int arnak_score_rival(const arnak_state *s, arnak_score *out);

/* What a rival turn did (arnak_rival.log[i][1]); the detail bytes [2..5]:
 *   ARNAK_RV_DIG       site, space
 *   ARNAK_RV_DISCOVER  site, site tile, guardian|0, idols (bits 0-2 face-up
 *                      kind, bit 3 it went to -1, bit 4 a face-down idol too)
 *   ARNAK_RV_RESEARCH  destination space (0xFF: already at the Lost Temple),
 *   ARNAK_RV_RESEARCH_ONLY (overcome fell back to research, no assistant):
 *                      bonus tile removed (1-6; 7 = the Lost Temple stack's
 *                      face-down top; at the temple: temple stack + 1), supply
 *                      assistant removed|0, rescued assistant removed|0
 *   ARNAK_RV_OVERCOME  site, guardian
 *   ARNAK_RV_BUY       card, row position */
enum {
    ARNAK_RV_NOTHING = 0,   /* impossible in this situation: nothing */
    ARNAK_RV_ROUND5,        /* a tile that does nothing in round V */
    ARNAK_RV_DIG,
    ARNAK_RV_DISCOVER,
    ARNAK_RV_RESEARCH,
    ARNAK_RV_RESEARCH_ONLY,
    ARNAK_RV_OVERCOME,
    ARNAK_RV_BUY,
};
#define ARNAK_RV_AT_TEMPLE 0xFF
#define ARNAK_RV_TEMPLE_STACK_TILE 7

/* Name of rival tile t (0..14: "dig-coin", "research-red"), "?" otherwise. */
const char *arnak_rival_tile_name(int t);

/* 64-bit hash of every byte of the state (records prove a replay with it). */
uint64_t arnak_hash(const arnak_state *s);

/* What `player` may see: a copy of s whose hidden parts (other hands, deck
 * orders, face-down stacks, the RNG) are replaced by a canonical form.  Two
 * states that differ only in what the player cannot see observe equal.  The
 * result is a playable state (its generator is a fixed one), but its hidden
 * parts are placeholders: determinize it before searching from it.
 * ARNAK_OK, or ARNAK_E_ARG for a bad player index (obs untouched). */
int arnak_observe(const arnak_state *s, int player, arnak_state *obs);
/* Reshuffles everything `player` cannot see and reseeds the RNG, so a search
 * cannot peek at the real order.  observe(determinize(s)) == observe(s).
 * ARNAK_OK, or ARNAK_E_ARG for a bad player index (s untouched). */
int arnak_determinize(arnak_state *s, int player, uint64_t seed);

/* Recounts every derived quantity (each card in exactly one zone, resources,
 * occupancy, stacks...).  Returns 0 when consistent, else non-zero and writes a
 * message (msg may be NULL; ARNAK_E_ARG for a NULL state). */
int arnak_check(const arnak_state *s, char *msg, size_t n);

/* Lost Ruins of Arnak behind the game interface (game_arnak.c): option 0 is
 * "side" (bird, snake), option 1 "difficulty" (0..5, the solo rival's red
 * tiles; ignored for 2-4 players). */
extern const game_def ARNAK_GAME;

/* A cheap estimate of `player`'s final score (heuristic.c): the points banked,
 * research projected up the track by the rounds left, resources by what they
 * can still buy, cards as the draws still to come, assistants and boons by the
 * rounds left.  The greedy bot and the search's playouts use it through
 * ARNAK_GAME.heuristic. */
double arnak_heuristic(const arnak_state *s, int player);

/* The numbers that heuristic weighs its terms with (heuristic.c says what each
 * term is).  The ones in use, ARNAK_HEURISTIC_WEIGHTS, are data
 * (data/heuristic_weights.c), fitted by `arnak tune` (src/cli/tune.c). */
enum {
    ARNAK_HW_COIN, ARNAK_HW_COMPASS, ARNAK_HW_TABLET, ARNAK_HW_ARROWHEAD, ARNAK_HW_JEWEL,
    ARNAK_HW_GLASS_ROWS,      /* research rows the glass climbs per round left */
    ARNAK_HW_NOTEBOOK_ROWS,   /* ... the notebook */
    ARNAK_HW_RESEARCH_SHARE,  /* share of the projected research counted now */
    ARNAK_HW_TEMPLE_STEP,     /* a projected row beyond the Lost Temple */
    ARNAK_HW_DRAWS,           /* cards drawn per round to come */
    ARNAK_HW_DRAW_BASIC,      /* worth of drawing a basic card */
    ARNAK_HW_DRAW_FEAR,       /* ... a Fear card */
    ARNAK_HW_ITEM_PER_COIN,   /* ... an item, per coin of its price */
    ARNAK_HW_ART_PER_COMPASS, /* ... an artifact, per compass of its price */
    ARNAK_HW_BRIDGE_PAID,     /* resources in hand pay the glass's next bridge */
    ARNAK_HW_ASSISTANT,       /* an assistant, per round left / HW_FUTURE_ROUNDS */
    ARNAK_HW_ASSISTANT_GOLD,  /* ... its upgraded side, more */
    ARNAK_HW_BOON,            /* an unused guardian boon */
    ARNAK_HW_ARCH_OUT,        /* an archaeologist out this round */
    ARNAK_HW_GUARDIAN_FEAR,   /* times the Fear card an archaeologist by a guardian brings home */
    ARNAK_HW_SPEND_ROUNDS,    /* rounds left at which resources count fully */
    ARNAK_HW_FUTURE_ROUNDS,   /* rounds left at which assistants count fully */
    ARNAK_HW_N
};
typedef struct {
    double w[ARNAK_HW_N];
} arnak_heuristic_weights;
extern const arnak_heuristic_weights ARNAK_HEURISTIC_WEIGHTS;
/* Their names (lower case, as `arnak tune` prints them). */
extern const char *const ARNAK_HEURISTIC_WEIGHT_NAMES[ARNAK_HW_N];
/* arnak_heuristic with other weights (w NULL: ARNAK_HEURISTIC_WEIGHTS). */
double arnak_heuristic_with(const arnak_state *s, int player, const arnak_heuristic_weights *w);

#ifdef __cplusplus
}
#endif
#endif
