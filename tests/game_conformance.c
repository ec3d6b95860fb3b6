/* game_conformance.c - the generic conformance test of a game (see
 * game_conformance.h).  States are opaque blocks of g->state_size bytes; the
 * few buffers one run needs are allocated once per player count. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <cmocka.h>

#include "game_conformance.h"
#include "core/splitmix.h"

#define TEXT_MAX      128  /* room for one action text */
#define MAX_DECISIONS 6000 /* default bound on the length of a game */
#define DET_EVERY     17   /* determinization checks every 17th decision */
#define PLAYOUT_EVERY 5    /* one game in 5 plays a determinized copy to the end */
#define HASH_EVERY    97   /* intermediate hashes kept for the replay */
#define ILLEGAL_TRIES 4    /* illegal actions tried per decision */

typedef struct {
    const game_def *g;
    const game_conformance_opts *o;
    int max_decisions;
    /* the game being checked, for failure messages */
    int players, variant; /* variant: the value of option 0 */
    game_setup setup;
    long index;
    uint64_t seed;
    int step;
    const char *phase;
    uint64_t rng; /* the policy's and the checks' random numbers */
    /* buffers, allocated once */
    void *s, *t, *before, *x, *d, *o1, *o2;
    uint32_t *a, *b; /* legal actions of s, of a determinized copy */
    char *text;      /* text of a[i] at text + i * TEXT_MAX */
    const char **tp; /* tp[i] = text of a[i] */
    const char **sorted;
    uint64_t *hash_at;
    /* the record: action texts, each 0-terminated */
    char *rec;
    size_t rec_len, rec_cap;
    int rec_n;
    /* statistics */
    unsigned long decisions, max_seen, det_checks, playouts, illegal_tries;
} run;

static const run *g_run; /* the run in progress, for game_conformance_fail */

static uint32_t rnd_below(uint64_t *x, uint32_t n)
{
    return (uint32_t)(splitmix64(x) % n);
}

/* ---- failure reporting ------------------------------------------------------------ */

/* the last actions of the game, so a failure reads without a rerun */
static void print_last_actions(const run *r)
{
    if (!r->rec_n)
        return;
    int from = r->rec_n > 25 ? r->rec_n - 25 : 0;
    fprintf(stderr, "  actions %d..%d of the game:", from, r->rec_n - 1);
    const char *t = r->rec;
    for (int i = 0; i < r->rec_n; i++, t += strlen(t) + 1)
        if (i >= from)
            fprintf(stderr, "%s%s", i == from ? " " : " | ", t);
    fprintf(stderr, "\n");
}

static void vfail(const run *r, const char *fmt, va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (r) {
        fprintf(stderr,
                "conformance failure: game=%s players=%d variant=%d seed=%llu (game %ld) step=%d "
                "(%s): %s\n",
                r->g->name, r->players, r->variant, (unsigned long long)r->seed, r->index, r->step,
                r->phase, msg);
        print_last_actions(r);
    }
    fail_msg("conformance failure: %s", msg);
}

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif
static void gc_fail(const run *r, const char *fmt, ...) PRINTF_LIKE(2, 3);

static void gc_fail(const run *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, fmt, ap);
    va_end(ap);
}

void game_conformance_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(g_run, fmt, ap);
    va_end(ap);
}

/* the first byte where two states differ */
static size_t first_diff(const run *r, const void *x, const void *y)
{
    const unsigned char *p = x, *q = y;
    size_t i = 0;
    while (i < r->g->state_size && p[i] == q[i])
        i++;
    return i;
}

static void check_state(const run *r, const void *st, const char *after)
{
    char msg[256];
    if (r->g->check(st, msg, sizeof msg))
        gc_fail(r, "check() after '%s': %s", after, msg);
}

/* ---- one decision ----------------------------------------------------------------- */

static int cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return (a > b) - (a < b);
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* the legal actions of r->s into r->a (and their texts): sorted, unique, every
 * text unique and parsed back to its action; returns their number */
