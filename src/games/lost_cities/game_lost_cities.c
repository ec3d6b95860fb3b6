/* game_lost_cities.c - Lost Cities: The Board Game behind the game interface
 * (core/game.h).  The engine's entry points take the interface's shapes and
 * check their input, so the game_def names them directly (core/kit.h); the
 * adapters here are the public API's and what reads the state's fields. */
#include "games/lost_cities/internal.h"

#include <stdio.h>
#include <string.h>

static const char *const length_names[] = {"long", "short"};
static const char *const paths_names[] = {"up", "updown"};
static const game_option lc_options[LC_NOPTIONS] = {
    {"length", "long (three expeditions, long artefact table) or short (one, short table)",
     LC_LENGTH_LONG, 2, length_names, 0},
    {"paths", "up (cards equal or higher) or updown (the second card on a path picks the way)",
     LC_PATHS_UP, 2, paths_names, 0},
};

static int g_init(void *st, const game_setup *setup)
{
    if (!st || !setup)
        return GAME_E_ARG;
    return lost_cities_init(st, setup->players, setup->options[LC_OPT_LENGTH],
                            setup->options[LC_OPT_PATHS], setup->seed);
}

GAME_KIT_STATE_ENTRIES(lost_cities_state, LC_PH_OVER, lost_cities_legal, lost_cities_apply,
                       lost_cities_score)

static void g_apply_trusted(void *st, game_action a)
{
    lc_apply(st, a, NULL);
}
/* grows through the game: expedition, then the turns within it */
static int g_round(const void *st)
{
    const lost_cities_state *s = st;
    return s->expedition + 1;
}
/* the free move and the draw are steps of the turn the same player began */
static bool g_in_step(const void *st)
{
    const lost_cities_state *s = st;
    return s->phase == LC_PH_MOVE || s->phase == LC_PH_DRAW;
}

static void g_returns(const void *st, double *out)
{
    const lost_cities_state *s = st;
    bool win[LC_MAX_PLAYERS];
    int k = lost_cities_winners(s, win);
    for (int p = 0; p < s->nplayers; p++)
        out[p] = win[p] && k > 0 ? 1.0 / k : 0.0;
}

static const char *const score_part_names[] = {"figures", "tiles", "artefacts",     "floor",
                                               "total",   "chips", "artefact_chips"};
#define NSCORE_PARTS ((int)(sizeof score_part_names / sizeof score_part_names[0]))
_Static_assert(NSCORE_PARTS == LOST_CITIES_SCORE_PARTS, "the names of the score's parts");

static int g_score_parts(const void *st, int player, int *parts, int max)
{
    const lost_cities_state *s = st;
    if (!s || !parts || player < 0 || player >= s->nplayers)
        return GAME_E_ARG;
    int v[NSCORE_PARTS];
    lost_cities_score_parts(s, player, v);
    int k = max < NSCORE_PARTS ? max : NSCORE_PARTS;
    for (int i = 0; i < k; i++)
        parts[i] = v[i];
    return k < 0 ? 0 : k;
}

/* ---- the terminal's view, menu groups and the player's lines ---- */

/* The paths alone: the board (lc_view_text) down to its legend. */
static int view_paths(const void *st, int viewer, char *buf, size_t n)
{
    int rc = lc_view_text(st, viewer, buf, n);
    if (rc < 0)
        return rc;
    char *legend = strstr(buf, "tiles: ");
    if (legend && (legend == buf || legend[-1] == '\n'))
        *legend = '\0';
    return (int)strlen(buf);
}

static const game_view lc_views[] = {
    {"paths", 'p', "the expedition paths: tiles, figures, discards", view_paths},
};

/* The menu's groups, one per kind of action (LC_A_*, in their order). */
static const char *const group_names[] = {"start a path", "advance",   "discard",       "free move",
                                          "no move",      "draw pile", "take a discard"};
#define NGROUPS ((int)(sizeof group_names / sizeof group_names[0]))

static int g_action_group(const void *st, game_action a)
{
    (void)st;
    int k = LC_AKIND(a) - LC_A_START;
    return k >= 0 && k < NGROUPS ? k : NGROUPS - 1;
}

/* "P1: chips 15, ..." and "Hand (8): red 2,5, blue 7" as `viewer` sees them. */
static int g_player_text(const void *st, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    if (!s || !buf || n == 0 || viewer < 0 || viewer >= s->nplayers)
        return GAME_E_ARG;
    size_t len =
        (size_t)snprintf(buf, n,
                         "P%d: chips %d | artefact tiles %d, chips %d | adventurers left %d"
                         " | researcher %s\nHand (%d):",
                         viewer + 1, s->chips[viewer], s->art_tiles[viewer], s->art_chips[viewer],
                         LC_ADVENTURERS - lc_adventurers_used(s, viewer),
                         s->res_path[viewer] == LC_NONE ? "free" : "out", s->hand_n[viewer]);
    const char *sep = "";
    for (int c = 0; c < LC_COLORS && len < n; c++) {
        bool first = true;
        for (int v = 0; v < LC_VALUES && len < n; v++)
            for (int i = 0; i < s->hand[viewer][LC_TYPE(c, v)] && len < n; i++) {
                len += first ? (size_t)snprintf(buf + len, n - len, "%s %s %d", sep,
                                                LC_COLOR_NAMES[c], v)
                             : (size_t)snprintf(buf + len, n - len, ",%d", v);
                first = false;
                sep = ";";
            }
    }
    if (len < n)
        len += (size_t)snprintf(buf + len, n - len, "\n");
    return len < n ? (int)len : (int)n - 1;
}

const game_def LOST_CITIES_GAME = {
    .name = "lost-cities",
    .title = "Lost Cities: The Board Game",
    .type = {.min_players = 2, .max_players = LC_MAX_PLAYERS, .chance = true, .hidden = true},
    .noptions = LC_NOPTIONS,
    .options = lc_options,
    .state_size = sizeof(lost_cities_state),
    .max_actions = LC_MAX_ACTIONS,
    .default_bot = "greedy", /* the strongest here, and at once: the searches lose to it (docs/BOTS.md) */
    GAME_KIT_RULE_ENTRIES,
    .observe = lc_observe,
    .determinize = lc_determinize,
    .hash = lc_hash,
    .check = lc_check,
    .action_to_string = lc_action_to_string,
    .action_from_string = lc_action_from_string,
    .action_text = lc_action_text,
    .decision_text = lc_decision_text,
    .action_info = lc_action_info,
    .events = lc_events,
    .event_text = lc_event_text,
    .event_json = lc_event_json,
    .undoable = lc_undoable,
    .view_json = lc_view_json,
    .scores_json = lc_scores_json,
    .position_write = lc_position_write,
    .position_read = lc_position_read,
    .heuristic = lc_heuristic,
    .view_text = lc_view_text,
    .explain = lc_explain,
    .catalog_json = lc_catalog_json,
    .why_not = lc_why_not,
    .nviews = (int)(sizeof lc_views / sizeof lc_views[0]),
    .views = lc_views,
    .ngroups = NGROUPS,
    .group_names = group_names,
    .action_group = g_action_group,
    .player_text = g_player_text,
    .round_name = "expedition",
};
