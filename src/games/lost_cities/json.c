/* json.c - Lost Cities as JSON: views per viewer, scores, events, action
 * info, and positions (the whole state as a JSON text, written and read back
 * with every field checked; docs/LOST_CITIES.md describes the format).
 *
 * Cards are strings "red 5".  A view for one player lists other hands only as
 * a count plus the cards everybody knows in them (taken from a discard pile);
 * the draw pile and the removed cards are counts.  GAME_VIEW_ALL adds them
 * under "hidden". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char *const phase_names[] = {"play", "move", "draw", "over"};
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

static json_t *card_json(int t)
{
    char b[24];
    lc_card_text(t, b, sizeof b);
    return json_string(b);
}

static json_t *counts_json(bool *bad, const uint8_t *cnt)
{
    json_t *a = json_array();
    for (int t = 0; t < LC_TYPES; t++)
        for (int i = 0; i < cnt[t]; i++)
            game_json_add(bad, a, card_json(t));
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
    game_json_put(bad, j, "phase", json_string(phase_names[s->phase & 3]));
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
            game_json_add(bad, cards, card_json(s->pile[c][i]));
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
            game_json_put(bad, o, "hand", counts_json(bad, s->hand[p]));
        game_json_put(bad, o, "known", counts_json(bad, s->known[p]));
        json_t *paths = json_array();
        for (int c = 0; c < LC_COLORS; c++) {
            if (!s->step[p][c])
                continue;
            json_t *cards = json_array();
            for (int v = 0; v < LC_VALUES; v++)
                for (int i = 0; i < s->played[p][LC_TYPE(c, v)]; i++)
                    game_json_add(bad, cards, card_json(LC_TYPE(c, v)));
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
            game_json_add(bad, deck, card_json(s->deck[i]));
        for (int i = 0; i < s->removed_n; i++)
            game_json_add(bad, rem, card_json(s->removed[i]));
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
        int ap =
            s->phase == LC_PH_OVER ? lost_cities_artefact_points(s->art_chips[p], s->opt_short) : 0;
        game_json_add(bad, players,
                      json_pack("{s:i, s:i, s:i, s:i, s:i, s:i}", "tiles", s->tile_points[p],
                                "figures", s->figure_points[p], "chips", s->chips[p],
                                "artefact_chips", s->art_chips[p], "artefacts", ap, "total",
                                lost_cities_score(s, p)));
        if (s->phase == LC_PH_OVER && win[p])
            game_json_add(bad, winners, json_integer(p));
    }
    json_t *j = json_object();
    game_json_put(bad, j, "players", players);
    game_json_put(bad, j, "winners", winners);
    game_json_put(bad, j, "over", json_boolean(s->phase == LC_PH_OVER));
    /* The categories that add up to each total (chips are figures + tiles, and
     * artefact chips a count for the tie-break, not points) */
    game_json_put(bad, j, "parts", json_pack("[s, s, s]", "figures", "tiles", "artefacts"));
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
        game_json_put(bad, j, "card", card_json(t));
    if (j && !lc_decision_json(s, j))
        flag = true;
    return game_json_done(flag, j);
}

/* ---- positions ------------------------------------------------------------------------ */

#define POSITION_FORMAT "lost-cities-position 1"

static json_t *cards_array(bool *bad, const uint8_t *c, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        game_json_add(bad, a, card_json(c[i]));
    return a;
}

static json_t *u8_array(bool *bad, const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        game_json_add(bad, a, json_integer(v[i]));
    return a;
}

