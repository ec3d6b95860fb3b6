/* why_not.c - why something a player clicks is not legal now, in Arnak's own
 * terms: "needs 3 coins, you have 1", "that site is occupied", "no
 * archaeologist left".
 *
 * Every reason comes from the engine's own rule helpers (ak_site_free_space,
 * ak_site_travel_cost + ak_travel_payable, ak_discover_compass_cost,
 * ak_buy_price, ak_research_cost, ak_temple_cost, the data tables), asked in
 * the order the rules check them, and only of what the asking player sees:
 * the state is that player's observation (game_why_not), and no reason names
 * a card in anybody's hand.  Outside the hot path. */
#include "games/arnak/why_not.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "games/arnak/arnak.h"
#include "games/arnak/events.h"
#include "games/arnak/rules/internal.h"

#define NUM(k, i) {.key = k, .kind = GAME_WK_NUMBER, .v = i}
#define ICON(k, i) {.key = k, .kind = GAME_WK_WORD, .v = i, .names = "none|boot|car|ship|plane"}
#define ICONIF(k, i)                                                                                   \
    {.key = k, .kind = GAME_WK_WORD, .v = i, .names = "none|boot|car|ship|plane", .when = GAME_WHEN_OUT,   \
     .cv = i, .lo = 0, .hi = 0}
#define TOKEN(i) {.key = "token", .kind = GAME_WK_WORD, .v = i, .names = "glass|notebook"}

/* One row per reason: its JSON name, its English line, its fields (v[] as
 * why_not.h says); the page's Polish is one line each in web/js/words_pl.js. */
const game_word_row ARNAK_REASON_WORDS[ARNAK_WHY_COUNT] = {
    GAME_REASON_ROWS_COMMON,
    [ARNAK_WHY_STEP] = {"step", "finish the current step first", {{0}}},
    [ARNAK_WHY_MAIN_USED] = {"main_used", "you already used your main action this turn", {{0}}},
    [ARNAK_WHY_MAIN_FIRST] = {"main_first", "take your main action (or pass) first", {{0}}},
    [ARNAK_WHY_NO_ARCHAEOLOGIST] = {"no_archaeologist", "no archaeologist left", {{0}}},
    [ARNAK_WHY_OCCUPIED] = {"occupied", "that site is occupied",
                            {{.key = "site", .kind = GAME_WK_NAME, .v = 0, .names = "site"}}},
    [ARNAK_WHY_TRAVEL] = {"travel", "you cannot pay the travel cost: {icon}[icon2| + {icon2}]",
                          {ICON("icon", 0), ICONIF("icon2", 1)}},
    [ARNAK_WHY_COST] = {"cost", "needs {need:resource}, you have {have}",
                        {{.key = "resource", .kind = GAME_WK_NAME, .v = 0, .names = "resource"}, NUM("need", 1),
                         NUM("have", 2)}},
    [ARNAK_WHY_IDOLS] = {"idols", "needs {need} idol[!need=1|s], you have {have}", {NUM("need", 0), NUM("have", 1)}},
    [ARNAK_WHY_NO_SITE_TILE] = {"no_site_tile", "no level {level} site tile is left",
                                {{.key = "level", .kind = GAME_WK_LEVEL, .v = 0}}},
    [ARNAK_WHY_NO_GUARDIAN] = {"no_guardian", "no guardian is there", {{0}}},
    [ARNAK_WHY_NOT_AT_SITE] = {"not_at_site", "you need an archaeologist at its site", {{0}}},
    [ARNAK_WHY_CARD_DOWN] = {"card_down", "its cost puts a card from your hand into play: your hand is empty", {{0}}},
    [ARNAK_WHY_NOT_IN_ROW] = {"not_in_row", "that card is not in the card row", {{0}}},
    [ARNAK_WHY_NOT_IN_HAND] = {"not_in_hand", "that card is not in your hand", {{0}}},
    [ARNAK_WHY_IN_PLAY] = {"in_play", "that card is already in play", {{0}}},
    [ARNAK_WHY_NO_ACTION] = {"no_action",
                             "[fear|a Fear card does nothing: ][!fear|that card has no effect to play: ]"
                             "its travel icons pay for travel",
                             {{.key = "fear", .kind = GAME_WK_FLAG, .v = 0}}},
    [ARNAK_WHY_NOT_NEXT] = {"not_next", "that space is not one step above your {token}", {TOKEN(0)}},
    [ARNAK_WHY_NOTEBOOK_AHEAD] = {"notebook_ahead", "the notebook may not pass the magnifying glass", {{0}}},
    [ARNAK_WHY_NOTEBOOK_TEMPLE] = {"notebook_temple", "the notebook may not enter the Lost Temple", {{0}}},
    [ARNAK_WHY_AT_TEMPLE] = {"at_temple", "your {token} is already in the Lost Temple", {TOKEN(0)}},
    [ARNAK_WHY_NOT_AT_TEMPLE] = {"not_at_temple", "temple tiles need your magnifying glass in the Lost Temple",
                                 {{0}}},
    [ARNAK_WHY_STACK_EMPTY] = {"stack_empty", "that stack is empty", {{0}}},
    [ARNAK_WHY_NO_IDOL] = {"no_idol", "you have no idol to place", {{0}}},
    [ARNAK_WHY_SLOTS_FULL] = {"slots_full", "all your idol slots are full", {{0}}},
    [ARNAK_WHY_DECK_EMPTY] = {"deck_empty", "your deck is empty", {{0}}},
    [ARNAK_WHY_NO_ASSISTANT] = {"no_assistant", "you have no such assistant", {{0}}},
    [ARNAK_WHY_TIRED] = {"tired", "that assistant is exhausted", {{0}}},
    [ARNAK_WHY_USELESS] = {"useless", "it would do nothing now", {{0}}},
    [ARNAK_WHY_NOT_OVERCOME] = {"not_overcome", "you have not overcome that guardian", {{0}}},
    [ARNAK_WHY_BOON_USED] = {"boon_used", "that boon is used", {{0}}},
    [ARNAK_WHY_BOON_TRAVEL] = {"boon_travel", "that boon pays a travel cost: use it when you travel", {{0}}},
};

