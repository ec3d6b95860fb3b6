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

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>

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

/* A connection's MAC: OpenSSL's HMAC fetched and keyed once (a fetch by name
 * per call was most of its cost), started again with the same key per row. */
typedef struct {
    EVP_MAC *mac;
    EVP_MAC_CTX *ctx;
} conn_mac;

static void conn_mac_free(void *p)
{
    conn_mac *m = p;
    if (!m)
        return;
    EVP_MAC_CTX_free(m->ctx);
    EVP_MAC_free(m->mac);
    free(m);
}

static conn_mac *conn_mac_new(const unsigned char *key)
{
    conn_mac *m = calloc(1, sizeof *m);
    char digest[] = "SHA256";
    OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, digest, 0),
                           OSSL_PARAM_construct_end()};
    if (!m || !(m->mac = EVP_MAC_fetch(NULL, "HMAC", NULL)) ||
        !(m->ctx = EVP_MAC_CTX_new(m->mac)) || !EVP_MAC_init(m->ctx, key, SRV_MAC_KEY, params)) {
        conn_mac_free(m);
        return NULL;
    }
    return m;
}

static void put_u64(EVP_MAC_CTX *ctx, uint64_t v)
{
    unsigned char be[8];
    for (int i = 0; i < 8; i++)
        be[i] = (unsigned char)(v >> (56 - 8 * i));
    EVP_MAC_update(ctx, be, sizeof be);
}

static void mac_fn(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    conn_mac *m = sqlite3_user_data(ctx);
    if (!m) {
        sqlite3_result_null(ctx);
        return;
    }
    if (!EVP_MAC_init(m->ctx, NULL, 0, NULL)) { /* the same key, a new message */
        sqlite3_result_error(ctx, "arnak_mac: cannot start", -1);
        return;
    }
    for (int i = 0; i < argc; i++) {
        unsigned char type = (unsigned char)sqlite3_value_type(argv[i]);
        EVP_MAC_update(m->ctx, &type, 1);
        if (type == SQLITE_INTEGER) {
            put_u64(m->ctx, (uint64_t)sqlite3_value_int64(argv[i]));
        } else if (type == SQLITE_FLOAT) {
            double d = sqlite3_value_double(argv[i]);
            uint64_t bits;
            memcpy(&bits, &d, sizeof bits);
            put_u64(m->ctx, bits);
        } else if (type == SQLITE_TEXT || type == SQLITE_BLOB) {
            const void *data = type == SQLITE_TEXT ? (const void *)sqlite3_value_text(argv[i])
                                                   : sqlite3_value_blob(argv[i]);
            uint32_t len = (uint32_t)sqlite3_value_bytes(argv[i]);
            unsigned char be[4] = {(unsigned char)(len >> 24), (unsigned char)(len >> 16),
                                   (unsigned char)(len >> 8), (unsigned char)len};
            EVP_MAC_update(m->ctx, be, sizeof be);
            if (len)
                EVP_MAC_update(m->ctx, data, len);
        }
    }
    unsigned char md[EVP_MAX_MD_SIZE];
    size_t mdlen = 0;
    if (!EVP_MAC_final(m->ctx, md, &mdlen, sizeof md) || mdlen < 8) {
        sqlite3_result_error(ctx, "arnak_mac: cannot finish", -1);
        return;
    }
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | md[i];
    sqlite3_result_int64(ctx, (sqlite3_int64)v);
}

int srv_mac_register(sqlite3 *db, const unsigned char *key)
{
    conn_mac *m = NULL;
    if (key && !(m = conn_mac_new(key)))
        return -1;
    /* SQLite frees m with the function (at close, or on failure here) */
    return sqlite3_create_function_v2(db, "arnak_mac", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, m,
                                      mac_fn, NULL, NULL, conn_mac_free) == SQLITE_OK
               ? 0
               : -1;
}
