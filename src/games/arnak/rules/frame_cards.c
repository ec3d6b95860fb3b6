/* frame_cards.c - card decisions: drawing (FR_DRAW, the earrings FR_EARRING_N,
 * FR_LIMBO_*), exiling (FR_EXILE), buying from the card row (FR_BUY,
 * FR_BOUGHT_ART), the hammer (FR_HAMMER_TAKE), and playing a card. */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "frames.h"
#include "text.h"
#include "costs.h"

bool ak_can_exile_any(const arnak_player *p) { return p->hand_n > 0 || p->play_n > 0 || p->fear_tiles > 0; }

/* distinct card types of a zone */
static void add_cards(ak_alist *l, const arnak_player *p, int zone, int lo, int hi)
{
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = lo; i < hi; i++) {
        int c = p->cards[i];
        if (!seen[c]) {
            seen[c] = 1;
            ak_add(l, ACT(AK_CARD, zone, c, 0));
        }
    }
}

void ak_add_hand_cards(const arnak_state *s, int player, ak_alist *l)
{
    const arnak_player *p = &s->p[player];
    add_cards(l, p, Z_HAND, ak_hand_lo(p), ak_play_lo(p));
}

void ak_play_card(arnak_state *s, int player, int card, int mode)
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

/* ---- FR_DRAW: up to a cards (b: from the bottom) ---------------------------------- */
static void draw_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    int m = f->a < p->deck_n ? f->a : p->deck_n;
    for (int k = 0; k <= m; k++)
        ak_add(l, ACT(AK_NUMBER, k, 0, 0));
}

static void draw_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    int n = AA(a), bottom = f->b;
    ak_pop_frame(s);
    if (bottom)
        ak_draw_from_bottom(p, n);
    else
        ak_draw_cards(p, n);
}

static int draw_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_NUMBER ? snprintf(buf, n, "draw %d", AA(a)) : -1;
}

static int draw_prompt(const arnak_state *s, const arnak_frame *f, char *buf, size_t n)
{
    (void)s;
    return snprintf(buf, n, "Draw up to %d card(s)%s", f->a, f->b ? " from the bottom of your deck" : "");
}

const ak_frame_handler ak_fr_draw = {"draw", false, draw_legal, draw_apply, draw_text, draw_prompt, NULL};

/* ---- FR_EXILE: a card from hand / play area / a fear tile, or skip ------------------ */
static void exile_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    add_cards(l, p, Z_HAND, ak_hand_lo(p), ak_play_lo(p));
    add_cards(l, p, Z_PLAY, ak_play_lo(p), ak_cards_n(p));
    if (p->fear_tiles)
        ak_add(l, ACT(AK_CARD, Z_FEARTILE, 0, 0));
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void exile_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player;
    ak_pop_frame(s);
    if (AKIND(a) == AK_CARD)
        ak_exile_card(s, player, AA(a), AB(a));
}

static int exile_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CARD ? ak_card_action_text("exile", true, a, buf, n) : -1;
}

AK_FIXED_PROMPT(exile_prompt, "You may exile a card from your hand or play area")

const ak_frame_handler ak_fr_exile = {"exile", false, exile_legal, exile_apply, exile_text, exile_prompt, NULL};

/* ---- FR_BUY: a card of the row (a mask, b discount, c flags), or skip ---------------- */
void ak_add_buys(const arnak_state *s, int player, int mask, int discount, int flags, ak_alist *l)
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
            ak_add(l, ACT(AK_BUY, pos, 0, 0));
    }
}

static void take_row_card(arnak_state *s, int pos)
{
    if (pos < ARNAK_ROW)
        s->row[pos] = 0;
    else
        s->revealed = 0;
}

void ak_buy_card(arnak_state *s, int player, int pos, int discount, int flags)
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

/* An unbought revealed card goes back on top of its deck, known to all (R-ARNAK-2). */
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

static void buy_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    ak_add_buys(s, f->player, f->a, f->b, f->c, l);
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void buy_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, disc = f->b, flags = f->c;
    ak_pop_frame(s);
    if (AKIND(a) == AK_BUY)
        ak_buy_card(s, player, AA(a), disc, flags);
    return_revealed(s);
}

AK_FIXED_PROMPT(buy_prompt, "You may take a card from the row")

const ak_frame_handler ak_fr_buy = {"buy", true, buy_legal, buy_apply, NULL, buy_prompt, NULL};

