/* table.h - the people at a game's table: the table object (table.c), who is
 * there (presence.c) and what they say (chat.c), between the hub (hub.c) and
 * those files.
 *
 * Presence and chat tell nothing about a game's state, so they never meet a
 * view: presence is the same for every viewer (which seats have a connection,
 * which have ever joined, how many watch), and each chat channel has its own
 * readers.  The seats' channel reaches the seats only; the spectators'
 * channel reaches the spectators and the seats that asked to read it.
 * Spectators see no hidden information (GAME_VIEW_SPECTATOR), so nothing
 * they write can tell a seat what it may not know.
 *
 * Only a game with at least two human seats has a chat (a game against bots
 * has nobody to talk to), and a connection that holds two seats of one game
 * (a hot-seat screen) may not write in it. */
#ifndef SRV_TABLE_H
#define SRV_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "internal.h"

/* A message: at most SRV_CHAT_CHARS characters (code points) of plain text;
 * a seat (or a spectator's connection) sends at most SRV_CHAT_BURST of them
 * in SRV_CHAT_WINDOW_S seconds; a game keeps at most SRV_CHAT_MAX rows. */
#define SRV_CHAT_CHARS    500
#define SRV_CHAT_BURST    10
#define SRV_CHAT_WINDOW_S 10.0
#define SRV_CHAT_MAX      2000

/* The send times of one sender, for the rate limit. */
typedef struct {
    double at[SRV_CHAT_BURST];
    int next;
} srv_chat_rate;

/* What a connection keeps: whether its seats read the spectators' channel,
 * and a spectator's own rate. */
typedef struct {
    bool on;         /* it asked for the pushes ("table") */
    bool spectators; /* its seats read the spectators' channel */
    srv_chat_rate rate;
    /* Marks of the pass over a game's followers that met it last (each
     * connection once, in time linear in the followers): chat.c's, presence.c's. */
    uint64_t pushed, counted;
    size_t slot;
} srv_table_conn;

typedef struct srv_game srv_game;
typedef struct srv_table srv_table;

/* ---- hub.c's side, for chat.c and presence.c ---- */
const char *srv_game_id(const srv_game *x);
int srv_game_players(const srv_game *x);
bool srv_game_seat_human(const srv_game *x, int seat);
/* A record loaded by `replay`: never stored, so it has no chat. */
bool srv_game_view_only(const srv_game *x);
/* The game's table (made when first needed; NULL: out of memory). */
srv_table *srv_game_table(srv_game *x);
/* Calls fn for every subscription to the game: a connection and its seat
 * (SRV_SPECTATOR for a watcher); a connection with two seats comes twice. */
void srv_game_each_viewer(srv_game *x, void (*fn)(void *ctx, srv_conn *c, int seat), void *ctx);
/* The seats of game x that connection c holds. */
int srv_conn_seats_in(const srv_conn *c, const srv_game *x);
srv_table_conn *srv_conn_table(srv_conn *c);
srv_store *srv_hub_store(srv_hub *h);
/* A message to c, after the next commit (id: the request's, or NULL). */
void srv_hub_send_to(srv_hub *h, srv_conn *c, const json_t *id, json_t *msg);
void srv_hub_refuse(srv_hub *h, srv_conn *c, const json_t *id, const char *code, const char *fmt,
                    ...) __attribute__((format(printf, 5, 6)));
/* The outbox's length now; then, after a change of x was noted and its
 * messages queued, srv_hub_outbox_own ties the messages queued since `mark`
 * to x: the first is the change's acknowledgement.  With several processes,
 * a conflict on x (another wrote the same row first) turns that
 * acknowledgement into `stale` and drops the rest, undelivered. */
size_t srv_hub_outbox_mark(const srv_hub *h);
void srv_hub_outbox_own(srv_hub *h, size_t mark, srv_game *x);
/* Notes that the store refused a change (the flush then stops the server). */
void srv_hub_store_failed(srv_hub *h, const char *what);

/* Who another process has at a game's table (several processes): its tag,
 * the seats its connections hold (bit p: seat p) and its watchers. */
#define SRV_REMOTE_MAX 16
typedef struct {
    char from[64];
    unsigned online;
    int watchers;
} srv_table_remote;

