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
 * Listens on loopback unless told otherwise. */
#include <errno.h>
#include <pthread.h>
#include <fcntl.h>
#include <signal.h>
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

#include "assets.h"
#include "server.h"

/* A connection whose unsent replies exceed this is too slow: it is dropped
 * rather than letting the server's memory grow. */
#define OUT_LIMIT (8u << 20)

typedef struct out {
    struct out *next;
    size_t len;
    unsigned char buf[]; /* LWS_PRE bytes of room, then the text */
} out;

typedef struct {
    srv_conn *conn;
    out *head, *tail;
    size_t queued;
    char *rx;
    size_t rxlen, rxcap;
    bool rx_over;
    /* the HTTP reply being written: a built-in file, or one read from --web */
    const unsigned char *body;
    size_t body_len, body_sent;
    unsigned char *body_owned;
} pss;

typedef struct {
    srv_hub *hub;
    pthread_mutex_t mu; /* guards ctx against a bot thread's wake during shutdown */
    struct lws_context *ctx;
    const char *web_dir; /* --web: serve the page's files from here instead */
} serve_state;

static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

static void hub_send(void *ctx, void *transport, const char *text, size_t len)
{
    (void)ctx;
    struct lws *wsi = transport;
    pss *p = lws_wsi_user(wsi);
    if (!p || p->queued > OUT_LIMIT)
        return;
    out *o = malloc(sizeof *o + LWS_PRE + len);
    if (!o)
        return;
    o->next = NULL;
    o->len = len;
    memcpy(o->buf + LWS_PRE, text, len);
    if (p->tail)
        p->tail->next = o;
    else
        p->head = o;
    p->tail = o;
    p->queued += len;
    if (p->queued > OUT_LIMIT)
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
    else
        lws_callback_on_writable(wsi);
}

static void hub_wake(void *ctx)
{
    serve_state *s = ctx;
    pthread_mutex_lock(&s->mu);
    if (s->ctx)
        lws_cancel_service(s->ctx);
    pthread_mutex_unlock(&s->mu);
}

static void drop_queue(pss *p)
{
    while (p->head) {
        out *n = p->head->next;
        free(p->head);
        p->head = n;
    }
    p->tail = NULL;
    p->queued = 0;
    free(p->rx);
    p->rx = NULL;
    p->rxlen = p->rxcap = 0;
}

static void drop_body(pss *p)
{
    free(p->body_owned);
    p->body_owned = NULL;
    p->body = NULL;
    p->body_len = p->body_sent = 0;
}

/* The page's files: no directory listings, every reply with its
 * length, revalidated on each load (small files on a local server) and under a
 * content security policy that allows only the page's own scripts and its
 * WebSocket back to this server. */
