/* test_lost_cities.c - Lost Cities: The Board Game, a test per rule, the
 * hidden information, events and undo, positions, the heuristic, and the
 * generic conformance suite over every player count and option combination.
 *
 * Rule tests build exact positions by editing the public state (rig_hand,
 * place_tile keep the card and tile counts that check() verifies) and act by
 * canonical text, so a test reads like a game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "game_conformance.h"
#include "core/splitmix.h"
#include "ai/bot.h"
#include "games/lost_cities/internal.h"

static const game_def *G = &LOST_CITIES_GAME;

/* ---- helpers ----------------------------------------------------------------------- */

static void fresh(lost_cities_state *s, int players, int opt_short, int updown, uint64_t seed)
{
    assert_int_equal(lost_cities_init(s, players, opt_short, updown, seed), GAME_OK);
    char msg[200];
    if (lc_check(s, msg, sizeof msg))
        fail_msg("check after init: %s", msg);
}

static int card(const char *text)
{
    int t = -1;
    assert_int_equal(lc_parse_card(text, &t), GAME_OK);
    return t;
}

static void act(lost_cities_state *s, const char *text)
{
    game_action a;
    if (lc_action_from_string(s, text, &a) != GAME_OK) {
        char buf[400] = "";
        game_action legal[LC_MAX_ACTIONS];
        int n = lost_cities_legal(s, legal);
        for (int i = 0; i < n; i++) {
            char t[64];
            lc_action_to_string(s, legal[i], t, sizeof t);
            strncat(buf, t, sizeof buf - strlen(buf) - 3);
            strncat(buf, " | ", sizeof buf - strlen(buf) - 1);
        }
        fail_msg("'%s' is not legal; legal: %s", text, buf);
    }
    assert_int_equal(lost_cities_apply(s, a), GAME_OK);
}

static void act_apply(lost_cities_state *s, game_action a)
{
    assert_int_equal(lost_cities_apply(s, a), GAME_OK);
}

static bool is_legal(const lost_cities_state *s, const char *text)
{
    game_action a;
    return lc_action_from_string(s, text, &a) == GAME_OK;
}

static void checked(const lost_cities_state *s)
{
    char msg[200];
    if (lc_check(s, msg, sizeof msg))
        fail_msg("check: %s", msg);
}

/* Player p's hand becomes exactly the given cards (8 in the play phase); every
 * other unseen card is dealt anew in a fixed order (other hands, removed,
 * pile), so the counts stay right. */
static void rig_hand(lost_cities_state *s, int p, const char *const *cards, int n)
{
    int left[LC_TYPES];
    for (int t = 0; t < LC_TYPES; t++)
        left[t] = LC_COPIES;
    for (int q = 0; q < s->nplayers; q++)
        for (int t = 0; t < LC_TYPES; t++)
            left[t] -= s->played[q][t];
    for (int c = 0; c < LC_COLORS; c++)
        for (int i = 0; i < s->pile_n[c]; i++)
            left[s->pile[c][i]]--;
    memset(s->hand[p], 0, sizeof s->hand[p]);
    memset(s->known, 0, sizeof s->known);
    for (int i = 0; i < n; i++) {
        int t = card(cards[i]);
        assert_true(left[t] > 0);
        left[t]--;
        s->hand[p][t]++;
    }
    s->hand_n[p] = (uint8_t)n;
    uint8_t pool[LC_CARDS];
    int np = 0;
    for (int t = LC_TYPES - 1; t >= 0; t--)
        for (int i = 0; i < left[t]; i++)
            pool[np++] = (uint8_t)t;
    int k = 0;
    for (int q = 0; q < s->nplayers; q++) {
        if (q == p)
            continue;
        memset(s->hand[q], 0, sizeof s->hand[q]);
        for (int i = 0; i < s->hand_n[q]; i++)
            s->hand[q][pool[k++]]++;
    }
    for (int i = 0; i < s->removed_n; i++)
        s->removed[i] = pool[k++];
    assert_int_equal(np - k, s->deck_n);
    for (int i = 0; i < s->deck_n; i++)
        s->deck[i] = pool[k++];
}

/* Puts `t` on top of the draw pile (swapping it with wherever it is unseen). */
static void deck_top(lost_cities_state *s, const char *text)
{
    int t = card(text);
    uint8_t *top = &s->deck[s->deck_n - 1];
    for (int i = 0; i < s->deck_n; i++)
        if (s->deck[i] == t) {
            s->deck[i] = *top;
            *top = (uint8_t)t;
            return;
        }
    for (int i = 0; i < s->removed_n; i++)
        if (s->removed[i] == t) {
            s->removed[i] = *top;
            *top = (uint8_t)t;
            return;
        }
    for (int q = 0; q < s->nplayers; q++)
        if (q != s->cur && s->hand[q][t] > s->known[q][t]) {
            s->hand[q][t]--;
            s->hand[q][*top]++;
            *top = (uint8_t)t;
            return;
        }
    fail_msg("%s is not unseen", text);
}

/* Puts a tile of `kind` (and `vp` points) on path c, step st (a marked
 * step), swapping it with such a tile elsewhere on the board. */
static void place_tile(lost_cities_state *s, int c, int st, int kind, int vp)
{
    for (int c2 = 0; c2 < LC_COLORS; c2++)
        for (int s2 = 0; s2 < LC_STEPS; s2++)
            if (s->tile[c2][s2] == kind && (kind != LC_TILE_VP || s->tile_vp[c2][s2] == vp)) {
                uint8_t k = s->tile[c][st - 1], v = s->tile_vp[c][st - 1];
                s->tile[c][st - 1] = s->tile[c2][s2];
                s->tile_vp[c][st - 1] = s->tile_vp[c2][s2];
                s->tile[c2][s2] = k;
                s->tile_vp[c2][s2] = v;
                return;
            }
    fail_msg("no tile of kind %d (%d) on the board", kind, vp);
}

enum { Y = 0, B = 1, W = 2, GR = 3, R = 4 };

/* Gives p a started path on colour c: its figure on `step`, `last` the value
 * of the one card on it.  The card comes out of the unseen cards (the pile,
 * the removed ones, or another hand, which gets the top of the pile in
 * exchange), so every card is still counted once. */
