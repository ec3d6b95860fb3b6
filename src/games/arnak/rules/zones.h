/* zones.h - moving cards between a player's zones, the Fear supply and the card row (zones.c) */
#ifndef ARNAK_RULES_ZONES_H
#define ARNAK_RULES_ZONES_H

#include "encoding.h"

static inline int ak_hand_lo(const arnak_player *p) { return p->deck_n; }
static inline int ak_play_lo(const arnak_player *p) { return p->deck_n + p->hand_n; }
static inline int ak_cards_n(const arnak_player *p) { return p->deck_n + p->hand_n + p->play_n; }
int ak_find_card(const arnak_player *p, int zone, int card); /* index or -1 */
void ak_move_hand_to_play(arnak_player *p, int idx);
void ak_remove_card(arnak_player *p, int idx);     /* from any zone */
void ak_add_to_play(arnak_player *p, int card);
void ak_add_to_hand(arnak_player *p, int card, int seg);
void ak_add_to_deck_bottom(arnak_player *p, int card, int seg);
void ak_add_to_deck_top(arnak_player *p, int card, int seg);
void ak_draw_cards(arnak_player *p, int n);
void ak_draw_from_bottom(arnak_player *p, int n);
void ak_shuffle_play_to_bottom(arnak_state *s, arnak_player *p);
void ak_gain_fear(arnak_state *s, int player);
void ak_exile_card(arnak_state *s, int player, int zone, int card);
void ak_refill_row(arnak_state *s);

#endif
