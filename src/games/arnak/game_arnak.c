/* game_arnak.c - Lost Ruins of Arnak behind the game interface (core/game.h).
 *
 * Thin adapters: the engine's public functions do the work and check their
 * input; this file only gives them the interface's shapes. */
#include "arnak.h"
#include "action_info.h"
#include "events.h"
#include "json_view.h"
#include "position.h"
#include "catalog.h"
#include "explain.h"
#include "render.h"
#include "why_not.h"
#include "core/kit.h"

#include <string.h>

static const char *const side_names[] = {"bird", "snake"};
static const char *const difficulty_names[] = {"0", "1", "2", "3", "4", "5"};
/* Option 1 matters only with 1 player (the solo rival); 2-4 player games
 * ignore it, so their records and signatures do not depend on it. */
static const game_option arnak_options[] = {
    {"side", "main-board side: bird (Bird Temple) or snake (Snake Temple)", ARNAK_SIDE_BIRD, 2,
     side_names, 0},
    {"difficulty", "solo (1 player): red rival tiles 0-5; ignored for 2-4 players", 2, 6,
     difficulty_names, 1},
};

static int g_init(void *st, const game_setup *setup)
{
    if (!st || !setup)
        return ARNAK_E_ARG;
    arnak_config c = {setup->players, setup->options[0], setup->seed};
    return arnak_init_solo(st, &c, setup->options[1]);
}

static int g_players(const void *st) { return ((const arnak_state *)st)->nplayers; }
static int g_current(const void *st) { return arnak_current_player(st); }
static bool g_over(const void *st) { return arnak_is_over(st); }
static int g_legal(const void *st, game_action *out) { return arnak_legal_actions(st, out); }
static int g_apply(void *st, game_action a) { return arnak_apply(st, a); }
static int g_apply_to_round_end(void *st, game_action a) { return arnak_apply_to_round_end(st, a); }
static void g_apply_trusted(void *st, game_action a) { arnak_apply_trusted(st, a); }
static int g_round(const void *st) { return ((const arnak_state *)st)->round; }
static bool g_in_step(const void *st) { return arnak_decision_stage(st) == ARNAK_STAGE_STEP; }

static void g_returns(const void *st, double *out)
{
    bool win[ARNAK_MAX_PLAYERS];
    arnak_tiebreak how;
    int k = arnak_winners_how(st, win, &how);
    if (g_players(st) == 1) {
        /* solo: a victory shared with the rival is half a win, as between two players */
        out[0] = win[0] ? (how == ARNAK_TIE_SHARED ? 0.5 : 1.0) : 0.0;
        return;
    }
    for (int p = 0; p < g_players(st); p++)
        out[p] = win[p] && k > 0 ? 1.0 / k : 0.0;
}

static int g_score(const void *st, int player)
{
    const arnak_state *s = st;
    if (player < 0 || player >= s->nplayers)
        return 0;
    arnak_score sc;
    arnak_score_player(s, player, &sc);
    return sc.total;
}

static const char *const score_part_names[] = {"research", "temple", "idols", "guardians",
                                                "cards", "fear", "total", "temple_rank"};
#define NSCORE_PARTS ((int)(sizeof score_part_names / sizeof score_part_names[0]))

static int g_score_parts(const void *st, int player, int *parts, int max)
{
    const arnak_state *s = st;
    if (!s || !parts || player < 0 || player >= s->nplayers)
        return GAME_E_ARG;
    arnak_score sc;
    arnak_score_player(s, player, &sc);
    const int v[NSCORE_PARTS] = {sc.research, sc.temple, sc.idols, sc.guardians,
                                 sc.cards,    sc.fear,   sc.total, sc.temple_rank};
    int k = max < NSCORE_PARTS ? max : NSCORE_PARTS;
    for (int i = 0; i < k; i++)
        parts[i] = v[i];
    return k;
}

static int g_observe(const void *st, int player, void *obs) { return arnak_observe(st, player, obs); }
static int g_determinize(void *st, int player, uint64_t seed) { return arnak_determinize(st, player, seed); }

static int g_to_string(const void *st, game_action a, char *buf, size_t n)
{
    return arnak_action_to_string(st, a, buf, n);
}

static int g_from_string(const void *st, const char *text, game_action *out)
{
    return arnak_action_from_string(st, text, out);
}

