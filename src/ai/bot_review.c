/* bot_review.c - the review after a game: each decision of a player that had
 * a choice is judged by a search bot (bot_analyze), and the decisions where
 * the chosen action lost the most value come first.  `arnak arena --review`,
 * the terminal's offer after a game and the protocol's "review" message
 * (src/server) all run this one loop.
 *
 * Hidden information: the bot judges each decision from the deciding
 * player's observation at that moment (g->observe), never from the real
 * state: a review tells a player nothing they could not see when they
 * decided, even when it runs after the game, when the record holds the seed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"

/* The splitmix64 finaliser: the seed of decision i's judge (the same
 * numbers `arnak arena` derives its deals with). */
static uint64_t mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

static uint64_t decision_seed(uint64_t seed, size_t i)
{
    return mix64(seed + 0x9E3779B97F4A7C15ULL * (uint64_t)i) & ((1ULL << 53) - 1);
}

/* The decisions a review judges: a choice, by `only` (or anyone). */
static bool reviewed(int n, int p, int only)
{
    return n > 1 && p >= 0 && (only < 0 || p == only);
}

int bot_review_count(const game_record *rec, int only)
{
    if (!rec || !rec->g)
        return -1;
    const game_def *g = rec->g;
    void *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    int count = -1;
    if (st && legal && game_record_rebuild(rec, 0, st, NULL, 0) == GAME_OK) {
        count = 0;
        for (size_t i = 0; i < rec->n && count >= 0; i++) {
            if (reviewed(g->legal_actions(st, legal), g->current_player(st), only))
                count++;
            if (g->apply(st, rec->actions[i]) != GAME_OK)
                count = -1;
        }
    }
    free(st);
    free(legal);
    return count;
}

/* Positions timed for the estimate, spread evenly over the reviewed decisions
 * (the early ones search longer playouts than the late ones). */
#define REVIEW_PLAN_SAMPLES 3

/* The judge of decision i (by player p), from p's observation of st into obs. */
static int judge(const game_def *g, const char *spec, int p, uint64_t seed, const void *st,
                 void *obs, bot *b, char *err, size_t n)
{
    if (g->observe(st, p, obs) != GAME_OK) {
        if (err && n)
            snprintf(err, n, "no observation of player %d", p + 1);
        return -1;
    }
    return bot_create_checked(b, g, spec, p, seed, err, n);
}

int bot_review_plan(const game_record *rec, const char *spec, int only, uint64_t seed,
                    double *seconds)
{
    if (!seconds)
        return -1;
    *seconds = 0.0;
    int count = bot_review_count(rec, only);
    if (count <= 0)
        return count;
    const game_def *g = rec->g;
    void *st = malloc(g->state_size), *obs = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    double spent = 0.0;
    int timed = 0, k = 0, next = 0;
    bool ok = st && obs && legal && game_record_rebuild(rec, 0, st, NULL, 0) == GAME_OK;
    for (size_t i = 0; ok && i < rec->n && timed < REVIEW_PLAN_SAMPLES; i++) {
        int p = g->current_player(st);
        if (reviewed(g->legal_actions(st, legal), p, only)) {
            /* sample s at the middle of the s-th of REVIEW_PLAN_SAMPLES stretches */
            if (k == (2 * next + 1) * count / (2 * REVIEW_PLAN_SAMPLES)) {
                bot b;
                ok = judge(g, spec, p, decision_seed(seed, i), st, obs, &b, NULL, 0) == 0;
                double t = ok ? bot_analyze_seconds(&b, obs) : -1.0;
                if (ok)
                    bot_destroy(&b);
                if (t >= 0.0) {
                    spent += t;
                    timed++;
                }
                next++;
            }
            k++;
        }
        ok = ok && g->apply(st, rec->actions[i]) == GAME_OK;
    }
    free(st);
    free(obs);
    free(legal);
    if (!ok)
        return -1;
    *seconds = timed ? spent / timed * count : 0.0;
    return count;
}

/* Costliest first; equal losses in the order of the game. */
static int by_loss(const void *pa, const void *pb)
{
    const bot_review_item *a = pa, *b = pb;
    if (a->loss != b->loss)
        return a->loss < b->loss ? 1 : -1;
    return a->decision < b->decision ? -1 : a->decision > b->decision;
}

/* One judged decision from the analysis v[0..k) of it. */
static bot_review_item item_of(size_t i, int p, game_action chosen, const bot_option_value *v,
                               int k)
{
    bot_review_item it = {
        .decision = i + 1, .player = p, .a = chosen, .best_a = v[0].action, .best = v[0].value};
    for (int j = 0; j < k; j++)
        if (v[j].action == chosen) {
            it.chosen = v[j].value;
            it.searched = true;
        }
    it.loss = it.searched ? it.best - it.chosen : it.best;
    return it;
}

int bot_review_judge(const game_def *g, const void *st, const char *spec, uint64_t seed,
                     size_t decision, game_action chosen, bot_review_item *item, char *err,
                     size_t n)
{
    if (!g || !st || !spec || !item || decision < 1 || g->is_over(st)) {
        if (err && n)
            snprintf(err, n, "bad argument");
        return -1;
    }
    int p = g->current_player(st);
    void *obs = malloc(g->state_size);
    bot_option_value *v = malloc(sizeof *v * (size_t)g->max_actions);
    int rc = -1;
    bot b;
    if (!obs || !v) {
        if (err && n)
            snprintf(err, n, "out of memory");
    } else if (judge(g, spec, p, seed, st, obs, &b, err, n) == 0) {
        /* the search and the ranking of its options see the observation only */
        int k = bot_analyze(&b, obs, v, g->max_actions);
        bot_destroy(&b);
        if (k > 0)
            *item = item_of(decision - 1, p, chosen, v, k);
        rc = k > 0;
        if (k < 0 && err && n)
            snprintf(err, n, "the analysis failed (out of memory)");
    }
    free(obs);
    free(v);
    return rc;
}

int bot_review(const game_record *rec, const char *spec, int only, uint64_t seed,
               bot_review_item *items, size_t max, char *err, size_t n)
{
    if (!rec || !rec->g || !spec || (!items && max > 0)) {
        if (err && n)
            snprintf(err, n, "bad argument");
        return -1;
    }
    const game_def *g = rec->g;
    void *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    int nitems = -1;
    if (!st || !legal) {
        if (err && n)
            snprintf(err, n, "out of memory");
        goto done;
    }
    if (game_record_rebuild(rec, 0, st, err, n) != GAME_OK)
        goto done;
    nitems = 0;
    for (size_t i = 0; i < rec->n; i++) {
        int p = g->current_player(st);
        if (reviewed(g->legal_actions(st, legal), p, only) && (size_t)nitems < max) {
            int k = bot_review_judge(g, st, spec, decision_seed(seed, i), i + 1, rec->actions[i],
                                     &items[nitems], err, n);
            if (k < 0) {
                nitems = -1;
                goto done;
            }
            nitems += k;
        }
        if (g->apply(st, rec->actions[i]) != GAME_OK) {
            if (err && n)
                snprintf(err, n, "decision %zu does not replay", i + 1);
            nitems = -1;
            goto done;
        }
    }
    qsort(items, (size_t)nitems, sizeof *items, by_loss);
done:
    free(st);
    free(legal);
    return nitems;
}