static void put_figure(lost_cities_state *s, int p, int c, int step, int last, bool researcher)
{
    int t = LC_TYPE(c, last);
    uint8_t top = s->deck[s->deck_n - 1];
    bool done = false;
    for (int i = 0; i < s->deck_n && !done; i++)
        if (s->deck[i] == t) {
            s->deck[i] = top;
            done = true;
        }
    for (int i = 0; i < s->removed_n && !done; i++)
        if (s->removed[i] == t) {
            s->removed[i] = top;
            done = true;
        }
    for (int q = 0; q < s->nplayers && !done; q++)
        if (q != p && s->hand[q][t] > s->known[q][t]) {
            s->hand[q][t]--;
            s->hand[q][top]++;
            done = true;
        }
    if (!done)
        fail_msg("%s %d is not unseen", LC_COLOR_NAMES[c], last);
    s->deck[--s->deck_n] = 0;
    s->played[p][t]++;
    s->step[p][c] = (uint8_t)step;
    s->last[p][c] = (uint8_t)last;
    s->dir[p][c] = s->opt_updown ? LC_DIR_OPEN : LC_DIR_UP;
    if (researcher)
        s->res_path[p] = (uint8_t)c;
    if (step >= LC_BRIDGE_STEP)
        s->crossed++;
}

/* ---- setup ------------------------------------------------------------------------- */

/* 30 cards removed for 2 players (R-LC-11), 25 tiles never on step 1 and always
 * on step 9 (R-LC-2), the VP tiles 5, 5, 10, 10, 15, 15, 20 (R-LC-3), step values
 * (R-LC-1), player 1 starts (R-LC-12). */
static void setup_counts(void **state)
{
    (void)state;
    lost_cities_state s;
    for (int n = 2; n <= 4; n++) {
        fresh(&s, n, 0, 0, 7 + (uint64_t)n);
        /* 110 cards; 30 removed for 2 players; hands of 8 */
        assert_int_equal(s.removed_n, n == 2 ? 30 : 0);
        assert_int_equal(s.deck_n, (n == 2 ? 80 : 110) - 8 * n);
        for (int p = 0; p < n; p++)
            assert_int_equal(s.hand_n[p], 8);
        /* 25 tiles face up: 9 artefacts, 9 arrows, 7 VP tiles, one per marked step */
        int k[4] = {0}, vp = 0;
        for (int c = 0; c < LC_COLORS; c++) {
            assert_int_not_equal(s.tile[c][LC_STEPS - 1], LC_TILE_NONE); /* every step 9 */
            assert_int_equal(s.tile[c][0], LC_TILE_NONE);
            for (int st = 0; st < LC_STEPS; st++) {
                k[s.tile[c][st]]++;
                if (s.tile[c][st] == LC_TILE_VP)
                    vp += s.tile_vp[c][st];
            }
        }
        assert_int_equal(k[LC_TILE_ART], 9);
        assert_int_equal(k[LC_TILE_ARROW], 9);
        assert_int_equal(k[LC_TILE_VP], 7);
        assert_int_equal(vp, 5 + 5 + 10 + 10 + 15 + 15 + 20);
        assert_int_equal(s.cur, 0);
        assert_int_equal(s.nexp, 3);
    }
    fresh(&s, 2, 1, 0, 1);
    assert_int_equal(s.nexp, 1);
    /* board numbers */
    assert_int_equal(lost_cities_step_value(1), -20);
    assert_int_equal(lost_cities_step_value(6), 15);
    assert_int_equal(lost_cities_step_value(7), 30);
    assert_int_equal(lost_cities_step_value(9), 50);
    /* options out of range are refused */
    assert_int_equal(lost_cities_init(&s, 1, 0, 0, 1), GAME_E_CONFIG);
    assert_int_equal(lost_cities_init(&s, 5, 0, 0, 1), GAME_E_CONFIG);
    assert_int_equal(lost_cities_init(&s, 2, 2, 0, 1), GAME_E_CONFIG);
}

/* ---- playing a card ------------------------------------------------------------------ */

static const char *const HAND_A[] = {"red 7",  "red 3",   "red 5",   "blue 2",
                                     "blue 9", "white 4", "green 0", "yellow 10"};

/* A path starts with the lowest card of its colour in hand (R-LC-6). */
static void start_uses_the_lowest_card(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 11);
    rig_hand(&s, 0, HAND_A, 8);
    checked(&s);
    /* one start option per colour and figure kind; no card value in it */
    assert_true(is_legal(&s, "start red adventurer"));
    assert_true(is_legal(&s, "START Red   Researcher"));
    act(&s, "start red adventurer");
    assert_int_equal(s.played[0][card("red 3")], 1); /* the lowest red card */
    assert_int_equal(s.hand[0][card("red 3")], 0);
    assert_int_equal(s.hand[0][card("red 5")], 1);
    assert_int_equal(s.step[0][R], 1);
    assert_int_equal(s.last[0][R], 3);
    assert_int_equal(s.phase, LC_PH_DRAW);
    act(&s, "draw pile");
    checked(&s);
    assert_int_equal(s.cur, 1);
}

static void start_once_per_color_and_equal_or_higher(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 12);
    rig_hand(&s, 0, HAND_A, 8);
    place_tile(&s, R, 2, LC_TILE_VP, 5); /* no arrow in the way */
    act(&s, "start red adventurer");
    deck_top(&s, "red 4");
    act(&s, "draw pile");
    /* P2 passes the turn by discarding its lowest card and drawing */
    game_action legal[LC_MAX_ACTIONS];
    int n = lost_cities_legal(&s, legal);
    lost_cities_apply(&s, legal[n - 1]); /* the last discard */
    act(&s, "draw pile");
    assert_false(is_legal(&s, "start red adventurer"));
    assert_false(is_legal(&s, "start red researcher"));
    assert_true(is_legal(&s, "play red 4")); /* higher than 3 */
    assert_true(is_legal(&s, "play red 5"));
    act(&s, "play red 5");
    assert_int_equal(s.step[0][R], 2);
    assert_false(is_legal(&s, "play red 4")); /* draw phase now */
    act(&s, "draw pile");
    n = lost_cities_legal(&s, legal);
    lost_cities_apply(&s, legal[n - 1]);
    act(&s, "draw pile");
    assert_false(is_legal(&s, "play red 4")); /* lower than 5 */
    assert_true(is_legal(&s, "play red 7"));
    assert_true(is_legal(&s, "discard red 4"));
    checked(&s);
}

static void four_adventurers_and_one_researcher(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 13);
    static const char *const h[] = {"yellow 1", "blue 1", "white 1", "green 1",
                                    "red 1",    "red 2",  "red 3",   "red 4"};
    rig_hand(&s, 0, h, 8);
    const char *colors[] = {"yellow", "blue", "white", "green"};
    for (int i = 0; i < 4; i++) {
        char t[40];
        snprintf(t, sizeof t, "start %s adventurer", colors[i]);
        act(&s, t);
        /* draw (whatever comes, P1 keeps red cards), then let P2 discard */
        act(&s, "draw pile");
        game_action legal[LC_MAX_ACTIONS];
        int n = lost_cities_legal(&s, legal);
        lost_cities_apply(&s, legal[n - 1]);
        act(&s, "draw pile");
    }
    assert_int_equal(lc_adventurers_used(&s, 0), 4);
    assert_false(is_legal(&s, "start red adventurer")); /* the four are out */
    assert_true(is_legal(&s, "start red researcher"));
    act(&s, "start red researcher");
    assert_int_equal(s.res_path[0], R);
    checked(&s);
}

