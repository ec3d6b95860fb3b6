/* rules/engine.c - the rules of Lost Cities: The Board Game: setup, legal actions,
 * applying them, expedition ends and scoring (rules/engine.h; hidden
 * information is observe.c, the consistency check check.c).
 *
 * A turn is up to three decisions of the same player: play a card (start a
 * path, advance, discard), then perhaps a free move (an arrow tile, or the
 * step-9 bonus; arrows chain), then draw (the pile or a discard pile).  Every
 * apply can log events into an lc_sink; events() replays the action on a copy
 * with a sink and redacts what the viewer may not know.
 *
 * Rule readings (the rulebook is the English one; docs/RULE_READINGS.md,
 * R-LC-6 to 14):
 *  - the step-9 bonus is earned by a card played on a path whose figure is
 *    already on step 9 (reaching step 9 itself earns nothing but its tile);
 *  - a free move (arrow, bonus) is optional ("may"), offered only when one of
 *    the player's figures can still move (steps 1..8);
 *  - a card discarded in this turn cannot be drawn back in the same turn: the
 *    rule text does not say so, but a discard-and-take-back would be a pass,
 *    which the rules never offer, and the Lost Cities card game forbids it;
 *  - figure points of an expedition are added up, then paid: a chip total never
 *    drops below 0 [RB], so the order of payment does not matter; the final
 *    total (chips + artefact table) is never below 0 either;
 *  - for 2 players, 30 cards are removed again at every expedition (all cards
 *    are shuffled anew [RB]);
 *  - the first expedition starts with player 1 (the players choose [RB]);
 *  - victory-point chips lie face down [RB], but every chip follows from
 *    public events, so chip totals are public information here.
 */
#include <stddef.h>
#include <string.h>

#include "core/parse.h"
#include "core/splitmix.h"
#include "games/lost_cities/internal.h"

/* Every byte of the state is a named field (the hash and the byte-for-byte
 * comparisons read padding too): the fields add up to the size. */
_Static_assert(sizeof(lost_cities_state) == 8 + 14 + 2 + LC_CARDS + LC_REMOVED_2P + LC_COLORS +
                                                LC_COLORS * LC_VALUES * LC_COPIES +
                                                3 * LC_MAX_PLAYERS * LC_TYPES + LC_MAX_PLAYERS +
                                                3 * LC_MAX_PLAYERS * LC_COLORS + LC_MAX_PLAYERS +
                                                2 * LC_COLORS * LC_STEPS + 2 * LC_MAX_PLAYERS + 3 +
                                                3 * 2 * LC_MAX_PLAYERS + 4,
               "lost_cities_state has hidden padding");

/* ---- small helpers ---------------------------------------------------------------- */

static uint32_t rnd_below(uint64_t *rng, uint32_t n)
{
    return splitmix64_below(rng, n);
}

static void emit(lc_sink *k, int type, int player, int v0, int v1, int v2, int v3, int v4)
{
    if (k && k->n < LC_SINK_MAX)
        k->ev[k->n++] = game_event_make(type, player, 0, (const int32_t[]){v0, v1, v2, v3, v4}, 5);
}

int lc_lowest_of_color(const lost_cities_state *s, int p, int color)
{
    for (int v = 0; v < LC_VALUES; v++)
        if (s->hand[p][LC_TYPE(color, v)])
            return LC_TYPE(color, v);
    return -1;
}

int lc_adventurers_used(const lost_cities_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < LC_COLORS; c++)
        if (s->step[p][c] && s->res_path[p] != c)
            n++;
    return n;
}

/* May card value v go on path c of player p? */
static bool fits(const lost_cities_state *s, int p, int c, int v)
{
    if (!s->step[p][c])
        return false;
    int last = s->last[p][c];
    switch (s->dir[p][c]) {
    case LC_DIR_DOWN:
        return v <= last;
    case LC_DIR_OPEN:
        if (s->opt_updown)
            return true;
        return v >= last;
    default:
        return v >= last;
    }
}

static bool can_move_any(const lost_cities_state *s, int p)
{
    for (int c = 0; c < LC_COLORS; c++)
        if (s->step[p][c] >= 1 && s->step[p][c] < LC_STEPS)
            return true;
    return false;
}

