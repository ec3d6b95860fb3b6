/* ws_out.h - a connection's outgoing WebSocket messages as the bytes that go
 * on the wire: each message one unmasked text frame (RFC 6455 section 5.2,
 * FIN set, the shortest length form), the frames of a turn of the loop back
 * to back, so that they leave in one write instead of one each.  The bytes
 * are those libwebsockets' lws_write(LWS_WRITE_TEXT) puts on the wire for
 * the same message on a server's connection without extensions. */
#ifndef SRV_WS_OUT_H
#define SRV_WS_OUT_H

#include <stddef.h>

#define SRV_WS_FRAME_HEAD_MAX 10

typedef struct {
    unsigned char *buf; /* the frames queued, len bytes of cap */
    size_t len, cap;
} srv_wsout;

/* The header of a text frame of len bytes into head: its length (2, 4 or 10). */
size_t srv_ws_frame_head(unsigned char head[SRV_WS_FRAME_HEAD_MAX], size_t len);
/* Queues one message as a frame: 0, or -1 out of memory (nothing queued). */
int srv_wsout_add(srv_wsout *o, const char *text, size_t len);
/* Empties the queue (once its bytes are written): the buffer is given back,
 * not kept, so that thousands of quiet connections hold none. */
void srv_wsout_free(srv_wsout *o);

#endif
