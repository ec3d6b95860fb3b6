/* test_quetzal.c - Quetzal: City of the Sacred Birds: a test per rule
 * statement of the rule text (its worked examples included: the Temple, the
 * bidding, the end-of-game 43 points), a test per chosen reading naming its
 * row of the fact sheet (docs/QUETZAL.md keeps the readings), the hidden
 * information, events and undo, positions, the heuristic, and the generic
 * conformance suite over 2 to 5 players.
 *
 * Rule tests set up exact positions by editing the public state (the meeple
 * pools, coins, hands moved from the deck, so that check() still holds) and
 * act by canonical text, so a test reads like a game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "qz_th.h"
#include "game_conformance.h"
#include "core/splitmix.h"
#include "ai/bot.h"
#include "games/quetzal/internal.h"

static const game_def *G = &QUETZAL_GAME;

/* ---- helpers ----------------------------------------------------------------------- */

static int known_n(const quetzal_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < QZ_KINDS; c++)
        n += s->known[p][c];
    return n;
}

/* The events of applying text to s as viewer sees them. */
static int events_of(const quetzal_state *s, const char *text, int viewer, game_event *ev, int max)
{
    game_action a;
    assert_int_equal(qz_action_from_string(s, text, &a), GAME_OK);
    quetzal_state after = *s;
    qz_apply(&after, a, NULL);
    return qz_events(s, a, &after, viewer, ev, max);
}

static int find_event(const game_event *ev, int n, int type)
{
    for (int i = 0; i < n; i++)
        if (ev[i].type == type)
            return i;
    return -1;
}

/* ---- the roll ------------------------------------------------------------------------ */

/* Rule text: "Standing meeple gives immediately 1 coin"; fact sheet 12.7: roll
 * odds 43/43/11/3 (unverified, R-QZ-2).  Over many rolls the coins above the starting
 * coins are the standing meeples, about 3 in 100 meeples. */
static void standing_meeple_gives_a_coin(void **unused)
{
    (void)unused;
    long extra = 0, meeples = 0, faces[3] = {0};
    static const int start[5] = {4, 5, 5, 6, 6};
    for (uint64_t seed = 1; seed <= 3000; seed++) {
        quetzal_state s;
        qz_th_fresh(&s, 4, seed);
        for (int p = 0; p < 4; p++) {
            int e = s.coins[p] - start[p];
            assert_true(e >= 0 && e <= s.team[p] + 1);
            extra += e;
            meeples += s.team[p] + 1;
            for (int f = 0; f < 3; f++)
                faces[f] += s.pool[p][f];
            assert_int_equal(s.pool[p][QZ_CHAR], 1);
            assert_int_equal(s.pool[p][0] + s.pool[p][1] + s.pool[p][2], s.team[p]);
        }
    }
    double rate = (double)extra / (double)meeples, team = (double)(faces[0] + faces[1] + faces[2]);
    printf("standing rate %.4f, black %.3f white %.3f wild %.3f\n", rate, faces[0] / team,
           faces[1] / team, faces[2] / team);
    assert_true(rate > 0.02 && rate < 0.04);
    assert_true(faces[0] / team > 0.40 && faces[0] / team < 0.46);
    assert_true(faces[2] / team > 0.12 && faces[2] / team < 0.16);
}

/* Rule text: 4, 5 or 6 Team meeples by player count, a Character meeple;
 * fact sheet 12.6 (4 players: 5 certain; 2-3: 6, 5: 4 unverified, R-QZ-1);
 * starting coins 4/5/5/6/6 by seat (rule text's table); seat 0 first (R-QZ-14). */
static void setup_counts(void **unused)
{
    (void)unused;
    static const int team[6] = {0, 0, 6, 6, 5, 4};
    for (int n = 2; n <= 5; n++) {
        quetzal_state s;
        qz_th_fresh(&s, n, 7);
        for (int p = 0; p < n; p++)
            assert_int_equal(s.team[p], team[n]);
        assert_int_equal(qz_th_display_n(&s), 8);                /* 8 face up in the Temple */
        assert_int_equal(s.deck_n, QZ_CARDS - 8 - 6);      /* and 2 on each of 3 sites */
        assert_int_equal(s.upg_n, QZ_UPGRADES - (n == 2 ? 2 : 3));
        assert_int_equal(s.first, 0);
        assert_int_equal(s.round, 0);
    }
    assert_int_equal(quetzal_init(&(quetzal_state){0}, 1, 0, 1), GAME_E_CONFIG);
    assert_int_equal(quetzal_init(&(quetzal_state){0}, 6, 0, 1), GAME_E_CONFIG);
}

/* Rule text: a team meeple on its side or standing, and the Character meeple,
 * count as adventurer or archaeologist, chosen at placement. */
static void wild_meeples_choose_their_kind_at_placement(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 1);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 0, 0, 1, 1);
    assert_false(qz_th_legal_text(&s, "place stela char")); /* seat 0 holds the marker */
    s.first = 1;
    assert_true(qz_th_legal_text(&s, "place stela 1arch")); /* archaeologists only */
    assert_true(qz_th_legal_text(&s, "place market 1adv")); /* adventurers only */
    assert_true(qz_th_legal_text(&s, "place stela char"));
    assert_true(qz_th_legal_text(&s, "place market char"));
    qz_th_act(&s, "place market 1adv");
    assert_int_equal(s.pool[0][QZ_WILD], 0);
    assert_int_equal(s.spot[QZ_BLACK_MARKET].kind, QZ_ADV);
}

/* ---- placement -------------------------------------------------------------------------- */

/* Rule text, unique locations: Lucy pays 4 coins to place an archaeologist on
 * the Temple's second space; the other players cannot choose it any more. */
static void unique_location_paid_at_once_lucy_temple(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 2);
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    qz_th_pool(&s, 1, 0, 1, 0, 0);
    qz_th_pool(&s, 2, 0, 1, 0, 0);
    s.coins[0] = 6;
    s.cur = 0;
    qz_th_act(&s, "place temple2 1arch");
    assert_int_equal(s.coins[0], 2);
    assert_int_equal(s.cur, 1);
    assert_false(qz_th_legal_text(&s, "place temple2 1arch"));
    assert_true(qz_th_legal_text(&s, "place temple1 1arch"));
    /* adventurers may not enter the Temple (archaeologists only: fact sheet 6, chosen) */
    qz_th_pool(&s, 1, 1, 0, 0, 0);
    assert_false(qz_th_legal_text(&s, "place temple1 1adv"));
}

/* Rule text: the Temple's spaces cost 5 to 1 from top to bottom; a player who
 * cannot pay cannot place. */
static void temple_costs_and_no_credit(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 3);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    s.coins[0] = 3;
    assert_false(qz_th_legal_text(&s, "place temple1 1arch"));
    assert_false(qz_th_legal_text(&s, "place temple2 1arch"));
    assert_true(qz_th_legal_text(&s, "place temple3 1arch"));
    for (int i = 0; i < 5; i++)
        assert_int_equal(qz_place_cost(&s, 0, QZ_TEMPLE1 + i, 1), 5 - i);
}

