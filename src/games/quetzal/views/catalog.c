/* catalog.c - Quetzal's component catalog (docs/CATALOG.md): the spaces, the
 * artifact cards, the upgrade tiles, the delivery table, the Discovery track,
 * keyed by the names of the JSON view (json.c).  Built from data.c and the
 * constants of quetzal.h only, so it shows what the engine plays with. */
#include <stdio.h>

#include "games/quetzal/internal.h"

static json_t *ints(bool *bad, const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; a && i < n; i++)
        game_json_add(bad, a, json_integer(v[i]));
    if (!a)
        *bad = true;
    return a;
}

/* The lobby's words for the one option (the terminal's --help line is the
 * option's help in game_quetzal.c). */
static json_t *options_json(bool *bad)
{
    json_t *all = json_object(), *x = json_object(), *vals = json_object();
    json_t *off = json_object(), *on = json_object();
    game_json_put(bad, off, "label", json_string("Off"));
    game_json_put(bad, off, "help", json_string("two players alone"));
    game_json_put(bad, on, "label", json_string("On"));
    game_json_put(bad, on, "help", json_string("a neutral third player blocks spaces each round"));
    game_json_put(bad, vals, "off", off);
    game_json_put(bad, vals, "on", on);
    game_json_put(bad, x, "label", json_string("Automa"));
    game_json_put(bad, x, "help", json_string("The 2-player automa (its cards are unverified)"));
    game_json_put(bad, x, "default", json_string("on"));
    game_json_put(bad, x, "values", vals);
    game_json_put(bad, all, "automa", x);
    return all;
}

static json_t *spaces_json(bool *bad)
{
    static const char *const types[] = {"free", "unique", "bidding"};
    static const char *const takes[] = {"adventurer", "archaeologist", "either", "any"};
    json_t *o = json_object();
    for (int i = 0; o && i < QZ_SPOTS; i++) {
        json_t *x = json_object();
        game_json_put(bad, x, "type", json_string(types[qz_spot_type(i)]));
        game_json_put(bad, x, "takes", json_string(takes[qz_spot_takes(i)]));
        int cost = i >= QZ_TEMPLE1 && i < QZ_TEMPLE1 + 5 ? QZ_TEMPLE_COST(i - QZ_TEMPLE1)
                   : i >= QZ_VILLAGE1 && i < QZ_VILLAGE1 + QZ_VILLAGE
                       ? QZ_DATA.village_cost[i - QZ_VILLAGE1]
                   : i == QZ_HARBOR ? QZ_HARBOR_COST
                                    : 0;
        game_json_put(bad, x, "cost", json_integer(cost));
        game_json_put(bad, x, "covered_two_players",
                      json_boolean(i == QZ_SHIP2 || i == QZ_VILLAGE1 + 2));
        if (i >= QZ_TEMPLE1 && i < QZ_TEMPLE1 + 5) {
            game_json_put(bad, x, "choose", json_integer(QZ_DATA.temple_choose[i - QZ_TEMPLE1]));
            game_json_put(bad, x, "draw", json_integer(QZ_DATA.temple_draw[i - QZ_TEMPLE1]));
        }
        game_json_put(bad, o, QZ_SPOT_NAMES[i], x);
    }
    if (!o)
        *bad = true;
    return o;
}

static json_t *cards_json(bool *bad)
{
    json_t *o = json_object();
    for (int c = 0; o && c < QZ_KINDS; c++) {
        char w[32];
        qz_card_text(c, w, sizeof w);
        json_t *x = json_object();
        game_json_put(bad, x, "type", json_string(QZ_TYPE_NAMES[QZ_TYPE_OF(c)]));
        game_json_put(bad, x, "bonus", json_string(QZ_BONUS_NAMES[QZ_BONUS_OF(c)]));
        game_json_put(bad, x, "copies", json_integer(QZ_DATA.deck[QZ_TYPE_OF(c)][QZ_BONUS_OF(c)]));
        game_json_put(bad, o, w, x);
    }
    if (!o)
        *bad = true;
    return o;
}

