/* store_mac.c - the SQLite store's keyed MAC (store_mac.h).
 *
 * What it is for: a consistent edit of arnak.db by anything but the server
 * (sqlite3 by hand, a tool, a copy edited elsewhere and put back) passes
 * every structural check: a game deleted with the count of games lowered
 * along, a row's resignation or seats changed.  Each games row carries
 * arnak_mac() of all its columns, and meta's 'games_mac' that of the count,
 * under a key that never enters the database; the server writes them in the
 * same statements as the values, and every read checks them.  What it does
 * not catch (docs/SCALING.md, "Integrity"): an edit by someone who can read
 * the key file, the whole file replaced by an older copy made with the same
 * key, and chat rows (never part of a game's integrity).
 *
 * The value hashed: per argument one type byte, then an integer's 8 bytes
 * (big-endian), a text's or blob's 4-byte length and bytes, a float's 8
 * bytes; nothing for NULL.  Types are part of it: 5 and '5' differ. */
#include "store_mac.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

int srv_mac_key_load(const char *path, unsigned char *key, char *err, size_t n)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) {
        if (errno == ENOENT)
            return 0;
        snprintf(err, n, "cannot read %s: %s", path, strerror(errno));
        return -1;
    }
    unsigned char buf[SRV_MAC_KEY + 1];
    ssize_t got = read(fd, buf, sizeof buf);
    close(fd);
    if (got != SRV_MAC_KEY) {
        snprintf(err, n, "%s: damaged: a key is %d bytes, the file has %s", path, SRV_MAC_KEY,
                 got < 0 ? "none readable" : got > SRV_MAC_KEY ? "more" : "fewer");
        return -1;
    }
    memcpy(key, buf, SRV_MAC_KEY);
    return 1;
}

/* The new file `path` holding the n bytes at b, 0600 and flushed. */
static int write_new(const char *path, const unsigned char *b, size_t len, char *err, size_t n)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        snprintf(err, n, "cannot create %s: %s", path, strerror(errno));
        return -1;
    }
    bool ok = write(fd, b, len) == (ssize_t)len && fsync(fd) == 0;
    if (close(fd) != 0)
        ok = false;
    if (!ok) {
        snprintf(err, n, "cannot write %s: %s", path, strerror(errno));
        unlink(path);
        return -1;
    }
    return 0;
}

int srv_mac_key_make(const char *path, unsigned char *key, char *err, size_t n)
{
    size_t got = 0;
    while (got < SRV_MAC_KEY) {
        ssize_t r = getrandom(key + got, SRV_MAC_KEY - got, 0);
        if (r < 0 && errno != EINTR) {
            snprintf(err, n, "no random bytes for the store's key: %s", strerror(errno));
            return -1;
        }
        got += r > 0 ? (size_t)r : 0;
    }
    return write_new(path, key, SRV_MAC_KEY, err, n);
}

int srv_mac_key_copy(const char *from, const char *to, char *err, size_t n)
{
    unsigned char key[SRV_MAC_KEY];
    int rc = srv_mac_key_load(from, key, err, n);
    return rc <= 0 ? (rc == 0 ? 1 : -1) : write_new(to, key, sizeof key, err, n);
}

typedef struct {
    unsigned char small[1024], *p;
    size_t len, cap;
    bool oom;
} mac_buf;

static void put(mac_buf *b, const void *data, size_t len)
{
    if (b->oom)
        return;
    if (b->len + len > b->cap) {
        size_t cap = b->cap * 2 > b->len + len ? b->cap * 2 : b->len + len;
        unsigned char *np = b->p == b->small ? malloc(cap) : realloc(b->p, cap);
        if (!np) {
            b->oom = true;
            return;
        }
        if (b->p == b->small)
            memcpy(np, b->small, b->len);
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->len, data, len);
    b->len += len;
}

static void put_u64(mac_buf *b, uint64_t v)
{
    unsigned char be[8];
    for (int i = 0; i < 8; i++)
        be[i] = (unsigned char)(v >> (56 - 8 * i));
    put(b, be, sizeof be);
}

static void mac_fn(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const unsigned char *key = sqlite3_user_data(ctx);
    if (!key) {
        sqlite3_result_null(ctx);
        return;
    }
    mac_buf b = {.len = 0, .cap = sizeof b.small};
    b.p = b.small;
    for (int i = 0; i < argc; i++) {
        unsigned char type = (unsigned char)sqlite3_value_type(argv[i]);
        put(&b, &type, 1);
        if (type == SQLITE_INTEGER) {
            put_u64(&b, (uint64_t)sqlite3_value_int64(argv[i]));
        } else if (type == SQLITE_FLOAT) {
            double d = sqlite3_value_double(argv[i]);
            uint64_t bits;
            memcpy(&bits, &d, sizeof bits);
            put_u64(&b, bits);
        } else if (type == SQLITE_TEXT || type == SQLITE_BLOB) {
            const void *data = type == SQLITE_TEXT ? (const void *)sqlite3_value_text(argv[i])
                                                   : sqlite3_value_blob(argv[i]);
            uint32_t len = (uint32_t)sqlite3_value_bytes(argv[i]);
            unsigned char be[4] = {(unsigned char)(len >> 24), (unsigned char)(len >> 16),
                                   (unsigned char)(len >> 8), (unsigned char)len};
            put(&b, be, sizeof be);
            if (len)
                put(&b, data, len);
        }
    }
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int mdlen = 0;
    bool ok = !b.oom && HMAC(EVP_sha256(), key, SRV_MAC_KEY, b.p, b.len, md, &mdlen) && mdlen >= 8;
    if (b.p != b.small)
        free(b.p);
    if (!ok) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | md[i];
    sqlite3_result_int64(ctx, (sqlite3_int64)v);
}

int srv_mac_register(sqlite3 *db, const unsigned char *key)
{
    return sqlite3_create_function_v2(db, "arnak_mac", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                                      (void *)key, mac_fn, NULL, NULL, NULL) == SQLITE_OK
               ? 0
               : -1;
}
