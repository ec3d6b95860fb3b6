/* text.c - Quetzal in words for people (views/text.h): phrases for an
 * action per viewer, the pending decision, the terminal's board and the
 * player's lines. */
#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "games/quetzal/internal.h"

static const char *const TYPE_PLURALS[QZ_TYPES] = {"vases", "tablets", "weapons", "statuettes",
                                                    "mummies"};

static bool viewer_ok(const quetzal_state *s, int viewer)
{
    return viewer == GAME_VIEW_ALL || viewer == GAME_VIEW_SPECTATOR ||
           (viewer >= 0 && viewer < s->nplayers);
}

/* Every action is public in Quetzal (a sale or a delivery shows its cards), so
 * the phrase is the same for every viewer. */
int qz_action_text(const void *st, game_action a, int viewer, char *buf, size_t n)
{
    const quetzal_state *s = st;
    if (!s || !buf || !n || !viewer_ok(s, viewer))
        return GAME_E_ARG;
    if (!qz_is_legal(s, a)) {
        buf[0] = '\0';
        return GAME_E_ILLEGAL;
    }
    int p = s->cur + 1, arg = QZ_AARG(a);
    char w[32];
    switch (QZ_AKIND(a)) {
    case QZ_A_PLACE: {
        int cnt = QZ_P_N(arg), ch = QZ_P_CHAR(arg), team = cnt - ch;
        const char *kind = QZ_P_KIND(arg) ? "archaeologist" : "adventurer";
        if (team == 0)
            return game_format(buf, n, "P%d: places the character on %s", p, QZ_SPOT_SAID[QZ_P_SPOT(arg)]);
        return game_format(buf, n, "P%d: places %d %s%s%s on %s", p, team, kind, team > 1 ? "s" : "",
                   ch ? " and the character" : "", QZ_SPOT_SAID[QZ_P_SPOT(arg)]);
    }
    case QZ_A_SPACE:
        return game_format(buf, n, "P%d: places meeples on %s", p, QZ_SPOT_SAID[arg]);
    case QZ_A_REROLL:
        return game_format(buf, n, "P%d: rerolls a meeple (%s)", p, QZ_FACE_NAMES[arg]);
    case QZ_A_REROLL_ALL:
        return game_format(buf, n, "P%d: rerolls every black and white meeple", p);
    case QZ_A_RECALL:
        return game_format(buf, n, "P%d: takes a meeple back from %s", p, QZ_SPOT_SAID[arg]);
    case QZ_A_STOP:
        return game_format(buf, n, "P%d: passes", p);
    case QZ_A_PICK:
        qz_card_text(arg, w, sizeof w);
        return game_format(buf, n, "P%d: takes %s from the Temple", p, qz_said("card", w));
    case QZ_A_SELL:
        qz_card_text(arg, w, sizeof w);
        return game_format(buf, n, "P%d: sells %s at the Black Market for %d coins", p,
                           qz_said("card", w), QZ_MARKET_COINS);
    case QZ_A_UPGRADE:
        return game_format(buf, n, "P%d: takes the upgrade %s", p,
                           qz_said("upgrade", QZ_TILE_NAMES[s->village[arg]]));
    case QZ_A_DELIVER:
        return game_format(buf, n, "P%d: delivers %d %s", p, arg % 4,
                           (arg % 4 > 1 ? TYPE_PLURALS : QZ_TYPE_NAMES)[arg / 4]);
    default:
        return game_format(buf, n, "?");
    }
}

static const char *const VIA_TITLES[] = {"at the Harbor", "on Ship 1", "on Ship 2",
                                         "with a sell upgrade"};

int qz_decision_text(const void *st, int viewer, char *buf, size_t n)
{
    const quetzal_state *s = st;
    if (!s || !buf || !n || !viewer_ok(s, viewer))
        return GAME_E_ARG;
    int p = s->cur + 1;
    switch (s->phase) {
    case QZ_PH_PLACE:
        if (s->placing)
            return game_format(buf, n, "P%d: which meeples on %s (%d in the pool)", p,
                               QZ_SPOT_SAID[s->placing - 1], qz_pool_total(s, s->cur));
        return game_format(buf, n, "P%d: place meeples (round %d of %d, %d meeple%s left)", p, s->round + 1,
                   QZ_ROUNDS, qz_pool_total(s, s->cur), qz_pool_total(s, s->cur) == 1 ? "" : "s");
    case QZ_PH_CAMP:
        return game_format(buf, n, "P%d: the Camp: reroll a meeple (%d left) or pass", p, s->picks);
    case QZ_PH_TEMPLE:
        return game_format(buf, n, "P%d: the Temple: choose a card (%d to choose%s)", p, s->picks,
                   s->draws ? ", then draw one" : "");
    case QZ_PH_MARKET:
        return game_format(buf, n, "P%d: the Black Market: sell an artifact for %d coins, or pass", p,
                   QZ_MARKET_COINS);
    case QZ_PH_VILLAGE:
        return game_format(buf, n, "P%d: the Village: take an upgrade", p);
    case QZ_PH_DELIVER:
        if (s->via == QZ_VIA_SELL)
            return game_format(buf, n, "P%d: deliver up to 3 %ss with the sell upgrade, or pass", p,
                       QZ_TYPE_NAMES[s->sell_type]);
        return game_format(buf, n, "P%d: deliver up to 3 artifacts of one type %s, or pass", p,
                   VIA_TITLES[s->via % 4]);
    default:
        return game_format(buf, n, "the game is over");
    }
}

