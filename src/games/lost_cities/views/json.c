/* views/json.c - Lost Cities as JSON (views/json.h): views per viewer,
 * scores, events, action info (positions are position.c).
 *
 * Cards are strings "red 5".  A view for one player lists other hands only as
 * a count plus the cards everybody knows in them (taken from a discard pile);
 * the draw pile and the removed cards are counts.  GAME_VIEW_ALL adds them
 * under "hidden". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/lost_cities/internal.h"

const char *const LC_PHASE_NAMES[4] = {"play", "move", "draw", "over"};
static const char *const dir_names[] = {"open", "up", "down"};
static const char *const tile_names[] = {"none", "artefact", "points", "arrow"};

/* an object {"color": name, key: v} */
static json_t *colored(bool *bad, int c, const char *key, json_t *v)
{
    json_t *o = json_object();
    game_json_put(bad, o, "color", json_string(LC_COLOR_NAMES[c]));
    game_json_put(bad, o, key, v);
    return o;
}

json_t *lc_card_json(int t)
{
    char b[24];
    lc_card_text(t, b, sizeof b);
    return json_string(b);
}

json_t *lc_counts_json(bool *bad, const uint8_t *cnt)
{
    json_t *a = json_array();
    for (int t = 0; t < LC_TYPES; t++)
        for (int i = 0; i < cnt[t]; i++)
            game_json_add(bad, a, lc_card_json(t));
    return a;
}

static json_t *tiles_json(bool *bad, const lost_cities_state *s)
{
    json_t *paths = json_array();
    for (int c = 0; c < LC_COLORS; c++) {
        json_t *row = json_array();
        for (int st = 0; st < LC_STEPS; st++) {
            if (!s->tile[c][st])
                continue;
            json_t *t = json_object();
            game_json_put(bad, t, "step", json_integer(st + 1));
            game_json_put(bad, t, "kind", json_string(tile_names[s->tile[c][st]]));
            if (s->tile[c][st] == LC_TILE_VP)
                game_json_put(bad, t, "points", json_integer(s->tile_vp[c][st]));
            game_json_add(bad, row, t);
        }
        game_json_add(bad, paths, colored(bad, c, "tiles", row));
    }
    return paths;
}

