/* store_folder.c - the SQLite store's folder (store_folder.h): its files'
 * modes, its one writer (DIR/arnak.pid), the marker beside arnak.db, and the
 * online backup.  Nothing here opens a descriptor of arnak.db: on Linux
 * closing one would drop SQLite's POSIX locks on it (store_sqlite.c). */
#include "store_folder.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "store_mac.h"

#define MARKER_TEXT                                                                        \
    "arnak store: arnak.db beside this file holds the server's games.\n"                  \
    "While this file exists, an empty or missing arnak.db is damage, not a new store.\n"

/* The size of a file, or -1 when there is none. */
long long srv_file_size(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? (long long)sb.st_size : -1;
}

/* Seeds (and the seat tokens' hashes) are in the store: the folder 0700, made
 * so or tightened when found looser (before SQLite makes a file in it). */
int srv_folder_private(const char *dir, char *err, size_t n)
{
    struct stat sb;
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, n, "cannot create %s: %s", dir, strerror(errno));
        return -1;
    }
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        snprintf(err, n, "%s: not a folder", dir);
        return -1;
    }
    if ((sb.st_mode & 077) && chmod(dir, sb.st_mode & 0700) != 0) {
        snprintf(err, n, "cannot make %s private: %s", dir, strerror(errno));
        return -1;
    }
    return 0;
}

/* The database's files 0600, by name: SQLite gives the -wal and -shm files
 * it makes the database file's mode, so the file is tightened right after
 * SQLite made it, before the first PRAGMA makes them.  Never open() and
 * close() arnak.db here (store_sqlite.c, at its top). */
int srv_folder_private_files(const char *db, char *err, size_t n)
{
    static const char *const side[] = {"", "-wal", "-shm", ".marker"};
    for (size_t i = 0; i < sizeof side / sizeof *side; i++) {
        char p[4200];
        struct stat sb;
        snprintf(p, sizeof p, "%s%s", db, side[i]);
        if (stat(p, &sb) == 0 && (sb.st_mode & 077) && chmod(p, sb.st_mode & 0600) != 0 &&
            i == 0) {
            snprintf(err, n, "cannot make %s private: %s", db, strerror(errno));
            return -1;
        }
    }
    return 0;
}

/* What process `pid` runs, as its command line ("" when it cannot be read). */
static void command_of(long pid, char *out, size_t n)
{
    char p[64];
    out[0] = '\0';
    snprintf(p, sizeof p, "/proc/%ld/cmdline", pid);
    FILE *f = fopen(p, "rb");
    if (!f)
        return;
    size_t k = fread(out, 1, n - 1, f);
    fclose(f);
    out[k] = '\0';
    for (size_t i = 0; i + 1 < k; i++)
        if (out[i] == '\0')
            out[i] = ' ';
}

/* The folder's one writer: DIR/arnak.pid locked for as long as the store is
 * open, the pid in it.  The descriptor, -1 with a message, or -2 when another
 * process has it (the message names that process).  The file is never
 * removed: a writer that ended (even by kill -9) left no lock, and removing
 * it could let two writers lock two files of that name. */
int srv_folder_take(const char *dir, char *err, size_t n)
{
    char p[4200];
    snprintf(p, sizeof p, "%s/arnak.pid", dir);
    int fd = open(p, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        snprintf(err, n, "cannot open %s: %s", p, strerror(errno));
        return -1;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
        char line[32];
        int len = snprintf(line, sizeof line, "%ld\n", (long)getpid());
        if (ftruncate(fd, 0) != 0 || pwrite(fd, line, (size_t)len, 0) != len) {
            snprintf(err, n, "cannot write %s: %s", p, strerror(errno));
            close(fd);
            return -1;
        }
        return fd;
    }
    int why = errno;
    if (why != EWOULDBLOCK) {
        snprintf(err, n, "cannot lock %s: %s", p, strerror(why));
        close(fd);
        return -1;
    }
    char text[32] = "", cmd[160];
    ssize_t got = pread(fd, text, sizeof text - 1, 0);
    close(fd);
    text[got > 0 ? got : 0] = '\0';
    long pid = strtol(text, NULL, 10);
    command_of(pid, cmd, sizeof cmd);
    if (pid > 0)
        snprintf(err, n, "%s is in use by process %ld%s%s%s: one process keeps a folder's "
                 "games (stop it, or give another folder)", dir, pid, cmd[0] ? " (" : "", cmd,
                 cmd[0] ? ")" : "");
    else
        snprintf(err, n, "%s is in use by another process: one process keeps a folder's games "
                 "(stop it, or give another folder)", dir);
    return -2;
}

