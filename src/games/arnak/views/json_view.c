/* json_view.c - JSON views of a game state (json_view.h).
 *
 * Names rather than ids: cards by slug ("sea-turtle"), sites "P3", board spaces
 * "P0a"/"P0b" (camps: 1 and 2 boots) or "P7", research spaces "B5" / "S5", site
 * tiles "L1-04", guardians "G03", assistants "A07", idol rewards, bonus tiles,
 * resources and travel icons by their table names.  Something absent is null.
 * Every stack or deck listed runs from the bottom to the top.
 *
 * Observation ("view": "player") and full state ("view": "full") share one
 * layout; the full view adds the parts the player view leaves out:
 *
 * {
 *   "view": "player" | "full",
 *   "viewer": 0,                              player view only
 *   "nplayers": 2, "side": "bird" | "snake",
 *   "round": 1, "start_player": 0, "turn_player": 0,
 *   "current_player": 0 | null,               null once the game is over
 *   "over": false, "main_done": false, "decisions": 0,
 *   "decision": "Choose your main action" | null,
 *   "legal_actions": ["dig P0", ...],         canonical action text, sorted as the
 *                                             integer actions are; player view: only
 *                                             when the viewer is the one to act
 *   "row": ["sea-turtle", null, ...],         6 positions, left to right
 *   "revealed": null | "slug",                Fishing Rod / Precision Compass card
 *   "item_deck": {"count": 34, "known_top": null | "slug"},   known_top: a card
 *   "artifact_deck": {"count": 33, "known_top": null | "slug"}, put back face up
 *   "fear_supply": 14,
 *   "exile": {"items": [...], "artifacts": [...], "basic": [...]},
 *   "sites": [{"site": "P0", "level": 0, "tile": null | "L1-04",
 *              "guardian": null | "G03", "idol": null | "coin",
 *              "face_down_idols": 0,             a count: they carry no reward
 *              "spaces": [{"space": "P0a", "occupant": null | 0..3 | "blocked"}]},
 *             ... 17 sites P0..P16],
 *   "site_stacks": {"level1": 10, "level2": 6, "guardians": 15},     counts
 *   "research_bonus": {"B3": ["coin"], ...},  face-up bonus tiles; spaces that
 *                                             hold none are left out
 *   "lost_temple": {"count": 4, "tiles": [...]},   tiles only for a viewer who
 *                                             has looked through the stack
 *   "temple_stacks": {"2-left": 2, ..., "11": 2}, "temple_arrivals": 0,
 *   "assistant_supply": [{"count": 4, "top": "A03" | null}, x3],
 *   "rescue": {"count": 0, "top": null, "cards": [...]},   Snake; cards only for a
 *                                             viewer who has looked through it
 *   "idols_removed": 0,
 *   "drawn": {"owner": null | 0..3, "count": 0, "cards": [...]},  cards drawn
 *                                             and held apart; cards for the owner
 *   "players": [{
 *       "seat": 0,
 *       "resources": {"coin": 2, "compass": 0, "tablet": 0, "arrowhead": 0, "jewel": 0},
 *       "hand_size": 5, "deck_size": 1, "play_size": 0,
 *       "hand": ["funding-car", ...],         the viewer's own hand only
 *       "play": [...],                        play area, in order
 *       "fear_tiles": 0, "idols": 0, "idol_slots": 0,
 *       "guardians": [{"guardian": "G03", "boon_used": false}],
 *       "assistants": [{"slot": 0, "assistant": "A01", "gold": false, "exhausted": false}],
 *       "glass": "B0", "notebook": "B0", "temple_rank": 0,
 *       "temple_tiles": {"2": 0, "6": 0, "11": 0},
 *       "archaeologists_out": 0, "passed": false, "seen_temple_stack": false,
 *       "no_fear_this_round": false, "ocarina": false,
 *       "made_icons": {"boot": 0, "car": 0, "ship": 0, "plane": 0}
 *   }, ...],
 *   "rival": {                                solo games (nplayers 1) only
 *       "difficulty": 2, "red": ["research", ...],   pairs whose red tile is used
 *       "stack_count": 9, "stack_top_arrow": "left" | "right" | null,
 *       "stack": [...],                       full view only: bottom to top
 *       "remaining": ["dig-coin", ...],       the tiles left, sorted (public)
 *       "used": ["research-red", ...],        used pile, bottom first
 *       "archaeologists_out": 1, "glass": "B1", "temple_rank": 0, "temple_tiles_6": 0,
 *       "idols": ["coin", ...], "idols_minus": 0, "guardians": ["G03"],
 *       "cards": ["parrot", ...], "assistants_removed": 1,
 *       "score": {"research":..., "total": ...},
 *       "last_turns": [{"tile": "dig-coin", "result": "dig", "site": "P3"}, ...]}
 * }
 * Occupants are seats 0..3, "blocked", or "rival".
 *
 * The full view shows every hand, the Lost Temple tiles, the whole rescue stack
 * and the drawn cards in the places above (each is seen by some player), and
 * adds what no player sees under keys named "hidden":
 *   players[i].hidden = {"deck": [...], "deck_segments": [...], "hand_segments": [...]}
 *   hidden = {"rng_state": "0x...", "rng_inc": "0x...",
 *             "item_deck": [...], "artifact_deck": [...],
 *             "level1_stack": ["L1-03", ...], "level1_known_bottom": 0,
 *             "level2_stack": [...], "level2_known_bottom": 0,
 *             "guardian_stack": ["G07", ...],
 *             "assistant_stacks": [[...], [...], [...]], "assistant_known": [1, 1, 1],
 *             "bonus_box": {"coin": 0, ...}, "bonus_taken": 0, "drawn_segments": [...],
 *             "decision_stack": [{"kind": 1, "player": 0, "args": [a..h]}, ...]}
 *
 * Scores:
 * {"over": false, "winners": [0],
 *  "players": [{"seat": 0, "research": 0, "temple": 0, "idols": 10, "guardians": 0,
 *               "cards": 0, "fear": -2, "total": 8, "temple_rank": 0, "winner": true}]}
 * A solo game adds "rival": {the same categories} (fear 0); the rival competes as a
 * player would.  At the end, when first place was tied on points, "tiebreak" says what decided it:
 * "temple" (first to the Lost Temple), "research" (the research score) or "shared".
 */
