/* bot.h - seats that choose actions: random, greedy, ismcts, and the named
 * strength levels easy / medium / hard / expert.
 *
 * Bots see a game only through its game_def (core/game.h), so every bot
 * plays every game in the registry, solo games included.  A bot reads the
 * state only through g->observe() of its own seat (the random bot not at
 * all): it never reads hidden parts of the real state.  Every random choice
 * comes from the bot's own seeded generator, so a game is reproducible from
 * its seeds when the budget is counted in iterations (a budget in
 * milliseconds, or several threads with one, gives up that reproducibility).
 *
 * Bot specs (bot_create, bot_parse_spec):  NAME[:KEY=VALUE,...]
 *   random, greedy, playout        no keys (playout: the greedy playout policy)
 *   ismcts, ismcts-fast            the search with uniform random rollouts to
 *                                  the end, 300 / 100 iterations
 *   easy medium hard expert        levels: fixed specs, see BOT_LEVEL_* below
 *   keys for ismcts and the levels (they override the base values):
 *     iters=N      iterations per decision, over all threads (1..10^8)
 *     ms=N         wall-clock budget per decision; with iters the search stops
 *                  at whichever comes first; without iters it is the only
 *                  budget (0: none)
 *     threads=N    root-parallel trees, merged at the end (1..BOT_MAX_THREADS)
 *     rollout=random|greedy|follow|complete   playout policy: uniform;
 *                  one-step greedy on g->heuristic with a uniform step at rate
 *                  eps; the same judging each main action after following
 *                  its own sub-steps (g->in_step) by their first options
 *                  (follow: the `playout` bot); or after completing them
 *                  greedily, like the greedy bot (complete: dearer)
 *     eps=X        0..1, the greedy policy's rate of uniform steps
 *     depth=N      playout decisions before the position is judged with
 *                  g->heuristic (0: play to the end); games of 2+ players
 *                  only: solo playouts always run to the end, where the
 *                  rival's score decides
 *     c=X          UCB exploration constant
 *     csolo=X      UCB exploration constant of solo games (default: c).  A
 *                  solo reward spreads far less than a 2-player one (its
 *                  points count 0.005 a point, a win in a playout is rare
 *                  early on, where two players' playouts swing between win
 *                  and loss), so the constant that explores well in 2-player
 *                  games spreads a solo search almost evenly; the levels use
 *                  0.1 there (see BOT_LEVEL_*)
 *     scale=X      heuristic lead (in points) that the logistic judgement maps
 *                  to 0.73; also the scale of the final-score margin
 *     margin=X     0..1, weight of the score margin against win/loss at the end
 *     bias=X       progressive bias: a new child's judgement by g->heuristic
 *                  counts as X virtual visits (0: off)
 *     eval=heuristic|learned   the judgement of playout steps and cut-off
 *                  playouts: g->heuristic, or the learned table of bot_eval.c
 *                  (g->heuristic where the game has none)
 *     reuse=0|1    keep the tree below the chosen action and start the bot's
 *                  next decision from it when that decision is its own and
 *                  follows at once (the later steps of its turn); the bot
 *                  then holds memory: bot_destroy frees it.  An iteration
 *                  budget then counts the root's visits, kept ones included
 *     bank=0|1     with ms: a time bank.  A search stops as soon as the rest
 *                  of its time, at the rate of iterations so far, could not
 *                  change its choice (the most visited option leads the next
 *                  by more visits than remain); the time saved goes to the
 *                  bank, and each searched decision may spend the bank on
 *                  top of its ms (up to BOT_BANK_MAX times ms in all, at
 *                  least half of ms while the bank is overdrawn), so the
 *                  mean over the searched decisions stays ms: settled
 *                  decisions give their time to the open ones
 *
 * Prefix: bot_ (this library, src/ai).
 */
#ifndef GAME_AI_BOT_H
#define GAME_AI_BOT_H

#include "core/game.h"
#include "core/record.h"

/* Playout policies of the search. */
enum { BOT_ROLLOUT_RANDOM = 0, BOT_ROLLOUT_GREEDY = 1, BOT_ROLLOUT_COMPLETE = 2, BOT_ROLLOUT_FOLLOW = 3 };

