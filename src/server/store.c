/* store.c - games and their actions in SQLite (WAL mode), the server's
 * embedded default store.
 *
 * Group commit on a writer thread: the hub notes its changes (srv_store_add_*)
 * into the current batch; srv_store_submit() hands the batch to the writer,
 * which runs every batch waiting for it in one transaction, so many actions
 * share one fsync, while the network thread goes on with the next messages.
 * With journal_mode=WAL and synchronous=FULL a batch is on disk when COMMIT
 * returns; the hub delivers the acknowledgements of a batch only once
 * srv_store_committed() has reached it.
 *
 * Tables: games (one row per game: setup, seats, resignation) and actions
 * (game, index, action, state hash after it).  The hash lets a restart check
 * that replaying each game gives bit for bit the state that was acknowledged.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <sqlite3.h>

#include "internal.h"

enum { OP_GAME, OP_ACTION, OP_TRUNCATE, OP_RESIGN };

typedef struct op {
    struct op *next;
    int kind;
    char id[SRV_ID_HEX + 1];
    int64_t a, b, c; /* players/seed, index/action/hash, keep, seat */
    char *game, *options, *seats;
} op;

typedef struct batch {
    struct batch *next;
    op *ops;
    uint64_t no;
} batch;

struct srv_store {
    sqlite3 *db;
    sqlite3_stmt *add_game, *add_action, *truncate, *resign;
    op *cur, *cur_tail;    /* the batch being noted (network thread only) */
    pthread_t writer;
    bool writer_on;
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    batch *q, *q_tail;      /* submitted, not yet written */
    uint64_t submitted;     /* network thread only */
    uint64_t committed;     /* under mu */
    bool failed, stop;      /* under mu */
    char err[256];          /* under mu */
    void (*wake)(void *ctx);
    void *wake_ctx;
};

static void *writer(void *arg);
static void free_ops(op *o);

static const char schema[] =
    "PRAGMA journal_mode=WAL;"
    "PRAGMA synchronous=FULL;"
    "CREATE TABLE IF NOT EXISTS games ("
    "  id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL,"
    "  options TEXT NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL,"
    "  resigned INTEGER NOT NULL DEFAULT -1, created INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS actions ("
    "  game_id TEXT NOT NULL, idx INTEGER NOT NULL, action INTEGER NOT NULL,"
    "  hash INTEGER NOT NULL, PRIMARY KEY (game_id, idx)) WITHOUT ROWID;";

static int prepare(srv_store *s, const char *sql, sqlite3_stmt **out, char *err, size_t n)
{
    if (sqlite3_prepare_v2(s->db, sql, -1, out, NULL) != SQLITE_OK) {
        snprintf(err, n, "sqlite: %s", sqlite3_errmsg(s->db));
        return -1;
    }
    return 0;
}

srv_store *srv_store_open(const char *dir, char *err, size_t n)
{
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, n, "cannot create %s: %s", dir, strerror(errno));
        return NULL;
    }
    char path[4096];
    if ((size_t)snprintf(path, sizeof path, "%s/arnak.db", dir) >= sizeof path) {
        snprintf(err, n, "data folder name too long");
        return NULL;
    }
    srv_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->work, NULL);
    pthread_cond_init(&s->done, NULL);
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        snprintf(err, n, "cannot open %s: %s", path, s->db ? sqlite3_errmsg(s->db) : "no memory");
        srv_store_close(s);
        return NULL;
    }
    char *msg = NULL;
    if (sqlite3_exec(s->db, schema, NULL, NULL, &msg) != SQLITE_OK) {
        snprintf(err, n, "%s: %s", path, msg ? msg : "schema failed");
        sqlite3_free(msg);
        srv_store_close(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, 5000);
    if (prepare(s, "INSERT INTO games (id, game, players, options, seed, seats, created) "
                   "VALUES (?, ?, ?, ?, ?, ?, strftime('%s','now'))", &s->add_game, err, n) ||
        prepare(s, "INSERT OR REPLACE INTO actions (game_id, idx, action, hash) VALUES (?, ?, ?, ?)",
                &s->add_action, err, n) ||
        prepare(s, "DELETE FROM actions WHERE game_id = ? AND idx >= ?", &s->truncate, err, n) ||
        prepare(s, "UPDATE games SET resigned = ? WHERE id = ?", &s->resign, err, n)) {
        srv_store_close(s);
        return NULL;
    }
    if (pthread_create(&s->writer, NULL, writer, s) != 0) {
        snprintf(err, n, "cannot start the store's writer thread");
        srv_store_close(s);
        return NULL;
    }
    s->writer_on = true;
    return s;
}

