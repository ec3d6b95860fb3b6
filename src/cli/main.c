/* main.c - the `arnak` program: the table of subcommands, the options of
 * play, selfplay and replay, and `arnak help`.
 *
 * Every command is a row of `commands` (cmdline.h): its name, summary, help
 * and options come from its row, so `arnak --help`, `arnak help CMD` and
 * `arnak CMD --help` are written from the table.  Every usage error is one
 * line on stderr and exit code 2; run-time failures are exit code 1.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/bot.h"
#include "arena.h"
#include "bench/bench.h"
#include "bench/loadtest.h"
#include "cli.h"
#include "cmdline/cmdline.h"
#include "server/commands.h"
#include "term.h"
#include "tune.h"

/* ------------------------------------------------------------------ play */

enum { PLAY_SEATS = 1, PLAY_PLAIN, PLAY_LOAD, PLAY_SAVE, PLAY_NO_AUTOSAVE };

static const cli_option play_opts[] = {
    {"game", 0, "NAME",
     "the game (default arnak; another: e.g. lost-cities;\n"
     "with --load: the record's, which NAME must match)",
     CLI_GAME},
    {"players", 'p', "N",
     "1..5 players (default 2, or the game's minimum); 1: solo\n"
     "against the rival",
     CLI_PLAYERS},
    {"difficulty", 0, "D", "solo: the rival's red tiles, 0..5 (default 2)", CLI_DIFFICULTY},
    {"side", 0, "SIDE", "bird (default) or snake", CLI_SIDE},
    {"option", 'o', "NAME=V", "any option of the game (e.g. length=short, paths=updown)",
     CLI_OPTION},
    {"seats", 0, "LIST",
     "comma list of 'human' or a bot name per seat\n"
     "(default human, the others the game's own: medium, a\n"
     "search that answers in about a second a turn, in Arnak\n"
     "and Quetzal, greedy in Lost Cities; levels easy medium\n"
     "hard expert, or greedy, random)",
     PLAY_SEATS},
    {"seed", 's', "S", "game seed (default: from the clock; always printed)", CLI_SEED},
    {"plain", 0, NULL,
     "no colours, no screen clearing; one choice per input\n"
     "line, so that a script can play; end of input quits",
     PLAY_PLAIN},
    {"load", 0, "FILE",
     "resume the game saved in FILE (game, players, options\n"
     "and seed come from it; seats too unless --seats is given)",
     PLAY_LOAD},
    {"save", 0, "FILE",
     "autosave to FILE after every action (default: a new\n"
     "file under $XDG_STATE_HOME/arnak/ or ~/.local/state/arnak/,\n"
     "named at the start; with --load: the loaded file)",
     PLAY_SAVE},
    {"no-autosave", 0, NULL, "write nothing unless told ('save FILE')", PLAY_NO_AUTOSAVE},
    CLI_END,
};

typedef struct {
    play_options o;
    cli_game_args game;
    bool game_given; /* --game was on the command line */
    const char *seats;
} play_args;

static int play_opt(void *ctx, int id, const char *v)
{
    play_args *a = ctx;
    switch (id) {
    case PLAY_SEATS:
        a->seats = v;
        a->o.seats_given = true;
        break;
    case PLAY_PLAIN:
        a->o.plain = true;
        break;
    case PLAY_LOAD:
        a->o.load = v;
        break;
    case PLAY_SAVE:
        a->o.save = v;
        break;
    case PLAY_NO_AUTOSAVE:
        a->o.no_autosave = true;
        break;
    default:
        a->game_given |= id == CLI_GAME;
        return cli_game_arg("play", &a->game, id, v);
    }
    return CLI_GO;
}

/* The seats: the named ones checked, the others the game's default bot. */
static int play_seats(play_args *a)
{
    play_options *o = &a->o;
    const char *fill = cli_default_bot(o->g);
    if (a->seats) {
        o->nseats = cli_split_list(a->seats, o->seats[0], CLI_NAME_MAX, GAME_MAX_PLAYERS);
        if (o->nseats < 0)
            return cli_usage_error("play", "--seats wants up to %d comma-separated names, not '%s'",
                                   GAME_MAX_PLAYERS, a->seats);
        for (int i = 0; i < o->nseats; i++)
            if (strcmp(o->seats[i], "human") != 0 && !bot_known(o->seats[i]))
                return cli_usage_error("play", "unknown seat '%s' (human or one of: %s)",
                                       o->seats[i], bot_names());
    } else {
        snprintf(o->seats[0], CLI_NAME_MAX, "human");
        o->nseats = 1;
    }
    if (o->nseats > o->setup.players)
        return cli_usage_error("play", "--seats names %d seats for %d players", o->nseats,
                               o->setup.players);
    for (int i = o->nseats; i < GAME_MAX_PLAYERS; i++)
        snprintf(o->seats[i], CLI_NAME_MAX, "%s", fill);
    return CLI_GO;
}