/* Rule text, bidding: Jon places 2 adventurers on the Quarry; Lucy places 3
 * adventurers and kicks Jon, who takes his 2 adventurers back without
 * switching their sides and uses them later in the round. */
static void bidding_example_jon_and_lucy(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 4);
    /* Jon is seat 0, Lucy seat 1 */
    qz_th_pool(&s, 0, 2, 0, 0, 1);
    qz_th_pool(&s, 1, 3, 0, 0, 1);
    s.cur = 0;
    qz_th_act(&s, "place quarry 2adv");
    assert_int_equal(s.pool[0][QZ_ADV], 0);
    assert_false(qz_th_legal_text(&s, "place quarry 2adv")); /* as many is not enough */
    qz_th_act(&s, "place quarry 3adv");
    assert_int_equal(s.spot[QZ_QUARRY].owner, 1);
    assert_int_equal(s.spot[QZ_QUARRY].n, 3);
    assert_int_equal(s.pool[0][QZ_ADV], 2); /* back, still adventurers */
    assert_int_equal(s.cur, 0);
    qz_th_act(&s, "place ruins 2adv"); /* used later in the same round */
    assert_int_equal(s.spot[QZ_RUINS].owner, 0);
}

/* Rule text: the challenger's meeples must be of the same colour as the
 * previous ones; mixing colours is forbidden. */
static void outbid_only_with_the_same_colour_and_no_mix(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 5);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    qz_th_pool(&s, 1, 0, 3, 0, 0);
    s.cur = 0;
    qz_th_act(&s, "place quarry 1adv");
    assert_false(qz_th_legal_text(&s, "place quarry 2arch"));
    assert_false(qz_th_legal_text(&s, "place quarry 3arch"));
    /* one adventurer and one archaeologist never make a bid of 2 */
    qz_th_pool(&s, 1, 1, 1, 0, 0);
    assert_false(qz_th_legal_text(&s, "place quarry 2adv"));
    assert_false(qz_th_legal_text(&s, "place ruins 2adv"));
    assert_true(qz_th_legal_text(&s, "place ruins 1adv"));
}

/* Rule text, clarification: a lone Character meeple on a bidding location lets
 * the next player take it with meeples of any colour, which then fixes it. */
static void lone_character_bid_lets_the_challenger_choose(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 6);
    qz_th_pool(&s, 0, 0, 0, 0, 1);
    qz_th_pool(&s, 1, 0, 2, 0, 0);
    qz_th_pool(&s, 2, 3, 0, 0, 0);
    s.cur = 0;
    qz_th_act(&s, "place small-temple char");
    assert_int_equal(s.spot[QZ_SMALL_TEMPLE].kind, QZ_BID_ANY);
    assert_true(qz_th_legal_text(&s, "place small-temple 2arch"));
    qz_th_act(&s, "place small-temple 2arch");
    assert_int_equal(s.spot[QZ_SMALL_TEMPLE].kind, QZ_ARCH);
    assert_int_equal(s.pool[0][QZ_CHAR], 1);
    /* P3's adventurers cannot take it now, however many */
    assert_false(qz_th_legal_text(&s, "place small-temple 3adv"));
}

/* Fact sheet 5.2 (chosen, R-QZ-4): a player may not outbid a bid they hold. */
static void no_outbidding_yourself(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 8);
    qz_th_pool(&s, 0, 4, 0, 0, 0);
    qz_th_pool(&s, 1, 0, 0, 0, 1);
    s.cur = 0;
    qz_th_act(&s, "place ruins 1adv");
    qz_th_act(&s, "place camp char"); /* nothing left to reroll: the turn ends */
    assert_int_equal(s.cur, 0);
    assert_false(qz_th_legal_text(&s, "place ruins 2adv"));
}

/* Rule text, free locations: Maria places a second meeple on the Harbor
 * Master's Office and pays 2 coins; others still may choose it. */
static void free_location_maria_harbor(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 9);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    qz_th_pool(&s, 1, 0, 0, 0, 0);
    qz_th_pool(&s, 2, 3, 0, 0, 0);
    s.coins[2] = 5;
    s.cur = 2; /* Maria */
    qz_th_act(&s, "place harbor 1adv");
    assert_int_equal(s.coins[2], 3);
    qz_th_act(&s, "place harbor 1adv"); /* P1 too */
    qz_th_act(&s, "place harbor 1adv"); /* Maria's second meeple */
    assert_int_equal(s.coins[2], 1);
    assert_int_equal(s.harbor_n, 3);
    assert_int_equal(s.harbor[0], 2);
    assert_int_equal(s.harbor[1], 0);
    assert_int_equal(s.harbor[2], 2);
}

/* Rule text, the Camp: it activates at once; each meeple gives 1 coin and may
 * reroll a meeple of the pool, 1 more coin if it lands standing. */
static void camp_resolves_at_once_with_its_reroll(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 10);
    qz_th_pool(&s, 0, 2, 2, 0, 0);
    qz_th_pool(&s, 1, 1, 0, 0, 0);
    s.cur = 0;
    s.coins[0] = 0;
    qz_th_act(&s, "place camp 2adv");
    assert_int_equal(s.coins[0], 2);
    assert_int_equal(s.phase, QZ_PH_CAMP);
    assert_int_equal(s.cur, 0);
    game_event ev[QZ_SINK_MAX];
    int n = events_of(&s, "reroll archaeologist", GAME_VIEW_ALL, ev, QZ_SINK_MAX);
    int i = find_event(ev, n, QZ_EV_REROLL);
    assert_true(i >= 0);
    qz_th_act(&s, "reroll archaeologist");
    assert_int_equal(s.coins[0], 2 + ev[i].v[2]);
    assert_int_equal(s.pool[0][0] + s.pool[0][1] + s.pool[0][2], 2);
    qz_th_act(&s, "reroll archaeologist"); /* the second meeple's reroll (may be wild now: any face works) */
    assert_int_equal(s.phase, QZ_PH_PLACE);
    assert_int_equal(s.cur, 1);
}

/* Rule text, the Stela: archaeologists only, not for the First Player marker's
 * holder; at activation the player takes the marker and 1 Discovery. */
static void stela_takes_the_marker(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 11);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    assert_false(qz_th_legal_text(&s, "place stela 1arch"));
    qz_th_only(&s, 1);
    qz_th_pool(&s, 1, 1, 1, 0, 0);
    assert_false(qz_th_legal_text(&s, "place stela 1adv"));
    qz_th_act(&s, "place stela 1arch");
    assert_int_equal(s.coins[1], s.coins[1]); /* free */
    qz_th_act(&s, "place camp 1adv");
    /* the pool is empty: the round is activated and the next one begins */
    assert_int_equal(s.round, 1);
    assert_int_equal(s.first, 1);
    assert_int_equal(s.disc[1], 1);
    assert_int_equal(s.cur, 1); /* the new holder leads the next placement */
}

/* Rule text, the Temple example: Lucy on space 2, Jon on space 4, Maria on
 * space 5.  Lucy chooses 2 of the 8 face-up cards; Jon picks 1 of the 6 left
 * and draws the deck's top card; Maria picks 1 of the 5 left. */
