/* term_log.c - the terminal game's log: every action and its events as
 * people read them (players by name), one log per reader (several humans at
 * one terminal each read their own, written for their eyes), the marker of
 * each round and its summary, and the opponents' last turn kept whole for
 * the screen.  In plain mode every line is printed as it happens.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "term_play.h"

void term_names(const term_session *ss, const char *in, char *out, size_t n)
{
    term_player_text(in, out, n, ss->nplayers, ss->names);
}

term_log *term_log_of(term_session *ss, int me)
{
    return &ss->logs[ss->nhumans > 1 && me >= 0 && me < GAME_MAX_PLAYERS ? me : 0];
}

/* How a line bears on the opponents' last turn of a log's reader. */
enum { LINE_OWN, LINE_OTHER, LINE_OTHER_TURN, LINE_NEUTRAL };

/* kind: how the line bears on the reader's last turn; who: the side whose
 * line it is (a seat, or GAME_MAX_PLAYERS for a side without a seat). */
static void add_line(term_log *lg, const char *line, int kind, int who)
{
    if (lg->n == lg->cap) {
        size_t cap = lg->cap ? lg->cap * 2 : 256;
        char **nl = realloc(lg->line, cap * sizeof *nl);
        if (!nl)
            return; /* the log is a convenience: a line lost to memory is no error */
        lg->line = nl;
        lg->cap = cap;
    }
    char *c = strdup(line);
    if (!c)
        return;
    if ((kind == LINE_OTHER || kind == LINE_OTHER_TURN) && !lg->open) {
        lg->from = lg->turn = lg->newest = lg->n;
        for (int p = 0; p <= GAME_MAX_PLAYERS; p++)
            lg->turn_at[p] = SIZE_MAX; /* no turn of p yet */
        lg->open = true;
    }
    if (kind == LINE_OTHER_TURN && who >= 0 && who <= GAME_MAX_PLAYERS) {
        /* the newest turn of each opponent stays whole: from the earliest */
        lg->turn_at[who] = lg->n;
        lg->turn = lg->newest = lg->n;
        for (int p = 0; p <= GAME_MAX_PLAYERS; p++)
            if (lg->turn_at[p] < lg->turn)
                lg->turn = lg->turn_at[p];
    }
    if (kind == LINE_OWN)
        lg->open = false;
    lg->line[lg->n++] = c;
    if (lg->open)
        lg->to = lg->n;
    lg->end = lg->n;
}

/* The seat whose eyes log h is written for: with several humans seat h,
 * else the only human (-1: none). */
static int reader_of(const term_session *ss, int h)
{
    if (ss->nhumans > 1)
        return h;
    for (int p = 0; p < ss->nplayers; p++)
        if (ss->human[p])
            return p;
    return -1;
}

/* A line for log `seat` (-1: every log), named; printed when `print` in
 * plain mode.  actor: the seat the line is about for its reader's last
 * turn (-1: neutral, -2: another side than a seat, the solo rival). */
static void line_for(term_session *ss, int seat, const char *line, bool print, int actor)
{
    char named[TERM_TEXT_MAX + 64];
    term_names(ss, line, named, sizeof named);
    if (print && !ss->screen && !ss->quiet)
        printf("%s\n", named);
    for (int h = 0; h < GAME_MAX_PLAYERS; h++) {
        bool mine = seat >= 0 ? h == (ss->nhumans > 1 ? seat : 0)
                              : (ss->nhumans > 1 ? h < ss->nplayers && ss->human[h] : h == 0);
        if (!mine)
            continue;
        int r = reader_of(ss, h);
        int kind = actor == -1       ? LINE_NEUTRAL
                   : actor == r      ? LINE_OWN
                   : ss->turn_starts ? LINE_OTHER_TURN
                                     : LINE_OTHER;
        add_line(&ss->logs[h], named, kind, actor >= 0 ? actor : GAME_MAX_PLAYERS);
    }
}

void term_event(term_session *ss, const char *line)
{
    line_for(ss, -1, line, true, -1);
}

/* Whose eyes the plain mode's lines are written for: the only human; with
 * several the one to act next (else the one who acted); with none
 * everything. */
static int plain_viewer(const term_session *ss, int actor)
{
    int first = reader_of(ss, 0);
    if (ss->nhumans == 0)
        return GAME_VIEW_ALL;
    if (ss->nhumans == 1)
        return first;
    int next = ss->g->current_player(ss->s);
    if (next >= 0 && ss->human[next])
        return next;
    return actor >= 0 && ss->human[actor] ? actor : first;
}

