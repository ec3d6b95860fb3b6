/* presence.c - who is at a game's table (table.h, docs/PROTOCOL.md "Chat and
 * presence"): each seat online (a connection holds it) or away, whether it
 * ever joined (its "joined" row, kept with the chat so that it survives
 * restarts), and how many watch.  The same message for every viewer: it
 * says nothing about the game's state.  Pushed, to the connections that
 * follow the table, whenever a subscription to the game begins or ends.
 *
 * With several processes each knows its own connections: it tells the
 * others its own part whenever it changes (a notice 'p' with the seats held
 * and the watchers), asks for theirs when it first has the game's table
 * ('q'), and sums them; a process that is gone (multi.h's 'D') counts no
 * more. */
#include <time.h>

#include "hub.h"
#include "multi.h"

typedef struct {
    const srv_game *x;
    bool online[GAME_MAX_PLAYERS];
    int watchers;  /* spectators' connections that hold no seat, each once */
    uint64_t pass; /* this count's mark (srv_table_conn.counted) */
} census;

static void count(void *ctx, srv_conn *c, int seat)
{
    census *k = ctx;
    srv_table_conn *tc = srv_conn_table(c);
    if (seat >= 0) {
        k->online[seat] = true;
        return;
    }
    /* once each; a hot-seat screen watches too, and is no spectator */
    if (tc->counted == k->pass || srv_conn_seats_in(c, k->x) > 0)
        return;
    tc->counted = k->pass;
    k->watchers++;
}

/* This process's own connections to x. */
static census local_census(srv_game *x)
{
    static uint64_t passes; /* the network thread's only */
    census k = {.x = x, .pass = ++passes};
    srv_game_each_viewer(x, count, &k);
    return k;
}

json_t *srv_presence_json(srv_game *x)
{
    census k = local_census(x);
    srv_table *t = srv_game_table(x);
    int nr = 0;
    srv_table_remote *r = t ? srv_table_remotes(t, &nr) : NULL;
    for (int i = 0; i < nr; i++) {
        for (int p = 0; p < GAME_MAX_PLAYERS; p++)
            k.online[p] |= (r[i].online >> p) & 1u;
        k.watchers += r[i].watchers;
    }
    json_t *seats = json_array();
    for (int p = 0; p < srv_game_players(x); p++) {
        bool human = srv_game_seat_human(x, p);
        json_array_append_new(seats,
                              json_pack("{s:i, s:s, s:b, s:b}", "seat", p, "kind",
                                        human ? "human" : "bot", "online", !human || k.online[p],
                                        "joined", !human || srv_chat_has_joined(x, p)));
    }
    return json_pack("{s:o, s:i}", "seats", seats, "spectators", k.watchers);
}

/* Tells the others this process's own connections to x. */
static void tell(srv_hub *h, srv_game *x)
{
    srv_store *db = srv_hub_store(h);
    if (!db)
        return;
    census k = local_census(x);
    long long seats = 0;
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        seats |= (long long)k.online[p] << p;
    if (srv_store_notice(db, srv_game_id(x), 'p', seats + SRV_NOTICE_WATCHERS * k.watchers) != 0)
        srv_hub_store_failed(h, "a notice of who is at a table");
}

/* The presence to everyone following x's table; joined: the seat whose first
 * join it announces, or -1. */
static void push(srv_hub *h, srv_game *x, int joined)
{
    json_t *m = json_pack("{s:s, s:s}", "type", "presence", "game_id", srv_game_id(x));
    json_t *p = srv_presence_json(x);
    if (!m || !p) {
        json_decref(m);
        json_decref(p);
        return;
    }
    json_object_update(m, p);
    json_decref(p);
    json_object_set_new(m, "joined", joined >= 0 ? json_integer(joined) : json_null());
    srv_table_push(h, x, -1, m);
}

void srv_presence_joined(srv_hub *h, srv_game *x, srv_conn *c, int seat)
{
    (void)c;
    bool first = seat >= 0 && srv_chat_note_join(h, x, seat);
    srv_table *t = srv_game_table(x);
    if (t && !srv_table_asked(t))
        srv_presence_announce(h, x);
    else
        tell(h, x);
    push(h, x, first ? seat : -1);
}

