/* travel.h - travel costs and how to pay them (travel.c) */
#ifndef ARNAK_RULES_TRAVEL_H
#define ARNAK_RULES_TRAVEL_H

#include "encoding.h"

typedef struct {
    uint8_t icons[2];    /* cost icons (ICON_NONE for none) */
    uint8_t disc_icon, disc_n;
    uint8_t coin_reserve;
    uint8_t excl_asst;   /* slot+1 of an assistant that may not pay */
} travel_req;
int ak_travel_options(const arnak_state *s, int player, const travel_req *r, arnak_action *out);
bool ak_travel_payable(const arnak_state *s, int player, const travel_req *r);
void ak_travel_pay(arnak_state *s, int player, const travel_req *r, int src1, int src2);

#endif
