/* unload.c - finished games leave memory (hub.h).
 *
 * With a store, the hub keeps only the games still going on.  A finished game
 * (over, or resigned) is dropped once nothing points at it any more (no
 * follower, no bot or hint job) and its last change is on disk; whoever names
 * it later (watch, join, view, record, list...) loads it again from the store,
 * checked as at start, and it leaves again when unused (srv_hub_lookup).  Which
 * games may leave, and their marking at each change, are the game table's
 * (hub.c: srv_hub_may_leave, srv_hub_mark_drop). */
#include <stdio.h>
#include <string.h>

#include "hub.h"

/* The game `id`: in memory, or a finished one loaded again from the store (a
 * stored game that fails its checks now is quarantined).  NULL when there is
 * none to serve. */
srv_game *srv_hub_lookup(srv_hub *h, const char *id)
{
    srv_game *x = srv_hub_find(h, id);
    if (x && x->stale)
        srv_multi_sync(h, x, SRV_SYNC_FOLLOW);
    if (x || !h->cfg.store || srv_hub_quarantined_why(h, id) || strlen(id) > SRV_ID_HEX)
        return x;
    srv_demand d = {.h = h};
    char err[256];
    if (srv_store_load_game(h->cfg.store, id, srv_hub_load_demanded, &d, err, sizeof err) != 0) {
        fprintf(stderr, "arnak: loading game %s: %s\n", id, err);
        return NULL;
    }
    if (d.found && !d.x) {
        srv_hub_quarantine(h, id, d.why);
        return NULL;
    }
    if (d.x && srv_hub_add_game(h, d.x) != 0) {
        srv_game_free(d.x);
        return NULL;
    }
    if (d.x)
        srv_hub_mark_drop(h, d.x);
    return d.x;
}

/* Whether a reply still waiting for its commit reports a change of x (an
 * unfinished game may change after it was marked: an act without a join). */
static bool awaited(const srv_hub *h, const srv_game *x)
{
    for (size_t i = 0; i < h->nout; i++)
        if (h->out[i].game == x)
            return true;
    return false;
}

/* At a flush: the marked games nothing points at whose last change is on
 * disk leave memory; those still followed wait for their followers to go. */
void srv_hub_drop_finished(srv_hub *h, uint64_t submitted, uint64_t committed)
{
    size_t k = 0;
    for (size_t i = 0; i < h->ndrop; i++) {
        srv_game *x = h->drop[i];
        if (x->unload_batch == UINT64_MAX)
            x->unload_batch = submitted;
        bool busy = x->subs || x->bot_queued || x->bot_wanted || x->hints > 0 || !srv_hub_may_leave(h, x);
        if (busy) {
            x->unloading = false; /* marked again when its last follower leaves */
            continue;
        }
        if (committed >= x->unload_batch && !awaited(h, x))
            srv_hub_remove(h, x);
        else
            h->drop[k++] = x;
    }
    h->ndrop = k;
}
