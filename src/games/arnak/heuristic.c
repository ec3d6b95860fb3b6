/* heuristic.c - a cheap judgement of a position for one player, in points
 * (arnak_heuristic; the greedy bot and the search's greedy playouts reach it
 * through ARNAK_GAME.heuristic).
 *
 * It estimates the player's final score:
 *   the points banked now (arnak_score_player)
 * + research: the magnifying glass and the notebook projected to where they
 *   can still climb in the rounds left, part of the points there counted now
 *   (the glass's points rise steeply towards the Lost Temple, 19-23 points,
 *   so a step taken early is worth what it adds at the end, not its face value)
 * + resources: what they can still buy in the rounds left (research
 *   currency dearest), the ones that pay the glass's next bridge a little more
 * + cards: owned cards by what they produce over the draws still to come,
 *   as the mean worth of a drawn card (so a Fear card is a dead draw that
 *   dilutes the deck, and exiling it pays)
 * + assistants and unused guardian boons, by the rounds left
 * - the Fear card that an archaeologist next to a guardian brings home.
 *
 * Cheap on purpose: it runs at every step of every greedy playout.  No heap,
 * one loop over the player's cards and one over the board's spaces.
 */
#include "games/arnak/rules/encoding.h"
#include "games/arnak/rules/engine.h"
#include "games/arnak/rules/zones.h"
#include "games/arnak/rules/sites.h"
#include "games/arnak/rules/costs.h"

/* The weights (ARNAK_HW_*, data/heuristic_weights.c): what a resource is worth
 * while there is a round or more to spend it in (tablets, arrowheads and
 * jewels pay the research bridges, which the projection prices at their
 * end-of-game worth); research rows the glass and the notebook can be expected
 * to climb per round left and the share of that projection counted now; a
 * "row" beyond the Lost Temple (temple tiles, 2-11 points for 3-5 resources);
 * cards drawn per round from the next round on; the worth of drawing a card:
 * a basic card gives one resource and a travel icon, items and artifacts more,
 * with their price (a rough measure of what they do), Fear only a boot. */
#define W(k) (w->w[ARNAK_HW_##k])

static double clamp01(double x)
{
    return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
}

/* Points of the glass at a (fractional) research row; past the temple, temple tiles. */
static double glass_value(const arnak_state *s, const arnak_player *pl, double row,
                          const arnak_heuristic_weights *w)
{
    const side_def *sd = &ARNAK_SIDES[s->side];
    int arrivals = s->temple_arrivals > 3 ? 3 : s->temple_arrivals;
    double temple =
        pl->temple_rank ? ARNAK_TEMPLE_POINTS[pl->temple_rank - 1] : ARNAK_TEMPLE_POINTS[arrivals];
    if (row >= LOST_TEMPLE_ROW)
        return temple + W(TEMPLE_STEP) * (row - LOST_TEMPLE_ROW);
    int i = (int)row;
    double lo = sd->glass_points[i],
           hi = i + 1 >= LOST_TEMPLE_ROW ? temple : sd->glass_points[i + 1];
    return lo + (row - i) * (hi - lo);
}

/* Points of the notebook at a (fractional) row 0..7. */
static double notebook_value(const arnak_state *s, double row)
{
    const side_def *sd = &ARNAK_SIDES[s->side];
    if (row >= LOST_TEMPLE_ROW - 1)
        return sd->notebook_points[LOST_TEMPLE_ROW - 1];
    int i = (int)row;
    double lo = sd->notebook_points[i], hi = sd->notebook_points[i + 1];
    return lo + (row - i) * (hi - lo);
}

/* True when the player's resources pay some bridge up from the glass's space. */
static bool next_bridge_paid(const arnak_state *s, const arnak_player *pl)
{
    const side_def *sd = &ARNAK_SIDES[s->side];
    for (int u = 0; u < 3; u++) {
        int dest = sd->sp[pl->glass].up[u];
        if (dest && ak_can_afford(pl, sd->sp[dest].cost) && pl->idols >= sd->sp[dest].idol_cost)
            return true;
    }
    return false;
}

