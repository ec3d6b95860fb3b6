/* check.c - recount everything after an apply (test builds call it after every
 * action): each card in exactly one zone, stacks, occupancy, research tokens. */
#include <stdio.h>

#include "core/kit.h"
#include "encoding.h"
#include "zones.h"
#include "sites.h"


/* Count one card held by a player (or held apart by an earring). */
static void count_held(int c, int where[CARD_COUNT], int *fear, int basic[4])
{
    if (c == CARD_FEAR)
        (*fear)++;
    else if (c < CARD_FEAR)
        basic[c - 1]++;
    else
        where[c]++;
}

/* research tokens, archaeologists, idol slots, boons, assistants of player q */
static int check_player(const arnak_state *s, int q, char *msg, size_t n)
{
    const arnak_player *p = &s->p[q];
    for (int r = 0; r < RES_N; r++)
        if (p->res[r] > 1000)
            GAME_CHECK_FAIL("player %d resource %d = %u (underflow?)", q, r, p->res[r]);
    /* occupancy */
    int out = 0;
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        out += s->space_occ[sp] == q + 1;
    if (out != p->arch_out || out > MAX_ARCH_OUT)
        GAME_CHECK_FAIL("player %d: %d archaeologists on the board, counter says %d", q, out, p->arch_out);
    const side_def *sd = &ARNAK_SIDES[s->side];
    if (p->glass >= ARNAK_RSPACES || p->notebook >= ARNAK_RSPACES)
        GAME_CHECK_FAIL("player %d research token off the track", q);
    if (sd->sp[p->notebook].row > sd->sp[p->glass].row)
        GAME_CHECK_FAIL("player %d notebook above the magnifying glass", q);
    if (sd->sp[p->notebook].row >= LOST_TEMPLE_ROW)
        GAME_CHECK_FAIL("player %d notebook in the Lost Temple", q);
    if ((sd->sp[p->glass].row == LOST_TEMPLE_ROW) != (p->temple_rank != 0))
        GAME_CHECK_FAIL("player %d temple rank inconsistent", q);
    if (p->idol_slots > IDOL_SLOTS)
        GAME_CHECK_FAIL("player %d has %d idol slots filled", q, p->idol_slots);
    if (p->boons_used & ~p->guardians)
        GAME_CHECK_FAIL("player %d used a boon of a guardian not owned", q);
    for (int a = 0; a < ASST_SLOTS; a++)
        if (p->asst[a] > N_ASSISTANTS)
            GAME_CHECK_FAIL("player %d assistant id %d", q, p->asst[a]);
    return 0;
}

/* every unique card in exactly one place, 19 Fear cards, the basic cards; and
 * each player (check_player) */
static int check_cards(const arnak_state *s, char *msg, size_t n)
{
    int np = s->nplayers;
    int where[CARD_COUNT] = {0};
    int fear = s->fear_supply, basic[4] = {0};
    for (int i = 0; i < s->item_n; i++)
        where[s->item_deck[i]]++;
    for (int i = 0; i < s->art_n; i++)
        where[s->art_deck[i]]++;
    for (int i = 0; i < ARNAK_ROW; i++) {
        int c = s->row[i];
        if (!c)
            continue;
        where[c]++;
        if (i < s->round ? !CARD_IS_ART(c) : !CARD_IS_ITEM(c))
            GAME_CHECK_FAIL("row position %d holds the wrong kind of card %d", i, c);
    }
    if (s->revealed)
        where[s->revealed]++;
    for (int i = 1; i <= N_ITEMS; i++)
        if (s->item_exile >> (i - 1) & 1)
            where[CARD_ITEM(i)]++;
    for (int i = 1; i <= N_ARTIFACTS; i++)
        if (s->art_exile >> (i - 1) & 1)
            where[CARD_ART(i)]++;
    for (int i = 0; i < s->limbo_n; i++)
        count_held(s->limbo[i], where, &fear, basic);
    if (np == 1) {
        for (int i = 1; i <= N_ITEMS; i++)
            if (s->rival.items >> (i - 1) & 1)
                where[CARD_ITEM(i)]++;
        for (int i = 1; i <= N_ARTIFACTS; i++)
            if (s->rival.arts >> (i - 1) & 1)
                where[CARD_ART(i)]++;
    }
    for (int q = 0; q < np; q++) {
        const arnak_player *p = &s->p[q];
        if (ak_cards_n(p) > ARNAK_PCARDS)
            GAME_CHECK_FAIL("player %d holds %d cards", q, ak_cards_n(p));
        for (int i = 0; i < ak_cards_n(p); i++) {
            int c = p->cards[i];
            if (c == 0 || c >= CARD_COUNT)
                GAME_CHECK_FAIL("player %d card slot %d holds id %d", q, i, c);
            count_held(c, where, &fear, basic);
        }
        if (check_player(s, q, msg, n))
            return 1;
    }
    for (int c = CARD_ITEM(1); c < CARD_COUNT; c++)
        if (where[c] != 1)
            GAME_CHECK_FAIL("card %s is in %d places", ARNAK_CARDS[c].slug, where[c]);
    if (fear != N_FEAR_CARDS)
        GAME_CHECK_FAIL("%d Fear cards instead of 19", fear);
    for (int b = 0; b < 4; b++)
        if (basic[b] + s->basic_exiled[b] != np)
            GAME_CHECK_FAIL("basic card %d: %d in play + %d exiled for %d players", b + 1, basic[b], s->basic_exiled[b], np);
    return 0;
}

