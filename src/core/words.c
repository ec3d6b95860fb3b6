/* words.c - events as JSON and English text from a game's wording table
 * (words.h). */
#include "core/words.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- JSON from the fields ------------------------------------------------ */

static bool present(const game_word_field *f, const int32_t *v)
{
    if (f->when == GAME_WHEN_ALWAYS || f->cv >= 6)
        return f->when == GAME_WHEN_ALWAYS;
    bool in = v[f->cv] >= f->lo && v[f->cv] <= f->hi;
    return f->when == GAME_WHEN_IN ? in : !in;
}

/* The i-th word of "a|b|c" into buf (the first when there is no i-th). */
static const char *word_of(const char *names, int32_t i, char *buf, size_t n)
{
    const char *s = names ? names : "";
    for (int32_t k = 0; k < i; k++) {
        const char *bar = strchr(s, '|');
        if (!bar) {
            s = names ? names : "";
            break;
        }
        s = bar + 1;
    }
    size_t len = strcspn(s, "|");
    if (len >= n)
        len = n - 1;
    memcpy(buf, s, len);
    buf[len] = '\0';
    return buf;
}

static int seats_of(const game_word_field *f, const int32_t *v)
{
    int32_t n = v[f->v2 < 6 ? f->v2 : 5];
    return n >= 1 && n <= GAME_MAX_PLAYERS ? n : GAME_MAX_PLAYERS;
}

static json_t *field_value(const game_words *w, const game_word_field *f, const int32_t *v)
{
    int32_t x = v[f->v < 6 ? f->v : 0];
    char word[32];
    switch (f->kind) {
    case GAME_WK_FLAG: return json_boolean(x != 0);
    case GAME_WK_TRUE: return json_true();
    case GAME_WK_WORD: return json_string(word_of(f->names, x, word, sizeof word));
    case GAME_WK_WORD_NUMBER: return json_integer(atoi(word_of(f->names, x, word, sizeof word)));
    case GAME_WK_NAME: return w->name ? w->name(f->names, x) : NULL;
    case GAME_WK_SCORES:
    case GAME_WK_SEATS: {
        json_t *a = json_array();
        int n = seats_of(f, v);
        for (int q = 0; a && q < n; q++) {
            if (f->kind == GAME_WK_SEATS && !(x >> q & 1))
                continue;
            if (json_array_append_new(a, json_integer(f->kind == GAME_WK_SCORES ? v[q] : q)) != 0) {
                json_decref(a);
                return NULL;
            }
        }
        return a;
    }
    default: return json_integer(x);
    }
}

/* Set that reports failure (a NULL value included; it is not leaked). */
static bool put(json_t *o, const char *k, json_t *v) { return v && json_object_set_new(o, k, v) == 0; }

/* The row's JSON: {type_key: name, "player", flags, fields}. */
static json_t *row_json(const game_words *w, const game_word_row *r, const char *type_key, const game_event *e)
{
    json_t *j = json_object();
    bool ok = j && put(j, type_key, json_string(r->name)); /* false once anything failed: NULL, never a part */
    if (ok && e->player >= 0)
        ok = put(j, "player", json_integer(e->player));
    if (ok && (e->flags & GAME_EVENT_REDACTED))
        ok = put(j, "redacted", json_true());
    if (ok && (e->flags & GAME_EVENT_REVEAL))
        ok = put(j, "reveal", json_true());
    for (int i = 0; ok && i < GAME_WORD_FIELDS && r->f[i].key; i++)
        if (present(&r->f[i], e->v))
            ok = put(j, r->f[i].key, field_value(w, &r->f[i], e->v));
    if (!ok) {
        json_decref(j);
        return NULL;
    }
    return j;
}

json_t *game_words_event_json(const game_words *w, const game_event *e)
{
    if (!w || !e || e->type == 0 || e->type >= w->nevents)
        return NULL;
    return row_json(w, &w->events[e->type], "type", e);
}

