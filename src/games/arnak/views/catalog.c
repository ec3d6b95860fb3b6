/* catalog.c - arnak_catalog_json(): every component's static facts (catalog.h,
 * docs/CATALOG.md).
 *
 * Only the data tables (data/) and the word builders of the terminal
 * (arnak_program_words for effects without a printed text, arnak_explain for
 * each entry's "text") are read, so the catalog cannot disagree with the
 * engine: a number changed in a table changes here too.  Keys are the names
 * json_view.c writes (card slugs, "L1-04", "G03", "A07", "P0a", "B5"...). */
#include "games/arnak/catalog.h"

#include <stdio.h>

#include "games/arnak/action_info.h"
#include "games/arnak/events.h"
#include "games/arnak/explain.h"
#include "games/arnak/rules/internal.h"

/* One failed allocation anywhere makes the whole catalog NULL: `bad` is set,
 * and the value passed in is released rather than lost. */
typedef struct {
    bool bad;
} cb;

static void set(cb *c, json_t *o, const char *k, json_t *v)
{
    if (!o || !v || json_object_set_new(o, k, v) != 0)
        c->bad = true;
    if (!o && v)
        json_decref(v);
}

static void append(cb *c, json_t *a, json_t *v)
{
    if (!a || !v || json_array_append_new(a, v) != 0)
        c->bad = true;
    if (!a && v)
        json_decref(v);
}

static json_t *jint(long long v)
{
    return json_integer((json_int_t)v);
}

/* explain NAME, the same text the terminal prints */
static json_t *explain_text(const char *name)
{
    char buf[4096];
    if (arnak_explain(name, buf, sizeof buf) < 0)
        return NULL; /* a name the catalog invents must be one explain knows */
    return json_string(buf);
}

static json_t *words(int prog)
{
    char buf[256];
    arnak_program_words(prog, buf, sizeof buf);
    return json_string(buf);
}

/* {"coin": 1, ...}: only the resources paid */
static json_t *res_cost(cb *c, const uint8_t r[RES_N])
{
    json_t *o = json_object();
    for (int i = 0; i < RES_N; i++)
        if (r[i])
            set(c, o, ARNAK_RES_NAMES[i], jint(r[i]));
    return o;
}

static json_t *icons(cb *c, const uint8_t *ic, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        if (ic[i] > ICON_NONE && ic[i] < ICON_N)
            append(c, a, json_string(ARNAK_ICON_NAMES[ic[i]]));
    return a;
}

static json_t *icon_or_null(int i)
{
    return i > ICON_NONE && i < ICON_N ? json_string(ARNAK_ICON_NAMES[i]) : json_null();
}

static json_t *name_list(cb *c, const char *const *names, int from, int to)
{
    json_t *a = json_array();
    for (int i = from; i < to; i++)
        append(c, a, json_string(names[i]));
    return a;
}

static json_t *int_array_u8(cb *c, const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        append(c, a, jint(v[i]));
    return a;
}

/* ---- the kinds --------------------------------------------------------------------- */

static json_t *cards(cb *c)
{
    static const char *const kinds[] = {"basic", "fear", "item", "artifact"};
    static const char *const actions[] = {"none", "free", "main", "free-or-pass"};
    json_t *all = json_object();
    for (int id = 1; id < CARD_COUNT; id++) {
        const card_def *d = &ARNAK_CARDS[id];
        json_t *x = json_object();
        set(c, x, "name", json_string(d->name));
        set(c, x, "kind", json_string(kinds[d->kind & 3]));
        set(c, x, "cost", jint(d->cost));
        set(c, x, "cost_resource",
            d->kind == CK_ITEM  ? json_string(ARNAK_RES_NAMES[RES_COIN])
            : d->kind == CK_ART ? json_string(ARNAK_RES_NAMES[RES_COMPASS])
                                : json_null());
        set(c, x, "points", jint(d->points));
        set(c, x, "travel", icons(c, d->travel, 2));
        set(c, x, "action", json_string(actions[d->action & 3]));
        set(c, x, "exile_self", json_boolean(d->exile_self));
        set(c, x, "effect", json_string(d->text));
        set(c, x, "text", explain_text(d->slug));
        set(c, all, d->slug, x);
    }
    return all;
}

