/* rival.h - the solo rival expedition (rival.c) */
#ifndef ARNAK_RULES_RIVAL_H
#define ARNAK_RULES_RIVAL_H

#include "encoding.h"

void ak_rival_setup(arnak_state *s, int difficulty);
int ak_rival_arrow(const arnak_state *s);                  /* RIVAL_LEFT / RIVAL_RIGHT */
bool ak_rival_site_offers(const arnak_state *s, int site, int res);
void ak_rival_turn(arnak_state *s);
void ak_rival_round_start(arnak_state *s);
void ak_rival_after_turn(arnak_state *s);
void ak_rival_round_end(arnak_state *s);

#endif