/* ---- filling a template ---------------------------------------------------- */

typedef struct {
    char *buf;
    size_t n, len; /* len: the full length, even past n */
} out;

static void emit(out *o, const char *s, size_t k)
{
    if (o->len < o->n) {
        size_t room = o->n - 1 - o->len;
        memcpy(o->buf + o->len, s, k < room ? k : room);
        o->buf[o->len + (k < room ? k : room)] = '\0';
    }
    o->len += k;
}

static void emitf(out *o, const char *fmt, ...)
{
    char t[64];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(t, sizeof t, fmt, ap);
    va_end(ap);
    if (k > 0)
        emit(o, t, (size_t)k < sizeof t ? (size_t)k : sizeof t - 1);
}

/* Every event and action has "player", the seat it is about. */
static const game_word_field PLAYER = {.key = "player", .kind = GAME_WK_PLAYER};

static const game_word_field *field_of(const game_word_row *row, const char *key, size_t klen)
{
    for (int i = 0; row && i < GAME_WORD_FIELDS && row->f[i].key; i++)
        if (strlen(row->f[i].key) == klen && strncmp(row->f[i].key, key, klen) == 0)
            return &row->f[i];
    return klen == 6 && strncmp(key, "player", 6) == 0 ? &PLAYER : NULL;
}

static const json_t *get(const json_t *obj, const char *key, size_t klen)
{
    char k[48];
    if (klen >= sizeof k)
        return NULL;
    memcpy(k, key, klen);
    k[klen] = '\0';
    return json_object_get(obj, k);
}

static bool truthy(const json_t *x)
{
    if (!x || json_is_null(x) || json_is_false(x))
        return false;
    if (json_is_object(x))
        return json_object_size(x) > 0;
    if (json_is_array(x))
        return json_array_size(x) > 0;
    if (json_is_integer(x))
        return json_integer_value(x) != 0;
    if (json_is_string(x))
        return json_string_length(x) > 0;
    return true;
}

/* One atom of a condition: [!]key[(=|<|>)value]. */
static bool atom_holds(const json_t *obj, const char *a, size_t len)
{
    bool neg = len && a[0] == '!';
    if (neg)
        a++, len--;
    size_t klen = strcspn(a, "=<>");
    if (klen > len)
        klen = len;
    const json_t *x = get(obj, a, klen);
    bool r;
    if (klen == len) {
        r = truthy(x);
    } else {
        char op = a[klen], val[48];
        size_t vlen = len - klen - 1;
        if (vlen >= sizeof val)
            vlen = sizeof val - 1;
        memcpy(val, a + klen + 1, vlen);
        val[vlen] = '\0';
        long num = strtol(val, NULL, 10);
        if (!x)
            r = false;
        else if (op == '=')
            r = json_is_integer(x)  ? json_integer_value(x) == num
                : json_is_string(x) ? strcmp(json_string_value(x), val) == 0
                : json_is_boolean(x) ? strcmp(json_is_true(x) ? "true" : "false", val) == 0
                                     : false;
        else
            r = json_is_integer(x) && (op == '<' ? json_integer_value(x) < num : json_integer_value(x) > num);
    }
    return neg ? !r : r;
}

static bool cond_holds(const json_t *obj, const char *c, size_t len)
{
    size_t i = 0;
    while (i < len) {
        while (i < len && c[i] == ' ')
            i++;
        size_t j = i;
        while (j < len && c[j] != ' ')
            j++;
        if (j > i && !atom_holds(obj, c + i, j - i))
            return false;
        i = j;
    }
    return true;
}

