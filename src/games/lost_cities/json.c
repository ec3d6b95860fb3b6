/* json.c - Lost Cities as JSON: views per viewer, scores, events, action
 * info, and positions (the whole state as a JSON text, written and read back
 * with every field checked; docs/LOST_CITIES.md describes the format).
 *
 * Cards are strings "red 5".  A view for one player lists other hands only as
 * a count plus the cards everybody knows in them (taken from a discard pile);
 * the draw pile and the removed cards are counts.  GAME_VIEW_ALL adds them
 * under "hidden". */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char *const phase_names[] = {"play", "move", "draw", "over"};
static const char *const dir_names[] = {"open", "up", "down"};
static const char *const tile_names[] = {"none", "artefact", "points", "arrow"};

/* Builders: a failed allocation anywhere marks *bad, and the caller then
 * returns NULL instead of a partial value (json_object_set_new and
 * json_array_append_new take the value's reference even when they fail). */
static void put_o(bool *bad, json_t *o, const char *key, json_t *v)
{
    if (json_object_set_new(o, key, v) != 0)
        *bad = true;
}

static void put_a(bool *bad, json_t *a, json_t *v)
{
    if (json_array_append_new(a, v) != 0)
        *bad = true;
}

/* an object {"color": name, key: v} */
static json_t *colored(bool *bad, int c, const char *key, json_t *v)
{
    json_t *o = json_object();
    put_o(bad, o, "color", json_string(LC_COLOR_NAMES[c]));
    put_o(bad, o, key, v);
    return o;
}

static json_t *done(bool bad, json_t *j)
{
    if (bad || !j) {
        json_decref(j);
        return NULL;
    }
    return j;
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
            put_a(bad, a, card_json(t));
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
            put_o(bad, t, "step", json_integer(st + 1));
            put_o(bad, t, "kind", json_string(tile_names[s->tile[c][st]]));
            if (s->tile[c][st] == LC_TILE_VP)
                put_o(bad, t, "points", json_integer(s->tile_vp[c][st]));
            put_a(bad, row, t);
        }
        put_a(bad, paths, colored(bad, c, "tiles", row));
    }
    return paths;
}

json_t *lc_view_json(const lost_cities_state *s, int viewer)
{
    if (!s || (viewer != GAME_VIEW_ALL && (viewer < 0 || viewer >= s->nplayers)))
        return NULL;
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    put_o(bad, j, "game", json_string("lost-cities"));
    put_o(bad, j, "viewer", viewer == GAME_VIEW_ALL ? json_null() : json_integer(viewer));
    put_o(bad, j, "players", json_integer(s->nplayers));
    put_o(bad, j, "short", json_boolean(s->opt_short));
    put_o(bad, j, "updown", json_boolean(s->opt_updown));
    put_o(bad, j, "expedition", json_integer(s->expedition + 1));
    put_o(bad, j, "expeditions", json_integer(s->nexp));
    put_o(bad, j, "phase", json_string(phase_names[s->phase & 3]));
    put_o(bad, j, "current", s->cur == LC_NONE ? json_null() : json_integer(s->cur));
    put_o(bad, j, "start_player", json_integer(s->start_player));
    put_o(bad, j, "crossed", json_integer(s->crossed));
    put_o(bad, j, "draw_pile", json_integer(s->deck_n));
    put_o(bad, j, "removed", json_integer(s->removed_n));
    put_o(bad, j, "over", json_boolean(s->phase == LC_PH_OVER));
    json_t *piles = json_array();
    for (int c = 0; c < LC_COLORS; c++) {
        json_t *cards = json_array();
        for (int i = 0; i < s->pile_n[c]; i++)
            put_a(bad, cards, card_json(s->pile[c][i]));
        put_a(bad, piles, colored(bad, c, "cards", cards));
    }
    put_o(bad, j, "discard_piles", piles);
    put_o(bad, j, "tiles", tiles_json(bad, s));
    json_t *seats = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        json_t *o = json_object();
        put_o(bad, o, "chips", json_integer(s->chips[p]));
        put_o(bad, o, "artefact_tiles", json_integer(s->art_tiles[p]));
        put_o(bad, o, "artefact_chips", json_integer(s->art_chips[p]));
        put_o(bad, o, "hand_count", json_integer(s->hand_n[p]));
        if (viewer == GAME_VIEW_ALL || viewer == p)
            put_o(bad, o, "hand", counts_json(bad, s->hand[p]));
        put_o(bad, o, "known", counts_json(bad, s->known[p]));
        json_t *paths = json_array();
        for (int c = 0; c < LC_COLORS; c++) {
            if (!s->step[p][c])
                continue;
            json_t *cards = json_array();
            for (int v = 0; v < LC_VALUES; v++)
                for (int i = 0; i < s->played[p][LC_TYPE(c, v)]; i++)
                    put_a(bad, cards, card_json(LC_TYPE(c, v)));
            json_t *path = colored(bad, c, "cards", cards);
            put_o(bad, path, "step", json_integer(s->step[p][c]));
            put_o(bad, path, "researcher", json_boolean(s->res_path[p] == c));
            put_o(bad, path, "last", json_integer(s->last[p][c]));
            put_o(bad, path, "direction", json_string(dir_names[s->dir[p][c] % 3]));
            put_a(bad, paths, path);
        }
        put_o(bad, o, "paths", paths);
        put_o(bad, o, "score", json_integer(lost_cities_score(s, p)));
        put_a(bad, seats, o);
    }
    put_o(bad, j, "seats", seats);
    if (viewer == GAME_VIEW_ALL) {
        json_t *deck = json_array(), *rem = json_array();
        for (int i = 0; i < s->deck_n; i++)
            put_a(bad, deck, card_json(s->deck[i]));
        for (int i = 0; i < s->removed_n; i++)
            put_a(bad, rem, card_json(s->removed[i]));
        json_t *h = json_object();
        put_o(bad, h, "draw_pile", deck);
        put_o(bad, h, "removed", rem);
        put_o(bad, j, "hidden", h);
    }
    return done(flag, j);
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

