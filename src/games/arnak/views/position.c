/* position.c - a position as data (position.h, docs/POSITION.md).
 *
 * One walk over the state drives both directions: every field is visited by a
 * codec call (f_u8, f_names, f_bits, ...) that in write mode turns the field
 * into a JSON value under its key and in read mode takes the value under that
 * key, checks its type and range and stores it.  The writer and the reader
 * therefore cannot drift apart: a field is either in both or in neither.
 *
 * Reading starts from an all-zero state (the padding fields stay zero), fills
 * it from the text, refuses unknown keys, then runs arnak_check().  The first
 * error stops the walk; its message names the field ("players[1].resources.coin:
 * 70000 is out of range 0..65535") and the caller's state stays untouched.
 *
 * Lists hold the live part of each array (a deck from the bottom to the top, a
 * hand, a stack); bytes left beyond a list's count by earlier moves mean nothing
 * to the game but are part of the state's bytes, so they are written under
 * "residue" (only where non-zero) to keep write -> read byte-exact. */
#include "games/arnak/position.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kit.h"
#include "games/arnak/rules/encoding.h"
#include "games/arnak/rules/zones.h"
#include "games/arnak/rules/sites.h"

/* ---- names of things ------------------------------------------------------ */

/* Decision-stack frame kinds (FR_* in internal.h), by name. */
static const char *const FRAME_NAMES[FR_END_ROUND + 1] = {
    [FR_NONE] = "none",
    [FR_TURN] = "turn",
    [FR_POST] = "post",
    [FR_PAY_TRAVEL] = "pay_travel",
    [FR_DRAW] = "draw",
    [FR_EXILE] = "exile",
    [FR_DISCARD] = "discard",
    [FR_PAY_Q] = "pay_q",
    [FR_PAY_DISCARD] = "pay_discard",
    [FR_CHOICE] = "choice",
    [FR_UPGRADE] = "upgrade",
    [FR_ARCH] = "arch",
    [FR_ACTIVATE] = "activate",
    [FR_RELOCATE] = "relocate",
    [FR_OVERCOME_FREE] = "overcome_free",
    [FR_CROWN] = "crown",
    [FR_BUY] = "buy",
    [FR_BOUGHT_ART] = "bought_art",
    [FR_RESEARCH] = "research",
    [FR_ORDER] = "order",
    [FR_BONUS_PICK] = "bonus_pick",
    [FR_RECRUIT] = "recruit",
    [FR_UPGRADE_ASST] = "upgrade_asst",
    [FR_REFRESH] = "refresh",
    [FR_RESCUE] = "rescue",
    [FR_SUPPLY_ASST] = "supply_asst",
    [FR_HORN] = "horn",
    [FR_EARRING_N] = "earring_n",
    [FR_LIMBO_KEEP] = "limbo_keep",
    [FR_LIMBO_TOP] = "limbo_top",
    [FR_HAMMER_TAKE] = "hammer_take",
    [FR_OCARINA] = "ocarina",
    [FR_KEEP] = "keep",
    [FR_EFFECT] = "effect",
    [FR_DO_DIG] = "do_dig",
    [FR_DO_DISCOVER] = "do_discover",
    [FR_DO_GUARDIAN] = "do_guardian",
    [FR_DO_OVERCOME] = "do_overcome",
    [FR_TAKE_BONUS] = "take_bonus",
    [FR_LIMBO_REST] = "limbo_rest",
    [FR_END_ROUND] = "end_round",
};
/* A new frame kind needs a name above (and a line in docs/POSITION.md). */
_Static_assert(FR_DECISION_END == 33 && FR_END_ROUND == 71, "frame kinds changed: update FRAME_NAMES");

typedef struct {
    const char *noun;
    const char *(*name)(const arnak_state *s, int id); /* NULL: no such id */
    int lo, hi;                                        /* ids allowed here */
} names;

static const char *nm_card(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < CARD_COUNT ? ARNAK_CARDS[id].slug : NULL;
}
static const char *nm_tile(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 17 ? ARNAK_TILES[id].name : NULL;
}
static const char *nm_guardian(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 16 ? ARNAK_GUARDIANS[id].name : NULL;
}
static const char *nm_assistant(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 13 ? ARNAK_ASSISTANTS[id].name : NULL;
}
static const char *nm_idol(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 7 ? ARNAK_IDOL_NAMES[id] : NULL;
}
static const char *nm_bonus(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 7 ? ARNAK_BONUS_NAMES[id] : NULL;
}
static const char *nm_rspace(const arnak_state *s, int id)
{
    return id >= 0 && id < ARNAK_RSPACES ? ARNAK_SIDES[s->side & 1].sp[id].name : NULL;
}
static const char *nm_frame(const arnak_state *s, int id)
{
    (void)s;
    return id >= 0 && id <= FR_END_ROUND ? FRAME_NAMES[id] : NULL;
}

static const char *nm_rtile(const arnak_state *s, int id)
{
    (void)s;
    return id >= 0 && id < RIVAL_TILE_COUNT ? ARNAK_RIVAL_TILES[id].name : NULL;
}

