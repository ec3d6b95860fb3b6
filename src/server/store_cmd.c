/* store_cmd.c - `arnak store check DIR|URL`: opens the server's store as a
 * server would (SQLite: quick_check, the marker file, the tables, private
 * modes; PostgreSQL: the tables and their schema version), loads and replays
 * every game with the checks of a start, and reports: one line per
 * quarantined game (its id and what is wrong), one line for what is wrong
 * with the store as a whole, and a summary.  Exit 0 when everything is
 * sound, 1 on any damage, 2 on a usage error.  Nothing is served and no bot
 * moves (the hub is frozen).
 *
 * On a store a running server writes, the check is a look (server.h,
 * SRV_STORE_LOOK): read-only, one read transaction, nothing changed.
 *
 * `arnak store backup DIR FILE`: an online copy of the SQLite store into the
 * new file FILE (SQLite's backup API: consistent while a server runs), then
 * checked as above.
 *
 * `arnak store copy DIR URL`: every game of a sound SQLite store (DIR, or
 * DIR/arnak.db named itself; checked as above first: nothing is copied from
 * a damaged one) into a PostgreSQL database, rows, creation times, actions
 * with their hashes, resignations, in one transaction; a game already there
 * stops it before anything is written.  Then the copy is checked the same
 * way. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "commands.h"
#include "internal.h"

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

/* The store at `where` opened, loaded and replayed by a frozen hub: 0 when
 * sound, 1 with the damage told.  *games: how many rows. */
