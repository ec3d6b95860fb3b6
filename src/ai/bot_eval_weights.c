/* bot_eval_weights.c - learned judgement tables (see bot_eval.c), written by
 *   arnak arena --train-eval -n 1000 greedy
 * from 1000 games; samples per round: 22586 26484 27318 30268 30110.
 * Weights per round: one per score category (in order), the heuristic, a constant. */
#include "bot.h"

static const char *const eval_parts[] = {"research", "temple", "idols", "guardians", "cards", "fear", "total", "temple_rank"};

static const double eval_w[] = {
    /* round 1 */ 0.443913, 0.000000, -0.295496, -0.195373, 0.194418, -0.326112, -0.178649, 0.000000, 0.031800, 41.228184,
    /* round 2 */ 0.462584, 0.000000, 0.730794, 0.349933, 0.097079, -1.429158, 0.211233, 0.000000, 0.143947, 20.502255,
    /* round 3 */ 0.350471, 0.000000, 0.391795, 0.388048, 0.149367, -0.902534, 0.377147, 0.000000, 0.305850, 16.032197,
    /* round 4 */ 0.071561, 0.781454, -0.000304, 0.212308, 0.058018, -0.481736, 0.641301, -0.210362, 0.343319, 14.136196,
    /* round 5 */ 0.155680, 0.142328, -0.210613, 0.311713, 0.201932, -0.015738, 0.585302, 1.098713, 0.742974, 13.849744,
};

const bot_eval_table bot_eval_tables[] = {
    {"arnak", 8, eval_parts, 5, eval_w},
};
const int bot_eval_ntables = 1;
