/* store_cmd.c - `arnak store check DIR`: opens the server's store as a
 * server would (quick_check, the marker file, the tables, private modes),
 * loads and replays every game with the checks of a start, and reports: one
 * line per quarantined game (its id and what is wrong), one line for what is
 * wrong with the store as a whole, and a summary.  Exit 0 when everything is
 * sound, 1 on any damage, 2 on a usage error.  Nothing is served and no bot
 * moves (the hub is frozen). */
#include "store_cmd.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "server/internal.h"

static const cli_option store_opts[] = {CLI_END};

static int count_game(void *ctx, const srv_stored_game *sg)
{
    (void)sg;
    ++*(long *)ctx;
    return 0;
}

static void no_send(void *ctx, void *transport, const char *text, size_t len)
{
    (void)ctx, (void)transport, (void)text, (void)len;
}

static int check(const char *dir)
{
    char db[4096], marker[4200];
    struct stat sb;
    snprintf(db, sizeof db, "%s/arnak.db", dir);
    snprintf(marker, sizeof marker, "%s.marker", db);
    if (stat(db, &sb) != 0 && stat(marker, &sb) != 0) {
        fprintf(stderr, "arnak store: %s: no store here (no arnak.db)\n", dir);
        return 1;
    }
    char err[512];
    srv_store *st = srv_store_open(dir, err, sizeof err);
    if (!st) {
        fprintf(stderr, "arnak store: %s\n", err);
        return 1;
    }
    long games = 0;
    if (srv_store_load(st, count_game, &games, err, sizeof err) != 0) {
        fprintf(stderr, "arnak store: %s\n", err);
        srv_store_close(st);
        return 1;
    }
    srv_hub_config cfg = {.store = st, .frozen = true, .send = no_send};
    srv_hub *h = srv_hub_new(&cfg, err, sizeof err);
    if (!h) {
        fprintf(stderr, "arnak store: %s\n", err);
        srv_store_close(st);
        return 1;
    }
    int bad = srv_hub_quarantined(h);
    const char *problem = srv_store_problem(st);
    printf("%s: %ld games, %d quarantined%s%s\n", db, games, bad, problem[0] ? "; store: " : "",
           problem);
    bool damaged = bad > 0 || problem[0]; /* problem lives in the store: read it before closing */
    srv_hub_free(h);
    srv_store_close(st);
    return damaged ? 1 : 0;
}

static int store_main(int argc, char **argv);

const cli_command store_command = {
    "store",
    "check DIR",
    "the server store's integrity, checked without a server",
    "Checks the server's store DIR/arnak.db (the folder of `arnak serve --data DIR`)\n"
    "without starting a server: SQLite's quick_check, every game's actions complete\n"
    "and replaying to their stored hashes.  Each damaged game is named on one line;\n"
    "exit 1 when anything is damaged.\n",
    store_opts,
    2,
    store_main,
};

static int no_option(void *ctx, int id, const char *value)
{
    (void)ctx, (void)id, (void)value;
    return CLI_GO;
}

static int store_main(int argc, char **argv)
{
    int first;
    int rc = cli_parse(&store_command, argc, argv, no_option, NULL, &first);
    if (rc != CLI_GO)
        return rc;
    if (argc - first != 2 || strcmp(argv[first], "check") != 0)
        return cli_usage_error("store", "wants 'check DIR'");
    return check(argv[first + 1]);
}
