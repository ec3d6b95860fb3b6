/* position.c - Quetzal positions: the whole state (GAME_VIEW_ALL, hidden parts
 * included) as JSON in words, written and read back.
 *
 * Every field of quetzal_state has a name; cards, upgrades, faces, spaces,
 * phases and artifact types are written with the engine's own names (engine.c
 * QZ_*_NAMES, text.c qz_card_text), counts as numbers, the rng as "0x" and 16
 * hex digits.  docs/QUETZAL.md lists the fields.  Reading checks each field's
 * type, range, array length and names, refuses unknown keys, then runs the
 * whole-state check (engine.c qz_check); the first problem is one line naming
 * the field, and the state is written only when everything holds.  Slots the
 * engine leaves empty (past a stack's top, seats past the player count,
 * padding) are filled as the engine fills them, so a read state is equal byte
 * for byte to the one written. */
#include <string.h>

#include "core/kit.h"
#include "games/quetzal/internal.h"

#define POSITION_FORMAT "quetzal-position 2"

/* A set of names: a table, or the card kinds (names from qz_card_text). */

static const char *const PHASES[] = {"place",   "camp",    "temple", "market",
                                     "village", "deliver", "over"};
static const char *const VIAS[] = {"harbor", "ship1", "ship2", "sell"};
static const char *const BID_KINDS[] = {"adventurer", "archaeologist", "either"};

static const char *card_name(int i, char buf[32])
{
    qz_card_text(i, buf, 32);
    return buf;
}

static const game_names CARD_SET = {NULL, QZ_KINDS,
                                    "a card name (\"vase\", \"mummy+discovery\"...)", card_name};
static const game_names TILE_SET = {QZ_TILE_NAMES, QZ_TILE_KINDS, "an upgrade name", NULL};
static const game_names FACE_SET = {QZ_FACE_NAMES, QZ_FACES, "a face name", NULL};
static const game_names TYPE_SET = {QZ_TYPE_NAMES, QZ_TYPES, "an artifact type", NULL};
static const game_names PHASE_SET = {PHASES, QZ_PH_OVER + 1, "a phase name", NULL};
static const game_names VIA_SET = {VIAS, QZ_VIA_SELL + 1, "harbor, ship1, ship2 or sell", NULL};
static const game_names STAGE_SET = {QZ_STAGE_NAMES, QZ_STAGES, "an activation stage", NULL};
static const game_names SPOT_SET = {QZ_SPOT_NAMES, QZ_SPOTS, "a space name", NULL};
static const game_names BID_SET = {BID_KINDS, QZ_BID_ANY + 1, "adventurer, archaeologist or either",
                                   NULL};

/* ---- writing ---------------------------------------------------------------------------- */

static json_t *name_json(const game_names *t, int i)
{
    char buf[32];
    return i < 0 || i >= t->n ? json_null() : json_string(game_names_of(t, i, buf));
}

/* Slots in order, QZ_NONE as null. */
static json_t *slots_json(bool *bad, const game_names *t, const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        game_json_add(bad, a, name_json(t, v[i]));
    return a;
}

/* Counts per kind as a list of names, each repeated as often as held. */
static json_t *counts_json(bool *bad, const game_names *t, const uint8_t *cnt)
{
    json_t *a = json_array();
    for (int k = 0; k < t->n; k++)
        for (int i = 0; i < cnt[k]; i++)
            game_json_add(bad, a, name_json(t, k));
    return a;
}

static json_t *faces_json(bool *bad, const uint8_t *f)
{
    json_t *o = json_object();
    for (int k = 0; k < QZ_FACES; k++)
        game_json_put(bad, o, QZ_FACE_NAMES[k], json_integer(f[k]));
    return o;
}