/* A reason: its code and up to three values. */
typedef struct {
    int code;
    int32_t v[3];
} why;

static why W(int code) { return (why){code, {0, 0, 0}}; }
static why W3(int code, int32_t a, int32_t b, int32_t c) { return (why){code, {a, b, c}}; }

/* ---- names ---------------------------------------------------------------------- */

static bool same(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

static int site_of(const char *name)
{
    for (int i = 0; i < ARNAK_SITES; i++) {
        char a[8], b[8];
        snprintf(a, sizeof a, "%sa", ARNAK_SITE_DEFS[i].name);
        snprintf(b, sizeof b, "%sb", ARNAK_SITE_DEFS[i].name);
        if (same(name, ARNAK_SITE_DEFS[i].name) || (i < CAMP_SITES && (same(name, a) || same(name, b))))
            return i; /* a site, or a camp's space (P3a, P3b) */
    }
    return -1;
}

static int card_of(const char *name)
{
    for (int c = 1; c < CARD_COUNT; c++)
        if (same(name, ARNAK_CARDS[c].slug) || same(name, ARNAK_CARDS[c].name))
            return c;
    return 0;
}

static int guardian_of(const char *name)
{
    for (int g = 1; g <= N_GUARDIANS; g++)
        if (same(name, ARNAK_GUARDIANS[g].name))
            return g;
    return 0;
}

static int rspace_of(const arnak_state *s, const char *name)
{
    const side_def *sd = &ARNAK_SIDES[s->side];
    for (int i = 0; i < ARNAK_RSPACES; i++)
        if (same(name, sd->sp[i].name) || (same(name, "temple") && sd->sp[i].row == LOST_TEMPLE_ROW))
            return i;
    return -1;
}

static int index_of(const char *name, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (same(name, names[i]))
            return i;
    return -1;
}

/* ---- the rules, asked in their order ----------------------------------------- */

/* The first resource of cost the player lacks, or the idols. */
static why afford(const arnak_player *p, const uint8_t cost[RES_N], int idols)
{
    for (int r = 0; r < RES_N; r++)
        if (p->res[r] < cost[r])
            return W3(ARNAK_WHY_COST, r, cost[r], p->res[r]);
    if (p->idols < idols)
        return W3(ARNAK_WHY_IDOLS, idols, p->idols, 0);
    return W(GAME_REASON_NOT_LEGAL);
}

static bool travel_ok(const arnak_state *s, int player, const uint8_t icons[2], int reserve)
{
    travel_req r = {{icons[0], icons[1]}, 0, 0, (uint8_t)reserve, 0};
    return icons[0] == ICON_NONE || ak_travel_payable(s, player, &r);
}

static why overcome(const arnak_state *s, int player, int site)
{
    int g = s->site_guardian[site];
    if (!g)
        return W(ARNAK_WHY_NO_GUARDIAN);
    if (!ak_site_has_player(s, site, player))
        return W(ARNAK_WHY_NOT_AT_SITE);
    const guardian_def *gd = &ARNAK_GUARDIANS[g];
    why w = afford(&s->p[player], gd->cost, 0);
    if (w.code != GAME_REASON_NOT_LEGAL)
        return w;
    if (gd->card_down && s->p[player].hand_n == 0)
        return W(ARNAK_WHY_CARD_DOWN);
    if (!travel_ok(s, player, gd->travel, gd->cost[RES_COIN]))
        return W3(ARNAK_WHY_TRAVEL, gd->travel[0], gd->travel[1], 0);
    return W(GAME_REASON_NOT_LEGAL);
}

/* Digging at a discovered site, or discovering one (verb: "dig", "discover",
 * "overcome" or "" for whatever a click on it means). */
static why at_site(const arnak_state *s, int player, int site, const char *verb)
{
    const arnak_player *p = &s->p[player];
    bool found = ak_site_discovered(s, site);
    if (same(verb, "overcome") || (!*verb && found && s->site_guardian[site] && ak_site_has_player(s, site, player)))
        return overcome(s, player, site);
    if (p->arch_out >= MAX_ARCH_OUT)
        return W(ARNAK_WHY_NO_ARCHAEOLOGIST);
    uint8_t icons[2];
    if (found) {
        int sp = ak_site_free_space(s, site);
        if (sp < 0)
            return W3(ARNAK_WHY_OCCUPIED, site, 0, 0);
        ak_site_travel_cost(s, site, ak_is_camp(site) && (sp & 1), icons);
    } else {
        int lvl = ARNAK_SITE_DEFS[site].level;
        if ((lvl == 1 && !s->l1_n) || (lvl == 2 && !s->l2_n))
            return W3(ARNAK_WHY_NO_SITE_TILE, lvl, 0, 0);
        int need = ak_discover_compass_cost(site);
        if (p->res[RES_COMPASS] < need)
            return W3(ARNAK_WHY_COST, RES_COMPASS, need, p->res[RES_COMPASS]);
        ak_site_travel_cost(s, site, 0, icons);
    }
    if (!travel_ok(s, player, icons, 0))
        return W3(ARNAK_WHY_TRAVEL, icons[0], icons[1], 0);
    return W(GAME_REASON_NOT_LEGAL);
}

/* A card: bought from the row, or played from the hand. */
static why card(const arnak_state *s, int player, int c, const char *verb, bool main_done)
{
    const arnak_player *p = &s->p[player];
    bool in_row = s->revealed == c;
    for (int i = 0; i < ARNAK_ROW; i++)
        in_row |= s->row[i] == c;
    bool in_hand = ak_find_card(p, Z_HAND, c) >= 0;
    if (in_row && !same(verb, "play")) {
        if (main_done)
            return W(ARNAK_WHY_MAIN_USED);
        bool art = CARD_IS_ART(c);
        int r = art ? RES_COMPASS : RES_COIN, price = ak_buy_price(s, c, 0, 0);
        if (p->res[r] < price)
            return W3(ARNAK_WHY_COST, r, price, p->res[r]);
        return W(GAME_REASON_NOT_LEGAL);
    }
    if (same(verb, "buy"))
        return W(ARNAK_WHY_NOT_IN_ROW);
    if (!in_hand)
        return W(ak_find_card(p, Z_PLAY, c) >= 0 ? ARNAK_WHY_IN_PLAY : ARNAK_WHY_NOT_IN_HAND);
    const card_def *d = &ARNAK_CARDS[c];
    if (d->action == CA_NONE)
        return W3(ARNAK_WHY_NO_ACTION, d->kind == CK_FEAR, 0, 0);
    if (d->action == CA_MAIN && main_done)
        return W(ARNAK_WHY_MAIN_USED);
    if (d->action == CA_MAIN && d->kind == CK_ART && p->res[RES_TABLET] == 0)
        return W3(ARNAK_WHY_COST, RES_TABLET, 1, 0);
    return W(ARNAK_WHY_USELESS);
}

/* Moving `token` (0 glass, 1 notebook; -1: either) up to research space dest
 * (-1: any space above it). */
static why research_move(const arnak_state *s, int player, int token, int dest)
{
    const arnak_player *p = &s->p[player];
    const side_def *sd = &ARNAK_SIDES[s->side];
    if (token < 0) { /* the token that may reach dest: the glass unless only the notebook can */
        token = 0;
        for (int u = 0; dest >= 0 && u < 3; u++)
            if (sd->sp[p->notebook].up[u] == dest)
                token = 1;
        for (int u = 0; dest >= 0 && u < 3; u++)
            if (sd->sp[p->glass].up[u] == dest)
                token = 0;
    }
    int cur = token ? p->notebook : p->glass;
    if (sd->sp[cur].row == LOST_TEMPLE_ROW)
        return W3(ARNAK_WHY_AT_TEMPLE, token, 0, 0);
    why first = W3(ARNAK_WHY_NOT_NEXT, token, 0, 0);
    for (int u = 0; u < 3; u++) {
        int to = sd->sp[cur].up[u];
        if (!to || (dest >= 0 && to != dest))
            continue;
        why w;
        if (token == 1 && sd->sp[to].row >= LOST_TEMPLE_ROW) {
            w = W(ARNAK_WHY_NOTEBOOK_TEMPLE);
        } else if (token == 1 && sd->sp[to].row > sd->sp[p->glass].row) {
            w = W(ARNAK_WHY_NOTEBOOK_AHEAD);
        } else {
            uint8_t cost[RES_N];
            int idol;
            ak_research_cost(s, player, token, to, 0, RS_NORMAL, cost, &idol);
            w = afford(p, cost, idol);
        }
        if (first.code == ARNAK_WHY_NOT_NEXT)
            first = w;
    }
    return first;
}

static why temple(const arnak_state *s, int player, int stack)
{
    const arnak_player *p = &s->p[player];
    if (ARNAK_SIDES[s->side].sp[p->glass].row != LOST_TEMPLE_ROW)
        return W(ARNAK_WHY_NOT_AT_TEMPLE);
    if (stack >= 0 && !s->temple_stack[stack])
        return W(ARNAK_WHY_STACK_EMPTY);
    uint8_t cost[RES_N];
    ak_temple_cost(s, stack < 0 ? 0 : stack, 0, RS_NORMAL, cost);
    return afford(p, cost, 0);
}

static why idol(const arnak_player *p, int slot)
{
    if (p->idols == 0)
        return W(ARNAK_WHY_NO_IDOL);
    if (p->idol_slots >= IDOL_SLOTS)
        return W(ARNAK_WHY_SLOTS_FULL);
    if (slot == SLOT_JEWEL && p->res[RES_COIN] == 0)
        return W3(ARNAK_WHY_COST, RES_COIN, 1, 0);
    if (slot == SLOT_CARD && p->deck_n == 0)
        return W(ARNAK_WHY_DECK_EMPTY);
    return W(GAME_REASON_NOT_LEGAL);
}

static why guardian(const arnak_state *s, int player, int g, const char *verb)
{
    const arnak_player *p = &s->p[player];
    if ((p->guardians >> (g - 1) & 1) && !same(verb, "overcome")) {
        if (p->boons_used >> (g - 1) & 1)
            return W(ARNAK_WHY_BOON_USED);
        return W(ARNAK_GUARDIANS[g].boon_prog ? ARNAK_WHY_USELESS : ARNAK_WHY_BOON_TRAVEL);
    }
    if (same(verb, "boon"))
        return W(ARNAK_WHY_NOT_OVERCOME);
    for (int site = 0; site < ARNAK_SITES; site++)
        if (s->site_guardian[site] == g)
            return overcome(s, player, site);
    return W(ARNAK_WHY_NO_GUARDIAN);
}

static why assistant(const arnak_state *s, int player, const char *name, bool main_done)
{
    const arnak_player *p = &s->p[player];
    for (int slot = 0; slot < ASST_SLOTS; slot++) {
        int id = p->asst[slot];
        char num[12];
        snprintf(num, sizeof num, "%d", slot);
        if (!id || (!same(name, ARNAK_ASSISTANTS[id].name) && !same(name, num)))
            continue;
        if (p->asst_tired[slot])
            return W(ARNAK_WHY_TIRED);
        if (ARNAK_ASSISTANTS[id].main_action && main_done)
            return W(ARNAK_WHY_MAIN_USED);
        return W(ARNAK_WHY_USELESS);
    }
    return W(ARNAK_WHY_NO_ASSISTANT);
}

/* ---- what was asked ------------------------------------------------------------- */

/* Does a legal action's text name `what` (the whole text, or one of its words
 * after the verb: "P3" of "dig P3")? */
static bool legal_names(const arnak_state *s, const char *what)
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    char buf[96], *save = NULL;
    for (int i = 0; i < n; i++) {
        ak_action_text(s, legal[i], buf, sizeof buf);
        if (same(buf, what))
            return true;
        for (char *w = strtok_r(buf, " +/", &save); w; w = strtok_r(NULL, " +/", &save))
            if (w != buf && same(w, what))
                return true;
    }
    return false;
}

