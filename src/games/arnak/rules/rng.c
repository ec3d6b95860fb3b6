/* rng.c - PCG32 (O'Neill, pcg-random.org), the only source of randomness.
 * Its state lives inside arnak_state, so a copied state replays identically. */
#include "encoding.h"
#include "engine.h"

uint32_t ak_rng_next(uint64_t *st, uint64_t inc)
{
    uint64_t old = *st;
    *st = old * 6364136223846793005ULL + inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

void ak_rng_seed(uint64_t *st, uint64_t *inc, uint64_t seed)
{
    *st = 0;
    *inc = (seed << 1u) | 1u;
    ak_rng_next(st, *inc);
    *st += seed ^ 0x9E3779B97F4A7C15ULL;
    ak_rng_next(st, *inc);
}

/* Unbiased integer in [0, n) (Lemire's rejection on the low bits). */
uint32_t ak_rng_below(arnak_state *s, uint32_t n)
{
    if (n <= 1)
        return 0;
    uint32_t threshold = (uint32_t)(-n) % n;
    for (;;) {
        uint32_t r = ak_rng_next(&s->rng_state, s->rng_inc);
        if (r >= threshold)
            return r % n;
    }
}

void ak_shuffle_bytes(arnak_state *s, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ak_rng_below(s, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
