/* explain.h - what a named component of Arnak is and does, in words, for the
 * terminal's `explain X` and the protocol: every card (by slug, name or number:
 * "sea-turtle", "Sea Turtle", "#12"), site (P5, a camp's space P3a), site tile
 * (L1-04), guardian (G03), assistant (A07), idol, idol slot, research space
 * (B5, S8), research bonus tile, temple tile (temple-2-left), payment source
 * of the options (pilot, made-car, fear-tile) and the solo rival's action
 * tiles (dig-coin, as the log names them); as a whole text, the words options
 * and views show that name no component ("pass", "use-effect", "moon staff").
 * An option's or a log line's text explains what it names ("pay
 * funding-car+pilot", "research glass B5").
 * The text has one paragraph a line, never broken to fit a width: wrapping is
 * the terminal's. */
#ifndef ARNAK_EXPLAIN_H
#define ARNAK_EXPLAIN_H

#include <stddef.h>

/* Writes the explanation of `what` (case, blanks, dashes and apostrophes do not
 * matter: "Sea Turtle", "sea-turtle", "SEA_TURTLE") into buf, one or more lines
 * without a final newline; returns its length.  A name several things share
 * ("coin": the idol and the bonus tile; "Funding": two basic cards) explains
 * each, and a text that is no name explains the names in it (at most four).
 * When nothing is called `what`, writes one line naming the kinds of names
 * accepted (and the closest names when some start the same way) and returns
 * GAME_E_PARSE; GAME_E_ARG for a NULL or empty argument. */
int arnak_explain(const char *what, char *buf, size_t n);

/* The names arnak_explain knows, one per call: index 0, 1, ... until NULL
 * (for completion and tests).  The pointer stays valid. */
const char *arnak_explain_name(int index);

#endif
