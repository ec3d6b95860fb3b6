/* play.c - `arnak play`: humans and bots at one terminal.
 *
 * The game is the record (seed + actions); the state is always what replaying
 * it gives.  Undo therefore just drops the last action and replays from the
 * seed.  A human sees the board through arnak_observe() of their own seat.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/bot.h"
#include "cli.h"
#include "games/arnak/events.h"
#include "games/arnak/explain.h"
#include "input.h"
#include "games/arnak/render.h"

#define LOG_LINES 10
#define LOG_WIDTH 320 /* a player label, ": " and an action text */

typedef struct {
    const play_options *opt;
    game_record *rec;
    /* Parallel to rec->actions: who took each action and in which turn. */
    uint8_t *actor;
    uint32_t *turn_of;
    size_t meta_cap;
    uint32_t turn;            /* number of the turn now being played */
    arnak_state s;
    bool human[ARNAK_MAX_PLAYERS];
    bot bots[ARNAK_MAX_PLAYERS];
    const char *names[ARNAK_MAX_PLAYERS];
    bool color;               /* ANSI colours and screen clearing */
    uint32_t shown_turn;      /* turn for which the board was last drawn (plain mode) */
    bool shown_any;
    /* Recent events, repeated under the board after the screen is cleared. */
    char log[LOG_LINES][LOG_WIDTH];
    int nlog;
    char input[CLI_INPUT_MAX]; /* the line a person typed (bounded: input.h) */
} session;

enum { HUMAN_APPLIED, HUMAN_QUIT, HUMAN_ERROR };

static void add_log(session *ss, const char *line)
{
    if (ss->nlog == LOG_LINES) {
        memmove(ss->log[0], ss->log[1], sizeof ss->log[0] * (LOG_LINES - 1));
        ss->nlog--;
    }
    snprintf(ss->log[ss->nlog++], LOG_WIDTH, "%s", line);
}

/* Prints an event now and keeps it for the next screen. */
static void event(session *ss, const char *line)
{
    printf("%s\n", line);
    add_log(ss, line);
}

/* Whose eyes the log and the event lines are written for: the only human
 * seat; with several humans the one to act next (else the one who acted);
 * with none (bots only) everything. */
static int log_viewer(const session *ss, int actor)
{
    int humans = 0, first = -1;
    for (int p = 0; p < ss->s.nplayers; p++)
        if (ss->human[p]) {
            humans++;
            if (first < 0)
                first = p;
        }
    if (humans == 0)
        return GAME_VIEW_ALL;
    if (humans == 1)
        return first;
    int next = arnak_current_player(&ss->s);
    if (next >= 0 && ss->human[next])
        return next;
    return actor >= 0 && ss->human[actor] ? actor : first;
}

/* The action as `viewer` may know it, without the "Pn: " prefix (the log
 * line names the seat itself). */
static void viewer_action_text(const arnak_state *s, arnak_action a, int viewer, char *buf, size_t n)
{
    char t[256];
    if (arnak_action_text(s, a, viewer, t, sizeof t) < 0) {
        arnak_action_to_string(s, a, buf, n);
        return;
    }
    const char *body = t;
    if (t[0] == 'P' && t[1] >= '1' && t[1] <= '4' && t[2] == ':' && t[3] == ' ')
        body = t + 4;
    snprintf(buf, n, "%s", body);
}

/* Prints the events of the step before -> ss->s for `viewer` as sentences. */
static void print_events(session *ss, const arnak_state *before, arnak_action a, int viewer)
{
    game_event ev[GAME_MAX_EVENTS];
    int n = arnak_events(before, a, &ss->s, viewer, ev, GAME_MAX_EVENTS);
    for (int i = 0; i < n; i++) {
        char line[200], out[LOG_WIDTH];
        if (ev[i].type == ARNAK_EV_TURN || ev[i].type == ARNAK_EV_PASS || arnak_event_text(&ev[i], line, sizeof line) <= 0)
            continue;
        snprintf(out, sizeof out, "  %s", line);
        event(ss, out);
    }
}

/* Applies a (legal) action, records it and keeps the turn count: a new turn
 * starts when the round or the turn player changes, or when the main-action
 * flag drops back to 0 (the same player moving again after all others
 * passed). */
