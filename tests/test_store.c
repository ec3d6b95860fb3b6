/* test_store.c - the store's own calls, below the hub: two handles on one
 * store (two processes' worth) that both write the same step of a game: the
 * first commits; the second's batch commits without that game (its other
 * games' changes are kept), names the game among its conflicts and leaves
 * the game's later changes out until the game is read again; what the first
 * wrote is what a third handle reads back.  A game created twice conflicts
 * the same way.  Above it, two hubs on two handles: an action acknowledged
 * after a conflict waits for its own commit.  SQLite's batch is on disk when
 * srv_store_submit returns (the network thread writes it, no writer thread);
 * PostgreSQL's lands later, from its writer.
 *
 * A folder (SQLite) has one writer: a second handle on it is refused, naming
 * the process that has it, and taken once the first is closed; the tests of
 * two writers on one store run on PostgreSQL, which several processes share.
 * A look (SRV_STORE_LOOK) at a folder another handle writes reads it
 * read-only.
 *
 * On a new SQLite folder; with ARNAK_TEST_STORE set (a postgresql:// URL:
 * the PostgreSQL variant, run by tests/pg_cluster.py) on that store. */
#include <unistd.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub_th.h"
#include "th.h"
#include "server/internal.h"

static char g_dir[64];

static const char *where(void)
{
    const char *url = getenv("ARNAK_TEST_STORE");
    if (url && url[0])
        return url;
    if (!g_dir[0]) {
        snprintf(g_dir, sizeof g_dir, "/tmp/arnak-test-store-XXXXXX");
        assert_non_null(mkdtemp(g_dir));
    }
    return g_dir;
}

static srv_store *open_store(void)
{
    char err[512];
    srv_store *s = srv_store_open(where(), err, sizeof err);
    if (!s)
        fail_msg("store %s: %s", where(), err);
    return s;
}

/* Writes what was noted: 0, or -1 with the message in err. */
static int commit(srv_store *s, char *err, size_t n)
{
    return srv_store_wait(s, srv_store_submit(s), err, n);
}

typedef struct {
    const char *id;
    size_t nactions;
    game_action first;
    uint64_t first_hash;
    int seen;
} found;

static int find_game(void *ctx, const srv_stored_game *sg)
{
    found *f = ctx;
    if (strcmp(sg->id, f->id) != 0)
        return 0;
    assert_null(sg->damage);
    f->seen++;
    f->nactions = sg->nactions;
    if (sg->nactions > 0) {
        f->first = sg->actions[0];
        f->first_hash = sg->hashes[0];
    }
    return 0;
}

/* Two writers on one store: PostgreSQL only (an SQLite folder refuses the
 * second, test_a_second_writer_of_a_folder_is_refused). */
static bool shared_store(void)
{
    if (srv_store_is_url(where()))
        return true;
    print_message("(two writers of one store: PostgreSQL only)\n");
    return false;
}

static void test_a_step_is_committed_once(void **unused)
{
    (void)unused;
    if (!shared_store())
        return;
    char err[512];
    const char *id = "0123456789abcdef";
    srv_store *a = open_store(), *b = open_store();
    assert_int_equal(srv_store_add_game(a, id, "arnak", 2, "[]", 7, "[]", 0x1111), 0);
    assert_int_equal(commit(a, err, sizeof err), 0);
    /* both accepted an action for step 0; a commits first */
    assert_int_equal(srv_store_add_action(a, id, 0, 5, 0x2222), 0);
    assert_int_equal(commit(a, err, sizeof err), 0);
    assert_int_equal(srv_store_error(a), 0);
    const char *other = "00000000000000aa";
    assert_int_equal(srv_store_add_game(b, other, "arnak", 2, "[]", 9, "[]", 0x5555), 0);
    assert_int_equal(srv_store_add_action(b, id, 0, 6, 0x3333), 0);
    assert_int_equal(srv_store_add_action(b, other, 0, 1, 0x6666), 0);
    assert_int_equal(commit(b, err, sizeof err), 0);
    assert_int_equal(srv_store_error(b), 0);
    srv_store_conflict cv[4];
    assert_int_equal(srv_store_conflicts(b, cv, 4), 1);
    assert_string_equal(cv[0].id, id);
    assert_int_equal(srv_store_conflicts(b, cv, 4), 0);
    /* the game's next step, noted before the conflict was seen, is left out
     * too; once the game is read again its changes are written */
    assert_int_equal(srv_store_add_action(b, id, 1, 7, 0x7777), 0);
    assert_int_equal(commit(b, err, sizeof err), 0);
    srv_store_reloaded(b, id);
    assert_int_equal(srv_store_add_action(b, id, 1, 8, 0x8888), 0);
    assert_int_equal(commit(b, err, sizeof err), 0);
    srv_store_close(b);

    /* a game's id is taken once too */
    b = open_store();
    assert_int_equal(srv_store_add_game(b, id, "arnak", 2, "[]", 8, "[]", 0x4444), 0);
    assert_int_equal(commit(b, err, sizeof err), 0);
    assert_int_equal(srv_store_conflicts(b, cv, 4), 1);
    assert_string_equal(cv[0].id, id);
    srv_store_close(b);
    srv_store_close(a);

    found g = {.id = other};
    srv_store *c = open_store();
    found f = {.id = id};
    assert_int_equal(srv_store_load_game(c, id, find_game, &f, err, sizeof err), 0);
    assert_int_equal(f.seen, 1);
    assert_int_equal((int)f.nactions, 2);
    assert_int_equal((int)f.first, 5);
    assert_true(f.first_hash == 0x2222);
    assert_int_equal(srv_store_load_game(c, other, find_game, &g, err, sizeof err), 0);
    assert_int_equal(g.seen, 1);
    assert_int_equal((int)g.nactions, 1);
    srv_store_close(c);
}