/* A research token or space ("glass", "notebook", "B5", "temple"), or
 * "research" alone (the glass). */
static why research(const arnak_state *s, int player, const char *name)
{
    const arnak_player *p = &s->p[player];
    int token = same(name, "glass") || !*name ? 0 : same(name, "notebook") ? 1 : -1;
    int dest = rspace_of(s, name);
    if (token == 0 && ARNAK_SIDES[s->side].sp[p->glass].row == LOST_TEMPLE_ROW)
        return temple(s, player, -1);
    return research_move(s, player, token, dest);
}

/* Things named after a verb that says what they are. */
static bool by_verb(const arnak_state *s, int player, const char *verb, const char *name, bool main_done, why *w)
{
    const arnak_player *p = &s->p[player];
    if (same(verb, "idol"))
        *w = idol(p, index_of(name, ARNAK_SLOT_NAMES, SLOT_N));
    else if (same(verb, "assistant"))
        *w = assistant(s, player, name, main_done);
    else if (same(verb, "temple"))
        *w = main_done ? W(ARNAK_WHY_MAIN_USED) : temple(s, player, index_of(name, ARNAK_TEMPLE_STACK_NAMES, N_TEMPLE_STACKS));
    else if (same(verb, "research"))
        *w = main_done ? W(ARNAK_WHY_MAIN_USED) : research(s, player, name);
    else
        return false;
    return true;
}