json_t *lc_view_json(const void *st, int viewer)
{
    const lost_cities_state *s = st;
    if (!s || (viewer != GAME_VIEW_ALL && (viewer < 0 || viewer >= s->nplayers)))
        return NULL;
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    game_json_put(bad, j, "game", json_string("lost-cities"));
    game_json_put(bad, j, "viewer", viewer == GAME_VIEW_ALL ? json_null() : json_integer(viewer));
    game_json_put(bad, j, "players", json_integer(s->nplayers));
    game_json_put(bad, j, "short", json_boolean(s->opt_short));
    game_json_put(bad, j, "updown", json_boolean(s->opt_updown));
    game_json_put(bad, j, "expedition", json_integer(s->expedition + 1));
    game_json_put(bad, j, "expeditions", json_integer(s->nexp));
    game_json_put(bad, j, "phase", json_string(LC_PHASE_NAMES[s->phase & 3]));
    game_json_put(bad, j, "current", s->cur == LC_NONE ? json_null() : json_integer(s->cur));
    game_json_put(bad, j, "start_player", json_integer(s->start_player));
    game_json_put(bad, j, "crossed", json_integer(s->crossed));
    game_json_put(bad, j, "draw_pile", json_integer(s->deck_n));
    game_json_put(bad, j, "removed", json_integer(s->removed_n));
    game_json_put(bad, j, "over", json_boolean(s->phase == LC_PH_OVER));
    json_t *piles = json_array();
    for (int c = 0; c < LC_COLORS; c++) {
        json_t *cards = json_array();
        for (int i = 0; i < s->pile_n[c]; i++)
            game_json_add(bad, cards, lc_card_json(s->pile[c][i]));
        game_json_add(bad, piles, colored(bad, c, "cards", cards));
    }
    game_json_put(bad, j, "discard_piles", piles);
    game_json_put(bad, j, "tiles", tiles_json(bad, s));
    json_t *seats = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        json_t *o = json_object();
        game_json_put(bad, o, "chips", json_integer(s->chips[p]));
        game_json_put(bad, o, "artefact_tiles", json_integer(s->art_tiles[p]));
        game_json_put(bad, o, "artefact_chips", json_integer(s->art_chips[p]));
        game_json_put(bad, o, "hand_count", json_integer(s->hand_n[p]));
        if (viewer == GAME_VIEW_ALL || viewer == p)
            game_json_put(bad, o, "hand", lc_counts_json(bad, s->hand[p]));
        game_json_put(bad, o, "known", lc_counts_json(bad, s->known[p]));
        json_t *paths = json_array();
        for (int c = 0; c < LC_COLORS; c++) {
            if (!s->step[p][c])
                continue;
            json_t *cards = json_array();
            for (int v = 0; v < LC_VALUES; v++)
                for (int i = 0; i < s->played[p][LC_TYPE(c, v)]; i++)
                    game_json_add(bad, cards, lc_card_json(LC_TYPE(c, v)));
            json_t *path = colored(bad, c, "cards", cards);
            game_json_put(bad, path, "step", json_integer(s->step[p][c]));
            game_json_put(bad, path, "researcher", json_boolean(s->res_path[p] == c));
            game_json_put(bad, path, "last", json_integer(s->last[p][c]));
            game_json_put(bad, path, "direction", json_string(dir_names[s->dir[p][c] % 3]));
            game_json_add(bad, paths, path);
        }
        game_json_put(bad, o, "paths", paths);
        game_json_put(bad, o, "score", json_integer(lost_cities_score(s, p)));
        game_json_add(bad, seats, o);
    }
    game_json_put(bad, j, "seats", seats);
    if (viewer == GAME_VIEW_ALL) {
        json_t *deck = json_array(), *rem = json_array();
        for (int i = 0; i < s->deck_n; i++)
            game_json_add(bad, deck, lc_card_json(s->deck[i]));
        for (int i = 0; i < s->removed_n; i++)
            game_json_add(bad, rem, lc_card_json(s->removed[i]));
        json_t *h = json_object();
        game_json_put(bad, h, "draw_pile", deck);
        game_json_put(bad, h, "removed", rem);
        game_json_put(bad, j, "hidden", h);
    }
    return game_json_done(flag, j);
}

/* What decided first place once the game is over, when first place was tied
 * on points: "artefact_chips" (the most artefact chips [RB]), or
 * "artefact_chips_shared" (tied on those too: a shared win); NULL when no tie. */
static const char *lc_tiebreak(const lost_cities_state *s)
{
    if (s->phase != LC_PH_OVER)
        return NULL;
    int best = -1, tied = 0;
    for (int p = 0; p < s->nplayers; p++)
        if (lost_cities_score(s, p) > best)
            best = lost_cities_score(s, p);
    for (int p = 0; p < s->nplayers; p++)
        tied += lost_cities_score(s, p) == best;
    if (tied < 2)
        return NULL;
    bool win[LC_MAX_PLAYERS];
    return lost_cities_winners(s, win) > 1 ? "artefact_chips_shared" : "artefact_chips";
}

json_t *lc_scores_json(const void *st)
{
    const lost_cities_state *s = st;
    if (!s)
        return NULL;
    bool flag = false, *bad = &flag;
    bool win[LC_MAX_PLAYERS];
    lost_cities_winners(s, win);
    json_t *players = json_array(), *winners = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        int v[LOST_CITIES_SCORE_PARTS];
        lost_cities_score_parts(s, p, v);
        json_t *o = json_object();
        for (int i = 0; i < LOST_CITIES_SCORE_PARTS; i++)
            game_json_put(bad, o, LOST_CITIES_GAME.score_part_names[i], json_integer(v[i]));
        game_json_add(bad, players, o);
        if (s->phase == LC_PH_OVER && win[p])
            game_json_add(bad, winners, json_integer(p));
    }
    json_t *j = json_object();
    game_json_put(bad, j, "players", players);
    game_json_put(bad, j, "winners", winners);
    game_json_put(bad, j, "over", json_boolean(s->phase == LC_PH_OVER));
    /* The categories that add up to each total: those before "total" (chips are
     * figures + tiles, and artefact chips a count for the tie-break, not points) */
    json_t *parts = json_array();
    for (int i = 0; strcmp(LOST_CITIES_GAME.score_part_names[i], "total") != 0; i++)
        game_json_add(bad, parts, json_string(LOST_CITIES_GAME.score_part_names[i]));
    game_json_put(bad, j, "parts", parts);
    const char *tie = lc_tiebreak(s);
    if (tie)
        game_json_put(bad, j, "tiebreak", json_string(tie));
    return game_json_done(flag, j);
}

