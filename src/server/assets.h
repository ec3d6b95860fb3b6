/* assets.h - the browser page's files (web/), built into the program by
 * src/tools/embed_assets.c, and the lookup `arnak serve` uses for HTTP. */
#ifndef SRV_ASSETS_H
#define SRV_ASSETS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    const char *path; /* "/index.html", "/js/app.js" */
    const char *mime; /* content type */
    const unsigned char *data;
    size_t len;
    const unsigned char *gz; /* the same bytes gzip-compressed; NULL when that is no smaller */
    size_t gz_len;
    const char *etag, *gz_etag; /* strong ETags, quoted (asset_types.h: srv_etag_for) */
} srv_asset;

/* Every embedded file, ending with an entry whose path is NULL (generated). */
extern const srv_asset srv_assets[];

/* The file served at an HTTP path ("/" is "/index.html"; a query string is
 * ignored), or NULL.  Only the embedded table is searched. */
const srv_asset *srv_asset_find(const char *path);

/* Does an Accept-Encoding header value (NULL: none) accept gzip?  Only a
 * "gzip" (or "x-gzip", or "*") entry without ";q=0" does. */
bool srv_accepts_gzip(const char *accept_encoding);

/* Does an If-None-Match header value (NULL: none) name `etag`?  "*" names
 * every tag; a weak "W/" tag compares by its value (RFC 9110, 13.1.2). */
bool srv_etag_matches(const char *if_none_match, const char *etag);

/* The content type for a file name by its extension, or NULL when the page
 * never serves such a file. */
const char *srv_asset_mime(const char *name);

/* Reads the file for an HTTP path from a folder on disk (`arnak serve --web
 * DIR`, for working on the page without rebuilding): refuses paths with "..",
 * hidden names, unknown extensions and files over 4 MiB.  Returns a malloc'd
 * buffer (*len set, *mime the content type) or NULL. */
unsigned char *srv_asset_read(const char *dir, const char *path, size_t *len, const char **mime);

#endif
