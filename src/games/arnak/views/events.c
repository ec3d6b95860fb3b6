/* events.c - events of a step as a diff of two states, the undo rule, and
 * action / decision text for a viewer (events.h). */
#include <stdio.h>

#include "core/words.h"
#include "games/arnak/action_info.h"
#include "games/arnak/events.h"
#include "games/arnak/why_not.h"
#include "games/arnak/rules/internal.h"

/* ---- collecting ---------------------------------------------------------- */

typedef struct {
    game_event *out;
    int max, n;
} evbuf;

static void push(evbuf *b, int type, int player, int flags, int v0, int v1, int v2, int v3)
{
    if (b->n < b->max)
        b->out[b->n++] = game_event_make(type, player, flags, (const int32_t[]){v0, v1, v2, v3}, 4);
}

/* Multisets of one player's cards by zone. */
typedef struct {
    uint8_t deck[CARD_COUNT], hand[CARD_COUNT], play[CARD_COUNT], limbo[CARD_COUNT],
        own[CARD_COUNT];
} zones;

static void count_zones(const arnak_state *s, int q, zones *z)
{
    memset(z, 0, sizeof *z);
    const arnak_player *p = &s->p[q];
    for (int i = 0; i < ak_cards_n(p); i++) {
        int c = p->cards[i];
        if (c <= 0 || c >= CARD_COUNT)
            continue;
        if (i < p->deck_n)
            z->deck[c]++;
        else if (i < ak_play_lo(p))
            z->hand[c]++;
        else
            z->play[c]++;
        z->own[c]++;
    }
    if (s->limbo_n && s->limbo_owner == q)
        for (int i = 0; i < s->limbo_n && i < 3; i++)
            if (s->limbo[i] > 0 && s->limbo[i] < CARD_COUNT) {
                z->limbo[s->limbo[i]]++;
                z->own[s->limbo[i]]++;
            }
}

static int limbo_count(const arnak_state *s, int q) { return s->limbo_owner == q ? s->limbo_n : 0; }

static int row_pos(const arnak_state *s, int card)
{
    for (int i = 0; i < ARNAK_ROW; i++)
        if (s->row[i] == card)
            return i;
    return -1;
}

static bool in_item_exile(const arnak_state *s, int c)
{
    return CARD_IS_ITEM(c) && (s->item_exile >> (c - CARD_ITEM0 - 1)) & 1;
}

/* The frame kind on top of s and its player. */
static int top_kind(const arnak_state *s) { return s->depth ? s->stack[s->depth - 1].kind : 0; }

/* Player q's events on the board: idols, guardians and boons, assistants,
 * research, the temple, archaeologists, passing (player_events' second half). */
static void player_board_events(evbuf *b, const arnak_state *B, const arnak_state *A, int q,
                                bool round_change)
{
    const arnak_player *pb = &B->p[q], *pa = &A->p[q];
    /* idols */
    if (pa->idol_slots != pb->idol_slots)
        push(b, ARNAK_EV_IDOL_SLOT, q, 0, pa->idol_slots, pa->idol_slots - pb->idol_slots, 0, 0);
    /* guardians and boons */
    for (int g = 1; g <= 15; g++) {
        uint16_t bit = (uint16_t)(1u << (g - 1));
        if ((pa->guardians & bit) && !(pb->guardians & bit)) {
            int site = -1;
            for (int i = 0; i < ARNAK_SITES; i++)
                if (B->site_guardian[i] == g)
                    site = i;
            push(b, ARNAK_EV_OVERCOME, q, 0, g, site, 0, 0);
        }
        if ((pa->boons_used & bit) && !(pb->boons_used & bit))
            push(b, ARNAK_EV_BOON, q, 0, g, 0, 0, 0);
    }
    /* assistants */
    for (int sl = 0; sl < 2; sl++) {
        if (pa->asst[sl] != pb->asst[sl]) {
            if (pb->asst[sl])
                push(b, ARNAK_EV_ASSISTANT, q, 0, sl, pb->asst[sl], ARNAK_ASST_LOST, 0);
            if (pa->asst[sl])
                push(b, ARNAK_EV_ASSISTANT, q, 0, sl, pa->asst[sl], ARNAK_ASST_RECRUITED, 0);
            continue;
        }
        if (!pa->asst[sl])
            continue;
        if (pa->asst_gold[sl] && !pb->asst_gold[sl])
            push(b, ARNAK_EV_ASSISTANT, q, 0, sl, pa->asst[sl], ARNAK_ASST_UPGRADED, 0);
        if (pa->asst_tired[sl] && !pb->asst_tired[sl])
            push(b, ARNAK_EV_ASSISTANT, q, 0, sl, pa->asst[sl], ARNAK_ASST_EXHAUSTED, 0);
        if (!pa->asst_tired[sl] && pb->asst_tired[sl] && !round_change)
            push(b, ARNAK_EV_ASSISTANT, q, 0, sl, pa->asst[sl], ARNAK_ASST_REFRESHED, 0);
    }
    /* research */
    if (pa->glass != pb->glass)
        push(b, ARNAK_EV_RESEARCH, q, 0, 0, pb->glass, pa->glass, 0);
    if (pa->notebook != pb->notebook)
        push(b, ARNAK_EV_RESEARCH, q, 0, 1, pb->notebook, pa->notebook, 0);
    if (pa->temple_rank && !pb->temple_rank)
        push(b, ARNAK_EV_TEMPLE_ARRIVE, q, 0, pa->temple_rank, 0, 0, 0);
    if (pa->seen_temple_stack && !pb->seen_temple_stack)
        push(b, ARNAK_EV_TEMPLE_LOOK, q, GAME_EVENT_REVEAL, 0, 0, 0, 0);
    for (int t = 0; t < 3; t++)
        if (pa->temple_tiles[t] > pb->temple_tiles[t])
            push(b, ARNAK_EV_TEMPLE_TILE, q, 0, t, pa->temple_tiles[t] - pb->temple_tiles[t], 0, 0);
    /* archaeologists */
    for (int sp = 0; sp < ARNAK_SPACES; sp++) {
        bool was = B->space_occ[sp] == q + 1, is = A->space_occ[sp] == q + 1;
        if (was && !is && !round_change)
            push(b, ARNAK_EV_ARCH_RETURN, q, 0, sp, ak_space_site(sp), 0, 0);
    }
    for (int sp = 0; sp < ARNAK_SPACES; sp++) {
        bool was = B->space_occ[sp] == q + 1, is = A->space_occ[sp] == q + 1;
        if (!was && is)
            push(b, ARNAK_EV_ARCH_PLACE, q, 0, sp, ak_space_site(sp), 0, 0);
    }
    if (pa->passed && !pb->passed)
        push(b, ARNAK_EV_PASS, q, 0, 0, 0, 0, 0);
}

