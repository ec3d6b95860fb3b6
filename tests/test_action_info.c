/* test_action_info.c - structured action info (src/games/arnak/views/action_info.c):
 * exact facts for a dig, a discover, a buy, a research move, a travel payment
 * and a card play; then over many seeded random games: every legal action has
 * info whose "text" is its canonical text, an illegal action has none, and the
 * acting player's observation gives byte-equal info (no hidden information). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/arnak/action_info.h"

static json_t *info_of(const arnak_state *s, const char *text)
{
    arnak_action a;
    if (arnak_action_from_string(s, text, &a) != ARNAK_OK) {
        th_print_options(s);
        fail_msg("'%s' is not legal here", text);
    }
    json_t *j = arnak_action_info(s, a);
    assert_non_null(j);
    return j;
}

static json_t *get(const json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    if (!v) {
        char *d = game_json_dump(o);
        fail_msg("missing key \"%s\" in %s", key, d ? d : "?");
    }
    return v;
}

static void expect_str(const json_t *o, const char *key, const char *want)
{
    json_t *v = get(o, key);
    assert_true(json_is_string(v));
    assert_string_equal(json_string_value(v), want);
}

static void expect_int(const json_t *o, const char *key, long long want)
{
    json_t *v = get(o, key);
    assert_true(json_is_integer(v));
    assert_int_equal(json_integer_value(v), want);
}

/* The object under key dumps exactly to want (sorted keys, compact). */
static void expect_json(const json_t *o, const char *key, const char *want)
{
    char *d = game_json_dump(get(o, key));
    assert_non_null(d);
    assert_string_equal(d, want);
    free(d);
}

/* ---- specific cases --------------------------------------------------------------- */

static void test_dig_camp(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 11);
    th_turn(&s, 0);
    s.space_occ[2] = s.space_occ[3] = 0; /* P1 not blocked, whatever the seed */
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_SHIP, 0);
    json_t *j = info_of(&s, "dig P1");
    expect_str(j, "kind", "dig");
    expect_str(j, "text", "dig P1");
    expect_str(j, "decision", "turn");
    expect_int(j, "player", 0);
    expect_str(j, "site", "P1");
    expect_str(j, "space", "P1a");
    expect_json(j, "cost", "{\"travel\":[\"boot\"]}");
    expect_json(j, "gain", "{\"compass\":2}");
    assert_false(json_is_true(get(j, "reveals")));
    expect_str(j, "hint", "1 boot -> +2 compasses");
    json_decref(j);

    /* the first space taken: the second costs 2 boots */
    th_place(&s, 1, 2);
    j = info_of(&s, "dig P1");
    expect_str(j, "space", "P1b");
    expect_json(j, "cost", "{\"travel\":[\"boot\",\"boot\"]}");
    json_decref(j);
}

static void test_dig_level1_site(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 12);
    th_discover(&s, 5, 2, 0); /* L1-02: 1 coin + 1 arrowhead */
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    json_t *j = info_of(&s, "dig P5");
    expect_str(j, "site", "P5");
    expect_str(j, "space", "P5");
    expect_json(j, "cost", "{\"travel\":[\"car\"]}");
    expect_json(j, "gain", "{\"arrowhead\":1,\"coin\":1}");
    expect_str(j, "effect", "1 coin + 1 arrowhead");
    expect_str(j, "hint", "1 car -> 1 coin + 1 arrowhead");
    json_decref(j);
}

static void test_discover_reveals(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 13);
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 3, 0, 0, 0);
    th_set_idol(&s, 5, IDOL_COIN);
    json_t *j = info_of(&s, "discover P5");
    expect_str(j, "kind", "discover");
    expect_str(j, "site", "P5");
    assert_true(json_is_true(get(j, "reveals")));
    expect_str(j, "idol_reward", "coin");
    expect_json(j, "cost", "{\"compass\":3,\"travel\":[\"car\"]}");
    expect_json(j, "gain", "{\"coin\":1,\"idol\":1}");
    /* nothing of the face-down tile or guardian */
    assert_null(json_object_get(j, "site_tile"));
    assert_null(json_object_get(j, "guardian"));
    assert_null(json_object_get(j, "effect"));
    json_decref(j);
}

