/* embed_assets.c - build-time tool: writes a C file holding the browser page's
 * files (web/) as byte arrays, so that `arnak serve` is one program with no
 * files to install beside it.
 *
 *   embed_assets OUT.c ROOT FILE...
 *
 * Each FILE is a path under ROOT; it is served at "/" + that path.  Each is
 * stored twice: as it is, and gzip-compressed (zlib, level 9) when that is
 * smaller, for the browsers that accept gzip; each form with its strong ETag
 * (asset_types.h).  Compressing here costs the server nothing per request.
 * The table (src/server/assets.h) keeps the order given; the build passes the
 * files sorted, and the gzip header carries no time, so the output is the
 * same on every machine. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../server/asset_types.h"

#define ASSET_MAX_BYTES (16u << 20)

/* The whole file, malloc'd, or NULL with a line on stderr. */
static unsigned char *slurp(const char *path, size_t *len)
{
    FILE *in = fopen(path, "rb");
    if (!in) {
        perror(path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    unsigned char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, in)) > 0;) {
        n += got;
        if (n == cap) {
            unsigned char *more = cap < ASSET_MAX_BYTES ? realloc(buf, cap * 2) : NULL;
            if (!more) {
                fprintf(stderr, "embed_assets: %s is over %u bytes\n", path, ASSET_MAX_BYTES);
                free(buf);
                buf = NULL;
                break;
            }
            buf = more;
            cap *= 2;
        }
    }
    if (buf && ferror(in)) {
        fprintf(stderr, "embed_assets: cannot read %s\n", path);
        free(buf);
        buf = NULL;
    }
    fclose(in);
    *len = n;
    return buf;
}

/* data gzip-compressed into a malloc'd buffer (*gz_len set), or NULL when
 * zlib fails.  windowBits 15 + 16 asks zlib for the gzip wrapper; its header
 * holds no file name and a zero time. */
static unsigned char *gzip(const unsigned char *data, size_t len, size_t *gz_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        return NULL;
    uLong cap = deflateBound(&z, (uLong)len) + 32;
    unsigned char *out = malloc(cap);
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = (uInt)len;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    int rc = out ? deflate(&z, Z_FINISH) : Z_MEM_ERROR;
    *gz_len = z.total_out;
    deflateEnd(&z);
    if (rc != Z_STREAM_END) {
        free(out);
        return NULL;
    }
    return out;
}

static void emit_bytes(FILE *out, const char *name, int index, const unsigned char *data,
                       size_t len)
{
    fprintf(out, "static const unsigned char %s_%d[] = {", name, index);
    for (size_t i = 0; i < len; i++)
        fprintf(out, "%s%d,", i % 24 == 0 ? "\n" : "", data[i]);
    fprintf(out, "0};\n");
}

/* An ETag as a C string literal: its quotes escaped. */
static void emit_etag(FILE *out, const char *etag)
{
    fputc('"', out);
    for (const char *c = etag; *c; c++)
        fprintf(out, *c == '"' ? "\\\"" : "%c", *c);
    fputc('"', out);
}

/* One file: its arrays, then its row of the table into `rows`. */
static int emit(FILE *out, FILE *rows, const char *root, const char *rel, int index)
{
    char path[4096];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", root, rel) >= sizeof path) {
        fprintf(stderr, "embed_assets: path too long: %s\n", rel);
        return -1;
    }
    size_t len = 0, gz_len = 0;
    unsigned char *data = slurp(path, &len);
    if (!data)
        return -1;
    unsigned char *gz = gzip(data, len, &gz_len);
    if (!gz) {
        fprintf(stderr, "embed_assets: zlib cannot compress %s\n", path);
        free(data);
        return -1;
    }
    char etag[SRV_ETAG_MAX], gz_etag[SRV_ETAG_MAX];
    srv_etag_for(data, len, 0, etag);
    srv_etag_for(data, len, 1, gz_etag);
    emit_bytes(out, "asset", index, data, len);
    /* tiny files grow when compressed: those are served only as they are */
    int small = gz_len < len;
    if (small)
        emit_bytes(out, "asset_gz", index, gz, gz_len);
    fprintf(rows, "    {\"/%s\", \"%s\", asset_%d, sizeof asset_%d - 1, ", rel, srv_mime_for(rel),
            index, index);
    if (small)
        fprintf(rows, "asset_gz_%d, sizeof asset_gz_%d - 1,\n     ", index, index);
    else
        fprintf(rows, "NULL, 0,\n     ");
    emit_etag(rows, etag);
    fprintf(rows, ", ");
    emit_etag(rows, small ? gz_etag : "");
    fprintf(rows, "},\n");
    free(data);
    free(gz);
    return 0;
}

static int fail(FILE *out, FILE *rows, const char *tmp)
{
    fclose(out);
    if (rows)
        fclose(rows);
    remove(tmp);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: embed_assets OUT.c ROOT FILE...\n");
        return 2;
    }
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]);
    FILE *out = fopen(tmp, "w");
    if (!out) {
        perror(tmp);
        return 1;
    }
    FILE *rows = tmpfile();
    if (!rows) {
        perror("embed_assets: tmpfile");
        return fail(out, NULL, tmp);
    }
    fprintf(out, "/* Generated by src/tools/embed_assets.c from web/: do not edit. */\n"
                 "#include <stddef.h>\n\n#include \"assets.h\"\n\n");
    int n = argc - 3;
    for (int i = 0; i < n; i++) {
        if (!srv_mime_for(argv[3 + i])) {
            fprintf(stderr, "embed_assets: no content type for %s\n", argv[3 + i]);
            return fail(out, rows, tmp);
        }
        if (emit(out, rows, argv[2], argv[3 + i], i) != 0)
            return fail(out, rows, tmp);
    }
    fprintf(out, "\nconst srv_asset srv_assets[] = {\n");
    rewind(rows);
    for (int c; (c = fgetc(rows)) != EOF;)
        fputc(c, out);
    fclose(rows);
    fprintf(out, "    {NULL, NULL, NULL, 0, NULL, 0, \"\", \"\"},\n};\n");
    if (fclose(out) != 0 || rename(tmp, argv[1]) != 0) {
        perror(argv[1]);
        remove(tmp);
        return 1;
    }
    return 0;
}
