/* proto_stdio.c - `arnak proto`: the protocol as JSON lines over standard
 * input and output, one message per line each way (docs/PROTOCOL.md), the
 * way a chess engine speaks UCI.  Bots move at once after the message that
 * gave them the turn, so a session is reproducible line for line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "server.h"

static void send_line(void *ctx, void *transport, const char *text, size_t len)
{
    (void)ctx;
    (void)transport;
    fwrite(text, 1, len, stdout);
    fputc('\n', stdout);
}

enum { PR_DATA = 1, PR_DUMP, PR_TEST_TOKENS, PR_STORE };

static const cli_option proto_opts[] = {
    {"data", 0, "DIR", "keep games in DIR/arnak.db (SQLite) and resume them;\n"
                       "default: in memory only", PR_DATA},
    {"store", 0, "URL", "keep games in PostgreSQL instead (a postgresql:// URL)", PR_STORE},
    {"dump", 0, "OUT", "load the store (replaying every game to its stored hashes), write\n"
                       "each game's record to OUT/<game id>.rec, and exit", PR_DUMP},
    {"test-tokens", 0, NULL, "deterministic game ids, tokens and seeds (transcript tests\n"
                             "only: anyone can guess them)", PR_TEST_TOKENS},
    CLI_END,
};

const cli_command srv_proto_command = {
    "proto", "[--data DIR | --store URL] [--dump OUT]",
    "the JSON protocol over standard input/output (docs/PROTOCOL.md)",
    "Speaks the JSON protocol of docs/PROTOCOL.md over standard input and output:\n"
    "one message per line each way.  Ends at the end of the input.\n",
    proto_opts, 0, srv_proto_main,
};

typedef struct {
    const char *data, *dump, *store;
    bool test_tokens;
} proto_args;

static int proto_opt(void *ctx, int id, const char *v)
{
    proto_args *a = ctx;
    if (id == PR_DATA)
        a->data = v;
    else if (id == PR_STORE && !srv_store_is_url(v))
        return cli_bad_value(&srv_proto_command, id, v, "a postgresql:// URL");
    else if (id == PR_STORE)
        a->store = v;
    else if (id == PR_DUMP)
        a->dump = v;
    else
        a->test_tokens = true;
    return CLI_GO;
}

int srv_proto_main(int argc, char **argv)
{
    proto_args a = {NULL, NULL, NULL, false};
    int rc = cli_parse(&srv_proto_command, argc, argv, proto_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    const char *data = a.store ? a.store : a.data, *dump = a.dump;
    if (a.store && a.data)
        return cli_usage_error("proto", "--data and --store name two stores: give one");
    if (dump && !data)
        return cli_usage_error("proto", "--dump goes with --data or --store");
    char err[512];
    srv_store *store = NULL;
    /* a dump is a look: a live store's snapshot, nothing changed */
    if (data && !(store = srv_store_open_as(data, dump ? SRV_STORE_LOOK : SRV_STORE_WRITER, err,
                                            sizeof err))) {
        fprintf(stderr, "arnak proto: %s\n", err);
        return 1;
    }
    srv_hub_config cfg = {.store = store, .test_tokens = a.test_tokens, .frozen = dump != NULL,
                          .send = send_line};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    if (!h) {
        fprintf(stderr, "arnak proto: %s\n", err);
        srv_store_close(store);
        return 1;
    }
    if (dump) {
        rc = srv_hub_dump(h, dump, err, sizeof err);
        if (rc < 0)
            fprintf(stderr, "arnak proto: %s\n", err);
        else
            fprintf(stderr, "arnak proto: %d games written to %s\n", rc, dump);
        srv_hub_free(h);
        srv_store_close(store);
        return rc < 0 ? 1 : 0;
    }
    srv_conn *conn = srv_hub_open(h, NULL);
    int status = conn && srv_hub_flush(h) == 0 ? 0 : 1;
    /* One more byte than a message may have, plus the newline and the NUL:
     * a longer line is refused without being read into memory. */
    static char line[SRV_MAX_MESSAGE + 3];
    while (status == 0 && fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        bool whole = len > 0 && line[len - 1] == '\n';
        if (!whole && !feof(stdin)) {
            int ch;
            while ((ch = getchar()) != EOF && ch != '\n')
                len++;
        }
        while (whole && len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        if (len == 0)
            continue;
        srv_hub_clocks(h);
        srv_hub_message(h, conn, line, len);
        if (srv_hub_flush(h) != 0)
            status = 1;
        fflush(stdout);
    }
    srv_hub_close(h, conn);
    srv_hub_free(h);
    srv_store_close(store);
    return status;
}
