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

/* Ties: first to the Lost Temple, else the higher research score, else shared. */
int arnak_winners(const arnak_state *s, bool winners[ARNAK_MAX_PLAYERS])
{
    if (!s || !winners || s->nplayers < 1 || s->nplayers > ARNAK_MAX_PLAYERS)
        return ARNAK_E_ARG;
    if (s->nplayers == 1) {
        /* solo: only strictly more points than the rival wins [RB] */
        arnak_score h, r;
        for (int i = 0; i < ARNAK_MAX_PLAYERS; i++)
            winners[i] = false;
        arnak_score_player(s, 0, &h);
        arnak_score_rival(s, &r);
        winners[0] = h.total > r.total;
        return winners[0] ? 1 : 0;
    }
    arnak_score sc[ARNAK_MAX_PLAYERS];
    int n = s->nplayers;
    for (int i = 0; i < ARNAK_MAX_PLAYERS; i++)
        winners[i] = false;
    for (int i = 0; i < n; i++)
        arnak_score_player(s, i, &sc[i]);
    int best = -1;
    for (int i = 0; i < n; i++) {
        if (best < 0) {
            best = i;
            continue;
        }
        const arnak_score *a = &sc[i], *b = &sc[best];
        if (a->total != b->total) {
            if (a->total > b->total)
                best = i;
            continue;
        }
        int ra = a->temple_rank ? a->temple_rank : 99, rb = b->temple_rank ? b->temple_rank : 99;
        if (ra != rb) {
            if (ra < rb)
                best = i;
            continue;
        }
        if (a->research > b->research)
            best = i;
    }
    int count = 0;
    for (int i = 0; i < n; i++) {
        const arnak_score *a = &sc[i], *b = &sc[best];
        int ra = a->temple_rank ? a->temple_rank : 99, rb = b->temple_rank ? b->temple_rank : 99;
        if (a->total == b->total && ra == rb && (ra != 99 || a->research == b->research)) {
            winners[i] = true;
            count++;
        }
    }
    return count;
}
