/* heuristic_weights.c - the weights of the Arnak heuristic (heuristic.c;
 * ARNAK_HW_* in arnak.h say what each weighs).
 *
 * Written by `arnak tune --bot greedy --games 2000 --seed 1 --passes 8`
 * (src/cli/tune.c): coordinate ascent on the greedy bot's solo score at
 * difficulty 5 plus its 2-player margin against the weights it started from.
 * It started from the hand-set weights of the judgement's first version
 * (coin 0.8, compass 0.9, tablet 1.1, arrowhead 1.7, jewel 2.4, glass rows 1.2,
 * notebook rows 0.9, research share 0.5, temple step 3, draws 5, draw basic 1,
 * draw fear 0.15, 0.45 per unit of an item's or artifact's price, bridge paid
 * 0.5, assistant 1.2, gold 0.6, boon 1, archaeologist out 0.3, guardian fear 1,
 * spend rounds 1.5, future rounds 4.5) and ran 5 min 41 s on 2 cores.  On 2000
 * solo and 2000 2-player games it never saw: solo 35.60 -> 44.37 points, margin
 * +11.46 against the start. */
#include "../arnak.h"

const char *const ARNAK_HEURISTIC_WEIGHT_NAMES[ARNAK_HW_N] = {
    "coin", "compass", "tablet", "arrowhead", "jewel", "glass_rows", "notebook_rows",
    "research_share", "temple_step", "draws", "draw_basic", "draw_fear", "item_per_coin",
    "art_per_compass", "bridge_paid", "assistant", "assistant_gold", "boon", "arch_out",
    "guardian_fear", "spend_rounds", "future_rounds",
};

const arnak_heuristic_weights ARNAK_HEURISTIC_WEIGHTS = {{
    1.0166, /* coin */
    1.46396, /* compass */
    1.1, /* tablet */
    2.21, /* arrowhead */
    2.8392, /* jewel */
    1.16161, /* glass_rows */
    0.9, /* notebook_rows */
    0.618125, /* research_share */
    3, /* temple_step */
    2.45, /* draws */
    0.49, /* draw_basic */
    0.22425, /* draw_fear */
    0.320906, /* item_per_coin */
    0.212231, /* art_per_compass */
    0.65, /* bridge_paid */
    1.56, /* assistant */
    0.6, /* assistant_gold */
    1.3, /* boon */
    0.295191, /* arch_out */
    0.117649, /* guardian_fear */
    1.95, /* spend_rounds */
    2.6775, /* future_rounds */
}};
