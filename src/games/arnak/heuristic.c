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
#include "internal.h"

/* Worth of one coin, compass, tablet, arrowhead, jewel while there is a round
 * or more to spend it in.  Tablets, arrowheads and jewels pay the research
 * bridges, which the projection below prices at their end-of-game worth. */
static const double res_worth[RES_N] = {0.8, 0.9, 1.1, 1.7, 2.4};

/* Research rows the magnifying glass / the notebook can be expected to climb
 * per round left, and the share of the projected gain counted now. */
#define GLASS_ROWS_PER_ROUND    1.2
#define NOTEBOOK_ROWS_PER_ROUND 0.9
#define RESEARCH_CONFIDENCE     0.5
/* Beyond the Lost Temple a research action buys temple tiles (2-11 points for
 * 3-5 resources): what one more "row" of projection is worth there. */
#define TEMPLE_TILE_STEP 3.0
/* Expected cards drawn per round from the next round on (a hand of five). */
#define DRAWS_PER_ROUND 5.0
/* Worth of drawing a card: basic cards give one resource and a travel icon;
 * items and artifacts more, with their price (a rough measure of what
 * they do); Fear only a boot. */
#define DRAW_BASIC     1.0
#define DRAW_FEAR      0.15
#define DRAW_PER_PRICE 0.45

static double clamp01(double x)
{
    return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
}

/* Points of the glass at a (fractional) research row; past the temple, temple tiles. */
static double glass_value(const arnak_state *s, const arnak_player *pl, double row)
{
    const side_def *sd = &ARNAK_SIDES[s->side];
    int arrivals = s->temple_arrivals > 3 ? 3 : s->temple_arrivals;
    double temple =
        pl->temple_rank ? ARNAK_TEMPLE_POINTS[pl->temple_rank - 1] : ARNAK_TEMPLE_POINTS[arrivals];
    if (row >= LOST_TEMPLE_ROW)
        return temple + TEMPLE_TILE_STEP * (row - LOST_TEMPLE_ROW);
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
    if (!s || p < 0 || p >= s->nplayers || p >= ARNAK_MAX_PLAYERS)
        return 0.0;
    arnak_score sc;
    arnak_score_player(s, p, &sc);
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
    double spend = clamp01(left / 1.5);

    /* Research, projected. */
    double g = sd->sp[pl->glass].row, n = sd->sp[pl->notebook].row;
    double g_end = g + GLASS_ROWS_PER_ROUND * left;
    double n_end = n + NOTEBOOK_ROWS_PER_ROUND * left;
    double n_cap = g_end < LOST_TEMPLE_ROW - 1 ? g_end : LOST_TEMPLE_ROW - 1;
    if (n_end > n_cap)
        n_end = n_cap > n ? n_cap : n;
    /* The points of the rows reached now are the score's research. */
    v += RESEARCH_CONFIDENCE * (glass_value(s, pl, g_end) + notebook_value(s, n_end) - sc.research);

    for (int r = 0; r < RES_N; r++)
        v += pl->res[r] * res_worth[r] * spend;
    /* Resources that already pay the next bridge are a step in hand. */
    if (g < LOST_TEMPLE_ROW && next_bridge_paid(s, pl))
        v += 0.5 * spend;

    /* Cards: future draws times the mean worth of a drawn card.  Basic cards
     * and Fear cost nothing, so one sum of prices covers every card; the Fear
     * cards (counted by the score) are then set to their own worth. */
    int owned = ak_cards_n(pl);
    int price = 0;
    for (int i = 0; i < owned && i < ARNAK_PCARDS; i++)
        price += ARNAK_CARDS[pl->cards[i]].cost;
    int fears = -sc.fear - 2 * pl->fear_tiles; /* the limbo's too: rare, and near enough */
    double worth = DRAW_BASIC * owned + DRAW_PER_PRICE * price - (DRAW_BASIC - DRAW_FEAR) * fears;
    double draws = DRAWS_PER_ROUND * rounds_after;
    double mean = owned > 0 ? worth / owned : 0.0;
    v += draws * mean;

    double future = clamp01(left / 4.5);
    for (int i = 0; i < 2; i++) {
        if (pl->asst[i])
            v += (1.2 + (pl->asst_gold[i] ? 0.6 : 0.0)) * future;
    }
    unsigned boons = (unsigned)(pl->guardians & ~pl->boons_used);
    if (boons)
        v += 1.0 * spend * __builtin_popcount(boons);

    /* Archaeologists at work this round gather; next to a guardian they bring
     * a Fear card home at round end: a point, and a dead draw in the deck. */
    v += 0.3 * pl->arch_out;
    if (pl->arch_out && !pl->war_mask) {
        double fear = 1.0 + draws * (mean - DRAW_FEAR) / (owned + 1);
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
