/* test_components.c - one test per board component: the 15
 * guardians (overcome cost and boon), the 12 assistants on both sides, the 5
 * camp sites, the 16 site tiles, the 6 idol rewards, the 5 idol-slot effects,
 * the 6 research bonus tiles, the Bird research rows for both tokens, bridge
 * costs, the Lost Temple (arrival order, bonus stack, temple tiles) and a few
 * Snake-side specials (idol bridge, assistant rescue, Dreadful Tales).
 *
 * Expected values are written out from the sources (docs/RULE_READINGS.md),
 * never read from the engine's tables, so a wrong table entry fails here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"

/* ---- local helpers ------------------------------------------------------------ */

/* "coin/compass/tablet/arrowhead/jewel" of player p */
static const char *res_str(const arnak_state *s, int p)
{
    static char b[64];
    const uint16_t *r = s->p[p].res;
    snprintf(b, sizeof b, "%u/%u/%u/%u/%u", r[0], r[1], r[2], r[3], r[4]);
    return b;
}
#define RES(s, p, want) assert_string_equal(res_str((s), (p)), (want))

static int score_of(const arnak_state *s, int p, int category)
{
    arnak_score sc;
    arnak_score_player(s, p, &sc);
    switch (category) {
    case 0: return sc.research;
    case 1: return sc.temple;
    case 2: return sc.idols;
    case 3: return sc.guardians;
    default: return sc.total;
    }
}
enum { SC_RESEARCH, SC_TEMPLE, SC_IDOLS, SC_GUARDIANS };

/* Take every archaeologist of player p back to the player board. */
static void recall(arnak_state *s, int p)
{
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        if (s->space_occ[sp] == p + 1)
            s->space_occ[sp] = 0;
    s->p[p].arch_out = 0;
}

/* Research bonus tiles: sp = research space, or -1 for the Lost Temple stack.
 * Tiles are moved between the box, the spaces and the stack so that the total
 * of 18 tiles still adds up. */
static void clear_tiles(arnak_state *s, int sp)
{
    uint8_t *t = sp < 0 ? s->temple_bonus : s->bonus[sp];
    uint8_t *n = sp < 0 ? &s->temple_bonus_n : &s->bonus_n[sp];
    for (int i = 0; i < *n; i++) {
        s->bonus_box[t[i]]++;
        t[i] = 0;
    }
    *n = 0;
}

static void clear_all_tiles(arnak_state *s)
{
    for (int sp = 0; sp < ARNAK_RSPACES; sp++)
        clear_tiles(s, sp);
}

static void grab_tile(arnak_state *s, int type, int except)
{
    if (s->bonus_box[type]) {
        s->bonus_box[type]--;
        return;
    }
    for (int o = 0; o < ARNAK_RSPACES; o++) {
        if (o == except)
            continue;
        for (int i = 0; i < s->bonus_n[o]; i++)
            if (s->bonus[o][i] == type) {
                memmove(&s->bonus[o][i], &s->bonus[o][i + 1], (size_t)(s->bonus_n[o] - i - 1));
                s->bonus[o][--s->bonus_n[o]] = 0;
                return;
            }
    }
    fail_msg("no bonus tile of type %d available", type);
}

/* Make sp (or the Lost Temple stack, sp = -1) hold exactly the n given tiles. */
static void set_tiles(arnak_state *s, int sp, int n, ...)
{
    clear_tiles(s, sp);
    uint8_t *t = sp < 0 ? s->temple_bonus : s->bonus[sp];
    uint8_t *cnt = sp < 0 ? &s->temple_bonus_n : &s->bonus_n[sp];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++) {
        int type = va_arg(ap, int);
        grab_tile(s, type, sp);
        t[(*cnt)++] = (uint8_t)type;
    }
    va_end(ap);
}

/* `act` is legal with exactly `cost` (coin compass tablet arrowhead jewel) and
 * illegal with any one of them one short; leaves the player to move with
 * exactly cost. */
static void check_cost(arnak_state *s, const char *act, const int cost[RES_N])
{
    int p = arnak_current_player(s);
    for (int r = 0; r < RES_N; r++) {
        if (!cost[r])
            continue;
        int d[RES_N];
        memcpy(d, cost, sizeof d);
        d[r]--;
        th_set_res(s, p, d[0], d[1], d[2], d[3], d[4]);
        if (th_legal(s, act))
            fail_msg("'%s' is legal with one %s short", act, ARNAK_RES_NAMES[r]);
    }
    th_set_res(s, p, cost[0], cost[1], cost[2], cost[3], cost[4]);
    if (!th_legal(s, act)) {
        th_print_options(s);
        fail_msg("'%s' is not legal with its exact cost", act);
    }
}

/* check_cost, then do `act` with exactly that cost. */
static void do_paid(arnak_state *s, const char *act, const int cost[RES_N])
{
    check_cost(s, act, cost);
    th_do(s, act);
}

/* Apply the first legal action (in sorted text order) starting with prefix. */
static void do_first(arnak_state *s, const char *prefix)
{
    char buf[96];
    snprintf(buf, sizeof buf, "%s", th_opts(s, prefix));
    char *bar = strchr(buf, '|');
    if (bar)
        *bar = 0;
    if (!buf[0])
        fail_msg("no legal action starts with '%s'", prefix);
    th_do(s, buf);
}

static int fear_in_play(const arnak_state *s, int p) { return th_play_count(s, p, CARD_FEAR); }

/* ---- guardians ------------------------------------------------------------------- *
 * Site P7 (ship) holds the guardian and player 0's archaeologist (space 12);
 * P5 (car, tile L1-02: coin + arrowhead) and P8 (ship, tile L1-04: compass +
 * arrowhead) are discovered for the travel boons. */

static void guard_setup(arnak_state *s, int g, uint64_t seed)
{
    th_fresh(s, 2, seed);
    th_discover(s, 7, 10, g);
    th_discover(s, 5, 2, 0);
    th_discover(s, 8, 4, 0);
    th_place(s, 0, 12);
    th_set_hand(s, 0, 0);
    th_turn(s, 0);
}

/* After a paid overcome: the guardian is player 0's, worth 5 points. */
static void overcome_done(const arnak_state *s, int g)
{
    assert_int_equal(th_frame(s), FR_POST);
    assert_int_equal(s->p[0].guardians, 1u << (g - 1));
    assert_int_equal(s->p[0].boons_used, 0);
    assert_int_equal(s->site_guardian[7], 0);
    assert_int_equal(s->space_occ[12], 1); /* the archaeologist stays */
    assert_int_equal(score_of(s, 0, SC_GUARDIANS), 5);
    assert_int_equal(score_of(s, 1, SC_GUARDIANS), 0);
    RES(s, 0, "0/0/0/0/0");
}

/* Overcome guardian g (from guard_setup) paying exactly `cost`, nothing else. */
static void overcome_paid(arnak_state *s, int g, const int cost[RES_N], uint64_t seed)
{
    guard_setup(s, g, seed);
    do_paid(s, "overcome P7", cost);
    overcome_done(s, g);
}

/* A travel boon pays one icon once per game. */
static void travel_boon(arnak_state *s, int g, int icon)
{
    char name[8], pay[16];
    snprintf(name, sizeof name, "G%02d", g);
    snprintf(pay, sizeof pay, "pay %s", name);
    recall(s, 0);
    th_set_hand(s, 0, 0);
    th_clear_play(s, 0);
    th_set_res(s, 0, 0, 0, 0, 0, 0);
    th_turn(s, 0);
    assert_false(th_legal(s, name)); /* not a free action */
    assert_int_equal(th_count(s, "boon"), 0);
    assert_int_equal(th_legal(s, "dig P5"), icon != ICON_SHIP);  /* car site */
    assert_int_equal(th_legal(s, "dig P8"), icon != ICON_CAR);   /* ship site */
    int site = icon == ICON_SHIP ? 8 : 5;
    th_do(s, site == 8 ? "dig P8" : "dig P5");
    assert_string_equal(th_opts(s, "pay"), pay);
    th_do(s, pay);
    assert_int_equal(s->p[0].boons_used, 1u << (g - 1));
    assert_int_equal(s->p[0].guardians & (1u << (g - 1)), 1u << (g - 1));
    assert_int_equal(s->space_occ[ak_site_space(site, 0)], 1);
    RES(s, 0, site == 8 ? "0/1/0/1/0" : "1/0/0/1/0");
    assert_int_equal(score_of(s, 0, SC_GUARDIANS), 5 * __builtin_popcount(s->p[0].guardians));
    /* spent: never again */
    recall(s, 0);
    th_turn(s, 0);
    th_set_res(s, 0, 0, 0, 0, 0, 0);
    assert_false(th_legal(s, "dig P5"));
    assert_false(th_legal(s, "dig P8"));
    th_set_hand(s, 0, icon == ICON_SHIP ? CARD_EXPLORE_SHIP : CARD_EXPLORE_CAR, 0);
    th_do(s, site == 8 ? "dig P8" : "dig P5");
    assert_string_equal(th_opts(s, "pay"),
                        icon == ICON_SHIP ? "pay exploration-ship" : "pay exploration-car");
}

/* A free-action exile boon, usable right after the overcome, once per game. */
static void exile_boon(arnak_state *s, int g)
{
    char name[16];
    snprintf(name, sizeof name, "boon G%02d", g);
    assert_int_equal(th_frame(s), FR_POST);
    th_set_hand(s, 0, 0);
    th_clear_play(s, 0);
    assert_false(th_legal(s, name)); /* nothing to exile */
    th_set_hand(s, 0, CARD_FEAR, 0);
    int fear = s->fear_supply;
    th_do(s, name);
    assert_int_equal(th_frame(s), FR_EXILE);
    assert_string_equal(th_opts(s, ""), "exile hand:fear|skip");
    th_do(s, "exile hand:fear");
    assert_int_equal(s->fear_supply, fear + 1);
    assert_int_equal(s->p[0].hand_n, 0);
    assert_int_equal(s->p[0].boons_used, 1u << (g - 1));
    assert_int_equal(th_frame(s), FR_POST);
    th_set_hand(s, 0, CARD_FEAR, 0);
    assert_false(th_legal(s, name));
    th_turn(s, 0);
    assert_false(th_legal(s, name));
    assert_int_equal(score_of(s, 0, SC_GUARDIANS), 5); /* a spent boon still scores */
}

static void guardian_g01(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 1, 101);
    /* needs an archaeologist of one's own on the site */
    s.space_occ[12] = 2;
    s.p[0].arch_out = 0;
    s.p[1].arch_out = 1;
    th_set_res(&s, 0, 1, 1, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7"));
    s.space_occ[12] = 1;
    s.p[0].arch_out = 1;
    s.p[1].arch_out = 0;
    do_paid(&s, "overcome P7", (const int[]){1, 1, 0, 1, 0});
    overcome_done(&s, 1);
    travel_boon(&s, 1, ICON_SHIP);
}

