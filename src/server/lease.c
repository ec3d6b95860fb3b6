/* lease.c - who moves a game's bots when several processes serve one
 * database (multi.h): a lease per game in table bot_leases (schema_pg.sql,
 * version 4), held by one process's tag until it expires.  A thread with a
 * connection of its own, every SRV_LEASE_TICK_MS (at once when the hub wants
 * a new one): gives up the dropped leases, renews every lease it holds (one
 * UPDATE), and takes the wanted ones that are free or expired (one INSERT ...
 * ON CONFLICT DO UPDATE WHERE expired).  A holder that dies stops renewing:
 * SRV_LEASE_MS later another process takes its games over.  A holder that
 * could not renew for half a lease's life counts its leases as lost (another
 * may take them soon), and tells the hub.
 *
 * Leases of another holder that expired in the last half minute are orphans:
 * their holder died.  Each is told to the hub once (the game loaded, its bots
 * wanted), so that a game nobody follows here, a bots-only one, goes on too. */
#define _DEFAULT_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <libpq-fe.h>

#include "multi.h"

/* PostgreSQL's notices on this connection (a "terminating connection" when the
 * database stops) stay out of the log: what matters is told in arnak's own lines. */
static void quiet_notices(void *arg, const char *message)
{
    (void)arg, (void)message;
}

typedef struct {
    char (*id)[SRV_ID_HEX + 1];
    int n, cap;
} idset;

struct srv_lease {
    char conninfo[2048];
    char holder[128];
    char ttl[32]; /* "3000 milliseconds" */
    void (*wake)(void *ctx);
    void *ctx;
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    bool stop, hurry;        /* under mu */
    idset want, held, drops; /* under mu */
    idset orphans;           /* told already (the thread's own; emptied each minute) */
    double orphans_since;
    srv_lease_event *ev; /* under mu */
    int nev, capev;
};

static int find(const idset *s, const char *id)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->id[i], id) == 0)
            return i;
    return -1;
}

static void add(idset *s, const char *id)
{
    if (find(s, id) >= 0)
        return;
    if (s->n == s->cap) {
        int cap = s->cap ? 2 * s->cap : 64;
        void *p = realloc(s->id, (size_t)cap * sizeof *s->id);
        if (!p)
            return;
        s->id = p;
        s->cap = cap;
    }
    snprintf(s->id[s->n++], sizeof s->id[0], "%s", id);
}

static bool del(idset *s, const char *id)
{
    int i = find(s, id);
    if (i < 0)
        return false;
    memmove(s->id[i], s->id[--s->n], sizeof s->id[0]);
    return true;
}

/* The ids as a PostgreSQL array literal ("{a,b}"; ids are hex). */
static char *array_text(const idset *s)
{
    char *t = malloc((size_t)s->n * (SRV_ID_HEX + 1) + 3);
    if (!t)
        return NULL;
    size_t k = 0;
    t[k++] = '{';
    for (int i = 0; i < s->n; i++) {
        if (i)
            t[k++] = ',';
        memcpy(t + k, s->id[i], strlen(s->id[i]));
        k += strlen(s->id[i]);
    }
    t[k++] = '}';
    t[k] = '\0';
    return t;
}

static void event(srv_lease *l, const char *id, bool granted, bool orphan)
{
    if (l->nev == l->capev) {
        int cap = l->capev ? 2 * l->capev : 64;
        srv_lease_event *p = realloc(l->ev, (size_t)cap * sizeof *p);
        if (!p)
            return;
        l->ev = p;
        l->capev = cap;
    }
    snprintf(l->ev[l->nev].id, sizeof l->ev[0].id, "%s", id);
    l->ev[l->nev].orphan = orphan;
    l->ev[l->nev++].granted = granted;
}

/* One query over a set of ids: its rows' first column into `got`; false
 * when it failed (the connection is then looked at). */
