/* score.c - final scoring by category and the winner (rulebook "Final Scoring"). */
#include "internal.h"

static int cards_points(const arnak_state *s, int player)
{
    const arnak_player *p = &s->p[player];
    int pts = 0;
    for (int i = 0; i < ak_cards_n(p); i++)
        if (p->cards[i] != CARD_FEAR)
            pts += ARNAK_CARDS[p->cards[i]].points;
    if (s->limbo_n && s->limbo_owner == player)
        for (int i = 0; i < s->limbo_n; i++)
            if (s->limbo[i] != CARD_FEAR)
                pts += ARNAK_CARDS[s->limbo[i]].points;
    return pts;
}

static int fear_cards(const arnak_state *s, int player)
{
    const arnak_player *p = &s->p[player];
    int n = 0;
    for (int i = 0; i < ak_cards_n(p); i++)
        n += p->cards[i] == CARD_FEAR;
    if (s->limbo_n && s->limbo_owner == player)
        for (int i = 0; i < s->limbo_n; i++)
            n += s->limbo[i] == CARD_FEAR;
    return n;
}

int arnak_score_player(const arnak_state *s, int player, arnak_score *o)
{
    if (!s || !o || s->nplayers > ARNAK_MAX_PLAYERS || player < 0 || player >= s->nplayers)
        return ARNAK_E_ARG;
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
    o->guardians = 5 * __builtin_popcount(p->guardians);
    o->cards = cards_points(s, player);
    o->fear = -fear_cards(s, player) - 2 * p->fear_tiles;
    o->total = o->research + o->temple + o->idols + o->guardians + o->cards + o->fear;
    o->temple_rank = p->temple_rank;
    return ARNAK_OK;
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