static void guardian_g02(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 2, 102);
    th_set_res(&s, 0, 1, 0, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7")); /* no card to put down */
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_FEAR, 0);
    do_paid(&s, "overcome P7", (const int[]){1, 0, 0, 1, 0});
    assert_int_equal(th_frame(&s), FR_DISCARD);
    assert_string_equal(th_opts(&s, ""), "discard fear|discard funding-car"); /* no skip */
    th_do(&s, "discard funding-car");
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1); /* no effect: no coin */
    overcome_done(&s, 2);
    exile_boon(&s, 2);
}

static void guardian_g03(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 3, 103);
    /* boot + 1 coin + 1 arrowhead; 2 coins cannot hire the pilot: 1 is the cost */
    th_set_res(&s, 0, 2, 0, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7"));
    th_set_res(&s, 0, 3, 0, 0, 1, 0);
    th_do(&s, "overcome P7");
    assert_string_equal(th_opts(&s, ""), "pay pilot");
    th_do(&s, "pay pilot");
    overcome_done(&s, 3);
    /* with a card for the boot */
    guard_setup(&s, 3, 103);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    do_paid(&s, "overcome P7", (const int[]){1, 0, 0, 1, 0});
    assert_string_equal(th_opts(&s, ""), "pay fear");
    th_do(&s, "pay fear");
    assert_int_equal(fear_in_play(&s, 0), 1);
    overcome_done(&s, 3);
    travel_boon(&s, 3, ICON_CAR);
}

static void guardian_g04(void **state)
{
    (void)state;
    arnak_state s;
    overcome_paid(&s, 4, (const int[]){2, 0, 0, 1, 0}, 104);
    travel_boon(&s, 4, ICON_CAR);
}

static void guardian_g05(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 5, 105);
    th_set_res(&s, 0, 0, 0, 1, 1, 0);
    assert_false(th_legal(&s, "overcome P7")); /* no boot */
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, 0);
    do_paid(&s, "overcome P7", (const int[]){0, 0, 1, 1, 0});
    assert_string_equal(th_opts(&s, ""), "pay funding-ship"); /* any icon pays a boot */
    th_do(&s, "pay funding-ship");
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_SHIP), 1);
    overcome_done(&s, 5);
    exile_boon(&s, 5);
}

static void guardian_g06(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 6, 106);
    /* plane + arrowhead: car and ship cards never pay a plane; 2 coins do */
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_SHIP, 0);
    th_set_res(&s, 0, 1, 0, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7"));
    do_paid(&s, "overcome P7", (const int[]){2, 0, 0, 1, 0});
    assert_string_equal(th_opts(&s, ""), "pay pilot");
    th_do(&s, "pay pilot");
    assert_int_equal(s.p[0].hand_n, 2);
    overcome_done(&s, 6);
    exile_boon(&s, 6);
    /* a travel assistant pays the plane too */
    guard_setup(&s, 6, 118);
    th_give_assistant(&s, 0, 7, 0);
    th_set_res(&s, 0, 0, 0, 0, 1, 0);
    th_do(&s, "overcome P7");
    assert_string_equal(th_opts(&s, ""), "pay A07");
    th_do(&s, "pay A07");
    assert_int_equal(s.p[0].asst_tired[0], 1);
    overcome_done(&s, 6);
}

static void guardian_g07(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 7, 107);
    th_set_res(&s, 0, 0, 1, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7")); /* empty hand: no card down */
    th_set_hand(&s, 0, CARD_EXPLORE_SHIP, 0);
    do_paid(&s, "overcome P7", (const int[]){0, 1, 0, 1, 0});
    assert_string_equal(th_opts(&s, ""), "discard exploration-ship");
    th_do(&s, "discard exploration-ship");
    overcome_done(&s, 7); /* the discarded Exploration gave no compass */
    /* boon: draw 1 card, once */
    int deck = s.p[0].deck_n;
    assert_true(deck > 0);
    th_do(&s, "boon G07");
    assert_string_equal(th_opts(&s, ""), "draw 0|draw 1");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(s.p[0].deck_n, deck - 1);
    assert_int_equal(s.p[0].boons_used, 1u << 6);
    assert_false(th_legal(&s, "boon G07"));
    th_turn(&s, 0);
    assert_false(th_legal(&s, "boon G07"));
}

static void guardian_g08(void **state)
{
    (void)state;
    arnak_state s;
    overcome_paid(&s, 8, (const int[]){4, 0, 0, 0, 0}, 108);
    /* boon: upgrade 1 resource, once; needs something to upgrade */
    assert_false(th_legal(&s, "boon G08"));
    th_set_res(&s, 0, 0, 0, 1, 1, 0);
    th_do(&s, "boon G08");
    assert_string_equal(th_opts(&s, ""), "arrowhead-to-jewel|skip|tablet-to-arrowhead");
    th_do(&s, "arrowhead-to-jewel");
    RES(&s, 0, "0/0/1/0/1");
    assert_int_equal(s.p[0].boons_used, 1u << 7);
    assert_false(th_legal(&s, "boon G08"));
}

/* G09 / G10: one travel icon + 1 arrowhead, where only the card with the
 * matching icon pays the travel (`wrong` alone never does); the boon is a
 * travel icon of the other kind. */
static void overcome_with_card(int g, int wrong, int right, const char *pay, int boon_icon,
                               uint64_t seed)
{
    arnak_state s;
    guard_setup(&s, g, seed);
    th_set_hand(&s, 0, wrong, 0);
    th_set_res(&s, 0, 0, 0, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7"));
    th_set_hand(&s, 0, wrong, right, 0);
    do_paid(&s, "overcome P7", (const int[]){0, 0, 0, 1, 0});
    assert_string_equal(th_opts(&s, ""), pay);
    th_do(&s, pay);
    overcome_done(&s, g);
    travel_boon(&s, g, boon_icon);
}

static void guardian_g09(void **state)
{
    (void)state;
    /* a ship: a car never pays it */
    overcome_with_card(9, CARD_FUNDING_CAR, CARD_FUNDING_SHIP, "pay funding-ship", ICON_CAR, 109);
}

static void guardian_g10(void **state)
{
    (void)state;
    /* a car: a ship never pays it */
    overcome_with_card(10, CARD_EXPLORE_SHIP, CARD_EXPLORE_CAR, "pay exploration-car", ICON_SHIP,
                       110);
}

static void guardian_g11(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 11, 111);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    assert_false(th_legal(&s, "overcome P7")); /* 2 boots: one card is not enough */
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, 0);
    do_paid(&s, "overcome P7", (const int[]){0, 1, 0, 0, 0});
    assert_string_equal(th_opts(&s, ""), "pay fear+fear");
    th_do(&s, "pay fear+fear");
    assert_int_equal(fear_in_play(&s, 0), 2);
    overcome_done(&s, 11);
    exile_boon(&s, 11);
    /* a two-icon card pays both boots; 4 coins hire two pilots */
    guard_setup(&s, 11, 116);
    th_set_hand(&s, 0, CARD_ITEM(1), 0); /* sea-turtle: ship + ship */
    th_set_res(&s, 0, 0, 1, 0, 0, 0);
    th_do(&s, "overcome P7");
    assert_string_equal(th_opts(&s, ""), "pay sea-turtle");
    th_do(&s, "pay sea-turtle");
    overcome_done(&s, 11);
    guard_setup(&s, 11, 117);
    th_set_res(&s, 0, 3, 1, 0, 0, 0);
    assert_false(th_legal(&s, "overcome P7"));
    th_set_res(&s, 0, 4, 1, 0, 0, 0);
    th_do(&s, "overcome P7");
    assert_string_equal(th_opts(&s, ""), "pay pilot+pilot");
    th_do(&s, "pay pilot+pilot");
    overcome_done(&s, 11);
}

static void guardian_g12(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 12, 112);
    th_set_res(&s, 0, 0, 0, 0, 0, 1);
    assert_false(th_legal(&s, "overcome P7"));
    th_set_hand(&s, 0, CARD_EXPLORE_CAR, 0);
    do_paid(&s, "overcome P7", (const int[]){0, 0, 0, 0, 1});
    assert_string_equal(th_opts(&s, ""), "pay exploration-car");
    th_do(&s, "pay exploration-car");
    overcome_done(&s, 12);
    travel_boon(&s, 12, ICON_PLANE);
}

static void guardian_g13(void **state)
{
    (void)state;
    arnak_state s;
    overcome_paid(&s, 13, (const int[]){0, 0, 3, 0, 0}, 113);
    travel_boon(&s, 13, ICON_PLANE);
}

static void guardian_g14(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 14, 114);
    th_set_res(&s, 0, 0, 0, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7")); /* no plane */
    /* another guardian's plane boon pays the plane */
    th_give_guardian(&s, 0, 13);
    do_paid(&s, "overcome P7", (const int[]){0, 0, 0, 1, 0});
    assert_string_equal(th_opts(&s, ""), "pay G13");
    th_do(&s, "pay G13");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].guardians, (1u << 13) | (1u << 12));
    assert_int_equal(s.p[0].boons_used, 1u << 12);
    assert_int_equal(s.site_guardian[7], 0);
    assert_int_equal(score_of(&s, 0, SC_GUARDIANS), 10);
    RES(&s, 0, "0/0/0/0/0");
    /* boon: exile */
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_do(&s, "boon G14");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.p[0].boons_used, (1u << 12) | (1u << 13));
    assert_false(th_legal(&s, "boon G14"));
}

static void guardian_g15(void **state)
{
    (void)state;
    arnak_state s;
    overcome_paid(&s, 15, (const int[]){0, 2, 0, 1, 0}, 115);
    travel_boon(&s, 15, ICON_SHIP);
}

/* ---- assistants ----------------------------------------------------------------- *
 * Player 0 holds one assistant in square 0, an empty hand, no resources.
 * Discovered: P5 (car, L1-02), P7 (ship, L1-10: jewel), P13 (car+car, L2-01:
 * 2 compasses + jewel), P16 (ship+ship, L2-02: coin compass tablet arrowhead). */

static void asst_setup(arnak_state *s, int id, int gold, uint64_t seed)
{
    th_fresh(s, 2, seed);
    th_discover(s, 5, 2, 0);
    th_discover(s, 7, 10, 0);
    th_discover(s, 13, 11, 0);
    th_discover(s, 16, 12, 0);
    th_give_assistant(s, 0, id, gold);
    th_set_hand(s, 0, 0);
    th_turn(s, 0);
}

/* Used as a free action: exhausted, not offered again, the main action unused. */
static void asst_spent(const arnak_state *s, const char *name)
{
    assert_int_equal(s->p[0].asst_tired[0], 1);
    assert_false(th_legal(s, name));
    assert_int_equal(th_frame(s), FR_TURN);
    assert_int_equal(s->main_done, 0);
}

static void asst_simple(int id, int gold, const char *want, uint64_t seed)
{
    arnak_state s;
    char name[24];
    snprintf(name, sizeof name, "assistant A%02d", id);
    asst_setup(&s, id, gold, seed);
    th_do(&s, name);
    RES(&s, 0, want);
    asst_spent(&s, name);
}

static void assistant_a01_silver(void **state)
{
    (void)state;
    asst_simple(1, 0, "2/0/0/0/0", 201);
}

