/* hub_th.c - see hub_th.h. */
#include "hub_th.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hub_cap_send(void *ctx, void *transport, const char *text, size_t len)
{
    hub_capture *c = ctx;
    if (c->n < HUB_TH_MAX_MSGS) {
        c->to[c->n] = transport;
        c->msg[c->n++] = strndup(text, len);
    }
}

void hub_cap_clear(hub_capture *c)
{
    for (int i = 0; i < c->n; i++)
        free(c->msg[i]);
    c->n = 0;
}

srv_hub *hub_new(hub_capture *c, srv_store *store, int threads)
{
    char err[256];
    srv_hub_config cfg = {.store = store, .bot_threads = threads, .send = hub_cap_send, .ctx = c};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    if (!h)
        fail_msg("hub: %s", err);
    return h;
}

json_t *hub_say(srv_hub *h, srv_conn *conn, hub_capture *c, const char *text)
{
    hub_cap_clear(c);
    srv_hub_message(h, conn, text, strlen(text));
    assert_int_equal(srv_hub_flush(h), 0);
    assert_true(c->n > 0);
    json_t *j = json_loads(c->msg[c->n - 1], 0, NULL);
    assert_non_null(j);
    return j;
}

json_t *hub_find_type(hub_capture *c, const char *type)
{
    for (int i = 0; i < c->n; i++) {
        json_t *j = json_loads(c->msg[i], 0, NULL);
        if (j && strcmp(json_string_value(json_object_get(j, "type")), type) == 0)
            return j;
        json_decref(j);
    }
    return NULL;
}

void hub_expect_error(json_t *j, const char *code)
{
    assert_string_equal(json_string_value(json_object_get(j, "type")), "error");
    assert_string_equal(json_string_value(json_object_get(j, "code")), code);
    assert_true(strlen(json_string_value(json_object_get(j, "message"))) > 10);
    json_decref(j);
}

hub_made hub_create(srv_hub *h, srv_conn *conn, hub_capture *c, const char *msg)
{
    json_t *j = hub_say(h, conn, c, msg);
    assert_string_equal(json_string_value(json_object_get(j, "type")), "created");
    hub_made m;
    memset(&m, 0, sizeof m);
    snprintf(m.id, sizeof m.id, "%s", json_string_value(json_object_get(j, "game_id")));
    json_t *seats = json_object_get(j, "seats");
    for (size_t i = 0; i < json_array_size(seats); i++) {
        const char *t = json_string_value(json_object_get(json_array_get(seats, i), "token"));
        snprintf(m.tok[i], sizeof m.tok[i], "%s", t ? t : "");
    }
    json_decref(j);
    return m;
}

hub_client *hub_client_open(srv_store *store, int threads)
{
    hub_client *t = calloc(1, sizeof *t);
    assert_non_null(t);
    t->h = hub_new(&t->c, store, threads);
    t->conn = srv_hub_open(t->h, NULL);
    return t;
}

void hub_client_close(hub_client *t)
{
    srv_hub_close(t->h, t->conn);
    srv_hub_free(t->h);
    hub_cap_clear(&t->c);
    free(t);
}

json_t *hub_ask(hub_client *t, const char *text)
{
    return hub_say(t->h, t->conn, &t->c, text);
}
