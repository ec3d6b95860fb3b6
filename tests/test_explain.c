/* test_explain.c - `explain X` (src/games/arnak/explain.c): every component has
 * an explanation built from its data, found by any spelling people use; an
 * unknown name gets one line with suggestions. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "th.h"
#include "games/arnak/explain.h"
#include "games/arnak/data/data.h"

static char g_buf[4096];

static const char *explain_ok(const char *what)
{
    int n = arnak_explain(what, g_buf, sizeof g_buf);
    if (n <= 0)
        fail_msg("explain '%s' failed (%d): %s", what, n, g_buf);
    assert_int_equal((size_t)n, strlen(g_buf));
    return g_buf;
}

static void must_contain(const char *text, const char *part)
{
    if (!strstr(text, part))
        fail_msg("'%s' does not contain '%s'", text, part);
}

static void every_card_by_slug_and_by_name(void **state)
{
    (void)state;
    for (int c = 1; c < CARD_COUNT; c++) {
        const card_def *d = &ARNAK_CARDS[c];
        must_contain(explain_ok(d->slug), d->name);
        must_contain(g_buf, d->text);
        char points[32];
        snprintf(points, sizeof points, "%d point", d->points);
        must_contain(g_buf, points);
        /* the display name in capitals, with blanks */
        char upper[64];
        size_t k = 0;
        for (const char *p = d->name; *p && k + 1 < sizeof upper; p++)
            upper[k++] = (char)toupper((unsigned char)*p);
        upper[k] = 0;
        must_contain(explain_ok(upper), d->name);
        if (d->kind == CK_ITEM) {
            char cost[32];
            snprintf(cost, sizeof cost, "costs %d coin", d->cost);
            must_contain(explain_ok(d->slug), cost);
        }
        if (d->kind == CK_ART) {
            char cost[32];
            snprintf(cost, sizeof cost, "costs %d compass", d->cost);
            must_contain(explain_ok(d->slug), cost);
        }
    }
    /* two basic cards share a name: both are explained, with their icons */
    const char *t = explain_ok("Funding");
    must_contain(t, "car");
    must_contain(t, "ship");
    /* the slug names just one */
    t = explain_ok("funding-car");
    assert_null(strstr(t, "ship"));
}

static void every_tile_guardian_assistant_and_the_rest(void **state)
{
    (void)state;
    for (int i = 1; i <= 16; i++)
        must_contain(explain_ok(ARNAK_TILES[i].name), ARNAK_TILES[i].text);
    for (int i = 1; i <= 15; i++) {
        must_contain(explain_ok(ARNAK_GUARDIANS[i].name), "5 points");
        must_contain(g_buf, "Boon");
    }
    for (int i = 1; i <= 12; i++) {
        must_contain(explain_ok(ARNAK_ASSISTANTS[i].name), ARNAK_ASSISTANTS[i].silver);
        must_contain(g_buf, ARNAK_ASSISTANTS[i].gold);
    }
    must_contain(explain_ok("coin idol"), "3 points");
    must_contain(explain_ok("idol-refresh"), "3 points");
    /* an idol slot says what filling it costs at the end */
    must_contain(explain_ok("slot-card"), "gives those points up");
    must_contain(explain_ok("bonus exile"), "free action");
    /* lower case, other separators */
    must_contain(explain_ok("g03"), "G03");
    must_contain(explain_ok("l1_04"), "L1-04");
    /* every name the list offers is explained */
    int n = 0;
    for (const char *name; (name = arnak_explain_name(n)); n++)
        explain_ok(name);
    assert_true(n >= 80 + 16 + 15 + 12 + 6 + 5 + 6);
}

static void unknown_names_and_bad_arguments(void **state)
{
    (void)state;
    assert_int_equal(arnak_explain("dragon", g_buf, sizeof g_buf), GAME_E_PARSE);
    must_contain(g_buf, "nothing is called 'dragon'");
    assert_null(strchr(g_buf, '\n'));
    assert_int_equal(arnak_explain("sea", g_buf, sizeof g_buf), GAME_E_PARSE);
    must_contain(g_buf, "perhaps sea-turtle");
    assert_int_equal(arnak_explain("", g_buf, sizeof g_buf), GAME_E_ARG);
    assert_int_equal(arnak_explain(NULL, g_buf, sizeof g_buf), GAME_E_ARG);
    assert_int_equal(arnak_explain("horse", NULL, 10), GAME_E_ARG);
    /* a small buffer is cut, never overrun */
    char small[8];
    memset(small, 'x', sizeof small);
    int n = arnak_explain("horse", small, sizeof small);
    assert_true(n == 7 && small[7] == '\0');
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_card_by_slug_and_by_name),
        cmocka_unit_test(every_tile_guardian_assistant_and_the_rest),
        cmocka_unit_test(unknown_names_and_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
