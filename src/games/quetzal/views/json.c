/* json.c - Quetzal as JSON: the per-viewer view, the scores, events (from the
 * wording table) and the facts of an action.  Positions are in position.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/quetzal/internal.h"

static json_t *card_json(int c)
{
    char w[32];
    qz_card_text(c, w, sizeof w);
    return json_string(w);
}

static json_t *spots_json(bool *bad, const quetzal_state *s)
{
    json_t *o = json_object();
    for (int i = 1; i < QZ_SPOTS; i++) {
        if (i == QZ_HARBOR)
            continue;
        const quetzal_spot *x = &s->spot[i];
        json_t *y = json_object();
        game_json_put(bad, y, "type",
                      json_string(qz_spot_type(i) == QZ_BIDDING ? "bidding" : "unique"));
        game_json_put(bad, y, "covered", json_boolean(qz_covered(s, i)));
        if (x->owner == QZ_AUTOMA)
            game_json_put(bad, y, "automa", json_true());
        else if (x->owner != QZ_NONE)
            game_json_put(bad, y, "owner", json_integer(x->owner));
        if (x->owner != QZ_NONE) {
            game_json_put(bad, y, "count", json_integer(x->n));
            game_json_put(bad, y, "kind",
                          json_string(x->kind == QZ_ADV    ? "adventurer"
                                      : x->kind == QZ_ARCH ? "archaeologist"
                                                           : "either"));
            /* the faces placed: a board draws a wild meeple standing, a side lying */
            json_t *f = json_object();
            for (int k = 0; k < QZ_FACES; k++)
                game_json_put(bad, f, QZ_FACE_NAMES[k], json_integer(x->face[k]));
            game_json_put(bad, y, "faces", f);
        }
        game_json_put(bad, o, QZ_SPOT_NAMES[i], y);
    }
    json_t *h = json_array();
    for (int i = 0; i < s->harbor_n; i++)
        game_json_add(bad, h, json_integer(s->harbor[i]));
    game_json_put(bad, o, "harbor", h);
    return o;
}

static json_t *player_json(bool *bad, const quetzal_state *s, int p, bool hand)
{
    json_t *o = json_object();
    game_json_put(bad, o, "score", json_integer(quetzal_score(s, p)));
    game_json_put(bad, o, "coins", json_integer(s->coins[p]));
    game_json_put(bad, o, "discovery", json_integer(s->disc[p]));
    game_json_put(bad, o, "hand_count", json_integer(s->hand_n[p]));
    json_t *pool = json_object();
    for (int f = 0; f < QZ_FACES; f++)
        game_json_put(bad, pool, QZ_FACE_NAMES[f], json_integer(s->pool[p][f]));
    game_json_put(bad, o, "meeples", pool);
    game_json_put(bad, o, "team", json_integer(s->team[p]));
    json_t *cards = json_array(), *known = json_array();
    for (int c = 0; c < QZ_KINDS; c++) {
        for (int i = 0; hand && i < s->hand[p][c]; i++)
            game_json_add(bad, cards, card_json(c));
        for (int i = 0; i < s->known[p][c]; i++)
            game_json_add(bad, known, card_json(c));
    }
    if (hand)
        game_json_put(bad, o, "hand", cards);
    else
        json_decref(cards);
    game_json_put(bad, o, "known", known);
    json_t *upg = json_array();
    for (int u = 0; u < QZ_TILE_KINDS; u++)
        for (int i = 0; i < s->owned[p][u]; i++) {
            json_t *t = json_object();
            game_json_put(bad, t, "name", json_string(QZ_TILE_NAMES[u]));
            game_json_put(bad, t, "used", json_boolean(i >= s->active[p][u]));
            game_json_add(bad, upg, t);
        }
    game_json_put(bad, o, "upgrades", upg);
    return o;
}

static const char *const PHASE_NAMES[] = {"place", "camp", "temple", "market", "village",
                                          "deliver", "over"};