static void take_from_hand(lost_cities_state *s, int p, int t)
{
    s->hand[p][t]--;
    s->hand_n[p]--;
    if (s->known[p][t])
        s->known[p][t]--;
}

/* ---- setup ------------------------------------------------------------------------ */

/* A new expedition: tiles shuffled onto the marked spaces, all 110 cards
 * shuffled, 30 removed for 2 players, 8 dealt to each player [RB]. */
static void deal_expedition(lost_cities_state *s)
{
    /* removed[] through art_tiles[] hold one expedition's cards, figures and
     * tiles: lost_cities_state keeps them together so that they clear at once */
    size_t first = offsetof(lost_cities_state, removed), end = offsetof(lost_cities_state, art_chips);
    memset((unsigned char *)s + first, 0, end - first);
    memset(s->res_path, LC_NONE, sizeof s->res_path);
    s->crossed = 0;
    s->discarded = LC_NONE;
    s->move_reason = 0;

    /* the 25 tiles in a fixed order, then a Fisher-Yates shuffle onto the spaces */
    uint8_t kind[LC_TILES], val[LC_TILES];
    int k = 0;
    for (int i = 0; i < LC_ART_TILES; i++, k++)
        kind[k] = LC_TILE_ART, val[k] = 0;
    for (int i = 0; i < LC_ARROW_TILES; i++, k++)
        kind[k] = LC_TILE_ARROW, val[k] = 0;
    for (int i = 0; i < LC_VP_TILES; i++, k++)
        kind[k] = LC_TILE_VP, val[k] = lc_vp_values[i];
    for (int i = LC_TILES - 1; i > 0; i--) {
        int j = (int)rnd_below(&s->rng, (uint32_t)i + 1);
        uint8_t tk = kind[i], tv = val[i];
        kind[i] = kind[j], val[i] = val[j];
        kind[j] = tk, val[j] = tv;
    }
    k = 0;
    for (int c = 0; c < LC_COLORS; c++)
        for (int i = 0; i < LC_TILES / LC_COLORS; i++, k++) {
            int st = lc_tile_steps[c][i] - 1;
            s->tile[c][st] = kind[k];
            s->tile_vp[c][st] = val[k];
        }

    uint8_t cards[LC_CARDS];
    for (int i = 0; i < LC_CARDS; i++)
        cards[i] = (uint8_t)(i / LC_COPIES);
    for (int i = LC_CARDS - 1; i > 0; i--) {
        int j = (int)rnd_below(&s->rng, (uint32_t)i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    int pos = 0;
    s->removed_n = 0;
    if (s->nplayers == 2)
        for (; s->removed_n < LC_REMOVED_2P; pos++)
            s->removed[s->removed_n++] = cards[pos];
    for (int p = 0; p < s->nplayers; p++)
        for (int i = 0; i < LC_HAND; i++, pos++) {
            s->hand[p][cards[pos]]++;
            s->hand_n[p]++;
        }
    s->deck_n = 0;
    memset(s->deck, 0, sizeof s->deck);
    for (; pos < LC_CARDS; pos++)
        s->deck[s->deck_n++] = cards[pos];
}

int lost_cities_init(lost_cities_state *s, int players, int opt_short, int opt_updown,
                     uint64_t seed)
{
    if (!s)
        return GAME_E_ARG;
    if (players < 2 || players > LC_MAX_PLAYERS || opt_short < 0 || opt_short > 1 ||
        opt_updown < 0 || opt_updown > 1)
        return GAME_E_CONFIG;
    memset(s, 0, sizeof *s);
    s->rng = seed ^ UINT64_C(0x4C4F535443495459); /* "LOSTCITY": the game's own stream */
    s->nplayers = (uint8_t)players;
    s->opt_short = (uint8_t)opt_short;
    s->opt_updown = (uint8_t)opt_updown;
    s->nexp = opt_short ? 1 : LC_EXPEDITIONS;
    s->start_player = 0;
    s->cur = 0;
    s->phase = LC_PH_PLAY;
    deal_expedition(s);
    return GAME_OK;
}

/* ---- legal actions ---------------------------------------------------------------- */

int lost_cities_legal(const lost_cities_state *s, game_action *out)
{
    int n = 0;
    if (!s || !out || s->phase == LC_PH_OVER || s->cur >= s->nplayers)
        return 0;
    int p = s->cur;
    switch (s->phase) {
    case LC_PH_PLAY: {
        /* the values held per colour as bit masks: one pass over the hand,
         * then only the held cards are looked at (the hot path of playouts) */
        uint16_t held[LC_COLORS] = {0};
        for (int t = 0; t < LC_TYPES; t++)
            if (s->hand[p][t])
                held[LC_COLOR_OF(t)] |= (uint16_t)(1u << LC_VALUE_OF(t));
        bool adv = lc_adventurers_used(s, p) < LC_ADVENTURERS;
        bool res = s->res_path[p] == LC_NONE;
        for (int c = 0; c < LC_COLORS; c++) {
            if (s->step[p][c] || !held[c])
                continue;
            if (adv)
                out[n++] = LC_ACTION(LC_A_START, c * 2);
            if (res)
                out[n++] = LC_ACTION(LC_A_START, c * 2 + 1);
        }
        for (int c = 0; c < LC_COLORS; c++) {
            if (!s->step[p][c])
                continue;
            for (int v = 0; v < LC_VALUES; v++)
                if ((held[c] >> v & 1u) && fits(s, p, c, v))
                    out[n++] = LC_ACTION(LC_A_PLAY, LC_TYPE(c, v));
        }
        for (int c = 0; c < LC_COLORS; c++)
            for (int v = 0; held[c] >> v; v++)
                if (held[c] >> v & 1u)
                    out[n++] = LC_ACTION(LC_A_DISCARD, LC_TYPE(c, v));
        break;
    }
    case LC_PH_MOVE:
        for (int c = 0; c < LC_COLORS; c++)
            if (s->step[p][c] >= 1 && s->step[p][c] < LC_STEPS)
                out[n++] = LC_ACTION(LC_A_MOVE, c);
        out[n++] = LC_ACTION(LC_A_SKIP, 0);
        break;
    case LC_PH_DRAW:
        if (s->deck_n)
            out[n++] = LC_ACTION(LC_A_DRAW, 0);
        for (int c = 0; c < LC_COLORS; c++)
            if (s->pile_n[c] && s->pile[c][s->pile_n[c] - 1] != s->discarded)
                out[n++] = LC_ACTION(LC_A_TAKE, c);
        break;
    default:
        break;
    }
    return n;
}

bool lc_is_legal(const lost_cities_state *s, game_action a)
{
    game_action legal[LC_MAX_ACTIONS];
    int n = lost_cities_legal(s, legal);
    return game_action_in(legal, n, a);
}

/* ---- expedition end and scoring ----------------------------------------------------- */

static void end_expedition(lost_cities_state *s, int last_player, int reason, lc_sink *k)
{
    s->ended_by = (uint8_t)reason;
    emit(k, LC_EV_EXP_END, -1, s->expedition + 1, reason, 0, 0, 0);
    for (int p = 0; p < s->nplayers; p++) {
        int pts = 0;
        for (int c = 0; c < LC_COLORS; c++) {
            if (!s->step[p][c])
                continue;
            bool researcher = s->res_path[p] == c;
            int fig = lost_cities_step_value(s->step[p][c]) * (researcher ? 2 : 1);
            emit(k, LC_EV_FIGURE_SCORE, p, s->expedition + 1, c, s->step[p][c], researcher, fig);
            pts += fig;
        }
        int before = s->chips[p];
        int after = before + pts;
        if (after < 0)
            after = 0; /* no player can have fewer than zero points [RB] */
        s->chips[p] = (int16_t)after;
        s->figure_points[p] = (int16_t)(s->figure_points[p] + after - before);
        emit(k, LC_EV_SCORE, p, s->expedition + 1, pts, before, after, s->art_tiles[p]);
        s->art_chips[p] = (uint8_t)(s->art_chips[p] + s->art_tiles[p]);
        s->art_tiles[p] = 0;
    }
    s->expedition++;
    if (s->expedition >= s->nexp) {
        s->phase = LC_PH_OVER;
        s->cur = LC_NONE;
        s->move_reason = 0;
        s->discarded = LC_NONE;
        for (int p = 0; p < s->nplayers; p++) {
            int ap = lost_cities_artefact_points(s->art_chips[p], s->opt_short);
            emit(k, LC_EV_GAME_END, p, s->chips[p], s->art_chips[p], ap, lost_cities_score(s, p),
                 0);
        }
        return;
    }
    /* the next expedition begins left of the player who played last [RB] */
    s->start_player = (uint8_t)((last_player + 1) % s->nplayers);
    s->cur = s->start_player;
    s->phase = LC_PH_PLAY;
    deal_expedition(s);
    emit(k, LC_EV_EXP_START, -1, s->expedition + 1, s->start_player, 0, 0, 0);
}

static void next_turn(lost_cities_state *s)
{
    s->cur = (uint8_t)((s->cur + 1) % s->nplayers);
    s->phase = LC_PH_PLAY;
    s->move_reason = 0;
    s->discarded = LC_NONE;
    s->turns++;
}

/* Moves p's figure on path c one step and resolves what it finds; sets the
 * next phase (a free move after an arrow, else the draw) unless the
 * expedition ended. */
static void move_figure(lost_cities_state *s, int p, int c, int reason, lc_sink *k)
{
    int from = s->step[p][c], to = from + 1;
    s->step[p][c] = (uint8_t)to;
    emit(k, LC_EV_MOVE, p, c, from, to, reason, s->res_path[p] == c);
    if (to == LC_BRIDGE_STEP) {
        s->crossed++;
        emit(k, LC_EV_BRIDGE, p, c, s->crossed, 0, 0, 0);
        if (s->crossed >= LC_BRIDGES_END) {
            /* the tile on the space that ends the expedition is not resolved [RB] */
            if (s->tile[c][to - 1] != LC_TILE_NONE)
                emit(k, LC_EV_NOT_RESOLVED, p, c, to, s->tile[c][to - 1], 0, 0);
            end_expedition(s, p, LC_END_BRIDGES, k);
            return;
        }
    }
    s->phase = LC_PH_DRAW;
    s->move_reason = 0;
    switch (s->tile[c][to - 1]) {
    case LC_TILE_ART: /* the tile is taken; the space stays empty [RB] */
        s->tile[c][to - 1] = LC_TILE_NONE;
        s->art_tiles[p]++;
        emit(k, LC_EV_ARTEFACT, p, c, to, 0, 0, 0);
        break;
    case LC_TILE_VP: { /* chips, not doubled for the researcher; the tile stays [RB] */
        int v = s->tile_vp[c][to - 1];
        s->chips[p] = (int16_t)(s->chips[p] + v);
        s->tile_points[p] = (int16_t)(s->tile_points[p] + v);
        emit(k, LC_EV_VP, p, c, to, v, 0, 0);
        break;
    }
    case LC_TILE_ARROW: /* may move any figure one step; chains; the tile stays [RB] */
        emit(k, LC_EV_ARROW, p, c, to, 0, 0, 0);
        if (can_move_any(s, p)) {
            s->phase = LC_PH_MOVE;
            s->move_reason = LC_MOVE_ARROW;
        }
        break;
    default:
        break;
    }
}

/* ---- apply -------------------------------------------------------------------------- */

void lc_apply(lost_cities_state *s, game_action a, lc_sink *k)
{
    int p = s->cur, arg = LC_AARG(a);
    switch (LC_AKIND(a)) {
    case LC_A_START: {
        /* "places the card with the lowest value in this color" [RB] */
        int c = arg / 2, t = lc_lowest_of_color(s, p, c);
        take_from_hand(s, p, t);
        s->played[p][t]++;
        s->last[p][c] = (uint8_t)LC_VALUE_OF(t);
        s->dir[p][c] = s->opt_updown ? LC_DIR_OPEN : LC_DIR_UP;
        s->step[p][c] = 1;
        if (arg & 1)
            s->res_path[p] = (uint8_t)c;
        emit(k, LC_EV_START, p, c, LC_VALUE_OF(t), arg & 1, 0, 0);
        s->phase = LC_PH_DRAW;
        break;
    }
    case LC_A_PLAY: {
        int c = LC_COLOR_OF(arg), v = LC_VALUE_OF(arg);
        take_from_hand(s, p, arg);
        s->played[p][arg]++;
        if (s->dir[p][c] == LC_DIR_OPEN && v != s->last[p][c])
            s->dir[p][c] = v > s->last[p][c] ? LC_DIR_UP : LC_DIR_DOWN;
        s->last[p][c] = (uint8_t)v;
        emit(k, LC_EV_PLAY, p, c, v, 0, 0, 0);
        if (s->step[p][c] >= LC_STEPS) {
            /* the step-9 bonus: move any other figure one step [RB] */
            s->phase = LC_PH_DRAW;
            if (can_move_any(s, p)) {
                s->phase = LC_PH_MOVE;
                s->move_reason = LC_MOVE_BONUS;
            }
        } else {
            move_figure(s, p, c, 0, k);
        }
        break;
    }
    case LC_A_DISCARD: {
        int c = LC_COLOR_OF(arg);
        take_from_hand(s, p, arg);
        s->pile[c][s->pile_n[c]++] = (uint8_t)arg;
        s->discarded = (uint8_t)arg;
        emit(k, LC_EV_DISCARD, p, c, LC_VALUE_OF(arg), 0, 0, 0);
        s->phase = LC_PH_DRAW;
        break;
    }
    case LC_A_MOVE:
        move_figure(s, p, arg, s->move_reason, k);
        break;
    case LC_A_SKIP:
        emit(k, LC_EV_SKIP, p, 0, 0, 0, 0, 0);
        s->phase = LC_PH_DRAW;
        s->move_reason = 0;
        break;
    case LC_A_DRAW: {
        int t = s->deck[--s->deck_n];
        s->deck[s->deck_n] = 0;
        s->hand[p][t]++;
        s->hand_n[p]++;
        emit(k, LC_EV_DRAW, p, t, s->deck_n, 0, 0, 0);
        if (s->deck_n == 0) {
            s->turns++;
            end_expedition(s, p, LC_END_PILE, k); /* the last card drawn [RB] */
        } else {
            next_turn(s);
        }
        break;
    }
    case LC_A_TAKE: {
        int t = s->pile[arg][--s->pile_n[arg]];
        s->pile[arg][s->pile_n[arg]] = 0;
        s->hand[p][t]++;
        s->known[p][t]++;
        s->hand_n[p]++;
        emit(k, LC_EV_TAKE, p, arg, LC_VALUE_OF(t), 0, 0, 0);
        next_turn(s);
        break;
    }
    default:
        break;
    }
}

int lost_cities_apply(lost_cities_state *s, game_action a)
{
    if (!s)
        return GAME_E_ARG;
    if (s->phase == LC_PH_OVER)
        return GAME_E_OVER;
    if (!lc_is_legal(s, a))
        return GAME_E_ILLEGAL;
    lc_apply(s, a, NULL);
    return GAME_OK;
}

/* ---- scores -------------------------------------------------------------------------- */

int lost_cities_score(const lost_cities_state *s, int player)
{
    if (!s || player < 0 || player >= s->nplayers)
        return 0;
    int v = s->chips[player];
    if (s->phase == LC_PH_OVER)
        v += lost_cities_artefact_points(s->art_chips[player], s->opt_short);
    return v < 0 ? 0 : v;
}

void lost_cities_score_parts(const lost_cities_state *s, int p, int parts[LOST_CITIES_SCORE_PARTS])
{
    int ap =
        s->phase == LC_PH_OVER ? lost_cities_artefact_points(s->art_chips[p], s->opt_short) : 0;
    int total = lost_cities_score(s, p);
    parts[0] = s->figure_points[p];
    parts[1] = s->tile_points[p];
    parts[2] = ap;
    parts[3] = total - (s->figure_points[p] + s->tile_points[p] + ap); /* [RB]: never below 0 */
    parts[4] = total;
    parts[5] = s->chips[p];
    parts[6] = s->art_chips[p];
}

int lost_cities_winners(const lost_cities_state *s, bool win[LC_MAX_PLAYERS])
{
    int best = -1, best_art = -1, k = 0;
    for (int p = 0; p < s->nplayers; p++) {
        int v = lost_cities_score(s, p), a = s->art_chips[p];
        if (v > best || (v == best && a > best_art))
            best = v, best_art = a;
    }
    for (int p = 0; p < LC_MAX_PLAYERS; p++) {
        /* the tie-break: most artefact chips among those with the most points [RB] */
        win[p] = p < s->nplayers && lost_cities_score(s, p) == best && s->art_chips[p] == best_art;
        k += win[p];
    }
    return k;
}
