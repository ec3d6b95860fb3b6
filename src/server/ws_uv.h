/* ws_uv.h - a libwebsockets context on a libuv loop (epoll), shared by the
 * server (ws.c) and the load test's clients (src/bench/loadtest.c).
 * libwebsockets' own poll() loop hands the kernel every socket on each turn:
 * at a thousand connections that costs more than their messages. */
#ifndef SRV_WS_UV_H
#define SRV_WS_UV_H

#include <libwebsockets.h>
#include <uv.h>

/* Makes `loop` and has the context of `info` join it (LWS_SERVER_OPTION_LIBUV,
 * through libwebsockets' libuv plugin): the context, or NULL with `loop`
 * closed and info as it was (no plugin, or no loop). */
struct lws_context *srv_uv_context(struct lws_context_creation_info *info, uv_loop_t *loop);
/* Closes the loop once nothing is left on it. */
void srv_uv_loop_close(uv_loop_t *loop);
/* Ends a context made by srv_uv_context, and its loop. */
void srv_uv_context_destroy(struct lws_context *ctx, uv_loop_t *loop);

#endif
