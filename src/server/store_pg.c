/* store_pg.c - the store's PostgreSQL backend (store_backend.h), for a
 * database named by a postgresql:// URL (libpq's connection string: host,
 * port, user, password, dbname, or a unix socket's folder as ?host=/path).
 *
 * Two connections: the writer thread's, which runs each group of batches in
 * one transaction (synchronous_commit on: COMMIT returns once the WAL is on
 * disk), and a reading one, opened when first needed, on which every scan
 * runs in one read-only REPEATABLE READ transaction through a cursor, so the
 * rows, their actions and the count of games created are one snapshot.
 *
 * The tables are those of schema_pg.sql (built into the program as
 * srv_pg_schema): on open, under an advisory lock that other starting
 * servers wait for, the migrations above the database's schema_version run
 * in one transaction.  A database that has a version but lost a table is
 * damage, told in one line.
 *
 * An action's primary key (game, index) is taken once: a second INSERT of
 * the same step (another process wrote it first) fails with unique_violation
 * and the write reports SRV_STORE_CONFLICT.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libpq-fe.h>

#include "store_backend.h"

/* schema_pg.sql as text (generated at build time). */
extern const char srv_pg_schema[];

/* pg_advisory_xact_lock's key while the tables are made or migrated ("arnak"). */
#define SCHEMA_LOCK "418581930347"

enum { PS_GAME, PS_ACTION, PS_TRUNCATE, PS_RESIGN, PS_COUNT };

typedef struct {
    PGconn *db;  /* the writer's */
    PGconn *rdb; /* scans, opened when first needed */
    char conninfo[2048];
    char label[512];
} pg;

/* The writer's statements: a change and its effect on the game's row in
 * one round trip each. */
static const struct {
    const char *name, *sql;
    int nparams;
    Oid types[8];
} stmts[PS_COUNT] = {
    [PS_GAME] = {"arnak_game",
                 "WITH g AS (INSERT INTO games (id, game, players, options, seed, seats, created,"
                 " nactions, last_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8))"
                 " UPDATE meta SET value = value + 1 WHERE key = 'games'",
                 8, {25, 25, 23, 25, 20, 25, 20, 20}},
    [PS_ACTION] = {"arnak_action",
                   "WITH a AS (INSERT INTO actions (game_id, idx, action, hash)"
                   " VALUES ($1, $2, $3, $4))"
                   " UPDATE games SET nactions = $2 + 1, last_hash = $4 WHERE id = $1",
                   4, {25, 23, 20, 20}},
    [PS_TRUNCATE] = {"arnak_truncate",
                     "WITH d AS (DELETE FROM actions WHERE game_id = $1 AND idx >= $2)"
                     " UPDATE games SET nactions = $2, last_hash = $3 WHERE id = $1",
                     3, {25, 23, 20}},
    [PS_RESIGN] = {"arnak_resign", "UPDATE games SET resigned = $2 WHERE id = $1", 2, {25, 23}},
};

/* libpq's message, its first line only (a log line stays one line). */
static void pq_msg(char *err, size_t n, const char *what, const char *msg)
{
    size_t len = strcspn(msg, "\n");
    snprintf(err, n, "%s%s%.*s", what, what[0] ? ": " : "", (int)len, msg);
}

/* A query with no rows wanted: 0, or -1 with the message. */
static int pq_exec(PGconn *c, const char *sql, char *err, size_t n)
{
    PGresult *r = PQexec(c, sql);
    int ok = PQresultStatus(r) == PGRES_COMMAND_OK || PQresultStatus(r) == PGRES_TUPLES_OK;
    if (!ok)
        pq_msg(err, n, "", PQerrorMessage(c));
    PQclear(r);
    return ok ? 0 : -1;
}

/* One number from a query of one row (-1 when it has none or fails). */
static long long pq_number(PGconn *c, const char *sql, int np, const char *const *params)
{
    PGresult *r = PQexecParams(c, sql, np, NULL, params, NULL, NULL, 0);
    long long v = PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1 && !PQgetisnull(r, 0, 0)
                      ? strtoll(PQgetvalue(r, 0, 0), NULL, 10) : -1;
    PQclear(r);
    return v;
}

static PGconn *connect_to(pg *s, char *err, size_t n)
{
    PGconn *c = PQconnectdb(s->conninfo);
    if (!c) {
        snprintf(err, n, "cannot connect to PostgreSQL: out of memory");
        return NULL;
    }
    char why[400];
    if (PQstatus(c) != CONNECTION_OK) {
        pq_msg(why, sizeof why, "", PQerrorMessage(c));
        snprintf(err, n, "cannot connect to PostgreSQL: %s", why);
        PQfinish(c);
        return NULL;
    }
    /* An acknowledged action must survive a crash whatever the server's
     * default; a statement never waits forever on a lock; PostgreSQL's
     * notices ("already exists, skipping") stay out of the log. */
    if (pq_exec(c, "SET synchronous_commit = on; SET lock_timeout = '10s'; "
                   "SET client_min_messages = warning", why, sizeof why)) {
        snprintf(err, n, "%s: %s", s->label, why);
        PQfinish(c);
        return NULL;
    }
    return c;
}

