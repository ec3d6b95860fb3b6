/* hub.c - the hub's game table: the games by id, their seats and bots,
 * the fan-out of a change to every follower (the event log, each viewer's
 * update), the clocks run out, and the order "change -> commit ->
 * acknowledge" (hub.h).
 *
 * Both transports (proto_stdio.c, ws.c) hand every incoming message to
 * srv_hub_message() (messages.c) and call srv_hub_flush() (proto: waits for
 * the disk) or srv_hub_pump() (serve: does not) once per turn of their loop
 * (hub_loop.c).  A change (an action, an undo, a resignation, a new game) goes
 * into the store's current batch; the replies and pushes it causes wait in
 * the outbox, tagged with that batch (srv_hub_number), until the store has
 * committed it (SQLite: in srv_store_submit; PostgreSQL: on its writer
 * thread; srv_hub_deliver), so that nothing is acknowledged that a crash
 * could lose.  A message that fails a check changes nothing and gets one
 * error message with a code and a sentence (srv_hub_refuse).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/record.h"
#include "core/splitmix.h"
#include "hub.h"
#include "json_text.h"
#include "multi.h"

/* ------------------------------------------------------------------ helpers */

bool srv_grow(void **p, size_t *cap, size_t need, size_t size)
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
    return h % SRV_HASH_BUCKETS;
}

srv_game *srv_hub_find(srv_hub *h, const char *id)
{
    for (srv_game *x = h->buckets[id_hash(id)]; x; x = x->hnext)
        if (strcmp(x->id, id) == 0)
            return x;
    return NULL;
}

int srv_hub_hex(srv_hub *h, char *buf, size_t nbytes)
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
    if (!srv_grow((void **)&h->out, &h->capout, h->nout + 1, sizeof *h->out)) {
        free(text);
        return;
    }
    h->out[h->nout++] = (srv_outmsg){c, text, strlen(text), 0, NULL, false};
}

void srv_hub_queue(srv_hub *h, srv_conn *c, json_t *msg)
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
    srv_hub_queue(h, c, msg);
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