static void assistant_a01_gold(void **state)
{
    (void)state;
    asst_simple(1, 1, "3/0/0/0/0", 202);
}

/* Exhausted until the end of the round refreshes it. */
static void assistant_refreshes_at_end_of_round(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 1, 0, 203);
    th_do(&s, "assistant A01");
    assert_int_equal(s.p[0].asst_tired[0], 1);
    th_do(&s, "pass");
    assert_int_equal(arnak_current_player(&s), 1);
    th_do(&s, "pass");
    while (th_frame(&s) == FR_KEEP)
        th_do(&s, "keep");
    assert_int_equal(s.round, 2);
    assert_int_equal(s.p[0].asst_tired[0], 0);
    th_turn(&s, 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    th_do(&s, "assistant A01");
    RES(&s, 0, "2/0/0/0/0");
}

static void assistant_a02_silver(void **state)
{
    (void)state;
    asst_simple(2, 0, "0/0/1/0/0", 204);
}

static void assistant_a02_gold(void **state)
{
    (void)state;
    asst_simple(2, 1, "1/0/1/0/0", 205);
}

static void assistant_a03_silver(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 3, 0, 206);
    /* pay a boot-capable travel icon: nothing in hand, 1 coin -> not usable */
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    assert_false(th_legal(&s, "assistant A03"));
    /* 2 coins hire a pilot */
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    assert_true(th_legal(&s, "assistant A03"));
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_do(&s, "assistant A03");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    assert_string_equal(th_opts(&s, ""), "pay fear|skip");
    th_do(&s, "pay fear");
    RES(&s, 0, "0/0/0/1/0");
    assert_int_equal(fear_in_play(&s, 0), 1);
    asst_spent(&s, "assistant A03");
    /* a travel assistant in the other square pays the boot */
    asst_setup(&s, 3, 0, 237);
    th_give_assistant(&s, 0, 7, 0);
    th_do(&s, "assistant A03");
    assert_string_equal(th_opts(&s, ""), "pay A07|skip");
    th_do(&s, "pay A07");
    RES(&s, 0, "0/0/0/1/0");
    assert_int_equal(s.p[0].asst_tired[1], 1);
    asst_spent(&s, "assistant A03");
    /* declining the cost: exhausted, no arrowhead */
    asst_setup(&s, 3, 0, 207);
    th_set_hand(&s, 0, CARD_EXPLORE_SHIP, 0);
    th_do(&s, "assistant A03");
    th_do(&s, "skip");
    RES(&s, 0, "0/0/0/0/0");
    assert_int_equal(s.p[0].hand_n, 1);
    asst_spent(&s, "assistant A03");
}

static void assistant_a03_gold(void **state)
{
    (void)state;
    asst_simple(3, 1, "0/0/0/1/0", 208); /* no travel cost, empty hand */
}

static void assistant_a04_silver(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 4, 0, 209);
    assert_false(th_legal(&s, "assistant A04")); /* no coin */
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    th_do(&s, "assistant A04");
    assert_string_equal(th_opts(&s, ""), "skip|yes");
    th_do(&s, "yes");
    RES(&s, 0, "0/0/0/1/0");
    asst_spent(&s, "assistant A04");
}

static void assistant_a04_gold(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 4, 1, 210);
    assert_false(th_legal(&s, "assistant A04"));
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    arnak_state t = s;
    th_do(&s, "assistant A04");
    th_do(&s, "yes");
    assert_string_equal(th_opts(&s, ""), "choose arrowhead|choose jewel");
    th_do(&s, "choose jewel");
    RES(&s, 0, "0/0/0/0/1");
    asst_spent(&s, "assistant A04");
    th_do(&t, "assistant A04");
    th_do(&t, "yes");
    th_do(&t, "choose arrowhead");
    RES(&t, 0, "0/0/0/1/0");
    asst_spent(&t, "assistant A04");
}

static void assistant_a05_silver(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 5, 0, 211);
    th_clear_play(&s, 0);
    assert_false(th_legal(&s, "assistant A05")); /* nothing to exile */
    th_set_hand(&s, 0, CARD_FEAR, 0);
    int fear = s.fear_supply;
    th_do(&s, "assistant A05");
    assert_string_equal(th_opts(&s, ""), "exile hand:fear|skip");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, fear + 1);
    assert_int_equal(s.p[0].hand_n, 0);
    RES(&s, 0, "0/0/0/0/0");
    asst_spent(&s, "assistant A05");
}

static void assistant_a05_gold(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 5, 1, 212);
    th_clear_play(&s, 0);
    th_do(&s, "assistant A05"); /* usable for the compass alone */
    RES(&s, 0, "0/1/0/0/0");
    asst_spent(&s, "assistant A05");
    asst_setup(&s, 5, 1, 213);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_do(&s, "assistant A05");
    assert_string_equal(th_opts(&s, ""), "exile hand:funding-car|skip");
    th_do(&s, "exile hand:funding-car");
    RES(&s, 0, "0/1/0/0/0");
    assert_int_equal(s.basic_exiled[CARD_FUNDING_CAR - 1], 1);
    asst_spent(&s, "assistant A05");
}

static void assistant_a06_silver(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 6, 0, 214);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_give(&s, 0, TH_DECK_TOP, CARD_EXPLORE_SHIP);
    int deck = s.p[0].deck_n;
    th_do(&s, "assistant A06");
    assert_string_equal(th_opts(&s, ""), "draw 0|draw 1");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].deck_n, deck - 1);
    assert_int_equal(th_hand_count(&s, 0, CARD_EXPLORE_SHIP), 1);
    /* then a card down, not optional */
    assert_string_equal(th_opts(&s, ""), "discard exploration-ship|discard funding-car");
    th_do(&s, "discard funding-car");
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(s.p[0].hand_n, 1);
    RES(&s, 0, "0/0/0/0/0"); /* no effect from the card put down */
    asst_spent(&s, "assistant A06");
}

static void assistant_a06_gold(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 6, 1, 215);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    int deck = s.p[0].deck_n;
    th_do(&s, "assistant A06");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].deck_n, deck - 1);
    assert_int_equal(s.p[0].hand_n, 2);
    assert_int_equal(s.p[0].play_n, 0);
    asst_spent(&s, "assistant A06");
}

/* A07-A09: the free action, or the travel icon(s) when paying. */
static void asst_travel(int id, int gold, const char *gain, const char *dig_ok, const char *dig_no,
                        const char *after_dig, uint64_t seed)
{
    arnak_state s;
    char name[24], pay[16];
    snprintf(name, sizeof name, "assistant A%02d", id);
    snprintf(pay, sizeof pay, "pay A%02d", id);
    asst_simple(id, gold, gain, seed);
    asst_setup(&s, id, gold, seed + 1);
    if (dig_no)
        assert_false(th_legal(&s, dig_no));
    th_do(&s, dig_ok);
    assert_string_equal(th_opts(&s, "pay"), pay);
    th_do(&s, pay);
    assert_int_equal(s.p[0].asst_tired[0], 1);
    RES(&s, 0, after_dig); /* the site's tile only: no free-action gain */
    assert_int_equal(th_frame(&s), FR_POST);
    assert_false(th_legal(&s, name));
    recall(&s, 0);
    th_turn(&s, 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    assert_false(th_legal(&s, dig_ok)); /* exhausted: no icon */
}

static void assistant_a07_silver(void **state)
{
    (void)state;
    asst_travel(7, 0, "1/0/0/0/0", "dig P7", "dig P13", "0/0/0/0/1", 216); /* 1 plane */
}

static void assistant_a07_gold(void **state)
{
    (void)state;
    asst_travel(7, 1, "2/0/0/0/0", "dig P16", NULL, "1/1/1/1/0", 218); /* 2 planes */
    arnak_state s;
    asst_setup(&s, 7, 1, 219);
    th_do(&s, "dig P13"); /* two planes pay car + car too */
    assert_string_equal(th_opts(&s, "pay"), "pay A07");
}

static void assistant_a08_silver(void **state)
{
    (void)state;
    asst_travel(8, 0, "0/1/0/0/0", "dig P5", "dig P7", "1/0/0/1/0", 220); /* 1 car */
}

static void assistant_a08_gold(void **state)
{
    (void)state;
    asst_travel(8, 1, "1/1/0/0/0", "dig P13", "dig P16", "0/2/0/0/1", 222); /* 2 cars */
}

static void assistant_a09_silver(void **state)
{
    (void)state;
    asst_travel(9, 0, "0/1/0/0/0", "dig P7", "dig P5", "0/0/0/0/1", 224); /* 1 ship */
}

static void assistant_a09_gold(void **state)
{
    (void)state;
    asst_travel(9, 1, "1/1/0/0/0", "dig P16", "dig P13", "1/1/1/1/0", 226); /* 2 ships */
}

/* A10: a main action, buying from the row with a discount. Row: war-mask
 * (artifact, 3 compasses) and five items costing 4 coins. */
static void a10_row(arnak_state *s)
{
    th_set_row(s, 0, CARD_ART(3));   /* war-mask 3 */
    th_set_row(s, 1, CARD_ITEM(3));  /* pack-donkey 4 */
    th_set_row(s, 2, CARD_ITEM(4));  /* horse 4 */
    th_set_row(s, 3, CARD_ITEM(17)); /* binoculars 4 */
    th_set_row(s, 4, CARD_ITEM(18)); /* tent 4 */
    th_set_row(s, 5, CARD_ITEM(27)); /* machete 4 */
}

static void assistant_a10(int gold, uint64_t seed)
{
    arnak_state s;
    int d = gold ? 2 : 1;
    asst_setup(&s, 10, gold, seed);
    a10_row(&s);
    th_set_res(&s, 0, 3 - d, 2 - d, 0, 0, 0);
    assert_false(th_legal(&s, "assistant A10")); /* nothing affordable */
    th_set_res(&s, 0, 4 - d, 3 - d, 0, 0, 0);
    assert_int_equal(th_count(&s, "buy "), 0); /* without it: too expensive */
    arnak_state t = s;
    th_do(&s, "assistant A10");
    assert_int_equal(th_frame(&s), FR_BUY);
    assert_string_equal(
        th_opts(&s, "buy "),
        "buy binoculars|buy horse|buy machete|buy pack-donkey|buy tent|buy war-mask");
    th_do(&s, "buy horse");
    RES(&s, 0, gold ? "0/1/0/0/0" : "0/2/0/0/0");
    assert_int_equal(s.p[0].cards[0], CARD_ITEM(4)); /* bottom of the deck */
    assert_int_equal(s.p[0].asst_tired[0], 1);
    assert_int_equal(th_frame(&s), FR_POST); /* it was the main action */
    assert_int_equal(s.main_done, 1);
    /* the artifact: compass discount */
    th_do(&t, "assistant A10");
    th_do(&t, "buy war-mask");
    assert_int_equal(th_frame(&t), FR_BOUGHT_ART);
    th_do(&t, "skip");
    RES(&t, 0, gold ? "2/0/0/0/0" : "3/0/0/0/0");
    assert_int_equal(th_play_count(&t, 0, CARD_ART(3)), 1);
    /* not a free action after the main action */
    asst_setup(&s, 10, gold, seed + 1);
    a10_row(&s);
    th_set_res(&s, 0, 9, 9, 0, 0, 0);
    th_do(&s, "buy horse");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_false(th_legal(&s, "assistant A10"));
}

static void assistant_a10_silver(void **state)
{
    (void)state;
    assistant_a10(0, 228);
}

static void assistant_a10_gold(void **state)
{
    (void)state;
    assistant_a10(1, 230);
}

static void assistant_a11_silver(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 11, 0, 232);
    assert_false(th_legal(&s, "assistant A11")); /* nothing to upgrade */
    th_set_res(&s, 0, 0, 0, 1, 0, 0);
    th_do(&s, "assistant A11");
    assert_string_equal(th_opts(&s, ""), "skip|tablet-to-arrowhead");
    th_do(&s, "tablet-to-arrowhead");
    RES(&s, 0, "0/0/0/1/0");
    asst_spent(&s, "assistant A11");
}

