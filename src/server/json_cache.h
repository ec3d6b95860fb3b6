/* json_cache.h - per-thread free lists for jansson's small blocks (the
 * server's views are built and freed as thousands of them an action). */
#ifndef SRV_JSON_CACHE_H
#define SRV_JSON_CACHE_H

#include <stddef.h>

/* jansson allocates through the cache from now on (process-wide; a block
 * allocated before or by plain malloc may be freed through it, and a block
 * of the cache freed by plain free(): every block is the C library's). */
void srv_json_cache_install(void);
/* The calling thread's cached blocks given back (a thread that ends gives
 * its own back by itself). */
void srv_json_cache_release(void);
/* Blocks the calling thread holds, and their usable bytes (tests). */
size_t srv_json_cache_held(size_t *bytes);
/* The allocation pair jansson is given (tests call them directly). */
void *srv_json_cache_malloc(size_t n);
void srv_json_cache_free(void *p);

#endif
