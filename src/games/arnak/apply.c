/* apply.c - carrying out an action on the pending decision, and the internal
 * continuations (placing archaeologists, waking guardians, research rewards). */
#include "internal.h"


void ak_pay_res(arnak_player *p, const uint8_t cost[RES_N])
{
    for (int r = 0; r < RES_N; r++)
        p->res[r] = (uint16_t)(p->res[r] - cost[r]);
}

/* Push a travel payment unless the discount covers the whole cost. */
static void push_travel(arnak_state *s, int player, const uint8_t icons[2], int disc_icon, int disc_n,
                        int reserve)
{
    if (!icons[0])
        return;
    travel_req r = {{icons[0], icons[1]}, (uint8_t)disc_icon, (uint8_t)disc_n, (uint8_t)reserve, 0};
    arnak_action one;
    if (disc_n && ak_travel_options(s, player, &r, NULL) == 1) {
        ak_travel_options(s, player, &r, &one);
        if (one == ACT(AK_PAY, 0, 0, 0))
            return;
    }
    arnak_frame *f = ak_push_frame(s, FR_PAY_TRAVEL, player);
    f->a = icons[0];
    f->b = icons[1];
    f->c = (uint8_t)disc_icon;
    f->d = (uint8_t)disc_n;
    f->e = (uint8_t)reserve;
}

static void start_dig(arnak_state *s, int player, int site, int disc_icon, int disc_n, int dbl)
{
    int sp = ak_site_free_space(s, site);
    arnak_frame *f = ak_push_frame(s, FR_DO_DIG, player);
    f->a = (uint8_t)site;
    f->b = (uint8_t)dbl;
    uint8_t icons[2];
    ak_site_travel_cost(s, site, site < 5 && (sp & 1), icons);
    push_travel(s, player, icons, disc_icon, disc_n, 0);
}

static void start_discover(arnak_state *s, int player, int site, int disc_icon, int disc_n, int comp_disc)
{
    arnak_player *p = &s->p[player];
    int need = (ARNAK_SITE_DEFS[site].level == 1 ? 3 : 6) - comp_disc;
    if (need > 0)
        p->res[RES_COMPASS] = (uint16_t)(p->res[RES_COMPASS] - need);
    arnak_frame *f = ak_push_frame(s, FR_DO_DISCOVER, player);
    f->a = (uint8_t)site;
    uint8_t icons[2];
    ak_site_travel_cost(s, site, 0, icons);
    push_travel(s, player, icons, disc_icon, disc_n, 0);
}

static void start_overcome(arnak_state *s, int player, int site)
{
    arnak_player *p = &s->p[player];
    const guardian_def *g = &ARNAK_GUARDIANS[s->site_guardian[site]];
    ak_pay_res(p, g->cost);
    arnak_frame *f = ak_push_frame(s, FR_DO_OVERCOME, player);
    f->a = (uint8_t)site;
    if (g->card_down) {
        f = ak_push_frame(s, FR_DISCARD, player);
        f->a = 1;
    }
    push_travel(s, player, g->travel, 0, 0, 0);
}

void ak_take_guardian(arnak_state *s, int player, int site)
{
    int g = s->site_guardian[site];
    if (!g)
        return;
    s->p[player].guardians |= (uint16_t)(1u << (g - 1));
    s->site_guardian[site] = 0;
}

static void take_row_card(arnak_state *s, int pos)
{
    if (pos < ARNAK_ROW)
        s->row[pos] = 0;
    else
        s->revealed = 0;
}

static void buy_card(arnak_state *s, int player, int pos, int discount, int flags)
{
    arnak_player *p = &s->p[player];
    int c = pos < ARNAK_ROW ? s->row[pos] : s->revealed;
    int price = ak_buy_price(s, c, discount, flags);
    take_row_card(s, pos);
    if (CARD_IS_ART(c)) {
        p->res[RES_COMPASS] = (uint16_t)(p->res[RES_COMPASS] - price);
        ak_add_to_play(p, c);
        arnak_frame *f = ak_push_frame(s, FR_BOUGHT_ART, player);
        f->a = (uint8_t)c;
    } else {
        p->res[RES_COIN] = (uint16_t)(p->res[RES_COIN] - price);
        if (flags & BUY_TO_HAND)
            ak_add_to_hand(p, c, 0);
        else if (flags & BUY_TO_TOP)
            ak_add_to_deck_top(p, c, 0);
        else
            ak_add_to_deck_bottom(p, c, 0);
    }
}