static void assistant_a11_gold(void **state)
{
    (void)state;
    arnak_state s;
    asst_setup(&s, 11, 1, 233);
    th_do(&s, "assistant A11"); /* the compass alone */
    RES(&s, 0, "0/1/0/0/0");
    asst_spent(&s, "assistant A11");
    asst_setup(&s, 11, 1, 234);
    th_set_res(&s, 0, 0, 0, 0, 1, 0);
    th_do(&s, "assistant A11");
    assert_string_equal(th_opts(&s, ""), "arrowhead-to-jewel|skip");
    th_do(&s, "arrowhead-to-jewel");
    RES(&s, 0, "0/1/0/0/1");
    asst_spent(&s, "assistant A11");
}

static void assistant_a12_silver(void **state)
{
    (void)state;
    asst_simple(12, 0, "0/1/0/0/0", 235);
}

static void assistant_a12_gold(void **state)
{
    (void)state;
    asst_simple(12, 1, "0/2/0/0/0", 236);
}

/* ---- camp sites --------------------------------------------------------------------- */

static void camp_dig(arnak_state *s, int site, uint64_t seed)
{
    char dig[16];
    snprintf(dig, sizeof dig, "dig P%d", site);
    th_fresh(s, 2, seed);
    th_set_hand(s, 0, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_turn(s, 0);
    th_do(s, dig);
    assert_string_equal(th_opts(s, ""), "pay fear|pay funding-car"); /* 1 boot */
    th_do(s, "pay fear");
    assert_int_equal(s->space_occ[2 * site], 1);
    assert_int_equal(s->p[0].arch_out, 1);
}

/* A camp with a plain gain: exactly `want`, the main action used. */
static void camp_simple(int site, const char *want, uint64_t seed)
{
    arnak_state s;
    camp_dig(&s, site, seed);
    RES(&s, 0, want);
    assert_int_equal(th_frame(&s), FR_POST);
}

static void camp_p0(void **state)
{
    (void)state;
    camp_simple(0, "2/0/0/0/0", 301);
}

static void camp_p1(void **state)
{
    (void)state;
    camp_simple(1, "0/2/0/0/0", 302);
}

static void camp_p2(void **state)
{
    (void)state;
    camp_simple(2, "0/0/2/0/0", 303);
}

static void camp_p3(void **state)
{
    (void)state;
    camp_simple(3, "0/0/0/1/0", 304);
}

static void camp_p4(void **state)
{
    (void)state;
    arnak_state s;
    camp_dig(&s, 4, 305);
    /* optional card down -> 1 jewel */
    assert_int_equal(th_frame(&s), FR_PAY_DISCARD);
    assert_string_equal(th_opts(&s, ""), "discard funding-car|skip");
    arnak_state t = s;
    th_do(&s, "discard funding-car");
    RES(&s, 0, "0/0/0/0/1"); /* the card gives no coin */
    assert_int_equal(th_play_count(&s, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(s.p[0].hand_n, 0);
    assert_int_equal(th_frame(&s), FR_POST);
    th_do(&t, "skip");
    RES(&t, 0, "0/0/0/0/0");
    assert_int_equal(th_hand_count(&t, 0, CARD_FUNDING_CAR), 1);
    assert_int_equal(th_frame(&t), FR_POST);
    /* with an empty hand after paying: no decision, no jewel */
    th_fresh(&s, 2, 306);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P4");
    th_do(&s, "pay fear");
    RES(&s, 0, "0/0/0/0/0");
    assert_int_equal(th_frame(&s), FR_POST);
}

/* ---- site tiles ---------------------------------------------------------------------- *
 * A level-I tile on P5 (car), a level-II tile on P13 (car + car); dig there. */

static void tile_dig(arnak_state *s, int tile, uint64_t seed)
{
    th_fresh(s, 2, seed);
    int site = tile <= 10 ? 5 : 13;
    th_discover(s, site, tile, 0);
    th_set_hand(s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_CAR, 0);
    th_turn(s, 0);
    if (site == 5) {
        th_do(s, "dig P5");
        th_do(s, "pay funding-car");
        assert_int_equal(s->p[0].hand_n, 1);
    } else {
        th_do(s, "dig P13");
        assert_string_equal(th_opts(s, "pay"), "pay funding-car+exploration-car");
        th_do(s, "pay funding-car+exploration-car");
        assert_int_equal(s->p[0].hand_n, 0);
    }
    assert_int_equal(s->space_occ[ak_site_space(site, 0)], 1);
}

/* The tile's effect: resources `want`, optionally a draw, optionally a Fear card. */
static void tile_test(int tile, const char *want, int draw, int fear, uint64_t seed)
{
    arnak_state s;
    tile_dig(&s, tile, seed);
    int hand = s.p[0].hand_n, deck = s.p[0].deck_n;
    if (draw) {
        assert_int_equal(th_frame(&s), FR_DRAW);
        assert_string_equal(th_opts(&s, ""), "draw 0|draw 1");
        th_do(&s, "draw 1");
        assert_int_equal(s.p[0].hand_n, hand + 1);
        assert_int_equal(s.p[0].deck_n, deck - 1);
    }
    assert_int_equal(th_frame(&s), FR_POST);
    RES(&s, 0, want);
    assert_int_equal(s.fear_supply, 19 - 2 * 2 - fear);
    assert_int_equal(fear_in_play(&s, 0), fear); /* Fear goes to the play area */
    assert_int_equal(th_hand_count(&s, 0, CARD_FEAR) + th_deck_count(&s, 0, CARD_FEAR), 2);
}

static void tile_l1_01(void **state)
{
    (void)state;
    arnak_state s;
    tile_dig(&s, 1, 401);
    th_set_row(&s, 0, CARD_ART(3));
    th_set_row(&s, 1, CARD_ITEM(32)); /* hat */
    th_set_row(&s, 2, CARD_ITEM(3));  /* pack-donkey */
    th_set_row(&s, 3, CARD_ITEM(12)); /* aeroplane */
    th_set_row(&s, 4, CARD_ITEM(24)); /* rough-map */
    th_set_row(&s, 5, CARD_ITEM(22)); /* carrier-pigeon */
    assert_string_equal(th_opts(&s, ""), "choose 2-compasses|choose free-item");
    arnak_state t = s;
    th_do(&s, "choose 2-compasses");
    RES(&s, 0, "0/2/0/0/0");
    assert_int_equal(th_frame(&s), FR_POST);
    /* any item of the row for free (no artifact), to the bottom of the deck */
    th_do(&t, "choose free-item");
    assert_string_equal(th_opts(&t, "buy "),
                        "buy aeroplane|buy carrier-pigeon|buy hat|buy pack-donkey|buy rough-map");
    assert_true(th_legal(&t, "skip"));
    th_do(&t, "buy aeroplane");
    RES(&t, 0, "0/0/0/0/0");
    assert_int_equal(t.p[0].cards[0], CARD_ITEM(12));
    assert_int_equal(t.row[3], 0);
    assert_int_equal(th_frame(&t), FR_POST);
}

static void tile_l1_02(void **state) { (void)state; tile_test(2, "1/0/0/1/0", 0, 0, 402); }
static void tile_l1_03(void **state) { (void)state; tile_test(3, "1/0/1/0/0", 1, 0, 403); }
static void tile_l1_04(void **state) { (void)state; tile_test(4, "0/1/0/1/0", 0, 0, 404); }
static void tile_l1_05(void **state) { (void)state; tile_test(5, "1/0/2/0/0", 0, 0, 405); }
static void tile_l1_06(void **state) { (void)state; tile_test(6, "0/0/1/1/0", 0, 0, 406); }
static void tile_l1_07(void **state) { (void)state; tile_test(7, "0/0/0/1/0", 1, 0, 407); }
static void tile_l1_08(void **state) { (void)state; tile_test(8, "0/0/1/0/1", 0, 1, 408); }
static void tile_l1_09(void **state) { (void)state; tile_test(9, "0/1/0/0/1", 0, 1, 409); }
static void tile_l1_10(void **state) { (void)state; tile_test(10, "0/0/0/0/1", 0, 0, 410); }
static void tile_l2_01(void **state) { (void)state; tile_test(11, "0/2/0/0/1", 0, 0, 411); }
static void tile_l2_02(void **state) { (void)state; tile_test(12, "1/1/1/1/0", 0, 0, 412); }
static void tile_l2_03(void **state) { (void)state; tile_test(13, "0/0/0/1/1", 0, 0, 413); }
static void tile_l2_04(void **state) { (void)state; tile_test(14, "0/0/1/0/1", 1, 0, 414); }
static void tile_l2_05(void **state) { (void)state; tile_test(15, "0/0/2/0/1", 0, 0, 415); }
static void tile_l2_06(void **state) { (void)state; tile_test(16, "0/0/2/2/0", 0, 1, 416); }

/* A tile also acts when its site is discovered (L2-06 on P16: 2 idols, one reward). */
static void tile_acts_on_discovery(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 417);
    th_tile_on_top(&s, 16);
    th_guardian_on_top(&s, 4);
    s.site_idol[16] = IDOL_COIN;
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, CARD_EXPLORE_SHIP, 0);
    th_set_res(&s, 0, 0, 6, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "discover P16");
    th_do(&s, "pay funding-ship+exploration-ship");
    RES(&s, 0, "1/0/2/2/0");
    assert_int_equal(fear_in_play(&s, 0), 1);
    assert_int_equal(s.p[0].idols, 2);
    assert_int_equal(s.site_tile[16], 16);
    assert_int_equal(s.site_guardian[16], 4);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* ---- idol discovery rewards -----------------------------------------------------------
 * Discover P5 (car; tile L1-10: 1 jewel; guardian G04) with the idol's reward set. */

static void idol_discover(arnak_state *s, int reward, uint64_t seed)
{
    th_fresh(s, 2, seed);
    s->site_idol[5] = (uint8_t)reward;
    th_tile_on_top(s, 10);
    th_guardian_on_top(s, 4);
    th_set_hand(s, 0, CARD_FUNDING_CAR, CARD_FEAR, 0);
    th_set_res(s, 0, 0, 3, 0, 0, 0);
    th_turn(s, 0);
    th_do(s, "discover P5");
    th_do(s, "pay funding-car");
    assert_int_equal(s->p[0].idols, 1);
    assert_int_equal(s->site_idol[5], 0);
}

static void idol_done(const arnak_state *s, const char *want)
{
    assert_int_equal(th_frame(s), FR_POST);
    RES(s, 0, want); /* the reward + the tile's jewel */
    assert_int_equal(s->site_guardian[5], 4);
    assert_int_equal(s->p[0].idols, 1);
    assert_int_equal(score_of(s, 0, SC_IDOLS), 3 + 10);
}

/* A resource reward: exactly `want` (with the tile's jewel). */
static void idol_reward_simple(int reward, const char *want, uint64_t seed)
{
    arnak_state s;
    idol_discover(&s, reward, seed);
    idol_done(&s, want);
}

static void idol_reward_coin(void **state)
{
    (void)state;
    idol_reward_simple(IDOL_COIN, "1/0/0/0/1", 501);
}

static void idol_reward_compass(void **state)
{
    (void)state;
    idol_reward_simple(IDOL_COMPASS, "0/1/0/0/1", 502);
}

static void idol_reward_tablet(void **state)
{
    (void)state;
    idol_reward_simple(IDOL_TABLET, "0/0/1/0/1", 503);
}

static void idol_reward_exile(void **state)
{
    (void)state;
    arnak_state s;
    idol_discover(&s, IDOL_EXILE, 504);
    assert_int_equal(th_frame(&s), FR_EXILE);
    assert_string_equal(th_opts(&s, ""), "exile hand:fear|exile play:funding-car|skip");
    int fear = s.fear_supply;
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, fear + 1);
    assert_int_equal(s.p[0].hand_n, 0);
    idol_done(&s, "0/0/0/0/1");
}

static void idol_reward_upgrade(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 505);
    s.site_idol[5] = IDOL_UPGRADE;
    th_tile_on_top(&s, 10);
    th_guardian_on_top(&s, 4);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 3, 1, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "discover P5");
    th_do(&s, "pay funding-car");
    assert_int_equal(th_frame(&s), FR_UPGRADE);
    assert_string_equal(th_opts(&s, ""), "skip|tablet-to-arrowhead");
    th_do(&s, "tablet-to-arrowhead");
    idol_done(&s, "0/0/0/1/1");
}

