/* setup.c - a new game of Quetzal (quetzal.h quetzal_init): the deck, the
 * upgrades and the automa's cards shuffled, the seats' coins and meeples, the
 * first round dealt (rules/engine.c). */
#include <string.h>

#include "games/quetzal/internal.h"

int quetzal_init(quetzal_state *s, int players, int automa, uint64_t seed)
{
    if (!s)
        return GAME_E_ARG;
    if (players < 2 || players > QZ_MAX_PLAYERS || automa < 0 || automa > 1)
        return GAME_E_CONFIG;
    memset(s, 0, sizeof *s);
    s->rng = seed;
    s->nplayers = (uint8_t)players;
    s->automa = (uint8_t)(players == 2 && automa);
    memset(s->deck, QZ_NONE, sizeof s->deck);
    memset(s->display, QZ_NONE, sizeof s->display);
    memset(s->site, QZ_NONE, sizeof s->site);
    memset(s->upg, QZ_NONE, sizeof s->upg);
    memset(s->village, QZ_NONE, sizeof s->village);
    int n = 0;
    for (int t = 0; t < QZ_TYPES; t++)
        for (int b = 0; b < QZ_BONUSES; b++)
            for (int i = 0; i < QZ_DATA.deck[t][b]; i++)
                s->deck[n++] = (uint8_t)QZ_KIND(t, b);
    qz_shuffle(&s->rng, s->deck, n);
    s->deck_n = (uint8_t)n;
    n = 0;
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        for (int i = 0; i < QZ_DATA.upg_copies[u]; i++)
            s->upg[n++] = (uint8_t)u;
    qz_shuffle(&s->rng, s->upg, n);
    s->upg_n = (uint8_t)n;
    for (int i = 0; i < QZ_AUTOMA_CARDS; i++)
        s->automa_deck[i] = (uint8_t)i;
    if (s->automa) {
        qz_shuffle(&s->rng, s->automa_deck, QZ_AUTOMA_CARDS);
        s->automa_n = QZ_AUTOMA_CARDS;
    } else {
        memset(s->automa_deck, QZ_NONE, sizeof s->automa_deck);
    }
    /* seat 0 holds the First Player marker (the box names a player; any seat does) */
    s->first = 0;
    for (int p = 0; p < players; p++) {
        s->coins[p] = QZ_START_COINS[p];
        s->team[p] = QZ_DATA.team[players];
    }
    qz_deal_first_round(s);
    return GAME_OK;
}