json_t *lc_scores_json(const lost_cities_state *s)
{
    if (!s)
        return NULL;
    bool flag = false, *bad = &flag;
    bool win[LC_MAX_PLAYERS];
    lost_cities_winners(s, win);
    json_t *players = json_array(), *winners = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        int ap =
            s->phase == LC_PH_OVER ? lost_cities_artefact_points(s->art_chips[p], s->opt_short) : 0;
        put_a(bad, players,
              json_pack("{s:i, s:i, s:i, s:i, s:i, s:i}", "tiles", s->tile_points[p], "figures",
                        s->figure_points[p], "chips", s->chips[p], "artefact_chips",
                        s->art_chips[p], "artefacts", ap, "total", lost_cities_score(s, p)));
        if (s->phase == LC_PH_OVER && win[p])
            put_a(bad, winners, json_integer(p));
    }
    json_t *j = json_object();
    put_o(bad, j, "players", players);
    put_o(bad, j, "winners", winners);
    put_o(bad, j, "over", json_boolean(s->phase == LC_PH_OVER));
    /* The categories that add up to each total (chips are figures + tiles, and
     * artefact chips a count for the tie-break, not points) */
    put_o(bad, j, "parts", json_pack("[s, s, s]", "figures", "tiles", "artefacts"));
    const char *tie = lc_tiebreak(s);
    if (tie)
        put_o(bad, j, "tiebreak", json_string(tie));
    return done(flag, j);
}

json_t *lc_event_json(const game_event *e) { return game_words_event_json(&LC_WORDS, e); }

