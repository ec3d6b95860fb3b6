/* ws.c - `arnak serve`: the protocol over WebSocket (libwebsockets) and the
 * browser page over HTTP (web/, built in: assets.h), one event-loop thread for
 * every connection.
 *
 * libwebsockets parses HTTP, does the WebSocket handshake and framing; this
 * file only moves whole messages between it and the hub.  The loop:
 * lws_service() handles whatever the sockets have (each message goes to
 * srv_hub_message), then srv_hub_bots() takes the bot pool's choices, then
 * srv_hub_flush() commits everything of this turn in one transaction and
 * queues the replies; lws writes them when each socket is writable.
 * The loop is libuv's (epoll: the cost of a turn does not grow with the
 * number of idle connections, as poll()'s does); libwebsockets joins it as
 * a foreign loop, so each turn is one uv_run(UV_RUN_ONCE) followed by the
 * hub's work.  --event-loop poll keeps libwebsockets' own poll() loop
 * (also the fallback when the libuv plugin, libwebsockets-evlib-uv, is not
 * installed).  Listens on loopback unless told otherwise.  The HTTP side (the
 * page's files, the guards on Host and Origin) is ws_http.c (ws.h). */
#define _DEFAULT_SOURCE /* realpath */
#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <strings.h>
#include <sys/socket.h>
#include <pthread.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#include <libwebsockets.h>
#include <uv.h>

#include "assets.h"
#include "asset_types.h"
#include "internal.h"
#include "multi.h"
#include "json_cache.h"
#include "commands.h"
#include "server.h"
#include "ws_out.h"
#include "ws.h"
#include "ws_uv.h"


static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

static void dirty_unlink(serve_state *s, pss *p)
{
    if (!p->dirty)
        return;
    if (p->dprev)
        p->dprev->dnext = p->dnext;
    else
        s->dirty = p->dnext;
    if (p->dnext)
        p->dnext->dprev = p->dprev;
    p->dprev = p->dnext = NULL;
    p->dirty = false;
}

/* A reply is framed at once and written after the turn of the loop, with
 * every other reply of the turn to the same connection (write_out). */
static void hub_send(void *ctx, void *transport, const char *text, size_t len)
{
    serve_state *s = ctx;
    struct lws *wsi = transport;
    pss *p = lws_wsi_user(wsi);
    if (!p || p->q.len > OUT_LIMIT || p->peer_closed)
        return;
    if (srv_wsout_add(&p->q, text, len) != 0)
        return;
    if (p->q.len > OUT_LIMIT) {
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
        return;
    }
    if (!p->dirty) {
        p->dirty = true;
        p->dprev = NULL;
        p->dnext = s->dirty;
        if (s->dirty)
            s->dirty->dprev = p;
        s->dirty = p;
    }
}

/* Every frame queued for p in one write: the frames are whole WebSocket
 * messages already (ws_out.h), so they go out as raw bytes, one send() for
 * the acknowledgement and the updates of an act instead of one each.  They
 * are written at once when libwebsockets holds nothing unsent for the
 * socket (what the kernel does not take it keeps and sends first, when the
 * socket is writable); else when the socket is writable again.  No wait for
 * a writable callback in the common case: no change of the socket's epoll
 * interest (two epoll_ctl calls each way) and no extra turn of the loop.
 * -1: the connection is to be closed. */
static int write_out(serve_state *s, pss *p)
{
    dirty_unlink(s, p);
    if (p->q.len == 0 || p->peer_closed) {
        srv_wsout_free(&p->q);
        return 0;
    }
    if (p->closing || lws_partial_buffered(p->wsi)) {
        lws_callback_on_writable(p->wsi);
        return 0;
    }
    int n = lws_write(p->wsi, p->q.buf, p->q.len, LWS_WRITE_RAW);
    srv_wsout_free(&p->q);
    return n < 0 ? -1 : 0;
}

/* After the hub's turn: the replies of the turn written, connection by
 * connection. */