static const names N_CARD = {"card", nm_card, 1, CARD_COUNT - 1};
static const names N_RTILE = {"rival tile", nm_rtile, 0, RIVAL_TILE_COUNT - 1};
static const names N_ITEM = {"item", nm_card, CARD_ITEM(1), CARD_ITEM(40)};
static const names N_ART = {"artifact", nm_card, CARD_ART(1), CARD_ART(35)};
static const names N_ROWCARD = {"item or artifact", nm_card, CARD_ITEM(1), CARD_COUNT - 1};
static const names N_TILE = {"tile", nm_tile, 1, 16};
static const names N_TILE1 = {"level I tile", nm_tile, 1, 10};
static const names N_TILE2 = {"level II tile", nm_tile, 11, 16};
static const names N_GUARDIAN = {"guardian", nm_guardian, 1, 15};
static const names N_ASSISTANT = {"assistant", nm_assistant, 1, 12};
static const names N_IDOL = {"idol", nm_idol, 1, 6};
static const names N_BONUS = {"bonus tile", nm_bonus, 1, 6};
static const names N_RSPACE = {"research space", nm_rspace, 0, ARNAK_RSPACES - 1};
static const names N_FRAME = {"frame kind", nm_frame, 0, FR_END_ROUND};

/* ---- the walk's context --------------------------------------------------- */

#define PATH_N GAME_PATH_N
#define SEEN_N 64

typedef struct {
    bool rd;          /* read mode (else write mode) */
    bool failed;
    char *err;
    size_t n;
    arnak_state *s;   /* written from (a copy) or read into (a zeroed scratch) */
} cx;

/* One JSON object being visited: its path and, in read mode, the keys visited. */
typedef struct {
    json_t *j;
    char path[PATH_N];
    const char *seen[SEEN_N];
    int nseen;
} ob;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void fail(cx *c, const char *path, const char *fmt, ...);

static void fail(cx *c, const char *path, const char *fmt, ...)
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
static void put(cx *c, ob *o, const char *key, json_t *v)
{
    if (c->failed) {
        json_decref(v);
        return;
    }
    if (!v || json_object_set_new(o->j, key, v) != 0) {
        char p[PATH_N];
        game_path_join(p, o->path, key);
        fail(c, p, "cannot be written");
    }
}

/* Read mode: the value under key (recorded as known), or NULL.  A missing key
 * is an error unless optional. */
static json_t *get(cx *c, ob *o, const char *key, bool optional, char *path)
{
    game_path_join(path, o->path, key);
    if (c->failed)
        return NULL;
    if (o->nseen < SEEN_N)
        o->seen[o->nseen++] = key;
    json_t *v = json_object_get(o->j, key);
    if (!v && !optional)
        fail(c, path, "missing");
    return v;
}

/* Read mode: every key of the object was visited (the smallest unknown one is
 * named, so the message does not depend on hash order). */
static void end(cx *c, ob *o)
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
        char q[48], p[PATH_N];
        game_quote(q, sizeof q, bad);
        game_path_join(p, o->path, q);
        fail(c, p, "unknown key");
    }
}

static void ob_init(ob *o, json_t *j, const char *path)
{
    o->j = j;
    game_path_join(o->path, "", path);
    o->nseen = 0;
}

/* The object or array (`want`) under key: in write mode a new, empty one set
 * there, in read mode the one found, which must be of that type.  Returns it
 * (borrowed), or NULL when it failed; p gets the key's path. */
static json_t *f_container(cx *c, ob *o, const char *key, json_type want, char *p)
{
    if (c->failed)
        return NULL;
    if (!c->rd) {
        json_t *j = want == JSON_OBJECT ? json_object() : json_array();
        game_path_join(p, o->path, key);
        put(c, o, key, j);
        return c->failed ? NULL : j;
    }
    json_t *v = get(c, o, key, false, p);
    if (v && json_typeof(v) != want) {
        fail(c, p, "expected an %s, found %s", want == JSON_OBJECT ? "object" : "array", game_json_type_name(v));
        return NULL;
    }
    return v;
}

/* A nested object under key.  False when it failed (then skip its fields). */
static bool f_obj(cx *c, ob *o, const char *key, ob *child)
{
    char p[PATH_N];
    json_t *v = f_container(c, o, key, JSON_OBJECT, p);
    if (v)
        ob_init(child, v, p);
    return v != NULL;
}

/* An array under key; in read mode its size must lie in lo..hi (*len gets it).
 * Returns the array (borrowed) or NULL when it failed. */
static json_t *f_arr(cx *c, ob *o, const char *key, int lo, int hi, int *len, char *p)
{
    json_t *v = f_container(c, o, key, JSON_ARRAY, p);
    if (!v || !c->rd)
        return v;
    int k = (int)json_array_size(v);
    if (k < lo || k > hi) {
        if (lo == hi)
            fail(c, p, "has %d entries, expected %d", k, lo);
        else
            fail(c, p, "has %d entries, expected %d..%d", k, lo, hi);
        return NULL;
    }
    *len = k;
    return v;
}

/* Element i of an array of objects. */
static bool el_obj(cx *c, json_t *arr, int i, const char *arrpath, ob *child)
{
    char p[PATH_N];
    game_path_join_index(p, arrpath, i);
    if (c->failed)
        return false;
    if (!c->rd) {
        json_t *j = json_object();
        ob_init(child, j, p);
        if (!j || json_array_append_new(arr, j) != 0) {
            fail(c, p, "cannot be written");
            return false;
        }
        return true;
    }
    json_t *v = json_array_get(arr, (size_t)i);
    if (!json_is_object(v)) {
        fail(c, p, "expected an object, found %s", game_json_type_name(v));
        return false;
    }
    ob_init(child, v, p);
    return true;
}

