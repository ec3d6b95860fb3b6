/* th.h - test helpers: build exact positions while keeping every card in
 * exactly one place (so arnak_check still holds), and drive the engine by the
 * canonical action text, the way a record or a player would. */
#ifndef ARNAK_TH_H
#define ARNAK_TH_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "engine/arnak.h"
#include "engine/internal.h"

/* A fresh game (Bird side unless th_init_side is used). */
void th_init(arnak_state *s, int players, uint64_t seed);
void th_init_side(arnak_state *s, int players, int side, uint64_t seed);

/* Take a card out of wherever it is (decks, row, exile, players' zones, the
 * Fear supply for CARD_FEAR, another player's basics for basic cards) and put it
 * into player p's zone: TH_HAND, TH_PLAY, TH_DECK_TOP, TH_DECK_BOTTOM. */
enum { TH_HAND, TH_PLAY, TH_DECK_TOP, TH_DECK_BOTTOM };
void th_give(arnak_state *s, int p, int zone, int card);
/* Move player p's hand to the bottom of the deck, then give exactly these cards
 * (0-terminated list) to the hand. */
void th_set_hand(arnak_state *s, int p, ...);
/* Empty player p's play area to the bottom of the deck. */
void th_clear_play(arnak_state *s, int p);
void th_set_res(arnak_state *s, int p, int coin, int compass, int tablet, int arrow, int jewel);
/* Put `card` (an item or artifact) at card-row position pos (0..5). */
void th_set_row(arnak_state *s, int pos, int card);
/* Discover `site` artificially with a given tile (1..16, taken from its stack)
 * and guardian (1..15 from the stack, or 0 for none). */
void th_discover(arnak_state *s, int site, int tile, int guardian);
/* Put player p's archaeologist on `space` (0..21). */
void th_place(arnak_state *s, int p, int space);
/* Give player p the guardian g (from wherever it is). */
void th_give_guardian(arnak_state *s, int p, int g);
/* Give player p assistant id (1..12) in a free square, from the supply stacks. */
void th_give_assistant(arnak_state *s, int p, int id, int gold);
/* Make player p the one to act, at the start of a turn (main action unused). */
void th_turn(arnak_state *s, int p);

/* Apply the action with this canonical text; fails the test (listing the legal
 * options) when it is not legal. */
void th_do(arnak_state *s, const char *text);
/* Apply a sequence of actions, one per argument, NULL-terminated. */
void th_seq(arnak_state *s, ...);
bool th_legal(const arnak_state *s, const char *text);
/* Number of legal actions whose text starts with prefix. */
int th_count(const arnak_state *s, const char *prefix);
void th_print_options(const arnak_state *s);
void th_check(const arnak_state *s);
int th_hand_count(const arnak_state *s, int p, int card);
int th_play_count(const arnak_state *s, int p, int card);
int th_deck_count(const arnak_state *s, int p, int card);
/* Scale factor for heavy tests (ARNAK_TEST_SCALE, default 1). */
double th_scale(void);
/* The decision on top (FR_* kind). */
int th_frame(const arnak_state *s);

#endif
