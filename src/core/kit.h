/* kit.h - what the files of every game share, so that no game copies another:
 * the check macro, a string buffer, JSON put helpers, the paths of fields and
 * a strict reader of JSON fields (look up, type, range, one line naming the
 * field).  Outside the hot path except GAME_CHECK_FAIL; nothing here
 * allocates but jansson's values.
 *
 * Registering a game needs no file of forwarders: a game's entry points take
 * the interface's shapes (`const void *st` first, `const T *s = st;` on their
 * first line), so its game_def names them directly (quetzal: game_quetzal.c);
 * the rules' entry points every game has are one line (GAME_KIT_RULE_ENTRIES)
 * and, for a state of the usual fields, their forwarders another
 * (GAME_KIT_STATE_ENTRIES).
 *
 * Prefix: game_ (src/core). */
#ifndef GAME_CORE_KIT_H
#define GAME_CORE_KIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#if defined(__GNUC__)
#define GAME_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define GAME_PRINTF(f, a)
#endif

/* ---- a game's rules entry points ----
 * GAME_KIT_RULE_ENTRIES, inside a game_def's initializer, names the rules'
 * entry points every game defines, as static functions of its game file named
 * after the fields: g_init, g_players, g_current, g_over, g_legal, g_apply,
 * g_apply_trusted, g_returns, g_score, g_score_parts, g_round, g_in_step, and
 * the table score_part_names of NSCORE_PARTS names. */
#define GAME_KIT_RULE_ENTRIES                                                                      \
    .init = g_init, .players = g_players, .current_player = g_current, .is_over = g_over,          \
    .legal_actions = g_legal, .apply = g_apply, .apply_trusted = g_apply_trusted,                  \
    .returns = g_returns, .score = g_score, .nscore_parts = NSCORE_PARTS,                          \
    .score_part_names = score_part_names, .score_parts = g_score_parts, .round = g_round,          \
    .in_step = g_in_step

/* The forwarders g_players, g_current (-1 once over), g_over, g_legal, g_apply
 * and g_score of a game whose state T has the fields nplayers, cur and phase
 * and ends in the phase OVER; LEGAL(const T *, out), APPLY(T *, a) and
 * SCORE(const T *, player) are its public functions. */
#define GAME_KIT_STATE_ENTRIES(T, OVER, LEGAL, APPLY, SCORE)                                       \
    static int g_players(const void *st)                                                           \
    {                                                                                              \
        return ((const T *)st)->nplayers;                                                          \
    }                                                                                              \
    static int g_current(const void *st)                                                           \
    {                                                                                              \
        const T *s = st;                                                                           \
        return s->phase == (OVER) ? -1 : s->cur;                                                   \
    }                                                                                              \
    static bool g_over(const void *st)                                                             \
    {                                                                                              \
        return ((const T *)st)->phase == (OVER);                                                   \
    }                                                                                              \
    static int g_legal(const void *st, game_action *out)                                           \
    {                                                                                              \
        return LEGAL((const T *)st, out);                                                          \
    }                                                                                              \
    static int g_apply(void *st, game_action a)                                                    \
    {                                                                                              \
        return APPLY((T *)st, a);                                                                  \
    }                                                                                              \
    static int g_score(const void *st, int player)                                                 \
    {                                                                                              \
        return SCORE((const T *)st, player);                                                       \
    }

/* ---- the check macro ---- */
/* In a consistency check `int check(const T *s, char *msg, size_t n)`: the
 * reason into msg (cut to n) and return 1. */
#define GAME_CHECK_FAIL(...)                                                                       \
    do {                                                                                           \
        if (msg && n)                                                                              \
            snprintf(msg, n, __VA_ARGS__);                                                         \
        return 1;                                                                                  \
    } while (0)

/* ---- a string buffer ---- */
/* Text appended into buf[0..n-1], always terminated, cut where it does not fit
 * (len stops at n - 1). */
typedef struct {
    char *buf;
    size_t n, len;
} game_buf;
/* A buffer over buf (emptied when n > 0). */
game_buf game_buf_of(char *buf, size_t n);
void game_buf_printf(game_buf *b, const char *fmt, ...) GAME_PRINTF(2, 3);

/* ---- JSON put helpers ---- */
/* v set under key of o, or appended to a; *bad set when that failed (jansson
 * takes v either way, so a NULL v from a failed allocation marks *bad). */
