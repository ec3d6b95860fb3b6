/* position.c - a position as data (position.h, docs/POSITION.md).
 *
 * One walk over the state drives both directions: every field is visited by a
 * codec call (position_codec.h: ak_pos_u8, ak_pos_names, ak_pos_bits, ...)
 * that in write mode turns the field into a JSON value under its key and in
 * read mode takes the value under that key, checks its type and range and
 * stores it.  The writer and the reader
 * therefore cannot drift apart: a field is either in both or in neither.
 *
 * Reading starts from an all-zero state (the padding fields stay zero), fills
 * it from the text, refuses unknown keys, then runs arnak_check().  The first
 * error stops the walk; its message names the field ("players[1].resources.coin:
 * 70000 is out of range 0..65535") and the caller's state stays untouched.
 *
 * Lists hold the live part of each array (a deck from the bottom to the top, a
 * hand, a stack); bytes left beyond a list's count by earlier moves mean nothing
 * to the game but are part of the state's bytes, so they are written under
 * "residue" (only where non-zero) to keep write -> read byte-exact. */
#include "games/arnak/position.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kit.h"
#include "games/arnak/views/position_codec.h"
#include "games/arnak/rules/encoding.h"
#include "games/arnak/rules/zones.h"
#include "games/arnak/rules/sites.h"

/* ---- names of things ------------------------------------------------------ */

/* Decision-stack frame kinds (FR_* in internal.h), by name. */
static const char *const FRAME_NAMES[FR_END_ROUND + 1] = {
    [FR_NONE] = "none",
    [FR_TURN] = "turn",
    [FR_POST] = "post",
    [FR_PAY_TRAVEL] = "pay_travel",
    [FR_DRAW] = "draw",
    [FR_EXILE] = "exile",
    [FR_DISCARD] = "discard",
    [FR_PAY_Q] = "pay_q",
    [FR_PAY_DISCARD] = "pay_discard",
    [FR_CHOICE] = "choice",
    [FR_UPGRADE] = "upgrade",
    [FR_ARCH] = "arch",
    [FR_ACTIVATE] = "activate",
    [FR_RELOCATE] = "relocate",
    [FR_OVERCOME_FREE] = "overcome_free",
    [FR_CROWN] = "crown",
    [FR_BUY] = "buy",
    [FR_BOUGHT_ART] = "bought_art",
    [FR_RESEARCH] = "research",
    [FR_ORDER] = "order",
    [FR_BONUS_PICK] = "bonus_pick",
    [FR_RECRUIT] = "recruit",
    [FR_UPGRADE_ASST] = "upgrade_asst",
    [FR_REFRESH] = "refresh",
    [FR_RESCUE] = "rescue",
    [FR_SUPPLY_ASST] = "supply_asst",
    [FR_HORN] = "horn",
    [FR_EARRING_N] = "earring_n",
    [FR_LIMBO_KEEP] = "limbo_keep",
    [FR_LIMBO_TOP] = "limbo_top",
    [FR_HAMMER_TAKE] = "hammer_take",
    [FR_OCARINA] = "ocarina",
    [FR_KEEP] = "keep",
    [FR_EFFECT] = "effect",
    [FR_DO_DIG] = "do_dig",
    [FR_DO_DISCOVER] = "do_discover",
    [FR_DO_GUARDIAN] = "do_guardian",
    [FR_DO_OVERCOME] = "do_overcome",
    [FR_TAKE_BONUS] = "take_bonus",
    [FR_LIMBO_REST] = "limbo_rest",
    [FR_END_ROUND] = "end_round",
};
/* A new frame kind needs a name above (and a line in docs/POSITION.md). */
_Static_assert(FR_DECISION_END == 33 && FR_END_ROUND == 71, "frame kinds changed: update FRAME_NAMES");


