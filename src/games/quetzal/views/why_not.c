/* why_not.c - why a placement of Quetzal is not legal now: "Temple space 2 is
 * taken", "needs 4 coins, you have 2", "outbid with more than 2 adventurers".
 *
 * `what` is an action text ("place temple2 1arch"), a space's name or its
 * placement's first step ("quarry", "place quarry": may the player place there
 * at all).  The reasons follow the
 * checks of place_ok (engine.c) in its order, on the state the asking player
 * sees (game_why_not passes that player's observation), so a reason names only
 * public things: spaces, bids, the player's own meeples and coins.  Any other
 * action text that is not legal gets the common "not legal". */
#include <stdio.h>
#include <string.h>

#include "games/quetzal/internal.h"

#define SPACE(i) {.key = "space", .kind = GAME_WK_NAME, .v = i, .names = "space", .shown = qz_said}
#define KIND(i) {.key = "kind", .kind = GAME_WK_WORD, .v = i, .names = "adventurers|archaeologists"}

/* One row per reason. */
const game_word_row QZ_REASON_WORDS[QZ_WHY_COUNT] = {
    GAME_REASON_ROWS_COMMON,
    [QZ_WHY_NOT_PLACING] = {"not_placing", "meeples are placed only in the placement phase", {{0}}},
    [QZ_WHY_COVERED] = {"covered", "{space} is covered at 2 players", {SPACE(0)}},
    [QZ_WHY_TAKEN] = {"taken", "{space} is taken this round", {SPACE(0)}},
    [QZ_WHY_MARKER] = {"marker", "you hold the First Player marker: the Stela is not for you", {{0}}},
    [QZ_WHY_KIND] = {"kind", "{space} takes only {kind}", {SPACE(0), KIND(1)}},
    [QZ_WHY_ONE] = {"one", "{space} takes exactly one meeple", {SPACE(0)}},
    [QZ_WHY_OWN_BID] = {"own_bid", "you hold the bid on {space}", {SPACE(0)}},
    [QZ_WHY_OUTBID] = {"outbid", "outbid with more than {count} [kind|{kind}][!kind|meeples] on {space}",
                       {SPACE(0), {.key = "count", .kind = GAME_WK_NUMBER, .v = 1},
                        {.key = "kind", .kind = GAME_WK_WORD, .v = 2, .when = GAME_WHEN_IN, .cv = 3,
                         .lo = 1, .hi = 1, .names = "adventurers|archaeologists"}}},
    [QZ_WHY_MEEPLES] = {"meeples", "you have {have} meeples to place as {kind}, not {need}",
                        {{.key = "need", .kind = GAME_WK_NUMBER, .v = 0},
                         {.key = "have", .kind = GAME_WK_NUMBER, .v = 1}, KIND(2)}},
    [QZ_WHY_NO_CHARACTER] = {"no_character", "your character is already placed", {{0}}},
    [QZ_WHY_COST] = {"cost", "needs {need} coins, you have {have}",
                     {{.key = "need", .kind = GAME_WK_NUMBER, .v = 0},
                      {.key = "have", .kind = GAME_WK_NUMBER, .v = 1}}},
    [QZ_WHY_CHOSEN] = {"chosen", "you are placing on {space}: its meeples first, or undo the choice",
                       {SPACE(0)}},
};

typedef struct {
    int code;
    int32_t v[4];
} why;

static why W(int code, int32_t a, int32_t b, int32_t c, int32_t d)
{
    return (why){code, {a, b, c, d}};
}

/* Placing n meeples (kind, with the character or not) on spot: the first
 * check of place_ok that fails. */
