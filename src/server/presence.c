/* presence.c - who is at a game's table (table.h, docs/PROTOCOL.md "Chat and
 * presence"): each seat online (a connection holds it) or away, whether it
 * ever joined (its "joined" row, kept with the chat so that it survives
 * restarts), and how many watch.  The same message for every viewer: it
 * says nothing about the game's state.  Pushed, to the connections that
 * follow the table, whenever a subscription to the game begins or ends. */
#include "table.h"

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

json_t *srv_presence_json(srv_game *x)
{
    static uint64_t passes; /* the network thread's only */
    census k = {.x = x, .pass = ++passes};
    srv_game_each_viewer(x, count, &k);
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
    push(h, x, first ? seat : -1);
}

void srv_presence_changed(srv_hub *h, srv_game *x)
{
    push(h, x, -1);
}
