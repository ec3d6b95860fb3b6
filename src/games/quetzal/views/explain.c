/* explain.c - qz_explain(): a name of Quetzal in words (explain.h), one table
 * of rows (core/explain_kit.h) with the rule text's sentences; the numbers no
 * rule text gives are the chosen ones of data/data.c (docs/RULE_READINGS.md,
 * R-QZ-n), and tests/test_explain_games.c checks the upgrades' points and the
 * delivery values against that table. */
#include "games/quetzal/views/explain.h"

#include "core/explain_kit.h"

#define TEMPLE_SPACE                                                                               \
    " The Temple is a unique location for archaeologists (R-QZ-3); activated from top to "         \
    "bottom, each space takes Artifact cards from the 8 face-up ones."
#define SITE                                                                                       \
    " A Temple Surroundings site: a bidding location, adventurers or archaeologists but not a "    \
    "mix; its winner receives the site's 2 Artifact cards and its bonus."
#define VILLAGE_SPACE                                                                              \
    " The Village is a unique location for either kind; from top to bottom each occupant takes "   \
    "1 face-up Upgrade tile still in the Village."
#define SHIP                                                                                       \
    " A Ship is a bidding location for either kind (one colour a bid); its winner delivers one "   \
    "lot of 1 to 3 Artifact cards of one type without paying coins (R-QZ-13)."
#define UPGRADE " An Upgrade tile, taken at the Village."
#define TYPE(n, a, b, c)                                                                           \
    "An Artifact type: " #n " cards in the deck (R-QZ-16); a lot of 1, 2 or 3 delivered "          \
    "scores " #a ", " #b " or " #c " VP (R-QZ-9)."