static int check_legal_list(run *r)
{
    const game_def *g = r->g;
    int n = g->legal_actions(r->s, r->a);
    if (n <= 0)
        gc_fail(r, "no legal action in a state that is not over (player %d to act)",
                g->current_player(r->s));
    if (n > g->max_actions)
        gc_fail(r, "%d legal actions, more than max_actions %d", n, g->max_actions);
    int cur = g->current_player(r->s);
    if (cur < 0 || cur >= r->players)
        gc_fail(r, "player %d to act in a game that is not over", cur);
    for (int i = 1; i < n; i++)
        if (r->a[i - 1] >= r->a[i])
            gc_fail(r, "legal actions not strictly increasing at %d: %08x then %08x", i,
                    (unsigned)r->a[i - 1], (unsigned)r->a[i]);
    for (int i = 0; i < n; i++) {
        char *t = r->text + (size_t)i * TEXT_MAX;
        int len = g->action_to_string(r->s, r->a[i], t, TEXT_MAX);
        if (len <= 0 || len >= TEXT_MAX)
            gc_fail(r, "action %08x has a text of length %d", (unsigned)r->a[i], len);
        r->tp[i] = r->sorted[i] = t;
    }
    qsort(r->sorted, (size_t)n, sizeof r->sorted[0], cmp_str);
    for (int i = 1; i < n; i++)
        if (strcmp(r->sorted[i - 1], r->sorted[i]) == 0)
            gc_fail(r, "two legal actions share the text '%s'", r->sorted[i]);
    for (int i = 0; i < n; i++) {
        uint32_t back = 0;
        int rc = g->action_from_string(r->s, r->tp[i], &back);
        if (rc != 0 || back != r->a[i])
            gc_fail(r, "text '%s' of %08x parses to %08x (rc %d)", r->tp[i], (unsigned)r->a[i],
                    (unsigned)back, rc);
    }
    return n;
}

/* a few integers that are not legal actions: random ones and near misses of
 * legal ones (actions are usually packed into byte fields) */
static uint32_t near_miss(uint32_t base, uint64_t *rng)
{
    switch (rnd_below(rng, 7)) {
    case 0:
        return (uint32_t)splitmix64(rng);
    case 1:
        return base + 1;
    case 2:
        return base - 1;
    case 3:
        return base ^ (1u << rnd_below(rng, 32));
    case 4: { /* four small byte fields */
        uint32_t x = rnd_below(rng, 32) << 24;
        x |= rnd_below(rng, 32) << 16;
        x |= rnd_below(rng, 8) << 8;
        return x | rnd_below(rng, 4);
    }
    case 5: { /* the third or the top byte one to three higher */
        uint64_t v = splitmix64(rng);
        return base + ((uint32_t)(1 + v % 3) << (v >> 32 & 1 ? 24 : 16));
    }
    default: /* the second byte one higher */
        return base + (1u << 8);
    }
}

static void check_illegal(run *r, int n)
{
    const game_def *g = r->g;
    for (int k = 0; k < ILLEGAL_TRIES; k++) {
        uint32_t x = near_miss(r->a[rnd_below(&r->rng, (uint32_t)n)], &r->rng);
        if (bsearch(&x, r->a, (size_t)n, sizeof x, cmp_u32))
            continue;
        r->illegal_tries++;
        memcpy(r->x, r->s, g->state_size);
        int rc = g->apply(r->x, x);
        if (rc == 0 || (r->o->illegal_code && rc != r->o->illegal_code))
            gc_fail(r, "illegal action %08x: apply returned %d", (unsigned)x, rc);
        if (memcmp(r->x, r->s, g->state_size) != 0)
            gc_fail(r, "rejected action %08x changed the state (byte %zu)", (unsigned)x,
                    first_diff(r, r->x, r->s));
    }
}

/* ---- determinization ---------------------------------------------------------------- */