/* An unbought revealed card goes back on top of its deck, known to all (D2). */
static void return_revealed(arnak_state *s)
{
    int c = s->revealed;
    if (!c)
        return;
    s->revealed = 0;
    if (CARD_IS_ART(c)) {
        s->art_deck[s->art_n++] = (uint8_t)c;
        s->art_known_top = 1;
    } else {
        s->item_deck[s->item_n++] = (uint8_t)c;
        s->item_known_top = 1;
    }
}

static void play_card(arnak_state *s, int player, int card, int mode)
{
    arnak_player *p = &s->p[player];
    int idx = ak_find_card(p, Z_HAND, card);
    assert(idx >= 0);
    const card_def *cd = &ARNAK_CARDS[card];
    if (cd->kind == CK_ART)
        p->res[RES_TABLET]--; /* an artifact played from hand costs 1 tablet */
    if (cd->exile_self) {
        ak_remove_card(p, idx);
        s->item_exile |= 1ULL << (card - CARD_ITEM0 - 1);
    } else {
        ak_move_hand_to_play(p, idx);
    }
    ak_push_effect(s, player, mode ? cd->prog_pass : cd->prog);
}

static void do_research(arnak_state *s, int player, int token, int dest, int variant, int mode)
{
    arnak_player *p = &s->p[player];
    uint8_t cost[RES_N];
    int idol;
    ak_research_cost(s, player, token, dest, variant, mode, cost, &idol);
    ak_pay_res(p, cost);
    if (idol) {
        p->idols = (uint8_t)(p->idols - idol);
        s->idols_removed = (uint8_t)(s->idols_removed + idol);
    }
    if (token == 0)
        p->glass = (uint8_t)dest;
    else
        p->notebook = (uint8_t)dest;
    ak_research_arrive(s, player, token, dest);
}

static void do_temple(arnak_state *s, int player, int stack, int variant, int mode)
{
    arnak_player *p = &s->p[player];
    uint8_t cost[RES_N];
    ak_temple_cost(s, stack, variant, mode, cost);
    ak_pay_res(p, cost);
    s->temple_stack[stack]--;
    int pts = ARNAK_TEMPLE_STACK_POINTS[stack];
    p->temple_tiles[pts == 2 ? 0 : pts == 6 ? 1 : 2]++;
}

void ak_research_arrive(arnak_state *s, int player, int token, int dest)
{
    arnak_player *p = &s->p[player];
    const side_def *sd = &ARNAK_SIDES[s->side];
    int row = sd->sp[dest].row;
    if (row == 8) {
        /* the Lost Temple: the best free space, then a tile of the bonus stack */
        p->temple_rank = ++s->temple_arrivals;
        if (s->temple_bonus_n > 0) {
            p->seen_temple_stack = 1;
            arnak_frame *f = ak_push_frame(s, FR_BONUS_PICK, player);
            f->a = RESEARCH_TEMPLE_SRC;
        }
        return;
    }
    int prog = PR_ROW + s->side * 14 + token * 7 + (row - 1);
    if (s->bonus_n[dest] == 0) {
        ak_push_effect(s, player, prog);
        return;
    }
    /* Row effect and bonus tile may come in either order.  When one of them
     * only gives resources, it goes first: gaining earlier never hurts. */
    bool bonus_simple = s->bonus_n[dest] == 1 && s->bonus[dest][0] <= BONUS_TABLET;
    arnak_frame *f;
    if (ak_program_resolves_simply(prog)) {
        f = ak_push_frame(s, FR_TAKE_BONUS, player);
        f->a = (uint8_t)dest;
        ak_push_effect(s, player, prog);
    } else if (bonus_simple) {
        ak_push_effect(s, player, prog);
        f = ak_push_frame(s, FR_TAKE_BONUS, player);
        f->a = (uint8_t)dest;
    } else {
        f = ak_push_frame(s, FR_ORDER, player);
        f->a = (uint8_t)dest;
        f->b = (uint8_t)token;
    }
}

static void take_bonus_tile(arnak_state *s, int player, int src, int type)
{
    uint8_t *t = src == RESEARCH_TEMPLE_SRC ? s->temple_bonus : s->bonus[src];
    uint8_t *n = src == RESEARCH_TEMPLE_SRC ? &s->temple_bonus_n : &s->bonus_n[src];
    for (int i = 0; i < *n; i++) {
        if (t[i] == type) {
            memmove(&t[i], &t[i + 1], (size_t)(*n - i - 1));
            (*n)--;
            t[*n] = 0;
            s->bonus_taken++;
            ak_push_effect(s, player, PR_BONUS1 + type - 1);
            return;
        }
    }
}

