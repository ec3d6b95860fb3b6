/* rules/text.h - canonical action texts (text.c): records and commands */
#ifndef QZ_RULES_TEXT_H
#define QZ_RULES_TEXT_H

#include "core/game.h"

int qz_card_text(int kind, char *buf, size_t n);
int qz_action_to_string(const void *st, game_action a, char *buf, size_t n);
int qz_action_from_string(const void *st, const char *text, game_action *out);

#endif
