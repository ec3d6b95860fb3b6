/* test_catalog.c - the component catalog (docs/CATALOG.md): every registered
 * game has one; every name the views of 150 random games (100 of Lost Cities)
 * show (cards, tiles, guardians, assistants, idols, bonus tiles, sites, spaces,
 * research spaces, temple stacks, rival tiles; Lost Cities' cards, colours,
 * tiles) has its entry; numbers agree with the data tables and with the
 * printed references (a few transcribed below); the same bytes every call;
 * every event type and action kind of every game has its English words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/game.h"
#include "core/splitmix.h"
#include "games/arnak/catalog.h"
#include "games/arnak/explain.h"
#include "games/arnak/data/data.h"

static json_t *catalog_of(const char *name)
{
    const game_def *g = game_find(name);
    assert_non_null(g);
    assert_non_null(g->catalog_json);
    json_t *c = g->catalog_json();
    assert_non_null(c);
    return c;
}

static json_t *at(json_t *j, const char *path)
{
    /* "a.b.c": nested object keys (a key may not contain '.') */
    char buf[256];
    snprintf(buf, sizeof buf, "%s", path);
    json_t *v = j;
    for (char *save = NULL, *k = strtok_r(buf, ".", &save); k; k = strtok_r(NULL, ".", &save)) {
        v = json_object_get(v, k);
        if (!v)
            fail_msg("catalog has no '%s' (at '%s')", path, k);
    }
    return v;
}

static long long num(json_t *j, const char *path)
{
    json_t *v = at(j, path);
    if (!json_is_integer(v))
        fail_msg("'%s' is not an integer", path);
    return json_integer_value(v);
}

/* An integer of the catalog at path and the value the printed reference gives it. */
typedef struct {
    const char *path;
    long long want;
} path_num;

/* Every row's integer is its printed value; a mismatch names the path. */
static void expect_nums(json_t *j, const path_num *rows, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        long long got = num(j, rows[i].path);
        if (got != rows[i].want)
            fail_msg("'%s' is %lld, the reference says %lld", rows[i].path, got, rows[i].want);
    }
}

static const char *str(json_t *j, const char *path)
{
    json_t *v = at(j, path);
    if (!json_is_string(v))
        fail_msg("'%s' is not a string", path);
    return json_string_value(v);
}

static void test_every_game_has_a_catalog(void **unused)
{
    (void)unused;
    int n;
    const game_def *const *all = game_registry(&n);
    assert_true(n >= 2);
    for (int i = 0; i < n; i++) {
        if (!all[i]->catalog_json)
            fail_msg("%s has no catalog", all[i]->name);
        json_t *c = all[i]->catalog_json();
        assert_non_null(c);
        assert_string_equal(str(c, "game"), all[i]->name);
        /* the same bytes every call */
        json_t *c2 = all[i]->catalog_json();
        char *a = game_json_dump(c), *b = game_json_dump(c2);
        assert_non_null(a);
        assert_string_equal(a, b);
        /* well below the server's per-connection output queue (8 MiB) and small
         * enough to fetch once per page */
        assert_true(strlen(a) < 256 * 1024);
        free(a);
        free(b);
        json_decref(c);
        json_decref(c2);
    }
}

/* ---- Arnak: the numbers ------------------------------------------------------------ */