static void asst_stack_take(arnak_state *s, int st)
{
    s->asst_n[st]--;
    s->asst_stack[st][s->asst_n[st]] = 0;
    int k = s->asst_known[st] - 1;
    if (k < 1)
        k = s->asst_n[st] > 0; /* the next one is turned up */
    s->asst_known[st] = (uint8_t)k;
}

static int free_square(const arnak_player *p) { return !p->asst[0] ? 0 : !p->asst[1] ? 1 : -1; }

/* ---- free actions (usable in the turn frames and while starting an action) ---- */
static bool apply_free(arnak_state *s, int player, arnak_action a)
{
    arnak_player *p = &s->p[player];
    switch (AKIND(a)) {
    case AK_PLAY:
        if (AB(a) != 0 || ARNAK_CARDS[AA(a)].action == CA_MAIN)
            return false;
        play_card(s, player, AA(a), 0);
        return true;
    case AK_IDOL:
        p->idols--;
        p->idol_slots++;
        ak_push_effect(s, player, PR_SLOT0 + AA(a));
        return true;
    case AK_BOON: {
        int g = AA(a);
        p->boons_used |= (uint16_t)(1u << (g - 1));
        ak_push_effect(s, player, ARNAK_GUARDIANS[g].boon_prog);
        return true;
    }
    case AK_ASSIST: {
        int slot = AA(a), id = p->asst[slot];
        if (ARNAK_ASSISTANTS[id].main_action)
            return false;
        p->asst_tired[slot] = 1;
        ak_push_effect(s, player, PR_ASST + (id - 1) * 2 + p->asst_gold[slot]);
        return true;
    }
    default:
        return false;
    }
}

static void apply_main(arnak_state *s, int player, arnak_action a)
{
    arnak_player *p = &s->p[player];
    switch (AKIND(a)) {
    case AK_PASS:
        ak_player_pass(s, player);
        return;
    case AK_DIG:
        start_dig(s, player, AA(a), 0, 0, 0);
        return;
    case AK_DISCOVER:
        start_discover(s, player, AA(a), 0, 0, 0);
        return;
    case AK_OVERCOME:
        start_overcome(s, player, AA(a));
        return;
    case AK_BUY:
        buy_card(s, player, AA(a), 0, 0);
        return;
    case AK_PLAY:
        play_card(s, player, AA(a), AB(a));
        return;
    case AK_RESEARCH:
        do_research(s, player, AA(a), AB(a), AC(a), RS_NORMAL);
        return;
    case AK_TEMPLE:
        do_temple(s, player, AA(a), AC(a), RS_NORMAL);
        return;
    case AK_ASSIST: {
        int slot = AA(a), id = p->asst[slot];
        p->asst_tired[slot] = 1;
        ak_push_effect(s, player, PR_ASST + (id - 1) * 2 + p->asst_gold[slot]);
        return;
    }
    default:
        assert(!"not a main action");
    }
}