void game_json_put(bool *bad, json_t *o, const char *key, json_t *v);
void game_json_add(bool *bad, json_t *a, json_t *v);
/* j, or NULL (j released) when bad or j is NULL: the end of a builder. */
json_t *game_json_done(bool bad, json_t *j);
/* A position writer's first and last steps: a new object with "format" and
 * "players" (NULL and *bad set when that failed); the object's text
 * (game_json_dump), or NULL when bad, with j released. */
json_t *game_position_start(bool *bad, const char *format, int players);
char *game_position_end(bool bad, json_t *j);
/* "0x" and 16 lower-case hex digits. */
json_t *game_json_hex64(uint64_t v);
/* "an object", "an array", "a string", "an integer", "a real number",
 * "a boolean", "null": what a value is, for messages. */
const char *game_json_type_name(const json_t *v);

/* ---- the paths of fields ---- */
#define GAME_PATH_N 160
/* A field's full name: "seats[1].coins", "spaces.quarry.faces", cut at
 * GAME_PATH_N - 1 (names are short; a cut one still names the field's start). */
typedef struct {
    char s[GAME_PATH_N];
} game_path;
/* out (GAME_PATH_N bytes) = path "." key (key alone at the top), or path "[i]". */
void game_path_join(char *out, const char *path, const char *key);
void game_path_join_index(char *out, const char *path, int i);
game_path game_path_at(const char *path, const char *key);
game_path game_path_at_index(const char *path, int i);
/* A short, printable rendering of a string a text supplied (at most 40
 * characters, others as '?', a cut one ending in "..."). */
void game_quote(char *out, size_t n, const char *v);

/* ---- a strict reader of JSON fields ----
 * The first problem, as one line naming the field: "field 'seats[1].coins':
 * an integer 0..32767 is wanted".  Every reader does nothing once one failed
 * (r->bad) and returns a harmless value (lo, 0, none). */
typedef struct {
    char *err;
    size_t n;
    bool bad;
} game_reader;
/* A reader writing its message to err (emptied). */
game_reader game_reader_of(char *err, size_t n);
/* The first failure only: its message (printf-style). */
void game_read_fail(game_reader *r, const char *fmt, ...) GAME_PRINTF(2, 3);
/* text parsed (duplicate keys refused), or NULL after "not JSON (line L: why)". */
json_t *game_read_json(game_reader *r, const char *text);
/* A position reader's opening steps: no state or no text is GAME_E_ARG ("no
 * position"), a text that is not JSON or not one object GAME_E_POSITION (the
 * reason in r); else GAME_OK with the object in *out (the caller's). */
int game_read_position(game_reader *r, const void *dst, const char *text, json_t **out);
/* o must be an object (else "field 'where': an object is wanted"; where ""
 * names "position") with keys among keys[0..nkeys-1] only ("field 'x': unknown"). */
bool game_read_object(game_reader *r, json_t *o, const char *where, const char *const *keys,
                      int nkeys);
/* The value under key of o, or NULL after "field 'where.key': missing". */
json_t *game_read_need(game_reader *r, json_t *o, const char *where, const char *key);
/* An integer lo..hi (v NULL: lo, nothing said: need said it). */
int game_read_int_value(game_reader *r, json_t *v, const char *name, int lo, int hi);
int game_read_int(game_reader *r, json_t *o, const char *where, const char *key, int lo, int hi);
/* true or false, as 1 or 0. */
int game_read_bool(game_reader *r, json_t *o, const char *where, const char *key);
/* "0x" and exactly 16 hex digits. */
uint64_t game_read_hex64(game_reader *r, json_t *o, const char *where, const char *key);
/* o's string under key must be `want` ("field 'key': \"want\" is wanted"). */
void game_read_format(game_reader *r, json_t *o, const char *key, const char *want);

/* A set of names: names[0..n-1], or name(i) where names is NULL (a card's
 * text); noun says what is wanted ("a phase name"). */
typedef struct {
    const char *const *names;
    int n;
    const char *noun;
    const char *(*name)(int i, char buf[32]);
} game_names;
/* The name of i (buf: room for a made one). */
const char *game_names_of(const game_names *t, int i, char buf[32]);
/* A name of t (its index); null as `none` where nullable.  v NULL: none or 0. */
int game_read_name_value(game_reader *r, json_t *v, const char *name, const game_names *t,
                         bool nullable, int none);
int game_read_name(game_reader *r, json_t *o, const char *where, const char *key,
                   const game_names *t, bool nullable, int none);

#endif
