/* test_bots.c - the bots, above all the ISMCTS search bot (src/ai/bot_ismcts.c).
 *
 * Everything is deterministic: fixed seeds and iteration counts, no timing.
 *   - ismcts returns a legal action at many states of 2-4 player games (both
 *     sides), leaves the state alone, and repeats its choice from the same seed;
 *   - it never reads hidden information: states that differ only in what its
 *     seat cannot see (arnak_determinize for the bot's own seat reshuffles
 *     exactly that) give the same choice with the same bot seed, and so does
 *     the seat's observation itself;
 *   - the same for the informed search (greedy truncated playouts, progressive
 *     bias) and for it on two root-parallel threads;
 *   - specs and levels: keys override, bad keys and values are refused with a
 *     one-line reason, every level's spec is valid;
 *   - analysis (bot_analyze): sorted, visits add up to the iterations, values
 *     in 0..1, and its top option is the bot's choice from the same seed;
 *   - every game of the registry, solo Arnak against its rival included, is
 *     played to the end by the search bots through game.h alone;
 *   - the judgement that steers greedy playouts looks ahead: research by its
 *     worth at the end, Fear as a dead draw, resources by the rounds left;
 *   - the solo exploration constant (csolo) applies to solo searches only;
 *   - strength: ismcts-fast and greedy each beat random in at least 7 of 10
 *     fixed 2-player games; ismcts against greedy is only reported.
 * Game counts follow th_scale() (ARNAK_TEST_SCALE), never below 2.
 */
#include "th.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "core/splitmix.h"

#define MAX_DECISIONS 20000
/* Iterations for the many-states checks (the bot's own default is larger). */
#define PROBE_ITERATIONS 40

static int scaled_games(int n) { return (int)th_scaled(n, 2); }

static bool is_legal(arnak_action a, const arnak_action *legal, int n)
{
    for (int i = 0; i < n; i++)
        if (legal[i] == a)
            return true;
    return false;
}

/* The bot under test in the many-states checks: the original search with
 * PROBE_ITERATIONS, or a spec with its own budget. */
static const char *probe_spec = "ismcts";

static arnak_action probe(const arnak_state *s, int seat, uint64_t seed, const arnak_action *legal,
                          int n)
{
    bot b;
    assert_int_equal(bot_create(&b, &ARNAK_GAME, probe_spec, seat, seed), 0);
    if (strcmp(probe_spec, "ismcts") == 0)
        b.iterations = PROBE_ITERATIONS;
    arnak_action a = b.choose(&b, s, legal, n);
    bot_destroy(&b);
    return a;
}

/* Walks random games of every player count and side; at every 9th decision
 * with a choice, runs `check` on the state. Returns the number of checks. */
static int walk_states(void (*check)(const arnak_state *s, uint64_t seed))
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int checks = 0;
    int games = scaled_games(2);
    for (int players = 2; players <= 4; players++)
        for (int side = 0; side < 2; side++)
            for (int gi = 0; gi < games; gi++) {
                uint64_t rng = 1000u * (uint64_t)players + 10u * (uint64_t)side + (uint64_t)gi;
                arnak_state s;
                th_init_side(&s, players, side, splitmix64(&rng));
                int k = 0;
                for (int d = 0; d < MAX_DECISIONS; d++) {
                    int n = arnak_legal_actions(&s, legal);
                    if (n <= 0)
                        break;
                    if (n > 1 && ++k % 9 == 0) {
                        check(&s, splitmix64(&rng));
                        checks++;
                    }
                    arnak_apply_trusted(&s, legal[splitmix64(&rng) % (uint64_t)n]);
                }
                assert_true(arnak_is_over(&s));
            }
    return checks;
}

static void check_legal_and_repeatable(const arnak_state *s, uint64_t seed)
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    int seat = arnak_current_player(s);
    uint64_t h = arnak_hash(s);
    arnak_action a = probe(s, seat, seed, legal, n);
    assert_true(is_legal(a, legal, n));
    assert_int_equal(arnak_hash(s), h);
    assert_int_equal(probe(s, seat, seed, legal, n), a);
}

static void ismcts_legal_and_reproducible(void **state)
{
    (void)state;
    probe_spec = "ismcts";
    int checks = walk_states(check_legal_and_repeatable);
    printf("ismcts: legal and reproducible at %d states\n", checks);
    assert_true(checks >= 50);

    /* The generic search: a single legal action is returned without searching;
     * statistics show the tree is built within its budget. */
    arnak_state s;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    th_init(&s, 2, 7);
    int n = arnak_legal_actions(&s, legal);
    uint64_t rng = 5;
    ismcts_stats st;
    assert_int_equal(bot_ismcts_search(&ARNAK_GAME, &s, 0, 50, &rng, legal, 1, &st), legal[0]);
    assert_int_equal(st.iterations, 0);
    assert_true(n > 1);
    uint32_t a = bot_ismcts_search(&ARNAK_GAME, &s, arnak_current_player(&s), 50, &rng, legal, n, &st);
    assert_true(is_legal(a, legal, n));
    assert_int_equal(st.iterations, 50);
    assert_true(st.nodes >= 2 && st.nodes <= 51);
    assert_true(st.best_visits >= 1);
}