void srv_hub_refuse(srv_hub *h, srv_conn *c, const json_t *id, const char *code,
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

void srv_hub_want_bot(srv_hub *h, srv_game *x)
{
    if (x->bot_wanted)
        return;
    if (!srv_grow((void **)&h->want, &h->capwant, h->nwant + 1, sizeof *h->want))
        return;
    x->bot_wanted = true;
    h->want[h->nwant++] = x;
}

/* Seconds since 1970; 0 under --test-tokens, whose transcripts are replayed
 * byte for byte. */
long long srv_hub_time(const srv_hub *h) { return h->cfg.test_tokens ? 0 : (long long)time(NULL); }

bool srv_game_done(const srv_game *x)
{
    return x->view_only || x->resigned >= 0 || x->g->is_over(x->st);
}

/* Notes action number rec->n - 1, just applied to before giving after. */
int srv_game_note_undo(srv_game *x, const void *before, game_action a, const void *after)
{
    if (!srv_grow((void **)&x->undo_by, &x->undo_cap, x->rec->n, sizeof *x->undo_by))
        return -1;
    int actor = x->g->current_player(before);
    bool ok = x->g->undoable && x->g->undoable(before, a, after);
    x->undo_by[x->rec->n - 1] = (int8_t)(ok ? actor : -1);
    return 0;
}

size_t srv_game_undo_depth(const srv_game *x, int seat)
{
    size_t d = 0;
    while (d < x->rec->n && x->undo_by[x->rec->n - 1 - d] == seat)
        d++;
    return d;
}

/* The seat whose bot must decide now, or -1. */
int srv_game_bot_to_move(const srv_game *x)
{
    if (srv_game_done(x))
        return -1;
    int p = x->g->current_player(x->st);
    return p >= 0 && (x->seat[p].kind == SRV_SEAT_BOT || srv_clock_autoplays(&x->clock, p)) ? p : -1;
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
        json_t *s = json_pack("{s:s}", "kind", x->seat[p].kind == SRV_SEAT_BOT ? "bot" : "human");
        if (x->seat[p].kind == SRV_SEAT_BOT)
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
    json_t *clock = srv_clock_json(&x->clock, x->np, srv_hub_now(x->hub), srv_game_clock_waits(x));
    if (clock)
        json_object_set_new(m, "clock", clock);
    if (x->view_only) /* a record loaded for viewing: nothing to play, resign or undo */
        json_object_set_new(m, "replay", json_true());
    if (seat >= 0)
        json_object_set_new(m, "can_undo",
                            json_boolean(x->resigned < 0 && !x->seat[seat].taken &&
                                         srv_game_undo_depth(x, seat) > 0));
    if (seat >= 0 && x->seat[seat].taken) /* its bot decides: nothing for the person to take */
        json_object_set_new(m, "actions", json_array());
    return m;
}

json_t *srv_view_message(srv_game *x, int seat, bool brief, const char *type)
{
    return view_message_with(x, seat, brief, type, NULL);
}

static void log_put(srv_game *x, json_t *per_viewer[GAME_MAX_PLAYERS + 1])
{
    srv_log_entry *e = &x->log[x->seq % SRV_LOG_KEEP];
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

/* The spectators' texts the log left to be made (srv_hub_apply), from the
 * record: of the entries from seq `from` on whose action is at record index
 * `at` or later (an undo makes the one it takes back before it is gone). */
void srv_game_log_spectators(srv_game *x, uint64_t from, size_t at)
{
    size_t idx[SRV_LOG_KEEP];
    uint64_t seq[SRV_LOG_KEEP];
    char *text[SRV_LOG_KEEP];
    int n = 0;
    uint64_t first = x->seq > SRV_LOG_KEEP ? x->seq - SRV_LOG_KEEP + 1 : 1;
    for (uint64_t s = from > first ? from : first; s <= x->seq; s++) {
        srv_log_entry *e = &x->log[s % SRV_LOG_KEEP];
        if (e->seq == s && e->spec_at > at) {
            idx[n] = e->spec_at - 1;
            seq[n++] = s;
        }
    }
    if (n == 0)
        return;
    srv_spectator_steps(x->g, x->rec, n, idx, seq, text);
    for (int i = 0; i < n; i++) {
        srv_log_entry *e = &x->log[seq[i] % SRV_LOG_KEEP];
        e->text[0] = text[i];
        e->spec_at = 0;
    }
}

static bool spectated(const srv_game *x)
{
    for (const srv_sub *s = x->subs; s; s = s->next)
        if (s->seat == SRV_SPECTATOR)
            return true;
    return false;
}

/* After a change: the log entry for every viewer, and an update (the entry
 * and the new view) to every subscribed connection. */
void srv_hub_changed(srv_hub *h, srv_game *x, json_t *per_viewer[GAME_MAX_PLAYERS + 1])
{
    x->seq++;
    x->last = srv_hub_time(h);
    srv_hub_clock_follow(h, x);
    log_put(x, per_viewer);
    size_t from = h->nout;
    /* One text per viewer and view kind, however many connections follow it. */
    char *cache[GAME_MAX_PLAYERS + 1][2] = {{NULL}};
    json_t *seats = x->subs ? seats_json(x) : NULL;
    for (srv_sub *s = x->subs; s; s = s->next) {
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
    srv_hub_want_bot(h, x);
    srv_hub_mark_drop(h, x);
}

/* Applies legal action a for the player to act; no checks left to do. */
int srv_hub_apply(srv_hub *h, srv_game *x, game_action a)
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
    if (rc == GAME_OK && srv_game_note_undo(x, before, a, x->st) != 0) {
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
    /* played by the easy bot for a seat whose time ran out: marked so in
     * every viewer's step, as in the story (history.c) */
    bool by_clock = srv_clock_played(&x->clock, x->rec->n - 1);
    /* The spectators' step (as costly as the seats' together) only when a
     * spectator follows; else the log makes it if one asks
     * (srv_game_log_spectators), which knows no mark */
    bool spectators = spectated(x) || by_clock;
    if (spectators)
        pv[0] = srv_step_spectator(g, before, a, x->st, pv + 1, x->np);
    for (int v = 0; v <= x->np; v++) {
        if (pv[v])
            json_object_set_new(pv[v], "kind", json_string("act"));
        if (pv[v] && by_clock)
            json_object_set_new(pv[v], "by", json_string("clock"));
    }
    free(before);
    srv_hub_changed(h, x, pv);
    if (!spectators)
        x->log[x->seq % SRV_LOG_KEEP].spec_at = x->rec->n;
    return GAME_OK;
}

void srv_hub_simple_change(srv_hub *h, srv_game *x, const char *kind, int player)
{
    json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
    for (int v = 0; v <= x->np; v++)
        pv[v] = json_pack("{s:s, s:i}", "kind", kind, "player", player);
    srv_hub_changed(h, x, pv);
}

/* Bots move at once (inline mode): until a human is to act or the game ends. */
void srv_hub_run_bots(srv_hub *h, srv_game *x)
{
    int p;
    if (h->cfg.frozen)
        return;
    while ((p = srv_game_bot_to_move(x)) >= 0) {
        srv_bot_job job = {.owner = x, .seq = x->seq, .st = x->st, .b = x->seat[p].b};
        srv_bot_run(&job);
        x->seat[p].b = job.b;
        if (srv_hub_apply(h, x, job.choice) != GAME_OK)
            break;
    }
}

/* ------------------------------------------------------------------- games */

void srv_game_free(srv_game *x)
{
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        bot_destroy(&x->seat[p].b); /* nothing kept today (srv_game_setup_bot) */
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
        srv_sub *n = x->subs->next;
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
srv_game *srv_game_make(const game_def *g, const game_setup *setup, char *err, size_t n)
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
        srv_game_free(x);
        return NULL;
    }
    return x;
}

int srv_hub_add_game(srv_hub *h, srv_game *x)
{
    if (!srv_grow((void **)&h->all, &h->capall, h->nall + 1, sizeof *h->all))
        return -1;
    h->all[h->nall++] = x;
    x->hub = h;
    uint32_t b = id_hash(x->id);
    x->hnext = h->buckets[b];
    h->buckets[b] = x;
    return 0;
}

/* The most wall-clock time of one bot decision on this server. */
int srv_hub_bot_ms(const srv_hub *h)
{
    return h->cfg.limits && h->cfg.limits->bot_ms > 0 ? h->cfg.limits->bot_ms : SRV_BOT_MS;
}

int srv_game_setup_bot(const srv_hub *h, srv_game *x, int p)
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
        int cap = srv_hub_bot_ms(h);
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

void srv_game_record_seats(srv_game *x)
{
    const char *names[GAME_MAX_PLAYERS];
    for (int p = 0; p < x->np; p++)
        names[p] = x->seat[p].kind == SRV_SEAT_BOT ? x->seat[p].bot : "human";
    game_record_set_seats(x->rec, names, x->np);
}

/* ------------------------------------------------------------------ clocks */

int64_t srv_hub_now(const srv_hub *h)
{
    return h && h->cfg.now_ms ? h->cfg.now_ms() : srv_wall_ms();
}

/* A person's seat to decide now, else -1. */
static int person_to_decide(const srv_game *x)
{
    if (srv_game_done(x))
        return -1;
    int p = x->g->current_player(x->st);
    return p >= 0 && x->seat[p].kind == SRV_SEAT_HUMAN ? p : -1;
}

/* The seat whose clock runs now: a person's seat to decide whose person has
 * come (its token shown once), else -1. */
int srv_game_clock_seat(const srv_game *x)
{
    int p = person_to_decide(x);
    return p >= 0 && (x->clock.joined & (1u << p)) ? p : -1;
}

int srv_game_clock_waits(const srv_game *x)
{
    int p = x->clock.mode != SRV_CLOCK_NONE ? person_to_decide(x) : -1;
    return p >= 0 && !(x->clock.joined & (1u << p)) ? p : -1;
}

void srv_hub_seat_seen(srv_hub *h, srv_game *x, int seat)
{
    if (x->clock.mode == SRV_CLOCK_NONE || seat < 0 || (x->clock.joined & (1u << seat)) ||
        srv_game_done(x)) /* a finished game (or a replay) has no clock to start */
        return;
    x->clock.joined |= 1u << seat;
    srv_hub_clock_follow(h, x);
    if (!h->replaying)
        srv_hub_store_clock(h, x);
}

void srv_hub_store_clock(srv_hub *h, srv_game *x)
{
    char *text = srv_clock_text(&x->clock, x->np);
    if (h->cfg.store && srv_store_set_clock(h->cfg.store, x->id, text) != 0)
        snprintf(h->err, sizeof h->err, "store: cannot write the clock of %s", x->id);
    free(text);
    h->clock_next = 0;
}

/* After a change: the clock runs for whoever decides now (kept with it). */
void srv_hub_clock_follow(srv_hub *h, srv_game *x)
{
    /* another process's steps come with its clock (srv_multi_sync takes it) */
    int seat = srv_game_clock_seat(x);
    if (seat != x->clock.turn) /* a timed-out turn's bot played up to here */
        srv_clock_end_run(&x->clock, (long long)x->rec->n);
    if (srv_clock_switch(&x->clock, seat, srv_hub_now(h)) && !h->replaying)
        srv_hub_store_clock(h, x);
}

/* The seats as stored: kinds, bots, their tokens' hashes.  New text or NULL. */
char *srv_game_seats_text(const srv_game *x)
{
    json_t *jseats = json_array();
    for (int p = 0; p < x->np; p++) {
        json_t *s = json_pack("{s:s, s:s, s:i, s:i, s:s}", "kind",
                              x->seat[p].kind == SRV_SEAT_BOT ? "bot" : "human", "bot",
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
void srv_hub_take_over(srv_hub *h, srv_game *x, int p, const char *why)
{
    bot_destroy(&x->seat[p].b);
    x->seat[p].kind = SRV_SEAT_BOT;
    x->seat[p].taken = true;
    x->seat[p].taken_at = (long long)x->rec->n;
    snprintf(x->seat[p].taken_why, sizeof x->seat[p].taken_why, "%s", why);
    x->seat[p].strength = 0;
    x->seat[p].ms = 0;
    snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", SRV_TAKEOVER_BOT);
    if (srv_game_setup_bot(h, x, p) != 0)
        snprintf(h->err, sizeof h->err, "cannot start the bot for %s", x->id);
    srv_game_record_seats(x);
    char *text = srv_game_seats_text(x);
    if (h->cfg.store && (!text || srv_store_set_seats(h->cfg.store, x->id, text) != 0))
        snprintf(h->err, sizeof h->err, "store: cannot write the seats of %s", x->id);
    free(text);
    json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
    for (int v = 0; v <= x->np; v++)
        pv[v] = json_pack("{s:s, s:i, s:s}", "kind", "takeover", "player", p, "reason", why);
    srv_hub_changed(h, x, pv);
}

void srv_hub_timeout_step(srv_hub *h, srv_game *x, int p)
{
    json_t *pv[GAME_MAX_PLAYERS + 1] = {NULL};
    for (int v = 0; v <= x->np; v++)
        pv[v] = json_pack("{s:s, s:i, s:s}", "kind", "timeout", "player", p, "then", "play");
    srv_hub_changed(h, x, pv);
}

/* The running seat's time is up: the easy bot plays its turn, or a bot
 * takes the seat, as the game's creator chose; every follower is told. */
static void clock_ran_out(srv_hub *h, srv_game *x, int p)
{
    if (x->clock.timeout == SRV_TIMEOUT_DROP) {
        srv_hub_store_clock(h, x);
        srv_hub_take_over(h, x, p, "timeout");
    } else {
        /* a step of the story (history.c), the bot's actions marked after it */
        srv_clock_add_out(&x->clock, p, (long long)x->rec->n);
        srv_hub_store_clock(h, x);
        bot_destroy(&x->seat[p].b);
        snprintf(x->seat[p].bot, sizeof x->seat[p].bot, "%s", SRV_CLOCK_BOT);
        if (srv_game_setup_bot(h, x, p) != 0)
            snprintf(h->err, sizeof h->err, "cannot start the bot for %s", x->id);
        json_t *clock = srv_clock_json(&x->clock, x->np, srv_hub_now(h), srv_game_clock_waits(x));
        for (srv_sub *s = x->subs; s; s = s->next)
            srv_hub_queue(h, s->c,
                  json_pack("{s:s, s:s, s:I, s:O}", "type", "clock", "game_id", x->id, "seq",
                            (json_int_t)x->seq, "clock", clock));
        json_decref(clock);
        srv_hub_timeout_step(h, x, p);
    }
    if (!h->pool)
        srv_hub_run_bots(h, x);
}

void srv_hub_clocks(srv_hub *h)
{
    int64_t now = srv_hub_now(h);
    if (now < h->clock_next)
        return;
    int64_t next = INT64_MAX;
    for (size_t i = 0; i < h->nall; i++) {
        srv_game *x = h->all[i];
        if (srv_clock_deadline(&x->clock) <= now && !srv_hub_may_move(h, x)) {
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

/* An optional integer field in [lo, hi]; true when absent (out unchanged). */
bool srv_req_int(srv_req *r, const char *key, long long lo, long long hi, long long *out)
{
    json_t *v = json_object_get(r->msg, key);
    if (!v)
        return true;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'%s' must be an integer %lld..%lld", key, lo,
                       hi);
        return false;
    }
    *out = json_integer_value(v);
    return true;
}

/* Whether a person holds a seat of x now (a human seat that a connection
 * joined, here or on another process): its bots go first (bots.c). */
bool srv_game_human_waiting(srv_game *x)
{
    for (const srv_sub *s = x->subs; s; s = s->next)
        if (s->seat >= 0 && x->seat[s->seat].kind == SRV_SEAT_HUMAN)
            return true;
    int n = 0;
    const srv_table_remote *rm = x->table ? srv_table_remotes(x->table, &n) : NULL;
    for (int i = 0; i < n; i++)
        for (int p = 0; p < x->np; p++)
            if ((rm[i].online >> p & 1u) && x->seat[p].kind == SRV_SEAT_HUMAN)
                return true;
    return false;
}

void srv_hub_subscribe(srv_conn *c, srv_game *x, int seat)
{
    c->game = x;
    c->seat = seat;
    for (int i = 0; i < c->nsubs; i++)
        if (c->subs[i].g == x && c->subs[i].seat == seat)
            return;
    if (c->nsubs == SRV_MAX_SUBS)
        return;
    srv_sub *s = malloc(sizeof *s);
    if (!s)
        return;
    *s = (srv_sub){c, seat, x->subs};
    x->subs = s;
    c->subs[c->nsubs].g = x;
    c->subs[c->nsubs].seat = seat;
    c->nsubs++;
}

/* The acknowledgement of a change goes out before the updates the change
 * queued from outbox position `mark` on (all of them after the commit). */
void srv_hub_ack(srv_req *r, srv_game *x, size_t mark)
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
    srv_outmsg last = h->out[h->nout - 1];
    memmove(&h->out[mark + 1], &h->out[mark], (h->nout - 1 - mark) * sizeof *h->out);
    h->out[mark] = last;
}

/* ------------------------------------------- presence and chat (table.h) */

const char *srv_game_id(const srv_game *x) { return x->id; }

int srv_game_players(const srv_game *x) { return x->np; }

bool srv_game_seat_human(const srv_game *x, int seat) { return x->seat[seat].kind == SRV_SEAT_HUMAN; }

bool srv_game_view_only(const srv_game *x) { return x->view_only; }

srv_table *srv_game_table(srv_game *x)
{
    if (!x->table)
        x->table = srv_table_new();
    return x->table;
}

void srv_game_each_viewer(srv_game *x, void (*fn)(void *ctx, srv_conn *c, int seat), void *ctx)
{
    for (srv_sub *s = x->subs; s; s = s->next)
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

void srv_hub_store_failed(srv_hub *h, const char *what)
{
    snprintf(h->err, sizeof h->err, "store: cannot write %s", what);
}

int srv_hub_games(const srv_hub *h) { return (int)h->nall; }
int srv_hub_bots_busy(srv_hub *h) { return h->pool ? srv_botpool_busy(h->pool) : 0; }

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

static void submit_bot(srv_hub *h, srv_game *x)
{
    int p = srv_game_bot_to_move(x);
    if (p < 0 || x->bot_queued || h->cfg.frozen || !srv_hub_may_move(h, x))
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
                         .human = srv_game_human_waiting(x), .quick = !bot_is_search(&x->seat[p].b)};
    if (srv_botpool_submit(h->pool, job) != 0) {
        free(st);
        free(job);
        return;
    }
    x->bot_queued = true;
}

/* Whether x may leave memory once nothing follows it: a finished game; with
 * several processes (--shared) also an unfinished one that asks nothing of
 * this process meanwhile (no bot to move, no clock to run out): any process
 * reads it from the store when it is named again, and the next change's
 * process takes the bots' lease (given up here with the game).  One process
 * keeps its unfinished games, which no other process would serve. */
bool srv_hub_may_leave(const srv_hub *h, const srv_game *x)
{
    if (srv_game_done(x))
        return true;
    return h->cfg.notify && !x->subs && x->clock.mode == SRV_CLOCK_NONE && srv_game_bot_to_move(x) < 0;
}

void srv_hub_mark_drop(srv_hub *h, srv_game *x)
{
    if (!h->cfg.store || x->unloading || !srv_hub_may_leave(h, x))
        return;
    if (!srv_grow((void **)&h->drop, &h->capdrop, h->ndrop + 1, sizeof *h->drop))
        return;
    x->unloading = true;
    x->unload_batch = UINT64_MAX; /* its batch is known at the next flush */
    h->drop[h->ndrop++] = x;
}

void srv_hub_remove(srv_hub *h, srv_game *x)
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
    srv_game_free(x);
}

/* Whether this process may move x's bots now: always with one process; with
 * several, only while it holds the game's lease (asked for here). */
bool srv_hub_may_move(srv_hub *h, srv_game *x)
{
    if (!h->cfg.lease || x->lease_held)
        return true;
    srv_lease_want(h->cfg.lease, x->id);
    return false;
}

/* ------------------------------------------ hints and reviews in the pool */

void srv_hub_pending_submit(srv_req *r, srv_game *x, srv_bot_job *job, srv_pending *ph)
{
    srv_hub *h = r->h;
    job->owner = x;
    job->seq = x->seq;
    job->b.g = x->g;
    job->group = srv_botpool_group(srv_peer_addr(r->c->peer));
    job->addr = srv_peer_addr(r->c->peer);
    ph->c = r->c;
    ph->id = r->id ? json_incref((json_t *)r->id) : NULL;
    if (srv_botpool_submit(h->pool, job) != 0) {
        json_decref(ph->id);
        free(ph);
        srv_bot_job_free(job);
        srv_hub_refuse(h, r->c, r->id, "internal", "out of memory");
        return;
    }
    ph->next = h->hints;
    h->hints = ph;
    if (ph->review)
        h->nreviews++;
    else
        h->nhints++;
    x->hints++;
}

void srv_hub_pending_take(srv_hub *h, srv_pending *ph)
{
    for (srv_pending **p = &h->hints; *p; p = &(*p)->next)
        if (*p == ph) {
            *p = ph->next;
            if (ph->review)
                h->nreviews--;
            else
                h->nhints--;
            break;
        }
}

void srv_hub_pending_free(srv_hub *h, srv_game *x, srv_pending *ph)
{
    json_decref(ph->id);
    free(ph);
    x->hints--;
    srv_hub_mark_drop(h, x);
}

/* ------------------------------------------------ commit, then acknowledge */

/* Every message queued since the last call waits for store batch b. */
void srv_hub_number(srv_hub *h, uint64_t b)
{
    for (size_t i = h->nassigned; i < h->nout; i++)
        h->out[i].batch = b;
    h->nassigned = h->nout;
}

/* Delivers every message whose batch is on disk (in order: a connection
 * never sees a reply before an earlier one), then hands the games that want
 * a bot decision to the pool. */
void srv_hub_deliver(srv_hub *h, uint64_t committed)
{
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
}
