/* qz_th.h - Quetzal test helpers: exact positions made by editing the public
 * state so that qz_check still holds, and play by canonical text, the way a
 * record or a player would (tests/test_quetzal*.c). */
#ifndef QZ_TH_H
#define QZ_TH_H

#include <stdbool.h>
#include <stdint.h>

#include "games/quetzal/internal.h"

/* Fails the test when s breaks a rule of the state (qz_check). */
void qz_th_checked(const quetzal_state *s);
/* A new game of `players` without the automa, checked. */
void qz_th_fresh(quetzal_state *s, int players, uint64_t seed);
/* Applies the action of that text, then checks; a text that is not legal fails
 * the test with the legal ones listed. */
void qz_th_act(quetzal_state *s, const char *text);
/* Whether the text reads as an action legal now. */
bool qz_th_legal_text(const quetzal_state *s, const char *text);
/* p's pool of meeples this round. */
void qz_th_pool(quetzal_state *s, int p, int adv, int arch, int wild, int ch);
/* Only p places: everybody else has placed everything. */
void qz_th_only(quetzal_state *s, int p);
/* Moves a card of kind c from the deck into p's hand (hidden, as a draw). */
void qz_th_give(quetzal_state *s, int p, int c);
/* Takes upgrade u for p out of the stack or the Village. */
void qz_th_grant(quetzal_state *s, int p, int u);
/* The Temple's face-up cards. */
int qz_th_display_n(const quetzal_state *s);

#endif