static int differing_states;

static void check_blind_to_hidden(const arnak_state *s, uint64_t seed)
{
    arnak_action legal[ARNAK_MAX_ACTIONS], legal2[ARNAK_MAX_ACTIONS];
    int seat = arnak_current_player(s);
    int n = arnak_legal_actions(s, legal);

    /* Same for the seat, different in everything it cannot see. */
    arnak_state other = *s, o1, o2;
    arnak_determinize(&other, seat, seed ^ 0xABCDEF);
    arnak_observe(s, seat, &o1);
    arnak_observe(&other, seat, &o2);
    assert_int_equal(arnak_hash(&o1), arnak_hash(&o2));
    if (arnak_hash(s) != arnak_hash(&other))
        differing_states++;
    int n2 = arnak_legal_actions(&other, legal2);
    assert_int_equal(n2, n);
    assert_memory_equal(legal, legal2, sizeof legal[0] * (size_t)n);

    arnak_action a = probe(s, seat, seed, legal, n);
    assert_int_equal(probe(&other, seat, seed, legal, n), a);
    /* The observation itself is a playable state and gives the same answer. */
    assert_int_equal(probe(&o1, seat, seed, legal, n), a);
}

static void ismcts_never_reads_hidden_information(void **state)
{
    (void)state;
    probe_spec = "ismcts";
    differing_states = 0;
    int checks = walk_states(check_blind_to_hidden);
    printf("ismcts: same choice at %d pairs of states (%d differ in hidden parts)\n", checks,
           differing_states);
    assert_true(differing_states >= checks / 2);
}

/* Plays one 2-player game; fills final scores and winners. */
static void play(const char *n0, const char *n1, int side, uint64_t seed, int score[2],
                 bool win[ARNAK_MAX_PLAYERS])
{
    arnak_state s;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    bot bots[2];
    th_init_side(&s, 2, side, seed);
    assert_int_equal(bot_create(&bots[0], &ARNAK_GAME, n0, 0, seed ^ 0x1111), 0);
    assert_int_equal(bot_create(&bots[1], &ARNAK_GAME, n1, 1, seed ^ 0x2222), 0);
    int d;
    for (d = 0; d < MAX_DECISIONS && !arnak_is_over(&s); d++) {
        int p = arnak_current_player(&s);
        int n = arnak_legal_actions(&s, legal);
        assert_true(p >= 0 && p < 2 && n > 0);
        arnak_action a = bots[p].choose(&bots[p], &s, legal, n);
        assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
    }
    bot_destroy(&bots[0]);
    bot_destroy(&bots[1]);
    assert_true(arnak_is_over(&s));
    th_check(&s);
    for (int p = 0; p < 2; p++) {
        arnak_score sc;
        arnak_score_player(&s, p, &sc);
        score[p] = sc.total;
    }
    arnak_winners(&s, win);
}

typedef struct {
    int games, wins, shared, losses;
    long score, other_score;
} tally;

/* `a` against `b` over `games` fixed games, seats and sides alternating. */
static tally match(const char *a, const char *b, int games, uint64_t base)
{
    tally t = {0};
    for (int i = 0; i < games; i++) {
        int me = i & 1, score[2];
        bool win[ARNAK_MAX_PLAYERS] = {0};
        uint64_t seed = base + (uint64_t)i;
        if (me == 0)
            play(a, b, (i >> 1) & 1, seed, score, win);
        else
            play(b, a, (i >> 1) & 1, seed, score, win);
        t.games++;
        t.score += score[me];
        t.other_score += score[1 - me];
        if (win[me] && !win[1 - me])
            t.wins++;
        else if (win[me])
            t.shared++;
        else
            t.losses++;
    }
    printf("%s vs %s: %d games, %d wins, %d shared, %d losses, average score %.1f : %.1f\n", a, b,
           t.games, t.wins, t.shared, t.losses, (double)t.score / t.games,
           (double)t.other_score / t.games);
    return t;
}

static void bots_beat_random(void **state)
{
    (void)state;
    /* A clear majority, not a tight bound: the games are fixed by their seeds,
     * but any change of engine or bot reshuffles them, and a strength test
     * should fail only when a bot really got weak (measured: 10/10 and 9/10). */
    int games = scaled_games(10);
    int need = (games * 7 + 9) / 10; /* 7 of 10 */
    tally t = match("ismcts-fast", "random", games, 100);
    assert_true(t.wins >= need);
    t = match("greedy", "random", games, 200);
    assert_true(t.wins >= need);
}