static json_t *site_tiles(cb *c)
{
    json_t *all = json_object();
    for (int t = 1; t < 17; t++) {
        const tile_def *d = &ARNAK_TILES[t];
        json_t *x = json_object();
        set(c, x, "level", jint(d->level));
        set(c, x, "effect", json_string(d->text));
        set(c, x, "text", explain_text(d->name));
        set(c, all, d->name, x);
    }
    return all;
}

/* Points of an overcome guardian and of a kept idol: score.c writes them as
 * literals (the rulebook's scoring), so tests/test_catalog.c checks these against
 * arnak_score_player on a built position. */
enum { GUARDIAN_POINTS = 5, IDOL_POINTS = 3 };

static json_t *guardians(cb *c)
{
    json_t *all = json_object();
    for (int g = 1; g <= N_GUARDIANS; g++) {
        const guardian_def *d = &ARNAK_GUARDIANS[g];
        json_t *x = json_object();
        set(c, x, "name", json_string(d->name));
        json_t *cost = res_cost(c, d->cost);
        set(c, cost, "travel", icons(c, d->travel, 2));
        set(c, cost, "card_down", jint(d->card_down));
        set(c, x, "cost", cost);
        if (d->boon_icon) {
            char b[64];
            snprintf(b, sizeof b, "use as a %s icon for travel",
                     ARNAK_ICON_NAMES[d->boon_icon % ICON_N]);
            set(c, x, "boon", json_string(b));
        } else {
            set(c, x, "boon", words(d->boon_prog));
        }
        set(c, x, "boon_travel", icon_or_null(d->boon_icon));
        set(c, x, "points", jint(GUARDIAN_POINTS));
        set(c, x, "text", explain_text(d->name));
        set(c, all, d->name, x);
    }
    return all;
}

static json_t *assistants(cb *c)
{
    json_t *all = json_object();
    for (int a = 1; a < 13; a++) {
        const assistant_def *d = &ARNAK_ASSISTANTS[a];
        json_t *x = json_object();
        set(c, x, "name", json_string(d->name));
        set(c, x, "silver", json_string(d->silver));
        set(c, x, "gold", json_string(d->gold));
        set(c, x, "travel_icon", icon_or_null(d->travel_icon));
        set(c, x, "main_action", json_boolean(d->main_action));
        set(c, x, "text", explain_text(d->name));
        set(c, all, d->name, x);
    }
    return all;
}

static json_t *idols(cb *c)
{
    json_t *all = json_object();
    for (int i = 1; i <= 6; i++) {
        char name[32];
        snprintf(name, sizeof name, "idol-%s", ARNAK_IDOL_NAMES[i]);
        json_t *x = json_object();
        set(c, x, "effect", words(PR_IDOLR1 + i - 1));
        set(c, x, "count", jint(ARNAK_IDOL_COUNTS[i]));
        set(c, x, "points", jint(IDOL_POINTS));
        set(c, x, "text", explain_text(name));
        set(c, all, ARNAK_IDOL_NAMES[i], x);
    }
    return all;
}

static json_t *idol_slots(cb *c)
{
    json_t *x = json_object();
    set(c, x, "points", int_array_u8(c, ARNAK_IDOL_SLOT_POINTS, 4));
    json_t *eff = json_object();
    for (int k = 0; k < SLOT_N; k++)
        set(c, eff, ARNAK_SLOT_NAMES[k], words(PR_SLOT0 + k));
    set(c, x, "effects", eff);
    return x;
}

static json_t *bonus_tiles(cb *c)
{
    json_t *all = json_object();
    for (int b = 1; b <= 6; b++) {
        char name[32];
        snprintf(name, sizeof name, "bonus-%s", ARNAK_BONUS_NAMES[b]);
        json_t *x = json_object();
        set(c, x, "effect", words(PR_BONUS1 + b - 1));
        set(c, x, "text", explain_text(name));
        set(c, all, ARNAK_BONUS_NAMES[b], x);
    }
    return all;
}

static const char *const TEMPLE_PARTS[3] = {"A", "B", "C"};

