/* bot_greedy.c - one-step lookahead with a hand-written evaluation.
 *
 * For every legal action the bot copies its OWN view of the state, applies
 * the action there and scores the result for its seat.  The view is
 * arnak_observe for its seat (other hands, deck orders and the RNG in
 * canonical form) followed by arnak_determinize with a seed from the bot's
 * generator: the observation's canonical RNG need not be a working generator
 * (an all-zero PCG never leaves zero), and determinizing only reshuffles what
 * the seat cannot see, so the view still holds nothing hidden.  Whatever it
 * "draws" there is a guess, never the real card, so the choice cannot depend
 * on hidden information.
 *
 * The evaluation is deliberately simple:
 *   final-score total (arnak_score_player)
 * + resources, worth less as the game goes on (they are only a means)
 * + the future use of owned cards (roughly half their price), minus a
 *   penalty for Fear cards clogging the hand
 * + assistants, research progress, archaeologists at work this round,
 *   minus the Fear expected from archaeologists standing next to a guardian.
 * Ties are broken by the bot's own generator.
 */
#include "bot.h"

#include <stdlib.h>

/* Base worth of one coin, compass, tablet, arrowhead, jewel in round 1. */
static const double res_worth[RES_N] = {0.6, 0.7, 0.7, 1.0, 1.6};

/* Purchase price of each card (coins for items, compasses for artifacts),
 * from the card list (cards.md section 8).  Used only as a rough measure of
 * how useful a card is to own; its victory points are already in the score. */
static const unsigned char card_price[CARD_COUNT] = {
    0, 0, 0, 0, 0, 0,                         /* none, basic cards, Fear */
    3, 3, 4, 4, 3, 3, 1, 1, 1, 1,             /* items 1-10 */
    2, 4, 3, 2, 1, 3, 4, 4, 2, 4,             /* items 11-20 */
    2, 2, 2, 1, 2, 2, 4, 2, 3, 2,             /* items 21-30 */
    4, 1, 2, 2, 3, 3, 3, 2, 3, 3,             /* items 31-40 */
    3, 4, 3, 4, 4, 4, 3, 3, 2, 4,             /* artifacts 1-10 */
    3, 2, 4, 4, 4, 2, 4, 4, 3, 3,             /* artifacts 11-20 */
    3, 2, 4, 4, 2, 3, 3, 4, 3, 3,             /* artifacts 21-30 */
    4, 3, 4, 4, 4,                            /* artifacts 31-35 */
};

/* Row (0 = start .. 8 = Lost Temple) of each research space, Bird then Snake
 * (board.md 9.2 / 9.3). */
static const unsigned char research_row[2][ARNAK_RSPACES] = {
    {0, 1, 1, 2, 2, 3, 4, 4, 4, 5, 6, 6, 7, 7, 8},
    {0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8},
};

static int space_site(int space)
{
    return space < 10 ? space / 2 : space - 10 + 5;
}

static int row_of(const arnak_state *s, int space)
{
    if (space < 0 || space >= ARNAK_RSPACES)
        return 0;
    return research_row[s->side == ARNAK_SIDE_SNAKE][space];
}

/* Heuristic worth of state s for player p. */
static double evaluate(const arnak_state *s, int p)
{
    arnak_score sc;
    arnak_score_player(s, p, &sc);
    double v = sc.total;
    if (arnak_is_over(s))
        return v; /* only points count now */

    int round = s->round < 1 ? 1 : s->round > 5 ? 5 : s->round;
    /* Share of the game still to come: 1.0 in round 1, 0.2 in round 5. */
    double future = (6.0 - round) / 5.0;
    const arnak_player *pl = &s->p[p];

    for (int r = 0; r < RES_N; r++)
        v += pl->res[r] * res_worth[r] * (future + 0.1);

    int owned = pl->deck_n + pl->hand_n + pl->play_n;
    for (int i = 0; i < owned && i < ARNAK_PCARDS; i++) {
        int c = pl->cards[i];
        if (c == CARD_FEAR)
            v -= 0.8 * future;
        else if (c > 0 && c < CARD_COUNT)
            v += 0.5 * card_price[c] * future;
    }

    for (int i = 0; i < 2; i++) {
        if (pl->asst[i])
            v += (1.2 + (pl->asst_gold[i] ? 0.6 : 0.0)) * future;
    }

    /* Research points are in the score; the next steps open up later. */
    v += 0.4 * (row_of(s, pl->glass) + row_of(s, pl->notebook)) * future;

    /* Archaeologists at work this round gather; next to a guardian they bring
     * a Fear card home at round end. */
    v += 0.3 * pl->arch_out;
    for (int sp = 0; sp < ARNAK_SPACES; sp++) {
        if (s->space_occ[sp] == p + 1 && s->site_guardian[space_site(sp)] != 0)
            v -= 1.0 + 0.8 * future;
    }
    return v;
}

static int cmp_action(const void *a, const void *b)
{
    arnak_action x = *(const arnak_action *)a, y = *(const arnak_action *)b;
    return (x > y) - (x < y);
}

arnak_action bot_greedy_choose(bot *self, const arnak_state *s, const arnak_action *legal, int n)
{
    if (n <= 0)
        return 0;
    if (bot_guard_tripped(self, s) || n == 1)
        return legal[bot_rand_below(self, (uint32_t)n)];

    int me = self->seat;
    arnak_state obs, next;
    arnak_observe(s, me, &obs);
    /* One sampled world for all candidates, so that they are compared on the
     * same guess of the hidden cards. */
    arnak_determinize(&obs, me, bot_rand(self));

    /* The observation should offer exactly the same choices; an action it
     * does not offer is never applied unchecked (it is simply not rated). */
    arnak_action seen[ARNAK_MAX_ACTIONS];
    int nseen = arnak_legal_actions(&obs, seen);

    double best = 0.0;
    int nbest = 0;
    arnak_action choice = legal[0];
    for (int i = 0; i < n; i++) {
        if (!bsearch(&legal[i], seen, (size_t)nseen, sizeof seen[0], cmp_action))
            continue;
        next = obs;
        arnak_apply_trusted(&next, legal[i]);
        double v = evaluate(&next, me);
        if (nbest == 0 || v > best + 1e-9) {
            best = v;
            nbest = 1;
            choice = legal[i];
        } else if (v > best - 1e-9) {
            /* Reservoir sampling: each tied action ends up equally likely. */
            nbest++;
            if (bot_rand_below(self, (uint32_t)nbest) == 0)
                choice = legal[i];
        }
    }
    if (nbest == 0)
        return legal[bot_rand_below(self, (uint32_t)n)];
    return choice;
}