static void ismcts_against_greedy(void **state)
{
    (void)state;
    int games = scaled_games(6);
    tally t = match("ismcts", "greedy", games, 300);
    /* A figure, not a test: only that every game completed. */
    assert_int_equal(t.wins + t.shared + t.losses, games);
}

static void registry_knows_the_search_bots(void **state)
{
    (void)state;
    bot b;
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts", 1, 9), 0);
    assert_int_equal(b.iterations, ISMCTS_DEFAULT_ITERATIONS);
    assert_string_equal(b.name, "ismcts");
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts-fast", 0, 9), 0);
    assert_int_equal(b.iterations, ISMCTS_FAST_ITERATIONS);
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "greedy", 0, 9), 0);
    assert_int_equal(b.iterations, 0);
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts-nope", 0, 9), -1);
    assert_non_null(strstr(bot_names(), "ismcts"));
}


/* The informed search as the levels use it, with a small budget. */
#define INFORMED_SPEC "ismcts:iters=40,rollout=greedy,eps=0.1,depth=20,bias=3"
#define INFORMED_THREADS_SPEC "ismcts:iters=40,rollout=greedy,depth=20,bias=3,threads=2"

static void informed_search_legal_reproducible_and_blind(void **state)
{
    (void)state;
    /* and the levels' playouts (follow), and their policy alone as a bot */
    const char *specs[] = {INFORMED_SPEC, INFORMED_THREADS_SPEC, "ismcts:iters=40,rollout=follow", "playout"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        probe_spec = specs[i];
        int checks = walk_states(check_legal_and_repeatable);
        differing_states = 0;
        int blind = walk_states(check_blind_to_hidden);
        printf("%s: legal and reproducible at %d states, blind at %d (%d differ)\n", specs[i], checks,
               blind, differing_states);
        assert_true(checks >= 50);
        assert_true(differing_states >= blind / 2);
    }
    probe_spec = "ismcts";
}

static void specs_and_levels(void **state)
{
    (void)state;
    bot b;
    char err[160];
    /* Keys override the base; the legacy search stays legacy with budget keys only. */
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:iters=5000", 0, 1), 0);
    assert_int_equal(b.iterations, 5000);
    assert_true(b.search.legacy);
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:iters=700,rollout=greedy,depth=20,threads=2", 1, 1), 0);
    assert_int_equal(b.iterations, 700);
    assert_false(b.search.legacy);
    assert_int_equal(b.search.rollout, BOT_ROLLOUT_GREEDY);
    assert_int_equal(b.search.depth, 20);
    assert_int_equal(b.search.threads, 2);
    assert_int_equal(b.seat, 1);
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:rollout=follow", 0, 1), 0);
    assert_int_equal(b.search.rollout, BOT_ROLLOUT_FOLLOW);
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "playout", 0, 1), 0);
    assert_false(bot_is_search(&b));
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:ms=1000,threads=2", 0, 1), 0);
    assert_int_equal(b.search.ms, 1000);
    assert_int_equal(b.iterations, 0); /* ms alone: no iteration cap from the base */
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "hard:ms=250,iters=900", 0, 1), 0);
    assert_int_equal(b.search.ms, 250);
    assert_int_equal(b.iterations, 900);
    /* Every level is a valid search spec, and keys override a level. */
    const char *levels[] = {"easy", "medium", "hard", "expert"};
    int last = 0;
    for (int i = 0; i < 4; i++) {
        const char *spec = bot_level_spec(levels[i]);
        assert_non_null(spec);
        assert_int_equal(bot_parse_spec(spec, err, sizeof err), 0);
        assert_int_equal(bot_create(&b, &ARNAK_GAME, levels[i], 0, 1), 0);
        assert_true(bot_is_search(&b));
        assert_string_equal(b.name, levels[i]);
        /* Each level spends more per decision than the one below. */
        assert_true(b.iterations > last);
        last = b.iterations;
        assert_non_null(strstr(bot_names(), levels[i]));
    }
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "hard:iters=123", 0, 1), 0);
    assert_int_equal(b.iterations, 123);
    assert_int_equal(b.search.rollout, BOT_ROLLOUT_FOLLOW);
    assert_null(bot_level_spec("ismcts"));
    assert_null(bot_level_spec("nope"));
    /* Refusals name what is wrong, on one line. */
    const struct {
        const char *spec, *says;
    } bad[] = {
        {"ismcts:iters=abc", "iters"},     {"ismcts:bogus=1", "unknown bot key 'bogus'"},
        {"ismcts:rollout=smart", "rollout"}, {"ismcts:eps=1.5", "eps"},
        {"ismcts:iters=0", "iters > 0 or ms > 0"}, {"ismcts:threads=0", "threads"},
        {"greedy:iters=5", "takes no keys"}, {"wizard", "unknown bot 'wizard'"},
        {"playout:eps=0.2", "takes no keys"},
        {"ismcts:depth", "KEY=VALUE"},     {"ismcts:", "KEY=VALUE"},
        {"ismcts:eval=magic", "eval"},     {"ismcts:iters=5,ms=-1", "ms"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_int_equal(bot_create_checked(&b, &ARNAK_GAME, bad[i].spec, 0, 1, err, sizeof err), -1);
        if (!strstr(err, bad[i].says))
            fail_msg("spec '%s': message '%s' does not say '%s'", bad[i].spec, err, bad[i].says);
        assert_null(strchr(err, '\n'));
        assert_false(bot_known(bad[i].spec));
    }
    assert_true(bot_known("ismcts:iters=5000,rollout=greedy,depth=20,threads=2"));
    assert_true(bot_known("random"));
}

