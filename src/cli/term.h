/* term.h - what the terminal game's files (play.c and term_*.c, one program
 * for every game) share: autosave files, confirmations, Ctrl-C, the terminal's size,
 * lines wrapped to its width, players named by colour, live scores.
 *
 * Names carry the prefix term_ (src/cli/term_*.c).
 */
#ifndef ARNAK_CLI_TERM_H
#define ARNAK_CLI_TERM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/record.h"

#define TERM_PATH_MAX 4096

/* ---- saving (term_save.c) ---- */

/* The default autosave file of a new game: $XDG_STATE_HOME/arnak/GAME-SEED.rec
 * (else ~/.local/state/arnak/), the folder made when missing; a name already
 * taken by another game's file gets -2, -3, ... so that no older game is
 * overwritten.  0, or -1 with one line in err. */
int term_autosave_path(const char *game, uint64_t seed, char *out, size_t n, char *err,
                       size_t errn);
/* Saves rec to path atomically (game_record_save: temporary file in the same
 * folder, fsync, rename).  Unless `force`, an existing file is refused.
 * GAME_OK, or an error code with one line in err. */
int term_save(const char *path, const game_record *rec, bool force, char *err, size_t n);
/* The autosave file of a game in play. */
typedef struct {
    bool on;                  /* off: --no-autosave, or no file could be named */
    char path[TERM_PATH_MAX];
    size_t saved_n;           /* actions the file holds */
    bool failing;             /* the last write failed (one error line; the status says so) */
    /* why the last write failed, or why no file could be named ("" when
     * neither: saved, or --no-autosave) */
    char error[TERM_PATH_MAX + 128];
} term_autosave;
/* Turns the autosave on and names its file: `save` (--save), else
 * `load` (the game goes on in its file; NULL or "-": none), else a new file
 * under the state folder (term_autosave_path).  When none can be named the
 * autosave is off, with one line on stderr and the reason kept in a->error. */
void term_autosave_name(term_autosave *a, const char *game, uint64_t seed, const char *save,
                        const char *load);
/* Writes rec to the file when it has changed (or `always`; while failing, at
 * every call).  A failure is one line on stderr (once, until a write works
 * again); the game goes on, and term_autosave_status says it is unsaved. */
void term_autosave_write(term_autosave *a, const game_record *rec, bool always);
/* True while the game is in no file though it was to be autosaved: the last
 * write failed, or no file could be named (--no-autosave is not "unsaved":
 * the player asked for it). */
bool term_autosave_unsaved(const term_autosave *a);
/* What the screen's header and the plain mode say of saving: "saved: PATH",
 * "NOT SAVED: REASON (save FILE to keep it)" while unsaved, or "autosave
 * off (--no-autosave)". */
void term_autosave_status(const term_autosave *a, char *out, size_t n);
/* The command "save FILE" / "save! FILE": term_save, then "saved to FILE"
 * on stdout or "error: ..." on stderr.  While the game is unsaved, FILE
 * becomes its autosave file (said so): the header says "saved" again and
 * the later moves go there too.  True when saved. */
bool term_autosave_save_as(term_autosave *a, const game_record *rec, const char *path, bool force);
/* Leaving before the end: saves, and prints how to come back
 * ("arnak play --load FILE": the record names its game).  A game that
 * cannot be saved where it was to be (the write failed, or no file could be
 * named) is not dropped: the player is asked for another file, and asked
 * again after an error, until it is saved or the player says to leave it
 * unsaved (an empty name, then yes); only the end of the input or a second
 * Ctrl-C leaves it unsaved without that answer. */
void term_autosave_leave(term_autosave *a, const game_record *rec);
/* At the end of a game: says where the record is (or that it is NOT saved,
 * and why) and offers to save it to a file (a copy, or the only one), asking
 * again after an error.  True when a file was written. */
bool term_autosave_offer_copy(term_autosave *a, const game_record *rec);
/* At the exit of a game: 0 when the game is in its autosave file (or it was
 * not to be autosaved: --no-autosave, or `copied`, a copy saved at the end);
 * otherwise 1 with one line on stderr naming the file and what failed
 * ("arnak play: the game is not saved: PATH: cannot create: ..."). */
