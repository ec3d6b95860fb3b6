/* heuristic.c - a cheap judgement of a player's position in points, for the
 * greedy bot and the search: the score so far, the end bonuses as they stand,
 * what the hand would deliver, and what the spaces the player holds this
 * round will bring at activation. */
#include "games/quetzal/internal.h"

/* Points a hand of artifacts is worth: lots of 3 and what is left, a little
 * less than their table value since a delivery still costs a meeple. */
static double hand_value(const quetzal_state *s, int p)
{
    double v = 0;
    for (int t = 0; t < QZ_TYPES; t++) {
        int c = 0;
        for (int b = 0; b < QZ_BONUSES; b++) {
            int k = s->hand[p][QZ_KIND(t, b)];
            c += k;
            v += b ? 0.8 * k : 0; /* a card's bonus */
        }
        v += 0.75 * (c / 3) * QZ_DATA.lot[t][2];
        if (c % 3)
            v += 0.5 * QZ_DATA.lot[t][c % 3 - 1];
    }
    return v;
}

/* The best lot p could deliver now. */
static double best_lot(const quetzal_state *s, int p)
{
    double best = 0;
    for (int t = 0; t < QZ_TYPES; t++) {
        int c = 0;
        for (int b = 0; b < QZ_BONUSES; b++)
            c += s->hand[p][QZ_KIND(t, b)];
        if (c > 3)
            c = 3;
        if (c > 0 && QZ_DATA.lot[t][c - 1] > best)
            best = QZ_DATA.lot[t][c - 1];
    }
    return best;
}

/* What the spaces p holds will bring at this round's activation. */
static double holdings(const quetzal_state *s, int p)
{
    if (s->phase != QZ_PH_PLACE && s->phase != QZ_PH_CAMP)
        return 0;
    double v = 0, lot = best_lot(s, p);
    for (int i = 1; i < QZ_SPOTS; i++) {
        if (s->spot[i].owner != p)
            continue;
        if (i == QZ_STELA)
            v += 3.0;
        else if (i >= QZ_TEMPLE1 && i < QZ_TEMPLE1 + 5)
            v += 2.0 * (QZ_DATA.temple_choose[i - QZ_TEMPLE1] + QZ_DATA.temple_draw[i - QZ_TEMPLE1]);
        else if (i >= QZ_QUARRY && i <= QZ_RUINS)
            v += 5.0;
        else if (i == QZ_BLACK_MARKET)
            v += s->hand_n[p] > 0 ? 2.3 : 0.3;
        else if (i >= QZ_VILLAGE1 && i < QZ_VILLAGE1 + QZ_VILLAGE)
            v += 2.5;
        else if (i == QZ_SHIP1 || i == QZ_SHIP2)
            v += lot * 0.9 + 1.0;
    }
    int harbor = 0;
    for (int i = 0; i < s->harbor_n; i++)
        harbor += s->harbor[i] == p;
    v += harbor * (harbor <= (s->hand_n[p] + 2) / 3 ? lot : 0.0);
    return v;
}

double qz_heuristic(const void *st, int player)
{
    const quetzal_state *s = st;
    if (!s || player < 0 || player >= s->nplayers)
        return 0;
    double v = quetzal_score(s, player);
    if (s->phase == QZ_PH_OVER)
        return v;
    v += quetzal_end_bonus(s, player) + (s->coins[player] % QZ_COINS_PER_VP) / 3.0;
    v += hand_value(s, player) + holdings(s, player) + 0.4 * s->disc[player];
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        v += 0.5 * s->active[player][u];
    return v;
}
