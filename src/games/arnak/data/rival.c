/* rival.c - the 15 action tiles of the solo rival expedition as data.
 *
 * Provenance tags (docs/RULE_READINGS.md#sources; the readings are R-ARNAK-50
 * to 57):
 *   [RB]  printed rulebook, "Solo Variant" - certain;
 *   [TTS] the Tabletop Simulator mod's tiles - an independent transcription;
 *   [WEB] a third-party web engine's transcription - not audited;
 *   [INF] inference (reasoning in docs/RULE_READINGS.md).
 * Each field below names its source; a correction is a one-line change.
 *
 * Fields: name, kind, dig resource, red, decision arrow, acts in round V,
 * Discover level per round I..V, guardian per round I..V.
 *  - dig resources: coin, compass, tablet, arrowhead, jewel - agreed [TTS][WEB].
 *  - arrows: only [WEB] gives them; self-consistent [INF]: the dig tiles give
 *    3 left / 2 right and each green/red pair shares one direction, so every
 *    legal 10-tile stack has 5 left and 5 right, as the rulebook requires [RB].
 *  - round V: green Discover, Research and Overcome do nothing [RB]; green Buy
 *    Item acts ([TTS]; [WEB] marks it as doing nothing; the rulebook's Buy Item
 *    paragraph names no exception, so we follow [TTS]).
 *  - Discover table: agreed [TTS][WEB] (R-ARNAK-52):
 *        round   green               red
 *        I       level I + guardian  level I
 *        II      level I             level I + guardian
 *        III     level I + guardian  level I
 *        IV      level II            level II + guardian
 *        V       nothing             level II
 */
#include "data.h"

const rival_tile_def ARNAK_RIVAL_TILES[RIVAL_TILE_COUNT] = {
    /* dig tiles: resource [TTS][WEB], arrow [WEB], act in round V [RB] */
    {"dig-coin", RK_DIG, RES_COIN, 0, RIVAL_LEFT, 1, {0}, {0}},
    {"dig-compass", RK_DIG, RES_COMPASS, 0, RIVAL_RIGHT, 1, {0}, {0}},
    {"dig-tablet", RK_DIG, RES_TABLET, 0, RIVAL_LEFT, 1, {0}, {0}},
    {"dig-arrowhead", RK_DIG, RES_ARROW, 0, RIVAL_RIGHT, 1, {0}, {0}},
    {"dig-jewel", RK_DIG, RES_JEWEL, 0, RIVAL_LEFT, 1, {0}, {0}},
    /* Discover: arrow right [WEB]; green nothing in round V [RB]; table [TTS][WEB] */
    {"discover-green", RK_DISCOVER, 0, 0, RIVAL_RIGHT, 0, {1, 1, 1, 2, 0}, {1, 0, 1, 0, 0}},
    {"discover-red", RK_DISCOVER, 0, 1, RIVAL_RIGHT, 1, {1, 1, 1, 2, 2}, {0, 1, 0, 1, 0}},
    /* Research: arrow left [WEB]; green nothing in round V [RB] */
    {"research-green", RK_RESEARCH, 0, 0, RIVAL_LEFT, 0, {0}, {0}},
    {"research-red", RK_RESEARCH, 0, 1, RIVAL_LEFT, 1, {0}, {0}},
    /* Overcome: arrow right [WEB]; green nothing in round V [RB] */
    {"overcome-green", RK_OVERCOME, 0, 0, RIVAL_RIGHT, 0, {0}, {0}},
    {"overcome-red", RK_OVERCOME, 0, 1, RIVAL_RIGHT, 1, {0}, {0}},
    /* Buy item: green lowest, red highest points [RB]; arrow left [WEB];
     * green acts in round V [TTS] (see above) */
    {"buy-item-green", RK_BUY_ITEM, 0, 0, RIVAL_LEFT, 1, {0}, {0}},
    {"buy-item-red", RK_BUY_ITEM, 0, 1, RIVAL_LEFT, 1, {0}, {0}},
    /* Buy artifact: as items [RB]; arrow right [WEB]; both act in round V [RB][TTS][WEB] */
    {"buy-artifact-green", RK_BUY_ART, 0, 0, RIVAL_RIGHT, 1, {0}, {0}},
    {"buy-artifact-red", RK_BUY_ART, 0, 1, RIVAL_RIGHT, 1, {0}, {0}},
};
