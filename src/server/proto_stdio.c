/* proto_stdio.c - `arnak proto`: the protocol as JSON lines over standard
 * input and output, one message per line each way (docs/PROTOCOL.md), the
 * way a chess engine speaks UCI.  Bots move at once after the message that
 * gave them the turn, so a session is reproducible line for line. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"

static const char proto_help[] =
    "usage: arnak proto [--data DIR [--dump OUT]]\n"
    "\n"
    "Speaks the JSON protocol of docs/PROTOCOL.md over standard input and output:\n"
    "one message per line each way.  Ends at the end of the input.\n"
    "\n"
    "options:\n"
    "      --data DIR      keep games in DIR/arnak.db (SQLite) and resume them;\n"
    "                      default: in memory only\n"
    "      --dump OUT      load DIR (replaying every game to its stored hashes), write\n"
    "                      each game's record to OUT/<game id>.rec, and exit\n"
    "      --test-tokens   deterministic game ids, tokens and seeds (transcript tests\n"
    "                      only: anyone can guess them)\n"
    "  -h, --help          this text\n";

static void send_line(void *ctx, void *transport, const char *text, size_t len)
{
    (void)ctx;
    (void)transport;
    fwrite(text, 1, len, stdout);
    fputc('\n', stdout);
}

int srv_proto_main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"help", no_argument, NULL, 'h'},
        {"data", required_argument, NULL, 'd'},
        {"test-tokens", no_argument, NULL, 't'},
        {"dump", required_argument, NULL, 'o'},
        {NULL, 0, NULL, 0},
    };
    const char *data = NULL, *dump = NULL;
    bool test_tokens = false;
    int c;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        if (c == 'h') {
            fputs(proto_help, stdout);
            return 0;
        } else if (c == 'd') {
            data = optarg;
        } else if (c == 'o') {
            dump = optarg;
        } else if (c == 't') {
            test_tokens = true;
        } else {
            fprintf(stderr, "arnak proto: bad option '%s' (see arnak proto --help)\n",
                    argv[optind - 1]);
            return 2;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "arnak proto: unexpected argument '%s'\n", argv[optind]);
        return 2;
    }
    if (dump && !data) {
        fprintf(stderr, "arnak proto: --dump goes with --data\n");
        return 2;
    }
    char err[512];
    srv_store *store = NULL;
    if (data && !(store = srv_store_open(data, err, sizeof err))) {
        fprintf(stderr, "arnak proto: %s\n", err);
        return 1;
    }
    srv_hub_config cfg = {.store = store, .test_tokens = test_tokens, .frozen = dump != NULL,
                          .send = send_line};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    if (!h) {
        fprintf(stderr, "arnak proto: %s\n", err);
        srv_store_close(store);
        return 1;
    }
    if (dump) {
        int rc = srv_hub_dump(h, dump, err, sizeof err);
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
