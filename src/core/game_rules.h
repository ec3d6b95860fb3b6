/* game_rules.h - the rules half of the game interface (core/game.h): the
 * game's type, its setup, its actions, its rules and hidden information,
 * without JSON.  A program that only plays games (an embedder of a game's
 * rules, a bot) needs no JSON library: this header names jansson's json_t
 * only as an incomplete `struct json_t` (jansson.h's own tag), for the
 * presentation entries of game_def, which core/game_present.h completes.
 *
 * Search, bots, selfplay, bench, records, replay, the conformance suite, the
 * terminal game, the protocol's server and the browser page (through it) see a
 * game only through a game_def: a table of functions plus metadata, so that a
 * new game is one folder, a library and one line in the registry (HACKING.md,
 * "Where to change what").  The games are Lost Ruins of Arnak (src/games/arnak),
 * Lost Cities (src/games/lost_cities) and Quetzal (src/games/quetzal); the list
 * of games is src/games/registry.c, whose first is the default game.
 *
 * A state is an opaque block of state_size bytes without pointers, copied with
 * memcpy.  Actions are integers; legal_actions() writes the legal ones sorted
 * and unique into a caller's buffer of max_actions.  Hidden information is a
 * query: observe() gives what a viewer may see, determinize() reshuffles what
 * a viewer cannot see.  Every function that takes input from outside (an
 * action integer, a player index, a text, a buffer size) checks it and returns
 * an error code; the state is unchanged after an error.
 *
 * Players are seats numbered from 0 everywhere a program reads them: function
 * arguments, game_event.player, and every JSON a game makes (events, views,
 * scores, action info).  Only text for people says "P1" for seat 0.
 *
 * Prefix: game_ (this library, src/core).
 */
#ifndef GAME_CORE_GAME_RULES_H
#define GAME_CORE_GAME_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct json_t; /* jansson's JSON value (typedef struct json_t json_t in jansson.h) */

typedef uint32_t game_action;

/* Result codes: 0 success, negative errors.  game_strerror() names them.
 * A game's own codes (ARNAK_E_*) use the same numbers. */
enum {
    GAME_OK = 0,
    GAME_E_ILLEGAL = -1,  /* the action is not among the legal actions */
    GAME_E_CONFIG = -2,   /* bad player count or option */
    GAME_E_PARSE = -3,    /* the text does not name a legal action */
    GAME_E_OVER = -4,     /* the game is over; nothing to apply */
    GAME_E_IO = -5,       /* a file could not be read or written */
    GAME_E_RECORD = -6,   /* a game record is malformed */
    GAME_E_ARG = -7,      /* bad argument: player index, buffer, NULL pointer */
    GAME_E_POSITION = -8, /* a position text is malformed or inconsistent */
    GAME_E_NOMEM = -9,    /* out of memory */
    GAME_E_UNDO = -10,    /* nothing may be taken back now */
};
const char *game_strerror(int code);

#define GAME_MAX_PLAYERS 5
#define GAME_MAX_OPTIONS 4
/* Viewer that sees everything (tests, a finished game's replay). */
#define GAME_VIEW_ALL (-1)
/* Viewer who holds no seat (a spectator): sees what the whole table sees, no
 * hand, no card a player alone has seen.  A game that supports it takes it in
 * observe, determinize, view_json, decision_text, action_text and events; one
 * that does not answers GAME_E_ARG there (front ends then take what every seat
 * sees alike, which needs two seats or more). */
#define GAME_VIEW_SPECTATOR (-2)

/* An integer option of a game's setup (board side, difficulty, variant).
 * Its values are 0..nvalues-1; names[] names them for people and records. */
typedef struct {
    const char *name;               /* "side" */
    const char *help;               /* one line for --help */
    int def;                        /* default value */
    int nvalues;
    const char *const *names;       /* nvalues names ("bird", "snake") */
    int only_players;               /* it applies only to games of this many players
                                     * (Arnak's difficulty: 1, solo); 0: to every game */
} game_option;
/* Does option o apply to a game of `players` players?  One that does not is
 * left out of records and keeps its default. */
bool game_option_applies(const game_option *o, int players);

/* How to set up a game: player count, option values (in the order of
 * game_def.options), the seed every random choice of the game derives from. */