static int checked(const char *where, srv_store **out, srv_hub **hub, long *games)
{
    char err[512];
    srv_store *st = srv_store_open_as(where, SRV_STORE_LOOK, err, sizeof err);
    if (!st) {
        fprintf(stderr, "arnak store: %s\n", err);
        return 1;
    }
    *games = 0;
    if (srv_store_load(st, count_game, games, err, sizeof err) != 0) {
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
    *out = st;
    *hub = h;
    return srv_hub_quarantined(h) > 0 || srv_store_problem(st)[0] ? 1 : 0;
}

/* A folder with no arnak.db (nor its marker) is no store: said, not created.
 * A file is a database named itself (a backup). */
static bool no_sqlite_store(const char *dir)
{
    char db[4096], marker[4200];
    struct stat sb;
    if (stat(dir, &sb) == 0 && S_ISREG(sb.st_mode))
        return false;
    snprintf(db, sizeof db, "%s/arnak.db", dir);
    snprintf(marker, sizeof marker, "%s.marker", db);
    if (stat(db, &sb) != 0 && stat(marker, &sb) != 0) {
        fprintf(stderr, "arnak store: %s: no store here (no arnak.db)\n", dir);
        return true;
    }
    return false;
}

static int check(const char *where)
{
    if (!srv_store_is_url(where) && no_sqlite_store(where))
        return 1;
    srv_store *st = NULL;
    srv_hub *h = NULL;
    long games = 0;
    int rc = checked(where, &st, &h, &games);
    if (!h)
        return rc;
    const char *problem = srv_store_problem(st); /* lives in the store: read before closing */
    struct stat sb;
    bool live = srv_store_read_only(st) && !(stat(where, &sb) == 0 && S_ISREG(sb.st_mode));
    printf("%s: %ld games, %d quarantined%s%s%s\n", srv_store_label(st), games,
           srv_hub_quarantined(h), problem[0] ? "; store: " : "", problem,
           live ? " (read-only snapshot: another process writes it)" : "");
    srv_hub_free(h);
    srv_store_close(st);
    return rc;
}

typedef struct {
    srv_store *to;
    long games, actions, taken;
    char first[SRV_ID_HEX + 1];
} copy_ctx;

/* Counts the destination's games that the source has too. */
static int seen_there(void *ctx, const srv_stored_game *sg)
{
    copy_ctx *c = ctx;
    if (!c->taken++)
        snprintf(c->first, sizeof c->first, "%s", sg->id);
    return 0;
}

static int copy_one(void *ctx, const srv_stored_game *sg)
{
    copy_ctx *c = ctx;
    char err[256];
    if (srv_store_load_game(c->to, sg->id, seen_there, c, err, sizeof err) != 0) {
        fprintf(stderr, "arnak store: %s\n", err);
        return -1;
    }
    if (srv_store_add_copy(c->to, sg) != 0) {
        fprintf(stderr, "arnak store: out of memory\n");
        return -1;
    }
    c->games++;
    c->actions += (long)sg->nactions;
    return 0;
}

static int copy(const char *dir, const char *url)
{
    if (srv_store_is_url(dir) || !srv_store_is_url(url))
        return cli_usage_error("store", "copy wants a folder (SQLite) and a postgresql:// URL");
    /* the database file named instead of its folder */
    char folder[4096];
    struct stat sb;
    size_t len = strlen(dir);
    if (stat(dir, &sb) == 0 && S_ISREG(sb.st_mode) && len >= 8 &&
        strcmp(dir + len - 8, "arnak.db") == 0 && len - 8 < sizeof folder) {
        size_t keep = len - 8 > 1 && dir[len - 9] == '/' ? len - 9 : len - 8;
        snprintf(folder, sizeof folder, "%.*s", (int)keep, dir);
        if (!folder[0])
            snprintf(folder, sizeof folder, ".");
        dir = folder;
    }
    if (no_sqlite_store(dir))
        return 1;
    srv_store *from = NULL;
    srv_hub *h = NULL;
    long games = 0;
    if (checked(dir, &from, &h, &games) != 0) {
        if (h)
            fprintf(stderr, "arnak store: %s is damaged (`arnak store check %s` names what): "
                    "nothing copied\n", srv_store_label(from), dir);
        srv_hub_free(h);
        srv_store_close(from);
        return 1;
    }
    srv_hub_free(h);
    char err[512];
    copy_ctx c = {.to = srv_store_open(url, err, sizeof err)};
    int rc = c.to ? 0 : 1;
    if (!c.to)
        fprintf(stderr, "arnak store: %s\n", err);
    if (rc == 0 && srv_store_load(from, copy_one, &c, err, sizeof err) != 0)
        rc = 1;
    if (rc == 0 && c.taken) {
        fprintf(stderr, "arnak store: %ld of the games (%s first) are in %s already: nothing "
                "copied\n", c.taken, c.first, srv_store_label(c.to));
        rc = 1;
    }
    /* Nothing is submitted unless every game could be noted: one transaction. */
    if (rc == 0 && srv_store_wait(c.to, srv_store_submit(c.to), err, sizeof err) != 0) {
        fprintf(stderr, "arnak store: %s: nothing copied\n", err);
        rc = 1;
    }
    if (rc == 0)
        printf("copied %ld games (%ld actions) from %s to %s\n", c.games, c.actions,
               srv_store_label(from), srv_store_label(c.to));
    srv_store_close(from);
    srv_store_close(c.to);
    return rc == 0 ? check(url) : rc;
}

static int backup(const char *where, const char *out)
{
    if (srv_store_is_url(where))
        return cli_usage_error("store", "backup wants a folder (SQLite); a PostgreSQL "
                               "database is backed up with pg_dump (docs/SCALING.md)");
    if (no_sqlite_store(where))
        return 1;
    char err[512];
    if (srv_store_backup(where, out, err, sizeof err) != 0) {
        fprintf(stderr, "arnak store: %s\n", err);
        return 1;
    }
    printf("backed up %s to %s\n", where, out);
    return check(out);
}

static int store_main(int argc, char **argv);

const cli_command srv_store_command = {
    "store",
    "check DIR|URL|FILE | backup DIR FILE | copy DIR URL",
    "the server store's integrity, checked beside or without a server; backups; a copy to "
    "PostgreSQL",
    "check: checks the server's store without starting a server: DIR/arnak.db (the\n"
    "folder of `arnak serve --data DIR`; SQLite's quick_check) or the PostgreSQL\n"
    "database of a postgresql:// URL; every game's actions complete and replaying to\n"
    "their stored hashes.  Each damaged game is named on one line; exit 1 when\n"
    "anything is damaged.  A store that a server is running on is read as a\n"
    "snapshot and left unchanged; FILE: an SQLite file itself (a backup).\n"
    "backup: copies the SQLite store in DIR into the new file FILE, safely while a\n"
    "server runs (restore: put it in a folder as arnak.db), then checks the copy.\n"
    "copy: copies every game of the SQLite store in DIR (checked first) into the\n"
    "PostgreSQL database URL, in one transaction; refuses when a game is there\n"
    "already.  Then checks the copy.\n",
    store_opts,
    3,
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
    int rc = cli_parse(&srv_store_command, argc, argv, no_option, NULL, &first);
    if (rc != CLI_GO)
        return rc;
    if (argc - first == 2 && strcmp(argv[first], "check") == 0)
        return check(argv[first + 1]);
    if (argc - first == 3 && strcmp(argv[first], "copy") == 0)
        return copy(argv[first + 1], argv[first + 2]);
    if (argc - first == 3 && strcmp(argv[first], "backup") == 0)
        return backup(argv[first + 1], argv[first + 2]);
    return cli_usage_error("store", "wants 'check DIR|URL|FILE', 'backup DIR FILE' or "
                           "'copy DIR URL'");
}