/* Events of player q (mid-round or round-end parts). */
static void player_events(evbuf *b, const arnak_state *B, arnak_action a, const arnak_state *A, int q,
                          int actor, int viewer, bool round_change)
{
    const arnak_player *pb = &B->p[q], *pa = &A->p[q];
    zones zb, za;
    count_zones(B, q, &zb);
    count_zones(A, q, &za);
    bool sees = viewer == GAME_VIEW_ALL || viewer == q;
    int fk = top_kind(B);

    /* payments */
    for (int r = 0; r < RES_N; r++)
        if (pa->res[r] < pb->res[r])
            push(b, ARNAK_EV_PAY, q, 0, r, pb->res[r] - pa->res[r], 0, 0);
    /* new cards (not owned before): bought / gained */
    int gained_play[CARD_COUNT] = {0};
    int deck_in = 0;
    for (int c = 1; c < CARD_COUNT; c++) {
        if (c == CARD_FEAR || za.own[c] <= zb.own[c])
            continue;
        int k = za.own[c] - zb.own[c];
        int src = 3, pos = -1;
        if ((pos = row_pos(B, c)) >= 0)
            src = 0;
        else if (B->revealed == c)
            src = 1;
        else if (in_item_exile(B, c))
            src = 2;
        int dest = za.play[c] > zb.play[c] ? 1 : za.deck[c] > zb.deck[c] ? 2 : 0;
        if (dest == 1)
            gained_play[c] += k;
        if (dest == 2)
            deck_in += k;
        for (int i = 0; i < k; i++)
            push(b, ARNAK_EV_GAIN_CARD, q, 0, c, src, dest, pos);
    }
    /* Fear cards gained go to the play area too */
    if (za.own[CARD_FEAR] > zb.own[CARD_FEAR])
        gained_play[CARD_FEAR] += za.own[CARD_FEAR] - zb.own[CARD_FEAR];
    /* cards into the play area (played, discarded, set-aside cards left over) */
    if (!round_change)
        for (int c = 1; c < CARD_COUNT; c++) {
            int k = za.play[c] - zb.play[c] - gained_play[c];
            if (k > 0)
                push(b, ARNAK_EV_PLAY, q, 0, c, k, 0, 0);
        }
    /* resources gained */
    for (int r = 0; r < RES_N; r++)
        if (pa->res[r] > pb->res[r])
            push(b, ARNAK_EV_GAIN, q, 0, r, pa->res[r] - pb->res[r], 0, 0);
    /* Fear */
    int fear_gain = za.own[CARD_FEAR] - zb.own[CARD_FEAR];
    if (fear_gain > 0)
        push(b, ARNAK_EV_FEAR, q, 0, fear_gain, 0, 0, 0);
    if (pa->fear_tiles != pb->fear_tiles)
        push(b, ARNAK_EV_FEAR_TILE, q, 0, pa->fear_tiles - pb->fear_tiles, 0, 0, 0);
    /* exiled cards */
    for (int c = 1; c < CARD_COUNT; c++)
        if (zb.own[c] > za.own[c])
            push(b, ARNAK_EV_EXILE, q, 0, c, zb.own[c] - za.own[c], 0, 0);
    /* a set-aside card put back on top of the deck */
    bool returned = q == actor && fk == FR_LIMBO_TOP && AKIND(a) == AK_CARD;
    if (returned) {
        deck_in++;
        push(b, ARNAK_EV_RETURN_CARD, q, sees ? 0 : GAME_EVENT_REDACTED, sees ? AB(a) : 0, 0, 0, 0);
    }
    /* draws in the middle of a round */
    if (!round_change) {
        int drawn = pb->deck_n + deck_in - pa->deck_n;
        bool aside = limbo_count(A, q) > limbo_count(B, q);
        if (drawn > 0) {
            if (sees) {
                int listed = 0;
                for (int c = 1; c < CARD_COUNT; c++) {
                    int in = (returned && c == AB(a)) ? 1 : 0;
                    if (za.own[c] > zb.own[c] && za.deck[c] > zb.deck[c])
                        in += za.own[c] - zb.own[c];
                    int k = zb.deck[c] + in - za.deck[c];
                    for (int i = 0; i < k && listed < drawn; i++, listed++)
                        push(b, ARNAK_EV_DRAW, q, GAME_EVENT_REVEAL, c, 1, aside, 0);
                }
                if (listed < drawn)
                    push(b, ARNAK_EV_DRAW, q, GAME_EVENT_REVEAL, 0, drawn - listed, aside, 0);
            } else {
                push(b, ARNAK_EV_DRAW, q, GAME_EVENT_REVEAL | GAME_EVENT_REDACTED, 0, drawn, aside, 0);
            }
        }
    }
    player_board_events(b, B, A, q, round_change);
}

/* ---- the solo rival: one tile event and one result event per turn ---------- */
static void rival_turn_events(evbuf *b, const arnak_state *A, int i, int tiles_left)
{
    const uint8_t *e = A->rival.log[i];
    push(b, ARNAK_EV_RIVAL_TILE, -1, GAME_EVENT_REVEAL, e[0], tiles_left, 0, 0);
    int res = e[0] < RIVAL_TILE_COUNT ? ARNAK_RIVAL_TILES[e[0]].res : 0;
    switch (e[1]) {
    case ARNAK_RV_DIG: push(b, ARNAK_EV_RIVAL_DIG, -1, 0, e[2], e[3], res, 0); break;
    case ARNAK_RV_DISCOVER: /* the idol byte unpacked: idol type, to -1, a face-down idol */
        push(b, ARNAK_EV_RIVAL_DISCOVER, -1, GAME_EVENT_REVEAL, e[2], e[3], e[4], e[5] & 7);
        b->out[b->n - 1].v[4] = (e[5] & 8) != 0;
        b->out[b->n - 1].v[5] = (e[5] & 16) != 0;
        break;
    case ARNAK_RV_RESEARCH:
    case ARNAK_RV_RESEARCH_ONLY:
        /* at the temple, the 6-point tile taken goes to v[5] (v[1] is a bonus tile) */
        push(b, ARNAK_EV_RIVAL_RESEARCH, -1, e[4] || e[5] ? GAME_EVENT_REVEAL : 0, e[2],
             e[2] == ARNAK_RV_AT_TEMPLE ? 0 : e[3], e[4], e[5]);
        b->out[b->n - 1].v[4] = e[1] == ARNAK_RV_RESEARCH_ONLY;
        b->out[b->n - 1].v[5] = e[2] == ARNAK_RV_AT_TEMPLE && e[3];
        break;
    case ARNAK_RV_OVERCOME: push(b, ARNAK_EV_RIVAL_OVERCOME, -1, 0, e[2], e[3], 0, 0); break;
    case ARNAK_RV_BUY: push(b, ARNAK_EV_RIVAL_BUY, -1, 0, e[2], e[3], 0, 0); break;
    default: push(b, ARNAK_EV_RIVAL_NOTHING, -1, 0, e[0], e[1] == ARNAK_RV_ROUND5, 0, 0); break;
    }
    if (tiles_left == 0)
        push(b, ARNAK_EV_RIVAL_PASS, -1, 0, 0, 0, 0, 0);
}

