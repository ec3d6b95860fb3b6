/* term_draw.c - what the terminal game shows of a decision: on a terminal
 * one screen composed by term_layout from its parts (warnings, header,
 * score, your resources and hand, the opponents' last turn, the log, the
 * board, the keys, the decision and its grouped options), in plain mode
 * the board once per turn and the options as lines; views and help as
 * pages wrapped to the terminal.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "term_layout.h"
#include "term_play.h"

static void print_lines(const term_lines *l)
{
    for (int i = 0; i < l->n; i++)
        printf("%s\n", l->line[i]);
}

void term_page(const term_session *ss, const char *text, int indent)
{
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, ss->screen ? cols : 1000);
    term_lines_add(&l, text, indent);
    if (ss->screen)
        fputs("\033[H\033[2J", stdout);
    print_lines(&l);
    if (ss->screen)
        printf("(Enter: back to the game)\n");
    term_lines_free(&l);
}

static void score_lines(const term_session *ss, term_lines *l)
{
    term_score_lines(l, ss->g, ss->s, l->width, NULL);
}

/* The score in one line, for a screen short of room: "Score now: Red 27,
 * Blue 23 (c: by category)". */
static void score_line(const term_session *ss, term_lines *l)
{
    int tot[GAME_MAX_PLAYERS + 1], n = 0;
    json_t *sc = ss->g->scores_json ? ss->g->scores_json(ss->s) : NULL;
    json_t *pl = json_object_get(sc, "players"), *rival = json_object_get(sc, "rival");
    for (int p = 0; p < ss->nplayers && p < GAME_MAX_PLAYERS; p++)
        tot[n++] = (int)json_integer_value(json_object_get(json_array_get(pl, (size_t)p), "total"));
    if (json_is_object(rival))
        tot[n++] = (int)json_integer_value(json_object_get(rival, "total"));
    json_decref(sc);
    char line[256];
    int len = snprintf(line, sizeof line, "Score now:");
    for (int p = 0; p < n && len < (int)sizeof line; p++)
        len += snprintf(line + len, sizeof line - (size_t)len, "%s %s %d", p ? "," : "",
                        p < ss->nplayers ? term_player_name(p) : "rival", tot[p]);
    if (len < (int)sizeof line)
        snprintf(line + len, sizeof line - (size_t)len, "   (c: by category)");
    term_lines_add(l, line, 2);
}

void term_show_score(const term_session *ss)
{
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, ss->screen ? cols : 1000);
    score_lines(ss, &l);
    print_lines(&l);
    term_lines_free(&l);
}

/* The text of fn (the board, a view) as `me` sees it, players named: a
 * malloc'd string, or NULL (none, or out of memory). */
static char *named_text(const term_session *ss, int me,
                        int (*fn)(const void *st, int viewer, char *buf, size_t n))
{
    char *raw = fn ? malloc(TERM_BOARD_MAX) : NULL;
    char *named = raw ? malloc(3 * TERM_BOARD_MAX) : NULL;
    if (named && fn(ss->s, me, raw, TERM_BOARD_MAX) >= 0) {
        term_names(ss, raw, named, 3 * TERM_BOARD_MAX);
    } else {
        free(named);
        named = NULL;
    }
    free(raw);
    return named;
}

void term_page_text(const term_session *ss, int me,
                    int (*fn)(const void *st, int viewer, char *buf, size_t n))
{
    char *t = named_text(ss, me, fn);
    if (t)
        term_page(ss, t, 6);
    free(t);
}

/* The board as `me` sees it, players named, into l. */
static void board_lines(const term_session *ss, int me, term_lines *l)
{
    char *t = named_text(ss, me, ss->g->view_text);
    if (t && *t)
        term_lines_add(l, t, 6);
    free(t);
}

void term_show_board(const term_session *ss, int me)
{
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, ss->screen ? cols : 1000);
    board_lines(ss, me, &l);
    score_lines(ss, &l);
    print_lines(&l);
    term_lines_free(&l);
}

