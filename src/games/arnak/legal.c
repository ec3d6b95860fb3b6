/* legal.c - the legal actions of the pending decision.
 *
 * One function per frame kind writes its options; free actions are added where
 * the rules allow them "before, during and after" the main action (the turn
 * frames and the frames that begin an action inside an effect).  The list is
 * then sorted and made unique. */
#include "internal.h"

typedef struct {
    arnak_action *out;
    int n;
} alist;

static inline void add(alist *l, arnak_action a) { l->out[l->n++] = a; }

bool ak_can_afford(const arnak_player *p, const uint8_t cost[RES_N])
{
    for (int r = 0; r < RES_N; r++)
        if (p->res[r] < cost[r])
            return false;
    return true;
}

static bool can_exile_any(const arnak_player *p)
{
    return p->hand_n > 0 || p->play_n > 0 || p->fear_tiles > 0;
}

/* distinct card types of a zone */
static void add_cards(alist *l, const arnak_player *p, int zone, int lo, int hi)
{
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = lo; i < hi; i++) {
        int c = p->cards[i];
        if (!seen[c]) {
            seen[c] = 1;
            add(l, ACT(AK_CARD, zone, c, 0));
        }
    }
}

/* ---- free actions ------------------------------------------------------------ */
static bool assistant_useful(const arnak_state *s, int player, int slot)
{
    const arnak_player *p = &s->p[player];
    int id = p->asst[slot], gold = p->asst_gold[slot];
    switch (id) {
    case 3:
        if (!gold) {
            travel_req r = {{ICON_BOOT, ICON_NONE}, 0, 0, 0, (uint8_t)(slot + 1)};
            return ak_travel_payable(s, player, &r);
        }
        return true;
    case 4:
        return p->res[RES_COIN] > 0;
    case 5:
        return gold || can_exile_any(p);
    case 6:
        return gold ? p->deck_n > 0 : (p->deck_n > 0 || p->hand_n > 0);
    case 10:
        return false; /* a main action */
    case 11:
        return gold || p->res[RES_TABLET] || p->res[RES_ARROW];
    default:
        return true;
    }
}

static void add_free_actions(const arnak_state *s, int player, alist *l)
{
    const arnak_player *p = &s->p[player];
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = ak_hand_lo(p); i < ak_play_lo(p); i++) {
        int c = p->cards[i];
        if (seen[c])
            continue;
        seen[c] = 1;
        if (ARNAK_CARDS[c].action == CA_FREE || ARNAK_CARDS[c].action == CA_FREE_PASS)
            add(l, ACT(AK_PLAY, c, 0, 0));
    }
    if (p->idols > 0 && p->idol_slots < 4) {
        for (int e = 0; e < SLOT_N; e++) {
            if (e == SLOT_JEWEL && p->res[RES_COIN] == 0)
                continue;
            if (e == SLOT_CARD && p->deck_n == 0)
                continue;
            add(l, ACT(AK_IDOL, e, 0, 0));
        }
    }
    for (int g = 1; g <= 15; g++) {
        if (!(p->guardians >> (g - 1) & 1) || (p->boons_used >> (g - 1) & 1))
            continue;
        int pr = ARNAK_GUARDIANS[g].boon_prog;
        if (!pr)
            continue; /* travel boons are spent when paying travel */
        if (pr == PR_BOON_EXILE && !can_exile_any(p))
            continue;
        if (pr == PR_BOON_DRAW && p->deck_n == 0)
            continue;
        if (pr == PR_BOON_UPGRADE && !p->res[RES_TABLET] && !p->res[RES_ARROW])
            continue;
        add(l, ACT(AK_BOON, g, 0, 0));
    }
    for (int a = 0; a < 2; a++)
        if (p->asst[a] && !p->asst_tired[a] && assistant_useful(s, player, a))
            add(l, ACT(AK_ASSIST, a, 0, 0));
}

/* ---- digging and discovering ------------------------------------------------ */
/* Whether a travel cost can be paid depends only on its two icons here (same
 * player, discount and reserve for every site), so each pair is asked once. */
typedef struct {
    int8_t known[ICON_N][ICON_N]; /* -1 unknown, else 0/1 */
} payable_memo;