static void show_number(out *o, const game_word_field *f, json_int_t x)
{
    static const char *const roman[] = {"", "I", "II", "III", "IV", "V"};
    int kind = f ? f->kind : GAME_WK_NUMBER;
    if (kind == GAME_WK_PLAYER)
        emitf(o, "P%lld", (long long)x + 1);
    else if (kind == GAME_WK_POSITION)
        emitf(o, "%lld", (long long)x + 1);
    else if (kind == GAME_WK_LEVEL && x > 0 && x < 6)
        emitf(o, "%s", roman[x]);
    else if (kind == GAME_WK_SIGNED)
        emitf(o, "%+lld", (long long)x);
    else if (kind == GAME_WK_CHANGE)
        emitf(o, "%lld", (long long)(x < 0 ? -x : x));
    else
        emitf(o, "%lld", (long long)x);
}

/* "P1 50 (winner) P2 40": scores with the event's winners. */
static void show_scores(out *o, const json_t *obj, const json_t *scores)
{
    const json_t *win = json_object_get(obj, "winners");
    size_t i, k;
    const json_t *x, *y;
    json_array_foreach(scores, i, x) {
        bool w = false;
        json_array_foreach(win, k, y) w |= json_integer_value(y) == (json_int_t)i;
        emitf(o, "%sP%zu %lld%s", i ? " " : "", i + 1, (long long)json_integer_value(x), w ? " (winner)" : "");
    }
}

static void placeholder(out *o, const json_t *obj, const game_word_row *row, const char *p, size_t len)
{
    size_t klen = strcspn(p, ":");
    if (klen > len)
        klen = len;
    const json_t *x = get(obj, p, klen);
    if (!x) {
        emit(o, "{", 1), emit(o, p, len), emit(o, "}", 1);
        return;
    }
    const game_word_field *f = field_of(row, p, klen);
    if (klen < len) { /* {n:noun}: a count with the noun's plural */
        const json_t *noun = get(obj, p + klen + 1, len - klen - 1);
        const char *s = json_is_string(noun) ? json_string_value(noun) : "?";
        json_int_t k = json_integer_value(x);
        size_t sl = strlen(s);
        emitf(o, "%lld %s%s", (long long)k, s, k == 1 ? "" : sl && s[sl - 1] == 's' ? "es" : "s");
    } else if (json_is_string(x)) {
        const char *said = f && f->shown ? f->shown(f->names, json_string_value(x)) : NULL;
        if (said)
            emitf(o, "%s", said);
        else
            emit(o, json_string_value(x), json_string_length(x));
    } else if (json_is_integer(x)) {
        show_number(o, f, json_integer_value(x));
    } else if (json_is_array(x)) {
        show_scores(o, obj, x);
    } else {
        emitf(o, "%s", json_is_true(x) ? "true" : "false");
    }
}

/* Text (no brackets) with its placeholders filled. */
static void fill_plain(out *o, const json_t *obj, const game_word_row *row, const char *s, size_t len)
{
    size_t i = 0;
    while (i < len) {
        const char *open = memchr(s + i, '{', len - i);
        size_t stop = open ? (size_t)(open - s) : len;
        emit(o, s + i, stop - i);
        if (!open)
            break;
        const char *close = memchr(open, '}', len - stop);
        if (!close) {
            emit(o, open, len - stop);
            break;
        }
        placeholder(o, obj, row, open + 1, (size_t)(close - open - 1));
        i = (size_t)(close - s) + 1;
    }
}

int game_words_fill(const char *tpl, const json_t *obj, const game_word_row *row, char *buf, size_t n)
{
    if (buf && n)
        buf[0] = '\0';
    if (!tpl || !buf)
        return GAME_E_ARG;
    out o = {buf, n, 0};
    const char *s = tpl;
    while (*s) {
        const char *open = strchr(s, '[');
        const char *close = open ? strchr(open, ']') : NULL;
        const char *bar = open ? memchr(open, '|', close ? (size_t)(close - open) : 0) : NULL;
        if (!open || !close || !bar) {
            fill_plain(&o, obj, row, s, strlen(s));
            break;
        }
        fill_plain(&o, obj, row, s, (size_t)(open - s));
        if (cond_holds(obj, open + 1, (size_t)(bar - open - 1)))
            fill_plain(&o, obj, row, bar + 1, (size_t)(close - bar - 1));
        s = close + 1;
    }
    return (int)o.len;
}

