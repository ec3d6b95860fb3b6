/* term_play.h - the terminal game's parts (play.c the loop, term_log.c the
 * log and the announcements, term_options.c the numbered options,
 * term_commands.c the commands, term_draw.c the screen): one program for
 * every game, over core/game.h only.
 *
 * The game is the record (setup + actions); the state is what replaying it
 * gives, so undo drops actions and replays.  Names carry the prefix term_.
 */
#ifndef ARNAK_CLI_TERM_PLAY_H
#define ARNAK_CLI_TERM_PLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "ai/bot.h"
#include "cli.h"
#include "input.h"
#include "term.h"

#define TERM_TEXT_MAX  320   /* an action's text, a log line */
#define TERM_BOARD_MAX 32768 /* room for g->view_text and a view */

/* The log of events as one reader reads them (players by name), whole game. */
typedef struct {
    char **line;
    size_t n, cap;
    size_t end;       /* `log more`: the page shown last started here */
    size_t seen;      /* lines there were when the screen was last drawn */
    /* The opponents' moves since the reader's last: lines [from, to);
     * `open` while they grow (nothing of the reader's own since they
     * began); each opponent's newest turn among them starts at line
     * turn_at[p] (a solo rival's: turn_at[GAME_MAX_PLAYERS]; SIZE_MAX:
     * none yet), and their
     * newest turns together at line `turn` (the earliest of those). */
    size_t from, to, turn;
    size_t newest; /* the newest turn of all starts here */
    size_t turn_at[GAME_MAX_PLAYERS + 1];
    bool open;
} term_log;

/* The options of one decision, numbered once: option k (1-based) is
 * act[k - 1] for the whole decision, in the order of the game's groups
 * (the engine's order within a group). */
typedef struct {
    game_action *act;
    int *group;
    int n;
} term_menu;

typedef struct {
    const play_options *opt;
    const game_def *g;
    game_record *rec;
    unsigned char *s;         /* the state now */
    int nplayers;
    bool human[GAME_MAX_PLAYERS];
    int nhumans;
    bot bots[GAME_MAX_PLAYERS];
    const char *names[GAME_MAX_PLAYERS];
    bool screen;              /* one screen fitted to the terminal (else plain lines) */
    int hot_last;             /* hot-seat: the human whose hand was shown last, -1 none */
    int board_for;            /* plain mode: the board was shown to this seat's turn ... */
    int board_turn;           /* ... at this count of turns (-1: show it again) */
    int turns;                /* turns begun: the player changed, or the round */
    /* One log for everybody, or with several humans one per human seat,
     * each written for that seat's eyes. */
    term_log logs[GAME_MAX_PLAYERS];
    int round;                /* the round whose marker was logged last */
    int turn_of;              /* the player of the last action logged ... */
    bool turn_open;           /* ... whose turn it left going on ... */
    bool turn_closing;        /* ... unless it was of the group "end" (pass, end-turn) */
    bool turn_starts;         /* the action being logged begins a turn */
    int last_total[GAME_MAX_PLAYERS + 1]; /* totals at the last summary (+ a rival) */
    term_autosave save;
    bool quiet; /* lines go into the logs unprinted (a resumed game's past) */
    char input[CLI_INPUT_MAX];
} term_session;

enum { TERM_APPLIED, TERM_QUIT, TERM_INTR, TERM_ERROR, TERM_AGAIN };

/* ---- term_log.c ---- */
/* The log that seat `me` reads. */
term_log *term_log_of(term_session *ss, int me);
/* A line everybody may know (round markers, summaries, an undo), printed in
 * plain mode. */
void term_event(term_session *ss, const char *line);
/* Logs legal action a of player p, taken in `before` (ss->s is after it),
 * and its events: one log, or each human's version; `forced`: the only
 * option, taken for the player.  An action that ends a round is followed by
 * the round's summary (the scores at its end, by category) and the next
 * round's marker, before the events of the next round. */
void term_log_action(term_session *ss, const void *before, game_action a, int p, bool forced);
/* The last round's summary when the game is over (unless the end of the
 * game began a new round number, and the summary is in already). */