static const char *nm_card(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < CARD_COUNT ? ARNAK_CARDS[id].slug : NULL;
}
static const char *nm_tile(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 17 ? ARNAK_TILES[id].name : NULL;
}
static const char *nm_guardian(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 16 ? ARNAK_GUARDIANS[id].name : NULL;
}
static const char *nm_assistant(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 13 ? ARNAK_ASSISTANTS[id].name : NULL;
}
static const char *nm_idol(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 7 ? ARNAK_IDOL_NAMES[id] : NULL;
}
static const char *nm_bonus(const arnak_state *s, int id)
{
    (void)s;
    return id > 0 && id < 7 ? ARNAK_BONUS_NAMES[id] : NULL;
}
static const char *nm_rspace(const arnak_state *s, int id)
{
    return id >= 0 && id < ARNAK_RSPACES ? ARNAK_SIDES[s->side & 1].sp[id].name : NULL;
}
static const char *nm_frame(const arnak_state *s, int id)
{
    (void)s;
    return id >= 0 && id <= FR_END_ROUND ? FRAME_NAMES[id] : NULL;
}

static const char *nm_rtile(const arnak_state *s, int id)
{
    (void)s;
    return id >= 0 && id < RIVAL_TILE_COUNT ? ARNAK_RIVAL_TILES[id].name : NULL;
}

static const ak_pos_nameset N_CARD = {"card", nm_card, 1, CARD_COUNT - 1};
static const ak_pos_nameset N_RTILE = {"rival tile", nm_rtile, 0, RIVAL_TILE_COUNT - 1};
static const ak_pos_nameset N_ITEM = {"item", nm_card, CARD_ITEM(1), CARD_ITEM(40)};
static const ak_pos_nameset N_ART = {"artifact", nm_card, CARD_ART(1), CARD_ART(35)};
static const ak_pos_nameset N_ROWCARD = {"item or artifact", nm_card, CARD_ITEM(1), CARD_COUNT - 1};
static const ak_pos_nameset N_TILE = {"tile", nm_tile, 1, 16};
static const ak_pos_nameset N_TILE1 = {"level I tile", nm_tile, 1, 10};
static const ak_pos_nameset N_TILE2 = {"level II tile", nm_tile, 11, 16};
static const ak_pos_nameset N_GUARDIAN = {"guardian", nm_guardian, 1, 15};
static const ak_pos_nameset N_ASSISTANT = {"assistant", nm_assistant, 1, 12};
static const ak_pos_nameset N_IDOL = {"idol", nm_idol, 1, 6};
static const ak_pos_nameset N_BONUS = {"bonus tile", nm_bonus, 1, 6};
static const ak_pos_nameset N_RSPACE = {"research space", nm_rspace, 0, ARNAK_RSPACES - 1};
static const ak_pos_nameset N_FRAME = {"frame kind", nm_frame, 0, FR_END_ROUND};

/* ---- the walk ------------------------------------------------------------------ */

/* The solo rival (nplayers 1 only; a 2-4 player position has no "rival" key). */
static void walk_rival(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_rival *r = &c->s->rival;
    ak_pos_ob x;
    if (!ak_pos_obj(c, o, "rival", &x))
        return;
    ak_pos_u8(c, &x, "difficulty", &r->difficulty, 0, RIVAL_PAIRS);
    ak_pos_u8(c, &x, "red_pairs", &r->red, 0, (1 << RIVAL_PAIRS) - 1);
    ak_pos_names(c, &x, "stack", r->stack, &r->stack_n, ARNAK_RIVAL_TILES_N, &N_RTILE, false);
    ak_pos_names(c, &x, "used", r->used, &r->used_n, ARNAK_RIVAL_TILES_N, &N_RTILE, false);
    ak_pos_u8(c, &x, "archaeologists_out", &r->arch_out, 0, ARNAK_RIVAL_ARCHS);
    ak_pos_name(c, &x, "glass", &r->glass, &N_RSPACE, false);
    ak_pos_u8(c, &x, "temple_rank", &r->temple_rank, 0, ARNAK_MAX_PLAYERS);
    ak_pos_u8(c, &x, "temple_tiles_6", &r->temple6, 0, 2);
    ak_pos_u8(c, &x, "idols_up", &r->idols_up, 0, 63);
    ak_pos_u8(c, &x, "idols_minus", &r->idols_minus, 0, 16);
    ak_pos_u8(c, &x, "assistants_removed", &r->assts_removed, 0, N_ASSISTANTS);
    ak_pos_bits(c, &x, "items", &r->items, &N_ITEM);
    ak_pos_bits(c, &x, "artifacts", &r->arts, &N_ART);
    ak_pos_bits16(c, &x, "guardians", &r->guardians, &N_GUARDIAN);
    ak_pos_u8(c, &x, "log_n", &r->log_n, 0, ARNAK_RIVAL_LOG);
    ak_pos_ints(c, &x, "log", &r->log[0][0], ARNAK_RIVAL_LOG * 6, 0, 255);
    ak_pos_end(c, &x);
}