/* A card discarded this turn cannot be drawn back at once (R-LC-9). */
static void discard_and_draw_from_any_pile(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 14);
    rig_hand(&s, 0, HAND_A, 8);
    act(&s, "discard blue 9");
    assert_int_equal(s.pile_n[B], 1);
    /* the card just discarded cannot be drawn back at once (reading, engine.c) */
    assert_false(is_legal(&s, "draw blue"));
    assert_true(is_legal(&s, "draw pile"));
    act(&s, "draw pile");
    assert_int_equal(s.hand_n[0], 8);
    assert_int_equal(s.cur, 1);
    checked(&s);
}

static void discard_then_other_takes(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 15);
    rig_hand(&s, 0, HAND_A, 8);
    act(&s, "discard blue 9");
    act(&s, "draw pile");
    game_action legal[LC_MAX_ACTIONS];
    int n = lost_cities_legal(&s, legal);
    /* P2 discards something (not blue), then takes blue 9 */
    for (int i = 0; i < n; i++)
        if (LC_AKIND(legal[i]) == LC_A_DISCARD && LC_COLOR_OF(LC_AARG(legal[i])) != B) {
            lost_cities_apply(&s, legal[i]);
            break;
        }
    assert_true(is_legal(&s, "draw blue"));
    lost_cities_state before = s;
    act(&s, "draw blue");
    assert_int_equal(s.hand[1][card("blue 9")], 1);
    assert_int_equal(s.known[1][card("blue 9")], 1); /* everybody saw it */
    assert_int_equal(s.pile_n[B], 0);
    /* P1's view of P2's hand keeps the known card and nothing else */
    lost_cities_state o;
    lc_observe(&s, 0, &o);
    int seen = 0;
    for (int t = 0; t < LC_TYPES; t++)
        seen += o.hand[1][t];
    assert_int_equal(seen, 1);
    assert_int_equal(o.hand[1][card("blue 9")], 1);
    /* and a determinized world keeps it too */
    for (uint64_t seed = 1; seed < 20; seed++) {
        lost_cities_state d = o;
        assert_int_equal(lc_determinize(&d, 0, seed), GAME_OK);
        assert_int_equal(d.hand[1][card("blue 9")] >= 1, 1);
        checked(&d);
    }
    /* taking from a discard pile ends the turn: not undoable */
    game_action a;
    lc_action_from_string(&before, "draw blue", &a);
    assert_false(lc_undoable(&before, a, &s));
    checked(&s);
}

/* ---- event tiles ---------------------------------------------------------------------- */

/* P1 moves on red with the researcher; the tiles along red are rigged. */
static void tiles_along_a_path(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 16);
    static const char *const h[] = {"red 1", "red 2", "red 3", "red 4",
                                    "red 5", "red 6", "red 7", "red 8"};
    rig_hand(&s, 0, h, 8);
    place_tile(&s, R, 2, LC_TILE_ART, 0);
    place_tile(&s, R, 5, LC_TILE_VP, 15);
    place_tile(&s, R, 7, LC_TILE_VP, 20);
    act(&s, "start red researcher");
    act(&s, "draw pile");
    game_action legal[LC_MAX_ACTIONS];
    int n;
#define P2_PASS()                                                                                  \
    do {                                                                                           \
        n = lost_cities_legal(&s, legal);                                                          \
        lost_cities_apply(&s, legal[n - 1]);                                                       \
        act(&s, "draw pile");                                                                      \
    } while (0)
    P2_PASS();
    act(&s, "play red 2"); /* step 2: the artefact */
    assert_int_equal(s.art_tiles[0], 1);
    assert_int_equal(s.tile[R][1], LC_TILE_NONE); /* the space stays empty */
    act(&s, "draw pile");
    P2_PASS();
    act(&s, "play red 3"); /* step 3 */
    act(&s, "draw pile");
    P2_PASS();
    assert_int_equal(s.tile[R][3], LC_TILE_NONE); /* step 4 is not marked on red */
    act(&s, "play red 4");                        /* step 4 */
    act(&s, "draw pile");
    P2_PASS();
    int chips = s.chips[0];
    act(&s, "play red 5"); /* step 5: 15 points, not doubled for the researcher */
    assert_int_equal(s.chips[0], chips + 15);
    assert_int_equal(s.tile_points[0], 15);
    assert_int_equal(s.tile[R][4], LC_TILE_VP); /* the tile stays */
    act(&s, "draw pile");
    checked(&s);
}

/* Arrows chain (R-LC-8). */
static void arrow_chains(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 17);
    static const char *const h[] = {"red 1",    "red 2",    "blue 1",  "blue 2",
                                    "yellow 3", "yellow 4", "white 5", "green 6"};
    rig_hand(&s, 0, h, 8);
    place_tile(&s, R, 2, LC_TILE_ARROW, 0); /* red 2: arrow */
    place_tile(&s, B, 3, LC_TILE_ARROW, 0); /* blue 3: arrow */
    game_action legal[LC_MAX_ACTIONS];
    int n;
    act(&s, "start blue adventurer");
    act(&s, "draw pile");
    P2_PASS();
    act(&s, "play blue 2"); /* blue step 2 (unmarked on blue) */
    assert_int_equal(s.step[0][B], 2);
    act(&s, "draw pile");
    P2_PASS();
    act(&s, "start red adventurer");
    act(&s, "draw pile");
    P2_PASS();
    act(&s, "play red 2"); /* red step 2: arrow */
    assert_int_equal(s.phase, LC_PH_MOVE);
    assert_int_equal(s.move_reason, LC_MOVE_ARROW);
    assert_true(is_legal(&s, "skip"));
    assert_true(is_legal(&s, "move red")); /* any figure on a path, the same one too */
    act(&s, "move blue");                  /* blue 2 -> 3: another arrow: the chain */
    assert_int_equal(s.step[0][B], 3);
    assert_int_equal(s.phase, LC_PH_MOVE);
    act(&s, "move blue"); /* blue 3 -> 4 (unmarked on blue): the chain stops */
    assert_int_equal(s.step[0][B], 4);
    assert_int_equal(s.phase, LC_PH_DRAW);
    act(&s, "draw pile");
    checked(&s);
}