/* ---- values ------------------------------------------------------------------ */

static bool r_int(cx *c, const char *path, const json_t *v, long long lo, long long hi, long long *out)
{
    if (c->failed)
        return false;
    if (!json_is_integer(v)) {
        fail(c, path, "expected an integer, found %s", game_json_type_name(v));
        return false;
    }
    long long x = (long long)json_integer_value(v);
    if (x < lo || x > hi) {
        fail(c, path, "%lld is out of range %lld..%lld", x, lo, hi);
        return false;
    }
    *out = x;
    return true;
}

/* A name (or null for 0 when nullable). */
static json_t *w_name(cx *c, int id, const names *nm, bool nullable)
{
    if (nullable && id == 0)
        return json_null();
    const char *s = id >= nm->lo && id <= nm->hi ? nm->name(c->s, id) : NULL;
    return s ? json_string(s) : NULL;
}

static bool r_name(cx *c, const char *path, const json_t *v, const names *nm, bool nullable, int *out)
{
    if (c->failed)
        return false;
    if (nullable && json_is_null(v)) {
        *out = 0;
        return true;
    }
    if (!json_is_string(v)) {
        fail(c, path, "expected %s name%s, found %s", nm->noun, nullable ? " or null" : "", game_json_type_name(v));
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
    fail(c, path, "unknown %s '%s'", nm->noun, q);
    return false;
}

/* ---- fields ------------------------------------------------------------------- */

static void f_int(cx *c, ob *o, const char *key, long long *v, long long lo, long long hi)
{
    char p[PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        put(c, o, key, *v >= lo && *v <= hi ? json_integer((json_int_t)*v) : NULL);
        return;
    }
    json_t *j = get(c, o, key, false, p);
    if (j)
        r_int(c, p, j, lo, hi, v);
}

static void f_u8(cx *c, ob *o, const char *key, uint8_t *f, int lo, int hi)
{
    long long v = *f;
    f_int(c, o, key, &v, lo, hi);
    *f = (uint8_t)v;
}

static void f_u16(cx *c, ob *o, const char *key, uint16_t *f, int lo, int hi)
{
    long long v = *f;
    f_int(c, o, key, &v, lo, hi);
    *f = (uint16_t)v;
}

static void f_u32(cx *c, ob *o, const char *key, uint32_t *f)
{
    long long v = *f;
    f_int(c, o, key, &v, 0, UINT32_MAX);
    *f = (uint32_t)v;
}

/* A 0/1 byte as false/true. */
static void f_flag(cx *c, ob *o, const char *key, uint8_t *f)
{
    char p[PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        put(c, o, key, *f <= 1 ? json_boolean(*f) : NULL);
        return;
    }
    json_t *j = get(c, o, key, false, p);
    if (!j)
        return;
    if (!json_is_boolean(j))
        fail(c, p, "expected true or false, found %s", game_json_type_name(j));
    else
        *f = json_is_true(j) ? 1 : 0;
}

/* A 64-bit number as "0x" and 1..16 hex digits (the writer gives 16). */
static void f_hex64(cx *c, ob *o, const char *key, uint64_t *f)
{
    char p[PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        put(c, o, key, game_json_hex64(*f));
        return;
    }
    json_t *j = get(c, o, key, false, p);
    if (!j)
        return;
    const char *t = json_is_string(j) ? json_string_value(j) : NULL;
    if (!t) {
        fail(c, p, "expected a string \"0x...\", found %s", game_json_type_name(j));
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
        fail(c, p, "'%s' is not \"0x\" and 1 to 16 lower-case hex digits", q);
        return;
    }
    *f = v;
}

/* A single name (null for 0 when nullable). */
static void f_name(cx *c, ob *o, const char *key, uint8_t *f, const names *nm, bool nullable)
{
    char p[PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        put(c, o, key, w_name(c, *f, nm, nullable));
        return;
    }
    json_t *j = get(c, o, key, false, p);
    int id;
    if (j && r_name(c, p, j, nm, nullable, &id))
        *f = (uint8_t)id;
}

/* Write: an array of the names of arr[0..n-1]. */
static json_t *w_names(cx *c, const uint8_t *arr, int n, int cap, const names *nm, bool nullable)
{
    if (n < 0 || n > cap)
        return NULL;
    json_t *a = json_array();
    for (int i = 0; a && i < n; i++) {
        json_t *v = w_name(c, arr[i], nm, nullable);
        if (!v || json_array_append_new(a, v) != 0) {
            json_decref(a);
            return NULL;
        }
    }
    return a;
}

/* Read: an array of names into arr; its size in lo..hi goes to *n. */
static void r_names(cx *c, const char *path, const json_t *v, uint8_t *arr, int lo, int hi, int *n,
                    const names *nm, bool nullable)
{
    if (c->failed)
        return;
    if (!json_is_array(v)) {
        fail(c, path, "expected an array, found %s", game_json_type_name(v));
        return;
    }
    int k = (int)json_array_size(v);
    if (k < lo || k > hi) {
        if (lo == hi)
            fail(c, path, "has %d entries, expected %d", k, lo);
        else
            fail(c, path, "has %d entries, at most %d fit", k, hi);
        return;
    }
    for (int i = 0; i < k; i++) {
        char p[PATH_N];
        game_path_join_index(p, path, i);
        int id;
        if (!r_name(c, p, json_array_get(v, (size_t)i), nm, nullable, &id))
            return;
        arr[i] = (uint8_t)id;
    }
    *n = k;
}

/* A list of names with its count (count NULL: exactly cap entries). */
static void f_names(cx *c, ob *o, const char *key, uint8_t *arr, uint8_t *count, int cap, const names *nm,
                    bool nullable)
{
    char p[PATH_N];
    if (c->failed)
        return;
    if (!c->rd) {
        put(c, o, key, w_names(c, arr, count ? *count : cap, cap, nm, nullable));
        return;
    }
    json_t *j = get(c, o, key, false, p);
    int k = 0;
    if (j)
        r_names(c, p, j, arr, count ? 0 : cap, cap, &k, nm, nullable);
    if (count && !c->failed)
        *count = (uint8_t)k;
}

/* Exactly n integers lo..hi. */
static void f_ints(cx *c, ob *o, const char *key, uint8_t *arr, int n, int lo, int hi)
{
    char p[PATH_N];
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
        put(c, o, key, a);
        return;
    }
    int k;
    json_t *j = f_arr(c, o, key, n, n, &k, p);
    for (int i = 0; j && i < n && !c->failed; i++) {
        char q[PATH_N];
        long long v;
        game_path_join_index(q, p, i);
        if (r_int(c, q, json_array_get(j, (size_t)i), lo, hi, &v))
            arr[i] = (uint8_t)v;
    }
}

