/* bot_eval_weights.c - learned judgement tables (see bot_eval.c), written by
 *   arnak arena --train-eval -n 1000 greedy
 * from 1000 games; samples per round: 22230 21866 22250 24472 25728.
 * Weights per round: one per score category (in order), the heuristic, a constant. */
#include "bot.h"

static const char *const eval_parts[] = {"research", "temple", "idols", "guardians", "cards", "fear", "total", "temple_rank"};

static const double eval_w[] = {
    /* round 1 */ -0.429911, 0.000000, -0.321997, 0.556853, -0.098949, 0.516685, 0.222681, 0.000000, 0.014960, 34.333141,
    /* round 2 */ 0.583332, 0.000000, 0.057052, 0.474419, -0.083202, -0.433216, 0.598386, 0.000000, 0.075260, 21.799982,
    /* round 3 */ 1.134510, 0.000000, -0.395824, 0.481161, -0.062877, -0.345689, 0.811280, 0.000000, 0.160129, 18.562506,
    /* round 4 */ 0.603866, 0.000000, -0.330766, 0.445030, 0.088540, -0.083388, 0.723282, -2.599607, 0.010276, 16.150306,
    /* round 5 */ 0.362997, -0.271801, -0.208992, 0.467886, 0.213273, 0.074438, 0.637801, -2.076705, -0.470373, 13.521212,
};

const bot_eval_table bot_eval_tables[] = {
    {"arnak", 8, eval_parts, 5, eval_w},
};
const int bot_eval_ntables = 1;