/* plays st on uniformly at random to the end, checking every step */
static void play_to_end(run *r, void *st)
{
    const game_def *g = r->g;
    const char *phase = r->phase;
    r->phase = "playout of a determinized copy";
    char t[TEXT_MAX], msg[256];
    int step = 0;
    for (; !g->is_over(st); step++) {
        if (step > r->max_decisions)
            gc_fail(r, "the playout did not end within %d decisions", r->max_decisions);
        int n = g->legal_actions(st, r->b);
        if (n <= 0)
            gc_fail(r, "playout step %d: no legal action in a state that is not over", step);
        uint32_t x = r->b[rnd_below(&r->rng, (uint32_t)n)];
        g->action_to_string(st, x, t, sizeof t);
        if (g->apply(st, x) != 0)
            gc_fail(r, "playout step %d: legal action '%s' rejected", step, t);
        if (g->check(st, msg, sizeof msg))
            gc_fail(r, "playout step %d: check() after '%s': %s", step, t, msg);
    }
    if (r->o->on_game_end)
        r->o->on_game_end(st, step, true, r->o->ctx);
    r->phase = phase;
}

/* viewer's view of r->s (whose n legal actions are in r->a) and of one
 * determinization of it */
static void check_determinize(run *r, int n, int viewer, uint64_t dseed, bool playout)
{
    const game_def *g = r->g;
    size_t size = g->state_size;
    memcpy(r->d, r->s, size);
    g->determinize(r->d, viewer, dseed);
    r->det_checks++;
    if (r->o->on_determinize)
        r->o->on_determinize(r->s, r->d, viewer, r->o->ctx);
    g->observe(r->s, viewer, r->o1);
    g->observe(r->o1, viewer, r->o2);
    if (memcmp(r->o1, r->o2, size) != 0)
        gc_fail(r, "observe(observe(s, %d)) differs from observe(s, %d) at byte %zu", viewer,
                viewer, first_diff(r, r->o1, r->o2));
    g->observe(r->d, viewer, r->o2);
    if (memcmp(r->o1, r->o2, size) != 0)
        gc_fail(r, "observe(determinize(s, %d)) differs from observe(s, %d) at byte %zu", viewer,
                viewer, first_diff(r, r->o1, r->o2));
    char msg[256];
    if (g->check(r->d, msg, sizeof msg))
        gc_fail(r, "determinize(s, %d) breaks an invariant: %s", viewer, msg);
    /* the player to act sees the same options in every world it cannot tell
     * apart from the real one */
    if (viewer == g->current_player(r->s)) {
        int nd = g->legal_actions(r->d, r->b);
        if (nd != n || memcmp(r->a, r->b, (size_t)n * sizeof r->a[0]) != 0)
            gc_fail(r, "the player to act has %d legal actions, %d after determinize", n, nd);
        for (int i = 0; i < n; i++) {
            char t[TEXT_MAX];
            g->action_to_string(r->d, r->b[i], t, sizeof t);
            if (strcmp(r->tp[i], t) != 0)
                gc_fail(r, "action %08x reads '%s', after determinize '%s'", (unsigned)r->a[i],
                        r->tp[i], t);
        }
    }
    if (playout) {
        r->playouts++;
        play_to_end(r, r->d);
    }
}

/* ---- the record ---------------------------------------------------------------------- */

static void rec_add(run *r, const char *t)
{
    size_t k = strlen(t) + 1;
    if (r->rec_len + k > r->rec_cap) {
        r->rec_cap = r->rec_cap ? r->rec_cap * 2 : 16384;
        r->rec = realloc(r->rec, r->rec_cap);
        assert_non_null(r->rec);
    }
    memcpy(r->rec + r->rec_len, t, k);
    r->rec_len += k;
    r->rec_n++;
}