/* A bit set as a list of names: bit (id - nm->lo) for each id listed. */
static void f_bits(cx *c, ob *o, const char *key, uint64_t *bits, const names *nm)
{
    char p[PATH_N];
    int nbits = nm->hi - nm->lo + 1;
    if (c->failed)
        return;
    if (!c->rd) {
        json_t *a = (*bits >> nbits) ? NULL : json_array();
        for (int i = 0; a && i < nbits; i++) {
            if (!(*bits >> i & 1))
                continue;
            json_t *v = w_name(c, nm->lo + i, nm, false);
            if (!v || json_array_append_new(a, v) != 0) {
                json_decref(a);
                a = NULL;
            }
        }
        put(c, o, key, a);
        return;
    }
    int k;
    json_t *j = f_arr(c, o, key, 0, nbits, &k, p);
    uint64_t v = 0;
    for (int i = 0; j && i < k; i++) {
        char q[PATH_N];
        int id;
        game_path_join_index(q, p, i);
        if (!r_name(c, q, json_array_get(j, (size_t)i), nm, false, &id))
            return;
        uint64_t bit = 1ULL << (id - nm->lo);
        if (v & bit) {
            fail(c, q, "%s listed twice", nm->name(c->s, id));
            return;
        }
        v |= bit;
    }
    if (!c->failed)
        *bits = v;
}

static void f_bits16(cx *c, ob *o, const char *key, uint16_t *bits, const names *nm)
{
    uint64_t v = *bits;
    f_bits(c, o, key, &v, nm);
    *bits = (uint16_t)v;
}

/* ---- the walk ------------------------------------------------------------------ */

/* The solo rival (nplayers 1 only; a 2-4 player position has no "rival" key). */
static void walk_rival(cx *c, ob *o)
{
    arnak_rival *r = &c->s->rival;
    ob x;
    if (!f_obj(c, o, "rival", &x))
        return;
    f_u8(c, &x, "difficulty", &r->difficulty, 0, RIVAL_PAIRS);
    f_u8(c, &x, "red_pairs", &r->red, 0, (1 << RIVAL_PAIRS) - 1);
    f_names(c, &x, "stack", r->stack, &r->stack_n, ARNAK_RIVAL_TILES_N, &N_RTILE, false);
    f_names(c, &x, "used", r->used, &r->used_n, ARNAK_RIVAL_TILES_N, &N_RTILE, false);
    f_u8(c, &x, "archaeologists_out", &r->arch_out, 0, ARNAK_RIVAL_ARCHS);
    f_name(c, &x, "glass", &r->glass, &N_RSPACE, false);
    f_u8(c, &x, "temple_rank", &r->temple_rank, 0, ARNAK_MAX_PLAYERS);
    f_u8(c, &x, "temple_tiles_6", &r->temple6, 0, 2);
    f_u8(c, &x, "idols_up", &r->idols_up, 0, 63);
    f_u8(c, &x, "idols_minus", &r->idols_minus, 0, 16);
    f_u8(c, &x, "assistants_removed", &r->assts_removed, 0, N_ASSISTANTS);
    f_bits(c, &x, "items", &r->items, &N_ITEM);
    f_bits(c, &x, "artifacts", &r->arts, &N_ART);
    f_bits16(c, &x, "guardians", &r->guardians, &N_GUARDIAN);
    f_u8(c, &x, "log_n", &r->log_n, 0, ARNAK_RIVAL_LOG);
    f_ints(c, &x, "log", &r->log[0][0], ARNAK_RIVAL_LOG * 6, 0, 255);
    end(c, &x);
}

