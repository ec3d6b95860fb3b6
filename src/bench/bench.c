/* bench.c - `arnak bench`: a fixed, single-threaded workload that measures a
 * game engine's speed and prints a behaviour signature, for any game of the
 * registry (--game, default arnak), through core/game.h only.
 *
 * The workload is a fixed set of uniformly random games (2, 3 and 4 players,
 * or the game's counts; option 0, the board side for Arnak, alternating), each seeded from --seed and its index alone.  A game's
 * random choices come from a local splitmix64 generator, so the games and the
 * signature depend only on the engine, never on timing, on --json or on the
 * machine.  The signature is a 64-bit FNV-1a hash over every game's final
 * scores (all categories, g->score_parts), decision count and g->hash(); like Stockfish's
 * bench node count it changes exactly when the engine's behaviour changes.
 *
 * Per-call costs are measured without a clock read around every call:
 *   playout  = legal_actions + random pick + apply_trusted, for each decision;
 *   replay   = apply_trusted of the same recorded actions from the same start;
 *   apply ns = replay time / decisions;
 *   legal ns = (playout time - replay time) / decisions (includes the pick,
 *              a few ns).
 * The replay also proves that apply_trusted is deterministic: its final hash
 * must equal the playout's.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "cmdline/cmdline.h"
#include "core/parse.h"
#include "core/splitmix.h"
#include "ai/bot.h"

#define BENCH_GAMES_DEFAULT 20000
#define BENCH_GAMES_QUICK   2000
#define BENCH_SEED_DEFAULT  1
/* 3- and 4-player batches are this fraction of the 2-player batch. */
#define BENCH_SMALL_DIV 5
/* Decisions recorded per game for the replay; a longer game is cut off there
 * (counted and reported; it still enters the signature deterministically). */
#define BENCH_MAX_DECISIONS 65536
/* States sampled from the playouts for the determinize / observe timings. */
#define BENCH_SAMPLES      256
#define BENCH_SAMPLE_EVERY 23
/* ISMCTS speed: iterations of one search at the first decision of a 2-player game. */
#define BENCH_ISMCTS_ITERS 2000
#define BENCH_ISMCTS_SEED  0x1234ULL

/* Keeps the compiler from dropping or merging the work before it. */
#if defined(__GNUC__) || defined(__clang__)
#define BENCH_BARRIER(p) __asm__ __volatile__("" : : "r"(p) : "memory")
#else
static volatile const void *bench_sink;
#define BENCH_BARRIER(p) (bench_sink = (p))
#endif

/* ---- small helpers ------------------------------------------------------------------- */

static double now_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Uniform-enough integer in 0..n-1 (multiply-shift; the bias for n <= 1024 is
 * below 2^-22 and, more to the point, the result is the same everywhere). */
static uint32_t pick_below(uint64_t *rng, uint32_t n)
{
    uint64_t r = splitmix64(rng) >> 32;
    return (uint32_t)((r * n) >> 32);
}

#define FNV_OFFSET 0xCBF29CE484222325ULL
#define FNV_PRIME  0x100000001B3ULL

/* FNV-1a over the little-endian bytes of v, whatever the host byte order. */
static uint64_t fnv_u64(uint64_t h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {
        h ^= (v >> (8 * i)) & 0xFF;
        h *= FNV_PRIME;
    }
    return h;
}

static uint64_t fnv_int(uint64_t h, int v)
{
    return fnv_u64(h, (uint64_t)(int64_t)v);
}

/* ---- the fixed games ------------------------------------------------------------------- */

typedef struct {
    int players;
    long games;
    long decisions;
    long cut;           /* games cut off at BENCH_MAX_DECISIONS */
    double legal_total; /* sum of legal-list sizes over all decisions */
    double t_init;      /* g->init */
    double t_play;      /* legal + pick + apply_trusted */
    double t_replay;    /* apply_trusted only */
} batch;

typedef struct {
    /* options */
    const game_def *g;
    long games2;
    bool quick, json, custom;
    bool playouts_only; /* no replay check, samples or micro timings (for callgrind) */
    uint64_t seed;
    /* results */
    batch b[GAME_MAX_PLAYERS + 1];
    uint64_t signature;
    long mismatches; /* replays whose final hash differed */
    int nsamples;
    double copy_ns, determinize_ns, observe_ns;
    double ismcts_iters_per_sec;
    double total_sec;
} bench_run;

static game_action g_log[BENCH_MAX_DECISIONS];
/* BENCH_SAMPLES states each (g->state_size bytes), allocated once. */
static unsigned char *g_samples, *g_work;
#define SAMPLE(base, i) ((base) + (size_t)(i) * r->g->state_size)