/* A free move is optional (R-LC-8). */
static void arrow_may_be_skipped(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 18);
    static const char *const h[] = {"red 1",    "red 2",    "blue 1",  "blue 2",
                                    "yellow 3", "yellow 4", "white 5", "green 6"};
    rig_hand(&s, 0, h, 8);
    place_tile(&s, R, 2, LC_TILE_ARROW, 0);
    game_action legal[LC_MAX_ACTIONS];
    int n;
    act(&s, "start red adventurer");
    act(&s, "draw pile");
    P2_PASS();
    lost_cities_state before = s;
    act(&s, "play red 2");
    assert_int_equal(s.phase, LC_PH_MOVE);
    act(&s, "skip");
    assert_int_equal(s.step[0][R], 2);
    assert_int_equal(s.phase, LC_PH_DRAW);
    /* playing and the free move may be taken back within the turn */
    game_action a;
    lc_action_from_string(&before, "play red 2", &a);
    lost_cities_state mid = before;
    lost_cities_apply(&mid, a);
    assert_true(lc_undoable(&before, a, &mid));
}

/* The step-9 bonus: earned by a card on a path whose figure is already on
 * step 9, not by reaching it (R-LC-7). */
static void step9_bonus(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 19);
    static const char *const h[] = {"red 9",    "red 10",   "blue 3",  "blue 4",
                                    "yellow 3", "yellow 4", "white 5", "green 6"};
    rig_hand(&s, 0, h, 8);
    put_figure(&s, 0, R, 8, 8, false);
    put_figure(&s, 0, GR, 2, 1, false);
    place_tile(&s, GR, 3, LC_TILE_VP, 10);
    int chips = s.chips[0];
    act(&s, "play red 9"); /* red 8 -> 9: reaching step 9 is no bonus yet */
    assert_int_equal(s.step[0][R], 9);
    assert_true(s.phase == LC_PH_DRAW || s.phase == LC_PH_MOVE);
    if (s.phase == LC_PH_MOVE) /* an arrow on red 9 */
        act(&s, "skip");
    act(&s, "draw pile");
    game_action legal[LC_MAX_ACTIONS];
    int n;
    P2_PASS();
    act(&s, "play red 10"); /* a card on a path whose figure is on 9: the bonus */
    assert_int_equal(s.step[0][R], 9);
    assert_int_equal(s.phase, LC_PH_MOVE);
    assert_int_equal(s.move_reason, LC_MOVE_BONUS);
    assert_false(is_legal(&s, "move red")); /* the figure on 9 cannot move */
    act(&s, "move green");                  /* green 2 -> 3: 10 points */
    assert_int_equal(s.step[0][GR], 3);
    assert_int_equal(s.chips[0] - chips >= 10, 1);
}

static void bridges_counted_across_paths(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 3, 0, 0, 20);
    static const char *const h[] = {"red 9",    "red 10",   "blue 3",  "blue 4",
                                    "yellow 3", "yellow 4", "white 5", "green 6"};
    rig_hand(&s, 0, h, 8);
    /* four figures across bridges on three different paths, of three players */
    put_figure(&s, 1, Y, 7, 2, false);
    put_figure(&s, 1, B, 8, 2, true);
    put_figure(&s, 2, Y, 7, 3, false);
    put_figure(&s, 0, W, 7, 1, false);
    assert_int_equal(s.crossed, 4);
    put_figure(&s, 0, R, 6, 8, false);
    place_tile(&s, R, 7, LC_TILE_ART, 0); /* on the space that ends it */
    int vp_before = s.chips[0];
    game_action a;
    assert_int_equal(lc_action_from_string(&s, "play red 9", &a), GAME_OK);
    lost_cities_state before = s;
    lost_cities_apply(&s, a);
    /* the fifth figure across: the expedition ends at once, before the draw;
     * the artefact on the ending space is not taken */
    assert_int_equal(s.expedition, 1);
    assert_int_equal(s.art_chips[0], 0);
    /* P1 scored: white 7 (30) + red 7 (30) = 60 */
    assert_int_equal(s.chips[0], vp_before + 60);
    /* P2: yellow 30 + blue researcher 2 x 35 = 100; P3: 30 */
    assert_int_equal(s.chips[1], 100);
    assert_int_equal(s.chips[2], 30);
    /* the next expedition starts left of the player who played last (R-LC-12) */
    assert_int_equal(s.cur, 1);
    assert_int_equal(s.start_player, 1);
    assert_int_equal(s.phase, LC_PH_PLAY);
    assert_int_equal(s.crossed, 0);
    for (int p = 0; p < 3; p++)
        assert_int_equal(s.hand_n[p], 8);
    checked(&s);
    /* the events say so */
    game_event ev[GAME_MAX_EVENTS];
    int n = lc_events(&before, a, &s, 0, ev, GAME_MAX_EVENTS);
    bool ended = false, not_resolved = false;
    for (int i = 0; i < n; i++) {
        ended |= ev[i].type == LC_EV_EXP_END && ev[i].v[1] == LC_END_BRIDGES;
        not_resolved |= ev[i].type == LC_EV_NOT_RESOLVED;
        assert_int_not_equal(ev[i].type, LC_EV_ARTEFACT);
    }
    assert_true(ended && not_resolved);
}

/* A free move counts for the bridges too: an arrow's move that takes the
 * fifth figure across ends the expedition at once, before the draw. */
static void free_move_across_the_fifth_bridge(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 31);
    static const char *const h[] = {"red 3",    "red 4",    "blue 3",  "blue 4",
                                    "yellow 3", "yellow 4", "white 5", "green 6"};
    rig_hand(&s, 0, h, 8);
    put_figure(&s, 0, Y, 7, 1, false);
    put_figure(&s, 1, Y, 8, 2, false);
    put_figure(&s, 1, W, 7, 2, true);
    put_figure(&s, 1, B, 9, 2, false);
    assert_int_equal(s.crossed, 4);
    put_figure(&s, 0, GR, 6, 2, true); /* P1's researcher before the green bridge */
    put_figure(&s, 0, R, 1, 2, false);
    place_tile(&s, R, 2, LC_TILE_ARROW, 0);
    act(&s, "play red 3"); /* red 1 -> 2: an arrow */
    assert_int_equal(s.phase, LC_PH_MOVE);
    act(&s, "move green"); /* green 6 -> 7: the fifth figure across */
    assert_int_equal(s.expedition, 1);
    /* P1: yellow 7 (30) + green researcher 7 (2 x 30) + red 2 (-15) = 75 */
    assert_int_equal(s.chips[0], 75);
    /* P2: yellow 8 (35) + white researcher 7 (60) + blue 9 (50) = 145 */
    assert_int_equal(s.chips[1], 145);
    assert_int_equal(s.cur, 1); /* left of P1, who played last */
    assert_int_equal(s.phase, LC_PH_PLAY);
    checked(&s);
}

static void expedition_ends_with_last_card(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 21);
    /* play on until one card is left, each player discarding and drawing */
    game_action legal[LC_MAX_ACTIONS];
    while (s.deck_n > 1) {
        int n = lost_cities_legal(&s, legal);
        lost_cities_apply(&s, legal[n - 1]); /* a discard */
        act(&s, "draw pile");
    }
    assert_int_equal(s.expedition, 0);
    int p = s.cur;
    int n = lost_cities_legal(&s, legal);
    lost_cities_apply(&s, legal[n - 1]);
    act(&s, "draw pile"); /* the last card */
    assert_int_equal(s.expedition, 1);
    assert_int_equal(s.ended_by, LC_END_PILE);
    assert_int_equal(s.cur, (p + 1) % 2);
    assert_int_equal(s.deck_n, 80 - 16);
    checked(&s);
}

