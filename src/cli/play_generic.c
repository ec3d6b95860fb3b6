/* play_generic.c - `arnak play --game NAME`: humans and bots at one terminal,
 * for any game behind core/game.h (see play_generic.h).
 *
 * As in play.c, the game is the record (setup + actions); undo drops the
 * last action and replays.  A human sees the board through g->view_text for
 * their own seat and picks an option by number or by its text
 * (case-insensitive, through g->action_from_string).  Input lines are
 * bounded: an over-long line or one with a NUL byte is refused with one
 * line on stderr. */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/parse.h"
#include "core/record.h"
#include "input.h"
#include "play_generic.h"

#define INPUT_MAX CLI_INPUT_MAX /* longest input line accepted (input.h) */
#define BOARD_MAX 16384 /* room for g->view_text */
#define TEXT_MAX  256

static const char generic_help[] =
    "usage: arnak play --game NAME [OPTIONS]\n"
    "\n"
    "Play a game of the registry (other than arnak) at the terminal.  Type the\n"
    "number of an option or its text; 'help' lists the commands.\n"
    "\n"
    "options:\n"
    "      --game NAME        the game (e.g. lost-cities)\n"
    "  -p, --players N        players (default: the game's minimum, at least 2)\n"
    "      --seats LIST       comma list of 'human' or a bot name per seat\n"
    "                         (default human, the others greedy)\n"
    "  -s, --seed S           game seed (default: from the clock; always printed)\n"
    "  -o, --option NAME=VAL  a game option (e.g. length=short, paths=updown)\n"
    "      --plain            the board once per turn (else before every choice);\n"
    "                         one choice per input line, so that a script can play\n"
    "      --load FILE        resume the game saved in FILE\n"
    "  -h, --help             this text\n";

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static int
usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "arnak play: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see 'arnak play --game NAME --help')\n");
    va_end(ap);
    return 2;
}

const char *play_generic_game_arg(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            return NULL;
        if (strcmp(argv[i], "--game") == 0)
            return i + 1 < argc ? argv[i + 1] : NULL;
        if (strncmp(argv[i], "--game=", 7) == 0)
            return argv[i] + 7;
    }
    return NULL;
}

typedef struct {
    const game_def *g;
    game_record *rec;
    unsigned char *s, *before; /* the state now, and before the last action */
    bool human[GAME_MAX_PLAYERS];
    bot bots[GAME_MAX_PLAYERS];
    const char *names[GAME_MAX_PLAYERS];
    bool plain;
    int last_actor; /* who took the last action, -1 at the start */
} session;

static int players_of(const session *ss)
{
    return ss->g->players(ss->s);
}

/* Whose eyes events are written for: the only human; with several humans
 * the one to act next (else the actor); with none everything. */
static int log_viewer(const session *ss, int actor)
{
    int humans = 0, first = -1;
    for (int p = 0; p < players_of(ss); p++)
        if (ss->human[p]) {
            humans++;
            if (first < 0)
                first = p;
        }
    if (humans == 0)
        return GAME_VIEW_ALL;
    if (humans == 1)
        return first;
    int next = ss->g->current_player(ss->s);
    if (next >= 0 && ss->human[next])
        return next;
    return actor >= 0 && ss->human[actor] ? actor : first;
}

/* The action text without a leading "Pn: " (the line names the seat). */
static void phrase(const session *ss, const void *st, game_action a, int viewer, char *buf,
                   size_t n)
{
    char t[TEXT_MAX];
    if (ss->g->action_text(st, a, viewer, t, sizeof t) < 0) {
        ss->g->action_to_string(st, a, buf, n);
        return;
    }
    const char *body = t;
    if (t[0] == 'P' && t[1] >= '1' && t[1] <= '9' && t[2] == ':' && t[3] == ' ')
        body = t + 4;
    snprintf(buf, n, "%s", body);
}

