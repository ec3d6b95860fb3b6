/* render.c - text views of the board, the pending decision and the scores.
 *
 * Every name, cost, point value and effect text comes from the engine's data
 * tables (../data/data.h): ARNAK_CARDS, ARNAK_SITES, ARNAK_TILES, ARNAK_GUARDIANS, ARNAK_ASSISTANTS, ARNAK_SIDES,
 * ARNAK_IDOL_NAMES, ARNAK_BONUS_NAMES, ARNAK_RES_NAMES, ARNAK_ICON_NAMES, TEMPLE_STACK_*.  Effects that
 * have no text in the data (camp sites, research rows) are described from
 * their effect programs.  This file only decides the layout.
 *
 * Helpers print straight to the stream and return the number of characters
 * written, so columns are padded without intermediate string buffers.
 */
#include "games/arnak/render.h"

#include <string.h>

#include "games/arnak/action_info.h"

#include "games/arnak/data/data.h"

/* ANSI styles, or empty strings without colour. */
typedef struct {
    const char *bold, *dim, *reset, *head;
    const char *player[ARNAK_MAX_PLAYERS];
} style;

static style make_style(bool color)
{
    style st = {"", "", "", "", {"", "", "", ""}};
    if (color) {
        st.bold = "\033[1m";
        st.dim = "\033[2m";
        st.reset = "\033[0m";
        st.head = "\033[1;36m";
        st.player[0] = "\033[1;31m";
        st.player[1] = "\033[1;34m";
        st.player[2] = "\033[1;33m";
        st.player[3] = "\033[1;32m";
    }
    return st;
}

static bool card_ok(int card)
{
    return card > CARD_NONE && card < CARD_COUNT;
}

/* Display name of a card id ("Sea Turtle"); "-" for none, "?" if invalid. */
static const char *render_card_name(int card)
{
    if (card == CARD_NONE)
        return "-";
    return card_ok(card) && ARNAK_CARDS[card].name ? ARNAK_CARDS[card].name : "?";
}

const char *arnak_render_player_label(int player, const char *const names[ARNAK_MAX_PLAYERS], char *buf,
                                size_t n)
{
    if (names && player >= 0 && player < ARNAK_MAX_PLAYERS && names[player])
        snprintf(buf, n, "P%d %s", player + 1, names[player]);
    else
        snprintf(buf, n, "P%d", player + 1);
    return buf;
}

/* ---- small printing helpers (each returns the characters written) ---------- */

static int put(FILE *out, const char *s)
{
    fputs(s, out);
    return (int)strlen(s);
}

/* Spaces up to column `width` after `used` characters (at least one). */
static void pad(FILE *out, int used, int width)
{
    do
        fputc(' ', out);
    while (++used < width);
}

/* "compass" -> "compasses", "coin" -> "coins". */
static const char *plural(const char *word, int n)
{
    if (n == 1)
        return "";
    size_t len = strlen(word);
    return len && word[len - 1] == 's' ? "es" : "s";
}

static int put_amount(FILE *out, int n, const char *word)
{
    return fprintf(out, "%d %s%s", n, word, plural(word, n));
}

static const char *res_name(int r)
{
    return r >= 0 && r < RES_N ? ARNAK_RES_NAMES[r] : "?";
}
static const char *icon_name(int i)
{
    return i > ICON_NONE && i < ICON_N ? ARNAK_ICON_NAMES[i] : "?";
}

/* A pair of travel icons: "-", "ship", "2 ships", "boot + plane".  With
 * `count` a single icon is "1 ship" (a cost rather than a card's icon). */
static int put_icons(FILE *out, const uint8_t icons[2], bool count)
{
    int a = icons[0], b = icons[1];
    if (a == ICON_NONE && b == ICON_NONE)
        return put(out, "-");
    if (a == ICON_NONE || b == ICON_NONE) {
        int i = a ? a : b;
        return count ? put_amount(out, 1, icon_name(i)) : put(out, icon_name(i));
    }
    if (a == b)
        return put_amount(out, 2, icon_name(a));
    return fprintf(out, "%s + %s", icon_name(a), icon_name(b));
}

/* Resources of a cost: "1 coin + 2 tablets", or compact "coin+2 tablets";
 * "" for nothing.  `joined`: something is printed before (a separator first). */
static int put_resources(FILE *out, const uint8_t cost[RES_N], bool joined, bool compact)
{
    int w = 0;
    for (int r = 0; r < RES_N; r++) {
        if (!cost[r])
            continue;
        if (joined)
            w += put(out, compact ? "+" : " + ");
        if (compact && cost[r] == 1)
            w += put(out, res_name(r));
        else
            w += put_amount(out, cost[r], res_name(r));
        joined = true;
    }
    return w;
}

