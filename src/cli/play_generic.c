/* play_generic.c - `arnak play --game NAME`: humans and bots at one terminal,
 * for any game of the registry other than Arnak (which keeps its own board
 * renderer in play.c), behind core/game.h; main.c parses the options.
 *
 * As in play.c, the game is the record (setup + actions); undo drops the
 * last action and replays.  A human sees the board through g->view_text for
 * their own seat and picks an option by number or by its text
 * (case-insensitive, through g->action_from_string).  Input lines are
 * bounded: an over-long line or one with a NUL byte is refused with one
 * line on stderr.
 *
 * Nothing is lost (term.h): the record is autosaved after every action of a
 * person and before every prompt; quit asks, Ctrl-C and end of input save
 * and print how to resume; the end offers a copy of the record.  A single
 * option is taken without asking; with several people at the terminal each
 * presses Enter before their hand is shown. */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/parse.h"
#include "core/record.h"
#include "input.h"
#include "cmdline.h"
#include "term.h"

#define INPUT_MAX CLI_INPUT_MAX /* longest input line accepted (input.h) */
#define BOARD_MAX 16384 /* room for g->view_text */
#define TEXT_MAX  256

typedef struct {
    const game_def *g;
    game_record *rec;
    unsigned char *s, *before; /* the state now, and before the last action */
    bool human[GAME_MAX_PLAYERS];
    bot bots[GAME_MAX_PLAYERS];
    const char *names[GAME_MAX_PLAYERS];
    bool plain;
    int last_actor; /* who took the last action, -1 at the start */
    int nhumans;
    int hot_last;   /* hot-seat: the human whose hand was shown last, -1 none */
    /* autosave (term.h): the file, on or off, actions it holds */
    term_autosave save;
    /* screen mode (a terminal, not --plain): one screen per decision, the
     * events kept in a log per human seat (one log with a single human) */
    bool screen;
    struct {
        char **line;
        size_t n, cap;
    } logs[GAME_MAX_PLAYERS];
} session;

/* Adds a line to the log of `seat` (-1: every human's). */
static void log_add(session *ss, int seat, const char *line)
{
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
        if (seat >= 0 ? p != seat : (ss->nhumans > 1 ? !ss->human[p] : p != 0))
            continue;
        if (ss->logs[p].n == ss->logs[p].cap) {
            size_t cap = ss->logs[p].cap ? ss->logs[p].cap * 2 : 128;
            char **nl = realloc(ss->logs[p].line, cap * sizeof *nl);
            if (!nl)
                continue; /* a convenience: a line lost to memory is no error */
            ss->logs[p].line = nl;
            ss->logs[p].cap = cap;
        }
        char *c = strdup(line);
        if (c)
            ss->logs[p].line[ss->logs[p].n++] = c;
    }
}

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

/* Applies a legal action, records it and prints it with its events;
 * `forced`: it was the only option, taken without asking. */
static int session_apply(session *ss, game_action a, bool forced)
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
    /* plain: printed for log_viewer; screen: into each reader's log, as
     * that reader may know it */
    for (int h = ss->screen ? 0 : -1; h < GAME_MAX_PLAYERS; h++) {
        int viewer = log_viewer(ss, p), seat = 0;
        if (h >= 0 && ss->nhumans > 1) {
            if (h >= players_of(ss) || !ss->human[h])
                continue;
            viewer = seat = h;
        } else if (h > 0) {
            break;
        }
        char text[TEXT_MAX], line[TEXT_MAX + 64];
        phrase(ss, ss->before, a, viewer, text, sizeof text);
        snprintf(line, sizeof line, forced ? "P%d (%s): (only option: %s)" : "P%d (%s): %s", p + 1,
                 ss->names[p], text);
        if (h < 0)
            printf("%s\n", line);
        else
            log_add(ss, seat, line);
        game_event ev[GAME_MAX_EVENTS];
        int n = g->events(ss->before, a, ss->s, viewer, ev, GAME_MAX_EVENTS);
        for (int i = 0; i < n; i++) {
            if (g->event_text(&ev[i], text, sizeof text) <= 0)
                continue;
            snprintf(line, sizeof line, "  %s", text);
            if (h < 0)
                printf("%s\n", line);
            else
                log_add(ss, seat, line);
        }
        if (h < 0)
            break;
    }
    return GAME_OK;
}

