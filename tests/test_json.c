/* test_json.c - the JSON views (src/proto/json_view.c): they parse back, hold
 * the state's values, the observation shows a player nothing hidden from them,
 * the dump is byte-stable and the scores view agrees with arnak_score_player. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "games/arnak/json_view.h"

/* Dump with game_json_dump and parse the text back. */
static json_t *round_trip(json_t *j, char **text_out)
{
    assert_non_null(j);
    char *text = game_json_dump(j);
    assert_non_null(text);
    json_error_t err;
    json_t *back = json_loads(text, 0, &err);
    if (!back)
        fail_msg("json_loads: %s at line %d column %d", err.text, err.line, err.column);
    json_decref(j);
    if (text_out)
        *text_out = text;
    else
        free(text);
    return back;
}

static json_t *get(const json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    if (!v)
        fail_msg("missing key \"%s\"", key);
    return v;
}

static long long get_int(const json_t *o, const char *key)
{
    json_t *v = get(o, key);
    assert_true(json_is_integer(v));
    return (long long)json_integer_value(v);
}

static json_t *player_obj(const json_t *view, int q)
{
    json_t *ps = get(view, "players");
    assert_true(json_is_array(ps));
    json_t *p = json_array_get(ps, (size_t)q);
    assert_non_null(p);
    assert_int_equal(get_int(p, "seat"), q);
    return p;
}

/* A JSON array of card slugs equals cards[0..n-1]. */
static void assert_cards(const json_t *arr, const uint8_t *cards, int n)
{
    assert_true(json_is_array(arr));
    assert_int_equal(json_array_size(arr), n);
    for (int i = 0; i < n; i++) {
        json_t *v = json_array_get(arr, (size_t)i);
        if (cards[i] == 0) {
            assert_true(json_is_null(v));
        } else {
            assert_true(json_is_string(v));
            assert_string_equal(json_string_value(v), ARNAK_CARDS[cards[i]].slug);
        }
    }
}

/* No object anywhere inside j has this key. */
static void assert_no_key(const json_t *j, const char *key)
{
    if (json_is_object(j)) {
        const char *k;
        json_t *v;
        json_object_foreach((json_t *)j, k, v) {
            if (strcmp(k, key) == 0)
                fail_msg("unexpected key \"%s\"", key);
            assert_no_key(v, key);
        }
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v) assert_no_key(v, key);
    }
}

/* The quoted slug of card c occurs in the text. */
static bool mentions(const char *text, int c)
{
    char q[64];
    snprintf(q, sizeof q, "\"%s\"", ARNAK_CARDS[c].slug);
    if (strstr(text, q))
        return true;
    snprintf(q, sizeof q, "play %s", ARNAK_CARDS[c].slug); /* inside a legal action */
    return strstr(text, q) != NULL;
}

static char *obs_text(const arnak_state *s, int player)
{
    json_t *j = arnak_json_observation(s, player);
    assert_non_null(j);
    char *t = game_json_dump(j);
    assert_non_null(t);
    json_decref(j);
    return t;
}

static char *full_text(const arnak_state *s)
{
    json_t *j = arnak_json_state(s);
    assert_non_null(j);
    char *t = game_json_dump(j);
    assert_non_null(t);
    json_decref(j);
    return t;
}

/* A small deterministic generator for playouts (not the engine's). */
static uint64_t lcg(uint64_t *x)
{
    *x = *x * 6364136223846793005ULL + 1442695040888963407ULL;
    return *x >> 33;
}

static void random_steps(arnak_state *s, int steps, uint64_t *rng)
{
    arnak_action acts[ARNAK_MAX_ACTIONS];
    for (int i = 0; i < steps && !arnak_is_over(s); i++) {
        int n = arnak_legal_actions(s, acts);
        assert_true(n > 0);
        arnak_apply_trusted(s, acts[lcg(rng) % (uint64_t)n]);
    }
}

/* ---- tests ------------------------------------------------------------------ */