/* Words for an effect program without a text in the data (camp sites,
 * research rows): "+2 coins", "card down: +1 jewel" (arnak_program_words). */
static int put_program(FILE *out, int prog)
{
    char words[256];
    arnak_program_words(prog, words, sizeof words);
    return put(out, words);
}

/* Occupant of a board space: "free", "P2" or "blocked". */
static int put_occupant(FILE *out, const arnak_state *s, int space, const style *st)
{
    int o = s->space_occ[space];
    if (o == SPACE_BLOCKED)
        return put(out, "blocked");
    if (o == 0)
        return put(out, "free");
    if (o == SPACE_RIVAL)
        return put(out, "rival");
    int p = o - 1 < ARNAK_MAX_PLAYERS ? o - 1 : 0;
    fputs(st->player[p], out);
    int w = fprintf(out, "P%d", o);
    fputs(st->reset, out);
    return w;
}

/* Card names separated by commas, "-" when none. */
static void put_card_list(FILE *out, const uint8_t *c, int n)
{
    if (n <= 0) {
        fputs("-", out);
        return;
    }
    for (int i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? ", " : "", render_card_name(c[i]));
}

static const char *action_kind(int card)
{
    switch (ARNAK_CARDS[card].action) {
    case CA_FREE:
        return "free action";
    case CA_MAIN:
        return "main action";
    case CA_FREE_PASS:
        return "free / pass";
    default:
        return "no action";
    }
}

/* Cards of a hand with travel icons, action kind and effect text; identical
 * cards are grouped ("2x Fear"). */
static void put_card_details(FILE *out, const uint8_t *c, int n)
{
    if (n <= 0) {
        fputs("    (none)\n", out);
        return;
    }
    bool done[ARNAK_PCARDS] = {false};
    for (int i = 0; i < n && i < ARNAK_PCARDS; i++) {
        if (done[i])
            continue;
        int card = c[i], k = 0;
        for (int j = i; j < n && j < ARNAK_PCARDS; j++) {
            if (c[j] == card) {
                done[j] = true;
                k++;
            }
        }
        int w = put(out, "    ");
        w += k > 1 ? fprintf(out, "%dx ", k) : 0;
        w += put(out, render_card_name(card));
        if (!card_ok(card)) {
            fputc('\n', out);
            continue;
        }
        pad(out, w, 28);
        pad(out, put_icons(out, ARNAK_CARDS[card].travel, false), 15);
        pad(out, put(out, action_kind(card)), 13);
        fprintf(out, "%s\n", ARNAK_CARDS[card].text ? ARNAK_CARDS[card].text : "");
    }
}

/* ---- the board ------------------------------------------------------------- */

static void render_row(FILE *out, const arnak_state *s, const style *st)
{
    fprintf(out,
            "%sCard row%s (artifacts left of the moon staff cost compasses, items right of it "
            "cost coins)\n",
            st->head, st->reset);
    for (int i = 0; i < ARNAK_ROW; i++) {
        if (i == s->round && s->round > 0)
            fprintf(out, "     %s------ moon staff ------%s\n", st->dim, st->reset);
        int c = s->row[i];
        if (!card_ok(c)) {
            fprintf(out, "  %d. (empty)\n", i + 1);
            continue;
        }
        const card_def *cd = &ARNAK_CARDS[c];
        int w = fprintf(out, "  %d. %s%s%s", i + 1, st->bold, cd->name, st->reset) -
                (int)(strlen(st->bold) + strlen(st->reset));
        pad(out, w, 26);
        pad(out, put(out, CARD_IS_ART(c) ? "artifact" : "item"), 9);
        pad(out, put_amount(out, cd->cost, ARNAK_RES_NAMES[CARD_IS_ART(c) ? RES_COMPASS : RES_COIN]), 13);
        pad(out, fprintf(out, "%d VP", cd->points), 6);
        pad(out, put_icons(out, cd->travel, false), 14);
        fprintf(out, "%s%s:%s %s\n", st->dim, action_kind(c), st->reset, cd->text ? cd->text : "");
    }
    fprintf(out, "  decks: %d items, %d artifacts;  Fear supply %d\n", s->item_n, s->art_n,
            s->fear_supply);
    if (card_ok(s->revealed))
        fprintf(out, "  revealed: %s (%s, %d %s, %d VP): %s\n", ARNAK_CARDS[s->revealed].name,
                CARD_IS_ART(s->revealed) ? "artifact" : "item", ARNAK_CARDS[s->revealed].cost,
                CARD_IS_ART(s->revealed) ? "compasses" : "coins", ARNAK_CARDS[s->revealed].points,
                ARNAK_CARDS[s->revealed].text ? ARNAK_CARDS[s->revealed].text : "");
}