#include "games/arnak/json_view.h"

#include <stdio.h>
#include <stdlib.h>

#include "games/arnak/rules/encoding.h"
#include "games/arnak/rules/zones.h"
#include "games/arnak/rules/sites.h"
#include "games/arnak/rules/rival.h"

#define VIEW_FULL (-1)

/* ---- small builders ----------------------------------------------------- */

static json_t *jcard(int c) { return c > 0 && c < CARD_COUNT ? json_string(ARNAK_CARDS[c].slug) : json_null(); }
static json_t *jint(long long v) { return json_integer((json_int_t)v); }

static json_t *jname(const char *const *names, int i, int n)
{
    return i > 0 && i < n ? json_string(names[i]) : json_null();
}

static json_t *jtile(int t) { return t > 0 && t < 17 ? json_string(ARNAK_TILES[t].name) : json_null(); }
static json_t *jguardian(int g) { return g > 0 && g < 16 ? json_string(ARNAK_GUARDIANS[g].name) : json_null(); }
static json_t *jassistant(int a) { return a > 0 && a < 13 ? json_string(ARNAK_ASSISTANTS[a].name) : json_null(); }

static json_t *jrspace(const arnak_state *s, int sp)
{
    return sp >= 0 && sp < ARNAK_RSPACES ? json_string(ARNAK_SIDES[s->side & 1].sp[sp].name) : json_null();
}

static json_t *jhex64(uint64_t v)
{
    char buf[24];
    snprintf(buf, sizeof buf, "0x%016llx", (unsigned long long)v);
    return json_string(buf);
}

/* Out of memory while building one view: the view is thrown away and NULL
 * returned (a partial view must never pass for a whole one).  Thread-local:
 * views of different states may be built at once in different threads. */
static _Thread_local bool g_oom;

static void set(json_t *o, const char *k, json_t *v)
{
    if (!o || !v || json_object_set_new(o, k, v) != 0)
        g_oom = true;
    if (!o && v)
        json_decref(v);
}

