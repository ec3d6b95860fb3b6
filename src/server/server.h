/* server.h - one JSON message protocol for browsers and bots (docs/PROTOCOL.md),
 * its game table (the hub), its store (SQLite or PostgreSQL) and its two transports:
 * `arnak proto` (JSON lines over standard input/output) and `arnak serve`
 * (WebSocket over libwebsockets), plus `arnak loadtest`.
 *
 * The hub sees games only through core/game.h and the registry, so every game
 * the registry lists (and every option it declares) is served unchanged.  It
 * is single-threaded: the transport calls it from its one network thread.
 * Bots think in a worker pool (bots.c) on copies of a state and hand their
 * choice back to the network thread.
 *
 * Every message to a seat is built from that seat's observation only
 * (views.c); a spectator gets what every seat sees alike and what a viewer
 * with no seat may see (GAME_VIEW_SPECTATOR), so no seat's hand even alone.
 *
 * Prefix: srv_ (this library, src/server).
 */
#ifndef SRV_SERVER_H
#define SRV_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "core/game.h"
#include "core/record.h"

#define SRV_PROTOCOL_VERSION 1
/* Limits on one incoming message: larger or deeper ones are refused before
 * (size) or instead of (depth) building any JSON value. */
#define SRV_MAX_MESSAGE 65536
#define SRV_MAX_DEPTH 8
/* Log entries a game keeps for "events since": older ones mean "resync"
 * (the "history" message then gives the whole story). */
#define SRV_LOG_KEEP 32
/* One "history" reply holds at most SRV_HISTORY_STEPS steps and stops after
 * the step that takes it past SRV_HISTORY_BYTES (a whole game of Arnak is a
 * few hundred steps): a client pages on with "since". */
#define SRV_HISTORY_STEPS 1000
#define SRV_HISTORY_BYTES (256 * 1024)
/* Search bots: the largest "strength" (iterations per decision) a create
 * may ask for, and, in the bot pool, the wall-clock budget of one decision
 * (the search stops at whichever comes first, on one thread). */
#define SRV_MAX_STRENGTH 2000
#define SRV_BOT_MS 1000
/* Hints ("hint"): the search's options for the seat to act, at most
 * SRV_HINT_OPTIONS of them, from SRV_HINT_ITERS iterations (and in the bot
 * pool of `arnak serve` at most SRV_HINT_MS of wall-clock time); at most
 * SRV_MAX_HINTS hints wait or run at once ("busy" beyond). */
#define SRV_HINT_OPTIONS 5
#define SRV_HINT_ITERS 1000
#define SRV_HINT_MS 300
#define SRV_MAX_HINTS 4
/* Reviews ("review", after a game): one seat's decisions with a choice, each
 * judged by the medium bot's search of SRV_REVIEW_ITERS iterations (and in the
 * bot pool of `arnak serve` at most its share of srv_limits.review_ms, never
 * under SRV_REVIEW_MIN_MS); the SRV_REVIEW_SHOWN costliest are answered.  At
 * most SRV_MAX_REVIEWS wait or run at once, one per connection ("busy"). */
#define SRV_REVIEW_ITERS 300
#define SRV_REVIEW_MS 30000
#define SRV_REVIEW_MIN_MS 5
#define SRV_REVIEW_SHOWN 5
#define SRV_MAX_REVIEWS 2
#define SRV_SPECTATOR (-1)
#define SRV_TOKEN_HEX 32 /* 128 random bits */
#define SRV_TOKEN_HASH_HEX 64 /* SHA-256 of a token, in hex: what the server keeps */
#define SRV_ID_HEX 16    /* 64 random bits */

typedef struct srv_hub srv_hub;
typedef struct srv_conn srv_conn;
typedef struct srv_store srv_store;

/* ---- random identifiers (token.c) ---- */
/* Fills buf (2 * nbytes + 1 chars) with nbytes random bytes in hex from
 * getrandom().  0, or -1 when the kernel gives no randomness. */
int srv_random_hex(char *buf, size_t nbytes);
/* Deterministic hex from a counter: transcript tests only (--test-tokens). */
void srv_test_hex(char *buf, size_t nbytes, uint64_t *counter);
/* Constant-time comparison of two NUL-terminated strings. */
bool srv_token_equal(const char *a, const char *b);
/* The form in which a seat token is kept, in memory and in the store: its
 * SHA-256 in hex (SRV_TOKEN_HASH_HEX + 1 chars in out), so that a copy of
 * the database gives nobody a seat.  Tokens are 128 random bits: a plain
 * hash suffices (nothing to guess that a slow hash would protect).  0, or
 * -1 when the digest cannot be computed (out cleared). */