static bool run_ids(PGconn *c, const char *sql, const srv_lease *l, const idset *ids, idset *got)
{
    char *arr = ids ? array_text(ids) : NULL;
    if (ids && !arr)
        return false;
    const char *p[3] = {l->holder, l->ttl, arr};
    PGresult *r = PQexecParams(c, sql, ids ? 3 : 2, NULL, p, NULL, NULL, 0);
    bool ok = PQresultStatus(r) == PGRES_TUPLES_OK || PQresultStatus(r) == PGRES_COMMAND_OK;
    for (int i = 0; ok && got && i < PQntuples(r); i++)
        add(got, PQgetvalue(r, i, 0));
    PQclear(r);
    free(arr);
    return ok;
}

static const char renew_sql[] =
    "UPDATE bot_leases SET expires = now() + $2::interval WHERE holder = $1 RETURNING game_id";
static const char take_sql[] =
    "INSERT INTO bot_leases (game_id, holder, expires) SELECT unnest($3::text[]), $1, "
    "now() + $2::interval ON CONFLICT (game_id) DO UPDATE SET holder = EXCLUDED.holder, "
    "expires = EXCLUDED.expires WHERE bot_leases.holder = EXCLUDED.holder OR "
    "bot_leases.expires < now() RETURNING game_id";
static const char orphans_sql[] =
    "SELECT game_id FROM bot_leases WHERE holder <> $1 AND expires < now() AND "
    "expires > now() - $2::interval * 10 LIMIT 256";
static const char drop_sql[] =
    "DELETE FROM bot_leases WHERE holder = $1 AND $2::text IS NOT NULL AND "
    "game_id = ANY($3::text[])";

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One round: drops, renewals, takes.  False when the database did not answer. */
static bool round_trip(srv_lease *l, PGconn *c)
{
    idset want = {0}, drops = {0}, renewed = {0}, taken = {0}, orphans = {0};
    pthread_mutex_lock(&l->mu);
    for (int i = 0; i < l->want.n; i++)
        add(&want, l->want.id[i]);
    for (int i = 0; i < l->drops.n; i++)
        add(&drops, l->drops.id[i]);
    l->drops.n = 0;
    pthread_mutex_unlock(&l->mu);
    bool ok = (drops.n == 0 || run_ids(c, drop_sql, l, &drops, NULL)) &&
              run_ids(c, renew_sql, l, NULL, &renewed) &&
              (want.n == 0 || run_ids(c, take_sql, l, &want, &taken)) &&
              run_ids(c, orphans_sql, l, NULL, &orphans);
    pthread_mutex_lock(&l->mu);
    if (ok) {
        /* held but not renewed: taken over meanwhile */
        for (int i = 0; i < l->held.n;) {
            if (find(&renewed, l->held.id[i]) < 0 && find(&taken, l->held.id[i]) < 0) {
                event(l, l->held.id[i], false, false);
                del(&l->held, l->held.id[i]);
            } else {
                i++;
            }
        }
        for (int i = 0; i < taken.n; i++) {
            if (del(&l->want, taken.id[i])) {
                add(&l->held, taken.id[i]);
                event(l, taken.id[i], true, false);
            } else if (find(&l->held, taken.id[i]) < 0) {
                add(&l->drops, taken.id[i]); /* dropped while it was taken */
            }
        }
    } else {
        for (int i = 0; i < drops.n; i++)
            add(&l->drops, drops.id[i]);
    }
    for (int i = 0; ok && i < orphans.n; i++) {
        if (find(&l->orphans, orphans.id[i]) >= 0 || find(&l->want, orphans.id[i]) >= 0)
            continue;
        add(&l->orphans, orphans.id[i]);
        event(l, orphans.id[i], false, true);
    }
    bool tell = l->nev > 0;
    pthread_mutex_unlock(&l->mu);
    if (tell)
        l->wake(l->ctx);
    free(orphans.id);
    free(want.id);
    free(drops.id);
    free(renewed.id);
    free(taken.id);
    return ok;
}

/* Every lease counted as lost (not renewed for too long). */
static void lose_all(srv_lease *l)
{
    pthread_mutex_lock(&l->mu);
    for (int i = 0; i < l->held.n; i++) {
        event(l, l->held.id[i], false, false);
        add(&l->want, l->held.id[i]);
    }
    bool tell = l->held.n > 0;
    l->held.n = 0;
    pthread_mutex_unlock(&l->mu);
    if (tell)
        l->wake(l->ctx);
}