/* "Round 2 (side bird): Red to play   (saved: FILE)". */
static void header_line(const term_session *ss, term_lines *l, bool saved)
{
    const game_def *g = ss->g;
    char line[TERM_PATH_MAX + 512], st[TERM_PATH_MAX + 64] = "";
    const char *rw = g->round_name ? g->round_name : "round";
    int len = snprintf(line, sizeof line, "%c%s %d", toupper((unsigned char)rw[0]), rw + 1,
                       g->round(ss->s));
    const char *sep = " (";
    for (int i = 0; i < g->noptions && len < (int)sizeof line; i++) {
        if (!game_option_applies(&g->options[i], ss->nplayers))
            continue;
        len += snprintf(line + len, sizeof line - (size_t)len, "%s%s %s", sep, g->options[i].name,
                        g->options[i].names[ss->rec->setup.options[i]]);
        sep = ", ";
    }
    if (*sep == ',' && len < (int)sizeof line)
        len += snprintf(line + len, sizeof line - (size_t)len, ")");
    if (saved)
        term_autosave_status(&ss->save, st, sizeof st);
    if (len < (int)sizeof line)
        snprintf(line + len, sizeof line - (size_t)len, ": %s to play%s%s%s",
                 term_player_name(g->current_player(ss->s)), *st ? "   (" : "", st, *st ? ")" : "");
    term_lines_add(l, line, 2);
}

/* "Red: 2 coins, ..." and "Hand (5): ...": the game's player_text. */
static void me_lines(const term_session *ss, int me, term_lines *l)
{
    char raw[4096], named[8192];
    if (!ss->g->player_text || ss->g->player_text(ss->s, me, raw, sizeof raw) <= 0)
        return;
    term_names(ss, raw, named, sizeof named);
    term_lines_add(l, named, 2);
}

/* The keys, one line at 80 columns: "r)ow s)ites research(t) ... ?=help". */
static void footer_line(const term_session *ss, term_lines *l)
{
    char line[512];
    int len = 0;
    line[0] = '\0';
    for (int i = 0; i < ss->g->nviews && len < (int)sizeof line; i++) {
        const game_view *v = &ss->g->views[i];
        const char *k = v->key ? strchr(v->name, v->key) : NULL;
        if (k)
            len += snprintf(line + len, sizeof line - (size_t)len, "%.*s%c)%s ",
                            (int)(k - v->name), v->name, v->key, k + 1);
        else if (v->key)
            len += snprintf(line + len, sizeof line - (size_t)len, "%s(%c) ", v->name, v->key);
    }
    if (len < (int)sizeof line)
        snprintf(line + len, sizeof line - (size_t)len,
                 "l)og b)oard s(c)ore h)int u)ndo q)uit ?=help");
    term_lines_add(l, line, 2);
}

/* The opponents' last turn as the screen shows it: each action on one
 * wrapped line with its events after it ("Blue: digs at P1 - pays with
 * Fear; gains 2 compasses"), the actor's name left out of its own events,
 * so that a whole turn takes a few lines. */
static void turn_lines(const term_log *lg, size_t from, size_t to, term_lines *l)
{
    char line[4096], actor[64] = "";
    size_t len = 0;
    int nev = 0; /* events joined to the action line */
    for (size_t i = from; i <= to; i++) {
        const char *t = i < to ? lg->line[i] : NULL;
        bool event = t && t[0] == ' ' && len > 0;
        if (!event && len > 0) {
            term_lines_add(l, line, 4);
            len = 0;
        }
        if (!t)
            break;
        if (!event) {
            /* an action ("Blue: digs at P1"), or a line of its own */
            snprintf(line, sizeof line, "%s", t);
            len = strlen(line);
            const char *colon = strstr(t, ": ");
            int k = colon && colon - t < (ptrdiff_t)sizeof actor - 2 ? (int)(colon - t) : 0;
            snprintf(actor, sizeof actor, "%.*s ", k, t);
            nev = 0;
            continue;
        }
        while (*t == ' ')
            t++;
        size_t al = strlen(actor);
        if (al > 1 && strncmp(t, actor, al) == 0)
            t += al; /* "Blue gains 1 coin" after "Blue: ...": "gains 1 coin" */
        if (len < sizeof line - 1)
            len += (size_t)snprintf(line + len, sizeof line - len, "%s%s", nev++ ? "; " : " - ", t);
        if (len >= sizeof line)
            len = sizeof line - 1;
    }
}