static void test_arnak_cards_match_tables_and_reference(void **unused)
{
    (void)unused;
    json_t *c = catalog_of("arnak");
    json_t *cards = at(c, "cards");
    assert_int_equal(json_object_size(cards), CARD_COUNT - 1);
    static const char *const kinds[] = {"basic", "fear", "item", "artifact"};
    for (int id = 1; id < CARD_COUNT; id++) {
        const card_def *d = &ARNAK_CARDS[id];
        json_t *x = json_object_get(cards, d->slug);
        if (!x)
            fail_msg("no card '%s'", d->slug);
        assert_string_equal(json_string_value(json_object_get(x, "name")), d->name);
        assert_string_equal(json_string_value(json_object_get(x, "kind")), kinds[d->kind]);
        assert_int_equal(json_integer_value(json_object_get(x, "cost")), d->cost);
        assert_int_equal(json_integer_value(json_object_get(x, "points")), d->points);
        assert_int_equal(json_array_size(json_object_get(x, "travel")), d->travel[1] ? 2 : 1);
        assert_string_equal(json_string_value(json_object_get(x, "effect")), d->text);
        char want[4096];
        assert_true(arnak_explain(d->slug, want, sizeof want) > 0);
        assert_string_equal(json_string_value(json_object_get(x, "text")), want);
    }
    /* transcribed from the reference card sheet (BGA's numbers, R-ARNAK-12):
     * name, cost, points, travel, action, self-exile */
    assert_int_equal(num(c, "cards.sea-turtle.cost"), 3);
    assert_int_equal(num(c, "cards.sea-turtle.points"), 1);
    assert_string_equal(str(c, "cards.sea-turtle.cost_resource"), "coin");
    assert_string_equal(json_string_value(json_array_get(at(c, "cards.sea-turtle.travel"), 1)),
                        "ship");
    assert_int_equal(num(c, "cards.aeroplane.cost"), 4);
    assert_int_equal(num(c, "cards.aeroplane.points"), 3);
    assert_string_equal(json_string_value(json_array_get(at(c, "cards.aeroplane.travel"), 0)),
                        "plane");
    assert_int_equal(num(c, "cards.hot-air-balloon.cost"), 2);
    assert_true(json_is_true(at(c, "cards.hot-air-balloon.exile_self")));
    assert_true(json_is_false(at(c, "cards.parrot.exile_self")));
    assert_int_equal(num(c, "cards.parrot.points"), 2);
    assert_string_equal(str(c, "cards.parrot.action"), "main");
    assert_int_equal(num(c, "cards.lantern.cost"), 3);
    assert_int_equal(num(c, "cards.lantern.points"), 2);
    assert_string_equal(str(c, "cards.watch.action"), "free-or-pass");
    assert_int_equal(num(c, "cards.pathfinders-sandals.cost"), 3);
    assert_string_equal(str(c, "cards.pathfinders-sandals.cost_resource"), "compass");
    assert_string_equal(str(c, "cards.pathfinders-sandals.kind"), "artifact");
    assert_int_equal(num(c, "cards.guardians-crown.cost"), 4);
    assert_int_equal(num(c, "cards.guardians-crown.points"), 2);
    assert_int_equal(num(c, "cards.fear.points"), -1);
    assert_string_equal(str(c, "cards.fear.action"), "none");
    assert_true(json_is_null(at(c, "cards.fear.cost_resource")));
    assert_string_equal(str(c, "cards.funding-car.kind"), "basic");
    assert_string_equal(json_string_value(json_array_get(at(c, "cards.funding-ship.travel"), 0)),
                        "ship");
    json_decref(c);
}