static void render_sites(FILE *out, const arnak_state *s, const style *st)
{
    int side = s->side == ARNAK_SIDE_SNAKE;
    fprintf(out, "%sSites%s (level I tiles left %d, level II %d, guardians %d)\n", st->head,
            st->reset, s->l1_n, s->l2_n, s->guard_n);
    for (int site = 0; site < ARNAK_SITES; site++) {
        const site_def *sd = &ARNAK_SITE_DEFS[site];
        int w = fprintf(out, "  %s", sd->name);
        pad(out, w, 6);
        pad(out, put(out, sd->level == 0 ? "camp" : sd->level == 1 ? "I" : "II"), 5);
        if (sd->level == 0) {
            /* camp site c: space 2c (a) and 2c+1 (b) */
            pad(out, put_amount(out, CAMP_SPACE_COST(0), ARNAK_ICON_NAMES[ICON_BOOT]), 14);
            w = put(out, "[");
            w += put_occupant(out, s, 2 * site, st);
            pad(out, w + put(out, "]"), 11);
            put_program(out, PR_CAMP0 + site);
            fputs(";  2nd space: ", out);
            put_amount(out, CAMP_SPACE_COST(1), ARNAK_ICON_NAMES[ICON_BOOT]);
            fputs(" [", out);
            put_occupant(out, s, 2 * site + 1, st);
            fputs("]\n", out);
            continue;
        }
        pad(out, put_icons(out, sd->travel[side], true), 14);
        int tile = s->site_tile[site];
        if (tile > 0 && tile < 17 && ARNAK_TILES[tile].text) {
            w = put(out, "[");
            w += put_occupant(out, s, 10 + site - 5, st);
            w += put(out, "] ");
            pad(out, w, 11);
            fprintf(out, "%s: %s", ARNAK_TILES[tile].name, ARNAK_TILES[tile].text);
        } else {
            /* rule: discovering costs 3 compasses per level */
            fprintf(out, "undiscovered (discover: %d compasses)", 3 * sd->level);
        }
        int idol = s->site_idol[site];
        if (idol > 0 && idol < 7)
            fprintf(out, ", idol: %s", ARNAK_IDOL_NAMES[idol]);
        if (s->site_idol_down[site])
            fputs(", +1 face-down idol", out);
        int g = s->site_guardian[site];
        if (g > 0 && g < 16 && ARNAK_GUARDIANS[g].name)
            fprintf(out, "\n%*s%sguardian %s%s: %s; boon: %s", 25, "", st->bold, ARNAK_GUARDIANS[g].name,
                    st->reset, ARNAK_GUARDIANS[g].text, ARNAK_GUARDIANS[g].boon);
        fputc('\n', out);
    }
}

/* Total cost of temple tile stack t: the sum of the side's costs A, B, C it
 * names (ARNAK_TEMPLE_STACK_COSTS bit 0 A, bit 1 B, bit 2 C). */
static void temple_stack_cost(const side_def *sd, int t, uint8_t cost[RES_N])
{
    memset(cost, 0, RES_N);
    for (int part = 0; part < 3; part++)
        if (ARNAK_TEMPLE_STACK_COSTS[t] >> part & 1)
            for (int r = 0; r < RES_N; r++)
                cost[r] = (uint8_t)(cost[r] + sd->ak_temple_cost[part][r]);
}

/* ---- the research track, in lines of at most RENDER_COLS columns ---------- */

/* The research view fits a terminal of 80x24: at most 22 lines with 4
 * players, so that a line under it and the prompt still fit.  Items flow
 * into lines of at most RENDER_COLS columns, counted as the terminal shows
 * them (a player "P3" as its longest colour name, "Yellow"); the lines after
 * a row's first are indented RENDER_CONT. */
enum { RENDER_COLS = 80, RENDER_NAME_SLACK = 4, RENDER_CONT = 4 };

typedef struct {
    FILE *out;  /* NULL: only count the lines */
    int used;   /* columns of the current line */
    bool fresh; /* a continuation line with nothing on it yet */
    bool split; /* a space's item may break before its cost and its links */
    int lines;
} flow;

/* Columns of s as shown: escape sequences take none, a player "Pd" after
 * '<' the slack of its colour name. */
static int shown_width(const char *s)
{
    int w = 0;
    for (const char *c = s; *c; c++) {
        if (*c == '\033') {
            while (*c && *c != 'm')
                c++;
            if (!*c)
                break;
            continue;
        }
        if (c[0] == 'P' && c > s && c[-1] == '<' && c[1] >= '1' && c[1] <= '4')
            w += RENDER_NAME_SLACK;
        w++;
    }
    return w;
}

