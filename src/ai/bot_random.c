/* bot_random.c - picks uniformly among the legal actions.
 *
 * It needs no view of the state at all, so it trivially never reads hidden
 * information; its choices depend only on the legal list and its own seed. */
#include "bot.h"

game_action bot_random_choose(bot *self, const void *st, const game_action *legal, int n)
{
    (void)st;
    if (n <= 0)
        return 0; /* the caller never asks when the game is over */
    return legal[bot_rand_below(self, (uint32_t)n)];
}
