/* bot_eval_weights.c - learned judgement tables (see bot_eval.c), written by
 *   arnak arena --train-eval -n 1000 greedy
 * from 1000 games; samples per round: 23992 28806 31926 34784 33420.
 * Weights per round: one per score category (in order), the heuristic, a constant. */
#include "bot.h"

static const char *const eval_parts[] = {"research", "temple", "idols", "guardians", "cards", "fear", "total", "temple_rank"};

static const double eval_w[] = {
    /* round 1 */ 0.866686, 0.000000, -1.624907, 0.207583, -0.209787, 0.947656, 0.187231, 0.000000, 0.146775, 60.422523,
    /* round 2 */ 0.018490, 0.000000, -0.200406, 0.004697, -0.030767, 0.537021, 0.329034, 0.000000, 0.264040, 39.811302,
    /* round 3 */ -0.101006, 0.000000, -0.012586, 0.091804, 0.163984, 0.362584, 0.504780, 0.000000, 0.459690, 26.459352,
    /* round 4 */ -0.039693, 0.518536, -0.219177, 0.099152, 0.122841, 0.116065, 0.597725, 0.834655, 0.593025, 21.449521,
    /* round 5 */ 0.096481, 0.236111, -0.272362, 0.259726, 0.186098, 0.058097, 0.564151, 0.902985, 1.040515, 17.589462,
};

const bot_eval_table bot_eval_tables[] = {
    {"arnak", 8, eval_parts, 5, eval_w},
};
const int bot_eval_ntables = 1;
