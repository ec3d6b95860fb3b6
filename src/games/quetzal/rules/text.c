/* text.c - Quetzal's canonical action texts (rules/text.h): records and
 * commands; the words for people are in views/text.c and views/words.c.
 *
 * Canonical texts are short lower-case words:
 *   place SPACE           the placement's first step: where
 *   place SPACE MEEPLES   then which meeples; MEEPLES: "2adv", "1arch", "2adv+char",
 *                         "char" (the count includes the character).  Read also
 *                         where the space is still to choose (older records).
 *   reroll FACE           FACE: adventurer, archaeologist, wild, character
 *   reroll-all | recall SPACE | pass
 *   pick CARD | sell CARD CARD: "vase", "vase+vp", "mummy+discovery"...
 *   upgrade SLOT NAME     the Village slot 1..3 and the tile's name
 *   deliver N TYPE        "deliver 3 vase"
 * Input is matched case-insensitively, with any run of blanks read as one. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "games/quetzal/internal.h"

int qz_card_text(int kind, char *buf, size_t n)
{
    if (kind < 0 || kind >= QZ_KINDS)
        return game_format(buf, n, "a card");
    if (QZ_BONUS_OF(kind) == 0)
        return game_format(buf, n, "%s", QZ_TYPE_NAMES[QZ_TYPE_OF(kind)]);
    return game_format(buf, n, "%s+%s", QZ_TYPE_NAMES[QZ_TYPE_OF(kind)], QZ_BONUS_NAMES[QZ_BONUS_OF(kind)]);
}

static int meeples_text(int arg, char *buf, size_t n)
{
    int cnt = QZ_P_N(arg), ch = QZ_P_CHAR(arg);
    const char *kind = QZ_P_KIND(arg) ? "arch" : "adv";
    if (cnt == ch)
        return game_format(buf, n, "char");
    return game_format(buf, n, "%d%s%s", cnt - ch, kind, ch ? "+char" : "");
}

static int canonical(const quetzal_state *s, game_action a, char *buf, size_t n)
{
    int arg = QZ_AARG(a);
    char w[32];
    switch (QZ_AKIND(a)) {
    case QZ_A_PLACE:
        meeples_text(arg, w, sizeof w);
        return game_format(buf, n, "place %s %s", QZ_SPOT_NAMES[QZ_P_SPOT(arg) % QZ_SPOTS], w);
    case QZ_A_SPACE:
        return game_format(buf, n, "place %s", QZ_SPOT_NAMES[arg % QZ_SPOTS]);
    case QZ_A_REROLL:
        return game_format(buf, n, "reroll %s", QZ_FACE_NAMES[arg % QZ_FACES]);
    case QZ_A_REROLL_ALL:
        return game_format(buf, n, "reroll-all");
    case QZ_A_RECALL:
        return game_format(buf, n, "recall %s", QZ_SPOT_NAMES[arg % QZ_SPOTS]);
    case QZ_A_STOP:
        return game_format(buf, n, "pass");
    case QZ_A_PICK:
    case QZ_A_SELL:
        qz_card_text(arg, w, sizeof w);
        return game_format(buf, n, "%s %s", QZ_AKIND(a) == QZ_A_PICK ? "pick" : "sell", w);
    case QZ_A_UPGRADE: {
        int u = s->village[arg % QZ_VILLAGE];
        return game_format(buf, n, "upgrade %d %s", arg + 1, u < QZ_TILE_KINDS ? QZ_TILE_NAMES[u] : "?");
    }
    case QZ_A_DELIVER:
        return game_format(buf, n, "deliver %d %s", arg % 4, QZ_TYPE_NAMES[(arg / 4) % QZ_TYPES]);
    default:
        return game_format(buf, n, "?");
    }
}

int qz_action_to_string(const void *st, game_action a, char *buf, size_t n)
{
    const quetzal_state *s = st;
    if (!s || !buf || !n)
        return GAME_E_ARG;
    if (!qz_is_legal(s, a)) {
        buf[0] = '\0';
        return GAME_E_ILLEGAL;
    }
    return canonical(s, a, buf, n);
}

/* Whether action a's canonical text may be norm, by its first words alone: a
 * cheap filter before canonical() formats it (a placement's kind and space;
 * a parse is otherwise one format per legal action, and the conformance
 * suite parses every legal action's text). */
static bool may_read_as(game_action a, const char *norm)
{
    static const char *const KIND_WORDS[] = {
        [QZ_A_PLACE] = "place ",   [QZ_A_REROLL] = "reroll ", [QZ_A_REROLL_ALL] = "reroll-all",
        [QZ_A_RECALL] = "recall ", [QZ_A_STOP] = "pass",      [QZ_A_PICK] = "pick ",
        [QZ_A_SELL] = "sell ",     [QZ_A_UPGRADE] = "upgrade ", [QZ_A_DELIVER] = "deliver ",
        [QZ_A_SPACE] = "place "};
    int kind = QZ_AKIND(a);
    if (kind <= 0 || kind >= (int)(sizeof KIND_WORDS / sizeof KIND_WORDS[0]) || !KIND_WORDS[kind])
        return true; /* no words known: formatted and compared */
    size_t len = strlen(KIND_WORDS[kind]);
    if (strncmp(norm, KIND_WORDS[kind], len) != 0)
        return false;
    if (kind != QZ_A_PLACE && kind != QZ_A_SPACE)
        return true;
    int at = kind == QZ_A_PLACE ? QZ_P_SPOT(QZ_AARG(a)) : QZ_AARG(a);
    const char *spot = QZ_SPOT_NAMES[at % QZ_SPOTS];
    size_t sl = strlen(spot);
    if (strncmp(norm + len, spot, sl) != 0)
        return false;
    return kind == QZ_A_PLACE ? norm[len + sl] == ' ' : norm[len + sl] == '\0';
}

int qz_action_from_string(const void *st, const char *text, game_action *outp)
{
    const quetzal_state *s = st;
    if (!s || !text || !outp)
        return GAME_E_ARG;
    char norm[64]; /* long input is no action */
    if (!game_text_normalize(text, norm, sizeof norm))
        return GAME_E_PARSE;
    game_action legal[QZ_MAX_ACTIONS];
    char t[64];
    /* the listed actions, then the whole placements (an older record's) */
    for (int pass = 0; pass < 2; pass++) {
        int nl = pass == 0 ? quetzal_legal(s, legal) : s->placing ? 0 : qz_legal_placements(s, legal);
        for (int i = 0; i < nl; i++)
            if (may_read_as(legal[i], norm) && canonical(s, legal[i], t, sizeof t) > 0 &&
                strcmp(t, norm) == 0) {
                *outp = legal[i];
                return GAME_OK;
            }
    }
    return GAME_E_PARSE;
}
