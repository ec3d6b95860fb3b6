/* words.h - a game's wording table: for each event type its JSON fields and
 * its English sentence, for each action kind its English label; one place per
 * event, shared by the event's JSON, its text and the page.
 *
 * A row names the event (the JSON "type"), lists its fields (a JSON key, how
 * the value is made from game_event.v[], when it is present) and gives an
 * English template.  game_words_event_json() builds the JSON from the fields;
 * game_words_event_text() fills the template from that JSON; the catalog
 * (game_words_catalog) hands the templates and the fields' kinds to user
 * interfaces, which fill their own language's template the same way.
 *
 * Template language (the same in C and in web/js/words.js):
 *   {key}      the field's value, shown by its kind: a player as "P1" (seats
 *              are 0-based; people count from 1), a position as 1-based, a
 *              level as a Roman numeral, a change as its size, scores as
 *              "P1 50 (winner) P2 40"; names and numbers as they are
 *   {n:noun}   the count `n` with the plural of the word in field `noun`
 *              ("2 compasses")
 *   [cond|text]  text (which may hold {key}) only when cond holds; cond is
 *              atoms separated by spaces, all of which must hold:
 *              key (present, not false, 0 or ""), key=value, key<N, key>N,
 *              each negated by a leading '!'
 * Brackets do not nest.
 *
 * Prefix: game_ (src/core). */
#ifndef GAME_CORE_WORDS_H
#define GAME_CORE_WORDS_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "core/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How a field's value is made from game_event.v[] and how it is shown. */
enum {
    GAME_WK_NUMBER = 0, /* v[v] */
    GAME_WK_PLAYER,     /* v[v], a 0-based seat; shown "P1" */
    GAME_WK_POSITION,   /* v[v], 0-based; shown 1-based */
    GAME_WK_LEVEL,      /* v[v]; shown as a Roman numeral */
    GAME_WK_CHANGE,     /* v[v], signed; shown as its size */
    GAME_WK_SIGNED,     /* v[v]; shown with its sign ("+3", "-2", "+0") */
    GAME_WK_FLAG,       /* v[v] != 0, as true / false */
    GAME_WK_TRUE,       /* true (with a presence rule) */
    GAME_WK_WORD,       /* the v[v]-th word of names "a|b|c" (out of range: the first) */
    GAME_WK_WORD_NUMBER,/* the same word as a number ("2|6|11") */
    GAME_WK_NAME,       /* the game's name for id v[v] of the thing called names ("card") */
    GAME_WK_SCORES,     /* [v[0] .. v[n-1]], n = v[v2] (1..GAME_MAX_PLAYERS, else the most) */
    GAME_WK_SEATS,      /* the seats whose bit is set in v[v], of the n = v[v2] seats */
    GAME_WK_COUNT
};

/* When a field is present: always, or when v[cv] lies in [lo, hi] (IN) or
 * outside it (OUT). */
enum { GAME_WHEN_ALWAYS = 0, GAME_WHEN_IN, GAME_WHEN_OUT };

#define GAME_WORD_FIELDS 8

typedef struct {
    const char *key;   /* JSON key; {key} in templates */
    uint8_t kind;      /* GAME_WK_* */
    uint8_t v, v2;     /* the v[] slots it reads */
    uint8_t when;      /* GAME_WHEN_* */
    uint8_t cv;        /* the v[] slot the presence rule reads */
    int32_t lo, hi;
    const char *names; /* WORD: "a|b|c"; NAME: what the game names ("card", "site") */
    /* NAME, optional: the words a sentence says for a value (`what` is names),
     * NULL to say the value itself; the JSON keeps the value (an id) */
    const char *(*shown)(const char *what, const char *value);
} game_word_field;

/* One event type or action kind: its name, its English template, its fields
 * (the first with key NULL ends the list). */
typedef struct {
    const char *name;
    const char *en;
    game_word_field f[GAME_WORD_FIELDS];
} game_word_row;