static void temple_example_top_to_bottom(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 12);
    for (int p = 0; p < 3; p++) {
        qz_th_pool(&s, p, 0, 1, 0, 0);
        s.coins[p] = 10;
    }
    s.cur = 0;
    qz_th_act(&s, "place temple2 1arch"); /* Lucy */
    qz_th_act(&s, "place temple4 1arch"); /* Jon */
    qz_th_act(&s, "place temple5 1arch"); /* Maria */
    assert_int_equal(s.phase, QZ_PH_TEMPLE);
    assert_int_equal(s.cur, 0);
    assert_int_equal(qz_th_display_n(&s), 8);
    game_action legal[QZ_MAX_ACTIONS];
    int deck = s.deck_n;
    for (int k = 0; k < 2; k++) {
        assert_int_equal(s.cur, 0);
        assert_int_equal(G->in_step(&s), k == 1); /* the second card continues the first */
        assert_true(quetzal_legal(&s, legal) > 0);
        assert_int_equal(quetzal_apply(&s, legal[0]), GAME_OK);
    }
    assert_int_equal(s.hand_n[0], 2);
    assert_int_equal(qz_th_display_n(&s), 6);
    assert_int_equal(s.cur, 1);
    assert_int_equal(s.deck_n, deck); /* no draw for Lucy */
    quetzal_legal(&s, legal);
    assert_int_equal(quetzal_apply(&s, legal[0]), GAME_OK);
    assert_int_equal(s.hand_n[1], 2); /* 1 chosen, 1 drawn */
    assert_int_equal(s.deck_n, deck - 1);
    assert_int_equal(known_n(&s, 1), 1); /* the drawn card is Jon's secret */
    assert_int_equal(s.cur, 2);
    assert_int_equal(qz_th_display_n(&s), 5);
    quetzal_legal(&s, legal);
    assert_int_equal(quetzal_apply(&s, legal[0]), GAME_OK);
    assert_int_equal(s.hand_n[2], 1);
    /* the round ended: the Temple is refilled to 8 */
    assert_int_equal(s.round, 1);
    assert_int_equal(qz_th_display_n(&s), 8);
}

/* ---- activation --------------------------------------------------------------------------- */

/* Rule text, the Temple Surroundings: each winner receives the site's 2
 * Artifact cards and its bonus: Quarry 1 VP, Small Temple 1 Discovery, Ruins 1
 * coin (the order of the three is fact sheet 6, inference). */
static void surroundings_give_two_cards_and_the_bonus(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 13);
    qz_th_pool(&s, 0, 2, 0, 0, 0);
    qz_th_pool(&s, 1, 0, 1, 0, 0);
    qz_th_pool(&s, 2, 1, 0, 0, 0);
    s.cur = 0;
    uint8_t site[QZ_SITES][QZ_SITE_CARDS];
    memcpy(site, s.site, sizeof site);
    int vp = s.vp[0], coins = s.coins[2];
    qz_th_act(&s, "place quarry 2adv");
    qz_th_act(&s, "place small-temple 1arch");
    qz_th_act(&s, "place ruins 1adv");
    assert_int_equal(s.round, 1);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(s.hand_n[i], 2);
        assert_true(s.hand[i][site[i][0]] >= 1 && s.hand[i][site[i][1]] >= 1);
        assert_int_equal(known_n(&s, i), 2); /* face up: everybody saw them */
    }
    assert_int_equal(s.vp[0], vp + 1);
    assert_int_equal(s.disc[1], 1);
    assert_true(s.coins[2] >= coins + 1);
}

/* Rule text, the Black Market: adventurers only; the winner may discard an
 * artifact from hand for 7 coins, without its points or bonus. */
static void black_market_takes_adventurers_and_asks_nothing_of_an_empty_hand(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 14);
    qz_th_give(&s, 0, QZ_KIND(0, 1)); /* a vase with +1 VP */
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    qz_th_pool(&s, 1, 1, 0, 0, 0);
    s.cur = 0;
    assert_false(qz_th_legal_text(&s, "place market 1arch"));
    qz_th_act(&s, "place camp 1arch");
    qz_th_act(&s, "place market 1adv");
    /* P2 won the Black Market with no card to sell: nothing to decide */
    assert_int_equal(s.round, 1);
    assert_int_equal(s.hand_n[0], 1);
}

static void black_market_sale(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 15);
    qz_th_give(&s, 0, QZ_KIND(0, 1));
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    int coins = s.coins[0], vp = s.vp[0];
    qz_th_act(&s, "place market 1adv");
    assert_int_equal(s.phase, QZ_PH_MARKET);
    assert_true(qz_th_legal_text(&s, "pass"));
    qz_th_act(&s, "sell vase+vp");
    assert_int_equal(s.coins[0], coins + 7);
    assert_int_equal(s.vp[0], vp); /* no points, no bonus */
    assert_int_equal(s.hand_n[0], 0);
    assert_int_equal(s.discard[QZ_KIND(0, 1)], 1);
}

/* Rule text, the Village: top to bottom, each occupant takes 1 face-up
 * upgrade still in the Village; costs 2/1/1 (fact sheet 6, chosen). */
static void village_top_to_bottom(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 16);
    qz_th_pool(&s, 0, 0, 0, 0, 0);
    qz_th_pool(&s, 1, 1, 0, 0, 0);
    qz_th_pool(&s, 2, 0, 1, 0, 0);
    s.coins[1] = s.coins[2] = 5;
    s.cur = 2;
    qz_th_act(&s, "place village2 1arch"); /* P3 first, on the lower space */
    assert_int_equal(s.coins[2], 4);
    qz_th_act(&s, "place village1 1adv");
    assert_int_equal(s.coins[1], 3);
    assert_int_equal(s.phase, QZ_PH_VILLAGE);
    assert_int_equal(s.cur, 1); /* the top space chooses first */
    int u = s.village[2];
    char text[64];
    snprintf(text, sizeof text, "upgrade 3 %s", QZ_TILE_NAMES[u]);
    qz_th_act(&s, text);
    assert_int_equal(s.owned[1][u], 1);
    assert_int_equal(s.cur, 2);
    assert_false(qz_th_legal_text(&s, text));
}

/* Rule text: each Harbor meeple costs 2 coins and delivers up to 3 Artifact
 * cards; fact sheet 7 (chosen, R-QZ-9): one lot of one type, scored by fact sheet
 * 12.2's delivery values, each card's bonus gained. */
static void harbor_delivers_a_lot(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 17);
    qz_th_give(&s, 0, QZ_KIND(0, 0));
    qz_th_give(&s, 0, QZ_KIND(0, 0));
    qz_th_give(&s, 0, QZ_KIND(0, 1)); /* vase +1 VP */
    qz_th_give(&s, 0, QZ_KIND(4, 0)); /* a mummy */
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 1, 0, 0);
    s.coins[0] = 4;
    int vp = s.vp[0];
    qz_th_act(&s, "place harbor 1adv");
    assert_int_equal(s.coins[0], 2);
    qz_th_act(&s, "place harbor 1arch");
    assert_int_equal(s.coins[0], 0);
    assert_int_equal(s.phase, QZ_PH_DELIVER);
    assert_false(qz_th_legal_text(&s, "deliver 2 mummy"));
    assert_true(qz_th_legal_text(&s, "deliver 1 mummy"));
    qz_th_act(&s, "deliver 3 vase");
    assert_int_equal(s.vp[0], vp + 6 + 1);
    assert_int_equal(s.delivered[0], 6);
    qz_th_act(&s, "deliver 1 mummy");
    assert_int_equal(s.vp[0], vp + 7 + 3);
    assert_int_equal(s.hand_n[0], 0);
}

