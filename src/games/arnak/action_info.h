/* action_info.h - structured facts about a legal action, for user interfaces.
 *
 * A browser board must know where an option points (a site, a card, a research
 * space, an assistant...), what it costs and what it brings, without knowing
 * the engine's action encoding.  arnak_action_info() answers with a JSON
 * object built only from what the acting player can see; the keys are listed
 * in docs/ACTION_INFO.md.  The terminal's option hints (render.c) are the
 * object's "hint" string.
 */
#ifndef ARNAK_ACTION_INFO_H
#define ARNAK_ACTION_INFO_H

#include <stddef.h>

#include <jansson.h>

#include "arnak.h"
#include "core/words.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Every action kind (the info's "kind") with its English label template,
 * ended by a row whose name is NULL (core/words.h; part of ARNAK_WORDS). */
extern const game_word_row ARNAK_ACTION_WORDS[];

/* Facts about action a of state s: {"kind", "player", "text", "decision",
 * ids, "cost", "gain", "hint", ...}.  New reference; NULL when a is not a
 * legal action of s (the game is over included) or on out-of-memory.  The
 * result depends only on what the acting player may see: it is the same for
 * arnak_observe(s, actor). */
json_t *arnak_action_info(const arnak_state *s, arnak_action a);

/* The facts of every legal action of s, in the order of arnak_legal_actions():
 * a JSON array (empty once the game is over).  New reference; NULL on
 * out-of-memory. */
json_t *arnak_actions_info(const arnak_state *s);

/* Words for an effect program without a text in the data (camp sites,
 * research rows): "+2 coins", "card down: +1 jewel", "take a silver assistant";
 * anything else is the program's short name.  snprintf-style: returns the
 * length of the full text, writes at most n bytes (always terminated). */
int arnak_program_words(int prog, char *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
