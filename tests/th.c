/* th.c - test helpers (see th.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "games/arnak/events.h"

void th_init_side(arnak_state *s, int players, int side, uint64_t seed)
{
    arnak_config c = {players, side, seed};
    assert_int_equal(arnak_init(s, &c), ARNAK_OK);
}

void th_init(arnak_state *s, int players, uint64_t seed) { th_init_side(s, players, ARNAK_SIDE_BIRD, seed); }

static bool take_from_array(uint8_t *a, uint8_t *n, int card)
{
    for (int i = 0; i < *n; i++) {
        if (a[i] == card) {
            memmove(&a[i], &a[i + 1], (size_t)(*n - i - 1));
            (*n)--;
            a[*n] = 0;
            return true;
        }
    }
    return false;
}

/* remove one copy of card from somewhere; prefer player `pref`'s zones for basics */
static void take_card(arnak_state *s, int pref, int card)
{
    if (card == CARD_FEAR && s->fear_supply > 0) {
        s->fear_supply--;
        return;
    }
    if (CARD_IS_ITEM(card) || CARD_IS_ART(card)) {
        if (take_from_array(s->item_deck, &s->item_n, card) || take_from_array(s->art_deck, &s->art_n, card))
            return;
        for (int i = 0; i < ARNAK_ROW; i++)
            if (s->row[i] == card) {
                s->row[i] = 0;
                return;
            }
        if (CARD_IS_ITEM(card) && (s->item_exile >> (card - CARD_ITEM0 - 1) & 1)) {
            s->item_exile &= ~(1ULL << (card - CARD_ITEM0 - 1));
            return;
        }
        if (CARD_IS_ART(card) && (s->art_exile >> (card - CARD_ART0 - 1) & 1)) {
            s->art_exile &= ~(1ULL << (card - CARD_ART0 - 1));
            return;
        }
    }
    for (int k = 0; k < s->nplayers; k++) {
        int q = (pref + k) % s->nplayers;
        arnak_player *p = &s->p[q];
        for (int i = 0; i < ak_cards_n(p); i++)
            if (p->cards[i] == card) {
                ak_remove_card(p, i);
                return;
            }
    }
    fail_msg("th: card %d not found anywhere", card);
}

void th_give(arnak_state *s, int p, int zone, int card)
{
    take_card(s, p, card);
    arnak_player *pl = &s->p[p];
    switch (zone) {
    case TH_HAND: ak_add_to_hand(pl, card, 0); break;
    case TH_PLAY: ak_add_to_play(pl, card); break;
    case TH_DECK_TOP: ak_add_to_deck_top(pl, card, 0); break;
    default: ak_add_to_deck_bottom(pl, card, 0); break;
    }
}

void th_set_hand(arnak_state *s, int p, ...)
{
    arnak_player *pl = &s->p[p];
    while (pl->hand_n > 0) {
        int idx = ak_hand_lo(pl);
        int c = pl->cards[idx], g = pl->seg[idx];
        ak_remove_card(pl, idx);
        ak_add_to_deck_bottom(pl, c, g);
    }
    va_list ap;
    va_start(ap, p);
    for (;;) {
        int c = va_arg(ap, int);
        if (!c)
            break;
        th_give(s, p, TH_HAND, c);
    }
    va_end(ap);
}

void th_clear_play(arnak_state *s, int p)
{
    arnak_player *pl = &s->p[p];
    while (pl->play_n > 0) {
        int idx = ak_play_lo(pl);
        int c = pl->cards[idx];
        ak_remove_card(pl, idx);
        ak_add_to_deck_bottom(pl, c, 0);
    }
}

void th_set_res(arnak_state *s, int p, int coin, int compass, int tablet, int arrow, int jewel)
{
    uint16_t *r = s->p[p].res;
    r[RES_COIN] = (uint16_t)coin;
    r[RES_COMPASS] = (uint16_t)compass;
    r[RES_TABLET] = (uint16_t)tablet;
    r[RES_ARROW] = (uint16_t)arrow;
    r[RES_JEWEL] = (uint16_t)jewel;
}