/* The reason for a thing or an action of the turn (main or free). */
static why on_turn(const arnak_state *s, int player, const char *verb, const char *name, bool main_done)
{
    int k;
    why w;
    if (by_verb(s, player, verb, name, main_done, &w))
        return w;
    if ((k = site_of(name)) >= 0) {
        if (main_done)
            return W(ARNAK_WHY_MAIN_USED);
        size_t sl = strlen(ARNAK_SITE_DEFS[k].name);
        bool b_space = strlen(name) > sl && tolower((unsigned char)name[sl]) == 'b';
        if (strlen(name) > sl && s->space_occ[ak_site_space(k, b_space)]) /* a camp's space */
            return W3(ARNAK_WHY_OCCUPIED, k, 0, 0);
        if (strlen(name) > sl && legal_names(s, ARNAK_SITE_DEFS[k].name))
            return W(ak_site_free_space(s, k) == ak_site_space(k, b_space) ? GAME_REASON_LEGAL : ARNAK_WHY_OCCUPIED);
        return at_site(s, player, k, verb);
    }
    if ((k = guardian_of(name)) > 0)
        return guardian(s, player, k, verb);
    if ((k = card_of(name)) > 0)
        return card(s, player, k, verb, main_done);
    if (same(name, "idol") || same(name, "idol-slot") || index_of(name, ARNAK_SLOT_NAMES, SLOT_N) >= 0)
        return idol(&s->p[player], index_of(name, ARNAK_SLOT_NAMES, SLOT_N));
    if (same(name, "pass"))
        return W(main_done ? ARNAK_WHY_MAIN_USED : GAME_REASON_NOT_LEGAL);
    if (same(name, "end-turn"))
        return W(main_done ? GAME_REASON_NOT_LEGAL : ARNAK_WHY_MAIN_FIRST);
    if ((k = index_of(name, ARNAK_TEMPLE_STACK_NAMES, N_TEMPLE_STACKS)) >= 0)
        return main_done ? W(ARNAK_WHY_MAIN_USED) : temple(s, player, k);
    if (same(name, "glass") || same(name, "notebook") || rspace_of(s, name) >= 0)
        return main_done ? W(ARNAK_WHY_MAIN_USED) : research(s, player, name);
    for (int id = 1; id <= N_ASSISTANTS; id++)
        if (same(name, ARNAK_ASSISTANTS[id].name))
            return assistant(s, player, name, main_done);
    return W(GAME_REASON_UNKNOWN);
}

