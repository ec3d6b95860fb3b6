/* bot.c - the registry of bots, bot specs and levels, and the shared helpers
 * (generator, loop guard). */
#include "bot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/parse.h"
#include "core/splitmix.h"

typedef struct {
    const char *name;
    game_action (*choose)(bot *self, const void *st, const game_action *legal, int n);
    bool search; /* takes the ismcts keys */
    const char *base; /* for the levels and ismcts-fast: the spec it stands for */
} bot_kind;

static const bot_kind bot_kinds[] = {
    {"random", bot_random_choose, false, NULL},
    {"greedy", bot_greedy_choose, false, NULL},
    {"playout", bot_playout_choose, false, NULL},
    {"ismcts", bot_ismcts_choose, true, NULL},
    {"ismcts-fast", bot_ismcts_choose, true, "ismcts:iters=100"},
    {"easy", bot_ismcts_choose, true, BOT_LEVEL_EASY},
    {"medium", bot_ismcts_choose, true, BOT_LEVEL_MEDIUM},
    {"hard", bot_ismcts_choose, true, BOT_LEVEL_HARD},
    {"expert", bot_ismcts_choose, true, BOT_LEVEL_EXPERT},
};
#define NKINDS (sizeof bot_kinds / sizeof bot_kinds[0])

void bot_search_defaults(bot_search_params *p)
{
    memset(p, 0, sizeof *p);
    p->iterations = ISMCTS_DEFAULT_ITERATIONS;
    p->threads = 1;
    p->rollout = BOT_ROLLOUT_RANDOM;
    p->epsilon = BOT_PLAYOUT_EPSILON;
    p->exploration = ISMCTS_EXPLORATION;
    p->exploration_solo = -1.0;
    p->scale = 10.0;
    p->margin = 0.3;
    p->legacy = true;
}

static const bot_kind *find_kind(const char *name, size_t len)
{
    for (size_t i = 0; i < NKINDS; i++)
        if (strlen(bot_kinds[i].name) == len && strncmp(name, bot_kinds[i].name, len) == 0)
            return &bot_kinds[i];
    return NULL;
}

static bool parse_real(const char *s, double lo, double hi, double *out)
{
    char *end;
    if (!*s)
        return false;
    double v = strtod(s, &end);
    if (*end || !(v >= lo && v <= hi))
        return false;
    *out = v;
    return true;
}

static bool parse_count(const char *s, long lo, long hi, int *out)
{
    uint64_t v;
    if (!game_parse_u64(s, &v) || v < (uint64_t)lo || v > (uint64_t)hi)
        return false;
    *out = (int)v;
    return true;
}

/* Applies "key=value,key=value" to p.  Returns 0, or -1 with the reason. */
static int apply_keys(const char *keys, bot_search_params *p, char *err, size_t n)
{
    char buf[BOT_SPEC_MAX];
    if (strlen(keys) >= sizeof buf) {
        snprintf(err, n, "bot spec too long (at most %d characters)", BOT_SPEC_MAX - 1);
        return -1;
    }
    strcpy(buf, keys);
    bool search_keys = false; /* a key other than iters/ms/threads leaves the legacy search */
    bool iters_set = false, ms_set = false;
    for (char *item = buf, *next; item; item = next) {
        next = strchr(item, ',');
        if (next)
            *next++ = '\0';
        char *eq = strchr(item, '=');
        if (!eq || eq == item) {
            snprintf(err, n, "bot key '%s' wants KEY=VALUE", item);
            return -1;
        }
        *eq = '\0';
        const char *k = item, *v = eq + 1;
        bool ok;
        if (strcmp(k, "iters") == 0)
            ok = parse_count(v, 0, 100000000, &p->iterations), iters_set = true;
        else if (strcmp(k, "ms") == 0)
            ok = parse_count(v, 0, 3600000, &p->ms), ms_set = true;
        else if (strcmp(k, "threads") == 0)
            ok = parse_count(v, 1, BOT_MAX_THREADS, &p->threads);
        else if (strcmp(k, "rollout") == 0) {
            ok = true;
            if (strcmp(v, "random") == 0)
                p->rollout = BOT_ROLLOUT_RANDOM;
            else if (strcmp(v, "greedy") == 0)
                p->rollout = BOT_ROLLOUT_GREEDY;
            else if (strcmp(v, "complete") == 0)
                p->rollout = BOT_ROLLOUT_COMPLETE;
            else if (strcmp(v, "follow") == 0)
                p->rollout = BOT_ROLLOUT_FOLLOW;
            else
                ok = false;
            search_keys = true;
        } else if (strcmp(k, "eps") == 0)
            ok = parse_real(v, 0.0, 1.0, &p->epsilon), search_keys = true;
        else if (strcmp(k, "depth") == 0)
            ok = parse_count(v, 0, 100000, &p->depth), search_keys = true;
        else if (strcmp(k, "c") == 0)
            ok = parse_real(v, 0.0, 100.0, &p->exploration), search_keys = true;
        else if (strcmp(k, "csolo") == 0)
            ok = parse_real(v, 0.0, 100.0, &p->exploration_solo), search_keys = true;
        else if (strcmp(k, "scale") == 0)
            ok = parse_real(v, 0.01, 1000.0, &p->scale), search_keys = true;
        else if (strcmp(k, "margin") == 0)
            ok = parse_real(v, 0.0, 1.0, &p->margin), search_keys = true;
        else if (strcmp(k, "eval") == 0) {
            ok = strcmp(v, "heuristic") == 0 || strcmp(v, "learned") == 0;
            p->learned = strcmp(v, "learned") == 0;
            search_keys = true;
        } else if (strcmp(k, "reuse") == 0) {
            int on = 0;
            ok = parse_count(v, 0, 1, &on);
            p->reuse = on == 1;
        } else if (strcmp(k, "bank") == 0) {
            int on = 0;
            ok = parse_count(v, 0, 1, &on);
            p->bank = on == 1;
        } else if (strcmp(k, "bias") == 0)
            ok = parse_real(v, 0.0, 100000.0, &p->bias), search_keys = true;
        else {
            snprintf(err, n,
                     "unknown bot key '%s' (iters ms threads rollout eps depth c csolo scale margin bias eval reuse bank)", k);
            return -1;
        }
        if (!ok) {
            snprintf(err, n, "bad value '%s' for bot key '%s'", v, k);
            return -1;
        }
    }
    if (search_keys)
        p->legacy = false;
    /* A time budget without an iteration count is a time budget only (not
     * the base spec's iterations as well). */
    if (ms_set && !iters_set && p->ms > 0)
        p->iterations = 0;
    if (p->iterations == 0 && p->ms == 0) {
        snprintf(err, n, "a search bot needs iters > 0 or ms > 0");
        return -1;
    }
    return 0;
}