/* site tiles, guardians and idols: on the board, in their stacks or taken */
static int check_sites(const arnak_state *s, char *msg, size_t n)
{
    int np = s->nplayers;
    int guardians = s->guard_n, l1 = s->l1_n, l2 = s->l2_n, idols = s->idols_removed;
    for (int site = 0; site < ARNAK_SITES; site++) {
        guardians += s->site_guardian[site] != 0;
        if (s->site_tile[site]) {
            if (ak_is_camp(site))
                GAME_CHECK_FAIL("camp site %d holds a tile", site);
            if (s->site_tile[site] <= N_L1_TILES)
                l1++;
            else
                l2++;
            if ((s->site_tile[site] <= N_L1_TILES) != (ARNAK_SITE_DEFS[site].level == 1))
                GAME_CHECK_FAIL("site %s holds a tile of the wrong level", ARNAK_SITE_DEFS[site].name);
        } else if (!ak_is_camp(site)) {
            if (s->site_guardian[site])
                GAME_CHECK_FAIL("undiscovered site %s has a guardian", ARNAK_SITE_DEFS[site].name);
            if (s->space_occ[ak_site_space(site, 0)])
                GAME_CHECK_FAIL("undiscovered site %s is occupied", ARNAK_SITE_DEFS[site].name);
        }
        idols += (s->site_idol[site] != 0) + s->site_idol_down[site];
    }
    for (int q = 0; q < np; q++) {
        guardians += __builtin_popcount(s->p[q].guardians);
        idols += s->p[q].idols + s->p[q].idol_slots;
    }
    if (np == 1) {
        guardians += __builtin_popcount(s->rival.guardians);
        idols += __builtin_popcount(s->rival.idols_up) + s->rival.idols_minus;
    }
    if (guardians != N_GUARDIANS)
        GAME_CHECK_FAIL("%d guardians instead of 15", guardians);
    if (l1 != N_L1_TILES || l2 != N_L2_TILES)
        GAME_CHECK_FAIL("site tiles: %d level I, %d level II", l1, l2);
    if (idols != N_IDOLS)
        GAME_CHECK_FAIL("%d idols instead of 16", idols);
    return 0;
}

/* assistants, research bonus tiles, Lost Temple tiles and arrivals */
static int check_supplies(const arnak_state *s, char *msg, size_t n)
{
    int np = s->nplayers;
    int nb = np == 1 ? 2 : np; /* solo: "one per player" stacks hold 2 */
    int assistants = s->rescue_n + (np == 1 ? s->rival.assts_removed : 0);
    for (int st = 0; st < N_ASST_STACKS; st++)
        assistants += s->asst_n[st];
    for (int q = 0; q < np; q++)
        assistants += (s->p[q].asst[0] != 0) + (s->p[q].asst[1] != 0);
    if (assistants != N_ASSISTANTS)
        GAME_CHECK_FAIL("%d assistants instead of 12", assistants);
    int bonus = s->temple_bonus_n + s->bonus_taken;
    for (int t = 1; t <= 6; t++)
        bonus += s->bonus_box[t];
    for (int sp = 0; sp < ARNAK_RSPACES; sp++)
        bonus += s->bonus_n[sp];
    if (bonus != N_BONUS_TILES)
        GAME_CHECK_FAIL("%d research bonus tiles instead of 18", bonus);
    int temple_taken = 0, temple_left = 0;
    for (int st = 0; st < N_TEMPLE_STACKS; st++) {
        if (s->temple_stack[st] > nb)
            GAME_CHECK_FAIL("temple stack %d holds %d tiles", st, s->temple_stack[st]);
        temple_left += s->temple_stack[st];
    }
    for (int q = 0; q < np; q++)
        temple_taken += s->p[q].temple_tiles[0] + s->p[q].temple_tiles[1] + s->p[q].temple_tiles[2];
    if (np == 1)
        temple_taken += s->rival.temple6;
    if (temple_left + temple_taken != N_TEMPLE_STACKS * nb)
        GAME_CHECK_FAIL("temple tiles: %d left + %d taken", temple_left, temple_taken);
    int arrivals = 0;
    for (int q = 0; q < np; q++)
        arrivals += s->p[q].temple_rank != 0;
    if (np == 1)
        arrivals += s->rival.temple_rank != 0;
    if (arrivals != s->temple_arrivals)
        GAME_CHECK_FAIL("temple arrivals %d, counted %d", s->temple_arrivals, arrivals);
    return 0;
}