/* ---- scoring ---------------------------------------------------------------------------- */

/* Points are added up, then paid; chips never go below 0 (R-LC-10). */
static void scoring_researcher_doubles_and_chips_never_below_zero(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 1, 0, 22);            /* the short game: the end after one expedition */
    put_figure(&s, 0, R, 2, 1, true);  /* researcher on -15: -30 */
    put_figure(&s, 0, B, 5, 1, false); /* +10 */
    put_figure(&s, 1, Y, 9, 1, true);  /* researcher on 50: +100 */
    put_figure(&s, 1, W, 1, 1, false); /* -20 */
    s.chips[0] = 5;
    s.tile_points[0] = 5;
    while (s.deck_n > 1) {
        game_action legal[LC_MAX_ACTIONS];
        int n = lost_cities_legal(&s, legal);
        lost_cities_apply(&s, legal[n - 1]);
        act(&s, "draw pile");
    }
    game_action legal[LC_MAX_ACTIONS];
    int n = lost_cities_legal(&s, legal);
    lost_cities_apply(&s, legal[n - 1]);
    act(&s, "draw pile");
    assert_int_equal(s.phase, LC_PH_OVER);
    /* P1: 5 - 30 + 10 = -15: clamped at 0 */
    assert_int_equal(s.chips[0], 0);
    assert_int_equal(s.figure_points[0], -5);
    assert_int_equal(s.chips[1], 80);
    /* short table: no artefacts = -20, but the total stays at 0 or more */
    assert_int_equal(lost_cities_score(&s, 0), 0);
    assert_int_equal(lost_cities_score(&s, 1), 80 - 20);
    int parts[8];
    assert_int_equal(G->score_parts(&s, 1, parts, 8), 7);
    assert_int_equal(parts[2], -20); /* artefacts */
    assert_int_equal(parts[3], 0);   /* floor */
    assert_int_equal(parts[4], 60);  /* total */
    /* P1's -5 + 5 - 20 is raised to 0: the floor's 20 makes the categories add up */
    G->score_parts(&s, 0, parts, 8);
    assert_int_equal(parts[0] + parts[1] + parts[2], -20);
    assert_int_equal(parts[3], 20);
    assert_int_equal(parts[4], 0);
    checked(&s);
}

/* The scoring screen's numbers: at each expedition's end one figure_score
 * event per figure on a path (its step's points, the researcher's doubled),
 * whose sum is that player's score event's figure points, and the chips after
 * it are the engine's chips; over random games of 2-4 players. */
static void expedition_figure_scores_equal_the_engines_score(void **state)
{
    (void)state;
    uint64_t rng = 77;
    int ends = 0, figures = 0, researchers = 0;
    for (int g = 0; g < 30; g++) {
        lost_cities_state s;
        fresh(&s, 2 + g % 3, g % 5 == 4, g % 2, 500 + (uint64_t)g);
        while (s.phase != LC_PH_OVER) {
            game_action legal[LC_MAX_ACTIONS];
            int n = lost_cities_legal(&s, legal);
            assert_true(n > 0);
            game_action a = legal[splitmix64_below(&rng, (uint32_t)n)];
            lost_cities_state before = s;
            game_event ev[GAME_MAX_EVENTS];
            int ne = lc_events(&before, a, &before, GAME_VIEW_ALL, ev, GAME_MAX_EVENTS);
            assert_true(ne >= 0);
            act_apply(&s, a);
            int sum[LC_MAX_PLAYERS] = {0}, seen[LC_MAX_PLAYERS] = {0};
            for (int i = 0; i < ne; i++) {
                const game_event *e = &ev[i];
                if (e->type == LC_EV_FIGURE_SCORE) {
                    int p = e->player, c = e->v[1], step = e->v[2];
                    assert_int_equal(e->v[0], before.expedition + 1);
                    assert_true(step >= 1 && step <= LC_STEPS);
                    assert_int_equal(e->v[3], (int)before.res_path[p] == c);
                    assert_int_equal(e->v[4], lost_cities_step_value(step) * (e->v[3] ? 2 : 1));
                    sum[p] += e->v[4];
                    figures++;
                    researchers += e->v[3];
                } else if (e->type == LC_EV_SCORE) {
                    int p = e->player;
                    assert_int_equal(e->v[1], sum[p]); /* figure points: the figures' sum */
                    int after = e->v[2] + sum[p] < 0 ? 0 : e->v[2] + sum[p];
                    assert_int_equal(e->v[3], after);    /* chips paid, never below 0 */
                    assert_int_equal(s.chips[p], after); /* the engine's chips */
                    seen[p] = 1;
                }
            }
            if (before.expedition != s.expedition) {
                ends++;
                for (int p = 0; p < s.nplayers; p++)
                    assert_int_equal(seen[p], 1);
            }
        }
    }
    assert_true(ends >= 30 && figures > 100 && researchers > 10);
}

/* The final table's rows added up to more than its total (chips 145, figures
 * 70, tiles 75, total 145): chips are figures + tiles.  The scores name the
 * categories that add up ("parts"), and the table's words say the tie-break. */
static void final_table_parts_add_up_to_total(void **state)
{
    (void)state;
    uint64_t rng = 5;
    for (int g = 0; g < 12; g++) {
        lost_cities_state s;
        fresh(&s, 2 + g % 3, g % 2, 0, 900 + (uint64_t)g);
        while (s.phase != LC_PH_OVER) {
            game_action legal[LC_MAX_ACTIONS];
            int n = lost_cities_legal(&s, legal);
            act_apply(&s, legal[splitmix64_below(&rng, (uint32_t)n)]);
        }
        json_t *j = lc_scores_json(&s);
        assert_non_null(j);
        json_t *parts = json_object_get(j, "parts");
        assert_int_equal(json_array_size(parts), 4);
        for (int p = 0; p < s.nplayers; p++) {
            json_t *pl = json_array_get(json_object_get(j, "players"), (size_t)p);
            long long sum = 0;
            for (size_t i = 0; i < json_array_size(parts); i++) {
                const char *k = json_string_value(json_array_get(parts, i));
                assert_string_not_equal(k, "chips");
                sum += json_integer_value(json_object_get(pl, k));
            }
            long long total = json_integer_value(json_object_get(pl, "total"));
            /* the total never drops below 0: the floor raises it, and the parts add up */
            assert_int_equal(sum, total);
            assert_int_equal(json_integer_value(json_object_get(pl, "chips")),
                             json_integer_value(json_object_get(pl, "figures")) +
                                 json_integer_value(json_object_get(pl, "tiles")));
        }
        json_decref(j);
    }
    /* a tie on points decided by artefact chips says so; a full tie is shared */
    lost_cities_state s;
    fresh(&s, 3, 1, 0, 23);
    s.phase = LC_PH_OVER, s.expedition = 1, s.cur = LC_NONE;
    s.chips[0] = 100, s.art_chips[0] = 3;
    s.chips[1] = 110, s.art_chips[1] = 2;
    s.chips[2] = 105, s.art_chips[2] = 3;
    json_t *j = lc_scores_json(&s);
    assert_string_equal(json_string_value(json_object_get(j, "tiebreak")), "artefact_chips");
    json_decref(j);
    s.art_chips[1] = 3, s.chips[1] = 105;
    j = lc_scores_json(&s);
    assert_string_equal(json_string_value(json_object_get(j, "tiebreak")), "artefact_chips_shared");
    json_decref(j);
    s.chips[1] = 200;
    j = lc_scores_json(&s);
    assert_null(json_object_get(j, "tiebreak"));
    json_decref(j);
}

