/* th_rows.h - rule tests as data: a row names a test, the player count of its start
 * position and the steps played from there, one canonical text per step (th_rows.c
 * reads them).  A step is a setup, an action or a check:
 *
 *   setup   sethand P CARD...   setres P COIN COMPASS TABLET ARROW JEWEL
 *           give P hand|play|top|bottom CARD   discover SITE TILE GUARDIAN
 *           place P SPACE   tiletop TILE   guardtop G   glasstemple P   decktoplay P
 *           guardian P G   turn P
 *           itemrow C1..C5   row POS CARD   idols P CRATES SLOTS   asst P ID GOLD
 *           assttop STACK ID   itemtop CARD   arttop CARD   exileitem N
 *           clearrowitems   clearrowarts   exileitemdeck   guardcamp CAMP G
 *           fresh PLAYERS SEED   freshside PLAYERS SIDE SEED   clearplay P   recall P
 *           save (a copy of the position)   load (back to the copy)   check (arnak_check)
 *           set FIELD VALUE   mark NAME FIELD (remember a value for later checks)
 *   action  do TEXT   playart SLUG (an artifact from hand, which must not be offered
 *           without a tablet)   finishround (pass, then keep every hand)
 *   check   res P COIN COMPASS TABLET ARROW JEWEL   frame KIND (FR_ without the prefix)
 *           legal TEXT   !legal TEXT   count N PREFIX   opts PREFIX=A|B|...
 *           cost C0 C1 C2 C3 C4 TEXT (legal with exactly this, not with one less of any);
 *           paid C0 C1 C2 C3 C4 TEXT (cost, then do TEXT)
 *           = FIELD VALUE   != FIELD VALUE   asst? P SLOT ID GOLD TIRED
 *
 * A FIELD is a state field, "pN." in front for player N's, "[INDEX]" behind for an
 * element (th_rows.c lists them); an INDEX or VALUE is a number, a card's slug, a
 * resource (coin..jewel), digN (the space to dig at site N), bitsN,M,... (the bits
 * N, M, ... set: 1 << N | 1 << M), an IDOL_ / ICON_ / BONUS_ / FR_ name, hand /
 * play / top / bottom (th_give's zones), or a marked NAME with an optional +N / -N. */
#ifndef ARNAK_TH_ROWS_H
#define ARNAK_TH_ROWS_H

#include "th.h"

typedef struct {
    const char *name;
    int players;
    const char *const *steps; /* NULL-terminated */
} th_row;

/* A row: TH_ROW(name, players, "step", "step", ...) (clang-format would break its
 * braces apart). */
/* clang-format off */
#define TH_STEPS(...) ((const char *const[]){__VA_ARGS__, NULL})
#define TH_ROW(name, players, ...) {#name, (players), TH_STEPS(__VA_ARGS__)}
/* clang-format on */

/* The start position of a row: a fresh game of `players` (each file its own). */
typedef void (*th_row_setup)(arnak_state *s, int players);

/* Play every step of the row from setup's position; a failing check names the
 * row, the step's number and text, and what was found. */
void th_row_play(const th_row *row, th_row_setup setup);

/* A file's own steps: given the step's first word (verb), the words after it
 * (w[0..n)), each also read as a value where it is one (v[i], else 0), and the
 * text after the verb; true when it knew the step. */
typedef bool (*th_row_extra)(arnak_state *s, const char *verb, int n, const char *const *w,
                             const long long *v, const char *rest);
/* A word of a step as a value (a number, a card slug, a resource, digN, an
 * IDOL_ / ICON_ / BONUS_ / FR_ name); fails the test for any other word. */
long long th_row_value(const char *tok);
/* th_row_play, asking extra first about every step but the built-in text steps. */
void th_row_play_ext(const th_row *row, th_row_setup setup, th_row_extra extra);

/* Run one cmocka test per row, named by the row, each running f with the row as
 * its state (f calls th_row_play), then the n_custom tests written as functions;
 * group names the run.  Returns the number of failed tests (main's exit status). */
int th_row_main(const char *group, const th_row *rows, size_t n, CMUnitTestFunction f,
                const struct CMUnitTest *custom, size_t n_custom);

/* The rows of test_components.c, kept in components_rows.c. */
extern const th_row th_component_rows[];
extern const size_t th_component_rows_n;

/* Helpers the steps use, for the tests written as functions too. */
/* Put `card` (in the item / artifact deck) on top of its deck. */
void th_item_deck_top(arnak_state *s, int card);
void th_art_deck_top(arnak_state *s, int card);
/* Take the artifacts out of the card row (back into the artifact deck). */
void th_clear_row_arts(arnak_state *s);
/* Move item n from the item deck to the item exile pile. */
void th_exile_item_from_deck(arnak_state *s, int n);
/* A guardian from the stack, put on camp site `camp` (as Guardian's Crown would). */
void th_guardian_on_camp(arnak_state *s, int camp, int g);
/* Play out the rest of the round: every other player passed already; player 0
 * passes, then everybody keeps the cards left in hand. */
void th_finish_round(arnak_state *s);
/* Take every archaeologist of player p back to the player board. */
void th_recall(arnak_state *s, int p);
/* `act` is legal with exactly `cost` (coin compass tablet arrowhead jewel) and
 * illegal with any one of them one short; leaves the player to move with
 * exactly cost.  th_do_paid: then do `act`. */
void th_check_cost(arnak_state *s, const char *act, const int cost[RES_N]);
void th_do_paid(arnak_state *s, const char *act, const int cost[RES_N]);
/* Play the artifact `slug` from player 0's hand for its effect: it must not be
 * offered without a tablet (player 0 must own one), and is played. */
void th_play_art(arnak_state *s, const char *slug);

#endif