#define BOT_MAX_THREADS 64
#define BOT_BANK_MAX 4        /* bank=1: a decision's budget is at most this times ms */
#define BOT_SPEC_MAX 128      /* longest spec text + 1 */

/* Parameters of the ISMCTS search (bot_ismcts_run). */
typedef struct {
    int iterations;     /* per decision over all threads; 0 = only the ms budget */
    int ms;             /* wall-clock budget per decision, 0 = none */
    int threads;        /* root-parallel trees */
    int rollout;        /* BOT_ROLLOUT_* */
    double epsilon;     /* greedy playouts: rate of uniform steps */
    int depth;          /* playout decisions before judging; 0 = to the end */
    double exploration; /* UCB constant */
    double exploration_solo; /* UCB constant of solo games (1 player); < 0: exploration */
    double scale;       /* points of lead that make logistic(1) = 0.73 */
    double margin;      /* weight of the score margin at the end of a game */
    double bias;        /* progressive bias: virtual visits of a child's judgement */
    bool learned;       /* judge with the learned table (bot_eval.c) where g has one */
    bool reuse;         /* keep the tree below the chosen action for the bot's next decision */
    bool bank;          /* ms budgets: stop a settled search, spend the time saved later */
    /* true: the search of the original bot (linear margin clamp over 40
     * points, weight 0.2), kept bit for bit so that "ismcts" and its games
     * stay the baseline they were. */
    bool legacy;
} bot_search_params;

typedef struct bot bot;
struct bot {
    const game_def *g;
    const char *name;          /* "random", "greedy", "ismcts", "hard", ... (the base name) */
    int seat;
    int iterations;            /* search bots: iterations per decision (else 0) */
    bot_search_params search;  /* search bots: the rest of the parameters */
    uint64_t rng;              /* bot-private generator state */
    /* Loop guard: decisions this seat took in round `guard_round` (a bot falls
     * back to random choices past BOT_GUARD_DECISIONS). */
    uint32_t guard_count;
    int guard_round;
    /* Returns one of legal[0..n-1], the legal actions of st (seat to act). */
    game_action (*choose)(bot *self, const void *st, const game_action *legal, int n);
    /* Search bots with reuse=1: the trees kept for the next decision (owned;
     * bot_destroy frees them), and the visits the last search started with. */
    void *memory;
    uint32_t reused;
    /* Search bots with bank=1: seconds of the ms budget saved by earlier
     * decisions (negative: overrun), spent by the next ones. */
    double time_bank;
};

/* Creates the bot described by `spec` (see above) for `seat` of game g with
 * its own seed.  Returns 0 on success, -1 for an unknown name, a bad key or
 * value, or a NULL argument. */
int bot_create(bot *out, const game_def *g, const char *spec, int seat, uint64_t seed);
/* Frees what a bot holds between decisions (the kept trees of reuse=1) and
 * leaves it usable; safe on any created bot, more than once, and on NULL. */
void bot_destroy(bot *b);
/* Same, with a one-line reason in err (may be NULL) on failure. */
int bot_create_checked(bot *out, const game_def *g, const char *spec, int seat, uint64_t seed,
                       char *err, size_t n);
/* Checks a spec without a game: 0, or -1 with a one-line reason in err. */
int bot_parse_spec(const char *spec, char *err, size_t n);
/* Blank-separated list of known bot names for --help texts: "random greedy ...". */
const char *bot_names(void);
/* True when spec is a valid bot spec (a name, optionally with keys). */
bool bot_known(const char *spec);
/* The spec a level name stands for ("hard" -> "ismcts:..."), or NULL. */
const char *bot_level_spec(const char *level);
/* True for bots that search (ismcts and the levels). */
bool bot_is_search(const bot *b);

/* The levels: name and spec.  Each is a fixed spec of the search, so a level
 * plays the same games on any machine.  medium, hard and expert use the
 * follow playouts (the best judgement of a main action for its cost), keep
 * their trees within a turn (reuse=1), and explore solo games with
 * csolo=0.1 while 2-4 player games keep c; their iteration budgets grow
 * about fourfold a level.  "hard" answers within about a second on one core.
 * Easy is the original search.  What each costs and how strong it plays:
 * docs/BOTS.md. */
