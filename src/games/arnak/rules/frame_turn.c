/* frame_turn.c - the turn: FR_TURN (a main action, free actions or pass), FR_POST
 * (free actions or end the turn), and the free actions themselves (cards with a
 * free-action effect, idol slots, guardian boons, assistants). */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "travel.h"
#include "sites.h"
#include "frames.h"

/* assistant ids with a special use condition (data/board.c) */
enum { ASST_BOOT_ARROW = 3, ASST_COIN_ARROW = 4, ASST_EXILE = 5, ASST_DRAW = 6, ASST_BUY = 10, ASST_UPGRADE = 11 };

/* ---- free actions ------------------------------------------------------------ */
static bool assistant_useful(const arnak_state *s, int player, int slot)
{
    const arnak_player *p = &s->p[player];
    int id = p->asst[slot], gold = p->asst_gold[slot];
    switch (id) {
    case ASST_BOOT_ARROW:
        if (!gold) {
            travel_req r = {{ICON_BOOT, ICON_NONE}, 0, 0, 0, (uint8_t)(slot + 1)};
            return ak_travel_payable(s, player, &r);
        }
        return true;
    case ASST_COIN_ARROW:
        return p->res[RES_COIN] > 0;
    case ASST_EXILE:
        return gold || ak_can_exile_any(p);
    case ASST_DRAW:
        return gold ? p->deck_n > 0 : (p->deck_n > 0 || p->hand_n > 0);
    case ASST_BUY:
        return false; /* a main action */
    case ASST_UPGRADE:
        return gold || p->res[RES_TABLET] || p->res[RES_ARROW];
    default:
        return true;
    }
}

static bool boon_useful(const arnak_player *p, int g)
{
    if (!(p->guardians >> (g - 1) & 1) || (p->boons_used >> (g - 1) & 1))
        return false;
    int pr = ARNAK_GUARDIANS[g].boon_prog;
    if (!pr)
        return false; /* travel boons are spent when paying travel */
    if (pr == PR_BOON_EXILE && !ak_can_exile_any(p))
        return false;
    if (pr == PR_BOON_DRAW && p->deck_n == 0)
        return false;
    if (pr == PR_BOON_UPGRADE && !p->res[RES_TABLET] && !p->res[RES_ARROW])
        return false;
    return true;
}

/* The plays of the cards in p's hand, each card once however many copies it
 * holds: with `main_action`, the main actions (an artifact only with a tablet
 * to pay for it) and the free-or-pass cards played as the pass (b = 1); else
 * the free actions. */
static inline void add_hand_plays(const arnak_player *p, bool main_action, ak_alist *l)
{
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = ak_hand_lo(p); i < ak_play_lo(p); i++) {
        int c = p->cards[i];
        if (seen[c])
            continue;
        seen[c] = 1;
        const card_def *d = &ARNAK_CARDS[c];
        if (!main_action) {
            if (d->action == CA_FREE || d->action == CA_FREE_PASS)
                ak_add(l, ACT(AK_PLAY, c, 0, 0));
            continue;
        }
        if (d->action == CA_MAIN && (d->kind != CK_ART || p->res[RES_TABLET] > 0))
            ak_add(l, ACT(AK_PLAY, c, 0, 0));
        if (d->action == CA_FREE_PASS)
            ak_add(l, ACT(AK_PLAY, c, 1, 0));
    }
}

void ak_add_free_actions(const arnak_state *s, int player, ak_alist *l)
{
    const arnak_player *p = &s->p[player];
    add_hand_plays(p, false, l);
    if (p->idols > 0 && p->idol_slots < IDOL_SLOTS) {
        for (int e = 0; e < SLOT_N; e++) {
            if (e == SLOT_JEWEL && p->res[RES_COIN] == 0)
                continue;
            if (e == SLOT_CARD && p->deck_n == 0)
                continue;
            ak_add(l, ACT(AK_IDOL, e, 0, 0));
        }
    }
    for (int g = 1; g <= N_GUARDIANS; g++)
        if (boon_useful(p, g))
            ak_add(l, ACT(AK_BOON, g, 0, 0));
    for (int a = 0; a < ASST_SLOTS; a++)
        if (p->asst[a] && !p->asst_tired[a] && assistant_useful(s, player, a))
            ak_add(l, ACT(AK_ASSIST, a, 0, 0));
}