static const char *const TILE_TEXT[QZ_TILE_KINDS] = {
    "reroll every black and white meeple of your pool once, then discard it",
    "each round, reroll up to 2 meeples of your pool",
    "deliver up to 3 vases without a meeple or coins, then discard it",
    "deliver up to 3 tablets without a meeple or coins, then discard it",
    "deliver up to 3 weapons without a meeple or coins, then discard it",
    "deliver up to 3 statuettes without a meeple or coins, then discard it",
    "deliver up to 3 mummies without a meeple or coins, then discard it",
    "gain 5 coins",
    "Temple spaces cost 1 coin less",
    "advance 1 on the Discovery track",
    "the Harbor costs 1 coin a meeple",
    "+2 coins when you win the Black Market",
    "+1 coin for each meeple at the Camp",
    "once a round, a lot of 1 card scores as a lot of 2",
    "take a meeple back and place it again, then discard it",
    "no effect"};

json_t *qz_catalog_json(void)
{
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    if (!j)
        return NULL;
    game_json_put(bad, j, "game", json_string("quetzal"));
    game_json_put(
        bad, j, "description",
        json_string(
            "Roll your meeples, place them in the city, deliver artifacts; many numbers "
            "(cards, delivery values, upgrades, tracks, the automa) are unverified readings."));
    game_json_put(bad, j, "rounds", json_integer(QZ_ROUNDS));
    game_json_put(bad, j, "spaces", spaces_json(bad));
    game_json_put(bad, j, "cards", cards_json(bad));
    json_t *lots = json_object();
    for (int t = 0; lots && t < QZ_TYPES; t++)
        game_json_put(bad, lots, QZ_TYPE_NAMES[t], ints(bad, QZ_DATA.lot[t], 3));
    game_json_put(bad, j, "delivery", lots);
    json_t *upg = json_object();
    for (int u = 0; upg && u < QZ_TILE_KINDS; u++) {
        json_t *x = json_object();
        game_json_put(bad, x, "copies", json_integer(QZ_DATA.upg_copies[u]));
        game_json_put(bad, x, "vp", json_integer(QZ_DATA.upg_vp[u]));
        game_json_put(bad, x, "text", json_string(TILE_TEXT[u]));
        game_json_put(bad, upg, QZ_TILE_NAMES[u], x);
    }
    game_json_put(bad, j, "upgrades", upg);
    json_t *disc = json_object();
    game_json_put(bad, disc, "max", json_integer(QZ_DISC_MAX));
    game_json_put(bad, disc, "coins", ints(bad, QZ_DATA.disc_coins, QZ_DISC_MAX + 1));
    game_json_put(bad, disc, "vp", ints(bad, QZ_DATA.disc_vp, QZ_DISC_MAX + 1));
    game_json_put(bad, j, "discovery", disc);
    json_t *ships = json_object();
    game_json_put(bad, ships, "vp", ints(bad, QZ_DATA.ship_vp, 2));
    game_json_put(bad, ships, "coins", ints(bad, QZ_DATA.ship_coins, 2));
    game_json_put(bad, j, "ships", ships);
    game_json_put(bad, j, "team_meeples", ints(bad, QZ_DATA.team, QZ_MAX_PLAYERS + 1));
    game_json_put(bad, j, "start_coins", json_pack("[i, i, i, i, i]", 4, 5, 5, 6, 6));
    game_json_put(bad, j, "roll_odds", ints(bad, QZ_DATA.roll, 4));
    json_t *faces = json_array();
    for (int f = 0; faces && f < QZ_FACES; f++)
        game_json_add(bad, faces, json_string(QZ_FACE_NAMES[f]));
    game_json_put(bad, j, "faces", faces);
    /* the numbers data.c marks UNVERIFIED (docs/QUETZAL.md) */
    static const char *const unverified[] = {
        "cards.*.copies", "delivery", "discovery", "ships", "upgrades",
        "team_meeples[2,3,5]", "roll_odds", "automa", "spaces.temple1.choose",
        "spaces.temple3.draw", "spaces.village*.cost"};
    json_t *un = json_array();
    for (size_t i = 0; un && i < sizeof unverified / sizeof unverified[0]; i++)
        game_json_add(bad, un, json_string(unverified[i]));
    game_json_put(bad, j, "unverified", un);
    game_json_put(bad, j, "options", options_json(bad));
    game_json_put(bad, j, "words", game_words_catalog(&QZ_WORDS));
    if (flag) {
        json_decref(j);
        return NULL;
    }
    return j;
}