static const char *const VERBS[] = {"dig",    "discover",  "overcome", "buy",  "play", "research",
                                    "temple", "assistant", "boon",     "idol", "use"};

/* The verb and the name of `what`, into the caller's buffers: "dig P3" is
 * "dig", "P3"; "research glass B5" names B5 (the last word); "Sea Turtle" a
 * card; "play watch/pass" the watch. */
static void split(const char *what, char *verb, size_t vn, char *name, size_t nn)
{
    char buf[128], *save = NULL;
    snprintf(buf, sizeof buf, "%s", what);
    verb[0] = name[0] = '\0';
    char *rest = buf + strspn(buf, " ");
    size_t vlen = strcspn(rest, " ");
    char first[16];
    snprintf(first, sizeof first, "%.*s", (int)(vlen < 15 ? vlen : 15), rest);
    if (vlen < sizeof first && index_of(first, VERBS, (int)(sizeof VERBS / sizeof VERBS[0])) >= 0) {
        snprintf(verb, vn, "%s", first);
        rest += vlen;
        rest += strspn(rest, " ");
    }
    if (card_of(rest) > 0) {
        snprintf(name, nn, "%s", rest);
        return;
    }
    char *w = NULL;
    for (char *t = strtok_r(rest, " ", &save); t; t = strtok_r(NULL, " ", &save))
        w = t;
    if (w) {
        w[strcspn(w, "/")] = '\0';
        snprintf(name, nn, "%s", w);
    }
}

