/* costs.h - what things cost (included by internal.h): resources, discovering a
 * site, buying a card, researching and exploring the Lost Temple (with the jewel /
 * blade / journal discounts).  Inline: they are on the hot path of legal actions. */
#ifndef ARNAK_COSTS_H
#define ARNAK_COSTS_H

#include "encoding.h"

static inline bool ak_can_afford(const arnak_player *p, const uint8_t cost[RES_N])
{
    for (int r = 0; r < RES_N; r++)
        if (p->res[r] < cost[r])
            return false;
    return true;
}

/* research: the cost of moving a token to research space dest, with the
 * jewel / blade / journal discounts (mode RS_*, blade variant 1 or 2) */
static inline int ak_research_cost(const arnak_state *s, int player, int token, int dest, int variant, int mode,
                     uint8_t cost[RES_N], int *idol)
{
    (void)player;
    (void)token;
    const rspace_def *sp = &ARNAK_SIDES[s->side].sp[dest];
    memcpy(cost, sp->cost, RES_N);
    *idol = sp->idol_cost;
    if (mode == RS_JOURNAL) { /* nothing is paid, the idol bridge included */
        memset(cost, 0, RES_N);
        *idol = 0;
    } else if (mode == RS_JEWEL) {
        if (cost[RES_JEWEL])
            cost[RES_JEWEL]--;
    } else if (mode == RS_BLADE) {
        if (variant == 1 && cost[RES_ARROW])
            cost[RES_ARROW]--;
        if (variant == 2)
            cost[RES_TABLET] = (uint8_t)(cost[RES_TABLET] > 2 ? cost[RES_TABLET] - 2 : 0);
    }
    return 0;
}

/* exploring the Lost Temple: a tile of `stack`, with the same discounts */
static inline void ak_temple_cost(const arnak_state *s, int stack, int variant, int mode, uint8_t cost[RES_N])
{
    memset(cost, 0, RES_N);
    for (int part = 0; part < 3; part++)
        if (ARNAK_TEMPLE_STACK_COSTS[stack] >> part & 1)
            for (int r = 0; r < RES_N; r++)
                cost[r] = (uint8_t)(cost[r] + ARNAK_SIDES[s->side].ak_temple_cost[part][r]);
    if (mode == RS_JEWEL && cost[RES_JEWEL])
        cost[RES_JEWEL]--;
    if (mode == RS_BLADE && variant == 1 && cost[RES_ARROW])
        cost[RES_ARROW]--;
    if (mode == RS_BLADE && variant == 2)
        cost[RES_TABLET] = (uint8_t)(cost[RES_TABLET] > 2 ? cost[RES_TABLET] - 2 : 0);
}

static inline void ak_pay_res(arnak_player *p, const uint8_t cost[RES_N])
{
    for (int r = 0; r < RES_N; r++)
        p->res[r] = (uint16_t)(p->res[r] - cost[r]);
}

/* compasses to discover a site (before any discount) */
static inline int ak_discover_compass_cost(int site)
{
    return ARNAK_SITE_DEFS[site].level == 1 ? DISCOVER_COMPASS_L1 : DISCOVER_COMPASS_L2;
}

static inline int ak_buy_price(const arnak_state *s, int card, int discount, int flags)
{
    (void)s;
    if (flags & BUY_FREE)
        return 0;
    int c = ARNAK_CARDS[card].cost - discount;
    return c < 0 ? 0 : c;
}

#endif
