/* data/data.c - the numbers of Lost Cities: The Board Game, in one table.
 *
 * Provenance tags (docs/RULE_READINGS.md#sources):
 *   [RB]      the English rulebook: certain.
 *   [KELTIS]  Keltis, the same design, whose numbers this game multiplies by 5.
 *   [INF]     inference, the reasoning is given next to the value.
 *   UNVERIFIED  nobody has published the printed value; the value here is a
 *             choice, with the reason.  A person holding the printed board
 *             corrects the game here and nowhere else (docs/RULE_READINGS.md,
 *             R-LC-1 to 5, lists these).
 */
#include "games/lost_cities/internal.h"

/* Points of steps 1..9.  Step 1 = -20 [RB]; Keltis -4 -3 -2 1 2 3 6 7 10
 * [KELTIS] times 5 [INF, high confidence: matches step 1 and the "up to 50
 * points" at the end of a path]. */
const int8_t lc_step_points[LC_STEPS] = {-20, -15, -10, 5, 10, 15, 30, 35, 50};

/* The steps (1-based) that carry an event tile, per path (colour order of
 * LC_COLOR_NAMES).  Keltis puts 20 tiles on marked stones and 5 on the end
 * stones [KELTIS], so 4 marked steps among 1..8 plus step 9 per path [INF].
 * WHICH steps are marked: UNVERIFIED.  Chosen: never step 1 (a figure enters
 * step 1 by starting a path, which the rulebook does not call "reaching" a
 * tile), two before and two after the bridge half of the time, varied per
 * path so that no two paths look alike. */
const uint8_t lc_tile_steps[LC_COLORS][LC_TILES / LC_COLORS] = {
    {2, 4, 6, 8, 9}, /* yellow */
    {3, 5, 7, 8, 9}, /* blue   */
    {2, 4, 7, 8, 9}, /* white  */
    {3, 5, 6, 8, 9}, /* green  */
    {2, 5, 7, 8, 9}, /* red    */
};

/* The values of the 7 victory-point tiles: UNVERIFIED except that one is 15
 * (the rulebook's example [RB]).  Chosen: multiples of 5 like every other
 * number of the game, centred on 10-15 so that a tile is worth about one step. */
const uint8_t lc_vp_values[LC_VP_TILES] = {5, 5, 10, 10, 15, 15, 20};

/* Short table (the short game), by artefact chips 0..5+.
 * 0 -> -20, 1 -> -15, 5+ -> +50: Keltis -4, -3, +10 [KELTIS] times 5 [INF].
 * 2, 3, 4 -> 10, 15, 30: UNVERIFIED (the Keltis guess 2/3/6, times 5). */
const int8_t lc_short_table[6] = {-20, -15, 10, 15, 30, 50};

/* Long table (three expeditions), by artefact chips 0..27.  "A player with
 * fewer than 6 artefact chips will lose victory points" [RB]; everything else
 * UNVERIFIED.  Chosen: -30 for none, rising by 5 to -5 at 5 chips, 0 at 6 (the
 * rule's threshold), then +10 a chip up to 12 chips and +5 a chip beyond, so
 * that three expeditions of artefacts weigh about three short-table columns. */
const int16_t lc_long_table[28] = {
    -30, -25, -20, -15, -10, -5, 0,   10,  20,  30,  40,  50,  60,  65,
    70,  75,  80,  85,  90,  95, 100, 105, 110, 115, 120, 125, 130, 135,
};

const char *const LC_COLOR_NAMES[LC_COLORS] = {"yellow", "blue", "white", "green", "red"};

int lost_cities_step_value(int step)
{
    return step >= 1 && step <= LC_STEPS ? lc_step_points[step - 1] : 0;
}

int lost_cities_artefact_points(int n, bool short_game)
{
    if (n < 0)
        n = 0;
    if (short_game)
        return lc_short_table[n > 5 ? 5 : n];
    return lc_long_table[n > 27 ? 27 : n];
}