int term_autosave_exit(const term_autosave *a, bool copied);
/* A record of an older format (rec->version below RECORD_VERSION: its hash
 * misses reordered moves that reach the same final state) gets one line on
 * stderr wherever a person loads one (play --load, replay):
 * "warning: PATH is a format-2 record: its hash does not cover the order of
 * the moves".  Nothing for a record of the current format. */
void term_record_warn(const char *path, const game_record *rec);
/* Parses the commands "save FILE" and "save! FILE" (in is trimmed, any
 * case for the word): 1 with *path and *force set, 0 when it is not a save
 * command, -1 for a save command without a file. */
int term_parse_save(char *in, char **path, bool *force);

/* ---- input (term_save.c) ---- */

/* SIGINT sets a flag instead of killing the program; a read in progress
 * returns (no SA_RESTART), so the game can save before it leaves. */
void term_signals_install(void);
bool term_interrupted(void);

typedef enum { TERM_NO, TERM_YES, TERM_GONE } term_answer;
/* Prints question + " (y/N) " and reads one line: TERM_YES for y/yes (any
 * case), TERM_NO for anything else, TERM_GONE at end of input or Ctrl-C. */
term_answer term_ask(const char *question);
/* `quit`: asks whether to leave (saying where the game is saved, or that it
 * is not); unless the answer is no, prints "quitting (seed N)".  The answer. */
term_answer term_autosave_ask_quit(const term_autosave *a, const game_record *rec);
/* Lower-cases s in place (ASCII). */
void term_lower(char *s);

/* ---- screen (term_screen.c) ---- */

/* Columns and rows: the terminal's (TIOCGWINSZ on standard output), else
 * $COLUMNS / $LINES, else 80 x 24; never below 20 x 8. */
void term_size(int *cols, int *rows);

/* Lines of text wrapped to a width, on the heap. */
typedef struct {
    char **line;
    int n, cap;
    int width;
    bool failed; /* out of memory: some lines are missing */
} term_lines;
void term_lines_init(term_lines *l, int width);
/* Adds text (may hold several '\n'-separated lines), each wrapped at spaces
 * to the width; continuation lines are indented by `indent` spaces. */
void term_lines_add(term_lines *l, const char *text, int indent);
void term_lines_addf(term_lines *l, int indent, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Prints text (may hold several '\n'-separated lines) to out, wrapped at
 * word boundaries to `width` columns, continuation lines indented by
 * `indent`.  width <= 0: the terminal's width (term_size) when out is a
 * terminal, else no wrapping, so that a script reads every line whole. */
void term_print_wrapped(FILE *out, const char *text, int width, int indent);
/* An error in what the player typed: standard output flushed, then
 * "error: MESSAGE" on stderr, wrapped as term_print_wrapped (width 0). */
void term_input_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Appends all lines of src. */
void term_lines_cat(term_lines *l, const term_lines *src);
void term_lines_free(term_lines *l);

/* The lines a screen shows first, on every redraw, while the game is
 * unsaved (term_autosave_status, wrapped to l's width); none otherwise.
 * The plain mode prints them before each list of options. */
void term_autosave_warn_lines(term_lines *l, const term_autosave *a);

/* ---- names (term_screen.c) ---- */

/* How the terminal names seat p: its colour on the Arnak board ("Red",
 * "Blue", "Yellow", "Green", the renderer's colours in seat order). */
const char *term_player_name(int p);
/* Copies `in` to out with every player written "P1".."P4" (the engine's
 * text) replaced by the seat's name, so that players never share the prefix
 * of the sites P0..P16.  A "Pn" is a player where the engine's texts put
 * players: at the start of a line before ':', "'s" or a lower-case word,
 * or after "; " before a lower-case word; after '[', '<', '(', "player ",
 * "turn of ", "over: " or "begins with "; before a number
 * (scores).  seats[p] (may be NULL): "P1 human" becomes "Red (human)". */
void term_player_text(const char *in, char *out, size_t n, int nplayers, const char *const seats[]);

/* ---- scores (term_screen.c) ---- */

/* The live score table of the game (g->scores_json): a header of categories
 * and one line per player (and a rival), fitted into `width` columns.
 * labels[p] names the players (NULL: term_player_name). */
void term_score_lines(term_lines *l, const game_def *g, const void *st, int width,
                      const char *const labels[]);
/* The categories that add up to the total (g->score_part_names before "total",
 * an order of arrival left out), then "total", into cat[max]: how many. */
int term_score_categories(const game_def *g, const char *cat[], int max);

#endif
