/* test_conformance.c - Lost Ruins of Arnak through the generic conformance
 * test (game_conformance.h: random playouts, records, determinization, illegal
 * actions, through ARNAK_GAME only), plus what only Arnak knows.
 *
 * Per player count 2, 3, 4: round(3000 * th_scale()) uniform random games,
 * Bird and Snake side alternating, then round(600 * th_scale()) "eager" games
 * (a game_def "arnak-eager" whose init hands out resources, with a policy that
 * favours research, see eager_init) that reach the Lost Temple.  On top of the
 * generic checks, through the callbacks:
 *   - every action has a canonical text (not the "?%08x" fallback); illegal
 *     actions are rejected with ARNAK_E_ILLEGAL, actions after the end with
 *     ARNAK_E_OVER;
 *   - determinize reseeds the RNG and keeps the multiset of cards per owner;
 *   - a finished game (and every determinized copy played to the end) is in
 *     round 5, every player's score categories add up to a plausible total, and
 *     there are 1..players winners, all in the game;
 *   - statistics (printed): how often each of the 75 items/artifacts had its
 *     effect resolved (each must be, at least once), decisions per frame kind
 *     (each kind must come up), action kinds chosen at the turn level, Lost
 *     Temple arrivals;
 *   - design rule "never two options to the same state" (check_outcomes): at
 *     every 3rd decision and every bought artifact, no two legal actions give
 *     states with the same hash; so an artifact whose effect has nothing to act
 *     on is never offered for use.
 * About 25 s in the Release build.  A failure names the game (arnak or
 * arnak-eager), players, side (variant 0 = Bird, 1 = Snake), seed, game index
 * and step; rerun that game alone with .players, .first_game = index, .games = 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#include "th.h"
#include "game_conformance.h"
#include "core/splitmix.h"

#define GAMES_PER_COUNT 3000 /* uniform random games per player count */
#define EAGER_PER_COUNT 600  /* "eager" games per player count (see eager_init) */

/* ---- statistics over all games ------------------------------------------------ */
static unsigned long g_resolved[CARD_COUNT]; /* effect resolutions per card */
static unsigned long g_turn_kind[32];                /* action kinds chosen on FR_TURN */
static unsigned long g_post_kind[32];                /* action kinds chosen on FR_POST */
static unsigned long g_temple_arrivals[5];
static unsigned long g_frame_kind[FR_DECISION_END]; /* decisions per frame kind */
static unsigned long g_det_checks, g_det_changed;

static const char *const FRAME_NAMES[FR_DECISION_END] = {
    "",
    "turn",
    "post",
    "pay-travel",
    "draw",
    "exile",
    "discard",
    "pay-q",
    "pay-discard",
    "choice",
    "upgrade",
    "arch",
    "activate",
    "relocate",
    "overcome-free",
    "crown",
    "buy",
    "bought-art",
    "research",
    "order",
    "bonus-pick",
    "recruit",
    "upgrade-asst",
    "refresh",
    "rescue",
    "supply-asst",
    "horn",
    "earring-n",
    "limbo-keep",
    "limbo-top",
    "hammer-take",
    "ocarina",
    "keep",
};

/* Design rule: never two options that lead to the same state (a person would
 * be asked a question whose answer does not matter).  Applies every legal
 * action to a copy, compares the hashes of the results and fails, naming both
 * options, when two agree.  Checked at every 3rd decision and at every bought
 * artifact, where "use" must never be offered when its effect has nothing to
 * act on (then "use" and "skip" would lead to the same state). */
typedef struct {
    uint64_t h;
    int i;
} hashed_option;

static int cmp_hashed(const void *x, const void *y)
{
    const hashed_option *a = x, *b = y;
    return a->h < b->h ? -1 : a->h > b->h ? 1 : a->i - b->i;
}

static void check_outcomes(const game_conformance_decision *d)
{
    static hashed_option ho[ARNAK_MAX_ACTIONS];
    const arnak_state *s = d->state;
    for (int i = 0; i < d->n; i++) {
        arnak_state t = *s;
        arnak_apply_trusted(&t, d->legal[i]);
        ho[i].h = arnak_hash(&t);
        ho[i].i = i;
    }
    qsort(ho, (size_t)d->n, sizeof ho[0], cmp_hashed);
    for (int i = 1; i < d->n; i++)
        if (ho[i].h == ho[i - 1].h) {
            game_conformance_fail("decision %s: options '%s' and '%s' lead to the same state",
                                  FRAME_NAMES[th_frame(s)], d->text[ho[i - 1].i], d->text[ho[i].i]);
        }
}

