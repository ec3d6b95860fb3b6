/* tune.c - `arnak tune`: fits the weights of the Arnak heuristic
 * (src/games/arnak/heuristic.c; the table is data/heuristic_weights.c).
 *
 * The heuristic steers the greedy bot and the search's greedy playouts, so
 * the weights are judged by how a bot steered by them plays: --bot greedy
 * (each action completed before it is judged) or --bot playout (the
 * search's playout policy: judged after its first step, 10 % random steps):
 *   solo:  mean final score against the rival at difficulty 5, both board
 *          sides (the rival is the game's; a higher own score is all there
 *          is to aim for);
 *   duel:  mean margin (own score - the other's) in 2-player games against
 *          the same bot with the weights the run started from, both seat
 *          orders.
 * Objective: solo mean + duel margin, over the same seeded games for every
 * candidate (common random numbers: a difference between two candidates is
 * a difference in play, not in deals).
 *
 * Search: coordinate ascent.  Each weight in turn is multiplied by 1 + step
 * and by 1 - step; the first that raises the objective by more than
 * --min-gain is kept; a weight that gains nothing has its step halved.
 * Stops after --passes passes or when every step is below 1 %.  At the end
 * start and result are measured again on games the search never saw (other
 * seeds), and the table is printed as C for data/heuristic_weights.c.
 *
 * Every game depends only on its seed and the weights, so the run is
 * reproducible whatever --threads is.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "games/arnak/arnak.h"
#include "core/parse.h"
#include "cmdline/cmdline.h"
#include "tune.h"

/* The candidate's weights, per playing thread: the heuristic hook of a
 * game_def takes no argument beyond the state and the player. */
static _Thread_local const arnak_heuristic_weights *tune_weights;

static double candidate_heuristic(const void *st, int p)
{
    return arnak_heuristic_with(st, p, tune_weights);
}

typedef struct {
    game_def cand, base; /* ARNAK_GAME with the candidate's / the starting weights */
    arnak_heuristic_weights start;
    const char *bot; /* "greedy" or "playout" */
    int games, threads;
    uint64_t seed;
    int opt_side, opt_difficulty;
} tune_ctx;

static _Thread_local const arnak_heuristic_weights *tune_base;

static double base_heuristic(const void *st, int p)
{
    return arnak_heuristic_with(st, p, tune_base);
}

typedef struct {
    const tune_ctx *c;
    const arnak_heuristic_weights *w;
    uint64_t seed;
    int first, stride;
    double solo, margin; /* sums */
    bool failed;
} tune_job;

/* Plays one game with bots of the given defs per seat; scores into out[]. */
static bool play(const tune_ctx *c, const game_def *seat_def[], int np, int side, uint64_t seed,
                 int *out)
{
    const game_def *g = &ARNAK_GAME;
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = np;
    setup.seed = seed;
    setup.options[c->opt_side] = side;
    setup.options[c->opt_difficulty] = 5;
    arnak_state st;
    game_action legal[ARNAK_MAX_ACTIONS];
    bot bots[2];
    if (g->init(&st, &setup) != GAME_OK)
        return false;
    for (int s = 0; s < np; s++)
        if (bot_create_checked(&bots[s], seat_def[s], c->bot, s, cli_bot_seed(seed, s), NULL, 0) != 0)
            return false;
    for (long steps = 0; !g->is_over(&st); steps++) {
        int p = g->current_player(&st);
        int n = g->legal_actions(&st, legal);
        if (p < 0 || p >= np || n <= 0 || steps > CLI_MAX_DECISIONS)
            return false;
        if (g->apply(&st, bots[p].choose(&bots[p], &st, legal, n)) != GAME_OK)
            return false;
    }
    for (int s = 0; s < np; s++)
        out[s] = g->score(&st, s);
    return true;
}

static uint64_t game_seed(uint64_t seed, int i)
{
    return cli_mix64(seed + 0x9E3779B97F4A7C15ULL * (uint64_t)i) & ((1ULL << 53) - 1);
}

static void *tune_worker(void *arg)
{
    tune_job *j = arg;
    const tune_ctx *c = j->c;
    tune_weights = j->w;
    tune_base = &c->start;
    for (int i = j->first; i < c->games && !j->failed; i += j->stride) {
        int sc[2];
        const game_def *solo[1] = {&c->cand};
        if (!play(c, solo, 1, i % 2, game_seed(j->seed, i), sc)) {
            j->failed = true;
            break;
        }
        j->solo += sc[0];
        /* Both seat orders over one deal: games 2k and 2k+1 share a seed. */
        int me = i % 2;
        const game_def *duel[2];
        duel[me] = &c->cand;
        duel[1 - me] = &c->base;
        if (!play(c, duel, 2, (i / 2) % 2, game_seed(j->seed ^ 0xD0E1ULL, i / 2), sc)) {
            j->failed = true;
            break;
        }
        j->margin += sc[me] - sc[1 - me];
    }
    return NULL;
}

