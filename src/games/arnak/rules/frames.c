/* frames.c - the table of decision-frame handlers and the dispatch through it.
 *
 * The top of the decision stack is the pending decision.  Its options are the
 * handler's legal() (plus the free actions where the rules allow them "before,
 * during and after" the main action), sorted and made unique; an action goes to
 * the free-action code first, then to the handler's apply(). */
#include "encoding.h"
#include "engine.h"
#include "frames.h"

const ak_frame_handler *const ak_frames[256] = {
    [FR_TURN] = &ak_fr_turn,
    [FR_POST] = &ak_fr_post,
    [FR_PAY_TRAVEL] = &ak_fr_pay_travel,
    [FR_DRAW] = &ak_fr_draw,
    [FR_EXILE] = &ak_fr_exile,
    [FR_DISCARD] = &ak_fr_discard,
    [FR_PAY_Q] = &ak_fr_pay_q,
    [FR_PAY_DISCARD] = &ak_fr_pay_discard,
    [FR_CHOICE] = &ak_fr_choice,
    [FR_UPGRADE] = &ak_fr_upgrade,
    [FR_ARCH] = &ak_fr_arch,
    [FR_ACTIVATE] = &ak_fr_activate,
    [FR_RELOCATE] = &ak_fr_relocate,
    [FR_OVERCOME_FREE] = &ak_fr_overcome_free,
    [FR_CROWN] = &ak_fr_crown,
    [FR_BUY] = &ak_fr_buy,
    [FR_BOUGHT_ART] = &ak_fr_bought_art,
    [FR_RESEARCH] = &ak_fr_research,
    [FR_ORDER] = &ak_fr_order,
    [FR_BONUS_PICK] = &ak_fr_bonus_pick,
    [FR_RECRUIT] = &ak_fr_recruit,
    [FR_UPGRADE_ASST] = &ak_fr_upgrade_asst,
    [FR_REFRESH] = &ak_fr_refresh,
    [FR_RESCUE] = &ak_fr_rescue,
    [FR_SUPPLY_ASST] = &ak_fr_supply_asst,
    [FR_HORN] = &ak_fr_horn,
    [FR_EARRING_N] = &ak_fr_earring_n,
    [FR_LIMBO_KEEP] = &ak_fr_limbo_keep,
    [FR_LIMBO_TOP] = &ak_fr_limbo_top,
    [FR_HAMMER_TAKE] = &ak_fr_hammer_take,
    [FR_OCARINA] = &ak_fr_ocarina,
    [FR_KEEP] = &ak_fr_keep,
    /* internal continuations (FR_EFFECT is run by ak_engine_run() itself) */
    [FR_DO_DIG] = &ak_fr_do_dig,
    [FR_DO_DISCOVER] = &ak_fr_do_discover,
    [FR_DO_GUARDIAN] = &ak_fr_do_guardian,
    [FR_DO_OVERCOME] = &ak_fr_do_overcome,
    [FR_TAKE_BONUS] = &ak_fr_take_bonus,
    [FR_LIMBO_REST] = &ak_fr_limbo_rest,
    [FR_END_ROUND] = &ak_fr_end_round,
};

static void sort_unique(ak_alist *l)
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
    const ak_frame_handler *h = ak_frames[f->kind];
    ak_alist l = {out, 0};
    if (!h || !h->legal)
        return 0;
    if (h->interruptible && f->player == s->turn_player)
        ak_add_free_actions(s, f->player, &l);
    h->legal(s, f, &l);
    sort_unique(&l);
    return l.n;
}

void ak_apply_frame(arnak_state *s, arnak_action a)
{
    arnak_frame *f = &s->stack[s->depth - 1];
    int k = AKIND(a);
    if ((k == AK_PLAY || k == AK_IDOL || k == AK_BOON || k == AK_ASSIST) && ak_apply_free(s, f->player, a))
        return;
    const ak_frame_handler *h = ak_frames[f->kind];
    assert(h && h->apply && "action applied to an unknown frame");
    h->apply(s, f, a);
}

void ak_internal_step(arnak_state *s)
{
    const ak_frame_handler *h = ak_frames[ak_top_frame(s)->kind];
    if (h && h->step) {
        h->step(s);
        return;
    }
    assert(!"unknown internal frame");
    ak_pop_frame(s);
}

/* Do two options of the pending decision lead to the very same state?  Used
 * where an option can turn out to do nothing (a bought artifact's effect with no
 * target, an order choice between two parts that do nothing). */
bool ak_same_result(const arnak_state *s, arnak_action a, arnak_action b)
{
    arnak_state x = *s, y = *s;
    ak_apply_frame(&x, a);
    ak_engine_run(&x);
    ak_apply_frame(&y, b);
    ak_engine_run(&y);
    return memcmp(&x, &y, sizeof x) == 0;
}
