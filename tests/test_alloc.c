/* test_alloc.c - the hot engine calls never touch the heap.
 *
 * HACKING.md, Conventions: no heap allocation inside legal_actions()/apply();
 * this measures it.
 * This executable replaces malloc, calloc, realloc, free, aligned_alloc,
 * posix_memalign, memalign, valloc and pvalloc with thin wrappers around
 * glibc's own allocator (__libc_malloc and friends) that count their calls
 * while a "counting" window is open.  glibc routes its internal allocations
 * (qsort's buffer, stdio...) through the interposed symbols too, so a call the
 * engine makes indirectly is counted as well.  The window is opened only
 * around the engine calls under test: cmocka allocates for itself between
 * them.  A control test proves the counting works: a deliberate malloc inside
 * the window must be counted.
 *
 * Under AddressSanitizer the interposition would fight ASan's own allocator,
 * so the tests skip there (they run in the plain `make test` build).
 */
#include "th.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define TA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TA_ASAN 1
#endif
#endif
#ifndef TA_ASAN
#define TA_ASAN 0
#endif

#if !TA_ASAN && defined(__GLIBC__)
#define TA_COUNTING 1
#else
#define TA_COUNTING 0
#endif

static volatile int ta_window;          /* 1 while an engine call runs */
static volatile unsigned long ta_calls; /* allocator calls inside the window */

#if TA_COUNTING
/* glibc's allocator under its internal names (exported since GLIBC_2.2.5). */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t size);
extern void __libc_free(void *p);
extern void *__libc_memalign(size_t align, size_t size);

/* Prototypes for the legacy names that <stdlib.h> may not declare in strict C17. */
void *memalign(size_t align, size_t size);
void *valloc(size_t size);
void *pvalloc(size_t size);

static inline void ta_count(void)
{
    if (ta_window)
        ta_calls = ta_calls + 1;
}

void *malloc(size_t size)
{
    ta_count();
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size)
{
    ta_count();
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size)
{
    ta_count();
    return __libc_realloc(p, size);
}

void free(void *p)
{
    ta_count();
    __libc_free(p);
}

void *aligned_alloc(size_t align, size_t size)
{
    ta_count();
    return __libc_memalign(align, size);
}

void *memalign(size_t align, size_t size)
{
    ta_count();
    return __libc_memalign(align, size);
}

int posix_memalign(void **out, size_t align, size_t size)
{
    ta_count();
    if (align < sizeof(void *) || (align & (align - 1)) != 0)
        return 22; /* EINVAL */
    void *p = __libc_memalign(align, size);
    if (!p && size)
        return 12; /* ENOMEM */
    *out = p;
    return 0;
}

void *valloc(size_t size)
{
    ta_count();
    return __libc_memalign(4096, size);
}

void *pvalloc(size_t size)
{
    ta_count();
    return __libc_memalign(4096, (size + 4095) & ~(size_t)4095);
}
#endif

/* Opens the counting window around one engine call. */
#define IN_WINDOW(stmt)                                                                            \
    do {                                                                                           \
        ta_window = 1;                                                                             \
        stmt;                                                                                      \
        ta_window = 0;                                                                             \
    } while (0)

static int ta_setup(void **state)
{
    (void)state;
    ta_calls = 0;
    ta_window = 0;
    return 0;
}

static void skip_unless_counting(void)
{
    if (!TA_COUNTING) {
        print_message(
            "test_alloc: skipped: malloc interposition is disabled under "
            "AddressSanitizer (or without glibc); run it in the plain `make test` build\n");
        skip();
    }
}

