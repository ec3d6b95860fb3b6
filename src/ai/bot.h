/* bot.h - seats that choose actions: random, greedy, ismcts.
 *
 * Bots see a game only through its game_def (core/game.h), so every bot
 * plays every game in the registry.  A bot reads the state only through
 * g->observe() of its own seat (the random bot not at all): it never reads
 * hidden parts of the real state.  Every random choice comes from the bot's
 * own seeded generator, so a game is reproducible from its seeds.
 *
 * Prefix: bot_ (this library, src/ai).
 */
#ifndef GAME_AI_BOT_H
#define GAME_AI_BOT_H

#include "core/game.h"

typedef struct bot bot;
struct bot {
    const game_def *g;
    const char *name;          /* "random", "greedy", "ismcts", ... */
    int seat;
    int iterations;            /* search bots: iterations per decision (else 0) */
    uint64_t rng;              /* bot-private generator state */
    /* Loop guard: decisions this seat took in round `guard_round` (a bot falls
     * back to random choices past BOT_GUARD_DECISIONS). */
    uint32_t guard_count;
    int guard_round;
    /* Returns one of legal[0..n-1], the legal actions of st (seat to act). */
    game_action (*choose)(bot *self, const void *st, const game_action *legal, int n);
};

/* Creates the bot named `name` for `seat` of game g with its own seed.
 * Returns 0 on success, -1 for an unknown name or a NULL argument. */
int bot_create(bot *out, const game_def *g, const char *name, int seat, uint64_t seed);
/* Blank-separated list of known bot names for --help texts: "random greedy ...". */
const char *bot_names(void);
/* True when name names a bot. */
bool bot_known(const char *name);

/* Decisions one seat may take within one round before a bot stops trusting
 * its evaluation and picks uniformly at random (a deterministic one-step
 * evaluation could in principle cycle through partial decisions). */
#define BOT_GUARD_DECISIONS 2000

/* The bots' own generator (splitmix64): next 64 random bits of b->rng. */
uint64_t bot_rand(bot *b);
/* Uniform integer in 0..n-1 (n >= 1), without modulo bias. */
uint32_t bot_rand_below(bot *b, uint32_t n);
/* Counts one decision of b in the round of st; true once the seat has taken
 * more than BOT_GUARD_DECISIONS decisions in that round. */
bool bot_guard_tripped(bot *b, const void *st);

/* The individual bots (bot_create fills these in). */
game_action bot_random_choose(bot *self, const void *st, const game_action *legal, int n);
/* One-step lookahead on g->heuristic (g->score when the game has none). */
game_action bot_greedy_choose(bot *self, const void *st, const game_action *legal, int n);
/* bot_ismcts_search() with self->iterations. */
game_action bot_ismcts_choose(bot *self, const void *st, const game_action *legal, int n);

/* ---- single-observer ISMCTS over any game behind game.h --------------------------------
 *
 * Cowling, Powley, Whitehouse 2012.  The search starts from g->observe(st, seat)
 * and never looks at st again; each iteration determinizes a copy of the
 * observation with a seed from *rng, descends the one tree (every player's
 * decisions) by UCB1 with availability counts among the children legal in that
 * determinization, expands one child, plays uniformly at random to the end and
 * backs up, to each node, the reward of the player who chose its action.
 * Iterations are counted, never timed: the result depends only on the
 * observation, the parameters and *rng. */
#define ISMCTS_DEFAULT_ITERATIONS 300
#define ISMCTS_FAST_ITERATIONS 100
#define ISMCTS_EXPLORATION 0.7
/* Reward = (1 - w) * g->returns + w * clamp(0.5 + (own - best other score) / scale, 0, 1). */
#define ISMCTS_MARGIN_WEIGHT 0.2
#define ISMCTS_MARGIN_SCALE 40.0

typedef struct {
    int iterations;   /* done */
    int nodes;        /* tree nodes used, the root included */
    int root_children;
    uint32_t best_visits;
} ismcts_stats;

/* Chooses one of legal[0..n-1] (the legal actions of the decision, which are
 * public) for `seat`, the player to act in st.  With n == 1 it returns at once.
 * Returns legal[0] for n <= 0 (never asked) and falls back to a random legal
 * action when memory runs out.  `stats` may be NULL. */
uint32_t bot_ismcts_search(const game_def *g, const void *st, int seat, int iterations, uint64_t *rng,
                       const uint32_t *legal, int n, ismcts_stats *stats);

#endif
