/* rules/check.c - Lost Cities' consistency check (rules/check.h): every card
 * counted once, every counter in range, the board as the events left it. */
#include <stdio.h>
#include <string.h>

#include "games/lost_cities/internal.h"

/* ---- consistency -------------------------------------------------------------------- */

/* Player p's five paths: the figure, the cards, the last card, the direction;
 * *crossed counts the figures across bridges. */
static int check_paths(const lost_cities_state *s, int p, int *crossed, char *msg, size_t n)
{
    for (int c = 0; c < LC_COLORS; c++) {
        int on = 0;
        for (int v = 0; v < LC_VALUES; v++)
            on += s->played[p][LC_TYPE(c, v)];
        if (s->step[p][c] > LC_STEPS)
            GAME_CHECK_FAIL("P%d: figure on step %d of %s", p + 1, s->step[p][c],
                            LC_COLOR_NAMES[c]);
        if (!s->step[p][c] != !on)
            GAME_CHECK_FAIL("P%d: path %s has %d cards and a figure on step %d", p + 1,
                            LC_COLOR_NAMES[c], on, s->step[p][c]);
        if (on && (s->last[p][c] >= LC_VALUES || !s->played[p][LC_TYPE(c, s->last[p][c])]))
            GAME_CHECK_FAIL("P%d: last card %d of %s not on the path", p + 1, s->last[p][c],
                            LC_COLOR_NAMES[c]);
        /* without the variant every path goes up from its first card */
        if (s->dir[p][c] > LC_DIR_DOWN || (!s->opt_updown && on && s->dir[p][c] != LC_DIR_UP))
            GAME_CHECK_FAIL("P%d: direction %d on %s", p + 1, s->dir[p][c], LC_COLOR_NAMES[c]);
        if (s->step[p][c] >= LC_BRIDGE_STEP)
            (*crossed)++;
    }
    return 0;
}