static void flow_put(flow *f, const char *s)
{
    if (f->out)
        fputs(s, f->out);
}

/* Starts a line with `head`. */
static void flow_line(flow *f, const char *head)
{
    if (f->used)
        flow_put(f, "\n");
    flow_put(f, head);
    f->used = shown_width(head);
    f->fresh = false;
    f->lines++;
}

/* Adds a part of an item after `sep` blanks, on a new line when it does not
 * fit on this one. */
static void flow_part(flow *f, const char *part, int sep)
{
    static const char blanks[] = "          ";
    int w = shown_width(part);
    if (!f->fresh && f->used + sep + w > RENDER_COLS) {
        flow_put(f, "\n");
        flow_put(f, blanks + sizeof blanks - 1 - RENDER_CONT);
        f->used = RENDER_CONT;
        f->fresh = true;
        f->lines++;
    }
    if (!f->fresh)
        flow_put(f, blanks + sizeof blanks - 1 - (sep < 10 ? sep : 10));
    else
        sep = 0;
    flow_put(f, part);
    f->used += sep + w;
    f->fresh = false;
}

/* Adds an item after `sep` blanks.  A line may break inside it before its
 * bonus tiles "{" and tokens "<", and with f->split also before its cost
 * "[" and links "->". */
static void flow_item(flow *f, const char *item, int sep)
{
    char part[256];
    size_t k = 0;
    for (const char *c = item;; c++) {
        bool cut = *c == ' ' && (c[1] == '{' || c[1] == '<' ||
                                 (f->split && (c[1] == '[' || (c[1] == '-' && c[2] == '>'))));
        if ((cut || !*c) && k > 0) {
            part[k] = '\0';
            flow_part(f, part, sep);
            sep = 1;
            k = 0;
        } else if (!cut && k + 1 < sizeof part) {
            part[k++] = *c;
        }
        if (!*c)
            break;
    }
}

/* A research space as one item: "B5 [2 tablets+arrowhead] ->B6/B7/B8
 * {tablet}" (row 0 has no cost; the Lost Temple's bonus tiles lie face
 * down: "{2 face down}"). */
static void space_item(const arnak_state *s, const side_def *sd, int sp, char *buf, size_t n)
{
    const rspace_def *r = &sd->sp[sp];
    FILE *m = fmemopen(buf, n, "w");
    if (!m) {
        snprintf(buf, n, "%s", r->name);
        return;
    }
    fputs(r->name, m);
    if (r->row > 0) {
        fputs(" [", m);
        int c = r->idol_cost ? put_amount(m, r->idol_cost, "idol") : 0;
        if (put_resources(m, r->cost, c > 0, true) + c == 0)
            fputs("free", m);
        fputs("]", m);
    }
    /* the research connections: the spaces of the next row this one leads to */
    for (int k = 0, j = 0; k < 3; k++)
        if (r->up[k] > 0 && r->up[k] < ARNAK_RSPACES)
            fprintf(m, "%s%s", j++ ? "/" : " ->", sd->sp[r->up[k]].name);
    if (s->bonus_n[sp] > 0) {
        fputs(" {", m);
        for (int k = 0; k < s->bonus_n[sp] && k < 3; k++) {
            int t = s->bonus[sp][k];
            fprintf(m, "%s%s", k ? "," : "", t > 0 && t < 7 ? ARNAK_BONUS_NAMES[t] : "?");
        }
        fputs("}", m);
    }
    if (r->row == 8 && s->temple_bonus_n)
        fprintf(m, " {%d face down}", s->temple_bonus_n);
    fclose(m);
}

/* The tokens on space sp: "<P1 glass+notebook>", "<P2 glass, 1st at the
 * temple>" (the order of arrival at the Lost Temple), "<rival glass>". */
static void token_items(flow *f, const arnak_state *s, int np, int sp, const style *st)
{
    char item[96];
    for (int p = 0; p < np; p++) {
        const char *tok = s->p[p].glass == sp && s->p[p].notebook == sp ? "glass+notebook"
                          : s->p[p].glass == sp                         ? "glass"
                          : s->p[p].notebook == sp                      ? "notebook"
                                                                        : NULL;
        if (!tok)
            continue;
        int rank = s->p[p].temple_rank;
        static const char *const nth[] = {"th", "st", "nd", "rd", "th"};
        char arrived[32] = "";
        if (rank > 0 && s->p[p].glass == sp)
            snprintf(arrived, sizeof arrived, ", %d%s at the temple", rank, nth[rank < 5 ? rank : 0]);
        snprintf(item, sizeof item, "%s<P%d %s%s>%s", st->player[p], p + 1, tok, arrived,
                 st->reset);
        flow_item(f, item, 1);
    }
    if (np == 1 && s->rival.glass == sp) {
        int rank = s->rival.temple_rank;
        snprintf(item, sizeof item, "<rival glass%s>",
                 rank == 1 ? ", 1st at the temple" : rank == 2 ? ", 2nd at the temple" : "");
        flow_item(f, item, 1);
    }
}