char *lc_position_write(const void *st)
{
    const lost_cities_state *s = st;
    if (!s)
        return NULL;
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    game_json_put(bad, j, "format", json_string(POSITION_FORMAT));
    game_json_put(bad, j, "players", json_integer(s->nplayers));
    game_json_put(bad, j, "short", json_integer(s->opt_short));
    game_json_put(bad, j, "updown", json_integer(s->opt_updown));
    game_json_put(bad, j, "rng", game_json_hex64(s->rng));
    game_json_put(bad, j, "expedition", json_integer(s->expedition));
    game_json_put(bad, j, "current", json_integer(s->cur == LC_NONE ? -1 : s->cur));
    game_json_put(bad, j, "start_player", json_integer(s->start_player));
    game_json_put(bad, j, "phase", json_string(phase_names[s->phase & 3]));
    game_json_put(bad, j, "move_reason", json_integer(s->move_reason));
    game_json_put(bad, j, "discarded",
                  s->discarded == LC_NONE ? json_null() : card_json(s->discarded));
    game_json_put(bad, j, "crossed", json_integer(s->crossed));
    game_json_put(bad, j, "ended_by", json_integer(s->ended_by));
    game_json_put(bad, j, "turns", json_integer(s->turns));
    game_json_put(bad, j, "deck", cards_array(bad, s->deck, s->deck_n));
    game_json_put(bad, j, "removed", cards_array(bad, s->removed, s->removed_n));
    json_t *piles = json_array(), *tiles = json_array();
    for (int c = 0; c < LC_COLORS; c++) {
        game_json_add(bad, piles, cards_array(bad, s->pile[c], s->pile_n[c]));
        json_t *row = json_array();
        for (int stp = 0; stp < LC_STEPS; stp++) {
            char cell[8];
            int k = s->tile[c][stp];
            if (k == LC_TILE_VP)
                snprintf(cell, sizeof cell, "%d", s->tile_vp[c][stp]);
            else
                snprintf(cell, sizeof cell, "%s",
                         k == LC_TILE_ART     ? "A"
                         : k == LC_TILE_ARROW ? ">"
                                              : ".");
            game_json_add(bad, row, json_string(cell));
        }
        game_json_add(bad, tiles, row);
    }
    game_json_put(bad, j, "piles", piles);
    game_json_put(bad, j, "tiles", tiles);
    json_t *seats = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        json_t *o = json_object();
        game_json_put(bad, o, "hand", counts_json(bad, s->hand[p]));
        game_json_put(bad, o, "known", counts_json(bad, s->known[p]));
        game_json_put(bad, o, "played", counts_json(bad, s->played[p]));
        game_json_put(bad, o, "step", u8_array(bad, s->step[p], LC_COLORS));
        game_json_put(bad, o, "last", u8_array(bad, s->last[p], LC_COLORS));
        game_json_put(bad, o, "direction", u8_array(bad, s->dir[p], LC_COLORS));
        game_json_put(bad, o, "researcher",
                      s->res_path[p] == LC_NONE ? json_null()
                                                : json_string(LC_COLOR_NAMES[s->res_path[p]]));
        game_json_put(bad, o, "artefact_tiles", json_integer(s->art_tiles[p]));
        game_json_put(bad, o, "artefact_chips", json_integer(s->art_chips[p]));
        game_json_put(bad, o, "chips", json_integer(s->chips[p]));
        game_json_put(bad, o, "tile_points", json_integer(s->tile_points[p]));
        game_json_put(bad, o, "figure_points", json_integer(s->figure_points[p]));
        game_json_add(bad, seats, o);
    }
    game_json_put(bad, j, "seats", seats);
    char *text = flag ? NULL : game_json_dump(j);
    json_decref(j);
    return text;
}

/* reading: every field is looked up, typed and range-checked; the first
 * problem is reported as one line naming the field (core/kit.h) */
static int get_card(game_reader *r, json_t *v, const char *what)
{
    int t;
    if (!json_is_string(v) || lc_parse_card(json_string_value(v), &t) != GAME_OK) {
        game_read_fail(r, "field '%s': a card like \"red 5\" is wanted", what);
        return 0;
    }
    return t;
}

static int get_cards_in(game_reader *r, json_t *a, const char *key, uint8_t *outp, int max)
{
    if (!json_is_array(a) || (int)json_array_size(a) > max) {
        game_read_fail(r, "field '%s': an array of at most %d cards is wanted", key, max);
        return 0;
    }
    for (size_t i = 0; i < json_array_size(a); i++)
        outp[i] = (uint8_t)get_card(r, json_array_get(a, i), key);
    return (int)json_array_size(a);
}

static int get_cards(game_reader *r, json_t *o, const char *where, const char *key, uint8_t *outp,
                     int max)
{
    json_t *a = game_read_need(r, o, where, key);
    return a ? get_cards_in(r, a, game_path_at(where, key).s, outp, max) : 0;
}

static void get_counts(game_reader *r, json_t *o, const char *where, const char *key, uint8_t *cnt)
{
    uint8_t list[LC_CARDS];
    int k = get_cards(r, o, where, key, list, LC_CARDS);
    memset(cnt, 0, LC_TYPES);
    for (int i = 0; i < k; i++) {
        if (cnt[list[i]] >= LC_COPIES)
            game_read_fail(r, "field '%s': more than %d of one card", game_path_at(where, key).s,
                           LC_COPIES);
        else
            cnt[list[i]]++;
    }
}