static void write_dirty(serve_state *s)
{
    while (s->dirty) {
        pss *p = s->dirty;
        if (write_out(s, p) != 0)
            lws_set_timeout(p->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
    }
}

static void hub_wake(void *ctx)
{
    serve_state *s = ctx;
    pthread_mutex_lock(&s->mu);
    if (s->ctx)
        lws_cancel_service(s->ctx);
    pthread_mutex_unlock(&s->mu);
}

static void drop_queue(serve_state *s, pss *p)
{
    dirty_unlink(s, p);
    srv_wsout_free(&p->q);
    free(p->rx);
    p->rx = NULL;
    p->rxlen = p->rxcap = 0;
}



/* ------------------------------------------------ out of descriptors */

/* libwebsockets logs a failed accept() (errno 24: EMFILE, 23: ENFILE) and
 * leaves the listening socket readable, so its loop would try again at once,
 * forever.  The log line is the only sign of it: counted here, acted on by
 * accept_guard() after the turn of the loop. */
static long accept_failures;

static void lws_log(int level, const char *line)
{
    (void)level;
    if (strstr(line, "accept: errno") || strstr(line, "too high") || strstr(line, "Too many fds") ||
        strstr(line, "fail inserting")) {
        accept_failures++;
        return;
    }
    fputs(line, stderr);
}

/* Out of descriptors: the listening socket is left unpolled for
 * --accept-pause-ms (libwebsockets polls it again whenever a socket
 * closes: taken back at each turn while the pause lasts). */
static void accept_guard(serve_state *s)
{
    double now = srv_now();
    if (accept_failures > 0) {
        long n = accept_failures;
        accept_failures = 0;
        s->paused_until = now + s->o->lim.accept_pause_ms / 1000.0;
        s->noted[NOTE_FDS] += n - 1;
        srv_ws_note(s, NOTE_FDS, s->o->lim.accept_pause_ms / 1000.0,
                    "out of file descriptors: not accepting connections for %d ms",
                    s->o->lim.accept_pause_ms);
    }
    if (!s->listen_wsi || s->paused_until == 0)
        return;
    if (now < s->paused_until) {
        lws_rx_flow_control(s->listen_wsi, 1 | LWS_RXFLOW_REASON_FLAG_PROCESS_NOW);
        lws_rx_flow_control(s->listen_wsi, 0 | LWS_RXFLOW_REASON_FLAG_PROCESS_NOW);
    } else {
        lws_rx_flow_control(s->listen_wsi, 1 | LWS_RXFLOW_REASON_FLAG_PROCESS_NOW);
        s->paused_until = 0;
    }
}

/* --------------------------------------------------- idle WebSockets */

static void ws_link(serve_state *s, pss *p)
{
    p->prev = NULL;
    p->next = s->open_ws;
    if (s->open_ws)
        s->open_ws->prev = p;
    s->open_ws = p;
}

static void ws_unlink(serve_state *s, pss *p)
{
    if (p->prev)
        p->prev->next = p->next;
    else if (s->open_ws == p)
        s->open_ws = p->next;
    if (p->next)
        p->next->prev = p->prev;
    p->prev = p->next = NULL;
}

/* Once a second: a WebSocket from which nothing came for --idle-timeout
 * seconds gets a close frame (1001, "idle") and five seconds to go. */
static void idle_check(serve_state *s)
{
    double now = srv_now();
    if (s->o->lim.idle_s <= 0 || now < s->next_idle_check)
        return;
    s->next_idle_check = now + 1;
    for (pss *p = s->open_ws; p; p = p->next)
        if (!p->closing && now - p->last_rx >= s->o->lim.idle_s) {
            p->closing = true;
            lws_set_timeout(p->wsi, PENDING_TIMEOUT_USER_OK, 5);
            lws_callback_on_writable(p->wsi);
        }
}


/* Connections are counted by client address from the accept() on; beyond
 * --max-conns-per-addr one gets a 503 line and is closed. */
static int network_filter(serve_state *s, struct lws *listen_wsi, int fd)
{
    s->listen_wsi = listen_wsi;
    int limit = s->o->lim.conns_per_addr;
    if (limit <= 0)
        return 0;
    char addr[SRV_ADDR_MAX], text[256];
    srv_ws_peer_text(fd, addr, sizeof addr);
    srv_peer *peer = srv_peer_get(s->peers, addr);
    if (!peer || srv_peer_conns(peer) < limit)
        return 0;
    snprintf(text, sizeof text,
             "503: %s holds %d connections, the most one address may (--max-conns-per-addr)", addr,
             srv_peer_conns(peer));
    srv_ws_raw_reply(fd, "503 Service Unavailable", "", text);
    srv_ws_note(s, NOTE_PEER, 10, "refused a connection: %s", text + 5);
    return 1;
}

static void count_connection(serve_state *s, struct lws *wsi, int delta)
{
    srv_peer *peer = lws_get_opaque_user_data(wsi);
    if (delta > 0 && !peer) {
        char addr[SRV_ADDR_MAX];
        srv_ws_peer_text(lws_get_socket_fd(wsi), addr, sizeof addr);
        if ((peer = srv_peer_get(s->peers, addr)))
            srv_peer_conn_add(s->peers, peer, 1);
        lws_set_opaque_user_data(wsi, peer);
    } else if (delta < 0 && peer) {
        srv_peer_conn_add(s->peers, peer, -1);
        lws_set_opaque_user_data(wsi, NULL);
    }
}

/* The WebSocket handshake: a long URL or a foreign page's origin is refused. */
static int ws_filter(serve_state *s, struct lws *wsi)
{
    if (lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) +
            lws_hdr_total_length(wsi, WSI_TOKEN_HTTP_URI_ARGS) >=
        URL_MAX)
        return srv_ws_http_error(wsi, HTTP_STATUS_REQ_URI_TOO_LONG, "414: the URL is too long");
    const char *why = srv_ws_origin_refusal(s, wsi);
    if (!why)
        return 0;
    char origin[128] = "";
    lws_hdr_copy(wsi, origin, sizeof origin, WSI_TOKEN_ORIGIN);
    srv_ws_note(s, NOTE_ORIGIN, 10, "refused a WebSocket from origin %s: %s", origin, why);
    char text[300];
    snprintf(text, sizeof text, "403: %s", why);
    return srv_ws_http_error(wsi, HTTP_STATUS_FORBIDDEN, text);
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                    size_t len)
{
    serve_state *s = lws_context_user(lws_get_context(wsi));
    pss *p = user;
    switch (reason) {
    case LWS_CALLBACK_FILTER_NETWORK_CONNECTION:
        return network_filter(s, wsi, (int)(intptr_t)in);
    case LWS_CALLBACK_SERVER_NEW_CLIENT_INSTANTIATED:
        count_connection(s, wsi, 1);
        break;
    case LWS_CALLBACK_WSI_DESTROY:
        count_connection(s, wsi, -1);
        break;
    case LWS_CALLBACK_RAW_ADOPT:
        /* libwebsockets turns a CONNECT, or a method it does not know, into
         * a raw socket: answered, closed */
        srv_ws_raw_reply(lws_get_socket_fd(wsi), "405 Method Not Allowed", "allow: GET, HEAD\r\n",
                         "405: only GET and HEAD are served here (and this is no proxy)");
        return -1;
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
        return ws_filter(s, wsi);
    case LWS_CALLBACK_HTTP:
        if (!p)
            return -1;
        return srv_ws_http_request(wsi, s, p, in ? (const char *)in : "/");
    case LWS_CALLBACK_HTTP_WRITEABLE:
        return p ? srv_ws_http_writeable(wsi, p) : 0;
    case LWS_CALLBACK_ESTABLISHED:
        memset(p, 0, sizeof *p);
        p->conn = srv_hub_open(s->hub, wsi);
        if (!p->conn)
            return -1;
        srv_hub_set_peer(p->conn, lws_get_opaque_user_data(wsi));
        p->wsi = wsi;
        p->last_rx = srv_now();
        ws_link(s, p);
        return 0;
    case LWS_CALLBACK_RECEIVE_PONG:
        p->last_rx = srv_now();
        return 0;
    case LWS_CALLBACK_RECEIVE: {
        p->last_rx = srv_now();
        /* A message may come in several fragments: gather it, refusing to
         * hold more than a message may have. */
        if (!p->rx_over) {
            if (p->rxlen + len > SRV_MAX_MESSAGE) {
                p->rx_over = true;
            } else {
                if (p->rxlen + len + 1 > p->rxcap) {
                    size_t cap = p->rxlen + len + 1 < 4096 ? 4096 : p->rxlen + len + 1;
                    char *r = realloc(p->rx, cap);
                    if (!r)
                        return -1;
                    p->rx = r;
                    p->rxcap = cap;
                }
                memcpy(p->rx + p->rxlen, in, len);
                p->rxlen += len;
            }
        }
        if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi))
            return 0;
        if (p->rx_over) /* the hub refuses it by its length without reading it */
            srv_hub_message(s->hub, p->conn, "", SRV_MAX_MESSAGE + 1);
        else
            srv_hub_message(s->hub, p->conn, p->rx ? p->rx : "", p->rxlen);
        if (s->turn_msgs++ == 0)
            s->turn_first = srv_now();
        p->rxlen = 0;
        p->rx_over = false;
        return 0;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE:
        if (p->closing) {
            /* The close frame written here, not left to libwebsockets' close
             * (lws_close_reason): on the libuv loop that close sends none.
             * 4 is the opcode lws_close_reason's own write uses (its
             * LWS_WRITE_CLOSE, left out of the public header). */
            unsigned char frame[LWS_PRE + 2 + 64];
            unsigned char *body = frame + LWS_PRE;
            body[0] = (unsigned char)(LWS_CLOSE_STATUS_GOINGAWAY >> 8);
            body[1] = (unsigned char)(LWS_CLOSE_STATUS_GOINGAWAY & 0xff);
            int n = snprintf((char *)body + 2, 64, "idle for %d s", s->o->lim.idle_s);
            lws_write(wsi, body, 2 + (size_t)n, (enum lws_write_protocol)4);
            return -1;
        }
        return write_out(s, p);
    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
        /* libwebsockets answers with its close frame: no reply may follow it */
        p->peer_closed = true;
        dirty_unlink(s, p);
        srv_wsout_free(&p->q);
        return 0;
    case LWS_CALLBACK_CLOSED_HTTP:
        /* libwebsockets also reports the closing of a connection that never
         * got per-session data (p == NULL) */
        if (p)
            srv_ws_drop_body(p);
        return 0;
    case LWS_CALLBACK_CLOSED:
        ws_unlink(s, p);
        srv_hub_close(s->hub, p->conn);
        p->conn = NULL;
        drop_queue(s, p);
        return 0;
    default:
        break;
    }
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

