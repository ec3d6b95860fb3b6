/* internal.h - every header of the rules, for the views (src/games/arnak/views/) and the
 * tests that build exact positions.  A rules file includes only the headers it uses.
 * Not part of the API. */
#ifndef ARNAK_INTERNAL_H
#define ARNAK_INTERNAL_H

#include "games/arnak/rules/encoding.h"
#include "games/arnak/rules/engine.h"
#include "games/arnak/rules/zones.h"
#include "games/arnak/rules/travel.h"
#include "games/arnak/rules/sites.h"
#include "games/arnak/rules/frames.h"
#include "games/arnak/rules/text.h"
#include "games/arnak/rules/rival.h"
#include "games/arnak/rules/costs.h"

#endif