static void walk_player(ak_pos_cx *c, ak_pos_ob *o, int q)
{
    arnak_player *p = &c->s->p[q];
    ak_pos_ob r;
    if (ak_pos_obj(c, o, "resources", &r)) {
        for (int i = 0; i < RES_N; i++)
            ak_pos_u16(c, &r, ARNAK_RES_NAMES[i], &p->res[i], 0, 65535);
        ak_pos_end(c, &r);
    }
    ak_pos_bits16(c, o, "guardians", &p->guardians, &N_GUARDIAN);
    ak_pos_bits16(c, o, "boons_used", &p->boons_used, &N_GUARDIAN);

    /* cards[] = deck bottom..top | hand | play area; the three lists in order */
    ak_pos_names(c, o, "deck", p->cards, &p->deck_n, ARNAK_PCARDS, &N_CARD, false);
    ak_pos_names(c, o, "hand", p->cards + p->deck_n, &p->hand_n, ARNAK_PCARDS - p->deck_n, &N_CARD, false);
    if (!c->failed)
        ak_pos_names(c, o, "play", p->cards + ak_play_lo(p), &p->play_n, ARNAK_PCARDS - ak_play_lo(p), &N_CARD,
                false);
    if (!c->failed) {
        ak_pos_ints(c, o, "deck_segments", p->seg, p->deck_n, 0, 255);
        ak_pos_ints(c, o, "hand_segments", p->seg + ak_hand_lo(p), p->hand_n, 0, 255);
        ak_pos_ints(c, o, "play_segments", p->seg + ak_play_lo(p), p->play_n, 0, 255);
    }
    ak_pos_u8(c, o, "next_segment", &p->next_seg, 0, 255);
    ak_pos_u8(c, o, "fear_tiles", &p->fear_tiles, 0, 255);
    ak_pos_u8(c, o, "idols", &p->idols, 0, 16);
    ak_pos_u8(c, o, "idol_slots", &p->idol_slots, 0, 4);
    if (ak_pos_obj(c, o, "temple_tiles", &r)) {
        ak_pos_u8(c, &r, "2", &p->temple_tiles[0], 0, 255);
        ak_pos_u8(c, &r, "6", &p->temple_tiles[1], 0, 255);
        ak_pos_u8(c, &r, "11", &p->temple_tiles[2], 0, 255);
        ak_pos_end(c, &r);
    }
    char ap[AK_POS_PATH_N];
    int k;
    json_t *as = ak_pos_arr(c, o, "assistants", 2, 2, &k, ap);
    for (int i = 0; as && i < 2; i++) {
        ak_pos_ob a;
        if (!ak_pos_el_obj(c, as, i, ap, &a))
            break;
        ak_pos_name(c, &a, "assistant", &p->asst[i], &N_ASSISTANT, true);
        ak_pos_flag(c, &a, "gold", &p->asst_gold[i]);
        ak_pos_flag(c, &a, "exhausted", &p->asst_tired[i]);
        ak_pos_end(c, &a);
    }
    ak_pos_name(c, o, "glass", &p->glass, &N_RSPACE, false);
    ak_pos_name(c, o, "notebook", &p->notebook, &N_RSPACE, false);
    ak_pos_u8(c, o, "temple_rank", &p->temple_rank, 0, ARNAK_MAX_PLAYERS);
    ak_pos_u8(c, o, "archaeologists_out", &p->arch_out, 0, 2);
    ak_pos_flag(c, o, "passed", &p->passed);
    ak_pos_flag(c, o, "no_fear_this_round", &p->war_mask);
    ak_pos_flag(c, o, "ocarina", &p->ocarina);
    ak_pos_flag(c, o, "seen_temple_stack", &p->seen_temple_stack);
    if (ak_pos_obj(c, o, "made_icons", &r)) {
        for (int i = ICON_BOOT; i < ICON_N; i++)
            ak_pos_u8(c, &r, ARNAK_ICON_NAMES[i], &p->temp_icons[i], 0, 255);
        ak_pos_end(c, &r);
    }
}