/* The view of `seat` asked of t (the caller decrefs). */
static json_t *seat_view(hub_client *t, const hub_made *m, int seat)
{
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}",
             m->id, seat, m->tok[seat]);
    return hub_ask(t, msg);
}

/* The seat to move and the id of its first (or last) legal action, as t sees it. */
static json_int_t pick_action(hub_client *t, const hub_made *m, bool last, int *turn)
{
    json_t *v = seat_view(t, m, 0);
    *turn = (int)json_integer_value(json_object_get(v, "turn"));
    json_decref(v);
    v = seat_view(t, m, *turn);
    json_t *acts = json_object_get(v, "actions");
    assert_true(json_array_size(acts) > 0);
    json_t *a = json_array_get(acts, last ? json_array_size(acts) - 1 : 0);
    json_int_t id = json_integer_value(json_object_get(a, "id"));
    json_decref(v);
    return id;
}

/* Sends an act; true when t's hub acknowledged it, false when it answered stale. */
static bool act_acknowledged(hub_client *t, const hub_made *m, int seat, json_int_t id)
{
    char msg[512];
    snprintf(msg, sizeof msg,
             "{\"type\":\"act\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\",\"action_id\":%lld}",
             m->id, seat, m->tok[seat], (long long)id);
    json_decref(hub_ask(t, msg));
    json_t *ack = hub_find_type(&t->c, "ack");
    json_t *e = hub_find_type(&t->c, "error");
    assert_true((ack != NULL) != (e != NULL));
    if (e)
        hub_expect_error(e, "stale");
    json_decref(ack);
    return ack != NULL;
}

/* Regression (two acknowledgements for one step, tests/server_multi_pg.py race):
 * a conflict queued fresh views for the game's followers, unnumbered, and the
 * next acknowledgement went out before its own batch was written; when that
 * step was lost to the other process too, its player was told it was kept. */
static void test_an_ack_after_a_conflict_waits_for_its_commit(void **unused)
{
    (void)unused;
    if (!shared_store())
        return;
    srv_store *a = open_store(), *b = open_store();
    hub_client *ta = hub_client_open(a, 0), *tb = hub_client_open(b, 0);
    hub_made m = hub_create(ta->h, ta->conn, &ta->c,
                            "{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":3,"
                            "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    for (int seat = 0; seat < 2; seat++) { /* b's hub holds the game, both seats follow it */
        char msg[512];
        snprintf(msg, sizeof msg,
                 "{\"type\":\"join\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}", m.id,
                 seat, m.tok[seat]);
        json_decref(hub_ask(tb, msg));
    }
    game_action kept[2];
    for (int step = 0; step < 2; step++) {
        /* a commits the step first; b, not told (no notices between them here),
         * accepts another action for it and loses it to the store's key.  Both
         * are chosen on a's hub: b's next message after its first conflict is
         * the second act (a view asked of b in between hid the fault). */
        int turn, turn_again;
        json_int_t mine = pick_action(ta, &m, false, &turn);
        json_int_t theirs = pick_action(ta, &m, true, &turn_again);
        assert_int_equal(turn, turn_again);
        assert_true(act_acknowledged(ta, &m, turn, mine));
        kept[step] = (game_action)mine;
        assert_false(act_acknowledged(tb, &m, turn, theirs));
    }
    hub_client_close(tb);
    hub_client_close(ta);
    srv_store_close(b);
    srv_store_close(a);

    char err[512];
    srv_store *c = open_store();
    found f = {.id = m.id};
    assert_int_equal(srv_store_load_game(c, m.id, find_game, &f, err, sizeof err), 0);
    assert_int_equal((int)f.nactions, 2);
    assert_true(f.first == kept[0]);
    srv_store_close(c);
}

