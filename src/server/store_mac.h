/* store_mac.h - the SQLite store's keyed MAC (store_mac.c): a secret key in a
 * 0600 file beside the store (DIR/arnak.key), and the SQL function
 * arnak_mac(...) that store_sqlite.c writes into every games row and the
 * count of games created, and checks when it reads them back.  Only the
 * store's files include it. */
#ifndef SRV_STORE_MAC_H
#define SRV_STORE_MAC_H

#include <stdbool.h>
#include <stddef.h>

#include <sqlite3.h>

#define SRV_MAC_KEY 32 /* bytes of key */

/* The key in file `path`: 1 and the key, 0 when there is no such file, -1
 * with a message when it cannot be read or is not a key. */
int srv_mac_key_load(const char *path, unsigned char *key, char *err, size_t n);
/* A new random key written to the new file `path` (0600, flushed): 0, or -1
 * with a message. */
int srv_mac_key_make(const char *path, unsigned char *key, char *err, size_t n);
/* A copy of the key file `from` as the new file `to` (0600, flushed): 0, 1
 * when there is no `from`, -1 with a message. */
int srv_mac_key_copy(const char *from, const char *to, char *err, size_t n);
/* arnak_mac(v1, v2, ...) on connection db: HMAC-SHA256 under key (copied
 * into the connection's own MAC context) of the values' types and bytes, its
 * first 8 bytes as an integer; NULL when key is NULL (a store without one).
 * 0, or -1 when OpenSSL or SQLite refuses it. */
int srv_mac_register(sqlite3 *db, const unsigned char *key);

#endif