void th_set_row(arnak_state *s, int pos, int card)
{
    int old = s->row[pos];
    if (old == card) /* already there: taking it out and "returning" it would duplicate it */
        return;
    take_card(s, 0, card);
    if (old) { /* the replaced card goes back on top of its deck */
        if (CARD_IS_ART(old))
            s->art_deck[s->art_n++] = (uint8_t)old;
        else
            s->item_deck[s->item_n++] = (uint8_t)old;
    }
    s->row[pos] = (uint8_t)card;
}

void th_discover(arnak_state *s, int site, int tile, int guardian)
{
    uint8_t *stk = tile <= 10 ? s->l1_stack : s->l2_stack;
    uint8_t *n = tile <= 10 ? &s->l1_n : &s->l2_n;
    assert_true(take_from_array(stk, n, tile));
    if (tile <= 10 && s->l1_known_bottom > s->l1_n)
        s->l1_known_bottom = s->l1_n;
    if (tile > 10 && s->l2_known_bottom > s->l2_n)
        s->l2_known_bottom = s->l2_n;
    s->site_tile[site] = (uint8_t)tile;
    /* the idols go to the box side of the count: give them to nobody -> keep
     * them on the site count by moving them to idols_removed */
    s->idols_removed = (uint8_t)(s->idols_removed + (s->site_idol[site] != 0) + s->site_idol_down[site]);
    s->site_idol[site] = 0;
    s->site_idol_down[site] = 0;
    if (guardian) {
        assert_true(take_from_array(s->guard_stack, &s->guard_n, guardian));
        s->site_guardian[site] = (uint8_t)guardian;
    }
}

void th_place(arnak_state *s, int p, int space)
{
    assert_int_equal(s->space_occ[space], 0);
    s->space_occ[space] = (uint8_t)(p + 1);
    s->p[p].arch_out++;
}

void th_give_guardian(arnak_state *s, int p, int g)
{
    if (!take_from_array(s->guard_stack, &s->guard_n, g)) {
        bool found = false;
        for (int site = 0; site < ARNAK_SITES; site++)
            if (s->site_guardian[site] == g) {
                s->site_guardian[site] = 0;
                found = true;
            }
        assert_true(found);
    }
    s->p[p].guardians |= (uint16_t)(1u << (g - 1));
}

void th_give_assistant(arnak_state *s, int p, int id, int gold)
{
    arnak_player *pl = &s->p[p];
    int sq = !pl->asst[0] ? 0 : 1;
    assert_int_equal(pl->asst[sq], 0);
    bool found = false;
    for (int st = 0; st < 3 && !found; st++)
        for (int i = 0; i < s->asst_n[st]; i++)
            if (s->asst_stack[st][i] == id) {
                memmove(&s->asst_stack[st][i], &s->asst_stack[st][i + 1], (size_t)(s->asst_n[st] - i - 1));
                s->asst_n[st]--;
                s->asst_stack[st][s->asst_n[st]] = 0;
                if (s->asst_known[st] > s->asst_n[st])
                    s->asst_known[st] = s->asst_n[st];
                if (s->asst_known[st] == 0 && s->asst_n[st])
                    s->asst_known[st] = 1;
                found = true;
                break;
            }
    for (int i = 0; i < s->rescue_n && !found; i++)
        if (s->rescue[i] == id) {
            memmove(&s->rescue[i], &s->rescue[i + 1], (size_t)(s->rescue_n - i - 1));
            s->rescue[--s->rescue_n] = 0;
            found = true;
        }
    assert_true(found);
    pl->asst[sq] = (uint8_t)id;
    pl->asst_gold[sq] = (uint8_t)gold;
    pl->asst_tired[sq] = 0;
}

