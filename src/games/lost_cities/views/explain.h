/* explain.h - what a name of Lost Cities: The Board Game is and does, in
 * words, for the terminal's `explain X` (the game_def's .explain): the five
 * expedition paths by colour, the cards, the steps and the bridge, the event
 * tiles (artefact, arrow, victory points), the figures, the chips and the
 * scoring tables, the options and their values, the actions as options name
 * them and the final score's rows; an option's text explains the names in it. */
#ifndef LC_EXPLAIN_H
#define LC_EXPLAIN_H

#include <stddef.h>

/* The explanation of `what` (case, blanks and dashes do not matter), one line
 * a name: its length; GAME_E_PARSE with one line naming what is accepted. */
int lc_explain(const char *what, char *buf, size_t n);

/* Whether `what` is a name of the table itself (not words of a longer text). */
int lc_explain_knows(const char *what);

#endif
