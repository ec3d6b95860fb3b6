/* heuristic.c - a cheap judgement of a position for one player, in points
 * (arnak_heuristic; the greedy bot reaches it through ARNAK_GAME.heuristic).
 *
 * The evaluation is deliberately simple:
 *   final-score total (arnak_score_player)
 * + resources, worth less as the game goes on (they are only a means)
 * + the future use of owned cards (roughly half their price), minus a
 *   penalty for Fear cards clogging the hand
 * + assistants, research progress, archaeologists at work this round,
 *   minus the Fear expected from archaeologists standing next to a guardian.
 */
#include "internal.h"

/* Base worth of one coin, compass, tablet, arrowhead, jewel in round 1. */
static const double res_worth[RES_N] = {0.6, 0.7, 0.7, 1.0, 1.6};

double arnak_heuristic(const arnak_state *s, int p)
{
    if (!s || p < 0 || p >= s->nplayers || p >= ARNAK_MAX_PLAYERS)
        return 0.0;
    arnak_score sc;
    arnak_score_player(s, p, &sc);
    double v = sc.total;
    if (arnak_is_over(s))
        return v; /* only points count now */

    int round = s->round < 1 ? 1 : s->round > 5 ? 5 : s->round;
    /* Share of the game still to come: 1.0 in round 1, 0.2 in round 5. */
    double future = (6.0 - round) / 5.0;
    const arnak_player *pl = &s->p[p];

    for (int r = 0; r < RES_N; r++)
        v += pl->res[r] * res_worth[r] * (future + 0.1);

    int owned = pl->deck_n + pl->hand_n + pl->play_n;
    for (int i = 0; i < owned && i < ARNAK_PCARDS; i++) {
        int c = pl->cards[i];
        if (c == CARD_FEAR)
            v -= 0.8 * future;
        else if (c > 0 && c < CARD_COUNT)
            v += 0.5 * ARNAK_CARDS[c].cost * future; /* its price: a rough measure of its use */
    }

    for (int i = 0; i < 2; i++) {
        if (pl->asst[i])
            v += (1.2 + (pl->asst_gold[i] ? 0.6 : 0.0)) * future;
    }

    /* Research points are in the score; the next steps open up later. */
    v += 0.4 * (ARNAK_SIDES[s->side].sp[pl->glass].row + ARNAK_SIDES[s->side].sp[pl->notebook].row) * future;

    /* Archaeologists at work this round gather; next to a guardian they bring
     * a Fear card home at round end. */
    v += 0.3 * pl->arch_out;
    for (int sp = 0; sp < ARNAK_SPACES; sp++) {
        if (s->space_occ[sp] == p + 1 && s->site_guardian[ak_space_site(sp)] != 0)
            v -= 1.0 + 0.8 * future;
    }
    return v;
}