static json_t *temple(cb *c)
{
    json_t *x = json_object();
    set(c, x, "points", int_array_u8(c, ARNAK_TEMPLE_POINTS, 4));
    json_t *stacks = json_object();
    for (int k = 0; k < 6; k++) {
        json_t *y = json_object();
        set(c, y, "points", jint(ARNAK_TEMPLE_STACK_POINTS[k]));
        json_t *parts = json_array();
        for (int part = 0; part < 3; part++)
            if (ARNAK_TEMPLE_STACK_COSTS[k] >> part & 1)
                append(c, parts, json_string(TEMPLE_PARTS[part]));
        set(c, y, "parts", parts);
        set(c, stacks, ARNAK_TEMPLE_STACK_NAMES[k], y);
    }
    set(c, x, "stacks", stacks);
    return x;
}

/* The archaeologist spaces of a site as the view names them: "P0a"/"P0b" at a
 * camp (1 and 2 boots, board.c), the site's own name elsewhere. */
static json_t *site_json(cb *c, int side, int site)
{
    const site_def *d = &ARNAK_SITE_DEFS[site];
    json_t *x = json_object();
    set(c, x, "level", jint(d->level));
    set(c, x, "row", jint(d->map_row));
    set(c, x, "col", jint(d->col));
    json_t *spaces = json_object();
    if (ak_is_camp(site)) {
        set(c, x, "effect", words(PR_CAMP0 + site));
        for (int b = 0; b < 2; b++) {
            uint8_t cost[2] = {ICON_BOOT, b ? ICON_BOOT : ICON_NONE};
            char nm[16];
            snprintf(nm, sizeof nm, "%s%c", d->name, b ? 'b' : 'a');
            json_t *sp = json_object();
            set(c, sp, "travel", icons(c, cost, 2));
            set(c, spaces, nm, sp);
        }
    } else {
        set(c, x, "travel", icons(c, d->travel[side], 2));
        json_t *disc = json_object();
        set(c, disc, ARNAK_RES_NAMES[RES_COMPASS], jint(ak_discover_compass_cost(site)));
        set(c, x, "discover", disc);
        json_t *sp = json_object();
        set(c, sp, "travel", icons(c, d->travel[side], 2));
        set(c, spaces, d->name, sp);
    }
    set(c, x, "spaces", spaces);
    return x;
}

static json_t *side_json(cb *c, int side)
{
    const side_def *sd = &ARNAK_SIDES[side];
    json_t *x = json_object();

    json_t *sites = json_object();
    for (int site = 0; site < ARNAK_SITES; site++)
        set(c, sites, ARNAK_SITE_DEFS[site].name, site_json(c, side, site));
    set(c, x, "sites", sites);

    json_t *research = json_object();
    for (int i = 0; i < ARNAK_RSPACES; i++) {
        const rspace_def *sp = &sd->sp[i];
        json_t *y = json_object();
        set(c, y, "row", jint(sp->row));
        json_t *up = json_array();
        for (int k = 0; k < 3; k++)
            if (sp->up[k] > 0 && sp->up[k] < ARNAK_RSPACES)
                append(c, up, json_string(sd->sp[sp->up[k]].name));
        set(c, y, "up", up);
        set(c, y, "cost", res_cost(c, sp->cost));
        set(c, y, "idol_cost", jint(sp->idol_cost));
        set(c, y, "bonus_slots", int_array_u8(c, sp->bonus_slots, 3));
        set(c, research, sp->name, y);
    }
    set(c, x, "research", research);

    json_t *pts = json_object();
    set(c, pts, "glass", int_array_u8(c, sd->glass_points, 8));
    set(c, pts, "notebook", int_array_u8(c, sd->notebook_points, 8));
    set(c, x, "research_points", pts);

    /* entering row r (1..7) runs program PR_ROW + side*14 + token*7 + r-1
     * (frame_research.c); row 0 is the start, so it has none */
    json_t *rows = json_object();
    static const char *const tokens[2] = {"glass", "notebook"};
    for (int tok = 0; tok < 2; tok++) {
        json_t *a = json_array();
        append(c, a, json_null());
        for (int r = 1; r <= 7; r++)
            append(c, a, words(PR_ROW + side * 14 + tok * 7 + r - 1));
        set(c, rows, tokens[tok], a);
    }
    set(c, x, "row_effects", rows);

    json_t *tc = json_object();
    for (int part = 0; part < 3; part++)
        set(c, tc, TEMPLE_PARTS[part], res_cost(c, sd->ak_temple_cost[part]));
    set(c, x, "temple_costs", tc);

    /* one tile of each stack costs the sum of its parts (ak_temple_cost) */
    json_t *ts = json_object();
    for (int k = 0; k < 6; k++) {
        uint8_t cost[RES_N] = {0};
        for (int part = 0; part < 3; part++)
            if (ARNAK_TEMPLE_STACK_COSTS[k] >> part & 1)
                for (int r = 0; r < RES_N; r++)
                    cost[r] = (uint8_t)(cost[r] + sd->ak_temple_cost[part][r]);
        set(c, ts, ARNAK_TEMPLE_STACK_NAMES[k], res_cost(c, cost));
    }
    set(c, x, "temple_stacks", ts);

    set(c, x, "rescue_space",
        sd->rescue_space > 0 && sd->rescue_space < ARNAK_RSPACES
            ? json_string(sd->sp[sd->rescue_space].name)
            : json_null());
    return x;
}