static int session_apply(session *ss, arnak_action a, char *err, size_t n)
{
    /* Applied to a copy first, so that a failure leaves state and record in
     * step. */
    arnak_state next = ss->s;
    int rc = arnak_apply(&next, a);
    if (rc != ARNAK_OK) {
        snprintf(err, n, "the engine rejects the action: %s", arnak_strerror(rc));
        return rc;
    }
    if (ss->rec->n == ss->meta_cap) {
        size_t cap = ss->meta_cap ? ss->meta_cap * 2 : 256;
        uint8_t *act = realloc(ss->actor, cap * sizeof *act);
        if (act)
            ss->actor = act;
        uint32_t *tof = realloc(ss->turn_of, cap * sizeof *tof);
        if (tof)
            ss->turn_of = tof;
        if (!act || !tof) {
            snprintf(err, n, "out of memory");
            return ARNAK_E_IO;
        }
        ss->meta_cap = cap;
    }
    if (game_record_push(ss->rec, a) != 0) {
        snprintf(err, n, "out of memory");
        return ARNAK_E_IO;
    }
    ss->actor[ss->rec->n - 1] = (uint8_t)arnak_current_player(&ss->s);
    ss->turn_of[ss->rec->n - 1] = ss->turn;
    if (next.round != ss->s.round || next.turn_player != ss->s.turn_player ||
        (ss->s.main_done && !next.main_done))
        ss->turn++;
    ss->s = next;
    return ARNAK_OK;
}

/* Undo the last action if the library's undo rule allows it: `me` took it
 * in the current turn and it revealed nothing (game_record_undo_depth). */
static int session_undo(session *ss, int me, char *err, size_t n)
{
    if (game_record_undo_depth(ss->rec, me) == 0) {
        snprintf(err, n, "nothing to undo: only your own steps of this turn since the last "
                         "card drawn or thing revealed can be taken back");
        return -1;
    }
    game_record_pop(ss->rec);
    int rc = game_record_rebuild(ss->rec, ss->rec->n, &ss->s, err, n);
    return rc == ARNAK_OK ? 0 : -2;
}

static void print_help(int nopts)
{
    printf("Type the number of an option (1..%d) or its text exactly as listed.\n"
           "Commands:\n"
           "  board       show the board again\n"
           "  list        show the options again\n"
           "  undo        take back your last decision of this turn\n"
           "  hint        the options a search bot (level medium) likes best here\n"
           "  explain X   what a card, site tile (L1-04), guardian (G03), assistant (A07),\n"
           "              idol, idol slot or bonus tile is and does\n"
           "  save FILE   write the game record to FILE (resume with --load FILE)\n"
           "  quit        leave the game\n"
           "  help        this text\n",
           nopts);
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
    return s;
}

/* True when s is all digits; *v gets its value (capped at INT_MAX). */
static bool parse_number(const char *s, int *v)
{
    long x = 0;
    if (!*s)
        return false;
    for (; *s; s++) {
        if (!isdigit((unsigned char)*s))
            return false;
        if (x < INT_MAX)
            x = x * 10 + (*s - '0');
    }
    *v = x < INT_MAX ? (int)x : INT_MAX;
    return true;
}

static void show(session *ss, int me, const arnak_action *legal, int n, bool board)
{
    if (board) {
        arnak_state obs;
        arnak_observe(&ss->s, me, &obs);
        if (ss->color)
            fputs("\033[H\033[2J", stdout);
        arnak_render_board(stdout, &obs, me, ss->names, ss->color);
        if (ss->color && ss->nlog > 0) {
            printf("Recent:\n");
            for (int i = 0; i < ss->nlog; i++)
                printf("  %s\n", ss->log[i]);
        }
        ss->shown_turn = ss->turn;
        ss->shown_any = true;
    }
    arnak_render_options(stdout, &ss->s, legal, n, ss->color);
}

/* Copy of untrusted input fit for an error line: non-ASCII and control
 * bytes become '?', long input is cut with "...". */
static void printable(const char *in, char *out, size_t n)
{
    size_t len = 0;
    for (; *in && len + 4 < n; in++)
        out[len++] = (*in >= 0x20 && *in < 0x7f) ? *in : '?';
    snprintf(out + len, n - len, "%s", *in ? "..." : "");
}