/* ---- FR_BOUGHT_ART: resolve the bought artifact's effect (no tablet) or not ------------ */
static void bought_art_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)f;
    /* "use-effect" is offered only when it can change something */
    if (!ak_same_result(s, ACT(AK_YES, 0, 0, 0), ACT(AK_SKIP, 0, 0, 0)))
        ak_add(l, ACT(AK_YES, 0, 0, 0));
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void bought_art_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, card = f->a;
    ak_pop_frame(s);
    if (AKIND(a) == AK_YES)
        ak_push_effect(s, player, ARNAK_CARDS[card].prog); /* no tablet when bought */
}

static int bought_art_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_YES ? snprintf(buf, n, "use-effect") : -1;
}

static int bought_art_prompt(const arnak_state *s, const arnak_frame *f, char *buf, size_t n)
{
    (void)s;
    return snprintf(buf, n, "Resolve the effect of %s (no tablet)?", ARNAK_CARDS[f->a].name);
}

const ak_frame_handler ak_fr_bought_art = {"bought-artifact", true, bought_art_legal, bought_art_apply,
                                           bought_art_text, bought_art_prompt, NULL};

/* ---- FR_EARRING_N: how many cards to draw aside (a max, b from the bottom) ------------- */
static void earring_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    int m = f->a < p->deck_n ? f->a : p->deck_n;
    for (int k = 1; k <= m; k++)
        ak_add(l, ACT(AK_NUMBER, k, 0, 0));
}

static void earring_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, n = AA(a), bottom = f->b;
    arnak_player *p = &s->p[player];
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
}

AK_FIXED_PROMPT(earring_prompt, "How many cards to draw?")

const ak_frame_handler ak_fr_earring_n = {"earring", false, earring_legal, earring_apply, NULL, earring_prompt,
                                          NULL};

/* ---- FR_LIMBO_KEEP / FR_LIMBO_TOP: the cards drawn aside -------------------------------- */
static void limbo_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = 0; i < s->limbo_n; i++)
        if (!seen[s->limbo[i]]++)
            ak_add(l, ACT(AK_CARD, Z_LIMBO, s->limbo[i], 0));
    if (f->kind == FR_LIMBO_TOP)
        ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void limbo_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, kind = f->kind;
    arnak_player *p = &s->p[player];
    ak_pop_frame(s);
    if (AKIND(a) != AK_CARD)
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
}

static int limbo_keep_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CARD ? ak_card_action_text("keep", false, a, buf, n) : -1;
}

static int limbo_top_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CARD ? ak_card_action_text("return", false, a, buf, n) : -1;
}

AK_FIXED_PROMPT(limbo_keep_prompt, "Keep one of the drawn cards in hand")
AK_FIXED_PROMPT(limbo_top_prompt, "You may put one drawn card back on top of your deck")

const ak_frame_handler ak_fr_limbo_keep = {"limbo-keep", false, limbo_legal, limbo_apply, limbo_keep_text,
                                           limbo_keep_prompt, NULL};
const ak_frame_handler ak_fr_limbo_top = {"limbo-top", false, limbo_legal, limbo_apply, limbo_top_text,
                                          limbo_top_prompt, NULL};

/* ---- FR_LIMBO_REST (internal): drawn cards left over go to the play area ------------------ */
static void limbo_rest_step(arnak_state *s)
{
    arnak_player *p = &s->p[ak_top_frame(s)->player];
    ak_pop_frame(s);
    for (int i = 0; i < s->limbo_n; i++) {
        ak_add_to_play(p, s->limbo[i]);
        s->limbo[i] = 0;
        s->limbo_seg[i] = 0;
    }
    s->limbo_n = 0;
    s->limbo_owner = 0;
}

const ak_frame_handler ak_fr_limbo_rest = {"limbo-rest", false, NULL, NULL, NULL, NULL, limbo_rest_step};

/* ---- FR_HAMMER_TAKE: an item from the exile pile, or skip --------------------------------- */
static void hammer_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)f;
    for (int i = 1; i <= N_ITEMS; i++)
        if (s->item_exile >> (i - 1) & 1)
            ak_add(l, ACT(AK_CARD, Z_ITEM_EXILE, CARD_ITEM(i), 0));
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void hammer_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    if (AKIND(a) == AK_CARD) {
        s->item_exile &= ~(1ULL << (AB(a) - CARD_ITEM0 - 1));
        ak_add_to_deck_bottom(p, AB(a), 0);
    }
}

static int hammer_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CARD ? ak_card_action_text("take", false, a, buf, n) : -1;
}

AK_FIXED_PROMPT(hammer_prompt, "You may take an item from exile")

const ak_frame_handler ak_fr_hammer_take = {"hammer", false, hammer_legal, hammer_apply, hammer_text,
                                            hammer_prompt, NULL};