void th_turn(arnak_state *s, int p)
{
    s->depth = 0;
    memset(s->stack, 0, sizeof s->stack);
    s->turn_player = (uint8_t)p;
    s->main_done = 0;
    ak_push_frame(s, FR_TURN, p);
}

void th_print_options(const arnak_state *s)
{
    arnak_action a[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, a);
    char d[160];
    arnak_decision_text(s, d, sizeof d);
    fprintf(stderr, "  decision (player %d): %s\n", arnak_current_player(s), d);
    for (int i = 0; i < n; i++) {
        char t[96];
        arnak_action_to_string(s, a[i], t, sizeof t);
        fprintf(stderr, "    %s\n", t);
    }
}

void th_do(arnak_state *s, const char *text)
{
    arnak_action a;
    if (arnak_action_from_string(s, text, &a) != ARNAK_OK) {
        fprintf(stderr, "th_do: '%s' is not legal here\n", text);
        th_print_options(s);
        fail_msg("illegal action '%s'", text);
    }
    assert_int_equal(arnak_apply(s, a), ARNAK_OK);
    th_check(s);
}

void th_seq(arnak_state *s, ...)
{
    va_list ap;
    va_start(ap, s);
    for (;;) {
        const char *t = va_arg(ap, const char *);
        if (!t)
            break;
        th_do(s, t);
    }
    va_end(ap);
}

bool th_legal(const arnak_state *s, const char *text)
{
    arnak_action a;
    return arnak_action_from_string(s, text, &a) == ARNAK_OK;
}

int th_count(const arnak_state *s, const char *prefix)
{
    arnak_action a[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, a), k = 0;
    size_t len = strlen(prefix);
    for (int i = 0; i < n; i++) {
        char t[96];
        arnak_action_to_string(s, a[i], t, sizeof t);
        k += strncmp(t, prefix, len) == 0;
    }
    return k;
}

void th_check(const arnak_state *s)
{
    char msg[256];
    if (arnak_check(s, msg, sizeof msg))
        fail_msg("invariant: %s", msg);
}

static int count_zone(const arnak_state *s, int p, int lo, int hi, int card)
{
    int k = 0;
    for (int i = lo; i < hi; i++)
        k += s->p[p].cards[i] == card;
    return k;
}

int th_hand_count(const arnak_state *s, int p, int card)
{
    const arnak_player *pl = &s->p[p];
    return count_zone(s, p, ak_hand_lo(pl), ak_play_lo(pl), card);
}

int th_play_count(const arnak_state *s, int p, int card)
{
    const arnak_player *pl = &s->p[p];
    return count_zone(s, p, ak_play_lo(pl), ak_cards_n(pl), card);
}

int th_deck_count(const arnak_state *s, int p, int card) { return count_zone(s, p, 0, s->p[p].deck_n, card); }

double th_scale(void)
{
    const char *e = getenv("ARNAK_TEST_SCALE");
    double v = e ? atof(e) : 1.0;
    return v > 0 ? v : 1.0;
}

long th_scaled(long n, long least)
{
    long v = lround((double)n * th_scale());
    return v < least ? least : v;
}

int th_frame(const arnak_state *s) { return s->depth ? s->stack[s->depth - 1].kind : 0; }

/* ---- shared by the test files (see th.h) ---------------------------------------- */

void th_fresh_side(arnak_state *s, int players, int side, uint64_t seed)
{
    th_init_side(s, players, side, seed);
    for (int q = 0; q < players; q++)
        th_set_res(s, q, 0, 0, 0, 0, 0);
}

void th_fresh(arnak_state *s, int players, uint64_t seed)
{
    th_fresh_side(s, players, ARNAK_SIDE_BIRD, seed);
}

