/* bot_ismcts.c - single-observer information-set Monte Carlo tree search
 * (SO-ISMCTS: Cowling, Powley, Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 2012), written against game.h only.
 *
 * Per decision:
 *   obs = g->observe(state, seat)          the only view of the state it uses
 *   repeat until the budget is spent (iterations, or milliseconds):
 *     w = obs; g->determinize(w, seat, fresh seed)
 *     descend from the root: at each node take the legal actions of w; every
 *       child whose action is among them is "available" (availability +1);
 *       if some legal action has no child yet, add one (chosen uniformly) and
 *       stop descending; otherwise pick the available child with the best
 *       UCB1 = mean reward + c * sqrt(ln(availability) / visits)
 *       (with progressive bias the mean counts the child's first judgement
 *       by g->heuristic as `bias` extra visits: Chaslot et al. 2008)
 *     play out with the rollout policy: uniform, or greedy on the judgement
 *       (g->heuristic, or the learned table of bot_eval.c) with a uniform step
 *       at rate eps, optionally following each main action's own sub-steps
 *       by their first options (follow: what the levels use) or completing
 *       them greedily (complete) before judging it; stop at the end of the
 *       game or after `depth`
 *       decisions and judge the position there
 *     reward per player: see reward() below
 *     back up: every node on the path gets a visit and the reward of the
 *       player who chose its action (the tree holds everybody's decisions).
 *   answer: the most visited root child among the real legal actions.
 *
 * Why truncated, informed playouts: a uniform random playout of a 5-round
 * deck-builder says little about a position (random games score under 20);
 * a few dozen decisions of a cheap greedy policy and then the game's own
 * judgement of everyone's position says more per microsecond.
 *
 * Tree reuse (reuse=1): after a decision the bot keeps the subtree below the
 * action it chose, rooted at the observation that action leads to (worked out
 * on one fixed determinization of its own observation).  When its next
 * decision's observation is exactly that one (the next step of its own turn:
 * pay the travel, take the site's effect...), the search starts from the kept
 * subtree instead of an empty root; a forced step (one legal action) moves
 * the kept tree along without a search; an iteration budget counts the
 * kept visits as spent.  Anything else in between (another
 * player's decision, a card drawn that the fixed determinization did not
 * predict) makes the observations differ and the tree is dropped.  Only the
 * bot's own actions are followed: following the opponents' would read their
 * action integers, which can name a card this seat has not seen (a kept card),
 * so that would need an observation-level view of actions that game.h does
 * not offer.
 *
 * Root parallelisation (threads=N): N independent trees from N seeds drawn
 * from the caller's generator, each with its share of the iterations; their
 * root statistics are summed.  With an iteration budget the answer does not
 * depend on the scheduling of the threads.
 *
 * The tree is a pool of nodes (first child / next sibling links), grown by
 * doubling; when memory runs out the search stops expanding and goes on with
 * the tree it has.
 */
#include "bot.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/splitmix.h"

/* A playout longer than this is cut off and judged (random Arnak games take
 * a few hundred decisions). */
#define ISMCTS_PLAYOUT_CAP 100000
/* Node pool of a search with a time budget only, before it grows. */
#define ISMCTS_INITIAL_POOL 4096
/* Iterations between two looks at the clock. */
#define ISMCTS_CLOCK_EVERY 16

typedef struct {
    uint32_t action;
    int32_t parent, child, sibling; /* -1: none */
    uint32_t visits, avail;
    double reward; /* sum, for the player who chose `action` */
    float prior;   /* progressive bias: the first judgement of the child, 0..1 */
} ism_node;

typedef struct {
    const game_def *g;
    const bot_search_params *p;
    const bot_eval_table *table; /* learned judgement, or NULL: g->heuristic */
    int seat, np;
    double exploration; /* UCB constant: p->exploration, or csolo in a solo game */
    ism_node *node;
    int nnodes, cap;
    int32_t *path;     /* nodes below the root on this iteration's path (cap) */
    int8_t *mover;     /* who chose each of them */
    uint32_t *buf;     /* legal actions, g->max_actions */
    uint8_t *mark;     /* legal action already has a child */
    double *ret, *reward, *h;
    void *obs, *work, *tmp, *tmp2;
    uint32_t *sub;     /* legal actions of a sub-step (completed playouts) */
    uint64_t *rng;
    uint64_t own_rng;  /* the generator of a worker thread */
    int iterations;    /* to do (0: until the deadline) */
    uint32_t reused;   /* visits at the root of an adopted tree */
    int done;
    double deadline;   /* monotonic seconds, 0: none */
    double start;      /* monotonic seconds when the search began */
    bool settle;       /* bank=1: stop once the rest of the time cannot change the choice */
    bool may_yield;    /* the calling thread's only tree: calls its yield hook */
    double paused;     /* seconds spent in the yield hook (not counted as search time) */
} ism_search;

/* The calling thread's yield hook (bot_set_yield). */
static _Thread_local bot_yield_fn yield_fn;
static _Thread_local void *yield_ctx;

void bot_set_yield(bot_yield_fn fn, void *ctx)
{
    yield_fn = fn;
    yield_ctx = ctx;
}