/* Fact sheet 12.4 (chosen, R-QZ-13): a Ship's winner delivers one lot free of coins,
 * then Ship 1 gives 2 VP, Ship 2 gives 2 coins. */
static void ships_deliver_free_with_a_bonus(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 18);
    qz_th_give(&s, 0, QZ_KIND(2, 0));
    qz_th_give(&s, 0, QZ_KIND(2, 0));
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    qz_th_pool(&s, 1, 0, 1, 0, 0);
    qz_th_pool(&s, 2, 0, 0, 0, 0);
    s.cur = 0;
    int vp = s.vp[0], coins = s.coins[1];
    qz_th_act(&s, "place ship1 1adv");
    qz_th_act(&s, "place ship2 1arch");
    assert_int_equal(s.phase, QZ_PH_DELIVER);
    assert_int_equal(s.cur, 0);
    assert_int_equal(s.coins[0], s.coins[0]);
    qz_th_act(&s, "deliver 2 weapon");
    assert_int_equal(s.vp[0], vp + 4 + 2);
    assert_true(s.coins[1] >= coins + 2); /* P2 has no card: the bonus alone */
}

/* Fact sheet 5.3 (R-QZ-6): the activation order Stela, Temple, Surroundings (certain),
 * then Black Market, Village, Harbor, Ships. */
static void activation_in_the_locations_order(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 19);
    qz_th_give(&s, 2, QZ_KIND(1, 0));
    qz_th_pool(&s, 0, 0, 0, 0, 0);
    qz_th_pool(&s, 1, 0, 1, 0, 0);
    qz_th_pool(&s, 2, 2, 1, 0, 0);
    s.coins[2] = 10;
    s.cur = 1;
    qz_th_act(&s, "place stela 1arch");
    qz_th_act(&s, "place harbor 1adv");
    assert_int_equal(s.cur, 2);
    qz_th_act(&s, "place temple5 1arch");
    game_event ev[QZ_SINK_MAX];
    int n = events_of(&s, "place quarry 1adv", GAME_VIEW_ALL, ev, QZ_SINK_MAX);
    assert_true(find_event(ev, n, QZ_EV_STELA) >= 0);
    assert_int_equal(find_event(ev, n, QZ_EV_SITE), -1); /* the Temple decides first */
    qz_th_act(&s, "place quarry 1adv");
    assert_int_equal(s.phase, QZ_PH_TEMPLE);
    assert_int_equal(s.first, 1);
    game_action legal[QZ_MAX_ACTIONS];
    quetzal_legal(&s, legal);
    char text[64];
    qz_action_to_string(&s, legal[0], text, sizeof text);
    n = events_of(&s, text, GAME_VIEW_ALL, ev, QZ_SINK_MAX);
    int take = find_event(ev, n, QZ_EV_TAKE), site = find_event(ev, n, QZ_EV_SITE);
    assert_true(take >= 0 && site > take);
    qz_th_act(&s, text);
    assert_int_equal(s.phase, QZ_PH_DELIVER); /* the Harbor after the sites */
    assert_int_equal(s.via, QZ_VIA_HARBOR);
}

/* ---- the end ------------------------------------------------------------------------------ */

/* Runs the last round out: p is the last to place, on Temple space 5 with the
 * character, and takes the first card offered. */
static void finish_with_temple5(quetzal_state *s, int p)
{
    s->round = QZ_ROUNDS - 1;
    qz_th_only(s, p);
    qz_th_pool(s, p, 0, 0, 0, 1);
    qz_th_act(s, "place temple5 char");
    game_action legal[QZ_MAX_ACTIONS];
    quetzal_legal(s, legal);
    assert_int_equal(quetzal_apply(s, legal[0]), GAME_OK);
    assert_int_equal(s->phase, QZ_PH_OVER);
    qz_th_checked(s);
}

/* Rule text, end of the game: Jon ends with 34 VP, 8 coins, the First Player
 * marker and 5 VP from upgrades: 34 + 2 + 2 + 5 = 43. */
static void end_example_jon_43(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 20);
    /* Jon holds "points" (4 VP) and "gold" (1 VP, used up), both from the stack */
    int got = 0;
    for (int i = s.upg_n - 1; i >= 0 && got < 2; i--)
        if (s.upg[i] == QZ_U_POINTS || s.upg[i] == QZ_U_GOLD) {
            int u = s.upg[i];
            if (s.owned[0][u])
                continue;
            s.owned[0][u] = 1;
            s.active[0][u] = u == QZ_U_POINTS;
            memmove(s.upg + i, s.upg + i + 1, (size_t)(s.upg_n - i - 1));
            s.upg[--s.upg_n] = QZ_NONE;
            got++;
        }
    assert_int_equal(got, 2);
    s.vp[0] = 34;
    s.coins[0] = 9; /* 8 after paying Temple space 5 */
    s.first = 0;
    finish_with_temple5(&s, 0);
    assert_int_equal(s.coins[0], 8);
    assert_int_equal(quetzal_score(&s, 0), 43);
    int parts[8];
    assert_int_equal(G->score_parts(&s, 0, parts, 8), 8);
    assert_int_equal(parts[0], 0);  /* deliveries */
    assert_int_equal(parts[1], 0);  /* the Discovery track's VP */
    assert_int_equal(parts[2], 34); /* the rest of the track */
    assert_int_equal(parts[3], 2);  /* marker */
    assert_int_equal(parts[4], 2);  /* coins */
    assert_int_equal(parts[5], 5);  /* upgrades */
    assert_int_equal(parts[6], 43); /* total */
}

/* The final table said "track 64, deliveries 44, discovery 10, total 74": the
 * track held the deliveries and the Discovery track's VP, and "discovery" is a
 * space of the track (the tie-break), not points.  The categories before the
 * total are disjoint and add up to it. */
