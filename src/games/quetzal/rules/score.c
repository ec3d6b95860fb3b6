/* score.c - Quetzal's score and winners (quetzal.h): the track and the end
 * bonus, ties broken by the Discovery track. */
#include "games/quetzal/internal.h"

int quetzal_end_bonus(const quetzal_state *s, int p)
{
    int upg = 0;
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        upg += s->owned[p][u] * QZ_DATA.upg_vp[u];
    return (s->first == p ? QZ_MARKER_VP : 0) + s->coins[p] / QZ_COINS_PER_VP + upg;
}

void quetzal_score_parts(const quetzal_state *s, int p, int parts[QUETZAL_SCORE_PARTS])
{
    /* each space of the Discovery track pays its VP once, on the way up */
    int disc = 0, upg = 0;
    for (int i = 1; i <= s->disc[p] && i <= QZ_DISC_MAX; i++)
        disc += QZ_DATA.disc_vp[i];
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        upg += s->owned[p][u] * QZ_DATA.upg_vp[u];
    bool over = s->phase == QZ_PH_OVER;
    parts[0] = s->delivered[p];
    parts[1] = disc;
    parts[2] = s->vp[p] - s->delivered[p] - disc; /* sites, Ship 1, the cards' +1 VP */
    parts[3] = over && s->first == p ? QZ_MARKER_VP : 0;
    parts[4] = over ? s->coins[p] / QZ_COINS_PER_VP : 0;
    parts[5] = over ? upg : 0;
    parts[6] = quetzal_score(s, p);
    parts[7] = s->disc[p];
}

int quetzal_score(const quetzal_state *s, int player)
{
    if (!s || player < 0 || player >= s->nplayers)
        return 0;
    return s->vp[player] + s->end_bonus[player];
}

int quetzal_winners(const quetzal_state *s, bool win[QZ_MAX_PLAYERS])
{
    int best = -(1 << 20), best_disc = -1, k = 0;
    for (int p = 0; p < s->nplayers; p++) {
        int sc = quetzal_score(s, p);
        if (sc > best || (sc == best && s->disc[p] > best_disc)) {
            best = sc;
            best_disc = s->disc[p];
        }
    }
    for (int p = 0; p < QZ_MAX_PLAYERS; p++) {
        win[p] = p < s->nplayers && quetzal_score(s, p) == best && s->disc[p] == best_disc;
        k += win[p];
    }
    return k;
}
