/* limits.c - what one client may hold and do on `arnak serve`: the default
 * limits, the table of client addresses (connections held, games created
 * lately) and the token buckets behind "N games a minute".
 *
 * An address's entry lives while it holds a connection or has created a game
 * in the last minute (its bucket is not yet full again); entries past that are
 * dropped when their hash chain is next walked, so that a flood of addresses
 * leaves no memory behind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

#define PEER_BUCKETS  4096
#define RATE_WINDOW_S 60.0

struct srv_peer {
    char addr[SRV_ADDR_MAX];
    int conns;
    srv_rate games; /* the address's allowance of new games */
    struct srv_peer *next;
};

struct srv_peers {
    srv_peer *buckets[PEER_BUCKETS];
};

void srv_limits_default(srv_limits *l)
{
    *l = (srv_limits){.idle_s = 300,
                      .conns_per_addr = 64,
                      .games_per_min_conn = 20,
                      .games_per_min_addr = 60,
                      .unfinished_per_addr = 100,
                      .bot_ms = SRV_BOT_MS,
                      .review_ms = SRV_REVIEW_MS,
                      .accept_pause_ms = 1000};
}

double srv_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

bool srv_rate_take(srv_rate *r, int per_min, double now)
{
    if (per_min <= 0)
        return true;
    if (r->last == 0) { /* a new bucket starts full */
        r->tokens = per_min;
    } else {
        r->tokens += (now - r->last) * per_min / RATE_WINDOW_S;
        if (r->tokens > per_min)
            r->tokens = per_min;
    }
    r->last = now;
    if (r->tokens < 1)
        return false;
    r->tokens -= 1;
    return true;
}

/* The tokens bucket r holds at `now` (r is not changed). */
static double rate_tokens(const srv_rate *r, int per_min, double now)
{
    if (r->last == 0) /* a new bucket starts full */
        return per_min;
    double t = r->tokens + (now - r->last) * per_min / RATE_WINDOW_S;
    return t > per_min ? per_min : t;
}

/* Seconds until bucket r holds a whole token again. */
static int rate_wait_s(const srv_rate *r, int per_min, double now)
{
    double s = (1 - rate_tokens(r, per_min, now)) * RATE_WINDOW_S / per_min;
    return s < 1 ? 1 : (int)(s + 0.999);
}

/* A refused bucket of `per_min` tokens took at least per_min games in the
 * last minute: it holds at least per_min less those taken since a minute
 * ago, and less than one now.  Only games made take a token. */
int srv_create_check(const srv_limits *l, const srv_rate *conn, srv_peer *peer, double now,
                     char *err, size_t n)
{
    if (l->games_per_min_conn > 0 && rate_tokens(conn, l->games_per_min_conn, now) < 1) {
        snprintf(err, n,
                 "at least %d games created by this connection in the last minute (limit %d a "
                 "minute, --games-per-min-conn): the next one in %d s",
                 l->games_per_min_conn, l->games_per_min_conn,
                 rate_wait_s(conn, l->games_per_min_conn, now));
        return -1;
    }
    if (peer && l->games_per_min_addr > 0 &&
        rate_tokens(&peer->games, l->games_per_min_addr, now) < 1) {
        snprintf(err, n,
                 "at least %d games created by %s in the last minute (limit %d a minute, "
                 "--games-per-min-addr): the next one in %d s",
                 l->games_per_min_addr, peer->addr, l->games_per_min_addr,
                 rate_wait_s(&peer->games, l->games_per_min_addr, now));
        return -1;
    }
    return 0;
}

void srv_create_count(const srv_limits *l, srv_rate *conn, srv_peer *peer, double now)
{
    srv_rate_take(conn, l->games_per_min_conn, now);
    if (peer)
        srv_rate_take(&peer->games, l->games_per_min_addr, now);
}

srv_peers *srv_peers_new(void)
{
    return calloc(1, sizeof(srv_peers));
}

void srv_peers_free(srv_peers *t)
{
    if (!t)
        return;
    for (int i = 0; i < PEER_BUCKETS; i++)
        while (t->buckets[i]) {
            srv_peer *n = t->buckets[i]->next;
            free(t->buckets[i]);
            t->buckets[i] = n;
        }
    free(t);
}

static unsigned addr_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h % PEER_BUCKETS;
}

srv_peer *srv_peer_get(srv_peers *t, const char *addr)
{
    double now = srv_now();
    srv_peer **pp = &t->buckets[addr_hash(addr)];
    while (*pp) {
        srv_peer *p = *pp;
        if (strncmp(p->addr, addr, SRV_ADDR_MAX - 1) == 0)
            return p;
        if (p->conns == 0 && now - p->games.last >= RATE_WINDOW_S) {
            *pp = p->next; /* idle for a minute: nothing left to remember */
            free(p);
            continue;
        }
        pp = &p->next;
    }
    srv_peer *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    snprintf(p->addr, sizeof p->addr, "%s", addr);
    p->games.last = 0;
    *pp = p;
    return p;
}

const char *srv_peer_addr(const srv_peer *p)
{
    return p ? p->addr : "";
}
int srv_peer_conns(const srv_peer *p)
{
    return p ? p->conns : 0;
}
srv_rate *srv_peer_rate(srv_peer *p)
{
    return &p->games;
}

void srv_peer_conn_add(srv_peers *t, srv_peer *p, int delta)
{
    (void)t;
    if (p)
        p->conns += delta;
}