int srv_folder_marker(const char *path, char *err, size_t n)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno == EEXIST)
            return 0;
        snprintf(err, n, "cannot create %s: %s", path, strerror(errno));
        return -1;
    }
    size_t len = strlen(MARKER_TEXT);
    bool ok = write(fd, MARKER_TEXT, len) == (ssize_t)len && fsync(fd) == 0;
    close(fd);
    if (!ok) {
        snprintf(err, n, "cannot write %s", path);
        unlink(path);
        return -1;
    }
    return 0;
}

/* fsync of a file or folder by name (a file this process made: not arnak.db). */
int srv_sync_path(const char *path, int flags)
{
    int fd = open(path, flags | O_CLOEXEC);
    if (fd < 0)
        return -1;
    int rc = fsync(fd);
    close(fd);
    return rc;
}

/* The folder of a path ("." for a bare name), for its fsync after a rename. */
void srv_folder_of(const char *path, char *dir, size_t n)
{
    snprintf(dir, n, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *(slash == dir ? slash + 1 : slash) = '\0';
    else
        snprintf(dir, n, ".");
}

/* An online copy: SQLite's backup API from a read-only connection, all pages
 * in one step (one read transaction: a snapshot of what was committed,
 * whatever the writer commits meanwhile), into OUT.tmp, flushed, renamed
 * over nothing (an OUT that exists is refused), its folder flushed. */
int srv_sqlite_backup(const char *where, const char *out, char *err, size_t n)
{
    char src[4096], tmp[4200], dir[4096];
    struct stat sb;
    bool file = stat(where, &sb) == 0 && S_ISREG(sb.st_mode);
    snprintf(src, sizeof src, file ? "%s" : "%s/arnak.db", where);
    if (stat(src, &sb) != 0) {
        snprintf(err, n, "%s: no store here (no arnak.db)", where);
        return -1;
    }
    char outkey[4200];
    snprintf(outkey, sizeof outkey, "%s.key", out);
    if (lstat(out, &sb) == 0 || lstat(outkey, &sb) == 0) {
        snprintf(err, n, "%s exists already: a backup is written to a new file",
                 lstat(out, &sb) == 0 ? out : outkey);
        return -1;
    }
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", out) >= sizeof tmp) {
        snprintf(err, n, "the backup's file name is too long");
        return -1;
    }
    unlink(tmp);
    sqlite3 *from = NULL, *to = NULL;
    int rc = -1;
    if (sqlite3_open_v2(src, &from, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        snprintf(err, n, "cannot open %s: %s", src, from ? sqlite3_errmsg(from) : "no memory");
        goto out;
    }
    sqlite3_busy_timeout(from, 5000);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600); /* made private */
    if (fd < 0 || close(fd) != 0 ||
        sqlite3_open_v2(tmp, &to, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
        snprintf(err, n, "cannot create %s: %s", tmp, to ? sqlite3_errmsg(to) : strerror(errno));
        goto out;
    }
    sqlite3_backup *b = sqlite3_backup_init(to, "main", from, "main");
    int step = SQLITE_ERROR;
    for (int tries = 0; b && tries < 100; tries++) {
        step = sqlite3_backup_step(b, -1);
        if (step != SQLITE_BUSY && step != SQLITE_LOCKED)
            break;
        sqlite3_sleep(50);
    }
    if (!b || sqlite3_backup_finish(b) != SQLITE_OK || step != SQLITE_DONE) {
        snprintf(err, n, "cannot copy %s: %s", src, sqlite3_errmsg(to));
        goto out;
    }
    /* one file: the copy needs no -wal beside it */
    if (sqlite3_exec(to, "PRAGMA journal_mode=DELETE", NULL, NULL, NULL) != SQLITE_OK) {
        snprintf(err, n, "cannot finish %s: %s", tmp, sqlite3_errmsg(to));
        goto out;
    }
    if (sqlite3_close(to) != SQLITE_OK) {
        snprintf(err, n, "cannot finish %s", tmp);
        goto out;
    }
    to = NULL;
    /* the key beside the copy (FILE.key), so that its rows can be checked */
    char key_from[4200], key_to[4300];
    snprintf(key_from, sizeof key_from, file ? "%.4000s.key" : "%.4000s/arnak.key", where);
    snprintf(key_to, sizeof key_to, "%s.key", out);
    if (srv_mac_key_copy(key_from, key_to, err, n) < 0)
        goto out;
    srv_folder_of(out, dir, sizeof dir);
    if (srv_sync_path(tmp, O_RDONLY) != 0 || rename(tmp, out) != 0 ||
        srv_sync_path(dir, O_RDONLY | O_DIRECTORY) != 0) {
        snprintf(err, n, "cannot write %s: %s", out, strerror(errno));
        goto out;
    }
    rc = 0;
out:
    sqlite3_close(to);
    sqlite3_close(from);
    if (rc != 0)
        unlink(tmp);
    return rc;
}