static uint64_t g_hash(const void *st) { return arnak_hash(st); }
static int g_check(const void *st, char *msg, size_t n) { return arnak_check(st, msg, n); }

static json_t *g_view(const void *st, int viewer)
{
    return viewer == GAME_VIEW_ALL ? arnak_json_state(st) : arnak_json_observation(st, viewer);
}

static json_t *g_scores(const void *st) { return arnak_json_scores(st); }
static int g_action_text(const void *st, game_action a, int viewer, char *buf, size_t n)
{
    return arnak_action_text(st, a, viewer, buf, n);
}

static int g_decision_text(const void *st, int viewer, char *buf, size_t n)
{
    return arnak_decision_text_viewer(st, viewer, buf, n);
}

static int g_events(const void *before, game_action a, const void *after, int viewer,
                    game_event *out, int max)
{
    return arnak_events(before, a, after, viewer, out, max);
}

/* The rival's turns of a setup state (its opening turn: the rival starts
 * every round), from the viewer's observation. */
static int g_setup_events(const void *st, int viewer, game_event *out, int max)
{
    const arnak_state *s = st;
    if (!s || (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR && (viewer < 0 || viewer >= s->nplayers)))
        return GAME_E_ARG;
    if (viewer == GAME_VIEW_ALL)
        return arnak_rival_events(s, 0, out, max);
    arnak_state obs;
    arnak_observe(s, viewer, &obs);
    return arnak_rival_events(&obs, 0, out, max);
}

static bool g_undoable(const void *before, game_action a, const void *after)
{
    return arnak_undoable(before, a, after);
}

static json_t *g_action_info(const void *st, game_action a) { return arnak_action_info(st, a); }
static char *g_position_write(const void *st) { return arnak_position_write(st); }

static int g_position_read(void *st, const char *text, char *err, size_t n)
{
    return arnak_position_read(st, text, err, n);
}
static double g_heuristic(const void *st, int player) { return arnak_heuristic(st, player); }

/* The terminal's board (render.c) into a buffer: as `viewer` sees it, or with
 * everything visible (hands of all, drawn from P1's seat) for GAME_VIEW_ALL. */
static int g_view_text(const void *st, int viewer, char *buf, size_t n)
{
    const arnak_state *s = st;
    if (!s || !buf || n == 0 || (viewer != GAME_VIEW_ALL && (viewer < 0 || viewer >= s->nplayers)))
        return GAME_E_ARG;
    buf[0] = '\0';
    FILE *f = fmemopen(buf, n, "w");
    if (!f)
        return GAME_E_NOMEM;
    static _Thread_local arnak_state obs;
    if (viewer == GAME_VIEW_ALL)
        obs = *s;
    else
        arnak_observe(s, viewer, &obs);
    arnak_render_board(f, &obs, viewer == GAME_VIEW_ALL ? 0 : viewer, NULL, false);
    long len = ftell(f);
    fclose(f);
    buf[n - 1] = '\0';
    return len < 0 ? GAME_E_IO : (int)((size_t)len < n ? (size_t)len : n - 1);
}

static json_t *g_why_not(const void *st, int player, const char *what) { return arnak_why_not(st, player, what); }
/* ---- the terminal's views, menu groups and notes ---- */

/* The lines of the board (g_view_text for `viewer`) under the headings
 * heads[] (a heading is a line that does not start with a blank), up to the
 * next heading: a view of one part of the board. */
static int board_section(const void *st, int viewer, const char *const heads[], int nheads,
                         char *buf, size_t n)
{
    enum { BOARD_MAX = 32768 };
    static _Thread_local char board[BOARD_MAX];
    if (!buf || n == 0)
        return GAME_E_ARG;
    int rc = g_view_text(st, viewer, board, sizeof board);
    buf[0] = '\0';
    if (rc < 0)
        return rc;
    size_t len = 0;
    bool on = false;
    for (char *line = board, *next; *line; line = next) {
        next = strchr(line, '\n');
        next = next ? next + 1 : line + strlen(line);
        if (line[0] != ' ' && line[0] != '\n') {
            on = false;
            for (int h = 0; h < nheads; h++)
                if (strncmp(line, heads[h], strlen(heads[h])) == 0)
                    on = true;
        }
        if (on && len + (size_t)(next - line) < n) {
            memcpy(buf + len, line, (size_t)(next - line));
            len += (size_t)(next - line);
            buf[len] = '\0';
        }
    }
    return (int)len;
}

