/* test_perft.c - frozen counts of legal decision sequences (a "perft", as chess
 * engines count move paths) from fixed positions, through the game interface.
 *
 * perft(s, d) is the number of distinct sequences of d decisions that can be
 * taken from s (a sequence that ends the game early counts once where it ends).
 * Chance inside an action (a card drawn, a tile revealed) comes from the state's
 * own generator, so the count is a pure function of the position.  Any change to
 * what is legal anywhere in the tree changes a count: a rule change must update
 * the numbers below in the same commit, and say why.
 *
 * Positions: fresh games from a seed (both sides, 2-4 players) and positions
 * from tests/data/positions/ (docs/POSITION.md).  Running `test_perft --print`
 * prints the counts as table lines instead of checking them. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/game.h"

typedef struct {
    const char *game;     /* registry name */
    const char *position; /* file under tests/data/positions/, or NULL for a fresh game */
    int players;
    int option0;          /* value of the game's first option (Arnak: side) */
    uint64_t seed;
    int depth;
    uint64_t expected;    /* perft(depth) */
} perft_case;

static const perft_case CASES[] = {
    /* filled in from `test_perft --print` at the commit that introduced this test */
#include "data/perft-counts.inc"
};

static uint64_t perft(const game_def *g, const void *st, int depth, unsigned char *stack)
{
    if (depth == 0 || g->is_over(st))
        return 1;
    game_action legal[1024];
    assert_true(g->max_actions <= 1024);
    int n = g->legal_actions(st, legal);
    assert_true(n > 0);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    void *next = stack;
    for (int i = 0; i < n; i++) {
        memcpy(next, st, g->state_size);
        assert_int_equal(g->apply(next, legal[i]), GAME_OK);
        total += perft(g, next, depth - 1, stack + g->state_size);
    }
    return total;
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return buf;
}

static uint64_t run_case(const perft_case *c)
{
    const game_def *g = game_find(c->game);
    assert_non_null(g);
    unsigned char *mem = calloc((size_t)(c->depth + 1), g->state_size);
    assert_non_null(mem);
    if (c->position) {
        char path[512], err[256];
        snprintf(path, sizeof path, "%s/positions/%s", ARNAK_TEST_DATA, c->position);
        char *text = read_text(path);
        assert_non_null(text);
        if (g->position_read(mem, text, err, sizeof err) != GAME_OK)
            fail_msg("%s: %s", path, err);
    } else {
        game_setup setup;
        game_setup_default(g, &setup);
        setup.players = c->players;
        if (g->noptions > 0)
            setup.options[0] = c->option0;
        setup.seed = c->seed;
        assert_int_equal(g->init(mem, &setup), GAME_OK);
    }
    uint64_t n = perft(g, mem, c->depth, mem + g->state_size);
    free(mem);
    return n;
}

static bool g_print;

static void perft_counts_are_frozen(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        const perft_case *c = &CASES[i];
        uint64_t n = run_case(c);
        if (g_print) {
            printf("    {\"%s\", %s%s%s, %d, %d, %" PRIu64 ", %d, %" PRIu64 "},\n", c->game,
                   c->position ? "\"" : "", c->position ? c->position : "NULL",
                   c->position ? "\"" : "", c->players, c->option0, c->seed, c->depth, n);
            continue;
        }
        if (n != c->expected)
            fail_msg("perft %s %s players %d option %d seed %" PRIu64 " depth %d: %" PRIu64
                     " sequences, frozen %" PRIu64,
                     c->game, c->position ? c->position : "(fresh game)", c->players, c->option0,
                     c->seed, c->depth, n, c->expected);
    }
}

/* The count must react to a change of the tree: one level less gives fewer
 * sequences, and a different seed changes the cards dealt and so the count. */
static void perft_depends_on_depth_and_seed(void **state)
{
    (void)state;
    perft_case c = CASES[0];
    uint64_t full = run_case(&c);
    c.depth--;
    assert_true(run_case(&c) < full);
    c.depth++;
    c.seed++;
    assert_true(run_case(&c) != full);
}

int main(int argc, char **argv)
{
    g_print = argc > 1 && strcmp(argv[1], "--print") == 0;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(perft_counts_are_frozen),
        cmocka_unit_test(perft_depends_on_depth_and_seed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
