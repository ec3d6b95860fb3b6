/* store_sqlite.c - the store's SQLite backend (store_backend.h): games and
 * their actions in DIR/arnak.db, WAL mode with synchronous=FULL, the
 * embedded default that needs no setup.
 *
 * What only SQLite checks: its own quick_check at start, and the marker file
 * beside arnak.db (arnak.db.marker) that says games were kept here: an empty
 * or missing database, or one whose tables are gone, is then damage, not a
 * fresh start.  The folder and its files are private to their owner.  An
 * older file is brought up to date: action counts added, plain seat tokens
 * replaced by their hashes (and wiped from the file).
 *
 * One process writes a folder's games: the writer holds DIR/arnak.pid locked
 * (flock) with its pid in it for as long as the store is open; a second
 * writer is refused with a line naming the process that has it.  A look
 * (`store check`, `proto --dump` on a live store) opens the file read-only
 * and reads every table in one read transaction: a snapshot, nothing
 * changed.  No descriptor of arnak.db is ever opened beside SQLite's own:
 * on Linux, closing any descriptor of a file drops every POSIX lock the
 * process holds on it, SQLite's included, and the next connection that
 * closes then believes it is the last and deletes the WAL that holds the
 * acknowledged commits (SQLite's "How To Corrupt", section 2.2).  Modes are
 * set by name (chmod), never through a descriptor.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>
#include <sqlite3.h>

#include "store_backend.h"
#include "store_folder.h"
#include "store_mac.h"

typedef struct {
    sqlite3 *db;
    sqlite3_stmt *add_game, *add_action, *truncate, *resign, *count_game, *count_mac, *set_last,
        *add_chat, *set_clock, *set_seats;
    /* the writer's BEGIN IMMEDIATE and COMMIT, prepared once: run as text they
     * were parsed again for every group commit */
    sqlite3_stmt *begin, *commit;
    sqlite3 *rdb; /* reads on demand (network thread), opened when first needed */
    int lockfd;   /* DIR/arnak.pid, locked while this writer has the folder; -1: a look */
    bool look;    /* read-only: a live store's snapshot, or a file named itself */
    bool keyed;   /* key holds the store's key (store_mac.h): rows are checked with it */
    bool macs;    /* the games table has its mac column */
    unsigned char key[SRV_MAC_KEY];
    char path[4096], keypath[4200];
} sq;

/* Both tables' columns may be NULL in a damaged file: every read checks. */
static const char schema[] =
    "CREATE TABLE IF NOT EXISTS games ("
    "  id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL,"
    "  options TEXT NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL,"
    "  resigned INTEGER NOT NULL DEFAULT -1, created INTEGER NOT NULL,"
    "  nactions INTEGER, last_hash INTEGER, clock TEXT, mac INTEGER);"
    "CREATE TABLE IF NOT EXISTS actions ("
    "  game_id TEXT NOT NULL, idx INTEGER NOT NULL, action INTEGER NOT NULL,"
    "  hash INTEGER NOT NULL, PRIMARY KEY (game_id, idx)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS chat ("
    "  game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL,"
    "  channel TEXT NOT NULL, created INTEGER NOT NULL, body TEXT NOT NULL,"
    "  PRIMARY KEY (game_id, idx)) WITHOUT ROWID;";

/* The meta row is made once, with the table: by a new store, or by one
 * written before it counted its games (from the rows present).  A store
 * whose user_version says it has both tables never makes them anew: a lost
 * row or a dropped table is damage, told, not covered over. */
static const char count_games[] =
    "INSERT INTO meta VALUES ('games', (SELECT count(*) FROM games));";
/* user_version: 1, the meta row and chat table are there for good; 2, every
 * games row and the count carry their MAC under DIR/arnak.key. */
#define TABLES_VERSION 1
#define SCHEMA_VERSION 2

/* A store written before its rows carried a MAC: the column. */
static const char migrate_macs[] = "ALTER TABLE games ADD COLUMN mac INTEGER;";

/* The MAC of a games row: every column, in this order (store_mac.c). */
#define ROW_MAC(seats, resigned, nactions, last_hash, clock)                                   \
    "arnak_mac(id, game, players, options, seed, " seats ", " resigned ", created, " nactions \
    ", " last_hash ", " clock ")"
#define COUNT_MAC "arnak_mac('games', (SELECT value FROM meta WHERE key = 'games'))"