static json_t *rival(cb *c)
{
    static const char *const kinds[] = {"dig",      "discover", "research",
                                        "overcome", "buy-item", "buy-artifact"};
    json_t *tiles = json_object();
    for (int t = 0; t < RIVAL_TILE_COUNT; t++) {
        const rival_tile_def *d = &ARNAK_RIVAL_TILES[t];
        json_t *x = json_object();
        set(c, x, "kind", json_string(kinds[d->kind % 6]));
        set(c, x, "color", json_string(d->kind == RK_DIG ? "dig" : d->red ? "red" : "green"));
        set(c, x, "resource",
            d->kind == RK_DIG ? json_string(ARNAK_RES_NAMES[d->res % RES_N]) : json_null());
        set(c, x, "arrow", json_string(d->arrow == RIVAL_LEFT ? "left" : "right"));
        set(c, x, "round5", json_boolean(d->round5));
        if (d->kind == RK_DISCOVER) {
            json_t *by = json_array();
            for (int r = 0; r < 5; r++) {
                json_t *y = json_object();
                set(c, y, "level", jint(d->disc_level[r]));
                set(c, y, "guardian", json_boolean(d->disc_guardian[r]));
                append(c, by, y);
            }
            set(c, x, "discover", by);
        }
        char name[48];
        snprintf(name, sizeof name, "rival-%s", d->name);
        set(c, x, "text", explain_text(name));
        set(c, tiles, d->name, x);
    }
    json_t *x = json_object();
    set(c, x, "tiles", tiles);
    return x;
}

json_t *arnak_catalog_json(void)
{
    cb c = {false};
    json_t *j = json_object();
    if (!j)
        return NULL;
    set(&c, j, "game", json_string("arnak"));
    set(&c, j, "resources", name_list(&c, ARNAK_RES_NAMES, 0, RES_N));
    set(&c, j, "travel_icons", name_list(&c, ARNAK_ICON_NAMES, ICON_BOOT, ICON_N));
    set(&c, j, "cards", cards(&c));
    set(&c, j, "site_tiles", site_tiles(&c));
    set(&c, j, "guardians", guardians(&c));
    set(&c, j, "assistants", assistants(&c));
    set(&c, j, "idols", idols(&c));
    set(&c, j, "idol_slots", idol_slots(&c));
    set(&c, j, "bonus_tiles", bonus_tiles(&c));
    set(&c, j, "temple", temple(&c));
    json_t *sides = json_object();
    for (int side = 0; side < 2; side++)
        set(&c, sides, ARNAK_SIDES[side].name, side_json(&c, side));
    set(&c, j, "sides", sides);
    set(&c, j, "rival", rival(&c));
    set(&c, j, "words", game_words_catalog(&ARNAK_WORDS));
    if (c.bad) {
        json_decref(j);
        return NULL;
    }
    return j;
}
