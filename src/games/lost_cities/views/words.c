/* views/words.c - Lost Cities' wording table (core/words.h): each event type,
 * action kind and decision as one row, and the pending decision's fields. */
#include <string.h>

#include "games/lost_cities/internal.h"

/* ---- the wording table (core/words.h) ------------------------------------ */

/* The game's names for fields of kind GAME_WK_NAME. */
static json_t *word_name(const char *what, int32_t id)
{
    if (strcmp(what, "colour") == 0)
        return json_string(id >= 0 && id < LC_COLORS ? LC_COLOR_NAMES[id] : "?");
    if (strcmp(what, "card") == 0) {
        char card[24];
        lc_card_text((int)id, card, sizeof card);
        return json_string(card);
    }
    if (strcmp(what, "step_points") == 0)
        return json_integer(lost_cities_step_value((int)id));
    if (strcmp(what, "start_points") == 0) /* a path starts on step 1 */
        return json_integer(lost_cities_step_value(1));
    return NULL;
}

#define NUM(k, kd, i) {.key = k, .kind = kd, .v = i}
#define NAME(k, what, i) {.key = k, .kind = GAME_WK_NAME, .v = i, .names = what}
#define WORD(k, words, i) {.key = k, .kind = GAME_WK_WORD, .v = i, .names = words}
#define COLOUR NAME("color", "colour", 0)

/* Every event type: its JSON "type", English sentence and fields (v[] as
 * lost_cities.h lists them).  lc_event_text and lc_event_json are made from
 * this table alone; the catalog hands it to the page.  A new event type is one
 * row here (after its LC_EV_*) plus its Polish line in web/js/words_pl.js. */
static const game_word_row EVENTS[LC_EV_COUNT] = {
    [LC_EV_START] = {"start", "{player} starts the {color} path with {color} {value}: {figure} on step 1 ({points})",
                     {COLOUR, NUM("value", GAME_WK_NUMBER, 1), WORD("figure", "adventurer|researcher", 2),
                      NAME("points", "start_points", 0)}},
    [LC_EV_PLAY] = {"play", "{player} plays {color} {value}", {COLOUR, NUM("value", GAME_WK_NUMBER, 1)}},
    [LC_EV_DISCARD] = {"discard", "{player} discards {color} {value}", {COLOUR, NUM("value", GAME_WK_NUMBER, 1)}},
    [LC_EV_MOVE] = {"move",
                    "{player}'s {color} {figure} moves to step {to} ({points})[reason=arrow| by an arrow]"
                    "[reason=bonus| by the step-9 bonus]",
                    {COLOUR, NUM("from", GAME_WK_NUMBER, 1), NUM("to", GAME_WK_NUMBER, 2),
                     NAME("points", "step_points", 2), WORD("reason", "card|arrow|bonus", 3),
                     WORD("figure", "adventurer|researcher", 4)}},
    [LC_EV_BRIDGE] = {"bridge", "{player} crosses the {color} bridge: {across} of 5 figures across",
                      {COLOUR, NUM("across", GAME_WK_NUMBER, 1)}},
    [LC_EV_ARTEFACT] = {"artefact", "{player} finds an artefact on {color} step {step}",
                        {COLOUR, NUM("step", GAME_WK_NUMBER, 1)}},
    [LC_EV_VP] = {"points", "{player} finds {points} victory points on {color} step {step}",
                  {COLOUR, NUM("step", GAME_WK_NUMBER, 1), NUM("points", GAME_WK_NUMBER, 2)}},
    [LC_EV_ARROW] = {"arrow", "{player} finds an arrow on {color} step {step}",
                     {COLOUR, NUM("step", GAME_WK_NUMBER, 1)}},
    [LC_EV_NOT_RESOLVED] = {"not_resolved",
                            "[tile=artefact|an artefact tile][tile=points|a victory-point tile]"
                            "[tile=arrow|an arrow tile][tile=none|nothing] on {color} step {step}"
                            " is not resolved: the expedition ends there",
                            {COLOUR, NUM("step", GAME_WK_NUMBER, 1), WORD("tile", "none|artefact|points|arrow", 2)}},
    [LC_EV_SKIP] = {"skip", "{player} does not use the free move", {{0}}},
    [LC_EV_DRAW] = {"draw", "{player} draws [card|{card}][!card|a card] from the pile ({left} left)",
                    {{.key = "card", .kind = GAME_WK_NAME, .v = 0, .names = "card", .when = GAME_WHEN_IN, .cv = 0,
                      .lo = 0, .hi = LC_TYPES - 1},
                     NUM("left", GAME_WK_NUMBER, 1)}},
    [LC_EV_TAKE] = {"take", "{player} takes {color} {value} from the discard pile",
                    {COLOUR, NUM("value", GAME_WK_NUMBER, 1)}},
    [LC_EV_EXP_END] = {"expedition_end",
                       "expedition {expedition} ends: [reason=bridges|five figures across bridges]"
                       "[!reason=bridges|the last card was drawn]",
                       {NUM("expedition", GAME_WK_NUMBER, 0), WORD("reason", "none|bridges|pile", 1)}},
    [LC_EV_SCORE] = {"score",
                     "{player} scores {figure_points} for figures: chips {chips_before} -> {chips_after},"
                     " {artefact_chips} artefact chip[!artefact_chips=1|s]",
                     {NUM("expedition", GAME_WK_NUMBER, 0), NUM("figure_points", GAME_WK_SIGNED, 1),
                      NUM("chips_before", GAME_WK_NUMBER, 2), NUM("chips_after", GAME_WK_NUMBER, 3),
                      NUM("artefact_chips", GAME_WK_NUMBER, 4)}},
    [LC_EV_EXP_START] = {"expedition_start",
                         "expedition {expedition} begins with {start_player}: tiles and cards dealt anew",
                         {NUM("expedition", GAME_WK_NUMBER, 0), NUM("start_player", GAME_WK_PLAYER, 1)}},
    [LC_EV_GAME_END] = {"game_end",
                        "{player}: {chips} chips {artefact_points} for {artefact_chips} artefact chips = {total}",
                        {NUM("chips", GAME_WK_NUMBER, 0), NUM("artefact_chips", GAME_WK_NUMBER, 1),
                         NUM("artefact_points", GAME_WK_SIGNED, 2), NUM("total", GAME_WK_NUMBER, 3)}},
    [LC_EV_FIGURE_SCORE] = {"figure_score",
                            "{player}'s {color} {figure} on step {step}: {points}[figure=researcher| (doubled)]",
                            {NUM("expedition", GAME_WK_NUMBER, 0), NAME("color", "colour", 1),
                             NUM("step", GAME_WK_NUMBER, 2), WORD("figure", "adventurer|researcher", 3),
                             NUM("points", GAME_WK_SIGNED, 4)}},
};