void term_log_final(term_session *ss);
/* The first round's marker and the totals players start with. */
void term_log_start(term_session *ss);
/* The marker of the round now ("--- round 3 ---"), printed in plain mode;
 * into the logs too when `log`. */
void term_log_round_marker(term_session *ss, bool log);
/* `log` / `log more`: a page of the reader's log. */
void term_show_log(term_session *ss, int me, bool more);
void term_logs_free(term_session *ss);
/* The action as `viewer` may know it, without a leading "Pn: ". */
void term_action_phrase(const term_session *ss, const void *st, game_action a, int viewer,
                        char *buf, size_t n);
/* Text of the game with players named as people read them (term.h). */
void term_names(const term_session *ss, const char *in, char *out, size_t n);

/* ---- term_expedition.c ---- */
/* When event i of ev (an action taken in `before`) is a side's scoring of
 * its figures at a round's end (Lost Cities' "score"), the points of each
 * figure as the game's view, catalog and events give them into buf: its
 * length, or 0 (another event, or a game without such data). */
/* Whether the screen leaves event e out because a line of term_score_detail
 * says it: a figure's points at a round's end (one line per side instead of
 * one per figure, so that the scoring fits 80x24). */
bool term_event_folded(const term_session *ss, const game_event *e);
int term_score_detail(const term_session *ss, const void *before, const game_event *ev, int i,
                      int viewer, char *buf, size_t n);

/* ---- term_options.c ---- */
/* The decision's options, grouped and numbered once.  0, or -1 (memory). */
int term_menu_make(term_menu *m, const term_session *ss);
void term_menu_free(term_menu *m);
/* The option a person typed: a number of the menu or an option's text (any
 * case), or its label as a screen shows it (players named, or without the
 * first word of its group's name: "P2" under "dig").  1 with *a, 0 when it
 * names none (err says why when it was a number out of range or a short
 * label of several options, else err is ""). */
int term_menu_find(const term_menu *m, const term_session *ss, const char *in, game_action *a,
                   char *err, size_t n);
/* Option k's label ("dig P2") and note ("1 boot -> +2 tablets", "" none),
 * players named. */
void term_menu_label(const term_menu *m, const term_session *ss, int k, char *label, size_t ln,
                     char *hint, size_t hn);
/* The decision ("Red: choose your action") into buf, players named. */
void term_decision(const term_session *ss, int me, char *buf, size_t n);
/* Plain lines: the decision and every option with its note, by group. */
void term_menu_lines(const term_menu *m, const term_session *ss, int me, term_lines *l);

/* ---- term_draw.c ---- */
/* The main screen of a decision (term_layout), or in plain mode the board
 * (when `board`) and the options. */
void term_show(term_session *ss, int me, const term_menu *m, bool board);
/* A text (a view, the help) on its own screen, wrapped to the terminal. */
void term_page(const term_session *ss, const char *text, int indent);
/* The text of fn (g->view_text, a view's text) as `me` sees it, players
 * named, as a page. */
void term_page_text(const term_session *ss, int me,
                    int (*fn)(const void *st, int viewer, char *buf, size_t n));
/* The board (g->view_text) and the live score, plain. */
void term_show_board(const term_session *ss, int me);
/* The live score table. */
void term_show_score(const term_session *ss);

/* ---- term_commands.c ---- */
/* Runs the command `in` (trimmed) if it is one: -1 when it is none;
 * TERM_AGAIN when the decision goes on (a view, an error, a save); else the
 * outcome that ends the decision (TERM_APPLIED after an undo: the loop asks
 * anew; TERM_QUIT, TERM_INTR, TERM_ERROR). */
int term_command(term_session *ss, int me, const term_menu *m, char *in);

/* ---- play.c ---- */
/* Applies legal action a and records it: GAME_OK, or an error with err. */
int term_apply(term_session *ss, game_action a, char *err, size_t n);
/* Undo of `me`'s last decision: 0, -1 nothing to undo (err), -2 failure. */
int term_undo(term_session *ss, int me, char *err, size_t n);

#endif
