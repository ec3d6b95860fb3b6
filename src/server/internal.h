/* internal.h - what the files of src/server share and nothing else includes:
 * the store's statements and the bot pool. */
#ifndef SRV_INTERNAL_H
#define SRV_INTERNAL_H

#include "ai/bot.h"
#include "core/record.h"
#include "server.h"

/* ---- store.c (store_sqlite.c, store_pg.c: its backends) ---- */
/* The kinds of chat rows (table.h; the store's channel column names them). */
enum { SRV_CHAN_SEATS, SRV_CHAN_SPECTATORS, SRV_CHAN_JOINED, SRV_CHAN_COUNT };
/* "seats", "spectators", "joined"; NULL out of range (store_names.c). */
const char *srv_chat_channel_name(int ch);
/* The channel of a name, or -1. */
int srv_chat_channel(const char *name);
/* One chat row of a stored game (table.h: channel SRV_CHAN_*, seat or
 * SRV_SPECTATOR, body plain text). */
typedef struct {
    long long idx, created;
    int seat, channel;
    const char *body;
} srv_stored_chat;

/* One stored game as read back at start-up.  Never NULL pointers, even for
 * a damaged row: damage then says what is wrong and the rest is not to be
 * trusted (the hub quarantines the game). */
typedef struct {
    const char *id, *game, *options, *seats; /* options, seats: JSON text; id of a
                                                damaged one may be "(row N)" */
    long long row;                           /* its place in creation order (SQLite: rowid) */
    long long created;                       /* when it was created (seconds since 1970) */
    int players, resigned;                   /* resigned: seat, or -1 */
    uint64_t seed;
    size_t nactions;
    const game_action *actions;
    const uint64_t *hashes;                  /* state hash after each action */
    bool last_known;                         /* false: an older game with no action yet */
    uint64_t last_hash;                      /* the row's hash of the state now */
    const char *damage;                      /* NULL, or why it cannot be served */
    const srv_stored_chat *chat;             /* its chat rows in index order (sound ones) */
    size_t nchat;
    const char *clock;                       /* its clock (clocks.c's stored form), "": none */
} srv_stored_game;

/* Changes go into the current batch (nothing is written yet). */
/* hash: the state hash at the start (the row keeps the hash of the latest). */
int srv_store_add_game(srv_store *s, const char *id, const char *game, int players,
                       const char *options, uint64_t seed, const char *seats, uint64_t hash);
int srv_store_add_action(srv_store *s, const char *id, size_t index, game_action a,
                         uint64_t hash);
/* Undo: drops the actions from index `keep` on; hash: the state's after it. */
int srv_store_truncate(srv_store *s, const char *id, size_t keep, uint64_t hash);
int srv_store_resign(srv_store *s, const char *id, int seat);
/* With several processes (srv_store_set_tag): a notice of `kind` about game
 * id to the others, sent with the next batch's commit (multi.h); nothing
 * otherwise. */
int srv_store_notice(srv_store *s, const char *id, char kind, long long count);
/* A chat row (table.h): index idx of game id, channel SRV_CHAN_*, seat or -1. */
int srv_store_add_chat(srv_store *s, const char *id, long long idx, int seat, int channel,
                       long long created, const char *body);
/* A game's clock (srv_clock_text; NULL: none) and its seats after a bot took
 * one over, in place of what the row held. */
int srv_store_set_clock(srv_store *s, const char *id, const char *clock);
int srv_store_set_seats(srv_store *s, const char *id, const char *seats);
/* A whole stored game (sound: no damage) into the current batch: its row,
 * creation time, actions with their hashes and resignation, as they are
 * (`arnak store copy`).  0, or -1 out of memory. */
int srv_store_add_copy(srv_store *s, const srv_stored_game *sg);
/* The number the current batch will have once submitted (network thread). */
uint64_t srv_store_next_batch(const srv_store *s);
/* Writes the current batch (SQLite: before it returns) or hands it to the
 * writer thread (PostgreSQL); returns its number (the last one's when there
 * was nothing to write). */