static uint64_t game_seed(uint64_t master, int players, long index)
{
    uint64_t x = master ^ ((uint64_t)players << 56);
    x += 0xD1B54A32D192ED03ULL * (uint64_t)(index + 1);
    return splitmix64(&x);
}

static void add_signature(bench_run *r, const void *s, uint64_t state_hash, int players,
                          int side, long k, bool cut)
{
    uint64_t h = r->signature;
    h = fnv_int(h, players);
    h = fnv_int(h, side);
    for (int p = 0; p < players; p++) {
        int parts[16];
        int np = r->g->score_parts(s, p, parts, 16);
        for (int i = 0; i < np; i++)
            h = fnv_int(h, parts[i]);
    }
    h = fnv_u64(h, (uint64_t)k);
    h = fnv_int(h, cut);
    h = fnv_u64(h, state_hash);
    r->signature = h;
}

/* Replays game log[0..k-1] from s0 without timing and keeps every
 * BENCH_SAMPLE_EVERY-th undecided state as a sample. */
static void take_samples(bench_run *r, const void *s0, void *s, long k)
{
    const game_def *g = r->g;
    memcpy(s, s0, g->state_size);
    for (long j = 0; j < k && r->nsamples < BENCH_SAMPLES; j++) {
        if (j % BENCH_SAMPLE_EVERY == BENCH_SAMPLE_EVERY / 2 && g->current_player(s) >= 0)
            memcpy(SAMPLE(g_samples, r->nsamples++), s, g->state_size);
        g->apply_trusted(s, g_log[j]);
    }
}

static int run_batch(bench_run *r, int players, long games)
{
    const game_def *g = r->g;
    batch *b = &r->b[players];
    memset(b, 0, sizeof *b);
    b->players = players;
    b->games = games;
    if (players < g->type.min_players || players > g->type.max_players)
        return 0; /* not a player count of this game: an empty batch */
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    unsigned char *s0 = malloc(g->state_size), *s = malloc(g->state_size),
                  *re = malloc(g->state_size);
    int rc = 0;
    if (!legal || !s0 || !s || !re) {
        fprintf(stderr, "arnak bench: out of memory\n");
        rc = -1;
        goto done;
    }
    /* Samples are spread over the player counts. */
    int sample_quota = r->nsamples + BENCH_SAMPLES / 3 + 1;
    int nside = g->noptions > 0 ? g->options[0].nvalues : 1;

    for (long i = 0; i < games; i++) {
        uint64_t seed = game_seed(r->seed, players, i);
        game_setup setup;
        game_setup_default(g, &setup);
        setup.players = players;
        setup.seed = seed;
        int side = (int)(i % nside);
        if (g->noptions > 0)
            setup.options[0] = side;

        double t0 = now_sec();
        int irc = g->init(s0, &setup);
        double t1 = now_sec();
        if (irc != GAME_OK) {
            fprintf(stderr, "arnak bench: %s: init failed for %d players: %s\n", g->name, players,
                    game_strerror(irc));
            rc = -1;
            goto done;
        }
        memcpy(s, s0, g->state_size);

        uint64_t rng = seed ^ 0x5DEECE66DULL;
        long k = 0;
        bool cut = false;
        for (;;) {
            int n = g->legal_actions(s, legal);
            if (n <= 0)
                break;
            if (k == BENCH_MAX_DECISIONS) {
                cut = true;
                break;
            }
            b->legal_total += n;
            game_action a = legal[pick_below(&rng, (uint32_t)n)];
            g_log[k++] = a;
            g->apply_trusted(s, a);
        }
        double t2 = now_sec();

        memcpy(re, s0, g->state_size);
        if (!r->playouts_only)
            for (long j = 0; j < k; j++)
                g->apply_trusted(re, g_log[j]);
        BENCH_BARRIER(re);
        double t3 = now_sec();

        uint64_t final_hash = g->hash(s);
        if (!r->playouts_only && g->hash(re) != final_hash)
            r->mismatches++;
        b->t_init += t1 - t0;
        b->t_play += t2 - t1;
        b->t_replay += t3 - t2;
        b->decisions += k;
        b->cut += cut;
        add_signature(r, s, final_hash, players, side, k, cut);
        if (!r->playouts_only && r->nsamples < sample_quota && r->nsamples < BENCH_SAMPLES)
            take_samples(r, s0, re, k);
    }
done:
    free(legal);
    free(s0);
    free(s);
    free(re);
    return rc;
}

/* ---- micro timings ---------------------------------------------------------------------- */

