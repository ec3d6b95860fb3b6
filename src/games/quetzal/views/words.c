/* words.c - Quetzal's wording table (core/words.h): each event type and
 * action kind as one row, the event's sentence and JSON made from it. */
#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "games/quetzal/internal.h"

const char *const QZ_ACTION_KINDS[QZ_ACTION_KIND_COUNT] = {
    "?", "place", "reroll", "reroll-all", "recall", "pass", "pick", "sell", "upgrade", "deliver", "space"};

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

/* What a sentence says for a space, an upgrade or a card (their JSON keeps the id). */
const char *const QZ_SPOT_SAID[QZ_SPOTS] = {
    "the Camp",           "the Stela of Knowledge", "Temple space 1", "Temple space 2",
    "Temple space 3",     "Temple space 4",         "Temple space 5", "the Quarry",
    "the Small Temple",   "the Ruins",              "the Black Market", "Village space 1",
    "Village space 2",    "Village space 3",        "the Harbor Master's Office", "Ship 1",
    "Ship 2"};
static const char *const UPGRADE_SAID[QZ_TILE_KINDS] = {
    "Reroll all",   "Reroll two",      "Sell vases",   "Sell tablets",   "Sell weapons",
    "Sell statuettes", "Sell mummies", "Gold",         "Temple discount", "Discovery",
    "Harbor discount", "Market bonus", "Camp bonus",   "Single as a pair", "Move a meeple",
    "Points"};
static const char *const BONUS_SAID[QZ_BONUSES] = {"", " (+1 VP)", " (+1 coin)", " (+1 Discovery)"};

static int index_of(const char *const *names, int n, const char *v)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], v) == 0)
            return i;
    return -1;
}

const char *qz_said(const char *what, const char *v)
{
    static _Thread_local char card[48];
    int i;
    if (strcmp(what, "space") == 0)
        return (i = index_of(QZ_SPOT_NAMES, QZ_SPOTS, v)) >= 0 ? QZ_SPOT_SAID[i] : NULL;
    if (strcmp(what, "upgrade") == 0)
        return (i = index_of(QZ_TILE_NAMES, QZ_TILE_KINDS, v)) >= 0 ? UPGRADE_SAID[i] : NULL;
    if (strcmp(what, "card") == 0) { /* "vase+vp": a vase (+1 VP) */
        size_t t = strcspn(v, "+");
        for (int k = 0; k < QZ_TYPES; k++)
            if (strlen(QZ_TYPE_NAMES[k]) == t && strncmp(QZ_TYPE_NAMES[k], v, t) == 0) {
                int b = v[t] ? index_of(QZ_BONUS_NAMES, QZ_BONUSES, v + t + 1) : 0;
                if (b < 0)
                    return NULL;
                snprintf(card, sizeof card, "a %s%s", QZ_TYPE_NAMES[k], BONUS_SAID[b]);
                return card;
            }
    }
    return NULL;
}

#define NUM(k, i) {.key = k, .kind = GAME_WK_NUMBER, .v = i}
#define NAME(k, what, i) {.key = k, .kind = GAME_WK_NAME, .v = i, .names = what, .shown = qz_said}
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
                                "{site_count} on [site=quarry|the Quarry][site=small-temple|the Small Temple]"
                                "[site=ruins|the Ruins], {market} on the Black Market[ship|, {ship} on Ship 1]",
                      {NUM("card", 0), NUM("temple", 1), WORD("site", "quarry|small-temple|ruins", 2),
                       NUM("site_count", 3), NUM("market", 4), NUM("ship", 5)}},
    [QZ_EV_STELA] = {"stela", "{player} takes the First Player marker at the Stela", {{0}}},
    [QZ_EV_TAKE] = {"take", "{player} takes {card}[from=site| from a site][from=temple| from the Temple]",
                    {NAME("card", "card", 0), WORD("from", "temple|site", 1)}},
    [QZ_EV_DRAW] = {"draw", "{player} draws [card|{card}][!card|a card] from the deck",
                    {{.key = "card", .kind = GAME_WK_NAME, .v = 0, .when = GAME_WHEN_IN, .cv = 0,
                      .lo = 0, .hi = QZ_KINDS - 1, .names = "card", .shown = qz_said}}},
    [QZ_EV_SITE] = {"site", "{player} wins {site}: {bonus}",
                    {WORD("site", "the Quarry|the Small Temple|the Ruins", 0),
                     WORD("bonus", "+1 VP|+1 Discovery|+1 coin", 1)}},
    [QZ_EV_MARKET] = {"market", "{player} sells {card} at the Black Market for {coins} coin[!coins=1|s]",
                      {NAME("card", "card", 0), NUM("coins", 1)}},
    [QZ_EV_UPGRADE] = {"upgrade", "{player} takes the upgrade {upgrade}",
                       {NAME("upgrade", "upgrade", 0), NUM("slot", 1)}},
    [QZ_EV_DELIVER] = {"deliver", "{player} delivers {count} [count=1|{artifact}][count>1 !artifact=mummy|{artifact}s][count>1 artifact=mummy|mummies] for {points} VP[bonus_vp|, +{bonus_vp} VP]"
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
    /* the story's step that holds one carries the scores then (the chart, the log's summary) */
    [QZ_EV_ROUND_END] = {"round_end", "Round {round} ends", {NUM("round", 0)}},
};

static const game_word_row ACTIONS[] = {
    /* the chooser tells a space's placements apart by this line: count, kind, the Character */
    {"place",
     "[!character|Place {count} ({as}) on {space}][character count=1|Place the Character on {space}]"
     "[character count>1|Place {count} ({as}, the Character among them) on {space}]",
     {NAME("space", "space", 0), NUM("count", 0), WORD("as", "adventurer|archaeologist", 0),
      {.key = "character", .kind = GAME_WK_FLAG, .v = 0}}},
    {"space", "Place meeples on {space}", {NAME("space", "space", 0)}},
    {"reroll", "Reroll a meeple ({face})", {WORD("face", FACES, 0)}},
    {"reroll-all", "Reroll every black and white meeple", {{0}}},
    {"recall", "Take a meeple back from {space}", {NAME("space", "space", 0)}},
    {"pass", "Pass", {{0}}},
    {"pick", "Take {card} from the Temple", {NAME("card", "card", 0)}},
    {"sell", "Sell {card} for 7 coins", {NAME("card", "card", 0)}},
    {"upgrade", "Take the upgrade {upgrade}", {NAME("upgrade", "upgrade", 0)}},
    {"deliver", "Deliver {count} "
                "[count=1|{artifact}][count>1 !artifact=mummy|{artifact}s][count>1 artifact=mummy|mummies]", {NUM("count", 0), WORD("artifact", TYPES, 0)}},
    {NULL, NULL, {{0}}},
};

const game_words QZ_WORDS = {EVENTS,          QZ_EV_COUNT,  ACTIONS, word_name,
                             QZ_REASON_WORDS, QZ_WHY_COUNT, NULL};

int qz_event_text(const game_event *e, char *buf, size_t n)
{
    return game_words_event_text(&QZ_WORDS, e, buf, n);
}