/* Action kinds (lc_action_info's "kind") with their English labels. */
static const game_word_row ACTIONS[] = {
    {"start", "Start the {color} path with {card} ({figure})",
     {NAME("color", "colour", 0), NAME("card", "card", 0), {.key = "figure", .kind = GAME_WK_WORD}}},
    {"play", "Play {card}[to_step| (step {to_step})][bonus| (a bonus move)]",
     {NAME("card", "card", 0), NUM("to_step", GAME_WK_NUMBER, 0)}},
    {"discard", "Discard {card}", {NAME("card", "card", 0)}},
    {"move", "Move the {color} figure to step {to_step}", {NAME("color", "colour", 0), NUM("to_step", GAME_WK_NUMBER, 0)}},
    {"skip", "Do not use the free move", {{0}}},
    {"draw", "Draw from the pile", {{0}}},
    {"take", "Take {card} from the discard pile", {NAME("card", "card", 0)}},
    {NULL, NULL, {{0}}},
};

/* The pending decision by phase (lc_decision_json's "decision"), without its
 * player: the terminal puts "P1: " before it, the page the seat's colour.  In
 * the order of LC_DEC_* (views/text.h). */
static const game_word_row DECISIONS[] = {
    {"play-card", "start a path, play on one or discard a card (expedition {expedition} of {expeditions})",
     {NUM("expedition", GAME_WK_NUMBER, 0), NUM("expeditions", GAME_WK_NUMBER, 0)}},
    {"free-move", "[reason=bonus|step-9 bonus][!reason=bonus|arrow tile]: move a figure one step, or skip",
     {WORD("reason", "arrow|bonus", 0)}},
    {"draw-card", "draw from the pile ({left} left) or a discard pile", {NUM("left", GAME_WK_NUMBER, 0)}},
    {NULL, NULL, {{0}}},
};

const game_words LC_WORDS = {EVENTS,          LC_EV_COUNT,  ACTIONS,  word_name,
                             LC_REASON_WORDS, LC_WHY_COUNT, DECISIONS};

/* Puts the pending decision's facts into j: "decision" (a row of DECISIONS)
 * and that row's fields.  False on out-of-memory or when the game is over. */
bool lc_decision_json(const lost_cities_state *s, json_t *j)
{
    bool ok = true;
    switch (s->phase) {
    case LC_PH_PLAY:
        ok = json_object_set_new(j, "decision", json_string(DECISIONS[LC_DEC_PLAY].name)) == 0 &&
             json_object_set_new(j, "expedition", json_integer(s->expedition + 1)) == 0 &&
             json_object_set_new(j, "expeditions", json_integer(s->nexp)) == 0;
        break;
    case LC_PH_MOVE:
        ok = json_object_set_new(j, "decision", json_string(DECISIONS[LC_DEC_MOVE].name)) == 0 &&
             json_object_set_new(j, "reason", json_string(s->move_reason == LC_MOVE_BONUS
                                                              ? "bonus"
                                                              : "arrow")) == 0;
        break;
    case LC_PH_DRAW:
        ok = json_object_set_new(j, "decision", json_string(DECISIONS[LC_DEC_DRAW].name)) == 0 &&
             json_object_set_new(j, "left", json_integer(s->deck_n)) == 0;
        break;
    default:
        return false;
    }
    return ok;
}
