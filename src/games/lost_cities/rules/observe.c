/* rules/observe.c - Lost Cities' hidden information (rules/observe.h): what a
 * viewer sees, a determinization of what it does not, the state's hash. */
#include <string.h>

#include "core/parse.h"
#include "core/splitmix.h"
#include "games/lost_cities/internal.h"

/* ---- hidden information ------------------------------------------------------------ */

int lc_observe(const void *st, int viewer, void *obs_st)
{
    const lost_cities_state *s = st;
    lost_cities_state *obs = obs_st;
    if (!s || !obs || viewer < 0 || viewer >= s->nplayers)
        return GAME_E_ARG;
    if (obs != s)
        memcpy(obs, s, sizeof *s);
    obs->rng = 0; /* the future shuffles are hidden too */
    for (int p = 0; p < obs->nplayers; p++)
        if (p != viewer)
            memcpy(obs->hand[p], obs->known[p], sizeof obs->hand[p]);
    for (int i = 0; i < obs->deck_n; i++)
        obs->deck[i] = LC_NONE;
    for (int i = 0; i < obs->removed_n; i++)
        obs->removed[i] = LC_NONE;
    return GAME_OK;
}

int lc_determinize(void *st, int viewer, uint64_t seed)
{
    lost_cities_state *s = st;
    if (!s || viewer < 0 || viewer >= s->nplayers)
        return GAME_E_ARG;
    /* the unseen cards: all 110 minus the viewer's hand, the known cards of
     * other hands, every path and every discard pile */
    int left[LC_TYPES];
    for (int t = 0; t < LC_TYPES; t++)
        left[t] = LC_COPIES - s->hand[viewer][t];
    for (int p = 0; p < s->nplayers; p++)
        for (int t = 0; t < LC_TYPES; t++) {
            left[t] -= s->played[p][t];
            if (p != viewer)
                left[t] -= s->known[p][t];
        }
    for (int c = 0; c < LC_COLORS; c++)
        for (int i = 0; i < s->pile_n[c]; i++)
            left[s->pile[c][i]]--;
    uint8_t pool[LC_CARDS];
    int np = 0;
    for (int t = 0; t < LC_TYPES; t++) {
        if (left[t] < 0)
            return GAME_E_ARG;
        for (int i = 0; i < left[t]; i++)
            pool[np++] = (uint8_t)t;
    }
    int need = s->deck_n + s->removed_n;
    int known_n[LC_MAX_PLAYERS] = {0};
    for (int p = 0; p < s->nplayers; p++) {
        if (p == viewer)
            continue;
        for (int t = 0; t < LC_TYPES; t++)
            known_n[p] += s->known[p][t];
        need += s->hand_n[p] - known_n[p];
    }
    if (need != np)
        return GAME_E_ARG;
    uint64_t r = seed;
    for (int i = np - 1; i > 0; i--) {
        int j = (int)splitmix64_below(&r, (uint32_t)i + 1);
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    int k = 0;
    for (int p = 0; p < s->nplayers; p++) {
        if (p == viewer)
            continue;
        memcpy(s->hand[p], s->known[p], sizeof s->hand[p]);
        for (int i = known_n[p]; i < s->hand_n[p]; i++)
            s->hand[p][pool[k++]]++;
    }
    for (int i = 0; i < s->deck_n; i++)
        s->deck[i] = pool[k++];
    for (int i = 0; i < s->removed_n; i++)
        s->removed[i] = pool[k++];
    s->rng = splitmix64(&r);
    return GAME_OK;
}

uint64_t lc_hash(const void *st)
{
    const lost_cities_state *s = st;
    return game_fnv1a(s, sizeof *s);
}