/* tx_packet_size: the most one send() of libwebsockets carries (its default
 * is 4 KB, so that a turn's replies, or a catalog, would leave in several
 * sends, each after another turn of the loop); what the kernel does not take
 * at once libwebsockets keeps and sends when the socket is writable. */
#define TX_PACKET (256u << 10)

static const struct lws_protocols protocols[] = {
    {"arnak", callback, sizeof(pss), 0, 0, NULL, TX_PACKET},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* Wakes the loop four times a second so that a signal or the time limit is
 * noticed even when no socket is active. */
static void *ticker(void *arg)
{
    serve_state *s = arg;
    while (!stop_flag) {
        struct timespec ts = {0, 250 * 1000 * 1000};
        nanosleep(&ts, NULL);
        hub_wake(s);
    }
    hub_wake(s);
    return NULL;
}

/* Hands the address to the desktop's browser when there is a desktop: a
 * server on a headless machine just prints it.  The child is not waited for
 * (SIGCHLD ignored) and never holds the listening socket (close-on-exec). */
static void open_in_browser(const char *url)
{
    const char *display = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
    if ((!display || !*display) && (!wayland || !*wayland))
        return;
    signal(SIGCHLD, SIG_IGN);
    char *argv[] = {(char *)"xdg-open", (char *)url, NULL};
    pid_t pid;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    if (posix_spawnp(&pid, "xdg-open", &fa, NULL, argv, environ) != 0)
        fprintf(stderr, "arnak serve: no browser to open (xdg-open); open %s yourself\n", url);
    posix_spawn_file_actions_destroy(&fa);
}

static int default_data_dir(char *buf, size_t n)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    if (xdg && *xdg)
        return (size_t)snprintf(buf, n, "%s/arnak", xdg) < n ? 0 : -1;
    if (!home || !*home)
        return -1;
    char parent[4096];
    snprintf(parent, sizeof parent, "%s/.local", home);
    mkdir(parent, 0700);
    snprintf(parent, sizeof parent, "%s/.local/share", home);
    mkdir(parent, 0700);
    return (size_t)snprintf(buf, n, "%s/.local/share/arnak", home) < n ? 0 : -1;
}