static bool memo_payable(const arnak_state *s, int player, payable_memo *m, const uint8_t icons[2],
                         int disc_icon, int disc_n)
{
    int8_t *k = &m->known[icons[0]][icons[1]];
    if (*k < 0) {
        travel_req r = {{icons[0], icons[1]}, (uint8_t)disc_icon, (uint8_t)disc_n, 0, 0};
        *k = ak_travel_payable(s, player, &r);
    }
    return *k != 0;
}

static void add_arch_actions(const arnak_state *s, int player, int flags, int disc_icon, int disc_n,
                             int comp_disc, alist *l)
{
    const arnak_player *p = &s->p[player];
    if (p->arch_out >= 2)
        return;
    payable_memo memo;
    memset(&memo, -1, sizeof memo);
    for (int site = 0; site < ARNAK_SITES; site++) {
        if ((flags & ARCH_CAMP_ONLY) && site >= 5)
            break;
        uint8_t icons[2];
        if (ak_site_discovered(s, site)) {
            if (!(flags & ARCH_DIG))
                continue;
            int sp = ak_site_free_space(s, site);
            if (sp < 0)
                continue;
            ak_site_travel_cost(s, site, site < 5 && (sp & 1), icons);
            if (memo_payable(s, player, &memo, icons, disc_icon, disc_n))
                add(l, ACT(AK_DIG, site, 0, 0));
        } else {
            if (!(flags & ARCH_DISCOVER))
                continue;
            int lvl = ARNAK_SITE_DEFS[site].level;
            if ((lvl == 1 && !s->l1_n) || (lvl == 2 && !s->l2_n))
                continue;
            int need = (lvl == 1 ? 3 : 6) - comp_disc;
            if (need > 0 && p->res[RES_COMPASS] < need)
                continue;
            ak_site_travel_cost(s, site, 0, icons);
            if (memo_payable(s, player, &memo, icons, disc_icon, disc_n))
                add(l, ACT(AK_DISCOVER, site, 0, 0));
        }
    }
}

/* ---- overcoming --------------------------------------------------------------- */
static bool overcome_payable(const arnak_state *s, int player, int g)
{
    const arnak_player *p = &s->p[player];
    const guardian_def *gd = &ARNAK_GUARDIANS[g];
    if (!ak_can_afford(p, gd->cost))
        return false;
    if (gd->card_down && p->hand_n == 0)
        return false;
    if (gd->travel[0]) {
        travel_req r = {{gd->travel[0], gd->travel[1]}, 0, 0, gd->cost[RES_COIN], 0};
        if (!ak_travel_payable(s, player, &r))
            return false;
    }
    return true;
}

/* ---- buying ------------------------------------------------------------------- */
int ak_buy_price(const arnak_state *s, int card, int discount, int flags)
{
    (void)s;
    if (flags & BUY_FREE)
        return 0;
    int c = ARNAK_CARDS[card].cost - discount;
    return c < 0 ? 0 : c;
}

static void add_buys(const arnak_state *s, int player, int mask, int discount, int flags, alist *l)
{
    const arnak_player *p = &s->p[player];
    for (int pos = 0; pos <= ARNAK_ROW; pos++) {
        int c = pos < ARNAK_ROW ? s->row[pos] : s->revealed;
        if (!c)
            continue;
        bool art = CARD_IS_ART(c);
        if (!(mask & (art ? BUY_ART : BUY_ITEM)))
            continue;
        int price = ak_buy_price(s, c, discount, flags);
        if (p->res[art ? RES_COMPASS : RES_COIN] >= price)
            add(l, ACT(AK_BUY, pos, 0, 0));
    }
}

/* ---- research ------------------------------------------------------------------ */
int ak_research_cost(const arnak_state *s, int player, int token, int dest, int variant, int mode,
                  uint8_t cost[RES_N], int *idol)
{
    (void)player;
    (void)token;
    const rspace_def *sp = &ARNAK_SIDES[s->side].sp[dest];
    memcpy(cost, sp->cost, RES_N);
    *idol = sp->idol_cost;
    if (mode == RS_JOURNAL) { /* nothing is paid, the idol bridge included */
        memset(cost, 0, RES_N);
        *idol = 0;
    } else if (mode == RS_JEWEL) {
        if (cost[RES_JEWEL])
            cost[RES_JEWEL]--;
    } else if (mode == RS_BLADE) {
        if (variant == 1 && cost[RES_ARROW])
            cost[RES_ARROW]--;
        if (variant == 2)
            cost[RES_TABLET] = (uint8_t)(cost[RES_TABLET] > 2 ? cost[RES_TABLET] - 2 : 0);
    }
    return 0;
}