static void score_categories_are_disjoint_and_add_up(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 20);
    s.vp[0] = 64, s.delivered[0] = 44, s.disc[0] = 10; /* 2 + 3 + 4 + 5 VP on the way up */
    s.coins[0] = 6, s.first = 1;
    finish_with_temple5(&s, 0); /* 5 coins for Temple space 5: 1 left */
    int parts[8];
    assert_int_equal(G->score_parts(&s, 0, parts, 8), 8);
    assert_string_equal(G->score_part_names[6], "total");
    assert_int_equal(parts[0], 44);
    assert_int_equal(parts[1], 14);
    assert_int_equal(parts[2], 64 - 44 - 14);
    assert_int_equal(parts[3] + parts[4] + parts[5], quetzal_end_bonus(&s, 0));
    assert_int_equal(parts[0] + parts[1] + parts[2] + parts[3] + parts[4] + parts[5], parts[6]);
    assert_int_equal(parts[6], quetzal_score(&s, 0));
    assert_int_equal(parts[7], 10); /* the Discovery space, told beside */
    json_t *j = G->scores_json(&s);
    json_t *names = json_object_get(j, "parts"),
           *p0 = json_array_get(json_object_get(j, "players"), 0);
    assert_int_equal(json_array_size(names), 6);
    long sum = 0;
    for (size_t i = 0; i < json_array_size(names); i++)
        sum += (long)json_integer_value(
            json_object_get(p0, json_string_value(json_array_get(names, i))));
    assert_int_equal(sum, json_integer_value(json_object_get(p0, "total")));
    assert_null(json_object_get(p0, "track"));
    assert_int_equal(json_integer_value(json_object_get(p0, "discovery")), 10);
    json_decref(j);
    /* an end bonus that is not the marker's, the coins' and the upgrades' is no state */
    char msg[128];
    s.end_bonus[0]++;
    assert_int_not_equal(qz_check(&s, msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "end bonus"));
}

/* Rule text: the most VP wins; a tie goes to the most advanced on the
 * Discovery track; then the victory is shared. */
static void ties_go_to_discovery_then_shared(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 21);
    finish_with_temple5(&s, 0);
    for (int p = 0; p < 3; p++) {
        s.end_bonus[p] = 0;
        s.vp[p] = 30;
        s.disc[p] = 2;
    }
    s.vp[2] = 20;
    s.disc[1] = 3;
    double ret[QZ_MAX_PLAYERS];
    G->returns(&s, ret);
    assert_true(ret[1] == 1.0 && ret[0] == 0.0);
    s.disc[1] = 2;
    G->returns(&s, ret);
    assert_true(ret[0] == 0.5 && ret[1] == 0.5 && ret[2] == 0.0);
}

/* Rule text: the game lasts 5 rounds. */
static void five_rounds(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 4, 22);
    uint64_t r = 5;
    int rounds = 1, last = 0;
    game_action legal[QZ_MAX_ACTIONS];
    while (s.phase != QZ_PH_OVER) {
        int n = quetzal_legal(&s, legal);
        assert_int_equal(quetzal_apply(&s, legal[splitmix64_below(&r, (uint32_t)n)]), GAME_OK);
        if (s.round != last && s.phase != QZ_PH_OVER) {
            rounds++;
            last = s.round;
        }
    }
    assert_int_equal(rounds, 5);
    assert_int_equal(s.round, 5);
    assert_int_equal(G->current_player(&s), -1);
}

/* ---- two players ----------------------------------------------------------------------------- */

/* Fact sheet 12.6 (chosen, R-QZ-11): at 2 players Ship 2 and the Village's third space
 * (and its upgrade slot) are covered. */
static void two_players_cover_ship2_and_village3(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 23);
    qz_th_pool(&s, 0, 2, 2, 0, 1);
    s.cur = 0;
    s.coins[0] = 10;
    assert_false(qz_th_legal_text(&s, "place ship2 1adv"));
    assert_false(qz_th_legal_text(&s, "place village3 1adv"));
    assert_true(qz_th_legal_text(&s, "place ship1 1adv"));
    assert_true(qz_th_legal_text(&s, "place village2 1adv"));
    assert_int_equal(s.village[2], QZ_NONE);
}

/* Fact sheet 12.8 (chosen, R-QZ-11): the automa's card of the round puts neutral
 * meeples on a Temple space, a site, the Black Market (and maybe Ship 1)
 * before the first player; they can be outbid and then leave the board; the
 * automa never activates. */
static void automa_blocks_and_can_be_outbid(void **unused)
{
    (void)unused;
    quetzal_state s;
    assert_int_equal(quetzal_init(&s, 2, 1, 24), GAME_OK);
    qz_th_checked(&s);
    int c = s.automa_card;
    assert_true(c >= 0 && c < QZ_AUTOMA_CARDS);
    const uint8_t *a = QZ_DATA.automa[c];
    assert_int_equal(s.spot[QZ_TEMPLE1 + a[0] - 1].owner, QZ_AUTOMA);
    assert_int_equal(s.spot[QZ_QUARRY + a[1]].owner, QZ_AUTOMA);
    assert_int_equal(s.spot[QZ_QUARRY + a[1]].n, a[2]);
    assert_int_equal(s.spot[QZ_BLACK_MARKET].n, a[4]);
    char text[64];
    snprintf(text, sizeof text, "place %s 1arch", QZ_SPOT_NAMES[QZ_TEMPLE1 + a[0] - 1]);
    s.coins[0] = 10;
    qz_th_pool(&s, 0, 4, 0, 0, 0);
    assert_false(qz_th_legal_text(&s, text));
    snprintf(text, sizeof text, "place market %dadv", a[4] + 1);
    qz_th_act(&s, text);
    assert_int_equal(s.spot[QZ_BLACK_MARKET].owner, 0);
    /* the automa's Temple space draws no card: the display keeps its 8 */
    qz_th_only(&s, 1);
    qz_th_pool(&s, 1, 0, 0, 0, 1);
    int display = qz_th_display_n(&s);
    qz_th_act(&s, "place camp char");
    assert_int_equal(s.phase == QZ_PH_MARKET || s.round == 1, true);
    assert_int_equal(display, 8);
    /* without the option two players play alone */
    assert_int_equal(quetzal_init(&s, 2, 0, 24), GAME_OK);
    for (int i = 0; i < QZ_SPOTS; i++)
        assert_int_equal(s.spot[i].owner, QZ_NONE);
    /* the option is for 2 players only */
    assert_int_equal(quetzal_init(&s, 3, 1, 24), GAME_OK);
    assert_int_equal(s.automa, 0);
}

/* ---- the Discovery track and upgrades ---------------------------------------------------------- */

/* Fact sheet 12.3 (chosen, R-QZ-10): spaces 0-10; reaching 2 gives 2 coins, 4 gives
 * 2 VP, 6 3 VP, 8 4 VP, 10 5 VP; the disk stops at 10. */
static void discovery_track_rewards(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 25);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    s.disc[0] = 1;
    int coins = s.coins[0];
    qz_th_act(&s, "place small-temple 1arch");
    assert_int_equal(s.disc[0], 2);
    assert_int_equal(s.coins[0], coins + 2);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    s.disc[0] = 10;
    int vp = s.vp[0];
    s.site[1][0] = s.site[1][0]; /* the site was refilled at the round's end */
    qz_th_act(&s, "place small-temple 1arch");
    assert_int_equal(s.disc[0], 10);
    assert_int_equal(s.vp[0], vp);
    int total = 0;
    for (int i = 0; i <= QZ_DISC_MAX; i++)
        total += QZ_DATA.disc_vp[i];
    assert_int_equal(total, 2 + 3 + 4 + 5);
}

/* Fact sheet 12.5 (chosen, R-QZ-12): Temple and Harbor discounts, a lot of 1 scored as
 * a lot of 2 once a round, the "sell 3" tile's delivery without a meeple. */
