/* splitmix.h - splitmix64 (Steele, Lea, Flood 2014): the small seeded generator
 * of everything outside the engine (bots, bench, tests).  Full period, and
 * every seed, 0 included, is fine.  The engine itself uses PCG32 in its state. */
#ifndef ARNAK_SPLITMIX_H
#define ARNAK_SPLITMIX_H

#include <stdint.h>

static inline uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Uniform integer in [0, n): the top partial block is rejected so that every
 * value is equally likely. */
static inline uint32_t splitmix64_below(uint64_t *x, uint32_t n)
{
    if (n <= 1)
        return 0;
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t r;
    do
        r = splitmix64(x);
    while (r >= limit);
    return (uint32_t)(r % n);
}

#endif
