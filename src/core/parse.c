/* parse.c - strict parsing of command-line and record numbers, and action texts. */
#include "parse.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "game_rules.h"

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

bool game_text_normalize(const char *text, char *out, size_t n)
{
    size_t k = 0;
    bool blank = false;
    for (const char *p = text; *p; p++) {
        unsigned char ch = (unsigned char)*p;
        if (isspace(ch)) {
            blank = k > 0;
            continue;
        }
        if (k + 2 >= n)
            return false;
        if (blank)
            out[k++] = ' ';
        blank = false;
        out[k++] = (char)tolower(ch);
    }
    out[k] = '\0';
    return true;
}

int game_format(char *buf, size_t n, const char *fmt, ...)
{
    if (!buf || !n)
        return GAME_E_ARG;
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    if (len < 0) {
        buf[0] = '\0';
        return GAME_E_ARG;
    }
    return len >= (int)n ? (int)n - 1 : len;
}