/* Applies a legal action, records it and prints it with its events. */
static int session_apply(session *ss, game_action a)
{
    const game_def *g = ss->g;
    int p = g->current_player(ss->s);
    memcpy(ss->before, ss->s, g->state_size);
    int rc = g->apply(ss->s, a);
    if (rc != GAME_OK) {
        fprintf(stderr, "arnak play: the game rejects the action: %s\n", game_strerror(rc));
        return rc;
    }
    if (game_record_push(ss->rec, a) != 0) {
        memcpy(ss->s, ss->before, g->state_size);
        fprintf(stderr, "arnak play: out of memory\n");
        return GAME_E_NOMEM;
    }
    ss->last_actor = p;
    int viewer = log_viewer(ss, p);
    char text[TEXT_MAX];
    phrase(ss, ss->before, a, viewer, text, sizeof text);
    printf("P%d (%s): %s\n", p + 1, ss->names[p], text);
    game_event ev[GAME_MAX_EVENTS];
    int n = g->events(ss->before, a, ss->s, viewer, ev, GAME_MAX_EVENTS);
    for (int i = 0; i < n; i++) {
        if (g->event_text(&ev[i], text, sizeof text) > 0)
            printf("  %s\n", text);
    }
    return GAME_OK;
}

static void show_board(const session *ss, int me)
{
    if (!ss->g->view_text)
        return;
    char *board = malloc(BOARD_MAX);
    if (!board)
        return;
    /* no screen clearing: the other seats' actions printed above stay readable */
    if (ss->g->view_text(ss->s, me, board, BOARD_MAX) > 0)
        fputs(board, stdout);
    free(board);
}

static void show_options(const session *ss, int me, const game_action *legal, int n)
{
    char t[TEXT_MAX], c[TEXT_MAX];
    ss->g->decision_text(ss->s, me, t, sizeof t);
    printf("%s\n", t);
    for (int i = 0; i < n; i++) {
        ss->g->action_to_string(ss->s, legal[i], c, sizeof c);
        phrase(ss, ss->s, legal[i], me, t, sizeof t);
        printf("  %2d. %-26s %s\n", i + 1, c, t);
    }
}

