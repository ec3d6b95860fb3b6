/* effects.c - the effect interpreter: runs one opcode of the program on top of
 * the decision stack and pushes a decision when the opcode needs a choice.
 * An opcode whose choice has no legal option is skipped (nothing may trap a
 * player), and an unpaid optional cost skips its benefit (R-ARNAK-8). */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "travel.h"
#include "sites.h"
#include "frames.h"

static int count_guardians_for_bow(const arnak_state *s, int player)
{
    const arnak_player *p = &s->p[player];
    int n = ak_popcount(p->guardians);
    /* camp sites too: Guardian's Crown can move a guardian there */
    for (int site = 0; site < ARNAK_SITES; site++)
        if (s->site_guardian[site] && ak_site_has_player(s, site, player))
            n++;
    return n;
}

/* opcodes of resources, payments, choices and player flags; false for others */
static bool step_resources(arnak_state *s, arnak_frame *f, const eff_op *op)
{
    int player = f->player;
    arnak_player *p = &s->p[player];
    arnak_frame *d;
    switch (op->op) {
    case OP_END:
        ak_pop_frame(s);
        return true;
    case OP_GAIN:
        p->res[op->a] = (uint16_t)(p->res[op->a] + op->b);
        return true;
    case OP_FEAR:
        ak_gain_fear(s, player);
        return true;
    case OP_PAY:
        d = ak_push_frame(s, FR_PAY_Q, player);
        d->a = op->a;
        d->b = op->b;
        d->c = op->c;
        return true;
    case OP_PAY_DISCARD:
        if (p->hand_n > 0) {
            d = ak_push_frame(s, FR_PAY_DISCARD, player);
            d->c = op->c;
        } else {
            f->b = (uint8_t)(f->b + op->c);
        }
        return true;
    case OP_PAY_TRAVEL: {
        travel_req r = {{op->a, ICON_NONE}, 0, 0, 0, 0};
        if (ak_travel_payable(s, player, &r)) {
            d = ak_push_frame(s, FR_PAY_TRAVEL, player);
            d->a = op->a;
            d->g = 1;
            d->h = op->c;
        } else {
            f->b = (uint8_t)(f->b + op->c);
        }
        return true;
    }
    case OP_CHOICE:
        d = ak_push_frame(s, FR_CHOICE, player);
        d->a = op->a;
        d->b = op->b;
        return true;
    case OP_UPGRADE:
        if (p->res[RES_TABLET] || p->res[RES_ARROW])
            ak_push_frame(s, FR_UPGRADE, player);
        return true;
    case OP_PASS:
        ak_player_pass(s, player);
        return true;
    case OP_WARMASK:
        p->war_mask = 1;
        return true;
    case OP_GAIN_PER: {
        int n = 0;
        if (op->a == PER_GUARDIAN)
            n = count_guardians_for_bow(s, player);
        else if (op->a == PER_IDOL)
            n = p->idols + p->idol_slots;
        else
            n = p->arch_out;
        if (n > op->c)
            n = op->c;
        p->res[op->b] = (uint16_t)(p->res[op->b] + n);
        return true;
    }
    case OP_STONEKEY:
        if (p->idol_slots > 0) { /* R-ARNAK-20: the rightmost filled slot */
            p->idol_slots--;
            p->idols++;
        }
        return true;
    default:
        return false;
    }
}

/* opcodes of drawing, exiling, putting into play and buying cards; false for others */
static bool step_cards(arnak_state *s, arnak_frame *f, const eff_op *op)
{
    int player = f->player;
    arnak_player *p = &s->p[player];
    arnak_frame *d;
    switch (op->op) {
    case OP_DRAW:
    case OP_DRAW_BOTTOM:
        if (p->deck_n > 0) {
            d = ak_push_frame(s, FR_DRAW, player);
            d->a = op->a;
            d->b = op->op == OP_DRAW_BOTTOM;
        }
        return true;
    case OP_EXILE:
        if (ak_can_exile_any(p))
            ak_push_frame(s, FR_EXILE, player);
        return true;
    case OP_DISCARD:
        if (p->hand_n > 0)
            ak_push_frame(s, FR_DISCARD, player);
        return true;
    case OP_BUY:
        if (op->c & BUY_REVEAL) {
            /* R-ARNAK-2: the top card of the deck is turned up as one more option */
            if (op->a == BUY_ITEM && s->item_n > 0)
                s->revealed = s->item_deck[--s->item_n];
            else if (op->a == BUY_ART && s->art_n > 0)
                s->revealed = s->art_deck[--s->art_n];
            if (op->a == BUY_ITEM)
                s->item_known_top = 0;
            else
                s->art_known_top = 0;
        }
        d = ak_push_frame(s, FR_BUY, player);
        d->a = op->a;
        d->b = op->b;
        d->c = op->c;
        return true;
    case OP_CRYSTAL:
    case OP_OBSIDIAN:
        if (p->deck_n > 0) { /* R-ARNAK-10: an empty deck draws nothing */
            d = ak_push_frame(s, FR_EARRING_N, player);
            d->a = op->op == OP_CRYSTAL ? 3 : 2;
            d->b = op->op == OP_OBSIDIAN;
        }
        return true;
    case OP_HAMMER: {
        for (int i = ARNAK_ROW - 1; i >= s->round; i--) {
            if (s->row[i]) {
                s->item_exile |= 1ULL << (s->row[i] - CARD_ITEM0 - 1);
                s->row[i] = 0;
                break;
            }
        }
        if (s->item_exile)
            ak_push_frame(s, FR_HAMMER_TAKE, player);
        return true;
    }
    default:
        return false;
    }
}

