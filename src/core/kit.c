/* kit.c - what the files of every game share (kit.h): a string buffer, JSON
 * put helpers, the paths of fields, a strict reader of JSON fields. */
#include "core/kit.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"

/* ---- a string buffer ---- */

game_buf game_buf_of(char *buf, size_t n)
{
    if (buf && n)
        buf[0] = '\0';
    return (game_buf){buf, n, 0};
}

void game_buf_printf(game_buf *b, const char *fmt, ...)
{
    if (b->len + 1 >= b->n)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(b->buf + b->len, b->n - b->len, fmt, ap);
    va_end(ap);
    if (k > 0)
        b->len = b->len + (size_t)k < b->n ? b->len + (size_t)k : b->n - 1;
}

/* ---- JSON put helpers ---- */

void game_json_put(bool *bad, json_t *o, const char *key, json_t *v)
{
    if (json_object_set_new(o, key, v) != 0)
        *bad = true;
}

void game_json_add(bool *bad, json_t *a, json_t *v)
{
    if (json_array_append_new(a, v) != 0)
        *bad = true;
}

json_t *game_json_done(bool bad, json_t *j)
{
    if (bad || !j) {
        json_decref(j);
        return NULL;
    }
    return j;
}

json_t *game_position_start(bool *bad, const char *format, int players)
{
    json_t *j = json_object();
    if (!j) {
        *bad = true;
        return NULL;
    }
    game_json_put(bad, j, "format", json_string(format));
    game_json_put(bad, j, "players", json_integer(players));
    return j;
}

char *game_position_end(bool bad, json_t *j)
{
    char *text = bad || !j ? NULL : game_json_dump(j);
    json_decref(j);
    return text;
}

json_t *game_json_hex64(uint64_t v)
{
    char buf[24];
    snprintf(buf, sizeof buf, "0x%016" PRIx64, v);
    return json_string(buf);
}

const char *game_json_type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT:
        return "an object";
    case JSON_ARRAY:
        return "an array";
    case JSON_STRING:
        return "a string";
    case JSON_INTEGER:
        return "an integer";
    case JSON_REAL:
        return "a real number";
    case JSON_TRUE:
    case JSON_FALSE:
        return "a boolean";
    default:
        return "null";
    }
}

/* ---- the paths of fields ---- */

/* Bounded string building without snprintf (cut at GAME_PATH_N - 1). */
static void cat(char *out, const char *t)
{
    size_t k = strlen(out);
    while (*t && k + 1 < GAME_PATH_N)
        out[k++] = *t++;
    out[k] = 0;
}

void game_path_join(char *out, const char *path, const char *key)
{
    out[0] = 0;
    cat(out, path);
    if (path[0])
        cat(out, ".");
    cat(out, key);
}

void game_path_join_index(char *out, const char *path, int i)
{
    char num[16], rev[16];
    int k = 0;
    unsigned u = (unsigned)i;
    do {
        rev[k++] = (char)('0' + u % 10);
        u /= 10;
    } while (u && k < 13);
    num[0] = '[';
    for (int j = 0; j < k; j++)
        num[1 + j] = rev[k - 1 - j];
    num[1 + k] = ']';
    num[2 + k] = 0;
    out[0] = 0;
    cat(out, path);
    cat(out, num);
}

game_path game_path_at(const char *path, const char *key)
{
    game_path p;
    game_path_join(p.s, path, key);
    return p;
}

game_path game_path_at_index(const char *path, int i)
{
    game_path p;
    game_path_join_index(p.s, path, i);
    return p;
}

void game_quote(char *out, size_t n, const char *v)
{
    size_t k = 0;
    for (; v[k] && k + 1 < n && k < 40; k++)
        out[k] = (v[k] >= 32 && v[k] < 127) ? v[k] : '?';
    out[k] = 0;
    if (v[k] && k >= 3 && k + 1 < n) /* cut: mark it */
        memcpy(out + k - 3, "...", 3);
}

/* ---- a strict reader of JSON fields ---- */

game_reader game_reader_of(char *err, size_t n)
{
    if (err && n)
        err[0] = '\0';
    return (game_reader){err, n, false};
}

void game_read_fail(game_reader *r, const char *fmt, ...)
{
    if (r->bad)
        return;
    r->bad = true;
    if (r->err && r->n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->err, r->n, fmt, ap);
        va_end(ap);
    }
}