/* Log entries [from, to) of A; `left` tiles remained after entry to-1. */
static void rival_events_range(evbuf *b, const arnak_state *A, int from, int to, int left)
{
    for (int i = from; i < to && i < ARNAK_RIVAL_LOG; i++)
        rival_turn_events(b, A, i, left + (to - 1 - i));
}

int arnak_rival_events(const arnak_state *s, int from, game_event *out, int max)
{
    if (!s || max < 0 || (!out && max > 0) || from < 0)
        return GAME_E_ARG;
    evbuf b = {out, max, 0};
    if (s->nplayers == 1)
        rival_events_range(&b, s, from, s->rival.log_n, s->rival.stack_n);
    return b.n;
}

/* Did a logged rival turn of A do `result` at `a` (a < 0: anywhere) with detail
 * byte `k` non-zero (-1: any; -2: the Lost Temple stack's tile removed)?  Board diffs leave out what it explains. */
static bool rival_did(const arnak_state *A, int result, int a, int k)
{
    if (A->nplayers != 1)
        return false;
    for (int i = 0; i < A->rival.log_n && i < ARNAK_RIVAL_LOG; i++) {
        const uint8_t *e = A->rival.log[i];
        bool kind = e[1] == result || (result == ARNAK_RV_RESEARCH && e[1] == ARNAK_RV_RESEARCH_ONLY);
        bool detail = k == -2 ? e[2] != ARNAK_RV_AT_TEMPLE && e[3] == ARNAK_RV_TEMPLE_STACK_TILE
                              : k < 0 || e[k];
        if (kind && (a < 0 || e[2] == a) && detail)
            return true;
    }
    return false;
}

/* Bonus tiles of a Lost Temple pool (stack + box), counted by type. */
static void temple_pool_count(const arnak_state *s, int cnt[7])
{
    memset(cnt, 0, 7 * sizeof cnt[0]);
    for (int i = 0; i < s->temple_bonus_n && i < 4; i++)
        if (s->temple_bonus[i] <= 6)
            cnt[s->temple_bonus[i]]++;
    for (int t = 1; t <= 6; t++)
        cnt[t] += s->bonus_box[t];
}

/* Bonus tiles the rival's logged turns of A removed from research space sp,
 * counted by type into cnt (subtracted, so the player's own tiles remain). */
static void rival_bonus_taken(const arnak_state *A, int sp, int cnt[7])
{
    if (A->nplayers != 1)
        return;
    for (int i = 0; i < A->rival.log_n && i < ARNAK_RIVAL_LOG; i++) {
        const uint8_t *e = A->rival.log[i];
        bool research = e[1] == ARNAK_RV_RESEARCH || e[1] == ARNAK_RV_RESEARCH_ONLY;
        if (research && e[2] == sp && e[3] >= 1 && e[3] <= 6)
            cnt[e[3]]--;
    }
}

/* What changed on the board.  The actor of the step is credited only with what
 * the rival's turns of the step did not do: those are told by the rival's own
 * events (its discover names the site tile, the idols and the guardian; its
 * research the bonus tile; its buy the card). */
static void board_events(evbuf *b, const arnak_state *B, const arnak_state *A, int actor, bool round_change)
{
    for (int i = 0; i < ARNAK_SITES; i++)
        if (!B->site_tile[i] && A->site_tile[i] && !rival_did(A, ARNAK_RV_DISCOVER, i, -1))
            push(b, ARNAK_EV_SITE_TILE, actor, GAME_EVENT_REVEAL, i, A->site_tile[i], 0, 0);
    for (int i = 0; i < ARNAK_SITES; i++) {
        int g = A->site_guardian[i];
        if (!g || B->site_guardian[i] == g)
            continue;
        int from = -1;
        for (int j = 0; j < ARNAK_SITES; j++)
            if (j != i && B->site_guardian[j] == g)
                from = j;
        push(b, ARNAK_EV_GUARDIAN, -1, from < 0 ? GAME_EVENT_REVEAL : 0, i, g, from, 0);
    }
    for (int i = 0; i < ARNAK_SITES; i++) {
        if (rival_did(A, ARNAK_RV_DISCOVER, i, -1))
            continue; /* the rival's idols: in its discover event */
        if (B->site_idol[i] && !A->site_idol[i])
            push(b, ARNAK_EV_IDOL_TAKEN, actor, 0, i, B->site_idol[i], 0, 0);
        if (B->site_idol_down[i] && !A->site_idol_down[i])
            push(b, ARNAK_EV_IDOL_TAKEN, actor, 0, i, 0, 0, 0);
    }
    /* research bonus tiles */
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        if (A->bonus_n[sp] >= B->bonus_n[sp])
            continue;
        int cnt[7] = {0};
        for (int i = 0; i < B->bonus_n[sp] && i < 3; i++)
            if (B->bonus[sp][i] <= 6)
                cnt[B->bonus[sp][i]]++;
        for (int i = 0; i < A->bonus_n[sp] && i < 3; i++)
            if (A->bonus[sp][i] <= 6)
                cnt[A->bonus[sp][i]]--;
        rival_bonus_taken(A, sp, cnt);
        for (int t = 1; t <= 6; t++)
            for (int k = 0; k < cnt[t]; k++)
                push(b, ARNAK_EV_BONUS_TILE, actor, 0, sp, t, 0, 0);
    }
    if (A->temple_bonus_n < B->temple_bonus_n && !rival_did(A, ARNAK_RV_RESEARCH, -1, -2)) {
        int cb[7], ca[7];
        temple_pool_count(B, cb);
        temple_pool_count(A, ca);
        for (int t = 1; t <= 6; t++)
            for (int k = 0; k < cb[t] - ca[t]; k++)
                push(b, ARNAK_EV_BONUS_TILE, actor, 0, -1, t, 0, 0);
    }
    /* card row */
    for (int i = 0; i < ARNAK_ROW; i++) {
        int c = B->row[i];
        if (c && row_pos(A, c) < 0 && !rival_did(A, ARNAK_RV_BUY, c, -1)) {
            bool staff = round_change && (i == B->round - 1 || i == B->round);
            push(b, ARNAK_EV_ROW_REMOVE, -1, 0, c, i, staff, 0);
        }
    }
    for (int i = 0; i < ARNAK_ROW; i++) {
        int c = A->row[i];
        if (c && row_pos(B, c) < 0)
            push(b, ARNAK_EV_ROW_ADD, -1, c == B->revealed ? 0 : GAME_EVENT_REVEAL, c, i, 0, 0);
    }
    if (A->revealed && A->revealed != B->revealed)
        push(b, ARNAK_EV_REVEAL_CARD, actor, GAME_EVENT_REVEAL, A->revealed, 0, 0, 0);
    if (B->revealed && !A->revealed && row_pos(A, B->revealed) < 0) {
        bool bought = false;
        for (int q = 0; q < A->nplayers; q++) {
            zones z;
            count_zones(A, q, &z);
            bought |= z.own[B->revealed] > 0;
        }
        if (!bought)
            push(b, ARNAK_EV_REVEAL_CARD, actor, 0, B->revealed, 1, 0, 0);
    }
    /* a site tile turned up (Fishing Rod and friends: the top tile, activated) */
    if (A->l1_known_bottom > B->l1_known_bottom)
        push(b, ARNAK_EV_TILE_LOOK, actor, GAME_EVENT_REVEAL, 1, A->l1_stack[0], 0, 0);
    if (A->l2_known_bottom > B->l2_known_bottom)
        push(b, ARNAK_EV_TILE_LOOK, actor, GAME_EVENT_REVEAL, 2, A->l2_stack[0], 0, 0);
    /* assistant supply tops */
    for (int st = 0; st < 3; st++) {
        int tb = B->asst_n[st] ? B->asst_stack[st][B->asst_n[st] - 1] : 0;
        int ta = A->asst_n[st] ? A->asst_stack[st][A->asst_n[st] - 1] : 0;
        if (ta == tb && A->asst_n[st] == B->asst_n[st])
            continue;
        bool rev = A->asst_n[st] < B->asst_n[st] && A->asst_n[st] > 0 && B->asst_known[st] < 2;
        push(b, ARNAK_EV_ASST_TOP, -1, rev ? GAME_EVENT_REVEAL : 0, st, ta, 0, 0);
    }
    if (A->rescue_n != B->rescue_n) {
        int ta = A->rescue_n ? A->rescue[A->rescue_n - 1] : 0;
        bool rev = A->rescue_n < B->rescue_n && A->rescue_n > 0;
        push(b, ARNAK_EV_ASST_TOP, -1, rev ? GAME_EVENT_REVEAL : 0, 3, ta, 0, 0);
    }
}

