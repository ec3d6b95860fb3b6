/* text.c - Lost Cities in words: canonical action texts (records, commands),
 * per-viewer phrases, the pending decision, events, and the compact board.
 *
 * Canonical texts are short lower-case words: "start red adventurer",
 * "start red researcher", "play red 5", "discard red 5", "move red", "skip",
 * "draw pile", "draw red".  Input is matched case-insensitively, with any
 * run of blanks read as one. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "internal.h"

int lc_card_text(int type, char *buf, size_t n)
{
    if (type < 0 || type >= LC_TYPES)
        return game_format(buf, n, "a card");
    return game_format(buf, n, "%s %d", LC_COLOR_NAMES[LC_COLOR_OF(type)], LC_VALUE_OF(type));
}

static int color_index(const char *w, size_t len)
{
    for (int c = 0; c < LC_COLORS; c++)
        if (strlen(LC_COLOR_NAMES[c]) == len && strncmp(LC_COLOR_NAMES[c], w, len) == 0)
            return c;
    return -1;
}

int lc_parse_card(const char *text, int *type)
{
    if (!text || !type)
        return GAME_E_ARG;
    const char *sp = strchr(text, ' ');
    if (!sp)
        return GAME_E_PARSE;
    int c = color_index(text, (size_t)(sp - text));
    const char *v = sp + 1;
    if (c < 0 || !isdigit((unsigned char)v[0]))
        return GAME_E_PARSE;
    int val = v[0] - '0';
    if (v[1] == '0' && val == 1 && v[2] == '\0')
        val = 10;
    else if (v[1] != '\0')
        return GAME_E_PARSE;
    *type = LC_TYPE(c, val);
    return GAME_OK;
}

/* The canonical text of any well-formed action (legality is the caller's). */
static int canonical(game_action a, char *buf, size_t n)
{
    int arg = LC_AARG(a);
    char card[24];
    switch (LC_AKIND(a)) {
    case LC_A_START:
        if (arg >= LC_COLORS * 2)
            break;
        return game_format(buf, n, "start %s %s", LC_COLOR_NAMES[arg / 2],
                   arg & 1 ? "researcher" : "adventurer");
    case LC_A_PLAY:
    case LC_A_DISCARD:
        if (arg >= LC_TYPES)
            break;
        lc_card_text(arg, card, sizeof card);
        return game_format(buf, n, "%s %s", LC_AKIND(a) == LC_A_PLAY ? "play" : "discard", card);
    case LC_A_MOVE:
        if (arg >= LC_COLORS)
            break;
        return game_format(buf, n, "move %s", LC_COLOR_NAMES[arg]);
    case LC_A_SKIP:
        return game_format(buf, n, "skip");
    case LC_A_DRAW:
        return game_format(buf, n, "draw pile");
    case LC_A_TAKE:
        if (arg >= LC_COLORS)
            break;
        return game_format(buf, n, "draw %s", LC_COLOR_NAMES[arg]);
    default:
        break;
    }
    if (buf && n)
        buf[0] = '\0';
    return GAME_E_ILLEGAL;
}

int lc_action_to_string(const void *st, game_action a, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    if (!s || !buf || !n)
        return GAME_E_ARG;
    if (!lc_is_legal(s, a)) {
        buf[0] = '\0';
        return GAME_E_ILLEGAL;
    }
    return canonical(a, buf, n);
}

int lc_action_from_string(const void *st, const char *text, game_action *outp)
{
    const lost_cities_state *s = st;
    if (!s || !text || !outp)
        return GAME_E_ARG;
    char norm[64]; /* long input is no action */
    if (!game_text_normalize(text, norm, sizeof norm))
        return GAME_E_PARSE;
    game_action legal[LC_MAX_ACTIONS];
    int nl = lost_cities_legal(s, legal);
    char t[64];
    for (int i = 0; i < nl; i++)
        if (canonical(legal[i], t, sizeof t) > 0 && strcmp(t, norm) == 0) {
            *outp = legal[i];
            return GAME_OK;
        }
    return GAME_E_PARSE;
}

static const char *figure_name(bool researcher)
{
    return researcher ? "researcher" : "adventurer";
}

/* The text functions' common arguments: a state, a buffer, and a viewer who is
 * a seat or GAME_VIEW_ALL.  GAME_OK, or GAME_E_ARG; buf is emptied either way
 * where there is one, so a failed call leaves no stale text. */
static int text_args(const lost_cities_state *s, int viewer, char *buf, size_t n)
{
    if (!s || !buf || !n)
        return GAME_E_ARG;
    buf[0] = '\0';
    return viewer == GAME_VIEW_ALL || (viewer >= 0 && viewer < s->nplayers) ? GAME_OK : GAME_E_ARG;
}

