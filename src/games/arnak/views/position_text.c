/* position_text.c - a written position as text (position_codec.h): sorted
 * keys, one key per line, short arrays and small objects on one line. */
#include <stdlib.h>
#include <string.h>

#include "games/arnak/views/position_codec.h"

/* ---- text out: sorted keys, one key per line, short arrays on one line ----------- */

typedef struct {
    char *b;
    size_t n, cap;
    bool oom;
} sbuf;

static void sb_add(sbuf *sb, const char *t, size_t len)
{
    if (sb->oom)
        return;
    if (sb->n + len + 1 > sb->cap) {
        size_t cap = sb->cap ? sb->cap : 4096;
        while (sb->n + len + 1 > cap)
            cap *= 2;
        char *nb = realloc(sb->b, cap);
        if (!nb) {
            sb->oom = true;
            return;
        }
        sb->b = nb;
        sb->cap = cap;
    }
    memcpy(sb->b + sb->n, t, len);
    sb->n += len;
    sb->b[sb->n] = 0;
}

static void sb_str(sbuf *sb, const char *t) { sb_add(sb, t, strlen(t)); }

static void sb_indent(sbuf *sb, int k)
{
    static const char sp[] = "                                ";
    while (k > 0) {
        int m = k < 32 ? k : 32;
        sb_add(sb, sp, (size_t)m);
        k -= m;
    }
}

static void emit_scalar(sbuf *sb, const json_t *v)
{
    char *t = json_dumps(v, JSON_ENCODE_ANY);
    if (!t) {
        sb->oom = true;
        return;
    }
    sb_str(sb, t);
    free(t);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* A scalar, or an array of at most 8 scalars. */
static bool is_short(const json_t *v)
{
    if (json_is_object(v))
        return false;
    if (!json_is_array(v))
        return true;
    if (json_array_size(v) > 8)
        return false;
    for (size_t i = 0; i < json_array_size(v); i++) {
        const json_t *x = json_array_get(v, i);
        if (json_is_object(x) || json_is_array(x))
            return false;
    }
    return true;
}

static void emit(sbuf *sb, const json_t *v, int ind)
{
    if (json_is_object(v)) {
        size_t n = json_object_size(v);
        if (n == 0) {
            sb_str(sb, "{}");
            return;
        }
        /* a small object of short values goes on one line */
        bool inline_obj = n <= 6;
        const char *key;
        json_t *x;
        json_object_foreach((json_t *)v, key, x) inline_obj = inline_obj && is_short(x);
        const char **keys = malloc(n * sizeof *keys);
        if (!keys) {
            sb->oom = true;
            return;
        }
        size_t i = 0;
        json_object_foreach((json_t *)v, key, x) keys[i++] = key;
        qsort(keys, n, sizeof *keys, cmp_str);
        sb_str(sb, inline_obj ? "{" : "{\n");
        for (i = 0; i < n; i++) {
            if (!inline_obj)
                sb_indent(sb, ind + 2);
            json_t *k = json_string(keys[i]);
            if (k)
                emit_scalar(sb, k);
            else
                sb->oom = true;
            json_decref(k);
            sb_str(sb, ": ");
            emit(sb, json_object_get(v, keys[i]), ind + 2);
            if (inline_obj)
                sb_str(sb, i + 1 < n ? ", " : "");
            else
                sb_str(sb, i + 1 < n ? ",\n" : "\n");
        }
        free(keys);
        if (!inline_obj)
            sb_indent(sb, ind);
        sb_str(sb, "}");
        return;
    }
    if (json_is_array(v)) {
        size_t n = json_array_size(v);
        bool flat = true;
        for (size_t i = 0; i < n && flat; i++) {
            const json_t *x = json_array_get(v, i);
            flat = !json_is_object(x) && !json_is_array(x);
        }
        if (flat) {
            sb_str(sb, "[");
            for (size_t i = 0; i < n; i++) {
                if (i)
                    sb_str(sb, ", ");
                emit_scalar(sb, json_array_get(v, i));
            }
            sb_str(sb, "]");
            return;
        }
        sb_str(sb, "[\n");
        for (size_t i = 0; i < n; i++) {
            sb_indent(sb, ind + 2);
            emit(sb, json_array_get(v, i), ind + 2);
            sb_str(sb, i + 1 < n ? ",\n" : "\n");
        }
        sb_indent(sb, ind);
        sb_str(sb, "]");
        return;
    }
    emit_scalar(sb, v);
}

char *ak_position_text(const json_t *root)
{
    sbuf sb = {0};
    emit(&sb, root, 0);
    sb_str(&sb, "\n");
    if (!sb.oom)
        return sb.b;
    free(sb.b);
    return NULL;
}