typedef struct {
    /* events[type] for type 1..nevents-1 (events[0] unused) */
    const game_word_row *events;
    int nevents;
    /* action kinds (the "kind" of action_info), ended by a row whose name is
     * NULL; only key and kind of their fields count (the page fills them from
     * the action's info) */
    const game_word_row *actions;
    /* The game's value of kind NAME: `what` ("card") of id; a new JSON
     * string or number, NULL for an id it does not know. */
    json_t *(*name)(const char *what, int32_t id);
    /* Why an action is not legal now (game_def.why_not): reasons[code] for
     * code 0..nreasons-1, the first GAME_REASON_COMMON of them the common
     * rows (GAME_REASON_ROWS_COMMON); NULL when the game gives no reasons. */
    const game_word_row *reasons;
    int nreasons;
    /* The pending decision's sentence without its player (the page says the
     * player its own way): one row per decision name, ended by a row whose
     * name is NULL; filled from the first option's action info, whose
     * "decision" names the row.  NULL when the game words its decisions only
     * in decision_text. */
    const game_word_row *decisions;
} game_words;

/* The reasons every game shares, first in each game's table (their codes are
 * the same in every game). */
enum {
    GAME_REASON_LEGAL = 0,     /* it is legal now */
    GAME_REASON_GAME_OVER,     /* the game is over */
    GAME_REASON_NOT_YOUR_TURN, /* another seat decides now (v[0]: that seat, -1 none) */
    GAME_REASON_NOT_LEGAL,     /* not legal now, with no more precise reason */
    GAME_REASON_UNKNOWN,       /* names no action or thing of the game */
    GAME_REASON_COMMON
};
#define GAME_REASON_ROWS_COMMON                                                                         \
    [GAME_REASON_LEGAL] = {"legal", "that is legal now", {{0}}},                                       \
    [GAME_REASON_GAME_OVER] = {"game_over", "the game is over", {{0}}},                                 \
    [GAME_REASON_NOT_YOUR_TURN] = {"not_your_turn", "not your turn[turn>-1|: {turn} decides now]",        \
                                   {{.key = "turn", .kind = GAME_WK_PLAYER, .v = 0,                     \
                                     .when = GAME_WHEN_IN, .cv = 0, .lo = 0, .hi = GAME_MAX_PLAYERS - 1}}}, \
    [GAME_REASON_NOT_LEGAL] = {"not_legal", "not a legal action now", {{0}}},                           \
    [GAME_REASON_UNKNOWN] = {"unknown", "that names nothing in this game", {{0}}}

/* {"type", "player" (a 0-based seat; absent for none), "redacted"/"reveal"
 * (when set), ...the row's fields}.  New reference; NULL for a NULL or unknown
 * event or on out-of-memory. */
json_t *game_words_event_json(const game_words *w, const game_event *e);

/* The event's English sentence: its JSON filled into its row's template.
 * snprintf-style length, or GAME_E_ARG (buf = "") for a NULL or unknown
 * event, GAME_E_NOMEM. */
int game_words_event_text(const game_words *w, const game_event *e, char *buf, size_t n);

/* A reason (game_def.why_not): r->type its code in w->reasons, r->player
 * the player who asked, r->v[] its values.  {"reason": name, ...the row's
 * fields, "text": the English line}.  New reference; NULL for an unknown
 * code or on out-of-memory. */
json_t *game_words_reason_json(const game_words *w, const game_event *r);

/* The common reasons alone (a game without why_not: game_why_not). */
extern const game_words game_common_words;

/* Fills template tpl from obj (the kinds of the row's fields say how each is
 * shown).  snprintf-style length; a placeholder obj lacks stays "{key}". */
int game_words_fill(const char *tpl, const json_t *obj, const game_word_row *row, char *buf, size_t n);

/* The kind's name as the catalog gives it ("player", "card", ...). */
const char *game_words_kind_name(const game_word_field *f);

/* {"events": {type: {"en": template, "fields": {key: kind}}}, "actions":
 * {kind: {...}}, "reasons": {code: {...}}} for a catalog ("reasons" only
 * when the game has them).  New reference, NULL on out-of-memory. */
json_t *game_words_catalog(const game_words *w);

#ifdef __cplusplus
}
#endif
#endif
