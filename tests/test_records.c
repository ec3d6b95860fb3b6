/* test_records.c - game records: golden records replay to their hash, a record
 * written from a game reads back to the same state, and damaged records are
 * refused with one line naming the line number and the problem. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/record.h"
#include "core/splitmix.h"

#ifndef ARNAK_TEST_DATA
#define ARNAK_TEST_DATA "tests/data"
#endif

static void golden(const char *name, int players, int side)
{
    char path[512], err[256] = "";
    snprintf(path, sizeof path, "%s/%s", ARNAK_TEST_DATA, name);
    game_record *r = NULL;
    void *st = NULL;
    int rc = game_record_read_path(path, &r, &st, err, sizeof err);
    if (rc != ARNAK_OK)
        fail_msg("%s: %s", name, err);
    assert_ptr_equal(r->g, &ARNAK_GAME);
    assert_int_equal(r->setup.players, players);
    assert_int_equal(r->setup.options[0], side);
    assert_true(arnak_is_over(st));
    th_check(st);
    assert_int_equal(r->version, 1); /* read, with the weaker hash flagged */
    game_record_free(r);
    free(st);
}

static void golden_bird_2p_replays_to_its_hash(void **state)
{
    (void)state;
    golden("golden-bird-2p.rec", 2, ARNAK_SIDE_BIRD);
}

static void golden_snake_4p_replays_to_its_hash(void **state)
{
    (void)state;
    golden("golden-snake-4p.rec", 4, ARNAK_SIDE_SNAKE);
}

/* The text game_record_write gives for r (caller frees). */
static char *record_text(const game_record *r)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_non_null(f);
    char err[256];
    assert_int_equal(game_record_write(f, r, err, sizeof err), GAME_OK);
    fclose(f);
    return buf;
}

/* Plays a random game, writes its record, returns the text (caller frees). */
static char *random_game_text(uint64_t seed, int players, arnak_state *final)
{
    game_setup c = {players, {(int)(seed % 2), 0, 0, 0}, seed};
    game_record *r = game_record_new(&ARNAK_GAME, &c);
    assert_non_null(r);
    arnak_state s;
    assert_int_equal(ARNAK_GAME.init(&s, &c), ARNAK_OK);
    arnak_action a[ARNAK_MAX_ACTIONS];
    uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 1;
    while (!arnak_is_over(&s)) {
        int n = arnak_legal_actions(&s, a);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        arnak_action pick = a[x % (uint64_t)n];
        assert_int_equal(game_record_push(r, pick), 0);
        arnak_apply_trusted(&s, pick);
    }
    *final = s;
    char *buf = record_text(r);
    game_record_free(r);
    return buf;
}

static int read_text(const char *text, arnak_state *s, char *err, size_t n)
{
    FILE *f = fmemopen((void *)(uintptr_t)text, strlen(text), "r");
    assert_non_null(f);
    void *st = NULL;
    int rc = game_record_read(f, NULL, &st, err, n);
    fclose(f);
    if (rc == ARNAK_OK)
        memcpy(s, st, sizeof *s);
    free(st);
    return rc;
}

static void written_record_reads_back_to_the_same_state(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        arnak_state final, back;
        char *text = random_game_text(seed, 2 + (int)(seed % 3), &final);
        char err[256] = "";
        if (read_text(text, &back, err, sizeof err) != ARNAK_OK)
            fail_msg("seed %llu: %s", (unsigned long long)seed, err);
        assert_memory_equal(&final, &back, sizeof final);
        assert_true(arnak_hash(&final) == arnak_hash(&back));
        free(text);
    }
}

/* Replace the n-th line (1-based) of text by repl (NULL deletes it). */
static char *edit_line(const char *text, int line, const char *repl)
{
    size_t cap = strlen(text) + (repl ? strlen(repl) : 0) + 2;
    char *out = malloc(cap), *o = out;
    int ln = 1;
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p + 1) : strlen(p);
        if (ln == line) {
            if (repl)
                o += sprintf(o, "%s\n", repl);
        } else {
            memcpy(o, p, len);
            o += len;
        }
        p += len;
        ln++;
    }
    *o = '\0';
    return out;
}

