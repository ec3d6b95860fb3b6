/* store.c - the server's store: games and their actions in a database, the
 * part that is the same for every database (store_backend.h): SQLite in a
 * folder, the embedded default (store_sqlite.c), or PostgreSQL named by a
 * postgresql:// URL (store_pg.c), chosen by the store argument.
 *
 * Group commit: the hub notes its changes (srv_store_add_*) into the current
 * batch, and srv_store_submit() writes each turn's batch in one transaction.
 * SQLite's commit is written there and then, by the network thread (a local
 * file: commit_on_submit); what arrives during its fsync is read in the next
 * turn and shares the next commit.  PostgreSQL's is handed to a writer
 * thread, which runs every batch waiting for it in one transaction while the
 * network thread goes on, and waits out a restarted server.
 * A batch is durable when COMMIT returns (SQLite: WAL with synchronous=FULL;
 * PostgreSQL: synchronous_commit); the hub delivers the acknowledgements of
 * a batch only once srv_store_committed() has reached it.
 *
 * Tables: games (one row per game: setup, seats, resignation, and the number
 * of its actions with the state hash after the last one), actions (game,
 * index, action, state hash after it; the primary key (game, index), so that
 * a step is committed once: a second writer of it gets SRV_STORE_CONFLICT)
 * meta (how many games were ever created) and chat (each game's chat rows and
 * seats' first joins, table.h: read back with their game, never part of its
 * integrity: a damaged row is left out, the game is served).  The store proves its own
 * integrity at start (docs/SCALING.md, "Integrity"), by the same rules for
 * both databases: per game, actions 0..n-1 all there, as many as its row
 * says, the last hash the row's; the hub then replays each game and compares
 * every state with its stored hash, so the hashes chain from the setup to
 * the row's last hash; as many rows as games created.  A game that fails is
 * quarantined (kept, not served, one log line), never rolled back in
 * silence.  What only one database can check (SQLite's quick_check, its
 * marker file) is its backend's.
 */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "store_backend.h"

/* Games whose ops the writer leaves out (a conflict found them written by
 * another process): poisoned until the hub has reloaded the game. */
#define MAX_POISON 256

typedef struct batch {
    struct batch *next;
    srv_store_op *ops;
    uint64_t no;
} batch;

struct srv_store {
    const srv_store_backend *be;
    void *db;
    bool read_only;              /* a look at a live store (SRV_STORE_LOOK) */
    char check[256];             /* what the database found wrong with itself, then what
                                    the last full scan found (games without a row), or "" */
    size_t check_base;           /* the length of the database's own part */
    srv_store_op *cur, *cur_tail; /* the batch being noted (network thread only) */
    pthread_t writer;
    bool writer_on;
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    batch *q, *q_tail;      /* submitted, not yet written */
    uint64_t submitted;     /* network thread only */
    bool tagged;            /* several processes: notices are sent (network thread only) */
    uint64_t committed;     /* under mu */
    int failed;             /* under mu: 0, SRV_STORE_FAILED or SRV_STORE_CONFLICT */
    bool stop;              /* under mu */
    char err[272];          /* under mu: "store: " and a backend's line */
    void (*wake)(void *ctx);
    void *wake_ctx;
    /* under mu: games whose ops are left out of every batch numbered up to
     * `until` (UINT64_MAX: until the hub has reloaded them), and the
     * conflicts the hub has not taken yet (srv_store_conflicts) */
    struct {
        char id[SRV_ID_HEX + 1];
        uint64_t until;
    } poison[MAX_POISON];
    int npoison;
    srv_store_conflict events[MAX_POISON];
    int nevents;
};

static void *writer(void *arg);
static void free_ops(srv_store_op *o);

/* The databases this program can keep games in; the last takes what no
 * other claims (a folder).  A build without libpq (the fuzz targets) has
 * SQLite only. */
static const srv_store_backend *const backends[] = {
#ifndef SRV_STORE_NO_PG
    &srv_store_pg,
#endif
    &srv_store_sqlite,
};

srv_store *srv_store_open(const char *where, char *err, size_t n)
{
    return srv_store_open_as(where, SRV_STORE_WRITER, err, n);
}

static const srv_store_backend *backend_of(const char *where)
{
    size_t nb = sizeof backends / sizeof *backends, i = 0;
    while (i + 1 < nb && !backends[i]->claims(where))
        i++;
    return srv_store_is_url(where) && !backends[i]->claims(where) ? NULL : backends[i];
}