static json_t *spot_json(bool *bad, const quetzal_spot *x)
{
    if (x->owner == QZ_NONE)
        return json_null();
    json_t *o = json_object();
    game_json_put(bad, o, "owner",
                  x->owner == QZ_AUTOMA ? json_string("automa") : json_integer(x->owner));
    game_json_put(bad, o, "count", json_integer(x->n));
    game_json_put(bad, o, "kind",
                  x->kind <= QZ_BID_ANY ? json_string(BID_KINDS[x->kind]) : json_null());
    game_json_put(bad, o, "faces", faces_json(bad, x->face));
    return o;
}

static json_t *seat_json(bool *bad, const quetzal_state *s, int p)
{
    json_t *o = json_object();
    game_json_put(bad, o, "hand", counts_json(bad, &CARD_SET, s->hand[p]));
    game_json_put(bad, o, "known", counts_json(bad, &CARD_SET, s->known[p]));
    game_json_put(bad, o, "pool", faces_json(bad, s->pool[p]));
    game_json_put(bad, o, "team", json_integer(s->team[p]));
    game_json_put(bad, o, "discovery", json_integer(s->disc[p]));
    game_json_put(bad, o, "owned", counts_json(bad, &TILE_SET, s->owned[p]));
    game_json_put(bad, o, "active", counts_json(bad, &TILE_SET, s->active[p]));
    game_json_put(bad, o, "rerolls", json_integer(s->rerolls[p]));
    game_json_put(bad, o, "pair_left", json_integer(s->pair_left[p]));
    game_json_put(bad, o, "coins", json_integer(s->coins[p]));
    game_json_put(bad, o, "vp", json_integer(s->vp[p]));
    game_json_put(bad, o, "delivered", json_integer(s->delivered[p]));
    game_json_put(bad, o, "end_bonus", json_integer(s->end_bonus[p]));
    return o;
}

static void board_json(bool *bad, json_t *j, const quetzal_state *s)
{
    game_json_put(bad, j, "deck", slots_json(bad, &CARD_SET, s->deck, s->deck_n));
    game_json_put(bad, j, "discard", counts_json(bad, &CARD_SET, s->discard));
    game_json_put(bad, j, "temple", slots_json(bad, &CARD_SET, s->display, QZ_DISPLAY));
    json_t *sites = json_object(), *spaces = json_object(), *harbor = json_array();
    for (int i = 0; i < QZ_SITES; i++)
        game_json_put(bad, sites, QZ_SPOT_NAMES[QZ_QUARRY + i],
                      slots_json(bad, &CARD_SET, s->site[i], QZ_SITE_CARDS));
    game_json_put(bad, j, "sites", sites);
    game_json_put(bad, j, "upgrade_stack", slots_json(bad, &TILE_SET, s->upg, s->upg_n));
    game_json_put(bad, j, "village", slots_json(bad, &TILE_SET, s->village, QZ_VILLAGE));
    json_t *automa = json_array();
    for (int i = 0; i < QZ_AUTOMA_CARDS; i++)
        game_json_add(bad, automa,
                      s->automa_deck[i] == QZ_NONE ? json_null()
                                                   : json_integer(s->automa_deck[i] + 1));
    game_json_put(bad, j, "automa_deck", automa);
    for (int i = 0; i < QZ_SPOTS; i++)
        game_json_put(bad, spaces, QZ_SPOT_NAMES[i], spot_json(bad, &s->spot[i]));
    game_json_put(bad, j, "spaces", spaces);
    for (int i = 0; i < s->harbor_n; i++) {
        json_t *m = json_object();
        game_json_put(bad, m, "seat", json_integer(s->harbor[i]));
        game_json_put(bad, m, "face", name_json(&FACE_SET, s->harbor_face[i]));
        game_json_add(bad, harbor, m);
    }
    game_json_put(bad, j, "harbor", harbor);
}

