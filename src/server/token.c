/* token.c - random game ids and seat tokens from the kernel (getrandom), the
 * deterministic stand-in that only transcript tests switch on, and the hashes
 * (SHA-256, OpenSSL's libcrypto) in which the server keeps the tokens. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include <openssl/evp.h>

#include "core/splitmix.h"
#include "server.h"

static void to_hex(char *buf, const unsigned char *b, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        buf[2 * i] = digits[b[i] >> 4];
        buf[2 * i + 1] = digits[b[i] & 15];
    }
    buf[2 * n] = '\0';
}

int srv_random_hex(char *buf, size_t nbytes)
{
    unsigned char b[64];
    if (nbytes > sizeof b)
        return -1;
    size_t got = 0;
    while (got < nbytes) {
        ssize_t r = getrandom(b + got, nbytes - got, 0);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        got += (size_t)r;
    }
    to_hex(buf, b, nbytes);
    return 0;
}

void srv_test_hex(char *buf, size_t nbytes, uint64_t *counter)
{
    unsigned char b[64];
    if (nbytes > sizeof b)
        nbytes = sizeof b;
    for (size_t i = 0; i < nbytes; i += 8) {
        uint64_t x = splitmix64(counter);
        for (size_t k = 0; k < 8 && i + k < nbytes; k++)
            b[i + k] = (unsigned char)(x >> (8 * k));
    }
    to_hex(buf, b, nbytes);
}

bool srv_token_equal(const char *a, const char *b)
{
    /* Length first (not secret: every token has the same length), then every
     * byte, so the time taken does not tell how many leading bytes match. */
    size_t la = strlen(a), lb = strlen(b);
    if (la != lb)
        return false;
    unsigned char d = 0;
    for (size_t i = 0; i < la; i++)
        d |= (unsigned char)(a[i] ^ b[i]);
    return d == 0;
}

int srv_token_hash(const char *token, char *out)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    out[0] = '\0';
    if (!token || EVP_Digest(token, strlen(token), md, &len, EVP_sha256(), NULL) != 1 ||
        len * 2 != SRV_TOKEN_HASH_HEX)
        return -1;
    to_hex(out, md, len);
    return 0;
}

bool srv_token_matches(const char *token, const char *hash)
{
    char h[SRV_TOKEN_HASH_HEX + 1];
    if (!hash || !*hash || srv_token_hash(token, h) != 0)
        return false;
    return srv_token_equal(h, hash);
}

bool srv_token_check(srv_token_seen **seen, const char *token, const char *hash, bool fresh)
{
    if (!token || !hash || !*hash)
        return false;
    srv_token_seen *s = *seen;
    if (s && !fresh)
        for (int i = 0; i < SRV_TOKEN_SEEN; i++)
            if (s->k[i].hash[0] && srv_token_equal(s->k[i].hash, hash) &&
                srv_token_equal(s->k[i].token, token))
                return true;
    if (!srv_token_matches(token, hash))
        return false;
    if (strlen(token) != SRV_TOKEN_HEX || (!s && !(s = *seen = calloc(1, sizeof *s))))
        return true;
    int slot = -1;
    for (int i = 0; i < SRV_TOKEN_SEEN && slot < 0; i++)
        if (srv_token_equal(s->k[i].hash, hash))
            slot = i;
    if (slot < 0)
        slot = (int)(s->next++ % SRV_TOKEN_SEEN);
    memcpy(s->k[slot].token, token, SRV_TOKEN_HEX + 1);
    memcpy(s->k[slot].hash, hash, SRV_TOKEN_HASH_HEX + 1);
    return true;
}