static void get_u8s(game_reader *r, json_t *o, const char *where, const char *key, uint8_t *v,
                    int n, int hi)
{
    game_path name = game_path_at(where, key);
    json_t *a = game_read_need(r, o, where, key);
    if (!a)
        return;
    if (!json_is_array(a) || (int)json_array_size(a) != n) {
        game_read_fail(r, "field '%s': an array of %d integers is wanted", name.s, n);
        return;
    }
    for (int i = 0; i < n && !r->bad; i++)
        v[i] = (uint8_t)game_read_int_value(r, json_array_get(a, (size_t)i),
                                            game_path_at_index(name.s, i).s, 0, hi);
}

static const game_names PHASE_SET = {phase_names, 4, "play, move, draw or over", NULL};
static const game_names COLOR_SET = {LC_COLOR_NAMES, LC_COLORS, "a colour", NULL};

/* The counters and the decision in progress. */
static void read_top(game_reader *r, json_t *j, lost_cities_state *s)
{
    game_read_format(r, j, "format", POSITION_FORMAT);
    s->nplayers = (uint8_t)game_read_int(r, j, "", "players", 2, LC_MAX_PLAYERS);
    s->opt_short = (uint8_t)game_read_int(r, j, "", "short", 0, 1);
    s->opt_updown = (uint8_t)game_read_int(r, j, "", "updown", 0, 1);
    s->nexp = s->opt_short ? 1 : LC_EXPEDITIONS;
    s->rng = game_read_hex64(r, j, "", "rng");
    s->expedition = (uint8_t)game_read_int(r, j, "", "expedition", 0, s->nexp);
    int cur = game_read_int(r, j, "", "current", -1, s->nplayers - 1);
    s->cur = cur < 0 ? LC_NONE : (uint8_t)cur;
    s->start_player = (uint8_t)game_read_int(r, j, "", "start_player", 0, s->nplayers - 1);
    s->phase = (uint8_t)game_read_name(r, j, "", "phase", &PHASE_SET, false, 0);
    s->move_reason = (uint8_t)game_read_int(r, j, "", "move_reason", 0, LC_MOVE_BONUS);
    json_t *d = game_read_need(r, j, "", "discarded");
    s->discarded = json_is_null(d) ? LC_NONE : (uint8_t)get_card(r, d, "discarded");
    s->crossed = (uint8_t)game_read_int(r, j, "", "crossed", 0, LC_BRIDGES_END);
    s->ended_by = (uint8_t)game_read_int(r, j, "", "ended_by", 0, LC_END_PILE);
    s->turns = (uint16_t)game_read_int(r, j, "", "turns", 0, 65535);
    s->deck_n = (uint8_t)get_cards(r, j, "", "deck", s->deck, LC_CARDS);
    s->removed_n = (uint8_t)get_cards(r, j, "", "removed", s->removed, LC_REMOVED_2P);
}

/* One path's tile: ".", "A", ">" or its points. */
static void read_tile(game_reader *r, json_t *cell, lost_cities_state *s, int c, int stp)
{
    const char *cs = json_is_string(cell) ? json_string_value(cell) : "";
    if (strcmp(cs, ".") == 0)
        s->tile[c][stp] = LC_TILE_NONE;
    else if (strcmp(cs, "A") == 0)
        s->tile[c][stp] = LC_TILE_ART;
    else if (strcmp(cs, ">") == 0)
        s->tile[c][stp] = LC_TILE_ARROW;
    else {
        bool ok = false;
        for (int i = 0; i < LC_VP_TILES; i++)
            if (atoi(cs) == lc_vp_values[i] && cs[0] >= '1' && cs[0] <= '9')
                ok = true;
        if (!ok) {
            game_read_fail(r, "field 'tiles': '%s' on %s step %d is no tile (., A, > or points)",
                           cs, LC_COLOR_NAMES[c], stp + 1);
            return;
        }
        s->tile[c][stp] = LC_TILE_VP;
        s->tile_vp[c][stp] = (uint8_t)atoi(cs);
    }
}