/* Prints text as it is (plain mode), or wrapped at spaces to the terminal's
 * width (a terminal: no word is cut at its edge). */
static void put_text(const session *ss, const char *text, int indent)
{
    if (ss->plain || !isatty(STDOUT_FILENO)) {
        fputs(text, stdout);
        return;
    }
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, cols);
    term_lines_add(&l, text, indent);
    for (int i = 0; i < l.n; i++)
        printf("%s\n", l.line[i]);
    term_lines_free(&l);
}

/* The live score of every player, by category (g->scores_json). */
static void show_score(const session *ss)
{
    char labels[GAME_MAX_PLAYERS][48];
    const char *lp[GAME_MAX_PLAYERS];
    for (int p = 0; p < players_of(ss) && p < GAME_MAX_PLAYERS; p++) {
        snprintf(labels[p], sizeof labels[p], "P%d %s", p + 1, ss->names[p]);
        lp[p] = labels[p];
    }
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, cols);
    term_score_lines(&l, ss->g, ss->s, cols, lp);
    for (int i = 0; i < l.n; i++)
        printf("%s\n", l.line[i]);
    term_lines_free(&l);
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
        put_text(ss, board, 4);
    free(board);
    show_score(ss);
}

static void show_options(const session *ss, int me, const game_action *legal, int n)
{
    char t[TEXT_MAX], c[TEXT_MAX], line[3 * TEXT_MAX];
    term_lines warn;
    term_lines_init(&warn, 1000); /* plain lines are not wrapped: a script reads them */
    term_autosave_warn_lines(&warn, &ss->save);
    for (int i = 0; i < warn.n; i++)
        printf("%s\n", warn.line[i]);
    term_lines_free(&warn);
    ss->g->decision_text(ss->s, me, t, sizeof t);
    snprintf(line, sizeof line, "%s\n", t);
    put_text(ss, line, 2);
    for (int i = 0; i < n; i++) {
        ss->g->action_to_string(ss->s, legal[i], c, sizeof c);
        phrase(ss, ss->s, legal[i], me, t, sizeof t);
        snprintf(line, sizeof line, "  %2d. %-26s %s\n", i + 1, c, t);
        put_text(ss, line, 8);
    }
}

/* The decision and its options into l: whole (mode 0), cut to one line
 * each (1), or their canonical texts only, in columns (2). */
static void option_lines(const session *ss, int me, const game_action *legal, int n, int mode,
                         term_lines *l)
{
    char t[TEXT_MAX], c[TEXT_MAX], line[3 * TEXT_MAX];
    ss->g->decision_text(ss->s, me, t, sizeof t);
    term_lines_add(l, t, 2);
    if (mode == 2) {
        int w = 0;
        for (int i = 0; i < n; i++) {
            int len = ss->g->action_to_string(ss->s, legal[i], c, sizeof c);
            if (len + 7 > w)
                w = len + 7;
        }
        int per = w > 0 && l->width / w > 1 ? l->width / w : 1;
        for (int i = 0; i < n; i += per) {
            int len = 0;
            line[0] = '\0';
            for (int j = i; j < n && j < i + per; j++) {
                ss->g->action_to_string(ss->s, legal[j], c, sizeof c);
                len += snprintf(line + len, sizeof line - (size_t)len, "  %2d. %-*s", j + 1,
                                j + 1 < i + per && j + 1 < n ? w - 6 : 0, c);
                if (len >= (int)sizeof line)
                    break;
            }
            term_lines_add(l, line, 6);
        }
        return;
    }
    for (int i = 0; i < n; i++) {
        ss->g->action_to_string(ss->s, legal[i], c, sizeof c);
        phrase(ss, ss->s, legal[i], me, t, sizeof t);
        snprintf(line, sizeof line, "  %2d. %-26s %s", i + 1, c, t);
        if (mode == 1 && strlen(line) > (size_t)l->width)
            snprintf(line + l->width - 3, 4, "...");
        term_lines_add(l, line, 8);
    }
}