static void upgrades_change_costs_and_deliveries(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 2, 26);
    qz_th_grant(&s, 0, QZ_U_TEMPLE_DISCOUNT);
    qz_th_grant(&s, 0, QZ_U_HARBOR_DISCOUNT);
    qz_th_grant(&s, 0, QZ_U_SINGLE_AS_PAIR);
    qz_th_grant(&s, 0, QZ_U_SELL_VASE + 3);
    qz_th_checked(&s);
    assert_int_equal(qz_place_cost(&s, 0, QZ_TEMPLE1, 1), 4);
    assert_int_equal(qz_place_cost(&s, 0, QZ_TEMPLE1 + 4, 1), 0);
    assert_int_equal(qz_place_cost(&s, 0, QZ_HARBOR, 3), 3);
    assert_int_equal(qz_place_cost(&s, 1, QZ_HARBOR, 3), 6);
    qz_th_give(&s, 0, QZ_KIND(1, 0));
    qz_th_give(&s, 0, QZ_KIND(3, 0));
    qz_th_give(&s, 0, QZ_KIND(3, 0));
    s.pair_left[0] = 1;
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    int vp = s.vp[0];
    qz_th_act(&s, "place harbor 1adv");
    qz_th_act(&s, "deliver 1 tablet");
    assert_int_equal(s.vp[0], vp + QZ_DATA.lot[1][1]); /* scored as a pair */
    assert_int_equal(s.phase, QZ_PH_DELIVER);
    assert_int_equal(s.via, QZ_VIA_SELL);
    assert_false(qz_th_legal_text(&s, "deliver 1 tablet"));
    qz_th_act(&s, "deliver 2 statuette");
    assert_int_equal(s.vp[0], vp + QZ_DATA.lot[1][1] + QZ_DATA.lot[3][1]);
    assert_int_equal(s.active[0][QZ_U_SELL_VASE + 3], 0); /* used up */
    assert_int_equal(s.owned[0][QZ_U_SELL_VASE + 3], 1);  /* still scores */
}

/* Fact sheet 12.5 (chosen, R-QZ-12): "gain 5 gold" and "+1 Discovery" act when taken;
 * "move" takes a placed meeple back to be placed again; "reroll two" rerolls
 * up to 2 meeples of the pool a round. */
static void upgrades_of_the_placement_turn(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 27);
    qz_th_grant(&s, 0, QZ_U_MOVE);
    s.rerolls[0] = 2;
    qz_th_grant(&s, 0, QZ_U_REROLL_TWO);
    qz_th_pool(&s, 0, 2, 0, 0, 0);
    s.cur = 0;
    qz_th_act(&s, "place ruins 1adv");
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 1, 0, 0, 0);
    assert_true(qz_th_legal_text(&s, "recall ruins"));
    qz_th_act(&s, "recall ruins");
    assert_int_equal(s.spot[QZ_RUINS].owner, QZ_NONE);
    assert_int_equal(s.pool[0][QZ_ADV], 2);
    assert_false(qz_th_legal_text(&s, "recall ruins"));
    qz_th_act(&s, "reroll adventurer");
    qz_th_act(&s, "reroll adventurer");
    assert_int_equal(s.rerolls[0], 0);
    assert_false(qz_th_legal_text(&s, "reroll adventurer"));
    assert_int_equal(s.cur, 0);
    /* gold and Discovery act when taken */
    quetzal_state t;
    qz_th_fresh(&t, 3, 28);
    int u = -1;
    for (int i = 0; i < t.upg_n; i++)
        if (t.upg[i] == QZ_U_GOLD)
            u = i;
    assert_true(u >= 0);
    t.upg[u] = t.village[0];
    t.village[0] = QZ_U_GOLD;
    qz_th_only(&t, 1);
    qz_th_pool(&t, 1, 1, 0, 0, 0);
    t.coins[1] = 2;
    qz_th_act(&t, "place village1 1adv");
    qz_th_act(&t, "upgrade 1 gold");
    assert_int_equal(t.coins[1], 5);
    assert_int_equal(t.active[1][QZ_U_GOLD], 0);
}

/* ---- hidden information, events, undo ----------------------------------------------------------- */

static void hidden_hands_deck_and_spectator(void **unused)
{
    (void)unused;
    quetzal_state s, o;
    qz_th_fresh(&s, 3, 29);
    qz_th_give(&s, 0, QZ_KIND(4, 3));
    assert_int_equal(qz_observe(&s, 1, &o), GAME_OK);
    assert_int_equal(o.hand_n[0], 1);
    assert_int_equal(o.hand[0][QZ_KIND(4, 3)], 0);
    for (int i = 0; i < QZ_CARDS; i++)
        assert_int_equal(o.deck[i], QZ_NONE);
    for (int i = 0; i < QZ_UPGRADES; i++)
        assert_int_equal(o.upg[i], QZ_NONE);
    assert_int_equal(qz_observe(&s, 0, &o), GAME_OK);
    assert_int_equal(o.hand[0][QZ_KIND(4, 3)], 1);
    assert_int_equal(qz_observe(&s, GAME_VIEW_SPECTATOR, &o), GAME_OK);
    assert_int_equal(o.hand[0][QZ_KIND(4, 3)], 0);
    assert_int_equal(qz_observe(&s, 3, &o), GAME_E_ARG);
    /* a determinized copy keeps what P2 sees and stays consistent */
    quetzal_state d = s, od;
    assert_int_equal(qz_determinize(&d, 1, 99), GAME_OK);
    qz_th_checked(&d);
    qz_observe(&d, 1, &od);
    qz_observe(&s, 1, &o);
    assert_memory_equal(&o, &od, sizeof o);
    json_t *v = qz_view_json(&s, 1);
    assert_non_null(v);
    assert_null(json_object_get(json_array_get(json_object_get(v, "players"), 0), "hand"));
    assert_non_null(json_object_get(json_array_get(json_object_get(v, "players"), 1), "hand"));
    json_decref(v);
    v = qz_view_json(&s, GAME_VIEW_SPECTATOR);
    assert_non_null(v);
    assert_null(json_object_get(json_array_get(json_object_get(v, "players"), 1), "hand"));
    json_decref(v);
}

/* A card drawn at the Temple is "a card" to everybody but its taker. */
static void temple_draw_is_a_card_for_the_others(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 30);
    qz_th_only(&s, 0);
    qz_th_pool(&s, 0, 0, 1, 0, 0);
    s.coins[0] = 5;
    qz_th_act(&s, "place temple4 1arch");
    game_action legal[QZ_MAX_ACTIONS];
    quetzal_legal(&s, legal);
    char text[64];
    qz_action_to_string(&s, legal[0], text, sizeof text);
    game_event ev[QZ_SINK_MAX];
    for (int viewer = -2; viewer < 3; viewer++) {
        int n = events_of(&s, text, viewer, ev, QZ_SINK_MAX);
        int i = find_event(ev, n, QZ_EV_DRAW);
        assert_true(i >= 0);
        if (viewer == 0 || viewer == GAME_VIEW_ALL)
            assert_true(ev[i].v[0] >= 0);
        else
            assert_true(ev[i].v[0] == -1 && (ev[i].flags & GAME_EVENT_REDACTED));
        char sentence[200];
        assert_true(qz_event_text(&ev[i], sentence, sizeof sentence) > 0);
    }
}

