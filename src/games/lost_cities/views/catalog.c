/* views/catalog.c - Lost Cities' component catalog (docs/CATALOG.md): the cards,
 * paths, steps, event tiles and artefact tables, keyed by the names of the JSON
 * view (json.c: cards "red 5", colours, tile kinds).  Built from data.c and the
 * constants of lost_cities.h only, so it shows what the engine plays with. */
#include <stdio.h>

#include "games/lost_cities/internal.h"

static void put(bool *bad, json_t *o, const char *k, json_t *v)
{
    if (!v || json_object_set_new(o, k, v) != 0)
        *bad = true;
}

static void add(bool *bad, json_t *a, json_t *v)
{
    if (!v || json_array_append_new(a, v) != 0)
        *bad = true;
}

static json_t *ints8(bool *bad, const int8_t *v, int n)
{
    json_t *a = json_array();
    if (!a) {
        *bad = true;
        return NULL;
    }
    for (int i = 0; i < n; i++)
        add(bad, a, json_integer(v[i]));
    return a;
}

static json_t *object(bool *bad)
{
    json_t *o = json_object();
    if (!o)
        *bad = true;
    return o;
}

static json_t *array(bool *bad)
{
    json_t *a = json_array();
    if (!a)
        *bad = true;
    return a;
}

/* The setup options in words for a lobby: a label and one line for each
 * option and each of its values (the terminal's --help line is the option's
 * `help` in game_lost_cities.c).  Polish: web/js/words_pl.js OPTIONS_PL. */
static const struct {
    const char *label, *help;
    const char *value_label[2], *value_help[2];
} OPTION_WORDS[LC_NOPTIONS] = {
    [LC_OPT_LENGTH] = {"Length", "How many expeditions the game lasts",
                       {"Long", "Short"},
                       {"three expeditions, the long artefact table",
                        "one expedition, the short artefact table"}},
    [LC_OPT_PATHS] = {"Paths", "Which cards a path takes",
                      {"Upwards", "Up or down"},
                      {"each card equal to or higher than the last on its path",
                       "a path's second different card sets its direction, up or down"}},
};

/* "options": {name: {label, help, default, values: {value: {label, help}}}}, in
 * the order of the game's option table. */
static json_t *options_json(bool *bad)
{
    json_t *all = object(bad);
    const game_def *g = &LOST_CITIES_GAME;
    for (int i = 0; all && i < g->noptions && i < LC_NOPTIONS; i++) {
        const game_option *o = &g->options[i];
        json_t *x = object(bad), *vals = object(bad);
        for (int v = 0; vals && v < o->nvalues && v < 2; v++) {
            json_t *y = object(bad);
            if (!y)
                break;
            put(bad, y, "label", json_string(OPTION_WORDS[i].value_label[v]));
            put(bad, y, "help", json_string(OPTION_WORDS[i].value_help[v]));
            put(bad, vals, o->names[v], y);
        }
        if (!x) {
            json_decref(vals);
            break;
        }
        put(bad, x, "label", json_string(OPTION_WORDS[i].label));
        put(bad, x, "help", json_string(OPTION_WORDS[i].help));
        put(bad, x, "default", json_string(o->names[o->def]));
        put(bad, x, "values", vals);
        put(bad, all, o->name, x);
    }
    return all;
}

json_t *lc_catalog_json(void)
{
    bool flag = false, *bad = &flag;
    json_t *j = json_object();
    if (!j)
        return NULL;
    put(bad, j, "game", json_string("lost-cities"));

    json_t *colors = array(bad);
    if (colors) {
        for (int c = 0; c < LC_COLORS; c++)
            add(bad, colors, json_string(LC_COLOR_NAMES[c]));
    }
    put(bad, j, "colors", colors);

    json_t *cards = object(bad);
    for (int t = 0; cards && t < LC_TYPES; t++) {
        char name[24];
        lc_card_text(t, name, sizeof name);
        json_t *x = object(bad);
        if (!x)
            break;
        put(bad, x, "color", json_string(LC_COLOR_NAMES[LC_COLOR_OF(t)]));
        put(bad, x, "value", json_integer(LC_VALUE_OF(t)));
        put(bad, x, "copies", json_integer(LC_COPIES));
        put(bad, cards, name, x);
    }
    put(bad, j, "cards", cards);

    json_t *steps = object(bad);
    if (steps) {
        put(bad, steps, "count", json_integer(LC_STEPS));
        put(bad, steps, "points", ints8(bad, lc_step_points, LC_STEPS));
        put(bad, steps, "bridge_step", json_integer(LC_BRIDGE_STEP));
    }
    put(bad, j, "steps", steps);

    json_t *paths = object(bad);
    for (int c = 0; paths && c < LC_COLORS; c++) {
        json_t *x = object(bad), *ts = array(bad);
        for (int i = 0; ts && i < LC_TILES / LC_COLORS; i++)
            add(bad, ts, json_integer(lc_tile_steps[c][i]));
        if (x)
            put(bad, x, "tile_steps", ts);
        else
            json_decref(ts);
        put(bad, paths, LC_COLOR_NAMES[c], x);
    }
    put(bad, j, "paths", paths);

    json_t *tiles = object(bad);
    if (tiles) {
        json_t *art = object(bad), *arrow = object(bad), *vp = object(bad);
        if (art)
            put(bad, art, "count", json_integer(LC_ART_TILES));
        if (arrow)
            put(bad, arrow, "count", json_integer(LC_ARROW_TILES));
        if (vp) {
            put(bad, vp, "count", json_integer(LC_VP_TILES));
            json_t *vals = array(bad);
            for (int i = 0; vals && i < LC_VP_TILES; i++)
                add(bad, vals, json_integer(lc_vp_values[i]));
            put(bad, vp, "values", vals);
        }
        put(bad, tiles, "artefact", art);
        put(bad, tiles, "arrow", arrow);
        put(bad, tiles, "points", vp);
    }
    put(bad, j, "tiles", tiles);

    json_t *tables = object(bad);
    if (tables) {
        put(bad, tables, "short", ints8(bad, lc_short_table, 6));
        json_t *lng = array(bad);
        for (int i = 0; lng && i < 28; i++)
            add(bad, lng, json_integer(lc_long_table[i]));
        put(bad, tables, "long", lng);
    }
    put(bad, j, "artefact_tables", tables);

    json_t *fig = object(bad);
    if (fig) {
        put(bad, fig, "adventurers", json_integer(LC_ADVENTURERS));
        put(bad, fig, "researchers", json_integer(1));
    }
    put(bad, j, "figures", fig);
    put(bad, j, "hand", json_integer(LC_HAND));
    put(bad, j, "removed_two_players", json_integer(LC_REMOVED_2P));
    put(bad, j, "bridges_to_end", json_integer(LC_BRIDGES_END));
    json_t *exp = object(bad);
    if (exp) {
        put(bad, exp, "long", json_integer(LC_EXPEDITIONS));
        put(bad, exp, "short", json_integer(1));
    }
    put(bad, j, "expeditions", exp);

    /* the numbers data.c marks UNVERIFIED (docs/LOST_CITIES.md) */
    static const char *const unverified[] = {"paths.*.tile_steps", "tiles.points.values",
                                             "artefact_tables.short[2..4]", "artefact_tables.long"};
    json_t *un = array(bad);
    for (int i = 0; un && i < 4; i++)
        add(bad, un, json_string(unverified[i]));
    put(bad, j, "unverified", un);
    put(bad, j, "options", options_json(bad));
    put(bad, j, "words", game_words_catalog(&LC_WORDS));

    if (flag) {
        json_decref(j);
        return NULL;
    }
    return j;
}
