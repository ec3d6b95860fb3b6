/* views/why_not.c - why an action of Lost Cities is not legal now: "that card is
 * lower than 5, the last card on the red path", "draw a card first".
 *
 * The reasons follow the checks of lost_cities_legal (engine.c) in its order
 * (what passes them all is legal: "red" when its discard pile may be taken),
 * with its own helpers (lc_adventurers_used) and the state the asking player
 * sees (game_why_not passes that player's observation): a reason names only
 * the asked card of the player's own hand and the public piles and paths. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "games/lost_cities/internal.h"

#define COLOUR(i) {.key = "color", .kind = GAME_WK_NAME, .v = i, .names = "colour"}

/* One row per reason; the page's Polish is one line each in web/js/words_pl.js. */
const game_word_row LC_REASON_WORDS[LC_WHY_COUNT] = {
    GAME_REASON_ROWS_COMMON,
    [LC_WHY_PLAY_FIRST] = {"play_first", "play or discard a card first", {{0}}},
    [LC_WHY_MOVE_FIRST] = {"move_first", "move a figure or skip the free move first", {{0}}},
    [LC_WHY_DRAW_FIRST] = {"draw_first", "draw a card first", {{0}}},
    [LC_WHY_NOT_IN_HAND] = {"not_in_hand", "that card is not in your hand", {{0}}},
    [LC_WHY_LOWER] = {"lower",
                      "{card} is [down|higher][!down|lower] than {last}, the last card on your {color} path",
                      {{.key = "card", .kind = GAME_WK_NAME, .v = 0, .names = "card"}, COLOUR(1),
                       {.key = "last", .kind = GAME_WK_NUMBER, .v = 2},
                       {.key = "down", .kind = GAME_WK_FLAG, .v = 3}}},
    [LC_WHY_NO_PATH] = {"no_path", "you have no figure on the {color} path: start it first", {COLOUR(0)}},
    [LC_WHY_STARTED] = {"started", "you already have a figure on the {color} path", {COLOUR(0)}},
    [LC_WHY_NO_ADVENTURER] = {"no_adventurer", "no adventurer left", {{0}}},
    [LC_WHY_RESEARCHER_OUT] = {"researcher_out", "your researcher is already on a path", {{0}}},
    [LC_WHY_NO_CARD] = {"no_card", "you hold no {color} card", {COLOUR(0)}},
    [LC_WHY_PILE_EMPTY] = {"pile_empty", "the {color} discard pile is empty", {COLOUR(0)}},
    [LC_WHY_JUST_DISCARDED] = {"just_discarded", "you may not take back the card you just discarded", {{0}}},
    [LC_WHY_DECK_EMPTY] = {"deck_empty", "the draw pile is empty", {{0}}},
    [LC_WHY_PATH_END] = {"path_end", "the {color} figure is at the end of its path", {COLOUR(0)}},
};

typedef struct {
    int code;
    int32_t v[4];
} why;

static why W(int code, int32_t a) { return (why){code, {a, 0, 0, 0}}; }

static int colour_of(const char *w)
{
    for (int c = 0; c < LC_COLORS; c++)
        if (strcmp(w, LC_COLOR_NAMES[c]) == 0)
            return c;
    return -1;
}

/* The phase's own step, when `want` (an LC_PH_*) is not the phase now. */
static bool wrong_phase(const lost_cities_state *s, int want, why *w)
{
    if (s->phase == want)
        return false;
    *w = W(s->phase == LC_PH_PLAY ? LC_WHY_PLAY_FIRST : s->phase == LC_PH_MOVE ? LC_WHY_MOVE_FIRST : LC_WHY_DRAW_FIRST, 0);
    return true;
}

/* Playing card type t onto its path (engine.c: fits). */
static why play(const lost_cities_state *s, int p, int t)
{
    int c = LC_COLOR_OF(t), v = LC_VALUE_OF(t);
    if (!s->hand[p][t])
        return W(LC_WHY_NOT_IN_HAND, 0);
    if (!s->step[p][c])
        return W(LC_WHY_NO_PATH, c);
    bool down = s->dir[p][c] == LC_DIR_DOWN;
    if ((down && v > s->last[p][c]) || (!down && v < s->last[p][c] && !(s->opt_updown && s->dir[p][c] == LC_DIR_OPEN)))
        return (why){LC_WHY_LOWER, {t, c, s->last[p][c], down}};
    return W(GAME_REASON_LEGAL, 0);
}

static why start(const lost_cities_state *s, int p, int c, bool researcher)
{
    if (s->step[p][c])
        return W(LC_WHY_STARTED, c);
    if (researcher && s->res_path[p] != LC_NONE)
        return W(LC_WHY_RESEARCHER_OUT, 0);
    if (!researcher && lc_adventurers_used(s, p) >= LC_ADVENTURERS)
        return W(LC_WHY_NO_ADVENTURER, 0);
    for (int v = 0; v < LC_VALUES; v++)
        if (s->hand[p][LC_TYPE(c, v)])
            return W(GAME_REASON_LEGAL, 0);
    return W(LC_WHY_NO_CARD, c);
}

