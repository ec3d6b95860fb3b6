/* frame_round.c - the end of a round (rulebook "Setup for Next Round"):
 * archaeologists come back (Fear from guardians first: "gain Fear, then
 * shuffle"), each player may keep cards left in hand (FR_KEEP), then
 * FR_END_ROUND shuffles, moves the moon staff and starts the next round. */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "sites.h"
#include "frames.h"
#include "text.h"
#include "rival.h"

void ak_end_round(arnak_state *s)
{
    int n = s->nplayers;
    s->depth = 0;
    memset(s->stack, 0, sizeof s->stack);
    for (int k = 0; k < n; k++) {
        int q = (s->start_player + k) % n;
        arnak_player *p = &s->p[q];
        for (int sp = 0; sp < ARNAK_SPACES; sp++) {
            if (s->space_occ[sp] != q + 1)
                continue;
            if (s->site_guardian[ak_space_site(sp)] && !p->war_mask)
                ak_gain_fear(s, q);
            s->space_occ[sp] = 0;
        }
        p->arch_out = 0;
    }
    if (n == 1)
        ak_rival_round_end(s);
    if (s->round >= LAST_ROUND) {
        s->over = 1;
        return;
    }
    ak_push_frame(s, FR_END_ROUND, s->start_player);
    for (int k = n - 1; k >= 0; k--) {
        int q = (s->start_player + k) % n;
        if (s->p[q].hand_n > 0)
            ak_push_frame(s, FR_KEEP, q);
    }
}

/* ---- FR_KEEP: put cards from hand into play, or keep the rest --------------------------- */
static void keep_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    ak_add_hand_cards(s, f->player, l);
    ak_add(l, ACT(AK_KEEP, 0, 0, 0));
}

static void keep_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player;
    arnak_player *p = &s->p[player];
    if (AKIND(a) == AK_CARD)
        ak_move_hand_to_play(p, ak_find_card(p, Z_HAND, AB(a)));
    else
        ak_pop_frame(s);
    if (p->hand_n == 0 && s->stack[s->depth - 1].kind == FR_KEEP && s->stack[s->depth - 1].player == player)
        ak_pop_frame(s);
}

static int keep_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CARD ? ak_card_action_text("discard", false, a, buf, n) : -1;
}

AK_FIXED_PROMPT(keep_prompt, "End of round: put cards from your hand into play, or keep the rest")

const ak_frame_handler ak_fr_keep = {"keep", false, keep_legal, keep_apply, keep_text, keep_prompt, NULL};

/* ---- FR_END_ROUND (internal): set up the next round -------------------------------- */
static void exile_beside_staff(arnak_state *s)
{
    /* exile the two cards on either side of the moon staff */
    int r = s->round;
    int art = s->row[r - 1], item = s->row[r];
    if (art) {
        s->art_exile |= 1ULL << (art - CARD_ART0 - 1);
        s->row[r - 1] = 0;
    }
    if (item) {
        s->item_exile |= 1ULL << (item - CARD_ITEM0 - 1);
        s->row[r] = 0;
    }
}

static void end_round_step(arnak_state *s)
{
    ak_pop_frame(s);
    int n = s->nplayers;
    for (int q = 0; q < n; q++) {
        arnak_player *p = &s->p[q];
        ak_shuffle_play_to_bottom(s, p);
        p->asst_tired[0] = p->asst_tired[1] = 0;
        p->war_mask = 0;
        p->ocarina = 0;
        p->passed = 0;
    }
    exile_beside_staff(s);
    s->round++; /* the moon staff moves right */
    ak_refill_row(s);
    s->start_player = (uint8_t)((s->start_player + 1) % n);
    for (int q = 0; q < n; q++) {
        arnak_player *p = &s->p[q];
        if (p->hand_n < HAND_SIZE)
            ak_draw_cards(p, HAND_SIZE - p->hand_n);
    }
    ak_begin_turn(s, s->start_player);
    if (n == 1)
        ak_rival_round_start(s); /* the rival starts every round [RB] */
}

const ak_frame_handler ak_fr_end_round = {"end-round", false, NULL, NULL, NULL, NULL, end_round_step};