static void analysis_matches_the_choice(void **state)
{
    (void)state;
    arnak_state s;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    bot_option_value v[ARNAK_MAX_ACTIONS];
    const char *specs[] = {"ismcts:iters=300,rollout=greedy,depth=20,bias=3",
                           "ismcts:iters=300,rollout=greedy,depth=20,threads=2", "ismcts:iters=300",
                           "ismcts:iters=300,rollout=complete,depth=20,eval=learned",
                           "ismcts:iters=300,rollout=follow"};
    th_init(&s, 2, 11);
    int n;
    while ((n = arnak_legal_actions(&s, legal)) == 1)
        arnak_apply_trusted(&s, legal[0]);
    int seat = arnak_current_player(&s);
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        bot a, b;
        assert_int_equal(bot_create(&a, &ARNAK_GAME, specs[i], seat, 77), 0);
        assert_int_equal(bot_create(&b, &ARNAK_GAME, specs[i], seat, 77), 0);
        int k = bot_analyze(&a, &s, v, ARNAK_MAX_ACTIONS);
        assert_true(k >= 2 && k <= n);
        uint32_t total = 0;
        for (int j = 0; j < k; j++) {
            assert_true(is_legal(v[j].action, legal, n));
            assert_true(v[j].value >= 0.0 && v[j].value <= 1.0);
            if (j > 0)
                assert_true(v[j].visits <= v[j - 1].visits);
            total += v[j].visits;
        }
        /* Every iteration passes through exactly one root option. */
        assert_int_equal(total, 300);
        assert_int_equal(b.choose(&b, &s, legal, n), v[0].action);
        /* Fewer slots than options: only the best ones. */
        assert_int_equal(bot_create(&a, &ARNAK_GAME, specs[i], seat, 77), 0);
        bot_option_value top;
        assert_int_equal(bot_analyze(&a, &s, &top, 1), 1);
        assert_int_equal(top.action, v[0].action);
    }
    /* A bot that does not search is analysed with the medium level. */
    bot g;
    assert_int_equal(bot_create(&g, &ARNAK_GAME, "greedy", seat, 5), 0);
    assert_true(bot_analyze(&g, &s, v, ARNAK_MAX_ACTIONS) >= 2);
    assert_int_equal(bot_analyze(NULL, &s, v, 4), -1);

    /* Threads with an iteration budget: the same answer every time. */
    ismcts_stats st;
    bot_search_params p;
    assert_int_equal(bot_create(&g, &ARNAK_GAME, "ismcts:iters=301,rollout=greedy,depth=10,threads=3", seat, 5), 0);
    p = g.search;
    p.iterations = g.iterations;
    uint64_t r1 = 9, r2 = 9;
    uint32_t c1 = bot_ismcts_run(&ARNAK_GAME, &s, seat, &p, &r1, legal, n, &st);
    assert_int_equal(st.iterations, 301);
    assert_int_equal(bot_ismcts_run(&ARNAK_GAME, &s, seat, &p, &r2, legal, n, &st), c1);
    /* A time budget alone still gives a legal answer after some iterations. */
    assert_int_equal(bot_create(&g, &ARNAK_GAME, "ismcts:ms=20,rollout=greedy,depth=10", seat, 5), 0);
    p = g.search;
    p.iterations = g.iterations;
    assert_true(is_legal(bot_ismcts_run(&ARNAK_GAME, &s, seat, &p, &r1, legal, n, &st), legal, n));
    assert_true(st.iterations >= 1);
}

/* The solo exploration constant (csolo): it parses and is refused out of
 * range; a solo search with csolo=X is the search with c=X (the same root
 * visits from the same seed), and a more focused one than with c=0.7; a
 * 2-player search ignores it. */
static int root_visits(const char *spec, const void *st, int seat, bot_option_value *v)
{
    bot b;
    assert_int_equal(bot_create(&b, &ARNAK_GAME, spec, seat, 31), 0);
    int k = bot_analyze(&b, st, v, ARNAK_MAX_ACTIONS);
    bot_destroy(&b);
    assert_true(k >= 2);
    return k;
}