int srv_store_backup(const char *where, const char *out, char *err, size_t n)
{
    const srv_store_backend *be = backend_of(where);
    if (!be || !be->backup) {
        snprintf(err, n, "%s", be ? "a PostgreSQL store is backed up with pg_dump "
                 "(docs/SCALING.md, \"Backups\")" : "this build of arnak has no PostgreSQL store");
        return -1;
    }
    return be->backup(where, out, err, n);
}

bool srv_store_read_only(const srv_store *s) { return s->read_only; }

srv_store *srv_store_open_as(const char *where, int how, char *err, size_t n)
{
    const srv_store_backend *be = backend_of(where);
    if (!be) {
        snprintf(err, n, "this build of arnak has no PostgreSQL store");
        return NULL;
    }
    srv_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    s->be = be;
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->work, NULL);
    pthread_cond_init(&s->done, NULL);
    if (!(s->db = s->be->open(where, &how, s->check, sizeof s->check, err, n))) {
        srv_store_close(s);
        return NULL;
    }
    s->check_base = strlen(s->check);
    s->read_only = how == SRV_STORE_LOOK;
    if (s->be->commit_on_submit)
        return s;
    if (pthread_create(&s->writer, NULL, writer, s) != 0) {
        snprintf(err, n, "cannot start the store's writer thread");
        srv_store_close(s);
        return NULL;
    }
    s->writer_on = true;
    return s;
}

const char *srv_store_problem(const srv_store *s) { return s->check; }

const char *srv_store_label(const srv_store *s) { return s->be->label(s->db); }

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
    if (s->db)
        s->be->close(s->db);
    free(s);
}