static void append(json_t *a, json_t *v)
{
    if (!a || !v || json_array_append_new(a, v) != 0)
        g_oom = true;
    if (!a && v)
        json_decref(v);
}

/* The finished view, or NULL (and nothing leaked) when anything failed. */
static json_t *finish(json_t *j)
{
    if (g_oom || !j) {
        json_decref(j);
        return NULL;
    }
    return j;
}

static json_t *card_list(const uint8_t *c, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        append(a, jcard(c[i]));
    return a;
}

static json_t *int_list(const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        append(a, jint(v[i]));
    return a;
}


static void space_name(int sp, char *buf, size_t n)
{
    int site = ak_space_site(sp);
    if (site < 5)
        snprintf(buf, n, "%s%c", ARNAK_SITE_DEFS[site].name, (sp & 1) ? 'b' : 'a');
    else
        snprintf(buf, n, "%s", ARNAK_SITE_DEFS[site].name);
}

/* Has `viewer` looked through the Snake rescue stack (glass in row 4 or above)?
 * Mirrors the rule in engine/observe.c. */
static bool looked_rescue(const arnak_state *s, int viewer)
{
    return viewer >= 0 && s->side == ARNAK_SIDE_SNAKE &&
           ARNAK_SIDES[1].sp[s->p[viewer].glass].row >= 4;
}

/* ---- the shared layout -------------------------------------------------- */

static json_t *player_view(const arnak_state *o, int q, int viewer)
{
    const arnak_player *p = &o->p[q];
    bool full = viewer == VIEW_FULL;
    json_t *j = json_object();
    set(j, "seat", jint(q));

    json_t *res = json_object();
    for (int r = 0; r < RES_N; r++)
        set(res, ARNAK_RES_NAMES[r], jint(p->res[r]));
    set(j, "resources", res);

    set(j, "hand_size", jint(p->hand_n));
    set(j, "deck_size", jint(p->deck_n));
    set(j, "play_size", jint(p->play_n));
    if (full || q == viewer)
        set(j, "hand", card_list(&p->cards[ak_hand_lo(p)], p->hand_n));
    set(j, "play", card_list(&p->cards[ak_play_lo(p)], p->play_n));

    set(j, "fear_tiles", jint(p->fear_tiles));
    set(j, "idols", jint(p->idols));
    set(j, "idol_slots", jint(p->idol_slots));

    json_t *gs = json_array();
    for (int g = 1; g < 16; g++) {
        if (!(p->guardians >> (g - 1) & 1))
            continue;
        json_t *x = json_object();
        set(x, "guardian", jguardian(g));
        set(x, "boon_used", json_boolean(p->boons_used >> (g - 1) & 1));
        append(gs, x);
    }
    set(j, "guardians", gs);

    json_t *as = json_array();
    for (int i = 0; i < 2; i++) {
        if (!p->asst[i])
            continue;
        json_t *x = json_object();
        set(x, "slot", jint(i));
        set(x, "assistant", jassistant(p->asst[i]));
        set(x, "gold", json_boolean(p->asst_gold[i]));
        set(x, "exhausted", json_boolean(p->asst_tired[i]));
        append(as, x);
    }
    set(j, "assistants", as);

    set(j, "glass", jrspace(o, p->glass));
    set(j, "notebook", jrspace(o, p->notebook));
    set(j, "temple_rank", jint(p->temple_rank));
    json_t *tt = json_object();
    set(tt, "2", jint(p->temple_tiles[0]));
    set(tt, "6", jint(p->temple_tiles[1]));
    set(tt, "11", jint(p->temple_tiles[2]));
    set(j, "temple_tiles", tt);
    set(j, "archaeologists_out", jint(p->arch_out));
    set(j, "passed", json_boolean(p->passed));
    set(j, "seen_temple_stack", json_boolean(p->seen_temple_stack));
    set(j, "no_fear_this_round", json_boolean(p->war_mask));
    set(j, "ocarina", json_boolean(p->ocarina));
    json_t *mi = json_object();
    for (int i = ICON_BOOT; i < ICON_N; i++)
        set(mi, ARNAK_ICON_NAMES[i], jint(p->temp_icons[i]));
    set(j, "made_icons", mi);

    if (full) {
        json_t *h = json_object();
        set(h, "deck", card_list(p->cards, p->deck_n));
        set(h, "deck_segments", int_list(p->seg, p->deck_n));
        set(h, "hand_segments", int_list(&p->seg[ak_hand_lo(p)], p->hand_n));
        set(j, "hidden", h);
    }
    return j;
}