static void same_options(const bot_option_value *a, int na, const bot_option_value *b, int nb)
{
    assert_int_equal(na, nb);
    for (int i = 0; i < na; i++) {
        assert_int_equal(a[i].action, b[i].action);
        assert_int_equal(a[i].visits, b[i].visits);
    }
}

static void solo_exploration_constant(void **state)
{
    (void)state;
    bot b;
    char err[160];
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts", 0, 1), 0);
    assert_true(b.search.exploration_solo < 0.0); /* default: c */
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:csolo=0.25", 0, 1), 0);
    assert_true(b.search.exploration_solo == 0.25);
    assert_false(b.search.legacy);
    assert_int_equal(bot_create_checked(&b, &ARNAK_GAME, "ismcts:csolo=-1", 0, 1, err, sizeof err), -1);
    assert_non_null(strstr(err, "csolo"));
    /* Every level but easy explores a solo game with its own constant. */
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "medium", 0, 1), 0);
    assert_true(b.search.exploration_solo >= 0.0 && b.search.exploration_solo < b.search.exploration);

    static bot_option_value v1[ARNAK_MAX_ACTIONS], v2[ARNAK_MAX_ACTIONS], v3[ARNAK_MAX_ACTIONS];
    game_setup setup;
    game_setup_default(&ARNAK_GAME, &setup);
    setup.seed = 606;
    setup.players = 1;
    setup.options[game_option_index(&ARNAK_GAME, "difficulty")] = 5;
    arnak_state s;
    assert_int_equal(ARNAK_GAME.init(&s, &setup), GAME_OK);
    int seat = ARNAK_GAME.current_player(&s);
    int n1 = root_visits("ismcts:iters=400,rollout=greedy,csolo=0.1", &s, seat, v1);
    int n2 = root_visits("ismcts:iters=400,rollout=greedy,c=0.1", &s, seat, v2);
    same_options(v1, n1, v2, n2);
    int n3 = root_visits("ismcts:iters=400,rollout=greedy", &s, seat, v3);
    assert_true(n3 >= 2);
    assert_true(v1[0].visits > v3[0].visits); /* c = 0.7 spreads the visits wider */

    setup.players = 2;
    assert_int_equal(ARNAK_GAME.init(&s, &setup), GAME_OK);
    seat = ARNAK_GAME.current_player(&s);
    n1 = root_visits("ismcts:iters=300,rollout=greedy,csolo=0.1", &s, seat, v1);
    n2 = root_visits("ismcts:iters=300,rollout=greedy", &s, seat, v2);
    same_options(v1, n1, v2, n2);
}

/* Tree reuse (reuse=1): the search of a bot's later steps of its own turn
 * starts from the subtree it kept, never after another player's decision; a
 * game replays the same from the same seeds; and the bot still sees only its
 * observation: a twin fed states whose hidden parts are reshuffled before each
 * of its decisions chooses the same at every one. */
#define REUSE_SPEC "ismcts:iters=60,rollout=follow,reuse=1"
static void reuse_follows_the_bots_own_turn(void **state)
{
    (void)state;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    static arnak_action first[MAX_DECISIONS];
    for (int pass = 0; pass < 2; pass++) {
        arnak_state s;
        th_init(&s, 2, 31);
        bot b[2], twin;
        for (int p = 0; p < 2; p++)
            assert_int_equal(bot_create(&b[p], &ARNAK_GAME, REUSE_SPEC, p, 500 + (uint64_t)p), 0);
        assert_int_equal(bot_create(&twin, &ARNAK_GAME, REUSE_SPEC, 0, 500), 0);
        int reused = 0, searched = 0, last = -1, d;
        for (d = 0; d < MAX_DECISIONS && !arnak_is_over(&s); d++) {
            int p = arnak_current_player(&s);
            int n = arnak_legal_actions(&s, legal);
            arnak_action a = b[p].choose(&b[p], &s, legal, n);
            assert_true(is_legal(a, legal, n));
            if (n > 1) {
                searched++;
                if (b[p].reused > 0) {
                    reused++;
                    assert_int_equal(last, p); /* only right after its own decision */
                }
            }
            if (p == 0) {
                arnak_state shuffled = s;
                assert_int_equal(arnak_determinize(&shuffled, 0, 0x5eed0000u + (uint64_t)d), ARNAK_OK);
                assert_int_equal(twin.choose(&twin, &shuffled, legal, n), a);
                assert_int_equal(twin.reused, b[0].reused);
            }
            if (pass == 0)
                first[d] = a;
            else
                assert_int_equal(first[d], a);
            last = p;
            assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
        }
        assert_true(arnak_is_over(&s));
        printf("reuse: %d of %d searched decisions started from a kept tree (%d decisions)\n", reused,
               searched, d);
        assert_true(reused > searched / 10);
        for (int p = 0; p < 2; p++) {
            bot_destroy(&b[p]);
            assert_null(b[p].memory);
        }
        bot_destroy(&twin);
        bot_destroy(&twin); /* twice is harmless */
    }
    bot_destroy(NULL);
}

