/* hint.c - the protocol's "hint": what a search bot would play for the seat to
 * act, with how often it tried each option and how well it did.
 *
 * Hidden information: the search starts from g->observe(st, seat) and never
 * sees st itself (bot_analyze then determinizes that observation with its own
 * generator), so a hint is the same in every world the seat cannot tell
 * apart (tests/test_protocol_hint.c checks it against determinizations).  The
 * texts come from the same observation, as in views.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ai/bot.h"
#include "core/splitmix.h"
#include "hub.h"

#define TEXT_MAX 512

int srv_hint_search(const game_def *g, const void *st, int seat, uint64_t seed, int iters, int ms,
                    srv_hint_option *out, int max)
{
    if (!g || !st || !out || max < 1 || iters < 1 || g->is_over(st) ||
        g->current_player(st) != seat)
        return -1;
    /* the "medium" level's search, with the hint's budget */
    char spec[BOT_SPEC_MAX];
    if (ms > 0)
        snprintf(spec, sizeof spec, "medium:iters=%d,ms=%d", iters, ms);
    else
        snprintf(spec, sizeof spec, "medium:iters=%d", iters);
    bot b;
    if (bot_create(&b, g, spec, seat, seed) != 0)
        return -1;
    void *obs = malloc(g->state_size);
    bot_option_value *opt = malloc((size_t)max * sizeof *opt);
    int n = -1;
    if (obs && opt && g->observe(st, seat, obs) == GAME_OK)
        n = bot_analyze(&b, obs, opt, max);
    for (int i = 0; i < n; i++)
        out[i] = (srv_hint_option){opt[i].action, opt[i].visits, opt[i].value};
    free(opt);
    free(obs);
    return n;
}

json_t *srv_hint_json(const game_def *g, const void *st, int seat, const srv_hint_option *o, int n)
{
    void *obs = malloc(g->state_size);
    json_t *a = json_array();
    bool bad = !obs || !a || g->observe(st, seat, obs) != GAME_OK;
    for (int i = 0; !bad && i < n; i++) {
        char canon[TEXT_MAX], label[TEXT_MAX];
        if (g->action_to_string(obs, o[i].action, canon, sizeof canon) < 0)
            canon[0] = '\0';
        if (g->action_text(obs, o[i].action, seat, label, sizeof label) < 0)
            label[0] = '\0';
        /* thousandths: an integer dumps to the same bytes everywhere, a
         * double would print 17 digits */
        double v = o[i].value < 0 ? 0 : o[i].value > 1 ? 1 : o[i].value;
        json_t *x = json_pack("{s:s, s:s, s:I, s:I}", "text", canon, "label", label, "visits",
                              (json_int_t)o[i].visits, "value", (json_int_t)lround(v * 1000.0));
        if (!x || json_array_append_new(a, x) != 0)
            bad = true;
    }
    free(obs);
    if (bad) {
        json_decref(a);
        return NULL;
    }
    return a;
}

/* --------------------------------------------------------- the message */

/* A hint's job in the pool (any thread): the search from the observation. */
static void hint_run(srv_bot_job *job)
{
    job->nopts = srv_hint_search(job->b.g, job->st, job->hint_seat, job->hint_seed,
                                 job->hint_iters, SRV_HINT_MS, job->opts, SRV_HINT_OPTIONS);
}

/* A fixed seed per hint from what the seat knows (the game id, the seq and
 * the seat), so that `arnak proto` answers the same hint the same way. */
static uint64_t hint_seed(const srv_game *x, int seat)
{
    uint64_t v = 0x68696e74ULL; /* "hint" */
    for (const char *p = x->id; *p; p++)
        v = (v ^ (uint8_t)*p) * 0x100000001b3ULL;
    v ^= x->seq * 0x9E3779B97F4A7C15ULL ^ (uint64_t)seat;
    return splitmix64(&v);
}

static json_t *hint_message(const srv_game *x, int seat, uint64_t seq, const void *st,
                            const srv_hint_option *o, int n)
{
    json_t *opts = n >= 0 ? srv_hint_json(x->g, st, seat, o, n) : NULL;
    if (!opts)
        return NULL;
    return json_pack("{s:s, s:s, s:i, s:I, s:o}", "type", "hint", "game_id", x->id, "seat", seat,
                     "seq", (json_int_t)seq, "options", opts);
}

/* The search's favourite options for the seat to act, from its observation
 * only (hint.c).  arnak proto searches at once, counting iterations only (a
 * session replays exactly); arnak serve queues the search to the bot pool
 * with a time limit too and answers when it is done. */
void srv_msg_hint(srv_req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    uint64_t seed = hint_seed(x, seat);
    int iters = r->h->cfg.hint_iters > 0 ? r->h->cfg.hint_iters : SRV_HINT_ITERS;
    if (!r->h->pool) {
        srv_hint_option o[SRV_HINT_OPTIONS];
        int n = srv_hint_search(x->g, x->st, seat, seed, iters, 0, o, SRV_HINT_OPTIONS);
        json_t *m = hint_message(x, seat, x->seq, x->st, o, n);
        if (m)
            srv_hub_send_to(r->h, r->c, r->id, m);
        else
            srv_hub_refuse(r->h, r->c, r->id, "internal", "the search could not run");
        return;
    }
    if (r->h->nhints >= SRV_MAX_HINTS) {
        srv_hub_refuse(r->h, r->c, r->id, "busy", "%d hints are being searched: ask again soon",
                       r->h->nhints);
        return;
    }
    /* the worker gets the seat's observation, never the real state */
    srv_pending *ph = calloc(1, sizeof *ph);
    srv_bot_job *job = calloc(1, sizeof *job);
    void *obs = malloc(x->g->state_size);
    if (!ph || !job || !obs || x->g->observe(x->st, seat, obs) != GAME_OK) {
        free(ph);
        free(job);
        free(obs);
        srv_hub_refuse(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    job->st = obs;
    job->hint = ph;
    job->hint_seat = seat;
    job->hint_seed = seed;
    job->hint_iters = iters;
    job->run = hint_run;
    srv_hub_pending_submit(r, x, job, ph);
}

/* A finished hint job (network thread): answer if the asker is still there. */
void srv_hint_done(srv_hub *h, srv_bot_job *job)
{
    srv_pending *ph = job->hint;
    srv_hub_pending_take(h, ph);
    if (ph->c) {
        json_t *m =
            hint_message(job->owner, job->hint_seat, job->seq, job->st, job->opts, job->nopts);
        if (m)
            srv_hub_send_to(h, ph->c, ph->id, m);
        else
            srv_hub_refuse(h, ph->c, ph->id, "internal", "the search could not run");
    }
    srv_hub_pending_free(h, job->owner, ph);
}