json_t *game_read_json(game_reader *r, const char *text)
{
    json_error_t je;
    json_t *j = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!j)
        game_read_fail(r, "not JSON (line %d: %s)", je.line, je.text);
    return j;
}

int game_read_position(game_reader *r, const void *dst, const char *text, json_t **out)
{
    *out = NULL;
    if (!dst || !text) {
        game_read_fail(r, "no position");
        return GAME_E_ARG;
    }
    json_t *j = game_read_json(r, text);
    if (!j)
        return GAME_E_POSITION;
    if (!json_is_object(j)) {
        game_read_fail(r, "field 'position': an object is wanted");
        json_decref(j);
        return GAME_E_POSITION;
    }
    *out = j;
    return GAME_OK;
}

bool game_read_object(game_reader *r, json_t *o, const char *where, const char *const *keys,
                      int nkeys)
{
    if (!json_is_object(o)) {
        game_read_fail(r, "field '%s': an object is wanted", where[0] ? where : "position");
        return false;
    }
    const char *key;
    json_t *v;
    json_object_foreach(o, key, v)
    {
        bool known = false;
        for (int i = 0; i < nkeys && !known; i++)
            known = strcmp(key, keys[i]) == 0;
        if (!known) {
            game_read_fail(r, "field '%s': unknown", game_path_at(where, key).s);
            return false;
        }
    }
    return true;
}

json_t *game_read_need(game_reader *r, json_t *o, const char *where, const char *key)
{
    json_t *v = json_object_get(o, key);
    if (!v)
        game_read_fail(r, "field '%s': missing", game_path_at(where, key).s);
    return v;
}

int game_read_int_value(game_reader *r, json_t *v, const char *name, int lo, int hi)
{
    if (!v)
        return lo;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        game_read_fail(r, "field '%s': an integer %d..%d is wanted", name, lo, hi);
        return lo;
    }
    return (int)json_integer_value(v);
}

int game_read_int(game_reader *r, json_t *o, const char *where, const char *key, int lo, int hi)
{
    json_t *v = game_read_need(r, o, where, key);
    return game_read_int_value(r, v, game_path_at(where, key).s, lo, hi);
}

int game_read_bool(game_reader *r, json_t *o, const char *where, const char *key)
{
    json_t *v = game_read_need(r, o, where, key);
    if (v && !json_is_boolean(v))
        game_read_fail(r, "field '%s': true or false is wanted", game_path_at(where, key).s);
    return json_is_true(v);
}

uint64_t game_read_hex64(game_reader *r, json_t *o, const char *where, const char *key)
{
    const char *v = json_string_value(game_read_need(r, o, where, key));
    bool ok = v && strlen(v) == 18 && v[0] == '0' && v[1] == 'x';
    for (int i = 2; ok && i < 18; i++)
        ok = isxdigit((unsigned char)v[i]) != 0;
    if (!ok) {
        game_read_fail(r, "field '%s': \"0x\" and 16 hex digits are wanted",
                       game_path_at(where, key).s);
        return 0;
    }
    return strtoull(v + 2, NULL, 16);
}

void game_read_format(game_reader *r, json_t *o, const char *key, const char *want)
{
    json_t *f = game_read_need(r, o, "", key);
    if (f && (!json_is_string(f) || strcmp(json_string_value(f), want) != 0))
        game_read_fail(r, "field '%s': \"%s\" is wanted", key, want);
}

const char *game_names_of(const game_names *t, int i, char buf[32])
{
    if (t->names)
        return t->names[i];
    return t->name(i, buf);
}

int game_read_name_value(game_reader *r, json_t *v, const char *name, const game_names *t,
                         bool nullable, int none)
{
    if (!v)
        return nullable ? none : 0;
    if (nullable && json_is_null(v))
        return none;
    const char *str = json_string_value(v);
    for (int i = 0; str && i < t->n; i++) {
        char buf[32];
        if (strcmp(str, game_names_of(t, i, buf)) == 0)
            return i;
    }
    if (str)
        game_read_fail(r, "field '%s': \"%.40s\" is not %s", name, str, t->noun);
    else
        game_read_fail(r, "field '%s': %s%s is wanted", name, t->noun, nullable ? " or null" : "");
    return nullable ? none : 0;
}

int game_read_name(game_reader *r, json_t *o, const char *where, const char *key,
                   const game_names *t, bool nullable, int none)
{
    json_t *v = game_read_need(r, o, where, key);
    return game_read_name_value(r, v, game_path_at(where, key).s, t, nullable, none);
}