/* Plays one game of g with the given bots; every choice must be legal. */
static void play_generic(const game_def *g, game_setup *setup, const char *const *specs)
{
    unsigned char *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    bot bots[GAME_MAX_PLAYERS];
    assert_non_null(st);
    assert_non_null(legal);
    assert_int_equal(g->init(st, setup), GAME_OK);
    for (int p = 0; p < setup->players; p++)
        assert_int_equal(bot_create(&bots[p], g, specs[p], p, setup->seed + (uint64_t)p), 0);
    int d;
    for (d = 0; d < MAX_DECISIONS && !g->is_over(st); d++) {
        int p = g->current_player(st);
        int n = g->legal_actions(st, legal);
        assert_true(p >= 0 && p < setup->players && n > 0);
        game_action a = bots[p].choose(&bots[p], st, legal, n);
        assert_true(is_legal(a, legal, n));
        assert_int_equal(g->apply(st, a), GAME_OK);
    }
    for (int p = 0; p < setup->players; p++)
        bot_destroy(&bots[p]);
    assert_true(g->is_over(st));
    free(st);
    free(legal);
}

/* The hint and the review preferred passing to free points in the last
 * round.  Round 5, P1 to act with three Fear cards in hand, assistant A05
 * (exile a card) and the exile boons of guardians G02 and G05: each of the
 * three free actions exiles a Fear card for a point, then the pass is still
 * there.  The medium level's analysis (the hint's, and the review's judgement
 * of each decision) must not put the pass or the end of the turn first, from
 * any seed; the options that score are listed even when the search did not
 * try them. */
static void last_round_pass_before_free_points(arnak_state *s, bool main_done)
{
    th_fresh(s, 2, 41);
    th_set_round(s, 5);
    th_set_hand(s, 0, 0);
    for (int i = 0; i < 3; i++)
        th_give(s, 0, TH_PLAY, CARD_FEAR);
    th_give_assistant(s, 0, 5, 0);
    th_give_guardian(s, 0, 2);
    th_give_guardian(s, 0, 5);
    th_turn(s, 0);
    if (main_done) { /* after a main action: end the turn or take free actions */
        s->stack[0].kind = FR_POST;
        s->main_done = 1;
    }
    th_check(s);
}

static void analysis_never_passes_before_free_points(void **state)
{
    (void)state;
    arnak_state s;
    bot_option_value v[ARNAK_MAX_ACTIONS];
    /* seeds 1-2: the main action is still open (pass); 3-4: it was taken (end-turn),
     * where the search alone tried the end of the turn most */
    for (uint64_t seed = 1; seed <= 4; seed++) {
        last_round_pass_before_free_points(&s, seed > 2);
        int before;
        arnak_score sc;
        assert_int_equal(arnak_score_player(&s, 0, &sc), ARNAK_OK);
        before = sc.total;
        bot b;
        assert_int_equal(bot_create(&b, &ARNAK_GAME, "medium", 0, seed), 0);
        int k = bot_analyze(&b, &s, v, ARNAK_MAX_ACTIONS);
        bot_destroy(&b);
        assert_int_equal(k, 4);
        int ends = -1;
        for (int i = 0; i < k; i++) {
            char t[96];
            assert_true(arnak_action_to_string(&s, v[i].action, t, sizeof t) > 0);
            if (strcmp(t, "pass") == 0 || strcmp(t, "end-turn") == 0)
                ends = i;
            else { /* each free option scores: a Fear card exiled */
                arnak_state x = s;
                th_do(&x, t);
                th_do(&x, "exile play:fear");
                assert_int_equal(arnak_score_player(&x, 0, &sc), ARNAK_OK);
                assert_int_equal(sc.total, before + 1);
            }
        }
        assert_int_equal(ends, 3); /* below all three, so never the top option */
        assert_true(v[0].value >= v[3].value);
    }
}