static void idol_reward_refresh(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 506);
    th_give_assistant(&s, 0, 12, 0);
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].asst_tired[1] = 1;
    s.site_idol[5] = IDOL_REFRESH;
    th_tile_on_top(&s, 10);
    th_guardian_on_top(&s, 4);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "discover P5");
    th_do(&s, "pay funding-car");
    assert_int_equal(th_frame(&s), FR_REFRESH);
    assert_string_equal(th_opts(&s, ""), "refresh A01"); /* only the exhausted one */
    th_do(&s, "refresh A01");
    assert_int_equal(s.p[0].asst_tired[1], 0);
    idol_done(&s, "0/0/0/0/1");
    th_do(&s, "assistant A01");
    RES(&s, 0, "2/0/0/0/1");
    /* nothing exhausted: no decision */
    idol_discover(&s, IDOL_REFRESH, 507);
    idol_done(&s, "0/0/0/0/1");
}

/* ---- idol slots ----------------------------------------------------------------------- */

static void slot_setup(arnak_state *s, int idols, uint64_t seed)
{
    th_fresh(s, 2, seed);
    th_give_idols(s, 0, idols, 0);
    th_set_hand(s, 0, 0);
    th_turn(s, 0);
}

/* One idol placed: the leftmost slot is filled (1 point gone), free action. */
static void slot_done(const arnak_state *s, int idols_left, int slots)
{
    assert_int_equal(s->p[0].idols, idols_left);
    assert_int_equal(s->p[0].idol_slots, slots);
    int empty = 0;
    for (int i = slots; i < 4; i++)
        empty += i + 1;
    assert_int_equal(score_of(s, 0, SC_IDOLS), 3 * (idols_left + slots) + empty);
    assert_int_equal(th_frame(s), FR_TURN);
    assert_int_equal(s->main_done, 0);
}

static void idol_slot_coin_for_jewel(void **state)
{
    (void)state;
    arnak_state s;
    slot_setup(&s, 1, 601);
    assert_int_equal(score_of(&s, 0, SC_IDOLS), 3 + 10);
    assert_false(th_legal(&s, "idol coin-for-jewel")); /* needs a coin */
    assert_string_equal(th_opts(&s, "idol"),
                        "idol 2-tablets|idol arrowhead|idol card|idol coin+compass");
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    th_do(&s, "idol coin-for-jewel");
    assert_string_equal(th_opts(&s, ""), "skip|yes");
    th_do(&s, "yes");
    RES(&s, 0, "0/0/0/0/1");
    slot_done(&s, 0, 1);
    assert_int_equal(score_of(&s, 0, SC_IDOLS), 3 + 2 + 3 + 4);
    assert_int_equal(th_count(&s, "idol"), 0); /* no idol left in the crates */
}

static void idol_slot_arrowhead(void **state)
{
    (void)state;
    arnak_state s;
    slot_setup(&s, 2, 602);
    th_do(&s, "idol arrowhead");
    RES(&s, 0, "0/0/0/1/0");
    slot_done(&s, 1, 1);
    /* the same effect again in the next slot */
    th_do(&s, "idol arrowhead");
    RES(&s, 0, "0/0/0/2/0");
    slot_done(&s, 0, 2);
    assert_int_equal(score_of(&s, 0, SC_IDOLS), 6 + 3 + 4);
}

/* One idol into the first slot for a plain gain: exactly `want`. */
static void idol_slot_simple(const char *act, const char *want, uint64_t seed)
{
    arnak_state s;
    slot_setup(&s, 1, seed);
    th_do(&s, act);
    RES(&s, 0, want);
    slot_done(&s, 0, 1);
}

static void idol_slot_two_tablets(void **state)
{
    (void)state;
    idol_slot_simple("idol 2-tablets", "0/0/2/0/0", 603);
}

static void idol_slot_coin_compass(void **state)
{
    (void)state;
    idol_slot_simple("idol coin+compass", "1/1/0/0/0", 604);
}

static void idol_slot_card(void **state)
{
    (void)state;
    arnak_state s;
    slot_setup(&s, 1, 605);
    int deck = s.p[0].deck_n;
    th_do(&s, "idol card");
    assert_string_equal(th_opts(&s, ""), "draw 0|draw 1");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(s.p[0].deck_n, deck - 1);
    RES(&s, 0, "0/0/0/0/0");
    slot_done(&s, 0, 1);
    /* with an empty deck the card slot is not offered */
    slot_setup(&s, 1, 606);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_deck_to_play(&s, 0);
    assert_false(th_legal(&s, "idol card"));
    assert_true(th_legal(&s, "idol arrowhead"));
}

/* Four slots at most; scoring of the empty slots 1..4 left to right. */
static void idol_slots_fill_left_to_right(void **state)
{
    (void)state;
    arnak_state s;
    slot_setup(&s, 5, 607);
    assert_int_equal(score_of(&s, 0, SC_IDOLS), 15 + 10);
    static const int empty_after[5] = {10, 9, 7, 4, 0};
    for (int k = 1; k <= 4; k++) {
        th_do(&s, "idol 2-tablets");
        assert_int_equal(s.p[0].idol_slots, k);
        assert_int_equal(score_of(&s, 0, SC_IDOLS), 15 + empty_after[k]);
    }
    RES(&s, 0, "0/0/8/0/0");
    assert_int_equal(s.p[0].idols, 1);
    assert_int_equal(th_count(&s, "idol"), 0); /* all four slots used */
}

/* ---- research bonus tiles --------------------------------------------------------------
 * Glass from B1 to B3 (1 jewel; row 2 glass: +1 compass) where the tile lies. */

static void bonus_setup(arnak_state *s, int type, uint64_t seed)
{
    th_fresh(s, 2, seed);
    set_tiles(s, 3, 1, type);
    s->p[0].glass = 1;
    th_set_res(s, 0, 0, 0, 0, 0, 1);
    th_set_hand(s, 0, CARD_FEAR, 0);
    th_turn(s, 0);
}

static void bonus_done(const arnak_state *s, int taken_before, const char *want)
{
    assert_int_equal(th_frame(s), FR_POST);
    assert_int_equal(s->bonus_n[3], 0);
    assert_int_equal(s->bonus_taken, taken_before + 1);
    assert_int_equal(s->p[0].glass, 3);
    RES(s, 0, want);
}

static void bonus_tile_simple(int type, const char *want, uint64_t seed)
{
    arnak_state s;
    bonus_setup(&s, type, seed);
    int taken = s.bonus_taken;
    th_do(&s, "research glass B3");
    bonus_done(&s, taken, want);
}

static void bonus_tile_coin(void **state) { (void)state; bonus_tile_simple(BONUS_COIN, "1/1/0/0/0", 701); }
static void bonus_tile_compass(void **state) { (void)state; bonus_tile_simple(BONUS_COMPASS, "0/2/0/0/0", 702); }
static void bonus_tile_tablet(void **state) { (void)state; bonus_tile_simple(BONUS_TABLET, "0/1/1/0/0", 703); }

static void bonus_tile_card(void **state)
{
    (void)state;
    arnak_state s;
    bonus_setup(&s, BONUS_CARD, 704);
    int taken = s.bonus_taken, deck = s.p[0].deck_n;
    th_do(&s, "research glass B3");
    assert_string_equal(th_opts(&s, ""), "draw 0|draw 1");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].hand_n, 2);
    assert_int_equal(s.p[0].deck_n, deck - 1);
    bonus_done(&s, taken, "0/1/0/0/0");
}

static void bonus_tile_exile(void **state)
{
    (void)state;
    arnak_state s;
    bonus_setup(&s, BONUS_EXILE, 705);
    int taken = s.bonus_taken, fear = s.fear_supply;
    th_do(&s, "research glass B3");
    assert_string_equal(th_opts(&s, ""), "exile hand:fear|skip");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, fear + 1);
    bonus_done(&s, taken, "0/1/0/0/0");
}

static void bonus_tile_upgrade(void **state)
{
    (void)state;
    arnak_state s;
    bonus_setup(&s, BONUS_UPGRADE, 706);
    th_set_res(&s, 0, 0, 0, 0, 1, 1);
    int taken = s.bonus_taken;
    th_do(&s, "research glass B3");
    assert_string_equal(th_opts(&s, ""), "arrowhead-to-jewel|skip");
    th_do(&s, "arrowhead-to-jewel");
    bonus_done(&s, taken, "0/1/0/0/1");
}

/* ---- Bird research rows ----------------------------------------------------------------- */

static void rsetup(arnak_state *s, int glass, int notebook, uint64_t seed)
{
    th_fresh(s, 2, seed);
    clear_all_tiles(s);
    s->p[0].glass = (uint8_t)glass;
    s->p[0].notebook = (uint8_t)notebook;
    th_set_hand(s, 0, 0);
    th_turn(s, 0);
}

