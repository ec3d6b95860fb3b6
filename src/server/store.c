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
 * Tables: games (one row per game: setup, seats, resignation, and the number
 * of its actions with the state hash after the last one), actions (game,
 * index, action, state hash after it) and meta (how many games were ever
 * created).  The store proves its own integrity at start (docs/SCALING.md,
 * "Integrity"): SQLite's quick_check; per game, actions 0..n-1 all there, as
 * many as its row says, the last hash the row's; the hub then replays each
 * game and compares every state with its stored hash, so the hashes chain
 * from the setup to the row's last hash.  A game that fails is quarantined
 * (kept, not served, one log line), never rolled back in silence.  Beside
 * arnak.db a marker file (arnak.store) says that games were kept here: an
 * empty or missing database, or one whose tables are gone, is then damage,
 * not a fresh start.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <inttypes.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>
#include <sqlite3.h>

#include "internal.h"

enum { OP_GAME, OP_ACTION, OP_TRUNCATE, OP_RESIGN };

typedef struct op {
    struct op *next;
    int kind;
    char id[SRV_ID_HEX + 1];
    int64_t a, b, c; /* players/seed/hash, index/action/hash, keep/hash, seat */
    char *game, *options, *seats;
} op;

typedef struct batch {
    struct batch *next;
    op *ops;
    uint64_t no;
} batch;

struct srv_store {
    sqlite3 *db;
    sqlite3_stmt *add_game, *add_action, *truncate, *resign, *count_game, *set_last;
    char check[256];       /* quick_check's first complaint, or "" */
    sqlite3 *rdb;          /* reads on demand (network thread), opened when first needed */
    char path[4096];
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

/* Both tables' columns may be NULL in a damaged file: every read checks. */
static const char schema[] =
    "CREATE TABLE IF NOT EXISTS games ("
    "  id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL,"
    "  options TEXT NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL,"
    "  resigned INTEGER NOT NULL DEFAULT -1, created INTEGER NOT NULL,"
    "  nactions INTEGER, last_hash INTEGER);"
    "CREATE TABLE IF NOT EXISTS actions ("
    "  game_id TEXT NOT NULL, idx INTEGER NOT NULL, action INTEGER NOT NULL,"
    "  hash INTEGER NOT NULL, PRIMARY KEY (game_id, idx)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);"
    "INSERT OR IGNORE INTO meta VALUES ('games', (SELECT count(*) FROM games));";

/* A store written before the games kept their action count: the count and the
 * last hash are taken from the actions present (nothing older to check them
 * against); from then on every change keeps them. */
static const char migrate_counts[] =
    "BEGIN;"
    "ALTER TABLE games ADD COLUMN nactions INTEGER;"
    "ALTER TABLE games ADD COLUMN last_hash INTEGER;"
    "UPDATE games SET nactions = (SELECT count(*) FROM actions WHERE game_id = games.id),"
    "  last_hash = (SELECT hash FROM actions WHERE game_id = games.id ORDER BY idx DESC LIMIT 1);"
    "COMMIT;";

#define MARKER_TEXT                                                                        \
    "arnak store: arnak.db beside this file holds the server's games.\n"                  \
    "While this file exists, an empty or missing arnak.db is damage, not a new store.\n"

static int prepare(srv_store *s, const char *sql, sqlite3_stmt **out, char *err, size_t n)
{
    if (sqlite3_prepare_v2(s->db, sql, -1, out, NULL) != SQLITE_OK) {
        snprintf(err, n, "sqlite: %s", sqlite3_errmsg(s->db));
        return -1;
    }
    return 0;
}

/* The size of a file, or -1 when there is none. */
static long long file_size(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? (long long)sb.st_size : -1;
}

/* Seeds (and the seat tokens' hashes) are in the store: the folder 0700, its files 0600,
 * created so and tightened when found looser. */
static int make_private(const char *dir, const char *db, char *err, size_t n)
{
    struct stat sb;
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, n, "cannot create %s: %s", dir, strerror(errno));
        return -1;
    }
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        snprintf(err, n, "%s: not a folder", dir);
        return -1;
    }
    if ((sb.st_mode & 077) && chmod(dir, sb.st_mode & 0700) != 0) {
        snprintf(err, n, "cannot make %s private: %s", dir, strerror(errno));
        return -1;
    }
    /* SQLite gives its -wal and -shm files the database file's mode. */
    int fd = open(db, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        snprintf(err, n, "cannot open %s: %s", db, strerror(errno));
        return -1;
    }
    int rc = fstat(fd, &sb) == 0 && (sb.st_mode & 077) ? fchmod(fd, 0600) : 0;
    close(fd);
    if (rc != 0) {
        snprintf(err, n, "cannot make %s private: %s", db, strerror(errno));
        return -1;
    }
    static const char *const side[] = {"-wal", "-shm", ".marker"};
    for (size_t i = 0; i < sizeof side / sizeof *side; i++) {
        char p[4200];
        snprintf(p, sizeof p, "%s%s", db, side[i]);
        if (stat(p, &sb) == 0 && (sb.st_mode & 077))
            (void)chmod(p, 0600);
    }
    return 0;
}