static void test_arnak_board_matches_reference(void **unused)
{
    (void)unused;
    json_t *c = catalog_of("arnak");
    /* guardians: G03 travel 1 boot + 1 coin + 1 arrowhead, boon 1 car;
     * G08 4 coins, boon: upgrade; G07 1 compass + card down + 1 arrowhead */
    assert_int_equal(json_object_size(at(c, "guardians")), 15);
    assert_int_equal(num(c, "guardians.G03.cost.coin"), 1);
    assert_int_equal(num(c, "guardians.G03.cost.arrowhead"), 1);
    assert_null(json_object_get(at(c, "guardians.G03.cost"), "jewel"));
    assert_string_equal(json_string_value(json_array_get(at(c, "guardians.G03.cost.travel"), 0)),
                        "boot");
    assert_string_equal(str(c, "guardians.G03.boon_travel"), "car");
    assert_int_equal(num(c, "guardians.G08.cost.coin"), 4);
    assert_true(json_is_null(at(c, "guardians.G08.boon_travel")));
    assert_non_null(strstr(str(c, "guardians.G08.boon"), "upgrade"));
    assert_int_equal(num(c, "guardians.G07.cost.card_down"), 1);
    assert_int_equal(num(c, "guardians.G07.cost.compass"), 1);
    assert_int_equal(num(c, "guardians.G13.cost.tablet"), 3);
    /* assistants: A07 plane; A10 a main action */
    assert_string_equal(str(c, "assistants.A07.travel_icon"), "plane");
    assert_true(json_is_true(at(c, "assistants.A10.main_action")));
    assert_string_equal(str(c, "assistants.A01.silver"), "+2 coins");
    /* site tiles: 10 level I, 6 level II */
    assert_int_equal(json_object_size(at(c, "site_tiles")), 16);
    assert_int_equal(num(c, "site_tiles.L1-04.level"), 1);
    assert_int_equal(num(c, "site_tiles.L2-06.level"), 2);
    /* idols: 3 each of coin, compass, tablet, exile; 2 upgrade, 2 refresh */
    assert_int_equal(num(c, "idols.coin.count"), 3);
    assert_int_equal(num(c, "idols.refresh.count"), 2);
    assert_int_equal(json_array_size(at(c, "idol_slots.points")), 4);
    assert_int_equal(json_integer_value(json_array_get(at(c, "idol_slots.points"), 3)), 4);
    assert_int_equal(json_object_size(at(c, "idol_slots.effects")), 5);
    assert_int_equal(json_object_size(at(c, "bonus_tiles")), 6);
    /* temple: 23 21 20 19; the 11-point stack needs A+B+C;
     * Bird A = 1 coin + 2 tablets, Snake A = 1 compass + 2 tablets (D4) */
    assert_int_equal(json_integer_value(json_array_get(at(c, "temple.points"), 0)), 23);
    assert_int_equal(num(c, "temple.stacks.11.points"), 11);
    assert_int_equal(json_array_size(at(c, "temple.stacks.11.parts")), 3);
    assert_int_equal(num(c, "temple.stacks.6-left.points"), 6);
    static const path_num temple_costs[] = {
        {"sides.bird.temple_costs.A.coin", 1},
        {"sides.bird.temple_costs.A.tablet", 2},
        {"sides.snake.temple_costs.A.compass", 1},
        /* 11 = A + B + C on Bird: 1 coin 2 tablets + 1 jewel + 1 compass 1 arrowhead */
        {"sides.bird.temple_stacks.11.coin", 1},
        {"sides.bird.temple_stacks.11.tablet", 2},
        {"sides.bird.temple_stacks.11.jewel", 1},
        {"sides.bird.temple_stacks.11.compass", 1},
        {"sides.bird.temple_stacks.11.arrowhead", 1},
    };
    expect_nums(c, temple_costs, sizeof temple_costs / sizeof *temple_costs);
    /* research: B1 costs 1 compass + 1 arrowhead, leads to B3, B4;
     * B5 row 3, bonus slots 0,0,1; B14 is the Lost Temple (row 8) */
    assert_int_equal(num(c, "sides.bird.research.B1.cost.compass"), 1);
    assert_int_equal(num(c, "sides.bird.research.B1.cost.arrowhead"), 1);
    assert_string_equal(json_string_value(json_array_get(at(c, "sides.bird.research.B1.up"), 1)),
                        "B4");
    assert_int_equal(num(c, "sides.bird.research.B5.row"), 3);
    assert_int_equal(
        json_integer_value(json_array_get(at(c, "sides.bird.research.B5.bonus_slots"), 2)), 1);
    assert_int_equal(num(c, "sides.bird.research.B14.row"), 8);
    assert_int_equal(json_array_size(at(c, "sides.bird.research.B0.up")), 2);
    assert_int_equal(json_object_size(at(c, "sides.bird.research.B0.cost")), 0);
    assert_int_equal(num(c, "sides.snake.research.S8.idol_cost"), 1);
    assert_string_equal(str(c, "sides.snake.rescue_space"), "S8");
    assert_true(json_is_null(at(c, "sides.bird.rescue_space")));
    assert_int_equal(json_array_size(at(c, "sides.bird.research_points.glass")), 8);
    assert_int_equal(json_array_size(at(c, "sides.bird.row_effects.notebook")), 8);
    assert_true(json_is_null(json_array_get(at(c, "sides.bird.row_effects.glass"), 0)));
    /* sites: P10 is a car on Bird, 2 boots on Snake; P14
     * boot + plane on Snake; camps 1 and 2 boots; discovery 3 / 6 compasses */
    assert_string_equal(json_string_value(json_array_get(at(c, "sides.bird.sites.P10.travel"), 0)),
                        "car");
    assert_int_equal(json_array_size(at(c, "sides.snake.sites.P10.travel")), 2);
    assert_string_equal(json_string_value(json_array_get(at(c, "sides.snake.sites.P14.travel"), 1)),
                        "plane");
    assert_int_equal(json_array_size(at(c, "sides.bird.sites.P2.spaces.P2a.travel")), 1);
    assert_int_equal(json_array_size(at(c, "sides.bird.sites.P2.spaces.P2b.travel")), 2);
    static const path_num sites[] = {
        {"sides.bird.sites.P7.discover.compass", 3},
        {"sides.snake.sites.P16.discover.compass", 6},
        {"sides.bird.sites.P0.row", 0},
        {"sides.bird.sites.P0.col", 1},
        {"sides.bird.sites.P12.row", 2},
        {"sides.bird.sites.P12.col", 4},
        {"sides.bird.sites.P13.row", 3},
    };
    expect_nums(c, sites, sizeof sites / sizeof *sites);
    assert_non_null(strstr(str(c, "sides.bird.sites.P0.effect"), "2 coins"));
    /* the rival's 15 tiles (R-ARNAK-50 to 52) */
    assert_int_equal(json_object_size(at(c, "rival.tiles")), 15);
    assert_string_equal(str(c, "rival.tiles.dig-coin.kind"), "dig");
    assert_string_equal(str(c, "rival.tiles.dig-coin.resource"), "coin");
    assert_int_equal(json_array_size(at(c, "rival.tiles.discover-red.discover")), 5);
    json_decref(c);
}