json_t *lc_action_info(const lost_cities_state *s, game_action a)
{
    if (!s || !lc_is_legal(s, a))
        return NULL;
    static const char *const kinds[] = {"?",    "start", "play", "discard",
                                        "move", "skip",  "draw", "take"};
    int p = s->cur, arg = LC_AARG(a), k = LC_AKIND(a);
    char text[64];
    lc_action_to_string(s, a, text, sizeof text);
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    put_o(bad, j, "kind", json_string(kinds[k]));
    put_o(bad, j, "text", json_string(text));
    put_o(bad, j, "player", json_integer(p));
    int c = -1, t = -1;
    switch (k) {
    case LC_A_START:
        c = arg / 2;
        t = lc_lowest_of_color(s, p, c);
        put_o(bad, j, "figure", json_string(arg & 1 ? "researcher" : "adventurer"));
        put_o(bad, j, "to_step", json_integer(1));
        put_o(bad, j, "step_points", json_integer(lost_cities_step_value(1)));
        break;
    case LC_A_PLAY:
        c = LC_COLOR_OF(arg), t = arg;
        put_o(bad, j, "figure", json_string(s->res_path[p] == c ? "researcher" : "adventurer"));
        put_o(bad, j, "from_step", json_integer(s->step[p][c]));
        put_o(bad, j, "bonus", json_boolean(s->step[p][c] >= LC_STEPS));
        if (s->step[p][c] < LC_STEPS) {
            int to = s->step[p][c] + 1;
            put_o(bad, j, "to_step", json_integer(to));
            put_o(bad, j, "step_points", json_integer(lost_cities_step_value(to)));
            put_o(bad, j, "tile", json_string(tile_names[s->tile[c][to - 1]]));
            put_o(bad, j, "crosses_bridge", json_boolean(to == LC_BRIDGE_STEP));
        }
        break;
    case LC_A_DISCARD:
        c = LC_COLOR_OF(arg), t = arg;
        break;
    case LC_A_MOVE: {
        c = arg;
        int to = s->step[p][c] + 1;
        put_o(bad, j, "figure", json_string(s->res_path[p] == c ? "researcher" : "adventurer"));
        put_o(bad, j, "from_step", json_integer(s->step[p][c]));
        put_o(bad, j, "to_step", json_integer(to));
        put_o(bad, j, "step_points", json_integer(lost_cities_step_value(to)));
        put_o(bad, j, "tile", json_string(tile_names[s->tile[c][to - 1]]));
        put_o(bad, j, "crosses_bridge", json_boolean(to == LC_BRIDGE_STEP));
        break;
    }
    case LC_A_TAKE:
        c = arg, t = s->pile[c][s->pile_n[c] - 1];
        break;
    default:
        break;
    }
    if (c >= 0)
        put_o(bad, j, "color", json_string(LC_COLOR_NAMES[c]));
    if (t >= 0)
        put_o(bad, j, "card", card_json(t));
    if (j && !lc_decision_json(s, j))
        flag = true;
    return done(flag, j);
}

/* ---- positions ------------------------------------------------------------------------ */

#define POSITION_FORMAT "lost-cities-position 1"

static json_t *cards_array(bool *bad, const uint8_t *c, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        put_a(bad, a, card_json(c[i]));
    return a;
}

static json_t *u8_array(bool *bad, const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        put_a(bad, a, json_integer(v[i]));
    return a;
}

