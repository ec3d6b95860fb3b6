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

#include "../engine/internal.h" /* board geometry: space_site() */

/* Base worth of one coin, compass, tablet, arrowhead, jewel in round 1. */
static const double res_worth[RES_N] = {0.6, 0.7, 0.7, 1.0, 1.6};

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
            v += 0.5 * CARDS[c].cost * future; /* its price: a rough measure of its use */
    }

    for (int i = 0; i < 2; i++) {
        if (pl->asst[i])
            v += (1.2 + (pl->asst_gold[i] ? 0.6 : 0.0)) * future;
    }

    /* Research points are in the score; the next steps open up later. */
    v += 0.4 * (SIDES[s->side].sp[pl->glass].row + SIDES[s->side].sp[pl->notebook].row) * future;

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

/* A decision is one small step ("dig P3", then "pay fear", then the site's
 * choices), so rating the state right after the first step would miss what the
 * action brings.  Each candidate is therefore completed greedily: the bot's own
 * later steps of the same action are taken one by one, each the best by the
 * evaluation, until the turn is back at a main/after-main decision or it is
 * somebody else's decision. */
#define GREEDY_COMPLETION_STEPS 12

static void complete_steps(arnak_state *st, int me)
{
    arnak_action sub[ARNAK_MAX_ACTIONS];
    arnak_state next;
    for (int k = 0; k < GREEDY_COMPLETION_STEPS; k++) {
        if (arnak_decision_stage(st) != ARNAK_STAGE_STEP || arnak_current_player(st) != me)
            return;
        int m = arnak_legal_actions(st, sub);
        if (m <= 0)
            return;
        double best = 0.0;
        arnak_action pick = sub[0];
        for (int i = 0; i < m; i++) {
            next = *st;
            arnak_apply_trusted(&next, sub[i]);
            double v = evaluate(&next, me);
            if (i == 0 || v > best + 1e-9) {
                best = v;
                pick = sub[i];
            }
        }
        arnak_apply_trusted(st, pick);
    }
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
        complete_steps(&next, me);
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