static void every_game_and_solo(void **state)
{
    (void)state;
    int ngames;
    const game_def *const *games = game_registry(&ngames);
    const char *specs[GAME_MAX_PLAYERS] = {INFORMED_SPEC, "ismcts:iters=20,rollout=complete,depth=10",
                                           INFORMED_THREADS_SPEC, "medium:iters=30"};
    for (int i = 0; i < ngames; i++) {
        const game_def *g = games[i];
        game_setup setup;
        game_setup_default(g, &setup);
        setup.seed = 4242;
        setup.players = g->type.min_players > 2 ? g->type.min_players : 2;
        if (setup.players <= g->type.max_players) {
            play_generic(g, &setup, specs);
            printf("%s: a %d-player game of search bots completed\n", g->name, setup.players);
        }
        /* Solo: the bot against the game's rival at its hardest difficulty. */
        int di = game_option_index(g, "difficulty");
        if (g->type.min_players == 1 && di >= 0) {
            double ret[GAME_MAX_PLAYERS];
            setup.players = 1;
            setup.options[di] = g->options[di].nvalues - 1;
            unsigned char *st = malloc(g->state_size);
            assert_non_null(st);
            play_generic(g, &setup, specs);
            /* The result of a solo game is a win or a loss. */
            assert_int_equal(g->init(st, &setup), GAME_OK);
            bot b;
            game_action legal[4096];
            assert_true(g->max_actions <= 4096);
            assert_int_equal(bot_create(&b, g, INFORMED_SPEC, 0, 3), 0);
            while (!g->is_over(st)) {
                int n = g->legal_actions(st, legal);
                g->apply_trusted(st, b.choose(&b, st, legal, n));
            }
            g->returns(st, ret);
            assert_true(ret[0] == 0.0 || ret[0] == 1.0);
            printf("%s solo at difficulty %d: %s, score %d\n", g->name, setup.options[di],
                   ret[0] == 1.0 ? "won" : "lost", g->score(st, 0));
            free(st);
        }
    }
}

/* ---- the judgement that steers greedy playouts (arnak_heuristic) ------------------------------
 * It estimates the final score: research by its worth at the end, a Fear card
 * as a dead draw while draws are to come, resources by what the rounds left
 * can still buy with them. */
static void heuristic_looks_ahead(void **state)
{
    (void)state;
    arnak_state s, t;
    th_fresh(&s, 2, 7);
    s.round = 1;
    /* Early, the glass's first step (1 point on its face) is worth more: the
     * rows above it score ever more. */
    t = s;
    t.p[0].glass = 1; /* B1, row 1 */
    assert_true(arnak_heuristic(&t, 0) - arnak_heuristic(&s, 0) > 1.5);
    /* In the last round the step into the Lost Temple, paid with the coin,
     * compass and jewel of its bridge, gains most of its 7 points over row 7's
     * (23 - 16; the rest the projection already gave row 7). */
    s.round = 5;
    s.p[0].glass = 12; /* B12, row 7 */
    t = s;
    th_set_res(&s, 0, 1, 1, 0, 0, 1);
    t.p[0].glass = 14; /* B14, the Lost Temple */
    t.p[0].temple_rank = 1;
    t.temple_arrivals = 1;
    assert_true(arnak_heuristic(&t, 0) - arnak_heuristic(&s, 0) > 4.0);

    /* A Fear card: one point, and in round 1 a dead draw for the rounds to come;
     * in round 5 nothing is drawn any more, so exactly its point. */
    th_fresh(&s, 2, 7);
    s.round = 1;
    t = s;
    th_give(&t, 0, TH_DECK_BOTTOM, CARD_FEAR);
    assert_true(arnak_heuristic(&t, 0) - arnak_heuristic(&s, 0) < -1.2); /* more than its point */
    s.round = 5;
    t = s;
    th_give(&t, 0, TH_DECK_BOTTOM, CARD_FEAR);
    assert_true(fabs(arnak_heuristic(&t, 0) - arnak_heuristic(&s, 0) + 1.0) < 1e-9);

    /* A jewel pays a research bridge: worth more than two points in round 1,
     * nothing once the player has passed in the last round. */
    th_fresh(&s, 2, 7);
    s.round = 1;
    t = s;
    t.p[0].res[RES_JEWEL]++;
    assert_true(arnak_heuristic(&t, 0) - arnak_heuristic(&s, 0) > 2.0);
    s.round = 5;
    s.p[0].passed = 1;
    t = s;
    t.p[0].res[RES_JEWEL]++;
    assert_true(fabs(arnak_heuristic(&t, 0) - arnak_heuristic(&s, 0)) < 1e-9);
}

/* The weights are data: arnak_heuristic is arnak_heuristic_with the table,
 * and a weight moves the judgement of exactly what it weighs. */
