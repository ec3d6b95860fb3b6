/* messages.c - the protocol's one table of messages (docs/PROTOCOL.md): each
 * row a name, its handler (the files by family, hub.h) and its guards, checked
 * in order before the handler runs (seat, spectators, a running game, the
 * turn), each with the protocol's one error reply; and srv_hub_message, where
 * a transport's message comes in (size, depth, JSON, id, type). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"
#include "json_text.h"

/* The error for a game id the hub does not serve: none such, or one that
 * failed its integrity check (named, with the reason). */
static void not_served(srv_req *r, const char *id)
{
    const char *why = srv_hub_quarantined_why(r->h, id);
    if (why)
        srv_hub_refuse(r->h, r->c, r->id, "quarantined",
                       "game %.40s is quarantined: %s (kept in the store, not served)", id, why);
    else
        srv_hub_refuse(r->h, r->c, r->id, "no_game", "no game '%.40s'", id);
}

/* Resolves the game and seat a message is about: explicit game_id (+ seat
 * + token), else the seat this connection joined.  spectator_ok: a message
 * with game_id and no seat watches.  False after an error reply. */
static bool target(srv_req *r, bool spectator_ok, bool fresh, srv_game **gx, int *seat)
{
    json_t *gid = json_object_get(r->msg, "game_id");
    if (!gid) {
        if (!r->c->game) {
            srv_hub_refuse(r->h, r->c, r->id, "no_game",
                           "join a seat first, or name game_id, seat and token");
            return false;
        }
        *gx = r->c->game;
        *seat = r->c->seat;
    } else {
        if (!json_is_string(gid)) {
            srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'game_id' must be a string");
            return false;
        }
        srv_game *x = srv_hub_lookup(r->h, json_string_value(gid));
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
                srv_hub_refuse(r->h, r->c, r->id, "bad_field", "'seat' must be 0..%d", x->np - 1);
                return false;
            }
            int p = (int)json_integer_value(js);
            const char *tok = json_string_value(json_object_get(r->msg, "token"));
            if ((x->seat[p].kind != SRV_SEAT_HUMAN && !x->seat[p].taken) || !tok ||
                !srv_token_check(&r->c->tokens, tok, x->seat[p].token_hash, fresh)) {
                srv_hub_refuse(r->h, r->c, r->id, "bad_token", "wrong token for seat %d", p);
                return false;
            }
            *gx = x;
            *seat = p;
        }
    }
    if (*seat == SRV_SPECTATOR && !spectator_ok) {
        srv_hub_refuse(r->h, r->c, r->id, "not_seated", "spectators cannot do that");
        return false;
    }
    return true;
}