static void input_error(const char *msg)
{
    fflush(stdout);
    fprintf(stderr, "error: %s\n", msg);
}

/* The legal actions in the order a person sees them: the engine's sorted
 * order, except that "pass" comes last (option 1 should never end your round
 * by accident). */
static int human_options(const arnak_state *s, arnak_action *legal)
{
    int n = arnak_legal_actions(s, legal);
    char text[32];
    for (int i = 0; i < n - 1; i++) {
        arnak_action_to_string(s, legal[i], text, sizeof text);
        if (strcmp(text, "pass") == 0) {
            arnak_action pass = legal[i];
            memmove(&legal[i], &legal[i + 1], (size_t)(n - 1 - i) * sizeof legal[0]);
            legal[n - 1] = pass;
            break;
        }
    }
    return n;
}

/* `hint`: the search's favourite options for `me` with how often it tried
 * each and how well they did (it sees only what `me` sees: bot_analyze works
 * from me's observation).  Seeded from the game seed and the decision count,
 * so the same position always gets the same hint. */
static void print_hint(session *ss, int me)
{
    bot b;
    uint64_t seed = cli_mix64(ss->rec->setup.seed ^ (0x68696e74ULL << 32) ^ ss->rec->n);
    bot_option_value opt[5];
    int n = -1;
    if (bot_create(&b, &ARNAK_GAME, "medium", me, seed) == 0) {
        printf("thinking...\n");
        fflush(stdout);
        n = bot_analyze(&b, &ss->s, opt, 5);
    }
    if (n <= 0) {
        input_error("no hint: the search could not run");
        return;
    }
    printf("The search (level medium) likes, best first (value: 1 = a sure win):\n");
    for (int i = 0; i < n; i++) {
        char text[256];
        viewer_action_text(&ss->s, opt[i].action, me, text, sizeof text);
        printf("  %d. %-44s tried %u times, value %.2f\n", i + 1, text, opt[i].visits, opt[i].value);
    }
}

/* One decision of a human: prompts until an action is applied, the player
 * quits or the input ends. */