/* Every row signed, in one transaction with the version that says so. */
static const char sign_all[] =
    "BEGIN;"
    "UPDATE games SET mac = " ROW_MAC("seats", "resigned", "nactions", "last_hash", "clock") ";"
    "INSERT OR REPLACE INTO meta VALUES ('games_mac', " COUNT_MAC ");"
    "PRAGMA user_version = 2;"
    "COMMIT;";

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

/* A store written before games had clocks: the column, empty (no clock). */
static const char migrate_clocks[] = "ALTER TABLE games ADD COLUMN clock TEXT;";

static int prepare(sq *s, const char *sql, sqlite3_stmt **out, char *err, size_t n)
{
    if (sqlite3_prepare_v2(s->db, sql, -1, out, NULL) != SQLITE_OK) {
        snprintf(err, n, "sqlite: %s", sqlite3_errmsg(s->db));
        return -1;
    }
    return 0;
}

static bool has_table(sq *s, const char *name)
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

static bool has_column(sq *s, const char *table, const char *col)
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

/* SQLite's own check of the file's structure: its first complaint, or "". */
static void quick_check(sq *s, char *check, size_t cn)
{
    sqlite3_stmt *st = NULL;
    check[0] = '\0';
    if (sqlite3_prepare_v2(s->db, "PRAGMA quick_check(1)", -1, &st, NULL) != SQLITE_OK) {
        snprintf(check, cn, "quick_check: %s", sqlite3_errmsg(s->db));
        return;
    }
    int r = sqlite3_step(st);
    const char *t = r == SQLITE_ROW ? (const char *)sqlite3_column_text(st, 0) : NULL;
    if (r != SQLITE_ROW)
        snprintf(check, cn, "quick_check: %s", sqlite3_errmsg(s->db));
    else if (!t || strcmp(t, "ok") != 0)
        snprintf(check, cn, "quick_check: %s", t ? t : "no answer");
    sqlite3_finalize(st);
}

static long long pragma_number(sq *s, const char *sql)
{
    sqlite3_stmt *st = NULL;
    long long v = -1;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW)
        v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return v;
}

/* The tables a store must have, as found: "" or what is gone.  A store made
 * at SCHEMA_VERSION or later has its meta row and chat table for good. */
static int tables_present(sq *s, const char *path, bool marked, char *err, size_t n)
{
    bool games = has_table(s, "games"), actions = has_table(s, "actions");
    if ((marked || games || actions) && !(games && actions)) {
        snprintf(err, n, "%s: damaged store: the '%s' table is gone (restore the file from a "
                 "backup; `arnak store check` reports on it)", path, games ? "actions" : "games");
        return -1;
    }
    if (pragma_number(s, "PRAGMA user_version") < TABLES_VERSION)
        return 0;
    static const char *const kept[] = {"meta", "chat"};
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
        if (!has_table(s, kept[i])) {
            snprintf(err, n, "%s: damaged store: the '%s' table is gone (restore the file from "
                     "a backup; `arnak store check` reports on it)", path, kept[i]);
            return -1;
        }
    return 0;
}

/* The database as found: damage that no game can be quarantined for (an
 * empty file, lost tables) stops the start with one line; an older schema is
 * brought up to date. */