char *qz_position_write(const void *st)
{
    const quetzal_state *s = st;
    if (!s)
        return NULL;
    bool flag = false, *bad = &flag;
    json_t *j = game_position_start(bad, POSITION_FORMAT, s->nplayers);
    game_json_put(bad, j, "automa", json_boolean(s->automa));
    game_json_put(bad, j, "rng", game_json_hex64(s->rng));
    game_json_put(bad, j, "round", json_integer(s->round));
    game_json_put(bad, j, "phase", name_json(&PHASE_SET, s->phase));
    game_json_put(bad, j, "current", json_integer(s->cur == QZ_NONE ? -1 : s->cur));
    game_json_put(bad, j, "placing", s->placing ? name_json(&SPOT_SET, s->placing - 1) : json_null());
    game_json_put(bad, j, "first", json_integer(s->first));
    game_json_put(bad, j, "activation", name_json(&STAGE_SET, s->act));
    game_json_put(bad, j, "activation_index", json_integer(s->act_sub));
    game_json_put(bad, j, "picks", json_integer(s->picks));
    game_json_put(bad, j, "draws", json_integer(s->draws));
    game_json_put(bad, j, "via", name_json(&VIA_SET, s->via));
    game_json_put(bad, j, "sell_type", name_json(&TYPE_SET, s->sell_type));
    game_json_put(bad, j, "automa_left", json_integer(s->automa_n));
    game_json_put(bad, j, "automa_card",
                  s->automa_card == QZ_NONE ? json_null() : json_integer(s->automa_card + 1));
    game_json_put(bad, j, "chance", json_integer(s->chance));
    game_json_put(bad, j, "turn", json_integer(s->turn));
    board_json(bad, j, s);
    json_t *seats = json_array();
    for (int p = 0; p < s->nplayers; p++)
        game_json_add(bad, seats, seat_json(bad, s, p));
    game_json_put(bad, j, "seats", seats);
    return game_position_end(flag, j);
}

/* ---- reading ---------------------------------------------------------------------------- */

/* An array of lo..hi names (null where `nullable`); the slots after it QZ_NONE.
 * Returns its length. */
static int get_slots(game_reader *r, json_t *a, const char *name, const game_names *t, uint8_t *out,
                     int lo, int hi, bool nullable)
{
    memset(out, QZ_NONE, (size_t)hi);
    if (r->bad)
        return 0;
    if (!json_is_array(a) || (int)json_array_size(a) < lo || (int)json_array_size(a) > hi) {
        if (lo == hi)
            game_read_fail(r, "field '%s': an array of %d entries is wanted", name, hi);
        else
            game_read_fail(r, "field '%s': an array of at most %d entries is wanted", name, hi);
        return 0;
    }
    int n = (int)json_array_size(a);
    for (int i = 0; i < n && !r->bad; i++)
        out[i] = (uint8_t)game_read_name_value(r, json_array_get(a, (size_t)i),
                                               game_path_at_index(name, i).s, t, nullable, QZ_NONE);
    return n;
}

/* A list of names read as counts per kind. */
static void get_counts(game_reader *r, json_t *o, const char *where, const char *key,
                       const game_names *t, uint8_t *cnt, int max)
{
    uint8_t list[QZ_CARDS];
    game_path name = game_path_at(where, key);
    int n = get_slots(r, game_read_need(r, o, where, key), name.s, t, list, 0, max, false);
    memset(cnt, 0, (size_t)t->n);
    for (int i = 0; i < n && !r->bad; i++)
        cnt[list[i]]++;
}

static void get_faces(game_reader *r, json_t *o, const char *name, uint8_t *f, int hi)
{
    if (!game_read_object(r, o, name, QZ_FACE_NAMES, QZ_FACES))
        return;
    for (int k = 0; k < QZ_FACES; k++)
        f[k] = (uint8_t)game_read_int(r, o, name, QZ_FACE_NAMES[k], 0, hi);
}

static const char *const TOP_KEYS[] = {
    "format",      "players", "automa",        "rng",        "round",
    "phase",       "current", "first",         "activation", "activation_index",
    "picks",       "draws",   "via",           "sell_type",  "automa_left",
    "automa_card", "chance",  "turn",          "deck",       "discard",
    "temple",      "sites",   "upgrade_stack", "village",    "automa_deck",
    "spaces",      "harbor",  "seats",         "placing"};