/* One screen fitted to the terminal: the board when it fits (else a line
 * saying how to see it), the live score, the latest events, the decision
 * and its options last, at most rows - 1 lines of at most cols. */
static void draw_screen(session *ss, int me, const game_action *legal, int n)
{
    int cols, rows;
    term_size(&cols, &rows);
    int room = rows - 1;
    term_lines board, score, opts;
    term_lines_init(&board, cols);
    term_lines_init(&score, cols);
    char *b = ss->g->view_text ? malloc(BOARD_MAX) : NULL;
    if (b && ss->g->view_text(ss->s, me, b, BOARD_MAX) > 0)
        term_lines_add(&board, b, 4);
    free(b);
    char labels[GAME_MAX_PLAYERS][48];
    const char *lp[GAME_MAX_PLAYERS];
    for (int p = 0; p < players_of(ss) && p < GAME_MAX_PLAYERS; p++) {
        snprintf(labels[p], sizeof labels[p], "P%d %s", p + 1, ss->names[p]);
        lp[p] = labels[p];
    }
    term_score_lines(&score, ss->g, ss->s, cols, lp);
    int mode = 0;
    for (;;) {
        term_lines_init(&opts, cols);
        option_lines(ss, me, legal, n, mode, &opts);
        if (opts.n + board.n <= room || mode == 2)
            break;
        term_lines_free(&opts);
        mode++;
    }
    /* while the game is in no file, a warning first on every screen */
    term_lines warn;
    term_lines_init(&warn, cols);
    term_autosave_warn_lines(&warn, &ss->save);
    room -= warn.n;
    fputs("\033[H\033[2J", stdout);
    for (int i = 0; i < warn.n; i++)
        printf("%s\n", warn.line[i]);
    term_lines_free(&warn);
    int left = room - opts.n;
    if (left < 0) {
        /* not even the options fit: as many as there is room for */
        for (int i = 0; i < room - 1; i++)
            printf("%s\n", opts.line[i]);
        printf("  ... %d more: 'list' shows them all\n", opts.n - (room - 1));
    } else {
        /* the board first (the game's own view: the hand is in it), then the
         * score when it fits, then the latest events */
        if (board.n <= left) {
            for (int i = 0; i < board.n; i++)
                printf("%s\n", board.line[i]);
            left -= board.n;
        } else if (left > 1) {
            printf("(the top of the board is cut: 'board' shows it all)\n");
            for (int i = board.n - (left - 1); i < board.n; i++)
                printf("%s\n", board.line[i]);
            left = 0;
        }
        if (score.n <= left) {
            for (int i = 0; i < score.n; i++)
                printf("%s\n", score.line[i]);
            left -= score.n;
        }
        /* the latest events in what is left */
        int seat = ss->nhumans > 1 ? me : 0;
        size_t nl = ss->logs[seat].n;
        term_lines ev;
        term_lines_init(&ev, cols);
        for (size_t i = nl > (size_t)left ? nl - (size_t)left : 0; i < nl; i++)
            term_lines_add(&ev, ss->logs[seat].line[i], 4);
        for (int i = ev.n > left ? ev.n - left : 0; i < ev.n; i++)
            printf("%s\n", ev.line[i]);
        term_lines_free(&ev);
        for (int i = 0; i < opts.n; i++)
            printf("%s\n", opts.line[i]);
    }
    term_lines_free(&board);
    term_lines_free(&score);
    term_lines_free(&opts);
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

enum { H_APPLIED, H_QUIT, H_INTR, H_ERROR };

/* Undo the last decision of `me` by the game's rule; single options taken
 * automatically after it go with it (else they would be taken again). */
static int undo(session *ss, int me, char *err, size_t n)
{
    const game_def *g = ss->g;
    size_t depth = game_record_undo_depth(ss->rec, me);
    unsigned char *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    int rc = -1;
    snprintf(err, n, "nothing to undo: only your own steps of this turn that revealed nothing "
                     "can be taken back");
    for (size_t k = 1; st && legal && k <= depth; k++) {
        if (game_record_rebuild(ss->rec, ss->rec->n - k, st, err, n) != GAME_OK) {
            rc = -2;
            break;
        }
        if (g->current_player(st) == me && g->legal_actions(st, legal) > 1) {
            for (size_t j = 0; j < k; j++)
                game_record_pop(ss->rec);
            memcpy(ss->s, st, g->state_size);
            rc = 0;
            break;
        }
    }
    if (!st || !legal) {
        snprintf(err, n, "out of memory");
        rc = -2;
    }
    free(st);
    free(legal);
    return rc;
}

/* Would taking the single option `a` end the chance to take back what `me`
 * did this turn (it reveals something, e.g. draws a card)?  Then it waits
 * for the player like any decision, so that 'undo' is still possible. */
static bool closes_undo(session *ss, int me, game_action a)
{
    const game_def *g = ss->g;
    if (!g->undoable || game_record_undo_depth(ss->rec, me) == 0)
        return false;
    unsigned char *after = malloc(g->state_size);
    if (!after)
        return false;
    memcpy(after, ss->s, g->state_size);
    bool closes = g->apply(after, a) == GAME_OK && !g->undoable(ss->s, a, after);
    free(after);
    return closes;
}

/* Hot-seat: before a person's hand is shown, the next player presses Enter. */
static int hot_seat(session *ss, int me, char *line, size_t n)
{
    if (ss->nhumans < 2 || ss->hot_last == me)
        return H_APPLIED;
    printf("P%d's turn: pass the terminal to P%d and press Enter ", me + 1, me + 1);
    fflush(stdout);
    cli_line rl = cli_read_line(stdin, line, n);
    if (rl == CLI_LINE_INTR || term_interrupted())
        return H_INTR;
    if (rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE) {
        printf("\nend of input: leaving the game (seed %llu)\n",
               (unsigned long long)ss->rec->setup.seed);
        return H_QUIT;
    }
    ss->hot_last = me;
    return H_APPLIED;
}

static int human_decision(session *ss, int me, bool board)
{
    const game_def *g = ss->g;
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    if (!legal)
        return H_ERROR;
    int n = g->legal_actions(ss->s, legal);
    char line[INPUT_MAX], err[TERM_PATH_MAX + 128];
    if (n == 1 && !closes_undo(ss, me, legal[0])) {
        /* a single option is no choice: taken at once, and said so */
        int rc = session_apply(ss, legal[0], true) == GAME_OK ? H_APPLIED : H_ERROR;
        free(legal);
        term_autosave_write(&ss->save, ss->rec, false);
        return rc;
    }
    int result = hot_seat(ss, me, line, sizeof line);
    if (result != H_APPLIED) {
        free(legal);
        return result;
    }
    if (ss->hot_last == me && ss->nhumans > 1)
        board = true;
    term_autosave_write(&ss->save, ss->rec, false);
    if (ss->screen) {
        draw_screen(ss, me, legal, n);
    } else {
        if (board)
            show_board(ss, me);
        show_options(ss, me, legal, n);
    }
    result = H_ERROR;
    for (;;) {
        if (term_interrupted()) {
            result = H_INTR;
            break;
        }
        printf("> ");
        fflush(stdout);
        cli_line rl = cli_read_line(stdin, line, sizeof line);
        if (rl == CLI_LINE_INTR || term_interrupted()) {
            result = H_INTR;
            break;
        }
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
        if (!*in) {
            if (ss->screen)
                draw_screen(ss, me, legal, n);
            continue;
        }
        char cmd[INPUT_MAX];
        snprintf(cmd, sizeof cmd, "%s", in);
        term_lower(cmd);
        if (strcmp(cmd, "help") == 0 || strcmp(cmd, "?") == 0) {
            printf("Type the number of an option (1..%d) or its text (any case).\n"
                   "Commands (any case): board, list, score, undo, %squit (asks first), help;\n"
                   "save FILE (an existing FILE is kept; 'save! FILE' replaces it).\n"
                   "A single option is taken for you; the game is autosaved.\n",
                   n, ss->g->explain ? "explain X (a card, a tile...), " : "");
            continue;
        }
        if (strcmp(cmd, "score") == 0 || strcmp(cmd, "scores") == 0) {
            show_score(ss);
            continue;
        }
        if (ss->g->explain && strncmp(cmd, "explain", 7) == 0 &&
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
        if (strcmp(cmd, "board") == 0) {
            show_board(ss, me);
            show_options(ss, me, legal, n);
            continue;
        }
        if (strcmp(cmd, "list") == 0) {
            show_options(ss, me, legal, n);
            continue;
        }
        if (strcmp(cmd, "quit") == 0 || strcmp(cmd, "exit") == 0) {
            term_answer ans = term_autosave_ask_quit(&ss->save, ss->rec);
            if (ans == TERM_NO)
                continue;
            result = ans == TERM_GONE && term_interrupted() ? H_INTR : H_QUIT;
            break;
        }
        if (strcmp(cmd, "undo") == 0) {
            int rc = undo(ss, me, err, sizeof err);
            if (rc == -1) {
                input_error("%s", err);
                continue;
            }
            if (rc < 0) {
                fprintf(stderr, "arnak play: undo failed: %s\n", err);
                break;
            }
            printf("P%d (%s): undo\n", me + 1, ss->names[me]);
            term_autosave_write(&ss->save, ss->rec, false);
            result = H_APPLIED; /* the main loop asks again */
            break;
        }
        char *path;
        bool force;
        int sv = term_parse_save(in, &path, &force);
        if (sv < 0) {
            input_error("usage: save FILE (or 'save! FILE' to replace an existing file)");
            continue;
        }
        if (sv > 0) {
            /* while the game is unsaved, FILE becomes its file: the screen
             * is redrawn to say so */
            bool unsaved = term_autosave_unsaved(&ss->save);
            if (term_autosave_save_as(&ss->save, ss->rec, path, force) && unsaved && ss->screen)
                draw_screen(ss, me, legal, n);
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
        result = session_apply(ss, a, false) == GAME_OK ? H_APPLIED : H_ERROR;
        term_autosave_write(&ss->save, ss->rec, false);
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
    return session_apply(ss, a, false) == GAME_OK ? 0 : 1;
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

int play_generic_run(const play_options *o)
{
    const game_def *g = o->g;
    const char *load = o->load, *save = o->save;
    bool no_autosave = o->no_autosave, plain = o->plain;
    game_setup setup = o->setup;
    char err[256];
    /* a loaded record (main.c read it, and chose this game by it) */
    const game_record *loaded = o->loaded;
    if (loaded)
        setup = loaded->setup;

    /* seats: the command line, else the loaded record, else human + greedy
     * (main.c filled the seats not named and checked their count) */
    bool from_record = !o->seats_given && loaded && loaded->nseats == setup.players;
    char seat_names[GAME_MAX_PLAYERS][CLI_NAME_MAX];
    for (int p = 0; p < setup.players; p++)
        snprintf(seat_names[p], CLI_NAME_MAX, "%s", from_record ? loaded->seats[p] : o->seats[p]);
    for (int p = 0; p < setup.players; p++)
        if (strcmp(seat_names[p], "human") != 0 && !bot_known(seat_names[p]))
            return cli_usage_error("play", "unknown seat '%s' (human or one of: %s)", seat_names[p],
                                   bot_names());

    session ss;
    memset(&ss, 0, sizeof ss);
    ss.g = g;
    ss.plain = plain;
    ss.screen = !plain && isatty(STDOUT_FILENO) && isatty(STDIN_FILENO);
    ss.last_actor = -1;
    ss.hot_last = -1;
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
        ss.nhumans += ss.human[p];
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
    /* the autosave file: --save, else the loaded file, else a new one */
    if (!no_autosave) {
        struct stat sb;
        if (save && (!load || strcmp(save, load) != 0) && stat(save, &sb) == 0) {
            fprintf(stderr, "arnak play: --save %s: the file exists (load it with --load, or "
                            "choose another name)\n", save);
            rc = 1;
            goto done;
        }
        term_autosave_name(&ss.save, g->name, setup.seed, save, load);
    }
    if (ss.save.on) {
        printf("autosave: %s\n", ss.save.path);
        if (load && strcmp(ss.save.path, load) == 0)
            ss.save.saved_n = ss.rec->n; /* the file holds this very record: kept until a move */
        else
            term_autosave_write(&ss.save, ss.rec, true);
    } else if (no_autosave) {
        printf("autosave: off (--no-autosave)\n");
    }
    term_signals_install();

    int round = -1;
    bool left = false, copied = false;
    while (!g->is_over(ss.s)) {
        if (term_interrupted()) {
            printf("\ninterrupted: leaving the game (seed %llu)\n", (unsigned long long)setup.seed);
            term_autosave_leave(&ss.save, ss.rec);
            rc = 130;
            left = true;
            break;
        }
        if (g->round(ss.s) != round) {
            round = g->round(ss.s);
            char rl[32];
            snprintf(rl, sizeof rl, "--- round %d ---", round);
            if (ss.screen)
                log_add(&ss, -1, rl);
            else
                printf("%s\n", rl);
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
            if (ss.nhumans > 0) /* every action is saved while a person plays */
                term_autosave_write(&ss.save, ss.rec, false);
            continue;
        }
        /* the board before a human's first decision of a turn (always
         * when not plain) */
        bool board = !ss.plain || ss.last_actor != p || !g->in_step(ss.s);
        int h = human_decision(&ss, p, board);
        if (h == H_QUIT || h == H_INTR) {
            if (h == H_INTR) {
                printf("\ninterrupted: leaving the game (seed %llu)\n",
                       (unsigned long long)setup.seed);
                rc = 130;
            }
            term_autosave_leave(&ss.save, ss.rec);
            left = true;
            break;
        }
        if (h == H_ERROR) {
            rc = 1;
            break;
        }
    }
    if (rc == 0 && !left && g->is_over(ss.s)) {
        printf("\nGame over after %zu decisions (seed %llu)\n", ss.rec->n,
               (unsigned long long)setup.seed);
        if (g->view_text) {
            char *b = malloc(BOARD_MAX);
            if (b && g->view_text(ss.s, GAME_VIEW_ALL, b, BOARD_MAX) > 0)
                fputs(b, stdout);
            free(b);
        }
        print_scores(&ss);
        copied = term_autosave_offer_copy(&ss.save, ss.rec);
    }
    /* a game that was to be saved and is not: the exit says so */
    if (term_autosave_exit(&ss.save, copied) != 0 && rc == 0)
        rc = 1;
done:
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
        bot_destroy(&ss.bots[p]);
        for (size_t i = 0; i < ss.logs[p].n; i++)
            free(ss.logs[p].line[i]);
        free(ss.logs[p].line);
    }
    game_record_free(ss.rec);
    free(ss.s);
    free(ss.before);
    return rc;
}