uint64_t srv_store_submit(srv_store *s);
/* The number of the last batch on disk; once a write has failed, err gets a
 * message (and nothing after that batch will ever be written). */
uint64_t srv_store_committed(srv_store *s, char *err, size_t n);
/* Why writing stopped: 0 while nothing failed, SRV_STORE_CONFLICT when a
 * game's or an action's key (game, index) was already taken (another process
 * wrote that step first: the client's answer is `stale`), SRV_STORE_FAILED
 * for anything else (the database is gone, a disk is full). */
enum { SRV_STORE_FAILED = 1, SRV_STORE_CONFLICT = 2 };
int srv_store_error(srv_store *s);
/* A conflict no longer stops the writer: the game's ops are left out of the
 * group (and of every later batch until srv_store_reloaded), the rest is
 * committed, and the conflict waits here for the hub, which answers `stale`
 * for what it acknowledged of that game from batch `from` on and reloads it. */
typedef struct {
    char id[SRV_ID_HEX + 1];
    uint64_t from;
} srv_store_conflict;
/* Takes up to max waiting conflicts: how many. */
int srv_store_conflicts(srv_store *s, srv_store_conflict *out, int max);
/* The hub reloaded game id: its ops of the batches submitted from now on are
 * written again. */
void srv_store_reloaded(srv_store *s, const char *id);
/* With several processes on one database: this process's tag, sent with each
 * commit's notice to the others (PostgreSQL's NOTIFY, notify.c); none is
 * sent before it is set. */
void srv_store_set_tag(srv_store *s, const char *tag);
/* Waits until batch `no` is on disk: 0, or -1 with a message. */
int srv_store_wait(srv_store *s, uint64_t no, char *err, size_t n);
/* Waits at most `seconds` for every batch submitted so far: 1 once they are
 * on disk (or the store has failed: srv_store_committed says), 0 when the
 * time ran out first, -1 at once when none was waiting. */
int srv_store_wait_for(srv_store *s, double seconds);
/* Called by the writer thread after each commit (wakes the network loop;
 * never called where the network thread commits itself: SQLite). */
void srv_store_set_wake(srv_store *s, void (*wake)(void *ctx), void *ctx);
/* Calls fn for every stored game in creation order, damaged ones too (with
 * sg->damage); stops at fn's first nonzero return and returns it, or -1 with
 * a message when the games table itself cannot be read to its end. */
int srv_store_load(srv_store *s, int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx,
                   char *err, size_t n);
/* The same for the one game `id` (a finished game loaded again on demand),
 * on a reading connection of its own: 0 after fn (or when there is no such
 * game: fn is not called), else as srv_store_load. */
int srv_store_load_game(srv_store *s, const char *id,
                        int (*fn)(void *ctx, const srv_stored_game *sg), void *ctx, char *err,
                        size_t n);
/* What the store found wrong with itself at start that no one game carries
 * (quick_check's complaint, games without a row), or "". */
const char *srv_store_problem(const srv_store *s);

/* ---- clocks.c: a game's clocks (docs/PROTOCOL.md, "Clocks") ---- */
enum { SRV_CLOCK_NONE, SRV_CLOCK_LIVE, SRV_CLOCK_DAYS };
/* When a clock runs out: the easy bot plays that turn, or a bot takes the seat. */
enum { SRV_TIMEOUT_PLAY, SRV_TIMEOUT_DROP };
#define SRV_CLOCK_MAX_BANK_S (24 * 3600)
#define SRV_CLOCK_MAX_TURN_S 3600
#define SRV_CLOCK_MAX_DAYS_S (30 * 86400)
/* The bot that plays a turn whose clock ran out, and the one that takes a
 * seat over (resigned in 3+ players, or dropped when its clock ran out). */
