/* ws.h - what the two files of `arnak serve` share (ws.c: the event loop and
 * the WebSockets; ws_http.c: the page's files over HTTP and the guards on
 * every request): a connection's state, the server's command line and state,
 * and ws_http.c's functions.  Nothing else includes it. */
#ifndef SRV_WS_H
#define SRV_WS_H

#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include <libwebsockets.h>
#include <uv.h>

#include "internal.h"
#include "ws_out.h"

/* A connection whose unsent replies exceed this is too slow: it is dropped
 * rather than letting the server's memory grow. */
#define OUT_LIMIT (8u << 20)
/* URLs this long or longer get 414; the header space holds longer ones so
 * that the status can be given (a request past HEADER_SPACE is closed). */
#define URL_MAX      8192
#define HEADER_SPACE 32768
/* Descriptors kept out of libwebsockets' table: the store, the page's files,
 * /proc reads, so that accept() meets libwebsockets' own limit first. */
#define FD_RESERVE 64
/* --gather-us: a turn with this many messages is not followed by a wait. */
#define GATHER_BUSY 8
#define ALLOW_MAX  16 /* --allow-origin and --allow-host values */

typedef struct pss {
    srv_conn *conn;
    struct lws *wsi;
    struct pss *prev, *next; /* the open WebSockets, for the idle check */
    double last_rx;          /* when a message or pong last came */
    bool closing;            /* a close frame is on its way */
    bool peer_closed;        /* the client sent its close frame: nothing more to it */
    srv_wsout q;             /* the replies not yet written, as frames */
    bool dirty;              /* in the list of connections to write after this turn */
    struct pss *dprev, *dnext;
    char *rx;
    size_t rxlen, rxcap;
    bool rx_over;
    /* the HTTP reply being written: a built-in file, or one read from --web */
    const unsigned char *body;
    size_t body_len, body_sent;
    unsigned char *body_owned;
} pss;

/* `arnak serve`'s command line. */
typedef struct {
    int port, threads, stop_after;
    const char *listen_on, *data, *store;
    char web[4096]; /* --web, resolved (realpath); "" for the built-in page */
    bool open_browser;
    bool poll_loop; /* --event-loop poll */
    bool shared;    /* --shared: other processes serve the same database */
    int gather_us;  /* --gather-us: the least time between two busy turns */
    srv_limits lim;
    const char *origins[ALLOW_MAX], *hosts[ALLOW_MAX];
    int norigins, nhosts;
} serve_config;

typedef struct {
    srv_hub *hub;
    srv_store *store;
    pthread_mutex_t mu; /* guards ctx against a bot thread's wake during shutdown */
    struct lws_context *ctx;
    uv_loop_t *uv;       /* the loop libwebsockets runs on, NULL for its poll() loop */
    const char *web_dir; /* --web: serve the page's files from here instead */
    const serve_config *o;
    srv_peers *peers;
    pss *open_ws;           /* every open WebSocket */
    pss *dirty;             /* the WebSockets given replies in this turn of the loop */
    struct lws *listen_wsi; /* known from the first accepted connection */
    double paused_until;    /* out of descriptors: no accept() before this */
    double next_note[3];    /* rate-limited log lines: when each may come again */
    long noted[3];          /* events since each kind's last line */
    double next_idle_check;
    double turn_first; /* when this turn's first message came; 0: none yet */
    int turn_msgs;     /* messages handled in this turn */
} serve_state;

enum { NOTE_FDS, NOTE_PEER, NOTE_ORIGIN };

/* ---- ws_http.c ---- */
/* One line on standard error for a kind of event (NOTE_*), at most once per
 * `every` seconds, with how many happened since the last line. */
void srv_ws_note(serve_state *s, int kind, double every, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The client address of a socket as text; "" when unknown. */
void srv_ws_peer_text(int fd, char *buf, size_t n);
/* A whole HTTP reply written to a socket libwebsockets does not hold yet. */
void srv_ws_raw_reply(int fd, const char *status, const char *extra, const char *text);
/* An HTTP error reply on wsi (the connection closes after it). */
int srv_ws_http_error(struct lws *wsi, unsigned status, const char *text);
/* Why a WebSocket's Origin (or its page's Host) is refused, or NULL. */
const char *srv_ws_origin_refusal(const serve_state *s, struct lws *wsi);
/* An HTTP request for path: the page's file, or an error reply. */
int srv_ws_http_request(struct lws *wsi, serve_state *s, pss *p, const char *path);
/* The HTTP reply's next piece written (the connection is writable). */
int srv_ws_http_writeable(struct lws *wsi, pss *p);
/* The HTTP reply body p held, freed. */
void srv_ws_drop_body(pss *p);

#endif