static void expect_error(const char *text, const char *needle)
{
    arnak_state s;
    char err[256] = "";
    int rc = read_text(text, &s, err, sizeof err);
    assert_int_not_equal(rc, ARNAK_OK);
    if (!strstr(err, needle))
        fail_msg("error '%s' does not mention '%s'", err, needle);
    assert_null(strchr(err, '\n')); /* one line */
}

static void damaged_records_are_refused_with_the_line(void **state)
{
    (void)state;
    arnak_state final;
    char *text = random_game_text(99, 2, &final);
    /* one line replaced (NULL: deleted) -> an error that mentions `error` */
    static const struct {
        int line;
        const char *repl, *error;
    } EDITS[] = {
        {1, "game-recrod 2", "line 1"}, /* line 1: the magic */
        {1, "game-record 7", "version"},
        {2, "game chess", "line 2: unknown game 'chess'"},
        {3, "players 9", "line 3: players must be 1..4"}, /* line 3: the player count */
        {4, "option side dragon", "line 4: 'dragon' is not a value of option side"},
        {4, "option colour red", "line 4: arnak has no option 'colour'"},
        {4, "option difficulty 9", "line 4: '9' is not a value of option difficulty"},
        /* the solo difficulty is not part of a 2-player game (game_option.only_players) */
        {4, "option difficulty 3", "option difficulty applies only to 1-player games, not 2"},
        /* an edited seed replays to another game: its first action or the hash fails */
        {5, "seed 12345", ""},
        /* an action that is not legal where it stands: line 7 is the first action */
        {7, "dig P99", "line 7: 'dig P99' is not a legal action here"},
        /* a missing action derails the game at a later line or the hash */
        {8, NULL, "line"},
    };
    for (size_t i = 0; i < sizeof EDITS / sizeof EDITS[0]; i++) {
        char *t = edit_line(text, EDITS[i].line, EDITS[i].repl);
        expect_error(t, EDITS[i].error);
        free(t);
    }
    /* a wrong hash */
    char *h = strstr(text, "hash 0x");
    assert_non_null(h);
    char *copy = strdup(text);
    char *hc = copy + (h - text) + 7;
    *hc = *hc == '0' ? '1' : '0';
    expect_error(copy, "hash mismatch");
    free(copy);
    /* truncated in the middle of the actions */
    copy = strdup(text);
    copy[strlen(copy) / 2] = '\0';
    expect_error(copy, "line");
    free(copy);
    free(text);
    /* empty, binary, no actions */
    expect_error("", "empty");
    expect_error("arnak-record 1\nseed 1\nplayers 2\nside bird\n\x01\x02\x03\n", "line 5");
    expect_error("arnak-record 1\nseed 1\nplayers 2\nside bird\n", "missing");
    expect_error("arnak-record 1\nseed -3\nplayers 2\nside bird\nactions\nend\n", "line 2");
    expect_error("game-record 2\ngame arnak\nplayers 2\nseed 1\nactions\nend\n", "missing 'hash'");
}


/* A random game of g as a record's text (format 3). */
static char *played(const game_def *g, int players, uint64_t seed, game_record **out)
{
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = players;
    setup.seed = seed;
    game_record *r = game_record_new(g, &setup);
    void *st = malloc(g->state_size);
    game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
    assert_true(r && st && legal);
    assert_int_equal(g->init(st, &setup), GAME_OK);
    uint64_t rng = seed;
    while (!g->is_over(st)) {
        int n = g->legal_actions(st, legal);
        game_action a = legal[splitmix64_below(&rng, (uint32_t)n)];
        assert_int_equal(g->apply(st, a), GAME_OK);
        assert_int_equal(game_record_push(r, a), 0);
    }
    char *buf = record_text(r);
    free(st);
    free(legal);
    *out = r;
    return buf;
}

static int read_record_text(const char *text, game_record **r, char *err, size_t n)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    int rc = game_record_read(f, r, NULL, err, n);
    fclose(f);
    return rc;
}

/* Swaps every pair of neighbouring moves in turn: none of the edited
 * records loads, also where the swapped moves replay to the same final
 * state (counted: the format-2 hash would have taken those). */
