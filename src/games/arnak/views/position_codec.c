/* position_codec.c - the codec of positions (position_codec.h): the walk's
 * context (the first failure, paths, the keys a read visited) and one call per
 * kind of field (numbers, flags, names and lists of names, bit sets), each a
 * write or a read of the same field as c->rd says. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "games/arnak/views/position_codec.h"

/* ---- the walk's context --------------------------------------------------- */


void ak_pos_fail(ak_pos_cx *c, const char *path, const char *fmt, ...)
{
    if (c->failed)
        return;
    c->failed = true;
    if (!c->err || c->n == 0)
        return;
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (path && path[0])
        snprintf(c->err, c->n, "%s: %s", path, msg);
    else
        snprintf(c->err, c->n, "%s", msg);
}

/* Write mode: set key (a NULL value means out of memory or an unwritable field). */
void ak_pos_put(ak_pos_cx *c, ak_pos_ob *o, const char *key, json_t *v)
{
    if (c->failed) {
        json_decref(v);
        return;
    }
    if (!v || json_object_set_new(o->j, key, v) != 0) {
        char p[AK_POS_PATH_N];
        game_path_join(p, o->path, key);
        ak_pos_fail(c, p, "cannot be written");
    }
}

/* Read mode: the value under key (recorded as known), or NULL.  A missing key
 * is an error unless optional. */
json_t *ak_pos_get(ak_pos_cx *c, ak_pos_ob *o, const char *key, bool optional, char *path)
{
    game_path_join(path, o->path, key);
    if (c->failed)
        return NULL;
    if (o->nseen < AK_POS_SEEN_N)
        o->seen[o->nseen++] = key;
    json_t *v = json_object_get(o->j, key);
    if (!v && !optional)
        ak_pos_fail(c, path, "missing");
    return v;
}

/* Read mode: every key of the object was visited (the smallest unknown one is
 * named, so the message does not depend on hash order). */
void ak_pos_end(ak_pos_cx *c, ak_pos_ob *o)
{
    if (!c->rd || c->failed)
        return;
    const char *key, *bad = NULL;
    json_t *v;
    json_object_foreach(o->j, key, v) {
        bool known = false;
        for (int i = 0; i < o->nseen && !known; i++)
            known = strcmp(o->seen[i], key) == 0;
        if (!known && (!bad || strcmp(key, bad) < 0))
            bad = key;
    }
    if (bad) {
        char q[48], p[AK_POS_PATH_N];
        game_quote(q, sizeof q, bad);
        game_path_join(p, o->path, q);
        ak_pos_fail(c, p, "unknown key");
    }
}

void ak_pos_ob_init(ak_pos_ob *o, json_t *j, const char *path)
{
    o->j = j;
    game_path_join(o->path, "", path);
    o->nseen = 0;
}

/* The object or array (`want`) under key: in write mode a new, empty one set
 * there, in read mode the one found, which must be of that type.  Returns it
 * (borrowed), or NULL when it failed; p gets the key's path. */
static json_t *ak_pos_container(ak_pos_cx *c, ak_pos_ob *o, const char *key, json_type want, char *p)
{
    if (c->failed)
        return NULL;
    if (!c->rd) {
        json_t *j = want == JSON_OBJECT ? json_object() : json_array();
        game_path_join(p, o->path, key);
        ak_pos_put(c, o, key, j);
        return c->failed ? NULL : j;
    }
    json_t *v = ak_pos_get(c, o, key, false, p);
    if (v && json_typeof(v) != want) {
        ak_pos_fail(c, p, "expected an %s, found %s", want == JSON_OBJECT ? "object" : "array", game_json_type_name(v));
        return NULL;
    }
    return v;
}

/* A nested object under key.  False when it failed (then skip its fields). */
bool ak_pos_obj(ak_pos_cx *c, ak_pos_ob *o, const char *key, ak_pos_ob *child)
{
    char p[AK_POS_PATH_N];
    json_t *v = ak_pos_container(c, o, key, JSON_OBJECT, p);
    if (v)
        ak_pos_ob_init(child, v, p);
    return v != NULL;
}