void ak_temple_cost(const arnak_state *s, int stack, int variant, int mode, uint8_t cost[RES_N])
{
    memset(cost, 0, RES_N);
    for (int part = 0; part < 3; part++)
        if (ARNAK_TEMPLE_STACK_COSTS[stack] >> part & 1)
            for (int r = 0; r < RES_N; r++)
                cost[r] = (uint8_t)(cost[r] + ARNAK_SIDES[s->side].ak_temple_cost[part][r]);
    if (mode == RS_JEWEL && cost[RES_JEWEL])
        cost[RES_JEWEL]--;
    if (mode == RS_BLADE && variant == 1 && cost[RES_ARROW])
        cost[RES_ARROW]--;
    if (mode == RS_BLADE && variant == 2)
        cost[RES_TABLET] = (uint8_t)(cost[RES_TABLET] > 2 ? cost[RES_TABLET] - 2 : 0);
}

static void add_research(const arnak_state *s, int player, int mode, alist *l)
{
    const arnak_player *p = &s->p[player];
    const side_def *sd = &ARNAK_SIDES[s->side];
    int nvar = mode == RS_BLADE ? 2 : 1;
    for (int token = 0; token < 2; token++) {
        if (mode == RS_JOURNAL && token == 0)
            continue;
        int cur = token == 0 ? p->glass : p->notebook;
        if (sd->sp[cur].row == 8) {
            if (token != 0 || mode == RS_JOURNAL)
                continue;
            /* exploring the Lost Temple: a temple tile instead of a move */
            for (int st = 0; st < 6; st++) {
                if (!s->temple_stack[st])
                    continue;
                uint8_t prev[RES_N];
                for (int v = 0; v < nvar; v++) {
                    uint8_t cost[RES_N];
                    int var = mode == RS_BLADE ? v + 1 : 0;
                    ak_temple_cost(s, st, var, mode, cost);
                    if (v == 1 && memcmp(prev, cost, RES_N) == 0)
                        continue;
                    memcpy(prev, cost, RES_N);
                    if (ak_can_afford(p, cost))
                        add(l, ACT(AK_TEMPLE, st, 0, var));
                }
            }
            continue;
        }
        for (int u = 0; u < 3; u++) {
            int dest = sd->sp[cur].up[u];
            if (!dest)
                continue;
            int row = sd->sp[dest].row;
            if (token == 1 && (row >= 8 || row > sd->sp[p->glass].row))
                continue;
            uint8_t prev[RES_N];
            for (int v = 0; v < nvar; v++) {
                uint8_t cost[RES_N];
                int idol, var = mode == RS_BLADE ? v + 1 : 0;
                ak_research_cost(s, player, token, dest, var, mode, cost, &idol);
                if (v == 1 && memcmp(prev, cost, RES_N) == 0)
                    continue;
                memcpy(prev, cost, RES_N);
                if (ak_can_afford(p, cost) && p->idols >= idol)
                    add(l, ACT(AK_RESEARCH, token, dest, var));
            }
        }
    }
}

/* ---- effect targets -------------------------------------------------------------- */
static void add_activate(const arnak_state *s, int player, int filter, alist *l)
{
    const arnak_player *p = &s->p[player];
    if (filter == ACT_TWO_CAMPS) {
        for (int a = 0; a < 5; a++)
            for (int b = a + 1; b < 5; b++)
                add(l, ACT(AK_MOVE, a, b, 0));
        return;
    }
    for (int site = 0; site < ARNAK_SITES; site++) {
        bool ok = false;
        switch (filter) {
        case ACT_CAMP: ok = site < 5; break;
        case ACT_CAMP_FREE: ok = site < 5 && ak_site_unoccupied(s, site); break;
        case ACT_L1: ok = ARNAK_SITE_DEFS[site].level == 1 && ak_site_discovered(s, site); break;
        case ACT_OWN:
            ok = ak_site_has_player(s, site, player) &&
                 (ARNAK_SITE_DEFS[site].level != 2 || p->res[RES_COMPASS] >= 2);
            break;
        }
        if (ok)
            add(l, ACT(AK_SITE, site, 0, 0));
    }
}

static bool relocate_dest_ok(const arnak_state *s, int filter, int from_site, int site)
{
    if (site == from_site || !ak_site_discovered(s, site)) /* D9: a different site */
        return false;
    if (filter == REL_CAMP ? site >= 5 : ARNAK_SITE_DEFS[site].level > 1)
        return false;
    return ak_site_free_space(s, site) >= 0;
}