/* The points that score.c writes as literals: 5 a guardian, 3 an idol. */
static void test_arnak_guardian_and_idol_points_match_scoring(void **unused)
{
    (void)unused;
    json_t *c = catalog_of("arnak");
    arnak_state s;
    th_init(&s, 2, 5);
    arnak_score before, after;
    arnak_score_player(&s, 0, &before);
    th_give_guardian(&s, 0, 3);
    arnak_score_player(&s, 0, &after);
    assert_int_equal(after.guardians - before.guardians, num(c, "guardians.G03.points"));
    s.p[0].idols++;
    arnak_score_player(&s, 0, &before);
    assert_int_equal(before.idols - after.idols, num(c, "idols.coin.points"));
    json_decref(c);
}

/* ---- every name a view shows has its entry ------------------------------------------ */

typedef struct {
    const char *path;    /* the view's path, array indices left out; "*" ends in a key */
    const char *section; /* where its values live in the catalog ("$side" = sides.<side>) */
    long hits;
    /* seen in only a few of hundreds of random games (a card put back face
     * up, a Fishing Rod's card): checked when seen, not required to be seen;
     * every card slug is checked against the table above anyway */
    bool rare;
} view_name;

static view_name ARNAK_NAMES[] = {
    {"row", "cards", 0, false},
    {"revealed", "cards", 0, true},
    {"item_deck.known_top", "cards", 0, true},
    {"artifact_deck.known_top", "cards", 0, true},
    {"exile.items", "cards", 0, false},
    {"exile.artifacts", "cards", 0, false},
    {"exile.basic", "cards", 0, false},
    {"drawn.cards", "cards", 0, true},
    {"players.hand", "cards", 0, false},
    {"players.play", "cards", 0, false},
    {"players.hidden.deck", "cards", 0, false},
    {"hidden.item_deck", "cards", 0, false},
    {"hidden.artifact_deck", "cards", 0, false},
    {"rival.cards", "cards", 0, false},
    {"sites.tile", "site_tiles", 0, false},
    {"hidden.level1_stack", "site_tiles", 0, false},
    {"hidden.level2_stack", "site_tiles", 0, false},
    {"sites.guardian", "guardians", 0, false},
    {"players.guardians.guardian", "guardians", 0, false},
    {"hidden.guardian_stack", "guardians", 0, false},
    {"rival.guardians", "guardians", 0, false},
    {"assistant_supply.top", "assistants", 0, false},
    {"rescue.top", "assistants", 0, false},
    {"rescue.cards", "assistants", 0, false},
    {"players.assistants.assistant", "assistants", 0, false},
    {"hidden.assistant_stacks", "assistants", 0, false},
    {"sites.idol", "idols", 0, false},
    {"rival.idols", "idols", 0, false},
    {"research_bonus.?", "bonus_tiles", 0, false},
    {"lost_temple.tiles", "bonus_tiles", 0, false},
    {"hidden.bonus_box.*", "bonus_tiles", 0, false},
    {"sites.site", "$side.sites", 0, false},
    {"sites.spaces.space", "$space", 0, false},
    {"players.glass", "$side.research", 0, false},
    {"players.notebook", "$side.research", 0, false},
    {"rival.glass", "$side.research", 0, false},
    {"research_bonus.*", "$side.research", 0, false},
    {"temple_stacks.*", "temple.stacks", 0, false},
    {"rival.remaining", "rival.tiles", 0, false},
    {"rival.used", "rival.tiles", 0, false},
    {"rival.stack", "rival.tiles", 0, false},
    {"rival.last_turns.tile", "rival.tiles", 0, false},
    {"players.resources.*", "$resources", 0, false},
    {"players.made_icons.*", "$icons", 0, false},
};

