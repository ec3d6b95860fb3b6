/* protocol.c - the hub: the game table, the messages of docs/PROTOCOL.md,
 * seats and tokens, the event log, undo, resignation, records, and the
 * order "change -> commit -> acknowledge".
 *
 * Both transports (proto_stdio.c, ws.c) hand every incoming message to
 * srv_hub_message() and call srv_hub_flush() (proto: waits for the disk) or
 * srv_hub_pump() (serve: does not) once per turn of their loop.  A change (an
 * action, an undo, a resignation, a new game) goes into the store's current
 * batch; the replies and pushes it causes wait in the outbox, tagged with
 * that batch, until the store has committed it (SQLite: in srv_store_submit;
 * PostgreSQL: on its writer thread), so that
 * nothing is acknowledged that a crash could lose.  A message that fails a
 * check changes nothing and gets one error message with a code and a
 * sentence.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/record.h"
#include "core/splitmix.h"
#include "internal.h"
#include "json_text.h"
#include "table.h"
#include "multi.h"

#define SRV_MAX_SUBS 8    /* seats and games one connection follows */
#define SRV_MAX_LIST 64   /* tokens in one "list" message */
#define HASH_BUCKETS 65536

enum { SEAT_HUMAN, SEAT_BOT };

typedef struct sub {
    srv_conn *c;
    int seat;
    struct sub *next;
} sub;

typedef struct {
    uint64_t seq;
    /* The entry as each viewer may know it: [0] spectators, [1 + p] seat p. */
    char *text[GAME_MAX_PLAYERS + 1];
    /* An action's step made while no spectator followed the game: 1 + its
     * index in the record, its spectators' text made only when asked for
     * (log_spectators); 0: text[0] is made. */
    size_t spec_at;
} log_entry;

typedef struct srv_game srv_game;
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
    sub *subs;
    /* several processes (multi.h): another process changed it since it was
     * read (read again before it is served); this process holds its bots'
     * lease; a bot job in the pool was made before it was read again */
    bool stale, lease_held, bot_stale;
    uint64_t op_batch; /* the store batch of its latest change made here */
    log_entry log[SRV_LOG_KEEP];
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
typedef struct pending_hint {
    srv_conn *c; /* NULL once the connection is gone */
    json_t *id;  /* the request's id, or NULL */
    bool review;
    struct pending_hint *next;
} pending_hint;

typedef struct {
    srv_conn *c; /* NULL once the connection is gone */
    char *text;
    size_t len;
    uint64_t batch; /* the store batch that must be on disk first */
    srv_game *game; /* the game whose change it reports (a conflict drops it), or NULL */
    bool is_ack;    /* the acknowledgement of that change (a conflict: `stale`) */
} outmsg;

struct srv_hub {
    srv_hub_config cfg;
    srv_game **buckets;
    srv_game **all;
    size_t nall, capall;
    uint64_t test_counter;
    outmsg *out;
    size_t nout, capout;
    size_t nassigned; /* out[0..nassigned) have their batch number */
    srv_game **want; /* games that may need a bot decision after the flush */
    size_t nwant, capwant;
    srv_botpool *pool;
    pending_hint *hints; /* hints and reviews in the pool */
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

static srv_game *lookup(srv_hub *h, const char *id);
static void clock_follow(srv_hub *h, srv_game *x);
static int64_t hub_now(const srv_hub *h);
static void mark_drop(srv_hub *h, srv_game *x);
/* several processes (the end of this file) */
static bool multi_may_move(srv_hub *h, srv_game *x);
static void multi_take(srv_hub *h);
static void multi_conflicts(srv_hub *h);
enum { SYNC_FOLLOW, SYNC_CONFLICT };
static void multi_sync(srv_hub *h, srv_game *x, int mode);
static const char *quarantined(const srv_hub *h, const char *id);
static srv_game *restore_game(srv_hub *h, const srv_stored_game *sg, char *why, size_t n,
                              bool *oom);

/* ------------------------------------------------------------------ helpers */

static bool grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t nc = *cap ? *cap * 2 : 64;
    while (nc < need)
        nc *= 2;
    void *q = realloc(*p, nc * size);
    if (!q)
        return false;
    *p = q;
    *cap = nc;
    return true;
}

static uint32_t id_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h % HASH_BUCKETS;
}

static srv_game *find_game(srv_hub *h, const char *id)
{
    for (srv_game *x = h->buckets[id_hash(id)]; x; x = x->hnext)
        if (strcmp(x->id, id) == 0)
            return x;
    return NULL;
}

static int new_hex(srv_hub *h, char *buf, size_t nbytes)
{
    if (h->cfg.test_tokens) {
        srv_test_hex(buf, nbytes, &h->test_counter);
        return 0;
    }
    return srv_random_hex(buf, nbytes);
}

/* Queues a message text (taken over) for c; delivered after the next commit. */
static void queue_text(srv_hub *h, srv_conn *c, char *text)
{
    if (!text)
        return;
    if (!grow((void **)&h->out, &h->capout, h->nout + 1, sizeof *h->out)) {
        free(text);
        return;
    }
    h->out[h->nout++] = (outmsg){c, text, strlen(text), 0, NULL, false};
}

static void queue(srv_hub *h, srv_conn *c, json_t *msg)
{
    char *text = srv_json_text(msg); /* game_json_dump's bytes, faster (json_text.h) */
    json_decref(msg);
    queue_text(h, c, text);
}

static void reply(srv_hub *h, srv_conn *c, const json_t *id, json_t *msg)
{
    if (id)
        json_object_set(msg, "id", (json_t *)id);
    if (h->capture) {
        json_decref(h->captured);
        h->captured = msg;
        return;
    }
    queue(h, c, msg);
}

/* Length of the well-formed UTF-8 sequence (RFC 3629: no overlong forms, no
 * surrogates, nothing above U+10FFFF) that starts s, or 0 if there is none. */
static size_t utf8_sequence(const unsigned char *s)
{
    if (s[0] < 0x80)
        return 1;
    size_t n = 0;
    if (s[0] >= 0xc2 && s[0] <= 0xdf)
        n = 2;
    else if (s[0] >= 0xe0 && s[0] <= 0xef)
        n = 3;
    else if (s[0] >= 0xf0 && s[0] <= 0xf4)
        n = 4;
    unsigned lo = 0x80, hi = 0xbf; /* the range of the second byte */
    if (s[0] == 0xe0)
        lo = 0xa0;
    else if (s[0] == 0xed)
        hi = 0x9f;
    else if (s[0] == 0xf0)
        lo = 0x90;
    else if (s[0] == 0xf4)
        hi = 0x8f;
    for (size_t i = 1; i < n; i++)
        if (s[i] < (i == 1 ? lo : 0x80) || s[i] > (i == 1 ? hi : 0xbf))
            return 0;
    return n;
}

/* An error text can quote what the client sent (a parser's "near '...'") or be
 * cut inside a character by its buffer, and jansson refuses a string that is
 * not UTF-8, which would leave the message without a reply: every byte that
 * does not start a well-formed sequence becomes '?'. */
static void utf8_scrub(char *text)
{
    unsigned char *s = (unsigned char *)text;
    while (*s) {
        size_t n = utf8_sequence(s);
        if (n == 0)
            *s++ = '?';
        else
            s += n;
    }
}