static int open_tables(sq *s, const char *path, bool marked, char *err, size_t n)
{
    char *msg = NULL;
    if (sqlite3_exec(s->db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", NULL, NULL,
                     &msg) != SQLITE_OK) {
        snprintf(err, n, "%s: damaged store, SQLite cannot read it: %s", path,
                 msg ? msg : sqlite3_errmsg(s->db));
        sqlite3_free(msg);
        return -1;
    }
    if (tables_present(s, path, marked, err, n) != 0)
        return -1;
    bool games = has_table(s, "games"), counted = has_table(s, "meta");
    bool older = games && !has_column(s, "games", "nactions");
    bool clockless = games && !has_column(s, "games", "clock");
    bool unsigned_rows = games && !has_column(s, "games", "mac");
    if (sqlite3_exec(s->db, schema, NULL, NULL, &msg) != SQLITE_OK ||
        (!counted && sqlite3_exec(s->db, count_games, NULL, NULL, &msg) != SQLITE_OK) ||
        (older && sqlite3_exec(s->db, migrate_counts, NULL, NULL, &msg) != SQLITE_OK) ||
        (clockless && sqlite3_exec(s->db, migrate_clocks, NULL, NULL, &msg) != SQLITE_OK) ||
        (unsigned_rows && sqlite3_exec(s->db, migrate_macs, NULL, NULL, &msg) != SQLITE_OK)) {
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

/* A look at a store another process writes (or at a copy named itself): the
 * tables as they are, nothing made or brought up to date. */
static int look_tables(sq *s, const char *path, bool marked, char *err, size_t n)
{
    if (tables_present(s, path, marked, err, n) != 0)
        return -1;
    s->macs = has_column(s, "games", "mac");
    if (!has_table(s, "games") || !has_column(s, "games", "nactions") ||
        !has_column(s, "games", "clock") || !has_table(s, "meta")) {
        snprintf(err, n, "%s: %s", path, has_table(s, "games")
                 ? "an older store, read only here: `arnak serve` on it brings it up to date"
                 : "no games table: not an arnak store");
        return -1;
    }
    return 0;
}

/* A seat token kept in plain text by an older store ("token" in a game's
 * seats) becomes its hash ("token_hash"), so that a copy of the database
 * gives nobody a seat; all rows in one transaction.  A row whose seats do
 * not parse is left as it is: loading it reports the damage. */
static int hash_plain_tokens(sq *s, const char *path, char *err, size_t n)
{
    sqlite3_stmt *rd = NULL, *wr = NULL;
    int done = 0, rc = -1;
    if (sqlite3_prepare_v2(s->db, "SELECT id, seats FROM games WHERE seats LIKE '%\"token\"%'",
                           -1, &rd, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "UPDATE games SET seats = ? WHERE id = ?", -1, &wr, NULL) !=
            SQLITE_OK ||
        sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) {
        snprintf(err, n, "%s: damaged store, its seats cannot be read: %s", path,
                 sqlite3_errmsg(s->db));
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
        snprintf(err, n, "%s: damaged store, its seats cannot be read: %s", path,
                 sqlite3_errmsg(s->db));
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


static void sq_close(void *p)
{
    sq *s = p;
    sqlite3_finalize(s->add_game);
    sqlite3_finalize(s->add_action);
    sqlite3_finalize(s->truncate);
    sqlite3_finalize(s->resign);
    sqlite3_finalize(s->count_game);
    sqlite3_finalize(s->count_mac);
    sqlite3_finalize(s->set_last);
    sqlite3_finalize(s->add_chat);
    sqlite3_finalize(s->set_clock);
    sqlite3_finalize(s->set_seats);
    sqlite3_finalize(s->begin);
    sqlite3_finalize(s->commit);
    sqlite3_close(s->rdb);
    sqlite3_close(s->db);
    if (s->lockfd >= 0) {
        /* the pid goes with the lock (the file stays: srv_folder_take) */
        if (ftruncate(s->lockfd, 0) != 0)
            fprintf(stderr, "arnak: store %s: cannot empty its pid file\n", s->path);
        close(s->lockfd);
    }
    free(s);
}

/* The statements of the writer (a look: only BEGIN and COMMIT, which fail:
 * nothing is written through it).  Each change of a games row writes its
 * MAC with it (ROW_MAC over the row's values after the change). */
static int prepare_all(sq *s, char *err, size_t n)
{
    if (s->look)
        return prepare(s, "BEGIN IMMEDIATE", &s->begin, err, n) ||
               prepare(s, "COMMIT", &s->commit, err, n);
    return prepare(s, "INSERT INTO games (id, game, players, options, seed, seats, created, "
                      "nactions, last_hash, mac) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 0, ?8, "
                      "arnak_mac(?1, ?2, ?3, ?4, ?5, ?6, -1, ?7, 0, ?8, NULL))",
                   &s->add_game, err, n) ||
           prepare(s, "INSERT INTO actions (game_id, idx, action, hash) VALUES (?, ?, ?, ?)",
                   &s->add_action, err, n) ||
           prepare(s, "DELETE FROM actions WHERE game_id = ? AND idx >= ?", &s->truncate, err, n) ||
           prepare(s, "UPDATE games SET resigned = ?1, mac = "
                      ROW_MAC("seats", "?1", "nactions", "last_hash", "clock") " WHERE id = ?2",
                   &s->resign, err, n) ||
           prepare(s, "UPDATE meta SET value = value + 1 WHERE key = 'games'", &s->count_game,
                   err, n) ||
           prepare(s, "UPDATE meta SET value = " COUNT_MAC " WHERE key = 'games_mac'",
                   &s->count_mac, err, n) ||
           prepare(s, "UPDATE games SET nactions = ?1, last_hash = ?2, mac = "
                      ROW_MAC("seats", "resigned", "?1", "?2", "clock") " WHERE id = ?3",
                   &s->set_last, err, n) ||
           prepare(s, "INSERT INTO chat (game_id, idx, seat, channel, created, body) "
                      "VALUES (?, ?, ?, ?, ?, ?)", &s->add_chat, err, n) ||
           prepare(s, "UPDATE games SET clock = ?1, mac = "
                      ROW_MAC("seats", "resigned", "nactions", "last_hash", "?1") " WHERE id = ?2",
                   &s->set_clock, err, n) ||
           prepare(s, "UPDATE games SET seats = ?1, mac = "
                      ROW_MAC("?1", "resigned", "nactions", "last_hash", "clock") " WHERE id = ?2",
                   &s->set_seats, err, n) ||
           prepare(s, "BEGIN IMMEDIATE", &s->begin, err, n) ||
           prepare(s, "COMMIT", &s->commit, err, n);
}

/* The writer's key (store_mac.h): DIR/arnak.key once the rows are signed.
 * A store not signed yet (made now, or older than its MACs) gets a new key
 * in arnak.key.tmp, renamed into place once sign_all committed (*fresh); a
 * start that ended in between finds the .tmp of a signed store and keeps
 * it.  A signed store without its key, and a key beside rows that say they
 * are not signed, stop the start. */
static int writer_key(sq *s, long long version, bool *fresh, char *err, size_t n)
{
    char tmp[4300];
    snprintf(tmp, sizeof tmp, "%s.tmp", s->keypath);
    int k = srv_mac_key_load(s->keypath, s->key, err, n);
    *fresh = false;
    if (k < 0)
        return -1;
    if (k == 1 && version < SCHEMA_VERSION) {
        snprintf(err, n, "%s: damaged store: %s is there but its rows say they carry no MAC "
                 "(user_version lowered outside the server; an older copy put back: remove "
                 "the key to sign it anew)", s->path, s->keypath);
        return -1;
    }
    if (k == 0 && version >= SCHEMA_VERSION) {
        if (srv_mac_key_load(tmp, s->key, err, n) != 1 || rename(tmp, s->keypath) != 0) {
            snprintf(err, n, "%s: damaged store: its rows are signed but their key %s is gone "
                     "(restore it from a backup of the folder; `arnak store check` reports on "
                     "it)", s->path, s->keypath);
            return -1;
        }
    } else if (k == 0) {
        unlink(tmp);
        if (srv_mac_key_make(tmp, s->key, err, n) != 0)
            return -1;
        *fresh = true;
    }
    s->keyed = true;
    return 0;
}

/* After sign_all: the new key in place and its folder flushed. */
static int key_in_place(sq *s, char *err, size_t n)
{
    char tmp[4300], dir[4300];
    snprintf(tmp, sizeof tmp, "%s.tmp", s->keypath);
    srv_folder_of(s->keypath, dir, sizeof dir);
    if (rename(tmp, s->keypath) != 0 || srv_sync_path(dir, O_RDONLY | O_DIRECTORY) != 0) {
        snprintf(err, n, "cannot write %s: %s", s->keypath, strerror(errno));
        return -1;
    }
    return 0;
}

/* A look's key: the store's, when it is beside the file; a signed store's
 * rows are checked with it, or the problem says they cannot be. */
static int look_key(sq *s, char *problem, size_t pn, char *err, size_t n)
{
    int k = srv_mac_key_load(s->keypath, s->key, err, n);
    if (k < 0)
        return -1;
    s->keyed = k == 1;
    if (!s->keyed && pragma_number(s, "PRAGMA user_version") >= SCHEMA_VERSION) {
        size_t len = strlen(problem);
        snprintf(problem + len, pn - len, "%sits rows are signed but their key %s is not "
                 "there: they are not checked", len ? "; " : "", s->keypath);
    }
    return 0;
}

/* arnak.db opened read-only: a look at a live store, or a file named itself
 * (a backup). */
static sq *open_look(sq *s, const char *path, bool marked, char *problem, size_t pn, char *err,
                     size_t n)
{
    s->look = true;
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        snprintf(err, n, "cannot open %s: %s", path, s->db ? sqlite3_errmsg(s->db) : "no memory");
        sq_close(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, 5000);
    if (look_tables(s, path, marked, err, n) != 0 || prepare_all(s, err, n) != 0) {
        sq_close(s);
        return NULL;
    }
    quick_check(s, problem, pn);
    if (look_key(s, problem, pn, err, n) != 0 ||
        srv_mac_register(s->db, s->keyed ? s->key : NULL) != 0) {
        sq_close(s);
        return NULL;
    }
    return s;
}

/* arnak.db of a folder this process now has (srv_folder_take): made private,
 * opened, brought up to date. */
static sq *open_writer(sq *s, const char *path, const char *marker, bool marked, char *problem,
                       size_t pn, char *err, size_t n)
{
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        snprintf(err, n, "cannot open %s: %s", path, s->db ? sqlite3_errmsg(s->db) : "no memory");
        sq_close(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, 5000);
    bool fresh = false;
    char *msg = NULL;
    if (srv_folder_private_files(path, err, n) != 0 ||
        writer_key(s, pragma_number(s, "PRAGMA user_version"), &fresh, err, n) != 0 ||
        srv_mac_register(s->db, s->key) != 0 || open_tables(s, path, marked, err, n) != 0 ||
        hash_plain_tokens(s, path, err, n) != 0) {
        sq_close(s);
        return NULL;
    }
    s->macs = true;
    if (pragma_number(s, "PRAGMA user_version") < SCHEMA_VERSION &&
        sqlite3_exec(s->db, sign_all, NULL, NULL, &msg) != SQLITE_OK) {
        snprintf(err, n, "%s: damaged store, its rows cannot be signed: %s", path,
                 msg ? msg : sqlite3_errmsg(s->db));
        sqlite3_free(msg);
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        sq_close(s);
        return NULL;
    }
    if ((fresh && key_in_place(s, err, n) != 0) || srv_folder_marker(marker, err, n) != 0) {
        sq_close(s);
        return NULL;
    }
    (void)srv_folder_private_files(path, err, n); /* a -wal or -shm found looser than its file */
    quick_check(s, problem, pn);
    if (prepare_all(s, err, n)) {
        sq_close(s);
        return NULL;
    }
    return s;
}

static void *sq_open(const char *where, int *howp, char *problem, size_t pn, char *err, size_t n)
{
    char path[4096], marker[4200], wal[4200], dir[4096];
    struct stat sb;
    int how = *howp;
    *howp = SRV_STORE_WRITER;
    /* a look may name a database file itself (a backup): read-only, no folder */
    bool file = how == SRV_STORE_LOOK && stat(where, &sb) == 0 && S_ISREG(sb.st_mode);
    snprintf(dir, sizeof dir, "%s", where);
    if ((size_t)snprintf(path, sizeof path, file ? "%s" : "%s/arnak.db", where) >= sizeof path) {
        snprintf(err, n, "data folder name too long");
        return NULL;
    }
    snprintf(marker, sizeof marker, "%s.marker", path);
    snprintf(wal, sizeof wal, "%s-wal", path);
    bool marked = !file && srv_file_size(marker) >= 0;
    if (marked && srv_file_size(path) <= 0 && srv_file_size(wal) <= 0) {
        snprintf(err, n, "%s: damaged store: the file is %s but %s says games were kept in it "
                 "(restore it from a backup, or remove the marker to start an empty store)",
                 path, srv_file_size(path) < 0 ? "missing" : "empty (0 bytes)", marker);
        return NULL;
    }
    sq *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    s->lockfd = -1;
    snprintf(s->path, sizeof s->path, "%s", path);
    /* the key beside the store: DIR/arnak.key, or FILE.key beside a copy */
    if (file)
        snprintf(s->keypath, sizeof s->keypath, "%s.key", path);
    else
        snprintf(s->keypath, sizeof s->keypath, "%s/arnak.key", where);
    if (file) {
        *howp = SRV_STORE_LOOK;
        return open_look(s, path, false, problem, pn, err, n);
    }
    if (srv_folder_private(dir, err, n) != 0) {
        sq_close(s);
        return NULL;
    }
    s->lockfd = srv_folder_take(dir, err, n);
    if (s->lockfd == -2 && how == SRV_STORE_LOOK) {
        s->lockfd = -1;
        *howp = SRV_STORE_LOOK;
        return open_look(s, path, marked, problem, pn, err, n);
    }
    if (s->lockfd < 0) {
        s->lockfd = -1;
        sq_close(s);
        return NULL;
    }
    return open_writer(s, path, marker, marked, problem, pn, err, n);
}

static bool sq_claims(const char *where) { return !srv_store_is_url(where); }

static const char *sq_label(void *p) { return ((sq *)p)->path; }

/* A prepared statement without rows run once: 0, or -1 with SQLite's reason. */
static int sq_once(sq *s, sqlite3_stmt *st, char *err, size_t n)
{
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        snprintf(err, n, "%s", sqlite3_errmsg(s->db)); /* before the reset */
    sqlite3_reset(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

static int sq_begin(void *p, char *err, size_t n) { return sq_once(p, ((sq *)p)->begin, err, n); }

static int sq_commit(void *p, char *err, size_t n)
{
    return sq_once(p, ((sq *)p)->commit, err, n) ? SRV_STORE_FAILED : 0;
}

static void sq_rollback(void *p) { sqlite3_exec(((sq *)p)->db, "ROLLBACK", NULL, NULL, NULL); }

/* 0, or why the statement failed: a key already taken is a conflict. */
static int step(sq *s, sqlite3_stmt *st, const srv_store_op *o, char *err, size_t n)
{
    int rc = sqlite3_step(st);
    int ext = sqlite3_extended_errcode(s->db);
    if (rc != SQLITE_DONE)
        snprintf(err, n, "%s", sqlite3_errmsg(s->db));
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    if (rc == SQLITE_DONE)
        return 0;
    if (ext == SQLITE_CONSTRAINT_PRIMARYKEY || ext == SQLITE_CONSTRAINT_UNIQUE) {
        if (o->kind == SRV_OP_ACTION || o->kind == SRV_OP_CHAT)
            snprintf(err, n, "conflict: %s %lld of game %s is in the store already",
                     o->kind == SRV_OP_CHAT ? "chat message" : "action", (long long)o->a, o->id);
        else
            snprintf(err, n, "conflict: game %s is in the store already", o->id);
        return SRV_STORE_CONFLICT;
    }
    return SRV_STORE_FAILED;
}

/* The game's row follows its actions: how many, and the state hash after the
 * last one (the start's hash when there is none). */
static int set_last(sq *s, const srv_store_op *o, int64_t count, char *err, size_t n)
{
    sqlite3_stmt *st = s->set_last;
    sqlite3_bind_int64(st, 1, count);
    sqlite3_bind_int64(st, 2, o->c);
    sqlite3_bind_text(st, 3, o->id, -1, SQLITE_STATIC);
    return step(s, st, o, err, n);
}

static int sq_run(void *p, const srv_store_op *o, char *err, size_t n)
{
    sq *s = p;
    sqlite3_stmt *st;
    int rc;
    switch (o->kind) {
    case SRV_OP_GAME:
        st = s->add_game;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, o->game, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 3, o->a);
        sqlite3_bind_text(st, 4, o->options, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 5, o->b);
        sqlite3_bind_text(st, 6, o->seats, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 7, o->created);
        if (o->hash_unknown)
            sqlite3_bind_null(st, 8);
        else
            sqlite3_bind_int64(st, 8, o->c);
        if ((rc = step(s, st, o, err, n)) || (rc = step(s, s->count_game, o, err, n)))
            return rc;
        return step(s, s->count_mac, o, err, n);
    case SRV_OP_ACTION:
        st = s->add_action;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        sqlite3_bind_int64(st, 3, o->b);
        sqlite3_bind_int64(st, 4, o->c);
        return (rc = step(s, st, o, err, n)) ? rc : set_last(s, o, o->a + 1, err, n);
    case SRV_OP_TRUNCATE:
        st = s->truncate;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        return (rc = step(s, st, o, err, n)) ? rc : set_last(s, o, o->a, err, n);
    case SRV_OP_CHAT:
        st = s->add_chat;
        sqlite3_bind_text(st, 1, o->id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, o->a);
        sqlite3_bind_int64(st, 3, o->b);
        sqlite3_bind_text(st, 4, srv_chat_channel_name((int)o->c), -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 5, o->created);
        sqlite3_bind_text(st, 6, o->body, -1, SQLITE_STATIC);
        return step(s, st, o, err, n);
    case SRV_OP_CLOCK:
    case SRV_OP_SEATS:
        st = o->kind == SRV_OP_CLOCK ? s->set_clock : s->set_seats;
        if (o->kind == SRV_OP_CLOCK && !o->game)
            sqlite3_bind_null(st, 1);
        else
            sqlite3_bind_text(st, 1, o->kind == SRV_OP_CLOCK ? o->game : o->seats, -1,
                              SQLITE_STATIC);
        sqlite3_bind_text(st, 2, o->id, -1, SQLITE_STATIC);
        return step(s, st, o, err, n);
    default:
        st = s->resign;
        sqlite3_bind_int64(st, 1, o->a);
        sqlite3_bind_text(st, 2, o->id, -1, SQLITE_STATIC);
        return step(s, st, o, err, n);
    }
}

/* ---- reading ---- */

struct srv_store_cursor {
    sqlite3 *db;
    sqlite3_stmt *games, *acts, *chat;
    bool snapshot; /* a look: the whole scan is one read transaction */
    bool keyed;    /* rows and the count are checked against their MACs */
};

static int col_form(sqlite3_stmt *st, int col, int want)
{
    int t = sqlite3_column_type(st, col);
    return t == want ? SRV_COL_OK : t == SQLITE_NULL ? SRV_COL_NULL : SRV_COL_WRONG;
}

/* The row, then its stored MAC and the one its values have now. */
static const char games_sql[] =
    "SELECT rowid, id, game, players, options, seed, seats, resigned, nactions, last_hash, "
    "created, clock, %s FROM games";
static const char mac_cols[] =
    "mac, " ROW_MAC("seats", "resigned", "nactions", "last_hash", "clock");

static srv_store_cursor *sq_games(void *p, bool on_demand, const char *only, char *err, size_t n)
{
    sq *s = p;
    /* WAL: a connection of its own reads what is committed while the writer writes. */
    if (on_demand && !s->rdb) {
        if (sqlite3_open_v2(s->path, &s->rdb, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
            snprintf(err, n, "cannot open %s: %s", s->path,
                     s->rdb ? sqlite3_errmsg(s->rdb) : "no memory");
            sqlite3_close(s->rdb);
            s->rdb = NULL;
            return NULL;
        }
        sqlite3_busy_timeout(s->rdb, 5000);
        if (srv_mac_register(s->rdb, s->keyed ? s->key : NULL) != 0) {
            snprintf(err, n, "cannot open %s: %s", s->path, sqlite3_errmsg(s->rdb));
            sqlite3_close(s->rdb);
            s->rdb = NULL;
            return NULL;
        }
    }
    srv_store_cursor *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    c->db = on_demand ? s->rdb : s->db;
    c->keyed = s->keyed && s->macs;
    /* A look at a live store reads games, actions, chat and the count in one
     * read transaction: one state of the file, whatever the writer commits. */
    if (s->look && !on_demand) {
        if (sqlite3_exec(c->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) {
            snprintf(err, n, "store: cannot begin reading: %s", sqlite3_errmsg(c->db));
            free(c);
            return NULL;
        }
        c->snapshot = true;
    }
    char cols[256], sql[512];
    snprintf(cols, sizeof cols, games_sql, s->macs ? mac_cols : "NULL, NULL");
    snprintf(sql, sizeof sql, "%s %s", cols, only ? "WHERE id = ?" : "ORDER BY created, rowid");
    if (sqlite3_prepare_v2(c->db, sql, -1, &c->games, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(c->db, "SELECT idx, action, hash FROM actions WHERE game_id = ? "
                           "ORDER BY idx", -1, &c->acts, NULL) != SQLITE_OK) {
        snprintf(err, n, "store: damaged, its tables cannot be read: %s", sqlite3_errmsg(c->db));
        sqlite3_finalize(c->games);
        if (c->snapshot)
            sqlite3_exec(c->db, "COMMIT", NULL, NULL, NULL);
        free(c);
        return NULL;
    }
    if (only)
        sqlite3_bind_text(c->games, 1, only, -1, SQLITE_TRANSIENT);
    return c;
}

static int sq_next(srv_store_cursor *c, srv_store_row *r, char *err, size_t n)
{
    static const int tcol[] = {2, 4, 6}, ncol[] = {3, 5, 7, 8};
    sqlite3_stmt *g = c->games;
    int rc = sqlite3_step(g);
    if (rc == SQLITE_DONE)
        return 0;
    if (rc != SQLITE_ROW) {
        snprintf(err, n, "store: damaged, the games table cannot be read to its end: %s",
                 sqlite3_errmsg(c->db));
        return -1;
    }
    memset(r, 0, sizeof *r);
    r->row = sqlite3_column_int64(g, 0);
    r->id = (const char *)sqlite3_column_text(g, 1);
    for (int i = 0; i < 3; i++) {
        r->text_col[i] = col_form(g, tcol[i], SQLITE_TEXT);
        r->text[i] = r->text_col[i] == SRV_COL_OK ? (const char *)sqlite3_column_text(g, tcol[i])
                                                  : NULL;
    }
    for (int i = 0; i < 4; i++) {
        r->num_col[i] = col_form(g, ncol[i], SQLITE_INTEGER);
        r->num[i] = sqlite3_column_int64(g, ncol[i]);
    }
    r->last_col = col_form(g, 9, SQLITE_INTEGER);
    r->last_hash = sqlite3_column_int64(g, 9);
    r->created = sqlite3_column_int64(g, 10);
    r->clock = sqlite3_column_type(g, 11) == SQLITE_TEXT ? (const char *)sqlite3_column_text(g, 11)
                                                         : NULL;
    if (c->keyed)
        r->mac = sqlite3_column_type(g, 12) != SQLITE_INTEGER ? SRV_MAC_MISSING
                 : sqlite3_column_int64(g, 12) != sqlite3_column_int64(g, 13) ? SRV_MAC_WRONG
                                                                              : SRV_MAC_OK;
    return 1;
}

static int sq_actions(srv_store_cursor *c, const char *id, srv_store_action_fn fn, void *ctx,
                      char *err, size_t n)
{
    sqlite3_stmt *a = c->acts;
    int r;
    sqlite3_bind_text(a, 1, id, -1, SQLITE_TRANSIENT);
    while ((r = sqlite3_step(a)) == SQLITE_ROW)
        if (fn(ctx, sqlite3_column_int64(a, 0),
               sqlite3_column_type(a, 1) == SQLITE_INTEGER &&
                   sqlite3_column_type(a, 2) == SQLITE_INTEGER,
               sqlite3_column_int64(a, 1), sqlite3_column_int64(a, 2)) != 0) {
            r = SQLITE_DONE;
            break;
        }
    if (r != SQLITE_DONE)
        snprintf(err, n, "%s", sqlite3_errmsg(c->db));
    sqlite3_reset(a);
    return r == SQLITE_DONE ? 0 : -1;
}

/* A file without the chat table (a read-only copy of an older store) has no
 * chat: nothing to read. */
static int sq_chat(srv_store_cursor *c, const char *id, srv_store_chat_fn fn, void *ctx, char *err,
                   size_t n)
{
    if (!c->chat && sqlite3_prepare_v2(c->db, "SELECT idx, seat, channel, created, body FROM chat "
                                       "WHERE game_id = ? ORDER BY idx", -1, &c->chat, NULL) !=
                        SQLITE_OK)
        return 0;
    sqlite3_stmt *q = c->chat;
    int r;
    sqlite3_bind_text(q, 1, id, -1, SQLITE_TRANSIENT);
    while ((r = sqlite3_step(q)) == SQLITE_ROW) {
        bool ok = sqlite3_column_type(q, 0) == SQLITE_INTEGER &&
                  sqlite3_column_type(q, 1) == SQLITE_INTEGER &&
                  sqlite3_column_type(q, 3) == SQLITE_INTEGER;
        const char *ch = sqlite3_column_type(q, 2) == SQLITE_TEXT
                             ? (const char *)sqlite3_column_text(q, 2) : NULL;
        const char *body = sqlite3_column_type(q, 4) == SQLITE_TEXT
                               ? (const char *)sqlite3_column_text(q, 4) : NULL;
        if (fn(ctx, sqlite3_column_int64(q, 0), sqlite3_column_int64(q, 1), ok ? ch : NULL,
               sqlite3_column_int64(q, 3), body) != 0) {
            r = SQLITE_DONE;
            break;
        }
    }
    if (r != SQLITE_DONE)
        snprintf(err, n, "%s", sqlite3_errmsg(c->db));
    sqlite3_reset(q);
    return r == SQLITE_DONE ? 0 : -1;
}

static void sq_end(srv_store_cursor *c)
{
    sqlite3_finalize(c->games);
    sqlite3_finalize(c->acts);
    sqlite3_finalize(c->chat);
    if (c->snapshot)
        sqlite3_exec(c->db, "COMMIT", NULL, NULL, NULL);
    free(c);
}

static long long sq_created(srv_store_cursor *c)
{
    sqlite3_stmt *st = NULL;
    const char *sql = c->keyed ? "SELECT value, (SELECT value FROM meta WHERE key = 'games_mac'), "
                                 "arnak_mac('games', value) FROM meta WHERE key = 'games'"
                               : "SELECT value, 0, 0 FROM meta WHERE key = 'games'";
    if (sqlite3_prepare_v2(c->db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    long long made = -1;
    if (sqlite3_step(st) == SQLITE_ROW) {
        made = sqlite3_column_int64(st, 0);
        if (sqlite3_column_type(st, 1) != SQLITE_INTEGER ||
            sqlite3_column_int64(st, 1) != sqlite3_column_int64(st, 2))
            made = -2; /* the count was changed, or its MAC lost, outside the server */
    }
    sqlite3_finalize(st);
    return made;
}

const srv_store_backend srv_store_sqlite = {
    "sqlite",  sq_claims, sq_open,  sq_close, sq_label, sq_begin,  sq_run,     sq_commit,
    sq_rollback, sq_games, sq_next, sq_actions, sq_end, sq_created, sq_chat, NULL, NULL,
    NULL,      true,      srv_sqlite_backup,
};