static bool table_there(PGconn *c, const char *name)
{
    const char *p[] = {name};
    return pq_number(c, "SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = "
                        "current_schema() AND tablename = $1", 1, p) == 1;
}

/* The versions of schema_pg.sql: each starts at a line "-- version N". */
static const char version_mark[] = "\n-- version ";

static int schema_latest(void)
{
    int last = 0;
    for (const char *p = strstr(srv_pg_schema, version_mark); p; p = strstr(p + 1, version_mark))
        last = atoi(p + strlen(version_mark));
    return last;
}

/* Runs the migrations of schema_pg.sql above version `have`: 0, or -1 with
 * a message. */
static int migrate(pg *s, int have, char *err, size_t n)
{
    for (const char *p = strstr(srv_pg_schema, version_mark); p;) {
        int v = atoi(p + strlen(version_mark));
        const char *next = strstr(p + 1, version_mark);
        if (v > have) {
            size_t len = next ? (size_t)(next - p) : strlen(p);
            char *sql = malloc(len + 1);
            if (!sql) {
                snprintf(err, n, "out of memory");
                return -1;
            }
            memcpy(sql, p, len);
            sql[len] = '\0';
            char why[300];
            int rc = pq_exec(s->db, sql, why, sizeof why);
            free(sql);
            if (rc) {
                snprintf(err, n, "%s: cannot bring the tables to schema version %d: %s", s->label, v,
                         why);
                return -1;
            }
        }
        p = next;
    }
    return 0;
}

/* The tables as found, made or brought up to date in one transaction. */
static int open_tables(pg *s, char *err, size_t n)
{
    char why[300];
    if (pq_exec(s->db, "BEGIN; SELECT pg_advisory_xact_lock(" SCHEMA_LOCK ");"
                       "CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)",
                why, sizeof why)) {
        snprintf(err, n, "%s: cannot set up the tables: %s", s->label, why);
        return -1;
    }
    long long have = pq_number(s->db, "SELECT coalesce(max(version), 0) FROM schema_version", 0,
                               NULL);
    int latest = schema_latest();
    static const char *const tables[] = {"games", "actions", "meta"};
    int rc = 0;
    if (have < 0)
        snprintf(err, n, "%s: cannot read the schema version: %s", s->label,
                 PQerrorMessage(s->db)), rc = -1;
    else if (have > latest)
        snprintf(err, n, "%s: the tables are of schema version %lld, this arnak knows up to %d "
                 "(use a newer arnak)", s->label, have, latest), rc = -1;
    for (size_t i = 0; i < 3 && rc == 0; i++) {
        bool there = table_there(s->db, tables[i]);
        if (have > 0 && !there) {
            snprintf(err, n, "%s: damaged store: the '%s' table is gone (restore the database from "
                     "a backup; `arnak store check` reports on it)", s->label, tables[i]);
            rc = -1;
        } else if (have == 0 && there) {
            snprintf(err, n, "%s: a '%s' table is there, but no schema version: not an arnak "
                     "store (use an empty database)", s->label, tables[i]);
            rc = -1;
        }
    }
    if (rc == 0 && have < latest && migrate(s, (int)have, err, n) == 0) {
        char sql[128];
        snprintf(sql, sizeof sql, "DELETE FROM schema_version; INSERT INTO schema_version "
                 "VALUES (%d)", latest);
        if (pq_exec(s->db, sql, why, sizeof why)) {
            snprintf(err, n, "%s: cannot note the schema version: %s", s->label, why);
            rc = -1;
        }
    } else if (rc == 0 && have < latest) {
        rc = -1;
    }
    if (rc != 0 || pq_exec(s->db, "COMMIT", why, sizeof why)) {
        if (rc == 0)
            snprintf(err, n, "%s: cannot set up the tables: %s", s->label, why);
        pq_exec(s->db, "ROLLBACK", why, sizeof why);
        return -1;
    }
    if (have > 0 && latest > have)
        fprintf(stderr, "arnak: store %s: tables brought from schema version %lld to %d\n",
                s->label, have, latest);
    return 0;
}

static void pg_close(void *p)
{
    pg *s = p;
    PQfinish(s->rdb);
    PQfinish(s->db);
    free(s);
}