static void error_reply(srv_hub *h, srv_conn *c, const json_t *id, const char *code,
                        const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static void error_reply(srv_hub *h, srv_conn *c, const json_t *id, const char *code,
                        const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    utf8_scrub(text);
    reply(h, c, id, json_pack("{s:s, s:s, s:s}", "type", "error", "code", code, "message", text));
}

static void want_bot(srv_hub *h, srv_game *x)
{
    if (x->bot_wanted)
        return;
    if (!grow((void **)&h->want, &h->capwant, h->nwant + 1, sizeof *h->want))
        return;
    x->bot_wanted = true;
    h->want[h->nwant++] = x;
}

/* Seconds since 1970; 0 under --test-tokens, whose transcripts are replayed
 * byte for byte. */
static long long hub_time(const srv_hub *h) { return h->cfg.test_tokens ? 0 : (long long)time(NULL); }

static bool game_done(const srv_game *x)
{
    return x->view_only || x->resigned >= 0 || x->g->is_over(x->st);
}

/* Notes action number rec->n - 1, just applied to before giving after. */
static int note_undo(srv_game *x, const void *before, game_action a, const void *after)
{
    if (!grow((void **)&x->undo_by, &x->undo_cap, x->rec->n, sizeof *x->undo_by))
        return -1;
    int actor = x->g->current_player(before);
    bool ok = x->g->undoable && x->g->undoable(before, a, after);
    x->undo_by[x->rec->n - 1] = (int8_t)(ok ? actor : -1);
    return 0;
}

static size_t undo_depth(const srv_game *x, int seat)
{
    size_t d = 0;
    while (d < x->rec->n && x->undo_by[x->rec->n - 1 - d] == seat)
        d++;
    return d;
}

/* The seat whose bot must decide now, or -1. */
static int bot_to_move(const srv_game *x)
{
    if (game_done(x))
        return -1;
    int p = x->g->current_player(x->st);
    return p >= 0 && (x->seat[p].kind == SEAT_BOT || srv_clock_autoplays(&x->clock, p)) ? p : -1;
}

/* ---------------------------------------------------------------- messages */

/* A game that ended by a resignation: every seat but the resigner's wins
 * (the resigner is last). */
static void resigner_last(json_t *scores, int resigned)
{
    json_t *players = json_object_get(scores, "players"), *winners = json_array();
    size_t i;
    json_t *pl;
    json_array_foreach(players, i, pl) {
        json_t *js = json_object_get(pl, "seat"); /* a game may list players by place only */
        json_int_t seat = js ? json_integer_value(js) : (json_int_t)i;
        json_object_set_new(pl, "winner", json_boolean(seat != resigned));
        if (seat != resigned)
            json_array_append_new(winners, json_integer(seat));
    }
    if (players)
        json_object_set_new(scores, "winners", winners);
    else
        json_decref(winners);
}

/* The seats of a view message: kinds, bots, seats taken over. */
static json_t *seats_json(const srv_game *x)
{
    json_t *seats = json_array();
    for (int p = 0; p < x->np; p++) {
        json_t *s = json_pack("{s:s}", "kind", x->seat[p].kind == SEAT_BOT ? "bot" : "human");
        if (x->seat[p].kind == SEAT_BOT)
            json_object_set_new(s, "bot", json_string(x->seat[p].bot));
        if (x->seat[p].taken)
            json_object_set_new(s, "taken", json_true());
        json_array_append_new(seats, s);
    }
    return seats;
}

/* The view message of `seat` (SRV_SPECTATOR for a spectator); seats: the
 * game's seats_json shared by the messages of one change (a reference is
 * taken), or NULL to make them. */
static json_t *view_message_with(srv_game *x, int seat, bool brief, const char *type,
                                 json_t *seats)
{
    /* the view's own members (seat, over, turn, decision, scores, state,
     * actions) and the game's below are distinct: set into the view itself */
    json_t *m = srv_view_json(x->g, x->st, seat, brief);
    if (!m)
        return NULL;
    json_object_set_new(m, "type", json_string(type));
    json_object_set_new(m, "game_id", json_string(x->id));
    json_object_set_new(m, "game", json_string(x->g->name));
    json_object_set_new(m, "seq", json_integer((json_int_t)x->seq));
    json_object_set_new(m, "players", json_integer(x->np));
    json_object_set_new(m, "seats", seats ? json_incref(seats) : seats_json(x));
    json_object_set_new(m, "resigned", x->resigned >= 0 ? json_integer(x->resigned) : json_null());
    if (x->resigned >= 0) {
        json_object_set_new(m, "over", json_true());
        json_object_set_new(m, "turn", json_null());
        json_object_set_new(m, "actions", json_array());
        char text[64];
        snprintf(text, sizeof text, "P%d resigned: the game is over", x->resigned + 1);
        json_object_set_new(m, "decision", json_string(text));
        resigner_last(json_object_get(m, "scores"), x->resigned);
    }
    json_t *clock = srv_clock_json(&x->clock, x->np, hub_now(x->hub));
    if (clock)
        json_object_set_new(m, "clock", clock);
    if (seat >= 0)
        json_object_set_new(m, "can_undo",
                            json_boolean(x->resigned < 0 && !x->seat[seat].taken &&
                                         undo_depth(x, seat) > 0));
    if (seat >= 0 && x->seat[seat].taken) /* its bot decides: nothing for the person to take */
        json_object_set_new(m, "actions", json_array());
    return m;
}

static json_t *view_message(srv_game *x, int seat, bool brief, const char *type)
{
    return view_message_with(x, seat, brief, type, NULL);
}

static void log_put(srv_game *x, json_t *per_viewer[GAME_MAX_PLAYERS + 1])
{
    log_entry *e = &x->log[x->seq % SRV_LOG_KEEP];
    e->seq = x->seq;
    e->spec_at = 0;
    for (int v = 0; v <= GAME_MAX_PLAYERS; v++) {
        free(e->text[v]);
        e->text[v] = NULL;
        if (v <= x->np && per_viewer[v]) {
            json_object_set_new(per_viewer[v], "seq", json_integer((json_int_t)x->seq));
            e->text[v] = srv_json_text(per_viewer[v]);
        }
    }
}

/* The spectators' texts the log left to be made (apply_action), from the
 * record: of the entries from seq `from` on whose action is at record index
 * `at` or later (an undo makes the one it takes back before it is gone). */
static void log_spectators(srv_game *x, uint64_t from, size_t at)
{
    size_t idx[SRV_LOG_KEEP];
    uint64_t seq[SRV_LOG_KEEP];
    char *text[SRV_LOG_KEEP];
    int n = 0;
    uint64_t first = x->seq > SRV_LOG_KEEP ? x->seq - SRV_LOG_KEEP + 1 : 1;
    for (uint64_t s = from > first ? from : first; s <= x->seq; s++) {
        log_entry *e = &x->log[s % SRV_LOG_KEEP];
        if (e->seq == s && e->spec_at > at) {
            idx[n] = e->spec_at - 1;
            seq[n++] = s;
        }
    }
    if (n == 0)
        return;
    srv_spectator_steps(x->g, x->rec, n, idx, seq, text);
    for (int i = 0; i < n; i++) {
        log_entry *e = &x->log[seq[i] % SRV_LOG_KEEP];
        e->text[0] = text[i];
        e->spec_at = 0;
    }
}

static bool spectated(const srv_game *x)
{
    for (const sub *s = x->subs; s; s = s->next)
        if (s->seat == SRV_SPECTATOR)
            return true;
    return false;
}

/* After a change: the log entry for every viewer, and an update (the entry
 * and the new view) to every subscribed connection. */
static void changed(srv_hub *h, srv_game *x, json_t *per_viewer[GAME_MAX_PLAYERS + 1])
{
    x->seq++;
    x->last = hub_time(h);
    clock_follow(h, x);
    log_put(x, per_viewer);
    size_t from = h->nout;
    /* One text per viewer and view kind, however many connections follow it. */
    char *cache[GAME_MAX_PLAYERS + 1][2] = {{NULL}};
    json_t *seats = x->subs ? seats_json(x) : NULL;
    for (sub *s = x->subs; s; s = s->next) {
        int v = s->seat + 1, b = s->c->brief;
        if (!cache[v][b]) {
            json_t *m = view_message_with(x, s->seat, b, "update", seats);
            /* the step as the log wrote it (log_put), not written again */
            const char *step = per_viewer[v] ? x->log[x->seq % SRV_LOG_KEEP].text[v] : NULL;
            if (m && per_viewer[v])
                cache[v][b] = step ? srv_json_text_with(m, "step", step) : NULL;
            else
                cache[v][b] = m ? srv_json_text(m) : NULL;
            json_decref(m);
        }
        if (cache[v][b])
            queue_text(h, s->c, strdup(cache[v][b]));
    }
    json_decref(seats);
    for (size_t i = from; i < h->nout; i++)
        h->out[i].game = x;
    for (int v = 0; v <= GAME_MAX_PLAYERS; v++) {
        free(cache[v][0]);
        free(cache[v][1]);
        json_decref(per_viewer[v]);
    }
    want_bot(h, x);
    mark_drop(h, x);
}

/* Applies legal action a for the player to act; no checks left to do. */
static int apply_action(srv_hub *h, srv_game *x, game_action a)
{
    const game_def *g = x->g;
    void *before = malloc(g->state_size);
    if (!before)
        return GAME_E_NOMEM;
    memcpy(before, x->st, g->state_size);
    int rc = g->apply(x->st, a);
    if (rc == GAME_OK && game_record_push(x->rec, a) != 0) {
        memcpy(x->st, before, g->state_size);
        rc = GAME_E_NOMEM;
    }
    if (rc == GAME_OK && note_undo(x, before, a, x->st) != 0) {
        game_record_pop(x->rec);
        memcpy(x->st, before, g->state_size);
        rc = GAME_E_NOMEM;
    }
    if (rc != GAME_OK) {
        free(before);
        return rc;
    }
    if (h->cfg.store && !h->replaying)
        x->op_batch = srv_store_next_batch(h->cfg.store);
    if (h->cfg.store && !h->replaying &&
        srv_store_add_action(h->cfg.store, x->id, x->rec->n - 1, a, g->hash(x->st)) != 0) {
        /* The store refused inside the open transaction: the batch cannot
         * commit; flush reports it and the transport stops. */
        snprintf(h->err, sizeof h->err, "store: cannot write an action of %s", x->id);
    }
    json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
    srv_steps_json(g, before, a, x->st, pv + 1);
    /* The spectators' step (as costly as the seats' together) only when a
     * spectator follows; else the log makes it if one asks (log_spectators) */
    bool spectators = spectated(x);
    if (spectators)
        pv[0] = srv_step_spectator(g, before, a, x->st, pv + 1, x->np);
    for (int v = 0; v <= x->np; v++)
        if (pv[v])
            json_object_set_new(pv[v], "kind", json_string("act"));
    free(before);
    changed(h, x, pv);
    if (!spectators)
        x->log[x->seq % SRV_LOG_KEEP].spec_at = x->rec->n;
    return GAME_OK;
}

static void simple_change(srv_hub *h, srv_game *x, const char *kind, int player)
{
    json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
    for (int v = 0; v <= x->np; v++)
        pv[v] = json_pack("{s:s, s:i}", "kind", kind, "player", player);
    changed(h, x, pv);
}

/* Bots move at once (inline mode): until a human is to act or the game ends. */
static void run_bots_inline(srv_hub *h, srv_game *x)
{
    int p;
    if (h->cfg.frozen)
        return;
    while ((p = bot_to_move(x)) >= 0) {
        srv_bot_job job = {.owner = x, .seq = x->seq, .st = x->st, .b = x->seat[p].b};
        srv_bot_run(&job);
        x->seat[p].b = job.b;
        if (apply_action(h, x, job.choice) != GAME_OK)
            break;
    }
}

/* ------------------------------------------------------------------- games */

static void free_game(srv_game *x)
{
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        bot_destroy(&x->seat[p].b); /* nothing kept today (setup_bot) */
    game_record_free(x->rec);
    free(x->st);
    free(x->undo_by);
    srv_table_free(x->table);
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        free(x->review[p]);
    for (int i = 0; i < SRV_LOG_KEEP; i++)
        for (int v = 0; v <= GAME_MAX_PLAYERS; v++)
            free(x->log[i].text[v]);
    while (x->subs) {
        sub *n = x->subs->next;
        free(x->subs);
        x->subs = n;
    }
    free(x);
}

static uint64_t bot_seed(uint64_t game_seed, int seat)
{
    uint64_t s = game_seed ^ (0xB07ULL + (uint64_t)seat * 0x9E3779B97F4A7C15ULL);
    return splitmix64(&s);
}

/* A new game object (not yet in the table). */
static srv_game *make_game(const game_def *g, const game_setup *setup, char *err, size_t n)
{
    srv_game *x = calloc(1, sizeof *x);
    if (!x || !(x->st = malloc(g->state_size)) || !(x->rec = game_record_new(g, setup))) {
        if (x)
            free(x->st);
        free(x);
        snprintf(err, n, "out of memory");
        return NULL;
    }
    x->g = g;
    x->np = setup->players;
    x->resigned = -1;
    if (g->init(x->st, setup) != GAME_OK) {
        snprintf(err, n, "the game cannot be set up so");
        free_game(x);
        return NULL;
    }
    return x;
}

static int add_game(srv_hub *h, srv_game *x)
{
    if (!grow((void **)&h->all, &h->capall, h->nall + 1, sizeof *h->all))
        return -1;
    h->all[h->nall++] = x;
    x->hub = h;
    uint32_t b = id_hash(x->id);
    x->hnext = h->buckets[b];
    h->buckets[b] = x;
    return 0;
}

/* The most wall-clock time of one bot decision on this server. */
static int bot_cap_ms(const srv_hub *h)
{
    return h->cfg.limits && h->cfg.limits->bot_ms > 0 ? h->cfg.limits->bot_ms : SRV_BOT_MS;
}

static int setup_bot(const srv_hub *h, srv_game *x, int p)
{
    bot *b = &x->seat[p].b;
    if (bot_create(b, x->g, x->seat[p].bot, p, bot_seed(x->rec->setup.seed, p)) != 0)
        return -1;
    if (x->seat[p].strength > 0 && b->iterations > 0)
        b->iterations = x->seat[p].strength;
    /* No tree kept between decisions: a bot's search runs on a copy of the bot
     * (in the pool, and dropped when an undo overtakes it), and a game restored
     * after a restart must go on as it would have without one. */
    b->search.reuse = false;
    if (h->cfg.bot_threads > 0 && bot_is_search(b)) {
        /* The time budget in the pool: one thread per search, stopped after
         * the server's cap at most (inline, in `arnak proto`, iterations
         * alone count, so that a session replays exactly).  A time bank
         * could spend several times ms on one decision: only within the cap. */
        int cap = bot_cap_ms(h);
        b->search.threads = 1;
        if (x->seat[p].ms > 0 && x->seat[p].ms < cap)
            b->search.ms = x->seat[p].ms;
        if (b->search.ms <= 0 || b->search.ms > cap)
            b->search.ms = cap;
        if (b->search.bank && b->search.ms * BOT_BANK_MAX > cap)
            b->search.bank = false;
    }
    return 0;
}

static void set_record_seats(srv_game *x)
{
    const char *names[GAME_MAX_PLAYERS];
    for (int p = 0; p < x->np; p++)
        names[p] = x->seat[p].kind == SEAT_BOT ? x->seat[p].bot : "human";
    game_record_set_seats(x->rec, names, x->np);
}

/* ------------------------------------------------------------------ clocks */

static int64_t hub_now(const srv_hub *h)
{
    return h && h->cfg.now_ms ? h->cfg.now_ms() : srv_wall_ms();
}

/* The seat whose clock runs now: a person's seat to decide, else -1. */
static int clock_seat(const srv_game *x)
{
    if (game_done(x))
        return -1;
    int p = x->g->current_player(x->st);
    return p >= 0 && x->seat[p].kind == SEAT_HUMAN ? p : -1;
}

static void store_clock(srv_hub *h, srv_game *x)
{
    char *text = srv_clock_text(&x->clock, x->np);
    if (h->cfg.store && srv_store_set_clock(h->cfg.store, x->id, text) != 0)
        snprintf(h->err, sizeof h->err, "store: cannot write the clock of %s", x->id);
    free(text);
    h->clock_next = 0;
}

/* After a change: the clock runs for whoever decides now (kept with it). */
static void clock_follow(srv_hub *h, srv_game *x)
{
    /* another process's steps come with its clock (multi_sync takes it) */
    if (srv_clock_switch(&x->clock, clock_seat(x), hub_now(h)) && !h->replaying)
        store_clock(h, x);
}

/* The seats as stored: kinds, bots, their tokens' hashes.  New text or NULL. */
static char *seats_text(const srv_game *x)
{
    json_t *jseats = json_array();
    for (int p = 0; p < x->np; p++) {
        json_t *s = json_pack("{s:s, s:s, s:i, s:i, s:s}", "kind",
                              x->seat[p].kind == SEAT_BOT ? "bot" : "human", "bot",
                              x->seat[p].bot, "strength", x->seat[p].strength, "ms",
                              x->seat[p].ms, "token_hash", x->seat[p].token_hash);
        if (x->seat[p].taken) {
            json_object_set_new(s, "taken", json_true());
            json_object_set_new(s, "taken_at", json_integer(x->seat[p].taken_at));
            json_object_set_new(s, "taken_why", json_string(x->seat[p].taken_why));
        }
        json_array_append_new(jseats, s);
    }
    char *text = game_json_dump(jseats);
    json_decref(jseats);
    return text;
}

/* A bot takes seat p over for the rest of the game (its person resigned,
 * or its clock ran out): told to every follower as a step of kind
 * "takeover" with the reason; the person may still watch through the seat. */
static void take_over(srv_hub *h, srv_game *x, int p, const char *why)
{
    bot_destroy(&x->seat[p].b);
    x->seat[p].kind = SEAT_BOT;
    x->seat[p].taken = true;
    x->seat[p].taken_at = (long long)x->rec->n;
    snprintf(x->seat[p].taken_why, sizeof x->seat[p].taken_why, "%s", why);
    x->seat[p].strength = 0;
    x->seat[p].ms = 0;
    snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", SRV_TAKEOVER_BOT);
    if (setup_bot(h, x, p) != 0)
        snprintf(h->err, sizeof h->err, "cannot start the bot for %s", x->id);
    set_record_seats(x);
    char *text = seats_text(x);
    if (h->cfg.store && (!text || srv_store_set_seats(h->cfg.store, x->id, text) != 0))
        snprintf(h->err, sizeof h->err, "store: cannot write the seats of %s", x->id);
    free(text);
    json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
    for (int v = 0; v <= x->np; v++)
        pv[v] = json_pack("{s:s, s:i, s:s}", "kind", "takeover", "player", p, "reason", why);
    changed(h, x, pv);
}

/* The running seat's time is up: the easy bot plays its turn, or a bot
 * takes the seat, as the game's creator chose; every follower is told. */
static void clock_ran_out(srv_hub *h, srv_game *x, int p)
{
    store_clock(h, x);
    if (x->clock.timeout == SRV_TIMEOUT_DROP) {
        take_over(h, x, p, "timeout");
    } else {
        bot_destroy(&x->seat[p].b);
        snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", SRV_CLOCK_BOT);
        if (setup_bot(h, x, p) != 0)
            snprintf(h->err, sizeof h->err, "cannot start the bot for %s", x->id);
        json_t *clock = srv_clock_json(&x->clock, x->np, hub_now(h));
        for (sub *s = x->subs; s; s = s->next)
            queue(h, s->c,
                  json_pack("{s:s, s:s, s:I, s:O}", "type", "clock", "game_id", x->id, "seq",
                            (json_int_t)x->seq, "clock", clock));
        json_decref(clock);
        want_bot(h, x);
    }
    if (!h->pool)
        run_bots_inline(h, x);
}

void srv_hub_clocks(srv_hub *h)
{
    int64_t now = hub_now(h);
    if (now < h->clock_next)
        return;
    int64_t next = INT64_MAX;
    for (size_t i = 0; i < h->nall; i++) {
        srv_game *x = h->all[i];
        if (srv_clock_deadline(&x->clock) <= now && !multi_may_move(h, x)) {
            /* several processes: the one that holds the game's lease plays
             * out its clock (asked for here; looked at again once granted) */
            next = now + SRV_LEASE_TICK_MS < next ? now + SRV_LEASE_TICK_MS : next;
            continue;
        }
        int p = srv_clock_expire(&x->clock, now);
        if (p >= 0)
            clock_ran_out(h, x, p);
        int64_t d = srv_clock_deadline(&x->clock);
        next = d < next ? d : next;
    }
    h->clock_next = next;
}

/* ----------------------------------------------------------- the handlers */

typedef struct {
    srv_hub *h;
    srv_conn *c;
    json_t *msg;
    const json_t *id;
    srv_game *x; /* with G_TARGET: the game and seat the message is about */
    int seat;
} req;

static void h_hello(req *r)
{
    json_t *b = json_object_get(r->msg, "brief");
    if (b && !json_is_boolean(b)) {
        error_reply(r->h, r->c, r->id, "bad_field", "'brief' must be true or false");
        return;
    }
    json_t *only = json_object_get(r->msg, "game");
    if (only && !json_is_string(only)) {
        error_reply(r->h, r->c, r->id, "bad_field", "'game' must be a game name");
        return;
    }
    if (b)
        r->c->brief = json_is_true(b);
    json_t *games = json_array();
    int n;
    const game_def *const *all = game_registry(&n);
    for (int i = 0; i < n; i++)
        if (!only || strcmp(all[i]->name, json_string_value(only)) == 0)
            json_array_append_new(games, srv_game_json(all[i]));
    json_t *bots = json_array();
    char names[256];
    snprintf(names, sizeof names, "%s", bot_names());
    for (char *save = NULL, *t = strtok_r(names, " ", &save); t; t = strtok_r(NULL, " ", &save))
        json_array_append_new(bots, json_string(t));
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:i, s:s, s:o, s:o, s:{s:i, s:i}, s:b}", "type", "hello", "protocol",
                    SRV_PROTOCOL_VERSION, "server", "arnak", "games", games, "bots", bots,
                    "limits", "message_bytes", SRV_MAX_MESSAGE, "depth", SRV_MAX_DEPTH, "brief",
                    r->c->brief));
}

/* An optional integer field in [lo, hi]; true when absent (out unchanged). */
static bool int_field(req *r, const char *key, long long lo, long long hi, long long *out)
{
    json_t *v = json_object_get(r->msg, key);
    if (!v)
        return true;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        error_reply(r->h, r->c, r->id, "bad_field", "'%s' must be an integer %lld..%lld", key, lo,
                    hi);
        return false;
    }
    *out = json_integer_value(v);
    return true;
}

/* "seed": 16 hex digits in a string (as the server shows seeds: every 64-bit
 * value), or a JSON integer 0..2^63-1 (older clients).  True when absent. */