static void research_done(const arnak_state *s, int token, int dest, const char *want, int research_pts)
{
    assert_int_equal(th_frame(s), FR_POST);
    assert_int_equal(token ? s->p[0].notebook : s->p[0].glass, dest);
    RES(s, 0, want);
    assert_int_equal(score_of(s, 0, SC_RESEARCH), research_pts);
}

static void bird_glass_row1(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 0, 0, 801);
    do_paid(&s, "research glass B1", (const int[]){0, 1, 0, 1, 0});
    research_done(&s, 0, 1, "1/0/0/0/0", 1);
}

static void bird_glass_row2(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 1, 0, 802);
    do_paid(&s, "research glass B3", (const int[]){0, 0, 0, 0, 1});
    research_done(&s, 0, 3, "0/1/0/0/0", 2);
}

static void bird_glass_row3(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 3, 0, 803);
    do_paid(&s, "research glass B5", (const int[]){0, 0, 2, 1, 0});
    research_done(&s, 0, 5, "0/1/0/0/0", 4);
}

static void bird_glass_row4(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 5, 0, 804);
    do_paid(&s, "research glass B8", (const int[]){0, 0, 0, 2, 0});
    research_done(&s, 0, 8, "0/1/0/0/0", 6);
}

static void bird_glass_row5(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 8, 0, 805);
    do_paid(&s, "research glass B9", (const int[]){1, 0, 0, 0, 1});
    research_done(&s, 0, 9, "0/1/0/0/0", 9);
}

static void bird_glass_row6(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 9, 0, 806);
    check_cost(&s, "research glass B10", (const int[]){0, 1, 0, 0, 1});
    int deck = s.p[0].deck_n;
    th_do(&s, "research glass B10");
    assert_string_equal(th_opts(&s, ""), "draw 0|draw 1");
    th_do(&s, "draw 1");
    assert_int_equal(s.p[0].hand_n, 1);
    assert_int_equal(s.p[0].deck_n, deck - 1);
    research_done(&s, 0, 10, "0/0/0/0/0", 12);
}

static void bird_glass_row7(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 10, 0, 807);
    do_paid(&s, "research glass B12", (const int[]){1, 0, 1, 1, 0});
    research_done(&s, 0, 12, "0/1/0/0/0", 16);
}

static void bird_notebook_row1(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 1, 0, 811);
    th_asst_on_top(&s, 0, 1);
    int n0 = s.asst_n[0];
    do_paid(&s, "research notebook B1", (const int[]){0, 1, 0, 1, 0});
    assert_int_equal(th_frame(&s), FR_RECRUIT);
    assert_int_equal(th_count(&s, "recruit "), 3);
    th_do(&s, "recruit A01");
    th_expect_asst(&s, 0, 0, 1, 0, 0);
    assert_int_equal(s.asst_n[0], n0 - 1);
    research_done(&s, 1, 1, "0/0/0/0/0", 1 + 0);
    /* ready: usable at once */
    th_do(&s, "assistant A01");
    RES(&s, 0, "2/0/0/0/0");
}

static void bird_notebook_row2(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 3, 1, 812);
    th_give_assistant(&s, 0, 12, 0);
    th_asst_on_top(&s, 2, 2);
    do_paid(&s, "research notebook B3", (const int[]){0, 0, 0, 0, 1});
    th_do(&s, "recruit A02");
    assert_int_equal(s.p[0].asst[1], 2);
    assert_int_equal(s.p[0].asst_gold[1], 0);
    research_done(&s, 1, 3, "0/0/0/0/0", 2 + 1);
    /* both squares full: nothing to recruit */
    rsetup(&s, 3, 1, 813);
    th_give_assistant(&s, 0, 12, 0);
    th_give_assistant(&s, 0, 2, 0);
    th_set_res(&s, 0, 0, 0, 1, 1, 0);
    th_do(&s, "research notebook B4");
    research_done(&s, 1, 4, "0/0/0/0/0", 3);
    assert_int_equal(s.p[0].asst[0], 12);
    assert_int_equal(s.p[0].asst[1], 2);
}

static void bird_notebook_row3(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 5, 3, 814);
    th_give_assistant(&s, 0, 12, 1);
    th_give_assistant(&s, 0, 1, 0);
    s.p[0].asst_tired[1] = 1;
    do_paid(&s, "research notebook B5", (const int[]){0, 0, 2, 1, 0});
    assert_string_equal(th_opts(&s, ""), "upgrade A01"); /* only silver ones */
    th_do(&s, "upgrade A01");
    assert_int_equal(s.p[0].asst_gold[1], 1);
    assert_int_equal(s.p[0].asst_tired[1], 0); /* upgrading refreshes */
    research_done(&s, 1, 5, "0/0/0/0/0", 4 + 2);
    th_do(&s, "assistant A01");
    RES(&s, 0, "3/0/0/0/0"); /* gold side */
}

static void bird_notebook_row4(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 8, 5, 815);
    th_give_assistant(&s, 0, 5, 0);
    s.p[0].asst_tired[0] = 1;
    do_paid(&s, "research notebook B8", (const int[]){0, 0, 0, 2, 0});
    th_do(&s, "upgrade A05");
    assert_int_equal(s.p[0].asst_gold[0], 1);
    assert_int_equal(s.p[0].asst_tired[0], 0);
    research_done(&s, 1, 8, "0/0/0/0/0", 6 + 4);
    /* no silver assistant: nothing happens */
    rsetup(&s, 8, 5, 816);
    th_give_assistant(&s, 0, 5, 1);
    th_set_res(&s, 0, 0, 0, 1, 0, 1);
    th_do(&s, "research notebook B7");
    research_done(&s, 1, 7, "0/0/0/0/0", 10);
}

static void bird_notebook_row5(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 9, 8, 817);
    do_paid(&s, "research notebook B9", (const int[]){1, 0, 0, 0, 1});
    research_done(&s, 1, 9, "0/3/0/0/0", 9 + 6);
}

static void bird_notebook_row6(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 10, 9, 818);
    th_set_row(&s, 0, CARD_ART(3)); /* war-mask: +1 arrowhead, costs 3 compasses */
    do_paid(&s, "research notebook B10", (const int[]){0, 1, 0, 0, 1});
    assert_int_equal(th_frame(&s), FR_BUY);
    assert_string_equal(th_opts(&s, "buy "), "buy war-mask"); /* artifacts only, free */
    assert_true(th_legal(&s, "skip"));
    th_do(&s, "buy war-mask");
    assert_string_equal(th_opts(&s, ""), "skip|use-effect");
    th_do(&s, "use-effect"); /* no tablet needed */
    assert_int_equal(th_play_count(&s, 0, CARD_ART(3)), 1);
    assert_int_equal(s.p[0].war_mask, 1);
    research_done(&s, 1, 10, "0/0/0/1/0", 12 + 8);
}

static void bird_notebook_row7(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 12, 10, 819);
    th_discover(&s, 7, 10, 4);
    th_discover(&s, 5, 2, 6);
    th_place(&s, 0, 12); /* P7: ours */
    th_place(&s, 1, 10); /* P5: the opponent's */
    th_turn(&s, 0);
    do_paid(&s, "research notebook B12", (const int[]){1, 0, 1, 1, 0});
    assert_string_equal(th_opts(&s, ""), "overcome P7");
    th_do(&s, "overcome P7");
    assert_int_equal(s.p[0].guardians, 1u << 3);
    assert_int_equal(s.site_guardian[7], 0);
    assert_int_equal(s.site_guardian[5], 6);
    research_done(&s, 1, 12, "0/0/0/0/0", 16 + 10);
    assert_int_equal(score_of(&s, 0, SC_GUARDIANS), 5);
}

/* ---- bridges and token limits ----------------------------------------------------------- */

static void bridge(int side, int token, int from, int glass, const char *act, const int cost[RES_N],
                   const char *want, uint64_t seed)
{
    arnak_state s;
    th_fresh_side(&s, 2, side, seed);
    clear_all_tiles(&s);
    s.p[0].glass = (uint8_t)(token ? glass : from);
    s.p[0].notebook = (uint8_t)(token ? from : 0);
    th_set_hand(&s, 0, 0);
    th_turn(&s, 0);
    do_paid(&s, act, cost);
    if (th_frame(&s) == FR_DRAW)
        th_do(&s, "draw 0");
    assert_int_equal(th_frame(&s), FR_POST);
    RES(&s, 0, want); /* the bridge paid, then the row effect */
}

static void research_bridge_costs_bird(void **state)
{
    (void)state;
    bridge(0, 0, 0, 0, "research glass B2", (const int[]){0, 0, 0, 0, 1}, "1/0/0/0/0", 901);
    bridge(0, 0, 1, 0, "research glass B4", (const int[]){0, 0, 1, 1, 0}, "0/1/0/0/0", 902);
    bridge(0, 0, 2, 0, "research glass B4", (const int[]){0, 0, 1, 1, 0}, "0/1/0/0/0", 903);
    bridge(0, 0, 4, 0, "research glass B5", (const int[]){0, 0, 2, 1, 0}, "0/1/0/0/0", 904);
    bridge(0, 0, 5, 0, "research glass B6", (const int[]){1, 0, 1, 1, 0}, "0/1/0/0/0", 905);
    bridge(0, 0, 5, 0, "research glass B7", (const int[]){0, 0, 1, 0, 1}, "0/1/0/0/0", 906);
    bridge(0, 0, 6, 0, "research glass B9", (const int[]){1, 0, 0, 0, 1}, "0/1/0/0/0", 907);
    bridge(0, 0, 9, 0, "research glass B11", (const int[]){0, 0, 2, 1, 0}, "0/0/0/0/0", 908);
    bridge(0, 0, 11, 0, "research glass B13", (const int[]){0, 0, 1, 0, 1}, "0/1/0/0/0", 909);
    bridge(0, 1, 11, 13, "research notebook B12", (const int[]){1, 0, 1, 1, 0}, "0/0/0/0/0", 910);
}

static void research_bridge_costs_snake(void **state)
{
    (void)state;
    bridge(1, 0, 0, 0, "research glass S1", (const int[]){0, 1, 2, 0, 0}, "1/0/0/0/0", 911);
    bridge(1, 0, 0, 0, "research glass S2", (const int[]){0, 0, 0, 0, 1}, "1/0/0/0/0", 912);
    bridge(1, 0, 1, 0, "research glass S3", (const int[]){1, 1, 0, 1, 0}, "2/0/0/0/0", 913);
    bridge(1, 0, 2, 0, "research glass S5", (const int[]){0, 0, 0, 2, 0}, "2/0/0/0/0", 914);
    bridge(1, 0, 5, 0, "research glass S7", (const int[]){1, 0, 0, 0, 1}, "0/0/0/0/0", 915);
    bridge(1, 0, 8, 0, "research glass S10", (const int[]){0, 0, 1, 0, 1}, "0/0/0/0/0", 916);
    bridge(1, 0, 10, 0, "research glass S12", (const int[]){0, 1, 3, 0, 0}, "0/0/0/0/0", 917);
    bridge(1, 1, 12, 13, "research notebook S13", (const int[]){1, 0, 1, 1, 0}, "0/0/0/0/1", 918);
}

