/* events.c - Quetzal's events per viewer and the undo rule (views/events.h):
 * the engine records what happened as it applies an action; a viewer gets it
 * redacted to what that viewer may know. */
#include <string.h>

#include "games/quetzal/internal.h"

/* ---- events and undo ------------------------------------------------------------------ */

int qz_events(const void *before_st, game_action a, const void *after_st, int viewer,
              game_event *out, int max)
{
    const quetzal_state *before = before_st;
    const quetzal_state *after = after_st;
    (void)after;
    if (!before || !out || max < 0 ||
        (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR &&
         (viewer < 0 || viewer >= before->nplayers)))
        return GAME_E_ARG;
    if (!qz_is_legal(before, a))
        return GAME_E_ILLEGAL;
    quetzal_state copy = *before;
    qz_sink k;
    k.n = 0;
    qz_apply(&copy, a, &k);
    int m = 0;
    for (int i = 0; i < k.n && m < max; i++) {
        game_event e = k.ev[i];
        if (e.type == QZ_EV_DRAW && viewer != GAME_VIEW_ALL && viewer != e.player) {
            e.v[0] = -1;
            e.flags |= GAME_EVENT_REDACTED;
        }
        out[m++] = e;
    }
    return m;
}

/* The setup's events, read back from the state before its first action: the
 * first round, each player's roll (a standing meeple's coin is what the player
 * has above the seat's starting coins) and the automa's first card. */
int qz_setup_events(const void *st, int viewer, game_event *out, int max)
{
    const quetzal_state *s = st;
    if (!s || !out || max < 0 ||
        (viewer != GAME_VIEW_ALL && viewer != GAME_VIEW_SPECTATOR &&
         (viewer < 0 || viewer >= s->nplayers)))
        return GAME_E_ARG;
    qz_sink k;
    k.n = 0;
    QZ_EMIT(&k, QZ_EV_ROUND, -1, 0, 1, s->first);
    for (int p = 0; p < s->nplayers; p++) {
        int standing = s->coins[p] - QZ_START_COINS[p];
        QZ_EMIT(&k, QZ_EV_ROLL, p, 0, s->pool[p][QZ_ADV], s->pool[p][QZ_ARCH], s->pool[p][QZ_WILD],
             standing, standing);
    }
    if (s->automa_card < QZ_AUTOMA_CARDS) {
        const uint8_t *a = QZ_DATA.automa[s->automa_card];
        QZ_EMIT(&k, QZ_EV_AUTOMA, -1, GAME_EVENT_REVEAL, s->automa_card + 1, a[0], a[1], a[2], a[4], a[5]);
    }
    int m = k.n < max ? k.n : max;
    memcpy(out, k.ev, sizeof out[0] * (size_t)m);
    return m;
}

/* Never past a roll, a draw, a shuffle or a reveal, nor past the end of the
 * player's turn or activation step. */
bool qz_undoable(const void *before_st, game_action a, const void *after_st)
{
    const quetzal_state *before = before_st;
    const quetzal_state *after = after_st;
    (void)a;
    return before && after && before->chance == after->chance && before->turn == after->turn &&
           after->phase != QZ_PH_OVER && before->round == after->round;
}
