/* views/text.c - Lost Cities in words for people (views/text.h): action
 * phrases per viewer, the pending decision, events, and the compact board
 * (the wording table is words.c). */
#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "games/lost_cities/internal.h"

static const char *figure_name(bool researcher)
{
    return researcher ? "researcher" : "adventurer";
}

/* The text functions' common arguments: a state, a buffer, and a viewer who is
 * a seat or GAME_VIEW_ALL.  GAME_OK, or GAME_E_ARG; buf is emptied either way
 * where there is one, so a failed call leaves no stale text. */
static int text_args(const lost_cities_state *s, int viewer, char *buf, size_t n)
{
    if (!s || !buf || !n)
        return GAME_E_ARG;
    buf[0] = '\0';
    return viewer == GAME_VIEW_ALL || (viewer >= 0 && viewer < s->nplayers) ? GAME_OK : GAME_E_ARG;
}

int lc_action_text(const void *st, game_action a, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    int rc = text_args(s, viewer, buf, n);
    if (rc != GAME_OK)
        return rc;
    if (!lc_is_legal(s, a))
        return GAME_E_ILLEGAL;
    int p = s->cur, arg = LC_AARG(a);
    char card[24];
    switch (LC_AKIND(a)) {
    case LC_A_START: {
        int c = arg / 2;
        lc_card_text(lc_lowest_of_color(s, p, c), card, sizeof card);
        return game_format(buf, n, "P%d: starts the %s path with %s (%s to step 1)", p + 1,
                   LC_COLOR_NAMES[c], card, figure_name(arg & 1));
    }
    case LC_A_PLAY: {
        int c = LC_COLOR_OF(arg), stp = s->step[p][c];
        lc_card_text(arg, card, sizeof card);
        if (stp >= LC_STEPS)
            return game_format(buf, n, "P%d: plays %s (step 9 already: a bonus move)", p + 1, card);
        return game_format(buf, n, "P%d: plays %s (%s %d -> %d)", p + 1, card, LC_COLOR_NAMES[c], stp,
                   stp + 1);
    }
    case LC_A_DISCARD:
        lc_card_text(arg, card, sizeof card);
        return game_format(buf, n, "P%d: discards %s", p + 1, card);
    case LC_A_MOVE:
        return game_format(buf, n, "P%d: moves the %s figure %d -> %d (%s)", p + 1, LC_COLOR_NAMES[arg],
                   s->step[p][arg], s->step[p][arg] + 1,
                   s->move_reason == LC_MOVE_BONUS ? "step-9 bonus" : "arrow");
    case LC_A_SKIP:
        return game_format(buf, n, "P%d: does not use the free move", p + 1);
    case LC_A_DRAW:
        if (viewer == GAME_VIEW_ALL) {
            lc_card_text(s->deck[s->deck_n - 1], card, sizeof card);
            return game_format(buf, n, "P%d: draws %s from the pile", p + 1, card);
        }
        return game_format(buf, n, "P%d: draws from the pile", p + 1);
    case LC_A_TAKE:
        lc_card_text(s->pile[arg][s->pile_n[arg] - 1], card, sizeof card);
        return game_format(buf, n, "P%d: takes %s from the %s discard pile", p + 1, card,
                   LC_COLOR_NAMES[arg]);
    default:
        break;
    }
    buf[0] = '\0';
    return GAME_E_ILLEGAL;
}


int lc_decision_text(const void *st, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    int rc = text_args(s, viewer, buf, n);
    if (rc != GAME_OK)
        return rc;
    if (s->phase == LC_PH_OVER)
        return game_format(buf, n, "the game is over");
    int row = s->phase == LC_PH_PLAY ? LC_DEC_PLAY : s->phase == LC_PH_MOVE ? LC_DEC_MOVE : LC_DEC_DRAW;
    const game_word_row *dec = &LC_WORDS.decisions[row];
    json_t *j = json_object();
    if (!j || !lc_decision_json(s, j)) {
        json_decref(j);
        return GAME_E_NOMEM;
    }
    int head = game_format(buf, n, "P%d: ", s->cur + 1);
    int len = game_words_fill(dec->en, j, dec, buf + head, n - (size_t)head);
    json_decref(j);
    return len < 0 ? len : head + len;
}

