/* record.h - game records of any game behind core/game.h: the setup, the
 * seats and the action list, as text.  One format serves save/load, undo,
 * bug reports, golden tests and replays.
 *
 *     game-record 3
 *     game arnak
 *     players 2
 *     option side bird            (every option of the game, in its order)
 *     seed 42
 *     seats human,greedy          (optional)
 *     actions
 *     dig P3                      (one canonical action text per line)
 *     ...
 *     end
 *     hash 0x0123456789abcdef     (required)
 *
 * The hash is a chain over the whole game: fnv-1a over the header (game,
 * players, options, seed, seats), the state hash at the start, then the
 * state hash after each action in turn.  A record whose header was edited,
 * whose moves were reordered (even into the same final state), or that lost
 * its end, does not read.  Blank lines and comments ('#' at the start of a line, or after
 * blanks) are allowed anywhere; 'end' closes the actions.  The text of an
 * action depends on the state it is applied to, so writing replays the game
 * from the start and reading replays it again: a record that reads back
 * without error rebuilds the state bit for bit.  Every error is one line
 * naming the line number and the problem.
 *
 * Older records are still read, with a weaker hash that misses reordered
 * moves reaching the same final state (game_record.version tells which, so
 * a front end can warn): format 2 ("game-record 2": the header and the final
 * state) and format 1 ("arnak-record 1": seed, players, side, seats; the
 * final state only).
 */
#ifndef GAME_CORE_RECORD_H
#define GAME_CORE_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game.h"

#define RECORD_VERSION 3
#define RECORD_NAME_MAX 16   /* longest seat name + 1 */
#define RECORD_LINE_MAX 1024 /* longer lines are an error */

typedef struct {
    const game_def *g;
    game_setup setup;
    int nseats;                                      /* 0: no seats line */
    char seats[GAME_MAX_PLAYERS][RECORD_NAME_MAX];   /* "human", "greedy", ... */
    game_action *actions;                            /* heap, grows on push */
    size_t n, cap;
    int version;   /* the format it was read in (RECORD_VERSION when made here);
                      below 3 its hash did not cover the order of the moves */
} game_record;

/* A new empty record of game g set up as `setup`; NULL when out of memory. */
game_record *game_record_new(const game_def *g, const game_setup *setup);
void game_record_free(game_record *r);

/* Seat names (n == setup.players, or 0 to drop the line).  Each name is 1..15
 * characters of [A-Za-z0-9_.-].  0, or -1 for a bad name or count. */
int game_record_set_seats(game_record *r, const char *const names[], int n);
/* True when name is acceptable as a seat name. */
bool game_record_valid_name(const char *name);

/* Appends an action (0, or -1 when out of memory).  game_record_pop removes
 * the last one (no-op when empty). */
int game_record_push(game_record *r, game_action a);
void game_record_pop(game_record *r);

/* Sets up st (g->state_size bytes) and applies the first `count` actions with
 * the checked apply.  GAME_OK, or an error code with a one-line message. */
int game_record_rebuild(const game_record *r, size_t count, void *st, char *err, size_t n);

/* How many of the last actions `player` may take back now, by the game's undo
 * rule (g->undoable): counting back from the end while each action was that
 * player's, in the same turn, and revealed nothing.  0 when none (or on error). */
size_t game_record_undo_depth(const game_record *r, int player);

/* Format 2's hash: the header text and the final state hash (fnv-1a). */
uint64_t game_record_hash(const game_record *r, uint64_t state_hash);
/* Format 3's chain: started from the header and the state hash at the start,
 * then one step per action with the state hash after it. */
uint64_t game_record_chain_start(const game_record *r, uint64_t start_hash);
uint64_t game_record_chain_step(uint64_t chain, uint64_t state_hash);

/* Writes the record as text, action texts obtained by replaying, followed by
 * the hash.  GAME_OK, GAME_E_RECORD (an action does not replay) or GAME_E_IO
 * (a write failed, with the reason), with a message in err. */
int game_record_write(FILE *f, const game_record *r, char *err, size_t n);
/* game_record_write into path, atomically: a temporary file in the same
 * folder, flushed to disk, then renamed over path.  After a failure (full
 * disk, no permission) path is as it was and no temporary file is left. */
int game_record_save(const char *path, const game_record *r, char *err, size_t n);

/* Parses and replays a record.  On success fills *out (may be NULL) with a
 * new record and *final (may be NULL) with a malloc'd copy of the final state
 * (g->state_size bytes), both for the caller to free, and returns GAME_OK.
 * Otherwise GAME_E_RECORD / GAME_E_IO / GAME_E_NOMEM with one line in err
 * ("line 17: 'dig P99' is not a legal action here") and nothing to free.
 * Never crashes, and stops reading at the first bad line (an endless input
 * such as /dev/zero ends at its first line). */
int game_record_read(FILE *f, game_record **out, void **final, char *err, size_t n);
/* game_record_read from a file path ("-" = standard input). */
int game_record_read_path(const char *path, game_record **out, void **final, char *err,
                          size_t n);

#endif
