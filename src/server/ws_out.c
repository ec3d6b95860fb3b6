/* ws_out.c - a connection's outgoing WebSocket frames (ws_out.h). */
#include <stdlib.h>
#include <string.h>

#include "ws_out.h"

size_t srv_ws_frame_head(unsigned char head[SRV_WS_FRAME_HEAD_MAX], size_t len)
{
    head[0] = 0x81; /* FIN, text */
    if (len < 126) {
        head[1] = (unsigned char)len;
        return 2;
    }
    if (len < 65536) {
        head[1] = 126;
        head[2] = (unsigned char)(len >> 8);
        head[3] = (unsigned char)len;
        return 4;
    }
    head[1] = 127;
    unsigned long long v = len;
    for (int i = 0; i < 8; i++)
        head[2 + i] = (unsigned char)(v >> (56 - 8 * i));
    head[2] &= 0x7f; /* the most significant bit of a 64-bit length is 0 */
    return 10;
}

int srv_wsout_add(srv_wsout *o, const char *text, size_t len)
{
    size_t need = o->len + SRV_WS_FRAME_HEAD_MAX + len;
    if (need < o->len || need < len)
        return -1;
    if (need > o->cap) {
        size_t cap = o->cap ? o->cap : 1024;
        while (cap < need)
            cap *= 2;
        unsigned char *b = realloc(o->buf, cap);
        if (!b)
            return -1;
        o->buf = b;
        o->cap = cap;
    }
    o->len += srv_ws_frame_head(o->buf + o->len, len);
    memcpy(o->buf + o->len, text, len);
    o->len += len;
    return 0;
}

void srv_wsout_free(srv_wsout *o)
{
    free(o->buf);
    o->buf = NULL;
    o->len = o->cap = 0;
}
