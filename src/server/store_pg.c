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
 * A group of batches goes as one query of many statements (BEGIN, each
 * change, COMMIT): one round trip, however many changes.  An action's
 * primary key (game, index) is taken once: a second INSERT of the same step
 * (another process wrote it first) fails with unique_violation and the write
 * reports SRV_STORE_CONFLICT.
 *
 * With several processes on one database (`arnak serve --shared`), each
 * change also sends a notice on its service's channel ("arnak_" and the
 * schema: srv_notify_channel; pg_notify inside the
 * transaction: delivered at its commit, never for a rolled back one):
 * "TAG GAME COUNT KIND", the writer's tag, the game, its count of actions
 * after the change and its kind (a: action, u: undo, r: resignation).  A lost
 * connection is made again (pg_recover) and the group written again.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libpq-fe.h>

#include "multi.h"
#include "store_backend.h"

/* schema_pg.sql as text (generated at build time). */
extern const char srv_pg_schema[];

/* pg_advisory_xact_lock's key while the tables are made or migrated ("arnak"). */
#define SCHEMA_LOCK "418581930347"

typedef struct {
    PGconn *db;  /* the writer's */
    PGconn *rdb; /* scans, opened when first needed */
    char conninfo[2048];
    char label[512];
    char *sql;   /* the group being written: BEGIN; its changes; (COMMIT) */
    size_t len, cap;
    bool oom;
    char tag[128];    /* "": no notices (one process) */
    char channel[64]; /* the service's (srv_notify_channel) */
} pg;

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
    /* each table with the schema version that made it */
    static const struct {
        const char *name;
        int since;
    } tables[] = {{"games", 1}, {"actions", 1}, {"meta", 1}, {"chat", 3}, {"bot_leases", 4}};
    int rc = 0;
    if (have < 0) {
        pq_msg(why, sizeof why, "", PQerrorMessage(s->db));
        snprintf(err, n, "%s: cannot read the schema version: %s", s->label, why);
        rc = -1;
    } else if (have > latest) {
        snprintf(err, n, "%s: the tables are of schema version %lld, this arnak knows up to %d "
                 "(use a newer arnak)", s->label, have, latest);
        rc = -1;
    }
    for (size_t i = 0; i < sizeof tables / sizeof tables[0] && rc == 0; i++) {
        bool there = table_there(s->db, tables[i].name);
        if (have >= tables[i].since && !there) {
            snprintf(err, n, "%s: damaged store: the '%s' table is gone (restore the database from "
                     "a backup; `arnak store check` reports on it)", s->label, tables[i].name);
            rc = -1;
        } else if (have == 0 && there) {
            snprintf(err, n, "%s: a '%s' table is there, but no schema version: not an arnak "
                     "store (use an empty database)", s->label, tables[i].name);
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
    free(s->sql);
    PQfinish(s->rdb);
    PQfinish(s->db);
    free(s);
}

static void *pg_open(const char *url, int *how, char *problem, size_t pn, char *err, size_t n)
{
    (void)pn;
    *how = SRV_STORE_WRITER; /* several processes share a database: a look reads as any */
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
    return s;
}

static bool pg_claims(const char *where) { return srv_store_is_url(where); }

static const char *pg_label(void *p) { return ((pg *)p)->label; }

/* Text onto the group being written (printf-like). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void add(pg *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (s->oom || need < 0)
        return;
    if (s->len + (size_t)need + 1 > s->cap) {
        size_t cap = s->cap ? s->cap : 4096;
        while (cap < s->len + (size_t)need + 1)
            cap *= 2;
        char *n = realloc(s->sql, cap);
        if (!n) {
            s->oom = true;
            return;
        }
        s->sql = n, s->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(s->sql + s->len, s->cap - s->len, fmt, ap);
    va_end(ap);
    s->len += (size_t)need;
}

/* A text as an SQL literal onto the group. */
static void add_literal(pg *s, const char *text)
{
    char *lit = PQescapeLiteral(s->db, text, strlen(text));
    if (!lit) {
        s->oom = true;
        return;
    }
    add(s, "%s", lit);
    PQfreemem(lit);
}

/* A group is one query of many statements, sent at its commit: one round
 * trip for the whole group, however many changes it holds. */
static int pg_begin(void *p, char *err, size_t n)
{
    (void)err, (void)n;
    pg *s = p;
    s->len = 0;
    s->oom = false;
    add(s, "BEGIN;");
    return 0;
}

/* Each change with its effect on the game's row (a game: the count of games
 * created).  Ids are hex, numbers numbers: only the game's name, options and
 * seats need quoting. */
static int pg_run(void *p, const srv_store_op *o, char *err, size_t n)
{
    (void)err, (void)n;
    pg *s = p;
    switch (o->kind) {
    case SRV_OP_GAME:
        add(s, "INSERT INTO games (id, game, players, options, seed, seats, created, nactions, "
            "last_hash) VALUES ('%s',", o->id);
        add_literal(s, o->game);
        add(s, ",%" PRId64 ",", o->a);
        add_literal(s, o->options);
        add(s, ",%" PRId64 ",", o->b);
        add_literal(s, o->seats);
        if (o->hash_unknown)
            add(s, ",%" PRId64 ",0,NULL);", o->created);
        else
            add(s, ",%" PRId64 ",0,%" PRId64 ");", o->created, o->c);
        add(s, "UPDATE meta SET value = value + 1 WHERE key = 'games';");
        break;
    case SRV_OP_ACTION: /* with several processes only as the game's next step, told */
        add(s, "SELECT arnak_act('%s',%" PRId64 ",%" PRId64 ",%" PRId64 ",'%s','%s');", o->id,
            o->a, o->b, o->c, s->channel, s->tag);
        return 0;
    case SRV_OP_TRUNCATE:
        add(s, "DELETE FROM actions WHERE game_id = '%s' AND idx >= %" PRId64 ";", o->id, o->a);
        add(s, "UPDATE games SET nactions = %" PRId64 ", last_hash = %" PRId64 " WHERE id = '%s';",
            o->a, o->c, o->id);
        break;
    case SRV_OP_CHAT:
        add(s, "INSERT INTO chat (game_id, idx, seat, channel, created, body) VALUES ('%s',%" PRId64
            ",%" PRId64 ",'%s',%" PRId64 ",", o->id, o->a, o->b, srv_chat_channel_name((int)o->c),
            o->created);
        add_literal(s, o->body);
        add(s, ");");
        break;
    case SRV_OP_CLOCK:
    case SRV_OP_SEATS:
        add(s, "UPDATE games SET %s = ", o->kind == SRV_OP_CLOCK ? "clock" : "seats");
        if (o->kind == SRV_OP_CLOCK && !o->game)
            add(s, "NULL");
        else
            add_literal(s, o->kind == SRV_OP_CLOCK ? o->game : o->seats);
        add(s, " WHERE id = '%s';", o->id);
        break;
    case SRV_OP_NOTICE:
        if (s->tag[0])
            add(s, "SELECT pg_notify('%s', '%s %s %" PRId64 " %c');", s->channel, s->tag, o->id,
                o->a, (char)o->c);
        return 0;
    default:
        add(s, "UPDATE games SET resigned = %" PRId64 " WHERE id = '%s';", o->a, o->id);
        break;
    }
    /* the others are told of every change but a new game: a step (by arnak_act), an
     * undo, a resignation, a chat row, a clock, seats a bot took over */
    static const char kinds[] = {[SRV_OP_ACTION] = 'a', [SRV_OP_TRUNCATE] = 'u',
                                 [SRV_OP_RESIGN] = 'r', [SRV_OP_CHAT] = 'c',
                                 [SRV_OP_CLOCK] = 'k', [SRV_OP_SEATS] = 's'};
    if (s->tag[0] && o->kind != SRV_OP_GAME && o->kind < (int)sizeof kinds && kinds[o->kind])
        add(s, "SELECT pg_notify('%s', '%s %s ' || (SELECT nactions FROM games WHERE id = "
            "'%s') || ' %c');", s->channel, s->tag, o->id, o->id, kinds[o->kind]);
    return 0;
}

/* A key already taken: which, in the words of SQLite's backend. */
static void conflict_message(const PGresult *r, char *err, size_t n)
{
    const char *detail = PQresultErrorField(r, PG_DIAG_MESSAGE_DETAIL);
    char id[SRV_ID_HEX + 1];
    long long idx;
    if (detail && sscanf(detail, "Key (game_id, idx)=(%16[0-9a-f], %lld)", id, &idx) == 2)
        snprintf(err, n, "conflict: action %lld of game %s is in the store already", idx, id);
    else if (detail && sscanf(detail, "Key (id)=(%16[0-9a-f])", id) == 1)
        snprintf(err, n, "conflict: game %s is in the store already", id);
    else
        snprintf(err, n, "conflict: %s", detail ? detail : "a key is taken");
}

static int pg_commit(void *p, char *err, size_t n)
{
    pg *s = p;
    add(s, "COMMIT");
    if (s->oom) {
        snprintf(err, n, "out of memory");
        return SRV_STORE_FAILED;
    }
    PGresult *r = PQexec(s->db, s->sql);
    int rc = 0;
    if (PQresultStatus(r) != PGRES_COMMAND_OK) {
        const char *state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
        rc = state && strcmp(state, "23505") == 0 ? SRV_STORE_CONFLICT : SRV_STORE_FAILED;
        if (rc == SRV_STORE_CONFLICT)
            conflict_message(r, err, n);
        else
            pq_msg(err, n, s->label, PQerrorMessage(s->db));
    }
    PQclear(r);
    if (s->cap > (1u << 20)) { /* a large copy: give the memory back */
        free(s->sql);
        s->sql = NULL, s->cap = 0;
    }
    return rc;
}

/* After a failed write: 1 when the connection is sound (the failure was the
 * data's: final), 0 once a lost one is made again (a restarted PostgreSQL),
 * -1 while the database does not answer. */
static int pg_recover(void *p, char *err, size_t n)
{
    pg *s = p;
    if (PQstatus(s->db) == CONNECTION_OK) {
        char why[64];
        if (pq_exec(s->db, "SELECT 1", why, sizeof why) == 0)
            return 1;
    }
    PGconn *c = connect_to(s, err, n);
    if (!c)
        return -1;
    PQfinish(s->db);
    s->db = c;
    return 0;
}

/* Whether an action (its game, index, action and hash) or a game's row is in
 * the database: a group is one transaction, so its first such change tells
 * whether the group's commit went through before its answer was lost. */
static int pg_written(void *p, const srv_store_op *o)
{
    pg *s = p;
    char a[24], b[24], c[24];
    snprintf(a, sizeof a, "%" PRId64, o->a);
    snprintf(b, sizeof b, "%" PRId64, o->b);
    snprintf(c, sizeof c, "%" PRId64, o->c);
    const char *v[4] = {o->id, a, b, c};
    long long n = o->kind == SRV_OP_ACTION
                      ? pq_number(s->db, "SELECT count(*) FROM actions WHERE game_id = $1 AND "
                                         "idx = $2 AND action = $3 AND hash = $4", 4, v)
                  : o->kind == SRV_OP_CHAT
                      ? pq_number(s->db, "SELECT count(*) FROM chat WHERE game_id = $1 AND "
                                         "idx = $2", 2, v)
                      : pq_number(s->db, "SELECT count(*) FROM games WHERE id = $1", 1, v);
    return n < 0 ? -1 : n > 0;
}

static void pg_set_tag(void *p, const char *tag)
{
    pg *s = p;
    snprintf(s->tag, sizeof s->tag, "%s", tag);
    srv_notify_channel(s->db, s->channel, sizeof s->channel);
}

static void pg_rollback(void *p)
{
    char why[64];
    (void)pq_exec(((pg *)p)->db, "ROLLBACK", why, sizeof why);
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
    char why[300];
    if (PQstatus(s->rdb) != CONNECTION_OK || pq_exec(s->rdb, "SELECT 1", why, sizeof why) != 0)
        PQreset(s->rdb); /* lost (a restarted PostgreSQL): made again */
    srv_store_cursor *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    c->s = s;
    c->c = s->rdb;
    const char *v[1] = {only};
    PGresult *r = NULL;
    if (pq_exec(c->c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", why, sizeof why) == 0) {
        r = PQexecParams(c->c, only ? "DECLARE arnak_games NO SCROLL CURSOR FOR SELECT seq, id, "
                                      "game, players, options, seed, seats, resigned, nactions, "
                                      "last_hash, created, clock FROM games WHERE id = $1"
                                    : "DECLARE arnak_games NO SCROLL CURSOR FOR SELECT seq, id, "
                                      "game, players, options, seed, seats, resigned, nactions, "
                                      "last_hash, created, clock FROM games ORDER BY created, seq",
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
    row->clock = PQgetisnull(r, i, 11) ? NULL : PQgetvalue(r, i, 11);
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

static int pg_chat(srv_store_cursor *c, const char *id, srv_store_chat_fn fn, void *ctx, char *err,
                   size_t n)
{
    const char *v[1] = {id};
    PGresult *r = PQexecParams(c->c, "SELECT idx, seat, channel, created, body FROM chat "
                                     "WHERE game_id = $1 ORDER BY idx", 1, NULL, v, NULL, NULL, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        pq_msg(err, n, "", PQerrorMessage(c->c));
        PQclear(r);
        return -1;
    }
    for (int i = 0, rows = PQntuples(r); i < rows; i++)
        if (fn(ctx, strtoll(PQgetvalue(r, i, 0), NULL, 10), strtoll(PQgetvalue(r, i, 1), NULL, 10),
               PQgetisnull(r, i, 2) ? NULL : PQgetvalue(r, i, 2),
               strtoll(PQgetvalue(r, i, 3), NULL, 10),
               PQgetisnull(r, i, 4) ? NULL : PQgetvalue(r, i, 4)) != 0)
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
    pg_rollback,  pg_games,  pg_next,    pg_actions, pg_end,  pg_created, pg_chat,
    pg_recover, pg_written, pg_set_tag, false,  NULL,
};