/* Round end: shuffles and the new hands, new round, game over. */
static void round_events(evbuf *b, const arnak_state *B, arnak_action a, const arnak_state *A, int actor,
                         int viewer)
{
    int n = B->nplayers;
    push(b, ARNAK_EV_ROUND_END, -1, 0, B->round, 0, 0, 0);
    if (A->round != B->round) {
        int fk = top_kind(B);
        for (int k = 0; k < n; k++) {
            int q = (B->start_player + k) % n;
            const arnak_player *pb = &B->p[q], *pa = &A->p[q];
            int disc = (q == actor && fk == FR_KEEP && AKIND(a) == AK_CARD) ? 1 : 0;
            int drawn = pa->hand_n - (pb->hand_n - disc);
            int shuffled = pa->deck_n + drawn - pb->deck_n;
            if (shuffled > 0)
                push(b, ARNAK_EV_SHUFFLE, q, GAME_EVENT_REVEAL, shuffled, 0, 0, 0);
            if (drawn <= 0)
                continue;
            if (viewer == GAME_VIEW_ALL || viewer == q) {
                zones zb, za;
                count_zones(B, q, &zb);
                count_zones(A, q, &za);
                if (disc && AB(a) > 0 && AB(a) < CARD_COUNT)
                    zb.hand[AB(a)]--;
                int listed = 0;
                for (int c = 1; c < CARD_COUNT; c++)
                    for (int i = 0; i < za.hand[c] - zb.hand[c] && listed < drawn; i++, listed++)
                        push(b, ARNAK_EV_DRAW, q, GAME_EVENT_REVEAL, c, 1, 0, 0);
                if (listed < drawn)
                    push(b, ARNAK_EV_DRAW, q, GAME_EVENT_REVEAL, 0, drawn - listed, 0, 0);
            } else {
                push(b, ARNAK_EV_DRAW, q, GAME_EVENT_REVEAL | GAME_EVENT_REDACTED, 0, drawn, 0, 0);
            }
        }
        push(b, ARNAK_EV_ROUND_BEGIN, -1, 0, A->round, A->start_player, n == 1, 0);
    }
}

static int events_of(const arnak_state *B, arnak_action a, const arnak_state *A, int viewer, evbuf *b)
{
    int n = B->nplayers;
    int actor = arnak_current_player(B);
    if (actor < 0)
        actor = 0;
    bool over = A->over && !B->over;
    bool round_change = A->round != B->round || over;
    for (int k = 0; k < n; k++)
        player_events(b, B, a, A, (actor + k) % n, actor, viewer, round_change);
    /* solo: the rival's turns of this step; those after a new round began
     * (its first of the round) come after the round events */
    int rlog = n == 1 ? A->rival.log_n : 0, rnew = 0;
    if (rlog > ARNAK_RIVAL_LOG)
        rlog = ARNAK_RIVAL_LOG;
    if (rlog && A->round != B->round)
        rnew = A->rival.used_n < rlog ? A->rival.used_n : rlog;
    rival_events_range(b, A, 0, rlog - rnew, rnew ? 0 : A->rival.stack_n);
    board_events(b, B, A, actor, round_change);
    if (round_change)
        round_events(b, B, a, A, actor, viewer);
    if (rnew)
        rival_events_range(b, A, rlog - rnew, rlog, A->rival.stack_n);
    if (over) {
        int sc[4] = {0, 0, 0, 0}, mask = 0;
        bool win[ARNAK_MAX_PLAYERS] = {false};
        arnak_tiebreak how;
        arnak_winners_how(A, win, &how);
        for (int q = 0; q < n; q++) {
            arnak_score s;
            arnak_score_player(A, q, &s);
            sc[q] = s.total;
            if (win[q])
                mask |= 1 << q;
        }
        if (n == 1) {
            arnak_score s;
            arnak_score_rival(A, &s);
            sc[1] = s.total;
        }
        if (b->n < b->max) {
            push(b, ARNAK_EV_GAME_OVER, -1, 0, sc[0], sc[1], sc[2], sc[3]);
            b->out[b->n - 1].v[4] = mask;
            b->out[b->n - 1].v[5] = n;
        }
        if (how != ARNAK_TIE_NONE)
            push(b, ARNAK_EV_TIEBREAK, -1, 0, (int)how, 0, 0, 0);
    } else {
        int pb = arnak_current_player(B), pa = arnak_current_player(A);
        if (pa >= 0 && pa != pb)
            push(b, ARNAK_EV_TURN, pa, 0, 0, 0, 0, 0);
    }
    return b->n;
}