/* ---- per decision: canonical texts and statistics -------------------------------- */
static void on_decision(const game_conformance_decision *d, void *ctx)
{
    (void)ctx;
    const arnak_state *s = d->state;
    for (int i = 0; i < d->n; i++)
        if (d->text[i][0] == '?')
            game_conformance_fail("action %08x has no canonical text ('%s')", (unsigned)d->legal[i],
                                  d->text[i]);
    int fk = th_frame(s);
    if (fk == FR_BOUGHT_ART || d->step % 3 == 0)
        check_outcomes(d);
    arnak_action x = d->legal[d->chosen];
    int k = AKIND(x);
    if (fk > 0 && fk < FR_DECISION_END)
        g_frame_kind[fk]++;
    if (k == AK_PLAY && (CARD_IS_ITEM(AA(x)) || CARD_IS_ART(AA(x))))
        g_resolved[AA(x)]++;
    if (k == AK_YES && fk == FR_BOUGHT_ART)
        g_resolved[s->stack[s->depth - 1].a]++;
    if (fk == FR_TURN)
        g_turn_kind[k & 31]++;
    else if (fk == FR_POST)
        g_post_kind[k & 31]++;
}

/* ---- determinize: the RNG is reseeded, card multisets per owner are kept ------------ */
typedef struct {
    uint8_t n[ARNAK_MAX_PLAYERS][CARD_COUNT];
} owned_cards;

static void count_owned(const arnak_state *s, owned_cards *o)
{
    memset(o, 0, sizeof *o);
    for (int q = 0; q < s->nplayers; q++) {
        const arnak_player *p = &s->p[q];
        for (int i = 0; i < ak_cards_n(p); i++)
            o->n[q][p->cards[i]]++;
    }
    if (s->limbo_n) {
        if (s->limbo_owner >= s->nplayers)
            return;
        for (int i = 0; i < s->limbo_n; i++)
            o->n[s->limbo_owner][s->limbo[i]]++;
    }
}

static void on_determinize(const void *st, const void *det, int viewer, void *ctx)
{
    (void)ctx;
    const arnak_state *s = st, *d = det;
    g_det_checks++;
    if (d->rng_state == s->rng_state && d->rng_inc == s->rng_inc)
        game_conformance_fail("determinize(s, %d) kept the real RNG state", viewer);
    arnak_state x = *d; /* did it rearrange anything besides the RNG? (statistics) */
    x.rng_state = s->rng_state;
    x.rng_inc = s->rng_inc;
    g_det_changed += memcmp(&x, s, sizeof x) != 0;
    owned_cards c1, c2;
    count_owned(s, &c1);
    count_owned(d, &c2);
    if (memcmp(&c1, &c2, sizeof c1) != 0)
        game_conformance_fail("determinize(s, %d) changed the cards a player owns", viewer);
}

/* ---- the end of a game ------------------------------------------------------------ */
static void on_game_end(const void *st, int decisions, bool playout, void *ctx)
{
    (void)decisions;
    (void)ctx;
    const arnak_state *s = st;
    if (s->round != 5)
        game_conformance_fail("the game ended in round %d", s->round);
    for (int q = 0; q < s->nplayers; q++) {
        arnak_score sc;
        arnak_score_player(s, q, &sc);
        if (sc.total != sc.research + sc.temple + sc.idols + sc.guardians + sc.cards + sc.fear)
            game_conformance_fail("player %d: score categories do not add up to %d", q, sc.total);
        if (sc.total < -60 || sc.total > 400)
            game_conformance_fail("player %d: implausible score %d", q, sc.total);
    }
    bool win[ARNAK_MAX_PLAYERS];
    int nw = arnak_winners(s, win);
    if (nw < 1 || nw > s->nplayers)
        game_conformance_fail("%d winners", nw);
    for (int q = s->nplayers; q < ARNAK_MAX_PLAYERS; q++)
        if (win[q])
            game_conformance_fail("player %d who is not in the game wins", q);
    if (playout)
        return;
    for (int q = 0; q < s->nplayers; q++)
        g_temple_arrivals[s->nplayers] += s->p[q].temple_rank != 0;
}

