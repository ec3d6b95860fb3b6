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

#include "core/splitmix.h"
#include "hub.h"

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

/* -------------------------------------------------------- the messages */

/* A review's job in the pool (any thread), and what it holds. */
static void review_run(srv_bot_job *job) { srv_review_run(job->review); }

static void review_release(srv_bot_job *job)
{
    srv_review_free(job->review);
    free(job->review);
    job->review = NULL;
}

/* The review's seed: fixed per game and seat, so that `arnak proto` answers
 * the same review the same way. */
static uint64_t review_seed(const srv_game *x, int seat)
{
    uint64_t v = 0x726576696577ULL; /* "review" */
    for (const char *p = x->id; *p; p++)
        v = (v ^ (uint8_t)*p) * 0x100000001b3ULL;
    v ^= (uint64_t)seat * 0x9E3779B97F4A7C15ULL;
    return splitmix64(&v);
}

static json_t *review_message(const srv_game *x, int seat, int judged, json_t *items,
                              json_t *curve)
{
    if (!items || !curve) {
        json_decref(items);
        json_decref(curve);
        return NULL;
    }
    return json_pack("{s:s, s:s, s:i, s:s, s:i, s:o, s:o}", "type", "review", "game_id", x->id,
                     "seat", seat, "judge", "medium", "decisions", judged, "items", items, "curve",
                     curve);
}

/* A finished review of the game at seq: its answer built, and kept for the
 * seat while the game stays at that seq. */
static json_t *review_finish(srv_game *x, const srv_review_job *rv, uint64_t seq)
{
    json_t *items = rv->nitems >= 0 ? srv_review_json(rv, SRV_REVIEW_SHOWN) : NULL;
    json_t *curve = items ? srv_review_curve(rv) : NULL;
    if (seq == x->seq && items && curve) {
        /* kept as one text: the items and the curve (replay.c) */
        json_t *both = json_pack("{s:O, s:O}", "items", items, "curve", curve);
        free(x->review[rv->seat]);
        x->review[rv->seat] = both ? json_dumps(both, JSON_COMPACT) : NULL;
        json_decref(both);
        x->reviewed[rv->seat] = rv->nitems;
        x->review_seq[rv->seat] = seq;
    }
    return review_message(x, rv->seat, rv->nitems, items, curve);
}

static void review_failed(srv_hub *h, srv_conn *c, const json_t *id, const srv_review_job *rv)
{
    srv_hub_refuse(h, c, id, "internal", "the review could not run: %s",
                   rv->nitems < 0 && rv->err[0] ? rv->err : "out of memory");
}

/* The seat's costliest decisions of a finished game by the medium bot's
 * judgement (review.c): first "review_started" with the number of decisions
 * and the most seconds it takes, then "review" (both carry the request's id).
 * A running game is refused: the judgement would advise the seat's next
 * moves.  arnak proto judges at once by iterations alone (a session replays
 * exactly); arnak serve queues it to the bot pool with a time budget.  A
 * review made before is answered at once (both answers, "seconds": 0). */
void srv_msg_review(srv_req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    if (!srv_game_done(x)) {
        srv_hub_refuse(r->h, r->c, r->id, "not_over",
                       "a review is for a finished game: during the game it would advise the "
                       "next moves");
        return;
    }
    if (x->review[seat] && x->review_seq[seat] == x->seq) {
        /* the same two answers as a review made now (a finished game may
         * have left memory since, and then it is made again) */
        json_t *both = json_loads(x->review[seat], 0, NULL);
        json_t *m = review_message(x, seat, x->reviewed[seat],
                                   json_incref(json_object_get(both, "items")),
                                   json_incref(json_object_get(both, "curve")));
        json_decref(both);
        if (m) {
            srv_hub_send_to(r->h, r->c, r->id,
                  json_pack("{s:s, s:s, s:i, s:i, s:i}", "type", "review_started", "game_id", x->id,
                            "seat", seat, "decisions", x->reviewed[seat], "seconds", 0));
            srv_hub_send_to(r->h, r->c, r->id, m);
        }
        else
            srv_hub_refuse(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    for (srv_pending *ph = r->h->hints; ph; ph = ph->next)
        if (ph->review && ph->c == r->c) {
            srv_hub_refuse(r->h, r->c, r->id, "busy",
                           "this connection's review is running: wait for its answer");
            return;
        }
    if (r->h->pool && r->h->nreviews >= SRV_MAX_REVIEWS) {
        srv_hub_refuse(r->h, r->c, r->id, "busy", "%d reviews are running: ask again soon",
                       r->h->nreviews);
        return;
    }
    int iters = r->h->cfg.review_iters > 0 ? r->h->cfg.review_iters : SRV_REVIEW_ITERS;
    int total_ms = r->h->pool ? (r->h->cfg.limits ? r->h->cfg.limits->review_ms : SRV_REVIEW_MS) : 0;
    srv_review_job *rv = calloc(1, sizeof *rv);
    int count = rv ? srv_review_prepare(rv, x->rec, seat, iters, total_ms, review_seed(x, seat)) : -1;
    if (count < 0) {
        free(rv);
        srv_hub_refuse(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    /* the most it takes in the pool: each decision's budget, with a quarter
     * and a second more for what a search does past its clock (its last
     * playout, ranking the options) and the queue */
    long long most_ms = rv->ms > 0 ? (long long)rv->ms * count * 5 / 4 + 1000 : 0;
    srv_hub_send_to(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:i, s:i, s:I}", "type", "review_started", "game_id", x->id,
                    "seat", seat, "decisions", count, "seconds",
                    (json_int_t)((most_ms + 999) / 1000)));
    if (!r->h->pool) {
        srv_review_run(rv);
        json_t *m = review_finish(x, rv, x->seq);
        if (m)
            srv_hub_send_to(r->h, r->c, r->id, m);
        else
            review_failed(r->h, r->c, r->id, rv);
        srv_review_free(rv);
        free(rv);
        return;
    }
    srv_pending *ph = calloc(1, sizeof *ph);
    srv_bot_job *job = calloc(1, sizeof *job);
    if (!ph || !job) {
        free(ph);
        free(job);
        srv_review_free(rv);
        free(rv);
        srv_hub_refuse(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    *job = (srv_bot_job){.review = rv, .pending = ph, .run = review_run,
                         .release = review_release};
    ph->review = true;
    srv_hub_pending_submit(r, x, job, ph);
}

/* A finished review job (network thread): kept, and answered if the asker
 * is still there. */
void srv_review_done(srv_hub *h, srv_bot_job *job)
{
    srv_pending *ph = job->pending;
    srv_hub_pending_take(h, ph);
    srv_game *x = job->owner;
    json_t *m = review_finish(x, job->review, job->seq);
    if (ph->c) {
        if (m)
            srv_hub_send_to(h, ph->c, ph->id, m);
        else
            review_failed(h, ph->c, ph->id, job->review);
    } else {
        json_decref(m);
    }
    srv_hub_pending_free(h, x, ph);
}