/* Iterations per second of one ISMCTS search (BENCH_ISMCTS_ITERS iterations) at
 * the first decision with a choice of a fixed 2-player game. */
static double time_ismcts(const bench_run *r)
{
    const game_def *g = r->g;
    unsigned char *s = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    double ips = 0.0;
    game_setup setup;
    game_setup_default(g, &setup);
    setup.seed = BENCH_ISMCTS_SEED;
    int n = 0;
    if (!s || !legal || g->init(s, &setup) != GAME_OK)
        goto done;
    while ((n = g->legal_actions(s, legal)) == 1)
        g->apply_trusted(s, legal[0]);
    if (n > 0) {
        uint64_t rng = BENCH_ISMCTS_SEED;
        ismcts_stats st;
        double t0 = now_sec();
        uint32_t a = bot_ismcts_search(g, s, g->current_player(s), BENCH_ISMCTS_ITERS, &rng, legal, n,
                                       &st);
        double t1 = now_sec();
        BENCH_BARRIER(&a);
        ips = t1 > t0 ? st.iterations / (t1 - t0) : 0.0;
    }
done:
    free(s);
    free(legal);
    return ips;
}

static double time_copy(const bench_run *r, long loops)
{
    const game_def *g = r->g;
    unsigned char *a = malloc(g->state_size), *c = malloc(g->state_size);
    game_setup setup;
    game_setup_default(g, &setup);
    setup.seed = 1;
    double ns = 0.0;
    if (a && c && g->init(a, &setup) == GAME_OK) {
        BENCH_BARRIER(a);
        double t0 = now_sec();
        for (long i = 0; i < loops; i++) {
            memcpy(c, a, g->state_size);
            BENCH_BARRIER(c);
        }
        double t1 = now_sec();
        ns = (t1 - t0) * 1e9 / (double)loops;
    }
    free(a);
    free(c);
    return ns;
}

static double time_determinize(const bench_run *r, long calls)
{
    const game_def *g = r->g;
    int n = r->nsamples;
    if (n == 0)
        return 0.0;
    memcpy(g_work, g_samples, g->state_size * (size_t)n);
    long rounds = calls / n > 0 ? calls / n : 1;
    uint64_t seed = 0x243F6A8885A308D3ULL;
    /* Determinizing a determinized state is again a valid determinization, so
     * each sample is reshuffled in place, with no copy inside the loop. */
    double t0 = now_sec();
    for (long k = 0; k < rounds; k++)
        for (int j = 0; j < n; j++) {
            g->determinize(SAMPLE(g_work, j), g->current_player(SAMPLE(g_samples, j)), seed++);
            BENCH_BARRIER(SAMPLE(g_work, j));
        }
    double t1 = now_sec();
    return (t1 - t0) * 1e9 / (double)(rounds * n);
}

static double time_observe(const bench_run *r, long calls)
{
    const game_def *g = r->g;
    int n = r->nsamples;
    unsigned char *obs = malloc(g->state_size);
    if (n == 0 || !obs) {
        free(obs);
        return 0.0;
    }
    long rounds = calls / n > 0 ? calls / n : 1;
    double t0 = now_sec();
    for (long k = 0; k < rounds; k++)
        for (int j = 0; j < n; j++) {
            const unsigned char *sj = SAMPLE(g_samples, j);
            g->observe(sj, (int)((k + j) % g->players(sj)), obs);
            BENCH_BARRIER(obs);
        }
    double t1 = now_sec();
    free(obs);
    return (t1 - t0) * 1e9 / (double)(rounds * n);
}

/* ---- output ------------------------------------------------------------------------------ */

static const char *set_name(const bench_run *r)
{
    return r->custom ? "custom" : r->quick ? "quick" : "default";
}

static double min_d(double a, double b)
{
    return a < b ? a : b;
}

static double per_sec(double n, double sec)
{
    return sec > 0 ? n / sec : 0.0;
}

static double per_call_ns(double sec, double calls)
{
    return calls > 0 ? sec * 1e9 / calls : 0.0;
}

static double games_per_sec(const batch *b)
{
    return per_sec((double)b->games, b->t_init + b->t_play);
}

static double decisions_per_sec(const batch *b)
{
    return per_sec((double)b->decisions, b->t_play);
}

static double avg_decisions(const batch *b)
{
    return b->games ? (double)b->decisions / (double)b->games : 0.0;
}

