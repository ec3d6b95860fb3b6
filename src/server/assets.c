/* assets.c - finding the page's files for `arnak serve` (assets.h): the
 * embedded table, or a folder on disk with --web. */
#define _DEFAULT_SOURCE /* realpath */
#include "assets.h"

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "asset_types.h"

#define ASSET_MAX_BYTES (4u << 20)

/* The path without its query string, "/" meaning the page; false when it is
 * too long or not absolute. */
static bool clean_path(const char *path, char *out, size_t n)
{
    if (!path || path[0] != '/')
        return false;
    size_t len = strcspn(path, "?#");
    if (len == 1) {
        snprintf(out, n, "/index.html");
        return true;
    }
    if (len >= n)
        return false;
    memcpy(out, path, len);
    out[len] = '\0';
    return true;
}

const srv_asset *srv_asset_find(const char *path)
{
    char p[512];
    if (!clean_path(path, p, sizeof p))
        return NULL;
    for (const srv_asset *a = srv_assets; a->path; a++)
        if (strcmp(a->path, p) == 0)
            return a;
    return NULL;
}

const char *srv_asset_mime(const char *name) { return srv_mime_for(name); }

/* The next comma-separated entry of a header list: *s moves past it; [*b, *e)
 * is the entry without spaces around it and without its parameters (";q=..."),
 * *q its q-value (1 when none).  False at the end of the list. */
static bool next_entry(const char **s, const char **b, const char **e, double *q)
{
    const char *p = *s;
    while (*p == ' ' || *p == '\t' || *p == ',')
        p++;
    if (!*p)
        return false;
    const char *end = p + strcspn(p, ",");
    *b = p;
    *e = p + strcspn(p, ";,");
    while (*e > *b && ((*e)[-1] == ' ' || (*e)[-1] == '\t'))
        (*e)--;
    *q = 1;
    for (const char *par = *e; par < end && (par = strchr(par, ';')) != NULL && par < end; par++) {
        while (par[1] == ' ' || par[1] == '\t')
            par++;
        if ((par[1] == 'q' || par[1] == 'Q') && par[2] == '=')
            *q = strtod(par + 3, NULL);
    }
    *s = end;
    return true;
}

static bool entry_is(const char *b, const char *e, const char *word)
{
    return (size_t)(e - b) == strlen(word) && strncasecmp(b, word, (size_t)(e - b)) == 0;
}

bool srv_accepts_gzip(const char *accept_encoding)
{
    const char *s = accept_encoding ? accept_encoding : "", *b, *e;
    double q;
    bool gzip = false, star = false, said_gzip = false;
    while (next_entry(&s, &b, &e, &q)) {
        if (entry_is(b, e, "gzip") || entry_is(b, e, "x-gzip")) {
            said_gzip = true;
            gzip = gzip || q > 0;
        } else if (entry_is(b, e, "*")) {
            star = q > 0;
        }
    }
    return gzip || (!said_gzip && star);
}

bool srv_etag_matches(const char *if_none_match, const char *etag)
{
    const char *s = if_none_match ? if_none_match : "", *b, *e;
    double q;
    size_t n = strlen(etag);
    while (next_entry(&s, &b, &e, &q)) {
        if (entry_is(b, e, "*"))
            return true;
        if (e - b > 2 && b[0] == 'W' && b[1] == '/')
            b += 2;
        if ((size_t)(e - b) == n && strncmp(b, etag, n) == 0)
            return true;
    }
    return false;
}

/* Only plain names below the folder: no "..", no hidden files, no empty parts. */
static bool safe_path(const char *p)
{
    for (const char *s = p; *s; s++)
        if (*s == '\\' || (unsigned char)*s < 0x20)
            return false;
    for (const char *s = p; (s = strchr(s, '/')) != NULL; s++)
        if (s[1] == '.' || s[1] == '/' || s[1] == '\0')
            return false;
    return true;
}

unsigned char *srv_asset_read(const char *dir, const char *path, size_t *len, const char **mime)
{
    char p[512], full[4096];
    if (!dir || !len || !mime || !clean_path(path, p, sizeof p) || !safe_path(p))
        return NULL;
    *mime = srv_mime_for(p);
    if (!*mime || (size_t)snprintf(full, sizeof full, "%s%s", dir, p) >= sizeof full)
        return NULL;
    /* Symbolic links may point anywhere: only what resolves inside the folder
     * (dir is itself resolved, see --web) is read, by its resolved name. */
    char real[PATH_MAX];
    size_t dl = strlen(dir);
    if (!realpath(full, real) || strncmp(real, dir, dl) != 0 || (dl > 1 && real[dl] != '/'))
        return NULL;
    FILE *f = fopen(real, "rb");
    if (!f)
        return NULL;
    struct stat st;
    unsigned char *buf = NULL;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size <= ASSET_MAX_BYTES) {
        buf = malloc((size_t)st.st_size + 1);
        if (buf && fread(buf, 1, (size_t)st.st_size, f) != (size_t)st.st_size) {
            free(buf);
            buf = NULL;
        }
        *len = (size_t)st.st_size;
    }
    fclose(f);
    return buf;
}
