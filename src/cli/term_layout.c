/* term_layout.c - the terminal game's main screen, fitted from its parts
 * (term_layout.h).  Pure: parts in, lines out, no terminal I/O.
 *
 * How the rows are shared (rows - 1 of them; the prompt has the last):
 *   1. what must stay: the warnings, the score, your resources and hand,
 *      the opponents' last turn, the decision line and every option;
 *   2. the options in the most readable form that still leaves room for the
 *      header, the footer and a few lines of the log (one option a line
 *      with its hint, then columns per group, then without the word the
 *      group's name says, then one after another), else the most readable
 *      form that fits beside what must stay: with the score table, else
 *      with the score's one line, else with the last turn's dense form;
 *      else the options packed, their groups sharing lines, beside those;
 *   3. the rows left over: the header, the footer, the log (its newest
 *      lines), from 120x40 up the board, and then more of the log;
 *   4. when it does not all fit (below 80x24, or a decision too large), the
 *      options keep whole labels while the score, the start of the last
 *      turn and your hand give way, in that order; labels are cut only when
 *      that is not enough; one line says what was left out and which key
 *      shows it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "term_layout.h"

/* LOG_MIN: lines of the log the options leave room for when they can, and
 * its share before the board's; BOARD_*: the size from which the board is
 * shown; GAP: blanks between two options on a line; CUT_MIN: the shortest
 * cut label (and hint). */
enum { LOG_MIN = 3, BOARD_COLS = 120, BOARD_ROWS = 40, GAP = 2, CUT_MIN = 8 };

/* The forms of the option block, most readable first. */
enum {
    OB_LIST_WRAP,    /* a line per option, hints wrapped, a heading per group */
    OB_LIST_CUT,     /* the same, hints cut to the line */
    OB_GRID_ALIGNED, /* columns per group, the group names in one margin */
    OB_GRID_OWN,     /* columns per group, each after its own name */
    OB_GRID_HEADING, /* columns per group under a heading line */
    OB_GRID_SHORT,   /* columns per group, labels without the group's word */
    OB_FLOW,         /* each group's options one after another */
    OB_FLOW_SHORT,   /* the same, labels without the group's word */
    OB_FLOW_CUT,     /* the same with labels cut */
    OB_PACKED,       /* the groups one after another on shared lines, labels
                      * without the group's word: only when nothing else fits
                      * beside what must stay */
    OB_N
};

void term_screen_parts_init(term_screen_parts *p, int cols)
{
    memset(p, 0, sizeof *p);
    term_lines *all[] = {&p->warn,      &p->score,      &p->score_line, &p->me,
                         &p->last_turn, &p->last_dense, &p->last_brief, &p->last_newest,
                         &p->header,    &p->log,        &p->board,      &p->footer};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        term_lines_init(all[i], cols);
}

void term_screen_parts_free(term_screen_parts *p)
{
    term_lines *all[] = {&p->warn,      &p->score,      &p->score_line, &p->me,
                         &p->last_turn, &p->last_dense, &p->last_brief, &p->last_newest,
                         &p->header,    &p->log,        &p->board,      &p->footer};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        term_lines_free(all[i]);
}

/* ---- the option block ---- */

/* The group an option is shown in: its own, or one past the last for an
 * option whose group is out of range (shown last, as "other"). */
static int group_of(const term_screen_parts *p, const term_option *o)
{
    return o->group >= 0 && o->group < p->ngroup ? o->group : p->ngroup;
}

static const char *group_name(const term_screen_parts *p, int g)
{
    return g < p->ngroup && p->group[g] && *p->group[g] ? p->group[g] : "other";
}

static int group_count(const term_screen_parts *p, int g)
{
    int k = 0;
    for (int i = 0; i < p->noption; i++)
        k += group_of(p, &p->option[i]) == g;
    return k;
}

/* Digits of the widest number, so that the ")" line up. */
static int number_width(const term_screen_parts *p)
{
    int w = 1;
    for (int i = 0; i < p->noption; i++) {
        char b[16];
        int k = snprintf(b, sizeof b, "%d", p->option[i].number);
        if (k > w)
            w = k;
    }
    return w;
}