int srv_token_hash(const char *token, char *out);
/* Whether `token` (as a client sent it) is the one whose hash is `hash`:
 * the hashes compared in constant time.  False for an empty hash. */
bool srv_token_matches(const char *token, const char *hash);
/* The tokens one connection has shown to be right, each with its hash: a
 * later message of that connection naming the same token for a seat of the
 * same hash is compared in constant time (token and hash) without hashing it
 * again.  An entry holds only what SHA-256 proved (hash(token) == hash), so
 * it never goes stale: a seat whose hash is another (a new game, a token
 * changed) finds no entry and is hashed. */
#define SRV_TOKEN_SEEN 5
typedef struct srv_token_seen {
    struct {
        char token[SRV_TOKEN_HEX + 1];
        char hash[SRV_TOKEN_HASH_HEX + 1];
    } k[SRV_TOKEN_SEEN];
    unsigned next; /* the entry a new token replaces (round robin) */
} srv_token_seen;
/* srv_token_matches, through *seen (allocated on the first match; NULL on
 * no memory: then every check hashes).  fresh: hash whatever is known (a
 * join), and remember the outcome. */
bool srv_token_check(srv_token_seen **seen, const char *token, const char *hash, bool fresh);

/* ---- views: messages built from one seat's observation (views.c) ---- */
/* The view of `seat` (or SRV_SPECTATOR): whose turn, decision text, state as
 * seen, live scores, and, for the seat to act, its legal actions with their
 * canonical text, the text as this seat reads it and structured info.
 * brief: no "state" and no action "info" (bots that need only the choice).
 * New object, or NULL when out of memory. */
json_t *srv_view_json(const game_def *g, const void *st, int seat, bool brief);
/* What `seat` (or SRV_SPECTATOR) may know of the step before -a-> after:
 * {"player", "action", "events": [{...event json, "text"}]}.  New object/NULL. */
json_t *srv_step_json(const game_def *g, const void *before, game_action a, const void *after,
                      int seat);
/* srv_step_json of every seat (out[0..players-1]), each event a seat gets
 * alike written once and shared between the seats' steps. */
void srv_steps_json(const game_def *g, const void *before, game_action a, const void *after,
                    json_t *out[]);
/* The events of a game's setup (a solo rival's opening turn) as `seat` (or
 * SRV_SPECTATOR) may know them, each with its "text": a new JSON array,
 * empty for a game whose setup tells nothing. */
json_t *srv_setup_json(const game_def *g, const void *st, int seat);

/* One step of a game's story (the "history" message) as `seat` (or
 * SRV_SPECTATOR) may know it: srv_step_json's step with "kind": "act", its
 * place "n" in the story (1 for the first action), and, when one of its
 * events ends a round or the game, the viewer's "scores" after it.  Built
 * from the viewer's observations alone, as the update of that step was.
 * New object or NULL. */
json_t *srv_story_step(const game_def *g, const void *before, game_action a, const void *after,
                       int seat, size_t n);
/* The spectator's step from every seat's (what all of them got alike). */
json_t *srv_step_common(json_t *const seats[], int np);
/* The spectator's step: what every seat got alike (seats: each seat's step),
 * narrowed by the game's own spectator step (GAME_VIEW_SPECTATOR) where the
 * game has one; a one-seat game without it gives the spectator no text and
 * no events.  New object or NULL. */
json_t *srv_step_spectator(const game_def *g, const void *before, game_action a,
                           const void *after, json_t *const seats[], int np);
/* The spectators' texts of steps the hub's log left to be made (no spectator
 * followed the game then): actions at[0] < at[1] < ... < at[n-1] of the
 * record, each as the log keeps its step (srv_step_json's, "kind": "act",
 * its "seq"), from a replay of the record.  out[i] NULL where it cannot be
 * made (out of memory); returns how many were made. */
int srv_spectator_steps(const game_def *g, const game_record *rec, int n,
                        const size_t at[], const uint64_t seq[], char *out[]);
/* Deep "what both see alike": equal values are kept, objects keep the keys
 * both have, arrays of equal length recurse, any other difference is null.
 * New reference (NULL arguments give NULL). */
json_t *srv_json_common(const json_t *a, const json_t *b);
/* The hello reply's description of a game: name, title, players, options. */
json_t *srv_game_json(const game_def *g);