static view_name LC_NAMES[] = {
    {"discard_piles.cards", "cards", 0, false}, {"seats.hand", "cards", 0, false},
    {"seats.known", "cards", 0, false},         {"seats.paths.cards", "cards", 0, false},
    {"hidden.draw_pile", "cards", 0, false},    {"hidden.removed", "cards", 0, false},
    {"discard_piles.color", "paths", 0, false}, {"tiles.color", "paths", 0, false},
    {"seats.paths.color", "paths", 0, false},   {"tiles.tiles.kind", "tiles", 0, false},
};

typedef struct {
    json_t *cat;
    const char *game;
    json_t *side; /* Arnak: sides.<the view's side> */
    json_t *site; /* the site being walked (for its spaces) */
    view_name *names;
    int nnames;
    const char *where;
} walk_ctx;

static bool in_list(json_t *list, const char *name)
{
    for (size_t i = 0; i < json_array_size(list); i++) {
        const char *s = json_string_value(json_array_get(list, i));
        if (s && strcmp(s, name) == 0)
            return true;
    }
    return false;
}

static void check_name(walk_ctx *w, view_name *vn, const char *name)
{
    json_t *sec;
    bool ok;
    if (strcmp(vn->section, "$resources") == 0)
        ok = in_list(json_object_get(w->cat, "resources"), name);
    else if (strcmp(vn->section, "$icons") == 0)
        ok = in_list(json_object_get(w->cat, "travel_icons"), name);
    else {
        if (strcmp(vn->section, "$space") == 0)
            sec = json_object_get(w->site, "spaces");
        else if (strncmp(vn->section, "$side.", 6) == 0)
            sec = json_object_get(w->side, vn->section + 6);
        else
            sec = at(w->cat, vn->section);
        ok = json_object_get(sec, name) != NULL;
    }
    if (!ok)
        fail_msg("%s %s: '%s' at '%s' has no entry in the catalog's %s", w->game, w->where, name,
                 vn->path, vn->section);
    vn->hits++;
}

