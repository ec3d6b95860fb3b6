/* views/why_not.h - why a placement is not legal now (why_not.c, game_def.why_not) */
#ifndef QZ_VIEWS_WHY_NOT_H
#define QZ_VIEWS_WHY_NOT_H

#include <jansson.h>

#include "core/words.h"

/* After the common reasons (core/words.h GAME_REASON_*); v[] per reason in why_not.c. */
enum {
    QZ_WHY_NOT_PLACING = GAME_REASON_COMMON,
    QZ_WHY_COVERED,
    QZ_WHY_TAKEN,
    QZ_WHY_MARKER,
    QZ_WHY_KIND,
    QZ_WHY_ONE,
    QZ_WHY_OWN_BID,
    QZ_WHY_OUTBID,
    QZ_WHY_MEEPLES,
    QZ_WHY_NO_CHARACTER,
    QZ_WHY_COST,
    QZ_WHY_CHOSEN,
    QZ_WHY_COUNT
};
extern const game_word_row QZ_REASON_WORDS[QZ_WHY_COUNT];
json_t *qz_why_not(const void *st, int player, const char *what);

#endif
