/* views/text.h - Quetzal in words for people (text.c) and its wording table
 * (words.c) */
#ifndef QZ_VIEWS_TEXT_H
#define QZ_VIEWS_TEXT_H

#include "core/words.h"

int qz_action_text(const void *st, game_action a, int viewer, char *buf, size_t n);
int qz_decision_text(const void *st, int viewer, char *buf, size_t n);
int qz_event_text(const game_event *e, char *buf, size_t n);
/* What a sentence says for a space, an upgrade or a card id ("temple2": "Temple
 * space 2", "vase+vp": "a vase (+1 VP)"), NULL for another; the words table's
 * NAME fields (core/words.h `shown`). */
const char *qz_said(const char *what, const char *value);
/* A space as a sentence says it ("the Camp", "Temple space 2"), by QZ_SPOT_NAMES' index */
extern const char *const QZ_SPOT_SAID[];
int qz_view_text(const void *st, int viewer, char *buf, size_t n);
int qz_player_text(const void *st, int viewer, char *buf, size_t n);
extern const game_words QZ_WORDS;
#define QZ_ACTION_KIND_COUNT (QZ_A_SPACE + 1)
extern const char *const QZ_ACTION_KINDS[QZ_ACTION_KIND_COUNT];

#endif
