/* views.c - the messages a seat receives, built from that seat's observation.
 *
 * Every function here takes the real state but reads it only through
 * g->observe(st, seat) (or g->events, which diffs the seat's observations):
 * two states a seat cannot tell apart give byte-identical messages to that
 * seat (tests/test_protocol_hidden.c checks it over hundreds of games).  A
 * spectator gets, field by field, what every seat sees alike
 * (srv_json_common over the seats' messages). */
#include <stdlib.h>
#include <string.h>

#include "json_text.h"
#include "server.h"

#define TEXT_MAX 512

/* What a and b share is shared, not copied: a new container at the top (the
 * callers set keys there: "seat", "kind", "seq"), the values below it the
 * very values of a (one more reference), which nothing changes once made.
 * A deep copy of every step and spectator view was a tenth of the server's
 * time at a thousand followers. */
json_t *srv_json_common(const json_t *a, const json_t *b)
{
    if (!a || !b)
        return NULL;
    if (json_equal(a, b))
        return json_copy((json_t *)a);
    if (json_is_object(a) && json_is_object(b)) {
        json_t *out = json_object();
        const char *key;
        json_t *va;
        json_object_foreach((json_t *)a, key, va) {
            json_t *vb = json_object_get(b, key);
            if (vb)
                json_object_set_new(out, key, srv_json_common(va, vb));
        }
        return out;
    }
    if (json_is_array(a) && json_is_array(b) && json_array_size(a) == json_array_size(b)) {
        json_t *out = json_array();
        for (size_t i = 0; i < json_array_size(a); i++)
            json_array_append_new(out, srv_json_common(json_array_get(a, i), json_array_get(b, i)));
        return out;
    }
    return json_null();
}

json_t *srv_game_json(const game_def *g)
{
    json_t *opts = json_array();
    for (int i = 0; i < g->noptions; i++) {
        const game_option *o = &g->options[i];
        json_t *values = json_array();
        for (int v = 0; v < o->nvalues; v++)
            json_array_append_new(values, json_string(o->names[v]));
        json_array_append_new(opts, json_pack("{s:s, s:s, s:s, s:o}", "name", o->name, "help",
                                              o->help, "default", o->names[o->def], "values",
                                              values));
    }
    return json_pack("{s:s, s:s, s:i, s:i, s:o}", "name", g->name, "title", g->title,
                     "min_players", g->type.min_players, "max_players", g->type.max_players, "options",
                     opts);
}

/* The view of one seat, from its observation `obs` alone. */
static json_t *seat_view(const game_def *g, const void *obs, int seat, bool brief)
{
    char text[TEXT_MAX];
    bool over = g->is_over(obs);
    int turn = g->current_player(obs);
    json_t *v = json_object();
    json_object_set_new(v, "seat", json_integer(seat));
    json_object_set_new(v, "over", json_boolean(over));
    json_object_set_new(v, "turn", turn >= 0 ? json_integer(turn) : json_null());
    if (g->decision_text(obs, seat, text, sizeof text) < 0)
        text[0] = '\0';
    json_object_set_new(v, "decision", json_string(text));
    json_t *scores = g->scores_json(obs);
    json_object_set_new(v, "scores", scores ? scores : json_null());
    if (!brief) {
        json_t *state = g->view_json(obs, seat);
        json_object_set_new(v, "state", state ? state : json_null());
    }
    json_t *actions = json_array();
    if (!over && turn == seat) {
        game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
        int n = legal ? g->legal_actions(obs, legal) : 0;
        for (int i = 0; i < n; i++) {
            char canon[TEXT_MAX];
            if (g->action_to_string(obs, legal[i], canon, sizeof canon) < 0)
                canon[0] = '\0';
            if (g->action_text(obs, legal[i], seat, text, sizeof text) < 0)
                text[0] = '\0';
            json_t *a = json_pack("{s:I, s:s, s:s}", "id", (json_int_t)legal[i], "text", canon,
                                  "label", text);
            if (!brief && g->action_info) {
                json_t *info = g->action_info(obs, legal[i]);
                json_object_set_new(a, "info", info ? info : json_null());
            }
            json_array_append_new(actions, a);
        }
        free(legal);
    }
    json_object_set_new(v, "actions", actions);
    return v;
}