/* An array under key; in read mode its size must lie in lo..hi (*len gets it).
 * Returns the array (borrowed) or NULL when it failed. */
json_t *ak_pos_arr(ak_pos_cx *c, ak_pos_ob *o, const char *key, int lo, int hi, int *len, char *p)
{
    json_t *v = ak_pos_container(c, o, key, JSON_ARRAY, p);
    if (!v || !c->rd)
        return v;
    int k = (int)json_array_size(v);
    if (k < lo || k > hi) {
        if (lo == hi)
            ak_pos_fail(c, p, "has %d entries, expected %d", k, lo);
        else
            ak_pos_fail(c, p, "has %d entries, expected %d..%d", k, lo, hi);
        return NULL;
    }
    *len = k;
    return v;
}

/* Element i of an array of objects. */
bool ak_pos_el_obj(ak_pos_cx *c, json_t *arr, int i, const char *arrpath, ak_pos_ob *child)
{
    char p[AK_POS_PATH_N];
    game_path_join_index(p, arrpath, i);
    if (c->failed)
        return false;
    if (!c->rd) {
        json_t *j = json_object();
        ak_pos_ob_init(child, j, p);
        if (!j || json_array_append_new(arr, j) != 0) {
            ak_pos_fail(c, p, "cannot be written");
            return false;
        }
        return true;
    }
    json_t *v = json_array_get(arr, (size_t)i);
    if (!json_is_object(v)) {
        ak_pos_fail(c, p, "expected an object, found %s", game_json_type_name(v));
        return false;
    }
    ak_pos_ob_init(child, v, p);
    return true;
}

/* ---- values ------------------------------------------------------------------ */

bool ak_pos_r_int(ak_pos_cx *c, const char *path, const json_t *v, long long lo, long long hi, long long *out)
{
    if (c->failed)
        return false;
    if (!json_is_integer(v)) {
        ak_pos_fail(c, path, "expected an integer, found %s", game_json_type_name(v));
        return false;
    }
    long long x = (long long)json_integer_value(v);
    if (x < lo || x > hi) {
        ak_pos_fail(c, path, "%lld is out of range %lld..%lld", x, lo, hi);
        return false;
    }
    *out = x;
    return true;
}

/* A name (or null for 0 when nullable). */
static json_t *ak_pos_w_name(ak_pos_cx *c, int id, const ak_pos_nameset *nm, bool nullable)
{
    if (nullable && id == 0)
        return json_null();
    const char *s = id >= nm->lo && id <= nm->hi ? nm->name(c->s, id) : NULL;
    return s ? json_string(s) : NULL;
}

static bool ak_pos_r_name(ak_pos_cx *c, const char *path, const json_t *v, const ak_pos_nameset *nm, bool nullable, int *out)
{
    if (c->failed)
        return false;
    if (nullable && json_is_null(v)) {
        *out = 0;
        return true;
    }
    if (!json_is_string(v)) {
        ak_pos_fail(c, path, "expected %s name%s, found %s", nm->noun, nullable ? " or null" : "", game_json_type_name(v));
        return false;
    }
    const char *t = json_string_value(v);
    for (int id = nm->lo; id <= nm->hi; id++) {
        const char *s = nm->name(c->s, id);
        if (s && strcmp(s, t) == 0) {
            *out = id;
            return true;
        }
    }
    char q[48];
    game_quote(q, sizeof q, t);
    ak_pos_fail(c, path, "unknown %s '%s'", nm->noun, q);
    return false;
}

/* ---- fields ------------------------------------------------------------------- */

