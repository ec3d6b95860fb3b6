/* rival.c - the solo rival expedition (rulebook "Solo Variant"; the tiles are
 * data/rival.c).  The rival is part of the game, not a seat: its turns run
 * inside apply (ak_end_turn, the start of a round), so current_player is
 * always 0 and bots need nothing new.  It draws its tiles with the game's own
 * generator; each turn is written to rival.log for the events.
 *
 * Readings where the rules are silent (docs/RULE_READINGS.md R-ARNAK-53 to 57):
 *  - "leftmost / rightmost" on the research track: the spaces a token may
 *    move to are listed left to right in ARNAK_SIDES (up[]); among several
 *    bonus tiles on one space (Dreadful Tales) the arrow picks the first or
 *    the last tile of the space;
 *  - a Discover does not resolve the site tile's or the idol's effect (the
 *    rival never gains resources); the rival pays no research cost, not even
 *    the Snake idol bridge;
 *  - research at the Lost Temple (a 6-point tile) still removes a supply
 *    assistant: that paragraph of the rulebook names no exception;
 *  - a site "offers" a resource when its effect program gains it, also as one
 *    of the options of a choice (site tile L1-01: 2 compasses or an item). */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "sites.h"
#include "frames.h"
#include "rival.h"

const char *arnak_rival_tile_name(int t)
{
    return t >= 0 && t < RIVAL_TILE_COUNT ? ARNAK_RIVAL_TILES[t].name : "?";
}

/* ---- setup and the stack ------------------------------------------------------ */
/* difficulty D: D of the five pairs are red, chosen from the seed [RB] */
void ak_rival_setup(arnak_state *s, int difficulty)
{
    arnak_rival *r = &s->rival;
    memset(r, 0, sizeof *r);
    r->difficulty = (uint8_t)difficulty;
    uint8_t pairs[RIVAL_PAIRS] = {0, 1, 2, 3, 4};
    ak_shuffle_bytes(s, pairs, RIVAL_PAIRS);
    for (int i = 0; i < difficulty; i++)
        r->red |= (uint8_t)(1u << pairs[i]);
    for (int t = 0; t < RIVAL_DIG_TILES; t++)
        r->stack[r->stack_n++] = (uint8_t)t;
    for (int k = 0; k < RIVAL_PAIRS; k++)
        r->stack[r->stack_n++] = (uint8_t)RIVAL_PAIR_TILE(k, r->red >> k & 1);
}

/* The decision arrow: the top of the remaining stack, or for the last tile of
 * the round the bottom of the used pile [RB]. */
int ak_rival_arrow(const arnak_state *s)
{
    const arnak_rival *r = &s->rival;
    if (r->stack_n > 0)
        return ARNAK_RIVAL_TILES[r->stack[r->stack_n - 1]].arrow;
    return r->used_n > 0 ? ARNAK_RIVAL_TILES[r->used[0]].arrow : RIVAL_LEFT;
}

/* A rival's choice among sites: the best so far (best < 0 while none) by map
 * row first (higher first when `rows` > 0, lower first when < 0), then toward
 * the arrow's side. */
typedef struct {
    int best, row, col;
    int rows, arrow;
} site_pick;

static inline void consider(site_pick *k, int site)
{
    const site_def *d = &ARNAK_SITE_DEFS[site];
    bool better;
    if (k->best < 0)
        better = true;
    else if (d->map_row != k->row && k->rows != 0)
        better = k->rows > 0 ? d->map_row > k->row : d->map_row < k->row;
    else
        better = k->arrow == RIVAL_LEFT ? d->col < k->col : d->col > k->col;
    if (better) {
        k->best = site;
        k->row = d->map_row;
        k->col = d->col;
    }
}

/* ---- dig ---------------------------------------------------------------------- */
static bool prog_gains(int prog, int res, int depth)
{
    const eff_op *op = ak_prog_code(prog);
    for (int i = 0; op && op[i].op != OP_END; i++) {
        if (op[i].op == OP_GAIN && op[i].a == res)
            return true;
        if (op[i].op == OP_CHOICE && depth < 2)
            for (int k = 0; k < op[i].b; k++)
                if (prog_gains(op[i].a + k, res, depth + 1))
                    return true;
    }
    return false;
}

bool ak_rival_site_offers(const arnak_state *s, int site, int res)
{
    return ak_site_discovered(s, site) && prog_gains(ak_site_prog(s, site), res, 0);
}

