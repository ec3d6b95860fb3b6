/* rules/text.h - canonical action texts (text.c): records and commands, and
 * the cards' names */
#ifndef LC_RULES_TEXT_H
#define LC_RULES_TEXT_H

#include "core/game.h"

int lc_card_text(int type, char *buf, size_t n);
int lc_parse_card(const char *text, int *type);
int lc_action_to_string(const void *st, game_action a, char *buf, size_t n);
int lc_action_from_string(const void *st, const char *text, game_action *out);

#endif