int lc_action_text(const void *st, game_action a, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    int rc = text_args(s, viewer, buf, n);
    if (rc != GAME_OK)
        return rc;
    if (!lc_is_legal(s, a))
        return GAME_E_ILLEGAL;
    int p = s->cur, arg = LC_AARG(a);
    char card[24];
    switch (LC_AKIND(a)) {
    case LC_A_START: {
        int c = arg / 2;
        lc_card_text(lc_lowest_of_color(s, p, c), card, sizeof card);
        return game_format(buf, n, "P%d: starts the %s path with %s (%s to step 1)", p + 1,
                   LC_COLOR_NAMES[c], card, figure_name(arg & 1));
    }
    case LC_A_PLAY: {
        int c = LC_COLOR_OF(arg), stp = s->step[p][c];
        lc_card_text(arg, card, sizeof card);
        if (stp >= LC_STEPS)
            return game_format(buf, n, "P%d: plays %s (step 9 already: a bonus move)", p + 1, card);
        return game_format(buf, n, "P%d: plays %s (%s %d -> %d)", p + 1, card, LC_COLOR_NAMES[c], stp,
                   stp + 1);
    }
    case LC_A_DISCARD:
        lc_card_text(arg, card, sizeof card);
        return game_format(buf, n, "P%d: discards %s", p + 1, card);
    case LC_A_MOVE:
        return game_format(buf, n, "P%d: moves the %s figure %d -> %d (%s)", p + 1, LC_COLOR_NAMES[arg],
                   s->step[p][arg], s->step[p][arg] + 1,
                   s->move_reason == LC_MOVE_BONUS ? "step-9 bonus" : "arrow");
    case LC_A_SKIP:
        return game_format(buf, n, "P%d: does not use the free move", p + 1);
    case LC_A_DRAW:
        if (viewer == GAME_VIEW_ALL) {
            lc_card_text(s->deck[s->deck_n - 1], card, sizeof card);
            return game_format(buf, n, "P%d: draws %s from the pile", p + 1, card);
        }
        return game_format(buf, n, "P%d: draws from the pile", p + 1);
    case LC_A_TAKE:
        lc_card_text(s->pile[arg][s->pile_n[arg] - 1], card, sizeof card);
        return game_format(buf, n, "P%d: takes %s from the %s discard pile", p + 1, card,
                   LC_COLOR_NAMES[arg]);
    default:
        break;
    }
    buf[0] = '\0';
    return GAME_E_ILLEGAL;
}

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
 * player: the terminal puts "P1: " before it, the page the seat's colour. */
static const game_word_row DECISIONS[] = {
    {"play-card", "start a path, play on one or discard a card (expedition {expedition} of {expeditions})",
     {NUM("expedition", GAME_WK_NUMBER, 0), NUM("expeditions", GAME_WK_NUMBER, 0)}},
    {"free-move", "[reason=bonus|step-9 bonus][!reason=bonus|arrow tile]: move a figure one step, or skip",
     {WORD("reason", "arrow|bonus", 0)}},
    {"draw-card", "draw from the pile ({left} left) or a discard pile", {NUM("left", GAME_WK_NUMBER, 0)}},
    {NULL, NULL, {{0}}},
};
enum { DEC_PLAY, DEC_MOVE, DEC_DRAW };

const game_words LC_WORDS = {EVENTS,          LC_EV_COUNT,  ACTIONS,  word_name,
                             LC_REASON_WORDS, LC_WHY_COUNT, DECISIONS};

/* Puts the pending decision's facts into j: "decision" (a row of DECISIONS)
 * and that row's fields.  False on out-of-memory or when the game is over. */
bool lc_decision_json(const lost_cities_state *s, json_t *j)
{
    bool ok = true;
    switch (s->phase) {
    case LC_PH_PLAY:
        ok = json_object_set_new(j, "decision", json_string(DECISIONS[DEC_PLAY].name)) == 0 &&
             json_object_set_new(j, "expedition", json_integer(s->expedition + 1)) == 0 &&
             json_object_set_new(j, "expeditions", json_integer(s->nexp)) == 0;
        break;
    case LC_PH_MOVE:
        ok = json_object_set_new(j, "decision", json_string(DECISIONS[DEC_MOVE].name)) == 0 &&
             json_object_set_new(j, "reason", json_string(s->move_reason == LC_MOVE_BONUS
                                                              ? "bonus"
                                                              : "arrow")) == 0;
        break;
    case LC_PH_DRAW:
        ok = json_object_set_new(j, "decision", json_string(DECISIONS[DEC_DRAW].name)) == 0 &&
             json_object_set_new(j, "left", json_integer(s->deck_n)) == 0;
        break;
    default:
        return false;
    }
    return ok;
}