/* replays the record from a fresh init into r->x; the result must be r->s */
static void replay(run *r)
{
    const game_def *g = r->g;
    r->phase = "replay of the record";
    if (g->init(r->x, &r->setup) != 0)
        gc_fail(r, "init failed");
    const char *t = r->rec;
    for (int i = 0; i < r->rec_n; i++, t += strlen(t) + 1) {
        r->step = i;
        if (i % HASH_EVERY == 0 && g->hash(r->x) != r->hash_at[i / HASH_EVERY])
            gc_fail(r, "the hash differs before decision %d", i);
        uint32_t x;
        if (g->action_from_string(r->x, t, &x) != 0)
            gc_fail(r, "recorded text '%s' does not parse", t);
        if (g->apply(r->x, x) != 0)
            gc_fail(r, "recorded action '%s' rejected", t);
    }
    if (g->hash(r->x) != g->hash(r->s) || memcmp(r->x, r->s, g->state_size) != 0)
        gc_fail(r, "the replayed final state differs (byte %zu)", first_diff(r, r->x, r->s));
}

/* ---- one game ------------------------------------------------------------------------ */

/* The score by category: the categories before "total" in score_part_names
 * add up to it and it is score(), for every player; with `json`, the scores
 * JSON carries each category under its name with the same value, and its
 * "parts", where it names them, add up to each total too. */
static void check_score_parts(run *r, const void *st, bool json)
{
    const game_def *g = r->g;
    if (!g->score_parts)
        return;
    int parts[64], n = g->nscore_parts, at = -1;
    assert_true(n <= 64);
    for (int i = 0; i < n && at < 0; i++)
        if (strcmp(g->score_part_names[i], "total") == 0)
            at = i;
    if (at < 0)
        gc_fail(r, "no \"total\" among the %d score parts", n);
    json_t *sc = json && g->scores_json ? g->scores_json(st) : NULL;
    if (json && !sc)
        gc_fail(r, "no scores JSON");
    json_t *names = json_object_get(sc, "parts");
    for (int q = 0; q < r->players; q++) {
        if (g->score_parts(st, q, parts, n) != n)
            gc_fail(r, "score_parts of player %d wrote fewer than %d values", q, n);
        long sum = 0;
        for (int i = 0; i < at; i++)
            sum += parts[i];
        if (sum != parts[at] || parts[at] != g->score(st, q))
            gc_fail(r, "player %d: the categories sum to %ld, the total is %d, the score %d", q,
                    sum, parts[at], g->score(st, q));
        json_t *row = json_array_get(json_object_get(sc, "players"), (size_t)q);
        for (int i = 0; sc && i < n; i++) {
            json_t *v = json_object_get(row, g->score_part_names[i]);
            if (!json_is_integer(v) || json_integer_value(v) != parts[i])
                gc_fail(r, "player %d: the scores JSON's %s is not %d", q, g->score_part_names[i],
                        parts[i]);
        }
        long jsum = 0;
        for (size_t i = 0; i < json_array_size(names); i++)
            jsum += (long)json_integer_value(
                json_object_get(row, json_string_value(json_array_get(names, i))));
        if (names && jsum != parts[at])
            gc_fail(r, "player %d: the scores JSON's parts sum to %ld, the total is %d", q, jsum,
                    parts[at]);
    }
    json_decref(sc);
}