/* The label as shown: without the first word of the group's name when it
 * starts with it ("dig P2" under "dig": "P2"; "play torch" under "play a
 * card": "torch"), when `strip`. */
static const char *shown_label(const term_screen_parts *p, const term_option *o, bool strip)
{
    const char *l = o->label ? o->label : "";
    if (!strip)
        return l;
    const char *name = group_name(p, group_of(p, o));
    size_t w = strcspn(name, " ");
    if (w > 0 && strncmp(l, name, w) == 0 && l[w] == ' ' && l[w + 1])
        return l + w + 1;
    return l;
}

static int label_len(const term_screen_parts *p, const term_option *o, bool strip)
{
    return (int)strlen(shown_label(p, o, strip));
}

/* Copies at most `max` bytes of s; a cut text ends in "~" so that it reads
 * as cut (the number still names the option). */
static void cut_copy(char *out, size_t n, const char *s, int max)
{
    if (!s)
        s = "";
    int len = (int)strlen(s);
    if (len <= max)
        snprintf(out, n, "%s", s);
    else if (max > 1)
        snprintf(out, n, "%.*s~", max - 1, s);
    else
        snprintf(out, n, "%.*s", max > 0 ? max : 0, s);
}

/* One option a line under a heading per group; hints after the labels,
 * wrapped (OB_LIST_WRAP) or cut to the line (OB_LIST_CUT). */
static void block_list(const term_screen_parts *p, int W, bool wrap, term_lines *o)
{
    int nw = number_width(p), maxl = 0;
    for (int i = 0; i < p->noption; i++)
        if (label_len(p, &p->option[i], false) > maxl)
            maxl = label_len(p, &p->option[i], false);
    int hintcol = 2 + nw + 2 + maxl + 2;
    char line[2200], hint[1100];
    for (int g = 0; g <= p->ngroup; g++) {
        if (!group_count(p, g))
            continue;
        term_lines_addf(o, 2, "%s:", group_name(p, g));
        for (int i = 0; i < p->noption; i++) {
            const term_option *op = &p->option[i];
            if (group_of(p, op) != g)
                continue;
            int len = snprintf(line, sizeof line, "  %*d) %.1000s", nw, op->number,
                               op->label ? op->label : "");
            int col = hintcol < W - CUT_MIN ? hintcol : len + 2;
            if (op->hint && *op->hint && col < (int)sizeof line - 1100) {
                if (wrap || (int)strlen(op->hint) <= W - col)
                    snprintf(hint, sizeof hint, "%.1000s", op->hint);
                else
                    cut_copy(hint, sizeof hint, op->hint, W - col);
                if (wrap || W - col >= CUT_MIN)
                    snprintf(line + len, sizeof line - (size_t)len, "%*s%s",
                             col > len ? col - len : 1, "", hint);
            }
            term_lines_add(o, line, col < W / 2 ? col : 6 + nw);
        }
    }
}

/* How one group is laid out: its name in a margin on its first row
 * (aligned: the margin of the longest name; own: its own name's width) or
 * on a line of its own; its options in columns as wide as its longest
 * label (grid) or one after another (flow); labels cut to `cut` when
 * cut > 0. */
typedef struct {
    int margin; /* 0: a heading line, the options indented by 2 */
    bool flow;
    bool strip; /* labels without the group's word (shown_label) */
    int cut;
} group_form;

/* The widest cell of group g under form f (cw: "NN) label"). */
static int group_cell_width(const term_screen_parts *p, int g, const group_form *f, int nw)
{
    int maxl = 1;
    for (int i = 0; i < p->noption; i++)
        if (group_of(p, &p->option[i]) == g && label_len(p, &p->option[i], f->strip) > maxl)
            maxl = label_len(p, &p->option[i], f->strip);
    if (f->cut > 0 && maxl > f->cut)
        maxl = f->cut;
    return nw + 2 + maxl;
}

