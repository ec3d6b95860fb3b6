/* explain_kit.h - a game's `explain X` from one table of names (the
 * game_def's .explain of Lost Cities and Quetzal): each row a thing the
 * game's views and options show, by its id as printed ("temple-discount",
 * "ship1") and its English words ("Temple discount", "Ship 1"), with a few
 * sentences from the rule text.
 *
 * A name matches when it equals a row's id or words with case, blanks, dashes,
 * underscores, apostrophes, dots and a leading "the" not mattering ("The
 * Harbor Master's Office", "harbor_masters_office").  Every row that matches
 * is explained (a name two things share explains both).  A text that is no
 * name (an option's line, "place small-temple 2adv") explains the names in it,
 * longest first, at most GAME_EXPLAIN_MAX_NAMES; a text naming nothing gets one
 * error line naming the kinds of names the game knows. */
#ifndef GAME_EXPLAIN_KIT_H
#define GAME_EXPLAIN_KIT_H

#include <stddef.h>

#define GAME_EXPLAIN_MAX_NAMES 4

typedef struct {
    const char *id;    /* as views and options print it */
    const char *words; /* its English words; NULL when the id is all */
    const char *text;  /* a few sentences, one paragraph */
} game_explain_row;

typedef struct {
    const char *game;  /* "Quetzal": the error line's subject */
    const char *kinds; /* "locations (camp, ...), upgrades (...)": what names are accepted */
    const game_explain_row *rows;
    int nrows;
} game_explain_table;

/* The explanation of `what` from t into buf (lines "Words (id): text." without
 * a final newline): its length; GAME_E_PARSE with the error line in buf when
 * nothing is named; GAME_E_ARG for a NULL or empty argument or buffer. */
int game_explain_from(const game_explain_table *t, const char *what, char *buf, size_t n);

/* Whether `what` names a row exactly (not through the words of a longer text). */
int game_explain_names(const game_explain_table *t, const char *what);

#endif
