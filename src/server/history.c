/* history.c - what happened in a game (hub.h): "events" (the log since a
 * seq), "history" (the whole story as the viewer may know it, paged),
 * "record" (once the game is over) and "view_at" (the viewer's view after
 * the story's first n steps). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

/* The viewer's view after the first n steps of the story (n = 0: the start),
 * of a running or a finished game: built from the viewer's observation then
 * (views.c), so it shows what the viewer saw at that moment and nothing
 * else; the page shows a reviewed decision with it. */
void srv_msg_view_at(srv_req *r)
{
    srv_game *x = r->x;
    long long n = -1;
    if (!srv_req_int(r, "n", 0, INT64_MAX, &n))
        return;
    if (n < 0 || (size_t)n > x->rec->n) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'n' must be a step 0..%zu of the story",
                       x->rec->n);
        return;
    }
    void *st = malloc(x->g->state_size);
    char err[256] = "out of memory";
    json_t *v = st && game_record_rebuild(x->rec, (size_t)n, st, err, sizeof err) == GAME_OK
                    ? srv_view_json(x->g, st, r->seat, r->c->brief)
                    : NULL;
    free(st);
    if (!v) {
        srv_hub_refuse(r->h, r->c, r->id, "internal", "the view cannot be rebuilt: %s", err);
        return;
    }
    srv_hub_send_to(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:o, s:I, s:I, s:o}", "type", "view_at", "game_id", x->id, "seat",
                    r->seat >= 0 ? json_integer(r->seat) : json_null(), "n", (json_int_t)n,
                    "total", (json_int_t)x->rec->n, "view", v));
}

void srv_msg_events(srv_req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    long long since = -1;
    if (!srv_req_int(r, "since", 0, INT64_MAX, &since))
        return;
    if (since < 0) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'since' (a seq) is missing");
        return;
    }
    json_t *list = json_array();
    if (seat == SRV_SPECTATOR)
        srv_game_log_spectators(x, (uint64_t)since + 1, 0);
    uint64_t first = x->seq > SRV_LOG_KEEP ? x->seq - SRV_LOG_KEEP + 1 : 1;
    /* Entries are numbered 1..seq; entries since a restart only. */
    bool resync = (uint64_t)since + 1 < first;
    for (uint64_t s = (uint64_t)since + 1; !resync && s <= x->seq; s++) {
        const srv_log_entry *e = &x->log[s % SRV_LOG_KEEP];
        const char *t = e->seq == s ? e->text[seat + 1] : NULL;
        json_t *j = t ? json_loads(t, 0, NULL) : NULL;
        if (!j) {
            resync = true;
            break;
        }
        json_array_append_new(list, j);
    }
    if (resync)
        json_array_clear(list);
    srv_hub_send_to(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:I, s:b, s:o}", "type", "events", "game_id", x->id, "seq",
                    (json_int_t)x->seq, "resync", resync, "events", list));
}

/* The story's places: every action in force, each time a seat's clock ran
 * out (its timeout, kept with the clock: clocks.c) and each takeover after
 * the actions before it (a timeout first; seats taken over by an older arnak,
 * whose moment was not kept, are not in it), and a resignation last.  Walked
 * from its start. */
typedef struct {
    const srv_game *x;
    int order[GAME_MAX_PLAYERS]; /* the seats taken over, in story order */
    int ntaken, k;               /* how many; how many passed */
    int nouts, ko;               /* the clock's timeouts; how many passed */
    size_t i;                    /* the actions passed */
} story_walk;

static story_walk story_start(const srv_game *x)
{
    story_walk w = {.x = x, .nouts = srv_clock_outs_until(&x->clock, (long long)x->rec->n)};
    for (int p = 0; p < x->np; p++) {
        if (!x->seat[p].taken || x->seat[p].taken_at < 0)
            continue;
        int j = w.ntaken++;
        for (; j > 0 && x->seat[w.order[j - 1]].taken_at > x->seat[p].taken_at; j--)
            w.order[j] = w.order[j - 1];
        w.order[j] = p;
    }
    return w;
}

static size_t story_total(const story_walk *w)
{
    return w->x->rec->n + (size_t)w->ntaken + (size_t)w->nouts + (w->x->resigned >= 0);
}

/* The seat whose time ran out at the walk's place, or -1. */
static int story_timeout(const story_walk *w)
{
    if (w->ko >= w->nouts)
        return -1;
    const srv_clock_out *o = &w->x->clock.outs[w->ko];
    return (size_t)o->at <= w->i ? o->seat : -1;
}

/* The seat taken over at the walk's place, or -1 (an action or the resignation). */
static int story_takeover(const story_walk *w)
{
    return w->k < w->ntaken && (size_t)w->x->seat[w->order[w->k]].taken_at <= w->i
               ? w->order[w->k]
               : -1;
}

static void story_pass(story_walk *w)
{
    if (story_timeout(w) >= 0)
        w->ko++;
    else if (story_takeover(w) >= 0)
        w->k++;
    else
        w->i++;
}