static int view_row(const void *st, int viewer, char *buf, size_t n)
{
    static const char *const heads[] = {"Card row"};
    return board_section(st, viewer, heads, 1, buf, n);
}
static int view_sites(const void *st, int viewer, char *buf, size_t n)
{
    static const char *const heads[] = {"Sites"};
    return board_section(st, viewer, heads, 1, buf, n);
}
static int view_research(const void *st, int viewer, char *buf, size_t n)
{
    static const char *const heads[] = {"Research"};
    return board_section(st, viewer, heads, 1, buf, n);
}
static int view_players(const void *st, int viewer, char *buf, size_t n)
{
    static const char *const heads[] = {"Players", "Assistant", "Rival", "Your hand", "Set aside"};
    return board_section(st, viewer, heads, 5, buf, n);
}

static const game_view arnak_views[] = {
    {"row", 'r', "the card row", view_row},
    {"sites", 's', "the sites", view_sites},
    {"research", 't', "the research track", view_research},
    {"players", 'p', "players, assistants", view_players},
};

/* The menu's groups: the main actions by kind, then what costs no action,
 * then the end of the turn; a step's choices are "choose". */
enum { GR_DIG, GR_DISCOVER, GR_RESEARCH, GR_BUY, GR_PLAY, GR_FREE, GR_CHOOSE, GR_END, GR_COUNT };
static const char *const group_names[GR_COUNT] = {
    "dig", "discover", "research", "buy", "play a card", "free actions", "choose", "end"};

static int g_action_group(const void *st, game_action a)
{
    static const struct {
        const char *kind;
        int group;
    } kinds[] = {
        {"dig", GR_DIG},           {"discover", GR_DISCOVER},     {"overcome", GR_DISCOVER},
        {"research", GR_RESEARCH}, {"temple", GR_RESEARCH},       {"buy", GR_BUY},
        {"play", GR_PLAY},         {"assistant", GR_FREE},        {"boon", GR_FREE},
        {"idol", GR_FREE},         {"pass", GR_END},              {"end-turn", GR_END},
        {"keep", GR_END},          {"skip", GR_END},
    };
    json_t *info = arnak_action_info(st, a);
    const char *kind = json_string_value(json_object_get(info, "kind"));
    int group = GR_CHOOSE;
    for (size_t i = 0; kind && i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(kind, kinds[i].kind) == 0)
            group = kinds[i].group;
    json_decref(info);
    return group;
}

/* The menu's note on an option: action_info's hint, and for an idol put on
 * a slot the end-game points it takes off (a filled slot loses its points). */
static int g_option_hint(const void *st, game_action a, char *buf, size_t n)
{
    if (!st || !buf || n == 0)
        return GAME_E_ARG;
    json_t *info = arnak_action_info(st, a);
    const char *hint = json_string_value(json_object_get(info, "hint"));
    const char *kind = json_string_value(json_object_get(info, "kind"));
    int len = snprintf(buf, n, "%s", hint ? hint : "");
    if (kind && strcmp(kind, "idol") == 0) {
        const arnak_state *s = st;
        int p = arnak_current_player(s);
        arnak_state after = *s;
        arnak_score b, x;
        if (arnak_apply(&after, a) == ARNAK_OK && arnak_score_player(s, p, &b) == ARNAK_OK &&
            arnak_score_player(&after, p, &x) == ARNAK_OK && b.idols > x.idols &&
            (size_t)len < n)
            len += snprintf(buf + len, n - (size_t)len, "%s(costs %d VP at the end)",
                            len ? " " : "", b.idols - x.idols);
    }
    json_decref(info);
    return len < (int)n ? len : (int)n - 1;
}

/* "P1: 2 coins, ...; idols 1, ..." and "Hand (5): ..." from the viewer's
 * own view (equal cards once, with a count: "2x fear"). */
