/* views/why_not.h - why an action is not legal now (why_not.c, game_def.why_not) */
#ifndef LC_VIEWS_WHY_NOT_H
#define LC_VIEWS_WHY_NOT_H

#include <jansson.h>

#include "core/words.h"

/* After the common reasons (core/words.h GAME_REASON_*); v[] per reason. */
enum {
    LC_WHY_PLAY_FIRST = GAME_REASON_COMMON, /* the turn starts with playing or discarding */
    LC_WHY_MOVE_FIRST,     /* a free move is pending */
    LC_WHY_DRAW_FIRST,     /* the turn ends with drawing */
    LC_WHY_NOT_IN_HAND,
    LC_WHY_LOWER,          /* v: card type, colour, last value, 1 for a descending path */
    LC_WHY_NO_PATH,        /* v: colour */
    LC_WHY_STARTED,        /* v: colour */
    LC_WHY_NO_ADVENTURER,
    LC_WHY_RESEARCHER_OUT,
    LC_WHY_NO_CARD,        /* v: colour */
    LC_WHY_PILE_EMPTY,     /* v: colour */
    LC_WHY_JUST_DISCARDED,
    LC_WHY_DECK_EMPTY,
    LC_WHY_PATH_END,       /* v: colour */
    LC_WHY_COUNT
};
extern const game_word_row LC_REASON_WORDS[LC_WHY_COUNT];
/* `what`: an action text ("play red 5", "draw red") or a name: a card of the
 * hand ("red 5"), a colour (its discard pile, or its figure in a free move),
 * "pile" (the draw pile). */
json_t *lc_why_not(const void *st, int player, const char *what);

#endif
