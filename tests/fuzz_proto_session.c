/* fuzz_proto_session.c - libFuzzer entry point for the protocol's dispatcher:
 * one input is a session, one message per line, to a fresh hub with
 * predictable ids and tokens (--test-tokens), so that inputs grown from the
 * transcripts in tests/data/protocol reach create, join, act, undo, resign,
 * events and record with valid and damaged ids, seats and tokens.  Bots never
 * move and a hint searches 8 iterations (a full search would make a slow
 * input, not a finding). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_hub.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void discard(void *ctx, void *transport, const char *text, size_t len)
{
    (void)ctx;
    (void)transport;
    (void)text;
    (void)len;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    srv_hub *h = fuzz_hub_new(discard);
    srv_conn *c = srv_hub_open(h, NULL);
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i == size || data[i] == '\n') {
            if (i > start)
                srv_hub_message(h, c, (const char *)data + start, i - start);
            if (srv_hub_flush(h) != 0)
                abort();
            start = i + 1;
        }
    }
    srv_hub_close(h, c);
    srv_hub_free(h);
    return 0;
}
