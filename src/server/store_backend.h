/* store_backend.h - what store.c (the shared part of the store: batches, the
 * writer thread, the integrity rules) asks of a database, and the two that
 * answer: SQLite (store_sqlite.c) and PostgreSQL (store_pg.c).  Only the
 * store's files include it.
 *
 * A backend keeps rows and reads them back as they are; it judges nothing.
 * The rules that make a row trustworthy (an id that is an id, counts that
 * match, the last hash the row's) are store.c's, the same for every backend. */
#ifndef SRV_STORE_BACKEND_H
#define SRV_STORE_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "internal.h"

enum { SRV_OP_GAME, SRV_OP_ACTION, SRV_OP_TRUNCATE, SRV_OP_RESIGN, SRV_OP_CHAT, SRV_OP_CLOCK,
       SRV_OP_SEATS, SRV_OP_NOTICE /* a notice alone (kind in c, count in a): tagged only */ };

/* One change noted by the hub, written by the writer thread in its batch's
 * transaction. */
typedef struct srv_store_op {
    struct srv_store_op *next;
    int kind;
    char id[SRV_ID_HEX + 1];
    int64_t a, b, c; /* players/seed/hash, index/action/hash, keep/-/hash, seat,
                        chat: index/seat/channel */
    int64_t created; /* a game's creation time (seconds since 1970) */
    bool hash_unknown; /* a game's row without a hash (an older store's copy) */
    char *game, *options, *seats; /* SRV_OP_SEATS: seats; SRV_OP_CLOCK: the clock in game */
    char *body; /* a chat row's text */
} srv_store_op;

/* The form a column was found in (a damaged SQLite file can hold anything). */
enum { SRV_COL_OK, SRV_COL_NULL, SRV_COL_WRONG };

/* A row's MAC as checked (SQLite's key, store_mac.h; PostgreSQL: unchecked). */
enum { SRV_MAC_UNCHECKED, SRV_MAC_OK, SRV_MAC_WRONG, SRV_MAC_MISSING };

/* One games row as a backend read it, before store.c's checks. */
typedef struct {
    long long row;                           /* its place in creation order */
    long long created;                       /* seconds since 1970 */
    const char *id;                          /* NULL: NULL or not text */
    const char *text[3];                     /* game, options, seats; NULL: see text_col */
    int text_col[3];                         /* SRV_COL_* */
    long long num[4];                        /* players, seed, resigned, nactions */
    int num_col[4];                          /* SRV_COL_* */
    long long last_hash;
    int last_col;                            /* SRV_COL_*: NULL only before a first action */
    const char *clock;                       /* the clock's stored form, NULL: none */
    int mac;                                 /* SRV_MAC_* */
} srv_store_row;

/* An action as read: ok false when a value of it is NULL or damaged. */
typedef int (*srv_store_action_fn)(void *ctx, long long idx, bool ok, int64_t action,
                                   int64_t hash);

/* A chat row as read: channel and body NULL when damaged or NULL. */
typedef int (*srv_store_chat_fn)(void *ctx, long long idx, long long seat, const char *channel,
                                 long long created, const char *body);

typedef struct srv_store_cursor srv_store_cursor;

typedef struct {
    const char *name; /* "sqlite", "postgresql" */
    /* Whether `where` (a --store argument) names a database of this kind. */
    bool (*claims)(const char *where);
    /* Opens or creates the database and brings its tables up to date; NULL
     * with one line in err.  *how: SRV_STORE_WRITER or SRV_STORE_LOOK
     * (server.h), left SRV_STORE_LOOK only when opened read-only.  problem (n bytes) gets what the database found wrong with
     * itself (SQLite's quick_check), or stays "". */
    void *(*open)(const char *where, int *how, char *problem, size_t pn, char *err, size_t n);
    void (*close)(void *db);
    /* What to call it in messages (never a password). */
    const char *(*label)(void *db);
    /* The writer thread's transaction.  run and commit: 0, SRV_STORE_FAILED
     * or SRV_STORE_CONFLICT (the primary key of a game or an action is
     * taken), with a message; a backend may send the changes only at commit. */
    int (*begin)(void *db, char *err, size_t n);
    int (*run)(void *db, const srv_store_op *o, char *err, size_t n);
    int (*commit)(void *db, char *err, size_t n);
    void (*rollback)(void *db);
    /* Reading: the games rows (only: the one game with that id) in creation
     * order, on the writer's connection at start or on a reading connection
     * of its own (on_demand: the network thread while the writer writes). */
    srv_store_cursor *(*games)(void *db, bool on_demand, const char *only, char *err, size_t n);
    /* 1 and the next row, 0 at the end, -1 with a message. */
    int (*next)(srv_store_cursor *c, srv_store_row *row, char *err, size_t n);
    /* Calls fn for each action of game id in index order (fn's nonzero stops
     * it): 0, or -1 with a message when they cannot be read. */
    int (*actions)(srv_store_cursor *c, const char *id, srv_store_action_fn fn, void *ctx,
                   char *err, size_t n);
    void (*end)(srv_store_cursor *c);
    /* How many games the store ever created (meta), read as the cursor reads
     * (the same snapshot where the database has one), -1 when that is gone,
     * -2 when it was changed outside the server (its MAC). */
    long long (*created)(srv_store_cursor *c);
    /* Calls fn for each chat row of game id in index order, as actions. */
    int (*chat)(srv_store_cursor *c, const char *id, srv_store_chat_fn fn, void *ctx, char *err,
                size_t n);
    /* After a failed write: 1 when the connection is sound (the failure is
     * final), 0 once a lost connection is made anew (write again), -1 while
     * the database does not answer; NULL where a failed write is final. */
    int (*recover)(void *db, char *err, size_t n);
    /* After a lost connection was made anew: whether change o (an action or
     * a game) is in the database as written (1), not (0), or -1: the group's
     * commit went through when its answer was lost.  NULL with recover. */
    int (*written)(void *db, const srv_store_op *o);
    /* Several processes: each commit also tells the others which games it
     * changed, with this tag (NULL: a database that cannot). */
    void (*set_tag)(void *db, const char *tag);
    /* A database in a local file, whose commit never waits for a server: the
     * thread that submits a batch writes it (no writer thread).  Handing each
     * commit to a writer and its answer back costs two wakeups, which at one
     * action per commit is a tenth of the CPU an action takes, and on two
     * cores a closed loop's throughput.  False where a commit is a round trip
     * or waits out a restarted server: the network thread must not stop. */
    bool commit_on_submit;
    /* An online copy of the store at `where` into the new file `out`, safe
     * while a server writes it: 0, or -1 with a message.  NULL: the database
     * has its own tools (PostgreSQL: pg_dump). */
    int (*backup)(const char *where, const char *out, char *err, size_t n);
} srv_store_backend;

extern const srv_store_backend srv_store_sqlite;
#ifndef SRV_STORE_NO_PG
extern const srv_store_backend srv_store_pg;
#endif

#endif