static void log_turn(arnak_state *s, int tile, int result, int a, int b, int c, int d)
{
    arnak_rival *r = &s->rival;
    if (r->log_n >= ARNAK_RIVAL_LOG)
        return;
    uint8_t *e = r->log[r->log_n++];
    e[0] = (uint8_t)tile;
    e[1] = (uint8_t)result;
    e[2] = (uint8_t)a;
    e[3] = (uint8_t)b;
    e[4] = (uint8_t)c;
    e[5] = (uint8_t)d;
}

static void place(arnak_state *s, int sp)
{
    s->space_occ[sp] = SPACE_RIVAL;
    s->rival.arch_out++;
}

static void rival_dig(arnak_state *s, int tile)
{
    int res = ARNAK_RIVAL_TILES[tile].res;
    site_pick k = {.best = -1, .row = -1, .rows = +1, .arrow = ak_rival_arrow(s)};
    if (s->rival.arch_out < ARNAK_RIVAL_ARCHS)
        for (int site = 0; site < ARNAK_SITES; site++)
            if (ak_site_free_space(s, site) >= 0 && ak_rival_site_offers(s, site, res))
                consider(&k, site);
    if (k.best < 0) {
        log_turn(s, tile, ARNAK_RV_NOTHING, 0, 0, 0, 0);
        return;
    }
    int sp = ak_site_free_space(s, k.best);
    place(s, sp);
    log_turn(s, tile, ARNAK_RV_DIG, k.best, sp, 0, 0);
}

/* ---- discover ----------------------------------------------------------------- */
static void rival_discover(arnak_state *s, int tile)
{
    const rival_tile_def *t = &ARNAK_RIVAL_TILES[tile];
    int lvl = t->disc_level[s->round - 1], guard = t->disc_guardian[s->round - 1];
    /* one row first, the bottom level-I row preferred [RB] */
    site_pick k = {.best = -1, .row = -1, .rows = -1, .arrow = ak_rival_arrow(s)};
    bool tiles = lvl == 1 ? s->l1_n > 0 : s->l2_n > 0;
    if (tiles && s->rival.arch_out < ARNAK_RIVAL_ARCHS)
        for (int site = CAMP_SITES; site < ARNAK_SITES; site++)
            if (ARNAK_SITE_DEFS[site].level == lvl && !s->site_tile[site])
                consider(&k, site);
    int best = k.best;
    if (best < 0) {
        log_turn(s, tile, ARNAK_RV_NOTHING, 0, 0, 0, 0);
        return;
    }
    arnak_rival *r = &s->rival;
    place(s, ak_site_space(best, 0));
    /* idols: a new kind face up, a duplicate or a face-down idol to -1 [RB] */
    int up = s->site_idol[best], idols = up;
    if (up) {
        if (r->idols_up >> (up - 1) & 1) {
            r->idols_minus++;
            idols |= 8;
        } else {
            r->idols_up |= (uint8_t)(1u << (up - 1));
        }
    }
    if (s->site_idol_down[best]) {
        r->idols_minus++;
        idols |= 16;
    }
    s->site_idol[best] = 0;
    s->site_idol_down[best] = 0;
    int site_tile = ak_draw_site_tile(s, lvl);
    s->site_tile[best] = (uint8_t)site_tile;
    int g = 0;
    if (guard && s->guard_n > 0) {
        g = s->guard_stack[--s->guard_n];
        s->guard_stack[s->guard_n] = 0;
        s->site_guardian[best] = (uint8_t)g;
    }
    log_turn(s, tile, ARNAK_RV_DISCOVER, best, site_tile, g, idols);
}

/* ---- research ----------------------------------------------------------------- */
static void remove_supply_assistant(arnak_state *s, int arrow, int *removed)
{
    int best = -1;
    for (int st = 0; st < N_ASST_STACKS; st++) {
        if (!s->asst_n[st])
            continue;
        /* the highest stack; ties by the arrow [RB] */
        if (best < 0 || s->asst_n[st] > s->asst_n[best] ||
            (s->asst_n[st] == s->asst_n[best] && arrow == RIVAL_RIGHT))
            best = st;
    }
    if (best < 0)
        return;
    *removed = s->asst_stack[best][s->asst_n[best] - 1];
    ak_asst_stack_take(s, best);
    s->rival.assts_removed++;
}