static void walk_player(cx *c, ob *o, int q)
{
    arnak_player *p = &c->s->p[q];
    ob r;
    if (f_obj(c, o, "resources", &r)) {
        for (int i = 0; i < RES_N; i++)
            f_u16(c, &r, ARNAK_RES_NAMES[i], &p->res[i], 0, 65535);
        end(c, &r);
    }
    f_bits16(c, o, "guardians", &p->guardians, &N_GUARDIAN);
    f_bits16(c, o, "boons_used", &p->boons_used, &N_GUARDIAN);

    /* cards[] = deck bottom..top | hand | play area; the three lists in order */
    f_names(c, o, "deck", p->cards, &p->deck_n, ARNAK_PCARDS, &N_CARD, false);
    f_names(c, o, "hand", p->cards + p->deck_n, &p->hand_n, ARNAK_PCARDS - p->deck_n, &N_CARD, false);
    if (!c->failed)
        f_names(c, o, "play", p->cards + ak_play_lo(p), &p->play_n, ARNAK_PCARDS - ak_play_lo(p), &N_CARD,
                false);
    if (!c->failed) {
        f_ints(c, o, "deck_segments", p->seg, p->deck_n, 0, 255);
        f_ints(c, o, "hand_segments", p->seg + ak_hand_lo(p), p->hand_n, 0, 255);
        f_ints(c, o, "play_segments", p->seg + ak_play_lo(p), p->play_n, 0, 255);
    }
    f_u8(c, o, "next_segment", &p->next_seg, 0, 255);
    f_u8(c, o, "fear_tiles", &p->fear_tiles, 0, 255);
    f_u8(c, o, "idols", &p->idols, 0, 16);
    f_u8(c, o, "idol_slots", &p->idol_slots, 0, 4);
    if (f_obj(c, o, "temple_tiles", &r)) {
        f_u8(c, &r, "2", &p->temple_tiles[0], 0, 255);
        f_u8(c, &r, "6", &p->temple_tiles[1], 0, 255);
        f_u8(c, &r, "11", &p->temple_tiles[2], 0, 255);
        end(c, &r);
    }
    char ap[PATH_N];
    int k;
    json_t *as = f_arr(c, o, "assistants", 2, 2, &k, ap);
    for (int i = 0; as && i < 2; i++) {
        ob a;
        if (!el_obj(c, as, i, ap, &a))
            break;
        f_name(c, &a, "assistant", &p->asst[i], &N_ASSISTANT, true);
        f_flag(c, &a, "gold", &p->asst_gold[i]);
        f_flag(c, &a, "exhausted", &p->asst_tired[i]);
        end(c, &a);
    }
    f_name(c, o, "glass", &p->glass, &N_RSPACE, false);
    f_name(c, o, "notebook", &p->notebook, &N_RSPACE, false);
    f_u8(c, o, "temple_rank", &p->temple_rank, 0, ARNAK_MAX_PLAYERS);
    f_u8(c, o, "archaeologists_out", &p->arch_out, 0, 2);
    f_flag(c, o, "passed", &p->passed);
    f_flag(c, o, "no_fear_this_round", &p->war_mask);
    f_flag(c, o, "ocarina", &p->ocarina);
    f_flag(c, o, "seen_temple_stack", &p->seen_temple_stack);
    if (f_obj(c, o, "made_icons", &r)) {
        for (int i = ICON_BOOT; i < ICON_N; i++)
            f_u8(c, &r, ARNAK_ICON_NAMES[i], &p->temp_icons[i], 0, 255);
        end(c, &r);
    }
}

/* Who stands on a space: null, a seat 0..nplayers-1 or "blocked". */
static void f_occupant(cx *c, json_t *arr, int i, const char *arrpath, uint8_t *f)
{
    char p[PATH_N];
    game_path_join_index(p, arrpath, i);
    if (c->failed)
        return;
    int np = c->s->nplayers;
    if (!c->rd) {
        json_t *v = *f == 0                ? json_null()
                    : *f == SPACE_BLOCKED ? json_string("blocked")
                    : *f == SPACE_RIVAL && np == 1 ? json_string("rival")
                    : *f <= np            ? json_integer(*f - 1)
                                          : NULL;
        if (!v || json_array_append_new(arr, v) != 0)
            fail(c, p, "cannot be written");
        return;
    }
    json_t *v = json_array_get(arr, (size_t)i);
    long long x;
    if (json_is_null(v))
        *f = 0;
    else if (json_is_string(v) && strcmp(json_string_value(v), "blocked") == 0)
        *f = SPACE_BLOCKED;
    else if (np == 1 && json_is_string(v) && strcmp(json_string_value(v), "rival") == 0)
        *f = SPACE_RIVAL;
    else if (json_is_integer(v)) {
        if (r_int(c, p, v, 0, np - 1, &x))
            *f = (uint8_t)(x + 1);
    } else
        fail(c, p, "expected null, a seat 0..%d or \"blocked\", found %s", np - 1,
             json_is_string(v) ? "another string" : game_json_type_name(v));
}