/* The step at the walk's place (n: its number in the story), after the state
 * st of the steps before it; st moves on past it.  NULL when out of memory or
 * the record does not replay (it did when the game was loaded). */
static json_t *story_step(const story_walk *w, size_t n, void *st, void *before, int seat)
{
    const srv_game *x = w->x;
    const game_def *g = x->g;
    int out = story_timeout(w), taken = out < 0 ? story_takeover(w) : -1;
    if (out >= 0)
        return json_pack("{s:s, s:i, s:s, s:I}", "kind", "timeout", "player", out, "then", "play",
                         "n", (json_int_t)n);
    if (taken >= 0)
        return json_pack("{s:s, s:i, s:s, s:I}", "kind", "takeover", "player", taken, "reason",
                         x->seat[taken].taken_why, "n", (json_int_t)n);
    if (w->i == x->rec->n)
        return json_pack("{s:s, s:i, s:I}", "kind", "resign", "player", x->resigned, "n",
                         (json_int_t)n);
    memcpy(before, st, g->state_size);
    if (g->apply(st, x->rec->actions[w->i]) != GAME_OK)
        return NULL;
    json_t *s = srv_story_step(g, before, x->rec->actions[w->i], st, seat, n);
    if (s && srv_clock_played(&x->clock, w->i)) /* the easy bot's, for a seat out of time */
        json_object_set_new(s, "by", json_string("clock"));
    return s;
}

/* The whole story of a game as the viewer may know it, however old the game
 * and whatever restarts came between: the record replayed from the start
 * (the actions in force, so a step that was undone is not in it), each
 * action's step built from the viewer's observations alone (views.c), as
 * its update was, the seats bots took over where they were taken, and a
 * resignation last.  Paged: the steps after `since` (a place in the story),
 * at most `limit` of them and about SRV_HISTORY_BYTES; "more" says that a
 * next page follows. */
void srv_msg_history(srv_req *r)
{
    srv_game *x = r->x;
    long long since = 0, limit = SRV_HISTORY_STEPS;
    if (!srv_req_int(r, "since", 0, INT64_MAX, &since) ||
        !srv_req_int(r, "limit", 1, SRV_HISTORY_STEPS, &limit))
        return;
    story_walk w = story_start(x);
    size_t total = story_total(&w);
    size_t from = (unsigned long long)since < total ? (size_t)since : total, place = 0;
    for (; place < from; place++)
        story_pass(&w);
    void *st = malloc(x->g->state_size), *before = malloc(x->g->state_size);
    json_t *steps = json_array();
    char err[256] = "out of memory";
    bool ok = st && before && steps &&
              game_record_rebuild(x->rec, w.i, st, err, sizeof err) == GAME_OK;
    /* the story's first page opens with what the setup did */
    json_t *opening = ok && from == 0 ? srv_setup_json(x->g, st, r->seat) : NULL;
    for (size_t bytes = 0; ok && place < total && place - from < (size_t)limit &&
                           bytes < SRV_HISTORY_BYTES;
         place++) {
        json_t *s = story_step(&w, place + 1, st, before, r->seat);
        ok = s != NULL;
        if (!ok) {
            snprintf(err, sizeof err, "step %zu does not replay, or memory ran out", place + 1);
        } else {
            bytes += json_dumpb(s, NULL, 0, JSON_COMPACT);
            json_array_append_new(steps, s);
            story_pass(&w);
        }
    }
    free(st);
    free(before);
    if (!ok) {
        json_decref(steps);
        json_decref(opening);
        srv_hub_refuse(r->h, r->c, r->id, "internal", "the story cannot be rebuilt: %s", err);
        return;
    }
    json_t *out = json_pack("{s:s, s:s, s:o, s:I, s:I, s:I, s:b, s:o}", "type", "history", "game_id",
                            x->id, "seat", r->seat >= 0 ? json_integer(r->seat) : json_null(), "seq",
                            (json_int_t)x->seq, "total", (json_int_t)total, "since", (json_int_t)from,
                            "more", place < total, "steps", steps);
    if (out && opening)
        json_object_set_new(out, "opening", opening);
    else
        json_decref(opening);
    srv_hub_send_to(r->h, r->c, r->id, out);
}

static char *record_text(srv_game *x, char *err, size_t n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    int rc = game_record_write(f, x->rec, err, n);
    if (fclose(f) != 0 || rc != GAME_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

void srv_msg_record(srv_req *r)
{
    srv_game *x = r->x;
    if (!srv_game_done(x)) {
        srv_hub_refuse(r->h, r->c, r->id, "hidden",
                       "the record holds the seed, which reveals hidden cards: it is available "
                       "once the game is over");
        return;
    }
    char err[256];
    char *text = record_text(x, err, sizeof err);
    if (!text) {
        srv_hub_refuse(r->h, r->c, r->id, "internal", "%s", err);
        return;
    }
    char seed[17];
    snprintf(seed, sizeof seed, "%016llx", (unsigned long long)x->rec->setup.seed);
    srv_hub_send_to(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:s, s:s}", "type", "record", "game_id", x->id, "seed", seed,
                    "text", text));
    free(text);
}
