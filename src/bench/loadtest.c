/* loadtest.c - `arnak loadtest`: N WebSocket clients (libwebsockets, one
 * thread) play random legal actions in N concurrent games against one
 * `arnak serve` on loopback, each acting about once per think time, and the
 * figures: actions/s, latency from act to the updated view (p50, p99, max),
 * errors, lost actions, server memory per game.  --think-ms 0 is the closed
 * loop: every client acts as soon as its view arrives, for the maximum rate.
 *
 * Each client creates a game with human seats only, joins every seat (brief
 * views) and acts for whichever seat is to act, with the seq of its view.
 * When its game ends it leaves it and creates the next one.  Loopback only,
 * bounded in clients and seconds; it stops by itself.
 *
 * Several servers (--port 8080,8081: `arnak serve --shared` processes, or a
 * proxy in front of them): the clients are spread over them in turn.  With
 * --reconnect a client whose connection is lost (its server killed) connects
 * to the next port and joins its game's seats again, to go on there; an act
 * whose answer the lost connection took counts as cut, not as lost.
 *
 * The clients run on libuv's loop (epoll), as the server does: on
 * libwebsockets' own poll() loop, a thousand connections made the load test
 * the busiest process on the machine, taking the CPU from the server it
 * measures. */
#include <arpa/inet.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <libwebsockets.h>

#include "core/splitmix.h"
#include "cmdline/cmdline.h"
#include "loadtest.h"
#include "lt_message.h"
#include "server/server.h"
#include "server/ws_uv.h"

#define MAX_CLIENTS 5000
#define DRAIN_SECONDS 5

typedef struct msg {
    struct msg *next;
    size_t len;
    unsigned char buf[]; /* LWS_PRE bytes of room, then the text */
} msg;

typedef struct client client;
struct client {
    struct lws *wsi;
    int index;
    bool open, failed;
    char game_id[SRV_ID_HEX + 1];
    int players;
    char tokens[GAME_MAX_PLAYERS][SRV_TOKEN_HEX + 1];
    /* The latest view of the seat to act: seq, its actions. */
    long long seq;
    int turn;
    bool over;
    game_action *actions;
    char (*texts)[64];
    int nactions, cap;
    bool waiting;          /* an act is out: no other until its update */
    long long want_seq;    /* the seq the act will bring */
    double sent_at;
    char pending_text[64]; /* the act's canonical text (for the ack log) */
    bool act_due;
    uv_timer_t think;      /* on libuv's loop: the think time's timer (think_made) */
    bool think_made;
    struct msg *out_head, *out_tail; /* messages to send, in order */
    char *rx;
    size_t rxlen, rxcap;
    bool stats_asked;
    int port_at;           /* its server: ports[port_at] */
    double reconnect_at;   /* > 0: connect again then */
};

typedef struct {
    struct lws_context *ctx;
    uv_loop_t *uv; /* the loop, NULL on libwebsockets' poll() loop */
    client *clients;
    int nclients, think_ms, players;
    const char *game;
    uint64_t rng;
    double start, stop_at;
    bool stopping;
    /* results */
    double *lat;
    size_t nlat, caplat;
    long acts_sent, acks, refused, act_errors, errors, games_started, games_finished, connect_failures;
    long rss_start_kb, rss_end_kb, server_games_end;
    FILE *ack_log;
    int ports[8], nports;
    const char *host;
    bool reconnect;
    long reconnects, cut;
} lt_state;

static lt_state *LT; /* the one load test of this process (lws callbacks reach it) */

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void queue_msg(client *c, json_t *m)
{
    char *text = json_dumps(m, JSON_COMPACT);
    json_decref(m);
    if (!text)
        return;
    size_t len = strlen(text);
    msg *o = malloc(sizeof *o + LWS_PRE + len);
    if (o) {
        o->next = NULL;
        o->len = len;
        memcpy(o->buf + LWS_PRE, text, len);
        if (c->out_tail)
            c->out_tail->next = o;
        else
            c->out_head = o;
        c->out_tail = o;
        if (c->wsi)
            lws_callback_on_writable(c->wsi);
    }
    free(text);
}