static void input_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
static void input_error(const char *fmt, ...)
{
    fflush(stdout);
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "error: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t len = strlen(s);
    while (len && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
    return s;
}

enum { H_APPLIED, H_QUIT, H_ERROR };

static int human_decision(session *ss, int me, bool board)
{
    const game_def *g = ss->g;
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    if (!legal)
        return H_ERROR;
    int n = g->legal_actions(ss->s, legal);
    if (board)
        show_board(ss, me);
    show_options(ss, me, legal, n);
    char line[INPUT_MAX], err[256];
    int result = H_ERROR;
    for (;;) {
        printf("> ");
        fflush(stdout);
        cli_line rl = cli_read_line(stdin, line, sizeof line);
        if (rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE) {
            if (rl == CLI_LINE_GARBAGE)
                input_error("%s", cli_line_error(rl));
            printf("\nend of input: leaving the game (seed %llu)\n",
                   (unsigned long long)ss->rec->setup.seed);
            result = H_QUIT;
            break;
        }
        if (rl != CLI_LINE_OK) {
            input_error("%s", cli_line_error(rl));
            continue;
        }
        char *in = trim(line);
        if (!*in)
            continue;
        if (strcmp(in, "help") == 0 || strcmp(in, "?") == 0) {
            printf("Type the number of an option (1..%d) or its text (any case).\n"
                   "Commands: board, list, undo, save FILE, %squit, help\n",
                   n, ss->g->explain ? "explain X (a card, a tile...), " : "");
            continue;
        }
        if (ss->g->explain && strncmp(in, "explain", 7) == 0 &&
            (in[7] == '\0' || isspace((unsigned char)in[7]))) {
            char *what = trim(in + 7), expl[2048];
            if (!*what)
                input_error("explain what? (a name as the board shows it)");
            else if (ss->g->explain(what, expl, sizeof expl) < 0)
                input_error("%s", expl);
            else
                printf("%s\n", expl);
            continue;
        }
        if (strcmp(in, "board") == 0) {
            show_board(ss, me);
            show_options(ss, me, legal, n);
            continue;
        }
        if (strcmp(in, "list") == 0) {
            show_options(ss, me, legal, n);
            continue;
        }
        if (strcmp(in, "quit") == 0 || strcmp(in, "exit") == 0) {
            printf("quitting (seed %llu)\n", (unsigned long long)ss->rec->setup.seed);
            result = H_QUIT;
            break;
        }
        if (strcmp(in, "undo") == 0) {
            if (game_record_undo_depth(ss->rec, me) == 0) {
                input_error(
                    "nothing to undo: only your own steps of this turn that revealed nothing "
                    "can be taken back");
                continue;
            }
            game_record_pop(ss->rec);
            if (game_record_rebuild(ss->rec, ss->rec->n, ss->s, err, sizeof err) != GAME_OK) {
                fprintf(stderr, "arnak play: undo failed: %s\n", err);
                break;
            }
            printf("P%d (%s): undo\n", me + 1, ss->names[me]);
            result = H_APPLIED; /* the main loop asks again */
            break;
        }
        if (strncmp(in, "save", 4) == 0 && (in[4] == '\0' || isspace((unsigned char)in[4]))) {
            const char *path = trim(in + 4);
            if (!*path) {
                input_error("usage: save FILE");
                continue;
            }
            if (game_record_save(path, ss->rec, err, sizeof err) != GAME_OK)
                input_error("%s", err);
            else
                printf("saved to %s\n", path);
            continue;
        }
        game_action a;
        uint64_t k;
        if (game_parse_u64(in, &k)) {
            if (k < 1 || k > (uint64_t)n) {
                input_error("choose a number from 1 to %d", n);
                continue;
            }
            a = legal[k - 1];
        } else if (g->action_from_string(ss->s, in, &a) != GAME_OK) {
            char shown[48];
            size_t j = 0;
            for (const char *p = in; *p && j + 4 < sizeof shown; p++)
                shown[j++] = (*p >= 0x20 && *p < 0x7f) ? *p : '?';
            shown[j] = '\0';
            input_error("'%s%s' is neither a legal action nor a command (type help)", shown,
                        strlen(in) > j ? "..." : "");
            continue;
        }
        result = session_apply(ss, a) == GAME_OK ? H_APPLIED : H_ERROR;
        break;
    }
    free(legal);
    return result;
}

static int bot_decision(session *ss, int p)
{
    const game_def *g = ss->g;
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    if (!legal)
        return 1;
    int n = g->legal_actions(ss->s, legal);
    game_action a = ss->bots[p].choose(&ss->bots[p], ss->s, legal, n);
    free(legal);
    return session_apply(ss, a) == GAME_OK ? 0 : 1;
}

static void print_scores(const session *ss)
{
    const game_def *g = ss->g;
    int np = players_of(ss);
    printf("%-14s", "");
    for (int p = 0; p < np; p++) {
        char h[32];
        snprintf(h, sizeof h, "P%d %s", p + 1, ss->names[p]);
        printf("%14s", h);
    }
    printf("\n");
    int parts[GAME_MAX_PLAYERS][32];
    int k = 0;
    for (int p = 0; p < np; p++)
        k = g->score_parts(ss->s, p, parts[p], 32);
    for (int i = 0; i < k; i++) {
        printf("%-14s", g->score_part_names[i]);
        for (int p = 0; p < np; p++)
            printf("%14d", parts[p][i]);
        printf("\n");
    }
    double r[GAME_MAX_PLAYERS];
    g->returns(ss->s, r);
    printf("winner:");
    for (int p = 0; p < np; p++)
        if (r[p] > 0)
            printf(" P%d (%s)", p + 1, ss->names[p]);
    printf("\n");
}

static uint64_t clock_seed(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return cli_mix64((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec) % 1000000000ULL;
}

int play_generic_cmd(int argc, char **argv)
{
    enum { OPT_GAME = 256, OPT_SEATS, OPT_PLAIN, OPT_LOAD };
    static const struct option longopts[] = {
        {"game", required_argument, NULL, OPT_GAME},
        {"players", required_argument, NULL, 'p'},
        {"seats", required_argument, NULL, OPT_SEATS},
        {"seed", required_argument, NULL, 's'},
        {"option", required_argument, NULL, 'o'},
        {"plain", no_argument, NULL, OPT_PLAIN},
        {"load", required_argument, NULL, OPT_LOAD},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const game_def *g = NULL;
    const char *load = NULL, *seats_arg = NULL;
    bool plain = false, have_seed = false, have_players = false, have_option = false;
    uint64_t v;
    game_setup setup;
    memset(&setup, 0, sizeof setup);
    const char *opts[GAME_MAX_OPTIONS * 4];
    int nopts = 0;
    int c;
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":p:s:o:h", longopts, NULL)) != -1) {
        switch (c) {
        case OPT_GAME:
            if (!(g = game_find(optarg)))
                return usage("unknown game '%s'", optarg);
            break;
        case 'p':
            if (!game_parse_u64(optarg, &v) || v < 1 || v > GAME_MAX_PLAYERS)
                return usage("--players must be 1..%d, not '%s'", GAME_MAX_PLAYERS, optarg);
            setup.players = (int)v;
            have_players = true;
            break;
        case OPT_SEATS:
            seats_arg = optarg;
            break;
        case 's':
            if (!game_parse_u64(optarg, &setup.seed))
                return usage("--seed must be an unsigned 64-bit number, not '%s'", optarg);
            have_seed = true;
            break;
        case 'o':
            if (nopts == (int)(sizeof opts / sizeof opts[0]))
                return usage("too many --option");
            opts[nopts++] = optarg;
            have_option = true;
            break;
        case OPT_PLAIN:
            plain = true;
            break;
        case OPT_LOAD:
            load = optarg;
            break;
        case 'h':
            fputs(generic_help, stdout);
            return 0;
        case ':':
            return usage("option '%s' needs a value", argv[optind - 1]);
        default:
            return usage("unknown option '%s'", argv[optind - 1]);
        }
    }
    if (optind < argc)
        return usage("unexpected argument '%s'", argv[optind]);
    if (!g)
        return usage("--game NAME is needed");
    if (load && (have_seed || have_players || have_option))
        return usage("--load takes players, options and seed from the record");

    char err[256];
    game_record *loaded = NULL;
    if (load) {
        if (game_record_read_path(load, &loaded, NULL, err, sizeof err) != GAME_OK) {
            fprintf(stderr, "arnak play: %s: %s\n", load, err);
            return 1;
        }
        if (loaded->g != g) {
            fprintf(stderr, "arnak play: %s: a game of %s, not of %s\n", load, loaded->g->name,
                    g->name);
            game_record_free(loaded);
            return 1;
        }
        setup = loaded->setup;
    } else {
        game_setup def;
        game_setup_default(g, &def);
        if (!have_players)
            setup.players = def.players;
        for (int i = 0; i < GAME_MAX_OPTIONS; i++)
            setup.options[i] = def.options[i];
        for (int i = 0; i < nopts; i++) {
            const char *eq = strchr(opts[i], '=');
            char name[64];
            if (!eq || (size_t)(eq - opts[i]) >= sizeof name)
                return usage("--option wants NAME=VALUE, not '%s'", opts[i]);
            memcpy(name, opts[i], (size_t)(eq - opts[i]));
            name[eq - opts[i]] = '\0';
            int oi = game_option_index(g, name);
            if (oi < 0)
                return usage("%s has no option '%s'", g->name, name);
            int val = game_option_value(g, oi, eq + 1);
            if (val < 0)
                return usage("option %s cannot be '%s'", name, eq + 1);
            setup.options[oi] = val;
        }
        if (!have_seed)
            setup.seed = clock_seed();
        if (game_setup_check(g, &setup, err, sizeof err) != GAME_OK)
            return usage("%s", err);
    }

    /* seats: the command line, else the loaded record, else human + greedy */
    char seat_names[GAME_MAX_PLAYERS][CLI_NAME_MAX];
    int nseats = 0;
    if (seats_arg) {
        const char *p = seats_arg;
        for (;;) {
            size_t len = strcspn(p, ",");
            if (len == 0 || len >= CLI_NAME_MAX || nseats == GAME_MAX_PLAYERS) {
                game_record_free(loaded);
                return usage("--seats wants up to %d comma-separated names, not '%s'",
                             GAME_MAX_PLAYERS, seats_arg);
            }
            memcpy(seat_names[nseats], p, len);
            seat_names[nseats++][len] = '\0';
            if (!p[len])
                break;
            p += len + 1;
        }
        if (nseats > setup.players) {
            game_record_free(loaded);
            return usage("--seats names %d seats for %d players", nseats, setup.players);
        }
    } else if (loaded && loaded->nseats == setup.players) {
        for (int p = 0; p < setup.players; p++)
            snprintf(seat_names[p], CLI_NAME_MAX, "%s", loaded->seats[p]);
        nseats = setup.players;
    } else {
        snprintf(seat_names[0], CLI_NAME_MAX, "human");
        nseats = 1;
    }
    for (int p = nseats; p < setup.players; p++)
        snprintf(seat_names[p], CLI_NAME_MAX, "greedy");
    for (int p = 0; p < setup.players; p++)
        if (strcmp(seat_names[p], "human") != 0 && !bot_known(seat_names[p])) {
            game_record_free(loaded);
            return usage("unknown seat '%s' (human or one of: %s)", seat_names[p], bot_names());
        }

    session ss;
    memset(&ss, 0, sizeof ss);
    ss.g = g;
    ss.plain = plain;
    ss.last_actor = -1;
    ss.rec = game_record_new(g, &setup);
    ss.s = malloc(g->state_size);
    ss.before = malloc(g->state_size);
    int rc = 0;
    if (!ss.rec || !ss.s || !ss.before) {
        fprintf(stderr, "arnak play: out of memory\n");
        rc = 1;
        goto done;
    }
    const char *names[GAME_MAX_PLAYERS];
    for (int p = 0; p < setup.players; p++)
        names[p] = seat_names[p];
    if (game_record_set_seats(ss.rec, names, setup.players) != 0) {
        fprintf(stderr, "arnak play: bad seat names\n");
        rc = 1;
        goto done;
    }
    for (int p = 0; p < setup.players; p++) {
        ss.names[p] = ss.rec->seats[p];
        ss.human[p] = strcmp(ss.names[p], "human") == 0;
        if (!ss.human[p])
            bot_create(&ss.bots[p], g, ss.names[p], p, cli_bot_seed(setup.seed, p));
    }
    if (game_record_rebuild(ss.rec, 0, ss.s, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak play: %s\n", err);
        rc = 1;
        goto done;
    }
    printf("%s, %d players, seed %llu", g->title, setup.players, (unsigned long long)setup.seed);
    for (int i = 0; i < g->noptions; i++)
        printf(", %s %s", g->options[i].name, g->options[i].names[setup.options[i]]);
    printf("\n");
    if (loaded) {
        for (size_t i = 0; i < loaded->n; i++)
            if (game_record_push(ss.rec, loaded->actions[i]) != 0) {
                fprintf(stderr, "arnak play: out of memory\n");
                rc = 1;
                goto done;
            }
        if (game_record_rebuild(ss.rec, ss.rec->n, ss.s, err, sizeof err) != GAME_OK) {
            fprintf(stderr, "arnak play: %s: %s\n", load, err);
            rc = 1;
            goto done;
        }
        printf("resumed %s after %zu actions\n", load, loaded->n);
    }

    int round = -1;
    while (!g->is_over(ss.s)) {
        if (g->round(ss.s) != round) {
            round = g->round(ss.s);
            printf("--- round %d ---\n", round);
        }
        if (ss.rec->n >= CLI_MAX_DECISIONS) {
            fprintf(stderr, "arnak play: no end after %d decisions; giving up\n",
                    CLI_MAX_DECISIONS);
            rc = 1;
            break;
        }
        int p = g->current_player(ss.s);
        if (p < 0 || p >= setup.players) {
            fprintf(stderr, "arnak play: the game names no player to move\n");
            rc = 1;
            break;
        }
        if (!ss.human[p]) {
            if (bot_decision(&ss, p) != 0) {
                rc = 1;
                break;
            }
            continue;
        }
        /* the board before a human's first decision of a turn (always
         * when not plain) */
        bool board = !ss.plain || ss.last_actor != p || !g->in_step(ss.s);
        int h = human_decision(&ss, p, board);
        if (h == H_QUIT)
            break;
        if (h == H_ERROR) {
            rc = 1;
            break;
        }
    }
    if (rc == 0 && g->is_over(ss.s)) {
        printf("\nGame over after %zu decisions (seed %llu)\n", ss.rec->n,
               (unsigned long long)setup.seed);
        if (g->view_text) {
            char *b = malloc(BOARD_MAX);
            if (b && g->view_text(ss.s, GAME_VIEW_ALL, b, BOARD_MAX) > 0)
                fputs(b, stdout);
            free(b);
        }
        print_scores(&ss);
    }
done:
    game_record_free(loaded);
    game_record_free(ss.rec);
    free(ss.s);
    free(ss.before);
    return rc;
}