/* A site clicked while an effect lets the player dig or discover (FR_ARCH:
 * a its ARCH_* flags, b and c a travel discount, d a compass discount). */
static why arch_step(const arnak_state *s, int player, const arnak_frame *f, int site)
{
    bool found = ak_site_discovered(s, site);
    if (((f->a & ARCH_CAMP_ONLY) && !ak_is_camp(site)) || (found && !(f->a & ARCH_DIG)) ||
        (!found && !(f->a & ARCH_DISCOVER)))
        return W(GAME_REASON_NOT_LEGAL);
    if (s->p[player].arch_out >= MAX_ARCH_OUT)
        return W(ARNAK_WHY_NO_ARCHAEOLOGIST);
    if (found && ak_site_free_space(s, site) < 0)
        return W3(ARNAK_WHY_OCCUPIED, site, 0, 0);
    if (!found && ((ARNAK_SITE_DEFS[site].level == 1 && !s->l1_n) || (ARNAK_SITE_DEFS[site].level == 2 && !s->l2_n)))
        return W3(ARNAK_WHY_NO_SITE_TILE, ARNAK_SITE_DEFS[site].level, 0, 0);
    int need = found ? 0 : ak_discover_compass_cost(site) - f->d;
    if (need > 0 && s->p[player].res[RES_COMPASS] < need)
        return W3(ARNAK_WHY_COST, RES_COMPASS, need, s->p[player].res[RES_COMPASS]);
    return W(GAME_REASON_NOT_LEGAL); /* the travel cost, after the effect's discount */
}