static void check_common(const json_t *v, const arnak_state *s)
{
    assert_int_equal(get_int(v, "nplayers"), 2);
    assert_string_equal(json_string_value(get(v, "side")), "bird");
    assert_int_equal(get_int(v, "round"), 1);
    assert_int_equal(get_int(v, "current_player"), arnak_current_player(s));
    assert_true(json_is_false(get(v, "over")));
    assert_cards(get(v, "row"), s->row, ARNAK_ROW);
    assert_true(json_is_null(get(v, "revealed")));
    assert_int_equal(get_int(get(v, "item_deck"), "count"), s->item_n);
    assert_int_equal(get_int(get(v, "artifact_deck"), "count"), s->art_n);
    assert_int_equal(json_array_size(get(v, "sites")), ARNAK_SITES);
    json_t *p0a = json_array_get(get(json_array_get(get(v, "sites"), 0), "spaces"), 0);
    assert_string_equal(json_string_value(get(p0a, "space")), "P0a");
    for (int q = 0; q < 2; q++) {
        json_t *p = player_obj(v, q);
        json_t *res = get(p, "resources");
        for (int r = 0; r < RES_N; r++)
            assert_int_equal(get_int(res, ARNAK_RES_NAMES[r]), s->p[q].res[r]);
        assert_int_equal(get_int(p, "hand_size"), 5);
        assert_int_equal(get_int(p, "hand_size"), s->p[q].hand_n);
        assert_int_equal(get_int(p, "deck_size"), s->p[q].deck_n);
        assert_int_equal(json_array_size(get(p, "play")), 0);
        assert_string_equal(json_string_value(get(p, "glass")), "B0");
        assert_string_equal(json_string_value(get(p, "notebook")), "B0");
    }
    /* first player 2 coins, second 1 coin + 1 compass (rulebook setup) */
    int first = s->start_player;
    assert_int_equal(get_int(v, "start_player"), first);
    assert_int_equal(get_int(get(player_obj(v, first), "resources"), "coin"), 2);
    assert_int_equal(get_int(get(player_obj(v, 1 - first), "resources"), "compass"), 1);
}

static void fresh_game_views_parse_back(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 2, 11);

    json_t *full = round_trip(arnak_json_state(&s), NULL);
    assert_string_equal(json_string_value(get(full, "view")), "full");
    check_common(full, &s);
    for (int q = 0; q < 2; q++) {
        const arnak_player *p = &s.p[q];
        json_t *pj = player_obj(full, q);
        assert_cards(get(pj, "hand"), &p->cards[ak_hand_lo(p)], p->hand_n);
        assert_cards(get(get(pj, "hidden"), "deck"), p->cards, p->deck_n);
    }
    json_t *hidden = get(full, "hidden");
    assert_cards(get(hidden, "item_deck"), s.item_deck, s.item_n);
    assert_true(json_array_size(get(full, "legal_actions")) > 0);
    json_decref(full);

    for (int q = 0; q < 2; q++) {
        json_t *obs = round_trip(arnak_json_observation(&s, q), NULL);
        assert_string_equal(json_string_value(get(obs, "view")), "player");
        assert_int_equal(get_int(obs, "viewer"), q);
        check_common(obs, &s);
        /* legal actions only for the player to act */
        assert_int_equal(json_object_get(obs, "legal_actions") != NULL, q == arnak_current_player(&s));
        json_decref(obs);
    }
    assert_null(arnak_json_observation(&s, 2));
    assert_null(arnak_json_observation(&s, -1));

    json_t *sc = round_trip(arnak_json_scores(&s), NULL);
    assert_int_equal(json_array_size(get(sc, "players")), 2);
    json_decref(sc);
}

