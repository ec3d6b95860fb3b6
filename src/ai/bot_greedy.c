/* bot_greedy.c - one-step lookahead on the game's heuristic, for any game.
 *
 * For every legal action the bot copies its OWN view of the state, applies
 * the action there and rates the result for its seat with g->heuristic (the
 * game's hook; g->score when the game has none).  The view is g->observe for
 * its seat followed by g->determinize with a seed from the bot's generator:
 * determinizing only reshuffles what the seat cannot see, so the view still
 * holds nothing hidden.  Whatever it "draws" there is a guess, never the real
 * card, so the choice cannot depend on hidden information.
 *
 * A decision is often one small step ("dig P3", then "pay fear", then the
 * site's choices), so rating the state right after the first step would miss
 * what the action brings.  Each candidate is therefore completed greedily: the
 * bot's own later steps of the same action (g->in_step) are taken one by one,
 * each the best by the heuristic.  Ties are broken by the bot's own generator.
 *
 * The "playout" bot is the policy of the levels' playouts (rollout=follow) on
 * its own: each candidate's later steps followed by their first options, then
 * rated, and a uniform choice at rate BOT_PLAYOUT_EPSILON (the search's
 * default eps).  It lets that policy be measured and tuned
 * (`arnak tune --bot playout`).
 */
#include "bot.h"

#include <stdlib.h>
#include <string.h>

#define GREEDY_COMPLETION_STEPS 12

static double rate(const game_def *g, const void *st, int me)
{
    return g->heuristic ? g->heuristic(st, me) : (double)g->score(st, me);
}

static int cmp_action(const void *a, const void *b)
{
    game_action x = *(const game_action *)a, y = *(const game_action *)b;
    return (x > y) - (x < y);
}

typedef struct {
    const game_def *g;
    int me;
    game_action *sub; /* g->max_actions */
    unsigned char *next, *cand;
} greedy_work;

/* The playout policy's cheap completion: each later step by its first
 * option, unjudged (bot_ismcts.c: follow_steps). */
static void follow_steps(greedy_work *w, unsigned char *st)
{
    const game_def *g = w->g;
    for (int k = 0; k < GREEDY_COMPLETION_STEPS; k++) {
        if (!g->in_step || !g->in_step(st) || g->current_player(st) != w->me)
            return;
        if (g->legal_actions(st, w->sub) <= 0)
            return;
        g->apply_trusted(st, w->sub[0]);
    }
}

static void complete_steps(greedy_work *w, unsigned char *st)
{
    const game_def *g = w->g;
    for (int k = 0; k < GREEDY_COMPLETION_STEPS; k++) {
        if (!g->in_step || !g->in_step(st) || g->current_player(st) != w->me)
            return;
        int m = g->legal_actions(st, w->sub);
        if (m <= 0)
            return;
        double best = 0.0;
        game_action pick = w->sub[0];
        for (int i = 0; i < m; i++) {
            memcpy(w->next, st, g->state_size);
            g->apply_trusted(w->next, w->sub[i]);
            double v = rate(g, w->next, w->me);
            if (i == 0 || v > best + 1e-9) {
                best = v;
                pick = w->sub[i];
            }
        }
        g->apply_trusted(st, pick);
    }
}

/* complete: finish each candidate's own sub-steps, each the best by the
 * judgement, before rating it (the greedy bot); else follow them by their
 * first options, with a uniform step at rate BOT_PLAYOUT_EPSILON (the search's
 * playout policy, rollout=follow). */
static game_action choose(bot *self, const void *st, const game_action *legal, int n, bool complete)
{
    if (n <= 0)
        return 0;
    if (bot_guard_tripped(self, st) || n == 1)
        return legal[bot_rand_below(self, (uint32_t)n)];
    if (!complete && (double)(bot_rand(self) >> 11) * 0x1.0p-53 < BOT_PLAYOUT_EPSILON)
        return legal[bot_rand_below(self, (uint32_t)n)];

    const game_def *g = self->g;
    int me = self->seat;
    size_t sz = g->state_size;
    unsigned char *obs = malloc(sz), *cand = malloc(sz), *next = malloc(sz);
    game_action *seen = malloc(sizeof *seen * (size_t)g->max_actions);
    game_action *sub = malloc(sizeof *sub * (size_t)g->max_actions);
    game_action choice = legal[0];
    int nbest = 0;
    if (!obs || !cand || !next || !seen || !sub || g->observe(st, me, obs) != GAME_OK)
        goto done;
    /* One sampled world for all candidates, so that they are compared on the
     * same guess of the hidden cards. */
    g->determinize(obs, me, bot_rand(self));

    /* The view should offer exactly the same choices; an action it does not
     * offer is never applied unchecked (it is simply not rated). */
    int nseen = g->legal_actions(obs, seen);
    greedy_work w = {g, me, sub, next, cand};
    double best = 0.0;
    for (int i = 0; i < n; i++) {
        if (!bsearch(&legal[i], seen, (size_t)nseen, sizeof seen[0], cmp_action))
            continue;
        memcpy(cand, obs, sz);
        g->apply_trusted(cand, legal[i]);
        if (complete)
            complete_steps(&w, cand);
        else if (!(g->in_step && g->in_step(obs)))
            follow_steps(&w, cand); /* a main action, as the playouts do */
        double v = rate(g, cand, me);
        if (nbest == 0 || v > best + 1e-9) {
            best = v;
            nbest = 1;
            choice = legal[i];
        } else if (v > best - 1e-9) {
            /* Reservoir sampling: each tied action ends up equally likely. */
            nbest++;
            if (bot_rand_below(self, (uint32_t)nbest) == 0)
                choice = legal[i];
        }
    }
done:
    if (nbest == 0) /* nothing rated (or out of memory): any legal action */
        choice = legal[bot_rand_below(self, (uint32_t)n)];
    free(obs);
    free(cand);
    free(next);
    free(seen);
    free(sub);
    return choice;
}

game_action bot_greedy_choose(bot *self, const void *st, const game_action *legal, int n)
{
    return choose(self, st, legal, n, true);
}

game_action bot_playout_choose(bot *self, const void *st, const game_action *legal, int n)
{
    return choose(self, st, legal, n, false);
}
