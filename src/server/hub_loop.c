/* hub_loop.c - what the transports call at each turn of their loop (hub.h):
 * the turn's changes submitted to the store and what is on disk delivered,
 * the bot pool's answers applied, and the hub made (its stored games
 * restored) and freed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

/* Submits this turn's changes, then delivers every message whose batch is on
 * disk (hub.c: in order, a connection never sees a reply before an earlier one). */
static int pump(srv_hub *h, bool wait)
{
    if (h->err[0]) {
        fprintf(stderr, "arnak: %s\n", h->err);
        return -1;
    }
    srv_multi_take(h);
    uint64_t committed = UINT64_MAX, b = 0;
    if (h->cfg.store) {
        b = srv_store_submit(h->cfg.store);
        srv_hub_number(h, b);
        char err[256] = "";
        if (wait)
            srv_store_wait(h->cfg.store, b, err, sizeof err);
        committed = srv_store_committed(h->cfg.store, err, sizeof err);
        srv_multi_conflicts(h);
        /* the views a conflict queued wait for the batch just submitted: after
         * it in order, like everything else queued before it (an unnumbered
         * message would go out at once and leave the count of numbered ones
         * behind, so that a later acknowledgement went out before its commit) */
        srv_hub_number(h, b);
        if (err[0]) {
            fprintf(stderr, "arnak: %s\n", err);
            return -1;
        }
    }
    srv_hub_deliver(h, committed);
    srv_hub_drop_finished(h, b, committed);
    return 0;
}

int srv_hub_flush(srv_hub *h) { return pump(h, true); }

int srv_hub_pump(srv_hub *h) { return pump(h, false); }

void srv_hub_bots(srv_hub *h)
{
    if (!h->pool)
        return;
    srv_bot_job *job;
    while ((job = srv_botpool_take(h->pool))) {
        if (job->hint || job->review) {
            if (job->review)
                srv_review_done(h, job);
            else
                srv_hint_done(h, job);
            srv_bot_job_free(job);
            continue;
        }
        srv_game *x = job->owner;
        x->bot_queued = false;
        srv_hub_mark_drop(h, x);
        int p = srv_game_bot_to_move(x);
        bool moved_on = x->bot_stale || (h->cfg.lease && !x->lease_held);
        x->bot_stale = false;
        if (p >= 0 && job->seq == x->seq && !moved_on) {
            x->seat[p].b = job->b;
            srv_hub_apply(h, x, job->choice);
        } else {
            srv_hub_want_bot(h, x); /* the game moved on (undo): think again */
        }
        free(job->st);
        free(job);
    }
}

srv_hub *srv_hub_new(const srv_hub_config *cfg, char *err, size_t n)
{
    srv_hub *h = calloc(1, sizeof *h);
    if (!h || !(h->buckets = calloc(SRV_HASH_BUCKETS, sizeof *h->buckets))) {
        free(h);
        snprintf(err, n, "out of memory");
        return NULL;
    }
    h->cfg = *cfg;
    if (!(h->rematches = srv_rematches_new())) {
        free(h->buckets);
        free(h);
        snprintf(err, n, "out of memory");
        return NULL;
    }
    if (cfg->store) {
        srv_store_set_wake(cfg->store, cfg->wake, cfg->ctx);
        if (srv_hub_load(h, err, n) != 0) {
            srv_hub_free(h);
            return NULL;
        }
        if (srv_store_problem(cfg->store)[0])
            fprintf(stderr, "arnak: store: %s\n", srv_store_problem(cfg->store));
    }
    if (cfg->bot_threads > 0) {
        h->pool = srv_botpool_new(cfg->bot_threads, cfg->wake, cfg->ctx);
        if (!h->pool) {
            snprintf(err, n, "cannot start the bot threads");
            srv_hub_free(h);
            return NULL;
        }
    } else if (!cfg->frozen) {
        for (size_t i = 0; i < h->nall; i++)
            srv_hub_run_bots(h, h->all[i]);
    }
    return h;
}

void srv_hub_free(srv_hub *h)
{
    if (!h)
        return;
    srv_botpool_free(h->pool); /* joins the threads before the games go */
    while (h->hints) {
        srv_pending *ph = h->hints;
        h->hints = ph->next;
        json_decref(ph->id);
        free(ph);
    }
    for (size_t i = 0; i < h->nout; i++)
        free(h->out[i].text);
    free(h->out);
    for (size_t i = 0; i < h->nall; i++)
        srv_game_free(h->all[i]);
    free(h->all);
    free(h->want);
    free(h->drop);
    free(h->quar);
    free(h->buckets);
    srv_rematches_free(h->rematches);
    json_decref(h->captured);
    free(h);
}