/* Many connections need many descriptors: raise the soft limit to the hard one. */
static void raise_fd_limit(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
}

enum {
    SV_PORT = 1, SV_LISTEN, SV_DATA, SV_BOT_THREADS, SV_OPEN, SV_WEB, SV_STOP_AFTER,
    SV_ALLOW_ORIGIN, SV_ALLOW_HOST, SV_IDLE, SV_CONNS_ADDR, SV_GAMES_ADDR, SV_GPM_CONN,
    SV_GPM_ADDR, SV_BOT_MS, SV_ACCEPT_PAUSE, SV_EVENT_LOOP, SV_REVIEW_MS, SV_STORE,
    SV_SHARED, SV_GATHER
};

/* clang-format off */
static const cli_option serve_opts[] = {
    {"port", 0, "N", "TCP port (default 8080)", SV_PORT},
    {"listen", 0, "ADDR", "address to listen on (default 127.0.0.1, loopback only)", SV_LISTEN},
    {"data", 0, "DIR", "SQLite store (default $XDG_DATA_HOME/arnak or\n"
                       "~/.local/share/arnak); games resume after a restart", SV_DATA},
    {"store", 0, "URL", "keep the games in PostgreSQL instead: a postgresql://\n"
                        "URL (docs/SCALING.md)", SV_STORE},
    {"shared", 0, NULL, "other arnak serve processes serve the same PostgreSQL\n"
                        "database (--store): their commits are followed, a bot\n"
                        "seat is moved by one of them (docs/SCALING.md)", SV_SHARED},
    {"bot-threads", 0, "N", "threads for searching bot seats and hints (default 1),\n"
                            "plus one for the quick bots (greedy, random)", SV_BOT_THREADS},
    {"open", 0, NULL, "also open the page in the desktop's browser (xdg-open),\n"
                      "when there is a desktop", SV_OPEN},
    {"web", 0, "DIR", "serve the page's files from DIR instead of the built-in\n"
                      "copy (working on web/ without rebuilding); nothing that\n"
                      "resolves outside DIR is served", SV_WEB},
    {"stop-after", 0, "S", "stop by itself after S seconds (tests)", SV_STOP_AFTER},
    {"allow-origin", 0, "O", "also accept WebSocket pages from origin O\n"
                             "(\"https://example.org\"; repeatable); by default only the\n"
                             "server's own page, and programs that send no Origin", SV_ALLOW_ORIGIN},
    {"allow-host", 0, "NAME", "also accept NAME in the Host header of the server's own\n"
                              "page (repeatable; by default the listen address, and\n"
                              "localhost on loopback; any IP address on 0.0.0.0)", SV_ALLOW_HOST},
    {"idle-timeout", 0, "S", "close a WebSocket that sent nothing for S seconds\n"
                             "(default 300; the page reconnects by itself)", SV_IDLE},
    {"max-conns-per-addr", 0, "N", "connections one client address may hold (default 64)",
     SV_CONNS_ADDR},
    {"max-games-per-addr", 0, "N", "unfinished games one address may have created\n"
                                   "(default 100)", SV_GAMES_ADDR},
    {"games-per-min-conn", 0, "N", "games one connection may create a minute (default 20)",
     SV_GPM_CONN},
    {"games-per-min-addr", 0, "N", "games one address may create a minute (default 60)",
     SV_GPM_ADDR},
    {"bot-ms", 0, "MS", "the most time of one bot decision; a create asking\n"
                        "more is refused (default 1000)", SV_BOT_MS},
    {"accept-pause-ms", 0, "MS", "out of file descriptors: stop accepting this long\n"
                                 "(default 1000)", SV_ACCEPT_PAUSE},
    {"event-loop", 0, "uv|poll", "libuv's (epoll, the default) or libwebsockets' own\n"
                                 "poll() loop", SV_EVENT_LOOP},
    {"review-ms", 0, "MS", "the most search time of one review after a game,\n"
                           "shared by its decisions (default 30000)", SV_REVIEW_MS},
    {"gather-us", 0, "US", "a turn of the loop that handled messages is followed\n"
                           "by the next one no sooner than US microseconds after its\n"
                           "first message: what comes meanwhile is handled and\n"
                           "committed together (default 0; docs/SCALING.md)", SV_GATHER},
    CLI_END,
};
/* clang-format on */

