/* views/position.c - Lost Cities positions (views/position.h): the whole
 * state as a JSON text, written and read back with every field checked
 * (core/kit.h's reader; docs/LOST_CITIES.md describes the format). */
#include <string.h>

#include "games/lost_cities/internal.h"

/* ---- positions ------------------------------------------------------------------------ */

#define POSITION_FORMAT "lost-cities-position 1"

static json_t *cards_array(bool *bad, const uint8_t *c, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        game_json_add(bad, a, lc_card_json(c[i]));
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
    json_t *j = game_position_start(bad, POSITION_FORMAT, s->nplayers);
    game_json_put(bad, j, "short", json_integer(s->opt_short));
    game_json_put(bad, j, "updown", json_integer(s->opt_updown));
    game_json_put(bad, j, "rng", game_json_hex64(s->rng));
    game_json_put(bad, j, "expedition", json_integer(s->expedition));
    game_json_put(bad, j, "current", json_integer(s->cur == LC_NONE ? -1 : s->cur));
    game_json_put(bad, j, "start_player", json_integer(s->start_player));
    game_json_put(bad, j, "phase", json_string(LC_PHASE_NAMES[s->phase & 3]));
    game_json_put(bad, j, "move_reason", json_integer(s->move_reason));
    game_json_put(bad, j, "discarded",
                  s->discarded == LC_NONE ? json_null() : lc_card_json(s->discarded));
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
        game_json_put(bad, o, "hand", lc_counts_json(bad, s->hand[p]));
        game_json_put(bad, o, "known", lc_counts_json(bad, s->known[p]));
        game_json_put(bad, o, "played", lc_counts_json(bad, s->played[p]));
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
    return game_position_end(flag, j);
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

static const game_names PHASE_SET = {LC_PHASE_NAMES, 4, "play, move, draw or over", NULL};
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
    json_t *j;
    int rc = game_read_position(&r, st, text, &j);
    if (rc != GAME_OK)
        return rc;
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
