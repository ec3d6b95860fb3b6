/* hub.h - the hub's inside, for the files of src/server that handle its
 * messages (and for nothing outside src/server): the game table's games,
 * connections and outbox, a request as the dispatcher hands it over, and
 * the services of hub.c (the game table, seats, fan-out, and the order
 * "change -> commit -> acknowledge") and of the files that restore, unload
 * and read games again.
 *
 * The files in layers, each using only those below it (tests/server_layers.py
 * reads the calls from the library and finds no circle):
 *
 *     messages.c, hub_loop.c    the transports' entry points: the message
 *                               table, a turn of their loop, the hub made
 *     seats.c play.c history.c listing.c lobby.c hint.c review.c rematch.c
 *     replay.c                  the handlers by family (a few use another:
 *                               rematch.c makes its game by lobby.c's create)
 *     multi.c                   several processes: notices, leases, conflicts
 *     unload.c                  finished games leave memory, come back named
 *     multi_sync.c              a game read again from the store
 *     restore.c                 stored games replayed and checked
 *     chat.c, presence.c        a table's chat, then its presence and pushes
 *     hub.c                     the game table, seats, fan-out, the order
 *     table.c, views.c, clocks.c, bots.c, the store, ...
 */
#ifndef SRV_HUB_H
#define SRV_HUB_H

#include "internal.h"
#include "table.h"

#define SRV_MAX_SUBS 8    /* seats and games one connection follows */
#define SRV_HASH_BUCKETS 65536

enum { SRV_SEAT_HUMAN, SRV_SEAT_BOT };

typedef struct srv_sub {
    srv_conn *c;
    int seat;
    struct srv_sub *next;
} srv_sub;

typedef struct {
    uint64_t seq;
    /* The entry as each viewer may know it: [0] spectators, [1 + p] seat p. */
    char *text[GAME_MAX_PLAYERS + 1];
    /* An action's step made while no spectator followed the game: 1 + its
     * index in the record, its spectators' text made only when asked for
     * (srv_game_log_spectators); 0: text[0] is made. */
    size_t spec_at;
} srv_log_entry;

struct srv_game {
    char id[SRV_ID_HEX + 1];
    const game_def *g;
    game_record *rec;
    void *st;
    int np;
    struct hub_seat {
        int kind;
        char bot[RECORD_NAME_MAX];
        int strength;
        int ms; /* time per decision the create asked for (0: the server's cap) */
        /* the seat token's hash (srv_token_hash): the token itself is
         * given once, to whoever creates the game, and kept nowhere */
        char token_hash[SRV_TOKEN_HASH_HEX + 1];
        bot b;
        bool taken; /* a bot took the seat over (resigned, or dropped by its clock) */
        /* when (the count of actions before it; -1: not told, a store of an
         * older arnak) and why ("resigned", "timeout"): a step of the story */
        long long taken_at;
        char taken_why[16];
    } seat[GAME_MAX_PLAYERS];
    srv_clock clock; /* clocks.c; mode SRV_CLOCK_NONE: none */
    srv_hub *hub;    /* the hub whose table holds it (its clock's now) */
    /* Per action of the record: the player who took it if the game's undo
     * rule lets it be taken back, else -1.  The undo depth of a seat is the
     * run of its own entries at the end (game_record_undo_depth's rule,
     * without replaying the game for every view). */
    int8_t *undo_by;
    size_t undo_cap;
    uint64_t seq;     /* changes so far: actions, undos, resignation */
    int resigned;     /* the seat that resigned, or -1 */
    bool bot_queued;  /* a bot job for this game is in the pool */
    bool bot_wanted;  /* schedule a bot job at the next flush */
    bool unloading;   /* in the hub's list of finished games to drop from memory */
    uint64_t unload_batch; /* the store batch that must be on disk first */
    int hints;        /* hint and review jobs in the pool that point at this game */
    /* Each seat's review once made (its items as JSON text; NULL: none yet),
     * and how many decisions it judged: asked again, it is answered at once. */
    char *review[GAME_MAX_PLAYERS];
    int reviewed[GAME_MAX_PLAYERS];
    uint64_t review_seq[GAME_MAX_PLAYERS]; /* the seq it was made at */
    srv_sub *subs;
    /* several processes (multi.h): another process changed it since it was
     * read (read again before it is served); this process holds its bots'
     * lease; a bot job in the pool was made before it was read again */
    bool stale, lease_held, bot_stale;
    uint64_t op_batch; /* the store batch of its latest change made here */
    srv_log_entry log[SRV_LOG_KEEP];
    char owner[SRV_ADDR_MAX]; /* the address that created it ("": restored) */
    srv_table *table; /* presence and chat (table.h), made when first needed */
    bool view_only;   /* a record loaded by "replay": never stored, never changed */
    long long created, last; /* seconds since 1970: made, last changed (in memory only;
                                after a restart the creation time) */
    srv_game *hnext;
};

