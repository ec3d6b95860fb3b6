/* game.c - helpers shared by every game and front end: error names, setup
 * options, events, byte-stable JSON text, the common
 * answer to why an action is not legal. */
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "words.h"

const char *game_strerror(int code)
{
    switch (code) {
    case GAME_OK: return "ok";
    case GAME_E_ILLEGAL: return "not a legal action here";
    case GAME_E_CONFIG: return "bad game configuration";
    case GAME_E_PARSE: return "no legal action has that text";
    case GAME_E_OVER: return "the game is over";
    case GAME_E_IO: return "file could not be read or written";
    case GAME_E_RECORD: return "malformed game record";
    case GAME_E_ARG: return "bad argument";
    case GAME_E_POSITION: return "malformed or inconsistent position";
    case GAME_E_NOMEM: return "out of memory";
    case GAME_E_UNDO: return "nothing may be taken back now";
    default: return "unknown error";
    }
}

void game_setup_default(const game_def *g, game_setup *out)
{
    memset(out, 0, sizeof *out);
    out->players = g->min_players < 2 && g->max_players >= 2 ? 2 : g->min_players;
    for (int i = 0; i < g->noptions && i < GAME_MAX_OPTIONS; i++)
        out->options[i] = g->options[i].def;
}

bool game_option_applies(const game_option *o, int players)
{
    return o && (o->only_players == 0 || o->only_players == players);
}

int game_option_index(const game_def *g, const char *name)
{
    if (!g || !name)
        return -1;
    for (int i = 0; i < g->noptions; i++)
        if (strcmp(g->options[i].name, name) == 0)
            return i;
    return -1;
}

int game_option_value(const game_def *g, int i, const char *value)
{
    if (!g || !value || i < 0 || i >= g->noptions)
        return -1;
    const game_option *o = &g->options[i];
    for (int v = 0; v < o->nvalues; v++)
        if (o->names && o->names[v] && strcmp(o->names[v], value) == 0)
            return v;
    uint64_t x;
    if (game_parse_u64(value, &x) && x < (uint64_t)o->nvalues)
        return (int)x;
    return -1;
}

int game_setup_check(const game_def *g, const game_setup *s, char *err, size_t n)
{
    if (!g || !s) {
        snprintf(err, n, "no game or setup");
        return GAME_E_CONFIG;
    }
    if (s->players < g->min_players || s->players > g->max_players) {
        snprintf(err, n, "%s is played by %d to %d players, not %d", g->name, g->min_players,
                 g->max_players, s->players);
        return GAME_E_CONFIG;
    }
    for (int i = 0; i < g->noptions; i++) {
        if (s->options[i] < 0 || s->options[i] >= g->options[i].nvalues) {
            snprintf(err, n, "option %s: value %d is out of range 0..%d", g->options[i].name,
                     s->options[i], g->options[i].nvalues - 1);
            return GAME_E_CONFIG;
        }
    }
    if (n)
        err[0] = '\0';
    return GAME_OK;
}

game_event game_event_make(int type, int player, int flags, const int32_t *v, int nv)
{
    game_event e;
    memset(&e, 0, sizeof e); /* every byte defined, whatever the padding */
    e.type = (uint16_t)type;
    e.player = (int8_t)player;
    e.flags = (uint8_t)flags;
    int k = nv < (int)(sizeof e.v / sizeof e.v[0]) ? nv : (int)(sizeof e.v / sizeof e.v[0]);
    for (int i = 0; i < k; i++)
        e.v[i] = v[i];
    return e;
}

/* The text grows in a buffer of our own rather than through json_dumps():
 * jansson ignores the result of writing an object's key, so when an allocation
 * fails in the middle, json_dumps() can return a text with a key missing as if
 * it had succeeded.  Here the first failed append poisons the whole dump. */
typedef struct {
    char *buf;
    size_t len, cap;
    bool failed;
} dump_buffer;

static int dump_append(const char *text, size_t size, void *data)
{
    dump_buffer *d = data;
    if (d->failed)
        return -1;
    if (d->len + size + 1 > d->cap) {
        size_t cap = d->cap ? d->cap : 256;
        while (cap < d->len + size + 1)
            cap *= 2;
        char *b = realloc(d->buf, cap);
        if (!b) {
            d->failed = true;
            return -1;
        }
        d->buf = b;
        d->cap = cap;
    }
    memcpy(d->buf + d->len, text, size);
    d->len += size;
    d->buf[d->len] = '\0';
    return 0;
}

char *game_json_dump(const json_t *j)
{
    if (!j)
        return NULL;
    dump_buffer d = {NULL, 0, 0, false};
    if (json_dump_callback(j, dump_append, &d, JSON_SORT_KEYS | JSON_COMPACT) != 0 || d.failed ||
        !d.buf) {
        free(d.buf);
        return NULL;
    }
    return d.buf;
}

/* ---- why not ------------------------------------------------------------------ */

/* The common reasons of a game without why_not: over, another's turn, legal, or not. */
static json_t *why_common(const game_def *g, const void *st, int player, const char *what)
{
    int32_t v[1] = {-1};
    int code = GAME_REASON_NOT_LEGAL;
    game_action a;
    if (g->is_over(st)) {
        code = GAME_REASON_GAME_OVER;
    } else if (g->current_player(st) != player) {
        code = GAME_REASON_NOT_YOUR_TURN;
        v[0] = g->current_player(st);
    } else if (g->action_from_string(st, what, &a) == GAME_OK) {
        code = GAME_REASON_LEGAL;
    }
    game_event r = game_event_make(code, player, 0, v, 1);
    return game_words_reason_json(&game_common_words, &r);
}

json_t *game_why_not(const game_def *g, const void *st, int player, const char *what)
{
    if (!g || !st || !what || player < 0 || player >= g->players(st))
        return NULL;
    void *obs = malloc(g->state_size);
    if (!obs)
        return NULL;
    json_t *j = NULL;
    if (g->observe(st, player, obs) == GAME_OK)
        j = g->why_not ? g->why_not(obs, player, what) : why_common(g, obs, player, what);
    free(obs);
    return j;
}
