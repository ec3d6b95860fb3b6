/* explain.h - what a name of Quetzal is and does, in words, for the terminal's
 * `explain X` (the game_def's .explain): every location and space as the views
 * and options name it (camp, temple2, "the Black Market", ship1), every
 * upgrade by its id (temple-discount, reroll-two), the artifact cards, their
 * types and bonuses (vase, "vase+vp"), the meeples' faces, the Discovery
 * track, the marker, the automa, the actions as options name them and the
 * final score's rows; an option's text explains the names in it. */
#ifndef QZ_EXPLAIN_H
#define QZ_EXPLAIN_H

#include <stddef.h>

/* The explanation of `what` (case, blanks and dashes do not matter), one line
 * a name: its length; GAME_E_PARSE with one line naming what is accepted. */
int qz_explain(const char *what, char *buf, size_t n);

/* Whether `what` is a name of the table itself (not words of a longer text). */
int qz_explain_knows(const char *what);

#endif