/* The discard piles and the paths' tiles. */
static void read_board(game_reader *r, json_t *j, lost_cities_state *s)
{
    json_t *piles = json_object_get(j, "piles"), *tiles = json_object_get(j, "tiles");
    if (!json_is_array(piles) || json_array_size(piles) != LC_COLORS)
        game_read_fail(r, "field 'piles': an array of 5 arrays of cards is wanted");
    if (!json_is_array(tiles) || json_array_size(tiles) != LC_COLORS)
        game_read_fail(r, "field 'tiles': an array of 5 arrays of 9 tiles is wanted");
    for (int c = 0; c < LC_COLORS && !r->bad; c++) {
        json_t *pa = json_array_get(piles, (size_t)c);
        s->pile_n[c] = (uint8_t)get_cards_in(r, pa, game_path_at_index("piles", c).s, s->pile[c],
                                             LC_VALUES * LC_COPIES);
        json_t *row = json_array_get(tiles, (size_t)c);
        if (!json_is_array(row) || json_array_size(row) != LC_STEPS) {
            game_read_fail(r, "field 'tiles': row %d is not 9 tiles", c);
            break;
        }
        for (int stp = 0; stp < LC_STEPS && !r->bad; stp++)
            read_tile(r, json_array_get(row, (size_t)stp), s, c, stp);
    }
}

static void read_seat(game_reader *r, json_t *o, const char *w, lost_cities_state *s, int p)
{
    if (!json_is_object(o)) {
        game_read_fail(r, "field '%s': an object is wanted", w);
        return;
    }
    get_counts(r, o, w, "hand", s->hand[p]);
    get_counts(r, o, w, "known", s->known[p]);
    get_counts(r, o, w, "played", s->played[p]);
    int hn = 0;
    for (int t = 0; t < LC_TYPES; t++)
        hn += s->hand[p][t];
    s->hand_n[p] = (uint8_t)hn;
    get_u8s(r, o, w, "step", s->step[p], LC_COLORS, LC_STEPS);
    get_u8s(r, o, w, "last", s->last[p], LC_COLORS, LC_VALUES - 1);
    get_u8s(r, o, w, "direction", s->dir[p], LC_COLORS, LC_DIR_DOWN);
    s->res_path[p] = (uint8_t)game_read_name(r, o, w, "researcher", &COLOR_SET, true, LC_NONE);
    s->art_tiles[p] = (uint8_t)game_read_int(r, o, w, "artefact_tiles", 0, LC_ART_TILES);
    s->art_chips[p] =
        (uint8_t)game_read_int(r, o, w, "artefact_chips", 0, LC_ART_TILES * LC_EXPEDITIONS);
    s->chips[p] = (int16_t)game_read_int(r, o, w, "chips", 0, 30000);
    s->tile_points[p] = (int16_t)game_read_int(r, o, w, "tile_points", 0, 30000);
    s->figure_points[p] = (int16_t)game_read_int(r, o, w, "figure_points", -30000, 30000);
}

int lc_position_read(void *dst, const char *text, char *err, size_t n)
{
    lost_cities_state *st = dst;
    game_reader r = game_reader_of(err, n);
    if (!st || !text) {
        game_read_fail(&r, "no position");
        return GAME_E_ARG;
    }
    json_t *j = game_read_json(&r, text);
    if (j && !json_is_object(j))
        game_read_fail(&r, "field 'position': an object is wanted");
    if (r.bad) {
        json_decref(j);
        return GAME_E_POSITION;
    }
    lost_cities_state s;
    memset(&s, 0, sizeof s);
    read_top(&r, j, &s);
    read_board(&r, j, &s);
    json_t *seats = json_object_get(j, "seats");
    if (!json_is_array(seats) || (int)json_array_size(seats) != s.nplayers)
        game_read_fail(&r, "field 'seats': an array of one object per player is wanted");
    memset(s.res_path, LC_NONE, sizeof s.res_path);
    for (int p = 0; p < s.nplayers && !r.bad; p++)
        read_seat(&r, json_array_get(seats, (size_t)p), game_path_at_index("seats", p).s, &s, p);
    json_decref(j);
    if (!r.bad) {
        char msg[200];
        if (lc_check(&s, msg, sizeof msg) != 0)
            game_read_fail(&r, "inconsistent position: %s", msg);
        else if (s.phase != LC_PH_OVER && s.discarded != LC_NONE && s.phase != LC_PH_DRAW)
            game_read_fail(&r, "field 'discarded': only in the draw phase");
    }
    if (r.bad)
        return GAME_E_POSITION;
    *st = s;
    return GAME_OK;
}