/* The temple tiles the glass at the Lost Temple buys: "2 VP: 2-left x2
 * [coin+2 tablets]  2-mid x2 [jewel]", each tile whole on its line. */
static void temple_items(flow *f, const arnak_state *s, const side_def *sd)
{
    flow_part(f, "| temple tiles x left [cost]:", 1);
    for (int t = 0; t < 6; t++) {
        char item[128];
        uint8_t cost[RES_N];
        temple_stack_cost(sd, t, cost);
        FILE *m = fmemopen(item, sizeof item, "w");
        if (!m)
            return;
        if (t == 0 || ARNAK_TEMPLE_STACK_POINTS[t] != ARNAK_TEMPLE_STACK_POINTS[t - 1])
            fprintf(m, "%d VP: ", ARNAK_TEMPLE_STACK_POINTS[t]);
        fprintf(m, "%s x%d [", ARNAK_TEMPLE_STACK_NAMES[t], s->temple_stack[t]);
        put_resources(m, cost, false, true);
        fputs("]", m);
        fclose(m);
        flow_part(f, item, 2);
    }
}

/* A row's head: its number, the points of a glass / a notebook there and
 * what arriving there gives each ("  7 16/10 +1 compass / overcome a
 * guardian for free |"). */
static void row_head(const side_def *sd, int side, int row, char *buf, size_t n)
{
    if (row == 8) {
        snprintf(buf, n, "  8 %d/%d/%d/%d VP by arrival |", ARNAK_TEMPLE_POINTS[0],
                 ARNAK_TEMPLE_POINTS[1], ARNAK_TEMPLE_POINTS[2], ARNAK_TEMPLE_POINTS[3]);
        return;
    }
    int k = snprintf(buf, n, "  %d %d/%d ", row, sd->glass_points[row], sd->notebook_points[row]);
    if (row >= 1 && k > 0 && (size_t)k < n) {
        char g[128], b[128];
        arnak_program_words(PR_ROW + side * 14 + row - 1, g, sizeof g);
        arnak_program_words(PR_ROW + side * 14 + 7 + row - 1, b, sizeof b);
        snprintf(buf + k, n - (size_t)k, "%s / %s ", g, b);
    }
    size_t len = strlen(buf);
    snprintf(buf + len, n - len, "|");
}

/* One row of the track: its head, its spaces with their tokens, and at the
 * Lost Temple the temple tiles. */
static void track_row(flow *f, const arnak_state *s, int np, int row, const style *st)
{
    int side = s->side == ARNAK_SIDE_SNAKE;
    const side_def *sd = &ARNAK_SIDES[side];
    char head[300], item[256];
    row_head(sd, side, row, head, sizeof head);
    flow_line(f, head);
    bool first = true;
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        if (sd->sp[sp].row != row)
            continue;
        space_item(s, sd, sp, item, sizeof item);
        flow_item(f, item, first ? 1 : 2);
        first = false;
        token_items(f, s, np, sp, st);
    }
    if (row == 8)
        temple_items(f, s, sd);
}

static void render_research(FILE *out, const arnak_state *s, int np, const style *st)
{
    /* the legend: a row's head "7 16/10 +1 compass / overcome a guardian for
     * free" is its points and what arriving there gives, glass / notebook;
     * a space "B5 [2 tablets+arrowhead] ->B6/B7/B8 {coin}" its cost to move
     * there, where it leads and its bonus tiles */
    fprintf(out, "%sResearch%s (%s side): VP and arrival effect glass / notebook, {bonus tiles}\n",
            st->head, st->reset, s->side == ARNAK_SIDE_SNAKE ? "Snake" : "Bird");
    flow f = {out, 0, false, false, 0};
    for (int row = 8; row >= 0; row--) {
        /* a space's item whole, unless breaking it saves the row a line */
        flow whole = {NULL, 0, false, false, 0}, broken = {NULL, 0, false, true, 0};
        track_row(&whole, s, np, row, st);
        track_row(&broken, s, np, row, st);
        f.split = broken.lines < whole.lines;
        track_row(&f, s, np, row, st);
    }
    if (f.used)
        fputc('\n', out);
}

