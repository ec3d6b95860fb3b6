/* test_quetzal_words.c - Quetzal's sentences name things as a player does: a space as
 * "Temple space 2" or "the Black Market", an upgrade as "Temple discount", a card as
 * "a vase (+1 VP)", plurals whole ("2 mummies"), while the JSON keeps the ids the
 * page and tools read ("temple2", "temple-discount", "vase+vp").  Over whole random
 * games at 2-5 players (and 2 with the automa): no event sentence, option phrase or why-not reason holds an
 * id, and each id of the JSON appears in its sentence by its words. */
#include <regex.h>
#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/quetzal/internal.h"

static const game_def *G = &QUETZAL_GAME;

/* Ids and codes a sentence must not show: spaces, upgrades, cards, a bare plural. */
static const char *const ID_PATTERN =
    "(temple[1-5]|village[1-3]|ship[12]|small-temple|[a-z]+-discount|reroll-(all|two)|"
    "sell-[a-z]+|market-bonus|camp-bonus|single-as-pair|\\+(vp|coin|discovery)|"
    "on site|[2-9] (vase|tablet|weapon|statuette|mummy)( |,|$)|[2-9] mummys)";

static regex_t ids;

static void no_id(const char *what, const char *text)
{
    regmatch_t m;
    if (regexec(&ids, text, 1, &m, 0) == 0)
        fail_msg("%s '%s' shows the id '%.*s'", what, text, (int)(m.rm_eo - m.rm_so),
                 text + m.rm_so);
}

static void start(quetzal_state *s, int players, int automa, uint64_t seed)
{
    game_setup su = {.players = players, .seed = seed};
    su.options[QZ_OPT_AUTOMA] = automa;
    assert_int_equal(G->init(s, &su), GAME_OK);
}

static void sentences_name_things_by_their_words(void **unused)
{
    (void)unused;
    assert_int_equal(regcomp(&ids, ID_PATTERN, REG_EXTENDED), 0);
    int events = 0, options = 0, reasons = 0;
    char text[256];
    game_event ev[GAME_MAX_EVENTS];
    game_action legal[QZ_MAX_ACTIONS];
    for (int players = 2; players <= QZ_MAX_PLAYERS; players++)
        for (uint64_t seed = 1; seed <= (uint64_t)th_scaled(3, 1) * (players == 2 ? 2 : 1); seed++) {
            quetzal_state s, before;
            int automa = players == 2 && seed % 2 == 0; /* two players with the automa too */
            start(&s, players, automa, seed * 31 + (uint64_t)players);
            uint64_t rng = seed;
            while (!G->is_over(&s)) {
                int n = G->legal_actions(&s, legal);
                for (int i = 0; i < n; i++, options++) {
                    assert_true(G->action_text(&s, legal[i], GAME_VIEW_ALL, text, sizeof text) > 0);
                    no_id("option", text);
                }
                for (int sp = 0; s.phase == QZ_PH_PLACE && !s.placing && sp < QZ_SPOTS; sp++) {
                    json_t *why = G->why_not(&s, s.cur, QZ_SPOT_NAMES[sp]);
                    const char *t = why ? json_string_value(json_object_get(why, "text")) : NULL;
                    if (t)
                        no_id("why-not reason", t), reasons++;
                    json_decref(why);
                }
                game_action a = legal[splitmix64(&rng) % (uint64_t)n];
                before = s;
                assert_int_equal(G->apply(&s, a), GAME_OK);
                int k = G->events(&before, a, &s, GAME_VIEW_ALL, ev, GAME_MAX_EVENTS);
                assert_true(k >= 0);
                for (int e = 0; e < k; e++, events++) {
                    assert_true(G->event_text(&ev[e], text, sizeof text) > 0);
                    no_id("event", text);
                }
            }
        }
    regfree(&ids);
    printf("quetzal: %d event sentences, %d option phrases and %d why-not reasons, no id in any\n",
           events, options, reasons);
    assert_true(events > 500 && options > 1000 && reasons > 100);
}

/* The words of a space, an upgrade and a card, and the ids kept in the JSON. */
static void words_beside_the_ids(void **unused)
{
    (void)unused;
    assert_string_equal(qz_said("space", "temple2"), "Temple space 2");
    assert_string_equal(qz_said("space", "market"), "the Black Market");
    assert_string_equal(qz_said("space", "stela"), "the Stela of Knowledge");
    assert_string_equal(qz_said("space", "harbor"), "the Harbor Master's Office");
    assert_string_equal(qz_said("upgrade", "temple-discount"), "Temple discount");
    assert_string_equal(qz_said("card", "vase+vp"), "a vase (+1 VP)");
    assert_string_equal(qz_said("card", "mummy"), "a mummy");
    assert_null(qz_said("card", "vase+gold"));
    assert_null(qz_said("card", "urn"));
    assert_null(qz_said("space", "temple9"));
    assert_null(qz_said("tile", "temple2"));
    /* an event's JSON keeps the id, its sentence says the words */
    game_event e = {.type = QZ_EV_PLACE, .player = 1, .v = {QZ_TEMPLE1 + 1, 2, 0, 0, 3}};
    json_t *j = game_words_event_json(&QZ_WORDS, &e);
    assert_non_null(j);
    assert_string_equal(json_string_value(json_object_get(j, "space")), "temple2");
    json_decref(j);
    char text[200];
    assert_true(G->event_text(&e, text, sizeof text) > 0);
    assert_non_null(strstr(text, "places 2 meeples on Temple space 2 for 3 coins"));
    game_event d = {.type = QZ_EV_DELIVER, .player = 0, .v = {4, 2, 6, 0, 0, 0}};
    assert_true(G->event_text(&d, text, sizeof text) > 0);
    assert_non_null(strstr(text, "delivers 2 mummies for 6 VP"));
    d.v[0] = 0, d.v[1] = 1;
    assert_true(G->event_text(&d, text, sizeof text) > 0);
    assert_non_null(strstr(text, "delivers 1 vase for"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sentences_name_things_by_their_words),
        cmocka_unit_test(words_beside_the_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