#define SRV_CLOCK_BOT "easy"
#define SRV_TAKEOVER_BOT "medium"
/* The story's timeouts a clock keeps (the first ones of a game; later ones
 * are told when they happen and not kept). */
#define SRV_CLOCK_MAX_OUTS 128
/* A seat's time ran out before action `at` of the record ("play": the easy bot
 * played actions at..until-1 for it; until -1: it plays still). */
typedef struct {
    int seat;
    int32_t at, until;
} srv_clock_out;
typedef struct {
    int mode, timeout;      /* SRV_CLOCK_*, SRV_TIMEOUT_* */
    int64_t bank_ms;        /* live: each seat's time at the start */
    int64_t turn_ms;        /* live: added at each turn's start; days: each turn's time */
    int64_t left_ms[GAME_MAX_PLAYERS]; /* each seat's time left when the running turn began */
    int turn;               /* the seat whose clock runs, or -1 */
    int64_t since;          /* when it began to run (ms since 1970) */
    bool expired;           /* the running seat's time ran out: a bot plays its turn */
    /* bit p: seat p's person has come (shown its token once): only then
     * does its clock run (docs/PROTOCOL.md, "Clocks") */
    unsigned joined;
    int nouts; /* the timeouts kept, in the order of the story */
    srv_clock_out outs[SRV_CLOCK_MAX_OUTS];
} srv_clock;
/* Wall-clock milliseconds since 1970. */
int64_t srv_wall_ms(void);
/* The clock a create asks for (NULL or absent: none; {"mode", "bank_s",
 * "turn_s", "timeout"}): 0, or -1 with a one-line reason. */
int srv_clock_request(const json_t *j, srv_clock *c, char *err, size_t n);
/* The stored form (JSON text to free), NULL for a game without a clock. */
char *srv_clock_text(const srv_clock *c, int np);
/* The clock's settings as `create` takes them (a rematch's), fresh; NULL: none. */
json_t *srv_clock_settings(const srv_clock *c);
/* Back from the stored form ("" or NULL: none): 0, or -1 with the reason. */
int srv_clock_load(const char *text, int np, srv_clock *c, char *err, size_t n);
/* The running seat becomes `seat` (-1: none) at `now`: the last one's time
 * taken off, the new one's turn begun.  True when something changed. */
bool srv_clock_switch(srv_clock *c, int seat, int64_t now);
/* When the running seat's time runs out (INT64_MAX: no deadline). */
int64_t srv_clock_deadline(const srv_clock *c);
/* At or past the deadline: the running seat's time is up (its seat), else -1. */
int srv_clock_expire(srv_clock *c, int64_t now);
/* Whether a bot plays `seat`'s running turn because its time ran out. */
bool srv_clock_autoplays(const srv_clock *c, int seat);
/* The clock as every viewer sees it at `now` (NULL: none); waiting: the seat
 * whose person the game waits for (its turn, never come), or -1. */
json_t *srv_clock_json(const srv_clock *c, int np, int64_t now, int waiting);
/* Seat's time ran out before action `at`: kept for the story (false when
 * the clock keeps no more). */
bool srv_clock_add_out(srv_clock *c, int seat, long long at);
/* The bot's run for a timeout still open ends before action n. */
void srv_clock_end_run(srv_clock *c, long long n);
/* The record went back to n actions (an undo): later timeouts go, a run
 * past n ends there (open: still open). */
void srv_clock_undone(srv_clock *c, long long n);
/* Whether action i of the record was the clock's bot's (a timeout's run). */
bool srv_clock_played(const srv_clock *c, size_t i);
/* How many timeouts the story holds before action n or at it. */
int srv_clock_outs_until(const srv_clock *c, long long n);