void srv_store_close(srv_store *s)
{
    if (!s)
        return;
    if (s->writer_on) {
        /* Whatever was submitted is written before the thread ends. */
        pthread_mutex_lock(&s->mu);
        s->stop = true;
        pthread_cond_signal(&s->work);
        pthread_mutex_unlock(&s->mu);
        pthread_join(s->writer, NULL);
    }
    free_ops(s->cur);
    pthread_mutex_destroy(&s->mu);
    pthread_cond_destroy(&s->work);
    pthread_cond_destroy(&s->done);
    sqlite3_finalize(s->add_game);
    sqlite3_finalize(s->add_action);
    sqlite3_finalize(s->truncate);
    sqlite3_finalize(s->resign);
    sqlite3_close(s->db);
    free(s);
}

static op *note(srv_store *s, int kind, const char *id)
{
    op *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->kind = kind;
    snprintf(o->id, sizeof o->id, "%s", id);
    if (s->cur_tail)
        s->cur_tail->next = o;
    else
        s->cur = o;
    s->cur_tail = o;
    return o;
}

int srv_store_add_game(srv_store *s, const char *id, const char *game, int players,
                       const char *options, uint64_t seed, const char *seats)
{
    op *o = note(s, OP_GAME, id);
    if (!o)
        return -1;
    o->a = players;
    o->b = (int64_t)seed;
    o->game = strdup(game);
    o->options = strdup(options);
    o->seats = strdup(seats);
    return o->game && o->options && o->seats ? 0 : -1;
}

/* An operation with numbers only (an action, an undo, a resignation). */
static int note_numbers(srv_store *s, int kind, const char *id, int64_t a, int64_t b, int64_t c)
{
    op *o = note(s, kind, id);
    if (!o)
        return -1;
    o->a = a;
    o->b = b;
    o->c = c;
    return 0;
}

int srv_store_add_action(srv_store *s, const char *id, size_t index, game_action a, uint64_t hash)
{
    return note_numbers(s, OP_ACTION, id, (int64_t)index, (int64_t)a, (int64_t)hash);
}

int srv_store_truncate(srv_store *s, const char *id, size_t keep)
{
    return note_numbers(s, OP_TRUNCATE, id, (int64_t)keep, 0, 0);
}

int srv_store_resign(srv_store *s, const char *id, int seat)
{
    return note_numbers(s, OP_RESIGN, id, seat, 0, 0);
}

static void free_ops(op *o)
{
    while (o) {
        op *n = o->next;
        free(o->game);
        free(o->options);
        free(o->seats);
        free(o);
        o = n;
    }
}

static int step(sqlite3_stmt *st)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

static int run_op(srv_store *s, const op *o)
{
    sqlite3_stmt *st;
    switch (o->kind) {
    case OP_GAME:
        st = s->add_game;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, o->game, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 3, o->a);
        sqlite3_bind_text(st, 4, o->options, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 5, o->b);
        sqlite3_bind_text(st, 6, o->seats, -1, SQLITE_STATIC);
        return step(st);
    case OP_ACTION:
        st = s->add_action;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        sqlite3_bind_int64(st, 3, o->b);
        sqlite3_bind_int64(st, 4, o->c);
        return step(st);
    case OP_TRUNCATE:
        st = s->truncate;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        return step(st);
    default:
        st = s->resign;
        sqlite3_bind_int64(st, 1, o->a);
        sqlite3_bind_text(st, 2, o->id, -1, SQLITE_STATIC);
        return step(st);
    }
}

