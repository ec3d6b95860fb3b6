/* game_conformance.h - the generic conformance test of a game (OpenSpiel style),
 * driven only by its game_def (engine/game.h).  Rule-specific checks and
 * statistics hook in through the callbacks; everything here holds for any game.
 *
 * For each player count and game index it plays one seeded random game and
 * checks, through the vtable only:
 *   - init succeeds, players() is the player count, check() holds after init
 *     and after every apply;
 *   - a state that is not over has a player to act and at least one legal
 *     action, sorted strictly increasing; every action has a non-empty text,
 *     unique in the decision, that action_from_string parses back to it;
 *   - actions not in the list (random integers and near-misses of legal ones)
 *     are rejected by apply and leave the state byte-identical;
 *   - apply and apply_trusted give identical states; applying to a copy leaves
 *     the original untouched;
 *   - the game is over within max_decisions; then there is no player to act, no
 *     legal action, apply is rejected without a change, and returns() are in
 *     [0, 1], sum to 1 and are 1/k for each of k players sharing first place
 *     (a 1-player game against the game itself returns exactly 0 or 1);
 *   - after every decision the score's categories (score_part_names before
 *     "total") add up to the total, which is score(), for every player; every
 *     17th decision and at the end the scores JSON carries each category with
 *     the same value, and the categories its "parts" names add up to each total;
 *   - the record (the action texts) replays from a fresh init to the same hash
 *     every 97 decisions and to the same final state, byte for byte;
 *   - every 17th decision, for every player p: observe is idempotent,
 *     observe(determinize(copy, p)) == observe(original, p) byte for byte, the
 *     determinized copy passes check() and, for the player to act, offers the
 *     same legal actions with the same texts;
 *   - in one game of five, one of those determinized copies is played on
 *     uniformly at random to the end, with check() after every step.
 *
 * Game i (counted from first_game) of a player count has seed
 * players * 1000003 + i and variant i % variants.  A failure prints the game,
 * players, variant, seed, game index, step and phase, the message (naming the
 * action) and the last actions of the game; rerun that one game with
 * .players = P, .first_game = i, .games = 1. */
#ifndef ARNAK_GAME_CONFORMANCE_H
#define ARNAK_GAME_CONFORMANCE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"

/* One decision of a game, handed to on_decision before the action is applied. */
typedef struct game_conformance_decision {
    const void *state;
    const uint32_t *legal;   /* the n legal actions, sorted */
    const char *const *text; /* text[i] is the text of legal[i] */
    int n;
    int chosen; /* index of the action about to be applied */
    int step;   /* decisions taken so far in this game */
} game_conformance_decision;

typedef struct game_conformance_opts {
    int players;       /* 0: every player count min_players..max_players */
    long games;        /* games per player count (at least 1 is played) */
    long first_game;   /* index of the first game (seed and variant, see above) */
    int max_decisions; /* a game that takes longer fails; 0: 6000 */
    int illegal_code;  /* what apply must return for an illegal action; 0: any non-zero */
    int over_code;     /* ... and for any action once the game is over; 0: any non-zero */

    /* The policy: index 0..n-1 of the action to take; NULL: uniform.  Only
     * `rng` may be used for randomness (the run stays reproducible). */
    int (*choose)(const void *st, const uint32_t *legal, int n, uint64_t *rng, void *ctx);
    /* Every decision of the played games (not of determinized playouts). */
    void (*on_decision)(const game_conformance_decision *d, void *ctx);
    /* Every determinization check: `det` is determinize(copy of st, viewer). */
    void (*on_determinize)(const void *st, const void *det, int viewer, void *ctx);
    /* A finished game after `decisions` decisions; playout: the end of a
     * determinized copy played on (the played game ends with playout false). */
    void (*on_game_end)(const void *st, int decisions, bool playout, void *ctx);
    void *ctx;
} game_conformance_opts;

void game_conformance_run(const game_def *g, const game_conformance_opts *o);

/* The options of a run of `games` uniform random games per count of `players`,
 * expecting core/game.h's codes (GAME_E_ILLEGAL, GAME_E_OVER), which every game
 * returns; no callbacks. */
game_conformance_opts game_conformance_options(int players, long games);

/* Fail the running test with the context of the game being checked (for use in
 * the callbacks). */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void game_conformance_fail(const char *fmt, ...);

#endif
