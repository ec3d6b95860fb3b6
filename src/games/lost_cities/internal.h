/* internal.h - Lost Cities internals shared by the files of this folder (lc_).
 * Front ends include lost_cities.h only. */
#ifndef LC_INTERNAL_H
#define LC_INTERNAL_H

#include <jansson.h>

#include "core/kit.h"
#include "core/words.h"
#include "lost_cities.h"

/* ---- data.c: the board's numbers (see the table there) ---- */
extern const int8_t lc_step_points[LC_STEPS];
extern const uint8_t lc_tile_steps[LC_COLORS][LC_TILES / LC_COLORS];
extern const uint8_t lc_vp_values[LC_VP_TILES];
extern const int8_t lc_short_table[6];
extern const int16_t lc_long_table[28];

#define LC_TYPE(color, value) ((color)*LC_VALUES + (value))
#define LC_COLOR_OF(t)        ((t) / LC_VALUES)
#define LC_VALUE_OF(t)        ((t) % LC_VALUES)

/* ---- engine.c ---- */
/* Events of one apply, with everything in them (events() redacts per viewer). */
#define LC_SINK_MAX 64
typedef struct {
    game_event ev[LC_SINK_MAX];
    int n;
} lc_sink;
/* Applies a legal action; k may be NULL. */
void lc_apply(lost_cities_state *s, game_action a, lc_sink *k);
bool lc_is_legal(const lost_cities_state *s, game_action a);
int lc_lowest_of_color(const lost_cities_state *s, int p, int color);
int lc_adventurers_used(const lost_cities_state *s, int p);
int lc_observe(const void *st, int viewer, void *obs_st);
int lc_determinize(void *st, int viewer, uint64_t seed);
uint64_t lc_hash(const void *st);
int lc_check(const void *st, char *msg, size_t n);
int lc_events(const void *before_st, game_action a, const void *after_st, int viewer,
              game_event *out, int max);
bool lc_undoable(const void *before_st, game_action a, const void *after_st);

/* ---- text.c ---- */
int lc_card_text(int type, char *buf, size_t n);
int lc_parse_card(const char *text, int *type);
int lc_action_to_string(const void *st, game_action a, char *buf, size_t n);
int lc_action_from_string(const void *st, const char *text, game_action *out);
int lc_action_text(const void *st, game_action a, int viewer, char *buf, size_t n);
int lc_decision_text(const void *st, int viewer, char *buf, size_t n);
/* The pending decision's name (a row of the wording table's decisions) and its
 * fields, put into j; false once the game is over or on out-of-memory. */
bool lc_decision_json(const lost_cities_state *s, json_t *j);
int lc_event_text(const game_event *e, char *buf, size_t n);
/* The wording table (core/words.h): events and action kinds (text.c). */
extern const game_words LC_WORDS;
int lc_view_text(const void *st, int viewer, char *buf, size_t n);

/* ---- why_not.c: why an action is not legal now (game_def.why_not) ---- */
/* After the common reasons (core/words.h GAME_REASON_*); v[] per reason. */
enum {
    LC_WHY_PLAY_FIRST = GAME_REASON_COMMON, /* the turn starts with playing or discarding */
    LC_WHY_MOVE_FIRST,     /* a free move is pending */
    LC_WHY_DRAW_FIRST,     /* the turn ends with drawing */
    LC_WHY_NOT_IN_HAND,
    LC_WHY_LOWER,          /* v: card type, colour, last value, 1 for a descending path */
    LC_WHY_NO_PATH,        /* v: colour */
    LC_WHY_STARTED,        /* v: colour */
    LC_WHY_NO_ADVENTURER,
    LC_WHY_RESEARCHER_OUT,
    LC_WHY_NO_CARD,        /* v: colour */
    LC_WHY_PILE_EMPTY,     /* v: colour */
    LC_WHY_JUST_DISCARDED,
    LC_WHY_DECK_EMPTY,
    LC_WHY_PATH_END,       /* v: colour */
    LC_WHY_COUNT
};
extern const game_word_row LC_REASON_WORDS[LC_WHY_COUNT];
/* `what`: an action text ("play red 5", "draw red") or a name: a card of the
 * hand ("red 5"), a colour (its discard pile, or its figure in a free move),
 * "pile" (the draw pile). */
json_t *lc_why_not(const void *st, int player, const char *what);

/* ---- json.c ---- */
json_t *lc_view_json(const void *st, int viewer);
json_t *lc_scores_json(const void *st);
json_t *lc_event_json(const game_event *e);
json_t *lc_action_info(const void *st, game_action a);
char *lc_position_write(const void *st);
/* catalog.c: every component's static facts (docs/CATALOG.md) */
json_t *lc_catalog_json(void);
int lc_position_read(void *dst, const char *text, char *err, size_t n);

/* ---- heuristic.c ---- */
double lc_heuristic(const void *st, int player);

#endif