static void walk_sites(cx *c, ob *o)
{
    arnak_state *s = c->s;
    char ap[PATH_N];
    int k;
    json_t *arr = f_arr(c, o, "sites", ARNAK_SITES, ARNAK_SITES, &k, ap);
    for (int site = 0; arr && site < ARNAK_SITES && !c->failed; site++) {
        ob x;
        if (!el_obj(c, arr, site, ap, &x))
            return;
        char p[PATH_N];
        const char *want = ARNAK_SITE_DEFS[site].name;
        if (!c->rd) {
            put(c, &x, "site", json_string(want));
        } else {
            json_t *v = get(c, &x, "site", false, p);
            if (v && !(json_is_string(v) && strcmp(json_string_value(v), want) == 0)) {
                fail(c, p, "expected \"%s\" (the sites are listed P0..P16 in order)", want);
                return;
            }
        }
        f_name(c, &x, "tile", &s->site_tile[site], &N_TILE, true);
        f_name(c, &x, "guardian", &s->site_guardian[site], &N_GUARDIAN, true);
        f_name(c, &x, "idol", &s->site_idol[site], &N_IDOL, true);
        f_u8(c, &x, "face_down_idols", &s->site_idol_down[site], 0, 16);
        int nsp = ak_site_nspaces(site);
        json_t *sps = f_arr(c, &x, "spaces", nsp, nsp, &k, p);
        for (int i = 0; sps && i < nsp; i++)
            f_occupant(c, sps, i, p, &s->space_occ[ak_site_space(site, i)]);
        end(c, &x);
    }
}

/* Bytes left beyond a list's count (see the top of the file). */
typedef struct {
    char key[40];
    uint8_t *p;
    int len;
} region;

static int residue_regions(arnak_state *s, region *r)
{
    int n = 0;
#define REG(name, ptr, count, cap)                                                                 \
    do {                                                                                           \
        snprintf(r[n].key, sizeof r[n].key, "%s", name);                                          \
        r[n].p = (ptr) + (count);                                                                  \
        r[n].len = (cap) - (count);                                                                \
        n++;                                                                                       \
    } while (0)
    REG("item_deck", s->item_deck, s->item_n, 40);
    REG("artifact_deck", s->art_deck, s->art_n, 35);
    REG("level1_stack", s->l1_stack, s->l1_n, 10);
    REG("level2_stack", s->l2_stack, s->l2_n, 6);
    REG("guardian_stack", s->guard_stack, s->guard_n, 15);
    for (int st = 0; st < 3; st++) {
        char nm[40];
        snprintf(nm, sizeof nm, "assistant_stacks[%d]", st);
        REG(nm, s->asst_stack[st], s->asst_n[st], 6);
    }
    REG("rescue", s->rescue, s->rescue_n, 4);
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        char nm[40];
        snprintf(nm, sizeof nm, "research_bonus.%s", ARNAK_SIDES[s->side & 1].sp[sp].name);
        REG(nm, s->bonus[sp], s->bonus_n[sp], 3);
    }
    REG("lost_temple_bonus", s->temple_bonus, s->temple_bonus_n, 4);
    REG("drawn.cards", s->limbo, s->limbo_n, 3);
    REG("drawn.segments", s->limbo_seg, s->limbo_n, 3);
    for (int q = 0; q < s->nplayers && q < ARNAK_MAX_PLAYERS; q++) {
        char nm[40];
        arnak_player *p = &s->p[q];
        snprintf(nm, sizeof nm, "players[%d].cards", q);
        REG(nm, p->cards, ak_cards_n(p), ARNAK_PCARDS);
        snprintf(nm, sizeof nm, "players[%d].segments", q);
        REG(nm, p->seg, ak_cards_n(p), ARNAK_PCARDS);
    }
    REG("stack", (uint8_t *)s->stack, (int)(s->depth * sizeof(arnak_frame)), (int)sizeof s->stack);
#undef REG
    return n;
}

static void walk_residue(cx *c, ob *o)
{
    ob r;
    region reg[48];
    if (!f_obj(c, o, "residue", &r))
        return;
    int nr = residue_regions(c->s, reg);
    for (int i = 0; i < nr && !c->failed; i++) {
        region *g = &reg[i];
        char p[PATH_N];
        if (g->len < 0) {
            game_path_join(p, r.path, g->key);
            fail(c, p, "count beyond capacity");
            return;
        }
        if (!c->rd) {
            int last = g->len - 1;
            while (last >= 0 && g->p[last] == 0)
                last--;
            if (last >= 0) {
                json_t *a = json_array();
                for (int k = 0; a && k <= last; k++)
                    if (json_array_append_new(a, json_integer(g->p[k])) != 0) {
                        json_decref(a);
                        a = NULL;
                    }
                put(c, &r, g->key, a);
            }
            continue;
        }
        json_t *v = get(c, &r, g->key, true, p);
        if (!v)
            continue;
        if (!json_is_array(v)) {
            fail(c, p, "expected an array, found %s", game_json_type_name(v));
            return;
        }
        int k = (int)json_array_size(v);
        if (k > g->len) {
            fail(c, p, "has %d entries, at most %d fit", k, g->len);
            return;
        }
        for (int j = 0; j < k; j++) {
            char q[PATH_N];
            long long x;
            game_path_join_index(q, p, j);
            if (!r_int(c, q, json_array_get(v, (size_t)j), 0, 255, &x))
                return;
            g->p[j] = (uint8_t)x;
        }
    }
    end(c, &r); /* reg[] keys are still alive here */
}

