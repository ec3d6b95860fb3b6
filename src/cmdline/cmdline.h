/* cmdline.h - the subcommands of `arnak` as tables: each command is a row
 * (name, synopsis, one-line summary, what it does, its options, its entry
 * point) and each option a row (long name, short letter, value, help).
 * One parser reads every command's options from its table, one function
 * writes every command's --help from it, and every usage error has one form:
 *
 *     arnak CMD: WHAT WAS WRONG (see 'arnak CMD --help')      exit code 2
 *
 * The options that set up a game (--game --players --seed --side
 * --difficulty --option NAME=VALUE) have one meaning and one set of error
 * texts in every command that takes them: a command lists them in its table
 * with the CLI_* ids below and hands them to cli_game_arg.
 */
#ifndef ARNAK_CLI_CMDLINE_H
#define ARNAK_CLI_CMDLINE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/game.h"

#define CLI_EXIT_USAGE 2
/* cli_parse and the option callbacks: go on (every other value is an exit code). */
#define CLI_GO (-1)
/* More positional arguments than any command takes. */
#define CLI_ANY_ARGS (-1)

/* One option of a command.  `help` may hold several lines ('\n'); the first
 * stands beside the option, the others below it. */
typedef struct {
    const char *name;  /* long form without "--"; NULL ends a table */
    char letter;       /* short form, or 0 */
    const char *value; /* the value's name in the help ("N", "FILE"), NULL for a flag */
    const char *help;
    int id; /* handed to the command's callback (any value but 0) */
} cli_option;

/* The end of an option table. */
#define CLI_END                                                                                    \
    {                                                                                              \
        NULL, 0, NULL, NULL, 0                                                                     \
    }

typedef struct {
    const char *name;                  /* "play" */
    const char *synopsis;              /* what follows "arnak NAME" in the usage line */
    const char *summary;               /* one line in `arnak --help` */
    const char *about;                 /* the paragraph(s) of `arnak NAME --help`, or NULL */
    const cli_option *options;         /* its options (-h/--help is added); NULL: the
                                        * command reads its own arguments */
    int max_args;                      /* positional arguments it takes, or CLI_ANY_ARGS */
    int (*run)(int argc, char **argv); /* argv[0] is the name; returns the exit code */
} cli_command;

/* Prints "arnak CMD: MESSAGE (see 'arnak CMD --help')" (cmd NULL: "arnak:
 * ... (see 'arnak --help')") on stderr; returns CLI_EXIT_USAGE. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
int cli_usage_error(const char *cmd, const char *fmt, ...);

/* "arnak CMD: --NAME must be WHAT, not 'VALUE'" for c's option `id`; 2. */
int cli_bad_value(const cli_command *c, int id, const char *value, const char *what);

/* The generated `arnak NAME --help`. */
void cli_print_help(const cli_command *c, FILE *f);

/* Called for each option in command-line order: CLI_GO, or an exit code. */
typedef int (*cli_option_fn)(void *ctx, int id, const char *value);

/* Reads argv (argv[0] is the command's name) by c->options: each option goes
 * to fn; -h/--help prints the help and returns 0; an unknown option, a
 * missing value or more than c->max_args positional arguments is a usage
 * error (2).  CLI_GO when all went well: the positional arguments are
 * argv[*first..argc-1]. */
int cli_parse(const cli_command *c, int argc, char **argv, cli_option_fn fn, void *ctx, int *first);

/* Numbers and lists of the command line. */
bool cli_parse_int(const char *s, int lo, int hi, int *out);
/* A comma list into out[0..max-1] (items shorter than len); the count, or -1
 * if an item is empty or too long or there are more than max. */
int cli_split_list(const char *arg, char *out, size_t len, int max);
/* A game seed from the clock, short enough to type back in. */
uint64_t cli_clock_seed(void);
/* The game a command plays when --game is not given: the registry's first. */
const game_def *cli_default_game(void);
/* The bot that fills a seat nobody named: the game's own (g->default_bot),
 * else greedy. */
const char *cli_default_bot(const game_def *g);

/* --- the options that set up a game ------------------------------------------------- */

enum { CLI_GAME = 0x1000, CLI_PLAYERS, CLI_SEED, CLI_SIDE, CLI_DIFFICULTY, CLI_OPTION, CLI_GAMES };

#define CLI_MAX_SETTINGS (4 * GAME_MAX_OPTIONS)

/* What the command line said; the game's defaults fill the rest (cli_game_setup).
 * CLI_GAMES (--games N, a positive number) is how many games a command plays. */
typedef struct {
    const game_def *g; /* --game (start: the command's default) */
    int players;       /* --players, 0 when not given */
    int games;         /* --games N (how many to play), 0 when not given */
    bool have_seed;
    uint64_t seed;
    int nsettings; /* --side, --difficulty and --option in command-line order */
    char setting[CLI_MAX_SETTINGS][32];
    const char *value[CLI_MAX_SETTINGS];
} cli_game_args;

/* Takes one of the CLI_* options above into a: CLI_GO, or a usage error of
 * `cmd`. */
int cli_game_arg(const char *cmd, cli_game_args *a, int id, const char *value);
/* True when id is one of them. */
bool cli_is_game_arg(int id);
/* The game's default setup with a's players, options and seed applied (no
 * check of the player count: game_setup_check does that); CLI_GO or a usage
 * error naming the option that was wrong. */
int cli_game_setup(const char *cmd, const cli_game_args *a, game_setup *out);

#endif