int lc_event_text(const game_event *e, char *buf, size_t n)
{
    return game_words_event_text(&LC_WORDS, e, buf, n);
}

/* ---- the compact board -------------------------------------------------------------- */

int lc_view_text(const void *st, int viewer, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    int rc = text_args(s, viewer, buf, n);
    if (rc != GAME_OK)
        return rc;
    game_buf b = game_buf_of(buf, n);
    int shown = s->expedition < s->nexp ? s->expedition + 1 : s->nexp;
    game_buf_printf(&b, "Expedition %d of %d   draw pile %d   bridges crossed %d of %d%s\n", shown,
                    s->nexp, s->deck_n, s->crossed, LC_BRIDGES_END,
                    s->opt_updown ? "   (paths up or down)" : "");
    game_buf_printf(&b, "step         1   2   3   4   5   6 | 7   8   9\n");
    game_buf_printf(&b, "points     -20 -15 -10  +5 +10 +15 |+30 +35 +50\n");
    for (int c = 0; c < LC_COLORS; c++) {
        game_buf_printf(&b, "%-9s", LC_COLOR_NAMES[c]);
        for (int stp = 0; stp < LC_STEPS; stp++) {
            char cell[8];
            switch (s->tile[c][stp]) {
            case LC_TILE_ART:
                snprintf(cell, sizeof cell, "A");
                break;
            case LC_TILE_ARROW:
                snprintf(cell, sizeof cell, ">");
                break;
            case LC_TILE_VP:
                snprintf(cell, sizeof cell, "%d", s->tile_vp[c][stp]);
                break;
            default:
                snprintf(cell, sizeof cell, ".");
            }
            game_buf_printf(&b, "%s%4s", stp == 6 ? " |" : "", cell);
        }
        int top = s->pile_n[c] ? s->pile[c][s->pile_n[c] - 1] : -1;
        if (top >= 0)
            game_buf_printf(&b, "   discard %d (%d)", LC_VALUE_OF(top), s->pile_n[c]);
        game_buf_printf(&b, "\n         ");
        bool any = false;
        for (int p = 0; p < s->nplayers; p++) {
            if (!s->step[p][c])
                continue;
            any = true;
            const char *d = s->dir[p][c] == LC_DIR_DOWN   ? " down"
                            : s->dir[p][c] == LC_DIR_OPEN ? " open"
                                                          : "";
            game_buf_printf(&b, " P%d%s@%d (last %d%s)", p + 1,
                            s->res_path[p] == c ? " RESEARCHER" : "", s->step[p][c], s->last[p][c],
                            d);
        }
        if (!any)
            game_buf_printf(&b, " -");
        game_buf_printf(&b, "\n");
    }
    game_buf_printf(&b, "tiles: A artefact, > arrow, number = victory points\n");
    for (int p = 0; p < s->nplayers; p++) {
        game_buf_printf(
            &b,
            "P%d%s chips %d, artefact tiles %d, artefact chips %d, adventurers left %d, researcher "
            "%s\n",
            p + 1, p == s->cur ? "*" : " ", s->chips[p], s->art_tiles[p], s->art_chips[p],
            LC_ADVENTURERS - lc_adventurers_used(s, p), s->res_path[p] == LC_NONE ? "free" : "out");
        bool see = viewer == GAME_VIEW_ALL || viewer == p;
        game_buf_printf(&b, "    hand (%d):", s->hand_n[p]);
        int hidden = s->hand_n[p];
        for (int c = 0; c < LC_COLORS; c++) {
            bool first = true;
            for (int v = 0; v < LC_VALUES; v++) {
                int k = see ? s->hand[p][LC_TYPE(c, v)] : s->known[p][LC_TYPE(c, v)];
                for (int i = 0; i < k; i++) {
                    if (first)
                        game_buf_printf(&b, " %s %d", LC_COLOR_NAMES[c], v);
                    else
                        game_buf_printf(&b, ",%d", v);
                    first = false;
                    hidden--;
                }
            }
        }
        if (!see && hidden > 0)
            game_buf_printf(&b, " +%d unseen", hidden);
        game_buf_printf(&b, "\n");
    }
    if (s->phase == LC_PH_OVER) {
        for (int p = 0; p < s->nplayers; p++)
            game_buf_printf(&b, "P%d final: %d\n", p + 1, lost_cities_score(s, p));
    }
    return (int)b.len;
}