int game_words_event_text(const game_words *w, const game_event *e, char *buf, size_t n)
{
    if (buf && n)
        buf[0] = '\0';
    if (!w || !e || !buf || e->type == 0 || e->type >= w->nevents)
        return GAME_E_ARG;
    json_t *j = game_words_event_json(w, e);
    if (!j)
        return GAME_E_NOMEM;
    int len = game_words_fill(w->events[e->type].en, j, &w->events[e->type], buf, n);
    json_decref(j);
    return len;
}

/* ---- reasons ------------------------------------------------------------- */

static const game_word_row COMMON_REASONS[GAME_REASON_COMMON] = {GAME_REASON_ROWS_COMMON};

const game_words game_common_words = {.reasons = COMMON_REASONS, .nreasons = GAME_REASON_COMMON};

json_t *game_words_reason_json(const game_words *w, const game_event *r)
{
    if (!w || !r || !w->reasons || r->type >= w->nreasons)
        return NULL;
    const game_word_row *row = &w->reasons[r->type];
    json_t *j = row_json(w, row, "reason", r);
    char text[256];
    if (j && (game_words_fill(row->en, j, row, text, sizeof text) < 0 ||
              !put(j, "text", json_string(text)))) {
        json_decref(j);
        return NULL;
    }
    return j;
}

/* ---- the catalog --------------------------------------------------------- */

const char *game_words_kind_name(const game_word_field *f)
{
    static const char *const names[GAME_WK_COUNT] = {
        [GAME_WK_NUMBER] = "number", [GAME_WK_PLAYER] = "player", [GAME_WK_POSITION] = "position",
        [GAME_WK_LEVEL] = "level",   [GAME_WK_CHANGE] = "change", [GAME_WK_SIGNED] = "signed", [GAME_WK_FLAG] = "flag",
        [GAME_WK_TRUE] = "flag",     [GAME_WK_WORD] = "word",     [GAME_WK_WORD_NUMBER] = "number",
        [GAME_WK_SCORES] = "scores", [GAME_WK_SEATS] = "seats"};
    if (!f || f->kind >= GAME_WK_COUNT)
        return "?";
    return f->kind == GAME_WK_NAME ? (f->names ? f->names : "name") : names[f->kind];
}

/* Rows [from, n), or up to the first without a name when n < 0. */
static json_t *rows_json(const game_word_row *rows, int n, int from)
{
    json_t *all = json_object();
    bool ok = all != NULL;
    for (int i = from; ok && rows && (n < 0 ? rows[i].name != NULL : i < n); i++) {
        json_t *fields = json_object(), *row = json_object();
        ok = fields && row && put(fields, PLAYER.key, json_string("player"));
        for (int k = 0; ok && k < GAME_WORD_FIELDS && rows[i].f[k].key; k++)
            ok = put(fields, rows[i].f[k].key, json_string(game_words_kind_name(&rows[i].f[k])));
        ok = ok && put(row, "en", json_string(rows[i].en));
        if (ok) { /* set_new takes the reference even when it fails */
            ok = put(row, "fields", fields);
            fields = NULL;
        }
        if (ok) {
            ok = put(all, rows[i].name, row);
            row = NULL;
        }
        json_decref(fields);
        json_decref(row);
    }
    if (!ok) {
        json_decref(all);
        return NULL;
    }
    return all;
}

json_t *game_words_catalog(const game_words *w)
{
    if (!w)
        return NULL;
    json_t *j = json_object();
    if (!j || !put(j, "events", rows_json(w->events, w->nevents, 1)) ||
        !put(j, "actions", rows_json(w->actions, -1, 0)) ||
        (w->reasons && !put(j, "reasons", rows_json(w->reasons, w->nreasons, 0))) ||
        (w->decisions && !put(j, "decisions", rows_json(w->decisions, -1, 0)))) {
        json_decref(j);
        return NULL;
    }
    return j;
}