/* ---- the terminal's board ------------------------------------------------------------ */

static void spot_line(game_buf *b, const quetzal_state *s, int i)
{
    const quetzal_spot *x = &s->spot[i];
    if (qz_covered(s, i))
        game_buf_printf(b, " %s:covered", QZ_SPOT_NAMES[i]);
    else if (x->owner == QZ_NONE)
        game_buf_printf(b, " %s:-", QZ_SPOT_NAMES[i]);
    else if (x->owner == QZ_AUTOMA)
        game_buf_printf(b, " %s:automa x%d", QZ_SPOT_NAMES[i], x->n);
    else
        game_buf_printf(b, " %s:P%d x%d%s", QZ_SPOT_NAMES[i], x->owner + 1, x->n,
                        x->kind == QZ_ADV    ? "adv"
                        : x->kind == QZ_ARCH ? "arch"
                                             : "");
}

int qz_view_text(const void *st, int viewer, char *buf, size_t n)
{
    const quetzal_state *s = st;
    if (!s || !buf || !n || !viewer_ok(s, viewer))
        return GAME_E_ARG;
    quetzal_state o = *s;
    if (viewer != GAME_VIEW_ALL)
        qz_observe(s, viewer, &o);
    game_buf b = game_buf_of(buf, n);
    char w[32];
    game_buf_printf(&b, "Round %d of %d, first player P%d, deck %d\nTemple:",
                    o.round < QZ_ROUNDS ? o.round + 1 : QZ_ROUNDS, QZ_ROUNDS, o.first + 1,
                    o.deck_n);
    for (int i = 0; i < QZ_DISPLAY; i++)
        if (o.display[i] != QZ_NONE) {
            qz_card_text(o.display[i], w, sizeof w);
            game_buf_printf(&b, " %s", w);
        }
    game_buf_printf(&b, "\nSites:");
    for (int i = 0; i < QZ_SITES; i++) {
        game_buf_printf(&b, " %s[", QZ_SPOT_NAMES[QZ_QUARRY + i]);
        for (int j = 0; j < QZ_SITE_CARDS; j++)
            if (o.site[i][j] != QZ_NONE) {
                qz_card_text(o.site[i][j], w, sizeof w);
                game_buf_printf(&b, "%s%s", j ? " " : "", w);
            }
        game_buf_printf(&b, "]");
    }
    game_buf_printf(&b, "\nVillage:");
    for (int i = 0; i < QZ_VILLAGE; i++)
        game_buf_printf(&b, " %d:%s", i + 1,
                        o.village[i] < QZ_TILE_KINDS ? QZ_TILE_NAMES[o.village[i]] : "-");
    game_buf_printf(&b, "\nSpaces:");
    for (int i = 1; i < QZ_SPOTS; i++) {
        if (i == QZ_HARBOR) {
            game_buf_printf(&b, " harbor:");
            for (int j = 0; j < o.harbor_n; j++)
                game_buf_printf(&b, "%sP%d", j ? "," : "", o.harbor[j] + 1);
            if (o.harbor_n == 0)
                game_buf_printf(&b, "-");
            continue;
        }
        spot_line(&b, &o, i);
    }
    game_buf_printf(&b, "\n");
    for (int p = 0; p < o.nplayers; p++)
        game_buf_printf(
            &b, "P%d: %d VP, %d coins, Discovery %d, %d cards, meeples %dadv %darch %dwild%s%s\n",
            p + 1, quetzal_score(&o, p), o.coins[p], o.disc[p], o.hand_n[p], o.pool[p][QZ_ADV],
            o.pool[p][QZ_ARCH], o.pool[p][QZ_WILD], o.pool[p][QZ_CHAR] ? " +char" : "",
            o.phase != QZ_PH_OVER && o.cur == p ? "  <- to act" : "");
    return (int)b.len;
}

int qz_player_text(const void *st, int viewer, char *buf, size_t n)
{
    const quetzal_state *s = st;
    if (!s || !buf || !n || viewer < 0 || viewer >= s->nplayers)
        return GAME_E_ARG;
    game_buf b = game_buf_of(buf, n);
    char w[32];
    game_buf_printf(
        &b, "P%d: %d VP, %d coin%s, Discovery %d | meeples %dadv %darch %dwild%s\nHand (%d):",
        viewer + 1, quetzal_score(s, viewer), s->coins[viewer], s->coins[viewer] == 1 ? "" : "s",
        s->disc[viewer], s->pool[viewer][QZ_ADV], s->pool[viewer][QZ_ARCH],
        s->pool[viewer][QZ_WILD], s->pool[viewer][QZ_CHAR] ? " +char" : "", s->hand_n[viewer]);
    for (int c = 0; c < QZ_KINDS; c++)
        if (s->hand[viewer][c]) {
            qz_card_text(c, w, sizeof w);
            game_buf_printf(&b, " %s", w);
            if (s->hand[viewer][c] > 1)
                game_buf_printf(&b, " x%d", s->hand[viewer][c]);
        }
    game_buf_printf(&b, "\nUpgrades:");
    bool any = false;
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        if (s->owned[viewer][u]) {
            game_buf_printf(&b, " %s%s", QZ_TILE_NAMES[u], s->active[viewer][u] ? "" : " (used)");
            any = true;
        }
    game_buf_printf(&b, "%s\n", any ? "" : " none");
    return (int)b.len;
}
