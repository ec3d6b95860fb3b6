/* bot.h - seats that choose actions: random, greedy (and later search bots).
 *
 * A bot sees the state only through arnak_observe() of its own seat: it must
 * never read hidden parts of the real state.  Every random choice comes from
 * the bot's own seeded generator, so a game is reproducible from its seeds.
 */
#ifndef ARNAK_BOT_H
#define ARNAK_BOT_H

#include "../engine/arnak.h"

typedef struct bot bot;
struct bot {
    const char *name;          /* "random", "greedy" */
    int seat;
    uint64_t rng;              /* bot-private generator state */
    /* Loop guard: decisions this seat took in round `guard_round` (greedy
     * falls back to random choices past BOT_GUARD_DECISIONS). */
    uint32_t guard_count;
    int guard_round;
    /* Returns one of legal[0..n-1]. */
    arnak_action (*choose)(bot *self, const arnak_state *s, const arnak_action *legal, int n);
};

/* Creates the bot named `name` for `seat` with its own seed.
 * Returns 0 on success, -1 for an unknown name. */
int bot_create(bot *out, const char *name, int seat, uint64_t seed);
/* Comma-free list of known bot names for --help texts: "random greedy". */
const char *bot_names(void);

/* Decisions one seat may take within one round before a heuristic bot stops
 * trusting its evaluation and picks uniformly at random (a deterministic
 * one-step evaluation could in principle cycle through partial decisions). */
#define BOT_GUARD_DECISIONS 2000

/* The bots' own generator (splitmix64): next 64 random bits of b->rng. */
uint64_t bot_rand(bot *b);
/* Uniform integer in 0..n-1 (n >= 1), without modulo bias. */
uint32_t bot_rand_below(bot *b, uint32_t n);
/* Counts one decision of b in the round of s; true once the seat has taken
 * more than BOT_GUARD_DECISIONS decisions in that round. */
bool bot_guard_tripped(bot *b, const arnak_state *s);

/* The individual bots (bot_create fills these in). */
arnak_action bot_random_choose(bot *self, const arnak_state *s, const arnak_action *legal, int n);
arnak_action bot_greedy_choose(bot *self, const arnak_state *s, const arnak_action *legal, int n);

#endif
