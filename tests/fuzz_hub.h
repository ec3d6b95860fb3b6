/* fuzz_hub.h - the hub the protocol's fuzz targets (fuzz_proto.c,
 * fuzz_proto_session.c) feed: predictable ids and tokens (--test-tokens), bots
 * that never move, and hints of 8 iterations, so that a slow input is a
 * finding, not a search.  Header-only: each fuzz target is one file. */
#ifndef FUZZ_HUB_H
#define FUZZ_HUB_H

#include <stdlib.h>

#include "server/server.h"

/* A fresh hub sending every reply to `send`; aborts when it cannot be made. */
static inline srv_hub *fuzz_hub_new(void (*send)(void *ctx, void *transport, const char *text,
                                                 size_t len))
{
    char err[256];
    srv_hub_config cfg = {.test_tokens = true, .frozen = true, .hint_iters = 8, .review_iters = 8,
                          .send = send};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    if (!h)
        abort();
    return h;
}

#endif
