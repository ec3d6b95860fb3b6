/* frame_pay.c - paying: travel costs (FR_PAY_TRAVEL), optional resource costs
 * (FR_PAY_Q), a card put into play as a cost (FR_DISCARD, FR_PAY_DISCARD), and
 * the small choices of effects (FR_CHOICE, FR_UPGRADE).  A declined optional cost
 * skips the ops of its benefit in the effect below (R-ARNAK-8). */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "travel.h"
#include "frames.h"
#include "text.h"

/* skip `ops` opcodes of the effect program now on top */
static void skip_ops(arnak_state *s, int ops)
{
    s->stack[s->depth - 1].b = (uint8_t)(s->stack[s->depth - 1].b + ops);
}

/* ---- FR_PAY_TRAVEL ------------------------------------------------------------- */
/* Push a travel payment unless the discount covers the whole cost. */
void ak_push_travel(arnak_state *s, int player, const uint8_t icons[2], int disc_icon, int disc_n, int reserve)
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

static void pay_travel_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    travel_req r = {{f->a, f->b}, f->c, f->d, f->e, f->f};
    l->n += ak_travel_options(s, f->player, &r, l->out + l->n);
    if (f->g)
        ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void pay_travel_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, skip = f->h;
    travel_req r = {{f->a, f->b}, f->c, f->d, f->e, f->f};
    ak_pop_frame(s);
    if (AKIND(a) == AK_SKIP)
        skip_ops(s, skip);
    else
        ak_travel_pay(s, player, &r, AA(a), AB(a));
}

static int pay_travel_prompt(const arnak_state *s, const arnak_frame *f, char *buf, size_t n)
{
    (void)s;
    char x[40];
    snprintf(x, sizeof x, "%s%s%s", ARNAK_ICON_NAMES[f->a], f->b ? "+" : "", f->b ? ARNAK_ICON_NAMES[f->b] : "");
    if (f->d)
        return snprintf(buf, n, "Pay the travel cost %s (%d %s already covered)", x, f->d, ARNAK_ICON_NAMES[f->c]);
    return snprintf(buf, n, "Pay the travel cost %s", x);
}

const ak_frame_handler ak_fr_pay_travel = {"pay-travel", false, pay_travel_legal, pay_travel_apply, NULL,
                                           pay_travel_prompt, NULL};

/* ---- FR_PAY_Q: pay b of resource a, or skip c ops -------------------------------- */
static void pay_q_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    if (s->p[f->player].res[f->a] >= f->b)
        ak_add(l, ACT(AK_YES, 0, 0, 0));
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void pay_q_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    int r = f->a, n = f->b, skip = f->c;
    ak_pop_frame(s);
    if (AKIND(a) == AK_YES)
        p->res[r] = (uint16_t)(p->res[r] - n);
    else
        skip_ops(s, skip);
}

static int pay_q_prompt(const arnak_state *s, const arnak_frame *f, char *buf, size_t n)
{
    (void)s;
    return snprintf(buf, n, "Pay %d %s for the benefit?", f->b, ARNAK_RES_NAMES[f->a]);
}

const ak_frame_handler ak_fr_pay_q = {"pay", true, pay_q_legal, pay_q_apply, NULL, pay_q_prompt, NULL};

/* ---- FR_DISCARD / FR_PAY_DISCARD: a card from hand into play -------------------- */
static void discard_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    ak_add_hand_cards(s, f->player, l);
}

static void pay_discard_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    ak_add_hand_cards(s, f->player, l);
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void discard_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    int skip = f->c;
    ak_pop_frame(s);
    if (AKIND(a) == AK_CARD)
        ak_move_hand_to_play(p, ak_find_card(p, Z_HAND, AB(a)));
    else
        skip_ops(s, skip);
}

static int discard_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CARD ? ak_card_action_text("discard", false, a, buf, n) : -1;
}

AK_FIXED_PROMPT(discard_prompt, "Put a card from your hand into your play area")
AK_FIXED_PROMPT(pay_discard_prompt, "Put a card from your hand into play for the benefit?")

const ak_frame_handler ak_fr_discard = {"discard", false, discard_legal, discard_apply, discard_text,
                                        discard_prompt, NULL};
const ak_frame_handler ak_fr_pay_discard = {"pay-discard", false, pay_discard_legal, discard_apply, discard_text,
                                            pay_discard_prompt, NULL};

/* ---- FR_CHOICE: one of programs a..a+b-1 -------------------------------------------- */
static void choice_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)s;
    for (int i = 0; i < f->b; i++)
        ak_add(l, ACT(AK_CHOOSE, i, 0, 0));
}

static void choice_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, prog = f->a + AA(a);
    ak_pop_frame(s);
    ak_push_effect(s, player, prog);
}

static int choice_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    return AKIND(a) == AK_CHOOSE ? snprintf(buf, n, "choose %s", ak_prog_name(f->a + AA(a))) : -1;
}

AK_FIXED_PROMPT(choice_prompt, "Choose one")

const ak_frame_handler ak_fr_choice = {"choice", false, choice_legal, choice_apply, choice_text, choice_prompt,
                                       NULL};

/* ---- FR_UPGRADE: tablet -> arrowhead, arrowhead -> jewel, or skip --------------------- */
static void upgrade_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    if (p->res[RES_TABLET])
        ak_add(l, ACT(AK_CHOOSE, 0, 0, 0));
    if (p->res[RES_ARROW])
        ak_add(l, ACT(AK_CHOOSE, 1, 0, 0));
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void upgrade_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    if (AKIND(a) == AK_CHOOSE && AA(a) == 0) {
        p->res[RES_TABLET]--;
        p->res[RES_ARROW]++;
    } else if (AKIND(a) == AK_CHOOSE) {
        p->res[RES_ARROW]--;
        p->res[RES_JEWEL]++;
    }
}

static int upgrade_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    if (AKIND(a) != AK_CHOOSE)
        return -1;
    return snprintf(buf, n, "%s", AA(a) == 0 ? "tablet-to-arrowhead" : "arrowhead-to-jewel");
}

AK_FIXED_PROMPT(upgrade_prompt, "You may upgrade a resource")

const ak_frame_handler ak_fr_upgrade = {"upgrade", false, upgrade_legal, upgrade_apply, upgrade_text,
                                        upgrade_prompt, NULL};