double arnak_heuristic(const arnak_state *s, int p)
{
    return arnak_heuristic_with(s, p, NULL);
}

double arnak_heuristic_with(const arnak_state *s, int p, const arnak_heuristic_weights *w)
{
    if (!w)
        w = &ARNAK_HEURISTIC_WEIGHTS;
    if (!s || p < 0 || p >= s->nplayers || p >= ARNAK_MAX_PLAYERS)
        return 0.0;
    arnak_score sc;
    int coins, compasses; /* the prices of the player's items and artifacts */
    ak_score_priced(s, p, &sc, &coins, &compasses);
    double v = sc.total;
    if (arnak_is_over(s))
        return v; /* only points count now */

    const arnak_player *pl = &s->p[p];
    const side_def *sd = &ARNAK_SIDES[s->side];
    int round = s->round < 1 ? 1 : s->round > 5 ? 5 : s->round;
    int rounds_after = 5 - round;
    /* Rounds of play left: the ones after this, and half of this one unless
     * the player has passed. */
    double left = rounds_after + (pl->passed ? 0.0 : 0.5);
    /* Resources keep their worth while there is a round to spend them in. */
    double spend = clamp01(left / W(SPEND_ROUNDS));

    /* Research, projected. */
    double g = sd->sp[pl->glass].row, n = sd->sp[pl->notebook].row;
    double g_end = g + W(GLASS_ROWS) * left;
    double n_end = n + W(NOTEBOOK_ROWS) * left;
    double n_cap = g_end < LOST_TEMPLE_ROW - 1 ? g_end : LOST_TEMPLE_ROW - 1;
    if (n_end > n_cap)
        n_end = n_cap > n ? n_cap : n;
    /* The points of the rows reached now are the score's research. */
    v += W(RESEARCH_SHARE) * (glass_value(s, pl, g_end, w) + notebook_value(s, n_end) - sc.research);

    for (int r = 0; r < RES_N; r++)
        v += pl->res[r] * w->w[ARNAK_HW_COIN + r] * spend;
    /* Resources that already pay the next bridge are a step in hand. */
    if (g < LOST_TEMPLE_ROW && next_bridge_paid(s, pl))
        v += W(BRIDGE_PAID) * spend;

    /* Cards: future draws times the mean worth of a drawn card.  Basic cards
     * and Fear cost nothing, so one sum of prices covers every card; the Fear
     * cards (counted by the score) are then set to their own worth. */
    int owned = ak_cards_n(pl);
    int fears = -sc.fear - 2 * pl->fear_tiles; /* the limbo's too: rare, and near enough */
    double worth = W(DRAW_BASIC) * owned + W(ITEM_PER_COIN) * coins + W(ART_PER_COMPASS) * compasses -
                   (W(DRAW_BASIC) - W(DRAW_FEAR)) * fears;
    double draws = W(DRAWS) * rounds_after;
    double mean = owned > 0 ? worth / owned : 0.0;
    v += draws * mean;

    double future = clamp01(left / W(FUTURE_ROUNDS));
    for (int i = 0; i < 2; i++) {
        if (pl->asst[i])
            v += (W(ASSISTANT) + (pl->asst_gold[i] ? W(ASSISTANT_GOLD) : 0.0)) * future;
    }
    unsigned boons = (unsigned)(pl->guardians & ~pl->boons_used);
    if (boons)
        v += W(BOON) * spend * ak_popcount(boons);

    /* Archaeologists at work this round gather; next to a guardian they bring
     * a Fear card home at round end: a point, and a dead draw in the deck. */
    v += W(ARCH_OUT) * pl->arch_out;
    if (pl->arch_out && !pl->war_mask) {
        double fear = W(GUARDIAN_FEAR) * (1.0 + draws * (mean - W(DRAW_FEAR)) / (owned + 1));
        int seen = 0;
        for (int sp = 0; sp < ARNAK_SPACES && seen < pl->arch_out; sp++) {
            if (s->space_occ[sp] != p + 1)
                continue;
            seen++;
            if (s->site_guardian[ak_space_site(sp)] != 0)
                v -= fear;
        }
    }
    return v;
}