void th_fresh_turn(arnak_state *s, int players, uint64_t seed)
{
    th_fresh(s, players, seed);
    th_turn(s, 0);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

const char *th_opts(const arnak_state *s, const char *prefix)
{
    static char out[8192];
    static char texts[ARNAK_MAX_ACTIONS][96];
    const char *ptr[ARNAK_MAX_ACTIONS];
    arnak_action a[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, a), k = 0;
    size_t len = strlen(prefix);
    for (int i = 0; i < n; i++) {
        arnak_action_to_string(s, a[i], texts[k], sizeof texts[k]);
        if (strncmp(texts[k], prefix, len) == 0) {
            ptr[k] = texts[k];
            k++;
        }
    }
    qsort(ptr, (size_t)k, sizeof ptr[0], cmp_str);
    out[0] = 0;
    size_t used = 0;
    for (int i = 0; i < k; i++) {
        size_t add = strlen(ptr[i]) + (i > 0);
        if (used + add >= sizeof out)
            fail_msg("th_opts: the options starting with '%s' do not fit in %zu bytes", prefix,
                     sizeof out);
        if (i)
            strcat(out, "|");
        strcat(out, ptr[i]);
        used += add;
    }
    return out;
}

int th_res(const arnak_state *s, int p, int r)
{
    return s->p[p].res[r];
}

void th_expect_res_at(const char *file, int line, const arnak_state *s, int p, int coin,
                      int compass, int tablet, int arrow, int jewel)
{
    const uint16_t *r = s->p[p].res;
    if (r[RES_COIN] != coin || r[RES_COMPASS] != compass || r[RES_TABLET] != tablet ||
        r[RES_ARROW] != arrow || r[RES_JEWEL] != jewel) {
        print_error("ERROR: player %d owns %d coin %d compass %d tablet %d arrowhead %d jewel; "
                    "expected %d %d %d %d %d\n",
                    p, r[RES_COIN], r[RES_COMPASS], r[RES_TABLET], r[RES_ARROW], r[RES_JEWEL], coin,
                    compass, tablet, arrow, jewel);
        _fail(file, line);
    }
}

void th_expect_event_words_at(const char *file, int line, const game_event *e, char *text, size_t n)
{
    if (arnak_event_text(e, text, n) <= 0) {
        print_error("ERROR: event type %d has no English line\n", e->type);
        _fail(file, line);
    }
    json_t *j = arnak_event_json(e);
    if (!j) {
        print_error("ERROR: event type %d has no JSON object\n", e->type);
        _fail(file, line);
    }
    json_decref(j);
}

void th_expect_asst_at(const char *file, int line, const arnak_state *s, int p, int slot, int id,
                       int gold, int tired)
{
    const arnak_player *pl = &s->p[p];
    if (pl->asst[slot] != id || pl->asst_gold[slot] != gold || pl->asst_tired[slot] != tired) {
        print_error("ERROR: player %d's assistant square %d holds %d gold %d exhausted %d; "
                    "expected %d %d %d\n",
                    p, slot, pl->asst[slot], pl->asst_gold[slot], pl->asst_tired[slot], id, gold,
                    tired);
        _fail(file, line);
    }
}

int th_fear_owned(const arnak_state *s, int p)
{
    return th_hand_count(s, p, CARD_FEAR) + th_play_count(s, p, CARD_FEAR) +
           th_deck_count(s, p, CARD_FEAR);
}

int th_deck_top(const arnak_state *s, int p)
{
    return s->p[p].cards[s->p[p].deck_n - 1];
}

int th_deck_bottom(const arnak_state *s, int p)
{
    return s->p[p].cards[0];
}

bool th_item_exiled(const arnak_state *s, int n)
{
    return (s->item_exile >> (n - 1)) & 1;
}

bool th_art_exiled(const arnak_state *s, int n)
{
    return (s->art_exile >> (n - 1)) & 1;
}

void th_deck_to_play(arnak_state *s, int p)
{
    arnak_player *pl = &s->p[p];
    while (pl->deck_n > 0) {
        int c = pl->cards[pl->deck_n - 1];
        ak_remove_card(pl, pl->deck_n - 1);
        ak_add_to_play(pl, c);
    }
}

void th_exile_item_deck(arnak_state *s)
{
    while (s->item_n > 0) {
        int c = s->item_deck[--s->item_n];
        s->item_deck[s->item_n] = 0;
        s->item_exile |= 1ULL << (c - CARD_ITEM0 - 1);
    }
}

void th_set_item_row(arnak_state *s, int c1, int c2, int c3, int c4, int c5)
{
    th_set_row(s, 1, c1);
    th_set_row(s, 2, c2);
    th_set_row(s, 3, c3);
    th_set_row(s, 4, c4);
    th_set_row(s, 5, c5);
}

void th_clear_row_items(arnak_state *s)
{
    for (int pos = s->round; pos < ARNAK_ROW; pos++)
        if (s->row[pos]) {
            s->item_deck[s->item_n++] = s->row[pos];
            s->row[pos] = 0;
        }
}

void th_set_round(arnak_state *s, int r)
{
    for (int i = 0; i < ARNAK_ROW; i++) {
        int c = s->row[i];
        if (!c)
            continue;
        if (CARD_IS_ART(c))
            s->art_deck[s->art_n++] = (uint8_t)c;
        else
            s->item_deck[s->item_n++] = (uint8_t)c;
        s->row[i] = 0;
    }
    s->round = (uint8_t)r;
    ak_refill_row(s);
}

int th_dig_space(int site)
{
    return ak_site_space(site, 0);
}

void th_swap_u8(uint8_t *a, uint8_t *b)
{
    uint8_t t = *a;
    *a = *b;
    *b = t;
}

void th_tile_on_top(arnak_state *s, int tile)
{
    uint8_t *stk = tile <= 10 ? s->l1_stack : s->l2_stack;
    int n = tile <= 10 ? s->l1_n : s->l2_n;
    for (int i = 0; i < n; i++)
        if (stk[i] == tile) {
            th_swap_u8(&stk[i], &stk[n - 1]);
            return;
        }
    fail_msg("tile %d is not in its stack", tile);
}

void th_guardian_on_top(arnak_state *s, int g)
{
    for (int i = 0; i < s->guard_n; i++)
        if (s->guard_stack[i] == g) {
            th_swap_u8(&s->guard_stack[i], &s->guard_stack[s->guard_n - 1]);
            return;
        }
    fail_msg("guardian %d is not in the stack", g);
}

void th_asst_on_top(arnak_state *s, int st, int id)
{
    for (int o = 0; o < 3; o++)
        for (int i = 0; i < s->asst_n[o]; i++)
            if (s->asst_stack[o][i] == id) {
                th_swap_u8(&s->asst_stack[o][i], &s->asst_stack[st][s->asst_n[st] - 1]);
                return;
            }
    fail_msg("assistant %d is not in the supply", id);
}

void th_set_idol(arnak_state *s, int site, int type)
{
    if (s->site_idol[site] == type)
        return;
    for (int o = 5; o < ARNAK_SITES; o++)
        if (o != site && s->site_idol[o] == type) {
            th_swap_u8(&s->site_idol[o], &s->site_idol[site]);
            return;
        }
    fail_msg("no idol of type %d left", type);
}

void th_set_bonus(arnak_state *s, int sp, int idx, int type)
{
    uint8_t *t = sp < 0 ? &s->temple_bonus[idx] : &s->bonus[sp][idx];
    if (*t == type)
        return;
    if (s->bonus_box[type]) {
        s->bonus_box[type]--;
        s->bonus_box[*t]++;
        *t = (uint8_t)type;
        return;
    }
    for (int o = 0; o < ARNAK_RSPACES; o++)
        for (int i = 0; i < s->bonus_n[o]; i++)
            if (&s->bonus[o][i] != t && s->bonus[o][i] == type) {
                th_swap_u8(&s->bonus[o][i], t);
                return;
            }
    for (int i = 0; i < s->temple_bonus_n; i++)
        if (&s->temple_bonus[i] != t && s->temple_bonus[i] == type) {
            th_swap_u8(&s->temple_bonus[i], t);
            return;
        }
    fail_msg("no bonus tile of type %d available", type);
}

void th_glass_to_temple(arnak_state *s, int p)
{
    s->p[p].glass = 14;
    s->p[p].temple_rank = ++s->temple_arrivals;
}

void th_give_idols(arnak_state *s, int p, int crates, int slots)
{
    for (int site = 12; site >= 5 && crates + slots > 0; site--) {
        if (!s->site_idol[site])
            continue;
        s->site_idol[site] = 0;
        if (crates > 0) {
            s->p[p].idols++;
            crates--;
        } else {
            s->p[p].idol_slots++;
            slots--;
        }
    }
    assert_int_equal(crates + slots, 0); /* enough idols on the level I sites */
}

void th_check_card_refs(const th_card_ref *ref, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const th_card_ref *r = &ref[i];
        const card_def *c = &ARNAK_CARDS[r->id];
        if (c->cost != r->cost || c->points != r->points || c->travel[0] != r->travel[0] ||
            c->travel[1] != r->travel[1] || c->action != r->action ||
            c->exile_self != r->exile_self)
            fail_msg("card %s differs from the card list (th_card_ref)", c->slug);
        assert_int_equal(c->prog, r->id == CARD_FEAR ? 0 : r->id);
    }
}

