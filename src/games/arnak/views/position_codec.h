/* views/position_codec.h - the codec of positions (position_codec.c): the
 * walk's context and one call per kind of field, each writing the field under
 * its key in write mode and reading, checking and storing it in read mode
 * (position.c walks the state through them).  Only position*.c include it. */
#ifndef AK_VIEWS_POSITION_CODEC_H
#define AK_VIEWS_POSITION_CODEC_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/kit.h"
#include "games/arnak/state.h"

#define AK_POS_PATH_N GAME_PATH_N
#define AK_POS_SEEN_N 64

typedef struct {
    const char *noun;
    const char *(*name)(const arnak_state *s, int id); /* NULL: no such id */
    int lo, hi;                                        /* ids allowed here */
} ak_pos_nameset;

typedef struct {
    bool rd; /* read mode (else write mode) */
    bool failed;
    char *err;
    size_t n;
    arnak_state *s; /* written from (a copy) or read into (a zeroed scratch) */
} ak_pos_cx;

/* One JSON object being visited: its path and, in read mode, the keys visited. */
typedef struct {
    json_t *j;
    char path[AK_POS_PATH_N];
    const char *seen[AK_POS_SEEN_N];
    int nseen;
} ak_pos_ob;

/* The first failure only: c->failed set, its message ("path: why") in c->err. */
GAME_PRINTF(3, 4) void ak_pos_fail(ak_pos_cx *c, const char *path, const char *fmt, ...);
/* Write mode: set key (a NULL value means out of memory or an unwritable field). */
void ak_pos_put(ak_pos_cx *c, ak_pos_ob *o, const char *key, json_t *v);
/* Read mode: the value under key (recorded as known), or NULL.  A missing key
 * is an error unless optional. */
json_t *ak_pos_get(ak_pos_cx *c, ak_pos_ob *o, const char *key, bool optional, char *path);
/* Read mode: every key of the object was visited (the smallest unknown one is
 * named, so the message does not depend on hash order). */
void ak_pos_end(ak_pos_cx *c, ak_pos_ob *o);
/* o visits the object j found (or made) at path. */
void ak_pos_ob_init(ak_pos_ob *o, json_t *j, const char *path);
/* A nested object under key.  False when it failed (then skip its fields). */
bool ak_pos_obj(ak_pos_cx *c, ak_pos_ob *o, const char *key, ak_pos_ob *child);
/* An array under key; in read mode its size must lie in lo..hi (*len gets it).
 * Returns the array (borrowed) or NULL when it failed. */
json_t *ak_pos_arr(ak_pos_cx *c, ak_pos_ob *o, const char *key, int lo, int hi, int *len, char *p);
/* Element i of an array of objects. */
bool ak_pos_el_obj(ak_pos_cx *c, json_t *arr, int i, const char *arrpath, ak_pos_ob *child);
/* Read: v an integer lo..hi into *out; false when it failed. */
bool ak_pos_r_int(ak_pos_cx *c, const char *path, const json_t *v, long long lo, long long hi,
                  long long *out);
/* Numbers in a byte, two bytes (lo..hi) and four bytes. */
void ak_pos_u8(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *f, int lo, int hi);
void ak_pos_u16(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint16_t *f, int lo, int hi);
void ak_pos_u32(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint32_t *f);
/* A 0/1 byte as false/true. */
void ak_pos_flag(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *f);
/* A 64-bit number as "0x" and 1..16 hex digits (the writer gives 16). */
void ak_pos_hex64(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint64_t *f);
/* A single name (null for 0 when nullable). */
void ak_pos_name(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *f, const ak_pos_nameset *nm,
                 bool nullable);
/* Write: an array of the names of arr[0..n-1]. */
json_t *ak_pos_w_names(ak_pos_cx *c, const uint8_t *arr, int n, int cap, const ak_pos_nameset *nm,
                       bool nullable);
/* Read: an array of names into arr; its size in lo..hi goes to *n. */
void ak_pos_r_names(ak_pos_cx *c, const char *path, const json_t *v, uint8_t *arr, int lo, int hi,
                    int *n, const ak_pos_nameset *nm, bool nullable);
/* A list of names with its count (count NULL: exactly cap entries). */
void ak_pos_names(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *arr, uint8_t *count,
                  int cap, const ak_pos_nameset *nm, bool nullable);
/* Exactly n integers lo..hi. */
void ak_pos_ints(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint8_t *arr, int n, int lo, int hi);
/* A bit set as a list of names: bit (id - nm->lo) for each id listed. */
void ak_pos_bits(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint64_t *bits,
                 const ak_pos_nameset *nm);
/* The same for a 16-bit set. */
void ak_pos_bits16(ak_pos_cx *c, ak_pos_ob *o, const char *key, uint16_t *bits,
                   const ak_pos_nameset *nm);

/* The indented text of a written position (position_text.c): sorted keys, one
 * key per line, short arrays on one line, a newline at the end; NULL when out
 * of memory.  The caller frees it. */
char *ak_position_text(const json_t *root);

#endif