static json_t *sites_view(const arnak_state *o)
{
    json_t *arr = json_array();
    for (int site = 0; site < ARNAK_SITES; site++) {
        json_t *x = json_object();
        set(x, "site", json_string(ARNAK_SITE_DEFS[site].name));
        set(x, "level", jint(ARNAK_SITE_DEFS[site].level));
        set(x, "tile", jtile(o->site_tile[site]));
        set(x, "guardian", jguardian(o->site_guardian[site]));
        set(x, "idol", jname(ARNAK_IDOL_NAMES, o->site_idol[site], 7));
        set(x, "face_down_idols", jint(o->site_idol_down[site]));
        json_t *sps = json_array();
        for (int i = 0; i < ak_site_nspaces(site); i++) {
            int sp = ak_site_space(site, i);
            char nm[16];
            space_name(sp, nm, sizeof nm);
            json_t *y = json_object();
            set(y, "space", json_string(nm));
            uint8_t occ = o->space_occ[sp];
            set(y, "occupant",
                occ == 0               ? json_null()
                : occ == SPACE_BLOCKED ? json_string("blocked")
                : occ == SPACE_RIVAL   ? json_string("rival")
                                       : jint(occ - 1));
            append(sps, y);
        }
        set(x, "spaces", sps);
        append(arr, x);
    }
    return arr;
}

static json_t *exile_view(const arnak_state *o)
{
    json_t *x = json_object();
    json_t *items = json_array(), *arts = json_array(), *basic = json_array();
    for (int n = 1; n <= 40; n++)
        if (o->item_exile >> (n - 1) & 1)
            append(items, jcard(CARD_ITEM(n)));
    for (int n = 1; n <= 35; n++)
        if (o->art_exile >> (n - 1) & 1)
            append(arts, jcard(CARD_ART(n)));
    for (int b = 0; b < 4; b++)
        for (int k = 0; k < o->basic_exiled[b]; k++)
            append(basic, jcard(b + 1));
    set(x, "items", items);
    set(x, "artifacts", arts);
    set(x, "basic", basic);
    return x;
}

static json_t *deck_view(const uint8_t *deck, int n, int known_top)
{
    json_t *x = json_object();
    set(x, "count", jint(n));
    set(x, "known_top", known_top && n > 0 ? jcard(deck[n - 1]) : json_null());
    return x;
}

static json_t *actions_view(const arnak_state *s)
{
    json_t *arr = json_array();
    arnak_action acts[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, acts);
    for (int i = 0; i < n; i++) {
        char buf[160];
        arnak_action_to_string(s, acts[i], buf, sizeof buf);
        append(arr, json_string(buf));
    }
    return arr;
}

static json_t *hidden_view(const arnak_state *s)
{
    json_t *h = json_object();
    set(h, "rng_state", jhex64(s->rng_state));
    set(h, "rng_inc", jhex64(s->rng_inc));
    set(h, "item_deck", card_list(s->item_deck, s->item_n));
    set(h, "artifact_deck", card_list(s->art_deck, s->art_n));

    json_t *l1 = json_array(), *l2 = json_array(), *gu = json_array();
    for (int i = 0; i < s->l1_n; i++)
        append(l1, jtile(s->l1_stack[i]));
    for (int i = 0; i < s->l2_n; i++)
        append(l2, jtile(s->l2_stack[i]));
    for (int i = 0; i < s->guard_n; i++)
        append(gu, jguardian(s->guard_stack[i]));
    set(h, "level1_stack", l1);
    set(h, "level1_known_bottom", jint(s->l1_known_bottom));
    set(h, "level2_stack", l2);
    set(h, "level2_known_bottom", jint(s->l2_known_bottom));
    set(h, "guardian_stack", gu);

    json_t *stacks = json_array();
    for (int st = 0; st < 3; st++) {
        json_t *a = json_array();
        for (int i = 0; i < s->asst_n[st]; i++)
            append(a, jassistant(s->asst_stack[st][i]));
        append(stacks, a);
    }
    set(h, "assistant_stacks", stacks);
    set(h, "assistant_known", int_list(s->asst_known, 3));
    json_t *box = json_object();
    for (int t = 1; t < 7; t++)
        set(box, ARNAK_BONUS_NAMES[t], jint(s->bonus_box[t]));
    set(h, "bonus_box", box);
    set(h, "bonus_taken", jint(s->bonus_taken));
    set(h, "drawn_segments", int_list(s->limbo_seg, s->limbo_n));

    json_t *ds = json_array();
    for (int i = 0; i < s->depth && i < ARNAK_STACK; i++) {
        const arnak_frame *f = &s->stack[i];
        json_t *x = json_object();
        set(x, "kind", jint(f->kind));
        set(x, "player", jint(f->player));
        uint8_t args[8] = {f->a, f->b, f->c, f->d, f->e, f->f, f->g, f->h};
        set(x, "args", int_list(args, 8));
        append(ds, x);
    }
    set(h, "decision_stack", ds);
    return h;
}