/* What every seat sees alike is not enough with one seat (a solo game: the
 * one seat's hand would show): the view of a viewer with no seat
 * (GAME_VIEW_SPECTATOR) narrows it further, and its decision text is the
 * spectator's own.  A game without that viewer shows a one-seat game's
 * spectator no state. */
static void spectator_own(const game_def *g, const void *st, void *obs, bool brief, json_t **out,
                          json_t **decision)
{
    if (g->observe(st, GAME_VIEW_SPECTATOR, obs) != GAME_OK) {
        if (g->players(st) == 1)
            json_object_set_new(*out, "state", json_null());
        return;
    }
    json_t *v = seat_view(g, obs, GAME_VIEW_SPECTATOR, brief);
    json_t *c = srv_json_common(*out, v);
    json_decref(*out);
    *out = c;
    json_decref(*decision);
    *decision = json_incref(json_object_get(v, "decision"));
    json_decref(v);
}

json_t *srv_view_json(const game_def *g, const void *st, int seat, bool brief)
{
    int np = g->players(st);
    if (seat >= np || seat < SRV_SPECTATOR)
        return NULL;
    void *obs = malloc(g->state_size);
    if (!obs)
        return NULL;
    json_t *out = NULL;
    if (seat >= 0) {
        if (g->observe(st, seat, obs) == GAME_OK)
            out = seat_view(g, obs, seat, brief);
    } else {
        /* A spectator: what every seat sees alike, without any seat's choices;
         * the decision as the seats that are not deciding read it. */
        int turn = g->current_player(st);
        json_t *decision = NULL;
        for (int p = 0; p < np; p++) {
            if (g->observe(st, p, obs) != GAME_OK)
                break;
            json_t *v = seat_view(g, obs, p, brief);
            json_object_set_new(v, "actions", json_array());
            json_t *d = json_object_get(v, "decision");
            if (p != turn || np == 1) {
                json_t *c = decision ? srv_json_common(decision, d) : json_incref(d);
                json_decref(decision);
                decision = c;
            }
            if (!out) {
                out = v;
                continue;
            }
            json_t *c = srv_json_common(out, v);
            json_decref(out);
            json_decref(v);
            out = c;
        }
        if (out)
            spectator_own(g, st, obs, brief, &out, &decision);
        if (out) {
            json_object_set_new(out, "seat", json_null());
            json_object_set_new(out, "decision", decision ? decision : json_null());
        } else {
            json_decref(decision);
        }
    }
    free(obs);
    return out;
}

/* The events of one step already written for another seat: an event the
 * next seat gets alike (byte for byte the same game_event) is the same JSON,
 * shared (nothing changes an event's JSON once made), not written again with
 * its sentence. */
typedef struct {
    game_event ev[GAME_MAX_EVENTS];
    json_t *js[GAME_MAX_EVENTS]; /* a reference each (memo_free) */
    int n;
} event_memo;

static void memo_free(event_memo *m)
{
    for (int i = 0; m && i < m->n; i++)
        json_decref(m->js[i]);
}

/* An event as JSON, with its English sentence; a new reference or NULL. */
static json_t *event_json(const game_def *g, const game_event *ev, event_memo *m)
{
    for (int i = 0; m && i < m->n; i++)
        if (memcmp(&m->ev[i], ev, sizeof *ev) == 0)
            return json_incref(m->js[i]);
    char text[TEXT_MAX];
    json_t *e = g->event_json(ev);
    if (!e)
        return NULL;
    if (g->event_text(ev, text, sizeof text) >= 0)
        json_object_set_new(e, "text", json_string(text));
    if (m && m->n < GAME_MAX_EVENTS) {
        m->ev[m->n] = *ev;
        m->js[m->n++] = json_incref(e);
    }
    return e;
}

