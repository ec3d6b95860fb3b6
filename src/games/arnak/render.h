/* render.h - text views of a game for the `arnak` command.
 *
 * Every view of the board is drawn from an observation (arnak_observe) of the
 * player who looks at it: only that player's hand is shown; of the others
 * only public facts (hand size, deck size, play area, resources, ...).
 * Names, costs and effect texts come from the engine's data tables
 * (data/data.h); this module only lays them out.
 */
#ifndef ARNAK_CLI_RENDER_H
#define ARNAK_CLI_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "arnak.h"

/* Seat labels "P1 human", "P2 greedy": names[p] may be NULL (then just "P1").
 * Writes into buf and returns it. */
const char *arnak_render_player_label(int player, const char *const names[ARNAK_MAX_PLAYERS],
                                char *buf, size_t n);

/* The public board plus the private view of `viewer`.  `obs` must be
 * arnak_observe(s, viewer, obs) of the real state. */
void arnak_render_board(FILE *out, const arnak_state *obs, int viewer,
                  const char *const names[ARNAK_MAX_PLAYERS], bool color);

/* The pending decision and the numbered list of the legal actions (1-based). */
void arnak_render_options(FILE *out, const arnak_state *s, const arnak_action *legal, int n,
                    bool color);

/* Scores by category for every player, then the winner(s). */
void arnak_render_scores(FILE *out, const arnak_state *s,
                   const char *const names[ARNAK_MAX_PLAYERS], bool color);

#endif
