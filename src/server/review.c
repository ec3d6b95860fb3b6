/* review.c - the protocol's "review": after a game, one seat's decisions
 * judged by the `medium` bot (bot_review in src/ai, the terminal's review),
 * the costliest first, with what the bot preferred.
 *
 * Hidden information: bot_review judges each decision from the deciding
 * seat's observation at that moment, and only that seat's decisions are
 * judged; the answer's texts and action infos come from the same
 * observation (as views.c builds a view), and the hub sends it to that
 * seat alone.  The job holds a copy of the record (the seed included), which
 * never leaves the server.
 *
 * Time: the hub says up front how many decisions it judges and how long that
 * takes at most (each decision's search stops at its iterations or at its
 * share of the review's budget, whichever comes first), then runs it in the
 * bot pool, off the network thread. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <math.h>

#include "internal.h"

#define TEXT_MAX 512

int srv_review_prepare(srv_review_job *rv, const game_record *rec, int seat, int iters,
                       int total_ms, uint64_t seed)
{
    memset(rv, 0, sizeof *rv);
    rv->nitems = -1;
    int count = bot_review_count(rec, seat);
    if (count < 0)
        return -1;
    rv->rec = game_record_new(rec->g, &rec->setup);
    rv->items = calloc(rec->n + 1, sizeof *rv->items);
    if (!rv->rec || !rv->items) {
        srv_review_free(rv);
        return -1;
    }
    for (size_t i = 0; i < rec->n; i++)
        if (game_record_push(rv->rec, rec->actions[i]) != 0) {
            srv_review_free(rv);
            return -1;
        }
    rv->seat = seat;
    rv->iters = iters;
    /* each decision's share of the budget (at least a few milliseconds) */
    rv->ms = total_ms > 0 ? (count > 0 ? total_ms / count : total_ms) : 0;
    if (total_ms > 0 && rv->ms < SRV_REVIEW_MIN_MS)
        rv->ms = SRV_REVIEW_MIN_MS;
    rv->seed = seed;
    rv->count = count;
    return count;
}

void srv_review_run(srv_review_job *rv)
{
    char spec[BOT_SPEC_MAX];
    if (rv->ms > 0)
        snprintf(spec, sizeof spec, "medium:iters=%d,ms=%d", rv->iters, rv->ms);
    else
        snprintf(spec, sizeof spec, "medium:iters=%d", rv->iters);
    rv->nitems = bot_review(rv->rec, spec, rv->seat, rv->seed, rv->items, rv->rec->n + 1, rv->err,
                            sizeof rv->err);
}

void srv_review_free(srv_review_job *rv)
{
    if (!rv)
        return;
    game_record_free(rv->rec);
    free(rv->items);
    rv->rec = NULL;
    rv->items = NULL;
}

/* One action at a decision, as the seat read it then: canonical text, the
 * seat's label, the structured info (for the page's board), its value. */
static json_t *action_json(const game_def *g, const void *obs, int seat, game_action a,
                           double value, bool searched)
{
    char canon[TEXT_MAX], label[TEXT_MAX];
    if (g->action_to_string(obs, a, canon, sizeof canon) < 0)
        canon[0] = '\0';
    if (g->action_text(obs, a, seat, label, sizeof label) < 0)
        label[0] = '\0';
    double v = value < 0 ? 0 : value > 1 ? 1 : value;
    json_t *j = json_pack("{s:s, s:s}", "text", canon, "label", label);
    if (!j)
        return NULL;
    json_object_set_new(j, "value", searched ? json_integer(lround(v * 1000.0)) : json_null());
    if (g->action_info) {
        json_t *info = g->action_info(obs, a);
        json_object_set_new(j, "info", info ? info : json_null());
    }
    return j;
}

/* The item of decision it, from the seat's observation obs before it. */
static json_t *item_json(const game_def *g, const void *obs, int seat, const bot_review_item *it)
{
    char text[TEXT_MAX];
    if (g->decision_text(obs, seat, text, sizeof text) < 0)
        text[0] = '\0';
    double loss = it->loss < 0 ? 0 : it->loss > 1 ? 1 : it->loss;
    json_t *j = json_pack("{s:I, s:s, s:I, s:o, s:o}", "n", (json_int_t)it->decision, "decision",
                          text, "loss", (json_int_t)lround(loss * 1000.0), "chosen",
                          action_json(g, obs, seat, it->a, it->chosen, it->searched), "best",
                          action_json(g, obs, seat, it->best_a, it->best, true));
    if (j && g->round)
        json_object_set_new(j, "round", json_integer(g->round(obs)));
    return j;
}

json_t *srv_review_json(const srv_review_job *rv, int shown)
{
    const game_record *rec = rv->rec;
    const game_def *g = rec->g;
    if (shown > SRV_REVIEW_SHOWN)
        shown = SRV_REVIEW_SHOWN;
    int show = rv->nitems < shown ? rv->nitems : shown;
    void *st = malloc(g->state_size), *obs = malloc(g->state_size);
    json_t *list = json_array();
    bool ok = st && obs && list && show >= 0 && game_record_rebuild(rec, 0, st, NULL, 0) == GAME_OK;
    json_t *slot[SRV_REVIEW_SHOWN] = {NULL};
    /* one replay: each shown decision is built at its place, listed costliest first */
    for (size_t i = 0; ok && i < rec->n; i++) {
        for (int k = 0; k < show && ok; k++) {
            if (rv->items[k].decision != i + 1)
                continue;
            ok = g->observe(st, rv->seat, obs) == GAME_OK &&
                 (slot[k] = item_json(g, obs, rv->seat, &rv->items[k])) != NULL;
        }
        ok = ok && g->apply(st, rec->actions[i]) == GAME_OK;
    }
    for (int k = 0; k < show; k++) {
        if (ok && slot[k])
            json_array_append_new(list, slot[k]);
        else
            json_decref(slot[k]);
    }
    free(st);
    free(obs);
    if (!ok) {
        json_decref(list);
        return NULL;
    }
    return list;
}