static int human_decision(session *ss, int me)
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    char err[256], text[256], label[48];
    int n = human_options(&ss->s, legal);
    /* Plain mode draws the board once per turn of this player; the coloured
     * screen is redrawn for every decision. */
    bool board = ss->color || !ss->shown_any || ss->shown_turn != ss->turn;
    show(ss, me, legal, n, board);

    for (;;) {
        printf("> ");
        fflush(stdout);
        cli_line rl = cli_read_line(stdin, ss->input, sizeof ss->input);
        if (rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE) {
            if (rl == CLI_LINE_GARBAGE)
                input_error(cli_line_error(rl));
            printf("\nend of input: leaving the game (seed %llu)\n",
                   (unsigned long long)ss->rec->setup.seed);
            return HUMAN_QUIT;
        }
        if (rl != CLI_LINE_OK) {
            input_error(cli_line_error(rl));
            continue;
        }
        char *in = trim(ss->input);
        if (!*in)
            continue;
        if (strcmp(in, "help") == 0 || strcmp(in, "?") == 0) {
            print_help(n);
            continue;
        }
        if (strcmp(in, "board") == 0) {
            show(ss, me, legal, n, true);
            continue;
        }
        if (strcmp(in, "list") == 0) {
            show(ss, me, legal, n, false);
            continue;
        }
        if (strcmp(in, "quit") == 0 || strcmp(in, "exit") == 0) {
            printf("quitting (seed %llu)\n", (unsigned long long)ss->rec->setup.seed);
            return HUMAN_QUIT;
        }
        if (strncmp(in, "explain", 7) == 0 && (in[7] == '\0' || isspace((unsigned char)in[7]))) {
            const char *what = trim(in + 7);
            char expl[2048];
            if (!*what)
                input_error("explain what? e.g. 'explain sea turtle', 'explain G03', 'explain L1-04'");
            else if (arnak_explain(what, expl, sizeof expl) < 0)
                input_error(expl);
            else
                printf("%s\n", expl);
            continue;
        }
        if (strcmp(in, "hint") == 0) {
            print_hint(ss, me);
            continue;
        }
        if (strcmp(in, "undo") == 0) {
            int rc = session_undo(ss, me, err, sizeof err);
            if (rc == -2) {
                fprintf(stderr, "arnak play: undo failed: %s\n", err);
                return HUMAN_ERROR;
            }
            if (rc < 0) {
                input_error(err);
                continue;
            }
            char ev[LOG_WIDTH];
            snprintf(ev, sizeof ev, "%s: undo",
                     arnak_render_player_label(me, ss->names, label, sizeof label));
            event(ss, ev);
            n = human_options(&ss->s, legal);
            if (arnak_current_player(&ss->s) != me)
                return HUMAN_APPLIED; /* cannot happen; let the main loop decide */
            show(ss, me, legal, n, ss->color);
            continue;
        }
        if (strncmp(in, "save", 4) == 0 && (in[4] == '\0' || isspace((unsigned char)in[4]))) {
            const char *path = trim(in + 4);
            if (!*path) {
                input_error("usage: save FILE");
                continue;
            }
            if (game_record_save(path, ss->rec, err, sizeof err) != ARNAK_OK)
                input_error(err);
            else
                printf("saved to %s\n", path);
            continue;
        }

        arnak_action a;
        int k;
        if (parse_number(in, &k)) {
            if (k < 1 || k > n) {
                snprintf(err, sizeof err, "choose a number from 1 to %d", n);
                input_error(err);
                continue;
            }
            a = legal[k - 1];
        } else if (arnak_action_from_string(&ss->s, in, &a) != ARNAK_OK) {
            char shown[64];
            printable(in, shown, sizeof shown);
            snprintf(err, sizeof err, "'%s' is neither a legal action nor a command (type help)",
                     shown);
            input_error(err);
            continue;
        }
        arnak_state before = ss->s;
        if (session_apply(ss, a, err, sizeof err) != ARNAK_OK) {
            fprintf(stderr, "arnak play: %s\n", err);
            return HUMAN_ERROR;
        }
        int viewer = log_viewer(ss, me);
        viewer_action_text(&before, a, viewer, text, sizeof text);
        char ev[LOG_WIDTH];
        snprintf(ev, sizeof ev, "%s: %s", arnak_render_player_label(me, ss->names, label, sizeof label),
                 text);
        event(ss, ev);
        print_events(ss, &before, a, viewer);
        return HUMAN_APPLIED;
    }
}

static int bot_decision(session *ss, int p)
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    char err[256], text[256], label[48], ev[LOG_WIDTH];
    int n = arnak_legal_actions(&ss->s, legal);
    arnak_action a = ss->bots[p].choose(&ss->bots[p], &ss->s, legal, n);
    arnak_state before = ss->s;
    arnak_action_to_string(&ss->s, a, text, sizeof text);
    if (session_apply(ss, a, err, sizeof err) != ARNAK_OK) {
        fprintf(stderr, "arnak play: bot %s chose '%s': %s\n", ss->names[p], text, err);
        return 1;
    }
    int viewer = log_viewer(ss, p);
    viewer_action_text(&before, a, viewer, text, sizeof text);
    snprintf(ev, sizeof ev, "%s: %s", arnak_render_player_label(p, ss->names, label, sizeof label), text);
    event(ss, ev);
    print_events(ss, &before, a, viewer);
    return 0;
}