static void research_only_along_bridges(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 2, 0, 921);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    /* B2 connects only to B4; the notebook may go to either row-1 space */
    assert_string_equal(th_opts(&s, "research"),
                        "research glass B4|research notebook B1|research notebook B2");
    s.p[0].glass = 5;
    assert_string_equal(th_opts(&s, "research glass"),
                        "research glass B6|research glass B7|research glass B8");
}

static void notebook_never_above_glass(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 1, 0, 922);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    /* the same row, even the same space, is allowed */
    assert_string_equal(th_opts(&s, "research notebook"),
                        "research notebook B1|research notebook B2");
    th_do(&s, "research notebook B1");
    do_first(&s, "recruit ");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].notebook, 1);
    th_turn(&s, 0);
    assert_int_equal(th_count(&s, "research notebook"), 0); /* row 2 > glass row 1 */
    assert_string_equal(th_opts(&s, "research glass"), "research glass B3|research glass B4");
}

static void notebook_never_enters_the_lost_temple(void **state)
{
    (void)state;
    arnak_state s;
    rsetup(&s, 14, 12, 923);
    s.p[0].temple_rank = ++s.temple_arrivals;
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    th_check(&s);
    assert_int_equal(th_count(&s, "research"), 0);
    assert_int_equal(th_count(&s, "temple "), 6);
    /* a glass on row 7 may enter */
    rsetup(&s, 13, 12, 924);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "research"), "research glass B14");
}

/* ---- the Lost Temple --------------------------------------------------------------------- */

static void lost_temple_arrival_order(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 4, 1001);
    set_tiles(&s, -1, 4, BONUS_COIN, BONUS_COMPASS, BONUS_TABLET, BONUS_UPGRADE);
    static const int points[4] = {23, 21, 20, 19};
    for (int p = 0; p < 4; p++)
        s.p[p].glass = p % 2 ? 13 : 12;
    for (int p = 0; p < 4; p++)
        assert_int_equal(score_of(&s, p, SC_RESEARCH), 16);
    static const char *const picks[4] = {"bonus tablet", "bonus coin", "bonus upgrade", "bonus compass"};
    static const char *const left[4] = {
        "bonus coin|bonus compass|bonus tablet|bonus upgrade",
        "bonus coin|bonus compass|bonus upgrade",
        "bonus compass|bonus upgrade",
        "bonus compass",
    };
    static const char *const after[4] = {"0/0/1/0/0", "1/0/0/0/0", "0/0/0/0/0", "0/1/0/0/0"};
    for (int p = 0; p < 4; p++) {
        th_turn(&s, p);
        do_paid(&s, "research glass B14", (const int[]){1, 1, 0, 0, 1});
        assert_int_equal(s.p[p].temple_rank, p + 1);
        assert_int_equal(th_frame(&s), FR_BONUS_PICK);
        assert_string_equal(th_opts(&s, ""), left[p]);
        th_do(&s, picks[p]);
        assert_int_equal(s.temple_bonus_n, 3 - p);
        assert_int_equal(th_frame(&s), FR_POST);
        RES(&s, p, after[p]); /* upgrade: nothing to upgrade -> no decision */
        assert_int_equal(score_of(&s, p, SC_RESEARCH), points[p]);
    }
    for (int p = 0; p < 4; p++)
        assert_int_equal(score_of(&s, p, SC_RESEARCH), points[p]);
    assert_int_equal(s.temple_arrivals, 4);
}

static void lost_temple_bonus_choice(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 1002);
    set_tiles(&s, -1, 2, BONUS_CARD, BONUS_EXILE);
    s.p[0].glass = 12;
    s.p[0].notebook = 3;
    th_set_res(&s, 0, 1, 1, 0, 0, 1);
    th_set_hand(&s, 0, CARD_FEAR, 0);
    th_turn(&s, 0);
    th_do(&s, "research glass B14");
    assert_string_equal(th_opts(&s, ""), "bonus card|bonus exile");
    int fear = s.fear_supply;
    th_do(&s, "bonus exile");
    th_do(&s, "exile hand:fear");
    assert_int_equal(s.fear_supply, fear + 1);
    assert_int_equal(s.temple_bonus_n, 1);
    assert_int_equal(s.temple_bonus[0], BONUS_CARD); /* the other goes back */
    assert_int_equal(s.p[0].seen_temple_stack, 1);
    assert_int_equal(score_of(&s, 0, SC_RESEARCH), 23 + 1);
    RES(&s, 0, "0/0/0/0/0");
}

/* Temple tiles (Bird): A = coin + 2 tablets, B = jewel, C = compass + arrowhead. */
static void temple_stack(const char *act, const int cost[RES_N], int idx, int pts, const char *others,
                         uint64_t seed)
{
    arnak_state s;
    th_fresh(&s, 2, seed);
    th_glass_to_temple(&s, 0);
    th_turn(&s, 0);
    check_cost(&s, act, cost);
    assert_string_equal(th_opts(&s, "temple"), others);
    int st = idx;
    th_do(&s, act);
    RES(&s, 0, "0/0/0/0/0");
    assert_int_equal(s.temple_stack[st], 1);
    int n = pts == 2 ? s.p[0].temple_tiles[0] : pts == 6 ? s.p[0].temple_tiles[1] : s.p[0].temple_tiles[2];
    assert_int_equal(n, 1);
    assert_int_equal(score_of(&s, 0, SC_TEMPLE), pts);
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.p[0].glass, 14);
    assert_int_equal(s.p[0].temple_rank, 1);
}

static void temple_2_left(void **state)
{
    (void)state;
    temple_stack("temple 2-left", (const int[]){1, 0, 2, 0, 0}, 0, 2, "temple 2-left", 1101);
}

static void temple_2_mid(void **state)
{
    (void)state;
    temple_stack("temple 2-mid", (const int[]){0, 0, 0, 0, 1}, 1, 2, "temple 2-mid", 1102);
}

static void temple_2_right(void **state)
{
    (void)state;
    temple_stack("temple 2-right", (const int[]){0, 1, 0, 1, 0}, 2, 2, "temple 2-right", 1103);
}

static void temple_6_left(void **state)
{
    (void)state;
    temple_stack("temple 6-left", (const int[]){1, 0, 2, 0, 1}, 3, 6, "temple 2-left|temple 2-mid|temple 6-left",
                 1104);
}

static void temple_6_right(void **state)
{
    (void)state;
    temple_stack("temple 6-right", (const int[]){0, 1, 0, 1, 1}, 4, 6,
                 "temple 2-mid|temple 2-right|temple 6-right", 1105);
}

static void temple_11(void **state)
{
    (void)state;
    temple_stack("temple 11", (const int[]){1, 1, 2, 1, 1}, 5, 11,
                 "temple 11|temple 2-left|temple 2-mid|temple 2-right|temple 6-left|temple 6-right", 1106);
}

static void temple_empty_stack_unavailable(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 1107);
    th_glass_to_temple(&s, 0);
    for (int k = 0; k < 2; k++) {
        th_turn(&s, 0);
        th_set_res(&s, 0, 1, 1, 2, 1, 1);
        th_do(&s, "temple 11");
    }
    assert_int_equal(s.temple_stack[5], 0);
    assert_int_equal(s.p[0].temple_tiles[2], 2);
    assert_int_equal(score_of(&s, 0, SC_TEMPLE), 22);
    th_turn(&s, 0);
    th_set_res(&s, 0, 1, 1, 2, 1, 1);
    assert_false(th_legal(&s, "temple 11"));
    assert_int_equal(th_count(&s, "temple "), 5);
}

/* ---- the Snake side ---------------------------------------------------------------------- */

static void snake_idol_bridge(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh_side(&s, 2, ARNAK_SIDE_SNAKE, 1201);
    s.p[0].glass = 6;
    th_set_hand(&s, 0, 0);
    th_turn(&s, 0);
    assert_false(th_legal(&s, "research glass S8")); /* no idol */
    th_give_idols(&s, 0, 2, 0);
    assert_true(th_legal(&s, "research glass S8")); /* nothing else to pay */
    th_do(&s, "idol arrowhead");
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    assert_true(th_legal(&s, "research glass S8")); /* one idol still in the crates */
    int removed = s.idols_removed;
    th_do(&s, "research glass S8");
    assert_int_equal(s.p[0].idols, 0);
    assert_int_equal(s.p[0].idol_slots, 1); /* the slotted idol stays */
    assert_int_equal(s.idols_removed, removed + 1);
    assert_int_equal(s.p[0].glass, 8);
    assert_int_equal(score_of(&s, 0, SC_IDOLS), 3 + 2 + 3 + 4); /* the paid idol scores nothing */
    assert_int_equal(th_frame(&s), FR_RESCUE);
    do_first(&s, "rescue ");
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(s.rescue_n, 1);
    /* the notebook crosses it too; a slotted idol may not pay */
    s.p[0].notebook = 7;
    th_turn(&s, 0);
    th_set_res(&s, 0, 9, 9, 9, 9, 9);
    assert_false(th_legal(&s, "research notebook S8"));
    th_give_idols(&s, 0, 1, 0);
    th_do(&s, "research notebook S8");
    assert_int_equal(s.p[0].idols, 0);
    assert_int_equal(s.idols_removed, removed + 2);
    RES(&s, 0, "9/9/9/9/9");
    /* row 4 notebook: a free artifact, not a rescue */
    assert_int_equal(th_frame(&s), FR_BUY);
    assert_int_equal(s.rescue_n, 1);
    assert_int_equal(th_count(&s, "buy "), 1); /* the row's one artifact, free */
    assert_true(th_legal(&s, "skip"));
}

static void snake_rescue(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh_side(&s, 2, ARNAK_SIDE_SNAKE, 1202);
    assert_int_equal(s.rescue_n, 2);
    int bottom = s.rescue[0], top = s.rescue[1];
    s.p[0].glass = 7;
    th_give_idols(&s, 0, 1, 0);
    th_set_hand(&s, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "research glass S8");
    char a[24], b[24], want[64];
    snprintf(a, sizeof a, "rescue %s", ARNAK_ASSISTANTS[bottom].name);
    snprintf(b, sizeof b, "rescue %s", ARNAK_ASSISTANTS[top].name);
    snprintf(want, sizeof want, "%s|%s", strcmp(a, b) < 0 ? a : b, strcmp(a, b) < 0 ? b : a);
    assert_string_equal(th_opts(&s, ""), want); /* any one of the stack */
    th_do(&s, a);
    th_expect_asst(&s, 0, 0, bottom, 0, 1); /* arrives exhausted */
    assert_int_equal(s.rescue_n, 1);
    assert_int_equal(s.rescue[0], top);
    assert_int_equal(th_count(&s, "assistant"), 0);
    assert_int_equal(th_frame(&s), FR_POST);
    /* the second glass takes the last one; then the stack is empty */
    s.p[1].glass = 6;
    th_give_idols(&s, 1, 1, 0);
    th_turn(&s, 1);
    th_do(&s, "research glass S8");
    assert_string_equal(th_opts(&s, ""), b);
    th_do(&s, b);
    assert_int_equal(s.p[1].asst[0], top);
    assert_int_equal(s.p[1].asst_tired[0], 1);
    assert_int_equal(s.rescue_n, 0);
}