static void walk(walk_ctx *w, json_t *v, const char *path)
{
    char sub[256];
    if (json_is_object(v)) {
        /* a site: its entry, for its spaces */
        json_t *site = json_object_get(v, "site");
        if (w->side && json_is_string(site) && strcmp(path, "sites") == 0) {
            w->site = json_object_get(json_object_get(w->side, "sites"), json_string_value(site));
            if (!w->site)
                fail_msg("no site %s", json_string_value(site));
            /* the catalog's level is the view's */
            assert_int_equal(json_integer_value(json_object_get(w->site, "level")),
                             json_integer_value(json_object_get(v, "level")));
        }
        /* "path.*": the keys are names; "path.?": any key, the values are */
        char keys_path[256], any_path[256];
        snprintf(keys_path, sizeof keys_path, "%s%s*", path, path[0] ? "." : "");
        snprintf(any_path, sizeof any_path, "%s%s?", path, path[0] ? "." : "");
        view_name *keys = NULL;
        bool any = false;
        for (int i = 0; i < w->nnames; i++) {
            if (strcmp(w->names[i].path, keys_path) == 0)
                keys = &w->names[i];
            any |= strcmp(w->names[i].path, any_path) == 0;
        }
        const char *k;
        json_t *x;
        json_object_foreach(v, k, x)
        {
            if (keys)
                check_name(w, keys, k);
            if (any)
                snprintf(sub, sizeof sub, "%s", any_path);
            else
                snprintf(sub, sizeof sub, "%s%s%s", path, path[0] ? "." : "", k);
            walk(w, x, sub);
        }
        return;
    }
    if (json_is_array(v)) {
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x) walk(w, x, path);
        return;
    }
    if (!json_is_string(v))
        return;
    for (int i = 0; i < w->nnames; i++)
        if (strcmp(w->names[i].path, path) == 0)
            check_name(w, &w->names[i], json_string_value(v));
}

static void walk_games(const char *name, view_name *names, int nnames, int ngames)
{
    const game_def *g = game_find(name);
    assert_non_null(g);
    json_t *cat = g->catalog_json();
    assert_non_null(cat);
    void *st = malloc(g->state_size);
    game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
    assert_true(st && legal);
    uint64_t rng = 0xCA7A106ULL;
    for (int gi = 0; gi < ngames; gi++) {
        game_setup setup;
        game_setup_default(g, &setup);
        setup.players = g->type.min_players + gi % (g->type.max_players - g->type.min_players + 1);
        for (int o = 0; o < g->noptions; o++)
            setup.options[o] = (int)splitmix64_below(&rng, (uint32_t)g->options[o].nvalues);
        setup.seed = splitmix64(&rng);
        assert_int_equal(g->init(st, &setup), GAME_OK);
        for (int step = 0; step < 5000 && !g->is_over(st); step++) {
            /* the full view (every name some seat sees) often, the seats' own
             * views now and then, and the full view at the end */
            if (step % 4 == 0) {
                for (int viewer = GAME_VIEW_ALL;
                     viewer < (step % 36 == 0 ? setup.players : GAME_VIEW_ALL + 1); viewer++) {
                    json_t *view = g->view_json(st, viewer);
                    assert_non_null(view);
                    walk_ctx w = {cat, name, NULL, NULL, names, nnames, "view"};
                    json_t *side = json_object_get(view, "side");
                    if (json_is_string(side))
                        w.side = json_object_get(at(cat, "sides"), json_string_value(side));
                    if (json_is_string(side) && !w.side)
                        fail_msg("no side %s", json_string_value(side));
                    walk(&w, view, "");
                    json_decref(view);
                }
            }
            int n = g->legal_actions(st, legal);
            assert_true(n > 0);
            assert_int_equal(g->apply(st, legal[splitmix64_below(&rng, (uint32_t)n)]), GAME_OK);
        }
        json_t *view = g->view_json(st, GAME_VIEW_ALL);
        walk_ctx w = {cat, name, NULL, NULL, names, nnames, "final view"};
        json_t *side = json_object_get(view, "side");
        if (json_is_string(side))
            w.side = json_object_get(at(cat, "sides"), json_string_value(side));
        walk(&w, view, "");
        json_decref(view);
    }
    /* every path was seen: a renamed key in a view would otherwise pass unnoticed */
    for (int i = 0; i < nnames; i++)
        if (names[i].hits == 0 && !names[i].rare)
            fail_msg("%s: no view showed anything at '%s' in %d games", name, names[i].path,
                     ngames);
    free(legal);
    free(st);
    json_decref(cat);
}