void ak_apply_frame(arnak_state *s, arnak_action a)
{
    int fi = s->depth - 1;
    arnak_frame *f = &s->stack[fi];
    int player = f->player;
    arnak_player *p = &s->p[player];
    int kind = f->kind;
    int k = AKIND(a);

    if (kind == FR_TURN) {
        if (apply_free(s, player, a))
            return;
        f->kind = FR_POST;
        s->main_done = 1;
        apply_main(s, player, a);
        return;
    }
    if (k == AK_PLAY || k == AK_IDOL || k == AK_BOON || k == AK_ASSIST) {
        if (apply_free(s, player, a))
            return;
    }
    switch (kind) {
    case FR_POST:
        ak_end_turn(s);
        return;
    case FR_PAY_TRAVEL: {
        int skip = f->h;
        uint8_t f_a = f->a, f_b = f->b, f_c = f->c, f_d = f->d, f_e = f->e, f_f = f->f;
        ak_pop_frame(s);
        if (k == AK_SKIP)
            s->stack[s->depth - 1].b = (uint8_t)(s->stack[s->depth - 1].b + skip);
        else {
            travel_req r = {{f_a, f_b}, f_c, f_d, f_e, f_f};
            ak_travel_pay(s, player, &r, AA(a), AB(a));
        }
        return;
    }
    case FR_DRAW: {
        int n = AA(a), bottom = f->b;
        ak_pop_frame(s);
        if (bottom)
            ak_draw_from_bottom(p, n);
        else
            ak_draw_cards(p, n);
        return;
    }
    case FR_EXILE:
        ak_pop_frame(s);
        if (k == AK_CARD)
            ak_exile_card(s, player, AA(a), AB(a));
        return;
    case FR_DISCARD:
    case FR_PAY_DISCARD: {
        int skip = f->c;
        ak_pop_frame(s);
        if (k == AK_CARD)
            ak_move_hand_to_play(p, ak_find_card(p, Z_HAND, AB(a)));
        else
            s->stack[s->depth - 1].b = (uint8_t)(s->stack[s->depth - 1].b + skip);
        return;
    }
    case FR_PAY_Q: {
        int r = f->a, n = f->b, skip = f->c;
        ak_pop_frame(s);
        if (k == AK_YES)
            p->res[r] = (uint16_t)(p->res[r] - n);
        else
            s->stack[s->depth - 1].b = (uint8_t)(s->stack[s->depth - 1].b + skip);
        return;
    }
    case FR_CHOICE: {
        int prog = f->a + AA(a);
        ak_pop_frame(s);
        ak_push_effect(s, player, prog);
        return;
    }
    case FR_UPGRADE:
        ak_pop_frame(s);
        if (k == AK_CHOOSE && AA(a) == 0) {
            p->res[RES_TABLET]--;
            p->res[RES_ARROW]++;
        } else if (k == AK_CHOOSE) {
            p->res[RES_ARROW]--;
            p->res[RES_JEWEL]++;
        }
        return;
    case FR_ARCH: {
        int flags = f->a, di = f->b, dn = f->c, cd = f->d;
        ak_pop_frame(s);
        if (k == AK_DIG)
            start_dig(s, player, AA(a), di, dn, (flags & ARCH_DOUBLE) != 0);
        else if (k == AK_DISCOVER)
            start_discover(s, player, AA(a), di, dn, cd);
        return;
    }
    case FR_ACTIVATE: {
        int filter = f->a;
        ak_pop_frame(s);
        if (k == AK_MOVE) {
            ak_push_effect(s, player, ak_site_prog(s, AB(a)));
            ak_push_effect(s, player, ak_site_prog(s, AA(a)));
            return;
        }
        int site = AA(a);
        if (filter == ACT_OWN && ARNAK_SITE_DEFS[site].level == 2)
            p->res[RES_COMPASS] = (uint16_t)(p->res[RES_COMPASS] - 2);
        ak_push_effect(s, player, ak_site_prog(s, site));
        return;
    }
    case FR_RELOCATE: {
        ak_pop_frame(s);
        int from = AA(a), site = AB(a);
        s->space_occ[from] = 0;
        int sp = ak_site_free_space(s, site);
        s->space_occ[sp] = (uint8_t)(player + 1);
        ak_push_effect(s, player, ak_site_prog(s, site));
        return;
    }
    case FR_OVERCOME_FREE:
        ak_pop_frame(s);
        ak_take_guardian(s, player, AA(a));
        return;
    case FR_CROWN: {
        ak_pop_frame(s);
        int from = AA(a), to = AB(a);
        s->site_guardian[to] = s->site_guardian[from];
        s->site_guardian[from] = 0;
        ak_push_effect(s, player, ak_site_prog(s, to));
        return;
    }
    case FR_BUY: {
        int disc = f->b, flags = f->c;
        ak_pop_frame(s);
        if (k == AK_BUY)
            buy_card(s, player, AA(a), disc, flags);
        return_revealed(s);
        return;
    }
    case FR_BOUGHT_ART: {
        int card = f->a;
        ak_pop_frame(s);
        if (k == AK_YES)
            ak_push_effect(s, player, ARNAK_CARDS[card].prog); /* no tablet when bought */
        return;
    }
    case FR_RESEARCH: {
        int mode = f->a;
        ak_pop_frame(s);
        if (k == AK_RESEARCH)
            do_research(s, player, AA(a), AB(a), AC(a), mode);
        else if (k == AK_TEMPLE)
            do_temple(s, player, AA(a), AC(a), mode);
        return;
    }
    case FR_ORDER: {
        int dest = f->a, token = f->b;
        int row = ARNAK_SIDES[s->side].sp[dest].row;
        int prog = PR_ROW + s->side * 14 + token * 7 + (row - 1);
        ak_pop_frame(s);
        if (AA(a) == 0) { /* row effect first */
            arnak_frame *t = ak_push_frame(s, FR_TAKE_BONUS, player);
            t->a = (uint8_t)dest;
            ak_push_effect(s, player, prog);
        } else {
            ak_push_effect(s, player, prog);
            arnak_frame *t = ak_push_frame(s, FR_TAKE_BONUS, player);
            t->a = (uint8_t)dest;
        }
        return;
    }
    case FR_BONUS_PICK: {
        int src = f->a;
        ak_pop_frame(s);
        take_bonus_tile(s, player, src, AA(a));
        return;
    }
    case FR_RECRUIT: {
        ak_pop_frame(s);
        int st = AA(a), sq = free_square(p);
        if (sq < 0)
            return;
        p->asst[sq] = s->asst_stack[st][s->asst_n[st] - 1];
        p->asst_gold[sq] = 0;
        p->asst_tired[sq] = 0;
        asst_stack_take(s, st);
        return;
    }
    case FR_UPGRADE_ASST:
        ak_pop_frame(s);
        p->asst_gold[AA(a)] = 1;
        p->asst_tired[AA(a)] = 0; /* upgrading refreshes */
        return;
    case FR_REFRESH:
        ak_pop_frame(s);
        p->asst_tired[AA(a)] = 0;
        return;
    case FR_RESCUE: {
        ak_pop_frame(s);
        int id = AA(a), sq = free_square(p);
        for (int i = 0; i < s->rescue_n; i++) {
            if (s->rescue[i] != id)
                continue;
            memmove(&s->rescue[i], &s->rescue[i + 1], (size_t)(s->rescue_n - i - 1));
            s->rescue[--s->rescue_n] = 0;
            break;
        }
        if (sq >= 0) {
            p->asst[sq] = (uint8_t)id;
            p->asst_gold[sq] = 0;
            p->asst_tired[sq] = 1; /* a rescued assistant arrives exhausted */
        }
        return;
    }
    case FR_SUPPLY_ASST: {
        int gold = f->a, st = AA(a), mode = AB(a);
        ak_pop_frame(s);
        int id = s->asst_stack[st][s->asst_n[st] - 1];
        if (mode == 1)
            p->temp_icons[ARNAK_ASSISTANTS[id].travel_icon] =
                (uint8_t)(p->temp_icons[ARNAK_ASSISTANTS[id].travel_icon] + (gold ? 2 : 1));
        else
            ak_push_effect(s, player, PR_ASST + (id - 1) * 2 + gold);
        return;
    }
    case FR_HORN: {
        ak_pop_frame(s);
        int slot = AA(a), st = AB(a);
        int old = p->asst[slot], gold = p->asst_gold[slot];
        int n = s->asst_n[st];
        p->asst[slot] = s->asst_stack[st][n - 1];
        p->asst_gold[slot] = (uint8_t)gold;
        p->asst_tired[slot] = 0;
        s->asst_stack[st][n - 1] = (uint8_t)old; /* Q10: on top, silver, visible */
        return;
    }
    case FR_EARRING_N: {
        int n = AA(a), bottom = f->b;
        ak_pop_frame(s);
        s->limbo_owner = (uint8_t)player;
        for (int i = 0; i < n && p->deck_n > 0; i++) {
            int idx = bottom ? 0 : p->deck_n - 1;
            s->limbo[s->limbo_n] = p->cards[idx];
            s->limbo_seg[s->limbo_n] = p->seg[idx];
            s->limbo_n++;
            ak_remove_card(p, idx);
        }
        ak_push_frame(s, FR_LIMBO_REST, player);
        if (!bottom && s->limbo_n >= 2)
            ak_push_frame(s, FR_LIMBO_TOP, player);
        ak_push_frame(s, FR_LIMBO_KEEP, player);
        return;
    }
    case FR_LIMBO_KEEP:
    case FR_LIMBO_TOP: {
        ak_pop_frame(s);
        if (k != AK_CARD)
            return;
        for (int i = 0; i < s->limbo_n; i++) {
            if (s->limbo[i] != AB(a))
                continue;
            int c = s->limbo[i], g = s->limbo_seg[i];
            memmove(&s->limbo[i], &s->limbo[i + 1], (size_t)(s->limbo_n - i - 1));
            memmove(&s->limbo_seg[i], &s->limbo_seg[i + 1], (size_t)(s->limbo_n - i - 1));
            s->limbo_n--;
            s->limbo[s->limbo_n] = 0;
            s->limbo_seg[s->limbo_n] = 0;
            if (kind == FR_LIMBO_KEEP)
                ak_add_to_hand(p, c, g);
            else
                ak_add_to_deck_top(p, c, g | SEG_OWNER_KNOWN);
            break;
        }
        return;
    }
    case FR_HAMMER_TAKE:
        ak_pop_frame(s);
        if (k == AK_CARD) {
            s->item_exile &= ~(1ULL << (AB(a) - CARD_ITEM0 - 1));
            ak_add_to_deck_bottom(p, AB(a), 0);
        }
        return;
    case FR_OCARINA:
        ak_pop_frame(s);
        s->space_occ[AA(a)] = 0;
        p->arch_out--;
        return;
    case FR_KEEP:
        if (k == AK_CARD)
            ak_move_hand_to_play(p, ak_find_card(p, Z_HAND, AB(a)));
        else
            ak_pop_frame(s);
        if (p->hand_n == 0 && s->stack[s->depth - 1].kind == FR_KEEP && s->stack[s->depth - 1].player == player)
            ak_pop_frame(s);
        return;
    default:
        assert(!"action applied to an unknown frame");
    }
}