static void observation_hides_other_hands_and_decks(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 2, 5);
    /* Unique cards: one in player 1's hand, one in each deck (from the bottom
     * of the item deck, so neither is in the row nor a known top). */
    int in_hand1 = s.item_deck[0], in_deck0 = s.item_deck[1], in_deck1 = s.item_deck[2];
    int in_hand0 = s.item_deck[3];
    th_give(&s, 1, TH_HAND, in_hand1);
    th_give(&s, 0, TH_DECK_TOP, in_deck0);
    th_give(&s, 1, TH_DECK_BOTTOM, in_deck1);
    th_give(&s, 0, TH_HAND, in_hand0);
    th_check(&s);

    char *full = full_text(&s);
    assert_true(mentions(full, in_hand1) && mentions(full, in_deck0) && mentions(full, in_deck1));
    free(full);

    char *text;
    json_t *obs = round_trip(arnak_json_observation(&s, 0), &text);
    assert_true(mentions(text, in_hand0));
    assert_false(mentions(text, in_hand1));
    assert_false(mentions(text, in_deck0));
    assert_false(mentions(text, in_deck1));
    free(text);

    const arnak_player *p0 = &s.p[0];
    assert_cards(get(player_obj(obs, 0), "hand"), &p0->cards[ak_hand_lo(p0)], p0->hand_n);
    json_t *p1 = player_obj(obs, 1);
    assert_null(json_object_get(p1, "hand"));
    assert_int_equal(get_int(p1, "hand_size"), 6);
    assert_int_equal(get_int(p1, "deck_size"), s.p[1].deck_n);
    assert_int_equal(get_int(player_obj(obs, 0), "deck_size"), s.p[0].deck_n);
    static const char *const secret_keys[] = {"hidden", "deck", "deck_segments", "hand_segments",
                                              "rng_state", "level1_stack", "guardian_stack", "bonus_box",
                                              "decision_stack", "cards"};
    for (size_t i = 0; i < sizeof secret_keys / sizeof *secret_keys; i++)
        assert_no_key(obs, secret_keys[i]);
    /* the Lost Temple stack only as a count */
    assert_null(json_object_get(get(obs, "lost_temple"), "tiles"));
    /* assistant supply: the tops only */
    json_t *sup = get(obs, "assistant_supply");
    for (int st = 0; st < 3; st++) {
        json_t *x = json_array_get(sup, (size_t)st);
        assert_int_equal(json_object_size(x), 2);
        assert_int_equal(get_int(x, "count"), s.asst_n[st]);
        assert_string_equal(json_string_value(get(x, "top")), ARNAK_ASSISTANTS[s.asst_stack[st][s.asst_n[st] - 1]].name);
    }
    json_decref(obs);
}

static void same_labels_same_observation(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        arnak_state a;
        th_init(&a, 2, seed);
        arnak_state b = a;
        /* swap a card of player 1's hand with a different card of the deck
         * carrying the same segment label */
        arnak_player *p = &b.p[1];
        bool swapped = false;
        for (int h = ak_hand_lo(p); h < ak_play_lo(p) && !swapped; h++)
            for (int d = 0; d < p->deck_n && !swapped; d++)
                if (p->seg[h] == p->seg[d] && p->cards[h] != p->cards[d]) {
                    uint8_t t = p->cards[h];
                    p->cards[h] = p->cards[d];
                    p->cards[d] = t;
                    swapped = true;
                }
        assert_true(swapped);
        th_check(&b);
        assert_true(memcmp(&a, &b, sizeof a) != 0);

        char *ta = obs_text(&a, 0), *tb = obs_text(&b, 0);
        assert_string_equal(ta, tb);
        free(ta);
        free(tb);
        /* player 1 and the full view do see the difference */
        ta = obs_text(&a, 1);
        tb = obs_text(&b, 1);
        assert_true(strcmp(ta, tb) != 0);
        free(ta);
        free(tb);
        ta = full_text(&a);
        tb = full_text(&b);
        assert_true(strcmp(ta, tb) != 0);
        free(ta);
        free(tb);
    }
}

/* During random games: the observation of a determinized state equals the
 * observation of the original, for every player. */
