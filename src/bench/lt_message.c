/* lt_message.c - `arnak loadtest`'s reading of the server's messages
 * (lt_message.h): the top level of the object is walked, each value stepped
 * over, and only the members kept are parsed by jansson. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "lt_message.h"

static const char *skip_space(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        p++;
    return p;
}

/* Just past the JSON value that starts at p, or NULL when it does not end
 * (or nests deeper than 64).  Strings are stepped over whole (escapes too)
 * and brackets matched; what is inside is not checked: only a member kept
 * is parsed (by jansson). */
static const char *skip_value(const char *p, const char *end)
{
    char open[64]; /* the closing bracket each open one wants */
    int depth = 0;
    do {
        if (p >= end)
            return NULL;
        if (*p == '"') {
            for (p++; p < end && *p != '"'; p++)
                if (*p == '\\')
                    p++;
            if (p >= end)
                return NULL;
            p++;
        } else if (*p == '{' || *p == '[') {
            if (depth == (int)sizeof open)
                return NULL;
            open[depth++] = *p == '{' ? '}' : ']';
            p++;
        } else if (*p == '}' || *p == ']') {
            if (depth == 0 || open[--depth] != *p)
                return NULL;
            p++;
        } else if (depth == 0) { /* a number, true, false or null */
            while (p < end && !strchr(",}] \t\r\n", *p))
                p++;
        } else {
            p++;
        }
    } while (depth > 0);
    return p;
}

/* The members the load test reads, of any message. */
static const char *const READ_KEYS[] = {"type", "game_id", "seq",    "turn",  "seat", "over",
                                        "actions", "seats", "rss_kb", "games", "code"};

static bool read_key(const char *k, size_t n)
{
    for (size_t i = 0; i < sizeof READ_KEYS / sizeof *READ_KEYS; i++)
        if (strlen(READ_KEYS[i]) == n && memcmp(READ_KEYS[i], k, n) == 0)
            return true;
    return false;
}

json_t *lt_load_message(const char *text, size_t len)
{
    const char *p = skip_space(text, text + len), *end = text + len;
    if (p >= end || *p++ != '{')
        return NULL;
    json_t *m = json_object();
    for (bool first = true; m; first = false) {
        p = skip_space(p, end);
        if (p < end && *p == '}' && first)
            return m;
        const char *k = p, *ke = p < end && *p == '"' ? skip_value(p, end) : NULL;
        const char *v = ke ? skip_space(ke, end) : NULL;
        if (!v || v >= end || *v != ':')
            break;
        v = skip_space(v + 1, end);
        const char *ve = skip_value(v, end);
        if (!ve)
            break;
        if (read_key(k + 1, (size_t)(ke - k - 2))) {
            char key[16];
            snprintf(key, sizeof key, "%.*s", (int)(ke - k - 2), k + 1);
            json_t *val = json_loadb(v, (size_t)(ve - v), JSON_DECODE_ANY, NULL);
            if (!val || json_object_set_new(m, key, val) != 0)
                break;
        }
        p = skip_space(ve, end);
        if (p < end && *p == '}')
            return m;
        if (p >= end || *p++ != ',')
            break;
    }
    json_decref(m);
    return NULL;
}

