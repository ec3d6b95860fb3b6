/* rules/engine.h - the rules of Quetzal (engine.c, setup.c, score.c): the
 * activation stages, the events the engine records, applying an action, the
 * spaces' facts */
#ifndef QZ_RULES_ENGINE_H
#define QZ_RULES_ENGINE_H

#include "core/game.h"
#include "games/quetzal/data/data.h"

/* The activation stages' names (engine.c ST_*, in order; positions). */
#define QZ_STAGES 9
extern const char *const QZ_STAGE_NAMES[QZ_STAGES];
/* Events (game_event.type); v[] as listed. */
enum {
    QZ_EV_ROUND = 1, /* v: round (1-based), first player */
    QZ_EV_ROLL,      /* v: adventurers, archaeologists, wild, standing, coins */
    QZ_EV_PLACE,     /* v: space, count, kind (0 adv, 1 arch, 2 either), character, coins paid */
    QZ_EV_OUTBID,    /* v: space, count, by (seat, or -1 the automa) */
    QZ_EV_CAMP,      /* v: meeples, coins */
    QZ_EV_REROLL,    /* v: face before, face after, coins */
    QZ_EV_RECALL,    /* v: space, face */
    QZ_EV_AUTOMA,    /* v: card (1-based), Temple space, site, site count, market count, ship count */
    QZ_EV_STELA,     /* v: - */
    QZ_EV_TAKE,      /* v: card kind, from (0 Temple, 1 site) */
    QZ_EV_DRAW,      /* v: card kind, or -1 redacted */
    QZ_EV_SITE,      /* v: site, bonus (0 VP, 1 Discovery, 2 coin) */
    QZ_EV_MARKET,    /* v: card kind, coins */
    QZ_EV_UPGRADE,   /* v: upgrade kind, slot */
    QZ_EV_DELIVER,   /* v: type, count, points, via, bonus VP, bonus coins */
    QZ_EV_DISCOVERY, /* v: from, to, coins, VP */
    QZ_EV_SHUFFLE,   /* v: cards in the new deck */
    QZ_EV_REFILL,    /* v: Temple cards dealt, site cards dealt, upgrades dealt */
    QZ_EV_GAME_END,  /* v: marker VP, coin VP, upgrade VP, total */
    QZ_EV_ROUND_END, /* v: round (1-based) */
    QZ_EV_COUNT
};

#define QZ_SINK_MAX 96
typedef struct {
    game_event ev[QZ_SINK_MAX];
    int n;
} qz_sink;
/* An event of the action being applied into k (NULL: none kept). */
static inline void qz_emit(qz_sink *k, int type, int player, int flags, const int32_t *v, int nv)
{
    if (k && k->n < QZ_SINK_MAX)
        k->ev[k->n++] = game_event_make(type, player, flags, v, nv);
}
#define QZ_EMIT(k, type, p, flags, ...)                                                            \
    do {                                                                                           \
        const int32_t ev_v_[] = {__VA_ARGS__};                                                     \
        qz_emit(k, type, p, flags, ev_v_, (int)(sizeof ev_v_ / sizeof ev_v_[0]));                  \
    } while (0)
void qz_apply(quetzal_state *s, game_action a, qz_sink *k);
bool qz_is_legal(const quetzal_state *s, game_action a);
/* Every whole placement (QZ_A_PLACE) the player to act may make now, on the
 * space chosen or, with none chosen yet, on any: the one-decision placement of
 * older records, which the listed actions split in two.  0 outside placement. */
int qz_legal_placements(const quetzal_state *s, game_action *out);
/* The kind of space, the meeples it takes, covered (2 players). */
int qz_spot_type(int spot);
int qz_spot_takes(int spot);
bool qz_covered(const quetzal_state *s, int spot);
/* Coins a placement costs `p`. */
int qz_place_cost(const quetzal_state *s, int p, int spot, int n);
int qz_pool_total(const quetzal_state *s, int p);
/* The first round of a set-up state dealt (setup.c); the engine's shuffle. */
void qz_deal_first_round(quetzal_state *s);
void qz_shuffle(uint64_t *rng, uint8_t *a, int n);

#endif