/* ---- eager games -----------------------------------------------------------------
 * Uniform random players almost never afford the top research rows: in 9000
 * uniform games nobody reached the Lost Temple (so neither its bonus stack nor
 * the Dreadful Tales choice was ever exercised).  "Eager" games therefore start
 * every player with 8 tablets, 8 arrowheads and 5 jewels (the supply is
 * unlimited, nothing else depends on it) and take a research/temple action half
 * of the time one is legal, and avoid pass/end/skip three times out of four. */
static int eager_init(void *st, const game_setup *setup)
{
    int rc = ARNAK_GAME.init(st, setup);
    arnak_state *s = st;
    if (rc == ARNAK_OK)
        for (int q = 0; q < setup->players; q++) {
            s->p[q].res[RES_TABLET] = (uint16_t)(s->p[q].res[RES_TABLET] + 8);
            s->p[q].res[RES_ARROW] = (uint16_t)(s->p[q].res[RES_ARROW] + 8);
            s->p[q].res[RES_JEWEL] = (uint16_t)(s->p[q].res[RES_JEWEL] + 5);
        }
    return rc;
}

static int eager_choose(const void *st, const uint32_t *a, int n, uint64_t *rng, void *ctx)
{
    (void)st;
    (void)ctx;
    int research[ARNAK_MAX_ACTIONS], busy[ARNAK_MAX_ACTIONS];
    int nr = 0, nb = 0;
    for (int i = 0; i < n; i++) {
        int k = AKIND(a[i]);
        if (k == AK_RESEARCH || k == AK_TEMPLE)
            research[nr++] = i;
        else if (k != AK_PASS && k != AK_END && k != AK_SKIP)
            busy[nb++] = i;
    }
    if (nr && splitmix64(rng) % 2)
        return research[splitmix64(rng) % (uint64_t)nr];
    if (nb && splitmix64(rng) % 4)
        return busy[splitmix64(rng) % (uint64_t)nb];
    return (int)(splitmix64(rng) % (uint64_t)n);
}

static void run_count(int players)
{
    long games = th_scaled(GAMES_PER_COUNT, 1), eager = th_scaled(EAGER_PER_COUNT, 1);
    game_conformance_opts o = game_conformance_options(players, games);
    o.on_decision = on_decision;
    o.on_determinize = on_determinize;
    o.on_game_end = on_game_end;
    game_conformance_run(&ARNAK_GAME, &o);

    game_def eager_game = ARNAK_GAME;
    eager_game.name = "arnak-eager";
    eager_game.init = eager_init;
    o.games = eager;
    o.first_game = games; /* the seeds follow those of the uniform games */
    o.choose = eager_choose;
    game_conformance_run(&eager_game, &o);
    printf("[conformance] %d players: %lu Lost Temple arrivals\n", players,
           g_temple_arrivals[players]);
}

static void random_games_2p(void **state)
{
    (void)state;
    run_count(2);
}

static void random_games_3p(void **state)
{
    (void)state;
    run_count(3);
}

static void random_games_4p(void **state)
{
    (void)state;
    run_count(4);
}

/* Regression (found by the random games, 3 players, seed 3000759): a watcher's
 * determinization reshuffled the hand of the player who was paying a travel
 * cost, leaving it without a ship card and without any legal action. */
static void determinize_for_a_watcher_keeps_the_payer_able_to_pay(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 3, 5);
    th_discover(&s, 7, 2, 0); /* P7 costs one ship on both sides */
    th_set_hand(&s, 1, CARD_FUNDING_SHIP, CARD_FEAR, CARD_FEAR, 0);
    arnak_player *p = &s.p[1];
    for (int i = 0; i < p->deck_n + p->hand_n;
         i++) /* one shuffle: nobody else knows where they are */
        p->seg[i] = 1;
    th_check(&s);
    th_turn(&s, 1);
    th_do(&s, "dig P7");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    int reshuffled = 0;
    for (uint64_t seed = 0; seed < 200; seed++) {
        arnak_state d = s, o1, o2;
        arnak_determinize(&d, 0, seed);
        arnak_action a[ARNAK_MAX_ACTIONS];
        assert_true(arnak_legal_actions(&d, a) > 0);
        arnak_observe(&s, 0, &o1);
        arnak_observe(&d, 0, &o2);
        assert_memory_equal(&o1, &o2, sizeof o1);
        th_check(&d);
        reshuffled += th_hand_count(&d, 1, CARD_FUNDING_SHIP) == 0;
    }
    assert_true(reshuffled > 0); /* the hand is still resampled */
}