int arnak_events(const arnak_state *before, arnak_action a, const arnak_state *after, int viewer,
                 game_event *out, int max)
{
    if (!before || !after || max < 0 || (!out && max > 0))
        return GAME_E_ARG;
    if (before->nplayers < 1 || before->nplayers > ARNAK_MAX_PLAYERS || after->nplayers != before->nplayers)
        return GAME_E_ARG;
    if (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR && (viewer < 0 || viewer >= before->nplayers))
        return GAME_E_ARG;
    evbuf b = {out, max, 0};
    if (viewer == GAME_VIEW_ALL)
        return events_of(before, a, after, viewer, &b);
    arnak_state ob, oa;
    arnak_observe(before, viewer, &ob);
    arnak_observe(after, viewer, &oa);
    return events_of(&ob, a, &oa, viewer, &b);
}

/* ---- the wording table --------------------------------------------------- */

static const char *card_name(int c) { return c > 0 && c < CARD_COUNT ? ARNAK_CARDS[c].name : "a card"; }
static const char *site_name(int s) { return s >= 0 && s < ARNAK_SITES ? ARNAK_SITE_DEFS[s].name : "?"; }
static const char *res_name(int r) { return r >= 0 && r < RES_N ? ARNAK_RES_NAMES[r] : "?"; }
static const char *guardian_name(int g) { return g > 0 && g < 16 ? ARNAK_GUARDIANS[g].name : "?"; }
static const char *asst_name(int id) { return id > 0 && id < 13 ? ARNAK_ASSISTANTS[id].name : "?"; }
static const char *tile_name(int t) { return t > 0 && t < 17 ? ARNAK_TILES[t].name : "?"; }
static const char *bonus_name(int t) { return t > 0 && t < 7 ? ARNAK_BONUS_NAMES[t] : "?"; }
static const char *idol_name(int t) { return t > 0 && t < 7 ? ARNAK_IDOL_NAMES[t] : "face-down"; }
static const char *rival_tile_name(int t) { return arnak_rival_tile_name(t); }

/* "P3a": a dig space by its site and side; a site's name for the others. */
static const char *space_name(int sp)
{
    static _Thread_local char buf[16];
    int site = sp >= 0 && sp < ARNAK_SPACES ? ak_space_site(sp) : -1;
    if (site >= 0 && site < 5)
        snprintf(buf, sizeof buf, "%s%c", site_name(site), (sp & 1) ? 'b' : 'a');
    else
        snprintf(buf, sizeof buf, "%s", site_name(site));
    return buf;
}

/* The things a field of kind GAME_WK_NAME names, by the word the table uses. */
static const struct {
    const char *what;
    const char *(*name)(int id);
} NAMERS[] = {
    {"card", card_name},   {"site", site_name},   {"resource", res_name},
    {"guardian", guardian_name}, {"assistant", asst_name}, {"tile", tile_name},
    {"bonus", bonus_name}, {"idol", idol_name},   {"rival_tile", rival_tile_name},
    {"space", space_name},
};

static json_t *word_name(const char *what, int32_t id)
{
    for (size_t i = 0; i < sizeof NAMERS / sizeof NAMERS[0]; i++)
        if (strcmp(what, NAMERS[i].what) == 0)
            return json_string(NAMERS[i].name(id));
    return NULL;
}

/* Field makers (core/words.h): a number, a name, a word of a list, with an
 * optional presence rule on a v[] slot. */
#define NUM(k, kd, i) {.key = k, .kind = kd, .v = i}
#define NUMIF(k, kd, i, when) {.key = k, .kind = kd, .v = i, when}
#define NAME(k, what, i) {.key = k, .kind = GAME_WK_NAME, .v = i, .names = what}
#define NAMEIF(k, what, i, when) {.key = k, .kind = GAME_WK_NAME, .v = i, .names = what, when}
#define WORD(k, words, i) {.key = k, .kind = GAME_WK_WORD, .v = i, .names = words}
#define IF_NZ(c) .when = GAME_WHEN_OUT, .cv = c, .lo = 0, .hi = 0
#define IF_GE0(c) .when = GAME_WHEN_IN, .cv = c, .lo = 0, .hi = INT32_MAX
#define IF_LT0(c) .when = GAME_WHEN_IN, .cv = c, .lo = INT32_MIN, .hi = -1
#define IF_EQ(c, x) .when = GAME_WHEN_IN, .cv = c, .lo = x, .hi = x
#define IF_NE(c, x) .when = GAME_WHEN_OUT, .cv = c, .lo = x, .hi = x
#define CARD(i) NAME("card", "card", i), NUM("card_id", GAME_WK_NUMBER, i)

/* Every event type: its JSON "type", its English sentence, its fields (the
 * v[] layout is events.h's).  The JSON (arnak_event_json) and the text
 * (arnak_event_text) are made from this table alone, and the catalog hands it
 * to the page (docs/CATALOG.md, "words").  A new event type is one row here
 * (after its ARNAK_EV_* in events.h) plus its Polish line in
 * web/js/words_pl.js; test_catalog and web_words_pl fail until both exist. */