/* A free action (usable in the turn frames and while starting an action).
 * False when `a` is not one (then it is the frame's own action). */
bool ak_apply_free(arnak_state *s, int player, arnak_action a)
{
    arnak_player *p = &s->p[player];
    switch (AKIND(a)) {
    case AK_PLAY:
        if (AB(a) != 0 || ARNAK_CARDS[AA(a)].action == CA_MAIN)
            return false;
        ak_play_card(s, player, AA(a), 0);
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

/* ---- FR_TURN: the main actions ------------------------------------------------ */

static void turn_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    int player = f->player;
    const arnak_player *p = &s->p[player];
    ak_add_arch_actions(s, player, ARCH_DIG | ARCH_DISCOVER, 0, 0, 0, l);
    for (int site = 0; site < ARNAK_SITES; site++) {
        int g = s->site_guardian[site];
        if (g && ak_site_has_player(s, site, player) && ak_overcome_payable(s, player, g))
            ak_add(l, ACT(AK_OVERCOME, site, 0, 0));
    }
    ak_add_buys(s, player, BUY_ITEM | BUY_ART, 0, 0, l);
    add_hand_plays(p, true, l);
    ak_add_research(s, player, RS_NORMAL, l);
    for (int a = 0; a < ASST_SLOTS; a++) {
        if (p->asst[a] == ASST_BUY && !p->asst_tired[a]) {
            arnak_action tmp[16];
            ak_alist t = {tmp, 0};
            ak_add_buys(s, player, BUY_ITEM | BUY_ART, p->asst_gold[a] ? 2 : 1, 0, &t);
            if (t.n)
                ak_add(l, ACT(AK_ASSIST, a, 0, 0));
        }
    }
    ak_add(l, ACT(AK_PASS, 0, 0, 0));
}

static void apply_main(arnak_state *s, int player, arnak_action a)
{
    arnak_player *p = &s->p[player];
    switch (AKIND(a)) {
    case AK_PASS: ak_player_pass(s, player); return;
    case AK_DIG: ak_start_dig(s, player, AA(a), 0, 0, 0); return;
    case AK_DISCOVER: ak_start_discover(s, player, AA(a), 0, 0, 0); return;
    case AK_OVERCOME: ak_start_overcome(s, player, AA(a)); return;
    case AK_BUY: ak_buy_card(s, player, AA(a), 0, 0); return;
    case AK_PLAY: ak_play_card(s, player, AA(a), AB(a)); return;
    case AK_RESEARCH: ak_do_research(s, player, AA(a), AB(a), AC(a), RS_NORMAL); return;
    case AK_TEMPLE: ak_do_temple(s, player, AA(a), AC(a), RS_NORMAL); return;
    case AK_ASSIST: {
        int slot = AA(a), id = p->asst[slot];
        p->asst_tired[slot] = 1;
        ak_push_effect(s, player, PR_ASST + (id - 1) * 2 + p->asst_gold[slot]);
        return;
    }
    default: assert(!"not a main action");
    }
}

static void turn_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    f->kind = FR_POST;
    s->main_done = 1;
    apply_main(s, f->player, a);
}

AK_FIXED_PROMPT(turn_prompt, "Choose your main action (or a free action)")

const ak_frame_handler ak_fr_turn = {"turn", true, turn_legal, turn_apply, NULL, turn_prompt, NULL};

/* ---- FR_POST: after the main action ------------------------------------------- */
static void post_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)s;
    (void)f;
    ak_add(l, ACT(AK_END, 0, 0, 0));
}

static void post_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    (void)f;
    (void)a;
    ak_end_turn(s);
}

AK_FIXED_PROMPT(post_prompt, "Take free actions or end your turn")

const ak_frame_handler ak_fr_post = {"post", true, post_legal, post_apply, NULL, post_prompt, NULL};
