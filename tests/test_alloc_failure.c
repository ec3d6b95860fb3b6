/* test_alloc_failure.c - every allocation that can fail is checked: inject a
 * failure at the 1st, 2nd, 3rd ... allocation of an operation in turn (as
 * SQLite's malloc tests do) until the operation runs through without reaching
 * the failure, and require each time either a clean error or the complete,
 * correct result; never a partial result reported as success, never a crash,
 * never a leak (the ASan build checks leaks).
 *
 * The project's own calls go through the linker's --wrap (malloc, calloc,
 * realloc, strdup: see CMakeLists.txt); jansson's through json_set_alloc_funcs.
 * Operations, for every game in the registry, on a position in mid-game:
 *   view_json for every viewer and the full view, scores_json, catalog_json, action_info of
 *   every legal action, event_json, position_write and position_read,
 *   game_json_dump, the record writer and reader, and `arnak replay --json`
 *   end to end (exit status 1 with no output, or exit 0 with the whole JSON);
 *   then the views, scores, action info and events again with the fewest and
 *   the most players.  ARNAK_ALLOC_GAME=NAME runs one game alone. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "th.h"
#include "core/record.h"
#include "cli/cli.h"
#include "core/splitmix.h"

/* ---- the failing allocator ---------------------------------------------------------- */
void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);
char *__real_strdup(const char *s);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t k, size_t n);
void *__wrap_realloc(void *p, size_t n);
char *__wrap_strdup(const char *s);

static long g_fail_at;  /* the allocation (counted from 1) that fails; 0: none */
static long g_count;    /* allocations since arm() */
static bool g_failed;   /* the injected failure happened */

static bool should_fail(void)
{
    if (!g_fail_at)
        return false;
    if (++g_count == g_fail_at) {
        g_failed = true;
        return true;
    }
    return false;
}

void *__wrap_malloc(size_t n) { return should_fail() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t k, size_t n) { return should_fail() ? NULL : __real_calloc(k, n); }
void *__wrap_realloc(void *p, size_t n) { return should_fail() ? NULL : __real_realloc(p, n); }
char *__wrap_strdup(const char *s) { return should_fail() ? NULL : __real_strdup(s); }
static void *jansson_malloc(size_t n) { return should_fail() ? NULL : __real_malloc(n); }

static void arm(long at)
{
    g_fail_at = at;
    g_count = 0;
    g_failed = false;
}
static void disarm(void) { g_fail_at = 0; }

/* Runs op for failure points 1, 2, ... until one run does not reach its failure
 * point.  op returns its result as text (malloc'd, NULL for an error) and the
 * reference is op's text without any failure. */
typedef char *(*text_op)(const void *ctx);

static void check_op(const char *what, text_op op, const void *ctx)
{
    disarm();
    char *want = op(ctx);
    if (!want)
        fail_msg("%s fails without any allocation failure", what);
    long points = 0;
    for (long at = 1;; at++) {
        arm(at);
        char *got = op(ctx);
        bool failed = g_failed;
        disarm();
        if (got && strcmp(got, want) != 0) {
            size_t d = 0;
            while (got[d] && got[d] == want[d])
                d++;
            size_t from = d > 60 ? d - 60 : 0;
            fail_msg("%s with allocation %ld failing: a wrong result reported as success; "
                     "from byte %zu:\n%.160s\ninstead of\n%.160s",
                     what, at, from, got + from, want + from);
        }
        free(got);
        if (!failed)
            break;
        points++;
    }
    assert_true(points > 0);   /* the operation allocates: each failure point was tried */
    free(want);
}

/* ---- a game in mid-game -------------------------------------------------------------- */
typedef struct {
    const game_def *g;
    void *st;
    int viewer;
    game_action action;
    game_event ev;
    char path[256];
    const char *position;
} op_ctx;

static char *dump_or_null(json_t *j)
{
    char *t = j ? game_json_dump(j) : NULL;
    json_decref(j);
    return t;
}