/* Legal and apply costs over every decision of every player count. */
static void call_costs(const bench_run *r, double *legal_ns, double *apply_ns, double *branching)
{
    double play = 0, replay = 0, dec = 0, legal = 0;
    for (int p = 2; p <= GAME_MAX_PLAYERS; p++) {
        play += r->b[p].t_play;
        replay += r->b[p].t_replay;
        dec += (double)r->b[p].decisions;
        legal += r->b[p].legal_total;
    }
    *apply_ns = per_call_ns(replay, dec);
    *legal_ns = per_call_ns(play - replay, dec);
    if (*legal_ns < 0)
        *legal_ns = 0;
    *branching = dec > 0 ? legal / dec : 0.0;
}

static void print_table(const bench_run *r)
{
    double legal_ns, apply_ns, branching;
    call_costs(r, &legal_ns, &apply_ns, &branching);
    printf("arnak bench: %s, %s set, seed %" PRIu64 ", uniformly random games%s%s%s\n",
           r->g->name, set_name(r), r->seed, r->g->noptions > 0 ? ", " : "",
           r->g->noptions > 0 ? r->g->options[0].name : "", r->g->noptions > 0 ? " alternating" : "");
    printf("  %-9s %8s %12s %14s %12s %6s\n", "players", "games", "games/s", "decisions/s",
           "dec/game", "cut");
    for (int p = 2; p <= GAME_MAX_PLAYERS; p++) {
        const batch *b = &r->b[p];
        printf("  %-9d %8ld %12.1f %14.0f %12.1f %6ld\n", p, b->games, games_per_sec(b),
               decisions_per_sec(b), avg_decisions(b), b->cut);
    }
    printf("\n");
    if (r->playouts_only) {
        long games = 0, decisions = 0;
        for (int p = 2; p <= GAME_MAX_PLAYERS; p++) {
            games += r->b[p].games;
            decisions += r->b[p].decisions;
        }
        printf("  playouts only: %ld games, %ld decisions\n", games, decisions);
    } else {
        printf("  %-28s %10zu bytes\n", "state size", r->g->state_size);
        printf("  %-28s %10.1f ns\n", "state copy", r->copy_ns);
        printf("  %-28s %10.1f ns   (playout - replay, incl. the pick)\n", "legal actions",
               legal_ns);
        printf("  %-28s %10.1f ns   (replay of the recorded actions)\n", "apply (trusted)",
               apply_ns);
        printf("  %-28s %10.1f\n", "legal actions per decision", branching);
        printf("  %-28s %10.1f ns   (%d sampled states)\n", "determinize", r->determinize_ns,
               r->nsamples);
        printf("  %-28s %10.1f ns\n", "observe", r->observe_ns);
        printf("  %-28s %10.0f iterations/s   (%d per search, 2-player first decision)\n",
               "ismcts", r->ismcts_iters_per_sec, BENCH_ISMCTS_ITERS);
    }
    printf("  %-28s %10.2f s\n", "total time", r->total_sec);
    printf("\nsignature 0x%016" PRIx64 " (%s set: %ld/%ld/%ld games of 2/3/4 players, seed %" PRIu64
           ")\n",
           r->signature, set_name(r), r->b[2].games, r->b[3].games, r->b[4].games, r->seed);
}

static void print_json(const bench_run *r)
{
    double legal_ns, apply_ns, branching;
    call_costs(r, &legal_ns, &apply_ns, &branching);
    printf("{\"game\":\"%s\",\"set\":\"%s\",\"seed\":%" PRIu64 ",\"signature\":\"0x%016" PRIx64 "\"",
           r->g->name, set_name(r), r->seed, r->signature);
    static const char *const keys[] = {"games", "games_per_sec", "decisions_per_sec",
                                       "avg_decisions", "cut_games"};
    for (int k = 0; k < 5; k++) {
        printf(",\"%s\":{", keys[k]);
        for (int p = 2; p <= GAME_MAX_PLAYERS; p++) {
            const batch *b = &r->b[p];
            printf("%s\"%d\":", p > 2 ? "," : "", p);
            switch (k) {
            case 0:
                printf("%ld", b->games);
                break;
            case 1:
                printf("%.1f", games_per_sec(b));
                break;
            case 2:
                printf("%.0f", decisions_per_sec(b));
                break;
            case 3:
                printf("%.2f", avg_decisions(b));
                break;
            default:
                printf("%ld", b->cut);
                break;
            }
        }
        printf("}");
    }
    printf(",\"state_bytes\":%zu,\"copy_ns\":%.2f,\"legal_ns\":%.2f,\"apply_ns\":%.2f"
           ",\"legal_actions_per_decision\":%.2f,\"determinize_ns\":%.2f,\"observe_ns\":%.2f"
           ",\"ismcts_iters_per_sec\":%.0f,\"total_sec\":%.3f}\n",
           r->g->state_size, r->copy_ns, legal_ns, apply_ns, branching, r->determinize_ns,
           r->observe_ns, r->ismcts_iters_per_sec, r->total_sec);
}