/* Who stands on a space: null, a seat 0..nplayers-1 or "blocked". */
static void f_occupant(ak_pos_cx *c, json_t *arr, int i, const char *arrpath, uint8_t *f)
{
    char p[AK_POS_PATH_N];
    game_path_join_index(p, arrpath, i);
    if (c->failed)
        return;
    int np = c->s->nplayers;
    if (!c->rd) {
        json_t *v = *f == 0                ? json_null()
                    : *f == SPACE_BLOCKED ? json_string("blocked")
                    : *f == SPACE_RIVAL && np == 1 ? json_string("rival")
                    : *f <= np            ? json_integer(*f - 1)
                                          : NULL;
        if (!v || json_array_append_new(arr, v) != 0)
            ak_pos_fail(c, p, "cannot be written");
        return;
    }
    json_t *v = json_array_get(arr, (size_t)i);
    long long x;
    if (json_is_null(v))
        *f = 0;
    else if (json_is_string(v) && strcmp(json_string_value(v), "blocked") == 0)
        *f = SPACE_BLOCKED;
    else if (np == 1 && json_is_string(v) && strcmp(json_string_value(v), "rival") == 0)
        *f = SPACE_RIVAL;
    else if (json_is_integer(v)) {
        if (ak_pos_r_int(c, p, v, 0, np - 1, &x))
            *f = (uint8_t)(x + 1);
    } else
        ak_pos_fail(c, p, "expected null, a seat 0..%d or \"blocked\", found %s", np - 1,
             json_is_string(v) ? "another string" : game_json_type_name(v));
}

static void walk_sites(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    char ap[AK_POS_PATH_N];
    int k;
    json_t *arr = ak_pos_arr(c, o, "sites", ARNAK_SITES, ARNAK_SITES, &k, ap);
    for (int site = 0; arr && site < ARNAK_SITES && !c->failed; site++) {
        ak_pos_ob x;
        if (!ak_pos_el_obj(c, arr, site, ap, &x))
            return;
        char p[AK_POS_PATH_N];
        const char *want = ARNAK_SITE_DEFS[site].name;
        if (!c->rd) {
            ak_pos_put(c, &x, "site", json_string(want));
        } else {
            json_t *v = ak_pos_get(c, &x, "site", false, p);
            if (v && !(json_is_string(v) && strcmp(json_string_value(v), want) == 0)) {
                ak_pos_fail(c, p, "expected \"%s\" (the sites are listed P0..P16 in order)", want);
                return;
            }
        }
        ak_pos_name(c, &x, "tile", &s->site_tile[site], &N_TILE, true);
        ak_pos_name(c, &x, "guardian", &s->site_guardian[site], &N_GUARDIAN, true);
        ak_pos_name(c, &x, "idol", &s->site_idol[site], &N_IDOL, true);
        ak_pos_u8(c, &x, "face_down_idols", &s->site_idol_down[site], 0, 16);
        int nsp = ak_site_nspaces(site);
        json_t *sps = ak_pos_arr(c, &x, "spaces", nsp, nsp, &k, p);
        for (int i = 0; sps && i < nsp; i++)
            f_occupant(c, sps, i, p, &s->space_occ[ak_site_space(site, i)]);
        ak_pos_end(c, &x);
    }
}

/* Bytes left beyond a list's count (see the top of the file). */
typedef struct {
    char key[40];
    uint8_t *p;
    int len;
} region;

