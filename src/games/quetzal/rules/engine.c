/* engine.c - the rules of Quetzal: setup, the roll, placement, activation in
 * the locations' order, the end of a round and of the game (rules/engine.h).
 * Every unpublished number comes from data/data.c (QZ_DATA); the rule text's
 * own numbers are in rules/engine.h.  The state holds no pointer; nothing here
 * allocates. */
#include "games/quetzal/internal.h"

#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "core/splitmix.h"

/* Activation stages, in the locations' order (fact sheet 5.3). */
enum { ST_STELA, ST_TEMPLE, ST_SITES, ST_MARKET, ST_VILLAGE, ST_HARBOR, ST_SELL, ST_SHIPS, ST_END };
const char *const QZ_STAGE_NAMES[QZ_STAGES] = {"stela",   "temple", "sites", "market", "village",
                                               "harbor",  "sell",   "ships", "end"};

/* ---- spaces ------------------------------------------------------------------------- */

/* Each space's kind and the meeples it takes (quetzal.h's order).  Banner
 * codes: the Stela takes archaeologists (rule text), the Black Market
 * adventurers (rule text), the Temple archaeologists (fact sheet 6, chosen from
 * the Temple example), the sites "adventurers and archaeologists, no mix" (rule
 * text), Village and Ships either kind (fact sheet 6, chosen), Camp and Harbor
 * both (rule text). */
static const uint8_t SPOT_TYPE[QZ_SPOTS] = {
    QZ_FREE,    QZ_UNIQUE,  QZ_UNIQUE,  QZ_UNIQUE,  QZ_UNIQUE,  QZ_UNIQUE,
    QZ_UNIQUE,  QZ_BIDDING, QZ_BIDDING, QZ_BIDDING, QZ_BIDDING, QZ_UNIQUE,
    QZ_UNIQUE,  QZ_UNIQUE,  QZ_FREE,    QZ_BIDDING, QZ_BIDDING};
static const uint8_t SPOT_TAKES[QZ_SPOTS] = {
    QZ_TAKES_ANY,    QZ_TAKES_ARCH,   QZ_TAKES_ARCH,   QZ_TAKES_ARCH,   QZ_TAKES_ARCH,
    QZ_TAKES_ARCH,   QZ_TAKES_ARCH,   QZ_TAKES_EITHER, QZ_TAKES_EITHER, QZ_TAKES_EITHER,
    QZ_TAKES_ADV,    QZ_TAKES_EITHER, QZ_TAKES_EITHER, QZ_TAKES_EITHER, QZ_TAKES_ANY,
    QZ_TAKES_EITHER, QZ_TAKES_EITHER};

int qz_spot_type(int spot)
{
    return spot >= 0 && spot < QZ_SPOTS ? SPOT_TYPE[spot] : QZ_FREE;
}

int qz_spot_takes(int spot)
{
    return spot >= 0 && spot < QZ_SPOTS ? SPOT_TAKES[spot] : QZ_TAKES_ANY;
}

/* Fact sheet 12.6: at 2 players Ship 2 and the Village's third space are covered. */
bool qz_covered(const quetzal_state *s, int spot)
{
    return s->nplayers == 2 && (spot == QZ_SHIP2 || spot == QZ_VILLAGE1 + 2);
}

int qz_place_cost(const quetzal_state *s, int p, int spot, int n)
{
    if (spot >= QZ_TEMPLE1 && spot < QZ_TEMPLE1 + 5) {
        int c = QZ_TEMPLE_COST(spot - QZ_TEMPLE1) - s->active[p][QZ_U_TEMPLE_DISCOUNT];
        return c < 0 ? 0 : c;
    }
    if (spot >= QZ_VILLAGE1 && spot < QZ_VILLAGE1 + QZ_VILLAGE)
        return QZ_DATA.village_cost[spot - QZ_VILLAGE1];
    if (spot == QZ_HARBOR) {
        int each = s->active[p][QZ_U_HARBOR_DISCOUNT] ? 1 : QZ_HARBOR_COST;
        return each * n;
    }
    return 0;
}

int qz_pool_total(const quetzal_state *s, int p)
{
    return s->pool[p][0] + s->pool[p][1] + s->pool[p][2] + s->pool[p][3];
}

static int hand_of_type(const quetzal_state *s, int p, int type)
{
    int n = 0;
    for (int b = 0; b < QZ_BONUSES; b++)
        n += s->hand[p][QZ_KIND(type, b)];
    return n;
}

/* ---- chance: rolls, the deck ---------------------------------------------------------- */

/* One team meeple thrown: its face, and whether it stands (fact sheet 12.7). */
static int roll_team(quetzal_state *s, bool *standing)
{
    uint32_t r = splitmix64_below(&s->rng, 100);
    const uint8_t *o = QZ_DATA.roll;
    *standing = r >= (uint32_t)(o[0] + o[1] + o[2]);
    if (r < o[0])
        return QZ_ADV;
    if (r < (uint32_t)(o[0] + o[1]))
        return QZ_ARCH;
    return QZ_WILD;
}

static bool roll_char(quetzal_state *s)
{
    return splitmix64_below(&s->rng, 100) < QZ_DATA.char_standing;
}