static int g_player_text(const void *st, int viewer, char *buf, size_t n)
{
    const arnak_state *s = st;
    if (!s || !buf || n == 0 || viewer < 0 || viewer >= s->nplayers)
        return GAME_E_ARG;
    json_t *v = arnak_json_observation(s, viewer);
    json_t *pl = json_array_get(json_object_get(v, "players"), (size_t)viewer);
    json_t *res = json_object_get(pl, "resources");
    static const char *const rn[] = {"coin", "compass", "tablet", "arrowhead", "jewel"};
    static const char *const plural[] = {"coins", "compasses", "tablets", "arrowheads", "jewels"};
    /* one line at 80 columns: the resources held (none: "no resources"),
     * then idols, archaeologists out, deck */
    size_t len = (size_t)snprintf(buf, n, "P%d:", viewer + 1);
    const char *sep = " ";
    for (int r = 0; r < 5 && len < n; r++) {
        long long k = json_integer_value(json_object_get(res, rn[r]));
        if (k == 0)
            continue;
        len += (size_t)snprintf(buf + len, n - len, "%s%lld %s", sep, k, k == 1 ? rn[r] : plural[r]);
        sep = ", ";
    }
    if (*sep == ' ' && len < n)
        len += (size_t)snprintf(buf + len, n - len, " no resources");
    if (len < n)
        len += (size_t)snprintf(buf + len, n - len,
                                " | idols %lld (slots %lld/4), out %lld/2, deck %lld\n",
                                (long long)json_integer_value(json_object_get(pl, "idols")),
                                (long long)json_integer_value(json_object_get(pl, "idol_slots")),
                                (long long)json_integer_value(json_object_get(pl, "archaeologists_out")),
                                (long long)json_integer_value(json_object_get(pl, "deck_size")));
    json_t *hand = json_object_get(pl, "hand");
    if (len < n)
        len += (size_t)snprintf(buf + len, n - len, "Hand (%zu):", json_array_size(hand));
    sep = "";
    for (size_t i = 0; i < json_array_size(hand) && len < n; i++) {
        const char *c = json_string_value(json_array_get(hand, i));
        bool seen = false;
        int k = 0;
        for (size_t j = 0; j < json_array_size(hand); j++) {
            const char *d = json_string_value(json_array_get(hand, j));
            if (c && d && strcmp(c, d) == 0) {
                seen = seen || j < i;
                k++;
            }
        }
        if (seen || !c)
            continue;
        len += k > 1 ? (size_t)snprintf(buf + len, n - len, "%s %dx %s", sep, k, c)
                     : (size_t)snprintf(buf + len, n - len, "%s %s", sep, c);
        sep = ",";
    }
    if (len < n)
        len += (size_t)snprintf(buf + len, n - len, "\n");
    json_decref(v);
    return len < n ? (int)len : (int)n - 1;
}

const game_def ARNAK_GAME = {
    .name = "arnak",
    .title = "Lost Ruins of Arnak",
    .type = {.min_players = 1, /* 1: solo against the rival expedition */
             .max_players = ARNAK_MAX_PLAYERS,
             .chance = true,
             .hidden = true,
             .solo = true},
    .default_bot = "medium", /* a search that answers in about a second a turn */
    .noptions = 2,
    .options = arnak_options,
    .state_size = sizeof(arnak_state),
    .max_actions = ARNAK_MAX_ACTIONS,
    GAME_KIT_RULE_ENTRIES,
    .observe = g_observe,
    .determinize = g_determinize,
    .hash = g_hash,
    .check = g_check,
    .action_to_string = g_to_string,
    .action_from_string = g_from_string,
    .action_text = g_action_text,
    .decision_text = g_decision_text,
    .action_info = g_action_info,
    .events = g_events,
    .setup_events = g_setup_events,
    .event_text = arnak_event_text,
    .event_json = arnak_event_json,
    .undoable = g_undoable,
    .view_json = g_view,
    .scores_json = g_scores,
    .position_write = g_position_write,
    .position_read = g_position_read,
    .heuristic = g_heuristic,
    .view_text = g_view_text,
    .explain = arnak_explain,
    .catalog_json = arnak_catalog_json,
    .why_not = g_why_not,
    .nviews = (int)(sizeof arnak_views / sizeof arnak_views[0]),
    .views = arnak_views,
    .ngroups = GR_COUNT,
    .group_names = group_names,
    .action_group = g_action_group,
    .player_text = g_player_text,
    .option_hint = g_option_hint,
    .apply_to_round_end = g_apply_to_round_end,
    .round_name = "round",
};