typedef struct {
    int players;
    int options[GAME_MAX_OPTIONS];
    uint64_t seed;
} game_setup;

/* Something that happened when an action was applied (a card drawn, a site
 * tile revealed, resources gained, a round ended).  Events are made for one
 * viewer: what that viewer may not know is left out or redacted (a card drawn
 * by another player is "a card").  `type` and v[] are the game's own; the
 * game turns an event into a sentence and into JSON. */
typedef struct {
    uint16_t type;
    int8_t player;   /* the player it is about, -1 for none */
    uint8_t flags;   /* GAME_EVENT_* */
    int32_t v[6];
} game_event;
enum {
    GAME_EVENT_REDACTED = 1, /* details hidden from this viewer */
    GAME_EVENT_REVEAL = 2,   /* something new became known to someone */
};
#define GAME_MAX_EVENTS 96

/* An event of `type` about `player` (-1: none) with GAME_EVENT_* flags and the
 * values v[0..nv-1] (nv at most 6); the other values are 0.  What the games'
 * event collectors append. */
game_event game_event_make(int type, int player, int flags, const int32_t *v, int nv);

/* A view the terminal shows on request (a part of the board, a track): its
 * name is the command that shows it ("row"), key its one-key command ('r';
 * 0: none), help a few words for the help text ("the card row"), and text
 * the view as `viewer` may see it, lines ending in '\n' (length written, cut
 * to fit n, or a negative GAME_E_* code). */
typedef struct {
    const char *name;
    char key;
    const char *help;
    int (*text)(const void *st, int viewer, char *buf, size_t n);
} game_view;

/* What kind of game it is (OpenSpiel's GameType): what a program may ask
 * before it sets one up.  Every game of this interface is sequential, one
 * decision at a time, and its chance comes from the setup's seed. */
typedef struct {
    int min_players, max_players; /* seats a game_setup may ask for */
    bool chance;                  /* it shuffles, draws or rolls (from game_setup.seed) */
    bool hidden;                  /* some players may not see all of the state: observe()
                                   * and determinize() are more than copies */
    bool solo;                    /* 1 player plays against the game's own side (min_players 1) */
} game_type;