#define BOT_LEVEL_EASY "ismcts:iters=300"
#define BOT_LEVEL_MEDIUM "ismcts:iters=700,rollout=follow,reuse=1,csolo=0.1"
#define BOT_LEVEL_HARD "ismcts:iters=2800,rollout=follow,reuse=1,csolo=0.1"
#define BOT_LEVEL_EXPERT "ismcts:iters=8400,rollout=follow,threads=2,reuse=1,csolo=0.1"

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
/* The search's greedy playout policy as a bot: one step on g->heuristic without
 * completing sub-steps, a uniform choice at rate BOT_PLAYOUT_EPSILON. */
game_action bot_playout_choose(bot *self, const void *st, const game_action *legal, int n);
#define BOT_PLAYOUT_EPSILON 0.1
/* bot_ismcts_run() with self->search and self->iterations. */
game_action bot_ismcts_choose(bot *self, const void *st, const game_action *legal, int n);

/* ---- single-observer ISMCTS over any game behind game.h --------------------------------
 *
 * Cowling, Powley, Whitehouse 2012.  The search starts from g->observe(st, seat)
 * and never looks at st again; each iteration determinizes a copy of the
 * observation with a seed from the search's generator, descends the one tree
 * (every player's decisions) by UCB1 with availability counts among the
 * children legal in that determinization, expands one child, plays out with
 * the rollout policy (to the end, or `depth` decisions and then a judgement
 * by g->heuristic) and backs up, to each node, the reward of the player who
 * chose its action.  With an iteration budget the result depends only on the
 * observation, the parameters and *rng (threads included). */
#define ISMCTS_DEFAULT_ITERATIONS 300
#define ISMCTS_FAST_ITERATIONS 100
#define ISMCTS_EXPLORATION 0.7
/* Legacy reward = (1 - w) * g->returns + w * clamp(0.5 + (own - best other score) / scale, 0, 1). */
#define ISMCTS_MARGIN_WEIGHT 0.2
#define ISMCTS_MARGIN_SCALE 40.0

typedef struct {
    int iterations;   /* done, over all threads */
    int nodes;        /* tree nodes used, the roots included */
    int root_children;
    uint32_t best_visits;
    uint32_t reused;  /* visits at the root kept from the previous decision (reuse=1) */
    double seconds;   /* wall time of the search, less the time in the yield hook */
} ismcts_stats;

/* A hook that the calling thread's searches call between two iterations
 * (searches of one tree only, threads=1: the others' trees run on threads of
 * their own): it may run more urgent work on the thread meanwhile (the
 * server's bot pool runs a human's bot there while a search of a game of bots
 * alone waits) and returns the seconds it held the thread, 0 when it returned
 * at once.  That time is not the search's: its ms budget, its time bank and
 * ismcts_stats.seconds leave it out, so that the search's choice with an
 * iteration budget is the same as without the hook.  It must be cheap when it
 * has nothing to do (it runs every iteration).  NULL: none (the default). */
typedef double (*bot_yield_fn)(void *ctx);
void bot_set_yield(bot_yield_fn fn, void *ctx);

/* One option at the root of a search, for hints and analysis. */
typedef struct {
    game_action action;
    uint32_t visits;  /* over all threads */
    double value;     /* mean reward for the player to move, 0..1 */
} bot_option_value;

/* ---- a learned judgement (bot_eval.c, weights in bot_eval_weights.c) --------------------
 * Per round r (g->round, 1..rounds), the predicted final score of player p is
 *   w[r] . (score_parts(p)..., heuristic(p) - score(p), 1)
 * fitted by least squares to recorded bot games (`arnak arena --train-eval`). */
#define BOT_EVAL_MAX_PARTS 16
typedef struct {
    const char *game;               /* g->name */
    int nparts;                     /* g->nscore_parts at the fit */
    const char *const *parts;       /* g->score_part_names at the fit */
    int rounds;
    const double *w;                /* rounds x (nparts + 2) */
} bot_eval_table;
extern const bot_eval_table bot_eval_tables[];
extern const int bot_eval_ntables;
/* The table for g whose categories match g's, or NULL. */
const bot_eval_table *bot_eval_find(const game_def *g);
/* The features of player p in st into x (BOT_EVAL_MAX_PARTS + 2); returns their count. */
int bot_eval_features(const game_def *g, const void *st, int p, double *x);
/* Index 0..rounds-1 of the weights for the round of st. */
int bot_eval_round(const game_def *g, const void *st, int rounds);
/* The table's prediction of p's final score (the score itself once the game is over). */
double bot_eval_learned(const bot_eval_table *t, const game_def *g, const void *st, int p);