static uint64_t ta_mix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The counter sees allocations inside the window and only there. */
static void control_counts_a_deliberate_malloc(void **state)
{
    (void)state;
    skip_unless_counting();
    /* Through volatile pointers, so the compiler cannot elide the malloc/free pair. */
    void *(*volatile do_malloc)(size_t) = malloc;
    void *(*volatile do_calloc)(size_t, size_t) = calloc;
    void *(*volatile do_realloc)(void *, size_t) = realloc;
    void (*volatile do_free)(void *) = free;

    ta_calls = 0;
    void *p = do_malloc(64); /* outside the window: not counted */
    do_free(p);
    assert_int_equal(ta_calls, 0);

    void *q = NULL;
    IN_WINDOW(q = do_malloc(64));
    assert_non_null(q);
    assert_int_equal(ta_calls, 1);
    IN_WINDOW(q = do_realloc(q, 4096));
    assert_int_equal(ta_calls, 2);
    IN_WINDOW(do_free(q));
    assert_int_equal(ta_calls, 3);
    IN_WINDOW(q = do_calloc(4, 16));
    assert_int_equal(ta_calls, 4);
    do_free(q);
    assert_int_equal(ta_calls, 4);

    /* A library call that allocates internally is caught too. */
    IN_WINDOW({
        char *d = strndup("abc", 2); /* POSIX; allocates with malloc inside libc */
        ta_window = 0;
        free(d);
    });
    assert_int_equal(ta_calls, 5);
}

/* Random playouts, 2-4 players, both sides: every engine call under test runs
 * inside the window, then the count must still be zero. */
static void engine_calls_do_not_allocate(void **state)
{
    (void)state;
    skip_unless_counting();
    int games = (int)(200 * th_scale());
    if (games < 12)
        games = 12;
    static arnak_state s, copy, obs, det;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    unsigned long per_call[7] = {0};
    enum { C_INIT, C_LEGAL, C_APPLY, C_TRUSTED, C_COPY, C_OBSERVE, C_DETERMINIZE };
    static const char *const names[] = {
        "arnak_init", "arnak_legal_actions", "arnak_apply",      "arnak_apply_trusted",
        "state copy", "arnak_observe",       "arnak_determinize"};
    long decisions = 0;

    for (int g = 0; g < games; g++) {
        uint64_t rng = 0xA110CULL + (uint64_t)g;
        arnak_config cfg = {2 + g % 3, (g / 3) % 2 ? ARNAK_SIDE_SNAKE : ARNAK_SIDE_BIRD,
                            ta_mix(&rng)};
        unsigned long before = ta_calls;
        int rc = 0;
        IN_WINDOW(rc = arnak_init(&s, &cfg));
        assert_int_equal(rc, ARNAK_OK);
        per_call[C_INIT] += ta_calls - before;

        for (int k = 0; k < 100000; k++) {
            int n = 0;
            before = ta_calls;
            IN_WINDOW(n = arnak_legal_actions(&s, legal));
            per_call[C_LEGAL] += ta_calls - before;
            if (n <= 0)
                break;
            arnak_action a = legal[ta_mix(&rng) % (uint64_t)n];
            int p = arnak_current_player(&s);

            /* Every few decisions, the search-side calls too. */
            if (k % 7 == 0) {
                before = ta_calls;
                IN_WINDOW(copy = s);
                per_call[C_COPY] += ta_calls - before;
                assert_true(memcmp(&copy, &s, sizeof s) == 0);
                before = ta_calls;
                IN_WINDOW(arnak_observe(&s, (p + k) % cfg.players, &obs));
                per_call[C_OBSERVE] += ta_calls - before;
                det = s;
                before = ta_calls;
                IN_WINDOW(arnak_determinize(&det, p, ta_mix(&rng)));
                per_call[C_DETERMINIZE] += ta_calls - before;
            }

            /* Alternate the checked and the trusted apply; the checked one also
             * gets an illegal action now and then (it must reject without allocating). */
            before = ta_calls;
            if (k % 2 == 0) {
                if (k % 10 == 0) {
                    int bad = 0;
                    IN_WINDOW(bad = arnak_apply(&s, 0xFFFFFFFFu));
                    assert_int_equal(bad, ARNAK_E_ILLEGAL);
                }
                IN_WINDOW(rc = arnak_apply(&s, a));
                assert_int_equal(rc, ARNAK_OK);
                per_call[C_APPLY] += ta_calls - before;
            } else {
                IN_WINDOW(arnak_apply_trusted(&s, a));
                per_call[C_TRUSTED] += ta_calls - before;
            }
            decisions++;
        }
        assert_true(arnak_is_over(&s));
        /* The checked apply after the end must not allocate either. */
        before = ta_calls;
        int over = 0;
        IN_WINDOW(over = arnak_apply(&s, 0));
        assert_int_equal(over, ARNAK_E_OVER);
        per_call[C_APPLY] += ta_calls - before;
    }

    for (int i = 0; i < 7; i++)
        if (per_call[i])
            print_error("%s made %lu heap allocator calls\n", names[i], per_call[i]);
    assert_true(decisions > games * 20L);
    assert_int_equal(ta_calls, 0);
}