static void *pg_open(const char *url, char *problem, size_t pn, char *err, size_t n)
{
    (void)pn;
    problem[0] = '\0';
    pg *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    if ((size_t)snprintf(s->conninfo, sizeof s->conninfo, "%s", url) >= sizeof s->conninfo) {
        snprintf(err, n, "the PostgreSQL URL is too long");
        pg_close(s);
        return NULL;
    }
    snprintf(s->label, sizeof s->label, "PostgreSQL");
    if (!(s->db = connect_to(s, err, n))) {
        pg_close(s);
        return NULL;
    }
    const char *host = PQhost(s->db);
    snprintf(s->label, sizeof s->label, "PostgreSQL database %s on %s port %s", PQdb(s->db),
             host && host[0] ? host : "localhost", PQport(s->db));
    if (open_tables(s, err, n) != 0) {
        pg_close(s);
        return NULL;
    }
    for (int i = 0; i < PS_COUNT; i++) {
        PGresult *r = PQprepare(s->db, stmts[i].name, stmts[i].sql, stmts[i].nparams,
                                stmts[i].types);
        bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
        PQclear(r);
        if (!ok) {
            char why[300];
            pq_msg(why, sizeof why, "", PQerrorMessage(s->db));
            snprintf(err, n, "%s: %s", s->label, why);
            pg_close(s);
            return NULL;
        }
    }
    return s;
}

static bool pg_claims(const char *where) { return srv_store_is_url(where); }

static const char *pg_label(void *p) { return ((pg *)p)->label; }

static int pg_begin(void *p, char *err, size_t n) { return pq_exec(((pg *)p)->db, "BEGIN", err, n); }

static int pg_commit(void *p, char *err, size_t n)
{
    return pq_exec(((pg *)p)->db, "COMMIT", err, n);
}

static void pg_rollback(void *p)
{
    char why[64];
    (void)pq_exec(((pg *)p)->db, "ROLLBACK", why, sizeof why);
}

static int pg_run(void *p, const srv_store_op *o, char *err, size_t n)
{
    pg *s = p;
    char num[5][24];
    const char *v[8] = {o->id};
    int ps;
    switch (o->kind) {
    case SRV_OP_GAME:
        ps = PS_GAME;
        snprintf(num[0], sizeof num[0], "%" PRId64, o->a);
        snprintf(num[1], sizeof num[1], "%" PRId64, o->b);
        snprintf(num[2], sizeof num[2], "%" PRId64, o->created);
        snprintf(num[3], sizeof num[3], "%" PRId64, o->c);
        v[1] = o->game, v[2] = num[0], v[3] = o->options, v[4] = num[1], v[5] = o->seats;
        v[6] = num[2], v[7] = o->hash_unknown ? NULL : num[3];
        break;
    case SRV_OP_ACTION:
        ps = PS_ACTION;
        snprintf(num[0], sizeof num[0], "%" PRId64, o->a);
        snprintf(num[1], sizeof num[1], "%" PRId64, o->b);
        snprintf(num[2], sizeof num[2], "%" PRId64, o->c);
        v[1] = num[0], v[2] = num[1], v[3] = num[2];
        break;
    case SRV_OP_TRUNCATE:
        ps = PS_TRUNCATE;
        snprintf(num[0], sizeof num[0], "%" PRId64, o->a);
        snprintf(num[1], sizeof num[1], "%" PRId64, o->c);
        v[1] = num[0], v[2] = num[1];
        break;
    default:
        ps = PS_RESIGN;
        snprintf(num[0], sizeof num[0], "%" PRId64, o->a);
        v[1] = num[0];
        break;
    }
    PGresult *r = PQexecPrepared(s->db, stmts[ps].name, stmts[ps].nparams, v, NULL, NULL, 0);
    int rc = 0;
    if (PQresultStatus(r) != PGRES_COMMAND_OK) {
        const char *state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
        if (state && strcmp(state, "23505") == 0) {
            rc = SRV_STORE_CONFLICT;
            if (o->kind == SRV_OP_ACTION)
                snprintf(err, n, "conflict: action %" PRId64 " of game %s is in the store already",
                         o->a, o->id);
            else
                snprintf(err, n, "conflict: game %s is in the store already", o->id);
        } else {
            rc = SRV_STORE_FAILED;
            pq_msg(err, n, s->label, PQerrorMessage(s->db));
        }
    }
    PQclear(r);
    return rc;
}

/* ---- reading ---- */

#define FETCH_ROWS "256"

struct srv_store_cursor {
    pg *s;
    PGconn *c;
    PGresult *rows; /* the current FETCH */
    int at;
    bool done;
};

static void pg_end(srv_store_cursor *c)
{
    char why[64];
    PQclear(c->rows);
    (void)pq_exec(c->c, "ROLLBACK", why, sizeof why); /* read only: nothing to keep */
    free(c);
}

