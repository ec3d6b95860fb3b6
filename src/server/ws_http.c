/* ws_http.c - `arnak serve`'s HTTP side (ws.h): the page's files (GET and
 * HEAD only; the built-in table or a folder, ETags, gzip when accepted), the
 * guards on every request (the Host of the server's own page, a WebSocket's
 * Origin), refusals as short HTTP replies, and the rate-limited lines that
 * tell what was refused. */
#define _DEFAULT_SOURCE /* realpath */

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include "assets.h"
#include "asset_types.h"
#include "cmdline/cmdline.h"
#include "ws.h"

void srv_ws_drop_body(pss *p)
{
    free(p->body_owned);
    p->body_owned = NULL;
    p->body = NULL;
    p->body_len = p->body_sent = 0;
}

/* ------------------------------------------------------------ guards */

/* One line on standard error for a kind of event, at most once per `every`
 * seconds, with how many happened since the last line. */
void srv_ws_note(serve_state *s, int kind, double every, const char *fmt, ...)
{
    double now = srv_now();
    s->noted[kind]++;
    if (now < s->next_note[kind])
        return;
    s->next_note[kind] = now + every;
    va_list ap;
    va_start(ap, fmt);
    fputs("arnak serve: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, " (%ld time%s since the last such line)\n", s->noted[kind],
            s->noted[kind] == 1 ? "" : "s");
    s->noted[kind] = 0;
}

/* The client address of a socket as text; "" when unknown. */
void srv_ws_peer_text(int fd, char *buf, size_t n)
{
    struct sockaddr_storage sa;
    socklen_t len = sizeof sa;
    buf[0] = '\0';
    if (fd < 0 || getpeername(fd, (struct sockaddr *)&sa, &len) != 0)
        return;
    if (sa.ss_family == AF_INET)
        inet_ntop(AF_INET, &((struct sockaddr_in *)&sa)->sin_addr, buf, (socklen_t)n);
    else if (sa.ss_family == AF_INET6)
        inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&sa)->sin6_addr, buf, (socklen_t)n);
}

/* A whole HTTP reply written straight to a socket that libwebsockets does
 * not (or no longer) parse as HTTP: a refused connection, a CONNECT.  Small
 * enough for an empty socket buffer; the caller closes the socket. */