static void render_assistants(FILE *out, const arnak_state *s, const style *st)
{
    fprintf(out, "%sAssistant supply%s (silver side):\n", st->head, st->reset);
    for (int i = 0; i < 3; i++) {
        int n = s->asst_n[i];
        int a = n > 0 && n <= 6 ? s->asst_stack[i][n - 1] : 0;
        if (a > 0 && a < 13 && ARNAK_ASSISTANTS[a].name)
            fprintf(out, "  %s: %s (%d in stack)\n", ARNAK_ASSISTANTS[a].name, ARNAK_ASSISTANTS[a].silver, n);
        else
            fputs("  (empty stack)\n", out);
    }
    if (s->side == ARNAK_SIDE_SNAKE && s->rescue_n > 0 && s->rescue_n <= 4) {
        int a = s->rescue[s->rescue_n - 1];
        if (a > 0 && a < 13 && ARNAK_ASSISTANTS[a].name)
            fprintf(out, "  rescue stack %d, top %s: %s\n", s->rescue_n, ARNAK_ASSISTANTS[a].name,
                    ARNAK_ASSISTANTS[a].silver);
    }
}

static void render_player(FILE *out, const arnak_state *s, int p,
                          const char *const names[ARNAK_MAX_PLAYERS], const style *st)
{
    const arnak_player *pl = &s->p[p];
    const side_def *sd = &ARNAK_SIDES[s->side == ARNAK_SIDE_SNAKE];
    char label[48];
    arnak_render_player_label(p, names, label, sizeof label);
    int w = fprintf(out, "  %s%s%s", st->player[p], label, st->reset) -
            (int)(strlen(st->player[p]) + strlen(st->reset));
    pad(out, w, 14);
    for (int r = 0; r < RES_N; r++)
        fprintf(out, "%s%s %u", r ? ", " : "", ARNAK_RES_NAMES[r], pl->res[r]);
    if (pl->passed)
        fprintf(out, " | %spassed%s", st->bold, st->reset);
    if (p == arnak_current_player(s))
        fprintf(out, " | %sto decide%s", st->bold, st->reset);
    else if (p == s->turn_player && !s->over)
        fprintf(out, " | turn player");
    fputc('\n', out);

    fprintf(out, "     hand %u, deck %u, archaeologists out %u/2, idols %u (slots filled %u/4)",
            pl->hand_n, pl->deck_n, pl->arch_out, pl->idols, pl->idol_slots);
    if (pl->glass < ARNAK_RSPACES && pl->notebook < ARNAK_RSPACES)
        fprintf(out, ", glass %s, notebook %s", sd->sp[pl->glass].name, sd->sp[pl->notebook].name);
    if (pl->temple_tiles[0] | pl->temple_tiles[1] | pl->temple_tiles[2])
        fprintf(out, ", temple tiles 2VP x%u 6VP x%u 11VP x%u", pl->temple_tiles[0],
                pl->temple_tiles[1], pl->temple_tiles[2]);
    if (pl->fear_tiles)
        fprintf(out, ", fear tiles %u", pl->fear_tiles);
    fputc('\n', out);

    for (int i = 0; i < 2; i++) {
        int a = pl->asst[i];
        if (a <= 0 || a >= 13 || !ARNAK_ASSISTANTS[a].name)
            continue;
        fprintf(out, "     assistant %s %s%s: %s\n", ARNAK_ASSISTANTS[a].name,
                pl->asst_gold[i] ? "gold" : "silver", pl->asst_tired[i] ? " (exhausted)" : "",
                pl->asst_gold[i] ? ARNAK_ASSISTANTS[a].gold : ARNAK_ASSISTANTS[a].silver);
    }
    for (int g = 1; g < 16; g++) {
        if (!(pl->guardians & (1u << (g - 1))) || !ARNAK_GUARDIANS[g].name)
            continue;
        bool used = pl->boons_used & (1u << (g - 1));
        fprintf(out, "     guardian %s, boon %s%s\n", ARNAK_GUARDIANS[g].name, used ? "used" : "ready: ",
                used ? "" : ARNAK_GUARDIANS[g].boon);
    }

    fputs("     play area: ", out);
    int play_from = pl->deck_n + pl->hand_n;
    int play_n = pl->play_n;
    if (play_from + play_n > ARNAK_PCARDS)
        play_n = play_from < ARNAK_PCARDS ? ARNAK_PCARDS - play_from : 0;
    put_card_list(out, pl->cards + play_from, play_n);
    fputc('\n', out);
}

/* The solo rival's board: what it holds, its score, the tiles it has left
 * (as a sorted list: their order is hidden) and the arrow in sight. */