static int cmd_play(int argc, char **argv);

static const cli_command play_cmd = {
    "play",
    "[OPTIONS]",
    "play a game: humans and bots at one terminal",
    "Play a game at the terminal.  Type the number of an option or its text;\n"
    "'help' during the game lists the commands (undo, save FILE, quit...).\n"
    "Exit code 1 when the game ends or is left without being saved (every\n"
    "autosave failed, or the last one did) and no copy was saved at the end;\n"
    "--no-autosave exits 0.\n",
    play_opts,
    0,
    cmd_play,
};

/* --load FILE: the record read, with its setup and its game (--game, when
 * given, must name the same); a record of an older format is flagged. */
static int play_load(play_args *a, game_record **loaded)
{
    play_options *o = &a->o;
    char err[512];
    if (game_record_read_path(o->load, loaded, NULL, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak play: %s: %s\n", o->load, err);
        return 1;
    }
    if (a->game_given && (*loaded)->g != o->g) {
        fprintf(stderr, "arnak play: --game %s: %s is a record of %s\n", o->g->name, o->load,
                (*loaded)->g->name);
        return 1;
    }
    term_record_warn(o->load, *loaded);
    o->g = (*loaded)->g;
    o->setup = (*loaded)->setup;
    o->loaded = *loaded;
    return CLI_GO;
}

static int cmd_play(int argc, char **argv)
{
    play_args a;
    memset(&a, 0, sizeof a);
    a.game.g = cli_default_game();
    int rc = cli_parse(&play_cmd, argc, argv, play_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    play_options *o = &a.o;
    o->g = a.game.g;
    if (o->load && (a.game.have_seed || a.game.players || a.game.nsettings)) {
        const char *s = a.game.nsettings ? a.game.setting[0] : "";
        bool own = strcmp(s, "side") == 0 || strcmp(s, "difficulty") == 0; /* else --option */
        return cli_usage_error("play", "--%s: --load takes players, options and seed from the record",
                               a.game.have_seed ? "seed" : a.game.players ? "players"
                                                         : own           ? s
                                                                         : "option");
    }
    if (o->save && o->no_autosave)
        return cli_usage_error("play", "--save and --no-autosave exclude each other");
    if ((rc = cli_game_setup("play", &a.game, &o->setup)) != CLI_GO)
        return rc;
    char err[256];
    if (!o->load && game_setup_check(o->g, &o->setup, err, sizeof err) != GAME_OK)
        return cli_usage_error("play", "%s", err);
    game_record *loaded = NULL;
    rc = o->load ? play_load(&a, &loaded) : CLI_GO;
    if (rc == CLI_GO)
        rc = play_seats(&a);
    if (rc == CLI_GO) {
        if (!a.game.have_seed && !o->load)
            o->setup.seed = cli_clock_seed();
        rc = play_run(o);
    }
    game_record_free(loaded);
    return rc;
}

/* -------------------------------------------------------------- selfplay */

enum { SP_PLAYERS = 1, SP_DIFFICULTY, SP_BOTS, SP_JSONL, SP_SAVE_DIR, SP_CHECK, SP_TIMING };

static const cli_option selfplay_opts[] = {
    {"games", 'n', "N", "games per player count (default 10)", CLI_GAMES},
    {"players", 'p', "LIST", "player counts, e.g. 1,2,3,4 (default 2); 1: solo", SP_PLAYERS},
    {"difficulty", 0, "LIST",
     "solo games: each listed rival difficulty 0..5\n"
     "(default 2); --games games for each; the summary\n"
     "gives win rate and score quartiles per difficulty",
     SP_DIFFICULTY},
    {"bots", 'b', "LIST", "one bot for every seat, or a comma list per seat\n(default greedy)",
     SP_BOTS},
    {"seed", 's', "S", "master seed (default 1)", CLI_SEED},
    {"side", 0, "SIDE", "bird (default) or snake", CLI_SIDE},
    {"option", 'o', "NAME=V", "any option of the game", CLI_OPTION},
    {"game", 0, "NAME", "the game to play (default arnak)", CLI_GAME},
    {"jsonl", 0, NULL, "one JSON line per game and a final summary line", SP_JSONL},
    {"save-dir", 0, "DIR", "write each game's record to DIR/GAME-Np-SEED.rec", SP_SAVE_DIR},
    {"check", 0, NULL,
     "check the state after every action and verify that\n"
     "each record replays to the same state; exit 1 on the\n"
     "first failure",
     SP_CHECK},
    {"timing", 0, NULL,
     "add games/s to the summary (otherwise the summary\n"
     "is the same bytes on every run)",
     SP_TIMING},
    CLI_END,
};

typedef struct {
    selfplay_options o;
    cli_game_args game;
} selfplay_args;

static int selfplay_list(selfplay_args *a, int id, const char *v)
{
    selfplay_options *o = &a->o;
    char list[6][CLI_NAME_MAX];
    if (id == SP_BOTS) {
        int n = cli_split_list(v, o->bots[0], CLI_NAME_MAX, GAME_MAX_PLAYERS);
        if (n < 0)
            return cli_usage_error("selfplay",
                                   "--bots wants up to 4 comma-separated names, not '%s'", v);
        for (int i = 0; i < n; i++)
            if (!bot_known(o->bots[i]))
                return cli_usage_error("selfplay", "unknown bot '%s' (one of: %s)", o->bots[i],
                                       bot_names());
        o->nbots = n;
    } else if (id == SP_PLAYERS) {
        int n = cli_split_list(v, list[0], CLI_NAME_MAX, GAME_MAX_PLAYERS);
        if (n < 0)
            return cli_usage_error("selfplay",
                                   "--players wants up to 5 counts like 2,3,4, not '%s'", v);
        for (int i = 0; i < n; i++) {
            if (!cli_parse_int(list[i], 1, GAME_MAX_PLAYERS, &o->counts[i]))
                return cli_usage_error("selfplay", "player counts must be 1..5, not '%s'", list[i]);
            for (int j = 0; j < i; j++)
                if (o->counts[j] == o->counts[i])
                    return cli_usage_error("selfplay", "player count '%s' is listed twice",
                                           list[i]);
        }
        o->ncounts = n;
    } else {
        int n = cli_split_list(v, list[0], CLI_NAME_MAX, 6);
        if (n < 0)
            return cli_usage_error("selfplay",
                                   "--difficulty wants up to 6 values like 0,2,5, not '%s'", v);
        for (int i = 0; i < n; i++)
            if (!cli_parse_int(list[i], 0, 5, &o->difficulties[i]))
                return cli_usage_error("selfplay", "difficulties must be 0..5, not '%s'", list[i]);
        o->ndifficulties = n;
    }
    return CLI_GO;
}

static int selfplay_opt(void *ctx, int id, const char *v)
{
    selfplay_args *a = ctx;
    switch (id) {
    case SP_SAVE_DIR:
        if (!*v)
            return cli_usage_error("selfplay", "--save-dir needs a directory");
        a->o.save_dir = v;
        break;
    case SP_JSONL:
        a->o.jsonl = true;
        break;
    case SP_CHECK:
        a->o.check = true;
        break;
    case SP_TIMING:
        a->o.timing = true;
        break;
    case SP_BOTS:
    case SP_PLAYERS:
    case SP_DIFFICULTY:
        return selfplay_list(a, id, v);
    default:
        return cli_game_arg("selfplay", &a->game, id, v);
    }
    return CLI_GO;
}

static int cmd_selfplay(int argc, char **argv);

static const cli_command selfplay_cmd = {
    "selfplay",
    "[OPTIONS]",
    "bots play many games; statistics and consistency checks",
    "Bots play against bots.  Game i is seeded from --seed and i; its seed is\n"
    "printed, and each bot's seed derives from the game seed and its seat.\n",
    selfplay_opts,
    0,
    cmd_selfplay,
};

static int cmd_selfplay(int argc, char **argv)
{
    selfplay_args a;
    memset(&a, 0, sizeof a);
    selfplay_options *o = &a.o;
    o->counts[0] = 2;
    o->ncounts = 1;
    snprintf(o->bots[0], CLI_NAME_MAX, "greedy");
    o->nbots = 1;
    a.game.g = cli_default_game();
    int rc = cli_parse(&selfplay_cmd, argc, argv, selfplay_opt, &a, NULL);
    if (rc != CLI_GO)
        return rc;
    o->g = a.game.g;
    o->seed = a.game.have_seed ? a.game.seed : 1;
    o->games = a.game.games ? a.game.games : 10;
    if ((rc = cli_game_setup("selfplay", &a.game, &o->setup)) != CLI_GO)
        return rc;
    for (int i = 0; i < o->ncounts; i++) {
        if (o->counts[i] < o->g->type.min_players || o->counts[i] > o->g->type.max_players)
            return cli_usage_error("selfplay", "%s is played by %d to %d players, not %d",
                                   o->g->name, o->g->type.min_players, o->g->type.max_players, o->counts[i]);
        if (o->nbots > 1 && o->counts[i] > o->nbots)
            return cli_usage_error("selfplay",
                                   "--bots names %d seats but some games have %d players", o->nbots,
                                   o->counts[i]);
    }
    return selfplay_run(o);
}

/* ---------------------------------------------------------------- replay */

enum { RP_JSON = 1, RP_STEP, RP_VIEW };

static const cli_option replay_opts[] = {
    {"json", 'j', NULL,
     "print the final state as one JSON object instead\n"
     "(scores and the full state, hidden parts included)",
     RP_JSON},
    {"step", 0, NULL,
     "walk the game move by move: each action, what it\n"
     "produced, a score table at each round end; at a\n"
     "terminal it waits for Enter after each move",
     RP_STEP},
    {"view", 'v', "P", "with --json or --step: only what player P (1..5)\nmay see", RP_VIEW},
    CLI_END,
};

typedef struct {
    bool json, step;
    int view;
} replay_args;

static int replay_opt(void *ctx, int id, const char *v)
{
    replay_args *a = ctx;
    if (id == RP_JSON)
        a->json = true;
    else if (id == RP_STEP)
        a->step = true;
    else if (!cli_parse_int(v, 1, GAME_MAX_PLAYERS, &a->view))
        return cli_usage_error("replay", "--view must be a player 1..5, not '%s'", v);
    return CLI_GO;
}

static int cmd_replay(int argc, char **argv);

static const cli_command replay_cmd = {
    "replay",
    "[--json | --step] [--view P] FILE",
    "verify a game record and print its scores",
    "Replays the game record FILE ('-' for standard input), verifies every\n"
    "action and the final hash, and prints the scores and the winner(s).\n"
    "Exit code 1 with a one-line error if the record is damaged.\n",
    replay_opts,
    1,
    cmd_replay,
};

static int cmd_replay(int argc, char **argv)
{
    replay_args a = {false, false, 0};
    int first;
    int rc = cli_parse(&replay_cmd, argc, argv, replay_opt, &a, &first);
    if (rc != CLI_GO)
        return rc;
    if (a.view && !a.json && !a.step)
        return cli_usage_error("replay", "--view goes with --json or --step");
    if (a.json && a.step)
        return cli_usage_error("replay", "--json and --step do not go together");
    if (first >= argc)
        return cli_usage_error("replay", "missing the record FILE");
    if (a.step)
        return replay_step_run(argv[first], a.view - 1,
                               isatty(STDIN_FILENO) && isatty(STDOUT_FILENO));
    return replay_run(argv[first], a.json, a.view - 1);
}

/* --------------------------------------------------------- the commands */

/* In the order of `arnak --help`.  A command is one row: its cli_command
 * (name, synopsis, summary, help, option table, entry point).  A command that
 * reads its own arguments has no option table, and its row can stand here:
 *     &(const cli_command){"NAME", "SYNOPSIS", "summary", NULL, NULL,
 *                          CLI_ANY_ARGS, name_main},
 * `arnak NAME --help` then prints its synopsis and summary. */
/* clang-format off */
static const cli_command *const commands[] = {
    &play_cmd,
    &selfplay_cmd,
    &replay_cmd,
    &bench_command,
    &arena_command,
    &tune_command,
    &srv_proto_command,
    &srv_serve_command,
    &loadtest_command,
    &srv_store_command,
};
/* clang-format on */
#define NCOMMANDS (int)(sizeof commands / sizeof commands[0])

static void main_help(void)
{
    fputs("usage: arnak COMMAND [OPTIONS]\n\nLost Ruins of Arnak at the terminal.\n\ncommands:\n",
          stdout);
    for (int i = 0; i < NCOMMANDS; i++)
        printf("  %-10s %s\n", commands[i]->name, commands[i]->summary);
    printf("  %-10s %s\n", "help", "[COMMAND]: this text, or the options of COMMAND");
    fputs("\nRun 'arnak COMMAND --help' for the options of a command.\n", stdout);
}

static const cli_command *find_command(const char *name)
{
    for (int i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i]->name, name) == 0)
            return commands[i];
    return NULL;
}

static bool is_help(const char *arg)
{
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error(NULL, "missing COMMAND");
    const char *name = argv[1];
    if (strcmp(name, "help") == 0 || is_help(name)) {
        if (argc > 3)
            return cli_usage_error(NULL, "unexpected argument '%s'", argv[3]);
        if (argc == 2) {
            main_help();
            return 0;
        }
        const cli_command *c = find_command(argv[2]);
        if (!c)
            return cli_usage_error(NULL, "unknown command '%s'", argv[2]);
        cli_print_help(c, stdout);
        return 0;
    }
    const cli_command *c = find_command(name);
    if (!c)
        return cli_usage_error(NULL, "unknown %s '%s'", name[0] == '-' ? "option" : "command",
                               name);
    /* A command with an option table answers --help itself (cli_parse). */
    if (!c->options && argc > 2 && is_help(argv[2])) {
        cli_print_help(c, stdout);
        return 0;
    }
    return c->run(argc - 1, argv + 1);
}