/* The objective of weights w over the games seeded from `seed`; solo mean and
 * duel margin into *solo and *margin.  NAN when a game fails. */
static double evaluate(const tune_ctx *c, const arnak_heuristic_weights *w, uint64_t seed, double *solo,
                       double *margin)
{
    tune_job jobs[BOT_MAX_THREADS];
    pthread_t th[BOT_MAX_THREADS];
    bool started[BOT_MAX_THREADS];
    int n = c->threads;
    for (int k = 0; k < n; k++) {
        jobs[k] = (tune_job){.c = c, .w = w, .seed = seed, .first = k, .stride = n};
        started[k] = k > 0 && pthread_create(&th[k], NULL, tune_worker, &jobs[k]) == 0;
    }
    for (int k = 0; k < n; k++)
        if (!started[k])
            tune_worker(&jobs[k]); /* the first share here, or a thread that could not start */
    double s = 0.0, m = 0.0;
    bool failed = false;
    for (int k = 0; k < n; k++) {
        if (started[k])
            pthread_join(th[k], NULL);
        s += jobs[k].solo;
        m += jobs[k].margin;
        failed |= jobs[k].failed;
    }
    *solo = s / c->games;
    *margin = m / c->games;
    return failed ? NAN : *solo + *margin;
}

static void print_table(const arnak_heuristic_weights *w, const tune_ctx *c, int passes)
{
    printf("/* heuristic_weights.c - the weights of the Arnak heuristic (heuristic.c;\n"
           " * ARNAK_HW_* in arnak.h say what each weighs).\n"
           " *\n"
           " * Written by `arnak tune --bot %s --games %d --seed %" PRIu64 " --passes %d`\n"
           " * (src/cli/tune.c): coordinate ascent on the %s bot's solo score at\n"
           " * difficulty 5 plus its 2-player margin against the weights it started from. */\n"
           "#include \"../arnak.h\"\n\n"
           "const char *const ARNAK_HEURISTIC_WEIGHT_NAMES[ARNAK_HW_N] = {\n   ",
           c->bot, c->games, c->seed, passes, c->bot);
    int col = 3;
    for (int k = 0; k < ARNAK_HW_N; k++) {
        int len = (int)strlen(ARNAK_HEURISTIC_WEIGHT_NAMES[k]) + 4;
        if (col + len > 100) {
            printf("\n   ");
            col = 3;
        }
        printf(" \"%s\",", ARNAK_HEURISTIC_WEIGHT_NAMES[k]);
        col += len;
    }
    printf("\n};\n\nconst arnak_heuristic_weights ARNAK_HEURISTIC_WEIGHTS = {{\n");
    for (int k = 0; k < ARNAK_HW_N; k++)
        printf("    %.6g, /* %s */\n", w->w[k], ARNAK_HEURISTIC_WEIGHT_NAMES[k]);
    printf("}};\n");
}

static bool parse_real_arg(const char *s, double lo, double hi, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || *end || !(v >= lo && v <= hi))
        return false;
    *out = v;
    return true;
}

/* Divisors and rates that must stay above zero. */
static double floor_of(int k)
{
    return k == ARNAK_HW_SPEND_ROUNDS || k == ARNAK_HW_FUTURE_ROUNDS ? 0.25 : 0.0;
}

#define TUNE_STR_(x) #x
#define TUNE_STR(x) TUNE_STR_(x)

enum { TU_GAMES = 1, TU_PASSES, TU_STEP, TU_MIN_GAIN, TU_THREADS, TU_BOT };

static const cli_option tune_opts[] = {
    {"bot", 0, "B", "greedy (default) or playout (the search's playout policy)", TU_BOT},
    {"games", 'n', "N", "solo games and 2-player games per candidate (default 1000)", TU_GAMES},
    {"seed", 's', "S", "seed of the games (default 1); the check at the end uses\nother seeds",
     CLI_SEED},
    {"passes", 0, "K", "passes over the weights at most (default 6)", TU_PASSES},
    {"step", 0, "X", "first relative step (default 0.3)", TU_STEP},
    {"min-gain", 0, "X", "smallest gain of the objective that counts (default 0.05)", TU_MIN_GAIN},
    {"threads", 'j', "N", "games played in parallel (default 2)", TU_THREADS},
    CLI_END,
};

const cli_command tune_command = {
    "tune", "[OPTIONS]", "fit the Arnak heuristic's weights (for developers)",
    "Fits the weights of the Arnak heuristic (the greedy bot's and the search\n"
    "playouts' judgement) by coordinate ascent on a bot's play: mean solo score\n"
    "against the rival at difficulty 5 plus mean margin in 2-player games\n"
    "against the same bot with the starting weights.  Progress goes to\n"
    "standard error; the fitted table is printed as C (the file\n"
    "src/games/arnak/data/heuristic_weights.c).\n",
    tune_opts, 0, tune_main,
};

typedef struct {
    tune_ctx *c;
    int passes;
    double step0, min_gain;
} tune_args;

