/* bot_ismcts.c - single-observer information-set Monte Carlo tree search
 * (SO-ISMCTS: Cowling, Powley, Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 2012), written against game.h only.
 *
 * Per decision:
 *   obs = g->observe(state, seat)          the only view of the state it uses
 *   repeat `iterations` times:
 *     w = obs; g->determinize(w, seat, fresh seed)
 *     descend from the root: at each node take the legal actions of w; every
 *       child whose action is among them is "available" (availability +1);
 *       if some legal action has no child yet, add one (chosen uniformly) and
 *       stop descending; otherwise pick the available child with the best
 *       UCB1 = mean reward + c * sqrt(ln(availability) / visits)
 *     play uniformly random legal actions to the end (g->apply_trusted)
 *     reward per player = (1 - m) * g->returns + m * margin, where margin =
 *       clamp(0.5 + (own score - best other score) / 40, 0, 1), so that among
 *       wins it prefers the larger one
 *     back up: every node on the path gets a visit and the reward of the
 *       player who chose its action (the tree holds everybody's decisions).
 *   answer: the most visited root child among the real legal actions.
 *
 * The tree is a pool of nodes (first child / next sibling links), allocated
 * once per decision with room for one node per iteration plus the root, so an
 * overflow cannot happen; the guard stops expanding anyway.  Every random
 * choice comes from the caller's splitmix64 state, and the budget is an
 * iteration count, never wall time: a game is reproducible from its seeds.
 */
#include "bot.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/splitmix.h"

/* A random playout longer than this is cut off and judged on scores alone
 * (random Arnak games take a few hundred decisions). */
#define ISMCTS_PLAYOUT_CAP 100000

typedef struct {
    uint32_t action;
    int32_t parent, child, sibling; /* -1: none */
    uint32_t visits, avail;
    double reward; /* sum, for the player who chose `action` */
} ism_node;

typedef struct {
    const game_def *g;
    ism_node *node;
    int nnodes, cap;
    int32_t *path;     /* nodes below the root on this iteration's path */
    int8_t *mover;     /* who chose each of them */
    uint32_t *buf;     /* legal actions, g->max_actions */
    uint8_t *mark;     /* legal action already has a child */
    double *ret, *reward;
    void *obs, *work;
    uint64_t *rng;
} ism_search;

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
    if (parent >= 0)
        t->node[parent].child = i;
    return i;
}

/* Reward of every player of the finished (or cut off) game in t->work. */
static void rewards(ism_search *t)
{
    const game_def *g = t->g;
    int np = g->players(t->work);
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

static void iterate(ism_search *t, int seat)
{
    const game_def *g = t->g;
    memcpy(t->work, t->obs, g->state_size);
    g->determinize(t->work, seat, splitmix64(t->rng));

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
        if (tried < m && t->nnodes < t->cap) {
            uint32_t pick = splitmix64_below(t->rng, (uint32_t)(m - tried));
            int k = 0;
            for (;; k++)
                if (!t->mark[k] && pick-- == 0)
                    break;
            int32_t child = new_node(t, cur, t->buf[k]);
            g->apply_trusted(t->work, t->buf[k]);
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
            double v = n->reward / n->visits +
                       ISMCTS_EXPLORATION * sqrt(log((double)n->avail) / n->visits);
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

    /* Random playout. */
    for (long step = 0; step < ISMCTS_PLAYOUT_CAP && !g->is_over(t->work); step++) {
        int m = g->legal_actions(t->work, t->buf);
        if (m <= 0)
            break;
        g->apply_trusted(t->work, t->buf[splitmix64_below(t->rng, (uint32_t)m)]);
    }

    /* Backpropagation. */
    rewards(t);
    t->node[0].visits++;
    for (int d = 0; d < depth; d++) {
        ism_node *n = &t->node[t->path[d]];
        n->visits++;
        n->reward += t->reward[t->mover[d]];
    }
}

uint32_t bot_ismcts_search(const game_def *g, const void *st, int seat, int iterations, uint64_t *rng,
                       const uint32_t *legal, int n, ismcts_stats *stats)
{
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (n <= 0)
        return legal ? legal[0] : 0;
    if (n == 1)
        return legal[0];
    if (iterations < 1)
        iterations = 1;

    ism_search t = {.g = g, .cap = iterations + 1, .rng = rng};
    size_t np = (size_t)g->max_players, cap = (size_t)t.cap, ma = (size_t)g->max_actions;
    t.node = malloc(cap * sizeof *t.node);
    t.path = malloc(cap * sizeof *t.path);
    t.mover = malloc(cap);
    t.buf = malloc(ma * sizeof *t.buf);
    t.mark = malloc(ma);
    t.ret = malloc(2 * np * sizeof *t.ret);
    t.obs = malloc(g->state_size);
    t.work = malloc(g->state_size);
    uint32_t choice;
    if (!t.node || !t.path || !t.mover || !t.buf || !t.mark || !t.ret || !t.obs || !t.work) {
        choice = legal[splitmix64_below(rng, (uint32_t)n)];
        goto done;
    }
    t.reward = t.ret + np;

    g->observe(st, seat, t.obs);
    new_node(&t, -1, 0); /* the root */
    int it;
    for (it = 0; it < iterations; it++)
        iterate(&t, seat);

    /* The most visited root child among the real legal actions; ties go to the
     * larger total reward, then to the smaller action. */
    int32_t best = -1;
    int children = 0;
    for (int32_t c = t.node[0].child; c >= 0; c = t.node[c].sibling) {
        const ism_node *nd = &t.node[c];
        children++;
        bool ok = false;
        for (int i = 0; i < n && !ok; i++)
            ok = legal[i] == nd->action;
        if (!ok)
            continue;
        if (best < 0) {
            best = c;
            continue;
        }
        const ism_node *b = &t.node[best];
        if (nd->visits != b->visits ? nd->visits > b->visits
            : nd->reward != b->reward ? nd->reward > b->reward
                                      : nd->action < b->action)
            best = c;
    }
    choice = best >= 0 ? t.node[best].action : legal[splitmix64_below(rng, (uint32_t)n)];
    if (stats) {
        stats->iterations = it;
        stats->nodes = t.nnodes;
        stats->root_children = children;
        stats->best_visits = best >= 0 ? t.node[best].visits : 0;
    }

done:
    free(t.node);
    free(t.path);
    free(t.mover);
    free(t.buf);
    free(t.mark);
    free(t.ret);
    free(t.obs);
    free(t.work);
    return choice;
}

game_action bot_ismcts_choose(bot *self, const void *st, const game_action *legal, int n)
{
    if (n <= 0)
        return 0;
    if (n == 1)
        return legal[0];
    if (bot_guard_tripped(self, st))
        return legal[bot_rand_below(self, (uint32_t)n)];
    int iters = self->iterations > 0 ? self->iterations : ISMCTS_DEFAULT_ITERATIONS;
    return bot_ismcts_search(self->g, st, self->seat, iters, &self->rng, legal, n, NULL);
}