static bool seed_field(req *r, uint64_t *seed, bool *given)
{
    json_t *v = json_object_get(r->msg, "seed");
    *given = v != NULL;
    if (!v)
        return true;
    if (json_is_integer(v) && json_integer_value(v) >= 0) {
        *seed = (uint64_t)json_integer_value(v);
        return true;
    }
    const char *t = json_string_value(v);
    size_t len = t ? strlen(t) : 0;
    bool ok = len >= 1 && len <= 16;
    for (size_t i = 0; ok && i < len; i++)
        ok = (t[i] >= '0' && t[i] <= '9') || (t[i] >= 'a' && t[i] <= 'f') ||
             (t[i] >= 'A' && t[i] <= 'F');
    if (!ok) {
        error_reply(r->h, r->c, r->id, "bad_field",
                    "'seed' must be 16 hex digits in a string, or an integer 0..%lld",
                    (long long)INT64_MAX);
        return false;
    }
    *seed = strtoull(t, NULL, 16);
    return true;
}

/* The limits on creating games (`arnak serve`): unfinished games of the
 * address, then games a minute of the connection and of the address (looked
 * at only: a game counts once made, create_counted).  False after an error
 * reply that says what was counted. */
static bool create_allowed(req *r)
{
    const srv_limits *l = r->h->cfg.limits;
    srv_peer *peer = r->c->peer;
    if (!l || !peer)
        return true;
    const char *addr = srv_peer_addr(peer);
    if (l->unfinished_per_addr > 0) {
        int open = 0;
        for (size_t i = 0; i < r->h->nall; i++)
            open += strcmp(r->h->all[i]->owner, addr) == 0 && !game_done(r->h->all[i]);
        if (open >= l->unfinished_per_addr) {
            error_reply(r->h, r->c, r->id, "limit",
                        "%d unfinished games created by %s (limit %d, --max-games-per-addr)",
                        open, addr, l->unfinished_per_addr);
            return false;
        }
    }
    char err[256];
    if (srv_create_check(l, &r->c->created, peer, srv_now(), err, sizeof err) != 0) {
        error_reply(r->h, r->c, r->id, "limit", "%s", err);
        return false;
    }
    return true;
}

/* A game was made: it counts against the games a minute (a refused create
 * or replay does not). */
static void create_counted(req *r)
{
    if (r->h->cfg.limits && r->c->peer)
        srv_create_count(r->h->cfg.limits, &r->c->created, r->c->peer, srv_now());
}

/* A bot seat's "ms", the time per decision it asks for: at most the
 * server's cap.  False after an error reply naming the cap. */
static bool bot_time_allowed(req *r, const json_t *seat, int p, int *ms)
{
    const json_t *v = json_object_get(seat, "ms");
    int cap = bot_cap_ms(r->h);
    if (!v)
        return true;
    if (!json_is_integer(v) || json_integer_value(v) < 1) {
        error_reply(r->h, r->c, r->id, "bad_setup", "seat %d: 'ms' must be 1..%d", p, cap);
        return false;
    }
    if (json_integer_value(v) > cap) {
        error_reply(r->h, r->c, r->id, "limit",
                    "seat %d: %lld ms per decision is over this server's cap of %d ms "
                    "(--bot-ms)",
                    p, (long long)json_integer_value(v), cap);
        return false;
    }
    *ms = (int)json_integer_value(v);
    return true;
}

static void h_create(req *r)
{
    srv_hub *h = r->h;
    if (!create_allowed(r))
        return;
    json_t *jg = json_object_get(r->msg, "game");
    if (!json_is_string(jg)) {
        error_reply(h, r->c, r->id, "bad_field", "'game' must name a game (see hello)");
        return;
    }
    const game_def *g = game_find(json_string_value(jg));
    if (!g) {
        error_reply(h, r->c, r->id, "bad_setup", "no game called '%s'", json_string_value(jg));
        return;
    }
    game_setup setup;
    game_setup_default(g, &setup);
    long long players = setup.players;
    uint64_t seed = 0;
    bool seeded;
    if (!int_field(r, "players", g->min_players, g->max_players, &players) ||
        !seed_field(r, &seed, &seeded))
        return;
    setup.players = (int)players;
    json_t *opts = json_object_get(r->msg, "options");
    if (opts && !json_is_object(opts)) {
        error_reply(h, r->c, r->id, "bad_field", "'options' must be an object");
        return;
    }
    const char *key;
    json_t *val;
    json_object_foreach(opts, key, val) {
        int i = game_option_index(g, key);
        if (i < 0) {
            error_reply(h, r->c, r->id, "bad_setup", "%s has no option '%s'", g->name, key);
            return;
        }
        char num[32];
        const char *text = json_string_value(val);
        if (json_is_integer(val)) {
            snprintf(num, sizeof num, "%lld", (long long)json_integer_value(val));
            text = num;
        }
        int v = text ? game_option_value(g, i, text) : -1;
        if (v < 0) {
            error_reply(h, r->c, r->id, "bad_setup", "option '%s' has no value like that", key);
            return;
        }
        setup.options[i] = v;
    }
    char err[256];
    if (game_setup_check(g, &setup, err, sizeof err) != GAME_OK) {
        error_reply(h, r->c, r->id, "bad_setup", "%s", err);
        return;
    }
    srv_clock clock;
    if (srv_clock_request(json_object_get(r->msg, "clock"), &clock, err, sizeof err) != 0) {
        error_reply(h, r->c, r->id, "bad_setup", "%s", err);
        return;
    }
    json_t *seats = json_object_get(r->msg, "seats");
    if (seats && (!json_is_array(seats) || json_array_size(seats) != (size_t)setup.players)) {
        error_reply(h, r->c, r->id, "bad_field", "'seats' must list %d seats", setup.players);
        return;
    }
    if (seeded) {
        setup.seed = seed;
    } else {
        char hex[17];
        if (new_hex(h, hex, 8) != 0) {
            error_reply(h, r->c, r->id, "internal", "no randomness available");
            return;
        }
        setup.seed = strtoull(hex, NULL, 16);
    }
    srv_game *x = make_game(g, &setup, err, sizeof err);
    if (!x) {
        error_reply(h, r->c, r->id, "bad_setup", "%s", err);
        return;
    }
    for (int p = 0; p < setup.players; p++) {
        json_t *s = seats ? json_array_get(seats, (size_t)p) : NULL;
        const char *kind = s ? json_string_value(json_object_get(s, "kind")) : "human";
        if (s && (!json_is_object(s) || !kind)) {
            error_reply(h, r->c, r->id, "bad_field", "seat %d: an object with a 'kind'", p);
            free_game(x);
            return;
        }
        if (strcmp(kind, "human") == 0) {
            x->seat[p].kind = SEAT_HUMAN;
        } else if (strcmp(kind, "bot") == 0) {
            const char *name = json_string_value(json_object_get(s, "bot"));
            json_t *st = json_object_get(s, "strength");
            if (!name || !bot_known(name) || !game_record_valid_name(name)) {
                error_reply(h, r->c, r->id, "bad_setup", "seat %d: 'bot' must be one of: %s", p,
                            bot_names());
                free_game(x);
                return;
            }
            if (st && (!json_is_integer(st) || json_integer_value(st) < 1 ||
                       json_integer_value(st) > SRV_MAX_STRENGTH)) {
                error_reply(h, r->c, r->id, "bad_setup", "seat %d: 'strength' must be 1..%d", p,
                            SRV_MAX_STRENGTH);
                free_game(x);
                return;
            }
            if (!bot_time_allowed(r, s, p, &x->seat[p].ms)) {
                free_game(x);
                return;
            }
            x->seat[p].kind = SEAT_BOT;
            snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", name);
            x->seat[p].strength = st ? (int)json_integer_value(st) : 0;
            if (setup_bot(h, x, p) != 0) {
                error_reply(h, r->c, r->id, "bad_setup", "seat %d: no such bot", p);
                free_game(x);
                return;
            }
        } else {
            error_reply(h, r->c, r->id, "bad_setup", "seat %d: 'kind' is 'human' or 'bot'", p);
            free_game(x);
            return;
        }
    }
    if (new_hex(h, x->id, SRV_ID_HEX / 2) != 0) {
        error_reply(h, r->c, r->id, "internal", "no randomness available");
        free_game(x);
        return;
    }
    char token[GAME_MAX_PLAYERS][SRV_TOKEN_HEX + 1] = {{0}};
    for (int p = 0; p < setup.players; p++)
        if (x->seat[p].kind == SEAT_HUMAN &&
            (new_hex(h, token[p], SRV_TOKEN_HEX / 2) != 0 ||
             srv_token_hash(token[p], x->seat[p].token_hash) != 0)) {
            error_reply(h, r->c, r->id, "internal", "cannot make the seat tokens");
            free_game(x);
            return;
        }
    set_record_seats(x);
    x->clock = clock;
    /* Stored form: options as their value indexes, seats with their tokens'
     * hashes. */
    json_t *jopts = json_array(), *out = json_array();
    for (int i = 0; i < g->noptions; i++)
        json_array_append_new(jopts, json_integer(setup.options[i]));
    for (int p = 0; p < setup.players; p++) {
        bool isbot = x->seat[p].kind == SEAT_BOT;
        json_t *o = json_pack("{s:i, s:s}", "seat", p, "kind", isbot ? "bot" : "human");
        if (isbot) {
            json_object_set_new(o, "bot", json_string(x->seat[p].bot));
        } else {
            json_object_set_new(o, "token", json_string(token[p]));
            if (h->cfg.invite_base) {
                char link[512];
                snprintf(link, sizeof link, "%s#game=%s&seat=%d&token=%s", h->cfg.invite_base,
                         x->id, p, token[p]);
                json_object_set_new(o, "invite", json_string(link));
            }
        }
        json_array_append_new(out, o);
    }
    char *so = game_json_dump(jopts), *ss = seats_text(x);
    json_decref(jopts);
    if (add_game(h, x) != 0 || !so || !ss) {
        error_reply(h, r->c, r->id, "internal", "out of memory");
        free(so);
        free(ss);
        json_decref(out);
        if (h->nall == 0 || h->all[h->nall - 1] != x)
            free_game(x);
        return;
    }
    snprintf(x->owner, sizeof x->owner, "%s", srv_peer_addr(r->c->peer));
    create_counted(r);
    x->created = x->last = hub_time(h);
    if (h->cfg.store &&
        srv_store_add_game(h->cfg.store, x->id, g->name, x->np, so, setup.seed, ss,
                           g->hash(x->st)) != 0)
        snprintf(h->err, sizeof h->err, "store: cannot write game %s", x->id);
    free(so);
    free(ss);
    if (x->clock.mode != SRV_CLOCK_NONE) {
        srv_clock_switch(&x->clock, clock_seat(x), hub_now(h));
        store_clock(h, x);
    }
    reply(h, r->c, r->id,
          json_pack("{s:s, s:s, s:s, s:i, s:o}", "type", "created", "game_id", x->id, "game",
                    g->name, "players", x->np, "seats", out));
    want_bot(h, x);
}

/* The error for a game id the hub does not serve: none such, or one that
 * failed its integrity check (named, with the reason). */
static void not_served(req *r, const char *id)
{
    const char *why = quarantined(r->h, id);
    if (why)
        error_reply(r->h, r->c, r->id, "quarantined",
                    "game %.40s is quarantined: %s (kept in the store, not served)", id, why);
    else
        error_reply(r->h, r->c, r->id, "no_game", "no game '%.40s'", id);
}

/* Resolves the game and seat a message is about: explicit game_id (+ seat
 * + token), else the seat this connection joined.  spectator_ok: a message
 * with game_id and no seat watches.  False after an error reply. */
static bool target(req *r, bool spectator_ok, bool fresh, srv_game **gx, int *seat)
{
    json_t *gid = json_object_get(r->msg, "game_id");
    if (!gid) {
        if (!r->c->game) {
            error_reply(r->h, r->c, r->id, "no_game",
                        "join a seat first, or name game_id, seat and token");
            return false;
        }
        *gx = r->c->game;
        *seat = r->c->seat;
    } else {
        if (!json_is_string(gid)) {
            error_reply(r->h, r->c, r->id, "bad_field", "'game_id' must be a string");
            return false;
        }
        srv_game *x = lookup(r->h, json_string_value(gid));
        if (!x) {
            not_served(r, json_string_value(gid));
            return false;
        }
        json_t *js = json_object_get(r->msg, "seat");
        if (!js || json_is_null(js)) {
            *gx = x;
            *seat = SRV_SPECTATOR;
        } else {
            if (!json_is_integer(js) || json_integer_value(js) < 0 ||
                json_integer_value(js) >= x->np) {
                error_reply(r->h, r->c, r->id, "bad_field", "'seat' must be 0..%d", x->np - 1);
                return false;
            }
            int p = (int)json_integer_value(js);
            const char *tok = json_string_value(json_object_get(r->msg, "token"));
            if ((x->seat[p].kind != SEAT_HUMAN && !x->seat[p].taken) || !tok ||
                !srv_token_check(&r->c->tokens, tok, x->seat[p].token_hash, fresh)) {
                error_reply(r->h, r->c, r->id, "bad_token", "wrong token for seat %d", p);
                return false;
            }
            *gx = x;
            *seat = p;
        }
    }
    if (*seat == SRV_SPECTATOR && !spectator_ok) {
        error_reply(r->h, r->c, r->id, "not_seated", "spectators cannot do that");
        return false;
    }
    return true;
}

/* Whether a person holds a seat of x now (a human seat that a connection
 * joined, here or on another process): its bots go first (bots.c). */
static bool human_waiting(srv_game *x)
{
    for (const sub *s = x->subs; s; s = s->next)
        if (s->seat >= 0 && x->seat[s->seat].kind == SEAT_HUMAN)
            return true;
    int n = 0;
    const srv_table_remote *rm = x->table ? srv_table_remotes(x->table, &n) : NULL;
    for (int i = 0; i < n; i++)
        for (int p = 0; p < x->np; p++)
            if ((rm[i].online >> p & 1u) && x->seat[p].kind == SEAT_HUMAN)
                return true;
    return false;
}

static void subscribe(srv_conn *c, srv_game *x, int seat)
{
    c->game = x;
    c->seat = seat;
    for (int i = 0; i < c->nsubs; i++)
        if (c->subs[i].g == x && c->subs[i].seat == seat)
            return;
    if (c->nsubs == SRV_MAX_SUBS)
        return;
    sub *s = malloc(sizeof *s);
    if (!s)
        return;
    *s = (sub){c, seat, x->subs};
    x->subs = s;
    c->subs[c->nsubs].g = x;
    c->subs[c->nsubs].seat = seat;
    c->nsubs++;
}