static int residue_regions(arnak_state *s, region *r)
{
    int n = 0;
#define REG(name, ptr, count, cap)                                                                 \
    do {                                                                                           \
        snprintf(r[n].key, sizeof r[n].key, "%s", name);                                          \
        r[n].p = (ptr) + (count);                                                                  \
        r[n].len = (cap) - (count);                                                                \
        n++;                                                                                       \
    } while (0)
    REG("item_deck", s->item_deck, s->item_n, 40);
    REG("artifact_deck", s->art_deck, s->art_n, 35);
    REG("level1_stack", s->l1_stack, s->l1_n, 10);
    REG("level2_stack", s->l2_stack, s->l2_n, 6);
    REG("guardian_stack", s->guard_stack, s->guard_n, 15);
    for (int st = 0; st < 3; st++) {
        char nm[40];
        snprintf(nm, sizeof nm, "assistant_stacks[%d]", st);
        REG(nm, s->asst_stack[st], s->asst_n[st], 6);
    }
    REG("rescue", s->rescue, s->rescue_n, 4);
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        char nm[40];
        snprintf(nm, sizeof nm, "research_bonus.%s", ARNAK_SIDES[s->side & 1].sp[sp].name);
        REG(nm, s->bonus[sp], s->bonus_n[sp], 3);
    }
    REG("lost_temple_bonus", s->temple_bonus, s->temple_bonus_n, 4);
    REG("drawn.cards", s->limbo, s->limbo_n, 3);
    REG("drawn.segments", s->limbo_seg, s->limbo_n, 3);
    for (int q = 0; q < s->nplayers && q < ARNAK_MAX_PLAYERS; q++) {
        char nm[40];
        arnak_player *p = &s->p[q];
        snprintf(nm, sizeof nm, "players[%d].cards", q);
        REG(nm, p->cards, ak_cards_n(p), ARNAK_PCARDS);
        snprintf(nm, sizeof nm, "players[%d].segments", q);
        REG(nm, p->seg, ak_cards_n(p), ARNAK_PCARDS);
    }
    REG("stack", (uint8_t *)s->stack, (int)(s->depth * sizeof(arnak_frame)), (int)sizeof s->stack);
#undef REG
    return n;
}

static void walk_residue(ak_pos_cx *c, ak_pos_ob *o)
{
    ak_pos_ob r;
    region reg[48];
    if (!ak_pos_obj(c, o, "residue", &r))
        return;
    int nr = residue_regions(c->s, reg);
    for (int i = 0; i < nr && !c->failed; i++) {
        region *g = &reg[i];
        char p[AK_POS_PATH_N];
        if (g->len < 0) {
            game_path_join(p, r.path, g->key);
            ak_pos_fail(c, p, "count beyond capacity");
            return;
        }
        if (!c->rd) {
            int last = g->len - 1;
            while (last >= 0 && g->p[last] == 0)
                last--;
            if (last >= 0) {
                json_t *a = json_array();
                for (int k = 0; a && k <= last; k++)
                    if (json_array_append_new(a, json_integer(g->p[k])) != 0) {
                        json_decref(a);
                        a = NULL;
                    }
                ak_pos_put(c, &r, g->key, a);
            }
            continue;
        }
        json_t *v = ak_pos_get(c, &r, g->key, true, p);
        if (!v)
            continue;
        if (!json_is_array(v)) {
            ak_pos_fail(c, p, "expected an array, found %s", game_json_type_name(v));
            return;
        }
        int k = (int)json_array_size(v);
        if (k > g->len) {
            ak_pos_fail(c, p, "has %d entries, at most %d fit", k, g->len);
            return;
        }
        for (int j = 0; j < k; j++) {
            char q[AK_POS_PATH_N];
            long long x;
            game_path_join_index(q, p, j);
            if (!ak_pos_r_int(c, q, json_array_get(v, (size_t)j), 0, 255, &x))
                return;
            g->p[j] = (uint8_t)x;
        }
    }
    ak_pos_end(c, &r); /* reg[] keys are still alive here */
}

/* The format, the player count and the side first: the rest depends on them.
 * False once it failed. */