/* The same through the interface, for every game of the registry: whole random
 * games of every player count and every value of the first option, the hot
 * calls of a search inside the window (legal actions, apply checked and
 * trusted, copy, observe, determinize, hash, events, the heuristic). */
static void every_game_hot_calls_do_not_allocate(void **state)
{
    (void)state;
    skip_unless_counting();
    int ngames;
    const game_def *const *games = game_registry(&ngames);
    uint64_t rng = 42;
    for (int gi = 0; gi < ngames; gi++) {
        const game_def *g = games[gi];
        unsigned char *s = malloc(g->state_size), *t = malloc(g->state_size), *o = malloc(g->state_size);
        game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
        game_event *ev = malloc(sizeof *ev * GAME_MAX_EVENTS);
        assert_true(s && t && o && legal && ev);
        unsigned long decisions = 0;
        int values = g->noptions > 0 ? g->options[0].nvalues : 1;
        /* two seeds per setup: a short game (Quetzal: 5 rounds) still plays 1000 decisions */
        for (int players = g->type.min_players; players <= g->type.max_players; players++)
            for (int v = 0; v < 2 * values; v++) {
                game_setup setup;
                game_setup_default(g, &setup);
                setup.players = players;
                if (g->noptions > 0)
                    setup.options[0] = v % values;
                setup.seed = 1000 + (uint64_t)(players * 10 + v);
                assert_int_equal(g->init(s, &setup), GAME_OK);
                ta_calls = 0;
                while (!g->is_over(s)) {
                    int n = 0, p = g->current_player(s), q = (p + 1) % players;
                    IN_WINDOW(n = g->legal_actions(s, legal));
                    assert_true(n > 0);
                    game_action a = legal[ta_mix(&rng) % (uint64_t)n];
                    IN_WINDOW(memcpy(t, s, g->state_size));
                    IN_WINDOW(g->observe(s, q, o));
                    IN_WINDOW(g->determinize(o, q, rng));
                    IN_WINDOW((void)g->hash(o));
                    if (g->heuristic)
                        IN_WINDOW((void)g->heuristic(s, p));
                    IN_WINDOW(g->apply_trusted(t, a));
                    if (g->events)
                        IN_WINDOW(g->events(s, a, t, p, ev, GAME_MAX_EVENTS));
                    IN_WINDOW(assert_int_equal(g->apply(s, a), GAME_OK));
                    decisions++;
                }
                if (ta_calls)
                    fail_msg("%s: %lu allocator calls in a %d-player game, %s %d", g->name, ta_calls,
                             players, g->noptions > 0 ? g->options[0].name : "-", v);
            }
        assert_true(decisions > 1000);
        free(s);
        free(t);
        free(o);
        free(legal);
        free(ev);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(control_counts_a_deliberate_malloc, ta_setup),
        cmocka_unit_test_setup(engine_calls_do_not_allocate, ta_setup),
        cmocka_unit_test_setup(every_game_hot_calls_do_not_allocate, ta_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