/* ---- hints (hint.c): a search from one seat's observation ---- */
/* One option of a hint: a legal action and how the search judged it. */
typedef struct {
    game_action action;
    uint32_t visits;
    double value; /* mean reward for the seat, 0..1 */
} srv_hint_option;
/* Searches for `seat`, the seat to act in st, from g->observe(st, seat) only
 * (the search then draws its own determinizations of it): `iters` iterations
 * (SRV_HINT_ITERS in the protocol) with the generator seeded by `seed`, and stops after ms
 * milliseconds when ms > 0 (ms = 0: the result depends only on the
 * observation and the seed).  Writes up to max options, most visited first;
 * returns how many, or -1 (not that seat's turn, game over, memory). */
int srv_hint_search(const game_def *g, const void *st, int seat, uint64_t seed, int iters, int ms,
                    srv_hint_option *out, int max);
/* The options as the protocol sends them: [{"text", "label", "visits",
 * "value"}...] with texts from `seat`'s observation of st; value in
 * thousandths (1000: a sure win).  New array or NULL. */
json_t *srv_hint_json(const game_def *g, const void *st, int seat, const srv_hint_option *o,
                      int n);

/* ---- message limits (messages.c) ---- */
/* Nesting depth of a JSON text ([ and { outside strings); a quick scan that
 * lets the parser refuse a deep text before building anything. */
int srv_json_depth(const char *text, size_t len);

/* ---- the store (store.c): SQLite in WAL mode, or PostgreSQL ---- */
/* Opens the store `where` names: a postgresql:// (or postgres://) URL is a
 * PostgreSQL database (libpq; its tables made or brought up to the schema's
 * version, src/server/schema_pg.sql), anything else a folder holding
 * DIR/arnak.db (SQLite), created private to its owner (folder 0700, files
 * 0600, tightened when found looser); SQLite's quick_check runs and an older
 * schema is brought up to date.  NULL with a one-line message for a store
 * that cannot be used: no connection, SQLite cannot read it, its tables are
 * gone, or it is empty or missing while its marker file (arnak.db.marker)
 * says it held games. */
srv_store *srv_store_open(const char *where, char *err, size_t n);
/* How a store is opened: by its one writer (a server, `arnak proto`: a
 * folder that another process writes is refused, the message naming that
 * process), or for a look (`arnak store check`, `arnak proto --dump`): as
 * the writer when no process has the folder, else read-only, every table
 * read in one transaction, nothing changed; a look may also name an SQLite
 * file itself (a backup). */
enum { SRV_STORE_WRITER, SRV_STORE_LOOK };
srv_store *srv_store_open_as(const char *where, int how, char *err, size_t n);
/* Whether the store was opened read-only (a look at a live store). */
bool srv_store_read_only(const srv_store *s);
/* An online backup of the store at `where` into the new file `out` (SQLite's
 * backup API: a consistent copy while a server runs): 0, or -1 with a
 * message (PostgreSQL: pg_dump is the tool). */
int srv_store_backup(const char *where, const char *out, char *err, size_t n);
/* Whether `where` names a PostgreSQL database (a postgresql:// URL). */
bool srv_store_is_url(const char *where);
void srv_store_close(srv_store *s);
/* The store in messages: the SQLite file's path, or the PostgreSQL database
 * and its server (never a password). */
const char *srv_store_label(const srv_store *s);

/* ---- limits (limits.c): what one client may hold and do ---- */
/* `arnak serve`'s limits (srv_limits_default gives the documented defaults;
 * 0 turns a count limit off).  `arnak proto` has none: its one client is the
 * process that started it. */
typedef struct {
    int idle_s;              /* a WebSocket silent this long is closed (0: never) */
    int conns_per_addr;      /* connections held at once by one client address */
    int games_per_min_conn;  /* games one connection may create per minute */
    int games_per_min_addr;  /* games one client address may create per minute */
    int unfinished_per_addr; /* unfinished games created by one address */
    int bot_ms;              /* the most wall-clock time of one bot decision */
    int review_ms;           /* the most wall-clock time of one review's searches */
    int accept_pause_ms;     /* out of descriptors: stop accepting this long */
} srv_limits;
void srv_limits_default(srv_limits *l);

/* Client addresses as text ("127.0.0.1", "::1"), at most SRV_ADDR_MAX - 1 chars. */
#define SRV_ADDR_MAX 64
/* One client address: its connections and its allowance of new games. */
typedef struct srv_peer srv_peer;
typedef struct srv_peers srv_peers;
srv_peers *srv_peers_new(void);
void srv_peers_free(srv_peers *t);
/* The entry of addr, made when missing (NULL: out of memory).  An entry
 * lives while it holds connections or recent games. */