static bool walk_head(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    char p[AK_POS_PATH_N];

    if (!c->rd) {
        ak_pos_put(c, o, "format", json_string(ARNAK_POSITION_FORMAT));
    } else {
        json_t *v = ak_pos_get(c, o, "format", false, p);
        if (v && !(json_is_string(v) && strcmp(json_string_value(v), ARNAK_POSITION_FORMAT) == 0)) {
            ak_pos_fail(c, p, "expected \"%s\"", ARNAK_POSITION_FORMAT);
            return false;
        }
    }
    ak_pos_u8(c, o, "nplayers", &s->nplayers, 1, ARNAK_MAX_PLAYERS);
    if (!c->rd) {
        ak_pos_put(c, o, "side", s->side <= 1 ? json_string(ARNAK_SIDES[s->side].name) : NULL);
    } else {
        json_t *v = ak_pos_get(c, o, "side", false, p);
        if (v) {
            const char *t = json_is_string(v) ? json_string_value(v) : "";
            if (strcmp(t, ARNAK_SIDES[0].name) == 0)
                s->side = 0;
            else if (strcmp(t, ARNAK_SIDES[1].name) == 0)
                s->side = 1;
            else
                ak_pos_fail(c, p, "expected \"%s\" or \"%s\"", ARNAK_SIDES[0].name, ARNAK_SIDES[1].name);
        }
    }
    return !c->failed;
}

/* The rng, the counters of the turn, the exile, the decks and the card row. */
static void walk_supply(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    int np = s->nplayers;
    ak_pos_ob r;
    if (ak_pos_obj(c, o, "rng", &r)) {
        ak_pos_hex64(c, &r, "state", &s->rng_state);
        ak_pos_hex64(c, &r, "inc", &s->rng_inc);
        ak_pos_end(c, &r);
    }
    ak_pos_u32(c, o, "decisions", &s->decisions);
    ak_pos_u8(c, o, "round", &s->round, 1, 5);
    ak_pos_u8(c, o, "start_player", &s->start_player, 0, np - 1);
    ak_pos_u8(c, o, "turn_player", &s->turn_player, 0, np - 1);
    ak_pos_flag(c, o, "over", &s->over);
    ak_pos_flag(c, o, "main_done", &s->main_done);
    ak_pos_u8(c, o, "fear_supply", &s->fear_supply, 0, 19);

    if (ak_pos_obj(c, o, "exile", &r)) {
        ak_pos_bits(c, &r, "items", &s->item_exile, &N_ITEM);
        ak_pos_bits(c, &r, "artifacts", &s->art_exile, &N_ART);
        ak_pos_ob b;
        if (ak_pos_obj(c, &r, "basic", &b)) {
            for (int i = 0; i < 4; i++)
                ak_pos_u8(c, &b, ARNAK_CARDS[i + 1].slug, &s->basic_exiled[i], 0, ARNAK_MAX_PLAYERS);
            ak_pos_end(c, &b);
        }
        ak_pos_end(c, &r);
    }
    ak_pos_names(c, o, "item_deck", s->item_deck, &s->item_n, 40, &N_ITEM, false);
    ak_pos_flag(c, o, "item_known_top", &s->item_known_top);
    ak_pos_names(c, o, "artifact_deck", s->art_deck, &s->art_n, 35, &N_ART, false);
    ak_pos_flag(c, o, "artifact_known_top", &s->art_known_top);
    ak_pos_names(c, o, "row", s->row, NULL, ARNAK_ROW, &N_ROWCARD, true);
    ak_pos_name(c, o, "revealed", &s->revealed, &N_ROWCARD, true);
}

