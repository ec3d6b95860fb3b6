/* test_lost_cities_alloc.c - Lost Cities' hot calls never touch the heap:
 * legal actions, apply (checked and trusted), copy, observe, determinize,
 * hash, events and the heuristic, through LOST_CITIES_GAME, over whole random
 * games of 2, 3 and 4 players and every option combination.
 *
 * The allocator is interposed as in tests/test_alloc.c (thin wrappers around
 * glibc's __libc_* functions that count calls while a window is open); a
 * control test proves the counting works.  Skipped under AddressSanitizer. */
#include "th.h"

#include <stdlib.h>
#include <string.h>

#include "core/splitmix.h"
#include "games/lost_cities/lost_cities.h"

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

static void skip_unless_counting(void)
{
    if (!TA_COUNTING)
        skip();
}

static void counting_works(void **state)
{
    (void)state;
    skip_unless_counting();
    ta_calls = 0;
    void *p = NULL;
    IN_WINDOW(p = malloc(16));
    IN_WINDOW(free(p));
    assert_int_equal(ta_calls, 2);
}

static void no_heap_in_hot_calls(void **state)
{
    (void)state;
    skip_unless_counting();
    const game_def *g = &LOST_CITIES_GAME;
    uint64_t rng = 42;
    unsigned long decisions = 0;
    for (int players = 2; players <= 4; players++)
        for (int combo = 0; combo < 4; combo++) {
            game_setup setup = {players, {combo & 1, combo >> 1, 0, 0}, 1000 + (uint64_t)combo};
            lost_cities_state s, t, o;
            game_action legal[LC_MAX_ACTIONS];
            game_event ev[GAME_MAX_EVENTS];
            assert_int_equal(g->init(&s, &setup), GAME_OK);
            ta_calls = 0;
            while (!g->is_over(&s)) {
                int n = 0, p = g->current_player(&s);
                IN_WINDOW(n = g->legal_actions(&s, legal));
                assert_true(n > 0);
                game_action a = legal[splitmix64_below(&rng, (uint32_t)n)];
                IN_WINDOW(t = s);
                IN_WINDOW(g->observe(&s, (p + 1) % players, &o));
                IN_WINDOW(g->determinize(&o, (p + 1) % players, rng));
                IN_WINDOW((void)g->hash(&o));
                IN_WINDOW((void)g->heuristic(&s, p));
                IN_WINDOW(g->apply_trusted(&t, a));
                IN_WINDOW(g->events(&s, a, &t, p, ev, GAME_MAX_EVENTS));
                IN_WINDOW(assert_int_equal(g->apply(&s, a), GAME_OK));
                decisions++;
            }
            if (ta_calls)
                fail_msg("%lu allocator calls in a %d-player game, options %d", ta_calls, players,
                         combo);
        }
    assert_true(decisions > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(counting_works),
        cmocka_unit_test(no_heap_in_hot_calls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
