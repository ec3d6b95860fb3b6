/* engine.h - the decision stack and the run loop (engine.c), random numbers (rng.c),
 * the score by category (score.c) and the effect interpreter (effects.c) */
#ifndef ARNAK_RULES_ENGINE_H
#define ARNAK_RULES_ENGINE_H

#include "encoding.h"

/* ---- state helpers (engine.c) ---------------------------------------------- */
static inline arnak_frame *ak_top_frame(arnak_state *s) { return &s->stack[s->depth - 1]; }
arnak_frame *ak_push_frame(arnak_state *s, int kind, int player);
void ak_pop_frame(arnak_state *s);
void ak_push_effect(arnak_state *s, int player, int prog);
void ak_engine_run(arnak_state *s);
void ak_end_turn(arnak_state *s);
void ak_begin_turn(arnak_state *s, int player);
bool ak_action_in(const arnak_action *sorted, int n, arnak_action a); /* binary search */
void ak_player_pass(arnak_state *s, int player);
void ak_internal_step(arnak_state *s); /* frames.c: run the internal frame on top */

/* The score by category (arnak_score_player without its argument checks),
 * and the prices of the player's items (coins) and artifacts (compasses):
 * the heuristic's card terms, from the same pass over the cards. */
int ak_score_priced(const arnak_state *s, int player, arnak_score *o, int *coins, int *compasses);

/* random numbers (rng.c) */
uint32_t ak_rng_next(uint64_t *st, uint64_t inc);
uint32_t ak_rng_below(arnak_state *s, uint32_t n);
void ak_rng_seed(uint64_t *st, uint64_t *inc, uint64_t seed);
void ak_shuffle_bytes(arnak_state *s, uint8_t *a, int n);

/* the effect interpreter (effects.c) */
int ak_program_resolves_simply(int prog);
void ak_effects_step(arnak_state *s);

#endif
