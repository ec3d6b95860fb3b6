/* main.c - the `arnak` program: parses the command line and dispatches to the
 * subcommands (play, selfplay, replay, bench).
 *
 * Every usage error is one line on stderr and exit code 2; run-time failures
 * are exit code 1.  getopt_long's own messages are switched off (opterr = 0)
 * so that all messages share one format.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/bot.h"
#include "arena.h"
#include "tune.h"
#include "bench/bench.h"
#include "cli.h"
#include "play_generic.h"
#include "core/parse.h"
#include "server/server.h"
#include "store_cmd.h"

#define EXIT_USAGE 2

static const char main_help[] =
    "usage: arnak COMMAND [OPTIONS]\n"
    "\n"
    "Lost Ruins of Arnak at the terminal.\n"
    "\n"
    "commands:\n"
    "  play       play a game: humans and bots at one terminal\n"
    "  selfplay   bots play many games; statistics and consistency checks\n"
    "  replay     verify a game record and print its scores\n"
    "  bench      speed benchmark\n"
    "  arena      measured bot strength: matches, hints, reviews\n"
    "  tune       fit the Arnak heuristic's weights (for developers)\n"
    "  proto      the JSON protocol over standard input/output (docs/PROTOCOL.md)\n"
    "  serve      the protocol over WebSocket, and a page to play in browsers\n"
    "  loadtest   WebSocket clients playing against an `arnak serve` on loopback\n"
    "  store      store check DIR: the server store's integrity, without a server\n"
    "  help [COMMAND]  this text, or the options of COMMAND\n"
    "\n"
    "Run 'arnak COMMAND --help' for the options of a command.\n";

static const char play_help[] =
    "usage: arnak play [OPTIONS]\n"
    "\n"
    "Play a game at the terminal.  Type the number of an option or its text;\n"
    "'help' during the game lists the commands (undo, save FILE, quit...).\n"
    "\n"
    "options:\n"
    "  -p, --players N     1..4 players (default 2); 1: solo against the rival\n"
    "      --difficulty D  solo: the rival's red tiles, 0..5 (default 2)\n"
    "      --seats LIST    comma list of 'human' or a bot name per seat\n"
    "                      (default human,medium; missing seats are medium: a\n"
    "                      search bot that answers in about a second a turn;\n"
    "                      levels easy medium hard expert, or greedy, random)\n"
    "  -s, --seed S        game seed (default: from the clock; always printed)\n"
    "      --side SIDE     bird (default) or snake\n"
    "      --plain         no colours, no screen clearing; one choice per input\n"
    "                      line, so that a script can play; end of input quits\n"
    "      --game NAME     another game of the registry (e.g. lost-cities): see\n"
    "                      'arnak play --game NAME --help' for its options\n"
    "      --load FILE     resume the game saved in FILE (players, side and seed\n"
    "                      come from it; seats too unless --seats is given)\n"
    "      --save FILE     autosave to FILE after every action (default: a new\n"
    "                      file under $XDG_STATE_HOME/arnak/ or ~/.local/state/arnak/,\n"
    "                      named at the start; with --load: the loaded file)\n"
    "      --no-autosave   write nothing unless told ('save FILE')\n"
    "  -h, --help          this text\n";

static const char selfplay_help[] =
    "usage: arnak selfplay [OPTIONS]\n"
    "\n"
    "Bots play against bots.  Game i is seeded from --seed and i; its seed is\n"
    "printed, and each bot's seed derives from the game seed and its seat.\n"
    "\n"
    "options:\n"
    "  -n, --games N       games per player count (default 10)\n"
    "  -p, --players LIST  player counts, e.g. 1,2,3,4 (default 2); 1: solo\n"
    "      --difficulty LIST  solo games: each listed rival difficulty 0..5\n"
    "                      (default 2); --games games for each; the summary\n"
    "                      gives win rate and score quartiles per difficulty\n"
    "  -b, --bots LIST     one bot for every seat, or a comma list per seat\n"
    "                      (default greedy)\n"
    "  -s, --seed S        master seed (default 1)\n"
    "      --side SIDE     bird (default) or snake\n"
    "      --game NAME     the game to play (default arnak)\n"
    "      --jsonl         one JSON line per game and a final summary line\n"
    "      --save-dir DIR  write each game's record to DIR/GAME-Np-SEED.rec\n"
    "      --check         check the state after every action and verify that\n"
    "                      each record replays to the same state; exit 1 on the\n"
    "                      first failure\n"
    "      --timing        add games/s to the summary (otherwise the summary\n"
    "                      is the same bytes on every run)\n"
    "  -h, --help          this text\n";

static const char replay_help[] =
    "usage: arnak replay [--json | --step] [--view P] FILE\n"
    "\n"
    "Replays the game record FILE ('-' for standard input), verifies every\n"
    "action and the final hash, and prints the scores and the winner(s).\n"
    "Exit code 1 with a one-line error if the record is damaged.\n"
    "\n"
    "options:\n"
    "      --json          print the final state as one JSON object instead\n"
    "                      (scores and the full state, hidden parts included)\n"
    "      --step          walk the game move by move: each action, what it\n"
    "                      produced, a score table at each round end; at a\n"
    "                      terminal it waits for Enter after each move\n"
    "      --view P        with --json or --step: only what player P (1..4)\n"
    "                      may see\n"
    "  -h, --help          this text\n";

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "arnak%s%s: ", cmd ? " " : "", cmd ? cmd : "");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see 'arnak%s%s --help')\n", cmd ? " " : "", cmd ? cmd : "");
    va_end(ap);
    return EXIT_USAGE;
}

/* getopt_long returned '?' or ':'; describe the offending option.  A long
 * option is still the text in argv[optind - 1]; a short one (perhaps inside
 * a cluster like -xp) is only known by its letter in optopt. */