static void add_relocate(const arnak_state *s, int player, int filter, alist *l)
{
    for (int sp = 0; sp < ARNAK_SPACES; sp++) {
        if (s->space_occ[sp] != player + 1)
            continue;
        int from = ak_space_site(sp);
        for (int site = 0; site < ARNAK_SITES; site++)
            if (relocate_dest_ok(s, filter, from, site))
                add(l, ACT(AK_MOVE, sp, site, 0));
    }
}

static void add_overcome_free(const arnak_state *s, int player, int filter, alist *l)
{
    for (int site = 0; site < ARNAK_SITES; site++) {
        if (!s->site_guardian[site])
            continue;
        bool ok;
        if (filter == OV_OWN) {
            ok = ak_site_has_player(s, site, player); /* D11: either camp space */
        } else {
            ok = true;
            for (int i = 0; i < ak_site_nspaces(site); i++) {
                uint8_t o = s->space_occ[ak_site_space(site, i)];
                if (o && o != SPACE_BLOCKED && o != player + 1)
                    ok = false;
            }
        }
        if (ok)
            add(l, ACT(AK_SITE, site, 0, 0));
    }
}

static void add_crown(const arnak_state *s, int player, alist *l)
{
    for (int from = 0; from < ARNAK_SITES; from++) {
        if (!s->site_guardian[from] || !ak_site_has_player(s, from, player))
            continue;
        for (int to = 0; to < ARNAK_SITES; to++) {
            if (to == from || ARNAK_SITE_DEFS[to].level > 1 || !ak_site_discovered(s, to))
                continue;
            if (!ak_site_unoccupied(s, to) || s->site_guardian[to])
                continue;
            add(l, ACT(AK_MOVE, from, to, 0));
        }
    }
}

/* Does the effect step that would push a `kind` frame have any option? */
bool ak_effect_has_options(const arnak_state *s, int player, int kind, int filter)
{
    arnak_action tmp[ARNAK_MAX_ACTIONS];
    alist l = {tmp, 0};
    switch (kind) {
    case FR_ACTIVATE: add_activate(s, player, filter, &l); break;
    case FR_RELOCATE: add_relocate(s, player, filter, &l); break;
    case FR_OVERCOME_FREE: add_overcome_free(s, player, filter, &l); break;
    case FR_CROWN: add_crown(s, player, &l); break;
    default: assert(!"no option check for this frame"); break;
    }
    return l.n > 0;
}

/* ---- the turn ----------------------------------------------------------------------- */
static void add_main_actions(const arnak_state *s, int player, alist *l)
{
    const arnak_player *p = &s->p[player];
    add_arch_actions(s, player, ARCH_DIG | ARCH_DISCOVER, 0, 0, 0, l);
    for (int site = 0; site < ARNAK_SITES; site++) {
        int g = s->site_guardian[site];
        if (g && ak_site_has_player(s, site, player) && overcome_payable(s, player, g))
            add(l, ACT(AK_OVERCOME, site, 0, 0));
    }
    add_buys(s, player, BUY_ITEM | BUY_ART, 0, 0, l);
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = ak_hand_lo(p); i < ak_play_lo(p); i++) {
        int c = p->cards[i];
        if (seen[c])
            continue;
        seen[c] = 1;
        if (ARNAK_CARDS[c].action == CA_MAIN && (ARNAK_CARDS[c].kind != CK_ART || p->res[RES_TABLET] > 0))
            add(l, ACT(AK_PLAY, c, 0, 0));
        if (ARNAK_CARDS[c].action == CA_FREE_PASS)
            add(l, ACT(AK_PLAY, c, 1, 0));
    }
    add_research(s, player, RS_NORMAL, l);
    for (int a = 0; a < 2; a++) {
        if (p->asst[a] == 10 && !p->asst_tired[a]) {
            arnak_action tmp[16];
            alist t = {tmp, 0};
            add_buys(s, player, BUY_ITEM | BUY_ART, p->asst_gold[a] ? 2 : 1, 0, &t);
            if (t.n)
                add(l, ACT(AK_ASSIST, a, 0, 0));
        }
    }
    add(l, ACT(AK_PASS, 0, 0, 0));
}