#define TOP_NKEYS ((int)(sizeof TOP_KEYS / sizeof TOP_KEYS[0]))

/* The counters and the decision in progress. */
static void read_top(game_reader *r, json_t *j, quetzal_state *s)
{
    game_read_format(r, j, "format", POSITION_FORMAT);
    s->nplayers = (uint8_t)game_read_int(r, j, "", "players", 2, QZ_MAX_PLAYERS);
    s->automa = (uint8_t)game_read_bool(r, j, "", "automa");
    s->rng = game_read_hex64(r, j, "", "rng");
    s->round = (uint8_t)game_read_int(r, j, "", "round", 0, QZ_ROUNDS);
    s->phase = (uint8_t)game_read_name(r, j, "", "phase", &PHASE_SET, false, QZ_NONE);
    int cur = game_read_int(r, j, "", "current", -1, s->nplayers - 1);
    if (!r->bad && (cur < 0) != (s->phase == QZ_PH_OVER))
        game_read_fail(r, "field 'current': -1 exactly when the phase is over");
    s->cur = cur < 0 ? QZ_NONE : (uint8_t)cur;
    /* the space of a placement begun (none: written before placements took two steps) */
    json_t *at = json_object_get(j, "placing");
    int spot = at ? game_read_name_value(r, at, "placing", &SPOT_SET, true, -1) : -1;
    s->placing = spot < 0 ? 0 : (uint8_t)(spot + 1);
    s->first = (uint8_t)game_read_int(r, j, "", "first", 0, s->nplayers - 1);
    s->act = (uint8_t)game_read_name(r, j, "", "activation", &STAGE_SET, false, QZ_NONE);
    s->act_sub = (uint8_t)game_read_int(r, j, "", "activation_index", 0, QZ_HARBOR_MAX);
    s->picks = (uint8_t)game_read_int(r, j, "", "picks", 0, 7);
    s->draws = (uint8_t)game_read_int(r, j, "", "draws", 0, 1);
    s->via = (uint8_t)game_read_name(r, j, "", "via", &VIA_SET, false, QZ_NONE);
    s->sell_type = (uint8_t)game_read_name(r, j, "", "sell_type", &TYPE_SET, false, QZ_NONE);
    s->automa_n = (uint8_t)game_read_int(r, j, "", "automa_left", 0, QZ_AUTOMA_CARDS);
    json_t *c = game_read_need(r, j, "", "automa_card");
    s->automa_card =
        json_is_null(c)
            ? QZ_NONE
            : (uint8_t)(game_read_int_value(r, c, "automa_card", 1, QZ_AUTOMA_CARDS) - 1);
    s->chance = (uint16_t)game_read_int(r, j, "", "chance", 0, UINT16_MAX);
    s->turn = (uint16_t)game_read_int(r, j, "", "turn", 0, UINT16_MAX);
}

