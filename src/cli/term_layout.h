/* term_layout.h - the terminal game's main screen, composed from its parts
 * so that what a player needs to decide is never pushed off it.
 *
 * The loop (play.c) gathers the parts of a decision; term_layout fits them
 * into cols x rows.  What must stay, at every size from 80x24 up: the
 * warnings (an unsaved game), the score line, your resources and hand, the
 * opponents' last turn in full, and every option.  Options are shown in
 * groups (dig / discover / research / buy / play a card / free actions /
 * end, as the game names them) laid out in columns, each with the number it
 * keeps for the whole decision.  Extra height shows the board and more of
 * the log; below 80x24 the screen names what it left out.
 *
 * Names carry the prefix term_ (src/cli/term_*.c).
 */
#ifndef ARNAK_CLI_TERM_LAYOUT_H
#define ARNAK_CLI_TERM_LAYOUT_H

#include "cli/term.h"

/* One option of the decision: its number (kept for the whole decision),
 * its group (an index into term_screen_parts.group), its label ("dig P2")
 * and an optional short hint ("1 boot -> +2 tablets"; NULL or ""), shown
 * when there is room. */
typedef struct {
    int number;
    int group;
    const char *label;
    const char *hint;
} term_option;

typedef struct {
    term_lines warn;      /* never left out (an unsaved game, a failed write) */
    term_lines header;    /* "Round 2 of 5, Bird side: Red to play (saved: FILE)" */
    term_lines score;     /* the live score table */
    term_lines score_line; /* the score in one line: when the table does not fit */
    term_lines me;        /* your resources and hand */
    term_lines last_turn; /* the opponents' moves since your last decision, in full */
    term_lines last_dense; /* the same turn in fewer lines (its actions one after
                            * another): when one action a line does not fit */
    term_lines last_brief; /* the same turn without its lines of detail (each
                            * figure's points at a round's end; empty: none):
                            * when even the dense form does not fit */
    term_lines last_newest; /* with several opponents, the newest turn alone
                             * (dense): when all their turns do not fit */
    term_lines log;       /* earlier events, oldest first: as many of the newest as fit */
    term_lines board;     /* the board, shown only when the screen is tall enough */
    term_lines footer;    /* the keys ("views: r)ow s)ites ... ?=help") */
    const char *decision; /* "Red: choose your action" */
    const char *const *group; /* group names, ngroup of them */
    int ngroup;
    const term_option *option;
    int noption;
} term_screen_parts;

/* Initialises every term_lines of p to width cols and the rest to empty. */
void term_screen_parts_init(term_screen_parts *p, int cols);
void term_screen_parts_free(term_screen_parts *p);

/* The screen: at most rows - 1 lines (the prompt takes the last row), each at
 * most cols columns, in out (initialised by the caller to width cols), in
 * this order: warn, header, board, score, me, log, last_turn, footer, then
 * the decision and its options.  The options take the most readable form
 * that fits: one a line with its hint under a heading per group when there
 * is room, else in columns per group after the group's name, else without
 * the word the group's name already says ("dig: 1) P0 2) P1"), else one
 * after another; labels are cut (ending in '~') only when nothing else fits.
 * Before anything that must stay gives way, the score shrinks to its one
 * line (score_line) and the last turn to its dense form (last_dense), then
 * to its form without details (last_brief; the line before the decision
 * names them as left out), and then to the newest opponent's turn alone
 * (last_newest; the line before the decision names the others' turns as
 * left out).
 * When something had to be left out, the line before the decision says
 * what, with the key that shows it ("left out: the log (l), the board (b)").
 * The log and the last turn lose their oldest lines first.  Deterministic:
 * the same parts and size give the same lines. */
void term_layout(const term_screen_parts *p, int cols, int rows, term_lines *out);

#endif
