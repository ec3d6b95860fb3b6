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

#include "th_rows.h"

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

/* A travel boon pays one icon once per game. */
static void travel_boon(arnak_state *s, int g, int icon)
{
    char name[8], pay[16];
    snprintf(name, sizeof name, "G%02d", g);
    snprintf(pay, sizeof pay, "pay %s", name);
    th_recall(s, 0);
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
    th_recall(s, 0);
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

static void guardian_g07(void **state)
{
    (void)state;
    arnak_state s;
    guard_setup(&s, 7, 107);
    th_set_res(&s, 0, 0, 1, 0, 1, 0);
    assert_false(th_legal(&s, "overcome P7")); /* empty hand: no card down */
    th_set_hand(&s, 0, CARD_EXPLORE_SHIP, 0);
    th_do_paid(&s, "overcome P7", (const int[]){0, 1, 0, 1, 0});
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
    th_do_paid(&s, "overcome P7", (const int[]){0, 0, 0, 1, 0});
    assert_string_equal(th_opts(&s, ""), pay);
    th_do(&s, pay);
    overcome_done(&s, g);
    travel_boon(&s, g, boon_icon);
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
    th_recall(&s, 0);
    th_turn(&s, 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    assert_false(th_legal(&s, dig_ok)); /* exhausted: no icon */
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

/* One idol into the first slot for a plain gain: exactly `want`. */
static void idol_slot_simple(const char *act, const char *want, uint64_t seed)
{
    arnak_state s;
    slot_setup(&s, 1, seed);
    th_do(&s, act);
    RES(&s, 0, want);
    slot_done(&s, 0, 1);
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
    th_do_paid(&s, act, cost);
    if (th_frame(&s) == FR_DRAW)
        th_do(&s, "draw 0");
    assert_int_equal(th_frame(&s), FR_POST);
    RES(&s, 0, want); /* the bridge paid, then the row effect */
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
        th_do_paid(&s, "research glass B14", (const int[]){1, 1, 0, 0, 1});
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

/* Temple tiles (Bird): A = coin + 2 tablets, B = jewel, C = compass + arrowhead. */
static void temple_stack(const char *act, const int cost[RES_N], int idx, int pts, const char *others,
                         uint64_t seed)
{
    arnak_state s;
    th_fresh(&s, 2, seed);
    th_glass_to_temple(&s, 0);
    th_turn(&s, 0);
    th_check_cost(&s, act, cost);
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

/* ---- the rows' own steps --------------------------------------------------------------- */

/* The start of a row: a fresh game, which its first step replaces with its own. */
static void setup(arnak_state *s, int players)
{
    th_fresh(s, players, 1);
}

/* The arguments of a step written "VERB A, B, C" (for those with spaces in them):
 * up to max of them into a[], "-" for none (NULL).  Returns how many. */
static int comma_args(const char *rest, char a[][128], int max)
{
    int n = 0;
    while (n < max && *rest) {
        size_t len = strcspn(rest, ",");
        if (len >= sizeof a[0])
            fail_msg("argument too long: %s", rest);
        memcpy(a[n], rest, len);
        a[n][len] = 0;
        n++;
        rest += len;
        rest += strspn(rest, ", ");
    }
    return n;
}

static const char *arg_text(const char *a)
{
    return strcmp(a, "-") ? a : NULL;
}

static void arg_cost(const char *a, int cost[RES_N])
{
    if (sscanf(a, "%d %d %d %d %d", &cost[0], &cost[1], &cost[2], &cost[3], &cost[4]) != RES_N)
        fail_msg("not a cost: %s", a);
}

/* The helpers written with commas: asst_travel, temple_stack, idol_slot_simple,
 * overcome_with_card, bridge. */
static bool comma_step(const char *verb, const char *rest)
{
    char a[8][128];
    int n = comma_args(rest, a, 8), cost[RES_N];
#define I(k) ((int)th_row_value(a[k]))
    if (!strcmp(verb, "asst_travel") && n == 7)
        asst_travel(I(0), I(1), a[2], a[3], arg_text(a[4]), a[5], (uint64_t)I(6));
    else if (!strcmp(verb, "idol_slot_simple") && n == 3)
        idol_slot_simple(a[0], a[1], (uint64_t)I(2));
    else if (!strcmp(verb, "overcome_with_card") && n == 6)
        overcome_with_card(I(0), I(1), I(2), a[3], I(4), (uint64_t)I(5));
    else if (!strcmp(verb, "temple_stack") && n == 6) {
        arg_cost(a[1], cost);
        temple_stack(a[0], cost, I(2), I(3), a[4], (uint64_t)I(5));
    } else if (!strcmp(verb, "bridge") && n == 8) {
        arg_cost(a[5], cost);
        bridge(I(0), I(1), I(2), I(3), a[4], cost, a[6], (uint64_t)I(7));
    } else
        return false;
#undef I
    return true;
}

/* The helpers above as steps ("guard_setup 4 104", "idol_done 0/0/0/0/1", ...): the
 * words are the helper's arguments, in order. */
static bool extra(arnak_state *s, const char *verb, int n, const char *const *w, const long long *v,
                  const char *rest)
{
    int a = (int)v[0], b = (int)v[1], c = (int)v[2], d = (int)v[3];
#define IS(name, words) (!strcmp(verb, name) && n == (words))
    if (IS("guard_setup", 2))
        guard_setup(s, a, (uint64_t)b);
    else if (IS("overcome_done", 1))
        overcome_done(s, a);
    else if (IS("travel_boon", 2))
        travel_boon(s, a, b);
    else if (IS("exile_boon", 1))
        exile_boon(s, a);
    else if (IS("asst_setup", 3))
        asst_setup(s, a, b, (uint64_t)c);
    else if (!strcmp(verb, "spent"))
        asst_spent(s, rest);
    else if (IS("asst_simple", 4))
        asst_simple(a, b, w[2], (uint64_t)d);
    else if (IS("assistant_a10", 2))
        assistant_a10(a, (uint64_t)b);
    else if (IS("a10_row", 0))
        a10_row(s);
    else if (IS("camp_dig", 2))
        camp_dig(s, a, (uint64_t)b);
    else if (IS("camp_simple", 3))
        camp_simple(a, w[1], (uint64_t)c);
    else if (IS("tile_dig", 2))
        tile_dig(s, a, (uint64_t)b);
    else if (IS("tile_test", 5))
        tile_test(a, w[1], c, d, (uint64_t)v[4]);
    else if (IS("idol_discover", 2))
        idol_discover(s, a, (uint64_t)b);
    else if (IS("idol_done", 1))
        idol_done(s, w[0]);
    else if (IS("idol_reward_simple", 3))
        idol_reward_simple(a, w[1], (uint64_t)c);
    else if (IS("slot_setup", 2))
        slot_setup(s, a, (uint64_t)b);
    else if (IS("slot_done", 2))
        slot_done(s, a, b);
    else if (IS("bonus_setup", 2))
        bonus_setup(s, a, (uint64_t)b);
    else if (IS("bonus_done", 2))
        bonus_done(s, a, w[1]);
    else if (IS("bonus_tile_simple", 3))
        bonus_tile_simple(a, w[1], (uint64_t)c);
    else if (IS("rsetup", 3))
        rsetup(s, a, b, (uint64_t)c);
    else if (IS("research_done", 4))
        research_done(s, a, b, w[2], d);
    else if (!strcmp(verb, "set_tiles") && n >= 2 && n == 2 + b)
        set_tiles(s, a, b, c, d, (int)v[4], (int)v[5]);
    else if (IS("clear_all_tiles", 0))
        clear_all_tiles(s);
    else if (!strcmp(verb, "do_first"))
        do_first(s, rest);
    else
        return comma_step(verb, rest);
#undef IS
    return true;
}

static void row_test(void **state)
{
    th_row_play_ext(*state, setup, extra);
}

int main(void)
{
    static const struct CMUnitTest custom[] = {
        cmocka_unit_test(guardian_g07),
        cmocka_unit_test(assistant_refreshes_at_end_of_round),
        cmocka_unit_test(idol_slots_fill_left_to_right),
        cmocka_unit_test(notebook_never_enters_the_lost_temple),
        cmocka_unit_test(lost_temple_arrival_order),
        cmocka_unit_test(temple_empty_stack_unavailable),
        cmocka_unit_test(snake_rescue),
        cmocka_unit_test(snake_dreadful_tales),
        cmocka_unit_test(snake_site_travel_costs),
    };
    return th_row_main("test_components", th_component_rows, th_component_rows_n, row_test, custom,
                       sizeof custom / sizeof custom[0]);
}