static void *leaser(void *arg)
{
    srv_lease *l = arg;
    PGconn *c = NULL;
    double last_ok = now_s();
    for (;;) {
        pthread_mutex_lock(&l->mu);
        if (!l->stop && !l->hurry) {
            struct timespec t;
            clock_gettime(CLOCK_REALTIME, &t);
            t.tv_nsec += SRV_LEASE_TICK_MS * 1000000L;
            t.tv_sec += t.tv_nsec / 1000000000L;
            t.tv_nsec %= 1000000000L;
            pthread_cond_timedwait(&l->cv, &l->mu, &t);
        }
        l->hurry = false;
        bool stop = l->stop;
        pthread_mutex_unlock(&l->mu);
        if (stop)
            break;
        if (!c || PQstatus(c) != CONNECTION_OK) {
            PQfinish(c);
            c = PQconnectdb(l->conninfo);
            if (c)
                PQsetNoticeProcessor(c, quiet_notices, NULL);
        }
        if (now_s() - l->orphans_since > 60) {
            l->orphans.n = 0; /* told again if still orphans (at most a minute) */
            l->orphans_since = now_s();
        }
        if (c && PQstatus(c) == CONNECTION_OK && round_trip(l, c))
            last_ok = now_s();
        else if (now_s() - last_ok > SRV_LEASE_MS / 2000.0)
            lose_all(l);
    }
    PQfinish(c);
    return NULL;
}

srv_lease *srv_lease_start(const char *url, const char *holder, void (*wake)(void *ctx), void *ctx,
                           char *err, size_t n)
{
    srv_lease *l = calloc(1, sizeof *l);
    if (!l) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    snprintf(l->conninfo, sizeof l->conninfo, "%s", url);
    snprintf(l->holder, sizeof l->holder, "%s", holder);
    snprintf(l->ttl, sizeof l->ttl, "%d milliseconds", SRV_LEASE_MS);
    l->wake = wake;
    l->ctx = ctx;
    pthread_mutex_init(&l->mu, NULL);
    pthread_cond_init(&l->cv, NULL);
    if (pthread_create(&l->thread, NULL, leaser, l) != 0) {
        snprintf(err, n, "cannot start the leases' thread");
        pthread_mutex_destroy(&l->mu);
        pthread_cond_destroy(&l->cv);
        free(l);
        return NULL;
    }
    return l;
}

void srv_lease_want(srv_lease *l, const char *id)
{
    pthread_mutex_lock(&l->mu);
    if (find(&l->held, id) < 0 && find(&l->want, id) < 0) {
        add(&l->want, id);
        l->hurry = true;
        pthread_cond_signal(&l->cv);
    }
    pthread_mutex_unlock(&l->mu);
}

void srv_lease_drop(srv_lease *l, const char *id)
{
    pthread_mutex_lock(&l->mu);
    del(&l->want, id);
    if (del(&l->held, id))
        add(&l->drops, id);
    pthread_mutex_unlock(&l->mu);
}

int srv_lease_take(srv_lease *l, srv_lease_event *out, int max)
{
    pthread_mutex_lock(&l->mu);
    int k = srv_queue_take(l->ev, &l->nev, sizeof *l->ev, out, max);
    pthread_mutex_unlock(&l->mu);
    return k;
}

void srv_lease_stop(srv_lease *l)
{
    if (!l)
        return;
    pthread_mutex_lock(&l->mu);
    l->stop = true;
    pthread_cond_signal(&l->cv);
    pthread_mutex_unlock(&l->mu);
    pthread_join(l->thread, NULL);
    pthread_mutex_destroy(&l->mu);
    pthread_cond_destroy(&l->cv);
    free(l->want.id);
    free(l->held.id);
    free(l->drops.id);
    free(l->orphans.id);
    free(l->ev);
    free(l);
}

void srv_process_tag(char *out, size_t n)
{
    char host[64] = "", rnd[9] = "00000000";
    gethostname(host, sizeof host - 1);
    host[strcspn(host, " ")] = '\0';
    srv_random_hex(rnd, 4);
    snprintf(out, n, "%.40s:%ld:%s", host[0] ? host : "host", (long)getpid(), rnd);
}