static void test_buy_item(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 14);
    th_turn(&s, 0);
    int card = CARD_ITEM(3);
    th_set_row(&s, 2, card);
    th_set_res(&s, 0, 9, 0, 0, 0, 0);
    char text[64];
    snprintf(text, sizeof text, "buy %s", ARNAK_CARDS[card].slug);
    json_t *j = info_of(&s, text);
    expect_str(j, "kind", "buy");
    expect_str(j, "card", ARNAK_CARDS[card].slug);
    expect_str(j, "card_kind", "item");
    expect_int(j, "row_position", 2);
    expect_int(j, "points", ARNAK_CARDS[card].points);
    char want[64];
    snprintf(want, sizeof want, "{\"coin\":%d}", ak_buy_price(&s, card, 0, 0));
    expect_json(j, "cost", want);
    assert_int_equal(ak_buy_price(&s, card, 0, 0), ARNAK_CARDS[card].cost);
    json_decref(j);
}

static void test_research(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 15);
    th_turn(&s, 0);
    th_set_res(&s, 0, 5, 5, 5, 5, 5);
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(&s, legal), seen = 0;
    const side_def *sd = &ARNAK_SIDES[s.side];
    for (int i = 0; i < n; i++) {
        if (AKIND(legal[i]) != AK_RESEARCH)
            continue;
        seen++;
        json_t *j = arnak_action_info(&s, legal[i]);
        assert_non_null(j);
        int token = AA(legal[i]), dest = AB(legal[i]);
        expect_str(j, "kind", "research");
        expect_str(j, "token", token ? "notebook" : "glass");
        expect_str(j, "research_space", sd->sp[dest].name);
        expect_str(j, "from", sd->sp[token ? s.p[0].notebook : s.p[0].glass].name);
        uint8_t cost[RES_N];
        int idol;
        ak_research_cost(&s, 0, token, dest, AC(legal[i]), RS_NORMAL, cost, &idol);
        json_t *c = get(j, "cost");
        for (int r = 0; r < RES_N; r++) {
            json_t *v = json_object_get(c, ARNAK_RES_NAMES[r]);
            assert_int_equal(v ? json_integer_value(v) : 0, cost[r]);
        }
        /* the bonus tiles lying there are public */
        json_t *b = json_object_get(j, "bonus_tile");
        assert_int_equal(b ? json_array_size(b) : 0, s.bonus_n[dest]);
        json_decref(j);
    }
    assert_true(seen > 0);
}

static void test_travel_payment(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 16);
    th_discover(&s, 5, 2, 0);
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_CAR, 0);
    th_do(&s, "dig P5");
    assert_int_equal(th_frame(&s), FR_PAY_TRAVEL);
    json_t *j = info_of(&s, "pay funding-car");
    expect_str(j, "kind", "pay");
    expect_str(j, "decision", "pay-travel");
    expect_json(j, "payment", "[\"funding-car\"]");
    expect_json(j, "payment_kinds", "[\"card\"]");
    expect_json(j, "cost", "{\"travel\":[\"car\"]}");
    json_decref(j);
    j = info_of(&s, "pay exploration-car");
    expect_json(j, "payment", "[\"exploration-car\"]");
    json_decref(j);
}

static void test_card_play(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 17);
    th_turn(&s, 0);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, 0);
    json_t *j = info_of(&s, "play funding-car");
    expect_str(j, "kind", "play");
    expect_str(j, "card", "funding-car");
    expect_str(j, "zone", "hand");
    expect_json(j, "cost", "{}");
    expect_json(j, "gain", "{\"coin\":1}");
    json_decref(j);

    /* an artifact played from hand costs its tablet */
    int art = 0;
    for (int c = CARD_ART(1); c <= CARD_ART(35) && !art; c++)
        if (ARNAK_CARDS[c].action == CA_MAIN)
            art = c;
    assert_true(art != 0);
    th_set_hand(&s, 0, art, 0);
    th_set_res(&s, 0, 0, 0, 1, 0, 0);
    char text[64];
    snprintf(text, sizeof text, "play %s", ARNAK_CARDS[art].slug);
    j = info_of(&s, text);
    expect_str(j, "card", ARNAK_CARDS[art].slug);
    assert_int_equal(json_integer_value(get(get(j, "cost"), "tablet")), 1);
    expect_str(j, "effect", ARNAK_CARDS[art].text);
    json_decref(j);
}

static void test_illegal_and_over(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 18);
    th_turn(&s, 0);
    assert_null(arnak_action_info(&s, ACT(AK_DIG, 16, 0, 0))); /* undiscovered P16 */
    assert_null(arnak_action_info(&s, ACT(AK_KEEP, 0, 0, 0)));
    assert_null(arnak_action_info(&s, 0));
    s.over = 1;
    assert_null(arnak_action_info(&s, ACT(AK_PASS, 0, 0, 0)));
    json_t *all = arnak_actions_info(&s);
    assert_non_null(all);
    assert_int_equal(json_array_size(all), 0);
    json_decref(all);
}