const cli_command srv_serve_command = {
    "serve", "[--port 8080] [--listen 127.0.0.1] [--data DIR | --store URL] [OPTIONS]",
    "the protocol over WebSocket, and a page to play in browsers",
    "An HTTP + WebSocket server for the JSON protocol of docs/PROTOCOL.md, and the\n"
    "page to play in a browser at /.  Prints the address to open.  In the limits,\n"
    "0 turns a count off (docs/SCALING.md).\n",
    serve_opts, 0, srv_serve_main,
};

/* The numeric options: where the value goes, its range. */
typedef struct {
    int id;
    size_t offset; /* in serve_config */
    int lo, hi;
    const char *range;
} num_opt;

static const num_opt num_opts[] = {
    {SV_PORT, offsetof(serve_config, port), 1, 65535, "1..65535"},
    {SV_BOT_THREADS, offsetof(serve_config, threads), 1, 64, "1..64"},
    {SV_STOP_AFTER, offsetof(serve_config, stop_after), 1, 86400 * 365, "1..31536000"},
    {SV_IDLE, offsetof(serve_config, lim.idle_s), 0, 86400 * 365, "0..31536000"},
    {SV_CONNS_ADDR, offsetof(serve_config, lim.conns_per_addr), 0, 1 << 24, "0..16777216"},
    {SV_GAMES_ADDR, offsetof(serve_config, lim.unfinished_per_addr), 0, 1 << 24, "0..16777216"},
    {SV_GPM_CONN, offsetof(serve_config, lim.games_per_min_conn), 0, 1 << 24, "0..16777216"},
    {SV_GPM_ADDR, offsetof(serve_config, lim.games_per_min_addr), 0, 1 << 24, "0..16777216"},
    {SV_BOT_MS, offsetof(serve_config, lim.bot_ms), 1, 60000, "1..60000"},
    {SV_ACCEPT_PAUSE, offsetof(serve_config, lim.accept_pause_ms), 1, 60000, "1..60000"},
    {SV_REVIEW_MS, offsetof(serve_config, lim.review_ms), 1, 600000, "1..600000"},
    {SV_GATHER, offsetof(serve_config, gather_us), 0, 1000000, "0..1000000"},
};
#define NUM_OPTS ((int)(sizeof num_opts / sizeof num_opts[0]))