/* ---- the rulebook's examples, played from their start ---------------------------------------- */

/* Player p uses assistant A12 (in its first square) and owns `compasses` after. */
static void use_a12(arnak_state *s, int p, int compasses)
{
    th_do(s, "assistant A12");
    assert_int_equal(th_res(s, p, RES_COMPASS), compasses);
    assert_int_equal(s->p[p].asst_tired[0], 1);
}

/* `research` moves player 0's notebook to row `row`, spending the last of resources
 * r1 and r2; the reward of that row offers exactly `opts`, and `choice` takes one. */
static void notebook_reward(arnak_state *s, const char *research, int row, int r1, int r2,
                            const char *opts, const char *choice)
{
    th_do(s, research);
    assert_int_equal(s->p[0].notebook, row);
    assert_int_equal(th_res(s, 0, r1), 0);
    assert_int_equal(th_res(s, 0, r2), 0);
    assert_string_equal(th_opts(s, ""), opts);
    th_do(s, choice);
}

void th_example_blue_recruits(arnak_state *s)
{
    notebook_reward(s, "research notebook B1", 1, RES_COMPASS, RES_ARROW,
                    "recruit A01|recruit A02|recruit A12", "recruit A12");
    assert_int_equal(s->p[0].glass, 1); /* the notebook joined it */
    assert_int_equal(s->p[0].asst[0], 12);
    assert_int_equal(s->p[0].asst_gold[0], 0);
    assert_int_equal(s->asst_n[0], 3);
    assert_int_equal(s->asst_n[1], 4);
    /* "you have the option to use it immediately" */
    assert_int_equal(th_frame(s), FR_POST);
    use_a12(s, 0, 1);
}

void th_example_blue_upgrades(arnak_state *s)
{
    th_do(s, "assistant A12");
    assert_int_equal(th_res(s, 0, RES_COMPASS), 1);
    assert_int_equal(th_frame(s), FR_TURN); /* a free action */
    notebook_reward(s, "research notebook B5", 5, RES_TABLET, RES_ARROW, "upgrade A01|upgrade A12",
                    "upgrade A12");
    assert_int_equal(s->p[0].asst_gold[0], 1);
    assert_int_equal(s->p[0].asst_tired[0], 0);
    assert_int_equal(th_frame(s), FR_POST);
    use_a12(s, 0, 3); /* gold: 2 compasses */
    assert_int_equal(s->p[0].asst_gold[1], 0);
}
