/* fuzz_proto.c - libFuzzer entry point for the protocol's message parser:
 * one input is one message to a fresh hub (size and depth limits, JSON
 * parsing, field checks of every message type).  Nothing may crash, leak or
 * trip a sanitizer, and every message gets exactly one reply. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_hub.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replies;

static void count(void *ctx, void *transport, const char *text, size_t len)
{
    (void)ctx;
    (void)transport;
    (void)text;
    (void)len;
    replies++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    srv_hub *h = fuzz_hub_new(count);
    srv_conn *c = srv_hub_open(h, NULL);
    replies = 0;
    srv_hub_message(h, c, (const char *)data, size);
    if (srv_hub_flush(h) != 0 || replies < 1)
        abort();
    srv_hub_close(h, c);
    srv_hub_free(h);
    return 0;
}
