/* test_input_checks.c - every public entry point of arnak.h refuses bad input
 * (NULL pointers, bad player indexes, empty buffers, actions that are not legal,
 * states whose decision cannot be read) with an error code and leaves the state
 * as it was.  Regressions: arnak_action_to_string() read SITES[200] for "dig"
 * at site 200, and several functions dereferenced NULL or trusted the index. */
#include <stdlib.h>

#include "th.h"

/* a state in the middle of a game, and a copy to compare against */
static void fresh(arnak_state *s)
{
    th_init(s, 2, 7);
    th_turn(s, 0);
}

#define ASSERT_UNCHANGED(s, before) assert_memory_equal((s), (before), sizeof *(s))

/* The fixture of most tests: a fresh() state and its copy from before the test. */
typedef struct {
    arnak_state s, before;
} fixture;

static int fresh_fixture(void **st)
{
    fixture *f = malloc(sizeof *f);
    if (!f)
        return -1;
    fresh(&f->s);
    f->before = f->s;
    *st = f;
    return 0;
}

static int free_fixture(void **st)
{
    free(*st);
    return 0;
}

static void action_to_string_of_dig_at_site_200_is_refused(void **st)
{
    fixture *f = *st;
    char buf[64] = "untouched";
    assert_int_equal(arnak_action_to_string(&f->s, ACT(AK_DIG, 200, 0, 0), buf, sizeof buf), ARNAK_E_ILLEGAL);
    assert_string_equal(buf, "");
    ASSERT_UNCHANGED(&f->s, &f->before);
}

/* Each argument byte at its extremes for every action kind, and kinds that do
 * not exist: only legal actions have a text. */
