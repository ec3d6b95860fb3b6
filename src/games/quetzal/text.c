/* text.c - Quetzal in words: canonical action texts (records, commands),
 * phrases for people, the pending decision, the wording table of events and
 * action kinds, and the terminal's board.
 *
 * Canonical texts are short lower-case words:
 *   place SPACE MEEPLES   MEEPLES: "2adv", "1arch", "2adv+char", "char"
 *                         (the count includes the character)
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
#include "internal.h"


const char *const QZ_ACTION_KINDS[10] = {"?",      "place", "reroll",  "reroll-all", "recall",
                                         "pass",   "pick",  "sell",    "upgrade",    "deliver"};

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

int qz_action_to_string(const quetzal_state *s, game_action a, char *buf, size_t n)
{
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
        [QZ_A_SELL] = "sell ",     [QZ_A_UPGRADE] = "upgrade ", [QZ_A_DELIVER] = "deliver "};
    int kind = QZ_AKIND(a);
    if (kind <= 0 || kind >= (int)(sizeof KIND_WORDS / sizeof KIND_WORDS[0]) || !KIND_WORDS[kind])
        return true; /* no words known: formatted and compared */
    size_t len = strlen(KIND_WORDS[kind]);
    if (strncmp(norm, KIND_WORDS[kind], len) != 0)
        return false;
    if (kind != QZ_A_PLACE)
        return true;
    const char *spot = QZ_SPOT_NAMES[QZ_P_SPOT(QZ_AARG(a)) % QZ_SPOTS];
    size_t sl = strlen(spot);
    return strncmp(norm + len, spot, sl) == 0 && (norm[len + sl] == ' ' || norm[len + sl] == '\0');
}

int qz_action_from_string(const quetzal_state *s, const char *text, game_action *outp)
{
    if (!s || !text || !outp)
        return GAME_E_ARG;
    char norm[64]; /* long input is no action */
    if (!game_text_normalize(text, norm, sizeof norm))
        return GAME_E_PARSE;
    game_action legal[QZ_MAX_ACTIONS];
    int nl = quetzal_legal(s, legal);
    char t[64];
    for (int i = 0; i < nl; i++)
        if (may_read_as(legal[i], norm) && canonical(s, legal[i], t, sizeof t) > 0 &&
            strcmp(t, norm) == 0) {
            *outp = legal[i];
            return GAME_OK;
        }
    return GAME_E_PARSE;
}

static const char *const SPOT_TITLES[QZ_SPOTS] = {
    "the Camp",           "the Stela of Knowledge", "Temple space 1", "Temple space 2",
    "Temple space 3",     "Temple space 4",         "Temple space 5", "the Quarry",
    "the Small Temple",   "the Ruins",              "the Black Market", "Village space 1",
    "Village space 2",    "Village space 3",        "the Harbor Master's Office", "Ship 1",
    "Ship 2"};

static bool viewer_ok(const quetzal_state *s, int viewer)
{
    return viewer == GAME_VIEW_ALL || viewer == GAME_VIEW_SPECTATOR ||
           (viewer >= 0 && viewer < s->nplayers);
}

/* Every action is public in Quetzal (a sale or a delivery shows its cards), so
 * the phrase is the same for every viewer. */
int qz_action_text(const quetzal_state *s, game_action a, int viewer, char *buf, size_t n)
{
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
            return game_format(buf, n, "P%d: places the character on %s", p, SPOT_TITLES[QZ_P_SPOT(arg)]);
        return game_format(buf, n, "P%d: places %d %s%s%s on %s", p, team, kind, team > 1 ? "s" : "",
                   ch ? " and the character" : "", SPOT_TITLES[QZ_P_SPOT(arg)]);
    }
    case QZ_A_REROLL:
        return game_format(buf, n, "P%d: rerolls a meeple (%s)", p, QZ_FACE_NAMES[arg]);
    case QZ_A_REROLL_ALL:
        return game_format(buf, n, "P%d: rerolls every black and white meeple", p);
    case QZ_A_RECALL:
        return game_format(buf, n, "P%d: takes a meeple back from %s", p, SPOT_TITLES[arg]);
    case QZ_A_STOP:
        return game_format(buf, n, "P%d: passes", p);
    case QZ_A_PICK:
        qz_card_text(arg, w, sizeof w);
        return game_format(buf, n, "P%d: takes %s from the Temple", p, w);
    case QZ_A_SELL:
        qz_card_text(arg, w, sizeof w);
        return game_format(buf, n, "P%d: sells %s at the Black Market for %d coins", p, w, QZ_MARKET_COINS);
    case QZ_A_UPGRADE:
        return game_format(buf, n, "P%d: takes the upgrade %s", p, QZ_TILE_NAMES[s->village[arg]]);
    case QZ_A_DELIVER:
        return game_format(buf, n, "P%d: delivers %d %s%s", p, arg % 4, QZ_TYPE_NAMES[arg / 4],
                   arg % 4 > 1 ? "s" : "");
    default:
        return game_format(buf, n, "?");
    }
}

