/* game_rules.c - the rules' helpers of the game interface (core/game_rules.h):
 * error names, setup options and their checks, events.  No JSON: the library
 * of a game's rules alone links this file and parse.c. */
#include "core/game_rules.h"

#include <stdio.h>
#include <string.h>

#include "parse.h"

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
    out->players = g->type.min_players < 2 && g->type.max_players >= 2 ? 2 : g->type.min_players;
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
    if (s->players < g->type.min_players || s->players > g->type.max_players) {
        snprintf(err, n, "%s is played by %d to %d players, not %d", g->name, g->type.min_players,
                 g->type.max_players, s->players);
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