/* The reader's log: the opponents' last turn whole, and the rest. */
static void log_parts(term_session *ss, int me, term_screen_parts *p)
{
    term_log *lg = term_log_of(ss, me);
    size_t from = lg->from < lg->n ? lg->from : lg->n, to = lg->to < lg->n ? lg->to : lg->n;
    for (size_t i = 0; i < lg->n; i++)
        if (i < from || i >= to)
            term_lines_add(&p->log, lg->line[i], 4);
    turn_lines(lg, from, to, &p->last_turn);
    lg->seen = lg->n;
}

typedef struct {
    term_option *opt;
    char (*label)[TERM_TEXT_MAX + 64];
    char (*hint)[TERM_TEXT_MAX + 64];
} option_store;

static bool options_of(const term_session *ss, const term_menu *m, term_screen_parts *p,
                       option_store *st)
{
    static const char *const one[] = {"options"};
    size_t k = m->n > 0 ? (size_t)m->n : 1;
    st->opt = calloc(k, sizeof *st->opt);
    st->label = calloc(k, sizeof *st->label);
    st->hint = calloc(k, sizeof *st->hint);
    if (!st->opt || !st->label || !st->hint)
        return false;
    for (int i = 0; i < m->n; i++) {
        term_menu_label(m, ss, i + 1, st->label[i], sizeof st->label[i], st->hint[i],
                        sizeof st->hint[i]);
        st->opt[i] = (term_option){i + 1, m->group[i], st->label[i], st->hint[i]};
    }
    bool grouped = ss->g->action_group && ss->g->ngroups > 0;
    p->group = grouped ? ss->g->group_names : one;
    p->ngroup = grouped ? ss->g->ngroups : 1;
    p->option = st->opt;
    p->noption = m->n;
    return true;
}

static void draw_screen(term_session *ss, int me, const term_menu *m)
{
    int cols, rows;
    term_size(&cols, &rows);
    term_screen_parts p;
    term_screen_parts_init(&p, cols);
    term_autosave_warn_lines(&p.warn, &ss->save);
    header_line(ss, &p.header, p.warn.n == 0);
    /* the table when there is room for it beside the options, else one line */
    if (rows >= 32 || m->n <= rows / 2)
        score_lines(ss, &p.score);
    else
        score_line(ss, &p.score);
    me_lines(ss, me, &p.me);
    log_parts(ss, me, &p);
    board_lines(ss, me, &p.board);
    footer_line(ss, &p.footer);
    char dec[TERM_TEXT_MAX + 64];
    term_decision(ss, me, dec, sizeof dec);
    p.decision = dec;
    option_store st = {0};
    term_lines out;
    term_lines_init(&out, cols);
    if (options_of(ss, m, &p, &st))
        term_layout(&p, cols, rows, &out);
    fputs("\033[H\033[2J", stdout);
    print_lines(&out);
    term_lines_free(&out);
    free(st.opt);
    free(st.label);
    free(st.hint);
    term_screen_parts_free(&p);
}

void term_show(term_session *ss, int me, const term_menu *m, bool board)
{
    if (ss->screen) {
        draw_screen(ss, me, m);
        return;
    }
    if (board)
        term_show_board(ss, me);
    term_lines l;
    term_lines_init(&l, 1000); /* plain lines are not wrapped: a script reads them */
    term_autosave_warn_lines(&l, &ss->save);
    me_lines(ss, me, &l);
    term_menu_lines(m, ss, me, &l);
    print_lines(&l);
    term_lines_free(&l);
}