srv_peer *srv_peer_get(srv_peers *t, const char *addr);
const char *srv_peer_addr(const srv_peer *p);
int srv_peer_conns(const srv_peer *p);
void srv_peer_conn_add(srv_peers *t, srv_peer *p, int delta);
/* A token bucket: `per_min` events a minute, as many at once at most.
 * Takes one token and returns true, or returns false and leaves it. */
typedef struct {
    double tokens, last;
} srv_rate;
bool srv_rate_take(srv_rate *r, int per_min, double now);
srv_rate *srv_peer_rate(srv_peer *p);
/* Seconds on a monotonic clock. */
double srv_now(void);

/* ---- the hub (hub.c, messages.c, hub_loop.c) ---- */
typedef struct {
    srv_store *store;         /* NULL: games live in memory only */
    int bot_threads;          /* 0: bots move at once, inline (proto); else a pool */
    bool test_tokens;         /* deterministic ids and tokens: transcript tests only */
    bool frozen;              /* bots never move (dumping a store, fuzzing) */
    int hint_iters;           /* iterations of a hint's search; 0: SRV_HINT_ITERS (fuzzing:
                                 a few, so that a hint is not a slow input) */
    int review_iters;         /* iterations per decision of a review; 0: SRV_REVIEW_ITERS */
    const char *invite_base;  /* "http://127.0.0.1:8080/" for invite links, or NULL */
    const srv_limits *limits; /* NULL: none (arnak proto) */
    /* Several processes on one PostgreSQL database (arnak serve --shared;
     * multi.h): the others' commits, and the leases of bot seats (NULL: one
     * process). */
    struct srv_notify *notify;
    struct srv_lease *lease;
    /* Wall-clock milliseconds since 1970 for the games' clocks; NULL: the
     * system's (tests set their own). */
    int64_t (*now_ms)(void);
    /* Delivers one message (JSON text, no newline) to a connection. */
    void (*send)(void *ctx, void *transport, const char *text, size_t len);
    /* Called from a bot thread when a choice is ready: the network thread
     * should call srv_hub_bots() soon. */
    void (*wake)(void *ctx);
    void *ctx;
} srv_hub_config;

/* A new hub; with a store, every stored game is loaded and replayed to its
 * stored hashes.  NULL with a message on failure. */
srv_hub *srv_hub_new(const srv_hub_config *cfg, char *err, size_t n);
void srv_hub_free(srv_hub *h);

srv_conn *srv_hub_open(srv_hub *h, void *transport);
/* The client address of a connection (limits on creating games count by it). */
void srv_hub_set_peer(srv_conn *c, srv_peer *peer);
/* The connection is gone: its subscriptions and undelivered messages too. */
void srv_hub_close(srv_hub *h, srv_conn *c);
/* Handles one message of a connection.  Replies and pushes are queued and
 * delivered by srv_hub_flush(), after the changes they report are committed. */
void srv_hub_message(srv_hub *h, srv_conn *c, const char *text, size_t len);
/* Hands the pending changes to the store's writer (group commit), waits
 * until they are on disk, then delivers the queued messages and hands bot
 * decisions to the pool.  0, or -1 when a write failed: nothing after it is
 * acknowledged, and the caller must stop (a restart reloads every committed
 * action). */
int srv_hub_flush(srv_hub *h);
/* The same without waiting: delivers what is on disk already; the store's
 * writer calls cfg.wake after each commit (the network loop). */
int srv_hub_pump(srv_hub *h);
/* Runs out the games' clocks whose time is up (docs/PROTOCOL.md, "Clocks"):
 * cheap when none is due; the transports call it once per turn of their loop. */
void srv_hub_clocks(srv_hub *h);
/* Applies the choices the bot pool has finished (network thread). */
void srv_hub_bots(srv_hub *h);
/* Games in memory (with a store: the unfinished ones and finished ones in
 * use), and bots thinking or queued. */
int srv_hub_games(const srv_hub *h);
int srv_hub_bots_busy(srv_hub *h);
/* Writes each stored game that passes its checks (finished ones too) as a
 * game record (the format of core/record.h) into DIR/<game id>.rec: how many,
 * or -1 with a message. */
int srv_hub_dump(srv_hub *h, const char *dir, char *err, size_t n);
/* Stored games that failed their integrity check at start or when loaded
 * again (each told in one log line): kept in the store, not served. */
int srv_hub_quarantined(const srv_hub *h);

/* The subcommands `arnak proto`, `serve` and `store`: commands.h. */

#endif