static void check_over(run *r, uint32_t some_action)
{
    const game_def *g = r->g;
    if (g->current_player(r->s) != -1 || g->legal_actions(r->s, r->b) != 0)
        gc_fail(r, "a finished game still has a player to act or legal actions");
    uint32_t tries[2] = {some_action, (uint32_t)splitmix64(&r->rng)};
    for (int i = 0; i < 2; i++) {
        memcpy(r->x, r->s, g->state_size);
        int rc = g->apply(r->x, tries[i]);
        if (rc == 0 || (r->o->over_code && rc != r->o->over_code))
            gc_fail(r, "apply(%08x) on a finished game returned %d", (unsigned)tries[i], rc);
        if (memcmp(r->x, r->s, g->state_size) != 0)
            gc_fail(r, "apply(%08x) on a finished game changed the state", (unsigned)tries[i]);
    }
    double ret[64], sum = 0;
    int k = 0;
    assert_true(r->players <= 64);
    g->returns(r->s, ret);
    for (int q = 0; q < r->players; q++) {
        if (!(ret[q] >= 0.0 && ret[q] <= 1.0))
            gc_fail(r, "player %d returns %g", q, ret[q]);
        sum += ret[q];
        k += ret[q] > 0;
    }
    /* One player against the game itself (a solo rival) wins (1) or loses (0);
     * with two or more, the returns share out one win. */
    if (r->players == 1) {
        if (ret[0] != 0.0 && ret[0] != 1.0)
            gc_fail(r, "a solo game returns %g, neither a win (1) nor a loss (0)", ret[0]);
        return;
    }
    if (fabs(sum - 1.0) > 1e-9)
        gc_fail(r, "the returns sum to %.12g", sum);
    for (int q = 0; q < r->players; q++)
        if (ret[q] > 0 && fabs(ret[q] - 1.0 / k) > 1e-9)
            gc_fail(r, "player %d returns %g although %d players share first place", q, ret[q], k);
}

static void run_game(run *r)
{
    const game_def *g = r->g;
    const game_conformance_opts *o = r->o;
    size_t size = g->state_size;
    r->step = 0;
    r->phase = "random play";
    r->rec_len = 0;
    r->rec_n = 0;
    r->rng = r->seed * 0x2545F4914F6CDD1DULL + (uint64_t)r->players;
    if (g->init(r->s, &r->setup) != 0)
        gc_fail(r, "init failed");
    if (g->players(r->s) != r->players)
        gc_fail(r, "players() is %d", g->players(r->s));
    check_state(r, r->s, "init");
    bool playout_done = r->index % PLAYOUT_EVERY != 0;
    uint32_t last = 0;
    int step = 0;
    for (; !g->is_over(r->s); step++) {
        r->step = step;
        if (step >= r->max_decisions)
            gc_fail(r, "the game did not end within %d decisions", r->max_decisions);
        if (step % HASH_EVERY == 0)
            r->hash_at[step / HASH_EVERY] = g->hash(r->s);
        int n = check_legal_list(r);
        check_illegal(r, n);
        if (step % DET_EVERY == DET_EVERY - 1) {
            /* every player's view; one of them may play its world to the end */
            int cur = g->current_player(r->s);
            bool po = !playout_done && rnd_below(&r->rng, 8) == 0;
            int po_viewer = po ? (int)rnd_below(&r->rng, (uint32_t)r->players) : -1;
            for (int q = 0; q < r->players; q++) {
                int v = (cur + q) % r->players;
                check_determinize(r, n, v, splitmix64(&r->rng), v == po_viewer);
            }
            playout_done |= po;
        }

        int i = o->choose ? o->choose(r->s, r->a, n, &r->rng, o->ctx)
                          : (int)rnd_below(&r->rng, (uint32_t)n);
        if (i < 0 || i >= n)
            gc_fail(r, "the policy chose action %d of %d", i, n);
        uint32_t x = last = r->a[i];
        const char *text = r->tp[i];
        rec_add(r, text);
        if (o->on_decision) {
            game_conformance_decision d = {r->s, r->a, r->tp, n, i, step};
            o->on_decision(&d, o->ctx);
        }

        /* copies are independent; checked and trusted apply agree */
        memcpy(r->before, r->s, size);
        memcpy(r->t, r->s, size);
        g->apply_trusted(r->t, x);
        if (memcmp(r->s, r->before, size) != 0)
            gc_fail(r, "applying '%s' to a copy changed the original", text);
        int rc = g->apply(r->s, x);
        if (rc != 0)
            gc_fail(r, "legal action '%s' rejected with %d", text, rc);
        if (memcmp(r->s, r->t, size) != 0)
            gc_fail(r, "apply and apply_trusted differ after '%s' (byte %zu)", text,
                    first_diff(r, r->s, r->t));
        check_state(r, r->s, text);
        check_score_parts(r, r->s, step % DET_EVERY == 0);
    }
    r->step = step;
    r->phase = "end of game";
    check_over(r, last);
    check_score_parts(r, r->s, true);
    if (o->on_game_end)
        o->on_game_end(r->s, step, false, o->ctx);
    replay(r);
    r->decisions += (unsigned long)step;
    if ((unsigned long)step > r->max_seen)
        r->max_seen = (unsigned long)step;
}

