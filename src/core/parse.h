/* parse.h - strict parsing of command-line and record numbers, the games'
 * action texts as typed, and the games' state hash. */
#ifndef ARNAK_CLI_PARSE_H
#define ARNAK_CLI_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Unsigned 64-bit number: decimal, or hexadecimal with 0x.  No sign, no
 * blanks, no junk, no overflow. */
bool game_parse_u64(const char *s, uint64_t *out);

/* printf into buf of n bytes, cut to fit: the length written (at most n - 1),
 * or GAME_E_ARG (-7) for no buffer or a failed format (buf then empty). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
int game_format(char *buf, size_t n, const char *fmt, ...);

/* An action's text as typed, in the form the games' canonical texts take:
 * lower case, blanks collapsed to one space, trimmed.  False when it does not
 * fit in n bytes (no action is that long). */
bool game_text_normalize(const char *text, char *out, size_t n);

/* FNV-1a over n bytes: a state's hash (a state has no pointers and its padding
 * is zeroed at init and only ever copied). */
static inline uint64_t game_fnv1a(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}

#endif