/* Events as JSON, each with its English sentence. */
static json_t *events_json(const game_def *g, const game_event *ev, int n, event_memo *m)
{
    json_t *list = json_array();
    for (int i = 0; list && i < n; i++) {
        json_t *e = event_json(g, &ev[i], m);
        if (e)
            json_array_append_new(list, e);
    }
    return list;
}

/* The step as one seat knows it. */
static json_t *seat_step(const game_def *g, const void *before, game_action a, const void *after,
                         int seat, event_memo *memo)
{
    char text[TEXT_MAX];
    int actor = g->current_player(before);
    json_t *s = json_object();
    json_object_set_new(s, "player", json_integer(actor));
    if (g->action_text(before, a, seat, text, sizeof text) < 0)
        text[0] = '\0';
    json_object_set_new(s, "action", json_string(text));
    /* The action's facts as the seat's observation gives them (an action the
     * observation does not allow, a card from a hidden hand, has none): what
     * a log names in the reader's language. */
    void *obs = g->action_info ? malloc(g->state_size) : NULL;
    json_t *info = obs && g->observe(before, seat, obs) == GAME_OK ? g->action_info(obs, a) : NULL;
    free(obs);
    if (info)
        json_object_set_new(s, "info", info);
    game_event ev[GAME_MAX_EVENTS];
    int n = g->events(before, a, after, seat, ev, GAME_MAX_EVENTS);
    json_object_set_new(s, "events", events_json(g, ev, n, memo));
    return s;
}

json_t *srv_setup_json(const game_def *g, const void *st, int seat)
{
    game_event ev[GAME_MAX_EVENTS];
    int n = g->setup_events ? g->setup_events(st, seat >= 0 ? seat : GAME_VIEW_SPECTATOR, ev, GAME_MAX_EVENTS) : 0;
    return events_json(g, ev, n, NULL);
}

json_t *srv_step_common(json_t *const seats[], int np)
{
    json_t *out = NULL;
    for (int p = 0; p < np; p++) {
        json_t *v = seats[p];
        if (!v)
            continue;
        if (!out) {
            out = json_copy(v); /* a new top (its "events" is replaced), the rest shared */
            continue;
        }
        /* Events: keep those every seat got alike (a list of another length
         * would otherwise turn into null as a whole). */
        json_t *ea = json_object_get(out, "events"), *eb = json_object_get(v, "events");
        json_t *keep = json_array();
        size_t i;
        json_t *e;
        json_array_foreach(ea, i, e) {
            size_t k;
            json_t *f;
            json_array_foreach(eb, k, f) {
                if (json_equal(e, f)) {
                    json_array_append(keep, e);
                    break;
                }
            }
        }
        json_t *c = srv_json_common(out, v);
        json_object_set_new(c, "events", keep);
        json_decref(out);
        out = c;
    }
    return out;
}

json_t *srv_step_json(const game_def *g, const void *before, game_action a, const void *after,
                      int seat)
{
    int np = g->players(before);
    if (seat >= np || seat < SRV_SPECTATOR)
        return NULL;
    if (seat >= 0)
        return seat_step(g, before, a, after, seat, NULL);
    json_t *seats[GAME_MAX_PLAYERS] = {NULL};
    srv_steps_json(g, before, a, after, seats);
    json_t *out = srv_step_spectator(g, before, a, after, seats, np);
    for (int p = 0; p < np; p++)
        json_decref(seats[p]);
    return out;
}

void srv_steps_json(const game_def *g, const void *before, game_action a, const void *after,
                    json_t *out[])
{
    event_memo memo; /* about 4 KB, on the stack: no heap churn per action */
    memo.n = 0;
    int np = g->players(before);
    for (int p = 0; p < np && p < GAME_MAX_PLAYERS; p++)
        out[p] = seat_step(g, before, a, after, p, &memo);
    memo_free(&memo);
}