struct srv_conn {
    srv_hub *h;
    void *transport;
    srv_game *game; /* the seat this connection joined last (or NULL) */
    int seat;
    bool brief;
    srv_peer *peer;   /* its client address (NULL: arnak proto) */
    srv_rate created; /* its allowance of new games */
    int nsubs;
    struct {
        srv_game *g;
        int seat;
    } subs[SRV_MAX_SUBS];
    srv_table_conn table; /* presence and chat pushes (table.h) */
    srv_token_seen *tokens; /* the tokens it has shown (server.h), or NULL */
};

/* A hint or a review waiting for the bot pool (arnak serve): its answer
 * goes to c, or nowhere once c is gone. */
typedef struct srv_pending {
    srv_conn *c; /* NULL once the connection is gone */
    json_t *id;  /* the request's id, or NULL */
    bool review;
    struct srv_pending *next;
} srv_pending;

typedef struct {
    srv_conn *c; /* NULL once the connection is gone */
    char *text;
    size_t len;
    uint64_t batch; /* the store batch that must be on disk first */
    srv_game *game; /* the game whose change it reports (a conflict drops it), or NULL */
    bool is_ack;    /* the acknowledgement of that change (a conflict: `stale`) */
} srv_outmsg;

struct srv_hub {
    srv_hub_config cfg;
    srv_game **buckets;
    srv_game **all;
    size_t nall, capall;
    uint64_t test_counter;
    srv_outmsg *out;
    size_t nout, capout;
    size_t nassigned; /* out[0..nassigned) have their batch number */
    srv_game **want; /* games that may need a bot decision after the flush */
    size_t nwant, capwant;
    srv_botpool *pool;
    srv_pending *hints; /* hints and reviews in the pool */
    int nhints, nreviews;
    int nconns;
    struct {
        char id[40];
        char why[200];
    } *quar;           /* quarantined games: kept in the store, not served */
    size_t nquar, capquar;
    srv_game **drop;   /* finished games that may leave memory at a flush */
    size_t ndrop, capdrop;
    bool replaying;    /* applying another process's actions: nothing to store */
    srv_rematches *rematches; /* rematch.c */
    bool capture;      /* replies are kept in captured, not sent (a rematch's create) */
    json_t *captured;
    int64_t clock_next; /* no clock runs out before this (ms since 1970); 0: look again */
    char err[256];
};

/* ----------------------------------------------------------- the handlers */

/* A message as the dispatcher hands it to its handler (messages.c). */
typedef struct {
    srv_hub *h;
    srv_conn *c;
    json_t *msg;
    const json_t *id;
    srv_game *x; /* with G_TARGET: the game and seat the message is about */
    int seat;
} srv_req;

/* ---- hub.c: the game table ---- */
bool srv_grow(void **p, size_t *cap, size_t need, size_t size);
srv_game *srv_hub_find(srv_hub *h, const char *id); /* in memory only (srv_hub_lookup) */
int srv_hub_add_game(srv_hub *h, srv_game *x);
void srv_hub_remove(srv_hub *h, srv_game *x); /* out of the table, freed */
/* nbytes random bytes as hex (counted under --test-tokens): 0, or -1 */
int srv_hub_hex(srv_hub *h, char *buf, size_t nbytes);
/* Seconds since 1970 (0 under --test-tokens); the clocks' milliseconds. */
long long srv_hub_time(const srv_hub *h);
int64_t srv_hub_now(const srv_hub *h);
/* A new game object (not yet in the table), and its end. */
srv_game *srv_game_make(const game_def *g, const game_setup *setup, char *err, size_t n);
void srv_game_free(srv_game *x);
bool srv_game_done(const srv_game *x); /* over, resigned, or a replay */
/* Notes action rec->n - 1, just applied to before giving after, for undo;
 * how many steps seat may take back now. */