char *lc_position_write(const lost_cities_state *s)
{
    if (!s)
        return NULL;
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    char rng[24];
    snprintf(rng, sizeof rng, "0x%016" PRIx64, s->rng);
    put_o(bad, j, "format", json_string(POSITION_FORMAT));
    put_o(bad, j, "players", json_integer(s->nplayers));
    put_o(bad, j, "short", json_integer(s->opt_short));
    put_o(bad, j, "updown", json_integer(s->opt_updown));
    put_o(bad, j, "rng", json_string(rng));
    put_o(bad, j, "expedition", json_integer(s->expedition));
    put_o(bad, j, "current", json_integer(s->cur == LC_NONE ? -1 : s->cur));
    put_o(bad, j, "start_player", json_integer(s->start_player));
    put_o(bad, j, "phase", json_string(phase_names[s->phase & 3]));
    put_o(bad, j, "move_reason", json_integer(s->move_reason));
    put_o(bad, j, "discarded", s->discarded == LC_NONE ? json_null() : card_json(s->discarded));
    put_o(bad, j, "crossed", json_integer(s->crossed));
    put_o(bad, j, "ended_by", json_integer(s->ended_by));
    put_o(bad, j, "turns", json_integer(s->turns));
    put_o(bad, j, "deck", cards_array(bad, s->deck, s->deck_n));
    put_o(bad, j, "removed", cards_array(bad, s->removed, s->removed_n));
    json_t *piles = json_array(), *tiles = json_array();
    for (int c = 0; c < LC_COLORS; c++) {
        put_a(bad, piles, cards_array(bad, s->pile[c], s->pile_n[c]));
        json_t *row = json_array();
        for (int st = 0; st < LC_STEPS; st++) {
            char cell[8];
            int k = s->tile[c][st];
            if (k == LC_TILE_VP)
                snprintf(cell, sizeof cell, "%d", s->tile_vp[c][st]);
            else
                snprintf(cell, sizeof cell, "%s",
                         k == LC_TILE_ART     ? "A"
                         : k == LC_TILE_ARROW ? ">"
                                              : ".");
            put_a(bad, row, json_string(cell));
        }
        put_a(bad, tiles, row);
    }
    put_o(bad, j, "piles", piles);
    put_o(bad, j, "tiles", tiles);
    json_t *seats = json_array();
    for (int p = 0; p < s->nplayers; p++) {
        json_t *o = json_object();
        put_o(bad, o, "hand", counts_json(bad, s->hand[p]));
        put_o(bad, o, "known", counts_json(bad, s->known[p]));
        put_o(bad, o, "played", counts_json(bad, s->played[p]));
        put_o(bad, o, "step", u8_array(bad, s->step[p], LC_COLORS));
        put_o(bad, o, "last", u8_array(bad, s->last[p], LC_COLORS));
        put_o(bad, o, "direction", u8_array(bad, s->dir[p], LC_COLORS));
        put_o(bad, o, "researcher",
              s->res_path[p] == LC_NONE ? json_null()
                                        : json_string(LC_COLOR_NAMES[s->res_path[p]]));
        put_o(bad, o, "artefact_tiles", json_integer(s->art_tiles[p]));
        put_o(bad, o, "artefact_chips", json_integer(s->art_chips[p]));
        put_o(bad, o, "chips", json_integer(s->chips[p]));
        put_o(bad, o, "tile_points", json_integer(s->tile_points[p]));
        put_o(bad, o, "figure_points", json_integer(s->figure_points[p]));
        put_a(bad, seats, o);
    }
    put_o(bad, j, "seats", seats);
    char *text = flag ? NULL : game_json_dump(j);
    json_decref(j);
    return text;
}

/* reading: every field is looked up, typed and range-checked; the first
 * problem is reported as one line naming the field */
typedef struct {
    char *err;
    size_t n;
    bool bad;
} rd;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
rfail(rd *r, const char *fmt, ...)
{
    if (r->bad)
        return;
    r->bad = true;
    if (r->err && r->n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->err, r->n, fmt, ap);
        va_end(ap);
    }
}

static int get_int(rd *r, json_t *o, const char *key, int lo, int hi)
{
    json_t *v = json_object_get(o, key);
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        rfail(r, "field '%s': an integer %d..%d is wanted", key, lo, hi);
        return lo;
    }
    return (int)json_integer_value(v);
}

static int get_card(rd *r, json_t *v, const char *what)
{
    int t;
    if (!json_is_string(v) || lc_parse_card(json_string_value(v), &t) != GAME_OK) {
        rfail(r, "field '%s': a card like \"red 5\" is wanted", what);
        return 0;
    }
    return t;
}

static int get_cards_in(rd *r, json_t *a, const char *key, uint8_t *outp, int max)
{
    if (!json_is_array(a) || (int)json_array_size(a) > max) {
        rfail(r, "field '%s': an array of at most %d cards is wanted", key, max);
        return 0;
    }
    for (size_t i = 0; i < json_array_size(a); i++)
        outp[i] = (uint8_t)get_card(r, json_array_get(a, i), key);
    return (int)json_array_size(a);
}

static int get_cards(rd *r, json_t *o, const char *key, uint8_t *outp, int max)
{
    return get_cards_in(r, json_object_get(o, key), key, outp, max);
}

static void get_counts(rd *r, json_t *o, const char *key, uint8_t *cnt)
{
    uint8_t list[LC_CARDS];
    int k = get_cards(r, o, key, list, LC_CARDS);
    memset(cnt, 0, LC_TYPES);
    for (int i = 0; i < k; i++) {
        if (cnt[list[i]] >= LC_COPIES)
            rfail(r, "field '%s': more than %d of one card", key, LC_COPIES);
        else
            cnt[list[i]]++;
    }
}