static json_t *score_json(const arnak_score *sc)
{
    json_t *x = json_object();
    set(x, "research", jint(sc->research));
    set(x, "temple", jint(sc->temple));
    set(x, "idols", jint(sc->idols));
    set(x, "guardians", jint(sc->guardians));
    set(x, "cards", jint(sc->cards));
    set(x, "fear", jint(sc->fear));
    set(x, "total", jint(sc->total));
    set(x, "temple_rank", jint(sc->temple_rank));
    return x;
}

static const char *const RV_NAMES[] = {"nothing", "nothing-in-round-5", "dig", "discover",
                                       "research", "research-instead", "overcome", "buy"};
static const char *const PAIR_NAMES[RIVAL_PAIRS] = {"discover", "research", "overcome", "buy-item",
                                                    "buy-artifact"};

static json_t *tile_list(const uint8_t *t, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        append(a, json_string(arnak_rival_tile_name(t[i])));
    return a;
}

/* the solo rival: everything but the order of its stack is public */
static json_t *rival_view(const arnak_state *o, bool full)
{
    const arnak_rival *r = &o->rival;
    json_t *x = json_object();
    set(x, "difficulty", jint(r->difficulty));
    json_t *red = json_array();
    for (int k = 0; k < RIVAL_PAIRS; k++)
        if (r->red >> k & 1)
            append(red, json_string(PAIR_NAMES[k]));
    set(x, "red", red);
    set(x, "stack_count", jint(r->stack_n));
    set(x, "stack_top_arrow", r->stack_n ? json_string(ak_rival_arrow(o) == RIVAL_LEFT ? "left" : "right")
                                         : json_null());
    uint8_t sorted[ARNAK_RIVAL_TILES_N];
    int n = r->stack_n <= ARNAK_RIVAL_TILES_N ? r->stack_n : ARNAK_RIVAL_TILES_N;
    memcpy(sorted, r->stack, (size_t)n);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            uint8_t t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    set(x, "remaining", tile_list(sorted, n));
    if (full)
        set(x, "stack", tile_list(r->stack, n));
    set(x, "used", tile_list(r->used, r->used_n <= ARNAK_RIVAL_TILES_N ? r->used_n : ARNAK_RIVAL_TILES_N));
    set(x, "archaeologists_out", jint(r->arch_out));
    set(x, "glass", jrspace(o, r->glass));
    set(x, "temple_rank", jint(r->temple_rank));
    set(x, "temple_tiles_6", jint(r->temple6));
    json_t *idols = json_array();
    for (int t = 1; t <= 6; t++)
        if (r->idols_up >> (t - 1) & 1)
            append(idols, json_string(ARNAK_IDOL_NAMES[t]));
    set(x, "idols", idols);
    set(x, "idols_minus", jint(r->idols_minus));
    json_t *gs = json_array();
    for (int g = 1; g <= N_GUARDIANS; g++)
        if (r->guardians >> (g - 1) & 1)
            append(gs, jguardian(g));
    set(x, "guardians", gs);
    json_t *cards = json_array();
    for (int i = 1; i <= N_ITEMS; i++)
        if (r->items >> (i - 1) & 1)
            append(cards, jcard(CARD_ITEM(i)));
    for (int i = 1; i <= N_ARTIFACTS; i++)
        if (r->arts >> (i - 1) & 1)
            append(cards, jcard(CARD_ART(i)));
    set(x, "cards", cards);
    set(x, "assistants_removed", jint(r->assts_removed));
    arnak_score sc;
    arnak_score_rival(o, &sc);
    set(x, "score", score_json(&sc));
    json_t *log = json_array();
    for (int i = 0; i < r->log_n && i < ARNAK_RIVAL_LOG; i++) {
        const uint8_t *e = r->log[i];
        json_t *y = json_object();
        set(y, "tile", json_string(arnak_rival_tile_name(e[0])));
        set(y, "result", json_string(e[1] < 8 ? RV_NAMES[e[1]] : "?"));
        set(y, "details", int_list(e + 2, 4));
        append(log, y);
    }
    set(x, "last_turns", log);
    return x;
}