/* The sites, the tile, guardian and assistant stacks, the idols removed. */
static void walk_stacks(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    char p[AK_POS_PATH_N];
    int k;
    walk_sites(c, o);
    ak_pos_names(c, o, "level1_stack", s->l1_stack, &s->l1_n, 10, &N_TILE1, false);
    ak_pos_u8(c, o, "level1_known_bottom", &s->l1_known_bottom, 0, 10);
    ak_pos_names(c, o, "level2_stack", s->l2_stack, &s->l2_n, 6, &N_TILE2, false);
    ak_pos_u8(c, o, "level2_known_bottom", &s->l2_known_bottom, 0, 6);
    ak_pos_names(c, o, "guardian_stack", s->guard_stack, &s->guard_n, 15, &N_GUARDIAN, false);

    json_t *sts = ak_pos_arr(c, o, "assistant_stacks", 3, 3, &k, p);
    for (int st = 0; sts && st < 3 && !c->failed; st++) {
        char q[AK_POS_PATH_N];
        game_path_join_index(q, p, st);
        if (!c->rd) {
            json_t *a = ak_pos_w_names(c, s->asst_stack[st], s->asst_n[st], 6, &N_ASSISTANT, false);
            if (!a || json_array_append_new(sts, a) != 0)
                ak_pos_fail(c, q, "cannot be written");
        } else {
            int n = 0;
            ak_pos_r_names(c, q, json_array_get(sts, (size_t)st), s->asst_stack[st], 0, 6, &n, &N_ASSISTANT, false);
            s->asst_n[st] = (uint8_t)n;
        }
    }
    ak_pos_ints(c, o, "assistant_known", s->asst_known, 3, 0, 6);
    ak_pos_names(c, o, "rescue", s->rescue, &s->rescue_n, 4, &N_ASSISTANT, false);
    ak_pos_u8(c, o, "idols_removed", &s->idols_removed, 0, 16);
}

/* The research bonuses, the Lost Temple, the bonus box, the temple stacks. */
static void walk_research(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    ak_pos_ob r;
    if (ak_pos_obj(c, o, "research_bonus", &r)) {
        for (int sp = 0; sp < ARNAK_RSPACES; sp++)
            ak_pos_names(c, &r, ARNAK_SIDES[s->side].sp[sp].name, s->bonus[sp], &s->bonus_n[sp], 3, &N_BONUS, false);
        ak_pos_end(c, &r);
    }
    ak_pos_names(c, o, "lost_temple_bonus", s->temple_bonus, &s->temple_bonus_n, 4, &N_BONUS, false);
    if (ak_pos_obj(c, o, "bonus_box", &r)) {
        for (int t = 1; t < 7; t++)
            ak_pos_u8(c, &r, ARNAK_BONUS_NAMES[t], &s->bonus_box[t], 0, 18);
        ak_pos_end(c, &r);
    }
    ak_pos_u8(c, o, "bonus_taken", &s->bonus_taken, 0, 18);
    if (ak_pos_obj(c, o, "temple_stacks", &r)) {
        for (int i = 0; i < 6; i++)
            ak_pos_u8(c, &r, ARNAK_TEMPLE_STACK_NAMES[i], &s->temple_stack[i], 0, ARNAK_MAX_PLAYERS);
        ak_pos_end(c, &r);
    }
    ak_pos_u8(c, o, "temple_arrivals", &s->temple_arrivals, 0, ARNAK_MAX_PLAYERS);
}

/* The cards drawn aside and the decision stack. */
static void walk_decisions(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    char p[AK_POS_PATH_N];
    int k;
    ak_pos_ob r;
    if (ak_pos_obj(c, o, "drawn", &r)) {
        ak_pos_u8(c, &r, "owner", &s->limbo_owner, 0, ARNAK_MAX_PLAYERS - 1);
        ak_pos_names(c, &r, "cards", s->limbo, &s->limbo_n, 3, &N_CARD, false);
        if (!c->failed)
            ak_pos_ints(c, &r, "segments", s->limbo_seg, s->limbo_n, 0, 255);
        ak_pos_end(c, &r);
    }

    json_t *fr = ak_pos_arr(c, o, "stack", 0, ARNAK_STACK, &k, p);
    int depth = c->rd ? k : s->depth;
    if (fr && depth > ARNAK_STACK)
        ak_pos_fail(c, p, "deeper than %d", ARNAK_STACK);
    for (int i = 0; fr && i < depth && !c->failed; i++) {
        ak_pos_ob x;
        arnak_frame *f = &s->stack[i];
        if (!ak_pos_el_obj(c, fr, i, p, &x))
            break;
        ak_pos_name(c, &x, "kind", &f->kind, &N_FRAME, false);
        ak_pos_u8(c, &x, "player", &f->player, 0, ARNAK_MAX_PLAYERS - 1);
        uint8_t args[8] = {f->a, f->b, f->c, f->d, f->e, f->f, f->g, f->h};
        ak_pos_ints(c, &x, "args", args, 8, 0, 255);
        f->a = args[0], f->b = args[1], f->c = args[2], f->d = args[3];
        f->e = args[4], f->f = args[5], f->g = args[6], f->h = args[7];
        ak_pos_end(c, &x);
    }
    if (fr && !c->failed)
        s->depth = (uint8_t)depth;
}

