/* programs.c - the effect program of every card, site, tile, idol, bonus tile,
 * research row, assistant and guardian boon, in the effect language of data.h.
 *
 * Readings chosen where the sources disagree (docs/RULE_READINGS.md):
 *  R-ARNAK-7   every "draw" is optional (OP_DRAW lets the player take 0..n);
 *  R-ARNAK-8   a "pay X -> gain Y" or card-down cost may be declined or be
 *              unpayable: the card is still played and the benefit is skipped
 *              (OP_PAY*, skip count);
 *  R-ARNAK-1   a bought artifact's effect is optional (engine: FR_BOUGHT_ART);
 *  R-ARNAK-2   Fishing Rod / Precision Compass: the revealed card is one more
 *              option, buying is optional, an unbought revealed card goes back;
 *  R-ARNAK-3   Guardian's Ocarina may be played with no archaeologist out;
 *  R-ARNAK-4   Coconut Flask / Ancient Wine may use a travel assistant for its
 *              icons, which last until the end of the turn;
 *  R-ARNAK-5   Ornate Hammer's second step (take an exiled item) is optional;
 *  R-ARNAK-9   relocation goes to a different discovered site;
 *  R-ARNAK-10  the earrings with an empty deck draw nothing;
 *  R-ARNAK-11  Revolver / War Club see guardians on both spaces of a camp site;
 *  R-ARNAK-17  the Ocarina also turns travel discounts into planes;
 *  R-ARNAK-18  War Mask protects for the round once resolved, even if exiled later;
 *  R-ARNAK-19  Passage Shell on the card-down camp: each activation pays its own card;
 *  R-ARNAK-20  Stone Key frees the rightmost filled idol slot;
 *  R-ARNAK-21  the Decorated Horn's returned assistant goes on top of the stack;
 *  R-ARNAK-31  camp P4 is "put a card from hand into play -> 1 jewel", optional;
 *  R-ARNAK-32  tile L1-10 is a plain jewel.
 */
#include "data.h"

#define G(r, n) {OP_GAIN, (r), (n), 0, 0}
#define END {OP_END, 0, 0, 0, 0}
#define C_ RES_COIN
#define K_ RES_COMPASS
#define T_ RES_TABLET
#define A_ RES_ARROW
#define J_ RES_JEWEL

typedef struct {
    eff_op ops[6];
    const char *name;
} prog_def;

#define ARCH(flags, icon, n, comp) {OP_ARCH, (flags), (icon), (n), (comp)}
#define DIGDISC (ARCH_DIG | ARCH_DISCOVER)

