/* observe.c - Quetzal's hidden information (rules/observe.h): what a viewer
 * sees, a determinization of what it does not, the state's hash. */
#include <string.h>

#include "core/parse.h"
#include "core/splitmix.h"
#include "games/quetzal/internal.h"

/* ---- hidden information --------------------------------------------------------------- */

/* What a viewer sees: other hands only as far as everybody saw them filled
 * (cards taken from a face-up row), never the order of the artifact deck, of
 * the upgrade stack or of the automa's cards, nor the future rolls.  A
 * spectator sees every hand that way. */
int qz_observe(const void *st, int viewer, void *obs_st)
{
    const quetzal_state *s = st;
    quetzal_state *obs = obs_st;
    if (!s || !obs || (viewer != GAME_VIEW_SPECTATOR && (viewer < 0 || viewer >= s->nplayers)))
        return GAME_E_ARG;
    if (obs != s)
        memcpy(obs, s, sizeof *s);
    obs->rng = 0;
    for (int p = 0; p < obs->nplayers; p++)
        if (p != viewer)
            memcpy(obs->hand[p], obs->known[p], sizeof obs->hand[p]);
    memset(obs->deck, QZ_NONE, sizeof obs->deck);
    memset(obs->upg, QZ_NONE, sizeof obs->upg);
    for (int i = 0; i < obs->automa_n; i++)
        obs->automa_deck[i] = QZ_NONE;
    return GAME_OK;
}

/* The cards `viewer` cannot place: all 75 minus the viewer's hand, the known
 * cards of other hands, the discard pile and the face-up rows. */
static int unseen_cards(const quetzal_state *s, int viewer, uint8_t *pool)
{
    int left[QZ_KINDS];
    for (int c = 0; c < QZ_KINDS; c++) {
        left[c] = QZ_DATA.deck[QZ_TYPE_OF(c)][QZ_BONUS_OF(c)] - s->discard[c];
        for (int p = 0; p < s->nplayers; p++)
            left[c] -= p == viewer ? s->hand[p][c] : s->known[p][c];
    }
    for (int i = 0; i < QZ_DISPLAY; i++)
        if (s->display[i] != QZ_NONE)
            left[s->display[i]]--;
    for (int i = 0; i < QZ_SITES; i++)
        for (int j = 0; j < QZ_SITE_CARDS; j++)
            if (s->site[i][j] != QZ_NONE)
                left[s->site[i][j]]--;
    int n = 0;
    for (int c = 0; c < QZ_KINDS; c++) {
        if (left[c] < 0)
            return -1;
        for (int i = 0; i < left[c]; i++)
            pool[n++] = (uint8_t)c;
    }
    return n;
}

int qz_determinize(void *st, int viewer, uint64_t seed)
{
    quetzal_state *s = st;
    if (!s || (viewer != GAME_VIEW_SPECTATOR && (viewer < 0 || viewer >= s->nplayers)))
        return GAME_E_ARG;
    uint8_t pool[QZ_CARDS];
    int np = unseen_cards(s, viewer, pool), need = s->deck_n;
    int hidden[QZ_MAX_PLAYERS] = {0};
    for (int p = 0; p < s->nplayers; p++)
        if (p != viewer) {
            int kn = 0;
            for (int c = 0; c < QZ_KINDS; c++)
                kn += s->known[p][c];
            hidden[p] = s->hand_n[p] - kn;
            need += hidden[p];
        }
    if (np < 0 || need != np)
        return GAME_E_ARG;
    uint64_t r = seed;
    qz_shuffle(&r, pool, np);
    int k = 0;
    for (int p = 0; p < s->nplayers; p++)
        if (p != viewer) {
            memcpy(s->hand[p], s->known[p], sizeof s->hand[p]);
            for (int i = 0; i < hidden[p]; i++)
                s->hand[p][pool[k++]]++;
        }
    memset(s->deck, QZ_NONE, sizeof s->deck);
    for (int i = 0; i < s->deck_n; i++)
        s->deck[i] = pool[k++];
    /* the upgrade stack: every tile not gained and not in the Village */
    int left[QZ_TILE_KINDS], nu = 0;
    for (int u = 0; u < QZ_TILE_KINDS; u++) {
        left[u] = QZ_DATA.upg_copies[u];
        for (int p = 0; p < s->nplayers; p++)
            left[u] -= s->owned[p][u];
    }
    for (int i = 0; i < QZ_VILLAGE; i++)
        if (s->village[i] != QZ_NONE)
            left[s->village[i]]--;
    memset(s->upg, QZ_NONE, sizeof s->upg);
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        for (int i = 0; i < left[u] && nu < QZ_UPGRADES; i++)
            s->upg[nu++] = (uint8_t)u;
    if (nu != s->upg_n)
        return GAME_E_ARG;
    qz_shuffle(&r, s->upg, nu);
    /* the automa's cards still to come: those not yet turned */
    if (s->automa) {
        bool used[QZ_AUTOMA_CARDS] = {false};
        for (int i = s->automa_n; i < QZ_AUTOMA_CARDS; i++)
            if (s->automa_deck[i] < QZ_AUTOMA_CARDS)
                used[s->automa_deck[i]] = true;
        int na = 0;
        for (int c = 0; c < QZ_AUTOMA_CARDS && na < s->automa_n; c++)
            if (!used[c])
                s->automa_deck[na++] = (uint8_t)c;
        qz_shuffle(&r, s->automa_deck, na);
    }
    s->rng = splitmix64(&r);
    return GAME_OK;
}

uint64_t qz_hash(const void *st)
{
    const quetzal_state *s = st;
    return game_fnv1a(s, sizeof *s);
}

