/* arena.c - `arnak arena`: measured bot strength.
 *
 * Bots are given as specs (src/ai/bot.h: "hard", "ismcts:iters=5000",
 * "ismcts:ms=250,threads=2").  With as many bots as players, game i puts bot
 * (s + i) mod P in seat s, and the P rotations of one deal share its seed, so
 * that seat order and luck of the deal cancel out; with one bot, it plays
 * every seat (self-play; with --players 1, against a solo game's rival).
 * The summary gives each bot's win rate with a 95 % Wilson score interval
 * (a shared first place counts 1/k, as g->returns says), its mean score by
 * category (g->score_parts), its decisions per game and its time per
 * decision.  --jsonl writes one JSON line per game and a summary line.
 *
 * Besides matches: --hint FILE prints a bot's top options for the position in
 * FILE (g->position_read), --review RECORD the decisions of a recorded game
 * where the player lost the most value by the bot's judgement, and --rate the
 * search's iterations per second at the first decision of a game.
 *
 * Games run on --threads worker threads (each game on one thread, each bot's
 * own search threads on top); every game depends only on its seed, so the
 * results do not depend on the number of threads when the bots' budgets are
 * iterations.
 */
#define _POSIX_C_SOURCE 200809L

#include "arena.h"

#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/parse.h"
#include "cmdline/cmdline.h"
#include "core/record.h"

#define ARENA_MAX_PARTS 16
#define ARENA_MAX_THREADS 64
#define ARENA_HINTS 10
/* Bot specs on one command line (a match seats at most GAME_MAX_PLAYERS; --rate takes more). */
#define ARENA_MAX_BOTS 8
#define ARENA_REVIEW_WORST 5

typedef struct {
    const game_def *g;
    game_setup setup;
    int nbots;
    char specs[ARENA_MAX_BOTS][BOT_SPEC_MAX];
    int games;
    uint64_t seed;
    int threads;
    bool jsonl;
} arena_opts;

typedef struct {
    int index;
    uint64_t seed;
    int seat_bot[GAME_MAX_PLAYERS];
    double ret[GAME_MAX_PLAYERS];
    int parts[GAME_MAX_PLAYERS][ARENA_MAX_PARTS];
    int nparts;
    long decisions[GAME_MAX_PLAYERS];
    double seconds[GAME_MAX_PLAYERS];
    double rival; /* solo: the rival's total when g->scores_json names one ("rival": {"total"}), else -1 */
    bool ok;
} arena_game;

typedef struct {
    const arena_opts *o;
    arena_game *res;
    int next;
    bool failed;
    pthread_mutex_t lock;
} arena_pool;

static double now_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seeds below 2^53, exact in any JSON reader. */
static uint64_t deal_seed(uint64_t seed, long deal)
{
    return cli_mix64(seed + 0x9E3779B97F4A7C15ULL * (uint64_t)deal) & ((1ULL << 53) - 1);
}

static int nplayers(const arena_opts *o) { return o->setup.players; }

/* Which bot sits where in game i, and the seed of its deal. */
static void seating(const arena_opts *o, int i, arena_game *r)
{
    int np = nplayers(o);
    bool rotate = o->nbots == np && np > 1;
    int rot = rotate ? i % np : 0;
    r->index = i;
    r->seed = deal_seed(o->seed, rotate ? i / np : i);
    for (int s = 0; s < np; s++)
        r->seat_bot[s] = rotate ? (s + rot) % np : 0;
}