json_t *qz_view_json(const void *st, int viewer)
{
    const quetzal_state *s = st;
    if (!s || (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR &&
               (viewer < 0 || viewer >= s->nplayers)))
        return NULL;
    quetzal_state o = *s;
    if (viewer != GAME_VIEW_ALL)
        qz_observe(s, viewer, &o);
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    game_json_put(bad, j, "game", json_string("quetzal"));
    game_json_put(bad, j, "viewer", json_integer(viewer));
    game_json_put(bad, j, "round", json_integer(o.round < QZ_ROUNDS ? o.round + 1 : QZ_ROUNDS));
    game_json_put(bad, j, "rounds", json_integer(QZ_ROUNDS));
    game_json_put(bad, j, "phase", json_string(PHASE_NAMES[o.phase % 7]));
    game_json_put(bad, j, "over", json_boolean(o.phase == QZ_PH_OVER));
    if (o.phase != QZ_PH_OVER)
        game_json_put(bad, j, "current", json_integer(o.cur));
    if (o.placing) /* the space chosen, its meeples to choose */
        game_json_put(bad, j, "placing", json_string(QZ_SPOT_NAMES[o.placing - 1]));
    game_json_put(bad, j, "first", json_integer(o.first));
    game_json_put(bad, j, "automa", json_boolean(o.automa));
    if (o.automa_card != QZ_NONE)
        game_json_put(bad, j, "automa_card", json_integer(o.automa_card + 1));
    game_json_put(bad, j, "deck_count", json_integer(o.deck_n));
    game_json_put(bad, j, "upgrade_stack", json_integer(o.upg_n));
    json_t *disp = json_array(), *sites = json_array(), *vil = json_array(), *dis = json_object();
    for (int i = 0; i < QZ_DISPLAY; i++)
        game_json_add(bad, disp, o.display[i] == QZ_NONE ? json_null() : card_json(o.display[i]));
    for (int i = 0; i < QZ_SITES; i++) {
        json_t *x = json_array();
        for (int k = 0; k < QZ_SITE_CARDS; k++)
            if (o.site[i][k] != QZ_NONE)
                game_json_add(bad, x, card_json(o.site[i][k]));
        game_json_add(bad, sites, x);
    }
    for (int i = 0; i < QZ_VILLAGE; i++)
        game_json_add(bad, vil,
                      o.village[i] < QZ_TILE_KINDS ? json_string(QZ_TILE_NAMES[o.village[i]])
                                                   : json_null());
    for (int c = 0; c < QZ_KINDS; c++)
        if (o.discard[c]) {
            char w[32];
            qz_card_text(c, w, sizeof w);
            game_json_put(bad, dis, w, json_integer(o.discard[c]));
        }
    game_json_put(bad, j, "temple", disp);
    game_json_put(bad, j, "sites", sites);
    game_json_put(bad, j, "village", vil);
    game_json_put(bad, j, "discard", dis);
    game_json_put(bad, j, "spaces", spots_json(bad, &o));
    json_t *pl = json_array();
    for (int p = 0; p < o.nplayers; p++)
        game_json_add(bad, pl, player_json(bad, &o, p, viewer == GAME_VIEW_ALL || viewer == p));
    game_json_put(bad, j, "players", pl);
    if (viewer == GAME_VIEW_ALL) {
        json_t *h = json_object(), *deck = json_array();
        for (int i = 0; i < o.deck_n; i++)
            game_json_add(bad, deck, card_json(o.deck[i]));
        game_json_put(bad, h, "deck", deck);
        game_json_put(bad, j, "hidden", h);
    }
    return game_json_done(flag, j);
}