static bool has_table(srv_store *s, const char *name)
{
    sqlite3_stmt *st = NULL;
    bool yes = false;
    if (sqlite3_prepare_v2(s->db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                           -1, &st, NULL) == SQLITE_OK) {
        sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
        yes = sqlite3_step(st) == SQLITE_ROW;
    }
    sqlite3_finalize(st);
    return yes;
}

static bool has_column(srv_store *s, const char *table, const char *col)
{
    char sql[128];
    snprintf(sql, sizeof sql, "PRAGMA table_info(%s)", table);
    sqlite3_stmt *st = NULL;
    bool yes = false;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) == SQLITE_OK)
        while (!yes && sqlite3_step(st) == SQLITE_ROW) {
            const char *name = (const char *)sqlite3_column_text(st, 1);
            yes = name && strcmp(name, col) == 0;
        }
    sqlite3_finalize(st);
    return yes;
}

static int write_marker(const char *path, char *err, size_t n)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno == EEXIST)
            return 0;
        snprintf(err, n, "cannot create %s: %s", path, strerror(errno));
        return -1;
    }
    size_t len = strlen(MARKER_TEXT);
    bool ok = write(fd, MARKER_TEXT, len) == (ssize_t)len && fsync(fd) == 0;
    close(fd);
    if (!ok) {
        snprintf(err, n, "cannot write %s", path);
        unlink(path);
        return -1;
    }
    return 0;
}

/* SQLite's own check of the file's structure: its first complaint, or "". */
static void quick_check(srv_store *s)
{
    sqlite3_stmt *st = NULL;
    s->check[0] = '\0';
    if (sqlite3_prepare_v2(s->db, "PRAGMA quick_check(1)", -1, &st, NULL) != SQLITE_OK) {
        snprintf(s->check, sizeof s->check, "quick_check: %s", sqlite3_errmsg(s->db));
        return;
    }
    int r = sqlite3_step(st);
    const char *t = r == SQLITE_ROW ? (const char *)sqlite3_column_text(st, 0) : NULL;
    if (r != SQLITE_ROW)
        snprintf(s->check, sizeof s->check, "quick_check: %s", sqlite3_errmsg(s->db));
    else if (!t || strcmp(t, "ok") != 0)
        snprintf(s->check, sizeof s->check, "quick_check: %s", t ? t : "no answer");
    sqlite3_finalize(st);
}

/* The database as found: damage that no game can be quarantined for (an
 * empty file, lost tables) stops the start with one line; an older schema is
 * brought up to date. */
