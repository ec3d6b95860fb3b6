/* arena.h - `arnak arena`: bots (as specs) against bots or against a solo
 * game's rival, with seats rotated, win rates with a 95 % Wilson interval,
 * scores by category and time per decision; hints for a position and a
 * review of a recorded game by the bot's judgement. */
#ifndef ARNAK_CLI_ARENA_H
#define ARNAK_CLI_ARENA_H

#include "cmdline/cmdline.h"

#include <stdint.h>

#include "core/record.h"

/* argv[0] is "arena".  Parses its own options; returns the exit code
 * (0, 1 at run time, 2 for a usage error). */
int arena_main(int argc, char **argv);
/* Its row in the command table (main.c). */
extern const cli_command arena_command;

/* The review of a recorded game: every decision with a choice (of player
 * `only`, or of everyone when -1) judged by the bot `spec` from the deciding
 * player's observation (bot_review in src/ai, seeded from `seed` and the
 * decision's number), and the costliest few printed with
 * what the bot preferred, under the heading `name`; players are named by
 * player_name(seat), or "P1".. when it is NULL.  0, or 1 with one line on
 * stderr.  Before it starts it prints how many decisions it reviews and how
 * long that will take: `planned` and `plan_s` as arena_review_plan gave them
 * (to say what an offer said), or planned -1 to plan here. */
int arena_review(const game_record *rec, const char *spec, int only, uint64_t seed, const char *name,
                 const char *(*player_name)(int p), int planned, double plan_s);
/* What arena_review(rec, spec, only, seed, ...) will do (bot_review_plan): the number of
 * decisions it judges, and in *seconds how long that takes (bot_analyze_seconds
 * at a few of them, spread over the game, times their number; a few tenths of
 * one decision's time).  -1 when the record does not replay, the spec is bad
 * or memory runs out. */
int arena_review_plan(const game_record *rec, const char *spec, int only, uint64_t seed, double *seconds);
/* "about 40 s", "about 2 min 5 s", "under a second": a duration in words, into buf. */
void arena_duration_text(double seconds, char *buf, size_t n);

#endif
