/* game_quetzal.c - Quetzal: City of the Sacred Birds behind the game interface
 * (core/game.h).  The engine's entry points take the interface's shapes and
 * check their input, so the game_def names them directly (core/kit.h); the
 * adapters here are the public API's and what reads the state's fields. */
#include "games/quetzal/internal.h"

#include <stdio.h>
#include <string.h>

static const char *const automa_names[] = {"off", "on"};
static const game_option qz_options[QZ_NOPTIONS] = {
    {"automa", "off or on: the 2-player automa, a neutral player that blocks spaces", 1, 2,
     automa_names, 2},
};

static int g_init(void *st, const game_setup *setup)
{
    if (!st || !setup)
        return GAME_E_ARG;
    return quetzal_init(st, setup->players, setup->options[QZ_OPT_AUTOMA], setup->seed);
}

GAME_KIT_STATE_ENTRIES(quetzal_state, QZ_PH_OVER, quetzal_legal, quetzal_apply, quetzal_score)

static void g_apply_trusted(void *st, game_action a)
{
    qz_apply(st, a, NULL);
}
static int g_round(const void *st)
{
    const quetzal_state *s = st;
    return s->round < QZ_ROUNDS ? s->round + 1 : QZ_ROUNDS;
}
/* the meeples of the space chosen, the Camp's rerolls and the Temple's second
 * card continue what the player began */
static bool g_in_step(const void *st)
{
    const quetzal_state *s = st;
    return (s->phase == QZ_PH_PLACE && s->placing) || s->phase == QZ_PH_CAMP ||
           (s->phase == QZ_PH_TEMPLE && s->picks < QZ_DATA.temple_choose[s->act_sub % 5]);
}

static void g_returns(const void *st, double *out)
{
    const quetzal_state *s = st;
    bool win[QZ_MAX_PLAYERS];
    int k = quetzal_winners(s, win);
    for (int p = 0; p < s->nplayers; p++)
        out[p] = s->phase == QZ_PH_OVER && win[p] && k > 0 ? 1.0 / k : 0.0;
}

static const char *const score_part_names[] = {"deliveries", "discovery_track", "track_other",
                                               "marker",     "coins",           "upgrades",
                                               "total",      "discovery"};
#define NSCORE_PARTS ((int)(sizeof score_part_names / sizeof score_part_names[0]))
_Static_assert(NSCORE_PARTS == QUETZAL_SCORE_PARTS, "the names of the score's parts");

static int g_score_parts(const void *st, int player, int *parts, int max)
{
    const quetzal_state *s = st;
    if (!s || !parts || player < 0 || player >= s->nplayers)
        return GAME_E_ARG;
    int v[NSCORE_PARTS];
    quetzal_score_parts(s, player, v);
    int k = max < NSCORE_PARTS ? max : NSCORE_PARTS;
    for (int i = 0; i < k; i++)
        parts[i] = v[i];
    return k < 0 ? 0 : k;
}

/* The menu's groups, one per kind of action (QZ_A_*, in their order). */
static const char *const group_names[] = {"place", "reroll", "reroll all", "take back", "pass",
                                          "pick",  "sell",   "upgrade",    "deliver"};
#define NGROUPS ((int)(sizeof group_names / sizeof group_names[0]))

static int g_action_group(const void *st, game_action a)
{
    (void)st;
    int k = QZ_AKIND(a) == QZ_A_SPACE ? 0 : QZ_AKIND(a) - QZ_A_PLACE; /* a space: "place" */
    return k >= 0 && k < NGROUPS ? k : NGROUPS - 1;
}

const game_def QUETZAL_GAME = {
    .name = "quetzal",
    .title = "Quetzal: City of the Sacred Birds",
    .type = {.min_players = 2, .max_players = QZ_MAX_PLAYERS, .chance = true, .hidden = true},
    .noptions = QZ_NOPTIONS,
    .options = qz_options,
    .state_size = sizeof(quetzal_state),
    .max_actions = QZ_MAX_ACTIONS,
    .default_bot = "medium", /* beats greedy 12 of 12 at 3 players, at about 0.2 s a decision */
    GAME_KIT_RULE_ENTRIES,
    .observe = qz_observe,
    .determinize = qz_determinize,
    .hash = qz_hash,
    .check = qz_check,
    .action_to_string = qz_action_to_string,
    .action_from_string = qz_action_from_string,
    .action_text = qz_action_text,
    .decision_text = qz_decision_text,
    .action_info = qz_action_info,
    .events = qz_events,
    .setup_events = qz_setup_events,
    .event_text = qz_event_text,
    .event_json = qz_event_json,
    .undoable = qz_undoable,
    .view_json = qz_view_json,
    .scores_json = qz_scores_json,
    .position_write = qz_position_write,
    .position_read = qz_position_read,
    .heuristic = qz_heuristic,
    .view_text = qz_view_text,
    .explain = qz_explain,
    .catalog_json = qz_catalog_json,
    .why_not = qz_why_not,
    .ngroups = NGROUPS,
    .group_names = group_names,
    .action_group = g_action_group,
    .player_text = qz_player_text,
};
