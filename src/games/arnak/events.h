/* events.h - what happened when an action was applied, as structured events
 * for one viewer; the undo rule; action and decision text for a viewer.
 *
 * Events are derived by comparing the state before and after a step (a diff):
 * the engine's hot path is untouched and playouts pay nothing.  For a viewer
 * other than GAME_VIEW_ALL the diff is taken between the viewer's observations
 * (arnak_observe), so the events depend only on what that viewer can see.
 *
 * Event layout (game_event: type, player, flags, v[6]); unused v[] are 0.
 * `player` is 0-based (-1 for board events); text shows it as P1..P4.
 *
 *   type                   player  v[0]       v[1]        v[2]          v[3]
 *   ARNAK_EV_PAY           who     RES_*      amount
 *   ARNAK_EV_GAIN          who     RES_*      amount
 *   ARNAK_EV_PLAY          who     card       count                       (into the play area)
 *   ARNAK_EV_DRAW          who     card|0     count       1=set aside      (0 = redacted)
 *   ARNAK_EV_RETURN_CARD   who     card|0                                  (back on top of the deck)
 *   ARNAK_EV_GAIN_CARD     who     card       source      destination   row position|-1
 *                                  source: 0 card row, 1 revealed card, 2 item exile, 3 other
 *                                  destination: 0 hand, 1 play area, 2 deck
 *   ARNAK_EV_EXILE         who     card       count
 *   ARNAK_EV_FEAR          who     count                                   (Fear cards gained)
 *   ARNAK_EV_FEAR_TILE     who     +n gained / -n returned
 *   ARNAK_EV_IDOL_TAKEN    who     site       idol reward type (0 = face-down idol)
 *   ARNAK_EV_IDOL_SLOT     who     slots filled now  change
 *   ARNAK_EV_OVERCOME      who     guardian   site|-1
 *   ARNAK_EV_BOON          who     guardian
 *   ARNAK_EV_ASSISTANT     who     slot       assistant id  ARNAK_ASST_*
 *   ARNAK_EV_RESEARCH      who     0 glass/1 notebook  from space  to space
 *   ARNAK_EV_TEMPLE_ARRIVE who     arrival rank
 *   ARNAK_EV_TEMPLE_TILE   who     0/1/2 (2, 6, 11 points)  count
 *   ARNAK_EV_ARCH_PLACE    who     space      site
 *   ARNAK_EV_ARCH_RETURN   who     space      site
 *   ARNAK_EV_PASS          who
 *   ARNAK_EV_TEMPLE_LOOK   who                                             (looks through the Lost Temple stack)
 *   ARNAK_EV_BONUS_TILE    who     space|-1 (Lost Temple)  bonus type
 *   ARNAK_EV_SITE_TILE     actor   site       tile id (1..16)
 *   ARNAK_EV_GUARDIAN      -1      site       guardian    from site|-1 (moved)
 *   ARNAK_EV_ROW_REMOVE    -1      card       position    1 = exiled by the moon staff
 *   ARNAK_EV_ROW_ADD       -1      card       position
 *   ARNAK_EV_REVEAL_CARD   actor   card       0/1 returned on top of its deck
 *   ARNAK_EV_TILE_LOOK     actor   level      tile                          (top tile turned up, now at the bottom)
 *   ARNAK_EV_ASST_TOP      -1      stack (0..2, 3 rescue)  assistant id|0
 *   ARNAK_EV_ROUND_END     -1      round
 *   ARNAK_EV_SHUFFLE       who     count                                   (play area shuffled under the deck)
 *   ARNAK_EV_ROUND_BEGIN   -1      round      start player  1 = solo (the rival starts)
 *   ARNAK_EV_TURN          who                                             (the turn passes to who)
 *   ARNAK_EV_GAME_OVER     -1      score P1   P2  P3  P4   v[4] winners bit mask, v[5] players
 *   ARNAK_EV_TIEBREAK      -1      arnak_tiebreak (after GAME_OVER, when first place was tied on points)
 *                                  (solo: v[1] is the rival's score, v[5] = 1)
 * The solo rival (player -1; rival.c, data/rival.c; tiles 0..14 by
 * arnak_rival_tile_name()):
 *   ARNAK_EV_RIVAL_TILE    -1      tile       tiles left in its stack
 *   ARNAK_EV_RIVAL_DIG     -1      site       space       resource
 *   ARNAK_EV_RIVAL_DISCOVER -1     site       site tile   guardian|0    idol type|0   v[4] 1 = that idol to -1
 *                                  v[5] 1 = a face-down idol too (to -1)
 *   ARNAK_EV_RIVAL_RESEARCH -1     space (0xFF: at the temple)  bonus|0 (7: the Lost Temple stack's)
 *                                  assistant|0  rescued|0  v[4] 1 = instead of overcome
 *                                  v[5] 1 = took a 6-point temple tile (at the temple)
 *   ARNAK_EV_RIVAL_OVERCOME -1     site       guardian
 *   ARNAK_EV_RIVAL_BUY     -1      card       row position
 *   ARNAK_EV_RIVAL_NOTHING -1      tile       1 = the tile does nothing in round V
 *   ARNAK_EV_RIVAL_PASS    -1                                              (its last tile of the round is used)
 * Only the revealed tile is shown: the order of the remaining stack never is.
 *
 * Flags: GAME_EVENT_REVEAL marks an event that made something new known
 * (draws, shuffles, site tiles, guardians, row refills, turned-up cards and
 * assistants, a look at a hidden stack); GAME_EVENT_REDACTED an event whose
 * details this viewer may not know (another player's draw). */