/* The parameters of the "ismcts" bot: legacy search, 300 iterations. */
void bot_search_defaults(bot_search_params *p);

/* Chooses one of legal[0..n-1] (the legal actions of the decision, which are
 * public) for `seat`, the player to act in st.  With n == 1 it returns at once.
 * Returns legal[0] for n <= 0 (never asked) and falls back to a random legal
 * action when memory runs out.  `stats` may be NULL. */
uint32_t bot_ismcts_run(const game_def *g, const void *st, int seat, const bot_search_params *p,
                        uint64_t *rng, const uint32_t *legal, int n, ismcts_stats *stats);
/* The original interface: the legacy search with `iterations`. */
uint32_t bot_ismcts_search(const game_def *g, const void *st, int seat, int iterations, uint64_t *rng,
                           const uint32_t *legal, int n, ismcts_stats *stats);

/* Hints (`arnak arena --hint`; meant for a `hint` command of the terminal
 * and of the protocol, and for reviews after a game as `arena --review`
 * does): searches st for the player to move with b's parameters (a bot that
 * does not search uses the "medium" level) and writes up to max root options,
 * most visited first, into out.  An option that ends the turn (a pass) never
 * ranks above one that keeps it and raises the mover's score (g->score after
 * the option's own steps): the free points can be taken before passing, so
 * such an option gets at least the pass's value, and is listed (0 visits)
 * even when the search never tried it.  Returns how many, 0 when the game is
 * over, or -1 (bad argument, out of memory).  Advances b's generator. */
int bot_analyze(bot *b, const void *st, bot_option_value *out, int max);
/* How long bot_analyze(b, st) will take, in seconds, to say so before it
 * starts: a time budget as it stands; an iteration budget by timing a search
 * of a tenth of its iterations here (a tenth of the cost) and scaling up.
 * 0 when the game is over, negative on a bad argument or out of memory.
 * Leaves b's generator alone. */
double bot_analyze_seconds(bot *b, const void *st);

/* ---- the review after a game (bot_review.c) --------------------------------------------
 * Every decision with a choice (of player `only`, or of everyone when -1) of a
 * recorded game, judged by the bot `spec` (bot_analyze, its generator seeded
 * from `seed` and the decision's place), from the deciding player's
 * observation at that moment only.  `arnak arena --review`, the terminal's
 * review after a game and the protocol's "review" share it. */
typedef struct {
    size_t decision;  /* 1..rec->n: action decision - 1 of the record was chosen there */
    int player;
    double loss;      /* best - chosen (best when the chosen action was not searched) */
    double chosen, best;
    game_action a, best_a; /* what was chosen, what the bot preferred */
    bool searched;    /* the chosen action is among the searched options */
} bot_review_item;
/* How many decisions bot_review judges: -1 when the record does not replay. */
int bot_review_count(const game_record *rec, int only);
/* That count, and in *seconds how long the review takes (bot_analyze_seconds
 * at a few of them spread over the game, times their number; a few tenths of
 * one decision's time).  -1 for a bad spec, a record that does not replay, or
 * out of memory. */
int bot_review_plan(const game_record *rec, const char *spec, int only, uint64_t seed,
                    double *seconds);
/* One decision judged: the player to act in st, from g->observe of st by
 * that player only (the same judgement for every state they cannot tell
 * apart), by the bot `spec` seeded `seed`; *item gets `decision` (its place)
 * and how `chosen` fared.  1 when judged, 0 when the search gave nothing, -1
 * with a message. */
int bot_review_judge(const game_def *g, const void *st, const char *spec, uint64_t seed,
                     size_t decision, game_action chosen, bot_review_item *item, char *err,
                     size_t n);
/* Judges them into items (up to max; rec->n is always enough), costliest
 * first, equal losses in the order of the game.  Returns how many, or -1
 * with a message in err. */
int bot_review(const game_record *rec, const char *spec, int only, uint64_t seed,
               bot_review_item *items, size_t max, char *err, size_t n);

#endif
