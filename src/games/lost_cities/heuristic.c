/* heuristic.c - a cheap judgement of a Lost Cities position for the greedy bot
 * (game_def.heuristic), in points.
 *
 * Per player: chips so far, plus for each of the player's paths the value of
 * the step its figure can expect to reach (researcher doubled): each card in
 * hand that still fits the path is worth most of a step, and the cards still
 * to come a little more, the less the further the path's last card has gone.
 * Artefacts count by the scoring table.  Starting a path therefore pays when the hand can carry it
 * past the negative steps, discarding a card that fits one's own path costs,
 * and a discard-pile card that fits is worth taking.  The judgement is the
 * player's own points minus the others' average (see lc_heuristic). */
#include "games/lost_cities/internal.h"

#define HAND_CARD 0.85 /* steps a fitting card in hand is worth */
/* steps expected from cards still to be drawn on a fully open path; a
 * constant, not a share of the pile: a share would make every card drawn
 * from the pile look like a loss, and two greedy players would then pass
 * cards through the discard piles for thousands of turns */
#define DRAW_STEPS 1.5

/* value of a fractional step x in 1..9, linear between the steps */
static double step_value(double x)
{
    if (x <= 1.0)
        return lc_step_points[0];
    if (x >= LC_STEPS)
        return lc_step_points[LC_STEPS - 1];
    int i = (int)x;
    double f = x - i;
    return lc_step_points[i - 1] * (1.0 - f) + lc_step_points[i] * f;
}

/* one player's expected points, ignoring the others */
static double own(const lost_cities_state *s, int p)
{
    if (s->phase == LC_PH_OVER)
        return lost_cities_score(s, p);
    double v = s->chips[p];
    /* No cap by the turns left: with one, every card drawn from the pile
     * near the end looks like a loss, and two greedy players stall for ever
     * by passing cards through the discard piles. */
    for (int c = 0; c < LC_COLORS; c++) {
        int st = s->step[p][c];
        if (!st)
            continue;
        int fit = 0;
        for (int val = 0; val < LC_VALUES; val++) {
            int k = s->hand[p][LC_TYPE(c, val)];
            bool ok = s->dir[p][c] == LC_DIR_DOWN                    ? val <= s->last[p][c]
                      : s->dir[p][c] == LC_DIR_OPEN && s->opt_updown ? true
                                                                     : val >= s->last[p][c];
            if (ok)
                fit += k;
        }
        /* a card in hand is worth a little less than a step already made, so
         * that playing it beats an idle discard; cards still to be drawn fit
         * less often the further the path's last card has gone */
        int last = s->last[p][c];
        double open = s->dir[p][c] == LC_DIR_DOWN                    ? last + 1.0
                      : s->dir[p][c] == LC_DIR_OPEN && s->opt_updown ? (double)LC_VALUES
                                                                     : (double)(LC_VALUES - last);
        double reach = HAND_CARD * fit + DRAW_STEPS * open / LC_VALUES;
        double to = st + reach;
        double m = s->res_path[p] == c ? 2.0 : 1.0;
        v += m * step_value(to);
    }
    int arts = s->art_chips[p] + s->art_tiles[p];
    v += lost_cities_artefact_points(arts, s->opt_short) -
         lost_cities_artefact_points(0, s->opt_short);
    return v;
}

/* Own points minus the others' average.  Relative, because an expedition's
 * end turns every player's prospects into points at once: judged alone, a
 * player with cards still to play never draws the last card, and two such
 * players would stall for ever.  Relative judgements add up to zero, so one
 * of them always gains by ending it. */
double lc_heuristic(const void *st, int p)
{
    const lost_cities_state *s = st;
    if (!s || p < 0 || p >= s->nplayers)
        return 0.0;
    double others = 0.0;
    for (int q = 0; q < s->nplayers; q++)
        if (q != p)
            others += own(s, q);
    return own(s, p) - others / (s->nplayers - 1);
}