static void shuffle(uint64_t *rng, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)splitmix64_below(rng, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

void qz_shuffle(uint64_t *rng, uint8_t *a, int n)
{
    shuffle(rng, a, n);
}

/* The top card of the deck; an empty deck takes the discard pile shuffled
 * (fact sheet 5.4, chosen).  QZ_NONE when both are empty. */
static int draw_card(quetzal_state *s, qz_sink *k)
{
    if (s->deck_n == 0) {
        int n = 0;
        for (int c = 0; c < QZ_KINDS; c++)
            for (; s->discard[c] > 0; s->discard[c]--)
                s->deck[n++] = (uint8_t)c;
        if (n == 0)
            return QZ_NONE;
        shuffle(&s->rng, s->deck, n);
        s->deck_n = (uint8_t)n;
        QZ_EMIT(k, QZ_EV_SHUFFLE, -1, GAME_EVENT_REVEAL, n);
    }
    s->chance++;
    int c = s->deck[--s->deck_n];
    s->deck[s->deck_n] = QZ_NONE;
    return c;
}

static void gain_card(quetzal_state *s, int p, int c, bool seen)
{
    s->hand[p][c]++;
    s->hand_n[p]++;
    if (seen)
        s->known[p][c]++;
}

static void lose_card(quetzal_state *s, int p, int c)
{
    s->hand[p][c]--;
    s->hand_n[p]--;
    if (s->known[p][c] > s->hand[p][c])
        s->known[p][c] = s->hand[p][c];
    s->discard[c]++;
}

/* ---- tracks ----------------------------------------------------------------------- */

/* Moves p up the Discovery track, with each space's reward (fact sheet 12.3). */
static void discovery(quetzal_state *s, int p, int d, qz_sink *k)
{
    int from = s->disc[p], coins = 0, vp = 0;
    for (int i = 0; i < d && s->disc[p] < QZ_DISC_MAX; i++) {
        s->disc[p]++;
        coins += QZ_DATA.disc_coins[s->disc[p]];
        vp += QZ_DATA.disc_vp[s->disc[p]];
    }
    s->coins[p] = (int16_t)(s->coins[p] + coins);
    s->vp[p] = (int16_t)(s->vp[p] + vp);
    if (s->disc[p] != from)
        QZ_EMIT(k, QZ_EV_DISCOVERY, p, 0, from, s->disc[p], coins, vp);
}

/* ---- setup and rounds ---------------------------------------------------------------- */

static void fill_display(quetzal_state *s, qz_sink *k, int *dealt)
{
    for (int i = 0; i < QZ_DISPLAY; i++)
        if (s->display[i] == QZ_NONE) {
            int c = draw_card(s, k);
            if (c == QZ_NONE)
                return;
            s->display[i] = (uint8_t)c;
            ++*dealt;
        }
}

static void refill(quetzal_state *s, qz_sink *k)
{
    int temple = 0, sites = 0, upg = 0;
    fill_display(s, k, &temple);
    for (int i = 0; i < QZ_SITES; i++)
        for (int j = 0; j < QZ_SITE_CARDS; j++)
            if (s->site[i][j] == QZ_NONE) {
                int c = draw_card(s, k);
                if (c == QZ_NONE)
                    break;
                s->site[i][j] = (uint8_t)c;
                sites++;
            }
    for (int i = 0; i < QZ_VILLAGE; i++)
        if (s->village[i] == QZ_NONE && !qz_covered(s, QZ_VILLAGE1 + i) && s->upg_n > 0) {
            s->village[i] = s->upg[--s->upg_n];
            s->upg[s->upg_n] = QZ_NONE;
            s->chance++;
            upg++;
        }
    if (temple + sites + upg > 0)
        QZ_EMIT(k, QZ_EV_REFILL, -1, GAME_EVENT_REVEAL, temple, sites, upg);
}

static void automa_bid(quetzal_state *s, int spot, int n, int kind)
{
    quetzal_spot *x = &s->spot[spot];
    memset(x, 0, sizeof *x);
    x->owner = QZ_AUTOMA;
    x->n = (uint8_t)n;
    x->kind = (uint8_t)kind;
}

/* Fact sheet 12.8: before the first player, the automa's card of the round
 * puts neutral meeples on a Temple space, a site, the Black Market and maybe
 * Ship 1. */
static void automa_turn(quetzal_state *s, qz_sink *k)
{
    if (!s->automa || s->automa_n == 0)
        return;
    int c = s->automa_deck[--s->automa_n];
    const uint8_t *a = QZ_DATA.automa[c];
    s->automa_card = (uint8_t)c;
    s->chance++;
    automa_bid(s, QZ_TEMPLE1 + a[0] - 1, 1, QZ_ARCH);
    automa_bid(s, QZ_QUARRY + a[1], a[2], a[3]);
    automa_bid(s, QZ_BLACK_MARKET, a[4], QZ_ADV);
    if (a[5])
        automa_bid(s, QZ_SHIP1, a[5], a[6]);
    QZ_EMIT(k, QZ_EV_AUTOMA, -1, GAME_EVENT_REVEAL, c + 1, a[0], a[1], a[2], a[4], a[5]);
}

/* The roll: every player throws all their meeples; a standing one gives a coin. */
static void roll_all(quetzal_state *s, qz_sink *k)
{
    s->chance++;
    for (int p = 0; p < s->nplayers; p++) {
        memset(s->pool[p], 0, sizeof s->pool[p]);
        int standing = 0;
        for (int i = 0; i < s->team[p]; i++) {
            bool st;
            s->pool[p][roll_team(s, &st)]++;
            standing += st;
        }
        s->pool[p][QZ_CHAR] = 1;
        standing += roll_char(s);
        s->coins[p] = (int16_t)(s->coins[p] + standing);
        s->rerolls[p] = (uint8_t)(QZ_DATA.reroll_two * s->active[p][QZ_U_REROLL_TWO]);
        s->pair_left[p] = s->active[p][QZ_U_SINGLE_AS_PAIR];
        QZ_EMIT(k, QZ_EV_ROLL, p, 0, s->pool[p][QZ_ADV], s->pool[p][QZ_ARCH], s->pool[p][QZ_WILD],
             standing, standing);
    }
}

static void start_round(quetzal_state *s, qz_sink *k)
{
    memset(s->spot, 0, sizeof s->spot);
    for (int i = 0; i < QZ_SPOTS; i++)
        s->spot[i].owner = QZ_NONE;
    memset(s->harbor, QZ_NONE, sizeof s->harbor);
    memset(s->harbor_face, 0, sizeof s->harbor_face);
    s->harbor_n = 0;
    s->automa_card = QZ_NONE;
    QZ_EMIT(k, QZ_EV_ROUND, -1, 0, s->round + 1, s->first);
    roll_all(s, k);
    automa_turn(s, k);
    s->phase = QZ_PH_PLACE;
    s->cur = s->first;
    s->act = ST_STELA;
    s->act_sub = 0;
    s->picks = s->draws = 0;
}

/* The first round of a set-up state: the Temple, the sites and the Village
 * dealt, the first roll (setup.c). */
void qz_deal_first_round(quetzal_state *s)
{
    refill(s, NULL);
    s->chance = 0;
    start_round(s, NULL);
}

/* ---- end of the game ---------------------------------------------------------------- */

static void end_game(quetzal_state *s, qz_sink *k)
{
    for (int p = 0; p < s->nplayers; p++) {
        int upg = 0;
        for (int u = 0; u < QZ_TILE_KINDS; u++)
            upg += s->owned[p][u] * QZ_DATA.upg_vp[u];
        s->end_bonus[p] = (int16_t)quetzal_end_bonus(s, p);
        QZ_EMIT(k, QZ_EV_GAME_END, p, 0, s->first == p ? QZ_MARKER_VP : 0,
             s->coins[p] / QZ_COINS_PER_VP, upg, quetzal_score(s, p));
    }
    s->phase = QZ_PH_OVER;
    s->cur = QZ_NONE;
}

static void end_round(quetzal_state *s, qz_sink *k)
{
    QZ_EMIT(k, QZ_EV_ROUND_END, -1, 0, s->round + 1);
    s->round++;
    if (s->round >= QZ_ROUNDS) {
        memset(s->pool, 0, sizeof s->pool);
        end_game(s, k);
        return;
    }
    refill(s, k);
    start_round(s, k);
}

/* ---- activation ------------------------------------------------------------------------ */

static bool is_seat(const quetzal_state *s, int owner)
{
    return owner < s->nplayers;
}

static int display_count(const quetzal_state *s)
{
    int n = 0;
    for (int i = 0; i < QZ_DISPLAY; i++)
        n += s->display[i] != QZ_NONE;
    return n;
}

static bool any_village(const quetzal_state *s)
{
    for (int i = 0; i < QZ_VILLAGE; i++)
        if (s->village[i] != QZ_NONE)
            return true;
    return false;
}

/* The Temple's blind draws of the space being resolved. */
static void temple_draws(quetzal_state *s, int p, qz_sink *k)
{
    for (; s->draws > 0; s->draws--) {
        int c = draw_card(s, k);
        if (c == QZ_NONE)
            break;
        gain_card(s, p, c, false);
        QZ_EMIT(k, QZ_EV_DRAW, p, GAME_EVENT_REVEAL, c);
    }
    s->draws = 0;
}

static void site_win(quetzal_state *s, int i, int p, qz_sink *k)
{
    for (int j = 0; j < QZ_SITE_CARDS; j++)
        if (s->site[i][j] != QZ_NONE) {
            gain_card(s, p, s->site[i][j], true);
            QZ_EMIT(k, QZ_EV_TAKE, p, 0, s->site[i][j], 1);
            s->site[i][j] = QZ_NONE;
        }
    /* Quarry 1 VP, Small Temple 1 Discovery, Ruins 1 coin (rule text; the
     * order of the three is fact sheet 6, inference) */
    QZ_EMIT(k, QZ_EV_SITE, p, 0, i, i);
    if (i == 0)
        s->vp[p]++;
    else if (i == 1)
        discovery(s, p, 1, k);
    else
        s->coins[p]++;
}

/* The next decision of the activation, resolving everything that needs none;
 * at the end of the Ships the round ends. */
static void activate(quetzal_state *s, qz_sink *k)
{
    for (;;) {
        switch (s->act) {
        case ST_STELA: {
            int p = s->spot[QZ_STELA].owner;
            if (is_seat(s, p)) {
                s->first = (uint8_t)p;
                QZ_EMIT(k, QZ_EV_STELA, p, 0, 0);
                discovery(s, p, 1, k);
            }
            s->act = ST_TEMPLE, s->act_sub = 0;
            break;
        }
        case ST_TEMPLE: {
            if (s->act_sub >= 5) {
                s->act = ST_SITES, s->act_sub = 0;
                break;
            }
            int i = s->act_sub, p = s->spot[QZ_TEMPLE1 + i].owner;
            if (is_seat(s, p)) {
                int avail = display_count(s);
                s->picks = (uint8_t)(QZ_DATA.temple_choose[i] < avail ? QZ_DATA.temple_choose[i] : avail);
                s->draws = QZ_DATA.temple_draw[i];
                if (s->picks > 0) {
                    s->phase = QZ_PH_TEMPLE, s->cur = (uint8_t)p;
                    return;
                }
                temple_draws(s, p, k);
            }
            s->act_sub++;
            break;
        }
        case ST_SITES:
            for (int i = 0; i < QZ_SITES; i++)
                if (is_seat(s, s->spot[QZ_QUARRY + i].owner))
                    site_win(s, i, s->spot[QZ_QUARRY + i].owner, k);
            s->act = ST_MARKET, s->act_sub = 0;
            break;
        case ST_MARKET: {
            int p = s->spot[QZ_BLACK_MARKET].owner;
            s->act = ST_VILLAGE, s->act_sub = 0;
            if (is_seat(s, p)) {
                s->coins[p] = (int16_t)(s->coins[p] + QZ_DATA.market_bonus * s->active[p][QZ_U_MARKET_BONUS]);
                if (s->hand_n[p] > 0) {
                    s->act = ST_MARKET, s->act_sub = 1;
                    s->phase = QZ_PH_MARKET, s->cur = (uint8_t)p;
                    return;
                }
            }
            break;
        }
        case ST_VILLAGE: {
            if (s->act_sub >= QZ_VILLAGE) {
                s->act = ST_HARBOR, s->act_sub = 0;
                break;
            }
            int p = s->spot[QZ_VILLAGE1 + s->act_sub].owner;
            if (is_seat(s, p) && any_village(s)) {
                s->phase = QZ_PH_VILLAGE, s->cur = (uint8_t)p;
                return;
            }
            s->act_sub++;
            break;
        }
        case ST_HARBOR: {
            if (s->act_sub >= s->harbor_n) {
                s->act = ST_SELL, s->act_sub = 0;
                break;
            }
            int p = s->harbor[s->act_sub];
            if (s->hand_n[p] > 0) {
                s->phase = QZ_PH_DELIVER, s->via = QZ_VIA_HARBOR, s->cur = (uint8_t)p;
                return;
            }
            s->act_sub++;
            break;
        }
        case ST_SELL: {
            /* "sell 3" upgrades, in turn order from the first player, in step 6
             * (fact sheet 12.5) */
            if (s->act_sub >= s->nplayers * QZ_TYPES) {
                s->act = ST_SHIPS, s->act_sub = 0;
                break;
            }
            int p = (s->first + s->act_sub / QZ_TYPES) % s->nplayers, t = s->act_sub % QZ_TYPES;
            if (s->active[p][QZ_U_SELL_VASE + t] && hand_of_type(s, p, t) > 0) {
                s->phase = QZ_PH_DELIVER, s->via = QZ_VIA_SELL, s->sell_type = (uint8_t)t;
                s->cur = (uint8_t)p;
                return;
            }
            s->act_sub++;
            break;
        }
        case ST_SHIPS: {
            if (s->act_sub >= 2) {
                s->act = ST_END;
                break;
            }
            int i = s->act_sub, p = s->spot[QZ_SHIP1 + i].owner;
            if (is_seat(s, p)) {
                s->vp[p] = (int16_t)(s->vp[p] + QZ_DATA.ship_vp[i]);
                s->coins[p] = (int16_t)(s->coins[p] + QZ_DATA.ship_coins[i]);
                if (s->hand_n[p] > 0) {
                    s->phase = QZ_PH_DELIVER, s->via = (uint8_t)(QZ_VIA_SHIP1 + i), s->cur = (uint8_t)p;
                    return;
                }
            }
            s->act_sub++;
            break;
        }
        default:
            end_round(s, k);
            return;
        }
    }
}

/* A decision of the activation is done: the next one. */
static void activation_next(quetzal_state *s, qz_sink *k)
{
    s->turn++;
    if (s->act != ST_MARKET)
        s->act_sub++;
    else
        s->act = ST_VILLAGE, s->act_sub = 0;
    activate(s, k);
}

/* ---- placement ---------------------------------------------------------------------- */

/* The next player clockwise who still has meeples; activation when nobody has. */
static void end_turn(quetzal_state *s, qz_sink *k)
{
    s->turn++;
    s->phase = QZ_PH_PLACE;
    for (int i = 1; i <= s->nplayers; i++) {
        int p = (s->cur + i) % s->nplayers;
        if (qz_pool_total(s, p) > 0) {
            s->cur = (uint8_t)p;
            return;
        }
    }
    s->act = ST_STELA, s->act_sub = 0;
    activate(s, k);
}

/* May p place n meeples (kind, with the character or not) on spot?  Wild
 * meeples stand in for the kind after the meeples of that face (a wild one can
 * do whatever a faced one can, so keeping it is never worse). */
static bool place_ok(const quetzal_state *s, int p, int spot, int n, int kind, int ch)
{
    if (spot >= QZ_SPOTS || n < 1 || kind > 1 || qz_covered(s, spot))
        return false;
    if (ch && !s->pool[p][QZ_CHAR])
        return false;
    int team = n - ch;
    if (team > s->pool[p][kind] + s->pool[p][QZ_WILD])
        return false;
    int takes = qz_spot_takes(spot), type = qz_spot_type(spot);
    if (team == 0 && kind != (takes == QZ_TAKES_ARCH)) /* a lone character: one canonical kind */
        return false;
    if ((takes == QZ_TAKES_ADV && kind != QZ_ADV) || (takes == QZ_TAKES_ARCH && kind != QZ_ARCH))
        return false;
    const quetzal_spot *x = &s->spot[spot];
    if (type == QZ_UNIQUE) {
        if (n != 1 || x->owner != QZ_NONE || (spot == QZ_STELA && s->first == p))
            return false;
    } else if (type == QZ_BIDDING) {
        if (x->owner == p)
            return false; /* fact sheet 5.2: no outbidding yourself (chosen) */
        if (x->owner != QZ_NONE &&
            (n <= x->n || (x->kind != QZ_BID_ANY && kind != x->kind)))
            return false;
    }
    return qz_place_cost(s, p, spot, n) <= s->coins[p];
}

/* Takes n meeples of `kind` (faced first, then wild, then the character) out
 * of p's pool into x->face. */
static void take_meeples(quetzal_state *s, int p, int n, int kind, int ch, quetzal_spot *x)
{
    memset(x->face, 0, sizeof x->face);
    if (ch) {
        s->pool[p][QZ_CHAR]--;
        x->face[QZ_CHAR] = 1;
        n--;
    }
    int a = n < s->pool[p][kind] ? n : s->pool[p][kind];
    s->pool[p][kind] = (uint8_t)(s->pool[p][kind] - a);
    x->face[kind] = (uint8_t)a;
    s->pool[p][QZ_WILD] = (uint8_t)(s->pool[p][QZ_WILD] - (n - a));
    x->face[QZ_WILD] = (uint8_t)(n - a);
}

static void give_back(quetzal_state *s, const quetzal_spot *x)
{
    if (!is_seat(s, x->owner))
        return;
    for (int f = 0; f < QZ_FACES; f++)
        s->pool[x->owner][f] = (uint8_t)(s->pool[x->owner][f] + x->face[f]);
}

static void do_place(quetzal_state *s, int arg, qz_sink *k)
{
    int p = s->cur, spot = QZ_P_SPOT(arg), n = QZ_P_N(arg), kind = QZ_P_KIND(arg), ch = QZ_P_CHAR(arg);
    int cost = qz_place_cost(s, p, spot, n);
    s->coins[p] = (int16_t)(s->coins[p] - cost);
    quetzal_spot x;
    memset(&x, 0, sizeof x);
    take_meeples(s, p, n, kind, ch, &x);
    int bid_kind = n == ch ? QZ_BID_ANY : kind;
    QZ_EMIT(k, QZ_EV_PLACE, p, 0, spot, n, qz_spot_type(spot) == QZ_BIDDING ? bid_kind : kind, ch, cost);
    if (spot == QZ_CAMP) {
        /* the Camp resolves at once: a coin a meeple, and a reroll each */
        int coins = n * (1 + QZ_DATA.camp_bonus * s->active[p][QZ_U_CAMP_BONUS]);
        s->coins[p] = (int16_t)(s->coins[p] + coins);
        QZ_EMIT(k, QZ_EV_CAMP, p, 0, n, coins);
        if (qz_pool_total(s, p) > 0) {
            s->phase = QZ_PH_CAMP;
            s->picks = (uint8_t)n;
            return;
        }
        end_turn(s, k);
        return;
    }
    if (spot == QZ_HARBOR) {
        for (int f = 0; f < QZ_FACES; f++)
            for (int i = 0; i < x.face[f] && s->harbor_n < QZ_HARBOR_MAX; i++) {
                s->harbor_face[s->harbor_n] = (uint8_t)f;
                s->harbor[s->harbor_n++] = (uint8_t)p;
            }
        end_turn(s, k);
        return;
    }
    quetzal_spot *old = &s->spot[spot];
    if (old->owner != QZ_NONE) {
        QZ_EMIT(k, QZ_EV_OUTBID, is_seat(s, old->owner) ? old->owner : -1, 0, spot, old->n, p);
        give_back(s, old);
    }
    x.owner = (uint8_t)p;
    x.n = (uint8_t)n;
    x.kind = (uint8_t)bid_kind;
    *old = x;
    end_turn(s, k);
}

static void reroll(quetzal_state *s, int p, int face, qz_sink *k)
{
    s->chance++;
    s->pool[p][face]--;
    bool st;
    int to = face == QZ_CHAR ? QZ_CHAR : roll_team(s, &st);
    if (face == QZ_CHAR)
        st = roll_char(s);
    s->pool[p][to]++;
    s->coins[p] = (int16_t)(s->coins[p] + st);
    QZ_EMIT(k, QZ_EV_REROLL, p, 0, face, to, st);
}

/* Can p take a meeple back from spot with the "move" upgrade: a unique space
 * or a bid of one meeple p holds, or p's meeple at the Harbor. */
static bool recall_ok(const quetzal_state *s, int p, int spot)
{
    if (spot == QZ_HARBOR) {
        for (int i = 0; i < s->harbor_n; i++)
            if (s->harbor[i] == p)
                return true;
        return false;
    }
    return spot > QZ_CAMP && spot < QZ_SPOTS && s->spot[spot].owner == p && s->spot[spot].n == 1;
}

static void do_recall(quetzal_state *s, int spot, qz_sink *k)
{
    int p = s->cur, face = 0;
    s->active[p][QZ_U_MOVE]--;
    if (spot == QZ_HARBOR) {
        int i = s->harbor_n - 1;
        while (s->harbor[i] != p)
            i--;
        face = s->harbor_face[i];
        memmove(s->harbor + i, s->harbor + i + 1, (size_t)(s->harbor_n - i - 1));
        memmove(s->harbor_face + i, s->harbor_face + i + 1, (size_t)(s->harbor_n - i - 1));
        s->harbor_n--;
        s->harbor[s->harbor_n] = QZ_NONE;
        s->harbor_face[s->harbor_n] = 0;
        s->pool[p][face]++;
    } else {
        quetzal_spot *x = &s->spot[spot];
        for (int f = 0; f < QZ_FACES; f++)
            if (x->face[f])
                face = f;
        give_back(s, x);
        memset(x, 0, sizeof *x);
        x->owner = QZ_NONE;
    }
    QZ_EMIT(k, QZ_EV_RECALL, p, 0, spot, face);
}

/* ---- deliveries -------------------------------------------------------------------------- */

/* One lot: `count` cards of one type, those with a bonus first (Discovery, VP,
 * coin, then plain; fact sheet 7, chosen), scored by the type's row of the
 * delivery table, each card's bonus gained. */
static void deliver(quetzal_state *s, int p, int type, int count, qz_sink *k)
{
    static const uint8_t order[QZ_BONUSES] = {3, 1, 2, 0};
    int bvp = 0, bcoins = 0, bdisc = 0;
    for (int i = 0, o = 0; i < count && o < QZ_BONUSES;) {
        int c = QZ_KIND(type, order[o]);
        if (s->hand[p][c] == 0) {
            o++;
            continue;
        }
        lose_card(s, p, c);
        int b = QZ_BONUS_OF(c);
        bvp += (b == 1) * QZ_DATA.card_bonus;
        bcoins += (b == 2) * QZ_DATA.card_bonus;
        bdisc += (b == 3) * QZ_DATA.card_bonus;
        i++;
    }
    int size = count;
    if (count == 1 && s->pair_left[p] > 0) {
        s->pair_left[p]--;
        size = 2;
    }
    int pts = QZ_DATA.lot[type][size - 1];
    s->vp[p] = (int16_t)(s->vp[p] + pts + bvp);
    s->delivered[p] = (int16_t)(s->delivered[p] + pts);
    s->coins[p] = (int16_t)(s->coins[p] + bcoins);
    QZ_EMIT(k, QZ_EV_DELIVER, p, GAME_EVENT_REVEAL, type, count, pts, s->via, bvp, bcoins);
    if (bdisc)
        discovery(s, p, bdisc, k);
    if (s->via == QZ_VIA_SELL)
        s->active[p][QZ_U_SELL_VASE + type]--;
}

static void take_upgrade(quetzal_state *s, int slot, qz_sink *k)
{
    int p = s->cur, u = s->village[slot];
    s->village[slot] = QZ_NONE;
    s->owned[p][u]++;
    s->active[p][u]++;
    QZ_EMIT(k, QZ_EV_UPGRADE, p, 0, u, slot);
    if (u == QZ_U_GOLD) {
        s->coins[p] = (int16_t)(s->coins[p] + QZ_DATA.upg_gold);
        s->active[p][u]--;
    } else if (u == QZ_U_DISCOVERY) {
        discovery(s, p, 1, k);
        s->active[p][u]--;
    }
}

/* ---- legal actions and apply ---------------------------------------------------------------- */

/* The placements of p on one space, ascending.  The same conditions as
 * place_ok, hoisted out of the loops: the hot path of every random game.
 * total: p's meeples in the pool. */
static int legal_spot(const quetzal_state *s, int p, int spot, int total, game_action *out)
{
    const quetzal_spot *x = &s->spot[spot];
    int type = SPOT_TYPE[spot], takes = SPOT_TAKES[spot], m = 0;
    int nmin = 1, nmax = total;
    if (type == QZ_UNIQUE) {
        if (x->owner != QZ_NONE || (spot == QZ_STELA && s->first == p) || qz_covered(s, spot) ||
            qz_place_cost(s, p, spot, 1) > s->coins[p])
            return 0;
        nmax = 1;
    } else if (type == QZ_BIDDING) {
        if (x->owner == p || qz_covered(s, spot))
            return 0;
        if (x->owner != QZ_NONE)
            nmin = x->n + 1;
    } else if (spot == QZ_HARBOR) {
        int each = qz_place_cost(s, p, spot, 1);
        if (each > 0 && s->coins[p] / each < nmax)
            nmax = s->coins[p] / each;
    }
    int kmin = takes == QZ_TAKES_ARCH, kmax = takes != QZ_TAKES_ADV;
    if (type == QZ_BIDDING && x->owner != QZ_NONE && x->kind != QZ_BID_ANY)
        kmin = kmax = x->kind;
    const uint8_t *pool = s->pool[p];
    int canon = takes == QZ_TAKES_ARCH, chr = pool[QZ_CHAR], wild = pool[QZ_WILD];
    int most = (pool[kmin] > pool[kmax] ? pool[kmin] : pool[kmax]) + wild + chr;
    if (most < nmax)
        nmax = most;
    uint32_t base = QZ_ACTION(QZ_A_PLACE, (uint32_t)spot << 5);
    for (int n = nmin; n <= nmax; n++)
        for (int kind = kmin; kind <= kmax; kind++) {
            int have = pool[kind] + wild;
            uint32_t a = base | (uint32_t)(n << 2) | (uint32_t)(kind << 1);
            if (n <= have)
                out[m++] = a;
            if (chr && n - 1 <= have && (n > 1 || kind == canon))
                out[m++] = a | 1u;
        }
    return m;
}

/* Whether p may place anything on spot (legal_spot lists something). */
static bool spot_open(const quetzal_state *s, int p, int spot, int total)
{
    game_action some[QZ_MAX_ACTIONS];
    return legal_spot(s, p, spot, total, some) > 0;
}

/* The placement turn: the space chosen, its meeples; else the upgrades of the
 * turn (rerolls, recalls) and the spaces to choose, in the order of their kinds. */
static int legal_place(const quetzal_state *s, game_action *out)
{
    int p = s->cur, m = 0, total = qz_pool_total(s, p);
    if (s->placing)
        return legal_spot(s, p, s->placing - 1, total, out);
    if (s->rerolls[p] > 0)
        for (int f = 0; f < QZ_FACES; f++)
            if (s->pool[p][f] > 0)
                out[m++] = QZ_ACTION(QZ_A_REROLL, f);
    if (s->active[p][QZ_U_REROLL_ALL] && s->pool[p][QZ_ADV] + s->pool[p][QZ_ARCH] > 0)
        out[m++] = QZ_ACTION(QZ_A_REROLL_ALL, 0);
    if (s->active[p][QZ_U_MOVE])
        for (int spot = 1; spot < QZ_SPOTS; spot++)
            if (recall_ok(s, p, spot))
                out[m++] = QZ_ACTION(QZ_A_RECALL, spot);
    for (int spot = 0; spot < QZ_SPOTS; spot++)
        if (spot_open(s, p, spot, total))
            out[m++] = QZ_ACTION(QZ_A_SPACE, spot);
    return m;
}

int qz_legal_placements(const quetzal_state *s, game_action *out)
{
    if (s->phase != QZ_PH_PLACE || s->cur >= s->nplayers)
        return 0; /* no seat places now (the game is over, or chance is next) */
    int p = s->cur, m = 0, total = qz_pool_total(s, p);
    for (int spot = 0; spot < QZ_SPOTS; spot++)
        if (!s->placing || spot == s->placing - 1)
            m += legal_spot(s, p, spot, total, out + m);
    return m;
}

static int legal_deliver(const quetzal_state *s, game_action *out)
{
    int p = s->cur, m = 0;
    out[m++] = QZ_ACTION(QZ_A_STOP, 0);
    for (int t = 0; t < QZ_TYPES; t++) {
        if (s->via == QZ_VIA_SELL && t != s->sell_type)
            continue;
        int h = hand_of_type(s, p, t);
        for (int c = 1; c <= 3 && c <= h; c++)
            out[m++] = QZ_ACTION(QZ_A_DELIVER, t * 4 + c);
    }
    return m;
}

static int legal(const quetzal_state *s, game_action *out)
{
    int p = s->cur, m = 0;
    switch (s->phase) {
    case QZ_PH_PLACE:
        return legal_place(s, out);
    case QZ_PH_CAMP:
        for (int f = 0; f < QZ_FACES; f++)
            if (s->pool[p][f] > 0)
                out[m++] = QZ_ACTION(QZ_A_REROLL, f);
        out[m++] = QZ_ACTION(QZ_A_STOP, 0);
        return m;
    case QZ_PH_TEMPLE: {
        uint32_t seen = 0;
        for (int i = 0; i < QZ_DISPLAY; i++)
            if (s->display[i] < QZ_KINDS)
                seen |= 1u << s->display[i];
        for (int c = 0; seen; c++, seen >>= 1)
            if (seen & 1)
                out[m++] = QZ_ACTION(QZ_A_PICK, c);
        return m;
    }
    case QZ_PH_MARKET:
        out[m++] = QZ_ACTION(QZ_A_STOP, 0);
        for (int c = 0; c < QZ_KINDS; c++)
            if (s->hand[p][c] > 0)
                out[m++] = QZ_ACTION(QZ_A_SELL, c);
        return m;
    case QZ_PH_VILLAGE:
        for (int i = 0; i < QZ_VILLAGE; i++)
            if (s->village[i] != QZ_NONE)
                out[m++] = QZ_ACTION(QZ_A_UPGRADE, i);
        return m;
    case QZ_PH_DELIVER:
        return legal_deliver(s, out);
    default:
        return 0;
    }
}

int quetzal_legal(const quetzal_state *s, game_action *out)
{
    if (!s || !out)
        return 0;
    return legal(s, out);
}

bool qz_is_legal(const quetzal_state *s, game_action a)
{
    /* a placement is checked by its own conditions, not by listing them all */
    if (s->phase == QZ_PH_PLACE && QZ_AKIND(a) == QZ_A_PLACE && s->cur < s->nplayers) {
        int arg = QZ_AARG(a);
        if (s->placing && QZ_P_SPOT(arg) != s->placing - 1)
            return false;
        return place_ok(s, s->cur, QZ_P_SPOT(arg), QZ_P_N(arg), QZ_P_KIND(arg), QZ_P_CHAR(arg));
    }
    if (s->phase == QZ_PH_PLACE && QZ_AKIND(a) == QZ_A_SPACE && s->cur < s->nplayers)
        return !s->placing && QZ_AARG(a) < QZ_SPOTS &&
               spot_open(s, s->cur, QZ_AARG(a), qz_pool_total(s, s->cur));
    game_action buf[QZ_MAX_ACTIONS];
    int n = legal(s, buf);
    return game_action_in(buf, n, a);
}

static void apply_place_phase(quetzal_state *s, int kind, int arg, qz_sink *k)
{
    int p = s->cur;
    switch (kind) {
    case QZ_A_SPACE:
        s->placing = (uint8_t)(arg + 1);
        break;
    case QZ_A_PLACE:
        s->placing = 0;
        do_place(s, arg, k);
        break;
    case QZ_A_REROLL:
        s->rerolls[p]--;
        reroll(s, p, arg, k);
        break;
    case QZ_A_REROLL_ALL: {
        /* "reroll all": every faced team meeple of the pool once; wild ones
         * and the character are kept (fact sheet 12.5, chosen) */
        s->active[p][QZ_U_REROLL_ALL]--;
        int a = s->pool[p][QZ_ADV], b = s->pool[p][QZ_ARCH], coins = s->coins[p];
        uint8_t kept[QZ_FACES];
        memcpy(kept, s->pool[p], sizeof kept);
        for (int i = 0; i < a; i++)
            reroll(s, p, QZ_ADV, NULL);
        for (int i = 0; i < b; i++)
            reroll(s, p, QZ_ARCH, NULL);
        /* one event for the throw: what the meeples became, not which became
         * what (meeples of one face cannot be told apart) */
        QZ_EMIT(k, QZ_EV_ROLL, p, 0, s->pool[p][QZ_ADV], s->pool[p][QZ_ARCH],
             s->pool[p][QZ_WILD] - kept[QZ_WILD], s->coins[p] - coins, s->coins[p] - coins);
        break;
    }
    case QZ_A_RECALL:
        do_recall(s, arg, k);
        break;
    default:
        break;
    }
}

void qz_apply(quetzal_state *s, game_action a, qz_sink *k)
{
    int kind = QZ_AKIND(a), arg = QZ_AARG(a), p = s->cur;
    switch (s->phase) {
    case QZ_PH_PLACE:
        apply_place_phase(s, kind, arg, k);
        return;
    case QZ_PH_CAMP:
        if (kind == QZ_A_REROLL) {
            reroll(s, p, arg, k);
            s->picks--;
            if (s->picks > 0 && qz_pool_total(s, p) > 0)
                return;
        }
        s->picks = 0;
        end_turn(s, k);
        return;
    case QZ_PH_TEMPLE:
        for (int i = 0; i < QZ_DISPLAY; i++)
            if (s->display[i] == arg) {
                s->display[i] = QZ_NONE;
                break;
            }
        gain_card(s, p, arg, true);
        QZ_EMIT(k, QZ_EV_TAKE, p, 0, arg, 0);
        s->picks--;
        if (s->picks > 0 && display_count(s) > 0)
            return;
        s->picks = 0;
        temple_draws(s, p, k);
        break;
    case QZ_PH_MARKET:
        if (kind == QZ_A_SELL) {
            lose_card(s, p, arg);
            s->coins[p] = (int16_t)(s->coins[p] + QZ_MARKET_COINS);
            QZ_EMIT(k, QZ_EV_MARKET, p, GAME_EVENT_REVEAL, arg, QZ_MARKET_COINS);
        }
        break;
    case QZ_PH_VILLAGE:
        take_upgrade(s, arg, k);
        break;
    case QZ_PH_DELIVER:
        if (kind == QZ_A_DELIVER)
            deliver(s, p, arg / 4, arg % 4, k);
        break;
    default:
        return;
    }
    activation_next(s, k);
}

int quetzal_apply(quetzal_state *s, game_action a)
{
    if (!s)
        return GAME_E_ARG;
    if (s->phase == QZ_PH_OVER)
        return GAME_E_OVER;
    if (!qz_is_legal(s, a))
        return GAME_E_ILLEGAL;
    qz_apply(s, a, NULL);
    return GAME_OK;
}