static int check_stack(const arnak_state *s, char *msg, size_t n)
{
    if (s->over)
        return 0;
    if (s->depth == 0 || s->depth > ARNAK_STACK)
        GAME_CHECK_FAIL("decision stack depth %d", s->depth);
    if (s->stack[s->depth - 1].kind >= FR_DECISION_END)
        GAME_CHECK_FAIL("an internal frame is on top of the stack");
    if (s->stack[0].kind != FR_TURN && s->stack[0].kind != FR_POST && s->stack[0].kind != FR_END_ROUND)
        GAME_CHECK_FAIL("bottom frame kind %d", s->stack[0].kind);
    if (s->round < 1 || s->round > LAST_ROUND)
        GAME_CHECK_FAIL("round %d", s->round);
    return 0;
}

/* the solo rival: its tiles, archaeologists, glass; zero in a 2-4 player game */
static int check_rival(const arnak_state *s, char *msg, size_t n)
{
    const arnak_rival *r = &s->rival;
    if (s->nplayers != 1) {
        static const arnak_rival zero;
        if (memcmp(r, &zero, sizeof zero) != 0)
            GAME_CHECK_FAIL("rival state in a %d-player game", s->nplayers);
        return 0;
    }
    if (r->difficulty > RIVAL_PAIRS || __builtin_popcount(r->red) != r->difficulty || r->red >> RIVAL_PAIRS)
        GAME_CHECK_FAIL("rival difficulty %d with red pairs 0x%x", r->difficulty, r->red);
    if (r->stack_n + r->used_n != ARNAK_RIVAL_TILES_N)
        GAME_CHECK_FAIL("rival tiles: %d in the stack + %d used", r->stack_n, r->used_n);
    int seen[RIVAL_TILE_COUNT] = {0};
    for (int i = 0; i < ARNAK_RIVAL_TILES_N; i++) {
        int t = i < r->stack_n ? r->stack[i] : r->used[i - r->stack_n];
        if (t >= RIVAL_TILE_COUNT || seen[t]++)
            GAME_CHECK_FAIL("rival tile %d twice or unknown", t);
        const rival_tile_def *d = &ARNAK_RIVAL_TILES[t];
        if (d->kind != RK_DIG && d->red != ((r->red >> ((t - RIVAL_DIG_TILES) / 2)) & 1))
            GAME_CHECK_FAIL("rival tile %s does not match the red pairs", d->name);
    }
    int out = 0;
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        out += s->space_occ[sp] == SPACE_RIVAL;
    if (out != r->arch_out || out > ARNAK_RIVAL_ARCHS)
        GAME_CHECK_FAIL("rival: %d archaeologists on the board, counter says %d", out, r->arch_out);
    const side_def *sd = &ARNAK_SIDES[s->side];
    if (r->glass >= ARNAK_RSPACES)
        GAME_CHECK_FAIL("rival glass off the track");
    if ((sd->sp[r->glass].row == LOST_TEMPLE_ROW) != (r->temple_rank != 0))
        GAME_CHECK_FAIL("rival temple rank inconsistent");
    if (r->temple6 && !r->temple_rank)
        GAME_CHECK_FAIL("rival holds temple tiles outside the Lost Temple");
    if (r->log_n > ARNAK_RIVAL_LOG)
        GAME_CHECK_FAIL("rival log of %d turns", r->log_n);
    return 0;
}

int arnak_check(const arnak_state *s, char *msg, size_t n)
{
    if (!s) {
        if (msg && n)
            snprintf(msg, n, "no state");
        return ARNAK_E_ARG;
    }
    int np = s->nplayers;
    if (np < 1 || np > ARNAK_MAX_PLAYERS)
        GAME_CHECK_FAIL("player count %d", np);
    if (check_rival(s, msg, n) || check_cards(s, msg, n) || check_sites(s, msg, n) || check_supplies(s, msg, n) || check_stack(s, msg, n))
        return 1;
    return 0;
}