void srv_ws_raw_reply(int fd, const char *status, const char *extra, const char *text)
{
    char buf[1024];
    int n = snprintf(buf, sizeof buf,
                     "HTTP/1.1 %s\r\ncontent-type: text/plain; charset=utf-8\r\n%s"
                     "content-length: %zu\r\nconnection: close\r\n\r\n%s\n",
                     status, extra, strlen(text) + 1, text);
    if (n <= 0 || (size_t)n >= sizeof buf ||
        send(fd, buf, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
        return; /* the client is gone already: nothing to tell it */
    /* What the client sent already is read and dropped: closing a socket with
     * unread data resets it, and the reset could overtake the reply. */
    shutdown(fd, SHUT_WR);
    for (int i = 0; i < 16 && recv(fd, buf, sizeof buf, MSG_DONTWAIT) > 0; i++)
        ;
}

/* An error status with a one-line text body, then the connection closes
 * (a request body or a pipelined request is never read as a request). */
int srv_ws_http_error(struct lws *wsi, unsigned status, const char *text)
{
    unsigned char buf[LWS_PRE + 1024], *start = buf + LWS_PRE, *q = start,
                                       *end = buf + sizeof buf - 1;
    char body[512];
    int n = snprintf(body, sizeof body, "%s\n", text);
    if (n < 0 || (size_t)n >= sizeof body)
        return -1;
    if (lws_add_http_common_headers(wsi, status, "text/plain; charset=utf-8", (lws_filepos_t)n, &q,
                                    end) ||
        (status == HTTP_STATUS_METHOD_NOT_ALLOWED &&
         lws_add_http_header_by_name(wsi, (const unsigned char *)"allow:",
                                     (const unsigned char *)"GET, HEAD", 9, &q, end)) ||
        lws_add_http_header_by_name(wsi, (const unsigned char *)"connection:",
                                    (const unsigned char *)"close", 5, &q, end) ||
        lws_finalize_http_header(wsi, &q, end))
        return -1;
    size_t hl = (size_t)(q - start);
    memcpy(q, body, (size_t)n);
    lws_write(wsi, start, hl + (size_t)n, LWS_WRITE_HTTP_FINAL);
    return -1;
}

static bool ip_literal(const char *name)
{
    unsigned char a[sizeof(struct in6_addr)];
    return inet_pton(AF_INET, name, a) == 1 || inet_pton(AF_INET6, name, a) == 1;
}

static bool loopback_name(const char *name)
{
    return strcasecmp(name, "localhost") == 0 || strncmp(name, "127.", 4) == 0 ||
           strcmp(name, "::1") == 0;
}

/* Whether a Host header names this server: a name of its listen address (any
 * IP literal when it listens on every interface, "localhost" and the loopback
 * addresses when on loopback) or an --allow-host, with the server's port. */
static bool host_allowed(const serve_state *s, const char *host)
{
    char name[256];
    const char *port = NULL;
    if (host[0] == '[') {
        const char *close = strchr(host, ']');
        if (!close || (size_t)(close - host - 1) >= sizeof name)
            return false;
        memcpy(name, host + 1, (size_t)(close - host - 1));
        name[close - host - 1] = '\0';
        port = close[1] == ':' ? close + 2 : close[1] ? "" : NULL;
    } else {
        const char *colon = strrchr(host, ':');
        size_t len = colon ? (size_t)(colon - host) : strlen(host);
        if (len >= sizeof name)
            return false;
        memcpy(name, host, len);
        name[len] = '\0';
        port = colon ? colon + 1 : NULL;
    }
    int p = 80;
    if (port && !cli_parse_int(port, 1, 65535, &p))
        return false;
    if (p != s->o->port)
        return false;
    const char *listen = s->o->listen_on;
    bool wildcard = strcmp(listen, "0.0.0.0") == 0 || strcmp(listen, "::") == 0;
    if (strcasecmp(name, listen) == 0 || (wildcard && ip_literal(name)) ||
        ((wildcard || loopback_name(listen)) && loopback_name(name)))
        return true;
    for (int i = 0; i < s->o->nhosts; i++)
        if (strcasecmp(name, s->o->hosts[i]) == 0)
            return true;
    return false;
}

/* The WebSocket's Origin check: no Origin (a program, not a page) passes;
 * else the Origin must be an --allow-origin or the page's own origin
 * ("http://" + the Host header) with a Host that names this server.  NULL, or
 * why not. */
const char *srv_ws_origin_refusal(const serve_state *s, struct lws *wsi)
{
    char origin[512], host[300], own[320];
    if (lws_hdr_total_length(wsi, WSI_TOKEN_ORIGIN) <= 0)
        return NULL;
    if (lws_hdr_copy(wsi, origin, sizeof origin, WSI_TOKEN_ORIGIN) <= 0)
        return "the Origin header is too long";
    size_t ol = strlen(origin);
    if (ol > 0 && origin[ol - 1] == '/')
        origin[ol - 1] = '\0';
    for (int i = 0; i < s->o->norigins; i++)
        if (strcasecmp(origin, s->o->origins[i]) == 0)
            return NULL;
    if (lws_hdr_copy(wsi, host, sizeof host, WSI_TOKEN_HOST) <= 0)
        return "no Host header";
    snprintf(own, sizeof own, "http://%s", host);
    if (strcasecmp(origin, own) != 0)
        return "the page's origin is not this server's (see --allow-origin)";
    if (!host_allowed(s, host))
        return "the Host header does not name this server (see --allow-host)";
    return NULL;
}

/* A request header's value into buf ("" when absent, or too long for buf). */
static const char *header_value(struct lws *wsi, enum lws_token_indexes token, char *buf, int n)
{
    if (lws_hdr_total_length(wsi, token) >= n || lws_hdr_copy(wsi, buf, n, token) < 0)
        buf[0] = '\0';
    return buf;
}

/* The reply's body and headers: the file as it is, or its gzip form (built
 * in) when the browser accepts gzip; each form with its own strong ETag. */
typedef struct {
    const char *mime, *encoding; /* encoding: "gzip", or NULL for the bytes as they are */
    char etag[SRV_ETAG_MAX];
    bool varies; /* a gzip form exists: caches keep one copy per Accept-Encoding */
} reply_form;

static bool find_body(struct lws *wsi, serve_state *s, pss *p, const char *path, reply_form *f)
{
    memset(f, 0, sizeof *f);
    if (s->web_dir) { /* --web: read on each request, so an edit shows at once */
        p->body_owned = srv_asset_read(s->web_dir, path, &p->body_len, &f->mime);
        p->body = p->body_owned;
        if (p->body)
            srv_etag_for(p->body, p->body_len, 0, f->etag);
        return p->body != NULL;
    }
    const srv_asset *a = srv_asset_find(path);
    if (!a)
        return false;
    char accept[256];
    f->mime = a->mime;
    f->varies = a->gz != NULL;
    if (a->gz && srv_accepts_gzip(header_value(wsi, WSI_TOKEN_HTTP_ACCEPT_ENCODING, accept,
                                               sizeof accept))) {
        p->body = a->gz;
        p->body_len = a->gz_len;
        f->encoding = "gzip";
        snprintf(f->etag, sizeof f->etag, "%s", a->gz_etag);
    } else {
        p->body = a->data;
        p->body_len = a->len;
        snprintf(f->etag, sizeof f->etag, "%s", a->etag);
    }
    return true;
}

static int add_header(struct lws *wsi, const char *name, const char *value, unsigned char **q,
                      unsigned char *end)
{
    return lws_add_http_header_by_name(wsi, (const unsigned char *)name,
                                       (const unsigned char *)value, (int)strlen(value), q, end);
}

/* The headers every file's reply carries, 200 and 304 alike: its ETag, and
 * "no-cache", so that the browser keeps a copy but asks on each load whether
 * it is still current (one 304 per file when it is; a new build's files at
 * once when it is not). */
static int add_cache_headers(struct lws *wsi, const reply_form *f, unsigned char **q,
                             unsigned char *end)
{
    return add_header(wsi, "etag:", f->etag, q, end) ||
           add_header(wsi, "cache-control:", "no-cache", q, end) ||
           (f->varies && add_header(wsi, "vary:", "Accept-Encoding", q, end));
}

/* The page's files: no directory listings, every reply with its length,
 * gzip-compressed when the browser accepts it, revalidated on each load by
 * its ETag (304 when unchanged), and under a content security policy that
 * allows only the page's own scripts and its WebSocket back to this server. */
static int serve_http(struct lws *wsi, serve_state *s, pss *p, const char *path, bool head)
{
    unsigned char buf[LWS_PRE + 1536], *start = buf + LWS_PRE, *q = start,
                                       *end = buf + sizeof buf - 1;
    srv_ws_drop_body(p);
    reply_form f;
    if (!find_body(wsi, s, p, path, &f)) {
        srv_ws_drop_body(p);
        if (lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, NULL))
            return -1;
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    }
    char match[512];
    if (srv_etag_matches(header_value(wsi, WSI_TOKEN_HTTP_IF_NONE_MATCH, match, sizeof match),
                         f.etag)) {
        /* the browser's copy is current: no body, and no length (a 304's
         * length would be the 200's, which it does not send) */
        srv_ws_drop_body(p);
        if (lws_add_http_header_status(wsi, HTTP_STATUS_NOT_MODIFIED, &q, end) ||
            add_cache_headers(wsi, &f, &q, end) || lws_finalize_write_http_header(wsi, start, &q, end))
            return -1;
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    }
    static const char csp[] = "default-src 'self'; script-src 'self'; connect-src 'self'; "
                              "img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                              "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
    if (lws_add_http_common_headers(wsi, HTTP_STATUS_OK, f.mime, (lws_filepos_t)p->body_len, &q,
                                    end) ||
        add_cache_headers(wsi, &f, &q, end) ||
        (f.encoding && add_header(wsi, "content-encoding:", f.encoding, &q, end)) ||
        add_header(wsi, "x-content-type-options:", "nosniff", &q, end) ||
        add_header(wsi, "content-security-policy:", csp, &q, end) ||
        lws_finalize_write_http_header(wsi, start, &q, end))
        return -1;
    if (head) { /* the headers of GET, no body */
        srv_ws_drop_body(p);
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    }
    lws_callback_on_writable(wsi);
    return 0;
}

/* A request for the page's files: GET or HEAD of a URL shorter than URL_MAX. */
int srv_ws_http_request(struct lws *wsi, serve_state *s, pss *p, const char *path)
{
    int get = lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI),
        head = lws_hdr_total_length(wsi, WSI_TOKEN_HEAD_URI);
    if (get <= 0 && head <= 0)
        return srv_ws_http_error(wsi, HTTP_STATUS_METHOD_NOT_ALLOWED,
                                 "405: only GET and HEAD are served here");
    int args = lws_hdr_total_length(wsi, WSI_TOKEN_HTTP_URI_ARGS);
    if ((get > 0 ? get : head) + (args > 0 ? args : 0) >= URL_MAX)
        return srv_ws_http_error(wsi, HTTP_STATUS_REQ_URI_TOO_LONG, "414: the URL is too long");
    return serve_http(wsi, s, p, path, get <= 0);
}

/* The file in pieces of at most 4 KB, the last one closing the reply. */
int srv_ws_http_writeable(struct lws *wsi, pss *p)
{
    if (!p->body)
        return 0;
    unsigned char buf[LWS_PRE + 4096];
    size_t left = p->body_len - p->body_sent, n = left < 4096 ? left : 4096;
    memcpy(buf + LWS_PRE, p->body + p->body_sent, n);
    bool last = n == left;
    if (lws_write(wsi, buf + LWS_PRE, n, last ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP) != (int)n)
        return -1;
    p->body_sent += n;
    if (last) {
        srv_ws_drop_body(p);
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    }
    lws_callback_on_writable(wsi);
    return 0;
}