/* Decisions said "P1: ..." on the page: the decision's words are a row of the
 * wording table without the player, named by the options' action info. */
static void decision_words_without_p1(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 41);
    uint64_t rng = 9;
    int phases[4] = {0};
    for (int step = 0; step < 400 && s.phase != LC_PH_OVER; step++) {
        game_action legal[LC_MAX_ACTIONS];
        int n = lost_cities_legal(&s, legal);
        json_t *info = lc_action_info(&s, legal[0]);
        const char *name = json_string_value(json_object_get(info, "decision"));
        assert_non_null(name);
        const game_word_row *row = NULL;
        for (const game_word_row *r = LC_WORDS.decisions; r && r->name; r++)
            if (strcmp(r->name, name) == 0)
                row = r;
        assert_non_null(row);
        char said[200], full[200];
        assert_true(game_words_fill(row->en, info, row, said, sizeof said) > 0);
        assert_null(strchr(said, '{'));
        assert_null(strstr(said, "P1"));
        assert_null(strstr(said, "P2"));
        /* the terminal's decision is the same words after "P1: " */
        lc_decision_text(&s, s.cur, full, sizeof full);
        char want[220];
        snprintf(want, sizeof want, "P%d: %s", s.cur + 1, said);
        assert_string_equal(full, want);
        phases[s.phase]++;
        json_decref(info);
        act_apply(&s, legal[splitmix64_below(&rng, (uint32_t)n)]);
    }
    assert_true(phases[LC_PH_PLAY] > 0 && phases[LC_PH_DRAW] > 0);
}

/* The artefact tables' shape (their chosen rows: R-LC-4, R-LC-5 in
 * tests/test_lost_cities_readings.c). */
static void artefact_tables(void **state)
{
    (void)state;
    /* short table: 0 -> -20, 1 -> -15, 5 or more -> +50 [KELTIS x 5] */
    assert_int_equal(lost_cities_artefact_points(0, true), -20);
    assert_int_equal(lost_cities_artefact_points(1, true), -15);
    assert_int_equal(lost_cities_artefact_points(5, true), 50);
    assert_int_equal(lost_cities_artefact_points(9, true), 50);
    /* long table: fewer than 6 lose points [RB], never falling with more chips */
    for (int n = 0; n < 6; n++)
        assert_true(lost_cities_artefact_points(n, false) < 0);
    for (int n = 6; n <= 27; n++)
        assert_true(lost_cities_artefact_points(n, false) >= 0);
    for (int n = 1; n <= 27; n++)
        assert_true(lost_cities_artefact_points(n, false) >
                    lost_cities_artefact_points(n - 1, false));
    for (int n = 1; n <= 5; n++)
        assert_true(lost_cities_artefact_points(n, true) >
                    lost_cities_artefact_points(n - 1, true));
}

/* Ties: the most artefact chips, still tied a shared win (R-LC-13). */
static void tie_break_by_artefact_chips(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 3, 1, 0, 23);
    s.phase = LC_PH_OVER;
    s.expedition = 1;
    s.cur = LC_NONE;
    s.chips[0] = 100, s.art_chips[0] = 3; /* 100 + 15 = 115 */
    s.chips[1] = 110, s.art_chips[1] = 2; /* 110 + 10 = 120 */
    s.chips[2] = 105, s.art_chips[2] = 3; /* 105 + 15 = 120, more chips */
    bool win[LC_MAX_PLAYERS];
    assert_int_equal(lost_cities_winners(&s, win), 1);
    assert_true(win[2] && !win[0] && !win[1]);
    double r[4];
    G->returns(&s, r);
    assert_true(r[2] == 1.0 && r[0] == 0.0 && r[1] == 0.0);
    s.art_chips[1] = 3, s.chips[1] = 105; /* a full tie: shared */
    assert_int_equal(lost_cities_winners(&s, win), 2);
    G->returns(&s, r);
    assert_true(r[1] == 0.5 && r[2] == 0.5 && r[0] == 0.0);
}

static void three_expeditions_long_table(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 24);
    int ends = 0;
    uint64_t rng = 5;
    game_action legal[LC_MAX_ACTIONS];
    while (s.phase != LC_PH_OVER) {
        int e = s.expedition;
        int n = lost_cities_legal(&s, legal);
        lost_cities_apply(&s, legal[splitmix64_below(&rng, (uint32_t)n)]);
        if (s.expedition != e) {
            ends++;
            if (s.phase != LC_PH_OVER) {
                checked(&s);
                assert_int_equal(s.art_tiles[0] + s.art_tiles[1], 0); /* turned into chips */
            }
        }
    }
    assert_int_equal(ends, 3);
    for (int p = 0; p < 2; p++) {
        int v = s.chips[p] + lost_cities_artefact_points(s.art_chips[p], false);
        assert_int_equal(lost_cities_score(&s, p), v < 0 ? 0 : v);
    }
    assert_int_equal(G->current_player(&s), -1);
    assert_int_equal(lost_cities_legal(&s, legal), 0);
}

/* ---- the ascending-or-descending variant ----------------------------------------------- */

