/* test_ws_out.c - the server's outgoing WebSocket frames (src/server/ws_out.c):
 * each message one unmasked final text frame with the shortest length form of
 * RFC 6455 (7 bits below 126 bytes, 16 bits below 65536, else 64), the
 * frames of several messages back to back in the order given, and nothing
 * held once freed. */
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "server/ws_out.h"

static void frame_head_forms(void **state)
{
    (void)state;
    unsigned char h[SRV_WS_FRAME_HEAD_MAX];
    assert_int_equal(srv_ws_frame_head(h, 0), 2);
    assert_int_equal(h[0], 0x81);
    assert_int_equal(h[1], 0);
    assert_int_equal(srv_ws_frame_head(h, 125), 2);
    assert_int_equal(h[1], 125);
    assert_int_equal(srv_ws_frame_head(h, 126), 4);
    assert_int_equal(h[1], 126);
    assert_int_equal(h[2], 0);
    assert_int_equal(h[3], 126);
    assert_int_equal(srv_ws_frame_head(h, 65535), 4);
    assert_int_equal(h[2], 0xff);
    assert_int_equal(h[3], 0xff);
    assert_int_equal(srv_ws_frame_head(h, 65536), 10);
    assert_int_equal(h[0], 0x81);
    assert_int_equal(h[1], 127);
    static const unsigned char len64[8] = {0, 0, 0, 0, 0, 1, 0, 0};
    assert_memory_equal(h + 2, len64, 8);
    assert_int_equal(srv_ws_frame_head(h, 0x0102030405ull), 10);
    static const unsigned char big[8] = {0, 0, 0, 1, 2, 3, 4, 5};
    assert_memory_equal(h + 2, big, 8);
}

/* Three messages of a turn: three frames in one buffer, in order, each
 * with its own header and its text unchanged. */
static void frames_back_to_back(void **state)
{
    (void)state;
    srv_wsout o = {0};
    char *mid = malloc(300);
    assert_non_null(mid);
    memset(mid, 'x', 300);
    assert_int_equal(srv_wsout_add(&o, "{\"type\":\"ack\"}", 14), 0);
    assert_int_equal(srv_wsout_add(&o, mid, 300), 0);
    assert_int_equal(srv_wsout_add(&o, "", 0), 0);
    assert_int_equal(o.len, 2 + 14 + 4 + 300 + 2);
    assert_int_equal(o.buf[0], 0x81);
    assert_int_equal(o.buf[1], 14);
    assert_memory_equal(o.buf + 2, "{\"type\":\"ack\"}", 14);
    const unsigned char *f = o.buf + 16;
    assert_int_equal(f[0], 0x81);
    assert_int_equal(f[1], 126);
    assert_int_equal((f[2] << 8) | f[3], 300);
    assert_memory_equal(f + 4, mid, 300);
    assert_int_equal(f[304], 0x81);
    assert_int_equal(f[305], 0);
    srv_wsout_free(&o);
    assert_null(o.buf);
    assert_int_equal(o.len, 0);
    assert_int_equal(o.cap, 0);
    free(mid);
}

/* A message larger than the buffer's first size grows it once, whole. */
static void large_message_one_frame(void **state)
{
    (void)state;
    size_t n = 100000;
    char *text = malloc(n);
    assert_non_null(text);
    for (size_t i = 0; i < n; i++)
        text[i] = (char)('a' + i % 26);
    srv_wsout o = {0};
    assert_int_equal(srv_wsout_add(&o, text, n), 0);
    assert_int_equal(o.len, 10 + n);
    assert_int_equal(o.buf[1], 127);
    assert_memory_equal(o.buf + 10, text, n);
    srv_wsout_free(&o);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(frame_head_forms),
        cmocka_unit_test(frames_back_to_back),
        cmocka_unit_test(large_message_one_frame),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
