/* multi.c - several processes (hub.h, multi_sync.c): the others' notices and
 * the bot leases granted or lost, taken at each turn of the network loop,
 * and the store's conflicts (another process wrote a step first): what this
 * process acknowledged of that game becomes `stale`, and the game is read
 * again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"
#include "multi.h"

/* A notice of another process's commit. */
static void multi_notice(srv_hub *h, const srv_notice *n)
{
    if (n->kind == 'R') {
        for (size_t i = 0; i < h->nall; i++)
            h->all[i]->stale = true;
        for (size_t i = 0; i < h->nall; i++)
            if (h->all[i]->subs || h->all[i]->lease_held)
                srv_multi_sync(h, h->all[i], SRV_SYNC_FOLLOW);
        for (size_t i = 0; i < h->nall; i++) /* the others may have missed ours */
            if (h->all[i]->subs)
                srv_presence_announce(h, h->all[i]);
        return;
    }
    if (n->kind == 'D') {
        for (size_t i = 0; i < h->nall; i++)
            srv_presence_gone(h, h->all[i], n->from);
        return;
    }
    srv_game *x = srv_hub_find(h, n->id);
    if (!x)
        return; /* not held here: read when named */
    if (n->kind == 'p' || n->kind == 'q') {
        srv_presence_notice(h, x, n->from, n->kind, n->count);
        return;
    }
    if (n->kind == 'a' && (long long)x->rec->n == n->count && !x->stale)
        return; /* as far as here already (this process's own line) */
    if (x->subs || x->lease_held)
        srv_multi_sync(h, x, SRV_SYNC_FOLLOW);
    else
        x->stale = true;
}

/* The others' notices and the leases granted or lost, at each turn of the
 * network loop (pump). */
void srv_multi_take(srv_hub *h)
{
    srv_notice nv[256];
    int k;
    if (h->cfg.notify)
        while ((k = srv_notify_take(h->cfg.notify, nv, 256)) > 0)
            for (int i = 0; i < k; i++)
                multi_notice(h, &nv[i]);
    srv_lease_event ev[256];
    if (h->cfg.lease)
        while ((k = srv_lease_take(h->cfg.lease, ev, 256)) > 0)
            for (int i = 0; i < k; i++) {
                if (ev[i].orphan) {
                    /* its holder died: loaded here (or read again), its bots wanted */
                    srv_game *o = srv_hub_lookup(h, ev[i].id);
                    if (o && o->stale)
                        srv_multi_sync(h, o, SRV_SYNC_FOLLOW);
                    if (o)
                        srv_hub_want_bot(h, o);
                    continue;
                }
                srv_game *x = srv_hub_find(h, ev[i].id);
                if (!x) {
                    if (ev[i].granted)
                        srv_lease_drop(h->cfg.lease, ev[i].id);
                    continue;
                }
                x->lease_held = ev[i].granted;
                h->clock_next = 0; /* a clock this process may now play out */
                if (ev[i].granted && x->stale)
                    srv_multi_sync(h, x, SRV_SYNC_FOLLOW);
                if (ev[i].granted)
                    srv_hub_want_bot(h, x);
            }
}

/* The `stale` error for an acknowledgement that did not commit. */
static char *stale_text(const srv_outmsg *o, const srv_game *x)
{
    json_t *ack = json_loads(o->text, 0, NULL);
    const char *type = ack ? json_string_value(json_object_get(ack, "type")) : NULL;
    bool chat = type && strcmp(type, "chat_sent") == 0;
    json_t *e = json_pack("{s:s, s:s, s:s}", "type", "error", "code", "stale", "message",
                          chat ? "another server wrote in this game's chat at the same moment: "
                                 "the message was not kept; send it again"
                               : "another server committed this step first: the game is read "
                                 "again");
    json_t *id = ack ? json_object_get(ack, "id") : NULL;
    if (e && id)
        json_object_set(e, "id", id);
    if (e)
        json_object_set_new(e, "game_id", json_string(x->id));
    char *text = e ? game_json_dump(e) : NULL;
    json_decref(e);
    json_decref(ack);
    return text;
}

/* The store's conflicts: what was queued about the game from the conflict's
 * batch on is not delivered (its acknowledgements become `stale`), and the
 * game is read again; its later changes are then written again. */
void srv_multi_conflicts(srv_hub *h)
{
    srv_store_conflict cv[64];
    int k;
    while ((k = srv_store_conflicts(h->cfg.store, cv, 64)) > 0) {
        for (int i = 0; i < k; i++) {
            srv_game *x = srv_hub_find(h, cv[i].id);
            fprintf(stderr, "arnak: game %s: a step was committed by another process first; "
                            "read again\n", cv[i].id);
            for (size_t j = 0; x && j < h->nout; j++) {
                srv_outmsg *o = &h->out[j];
                if (o->game != x || o->batch < cv[i].from)
                    continue;
                char *text = o->is_ack ? stale_text(o, x) : NULL;
                free(o->text);
                o->text = text ? text : strdup("");
                o->len = text ? strlen(text) : 0;
                if (!text)
                    o->c = NULL; /* an update of a change that is not there */
                o->game = NULL;
                o->is_ack = false;
            }
            if (x)
                srv_multi_sync(h, x, SRV_SYNC_CONFLICT);
            srv_store_reloaded(h->cfg.store, cv[i].id);
        }
    }
}