/* Parses spec into its kind and search parameters. */
static int parse_spec(const char *spec, const bot_kind **kind, bot_search_params *p, char *err,
                      size_t n, int level)
{
    if (!spec) {
        snprintf(err, n, "no bot spec");
        return -1;
    }
    size_t len = strcspn(spec, ":");
    const bot_kind *k = find_kind(spec, len);
    if (!k) {
        snprintf(err, n, "unknown bot '%.*s' (one of: %s)", (int)(len < 40 ? len : 40), spec, bot_names());
        return -1;
    }
    bot_search_defaults(p);
    if (k->base) {
        const bot_kind *inner;
        if (level > 2 || parse_spec(k->base, &inner, p, err, n, level + 1) != 0)
            return -1; /* cannot happen: the table's specs are valid (tested) */
    }
    *kind = k;
    if (spec[len] == ':') {
        if (!k->search) {
            snprintf(err, n, "bot '%s' takes no keys", k->name);
            return -1;
        }
        if (apply_keys(spec + len + 1, p, err, n) != 0)
            return -1;
    }
    return 0;
}

int bot_create_checked(bot *out, const game_def *g, const char *spec, int seat, uint64_t seed,
                       char *err, size_t n)
{
    char dummy[8];
    if (!err) {
        err = dummy;
        n = sizeof dummy;
    }
    if (!out || !g) {
        snprintf(err, n, "no bot or game");
        return -1;
    }
    const bot_kind *k;
    bot_search_params p;
    if (parse_spec(spec, &k, &p, err, n, 0) != 0)
        return -1;
    memset(out, 0, sizeof *out);
    out->g = g;
    out->name = k->name;
    out->seat = seat;
    out->rng = seed;
    out->guard_count = 0;
    out->guard_round = -1;
    out->choose = k->choose;
    if (k->search) {
        out->search = p;
        out->iterations = p.iterations;
    }
    return 0;
}

int bot_create(bot *out, const game_def *g, const char *spec, int seat, uint64_t seed)
{
    return bot_create_checked(out, g, spec, seat, seed, NULL, 0);
}

int bot_parse_spec(const char *spec, char *err, size_t n)
{
    char dummy[8];
    const bot_kind *k;
    bot_search_params p;
    if (!err) {
        err = dummy;
        n = sizeof dummy;
    }
    return parse_spec(spec, &k, &p, err, n, 0);
}

bool bot_known(const char *spec) { return spec && bot_parse_spec(spec, NULL, 0) == 0; }

const char *bot_level_spec(const char *level)
{
    if (!level)
        return NULL;
    const bot_kind *k = find_kind(level, strlen(level));
    return k && k->base && strcmp(k->name, "ismcts-fast") != 0 ? k->base : NULL;
}

bool bot_is_search(const bot *b) { return b && b->choose == bot_ismcts_choose; }

const char *bot_names(void)
{
    return "random greedy playout ismcts ismcts-fast easy medium hard expert";
}

uint64_t bot_rand(bot *b) { return splitmix64(&b->rng); }

uint32_t bot_rand_below(bot *b, uint32_t n) { return splitmix64_below(&b->rng, n); }

bool bot_guard_tripped(bot *b, const void *st)
{
    int round = b->g->round ? b->g->round(st) : 0;
    if (b->guard_round != round) {
        b->guard_round = round;
        b->guard_count = 0;
    }
    if (b->guard_count <= BOT_GUARD_DECISIONS)
        b->guard_count++;
    return b->guard_count > BOT_GUARD_DECISIONS;
}
