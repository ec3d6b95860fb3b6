/* check.c - Quetzal's consistency (rules/check.h): every card, upgrade and
 * meeple counted once, every counter in range. */
#include <stdio.h>

#include "games/quetzal/internal.h"

/* ---- consistency ---------------------------------------------------------------------- */


static int check_cards(const quetzal_state *s, char *msg, size_t n)
{
    int count[QZ_KINDS] = {0};
    for (int i = 0; i < QZ_CARDS; i++) {
        if (i < s->deck_n && s->deck[i] >= QZ_KINDS)
            GAME_CHECK_FAIL("deck card %d is %d", i, s->deck[i]);
        if (i >= s->deck_n && s->deck[i] != QZ_NONE)
            GAME_CHECK_FAIL("deck slot %d past the top is not empty", i);
        if (i < s->deck_n)
            count[s->deck[i]]++;
    }
    for (int i = 0; i < QZ_DISPLAY; i++)
        if (s->display[i] != QZ_NONE) {
            if (s->display[i] >= QZ_KINDS)
                GAME_CHECK_FAIL("Temple card %d is %d", i, s->display[i]);
            count[s->display[i]]++;
        }
    for (int i = 0; i < QZ_SITES; i++)
        for (int j = 0; j < QZ_SITE_CARDS; j++)
            if (s->site[i][j] != QZ_NONE) {
                if (s->site[i][j] >= QZ_KINDS)
                    GAME_CHECK_FAIL("site card %d.%d is %d", i, j, s->site[i][j]);
                count[s->site[i][j]]++;
            }
    for (int p = 0; p < s->nplayers; p++) {
        int h = 0;
        for (int c = 0; c < QZ_KINDS; c++) {
            if (s->known[p][c] > s->hand[p][c])
                GAME_CHECK_FAIL("P%d knows more %d cards than the hand holds", p + 1, c);
            h += s->hand[p][c];
            count[c] += s->hand[p][c];
        }
        if (h != s->hand_n[p])
            GAME_CHECK_FAIL("P%d hand size %d, cards %d", p + 1, s->hand_n[p], h);
    }
    for (int c = 0; c < QZ_KINDS; c++)
        if (count[c] + s->discard[c] != QZ_DATA.deck[QZ_TYPE_OF(c)][QZ_BONUS_OF(c)])
            GAME_CHECK_FAIL("card kind %d counted %d times", c, count[c] + s->discard[c]);
    return 0;
}

static int check_upgrades(const quetzal_state *s, char *msg, size_t n)
{
    int count[QZ_TILE_KINDS] = {0};
    if (s->upg_n > QZ_UPGRADES)
        GAME_CHECK_FAIL("upgrade stack %d", s->upg_n);
    for (int i = 0; i < QZ_UPGRADES; i++) {
        if (i < s->upg_n && s->upg[i] >= QZ_TILE_KINDS)
            GAME_CHECK_FAIL("upgrade %d is %d", i, s->upg[i]);
        if (i >= s->upg_n && s->upg[i] != QZ_NONE)
            GAME_CHECK_FAIL("upgrade slot %d past the top is not empty", i);
        if (i < s->upg_n)
            count[s->upg[i]]++;
    }
    for (int i = 0; i < QZ_VILLAGE; i++)
        if (s->village[i] != QZ_NONE) {
            if (s->village[i] >= QZ_TILE_KINDS || qz_covered(s, QZ_VILLAGE1 + i))
                GAME_CHECK_FAIL("Village slot %d holds %d", i, s->village[i]);
            count[s->village[i]]++;
        }
    for (int p = 0; p < s->nplayers; p++)
        for (int u = 0; u < QZ_TILE_KINDS; u++) {
            if (s->active[p][u] > s->owned[p][u])
                GAME_CHECK_FAIL("P%d has more active %s than owned", p + 1, QZ_TILE_NAMES[u]);
            count[u] += s->owned[p][u];
        }
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        if (count[u] != QZ_DATA.upg_copies[u])
            GAME_CHECK_FAIL("upgrade %s counted %d times", QZ_TILE_NAMES[u], count[u]);
    return 0;
}