static void ak_pos_int(ak_pos_cx *c, ak_pos_ob *o, const char *key, long long *v, long long lo, long long hi)
{
    char p[AK_POS_PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        ak_pos_put(c, o, key, *v >= lo && *v <= hi ? json_integer((json_int_t)*v) : NULL);
        return;
    }
    json_t *j = ak_pos_get(c, o, key, false, p);
    if (j)
        ak_pos_r_int(c, p, j, lo, hi, v);
}

void ak_pos_u8(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *f, int lo, int hi)
{
    long long v = *f;
    ak_pos_int(c, o, key, &v, lo, hi);
    *f = (uint8_t)v;
}

void ak_pos_u16(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint16_t *f, int lo, int hi)
{
    long long v = *f;
    ak_pos_int(c, o, key, &v, lo, hi);
    *f = (uint16_t)v;
}

void ak_pos_u32(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint32_t *f)
{
    long long v = *f;
    ak_pos_int(c, o, key, &v, 0, UINT32_MAX);
    *f = (uint32_t)v;
}

/* A 0/1 byte as false/true. */
void ak_pos_flag(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *f)
{
    char p[AK_POS_PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        ak_pos_put(c, o, key, *f <= 1 ? json_boolean(*f) : NULL);
        return;
    }
    json_t *j = ak_pos_get(c, o, key, false, p);
    if (!j)
        return;
    if (!json_is_boolean(j))
        ak_pos_fail(c, p, "expected true or false, found %s", game_json_type_name(j));
    else
        *f = json_is_true(j) ? 1 : 0;
}

/* A 64-bit number as "0x" and 1..16 hex digits (the writer gives 16). */
void ak_pos_hex64(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint64_t *f)
{
    char p[AK_POS_PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        ak_pos_put(c, o, key, game_json_hex64(*f));
        return;
    }
    json_t *j = ak_pos_get(c, o, key, false, p);
    if (!j)
        return;
    const char *t = json_is_string(j) ? json_string_value(j) : NULL;
    if (!t) {
        ak_pos_fail(c, p, "expected a string \"0x...\", found %s", game_json_type_name(j));
        return;
    }
    size_t len = strlen(t);
    uint64_t v = 0;
    bool ok = len >= 3 && len <= 18 && t[0] == '0' && t[1] == 'x';
    for (size_t i = 2; ok && i < len; i++) {
        char ch = t[i];
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
        if (d < 0)
            ok = false;
        v = v << 4 | (uint64_t)(d < 0 ? 0 : d);
    }
    if (!ok) {
        char q[48];
        game_quote(q, sizeof q, t);
        ak_pos_fail(c, p, "'%s' is not \"0x\" and 1 to 16 lower-case hex digits", q);
        return;
    }
    *f = v;
}

/* A single name (null for 0 when nullable). */
void ak_pos_name(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *f, const ak_pos_nameset *nm, bool nullable)
{
    char p[AK_POS_PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        ak_pos_put(c, o, key, ak_pos_w_name(c, *f, nm, nullable));
        return;
    }
    json_t *j = ak_pos_get(c, o, key, false, p);
    int id;
    if (j && ak_pos_r_name(c, p, j, nm, nullable, &id))
        *f = (uint8_t)id;
}

/* Write: an array of the names of arr[0..n-1]. */
json_t *ak_pos_w_names(ak_pos_cx *c, const uint8_t *arr, int n, int cap, const ak_pos_nameset *nm, bool nullable)
{
    if (n < 0 || n > cap)
        return NULL;
    json_t *a = json_array();
    for (int i = 0; a && i < n; i++) {
        json_t *v = ak_pos_w_name(c, arr[i], nm, nullable);
        if (!v || json_array_append_new(a, v) != 0) {
            json_decref(a);
            return NULL;
        }
    }
    return a;
}