/* --allow-origin and --allow-host: up to ALLOW_MAX values each. */
static int allow_opt(serve_config *o, int id, const char *v)
{
    bool origin = id == SV_ALLOW_ORIGIN;
    int *n = origin ? &o->norigins : &o->nhosts;
    if (*n == ALLOW_MAX || !*v || strlen(v) > 255)
        return cli_bad_value(&srv_serve_command, id, v, "1..255 characters, given at most 16 times");
    (origin ? o->origins : o->hosts)[(*n)++] = v;
    return CLI_GO;
}

static int serve_opt(void *ctx, int id, const char *v)
{
    serve_config *o = ctx;
    for (int i = 0; i < NUM_OPTS; i++)
        if (num_opts[i].id == id)
            return cli_parse_int(v, num_opts[i].lo, num_opts[i].hi,
                                 (int *)(void *)((char *)o + num_opts[i].offset))
                       ? CLI_GO
                       : cli_bad_value(&srv_serve_command, id, v, num_opts[i].range);
    struct stat st;
    switch (id) {
    case SV_LISTEN: o->listen_on = v; break;
    case SV_DATA: o->data = v; break;
    case SV_STORE:
        if (!srv_store_is_url(v))
            return cli_bad_value(&srv_serve_command, id, v, "a postgresql:// URL");
        o->store = v;
        break;
    case SV_OPEN: o->open_browser = true; break;
    case SV_SHARED: o->shared = true; break;
    case SV_EVENT_LOOP:
        if (strcmp(v, "uv") != 0 && strcmp(v, "poll") != 0)
            return cli_bad_value(&srv_serve_command, id, v, "uv or poll");
        o->poll_loop = strcmp(v, "poll") == 0;
        break;
    case SV_ALLOW_ORIGIN:
    case SV_ALLOW_HOST: return allow_opt(o, id, v);
    default: /* SV_WEB, resolved: files are served only from inside it */
        if (!realpath(v, o->web) || stat(o->web, &st) != 0 || !S_ISDIR(st.st_mode))
            return cli_bad_value(&srv_serve_command, id, v, "a folder");
        break;
    }
    return CLI_GO;
}

/* libwebsockets sizes its table of sockets by the descriptor limit when its
 * context is made: made under a limit FD_RESERVE lower, it stops accepting
 * (or closes what it cannot hold) before the process runs out, and the
 * store, the page's files and /proc keep descriptors of their own. */
