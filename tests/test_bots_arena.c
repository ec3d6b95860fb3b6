/* test_bots_arena.c - `arnak arena` (src/cli/arena.c) through arena_main:
 * seats rotate over the same deal, the summary adds up, the Wilson interval
 * holds the win rate, solo games pass the difficulty to the game, games in
 * parallel give the same games as one after the other, bad bots and options
 * are usage errors (exit 2), --hint / --rate answer, and --review states
 * how many decisions it judges and how long that takes before it starts.
 * Output is captured by pointing stdout at a temporary file. */
#include "th.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/bot.h"
#include "cli/arena.h"
#include "cli/tune.h"

#define MAX_LINES 64

typedef struct {
    int rc, nlines;
    json_t *line[MAX_LINES]; /* parsed JSON lines (NULL for other text) */
    char text[1 << 15];
} arena_out;

/* Runs a subcommand's main (argv[0] `name`) on a NULL-terminated argument
 * list, capturing stdout. */
static void run_main(arena_out *o, int (*main_fn)(int, char **), const char *name, va_list ap)
{
    char *argv[32];
    int argc = 0;
    argv[argc++] = (char *)name;
    for (char *a; (a = va_arg(ap, char *)) != NULL && argc < 31;)
        argv[argc++] = a;
    argv[argc] = NULL;

    fflush(stdout);
    FILE *tmp = tmpfile();
    assert_non_null(tmp);
    int saved = dup(fileno(stdout));
    assert_true(saved >= 0);
    assert_true(dup2(fileno(tmp), fileno(stdout)) >= 0);
    optind = 1;
    o->rc = main_fn(argc, argv);
    fflush(stdout);
    assert_true(dup2(saved, fileno(stdout)) >= 0);
    close(saved);
    rewind(tmp);
    size_t n = fread(o->text, 1, sizeof o->text - 1, tmp);
    o->text[n] = '\0';
    fclose(tmp);
    o->nlines = 0;
    char copy[sizeof o->text];
    memcpy(copy, o->text, n + 1);
    for (char *l = strtok(copy, "\n"); l && o->nlines < MAX_LINES; l = strtok(NULL, "\n"))
        o->line[o->nlines++] = l[0] == '{' ? json_loads(l, 0, NULL) : NULL;
}

static void run_arena(arena_out *o, ...)
{
    va_list ap;
    va_start(ap, o);
    run_main(o, arena_main, "arena", ap);
    va_end(ap);
}

static void run_tune(arena_out *o, ...)
{
    va_list ap;
    va_start(ap, o);
    run_main(o, tune_main, "tune", ap);
    va_end(ap);
}

static void free_out(arena_out *o)
{
    for (int i = 0; i < o->nlines; i++)
        json_decref(o->line[i]);
    o->nlines = 0;
}

static const char *bot_at(json_t *game, int seat)
{
    return json_string_value(json_array_get(json_object_get(game, "bots"), (size_t)seat));
}

static void seats_rotate_and_summary_adds_up(void **state)
{
    (void)state;
    static arena_out o;
    run_arena(&o, "--games", "4", "--seed", "3", "--jsonl", "random", "greedy", NULL);
    assert_int_equal(o.rc, 0);
    assert_int_equal(o.nlines, 5);
    /* Games 0 and 1 share a deal with the seats swapped; so do 2 and 3. */
    for (int i = 0; i < 4; i++) {
        json_t *g = o.line[i];
        assert_non_null(g);
        int idx = (int)json_integer_value(json_object_get(g, "game"));
        assert_string_equal(bot_at(g, 0), idx % 2 == 0 ? "random" : "greedy");
        assert_string_equal(bot_at(g, 1), idx % 2 == 0 ? "greedy" : "random");
        json_t *parts = json_array_get(json_object_get(g, "parts"), 0);
        assert_non_null(json_object_get(parts, "research"));
        assert_non_null(json_object_get(parts, "total"));
    }
    json_int_t seed[4];
    for (int i = 0; i < 4; i++) {
        json_t *g = o.line[i];
        seed[json_integer_value(json_object_get(g, "game"))] = json_integer_value(json_object_get(g, "seed"));
    }
    assert_true(seed[0] == seed[1] && seed[2] == seed[3] && seed[0] != seed[2]);
    json_t *sum = json_object_get(o.line[4], "summary");
    assert_int_equal(json_array_size(sum), 2);
    double wins = 0;
    for (size_t b = 0; b < 2; b++) {
        json_t *x = json_array_get(sum, b);
        double rate = json_real_value(json_object_get(x, "win_rate"));
        json_t *ci = json_object_get(x, "win_rate_ci95");
        double lo = json_real_value(json_array_get(ci, 0)), hi = json_real_value(json_array_get(ci, 1));
        assert_true(lo <= rate && rate <= hi && lo >= 0 && hi <= 1);
        assert_true(json_real_value(json_object_get(x, "seats")) == 4.0);
        assert_true(json_real_value(json_object_get(x, "decisions_per_game")) > 10);
        wins += json_real_value(json_object_get(x, "wins"));
    }
    assert_true(wins > 3.99 && wins < 4.01); /* one win per game, shared wins split */
    free_out(&o);
}