/* two effect programs with the same opcodes */
static bool same_program(int p1, int p2)
{
    const eff_op *x = ak_prog_code(p1), *y = ak_prog_code(p2);
    for (int i = 0; i < 6; i++) {
        if (memcmp(&x[i], &y[i], sizeof x[i]) != 0)
            return false;
        if (x[i].op == OP_END)
            return true;
    }
    return true;
}

/* Do two options of the pending decision lead to the very same state?  Used
 * where an option can turn out to do nothing (a bought artifact's effect with no
 * target, an order choice between two parts that do nothing). */
static bool same_result(const arnak_state *s, arnak_action a, arnak_action b)
{
    arnak_state x = *s, y = *s;
    ak_apply_frame(&x, a);
    ak_engine_run(&x);
    ak_apply_frame(&y, b);
    ak_engine_run(&y);
    return memcmp(&x, &y, sizeof x) == 0;
}

static bool interruptible(int kind)
{
    switch (kind) {
    case FR_TURN:
    case FR_POST:
    case FR_PAY_Q:
    case FR_ARCH:
    case FR_BUY:
    case FR_BOUGHT_ART:
    case FR_RESEARCH:
        return true;
    default:
        return false;
    }
}

static void sort_unique(alist *l)
{
    arnak_action *a = l->out;
    for (int i = 1; i < l->n; i++) {
        arnak_action x = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > x) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = x;
    }
    int k = 0;
    for (int i = 0; i < l->n; i++)
        if (k == 0 || a[k - 1] != a[i])
            a[k++] = a[i];
    l->n = k;
}