/* Every player. */
static void walk_players(ak_pos_cx *c, ak_pos_ob *o)
{
    arnak_state *s = c->s;
    int np = s->nplayers;
    char p[AK_POS_PATH_N];
    int k;
    json_t *ps = ak_pos_arr(c, o, "players", np, np, &k, p);
    for (int q = 0; ps && q < np && !c->failed; q++) {
        ak_pos_ob x;
        if (!ak_pos_el_obj(c, ps, q, p, &x))
            break;
        walk_player(c, &x, q);
        ak_pos_end(c, &x);
    }
}

static void walk(ak_pos_cx *c, ak_pos_ob *o)
{
    if (!walk_head(c, o))
        return;
    walk_supply(c, o);
    walk_stacks(c, o);
    walk_research(c, o);
    walk_decisions(c, o);
    walk_players(c, o);
    if (c->s->nplayers == 1)
        walk_rival(c, o);
    walk_residue(c, o);
    ak_pos_end(c, o);
}

/* ---- public functions ------------------------------------------------------------- */

char *arnak_position_write(const arnak_state *s)
{
    if (!s)
        return NULL;
    arnak_state copy = *s; /* the walk stores back what it visits: never into *s */
    ak_pos_cx c = {.rd = false, .s = &copy};
    json_t *root = json_object();
    if (!root)
        return NULL;
    ak_pos_ob o;
    ak_pos_ob_init(&o, root, "");
    walk(&c, &o);
    char *text = NULL;
    if (!c.failed) {
        text = ak_position_text(root);
    }
    json_decref(root);
    return text;
}

/* One line: no control characters in the message. */
static void one_line(char *err, size_t n)
{
    if (!err || n == 0)
        return;
    for (char *q = err; *q; q++)
        if ((unsigned char)*q < 32 || *q == 127)
            *q = ' ';
}

int arnak_position_read(arnak_state *s, const char *text, char *err, size_t n)
{
    if (err && n)
        err[0] = 0;
    if (!s || !text) {
        if (err && n)
            snprintf(err, n, "no state or no text");
        return ARNAK_E_ARG;
    }
    arnak_state t;
    memset(&t, 0, sizeof t);
    ak_pos_cx c = {.rd = true, .err = err, .n = n, .s = &t};

    const char *q = text;
    while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')
        q++;
    if (!*q) {
        ak_pos_fail(&c, "", "empty text: a position is a JSON object");
        return ARNAK_E_POSITION;
    }
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) {
        ak_pos_fail(&c, "", "not JSON: line %d, column %d: %s", je.line, je.column, je.text);
        one_line(err, n);
        return ARNAK_E_POSITION;
    }
    if (!json_is_object(root)) {
        ak_pos_fail(&c, "", "the position must be a JSON object, found %s", game_json_type_name(root));
    } else {
        ak_pos_ob o;
        ak_pos_ob_init(&o, root, "");
        walk(&c, &o);
    }
    json_decref(root);
    if (!c.failed) {
        char msg[200];
        if (arnak_check(&t, msg, sizeof msg) != 0)
            ak_pos_fail(&c, "", "inconsistent position (arnak_check): %s", msg);
    }
    if (c.failed) {
        if (err && n && !err[0])
            snprintf(err, n, "position refused");
        one_line(err, n);
        return ARNAK_E_POSITION;
    }
    *s = t;
    return ARNAK_OK;
}