static void rival_research(arnak_state *s, int tile, int result, bool take_asst)
{
    arnak_rival *r = &s->rival;
    const side_def *sd = &ARNAK_SIDES[s->side];
    int arrow = ak_rival_arrow(s);
    int dest = ARNAK_RV_AT_TEMPLE, bonus = 0, asst = 0, rescued = 0;
    if (sd->sp[r->glass].row == LOST_TEMPLE_ROW) {
        /* already there: a 6-point temple tile, the arrow picks the stack [RB] */
        int l = s->temple_stack[3] ? 3 : -1, rt = s->temple_stack[4] ? 4 : -1;
        int st = l >= 0 && rt >= 0 ? (arrow == RIVAL_LEFT ? l : rt) : (l >= 0 ? l : rt);
        if (st >= 0) {
            s->temple_stack[st]--;
            r->temple6++;
            bonus = st + 1;
        }
    } else {
        int first = 0, last = 0;
        for (int u = 0; u < 3; u++) {
            int d = sd->sp[r->glass].up[u];
            if (!d)
                continue;
            if (!first)
                first = d;
            last = d;
        }
        dest = arrow == RIVAL_LEFT ? first : last;
        r->glass = (uint8_t)dest;
        if (sd->sp[dest].row == LOST_TEMPLE_ROW) {
            r->temple_rank = ++s->temple_arrivals;
            if (s->temple_bonus_n > 0) {
                /* the top tile of the bonus stack leaves the game unseen */
                s->temple_bonus[--s->temple_bonus_n] = 0;
                s->bonus_taken++;
                bonus = ARNAK_RV_TEMPLE_STACK_TILE;
            }
        } else if (s->bonus_n[dest] > 0) {
            int n = s->bonus_n[dest], i = arrow == RIVAL_LEFT ? 0 : n - 1;
            bonus = s->bonus[dest][i];
            memmove(&s->bonus[dest][i], &s->bonus[dest][i + 1], (size_t)(n - i - 1));
            s->bonus[dest][--s->bonus_n[dest]] = 0;
            s->bonus_taken++;
        }
        if (s->side == ARNAK_SIDE_SNAKE && dest == sd->rescue_space && s->rescue_n > 0) {
            rescued = s->rescue[--s->rescue_n];
            s->rescue[s->rescue_n] = 0;
            r->assts_removed++;
        }
    }
    if (take_asst)
        remove_supply_assistant(s, arrow, &asst);
    log_turn(s, tile, result, dest, bonus, asst, rescued);
}

/* ---- overcome ----------------------------------------------------------------- */
static void rival_overcome(arnak_state *s, int tile)
{
    site_pick k = {.best = -1, .row = -1, .rows = +1, .arrow = ak_rival_arrow(s)};
    for (int site = 0; site < ARNAK_SITES; site++) {
        if (!s->site_guardian[site])
            continue;
        bool mine = false;
        for (int i = 0; i < ak_site_nspaces(site); i++)
            mine |= s->space_occ[ak_site_space(site, i)] == SPACE_RIVAL;
        if (mine)
            consider(&k, site);
    }
    int best = k.best;
    if (best < 0) {
        /* no guardian at its sites: research instead, no assistant taken [RB] */
        rival_research(s, tile, ARNAK_RV_RESEARCH_ONLY, false);
        return;
    }
    int g = s->site_guardian[best];
    s->rival.guardians |= (uint16_t)(1u << (g - 1));
    s->site_guardian[best] = 0;
    log_turn(s, tile, ARNAK_RV_OVERCOME, best, g, 0, 0);
}

/* ---- buy ---------------------------------------------------------------------- */
static void rival_buy(arnak_state *s, int tile)
{
    const rival_tile_def *t = &ARNAK_RIVAL_TILES[tile];
    bool art = t->kind == RK_BUY_ART;
    int arrow = ak_rival_arrow(s);
    int lo = art ? 0 : s->round, hi = art ? s->round : ARNAK_ROW;
    int best = -1, bpts = 0;
    for (int pos = lo; pos < hi; pos++) {
        int c = s->row[pos];
        if (!c)
            continue;
        int pts = ARNAK_CARDS[c].points;
        bool take = best < 0 || (t->red ? pts > bpts : pts < bpts) || (pts == bpts && arrow == RIVAL_RIGHT);
        if (take) {
            best = pos;
            bpts = pts;
        }
    }
    if (best < 0) {
        log_turn(s, tile, ARNAK_RV_NOTHING, 0, 0, 0, 0);
        return;
    }
    int c = s->row[best];
    s->row[best] = 0;
    if (art)
        s->rival.arts |= 1ULL << (c - CARD_ART0 - 1);
    else
        s->rival.items |= 1ULL << (c - CARD_ITEM0 - 1);
    ak_refill_row(s);
    log_turn(s, tile, ARNAK_RV_BUY, c, best, 0, 0);
}