static void test_arnak_every_view_name_has_an_entry(void **unused)
{
    (void)unused;
    int games = (int)(150 * th_scale());
    walk_games("arnak", ARNAK_NAMES, (int)(sizeof ARNAK_NAMES / sizeof ARNAK_NAMES[0]),
               games < 40 ? 40 : games);
}

static void test_lost_cities_every_view_name_has_an_entry(void **unused)
{
    (void)unused;
    int games = (int)(100 * th_scale());
    walk_games("lost-cities", LC_NAMES, (int)(sizeof LC_NAMES / sizeof LC_NAMES[0]),
               games < 20 ? 20 : games);
    json_t *c = catalog_of("lost-cities");
    /* the rulebook's numbers (docs/LOST_CITIES.md): 55 card types twice, 9
     * steps from -20 to 50, the bridge before step 7, 9 + 9 + 7 tiles */
    assert_int_equal(json_object_size(at(c, "cards")), 55);
    assert_int_equal(num(c, "cards.red 5.copies"), 2);
    assert_int_equal(num(c, "cards.red 5.value"), 5);
    assert_int_equal(num(c, "steps.count"), 9);
    assert_int_equal(json_integer_value(json_array_get(at(c, "steps.points"), 0)), -20);
    assert_int_equal(json_integer_value(json_array_get(at(c, "steps.points"), 8)), 50);
    assert_int_equal(num(c, "steps.bridge_step"), 7);
    assert_int_equal(num(c, "tiles.artefact.count") + num(c, "tiles.arrow.count") +
                         num(c, "tiles.points.count"),
                     25);
    assert_int_equal(json_array_size(at(c, "artefact_tables.long")), 28);
    assert_int_equal(json_integer_value(json_array_get(at(c, "artefact_tables.short"), 0)), -20);
    json_decref(c);
}

/* A Lost Cities view's tile steps and points are among the catalog's. */
static void test_lost_cities_tiles_sit_where_the_catalog_says(void **unused)
{
    (void)unused;
    const game_def *g = game_find("lost-cities");
    json_t *c = catalog_of("lost-cities");
    void *st = malloc(g->state_size);
    game_setup setup;
    game_setup_default(g, &setup);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        setup.seed = seed;
        assert_int_equal(g->init(st, &setup), GAME_OK);
        json_t *v = g->view_json(st, GAME_VIEW_ALL);
        size_t i, k;
        json_t *path, *t;
        json_array_foreach(json_object_get(v, "tiles"), i, path)
        {
            const char *color = json_string_value(json_object_get(path, "color"));
            json_t *steps = json_object_get(json_object_get(at(c, "paths"), color), "tile_steps");
            assert_non_null(steps);
            json_array_foreach(json_object_get(path, "tiles"), k, t)
            {
                json_int_t step = json_integer_value(json_object_get(t, "step"));
                bool found = false;
                for (size_t m = 0; m < json_array_size(steps); m++)
                    found |= json_integer_value(json_array_get(steps, m)) == step;
                if (!found)
                    fail_msg("%s tile on step %d is not in the catalog", color, (int)step);
                json_t *pts = json_object_get(t, "points");
                if (pts) {
                    bool ok = false;
                    json_t *vals = at(c, "tiles.points.values");
                    for (size_t m = 0; m < json_array_size(vals); m++)
                        ok |=
                            json_integer_value(json_array_get(vals, m)) == json_integer_value(pts);
                    assert_true(ok);
                }
            }
        }
        json_decref(v);
    }
    free(st);
    json_decref(c);
}