static void render_rival(FILE *out, const arnak_state *s, const style *st)
{
    const arnak_rival *r = &s->rival;
    arnak_score sc;
    arnak_score_rival(s, &sc);
    fprintf(out, "  %sRival%s (difficulty %d): %d point%s; archaeologists %d/%d out; glass %s%s",
            st->bold, st->reset, r->difficulty, sc.total, sc.total == 1 ? "" : "s", r->arch_out, ARNAK_RIVAL_ARCHS,
            r->glass < ARNAK_RSPACES ? ARNAK_SIDES[s->side & 1].sp[r->glass].name : "?",
            r->temple_rank ? " (Lost Temple)" : "");
    if (r->temple6)
        fprintf(out, ", %d x 6-point temple tile%s", r->temple6, r->temple6 > 1 ? "s" : "");
    fputs("\n    idols:", out);
    int k = 0;
    for (int t = 1; t <= 6; t++)
        if (r->idols_up >> (t - 1) & 1)
            fprintf(out, "%s %s", k++ ? "," : "", ARNAK_IDOL_NAMES[t]);
    fprintf(out, "%s, -1 pile %d; guardians %d; cards:", k ? "" : " -", r->idols_minus,
            __builtin_popcount(r->guardians));
    k = 0;
    for (int i = 1; i <= 40; i++)
        if (r->items >> (i - 1) & 1)
            fprintf(out, "%s %s", k++ ? "," : "", render_card_name(CARD_ITEM(i)));
    for (int i = 1; i <= 35; i++)
        if (r->arts >> (i - 1) & 1)
            fprintf(out, "%s %s", k++ ? "," : "", render_card_name(CARD_ART(i)));
    if (!k)
        fputs(" -", out);
    fprintf(out, "\n    tiles left %d", r->stack_n);
    if (r->stack_n) {
        bool seen[RIVAL_TILE_COUNT] = {false};
        for (int i = 0; i < r->stack_n && i < ARNAK_RIVAL_TILES_N; i++)
            if (r->stack[i] < RIVAL_TILE_COUNT)
                seen[r->stack[i]] = true;
        fputs(" (", out);
        k = 0;
        for (int t = 0; t < RIVAL_TILE_COUNT; t++)
            if (seen[t])
                fprintf(out, "%s%s", k++ ? ", " : "", arnak_rival_tile_name(t));
        fprintf(out, "), arrow on top: %s", ARNAK_RIVAL_TILES[r->stack[r->stack_n - 1] % RIVAL_TILE_COUNT].arrow == RIVAL_LEFT ? "left" : "right");
    }
    fputs("; used:", out);
    for (int i = 0; i < r->used_n && i < ARNAK_RIVAL_TILES_N; i++)
        fprintf(out, "%s %s", i ? "," : "", arnak_rival_tile_name(r->used[i]));
    if (!r->used_n)
        fputs(" -", out);
    fputc('\n', out);
}

void arnak_render_board(FILE *out, const arnak_state *obs, int viewer,
                  const char *const names[ARNAK_MAX_PLAYERS], bool color)
{
    style st = make_style(color);
    int np = obs->nplayers <= ARNAK_MAX_PLAYERS ? obs->nplayers : ARNAK_MAX_PLAYERS;

    fprintf(out, "%s=== Round %d of 5 === %s side, start player P%d", st.bold, obs->round,
            obs->side == ARNAK_SIDE_SNAKE ? "Snake" : "Bird", obs->start_player + 1);
    if (!obs->over)
        fprintf(out, ", turn of P%d", obs->turn_player + 1);
    fprintf(out, "%s\n", st.reset);
    render_row(out, obs, &st);
    render_sites(out, obs, &st);
    render_research(out, obs, np, &st);
    render_assistants(out, obs, &st);
    fprintf(out, "%sPlayers%s\n", st.head, st.reset);
    for (int p = 0; p < np; p++)
        render_player(out, obs, p, names, &st);
    if (np == 1)
        render_rival(out, obs, &st);

    if (viewer < 0 || viewer >= np)
        return;
    /* Only the viewer's own hand: the observation keeps it, the others are
     * canonical filler and are never printed. */
    const arnak_player *me = &obs->p[viewer];
    int hand_n = me->hand_n;
    if (me->deck_n + hand_n > ARNAK_PCARDS)
        hand_n = me->deck_n < ARNAK_PCARDS ? ARNAK_PCARDS - me->deck_n : 0;
    fprintf(out, "%sYour hand (P%d), %d card%s:%s  name / travel icons / action / effect\n",
            st.player[viewer], viewer + 1, hand_n, hand_n == 1 ? "" : "s", st.reset);
    put_card_details(out, me->cards + me->deck_n, hand_n);
    if (obs->limbo_n > 0 && obs->limbo_n <= 3 && obs->limbo_owner == viewer) {
        fputs("Set aside for you:\n", out);
        put_card_details(out, obs->limbo, obs->limbo_n);
    }
}

