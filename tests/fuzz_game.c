/* fuzz_game.c - libFuzzer entry point over every game of the registry
 * (`make fuzz`).  The input picks a game and its setup, then drives it with
 * chunks that are arbitrary action integers, arbitrary texts, or arbitrary
 * player indexes and buffer sizes handed to the interface's functions.
 * Whatever comes in: no crash, no undefined behaviour, an illegal action or
 * a bad argument is refused with an error code and the state unchanged, a
 * legal action keeps the game's invariants. */
#include <stdlib.h>
#include <string.h>

#include "core/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(int cond)
{
    if (!cond)
        __builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int ngames;
    const game_def *const *games = game_registry(&ngames);
    if (size < 4 || ngames <= 0)
        return 0;
    const game_def *g = games[data[0] % ngames];
    game_setup setup;
    game_setup_default(g, &setup);
    setup.players = g->type.min_players + data[1] % (g->type.max_players - g->type.min_players + 1);
    for (int k = 0; k < g->noptions; k++)
        setup.options[k] = data[2] % g->options[k].nvalues;
    setup.seed = data[3];

    unsigned char *st = malloc(g->state_size), *before = malloc(g->state_size),
                  *obs = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    must(st && before && obs && legal);
    must(g->init(st, &setup) == GAME_OK);
    char text[300], msg[256];
    size_t i = 4;
    while (i + 5 <= size && !g->is_over(st)) {
        memcpy(before, st, g->state_size);
        uint8_t mode = data[i] % 4;
        game_action a = (game_action)data[i + 1] << 24 | (game_action)data[i + 2] << 16 |
                        (game_action)data[i + 3] << 8 | data[i + 4];
        i += 5;
        int rc;
        switch (mode) {
        case 0: /* an arbitrary integer: text, info and apply */
            rc = g->action_to_string(st, a, text, sizeof text);
            must(rc >= 0 || text[0] == '\0');
            if (g->action_text)
                g->action_text(st, a, (int8_t)data[i - 1], text, sizeof text);
            if (g->action_info)
                json_decref(g->action_info(st, a));
            if (g->apply(st, a) != GAME_OK)
                must(memcmp(st, before, g->state_size) == 0);
            break;
        case 1: { /* an arbitrary text */
            size_t len = data[i - 4] % 64;
            if (len > size - i)
                len = size - i;
            memcpy(text, data + i, len);
            text[len] = '\0';
            i += len;
            game_action x;
            if (g->action_from_string(st, text, &x) == GAME_OK)
                must(g->apply(st, x) == GAME_OK);
            else
                must(memcmp(st, before, g->state_size) == 0);
            break;
        }
        case 2: { /* arbitrary player indexes and buffer sizes */
            int p = (int8_t)data[i - 4];
            size_t n = data[i - 3] % 8;
            rc = g->observe(st, p, obs);
            /* a seat, or the viewer with no seat where the game has one */
            must(rc != GAME_OK || (p >= 0 && p < g->players(st)) || p == GAME_VIEW_SPECTATOR);
            must(rc == GAME_OK || p < 0 || p >= g->players(st));
            g->score(st, p);
            if (g->decision_text)
                g->decision_text(st, p, text, n);
            json_decref(g->view_json(st, p));
            g->check(st, msg, n);
            must(memcmp(st, before, g->state_size) == 0);
            break;
        }
        default: { /* a legal action */
            int n = g->legal_actions(st, legal);
            must(n > 0);
            game_action x = legal[a % (game_action)n];
            must(g->action_to_string(st, x, text, sizeof text) > 0);
            must(g->apply(st, x) == GAME_OK);
            must(g->check(st, msg, sizeof msg) == 0);
            break;
        }
        }
    }
    free(st);
    free(before);
    free(obs);
    free(legal);
    return 0;
}
