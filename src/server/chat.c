/* chat.c - a game's chat (table.h, docs/PROTOCOL.md "Chat and presence"):
 * the seats' channel, the spectators' channel, and the rows that note each
 * seat's first join, kept in the game's table and in the store's chat table
 * (written by the store's writer thread with the game's other changes, so a
 * message is acknowledged only once it is on disk, and read back with the
 * game at start).
 *
 * A message is plain text: the server keeps and sends it as written (control
 * characters made spaces, ends trimmed), and the page shows it as text, never
 * as HTML.  Limits: SRV_CHAT_CHARS characters, SRV_CHAT_BURST messages a
 * sender in SRV_CHAT_WINDOW_S seconds (a seat over all its connections; a
 * spectator per connection), SRV_CHAT_MAX rows a game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hub.h"

/* A reply of "table" holds the last SRV_CHAT_SHOWN messages its reader may read. */
#define SRV_CHAT_SHOWN 200

int srv_chat_restore(srv_game *x, const srv_stored_game *sg)
{
    if (sg->nchat == 0)
        return 0;
    srv_table *t = srv_game_table(x);
    if (!t)
        return -1;
    for (size_t i = 0; i < sg->nchat; i++) {
        const srv_stored_chat *m = &sg->chat[i];
        if (m->seat >= srv_game_players(x))
            continue;
        if (srv_table_add_row(t, m->idx, m->seat, m->channel, m->created, m->body) != 0)
            return -1;
    }
    return 0;
}

static json_t *row_json(const srv_game *x, const srv_chat_row *r)
{
    return json_pack("{s:s, s:s, s:I, s:s, s:o, s:I, s:s}", "type", "chat", "game_id",
                     srv_game_id(x), "n", (json_int_t)r->idx, "channel", srv_chat_channel_name(r->channel),
                     "seat", r->seat >= 0 ? json_integer(r->seat) : json_null(), "time",
                     (json_int_t)r->created, "text", r->body);
}

static bool same_row(const srv_chat_row *a, const srv_chat_row *b)
{
    return a->seat == b->seat && a->channel == b->channel && strcmp(a->body, b->body) == 0;
}

/* Puts r's copy in t at its index's place (rows stay in index order), in
 * place of a row of that index: -1 out of memory. */
static int put_row(srv_table *t, const srv_chat_row *r)
{
    srv_chat_row *old = srv_table_row(t, r->idx);
    if (old) {
        char *body = strdup(r->body);
        if (!body)
            return -1;
        free(old->body);
        *old = (srv_chat_row){r->idx, r->created, r->seat, r->channel, body};
        return 0;
    }
    if (srv_table_add_row(t, r->idx, r->seat, r->channel, r->created, r->body) != 0)
        return -1;
    srv_chat_row added = t->rows[t->n - 1];
    size_t i = t->n - 1;
    for (; i > 0 && t->rows[i - 1].idx > added.idx; i--)
        t->rows[i] = t->rows[i - 1];
    t->rows[i] = added;
    return 0;
}

/* Drops t's rows that u (the store's) lacks: written by nobody. */
static void drop_unwritten(srv_table *t, srv_table *u)
{
    size_t k = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (u && srv_table_row(u, t->rows[i].idx))
            t->rows[k++] = t->rows[i];
        else
            free(t->rows[i].body);
    }
    t->n = k;
    t->next = k ? t->rows[k - 1].idx + 1 : 0;
    t->joined = 0;
    for (size_t i = 0; i < k; i++)
        if (t->rows[i].channel == SRV_CHAN_JOINED && t->rows[i].seat >= 0 &&
            t->rows[i].seat < GAME_MAX_PLAYERS)
            t->joined |= 1u << t->rows[i].seat;
}

bool srv_chat_sync(srv_hub *h, srv_game *x, srv_game *y, bool lost)
{
    srv_table *t = srv_game_table(x), *u = srv_game_table(y);
    if (!t)
        return false;
    unsigned joined = t->joined;
    if (lost)
        drop_unwritten(t, u);
    for (size_t i = 0; u && i < u->n; i++) {
        const srv_chat_row *r = &u->rows[i];
        srv_chat_row *mine = srv_table_row(t, r->idx);
        if (mine && same_row(mine, r))
            continue;
        if (put_row(t, r) != 0) {
            srv_hub_store_failed(h, "a chat row read again (out of memory)");
            break;
        }
        if (r->channel != SRV_CHAN_JOINED && srv_chat_enabled(x))
            srv_table_push(h, x, r->channel, row_json(x, srv_table_row(t, r->idx)));
    }
    return (t->joined & ~joined) != 0;
}

/* The text as kept: control characters made spaces, the ends trimmed.  The
 * number of characters (code points; jansson's strings are UTF-8), or -1
 * when it holds a NUL. */
static long clean_text(char *s, size_t len)
{
    long chars = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == 0)
            return -1;
        if (ch < 0x20 || ch == 0x7f)
            s[i] = ' ';
        chars += (ch & 0xc0) != 0x80;
    }
    size_t a = 0, b = len;
    while (a < b && s[a] == ' ')
        a++, chars--;
    while (b > a && s[b - 1] == ' ')
        b--, chars--;
    memmove(s, s + a, b - a);
    s[b - a] = '\0';
    return chars;
}

/* The sender's rate: false (and the seconds to wait in *wait) when it sent
 * SRV_CHAT_BURST messages within the window. */