/* Cards, upgrades and the automa's deck. */
static void read_components(game_reader *r, json_t *j, quetzal_state *s)
{
    s->deck_n = (uint8_t)get_slots(r, game_read_need(r, j, "", "deck"), "deck", &CARD_SET, s->deck,
                                   0, QZ_CARDS, false);
    get_counts(r, j, "", "discard", &CARD_SET, s->discard, QZ_CARDS);
    get_slots(r, game_read_need(r, j, "", "temple"), "temple", &CARD_SET, s->display, QZ_DISPLAY,
              QZ_DISPLAY, true);
    json_t *sites = game_read_need(r, j, "", "sites");
    if (!r->bad && game_read_object(r, sites, "sites", QZ_SPOT_NAMES + QZ_QUARRY, QZ_SITES))
        for (int i = 0; i < QZ_SITES; i++) {
            game_path name = game_path_at("sites", QZ_SPOT_NAMES[QZ_QUARRY + i]);
            get_slots(r, game_read_need(r, sites, "sites", QZ_SPOT_NAMES[QZ_QUARRY + i]), name.s,
                      &CARD_SET, s->site[i], QZ_SITE_CARDS, QZ_SITE_CARDS, true);
        }
    s->upg_n = (uint8_t)get_slots(r, game_read_need(r, j, "", "upgrade_stack"), "upgrade_stack",
                                  &TILE_SET, s->upg, 0, QZ_UPGRADES, false);
    get_slots(r, game_read_need(r, j, "", "village"), "village", &TILE_SET, s->village, QZ_VILLAGE,
              QZ_VILLAGE, true);
    json_t *a = game_read_need(r, j, "", "automa_deck");
    if (!r->bad && (!json_is_array(a) || json_array_size(a) != QZ_AUTOMA_CARDS))
        game_read_fail(r, "field 'automa_deck': an array of %d entries is wanted", QZ_AUTOMA_CARDS);
    for (int i = 0; i < QZ_AUTOMA_CARDS && !r->bad; i++) {
        json_t *v = json_array_get(a, (size_t)i);
        s->automa_deck[i] =
            json_is_null(v)
                ? QZ_NONE
                : (uint8_t)(game_read_int_value(r, v, game_path_at_index("automa_deck", i).s, 1,
                                                QZ_AUTOMA_CARDS) -
                            1);
    }
}

static const char *const SPOT_KEYS[] = {"owner", "count", "kind", "faces"};
static const char *const HARBOR_KEYS[] = {"seat", "face"};

static void read_spot(game_reader *r, json_t *o, const char *name, int seats, quetzal_spot *x)
{
    memset(x, 0, sizeof *x);
    x->owner = QZ_NONE;
    if (json_is_null(o) || !game_read_object(r, o, name, SPOT_KEYS, 4))
        return;
    json_t *w = game_read_need(r, o, name, "owner");
    if (json_is_string(w) && strcmp(json_string_value(w), "automa") == 0)
        x->owner = QZ_AUTOMA;
    else if (w)
        x->owner = (uint8_t)game_read_int_value(r, w, game_path_at(name, "owner").s, 0, seats - 1);
    x->n = (uint8_t)game_read_int(r, o, name, "count", 1, QZ_TEAM_MAX + 1);
    x->kind = (uint8_t)game_read_name(r, o, name, "kind", &BID_SET, false, QZ_NONE);
    game_path f = game_path_at(name, "faces");
    json_t *faces = game_read_need(r, o, name, "faces");
    if (faces)
        get_faces(r, faces, f.s, x->face, QZ_TEAM_MAX);
}

/* The spaces' occupants and the Harbor's queue. */
static void read_spaces(game_reader *r, json_t *j, quetzal_state *s)
{
    json_t *sp = game_read_need(r, j, "", "spaces");
    if (!r->bad && game_read_object(r, sp, "spaces", QZ_SPOT_NAMES, QZ_SPOTS))
        for (int i = 0; i < QZ_SPOTS && !r->bad; i++) {
            game_path name = game_path_at("spaces", QZ_SPOT_NAMES[i]);
            json_t *o = game_read_need(r, sp, "spaces", QZ_SPOT_NAMES[i]);
            if (o)
                read_spot(r, o, name.s, s->nplayers, &s->spot[i]);
        }
    memset(s->harbor, QZ_NONE, sizeof s->harbor);
    memset(s->harbor_face, 0, sizeof s->harbor_face);
    json_t *h = game_read_need(r, j, "", "harbor");
    if (!r->bad && (!json_is_array(h) || json_array_size(h) > QZ_HARBOR_MAX))
        game_read_fail(r, "field 'harbor': an array of at most %d meeples is wanted",
                       QZ_HARBOR_MAX);
    if (r->bad)
        return;
    s->harbor_n = (uint8_t)json_array_size(h);
    for (int i = 0; i < s->harbor_n && !r->bad; i++) {
        game_path name = game_path_at_index("harbor", i);
        json_t *m = json_array_get(h, (size_t)i);
        if (!game_read_object(r, m, name.s, HARBOR_KEYS, 2))
            break;
        s->harbor[i] = (uint8_t)game_read_int(r, m, name.s, "seat", 0, s->nplayers - 1);
        s->harbor_face[i] =
            (uint8_t)game_read_name(r, m, name.s, "face", &FACE_SET, false, QZ_NONE);
    }
}

