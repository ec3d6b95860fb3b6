/* test_bots_positions.c - the search finds the clearly best move in
 * constructed end-of-game positions, read as data (tests/data/bot-positions:
 * cases.txt names each position file, the expected action and why).
 *
 * The positions are read through the game interface (g->position_read) and
 * searched with the informed search at a fixed iteration budget from three
 * bot seeds; each seed must choose the expected action.  The original
 * uniform-rollout search is only reported beside it.
 */
#include "th.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"

#define POSITION_DIR ARNAK_TEST_DATA "/bot-positions"
#define SEARCH_SPEC "ismcts:iters=2000,rollout=greedy,eps=0.1,depth=30,bias=3"
#define SEEDS 3

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (buf) {
        size_t got = fread(buf, 1, (size_t)len, f);
        buf[got] = '\0';
    }
    fclose(f);
    return buf;
}

/* Chooses with spec from seed; returns the action text in out. */
static void choose_text(const game_def *g, const void *st, const char *spec, uint64_t seed, char *out,
                        size_t n)
{
    game_action legal[ARNAK_MAX_ACTIONS];
    int k = g->legal_actions(st, legal);
    assert_true(k > 1);
    bot b;
    assert_int_equal(bot_create(&b, g, spec, g->current_player(st), seed), 0);
    game_action a = b.choose(&b, st, legal, k);
    bot_destroy(&b);
    assert_true(g->action_to_string(st, a, out, n) > 0);
}

static void search_finds_the_best_move(void **state)
{
    (void)state;
    const game_def *g = &ARNAK_GAME;
    char *cases = slurp(POSITION_DIR "/cases.txt");
    assert_non_null(cases);
    int ncases = 0;
    for (char *line = strtok(cases, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *tab1 = strchr(line, '\t');
        assert_non_null(tab1);
        char *tab2 = strchr(tab1 + 1, '\t');
        assert_non_null(tab2);
        *tab1 = *tab2 = '\0';
        const char *file = line, *expect = tab1 + 1;
        char path[512], err[256], got[128];
        snprintf(path, sizeof path, "%s/%s", POSITION_DIR, file);
        char *text = slurp(path);
        assert_non_null(text);
        arnak_state s;
        if (g->position_read(&s, text, err, sizeof err) != GAME_OK)
            fail_msg("%s: %s", file, err);
        free(text);
        /* The expected action is legal here, and some other action is too. */
        assert_true(th_legal(&s, expect));
        game_action legal[ARNAK_MAX_ACTIONS];
        assert_true(g->legal_actions(&s, legal) > 1);
        for (uint64_t seed = 1; seed <= SEEDS; seed++) {
            choose_text(g, &s, SEARCH_SPEC, seed, got, sizeof got);
            if (strcmp(got, expect) != 0)
                fail_msg("%s, seed %llu: chose '%s', expected '%s'", file, (unsigned long long)seed, got,
                         expect);
        }
        choose_text(g, &s, "ismcts", 1, got, sizeof got);
        printf("%s: '%s' (the original ismcts chooses '%s')\n", file, expect, got);
        ncases++;
    }
    free(cases);
    assert_true(ncases >= 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(search_finds_the_best_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