/* ---- review.c: the "review" of a finished game for one seat ---- */
typedef struct {
    game_record *rec;       /* a copy of the game's record (owned; never sent) */
    int seat, iters, ms;    /* ms: each decision's budget, 0: iterations only */
    uint64_t seed;
    int count;              /* the decisions it judges */
    bot_review_item *items; /* rec->n + 1, costliest first after srv_review_run */
    int nitems;             /* judged, or -1 (err says why) */
    char err[128];
} srv_review_job;
/* Copies rec and counts the seat's decisions with a choice; total_ms > 0
 * shares that budget among them (at least SRV_REVIEW_MIN_MS each), with
 * `iters` iterations each at most.  Returns the count, or -1 (out of memory,
 * a record that does not replay): rv then holds nothing. */
int srv_review_prepare(srv_review_job *rv, const game_record *rec, int seat, int iters,
                       int total_ms, uint64_t seed);
/* Judges them (bot_review; any thread). */
void srv_review_run(srv_review_job *rv);
/* The costliest `shown` (at most SRV_REVIEW_SHOWN) as the protocol's items,
 * each built from the seat's observation at its decision; NULL when out of
 * memory or the review failed. */
json_t *srv_review_json(const srv_review_job *rv, int shown);
void srv_review_free(srv_review_job *rv);
/* Every judged decision in the order of the game (replay.c): its number,
 * the seat's chance after its choice and the loss, both in thousandths. */
json_t *srv_review_curve(const srv_review_job *rv);

/* ---- rematch.c: which game followed which ("rematch"), in memory ---- */
#define SRV_REMATCH_KEEP 1024 /* offers kept; the oldest goes first */
typedef struct {
    char from[SRV_ID_HEX + 1], to[SRV_ID_HEX + 1];
    int np;
    /* the new game's seat tokens by new seat ("" for a bot): each goes only
     * to its own seat */
    char token[GAME_MAX_PLAYERS][SRV_TOKEN_HEX + 1];
} srv_rematch;
typedef struct {
    bool bot;
    const char *name;
    int strength, ms;
} srv_rematch_seat;
typedef struct srv_rematches srv_rematches;
srv_rematches *srv_rematches_new(void);
void srv_rematches_free(srv_rematches *rs);
const srv_rematch *srv_rematch_find(const srv_rematches *rs, const char *from);
int srv_rematch_add(srv_rematches *rs, const srv_rematch *m);
/* The new seat of the player of old_seat (the seats rotate by one). */
int srv_rematch_new_seat(int np, int old_seat);
/* The "create" message of the rematch of a game set up as `setup` whose
 * seats were `seats` (by old seat): rotated, no seed (a new one is drawn). */
json_t *srv_rematch_create(const game_def *g, const game_setup *setup,
                           const srv_rematch_seat seats[]);
/* m from the "created" answer to that message: 0, or -1 when it is not one. */
int srv_rematch_from_created(srv_rematch *m, const char *from, int np, const json_t *created);
/* The offer as old_seat may know it (its new seat and its token only), or as
 * a spectator (SRV_SPECTATOR: the new game's id alone). */
json_t *srv_rematch_offer(const srv_rematch *m, int old_seat);

/* ---- replay.c: a record loaded for viewing only ("replay") ---- */
typedef struct {
    game_record *rec;
    uint64_t *hashes;    /* the state hash after each action */
    uint64_t last_hash;
    char *options, *seats; /* the stored form's JSON text */
} srv_replay_load;
/* Reads and replays a record's text: 0, or -1 with one line in err. */
int srv_replay_parse(const char *text, srv_replay_load *out, char *err, size_t n);
/* The loaded record as a stored game (every seat human, with those token
 * hashes) for the hub's restore; sg points into l.  0, or -1 out of memory. */
int srv_replay_stored(srv_replay_load *l, const char *id,
                      char hashes[][SRV_TOKEN_HASH_HEX + 1], srv_stored_game *sg);
void srv_replay_free(srv_replay_load *l);

/* ---- listing.c: a "list" row's details ---- */
typedef struct {
    bool bot;
    const char *name;
} srv_list_seat;
/* The seats, the round, and once over the scores and winners. */
json_t *srv_list_details(const game_def *g, const void *st, const srv_list_seat seats[], int np,
                         bool over, int resigned);

