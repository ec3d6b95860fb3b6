/* game_arnak.c - Lost Ruins of Arnak behind the game interface (game.h). */
#include "game.h"

#include "arnak.h"

static int g_init(void *st, int players, int variant, uint64_t seed)
{
    arnak_config c = {players, variant, seed};
    return arnak_init(st, &c);
}

static int g_players(const void *st) { return ((const arnak_state *)st)->nplayers; }
static int g_current(const void *st) { return arnak_current_player(st); }
static bool g_over(const void *st) { return arnak_is_over(st); }
static int g_legal(const void *st, uint32_t *out) { return arnak_legal_actions(st, out); }
static int g_apply(void *st, uint32_t a) { return arnak_apply(st, a); }
static void g_apply_trusted(void *st, uint32_t a) { arnak_apply_trusted(st, a); }

static void g_returns(const void *st, double *out)
{
    bool win[ARNAK_MAX_PLAYERS];
    int k = arnak_winners(st, win);
    for (int p = 0; p < g_players(st); p++)
        out[p] = win[p] && k > 0 ? 1.0 / k : 0.0;
}

static int g_score(const void *st, int player)
{
    arnak_score sc;
    arnak_score_player(st, player, &sc);
    return sc.total;
}

static void g_observe(const void *st, int player, void *obs) { arnak_observe(st, player, obs); }
static void g_determinize(void *st, int player, uint64_t seed) { arnak_determinize(st, player, seed); }

static int g_to_string(const void *st, uint32_t a, char *buf, size_t n)
{
    return arnak_action_to_string(st, a, buf, n);
}

static int g_from_string(const void *st, const char *text, uint32_t *out)
{
    return arnak_action_from_string(st, text, out);
}

static uint64_t g_hash(const void *st) { return arnak_hash(st); }
static int g_check(const void *st, char *msg, size_t n) { return arnak_check(st, msg, n); }

const game_def ARNAK_GAME = {
    .name = "arnak",
    .state_size = sizeof(arnak_state),
    .min_players = 2,
    .max_players = ARNAK_MAX_PLAYERS,
    .variants = 2,
    .max_actions = ARNAK_MAX_ACTIONS,
    .init = g_init,
    .players = g_players,
    .current_player = g_current,
    .is_over = g_over,
    .legal_actions = g_legal,
    .apply = g_apply,
    .apply_trusted = g_apply_trusted,
    .returns = g_returns,
    .score = g_score,
    .observe = g_observe,
    .determinize = g_determinize,
    .action_to_string = g_to_string,
    .action_from_string = g_from_string,
    .hash = g_hash,
    .check = g_check,
};
