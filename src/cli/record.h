/* record.h - game records: configuration + seats + action list, as text.
 *
 *     arnak-record 1
 *     seed 42
 *     players 2
 *     side bird
 *     seats human,greedy          (optional)
 *     actions
 *     dig P3                      (one canonical action text per line)
 *     ...
 *     end
 *     hash 0x0123456789abcdef     (optional: arnak_hash of the final state)
 *
 * Blank lines and comments ('#' at the start of a line, or after blanks) are
 * allowed anywhere; 'end' closes the actions (the end of a turn is the
 * action "end-turn").  The text of an action depends on the state it is applied
 * to, so writing replays the game from the start and reading replays it
 * again: a record that reads back without error rebuilds the state bit for
 * bit.  Every error is one line naming the line number and the problem.
 */
#ifndef ARNAK_CLI_RECORD_H
#define ARNAK_CLI_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "../engine/arnak.h"

#define RECORD_VERSION 1
#define RECORD_NAME_MAX 16   /* longest seat name + 1 */
#define RECORD_LINE_MAX 1024 /* longer lines are an error */

typedef struct {
    arnak_config cfg;
    int nseats;                                      /* 0: no seats line */
    char seats[ARNAK_MAX_PLAYERS][RECORD_NAME_MAX];  /* "human", "greedy", ... */
    arnak_action *actions;                           /* heap, grows on push */
    size_t n, cap;
} game_record;

/* A new empty record for cfg; NULL when out of memory. */
game_record *record_new(const arnak_config *cfg);
void record_free(game_record *r);

/* Seat names (n == cfg.players, or 0 to drop the line).  Each name is 1..15
 * characters of [A-Za-z0-9_.-].  0, or -1 for a bad name or count. */
int record_set_seats(game_record *r, const char *const names[], int n);
/* True when name is acceptable as a seat name. */
bool record_valid_name(const char *name);

/* Appends an action (0, or -1 when out of memory).  record_pop removes the
 * last one (no-op when empty). */
int record_push(game_record *r, arnak_action a);
void record_pop(game_record *r);

/* Re-initialises *s from the configuration and applies the first `count`
 * actions with the checked arnak_apply.  ARNAK_OK, or an engine error code
 * with a one-line message in err. */
int record_rebuild(const game_record *r, size_t count, arnak_state *s, char *err, size_t n);

/* Writes the record as text, action texts obtained by replaying, followed by
 * the hash of the final state.  ARNAK_OK, ARNAK_E_RECORD (an action does not
 * replay) or ARNAK_E_IO, with a message in err. */
int record_write(FILE *f, const game_record *r, char *err, size_t n);
/* record_write into a new file at path. */
int record_save(const char *path, const game_record *r, char *err, size_t n);

/* Parses and replays a record.  On success fills *final (may be NULL) with
 * the final state and *out (may be NULL) with a new record the caller frees;
 * returns ARNAK_OK.  Otherwise ARNAK_E_RECORD / ARNAK_E_IO with one line in
 * err ("line 17: 'dig P99' is not a legal action here") and nothing to free.
 * Never crashes on malformed input. */
int record_read(FILE *f, game_record **out, arnak_state *final, char *err, size_t n);
/* record_read without keeping the record. */
int record_replay(FILE *f, arnak_state *final, char *err, size_t n);
/* record_read from a file path ("-" = standard input). */
int record_read_path(const char *path, game_record **out, arnak_state *final, char *err,
                     size_t n);

#endif