static void walk(cx *c, ob *o)
{
    arnak_state *s = c->s;
    char p[PATH_N];
    int k;

    /* format, player count and side first: the rest depends on them */
    if (!c->rd) {
        put(c, o, "format", json_string(ARNAK_POSITION_FORMAT));
    } else {
        json_t *v = get(c, o, "format", false, p);
        if (v && !(json_is_string(v) && strcmp(json_string_value(v), ARNAK_POSITION_FORMAT) == 0)) {
            fail(c, p, "expected \"%s\"", ARNAK_POSITION_FORMAT);
            return;
        }
    }
    f_u8(c, o, "nplayers", &s->nplayers, 1, ARNAK_MAX_PLAYERS);
    if (!c->rd) {
        put(c, o, "side", s->side <= 1 ? json_string(ARNAK_SIDES[s->side].name) : NULL);
    } else {
        json_t *v = get(c, o, "side", false, p);
        if (v) {
            const char *t = json_is_string(v) ? json_string_value(v) : "";
            if (strcmp(t, ARNAK_SIDES[0].name) == 0)
                s->side = 0;
            else if (strcmp(t, ARNAK_SIDES[1].name) == 0)
                s->side = 1;
            else
                fail(c, p, "expected \"%s\" or \"%s\"", ARNAK_SIDES[0].name, ARNAK_SIDES[1].name);
        }
    }
    if (c->failed)
        return;
    int np = s->nplayers;

    ob r;
    if (f_obj(c, o, "rng", &r)) {
        f_hex64(c, &r, "state", &s->rng_state);
        f_hex64(c, &r, "inc", &s->rng_inc);
        end(c, &r);
    }
    f_u32(c, o, "decisions", &s->decisions);
    f_u8(c, o, "round", &s->round, 1, 5);
    f_u8(c, o, "start_player", &s->start_player, 0, np - 1);
    f_u8(c, o, "turn_player", &s->turn_player, 0, np - 1);
    f_flag(c, o, "over", &s->over);
    f_flag(c, o, "main_done", &s->main_done);
    f_u8(c, o, "fear_supply", &s->fear_supply, 0, 19);

    if (f_obj(c, o, "exile", &r)) {
        f_bits(c, &r, "items", &s->item_exile, &N_ITEM);
        f_bits(c, &r, "artifacts", &s->art_exile, &N_ART);
        ob b;
        if (f_obj(c, &r, "basic", &b)) {
            for (int i = 0; i < 4; i++)
                f_u8(c, &b, ARNAK_CARDS[i + 1].slug, &s->basic_exiled[i], 0, ARNAK_MAX_PLAYERS);
            end(c, &b);
        }
        end(c, &r);
    }
    f_names(c, o, "item_deck", s->item_deck, &s->item_n, 40, &N_ITEM, false);
    f_flag(c, o, "item_known_top", &s->item_known_top);
    f_names(c, o, "artifact_deck", s->art_deck, &s->art_n, 35, &N_ART, false);
    f_flag(c, o, "artifact_known_top", &s->art_known_top);
    f_names(c, o, "row", s->row, NULL, ARNAK_ROW, &N_ROWCARD, true);
    f_name(c, o, "revealed", &s->revealed, &N_ROWCARD, true);

    walk_sites(c, o);
    f_names(c, o, "level1_stack", s->l1_stack, &s->l1_n, 10, &N_TILE1, false);
    f_u8(c, o, "level1_known_bottom", &s->l1_known_bottom, 0, 10);
    f_names(c, o, "level2_stack", s->l2_stack, &s->l2_n, 6, &N_TILE2, false);
    f_u8(c, o, "level2_known_bottom", &s->l2_known_bottom, 0, 6);
    f_names(c, o, "guardian_stack", s->guard_stack, &s->guard_n, 15, &N_GUARDIAN, false);

    json_t *sts = f_arr(c, o, "assistant_stacks", 3, 3, &k, p);
    for (int st = 0; sts && st < 3 && !c->failed; st++) {
        char q[PATH_N];
        game_path_join_index(q, p, st);
        if (!c->rd) {
            json_t *a = w_names(c, s->asst_stack[st], s->asst_n[st], 6, &N_ASSISTANT, false);
            if (!a || json_array_append_new(sts, a) != 0)
                fail(c, q, "cannot be written");
        } else {
            int n = 0;
            r_names(c, q, json_array_get(sts, (size_t)st), s->asst_stack[st], 0, 6, &n, &N_ASSISTANT, false);
            s->asst_n[st] = (uint8_t)n;
        }
    }
    f_ints(c, o, "assistant_known", s->asst_known, 3, 0, 6);
    f_names(c, o, "rescue", s->rescue, &s->rescue_n, 4, &N_ASSISTANT, false);
    f_u8(c, o, "idols_removed", &s->idols_removed, 0, 16);

    if (f_obj(c, o, "research_bonus", &r)) {
        for (int sp = 0; sp < ARNAK_RSPACES; sp++)
            f_names(c, &r, ARNAK_SIDES[s->side].sp[sp].name, s->bonus[sp], &s->bonus_n[sp], 3, &N_BONUS, false);
        end(c, &r);
    }
    f_names(c, o, "lost_temple_bonus", s->temple_bonus, &s->temple_bonus_n, 4, &N_BONUS, false);
    if (f_obj(c, o, "bonus_box", &r)) {
        for (int t = 1; t < 7; t++)
            f_u8(c, &r, ARNAK_BONUS_NAMES[t], &s->bonus_box[t], 0, 18);
        end(c, &r);
    }
    f_u8(c, o, "bonus_taken", &s->bonus_taken, 0, 18);
    if (f_obj(c, o, "temple_stacks", &r)) {
        for (int i = 0; i < 6; i++)
            f_u8(c, &r, ARNAK_TEMPLE_STACK_NAMES[i], &s->temple_stack[i], 0, ARNAK_MAX_PLAYERS);
        end(c, &r);
    }
    f_u8(c, o, "temple_arrivals", &s->temple_arrivals, 0, ARNAK_MAX_PLAYERS);

    if (f_obj(c, o, "drawn", &r)) {
        f_u8(c, &r, "owner", &s->limbo_owner, 0, ARNAK_MAX_PLAYERS - 1);
        f_names(c, &r, "cards", s->limbo, &s->limbo_n, 3, &N_CARD, false);
        if (!c->failed)
            f_ints(c, &r, "segments", s->limbo_seg, s->limbo_n, 0, 255);
        end(c, &r);
    }

    json_t *fr = f_arr(c, o, "stack", 0, ARNAK_STACK, &k, p);
    int depth = c->rd ? k : s->depth;
    if (fr && depth > ARNAK_STACK)
        fail(c, p, "deeper than %d", ARNAK_STACK);
    for (int i = 0; fr && i < depth && !c->failed; i++) {
        ob x;
        arnak_frame *f = &s->stack[i];
        if (!el_obj(c, fr, i, p, &x))
            break;
        f_name(c, &x, "kind", &f->kind, &N_FRAME, false);
        f_u8(c, &x, "player", &f->player, 0, ARNAK_MAX_PLAYERS - 1);
        uint8_t args[8] = {f->a, f->b, f->c, f->d, f->e, f->f, f->g, f->h};
        f_ints(c, &x, "args", args, 8, 0, 255);
        f->a = args[0], f->b = args[1], f->c = args[2], f->d = args[3];
        f->e = args[4], f->f = args[5], f->g = args[6], f->h = args[7];
        end(c, &x);
    }
    if (fr && !c->failed)
        s->depth = (uint8_t)depth;

    json_t *ps = f_arr(c, o, "players", np, np, &k, p);
    for (int q = 0; ps && q < np && !c->failed; q++) {
        ob x;
        if (!el_obj(c, ps, q, p, &x))
            break;
        walk_player(c, &x, q);
        end(c, &x);
    }

    if (np == 1)
        walk_rival(c, o);
    walk_residue(c, o);
    end(c, o);
}

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