/* o: the state to show (the observation for a player view); s: the real state,
 * used only for the acting player's legal actions (the actions a player is
 * offered are by definition visible to that player). */
static json_t *build_view(const arnak_state *o, const arnak_state *s, int viewer)
{
    bool full = viewer == VIEW_FULL;
    json_t *j = json_object();
    if (!j)
        return NULL;
    set(j, "view", json_string(full ? "full" : "player"));
    if (!full)
        set(j, "viewer", viewer >= 0 ? jint(viewer) : json_null());
    set(j, "nplayers", jint(o->nplayers));
    set(j, "side", json_string(ARNAK_SIDES[o->side & 1].name));
    set(j, "round", jint(o->round));
    set(j, "start_player", jint(o->start_player));
    set(j, "turn_player", jint(o->turn_player));
    int cur = arnak_current_player(o);
    set(j, "current_player", cur < 0 ? json_null() : jint(cur));
    set(j, "over", json_boolean(arnak_is_over(o)));
    set(j, "main_done", json_boolean(o->main_done));
    set(j, "decisions", jint(o->decisions));
    if (cur >= 0) {
        char buf[200];
        arnak_decision_text(o, buf, sizeof buf);
        set(j, "decision", json_string(buf));
    } else {
        set(j, "decision", json_null());
    }
    if (cur >= 0 && (full || cur == viewer))
        set(j, "legal_actions", actions_view(s));

    set(j, "row", card_list(o->row, ARNAK_ROW));
    set(j, "revealed", jcard(o->revealed));
    set(j, "item_deck", deck_view(o->item_deck, o->item_n, o->item_known_top));
    set(j, "artifact_deck", deck_view(o->art_deck, o->art_n, o->art_known_top));
    set(j, "fear_supply", jint(o->fear_supply));
    set(j, "exile", exile_view(o));

    set(j, "sites", sites_view(o));
    json_t *ss = json_object();
    set(ss, "level1", jint(o->l1_n));
    set(ss, "level2", jint(o->l2_n));
    set(ss, "guardians", jint(o->guard_n));
    set(j, "site_stacks", ss);

    json_t *rb = json_object();
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        if (!o->bonus_n[sp])
            continue;
        json_t *a = json_array();
        for (int i = 0; i < o->bonus_n[sp] && i < 3; i++)
            append(a, jname(ARNAK_BONUS_NAMES, o->bonus[sp][i], 7));
        set(rb, ARNAK_SIDES[o->side & 1].sp[sp].name, a);
    }
    set(j, "research_bonus", rb);

    json_t *lt = json_object();
    set(lt, "count", jint(o->temple_bonus_n));
    if (full || (viewer >= 0 && o->p[viewer].seen_temple_stack)) {
        json_t *a = json_array();
        for (int i = 0; i < o->temple_bonus_n; i++)
            append(a, jname(ARNAK_BONUS_NAMES, o->temple_bonus[i], 7));
        set(lt, "tiles", a);
    }
    set(j, "lost_temple", lt);
    json_t *ts = json_object();
    for (int i = 0; i < 6; i++)
        set(ts, ARNAK_TEMPLE_STACK_NAMES[i], jint(o->temple_stack[i]));
    set(j, "temple_stacks", ts);
    set(j, "temple_arrivals", jint(o->temple_arrivals));

    json_t *sup = json_array();
    for (int st = 0; st < 3; st++) {
        json_t *x = json_object();
        int n = o->asst_n[st];
        set(x, "count", jint(n));
        set(x, "top", n > 0 ? jassistant(o->asst_stack[st][n - 1]) : json_null());
        append(sup, x);
    }
    set(j, "assistant_supply", sup);

    json_t *rs = json_object();
    set(rs, "count", jint(o->rescue_n));
    set(rs, "top", o->rescue_n > 0 ? jassistant(o->rescue[o->rescue_n - 1]) : json_null());
    if (full || looked_rescue(o, viewer)) {
        json_t *a = json_array();
        for (int i = 0; i < o->rescue_n; i++)
            append(a, jassistant(o->rescue[i]));
        set(rs, "cards", a);
    }
    set(j, "rescue", rs);
    set(j, "idols_removed", jint(o->idols_removed));

    json_t *dr = json_object();
    bool has_owner = o->limbo_n > 0 && o->limbo_owner < o->nplayers;
    set(dr, "owner", has_owner ? jint(o->limbo_owner) : json_null());
    set(dr, "count", jint(o->limbo_n));
    if (full || (has_owner && o->limbo_owner == viewer))
        set(dr, "cards", card_list(o->limbo, o->limbo_n));
    set(j, "drawn", dr);

    json_t *ps = json_array();
    for (int q = 0; q < o->nplayers && q < ARNAK_MAX_PLAYERS; q++)
        append(ps, player_view(o, q, viewer));
    set(j, "players", ps);
    if (o->nplayers == 1)
        set(j, "rival", rival_view(o, full));

    if (full)
        set(j, "hidden", hidden_view(o));
    return j;
}