static char *op_view(const void *c)
{
    const op_ctx *x = c;
    return dump_or_null(x->g->view_json(x->st, x->viewer));
}
static char *op_catalog(const void *c)
{
    const op_ctx *x = c;
    return dump_or_null(x->g->catalog_json());
}
static char *op_scores(const void *c)
{
    const op_ctx *x = c;
    return dump_or_null(x->g->scores_json(x->st));
}
static char *op_action_info(const void *c)
{
    const op_ctx *x = c;
    return dump_or_null(x->g->action_info(x->st, x->action));
}
static char *op_event(const void *c)
{
    const op_ctx *x = c;
    return dump_or_null(x->g->event_json(&x->ev));
}
static char *op_position_write(const void *c)
{
    const op_ctx *x = c;
    return x->g->position_write(x->st);
}
/* position_read into a fresh buffer: success must give the same state (compared
 * through its hash, written as text). */
static char *op_position_read(const void *c)
{
    const op_ctx *x = c;
    void *st = __real_calloc(1, x->g->state_size);
    assert_non_null(st);
    char err[256], *out = NULL;
    if (x->g->position_read(st, x->position, err, sizeof err) == GAME_OK) {
        char buf[32];
        snprintf(buf, sizeof buf, "%016llx", (unsigned long long)x->g->hash(st));
        out = __real_strdup(buf);
    }
    free(st);
    return out;
}

/* The record of the game written to a file and read back: its final hash. */
static char *op_record_roundtrip(const void *c)
{
    const op_ctx *x = c;
    game_record *rec = NULL;
    void *st = NULL;
    char err[256], *out = NULL;
    if (game_record_read_path(x->path, &rec, &st, err, sizeof err) != GAME_OK)
        return NULL;
    char path2[300];
    snprintf(path2, sizeof path2, "%s.copy", x->path);
    if (game_record_save(path2, rec, err, sizeof err) == GAME_OK) {
        game_record *rec2 = NULL;
        void *st2 = NULL;
        if (game_record_read_path(path2, &rec2, &st2, err, sizeof err) == GAME_OK) {
            char buf[64];
            snprintf(buf, sizeof buf, "%zu actions, %016llx", rec2->n,
                     (unsigned long long)x->g->hash(st2));
            out = __real_strdup(buf);
            game_record_free(rec2);
            free(st2);
        }
    }
    game_record_free(rec);
    free(st);
    remove(path2);
    return out;
}

/* `arnak replay --json FILE` with standard output sent to a file: a success
 * must have printed the whole JSON; a failure must print nothing there. */
static char *op_replay_json(const void *c)
{
    const op_ctx *x = c;
    char out[300];
    snprintf(out, sizeof out, "%s.out", x->path);
    fflush(stdout);
    int saved = dup(1);
    int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    assert_true(saved >= 0 && fd >= 0);
    dup2(fd, 1);
    close(fd);
    /* its error line ("out of memory") goes to the test's log, as would a
     * sanitizer's report */
    int rc = replay_run(x->path, true, x->viewer);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    FILE *f = fopen(out, "rb");
    assert_non_null(f);
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    remove(out);
    buf[n] = 0;
    if (rc != 0) {
        if (n != 0)
            fail_msg("replay --json failed (exit %d) but printed %zu bytes", rc, n);
        return NULL;
    }
    return __real_strdup(buf);
}

/* Plays `steps` uniformly random actions (seeded) from a fresh default game. */
static void *mid_game(const game_def *g, int players, uint64_t seed, int steps, game_record **rec)
{
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = players;
    setup.seed = seed;
    void *st = __real_calloc(1, g->state_size);
    assert_non_null(st);
    assert_int_equal(g->init(st, &setup), GAME_OK);
    *rec = game_record_new(g, &setup);
    assert_non_null(*rec);
    game_action legal[1024];
    uint64_t rng = seed;
    for (int i = 0; i < steps && !g->is_over(st); i++) {
        int n = g->legal_actions(st, legal);
        game_action a = legal[splitmix64(&rng) % (uint64_t)n];
        assert_int_equal(g->apply(st, a), GAME_OK);
        assert_int_equal(game_record_push(*rec, a), GAME_OK);
    }
    return st;
}