static void updown_second_card_picks_the_way(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 1, 25);
    static const char *const h[] = {"red 2", "red 5", "red 3",   "red 4",
                                    "red 8", "red 2", "white 5", "green 6"};
    rig_hand(&s, 0, h, 8);
    game_action legal[LC_MAX_ACTIONS];
    int n;
    act(&s, "start red adventurer"); /* the lowest card, also in this variant */
    assert_int_equal(s.last[0][R], 2);
    assert_int_equal(s.dir[0][R], LC_DIR_OPEN);
    act(&s, "draw pile");
    P2_PASS();
    act(&s, "play red 2"); /* equal: the way is still open */
    assert_int_equal(s.dir[0][R], LC_DIR_OPEN);
    /* a path started with blue 6, as if played */
    lost_cities_state t;
    fresh(&t, 2, 0, 1, 26);
    static const char *const h2[] = {"blue 5", "blue 5", "blue 3",  "blue 4",
                                     "blue 8", "red 2",  "white 5", "green 6"};
    rig_hand(&t, 0, h2, 8);
    put_figure(&t, 0, B, 1, 6, false); /* a blue path started with blue 6 */
    assert_int_equal(t.dir[0][B], LC_DIR_OPEN);
    assert_true(lc_is_legal(&t, LC_ACTION(LC_A_PLAY, card("blue 3")))); /* lower is fine */
    assert_true(lc_is_legal(&t, LC_ACTION(LC_A_PLAY, card("blue 8"))));
    lost_cities_state u = t;
    lost_cities_apply(&u, LC_ACTION(LC_A_PLAY, card("blue 5"))); /* lower: the way is down */
    assert_int_equal(u.dir[0][B], LC_DIR_DOWN);
    u.phase = LC_PH_PLAY, u.cur = 0, u.move_reason = 0;
    assert_true(lc_is_legal(&u, LC_ACTION(LC_A_PLAY, card("blue 5"))));  /* equal */
    assert_true(lc_is_legal(&u, LC_ACTION(LC_A_PLAY, card("blue 3"))));  /* lower */
    assert_false(lc_is_legal(&u, LC_ACTION(LC_A_PLAY, card("blue 8")))); /* not higher */
    u = t;
    lost_cities_apply(&u, LC_ACTION(LC_A_PLAY, card("blue 8"))); /* higher: up */
    assert_int_equal(u.dir[0][B], LC_DIR_UP);
    u.phase = LC_PH_PLAY, u.cur = 0, u.move_reason = 0;
    assert_false(lc_is_legal(&u, LC_ACTION(LC_A_PLAY, card("blue 5"))));
    /* without the variant a lower card never fits */
    lost_cities_state v;
    fresh(&v, 2, 0, 0, 26);
    rig_hand(&v, 0, h2, 8);
    put_figure(&v, 0, B, 1, 6, false);
    assert_false(lc_is_legal(&v, LC_ACTION(LC_A_PLAY, card("blue 3"))));
    assert_true(lc_is_legal(&v, LC_ACTION(LC_A_PLAY, card("blue 8"))));
}

static void short_game_one_expedition(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 4, 1, 0, 27);
    uint64_t rng = 9;
    game_action legal[LC_MAX_ACTIONS];
    while (s.phase != LC_PH_OVER) {
        int n = lost_cities_legal(&s, legal);
        lost_cities_apply(&s, legal[splitmix64_below(&rng, (uint32_t)n)]);
    }
    assert_int_equal(s.expedition, 1);
    for (int p = 0; p < 4; p++) {
        int v = s.chips[p] + lost_cities_artefact_points(s.art_chips[p], true);
        assert_int_equal(lost_cities_score(&s, p), v < 0 ? 0 : v);
    }
}

/* ---- hidden information, events, text ---------------------------------------------------- */

static void draw_is_a_card_for_the_others(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 3, 0, 0, 28);
    game_action legal[LC_MAX_ACTIONS];
    int n = lost_cities_legal(&s, legal);
    lost_cities_apply(&s, legal[n - 1]);
    lost_cities_state before = s;
    game_action a = LC_ACTION(LC_A_DRAW, 0);
    lost_cities_apply(&s, a);
    char text[200];
    for (int v = -1; v < 3; v++) {
        game_event ev[GAME_MAX_EVENTS];
        int k = lc_events(&before, a, &s, v, ev, GAME_MAX_EVENTS);
        assert_int_equal(k, 1);
        assert_int_equal(ev[0].type, LC_EV_DRAW);
        lc_event_text(&ev[0], text, sizeof text);
        if (v == 1 || v == 2) {
            assert_int_equal(ev[0].v[0], -1);
            assert_true(ev[0].flags & GAME_EVENT_REDACTED);
            assert_non_null(strstr(text, "a card"));
        } else {
            assert_int_equal(ev[0].v[0], before.deck[before.deck_n - 1]);
            assert_null(strstr(text, "a card"));
        }
        char at[200];
        assert_true(lc_action_text(&before, a, v, at, sizeof at) > 0);
        if (v >= 0)
            assert_string_equal(at, "P1: draws from the pile");
    }
    /* a draw from the pile is never undoable */
    assert_false(lc_undoable(&before, a, &s));
    /* the others' views do not change with the drawn card */
    lost_cities_state o1, o2;
    lc_observe(&s, 1, &o1);
    lost_cities_state t = before;
    int other = 0;
    while (t.deck[other] == t.deck[t.deck_n - 1])
        other++;
    uint8_t x = t.deck[other];
    t.deck[other] = t.deck[t.deck_n - 1];
    t.deck[t.deck_n - 1] = x;
    {
        lost_cities_apply(&t, a);
        lc_observe(&t, 1, &o2);
        assert_memory_equal(&o1, &o2, sizeof o1);
    }
}

static void texts_and_parsing(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 2, 0, 0, 29);
    rig_hand(&s, 0, HAND_A, 8);
    char t[64];
    game_action a;
    assert_int_equal(lc_action_from_string(&s, "  Discard   RED 10 ", &a), GAME_E_PARSE);
    assert_int_equal(lc_action_from_string(&s, "  Discard   YELLOW 10 ", &a), GAME_OK);
    lc_action_to_string(&s, a, t, sizeof t);
    assert_string_equal(t, "discard yellow 10");
    assert_int_equal(lc_action_from_string(&s, "play red 3", &a), GAME_E_PARSE); /* no path yet */
    assert_int_equal(lc_action_to_string(&s, LC_ACTION(LC_A_DRAW, 0), t, sizeof t), GAME_E_ILLEGAL);
    assert_int_equal(lost_cities_apply(&s, LC_ACTION(LC_A_DRAW, 0)), GAME_E_ILLEGAL);
    lc_decision_text(&s, 0, t, sizeof t);
    assert_non_null(strstr(t, "P1"));
    char board[4096];
    assert_true(lc_view_text(&s, 1, board, sizeof board) > 0);
    assert_non_null(strstr(board, "+8 unseen")); /* P1's hand from P2's seat */
    assert_null(strstr(board, "yellow 10"));
    assert_true(lc_view_text(&s, 0, board, sizeof board) > 0);
    assert_non_null(strstr(board, "yellow 10"));
}

/* ---- positions and JSON -------------------------------------------------------------------- */

