/* registry.c - the games linked into this program.  A new game adds its
 * folder under src/games/ and one line here. */
#include <string.h>

#include "core/game.h"
#include "games/arnak/arnak.h"
#include "games/lost_cities/lost_cities.h"
#include "games/quetzal/quetzal.h"

static const game_def *const games[] = {
    &ARNAK_GAME,
    &LOST_CITIES_GAME,
    &QUETZAL_GAME,
};

const game_def *const *game_registry(int *n)
{
    if (n)
        *n = (int)(sizeof games / sizeof games[0]);
    return games;
}

const game_def *game_find(const char *name)
{
    if (!name)
        return NULL;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i]->name, name) == 0)
            return games[i];
    return NULL;
}