void term_action_phrase(const term_session *ss, const void *st, game_action a, int viewer,
                        char *buf, size_t n)
{
    char t[TERM_TEXT_MAX];
    if (ss->g->action_text(st, a, viewer, t, sizeof t) < 0) {
        ss->g->action_to_string(st, a, buf, n);
        return;
    }
    const char *body = t;
    if (t[0] == 'P' && t[1] >= '1' && t[1] <= '9' && t[2] == ':' && t[3] == ' ')
        body = t + 4;
    snprintf(buf, n, "%s", body);
}

/* Is every word of `ev` one of the words of `phrase`?  ("takes red 4 from
 * the discard pile" after "takes red 4 from the red discard pile".) */
static bool words_within(const char *ev, const char *phrase)
{
    while (*ev) {
        size_t k = strcspn(ev, " ");
        bool found = false;
        for (const char *w = phrase; *w && !found; w += strspn(w, " ")) {
            size_t m = strcspn(w, " ");
            found = m == k && strncmp(w, ev, k) == 0;
            w += m;
        }
        if (!found)
            return false;
        ev += k;
        ev += strspn(ev, " ");
    }
    return true;
}

/* The events from index `from` to `to` as sentences into log `seat`; an
 * event that only repeats the action ("P2 passes" after "P2: passes",
 * "P2 takes red 4 from the discard pile" after "P2: takes red 4 from the
 * red discard pile": its words all the action's, `phrase`) is left out; a
 * side's scoring of its figures is followed by each figure's points
 * (term_expedition.c; `before`: the state the action was taken in, NULL
 * none). */
static void event_lines(term_session *ss, const void *before, const game_event *ev, int from,
                        int to, int p, int seat, int viewer, bool print, const char *phrase)
{
    for (int i = from; i < to; i++) {
        char text[TERM_TEXT_MAX], line[TERM_TEXT_MAX + 4];
        if (ss->g->event_text(&ev[i], text, sizeof text) <= 0 || term_event_folded(ss, &ev[i]))
            continue;
        if (phrase && p >= 0 && text[0] == 'P' && text[1] == '1' + p && text[2] == ' ' &&
            words_within(text + 3, phrase))
            continue;
        snprintf(line, sizeof line, "  %s", text);
        /* an event belongs to the turn of the action's player, except in a
         * solo game the rival's (no seat): the others' turn */
        int who = ss->nplayers == 1 && ev[i].player < 0 ? -2 : p;
        line_for(ss, seat, line, print, who);
        char more[TERM_TEXT_MAX];
        if (before && term_score_detail(ss, before, ev, i, viewer, more, sizeof more) > 0) {
            snprintf(line, sizeof line, "    %s", more);
            line_for(ss, seat, line, print, who);
        }
    }
}

/* The round's summary (term_log_round) goes between the events of the
 * round that ended and those of the next: at this count of events (the
 * events up to the state at the round's end, g->apply_to_round_end; a game
 * without it: before its event "<round>_start", as Lost Cities'
 * "expedition_start"). */
static int round_split(const term_session *ss, const void *before, game_action a, int viewer,
                       const game_event *ev, int total)
{
    const game_def *g = ss->g;
    if (g->round(before) == g->round(ss->s))
        return total;
    if (!g->apply_to_round_end) {
        /* the first event named after the round ("expedition_start", or
         * Quetzal's "round": "Round 3 begins; ...") */
        char start[64];
        const char *word = g->round_name ? g->round_name : "round";
        snprintf(start, sizeof start, "%s_start", word);
        for (int i = 0; g->event_json && i < total; i++) {
            json_t *j = g->event_json(&ev[i]);
            const char *type = json_string_value(json_object_get(j, "type"));
            bool at = type && (strcmp(type, start) == 0 || strcmp(type, word) == 0);
            json_decref(j);
            if (at)
                return i;
        }
        return total;
    }
    unsigned char *end = malloc(g->state_size);
    int k = total;
    if (end) {
        memcpy(end, before, g->state_size);
        game_event rev[GAME_MAX_EVENTS];
        if (g->apply_to_round_end(end, a) == GAME_OK) {
            int m = g->events(before, a, end, viewer, rev, GAME_MAX_EVENTS);
            k = m >= 0 && m <= total ? m : total;
        }
        free(end);
    }
    return k;
}

static void round_summary(term_session *ss, const void *before, game_action a);
static void round_marker(term_session *ss);