static void get_u8s(rd *r, json_t *o, const char *key, uint8_t *v, int n, int hi)
{
    json_t *a = json_object_get(o, key);
    if (!json_is_array(a) || (int)json_array_size(a) != n) {
        rfail(r, "field '%s': an array of %d integers is wanted", key, n);
        return;
    }
    for (int i = 0; i < n; i++) {
        json_t *x = json_array_get(a, (size_t)i);
        if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > hi) {
            rfail(r, "field '%s': entry %d is not an integer 0..%d", key, i, hi);
            return;
        }
        v[i] = (uint8_t)json_integer_value(x);
    }
}

static int color_named(rd *r, json_t *v, const char *key)
{
    if (json_is_null(v))
        return LC_NONE;
    for (int c = 0; c < LC_COLORS; c++)
        if (json_is_string(v) && strcmp(json_string_value(v), LC_COLOR_NAMES[c]) == 0)
            return c;
    rfail(r, "field '%s': a colour or null is wanted", key);
    return LC_NONE;
}

int lc_position_read(lost_cities_state *st, const char *text, char *err, size_t n)
{
    rd r = {err, n, false};
    if (err && n)
        err[0] = '\0';
    if (!st || !text) {
        rfail(&r, "no position");
        return GAME_E_ARG;
    }
    json_error_t je;
    json_t *j = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!j || !json_is_object(j)) {
        rfail(&r, "not a JSON object (line %d: %s)", je.line, j ? "not an object" : je.text);
        json_decref(j);
        return GAME_E_POSITION;
    }
    lost_cities_state s;
    memset(&s, 0, sizeof s);
    json_t *f = json_object_get(j, "format");
    if (!json_is_string(f) || strcmp(json_string_value(f), POSITION_FORMAT) != 0)
        rfail(&r, "field 'format': \"%s\" is wanted", POSITION_FORMAT);
    s.nplayers = (uint8_t)get_int(&r, j, "players", 2, LC_MAX_PLAYERS);
    s.opt_short = (uint8_t)get_int(&r, j, "short", 0, 1);
    s.opt_updown = (uint8_t)get_int(&r, j, "updown", 0, 1);
    s.nexp = s.opt_short ? 1 : LC_EXPEDITIONS;
    json_t *rng = json_object_get(j, "rng");
    char *end = NULL;
    if (!json_is_string(rng) || strncmp(json_string_value(rng), "0x", 2) != 0 ||
        strlen(json_string_value(rng)) != 18)
        rfail(&r, "field 'rng': \"0x\" and 16 hex digits are wanted");
    else {
        s.rng = strtoull(json_string_value(rng) + 2, &end, 16);
        if (!end || *end)
            rfail(&r, "field 'rng': \"0x\" and 16 hex digits are wanted");
    }
    s.expedition = (uint8_t)get_int(&r, j, "expedition", 0, s.nexp);
    int cur = get_int(&r, j, "current", -1, s.nplayers - 1);
    s.cur = cur < 0 ? LC_NONE : (uint8_t)cur;
    s.start_player = (uint8_t)get_int(&r, j, "start_player", 0, s.nplayers - 1);
    json_t *ph = json_object_get(j, "phase");
    s.phase = 0xFF;
    for (int i = 0; i < 4; i++)
        if (json_is_string(ph) && strcmp(json_string_value(ph), phase_names[i]) == 0)
            s.phase = (uint8_t)i;
    if (s.phase == 0xFF) {
        rfail(&r, "field 'phase': play, move, draw or over is wanted");
        s.phase = 0;
    }
    s.move_reason = (uint8_t)get_int(&r, j, "move_reason", 0, LC_MOVE_BONUS);
    json_t *d = json_object_get(j, "discarded");
    s.discarded = json_is_null(d) ? LC_NONE : (uint8_t)get_card(&r, d, "discarded");
    s.crossed = (uint8_t)get_int(&r, j, "crossed", 0, LC_BRIDGES_END);
    s.ended_by = (uint8_t)get_int(&r, j, "ended_by", 0, LC_END_PILE);
    s.turns = (uint16_t)get_int(&r, j, "turns", 0, 65535);
    s.deck_n = (uint8_t)get_cards(&r, j, "deck", s.deck, LC_CARDS);
    s.removed_n = (uint8_t)get_cards(&r, j, "removed", s.removed, LC_REMOVED_2P);
    json_t *piles = json_object_get(j, "piles"), *tiles = json_object_get(j, "tiles");
    if (!json_is_array(piles) || json_array_size(piles) != LC_COLORS)
        rfail(&r, "field 'piles': an array of 5 arrays of cards is wanted");
    if (!json_is_array(tiles) || json_array_size(tiles) != LC_COLORS)
        rfail(&r, "field 'tiles': an array of 5 arrays of 9 tiles is wanted");
    for (int c = 0; c < LC_COLORS && !r.bad; c++) {
        json_t *pa = json_array_get(piles, (size_t)c);
        s.pile_n[c] = (uint8_t)get_cards_in(&r, pa, "piles", s.pile[c], LC_VALUES * LC_COPIES);
        json_t *row = json_array_get(tiles, (size_t)c);
        if (!json_is_array(row) || json_array_size(row) != LC_STEPS) {
            rfail(&r, "field 'tiles': row %d is not 9 tiles", c);
            break;
        }
        for (int stp = 0; stp < LC_STEPS; stp++) {
            json_t *cell = json_array_get(row, (size_t)stp);
            const char *cs = json_is_string(cell) ? json_string_value(cell) : "";
            if (strcmp(cs, ".") == 0)
                s.tile[c][stp] = LC_TILE_NONE;
            else if (strcmp(cs, "A") == 0)
                s.tile[c][stp] = LC_TILE_ART;
            else if (strcmp(cs, ">") == 0)
                s.tile[c][stp] = LC_TILE_ARROW;
            else {
                bool ok = false;
                for (int i = 0; i < LC_VP_TILES; i++)
                    if (atoi(cs) == lc_vp_values[i] && cs[0] >= '1' && cs[0] <= '9')
                        ok = true;
                if (!ok) {
                    rfail(&r, "field 'tiles': '%s' on %s step %d is no tile (., A, > or points)",
                          cs, LC_COLOR_NAMES[c], stp + 1);
                    break;
                }
                s.tile[c][stp] = LC_TILE_VP;
                s.tile_vp[c][stp] = (uint8_t)atoi(cs);
            }
        }
    }
    json_t *seats = json_object_get(j, "seats");
    if (!json_is_array(seats) || (int)json_array_size(seats) != s.nplayers)
        rfail(&r, "field 'seats': an array of one object per player is wanted");
    memset(s.res_path, LC_NONE, sizeof s.res_path);
    for (int p = 0; p < s.nplayers && !r.bad; p++) {
        json_t *o = json_array_get(seats, (size_t)p);
        if (!json_is_object(o)) {
            rfail(&r, "field 'seats': entry %d is not an object", p);
            break;
        }
        get_counts(&r, o, "hand", s.hand[p]);
        get_counts(&r, o, "known", s.known[p]);
        get_counts(&r, o, "played", s.played[p]);
        int hn = 0;
        for (int t = 0; t < LC_TYPES; t++)
            hn += s.hand[p][t];
        s.hand_n[p] = (uint8_t)hn;
        get_u8s(&r, o, "step", s.step[p], LC_COLORS, LC_STEPS);
        get_u8s(&r, o, "last", s.last[p], LC_COLORS, LC_VALUES - 1);
        get_u8s(&r, o, "direction", s.dir[p], LC_COLORS, LC_DIR_DOWN);
        s.res_path[p] = (uint8_t)color_named(&r, json_object_get(o, "researcher"), "researcher");
        s.art_tiles[p] = (uint8_t)get_int(&r, o, "artefact_tiles", 0, LC_ART_TILES);
        s.art_chips[p] =
            (uint8_t)get_int(&r, o, "artefact_chips", 0, LC_ART_TILES * LC_EXPEDITIONS);
        s.chips[p] = (int16_t)get_int(&r, o, "chips", 0, 30000);
        s.tile_points[p] = (int16_t)get_int(&r, o, "tile_points", 0, 30000);
        s.figure_points[p] = (int16_t)get_int(&r, o, "figure_points", -30000, 30000);
    }
    json_decref(j);
    if (!r.bad) {
        char msg[200];
        if (lc_check(&s, msg, sizeof msg) != 0)
            rfail(&r, "inconsistent position: %s", msg);
        else if (s.phase != LC_PH_OVER && s.discarded != LC_NONE && s.phase != LC_PH_DRAW)
            rfail(&r, "field 'discarded': only in the draw phase");
    }
    if (r.bad)
        return GAME_E_POSITION;
    *st = s;
    return GAME_OK;
}
