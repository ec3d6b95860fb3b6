/* fuzz_options.c - libFuzzer entry point for the parsers of command-line and
 * protocol option values (`make fuzz`): bot specs ("ismcts:iters=500,threads=2"),
 * numbers (seeds, counts), game option values ("snake", "3") and seat names.
 * The input is lines; the first byte of each picks the parser.  Whatever comes
 * in: an accepted value is usable (a spec accepted without a game creates a bot
 * for every game; a number round-trips), a refused one has exactly one line of
 * reason, and nothing crashes. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "core/game.h"
#include "core/parse.h"
#include "core/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(int cond)
{
    if (!cond)
        __builtin_trap();
}

static void one_line_reason(const char *err)
{
    must(err[0] != '\0' && !strchr(err, '\n'));
}

static void check_spec(const char *text)
{
    char err[256] = "";
    int rc = bot_parse_spec(text, err, sizeof err);
    must(rc == 0 || rc == -1);
    must((rc == 0) == bot_known(text));
    if (rc != 0) {
        one_line_reason(err);
        return;
    }
    int n;
    const game_def *const *games = game_registry(&n);
    for (int i = 0; i < n; i++) {
        bot b;
        err[0] = '\0';
        must(bot_create_checked(&b, games[i], text, 0, 1, err, sizeof err) == 0);
    }
}

static void check_number(const char *text)
{
    uint64_t v;
    if (!game_parse_u64(text, &v))
        return;
    char back[32];
    snprintf(back, sizeof back, "%" PRIu64, v);
    uint64_t w;
    must(game_parse_u64(back, &w) && w == v);
}

static void check_option(const char *text)
{
    int n;
    const game_def *const *games = game_registry(&n);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < games[i]->noptions; k++) {
            int v = game_option_value(games[i], k, text);
            must(v >= -1 && v < games[i]->options[k].nvalues);
        }
    for (int i = 0; i < n; i++)
        (void)game_option_index(games[i], text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char line[512];
    size_t i = 0;
    while (i < size) {
        uint8_t kind = data[i++];
        size_t len = 0;
        while (i < size && data[i] != '\n' && len + 1 < sizeof line)
            line[len++] = (char)data[i++];
        while (i < size && data[i] != '\n') /* the rest of an over-long line */
            i++;
        i++;
        line[len] = '\0';
        if (memchr(line, '\0', len)) /* a C string stops at the first NUL anyway */
            len = strlen(line);
        switch (kind % 4) {
        case 0: check_spec(line); break;
        case 1: check_number(line); break;
        case 2: check_option(line); break;
        default: (void)game_record_valid_name(line); break;
        }
    }
    return 0;
}