/* ---- random games ------------------------------------------------------------------ */

static char *dump_info(const arnak_state *s, arnak_action a)
{
    json_t *j = arnak_action_info(s, a);
    if (!j)
        return NULL;
    char *d = game_json_dump(j);
    json_decref(j);
    assert_non_null(d);
    return d;
}

/* Every legal action of s: info with the canonical text and a kind; the
 * acting player's observation gives the same bytes; arnak_actions_info agrees. */
static void check_state(const arnak_state *s, const arnak_action *legal, int n, uint64_t *rng)
{
    int actor = arnak_current_player(s);
    arnak_state obs;
    assert_int_equal(arnak_observe(s, actor, &obs), ARNAK_OK);
    json_t *all = arnak_actions_info(&obs);
    assert_non_null(all);
    assert_int_equal((int)json_array_size(all), n);
    char text[128];
    for (int i = 0; i < n; i++) {
        json_t *j = arnak_action_info(s, legal[i]);
        if (!j)
            fail_msg("no info for legal action %08x", (unsigned)legal[i]);
        arnak_action_to_string(s, legal[i], text, sizeof text);
        json_t *t = json_object_get(j, "text"), *k = json_object_get(j, "kind");
        assert_true(json_is_string(t) && json_is_string(k));
        assert_string_equal(json_string_value(t), text);
        assert_true(strlen(json_string_value(k)) > 0);
        assert_true(json_is_object(json_object_get(j, "cost")));
        assert_true(json_is_object(json_object_get(j, "gain")));
        assert_int_equal(json_integer_value(json_object_get(j, "player")), actor);
        char *d = game_json_dump(j);
        char *o = game_json_dump(json_array_get(all, (size_t)i));
        assert_non_null(d);
        if (!o || strcmp(d, o) != 0)
            fail_msg("info differs on the observation:\n  state %s\n  obs   %s", d, o ? o : "(null)");
        free(d);
        free(o);
        json_decref(j);
    }
    json_decref(all);
    /* one observed action through the single-action call too */
    if (n) {
        arnak_action a = legal[splitmix64_below(rng, (uint32_t)n)];
        char *d = dump_info(s, a), *o = dump_info(&obs, a);
        assert_non_null(d);
        assert_non_null(o);
        assert_string_equal(d, o);
        free(d);
        free(o);
    }
    /* illegal actions: a random kind and arguments not in the list */
    for (int t = 0; t < 4; t++) {
        arnak_action x = ACT(1 + splitmix64_below(rng, 22), splitmix64_below(rng, 24),
                             splitmix64_below(rng, 8), splitmix64_below(rng, 3));
        bool legal_x = false;
        for (int i = 0; i < n; i++)
            legal_x = legal_x || legal[i] == x;
        json_t *j = arnak_action_info(s, x);
        if (legal_x)
            assert_non_null(j);
        else
            assert_null(j);
        json_decref(j);
    }
}

static void test_random_games(void **state)
{
    (void)state;
    int games = (int)(1000 * th_scale());
    if (games < 1000)
        games = 1000;
    uint64_t rng = 0xA11CE;
    long checked = 0, decisions = 0;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    for (int g = 0; g < games; g++) {
        arnak_state s;
        arnak_config cfg = {2 + (int)splitmix64_below(&rng, 3), (int)splitmix64_below(&rng, 2), splitmix64(&rng)};
        assert_int_equal(arnak_init(&s, &cfg), ARNAK_OK);
        /* every decision of the first games, then a sample */
        uint32_t every = g < 50 ? 1 : 4;
        while (!arnak_is_over(&s)) {
            int n = arnak_legal_actions(&s, legal);
            assert_true(n > 0);
            if (splitmix64_below(&rng, every) == 0) {
                check_state(&s, legal, n, &rng);
                checked++;
            }
            arnak_apply_trusted(&s, legal[splitmix64_below(&rng, (uint32_t)n)]);
            decisions++;
        }
        assert_null(arnak_action_info(&s, ACT(AK_PASS, 0, 0, 0)));
    }
    print_message("%d games, %ld decisions, %ld states checked action by action\n", games, decisions, checked);
    assert_true(checked > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dig_camp),        cmocka_unit_test(test_dig_level1_site),
        cmocka_unit_test(test_discover_reveals), cmocka_unit_test(test_buy_item),
        cmocka_unit_test(test_research),        cmocka_unit_test(test_travel_payment),
        cmocka_unit_test(test_card_play),       cmocka_unit_test(test_illegal_and_over),
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