static int setup(session *ss, const play_options *o)
{
    char err[256];
    game_setup cfg = {o->players, {o->side, o->difficulty, 0, 0}, o->seed};
    game_record *loaded = NULL;

    if (o->load) {
        if (game_record_read_path(o->load, &loaded, NULL, err, sizeof err) != ARNAK_OK) {
            fprintf(stderr, "arnak play: %s: %s\n", o->load, err);
            return 1;
        }
        if (loaded->g != &ARNAK_GAME) {
            fprintf(stderr, "arnak play: %s: a game of %s, not of arnak\n", o->load, loaded->g->name);
            game_record_free(loaded);
            return 1;
        }
        cfg = loaded->setup;
    }
    ss->rec = game_record_new(&ARNAK_GAME, &cfg);
    if (!ss->rec) {
        game_record_free(loaded);
        fprintf(stderr, "arnak play: out of memory\n");
        return 1;
    }
    /* Seats: the command line, else the loaded record, else the defaults
     * main.c filled in. */
    const char *names[ARNAK_MAX_PLAYERS];
    for (int p = 0; p < cfg.players; p++)
        names[p] = (loaded && !o->seats_given && loaded->nseats == cfg.players) ? loaded->seats[p]
                                                                               : o->seats[p];
    if (game_record_set_seats(ss->rec, names, cfg.players) != 0) {
        game_record_free(loaded);
        fprintf(stderr, "arnak play: bad seat names\n");
        return 1;
    }
    for (int p = 0; p < cfg.players; p++) {
        ss->names[p] = ss->rec->seats[p];
        ss->human[p] = strcmp(ss->names[p], "human") == 0;
        if (!ss->human[p] &&
            bot_create(&ss->bots[p], &ARNAK_GAME, ss->names[p], p, cli_bot_seed(cfg.seed, p)) != 0) {
            game_record_free(loaded);
            fprintf(stderr, "arnak play: unknown seat '%s' (human or one of: %s)\n",
                    ss->names[p], bot_names());
            return 1;
        }
    }
    if (game_record_rebuild(ss->rec, 0, &ss->s, err, sizeof err) != ARNAK_OK) {
        game_record_free(loaded);
        fprintf(stderr, "arnak play: the engine rejects %d players\n", cfg.players);
        return 1;
    }
    printf("seed %llu\n", (unsigned long long)cfg.seed);
    if (cfg.players == 1) {
        /* solo: the rival starts every round, so it has already moved */
        printf("solo against the rival expedition, difficulty %d\n", cfg.options[1]);
        if (!loaded) {
            game_event ev[GAME_MAX_EVENTS];
            int n = arnak_rival_events(&ss->s, 0, ev, GAME_MAX_EVENTS);
            for (int i = 0; i < n; i++) {
                char line[200], out[LOG_WIDTH];
                if (arnak_event_text(&ev[i], line, sizeof line) <= 0)
                    continue;
                snprintf(out, sizeof out, "  %s", line);
                event(ss, out);
            }
        }
    }
    if (loaded) {
        for (size_t i = 0; i < loaded->n; i++) {
            if (session_apply(ss, loaded->actions[i], err, sizeof err) != ARNAK_OK) {
                fprintf(stderr, "arnak play: %s: action %zu: %s\n", o->load, i + 1, err);
                game_record_free(loaded);
                return 1;
            }
        }
        printf("resumed %s after %zu actions\n", o->load, loaded->n);
        game_record_free(loaded);
    }
    return 0;
}

int play_run(const play_options *o)
{
    session *ss = calloc(1, sizeof *ss);
    if (!ss) {
        fprintf(stderr, "arnak play: out of memory\n");
        return 1;
    }
    ss->opt = o;
    ss->color = !o->plain && isatty(STDOUT_FILENO);
    int rc = setup(ss, o);
    int round = -1;

    while (rc == 0 && !arnak_is_over(&ss->s)) {
        if (ss->s.round != round) {
            char ev[64];
            round = ss->s.round;
            snprintf(ev, sizeof ev, "--- round %d ---", round);
            event(ss, ev);
        }
        if (ss->rec->n >= CLI_MAX_DECISIONS) {
            fprintf(stderr, "arnak play: no end after %d decisions; giving up\n",
                    CLI_MAX_DECISIONS);
            rc = 1;
            break;
        }
        int p = arnak_current_player(&ss->s);
        if (p < 0 || p >= ss->s.nplayers) {
            fprintf(stderr, "arnak play: the engine names no player to move\n");
            rc = 1;
            break;
        }
        if (!ss->human[p]) {
            rc = bot_decision(ss, p);
            continue;
        }
        int h = human_decision(ss, p);
        if (h == HUMAN_QUIT)
            break;
        if (h == HUMAN_ERROR)
            rc = 1;
    }
    if (rc == 0 && arnak_is_over(&ss->s)) {
        printf("\nGame over after %zu decisions (seed %llu)\n", ss->rec->n,
               (unsigned long long)ss->rec->setup.seed);
        arnak_render_scores(stdout, &ss->s, ss->names, ss->color);
    }
    game_record_free(ss->rec);
    free(ss->actor);
    free(ss->turn_of);
    free(ss);
    return rc;
}