/* ---- public functions ------------------------------------------------------------- */

char *arnak_position_write(const arnak_state *s)
{
    if (!s)
        return NULL;
    arnak_state copy = *s; /* the walk stores back what it visits: never into *s */
    cx c = {.rd = false, .s = &copy};
    json_t *root = json_object();
    if (!root)
        return NULL;
    ob o;
    ob_init(&o, root, "");
    walk(&c, &o);
    char *text = NULL;
    if (!c.failed) {
        sbuf sb = {0};
        emit(&sb, root, 0);
        sb_str(&sb, "\n");
        if (sb.oom)
            free(sb.b);
        else
            text = sb.b;
    }
    json_decref(root);
    return text;
}

/* One line: no control characters in the message. */
static void one_line(char *err, size_t n)
{
    if (!err || n == 0)
        return;
    for (char *q = err; *q; q++)
        if ((unsigned char)*q < 32 || *q == 127)
            *q = ' ';
}

int arnak_position_read(arnak_state *s, const char *text, char *err, size_t n)
{
    if (err && n)
        err[0] = 0;
    if (!s || !text) {
        if (err && n)
            snprintf(err, n, "no state or no text");
        return ARNAK_E_ARG;
    }
    arnak_state t;
    memset(&t, 0, sizeof t);
    cx c = {.rd = true, .err = err, .n = n, .s = &t};

    const char *q = text;
    while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')
        q++;
    if (!*q) {
        fail(&c, "", "empty text: a position is a JSON object");
        return ARNAK_E_POSITION;
    }
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) {
        fail(&c, "", "not JSON: line %d, column %d: %s", je.line, je.column, je.text);
        one_line(err, n);
        return ARNAK_E_POSITION;
    }
    if (!json_is_object(root)) {
        fail(&c, "", "the position must be a JSON object, found %s", game_json_type_name(root));
    } else {
        ob o;
        ob_init(&o, root, "");
        walk(&c, &o);
    }
    json_decref(root);
    if (!c.failed) {
        char msg[200];
        if (arnak_check(&t, msg, sizeof msg) != 0)
            fail(&c, "", "inconsistent position (arnak_check): %s", msg);
    }
    if (c.failed) {
        if (err && n && !err[0])
            snprintf(err, n, "position refused");
        one_line(err, n);
        return ARNAK_E_POSITION;
    }
    *s = t;
    return ARNAK_OK;
}