json_t *qz_scores_json(const void *st)
{
    const quetzal_state *s = st;
    if (!s)
        return NULL;
    bool flag = false, *bad = &flag;
    bool win[QZ_MAX_PLAYERS];
    quetzal_winners(s, win);
    json_t *players = json_array(), *winners = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        int v[QUETZAL_SCORE_PARTS];
        quetzal_score_parts(s, p, v);
        json_t *o = json_object();
        for (int i = 0; i < QUETZAL_SCORE_PARTS; i++)
            game_json_put(bad, o, QUETZAL_GAME.score_part_names[i], json_integer(v[i]));
        game_json_add(bad, players, o);
        if (s->phase == QZ_PH_OVER && win[p])
            game_json_add(bad, winners, json_integer(p));
    }
    json_t *j = json_object();
    game_json_put(bad, j, "players", players);
    game_json_put(bad, j, "winners", winners);
    game_json_put(bad, j, "over", json_boolean(s->phase == QZ_PH_OVER));
    /* the categories that add up to each total: those before "total" */
    json_t *parts = json_array();
    for (int i = 0; strcmp(QUETZAL_GAME.score_part_names[i], "total") != 0; i++)
        game_json_add(bad, parts, json_string(QUETZAL_GAME.score_part_names[i]));
    game_json_put(bad, j, "parts", parts);
    game_json_put(bad, j, "tiebreak", json_string("discovery"));
    return game_json_done(flag, j);
}

json_t *qz_event_json(const game_event *e)
{
    return game_words_event_json(&QZ_WORDS, e);
}

json_t *qz_action_info(const void *st, game_action a)
{
    const quetzal_state *s = st;
    if (!s || s->phase == QZ_PH_OVER || !qz_is_legal(s, a))
        return NULL;
    int k = QZ_AKIND(a), arg = QZ_AARG(a), p = s->cur;
    char text[64];
    qz_action_to_string(s, a, text, sizeof text);
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    game_json_put(bad, j, "kind", json_string(QZ_ACTION_KINDS[k]));
    game_json_put(bad, j, "text", json_string(text));
    game_json_put(bad, j, "player", json_integer(p));
    switch (k) {
    case QZ_A_PLACE: {
        int spot = QZ_P_SPOT(arg), n = QZ_P_N(arg);
        game_json_put(bad, j, "space", json_string(QZ_SPOT_NAMES[spot]));
        game_json_put(bad, j, "count", json_integer(n));
        game_json_put(bad, j, "as", json_string(QZ_P_KIND(arg) ? "archaeologist" : "adventurer"));
        game_json_put(bad, j, "character", json_boolean(QZ_P_CHAR(arg)));
        game_json_put(bad, j, "cost", json_integer(qz_place_cost(s, p, spot, n)));
        break;
    }
    case QZ_A_SPACE: { /* what the cheapest placement there costs */
        game_json_put(bad, j, "space", json_string(QZ_SPOT_NAMES[arg]));
        game_json_put(bad, j, "cost", json_integer(qz_place_cost(s, p, arg, 1)));
        break;
    }
    case QZ_A_REROLL:
        game_json_put(bad, j, "face", json_string(QZ_FACE_NAMES[arg]));
        break;
    case QZ_A_RECALL:
        game_json_put(bad, j, "space", json_string(QZ_SPOT_NAMES[arg]));
        break;
    case QZ_A_PICK:
    case QZ_A_SELL:
        game_json_put(bad, j, "card", card_json(arg));
        break;
    case QZ_A_UPGRADE:
        game_json_put(bad, j, "slot", json_integer(arg));
        game_json_put(bad, j, "upgrade", json_string(QZ_TILE_NAMES[s->village[arg]]));
        break;
    case QZ_A_DELIVER:
        game_json_put(bad, j, "artifact", json_string(QZ_TYPE_NAMES[arg / 4]));
        game_json_put(bad, j, "count", json_integer(arg % 4));
        game_json_put(bad, j, "points", json_integer(QZ_DATA.lot[arg / 4][arg % 4 - 1]));
        break;
    default:
        break;
    }
    return game_json_done(flag, j);
}
