/* ws_uv.c - a libwebsockets context on a libuv loop (ws_uv.h). */
#include "ws_uv.h"

struct lws_context *srv_uv_context(struct lws_context_creation_info *info, uv_loop_t *loop)
{
    if (uv_loop_init(loop) != 0)
        return NULL;
    /* read while the context is made: a local array is enough */
    void *loops[1] = {loop};
    uint64_t options = info->options;
    void **foreign = info->foreign_loops;
    info->options |= LWS_SERVER_OPTION_LIBUV;
    info->foreign_loops = loops;
    struct lws_context *ctx = lws_create_context(info);
    info->options = options;
    info->foreign_loops = foreign;
    if (!ctx)
        srv_uv_loop_close(loop);
    return ctx;
}

void srv_uv_loop_close(uv_loop_t *loop)
{
    for (int i = 0; i < 1000 && uv_loop_close(loop) == UV_EBUSY; i++)
        uv_run(loop, UV_RUN_NOWAIT);
}

/* The context on a foreign loop ends in two calls: lws_context_destroy
 * starts closing libwebsockets' handles, which close as the loop runs; a
 * second call then frees the context (without it LeakSanitizer finds its
 * tables).  Then the loop is closed. */
void srv_uv_context_destroy(struct lws_context *ctx, uv_loop_t *loop)
{
    lws_context_destroy(ctx);
    uv_run(loop, UV_RUN_DEFAULT);
    lws_context_destroy(ctx);
    srv_uv_loop_close(loop);
}