static const char *const VIA_TITLES[] = {"at the Harbor", "on Ship 1", "on Ship 2",
                                         "with a sell upgrade"};

int qz_decision_text(const quetzal_state *s, int viewer, char *buf, size_t n)
{
    if (!s || !buf || !n || !viewer_ok(s, viewer))
        return GAME_E_ARG;
    int p = s->cur + 1;
    switch (s->phase) {
    case QZ_PH_PLACE:
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

/* ---- the wording table (core/words.h) ------------------------------------ */

static json_t *word_name(const char *what, int32_t id)
{
    if (strcmp(what, "card") == 0) {
        char w[32];
        qz_card_text((int)id, w, sizeof w);
        return json_string(w);
    }
    if (strcmp(what, "space") == 0)
        return json_string(id >= 0 && id < QZ_SPOTS ? QZ_SPOT_NAMES[id] : "?");
    if (strcmp(what, "upgrade") == 0)
        return json_string(id >= 0 && id < QZ_TILE_KINDS ? QZ_TILE_NAMES[id] : "?");
    return NULL;
}

#define NUM(k, i) {.key = k, .kind = GAME_WK_NUMBER, .v = i}
#define NAME(k, what, i) {.key = k, .kind = GAME_WK_NAME, .v = i, .names = what}
#define WORD(k, words, i) {.key = k, .kind = GAME_WK_WORD, .v = i, .names = words}
#define FACES "adventurer|archaeologist|wild|character"
#define TYPES "vase|tablet|weapon|statuette|mummy"

/* Every event type: its JSON "type", English sentence and fields (v[] as
 * internal.h lists them).  A new event type is one row here. */
static const game_word_row EVENTS[QZ_EV_COUNT] = {
    [QZ_EV_ROUND] = {"round", "Round {round} begins; {first} holds the First Player marker",
                     {NUM("round", 0), {.key = "first", .kind = GAME_WK_PLAYER, .v = 1}}},
    [QZ_EV_ROLL] = {"roll",
                    "{player} rolls {adventurers} adventurers, {archaeologists} archaeologists, "
                    "{wild} wild[coins=1| and gains 1 coin for standing meeples][coins>1| and gains {coins} coins for standing meeples]",
                    {NUM("adventurers", 0), NUM("archaeologists", 1), NUM("wild", 2),
                     NUM("coins", 4)}},
    [QZ_EV_PLACE] = {"place", "{player} places {count} meeple[!count=1|s] on {space}[coins=1| for 1 coin][coins>1| for {coins} coins]",
                     {NAME("space", "space", 0), NUM("count", 1),
                      WORD("kind", "adventurer|archaeologist|either", 2),
                      {.key = "character", .kind = GAME_WK_FLAG, .v = 3}, NUM("coins", 4)}},
    [QZ_EV_OUTBID] = {"outbid", "{player}'s {count} meeple[!count=1|s] on {space} [count=1|is][!count=1|are] outbid by {by}",
                      {NAME("space", "space", 0), NUM("count", 1),
                       {.key = "by", .kind = GAME_WK_PLAYER, .v = 2}}},
    [QZ_EV_CAMP] = {"camp", "{player} gains {coins} coin[!coins=1|s] at the Camp",
                    {NUM("meeples", 0), NUM("coins", 1)}},
    [QZ_EV_REROLL] = {"reroll", "{player} rerolls a meeple: {from} becomes {to}[coins| (standing: +1 coin)]",
                      {WORD("from", FACES, 0), WORD("to", FACES, 1), NUM("coins", 2)}},
    [QZ_EV_RECALL] = {"recall", "{player} takes a meeple back from {space}",
                      {NAME("space", "space", 0), WORD("face", FACES, 1)}},
    [QZ_EV_AUTOMA] = {"automa", "The automa plays card {card}: Temple space {temple}, "
                                "{site_count} on site {site}, {market} on the Black Market[ship|, {ship} on Ship 1]",
                      {NUM("card", 0), NUM("temple", 1), WORD("site", "quarry|small-temple|ruins", 2),
                       NUM("site_count", 3), NUM("market", 4), NUM("ship", 5)}},
    [QZ_EV_STELA] = {"stela", "{player} takes the First Player marker at the Stela", {{0}}},
    [QZ_EV_TAKE] = {"take", "{player} takes {card}[from=site| from a site][from=temple| from the Temple]",
                    {NAME("card", "card", 0), WORD("from", "temple|site", 1)}},
    [QZ_EV_DRAW] = {"draw", "{player} draws [card|{card}][!card|a card] from the deck",
                    {{.key = "card", .kind = GAME_WK_NAME, .v = 0, .when = GAME_WHEN_IN, .cv = 0,
                      .lo = 0, .hi = QZ_KINDS - 1, .names = "card"}}},
    [QZ_EV_SITE] = {"site", "{player} wins {site}: {bonus}",
                    {WORD("site", "the Quarry|the Small Temple|the Ruins", 0),
                     WORD("bonus", "+1 VP|+1 Discovery|+1 coin", 1)}},
    [QZ_EV_MARKET] = {"market", "{player} sells {card} at the Black Market for {coins} coin[!coins=1|s]",
                      {NAME("card", "card", 0), NUM("coins", 1)}},
    [QZ_EV_UPGRADE] = {"upgrade", "{player} takes the upgrade {upgrade}",
                       {NAME("upgrade", "upgrade", 0), NUM("slot", 1)}},
    [QZ_EV_DELIVER] = {"deliver", "{player} delivers {count} {artifact} for {points} VP[bonus_vp|, +{bonus_vp} VP]"
                                  "[bonus_coins=1|, +1 coin][bonus_coins>1|, +{bonus_coins} coins]",
                       {WORD("artifact", TYPES, 0), NUM("count", 1), NUM("points", 2),
                        WORD("via", "harbor|ship1|ship2|sell", 3), NUM("bonus_vp", 4),
                        NUM("bonus_coins", 5)}},
    [QZ_EV_DISCOVERY] = {"discovery", "{player} advances on the Discovery track to {to}"
                                      "[coins=1|, +1 coin][coins>1|, +{coins} coins][vp|, +{vp} VP]",
                         {NUM("from", 0), NUM("to", 1), NUM("coins", 2), NUM("vp", 3)}},
    [QZ_EV_SHUFFLE] = {"shuffle", "The discard pile is shuffled into a new deck of {cards} cards",
                       {NUM("cards", 0)}},
    [QZ_EV_REFILL] = {"refill", "New cards and upgrades: {temple} in the Temple, {sites} on the sites, "
                                "{upgrades} in the Village",
                      {NUM("temple", 0), NUM("sites", 1), NUM("upgrades", 2)}},
    [QZ_EV_GAME_END] = {"game_end", "{player} ends with {total} VP (marker {marker}, coins {coins}, upgrades {upgrades})",
                        {NUM("marker", 0), NUM("coins", 1), NUM("upgrades", 2), NUM("total", 3)}},
};

static const game_word_row ACTIONS[] = {
    /* the chooser tells a space's placements apart by this line: count, kind, the Character */
    {"place",
     "[!character|Place {count} ({as}) on {space}][character count=1|Place the Character on {space}]"
     "[character count>1|Place {count} ({as}, the Character among them) on {space}]",
     {NAME("space", "space", 0), NUM("count", 0), WORD("as", "adventurer|archaeologist", 0),
      {.key = "character", .kind = GAME_WK_FLAG, .v = 0}}},
    {"reroll", "Reroll a meeple ({face})", {WORD("face", FACES, 0)}},
    {"reroll-all", "Reroll every black and white meeple", {{0}}},
    {"recall", "Take a meeple back from {space}", {NAME("space", "space", 0)}},
    {"pass", "Pass", {{0}}},
    {"pick", "Take {card} from the Temple", {NAME("card", "card", 0)}},
    {"sell", "Sell {card} for 7 coins", {NAME("card", "card", 0)}},
    {"upgrade", "Take the upgrade {upgrade}", {NAME("upgrade", "upgrade", 0)}},
    {"deliver", "Deliver {count} {artifact}", {NUM("count", 0), WORD("artifact", TYPES, 0)}},
    {NULL, NULL, {{0}}},
};

const game_words QZ_WORDS = {EVENTS,          QZ_EV_COUNT,  ACTIONS, word_name,
                             QZ_REASON_WORDS, QZ_WHY_COUNT, NULL};

int qz_event_text(const game_event *e, char *buf, size_t n)
{
    return game_words_event_text(&QZ_WORDS, e, buf, n);
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

int qz_view_text(const quetzal_state *s, int viewer, char *buf, size_t n)
{
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

int qz_player_text(const quetzal_state *s, int viewer, char *buf, size_t n)
{
    if (!s || !buf || !n || viewer < 0 || viewer >= s->nplayers)
        return GAME_E_ARG;
    game_buf b = game_buf_of(buf, n);
    char w[32];
    game_buf_printf(
        &b, "P%d: %d VP, %d coins, Discovery %d | meeples %dadv %darch %dwild%s\nHand (%d):",
        viewer + 1, quetzal_score(s, viewer), s->coins[viewer], s->disc[viewer],
        s->pool[viewer][QZ_ADV], s->pool[viewer][QZ_ARCH], s->pool[viewer][QZ_WILD],
        s->pool[viewer][QZ_CHAR] ? " +char" : "", s->hand_n[viewer]);
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