static srv_store_cursor *pg_games(void *p, bool on_demand, const char *only, char *err, size_t n)
{
    (void)on_demand; /* scans always read on their own connection */
    pg *s = p;
    if (!s->rdb && !(s->rdb = connect_to(s, err, n)))
        return NULL;
    if (PQstatus(s->rdb) != CONNECTION_OK)
        PQreset(s->rdb);
    srv_store_cursor *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    c->s = s;
    c->c = s->rdb;
    char why[300];
    const char *v[1] = {only};
    PGresult *r = NULL;
    if (pq_exec(c->c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", why, sizeof why) == 0) {
        r = PQexecParams(c->c, only ? "DECLARE arnak_games NO SCROLL CURSOR FOR SELECT seq, id, "
                                      "game, players, options, seed, seats, resigned, nactions, "
                                      "last_hash, created FROM games WHERE id = $1"
                                    : "DECLARE arnak_games NO SCROLL CURSOR FOR SELECT seq, id, "
                                      "game, players, options, seed, seats, resigned, nactions, "
                                      "last_hash, created FROM games ORDER BY created, seq",
                         only ? 1 : 0, NULL, v, NULL, NULL, 0);
        if (PQresultStatus(r) != PGRES_COMMAND_OK)
            pq_msg(why, sizeof why, "", PQerrorMessage(c->c));
    }
    bool ok = r && PQresultStatus(r) == PGRES_COMMAND_OK;
    PQclear(r);
    if (!ok) {
        snprintf(err, n, "store: %s: its tables cannot be read: %s", s->label, why);
        pg_end(c);
        return NULL;
    }
    return c;
}

static int pg_next(srv_store_cursor *c, srv_store_row *row, char *err, size_t n)
{
    if (c->rows && c->at >= PQntuples(c->rows)) {
        PQclear(c->rows);
        c->rows = NULL;
    }
    if (!c->rows && !c->done) {
        c->rows = PQexec(c->c, "FETCH " FETCH_ROWS " FROM arnak_games");
        c->at = 0;
        if (PQresultStatus(c->rows) != PGRES_TUPLES_OK) {
            pq_msg(err, n, "store: the games table cannot be read to its end",
                   PQerrorMessage(c->c));
            return -1;
        }
        c->done = PQntuples(c->rows) == 0;
    }
    if (c->done)
        return 0;
    PGresult *r = c->rows;
    int i = c->at++;
    static const int tcol[] = {2, 4, 6}, ncol[] = {3, 5, 7, 8};
    memset(row, 0, sizeof *row);
    row->row = strtoll(PQgetvalue(r, i, 0), NULL, 10);
    row->id = PQgetisnull(r, i, 1) ? NULL : PQgetvalue(r, i, 1);
    for (int k = 0; k < 3; k++) {
        row->text_col[k] = PQgetisnull(r, i, tcol[k]) ? SRV_COL_NULL : SRV_COL_OK;
        row->text[k] = row->text_col[k] == SRV_COL_OK ? PQgetvalue(r, i, tcol[k]) : NULL;
    }
    for (int k = 0; k < 4; k++) {
        row->num_col[k] = PQgetisnull(r, i, ncol[k]) ? SRV_COL_NULL : SRV_COL_OK;
        row->num[k] = strtoll(PQgetvalue(r, i, ncol[k]), NULL, 10);
    }
    row->last_col = PQgetisnull(r, i, 9) ? SRV_COL_NULL : SRV_COL_OK;
    row->last_hash = strtoll(PQgetvalue(r, i, 9), NULL, 10);
    row->created = strtoll(PQgetvalue(r, i, 10), NULL, 10);
    return 1;
}

static int pg_actions(srv_store_cursor *c, const char *id, srv_store_action_fn fn, void *ctx,
                      char *err, size_t n)
{
    const char *v[1] = {id};
    PGresult *r = PQexecParams(c->c, "SELECT idx, action, hash FROM actions WHERE game_id = $1 "
                                     "ORDER BY idx", 1, NULL, v, NULL, NULL, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        pq_msg(err, n, "", PQerrorMessage(c->c));
        PQclear(r);
        return -1;
    }
    for (int i = 0, rows = PQntuples(r); i < rows; i++)
        if (fn(ctx, strtoll(PQgetvalue(r, i, 0), NULL, 10),
               !PQgetisnull(r, i, 1) && !PQgetisnull(r, i, 2),
               strtoll(PQgetvalue(r, i, 1), NULL, 10), strtoll(PQgetvalue(r, i, 2), NULL, 10)) != 0)
            break;
    PQclear(r);
    return 0;
}

static long long pg_created(srv_store_cursor *c)
{
    return pq_number(c->c, "SELECT value FROM meta WHERE key = 'games'", 0, NULL);
}

const srv_store_backend srv_store_pg = {
    "postgresql", pg_claims, pg_open,    pg_close, pg_label,  pg_begin,  pg_run,     pg_commit,
    pg_rollback,  pg_games,  pg_next,    pg_actions, pg_end,  pg_created,
};