static void action_to_string_of_any_integer_is_text_or_refused(void **st)
{
    fixture *f = *st;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(&f->s, legal);
    assert_true(n > 0);
    static const int bytes[] = {0, 1, 4, 5, 16, 17, 39, 40, 99, 100, 120, 130, 140, 200, 255};
    const int nb = (int)(sizeof bytes / sizeof bytes[0]);
    char buf[96];
    for (int k = 0; k < 256; k++)
        for (int i = 0; i < nb; i++)
            for (int j = 0; j < nb; j++) {
                arnak_action a = ACT(k, bytes[i], bytes[j], bytes[(i + j) % nb]);
                bool is_legal = false;
                for (int x = 0; x < n; x++)
                    is_legal |= legal[x] == a;
                int rc = arnak_action_to_string(&f->s, a, buf, sizeof buf);
                if (is_legal) {
                    assert_true(rc > 0);
                } else {
                    assert_int_equal(rc, ARNAK_E_ILLEGAL);
                    assert_string_equal(buf, "");
                }
            }
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void action_to_string_of_a_legal_action_still_gives_its_text(void **st)
{
    (void)st;
    arnak_state s;
    fresh(&s);
    char buf[64];
    assert_int_equal(arnak_action_to_string(&s, ACT(AK_PASS, 0, 0, 0), buf, sizeof buf), 4);
    assert_string_equal(buf, "pass");
    /* snprintf-style: a short buffer truncates and reports the full length */
    char small[3];
    assert_int_equal(arnak_action_to_string(&s, ACT(AK_PASS, 0, 0, 0), small, sizeof small), 4);
    assert_string_equal(small, "pa");
}

static void action_to_string_with_null_or_empty_buffer_is_refused(void **st)
{
    fixture *f = *st;
    char buf[8] = "x";
    assert_int_equal(arnak_action_to_string(NULL, ACT(AK_PASS, 0, 0, 0), buf, sizeof buf), ARNAK_E_ARG);
    assert_int_equal(arnak_action_to_string(&f->s, ACT(AK_PASS, 0, 0, 0), NULL, 8), ARNAK_E_ARG);
    assert_int_equal(arnak_action_to_string(&f->s, ACT(AK_PASS, 0, 0, 0), buf, 0), ARNAK_E_ARG);
    assert_string_equal(buf, "x");
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void action_from_string_with_null_pointers_is_refused(void **st)
{
    fixture *f = *st;
    arnak_action a = 12345;
    assert_int_equal(arnak_action_from_string(NULL, "pass", &a), ARNAK_E_ARG);
    assert_int_equal(arnak_action_from_string(&f->s, "pass", NULL), ARNAK_E_ARG);
    assert_int_equal(arnak_action_from_string(&f->s, NULL, &a), ARNAK_E_PARSE);
    assert_int_equal(arnak_action_from_string(&f->s, "dig P200", &a), ARNAK_E_PARSE);
    assert_int_equal(a, 12345);
    ASSERT_UNCHANGED(&f->s, &f->before);
    assert_int_equal(arnak_action_from_string(&f->s, " pass ", &a), ARNAK_OK);
    assert_int_equal(a, ACT(AK_PASS, 0, 0, 0));
}

static void init_with_null_state_or_bad_config_is_refused(void **st)
{
    (void)st;
    arnak_config cfg = {2, ARNAK_SIDE_BIRD, 1};
    assert_int_equal(arnak_init(NULL, &cfg), ARNAK_E_ARG);
    arnak_state s, before;
    fresh(&s);
    before = s;
    assert_int_equal(arnak_init(&s, NULL), ARNAK_E_CONFIG);
    arnak_config bad[] = {{1, ARNAK_SIDE_BIRD, 1}, {5, ARNAK_SIDE_BIRD, 1}, {9, ARNAK_SIDE_BIRD, 1},
                          {-2, ARNAK_SIDE_BIRD, 1}, {2, 2, 1}, {3, -1, 1}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(arnak_init(&s, &bad[i]), ARNAK_E_CONFIG);
    ASSERT_UNCHANGED(&s, &before);
}

static void queries_of_a_null_state_are_refused(void **st)
{
    (void)st;
    assert_true(arnak_current_player(NULL) < 0);
    assert_true(arnak_is_over(NULL));
    assert_int_equal(arnak_decision_stage(NULL), ARNAK_E_ARG);
    arnak_action out[ARNAK_MAX_ACTIONS];
    assert_int_equal(arnak_legal_actions(NULL, out), ARNAK_E_ARG);
    assert_int_equal(arnak_apply(NULL, ACT(AK_PASS, 0, 0, 0)), ARNAK_E_ARG);
    char buf[16];
    assert_int_equal(arnak_decision_text(NULL, buf, sizeof buf), ARNAK_E_ARG);
    arnak_score sc;
    assert_int_equal(arnak_score_player(NULL, 0, &sc), ARNAK_E_ARG);
    bool w[ARNAK_MAX_PLAYERS];
    assert_int_equal(arnak_winners(NULL, w), ARNAK_E_ARG);
    arnak_state obs;
    assert_int_equal(arnak_observe(NULL, 0, &obs), ARNAK_E_ARG);
    assert_int_equal(arnak_determinize(NULL, 0, 1), ARNAK_E_ARG);
    char msg[64];
    assert_true(arnak_check(NULL, msg, sizeof msg) != 0);
    assert_true(arnak_check(NULL, NULL, 0) != 0);
    assert_true(arnak_heuristic(NULL, 0) == 0.0);
    assert_non_null(arnak_strerror(ARNAK_E_ARG));
    assert_non_null(arnak_strerror(123456));
    assert_non_null(arnak_strerror(-123456));
}

static void legal_actions_into_null_is_refused(void **st)
{
    fixture *f = *st;
    assert_int_equal(arnak_legal_actions(&f->s, NULL), ARNAK_E_ARG);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void apply_of_dig_at_site_200_is_refused(void **st)
{
    fixture *f = *st;
    assert_int_equal(arnak_apply(&f->s, ACT(AK_DIG, 200, 0, 0)), ARNAK_E_ILLEGAL);
    assert_int_equal(arnak_apply(&f->s, 0xFFFFFFFFu), ARNAK_E_ILLEGAL);
    assert_int_equal(arnak_apply(&f->s, 0), ARNAK_E_ILLEGAL);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void decision_text_with_null_or_empty_buffer_is_refused(void **st)
{
    fixture *f = *st;
    char buf[8] = "x";
    assert_int_equal(arnak_decision_text(&f->s, NULL, 8), ARNAK_E_ARG);
    assert_int_equal(arnak_decision_text(&f->s, buf, 0), ARNAK_E_ARG);
    assert_string_equal(buf, "x");
    assert_true(arnak_decision_text(&f->s, buf, sizeof buf) > 0); /* truncated, still terminated */
    assert_int_equal(strlen(buf), sizeof buf - 1);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void score_player_9_is_refused(void **st)
{
    fixture *f = *st;
    arnak_score sc, untouched;
    memset(&sc, 0x5A, sizeof sc);
    untouched = sc;
    static const int bad[] = {9, 2, 3, 4, -1, -100};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(arnak_score_player(&f->s, bad[i], &sc), ARNAK_E_ARG);
        assert_memory_equal(&sc, &untouched, sizeof sc);
    }
    assert_int_equal(arnak_score_player(&f->s, 0, NULL), ARNAK_E_ARG);
    assert_int_equal(arnak_score_player(&f->s, 1, &sc), ARNAK_OK);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void winners_into_null_is_refused(void **st)
{
    fixture *f = *st;
    assert_int_equal(arnak_winners(&f->s, NULL), ARNAK_E_ARG);
    bool w[ARNAK_MAX_PLAYERS];
    assert_true(arnak_winners(&f->s, w) >= 1);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void observe_with_player_9_is_refused(void **st)
{
    (void)st;
    arnak_state s, before, obs, obs_before;
    fresh(&s);
    before = s;
    memset(&obs, 0x33, sizeof obs);
    obs_before = obs;
    static const int bad[] = {9, 2, 4, -1};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(arnak_observe(&s, bad[i], &obs), ARNAK_E_ARG);
        ASSERT_UNCHANGED(&obs, &obs_before);
    }
    assert_int_equal(arnak_observe(&s, 0, NULL), ARNAK_E_ARG);
    ASSERT_UNCHANGED(&s, &before);
}

static void determinize_for_player_9_is_refused(void **st)
{
    fixture *f = *st;
    assert_int_equal(arnak_determinize(&f->s, 9, 1), ARNAK_E_ARG);
    assert_int_equal(arnak_determinize(&f->s, -1, 1), ARNAK_E_ARG);
    assert_int_equal(arnak_determinize(&f->s, 2, 1), ARNAK_E_ARG);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void check_without_a_message_buffer_still_checks(void **st)
{
    fixture *f = *st;
    assert_int_equal(arnak_check(&f->s, NULL, 0), 0);
    char msg[4] = "x";
    assert_int_equal(arnak_check(&f->s, msg, 0), 0);
    f->s.p[0].deck_n = 200; /* inconsistent */
    assert_true(arnak_check(&f->s, NULL, 0) != 0);
    assert_true(arnak_check(&f->s, msg, 0) != 0);
    assert_string_equal(msg, "x");
    assert_true(arnak_check(&f->s, msg, sizeof msg) != 0);
    f->s = f->before;
    ASSERT_UNCHANGED(&f->s, &f->before);
}

static void heuristic_of_player_9_is_zero(void **st)
{
    fixture *f = *st;
    assert_true(arnak_heuristic(&f->s, 9) == 0.0);
    assert_true(arnak_heuristic(&f->s, -1) == 0.0);
    ASSERT_UNCHANGED(&f->s, &f->before);
}

/* s offers no action: pass is refused by apply with apply_rc and has no text,
 * the decision reads `prompt`, and s does not change. */
static void expect_no_action(arnak_state *s, int apply_rc, const char *prompt)
{
    arnak_state before = *s;
    arnak_action out[ARNAK_MAX_ACTIONS];
    char buf[96];
    assert_int_equal(arnak_legal_actions(s, out), 0);
    assert_int_equal(arnak_apply(s, ACT(AK_PASS, 0, 0, 0)), apply_rc);
    assert_int_equal(arnak_action_to_string(s, ACT(AK_PASS, 0, 0, 0), buf, sizeof buf),
                     ARNAK_E_ILLEGAL);
    assert_true(arnak_decision_text(s, buf, sizeof buf) > 0);
    assert_string_equal(buf, prompt);
    ASSERT_UNCHANGED(s, &before);
}

/* A state whose top frame is of no known kind, or belongs to player 9, or has
 * an empty stack: no legal action, a neutral prompt, nothing read out of bounds. */
static void unreadable_decisions_have_no_legal_action(void **st)
{
    (void)st;
    arnak_state s, before;
    arnak_action out[ARNAK_MAX_ACTIONS];
    char buf[96];
    fresh(&s);
    s.stack[s.depth - 1].kind = 200;
    expect_no_action(&s, ARNAK_E_ILLEGAL, "Decide");

    fresh(&s);
    s.stack[s.depth - 1].player = 9;
    before = s;
    assert_int_equal(arnak_legal_actions(&s, out), 0);
    assert_int_equal(arnak_apply(&s, ACT(AK_PASS, 0, 0, 0)), ARNAK_E_ILLEGAL);
    ASSERT_UNCHANGED(&s, &before);

    fresh(&s);
    s.depth = 0;
    before = s;
    assert_int_equal(arnak_legal_actions(&s, out), 0);
    assert_int_equal(arnak_current_player(&s), -1);
    assert_int_equal(arnak_decision_stage(&s), ARNAK_STAGE_OVER);
    assert_true(arnak_decision_text(&s, buf, sizeof buf) > 0);
    ASSERT_UNCHANGED(&s, &before);

    fresh(&s);
    s.depth = 250;
    assert_int_equal(arnak_legal_actions(&s, out), 0);
    assert_int_equal(arnak_current_player(&s), -1);
    assert_true(arnak_decision_text(&s, buf, sizeof buf) > 0);
}

static void apply_to_a_finished_game_is_refused(void **st)
{
    (void)st;
    arnak_state s;
    fresh(&s);
    s.over = 1;
    expect_no_action(&s, ARNAK_E_OVER, "The game is over");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(action_to_string_of_dig_at_site_200_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(action_to_string_of_any_integer_is_text_or_refused, fresh_fixture, free_fixture),
        cmocka_unit_test(action_to_string_of_a_legal_action_still_gives_its_text),
        cmocka_unit_test_setup_teardown(action_to_string_with_null_or_empty_buffer_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(action_from_string_with_null_pointers_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test(init_with_null_state_or_bad_config_is_refused),
        cmocka_unit_test(queries_of_a_null_state_are_refused),
        cmocka_unit_test_setup_teardown(legal_actions_into_null_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(apply_of_dig_at_site_200_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(decision_text_with_null_or_empty_buffer_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(score_player_9_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(winners_into_null_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test(observe_with_player_9_is_refused),
        cmocka_unit_test_setup_teardown(determinize_for_player_9_is_refused, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(check_without_a_message_buffer_still_checks, fresh_fixture, free_fixture),
        cmocka_unit_test_setup_teardown(heuristic_of_player_9_is_zero, fresh_fixture, free_fixture),
        cmocka_unit_test(unreadable_decisions_have_no_legal_action),
        cmocka_unit_test(apply_to_a_finished_game_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
