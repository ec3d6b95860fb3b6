/* views/events.c - Lost Cities' events per viewer and the undo rule
 * (views/events.h): the action replayed on a copy with a sink, then what the
 * viewer may not know redacted. */
#include "games/lost_cities/internal.h"

/* ---- events and undo ----------------------------------------------------------------- */

int lc_events(const void *before_st, game_action a, const void *after_st, int viewer,
              game_event *out, int max)
{
    const lost_cities_state *before = before_st;
    const lost_cities_state *after = after_st;
    if (!before || !out || max < 0 ||
        (viewer != GAME_VIEW_ALL && (viewer < 0 || viewer >= before->nplayers)))
        return GAME_E_ARG;
    if (!lc_is_legal(before, a))
        return GAME_E_ILLEGAL;
    (void)after; /* the events come from replaying a on a copy of before */
    lost_cities_state t = *before;
    lc_sink k;
    k.n = 0;
    lc_apply(&t, a, &k);
    int n = 0;
    for (int i = 0; i < k.n && n < max; i++) {
        game_event e = k.ev[i];
        /* another player's draw from the pile is "a card" */
        if (e.type == LC_EV_DRAW && viewer != GAME_VIEW_ALL && viewer != e.player) {
            e.v[0] = -1;
            e.flags |= GAME_EVENT_REDACTED;
        }
        if (e.type == LC_EV_DRAW && (viewer == GAME_VIEW_ALL || viewer == e.player))
            e.flags |= GAME_EVENT_REVEAL;
        out[n++] = e;
    }
    return n;
}

bool lc_undoable(const void *before_st, game_action a, const void *after_st)
{
    const lost_cities_state *before = before_st;
    const lost_cities_state *after = after_st;
    if (!before || !after || !lc_is_legal(before, a))
        return false;
    int k = LC_AKIND(a);
    /* a draw reveals a card or ends the turn; nothing else reveals anything, so
     * the play and the free moves may be taken back while the turn lasts */
    if (k == LC_A_DRAW || k == LC_A_TAKE)
        return false;
    return after->phase != LC_PH_OVER && after->cur == before->cur &&
           after->expedition == before->expedition;
}