static srv_store_op *note(srv_store *s, int kind, const char *id)
{
    srv_store_op *o = calloc(1, sizeof *o);
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

static int note_game(srv_store *s, const char *id, const char *game, int players,
                     const char *options, uint64_t seed, const char *seats, uint64_t hash,
                     int64_t created)
{
    srv_store_op *o = note(s, SRV_OP_GAME, id);
    if (!o)
        return -1;
    o->a = players;
    o->b = (int64_t)seed;
    o->c = (int64_t)hash;
    o->created = created;
    o->game = strdup(game);
    o->options = strdup(options);
    o->seats = strdup(seats);
    return o->game && o->options && o->seats ? 0 : -1;
}

int srv_store_add_game(srv_store *s, const char *id, const char *game, int players,
                       const char *options, uint64_t seed, const char *seats, uint64_t hash)
{
    return note_game(s, id, game, players, options, seed, seats, hash, (int64_t)time(NULL));
}

/* An operation with numbers only (an action, an undo, a resignation). */
static int note_numbers(srv_store *s, int kind, const char *id, int64_t a, int64_t b, int64_t c)
{
    srv_store_op *o = note(s, kind, id);
    if (!o)
        return -1;
    o->a = a;
    o->b = b;
    o->c = c;
    return 0;
}

int srv_store_add_action(srv_store *s, const char *id, size_t index, game_action a, uint64_t hash)
{
    return note_numbers(s, SRV_OP_ACTION, id, (int64_t)index, (int64_t)a, (int64_t)hash);
}

int srv_store_truncate(srv_store *s, const char *id, size_t keep, uint64_t hash)
{
    return note_numbers(s, SRV_OP_TRUNCATE, id, (int64_t)keep, 0, (int64_t)hash);
}

int srv_store_resign(srv_store *s, const char *id, int seat)
{
    return note_numbers(s, SRV_OP_RESIGN, id, seat, 0, 0);
}

int srv_store_notice(srv_store *s, const char *id, char kind, long long count)
{
    return s->tagged ? note_numbers(s, SRV_OP_NOTICE, id, count, 0, kind) : 0;
}

int srv_store_add_chat(srv_store *s, const char *id, long long idx, int seat, int channel,
                       long long created, const char *body)
{
    srv_store_op *o = note(s, SRV_OP_CHAT, id);
    if (!o)
        return -1;
    o->a = idx;
    o->b = seat;
    o->c = channel;
    o->created = created;
    o->body = strdup(body);
    return o->body ? 0 : -1;
}

static int note_text(srv_store *s, int kind, const char *id, const char *text)
{
    srv_store_op *o = note(s, kind, id);
    if (!o)
        return -1;
    char *copy = text ? strdup(text) : NULL;
    if (text && !copy)
        return -1;
    if (kind == SRV_OP_SEATS)
        o->seats = copy;
    else
        o->game = copy;
    return 0;
}

int srv_store_set_clock(srv_store *s, const char *id, const char *clock)
{
    return note_text(s, SRV_OP_CLOCK, id, clock);
}

int srv_store_set_seats(srv_store *s, const char *id, const char *seats)
{
    return seats ? note_text(s, SRV_OP_SEATS, id, seats) : -1;
}

int srv_store_add_copy(srv_store *s, const srv_stored_game *sg)
{
    /* The row's hash is the last action's once they are written; a game with
     * none keeps its row's (NULL for an older one: known as not known). */
    if (note_game(s, sg->id, sg->game, sg->players, sg->options, sg->seed, sg->seats,
                  sg->last_hash, sg->created) != 0)
        return -1;
    s->cur_tail->hash_unknown = !sg->last_known;
    for (size_t i = 0; i < sg->nactions; i++)
        if (srv_store_add_action(s, sg->id, i, sg->actions[i], sg->hashes[i]) != 0)
            return -1;
    for (size_t i = 0; i < sg->nchat; i++) {
        const srv_stored_chat *m = &sg->chat[i];
        if (srv_store_add_chat(s, sg->id, m->idx, m->seat, m->channel, m->created, m->body) != 0)
            return -1;
    }
    if (sg->clock && sg->clock[0] && srv_store_set_clock(s, sg->id, sg->clock) != 0)
        return -1;
    return sg->resigned >= 0 ? srv_store_resign(s, sg->id, sg->resigned) : 0;
}

static void free_ops(srv_store_op *o)
{
    while (o) {
        srv_store_op *n = o->next;
        free(o->game);
        free(o->options);
        free(o->seats);
        free(o->body);
        free(o);
        o = n;
    }
}

/* Whether an op of batch `no` is left out: its game is poisoned (under mu). */
static bool poisoned(srv_store *s, const char *id, uint64_t no)
{
    for (int i = 0; i < s->npoison; i++)
        if (s->poison[i].until >= no && strcmp(s->poison[i].id, id) == 0)
            return true;
    return false;
}

/* Every batch of the list in one transaction, the poisoned games' ops left
 * out: 0, or the failure's code.  The backend runs without the lock (SQLite
 * writes as it goes): the poisoned games are looked up under it first. */
static int write_batches(srv_store *s, batch *list, uint64_t *last, char *err, size_t n)
{
    int rc = s->be->begin(s->db, err, n) == 0 ? 0 : SRV_STORE_FAILED;
    pthread_mutex_lock(&s->mu);
    bool any = s->npoison > 0;
    pthread_mutex_unlock(&s->mu);
    for (batch *b = list; b; b = b->next) {
        for (const srv_store_op *o = b->ops; o && rc == 0; o = o->next) {
            bool skip = false;
            if (any) {
                pthread_mutex_lock(&s->mu);
                skip = poisoned(s, o->id, b->no);
                pthread_mutex_unlock(&s->mu);
            }
            if (!skip)
                rc = s->be->run(s->db, o, err, n);
        }
        *last = b->no;
    }
    if (rc == 0)
        rc = s->be->commit(s->db, err, n);
    if (rc != 0)
        s->be->rollback(s->db);
    return rc;
}

/* The game a conflict's message names ("... game <id> ..."), or false. */
static bool conflict_game(const char *err, char *id)
{
    const char *p = strstr(err, "game ");
    return p && sscanf(p, "game %16[0-9a-f]", id) == 1;
}

/* A conflict on one game: its ops are left out from the group's first batch
 * on, until the hub reloads it; the group is written again without them.
 * False when the game cannot be told or no room is left (then it fails). */
static bool poison_game(srv_store *s, const char *err, uint64_t first)
{
    char id[SRV_ID_HEX + 1];
    if (!conflict_game(err, id))
        return false;
    pthread_mutex_lock(&s->mu);
    bool ok = !poisoned(s, id, UINT64_MAX) && s->npoison < MAX_POISON && s->nevents < MAX_POISON;
    if (ok) {
        snprintf(s->poison[s->npoison].id, sizeof s->poison[0].id, "%s", id);
        s->poison[s->npoison++].until = UINT64_MAX;
        snprintf(s->events[s->nevents].id, sizeof s->events[0].id, "%s", id);
        s->events[s->nevents++].from = first;
    }
    pthread_mutex_unlock(&s->mu);
    return ok;
}

/* Poisoned games the hub reloaded whose batches are all written leave the
 * list (under mu). */
static void forget_poison(srv_store *s, uint64_t written)
{
    int k = 0;
    for (int i = 0; i < s->npoison; i++)
        if (s->poison[i].until > written)
            s->poison[k++] = s->poison[i];
    s->npoison = k;
}

/* After a lost connection: whether the group was committed before its answer
 * was lost (1), not (0), or cannot be told (-1), by its first action, game
 * or chat line (a group is one transaction).  A group of undos and
 * resignations only is written again: they give the same rows twice. */
static int written_before(srv_store *s, batch *list)
{
    if (!s->be->written)
        return 0;
    for (batch *b = list; b; b = b->next)
        for (const srv_store_op *o = b->ops; o; o = o->next) {
            pthread_mutex_lock(&s->mu);
            bool skip = poisoned(s, o->id, b->no);
            pthread_mutex_unlock(&s->mu);
            if (!skip && (o->kind == SRV_OP_ACTION || o->kind == SRV_OP_GAME ||
                          o->kind == SRV_OP_CHAT))
                return s->be->written(s->db, o);
        }
    return 0;
}

/* A group of batches written: a conflict leaves its game out and writes the
 * rest again; a lost connection (a database restarted) is waited out and
 * the group written again, so that nothing is acknowledged while the
 * database is away and nothing is lost.  0, or the failure's code. */
static int write_group(srv_store *s, batch *list, uint64_t *last, char *err, size_t n)
{
    for (int waited = 0;;) {
        int rc = write_batches(s, list, last, err, n);
        if (rc == SRV_STORE_CONFLICT && poison_game(s, err, list->no))
            continue;
        if (rc != SRV_STORE_FAILED || !s->be->recover)
            return rc;
        char why[256];
        int back;
        while ((back = s->be->recover(s->db, why, sizeof why)) < 0) {
            pthread_mutex_lock(&s->mu);
            bool stop = s->stop;
            pthread_mutex_unlock(&s->mu);
            if (stop && waited >= 20)
                return rc; /* stopping: a few seconds' wait at most */
            if (waited++ % 40 == 0)
                fprintf(stderr, "arnak: store: %s; writing again once it is back\n", err);
            nanosleep(&(struct timespec){0, 250 * 1000 * 1000}, NULL);
        }
        if (back > 0)
            return rc; /* the connection is sound: the failure is final */
        if (waited > 0)
            fprintf(stderr, "arnak: store: back; the waiting changes are written\n");
        int done = written_before(s, list);
        if (done != 0)
            return done > 0 ? 0 : rc;
    }
}

/* Every waiting batch in one transaction, then "committed" (called and
 * returning with mu held). */
static void write_waiting(srv_store *s)
{
    batch *list = s->q;
    s->q = s->q_tail = NULL;
    int failed = s->failed;
    pthread_mutex_unlock(&s->mu);
    uint64_t last = 0;
    char err[256] = "";
    int rc = failed ? failed : SRV_STORE_FAILED;
    if (!failed && s->read_only)
        snprintf(err, sizeof err, "read-only: a look at a store another process writes");
    else if (!failed)
        rc = write_group(s, list, &last, err, sizeof err);
    while (list) {
        batch *nb = list->next;
        free_ops(list->ops);
        free(list);
        list = nb;
    }
    pthread_mutex_lock(&s->mu);
    if (rc == 0) {
        s->committed = last;
        forget_poison(s, last);
    } else if (!s->failed) {
        s->failed = rc;
        snprintf(s->err, sizeof s->err, "store: %s", err);
    }
    pthread_cond_broadcast(&s->done);
}

/* The writer: the waiting batches, then a wake of the network thread. */
static void *writer(void *arg)
{
    srv_store *s = arg;
    pthread_mutex_lock(&s->mu);
    for (;;) {
        while (!s->q && !s->stop)
            pthread_cond_wait(&s->work, &s->mu);
        if (!s->q)
            break; /* stopping, and nothing left to write */
        write_waiting(s);
        if (s->wake)
            s->wake(s->wake_ctx);
    }
    pthread_mutex_unlock(&s->mu);
    return NULL;
}

int srv_store_conflicts(srv_store *s, srv_store_conflict *out, int max)
{
    pthread_mutex_lock(&s->mu);
    int k = s->nevents < max ? s->nevents : max;
    memcpy(out, s->events, (size_t)k * sizeof *out);
    memmove(s->events, s->events + k, (size_t)(s->nevents - k) * sizeof *s->events);
    s->nevents -= k;
    pthread_mutex_unlock(&s->mu);
    return k;
}

void srv_store_reloaded(srv_store *s, const char *id)
{
    pthread_mutex_lock(&s->mu);
    for (int i = 0; i < s->npoison; i++)
        if (strcmp(s->poison[i].id, id) == 0 && s->poison[i].until == UINT64_MAX)
            s->poison[i].until = s->submitted;
    pthread_mutex_unlock(&s->mu);
}

void srv_store_set_tag(srv_store *s, const char *tag)
{
    if (s->be->set_tag) {
        s->be->set_tag(s->db, tag);
        s->tagged = tag && tag[0];
    }
}

void srv_store_set_wake(srv_store *s, void (*wake)(void *ctx), void *ctx)
{
    pthread_mutex_lock(&s->mu);
    s->wake = wake;
    s->wake_ctx = ctx;
    pthread_mutex_unlock(&s->mu);
}

uint64_t srv_store_next_batch(const srv_store *s) { return s->submitted + 1; }

uint64_t srv_store_submit(srv_store *s)
{
    if (!s->cur)
        return s->submitted;
    batch *b = malloc(sizeof *b);
    pthread_mutex_lock(&s->mu);
    if (!b) {
        /* Nothing of this batch can be written: fail like a failed commit. */
        s->failed = SRV_STORE_FAILED;
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
    if (s->writer_on)
        pthread_cond_signal(&s->work); /* b belongs to the writer now */
    else
        write_waiting(s); /* committed (or failed) on return */
    pthread_mutex_unlock(&s->mu);
    return no;
}

int srv_store_wait_for(srv_store *s, double seconds)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until); /* the condition's clock */
    double ns = (double)until.tv_nsec + seconds * 1e9;
    until.tv_sec += (time_t)(ns / 1e9);
    until.tv_nsec = (long)(ns - (double)(time_t)(ns / 1e9) * 1e9);
    pthread_mutex_lock(&s->mu);
    int rc = s->committed >= s->submitted || s->failed ? -1 : 0;
    while (rc == 0 && pthread_cond_timedwait(&s->done, &s->mu, &until) == 0)
        if (s->committed >= s->submitted || s->failed)
            rc = 1;
    pthread_mutex_unlock(&s->mu);
    return rc;
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

int srv_store_error(srv_store *s)
{
    pthread_mutex_lock(&s->mu);
    int e = s->failed;
    pthread_mutex_unlock(&s->mu);
    return e;
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
    size_t cap, k;
    char name[40], damage[200];
    srv_stored_chat *chat; /* the game's chat rows (bodies owned) */
    size_t nchat, capchat;
} scan_buf;

static bool hex_id(const char *id)
{
    size_t len = id ? strlen(id) : 0;
    if (len == 0 || len > SRV_ID_HEX)
        return false;
    for (size_t i = 0; i < len; i++)
        if (!((id[i] >= '0' && id[i] <= '9') || (id[i] >= 'a' && id[i] <= 'f')))
            return false;
    return true;
}

static const char *const text_names[] = {"game", "options", "seats"};
static const char *const num_names[] = {"players", "seed", "resigned", "nactions"};

/* A human seat's token hash: SRV_TOKEN_HASH_HEX hex digits (a seat that
 * nobody can join is damage, whoever emptied it).  "" or what is wrong. */
static void check_seats(const char *seats, char *damage, size_t n)
{
    json_t *js = json_loads(seats, 0, NULL);
    size_t i;
    json_t *seat;
    json_array_foreach(js, i, seat) {
        const char *kind = json_string_value(json_object_get(seat, "kind"));
        const char *hash = json_string_value(json_object_get(seat, "token_hash"));
        if (!kind || strcmp(kind, "human") != 0)
            continue;
        size_t len = hash ? strlen(hash) : 0;
        bool hex = len == SRV_TOKEN_HASH_HEX && strspn(hash, "0123456789abcdef") == len;
        if (!hex) {
            snprintf(damage, n, "seat %zu's token hash is %s", i,
                     !hash ? "missing" : len == 0 ? "empty" : "not a hash");
            break;
        }
    }
    json_decref(js);
}

/* Fills sg from a games row; false (with b->damage) for a row a server
 * cannot trust: a NULL, a wrong type, an id that is no id, an impossible
 * count. */
static bool check_row(const srv_store_row *r, srv_stored_game *sg, scan_buf *b)
{
    sg->row = r->row;
    if (hex_id(r->id)) {
        snprintf(b->name, sizeof b->name, "%s", r->id);
    } else {
        snprintf(b->name, sizeof b->name, "(row %lld)", r->row);
        snprintf(b->damage, sizeof b->damage, "its id is %s", r->id ? "not a game id" : "NULL");
    }
    sg->id = b->name;
    for (int i = 0; i < 3; i++)
        if (r->text_col[i] != SRV_COL_OK && !b->damage[0])
            snprintf(b->damage, sizeof b->damage, "column %s is %s", text_names[i],
                     r->text_col[i] == SRV_COL_NULL ? "NULL" : "not text");
    sg->game = r->text[0] ? r->text[0] : "";
    sg->options = r->text[1] ? r->text[1] : "";
    sg->seats = r->text[2] ? r->text[2] : "";
    sg->clock = r->clock ? r->clock : "";
    for (int i = 0; i < 4; i++)
        if (r->num_col[i] != SRV_COL_OK && !b->damage[0])
            snprintf(b->damage, sizeof b->damage, "column %s is %s", num_names[i],
                     r->num_col[i] == SRV_COL_NULL ? "NULL" : "not a number");
    sg->players = (int)r->num[0];
    sg->seed = (uint64_t)r->num[1];
    sg->resigned = (int)r->num[2];
    long long count = r->num[3];
    sg->nactions = count > 0 ? (size_t)count : 0;
    sg->last_known = r->last_col == SRV_COL_OK;
    sg->last_hash = (uint64_t)r->last_hash;
    if (!b->damage[0] && (count < 0 || count > 100000000))
        snprintf(b->damage, sizeof b->damage, "its action count %lld is impossible", count);
    if (!b->damage[0] && !sg->last_known && (count > 0 || r->last_col != SRV_COL_NULL))
        snprintf(b->damage, sizeof b->damage, "column last_hash is %s",
                 r->last_col == SRV_COL_NULL ? "NULL" : "not a number");
    if (!b->damage[0])
        check_seats(sg->seats, b->damage, sizeof b->damage);
    if (!b->damage[0] && (r->mac == SRV_MAC_WRONG || r->mac == SRV_MAC_MISSING))
        snprintf(b->damage, sizeof b->damage, "its row was %s outside the server (%s)",
                 r->mac == SRV_MAC_WRONG ? "changed" : "written",
                 r->mac == SRV_MAC_WRONG ? "its MAC does not match the store's key"
                                         : "it carries no MAC");
    return b->damage[0] == '\0';
}

/* One action as read: in its place (0, 1, 2, ...), with its values. */
static int take_action(void *ctx, long long idx, bool ok, int64_t action, int64_t hash)
{
    scan_buf *b = ctx;
    if (idx != (long long)b->k) {
        snprintf(b->damage, sizeof b->damage, "action %zu is missing", b->k);
        return 1;
    }
    if (!ok) {
        snprintf(b->damage, sizeof b->damage, "action %zu has a NULL or damaged value", b->k);
        return 1;
    }
    if (b->k == b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 1024;
        game_action *na = realloc(b->a, cap * sizeof *na);
        if (na)
            b->a = na;
        uint64_t *nh = na ? realloc(b->h, cap * sizeof *nh) : NULL;
        if (!nh) {
            snprintf(b->damage, sizeof b->damage, "out of memory reading its actions");
            return 1;
        }
        b->h = nh;
        b->cap = cap;
    }
    b->a[b->k] = (game_action)action;
    b->h[b->k] = (uint64_t)hash;
    b->k++;
    return 0;
}

/* The game's actions: 0..n-1 each once, as many as its row says, the last
 * one's hash the row's.  False with b->damage otherwise. */
static bool check_actions(srv_store *s, srv_store_cursor *c, srv_stored_game *sg, scan_buf *b)
{
    char why[200];
    b->k = 0;
    if (s->be->actions(c, sg->id, take_action, b, why, sizeof why) != 0 && !b->damage[0])
        snprintf(b->damage, sizeof b->damage, "its actions cannot be read: %.160s", why);
    size_t k = b->k, want = sg->nactions;
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

static void free_chat(scan_buf *b)
{
    for (size_t i = 0; i < b->nchat; i++)
        free((char *)b->chat[i].body);
    b->nchat = 0;
}

/* One chat row as read: a damaged one (NULL text, an unknown channel, a seat
 * out of range) is left out; the game's moves do not depend on its chat. */
static int take_chat(void *ctx, long long idx, long long seat, const char *channel,
                     long long created, const char *body)
{
    scan_buf *b = ctx;
    int ch = channel ? srv_chat_channel(channel) : -1;
    if (ch < 0 || !body || seat < SRV_SPECTATOR || seat >= GAME_MAX_PLAYERS)
        return 0;
    if (b->nchat == b->capchat) {
        size_t cap = b->capchat ? 2 * b->capchat : 64;
        srv_stored_chat *nc = realloc(b->chat, cap * sizeof *nc);
        if (!nc)
            return 1;
        b->chat = nc;
        b->capchat = cap;
    }
    char *copy = strdup(body);
    if (!copy)
        return 1;
    b->chat[b->nchat++] = (srv_stored_chat){idx, created, (int)seat, ch, copy};
    return 0;
}

/* The game's chat (a store without the chat table has none to read). */
static void read_chat(srv_store *s, srv_store_cursor *c, srv_stored_game *sg, scan_buf *b)
{
    char why[200];
    free_chat(b);
    if (s->be->chat(c, sg->id, take_chat, b, why, sizeof why) != 0)
        fprintf(stderr, "arnak: game %s: its chat cannot be read: %s\n", sg->id, why);
    sg->chat = b->chat;
    sg->nchat = b->nchat;
}

/* Games the store created against the rows there are: a lost row is told
 * (once: each full scan tells it anew). */
static void count_rows(srv_store *s, srv_store_cursor *c, long long rows)
{
    long long made = s->be->created(c);
    size_t len = s->check_base;
    s->check[len] = '\0';
    if (made > rows)
        snprintf(s->check + len, sizeof s->check - len, "%s%lld of the %lld games created have no row",
                 len ? "; " : "", made - rows, made);
    else if (made == -2)
        snprintf(s->check + len, sizeof s->check - len, "%sthe count of games created was "
                 "changed outside the server (its MAC does not match the store's key)",
                 len ? "; " : "");
    else if (made < 0)
        snprintf(s->check + len, sizeof s->check - len, "%sthe count of games created is gone",
                 len ? "; " : "");
    else if (made < rows)
        snprintf(s->check + len, sizeof s->check - len,
                 "%sthe count of games created (%lld) is below the %lld games kept: it was "
                 "lowered", len ? "; " : "", made, rows);
}

static int scan(srv_store *s, bool on_demand, const char *only,
                int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx, char *err, size_t n)
{
    srv_store_cursor *c = s->be->games(s->db, on_demand, only, err, n);
    if (!c)
        return -1;
    scan_buf b = {0};
    int r = 0, rc = 0;
    long long rows = 0;
    srv_store_row row;
    while (rc == 0 && (r = s->be->next(c, &row, err, n)) == 1) {
        srv_stored_game sg = {0};
        b.damage[0] = '\0';
        rows++;
        sg.created = row.created;
        if (check_row(&row, &sg, &b) && check_actions(s, c, &sg, &b))
            read_chat(s, c, &sg, &b);
        sg.damage = b.damage[0] ? b.damage : NULL;
        if (sg.damage)
            sg.nactions = 0;
        rc = fn(ctx, &sg);
    }
    if (rc == 0 && r < 0)
        rc = -1;
    if (rc == 0 && !only)
        count_rows(s, c, rows);
    free(b.a);
    free(b.h);
    free_chat(&b);
    free(b.chat);
    s->be->end(c);
    return rc;
}

int srv_store_load(srv_store *s, int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx,
                   char *err, size_t n)
{
    return scan(s, false, NULL, fn, ctx, err, n);
}

int srv_store_load_game(srv_store *s, const char *id,
                        int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx, char *err,
                        size_t n)
{
    return scan(s, true, id, fn, ctx, err, n);
}