static void layout_group(const term_screen_parts *p, int g, int W, const group_form *f,
                         term_lines *o)
{
    int nw = number_width(p), margin = f->margin ? f->margin : 2;
    int cw = group_cell_width(p, g, f, nw);
    if (cw > W - margin)
        cw = W - margin; /* one column, the label cut to the line */
    if (!f->margin)
        term_lines_addf(o, 2, "%s:", group_name(p, g));
    char line[1100], label[1100], cell[1200];
    int len = 0;
    bool first_row = true;
    for (int i = 0; i < p->noption; i++) {
        const term_option *op = &p->option[i];
        if (group_of(p, op) != g)
            continue;
        int room = f->cut > 0 && f->cut < cw - nw - 2 ? f->cut : cw - nw - 2;
        cut_copy(label, sizeof label, shown_label(p, op, f->strip), room);
        int cl =
            snprintf(cell, sizeof cell, "%*d) %-*s", nw, op->number, f->flow ? 0 : room, label);
        if (len > 0 && len + GAP + cl > W) {
            term_lines_add(o, line, 0);
            len = 0;
            first_row = false;
        }
        if (len == 0)
            len = snprintf(line, sizeof line, "%-*.*s", margin, margin - 1,
                           f->margin && first_row ? group_name(p, g) : "");
        else
            len += snprintf(line + len, sizeof line - (size_t)len, "%*s", GAP, "");
        len += snprintf(line + len, sizeof line - (size_t)len, "%s", cell);
    }
    if (len > 0)
        term_lines_add(o, line, 0);
}

/* OB_PACKED: every option one after another, a group's name before its
 * first, a line begun only where the next does not fit ("dig  1) P0  2) P1
 * discover  3) P5 ..."): a group no longer takes a line of its own. */
static void block_packed(const term_screen_parts *p, int W, term_lines *o)
{
    int nw = number_width(p), len = 0, last = -1;
    char line[1100], cell[1200];
    for (int i = 0; i < p->noption; i++) {
        const term_option *op = &p->option[i];
        int g = group_of(p, op);
        int cl = snprintf(cell, sizeof cell, "%s%s%*d) %.1000s", g != last ? group_name(p, g) : "",
                          g != last ? "  " : "", nw, op->number, shown_label(p, op, true));
        last = g;
        if (len > 0 && len + GAP + cl > W) {
            term_lines_add(o, line, 0);
            len = 0;
        }
        len += snprintf(line + len, sizeof line - (size_t)len, "%*s%.*s", len ? GAP : 0, "",
                        (int)sizeof line - len - GAP - 1, cell);
    }
    if (len > 0)
        term_lines_add(o, line, 0);
}

/* The margin of the aligned form: the longest group name and a blank. */
static int prefix_margin(const term_screen_parts *p)
{
    int m = 0;
    for (int g = 0; g <= p->ngroup; g++)
        if (group_count(p, g) && (int)strlen(group_name(p, g)) > m)
            m = (int)strlen(group_name(p, g));
    return m + 1;
}

/* The option block in form `form` (OB_*); `cut`: the labels' width for
 * OB_FLOW_CUT.  The decision line comes first. */
static void option_block(const term_screen_parts *p, int W, int form, int cut, term_lines *o)
{
    if (p->decision && *p->decision)
        term_lines_add(o, p->decision, 2);
    if (form == OB_LIST_WRAP || form == OB_LIST_CUT) {
        block_list(p, W, form == OB_LIST_WRAP, o);
        return;
    }
    if (form == OB_PACKED) {
        block_packed(p, W, o);
        return;
    }
    int aligned = prefix_margin(p);
    for (int g = 0; g <= p->ngroup; g++) {
        if (!group_count(p, g))
            continue;
        int own = (int)strlen(group_name(p, g)) + 2;
        bool strip = form == OB_GRID_SHORT || form == OB_FLOW_SHORT;
        group_form f = {.margin = form == OB_GRID_ALIGNED || form == OB_GRID_SHORT ? aligned
                                  : form == OB_GRID_HEADING                        ? 0
                                                                                   : own,
                        .flow = form == OB_FLOW || form == OB_FLOW_SHORT || form == OB_FLOW_CUT,
                        .strip = strip,
                        .cut = form == OB_FLOW_CUT ? cut : 0};
        /* a name that leaves less than half the line is worth a heading line */
        if (f.margin > W / 2)
            f.margin = 0;
        layout_group(p, g, W, &f, o);
    }
}