/* Microseconds until this client's next act: think time * uniform(0.5, 1.5). */
static lws_usec_t think_us(lt_state *s)
{
    if (s->think_ms == 0)
        return 0;
    double f = 0.5 + (double)(splitmix64(&s->rng) >> 11) * 0x1.0p-53;
    return (lws_usec_t)(f * s->think_ms * 1000.0);
}

static void create_game(lt_state *s, client *c)
{
    json_t *seats = json_array();
    for (int p = 0; p < s->players; p++)
        json_array_append_new(seats, json_pack("{s:s}", "kind", "human"));
    queue_msg(c, json_pack("{s:s, s:s, s:i, s:o}", "type", "create", "game", s->game, "players",
                           s->players, "seats", seats));
    s->games_started++;
}

static void act(lt_state *s, client *c)
{
    c->act_due = false;
    if (s->stopping || c->waiting || c->over || c->nactions == 0 || c->turn < 0)
        return;
    int i = (int)splitmix64_below(&s->rng, (uint32_t)c->nactions);
    c->waiting = true;
    c->want_seq = c->seq + 1;
    c->sent_at = now_s();
    snprintf(c->pending_text, sizeof c->pending_text, "%s", c->texts[i]);
    queue_msg(c, json_pack("{s:s, s:s, s:i, s:s, s:I, s:I}", "type", "act", "game_id", c->game_id,
                           "seat", c->turn, "token", c->tokens[c->turn], "action_id",
                           (json_int_t)c->actions[i], "seq", (json_int_t)c->seq));
    s->acts_sent++;
}

/* A think time's end on libuv's loop. */
static void on_think(uv_timer_t *t)
{
    client *c = t->data;
    if (c->act_due && c->wsi && LT)
        act(LT, c);
}

/* The client's next act after a think time.  On libuv's loop a timer of its
 * own (a heap: libwebsockets' timers are one sorted list, whose insertions
 * cost more than the rest of the load test at a thousand clients). */
static void schedule_act(lt_state *s, client *c)
{
    lws_usec_t us = think_us(s);
    if (us == 0) {
        act(s, c);
        return;
    }
    c->act_due = true;
    if (!s->uv) {
        lws_set_timer_usecs(c->wsi, us);
        return;
    }
    if (!c->think_made) {
        uv_timer_init(s->uv, &c->think);
        c->think.data = c;
        c->think_made = true;
    }
    uv_timer_start(&c->think, on_think, (uint64_t)((us + 999) / 1000), 0);
}

static void note_latency(lt_state *s, double ms)
{
    if (s->nlat == s->caplat) {
        size_t cap = s->caplat ? 2 * s->caplat : 65536;
        double *p = realloc(s->lat, cap * sizeof *p);
        if (!p)
            return;
        s->lat = p;
        s->caplat = cap;
    }
    s->lat[s->nlat++] = ms;
}