/* join and watch: the guards resolved the seat (or the spectator). */
static void h_join(req *r)
{
    if (r->c->nsubs == SRV_MAX_SUBS) {
        error_reply(r->h, r->c, r->id, "too_many", "one connection follows at most %d seats",
                    SRV_MAX_SUBS);
        return;
    }
    subscribe(r->c, r->x, r->seat);
    if (r->h->pool && r->x->bot_queued && human_waiting(r->x))
        srv_botpool_promote(r->h->pool, r->x); /* a person is back: its bot goes first */
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:o}", "type", "joined", "game_id", r->x->id, "seat",
                    r->seat >= 0 ? json_integer(r->seat) : json_null()));
    queue(r->h, r->c, view_message(r->x, r->seat, r->c->brief, "view"));
    srv_presence_joined(r->h, r->x, r->c, r->seat);
    const srv_rematch *m = srv_rematch_find(r->h->rematches, r->x->id);
    if (m) /* a rematch made while this seat was away: its own offer */
        queue(r->h, r->c, srv_rematch_offer(m, r->seat));
}

/* Stops following a game (every seat of it this connection joined). */
static void h_leave(req *r)
{
    const char *gid = json_string_value(json_object_get(r->msg, "game_id"));
    srv_game *x = gid ? lookup(r->h, gid) : NULL;
    if (!x) {
        error_reply(r->h, r->c, r->id, "no_game", "'game_id' must name a game");
        return;
    }
    srv_conn *c = r->c;
    for (int i = 0; i < c->nsubs;) {
        if (c->subs[i].g != x) {
            i++;
            continue;
        }
        for (sub **p = &x->subs; *p; p = &(*p)->next) {
            if ((*p)->c == c && (*p)->seat == c->subs[i].seat) {
                sub *dead = *p;
                *p = dead->next;
                free(dead);
                break;
            }
        }
        c->subs[i] = c->subs[--c->nsubs];
    }
    if (c->game == x)
        c->game = NULL;
    srv_presence_changed(r->h, x);
    mark_drop(r->h, x);
    reply(r->h, c, r->id, json_pack("{s:s, s:s}", "type", "left", "game_id", x->id));
}

static void h_view(req *r)
{
    reply(r->h, r->c, r->id, view_message(r->x, r->seat, r->c->brief, "view"));
}

/* Why the seat may not take `what` now: the game's reason (game_why_not asks
 * it of the seat's observation, so it tells nothing the seat cannot see),
 * its fields and its English text, for the page to word in its language. */
enum { WHY_MAX = 120 }; /* the longest `what`: an action text or a name is far shorter */
static void h_why(req *r)
{
    const char *what = json_string_value(json_object_get(r->msg, "what"));
    if (!what || strlen(what) > WHY_MAX) {
        error_reply(r->h, r->c, r->id, "bad_field", "'what' must be a string of at most %d bytes", WHY_MAX);
        return;
    }
    json_t *why = game_why_not(r->x->g, r->x->st, r->seat, what);
    json_t *m = why ? json_pack("{s:s, s:s, s:i, s:I, s:s}", "type", "why", "game_id", r->x->id, "seat", r->seat,
                                "seq", (json_int_t)r->x->seq, "what", what)
                    : NULL;
    if (!m || json_object_update_missing(m, why) != 0) {
        json_decref(m);
        json_decref(why);
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    json_decref(why);
    reply(r->h, r->c, r->id, m);
}

/* A fixed seed per hint from what the seat knows (the game id, the seq and
 * the seat), so that `arnak proto` answers the same hint the same way. */
static uint64_t hint_seed(const srv_game *x, int seat)
{
    uint64_t v = 0x68696e74ULL; /* "hint" */
    for (const char *p = x->id; *p; p++)
        v = (v ^ (uint8_t)*p) * 0x100000001b3ULL;
    v ^= x->seq * 0x9E3779B97F4A7C15ULL ^ (uint64_t)seat;
    return splitmix64(&v);
}

static json_t *hint_message(const srv_game *x, int seat, uint64_t seq, const void *st,
                            const srv_hint_option *o, int n)
{
    json_t *opts = n >= 0 ? srv_hint_json(x->g, st, seat, o, n) : NULL;
    if (!opts)
        return NULL;
    return json_pack("{s:s, s:s, s:i, s:I, s:o}", "type", "hint", "game_id", x->id, "seat", seat,
                     "seq", (json_int_t)seq, "options", opts);
}

/* The search's favourite options for the seat to act, from its observation
 * only (hint.c).  arnak proto searches at once, counting iterations only (a
 * session replays exactly); arnak serve queues the search to the bot pool
 * with a time limit too and answers when it is done. */
static void h_hint(req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    uint64_t seed = hint_seed(x, seat);
    int iters = r->h->cfg.hint_iters > 0 ? r->h->cfg.hint_iters : SRV_HINT_ITERS;
    if (!r->h->pool) {
        srv_hint_option o[SRV_HINT_OPTIONS];
        int n = srv_hint_search(x->g, x->st, seat, seed, iters, 0, o, SRV_HINT_OPTIONS);
        json_t *m = hint_message(x, seat, x->seq, x->st, o, n);
        if (m)
            reply(r->h, r->c, r->id, m);
        else
            error_reply(r->h, r->c, r->id, "internal", "the search could not run");
        return;
    }
    if (r->h->nhints >= SRV_MAX_HINTS) {
        error_reply(r->h, r->c, r->id, "busy", "%d hints are being searched: ask again soon",
                    r->h->nhints);
        return;
    }
    /* the worker gets the seat's observation, never the real state */
    pending_hint *ph = calloc(1, sizeof *ph);
    srv_bot_job *job = calloc(1, sizeof *job);
    void *obs = malloc(x->g->state_size);
    if (!ph || !job || !obs || x->g->observe(x->st, seat, obs) != GAME_OK) {
        free(ph);
        free(job);
        free(obs);
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    job->owner = x;
    job->seq = x->seq;
    job->st = obs;
    job->b.g = x->g;
    job->hint = ph;
    job->hint_seat = seat;
    job->hint_seed = seed;
    job->hint_iters = iters;
    job->group = srv_botpool_group(srv_peer_addr(r->c->peer));
    job->addr = srv_peer_addr(r->c->peer);
    ph->c = r->c;
    ph->id = r->id ? json_incref((json_t *)r->id) : NULL;
    if (srv_botpool_submit(r->h->pool, job) != 0) {
        json_decref(ph->id);
        free(ph);
        free(obs);
        free(job);
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    ph->next = r->h->hints;
    r->h->hints = ph;
    r->h->nhints++;
    x->hints++;
}

/* A finished hint job (network thread): answer if the asker is still there. */
static void hint_done(srv_hub *h, srv_bot_job *job)
{
    pending_hint *ph = job->hint;
    for (pending_hint **p = &h->hints; *p; p = &(*p)->next)
        if (*p == ph) {
            *p = ph->next;
            h->nhints--;
            break;
        }
    if (ph->c) {
        json_t *m =
            hint_message(job->owner, job->hint_seat, job->seq, job->st, job->opts, job->nopts);
        if (m)
            reply(h, ph->c, ph->id, m);
        else
            error_reply(h, ph->c, ph->id, "internal", "the search could not run");
    }
    json_decref(ph->id);
    free(ph);
    srv_game *x = job->owner;
    x->hints--;
    mark_drop(h, x);
}

/* ------------------------------------------------------- review and view_at */

/* The review's seed: fixed per game and seat, so that `arnak proto` answers
 * the same review the same way. */
static uint64_t review_seed(const srv_game *x, int seat)
{
    uint64_t v = 0x726576696577ULL; /* "review" */
    for (const char *p = x->id; *p; p++)
        v = (v ^ (uint8_t)*p) * 0x100000001b3ULL;
    v ^= (uint64_t)seat * 0x9E3779B97F4A7C15ULL;
    return splitmix64(&v);
}

static json_t *review_message(const srv_game *x, int seat, int judged, json_t *items,
                              json_t *curve)
{
    if (!items || !curve) {
        json_decref(items);
        json_decref(curve);
        return NULL;
    }
    return json_pack("{s:s, s:s, s:i, s:s, s:i, s:o, s:o}", "type", "review", "game_id", x->id,
                     "seat", seat, "judge", "medium", "decisions", judged, "items", items, "curve",
                     curve);
}

/* A finished review of the game at seq: its answer built, and kept for the
 * seat while the game stays at that seq. */
static json_t *review_finish(srv_game *x, const srv_review_job *rv, uint64_t seq)
{
    json_t *items = rv->nitems >= 0 ? srv_review_json(rv, SRV_REVIEW_SHOWN) : NULL;
    json_t *curve = items ? srv_review_curve(rv) : NULL;
    if (seq == x->seq && items && curve) {
        /* kept as one text: the items and the curve (replay.c) */
        json_t *both = json_pack("{s:O, s:O}", "items", items, "curve", curve);
        free(x->review[rv->seat]);
        x->review[rv->seat] = both ? json_dumps(both, JSON_COMPACT) : NULL;
        json_decref(both);
        x->reviewed[rv->seat] = rv->nitems;
        x->review_seq[rv->seat] = seq;
    }
    return review_message(x, rv->seat, rv->nitems, items, curve);
}

static void review_failed(srv_hub *h, srv_conn *c, const json_t *id, const srv_review_job *rv)
{
    error_reply(h, c, id, "internal", "the review could not run: %s",
                rv->nitems < 0 && rv->err[0] ? rv->err : "out of memory");
}

/* The seat's costliest decisions of a finished game by the medium bot's
 * judgement (review.c): first "review_started" with the number of decisions
 * and the most seconds it takes, then "review" (both carry the request's id).
 * A running game is refused: the judgement would advise the seat's next
 * moves.  arnak proto judges at once by iterations alone (a session replays
 * exactly); arnak serve queues it to the bot pool with a time budget.  A
 * review made before is answered at once (both answers, "seconds": 0). */
static void h_review(req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    if (!game_done(x)) {
        error_reply(r->h, r->c, r->id, "not_over",
                    "a review is for a finished game: during the game it would advise the "
                    "next moves");
        return;
    }
    if (x->review[seat] && x->review_seq[seat] == x->seq) {
        /* the same two answers as a review made now (a finished game may
         * have left memory since, and then it is made again) */
        json_t *both = json_loads(x->review[seat], 0, NULL);
        json_t *m = review_message(x, seat, x->reviewed[seat],
                                   json_incref(json_object_get(both, "items")),
                                   json_incref(json_object_get(both, "curve")));
        json_decref(both);
        if (m) {
            reply(r->h, r->c, r->id,
                  json_pack("{s:s, s:s, s:i, s:i, s:i}", "type", "review_started", "game_id", x->id,
                            "seat", seat, "decisions", x->reviewed[seat], "seconds", 0));
            reply(r->h, r->c, r->id, m);
        }
        else
            error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    for (pending_hint *ph = r->h->hints; ph; ph = ph->next)
        if (ph->review && ph->c == r->c) {
            error_reply(r->h, r->c, r->id, "busy",
                        "this connection's review is running: wait for its answer");
            return;
        }
    if (r->h->pool && r->h->nreviews >= SRV_MAX_REVIEWS) {
        error_reply(r->h, r->c, r->id, "busy", "%d reviews are running: ask again soon",
                    r->h->nreviews);
        return;
    }
    int iters = r->h->cfg.review_iters > 0 ? r->h->cfg.review_iters : SRV_REVIEW_ITERS;
    int total_ms = r->h->pool ? (r->h->cfg.limits ? r->h->cfg.limits->review_ms : SRV_REVIEW_MS) : 0;
    srv_review_job *rv = calloc(1, sizeof *rv);
    int count = rv ? srv_review_prepare(rv, x->rec, seat, iters, total_ms, review_seed(x, seat)) : -1;
    if (count < 0) {
        free(rv);
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    /* the most it takes in the pool: each decision's budget, with a quarter
     * and a second more for what a search does past its clock (its last
     * playout, ranking the options) and the queue */
    long long most_ms = rv->ms > 0 ? (long long)rv->ms * count * 5 / 4 + 1000 : 0;
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:i, s:i, s:I}", "type", "review_started", "game_id", x->id,
                    "seat", seat, "decisions", count, "seconds",
                    (json_int_t)((most_ms + 999) / 1000)));
    if (!r->h->pool) {
        srv_review_run(rv);
        json_t *m = review_finish(x, rv, x->seq);
        if (m)
            reply(r->h, r->c, r->id, m);
        else
            review_failed(r->h, r->c, r->id, rv);
        srv_review_free(rv);
        free(rv);
        return;
    }
    pending_hint *ph = calloc(1, sizeof *ph);
    srv_bot_job *job = calloc(1, sizeof *job);
    if (!ph || !job) {
        free(ph);
        free(job);
        srv_review_free(rv);
        free(rv);
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    *job = (srv_bot_job){.owner = x, .seq = x->seq, .review = rv, .pending = ph,
                         .group = srv_botpool_group(srv_peer_addr(r->c->peer)),
                         .addr = srv_peer_addr(r->c->peer)};
    job->b.g = x->g;
    *ph = (pending_hint){.c = r->c, .id = r->id ? json_incref((json_t *)r->id) : NULL, .review = true};
    if (srv_botpool_submit(r->h->pool, job) != 0) {
        json_decref(ph->id);
        free(ph);
        srv_bot_job_free(job);
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    ph->next = r->h->hints;
    r->h->hints = ph;
    r->h->nreviews++;
    x->hints++;
}

/* A finished review job (network thread): kept, and answered if the asker
 * is still there. */
static void review_done(srv_hub *h, srv_bot_job *job)
{
    pending_hint *ph = job->pending;
    for (pending_hint **p = &h->hints; *p; p = &(*p)->next)
        if (*p == ph) {
            *p = ph->next;
            h->nreviews--;
            break;
        }
    srv_game *x = job->owner;
    json_t *m = review_finish(x, job->review, job->seq);
    if (ph->c) {
        if (m)
            reply(h, ph->c, ph->id, m);
        else
            review_failed(h, ph->c, ph->id, job->review);
    } else {
        json_decref(m);
    }
    json_decref(ph->id);
    free(ph);
    x->hints--;
    mark_drop(h, x);
}

/* The viewer's view after the first n steps of the story (n = 0: the start),
 * of a running or a finished game: built from the viewer's observation then
 * (views.c), so it shows what the viewer saw at that moment and nothing
 * else; the page shows a reviewed decision with it. */
static void h_view_at(req *r)
{
    srv_game *x = r->x;
    long long n = -1;
    if (!int_field(r, "n", 0, INT64_MAX, &n))
        return;
    if (n < 0 || (size_t)n > x->rec->n) {
        error_reply(r->h, r->c, r->id, "bad_field", "'n' must be a step 0..%zu of the story",
                    x->rec->n);
        return;
    }
    void *st = malloc(x->g->state_size);
    char err[256] = "out of memory";
    json_t *v = st && game_record_rebuild(x->rec, (size_t)n, st, err, sizeof err) == GAME_OK
                    ? srv_view_json(x->g, st, r->seat, r->c->brief)
                    : NULL;
    free(st);
    if (!v) {
        error_reply(r->h, r->c, r->id, "internal", "the view cannot be rebuilt: %s", err);
        return;
    }
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:o, s:I, s:I, s:o}", "type", "view_at", "game_id", x->id, "seat",
                    r->seat >= 0 ? json_integer(r->seat) : json_null(), "n", (json_int_t)n,
                    "total", (json_int_t)x->rec->n, "view", v));
}

/* Every component's static facts (docs/CATALOG.md): the same for everyone,
 * so it names a game kind, not a game. */
static void h_catalog(req *r)
{
    json_t *jg = json_object_get(r->msg, "game");
    const game_def *g = json_is_string(jg) ? game_find(json_string_value(jg)) : NULL;
    if (!g) {
        error_reply(r->h, r->c, r->id, "bad_field", "'game' must name a game 'hello' lists");
        return;
    }
    if (!g->catalog_json) {
        error_reply(r->h, r->c, r->id, "no_catalog", "the game '%s' has no catalog", g->name);
        return;
    }
    json_t *cat = g->catalog_json();
    if (!cat) {
        error_reply(r->h, r->c, r->id, "internal", "out of memory");
        return;
    }
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:o}", "type", "catalog", "game", g->name, "catalog", cat));
}

