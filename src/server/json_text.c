/* json_text.c - the JSON text of a value, as game_json_dump writes it.
 *
 * game_json_dump is jansson's json_dump_callback with JSON_SORT_KEYS |
 * JSON_COMPACT.  For every array and object jansson prints the container's
 * address into a key of a hash table of parents (its loop check), and for
 * every object allocates, fills and qsorts an array of its keys, then looks
 * each value up again by its key; every integer goes through snprintf.  At
 * a thousand followers an action that was about a third of the server's
 * time.  This writer gives the same bytes:
 *
 *  - objects: keys in the order of jansson's compare_keys (memcmp over the
 *    shorter length, then the shorter first), `"key":value` joined by `,`;
 *  - strings: `"` and `\` escaped, control characters as \b \f \n \r \t or
 *    \u00XX (upper-case hex), everything else as it is (no JSON_ENSURE_ASCII,
 *    no JSON_ESCAPE_SLASH); a value that is not UTF-8 by jansson's rules
 *    fails, a key that is not is cut as jansson cuts it;
 *  - integers in decimal (%lld); reals (rare in views) by jansson itself;
 *  - a loop, which jansson refuses, fails here by its depth; so does a value
 *    that is not an object or an array, as in jansson without
 *    JSON_ENCODE_ANY.
 *
 * tests/test_json_text.c compares the two over views of played games and
 * over values made to reach every branch. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "json_text.h"

typedef struct {
    char *buf;
    size_t len, cap;
    bool failed;
    /* srv_json_text_with: one more member of the top object, its value text
     * as it is (raw_key NULL: none) */
    const char *raw_key, *raw;
} out;

typedef struct {
    const char *key;
    size_t len;
    json_t *value;
} entry;

static bool room(out *o, size_t n)
{
    if (o->failed)
        return false;
    if (o->len + n + 1 <= o->cap)
        return true;
    size_t cap = o->cap ? o->cap : 1024;
    while (cap < o->len + n + 1)
        cap *= 2;
    char *b = realloc(o->buf, cap);
    if (!b) {
        o->failed = true;
        return false;
    }
    o->buf = b;
    o->cap = cap;
    return true;
}

