/* th_rows.h - rule tests as data: a row names a test, the player count of its start
 * position and the steps played from there, one canonical text per step (th_rows.c
 * reads them).  A step is a setup, an action or a check:
 *
 *   setup   sethand P CARD...   setres P COIN COMPASS TABLET ARROW JEWEL
 *           give P hand|play|top|bottom CARD   discover SITE TILE GUARDIAN
 *           place P SPACE   tiletop TILE   decktoplay P   guardian P G   turn P
 *           itemrow C1..C5   row POS CARD   idols P CRATES SLOTS   asst P ID GOLD
 *           assttop STACK ID   itemtop CARD   arttop CARD   exileitem N
 *           clearrowitems   clearrowarts   exileitemdeck   guardcamp CAMP G
 *           set FIELD VALUE   mark NAME FIELD (remember a value for later checks)
 *   action  do TEXT   playart SLUG (an artifact from hand, which must not be offered
 *           without a tablet)   finishround (pass, then keep every hand)
 *   check   res P COIN COMPASS TABLET ARROW JEWEL   frame KIND (FR_ without the prefix)
 *           legal TEXT   !legal TEXT   count N PREFIX   opts PREFIX=A|B|...
 *           = FIELD VALUE   != FIELD VALUE   asst? P SLOT ID GOLD TIRED
 *
 * A FIELD is a state field, "pN." in front for player N's, "[INDEX]" behind for an
 * element (th_rows.c lists them); an INDEX or VALUE is a number, a card's slug, a
 * resource (coin..jewel), digN (the space to dig at site N), an IDOL_ / ICON_ / FR_
 * name, or a marked NAME with an optional +N / -N. */
#ifndef ARNAK_TH_ROWS_H
#define ARNAK_TH_ROWS_H

#include "th.h"

typedef struct {
    const char *name;
    int players;
    const char *const *steps; /* NULL-terminated */
} th_row;

#define TH_ROW(name, players, ...)                                                                 \
    {                                                                                              \
#name, players, (const char *const[])                                                      \
        {                                                                                          \
            __VA_ARGS__, NULL                                                                      \
        }                                                                                          \
    }

/* The start position of a row: a fresh game of `players` (each file its own). */
typedef void (*th_row_setup)(arnak_state *s, int players);

/* Play every step of the row from setup's position; a failing check names the
 * row, the step's number and text, and what was found. */
void th_row_play(const th_row *row, th_row_setup setup);

/* Fill t[0..n) with one cmocka test per row, named by the row, each running f with
 * the row as its state (f calls th_row_play).  Returns n. */
size_t th_row_tests(struct CMUnitTest *t, const th_row *rows, size_t n, CMUnitTestFunction f);

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
/* Play the artifact `slug` from player 0's hand for its effect: it must not be
 * offered without a tablet (player 0 must own one), and is played. */
void th_play_art(arnak_state *s, const char *slug);

#endif