int lc_decision_text(const void *st, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    int rc = text_args(s, viewer, buf, n);
    if (rc != GAME_OK)
        return rc;
    if (s->phase == LC_PH_OVER)
        return game_format(buf, n, "the game is over");
    int row = s->phase == LC_PH_PLAY ? DEC_PLAY : s->phase == LC_PH_MOVE ? DEC_MOVE : DEC_DRAW;
    json_t *j = json_object();
    if (!j || !lc_decision_json(s, j)) {
        json_decref(j);
        return GAME_E_NOMEM;
    }
    int head = game_format(buf, n, "P%d: ", s->cur + 1);
    int len = game_words_fill(DECISIONS[row].en, j, &DECISIONS[row], buf + head, n - (size_t)head);
    json_decref(j);
    return len < 0 ? len : head + len;
}

int lc_event_text(const game_event *e, char *buf, size_t n)
{
    return game_words_event_text(&LC_WORDS, e, buf, n);
}

/* ---- the compact board -------------------------------------------------------------- */

int lc_view_text(const void *st, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    int rc = text_args(s, viewer, buf, n);
    if (rc != GAME_OK)
        return rc;
    game_buf b = game_buf_of(buf, n);
    int shown = s->expedition < s->nexp ? s->expedition + 1 : s->nexp;
    game_buf_printf(&b, "Expedition %d of %d   draw pile %d   bridges crossed %d of %d%s\n", shown,
                    s->nexp, s->deck_n, s->crossed, LC_BRIDGES_END,
                    s->opt_updown ? "   (paths up or down)" : "");
    game_buf_printf(&b, "step         1   2   3   4   5   6 | 7   8   9\n");
    game_buf_printf(&b, "points     -20 -15 -10  +5 +10 +15 |+30 +35 +50\n");
    for (int c = 0; c < LC_COLORS; c++) {
        game_buf_printf(&b, "%-9s", LC_COLOR_NAMES[c]);
        for (int stp = 0; stp < LC_STEPS; stp++) {
            char cell[8];
            switch (s->tile[c][stp]) {
            case LC_TILE_ART:
                snprintf(cell, sizeof cell, "A");
                break;
            case LC_TILE_ARROW:
                snprintf(cell, sizeof cell, ">");
                break;
            case LC_TILE_VP:
                snprintf(cell, sizeof cell, "%d", s->tile_vp[c][stp]);
                break;
            default:
                snprintf(cell, sizeof cell, ".");
            }
            game_buf_printf(&b, "%s%4s", stp == 6 ? " |" : "", cell);
        }
        int top = s->pile_n[c] ? s->pile[c][s->pile_n[c] - 1] : -1;
        if (top >= 0)
            game_buf_printf(&b, "   discard %d (%d)", LC_VALUE_OF(top), s->pile_n[c]);
        game_buf_printf(&b, "\n         ");
        bool any = false;
        for (int p = 0; p < s->nplayers; p++) {
            if (!s->step[p][c])
                continue;
            any = true;
            const char *d = s->dir[p][c] == LC_DIR_DOWN   ? " down"
                            : s->dir[p][c] == LC_DIR_OPEN ? " open"
                                                          : "";
            game_buf_printf(&b, " P%d%s@%d (last %d%s)", p + 1,
                            s->res_path[p] == c ? " RESEARCHER" : "", s->step[p][c], s->last[p][c],
                            d);
        }
        if (!any)
            game_buf_printf(&b, " -");
        game_buf_printf(&b, "\n");
    }
    game_buf_printf(&b, "tiles: A artefact, > arrow, number = victory points\n");
    for (int p = 0; p < s->nplayers; p++) {
        game_buf_printf(
            &b,
            "P%d%s chips %d, artefact tiles %d, artefact chips %d, adventurers left %d, researcher "
            "%s\n",
            p + 1, p == s->cur ? "*" : " ", s->chips[p], s->art_tiles[p], s->art_chips[p],
            LC_ADVENTURERS - lc_adventurers_used(s, p), s->res_path[p] == LC_NONE ? "free" : "out");
        bool see = viewer == GAME_VIEW_ALL || viewer == p;
        game_buf_printf(&b, "    hand (%d):", s->hand_n[p]);
        int hidden = s->hand_n[p];
        for (int c = 0; c < LC_COLORS; c++) {
            bool first = true;
            for (int v = 0; v < LC_VALUES; v++) {
                int k = see ? s->hand[p][LC_TYPE(c, v)] : s->known[p][LC_TYPE(c, v)];
                for (int i = 0; i < k; i++) {
                    if (first)
                        game_buf_printf(&b, " %s %d", LC_COLOR_NAMES[c], v);
                    else
                        game_buf_printf(&b, ",%d", v);
                    first = false;
                    hidden--;
                }
            }
        }
        if (!see && hidden > 0)
            game_buf_printf(&b, " +%d unseen", hidden);
        game_buf_printf(&b, "\n");
    }
    if (s->phase == LC_PH_OVER) {
        for (int p = 0; p < s->nplayers; p++)
            game_buf_printf(&b, "P%d final: %d\n", p + 1, lost_cities_score(s, p));
    }
    return (int)b.len;
}