/* ---- public functions ----------------------------------------------------- */

json_t *arnak_json_state(const arnak_state *s)
{
    g_oom = false;
    return finish(build_view(s, s, VIEW_FULL));
}

json_t *arnak_json_observation(const arnak_state *s, int player)
{
    if ((player < 0 && player != GAME_VIEW_SPECTATOR) || player >= s->nplayers)
        return NULL;
    arnak_state obs;
    arnak_observe(s, player, &obs);
    g_oom = false;
    return finish(build_view(&obs, s, player));
}

json_t *arnak_json_scores(const arnak_state *s)
{
    g_oom = false;
    json_t *j = json_object();
    if (!j)
        return NULL;
    bool win[ARNAK_MAX_PLAYERS];
    arnak_tiebreak how;
    arnak_winners_how(s, win, &how);
    json_t *ps = json_array(), *ws = json_array();
    for (int q = 0; q < s->nplayers && q < ARNAK_MAX_PLAYERS; q++) {
        arnak_score sc;
        arnak_score_player(s, q, &sc);
        json_t *x = json_object();
        set(x, "seat", jint(q));
        set(x, "research", jint(sc.research));
        set(x, "temple", jint(sc.temple));
        set(x, "idols", jint(sc.idols));
        set(x, "guardians", jint(sc.guardians));
        set(x, "cards", jint(sc.cards));
        set(x, "fear", jint(sc.fear));
        set(x, "total", jint(sc.total));
        set(x, "temple_rank", jint(sc.temple_rank));
        set(x, "winner", json_boolean(win[q]));
        append(ps, x);
        if (win[q])
            append(ws, jint(q));
    }
    set(j, "players", ps);
    if (s->nplayers == 1) {
        arnak_score sc;
        arnak_score_rival(s, &sc);
        set(j, "rival", score_json(&sc));
    }
    set(j, "winners", ws);
    /* at the end, when first place was tied on points: which rule decided it */
    static const char *const tie_names[] = {[ARNAK_TIE_TEMPLE] = "temple", [ARNAK_TIE_RESEARCH] = "research",
                                            [ARNAK_TIE_SHARED] = "shared"};
    if (how != ARNAK_TIE_NONE && arnak_is_over(s))
        set(j, "tiebreak", json_string(tie_names[how]));
    set(j, "over", json_boolean(arnak_is_over(s)));
    return finish(j);
}