/* The writer: every waiting batch in one transaction, then "committed". */
static void *writer(void *arg)
{
    srv_store *s = arg;
    pthread_mutex_lock(&s->mu);
    for (;;) {
        while (!s->q && !s->stop)
            pthread_cond_wait(&s->work, &s->mu);
        if (!s->q)
            break; /* stopping, and nothing left to write */
        batch *list = s->q;
        s->q = s->q_tail = NULL;
        bool failed = s->failed;
        pthread_mutex_unlock(&s->mu);
        uint64_t last = 0;
        char err[256] = "";
        int rc = failed ? -1 : 0;
        if (rc == 0 && sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
            rc = -1;
        for (batch *b = list; b; b = b->next) {
            for (const op *o = b->ops; o && rc == 0; o = o->next)
                rc = run_op(s, o);
            last = b->no;
        }
        if (rc == 0 && sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
            rc = -1;
        if (rc != 0 && !failed) {
            snprintf(err, sizeof err, "store: %s", sqlite3_errmsg(s->db));
            sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        }
        while (list) {
            batch *n = list->next;
            free_ops(list->ops);
            free(list);
            list = n;
        }
        pthread_mutex_lock(&s->mu);
        if (rc == 0) {
            s->committed = last;
        } else if (!s->failed) {
            s->failed = true;
            snprintf(s->err, sizeof s->err, "%s", err);
        }
        pthread_cond_broadcast(&s->done);
        if (s->wake)
            s->wake(s->wake_ctx);
    }
    pthread_mutex_unlock(&s->mu);
    return NULL;
}

void srv_store_set_wake(srv_store *s, void (*wake)(void *ctx), void *ctx)
{
    pthread_mutex_lock(&s->mu);
    s->wake = wake;
    s->wake_ctx = ctx;
    pthread_mutex_unlock(&s->mu);
}

uint64_t srv_store_submit(srv_store *s)
{
    if (!s->cur)
        return s->submitted;
    batch *b = malloc(sizeof *b);
    pthread_mutex_lock(&s->mu);
    if (!b) {
        /* Nothing of this batch can be written: fail like a failed commit. */
        s->failed = true;
        snprintf(s->err, sizeof s->err, "store: out of memory");
        pthread_mutex_unlock(&s->mu);
        return s->submitted;
    }
    b->ops = s->cur;
    uint64_t no = b->no = ++s->submitted;
    b->next = NULL;
    s->cur = s->cur_tail = NULL;
    if (s->q_tail)
        s->q_tail->next = b;
    else
        s->q = b;
    s->q_tail = b;
    pthread_cond_signal(&s->work);
    pthread_mutex_unlock(&s->mu);
    return no; /* b belongs to the writer now */
}

uint64_t srv_store_committed(srv_store *s, char *err, size_t n)
{
    pthread_mutex_lock(&s->mu);
    uint64_t c = s->committed;
    if (s->failed)
        snprintf(err, n, "%s", s->err);
    pthread_mutex_unlock(&s->mu);
    return c;
}

int srv_store_wait(srv_store *s, uint64_t no, char *err, size_t n)
{
    pthread_mutex_lock(&s->mu);
    while (s->committed < no && !s->failed)
        pthread_cond_wait(&s->done, &s->mu);
    int rc = s->failed ? -1 : 0;
    if (rc)
        snprintf(err, n, "%s", s->err);
    pthread_mutex_unlock(&s->mu);
    return rc;
}

int srv_store_load(srv_store *s, int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx,
                   char *err, size_t n)
{
    sqlite3_stmt *games = NULL, *acts = NULL;
    int rc = 0;
    if (prepare(s, "SELECT id, game, players, options, seed, seats, resigned FROM games "
                   "ORDER BY created, rowid", &games, err, n) ||
        prepare(s, "SELECT idx, action, hash FROM actions WHERE game_id = ? ORDER BY idx", &acts,
                err, n)) {
        sqlite3_finalize(games);
        return -1;
    }
    game_action *a = NULL;
    uint64_t *h = NULL;
    size_t cap = 0;
    int r;
    while ((r = sqlite3_step(games)) == SQLITE_ROW) {
        srv_stored_game sg = {
            .id = (const char *)sqlite3_column_text(games, 0),
            .game = (const char *)sqlite3_column_text(games, 1),
            .players = sqlite3_column_int(games, 2),
            .options = (const char *)sqlite3_column_text(games, 3),
            .seed = (uint64_t)sqlite3_column_int64(games, 4),
            .seats = (const char *)sqlite3_column_text(games, 5),
            .resigned = sqlite3_column_int(games, 6),
        };
        sqlite3_bind_text(acts, 1, sg.id, -1, SQLITE_TRANSIENT);
        size_t k = 0;
        while ((r = sqlite3_step(acts)) == SQLITE_ROW) {
            if ((size_t)sqlite3_column_int64(acts, 0) != k) {
                snprintf(err, n, "game %s: action %zu missing", sg.id, k);
                rc = -1;
                break;
            }
            if (k == cap) {
                cap = cap ? 2 * cap : 1024;
                game_action *na = realloc(a, cap * sizeof *a);
                uint64_t *nh = na ? realloc(h, cap * sizeof *h) : NULL;
                if (na)
                    a = na;
                if (nh)
                    h = nh;
                if (!na || !nh) {
                    snprintf(err, n, "out of memory");
                    rc = -1;
                    break;
                }
            }
            a[k] = (game_action)sqlite3_column_int64(acts, 1);
            h[k] = (uint64_t)sqlite3_column_int64(acts, 2);
            k++;
        }
        sqlite3_reset(acts);
        if (rc)
            break;
        sg.nactions = k;
        sg.actions = a;
        sg.hashes = h;
        rc = fn(ctx, &sg);
        if (rc)
            break;
    }
    if (r != SQLITE_DONE && r != SQLITE_ROW && rc == 0) {
        snprintf(err, n, "sqlite: %s", sqlite3_errmsg(s->db));
        rc = -1;
    }
    free(a);
    free(h);
    sqlite3_finalize(games);
    sqlite3_finalize(acts);
    return rc;
}
