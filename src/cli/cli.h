/* cli.h - the subcommands of the `arnak` program.
 *
 * main.c parses the command line into these option structs by the command
 * tables of cmdline.h; the subcommands only run.  Each
 * *_run returns the process exit code: 0 success, 1 failure at run time
 * (damaged record, failed check, I/O error).  Usage errors (exit 2) are
 * caught by main.c before a subcommand runs.
 */
#ifndef ARNAK_CLI_H
#define ARNAK_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"
#include "core/record.h"

#define CLI_NAME_MAX RECORD_NAME_MAX
/* No game needs this many decisions; reaching it means an engine or bot bug. */
#define CLI_MAX_DECISIONS 200000

typedef struct {
    const game_def *g;                           /* --game (default arnak) */
    game_setup setup;                            /* players, options, seed (already chosen:
                                                  * from the clock if not given) */
    char seats[GAME_MAX_PLAYERS][CLI_NAME_MAX];  /* "human" or a bot name, one per player;
                                                  * seats not named: the game's default bot */
    int nseats;                                  /* seats named by --seats */
    bool seats_given;                            /* --seats was on the command line */
    bool plain;                                  /* no colours, no screen clearing */
    const char *load;                            /* resume this record, or NULL */
    const game_record *loaded;                   /* with load: the record read from it
                                                  * (main.c reads it and frees it) */
    const char *save;                            /* --save FILE: the autosave file, or NULL */
    bool no_autosave;                            /* --no-autosave */
} play_options;

typedef struct {
    int games;                                   /* per player count */
    int counts[GAME_MAX_PLAYERS];                /* player counts to play, in order */
    int ncounts;
    char bots[GAME_MAX_PLAYERS][CLI_NAME_MAX];   /* one name for all seats, or one per seat */
    int nbots;
    const game_def *g;                           /* the game (--game, default arnak) */
    game_setup setup;                            /* its options (players, seed: per game) */
    uint64_t seed;
    bool jsonl, check;
    bool timing;                                 /* print games/s (not byte-comparable) */
    int difficulties[6];                         /* 1-player games: each listed difficulty */
    int ndifficulties;                           /* 0: the game's default */
    const char *save_dir;                        /* or NULL */
} selfplay_options;

/* The terminal game of any game (play.c and the term_*.c files). */
int play_run(const play_options *o);
int selfplay_run(const selfplay_options *o);
/* json: print {"scores", "state"} as JSON; viewer >= 0: the state as that
 * player sees it (arnak_json_observation), else the full state. */
int replay_run(const char *path, bool json, int viewer);
/* Reads and verifies the record at path (0), or prints its one-line error (1). */
int replay_load(const char *path, game_record **rec, void **final);
/* "PATH: GAME, N players, OPTION VALUE..., seed S" without a line end. */
void replay_print_setup(const char *path, const game_record *rec);
/* "winner: P1 P3" when the game in st is over (a solo game lost: "the game"). */
void replay_print_winners(const game_def *g, const void *st);
/* Flushes standard output: 0, or 1 with a line on stderr. */
int replay_flush(void);
/* `replay --step`: the game move by move with its events and a score table at
 * each round end, as `viewer` saw it (-1: everything); pause: wait for Enter
 * after each move (replay_step.c). */
int replay_step_run(const char *path, int viewer, bool pause);

/* The splitmix64 finaliser: a well-mixed 64-bit function of x.  Seeds of
 * games and of bots are derived with it, so every game is reproducible from
 * the numbers printed. */
static inline uint64_t cli_mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/* Seed of the bot in `seat` for the game seeded with game_seed. */
static inline uint64_t cli_bot_seed(uint64_t game_seed, int seat)
{
    return cli_mix64(game_seed ^ cli_mix64((uint64_t)seat + UINT64_C(0xB07)));
}

#endif
