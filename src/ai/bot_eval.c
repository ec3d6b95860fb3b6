/* bot_eval.c - a learned judgement of a position, for any game: a linear
 * model per round over the player's score by category (g->score_parts) and
 * the game's own heuristic, fitted to the final score the player reached in
 * recorded bot games.  Its weights are data (bot_eval_weights.c, written by
 * `arnak arena --train-eval`), its inference a dot product.
 *
 * Why: the game's heuristic is hand-made and prices things by their face
 * value; a fit to final scores learns, round by round, what a point of
 * research or a card is worth by the end of the game, and how much the
 * heuristic's view beyond banked points (resources, cards, plans) counts.  A game without a
 * table (or whose score categories changed since the fit) falls back to its
 * heuristic.
 */
#include "bot.h"

#include <string.h>

const bot_eval_table *bot_eval_find(const game_def *g)
{
    if (!g)
        return NULL;
    for (int i = 0; i < bot_eval_ntables; i++) {
        const bot_eval_table *t = &bot_eval_tables[i];
        if (strcmp(t->game, g->name) != 0 || t->nparts != g->nscore_parts || !g->score_parts)
            continue;
        bool same = true;
        for (int k = 0; k < t->nparts && same; k++)
            same = strcmp(t->parts[k], g->score_part_names[k]) == 0;
        if (same)
            return t;
    }
    return NULL;
}

int bot_eval_features(const game_def *g, const void *st, int p, double *x)
{
    int parts[BOT_EVAL_MAX_PARTS];
    int n = g->nscore_parts < BOT_EVAL_MAX_PARTS ? g->nscore_parts : BOT_EVAL_MAX_PARTS;
    if (!g->score_parts || g->score_parts(st, p, parts, n) < 0)
        n = 0;
    for (int k = 0; k < n; k++)
        x[k] = parts[k];
    /* What the heuristic sees beyond the points banked (resources, cards,
     * plans): its own weight, apart from the categories. */
    x[n] = g->heuristic ? g->heuristic(st, p) - (double)g->score(st, p) : 0.0;
    x[n + 1] = 1.0;
    return n + 2;
}

int bot_eval_round(const game_def *g, const void *st, int rounds)
{
    int r = g->round ? g->round(st) : 1;
    return r < 1 ? 0 : r > rounds ? rounds - 1 : r - 1;
}

double bot_eval_learned(const bot_eval_table *t, const game_def *g, const void *st, int p)
{
    if (g->is_over(st))
        return (double)g->score(st, p);
    double x[BOT_EVAL_MAX_PARTS + 2];
    int nf = bot_eval_features(g, st, p, x);
    const double *w = t->w + (size_t)bot_eval_round(g, st, t->rounds) * (size_t)nf;
    double v = 0.0;
    for (int k = 0; k < nf; k++)
        v += w[k] * x[k];
    return v;
}