static int serve_http(struct lws *wsi, serve_state *s, pss *p, const char *path)
{
    unsigned char buf[LWS_PRE + 1536], *start = buf + LWS_PRE, *q = start,
                                       *end = buf + sizeof buf - 1;
    drop_body(p);
    const char *mime = NULL;
    if (s->web_dir) {
        p->body_owned = srv_asset_read(s->web_dir, path, &p->body_len, &mime);
        p->body = p->body_owned;
    } else {
        const srv_asset *a = srv_asset_find(path);
        if (a) {
            p->body = a->data;
            p->body_len = a->len;
            mime = a->mime;
        }
    }
    if (!p->body) {
        if (lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, NULL))
            return -1;
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    }
    static const char csp[] = "default-src 'self'; script-src 'self'; connect-src 'self'; "
                              "img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                              "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
    if (lws_add_http_common_headers(wsi, HTTP_STATUS_OK, mime, (lws_filepos_t)p->body_len, &q,
                                    end) ||
        lws_add_http_header_by_name(wsi, (const unsigned char *)"cache-control:",
                                    (const unsigned char *)"no-cache", 8, &q, end) ||
        lws_add_http_header_by_name(wsi, (const unsigned char *)"x-content-type-options:",
                                    (const unsigned char *)"nosniff", 7, &q, end) ||
        lws_add_http_header_by_name(wsi, (const unsigned char *)"content-security-policy:",
                                    (const unsigned char *)csp, (int)strlen(csp), &q, end) ||
        lws_finalize_write_http_header(wsi, start, &q, end))
        return -1;
    lws_callback_on_writable(wsi);
    return 0;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                    size_t len)
{
    serve_state *s = lws_context_user(lws_get_context(wsi));
    pss *p = user;
    switch (reason) {
    case LWS_CALLBACK_HTTP:
        if (!p)
            return -1;
        return serve_http(wsi, s, p, in ? (const char *)in : "/");
    case LWS_CALLBACK_HTTP_WRITEABLE: {
        /* The file in pieces of at most 4 KB, the last one closing the reply. */
        if (!p || !p->body)
            return 0;
        unsigned char buf[LWS_PRE + 4096];
        size_t left = p->body_len - p->body_sent, n = left < 4096 ? left : 4096;
        memcpy(buf + LWS_PRE, p->body + p->body_sent, n);
        bool last = n == left;
        if (lws_write(wsi, buf + LWS_PRE, n, last ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP) !=
            (int)n)
            return -1;
        p->body_sent += n;
        if (last) {
            drop_body(p);
            return lws_http_transaction_completed(wsi) ? -1 : 0;
        }
        lws_callback_on_writable(wsi);
        return 0;
    }
    case LWS_CALLBACK_ESTABLISHED:
        memset(p, 0, sizeof *p);
        p->conn = srv_hub_open(s->hub, wsi);
        return p->conn ? 0 : -1;
    case LWS_CALLBACK_RECEIVE: {
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
        p->rxlen = 0;
        p->rx_over = false;
        return 0;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE:
        /* Every queued message while the socket takes them (one turn of the
         * loop per act instead of one per message: the loop's poll() over
         * every connection is what costs at a thousand connections). */
        while (p->head) {
            out *o = p->head;
            p->head = o->next;
            if (!p->head)
                p->tail = NULL;
            p->queued -= o->len;
            int n = lws_write(wsi, o->buf + LWS_PRE, o->len, LWS_WRITE_TEXT);
            free(o);
            if (n < 0)
                return -1;
            if (p->head && lws_send_pipe_choked(wsi)) {
                lws_callback_on_writable(wsi);
                break;
            }
        }
        return 0;
    case LWS_CALLBACK_CLOSED_HTTP:
        /* libwebsockets also reports the closing of a connection that never
         * got per-session data (p == NULL) */
        if (p)
            drop_body(p);
        return 0;
    case LWS_CALLBACK_CLOSED:
        srv_hub_close(s->hub, p->conn);
        p->conn = NULL;
        drop_queue(p);
        return 0;
    default:
        break;
    }
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

static const struct lws_protocols protocols[] = {
    {"arnak", callback, sizeof(pss), 0, 0, NULL, 0},
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

enum { SV_PORT = 1, SV_LISTEN, SV_DATA, SV_BOT_THREADS, SV_OPEN, SV_WEB, SV_STOP_AFTER };

static const cli_option serve_opts[] = {
    {"port", 0, "N", "TCP port (default 8080)", SV_PORT},
    {"listen", 0, "ADDR", "address to listen on (default 127.0.0.1, loopback only)", SV_LISTEN},
    {"data", 0, "DIR", "SQLite store (default $XDG_DATA_HOME/arnak or\n"
                       "~/.local/share/arnak); games resume after a restart", SV_DATA},
    {"bot-threads", 0, "N", "threads for bot seats (default 1)", SV_BOT_THREADS},
    {"open", 0, NULL, "also open the page in the desktop's browser (xdg-open),\n"
                      "when there is a desktop", SV_OPEN},
    {"web", 0, "DIR", "serve the page's files from DIR instead of the built-in\n"
                      "copy (working on web/ without rebuilding)", SV_WEB},
    {"stop-after", 0, "S", "stop by itself after S seconds (tests)", SV_STOP_AFTER},
    CLI_END,
};

const cli_command srv_serve_command = {
    "serve", "[--port 8080] [--listen 127.0.0.1] [--data DIR] [OPTIONS]",
    "the protocol over WebSocket, and a page to play in browsers",
    "An HTTP + WebSocket server for the JSON protocol of docs/PROTOCOL.md, and the\n"
    "page to play in a browser at /.  Prints the address to open.\n",
    serve_opts, 0, srv_serve_main,
};

typedef struct {
    int port, threads, stop_after;
    const char *listen_on, *data, *web;
    bool open_browser;
} serve_args;

static int serve_opt(void *ctx, int id, const char *v)
{
    serve_args *a = ctx;
    struct stat st;
    bool ok = true;
    const char *range = "";
    switch (id) {
    case SV_PORT: ok = cli_parse_int(v, 1, 65535, &a->port), range = "1..65535"; break;
    case SV_BOT_THREADS: ok = cli_parse_int(v, 1, 64, &a->threads), range = "1..64"; break;
    case SV_STOP_AFTER:
        ok = cli_parse_int(v, 1, 86400 * 365, &a->stop_after), range = "1..31536000";
        break;
    case SV_LISTEN: a->listen_on = v; break;
    case SV_DATA: a->data = v; break;
    case SV_OPEN: a->open_browser = true; break;
    default:
        a->web = v;
        ok = stat(v, &st) == 0 && S_ISDIR(st.st_mode);
        range = "a folder";
        break;
    }
    return ok ? CLI_GO : cli_bad_value(&srv_serve_command, id, v, range);
}

int srv_serve_main(int argc, char **argv)
{
    serve_args a = {8080, 1, 0, "127.0.0.1", NULL, NULL, false};
    int rc = cli_parse(&srv_serve_command, argc, argv, serve_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    int port = a.port, threads = a.threads, stop_after = a.stop_after;
    const char *listen_on = a.listen_on, *data = a.data, *web = a.web;
    bool open_browser = a.open_browser;
    char dir[4096], err[512];
    if (!data) {
        if (default_data_dir(dir, sizeof dir) != 0) {
            fprintf(stderr, "arnak serve: no data folder: give --data DIR\n");
            return 2;
        }
        data = dir;
    }
    raise_fd_limit();
    srv_store *store = srv_store_open(data, err, sizeof err);
    if (!store) {
        fprintf(stderr, "arnak serve: %s\n", err);
        return 1;
    }
    serve_state s = {0};
    pthread_mutex_init(&s.mu, NULL);
    s.web_dir = web;
    bool v6 = strchr(listen_on, ':') != NULL;
    char base[512];
    snprintf(base, sizeof base, v6 ? "http://[%s]:%d/" : "http://%s:%d/", listen_on, port);
    srv_hub_config cfg = {.store = store, .bot_threads = threads, .invite_base = base,
                          .send = hub_send, .wake = hub_wake, .ctx = &s};
    s.hub = srv_hub_new(&cfg, err, sizeof err);
    if (!s.hub) {
        fprintf(stderr, "arnak serve: %s\n", err);
        srv_store_close(store);
        return 1;
    }
    lws_set_log_level(LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = port;
    info.iface = listen_on;
    info.protocols = protocols;
    info.user = &s;
    info.options = v6 ? 0 : LWS_SERVER_OPTION_DISABLE_IPV6;
    struct lws_context *ctx = lws_create_context(&info);
    pthread_mutex_lock(&s.mu);
    s.ctx = ctx;
    pthread_mutex_unlock(&s.mu);
    if (!ctx) {
        fprintf(stderr, "arnak serve: cannot listen on %s port %d\n", listen_on, port);
        srv_hub_free(s.hub);
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
           data);
    fflush(stdout);
    if (open_browser)
        open_in_browser(base);
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int status = srv_hub_flush(s.hub) == 0 ? 0 : 1;
    while (!stop_flag && status == 0) {
        if (lws_service(ctx, 0) < 0)
            break;
        srv_hub_bots(s.hub);
        if (srv_hub_pump(s.hub) != 0)
            status = 1;
        if (stop_after > 0) {
            struct timespec t;
            clock_gettime(CLOCK_MONOTONIC, &t);
            if (t.tv_sec - t0.tv_sec >= stop_after)
                stop_flag = 1;
        }
    }
    stop_flag = 1;
    if (ticking)
        pthread_join(tick, NULL);
    pthread_mutex_lock(&s.mu);
    s.ctx = NULL;
    pthread_mutex_unlock(&s.mu);
    lws_context_destroy(ctx);
    srv_hub_free(s.hub);
    srv_store_close(store);
    fprintf(stderr, "arnak serve: stopped\n");
    return status;
}