static const game_explain_row ROWS[] = {
    /* ---- locations and their spaces (QZ_SPOT_NAMES and the views' words) ---- */
    {"camp", "The Camp",
     "A free location for adventurers and archaeologists that activates immediately during "
     "placement: for every meeple placed the player receives 1 coin and may reroll one meeple of "
     "their pool (a Team or the Character meeple); a reroll that lands standing pays 1 more "
     "coin."},
    {"stela", "The Stela of Knowledge|stela of knowledge",
     "A unique location for archaeologists only, closed to the holder of the First Player "
     "marker; at activation the player takes the First Player marker and gains 1 Discovery."},
    {"temple", "The Temple",
     "A unique location of 5 spaces costing 5, 4, 3, 2 and 1 coins from the top, archaeologists "
     "only (R-QZ-3): the higher the space, the dearer, and the sooner its player chooses. From "
     "top to bottom each takes Artifact cards from the 8 face-up ones: space 1 chooses 2, space 2 "
     "chooses 2, space 3 chooses 1 and draws 1, space 4 chooses 1 and draws 1, space 5 chooses 1 "
     "(spaces 1 and 3: R-QZ-7). The Temple is refilled to 8 at the end of a round."},
    {"temple1", "Temple space 1",
     "Costs 5 coins; its player chooses 2 Artifact cards (R-QZ-7)." TEMPLE_SPACE},
    {"temple2", "Temple space 2",
     "Costs 4 coins; its player chooses 2 Artifact cards." TEMPLE_SPACE},
    {"temple3", "Temple space 3",
     "Costs 3 coins; its player chooses 1 Artifact card, then draws the deck's top card "
     "(R-QZ-7)." TEMPLE_SPACE},
    {"temple4", "Temple space 4",
     "Costs 2 coins; its player chooses 1 Artifact card, then draws the deck's top "
     "card." TEMPLE_SPACE},
    {"temple5", "Temple space 5", "Costs 1 coin; its player chooses 1 Artifact card." TEMPLE_SPACE},
    {"temple-surroundings", "The Temple Surroundings|sites|site",
     "Three bidding locations, the Quarry (+1 VP), the Small Temple (+1 Discovery) and the Ruins "
     "(+1 coin): adventurers or archaeologists, never mixed; a challenger places more meeples of "
     "the same colour, and the one outbid takes their meeples back without turning them. Each "
     "winner receives the site's 2 Artifact cards and its bonus; an emptied site gets 2 new cards "
     "at the round's end (R-QZ-8)."},
    {"quarry", "The Quarry", "Its bonus: 1 victory point." SITE},
    {"small-temple", "The Small Temple", "Its bonus: 1 Discovery point." SITE},
    {"ruins", "The Ruins", "Its bonus: 1 coin." SITE},
    {"market", "The Black Market|black market",
     "A bidding location for adventurers only: its winner may discard an Artifact card from hand "
     "for 7 coins, without its victory points or bonus."},
    {"village", "The Village",
     "A unique location of 3 spaces costing 2, 1 and 1 coins from the top (the rule text: between "
     "1 and 2; R-QZ-3), for either kind; from top to bottom each occupant takes 1 face-up Upgrade "
     "tile still available. At 2 players the third space and its slot are covered (R-QZ-11)."},
    {"village1", "Village space 1",
     "Costs 2 coins; its player chooses an upgrade first." VILLAGE_SPACE},
    {"village2", "Village space 2", "Costs 1 coin; its player chooses second." VILLAGE_SPACE},
    {"village3", "Village space 3",
     "Costs 1 coin; its player chooses last; covered at 2 players (R-QZ-11)." VILLAGE_SPACE},
    {"harbor", "The Harbor Master's Office|harbor master's office|harbour",
     "A free location for adventurers and archaeologists, visited any number of times; every "
     "meeple placed costs 2 coins. At activation, in the order they were placed, each meeple may "
     "deliver up to 3 Artifact cards of one type (R-QZ-9)."},
    {"ships", "The Ships|ship",
     "Two bidding locations after the Harbor: each winner delivers one lot free of coins, then "
     "Ship 1 gives 2 VP and Ship 2 gives 2 coins, also without a card (R-QZ-13); Ship 2 is "
     "covered at 2 players (R-QZ-11)."},
    {"ship1", "Ship 1", "After its free delivery it gives 2 victory points." SHIP},
    {"ship2", "Ship 2", "After its free delivery it gives 2 coins; covered at 2 players." SHIP},
    /* ---- upgrades (QZ_TILE_NAMES; VP as data.c's upg_vp) ---- */
    {"reroll-all", "Reroll all|reroll every black and white meeple",
     "Once, in a placement turn, reroll every black and white meeple of your pool; the wild ones "
     "and the Character are kept (R-QZ-12). Worth 1 VP." UPGRADE},
    {"reroll-two", "Reroll two",
     "Each round, up to 2 single rerolls of meeples of your pool in your placement turns "
     "(R-QZ-12). Worth 1 VP." UPGRADE},
    {"sell-vase", "Sell 3 vases",
     "Once, after the Harbor, deliver a lot of up to 3 vases without a meeple (R-QZ-12). Worth 2 "
     "VP." UPGRADE},
    {"sell-tablet", "Sell 3 tablets",
     "Once, after the Harbor, deliver a lot of up to 3 tablets without a meeple (R-QZ-12). Worth "
     "2 VP." UPGRADE},
    {"sell-weapon", "Sell 3 weapons",
     "Once, after the Harbor, deliver a lot of up to 3 weapons without a meeple (R-QZ-12). Worth "
     "2 VP." UPGRADE},
    {"sell-statuette", "Sell 3 statuettes",
     "Once, after the Harbor, deliver a lot of up to 3 statuettes without a meeple (R-QZ-12). "
     "Worth 2 VP." UPGRADE},
    {"sell-mummy", "Sell 3 mummies",
     "Once, after the Harbor, deliver a lot of up to 3 mummies without a meeple (R-QZ-12). Worth "
     "2 VP." UPGRADE},
    {"gold", "Gain 5 gold", "Gain 5 coins when you take it. Worth 1 VP." UPGRADE},
    {"temple-discount", "Temple discount",
     "Every Temple space costs you 1 coin less. Worth 1 VP." UPGRADE},
    {"discovery", "Discovery upgrade|+1 discovery",
     "Advance 1 space on the Discovery track when you take it. Worth 2 VP." UPGRADE},
    {"harbor-discount", "Harbor discount",
     "Your meeples at the Harbor Master's Office cost 1 coin each instead of 2. Worth 1 "
     "VP." UPGRADE},
    {"market-bonus", "Black Market bonus",
     "2 more coins whenever you win the Black Market, whether you sell a card or not (R-QZ-15). "
     "Worth 1 VP." UPGRADE},
    {"camp-bonus", "Camp bonus",
     "1 more coin for every meeple you place at the Camp. Worth 1 VP." UPGRADE},
    {"single-as-pair", "A single as a pair",
     "Once a round, a delivered lot of 1 card scores as a lot of 2. Worth 1 VP." UPGRADE},
    {"move", "Move a meeple",
     "Once, take one of your placed meeples back (from a unique space, a bid of one meeple or the "
     "Harbor; its coins are not returned) and place it again in the same turn (R-QZ-12). Worth 2 "
     "VP." UPGRADE},
    {"points", "Victory points upgrade",
     "No effect in play. Worth 4 VP at the end of the game." UPGRADE},
    {"upgrade", "Upgrade tiles|upgrades|upgrade tile",
     "24 tiles (R-QZ-12), 3 face up in the Village (2 at 2 players), taken there; each keeps its "
     "victory points to the end of the game, also once used."},
    /* ---- artifacts (QZ_TYPE_NAMES, QZ_BONUS_NAMES) ---- */
    {"artifact", "Artifact cards|artifacts|card|cards|artefact",
     "75 cards of 5 types (R-QZ-16), taken at the Temple and the sites and delivered at the "
     "Harbor, on the Ships or with a sell upgrade for victory points; a rarer type is worth "
     "more. Three cards of each type carry +1 VP, three +1 coin and three +1 Discovery, gained "
     "when the card is delivered. There is no hand limit."},
    {"vase", "Vase|vases", TYPE(19, 1, 3, 6)},
    {"tablet", "Tablet|tablets", TYPE(17, 1, 4, 7)},
    {"weapon", "Weapon|weapons", TYPE(15, 2, 4, 8)},
    {"statuette", "Statuette|statuettes", TYPE(13, 2, 5, 9)},
    {"mummy", "Mummy|mummies", TYPE(11, 3, 6, 11)},
    {"plain", "Plain card|a card without a bonus", "An Artifact card that carries no bonus."},
    {"vp", "Victory points|victory point|+1 vp",
     "What wins the game: gained on the score track during play (deliveries, the Quarry, Ship 1, "
     "the Discovery track), plus the end bonuses. A card marked +1 VP gives 1 more VP when it is "
     "delivered."},
    {"coin", "Coins|gold|+1 coin",
     "Pay for the Temple, the Village and the Harbor; each player starts with 4, 5, 5, 6 or 6 by "
     "seat from the first player; every 3 coins left score 1 VP at the end. A card marked +1 "
     "coin gives 1 coin when it is delivered."},
    {"discovery-track", "The Discovery track|discovery",
     "A track from 0 to 10 (R-QZ-10): reaching space 2 gives 2 coins, 4 gives 2 VP, 6 3 VP, 8 4 "
     "VP and 10 5 VP; the Stela, the Small Temple, the +1 Discovery upgrade and cards marked +1 "
     "Discovery (when delivered) advance it. Its VP, gained on the way up, are the final table's "
     "Discovery track row; the space reached breaks ties and is not scored at the end."},
    /* ---- meeples (QZ_FACE_NAMES) ---- */
    {"adventurer", "Adventurer|adventurers|adv|black",
     "A Team meeple fallen on its black side counts as an adventurer."},
    {"archaeologist", "Archaeologist|archaeologists|arch|white",
     "A Team meeple fallen on its white side counts as an archaeologist."},
    {"wild", "Wild meeple|on its side|standing",
     "A Team meeple on its side or standing counts as an adventurer or an archaeologist, chosen "
     "at placement; a standing one gives 1 coin at once. A placement uses the meeples of its "
     "colour first, then wild ones (R-QZ-5)."},
    {"character", "The Character meeple|char",
     "Each player's Character meeple always counts as an adventurer or an archaeologist, chosen "
     "at placement, and as 1 meeple in a bid (R-QZ-4). Placed alone on a bidding location, it "
     "lets the next player take the space with meeples of either colour, which then fixes the "
     "colour."},
    {"meeple", "Meeples and the roll|meeples|team|team meeples|roll",
     "At the start of every round each player rolls their Team meeples (6 at 2 and 3 players, 5 "
     "at 4, 4 at 5: R-QZ-1) and their Character; a standing meeple gives 1 coin (odds: R-QZ-2). "
     "Players then take turns placing meeples until all are placed; a meeple outbid comes back "
     "without being turned."},
    /* ---- the game's course ---- */
    {"marker", "First Player marker|first player|first",
     "Its holder places first in a round; the Stela takes it. At the end of the game its holder "
     "gains 2 victory points. Seat 0 holds it first (R-QZ-14)."},
    {"round", "Rounds|day|days",
     "The game lasts 5 rounds: the roll, the placement, the activation of the locations in order "
     "(Stela, Temple, Temple Surroundings, Black Market, Village, Harbor, Ships: R-QZ-6), then "
     "the refill (R-QZ-8)."},
    {"deck", "The deck|draw pile",
     "The face-down Artifact cards; when it is empty the discard pile is shuffled into a new one "
     "(R-QZ-8)."},
    {"discard", "Discard pile",
     "Delivered and sold Artifact cards, face up; shuffled into a new deck when the deck runs "
     "out."},
    {"automa", "The automa",
     "A 2-player option (on by default, R-QZ-11): one card a round, before the first player, "
     "puts neutral meeples on a Temple space, a site, the Black Market and maybe Ship 1. They can "
     "be outbid and then leave the board; the automa never activates or scores."},
    /* ---- actions as the options name them (QZ_ACTION_KINDS, the groups) ---- */
    {"place", "Place|placement",
     "Put meeples on a location: a count of one colour (the Character may be among them), paying "
     "a unique space's or the Harbor's coins at once; on a bidding location more meeples than the "
     "present bid, of its colour."},
    {"reroll", "Reroll|rerolls",
     "Throw one meeple of your pool again (the Camp's reroll or the reroll-two upgrade); landing "
     "standing pays 1 coin."},
    {"recall", "Take a meeple back|take back",
     "The move upgrade: take one of your placed meeples back to place it again this turn."},
    {"pass", "Pass|passes|stop|skip",
     "Decline: stop the Camp's rerolls, keep your cards at the Black Market, or deliver nothing."},
    {"pick", "Pick|choose",
     "Take a face-up Artifact card from the Temple (the Temple's activation)."},
    {"sell", "Sell|sale",
     "At the Black Market: discard an Artifact card for 7 coins, without its points or bonus."},
    {"deliver", "Deliver|delivers|delivery|deliveries|lot|delivered",
     "Deliver one lot of 1 to 3 Artifact cards of one type (at the Harbor, a Ship or with a sell "
     "upgrade): it scores by the type's values, each card's bonus is gained, and the cards go to "
     "the discard pile (R-QZ-9); those with a bonus go first."},
    /* ---- the final score's rows (scores_json) ---- */
    {"track", "Score track|track points",
     "The victory points gained during play on the score track (deliveries, sites, ships, the "
     "Discovery track), before the end bonuses."},
    {"track_other", "Other track points|the rest of the track",
     "The victory points on the score track that are neither deliveries nor the Discovery "
     "track's: the Quarry, Ship 1 and the cards marked +1 VP."},
    {"upgrades", "Upgrade points",
     "The end bonus of the upgrades: every Upgrade tile gained, used ones too, scores its victory "
     "points."},
    {"total", "Total|final score",
     "The track (deliveries, the Discovery track, the rest) plus the end bonuses (the marker's 2 "
     "VP, 1 VP per 3 coins, the upgrades' VP); "
     "the most wins, a tie goes to the furthest on the Discovery track, then it is shared."},
};

static const game_explain_table TABLE = {
    "Quetzal",
    "locations and spaces (camp, stela, temple1-5, quarry, small-temple, ruins, market, "
    "village1-3, harbor, ship1, ship2), upgrades (temple-discount, reroll-two, ...), artifacts "
    "(vase, tablet, weapon, statuette, mummy, vase+vp), meeples (adventurer, wild, character), "
    "the Discovery track, the marker, the automa, actions (place, deliver, ...)",
    ROWS, (int)(sizeof ROWS / sizeof ROWS[0])};

int qz_explain(const char *what, char *buf, size_t n)
{
    return game_explain_from(&TABLE, what, buf, n);
}

int qz_explain_knows(const char *what)
{
    return game_explain_names(&TABLE, what);
}
