/* game.h - the small interface through which search, bench, tests and later
 * the protocol talk to a game (ENGINEERING.md, "Games behind one small
 * interface").  Lost Ruins of Arnak is the first game; another expedition game
 * from our rule documents plugs in with its own game_def and no change to the
 * code that drives games through it.
 *
 * A state is an opaque block of state_size bytes, copied with memcpy (or by
 * assignment of the game's own type).  Actions are integers; the legal ones
 * are written sorted and unique into a caller's buffer of max_actions. */
#ifndef ARNAK_GAME_H
#define ARNAK_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct game_def {
    const char *name;
    size_t state_size;
    int min_players, max_players;
    int variants;     /* board sides or other setups, numbered 0..variants-1 */
    int max_actions;  /* room needed for legal_actions() */
    /* 0 on success */
    int (*init)(void *st, int players, int variant, uint64_t seed);
    int (*players)(const void *st);
    int (*current_player)(const void *st); /* -1 once the game is over */
    bool (*is_over)(const void *st);
    int (*legal_actions)(const void *st, uint32_t *out);
    int (*apply)(void *st, uint32_t action); /* checked: 0, or the state is unchanged */
    void (*apply_trusted)(void *st, uint32_t action);
    /* final result per player: 1 for a win, 1/k when k players share first
     * place, 0 otherwise (meaningful once the game is over) */
    void (*returns)(const void *st, double *out);
    int (*score)(const void *st, int player); /* points so far / final */
    void (*observe)(const void *st, int player, void *obs);
    void (*determinize)(void *st, int player, uint64_t seed);
    int (*action_to_string)(const void *st, uint32_t action, char *buf, size_t n);
    int (*action_from_string)(const void *st, const char *text, uint32_t *out); /* 0 on success */
    uint64_t (*hash)(const void *st);
    int (*check)(const void *st, char *msg, size_t n); /* 0 when consistent */
} game_def;

/* Lost Ruins of Arnak (variant 0 = Bird Temple side, 1 = Snake Temple side). */
extern const game_def ARNAK_GAME;

#endif