/* Read: an array of names into arr; its size in lo..hi goes to *n. */
void ak_pos_r_names(ak_pos_cx *c, const char *path, const json_t *v, uint8_t *arr, int lo, int hi, int *n,
                    const ak_pos_nameset *nm, bool nullable)
{
    if (c->failed)
        return;
    if (!json_is_array(v)) {
        ak_pos_fail(c, path, "expected an array, found %s", game_json_type_name(v));
        return;
    }
    int k = (int)json_array_size(v);
    if (k < lo || k > hi) {
        if (lo == hi)
            ak_pos_fail(c, path, "has %d entries, expected %d", k, lo);
        else
            ak_pos_fail(c, path, "has %d entries, at most %d fit", k, hi);
        return;
    }
    for (int i = 0; i < k; i++) {
        char p[AK_POS_PATH_N];
        game_path_join_index(p, path, i);
        int id;
        if (!ak_pos_r_name(c, p, json_array_get(v, (size_t)i), nm, nullable, &id))
            return;
        arr[i] = (uint8_t)id;
    }
    *n = k;
}

/* A list of names with its count (count NULL: exactly cap entries). */
void ak_pos_names(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *arr, uint8_t *count, int cap, const ak_pos_nameset *nm,
                    bool nullable)
{
    char p[AK_POS_PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        ak_pos_put(c, o, key, ak_pos_w_names(c, arr, count ? *count : cap, cap, nm, nullable));
        return;
    }
    json_t *j = ak_pos_get(c, o, key, false, p);
    int k = 0;
    if (j)
        ak_pos_r_names(c, p, j, arr, count ? 0 : cap, cap, &k, nm, nullable);
    if (count && !c->failed)
        *count = (uint8_t)k;
}

/* Exactly n integers lo..hi. */
void ak_pos_ints(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *arr, int n, int lo, int hi)
{
    char p[AK_POS_PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        json_t *a = json_array();
        for (int i = 0; a && i < n; i++) {
            if (arr[i] < lo || arr[i] > hi || json_array_append_new(a, json_integer(arr[i])) != 0) {
                json_decref(a);
                a = NULL;
            }
        }
        ak_pos_put(c, o, key, a);
        return;
    }
    int k;
    json_t *j = ak_pos_arr(c, o, key, n, n, &k, p);
    for (int i = 0; j && i < n && !c->failed; i++) {
        char q[AK_POS_PATH_N];
        long long v;
        game_path_join_index(q, p, i);
        if (ak_pos_r_int(c, q, json_array_get(j, (size_t)i), lo, hi, &v))
            arr[i] = (uint8_t)v;
    }
}

/* A bit set as a list of names: bit (id - nm->lo) for each id listed. */
void ak_pos_bits(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint64_t *bits, const ak_pos_nameset *nm)
{
    char p[AK_POS_PATH_N];
    int nbits = nm->hi - nm->lo + 1;
    if (c->failed)
        return;
    if (!c->rd) {
        json_t *a = (*bits >> nbits) ? NULL : json_array();
        for (int i = 0; a && i < nbits; i++) {
            if (!(*bits >> i & 1))
                continue;
            json_t *v = ak_pos_w_name(c, nm->lo + i, nm, false);
            if (!v || json_array_append_new(a, v) != 0) {
                json_decref(a);
                a = NULL;
            }
        }
        ak_pos_put(c, o, key, a);
        return;
    }
    int k;
    json_t *j = ak_pos_arr(c, o, key, 0, nbits, &k, p);
    uint64_t v = 0;
    for (int i = 0; j && i < k; i++) {
        char q[AK_POS_PATH_N];
        int id;
        game_path_join_index(q, p, i);
        if (!ak_pos_r_name(c, q, json_array_get(j, (size_t)i), nm, false, &id))
            return;
        uint64_t bit = 1ULL << (id - nm->lo);
        if (v & bit) {
            ak_pos_fail(c, q, "%s listed twice", nm->name(c->s, id));
            return;
        }
        v |= bit;
    }
    if (!c->failed)
        *bits = v;
}

void ak_pos_bits16(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint16_t *bits, const ak_pos_nameset *nm)
{
    uint64_t v = *bits;
    ak_pos_bits(c, o, key, &v, nm);
    *bits = (uint16_t)v;
}