#ifndef ARNAK_EVENTS_H
#define ARNAK_EVENTS_H

#include <stdbool.h>
#include <stddef.h>

#include "arnak.h"
#include "core/game.h"
#include "core/words.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    ARNAK_EV_PAY = 1,
    ARNAK_EV_GAIN,
    ARNAK_EV_PLAY,
    ARNAK_EV_DRAW,
    ARNAK_EV_RETURN_CARD,
    ARNAK_EV_GAIN_CARD,
    ARNAK_EV_EXILE,
    ARNAK_EV_FEAR,
    ARNAK_EV_FEAR_TILE,
    ARNAK_EV_IDOL_TAKEN,
    ARNAK_EV_IDOL_SLOT,
    ARNAK_EV_OVERCOME,
    ARNAK_EV_BOON,
    ARNAK_EV_ASSISTANT,
    ARNAK_EV_RESEARCH,
    ARNAK_EV_TEMPLE_ARRIVE,
    ARNAK_EV_TEMPLE_TILE,
    ARNAK_EV_ARCH_PLACE,
    ARNAK_EV_ARCH_RETURN,
    ARNAK_EV_PASS,
    ARNAK_EV_TEMPLE_LOOK,
    ARNAK_EV_BONUS_TILE,
    ARNAK_EV_SITE_TILE,
    ARNAK_EV_GUARDIAN,
    ARNAK_EV_ROW_REMOVE,
    ARNAK_EV_ROW_ADD,
    ARNAK_EV_REVEAL_CARD,
    ARNAK_EV_TILE_LOOK,
    ARNAK_EV_ASST_TOP,
    ARNAK_EV_ROUND_END,
    ARNAK_EV_SHUFFLE,
    ARNAK_EV_ROUND_BEGIN,
    ARNAK_EV_TURN,
    ARNAK_EV_GAME_OVER,
    ARNAK_EV_RIVAL_TILE,
    ARNAK_EV_RIVAL_DIG,
    ARNAK_EV_RIVAL_DISCOVER,
    ARNAK_EV_RIVAL_RESEARCH,
    ARNAK_EV_RIVAL_OVERCOME,
    ARNAK_EV_RIVAL_BUY,
    ARNAK_EV_RIVAL_NOTHING,
    ARNAK_EV_RIVAL_PASS,
    ARNAK_EV_TIEBREAK,
    ARNAK_EV_COUNT
};

/* ARNAK_EV_ASSISTANT v[2] */
enum {
    ARNAK_ASST_RECRUITED = 0,
    ARNAK_ASST_UPGRADED,
    ARNAK_ASST_EXHAUSTED,
    ARNAK_ASST_REFRESHED,
    ARNAK_ASST_LOST,   /* left the player's square (exchanged) */
};

/* The wording table (core/words.h): every event type's JSON fields and English
 * template (events.c), every action kind's English label (action_info.c). */
extern const game_words ARNAK_WORDS;

/* Short name of an event type ("gain", "draw", ...), "?" for an unknown one. */
const char *arnak_event_type_name(int type);

/* The events of applying legal action a (taken by the current player of
 * `before`) giving `after`, as `viewer` may know them (GAME_VIEW_ALL sees
 * everything).  Writes at most max events and returns how many, or GAME_E_ARG
 * (NULL pointer, bad viewer, negative max). */
int arnak_events(const arnak_state *before, arnak_action a, const arnak_state *after, int viewer,
                 game_event *out, int max);

/* The rival turns recorded in s (solo: those of the last apply, or of the
 * setup for a new game) as events, from entry `from` of the log on.  Writes
 * at most max; returns how many, or GAME_E_ARG. */
int arnak_rival_events(const arnak_state *s, int from, game_event *out, int max);

/* One English sentence for an event; snprintf-style length, or GAME_E_ARG
 * (buf = "" when n > 0) for a NULL event or an unknown type. */
int arnak_event_text(const game_event *e, char *buf, size_t n);

/* {"type": "gain", "player": 0, ...named fields} (player: the 0-based seat,
 * as everywhere in core/game.h; absent for board events).  New reference,
 * NULL for a NULL/unknown event. */
json_t *arnak_event_json(const game_event *e);

/* The undo rule: true only when the step revealed nothing new to anyone (no
 * draw, shuffle, revealed tile, guardian, idol, row card, look at a hidden
 * stack; the generator untouched), the same player is still to act in the same
 * turn and round, and the game goes on. */
bool arnak_undoable(const arnak_state *before, arnak_action a, const arnak_state *after);

/* What `viewer` may know of legal action a of s, as "P2: keeps Parrot" /
 * "P2: keeps a card".  snprintf-style length or GAME_E_ARG. */
int arnak_action_text(const arnak_state *s, arnak_action a, int viewer, char *buf, size_t n);

/* The pending decision for `viewer`: the player to act reads
 * arnak_decision_text(); everybody else "P2 is choosing: ...".
 * snprintf-style length or GAME_E_ARG. */
int arnak_decision_text_viewer(const arnak_state *s, int viewer, char *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
