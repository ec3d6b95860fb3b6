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

#include "games/arnak/arnak.h"
#include "games/arnak/rules/internal.h"

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
/* n scaled by th_scale(), rounded, and at least `least`: the size of a heavy test. */
long th_scaled(long n, long least);
/* The decision on top (FR_* kind). */
int th_frame(const arnak_state *s);

/* ---- shared by the test files --------------------------------------------------- */

/* A fresh game (th_init / th_init_side) in which nobody owns any resource, so
 * every gain shows as an exact number. */
void th_fresh(arnak_state *s, int players, uint64_t seed);
void th_fresh_side(arnak_state *s, int players, int side, uint64_t seed);
/* th_fresh, then player 0 to act at the start of a turn (th_turn). */
void th_fresh_turn(arnak_state *s, int players, uint64_t seed);

/* Every legal action whose text starts with prefix, sorted alphabetically and
 * joined with '|' (so a test can state the exact option set).  The text lives
 * in a static buffer, valid until the next call. */
const char *th_opts(const arnak_state *s, const char *prefix);

/* Resource r (RES_*) of player p. */
int th_res(const arnak_state *s, int p, int r);
/* Player p owns exactly these resources; a mismatch fails at the caller's line
 * and names all five numbers, owned and expected. */
#define th_expect_res(s, p, coin, compass, tablet, arrow, jewel)                                   \
    th_expect_res_at(__FILE__, __LINE__, (s), (p), (coin), (compass), (tablet), (arrow), (jewel))
void th_expect_res_at(const char *file, int line, const arnak_state *s, int p, int coin,
                      int compass, int tablet, int arrow, int jewel);

/* Player p's assistant square `slot` holds assistant `id` (0: none), gold side
 * up or not, exhausted or not; a mismatch fails at the caller's line and names
 * all three, held and expected. */
#define th_expect_asst(s, p, slot, id, gold, tired)                                                \
    th_expect_asst_at(__FILE__, __LINE__, (s), (p), (slot), (id), (gold), (tired))
void th_expect_asst_at(const char *file, int line, const arnak_state *s, int p, int slot, int id,
                       int gold, int tired);

/* Event e has its English line (written into text, n bytes) and its JSON object; a
 * missing one fails at the caller's line and names the event type. */
#define th_expect_event_words(e, text, n)                                                          \
    th_expect_event_words_at(__FILE__, __LINE__, (e), (text), (n))
void th_expect_event_words_at(const char *file, int line, const game_event *e, char *text,
                              size_t n);

/* Fear cards player p owns (hand + play area + deck). */
int th_fear_owned(const arnak_state *s, int p);
/* Top / bottom card of player p's deck. */
int th_deck_top(const arnak_state *s, int p);
int th_deck_bottom(const arnak_state *s, int p);
/* Item n (1..40) / artifact n (1..35) is in its exile pile. */
bool th_item_exiled(const arnak_state *s, int n);
bool th_art_exiled(const arnak_state *s, int n);
/* Move every card of player p's deck face up into the play area: the deck is
 * empty, every card stays accounted for. */
void th_deck_to_play(arnak_state *s, int p);

/* Put every card of the item deck into the item exile pile. */
void th_exile_item_deck(arnak_state *s);
/* Set the five item positions 1..5 of the round-1 card row (seed independent). */
void th_set_item_row(arnak_state *s, int c1, int c2, int c3, int c4, int c5);
/* Take the items out of the card row (back on top of the item deck). */
void th_clear_row_items(arnak_state *s);
/* Jump to round r: the row cards go back on their decks, then the row is dealt
 * for round r (r artifacts, 6 - r items). */
void th_set_round(arnak_state *s, int r);

/* Swap two bytes of the state (cards, tiles, tokens in a stack). */
void th_swap_u8(uint8_t *a, uint8_t *b);
/* The space an archaeologist takes to dig at `site` (a camp's first space). */
int th_dig_space(int site);
/* Put level I/II site tile `tile` (still face down) on top of its stack. */
void th_tile_on_top(arnak_state *s, int tile);
/* Put guardian g (still in the stack) on top of the guardian stack. */
void th_guardian_on_top(arnak_state *s, int g);
/* Make assistant `id` the face-up top of supply stack st (0..2), swapping it
 * with the old top (it must be somewhere in the supply stacks). */
void th_asst_on_top(arnak_state *s, int st, int id);
/* Give the face-up idol of `site` the reward `type` (swapping with another site). */
void th_set_idol(arnak_state *s, int site, int type);
/* Make tile idx of research space sp (of the Lost Temple stack when sp < 0) be
 * of bonus type `type`, swapping with a tile of that type elsewhere. */
void th_set_bonus(arnak_state *s, int sp, int idx, int type);
/* Put player p's magnifying glass into the Lost Temple as the next arrival. */
void th_glass_to_temple(arnak_state *s, int p);
/* Give player p idols, `crates` into the supply crates and `slots` into idol
 * slots, taken from the level I sites' face-up idols from P12 down (so the 16
 * idols stay accounted for). */
void th_give_idols(arnak_state *s, int p, int crates, int slots);

/* One card of the card list (BGA's numbers, docs/RULE_READINGS.md R-ARNAK-12): id, cost, points,
 * travel icons, action kind (CA_*), self-exile. */
typedef struct {
    int id, cost, points;
    int travel[2];
    int action, exile_self;
} th_card_ref;
/* Every card of the list matches the engine's card table (and its effect
 * program is its own, none for Fear); a mismatch names the card. */
void th_check_card_refs(const th_card_ref *ref, size_t n);

/* Two examples of the rulebook, played and checked from their start, which
 * test_scenarios.c builds with these helpers and test_position.c reads from a
 * position file.  "Blue pays to move his notebook into the space with his
 * magnifying glass ... chooses one of the 3 assistants" (player 0, and A01, A02,
 * A12 on the supply stacks): */
void th_example_blue_recruits(arnak_state *s);
/* "Blue uses his assistant to get a compass. Then he pays to advance his
 * notebook ... chooses to upgrade the assistant he already used" (player 0
 * holding A12 and A01, glass in row 3, notebook in row 2): */
void th_example_blue_upgrades(arnak_state *s);

#endif
