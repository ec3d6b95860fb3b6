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
#include <strings.h>

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
            len += snprintf(line + len, sizeof line - (size_t)len, "%.*s%c)%s ", (int)(k - v->name),
                            v->name, v->key, k + 1);
        else if (v->key)
            len += snprintf(line + len, sizeof line - (size_t)len, "%s(%c) ", v->name, v->key);
    }
    if (len < (int)sizeof line)
        snprintf(line + len, sizeof line - (size_t)len,
                 "l)og b)oard s(c)ore h)int u)ndo q)uit ?=help");
    term_lines_add(l, line, 2);
}

/* The opponents' last turn as the screen shows it: each action with its
 * events after it ("Blue: digs at P1 - pays with Fear; gains 2 coins"), the
 * actor's name left out of its own events, events of the same kind joined
 * ("gains 1 coin, 1 compass"; "Red draws Funding, Fear"), a round's summary
 * by its totals (the categories are in the log and the score), a round's
 * end ("expedition 2 ends") a line of its own with the scoring after it, the
 * closing "Red's turn" left out (the decision says it).  `full` gets one action a
 * line; `dense` the same actions one after another, for a screen short of
 * rows. */
typedef struct {
    char text[4096];
    size_t len;
    char actor[64]; /* "Blue " */
    char key[64];   /* the first words of the last event joined ("gains ") */
    int nev;
    bool summary; /* a round's summary: its category lines are left out */
} turn_entry;

static void entry_start(turn_entry *e, const char *t)
{
    snprintf(e->text, sizeof e->text, "%s", t);
    e->len = strlen(e->text);
    const char *colon = strstr(t, ": ");
    int k = colon && colon - t < (ptrdiff_t)sizeof e->actor - 2 ? (int)(colon - t) : 0;
    snprintf(e->actor, sizeof e->actor, "%.*s ", k, t);
    e->key[0] = '\0';
    e->nev = 0;
    e->summary = strncmp(t, "--- end of ", 11) == 0;
}

/* Is t "<a player>'s turn" (or the rival's)? */
static bool names_a_turn(const term_session *ss, const char *t)
{
    char want[80];
    for (int p = 0; p <= ss->nplayers && p <= GAME_MAX_PLAYERS; p++) {
        snprintf(want, sizeof want, "%s's turn", p < ss->nplayers ? term_player_name(p) : "Rival");
        if (strcmp(t, want) == 0)
            return true;
    }
    return false;
}

/* Is t "<round> N ends..." ("expedition 2 ends: ...", "Round 1 ends")?  Its
 * scoring that follows reads as a line of its own, not as the last action's. */
static bool ends_round(const term_session *ss, const char *t)
{
    const char *w = ss->g->round_name ? ss->g->round_name : "round";
    size_t k = strlen(w);
    if (strncasecmp(t, w, k) != 0 || t[k] != ' ' || !isdigit((unsigned char)t[k + 1]))
        return false;
    t += k + 1;
    while (isdigit((unsigned char)*t))
        t++;
    return strncmp(t, " ends", 5) == 0;
}

static void entry_event(turn_entry *e, const char *t)
{
    while (*t == ' ')
        t++;
    size_t al = strlen(e->actor);
    bool own = al > 1 && strncmp(t, e->actor, al) == 0;
    if (own)
        t += al; /* "Blue gains 1 coin" after "Blue: ...": "gains 1 coin" */
    /* the words that make two events one kind: the verb, or a subject and
     * its verb ("gains ", "Red draws ") */
    char key[64];
    size_t kl = 0;
    for (int words = own ? 1 : 2; t[kl] && words > 0 && kl < sizeof key - 1; kl++)
        if (t[kl] == ' ')
            words--;
    snprintf(key, sizeof key, "%.*s", (int)kl, t);
    bool same =
        e->nev > 0 && kl > 0 && key[kl - 1] == ' ' && strcmp(key, e->key) == 0 && !strchr(t, ';');
    /* the first event of the actor's that begins with the action's words
     * goes on from them ("Blue: delivers 1 weapon for 2 VP", not "Blue:
     * delivers 1 weapon - delivers 1 weapon for 2 VP") */
    size_t body = strlen(e->actor) + 1, bl = e->len > body ? e->len - body : 0;
    bool goes_on = own && e->nev == 0 && bl > 0 && strncmp(e->text + body - 2, ": ", 2) == 0 &&
                   strncmp(t, e->text + body, bl) == 0 && t[bl] == ' ';
    if (e->len < sizeof e->text - 1)
        e->len += (size_t)snprintf(e->text + e->len, sizeof e->text - e->len, "%s%s",
                                   goes_on                           ? ""
                                   : same                            ? ", "
                                   : e->nev                          ? "; "
                                   : strncmp(e->text, "---", 3) == 0 ? " "
                                                                     : " - ",
                                   goes_on ? t + bl
                                   : same  ? t + kl
                                           : t);
    if (e->len >= sizeof e->text)
        e->len = sizeof e->text - 1;
    snprintf(e->key, sizeof e->key, "%s", key);
    e->nev++;
}