static int tune_opt(void *ctx, int id, const char *v)
{
    tune_args *a = ctx;
    tune_ctx *c = a->c;
    bool ok;
    const char *range;
    switch (id) {
    case TU_GAMES: ok = cli_parse_int(v, 2, 1000000, &c->games), range = "2..1000000"; break;
    case CLI_SEED: ok = game_parse_u64(v, &c->seed), range = "an unsigned 64-bit number"; break;
    case TU_PASSES: ok = cli_parse_int(v, 1, 1000, &a->passes), range = "1..1000"; break;
    case TU_STEP: ok = parse_real_arg(v, 0.01, 0.9, &a->step0), range = "0.01..0.9"; break;
    case TU_MIN_GAIN: ok = parse_real_arg(v, 0.0, 100.0, &a->min_gain), range = "0..100"; break;
    case TU_THREADS:
        ok = cli_parse_int(v, 1, BOT_MAX_THREADS, &c->threads);
        range = "1.." TUNE_STR(BOT_MAX_THREADS);
        break;
    default:
        ok = strcmp(v, "greedy") == 0 || strcmp(v, "playout") == 0;
        c->bot = ok && strcmp(v, "greedy") == 0 ? "greedy" : "playout";
        range = "greedy or playout";
        break;
    }
    return ok ? CLI_GO : cli_bad_value(&tune_command, id, v, range);
}

int tune_main(int argc, char **argv)
{
    tune_ctx c;
    memset(&c, 0, sizeof c);
    c.bot = "greedy";
    c.games = 1000;
    c.threads = 2;
    c.seed = 1;
    tune_args a = {&c, 6, 0.3, 0.05};
    int rc = cli_parse(&tune_command, argc, argv, tune_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    int passes = a.passes;
    double step0 = a.step0, min_gain = a.min_gain;

    c.start = ARNAK_HEURISTIC_WEIGHTS;
    c.cand = ARNAK_GAME;
    c.cand.heuristic = candidate_heuristic;
    c.base = ARNAK_GAME;
    c.base.heuristic = base_heuristic;
    c.opt_side = game_option_index(&ARNAK_GAME, "side");
    c.opt_difficulty = game_option_index(&ARNAK_GAME, "difficulty");
    if (c.opt_side < 0 || c.opt_difficulty < 0) {
        fprintf(stderr, "arnak tune: the game has no side or difficulty option\n");
        return 1;
    }

    arnak_heuristic_weights w = c.start;
    double solo, margin;
    double best = evaluate(&c, &w, c.seed, &solo, &margin);
    if (isnan(best)) {
        fprintf(stderr, "arnak tune: a game did not end\n");
        return 1;
    }
    fprintf(stderr, "arnak tune: bot %s, %d solo + %d 2-player games per candidate, seed %" PRIu64 "\n",
            c.bot, c.games, c.games, c.seed);
    fprintf(stderr, "start: objective %.3f (solo %.2f, margin %+.2f)\n", best, solo, margin);
    double step[ARNAK_HW_N];
    for (int k = 0; k < ARNAK_HW_N; k++)
        step[k] = step0;
    int pass = 0;
    for (; pass < passes; pass++) {
        bool moved = false, live = false;
        for (int k = 0; k < ARNAK_HW_N; k++) {
            if (step[k] < 0.01)
                continue;
            live = true;
            bool gained = false;
            for (int dir = 1; dir >= -1 && !gained; dir -= 2) {
                arnak_heuristic_weights cand = w;
                double x = w.w[k] != 0.0 ? w.w[k] * (1.0 + dir * step[k]) : dir * step[k];
                cand.w[k] = x < floor_of(k) ? floor_of(k) : x;
                if (cand.w[k] == w.w[k])
                    continue;
                double s2, m2;
                double v = evaluate(&c, &cand, c.seed, &s2, &m2);
                if (!isnan(v) && v > best + min_gain) {
                    fprintf(stderr, "pass %d: %-16s %.4g -> %.4g  objective %.3f (solo %.2f, margin %+.2f)\n",
                            pass + 1, ARNAK_HEURISTIC_WEIGHT_NAMES[k], w.w[k], cand.w[k], v, s2, m2);
                    w = cand;
                    best = v;
                    gained = moved = true;
                }
            }
            if (!gained)
                step[k] *= 0.5;
        }
        fprintf(stderr, "pass %d done: objective %.3f\n", pass + 1, best);
        if (!live || (!moved && pass > 0 && step0 < 0.02))
            break;
    }
    /* The check on games the search never saw. */
    uint64_t check = c.seed ^ 0x5EED5EED5EEDULL;
    double s0, m0, s1, m1;
    double v0 = evaluate(&c, &c.start, check, &s0, &m0);
    double v1 = evaluate(&c, &w, check, &s1, &m1);
    fprintf(stderr,
            "check on other games: start %.3f (solo %.2f, margin %+.2f), fitted %.3f (solo %.2f, margin %+.2f)\n",
            v0, s0, m0, v1, s1, m1);
    print_table(&w, &c, passes);
    return 0;
}
