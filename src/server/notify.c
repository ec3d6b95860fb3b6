/* notify.c - the notices of the other processes' commits (multi.h): a thread
 * with a connection of its own that LISTENs on its service's channel
 * (srv_notify_channel: one per schema, so that services sharing a database
 * do not hear each other), waits in
 * poll() on the connection's socket (and on a pipe that stops it), and
 * queues each notice for the network thread, whose wake it calls.  A lost
 * connection (a restarted PostgreSQL) is made again every quarter second;
 * since notices sent meanwhile are gone, a resync notice ('R') then tells the
 * hub to read its games again.
 *
 * The connection also names its process (application_name "arnak TAG"), and
 * once a second the thread looks up which processes' connections are open:
 * one that closed (its process stopped or died; PostgreSQL closes a dead
 * process's connections at once) is told to the hub as a notice 'D', so that
 * the seats it held show as away. */
#define _DEFAULT_SOURCE
#include <poll.h>
#include <time.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libpq-fe.h>

#include "multi.h"

/* PostgreSQL's notices on this connection (a "terminating connection" when the
 * database stops) stay out of the log: what matters is told in arnak's own lines. */
static void quiet_notices(void *arg, const char *message)
{
    (void)arg, (void)message;
}

#define MAX_QUEUE 65536 /* more waiting: one resync notice instead */
#define MAX_ALIVE 256   /* processes of one service told apart */

struct srv_notify {
    char conninfo[2048];
    char tag[64];
    void (*wake)(void *ctx);
    void *ctx;
    pthread_t thread;
    int stop_pipe[2];
    pthread_mutex_t mu;
    srv_notice *q; /* under mu */
    int nq, cap;
    PGconn *first; /* the connection made at the start, handed to the thread */
    /* the listener's own: the other processes seen at the last look */
    char alive[MAX_ALIVE][64];
    int nalive;
    bool looked;
};

/* Queues one notice (under mu); false when the queue is full. */
static bool push(srv_notify *nf, const srv_notice *n)
{
    if (nf->nq == nf->cap) {
        int cap = nf->cap ? 2 * nf->cap : 256;
        srv_notice *q = cap <= MAX_QUEUE ? realloc(nf->q, (size_t)cap * sizeof *q) : NULL;
        if (!q)
            return false;
        nf->q = q;
        nf->cap = cap;
    }
    nf->q[nf->nq++] = *n;
    return true;
}

static void push_resync(srv_notify *nf)
{
    srv_notice r = {.kind = 'R'};
    pthread_mutex_lock(&nf->mu);
    nf->nq = 0; /* every game is read again: the rest says nothing more */
    push(nf, &r);
    pthread_mutex_unlock(&nf->mu);
    nf->wake(nf->ctx);
}

/* The notices that arrived on c, queued; the others' only. */
static void drain(srv_notify *nf, PGconn *c)
{
    PGnotify *pn;
    int got = 0;
    bool full = false;
    pthread_mutex_lock(&nf->mu);
    while ((pn = PQnotifies(c))) {
        char kind = 0;
        srv_notice n = {0};
        if (sscanf(pn->extra, "%63s %16[0-9a-f] %lld %c", n.from, n.id, &n.count, &kind) == 4 &&
            strcmp(n.from, nf->tag) != 0) {
            n.kind = kind;
            if (push(nf, &n))
                got++;
            else
                full = true;
        }
        PQfreemem(pn);
    }
    pthread_mutex_unlock(&nf->mu);
    if (full)
        push_resync(nf);
    else if (got)
        nf->wake(nf->ctx);
}

void srv_notify_channel(void *pgconn, char *out, size_t n)
{
    PGresult *r = PQexec(pgconn, "SELECT current_schema()");
    const char *schema = PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1 &&
                                 !PQgetisnull(r, 0, 0)
                             ? PQgetvalue(r, 0, 0)
                             : "public";
    snprintf(out, n, "arnak_%.50s", schema);
    PQclear(r);
    for (char *p = out; *p; p++) /* a name that needs no quoting anywhere */
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
            *p = '_';
}

/* The process's name on its connection: "arnak " and its tag. */
static bool name_connection(srv_notify *nf, PGconn *c)
{
    char name[80];
    snprintf(name, sizeof name, "arnak %s", nf->tag);
    const char *params[1] = {name};
    PGresult *r = PQexecParams(c, "SELECT set_config('application_name', $1, false)", 1, NULL,
                               params, NULL, NULL, 0);
    bool ok = PQresultStatus(r) == PGRES_TUPLES_OK;
    PQclear(r);
    return ok;
}

static PGconn *listen_on(srv_notify *nf, char *err, size_t n)
{
    PGconn *c = PQconnectdb(nf->conninfo);
    if (c)
        PQsetNoticeProcessor(c, quiet_notices, NULL);
    if (c && PQstatus(c) == CONNECTION_OK && name_connection(nf, c)) {
        char channel[64], sql[160];
        srv_notify_channel(c, channel, sizeof channel);
        char *quoted = PQescapeIdentifier(c, channel, strlen(channel));
        snprintf(sql, sizeof sql, "LISTEN %s", quoted ? quoted : "arnak");
        PQfreemem(quoted);
        PGresult *r = PQexec(c, sql);
        bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
        PQclear(r);
        if (ok)
            return c;
    }
    snprintf(err, n, "%.*s", (int)strcspn(c ? PQerrorMessage(c) : "out of memory", "\n"),
             c ? PQerrorMessage(c) : "out of memory");
    PQfinish(c);
    return NULL;
}