static why reason(const arnak_state *s, int player, const char *what)
{
    if (s->over || s->depth == 0)
        return W(GAME_REASON_GAME_OVER);
    if (strlen(what) > 120)
        return W(GAME_REASON_UNKNOWN);
    int turn = arnak_current_player(s);
    if (turn != player)
        return W3(GAME_REASON_NOT_YOUR_TURN, turn, 0, 0);
    arnak_action a;
    if (arnak_action_from_string(s, what, &a) == ARNAK_OK || legal_names(s, what))
        return W(GAME_REASON_LEGAL);
    char verb[16], name[96];
    split(what, verb, sizeof verb, name, sizeof name);
    if (!*name && !*verb)
        return W(GAME_REASON_UNKNOWN);
    const arnak_frame *f = &s->stack[s->depth - 1];
    int site = site_of(name);
    if (f->kind == FR_ARCH && site >= 0) /* an effect's dig or discovery: the site's own reason */
        return arch_step(s, player, f, site);
    bool main_done = f->kind != FR_TURN;
    why w = on_turn(s, player, verb, name, main_done);
    if (f->kind == FR_TURN || f->kind == FR_POST || w.code == GAME_REASON_UNKNOWN)
        return w;
    /* inside a step of an action: a free action may still have its own reason */
    const ak_frame_handler *h = ak_frames[f->kind];
    bool free_thing = w.code == ARNAK_WHY_NO_IDOL || w.code == ARNAK_WHY_SLOTS_FULL || w.code == ARNAK_WHY_TIRED ||
                      w.code == ARNAK_WHY_BOON_USED || w.code == ARNAK_WHY_NOT_OVERCOME;
    return h && h->interruptible && free_thing ? w : W(ARNAK_WHY_STEP);
}

json_t *arnak_why_not(const arnak_state *s, int player, const char *what)
{
    if (!s || !what || player < 0 || player >= s->nplayers || s->depth > ARNAK_STACK)
        return NULL;
    why w = reason(s, player, what);
    game_event e = game_event_make(w.code, player, 0, w.v, 3);
    return game_words_reason_json(&ARNAK_WORDS, &e);
}