/* The setup's events tell the first round, every roll and the automa's card. */
static void setup_events_tell_the_first_roll(void **unused)
{
    (void)unused;
    quetzal_state s;
    assert_int_equal(quetzal_init(&s, 2, 1, 35), GAME_OK);
    game_event ev[GAME_MAX_EVENTS];
    int n = G->setup_events(&s, 0, ev, GAME_MAX_EVENTS);
    assert_int_equal(n, 1 + 2 + 1);
    assert_int_equal(ev[0].type, QZ_EV_ROUND);
    assert_int_equal(ev[1].type, QZ_EV_ROLL);
    assert_int_equal(ev[1].v[0] + ev[1].v[1] + ev[1].v[2], s.team[0]);
    assert_int_equal(ev[1].v[4], s.coins[0] - 4);
    assert_int_equal(ev[3].type, QZ_EV_AUTOMA);
    assert_int_equal(ev[3].v[0], s.automa_card + 1);
    char text[200];
    for (int i = 0; i < n; i++)
        assert_true(qz_event_text(&ev[i], text, sizeof text) > 0);
    assert_int_equal(G->setup_events(&s, 5, ev, GAME_MAX_EVENTS), GAME_E_ARG);
}

/* Undo never goes past a roll or a draw, nor past the end of a turn. */
static void undo_never_past_a_roll_or_a_draw(void **unused)
{
    (void)unused;
    quetzal_state s, before;
    qz_th_fresh(&s, 3, 31);
    qz_th_pool(&s, 0, 2, 1, 0, 0);
    s.cur = 0;
    game_action a;
    before = s;
    assert_int_equal(qz_action_from_string(&s, "place camp 1adv", &a), GAME_OK);
    qz_th_act(&s, "place camp 1adv");
    assert_true(qz_undoable(&before, a, &s)); /* the reroll step follows */
    before = s;
    assert_int_equal(qz_action_from_string(&s, "reroll adventurer", &a), GAME_OK);
    qz_th_act(&s, "reroll adventurer");
    assert_false(qz_undoable(&before, a, &s)); /* a roll */
    before = s;
    assert_int_equal(qz_action_from_string(&s, "place quarry 1arch", &a), GAME_OK);
    qz_th_act(&s, "place quarry 1arch");
    assert_false(qz_undoable(&before, a, &s)); /* the turn passed */
    /* the Temple: the first of two cards may be taken back, the draw not */
    quetzal_state t;
    qz_th_fresh(&t, 3, 32);
    qz_th_only(&t, 0);
    qz_th_pool(&t, 0, 0, 1, 0, 0);
    t.coins[0] = 5;
    qz_th_act(&t, "place temple1 1arch");
    game_action legal[QZ_MAX_ACTIONS];
    quetzal_legal(&t, legal);
    before = t;
    assert_int_equal(quetzal_apply(&t, legal[0]), GAME_OK);
    assert_true(qz_undoable(&before, legal[0], &t));
}

/* Why a placement is not legal: the space, the bid, the meeples, the coins. */
static void why_not_names_the_reason(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 3, 36);
    qz_th_pool(&s, 0, 1, 1, 0, 1);
    qz_th_pool(&s, 1, 2, 0, 0, 1);
    s.cur = 0;
    s.coins[0] = 3;
    qz_th_act(&s, "place quarry 1adv+char");
    struct {
        int player;
        const char *what, *reason;
    } cases[] = {
        {0, "place camp 1adv", "not_your_turn"},
        {1, "place quarry 2adv", "outbid"},
        {1, "place quarry 3arch", "outbid"},
        {1, "place temple1 1arch", "meeples"},
        {1, "place market 1arch", "kind"},
        {1, "place stela 1adv", "kind"},
        {1, "place ruins 4adv", "meeples"},
        {1, "place quarry 2adv+char", "legal"},
        {1, "quarry", "legal"},
        {1, "dance", "not_legal"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        json_t *j = G->why_not(&s, cases[i].player, cases[i].what);
        assert_non_null(j);
        const char *r = json_string_value(json_object_get(j, "reason"));
        if (!r || strcmp(r, cases[i].reason) != 0)
            fail_msg("%s: %s, not %s", cases[i].what, r ? r : "(none)", cases[i].reason);
        assert_non_null(json_string_value(json_object_get(j, "text")));
        json_decref(j);
    }
    qz_th_pool(&s, 1, 0, 1, 0, 0);
    s.coins[1] = 2;
    json_t *j = G->why_not(&s, 1, "place temple1 1arch");
    assert_string_equal(json_string_value(json_object_get(j, "reason")), "cost");
    assert_string_equal(json_string_value(json_object_get(j, "text")), "needs 5 coins, you have 2");
    json_decref(j);
    s.first = 1;
    j = G->why_not(&s, 1, "stela");
    assert_string_equal(json_string_value(json_object_get(j, "reason")), "marker");
    json_decref(j);
}

/* ---- text, positions, data ------------------------------------------------------------------------ */

static void texts_round_trip(void **unused)
{
    (void)unused;
    quetzal_state s;
    qz_th_fresh(&s, 5, 33);
    uint64_t r = 3;
    game_action legal[QZ_MAX_ACTIONS];
    char text[64], phrase[128], dec[128];
    while (s.phase != QZ_PH_OVER) {
        int n = quetzal_legal(&s, legal);
        assert_true(qz_decision_text(&s, s.cur, dec, sizeof dec) > 0);
        for (int i = 0; i < n; i++) {
            game_action back;
            assert_true(qz_action_to_string(&s, legal[i], text, sizeof text) > 0);
            assert_int_equal(qz_action_from_string(&s, text, &back), GAME_OK);
            assert_int_equal(back, legal[i]);
            assert_true(qz_action_text(&s, legal[i], GAME_VIEW_SPECTATOR, phrase, sizeof phrase) > 0);
            json_t *info = qz_action_info(&s, legal[i]);
            assert_non_null(info);
            json_decref(info);
        }
        assert_int_equal(quetzal_apply(&s, legal[splitmix64_below(&r, (uint32_t)n)]), GAME_OK);
    }
    game_action a;
    assert_int_equal(qz_action_from_string(&s, "place camp 1adv", &a), GAME_E_PARSE);
    assert_true(qz_view_text(&s, GAME_VIEW_ALL, phrase, sizeof phrase) > 0);
}

static void positions_round_trip_and_reject(void **unused)
{
    (void)unused;
    quetzal_state s, t;
    qz_th_fresh(&s, 4, 34);
    char *text = qz_position_write(&s);
    assert_non_null(text);
    char err[200];
    assert_int_equal(qz_position_read(&t, text, err, sizeof err), GAME_OK);
    assert_memory_equal(&s, &t, sizeof s);
    /* one card too many in a hand */
    s.hand[0][0]++;
    char *bad = qz_position_write(&s);
    assert_int_equal(qz_position_read(&t, bad, err, sizeof err), GAME_E_POSITION);
    assert_non_null(strstr(err, "inconsistent position"));
    assert_int_equal(qz_position_read(&t, "{\"format\": \"x\"}", err, sizeof err), GAME_E_POSITION);
    assert_non_null(strstr(err, "format"));
    assert_int_equal(qz_position_read(&t, "not json", err, sizeof err), GAME_E_POSITION);
    free(text);
    free(bad);
}