static void h_list(req *r)
{
    json_t *tokens = json_object_get(r->msg, "tokens");
    if (!json_is_array(tokens) || json_array_size(tokens) > SRV_MAX_LIST) {
        error_reply(r->h, r->c, r->id, "bad_field",
                    "'tokens' must be a list of at most %d {game_id, seat, token}", SRV_MAX_LIST);
        return;
    }
    json_t *games = json_array();
    size_t i;
    json_t *t;
    json_array_foreach(tokens, i, t) {
        const char *gid = json_string_value(json_object_get(t, "game_id"));
        const char *tok = json_string_value(json_object_get(t, "token"));
        json_t *js = json_object_get(t, "seat");
        srv_game *x = gid ? lookup(r->h, gid) : NULL;
        int p = json_is_integer(js) ? (int)json_integer_value(js) : -1;
        if (!x || p < 0 || p >= x->np || !tok || x->seat[p].kind != SEAT_HUMAN ||
            !srv_token_matches(tok, x->seat[p].token_hash)) {
            json_array_append_new(games, json_pack("{s:s?, s:o, s:s}", "game_id", gid, "seat",
                                                   json_deep_copy(js ? js : json_null()),
                                                   "error", x ? "bad_token" : "no_game"));
            continue;
        }
        int turn = game_done(x) ? -1 : x->g->current_player(x->st);
        json_array_append_new(
            games, json_pack("{s:s, s:s, s:i, s:i, s:I, s:b, s:o, s:b}", "game_id", x->id, "game",
                             x->g->name, "seat", p, "players", x->np, "seq", (json_int_t)x->seq,
                             "over", game_done(x), "turn",
                             turn >= 0 ? json_integer(turn) : json_null(), "your_turn",
                             turn == p));
        srv_list_seat ls[GAME_MAX_PLAYERS];
        for (int q = 0; q < x->np; q++)
            ls[q] = (srv_list_seat){x->seat[q].kind == SEAT_BOT, x->seat[q].bot};
        json_t *d = srv_list_details(x->g, x->st, ls, x->np, game_done(x), x->resigned);
        if (d) {
            json_object_set_new(d, "created", json_integer(x->created));
            json_object_set_new(d, "last", json_integer(x->last));
            json_object_update(json_array_get(games, json_array_size(games) - 1), d);
            json_decref(d);
        }
    }
    reply(r->h, r->c, r->id, json_pack("{s:s, s:o}", "type", "games", "games", games));
}

static bool check_seq(req *r, srv_game *x)
{
    long long want = -1;
    if (!int_field(r, "seq", 0, INT64_MAX, &want))
        return false;
    if (want >= 0 && (uint64_t)want != x->seq) {
        error_reply(r->h, r->c, r->id, "stale", "the game is at seq %llu, not %lld",
                    (unsigned long long)x->seq, want);
        return false;
    }
    return true;
}

/* The acknowledgement of a change goes out before the updates the change
 * queued from outbox position `mark` on (all of them after the commit). */
static void ack(req *r, srv_game *x, size_t mark)
{
    srv_hub *h = r->h;
    reply(h, r->c, r->id,
          json_pack("{s:s, s:s, s:I}", "type", "ack", "game_id", x->id, "seq", (json_int_t)x->seq));
    if (h->nout == 0)
        return;
    h->out[h->nout - 1].game = x;
    h->out[h->nout - 1].is_ack = true;
    if (mark >= h->nout - 1)
        return;
    outmsg last = h->out[h->nout - 1];
    memmove(&h->out[mark + 1], &h->out[mark], (h->nout - 1 - mark) * sizeof *h->out);
    h->out[mark] = last;
}

static void h_act(req *r)
{
    srv_game *x = r->x;
    const game_def *g = x->g;
    json_t *text = json_object_get(r->msg, "action");
    json_t *num = json_object_get(r->msg, "action_id");
    game_action a = 0;
    if (json_is_string(text) && !num) {
        if (g->action_from_string(x->st, json_string_value(text), &a) != GAME_OK) {
            error_reply(r->h, r->c, r->id, "illegal", "'%.80s' is not a legal action here",
                        json_string_value(text));
            return;
        }
    } else if (json_is_integer(num) && !text) {
        json_int_t v = json_integer_value(num);
        game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
        int n = legal ? g->legal_actions(x->st, legal) : 0;
        bool ok = false;
        for (int i = 0; i < n && !ok; i++)
            ok = (json_int_t)legal[i] == v;
        free(legal);
        if (!ok) {
            error_reply(r->h, r->c, r->id, "illegal", "action %lld is not legal here", (long long)v);
            return;
        }
        a = (game_action)v;
    } else {
        error_reply(r->h, r->c, r->id, "bad_field",
                    "act takes 'action' (canonical text) or 'action_id' (a number)");
        return;
    }
    size_t mark = r->h->nout;
    int rc = apply_action(r->h, x, a);
    if (rc != GAME_OK) {
        error_reply(r->h, r->c, r->id, "illegal", "%s", game_strerror(rc));
        return;
    }
    ack(r, x, mark);
    if (!r->h->pool)
        run_bots_inline(r->h, x);
}

/* A change of the whole game by its seat (undo, resign), after the store's
 * answer `stored` (0: kept): announced to every follower, then acknowledged. */
static void whole_change(req *r, const char *kind, int stored)
{
    if (stored != 0)
        snprintf(r->h->err, sizeof r->h->err, "store: cannot %s in %s", kind, r->x->id);
    if (r->h->cfg.store)
        r->x->op_batch = srv_store_next_batch(r->h->cfg.store);
    size_t mark = r->h->nout;
    simple_change(r->h, r->x, kind, r->seat);
    ack(r, r->x, mark);
}

static void h_undo(req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    if (x->resigned >= 0 || undo_depth(x, seat) == 0) {
        error_reply(r->h, r->c, r->id, "undo",
                    "nothing to undo: only your own steps of this turn that revealed nothing");
        return;
    }
    char err[256];
    log_spectators(x, 0, x->rec->n - 1); /* its step, while the record holds it */
    game_record_pop(x->rec);
    if (game_record_rebuild(x->rec, x->rec->n, x->st, err, sizeof err) != GAME_OK) {
        /* Cannot happen for a record that replayed before; keep the text. */
        error_reply(r->h, r->c, r->id, "internal", "%s", err);
        return;
    }
    srv_store *db = r->h->cfg.store;
    whole_change(r, "undo", db ? srv_store_truncate(db, x->id, x->rec->n, x->g->hash(x->st)) : 0);
}

/* In 3 players or more a bot takes the resigner's seat and the game goes
 * on for the other people; with fewer players, or no other person left to
 * play, the game ends, the resigner last. */
static void h_resign(req *r)
{
    srv_game *x = r->x;
    int people = 0;
    for (int p = 0; p < x->np; p++)
        people += p != r->seat && x->seat[p].kind == SEAT_HUMAN;
    if (x->np >= 3 && people > 0) {
        size_t mark = r->h->nout;
        take_over(r->h, x, r->seat, "resigned");
        ack(r, x, mark);
        if (!r->h->pool)
            run_bots_inline(r->h, x);
        return;
    }
    x->resigned = r->seat;
    srv_store *db = r->h->cfg.store;
    whole_change(r, "resign", db ? srv_store_resign(db, x->id, r->seat) : 0);
}

static void h_events(req *r)
{
    srv_game *x = r->x;
    int seat = r->seat;
    long long since = -1;
    if (!int_field(r, "since", 0, INT64_MAX, &since))
        return;
    if (since < 0) {
        error_reply(r->h, r->c, r->id, "bad_field", "'since' (a seq) is missing");
        return;
    }
    json_t *list = json_array();
    if (seat == SRV_SPECTATOR)
        log_spectators(x, (uint64_t)since + 1, 0);
    uint64_t first = x->seq > SRV_LOG_KEEP ? x->seq - SRV_LOG_KEEP + 1 : 1;
    /* Entries are numbered 1..seq; entries since a restart only. */
    bool resync = (uint64_t)since + 1 < first;
    for (uint64_t s = (uint64_t)since + 1; !resync && s <= x->seq; s++) {
        const log_entry *e = &x->log[s % SRV_LOG_KEEP];
        const char *t = e->seq == s ? e->text[seat + 1] : NULL;
        json_t *j = t ? json_loads(t, 0, NULL) : NULL;
        if (!j) {
            resync = true;
            break;
        }
        json_array_append_new(list, j);
    }
    if (resync)
        json_array_clear(list);
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:I, s:b, s:o}", "type", "events", "game_id", x->id, "seq",
                    (json_int_t)x->seq, "resync", resync, "events", list));
}

/* The story's places: every action in force, each takeover after the
 * actions before it (seats taken over by an older arnak, whose moment was not
 * kept, are not in it), and a resignation last.  Walked from its start. */
typedef struct {
    const srv_game *x;
    int order[GAME_MAX_PLAYERS]; /* the seats taken over, in story order */
    int ntaken, k;               /* how many; how many passed */
    size_t i;                    /* the actions passed */
} story_walk;

static story_walk story_start(const srv_game *x)
{
    story_walk w = {.x = x};
    for (int p = 0; p < x->np; p++) {
        if (!x->seat[p].taken || x->seat[p].taken_at < 0)
            continue;
        int j = w.ntaken++;
        for (; j > 0 && x->seat[w.order[j - 1]].taken_at > x->seat[p].taken_at; j--)
            w.order[j] = w.order[j - 1];
        w.order[j] = p;
    }
    return w;
}

static size_t story_total(const story_walk *w)
{
    return w->x->rec->n + (size_t)w->ntaken + (w->x->resigned >= 0);
}

/* The seat taken over at the walk's place, or -1 (an action or the resignation). */
static int story_takeover(const story_walk *w)
{
    return w->k < w->ntaken && (size_t)w->x->seat[w->order[w->k]].taken_at <= w->i
               ? w->order[w->k]
               : -1;
}

static void story_pass(story_walk *w)
{
    if (story_takeover(w) >= 0)
        w->k++;
    else
        w->i++;
}

/* The step at the walk's place (n: its number in the story), after the state
 * st of the steps before it; st moves on past it.  NULL when out of memory or
 * the record does not replay (it did when the game was loaded). */
static json_t *story_step(const story_walk *w, size_t n, void *st, void *before, int seat)
{
    const srv_game *x = w->x;
    const game_def *g = x->g;
    int taken = story_takeover(w);
    if (taken >= 0)
        return json_pack("{s:s, s:i, s:s, s:I}", "kind", "takeover", "player", taken, "reason",
                         x->seat[taken].taken_why, "n", (json_int_t)n);
    if (w->i == x->rec->n)
        return json_pack("{s:s, s:i, s:I}", "kind", "resign", "player", x->resigned, "n",
                         (json_int_t)n);
    memcpy(before, st, g->state_size);
    if (g->apply(st, x->rec->actions[w->i]) != GAME_OK)
        return NULL;
    return srv_story_step(g, before, x->rec->actions[w->i], st, seat, n);
}

/* The whole story of a game as the viewer may know it, however old the game
 * and whatever restarts came between: the record replayed from the start
 * (the actions in force, so a step that was undone is not in it), each
 * action's step built from the viewer's observations alone (views.c), as
 * its update was, the seats bots took over where they were taken, and a
 * resignation last.  Paged: the steps after `since` (a place in the story),
 * at most `limit` of them and about SRV_HISTORY_BYTES; "more" says that a
 * next page follows. */
static void h_history(req *r)
{
    srv_game *x = r->x;
    long long since = 0, limit = SRV_HISTORY_STEPS;
    if (!int_field(r, "since", 0, INT64_MAX, &since) ||
        !int_field(r, "limit", 1, SRV_HISTORY_STEPS, &limit))
        return;
    story_walk w = story_start(x);
    size_t total = story_total(&w);
    size_t from = (unsigned long long)since < total ? (size_t)since : total, place = 0;
    for (; place < from; place++)
        story_pass(&w);
    void *st = malloc(x->g->state_size), *before = malloc(x->g->state_size);
    json_t *steps = json_array();
    char err[256] = "out of memory";
    bool ok = st && before && steps &&
              game_record_rebuild(x->rec, w.i, st, err, sizeof err) == GAME_OK;
    /* the story's first page opens with what the setup did */
    json_t *opening = ok && from == 0 ? srv_setup_json(x->g, st, r->seat) : NULL;
    for (size_t bytes = 0; ok && place < total && place - from < (size_t)limit &&
                           bytes < SRV_HISTORY_BYTES;
         place++) {
        json_t *s = story_step(&w, place + 1, st, before, r->seat);
        ok = s != NULL;
        if (!ok) {
            snprintf(err, sizeof err, "step %zu does not replay, or memory ran out", place + 1);
        } else {
            bytes += json_dumpb(s, NULL, 0, JSON_COMPACT);
            json_array_append_new(steps, s);
            story_pass(&w);
        }
    }
    free(st);
    free(before);
    if (!ok) {
        json_decref(steps);
        json_decref(opening);
        error_reply(r->h, r->c, r->id, "internal", "the story cannot be rebuilt: %s", err);
        return;
    }
    json_t *out = json_pack("{s:s, s:s, s:o, s:I, s:I, s:I, s:b, s:o}", "type", "history", "game_id",
                            x->id, "seat", r->seat >= 0 ? json_integer(r->seat) : json_null(), "seq",
                            (json_int_t)x->seq, "total", (json_int_t)total, "since", (json_int_t)from,
                            "more", place < total, "steps", steps);
    if (out && opening)
        json_object_set_new(out, "opening", opening);
    else
        json_decref(opening);
    reply(r->h, r->c, r->id, out);
}