static double now_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Index of a in the sorted list l[0..m-1], or -1. */
static int find_action(const uint32_t *l, int m, uint32_t a)
{
    int lo = 0, hi = m - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (l[mid] == a)
            return mid;
        if (l[mid] < a)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* Makes room for one more node; false when memory runs out. */
static bool grow(ism_search *t)
{
    if (t->nnodes < t->cap)
        return true;
    if (t->cap > (1 << 28))
        return false;
    int cap = t->cap * 2;
    ism_node *n = realloc(t->node, (size_t)cap * sizeof *n);
    if (!n)
        return false;
    t->node = n;
    int32_t *path = realloc(t->path, (size_t)cap * sizeof *path);
    if (!path)
        return false;
    t->path = path;
    int8_t *mover = realloc(t->mover, (size_t)cap);
    if (!mover)
        return false;
    t->mover = mover;
    t->cap = cap;
    return true;
}

static int32_t new_node(ism_search *t, int32_t parent, uint32_t action)
{
    if (t->nnodes >= t->cap)
        return -1;
    int32_t i = t->nnodes++;
    ism_node *n = &t->node[i];
    n->action = action;
    n->parent = parent;
    n->child = -1;
    n->sibling = parent >= 0 ? t->node[parent].child : -1;
    n->visits = 0;
    n->avail = 1;
    n->reward = 0.0;
    n->prior = 0.5f;
    if (parent >= 0)
        t->node[parent].child = i;
    return i;
}

static double judge(const ism_search *t, const void *st, int p)
{
    const game_def *g = t->g;
    if (t->table)
        return bot_eval_learned(t->table, g, st, p);
    return g->heuristic ? g->heuristic(st, p) : (double)g->score(st, p);
}

static double logistic(double x) { return 1.0 / (1.0 + exp(-x)); }

/* The original reward, kept bit for bit for the legacy search. */
static void rewards_legacy(ism_search *t)
{
    const game_def *g = t->g;
    int np = t->np;
    bool over = g->is_over(t->work);
    if (over)
        g->returns(t->work, t->ret);
    for (int p = 0; p < np; p++) {
        int own = g->score(t->work, p), best = INT32_MIN;
        for (int q = 0; q < np; q++)
            if (q != p) {
                int s = g->score(t->work, q);
                best = s > best ? s : best;
            }
        double margin = np > 1 ? 0.5 + (double)(own - best) / ISMCTS_MARGIN_SCALE : 0.5;
        margin = margin < 0.0 ? 0.0 : margin > 1.0 ? 1.0 : margin;
        t->reward[p] = over ? (1.0 - ISMCTS_MARGIN_WEIGHT) * t->ret[p] + ISMCTS_MARGIN_WEIGHT * margin
                            : margin;
    }
}

/* Judgement of everyone's position in `st` as rewards 0..1 (into out):
 *   game over, 2+ players: (1 - margin) * g->returns
 *                          + margin * logistic((own - best other score) / scale)
 *   game over, solo:       (1 - m) * g->returns + m * clamp(own score / (10 scale), 0, 1)
 *                          with m = max(margin, 0.5): the rival's score is the
 *                          game's business and a win is rare in a playout, so
 *                          the own score, linear, carries most of the signal
 *   not over, 2+ players:  logistic((own - best other heuristic) / scale),
 *                          an estimate of the chance to finish ahead
 *   not over, solo:        clamp(own heuristic / (10 scale), 0, 1) (only reached
 *                          when a playout is cut off; solo playouts run to the end). */
static void judge_all(ism_search *t, const void *st, double *out)
{
    const game_def *g = t->g;
    const bot_search_params *p = t->p;
    int np = t->np;
    bool over = g->is_over(st);
    for (int q = 0; q < np; q++)
        t->h[q] = over ? (double)g->score(st, q) : judge(t, st, q);
    if (over)
        g->returns(st, t->ret);
    for (int q = 0; q < np; q++) {
        double v;
        double m = p->margin;
        if (np == 1) {
            v = t->h[0] / (10.0 * p->scale);
            v = v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v;
            m = m > 0.5 ? m : 0.5;
        } else {
            double best = -1e300;
            for (int o = 0; o < np; o++)
                if (o != q && t->h[o] > best)
                    best = t->h[o];
            v = logistic((t->h[q] - best) / p->scale);
        }
        out[q] = over ? (1.0 - m) * t->ret[q] + m * v : v;
    }
}

/* Completes, in t->tmp, the mover's own later steps of the action just
 * applied (g->in_step), each the best by the judgement: a main action is then
 * judged by what it brings, not by its first step (a dig before its travel
 * is paid and its site's effect taken). */
#define ISMCTS_COMPLETION_STEPS 12
static void complete_steps(ism_search *t, int mover)
{
    const game_def *g = t->g;
    for (int k = 0; k < ISMCTS_COMPLETION_STEPS; k++) {
        if (!g->in_step || g->is_over(t->tmp) || !g->in_step(t->tmp) || g->current_player(t->tmp) != mover)
            return;
        int m = g->legal_actions(t->tmp, t->sub);
        if (m <= 0)
            return;
        uint32_t pick = t->sub[0];
        if (m > 1) {
            double best = 0.0;
            for (int i = 0; i < m; i++) {
                memcpy(t->tmp2, t->tmp, g->state_size);
                g->apply_trusted(t->tmp2, t->sub[i]);
                double v = judge(t, t->tmp2, mover);
                if (i == 0 || v > best) {
                    best = v;
                    pick = t->sub[i];
                }
            }
        }
        g->apply_trusted(t->tmp, pick);
    }
}

/* Follows, in t->tmp, the mover's own later steps of the action just applied
 * (g->in_step) by the first option of each, unjudged: far cheaper than
 * complete_steps, and enough for a main action to be judged by what it brings
 * (its travel paid, its site's effect taken) instead of by its first step. */
static void follow_steps(ism_search *t, int mover)
{
    const game_def *g = t->g;
    for (int k = 0; k < ISMCTS_COMPLETION_STEPS; k++) {
        if (!g->in_step || g->is_over(t->tmp) || !g->in_step(t->tmp) || g->current_player(t->tmp) != mover)
            return;
        if (g->legal_actions(t->tmp, t->sub) <= 0)
            return;
        g->apply_trusted(t->tmp, t->sub[0]);
    }
}

/* One decision of the greedy playout policy for the player to move. */
static uint32_t greedy_step(ism_search *t, int mover, int m)
{
    const game_def *g = t->g;
    if (m == 1)
        return t->buf[0];
    if (t->p->epsilon > 0.0 &&
        (double)(splitmix64(t->rng) >> 11) * 0x1.0p-53 < t->p->epsilon)
        return t->buf[splitmix64_below(t->rng, (uint32_t)m)];
    uint32_t pick = t->buf[0];
    double best = 0.0;
    for (int i = 0; i < m; i++) {
        memcpy(t->tmp, t->work, g->state_size);
        g->apply_trusted(t->tmp, t->buf[i]);
        /* A main action is judged by what it brings; a sub-step as it stands
         * (following sub-steps too plays a little better, 42.0 against 39.5
         * points for the playout bot, but costs a fifth more a playout). */
        if (t->p->rollout >= BOT_ROLLOUT_COMPLETE && !(g->in_step && g->in_step(t->work))) {
            if (t->p->rollout == BOT_ROLLOUT_COMPLETE)
                complete_steps(t, mover);
            else
                follow_steps(t, mover);
        }
        double v = judge(t, t->tmp, mover);
        if (i == 0 || v > best) {
            best = v;
            pick = t->buf[i];
        }
    }
    return pick;
}

static void iterate(ism_search *t)
{
    const game_def *g = t->g;
    const bot_search_params *p = t->p;
    bool legacy = p->legacy;
    memcpy(t->work, t->obs, g->state_size);
    g->determinize(t->work, t->seat, splitmix64(t->rng));

    int depth = 0;
    int32_t cur = 0;
    /* Selection and expansion. */
    while (!g->is_over(t->work)) {
        int mover = g->current_player(t->work);
        int m = g->legal_actions(t->work, t->buf);
        if (m <= 0 || mover < 0)
            break;
        memset(t->mark, 0, (size_t)m);
        int tried = 0;
        for (int32_t c = t->node[cur].child; c >= 0; c = t->node[c].sibling) {
            int k = find_action(t->buf, m, t->node[c].action);
            if (k >= 0) {
                t->mark[k] = 1;
                t->node[c].avail++;
                tried++;
            }
        }
        if (tried < m && grow(t)) {
            uint32_t pick = splitmix64_below(t->rng, (uint32_t)(m - tried));
            int k = 0;
            for (;; k++)
                if (!t->mark[k] && pick-- == 0)
                    break;
            int32_t child = new_node(t, cur, t->buf[k]);
            g->apply_trusted(t->work, t->buf[k]);
            if (p->bias > 0.0 && t->np > 1) {
                judge_all(t, t->work, t->reward);
                t->node[child].prior = (float)t->reward[mover];
            }
            t->path[depth] = child;
            t->mover[depth++] = (int8_t)mover;
            break;
        }
        if (tried == 0)
            break; /* pool full and nothing known here: play out */
        int32_t best = -1;
        double best_v = 0.0;
        for (int32_t c = t->node[cur].child; c >= 0; c = t->node[c].sibling) {
            const ism_node *n = &t->node[c];
            if (find_action(t->buf, m, n->action) < 0)
                continue;
            double mean = p->bias > 0.0 ? (n->reward + p->bias * n->prior) / (n->visits + p->bias)
                                        : n->reward / n->visits;
            double v = mean + t->exploration * sqrt(log((double)n->avail) / n->visits);
            if (best < 0 || v > best_v) {
                best = c;
                best_v = v;
            }
        }
        g->apply_trusted(t->work, t->node[best].action);
        t->path[depth] = best;
        t->mover[depth++] = (int8_t)mover;
        cur = best;
        if (depth >= t->cap)
            break; /* cannot happen: a path never repeats a node */
    }

    /* Playout. */
    if (legacy) {
        for (long step = 0; step < ISMCTS_PLAYOUT_CAP && !g->is_over(t->work); step++) {
            int m = g->legal_actions(t->work, t->buf);
            if (m <= 0)
                break;
            g->apply_trusted(t->work, t->buf[splitmix64_below(t->rng, (uint32_t)m)]);
        }
        rewards_legacy(t);
    } else {
        /* Solo playouts run to the end: only the end tells a win from a loss. */
        long limit = p->depth > 0 && t->np > 1 ? p->depth : ISMCTS_PLAYOUT_CAP;
        for (long step = 0; step < limit && !g->is_over(t->work); step++) {
            int m = g->legal_actions(t->work, t->buf);
            int mover = g->current_player(t->work);
            if (m <= 0 || mover < 0)
                break;
            uint32_t a = p->rollout != BOT_ROLLOUT_RANDOM
                             ? greedy_step(t, mover, m)
                             : t->buf[splitmix64_below(t->rng, (uint32_t)m)];
            g->apply_trusted(t->work, a);
        }
        judge_all(t, t->work, t->reward);
    }

    /* Backpropagation. */
    t->node[0].visits++;
    for (int d = 0; d < depth; d++) {
        ism_node *n = &t->node[t->path[d]];
        n->visits++;
        n->reward += t->reward[t->mover[d]];
    }
}

static void search_free(ism_search *t)
{
    free(t->node);
    free(t->path);
    free(t->mover);
    free(t->buf);
    free(t->mark);
    free(t->ret);
    free(t->obs);
    free(t->work);
    free(t->tmp);
    free(t->tmp2);
    free(t->sub);
}

/* Allocates the buffers of one tree; false when memory runs out. */
static bool search_init(ism_search *t, const game_def *g, const bot_search_params *p, int seat,
                        int np, int iterations, double deadline)
{
    memset(t, 0, sizeof *t);
    t->g = g;
    t->p = p;
    t->table = p->learned ? bot_eval_find(g) : NULL;
    t->seat = seat;
    t->np = np;
    t->exploration = np == 1 && p->exploration_solo >= 0.0 ? p->exploration_solo : p->exploration;
    t->iterations = iterations;
    t->deadline = deadline;
    /* The legacy search keeps its fixed pool of one node per iteration. */
    t->cap = iterations > 0 && (p->legacy || iterations < ISMCTS_INITIAL_POOL) ? iterations + 1
                                                                              : ISMCTS_INITIAL_POOL;
    size_t mp = (size_t)g->type.max_players, cap = (size_t)t->cap, ma = (size_t)g->max_actions;
    t->node = malloc(cap * sizeof *t->node);
    t->path = malloc(cap * sizeof *t->path);
    t->mover = malloc(cap);
    t->buf = malloc(ma * sizeof *t->buf);
    t->mark = malloc(ma);
    t->ret = malloc(3 * mp * sizeof *t->ret);
    t->obs = malloc(g->state_size);
    t->work = malloc(g->state_size);
    t->tmp = malloc(g->state_size);
    t->tmp2 = malloc(g->state_size);
    t->sub = malloc(ma * sizeof *t->sub);
    if (!t->node || !t->path || !t->mover || !t->buf || !t->mark || !t->ret || !t->obs || !t->work ||
        !t->tmp || !t->tmp2 || !t->sub)
        return false;
    t->reward = t->ret + mp;
    t->h = t->ret + 2 * mp;
    return true;
}

/* ---- tree reuse (reuse=1) --------------------------------------------------------------- */

/* Determinization on which the position after the bot's own action is worked
 * out; any fixed value does (a draw it mispredicts only costs the reuse). */
#define ISMCTS_REUSE_SEED 0x7265757365ULL

/* What a bot with reuse=1 keeps between decisions (bot->memory). */
typedef struct {
    const game_def *g;
    int seat, threads;
    bool valid;            /* the trees below belong to the observation `obs` */
    void *obs, *scratch;   /* g->state_size each */
    ism_node *tree[BOT_MAX_THREADS]; /* one per thread, root at 0; NULL: an empty one */
    int nnodes[BOT_MAX_THREADS];
} ism_memory;

static void memory_drop(ism_memory *m)
{
    for (int k = 0; k < BOT_MAX_THREADS; k++) {
        free(m->tree[k]);
        m->tree[k] = NULL;
        m->nnodes[k] = 0;
    }
    m->valid = false;
}

static ism_memory *memory_get(bot *b)
{
    if (b->memory)
        return b->memory;
    ism_memory *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->obs = malloc(b->g->state_size);
    m->scratch = malloc(b->g->state_size);
    if (!m->obs || !m->scratch) {
        free(m->obs);
        free(m->scratch);
        free(m);
        return NULL;
    }
    m->g = b->g;
    b->memory = m;
    return m;
}

void bot_destroy(bot *b)
{
    if (!b || !b->memory)
        return;
    ism_memory *m = b->memory;
    memory_drop(m);
    free(m->obs);
    free(m->scratch);
    free(m);
    b->memory = NULL;
}

/* True when the kept trees start from observation obs of this search. */
static bool memory_matches(const ism_memory *m, const game_def *g, int seat, int threads, const void *obs)
{
    return m && m->valid && m->g == g && m->seat == seat && m->threads == threads &&
           memcmp(m->obs, obs, g->state_size) == 0;
}

/* A copy of the subtree of node[c] with c at index 0 (children in the same
 * order), or NULL when memory runs out; *out_n gets its size. */
static ism_node *subtree_copy(const ism_node *node, int total, int32_t c, int *out_n)
{
    ism_node *t = malloc((size_t)total * sizeof *t);
    int32_t *from = malloc((size_t)total * sizeof *from);
    if (!t || !from) {
        free(t);
        free(from);
        return NULL;
    }
    int n = 1;
    from[0] = c;
    t[0] = node[c];
    t[0].parent = t[0].sibling = t[0].child = -1;
    for (int i = 0; i < n; i++) {
        int32_t tail = -1;
        for (int32_t oc = node[from[i]].child; oc >= 0 && n < total; oc = node[oc].sibling) {
            int32_t j = n++;
            from[j] = oc;
            t[j] = node[oc];
            t[j].parent = i;
            t[j].child = t[j].sibling = -1;
            if (tail < 0)
                t[i].child = j;
            else
                t[tail].sibling = j;
            tail = j;
        }
    }
    free(from);
    ism_node *shrunk = realloc(t, (size_t)n * sizeof *t);
    *out_n = n;
    return shrunk ? shrunk : t;
}

/* Moves the kept trees along the bot's own action a: they then start from
 * the observation after a, or are dropped when the next decision is not the
 * bot's (or the game ends). */
static void memory_advance(ism_memory *m, uint32_t a)
{
    const game_def *g = m->g;
    if (!m->valid)
        return;
    memcpy(m->scratch, m->obs, g->state_size);
    g->determinize(m->scratch, m->seat, ISMCTS_REUSE_SEED);
    g->apply_trusted(m->scratch, a);
    if (g->is_over(m->scratch) || g->current_player(m->scratch) != m->seat) {
        memory_drop(m);
        return;
    }
    g->observe(m->scratch, m->seat, m->obs);
    for (int k = 0; k < m->threads; k++) {
        ism_node *old = m->tree[k];
        int32_t c = old ? old[0].child : -1;
        while (c >= 0 && old[c].action != a)
            c = old[c].sibling;
        m->tree[k] = c >= 0 ? subtree_copy(old, m->nnodes[k], c, &m->nnodes[k]) : NULL;
        if (!m->tree[k])
            m->nnodes[k] = 0;
        free(old);
    }
}

/* Gives search t the kept tree (n nodes, owned from now on) with room for
 * its iterations; false when memory runs out (t keeps its empty pool). */
static bool adopt(ism_search *t, ism_node *tree, int n)
{
    int cap = n + (t->iterations > 0 ? t->iterations + 1 : ISMCTS_INITIAL_POOL);
    ism_node *node = realloc(tree, (size_t)cap * sizeof *node);
    int32_t *path = realloc(t->path, (size_t)cap * sizeof *path);
    if (path)
        t->path = path;
    int8_t *mover = path ? realloc(t->mover, (size_t)cap) : NULL;
    if (mover)
        t->mover = mover;
    if (!node || !path || !mover) {
        free(node ? node : tree);
        return false;
    }
    free(t->node);
    t->node = node;
    t->nnodes = n;
    t->cap = cap;
    t->reused = node[0].visits;
    return true;
}

/* True when the iterations left (those the rest of the time buys at the
 * rate so far, and no more than an iteration budget leaves) could not give
 * another root option more visits than the most visited one has: the choice
 * (most visits, bot_ismcts_run) is made.  Per tree: with threads, each
 * tree stops on its own. */
static bool settled(const ism_search *t, double now)
{
    double spent = now - t->start;
    if (spent <= 0.0 || t->done == 0)
        return false;
    double left = (t->deadline - now) * t->done / spent;
    if (t->iterations > 0 && left > t->iterations - t->done)
        left = t->iterations - t->done;
    uint32_t first = 0, second = 0;
    for (int32_t c = t->node[0].child; c >= 0; c = t->node[c].sibling) {
        uint32_t v = t->node[c].visits;
        if (v > first) {
            second = first;
            first = v;
        } else if (v > second) {
            second = v;
        }
    }
    return (double)(first - second) > left;
}

static void search_loop(ism_search *t)
{
    if (t->nnodes == 0)
        new_node(t, -1, 0); /* the root, unless a kept tree was adopted */
    t->start = now_sec();
    for (t->done = 0; t->iterations == 0 || t->done < t->iterations; t->done++) {
        if (t->deadline > 0.0 && t->done % ISMCTS_CLOCK_EVERY == 0 && t->done > 0) {
            double now = now_sec();
            if (now >= t->deadline || (t->settle && settled(t, now)))
                break;
        }
        if (t->may_yield) {
            /* the time the hook held the thread is not the search's: its
             * deadline and its clock move on by as much */
            double held = yield_fn(yield_ctx);
            if (held > 0.0) {
                t->paused += held;
                t->start += held;
                if (t->deadline > 0.0)
                    t->deadline += held;
            }
        }
        iterate(t);
    }
}

static void *worker_main(void *arg)
{
    search_loop(arg);
    return NULL;
}

/* Root statistics summed over the trees. */
typedef struct {
    uint32_t action, visits;
    double reward;
} root_stat;

/* Runs the search; fills roots[] (sorted: most visited first, then larger
 * reward, then smaller action) and returns their count, or -1 when memory
 * runs out.  *iters_done and *nodes get totals. */
static int run(const game_def *g, const void *st, int seat, const bot_search_params *p, uint64_t *rng,
               root_stat *roots, int *iters_done, int *nodes, ism_memory *mem, uint32_t *reused,
               double *paused)
{
    int threads = p->threads < 1 ? 1 : p->threads > BOT_MAX_THREADS ? BOT_MAX_THREADS : p->threads;
    int np = g->players(st);
    double deadline = p->ms > 0 ? now_sec() + p->ms / 1000.0 : 0.0;
    ism_search *w = calloc((size_t)threads, sizeof *w);
    pthread_t *th = calloc((size_t)threads, sizeof *th);
    bool *started = calloc((size_t)threads, sizeof *started);
    int nroots = -1;
    *iters_done = 0;
    *nodes = 0;
    *reused = 0;
    *paused = 0.0;
    if (!w || !th || !started)
        goto done;
    for (int k = 0; k < threads; k++) {
        /* An iteration budget is shared out; a time budget is everyone's. */
        int its = p->iterations > 0 ? p->iterations / threads + (k < p->iterations % threads) : 0;
        if (p->iterations > 0 && its == 0)
            its = 1;
        if (!search_init(&w[k], g, p, seat, np, its, deadline))
            goto done;
        w[k].settle = p->bank;
        w[k].may_yield = threads == 1 && yield_fn != NULL;
        g->observe(st, seat, w[k].obs);
        if (threads == 1) {
            w[k].rng = rng;
        } else {
            w[k].own_rng = splitmix64(rng);
            w[k].rng = &w[k].own_rng;
        }
    }
    if (memory_matches(mem, g, seat, threads, w[0].obs))
        for (int k = 0; k < threads; k++) {
            if (mem->tree[k] && adopt(&w[k], mem->tree[k], mem->nnodes[k])) {
                *reused += w[k].reused;
                /* An iteration budget counts the root's visits: the kept
                 * ones are already spent. */
                if (w[k].iterations > 0)
                    w[k].iterations = w[k].iterations > (int)w[k].reused ? w[k].iterations - (int)w[k].reused : 1;
            }
            mem->tree[k] = NULL; /* adopted or freed */
        }
    if (threads == 1) {
        search_loop(&w[0]);
    } else {
        for (int k = 0; k < threads; k++)
            started[k] = pthread_create(&th[k], NULL, worker_main, &w[k]) == 0;
        for (int k = 0; k < threads; k++) {
            if (started[k])
                pthread_join(th[k], NULL);
            else
                search_loop(&w[k]); /* no thread to be had: do its share here */
        }
    }
    nroots = 0;
    for (int k = 0; k < threads; k++) {
        *iters_done += w[k].done;
        *nodes += w[k].nnodes;
        *paused += w[k].paused;
        for (int32_t c = w[k].node[0].child; c >= 0; c = w[k].node[c].sibling) {
            const ism_node *nd = &w[k].node[c];
            int i = 0;
            while (i < nroots && roots[i].action != nd->action)
                i++;
            if (i == nroots) {
                if (nroots == g->max_actions)
                    continue; /* cannot happen: the root's options are public */
                roots[nroots].action = nd->action;
                roots[nroots].visits = 0;
                roots[nroots].reward = 0.0;
                nroots++;
            }
            roots[i].visits += nd->visits;
            roots[i].reward += nd->reward;
        }
    }
    /* Insertion sort: a root has at most g->max_actions children. */
    for (int i = 1; i < nroots; i++) {
        root_stat x = roots[i];
        int j = i - 1;
        for (; j >= 0; j--) {
            const root_stat *y = &roots[j];
            bool before = x.visits != y->visits ? x.visits > y->visits
                          : x.reward != y->reward ? x.reward > y->reward
                                                  : x.action < y->action;
            if (!before)
                break;
            roots[j + 1] = roots[j];
        }
        roots[j + 1] = x;
    }
    if (mem) { /* keep the trees; the caller moves them along its choice */
        memory_drop(mem);
        for (int k = 0; k < threads; k++) {
            mem->tree[k] = w[k].node;
            mem->nnodes[k] = w[k].nnodes;
            w[k].node = NULL;
        }
        memcpy(mem->obs, w[0].obs, g->state_size);
        mem->seat = seat;
        mem->threads = threads;
        mem->valid = true;
    }
done:
    for (int k = 0; w && k < threads; k++)
        search_free(&w[k]);
    free(w);
    free(th);
    free(started);
    return nroots;
}

/* bot_ismcts_run, starting from and keeping trees in mem (NULL: none). */
static uint32_t decide(const game_def *g, const void *st, int seat, const bot_search_params *p,
                       uint64_t *rng, const uint32_t *legal, int n, ismcts_stats *stats, ism_memory *mem)
{
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (n <= 0)
        return legal ? legal[0] : 0;
    if (n == 1)
        return legal[0];
    bot_search_params q = *p;
    if (q.iterations < 1 && q.ms < 1)
        q.iterations = 1;
    double t0 = now_sec();
    root_stat *roots = malloc((size_t)g->max_actions * sizeof *roots);
    int iters = 0, nodes = 0;
    uint32_t reused = 0;
    double paused = 0.0;
    int nroots = roots ? run(g, st, seat, &q, rng, roots, &iters, &nodes, mem, &reused, &paused)
                       : -1;
    /* The first in the sorted list that is a real legal action. */
    int best = -1;
    for (int i = 0; i < nroots && best < 0; i++)
        if (find_action(legal, n, roots[i].action) >= 0)
            best = i;
    uint32_t choice = best >= 0 ? roots[best].action : legal[splitmix64_below(rng, (uint32_t)n)];
    if (mem && nroots >= 0)
        memory_advance(mem, choice); /* the kept trees start from st's observation */
    else if (mem)
        memory_drop(mem);
    if (stats) {
        stats->iterations = iters;
        stats->nodes = nodes;
        stats->root_children = nroots > 0 ? nroots : 0;
        stats->best_visits = best >= 0 ? roots[best].visits : 0;
        stats->reused = reused;
        stats->seconds = now_sec() - t0 - paused; /* the hook's time is not the search's */
    }
    free(roots);
    return choice;
}

uint32_t bot_ismcts_run(const game_def *g, const void *st, int seat, const bot_search_params *p,
                        uint64_t *rng, const uint32_t *legal, int n, ismcts_stats *stats)
{
    return decide(g, st, seat, p, rng, legal, n, stats, NULL);
}

uint32_t bot_ismcts_search(const game_def *g, const void *st, int seat, int iterations, uint64_t *rng,
                           const uint32_t *legal, int n, ismcts_stats *stats)
{
    bot_search_params p;
    bot_search_defaults(&p);
    p.iterations = iterations < 1 ? 1 : iterations;
    return bot_ismcts_run(g, st, seat, &p, rng, legal, n, stats);
}

game_action bot_ismcts_choose(bot *self, const void *st, const game_action *legal, int n)
{
    self->reused = 0;
    ism_memory *mem = self->search.reuse ? memory_get(self) : NULL;
    if (n <= 0)
        return 0;
    if (n == 1) {
        /* A forced step of the bot's own turn moves the kept tree along. */
        if (mem) {
            self->g->observe(st, self->seat, mem->scratch);
            if (memory_matches(mem, self->g, self->seat, mem->threads, mem->scratch))
                memory_advance(mem, legal[0]);
            else
                memory_drop(mem);
        }
        return legal[0];
    }
    if (bot_guard_tripped(self, st)) {
        if (mem)
            memory_drop(mem);
        return legal[bot_rand_below(self, (uint32_t)n)];
    }
    bot_search_params p = self->search;
    p.iterations = self->iterations;
    if (p.iterations < 1 && p.ms < 1)
        p.iterations = ISMCTS_DEFAULT_ITERATIONS;
    bool bank = p.bank && p.ms > 0;
    if (bank) {
        /* This decision's time: its own ms and the bank, within [ms / 2,
         * BOT_BANK_MAX ms]; forced steps (above) neither pay in nor draw. */
        double ms = p.ms + 1000.0 * self->time_bank;
        double lo = 0.5 * p.ms, hi = (double)BOT_BANK_MAX * p.ms;
        ms = ms < lo ? lo : ms > hi ? hi : ms;
        p.ms = ms < 1.0 ? 1 : (int)ms;
    }
    ismcts_stats stats;
    game_action a = decide(self->g, st, self->seat, &p, &self->rng, legal, n, &stats, mem);
    self->reused = stats.reused;
    if (bank)
        self->time_bank += self->search.ms / 1000.0 - stats.seconds;
    return a;
}

/* ---- the analysis: no pass above a free point ------------------------------------ */

/* What option a of w brings `seat`: its score once the option's own later
 * steps (g->in_step) are taken, each the one that scores most (x and y are
 * scratch states, sub g->max_actions actions); *ends says whether the turn is
 * over then (the game ended, someone else acts, or a new round began). */
static int option_outcome(const game_def *g, const void *w, int seat, uint32_t a, void *x, void *y,
                          uint32_t *sub, bool *ends)
{
    int round = g->round ? g->round(w) : 0;
    memcpy(x, w, g->state_size);
    g->apply_trusted(x, a);
    for (int k = 0; k < ISMCTS_COMPLETION_STEPS; k++) {
        if (!g->in_step || g->is_over(x) || g->current_player(x) != seat || !g->in_step(x))
            break;
        int m = g->legal_actions(x, sub);
        if (m <= 0)
            break;
        uint32_t pick = sub[0];
        for (int i = 0, best = INT32_MIN; m > 1 && i < m; i++) {
            memcpy(y, x, g->state_size);
            g->apply_trusted(y, sub[i]);
            int v = g->score(y, seat);
            if (v > best) {
                best = v;
                pick = sub[i];
            }
        }
        g->apply_trusted(x, pick);
    }
    *ends = g->is_over(x) || g->current_player(x) != seat || (g->round && g->round(x) != round);
    return g->score(x, seat);
}

typedef struct {
    bot_option_value v;
    int score; /* the mover's score after the option (option_outcome) */
    bool ends; /* the option ends the mover's turn */
} ranked_option;

/* Passing (or ending the turn) gives up every free action left, while a free
 * action that scores leaves the pass open: the free points then the pass are
 * worth at least the pass alone.  A short search can still rank the pass
 * first (the point is a small change in the judgement, and a playout after
 * the free action may waste the turn), so: every option that ends the turn
 * moves below the first option that keeps it and scores more, which gets at
 * least the pass's value.  Options move down only, so this ends. */
static void rank_free_points_first(ranked_option *o, int n)
{
    for (int i = 0; i < n; i++) {
        if (!o[i].ends)
            continue;
        int j = i + 1;
        while (j < n && (o[j].ends || o[j].score <= o[i].score))
            j++;
        if (j == n)
            continue;
        ranked_option e = o[i];
        if (o[j].v.value < e.v.value)
            o[j].v.value = e.v.value;
        memmove(&o[i], &o[i + 1], (size_t)(j - i) * sizeof *o);
        o[j] = e;
        i--; /* another option now stands at i */
    }
}

/* Fills o[0..nroots-1] from the search's roots and appends the legal options
 * it never tried that keep the turn and score; returns their count, or -1
 * when memory runs out.  Worked out on one determinization of the mover's
 * observation (seeded from a copy of *rng): the options' own steps are the
 * mover's, and the score of a hidden card drawn on the way is a guess either
 * way. */
static int rank_options(const game_def *g, const void *st, int seat, const root_stat *roots, int nroots,
                        uint64_t rng, ranked_option *o)
{
    size_t sz = g->state_size;
    char *mem = malloc(3 * sz);
    uint32_t *buf = malloc(2 * (size_t)g->max_actions * sizeof *buf);
    int n = -1;
    if (!mem || !buf)
        goto done;
    void *w = mem, *x = mem + sz, *y = mem + 2 * sz;
    uint32_t *legal = buf, *sub = buf + g->max_actions;
    g->observe(st, seat, w);
    g->determinize(w, seat, splitmix64(&rng));
    int before = g->score(w, seat);
    for (n = 0; n < nroots; n++) {
        o[n].v.action = roots[n].action;
        o[n].v.visits = roots[n].visits;
        o[n].v.value = roots[n].visits ? roots[n].reward / roots[n].visits : 0.0;
        o[n].score = option_outcome(g, w, seat, roots[n].action, x, y, sub, &o[n].ends);
    }
    int m = g->legal_actions(w, legal);
    for (int i = 0; i < m && n < g->max_actions; i++) {
        int k = 0;
        while (k < nroots && roots[k].action != legal[i])
            k++;
        if (k < nroots)
            continue;
        bool ends;
        int score = option_outcome(g, w, seat, legal[i], x, y, sub, &ends);
        if (!ends && score > before)
            o[n++] = (ranked_option){{legal[i], 0, 0.0}, score, false};
    }
    rank_free_points_first(o, n);
done:
    free(mem);
    free(buf);
    return n;
}

/* The search parameters of an analysis by b (the medium level for a bot
 * that does not search); false when that level cannot be made. */
static bool analysis_params(const bot *b, int seat, bot_search_params *p)
{
    if (bot_is_search(b)) {
        *p = b->search;
        p->iterations = b->iterations;
    } else {
        bot tmp;
        if (bot_create(&tmp, b->g, "medium", seat, 0) != 0)
            return false;
        *p = tmp.search;
        p->iterations = tmp.iterations;
    }
    if (p->iterations < 1 && p->ms < 1)
        p->iterations = ISMCTS_DEFAULT_ITERATIONS;
    return true;
}

/* A search of this share of the iterations (at least the floor) times an
 * analysis: a tenth of its cost buys an estimate within a few percent, since
 * the time of an iteration hardly changes as the tree grows. */
#define ISMCTS_ESTIMATE_SHARE 10
#define ISMCTS_ESTIMATE_FLOOR 20

double bot_analyze_seconds(bot *b, const void *st)
{
    if (!b || !b->g || !st)
        return -1.0;
    const game_def *g = b->g;
    if (g->is_over(st))
        return 0.0;
    int seat = g->current_player(st);
    bot_search_params p;
    if (!analysis_params(b, seat, &p))
        return -1.0;
    double budget = p.ms > 0 ? p.ms / 1000.0 : -1.0;
    if (p.iterations < 1)
        return budget;
    bot_search_params q = p;
    q.iterations = p.iterations / ISMCTS_ESTIMATE_SHARE;
    if (q.iterations < ISMCTS_ESTIMATE_FLOOR)
        q.iterations = p.iterations < ISMCTS_ESTIMATE_FLOOR ? p.iterations : ISMCTS_ESTIMATE_FLOOR;
    q.ms = 0;
    q.bank = 0;
    root_stat *roots = malloc((size_t)g->max_actions * sizeof *roots);
    uint64_t rng = b->rng;
    int iters = 0, nodes = 0;
    uint32_t reused;
    double paused = 0.0;
    double t0 = now_sec();
    int nroots = roots ? run(g, st, seat, &q, &rng, roots, &iters, &nodes, NULL, &reused, &paused) : -1;
    double spent = now_sec() - t0 - paused;
    free(roots);
    if (nroots < 0 || iters < 1)
        return -1.0;
    double est = spent * p.iterations / iters;
    return budget > 0.0 && budget < est ? budget : est;
}

int bot_analyze(bot *b, const void *st, bot_option_value *out, int max)
{
    if (!b || !b->g || !st || (!out && max > 0) || max < 0)
        return -1;
    const game_def *g = b->g;
    if (g->is_over(st))
        return 0;
    int seat = g->current_player(st);
    bot_search_params p;
    if (!analysis_params(b, seat, &p))
        return -1;
    root_stat *roots = malloc((size_t)g->max_actions * sizeof *roots);
    ranked_option *ranked = malloc((size_t)g->max_actions * sizeof *ranked);
    int iters = 0, nodes = 0;
    uint32_t reused;
    double paused = 0.0;
    uint64_t guard_rng = b->rng;
    int nroots = roots && ranked ? run(g, st, seat, &p, &b->rng, roots, &iters, &nodes, NULL, &reused, &paused) : -1;
    int nranked = nroots >= 0 ? rank_options(g, st, seat, roots, nroots, guard_rng, ranked) : -1;
    int k = 0;
    for (int i = 0; i < nranked && k < max; i++, k++)
        out[k] = ranked[i].v;
    free(roots);
    free(ranked);
    return nranked < 0 ? -1 : k;
}