static void swapped_moves_do_not_load(const game_def *g, int players, uint64_t seed)
{
    game_record *r;
    char *text = played(g, players, seed, &r);
    char err[256];
    game_record *back = NULL;
    assert_int_equal(read_record_text(text, &back, err, sizeof err), GAME_OK);
    assert_int_equal(back->version, RECORD_VERSION);
    game_record_free(back);
    /* the action lines */
    char *body = strstr(text, "\nactions\n") + 9;
    char *lines[4096];
    int nl = 0;
    for (char *p = body; nl < 4096 && strncmp(p, "end\n", 4) != 0; p = strchr(p, '\n') + 1)
        lines[nl++] = p;
    void *st = malloc(g->state_size), *sw = malloc(g->state_size);
    assert_int_equal(game_record_rebuild(r, r->n, st, err, sizeof err), GAME_OK);
    int same_final = 0, tried = 0;
    for (int i = 0; i + 1 < nl && i < 400; i++) {
        size_t la = (size_t)(strchr(lines[i], '\n') - lines[i]) + 1;
        size_t lb = (size_t)(strchr(lines[i + 1], '\n') - lines[i + 1]) + 1;
        char a[256], b[256];
        memcpy(a, lines[i], la);
        memcpy(b, lines[i + 1], lb);
        if (la == lb && memcmp(a, b, la) == 0)
            continue;
        char *edited = strdup(text);
        size_t off = (size_t)(lines[i] - text);
        memcpy(edited + off, b, lb);
        memcpy(edited + off + lb, a, la);
        game_record *e = NULL;
        tried++;
        if (read_record_text(edited, &e, err, sizeof err) == GAME_OK)
            fail_msg("%s %dp: moves %d and %d swapped, and the record still loads", g->name,
                     players, i + 1, i + 2);
        /* would the old hash have taken it? the same final state */
        game_action t = r->actions[i];
        r->actions[i] = r->actions[i + 1];
        r->actions[i + 1] = t;
        if (game_record_rebuild(r, r->n, sw, err, sizeof err) == GAME_OK &&
            g->hash(sw) == g->hash(st))
            same_final++;
        r->actions[i + 1] = r->actions[i];
        r->actions[i] = t;
        free(edited);
    }
    printf("[records] %s %dp: %d swaps refused, %d of them reach the same final state\n", g->name,
           players, tried, same_final);
    assert_true(tried > 10);
    free(st);
    free(sw);
    free(text);
    game_record_free(r);
}

static void reordered_moves_do_not_load_4p(void **state)
{
    (void)state;
    swapped_moves_do_not_load(game_find("arnak"), 4, 12);
}

static void reordered_moves_do_not_load_solo(void **state)
{
    (void)state;
    swapped_moves_do_not_load(game_find("arnak"), 1, 13);
}

static void reordered_moves_do_not_load_lost_cities(void **state)
{
    (void)state;
    swapped_moves_do_not_load(game_find("lost-cities"), 2, 14);
}

/* A format-2 record (hash of header and final state) still loads, flagged. */
static void format_2_records_still_load_flagged_weaker(void **state)
{
    (void)state;
    const game_def *g = game_find("arnak");
    game_record *r;
    char *text = played(g, 2, 15, &r);
    void *st = malloc(g->state_size);
    char err[256];
    assert_int_equal(game_record_rebuild(r, r->n, st, err, sizeof err), GAME_OK);
    char *old = strdup(text);
    old[strlen("game-record ")] = '2';
    char *h = strstr(old, "\nhash 0x") + 8;
    char hex[17];
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)game_record_hash(r, g->hash(st)));
    memcpy(h, hex, 16);
    game_record *back = NULL;
    if (read_record_text(old, &back, err, sizeof err) != GAME_OK)
        fail_msg("format 2: %s", err);
    assert_int_equal(back->version, 2);
    game_record_free(back);
    free(old);
    free(st);
    free(text);
    game_record_free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(golden_bird_2p_replays_to_its_hash),
        cmocka_unit_test(golden_snake_4p_replays_to_its_hash),
        cmocka_unit_test(written_record_reads_back_to_the_same_state),
        cmocka_unit_test(damaged_records_are_refused_with_the_line),
        cmocka_unit_test(reordered_moves_do_not_load_4p),
        cmocka_unit_test(reordered_moves_do_not_load_solo),
        cmocka_unit_test(reordered_moves_do_not_load_lost_cities),
        cmocka_unit_test(format_2_records_still_load_flagged_weaker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