static char *record_text(srv_game *x, char *err, size_t n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    int rc = game_record_write(f, x->rec, err, n);
    if (fclose(f) != 0 || rc != GAME_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

static void h_record(req *r)
{
    srv_game *x = r->x;
    if (!game_done(x)) {
        error_reply(r->h, r->c, r->id, "hidden",
                    "the record holds the seed, which reveals hidden cards: it is available "
                    "once the game is over");
        return;
    }
    char err[256];
    char *text = record_text(x, err, sizeof err);
    if (!text) {
        error_reply(r->h, r->c, r->id, "internal", "%s", err);
        return;
    }
    char seed[17];
    snprintf(seed, sizeof seed, "%016llx", (unsigned long long)x->rec->setup.seed);
    reply(r->h, r->c, r->id,
          json_pack("{s:s, s:s, s:s, s:s}", "type", "record", "game_id", x->id, "seed", seed,
                    "text", text));
    free(text);
}

static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return resident * 4;
}

static void h_stats(req *r)
{
    json_t *m = json_pack("{s:s, s:I, s:i, s:i, s:I}", "type", "stats", "games",
                          (json_int_t)r->h->nall, "connections", r->h->nconns, "bots_busy",
                          srv_hub_bots_busy(r->h), "rss_kb", (json_int_t)rss_kb());
    if (r->h->pool)
        json_object_set_new(m, "bots", srv_botpool_stats(r->h->pool));
    reply(r->h, r->c, r->id, m);
}

/* "rematch" of a finished game (rematch.c): the same table again with the
 * seats rotated, made by "create" itself; every connection that follows the
 * old game is told, each seat with its own new seat and token only. */
static void h_rematch(req *r)
{
    srv_hub *h = r->h;
    srv_game *x = r->x;
    if (x->view_only || !game_done(x)) {
        error_reply(h, r->c, r->id, "not_over", "%s",
                    x->view_only ? "a replay is for viewing only"
                                 : "a rematch follows a finished game");
        return;
    }
    const srv_rematch *m = srv_rematch_find(h->rematches, x->id);
    if (!m) {
        srv_rematch_seat seats[GAME_MAX_PLAYERS];
        for (int p = 0; p < x->np; p++)
            /* a seat a bot took over is its person's again: they are asked back */
            seats[p] = (srv_rematch_seat){x->seat[p].kind == SEAT_BOT && !x->seat[p].taken,
                                          x->seat[p].bot,
                                          x->seat[p].strength, x->seat[p].ms};
        req cr = *r;
        cr.id = NULL;
        cr.msg = srv_rematch_create(x->g, &x->rec->setup, seats);
        json_t *clock = srv_clock_settings(&x->clock); /* the same clock, full again */
        if (cr.msg && clock)
            json_object_set_new(cr.msg, "clock", clock);
        else
            json_decref(clock);
        h->capture = true;
        if (cr.msg)
            h_create(&cr);
        h->capture = false;
        json_decref(cr.msg);
        json_t *created = h->captured;
        h->captured = NULL;
        srv_rematch nm;
        if (!created || srv_rematch_from_created(&nm, x->id, x->np, created) != 0 ||
            srv_rematch_add(h->rematches, &nm) != 0) {
            if (created && json_object_get(created, "code")) /* create's refusal (a limit) */
                reply(h, r->c, r->id, created);
            else {
                json_decref(created);
                error_reply(h, r->c, r->id, "internal", "out of memory");
            }
            return;
        }
        json_decref(created);
        m = srv_rematch_find(h->rematches, x->id);
        for (sub *s = x->subs; s; s = s->next)
            if (s->c != r->c || s->seat != r->seat)
                queue(h, s->c, srv_rematch_offer(m, s->seat));
    }
    reply(h, r->c, r->id, srv_rematch_offer(m, r->seat));
}

/* "replay": a record for viewing only (replay.c), followed by the asking
 * connection as a spectator from the start; every seat's token to it. */
static void h_replay(req *r)
{
    srv_hub *h = r->h;
    const char *text = json_string_value(json_object_get(r->msg, "record"));
    if (!text) {
        error_reply(h, r->c, r->id, "bad_field", "'record' must be a game record's text");
        return;
    }
    if (r->c->nsubs == SRV_MAX_SUBS) {
        error_reply(h, r->c, r->id, "too_many", "one connection follows at most %d seats",
                    SRV_MAX_SUBS);
        return;
    }
    if (!create_allowed(r))
        return;
    srv_replay_load l;
    char err[320], why[200] = "out of memory";
    if (srv_replay_parse(text, &l, err, sizeof err) != 0) {
        error_reply(h, r->c, r->id, "bad_record", "%s", err);
        return;
    }
    int np = l.rec->setup.players;
    char id[SRV_ID_HEX + 1], tok[GAME_MAX_PLAYERS][SRV_TOKEN_HEX + 1] = {{0}};
    char hash[GAME_MAX_PLAYERS][SRV_TOKEN_HASH_HEX + 1] = {{0}};
    bool ok = new_hex(h, id, SRV_ID_HEX / 2) == 0, oom = false;
    for (int p = 0; ok && p < np; p++)
        ok = new_hex(h, tok[p], SRV_TOKEN_HEX / 2) == 0 && srv_token_hash(tok[p], hash[p]) == 0;
    srv_stored_game sg;
    srv_game *x = ok && srv_replay_stored(&l, id, hash, &sg) == 0
                      ? restore_game(h, &sg, why, sizeof why, &oom)
                      : NULL;
    srv_replay_free(&l);
    if (!x || add_game(h, x) != 0) {
        if (x)
            free_game(x);
        error_reply(h, r->c, r->id, "internal", "the record cannot be loaded: %s", why);
        return;
    }
    x->view_only = true;
    create_counted(r);
    for (size_t i = 0; i < x->rec->n; i++)
        x->undo_by[i] = -1; /* nothing to take back */
    subscribe(r->c, x, SRV_SPECTATOR);
    json_t *seats = json_array();
    for (int p = 0; p < np; p++)
        json_array_append_new(seats, json_pack("{s:i, s:s}", "seat", p, "token", tok[p]));
    reply(h, r->c, r->id,
          json_pack("{s:s, s:s, s:s, s:i, s:I, s:o}", "type", "replay", "game_id", x->id, "game",
                    x->g->name, "players", np, "total", (json_int_t)x->rec->n, "seats", seats));
}

/* -------------------------------------------------------- the message table */

/* What the dispatcher checks before a handler runs, in this order, each with
 * the one error reply of the protocol (docs/PROTOCOL.md). */
enum {
    G_GAME_ID = 1 << 0, /* 'game_id' is present (bad_field) */
    G_SEAT = 1 << 1,    /* 'seat' is present (bad_field) */
    G_NO_SEAT = 1 << 2, /* 'seat' is absent (bad_field) */
    G_TARGET = 1 << 3,  /* the game and seat resolve (target(): r->x, r->seat) */
    G_SEATED = 1 << 4,  /* ... to a seat: spectators cannot (not_seated) */
    G_SEQ = 1 << 5,     /* an optional 'seq' is the game's (stale) */
    G_RUNNING = 1 << 6, /* the game is not over (game_over) */
    G_TURN = 1 << 7,    /* it is the seat's turn (not_your_turn) */
    G_PLAYS = 1 << 8,   /* its person plays the seat, no bot took it over (taken) */
};

static void h_table(req *r) { srv_table_follow(r->h, r->c, r->id, r->msg, r->x, r->seat); }
static void h_chat(req *r) { srv_chat_post(r->h, r->c, r->id, r->msg, r->x, r->seat); }
static void h_ping(req *r) { srv_hub_send_to(r->h, r->c, r->id, json_pack("{s:s}", "type", "pong")); }

typedef struct {
    const char *type;
    void (*handler)(req *r);
    unsigned guards;
} message_kind;

/* Every message of the protocol: a new one is a row and a handler. */
static const message_kind messages[] = {
    {"hello", h_hello, 0},
    {"create", h_create, 0},
    {"join", h_join, G_GAME_ID | G_SEAT | G_TARGET | G_SEATED},
    {"watch", h_join, G_GAME_ID | G_NO_SEAT | G_TARGET},
    {"leave", h_leave, 0},
    {"list", h_list, 0},
    {"view", h_view, G_TARGET},
    {"act", h_act, G_TARGET | G_SEATED | G_SEQ | G_RUNNING | G_TURN | G_PLAYS},
    {"undo", h_undo, G_TARGET | G_SEATED | G_SEQ | G_PLAYS},
    {"resign", h_resign, G_TARGET | G_SEATED | G_RUNNING | G_PLAYS},
    {"events", h_events, G_TARGET},
    {"history", h_history, G_TARGET},
    {"record", h_record, G_TARGET},
    {"stats", h_stats, 0},
    {"catalog", h_catalog, 0},
    {"hint", h_hint, G_TARGET | G_SEATED | G_RUNNING | G_TURN | G_PLAYS},
    {"why", h_why, G_TARGET | G_SEATED},
    {"review", h_review, G_TARGET | G_SEATED},
    {"view_at", h_view_at, G_TARGET},
    {"table", h_table, G_TARGET},
    {"chat", h_chat, G_TARGET},
    {"ping", h_ping, 0},
    {"rematch", h_rematch, G_TARGET | G_SEATED},
    {"replay", h_replay, 0},
};

/* The guards on the fields of a message: present or absent. */
static const struct {
    unsigned guard;
    const char *field;
    bool present;
    const char *refusal;
} field_guards[] = {
    {G_GAME_ID, "game_id", true, "'game_id' is missing"},
    {G_SEAT, "seat", true, "'seat' is missing"},
    {G_NO_SEAT, "seat", false, "watch takes no seat"},
};

/* The guards of a message; false after the error reply. */
static bool guards_pass(req *r, unsigned g)
{
    for (size_t i = 0; i < sizeof field_guards / sizeof field_guards[0]; i++) {
        if ((g & field_guards[i].guard) &&
            (json_object_get(r->msg, field_guards[i].field) != NULL) != field_guards[i].present) {
            error_reply(r->h, r->c, r->id, "bad_field", "%s", field_guards[i].refusal);
            return false;
        }
    }
    /* join and watch (G_GAME_ID) always hash the token; later messages of
     * the connection compare it with the one it showed */
    if ((g & G_TARGET) && !target(r, !(g & G_SEATED), g & G_GAME_ID, &r->x, &r->seat))
        return false;
    if ((g & G_SEQ) && !check_seq(r, r->x))
        return false;
    if ((g & G_RUNNING) && game_done(r->x)) {
        error_reply(r->h, r->c, r->id, "game_over", "the game is over");
        return false;
    }
    if ((g & G_PLAYS) && r->x->seat[r->seat].taken) {
        error_reply(r->h, r->c, r->id, "taken", "a bot plays seat %d now", r->seat);
        return false;
    }
    int turn = (g & G_TURN) ? r->x->g->current_player(r->x->st) : r->seat;
    if (turn != r->seat) {
        error_reply(r->h, r->c, r->id, "not_your_turn", "it is seat %d's turn", turn);
        return false;
    }
    return true;
}

static void dispatch(req *r, const char *type)
{
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++) {
        if (strcmp(type, messages[i].type) != 0)
            continue;
        if (guards_pass(r, messages[i].guards))
            messages[i].handler(r);
        return;
    }
    error_reply(r->h, r->c, r->id, "unknown_type", "unknown message type '%.40s'", type);
}

/* ------------------------------------------- presence and chat (table.h) */

const char *srv_game_id(const srv_game *x) { return x->id; }
int srv_game_players(const srv_game *x) { return x->np; }
bool srv_game_seat_human(const srv_game *x, int seat) { return x->seat[seat].kind == SEAT_HUMAN; }
bool srv_game_view_only(const srv_game *x) { return x->view_only; }

srv_table *srv_game_table(srv_game *x)
{
    if (!x->table)
        x->table = srv_table_new();
    return x->table;
}

void srv_game_each_viewer(srv_game *x, void (*fn)(void *ctx, srv_conn *c, int seat), void *ctx)
{
    for (sub *s = x->subs; s; s = s->next)
        fn(ctx, s->c, s->seat);
}

int srv_conn_seats_in(const srv_conn *c, const srv_game *x)
{
    int n = 0;
    for (int i = 0; i < c->nsubs; i++)
        n += c->subs[i].g == x && c->subs[i].seat >= 0;
    return n;
}

srv_table_conn *srv_conn_table(srv_conn *c) { return &c->table; }
srv_store *srv_hub_store(srv_hub *h) { return h->cfg.store; }

void srv_hub_send_to(srv_hub *h, srv_conn *c, const json_t *id, json_t *msg)
{
    reply(h, c, id, msg);
}

size_t srv_hub_outbox_mark(const srv_hub *h) { return h->nout; }

void srv_hub_outbox_own(srv_hub *h, size_t mark, srv_game *x)
{
    for (size_t i = mark; i < h->nout; i++) {
        h->out[i].game = x;
        h->out[i].is_ack = i == mark;
    }
}

void srv_hub_refuse(srv_hub *h, srv_conn *c, const json_t *id, const char *code,
                    const char *fmt, ...)
{
    char text[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    error_reply(h, c, id, code, "%s", text);
}

void srv_hub_store_failed(srv_hub *h, const char *what)
{
    snprintf(h->err, sizeof h->err, "store: cannot write %s", what);
}

/* ------------------------------------------------------------ entry points */

void srv_hub_message(srv_hub *h, srv_conn *c, const char *text, size_t len)
{
    if (len > SRV_MAX_MESSAGE) {
        error_reply(h, c, NULL, "too_large", "a message has at most %d bytes", SRV_MAX_MESSAGE);
        return;
    }
    if (srv_json_depth(text, len) > SRV_MAX_DEPTH) {
        error_reply(h, c, NULL, "too_deep", "a message nests at most %d levels", SRV_MAX_DEPTH);
        return;
    }
    json_error_t jerr;
    json_t *msg = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!msg) {
        error_reply(h, c, NULL, "bad_json", "not JSON: %s at column %d", jerr.text, jerr.column);
        return;
    }
    req r = {h, c, msg, json_object_get(msg, "id"), NULL, SRV_SPECTATOR};
    if (!json_is_object(msg)) {
        r.id = NULL;
        error_reply(h, c, NULL, "bad_message", "a message is a JSON object with a 'type'");
    } else if (r.id && !json_is_integer(r.id) &&
               !(json_is_string(r.id) && json_string_length(r.id) <= 64)) {
        r.id = NULL;
        error_reply(h, c, NULL, "bad_field", "'id' must be an integer or a short string");
    } else {
        const char *type = json_string_value(json_object_get(msg, "type"));
        if (!type)
            error_reply(h, c, r.id, "bad_message", "a message needs a 'type'");
        else
            dispatch(&r, type);
    }
    json_decref(msg);
}

srv_conn *srv_hub_open(srv_hub *h, void *transport)
{
    srv_conn *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->h = h;
    c->transport = transport;
    c->seat = SRV_SPECTATOR;
    h->nconns++;
    return c;
}

void srv_hub_set_peer(srv_conn *c, srv_peer *peer)
{
    if (c)
        c->peer = peer;
}

void srv_hub_close(srv_hub *h, srv_conn *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->nsubs; i++) {
        for (sub **p = &c->subs[i].g->subs; *p; p = &(*p)->next) {
            if ((*p)->c == c && (*p)->seat == c->subs[i].seat) {
                sub *dead = *p;
                *p = dead->next;
                free(dead);
                break;
            }
        }
        mark_drop(h, c->subs[i].g);
    }
    for (int i = 0; i < c->nsubs; i++) {
        int first = 0;
        while (c->subs[first].g != c->subs[i].g)
            first++;
        if (first == i)
            srv_presence_changed(h, c->subs[i].g);
    }
    for (size_t i = 0; i < h->nout; i++)
        if (h->out[i].c == c)
            h->out[i].c = NULL;
    for (pending_hint *ph = h->hints; ph; ph = ph->next)
        if (ph->c == c)
            ph->c = NULL; /* its answer is dropped */
    h->nconns--;
    free(c->tokens);
    free(c);
}