/* Plays game r->index to the end. */
static void play_game(const arena_opts *o, arena_game *r, char *err, size_t errn)
{
    const game_def *g = o->g;
    int np = nplayers(o);
    game_setup setup = o->setup;
    void *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    bot bots[GAME_MAX_PLAYERS] = {0};
    r->ok = false;
    setup.seed = r->seed;
    if (!st || !legal) {
        snprintf(err, errn, "out of memory");
        goto done;
    }
    if (g->init(st, &setup) != GAME_OK) {
        snprintf(err, errn, "game %d: the game refuses its setup", r->index);
        goto done;
    }
    for (int s = 0; s < np; s++) {
        if (bot_create_checked(&bots[s], g, o->specs[r->seat_bot[s]], s, cli_bot_seed(r->seed, s), err,
                               errn) != 0)
            goto done;
        r->decisions[s] = 0;
        r->seconds[s] = 0.0;
    }
    long steps = 0;
    while (!g->is_over(st)) {
        int p = g->current_player(st);
        int n = g->legal_actions(st, legal);
        if (p < 0 || p >= np || n <= 0 || ++steps > CLI_MAX_DECISIONS) {
            snprintf(err, errn, "game %d (seed %" PRIu64 "): stuck after %ld decisions", r->index, r->seed,
                     steps);
            goto done;
        }
        double t0 = now_sec();
        game_action a = bots[p].choose(&bots[p], st, legal, n);
        r->seconds[p] += now_sec() - t0;
        r->decisions[p]++;
        if (g->apply(st, a) != GAME_OK) {
            snprintf(err, errn, "game %d (seed %" PRIu64 "): bot %s chose an illegal action", r->index,
                     r->seed, o->specs[r->seat_bot[p]]);
            goto done;
        }
    }
    g->returns(st, r->ret);
    r->rival = -1.0;
    if (np == 1 && g->scores_json) {
        json_t *j = g->scores_json(st);
        json_t *total = json_object_get(json_object_get(j, "rival"), "total");
        if (json_is_integer(total))
            r->rival = (double)json_integer_value(total);
        json_decref(j);
    }
    r->nparts = g->nscore_parts < ARENA_MAX_PARTS ? g->nscore_parts : ARENA_MAX_PARTS;
    for (int s = 0; s < np; s++) {
        memset(r->parts[s], 0, sizeof r->parts[s]);
        if (g->score_parts && r->nparts > 0)
            g->score_parts(st, s, r->parts[s], r->nparts);
        else {
            r->nparts = 0;
        }
    }
    r->ok = true;
done:
    for (int s = 0; s < np; s++)
        bot_destroy(&bots[s]);
    free(st);
    free(legal);
}

static json_t *game_json(const arena_opts *o, const arena_game *r)
{
    const game_def *g = o->g;
    int np = nplayers(o);
    json_t *j = json_object(), *bots = json_array(), *ret = json_array(), *score = json_array(),
           *parts = json_array(), *dec = json_array(), *ms = json_array();
    for (int s = 0; s < np; s++) {
        json_array_append_new(bots, json_string(o->specs[r->seat_bot[s]]));
        json_array_append_new(ret, json_real(r->ret[s]));
        json_t *pp = json_object();
        int total = 0;
        for (int k = 0; k < r->nparts; k++) {
            json_object_set_new(pp, g->score_part_names[k], json_integer(r->parts[s][k]));
            if (strcmp(g->score_part_names[k], "total") == 0)
                total = r->parts[s][k];
        }
        json_array_append_new(score, json_integer(g->nscore_parts > 0 ? total : 0));
        json_array_append_new(parts, pp);
        json_array_append_new(dec, json_integer(r->decisions[s]));
        json_array_append_new(ms, json_real(r->decisions[s] ? 1000.0 * r->seconds[s] / (double)r->decisions[s]
                                                             : 0.0));
    }
    json_object_set_new(j, "game", json_integer(r->index));
    json_object_set_new(j, "seed", json_integer((json_int_t)r->seed));
    json_object_set_new(j, "bots", bots);
    json_object_set_new(j, "returns", ret);
    json_object_set_new(j, "scores", score);
    json_object_set_new(j, "parts", parts);
    json_object_set_new(j, "decisions", dec);
    json_object_set_new(j, "ms_per_decision", ms);
    if (r->rival >= 0)
        json_object_set_new(j, "rival_total", json_real(r->rival));
    return j;
}

static void print_json(json_t *j)
{
    char *text = game_json_dump(j);
    if (text)
        puts(text);
    free(text);
    json_decref(j);
}

static void *worker(void *arg)
{
    arena_pool *pool = arg;
    const arena_opts *o = pool->o;
    char err[256];
    for (;;) {
        pthread_mutex_lock(&pool->lock);
        int i = pool->failed ? o->games : pool->next++;
        pthread_mutex_unlock(&pool->lock);
        if (i >= o->games)
            return NULL;
        arena_game *r = &pool->res[i];
        err[0] = '\0';
        play_game(o, r, err, sizeof err);
        pthread_mutex_lock(&pool->lock);
        if (!r->ok) {
            if (!pool->failed)
                fprintf(stderr, "arnak arena: %s\n", err);
            pool->failed = true;
        } else if (o->jsonl) {
            print_json(game_json(o, r));
            fflush(stdout);
        }
        pthread_mutex_unlock(&pool->lock);
    }
}