/* ---- a turn ------------------------------------------------------------------- */
void ak_rival_turn(arnak_state *s)
{
    arnak_rival *r = &s->rival;
    if (r->stack_n == 0)
        return;
    int tile = r->stack[--r->stack_n];
    r->stack[r->stack_n] = 0;
    r->used[r->used_n++] = (uint8_t)tile;
    const rival_tile_def *t = &ARNAK_RIVAL_TILES[tile];
    if (s->round == LAST_ROUND && !t->round5) {
        log_turn(s, tile, ARNAK_RV_ROUND5, 0, 0, 0, 0);
        return;
    }
    switch (t->kind) {
    case RK_DIG: rival_dig(s, tile); break;
    case RK_DISCOVER: rival_discover(s, tile); break;
    case RK_RESEARCH: rival_research(s, tile, ARNAK_RV_RESEARCH, true); break;
    case RK_OVERCOME: rival_overcome(s, tile); break;
    default: rival_buy(s, tile); break;
    }
}

/* Start of a round: the ten tiles are shuffled face down [RB], and the rival,
 * the start player of every round, takes its first turn. */
void ak_rival_round_start(arnak_state *s)
{
    arnak_rival *r = &s->rival;
    for (int i = 0; i < r->used_n; i++)
        r->stack[r->stack_n++] = r->used[i];
    memset(r->used, 0, sizeof r->used);
    r->used_n = 0;
    ak_shuffle_bytes(s, r->stack, r->stack_n);
    ak_rival_turn(s);
}

/* After the human's turn: the rival's turn while it has tiles, then the
 * human's again until it passes; once it has passed the rival plays all its
 * remaining tiles [RB] and the round ends. */
void ak_rival_after_turn(arnak_state *s)
{
    if (!s->p[0].passed) {
        ak_rival_turn(s);
        ak_begin_turn(s, 0);
        return;
    }
    while (s->rival.stack_n > 0)
        ak_rival_turn(s);
    ak_end_round(s);
}

/* End of round: its archaeologists come home, without Fear [RB]. */
void ak_rival_round_end(arnak_state *s)
{
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        if (s->space_occ[sp] == SPACE_RIVAL)
            s->space_occ[sp] = 0;
    s->rival.arch_out = 0;
}

/* ---- scoring [RB] ------------------------------------------------------------- */
int arnak_score_rival(const arnak_state *s, arnak_score *o)
{
    if (!s || !o || s->nplayers != 1)
        return ARNAK_E_ARG;
    const arnak_rival *r = &s->rival;
    const side_def *sd = &ARNAK_SIDES[s->side & 1];
    memset(o, 0, sizeof *o);
    int row = r->glass < ARNAK_RSPACES ? sd->sp[r->glass].row : 0;
    if (row == LOST_TEMPLE_ROW)
        o->research = r->temple_rank >= 1 && r->temple_rank <= 4 ? ARNAK_TEMPLE_POINTS[r->temple_rank - 1] : 0;
    else
        o->research = sd->glass_points[row];
    o->temple = 6 * r->temple6;
    o->idols = 3 * __builtin_popcount(r->idols_up) + 2 * r->idols_minus;
    o->guardians = 5 * __builtin_popcount(r->guardians);
    for (int i = 1; i <= N_ITEMS; i++)
        if (r->items >> (i - 1) & 1)
            o->cards += ARNAK_CARDS[CARD_ITEM(i)].points;
    for (int i = 1; i <= N_ARTIFACTS; i++)
        if (r->arts >> (i - 1) & 1)
            o->cards += ARNAK_CARDS[CARD_ART(i)].points;
    o->total = o->research + o->temple + o->idols + o->guardians + o->cards;
    o->temple_rank = r->temple_rank;
    return ARNAK_OK;
}
