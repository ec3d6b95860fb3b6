/* json_cache.c - per-thread free lists for jansson's small blocks.
 *
 * A view is built as a tree of jansson values (hundreds of small blocks: the
 * values, their strings, the objects' tables), dumped, and freed, for every
 * follower of every action.  The C library's malloc keeps only a few freed
 * blocks of a size per thread at hand; past them, blocks go to its shared
 * bins, and each larger request (a state's copy, a dump's buffer) merges
 * them back first, so that the server spent about a fifth of its time in
 * malloc and free at a thousand connections.  Here each thread keeps up to
 * CLASS_KEEP freed blocks of each size class (and at most KEEP_BYTES in
 * all) for its next requests.
 *
 * Every block is the C library's own (malloc'd, sized by
 * malloc_usable_size): a block freed with free() instead, or allocated
 * before the cache was installed, is never a problem.  Under
 * AddressSanitizer the cache is not installed (it would hide a use after
 * free). */
#include <malloc.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include <jansson.h>

#include "json_cache.h"

#define CLASSES    32         /* usable sizes 24 .. 16 * CLASSES + 8 bytes */
#define CLASS_KEEP 4096       /* blocks kept per class and thread */
#define KEEP_BYTES (8u << 20) /* bytes kept per thread */

#if defined(__SANITIZE_ADDRESS__)
#define CACHE_ON 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CACHE_ON 0
#endif
#endif
#ifndef CACHE_ON
#define CACHE_ON 1
#endif

typedef struct block {
    struct block *next;
} block;

typedef struct {
    block *head[CLASSES + 1];
    unsigned n[CLASSES + 1];
    size_t bytes;
    bool keyed; /* the thread's exit gives the blocks back */
} cache;

static _Thread_local cache tl;
static pthread_key_t exit_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void release(cache *c)
{
    for (int k = 0; k <= CLASSES; k++) {
        while (c->head[k]) {
            block *b = c->head[k];
            c->head[k] = b->next;
            free(b);
        }
        c->n[k] = 0;
    }
    c->bytes = 0;
}

static void on_thread_exit(void *arg)
{
    release(arg);
}

static void make_key(void)
{
    pthread_key_create(&exit_key, on_thread_exit);
}

void *srv_json_cache_malloc(size_t n)
{
    /* the class whose every block holds n bytes: usable >= 16k + 8 */
    size_t k = n <= 24 ? 1 : (n - 8 + 15) / 16;
    if (k <= CLASSES && tl.head[k]) {
        block *b = tl.head[k];
        tl.head[k] = b->next;
        tl.n[k]--;
        tl.bytes -= 16 * k + 8;
        return b;
    }
    return malloc(n);
}

void srv_json_cache_free(void *p)
{
    if (!p)
        return;
    /* class k holds blocks of at least 16k + 8 usable bytes (glibc's are 24,
     * 40, 56, ...; another allocator's may be any size: smaller ones go back) */
    size_t u = malloc_usable_size(p);
    size_t k = u >= 24 ? (u - 8) / 16 : 0;
    if (k == 0 || k > CLASSES || tl.n[k] >= CLASS_KEEP || tl.bytes + u > KEEP_BYTES) {
        free(p);
        return;
    }
    if (!tl.keyed) {
        pthread_once(&key_once, make_key);
        tl.keyed = pthread_setspecific(exit_key, &tl) == 0;
        if (!tl.keyed) {
            free(p);
            return;
        }
    }
    block *b = p;
    b->next = tl.head[k];
    tl.head[k] = b;
    tl.n[k]++;
    tl.bytes += 16 * k + 8; /* counted as the class's least, as taken back */
}

void srv_json_cache_install(void)
{
    if (CACHE_ON)
        json_set_alloc_funcs(srv_json_cache_malloc, srv_json_cache_free);
}

void srv_json_cache_release(void)
{
    release(&tl);
}

size_t srv_json_cache_held(size_t *bytes)
{
    size_t n = 0;
    for (int k = 0; k <= CLASSES; k++)
        n += tl.n[k];
    if (bytes)
        *bytes = tl.bytes;
    return n;
}