int lc_check(const void *st, char *msg, size_t n)
{
    const lost_cities_state *s = st;
    if (msg && n)
        msg[0] = '\0';
    if (!s)
        GAME_CHECK_FAIL("no state");
    if (s->nplayers < 2 || s->nplayers > LC_MAX_PLAYERS)
        GAME_CHECK_FAIL("player count %d", s->nplayers);
    if (s->opt_short > 1 || s->opt_updown > 1 || s->nexp != (s->opt_short ? 1 : LC_EXPEDITIONS))
        GAME_CHECK_FAIL("options short=%d updown=%d expeditions=%d", s->opt_short, s->opt_updown,
                        s->nexp);
    if (s->phase > LC_PH_OVER)
        GAME_CHECK_FAIL("phase %d", s->phase);
    if ((s->phase == LC_PH_OVER) != (s->expedition >= s->nexp) || s->expedition > s->nexp)
        GAME_CHECK_FAIL("expedition %d of %d in phase %d", s->expedition, s->nexp, s->phase);
    if (s->phase == LC_PH_OVER ? s->cur != LC_NONE : s->cur >= s->nplayers)
        GAME_CHECK_FAIL("player to act %d", s->cur);
    if ((s->phase == LC_PH_MOVE) != (s->move_reason != 0) || s->move_reason > LC_MOVE_BONUS)
        GAME_CHECK_FAIL("move reason %d in phase %d", s->move_reason, s->phase);
    if (s->start_player >= s->nplayers)
        GAME_CHECK_FAIL("start player %d", s->start_player);
    if (s->phase == LC_PH_OVER)
        return 0; /* the last expedition's board is kept as it ended */
    int want_removed = s->nplayers == 2 ? LC_REMOVED_2P : 0;
    if (s->removed_n != want_removed)
        GAME_CHECK_FAIL("%d removed cards, want %d", s->removed_n, want_removed);
    if (s->deck_n < 1 || s->deck_n > LC_CARDS)
        GAME_CHECK_FAIL("draw pile of %d", s->deck_n);
    int count[LC_TYPES] = {0};
    for (int i = 0; i < s->deck_n; i++) {
        if (s->deck[i] >= LC_TYPES)
            GAME_CHECK_FAIL("draw pile card %d is %d", i, s->deck[i]);
        count[s->deck[i]]++;
    }
    for (int i = 0; i < s->removed_n; i++) {
        if (s->removed[i] >= LC_TYPES)
            GAME_CHECK_FAIL("removed card %d is %d", i, s->removed[i]);
        count[s->removed[i]]++;
    }
    for (int c = 0; c < LC_COLORS; c++)
        for (int i = 0; i < s->pile_n[c]; i++) {
            if (s->pile_n[c] > LC_VALUES * LC_COPIES || LC_COLOR_OF(s->pile[c][i]) != c ||
                s->pile[c][i] >= LC_TYPES)
                GAME_CHECK_FAIL("discard pile %s holds %d", LC_COLOR_NAMES[c], s->pile[c][i]);
            count[s->pile[c][i]]++;
        }
    int crossed = 0;
    for (int p = 0; p < s->nplayers; p++) {
        int hn = 0;
        for (int t = 0; t < LC_TYPES; t++) {
            if (s->known[p][t] > s->hand[p][t])
                GAME_CHECK_FAIL("P%d: %d known cards of type %d but %d in hand", p + 1,
                                s->known[p][t], t, s->hand[p][t]);
            count[t] += s->hand[p][t] + s->played[p][t];
            hn += s->hand[p][t];
        }
        if (hn != s->hand_n[p])
            GAME_CHECK_FAIL("P%d: hand of %d cards, counted %d", p + 1, s->hand_n[p], hn);
        int want = LC_HAND - (p == s->cur && s->phase != LC_PH_PLAY);
        if (hn != want)
            GAME_CHECK_FAIL("P%d: %d cards in hand, want %d", p + 1, hn, want);
        if (s->res_path[p] != LC_NONE &&
            (s->res_path[p] >= LC_COLORS || !s->step[p][s->res_path[p]]))
            GAME_CHECK_FAIL("P%d: researcher on path %d without a figure", p + 1, s->res_path[p]);
        if (lc_adventurers_used(s, p) > LC_ADVENTURERS)
            GAME_CHECK_FAIL("P%d: more than 4 adventurers", p + 1);
        int rc = check_paths(s, p, &crossed, msg, n);
        if (rc)
            return rc;
    }
    for (int t = 0; t < LC_TYPES; t++)
        if (count[t] != LC_COPIES)
            GAME_CHECK_FAIL("card type %d (%s %d) counted %d times", t,
                            LC_COLOR_NAMES[LC_COLOR_OF(t)], LC_VALUE_OF(t), count[t]);
    if (crossed != s->crossed || crossed >= LC_BRIDGES_END)
        GAME_CHECK_FAIL("%d figures across bridges, counter says %d", crossed, s->crossed);
    int art_on_board = 0, tiles = 0;
    for (int c = 0; c < LC_COLORS; c++)
        for (int stp = 0; stp < LC_STEPS; stp++) {
            if (s->tile[c][stp] > LC_TILE_ARROW)
                GAME_CHECK_FAIL("tile kind %d", s->tile[c][stp]);
            bool marked = false;
            for (int i = 0; i < LC_TILES / LC_COLORS; i++)
                marked |= lc_tile_steps[c][i] == stp + 1;
            if (s->tile[c][stp] && !marked)
                GAME_CHECK_FAIL("a tile on unmarked step %d of %s", stp + 1, LC_COLOR_NAMES[c]);
            tiles += s->tile[c][stp] != LC_TILE_NONE;
            art_on_board += s->tile[c][stp] == LC_TILE_ART;
        }
    int art_taken = 0;
    for (int p = 0; p < s->nplayers; p++)
        art_taken += s->art_tiles[p];
    if (art_on_board + art_taken != LC_ART_TILES || tiles + art_taken != LC_TILES)
        GAME_CHECK_FAIL("%d artefact tiles on the board, %d taken, %d tiles in all", art_on_board,
                        art_taken, tiles);
    for (int p = 0; p < s->nplayers; p++) {
        if (s->chips[p] < 0 || s->tile_points[p] < 0)
            GAME_CHECK_FAIL("P%d: %d chips", p + 1, s->chips[p]);
        if (s->chips[p] != s->tile_points[p] + s->figure_points[p])
            GAME_CHECK_FAIL("P%d: %d chips but %d from tiles and %d from figures", p + 1,
                            s->chips[p], s->tile_points[p], s->figure_points[p]);
    }
    return 0;
}