static int check_meeples(const quetzal_state *s, char *msg, size_t n)
{
    for (int i = 0; i < QZ_SPOTS; i++) {
        const quetzal_spot *x = &s->spot[i];
        if (x->owner == QZ_NONE)
            continue;
        if (x->owner != QZ_AUTOMA && x->owner >= s->nplayers)
            GAME_CHECK_FAIL("space %s owner %d", QZ_SPOT_NAMES[i], x->owner);
        if (x->n < 1 || x->kind > QZ_BID_ANY || qz_spot_type(i) == QZ_FREE)
            GAME_CHECK_FAIL("space %s holds %d meeples of kind %d", QZ_SPOT_NAMES[i], x->n,
                            x->kind);
        if (x->owner == QZ_AUTOMA && !s->automa)
            GAME_CHECK_FAIL("automa meeples without the automa");
    }
    if (s->harbor_n > QZ_HARBOR_MAX)
        GAME_CHECK_FAIL("Harbor meeples %d", s->harbor_n);
    for (int i = 0; i < s->harbor_n; i++)
        if (s->harbor[i] >= s->nplayers || s->harbor_face[i] >= QZ_FACES)
            GAME_CHECK_FAIL("Harbor meeple %d", i);
    for (int p = 0; p < s->nplayers; p++) {
        if (s->pool[p][QZ_CHAR] > 1 ||
            s->pool[p][QZ_ADV] + s->pool[p][QZ_ARCH] + s->pool[p][QZ_WILD] > s->team[p])
            GAME_CHECK_FAIL("P%d pool holds too many meeples", p + 1);
        if (s->coins[p] < 0)
            GAME_CHECK_FAIL("P%d has %d coins", p + 1, s->coins[p]);
        if (s->disc[p] > QZ_DISC_MAX)
            GAME_CHECK_FAIL("P%d Discovery %d", p + 1, s->disc[p]);
        if (s->team[p] != QZ_DATA.team[s->nplayers])
            GAME_CHECK_FAIL("P%d has %d team meeples", p + 1, s->team[p]);
        /* the score's categories add up to it (quetzal_score_parts) */
        if (s->end_bonus[p] != (s->phase == QZ_PH_OVER ? quetzal_end_bonus(s, p) : 0))
            GAME_CHECK_FAIL("P%d end bonus %d", p + 1, s->end_bonus[p]);
    }
    return 0;
}

int qz_check(const void *st, char *msg, size_t n)
{
    const quetzal_state *s = st;
    if (msg && n)
        msg[0] = '\0';
    if (!s)
        GAME_CHECK_FAIL("no state");
    if (s->nplayers < 2 || s->nplayers > QZ_MAX_PLAYERS)
        GAME_CHECK_FAIL("player count %d", s->nplayers);
    if (s->automa > 1 || (s->automa && s->nplayers != 2) || s->automa_n > QZ_AUTOMA_CARDS)
        GAME_CHECK_FAIL("automa %d with %d cards", s->automa, s->automa_n);
    if (s->phase > QZ_PH_OVER || (s->phase == QZ_PH_OVER) != (s->round >= QZ_ROUNDS) ||
        s->round > QZ_ROUNDS)
        GAME_CHECK_FAIL("phase %d in round %d", s->phase, s->round);
    if (s->phase != QZ_PH_OVER && s->cur >= s->nplayers)
        GAME_CHECK_FAIL("player to act %d", s->cur);
    if (s->first >= s->nplayers)
        GAME_CHECK_FAIL("first player %d", s->first);
    if (s->deck_n > QZ_CARDS)
        GAME_CHECK_FAIL("deck %d", s->deck_n);
    if (s->act >= QZ_STAGES || s->act_sub > QZ_HARBOR_MAX || s->via > QZ_VIA_SELL ||
        s->sell_type >= QZ_TYPES || s->picks > 7 || s->draws > 1)
        GAME_CHECK_FAIL("activation step %d.%d", s->act, s->act_sub);
    for (int i = 0; i < QZ_AUTOMA_CARDS; i++)
        if (s->automa_deck[i] >= QZ_AUTOMA_CARDS && s->automa_deck[i] != QZ_NONE)
            GAME_CHECK_FAIL("automa card %d is %d", i, s->automa_deck[i]);
    if (s->automa_card >= QZ_AUTOMA_CARDS && s->automa_card != QZ_NONE)
        GAME_CHECK_FAIL("automa card of the round %d", s->automa_card);
    for (int i = 0; i < QZ_SPOTS; i++)
        for (int f = 0; f < QZ_FACES; f++)
            if (s->spot[i].face[f] > QZ_TEAM_MAX)
                GAME_CHECK_FAIL("space %s holds %d meeples of a face", QZ_SPOT_NAMES[i],
                                s->spot[i].face[f]);
    int rc = check_cards(s, msg, n);
    if (rc == 0)
        rc = check_upgrades(s, msg, n);
    if (rc == 0)
        rc = check_meeples(s, msg, n);
    if (rc == 0 && s->phase == QZ_PH_PLACE && qz_pool_total(s, s->cur) == 0)
        GAME_CHECK_FAIL("P%d places with no meeple", s->cur + 1);
    if (rc == 0 && s->placing && (s->phase != QZ_PH_PLACE || s->placing > QZ_SPOTS))
        GAME_CHECK_FAIL("a space chosen (%d) outside the placement", s->placing);
    if (rc == 0 && s->placing) { /* the meeples to place there come next: some must fit */
        game_action some[QZ_MAX_ACTIONS];
        if (quetzal_legal(s, some) == 0)
            GAME_CHECK_FAIL("P%d chose %s, where nothing can be placed", s->cur + 1,
                            QZ_SPOT_NAMES[s->placing - 1]);
    }
    return rc;
}