/* A short explanation after an option: what it costs and what it brings
 * ("1 car -> 1 coin + 1 arrowhead"): the "hint" of arnak_action_info(), built
 * from public information only.  Prints nothing for self-explaining options. */
static void put_hint(FILE *out, const arnak_state *s, arnak_action a)
{
    json_t *info = arnak_action_info(s, a);
    const char *hint = json_string_value(json_object_get(info, "hint"));
    if (hint)
        fputs(hint, out);
    json_decref(info);
}

void arnak_render_options(FILE *out, const arnak_state *s, const arnak_action *legal, int n, bool color)
{
    style st = make_style(color);
    char text[256];
    int p = arnak_current_player(s);
    arnak_decision_text(s, text, sizeof text);
    if (p >= 0 && p < ARNAK_MAX_PLAYERS)
        fprintf(out, "%sP%d: %s%s\n", st.player[p], p + 1, text, st.reset);
    else
        fprintf(out, "%s\n", text);
    for (int i = 0; i < n; i++) {
        int w = (int)arnak_action_to_string(s, legal[i], text, sizeof text);
        fprintf(out, "  %2d) %s", i + 1, text);
        char hint[512] = "";
        FILE *m = fmemopen(hint, sizeof hint, "w");
        if (m) {
            put_hint(m, s, legal[i]);
            fclose(m);
        }
        if (hint[0])
            fprintf(out, "%*s%s%s%s", w < 28 ? 28 - w : 1, "", st.dim, hint, st.reset);
        fputc('\n', out);
    }
}

void arnak_render_scores(FILE *out, const arnak_state *s, const char *const names[ARNAK_MAX_PLAYERS],
                   bool color)
{
    style st = make_style(color);
    int np = s->nplayers <= ARNAK_MAX_PLAYERS ? s->nplayers : ARNAK_MAX_PLAYERS;
    arnak_score sc[ARNAK_MAX_PLAYERS + 1];
    char label[48];
    for (int p = 0; p < np; p++)
        arnak_score_player(s, p, &sc[p]);
    bool solo = np == 1;
    if (solo)
        arnak_score_rival(s, &sc[1]); /* the rival as a second column */
    int cols = solo ? 2 : np;

    fprintf(out, "%s%-12s%s", st.bold, s->over ? "Final scores" : "Scores now", st.reset);
    for (int p = 0; p < np; p++)
        fprintf(out, " %s%14s%s", st.player[p], arnak_render_player_label(p, names, label, sizeof label),
                st.reset);
    if (solo)
        fprintf(out, " %14s", "rival");
    fputc('\n', out);
    static const char *const cat[] = {"research", "temple", "idols", "guardians",
                                      "cards",    "fear",   "total"};
    for (int c = 0; c < 7; c++) {
        fprintf(out, "%s%-12s", c == 6 ? st.bold : "", cat[c]);
        for (int p = 0; p < cols; p++) {
            const int v[] = {sc[p].research, sc[p].temple, sc[p].idols, sc[p].guardians,
                             sc[p].cards,    sc[p].fear,   sc[p].total};
            fprintf(out, " %14d", v[c]);
        }
        fprintf(out, "%s\n", c == 6 ? st.reset : "");
    }

    bool win[ARNAK_MAX_PLAYERS];
    arnak_tiebreak how;
    int k = arnak_winners_how(s, win, &how);
    /* on equal points, say which tie-break decided (or that the victory is shared) */
    static const char *const tie_words[] = {
        [ARNAK_TIE_NONE] = "",
        [ARNAK_TIE_TEMPLE] = " (tied on points: first to reach the Lost Temple)",
        [ARNAK_TIE_RESEARCH] = " (tied on points: the higher research score)",
        [ARNAK_TIE_SHARED] = " (tied on points, temple and research: shared)",
    };
    const char *tie = tie_words[how];
    if (solo) {
        const char *who = k ? arnak_render_player_label(0, names, label, sizeof label) : "the rival";
        if (k && how == ARNAK_TIE_SHARED)
            who = "shared with the rival";
        fprintf(out, "%s%s: %s%s%s\n", st.bold, s->over ? "Winner" : "Leading", who, tie, st.reset);
        return;
    }
    fprintf(out, "%s%s:", st.bold, !s->over ? "Leading" : k > 1 ? "Winners (tied)" : "Winner");
    for (int p = 0; p < np; p++) {
        if (win[p])
            fprintf(out, " %s", arnak_render_player_label(p, names, label, sizeof label));
    }
    fprintf(out, "%s%s\n", tie, st.reset);
}