/* A view or update of one of the seats this client holds. */
static void on_view(lt_state *s, client *c, json_t *m)
{
    const char *gid = json_string_value(json_object_get(m, "game_id"));
    if (!gid || strcmp(gid, c->game_id) != 0)
        return; /* a game this client has left */
    long long seq = json_integer_value(json_object_get(m, "seq"));
    json_t *jt = json_object_get(m, "turn");
    int seat = (int)json_integer_value(json_object_get(m, "seat"));
    bool over = json_is_true(json_object_get(m, "over"));
    if (c->waiting && seq >= c->want_seq) {
        note_latency(s, (now_s() - c->sent_at) * 1000.0);
        c->waiting = false;
    }
    if (seq < c->seq)
        return;
    c->seq = seq;
    c->over = over;
    if (over) {
        if (c->game_id[0] && !s->stopping) {
            s->games_finished++;
            queue_msg(c, json_pack("{s:s, s:s}", "type", "leave", "game_id", c->game_id));
            c->game_id[0] = '\0';
        }
        return;
    }
    int turn = json_is_integer(jt) ? (int)json_integer_value(jt) : -1;
    if (turn != seat)
        return; /* the view of a seat that is not acting: nothing to choose */
    json_t *acts = json_object_get(m, "actions");
    int n = (int)json_array_size(acts);
    if (n > c->cap) {
        game_action *a = realloc(c->actions, (size_t)n * sizeof *a);
        char(*t)[64] = a ? realloc(c->texts, (size_t)n * sizeof *t) : NULL;
        if (a)
            c->actions = a;
        if (!t)
            return;
        c->texts = t;
        c->cap = n;
    }
    for (int i = 0; i < n; i++) {
        json_t *a = json_array_get(acts, (size_t)i);
        c->actions[i] = (game_action)json_integer_value(json_object_get(a, "id"));
        snprintf(c->texts[i], sizeof c->texts[i], "%s",
                 json_string_value(json_object_get(a, "text")));
    }
    c->nactions = n;
    c->turn = turn;
    if (!c->waiting && !c->act_due)
        schedule_act(s, c);
}

/* Joins every seat: the seat to act gets the actions in its view. */
static void join_seats(client *c)
{
    for (int p = 0; p < c->players && p < GAME_MAX_PLAYERS; p++)
        queue_msg(c, json_pack("{s:s, s:s, s:i, s:s}", "type", "join", "game_id", c->game_id,
                               "seat", p, "token", c->tokens[p]));
}

static void on_message(lt_state *s, client *c, const char *text, size_t len)
{
    json_t *m = lt_load_message(text, len);
    const char *type = json_string_value(json_object_get(m, "type"));
    if (!type) {
        s->errors++;
    } else if (strcmp(type, "hello") == 0) {
        if (c->game_id[0]) {
            join_seats(c); /* connected again: the same game goes on */
        } else if (c->index == 0 && !c->stats_asked) {
            c->stats_asked = true;
            queue_msg(c, json_pack("{s:s}", "type", "stats"));
        } else {
            create_game(s, c);
        }
    } else if (strcmp(type, "stats") == 0) {
        long rss = (long)json_integer_value(json_object_get(m, "rss_kb"));
        if (s->stopping) {
            s->rss_end_kb = rss;
            s->server_games_end = (long)json_integer_value(json_object_get(m, "games"));
        } else {
            s->rss_start_kb = rss;
            create_game(s, c);
        }
    } else if (strcmp(type, "created") == 0) {
        snprintf(c->game_id, sizeof c->game_id, "%s",
                 json_string_value(json_object_get(m, "game_id")));
        json_t *seats = json_object_get(m, "seats");
        c->players = (int)json_array_size(seats);
        c->seq = 0;
        c->over = false;
        c->nactions = 0;
        for (int p = 0; p < c->players && p < GAME_MAX_PLAYERS; p++)
            snprintf(c->tokens[p], sizeof c->tokens[p], "%s",
                     json_string_value(json_object_get(json_array_get(seats, (size_t)p), "token")));
        join_seats(c);
    } else if (strcmp(type, "view") == 0 || strcmp(type, "update") == 0) {
        on_view(s, c, m);
    } else if (strcmp(type, "ack") == 0) {
        s->acks++;
        if (s->ack_log) {
            fprintf(s->ack_log, "%s\t%lld\t%s\n", c->game_id,
                    json_integer_value(json_object_get(m, "seq")) - 1, c->pending_text);
            fflush(s->ack_log);
        }
    } else if (strcmp(type, "left") == 0) {
        if (!s->stopping)
            create_game(s, c);
    } else if (strcmp(type, "error") == 0) {
        const char *code = json_string_value(json_object_get(m, "code"));
        if (code && strcmp(code, "stale") == 0) {
            s->refused++; /* raced with its own update: counted, not an error */
            c->waiting = false;
        } else {
            s->errors++;
            if (s->errors <= 5)
                fprintf(stderr, "arnak loadtest: client %d: %.*s\n", c->index, (int)len, text);
            if (c->waiting)
                s->act_errors++;
            c->waiting = false;
        }
    }
    json_decref(m);
}

