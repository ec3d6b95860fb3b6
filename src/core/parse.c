/* parse.c - strict parsing of command-line and record numbers. */
#include "parse.h"

#include <errno.h>
#include <stdlib.h>

bool game_parse_u64(const char *s, uint64_t *out)
{
    if (!s || !*s || *s == '-' || *s == '+' || *s == ' ' || *s == '\t')
        return false;
    int base = (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) ? 16 : 10;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, base);
    if (errno || *end || end == s || (base == 16 && end == s + 2))
        return false;
    *out = (uint64_t)v;
    return true;
}