static void heuristic_weights_weigh_their_terms(void **state)
{
    (void)state;
    arnak_state s;
    th_fresh(&s, 2, 7);
    s.round = 2;
    th_set_res(&s, 0, 3, 2, 1, 0, 0);
    assert_true(arnak_heuristic_with(&s, 0, NULL) == arnak_heuristic(&s, 0));
    assert_true(arnak_heuristic_with(&s, 0, &ARNAK_HEURISTIC_WEIGHTS) == arnak_heuristic(&s, 0));
    arnak_heuristic_weights w = ARNAK_HEURISTIC_WEIGHTS;
    /* Three coins held with two rounds and a half left (resources at full worth). */
    w.w[ARNAK_HW_COIN] += 1.0;
    assert_true(fabs(arnak_heuristic_with(&s, 0, &w) - arnak_heuristic(&s, 0) - 3.0) < 1e-9);
    /* No arrowhead held: its weight changes nothing. */
    w = ARNAK_HEURISTIC_WEIGHTS;
    w.w[ARNAK_HW_ARROWHEAD] += 5.0;
    assert_true(arnak_heuristic_with(&s, 0, &w) == arnak_heuristic(&s, 0));
    /* More draws to come make a deck of cards worth more. */
    w = ARNAK_HEURISTIC_WEIGHTS;
    w.w[ARNAK_HW_DRAWS] += 1.0;
    assert_true(arnak_heuristic_with(&s, 0, &w) > arnak_heuristic(&s, 0));
    for (int k = 0; k < ARNAK_HW_N; k++) {
        assert_non_null(ARNAK_HEURISTIC_WEIGHT_NAMES[k]);
        assert_true(ARNAK_HEURISTIC_WEIGHTS.w[k] >= 0.0);
    }
    assert_true(ARNAK_HEURISTIC_WEIGHTS.w[ARNAK_HW_SPEND_ROUNDS] > 0.0);
    assert_true(ARNAK_HEURISTIC_WEIGHTS.w[ARNAK_HW_FUTURE_ROUNDS] > 0.0);
}

/* The time bank (bank=1): the key parses and is refused out of range; a
 * search whose leader can no longer be caught stops there, with the choice
 * the whole budget gives.  The remaining iterations are bounded by the
 * iteration budget here (the clock's own bound, ten minutes of them, is far
 * larger on any machine), so the stop is the same on every run. */
static void bank_stops_a_settled_search(void **state)
{
    (void)state;
    bot b;
    char err[160];
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "ismcts:ms=250,bank=1", 0, 1), 0);
    assert_true(b.search.bank);
    assert_true(b.time_bank == 0.0);
    assert_int_equal(bot_create(&b, &ARNAK_GAME, "hard", 0, 1), 0);
    assert_false(b.search.bank);
    assert_int_equal(bot_create_checked(&b, &ARNAK_GAME, "ismcts:ms=250,bank=2", 0, 1, err, sizeof err), -1);
    assert_non_null(strstr(err, "bank"));

    game_setup setup;
    game_setup_default(&ARNAK_GAME, &setup);
    setup.players = 1;
    setup.options[game_option_index(&ARNAK_GAME, "difficulty")] = 5;
    int stopped = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        setup.seed = seed;
        arnak_state s;
        assert_int_equal(ARNAK_GAME.init(&s, &setup), GAME_OK);
        int seat = ARNAK_GAME.current_player(&s);
        uint32_t legal[ARNAK_MAX_ACTIONS];
        int n = ARNAK_GAME.legal_actions(&s, legal);
        assert_true(n >= 2);
        uint32_t choice[2];
        int iters[2];
        for (int bank = 0; bank < 2; bank++) {
            bot g;
            assert_int_equal(bot_create(&g, &ARNAK_GAME,
                                        bank ? "ismcts:iters=1500,ms=600000,rollout=follow,csolo=0.1,bank=1"
                                             : "ismcts:iters=1500,ms=600000,rollout=follow,csolo=0.1",
                                        seat, 5),
                             0);
            bot_search_params p = g.search;
            p.iterations = g.iterations;
            ismcts_stats st;
            uint64_t rng = 40 + seed;
            choice[bank] = bot_ismcts_run(&ARNAK_GAME, &s, seat, &p, &rng, legal, n, &st);
            iters[bank] = st.iterations;
            assert_true(is_legal(choice[bank], legal, n));
        }
        assert_int_equal(iters[0], 1500);
        assert_true(iters[1] <= 1500);
        assert_int_equal(choice[1], choice[0]);
        stopped += iters[1] < 1500;
        print_message("bank: seed %d, settled after %d of 1500 iterations\n", (int)seed, iters[1]);
    }
    assert_true(stopped >= 1); /* the leader of a solo search runs away (csolo=0.1) */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(registry_knows_the_search_bots),
        cmocka_unit_test(ismcts_legal_and_reproducible),
        cmocka_unit_test(ismcts_never_reads_hidden_information),
        cmocka_unit_test(specs_and_levels),
        cmocka_unit_test(solo_exploration_constant),
        cmocka_unit_test(bank_stops_a_settled_search),
        cmocka_unit_test(informed_search_legal_reproducible_and_blind),
        cmocka_unit_test(analysis_matches_the_choice),
        cmocka_unit_test(reuse_follows_the_bots_own_turn),
        cmocka_unit_test(analysis_never_passes_before_free_points),
        cmocka_unit_test(every_game_and_solo),
        cmocka_unit_test(bots_beat_random),
        cmocka_unit_test(ismcts_against_greedy),
        cmocka_unit_test(heuristic_looks_ahead),
        cmocka_unit_test(heuristic_weights_weigh_their_terms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