/* ---- command line ----------------------------------------------------------------------- */

enum { BE_QUICK = 1, BE_JSON, BE_PLAYOUTS };

static const cli_option bench_opts[] = {
    {"games", 'n', "N", "2-player games (default 20000; 3, 4 and 5 players play N/5)", CLI_GAMES},
    {"quick", 'q', NULL, "the quick set: 2000 2-player games and short timing loops", BE_QUICK},
    {"json", 'j', NULL, "one JSON object instead of the table", BE_JSON},
    {"seed", 's', "S", "master seed (default 1); any change gives another signature", CLI_SEED},
    {"game", 'g', "NAME", "game to measure (default arnak)", CLI_GAME},
    {"playouts-only", 'P', NULL, "only the random games (no replay check, no micro timings):\n"
                                 "what `make callgrind` counts", BE_PLAYOUTS},
    CLI_END,
};

const cli_command bench_command = {
    "bench", "[OPTIONS]", "speed benchmark",
    "Single-threaded speed benchmark over a fixed set of uniformly random games,\n"
    "with a signature: a hash of every final score and state that changes only\n"
    "when the engine's behaviour changes (never with timing or --json).\n",
    bench_opts, 0, bench_main,
};

typedef struct {
    bench_run *r;
    cli_game_args game;
} bench_args;

static int bench_opt(void *ctx, int id, const char *v)
{
    bench_args *a = ctx;
    switch (id) {
    case BE_QUICK: a->r->quick = true; break;
    case BE_JSON: a->r->json = true; break;
    case BE_PLAYOUTS: a->r->playouts_only = true; break;
    default: return cli_game_arg("bench", &a->game, id, v);
    }
    return CLI_GO;
}

int bench_main(int argc, char **argv)
{
    bench_run *r = &(bench_run){0};
    bench_args a = {r, {.g = cli_default_game()}};
    int rc = cli_parse(&bench_command, argc, argv, bench_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    if (r->json && r->playouts_only)
        return cli_usage_error("bench", "--playouts-only prints no micro timings: use it without --json");
    r->g = a.game.g;
    r->seed = a.game.have_seed ? a.game.seed : BENCH_SEED_DEFAULT;
    long games = a.game.games ? a.game.games : -1;

    r->custom = games >= 0 || r->seed != BENCH_SEED_DEFAULT;
    r->games2 = games >= 0 ? games : r->quick ? BENCH_GAMES_QUICK : BENCH_GAMES_DEFAULT;
    long small = r->games2 / BENCH_SMALL_DIV > 0 ? r->games2 / BENCH_SMALL_DIV : 1;
    /* Short timing loops under --quick keep a callgrind run dominated by the playouts. */
    long copies = r->quick ? 30000 : 3000000;
    long search_calls = r->quick ? 3 * 1024 : 3 * 32768;
    r->signature = FNV_OFFSET;

    g_samples = malloc(r->g->state_size * BENCH_SAMPLES);
    g_work = malloc(r->g->state_size * BENCH_SAMPLES);
    if (!g_samples || !g_work) {
        fprintf(stderr, "arnak bench: out of memory\n");
        return 1;
    }
    double t0 = now_sec();
    if (run_batch(r, 2, r->games2) || run_batch(r, 3, small) || run_batch(r, 4, small) ||
        run_batch(r, 5, small))
        return 1;
    if (r->mismatches) {
        fprintf(stderr,
                "arnak bench: %ld replays of recorded actions ended in a different state: "
                "apply_trusted is not deterministic\n",
                r->mismatches);
        return 1;
    }
    /* The best of three short runs: the least disturbed by other processes. */
    r->copy_ns = r->determinize_ns = r->observe_ns = 1e18;
    for (int rep = 0; rep < 3 && !r->playouts_only; rep++) {
        r->copy_ns = min_d(r->copy_ns, time_copy(r, copies / 3));
        r->determinize_ns = min_d(r->determinize_ns, time_determinize(r, search_calls / 3));
        r->observe_ns = min_d(r->observe_ns, time_observe(r, search_calls / 3));
        double ips = time_ismcts(r);
        r->ismcts_iters_per_sec = ips > r->ismcts_iters_per_sec ? ips : r->ismcts_iters_per_sec;
    }
    r->total_sec = now_sec() - t0;

    if (r->json)
        print_json(r);
    else
        print_table(r);
    free(g_samples);
    free(g_work);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "arnak bench: cannot write the output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}
