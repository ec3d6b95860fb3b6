/* why_not.h - why an action is not legal now in Arnak (views/why_not.c): the
 * reason codes and their wording rows (part of ARNAK_WORDS, so the catalog's
 * "words" hands them to the page), and the game interface's why_not. */
#ifndef ARNAK_WHY_NOT_H
#define ARNAK_WHY_NOT_H

#include <jansson.h>

#include "core/words.h"
#include "games/arnak/state.h"

/* After the common reasons (core/words.h GAME_REASON_*). */
enum {
    ARNAK_WHY_STEP = GAME_REASON_COMMON, /* another decision is pending */
    ARNAK_WHY_MAIN_USED,       /* the main action of this turn is taken */
    ARNAK_WHY_MAIN_FIRST,      /* end-turn before the main action */
    ARNAK_WHY_NO_ARCHAEOLOGIST,
    ARNAK_WHY_OCCUPIED,        /* v0: the site */
    ARNAK_WHY_TRAVEL,          /* v0, v1: travel icons (ICON_*) */
    ARNAK_WHY_COST,            /* v0 resource, v1 needed, v2 held */
    ARNAK_WHY_IDOLS,           /* v0 needed, v1 held */
    ARNAK_WHY_NO_SITE_TILE,    /* v0 level */
    ARNAK_WHY_NO_GUARDIAN,
    ARNAK_WHY_NOT_AT_SITE,
    ARNAK_WHY_CARD_DOWN,       /* an empty hand cannot put a card down */
    ARNAK_WHY_NOT_IN_ROW,
    ARNAK_WHY_NOT_IN_HAND,
    ARNAK_WHY_IN_PLAY,
    ARNAK_WHY_NO_ACTION,       /* v0: 1 for a Fear card */
    ARNAK_WHY_NOT_NEXT,        /* v0 token (0 glass, 1 notebook) */
    ARNAK_WHY_NOTEBOOK_AHEAD,
    ARNAK_WHY_NOTEBOOK_TEMPLE,
    ARNAK_WHY_AT_TEMPLE,       /* v0 token */
    ARNAK_WHY_NOT_AT_TEMPLE,
    ARNAK_WHY_STACK_EMPTY,
    ARNAK_WHY_NO_IDOL,
    ARNAK_WHY_SLOTS_FULL,
    ARNAK_WHY_DECK_EMPTY,
    ARNAK_WHY_NO_ASSISTANT,
    ARNAK_WHY_TIRED,
    ARNAK_WHY_USELESS,
    ARNAK_WHY_NOT_OVERCOME,
    ARNAK_WHY_BOON_USED,
    ARNAK_WHY_BOON_TRAVEL,
    ARNAK_WHY_COUNT
};

extern const game_word_row ARNAK_REASON_WORDS[ARNAK_WHY_COUNT];

/* Why `player` may not take `what` in s (game_def.why_not: s is what the
 * player sees).  `what`: an action text ("dig P3", "buy sea-turtle",
 * "research glass B5", "temple 2-left", "idol card", "boon G02") or a name
 * (a site P3 or space P3a, a card's slug or name, a guardian G03, a research
 * space B5 or "temple", "glass", "notebook", an assistant A07, "idol",
 * "pass", "end-turn").  New reference, NULL for a bad argument. */
json_t *arnak_why_not(const arnak_state *s, int player, const char *what);

#endif
