/* test_loadtest_message.c - how `arnak loadtest` reads a server message
 * (src/bench/lt_message.c): the members it uses come out as jansson parses
 * them, whatever the members stepped over hold (strings with brackets,
 * quotes and backslashes, nested objects and arrays, numbers, literals), in
 * any order; a text that is not one JSON object gives NULL. */
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "bench/lt_message.h"

static json_t *read_text(const char *text) { return lt_load_message(text, strlen(text)); }

static void kept_members_come_out_whole(void **state)
{
    (void)state;
    const char *text =
        "{\"actions\":[{\"id\":7,\"text\":\"dig \\\"here\\\" [x]\"},{\"id\":9,\"text\":\"a\\\\\"}],"
        "\"game_id\":\"00ff\",\"over\":false,\"seat\":1,\"seq\":12,"
        "\"steps\":[{\"e\":\"}]{[\\\"\"},[1,[2,{\"k\":null}]]],\"turn\":1,"
        "\"type\":\"update\",\"view\":{\"hand\":[\"x\",\"y\"],\"n\":-1.5e3,\"t\":true}}";
    json_t *m = read_text(text);
    assert_non_null(m);
    json_t *whole = json_loads(text, 0, NULL);
    assert_non_null(whole);
    /* every kept member equal to jansson's own reading, nothing else there */
    const char *kept[] = {"actions", "game_id", "over", "seat", "seq", "turn", "type"};
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
        assert_true(json_equal(json_object_get(m, kept[i]), json_object_get(whole, kept[i])));
    assert_int_equal(json_object_size(m), sizeof kept / sizeof *kept);
    assert_null(json_object_get(m, "view"));
    assert_null(json_object_get(m, "steps"));
    assert_string_equal(json_string_value(json_object_get(
                            json_array_get(json_object_get(m, "actions"), 0), "text")),
                        "dig \"here\" [x]");
    json_decref(whole);
    json_decref(m);
}

static void spaces_and_order_do_not_matter(void **state)
{
    (void)state;
    json_t *m = read_text(" { \"view\" : [ ] ,\n \"seq\" : 3 , \"type\" : \"ack\" } ");
    assert_non_null(m);
    assert_int_equal(json_integer_value(json_object_get(m, "seq")), 3);
    assert_string_equal(json_string_value(json_object_get(m, "type")), "ack");
    json_decref(m);
    m = read_text("{}");
    assert_non_null(m);
    assert_int_equal(json_object_size(m), 0);
    json_decref(m);
}

static void not_one_object_is_null(void **state)
{
    (void)state;
    const char *bad[] = {
        "",
        "[1,2]",
        "{\"type\":\"ack\"",          /* no end */
        "{\"type\" \"ack\"}",         /* no colon */
        "{\"type\":\"ack}",           /* a string that does not end */
        "{\"view\":[1,2},\"type\":1}", /* brackets that do not match */
        "{\"type\":\"ack\";}",        /* not a comma */
        "{type:\"ack\"}",             /* a key not in quotes */
        "{\"seq\":12x}",              /* a kept member that is not JSON */
        "{,}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *m = read_text(bad[i]);
        if (m)
            fail_msg("read %s", bad[i]);
    }
    /* the length given is the end, not a NUL */
    const char *text = "{\"seq\":1}{\"seq\":2}";
    json_t *m = lt_load_message(text, 9);
    assert_non_null(m);
    assert_int_equal(json_integer_value(json_object_get(m, "seq")), 1);
    json_decref(m);
    assert_null(lt_load_message(text, 8));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(kept_members_come_out_whole),
        cmocka_unit_test(spaces_and_order_do_not_matter),
        cmocka_unit_test(not_one_object_is_null),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