static const char *const SEAT_KEYS[] = {"hand",  "known",     "pool",     "team",      "discovery",
                                        "owned", "active",    "rerolls",  "pair_left", "coins",
                                        "vp",    "delivered", "end_bonus"};
#define SEAT_NKEYS ((int)(sizeof SEAT_KEYS / sizeof SEAT_KEYS[0]))

static void read_seat(game_reader *r, json_t *o, const char *w, quetzal_state *s, int p)
{
    if (!game_read_object(r, o, w, SEAT_KEYS, SEAT_NKEYS))
        return;
    get_counts(r, o, w, "hand", &CARD_SET, s->hand[p], QZ_CARDS);
    get_counts(r, o, w, "known", &CARD_SET, s->known[p], QZ_CARDS);
    int hn = 0;
    for (int c = 0; c < QZ_KINDS; c++)
        hn += s->hand[p][c];
    s->hand_n[p] = (uint8_t)hn;
    game_path pool = game_path_at(w, "pool");
    json_t *pv = game_read_need(r, o, w, "pool");
    if (pv)
        get_faces(r, pv, pool.s, s->pool[p], QZ_TEAM_MAX);
    s->team[p] = (uint8_t)game_read_int(r, o, w, "team", 0, QZ_TEAM_MAX);
    s->disc[p] = (uint8_t)game_read_int(r, o, w, "discovery", 0, QZ_DISC_MAX);
    get_counts(r, o, w, "owned", &TILE_SET, s->owned[p], QZ_UPGRADES);
    get_counts(r, o, w, "active", &TILE_SET, s->active[p], QZ_UPGRADES);
    s->rerolls[p] = (uint8_t)game_read_int(r, o, w, "rerolls", 0, UINT8_MAX);
    s->pair_left[p] = (uint8_t)game_read_int(r, o, w, "pair_left", 0, UINT8_MAX);
    s->coins[p] = (int16_t)game_read_int(r, o, w, "coins", 0, INT16_MAX);
    s->vp[p] = (int16_t)game_read_int(r, o, w, "vp", INT16_MIN, INT16_MAX);
    s->delivered[p] = (int16_t)game_read_int(r, o, w, "delivered", INT16_MIN, INT16_MAX);
    s->end_bonus[p] = (int16_t)game_read_int(r, o, w, "end_bonus", INT16_MIN, INT16_MAX);
}

int qz_position_read(void *dst, const char *text, char *err, size_t n)
{
    quetzal_state *st = dst;
    game_reader r = game_reader_of(err, n);
    json_t *j;
    int rc = game_read_position(&r, st, text, &j);
    if (rc != GAME_OK)
        return rc;
    /* everything the reader does not set is as the engine keeps it: zero */
    quetzal_state s;
    memset(&s, 0, sizeof s);
    if (game_read_object(&r, j, "", TOP_KEYS, TOP_NKEYS)) {
        read_top(&r, j, &s);
        read_components(&r, j, &s);
        read_spaces(&r, j, &s);
        json_t *seats = game_read_need(&r, j, "", "seats");
        if (!r.bad && (!json_is_array(seats) || (int)json_array_size(seats) != s.nplayers))
            game_read_fail(&r, "field 'seats': an array of %d seats (one per player) is wanted",
                           s.nplayers);
        for (int p = 0; p < s.nplayers && !r.bad; p++)
            read_seat(&r, json_array_get(seats, (size_t)p), game_path_at_index("seats", p).s, &s,
                      p);
    }
    json_decref(j);
    char why[160];
    if (!r.bad && qz_check(&s, why, sizeof why) != 0)
        game_read_fail(&r, "inconsistent position: %s", why);
    if (r.bad)
        return GAME_E_POSITION;
    *st = s;
    return GAME_OK;
}
