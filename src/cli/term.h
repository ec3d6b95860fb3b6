/* term.h - what the two terminal games (play.c: Arnak, play_generic.c: any
 * game) share: autosave files, confirmations, Ctrl-C, the terminal's size,
 * lines wrapped to its width, players named by colour, live scores.
 *
 * Names carry the prefix term_ (src/cli/term_*.c).
 */
#ifndef ARNAK_CLI_TERM_H
#define ARNAK_CLI_TERM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
/* The autosave file of a game in play, shared by both terminal games. */
typedef struct {
    bool on;                  /* off: --no-autosave, or no file could be named */
    char path[TERM_PATH_MAX];
    size_t saved_n;           /* actions the file holds */
    bool failing;             /* the last write failed (reported once) */
} term_autosave;
/* Writes rec to the file when it has changed (or `always`).  A failure is one
 * line on stderr (once, until a write works again); the game goes on. */
void term_autosave_write(term_autosave *a, const game_record *rec, bool always);
/* Leaving before the end: saves, and prints how to come back
 * ("arnak play [--game GAME] --load FILE"; game NULL: Arnak, the default). */
void term_autosave_leave(term_autosave *a, const game_record *rec, const char *game);
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
/* Appends all lines of src. */
void term_lines_cat(term_lines *l, const term_lines *src);
void term_lines_free(term_lines *l);

/* ---- names (term_screen.c) ---- */

/* How the terminal names seat p: its colour on the Arnak board ("Red",
 * "Blue", "Yellow", "Green", the renderer's colours in seat order). */
const char *term_player_name(int p);
/* Copies `in` to out with every player written "P1".."P4" (the engine's
 * text) replaced by the seat's name, so that players never share the prefix
 * of the sites P0..P16.  A "Pn" is a player where the engine's texts put
 * players: at the start of a line before ':', "'s" or a lower-case word;
 * after '[', '<', '(', "player ", "turn of " or "over: "; before a number
 * (scores).  seats[p] (may be NULL): "P1 human" becomes "Red (human)". */
void term_player_text(const char *in, char *out, size_t n, int nplayers, const char *const seats[]);

/* ---- scores (term_screen.c) ---- */

/* The live score table of the game (g->scores_json): a header of categories
 * and one line per player (and a rival), fitted into `width` columns.
 * labels[p] names the players (NULL: term_player_name). */
void term_score_lines(term_lines *l, const game_def *g, const void *st, int width,
                      const char *const labels[]);

#endif
