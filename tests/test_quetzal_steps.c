/* test_quetzal_steps.c - Quetzal's placement in two decisions, as a person
 * makes it: the space first, then its meeples (count, kind, the Character).
 *
 * Each step is small (no decision of a game over 40 options), the second
 * continues the first (in_step, undo between them, a why-not for another
 * space), and the one-decision placement of older records and stores still
 * replays to the same state: its texts ("place camp 1adv") and its action
 * codes are taken where the space is still to choose, though not listed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "th.h"
#include "core/game.h"
#include "core/record.h"
#include "core/splitmix.h"
#include "games/quetzal/internal.h"

static const game_def *G = &QUETZAL_GAME;

static void start(quetzal_state *s, int players, int automa, uint64_t seed)
{
    game_setup su = {.players = players, .seed = seed};
    su.options[QZ_OPT_AUTOMA] = automa;
    assert_int_equal(G->init(s, &su), GAME_OK);
}

static game_action parse(const quetzal_state *s, const char *text)
{
    game_action a;
    if (G->action_from_string(s, text, &a) != GAME_OK)
        fail_msg("'%s' does not read as an action here", text);
    return a;
}

static void play(quetzal_state *s, const char *text)
{
    assert_int_equal(G->apply(s, parse(s, text)), GAME_OK);
    char msg[200];
    if (G->check(s, msg, sizeof msg))
        fail_msg("check after '%s': %s", text, msg);
}

static bool listed(const quetzal_state *s, game_action a)
{
    game_action legal[QZ_MAX_ACTIONS];
    int n = G->legal_actions(s, legal);
    return game_action_in(legal, n, a);
}

static void first_step_is_the_space_second_its_meeples(void **unused)
{
    (void)unused;
    quetzal_state s, before;
    start(&s, 3, 0, 77);
    game_action legal[QZ_MAX_ACTIONS];
    int n = G->legal_actions(&s, legal);
    int spaces = 0;
    for (int i = 0; i < n; i++) {
        assert_int_not_equal(QZ_AKIND(legal[i]), QZ_A_PLACE); /* no meeples before a space */
        spaces += QZ_AKIND(legal[i]) == QZ_A_SPACE;
    }
    assert_true(spaces >= 10);
    assert_false(G->in_step(&s));
    before = s;
    play(&s, "place camp");
    assert_true(G->in_step(&s)); /* the meeples continue the choice */
    assert_int_equal(s.placing, QZ_CAMP + 1);
    assert_true(G->undoable(&before, parse(&before, "place camp"), &s));
    n = G->legal_actions(&s, legal);
    assert_true(n > 1);
    for (int i = 0; i < n; i++) {
        assert_int_equal(QZ_AKIND(legal[i]), QZ_A_PLACE);
        assert_int_equal(QZ_P_SPOT(QZ_AARG(legal[i])), QZ_CAMP);
    }
    char d[160];
    assert_true(G->decision_text(&s, 0, d, sizeof d) > 0);
    assert_non_null(strstr(d, "Camp"));
    /* another space waits for an undo, and says so */
    game_action other;
    assert_int_equal(G->action_from_string(&s, "place temple2 1arch", &other), GAME_E_PARSE);
    json_t *why = game_why_not(G, &s, 0, "place temple2 1arch");
    assert_non_null(why);
    assert_string_equal(json_string_value(json_object_get(why, "reason")), "chosen");
    json_decref(why);
    play(&s, "place camp 1adv");
    assert_int_equal(s.placing, 0);
    assert_true(G->in_step(&s)); /* the Camp's reroll */
}

static void a_whole_placement_is_taken_unlisted_with_the_same_result(void **unused)
{
    (void)unused;
    quetzal_state one, two;
    start(&one, 3, 0, 5);
    two = one;
    game_action whole = parse(&one, "place quarry 1adv");
    assert_int_equal(QZ_AKIND(whole), QZ_A_PLACE);
    assert_false(listed(&one, whole));
    assert_int_equal(G->apply(&one, whole), GAME_OK);
    play(&two, "place quarry");
    assert_true(listed(&two, whole));
    assert_int_equal(G->apply(&two, whole), GAME_OK);
    assert_memory_equal(&one, &two, sizeof one);
    /* a whole placement on another space than the one chosen is refused */
    quetzal_state s;
    start(&s, 3, 0, 5);
    play(&s, "place ruins");
    assert_int_equal(G->apply(&s, whole), GAME_E_ILLEGAL);
}

/* A random game's record twice: as today (the space, then the meeples) and as
 * an older program wrote it (the whole placement in one line). */
static void records(uint64_t seed, game_record *now, game_record *old, quetzal_state *end)
{
    quetzal_state s;
    start(&s, 4, 0, seed);
    uint64_t rng = seed;
    game_action legal[QZ_MAX_ACTIONS];
    while (!G->is_over(&s)) {
        int n = G->legal_actions(&s, legal);
        assert_true(n > 0);
        game_action a = legal[splitmix64(&rng) % (uint64_t)n];
        assert_int_equal(game_record_push(now, a), 0);
        if (QZ_AKIND(a) != QZ_A_SPACE)
            assert_int_equal(game_record_push(old, a), 0);
        assert_int_equal(G->apply(&s, a), GAME_OK);
    }
    *end = s;
}