json_t *lc_event_json(const game_event *e) { return game_words_event_json(&LC_WORDS, e); }

json_t *lc_action_info(const void *st, game_action a)
{
    const lost_cities_state *s = st;
    if (!s || !lc_is_legal(s, a))
        return NULL;
    static const char *const kinds[] = {"?",    "start", "play", "discard",
                                        "move", "skip",  "draw", "take"};
    int p = s->cur, arg = LC_AARG(a), k = LC_AKIND(a);
    char text[64];
    lc_action_to_string(s, a, text, sizeof text);
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    game_json_put(bad, j, "kind", json_string(kinds[k]));
    game_json_put(bad, j, "text", json_string(text));
    game_json_put(bad, j, "player", json_integer(p));
    int c = -1, t = -1;
    switch (k) {
    case LC_A_START:
        c = arg / 2;
        t = lc_lowest_of_color(s, p, c);
        game_json_put(bad, j, "figure", json_string(arg & 1 ? "researcher" : "adventurer"));
        game_json_put(bad, j, "to_step", json_integer(1));
        game_json_put(bad, j, "step_points", json_integer(lost_cities_step_value(1)));
        break;
    case LC_A_PLAY:
        c = LC_COLOR_OF(arg), t = arg;
        game_json_put(bad, j, "figure",
                      json_string(s->res_path[p] == c ? "researcher" : "adventurer"));
        game_json_put(bad, j, "from_step", json_integer(s->step[p][c]));
        game_json_put(bad, j, "bonus", json_boolean(s->step[p][c] >= LC_STEPS));
        if (s->step[p][c] < LC_STEPS) {
            int to = s->step[p][c] + 1;
            game_json_put(bad, j, "to_step", json_integer(to));
            game_json_put(bad, j, "step_points", json_integer(lost_cities_step_value(to)));
            game_json_put(bad, j, "tile", json_string(tile_names[s->tile[c][to - 1]]));
            game_json_put(bad, j, "crosses_bridge", json_boolean(to == LC_BRIDGE_STEP));
        }
        break;
    case LC_A_DISCARD:
        c = LC_COLOR_OF(arg), t = arg;
        break;
    case LC_A_MOVE: {
        c = arg;
        int to = s->step[p][c] + 1;
        game_json_put(bad, j, "figure",
                      json_string(s->res_path[p] == c ? "researcher" : "adventurer"));
        game_json_put(bad, j, "from_step", json_integer(s->step[p][c]));
        game_json_put(bad, j, "to_step", json_integer(to));
        game_json_put(bad, j, "step_points", json_integer(lost_cities_step_value(to)));
        game_json_put(bad, j, "tile", json_string(tile_names[s->tile[c][to - 1]]));
        game_json_put(bad, j, "crosses_bridge", json_boolean(to == LC_BRIDGE_STEP));
        break;
    }
    case LC_A_TAKE:
        c = arg, t = s->pile[c][s->pile_n[c] - 1];
        break;
    default:
        break;
    }
    if (c >= 0)
        game_json_put(bad, j, "color", json_string(LC_COLOR_NAMES[c]));
    if (t >= 0)
        game_json_put(bad, j, "card", lc_card_json(t));
    if (j && !lc_decision_json(s, j))
        flag = true;
    return game_json_done(flag, j);
}