json_t *srv_step_spectator(const game_def *g, const void *before, game_action a,
                           const void *after, json_t *const seats[], int np)
{
    json_t *all[GAME_MAX_PLAYERS + 1] = {NULL};
    int n = 0;
    for (int p = 0; p < np && p < GAME_MAX_PLAYERS; p++)
        all[n++] = seats[p];
    void *obs = malloc(g->state_size);
    bool own = obs && g->observe(before, GAME_VIEW_SPECTATOR, obs) == GAME_OK;
    free(obs);
    json_t *mine = own ? seat_step(g, before, a, after, GAME_VIEW_SPECTATOR, NULL) : NULL;
    if (mine)
        all[n++] = mine;
    else if (np == 1)
        return json_pack("{s:i, s:s, s:[]}", "player", g->current_player(before), "action", "",
                         "events");
    json_t *out = srv_step_common(all, n);
    json_decref(mine);
    return out;
}

/* The events after which a log shows a score summary (the end of a round, of
 * an expedition, of the game): a step of the story that holds one carries
 * the viewer's scores after it, as the update of that step carried them in
 * its view, so that a log rebuilt from the story shows the same summary. */
static const char *const summary_events[] = {"round_end", "expedition_end", "game_over",
                                             "game_end"};

static bool ends_a_round(const json_t *step)
{
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(step, "events"), i, e) {
        const char *type = json_string_value(json_object_get(e, "type"));
        for (size_t k = 0; type && k < sizeof summary_events / sizeof summary_events[0]; k++)
            if (strcmp(type, summary_events[k]) == 0)
                return true;
    }
    return false;
}

json_t *srv_story_step(const game_def *g, const void *before, game_action a, const void *after,
                       int seat, size_t n)
{
    json_t *s = srv_step_json(g, before, a, after, seat);
    if (!s)
        return NULL;
    json_object_set_new(s, "kind", json_string("act"));
    json_object_set_new(s, "n", json_integer((json_int_t)n));
    if (ends_a_round(s)) {
        json_t *v = srv_view_json(g, after, seat, true);
        json_t *scores = v ? json_object_get(v, "scores") : NULL;
        if (scores)
            json_object_set(s, "scores", scores);
        json_decref(v);
    }
    return s;
}

int srv_spectator_steps(const game_def *g, const game_record *rec, int n, const size_t at[],
                        const uint64_t seq[], char *out[])
{
    for (int i = 0; i < n; i++)
        out[i] = NULL;
    if (n <= 0 || at[n - 1] >= rec->n)
        return 0;
    void *st = malloc(g->state_size), *before = malloc(g->state_size);
    char err[256];
    int made = 0;
    /* one replay up to the first, then on from step to step */
    if (st && before && game_record_rebuild(rec, at[0], st, err, sizeof err) == GAME_OK) {
        size_t k = at[0];
        for (int i = 0; i < n; i++) {
            while (k < at[i] && g->apply(st, rec->actions[k]) == GAME_OK)
                k++;
            if (k != at[i])
                break; /* cannot happen for a record the hub replayed */
            memcpy(before, st, g->state_size);
            if (g->apply(st, rec->actions[k]) != GAME_OK)
                break;
            k++;
            json_t *s = srv_step_json(g, before, rec->actions[at[i]], st, SRV_SPECTATOR);
            if (s) {
                json_object_set_new(s, "kind", json_string("act"));
                json_object_set_new(s, "seq", json_integer((json_int_t)seq[i]));
                out[i] = srv_json_text(s);
                made += out[i] != NULL;
                json_decref(s);
            }
        }
    }
    free(st);
    free(before);
    return made;
}

int srv_json_depth(const char *text, size_t len)
{
    int depth = 0, max = 0;
    bool in_string = false;
    for (size_t i = 0; i < len; i++) {
        char ch = text[i];
        if (in_string) {
            if (ch == '\\')
                i++;
            else if (ch == '"')
                in_string = false;
        } else if (ch == '"') {
            in_string = true;
        } else if (ch == '[' || ch == '{') {
            if (++depth > max)
                max = depth;
        } else if (ch == ']' || ch == '}') {
            depth--;
        }
    }
    return max;
}