/* ---- the wording tables (core/words.h) ------------------------------------ */

/* Every {key} / {n:noun} of the row's English template names one of its
 * fields (or "player"). */
static void check_template(const char *game, const char *name, json_t *row)
{
    json_t *en = json_object_get(row, "en"), *fields = json_object_get(row, "fields");
    if (!json_is_string(en) || json_string_length(en) == 0 || !json_is_object(fields))
        fail_msg("%s %s: no English template or no fields", game, name);
    for (const char *p = json_string_value(en); (p = strchr(p, '{')) != NULL; p++) {
        char key[48];
        size_t len = strcspn(p + 1, "}");
        snprintf(key, sizeof key, "%.*s", (int)len, p + 1);
        for (char *k = strtok(key, ":"); k; k = strtok(NULL, ":"))
            if (!json_object_get(fields, k))
                fail_msg("%s %s: the template uses {%s}, not among its fields", game, name, k);
    }
}

static void test_every_event_type_and_action_kind_has_english_words(void **unused)
{
    (void)unused;
    int n;
    const game_def *const *games = game_registry(&n);
    for (int gi = 0; gi < n; gi++) {
        const game_def *g = games[gi];
        json_t *cat = g->catalog_json();
        json_t *events = at(cat, "words.events"), *actions = at(cat, "words.actions");
        /* every event type the game makes (event_json knows it) has its row */
        int types = 0;
        for (int type = 1; type < 1000; type++) {
            game_event e = {.type = (uint16_t)type, .player = 0};
            json_t *j = g->event_json(&e);
            if (!j)
                break;
            const char *name = json_string_value(json_object_get(j, "type"));
            json_t *row = json_object_get(events, name);
            if (!row)
                fail_msg("%s: event type %d (%s) has no words", g->name, type, name);
            check_template(g->name, name, row);
            char text[256];
            assert_true(g->event_text(&e, text, sizeof text) > 0);
            types++;
            json_decref(j);
        }
        assert_int_equal(types, (int)json_object_size(events));
        const char *name;
        json_t *row;
        json_object_foreach(actions, name, row) check_template(g->name, name, row);
        /* every action kind random games meet has its row */
        void *st = malloc(g->state_size);
        game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
        assert_true(st && legal);
        uint64_t rng = 0x3017D5ULL + (uint64_t)gi;
        for (int game = 0; game < 6; game++) {
            game_setup setup;
            game_setup_default(g, &setup);
            setup.players = g->type.min_players + game % (g->type.max_players - g->type.min_players + 1);
            setup.seed = splitmix64(&rng);
            assert_int_equal(g->init(st, &setup), GAME_OK);
            for (int step = 0; step < 3000 && !g->is_over(st); step++) {
                int k = g->legal_actions(st, legal);
                for (int i = 0; i < k; i++) {
                    json_t *info = g->action_info(st, legal[i]);
                    const char *kind = json_string_value(json_object_get(info, "kind"));
                    if (!kind || !json_object_get(actions, kind))
                        fail_msg("%s: action kind '%s' has no words", g->name, kind ? kind : "(none)");
                    json_decref(info);
                }
                assert_int_equal(g->apply(st, legal[splitmix64_below(&rng, (uint32_t)k)]), GAME_OK);
            }
        }
        free(st);
        free(legal);
        json_decref(cat);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game_has_a_catalog),
        cmocka_unit_test(test_arnak_cards_match_tables_and_reference),
        cmocka_unit_test(test_arnak_board_matches_reference),
        cmocka_unit_test(test_arnak_guardian_and_idol_points_match_scoring),
        cmocka_unit_test(test_arnak_every_view_name_has_an_entry),
        cmocka_unit_test(test_lost_cities_every_view_name_has_an_entry),
        cmocka_unit_test(test_lost_cities_tiles_sit_where_the_catalog_says),
        cmocka_unit_test(test_every_event_type_and_action_kind_has_english_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