static void turn_lines(const term_session *ss, const term_log *lg, size_t from, size_t to,
                       bool details, term_lines *full, term_lines *dense)
{
    char all[16384], prev[64] = "";
    size_t alen = 0;
    turn_entry e = {.len = 0};
    for (size_t i = from; i <= to; i++) {
        const char *t = i < to ? lg->line[i] : NULL;
        bool event = t && t[0] == ' ' && e.len > 0 && !ends_round(ss, t + strspn(t, " "));
        if (event && e.summary)
            continue; /* the categories of a round's summary */
        if (event && !details && strncmp(t, "    ", 4) == 0)
            continue; /* a line of detail (each figure's points: term_score_detail) */
        if (event && i + 1 == to && names_a_turn(ss, t + strspn(t, " ")))
            continue;
        if (event) {
            entry_event(&e, t);
            continue;
        }
        if (e.len > 0) {
            term_lines_add(full, e.text, 4);
            /* the dense form names the actor once for its actions in a row */
            size_t al = strlen(e.actor), skip = 0;
            if (al > 1 && strcmp(e.actor, prev) == 0 && strncmp(e.text, e.actor, al - 1) == 0 &&
                strncmp(e.text + al - 1, ": ", 2) == 0)
                skip = al + 1;
            snprintf(prev, sizeof prev, "%s", e.actor);
            if (alen < sizeof all - 1)
                alen += (size_t)snprintf(all + alen, sizeof all - alen, "%s%s", alen ? " | " : "",
                                         e.text + skip);
            if (alen >= sizeof all)
                alen = sizeof all - 1;
        }
        if (!t)
            break;
        entry_start(&e, t + strspn(t, " "));
    }
    if (alen > 0 && dense)
        term_lines_add(dense, all, 4);
}

/* The reader's log: the opponents' newest turn whole, and the rest (their
 * turns before it too, in the same compact lines). */
static void log_parts(term_session *ss, int me, term_screen_parts *p)
{
    term_log *lg = term_log_of(ss, me);
    size_t to = lg->to < lg->n ? lg->to : lg->n, from = lg->from < to ? lg->from : to;
    size_t turn = lg->turn >= from && lg->turn < to ? lg->turn : from;
    /* the opponents' turns before their newest are the newest of the log */
    for (size_t i = 0; i < from; i++)
        term_lines_add(&p->log, lg->line[i], 4);
    turn_lines(ss, lg, from, turn, true, &p->log, NULL);
    for (size_t i = to; i < lg->n; i++)
        term_lines_add(&p->log, lg->line[i], 4);
    turn_lines(ss, lg, turn, to, true, &p->last_turn, &p->last_dense);
    /* the same without its lines of detail, when there are some */
    turn_lines(ss, lg, turn, to, false, &p->last_brief, NULL);
    if (p->last_brief.n == p->last_turn.n)
        term_lines_free(&p->last_brief);
    /* several opponents: the newest turn alone, for a screen short of rows */
    if (lg->newest > turn && lg->newest < to) {
        term_lines whole;
        term_lines_init(&whole, p->last_newest.width);
        turn_lines(ss, lg, lg->newest, to, true, &whole, &p->last_newest);
        term_lines_free(&whole);
    }
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
    /* the table, and the one line for when the table does not fit */
    score_lines(ss, &p.score);
    score_line(ss, &p.score_line);
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