static void put(out *o, const char *s, size_t n)
{
    if (!room(o, n))
        return;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

static void put_c(out *o, char c)
{
    if (room(o, 1))
        o->buf[o->len++] = c;
}

/* The length of the UTF-8 sequence at s (n bytes left) by jansson's rules
 * (utf8_check_first, utf8_check_full), or 0 when it is not one. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned char u = s[0];
    size_t count;
    int32_t v;
    if (u < 0x80)
        return 1;
    if (u >= 0xC2 && u <= 0xDF) {
        count = 2;
        v = u & 0x1F;
    } else if (u >= 0xE0 && u <= 0xEF) {
        count = 3;
        v = u & 0xF;
    } else if (u >= 0xF0 && u <= 0xF4) {
        count = 4;
        v = u & 0x7;
    } else {
        return 0;
    }
    if (count > n)
        return 0;
    for (size_t i = 1; i < count; i++) {
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
        v = (v << 6) + (s[i] & 0x3F);
    }
    if (v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF) || (count == 3 && v < 0x800) ||
        (count == 4 && v < 0x10000))
        return 0;
    return count;
}

/* A string in quotes, escaped.  False for text that is not UTF-8: as in
 * jansson, what came before its last escape is written, the rest not, and
 * no closing quote (a value then fails the whole text; a key does not: the
 * object goes on, as jansson's sorted dump ignores a key's failure). */
static bool put_string(out *o, const char *str, size_t len)
{
    static const char hex[] = "0123456789ABCDEF";
    const unsigned char *s = (const unsigned char *)str;
    put_c(o, '"');
    size_t run = 0; /* bytes from `run` on not yet written */
    for (size_t i = 0; i < len;) {
        unsigned char c = s[i];
        if (c >= 0x80) {
            size_t k = utf8_len(s + i, len - i);
            if (k == 0)
                return false;
            i += k;
            continue;
        }
        if (c >= 0x20 && c != '"' && c != '\\') {
            i++;
            continue;
        }
        put(o, str + run, i - run);
        char esc[6] = {'\\', 0, 0, 0, 0, 0};
        size_t n = 2;
        switch (c) {
        case '"':
            esc[1] = '"';
            break;
        case '\\':
            esc[1] = '\\';
            break;
        case '\b':
            esc[1] = 'b';
            break;
        case '\f':
            esc[1] = 'f';
            break;
        case '\n':
            esc[1] = 'n';
            break;
        case '\r':
            esc[1] = 'r';
            break;
        case '\t':
            esc[1] = 't';
            break;
        default:
            memcpy(esc + 1, "u00", 3);
            esc[4] = hex[c >> 4];
            esc[5] = hex[c & 15];
            n = 6;
            break;
        }
        put(o, esc, n);
        run = ++i;
    }
    put(o, str + run, len - run);
    put_c(o, '"');
    return true;
}

static void put_integer(out *o, json_int_t v)
{
    char digits[24];
    int n = 0;
    /* negated as unsigned: the least integer has no positive twin */
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        digits[n++] = '-';
    if (!room(o, (size_t)n))
        return;
    while (n > 0)
        o->buf[o->len++] = digits[--n];
}

static void put_real(out *o, const json_t *j)
{
    char *text = json_dumps(j, JSON_ENCODE_ANY | JSON_COMPACT);
    if (!text) {
        o->failed = true;
        return;
    }
    put(o, text, strlen(text));
    free(text);
}

/* jansson's compare_keys */
static int key_order(const entry *a, const entry *b)
{
    size_t n = a->len < b->len ? a->len : b->len;
    int r = memcmp(a->key, b->key, n);
    if (r)
        return r;
    return a->len < b->len ? -1 : a->len > b->len;
}

static int key_cmp(const void *a, const void *b)
{
    return key_order(a, b);
}

static void put_value(out *o, const json_t *j, int depth);

static void put_object(out *o, const json_t *j, int depth)
{
    size_t n = json_object_size(j);
    bool raw = depth == 0 && o->raw_key;
    entry small[32];
    entry *e = n + raw <= 32 ? small : malloc((n + raw) * sizeof *e);
    if (!e) {
        o->failed = true;
        return;
    }
    size_t k = 0;
    for (void *it = json_object_iter((json_t *)j); it && k < n;
         it = json_object_iter_next((json_t *)j, it), k++)
        e[k] = (entry){json_object_iter_key(it), json_object_iter_key_len(it),
                       json_object_iter_value(it)};
    if (raw) /* its value NULL: the text o->raw */
        e[k++] = (entry){o->raw_key, strlen(o->raw_key), NULL};
    if (k <= 32) { /* views' objects are small: an insertion sort */
        for (size_t i = 1; i < k; i++) {
            entry x = e[i];
            size_t m = i;
            while (m > 0 && key_order(&e[m - 1], &x) > 0) {
                e[m] = e[m - 1];
                m--;
            }
            e[m] = x;
        }
    } else {
        qsort(e, k, sizeof *e, key_cmp);
    }
    put_c(o, '{');
    for (size_t i = 0; i < k && !o->failed; i++) {
        if (i)
            put_c(o, ',');
        (void)put_string(o, e[i].key, e[i].len);
        put_c(o, ':');
        if (e[i].value)
            put_value(o, e[i].value, depth + 1);
        else
            put(o, o->raw, strlen(o->raw));
    }
    put_c(o, '}');
    if (e != small)
        free(e);
}

static void put_value(out *o, const json_t *j, int depth)
{
    if (!j || depth > SRV_JSON_TEXT_DEPTH) {
        o->failed = true;
        return;
    }
    switch (json_typeof(j)) {
    case JSON_NULL:
        put(o, "null", 4);
        break;
    case JSON_TRUE:
        put(o, "true", 4);
        break;
    case JSON_FALSE:
        put(o, "false", 5);
        break;
    case JSON_INTEGER:
        put_integer(o, json_integer_value(j));
        break;
    case JSON_REAL:
        put_real(o, j);
        break;
    case JSON_STRING:
        if (!put_string(o, json_string_value(j), json_string_length(j)))
            o->failed = true;
        break;
    case JSON_ARRAY: {
        size_t n = json_array_size(j);
        put_c(o, '[');
        for (size_t i = 0; i < n && !o->failed; i++) {
            if (i)
                put_c(o, ',');
            put_value(o, json_array_get(j, i), depth + 1);
        }
        put_c(o, ']');
        break;
    }
    case JSON_OBJECT:
        put_object(o, j, depth);
        break;
    default:
        o->failed = true;
        break;
    }
}

static char *text_of(const json_t *j, const char *raw_key, const char *raw)
{
    out o = {NULL, 0, 0, false, raw_key, raw};
    put_value(&o, j, 0);
    if (o.failed || !o.buf) {
        free(o.buf);
        return NULL;
    }
    o.buf[o.len] = '\0';
    return o.buf;
}

char *srv_json_text(const json_t *j)
{
    if (!json_is_object(j) && !json_is_array(j))
        return NULL; /* jansson dumps only a container (no JSON_ENCODE_ANY) */
    return text_of(j, NULL, NULL);
}

char *srv_json_text_with(const json_t *obj, const char *key, const char *raw)
{
    if (!json_is_object(obj) || !key || !raw || json_object_get(obj, key))
        return NULL;
    return text_of(obj, key, raw);
}