static const game_word_row EVENTS[ARNAK_EV_COUNT] = {
    [ARNAK_EV_PAY] = {"pay", "{player} pays {amount:resource}",
                      {NAME("resource", "resource", 0), NUM("amount", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_GAIN] = {"gain", "{player} gains {amount:resource}",
                       {NAME("resource", "resource", 0), NUM("amount", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_PLAY] = {"play", "{player} puts [count>1|{count} x ]{card} into the play area",
                       {CARD(0), NUM("count", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_DRAW] = {"draw",
                       "{player} draws [card|{card}][!card count=1|a card][!card !count=1|{count} cards]"
                       "[set_aside count=1| and sets it aside][set_aside !count=1| and sets them aside]",
                       {NAMEIF("card", "card", 0, IF_NZ(0)), NUMIF("card_id", GAME_WK_NUMBER, 0, IF_NZ(0)),
                        NUM("count", GAME_WK_NUMBER, 1), NUM("set_aside", GAME_WK_FLAG, 2)}},
    [ARNAK_EV_RETURN_CARD] = {"return_card", "{player} puts [card|{card}][!card|a card] back on top of the deck",
                              {NAMEIF("card", "card", 0, IF_NZ(0)), NUMIF("card_id", GAME_WK_NUMBER, 0, IF_NZ(0))}},
    [ARNAK_EV_GAIN_CARD] = {"gain_card",
                            "{player} takes {card}[from=row| from the card row][from=revealed| (the revealed card)]"
                            "[from=exile| from exile] into the [to=hand|hand][to=play|play area][to=deck|deck]",
                            {CARD(0), WORD("from", "row|revealed|exile|other", 1), WORD("to", "hand|play|deck", 2),
                             NUMIF("row_position", GAME_WK_POSITION, 3, IF_GE0(3))}},
    [ARNAK_EV_EXILE] = {"exile", "{player} exiles [count>1|{count} x ]{card}",
                        {CARD(0), NUM("count", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_FEAR] = {"fear", "{player} gains [count=1|a Fear card][!count=1|{count} Fear cards]",
                       {NUM("count", GAME_WK_NUMBER, 0)}},
    [ARNAK_EV_FEAR_TILE] = {"fear_tile",
                            "{player} [change<0|returns][!change<0|takes] {change} fear tile[change>1|s][change<-1|s]",
                            {NUM("change", GAME_WK_CHANGE, 0)}},
    [ARNAK_EV_IDOL_TAKEN] = {"idol_taken", "{player} takes the {idol} idol at {site}",
                             {NAME("site", "site", 0), NAME("idol", "idol", 1)}},
    [ARNAK_EV_IDOL_SLOT] = {"idol_slot",
                            "{player} [change<0|takes an idol back from its slot ({slots} filled)]"
                            "[!change<0|places an idol in slot {slots}]",
                            {NUM("slots", GAME_WK_NUMBER, 0), NUM("change", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_OVERCOME] = {"overcome", "{player} overcomes the {guardian}[site| at {site}]",
                           {NAME("guardian", "guardian", 0), NUM("guardian_id", GAME_WK_NUMBER, 0),
                            NAMEIF("site", "site", 1, IF_GE0(1))}},
    [ARNAK_EV_BOON] = {"boon", "{player} uses the boon of the {guardian}",
                       {NAME("guardian", "guardian", 0), NUM("guardian_id", GAME_WK_NUMBER, 0)}},
    [ARNAK_EV_ASSISTANT] = {"assistant",
                            "{player} [change=recruited|recruits][change=upgraded|upgrades to gold]"
                            "[change=exhausted|uses (exhausts)][change=refreshed|refreshes][change=lost|gives up]"
                            " the {assistant}",
                            {NUM("slot", GAME_WK_NUMBER, 0), NAME("assistant", "assistant", 1),
                             WORD("change", "recruited|upgraded|exhausted|refreshed|lost", 2)}},
    [ARNAK_EV_RESEARCH] = {"research",
                           "{player} moves the [token=glass|magnifying glass][token=notebook|notebook]"
                           " from research space {from} to {to}",
                           {WORD("token", "glass|notebook", 0), NUM("from", GAME_WK_NUMBER, 1),
                            NUM("to", GAME_WK_NUMBER, 2)}},
    [ARNAK_EV_TEMPLE_ARRIVE] = {"temple_arrive", "{player} reaches the Lost Temple (arrival {rank})",
                                {NUM("rank", GAME_WK_NUMBER, 0)}},
    [ARNAK_EV_TEMPLE_TILE] = {"temple_tile", "{player} takes a {points}-point temple tile",
                              {{.key = "points", .kind = GAME_WK_WORD_NUMBER, .v = 0, .names = "2|6|11"},
                               NUM("count", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_ARCH_PLACE] = {"arch_place", "{player} sends an archaeologist to {space}",
                             {NAME("space", "space", 0), NAME("site", "site", 1)}},
    [ARNAK_EV_ARCH_RETURN] = {"arch_return", "{player}'s archaeologist returns from {space}",
                              {NAME("space", "space", 0), NAME("site", "site", 1)}},
    [ARNAK_EV_PASS] = {"pass", "{player} passes", {{0}}},
    [ARNAK_EV_TEMPLE_LOOK] = {"temple_look", "{player} looks through the Lost Temple bonus stack", {{0}}},
    [ARNAK_EV_BONUS_TILE] = {"bonus_tile",
                             "{player} takes the {tile} bonus tile [lost_temple|from the Lost Temple stack]"
                             "[!lost_temple|at research space {space}]",
                             {NUMIF("space", GAME_WK_NUMBER, 0, IF_GE0(0)),
                              NUMIF("lost_temple", GAME_WK_TRUE, 0, IF_LT0(0)), NAME("tile", "bonus", 1)}},
    [ARNAK_EV_SITE_TILE] = {"site_tile", "{player} discovers {site}: site tile {tile}",
                            {NAME("site", "site", 0), NAME("tile", "tile", 1), NUM("tile_id", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_GUARDIAN] = {"guardian",
                           "[from|The {guardian} moves from {from} to {site}][!from|The {guardian} wakes at {site}]",
                           {NAME("site", "site", 0), NAME("guardian", "guardian", 1),
                            NUM("guardian_id", GAME_WK_NUMBER, 1), NAMEIF("from", "site", 2, IF_GE0(2))}},
    [ARNAK_EV_ROW_REMOVE] = {"row_remove",
                             "{card} [exiled|beside the moon staff is exiled from the card row][!exiled|leaves the card row]",
                             {CARD(0), NUM("position", GAME_WK_POSITION, 1), NUM("exiled", GAME_WK_FLAG, 2)}},
    [ARNAK_EV_ROW_ADD] = {"row_add", "{card} is dealt into the card row (position {position})",
                          {CARD(0), NUM("position", GAME_WK_POSITION, 1)}},
    [ARNAK_EV_REVEAL_CARD] = {"reveal_card",
                              "[returned|{card} goes back on top of its deck]"
                              "[!returned|{player} reveals {card} from the top of its deck]",
                              {CARD(0), NUM("returned", GAME_WK_FLAG, 1)}},
    [ARNAK_EV_TILE_LOOK] = {"tile_look", "{player} turns up the level {level} site tile {tile}",
                            {NUM("level", GAME_WK_LEVEL, 0), NAME("tile", "tile", 1)}},
    [ARNAK_EV_ASST_TOP] = {"assistant_top",
                           "[assistant|{assistant} now lies on top of ][assistant stack=3|the rescue stack]"
                           "[assistant !stack=3|assistant stack {stack}][!assistant stack=3|The rescue stack is empty]"
                           "[!assistant !stack=3|The assistant stack {stack} is empty]",
                           {NUM("stack", GAME_WK_POSITION, 0), NAMEIF("assistant", "assistant", 1, IF_NZ(1))}},
    [ARNAK_EV_ROUND_END] = {"round_end", "Round {round} ends", {NUM("round", GAME_WK_NUMBER, 0)}},
    [ARNAK_EV_SHUFFLE] = {"shuffle", "{player} shuffles {count} card[!count=1|s] under the deck",
                          {NUM("count", GAME_WK_NUMBER, 0)}},
    [ARNAK_EV_ROUND_BEGIN] = {"round_begin",
                              "Round {round} begins ([rival_starts|the rival starts][!rival_starts|{start_player} starts])",
                              {NUM("round", GAME_WK_NUMBER, 0), NUM("start_player", GAME_WK_PLAYER, 1),
                               NUMIF("rival_starts", GAME_WK_TRUE, 2, IF_NZ(2))}},
    [ARNAK_EV_TURN] = {"turn", "{player}'s turn", {{0}}},
    [ARNAK_EV_GAME_OVER] = {"game_over",
                            "Game over: [scores|{scores}][!scores|{seat} {score}, the rival {rival_score}: ]"
                            "[winner|{seat} wins][!scores !winner|the rival wins]",
                            /* solo: "seat" is the player's (v[2], the third score, is 0 there) */
                            {NUMIF("seat", GAME_WK_PLAYER, 2, IF_EQ(5, 1)), NUMIF("score", GAME_WK_NUMBER, 0, IF_EQ(5, 1)),
                             NUMIF("rival_score", GAME_WK_NUMBER, 1, IF_EQ(5, 1)),
                             NUMIF("winner", GAME_WK_FLAG, 4, IF_EQ(5, 1)),
                             {.key = "scores", .kind = GAME_WK_SCORES, .v = 0, .v2 = 5, IF_NE(5, 1)},
                             {.key = "winners", .kind = GAME_WK_SEATS, .v = 4, .v2 = 5, IF_NE(5, 1)}}},
    [ARNAK_EV_TIEBREAK] = {"tiebreak",
                           "Tied on points: [rule=temple|the first to reach the Lost Temple wins]"
                           "[rule=research|the higher research score wins]"
                           "[rule=shared|the victory is shared (no one reached the Lost Temple first, "
                           "equal research scores)]",
                           {WORD("rule", "none|temple|research|shared", 0)}},
    [ARNAK_EV_RIVAL_TILE] = {"rival_tile", "Rival turns up {tile} ({tiles_left} tile[!tiles_left=1|s] left)",
                             {NAME("tile", "rival_tile", 0), NUM("tiles_left", GAME_WK_NUMBER, 1)}},
    [ARNAK_EV_RIVAL_DIG] = {"rival_dig",
                            "Rival digs at {space} for [resource=arrowhead|an][!resource=arrowhead|a] {resource}",
                            {NAME("site", "site", 0), NAME("space", "space", 1), NAME("resource", "resource", 2)}},
    [ARNAK_EV_RIVAL_DISCOVER] = {"rival_discover",
                                 "Rival discovers {site}: site tile {tile}[idol|; takes the {idol} idol]"
                                 "[idol_to_minus| (to -1)][face_down_idol| and a face-down idol (to -1)]"
                                 "[guardian|; a guardian wakes]",
                                 {NAME("site", "site", 0), NAME("tile", "tile", 1),
                                  NAMEIF("guardian", "guardian", 2, IF_NZ(2)), NAMEIF("idol", "idol", 3, IF_NZ(3)),
                                  NUMIF("idol_to_minus", GAME_WK_FLAG, 4, IF_NZ(3)),
                                  NUM("face_down_idol", GAME_WK_FLAG, 5)}},
    [ARNAK_EV_RIVAL_RESEARCH] = {"rival_research",
                                 "Rival researches[instead_of_overcome| (no guardian at its sites)]: "
                                 "[at_temple temple_tile|takes a 6-point temple tile]"
                                 "[at_temple !temple_tile|no 6-point temple tile left]"
                                 "[temple_bonus_removed|reaches the Lost Temple, a bonus tile leaves the game]"
                                 "[!at_temple !temple_bonus_removed|magnifying glass to space {space}]"
                                 "[bonus_removed|; the {bonus_removed} bonus tile leaves the game]"
                                 "[assistant_removed|; removes the {assistant_removed}]"
                                 "[rescued_removed !assistant_removed|; removes the rescued assistant {rescued_removed}]"
                                 "[rescued_removed assistant_removed| and the rescued {rescued_removed}]",
                                 {NUMIF("at_temple", GAME_WK_TRUE, 0, IF_EQ(0, ARNAK_RV_AT_TEMPLE)),
                                  {.key = "temple_tile", .kind = GAME_WK_WORD_NUMBER, .v = 5, .names = "0|6",
                                   IF_EQ(0, ARNAK_RV_AT_TEMPLE)},
                                  NUMIF("space", GAME_WK_NUMBER, 0, IF_NE(0, ARNAK_RV_AT_TEMPLE)),
                                  NUMIF("temple_bonus_removed", GAME_WK_TRUE, 1, IF_EQ(1, ARNAK_RV_TEMPLE_STACK_TILE)),
                                  {.key = "bonus_removed", .kind = GAME_WK_NAME, .v = 1, .names = "bonus",
                                   .when = GAME_WHEN_IN, .cv = 1, .lo = 1, .hi = 6},
                                  NAMEIF("assistant_removed", "assistant", 2, IF_NZ(2)),
                                  NAMEIF("rescued_removed", "assistant", 3, IF_NZ(3)),
                                  NUM("instead_of_overcome", GAME_WK_FLAG, 4)}},
    [ARNAK_EV_RIVAL_OVERCOME] = {"rival_overcome", "Rival overcomes the {guardian} at {site}",
                                 {NAME("site", "site", 0), NAME("guardian", "guardian", 1)}},
    [ARNAK_EV_RIVAL_BUY] = {"rival_buy", "Rival buys {card}", {CARD(0), NUM("position", GAME_WK_POSITION, 1)}},
    [ARNAK_EV_RIVAL_NOTHING] = {"rival_nothing",
                                "[round5|Rival does nothing ({tile}: not in round V)][!round5|Rival can do nothing with {tile}]",
                                {NAME("tile", "rival_tile", 0), NUM("round5", GAME_WK_FLAG, 1)}},
    [ARNAK_EV_RIVAL_PASS] = {"rival_pass", "Rival has used all its tiles this round", {{0}}},
};

const game_words ARNAK_WORDS = {EVENTS, ARNAK_EV_COUNT, ARNAK_ACTION_WORDS, word_name, ARNAK_REASON_WORDS,
                                 ARNAK_WHY_COUNT, NULL};

const char *arnak_event_type_name(int type)
{
    return type > 0 && type < ARNAK_EV_COUNT ? EVENTS[type].name : "?";
}

int arnak_event_text(const game_event *e, char *buf, size_t n)
{
    return game_words_event_text(&ARNAK_WORDS, e, buf, n);
}

json_t *arnak_event_json(const game_event *e) { return game_words_event_json(&ARNAK_WORDS, e); }

/* ---- undo ------------------------------------------------------------------ */

bool arnak_undoable(const arnak_state *before, arnak_action a, const arnak_state *after)
{
    if (!before || !after || before->over || after->over)
        return false;
    if (before->rng_state != after->rng_state || before->rng_inc != after->rng_inc)
        return false;
    int k = AKIND(a);
    if (k == AK_END || k == AK_PASS)
        return false;
    /* solo: never back past a rival turn (it turned up a hidden tile) */
    if (after->nplayers == 1 && (after->rival.log_n > 0 || after->rival.used_n != before->rival.used_n))
        return false;
    int p = arnak_current_player(before);
    if (p < 0 || arnak_current_player(after) != p || after->round != before->round ||
        after->turn_player != before->turn_player)
        return false;
    if (before->main_done && !after->main_done)
        return false; /* a new turn of the same player */
    game_event ev[GAME_MAX_EVENTS];
    int n = arnak_events(before, a, after, GAME_VIEW_ALL, ev, GAME_MAX_EVENTS);
    if (n < 0 || n >= GAME_MAX_EVENTS)
        return false;
    for (int i = 0; i < n; i++)
        if (ev[i].flags & GAME_EVENT_REVEAL)
            return false;
    /* anything hidden that changed without an event (a stack looked at) */
    if (before->item_n != after->item_n || before->art_n != after->art_n || before->l1_n != after->l1_n ||
        before->l2_n != after->l2_n || before->guard_n != after->guard_n ||
        before->temple_bonus_n != after->temple_bonus_n)
        return false;
    for (int st = 0; st < 3; st++)
        if (before->asst_n[st] > after->asst_n[st])
            return false;
    for (int q = 0; q < before->nplayers; q++)
        if (before->p[q].deck_n > after->p[q].deck_n || before->p[q].next_seg != after->p[q].next_seg)
            return false;
    return true;
}

/* ---- action and decision text for a viewer -------------------------------- */

static const struct {
    const char *from, *to;
} PHRASES[] = {
    {"pass", "passes"},
    {"decide", "decides"},
    {"end-turn", "ends the turn"},
    {"keep", "keeps the rest of the hand"},
    {"yes", "accepts"},
    {"use-effect", "uses the card's effect"},
    {"skip", "skips"},
    {"pay nothing", "pays nothing"},
    {"row-first", "resolves the row effect first"},
    {"bonus-first", "takes the bonus tile first"},
    {"tablet-to-arrowhead", "upgrades a tablet to an arrowhead"},
    {"arrowhead-to-jewel", "upgrades an arrowhead to a jewel"},
};
static const struct {
    const char *from, *to;
} PREFIXES[] = {
    {"dig ", "digs at "},
    {"discover ", "discovers "},
    {"overcome ", "overcomes the guardian at "},
    {"buy ", "buys "},
    {"play ", "plays "},
    {"research glass ", "researches: magnifying glass to "},
    {"research notebook ", "researches: notebook to "},
    {"temple ", "takes the temple tile "},
    {"assistant ", "uses the assistant "},
    {"boon ", "uses the boon of "},
    {"idol ", "uses an idol slot: "},
    {"pay ", "pays with "},
    {"choose ", "chooses "},
    {"bonus ", "takes the bonus tile "},
    {"activate ", "activates "},
    {"relocate ", "relocates "},
    {"move-guardian ", "moves a guardian "},
    {"recruit ", "recruits "},
    {"upgrade ", "upgrades "},
    {"refresh ", "refreshes "},
    {"rescue ", "rescues "},
    {"use ", "uses "},
    {"exchange ", "exchanges "},
    {"draw ", "draws "},
    {"take ", "takes "},
    {"return ", "returns "},
};

static int humanize(const char *canon, char *buf, size_t n, int player)
{
    for (size_t i = 0; i < sizeof PHRASES / sizeof PHRASES[0]; i++)
        if (strcmp(canon, PHRASES[i].from) == 0)
            return snprintf(buf, n, "P%d: %s", player + 1, PHRASES[i].to);
    for (size_t i = 0; i < sizeof PREFIXES / sizeof PREFIXES[0]; i++) {
        size_t k = strlen(PREFIXES[i].from);
        if (strncmp(canon, PREFIXES[i].from, k) == 0)
            return snprintf(buf, n, "P%d: %s%s", player + 1, PREFIXES[i].to, canon + k);
    }
    return snprintf(buf, n, "P%d: %s", player + 1, canon);
}

int arnak_action_text(const arnak_state *s, arnak_action a, int viewer, char *buf, size_t n)
{
    if (buf && n)
        buf[0] = '\0';
    if (!s || !buf || s->nplayers < 1 || s->nplayers > ARNAK_MAX_PLAYERS || s->depth == 0 || s->over)
        return GAME_E_ARG;
    if (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR && (viewer < 0 || viewer >= s->nplayers))
        return GAME_E_ARG;
    const arnak_frame *f = &s->stack[s->depth - 1];
    int player = f->player, fk = f->kind;
    bool sees = viewer == GAME_VIEW_ALL || viewer == player;
    if (AKIND(a) == AK_CARD) {
        int zone = AA(a), card = AB(a);
        const char *name = zone == Z_FEARTILE ? "a fear tile" : card_name(card);
        switch (fk) {
        case FR_LIMBO_KEEP:
            return snprintf(buf, n, "P%d: keeps %s", player + 1, sees ? name : "a card");
        case FR_LIMBO_TOP:
            return snprintf(buf, n, "P%d: puts %s back on top of the deck", player + 1, sees ? name : "a card");
        case FR_EXILE:
            return snprintf(buf, n, "P%d: exiles %s%s", player + 1, name,
                            zone == Z_HAND ? " from hand" : zone == Z_PLAY ? " from the play area" : "");
        case FR_DISCARD:
        case FR_PAY_DISCARD:
        case FR_KEEP: /* the card goes into the play area, as the action's label says */
            return snprintf(buf, n, "P%d: puts %s into play", player + 1, name);
        case FR_HAMMER_TAKE:
            return snprintf(buf, n, "P%d: takes %s from exile", player + 1, name);
        default: break;
        }
    }
    char canon[128];
    if (AKIND(a) == AK_PLAY && AA(a) > 0 && AA(a) < CARD_COUNT) {
        /* A card played goes face up into the play area: everyone learns it.
         * Its text (text.c's "play SLUG[/pass]") depends on the action alone;
         * on the viewer's observation, where the hand is hidden, the action
         * would not be legal and arnak_action_to_string would give nothing. */
        snprintf(canon, sizeof canon, "play %s%s", ARNAK_CARDS[AA(a)].slug, AB(a) ? "/pass" : "");
    } else if (viewer == GAME_VIEW_ALL) {
        arnak_action_to_string(s, a, canon, sizeof canon);
    } else {
        arnak_state o;
        arnak_observe(s, viewer, &o);
        arnak_action_to_string(&o, a, canon, sizeof canon);
        /* a step that names what the viewer cannot see (a payment with a card
         * from another player's hand): said in general words; the events that
         * follow name whatever it reveals ("P2 puts Fear into the play area") */
        if (!canon[0])
            snprintf(canon, sizeof canon, "%s", AKIND(a) == AK_PAY ? "pay a card from hand" : "decide");
    }
    return humanize(canon, buf, n, player);
}

int arnak_decision_text_viewer(const arnak_state *s, int viewer, char *buf, size_t n)
{
    if (buf && n)
        buf[0] = '\0';
    if (!s || !buf || s->nplayers < 1 || s->nplayers > ARNAK_MAX_PLAYERS)
        return GAME_E_ARG;
    if (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR && (viewer < 0 || viewer >= s->nplayers))
        return GAME_E_ARG;
    int p = arnak_current_player(s);
    if (p < 0 || p == viewer)
        return arnak_decision_text(s, buf, n);
    char t[160];
    arnak_decision_text(s, t, sizeof t);
    return snprintf(buf, n, "P%d is choosing: %s", p + 1, t);
}