/* ---- table.c: the table object (it sends and stores nothing) ---- */
/* One chat row (channel SRV_CHAN_*, seat or SRV_SPECTATOR, plain text). */
typedef struct {
    long long idx, created;
    int seat, channel;
    char *body;
} srv_chat_row;
struct srv_table {
    srv_chat_row *rows;                   /* in index order */
    size_t n, cap;
    long long next;                       /* the next row's index */
    unsigned joined;                      /* bit p: seat p has joined */
    srv_chat_rate rate[GAME_MAX_PLAYERS]; /* each seat's last sends */
    srv_table_remote remote[SRV_REMOTE_MAX]; /* the other processes' connections */
    int nremote;
    bool asked; /* the others were asked for theirs (a notice 'q') */
};
srv_table *srv_table_new(void);
void srv_table_free(srv_table *t);
/* Appends a row (body copied; a "joined" row marks its seat): -1 out of memory. */
int srv_table_add_row(srv_table *t, long long idx, int seat, int ch, long long created,
                      const char *body);
/* The row of t with index idx, or NULL. */
srv_chat_row *srv_table_row(srv_table *t, long long idx);
/* The other processes' entries of t (*n of them). */
srv_table_remote *srv_table_remotes(srv_table *t, int *n);
/* Sets process from's entry (nothing there: none); true when it changed. */
bool srv_table_remote_set(srv_table *t, const char *from, unsigned online, int watchers);
/* Whether the others were asked for their entries already; marks them asked. */
bool srv_table_asked(srv_table *t);
/* Whether the game has a chat (two human seats or more, not a replay). */
bool srv_chat_enabled(const srv_game *x);
/* Whether seat has ever joined the game (its "joined" row). */
bool srv_chat_has_joined(const srv_game *x, int seat);
/* Whether a reader (seat or SRV_SPECTATOR; spectators: a seat that reads the
 * spectators' channel) may read channel ch. */
bool srv_chat_may_read(int ch, int seat, bool spectators);

/* ---- chat.c ---- */
/* A stored game's chat rows into its table (at load). */
int srv_chat_restore(srv_game *x, const srv_stored_game *sg);
/* The messages "chat" and "table" (docs/PROTOCOL.md); the game and seat (or
 * SRV_SPECTATOR) as the hub's guards resolved them. */
void srv_chat_post(srv_hub *h, srv_conn *c, const json_t *id, const json_t *msg, srv_game *x,
                   int seat);
void srv_table_follow(srv_hub *h, srv_conn *c, const json_t *id, const json_t *msg, srv_game *x,
                      int seat);
/* After x was read again from the store as y (another process wrote to its
 * chat, or a conflict): the rows x lacks are added and pushed to their
 * readers; after a conflict (`lost`), x's rows that the store lacks were
 * never written and go.  True when a seat's first join came with them. */
bool srv_chat_sync(srv_hub *h, srv_game *x, srv_game *y, bool lost);

/* ---- presence.c ---- */
/* msg (taken over) to each connection that follows x's table ("table") and
 * may read channel ch (-1: all of them), once per connection. */
void srv_table_push(srv_hub *h, srv_game *x, int ch, json_t *msg);
/* Notes seat's first join: its "joined" row into the store's batch and the
 * table.  True when this was the first. */
bool srv_chat_note_join(srv_hub *h, srv_game *x, int seat);
/* After connection c subscribed to seat (or SRV_SPECTATOR) of x: a seat's
 * first join is noted, and everyone following x gets the presence. */
void srv_presence_joined(srv_hub *h, srv_game *x, srv_conn *c, int seat);
/* After a subscription to x ended (leave, a closed connection). */
void srv_presence_changed(srv_hub *h, srv_game *x);
/* Who is at x's table, the same for every viewer: {"seats": [{"seat",
 * "kind", "online", "joined"}...], "spectators": N}.  New object.  With
 * several processes, each one's connections count (srv_presence_notice). */
json_t *srv_presence_json(srv_game *x);
/* Several processes: a notice about x's table from process `from` ('p' its
 * connections, 'q' a question for ours); the presence is pushed when it
 * changed. */
void srv_presence_notice(srv_hub *h, srv_game *x, const char *from, char kind, long long count);
/* Process `from` is gone: its connections to x no longer count. */
void srv_presence_gone(srv_hub *h, srv_game *x, const char *from);
/* This process's connections to x told to the others again (after the
 * notices were lost for a while), and theirs asked for. */
void srv_presence_announce(srv_hub *h, srv_game *x);

#endif