static const prog_def PROGS[PR_COUNT] = {
    /* basic cards */
    [CARD_FUNDING_CAR] = {{G(C_, 1), END}, "funding"},
    [CARD_FUNDING_SHIP] = {{G(C_, 1), END}, "funding"},
    [CARD_EXPLORE_CAR] = {{G(K_, 1), END}, "exploration"},
    [CARD_EXPLORE_SHIP] = {{G(K_, 1), END}, "exploration"},
    /* items */
    [CARD_ITEM(1)] = {{{OP_DRAW, 1, 0, 0, 0}, ARCH(DIGDISC, ICON_SHIP, 1, 0), END}, "sea-turtle"},
    [CARD_ITEM(2)] = {{{OP_DRAW, 1, 0, 0, 0}, ARCH(DIGDISC, ICON_CAR, 1, 0), END}, "ostrich"},
    [CARD_ITEM(3)] = {{{OP_DRAW, 2, 0, 0, 0}, END}, "pack-donkey"},
    [CARD_ITEM(4)] = {{G(C_, 1), G(K_, 1), {OP_DRAW, 1, 0, 0, 0}, END}, "horse"},
    [CARD_ITEM(5)] = {{G(K_, 2), END}, "steam-boat"},
    [CARD_ITEM(6)] = {{G(K_, 2), END}, "automobile"},
    /* I7: the compass comes first so it can help pay a discovery. */
    [CARD_ITEM(7)] = {{G(K_, 1), ARCH(DIGDISC, ICON_BOOT, 2, 0), END}, "sturdy-boots"},
    [CARD_ITEM(8)] = {{G(C_, 2), END}, "gold-pan"},
    [CARD_ITEM(9)] = {{{OP_PAY, K_, 1, 1, 0}, G(J_, 1), END}, "trowel"},
    [CARD_ITEM(10)] = {{{OP_PAY, K_, 1, 2, 0}, G(T_, 1), G(A_, 1), END}, "pickaxe"},
    [CARD_ITEM(11)] = {{ARCH(DIGDISC, ICON_PLANE, 1, 3), END}, "hot-air-balloon"},
    [CARD_ITEM(12)] = {{ARCH(DIGDISC, ICON_PLANE, 1, 2), END}, "aeroplane"},
    [CARD_ITEM(13)] = {{{OP_RESEARCH, RS_JOURNAL, 0, 0, 0}, END}, "journal"},
    [CARD_ITEM(14)] = {{{OP_PAY_DISCARD, 0, 0, 1, 0}, G(J_, 1), END}, "parrot"},
    [CARD_ITEM(15)] = {{G(C_, 2), END}, "watch"},
    [CARD_ITEM(16)] = {{{OP_CHOICE, PR_KNIFE0, 6, 0, 0}, END}, "army-knife"},
    [CARD_ITEM(17)] = {{{OP_ACTIVATE, ACT_L1, 0, 0, 0}, END}, "binoculars"},
    [CARD_ITEM(18)] = {{{OP_ACTIVATE, ACT_OWN, 0, 0, 0}, END}, "tent"},
    [CARD_ITEM(19)] = {{{OP_BUY, BUY_ITEM, 3, BUY_REVEAL, 0}, END}, "fishing-rod"},
    [CARD_ITEM(20)] = {{{OP_BUY, BUY_ART, 3, BUY_REVEAL, 0}, END}, "precision-compass"},
    [CARD_ITEM(21)] = {{{OP_GAIN_PER, PER_GUARDIAN, K_, 3, 0}, END}, "bow-and-arrows"},
    [CARD_ITEM(22)] = {{G(T_, 2), END}, "carrier-pigeon"},
    [CARD_ITEM(23)] = {{{OP_BUY, BUY_ART, 4, 0, 0}, END}, "whip"},
    [CARD_ITEM(24)] = {{G(K_, 3), END}, "rough-map"},
    [CARD_ITEM(25)] = {{{OP_BUY, BUY_ITEM, 0, BUY_FREE | BUY_TO_HAND, 0}, END}, "airdrop"},
    [CARD_ITEM(26)] = {{{OP_DRAW, 3, 0, 0, 0}, END}, "flask"},
    [CARD_ITEM(27)] = {{{OP_EXILE, 0, 0, 0, 0}, G(K_, 2), END}, "machete"},
    [CARD_ITEM(28)] = {{{OP_EXILE, 0, 0, 0, 0}, G(T_, 1), END}, "torch"},
    [CARD_ITEM(29)] = {{G(C_, 1), {OP_DRAW_BOTTOM, 1, 0, 0, 0}, END}, "large-backpack"},
    [CARD_ITEM(30)] = {{{OP_PAY_DISCARD, 0, 0, 1, 0}, {OP_DRAW, 2, 0, 0, 0}, END}, "rope"},
    [CARD_ITEM(31)] = {{{OP_PAY, K_, 1, 1, 0}, {OP_OVERCOME, OV_OWN, 0, 0, 0}, END}, "revolver"},
    [CARD_ITEM(32)] = {{G(C_, 1), G(K_, 1), END}, "hat"},
    [CARD_ITEM(33)] = {{{OP_OVERCOME, OV_NO_OTHER, 0, 0, 0}, END}, "bear-trap"},
    /* Grappling Hook: the card-down pays for the draw; the exile stays available. */
    [CARD_ITEM(34)] = {{{OP_PAY_DISCARD, 0, 0, 1, 0}, {OP_DRAW, 1, 0, 0, 0}, {OP_EXILE, 0, 0, 0, 0}, END},
                       "grappling-hook"},
    [CARD_ITEM(35)] = {{{OP_ACTIVATE, ACT_CAMP, 0, 0, 0}, END}, "lantern"},
    [CARD_ITEM(36)] = {{G(K_, 1), {OP_ACTIVATE, ACT_CAMP_FREE, 0, 0, 0}, END}, "dog"},
    [CARD_ITEM(37)] = {{{OP_GAIN_PER, PER_IDOL, K_, 3, 0}, END}, "brush"},
    [CARD_ITEM(38)] = {{{OP_EXILE, 0, 0, 0, 0}, G(K_, 1), END}, "axe"},
    [CARD_ITEM(39)] = {{G(C_, 1), G(K_, 1), END}, "chronometer"},
    [CARD_ITEM(40)] = {{G(C_, 1), {OP_GAIN_PER, PER_ARCH, K_, 2, 0}, END}, "theodolite"},
    /* artifacts */
    [CARD_ART(1)] = {{{OP_RELOCATE, REL_CAMP, 0, 0, 0}, END}, "pathfinders-sandals"},
    [CARD_ART(2)] = {{{OP_RELOCATE, REL_CAMP_L1, 0, 0, 0}, END}, "pathfinders-staff"},
    [CARD_ART(3)] = {{G(A_, 1), {OP_WARMASK, 0, 0, 0, 0}, END}, "war-mask"},
    [CARD_ART(4)] = {{G(C_, 1), {OP_DRAW, 1, 0, 0, 0}, END}, "treasure-chest"},
    [CARD_ART(5)] = {{{OP_EXILE, 0, 0, 0, 0}, G(A_, 1), END}, "ritual-dagger"},
    [CARD_ART(6)] = {{{OP_CRYSTAL, 0, 0, 0, 0}, END}, "crystal-earring"},
    [CARD_ART(7)] = {{{OP_EXILE, 0, 0, 0, 0}, G(C_, 2), END}, "mortar"},
    [CARD_ART(8)] = {{{OP_FEAR, 0, 0, 0, 0}, G(C_, 4), END}, "serpents-gold"},
    [CARD_ART(9)] = {{{OP_FEAR, 0, 0, 0, 0}, G(J_, 1), END}, "serpent-idol"},
    [CARD_ART(10)] = {{{OP_BUY, BUY_ITEM, 0, BUY_FREE | BUY_TO_TOP, 0}, END}, "monkey-medallion"},
    [CARD_ART(11)] = {{{OP_RESEARCH, RS_JEWEL, 0, 0, 0}, END}, "idol-of-ara-anu"},
    [CARD_ART(12)] = {{{OP_RESEARCH, RS_BLADE, 0, 0, 0}, END}, "inscribed-blade"},
    [CARD_ART(13)] = {{{OP_OCARINA, 0, 0, 0, 0}, END}, "guardians-ocarina"},
    [CARD_ART(14)] = {{{OP_EXILE, 0, 0, 0, 0}, {OP_ACTIVATE, ACT_CAMP_FREE, 0, 0, 0}, END},
                      "tigerclaw-hairpin"},
    [CARD_ART(15)] = {{{OP_OVERCOME, OV_OWN, 0, 0, 0}, END}, "war-club"},
    [CARD_ART(16)] = {{{OP_CHOICE, PR_SUNDIAL_TABLETS, 2, 0, 0}, END}, "sundial"},
    [CARD_ART(17)] = {{{OP_UPGRADE, 0, 0, 0, 0}, G(C_, 3), END}, "traders-scales"},
    [CARD_ART(18)] = {{{OP_FEAR, 0, 0, 0, 0}, G(A_, 2), END}, "hunting-arrows"},
    [CARD_ART(19)] = {{G(C_, 2), {OP_SUPPLY_ASST, 0, 0, 0, 0}, END}, "coconut-flask"},
    [CARD_ART(20)] = {{{OP_DRAW, 1, 0, 0, 0}, {OP_EXILE, 0, 0, 0, 0}, END}, "cleansing-cauldron"},
    [CARD_ART(21)] = {{G(C_, 1), {OP_SUPPLY_ASST, 1, 0, 0, 0}, END}, "ancient-wine"},
    [CARD_ART(22)] = {{{OP_HORN, 0, 0, 0, 0}, END}, "decorated-horn"},
    [CARD_ART(23)] = {{{OP_HAMMER, 0, 0, 0, 0}, END}, "ornate-hammer"},
    [CARD_ART(24)] = {{{OP_PAY, C_, 1, 1, 0}, {OP_ACTIVATE, ACT_TWO_CAMPS, 0, 0, 0}, END}, "star-charts"},
    [CARD_ART(25)] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "stone-jar"},
    [CARD_ART(26)] = {{ARCH(ARCH_DIG | ARCH_CAMP_ONLY | ARCH_DOUBLE, ICON_BOOT, 2, 0), END}, "passage-shell"},
    [CARD_ART(27)] = {{{OP_REFRESH, 0, 0, 0, 0}, END}, "ceremonial-rattle"},
    [CARD_ART(28)] = {{{OP_PAY_DISCARD, 0, 0, 1, 0}, {OP_REFRESH_ALL, 0, 0, 0, 0}, END}, "sacred-drum"},
    [CARD_ART(29)] = {{{OP_UPGRADE, 0, 0, 0, 0}, G(C_, 2), END}, "traders-coins"},
    [CARD_ART(30)] = {{{OP_STONEKEY, 0, 0, 0, 0}, END}, "stone-key"},
    [CARD_ART(31)] = {{{OP_OBSIDIAN, 0, 0, 0, 0}, END}, "obsidian-earring"},
    [CARD_ART(32)] = {{{OP_TOPTILE, 1, 0, 0, 0}, END}, "guiding-stone"},
    [CARD_ART(33)] = {{{OP_PAY, K_, 1, 1, 0}, {OP_TOPTILE, 2, 0, 0, 0}, END}, "guiding-skull"},
    [CARD_ART(34)] = {{{OP_FEAR, 0, 0, 0, 0}, G(C_, 1), G(T_, 3), END}, "runes-of-the-dead"},
    [CARD_ART(35)] = {{{OP_CROWN, 0, 0, 0, 0}, END}, "guardians-crown"},
    /* "pass to gain" alternatives */
    [PR_WATCH_PASS] = {{G(C_, 3), {OP_PASS, 0, 0, 0, 0}, END}, "pass-for-3-coins"},
    [PR_CHRONO_PASS] = {{G(K_, 3), {OP_PASS, 0, 0, 0, 0}, END}, "pass-for-3-compasses"},
    [PR_SUNDIAL_TABLETS] = {{G(T_, 2), END}, "2-tablets"},
    [PR_SUNDIAL_PASS] = {{G(J_, 1), {OP_PASS, 0, 0, 0, 0}, END}, "pass-for-jewel"},
    /* camp sites P0-P4 */
    [PR_CAMP0] = {{G(C_, 2), END}, "camp-2-coins"},
    [PR_CAMP1] = {{G(K_, 2), END}, "camp-2-compasses"},
    [PR_CAMP2] = {{G(T_, 2), END}, "camp-2-tablets"},
    [PR_CAMP3] = {{G(A_, 1), END}, "camp-arrowhead"},
    [PR_CAMP4] = {{{OP_PAY_DISCARD, 0, 0, 1, 0}, G(J_, 1), END}, "camp-card-for-jewel"},
    /* level I site tiles L1-01..L1-10 */
    [PR_TILE1 + 0] = {{{OP_CHOICE, PR_2COMPASS, 2, 0, 0}, END}, "L1-01"},
    [PR_TILE1 + 1] = {{G(C_, 1), G(A_, 1), END}, "L1-02"},
    [PR_TILE1 + 2] = {{G(C_, 1), G(T_, 1), {OP_DRAW, 1, 0, 0, 0}, END}, "L1-03"},
    [PR_TILE1 + 3] = {{G(K_, 1), G(A_, 1), END}, "L1-04"},
    [PR_TILE1 + 4] = {{G(C_, 1), G(T_, 2), END}, "L1-05"},
    [PR_TILE1 + 5] = {{G(T_, 1), G(A_, 1), END}, "L1-06"},
    [PR_TILE1 + 6] = {{G(A_, 1), {OP_DRAW, 1, 0, 0, 0}, END}, "L1-07"},
    [PR_TILE1 + 7] = {{{OP_FEAR, 0, 0, 0, 0}, G(T_, 1), G(J_, 1), END}, "L1-08"},
    [PR_TILE1 + 8] = {{{OP_FEAR, 0, 0, 0, 0}, G(K_, 1), G(J_, 1), END}, "L1-09"},
    [PR_TILE1 + 9] = {{G(J_, 1), END}, "L1-10"},
    /* level II site tiles L2-01..L2-06 */
    [PR_TILE1 + 10] = {{G(K_, 2), G(J_, 1), END}, "L2-01"},
    [PR_TILE1 + 11] = {{G(C_, 1), G(K_, 1), G(T_, 1), G(A_, 1), END}, "L2-02"},
    [PR_TILE1 + 12] = {{G(A_, 1), G(J_, 1), END}, "L2-03"},
    [PR_TILE1 + 13] = {{G(T_, 1), G(J_, 1), {OP_DRAW, 1, 0, 0, 0}, END}, "L2-04"},
    [PR_TILE1 + 14] = {{G(T_, 2), G(J_, 1), END}, "L2-05"},
    [PR_TILE1 + 15] = {{{OP_FEAR, 0, 0, 0, 0}, G(T_, 2), G(A_, 2), END}, "L2-06"},
    /* idol discovery rewards */
    [PR_IDOLR1 + 0] = {{G(C_, 1), END}, "idol-coin"},
    [PR_IDOLR1 + 1] = {{G(K_, 1), END}, "idol-compass"},
    [PR_IDOLR1 + 2] = {{G(T_, 1), END}, "idol-tablet"},
    [PR_IDOLR1 + 3] = {{{OP_EXILE, 0, 0, 0, 0}, END}, "idol-exile"},
    [PR_IDOLR1 + 4] = {{{OP_UPGRADE, 0, 0, 0, 0}, END}, "idol-upgrade"},
    [PR_IDOLR1 + 5] = {{{OP_REFRESH, 0, 0, 0, 0}, END}, "idol-refresh"},
    /* idol slot effects */
    [PR_SLOT0 + SLOT_JEWEL] = {{{OP_PAY, C_, 1, 1, 0}, G(J_, 1), END}, "slot-coin-for-jewel"},
    [PR_SLOT0 + SLOT_ARROW] = {{G(A_, 1), END}, "slot-arrowhead"},
    [PR_SLOT0 + SLOT_TABLETS] = {{G(T_, 2), END}, "slot-2-tablets"},
    [PR_SLOT0 + SLOT_COIN_COMPASS] = {{G(C_, 1), G(K_, 1), END}, "slot-coin-compass"},
    [PR_SLOT0 + SLOT_CARD] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "slot-card"},
    /* research bonus tiles */
    [PR_BONUS1 + 0] = {{G(C_, 1), END}, "bonus-coin"},
    [PR_BONUS1 + 1] = {{G(K_, 1), END}, "bonus-compass"},
    [PR_BONUS1 + 2] = {{G(T_, 1), END}, "bonus-tablet"},
    [PR_BONUS1 + 3] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "bonus-card"},
    [PR_BONUS1 + 4] = {{{OP_EXILE, 0, 0, 0, 0}, END}, "bonus-exile"},
    [PR_BONUS1 + 5] = {{{OP_UPGRADE, 0, 0, 0, 0}, END}, "bonus-upgrade"},
    /* Bird research rows 1-7: magnifying glass, then notebook */
    [PR_ROW + 0] = {{G(C_, 1), END}, "bird-glass-1"},
    [PR_ROW + 1] = {{G(K_, 1), END}, "bird-glass-2"},
    [PR_ROW + 2] = {{G(K_, 1), END}, "bird-glass-3"},
    [PR_ROW + 3] = {{G(K_, 1), END}, "bird-glass-4"},
    [PR_ROW + 4] = {{G(K_, 1), END}, "bird-glass-5"},
    [PR_ROW + 5] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "bird-glass-6"},
    [PR_ROW + 6] = {{G(K_, 1), END}, "bird-glass-7"},
    [PR_ROW + 7] = {{{OP_RECRUIT, 0, 0, 0, 0}, END}, "bird-notebook-1"},
    [PR_ROW + 8] = {{{OP_RECRUIT, 0, 0, 0, 0}, END}, "bird-notebook-2"},
    [PR_ROW + 9] = {{{OP_UPGRADE_ASST, 0, 0, 0, 0}, END}, "bird-notebook-3"},
    [PR_ROW + 10] = {{{OP_UPGRADE_ASST, 0, 0, 0, 0}, END}, "bird-notebook-4"},
    [PR_ROW + 11] = {{G(K_, 3), END}, "bird-notebook-5"},
    [PR_ROW + 12] = {{{OP_BUY, BUY_ART, 0, BUY_FREE, 0}, END}, "bird-notebook-6"},
    [PR_ROW + 13] = {{{OP_OVERCOME, OV_OWN, 0, 0, 0}, END}, "bird-notebook-7"},
    /* Snake research rows (R-ARNAK-34: row 2 glass = 2 coins; R-ARNAK-35: row 4 notebook =
     * free artifact) */
    [PR_ROW + 14] = {{G(C_, 1), END}, "snake-glass-1"},
    [PR_ROW + 15] = {{G(C_, 2), END}, "snake-glass-2"},
    [PR_ROW + 16] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "snake-glass-3"},
    [PR_ROW + 17] = {{{OP_RESCUE, 0, 0, 0, 0}, END}, "snake-glass-4"},
    [PR_ROW + 18] = {{{OP_UPGRADE_ASST, 0, 0, 0, 0}, END}, "snake-glass-5"},
    [PR_ROW + 19] = {{{OP_FEAR, 0, 0, 0, 0}, END}, "snake-glass-6"},
    [PR_ROW + 20] = {{{OP_FEAR, 0, 0, 0, 0}, END}, "snake-glass-7"},
    [PR_ROW + 21] = {{{OP_RECRUIT, 0, 0, 0, 0}, END}, "snake-notebook-1"},
    [PR_ROW + 22] = {{{OP_EXILE, 0, 0, 0, 0}, END}, "snake-notebook-2"},
    [PR_ROW + 23] = {{{OP_UPGRADE_ASST, 0, 0, 0, 0}, END}, "snake-notebook-3"},
    [PR_ROW + 24] = {{{OP_BUY, BUY_ART, 0, BUY_FREE, 0}, END}, "snake-notebook-4"},
    [PR_ROW + 25] = {{{OP_REFRESH, 0, 0, 0, 0}, END}, "snake-notebook-5"},
    [PR_ROW + 26] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "snake-notebook-6"},
    [PR_ROW + 27] = {{G(J_, 1), END}, "snake-notebook-7"},
    /* assistants A01-A12, silver then gold */
    [PR_ASST + 0] = {{G(C_, 2), END}, "A01-silver"},
    [PR_ASST + 1] = {{G(C_, 3), END}, "A01-gold"},
    [PR_ASST + 2] = {{G(T_, 1), END}, "A02-silver"},
    [PR_ASST + 3] = {{G(C_, 1), G(T_, 1), END}, "A02-gold"},
    [PR_ASST + 4] = {{{OP_PAY_TRAVEL, ICON_BOOT, 0, 1, 0}, G(A_, 1), END}, "A03-silver"},
    [PR_ASST + 5] = {{G(A_, 1), END}, "A03-gold"},
    [PR_ASST + 6] = {{{OP_PAY, C_, 1, 1, 0}, G(A_, 1), END}, "A04-silver"},
    [PR_ASST + 7] = {{{OP_PAY, C_, 1, 1, 0}, {OP_CHOICE, PR_GAIN_ARROW, 2, 0, 0}, END}, "A04-gold"},
    [PR_ASST + 8] = {{{OP_EXILE, 0, 0, 0, 0}, END}, "A05-silver"},
    [PR_ASST + 9] = {{G(K_, 1), {OP_EXILE, 0, 0, 0, 0}, END}, "A05-gold"},
    [PR_ASST + 10] = {{{OP_DRAW, 1, 0, 0, 0}, {OP_DISCARD, 0, 0, 0, 0}, END}, "A06-silver"},
    [PR_ASST + 11] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "A06-gold"},
    [PR_ASST + 12] = {{G(C_, 1), END}, "A07-silver"},
    [PR_ASST + 13] = {{G(C_, 2), END}, "A07-gold"},
    [PR_ASST + 14] = {{G(K_, 1), END}, "A08-silver"},
    [PR_ASST + 15] = {{G(K_, 1), G(C_, 1), END}, "A08-gold"},
    [PR_ASST + 16] = {{G(K_, 1), END}, "A09-silver"},
    [PR_ASST + 17] = {{G(K_, 1), G(C_, 1), END}, "A09-gold"},
    [PR_ASST + 18] = {{{OP_BUY, BUY_ITEM | BUY_ART, 1, 0, 0}, END}, "A10-silver"},
    [PR_ASST + 19] = {{{OP_BUY, BUY_ITEM | BUY_ART, 2, 0, 0}, END}, "A10-gold"},
    [PR_ASST + 20] = {{{OP_UPGRADE, 0, 0, 0, 0}, END}, "A11-silver"},
    [PR_ASST + 21] = {{G(K_, 1), {OP_UPGRADE, 0, 0, 0, 0}, END}, "A11-gold"},
    [PR_ASST + 22] = {{G(K_, 1), END}, "A12-silver"},
    [PR_ASST + 23] = {{G(K_, 2), END}, "A12-gold"},
    /* guardian boons that are free actions */
    [PR_BOON_EXILE] = {{{OP_EXILE, 0, 0, 0, 0}, END}, "boon-exile"},
    [PR_BOON_DRAW] = {{{OP_DRAW, 1, 0, 0, 0}, END}, "boon-draw"},
    [PR_BOON_UPGRADE] = {{{OP_UPGRADE, 0, 0, 0, 0}, END}, "boon-upgrade"},
    /* L1-01: 2 compasses or any item from the row for free */
    [PR_2COMPASS] = {{G(K_, 2), END}, "2-compasses"},
    [PR_FREE_ITEM] = {{{OP_BUY, BUY_ITEM, 0, BUY_FREE, 0}, END}, "free-item"},
    /* Army Knife: two different of exile / coin / compass / tablet (order never matters) */
    [PR_KNIFE0 + 0] = {{{OP_EXILE, 0, 0, 0, 0}, G(C_, 1), END}, "exile+coin"},
    [PR_KNIFE0 + 1] = {{{OP_EXILE, 0, 0, 0, 0}, G(K_, 1), END}, "exile+compass"},
    [PR_KNIFE0 + 2] = {{{OP_EXILE, 0, 0, 0, 0}, G(T_, 1), END}, "exile+tablet"},
    [PR_KNIFE0 + 3] = {{G(C_, 1), G(K_, 1), END}, "coin+compass"},
    [PR_KNIFE0 + 4] = {{G(C_, 1), G(T_, 1), END}, "coin+tablet"},
    [PR_KNIFE0 + 5] = {{G(K_, 1), G(T_, 1), END}, "compass+tablet"},
    /* A04 gold */
    [PR_GAIN_ARROW] = {{G(A_, 1), END}, "arrowhead"},
    [PR_GAIN_JEWEL] = {{G(J_, 1), END}, "jewel"},
};

const eff_op *ak_prog_code(int prog)
{
    if (prog <= 0 || prog >= PR_COUNT)
        return PROGS[0].ops;
    return PROGS[prog].ops;
}

const char *ak_prog_name(int prog)
{
    if (prog <= 0 || prog >= PR_COUNT || !PROGS[prog].name)
        return "none";
    return PROGS[prog].name;
}