int srv_game_note_undo(srv_game *x, const void *before, game_action a, const void *after);
size_t srv_game_undo_depth(const srv_game *x, int seat);

/* ---- hub.c: seats, bots and clocks ---- */
int srv_game_bot_to_move(const srv_game *x); /* the seat whose bot decides now, or -1 */
int srv_hub_bot_ms(const srv_hub *h);        /* the most time of one bot decision */
int srv_game_setup_bot(const srv_hub *h, srv_game *x, int p);
void srv_game_record_seats(srv_game *x);
/* The seats as stored: kinds, bots, their tokens' hashes (new text or NULL). */
char *srv_game_seats_text(const srv_game *x);
/* Whether a person holds a seat of x now (here or on another process). */
bool srv_game_human_waiting(srv_game *x);
/* Whether this process may move x's bots now (several processes: its lease). */
bool srv_hub_may_move(srv_hub *h, srv_game *x);
void srv_hub_want_bot(srv_hub *h, srv_game *x);
/* Bots move at once (inline mode): until a human is to act or the game ends. */
void srv_hub_run_bots(srv_hub *h, srv_game *x);
/* A bot takes seat p over for the rest of the game ("resigned", "timeout"). */
void srv_hub_take_over(srv_hub *h, srv_game *x, int p, const char *why);
int srv_game_clock_seat(const srv_game *x); /* the seat whose clock runs, or -1 */
/* The seat to decide whose person the game waits for (never come), or -1. */
int srv_game_clock_waits(const srv_game *x);
/* Seat's person showed its token: from its first time on, its clock runs. */
void srv_hub_seat_seen(srv_hub *h, srv_game *x, int seat);
/* Seat p's time ran out before the record's next action: the "timeout" step
 * of the story told to every follower ("play": the easy bot plays the turn). */
void srv_hub_timeout_step(srv_hub *h, srv_game *x, int p);
void srv_hub_store_clock(srv_hub *h, srv_game *x);
void srv_hub_clock_follow(srv_hub *h, srv_game *x);

/* ---- hub.c: fan-out ---- */
/* Queues msg (taken) for c, delivered after the next commit. */
void srv_hub_queue(srv_hub *h, srv_conn *c, json_t *msg);
/* The view message of seat (SRV_SPECTATOR for a spectator). */
json_t *srv_view_message(srv_game *x, int seat, bool brief, const char *type);
void srv_hub_subscribe(srv_conn *c, srv_game *x, int seat);
/* The spectators' log texts left to be made, from the record (seq from on,
 * actions at record index at or later). */
void srv_game_log_spectators(srv_game *x, uint64_t from, size_t at);
/* After a change: the log entry for every viewer (per_viewer: [0] spectators,
 * [1 + p] seat p, taken), and an update to every follower. */
void srv_hub_changed(srv_hub *h, srv_game *x, json_t *per_viewer[GAME_MAX_PLAYERS + 1]);
/* Applies legal action a for the player to act (stored, told). */
int srv_hub_apply(srv_hub *h, srv_game *x, game_action a);
/* A change of kind `kind` by player, told to every follower alike. */
void srv_hub_simple_change(srv_hub *h, srv_game *x, const char *kind, int player);
/* Whether x may leave memory once nothing follows it; marks it to leave. */
bool srv_hub_may_leave(const srv_hub *h, const srv_game *x);
void srv_hub_mark_drop(srv_hub *h, srv_game *x);

/* ---- hub.c: hints and reviews waiting for the bot pool ---- */
/* Submits job (its kind's fields set; x's, the asker's group and address set
 * here) whose answer ph waits for: the request's connection and id kept, ph
 * listed (a connection that closes drops its answer) and counted with x's
 * jobs.  Out of memory: both freed, and the asker told. */
