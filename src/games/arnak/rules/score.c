/* score.c - final scoring by category and the winner (rulebook "Final Scoring"). */
#include "encoding.h"
#include "engine.h"
#include "zones.h"

/* The cards' part of the score in one pass over the player's cards (and the
 * limbo's, while they are the player's): points of the cards other than
 * Fear, Fear cards, and the prices of the player's own items (coins) and
 * artifacts (compasses), which the heuristic weighs future draws by.  One
 * pass because the heuristic runs at every step of every playout. */
static void score_cards(const arnak_state *s, int player, int *points, int *fears, int *coins, int *compasses)
{
    const arnak_player *p = &s->p[player];
    int pts = 0, nfear = 0, ncoin = 0, ncomp = 0;
    for (int i = 0, n = ak_cards_n(p); i < n; i++) {
        int c = p->cards[i];
        const card_def *d = &ARNAK_CARDS[c];
        if (c == CARD_FEAR)
            nfear++;
        else
            pts += d->points;
        if (d->kind == CK_ART)
            ncomp += d->cost;
        else
            ncoin += d->cost;
    }
    if (s->limbo_n && s->limbo_owner == player)
        for (int i = 0; i < s->limbo_n; i++) {
            if (s->limbo[i] == CARD_FEAR)
                nfear++;
            else
                pts += ARNAK_CARDS[s->limbo[i]].points;
        }
    *points = pts;
    *fears = nfear;
    *coins = ncoin;
    *compasses = ncomp;
}

int ak_score_priced(const arnak_state *s, int player, arnak_score *o, int *coins, int *compasses)
{
    const arnak_player *p = &s->p[player];
    const side_def *sd = &ARNAK_SIDES[s->side];
    memset(o, 0, sizeof *o);
    int grow = sd->sp[p->glass].row, nrow = sd->sp[p->notebook].row;
    o->research = (grow == LOST_TEMPLE_ROW ? ARNAK_TEMPLE_POINTS[p->temple_rank - 1] : sd->glass_points[grow]) +
                  sd->notebook_points[nrow];
    o->temple = 2 * p->temple_tiles[0] + 6 * p->temple_tiles[1] + 11 * p->temple_tiles[2];
    o->idols = 3 * (p->idols + p->idol_slots);
    for (int slot = p->idol_slots; slot < 4; slot++)
        o->idols += ARNAK_IDOL_SLOT_POINTS[slot];
    o->guardians = 5 * ak_popcount(p->guardians);
    int fears;
    score_cards(s, player, &o->cards, &fears, coins, compasses);
    o->fear = -fears - 2 * p->fear_tiles;
    o->total = o->research + o->temple + o->idols + o->guardians + o->cards + o->fear;
    o->temple_rank = p->temple_rank;
    return ARNAK_OK;
}

int arnak_score_player(const arnak_state *s, int player, arnak_score *o)
{
    if (!s || !o || s->nplayers > ARNAK_MAX_PLAYERS || player < 0 || player >= s->nplayers)
        return ARNAK_E_ARG;
    int coins, compasses;
    return ak_score_priced(s, player, o, &coins, &compasses);
}

/* Who is ahead of whom at the end [RB "Final Scoring"]: more points; on equal points the
 * first to reach the Lost Temple; if neither reached it, the higher research score.
 * > 0: a is ahead, < 0: b is ahead, 0: still tied.  *how says what decided it. */
static int score_order(const arnak_score *a, const arnak_score *b, arnak_tiebreak *how)
{
    *how = ARNAK_TIE_NONE;
    if (a->total != b->total)
        return a->total - b->total;
    int ra = a->temple_rank ? a->temple_rank : 99, rb = b->temple_rank ? b->temple_rank : 99;
    *how = ARNAK_TIE_TEMPLE;
    if (ra != rb)
        return rb - ra;
    *how = ARNAK_TIE_RESEARCH;
    if (a->research != b->research)
        return a->research - b->research;
    *how = ARNAK_TIE_SHARED;
    return 0;
}

/* The scores of the seats, and the rival's as seat 1 of a solo game. */
static int final_scores(const arnak_state *s, arnak_score sc[ARNAK_MAX_PLAYERS])
{
    for (int i = 0; i < s->nplayers; i++)
        arnak_score_player(s, i, &sc[i]);
    if (s->nplayers > 1)
        return s->nplayers;
    arnak_score_rival(s, &sc[1]);
    return 2;
}

/* Marks the winners among n scores; *how: what decided first place. */
static int mark_winners(const arnak_score *sc, int n, bool winners[ARNAK_MAX_PLAYERS], arnak_tiebreak *how)
{
    int best = 0;
    arnak_tiebreak h;
    for (int i = 1; i < n; i++)
        if (score_order(&sc[i], &sc[best], &h) > 0)
            best = i;
    *how = ARNAK_TIE_NONE;
    int count = 0;
    for (int i = 0; i < n; i++) {
        winners[i] = false;
        if (i == best)
            continue;
        int c = score_order(&sc[i], &sc[best], &h);
        if (h > *how)
            *how = h; /* the deepest rule that had to separate someone from the leader */
        if (c == 0) {
            winners[i] = true;
            count++;
        }
    }
    winners[best] = true;
    return count + 1;
}

/* Solo: the rival takes part in the comparison as a second seat (the solo rules say only
 * "whoever has more points wins", so ties follow the general rule: R-ARNAK-58). */
int arnak_winners(const arnak_state *s, bool winners[ARNAK_MAX_PLAYERS])
{
    arnak_tiebreak how;
    return arnak_winners_how(s, winners, &how);
}

int arnak_winners_how(const arnak_state *s, bool winners[ARNAK_MAX_PLAYERS], arnak_tiebreak *how)
{
    if (!s || !winners || !how || s->nplayers < 1 || s->nplayers > ARNAK_MAX_PLAYERS)
        return ARNAK_E_ARG;
    arnak_score sc[ARNAK_MAX_PLAYERS];
    bool w[ARNAK_MAX_PLAYERS] = {false};
    int n = final_scores(s, sc);
    int count = mark_winners(sc, n, w, how);
    for (int i = 0; i < ARNAK_MAX_PLAYERS; i++)
        winners[i] = i < s->nplayers && w[i];
    if (s->nplayers == 1)
        return w[0] ? 1 : 0; /* the rival's own mark is not a seat */
    return count;
}
