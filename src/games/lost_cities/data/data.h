/* data/data.h - the board's numbers of Lost Cities (data.c: one table, the
 * unverified ones marked) and the card types' encoding */
#ifndef LC_DATA_H
#define LC_DATA_H

#include "games/lost_cities/lost_cities.h"

extern const int8_t lc_step_points[LC_STEPS];
extern const uint8_t lc_tile_steps[LC_COLORS][LC_TILES / LC_COLORS];
extern const uint8_t lc_vp_values[LC_VP_TILES];
extern const int8_t lc_short_table[6];
extern const int16_t lc_long_table[28];

#define LC_TYPE(color, value) ((color)*LC_VALUES + (value))
#define LC_COLOR_OF(t)        ((t) / LC_VALUES)
#define LC_VALUE_OF(t)        ((t) % LC_VALUES)

#endif