typedef struct game_def {
    /* ---- metadata ---- */
    const char *name;              /* "arnak": records, protocol, --game */
    const char *title;             /* "Lost Ruins of Arnak" */
    game_type type;                /* players, chance, information, solo */
    const char *default_bot;       /* fills a seat nobody named (arnak play); NULL: greedy */
    int noptions;
    const game_option *options;
    size_t state_size;
    int max_actions;               /* room needed for legal_actions() */

    /* ---- rules ---- */
    /* GAME_OK, or GAME_E_CONFIG for a bad player count / option value. */
    int (*init)(void *st, const game_setup *setup);
    int (*players)(const void *st);
    int (*current_player)(const void *st);    /* -1 once the game is over */
    bool (*is_over)(const void *st);
    /* Sorted, unique; 0 only when the game is over.  No heap allocation. */
    int (*legal_actions)(const void *st, game_action *out);
    /* Checked: GAME_OK, or GAME_E_ILLEGAL / GAME_E_OVER with st unchanged. */
    int (*apply)(void *st, game_action a);
    /* For an action taken from legal_actions() of this very state. */
    void (*apply_trusted)(void *st, game_action a);
    /* Per player: 1 for a win, 1/k for k players sharing first place, else 0. */
    void (*returns)(const void *st, double *out);
    int (*score)(const void *st, int player);    /* points so far / final; 0 for a bad player */
    /* The score by category (names in score_part_names, nscore_parts of them,
     * "total" among them): the categories before "total" are disjoint and add
     * up to it (tests/game_conformance.c), those after it are counts told
     * beside (a tie-break's).  Writes min(max, nscore_parts) values and
     * returns how many, or GAME_E_ARG for a bad player. */
    int nscore_parts;
    const char *const *score_part_names;
    int (*score_parts)(const void *st, int player, int *parts, int max);
    /* A number that only grows as the game goes on (Arnak: the round). */
    int (*round)(const void *st);
    /* True while the pending decision is a step inside an action that the
     * same player started (a payment, an effect's choice): bots complete it. */
    bool (*in_step)(const void *st);

    /* ---- hidden information ---- */
    /* What `player` may see, as a state whose hidden parts are canonical
     * placeholders.  GAME_E_ARG for a bad player (obs untouched). */
    int (*observe)(const void *st, int player, void *obs);
    /* Reshuffles everything `player` cannot see and reseeds the generator. */
    int (*determinize)(void *st, int player, uint64_t seed);
    uint64_t (*hash)(const void *st);
    int (*check)(const void *st, char *msg, size_t n);   /* 0 when consistent */

    /* ---- text (edges only) ----
     * Functions returning int give the length written (snprintf-style, the
     * text is cut to fit n) or a negative GAME_E_* code with buf = "". */
    /* Canonical text of a legal action of st ("dig P3"): records, commands. */
    int (*action_to_string)(const void *st, game_action a, char *buf, size_t n);
    /* Parses the canonical text of one of the legal actions of st. */
    int (*action_from_string)(const void *st, const char *text, game_action *out);
    /* What `viewer` may know of a legal action of st about to be applied, as a
     * short phrase: "keeps Parrot" for its player, "keeps a card" for the
     * others.  GAME_VIEW_ALL: the full phrase. */
    int (*action_text)(const void *st, game_action a, int viewer, char *buf, size_t n);
    /* The pending decision as `viewer` may read it ("P1: choose your main action"). */
    int (*decision_text)(const void *st, int viewer, char *buf, size_t n);
    /* Structured facts about a legal action for a user interface: its kind,
     * the ids it refers to, what it costs and brings.  New reference or NULL. */
    struct json_t *(*action_info)(const void *st, game_action a);

    /* ---- events and undo ---- */
    /* The events of applying legal action a to `before`, giving `after`, as
     * `viewer` may know them (GAME_VIEW_ALL: everything).  Returns how many
     * were written (at most max), or a negative GAME_E_* code. */
    int (*events)(const void *before, game_action a, const void *after, int viewer,
                  game_event *out, int max);
    /* The events of the setup itself as `viewer` may know them (a solo
     * rival's opening turn, taken before the first action): how many were
     * written, or a negative GAME_E_* code.  NULL when a setup has none. */
    int (*setup_events)(const void *st, int viewer, game_event *out, int max);
    /* A sentence for an event ("P2 discovers P7: tile ...").  Length or error. */
    int (*event_text)(const game_event *e, char *buf, size_t n);
    /* {"type", "player" (the 0-based seat; absent for none), named fields}.
     * Both come from the game's wording table (core/words.h), which the
     * catalog's "words" hands to user interfaces. */
    struct json_t *(*event_json)(const game_event *e);
    /* May the player who took legal action a in `before` take it back?  Only
     * when it revealed nothing new to anyone (no draw, shuffle, revealed tile,
     * guardian, idol or card) and did not end that player's turn. */
    bool (*undoable)(const void *before, game_action a, const void *after);

    /* ---- data views ---- */
    /* The state as `viewer` may see it (GAME_VIEW_ALL: everything, hidden
     * parts under "hidden" keys).  New reference, or NULL (bad viewer, memory). */
    struct json_t *(*view_json)(const void *st, int viewer);
    /* Scores by category of every player and the winners: {"players": [...],
     * "winners": [...], ...}; a side the game plays itself (a solo rival) is
     * {"rival": {..., "total": N}}. */
    struct json_t *(*scores_json)(const void *st);
    /* A position as text (documented by the game); malloc'd, NULL on failure. */
    char *(*position_write)(const void *st);
    /* Reads a position: GAME_OK, or GAME_E_POSITION with one line naming the
     * offending field in err; st is unchanged after an error. */
    int (*position_read)(void *st, const char *text, char *err, size_t n);

    /* ---- hooks for bots (may be NULL) ---- */
    /* A cheap judgement of `player`'s position, in points (greedy play). */
    double (*heuristic)(const void *st, int player);

    /* ---- terminal (may be NULL) ---- */
    /* A compact text board as `viewer` may see it (GAME_VIEW_ALL: everything),
     * several lines ending in '\n' (the terminal's board, src/cli/play.c).
     * Length written (cut to fit n) or a negative GAME_E_* code.  NULL when
     * the game has none. */
    int (*view_text)(const void *st, int viewer, char *buf, size_t n);
    /* What the component called `what` is and does (a card, a tile...), one or
     * more lines without a final newline: its length, or GAME_E_PARSE with one
     * line saying what names are accepted.  NULL when the game has none. */
    int (*explain)(const char *what, char *buf, size_t n);
    /* The views a terminal offers besides the board (view_text), nviews of
     * them; 0 and NULL when the game has none. */
    int nviews;
    const game_view *views;
    /* Options grouped for a menu by kind (Arnak: dig, discover, research...):
     * group_names[0..ngroups-1] in the order a menu shows them, and the group
     * of a legal action of st (0..ngroups-1).  NULL action_group: one group. */
    int ngroups;
    const char *const *group_names;
    int (*action_group)(const void *st, game_action a);
    /* What `viewer` holds (resources, hand), a few lines ending in '\n' that a
     * terminal keeps in view at every decision; players written "P1".."P4".
     * Length or a negative GAME_E_* code.  NULL: the board shows it. */
    int (*player_text)(const void *st, int viewer, char *buf, size_t n);
    /* A short note on a legal action of st for a menu: what it costs and
     * brings ("1 boot -> +2 tablets"), "" when nothing is worth saying.
     * Length or a negative GAME_E_* code.  NULL: the menu shows action_text. */
    int (*option_hint)(const void *st, game_action a, char *buf, size_t n);
    /* Applies legal action a to st as apply does, but stops at the end of
     * the round that a ends, before the next round is set up (Arnak: the solo
     * rival's first turn of it): the state whose scores a round's summary
     * shows.  A return code as apply's.  NULL: apply. */
    int (*apply_to_round_end)(void *st, game_action a);
    /* What a round (round()) is called in text for people: "round",
     * "expedition".  NULL: "round". */
    const char *round_name;
    /* Every component's static facts (cards, tiles, board spaces...), keyed by
     * the names the game's JSON view uses (docs/CATALOG.md), so a user
     * interface needs no number of its own.  New reference, or NULL (memory).
     * The entry is NULL when the game has none. */
    struct json_t *(*catalog_json)(void);

    /* ---- why not (may be NULL) ---- */
    /* Why `player` may not take `what` now.  `what` is an action in the
     * game's own action text ("dig P3", "buy sea-turtle", "play parrot") or
     * the name of a thing a player may click (a site, a card in the row or
     * the hand, a guardian, a research space).  The answer is one reason of
     * the game's reason table (core/words.h, game_words.reasons; the catalog
     * hands it to user interfaces): {"reason": code, ...its fields, "text":
     * one short English line}, e.g. {"reason": "cost", "resource": "coin",
     * "need": 3, "have": 1, "text": "needs 3 coins, you have 1"}; "legal"
     * when it may.  st must be what `player` may see (front ends call
     * game_why_not, which passes the player's observation), so a reason never
     * tells anything the player could not see.  New reference, or NULL (bad
     * argument, memory).  NULL entry: game_why_not answers generically. */
    struct json_t *(*why_not)(const void *st, int player, const char *what);
} game_def;

/* ---- helpers (game.c) ---- */

/* Is `a` among legal[0..n-1], sorted strictly increasing as legal_actions()
 * returns them?  Binary search; inline because apply() asks it every time. */
static inline bool game_action_in(const game_action *legal, int n, game_action a)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (legal[mid] == a)
            return true;
        if (legal[mid] < a)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}

/* Default options, players = the game's minimum that is at least 2 (or min). */
void game_setup_default(const game_def *g, game_setup *out);
/* Index of the option called name, or -1. */
int game_option_index(const game_def *g, const char *name);
/* Value index of `value` (a name, or a decimal number) for option i, or -1. */
int game_option_value(const game_def *g, int i, const char *value);
/* Checks players and option ranges: GAME_OK or GAME_E_CONFIG with a message. */
int game_setup_check(const game_def *g, const game_setup *s, char *err, size_t n);

/* ---- the registry (src/games/registry.c) ---- */
/* The games linked into this program, in a fixed order; *n gets the count. */
const game_def *const *game_registry(int *n);
/* The game called name, or NULL. */
const game_def *game_find(const char *name);

#ifdef __cplusplus
}
#endif
#endif