static void drop_finished(srv_hub *h, uint64_t submitted, uint64_t committed);

static void submit_bot(srv_hub *h, srv_game *x)
{
    int p = bot_to_move(x);
    if (p < 0 || x->bot_queued || h->cfg.frozen || !multi_may_move(h, x))
        return;
    srv_bot_job *job = malloc(sizeof *job);
    void *st = malloc(x->g->state_size);
    if (!job || !st) {
        free(job);
        free(st);
        return;
    }
    memcpy(st, x->st, x->g->state_size);
    *job = (srv_bot_job){.owner = x, .seq = x->seq, .st = st, .b = x->seat[p].b,
                         .group = srv_botpool_group(x->owner), .addr = x->owner,
                         .human = human_waiting(x), .quick = !bot_is_search(&x->seat[p].b)};
    if (srv_botpool_submit(h->pool, job) != 0) {
        free(st);
        free(job);
        return;
    }
    x->bot_queued = true;
}

/* Submits this turn's changes, then delivers every message whose batch is on
 * disk (in order: a connection never sees a reply before an earlier one). */
static int pump(srv_hub *h, bool wait)
{
    if (h->err[0]) {
        fprintf(stderr, "arnak: %s\n", h->err);
        return -1;
    }
    multi_take(h);
    uint64_t committed = UINT64_MAX, b = 0;
    if (h->cfg.store) {
        b = srv_store_submit(h->cfg.store);
        for (size_t i = h->nassigned; i < h->nout; i++)
            h->out[i].batch = b;
        h->nassigned = h->nout;
        char err[256] = "";
        if (wait)
            srv_store_wait(h->cfg.store, b, err, sizeof err);
        committed = srv_store_committed(h->cfg.store, err, sizeof err);
        multi_conflicts(h);
        /* the views a conflict queued wait for the batch just submitted: after
         * it in order, like everything else queued before it (an unnumbered
         * message would go out at once and leave the count of numbered ones
         * behind, so that a later acknowledgement went out before its commit) */
        for (size_t i = h->nassigned; i < h->nout; i++)
            h->out[i].batch = b;
        h->nassigned = h->nout;
        if (err[0]) {
            fprintf(stderr, "arnak: %s\n", err);
            return -1;
        }
    }
    size_t k = 0;
    while (k < h->nout && h->out[k].batch <= committed) {
        if (h->out[k].c)
            h->cfg.send(h->cfg.ctx, h->out[k].c->transport, h->out[k].text, h->out[k].len);
        free(h->out[k].text);
        k++;
    }
    if (k > 0) {
        memmove(h->out, h->out + k, (h->nout - k) * sizeof *h->out);
        h->nout -= k;
    }
    h->nassigned = h->cfg.store ? h->nassigned - k : 0;
    for (size_t i = 0; i < h->nwant; i++) {
        srv_game *x = h->want[i];
        x->bot_wanted = false;
        if (h->pool)
            submit_bot(h, x);
    }
    h->nwant = 0;
    drop_finished(h, b, committed);
    return 0;
}

int srv_hub_flush(srv_hub *h) { return pump(h, true); }
int srv_hub_pump(srv_hub *h) { return pump(h, false); }

void srv_hub_bots(srv_hub *h)
{
    if (!h->pool)
        return;
    srv_bot_job *job;
    while ((job = srv_botpool_take(h->pool))) {
        if (job->hint || job->review) {
            if (job->review)
                review_done(h, job);
            else
                hint_done(h, job);
            srv_bot_job_free(job);
            continue;
        }
        srv_game *x = job->owner;
        x->bot_queued = false;
        mark_drop(h, x);
        int p = bot_to_move(x);
        bool moved_on = x->bot_stale || (h->cfg.lease && !x->lease_held);
        x->bot_stale = false;
        if (p >= 0 && job->seq == x->seq && !moved_on) {
            x->seat[p].b = job->b;
            apply_action(h, x, job->choice);
        } else {
            want_bot(h, x); /* the game moved on (undo): think again */
        }
        free(job->st);
        free(job);
    }
}

int srv_hub_games(const srv_hub *h) { return (int)h->nall; }
int srv_hub_bots_busy(srv_hub *h) { return h->pool ? srv_botpool_busy(h->pool) : 0; }

/* ---------------------------------------------------------------- restart */

typedef struct {
    srv_hub *h;
    char *err;
    size_t n;
} load_ctx;

/* The game of a stored row, replayed with the checked apply, every state
 * compared with the hash stored when its action was acknowledged and the
 * last with the row's: bit for bit the game that was acknowledged.  NULL
 * with the reason otherwise (*oom: for lack of memory, not damage). */
static srv_game *restore_game(srv_hub *h, const srv_stored_game *sg, char *why, size_t n,
                              bool *oom)
{
    const game_def *g = game_find(sg->game);
    if (!g) {
        snprintf(why, n, "no game '%.40s' in this program", sg->game);
        return NULL;
    }
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = sg->players;
    setup.seed = sg->seed;
    json_t *opts = json_loads(sg->options, 0, NULL), *seats = json_loads(sg->seats, 0, NULL);
    srv_game *x = NULL;
    void *before = NULL;
    if (!json_is_array(opts) || !json_is_array(seats) ||
        json_array_size(seats) != (size_t)sg->players || sg->resigned < -1 ||
        sg->resigned >= sg->players) {
        snprintf(why, n, "damaged row (options, seats or resignation)");
        goto fail;
    }
    for (int i = 0; i < g->noptions && i < (int)json_array_size(opts); i++)
        setup.options[i] = (int)json_integer_value(json_array_get(opts, (size_t)i));
    if (!(x = make_game(g, &setup, why, n)))
        goto fail;
    snprintf(x->id, sizeof x->id, "%s", sg->id);
    x->resigned = sg->resigned;
    if (srv_clock_load(sg->clock, x->np, &x->clock, why, n) != 0)
        goto fail;
    for (int p = 0; p < x->np; p++) {
        json_t *s = json_array_get(seats, (size_t)p);
        const char *kind = json_string_value(json_object_get(s, "kind"));
        const char *name = json_string_value(json_object_get(s, "bot"));
        const char *tok = json_string_value(json_object_get(s, "token_hash"));
        x->seat[p].kind = kind && strcmp(kind, "bot") == 0 ? SEAT_BOT : SEAT_HUMAN;
        snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", name ? name : "");
        snprintf(x->seat[p].token_hash, sizeof x->seat[p].token_hash, "%s", tok ? tok : "");
        x->seat[p].strength = (int)json_integer_value(json_object_get(s, "strength"));
        x->seat[p].ms = (int)json_integer_value(json_object_get(s, "ms"));
        x->seat[p].taken = json_is_true(json_object_get(s, "taken"));
        const json_t *at = json_object_get(s, "taken_at");
        const char *why_taken = json_string_value(json_object_get(s, "taken_why"));
        x->seat[p].taken_at = x->seat[p].taken && json_is_integer(at) &&
                                      json_integer_value(at) >= 0 &&
                                      (size_t)json_integer_value(at) <= sg->nactions
                                  ? json_integer_value(at)
                                  : -1;
        snprintf(x->seat[p].taken_why, sizeof x->seat[p].taken_why, "%s",
                 why_taken ? why_taken : "");
        if (x->seat[p].kind == SEAT_HUMAN && srv_clock_autoplays(&x->clock, p))
            snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", SRV_CLOCK_BOT);
        if ((x->seat[p].kind == SEAT_BOT || srv_clock_autoplays(&x->clock, p)) &&
            setup_bot(h, x, p) != 0) {
            snprintf(why, n, "unknown bot '%s'", x->seat[p].bot);
            goto fail;
        }
    }
    set_record_seats(x);
    if (!(before = malloc(g->state_size))) {
        *oom = true;
        snprintf(why, n, "out of memory");
        goto fail;
    }
    for (size_t i = 0; i < sg->nactions; i++) {
        memcpy(before, x->st, g->state_size);
        if (g->apply(x->st, sg->actions[i]) != GAME_OK || game_record_push(x->rec, sg->actions[i]) ||
            note_undo(x, before, sg->actions[i], x->st)) {
            snprintf(why, n, "action %zu does not replay", i);
            goto fail;
        }
        if (g->hash(x->st) != sg->hashes[i]) {
            snprintf(why, n, "the state after action %zu differs from its stored hash", i);
            goto fail;
        }
    }
    if (srv_chat_restore(x, sg) != 0) {
        *oom = true;
        snprintf(why, n, "out of memory");
        goto fail;
    }
    if (sg->last_known && g->hash(x->st) != sg->last_hash) {
        snprintf(why, n, "the state after its %zu actions differs from its row's last hash",
                 sg->nactions);
        goto fail;
    }
    free(before);
    json_decref(opts);
    json_decref(seats);
    x->seq = sg->nactions + (x->resigned >= 0);
    for (int p = 0; p < x->np; p++) /* each takeover was a step too */
        x->seq += x->seat[p].taken && x->seat[p].taken_at >= 0;
    x->created = x->last = sg->created;
    return x;
fail:
    free(before);
    if (x)
        free_game(x);
    json_decref(opts);
    json_decref(seats);
    return NULL;
}

/* A stored game that fails its checks is kept in the store, never served,
 * and told in one log line with its id: nothing restarts rolled back. */
static int quarantine(srv_hub *h, const char *id, const char *why)
{
    fprintf(stderr, "arnak: game %s quarantined: %s (kept in the store, not served)\n", id, why);
    if (!grow((void **)&h->quar, &h->capquar, h->nquar + 1, sizeof *h->quar))
        return -1;
    snprintf(h->quar[h->nquar].id, sizeof h->quar[h->nquar].id, "%s", id);
    snprintf(h->quar[h->nquar].why, sizeof h->quar[h->nquar].why, "%s", why);
    h->nquar++;
    return 0;
}

/* Why game `id` is quarantined, or NULL when it is not. */
static const char *quarantined(const srv_hub *h, const char *id)
{
    for (size_t i = 0; i < h->nquar; i++)
        if (strcmp(h->quar[i].id, id) == 0)
            return h->quar[i].why;
    return NULL;
}

int srv_hub_quarantined(const srv_hub *h) { return (int)h->nquar; }

static int loaded(srv_hub *h, srv_game *x, load_ctx *lc);

static int load_one(void *ctx, const srv_stored_game *sg)
{
    load_ctx *lc = ctx;
    srv_hub *h = lc->h;
    char why[200];
    bool oom = false;
    if (sg->damage)
        return quarantine(h, sg->id, sg->damage);
    srv_game *x = restore_game(h, sg, why, sizeof why, &oom);
    if (!x) {
        if (!oom)
            return quarantine(h, sg->id, why);
        snprintf(lc->err, lc->n, "out of memory");
        return -1;
    }
    return loaded(h, x, lc);
}

/* ------------------------------------------- finished games leave memory
 *
 * With a store, the hub keeps only the games still going on.  A finished game
 * (over, or resigned) is dropped once nothing points at it any more (no
 * follower, no bot or hint job) and its last change is on disk; whoever names
 * it later (watch, join, view, record, list...) loads it again from the store,
 * checked as at start, and it leaves again when unused. */

static int loaded(srv_hub *h, srv_game *x, load_ctx *lc)
{
    if (h->cfg.store && game_done(x)) {
        free_game(x); /* checked; loaded again when someone names it */
        return 0;
    }
    if (add_game(h, x) != 0) {
        free_game(x);
        snprintf(lc->err, lc->n, "out of memory");
        return -1;
    }
    clock_follow(h, x);
    want_bot(h, x);
    mark_drop(h, x); /* several processes: held while someone follows it */
    return 0;
}

/* Whether x may leave memory once nothing follows it: a finished game; with
 * several processes (--shared) also an unfinished one that asks nothing of
 * this process meanwhile (no bot to move, no clock to run out): any process
 * reads it from the store when it is named again, and the next change's
 * process takes the bots' lease (given up here with the game).  One process
 * keeps its unfinished games, which no other process would serve. */
static bool may_leave(const srv_hub *h, const srv_game *x)
{
    if (game_done(x))
        return true;
    return h->cfg.notify && !x->subs && x->clock.mode == SRV_CLOCK_NONE && bot_to_move(x) < 0;
}

static void mark_drop(srv_hub *h, srv_game *x)
{
    if (!h->cfg.store || x->unloading || !may_leave(h, x))
        return;
    if (!grow((void **)&h->drop, &h->capdrop, h->ndrop + 1, sizeof *h->drop))
        return;
    x->unloading = true;
    x->unload_batch = UINT64_MAX; /* its batch is known at the next flush */
    h->drop[h->ndrop++] = x;
}

typedef struct {
    srv_hub *h;
    srv_game *x;
    char why[200];
    bool found;
} demand_ctx;

static int load_demanded(void *ctx, const srv_stored_game *sg)
{
    demand_ctx *d = ctx;
    bool oom = false;
    d->found = true;
    if (sg->damage) {
        snprintf(d->why, sizeof d->why, "%s", sg->damage);
        return 0;
    }
    d->x = restore_game(d->h, sg, d->why, sizeof d->why, &oom);
    return 0;
}

/* The game `id`: in memory, or a finished one loaded again from the store (a
 * stored game that fails its checks now is quarantined).  NULL when there is
 * none to serve. */
static srv_game *lookup(srv_hub *h, const char *id)
{
    srv_game *x = find_game(h, id);
    if (x && x->stale)
        multi_sync(h, x, SYNC_FOLLOW);
    if (x || !h->cfg.store || quarantined(h, id) || strlen(id) > SRV_ID_HEX)
        return x;
    demand_ctx d = {.h = h};
    char err[256];
    if (srv_store_load_game(h->cfg.store, id, load_demanded, &d, err, sizeof err) != 0) {
        fprintf(stderr, "arnak: loading game %s: %s\n", id, err);
        return NULL;
    }
    if (d.found && !d.x) {
        quarantine(h, id, d.why);
        return NULL;
    }
    if (d.x && add_game(h, d.x) != 0) {
        free_game(d.x);
        return NULL;
    }
    if (d.x)
        mark_drop(h, d.x);
    return d.x;
}

static void remove_game(srv_hub *h, srv_game *x)
{
    if (h->cfg.lease)
        srv_lease_drop(h->cfg.lease, x->id);
    for (srv_game **p = &h->buckets[id_hash(x->id)]; *p; p = &(*p)->hnext)
        if (*p == x) {
            *p = x->hnext;
            break;
        }
    for (size_t i = 0; i < h->nall; i++)
        if (h->all[i] == x) {
            h->all[i] = h->all[--h->nall];
            break;
        }
    free_game(x);
}

/* Whether a reply still waiting for its commit reports a change of x (an
 * unfinished game may change after it was marked: an act without a join). */
static bool awaited(const srv_hub *h, const srv_game *x)
{
    for (size_t i = 0; i < h->nout; i++)
        if (h->out[i].game == x)
            return true;
    return false;
}

/* At a flush: the marked games nothing points at whose last change is on
 * disk leave memory; those still followed wait for their followers to go. */
