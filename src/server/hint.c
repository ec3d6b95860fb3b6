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
#include "server.h"

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
