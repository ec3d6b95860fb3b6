/* test_smoke.c - the harness works: a dig pays its travel and gains the site. */
#include "th.h"

static void dig_camp_with_a_boot(void **state)
{
    (void)state;
    arnak_state s;
    th_init(&s, 2, 1);
    th_set_hand(&s, 0, CARD_FEAR, CARD_FUNDING_CAR, 0);
    th_set_res(&s, 0, 0, 0, 0, 0, 0);
    th_turn(&s, 0);
    th_do(&s, "dig P0");
    th_do(&s, "pay fear");
    assert_int_equal(s.p[0].res[RES_COIN], 2);
    assert_int_equal(s.space_occ[0], 1);
    assert_int_equal(th_play_count(&s, 0, CARD_FEAR), 1);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* Every effect program id used by the data resolves, and a bad id is an empty
 * program with the name "none" rather than a crash. */
static void effect_programs_are_all_defined(void **state)
{
    (void)state;
    for (int pr = 1; pr < PR_COUNT; pr++) {
        if (pr == CARD_FEAR)
            continue; /* Fear has no effect */
        assert_string_not_equal(ak_prog_name(pr), "none");
    }
    assert_int_equal(ak_prog_code(0)[0].op, OP_END);
    assert_int_equal(ak_prog_code(PR_COUNT)[0].op, OP_END);
    assert_string_equal(ak_prog_name(-1), "none");
    assert_string_equal(ak_prog_name(PR_COUNT), "none");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dig_camp_with_a_boot),
        cmocka_unit_test(effect_programs_are_all_defined),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