static bool check_seq(srv_req *r, srv_game *x)
{
    long long want = -1;
    if (!srv_req_int(r, "seq", 0, INT64_MAX, &want))
        return false;
    if (want >= 0 && (uint64_t)want != x->seq) {
        srv_hub_refuse(r->h, r->c, r->id, "stale", "the game is at seq %llu, not %lld",
                       (unsigned long long)x->seq, want);
        return false;
    }
    return true;
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

static void msg_table(srv_req *r) { srv_table_follow(r->h, r->c, r->id, r->msg, r->x, r->seat); }

static void msg_chat(srv_req *r) { srv_chat_post(r->h, r->c, r->id, r->msg, r->x, r->seat); }

static void msg_ping(srv_req *r) { srv_hub_send_to(r->h, r->c, r->id, json_pack("{s:s}", "type", "pong")); }

typedef struct {
    const char *type;
    void (*handler)(srv_req *r);
    unsigned guards;
} message_kind;

/* Every message of the protocol, in docs/PROTOCOL.md's order (its table of
 * messages names the same, tests/protocol_messages_test.sh): a new one is a
 * row and a handler. */
static const message_kind messages[] = {
    {"hello", srv_msg_hello, 0},
    {"create", srv_msg_create, 0},
    {"join", srv_msg_join, G_GAME_ID | G_SEAT | G_TARGET | G_SEATED},
    {"watch", srv_msg_join, G_GAME_ID | G_NO_SEAT | G_TARGET},
    {"leave", srv_msg_leave, 0},
    {"list", srv_msg_list, 0},
    {"view", srv_msg_view, G_TARGET},
    {"act", srv_msg_act, G_TARGET | G_SEATED | G_SEQ | G_RUNNING | G_TURN | G_PLAYS},
    {"undo", srv_msg_undo, G_TARGET | G_SEATED | G_SEQ | G_PLAYS},
    {"resign", srv_msg_resign, G_TARGET | G_SEATED | G_RUNNING | G_PLAYS},
    {"events", srv_msg_events, G_TARGET},
    {"history", srv_msg_history, G_TARGET},
    {"record", srv_msg_record, G_TARGET},
    {"stats", srv_msg_stats, 0},
    {"hint", srv_msg_hint, G_TARGET | G_SEATED | G_RUNNING | G_TURN | G_PLAYS},
    {"why", srv_msg_why, G_TARGET | G_SEATED},
    {"catalog", srv_msg_catalog, 0},
    {"review", srv_msg_review, G_TARGET | G_SEATED},
    {"table", msg_table, G_TARGET},
    {"ping", msg_ping, 0},
    {"chat", msg_chat, G_TARGET},
    {"view_at", srv_msg_view_at, G_TARGET},
    {"rematch", srv_msg_rematch, G_TARGET | G_SEATED},
    {"replay", srv_msg_replay, 0},
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
static bool guards_pass(srv_req *r, unsigned g)
{
    for (size_t i = 0; i < sizeof field_guards / sizeof field_guards[0]; i++) {
        if ((g & field_guards[i].guard) &&
            (json_object_get(r->msg, field_guards[i].field) != NULL) != field_guards[i].present) {
            srv_hub_refuse(r->h, r->c, r->id, "bad_field", "%s", field_guards[i].refusal);
            return false;
        }
    }
    /* join and watch (G_GAME_ID) always hash the token; later messages of
     * the connection compare it with the one it showed */
    if ((g & G_TARGET) && !target(r, !(g & G_SEATED), g & G_GAME_ID, &r->x, &r->seat))
        return false;
    if ((g & G_TARGET) && r->seat >= 0) /* the seat's person has come: its clock may run */
        srv_hub_seat_seen(r->h, r->x, r->seat);
    if ((g & G_SEQ) && !check_seq(r, r->x))
        return false;
    if ((g & G_RUNNING) && srv_game_done(r->x)) {
        srv_hub_refuse(r->h, r->c, r->id, "game_over", "the game is over");
        return false;
    }
    if ((g & G_PLAYS) && r->x->seat[r->seat].taken) {
        srv_hub_refuse(r->h, r->c, r->id, "taken", "a bot plays seat %d now", r->seat);
        return false;
    }
    int turn = (g & G_TURN) ? r->x->g->current_player(r->x->st) : r->seat;
    if (turn != r->seat) {
        srv_hub_refuse(r->h, r->c, r->id, "not_your_turn", "it is seat %d's turn", turn);
        return false;
    }
    return true;
}

static void dispatch(srv_req *r, const char *type)
{
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++) {
        if (strcmp(type, messages[i].type) != 0)
            continue;
        if (guards_pass(r, messages[i].guards))
            messages[i].handler(r);
        return;
    }
    srv_hub_refuse(r->h, r->c, r->id, "unknown_type", "unknown message type '%.40s'", type);
}

/* ------------------------------------------------------------ entry points */

void srv_hub_message(srv_hub *h, srv_conn *c, const char *text, size_t len)
{
    if (len > SRV_MAX_MESSAGE) {
        srv_hub_refuse(h, c, NULL, "too_large", "a message has at most %d bytes", SRV_MAX_MESSAGE);
        return;
    }
    if (srv_json_depth(text, len) > SRV_MAX_DEPTH) {
        srv_hub_refuse(h, c, NULL, "too_deep", "a message nests at most %d levels", SRV_MAX_DEPTH);
        return;
    }
    json_error_t jerr;
    json_t *msg = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!msg) {
        srv_hub_refuse(h, c, NULL, "bad_json", "not JSON: %s at column %d", jerr.text, jerr.column);
        return;
    }
    srv_req r = {h, c, msg, json_object_get(msg, "id"), NULL, SRV_SPECTATOR};
    if (!json_is_object(msg)) {
        r.id = NULL;
        srv_hub_refuse(h, c, NULL, "bad_message", "a message is a JSON object with a 'type'");
    } else if (r.id && !json_is_integer(r.id) &&
               !(json_is_string(r.id) && json_string_length(r.id) <= 64)) {
        r.id = NULL;
        srv_hub_refuse(h, c, NULL, "bad_field", "'id' must be an integer or a short string");
    } else {
        const char *type = json_string_value(json_object_get(msg, "type"));
        if (!type)
            srv_hub_refuse(h, c, r.id, "bad_message", "a message needs a 'type'");
        else
            dispatch(&r, type);
    }
    json_decref(msg);
}