static void parallel_games_are_the_same_games(void **state)
{
    (void)state;
    static arena_out a, b;
    run_arena(&a, "-n", "4", "--jsonl", "ismcts:iters=30,rollout=greedy,depth=10", "ismcts-fast", NULL);
    run_arena(&b, "-n", "4", "--jsonl", "--threads", "2", "ismcts:iters=30,rollout=greedy,depth=10",
              "ismcts-fast", NULL);
    assert_int_equal(a.rc, 0);
    assert_int_equal(b.rc, 0);
    assert_int_equal(a.nlines, 5);
    assert_int_equal(b.nlines, 5);
    for (int i = 0; i < 4; i++) {
        json_t *ga = a.line[i], *gb = NULL;
        for (int j = 0; j < 4; j++)
            if (json_equal(json_object_get(b.line[j], "game"), json_object_get(ga, "game")))
                gb = b.line[j];
        assert_non_null(gb);
        assert_true(json_equal(json_object_get(ga, "parts"), json_object_get(gb, "parts")));
        assert_true(json_equal(json_object_get(ga, "decisions"), json_object_get(gb, "decisions")));
    }
    free_out(&a);
    free_out(&b);
}

static void solo_and_usage(void **state)
{
    (void)state;
    static arena_out o;
    run_arena(&o, "-p", "1", "--difficulty", "5", "-n", "2", "ismcts:iters=20,rollout=greedy", NULL);
    assert_int_equal(o.rc, 0);
    assert_non_null(strstr(o.text, "1 player"));
    assert_non_null(strstr(o.text, "difficulty 5"));
    assert_non_null(strstr(o.text, "95 % CI"));
    free_out(&o);
    /* Usage errors. */
    const char *bad[][3] = {
        {"ismcts:iters=x", NULL, NULL}, {"--players", "9", "random"}, {"-p3", "random", "greedy"},
        {"--difficulty", "9", "random"}, {"--option", "colour=red", "random"}, {"--games", "0", "random"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        run_arena(&o, bad[i][0], bad[i][1], bad[i][2], NULL);
        if (o.rc != 2)
            fail_msg("arena %s %s %s: exit %d, not 2", bad[i][0], bad[i][1] ? bad[i][1] : "",
                     bad[i][2] ? bad[i][2] : "", o.rc);
        free_out(&o);
    }
    run_arena(&o, NULL);
    assert_int_equal(o.rc, 2);
    free_out(&o);
}

static double wall_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static double cpu_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* within a factor 3 of each other */
static bool near3(double a, double b) { return a <= 3.0 * b && a >= b / 3.0; }

/* The review after a game said "a few seconds" and took 83.  Now it states
 * the number of decisions and the time before it starts, from the search's
 * measured rate: on the first 60 decisions of a 2-player game (first option
 * each time), both players', the line is there, its count is the review's
 * own, and the estimate is within a factor 3 of the time the review took:
 * in wall seconds, or, where other programs took the cores for a while (a
 * busy machine), in this process's CPU seconds (the estimate scaled by the
 * CPU share the planning got). */
static void review_states_its_duration_first(void **state)
{
    (void)state;
    const game_def *g = &ARNAK_GAME;
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = 2;
    setup.seed = 5;
    game_record *rec = game_record_new(g, &setup);
    assert_non_null(rec);
    arnak_state s;
    assert_int_equal(g->init(&s, &setup), GAME_OK);
    game_action legal[ARNAK_MAX_ACTIONS];
    for (int i = 0; i < 60 && !g->is_over(&s); i++) {
        assert_true(g->legal_actions(&s, legal) > 0);
        assert_int_equal(game_record_push(rec, legal[0]), GAME_OK);
        assert_int_equal(g->apply(&s, legal[0]), GAME_OK);
    }
    const char *spec = "ismcts:iters=400,rollout=follow";
    double planned_s;
    int planned = arena_review_plan(rec, spec, -1, 9, &planned_s);
    assert_true(planned > 5);
    assert_int_equal(arena_review_plan(rec, "nonsense", -1, 9, &planned_s), -1);

    fflush(stdout);
    FILE *tmp = tmpfile();
    assert_non_null(tmp);
    int saved = dup(fileno(stdout));
    assert_true(saved >= 0 && dup2(fileno(tmp), fileno(stdout)) >= 0);
    double t0 = wall_sec(), c0 = cpu_sec();
    int rc = arena_review(rec, spec, -1, 9, "test game", NULL, -1, 0);
    double took = wall_sec() - t0, took_cpu = cpu_sec() - c0;
    fflush(stdout);
    assert_true(dup2(saved, fileno(stdout)) >= 0);
    close(saved);
    rewind(tmp);
    char text[1 << 14];
    size_t n = fread(text, 1, sizeof text - 1, tmp);
    text[n] = '\0';
    fclose(tmp);
    assert_int_equal(rc, 0);
    int count = 0, judged = 0;
    char said[64] = "";
    if (sscanf(text, "Reviewing %d decisions by ismcts:iters=400,rollout=follow: %63[^.].", &count, said) != 2)
        fail_msg("no duration line first: %.200s", text);
    assert_int_equal(count, planned);
    const char *head = strstr(text, "test game: ");
    assert_non_null(head);
    assert_int_equal(sscanf(head, "test game: %d decisions", &judged), 1);
    assert_int_equal(judged, count);
    /* the plan's estimate, measured again, against the review's own time
     * (the planning included: it is part of what the user waits for) */
    double again;
    double w1 = wall_sec(), c1 = cpu_sec();
    assert_int_equal(arena_review_plan(rec, spec, -1, 9, &again), planned);
    double plan_wall = wall_sec() - w1, plan_cpu = cpu_sec() - c1;
    double again_cpu = plan_wall > 0 ? again * plan_cpu / plan_wall : again;
    print_message("review of %d decisions: said '%s', estimated %.2f s, took %.2f s "
                  "(CPU: estimated %.2f s, took %.2f s)\n",
                  count, said, again, took, again_cpu, took_cpu);
    if (!near3(again, took) && !near3(again_cpu, took_cpu))
        fail_msg("estimated %.2f s, took %.2f s (CPU: %.2f s against %.2f s)", again, took, again_cpu,
                 took_cpu);
    char buf[48];
    arena_duration_text(0.4, buf, sizeof buf);
    assert_string_equal(buf, "under a second");
    arena_duration_text(41.6, buf, sizeof buf);
    assert_string_equal(buf, "about 42 s");
    arena_duration_text(125.0, buf, sizeof buf);
    assert_string_equal(buf, "about 2 min 5 s");
    game_record_free(rec);
}

static void hint_and_rate(void **state)
{
    (void)state;
    static arena_out o;
    run_arena(&o, "--jsonl", "--hint", ARNAK_TEST_DATA "/bot-positions/last-turn-keep-idols.json",
              "ismcts:iters=500,rollout=greedy", NULL);
    assert_int_equal(o.rc, 0);
    assert_int_equal(o.nlines, 1);
    json_t *h = json_object_get(o.line[0], "hints");
    assert_true(json_array_size(h) >= 2);
    assert_string_equal(json_string_value(json_object_get(json_array_get(h, 0), "action")), "pass");
    free_out(&o);
    run_arena(&o, "--hint", "/nonexistent/position.json", NULL);
    assert_int_equal(o.rc, 1);
    free_out(&o);
    run_arena(&o, "--rate", "ismcts:iters=200", "ismcts:iters=200,rollout=greedy", "greedy", NULL);
    assert_int_equal(o.rc, 0);
    assert_non_null(strstr(o.text, "iterations/s"));
    assert_non_null(strstr(o.text, "(no search)"));
    free_out(&o);
}

/* The learned judgement's weights are what the command in their header
 * writes: the training run is reproducible, and the table is found for Arnak. */
static void learned_weights_reproduce(void **state)
{
    (void)state;
    static arena_out o;
    char want[1 << 15];
    FILE *f = fopen(ARNAK_TEST_DATA "/../../src/ai/bot_eval_weights.c", "rb");
    assert_non_null(f);
    size_t n = fread(want, 1, sizeof want - 1, f);
    want[n] = '\0';
    fclose(f);
    assert_non_null(strstr(want, "arnak arena --train-eval -n 1000 greedy\n"));
    run_arena(&o, "--train-eval", "-n", "1000", "greedy", NULL);
    assert_int_equal(o.rc, 0);
    if (strcmp(o.text, want) != 0)
        fail_msg("src/ai/bot_eval_weights.c is not what its command writes now (did the engine, the "
                 "heuristic or the greedy bot change?); rewrite it with: build/arnak arena --train-eval "
                 "-n 1000 greedy > src/ai/bot_eval_weights.c");
    free_out(&o);

    const bot_eval_table *t = bot_eval_find(&ARNAK_GAME);
    assert_non_null(t);
    assert_int_equal(t->rounds, 5);
    /* Over, the judgement is the score itself; before, a finite number. */
    arnak_state s;
    th_init(&s, 2, 5);
    double v = bot_eval_learned(t, &ARNAK_GAME, &s, 0);
    assert_true(v > -1000 && v < 1000);
    bot b;
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:iters=50,rollout=greedy,depth=10,eval=learned", 0, 1), 0);
    assert_true(b.search.learned);
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int k;
    while ((k = arnak_legal_actions(&s, legal)) > 0)
        arnak_apply_trusted(&s, legal[0]);
    assert_true(bot_eval_learned(t, &ARNAK_GAME, &s, 1) == (double)ARNAK_GAME.score(&s, 1));
}

/* `arnak tune` prints a whole weights table (every weight named), the same
 * table whatever the number of threads; bad options are usage errors. */
static void tune_prints_the_table_reproducibly(void **state)
{
    (void)state;
    static arena_out a, b;
    run_tune(&a, "--bot", "playout", "-n", "4", "--passes", "1", "--step", "0.5", "--min-gain", "0", "-j", "1", NULL);
    assert_int_equal(a.rc, 0);
    run_tune(&b, "--bot", "playout", "-n", "4", "--passes", "1", "--step", "0.5", "--min-gain", "0", "-j", "3", NULL);
    assert_int_equal(b.rc, 0);
    assert_string_equal(a.text, b.text);
    assert_non_null(strstr(a.text, "const arnak_heuristic_weights ARNAK_HEURISTIC_WEIGHTS = {{\n"));
    assert_non_null(strstr(a.text, "`arnak tune --bot playout --games 4 --seed 1 --passes 1`"));
    for (int k = 0; k < ARNAK_HW_N; k++) {
        char line[64];
        snprintf(line, sizeof line, ", /* %s */\n", ARNAK_HEURISTIC_WEIGHT_NAMES[k]);
        if (!strstr(a.text, line))
            fail_msg("no weight '%s' in the table", ARNAK_HEURISTIC_WEIGHT_NAMES[k]);
    }
    free_out(&a);
    free_out(&b);
    const char *bad[][2] = {
        {"-n", "1"}, {"--passes", "0"}, {"--step", "2"}, {"--min-gain", "x"}, {"-j", "999"}, {"--seed", "-1"},
        {"extra", NULL}, {"--colour", NULL}, {"--bot", "random"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        run_tune(&a, bad[i][0], bad[i][1], NULL);
        if (a.rc != 2)
            fail_msg("tune %s %s: exit %d, not 2", bad[i][0], bad[i][1] ? bad[i][1] : "", a.rc);
        free_out(&a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seats_rotate_and_summary_adds_up),
        cmocka_unit_test(tune_prints_the_table_reproducibly),
        cmocka_unit_test(parallel_games_are_the_same_games),
        cmocka_unit_test(solo_and_usage),
        cmocka_unit_test(hint_and_rate),
        cmocka_unit_test(review_states_its_duration_first),
        cmocka_unit_test(learned_weights_reproduce),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