/* Where the batch is written: on submit for a local file, on the writer
 * thread for a server (the network thread must not wait out its restart). */
static void test_sqlite_commits_on_submit_postgresql_on_its_writer(void **unused)
{
    (void)unused;
    char err[512];
    bool server = srv_store_is_url(where());
    const char *id = "00000000000000c1";
    srv_store *s = open_store();
    uint64_t before = srv_store_committed(s, err, sizeof err);
    assert_int_equal(srv_store_add_game(s, id, "arnak", 2, "[]", 3, "[]", 0x1234), 0);
    assert_int_equal(srv_store_add_action(s, id, 0, 4, 0x5678), 0);
    uint64_t no = srv_store_submit(s);
    assert_true(no > before);
    uint64_t now = srv_store_committed(s, err, sizeof err);
    if (!server)
        assert_true(now == no); /* no wait, no wake: on disk already */
    assert_int_equal(srv_store_wait(s, no, err, sizeof err), 0);
    assert_true(srv_store_committed(s, err, sizeof err) == no);
    srv_store_close(s);
    /* read back from a new handle: written, not only counted */
    srv_store *c = open_store();
    found f = {.id = id};
    assert_int_equal(srv_store_load_game(c, id, find_game, &f, err, sizeof err), 0);
    assert_int_equal(f.seen, 1);
    assert_int_equal((int)f.nactions, 1);
    assert_true(f.first == 4 && f.first_hash == 0x5678);
    srv_store_close(c);
}

/* Regression (a reader of a live store lost the acknowledged actions): one
 * folder, one writer.  The second is refused in one line naming this
 * process; a look reads it read-only; once the first is closed the folder is
 * free again. */
static void test_a_second_writer_of_a_folder_is_refused(void **unused)
{
    (void)unused;
    if (srv_store_is_url(where()))
        return;
    char err[512], pid[32];
    const char *id = "00000000000000d1";
    srv_store *a = open_store();
    assert_int_equal(srv_store_add_game(a, id, "arnak", 2, "[]", 3, "[]", 0x99), 0);
    assert_int_equal(commit(a, err, sizeof err), 0);
    assert_null(srv_store_open(where(), err, sizeof err));
    snprintf(pid, sizeof pid, "process %ld", (long)getpid());
    assert_non_null(strstr(err, pid));
    assert_null(strchr(err, '\n'));
    srv_store *look = srv_store_open_as(where(), SRV_STORE_LOOK, err, sizeof err);
    assert_non_null(look);
    assert_true(srv_store_read_only(look));
    found f = {.id = id};
    assert_int_equal(srv_store_load(look, find_game, &f, err, sizeof err), 0);
    assert_int_equal(f.seen, 1);
    /* a look writes nothing */
    assert_int_equal(srv_store_add_action(look, id, 0, 1, 0x5), 0);
    assert_int_not_equal(srv_store_wait(look, srv_store_submit(look), err, sizeof err), 0);
    srv_store_close(look);
    srv_store_close(a);
    srv_store *b = open_store();
    assert_false(srv_store_read_only(b));
    srv_store_close(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_step_is_committed_once),
        cmocka_unit_test(test_an_ack_after_a_conflict_waits_for_its_commit),
        cmocka_unit_test(test_sqlite_commits_on_submit_postgresql_on_its_writer),
        cmocka_unit_test(test_a_second_writer_of_a_folder_is_refused),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    if (g_dir[0]) {
        char cmd[128];
        snprintf(cmd, sizeof cmd, "rm -rf %s", g_dir);
        if (system(cmd) != 0)
            rc = 1;
    }
    return rc;
}