static void snake_dreadful_tales(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh_side(&s, 2, ARNAK_SIDE_SNAKE, 1203);
    assert_int_equal(s.bonus_n[13], 2); /* 2 players: two tiles */
    set_tiles(&s, 13, 2, BONUS_COIN, BONUS_COMPASS);
    s.p[0].glass = 11;
    s.p[0].notebook = 11;
    s.p[1].glass = 12;
    th_set_res(&s, 0, 1, 0, 1, 1, 0);
    th_set_res(&s, 1, 1, 0, 1, 1, 0);
    th_turn(&s, 0);
    int supply = s.fear_supply;
    th_do(&s, "research glass S13");
    assert_string_equal(th_opts(&s, ""), "bonus-first|row-first");
    th_do(&s, "row-first");
    assert_int_equal(s.fear_supply, supply - 1); /* row 7 glass: a Fear card */
    assert_int_equal(fear_in_play(&s, 0), 1);
    assert_string_equal(th_opts(&s, ""), "bonus coin|bonus compass");
    th_do(&s, "bonus compass");
    RES(&s, 0, "0/1/0/0/0");
    assert_int_equal(s.bonus_n[13], 1);
    assert_int_equal(s.bonus[13][0], BONUS_COIN); /* only the chosen tile is removed */
    assert_int_equal(th_frame(&s), FR_POST);
    assert_int_equal(score_of(&s, 0, SC_RESEARCH), 15 + 12);
    /* the next token, of any kind, takes the remaining one */
    th_turn(&s, 0);
    th_set_res(&s, 0, 1, 0, 1, 1, 0);
    th_do(&s, "research notebook S13");
    RES(&s, 0, "1/0/0/0/1"); /* the coin tile + row 7 notebook jewel */
    assert_int_equal(s.bonus_n[13], 0);
    assert_int_equal(score_of(&s, 0, SC_RESEARCH), 15 + 15);
    th_turn(&s, 1);
    th_do(&s, "research glass S13");
    RES(&s, 1, "0/0/0/0/0");
    assert_int_equal(fear_in_play(&s, 1), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* The Snake side's own travel costs: P10 2 boots, P11 plane, P14 boot + plane,
 * P15 ship + car. */
static void snake_site_travel_costs(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh_side(&s, 2, ARNAK_SIDE_SNAKE, 1205);
    th_discover(&s, 10, 2, 0);
    th_discover(&s, 11, 10, 0);
    th_discover(&s, 14, 11, 0);
    th_discover(&s, 15, 12, 0);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FEAR, 0);
    th_turn(&s, 0);
    assert_string_equal(th_opts(&s, "dig P1"), "dig P1|dig P10");
    arnak_state t = s;
    th_do(&t, "dig P10");
    assert_string_equal(th_opts(&t, ""), "pay fear+fear");
    th_set_hand(&s, 0, CARD_FUNDING_SHIP, CARD_EXPLORE_CAR, 0);
    th_set_res(&s, 0, 1, 0, 0, 0, 0);
    assert_false(th_legal(&s, "dig P11")); /* a plane: no card of theirs pays it */
    assert_false(th_legal(&s, "dig P14"));
    assert_true(th_legal(&s, "dig P15"));
    t = s;
    th_do(&t, "dig P15");
    assert_string_equal(th_opts(&t, ""), "pay funding-ship+exploration-car");
    th_set_res(&s, 0, 2, 0, 0, 0, 0);
    t = s;
    th_do(&t, "dig P11");
    assert_string_equal(th_opts(&t, ""), "pay pilot");
    t = s;
    th_do(&t, "dig P14");
    assert_string_equal(th_opts(&t, ""), "pay exploration-car+pilot|pay funding-ship+pilot");
    th_do(&t, "pay exploration-car+pilot");
    RES(&t, 0, "0/2/0/0/1"); /* L2-01 */
}

static void snake_temple_costs(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh_side(&s, 2, ARNAK_SIDE_SNAKE, 1204);
    th_glass_to_temple(&s, 0);
    th_turn(&s, 0);
    /* A = 1 compass + 2 tablets; C = 1 coin + 1 arrowhead (R-ARNAK-33) */
    th_set_res(&s, 0, 1, 0, 2, 0, 0);
    assert_int_equal(th_count(&s, "temple"), 0);
    check_cost(&s, "temple 2-left", (const int[]){0, 1, 2, 0, 0});
    check_cost(&s, "temple 2-right", (const int[]){1, 0, 0, 1, 0});
    do_paid(&s, "temple 11", (const int[]){1, 1, 2, 1, 1});
    RES(&s, 0, "0/0/0/0/0");
    assert_int_equal(score_of(&s, 0, SC_TEMPLE), 11);
    assert_int_equal(score_of(&s, 0, SC_RESEARCH), 23);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(guardian_g01),
        cmocka_unit_test(guardian_g02),
        cmocka_unit_test(guardian_g03),
        cmocka_unit_test(guardian_g04),
        cmocka_unit_test(guardian_g05),
        cmocka_unit_test(guardian_g06),
        cmocka_unit_test(guardian_g07),
        cmocka_unit_test(guardian_g08),
        cmocka_unit_test(guardian_g09),
        cmocka_unit_test(guardian_g10),
        cmocka_unit_test(guardian_g11),
        cmocka_unit_test(guardian_g12),
        cmocka_unit_test(guardian_g13),
        cmocka_unit_test(guardian_g14),
        cmocka_unit_test(guardian_g15),
        cmocka_unit_test(assistant_a01_silver),
        cmocka_unit_test(assistant_a01_gold),
        cmocka_unit_test(assistant_refreshes_at_end_of_round),
        cmocka_unit_test(assistant_a02_silver),
        cmocka_unit_test(assistant_a02_gold),
        cmocka_unit_test(assistant_a03_silver),
        cmocka_unit_test(assistant_a03_gold),
        cmocka_unit_test(assistant_a04_silver),
        cmocka_unit_test(assistant_a04_gold),
        cmocka_unit_test(assistant_a05_silver),
        cmocka_unit_test(assistant_a05_gold),
        cmocka_unit_test(assistant_a06_silver),
        cmocka_unit_test(assistant_a06_gold),
        cmocka_unit_test(assistant_a07_silver),
        cmocka_unit_test(assistant_a07_gold),
        cmocka_unit_test(assistant_a08_silver),
        cmocka_unit_test(assistant_a08_gold),
        cmocka_unit_test(assistant_a09_silver),
        cmocka_unit_test(assistant_a09_gold),
        cmocka_unit_test(assistant_a10_silver),
        cmocka_unit_test(assistant_a10_gold),
        cmocka_unit_test(assistant_a11_silver),
        cmocka_unit_test(assistant_a11_gold),
        cmocka_unit_test(assistant_a12_silver),
        cmocka_unit_test(assistant_a12_gold),
        cmocka_unit_test(camp_p0),
        cmocka_unit_test(camp_p1),
        cmocka_unit_test(camp_p2),
        cmocka_unit_test(camp_p3),
        cmocka_unit_test(camp_p4),
        cmocka_unit_test(tile_l1_01),
        cmocka_unit_test(tile_l1_02),
        cmocka_unit_test(tile_l1_03),
        cmocka_unit_test(tile_l1_04),
        cmocka_unit_test(tile_l1_05),
        cmocka_unit_test(tile_l1_06),
        cmocka_unit_test(tile_l1_07),
        cmocka_unit_test(tile_l1_08),
        cmocka_unit_test(tile_l1_09),
        cmocka_unit_test(tile_l1_10),
        cmocka_unit_test(tile_l2_01),
        cmocka_unit_test(tile_l2_02),
        cmocka_unit_test(tile_l2_03),
        cmocka_unit_test(tile_l2_04),
        cmocka_unit_test(tile_l2_05),
        cmocka_unit_test(tile_l2_06),
        cmocka_unit_test(tile_acts_on_discovery),
        cmocka_unit_test(idol_reward_coin),
        cmocka_unit_test(idol_reward_compass),
        cmocka_unit_test(idol_reward_tablet),
        cmocka_unit_test(idol_reward_exile),
        cmocka_unit_test(idol_reward_upgrade),
        cmocka_unit_test(idol_reward_refresh),
        cmocka_unit_test(idol_slot_coin_for_jewel),
        cmocka_unit_test(idol_slot_arrowhead),
        cmocka_unit_test(idol_slot_two_tablets),
        cmocka_unit_test(idol_slot_coin_compass),
        cmocka_unit_test(idol_slot_card),
        cmocka_unit_test(idol_slots_fill_left_to_right),
        cmocka_unit_test(bonus_tile_coin),
        cmocka_unit_test(bonus_tile_compass),
        cmocka_unit_test(bonus_tile_tablet),
        cmocka_unit_test(bonus_tile_card),
        cmocka_unit_test(bonus_tile_exile),
        cmocka_unit_test(bonus_tile_upgrade),
        cmocka_unit_test(bird_glass_row1),
        cmocka_unit_test(bird_glass_row2),
        cmocka_unit_test(bird_glass_row3),
        cmocka_unit_test(bird_glass_row4),
        cmocka_unit_test(bird_glass_row5),
        cmocka_unit_test(bird_glass_row6),
        cmocka_unit_test(bird_glass_row7),
        cmocka_unit_test(bird_notebook_row1),
        cmocka_unit_test(bird_notebook_row2),
        cmocka_unit_test(bird_notebook_row3),
        cmocka_unit_test(bird_notebook_row4),
        cmocka_unit_test(bird_notebook_row5),
        cmocka_unit_test(bird_notebook_row6),
        cmocka_unit_test(bird_notebook_row7),
        cmocka_unit_test(research_bridge_costs_bird),
        cmocka_unit_test(research_bridge_costs_snake),
        cmocka_unit_test(research_only_along_bridges),
        cmocka_unit_test(notebook_never_above_glass),
        cmocka_unit_test(notebook_never_enters_the_lost_temple),
        cmocka_unit_test(lost_temple_arrival_order),
        cmocka_unit_test(lost_temple_bonus_choice),
        cmocka_unit_test(temple_2_left),
        cmocka_unit_test(temple_2_mid),
        cmocka_unit_test(temple_2_right),
        cmocka_unit_test(temple_6_left),
        cmocka_unit_test(temple_6_right),
        cmocka_unit_test(temple_11),
        cmocka_unit_test(temple_empty_stack_unavailable),
        cmocka_unit_test(snake_idol_bridge),
        cmocka_unit_test(snake_rescue),
        cmocka_unit_test(snake_dreadful_tales),
        cmocka_unit_test(snake_site_travel_costs),
        cmocka_unit_test(snake_temple_costs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