/* ---- limits.c: the games a minute of `create` and `replay` ---- */
/* Whether connection `conn` (its bucket) of address `peer` may make one more
 * game at `now` under l's games a minute: 0, or -1 with the refusal's one line
 * in err (what was counted, the limit and its option, when the next one is
 * allowed).  Counts nothing: srv_create_count does, once the game is made, so
 * that a create refused for any reason costs nothing. */
int srv_create_check(const srv_limits *l, const srv_rate *conn, srv_peer *peer, double now,
                     char *err, size_t n);
void srv_create_count(const srv_limits *l, srv_rate *conn, srv_peer *peer, double now);

/* ---- bots.c: a small pool of threads that choose bot actions ---- */
typedef struct srv_botpool srv_botpool;
typedef struct srv_bot_job srv_bot_job;
struct srv_bot_job {
    void *owner;            /* the hub's game */
    uint64_t seq;           /* the game's change count when the job was made */
    void *st;               /* a copy of the state (owned by the job) */
    bot b;                  /* a copy of the seat's bot (its generator advances) */
    game_action choice;
    /* A hint instead of a move (not NULL): st is then the seat's observation,
     * and the worker fills opts with srv_hint_search (seeded hint_seed). */
    void *hint;
    int hint_seat, hint_iters;
    uint64_t hint_seed;
    srv_hint_option opts[SRV_HINT_OPTIONS];
    int nopts;
    /* A review instead (not NULL, owned by the job; st is then NULL): the
     * worker runs srv_review_run; pending is the hub's note of the asker. */
    srv_review_job *review;
    void *pending;
    /* Fair turns: jobs of one group (the client address that created the
     * game, or asked for the hint) wait behind each other, never in front of
     * another group's.  quick: a bot that does not search (milliseconds), served
     * also by a thread that no search may hold. */
    uint64_t group;
    bool quick;
    /* human: a person holds a seat of the game now (srv_game_human_waiting):
     * served before every game of bots alone, which yield to it and share a
     * budget (bots.c).  addr: the group's address as text, for `stats` (read
     * during srv_botpool_submit only; NULL: none). */
    bool human;
    const char *addr;
    /* A hint's or a review's job: the worker calls run instead of choosing a
     * move, and srv_bot_job_free calls release (not NULL) for what the job
     * holds besides st (hint.c, review.c). */
    void (*run)(srv_bot_job *job);
    void (*release)(srv_bot_job *job);
};

/* threads: workers for every job; one more serves only quick jobs. */
srv_botpool *srv_botpool_new(int threads, void (*wake)(void *ctx), void *ctx);
/* The group of a client address (0 for "", the games restored at start). */
uint64_t srv_botpool_group(const char *addr);
void srv_botpool_free(srv_botpool *p);
/* Takes ownership of job (malloc'd) and its state. */
int srv_botpool_submit(srv_botpool *p, srv_bot_job *job);
/* A finished job or NULL; the caller frees it (srv_bot_job_free). */
srv_bot_job *srv_botpool_take(srv_botpool *p);
int srv_botpool_busy(srv_botpool *p);
/* The pool's part of `stats` (docs/PROTOCOL.md): its queues by class, the CPU
 * each class spent, the bot-only budgets and the busiest addresses.  New
 * object (json null for NULL). */
json_t *srv_botpool_stats(srv_botpool *p);
/* A person joined the game `owner` (srv_bot_job.owner): its queued bot job,
 * if one waits among the games of bots alone, goes to the people's queue. */
void srv_botpool_promote(srv_botpool *p, const void *owner);
/* Frees a job, its state and its review. */
void srv_bot_job_free(srv_bot_job *job);
/* Runs a job's choice on the calling thread. */
void srv_bot_run(srv_bot_job *job);

#endif