/* 95 % Wilson score interval of a proportion of wins out of n. */
static void wilson(double wins, double n, double *lo, double *hi)
{
    const double z = 1.959963984540054;
    if (n <= 0) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    double p = wins / n, z2 = z * z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = z * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

typedef struct {
    double seats, wins, decisions, seconds;
    double parts[ARENA_MAX_PARTS];
} bot_tally;

static int summarize(const arena_opts *o, const arena_game *res, double wall)
{
    const game_def *g = o->g;
    int np = nplayers(o);
    bot_tally t[ARENA_MAX_BOTS];
    memset(t, 0, sizeof t);
    int nparts = 0, played = 0, nrival = 0;
    double rival = 0.0;
    for (int i = 0; i < o->games; i++) {
        const arena_game *r = &res[i];
        if (!r->ok)
            continue;
        played++;
        nparts = r->nparts;
        if (r->rival >= 0) {
            rival += r->rival;
            nrival++;
        }
        for (int s = 0; s < np; s++) {
            bot_tally *b = &t[r->seat_bot[s]];
            b->seats += 1;
            b->wins += r->ret[s];
            b->decisions += (double)r->decisions[s];
            b->seconds += r->seconds[s];
            for (int k = 0; k < r->nparts; k++)
                b->parts[k] += r->parts[s][k];
        }
    }
    json_t *summary = o->jsonl ? json_array() : NULL;
    if (!o->jsonl) {
        printf("arnak arena: %s, %d player%s, %d games, seed %" PRIu64, g->name, np, np == 1 ? "" : "s",
               played, o->seed);
        for (int k = 0; k < g->noptions; k++)
            printf(", %s %s", g->options[k].name, g->options[k].names[o->setup.options[k]]);
        printf(", %.1f s\n", wall);
    }
    for (int b = 0; b < o->nbots; b++) {
        const bot_tally *x = &t[b];
        double n = x->seats > 0 ? x->seats : 1, lo, hi;
        wilson(x->wins, x->seats, &lo, &hi);
        double per_game = x->decisions / n, ms = x->decisions > 0 ? 1000.0 * x->seconds / x->decisions : 0;
        if (o->jsonl) {
            json_t *j = json_object(), *pp = json_object(), *ci = json_array();
            for (int k = 0; k < nparts; k++)
                json_object_set_new(pp, g->score_part_names[k], json_real(x->parts[k] / n));
            json_array_append_new(ci, json_real(lo));
            json_array_append_new(ci, json_real(hi));
            json_object_set_new(j, "bot", json_string(o->specs[b]));
            json_object_set_new(j, "seats", json_real(x->seats));
            json_object_set_new(j, "wins", json_real(x->wins));
            json_object_set_new(j, "win_rate", json_real(x->seats > 0 ? x->wins / x->seats : 0));
            json_object_set_new(j, "win_rate_ci95", ci);
            json_object_set_new(j, "mean_parts", pp);
            json_object_set_new(j, "decisions_per_game", json_real(per_game));
            json_object_set_new(j, "ms_per_decision", json_real(ms));
            json_array_append_new(summary, j);
            continue;
        }
        printf("  %-40s %s %5.1f %% wins (95 %% CI %.1f-%.1f) in %.0f seat%s\n", o->specs[b],
               o->nbots == 1 && np > 1 ? "every seat:" : "", 100.0 * x->wins / n, 100.0 * lo,
               100.0 * hi, x->seats, x->seats == 1 ? "" : "s");
        printf("  %-40s mean", "");
        for (int k = 0; k < nparts; k++)
            printf(" %s %.1f", g->score_part_names[k], x->parts[k] / n);
        printf("\n  %-40s %.1f decisions/game, %.3f ms/decision\n", "", per_game, ms);
    }
    if (!o->jsonl && nrival)
        printf("  %-40s mean total %.1f\n", "the game's rival", rival / nrival);
    if (o->jsonl) {
        json_t *j = json_object();
        json_object_set_new(j, "summary", summary);
        json_object_set_new(j, "games", json_integer(played));
        json_object_set_new(j, "players", json_integer(np));
        json_object_set_new(j, "seconds", json_real(wall));
        if (nrival)
            json_object_set_new(j, "rival_mean_total", json_real(rival / nrival));
        print_json(j);
    }
    return played == o->games ? 0 : 1;
}

static int run_matches(const arena_opts *o)
{
    arena_game *res = calloc((size_t)o->games, sizeof *res);
    if (!res) {
        fprintf(stderr, "arnak arena: out of memory\n");
        return 1;
    }
    for (int i = 0; i < o->games; i++)
        seating(o, i, &res[i]);
    arena_pool pool = {.o = o, .res = res};
    pthread_mutex_init(&pool.lock, NULL);
    double t0 = now_sec();
    int nth = o->threads < o->games ? o->threads : o->games;
    pthread_t th[ARENA_MAX_THREADS];
    int started = 0;
    for (int k = 1; k < nth; k++) {
        if (pthread_create(&th[started], NULL, worker, &pool) == 0)
            started++;
    }
    worker(&pool);
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    pthread_mutex_destroy(&pool.lock);
    int rc = pool.failed ? 1 : summarize(o, res, now_sec() - t0);
    free(res);
    return rc;
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + len, 1, cap - len - 1, f);
        len += got;
        if (got == 0)
            break;
        if (len + 1 == cap) {
            if (cap > (64u << 20)) {
                free(buf);
                buf = NULL;
                break;
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    if (buf)
        buf[len] = '\0';
    fclose(f);
    return buf;
}

static void print_options(const game_def *g, const void *st, const bot_option_value *v, int k, bool jsonl)
{
    char text[256];
    json_t *arr = jsonl ? json_array() : NULL;
    for (int i = 0; i < k; i++) {
        if (g->action_to_string(st, v[i].action, text, sizeof text) < 0)
            snprintf(text, sizeof text, "action %" PRIu32, v[i].action);
        if (jsonl) {
            json_t *j = json_object();
            json_object_set_new(j, "action", json_string(text));
            json_object_set_new(j, "visits", json_integer(v[i].visits));
            json_object_set_new(j, "value", json_real(v[i].value));
            json_array_append_new(arr, j);
        } else {
            printf("  %2d. %-40s %8" PRIu32 " visits  value %.3f\n", i + 1, text, v[i].visits, v[i].value);
        }
    }
    if (jsonl) {
        json_t *j = json_object();
        json_object_set_new(j, "hints", arr);
        print_json(j);
    }
}

static int run_hint(const arena_opts *o, const char *path)
{
    const game_def *g = o->g;
    char err[256], text[256];
    char *pos = read_all(path);
    if (!pos) {
        fprintf(stderr, "arnak arena: cannot read '%s'\n", path);
        return 1;
    }
    void *st = malloc(g->state_size);
    bot_option_value *v = malloc(sizeof *v * (size_t)g->max_actions);
    int rc = 1;
    bot b;
    if (!st || !v)
        goto done;
    if (!g->position_read || g->position_read(st, pos, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak arena: %s: %s\n", path, g->position_read ? err : "the game has no positions");
        goto done;
    }
    if (g->is_over(st)) {
        fprintf(stderr, "arnak arena: %s: the game is over\n", path);
        goto done;
    }
    int seat = g->current_player(st);
    if (bot_create_checked(&b, g, o->specs[0], seat, o->seed, err, sizeof err) != 0) {
        fprintf(stderr, "arnak arena: %s\n", err);
        goto done;
    }
    double t0 = now_sec();
    int k = bot_analyze(&b, st, v, g->max_actions);
    double t1 = now_sec();
    if (k < 0) {
        fprintf(stderr, "arnak arena: the analysis failed (out of memory)\n");
        goto done;
    }
    if (!o->jsonl) {
        g->decision_text(st, seat, text, sizeof text);
        printf("%s (%s, %.2f s)\n", text, o->specs[0], t1 - t0);
    }
    print_options(g, st, v, k < ARENA_HINTS ? k : ARENA_HINTS, o->jsonl);
    rc = 0;
done:
    free(pos);
    free(st);
    free(v);
    return rc;
}

int arena_review_plan(const game_record *rec, const char *spec, int only, uint64_t seed, double *seconds)
{
    return bot_review_plan(rec, spec, only, seed, seconds);
}

void arena_duration_text(double seconds, char *buf, size_t n)
{
    long s = lround(seconds);
    if (seconds < 1.0)
        snprintf(buf, n, "under a second");
    else if (s < 90)
        snprintf(buf, n, "about %ld s", s);
    else
        snprintf(buf, n, "about %ld min %ld s", s / 60, s % 60);
}

int arena_review(const game_record *rec, const char *spec, int only, uint64_t seed, const char *name,
                 const char *(*player_name)(int p), int planned, double plan_s)
{
    if (planned < 0)
        planned = arena_review_plan(rec, spec, only, seed, &plan_s);
    if (planned > 0) {
        char took[48];
        arena_duration_text(plan_s, took, sizeof took);
        printf("Reviewing %d decision%s by %s: %s.\n", planned, planned == 1 ? "" : "s", spec, took);
        fflush(stdout);
    }
    char err[256] = "out of memory";
    const game_def *g = rec->g;
    void *st = malloc(g->state_size);
    bot_review_item *items = calloc(rec->n + 1, sizeof *items);
    int nitems = st && items ? bot_review(rec, spec, only, seed, items, rec->n + 1, err, sizeof err) : -1;
    int rc = 1;
    if (nitems < 0) {
        fprintf(stderr, "review: %s\n", err);
        goto done;
    }
    int show = nitems < ARENA_REVIEW_WORST ? nitems : ARENA_REVIEW_WORST;
    printf("%s: %d decisions with a choice judged by %s; the %d costliest:\n", name, nitems, spec, show);
    /* The action texts need the state before each decision: replay again. */
    if (game_record_rebuild(rec, 0, st, err, sizeof err) != GAME_OK)
        goto done;
    for (size_t i = 0; i < rec->n; i++) {
        for (int k = 0; k < show; k++) {
            const bot_review_item *it = &items[k];
            if (it->decision != i + 1)
                continue;
            char ta[128], tb[128];
            g->action_to_string(st, it->a, ta, sizeof ta);
            g->action_to_string(st, it->best_a, tb, sizeof tb);
            char who[32];
            if (player_name)
                snprintf(who, sizeof who, "%s", player_name(it->player));
            else
                snprintf(who, sizeof who, "P%d", it->player + 1);
            printf("  decision %zu, %s: '%s' (value %s%.3f) where '%s' had %.3f: loss %.3f\n", it->decision,
                   who, ta, it->searched ? "" : "not searched, ", it->chosen, tb, it->best, it->loss);
        }
        g->apply(st, rec->actions[i]);
    }
    rc = 0;
done:
    free(st);
    free(items);
    return rc;
}

static int run_review(const arena_opts *o, const char *path, int only)
{
    char err[256];
    game_record *rec = NULL;
    if (game_record_read_path(path, &rec, NULL, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak arena: %s\n", err);
        return 1;
    }
    int rc = arena_review(rec, o->specs[0], only, o->seed, path, NULL, -1, 0);
    game_record_free(rec);
    return rc;
}

static int run_rate(const arena_opts *o)
{
    const game_def *g = o->g;
    void *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    game_setup setup = o->setup;
    setup.seed = o->seed;
    int rc = 1, n = 0;
    if (!st || !legal || g->init(st, &setup) != GAME_OK)
        goto done;
    while ((n = g->legal_actions(st, legal)) == 1)
        g->apply_trusted(st, legal[0]);
    if (n <= 0)
        goto done;
    for (int i = 0; i < o->nbots; i++) {
        bot b;
        char err[256];
        if (bot_create_checked(&b, g, o->specs[i], g->current_player(st), o->seed, err, sizeof err) != 0) {
            fprintf(stderr, "arnak arena: %s\n", err);
            goto done;
        }
        if (!bot_is_search(&b)) {
            printf("  %-50s (no search)\n", o->specs[i]);
            continue;
        }
        bot_search_params p = b.search;
        p.iterations = b.iterations;
        ismcts_stats s;
        bot_ismcts_run(g, st, b.seat, &p, &b.rng, legal, n, &s);
        printf("  %-50s %10.0f iterations/s  (%d iterations, %.3f s, %d nodes)\n", o->specs[i],
               s.seconds > 0 ? s.iterations / s.seconds : 0.0, s.iterations, s.seconds, s.nodes);
    }
    rc = 0;
done:
    free(st);
    free(legal);
    return rc;
}


/* ---- --train-eval: fit the learned judgement (src/ai/bot_eval.c) ------------------------ */

#define TRAIN_EVERY 3       /* sample every 3rd decision: neighbours say nearly the same */
#define TRAIN_RIDGE 10.0    /* keeps the fit defined where categories move together */
#define TRAIN_ROUNDS 5

typedef struct {
    int round, player;
    double x[BOT_EVAL_MAX_PARTS + 2];
} train_sample;

/* Solves A w = b (n x n, row-major) by Gaussian elimination with partial
 * pivoting; false when A is singular. */
static bool solve(double *a, double *b, int n, double *w)
{
    for (int c = 0; c < n; c++) {
        int piv = c;
        for (int r = c + 1; r < n; r++)
            if (fabs(a[r * n + c]) > fabs(a[piv * n + c]))
                piv = r;
        if (fabs(a[piv * n + c]) < 1e-12)
            return false;
        if (piv != c) {
            for (int k = 0; k < n; k++) {
                double t = a[c * n + k];
                a[c * n + k] = a[piv * n + k];
                a[piv * n + k] = t;
            }
            double t = b[c];
            b[c] = b[piv];
            b[piv] = t;
        }
        for (int r = c + 1; r < n; r++) {
            double f = a[r * n + c] / a[c * n + c];
            for (int k = c; k < n; k++)
                a[r * n + k] -= f * a[c * n + k];
            b[r] -= f * b[c];
        }
    }
    for (int r = n - 1; r >= 0; r--) {
        double v = b[r];
        for (int k = r + 1; k < n; k++)
            v -= a[r * n + k] * w[k];
        w[r] = v / a[r * n + r];
    }
    return true;
}

static int run_train(const arena_opts *o, int argc, char **argv)
{
    const game_def *g = o->g;
    int np = nplayers(o), nf = 0;
    enum { NF = BOT_EVAL_MAX_PARTS + 2 };
    static double xtx[TRAIN_ROUNDS][NF * NF], xty[TRAIN_ROUNDS][NF];
    long count[TRAIN_ROUNDS] = {0};
    memset(xtx, 0, sizeof xtx);
    memset(xty, 0, sizeof xty);
    void *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    size_t cap = 4096;
    train_sample *smp = malloc(cap * sizeof *smp);
    int rc = 1;
    /* the bots of the game being played: bot_destroy at every exit frees
     * what they keep between decisions (reuse=1) */
    bot bots[GAME_MAX_PLAYERS] = {0};
    if (!st || !legal || !smp)
        goto done;
    for (int i = 0; i < o->games; i++) {
        arena_game r;
        seating(o, i, &r);
        game_setup setup = o->setup;
        setup.seed = r.seed;
        char err[256];
        if (g->init(st, &setup) != GAME_OK)
            goto done;
        for (int p = 0; p < np; p++)
            if (bot_create_checked(&bots[p], g, o->specs[r.seat_bot[p]], p, cli_bot_seed(r.seed, p), err,
                                   sizeof err) != 0) {
                fprintf(stderr, "arnak arena: %s\n", err);
                goto done;
            }
        size_t ns = 0;
        for (long d = 0; !g->is_over(st) && d < CLI_MAX_DECISIONS; d++) {
            int p = g->current_player(st);
            int n = g->legal_actions(st, legal);
            if (p < 0 || n <= 0)
                break;
            if (d % TRAIN_EVERY == 0) {
                for (int q = 0; q < np; q++) {
                    if (ns == cap) {
                        train_sample *m = realloc(smp, 2 * cap * sizeof *smp);
                        if (!m)
                            goto done;
                        smp = m;
                        cap *= 2;
                    }
                    smp[ns].player = q;
                    smp[ns].round = bot_eval_round(g, st, TRAIN_ROUNDS);
                    nf = bot_eval_features(g, st, q, smp[ns].x);
                    ns++;
                }
            }
            g->apply_trusted(st, bots[p].choose(&bots[p], st, legal, n));
        }
        for (int p = 0; p < np; p++)
            bot_destroy(&bots[p]);
        if (!g->is_over(st)) {
            fprintf(stderr, "arnak arena: training game %d did not end\n", i);
            goto done;
        }
        for (size_t k = 0; k < ns; k++) {
            const train_sample *x = &smp[k];
            double y = g->score(st, x->player);
            for (int a = 0; a < nf; a++) {
                for (int b = 0; b < nf; b++)
                    xtx[x->round][a * nf + b] += x->x[a] * x->x[b];
                xty[x->round][a] += x->x[a] * y;
            }
            count[x->round]++;
        }
    }
    printf("/* bot_eval_weights.c - learned judgement tables (see bot_eval.c), written by\n"
           " *   arnak");
    for (int i = 0; i < argc; i++)
        printf(" %s", argv[i]);
    printf("\n * from %d games; samples per round:", o->games);
    for (int r = 0; r < TRAIN_ROUNDS; r++)
        printf(" %ld", count[r]);
    printf(".\n * Weights per round: one per score category (in order), the heuristic, a constant. */\n");
    printf("#include \"bot.h\"\n\nstatic const char *const eval_parts[] = {");
    for (int k = 0; k < g->nscore_parts; k++)
        printf("%s\"%s\"", k ? ", " : "", g->score_part_names[k]);
    printf("};\n\nstatic const double eval_w[] = {\n");
    for (int r = 0; r < TRAIN_ROUNDS; r++) {
        double w[NF] = {0};
        for (int a = 0; a < nf - 1; a++)
            xtx[r][a * nf + a] += TRAIN_RIDGE; /* not on the constant */
        if (count[r] == 0 || !solve(xtx[r], xty[r], nf, w)) {
            /* No data for this round: the heuristic alone. */
            memset(w, 0, sizeof w);
            w[nf - 2] = 1.0;
        }
        printf("    /* round %d */", r + 1);
        for (int k = 0; k < nf; k++)
            printf(" %.6f,", w[k]);
        printf("\n");
    }
    printf("};\n\nconst bot_eval_table bot_eval_tables[] = {\n"
           "    {\"%s\", %d, eval_parts, %d, eval_w},\n};\n"
           "const int bot_eval_ntables = 1;\n",
           g->name, g->nscore_parts, TRAIN_ROUNDS);
    rc = 0;
done:
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        bot_destroy(&bots[p]);
    free(st);
    free(legal);
    free(smp);
    return rc;
}

enum { AR_THREADS = 1, AR_JSONL, AR_HINT, AR_REVIEW, AR_RATE, AR_PLAYER, AR_TRAIN };

static const cli_option arena_opts_table[] = {
    {"game", 0, "NAME", "the game (default arnak)", CLI_GAME},
    {"players", 'p', "N", "players (default: the number of bots, or the game's\n"
                          "default for one bot; 1 = solo against the rival)", CLI_PLAYERS},
    {"side", 0, "SIDE", "the game's 'side' option (Arnak: bird or snake)", CLI_SIDE},
    {"difficulty", 0, "D", "the game's 'difficulty' option (solo rival)", CLI_DIFFICULTY},
    {"option", 'o', "NAME=V", "any option of the game", CLI_OPTION},
    {"games", 'n', "N", "games (default 20)", CLI_GAMES},
    {"seed", 's', "S", "master seed (default 1); game i's seed derives from it", CLI_SEED},
    {"threads", 'j', "N", "games played in parallel (default 1)", AR_THREADS},
    {"jsonl", 0, NULL, "one JSON line per game and a summary line", AR_JSONL},
    {"hint", 0, "FILE", "no games: the first bot's top options for the player\n"
                        "to move in the position FILE (the game's position text)", AR_HINT},
    {"review", 0, "RECORD", "no games: the decisions of a recorded game where the\n"
                            "player lost the most value by the first bot's judgement", AR_REVIEW},
    {"player", 0, "P", "with --review: only the decisions of player P (1..)", AR_PLAYER},
    {"rate", 0, NULL, "no games: iterations per second of each search bot at\n"
                      "the first decision of a game seeded with --seed", AR_RATE},
    {"train-eval", 0, NULL, "no report: plays --games games with the bots and prints\n"
                            "the learned judgement's weights as C (bot_eval_weights.c)", AR_TRAIN},
    CLI_END,
};

const cli_command arena_command = {
    "arena", "[OPTIONS] BOT [BOT...]", "measured bot strength: matches, hints, reviews",
    "Bots play each other (or a solo game's rival) and the strength is measured:\n"
    "win rate with a 95 % Wilson interval, mean score by category, decisions per\n"
    "game and milliseconds per decision.  With as many bots as players the seats\n"
    "rotate from game to game over the same deal; one bot plays every seat.\n"
    "\n"
    "BOT is a name or a spec NAME:KEY=VALUE,...  names: random greedy playout\n"
    "ismcts ismcts-fast, levels easy medium hard expert; keys (ismcts, levels):\n"
    "iters ms threads rollout=random|greedy|follow|complete eps depth c csolo\n"
    "(c of solo games) scale margin bias eval=heuristic|learned reuse=0|1\n"
    "bank=0|1 (with ms: settled decisions save time for the open ones)\n"
    "e.g. ismcts:iters=5000   ismcts:ms=1000,threads=2   hard:iters=8000\n",
    arena_opts_table, CLI_ANY_ARGS, arena_main,
};

typedef struct {
    arena_opts o;
    cli_game_args game;
    int player;
    const char *hint, *review;
    bool rate, train;
} arena_args;

static int arena_opt(void *ctx, int id, const char *v)
{
    arena_args *a = ctx;
    switch (id) {
    case AR_THREADS:
        if (!cli_parse_int(v, 1, ARENA_MAX_THREADS, &a->o.threads))
            return cli_usage_error("arena", "--threads must be 1..%d, not '%s'", ARENA_MAX_THREADS, v);
        break;
    case AR_PLAYER:
        if (!cli_parse_int(v, 1, GAME_MAX_PLAYERS, &a->player))
            return cli_usage_error("arena", "--player must be 1..%d, not '%s'", GAME_MAX_PLAYERS, v);
        break;
    case AR_JSONL: a->o.jsonl = true; break;
    case AR_HINT: a->hint = v; break;
    case AR_REVIEW: a->review = v; break;
    case AR_RATE: a->rate = true; break;
    case AR_TRAIN: a->train = true; break;
    default: return cli_game_arg("arena", &a->game, id, v);
    }
    return CLI_GO;
}

/* The BOT arguments, each a valid spec. */
static int arena_bots(arena_opts *o, int first, int argc, char **argv)
{
    for (int i = first; i < argc; i++) {
        char err[256];
        if (o->nbots == ARENA_MAX_BOTS)
            return cli_usage_error("arena", "at most %d bots", ARENA_MAX_BOTS);
        if (strlen(argv[i]) >= BOT_SPEC_MAX)
            return cli_usage_error("arena", "bot spec too long: '%.40s...'", argv[i]);
        if (bot_parse_spec(argv[i], err, sizeof err) != 0)
            return cli_usage_error("arena", "%s", err);
        snprintf(o->specs[o->nbots++], BOT_SPEC_MAX, "%s", argv[i]);
    }
    return CLI_GO;
}

int arena_main(int argc, char **argv)
{
    arena_args a;
    memset(&a, 0, sizeof a);
    arena_opts *o = &a.o;
    a.game.g = cli_default_game();
    o->threads = 1;
    int first;
    int rc = cli_parse(&arena_command, argc, argv, arena_opt, &a, &first);
    if (rc != CLI_GO || (rc = arena_bots(o, first, argc, argv)) != CLI_GO)
        return rc;
    if ((a.hint != NULL) + (a.review != NULL) + a.rate + a.train > 1)
        return cli_usage_error("arena", "--hint, --review, --rate and --train-eval go alone");
    if (o->nbots == 0) {
        if (!a.hint && !a.review)
            return cli_usage_error("arena", "name at least one BOT");
        snprintf(o->specs[0], BOT_SPEC_MAX, "hard");
        o->nbots = 1;
    }
    o->g = a.game.g;
    o->seed = a.game.have_seed ? a.game.seed : 1;
    o->games = a.game.games ? a.game.games : 20;
    int players = a.game.players;
    a.game.players = 0;
    if ((rc = cli_game_setup("arena", &a.game, &o->setup)) != CLI_GO)
        return rc;
    if (players == 0)
        players = !a.rate && o->nbots > 1 ? o->nbots : o->setup.players;
    o->setup.players = players;
    if (!a.rate && o->nbots > 1 && o->nbots != players)
        return cli_usage_error("arena", "%d bots for %d players: name one bot, or one per seat",
                               o->nbots, players);
    char err[256];
    o->setup.seed = o->seed;
    if (!a.hint && !a.review && game_setup_check(o->g, &o->setup, err, sizeof err) != GAME_OK)
        return cli_usage_error("arena", "%s", err);
    if (a.hint)
        return run_hint(o, a.hint);
    if (a.review)
        return run_review(o, a.review, a.player - 1);
    if (a.rate)
        return run_rate(o);
    if (a.train)
        return run_train(o, argc, argv);
    return run_matches(o);
}
