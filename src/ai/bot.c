/* bot.c - the registry of bots and their shared helpers (generator, loop guard). */
#include "bot.h"

#include <string.h>
#include "core/splitmix.h"

typedef struct {
    const char *name;
    game_action (*choose)(bot *self, const void *st, const game_action *legal, int n);
    int iterations; /* search bots only */
} bot_kind;

static const bot_kind bot_kinds[] = {
    {"random", bot_random_choose, 0},
    {"greedy", bot_greedy_choose, 0},
    {"ismcts", bot_ismcts_choose, ISMCTS_DEFAULT_ITERATIONS},
    {"ismcts-fast", bot_ismcts_choose, ISMCTS_FAST_ITERATIONS},
};

int bot_create(bot *out, const game_def *g, const char *name, int seat, uint64_t seed)
{
    if (!out || !name || !g)
        return -1;
    for (size_t i = 0; i < sizeof bot_kinds / sizeof bot_kinds[0]; i++) {
        if (strcmp(name, bot_kinds[i].name) == 0) {
            memset(out, 0, sizeof *out);
            out->g = g;
            out->name = bot_kinds[i].name;
            out->seat = seat;
            out->rng = seed;
            out->guard_count = 0;
            out->guard_round = -1;
            out->choose = bot_kinds[i].choose;
            out->iterations = bot_kinds[i].iterations;
            return 0;
        }
    }
    return -1;
}

bool bot_known(const char *name)
{
    for (size_t i = 0; name && i < sizeof bot_kinds / sizeof bot_kinds[0]; i++)
        if (strcmp(name, bot_kinds[i].name) == 0)
            return true;
    return false;
}

const char *bot_names(void)
{
    return "random greedy ismcts ismcts-fast";
}

uint64_t bot_rand(bot *b) { return splitmix64(&b->rng); }

uint32_t bot_rand_below(bot *b, uint32_t n) { return splitmix64_below(&b->rng, n); }

bool bot_guard_tripped(bot *b, const void *st)
{
    int round = b->g->round ? b->g->round(st) : 0;
    if (b->guard_round != round) {
        b->guard_round = round;
        b->guard_count = 0;
    }
    if (b->guard_count <= BOT_GUARD_DECISIONS)
        b->guard_count++;
    return b->guard_count > BOT_GUARD_DECISIONS;
}