static void determinized_observation_is_equal(void **state)
{
    (void)state;
    uint64_t rng = 99;
    int games = (int)(4 * th_scale());
    for (int g = 0; g < games; g++) {
        arnak_state s;
        th_init_side(&s, 2 + g % 3, g & 1, 100 + (uint64_t)g);
        for (int step = 0; step < 60 && !arnak_is_over(&s); step++) {
            for (int q = 0; q < s.nplayers; q++) {
                arnak_state d = s;
                arnak_determinize(&d, q, lcg(&rng));
                char *ts = obs_text(&s, q), *td = obs_text(&d, q);
                if (strcmp(ts, td) != 0)
                    fail_msg("game %d step %d player %d:\n%s\n%s", g, step, q, ts, td);
                free(ts);
                free(td);
            }
            random_steps(&s, 7, &rng);
        }
    }
}

static void dump_is_byte_stable(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 3, 21);
    uint64_t rng = 5;
    random_steps(&s, 40, &rng);
    arnak_state copy = s;

    char *a = full_text(&s), *b = full_text(&s), *c = full_text(&copy);
    assert_string_equal(a, b);
    assert_string_equal(a, c);
    /* parse and dump again: the same bytes */
    json_t *back = json_loads(a, 0, NULL);
    assert_non_null(back);
    char *d = game_json_dump(back);
    assert_string_equal(a, d);
    json_decref(back);
    free(a);
    free(b);
    free(c);
    free(d);

    for (int q = 0; q < 3; q++) {
        char *x = obs_text(&s, q), *y = obs_text(&copy, q);
        assert_string_equal(x, y);
        free(x);
        free(y);
    }
    assert_null(game_json_dump(NULL));
}

static void check_scores(const arnak_state *s)
{
    json_t *v = round_trip(arnak_json_scores(s), NULL);
    bool win[ARNAK_MAX_PLAYERS];
    int nwin = arnak_winners(s, win);
    assert_int_equal(json_array_size(get(v, "winners")), nwin);
    assert_int_equal(json_is_true(get(v, "over")), arnak_is_over(s));
    for (int q = 0; q < s->nplayers; q++) {
        arnak_score sc;
        arnak_score_player(s, q, &sc);
        json_t *p = player_obj(v, q);
        assert_int_equal(get_int(p, "research"), sc.research);
        assert_int_equal(get_int(p, "temple"), sc.temple);
        assert_int_equal(get_int(p, "idols"), sc.idols);
        assert_int_equal(get_int(p, "guardians"), sc.guardians);
        assert_int_equal(get_int(p, "cards"), sc.cards);
        assert_int_equal(get_int(p, "fear"), sc.fear);
        assert_int_equal(get_int(p, "total"), sc.total);
        assert_int_equal(get_int(p, "temple_rank"), sc.temple_rank);
        assert_int_equal(json_is_true(get(p, "winner")), win[q]);
        assert_int_equal(sc.research + sc.temple + sc.idols + sc.guardians + sc.cards + sc.fear,
                         get_int(p, "total"));
    }
    json_decref(v);
}

static void scores_view_matches_score_player(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 2, 3);
    check_scores(&s);
    uint64_t rng = 17;
    for (int g = 0; g < 3; g++) {
        th_init_side(&s, 2 + g, g & 1, 40 + (uint64_t)g);
        for (int i = 0; i < 5000 && !arnak_is_over(&s); i++)
            random_steps(&s, 1, &rng);
        assert_true(arnak_is_over(&s));
        check_scores(&s);
        json_t *v = arnak_json_state(&s);
        assert_true(json_is_true(get(v, "over")));
        assert_true(json_is_null(get(v, "current_player")));
        assert_null(json_object_get(v, "legal_actions"));
        json_decref(v);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fresh_game_views_parse_back),
        cmocka_unit_test(observation_hides_other_hands_and_decks),
        cmocka_unit_test(same_labels_same_observation),
        cmocka_unit_test(determinized_observation_is_equal),
        cmocka_unit_test(dump_is_byte_stable),
        cmocka_unit_test(scores_view_matches_score_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