static void every_allocation_failure_is_clean(void **state)
{
    (void)state;
    json_set_alloc_funcs(jansson_malloc, free);
    int ngames;
    const game_def *const *games = game_registry(&ngames);
    /* per game: the default player count after 60 decisions (every operation),
     * then the fewest players (Arnak: solo) after 40 and the most after 150 */
    const char *only = getenv("ARNAK_ALLOC_GAME"); /* one game alone (a developer's run) */
    for (int gi = 0; gi < ngames; gi++)
    for (int which = 0; which < 3 && (!only || strcmp(only, games[gi]->name) == 0); which++) {
        const game_def *g = games[gi];
        game_record *rec;
        op_ctx x = {.g = g};
        game_setup def;
        game_setup_default(g, &def);
        int players = which == 0 ? def.players : which == 1 ? g->type.min_players : g->type.max_players;
        int steps = which == 0 ? 60 : which == 1 ? 40 : 150;
        x.st = mid_game(g, players, 20261123u + (uint64_t)(gi * 3 + which), steps, &rec);
        snprintf(x.path, sizeof x.path, "/tmp/arnak-alloc-%d-%s.rec", (int)getpid(), g->name);
        char err[256];
        assert_int_equal(game_record_save(x.path, rec, err, sizeof err), GAME_OK);
        char what[128];

        snprintf(what, sizeof what, "%s record save and read", g->name);
        if (which == 0)
            check_op(what, op_record_roundtrip, &x);
        for (x.viewer = GAME_VIEW_ALL; x.viewer < (which == 0 ? 1 : GAME_VIEW_ALL); x.viewer++) {
            snprintf(what, sizeof what, "%s replay --json (viewer %d)", g->name, x.viewer);
            check_op(what, op_replay_json, &x);
        }


        for (x.viewer = GAME_VIEW_ALL; x.viewer < players; x.viewer++) {
            snprintf(what, sizeof what, "%s view_json(viewer %d)", g->name, x.viewer);
            check_op(what, op_view, &x);
        }
        snprintf(what, sizeof what, "%s scores_json", g->name);
        check_op(what, op_scores, &x);
        /* the catalog depends on no state: once per game */
        snprintf(what, sizeof what, "%s catalog_json", g->name);
        if (which == 0 && g->catalog_json)
            check_op(what, op_catalog, &x);

        game_action legal[1024];
        int n = g->legal_actions(x.st, legal);
        for (int i = 0; i < n; i++) {
            x.action = legal[i];
            snprintf(what, sizeof what, "%s action_info(%08x)", g->name, (unsigned)legal[i]);
            check_op(what, op_action_info, &x);
        }

        /* the events of the next action, as the acting player sees them */
        void *after = __real_malloc(g->state_size);
        memcpy(after, x.st, g->state_size);
        assert_int_equal(g->apply(after, legal[0]), GAME_OK);
        game_event ev[GAME_MAX_EVENTS];
        int ne = g->events(x.st, legal[0], after, g->current_player(x.st), ev, GAME_MAX_EVENTS);
        free(after);
        for (int i = 0; i < ne; i++) {
            x.ev = ev[i];
            snprintf(what, sizeof what, "%s event_json(type %d)", g->name, ev[i].type);
            check_op(what, op_event, &x);
        }

        snprintf(what, sizeof what, "%s position_write", g->name);
        if (which != 0)
            goto next;
        check_op(what, op_position_write, &x);
        char *pos = g->position_write(x.st);
        assert_non_null(pos);
        x.position = pos;
        snprintf(what, sizeof what, "%s position_read", g->name);
        check_op(what, op_position_read, &x);
        free(pos);

    next:
        remove(x.path);
        game_record_free(rec);
        free(x.st);
    }
    json_set_alloc_funcs(malloc, free);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_allocation_failure_is_clean),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
