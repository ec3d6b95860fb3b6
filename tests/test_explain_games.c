/* test_explain_games.c - `explain X` of Lost Cities and Quetzal
 * (views/explain.c of each, core/explain_kit.c): every name the game's own
 * tables, options, score rows, menu groups and views show is a name of its
 * explanation table; every option's text and line over seeded whole games
 * explains something; case, blanks and dashes do not matter; an unknown name
 * gets one error line; the upgrades' points and the delivery values written
 * in Quetzal's sentences are data.c's. */
#include <stdio.h>
#include <string.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/lost_cities/internal.h"
#include "games/quetzal/internal.h"

static char g_buf[4096];

static const char *explain_ok(const game_def *g, const char *what)
{
    int n = g->explain(what, g_buf, sizeof g_buf);
    if (n <= 0)
        fail_msg("%s: explain '%s' failed (%d): %s", g->name, what, n, g_buf);
    assert_int_equal((size_t)n, strlen(g_buf));
    return g_buf;
}

static void must_contain(const char *text, const char *part)
{
    if (!strstr(text, part))
        fail_msg("'%s' does not contain '%s'", text, part);
}

/* The names every game_def shows: its options and their values, its score
 * rows, its menu groups and its views. */
static void def_names_known(const game_def *g, int (*knows)(const char *))
{
    for (int i = 0; i < g->noptions; i++) {
        if (!knows(g->options[i].name))
            fail_msg("%s: option %s unexplained", g->name, g->options[i].name);
        for (int v = 0; v < g->options[i].nvalues; v++) { /* as typed: automa=on */
            char t[64];
            snprintf(t, sizeof t, "%s=%s", g->options[i].name, g->options[i].names[v]);
            must_contain(explain_ok(g, t), g->options[i].name);
        }
    }
    for (int i = 0; i < g->nscore_parts; i++)
        if (!knows(g->score_part_names[i]))
            fail_msg("%s: score row %s unexplained", g->name, g->score_part_names[i]);
    for (int i = 0; i < g->ngroups; i++)
        if (!knows(g->group_names[i]))
            fail_msg("%s: menu group %s unexplained", g->name, g->group_names[i]);
    for (int i = 0; i < g->nviews; i++)
        if (!knows(g->views[i].name))
            fail_msg("%s: view %s unexplained", g->name, g->views[i].name);
}

/* The keys of the scores JSON's first player: each a name of the table. */
static void score_keys_known(const game_def *g, const void *st, int (*knows)(const char *))
{
    json_t *j = g->scores_json(st);
    assert_non_null(j);
    json_t *p0 = json_array_get(json_object_get(j, "players"), 0);
    assert_non_null(p0);
    const char *key;
    json_t *v;
    json_object_foreach(p0, key, v)
    {
        if (json_is_integer(v) && !knows(key))
            fail_msg("%s: score key %s unexplained", g->name, key);
    }
    json_decref(j);
}

/* Seeded whole games: every legal option's text and line, and each decision's
 * line, explain something. */
static void options_explained(const game_def *g, int players, uint64_t seed)
{
    static unsigned char st[1 << 14];
    assert_true(g->state_size <= sizeof st);
    game_setup setup = {.players = players, .seed = seed};
    for (int i = 0; i < g->noptions; i++)
        setup.options[i] = g->options[i].def;
    assert_int_equal(g->init(st, &setup), GAME_OK);
    game_action legal[512];
    uint64_t r = seed;
    /* every decision at full scale; a slower build (sanitizers, gcov) every k-th */
    int every = th_scale() >= 1.0 ? 1 : (int)(1.0 / th_scale() + 0.5);
    for (int steps = 0; !g->is_over(st) && steps < 2000; steps++) {
        int n = g->legal_actions(st, legal);
        assert_true(n > 0 && n <= 512);
        char text[256], line[256];
        assert_true(g->decision_text(st, GAME_VIEW_ALL, line, sizeof line) > 0);
        explain_ok(g, line);
        for (int i = 0; i < n && steps % every == 0; i++) {
            assert_true(g->action_to_string(st, legal[i], text, sizeof text) > 0);
            explain_ok(g, text);
            assert_true(g->action_text(st, legal[i], GAME_VIEW_ALL, line, sizeof line) > 0);
            explain_ok(g, line);
        }
        assert_int_equal(g->apply(st, legal[splitmix64_below(&r, (uint32_t)n)]), GAME_OK);
    }
    assert_true(g->is_over(st));
    score_keys_known(g, st, g == &QUETZAL_GAME ? qz_explain_knows : lc_explain_knows);
}

static void unknown_is_one_line(const game_def *g)
{
    assert_int_equal(g->explain("dragon", g_buf, sizeof g_buf), GAME_E_PARSE);
    must_contain(g_buf, "nothing is called 'dragon'");
    assert_null(strchr(g_buf, '\n'));
    assert_int_equal(g->explain("", g_buf, sizeof g_buf), GAME_E_ARG);
    assert_int_equal(g->explain(NULL, g_buf, sizeof g_buf), GAME_E_ARG);
}

/* ---- Quetzal ------------------------------------------------------------------------ */