/* ---- internal continuations ------------------------------------------------------ */
void ak_internal_step(arnak_state *s)
{
    arnak_frame *f = ak_top_frame(s);
    int player = f->player;
    arnak_player *p = &s->p[player];
    switch (f->kind) {
    case FR_DO_DIG: {
        int site = f->a, dbl = f->b;
        ak_pop_frame(s);
        int sp = ak_site_free_space(s, site);
        if (sp >= 0) {
            s->space_occ[sp] = (uint8_t)(player + 1);
            p->arch_out++;
        }
        ak_push_effect(s, player, ak_site_prog(s, site));
        if (dbl)
            ak_push_effect(s, player, ak_site_prog(s, site));
        return;
    }
    case FR_DO_DISCOVER: {
        int site = f->a;
        ak_pop_frame(s);
        s->space_occ[ak_site_space(site, 0)] = (uint8_t)(player + 1);
        p->arch_out++;
        int reward = s->site_idol[site];
        p->idols = (uint8_t)(p->idols + (reward ? 1 : 0) + s->site_idol_down[site]);
        s->site_idol[site] = 0;
        s->site_idol_down[site] = 0;
        int lvl = ARNAK_SITE_DEFS[site].level;
        uint8_t *stk = lvl == 1 ? s->l1_stack : s->l2_stack;
        uint8_t *n = lvl == 1 ? &s->l1_n : &s->l2_n;
        uint8_t *kb = lvl == 1 ? &s->l1_known_bottom : &s->l2_known_bottom;
        int tile = stk[--*n];
        stk[*n] = 0;
        if (*kb > *n)
            *kb = *n;
        s->site_tile[site] = (uint8_t)tile;
        /* idol reward, then the site's effect, then the guardian wakes */
        arnak_frame *g = ak_push_frame(s, FR_DO_GUARDIAN, player);
        g->a = (uint8_t)site;
        ak_push_effect(s, player, ARNAK_TILES[tile].prog);
        if (reward)
            ak_push_effect(s, player, PR_IDOLR1 + reward - 1);
        return;
    }
    case FR_DO_GUARDIAN: {
        int site = f->a;
        ak_pop_frame(s);
        if (s->guard_n > 0) {
            s->site_guardian[site] = s->guard_stack[--s->guard_n];
            s->guard_stack[s->guard_n] = 0;
        }
        return;
    }
    case FR_DO_OVERCOME: {
        int site = f->a;
        ak_pop_frame(s);
        ak_take_guardian(s, player, site);
        return;
    }
    case FR_TAKE_BONUS: {
        int dest = f->a;
        int n = s->bonus_n[dest];
        bool same = true;
        for (int i = 1; i < n; i++)
            if (s->bonus[dest][i] != s->bonus[dest][0])
                same = false;
        if (n == 0) {
            ak_pop_frame(s);
        } else if (same) {
            ak_pop_frame(s);
            take_bonus_tile(s, player, dest, s->bonus[dest][0]);
        } else {
            f->kind = FR_BONUS_PICK; /* Dreadful Tales: choose one of the tiles */
        }
        return;
    }
    case FR_LIMBO_REST:
        ak_pop_frame(s);
        for (int i = 0; i < s->limbo_n; i++) {
            ak_add_to_play(p, s->limbo[i]);
            s->limbo[i] = 0;
            s->limbo_seg[i] = 0;
        }
        s->limbo_n = 0;
        s->limbo_owner = 0;
        return;
    default:
        assert(!"unknown internal frame");
        ak_pop_frame(s);
    }
}