static bool try_block(const term_screen_parts *p, int W, int form, int cut, int limit,
                      term_lines *best)
{
    term_lines_init(best, W);
    option_block(p, W, form, cut, best);
    if (best->n <= limit)
        return true;
    term_lines_free(best);
    return false;
}

/* The most readable form of the option block in at most `limit` lines,
 * labels whole: true with it in best. */
static bool fit_block(const term_screen_parts *p, int W, int limit, term_lines *best)
{
    for (int form = 0; form < OB_FLOW_CUT; form++)
        if (try_block(p, W, form, 0, limit, best))
            return true;
    return false;
}

/* The option block when it does not fit beside everything that must stay:
 * the most compact forms with whole labels, if one fits in `least` (beside
 * the warnings alone: the score, the last turn and the hand then give
 * way); else labels cut, as little as fits; else the most compact there
 * is. */
static void fallback_block(const term_screen_parts *p, int W, int least, term_lines *best)
{
    if (try_block(p, W, OB_FLOW_SHORT, 0, least, best) ||
        try_block(p, W, OB_PACKED, 0, least, best))
        return;
    int maxl = 0;
    for (int i = 0; i < p->noption; i++)
        if (label_len(p, &p->option[i], false) > maxl)
            maxl = label_len(p, &p->option[i], false);
    for (int cut = maxl - 1; cut >= CUT_MIN; cut--)
        if (try_block(p, W, OB_FLOW_CUT, cut, least, best))
            return;
    term_lines_init(best, W);
    option_block(p, W, OB_FLOW_CUT, CUT_MIN, best);
}

/* ---- sharing the rows ---- */

/* How many lines of each part the screen shows. */
typedef struct {
    int header, score, me, last, log, board, footer;
    int opts;   /* lines of the option block shown */
    bool note;  /* a line says what was left out */
    bool big;   /* 120x40 and up: the board has a share */
    bool small; /* below 80x24 */
} plan;

/* The parts rewrapped to the screen's width (a caller's parts may have
 * another), so that every count below is in screen lines.  score and last
 * point at the form chosen: the table or the one line, one action a line
 * or the dense turn. */
typedef struct {
    term_lines warn, header, me, log, board, footer, opts;
    term_lines score_table, score_one, last_full, last_dense, last_brief, last_newest;
    const term_lines *score, *last;
} fitted;

static void refit(term_lines *to, const term_lines *from, int W)
{
    term_lines_init(to, W);
    for (int i = 0; i < from->n; i++)
        term_lines_add(to, from->line[i], 4);
}

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

/* Spaces before the text of line i. */
static int indent_of(const term_lines *l, int i)
{
    int k = 0;
    while (l->line[i][k] == ' ')
        k++;
    return k;
}

/* How many of the newest lines of l to show in at most `room` rows: a
 * part's entries start at its smallest indent, so that the lines shown
 * begin with the start of an entry (none when not one whole entry fits). */
static int newest(const term_lines *l, int room)
{
    if (room >= l->n)
        return l->n;
    if (room <= 0)
        return 0;
    int least = indent_of(l, 0);
    for (int i = 1; i < l->n; i++)
        if (indent_of(l, i) < least)
            least = indent_of(l, i);
    int first = l->n - room;
    while (first < l->n && indent_of(l, first) > least)
        first++;
    return l->n - first;
}

/* The rows left after the option block go to the header, the footer, the
 * log and (on a big screen) the board. */
static void share_spare(const fitted *f, plan *pl, int spare)
{
    pl->header = f->header.n <= spare ? f->header.n : 0;
    spare -= pl->header;
    pl->footer = f->footer.n <= spare ? f->footer.n : 0;
    spare -= pl->footer;
    /* on a big screen the log has a share first, then the board whole */
    pl->log = newest(&f->log, pl->big ? min_int(spare, LOG_MIN + spare / 4) : spare);
    spare -= pl->log;
    if (pl->big) {
        pl->board = min_int(f->board.n, spare);
        spare -= pl->board;
        pl->log = newest(&f->log, pl->log + spare);
    }
}

