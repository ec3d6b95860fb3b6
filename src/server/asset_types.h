/* asset_types.h - the content types of the page's files, by extension; shared
 * by the build-time embedder (src/tools/embed_assets.c) and the server, so a
 * file the build embeds is always one the server can serve. */
#ifndef SRV_ASSET_TYPES_H
#define SRV_ASSET_TYPES_H

#include <string.h>

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