static bool rate_take(srv_chat_rate *r, double now, double *wait)
{
    double oldest = r->at[r->next];
    if (oldest > 0 && now - oldest < SRV_CHAT_WINDOW_S) {
        *wait = SRV_CHAT_WINDOW_S - (now - oldest);
        return false;
    }
    r->at[r->next] = now > 0 ? now : 1e-9;
    r->next = (r->next + 1) % SRV_CHAT_BURST;
    return true;
}

/* Why this viewer may not write in x's chat now, after the refusal; or true. */
static bool may_write(srv_hub *h, srv_conn *c, const json_t *id, srv_game *x, int seat)
{
    if (!srv_chat_enabled(x)) {
        srv_hub_refuse(h, c, id, "no_chat",
                       "this game has no chat: it has fewer than two human seats");
        return false;
    }
    if (srv_conn_seats_in(c, x) > 1) { /* also as the watcher a hot-seat screen is */
        srv_hub_refuse(h, c, id, "no_chat",
                       "a hot-seat game has no chat: this connection holds several seats");
        return false;
    }
    if (seat < 0 && srv_conn_seats_in(c, x) > 0) {
        /* a seat's words go to the seats' channel, never as a spectator's */
        srv_hub_refuse(h, c, id, "bad_field",
                       "this connection holds a seat of this game: write as that seat "
                       "(seat and token)");
        return false;
    }
    return true;
}

void srv_chat_post(srv_hub *h, srv_conn *c, const json_t *id, const json_t *msg, srv_game *x,
                   int seat)
{
    if (!may_write(h, c, id, x, seat))
        return;
    const json_t *jt = json_object_get(msg, "text");
    if (!json_is_string(jt)) {
        srv_hub_refuse(h, c, id, "bad_field", "'text' must be a string (the message)");
        return;
    }
    size_t len = json_string_length(jt);
    char *text = malloc(len + 1);
    if (!text) {
        srv_hub_refuse(h, c, id, "internal", "out of memory");
        return;
    }
    memcpy(text, json_string_value(jt), len + 1);
    long chars = clean_text(text, len);
    srv_table *t = srv_game_table(x);
    const char *why = chars < 0    ? "'text' must not hold a NUL character"
                      : chars == 0 ? "'text' is empty"
                                   : NULL;
    double wait = 0;
    if (why) {
        srv_hub_refuse(h, c, id, "bad_field", "%s", why);
    } else if (chars > SRV_CHAT_CHARS) {
        srv_hub_refuse(h, c, id, "too_long", "a chat message has at most %d characters, not %ld",
                       SRV_CHAT_CHARS, chars);
    } else if (!t || t->n >= SRV_CHAT_MAX) {
        srv_hub_refuse(h, c, id, "limit", "this game's chat is full (%d messages)", SRV_CHAT_MAX);
    } else if (!rate_take(seat >= 0 ? &t->rate[seat] : &srv_conn_table(c)->rate, srv_now(),
                          &wait)) {
        srv_hub_refuse(h, c, id, "chat_rate",
                       "at most %d chat messages in %.0f seconds: wait %.0f s", SRV_CHAT_BURST,
                       SRV_CHAT_WINDOW_S, wait < 1 ? 1.0 : wait + 0.5);
    } else {
        int ch = seat >= 0 ? SRV_CHAN_SEATS : SRV_CHAN_SPECTATORS;
        long long idx = t->next, now = (long long)time(NULL);
        srv_store *db = srv_hub_store(h);
        if (srv_table_add_row(t, idx, seat, ch, now, text) != 0) {
            srv_hub_refuse(h, c, id, "internal", "out of memory");
        } else {
            if (db && srv_store_add_chat(db, srv_game_id(x), idx, seat, ch, now, text) != 0)
                srv_hub_store_failed(h, "a chat message");
            size_t mark = srv_hub_outbox_mark(h);
            srv_hub_send_to(h, c, id,
                            json_pack("{s:s, s:s, s:I}", "type", "chat_sent", "game_id",
                                      srv_game_id(x), "n", (json_int_t)idx));
            srv_table_push(h, x, ch, row_json(x, &t->rows[t->n - 1]));
            srv_hub_outbox_own(h, mark, x);
        }
    }
    free(text);
}

/* "table": this connection follows x's presence and chat from now on; the
 * reply holds both as they are (the last SRV_CHAT_SHOWN messages it may read). */
void srv_table_follow(srv_hub *h, srv_conn *c, const json_t *id, const json_t *msg, srv_game *x,
                      int seat)
{
    const json_t *js = json_object_get(msg, "spectators");
    if (js && !json_is_boolean(js)) {
        srv_hub_refuse(h, c, id, "bad_field", "'spectators' must be true or false");
        return;
    }
    srv_table_conn *tc = srv_conn_table(c);
    tc->on = true;
    if (js)
        tc->spectators = json_is_true(js);
    srv_table *t = srv_game_table(x);
    json_t *list = json_array();
    bool chat = srv_chat_enabled(x);
    size_t shown = 0;
    for (size_t i = t && chat ? t->n : 0; i-- > 0 && shown < SRV_CHAT_SHOWN;) {
        if (!srv_chat_may_read(t->rows[i].channel, seat, tc->spectators))
            continue;
        json_t *m = row_json(x, &t->rows[i]);
        json_object_del(m, "type");
        json_object_del(m, "game_id");
        json_array_insert_new(list, 0, m);
        shown++;
    }
    json_t *r = json_pack("{s:s, s:s, s:b, s:b, s:o, s:o}", "type", "table", "game_id",
                          srv_game_id(x), "chat", chat, "spectators", seat < 0 || tc->spectators,
                          "presence", srv_presence_json(x), "messages", list);
    srv_hub_send_to(h, c, id, r);
}