static void positions_round_trip_and_reject(void **state)
{
    (void)state;
    lost_cities_state s;
    fresh(&s, 3, 0, 1, 30);
    uint64_t rng = 3;
    game_action legal[LC_MAX_ACTIONS];
    for (int i = 0; i < 200 && s.phase != LC_PH_OVER; i++) {
        int n = lost_cities_legal(&s, legal);
        lost_cities_apply(&s, legal[splitmix64_below(&rng, (uint32_t)n)]);
        char *text = lc_position_write(&s);
        assert_non_null(text);
        lost_cities_state t;
        char err[200];
        if (lc_position_read(&t, text, err, sizeof err) != GAME_OK)
            fail_msg("position does not read back: %s", err);
        assert_memory_equal(&s, &t, sizeof s);
        free(text);
    }
    char *text = lc_position_write(&s);
    lost_cities_state t = s;
    char err[200];
    /* damaged: a wrong format, a bad card, a missing field, too many of a card */
    static const char *const bad[][2] = {
        {"\"format\":\"lost-cities-position 1\"", "\"format\":\"x\""},
        {"\"players\":3", "\"players\":9"},
        {"\"phase\":\"", "\"phase\":\"z"},
        {"\"turns\":", "\"turnz\":"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *p = strstr(text, bad[i][0]);
        assert_non_null(p);
        size_t pre = (size_t)(p - text);
        char *dam = malloc(strlen(text) + 64);
        memcpy(dam, text, pre);
        strcpy(dam + pre, bad[i][1]);
        strcat(dam, p + strlen(bad[i][0]));
        assert_int_equal(lc_position_read(&t, dam, err, sizeof err), GAME_E_POSITION);
        assert_true(strlen(err) > 0 && !strchr(err, '\n'));
        assert_memory_equal(&t, &s, sizeof s); /* untouched */
        free(dam);
    }
    assert_int_equal(lc_position_read(&t, "{", err, sizeof err), GAME_E_POSITION);
    assert_int_equal(lc_position_read(&t, "[]", err, sizeof err), GAME_E_POSITION);
    free(text);
    /* JSON views hide what they must */
    json_t *j = lc_view_json(&s, 0);
    assert_non_null(j);
    char *dump = game_json_dump(j);
    assert_null(strstr(dump, "\"hidden\""));
    free(dump);
    json_decref(j);
    j = lc_view_json(&s, GAME_VIEW_ALL);
    dump = game_json_dump(j);
    assert_non_null(strstr(dump, "\"hidden\""));
    free(dump);
    json_decref(j);
    assert_null(lc_view_json(&s, 7));
    j = lc_scores_json(&s);
    assert_non_null(j);
    json_decref(j);
}

/* ---- the heuristic: the greedy bot beats the random one ------------------------------------ */

static void greedy_beats_random(void **state)
{
    (void)state;
    int wins = 0, games = 20;
    for (int g = 0; g < games; g++) {
        lost_cities_state s;
        fresh(&s, 2, 0, 0, 1000 + (uint64_t)g);
        bot b[2];
        int gseat = g % 2;
        assert_int_equal(bot_create(&b[gseat], G, "greedy", gseat, 77 + (uint64_t)g), 0);
        assert_int_equal(bot_create(&b[1 - gseat], G, "random", 1 - gseat, 99 + (uint64_t)g), 0);
        game_action legal[LC_MAX_ACTIONS];
        while (s.phase != LC_PH_OVER) {
            int n = lost_cities_legal(&s, legal);
            int p = s.cur;
            game_action a = b[p].choose(&b[p], &s, legal, n);
            assert_int_equal(lost_cities_apply(&s, a), GAME_OK);
        }
        bool win[LC_MAX_PLAYERS];
        lost_cities_winners(&s, win);
        wins += win[gseat] && !win[1 - gseat];
    }
    printf("greedy beats random in %d of %d games\n", wins, games);
    assert_true(wins >= 16);
}

/* ---- the generic conformance suite ---------------------------------------------------------- */

static void on_end(const void *st, int decisions, bool playout, void *ctx)
{
    (void)decisions, (void)playout;
    long *count = ctx;
    const lost_cities_state *s = st;
    if (s->expedition != s->nexp)
        game_conformance_fail("ended in expedition %d of %d", s->expedition, s->nexp);
    for (int p = 0; p < s->nplayers; p++)
        if (lost_cities_score(s, p) < 0)
            game_conformance_fail("negative score");
    count[s->opt_short * 2 + s->opt_updown]++;
}

static void conformance(int players)
{
    long per_combo[4] = {0};
    long games = th_scaled(1200, 0);
    game_conformance_opts o = game_conformance_options(players, games);
    o.on_game_end = on_end;
    o.ctx = per_combo;
    game_conformance_run(G, &o);
    printf("%d players: %ld games; long/up %ld long/updown %ld short/up %ld short/updown %ld\n",
           players, games, per_combo[0], per_combo[1], per_combo[2], per_combo[3]);
    for (int i = 0; i < 4; i++)
        assert_true(per_combo[i] > 0); /* every option combination was played */
}

static void conformance_2p(void **state)
{
    (void)state, conformance(2);
}
static void conformance_3p(void **state)
{
    (void)state, conformance(3);
}
static void conformance_4p(void **state)
{
    (void)state, conformance(4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_counts),
        cmocka_unit_test(start_uses_the_lowest_card),
        cmocka_unit_test(start_once_per_color_and_equal_or_higher),
        cmocka_unit_test(four_adventurers_and_one_researcher),
        cmocka_unit_test(discard_and_draw_from_any_pile),
        cmocka_unit_test(discard_then_other_takes),
        cmocka_unit_test(tiles_along_a_path),
        cmocka_unit_test(arrow_chains),
        cmocka_unit_test(arrow_may_be_skipped),
        cmocka_unit_test(step9_bonus),
        cmocka_unit_test(bridges_counted_across_paths),
        cmocka_unit_test(free_move_across_the_fifth_bridge),
        cmocka_unit_test(expedition_ends_with_last_card),
        cmocka_unit_test(scoring_researcher_doubles_and_chips_never_below_zero),
        cmocka_unit_test(expedition_figure_scores_equal_the_engines_score),
        cmocka_unit_test(final_table_parts_add_up_to_total),
        cmocka_unit_test(decision_words_without_p1),
        cmocka_unit_test(artefact_tables),
        cmocka_unit_test(tie_break_by_artefact_chips),
        cmocka_unit_test(three_expeditions_long_table),
        cmocka_unit_test(updown_second_card_picks_the_way),
        cmocka_unit_test(short_game_one_expedition),
        cmocka_unit_test(draw_is_a_card_for_the_others),
        cmocka_unit_test(texts_and_parsing),
        cmocka_unit_test(positions_round_trip_and_reject),
        cmocka_unit_test(greedy_beats_random),
        cmocka_unit_test(conformance_2p),
        cmocka_unit_test(conformance_3p),
        cmocka_unit_test(conformance_4p),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