static void *alloc(size_t n)
{
    void *p = calloc(1, n);
    assert_non_null(p);
    return p;
}

static void run_count(const game_def *g, const game_conformance_opts *o, int players)
{
    run r = {.g = g, .o = o, .players = players};
    r.max_decisions = o->max_decisions > 0 ? o->max_decisions : MAX_DECISIONS;
    void **bufs[] = {&r.s, &r.t, &r.before, &r.x, &r.d, &r.o1, &r.o2};
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
        *bufs[i] = alloc(g->state_size);
    size_t na = (size_t)g->max_actions;
    r.a = alloc(na * sizeof r.a[0]);
    r.b = alloc(na * sizeof r.b[0]);
    r.text = alloc(na * TEXT_MAX);
    r.tp = alloc(na * sizeof r.tp[0]);
    r.sorted = alloc(na * sizeof r.sorted[0]);
    r.hash_at = alloc(((size_t)r.max_decisions / HASH_EVERY + 2) * sizeof r.hash_at[0]);
    g_run = &r;

    long games = o->games > 0 ? o->games : 1;
    for (long i = 0; i < games; i++) {
        r.index = o->first_game + i;
        r.seed = (uint64_t)players * 1000003u + (uint64_t)r.index;
        /* options cycle: option k takes value (index / product of earlier counts) % count */
        game_setup_default(g, &r.setup);
        r.setup.players = players;
        r.setup.seed = r.seed;
        long div = 1;
        for (int k = 0; k < g->noptions; k++) {
            r.setup.options[k] = (int)((r.index / div) % g->options[k].nvalues);
            div *= g->options[k].nvalues;
        }
        r.variant = r.setup.options[0];
        run_game(&r);
    }
    printf("[conformance] %s, %d players: %ld games, %.1f decisions per game on average (max %lu); "
           "%lu determinize checks, %lu playouts of determinized copies, %lu illegal actions "
           "tried\n",
           g->name, players, games, (double)r.decisions / (double)games, r.max_seen, r.det_checks,
           r.playouts, r.illegal_tries);
    fflush(stdout);

    g_run = NULL;
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
        free(*bufs[i]);
    free(r.a);
    free(r.b);
    free(r.text);
    free(r.tp);
    free(r.sorted);
    free(r.hash_at);
    free(r.rec);
}

game_conformance_opts game_conformance_options(int players, long games)
{
    game_conformance_opts o = {
        .players = players,
        .games = games,
        .illegal_code = GAME_E_ILLEGAL,
        .over_code = GAME_E_OVER,
    };
    return o;
}

void game_conformance_run(const game_def *g, const game_conformance_opts *o)
{
    assert_true(g->type.min_players >= 1 && g->type.min_players <= g->type.max_players);
    assert_true(g->noptions >= 0 && g->noptions <= GAME_MAX_OPTIONS);
    for (int k = 0; k < g->noptions; k++)
        assert_true(g->options[k].nvalues >= 1 && g->options[k].names != NULL);
    assert_true(g->max_actions >= 1 && g->state_size > 0);
    if (o->players) {
        assert_true(o->players >= g->type.min_players && o->players <= g->type.max_players);
        run_count(g, o, o->players);
        return;
    }
    for (int p = g->type.min_players; p <= g->type.max_players; p++)
        run_count(g, o, p);
}
