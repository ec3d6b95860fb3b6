/* hub_th.h - test helpers for the protocol's hub without a network
 * (test_protocol.c, test_protocol_hint.c): a transport that keeps every
 * message the hub sends, one message in and its last reply out, game
 * creation with the seats' tokens. */
#ifndef HUB_TH_H
#define HUB_TH_H

#include "th.h"
#include "server/server.h"

#define HUB_TH_MAX_MSGS 4096

/* What the hub sent, in order, and to which transport. */
typedef struct {
    char *msg[HUB_TH_MAX_MSGS];
    void *to[HUB_TH_MAX_MSGS];
    int n;
} hub_capture;

void hub_cap_send(void *ctx, void *transport, const char *text, size_t len);
void hub_cap_clear(hub_capture *c);

/* A hub sending into `c` (store may be NULL: nothing kept). */
srv_hub *hub_new(hub_capture *c, srv_store *store, int threads);

/* Sends one message, flushes, returns the last reply parsed (caller decrefs). */
json_t *hub_say(srv_hub *h, srv_conn *conn, hub_capture *c, const char *text);

/* The first message of `type` among those captured, parsed, or NULL. */
json_t *hub_find_type(hub_capture *c, const char *type);

/* j is an error with that code and a sentence; decrefs j. */
void hub_expect_error(json_t *j, const char *code);

/* A game created by `msg` (a "create" message): its id and the seats' tokens. */
typedef struct {
    char id[64], tok[GAME_MAX_PLAYERS][64];
} hub_made;
hub_made hub_create(srv_hub *h, srv_conn *conn, hub_capture *c, const char *msg);

/* One client on a hub: the hub, its one connection, and what the hub sent. */
typedef struct {
    hub_capture c;
    srv_hub *h;
    srv_conn *conn;
} hub_client;
/* A hub (hub_new) with one connection, on the heap. */
hub_client *hub_client_open(srv_store *store, int threads);
/* Closes the connection and the hub, frees what was captured and t. */
void hub_client_close(hub_client *t);
/* hub_say through t's connection. */
json_t *hub_ask(hub_client *t, const char *text);

#endif
