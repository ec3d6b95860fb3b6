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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dig_camp_with_a_boot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
