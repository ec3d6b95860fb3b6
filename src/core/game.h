/* game.h - the interface through which every tool talks to a game: its two
 * halves, the rules (core/game_rules.h: the game's type, setup, actions, rules,
 * hidden information, no JSON) and the presentation (core/game_present.h: what
 * needs jansson).  The tools of this tree include this one; an embedder of a
 * game's rules alone includes core/game_rules.h (through the game's header)
 * and links no JSON library.
 *
 * Prefix: game_ (this library, src/core).
 */
#ifndef GAME_CORE_GAME_H
#define GAME_CORE_GAME_H

#include "core/game_rules.h"
#include "core/game_present.h"

#endif