/* True when the plan leaves out something a player would miss. */
static bool leaves_out(const fitted *f, const plan *pl)
{
    bool board_due = pl->big || pl->small;
    /* from 80x24 up the log is one key away (l), named in the footer */
    return pl->score < f->score->n || pl->me < f->me.n || pl->last < f->last->n ||
           f->last == &f->last_newest || f->last == &f->last_brief || pl->opts < f->opts.n ||
           (f->log.n > 0 && pl->log == 0 && (pl->small || pl->big)) ||
           (board_due && pl->board < f->board.n);
}

/* Fits the parts into `room` rows: the warnings and the option block
 * first (its end cut only when nothing else is left), then, as they fit,
 * your hand, the newest lines of the last turn, the score; the rest goes
 * to share_spare. */
static void make_plan(const fitted *f, plan *pl, int room)
{
    int left = room - f->warn.n;
    pl->opts = min_int(f->opts.n, left > 1 ? left : 1);
    left -= pl->opts;
    pl->me = f->me.n <= left ? f->me.n : 0;
    left -= pl->me;
    pl->last = newest(f->last, left);
    left -= pl->last;
    pl->score = f->score->n <= left ? f->score->n : 0;
    left -= pl->score;
    share_spare(f, pl, left > 0 ? left : 0);
}

/* "left out: the log (l), the board (b)": one line, shorter names when the
 * long ones do not fit, cut to the width at worst. */
static void note_line(const fitted *f, const plan *pl, int W, term_lines *out)
{
    struct {
        bool out;
        const char *name, *shortname;
    } item[] = {
        {pl->score < f->score->n, "the score (c)", "score (c)"},
        {pl->me < f->me.n, "your hand (b)", "hand (b)"},
        {pl->last == 0 && f->last->n > 0, "the last turn (l)", "last turn (l)"},
        {pl->last > 0 && pl->last < f->last->n, "the start of the last turn (l)", "turn (l)"},
        {f->last == &f->last_brief, "the details of the turn (l)", "details (l)"},
        {f->last == &f->last_newest, "the other players' turns (l)", "others' turns (l)"},
        {f->log.n > 0 && pl->log == 0 && (pl->small || pl->big), "the log (l)", "log (l)"},
        {pl->board == 0 && f->board.n > 0 && (pl->big || pl->small), "the board (b)", "board (b)"},
        {pl->board > 0 && pl->board < f->board.n, "the rest of the board (b)", "board (b)"},
        {pl->opts < f->opts.n, "more options ('list' shows all)", "options (list)"},
    };
    char line[512];
    for (int brief = 0; brief < 2; brief++) {
        int len = snprintf(line, sizeof line, "left out:");
        bool first = true;
        for (size_t i = 0; i < sizeof item / sizeof item[0]; i++)
            if (item[i].out) {
                len += snprintf(line + len, sizeof line - (size_t)len, "%s %s", first ? "" : ",",
                                brief ? item[i].shortname : item[i].name);
                first = false;
            }
        if (len <= W || brief)
            break;
    }
    line[W < (int)sizeof line ? W : (int)sizeof line - 1] = '\0';
    term_lines_add(out, line, 0);
}

/* Appends lines [from, to) of l. */
static void put_range(term_lines *out, const term_lines *l, int from, int to)
{
    for (int i = from < 0 ? 0 : from; i < to && i < l->n; i++)
        term_lines_add(out, l->line[i], 0);
}

