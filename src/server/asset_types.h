/* asset_types.h - the content types of the page's files, by extension, and the
 * hash their ETags are made of; shared by the build-time embedder
 * (src/tools/embed_assets.c) and the server, so a file the build embeds is
 * always one the server can serve, and a file served from --web gets the ETag
 * the same bytes built in would have. */
#ifndef SRV_ASSET_TYPES_H
#define SRV_ASSET_TYPES_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The longest ETag, quotes and terminator included: '"' 16 hex digits ".gz" '"'. */
#define SRV_ETAG_MAX 24

/* A strong ETag for a file's bytes: FNV-1a (64 bits) of them, quoted; a gzip
 * body is another representation of the same file, so its tag ends in ".gz". */
static inline void srv_etag_for(const unsigned char *data, size_t len, int gzip,
                                char out[SRV_ETAG_MAX])
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ data[i]) * 0x100000001b3u;
    snprintf(out, SRV_ETAG_MAX, "\"%016llx%s\"", (unsigned long long)h, gzip ? ".gz" : "");
}

static inline const char *srv_mime_for(const char *name)
{
    static const struct {
        const char *ext, *mime;
    } types[] = {
        {".html", "text/html; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".svg", "image/svg+xml"},
        {".json", "application/json"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".txt", "text/plain; charset=utf-8"},
    };
    const char *dot = name ? strrchr(name, '.') : NULL;
    for (size_t i = 0; dot && i < sizeof types / sizeof types[0]; i++)
        if (strcmp(dot, types[i].ext) == 0)
            return types[i].mime;
    return NULL;
}

#endif