static void quetzal_tables_are_explained(void **unused)
{
    (void)unused;
    for (int i = 0; i < QZ_SPOTS; i++)
        assert_true(qz_explain_knows(QZ_SPOT_NAMES[i]));
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        assert_true(qz_explain_knows(QZ_TILE_NAMES[u]));
    for (int t = 0; t < QZ_TYPES; t++)
        assert_true(qz_explain_knows(QZ_TYPE_NAMES[t]));
    for (int b = 0; b < QZ_BONUSES; b++)
        assert_true(qz_explain_knows(QZ_BONUS_NAMES[b]));
    for (int f = 0; f < QZ_FACES; f++)
        assert_true(qz_explain_knows(QZ_FACE_NAMES[f]));
    for (int k = 1; k < 10; k++)
        assert_true(qz_explain_knows(QZ_ACTION_KINDS[k]));
    for (int c = 0; c < QZ_KINDS; c++) {
        char w[32];
        qz_card_text(c, w, sizeof w);
        must_contain(explain_ok(&QUETZAL_GAME, w), "cards in the deck");
    }
    def_names_known(&QUETZAL_GAME, qz_explain_knows);
}

static void quetzal_spellings_and_words(void **unused)
{
    (void)unused;
    const game_def *g = &QUETZAL_GAME;
    must_contain(explain_ok(g, "temple-discount"), "Temple discount (temple-discount)");
    must_contain(explain_ok(g, "Temple Discount"), "1 coin less");
    must_contain(explain_ok(g, "TEMPLE_DISCOUNT"), "1 coin less");
    must_contain(explain_ok(g, "The Harbor Master's Office"), "2 coins");
    must_contain(explain_ok(g, "harbor"), "2 coins");
    must_contain(explain_ok(g, "Black Market"), "7 coins");
    must_contain(explain_ok(g, "Temple space 3"), "draws the deck's top card");
    must_contain(explain_ok(g, "camp"), "standing pays 1 more coin");
    /* a name two things share: the track and the upgrade */
    must_contain(explain_ok(g, "discovery"), "from 0 to 10");
    must_contain(g_buf, "(discovery)");
    /* an option's text: the names in it */
    explain_ok(g, "place small-temple 2adv+char");
    must_contain(g_buf, "The Small Temple (small-temple)");
    must_contain(g_buf, "adventurer");
    must_contain(g_buf, "character");
    unknown_is_one_line(g);
}

static void quetzal_numbers_are_the_data(void **unused)
{
    (void)unused;
    for (int u = 0; u < QZ_TILE_KINDS; u++) {
        char want[32];
        snprintf(want, sizeof want, "Worth %d VP", QZ_DATA.upg_vp[u]);
        must_contain(explain_ok(&QUETZAL_GAME, QZ_TILE_NAMES[u]), want);
    }
    for (int t = 0; t < QZ_TYPES; t++) {
        char want[64];
        int n = 0;
        for (int b = 0; b < QZ_BONUSES; b++)
            n += QZ_DATA.deck[t][b];
        snprintf(want, sizeof want, "%d cards in the deck", n);
        must_contain(explain_ok(&QUETZAL_GAME, QZ_TYPE_NAMES[t]), want);
        snprintf(want, sizeof want, "scores %d, %d or %d VP", QZ_DATA.lot[t][0], QZ_DATA.lot[t][1],
                 QZ_DATA.lot[t][2]);
        must_contain(g_buf, want);
    }
}

static void quetzal_options_of_whole_games(void **unused)
{
    (void)unused;
    for (int players = 2; players <= 5; players++)
        options_explained(&QUETZAL_GAME, players, 100 + (uint64_t)players);
}

/* ---- Lost Cities ---------------------------------------------------------------------- */

static void lost_cities_tables_are_explained(void **unused)
{
    (void)unused;
    for (int c = 0; c < LC_COLORS; c++)
        assert_true(lc_explain_knows(LC_COLOR_NAMES[c]));
    static const char *const shown[] = {
        /* the JSON's tile kinds and action kinds, the view's words */
        "artefact",       "points",         "arrow",
        "start",          "play",           "discard",
        "move",           "skip",           "draw",
        "take",           "expedition",     "bridge",
        "researcher",     "adventurer",     "step",
        "open",           "down",           "step-9 bonus",
        "artefact chips", "artefact tiles", "victory point chips",
        "draw pile",      "unseen",         "last"};
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++)
        if (!lc_explain_knows(shown[i]))
            fail_msg("lost-cities: %s unexplained", shown[i]);
    for (int t = 0; t < LC_TYPES; t++) {
        char w[24];
        lc_card_text(t, w, sizeof w);
        must_contain(explain_ok(&LOST_CITIES_GAME, w), LC_COLOR_NAMES[LC_COLOR_OF(t)]);
    }
    def_names_known(&LOST_CITIES_GAME, lc_explain_knows);
}

static void lost_cities_spellings_and_words(void **unused)
{
    (void)unused;
    const game_def *g = &LOST_CITIES_GAME;
    must_contain(explain_ok(g, "Yellow"), "-20, -15, -10");
    must_contain(explain_ok(g, "wager"), "no wager cards");
    must_contain(explain_ok(g, "ARROW TILE"), "arrows chain");
    must_contain(explain_ok(g, "Victory point tile"), "not doubled for the researcher");
    must_contain(explain_ok(g, "artefact_chips"), "long or the short table");
    explain_ok(g, "start red researcher");
    must_contain(g_buf, "The red path (red)");
    must_contain(g_buf, "double");
    unknown_is_one_line(g);
}

static void lost_cities_options_of_whole_games(void **unused)
{
    (void)unused;
    for (int players = 2; players <= 4; players++)
        options_explained(&LOST_CITIES_GAME, players, 200 + (uint64_t)players);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(quetzal_tables_are_explained),
        cmocka_unit_test(quetzal_spellings_and_words),
        cmocka_unit_test(quetzal_numbers_are_the_data),
        cmocka_unit_test(quetzal_options_of_whole_games),
        cmocka_unit_test(lost_cities_tables_are_explained),
        cmocka_unit_test(lost_cities_spellings_and_words),
        cmocka_unit_test(lost_cities_options_of_whole_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