static void drop_finished(srv_hub *h, uint64_t submitted, uint64_t committed)
{
    size_t k = 0;
    for (size_t i = 0; i < h->ndrop; i++) {
        srv_game *x = h->drop[i];
        if (x->unload_batch == UINT64_MAX)
            x->unload_batch = submitted;
        bool busy = x->subs || x->bot_queued || x->bot_wanted || x->hints > 0 || !may_leave(h, x);
        if (busy) {
            x->unloading = false; /* marked again when its last follower leaves */
            continue;
        }
        if (committed >= x->unload_batch && !awaited(h, x))
            remove_game(h, x);
        else
            h->drop[k++] = x;
    }
    h->ndrop = k;
}

srv_hub *srv_hub_new(const srv_hub_config *cfg, char *err, size_t n)
{
    srv_hub *h = calloc(1, sizeof *h);
    if (!h || !(h->buckets = calloc(HASH_BUCKETS, sizeof *h->buckets))) {
        free(h);
        snprintf(err, n, "out of memory");
        return NULL;
    }
    h->cfg = *cfg;
    if (!(h->rematches = srv_rematches_new())) {
        free(h->buckets);
        free(h);
        snprintf(err, n, "out of memory");
        return NULL;
    }
    if (cfg->store) {
        srv_store_set_wake(cfg->store, cfg->wake, cfg->ctx);
        load_ctx lc = {h, err, n};
        if (srv_store_load(cfg->store, load_one, &lc, err, n) != 0) {
            srv_hub_free(h);
            return NULL;
        }
        if (srv_store_problem(cfg->store)[0])
            fprintf(stderr, "arnak: store: %s\n", srv_store_problem(cfg->store));
    }
    if (cfg->bot_threads > 0) {
        h->pool = srv_botpool_new(cfg->bot_threads, cfg->wake, cfg->ctx);
        if (!h->pool) {
            snprintf(err, n, "cannot start the bot threads");
            srv_hub_free(h);
            return NULL;
        }
    } else if (!cfg->frozen) {
        for (size_t i = 0; i < h->nall; i++)
            run_bots_inline(h, h->all[i]);
    }
    return h;
}

void srv_hub_free(srv_hub *h)
{
    if (!h)
        return;
    srv_botpool_free(h->pool); /* joins the threads before the games go */
    while (h->hints) {
        pending_hint *ph = h->hints;
        h->hints = ph->next;
        json_decref(ph->id);
        free(ph);
    }
    for (size_t i = 0; i < h->nout; i++)
        free(h->out[i].text);
    free(h->out);
    for (size_t i = 0; i < h->nall; i++)
        free_game(h->all[i]);
    free(h->all);
    free(h->want);
    free(h->drop);
    free(h->quar);
    free(h->buckets);
    srv_rematches_free(h->rematches);
    json_decref(h->captured);
    free(h);
}

typedef struct {
    srv_hub *h;
    const char *dir;
    char *err;
    size_t n;
    int written;
} dump_ctx;

static int dump_one(void *ctx, const srv_stored_game *sg)
{
    dump_ctx *d = ctx;
    char why[200], path[4096];
    bool oom = false;
    srv_game *x = sg->damage ? NULL : restore_game(d->h, sg, why, sizeof why, &oom);
    if (!x) {
        if (oom) {
            snprintf(d->err, d->n, "out of memory");
            return -1;
        }
        return 0; /* quarantined: told at start */
    }
    snprintf(path, sizeof path, "%s/%s.rec", d->dir, x->id);
    int rc = game_record_save(path, x->rec, d->err, d->n) == GAME_OK ? 0 : -1;
    d->written += rc == 0;
    free_game(x);
    return rc;
}

int srv_hub_dump(srv_hub *h, const char *dir, char *err, size_t n)
{
    if (!h->cfg.store) {
        for (size_t i = 0; i < h->nall; i++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s.rec", dir, h->all[i]->id);
            if (game_record_save(path, h->all[i]->rec, err, n) != GAME_OK)
                return -1;
        }
        return (int)h->nall;
    }
    /* every stored game, finished ones too (they are not kept in memory) */
    dump_ctx d = {h, dir, err, n, 0};
    return srv_store_load(h->cfg.store, dump_one, &d, err, n) != 0 ? -1 : d.written;
}

/* ------------------------------------------------ several processes
 *
 * With `arnak serve --shared` any number of processes serve one PostgreSQL
 * database (docs/SCALING.md).  A game lives in each process that holds it
 * (followers, a bot lease); the store's primary key (game, index) lets one
 * process commit a step.  What the others commit arrives as notices
 * (notify.c): a game followed here is read again from the store and its new
 * actions applied as if made here (every state checked against its stored
 * hash when read), so its followers get their updates; a game held with no
 * follower is only marked stale and read again when it is next named.  A
 * conflict (another process wrote the step first) turns what this process
 * acknowledged of that game into `stale` and reads the game again. */

/* Whether this process may move x's bots now: always with one process; with
 * several, only while it holds the game's lease (asked for here). */
static bool multi_may_move(srv_hub *h, srv_game *x)
{
    if (!h->cfg.lease || x->lease_held)
        return true;
    srv_lease_want(h->cfg.lease, x->id);
    return false;
}

/* x takes over y's game (read again from the store); y gets x's old one. */
static void multi_swap(srv_game *x, srv_game *y)
{
    srv_game t;
    memcpy(&t, x, sizeof t);
    x->rec = y->rec, y->rec = t.rec;
    x->st = y->st, y->st = t.st;
    x->undo_by = y->undo_by, y->undo_by = t.undo_by;
    x->undo_cap = y->undo_cap, y->undo_cap = t.undo_cap;
    x->seq = y->seq, y->seq = t.seq;
    x->resigned = y->resigned, y->resigned = t.resigned;
    memcpy(x->seat, y->seat, sizeof x->seat);
    memcpy(y->seat, t.seat, sizeof y->seat);
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
        free(x->review[p]);
        x->review[p] = NULL;
    }
    for (int i = 0; i < SRV_LOG_KEEP; i++) {
        x->log[i].seq = 0;
        x->log[i].spec_at = 0;
        for (int v = 0; v <= GAME_MAX_PLAYERS; v++) {
            free(x->log[i].text[v]);
            x->log[i].text[v] = NULL;
        }
    }
}

/* What another process changed besides the steps: seats a bot took over and
 * the clock are the store's (its clock, switched by the process that made
 * the step, replaces this one's own reckoning of it).  A seat taken over or
 * a clock run out is told to each follower by a fresh view. */
static void multi_take_table(srv_hub *h, srv_game *x, srv_game *y)
{
    char *mine = seats_text(x), *theirs = seats_text(y);
    bool seats = !mine || !theirs || strcmp(mine, theirs) != 0;
    free(mine);
    free(theirs);
    bool ran_out = false;
    for (int p = 0; p < x->np; p++)
        ran_out |= srv_clock_autoplays(&x->clock, p) != srv_clock_autoplays(&y->clock, p);
    x->clock = y->clock;
    if (!seats && !ran_out)
        return;
    struct hub_seat t[GAME_MAX_PLAYERS];
    memcpy(t, x->seat, sizeof t);
    memcpy(x->seat, y->seat, sizeof t);
    memcpy(y->seat, t, sizeof t); /* the old ones go with y */
    set_record_seats(x);
    h->clock_next = 0;
    bool told = false;
    for (int p = 0; p < x->np; p++) {
        if (!x->seat[p].taken || y->seat[p].taken)
            continue;
        /* a takeover is a step of the story, here as where it was made */
        json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
        for (int v = 0; v <= x->np; v++)
            pv[v] = json_pack("{s:s, s:i, s:s}", "kind", "takeover", "player", p, "reason",
                              x->seat[p].taken_why);
        h->replaying = true; /* the clock is the store's, written where it was made */
        changed(h, x, pv);
        h->replaying = false;
        told = true;
    }
    for (sub *s = x->subs; s && !told; s = s->next)
        queue(h, s->c, view_message(x, s->seat, s->c->brief, "view"));
    want_bot(h, x);
}

/* Reads x again from the store.  When the store's game goes on from x's
 * (another process's actions after x's), they are applied here as updates;
 * when x is ahead with its own changes not yet committed, nothing changes
 * (they commit on top, or conflict); otherwise (another process's undo or
 * resignation, a conflict: always) x becomes the store's game and each
 * follower gets its view anew. */
static void multi_sync(srv_hub *h, srv_game *x, int mode)
{
    demand_ctx d = {.h = h};
    char err[256] = "";
    x->stale = false;
    if (srv_store_load_game(h->cfg.store, x->id, load_demanded, &d, err, sizeof err) != 0 ||
        !d.x) {
        fprintf(stderr, "arnak: game %s cannot be read again: %s\n", x->id,
                d.found ? d.why : err);
        x->stale = true;
        return;
    }
    srv_game *y = d.x;
    size_t nx = x->rec->n, ny = y->rec->n, k = 0;
    while (k < nx && k < ny && x->rec->actions[k] == y->rec->actions[k])
        k++;
    bool same_end = y->resigned == x->resigned;
    bool extends = k == nx && same_end, ahead = k == ny && ny < nx && same_end;
    bool pending = x->op_batch > srv_store_committed(h->cfg.store, err, sizeof err);
    if (mode == SYNC_FOLLOW && extends) {
        h->replaying = true;
        for (size_t i = nx; i < ny; i++)
            if (apply_action(h, x, y->rec->actions[i]) != GAME_OK)
                break;
        h->replaying = false;
        multi_take_table(h, x, y);
    } else if (mode == SYNC_CONFLICT || !(ahead && pending)) {
        /* After a conflict seq is the store's count: what was delivered is
         * committed, so in the store (nothing of the lost steps was delivered).
         * After another process's undo or resignation, one past what was shown:
         * a follower's seq never goes back. */
        uint64_t shown = x->seq;
        multi_swap(x, y);
        x->clock = y->clock;
        if (mode != SYNC_CONFLICT && x->seq < shown + 1)
            x->seq = shown + 1;
        for (sub *s = x->subs; s; s = s->next)
            queue(h, s->c, view_message(x, s->seat, s->c->brief, "view"));
        if (x->bot_queued)
            x->bot_stale = true;
        want_bot(h, x);
        mark_drop(h, x);
    }
    if (srv_chat_sync(h, x, y, mode == SYNC_CONFLICT))
        srv_presence_changed(h, x);
    free_game(y);
}

/* A notice of another process's commit. */
static void multi_notice(srv_hub *h, const srv_notice *n)
{
    if (n->kind == 'R') {
        for (size_t i = 0; i < h->nall; i++)
            h->all[i]->stale = true;
        for (size_t i = 0; i < h->nall; i++)
            if (h->all[i]->subs || h->all[i]->lease_held)
                multi_sync(h, h->all[i], SYNC_FOLLOW);
        for (size_t i = 0; i < h->nall; i++) /* the others may have missed ours */
            if (h->all[i]->subs)
                srv_presence_announce(h, h->all[i]);
        return;
    }
    if (n->kind == 'D') {
        for (size_t i = 0; i < h->nall; i++)
            srv_presence_gone(h, h->all[i], n->from);
        return;
    }
    srv_game *x = find_game(h, n->id);
    if (!x)
        return; /* not held here: read when named */
    if (n->kind == 'p' || n->kind == 'q') {
        srv_presence_notice(h, x, n->from, n->kind, n->count);
        return;
    }
    if (n->kind == 'a' && (long long)x->rec->n == n->count && !x->stale)
        return; /* as far as here already (this process's own line) */
    if (x->subs || x->lease_held)
        multi_sync(h, x, SYNC_FOLLOW);
    else
        x->stale = true;
}

/* The others' notices and the leases granted or lost, at each turn of the
 * network loop (pump). */
static void multi_take(srv_hub *h)
{
    srv_notice nv[256];
    int k;
    if (h->cfg.notify)
        while ((k = srv_notify_take(h->cfg.notify, nv, 256)) > 0)
            for (int i = 0; i < k; i++)
                multi_notice(h, &nv[i]);
    srv_lease_event ev[256];
    if (h->cfg.lease)
        while ((k = srv_lease_take(h->cfg.lease, ev, 256)) > 0)
            for (int i = 0; i < k; i++) {
                if (ev[i].orphan) {
                    /* its holder died: loaded here (or read again), its bots wanted */
                    srv_game *o = lookup(h, ev[i].id);
                    if (o && o->stale)
                        multi_sync(h, o, SYNC_FOLLOW);
                    if (o)
                        want_bot(h, o);
                    continue;
                }
                srv_game *x = find_game(h, ev[i].id);
                if (!x) {
                    if (ev[i].granted)
                        srv_lease_drop(h->cfg.lease, ev[i].id);
                    continue;
                }
                x->lease_held = ev[i].granted;
                h->clock_next = 0; /* a clock this process may now play out */
                if (ev[i].granted && x->stale)
                    multi_sync(h, x, SYNC_FOLLOW);
                if (ev[i].granted)
                    want_bot(h, x);
            }
}

/* The `stale` error for an acknowledgement that did not commit. */
static char *stale_text(const outmsg *o, const srv_game *x)
{
    json_t *ack = json_loads(o->text, 0, NULL);
    const char *type = ack ? json_string_value(json_object_get(ack, "type")) : NULL;
    bool chat = type && strcmp(type, "chat_sent") == 0;
    json_t *e = json_pack("{s:s, s:s, s:s}", "type", "error", "code", "stale", "message",
                          chat ? "another server wrote in this game's chat at the same moment: "
                                 "the message was not kept; send it again"
                               : "another server committed this step first: the game is read "
                                 "again");
    json_t *id = ack ? json_object_get(ack, "id") : NULL;
    if (e && id)
        json_object_set(e, "id", id);
    if (e)
        json_object_set_new(e, "game_id", json_string(x->id));
    char *text = e ? game_json_dump(e) : NULL;
    json_decref(e);
    json_decref(ack);
    return text;
}

/* The store's conflicts: what was queued about the game from the conflict's
 * batch on is not delivered (its acknowledgements become `stale`), and the
 * game is read again; its later changes are then written again. */
static void multi_conflicts(srv_hub *h)
{
    srv_store_conflict cv[64];
    int k;
    while ((k = srv_store_conflicts(h->cfg.store, cv, 64)) > 0) {
        for (int i = 0; i < k; i++) {
            srv_game *x = find_game(h, cv[i].id);
            fprintf(stderr, "arnak: game %s: a step was committed by another process first; "
                            "read again\n", cv[i].id);
            for (size_t j = 0; x && j < h->nout; j++) {
                outmsg *o = &h->out[j];
                if (o->game != x || o->batch < cv[i].from)
                    continue;
                char *text = o->is_ack ? stale_text(o, x) : NULL;
                free(o->text);
                o->text = text ? text : strdup("");
                o->len = text ? strlen(text) : 0;
                if (!text)
                    o->c = NULL; /* an update of a change that is not there */
                o->game = NULL;
                o->is_ack = false;
            }
            if (x)
                multi_sync(h, x, SYNC_CONFLICT);
            srv_store_reloaded(h->cfg.store, cv[i].id);
        }
    }
}