void srv_hub_pending_submit(srv_req *r, srv_game *x, srv_bot_job *job, srv_pending *ph);
/* The job is done: ph out of the list (then answered, or not: its c is NULL). */
void srv_hub_pending_take(srv_hub *h, srv_pending *ph);
/* ph freed, and x no longer held by its job (it may leave memory). */
void srv_hub_pending_free(srv_hub *h, srv_game *x, srv_pending *ph);

/* ---- hub.c: change -> commit -> acknowledge ---- */
/* The acknowledgement of a change of x goes out before the updates the
 * change queued from outbox position mark on (all after the commit). */
void srv_hub_ack(srv_req *r, srv_game *x, size_t mark);
/* Every message queued since the last call waits for store batch b. */
void srv_hub_number(srv_hub *h, uint64_t b);
/* Delivers what is on disk (batches up to committed) in order; bots next. */
void srv_hub_deliver(srv_hub *h, uint64_t committed);
/* An optional integer field of the request in [lo, hi]; true when absent
 * (out unchanged); false after the error reply. */
bool srv_req_int(srv_req *r, const char *key, long long lo, long long hi, long long *out);

/* ---- restore.c: stored games back ---- */
int srv_hub_load(srv_hub *h, char *err, size_t n);
/* The game of a stored row, replayed and checked; NULL with the reason
 * (*oom: for lack of memory, not damage). */
srv_game *srv_hub_restore_game(srv_hub *h, const srv_stored_game *sg, char *why, size_t n,
                               bool *oom);
int srv_hub_quarantine(srv_hub *h, const char *id, const char *why);
const char *srv_hub_quarantined_why(const srv_hub *h, const char *id); /* or NULL */
/* One game read again (srv_store_load_game's fn, ctx a srv_demand). */
typedef struct {
    srv_hub *h;
    srv_game *x;
    char why[200];
    bool found;
} srv_demand;
int srv_hub_load_demanded(void *ctx, const srv_stored_game *sg);

/* ---- multi_sync.c, unload.c, multi.c ---- */
enum { SRV_SYNC_FOLLOW, SRV_SYNC_CONFLICT };
/* Reads x again from the store (another process changed it, or a conflict). */
void srv_multi_sync(srv_hub *h, srv_game *x, int mode);
/* The game id: in memory, or a finished one loaded again; NULL: none to serve. */
srv_game *srv_hub_lookup(srv_hub *h, const char *id);
/* At a flush: the marked games nothing points at leave memory. */
void srv_hub_drop_finished(srv_hub *h, uint64_t submitted, uint64_t committed);
/* The others' notices and leases; the store's conflicts (after a commit). */
void srv_multi_take(srv_hub *h);
void srv_multi_conflicts(srv_hub *h);

/* ---- the handlers (messages.c's table), by family ---- */
/* lobby.c; srv_create_allowed: the limits on creating games (false after
 * the refusal), srv_create_counted: a game was made (replay.c too) */
void srv_msg_hello(srv_req *r);
void srv_msg_create(srv_req *r);
void srv_msg_catalog(srv_req *r);
void srv_msg_stats(srv_req *r);
bool srv_create_allowed(srv_req *r);
void srv_create_counted(srv_req *r);
/* seats.c */
void srv_msg_join(srv_req *r); /* join and watch */
void srv_msg_leave(srv_req *r);
void srv_msg_view(srv_req *r);
/* play.c */
void srv_msg_act(srv_req *r);
void srv_msg_undo(srv_req *r);
void srv_msg_resign(srv_req *r);
void srv_msg_why(srv_req *r);
/* history.c */
void srv_msg_events(srv_req *r);
void srv_msg_history(srv_req *r);
void srv_msg_record(srv_req *r);
void srv_msg_view_at(srv_req *r);
/* listing.c, rematch.c, replay.c */
void srv_msg_list(srv_req *r);
void srv_msg_rematch(srv_req *r);
void srv_msg_replay(srv_req *r);
/* hint.c, review.c; their jobs done in the pool (hub_loop.c hands them back) */
void srv_msg_hint(srv_req *r);
void srv_hint_done(srv_hub *h, srv_bot_job *job);
void srv_msg_review(srv_req *r);
void srv_review_done(srv_hub *h, srv_bot_job *job);

#endif
