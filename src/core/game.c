/* game.c - the presentation helpers of the game interface (core/game_present.h):
 * byte-stable JSON text and the common answer to why an action is not legal.
 * The rules' helpers are game_rules.c. */
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "words.h"

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
