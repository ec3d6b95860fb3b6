/* zones.c - moving cards between a player's deck, hand and play area, the
 * Fear supply, the exile piles and the card row.
 *
 * A player's cards live in one array: [deck bottom .. deck top | hand | play].
 * Drawing from the top is then just moving a boundary. */
#include "encoding.h"
#include "engine.h"
#include "zones.h"

int ak_find_card(const arnak_player *p, int zone, int card)
{
    int lo, hi;
    if (zone == Z_HAND) {
        lo = ak_hand_lo(p);
        hi = lo + p->hand_n;
    } else {
        lo = ak_play_lo(p);
        hi = lo + p->play_n;
    }
    for (int i = lo; i < hi; i++)
        if (p->cards[i] == card)
            return i;
    return -1;
}

static void insert_at(arnak_player *p, int idx, int card, int seg)
{
    int n = ak_cards_n(p);
    assert(n < ARNAK_PCARDS);
    memmove(&p->cards[idx + 1], &p->cards[idx], (size_t)(n - idx));
    memmove(&p->seg[idx + 1], &p->seg[idx], (size_t)(n - idx));
    p->cards[idx] = (uint8_t)card;
    p->seg[idx] = (uint8_t)seg;
}

void ak_remove_card(arnak_player *p, int idx)
{
    int n = ak_cards_n(p);
    if (idx < p->deck_n)
        p->deck_n--;
    else if (idx < ak_play_lo(p))
        p->hand_n--;
    else
        p->play_n--;
    memmove(&p->cards[idx], &p->cards[idx + 1], (size_t)(n - idx - 1));
    memmove(&p->seg[idx], &p->seg[idx + 1], (size_t)(n - idx - 1));
}

void ak_move_hand_to_play(arnak_player *p, int idx)
{
    /* swap with the last hand card, then move the boundary: no shifting */
    int last = ak_play_lo(p) - 1;
    uint8_t c = p->cards[idx], g = p->seg[idx];
    p->cards[idx] = p->cards[last];
    p->seg[idx] = p->seg[last];
    p->cards[last] = c;
    p->seg[last] = g;
    p->hand_n--;
    p->play_n++;
}

void ak_add_to_play(arnak_player *p, int card)
{
    int n = ak_cards_n(p);
    assert(n < ARNAK_PCARDS);
    p->cards[n] = (uint8_t)card;
    p->seg[n] = 0;
    p->play_n++;
}

void ak_add_to_hand(arnak_player *p, int card, int seg)
{
    insert_at(p, ak_play_lo(p), card, seg);
    p->hand_n++;
}

void ak_add_to_deck_bottom(arnak_player *p, int card, int seg)
{
    insert_at(p, 0, card, seg);
    p->deck_n++;
}

void ak_add_to_deck_top(arnak_player *p, int card, int seg)
{
    insert_at(p, p->deck_n, card, seg);
    p->deck_n++;
}

void ak_draw_cards(arnak_player *p, int n)
{
    while (n-- > 0 && p->deck_n > 0) {
        p->deck_n--;
        p->hand_n++;
    }
}

void ak_draw_from_bottom(arnak_player *p, int n)
{
    while (n-- > 0 && p->deck_n > 0) {
        uint8_t c = p->cards[0], g = p->seg[0];
        ak_remove_card(p, 0);
        ak_add_to_hand(p, c, g);
    }
}

/* End of round: the play area is shuffled and goes under the deck.  Its cards
 * get a new segment label: their order is now unknown to everybody. */
void ak_shuffle_play_to_bottom(arnak_state *s, arnak_player *p)
{
    int k = p->play_n;
    if (k == 0)
        return;
    uint8_t tmp[ARNAK_PCARDS];
    int lo = ak_play_lo(p);
    memcpy(tmp, &p->cards[lo], (size_t)k);
    ak_shuffle_bytes(s, tmp, k);
    memmove(&p->cards[k], &p->cards[0], (size_t)lo);
    memmove(&p->seg[k], &p->seg[0], (size_t)lo);
    memcpy(&p->cards[0], tmp, (size_t)k);
    if (p->next_seg < 127)
        p->next_seg++;
    memset(&p->seg[0], p->next_seg, (size_t)k);
    p->deck_n = (uint8_t)(p->deck_n + k);
    p->play_n = 0;
}

void ak_gain_fear(arnak_state *s, int player)
{
    arnak_player *p = &s->p[player];
    if (s->fear_supply > 0) {
        s->fear_supply--;
        ak_add_to_play(p, CARD_FEAR);
    } else if (p->fear_tiles < 255) {
        p->fear_tiles++; /* rulebook "Reserve Tiles": -2 points, kept in play */
    }
}

void ak_exile_card(arnak_state *s, int player, int zone, int card)
{
    arnak_player *p = &s->p[player];
    if (zone == Z_FEARTILE) {
        if (p->fear_tiles)
            p->fear_tiles--;
        return;
    }
    int idx = ak_find_card(p, zone, card);
    if (idx < 0)
        return;
    ak_remove_card(p, idx);
    if (card == CARD_FEAR)
        s->fear_supply++; /* exiled Fear goes back to the Fear supply */
    else if (CARD_IS_ITEM(card))
        s->item_exile |= 1ULL << (card - CARD_ITEM0 - 1);
    else if (CARD_IS_ART(card))
        s->art_exile |= 1ULL << (card - CARD_ART0 - 1);
    else
        s->basic_exiled[card - 1]++;
}

/* Refill one side of the card row: one missing card at a time, slide the cards
 * toward the moon staff, then deal into the far end; an empty deck stops both
 * the sliding and the dealing (rulebook "Refilling the Card Row"). */
static void refill_side(arnak_state *s, int lo, int hi, int dir, uint8_t *deck, uint8_t *deck_n,
                        uint8_t *known_top)
{
    /* positions lo..hi inclusive; dir=+1: staff at the hi end (artifacts), -1: at lo (items) */
    int missing = 0;
    for (int i = lo; i <= hi; i++)
        missing += s->row[i] == 0;
    while (missing-- > 0 && *deck_n > 0) {
        uint8_t tmp[ARNAK_ROW];
        int k = 0;
        if (dir > 0) {
            for (int i = hi; i >= lo; i--)
                if (s->row[i])
                    tmp[k++] = s->row[i];
            for (int i = hi, j = 0; i >= lo; i--, j++)
                s->row[i] = j < k ? tmp[j] : 0;
            s->row[lo] = deck[--*deck_n];
        } else {
            for (int i = lo; i <= hi; i++)
                if (s->row[i])
                    tmp[k++] = s->row[i];
            for (int i = lo, j = 0; i <= hi; i++, j++)
                s->row[i] = j < k ? tmp[j] : 0;
            s->row[hi] = deck[--*deck_n];
        }
        *known_top = 0;
    }
}

void ak_refill_row(arnak_state *s)
{
    int r = s->round;
    refill_side(s, 0, r - 1, +1, s->art_deck, &s->art_n, &s->art_known_top);
    if (r < ARNAK_ROW)
        refill_side(s, r, ARNAK_ROW - 1, -1, s->item_deck, &s->item_n, &s->item_known_top);
}
