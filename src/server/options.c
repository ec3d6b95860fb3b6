/* options.c - command-line numbers of the server's subcommands. */
#include "core/parse.h"
#include "server.h"

bool srv_parse_int(const char *s, int lo, int hi, int *out)
{
    uint64_t v;
    if (!s || !game_parse_u64(s, &v) || v < (uint64_t)(lo < 0 ? 0 : lo) || v > (uint64_t)hi)
        return false;
    *out = (int)v;
    return true;
}