static int open_tables(srv_store *s, const char *path, bool marked, char *err, size_t n)
{
    char *msg = NULL;
    if (sqlite3_exec(s->db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", NULL, NULL,
                     &msg) != SQLITE_OK) {
        snprintf(err, n, "%s: damaged store, SQLite cannot read it: %s", path,
                 msg ? msg : sqlite3_errmsg(s->db));
        sqlite3_free(msg);
        return -1;
    }
    bool games = has_table(s, "games"), actions = has_table(s, "actions");
    if ((marked || games || actions) && !(games && actions)) {
        snprintf(err, n, "%s: damaged store: the '%s' table is gone (restore the file from a "
                 "backup; `arnak store check` reports on it)", path, games ? "actions" : "games");
        return -1;
    }
    bool older = games && !has_column(s, "games", "nactions");
    if (sqlite3_exec(s->db, schema, NULL, NULL, &msg) != SQLITE_OK ||
        (older && sqlite3_exec(s->db, migrate_counts, NULL, NULL, &msg) != SQLITE_OK)) {
        snprintf(err, n, "%s: damaged store, its tables cannot be set up: %s", path,
                 msg ? msg : sqlite3_errmsg(s->db));
        sqlite3_free(msg);
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    if (older)
        fprintf(stderr, "arnak: store %s: action counts added to each game (from the actions "
                "present: an older store had none to check them against)\n", path);
    return 0;
}

/* A seat token kept in plain text by an older store ("token" in a game's
 * seats) becomes its hash ("token_hash"), so that a copy of the database
 * gives nobody a seat; all rows in one transaction.  A row whose seats do
 * not parse is left as it is: loading it reports the damage. */
static int hash_plain_tokens(srv_store *s, const char *path, char *err, size_t n)
{
    sqlite3_stmt *rd = NULL, *wr = NULL;
    int done = 0, rc = -1;
    if (sqlite3_prepare_v2(s->db, "SELECT id, seats FROM games WHERE seats LIKE '%\"token\"%'",
                           -1, &rd, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "UPDATE games SET seats = ? WHERE id = ?", -1, &wr, NULL) !=
            SQLITE_OK ||
        sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) {
        snprintf(err, n, "%s: cannot hash the seat tokens: %s", path, sqlite3_errmsg(s->db));
        goto out;
    }
    int step;
    while ((step = sqlite3_step(rd)) == SQLITE_ROW) {
        const char *seats = (const char *)sqlite3_column_text(rd, 1);
        json_t *js = seats ? json_loads(seats, 0, NULL) : NULL;
        size_t i;
        json_t *seat;
        bool changed = false;
        json_array_foreach(js, i, seat) {
            const char *tok = json_string_value(json_object_get(seat, "token"));
            char hash[SRV_TOKEN_HASH_HEX + 1];
            if (!tok || srv_token_hash(tok, hash) != 0)
                continue;
            json_object_set_new(seat, "token_hash", json_string(hash));
            json_object_del(seat, "token");
            changed = true;
        }
        char *text = changed ? json_dumps(js, JSON_COMPACT) : NULL;
        json_decref(js);
        if (!changed)
            continue;
        sqlite3_reset(wr);
        sqlite3_bind_text(wr, 1, text ? text : "", -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(wr, 2, (const char *)sqlite3_column_text(rd, 0), -1, SQLITE_TRANSIENT);
        int w = text ? sqlite3_step(wr) : SQLITE_NOMEM;
        free(text);
        if (w != SQLITE_DONE) {
            snprintf(err, n, "%s: cannot hash the seat tokens: %s", path, sqlite3_errmsg(s->db));
            sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
            goto out;
        }
        done++;
    }
    if (step != SQLITE_DONE || sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        snprintf(err, n, "%s: cannot hash the seat tokens: %s", path, sqlite3_errmsg(s->db));
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        goto out;
    }
    /* The old rows' bytes stay in the file's free pages and in the WAL
     * until the file is rewritten: VACUUM, then the WAL emptied. */
    if (done && (sqlite3_exec(s->db, "VACUUM", NULL, NULL, NULL) != SQLITE_OK ||
                 sqlite3_exec(s->db, "PRAGMA wal_checkpoint(TRUNCATE)", NULL, NULL, NULL) !=
                     SQLITE_OK)) {
        snprintf(err, n, "%s: the seat tokens are hashed, but the old rows cannot be wiped: %s",
                 path, sqlite3_errmsg(s->db));
        goto out;
    }
    if (done)
        fprintf(stderr, "arnak: store %s: the seat tokens of %d game%s are now kept as hashes\n",
                path, done, done == 1 ? "" : "s");
    rc = 0;
out:
    sqlite3_finalize(rd);
    sqlite3_finalize(wr);
    return rc;
}

srv_store *srv_store_open(const char *dir, char *err, size_t n)
{
    char path[4096], marker[4200];
    if ((size_t)snprintf(path, sizeof path, "%s/arnak.db", dir) >= sizeof path) {
        snprintf(err, n, "data folder name too long");
        return NULL;
    }
    snprintf(marker, sizeof marker, "%s.marker", path);
    char wal[4200];
    snprintf(wal, sizeof wal, "%s-wal", path);
    bool marked = file_size(marker) >= 0;
    if (marked && file_size(path) <= 0 && file_size(wal) <= 0) {
        snprintf(err, n, "%s: damaged store: the file is %s but %s says games were kept in it "
                 "(restore it from a backup, or remove the marker to start an empty store)",
                 path, file_size(path) < 0 ? "missing" : "empty (0 bytes)", marker);
        return NULL;
    }
    if (make_private(dir, path, err, n) != 0)
        return NULL;
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
    sqlite3_busy_timeout(s->db, 5000);
    snprintf(s->path, sizeof s->path, "%s", path);
    if (open_tables(s, path, marked, err, n) != 0 || hash_plain_tokens(s, path, err, n) != 0 ||
        write_marker(marker, err, n) != 0) {
        srv_store_close(s);
        return NULL;
    }
    (void)make_private(dir, path, err, n); /* the -wal and -shm files SQLite just made */
    quick_check(s);
    if (prepare(s, "INSERT INTO games (id, game, players, options, seed, seats, created, "
                   "nactions, last_hash) VALUES (?, ?, ?, ?, ?, ?, strftime('%s','now'), 0, ?)",
                &s->add_game, err, n) ||
        prepare(s, "INSERT OR REPLACE INTO actions (game_id, idx, action, hash) VALUES (?, ?, ?, ?)",
                &s->add_action, err, n) ||
        prepare(s, "DELETE FROM actions WHERE game_id = ? AND idx >= ?", &s->truncate, err, n) ||
        prepare(s, "UPDATE games SET resigned = ? WHERE id = ?", &s->resign, err, n) ||
        prepare(s, "UPDATE meta SET value = value + 1 WHERE key = 'games'", &s->count_game, err,
                n) ||
        prepare(s, "UPDATE games SET nactions = ?, last_hash = ? WHERE id = ?", &s->set_last, err,
                n)) {
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

const char *srv_store_problem(const srv_store *s) { return s->check; }

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
    sqlite3_finalize(s->count_game);
    sqlite3_finalize(s->set_last);
    sqlite3_close(s->rdb);
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
                       const char *options, uint64_t seed, const char *seats, uint64_t hash)
{
    op *o = note(s, OP_GAME, id);
    if (!o)
        return -1;
    o->a = players;
    o->b = (int64_t)seed;
    o->c = (int64_t)hash;
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

int srv_store_truncate(srv_store *s, const char *id, size_t keep, uint64_t hash)
{
    return note_numbers(s, OP_TRUNCATE, id, (int64_t)keep, 0, (int64_t)hash);
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

/* The game's row follows its actions: how many, and the state hash after the
 * last one (the start's hash when there is none). */
static int set_last(srv_store *s, const op *o, int64_t count)
{
    sqlite3_stmt *st = s->set_last;
    sqlite3_bind_int64(st, 1, count);
    sqlite3_bind_int64(st, 2, o->c);
    sqlite3_bind_text(st, 3, o->id, -1, SQLITE_STATIC);
    return step(st);
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
        sqlite3_bind_int64(st, 7, o->c);
        return step(st) || step(s->count_game) ? -1 : 0;
    case OP_ACTION:
        st = s->add_action;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        sqlite3_bind_int64(st, 3, o->b);
        sqlite3_bind_int64(st, 4, o->c);
        return step(st) || set_last(s, o, o->a + 1) ? -1 : 0;
    case OP_TRUNCATE:
        st = s->truncate;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        return step(st) || set_last(s, o, o->a) ? -1 : 0;
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

/* ---- reading the games back, each checked ---- */

typedef struct {
    game_action *a;
    uint64_t *h;
    size_t cap;
    char name[40], damage[200];
} scan_buf;

static bool hex_id(const unsigned char *id)
{
    size_t len = id ? strlen((const char *)id) : 0;
    if (len == 0 || len > SRV_ID_HEX)
        return false;
    for (size_t i = 0; i < len; i++)
        if (!((id[i] >= '0' && id[i] <= '9') || (id[i] >= 'a' && id[i] <= 'f')))
            return false;
    return true;
}

/* Fills sg from the current games row; false (with b->damage) for a row a
 * server cannot trust: a NULL, a wrong type, an id that is no id. */
static bool read_row(sqlite3_stmt *g, srv_stored_game *sg, scan_buf *b)
{
    static const int ints[] = {3, 5, 7, 8};
    const unsigned char *id = sqlite3_column_text(g, 1);
    sg->row = sqlite3_column_int64(g, 0);
    if (hex_id(id)) {
        snprintf(b->name, sizeof b->name, "%s", (const char *)id);
    } else {
        snprintf(b->name, sizeof b->name, "(row %lld)", sg->row);
        snprintf(b->damage, sizeof b->damage, "its id is %s", id ? "not a game id" : "NULL");
    }
    sg->id = b->name;
    const char *txt[3];
    static const int tcol[] = {2, 4, 6};
    for (int i = 0; i < 3; i++) {
        txt[i] = sqlite3_column_type(g, tcol[i]) == SQLITE_TEXT
                     ? (const char *)sqlite3_column_text(g, tcol[i]) : NULL;
        if (!txt[i] && !b->damage[0])
            snprintf(b->damage, sizeof b->damage, "column %s is %s", sqlite3_column_name(g, tcol[i]),
                     sqlite3_column_type(g, tcol[i]) == SQLITE_NULL ? "NULL" : "not text");
    }
    sg->game = txt[0] ? txt[0] : "";
    sg->options = txt[1] ? txt[1] : "";
    sg->seats = txt[2] ? txt[2] : "";
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
        if (sqlite3_column_type(g, ints[i]) != SQLITE_INTEGER && !b->damage[0])
            snprintf(b->damage, sizeof b->damage, "column %s is %s", sqlite3_column_name(g, ints[i]),
                     sqlite3_column_type(g, ints[i]) == SQLITE_NULL ? "NULL" : "not a number");
    sg->players = sqlite3_column_int(g, 3);
    sg->seed = (uint64_t)sqlite3_column_int64(g, 5);
    sg->resigned = sqlite3_column_int(g, 7);
    long long count = sqlite3_column_int64(g, 8);
    sg->nactions = count > 0 ? (size_t)count : 0;
    sg->last_known = sqlite3_column_type(g, 9) == SQLITE_INTEGER;
    sg->last_hash = (uint64_t)sqlite3_column_int64(g, 9);
    if (!b->damage[0] && (count < 0 || count > 100000000))
        snprintf(b->damage, sizeof b->damage, "its action count %lld is impossible", count);
    if (!b->damage[0] && !sg->last_known && (count > 0 || sqlite3_column_type(g, 9) != SQLITE_NULL))
        snprintf(b->damage, sizeof b->damage, "column last_hash is %s",
                 sqlite3_column_type(g, 9) == SQLITE_NULL ? "NULL" : "not a number");
    return b->damage[0] == '\0';
}

/* The game's actions: 0..n-1 each once, as many as its row says, the last
 * one's hash the row's.  False with b->damage otherwise. */
static bool read_actions(sqlite3 *db, sqlite3_stmt *acts, srv_stored_game *sg, scan_buf *b)
{
    size_t k = 0, want = sg->nactions;
    int r;
    sqlite3_bind_text(acts, 1, sg->id, -1, SQLITE_TRANSIENT);
    while ((r = sqlite3_step(acts)) == SQLITE_ROW && !b->damage[0]) {
        long long idx = sqlite3_column_int64(acts, 0);
        if (idx != (long long)k) {
            snprintf(b->damage, sizeof b->damage, "action %zu is missing", k);
            break;
        }
        if (sqlite3_column_type(acts, 1) != SQLITE_INTEGER ||
            sqlite3_column_type(acts, 2) != SQLITE_INTEGER) {
            snprintf(b->damage, sizeof b->damage, "action %zu has a NULL or damaged value", k);
            break;
        }
        if (k == b->cap) {
            size_t cap = b->cap ? 2 * b->cap : 1024;
            game_action *na = realloc(b->a, cap * sizeof *na);
            if (na)
                b->a = na;
            uint64_t *nh = na ? realloc(b->h, cap * sizeof *nh) : NULL;
            if (!nh) {
                snprintf(b->damage, sizeof b->damage, "out of memory reading its actions");
                break;
            }
            b->h = nh;
            b->cap = cap;
        }
        b->a[k] = (game_action)sqlite3_column_int64(acts, 1);
        b->h[k] = (uint64_t)sqlite3_column_int64(acts, 2);
        k++;
    }
    if (!b->damage[0] && r != SQLITE_DONE)
        snprintf(b->damage, sizeof b->damage, "its actions cannot be read: %s", sqlite3_errmsg(db));
    sqlite3_reset(acts);
    if (!b->damage[0] && k != want)
        snprintf(b->damage, sizeof b->damage, "%zu of its %zu actions are in the store", k, want);
    if (!b->damage[0] && k > 0 && b->h[k - 1] != sg->last_hash)
        snprintf(b->damage, sizeof b->damage,
                 "its last action's hash 0x%016" PRIx64 " is not its row's 0x%016" PRIx64,
                 b->h[k - 1], sg->last_hash);
    sg->actions = b->a;
    sg->hashes = b->h;
    return b->damage[0] == '\0';
}

/* Games the store created against the rows there are: a lost row is told. */
static void count_rows(srv_store *s, long long rows)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db, "SELECT value FROM meta WHERE key = 'games'", -1, &st, NULL) !=
        SQLITE_OK)
        return;
    long long made = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    size_t len = strlen(s->check);
    if (made > rows)
        snprintf(s->check + len, sizeof s->check - len, "%s%lld of the %lld games created have no row",
                 len ? "; " : "", made - rows, made);
    else if (made < 0)
        snprintf(s->check + len, sizeof s->check - len, "%sthe count of games created is gone",
                 len ? "; " : "");
}

static const char games_sql[] =
    "SELECT rowid, id, game, players, options, seed, seats, resigned, nactions, last_hash "
    "FROM games";

static int scan(srv_store *s, sqlite3 *db, const char *only,
                int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx, char *err, size_t n)
{
    sqlite3_stmt *games = NULL, *acts = NULL;
    char sql[256];
    snprintf(sql, sizeof sql, "%s %s", games_sql, only ? "WHERE id = ?" : "ORDER BY created, rowid");
    if (sqlite3_prepare_v2(db, sql, -1, &games, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT idx, action, hash FROM actions WHERE game_id = ? ORDER BY idx",
                           -1, &acts, NULL) != SQLITE_OK) {
        snprintf(err, n, "store: damaged, its tables cannot be read: %s", sqlite3_errmsg(db));
        sqlite3_finalize(games);
        return -1;
    }
    if (only)
        sqlite3_bind_text(games, 1, only, -1, SQLITE_STATIC);
    scan_buf b = {0};
    int r, rc = 0;
    long long rows = 0;
    while (rc == 0 && (r = sqlite3_step(games)) == SQLITE_ROW) {
        srv_stored_game sg = {0};
        b.damage[0] = '\0';
        rows++;
        if (read_row(games, &sg, &b))
            read_actions(db, acts, &sg, &b);
        sg.damage = b.damage[0] ? b.damage : NULL;
        if (sg.damage)
            sg.nactions = 0;
        rc = fn(ctx, &sg);
    }
    if (rc == 0 && r != SQLITE_DONE) {
        snprintf(err, n, "store: damaged, the games table cannot be read to its end: %s",
                 sqlite3_errmsg(db));
        rc = -1;
    }
    if (rc == 0 && !only)
        count_rows(s, rows);
    free(b.a);
    free(b.h);
    sqlite3_finalize(games);
    sqlite3_finalize(acts);
    return rc;
}

int srv_store_load(srv_store *s, int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx,
                   char *err, size_t n)
{
    return scan(s, s->db, NULL, fn, ctx, err, n);
}

int srv_store_load_game(srv_store *s, const char *id,
                        int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx, char *err,
                        size_t n)
{
    /* WAL: this connection reads what is committed while the writer writes. */
    if (!s->rdb) {
        if (sqlite3_open_v2(s->path, &s->rdb, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
            snprintf(err, n, "cannot open %s: %s", s->path,
                     s->rdb ? sqlite3_errmsg(s->rdb) : "no memory");
            sqlite3_close(s->rdb);
            s->rdb = NULL;
            return -1;
        }
        sqlite3_busy_timeout(s->rdb, 5000);
    }
    return scan(s, s->rdb, id, fn, ctx, err, n);
}