int ak_legal_frame(const arnak_state *s, arnak_action *out)
{
    const arnak_frame *f = &s->stack[s->depth - 1];
    int player = f->player;
    const arnak_player *p = &s->p[player];
    alist l = {out, 0};
    if (interruptible(f->kind) && player == s->turn_player)
        add_free_actions(s, player, &l);
    switch (f->kind) {
    case FR_TURN:
        add_main_actions(s, player, &l);
        break;
    case FR_POST:
        add(&l, ACT(AK_END, 0, 0, 0));
        break;
    case FR_PAY_TRAVEL: {
        travel_req r = {{f->a, f->b}, f->c, f->d, f->e, f->f};
        l.n += ak_travel_options(s, player, &r, l.out + l.n);
        if (f->g)
            add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    }
    case FR_DRAW: {
        int m = f->a < p->deck_n ? f->a : p->deck_n;
        for (int k = 0; k <= m; k++)
            add(&l, ACT(AK_NUMBER, k, 0, 0));
        break;
    }
    case FR_EXILE:
        add_cards(&l, p, Z_HAND, ak_hand_lo(p), ak_play_lo(p));
        add_cards(&l, p, Z_PLAY, ak_play_lo(p), ak_cards_n(p));
        if (p->fear_tiles)
            add(&l, ACT(AK_CARD, Z_FEARTILE, 0, 0));
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_DISCARD:
        add_cards(&l, p, Z_HAND, ak_hand_lo(p), ak_play_lo(p));
        break;
    case FR_PAY_Q:
        if (p->res[f->a] >= f->b)
            add(&l, ACT(AK_YES, 0, 0, 0));
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_PAY_DISCARD:
        add_cards(&l, p, Z_HAND, ak_hand_lo(p), ak_play_lo(p));
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_CHOICE:
        for (int i = 0; i < f->b; i++)
            add(&l, ACT(AK_CHOOSE, i, 0, 0));
        break;
    case FR_UPGRADE:
        if (p->res[RES_TABLET])
            add(&l, ACT(AK_CHOOSE, 0, 0, 0));
        if (p->res[RES_ARROW])
            add(&l, ACT(AK_CHOOSE, 1, 0, 0));
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_ARCH:
        add_arch_actions(s, player, f->a, f->b, f->c, f->d, &l);
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_ACTIVATE:
        add_activate(s, player, f->a, &l);
        break;
    case FR_RELOCATE:
        add_relocate(s, player, f->a, &l);
        break;
    case FR_OVERCOME_FREE:
        add_overcome_free(s, player, f->a, &l);
        break;
    case FR_CROWN:
        add_crown(s, player, &l);
        break;
    case FR_BUY:
        add_buys(s, player, f->a, f->b, f->c, &l);
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_BOUGHT_ART:
        /* "use-effect" is offered only when it can change something */
        if (!same_result(s, ACT(AK_YES, 0, 0, 0), ACT(AK_SKIP, 0, 0, 0)))
            add(&l, ACT(AK_YES, 0, 0, 0));
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_RESEARCH:
        add_research(s, player, f->a, &l);
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_ORDER:
        add(&l, ACT(AK_CHOOSE, 0, 0, 0));
        if (!same_result(s, ACT(AK_CHOOSE, 0, 0, 0), ACT(AK_CHOOSE, 1, 0, 0)))
            add(&l, ACT(AK_CHOOSE, 1, 0, 0));
        break;
    case FR_BONUS_PICK: {
        const uint8_t *t = f->a == RESEARCH_TEMPLE_SRC ? s->temple_bonus : s->bonus[f->a];
        int n = f->a == RESEARCH_TEMPLE_SRC ? s->temple_bonus_n : s->bonus_n[f->a];
        for (int i = 0; i < n; i++)
            add(&l, ACT(AK_CHOOSE, t[i], 0, 0));
        break;
    }
    case FR_RECRUIT:
        for (int st = 0; st < 3; st++)
            if (s->asst_n[st])
                add(&l, ACT(AK_PICK, st, 0, 0));
        break;
    case FR_UPGRADE_ASST:
        for (int a = 0; a < 2; a++)
            if (p->asst[a] && !p->asst_gold[a])
                add(&l, ACT(AK_PICK, a, 0, 0));
        break;
    case FR_REFRESH:
        for (int a = 0; a < 2; a++)
            if (p->asst[a] && p->asst_tired[a])
                add(&l, ACT(AK_PICK, a, 0, 0));
        break;
    case FR_RESCUE:
        for (int i = 0; i < s->rescue_n; i++)
            add(&l, ACT(AK_PICK, s->rescue[i], 0, 0));
        break;
    case FR_SUPPLY_ASST:
        for (int st = 0; st < 3; st++) {
            if (!s->asst_n[st])
                continue;
            int id = s->asst_stack[st][s->asst_n[st] - 1];
            /* two tops with the same effect (A08/A09/A12 silver: +1 compass)
             * are one option: the used assistant stays where it is */
            bool dup = false;
            for (int e = 0; e < st; e++)
                if (s->asst_n[e] && same_program(PR_ASST + (s->asst_stack[e][s->asst_n[e] - 1] - 1) * 2 + f->a,
                                                 PR_ASST + (id - 1) * 2 + f->a))
                    dup = true;
            if (!dup)
                add(&l, ACT(AK_PICK, st, 0, 0));
            if (ARNAK_ASSISTANTS[id].travel_icon)
                add(&l, ACT(AK_PICK, st, 1, 0)); /* D4: use it for its travel icons */
        }
        break;
    case FR_HORN:
        for (int a = 0; a < 2; a++)
            for (int st = 0; st < 3; st++)
                if (p->asst[a] && s->asst_n[st])
                    add(&l, ACT(AK_PICK, a, st, 0));
        break;
    case FR_EARRING_N: {
        int m = f->a < p->deck_n ? f->a : p->deck_n;
        for (int k = 1; k <= m; k++)
            add(&l, ACT(AK_NUMBER, k, 0, 0));
        break;
    }
    case FR_LIMBO_KEEP:
    case FR_LIMBO_TOP: {
        uint8_t seen[CARD_COUNT] = {0};
        for (int i = 0; i < s->limbo_n; i++)
            if (!seen[s->limbo[i]]++)
                add(&l, ACT(AK_CARD, Z_LIMBO, s->limbo[i], 0));
        if (f->kind == FR_LIMBO_TOP)
            add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    }
    case FR_HAMMER_TAKE:
        for (int i = 1; i <= 40; i++)
            if (s->item_exile >> (i - 1) & 1)
                add(&l, ACT(AK_CARD, Z_ITEM_EXILE, CARD_ITEM(i), 0));
        add(&l, ACT(AK_SKIP, 0, 0, 0));
        break;
    case FR_OCARINA:
        for (int sp = 0; sp < ARNAK_SPACES; sp++)
            if (s->space_occ[sp] == player + 1)
                add(&l, ACT(AK_SITE, sp, 0, 0));
        break;
    case FR_KEEP:
        add_cards(&l, p, Z_HAND, ak_hand_lo(p), ak_play_lo(p));
        add(&l, ACT(AK_KEEP, 0, 0, 0));
        break;
    default:
        break;
    }
    sort_unique(&l);
    return l.n;
}