/* A connection gone: with --reconnect, the next server in a moment; the act
 * it carried is cut (its answer, if any, went with it). */
static void lost_connection(lt_state *s, client *c)
{
    if (!s || !s->reconnect || s->stopping)
        return;
    if (c->waiting) {
        s->cut++;
        c->waiting = false;
    }
    c->act_due = false;
    c->rxlen = 0;
    for (msg *o = c->out_head, *n; o; o = n) {
        n = o->next;
        free(o);
    }
    c->out_head = c->out_tail = NULL;
    c->port_at = (c->port_at + 1) % s->nports;
    c->reconnect_at = now_s() + 0.2;
}

static void connect_client(lt_state *s, client *cl)
{
    char path[64];
    /* the game's id in the URL: a proxy in front can route by it */
    snprintf(path, sizeof path, cl->game_id[0] ? "/?game=%s" : "/", cl->game_id);
    struct lws_client_connect_info ci;
    memset(&ci, 0, sizeof ci);
    ci.context = s->ctx;
    ci.address = s->host;
    ci.port = s->ports[cl->port_at];
    ci.path = path;
    ci.host = s->host;
    /* no Origin: a program, not a page (arnak serve checks a page's) */
    ci.protocol = "arnak";
    ci.userdata = cl;
    ci.pwsi = &cl->wsi;
    cl->reconnect_at = 0;
    lws_client_connect_via_info(&ci);
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                    size_t len)
{
    lt_state *s = LT;
    client *c = user;
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        c->open = true;
        queue_msg(c, json_pack("{s:s, s:b}", "type", "hello", "brief", 1));
        break;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        if (s && !s->reconnect) {
            s->connect_failures++;
            if (s->connect_failures <= 3)
                fprintf(stderr, "arnak loadtest: cannot connect: %s\n",
                        in ? (const char *)in : "?");
        }
        if (c) {
            c->failed = true;
            c->wsi = NULL;
            lost_connection(s, c);
        }
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE: {
        if (c->rxlen + len + 1 > c->rxcap) {
            size_t cap = c->rxlen + len + 1 < 8192 ? 8192 : 2 * (c->rxlen + len + 1);
            char *r = realloc(c->rx, cap);
            if (!r)
                return -1;
            c->rx = r;
            c->rxcap = cap;
        }
        memcpy(c->rx + c->rxlen, in, len);
        c->rxlen += len;
        if (lws_is_final_fragment(wsi) && !lws_remaining_packet_payload(wsi)) {
            on_message(s, c, c->rx, c->rxlen);
            c->rxlen = 0;
        }
        break;
    }
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        while (c->out_head) {
            msg *o = c->out_head;
            c->out_head = o->next;
            if (!c->out_head)
                c->out_tail = NULL;
            int n = lws_write(wsi, o->buf + LWS_PRE, o->len, LWS_WRITE_TEXT);
            free(o);
            if (n < 0)
                return -1;
            if (c->out_head && lws_send_pipe_choked(wsi)) {
                lws_callback_on_writable(wsi);
                break;
            }
        }
        break;
    case LWS_CALLBACK_TIMER:
        if (c->act_due)
            act(s, c);
        break;
    case LWS_CALLBACK_CLIENT_CLOSED:
        if (c) {
            if (!s->stopping && !s->reconnect)
                s->errors++;
            c->open = false;
            c->wsi = NULL;
            lost_connection(s, c);
        }
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"arnak", callback, 0, 0, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

enum { LT_HOST = 1, LT_PORT, LT_CLIENTS, LT_SECONDS, LT_THINK, LT_ACK_LOG, LT_RECONNECT };

static const cli_option loadtest_opts[] = {
    {"host", 0, "ADDR", "127.0.0.1 (default) or ::1: loopback only", LT_HOST},
    {"port", 0, "N[,N...]", "the server's port (default 8080); several: the clients\n"
                            "spread over the servers in turn", LT_PORT},
    {"reconnect", 0, NULL, "a client whose connection is lost connects to the next\n"
                           "port and joins its game again", LT_RECONNECT},
    {"clients", 0, "N", "concurrent clients and games, 1..5000 (default 100)", LT_CLIENTS},
    {"seconds", 0, "S", "how long to act, 1..600 (default 10)", LT_SECONDS},
    {"think-ms", 0, "T", "mean pause before each act, 0..60000 (default 1000);\n"
                         "0: closed loop, the maximum rate", LT_THINK},
    {"game", 0, "NAME", "the game (default arnak)", CLI_GAME},
    {"players", 0, "N", "players of each game (default 2)", CLI_PLAYERS},
    {"ack-log", 0, "FILE", "write 'game<TAB>index<TAB>action' per acknowledged action",
     LT_ACK_LOG},
    {"seed", 0, "N", "the clients' random choices (default 1)", CLI_SEED},
    CLI_END,
};

const cli_command loadtest_command = {
    "loadtest", "[--port 8080] [--clients N] [--seconds S] [--think-ms T]",
    "WebSocket clients playing against an `arnak serve` on loopback",
    "Opens N WebSocket clients to an `arnak serve` on loopback; each plays random\n"
    "legal actions in its own game (human seats only, all joined), acting about once\n"
    "per think time; then prints actions/s, latency from act to updated view (p50,\n"
    "p99, max), errors, lost actions and the server's memory per game.\n",
    loadtest_opts, 0, loadtest_main,
};

typedef struct {
    int ports[8], nports, nclients, seconds, think;
    bool reconnect;
    const char *host, *ack_log;
    cli_game_args game;
} lt_args;

/* "8080" or "8080,8081": up to 8 ports. */
static bool parse_ports(const char *v, lt_args *a)
{
    char buf[128];
    if (snprintf(buf, sizeof buf, "%s", v) >= (int)sizeof buf)
        return false;
    a->nports = 0;
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
        if (a->nports == 8 || !cli_parse_int(t, 1, 65535, &a->ports[a->nports++]))
            return false;
    return a->nports > 0;
}

static int lt_opt(void *ctx, int id, const char *v)
{
    lt_args *a = ctx;
    bool ok = true;
    const char *range = "";
    switch (id) {
    case LT_HOST: a->host = v; break;
    case LT_ACK_LOG: a->ack_log = v; break;
    case LT_PORT: ok = parse_ports(v, a), range = "1..65535, up to 8 separated by commas"; break;
    case LT_RECONNECT: a->reconnect = true; break;
    case LT_CLIENTS: ok = cli_parse_int(v, 1, MAX_CLIENTS, &a->nclients), range = "1..5000"; break;
    case LT_SECONDS: ok = cli_parse_int(v, 1, 600, &a->seconds), range = "1..600"; break;
    case LT_THINK: ok = cli_parse_int(v, 0, 60000, &a->think), range = "0..60000"; break;
    default: return cli_game_arg("loadtest", &a->game, id, v);
    }
    return ok ? CLI_GO : cli_bad_value(&loadtest_command, id, v, range);
}

/* The 10 ms tick's callback: its wakeup is the point. */
static void tick_nothing(uv_timer_t *t) { (void)t; }

/* The event loop: libuv's when libwebsockets has its plugin, else its own poll(). */
typedef struct {
    uv_loop_t loop;
    uv_timer_t tick;
    bool on_uv;
} lt_loop;

/* The clients, the acknowledgement log and the WebSocket context; false: said why. */
static bool lt_start(lt_state *s, const lt_args *a, lt_loop *L)
{
    uint64_t seed = a->game.have_seed ? a->game.seed : 1;
    *s = (lt_state){.nclients = a->nclients, .think_ms = a->think, .game = a->game.g->name,
                    .players = a->game.players ? a->game.players : 2,
                    .rng = seed * 0x9E3779B97F4A7C15ULL + 1, .nports = a->nports, .host = a->host,
                    .reconnect = a->reconnect};
    memcpy(s->ports, a->ports, sizeof s->ports);
    if (!(s->clients = calloc((size_t)a->nclients, sizeof *s->clients)))
        return false;
    if (a->ack_log && !(s->ack_log = fopen(a->ack_log, "w"))) {
        fprintf(stderr, "arnak loadtest: cannot write %s\n", a->ack_log);
        return false;
    }
    LT = s;
    lws_set_log_level(LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = protocols;
    s->ctx = srv_uv_context(&info, &L->loop);
    L->on_uv = s->ctx != NULL;
    s->uv = L->on_uv ? &L->loop : NULL;
    if (L->on_uv) { /* the loop below looks at the clock at least every 10 ms */
        uv_timer_init(&L->loop, &L->tick);
        uv_timer_start(&L->tick, tick_nothing, 10, 10);
    } else {
        s->ctx = lws_create_context(&info);
    }
    if (!s->ctx)
        fprintf(stderr, "arnak loadtest: cannot start libwebsockets\n");
    return s->ctx != NULL;
}

/* Whether any client still has a connection or is about to make one again. */
static bool lt_any_alive(const lt_state *s)
{
    for (int i = 0; i < s->nclients; i++)
        if (s->clients[i].wsi != NULL || s->clients[i].reconnect_at > 0)
            return true;
    return false;
}

/* Once the time is up: true when every act is answered and the server's stats are
 * here (or the drain time is over). */
static bool lt_drained(lt_state *s, double t)
{
    if (!s->stopping && t >= s->stop_at) {
        s->stopping = true;
        if (s->clients[0].wsi && s->clients[0].open)
            queue_msg(&s->clients[0], json_pack("{s:s}", "type", "stats"));
    }
    if (!s->stopping)
        return false;
    int busy = 0;
    for (int i = 0; i < s->nclients; i++)
        busy += s->clients[i].waiting && s->clients[i].wsi;
    bool stats_done = s->rss_end_kb > 0 || !s->clients[0].wsi;
    return (busy == 0 && stats_done) || t >= s->stop_at + DRAIN_SECONDS;
}

/* Connects the clients in waves of 100 (so that the server's listen queue keeps up),
 * plays for the time asked and drains. */
static void lt_play(lt_state *s, lt_loop *L, int seconds)
{
    s->start = now_s();
    s->stop_at = s->start + seconds;
    int connected = 0;
    double hard_end = s->stop_at + DRAIN_SECONDS + 30;
    while (now_s() < hard_end) {
        for (int k = 0; k < 100 && connected < s->nclients; k++, connected++) {
            client *cl = &s->clients[connected];
            cl->index = connected;
            cl->port_at = connected % s->nports;
            connect_client(s, cl);
        }
        if (L->on_uv)
            uv_run(&L->loop, UV_RUN_ONCE);
        else
            lws_service(s->ctx, 0);
        double t = now_s();
        for (int i = 0; i < connected && s->reconnect && !s->stopping; i++)
            if (s->clients[i].reconnect_at > 0 && t >= s->clients[i].reconnect_at) {
                s->reconnects++;
                connect_client(s, &s->clients[i]);
            }
        if (connected == s->nclients && !lt_any_alive(s)) {
            fprintf(stderr, "arnak loadtest: every connection is closed\n");
            break;
        }
        if (lt_drained(s, t))
            break;
    }
}

/* The figures; returns the exit status (0: no error and no action lost). */
static int lt_report(lt_state *s, int seconds)
{
    double elapsed = (s->stop_at < now_s() ? s->stop_at : now_s()) - s->start;
    long unanswered = 0;
    for (int i = 0; i < s->nclients; i++)
        unanswered += s->clients[i].waiting;
    qsort(s->lat, s->nlat, sizeof *s->lat, cmp_double);
    double p50 = s->nlat ? s->lat[s->nlat / 2] : 0, p99 = s->nlat ? s->lat[(s->nlat * 99) / 100] : 0,
           max = s->nlat ? s->lat[s->nlat - 1] : 0;
    long errors = s->errors + s->connect_failures;
    /* Lost: acted, and neither acknowledged nor refused by the end. */
    long lost = s->acts_sent - s->acks - s->refused - s->act_errors - s->cut;
    if (lost < 0)
        lost = 0;
    printf("arnak loadtest: %d clients, %d s, think %d ms%s\n", s->nclients, seconds, s->think_ms,
           s->think_ms == 0 ? " (closed loop)" : "");
    printf("  actions: %ld acknowledged, %.1f/s; %ld refused as stale\n", s->acks,
           elapsed > 0 ? (double)s->acks / elapsed : 0.0, s->refused);
    printf("  latency act -> updated view: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%zu samples)\n",
           p50, p99, max, s->nlat);
    printf("  errors: %ld; lost actions: %ld (%ld still unanswered at the end)\n", errors, lost,
           unanswered);
    printf("  games: %ld started, %ld finished\n", s->games_started, s->games_finished);
    if (s->reconnect)
        printf("  connections made again: %ld; acts whose answer a lost connection took: %ld\n",
               s->reconnects, s->cut);
    if (s->rss_end_kb > 0 && s->server_games_end > 0)
        printf("  server memory: %.1f MB resident for %ld games (%.1f KB per game; %.1f MB at "
               "the start)\n",
               s->rss_end_kb / 1024.0, s->server_games_end,
               (double)(s->rss_end_kb - s->rss_start_kb) /
                   (double)(s->server_games_end > 0 ? s->server_games_end : 1),
               s->rss_start_kb / 1024.0);
    return errors == 0 && lost == 0 ? 0 : 1;
}

/* Everything lt_start made, made or not. */
static void lt_finish(lt_state *s, lt_loop *L)
{
    if (s->ctx && L->on_uv) {
        uv_close((uv_handle_t *)&L->tick, NULL);
        for (int i = 0; i < s->nclients; i++)
            if (s->clients[i].think_made)
                uv_close((uv_handle_t *)&s->clients[i].think, NULL);
        srv_uv_context_destroy(s->ctx, &L->loop);
    } else if (s->ctx) {
        lws_context_destroy(s->ctx);
    }
    for (int i = 0; s->clients && i < s->nclients; i++) {
        free(s->clients[i].actions);
        free(s->clients[i].texts);
        for (msg *o = s->clients[i].out_head, *n; o; o = n) {
            n = o->next;
            free(o);
        }
        free(s->clients[i].rx);
    }
    free(s->clients);
    free(s->lat);
    if (s->ack_log)
        fclose(s->ack_log);
    LT = NULL;
}

int loadtest_main(int argc, char **argv)
{
    lt_args a = {{8080}, 1, 100, 10, 1000, false, "127.0.0.1", NULL, {.g = cli_default_game()}};
    int rc = cli_parse(&loadtest_command, argc, argv, lt_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    /* The point of the test: loopback only. */
    if (strcmp(a.host, "127.0.0.1") != 0 && strcmp(a.host, "::1") != 0)
        return cli_usage_error("loadtest", "--host must be 127.0.0.1 or ::1 (loopback only)");
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    signal(SIGPIPE, SIG_IGN);
    lt_state s;
    lt_loop L = {0};
    rc = 1;
    if (lt_start(&s, &a, &L)) {
        lt_play(&s, &L, a.seconds);
        rc = lt_report(&s, a.seconds);
    }
    lt_finish(&s, &L);
    return rc;
}