/* The other processes whose connections are open now; each one seen at the
 * last look and gone since is queued as a notice 'D'.  False when the
 * question failed (the connection is then looked at by the caller). */
static bool look_around(srv_notify *nf, PGconn *c)
{
    PGresult *r = PQexec(c, "SELECT DISTINCT substr(application_name, 7) FROM pg_stat_activity "
                            "WHERE application_name LIKE 'arnak %'");
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        PQclear(r);
        return false;
    }
    int rows = PQntuples(r), k = 0;
    char now[MAX_ALIVE][64];
    for (int i = 0; i < rows && k < MAX_ALIVE; i++)
        if (strcmp(PQgetvalue(r, i, 0), nf->tag) != 0)
            snprintf(now[k++], sizeof now[0], "%s", PQgetvalue(r, i, 0));
    PQclear(r);
    int gone = 0;
    pthread_mutex_lock(&nf->mu);
    for (int i = 0; nf->looked && i < nf->nalive; i++) {
        bool here = false;
        for (int j = 0; j < k && !here; j++)
            here = strcmp(nf->alive[i], now[j]) == 0;
        srv_notice d = {.kind = 'D'};
        snprintf(d.from, sizeof d.from, "%s", nf->alive[i]);
        if (!here && push(nf, &d))
            gone++;
    }
    pthread_mutex_unlock(&nf->mu);
    memcpy(nf->alive, now, sizeof now);
    nf->nalive = k;
    nf->looked = true;
    if (gone)
        nf->wake(nf->ctx);
    return true;
}

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Waits for the socket (or the stop pipe) up to ms: false when stopping. */
static bool wait_for(srv_notify *nf, int fd, int ms)
{
    struct pollfd p[2] = {{nf->stop_pipe[0], POLLIN, 0}, {fd, POLLIN, 0}};
    poll(p, fd >= 0 ? 2 : 1, ms);
    return !(p[0].revents & POLLIN);
}

static void *listener(void *arg)
{
    srv_notify *nf = arg;
    PGconn *c = nf->first;
    bool lost = false;
    int64_t looked_at = 0;
    for (;;) {
        if (!c) {
            char why[256];
            if (!(c = listen_on(nf, why, sizeof why))) {
                if (!lost)
                    fprintf(stderr, "arnak: notices: %s; listening again once it is back\n", why);
                lost = true;
                if (!wait_for(nf, -1, 250))
                    break;
                continue;
            }
            if (lost) {
                fprintf(stderr, "arnak: notices: listening again; every game is read again\n");
                push_resync(nf);
            }
            lost = false;
        }
        if (!wait_for(nf, PQsocket(c), 500))
            break;
        bool sound = PQconsumeInput(c) && PQstatus(c) == CONNECTION_OK;
        if (sound && mono_ms() - looked_at >= 1000) {
            sound = look_around(nf, c);
            looked_at = mono_ms();
        }
        if (!sound) {
            PQfinish(c);
            c = NULL;
            lost = true;
            continue;
        }
        drain(nf, c);
    }
    PQfinish(c);
    return NULL;
}

srv_notify *srv_notify_start(const char *url, const char *tag, void (*wake)(void *ctx), void *ctx,
                             char *err, size_t n)
{
    srv_notify *nf = calloc(1, sizeof *nf);
    if (!nf || pipe(nf->stop_pipe) != 0) {
        free(nf);
        snprintf(err, n, "out of memory");
        return NULL;
    }
    snprintf(nf->conninfo, sizeof nf->conninfo, "%s", url);
    snprintf(nf->tag, sizeof nf->tag, "%s", tag);
    nf->wake = wake;
    nf->ctx = ctx;
    pthread_mutex_init(&nf->mu, NULL);
    /* The first connection here, listening before the hub loads its games,
     * and so that a database that cannot be reached stops the start. */
    PGconn *c = nf->first = listen_on(nf, err, n);
    if (!c || pthread_create(&nf->thread, NULL, listener, nf) != 0) {
        if (c)
            snprintf(err, n, "cannot start the notices' thread");
        PQfinish(c);
        close(nf->stop_pipe[0]);
        close(nf->stop_pipe[1]);
        pthread_mutex_destroy(&nf->mu);
        free(nf);
        return NULL;
    }
    return nf;
}

int srv_notify_take(srv_notify *nf, srv_notice *out, int max)
{
    pthread_mutex_lock(&nf->mu);
    int k = srv_queue_take(nf->q, &nf->nq, sizeof *nf->q, out, max);
    pthread_mutex_unlock(&nf->mu);
    return k;
}

void srv_notify_stop(srv_notify *nf)
{
    if (!nf)
        return;
    if (write(nf->stop_pipe[1], "x", 1) != 1)
        perror("arnak: notices");
    pthread_join(nf->thread, NULL);
    close(nf->stop_pipe[0]);
    close(nf->stop_pipe[1]);
    pthread_mutex_destroy(&nf->mu);
    free(nf->q);
    free(nf);
}