static void read_back(game_record *r, quetzal_state *end, char *text, size_t cap)
{
    char err[200];
    FILE *f = fmemopen(text, cap, "w");
    assert_non_null(f);
    assert_int_equal(game_record_write(f, r, err, sizeof err), GAME_OK);
    fclose(f);
    f = fmemopen(text, strlen(text), "r");
    void *final = NULL;
    if (game_record_read(f, NULL, &final, err, sizeof err) != GAME_OK)
        fail_msg("record: %s", err);
    fclose(f);
    assert_memory_equal(final, end, sizeof *end);
    free(final);
}

/* Lines of a record's text that name a space alone ("place camp"). */
static int space_lines(const char *text)
{
    int n = 0;
    for (const char *l = text; (l = strstr(l, "\nplace ")) != NULL; l++) {
        const char *sp = strchr(l + 7, ' '), *nl = strchr(l + 1, '\n');
        n += nl && (!sp || sp > nl);
    }
    return n;
}

static void an_older_record_of_whole_placements_replays(void **unused)
{
    (void)unused;
    game_setup su = {.players = 4, .seed = 31};
    game_record *now = game_record_new(G, &su), *old = game_record_new(G, &su);
    assert_non_null(now);
    assert_non_null(old);
    quetzal_state end;
    records(31, now, old, &end);
    assert_true(now->n > old->n);
    static char text[1 << 16];
    read_back(now, &end, text, sizeof text);
    assert_int_equal(space_lines(text), (int)(now->n - old->n));
    read_back(old, &end, text, sizeof text);
    assert_int_equal(space_lines(text), 0);
    game_record_free(now);
    game_record_free(old);
}

static void no_decision_takes_more_than_forty_options(void **unused)
{
    (void)unused;
    int most = 0, games = 0;
    game_action legal[QZ_MAX_ACTIONS];
    for (int players = 2; players <= QZ_MAX_PLAYERS; players++)
        for (int automa = 0; automa <= (players == 2); automa++)
            for (uint64_t seed = 1; seed <= (uint64_t)th_scaled(20, 4); seed++, games++) {
                quetzal_state s;
                start(&s, players, automa, seed * 7919 + (uint64_t)players);
                uint64_t rng = seed;
                while (!G->is_over(&s)) {
                    int n = G->legal_actions(&s, legal);
                    if (n > most)
                        most = n;
                    if (n > 40)
                        fail_msg("%d options at %d players, seed %llu", n, players,
                                 (unsigned long long)seed);
                    assert_int_equal(G->apply(&s, legal[splitmix64(&rng) % (uint64_t)n]), GAME_OK);
                }
            }
    printf("quetzal: %d games, at most %d options a decision\n", games, most);
    assert_true(most > 10);
}

static void a_position_keeps_the_space_chosen(void **unused)
{
    (void)unused;
    quetzal_state s, back;
    start(&s, 2, 1, 9);
    play(&s, "place harbor");
    char *text = G->position_write(&s);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"placing\":\"harbor\""));
    char err[200];
    assert_int_equal(G->position_read(&back, text, err, sizeof err), GAME_OK);
    assert_memory_equal(&s, &back, sizeof s);
    /* written before placements took two steps: no "placing", none chosen */
    quetzal_state fresh;
    start(&fresh, 2, 1, 9);
    char *old = G->position_write(&fresh);
    char *at = strstr(old, "\"placing\":null,");
    assert_non_null(at);
    memmove(at, at + strlen("\"placing\":null,"), strlen(at + strlen("\"placing\":null,")) + 1);
    assert_int_equal(G->position_read(&back, old, err, sizeof err), GAME_OK);
    assert_int_equal(back.placing, 0);
    free(old);
    /* a space chosen where nothing can be placed is no position */
    quetzal_state t = s;
    t.placing = QZ_STELA + 1;
    t.first = t.cur; /* the Stela is not for the marker's holder */
    char msg[200];
    assert_int_not_equal(G->check(&t, msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "nothing can be placed"));
    free(text);
}

/* Regression: reading a text after the game's end listed the whole placements of
 * seat 255 (qz_pool_total read past the pools). No seat places then: no action. */
static void no_text_reads_as_a_placement_after_the_end(void **unused)
{
    (void)unused;
    quetzal_state s;
    start(&s, 2, 0, 41);
    uint64_t rng = 41;
    game_action legal[QZ_MAX_ACTIONS];
    while (!G->is_over(&s)) {
        int n = G->legal_actions(&s, legal);
        assert_int_equal(G->apply(&s, legal[splitmix64(&rng) % (uint64_t)n]), GAME_OK);
    }
    assert_int_equal(qz_legal_placements(&s, legal), 0);
    game_action a;
    assert_int_equal(G->action_from_string(&s, "place camp 1adv", &a), GAME_E_PARSE);
    assert_int_equal(G->action_from_string(&s, "place harbor", &a), GAME_E_PARSE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_step_is_the_space_second_its_meeples),
        cmocka_unit_test(a_whole_placement_is_taken_unlisted_with_the_same_result),
        cmocka_unit_test(an_older_record_of_whole_placements_replays),
        cmocka_unit_test(no_decision_takes_more_than_forty_options),
        cmocka_unit_test(a_position_keeps_the_space_chosen),
        cmocka_unit_test(no_text_reads_as_a_placement_after_the_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