static void emit(const fitted *f, const plan *pl, int W, int R, term_lines *out)
{
    put_range(out, &f->warn, 0, f->warn.n);
    put_range(out, &f->header, 0, pl->header);
    put_range(out, &f->board, 0, pl->board);
    put_range(out, f->score, 0, pl->score);
    put_range(out, &f->me, 0, pl->me);
    /* of the log and the last turn, the newest lines */
    put_range(out, &f->log, f->log.n - pl->log, f->log.n);
    put_range(out, f->last, f->last->n - pl->last, f->last->n);
    put_range(out, &f->footer, 0, pl->footer);
    if (pl->note && leaves_out(f, pl))
        note_line(f, pl, W, out);
    put_range(out, &f->opts, 0, pl->opts);
    /* the warnings alone may outgrow a tiny screen: never more than R lines */
    while (out->n > R)
        free(out->line[--out->n]);
}

static void fitted_free(fitted *f)
{
    term_lines *all[] = {&f->warn,      &f->header,     &f->score_table, &f->score_one,   &f->me,
                         &f->last_full, &f->last_dense, &f->last_brief,  &f->last_newest, &f->log,
                         &f->board,     &f->footer,     &f->opts};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        term_lines_free(all[i]);
}

/* The option block and the forms of the score and the last turn: the most
 * readable options beside the score table, the whole turn one action a
 * line, and room for the header, the footer and some log; else beside what
 * must stay, the score and the turn in the fullest forms that let every
 * option fit; else the options packed (their groups on shared lines) beside
 * them; else (nothing fits) the fallback, the turn one action a line so
 * that it loses its oldest actions first. */
static void choose_forms(const term_screen_parts *p, fitted *f, int W, int R)
{
    const term_lines *score[] = {&f->score_table, &f->score_one, &f->score_one, &f->score_one,
                                 &f->score_one};
    const term_lines *last[] = {&f->last_full, &f->last_full, &f->last_dense, &f->last_brief,
                                &f->last_newest};
    int extra = f->header.n + f->footer.n + min_int(LOG_MIN, f->log.n);
    for (int pass = 0; pass < 3; pass++)
        for (int v = 0; v < (pass == 0 ? 1 : 5); v++) {
            f->score = score[v]->n > 0 ? score[v] : &f->score_table;
            f->last = last[v]->n > 0 ? last[v] : &f->last_full;
            int fixed = f->warn.n + f->score->n + f->me.n + f->last->n;
            int limit = R - fixed - (pass == 0 ? extra : 0);
            if (pass < 2 ? fit_block(p, W, limit, &f->opts)
                         : try_block(p, W, OB_PACKED, 0, limit, &f->opts))
                return;
        }
    f->score = f->score_one.n > 0 ? &f->score_one : &f->score_table;
    f->last = &f->last_full;
    fallback_block(p, W, R - f->warn.n, &f->opts);
}

void term_layout(const term_screen_parts *p, int cols, int rows, term_lines *out)
{
    int W = cols < 20 ? 20 : cols, R = rows - 1 < 1 ? 1 : rows - 1;
    fitted f;
    refit(&f.warn, &p->warn, W);
    refit(&f.header, &p->header, W);
    refit(&f.score_table, &p->score, W);
    refit(&f.score_one, &p->score_line, W);
    refit(&f.me, &p->me, W);
    refit(&f.last_full, &p->last_turn, W);
    refit(&f.last_dense, &p->last_dense, W);
    refit(&f.last_brief, &p->last_brief, W);
    refit(&f.last_newest, &p->last_newest, W);
    refit(&f.log, &p->log, W);
    refit(&f.board, &p->board, W);
    refit(&f.footer, &p->footer, W);
    plan pl;
    /* first without a line saying what was left out; when something is
     * left out, again with that line */
    for (int note = 0; note < 2; note++) {
        memset(&pl, 0, sizeof pl);
        pl.big = cols >= BOARD_COLS && rows >= BOARD_ROWS;
        pl.small = cols < 80 || rows < 24;
        pl.note = note;
        choose_forms(p, &f, W, R - note);
        make_plan(&f, &pl, R - note);
        if (note || !leaves_out(&f, &pl))
            break;
        term_lines_free(&f.opts);
    }
    emit(&f, &pl, W, R, out);
    if (f.warn.failed || f.opts.failed || f.log.failed || f.last->failed)
        out->failed = true;
    fitted_free(&f);
}