/* One version of the action: for `viewer` into log `seat`. */
static void log_step(term_session *ss, const void *before, game_action a, int p, bool forced,
                     int viewer, int seat, bool print, bool summary)
{
    char text[TERM_TEXT_MAX], line[TERM_TEXT_MAX + 64];
    term_action_phrase(ss, before, a, viewer, text, sizeof text);
    snprintf(line, sizeof line, forced ? "P%d: (only option: %s)" : "P%d: %s", p + 1, text);
    line_for(ss, seat, line, print, p);
    ss->turn_starts = false; /* the events are of the turn the action is in */
    game_event ev[GAME_MAX_EVENTS];
    int n = ss->g->events(before, a, ss->s, viewer, ev, GAME_MAX_EVENTS);
    if (n < 0)
        n = 0;
    int k = round_split(ss, before, a, viewer, ev, n);
    event_lines(ss, before, ev, 0, k, p, seat, viewer, print, text);
    if (summary) {
        round_summary(ss, before, a);
        round_marker(ss);
    }
    event_lines(ss, before, ev, k, n, p, seat, viewer, print, text);
}

void term_log_action(term_session *ss, const void *before, game_action a, int p, bool forced)
{
    /* the round's summary and marker once, in the version printed (the
     * other versions get them as every reader's lines) */
    bool ended = ss->g->round(before) != ss->g->round(ss->s);
    int viewer = plain_viewer(ss, p);
    /* a turn begins with an action of another player than the last, after
     * an action that handed the turn on, or after the game's "end" group
     * (pass, end of turn) with an action of another group: a player whose
     * opponents have passed takes turn after turn (the screen keeps the
     * opponents' newest turn whole, term_draw.c) */
    const game_def *g = ss->g;
    int grp = g->action_group ? g->action_group(before, a) : -1;
    bool closing = grp >= 0 && grp < g->ngroups && g->group_names[grp] &&
                   strcmp(g->group_names[grp], "end") == 0;
    bool starts = !(ss->turn_open && ss->turn_of == p) || (ss->turn_closing && !closing);
    if (ss->nhumans <= 1) {
        ss->turn_starts = starts;
        log_step(ss, before, a, p, forced, viewer, 0, true, ended);
    } else {
        for (int h = 0; h < ss->nplayers; h++)
            if (ss->human[h]) {
                ss->turn_starts = starts;
                log_step(ss, before, a, p, forced, h, h, h == viewer, false);
            }
        if (ended) {
            round_summary(ss, before, a);
            round_marker(ss);
        }
    }
    ss->turn_of = p;
    ss->turn_open = !ended && ss->g->current_player(ss->s) == p;
    ss->turn_closing = closing;
}

/* ---- rounds ---- */

static const char *round_word(const term_session *ss)
{
    return ss->g->round_name ? ss->g->round_name : "round";
}

static void round_marker(term_session *ss)
{
    term_log_round_marker(ss, true);
}

void term_log_round_marker(term_session *ss, bool log)
{
    if (ss->g->is_over(ss->s))
        return;
    char line[64];
    ss->round = ss->g->round(ss->s);
    snprintf(line, sizeof line, "--- %s %d ---", round_word(ss), ss->round);
    if (log)
        term_event(ss, line);
    else if (!ss->screen)
        printf("%s\n", line);
}

/* Totals (and a rival's: index nplayers) of scores_json for state st. */
static int totals_of(const term_session *ss, const void *st, int *tot)
{
    json_t *sc = ss->g->scores_json ? ss->g->scores_json(st) : NULL;
    json_t *pl = json_object_get(sc, "players");
    int n = 0;
    for (int p = 0; p < ss->nplayers && p < GAME_MAX_PLAYERS; p++, n++)
        tot[p] = (int)json_integer_value(json_object_get(json_array_get(pl, (size_t)p), "total"));
    json_t *rival = json_object_get(sc, "rival");
    if (json_is_object(rival))
        tot[n++] = (int)json_integer_value(json_object_get(rival, "total"));
    json_decref(sc);
    return n;
}

void term_log_start(term_session *ss)
{
    totals_of(ss, ss->s, ss->last_total);
    round_marker(ss);
    if (!ss->g->setup_events)
        return;
    /* what the setup did (a solo rival's opening turn): the others' turn */
    game_event ev[GAME_MAX_EVENTS];
    int viewer = plain_viewer(ss, -1);
    int n = ss->g->setup_events(ss->s, viewer, ev, GAME_MAX_EVENTS);
    event_lines(ss, NULL, ev, 0, n > 0 ? n : 0, -2, 0, viewer, true, NULL);
}