static int option_error(const char *cmd, int c, char *const argv[])
{
    char opt[64];
    const char *arg = optind > 0 ? argv[optind - 1] : "";
    if (strncmp(arg, "--", 2) == 0)
        snprintf(opt, sizeof opt, "%.*s", (int)strcspn(arg, "="), arg);
    else if (optopt > 0 && optopt < 128 && isprint(optopt))
        snprintf(opt, sizeof opt, "-%c", optopt);
    else
        snprintf(opt, sizeof opt, "%s", arg);
    if (c == ':')
        return usage_error(cmd, "option '%s' needs a value", opt);
    return usage_error(cmd, "unknown%s option '%s'", opt[1] == '-' ? " or ambiguous" : "", opt);
}

static bool parse_int(const char *s, int lo, int hi, int *out)
{
    uint64_t v;
    if (!game_parse_u64(s, &v) || v < (uint64_t)lo || v > (uint64_t)hi)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_side(const char *s, int *side)
{
    if (strcmp(s, "bird") == 0)
        *side = ARNAK_SIDE_BIRD;
    else if (strcmp(s, "snake") == 0)
        *side = ARNAK_SIDE_SNAKE;
    else
        return false;
    return true;
}

/* Splits a comma list into out[0..max-1]; -1 if an item is empty or too long
 * or there are more than max items. */
static int split_list(const char *arg, char out[][CLI_NAME_MAX], int max)
{
    int n = 0;
    const char *p = arg;
    for (;;) {
        size_t len = strcspn(p, ",");
        if (len == 0 || len >= CLI_NAME_MAX || n == max)
            return -1;
        memcpy(out[n], p, len);
        out[n][len] = '\0';
        n++;
        if (p[len] == '\0')
            return n;
        p += len + 1;
    }
}

static bool is_bot(const char *name) { return bot_known(name); }

/* A seed from the clock, short enough to type back in. */
static uint64_t clock_seed(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return cli_mix64((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec) % 1000000000ULL;
}

/* Values of the options that have no short form. */
enum { OPT_SEATS = 256, OPT_SIDE, OPT_PLAIN, OPT_LOAD, OPT_JSONL, OPT_SAVE_DIR, OPT_CHECK, OPT_GAME,
       OPT_DIFFICULTY, OPT_TIMING, OPT_SAVE, OPT_NO_AUTOSAVE };

static int cmd_play(int argc, char **argv)
{
    /* another game than arnak: the generic terminal loop (play_generic.c) */
    const char *game = play_generic_game_arg(argc, argv);
    if (game && strcmp(game, "arnak") != 0)
        return play_generic_cmd(argc, argv);
    static const struct option longopts[] = {
        {"players", required_argument, NULL, 'p'},
        {"seats", required_argument, NULL, OPT_SEATS},
        {"seed", required_argument, NULL, 's'},
        {"side", required_argument, NULL, OPT_SIDE},
        {"difficulty", required_argument, NULL, OPT_DIFFICULTY},
        {"plain", no_argument, NULL, OPT_PLAIN},
        {"load", required_argument, NULL, OPT_LOAD},
        {"save", required_argument, NULL, OPT_SAVE},
        {"no-autosave", no_argument, NULL, OPT_NO_AUTOSAVE},
        {"game", required_argument, NULL, OPT_GAME},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    play_options o;
    memset(&o, 0, sizeof o);
    o.players = 2;
    o.side = ARNAK_SIDE_BIRD;
    o.difficulty = ARNAK_DEFAULT_DIFFICULTY;
    bool have_seed = false, have_players = false, have_side = false;
    char seats[ARNAK_MAX_PLAYERS][CLI_NAME_MAX];
    int nseats = 0;
    int c;
    while ((c = getopt_long(argc, argv, ":p:s:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'p':
            if (!parse_int(optarg, 1, 4, &o.players))
                return usage_error("play", "--players must be 1..4, not '%s'", optarg);
            have_players = true;
            break;
        case OPT_SEATS:
            nseats = split_list(optarg, seats, ARNAK_MAX_PLAYERS);
            if (nseats < 0)
                return usage_error("play", "--seats wants up to 4 comma-separated names, not '%s'",
                                   optarg);
            for (int i = 0; i < nseats; i++) {
                if (strcmp(seats[i], "human") != 0 && !is_bot(seats[i]))
                    return usage_error("play", "unknown seat '%s' (human or one of: %s)",
                                       seats[i], bot_names());
            }
            o.seats_given = true;
            break;
        case 's':
            if (!game_parse_u64(optarg, &o.seed))
                return usage_error("play", "--seed must be an unsigned 64-bit number, not '%s'",
                                   optarg);
            have_seed = true;
            break;
        case OPT_SIDE:
            if (!parse_side(optarg, &o.side))
                return usage_error("play", "--side must be bird or snake, not '%s'", optarg);
            have_side = true;
            break;
        case OPT_DIFFICULTY:
            if (!parse_int(optarg, 0, 5, &o.difficulty))
                return usage_error("play", "--difficulty must be 0..5, not '%s'", optarg);
            break;
        case OPT_PLAIN:
            o.plain = true;
            break;
        case OPT_LOAD:
            o.load = optarg;
            break;
        case OPT_SAVE:
            o.save = optarg;
            break;
        case OPT_NO_AUTOSAVE:
            o.no_autosave = true;
            break;
        case OPT_GAME: /* "--game arnak": this loop */
            break;
        case 'h':
            fputs(play_help, stdout);
            return 0;
        default:
            return option_error("play", c, argv);
        }
    }
    if (optind < argc)
        return usage_error("play", "unexpected argument '%s'", argv[optind]);
    if (o.load && (have_seed || have_players || have_side))
        return usage_error("play", "%s: --load takes players, side and seed from the record",
                           have_seed ? "--seed" : have_players ? "--players" : "--side");
    if (o.save && o.no_autosave)
        return usage_error("play", "--save and --no-autosave exclude each other");

    if (!o.seats_given) {
        snprintf(seats[0], CLI_NAME_MAX, "human");
        nseats = 1;
    }
    /* With --load the real player count is only known from the record;
     * play_run checks the seats against it again. */
    int want = o.load ? ARNAK_MAX_PLAYERS : o.players;
    if (nseats > want)
        return usage_error("play", "--seats names %d seats for %d players", nseats, o.players);
    for (int i = 0; i < ARNAK_MAX_PLAYERS; i++)
        snprintf(o.seats[i], CLI_NAME_MAX, "%s", i < nseats ? seats[i] : "medium");
    if (!have_seed && !o.load)
        o.seed = clock_seed();
    return play_run(&o);
}

static int cmd_selfplay(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"games", required_argument, NULL, 'n'},
        {"players", required_argument, NULL, 'p'},
        {"bots", required_argument, NULL, 'b'},
        {"seed", required_argument, NULL, 's'},
        {"side", required_argument, NULL, OPT_SIDE},
        {"game", required_argument, NULL, OPT_GAME},
        {"jsonl", no_argument, NULL, OPT_JSONL},
        {"save-dir", required_argument, NULL, OPT_SAVE_DIR},
        {"check", no_argument, NULL, OPT_CHECK},
        {"difficulty", required_argument, NULL, OPT_DIFFICULTY},
        {"timing", no_argument, NULL, OPT_TIMING},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    selfplay_options o;
    memset(&o, 0, sizeof o);
    o.games = 10;
    o.counts[0] = 2;
    o.ncounts = 1;
    snprintf(o.bots[0], CLI_NAME_MAX, "greedy");
    o.nbots = 1;
    o.seed = 1;
    o.g = &ARNAK_GAME;
    const char *side = NULL;
    char list[GAME_MAX_PLAYERS][CLI_NAME_MAX], dlist[6][CLI_NAME_MAX];
    int c, n;
    while ((c = getopt_long(argc, argv, ":n:p:b:s:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'n':
            if (!parse_int(optarg, 1, 100000000, &o.games))
                return usage_error("selfplay", "--games must be a positive number, not '%s'",
                                   optarg);
            break;
        case 'p':
            n = split_list(optarg, list, GAME_MAX_PLAYERS);
            if (n < 0)
                return usage_error("selfplay",
                                   "--players wants up to 4 counts like 2,3,4, not '%s'", optarg);
            for (int i = 0; i < n; i++) {
                if (!parse_int(list[i], 1, GAME_MAX_PLAYERS, &o.counts[i]))
                    return usage_error("selfplay", "player counts must be 1..4, not '%s'",
                                       list[i]);
                for (int j = 0; j < i; j++)
                    if (o.counts[j] == o.counts[i])
                        return usage_error("selfplay", "player count '%s' is listed twice",
                                           list[i]);
            }
            o.ncounts = n;
            break;
        case 'b':
            n = split_list(optarg, o.bots, ARNAK_MAX_PLAYERS);
            if (n < 0)
                return usage_error("selfplay",
                                   "--bots wants up to 4 comma-separated names, not '%s'", optarg);
            for (int i = 0; i < n; i++) {
                if (!is_bot(o.bots[i]))
                    return usage_error("selfplay", "unknown bot '%s' (one of: %s)", o.bots[i],
                                       bot_names());
            }
            o.nbots = n;
            break;
        case 's':
            if (!game_parse_u64(optarg, &o.seed))
                return usage_error("selfplay",
                                   "--seed must be an unsigned 64-bit number, not '%s'", optarg);
            break;
        case OPT_SIDE:
            side = optarg;
            break;
        case OPT_GAME:
            if (!(o.g = game_find(optarg)))
                return usage_error("selfplay", "unknown game '%s'", optarg);
            break;
        case OPT_JSONL:
            o.jsonl = true;
            break;
        case OPT_SAVE_DIR:
            if (!*optarg)
                return usage_error("selfplay", "--save-dir needs a directory");
            o.save_dir = optarg;
            break;
        case OPT_CHECK:
            o.check = true;
            break;
        case OPT_TIMING:
            o.timing = true;
            break;
        case OPT_DIFFICULTY:
            n = split_list(optarg, dlist, 6);
            if (n < 0)
                return usage_error("selfplay", "--difficulty wants up to 6 values like 0,2,5, not '%s'",
                                   optarg);
            for (int i = 0; i < n; i++)
                if (!parse_int(dlist[i], 0, 5, &o.difficulties[i]))
                    return usage_error("selfplay", "difficulties must be 0..5, not '%s'", dlist[i]);
            o.ndifficulties = n;
            break;
        case 'h':
            fputs(selfplay_help, stdout);
            return 0;
        default:
            return option_error("selfplay", c, argv);
        }
    }
    if (optind < argc)
        return usage_error("selfplay", "unexpected argument '%s'", argv[optind]);
    game_setup_default(o.g, &o.setup);
    if (side) {
        int oi = game_option_index(o.g, "side");
        int v = game_option_value(o.g, oi, side);
        if (oi < 0 || v < 0)
            return usage_error("selfplay", "--side must be bird or snake, not '%s'", side);
        o.setup.options[oi] = v;
    }
    for (int i = 0; i < o.ncounts; i++) {
        if (o.counts[i] < o.g->min_players || o.counts[i] > o.g->max_players)
            return usage_error("selfplay", "%s is played by %d to %d players, not %d", o.g->name,
                               o.g->min_players, o.g->max_players, o.counts[i]);
    }
    if (o.nbots > 1) {
        for (int i = 0; i < o.ncounts; i++) {
            if (o.counts[i] > o.nbots)
                return usage_error("selfplay",
                                   "--bots names %d seats but some games have %d players", o.nbots,
                                   o.counts[i]);
        }
    }
    return selfplay_run(&o);
}

static int cmd_replay(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"help", no_argument, NULL, 'h'},
        {"json", no_argument, NULL, 'j'},
        {"view", required_argument, NULL, 'v'},
        {"step", no_argument, NULL, 's'},
        {NULL, 0, NULL, 0},
    };
    int c, view = 0;
    bool json = false, step = false;
    while ((c = getopt_long(argc, argv, ":hjv:", longopts, NULL)) != -1) {
        if (c == 's') {
            step = true;
            continue;
        }
        if (c == 'h') {
            fputs(replay_help, stdout);
            return 0;
        }
        if (c == 'j') {
            json = true;
            continue;
        }
        if (c == 'v') {
            if (!parse_int(optarg, 1, ARNAK_MAX_PLAYERS, &view))
                return usage_error("replay", "--view must be a player 1..4, not '%s'", optarg);
            continue;
        }
        return option_error("replay", c, argv);
    }
    if (view && !json && !step)
        return usage_error("replay", "--view goes with --json or --step");
    if (json && step)
        return usage_error("replay", "--json and --step do not go together");
    if (optind >= argc)
        return usage_error("replay", "missing the record FILE");
    if (optind + 1 < argc)
        return usage_error("replay", "unexpected argument '%s'", argv[optind + 1]);
    if (step)
        return replay_step_run(argv[optind], view - 1, isatty(STDIN_FILENO) && isatty(STDOUT_FILENO));
    return replay_run(argv[optind], json, view - 1);
}

static int help_for(const char *cmd)
{
    if (!cmd) {
        fputs(main_help, stdout);
        return 0;
    }
    if (strcmp(cmd, "play") == 0)
        fputs(play_help, stdout);
    else if (strcmp(cmd, "selfplay") == 0)
        fputs(selfplay_help, stdout);
    else if (strcmp(cmd, "replay") == 0)
        fputs(replay_help, stdout);
    else if (strcmp(cmd, "arena") == 0) {
        char name[] = "arena", help[] = "--help";
        char *args[] = {name, help, NULL};
        return arena_main(2, args);
    } else if (strcmp(cmd, "proto") == 0 || strcmp(cmd, "serve") == 0 ||
               strcmp(cmd, "loadtest") == 0) {
        char name[16], help[] = "--help";
        snprintf(name, sizeof name, "%s", cmd);
        char *args[] = {name, help, NULL};
        return cmd[0] == 'p' ? srv_proto_main(2, args)
               : cmd[0] == 's' ? srv_serve_main(2, args)
                               : srv_loadtest_main(2, args);
    } else if (strcmp(cmd, "tune") == 0) {
        char name[] = "tune", help[] = "--help";
        char *args[] = {name, help, NULL};
        return tune_main(2, args);
    } else if (strcmp(cmd, "bench") == 0) {
        char name[] = "bench", help[] = "--help";
        char *args[] = {name, help, NULL};
        return bench_main(2, args);
    } else
        return usage_error(NULL, "unknown command '%s'", cmd);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage_error(NULL, "missing COMMAND");
    const char *cmd = argv[1];
    /* Each subcommand parses its own argv[1..]; its argv[0] is its name. */
    opterr = 0;
    optind = 1;
    if (strcmp(cmd, "play") == 0)
        return cmd_play(argc - 1, argv + 1);
    if (strcmp(cmd, "selfplay") == 0)
        return cmd_selfplay(argc - 1, argv + 1);
    if (strcmp(cmd, "replay") == 0)
        return cmd_replay(argc - 1, argv + 1);
    if (strcmp(cmd, "arena") == 0)
        return arena_main(argc - 1, argv + 1);
    if (strcmp(cmd, "tune") == 0)
        return tune_main(argc - 1, argv + 1);
    if (strcmp(cmd, "bench") == 0)
        return bench_main(argc - 1, argv + 1);
    if (strcmp(cmd, "proto") == 0)
        return srv_proto_main(argc - 1, argv + 1);
    if (strcmp(cmd, "serve") == 0)
        return srv_serve_main(argc - 1, argv + 1);
    if (strcmp(cmd, "loadtest") == 0)
        return srv_loadtest_main(argc - 1, argv + 1);
    if (strcmp(cmd, "store") == 0)
        return store_main(argc - 1, argv + 1);
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        if (argc > 3)
            return usage_error(NULL, "unexpected argument '%s'", argv[3]);
        return help_for(argc > 2 ? argv[2] : NULL);
    }
    if (cmd[0] == '-')
        return usage_error(NULL, "unknown option '%s'", cmd);
    return usage_error(NULL, "unknown command '%s'", cmd);
}