static why take(const lost_cities_state *s, int c)
{
    if (!s->pile_n[c])
        return W(LC_WHY_PILE_EMPTY, c);
    if (s->pile[c][s->pile_n[c] - 1] == s->discarded)
        return W(LC_WHY_JUST_DISCARDED, 0);
    return W(GAME_REASON_LEGAL, 0);
}

static why move(const lost_cities_state *s, int p, int c)
{
    if (!s->step[p][c])
        return W(LC_WHY_NO_PATH, c);
    if (s->step[p][c] >= LC_STEPS)
        return W(LC_WHY_PATH_END, c);
    return W(GAME_REASON_LEGAL, 0);
}

/* The words of `what`, lower case: verb, colour word, third word. */
static why by_words(const lost_cities_state *s, int p, const char *verb, const char *a, const char *b)
{
    why w;
    int type = -1, c = colour_of(a);
    char card[24];
    snprintf(card, sizeof card, "%s %s", a, b);
    if (!*verb && c >= 0 && *b)
        verb = "card";
    if (strcmp(verb, "card") == 0 || strcmp(verb, "play") == 0 || strcmp(verb, "discard") == 0) {
        if (lc_parse_card(card, &type) != GAME_OK)
            return W(GAME_REASON_UNKNOWN, 0);
        if (wrong_phase(s, LC_PH_PLAY, &w))
            return w;
        if (!s->hand[p][type])
            return W(LC_WHY_NOT_IN_HAND, 0);
        return strcmp(verb, "play") == 0 ? play(s, p, type) : W(GAME_REASON_LEGAL, 0);
    }
    if (strcmp(verb, "start") == 0 && c >= 0)
        return wrong_phase(s, LC_PH_PLAY, &w) ? w : start(s, p, c, strcmp(b, "researcher") == 0);
    bool pile = strcmp(a, "pile") == 0 || strcmp(a, "deck") == 0;
    if ((strcmp(verb, "draw") == 0 || !*verb) && pile)
        return wrong_phase(s, LC_PH_DRAW, &w) ? w : W(s->deck_n ? GAME_REASON_NOT_LEGAL : LC_WHY_DECK_EMPTY, 0);
    if ((strcmp(verb, "draw") == 0 || strcmp(verb, "take") == 0) && c >= 0)
        return wrong_phase(s, LC_PH_DRAW, &w) ? w : take(s, c);
    if (strcmp(verb, "move") == 0 && c >= 0)
        return wrong_phase(s, LC_PH_MOVE, &w) ? w : move(s, p, c);
    if (strcmp(verb, "skip") == 0)
        return wrong_phase(s, LC_PH_MOVE, &w) ? w : W(GAME_REASON_LEGAL, 0);
    if (!*verb && c >= 0) /* a colour alone: its discard pile, or its figure's free move */
        return s->phase == LC_PH_MOVE ? move(s, p, c) : wrong_phase(s, LC_PH_DRAW, &w) ? w : take(s, c);
    return W(GAME_REASON_UNKNOWN, 0);
}

static const char *const VERBS[] = {"start", "play", "discard", "move", "skip", "draw", "take"};

static why reason(const lost_cities_state *s, int p, const char *what)
{
    if (s->phase == LC_PH_OVER || s->cur >= s->nplayers)
        return W(GAME_REASON_GAME_OVER, 0);
    if (s->cur != p)
        return W(GAME_REASON_NOT_YOUR_TURN, s->cur);
    game_action a;
    if (lc_action_from_string(s, what, &a) == GAME_OK)
        return W(GAME_REASON_LEGAL, 0);
    char norm[64], word[3][24] = {"", "", ""};
    size_t k = 0;
    for (const char *q = what; *q && k + 1 < sizeof norm; q++)
        norm[k++] = (char)tolower((unsigned char)*q);
    norm[k] = '\0';
    int nw = sscanf(norm, "%23s %23s %23s", word[0], word[1], word[2]);
    if (nw <= 0 || strlen(what) >= sizeof norm)
        return W(GAME_REASON_UNKNOWN, 0);
    for (size_t i = 0; i < sizeof VERBS / sizeof VERBS[0]; i++)
        if (strcmp(word[0], VERBS[i]) == 0)
            return by_words(s, p, word[0], word[1], word[2]);
    return by_words(s, p, "", word[0], word[1]);
}

json_t *lc_why_not(const void *st, int player, const char *what)
{
    const lost_cities_state *s = st;
    if (!s || !what || player < 0 || player >= s->nplayers)
        return NULL;
    why w = reason(s, player, what);
    game_event e = game_event_make(w.code, player, 0, w.v, 4);
    return game_words_reason_json(&LC_WORDS, &e);
}