static why place(const quetzal_state *s, int p, int spot, int n, int kind, int ch)
{
    if (s->phase != QZ_PH_PLACE)
        return W(QZ_WHY_NOT_PLACING, 0, 0, 0, 0);
    if (s->placing && spot != s->placing - 1)
        return W(QZ_WHY_CHOSEN, s->placing - 1, 0, 0, 0);
    if (qz_covered(s, spot))
        return W(QZ_WHY_COVERED, spot, 0, 0, 0);
    int type = qz_spot_type(spot), takes = qz_spot_takes(spot);
    const quetzal_spot *x = &s->spot[spot];
    if (type == QZ_UNIQUE && x->owner != QZ_NONE)
        return W(QZ_WHY_TAKEN, spot, 0, 0, 0);
    if (spot == QZ_STELA && s->first == p)
        return W(QZ_WHY_MARKER, 0, 0, 0, 0);
    if ((takes == QZ_TAKES_ADV && kind != QZ_ADV) || (takes == QZ_TAKES_ARCH && kind != QZ_ARCH))
        return W(QZ_WHY_KIND, spot, takes, 0, 0);
    if (type == QZ_UNIQUE && n != 1)
        return W(QZ_WHY_ONE, spot, 0, 0, 0);
    if (type == QZ_BIDDING && x->owner == p)
        return W(QZ_WHY_OWN_BID, spot, 0, 0, 0);
    if (type == QZ_BIDDING && x->owner != QZ_NONE) {
        bool fixed = x->kind != QZ_BID_ANY;
        if (n <= x->n || (fixed && kind != x->kind))
            return W(QZ_WHY_OUTBID, spot, x->n, fixed ? x->kind : 0, fixed);
    }
    if (ch && !s->pool[p][QZ_CHAR])
        return W(QZ_WHY_NO_CHARACTER, 0, 0, 0, 0);
    int have = s->pool[p][kind] + s->pool[p][QZ_WILD];
    if (n - ch > have)
        return W(QZ_WHY_MEEPLES, n - ch, have, kind, 0);
    int cost = qz_place_cost(s, p, spot, n);
    if (cost > s->coins[p])
        return W(QZ_WHY_COST, cost, s->coins[p], 0, 0);
    return W(GAME_REASON_LEGAL, 0, 0, 0, 0);
}

static int spot_index(const char *w, size_t len)
{
    for (int i = 0; i < QZ_SPOTS; i++)
        if (strlen(QZ_SPOT_NAMES[i]) == len && strncmp(QZ_SPOT_NAMES[i], w, len) == 0)
            return i;
    return -1;
}

/* The smallest placement on spot that the bid there allows, in the kind the
 * space or the bid asks for: what "may I place on quarry?" is asked as. */
static why any_place(const quetzal_state *s, int p, int spot)
{
    int takes = qz_spot_takes(spot), kind = takes == QZ_TAKES_ARCH ? QZ_ARCH : QZ_ADV;
    const quetzal_spot *x = &s->spot[spot];
    int n = 1;
    if (qz_spot_type(spot) == QZ_BIDDING && x->owner != QZ_NONE && x->owner != p) {
        n = x->n + 1;
        if (x->kind != QZ_BID_ANY)
            kind = x->kind;
    }
    why best = place(s, p, spot, n, kind, 0);
    for (int k = 0; k < 2 && best.code != GAME_REASON_LEGAL; k++)
        for (int ch = 0; ch < 2 && best.code != GAME_REASON_LEGAL; ch++) {
            why w = place(s, p, spot, n, k, ch);
            if (w.code == GAME_REASON_LEGAL)
                best = w;
        }
    return best;
}

static json_t *answer(why w, int player)
{
    game_event r = {.type = (uint16_t)w.code, .player = (int8_t)player};
    for (int i = 0; i < 4; i++)
        r.v[i] = w.v[i];
    return game_words_reason_json(&QZ_WORDS, &r);
}

json_t *qz_why_not(const void *st, int player, const char *what)
{
    const quetzal_state *s = st;
    if (!s || !what || player < 0 || player >= s->nplayers)
        return NULL;
    if (s->phase == QZ_PH_OVER)
        return answer(W(GAME_REASON_GAME_OVER, 0, 0, 0, 0), player);
    if (s->cur != player)
        return answer(W(GAME_REASON_NOT_YOUR_TURN, s->cur, 0, 0, 0), player);
    game_action a;
    if (qz_action_from_string(s, what, &a) == GAME_OK)
        return answer(W(GAME_REASON_LEGAL, 0, 0, 0, 0), player);
    char space[24], meeples[24];
    int spot;
    if (sscanf(what, "place %23s %23s", space, meeples) == 2 &&
        (spot = spot_index(space, strlen(space))) >= 0) {
        int n = 0, ch = strstr(meeples, "char") != NULL, kind = strstr(meeples, "arch") != NULL;
        if (sscanf(meeples, "%d", &n) != 1)
            n = 0;
        if (n < 0 || n > 7 || (n == 0 && !ch))
            return answer(W(GAME_REASON_UNKNOWN, 0, 0, 0, 0), player);
        return answer(place(s, player, spot, n + ch, kind, ch), player);
    }
    const char *name = strncmp(what, "place ", 6) == 0 ? what + 6 : what; /* "place quarry": where */
    if ((spot = spot_index(name, strlen(name))) >= 0)
        return answer(any_place(s, player, spot), player);
    return answer(W(GAME_REASON_NOT_LEGAL, 0, 0, 0, 0), player);
}
