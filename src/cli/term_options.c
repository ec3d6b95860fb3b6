/* term_options.c - the options of a decision, grouped by kind (the game's
 * g->action_group: Arnak's dig / discover / research / buy / play a card /
 * free actions / end) and numbered once per decision, so that a number
 * names the same option on every screen of that decision (a redraw, a view,
 * an error, a hint).  A person picks one by its number or by its text.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "term_play.h"

static int group_of(const term_session *ss, game_action a)
{
    const game_def *g = ss->g;
    if (!g->action_group || g->ngroups <= 0)
        return 0;
    int k = g->action_group(ss->s, a);
    return k >= 0 && k < g->ngroups ? k : g->ngroups - 1;
}

int term_menu_make(term_menu *m, const term_session *ss)
{
    const game_def *g = ss->g;
    memset(m, 0, sizeof *m);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    m->act = malloc(sizeof *m->act * (size_t)g->max_actions);
    m->group = malloc(sizeof *m->group * (size_t)g->max_actions);
    if (!legal || !m->act || !m->group) {
        free(legal);
        term_menu_free(m);
        return -1;
    }
    int n = g->legal_actions(ss->s, legal);
    int ng = g->action_group && g->ngroups > 0 ? g->ngroups : 1;
    int *gr = m->group;
    for (int i = 0; i < n; i++)
        gr[i] = group_of(ss, legal[i]);
    /* group by group, the engine's order within each */
    for (int k = 0; k < ng; k++)
        for (int i = 0; i < n; i++)
            if (gr[i] == k)
                m->act[m->n++] = legal[i];
    for (int i = 0; i < m->n; i++)
        m->group[i] = group_of(ss, m->act[i]);
    free(legal);
    return 0;
}

void term_menu_free(term_menu *m)
{
    free(m->act);
    free(m->group);
    memset(m, 0, sizeof *m);
}

/* The name of group k, whose first word a screen may leave out of its
 * options' labels ("" for none). */
static const char *short_word(const term_session *ss, int k)
{
    const game_def *g = ss->g;
    if (!g->action_group || g->ngroups <= 0 || k < 0 || k >= g->ngroups || !g->group_names[k])
        return "";
    return g->group_names[k];
}

/* True when s is all digits; *v gets its value (capped at INT_MAX). */
static bool parse_number(const char *s, int *v)
{
    long x = 0;
    if (!*s)
        return false;
    for (; *s; s++) {
        if (!isdigit((unsigned char)*s))
            return false;
        if (x < INT_MAX)
            x = x * 10 + (*s - '0');
    }
    *v = x < INT_MAX ? (int)x : INT_MAX;
    return true;
}

int term_menu_find(const term_menu *m, const term_session *ss, const char *in, game_action *a,
                   char *err, size_t n)
{
    int k;
    err[0] = '\0';
    if (parse_number(in, &k)) {
        if (k >= 1 && k <= m->n) {
            *a = m->act[k - 1];
            return 1;
        }
        snprintf(err, n, "choose a number from 1 to %d", m->n);
        return 0;
    }
    char text[TERM_TEXT_MAX], label[TERM_TEXT_MAX + 64], hint[TERM_TEXT_MAX + 64];
    for (int i = 0; i < m->n; i++) {
        ss->g->action_to_string(ss->s, m->act[i], text, sizeof text);
        if (strcasecmp(text, in) == 0) {
            *a = m->act[i];
            return 1;
        }
    }
    if (ss->g->action_from_string(ss->s, in, a) == GAME_OK)
        return 1;
    /* a label as the screen shows it: players named, or without the word
     * its group's name says ("P2" under "dig" for "dig P2", term_layout.c) */
    int found = 0;
    for (int i = 0; i < m->n; i++) {
        term_menu_label(m, ss, i + 1, label, sizeof label, hint, sizeof hint);
        const char *name = short_word(ss, m->group[i]);
        size_t w = strcspn(name, " ");
        bool same =
            strcasecmp(label, in) == 0 || (w > 0 && strncasecmp(label, name, w) == 0 &&
                                           label[w] == ' ' && strcasecmp(label + w + 1, in) == 0);
        if (same && found++ == 0)
            *a = m->act[i];
    }
    if (found > 1)
        snprintf(err, n, "'%.*s' names %d options: type its number", 64, in, found);
    return found == 1;
}

void term_menu_label(const term_menu *m, const term_session *ss, int k, char *label, size_t ln,
                     char *hint, size_t hn)
{
    char raw[TERM_TEXT_MAX], note[TERM_TEXT_MAX] = "";
    game_action a = m->act[k - 1];
    ss->g->action_to_string(ss->s, a, raw, sizeof raw);
    term_names(ss, raw, label, ln);
    if (ss->g->option_hint) {
        if (ss->g->option_hint(ss->s, a, note, sizeof note) < 0)
            note[0] = '\0';
    } else {
        /* the action's phrase, when it says more than its canonical text */
        int me = ss->g->current_player(ss->s);
        term_action_phrase(ss, ss->s, a, me, note, sizeof note);
        if (strcasecmp(note, raw) == 0)
            note[0] = '\0';
    }
    term_names(ss, note, hint, hn);
}

void term_decision(const term_session *ss, int me, char *buf, size_t n)
{
    char text[TERM_TEXT_MAX], line[TERM_TEXT_MAX + 16];
    int p = ss->g->current_player(ss->s);
    ss->g->decision_text(ss->s, me, text, sizeof text);
    /* the game's text may name its player already ("P1: choose ...") */
    if (p >= 0 && !(text[0] == 'P' && text[1] == '1' + p && text[2] == ':'))
        snprintf(line, sizeof line, "P%d: %s", p + 1, text);
    else
        snprintf(line, sizeof line, "%s", text);
    term_names(ss, line, buf, n);
}

void term_menu_lines(const term_menu *m, const term_session *ss, int me, term_lines *l)
{
    char dec[TERM_TEXT_MAX + 64];
    term_decision(ss, me, dec, sizeof dec);
    term_lines_add(l, dec, 2);
    bool heads = false;
    for (int i = 1; i < m->n; i++)
        heads = heads || m->group[i] != m->group[0];
    for (int k = 1; k <= m->n; k++) {
        if (heads && (k == 1 || m->group[k - 1] != m->group[k - 2]))
            term_lines_addf(l, 2, "  [%s]", ss->g->group_names[m->group[k - 1]]);
        char label[TERM_TEXT_MAX + 64], hint[TERM_TEXT_MAX + 64], line[3 * TERM_TEXT_MAX];
        term_menu_label(m, ss, k, label, sizeof label, hint, sizeof hint);
        int w = (int)strlen(label);
        snprintf(line, sizeof line, "  %2d) %s%*s%s", k, label, *hint ? (w < 28 ? 28 - w : 1) : 0,
                 "", hint);
        term_lines_add(l, line, 8);
    }
}
