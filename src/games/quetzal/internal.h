/* internal.h - Quetzal internals shared by the files of this folder (qz_).
 * Front ends include quetzal.h only. */
#ifndef QZ_INTERNAL_H
#define QZ_INTERNAL_H

#include <jansson.h>

#include "core/kit.h"
#include "core/words.h"
#include "quetzal.h"

/* ---- data.c: every unpublished number, in one table ---- */
typedef struct {
    uint8_t deck[QZ_TYPES][QZ_BONUSES];
    uint8_t card_bonus;
    uint8_t lot[QZ_TYPES][3];
    uint8_t disc_coins[QZ_DISC_MAX + 1];
    uint8_t disc_vp[QZ_DISC_MAX + 1];
    uint8_t ship_vp[2], ship_coins[2];
    uint8_t upg_copies[QZ_TILE_KINDS];
    uint8_t upg_vp[QZ_TILE_KINDS];
    uint8_t upg_gold, market_bonus, camp_bonus, reroll_two;
    uint8_t team[QZ_MAX_PLAYERS + 1];
    uint8_t roll[4];
    uint8_t char_standing;
    uint8_t automa[QZ_AUTOMA_CARDS][7];
    uint8_t temple_choose[5], temple_draw[5];
    uint8_t village_cost[QZ_VILLAGE];
} qz_numbers;
extern const qz_numbers QZ_DATA;

/* ---- the rule text's numbers (certain) ---- */
#define QZ_TEMPLE_COST(i)   (5 - (i)) /* top to bottom 5..1 */
#define QZ_HARBOR_COST      2
#define QZ_MARKET_COINS     7
#define QZ_MARKER_VP        2
#define QZ_COINS_PER_VP     3

#define QZ_KIND(type, bonus) ((type)*QZ_BONUSES + (bonus))
#define QZ_TYPE_OF(k)        ((k) / QZ_BONUSES)
#define QZ_BONUS_OF(k)       ((k) % QZ_BONUSES)
#define QZ_P_SPOT(arg)       ((arg) >> 5)
#define QZ_P_N(arg)          (((arg) >> 2) & 7)
#define QZ_P_KIND(arg)       (((arg) >> 1) & 1)
#define QZ_P_CHAR(arg)       ((arg)&1)

/* ---- engine.c ---- */
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
    QZ_EV_COUNT
};

#define QZ_SINK_MAX 96
typedef struct {
    game_event ev[QZ_SINK_MAX];
    int n;
} qz_sink;
void qz_apply(quetzal_state *s, game_action a, qz_sink *k);
bool qz_is_legal(const quetzal_state *s, game_action a);
/* The kind of space, the meeples it takes, covered (2 players). */
int qz_spot_type(int spot);
int qz_spot_takes(int spot);
bool qz_covered(const quetzal_state *s, int spot);
/* Coins a placement costs `p`. */
int qz_place_cost(const quetzal_state *s, int p, int spot, int n);
int qz_pool_total(const quetzal_state *s, int p);
int qz_observe(const quetzal_state *s, int viewer, quetzal_state *obs);
int qz_determinize(quetzal_state *s, int viewer, uint64_t seed);
uint64_t qz_hash(const quetzal_state *s);
int qz_check(const quetzal_state *s, char *msg, size_t n);
int qz_events(const quetzal_state *before, game_action a, const quetzal_state *after,
              int viewer, game_event *out, int max);
int qz_setup_events(const quetzal_state *s, int viewer, game_event *out, int max);
bool qz_undoable(const quetzal_state *before, game_action a, const quetzal_state *after);

/* ---- text.c ---- */
int qz_card_text(int kind, char *buf, size_t n);
int qz_action_to_string(const quetzal_state *s, game_action a, char *buf, size_t n);
int qz_action_from_string(const quetzal_state *s, const char *text, game_action *out);
int qz_action_text(const quetzal_state *s, game_action a, int viewer, char *buf, size_t n);
int qz_decision_text(const quetzal_state *s, int viewer, char *buf, size_t n);
int qz_event_text(const game_event *e, char *buf, size_t n);
int qz_view_text(const quetzal_state *s, int viewer, char *buf, size_t n);
int qz_player_text(const quetzal_state *s, int viewer, char *buf, size_t n);
extern const game_words QZ_WORDS;
extern const char *const QZ_ACTION_KINDS[10];

/* ---- why_not.c: why a placement is not legal now (game_def.why_not) ---- */
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
    QZ_WHY_COUNT
};
extern const game_word_row QZ_REASON_WORDS[QZ_WHY_COUNT];
json_t *qz_why_not(const quetzal_state *s, int player, const char *what);

/* ---- json.c ---- */
json_t *qz_view_json(const quetzal_state *s, int viewer);
json_t *qz_scores_json(const quetzal_state *s);
json_t *qz_event_json(const game_event *e);
json_t *qz_action_info(const quetzal_state *s, game_action a);
/* ---- position.c ---- */
char *qz_position_write(const quetzal_state *s);
int qz_position_read(quetzal_state *s, const char *text, char *err, size_t n);
/* catalog.c */
json_t *qz_catalog_json(void);

/* ---- heuristic.c ---- */
double qz_heuristic(const quetzal_state *s, int player);

#endif