/* Regression (found by the duplicate-outcome statistics): with A09 and A12 on
 * top of two supply stacks, Coconut Flask offered "use A09" and "use A12",
 * which both give 1 compass and lead to the same state. */
static void supply_assistants_with_the_same_effect_are_one_option(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 2, 11);
    th_asst_on_top(&s, 0, 9);
    th_asst_on_top(&s, 1, 12);
    th_asst_on_top(&s, 2, 1);
    th_check(&s);
    th_set_hand(&s, 0, CARD_ART(19), 0); /* Coconut Flask */
    th_set_res(&s, 0, 0, 0, 1, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "play coconut-flask");
    assert_int_equal(th_frame(&s), FR_SUPPLY_ASST);
    assert_int_equal(th_count(&s, "use A09") + th_count(&s, "use A12"),
                     2); /* one of them + A09/travel */
    assert_true(th_legal(&s, "use A09/travel"));
    assert_true(th_legal(&s, "use A01"));
}


static const char *const KIND_NAMES[] = {
    "",         "pass",   "end-turn",  "dig",  "discover", "overcome", "buy",  "play",
    "research", "temple", "assistant", "boon", "idol",     "pay",      "yes",  "skip",
    "choose",   "card",   "site",      "move", "pick",     "number",   "keep",
};

/* Every item and artifact had its effect resolved at least once; print the table. */
static void every_card_resolved(void **state)
{
    (void)state;
    printf("[conformance] %lu determinize checks, %lu of them rearranged something besides the "
           "RNG\n",
           g_det_checks, g_det_changed);
    printf("[conformance] decisions per frame kind:\n");
    for (int f = 1; f < FR_DECISION_END; f++)
        printf("  %-14s %8lu%s", FRAME_NAMES[f], g_frame_kind[f], f % 4 == 0 ? "\n" : "");
    printf("\n[conformance] effect resolutions per card:\n");
    unsigned long mn = (unsigned long)-1, mx = 0;
    int mn_card = 0, mx_card = 0, missing = 0;
    for (int c = CARD_ITEM(1); c < CARD_COUNT; c++) {
        printf("  %-22.22s %7lu%s", ARNAK_CARDS[c].slug, g_resolved[c],
               (c - CARD_ITEM(1)) % 3 == 2 ? "\n" : "");
        if (g_resolved[c] < mn) {
            mn = g_resolved[c];
            mn_card = c;
        }
        if (g_resolved[c] > mx) {
            mx = g_resolved[c];
            mx_card = c;
        }
        missing += g_resolved[c] == 0;
    }
    printf("\n  min %lu (%s), max %lu (%s)\n", mn, ARNAK_CARDS[mn_card].slug, mx, ARNAK_CARDS[mx_card].slug);
    printf("[conformance] action kinds chosen at the start of a turn / after the main action:\n");
    for (int k = 1; k < (int)(sizeof KIND_NAMES / sizeof KIND_NAMES[0]); k++)
        if (g_turn_kind[k] || g_post_kind[k])
            printf("  %-10s %9lu %9lu\n", KIND_NAMES[k], g_turn_kind[k], g_post_kind[k]);
    fflush(stdout);
    for (int c = CARD_ITEM(1); c < CARD_COUNT; c++)
        if (g_resolved[c] == 0)
            fprintf(stderr, "card %s was never resolved for its effect\n", ARNAK_CARDS[c].slug);
    int unseen = 0;
    for (int f = 1; f < FR_DECISION_END; f++)
        if (!g_frame_kind[f]) {
            fprintf(stderr, "no decision of frame kind %s was ever taken\n", FRAME_NAMES[f]);
            unseen++;
        }
    assert_true(g_det_changed > 0);
    /* coverage: with fewer than ~0.2 x the games a rare card or decision may
     * legitimately not come up */
    if (th_scale() < 0.2) {
        printf("[conformance] coverage not asserted at ARNAK_TEST_SCALE < 0.2\n");
        return;
    }
    assert_int_equal(missing, 0);
    assert_int_equal(unseen, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(determinize_for_a_watcher_keeps_the_payer_able_to_pay),
        cmocka_unit_test(supply_assistants_with_the_same_effect_are_one_option),
        cmocka_unit_test(random_games_2p),
        cmocka_unit_test(random_games_3p),
        cmocka_unit_test(random_games_4p),
        cmocka_unit_test(every_card_resolved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