/* "    Red: research 3, temple 0, ..." for each side, from scores_json. */
static void summary_parts(term_session *ss, json_t *sc)
{
    json_t *pl = json_object_get(sc, "players");
    json_t *rival = json_object_get(sc, "rival");
    for (int p = 0; p <= ss->nplayers && p <= GAME_MAX_PLAYERS; p++) {
        json_t *row = p < ss->nplayers ? json_array_get(pl, (size_t)p) : rival;
        if (!json_is_object(row))
            continue;
        char line[TERM_TEXT_MAX];
        int len = snprintf(line, sizeof line,
                           "    %s:", p < ss->nplayers ? term_player_name(p) : "rival");
        const char *sep = "";
        for (int i = 0; i < ss->g->nscore_parts && len < (int)sizeof line; i++) {
            const char *name = ss->g->score_part_names[i];
            json_t *v = json_object_get(row, name);
            /* the total is in the line above; an order of arrival is no points */
            if (!json_is_integer(v) || strcmp(name, "total") == 0 || strstr(name, "rank"))
                continue;
            len += snprintf(line + len, sizeof line - (size_t)len, "%s %s %lld", sep, name,
                            (long long)json_integer_value(v));
            sep = ",";
        }
        term_event(ss, line);
    }
}

/* The summary of `round`, which ended in state `end`: every side's score
 * then, what the round brought, and where the points come from. */
static void summary_of(term_session *ss, const void *end, int round)
{
    const game_def *g = ss->g;
    int tot[GAME_MAX_PLAYERS + 1];
    int n = totals_of(ss, end, tot);
    char line[TERM_TEXT_MAX];
    int len = snprintf(line, sizeof line, "--- end of %s %d:", round_word(ss), round);
    for (int p = 0; p < n && len < (int)sizeof line; p++) {
        len += snprintf(line + len, sizeof line - (size_t)len, "%s %s %d points (%+d)",
                        p ? "," : "", p < ss->nplayers ? term_player_name(p) : "rival", tot[p],
                        tot[p] - ss->last_total[p]);
        ss->last_total[p] = tot[p];
    }
    if (len < (int)sizeof line)
        snprintf(line + len, sizeof line - (size_t)len, " ---");
    term_event(ss, line);
    json_t *sc = g->scores_json ? g->scores_json(end) : NULL;
    summary_parts(ss, sc);
    json_decref(sc);
}

/* The summary of the round that action a (taken in `before`) ended, from
 * the state at the round's end (g->apply_to_round_end: nothing of the next
 * round counts, not even a solo rival's first turn of it). */
static void round_summary(term_session *ss, const void *before, game_action a)
{
    const game_def *g = ss->g;
    unsigned char *end = malloc(g->state_size);
    if (!end)
        return;
    memcpy(end, ss->s, g->state_size);
    if (g->apply_to_round_end) {
        memcpy(end, before, g->state_size);
        if (g->apply_to_round_end(end, a) != GAME_OK)
            memcpy(end, ss->s, g->state_size);
    }
    summary_of(ss, end, g->round(before));
    free(end);
}

void term_log_final(term_session *ss)
{
    /* a game whose end changes the round has had its last summary */
    if (ss->g->round(ss->s) == ss->round)
        summary_of(ss, ss->s, ss->round);
}

/* ---- the log on its own screen ---- */

/* The first of the entries before `end` that fit in `page` lines once
 * wrapped to `width` (at least one entry when there is one). */
static size_t fit_entries(const term_log *lg, size_t end, int width, int page)
{
    size_t first = end;
    int used = 0;
    while (first > 0) {
        term_lines one;
        term_lines_init(&one, width);
        term_lines_add(&one, lg->line[first - 1], 4);
        int k = one.n;
        term_lines_free(&one);
        if (used + k > page && first != end)
            break;
        used += k;
        first--;
    }
    return first;
}

void term_show_log(term_session *ss, int me, bool more)
{
    term_log *lg = term_log_of(ss, me);
    int cols, rows;
    term_size(&cols, &rows);
    int page = ss->screen ? rows - 2 : 20;
    if (!more)
        lg->end = lg->n;
    else if (lg->end == 0) {
        printf("(the start of the game: no earlier events)\n");
        return;
    }
    term_lines l;
    term_lines_init(&l, ss->screen ? cols : 1000);
    size_t end = lg->end, first = fit_entries(lg, end, l.width, page);
    for (size_t i = first; i < end; i++)
        term_lines_add(&l, lg->line[i], 4);
    if (ss->screen)
        fputs("\033[H\033[2J", stdout);
    for (int i = 0; i < l.n; i++)
        printf("%s\n", l.line[i]);
    printf("(events %zu-%zu of %zu; 'log more' (m): earlier; Enter: back)\n", first + 1, end,
           lg->n);
    term_lines_free(&l);
    lg->end = first;
}

void term_logs_free(term_session *ss)
{
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
        for (size_t i = 0; i < ss->logs[p].n; i++)
            free(ss->logs[p].line[i]);
        free(ss->logs[p].line);
        memset(&ss->logs[p], 0, sizeof ss->logs[p]);
    }
}