/* Fact sheet 12.1, 12.2 and 12.5 (unverified, R-QZ-16): the deck is 75 cards in 5
 * types, rarer types worth more; 24 upgrade tiles; lots of 3 pay the most per
 * card. */
static void data_table_is_consistent(void **unused)
{
    (void)unused;
    int cards = 0, upg = 0;
    for (int t = 0; t < QZ_TYPES; t++) {
        int n = 0;
        for (int b = 0; b < QZ_BONUSES; b++)
            n += QZ_DATA.deck[t][b];
        cards += n;
        assert_true(QZ_DATA.lot[t][2] * 2 > QZ_DATA.lot[t][1] * 3);
        if (t > 0)
            assert_true(QZ_DATA.lot[t][2] >= QZ_DATA.lot[t - 1][2]);
    }
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        upg += QZ_DATA.upg_copies[u];
    assert_int_equal(cards, QZ_CARDS);
    assert_int_equal(upg, QZ_UPGRADES);
    assert_int_equal(QZ_DATA.deck[0][0] + QZ_DATA.deck[0][1] + QZ_DATA.deck[0][2] + QZ_DATA.deck[0][3], 19);
    assert_int_equal(QZ_DATA.lot[4][2], 11);
    json_t *c = qz_catalog_json();
    assert_non_null(c);
    assert_non_null(strstr(json_string_value(json_object_get(c, "description")), "unverified"));
    json_decref(c);
}

/* ---- bots and the conformance suite ---------------------------------------------------------------- */

static double greedy_share(int players, int games)
{
    int wins = 0;
    for (int g = 0; g < games; g++) {
        quetzal_state s;
        qz_th_fresh(&s, players, 1000 + (uint64_t)g);
        bot b[QZ_MAX_PLAYERS];
        int gseat = g % players;
        for (int p = 0; p < players; p++)
            assert_int_equal(bot_create(&b[p], G, p == gseat ? "greedy" : "random", p, 77 + (uint64_t)g * 7 + (uint64_t)p), 0);
        game_action legal[QZ_MAX_ACTIONS];
        while (s.phase != QZ_PH_OVER) {
            int n = quetzal_legal(&s, legal);
            int p = s.cur;
            game_action a = b[p].choose(&b[p], &s, legal, n);
            assert_int_equal(quetzal_apply(&s, a), GAME_OK);
        }
        for (int p = 0; p < players; p++)
            bot_destroy(&b[p]);
        bool win[QZ_MAX_PLAYERS];
        quetzal_winners(&s, win);
        wins += win[gseat];
    }
    printf("greedy wins %d of %d %d-player games against random\n", wins, games, players);
    return (double)wins / games;
}

static void greedy_beats_random(void **unused)
{
    (void)unused;
    assert_true(greedy_share(3, 30) >= 0.8);
    assert_true(greedy_share(5, 30) >= 0.8);
}

static void on_end(const void *st, int decisions, bool playout, void *ctx)
{
    (void)decisions, (void)playout;
    long *count = ctx;
    const quetzal_state *s = st;
    if (s->round != QZ_ROUNDS)
        game_conformance_fail("ended in round %d", s->round);
    for (int p = 0; p < s->nplayers; p++)
        if (quetzal_score(s, p) < 0)
            game_conformance_fail("negative score");
    count[s->automa]++;
}

static void conformance(int players)
{
    long per_option[2] = {0};
    long games = th_scaled(1000, 0);
    game_conformance_opts o = game_conformance_options(players, games);
    o.on_game_end = on_end;
    o.ctx = per_option;
    game_conformance_run(G, &o);
    printf("%d players: %ld games; without the automa %ld, with it %ld\n", players, games,
           per_option[0], per_option[1]);
    assert_true(per_option[0] > 0);
    if (players == 2)
        assert_true(per_option[1] > 0);
}

static void conformance_2p(void **unused)
{
    (void)unused, conformance(2);
}
static void conformance_3p(void **unused)
{
    (void)unused, conformance(3);
}
static void conformance_4p(void **unused)
{
    (void)unused, conformance(4);
}
static void conformance_5p(void **unused)
{
    (void)unused, conformance(5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(standing_meeple_gives_a_coin),
        cmocka_unit_test(setup_counts),
        cmocka_unit_test(wild_meeples_choose_their_kind_at_placement),
        cmocka_unit_test(unique_location_paid_at_once_lucy_temple),
        cmocka_unit_test(temple_costs_and_no_credit),
        cmocka_unit_test(bidding_example_jon_and_lucy),
        cmocka_unit_test(outbid_only_with_the_same_colour_and_no_mix),
        cmocka_unit_test(lone_character_bid_lets_the_challenger_choose),
        cmocka_unit_test(no_outbidding_yourself),
        cmocka_unit_test(free_location_maria_harbor),
        cmocka_unit_test(camp_resolves_at_once_with_its_reroll),
        cmocka_unit_test(stela_takes_the_marker),
        cmocka_unit_test(temple_example_top_to_bottom),
        cmocka_unit_test(surroundings_give_two_cards_and_the_bonus),
        cmocka_unit_test(black_market_takes_adventurers_and_asks_nothing_of_an_empty_hand),
        cmocka_unit_test(black_market_sale),
        cmocka_unit_test(village_top_to_bottom),
        cmocka_unit_test(harbor_delivers_a_lot),
        cmocka_unit_test(ships_deliver_free_with_a_bonus),
        cmocka_unit_test(activation_in_the_locations_order),
        cmocka_unit_test(end_example_jon_43),
        cmocka_unit_test(score_categories_are_disjoint_and_add_up),
        cmocka_unit_test(ties_go_to_discovery_then_shared),
        cmocka_unit_test(five_rounds),
        cmocka_unit_test(two_players_cover_ship2_and_village3),
        cmocka_unit_test(automa_blocks_and_can_be_outbid),
        cmocka_unit_test(discovery_track_rewards),
        cmocka_unit_test(upgrades_change_costs_and_deliveries),
        cmocka_unit_test(upgrades_of_the_placement_turn),
        cmocka_unit_test(hidden_hands_deck_and_spectator),
        cmocka_unit_test(temple_draw_is_a_card_for_the_others),
        cmocka_unit_test(setup_events_tell_the_first_roll),
        cmocka_unit_test(undo_never_past_a_roll_or_a_draw),
        cmocka_unit_test(why_not_names_the_reason),
        cmocka_unit_test(texts_round_trip),
        cmocka_unit_test(positions_round_trip_and_reject),
        cmocka_unit_test(data_table_is_consistent),
        cmocka_unit_test(greedy_beats_random),
        cmocka_unit_test(conformance_2p),
        cmocka_unit_test(conformance_3p),
        cmocka_unit_test(conformance_4p),
        cmocka_unit_test(conformance_5p),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
