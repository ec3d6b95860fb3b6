/* multi.h - several `arnak serve` processes on one PostgreSQL database
 * (`--shared`): the notices of the others' commits (notify.c: LISTEN) and
 * the leases that let exactly one process move a game's bots (lease.c).
 * Each runs a thread of its own with its own connection; what it finds waits
 * in a queue under a mutex, and the hub's wake tells the network thread,
 * which takes it (srv_hub_pump).  Only the server's files include it. */
#ifndef SRV_MULTI_H
#define SRV_MULTI_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "server.h"

/* ---- notify.c: the others' commits ---- */
/* One notice: game `id` has `count` actions after a change of `kind` ('a'
 * an action, 'u' an undo, 'r' a resignation, 'c' a chat row, 'k' its clock,
 * 's' its seats, 'p' who is at its table) written by another process;
 * kind 'R' (no id): notices may have been missed (the connection was lost),
 * every game held is to be read again. */
typedef struct {
    char id[SRV_ID_HEX + 1];
    long long count;
    char kind;
    char from[64]; /* the tag of the process that sent it */
} srv_notice;
/* Besides the changes, notices about who is at a game's table (presence.c):
 * 'p' a process's own connections to game `id` (count: the seats they hold,
 * one bit each, plus the watchers times 256), 'q' a process asks the others
 * to tell theirs, 'D' (no id) process `from` is gone (its connection to the
 * database closed: it stopped or died). */
#define SRV_NOTICE_WATCHERS 256

typedef struct srv_notify srv_notify;
typedef struct srv_lease srv_lease;
typedef struct {
    char id[SRV_ID_HEX + 1];
    bool granted; /* false: lost (not renewed in time) */
    bool orphan;  /* instead: another holder's lease expired (it died): the game is
                     to be loaded here, so that its bots go on (a game nobody follows) */
} srv_lease_event;
#define SRV_LEASE_MS      3000 /* a lease's life; renewed every SRV_LEASE_TICK_MS */
#define SRV_LEASE_TICK_MS 500

#ifndef SRV_STORE_NO_PG
/* Listens on the service's channel of database `url`; notices tagged `tag` (this
 * process's own) are left out.  wake(ctx) is called from the listening
 * thread when notices wait.  NULL with one line in err. */
srv_notify *srv_notify_start(const char *url, const char *tag, void (*wake)(void *ctx), void *ctx,
                             char *err, size_t n);
/* The channel of the service whose connection is pgconn (a PGconn): "arnak_"
 * and the schema its URL names (search_path), "arnak_public" by default. */
void srv_notify_channel(void *pgconn, char *out, size_t n);
/* Takes up to max waiting notices, oldest first: how many. */
int srv_notify_take(srv_notify *nf, srv_notice *out, int max);
void srv_notify_stop(srv_notify *nf);

/* ---- lease.c: who moves a game's bots ---- */
/* Leases in table bot_leases of database `url`, held as `holder`. */
srv_lease *srv_lease_start(const char *url, const char *holder, void (*wake)(void *ctx), void *ctx,
                           char *err, size_t n);
/* The hub wants to move game id's bots: its lease is taken when free or
 * expired (tried again every tick until then). */
void srv_lease_want(srv_lease *l, const char *id);
/* The game left memory: its lease is given up (or no longer wanted). */
void srv_lease_drop(srv_lease *l, const char *id);
/* Takes up to max grants, losses and orphans: how many. */
int srv_lease_take(srv_lease *l, srv_lease_event *out, int max);
void srv_lease_stop(srv_lease *l);

/* This process's name among the others: "HOST:PID:RANDOM" (n >= 64). */
void srv_process_tag(char *out, size_t n);

#else
/* A build without libpq (the fuzz targets) is one process: the hub's config
 * never holds these, and the calls do nothing. */
static inline int srv_notify_take(srv_notify *nf, srv_notice *out, int max)
{
    (void)nf, (void)out, (void)max;
    return 0;
}
static inline void srv_lease_want(srv_lease *l, const char *id)
{
    (void)l, (void)id;
}
static inline void srv_lease_drop(srv_lease *l, const char *id)
{
    (void)l, (void)id;
}
static inline int srv_lease_take(srv_lease *l, srv_lease_event *out, int max)
{
    (void)l, (void)out, (void)max;
    return 0;
}
#endif

/* The threads' queues (notices, lease events): moves the first of the *n items
 * (each sz bytes) at q, at most max, to out; how many.  The caller holds the
 * queue's lock. */
static inline int srv_queue_take(void *q, int *n, size_t sz, void *out, int max)
{
    int k = *n < max ? *n : max;
    if (k > 0) { /* (an empty queue may have no array yet) */
        memcpy(out, q, (size_t)k * sz);
        memmove(q, (char *)q + (size_t)k * sz, (size_t)(*n - k) * sz);
        *n -= k;
    }
    return k;
}

#endif
