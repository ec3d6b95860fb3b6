/* text.h - canonical action text: names of spaces, payment sources and zones (text.c) */
#ifndef ARNAK_RULES_TEXT_H
#define ARNAK_RULES_TEXT_H

#include "encoding.h"

int ak_action_text(const arnak_state *s, arnak_action a, char *buf, size_t n); /* unchecked */
const char *ak_space_name(int sp, char *buf, size_t n);
/* Name of a travel payment source as in "pay ..." ("funding-car", "pilot", "made-car"). */
const char *ak_src_name(const arnak_state *s, int player, int code, char *buf, size_t n);
/* "hand", "play", "fear-tile", "drawn", "exile" (Z_*), "?" otherwise. */
const char *ak_zone_name(int z);
int ak_card_action_text(const char *verb, bool with_zone, arnak_action a, char *buf, size_t n);

#endif