/* opcodes of archaeologists, sites, guardians and research; false for others */
static bool step_board(arnak_state *s, arnak_frame *f, const eff_op *op)
{
    int player = f->player;
    arnak_player *p = &s->p[player];
    arnak_frame *d;
    switch (op->op) {
    case OP_ARCH:
        if (p->arch_out < 2) {
            d = ak_push_frame(s, FR_ARCH, player);
            d->a = op->a;
            d->b = op->b;
            d->c = op->c;
            d->d = op->d;
        }
        return true;
    case OP_ACTIVATE:
        if (ak_effect_has_options(s, player, FR_ACTIVATE, op->a)) {
            d = ak_push_frame(s, FR_ACTIVATE, player);
            d->a = op->a;
        }
        return true;
    case OP_TOPTILE: {
        uint8_t *stk = op->a == 1 ? s->l1_stack : s->l2_stack;
        uint8_t *n = op->a == 1 ? &s->l1_n : &s->l2_n;
        uint8_t *kb = op->a == 1 ? &s->l1_known_bottom : &s->l2_known_bottom;
        if (*n == 0)
            return true;
        int tile = stk[*n - 1];
        memmove(&stk[1], &stk[0], (size_t)(*n - 1));
        stk[0] = (uint8_t)tile; /* revealed to all, now at the bottom */
        if (*kb < *n)
            (*kb)++;
        ak_push_effect(s, player, ARNAK_TILES[tile].prog);
        return true;
    }
    case OP_RELOCATE:
        if (ak_effect_has_options(s, player, FR_RELOCATE, op->a)) {
            d = ak_push_frame(s, FR_RELOCATE, player);
            d->a = op->a;
        }
        return true;
    case OP_OVERCOME:
        if (ak_effect_has_options(s, player, FR_OVERCOME_FREE, op->a)) {
            d = ak_push_frame(s, FR_OVERCOME_FREE, player);
            d->a = op->a;
        }
        return true;
    case OP_RESEARCH:
        d = ak_push_frame(s, FR_RESEARCH, player);
        d->a = op->a;
        return true;
    case OP_OCARINA:
        p->ocarina = 1;
        if (p->arch_out > 0)
            ak_push_frame(s, FR_OCARINA, player);
        return true;
    case OP_CROWN:
        if (ak_effect_has_options(s, player, FR_CROWN, 0))
            ak_push_frame(s, FR_CROWN, player);
        return true;
    default:
        return false;
    }
}

/* opcodes of assistants; false for others */
static bool step_assistants(arnak_state *s, arnak_frame *f, const eff_op *op)
{
    int player = f->player;
    arnak_player *p = &s->p[player];
    arnak_frame *d;
    switch (op->op) {
    case OP_REFRESH:
        if ((p->asst[0] && p->asst_tired[0]) || (p->asst[1] && p->asst_tired[1]))
            ak_push_frame(s, FR_REFRESH, player);
        return true;
    case OP_REFRESH_ALL:
        p->asst_tired[0] = p->asst_tired[1] = 0;
        return true;
    case OP_SUPPLY_ASST:
        if (s->asst_n[0] || s->asst_n[1] || s->asst_n[2]) {
            d = ak_push_frame(s, FR_SUPPLY_ASST, player);
            d->a = op->a;
        }
        return true;
    case OP_HORN:
        if ((p->asst[0] || p->asst[1]) && (s->asst_n[0] || s->asst_n[1] || s->asst_n[2]))
            ak_push_frame(s, FR_HORN, player);
        return true;
    case OP_RECRUIT:
        if ((!p->asst[0] || !p->asst[1]) && (s->asst_n[0] || s->asst_n[1] || s->asst_n[2]))
            ak_push_frame(s, FR_RECRUIT, player);
        return true;
    case OP_UPGRADE_ASST:
        if ((p->asst[0] && !p->asst_gold[0]) || (p->asst[1] && !p->asst_gold[1]))
            ak_push_frame(s, FR_UPGRADE_ASST, player);
        return true;
    case OP_RESCUE:
        if (s->rescue_n > 0 && (!p->asst[0] || !p->asst[1]))
            ak_push_frame(s, FR_RESCUE, player);
        return true;
    default:
        return false;
    }
}

void ak_effects_step(arnak_state *s)
{
    arnak_frame *f = ak_top_frame(s);
    const eff_op *op = &ak_prog_code(f->a)[f->b];
    f->b++;
    if (step_resources(s, f, op) || step_cards(s, f, op) || step_board(s, f, op) || step_assistants(s, f, op))
        return;
    assert(!"unknown opcode");
    ak_pop_frame(s);
}

int ak_program_resolves_simply(int prog)
{
    for (const eff_op *op = ak_prog_code(prog); op->op != OP_END; op++)
        if (op->op != OP_GAIN)
            return 0;
    return 1;
}