static struct lws_context *create_context(serve_state *s, bool v6, uv_loop_t *loop)
{
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = s->o->port;
    info.iface = s->o->listen_on;
    info.protocols = protocols;
    info.user = s;
    /* A request in no method libwebsockets knows becomes a raw socket too
     * (LWS_CALLBACK_RAW_ADOPT answers it), not a bare 403. */
    info.options = (v6 ? 0 : LWS_SERVER_OPTION_DISABLE_IPV6) |
                   LWS_SERVER_OPTION_FALLBACK_TO_APPLY_LISTEN_ACCEPT_CONFIG;
    info.max_http_header_data = 0;
    info.max_http_header_data2 = HEADER_SPACE;
    struct rlimit rl;
    bool lowered = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur > 2 * FD_RESERVE;
    rlim_t cur = lowered ? rl.rlim_cur : 0;
    if (lowered) {
        rl.rlim_cur = cur - FD_RESERVE;
        lowered = setrlimit(RLIMIT_NOFILE, &rl) == 0;
    }
    struct lws_context *ctx = loop ? srv_uv_context(&info, loop) : lws_create_context(&info);
    if (lowered) {
        rl.rlim_cur = cur;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    return ctx;
}

/* Whether the context listens.  libwebsockets 4.1 still makes a context
 * whose default vhost could not bind its port (taken by another program, or
 * a port below 1024 without the right): with nothing to wait on, a loop on
 * it would spin, serving no one. */
static bool listening(struct lws_context *ctx)
{
    struct lws_vhost *vh = lws_get_vhost_by_name(ctx, "default");
    return vh && lws_get_vhost_listen_port(vh) > 0;
}

/* Why the address cannot be listened on, in the system's words (a socket of
 * our own bound to it, with SO_REUSEADDR as libwebsockets binds), or "" when
 * it can. */
static void listen_problem(const char *addr, int port, char *out, size_t n)
{
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    struct addrinfo hints = {.ai_flags = AI_PASSIVE | AI_NUMERICSERV,
                             .ai_socktype = SOCK_STREAM}, *ai = NULL;
    out[0] = '\0';
    if (getaddrinfo(addr, service, &hints, &ai) != 0 || !ai)
        return;
    int fd = socket(ai->ai_family, SOCK_STREAM, 0), one = 1;
    if (fd >= 0) {
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (bind(fd, ai->ai_addr, ai->ai_addrlen) != 0)
            snprintf(out, n, ": %s%s", strerror(errno),
                     errno == EADDRINUSE      ? " (--port chooses another)"
                     : errno == EADDRNOTAVAIL ? " (--listen takes an address of this machine)"
                     : errno == EACCES        ? " (a port below 1024 needs the right to bind it)"
                                              : "");
        close(fd);
    }
    freeaddrinfo(ai);
}

/* The context on libuv's loop (unless --event-loop poll), else, when the
 * libuv plugin cannot be loaded, on libwebsockets' poll() loop with one
 * line saying so; NULL when it does not listen. */
static struct lws_context *start_context(serve_state *s, uv_loop_t *loop, bool v6)
{
    s->uv = NULL;
    struct lws_context *ctx = NULL;
    if (!s->o->poll_loop) {
        if ((ctx = create_context(s, v6, loop)))
            s->uv = loop;
        else
            fprintf(stderr, "arnak serve: the libuv event loop is not available (Debian "
                            "package libwebsockets-evlib-uv); using poll()\n");
    }
    if (!ctx)
        ctx = create_context(s, v6, NULL);
    if (!ctx || listening(ctx))
        return ctx;
    /* the port was taken after listen_problem looked: on libuv's loop such a
     * context cannot be ended (its plugin is unloaded before the loop closes
     * its handles), and the process exits next */
    if (!s->uv)
        lws_context_destroy(ctx);
    s->uv = NULL;
    return NULL;
}

/* --gather-us: after a turn that handled messages, the loop sleeps until
 * that long after the turn's first message before it looks at the sockets
 * again.  Each wakeup of the loop and each commit costs about as much as an
 * action's own work (the cache refilled, a context switch in and out, the
 * commit's fsync), and with a thousand clients at
 * an action a second each every action would come alone; gathered, one
 * wakeup and one commit serve several.  A message that finds the loop idle
 * is handled at once, and a turn of GATHER_BUSY messages or more is not
 * followed by a wait: the load gathers them by itself (a closed loop of
 * clients, each waiting for its acknowledgement, would only be slowed). */
static int gather(serve_state *s)
{
    double first = s->turn_first;
    int msgs = s->turn_msgs;
    s->turn_first = 0;
    s->turn_msgs = 0;
    if (s->o->gather_us <= 0 || msgs == 0 || msgs >= GATHER_BUSY)
        return 0;
    double end = first + s->o->gather_us / 1e6;
    for (double rest; (rest = end - srv_now()) > 0;) {
        /* the turn's commit, when it lands meanwhile, is acknowledged at
         * once: the wait delays what comes in, not what is done */
        int landed = srv_store_wait_for(s->store, rest);
        if (landed == 0)
            break;
        if (landed < 0) {
            struct timespec ts = {(time_t)rest, (long)((rest - (double)(time_t)rest) * 1e9)};
            nanosleep(&ts, NULL);
            break;
        }
        if (srv_hub_pump(s->hub) != 0)
            return -1;
        write_dirty(s);
    }
    return 0;
}

/* The event loop: sockets, bot choices, commits and replies, the guards. */
static int serve_loop(serve_state *s, struct lws_context *ctx, int stop_after)
{
    double t0 = srv_now();
    int status = srv_hub_flush(s->hub) == 0 ? 0 : 1;
    while (!stop_flag && status == 0) {
        if (s->uv)
            uv_run(s->uv, UV_RUN_ONCE); /* the ticker wakes it 4 times a second */
        else if (lws_service(ctx, 0) < 0)
            break;
        accept_guard(s);
        idle_check(s);
        srv_hub_clocks(s->hub);
        srv_hub_bots(s->hub);
        if (srv_hub_pump(s->hub) != 0)
            status = 1;
        write_dirty(s);
        if (gather(s) != 0)
            status = 1;
        if (stop_after > 0 && srv_now() - t0 >= stop_after)
            stop_flag = 1;
    }
    return status;
}

/* --shared: the threads that follow the other processes (multi.h). */
typedef struct {
    srv_notify *notify;
    srv_lease *lease;
} srv_multi;

static int multi_start(srv_multi *m, srv_store *store, const char *url, serve_state *s, char *err,
                       size_t n)
{
    char tag[128];
    srv_process_tag(tag, sizeof tag);
    srv_store_set_tag(store, tag);
    if (!(m->notify = srv_notify_start(url, tag, hub_wake, s, err, n)))
        return -1;
    if (!(m->lease = srv_lease_start(url, tag, hub_wake, s, err, n))) {
        srv_notify_stop(m->notify);
        m->notify = NULL;
        return -1;
    }
    fprintf(stderr, "arnak serve: shared with other processes as %s\n", tag);
    return 0;
}

static void multi_stop(srv_multi *m)
{
    srv_lease_stop(m->lease);
    srv_notify_stop(m->notify);
}

int srv_serve_main(int argc, char **argv)
{
    serve_config o = {.port = 8080, .threads = 1, .listen_on = "127.0.0.1"};
    srv_limits_default(&o.lim);
    int rc = cli_parse(&srv_serve_command, argc, argv, serve_opt, &o, NULL);
    if (rc != CLI_GO)
        return rc;
    const char *data = o.data, *web = o.web[0] ? o.web : NULL, *listen_on = o.listen_on;
    int port = o.port, threads = o.threads, stop_after = o.stop_after;
    bool open_browser = o.open_browser;
    char dir[4096], err[512];
    if (data && o.store)
        return cli_usage_error("serve", "--data and --store name two stores: give one");
    if (o.shared && !o.store)
        return cli_usage_error("serve", "--shared needs a PostgreSQL store (--store URL)");
    if (o.store)
        data = o.store;
    if (!data) {
        if (default_data_dir(dir, sizeof dir) != 0) {
            fprintf(stderr, "arnak serve: no data folder: give --data DIR\n");
            return 2;
        }
        data = dir;
    }
    raise_fd_limit();
    srv_json_cache_install();
    srv_store *store = srv_store_open(data, err, sizeof err);
    if (!store) {
        fprintf(stderr, "arnak serve: %s\n", err);
        return 1;
    }
    serve_state s = {0};
    pthread_mutex_init(&s.mu, NULL);
    s.web_dir = web;
    s.store = store;
    s.o = &o;
    s.peers = srv_peers_new();
    bool v6 = strchr(listen_on, ':') != NULL;
    char base[512];
    snprintf(base, sizeof base, v6 ? "http://[%s]:%d/" : "http://%s:%d/", listen_on, port);
    srv_multi multi = {0};
    if (o.shared && multi_start(&multi, store, o.store, &s, err, sizeof err) != 0) {
        fprintf(stderr, "arnak serve: %s\n", err);
        srv_peers_free(s.peers);
        srv_store_close(store);
        return 1;
    }
    srv_hub_config cfg = {.store = store,
                          .notify = multi.notify,
                          .lease = multi.lease,
                          .bot_threads = threads,
                          .invite_base = base,
                          .limits = &o.lim,
                          .send = hub_send,
                          .wake = hub_wake,
                          .ctx = &s};
    s.hub = s.peers ? srv_hub_new(&cfg, err, sizeof err) : NULL;
    if (!s.hub) {
        fprintf(stderr, "arnak serve: %s\n", s.peers ? err : "out of memory");
        multi_stop(&multi);
        srv_peers_free(s.peers);
        srv_store_close(store);
        return 1;
    }
    /* what goes wrong while the context is made is said in one line below,
     * not in libwebsockets' lines */
    lws_set_log_level(0, lws_log);
    uv_loop_t loop;
    char why[160];
    listen_problem(listen_on, port, why, sizeof why);
    struct lws_context *ctx = why[0] ? NULL : start_context(&s, &loop, v6);
    lws_set_log_level(LLL_ERR, lws_log);
    pthread_mutex_lock(&s.mu);
    s.ctx = ctx;
    pthread_mutex_unlock(&s.mu);
    if (!ctx) {
        if (!why[0])
            listen_problem(listen_on, port, why, sizeof why);
        fprintf(stderr, "arnak serve: cannot listen on %s port %d%s\n", listen_on, port, why);
        srv_hub_free(s.hub);
        multi_stop(&multi);
        srv_peers_free(s.peers);
        srv_store_close(store);
        return 1;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    pthread_t tick;
    bool ticking = pthread_create(&tick, NULL, ticker, &s) == 0;
    printf("arnak serve: open %s in a browser (%d games in %s)\n", base, srv_hub_games(s.hub),
           o.store ? srv_store_label(store) : data);
    fflush(stdout);
    if (open_browser)
        open_in_browser(base);
    int status = serve_loop(&s, ctx, stop_after);
    stop_flag = 1;
    if (ticking)
        pthread_join(tick, NULL);
    pthread_mutex_lock(&s.mu);
    s.ctx = NULL;
    pthread_mutex_unlock(&s.mu);
    if (s.uv)
        srv_uv_context_destroy(ctx, s.uv);
    else
        lws_context_destroy(ctx);
    srv_hub_free(s.hub);
    multi_stop(&multi);
    srv_peers_free(s.peers);
    srv_store_close(store);
    srv_json_cache_release();
    fprintf(stderr, "arnak serve: stopped\n");
    return status;
}