void srv_presence_changed(srv_hub *h, srv_game *x)
{
    tell(h, x);
    push(h, x, -1);
}

void srv_presence_announce(srv_hub *h, srv_game *x)
{
    srv_store *db = srv_hub_store(h);
    tell(h, x);
    if (db && srv_store_notice(db, srv_game_id(x), 'q', 0) != 0)
        srv_hub_store_failed(h, "a notice of who is at a table");
}

void srv_presence_notice(srv_hub *h, srv_game *x, const char *from, char kind, long long count)
{
    srv_table *t = srv_game_table(x);
    if (!t)
        return;
    if (kind == 'q') { /* asked: ours, when we have any */
        census k = local_census(x);
        bool any = k.watchers > 0;
        for (int p = 0; p < GAME_MAX_PLAYERS; p++)
            any |= k.online[p];
        if (any)
            tell(h, x);
        return;
    }
    unsigned seats = (unsigned)(count % SRV_NOTICE_WATCHERS);
    int watchers = (int)(count / SRV_NOTICE_WATCHERS);
    if (srv_table_remote_set(t, from, seats, watchers))
        push(h, x, -1);
}

void srv_presence_gone(srv_hub *h, srv_game *x, const char *from)
{
    srv_table *t = srv_game_table(x);
    if (t && srv_table_remote_set(t, from, 0, 0))
        push(h, x, -1);
}

/* The connections that follow a game's table, each once, with the widest
 * right to read any of its subscriptions gives it. */
typedef struct {
    srv_conn **c;
    int *seat; /* a seat it holds, else SRV_SPECTATOR */
    size_t n, cap;
    uint64_t pass; /* this pass's mark (srv_table_conn.pushed) */
    bool oom;
} readers;

static void add_reader(void *ctx, srv_conn *c, int seat)
{
    readers *rd = ctx;
    srv_table_conn *tc = srv_conn_table(c);
    if (!tc->on)
        return;
    if (tc->pushed == rd->pass) { /* met before in this pass */
        if (seat >= 0)
            rd->seat[tc->slot] = seat;
        return;
    }
    if (rd->n == rd->cap) {
        size_t cap = rd->cap ? 2 * rd->cap : 16;
        srv_conn **nc = realloc(rd->c, cap * sizeof *nc);
        if (nc)
            rd->c = nc;
        int *ns = nc ? realloc(rd->seat, cap * sizeof *ns) : NULL;
        if (!ns) {
            rd->oom = true;
            return;
        }
        rd->seat = ns;
        rd->cap = cap;
    }
    tc->pushed = rd->pass;
    tc->slot = rd->n;
    rd->c[rd->n] = c;
    rd->seat[rd->n] = seat;
    rd->n++;
}

/* msg (taken over) to every connection following x's table that may read ch
 * (-1: every one). */
void srv_table_push(srv_hub *h, srv_game *x, int ch, json_t *msg)
{
    static uint64_t passes; /* the network thread's only */
    readers rd = {.pass = ++passes};
    srv_game_each_viewer(x, add_reader, &rd);
    for (size_t i = 0; msg && i < rd.n; i++) {
        srv_table_conn *tc = srv_conn_table(rd.c[i]);
        if (ch < 0 || srv_chat_may_read(ch, rd.seat[i], tc->spectators))
            srv_hub_send_to(h, rd.c[i], NULL, json_incref(msg));
    }
    json_decref(msg);
    free(rd.c);
    free(rd.seat);
}

bool srv_chat_note_join(srv_hub *h, srv_game *x, int seat)
{
    srv_table *t = srv_game_table(x);
    if (!t || seat < 0 || !srv_chat_enabled(x) || (t->joined & (1u << seat)))
        return false;
    long long idx = t->next, now = (long long)time(NULL);
    if (srv_table_add_row(t, idx, seat, SRV_CHAN_JOINED, now, "") != 0)
        return false;
    srv_store *db = srv_hub_store(h);
    if (db && srv_store_add_chat(db, srv_game_id(x), idx, seat, SRV_CHAN_JOINED, now, "") != 0)
        srv_hub_store_failed(h, "a join");
    return true;
}
