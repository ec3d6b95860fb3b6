/* play.c - `arnak play`: humans and bots at one terminal.
 *
 * The game is the record (seed + actions); the state is always what replaying
 * it gives.  Undo therefore just drops the last action and replays from the
 * seed.  A human sees the board through arnak_observe() of their own seat.
 *
 * Nothing is lost: the record is saved atomically (term_save.c) after every
 * action of a person and before every prompt, to a file named at the start;
 * quit asks, Ctrl-C and the end of input save and say how to resume.
 *
 * Two faces: the plain line mode (--plain, or output that is not a
 * terminal) prints everything in order for scripts and screen readers; the
 * screen mode draws one screen that fits the terminal (term_size) with the
 * decision last, and shows the rest (card row, sites, research, players,
 * log) as views on request.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/bot.h"
#include "cli.h"
#include "games/arnak/action_info.h"
#include "games/arnak/events.h"
#include "games/arnak/explain.h"
#include "input.h"
#include "games/arnak/render.h"
#include "arena.h"
#include "term.h"

#define LOG_WIDTH 320 /* a player label, ": " and an action text */

typedef struct {
    char **line;
    size_t n, cap;
    size_t end;  /* `log more`: the page shown last started here */
    size_t seen; /* lines there were when the main screen was last drawn for its reader */
} play_log;

typedef struct {
    const play_options *opt;
    game_record *rec;
    /* Parallel to rec->actions: who took each action and in which turn. */
    uint8_t *actor;
    uint32_t *turn_of;
    size_t meta_cap;
    uint32_t turn;            /* number of the turn now being played */
    arnak_state s;
    bool human[ARNAK_MAX_PLAYERS];
    int nhumans;
    bot bots[ARNAK_MAX_PLAYERS];
    const char *names[ARNAK_MAX_PLAYERS];
    bool screen;              /* one screen fitted to the terminal (else plain lines) */
    uint32_t shown_turn;      /* turn for which the board was last drawn (plain mode) */
    bool shown_any;
    int hot_last;             /* hot-seat: the human whose hand was last shown, -1 none */
    /* The log of events as people read them (players by name), whole game:
     * one for everybody, or with several humans one per human seat, each
     * written for that seat's eyes (a card drawn is "a card" to the others). */
    play_log logs[ARNAK_MAX_PLAYERS];
    /* Autosave: the file, whether on, how many actions it holds. */
    term_autosave save;
    char input[CLI_INPUT_MAX]; /* the line a person typed (bounded: input.h) */
} session;

enum { HUMAN_APPLIED, HUMAN_QUIT, HUMAN_INTR, HUMAN_ERROR };

/* Text of the engine with players named as people read them (term.h). */
static void names_text(const session *ss, const char *in, char *out, size_t n)
{
    term_player_text(in, out, n, ss->s.nplayers, ss->names);
}

static void add_log(play_log *lg, const char *line)
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
    if (c)
        lg->line[lg->n++] = c;
    lg->end = lg->n;
}

/* The log that `me` reads. */
static play_log *log_of(session *ss, int me)
{
    return &ss->logs[ss->nhumans > 1 && me >= 0 && me < ARNAK_MAX_PLAYERS ? me : 0];
}

/* An event line for the log of `seat` (-1: every log); printed now when
 * `print` in plain mode (the screen shows the latest ones when next drawn). */
static void event_for(session *ss, int seat, const char *line, bool print)
{
    char named[LOG_WIDTH + 64];
    names_text(ss, line, named, sizeof named);
    if (print && !ss->screen)
        printf("%s\n", named);
    if (seat >= 0 || ss->nhumans <= 1) {
        add_log(log_of(ss, seat), named);
        return;
    }
    for (int p = 0; p < ss->s.nplayers && p < ARNAK_MAX_PLAYERS; p++)
        if (ss->human[p])
            add_log(&ss->logs[p], named);
}

/* An event everybody may know (round markers, summaries, an undo). */
static void event(session *ss, const char *line)
{
    event_for(ss, -1, line, true);
}

/* Whose eyes the log and the event lines are written for: the only human
 * seat; with several humans the one to act next (else the one who acted);
 * with none (bots only) everything. */
static int log_viewer(const session *ss, int actor)
{
    int first = -1;
    for (int p = 0; p < ss->s.nplayers; p++)
        if (ss->human[p] && first < 0)
            first = p;
    if (ss->nhumans == 0)
        return GAME_VIEW_ALL;
    if (ss->nhumans == 1)
        return first;
    int next = arnak_current_player(&ss->s);
    if (next >= 0 && ss->human[next])
        return next;
    return actor >= 0 && ss->human[actor] ? actor : first;
}

/* The action as `viewer` may know it, without the "Pn: " prefix (the log
 * line names the seat itself). */
static void viewer_action_text(const arnak_state *s, arnak_action a, int viewer, char *buf, size_t n)
{
    char t[256];
    if (arnak_action_text(s, a, viewer, t, sizeof t) < 0) {
        arnak_action_to_string(s, a, buf, n);
        return;
    }
    const char *body = t;
    if (t[0] == 'P' && t[1] >= '1' && t[1] <= '4' && t[2] == ':' && t[3] == ' ')
        body = t + 4;
    snprintf(buf, n, "%s", body);
}

/* Logs the step before -> ss->s as `viewer` may know it: "Red: dig P5" (or
 * "Red: (only option: pay 1 coin)") and its events as sentences; into the
 * log of `seat`, printed when `print`. */
static void log_step(session *ss, const arnak_state *before, arnak_action a, int p, bool forced,
                     int viewer, int seat, bool print)
{
    char text[256], ev[LOG_WIDTH];
    viewer_action_text(before, a, viewer, text, sizeof text);
    snprintf(ev, sizeof ev, forced ? "P%d: (only option: %s)" : "P%d: %s", p + 1, text);
    event_for(ss, seat, ev, print);
    game_event evs[GAME_MAX_EVENTS];
    int n = arnak_events(before, a, &ss->s, viewer, evs, GAME_MAX_EVENTS);
    for (int i = 0; i < n; i++) {
        char line[200], out[LOG_WIDTH];
        if (evs[i].type == ARNAK_EV_TURN || evs[i].type == ARNAK_EV_PASS ||
            arnak_event_text(&evs[i], line, sizeof line) <= 0)
            continue;
        snprintf(out, sizeof out, "  %s", line);
        event_for(ss, seat, out, print);
    }
}

/* An action and its events into the logs: one log, or each human's own
 * version; the plain mode prints the version of log_viewer. */
static void log_action(session *ss, const arnak_state *before, arnak_action a, int p, bool forced)
{
    int viewer = log_viewer(ss, p);
    if (ss->nhumans <= 1) {
        log_step(ss, before, a, p, forced, viewer, 0, true);
        return;
    }
    for (int h = 0; h < ss->s.nplayers && h < ARNAK_MAX_PLAYERS; h++)
        if (ss->human[h])
            log_step(ss, before, a, p, forced, h, h, h == viewer);
}

/* Applies a (legal) action, records it and keeps the turn count: a new turn
 * starts when the round or the turn player changes, or when the main-action
 * flag drops back to 0 (the same player moving again after all others
 * passed). */
static int session_apply(session *ss, arnak_action a, char *err, size_t n)
{
    /* Applied to a copy first, so that a failure leaves state and record in
     * step. */
    arnak_state next = ss->s;
    int rc = arnak_apply(&next, a);
    if (rc != ARNAK_OK) {
        snprintf(err, n, "the engine rejects the action: %s", arnak_strerror(rc));
        return rc;
    }
    if (ss->rec->n == ss->meta_cap) {
        size_t cap = ss->meta_cap ? ss->meta_cap * 2 : 256;
        uint8_t *act = realloc(ss->actor, cap * sizeof *act);
        if (act)
            ss->actor = act;
        uint32_t *tof = realloc(ss->turn_of, cap * sizeof *tof);
        if (tof)
            ss->turn_of = tof;
        if (!act || !tof) {
            snprintf(err, n, "out of memory");
            return ARNAK_E_IO;
        }
        ss->meta_cap = cap;
    }
    if (game_record_push(ss->rec, a) != 0) {
        snprintf(err, n, "out of memory");
        return ARNAK_E_IO;
    }
    ss->actor[ss->rec->n - 1] = (uint8_t)arnak_current_player(&ss->s);
    ss->turn_of[ss->rec->n - 1] = ss->turn;
    if (next.round != ss->s.round || next.turn_player != ss->s.turn_player ||
        (ss->s.main_done && !next.main_done))
        ss->turn++;
    ss->s = next;
    return ARNAK_OK;
}

/* Undo the last decision of `me` if the library's undo rule allows it (own
 * steps of this turn that revealed nothing: game_record_undo_depth).  Steps
 * that were taken automatically (a single option) are taken back with the
 * decision before them: else they would be taken again at once. */
static int session_undo(session *ss, int me, char *err, size_t n)
{
    size_t depth = game_record_undo_depth(ss->rec, me);
    arnak_state st;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    for (size_t k = 1; k <= depth; k++) {
        if (game_record_rebuild(ss->rec, ss->rec->n - k, &st, err, n) != ARNAK_OK)
            return -2;
        if (arnak_current_player(&st) == me && arnak_legal_actions(&st, legal) > 1) {
            for (size_t j = 0; j < k; j++)
                game_record_pop(ss->rec);
            ss->s = st;
            return 0;
        }
    }
    snprintf(err, n, "nothing to undo: only your own steps of this turn since the last "
                     "card drawn or thing revealed can be taken back");
    return -1;
}

static void print_help(const session *ss, int nopts)
{
    bool screen = ss->screen;
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        return;
    fprintf(out, "Type the number of an option (1..%d) or its text as listed (any case).\n"
           "Views (a command, 'v NAME', or one key):\n"
           "  row (r)       the card row            sites (s)     the sites\n"
           "  research (t)  the research track      players (p)   players, assistants\n"
           "  log (l)       the latest events       log more (m)  earlier events\n"
           "Commands (any case; one key in brackets):\n"
           "  board (b)   %s\n"
           "  list        show all the options again\n"
           "  score (c)   the live score by category\n"
           "  undo (u)    take back your last decision of this turn\n"
           "  hint (h)    the options a search bot (level medium) likes best here\n"
           "  explain X   what a card, site tile (L1-04), guardian (G03), assistant (A07),\n"
           "              idol, idol slot or bonus tile is and does\n"
           "  save FILE   write the game record to FILE (resume with --load FILE);\n"
           "              an existing FILE is kept: 'save! FILE' replaces it\n"
           "  quit (q)    leave the game (asks first; the game is saved)\n"
           "  help (?)    this text\n"
           "'pass' with cards in hand asks first; an option that is the only one is\n"
           "taken for you (the log says so), unless it would reveal something while\n"
           "'undo' can still take back your turn.\n",
           nopts, screen ? "draw the screen again" : "show the board again");
    fclose(out);
    if (!text)
        return;
    /* on the screen: wrapped to its width, as a view */
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, screen ? cols : 1000);
    term_lines_add(&l, text, 14);
    free(text);
    if (screen)
        fputs("\033[H\033[2J", stdout);
    for (int i = 0; i < l.n; i++)
        printf("%s\n", l.line[i]);
    if (screen)
        printf("(Enter: back to the game)\n");
    term_lines_free(&l);
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
    return s;
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

/* The board as the renderer draws it for `me` (no colours), in a malloc'd
 * string, players named; NULL when out of memory. */
static char *board_text(const session *ss, int me)
{
    arnak_state obs;
    char *raw = NULL;
    size_t len = 0;
    if (me >= 0)
        arnak_observe(&ss->s, me, &obs);
    else
        obs = ss->s;
    FILE *m = open_memstream(&raw, &len);
    if (!m)
        return NULL;
    arnak_render_board(m, &obs, me, ss->names, false);
    fclose(m);
    if (!raw)
        return NULL;
    size_t cap = len * 3 + 64; /* "P3" -> "Yellow": a name may triple */
    char *out = malloc(cap);
    if (out)
        names_text(ss, raw, out, cap);
    free(raw);
    return out;
}

/* Idol slots are filled left to right and each filled slot loses its
 * end-game points: the cost is what the option takes off the idol score. */
static int idol_slot_cost(const arnak_state *s, arnak_action a)
{
    json_t *info = arnak_action_info(s, a);
    const char *kind = json_string_value(json_object_get(info, "kind"));
    bool idol = kind && strcmp(kind, "idol") == 0;
    json_decref(info);
    if (!idol)
        return 0;
    int p = arnak_current_player(s);
    arnak_state after = *s;
    arnak_score b, x;
    if (arnak_apply(&after, a) != ARNAK_OK || arnak_score_player(s, p, &b) != ARNAK_OK ||
        arnak_score_player(&after, p, &x) != ARNAK_OK)
        return 0;
    return b.idols - x.idols;
}

/* How much of each option the screen shows. */
enum { OPT_FULL, OPT_CUT, OPT_BARE };

/* The decision and its numbered options ("  3) dig P2   1 boot -> +2
 * tablets"): OPT_FULL wraps long hints, OPT_CUT cuts each option to one
 * line, OPT_BARE leaves the hints out. */
static void option_lines(const session *ss, term_lines *l, const arnak_action *legal, int n,
                         int mode)
{
    bool bare = mode == OPT_BARE;
    char text[256], line[1024], named[1100];
    int p = arnak_current_player(&ss->s);
    arnak_decision_text(&ss->s, text, sizeof text);
    if (p >= 0 && p < ARNAK_MAX_PLAYERS)
        snprintf(line, sizeof line, "P%d: %s", p + 1, text);
    else
        snprintf(line, sizeof line, "%s", text);
    names_text(ss, line, named, sizeof named);
    term_lines_add(l, named, 2);
    for (int i = 0; i < n; i++) {
        int w = arnak_action_to_string(&ss->s, legal[i], text, sizeof text);
        int len = snprintf(line, sizeof line, "  %2d) %s", i + 1, text);
        if (!bare) {
            json_t *info = arnak_action_info(&ss->s, legal[i]);
            const char *hint = json_string_value(json_object_get(info, "hint"));
            if (hint && *hint)
                len += snprintf(line + len, sizeof line - (size_t)len, "%*s%s", w < 28 ? 28 - w : 1,
                                "", hint);
            json_decref(info);
            int cost = idol_slot_cost(&ss->s, legal[i]);
            if (cost > 0 && len < (int)sizeof line)
                snprintf(line + len, sizeof line - (size_t)len, " (costs %d VP at the end)", cost);
        }
        names_text(ss, line, named, sizeof named);
        if (mode == OPT_CUT && strlen(named) > (size_t)l->width)
            snprintf(named + l->width - 3, 4, "...");
        term_lines_add(l, named, 8);
    }
}

/* "You (Red): 2 coins, ..." and "Hand: ...", from the player's own view. */
static void me_lines(const session *ss, term_lines *l, int me)
{
    json_t *v = ARNAK_GAME.view_json(&ss->s, me);
    json_t *pl = json_array_get(json_object_get(v, "players"), (size_t)me);
    json_t *res = json_object_get(pl, "resources");
    char line[1024];
    int len = snprintf(line, sizeof line, "You (%s):", term_player_name(me));
    static const char *const rn[] = {"coin", "compass", "tablet", "arrowhead", "jewel"};
    static const char *const plural[] = {"coins", "compasses", "tablets", "arrowheads", "jewels"};
    for (int r = 0; r < 5; r++) {
        long long k = json_integer_value(json_object_get(res, rn[r]));
        len += snprintf(line + len, sizeof line - (size_t)len, "%s %lld %s", r ? "," : "", k,
                        k == 1 ? rn[r] : plural[r]);
    }
    snprintf(line + len, sizeof line - (size_t)len,
             "; idols %lld, slots filled %lld/4; archaeologists out %lld/2; deck %lld",
             (long long)json_integer_value(json_object_get(pl, "idols")),
             (long long)json_integer_value(json_object_get(pl, "idol_slots")),
             (long long)json_integer_value(json_object_get(pl, "archaeologists_out")),
             (long long)json_integer_value(json_object_get(pl, "deck_size")));
    term_lines_add(l, line, 2);
    json_t *hand = json_object_get(pl, "hand");
    len = snprintf(line, sizeof line, "Hand (%zu):", json_array_size(hand));
    /* equal cards are shown once with a count ("2x fear") */
    for (size_t i = 0; i < json_array_size(hand); i++) {
        const char *c = json_string_value(json_array_get(hand, i));
        bool seen = false;
        int k = 0;
        for (size_t j = 0; j < json_array_size(hand); j++) {
            const char *d = json_string_value(json_array_get(hand, j));
            if (c && d && strcmp(c, d) == 0) {
                if (j < i)
                    seen = true;
                k++;
            }
        }
        if (seen || !c || len >= (int)sizeof line)
            continue;
        if (k > 1)
            len += snprintf(line + len, sizeof line - (size_t)len, " %dx %s,", k, c);
        else
            len += snprintf(line + len, sizeof line - (size_t)len, " %s,", c);
    }
    if (len > 0 && len < (int)sizeof line && line[len - 1] == ',')
        line[len - 1] = '\0';
    term_lines_add(l, line, 2);
    json_decref(v);
}

static void print_lines(const term_lines *l, int from, int to)
{
    for (int i = from; i < to && i < l->n; i++)
        printf("%s\n", l->line[i]);
}

static void clear_screen(const session *ss)
{
    if (ss->screen)
        fputs("\033[H\033[2J", stdout);
}

/* The first of the entries before `end` that fit in `page` lines once
 * wrapped to `width` (at least one entry when there is one). */
static size_t fit_entries(const play_log *lg, size_t end, int width, int page)
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

/* The main screen: a header, the live score, your resources and hand, the
 * latest events, then the decision and its options last; at most rows - 1
 * lines (the prompt takes the last row), each at most cols wide. */
static void draw_screen(session *ss, int me, const arnak_action *legal, int n)
{
    int cols, rows;
    term_size(&cols, &rows);
    int room = rows - 1;
    term_lines head, mine, opts, foot;
    term_lines_init(&head, cols);
    term_lines_init(&mine, cols);
    term_lines_init(&foot, cols);
    /* saving: "(saved: FILE)" in the header, or, while the game is in no
     * file, a warning that is never left out (term_autosave_warn_lines) */
    term_lines warn;
    term_lines_init(&warn, cols);
    term_autosave_warn_lines(&warn, &ss->save);
    room -= warn.n;
    char st[TERM_PATH_MAX + 64], saved[TERM_PATH_MAX + 72] = "";
    if (!warn.n) {
        term_autosave_status(&ss->save, st, sizeof st);
        snprintf(saved, sizeof saved, "   (%s)", st);
    }
    term_lines_addf(&head, 2, "Round %d of 5, %s side: %s to play%s", ss->s.round,
                    ss->s.side == ARNAK_SIDE_SNAKE ? "Snake" : "Bird",
                    term_player_name(arnak_current_player(&ss->s)), saved);
    /* what must be seen to decide: the score, your resources and hand */
    term_score_lines(&mine, &ARNAK_GAME, &ss->s, cols, NULL);
    me_lines(ss, &mine, me);
    term_lines_add(&foot, "views: r)ow s)ites t)rack p)layers l)og | s(c)ore h)int u)ndo q)uit ?=help",
                   2);
    /* the options as whole as they fit beside that and a few lines of what
     * happened (else without those lines) */
    enum { LOG_MIN = 3 };
    int mode = OPT_FULL, want = LOG_MIN;
    for (;;) {
        term_lines_init(&opts, cols);
        option_lines(ss, &opts, legal, n, mode);
        if (opts.n + mine.n + want <= room || (mode == OPT_BARE && want == 0))
            break;
        term_lines_free(&opts);
        if (mode == OPT_BARE) {
            mode = OPT_FULL;
            want = 0;
        } else {
            mode++;
        }
    }
    clear_screen(ss);
    print_lines(&warn, 0, warn.n);
    term_lines_free(&warn);
    if (opts.n + mine.n > room) {
        /* too many options even bare: as many as fit, and where the rest are */
        int k = opts.n <= room ? opts.n : room - 1;
        int nm = room - k - (k < opts.n);
        print_lines(&mine, 0, nm > 0 ? nm : 0);
        print_lines(&opts, 0, k);
        if (k < opts.n)
            printf("  ... %d more options: 'list' shows them all\n", opts.n - k);
    } else {
        /* the room left: the footer and the header when the latest events
         * keep LOG_MIN lines, the events the rest */
        int left = room - opts.n - mine.n;
        int nf = left >= LOG_MIN + foot.n ? foot.n : 0;
        left -= nf;
        int nh = left >= LOG_MIN + head.n ? head.n : 0;
        left -= nh;
        print_lines(&head, 0, nh);
        print_lines(&mine, 0, mine.n);
        play_log *lg = log_of(ss, me);
        if (left > 0 && lg->n > 0) {
            size_t first = fit_entries(lg, lg->n, cols, left);
            size_t fresh = lg->n - (lg->seen < lg->n ? lg->seen : lg->n);
            term_lines logl;
            term_lines_init(&logl, cols);
            if (lg->n - first < fresh) {
                /* more happened than fits: say so on the first line */
                term_lines_addf(&logl, 4, "... %zu earlier events since your last look: 'l' shows them",
                                fresh - (lg->n - first) + 1);
                first++;
            }
            for (size_t i = first; i < lg->n; i++)
                term_lines_add(&logl, lg->line[i], 4);
            int nl = logl.n < left ? logl.n : left;
            print_lines(&logl, 0, 1); /* the note (or the first event) stays */
            print_lines(&logl, logl.n - nl + 1, logl.n);
            term_lines_free(&logl);
        }
        lg->seen = lg->n;
        print_lines(&foot, 0, nf);
        print_lines(&opts, 0, opts.n);
    }
    term_lines_free(&head);
    term_lines_free(&mine);
    term_lines_free(&opts);
    term_lines_free(&foot);
}

static void show_score(session *ss);

/* Plain mode: the board (once per turn) with the live score, and the
 * options, as lines. */
static void show(session *ss, int me, const arnak_action *legal, int n, bool board)
{
    if (ss->screen) {
        draw_screen(ss, me, legal, n);
        return;
    }
    if (board) {
        char *b = board_text(ss, me);
        if (b)
            fputs(b, stdout);
        free(b);
        show_score(ss);
        ss->shown_turn = ss->turn;
        ss->shown_any = true;
    }
    term_lines l;
    term_lines_init(&l, 1000); /* plain lines are not wrapped: a script reads them */
    term_autosave_warn_lines(&l, &ss->save);
    option_lines(ss, &l, legal, n, OPT_FULL);
    print_lines(&l, 0, l.n);
    term_lines_free(&l);
}

/* A view: a section of the board (the lines from one starting with a
 * heading to the next heading), wrapped to the terminal. */
static void show_view(session *ss, int me, const char *const heads[], int nheads)
{
    int cols, rows;
    term_size(&cols, &rows);
    char *b = board_text(ss, me);
    if (!b)
        return;
    term_lines l;
    term_lines_init(&l, ss->screen ? cols : 1000);
    bool on = false;
    for (char *line = strtok(b, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] != ' ') {
            on = false;
            for (int h = 0; h < nheads; h++)
                if (strncmp(line, heads[h], strlen(heads[h])) == 0)
                    on = true;
        }
        if (on)
            term_lines_add(&l, line, 6);
    }
    free(b);
    clear_screen(ss);
    print_lines(&l, 0, l.n);
    if (ss->screen)
        printf("(Enter: back to the game)\n");
    term_lines_free(&l);
}

/* `log`: the latest page of events; `log more`: the page before the one
 * shown last. */
static void show_log(session *ss, int me, bool more)
{
    play_log *lg = log_of(ss, me);
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
    clear_screen(ss);
    print_lines(&l, 0, l.n);
    printf("(events %zu-%zu of %zu; 'log more': earlier; Enter: back)\n", first + 1, end, lg->n);
    term_lines_free(&l);
    lg->end = first;
}

static void show_score(session *ss)
{
    int cols, rows;
    term_size(&cols, &rows);
    term_lines l;
    term_lines_init(&l, ss->screen ? cols : 1000);
    term_score_lines(&l, &ARNAK_GAME, &ss->s, l.width, NULL);
    print_lines(&l, 0, l.n);
    term_lines_free(&l);
}

/* Copy of untrusted input fit for an error line: non-ASCII and control
 * bytes become '?', long input is cut with "...". */
static void printable(const char *in, char *out, size_t n)
{
    size_t len = 0;
    for (; *in && len + 4 < n; in++)
        out[len++] = (*in >= 0x20 && *in < 0x7f) ? *in : '?';
    snprintf(out + len, n - len, "%s", *in ? "..." : "");
}

static void input_error(const char *msg)
{
    fflush(stdout);
    fprintf(stderr, "error: %s\n", msg);
}

/* The legal actions in the order a person sees them: the engine's sorted
 * order, except that "pass" comes last (option 1 should never end your round
 * by accident). */
static int human_options(const arnak_state *s, arnak_action *legal)
{
    int n = arnak_legal_actions(s, legal);
    char text[32];
    for (int i = 0; i < n - 1; i++) {
        arnak_action_to_string(s, legal[i], text, sizeof text);
        if (strcmp(text, "pass") == 0) {
            arnak_action pass = legal[i];
            memmove(&legal[i], &legal[i + 1], (size_t)(n - 1 - i) * sizeof legal[0]);
            legal[n - 1] = pass;
            break;
        }
    }
    return n;
}

/* `hint`: the search's favourite options for `me` with how often it tried
 * each and how well they did (it sees only what `me` sees: bot_analyze works
 * from me's observation).  Seeded from the game seed and the decision count,
 * so the same position always gets the same hint. */
static void print_hint(session *ss, int me)
{
    bot b;
    uint64_t seed = cli_mix64(ss->rec->setup.seed ^ (0x68696e74ULL << 32) ^ ss->rec->n);
    bot_option_value opt[5];
    int n = -1;
    if (bot_create(&b, &ARNAK_GAME, "medium", me, seed) == 0) {
        char took[48];
        arena_duration_text(bot_analyze_seconds(&b, &ss->s), took, sizeof took);
        printf("thinking (%s)...\n", took);
        fflush(stdout);
        n = bot_analyze(&b, &ss->s, opt, 5);
        bot_destroy(&b);
    }
    if (n <= 0) {
        input_error("no hint: the search could not run");
        return;
    }
    printf("The search (level medium) likes, best first (value: 1 = a sure win):\n");
    for (int i = 0; i < n; i++) {
        char text[256];
        viewer_action_text(&ss->s, opt[i].action, me, text, sizeof text);
        printf("  %d. %-44s tried %u times, value %.2f\n", i + 1, text, opt[i].visits, opt[i].value);
    }
}

/* The legal action whose canonical text is `in`, in any case. */
static bool find_action(const arnak_state *s, const arnak_action *legal, int n, const char *in,
                        arnak_action *a)
{
    char text[256];
    for (int i = 0; i < n; i++) {
        arnak_action_to_string(s, legal[i], text, sizeof text);
        if (strcasecmp(text, in) == 0) {
            *a = legal[i];
            return true;
        }
    }
    return arnak_action_from_string(s, in, a) == ARNAK_OK;
}

/* Would taking the single option `a` end the chance to take back what `me`
 * did this turn (it reveals something: a card drawn, a tile turned)?  Then
 * it waits for the player like any decision, so that 'undo' still can. */
static bool closes_undo(const session *ss, int me, arnak_action a)
{
    if (game_record_undo_depth(ss->rec, me) == 0)
        return false;
    arnak_state after = ss->s;
    return arnak_apply(&after, a) == ARNAK_OK && !ARNAK_GAME.undoable(&ss->s, a, &after);
}

/* Hot-seat: before a person's hand is shown, the screen is cleared and the
 * next player presses Enter, so that the one before does not see it. */
static int hot_seat(session *ss, int me)
{
    if (ss->nhumans < 2 || ss->hot_last == me)
        return HUMAN_APPLIED;
    clear_screen(ss);
    printf("%s's turn: pass the terminal to %s and press Enter ", term_player_name(me),
           term_player_name(me));
    fflush(stdout);
    cli_line rl = cli_read_line(stdin, ss->input, sizeof ss->input);
    if (rl == CLI_LINE_INTR || term_interrupted())
        return HUMAN_INTR;
    if (rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE) {
        printf("\nend of input: leaving the game (seed %llu)\n",
               (unsigned long long)ss->rec->setup.seed);
        return HUMAN_QUIT;
    }
    ss->hot_last = me;
    ss->shown_any = false; /* plain mode: the board again for this player */
    return HUMAN_APPLIED;
}

/* One decision of a human: prompts until an action is applied, the player
 * quits or the input ends. */
static int human_decision(session *ss, int me)
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    char err[256], shown[64];
    int n = human_options(&ss->s, legal);
    if (n == 1 && !closes_undo(ss, me, legal[0])) {
        /* a single option is no choice: taken at once, and the log says so */
        arnak_state before = ss->s;
        if (session_apply(ss, legal[0], err, sizeof err) != ARNAK_OK) {
            fprintf(stderr, "arnak play: %s\n", err);
            return HUMAN_ERROR;
        }
        log_action(ss, &before, legal[0], me, true);
        term_autosave_write(&ss->save, ss->rec, false);
        return HUMAN_APPLIED;
    }
    int h = hot_seat(ss, me);
    if (h != HUMAN_APPLIED)
        return h;
    term_autosave_write(&ss->save, ss->rec, false);
    /* Plain mode draws the board once per turn of this player; the screen
     * is redrawn for every decision. */
    bool board = !ss->shown_any || ss->shown_turn != ss->turn;
    show(ss, me, legal, n, board);

    for (;;) {
        if (term_interrupted()) /* Ctrl-C during a command (hint): no read */
            return HUMAN_INTR;
        printf("> ");
        fflush(stdout);
        cli_line rl = cli_read_line(stdin, ss->input, sizeof ss->input);
        if (rl == CLI_LINE_INTR || term_interrupted())
            return HUMAN_INTR;
        if (rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE) {
            if (rl == CLI_LINE_GARBAGE)
                input_error(cli_line_error(rl));
            printf("\nend of input: leaving the game (seed %llu)\n",
                   (unsigned long long)ss->rec->setup.seed);
            return HUMAN_QUIT;
        }
        if (rl != CLI_LINE_OK) {
            input_error(cli_line_error(rl));
            continue;
        }
        char *in = trim(ss->input);
        if (!*in) {
            if (ss->screen)
                draw_screen(ss, me, legal, n);
            continue;
        }
        char cmd[CLI_INPUT_MAX];
        snprintf(cmd, sizeof cmd, "%s", in);
        term_lower(cmd);
        /* views by name, by "v NAME", or by their first letter (t: the
         * research track) */
        const char *view = strncmp(cmd, "v ", 2) == 0 ? trim(cmd + 2) : cmd;
        static const char *const keys[][2] = {
            {"r", "row"}, {"s", "sites"}, {"t", "research"}, {"p", "players"}, {"l", "log"},
            {"m", "log more"}};
        for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
            if (strcmp(view, keys[k][0]) == 0)
                view = keys[k][1];
        /* one key for the common commands too (before any command is matched:
         * `b` once fell past the "board" test and was refused) */
        static const char *const cmd_keys[][2] = {
            {"q", "quit"}, {"u", "undo"}, {"h", "hint"}, {"c", "score"}, {"b", "board"}};
        for (size_t k = 0; k < sizeof cmd_keys / sizeof cmd_keys[0]; k++)
            if (strcmp(cmd, cmd_keys[k][0]) == 0)
                snprintf(cmd, sizeof cmd, "%s", cmd_keys[k][1]);
        if (strcmp(cmd, "help") == 0 || strcmp(cmd, "?") == 0) {
            print_help(ss, n);
            continue;
        }
        if (strcmp(cmd, "board") == 0) {
            show(ss, me, legal, n, true);
            continue;
        }
        if (strcmp(cmd, "list") == 0) {
            term_lines l;
            term_lines_init(&l, 1000);
            option_lines(ss, &l, legal, n, OPT_FULL);
            print_lines(&l, 0, l.n);
            term_lines_free(&l);
            continue;
        }
        if (strcmp(view, "row") == 0) {
            static const char *const hd[] = {"Card row"};
            show_view(ss, me, hd, 1);
            continue;
        }
        if (strcmp(view, "sites") == 0) {
            static const char *const hd[] = {"Sites"};
            show_view(ss, me, hd, 1);
            continue;
        }
        if (strcmp(view, "research") == 0) {
            static const char *const hd[] = {"Research"};
            show_view(ss, me, hd, 1);
            continue;
        }
        if (strcmp(view, "players") == 0) {
            static const char *const hd[] = {"Players", "Assistant", "Rival", "Your hand",
                                            "Set aside"};
            show_view(ss, me, hd, 5);
            continue;
        }
        if (strcmp(view, "log") == 0 || strcmp(view, "log more") == 0) {
            show_log(ss, me, strcmp(view, "log more") == 0);
            continue;
        }
        if (strcmp(cmd, "score") == 0 || strcmp(cmd, "scores") == 0) {
            show_score(ss);
            continue;
        }
        if (strcmp(cmd, "quit") == 0 || strcmp(cmd, "exit") == 0) {
            term_answer ans = term_autosave_ask_quit(&ss->save, ss->rec);
            if (ans == TERM_NO)
                continue;
            return ans == TERM_GONE && term_interrupted() ? HUMAN_INTR : HUMAN_QUIT;
        }
        if (strncmp(cmd, "explain", 7) == 0 && (cmd[7] == '\0' || isspace((unsigned char)cmd[7]))) {
            const char *what = trim(in + 7);
            char expl[2048];
            if (!*what)
                input_error("explain what? e.g. 'explain sea turtle', 'explain G03', 'explain L1-04'");
            else if (arnak_explain(what, expl, sizeof expl) < 0)
                input_error(expl);
            else
                printf("%s\n", expl);
            continue;
        }
        if (strcmp(cmd, "hint") == 0) {
            print_hint(ss, me);
            continue;
        }
        if (strcmp(cmd, "undo") == 0) {
            int rc = session_undo(ss, me, err, sizeof err);
            if (rc == -2) {
                fprintf(stderr, "arnak play: undo failed: %s\n", err);
                return HUMAN_ERROR;
            }
            if (rc < 0) {
                input_error(err);
                continue;
            }
            char ev[64];
            snprintf(ev, sizeof ev, "P%d: undo", me + 1);
            event(ss, ev);
            term_autosave_write(&ss->save, ss->rec, false);
            n = human_options(&ss->s, legal);
            if (arnak_current_player(&ss->s) != me)
                return HUMAN_APPLIED; /* cannot happen; let the main loop decide */
            show(ss, me, legal, n, ss->screen);
            continue;
        }
        char *path;
        bool force;
        int sv = term_parse_save(in, &path, &force);
        if (sv < 0) {
            input_error("usage: save FILE (or 'save! FILE' to replace an existing file)");
            continue;
        }
        if (sv > 0) {
            /* while the game is unsaved, FILE becomes its file: the screen
             * is redrawn to say "saved" again */
            bool unsaved = term_autosave_unsaved(&ss->save);
            if (term_autosave_save_as(&ss->save, ss->rec, path, force) && unsaved && ss->screen)
                draw_screen(ss, me, legal, n);
            continue;
        }

        arnak_action a;
        int k;
        if (parse_number(in, &k)) {
            if (k < 1 || k > n) {
                snprintf(err, sizeof err, "choose a number from 1 to %d", n);
                input_error(err);
                continue;
            }
            a = legal[k - 1];
        } else if (!find_action(&ss->s, legal, n, in, &a)) {
            printable(in, shown, sizeof shown);
            snprintf(err, sizeof err, "'%s' is neither a legal action nor a command (type help)",
                     shown);
            input_error(err);
            continue;
        }
        char text[256];
        arnak_action_to_string(&ss->s, a, text, sizeof text);
        int hand = ss->s.p[me].hand_n;
        /* when pass is all there is, there is nothing to confirm */
        if (strcmp(text, "pass") == 0 && hand > 0 && n > 1) {
            char q[128];
            snprintf(q, sizeof q, "Pass with %d card%s in hand? Your round ends.", hand,
                     hand == 1 ? "" : "s");
            term_answer ans = term_ask(q);
            if (ans == TERM_GONE)
                return term_interrupted() ? HUMAN_INTR : HUMAN_QUIT;
            if (ans == TERM_NO) {
                printf("not passed\n");
                continue;
            }
        }
        arnak_state before = ss->s;
        if (session_apply(ss, a, err, sizeof err) != ARNAK_OK) {
            fprintf(stderr, "arnak play: %s\n", err);
            return HUMAN_ERROR;
        }
        log_action(ss, &before, a, me, false);
        term_autosave_write(&ss->save, ss->rec, false);
        return HUMAN_APPLIED;
    }
}

static int bot_decision(session *ss, int p)
{
    arnak_action legal[ARNAK_MAX_ACTIONS];
    char err[256], text[256];
    int n = arnak_legal_actions(&ss->s, legal);
    arnak_action a = ss->bots[p].choose(&ss->bots[p], &ss->s, legal, n);
    arnak_state before = ss->s;
    arnak_action_to_string(&ss->s, a, text, sizeof text);
    if (session_apply(ss, a, err, sizeof err) != ARNAK_OK) {
        fprintf(stderr, "arnak play: bot %s chose '%s': %s\n", ss->names[p], text, err);
        return 1;
    }
    log_action(ss, &before, a, p, false);
    return 0;
}

/* The autosave file: --save FILE, else the loaded file (the game goes on
 * where it was saved), else a new file under the state folder.  It is named
 * on screen and written at once. */
static int setup_autosave(session *ss, const play_options *o)
{
    if (o->no_autosave) {
        printf("autosave: off (--no-autosave)\n");
        return 0;
    }
    struct stat st;
    if (o->save && (!o->load || strcmp(o->save, o->load) != 0) && stat(o->save, &st) == 0) {
        fprintf(stderr, "arnak play: --save %s: the file exists (load it with --load, or "
                        "choose another name)\n", o->save);
        return 1;
    }
    term_autosave_name(&ss->save, "arnak", ss->rec->setup.seed, o->save, o->load);
    if (!ss->save.on)
        return 0;
    printf("autosave: %s\n", ss->save.path);
    if (o->load && strcmp(ss->save.path, o->load) == 0)
        ss->save.saved_n = ss->rec->n; /* the file holds this very record: kept as it is until a move */
    else
        term_autosave_write(&ss->save, ss->rec, true);
    return 0;
}

static int setup(session *ss, const play_options *o)
{
    char err[256];
    /* a loaded record (main.c read it, and chose this game by it) */
    const game_record *loaded = o->loaded;
    game_setup cfg = loaded ? loaded->setup : o->setup;
    ss->rec = game_record_new(&ARNAK_GAME, &cfg);
    if (!ss->rec) {
        fprintf(stderr, "arnak play: out of memory\n");
        return 1;
    }
    /* Seats: the command line, else the loaded record, else the defaults
     * main.c filled in. */
    const char *names[ARNAK_MAX_PLAYERS];
    for (int p = 0; p < cfg.players; p++)
        names[p] = (loaded && !o->seats_given && loaded->nseats == cfg.players) ? loaded->seats[p]
                                                                               : o->seats[p];
    if (game_record_set_seats(ss->rec, names, cfg.players) != 0) {
        fprintf(stderr, "arnak play: bad seat names\n");
        return 1;
    }
    for (int p = 0; p < cfg.players; p++) {
        ss->names[p] = ss->rec->seats[p];
        ss->human[p] = strcmp(ss->names[p], "human") == 0;
        ss->nhumans += ss->human[p];
        if (!ss->human[p] &&
            bot_create(&ss->bots[p], &ARNAK_GAME, ss->names[p], p, cli_bot_seed(cfg.seed, p)) != 0) {
            fprintf(stderr, "arnak play: unknown seat '%s' (human or one of: %s)\n",
                    ss->names[p], bot_names());
            return 1;
        }
    }
    if (game_record_rebuild(ss->rec, 0, &ss->s, err, sizeof err) != ARNAK_OK) {
        fprintf(stderr, "arnak play: the engine rejects %d players\n", cfg.players);
        return 1;
    }
    printf("seed %llu\n", (unsigned long long)cfg.seed);
    if (cfg.players == 1) {
        /* solo: the rival starts every round, so it has already moved */
        printf("solo against the rival expedition, difficulty %d\n", cfg.options[1]);
        if (!loaded) {
            game_event ev[GAME_MAX_EVENTS];
            int n = arnak_rival_events(&ss->s, 0, ev, GAME_MAX_EVENTS);
            for (int i = 0; i < n; i++) {
                char line[200], out[LOG_WIDTH];
                if (arnak_event_text(&ev[i], line, sizeof line) <= 0)
                    continue;
                snprintf(out, sizeof out, "  %s", line);
                event(ss, out);
            }
        }
    }
    if (loaded) {
        for (size_t i = 0; i < loaded->n; i++) {
            if (session_apply(ss, loaded->actions[i], err, sizeof err) != ARNAK_OK) {
                fprintf(stderr, "arnak play: %s: action %zu: %s\n", o->load, i + 1, err);
                return 1;
            }
        }
        printf("resumed %s after %zu actions\n", o->load, loaded->n);
    }
    return setup_autosave(ss, o);
}

/* A line in the log at the end of each round: every player's score then
 * and what the round brought. */
static void round_summary(session *ss, int round, int *last_total)
{
    char line[LOG_WIDTH];
    int len = snprintf(line, sizeof line, "--- end of round %d:", round);
    for (int p = 0; p < ss->s.nplayers && len < (int)sizeof line; p++) {
        arnak_score sc;
        if (arnak_score_player(&ss->s, p, &sc) != ARNAK_OK)
            continue;
        len += snprintf(line + len, sizeof line - (size_t)len, "%s P%d %d points (%+d)",
                        p ? "," : "", p + 1, sc.total, sc.total - last_total[p]);
        last_total[p] = sc.total;
    }
    if (ss->s.nplayers == 1 && len < (int)sizeof line) {
        arnak_score sc;
        if (arnak_score_rival(&ss->s, &sc) == ARNAK_OK)
            len += snprintf(line + len, sizeof line - (size_t)len, ", rival %d points", sc.total);
    }
    if (len < (int)sizeof line)
        snprintf(line + len, sizeof line - (size_t)len, " ---");
    event(ss, line);
    /* and where each player's points come from */
    for (int p = 0; p <= ss->s.nplayers && p <= ARNAK_MAX_PLAYERS; p++) {
        arnak_score sc;
        bool rival = p == ss->s.nplayers;
        if (rival ? ss->s.nplayers != 1 || arnak_score_rival(&ss->s, &sc) != ARNAK_OK
                  : arnak_score_player(&ss->s, p, &sc) != ARNAK_OK)
            continue;
        snprintf(line, sizeof line,
                 "    %s: research %d, temple %d, idols %d, guardians %d, cards %d, fear %d",
                 rival ? "rival" : term_player_name(p), sc.research, sc.temple, sc.idols,
                 sc.guardians, sc.cards, sc.fear);
        event(ss, line);
    }
}

/* The final score by category, a column per player (and the rival), the
 * players by name. */
static void print_final_scores(const session *ss)
{
    int np = ss->s.nplayers <= ARNAK_MAX_PLAYERS ? ss->s.nplayers : ARNAK_MAX_PLAYERS;
    arnak_score sc[ARNAK_MAX_PLAYERS + 1];
    char head[ARNAK_MAX_PLAYERS + 1][48];
    int cols = 0;
    for (int p = 0; p < np; p++) {
        if (arnak_score_player(&ss->s, p, &sc[cols]) != ARNAK_OK)
            return;
        snprintf(head[cols++], sizeof head[0], "%s (%s)", term_player_name(p), ss->names[p]);
    }
    if (np == 1 && arnak_score_rival(&ss->s, &sc[cols]) == ARNAK_OK)
        snprintf(head[cols++], sizeof head[0], "rival");
    printf("%-12s", "Final scores");
    for (int c = 0; c < cols; c++)
        printf(" %16s", head[c]);
    printf("\n");
    static const char *const cat[] = {"research", "temple", "idols", "guardians",
                                      "cards",    "fear",   "total"};
    for (int k = 0; k < 7; k++) {
        printf("%-12s", cat[k]);
        for (int c = 0; c < cols; c++) {
            const int v[] = {sc[c].research, sc[c].temple, sc[c].idols, sc[c].guardians,
                             sc[c].cards,    sc[c].fear,   sc[c].total};
            printf(" %16d", v[k]);
        }
        printf("\n");
    }
}

/* At the end, for one person at the terminal: the decisions where the
 * `medium` bot judges they lost the most (arena_review: the bot judges each
 * decision as it searches, from that player's information set).  It takes
 * about two seconds a decision, a minute or two for a game, so it is offered,
 * not imposed, and the offer says how long (arena_review_plan). */
static void offer_review(session *ss)
{
    if (ss->nhumans != 1)
        return;
    int me = 0;
    while (me < ss->rec->setup.players && !ss->human[me])
        me++;
    double secs;
    int count = arena_review_plan(ss->rec, "medium", me, ss->rec->setup.seed, &secs);
    if (count <= 0)
        return;
    char took[48], question[160];
    arena_duration_text(secs, took, sizeof took);
    snprintf(question, sizeof question, "Review your %d decision%s by the medium bot's judgement (%s)?", count,
             count == 1 ? "" : "s", took);
    if (term_ask(question) != TERM_YES)
        return;
    char name[64];
    snprintf(name, sizeof name, "%s's game", term_player_name(me));
    arena_review(ss->rec, "medium", me, ss->rec->setup.seed, name, term_player_name);
}

/* The game is over: the last round's summary, the scores, the record and
 * the review.  True when a copy of the record was saved. */
static bool game_over(session *ss, int round, int *last_total)
{
    if (round >= 0)
        round_summary(ss, round, last_total);
    char *raw = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&raw, &len);
    if (m) {
        arnak_render_scores(m, &ss->s, ss->names, false);
        fclose(m);
    }
    printf("\nGame over after %zu decisions (seed %llu)\n", ss->rec->n,
           (unsigned long long)ss->rec->setup.seed);
    print_final_scores(ss);
    if (raw) {
        /* the renderer's verdict below its table ("Winner: ..."); the
         * table itself is print_final_scores' (names change widths) */
        char *named = malloc(len * 3 + 64);
        const char *verdict = raw;
        for (const char *t = strstr(raw, "\ntotal"); t; t = NULL)
            verdict = strchr(t + 1, '\n') ? strchr(t + 1, '\n') + 1 : "";
        if (named) {
            names_text(ss, verdict, named, len * 3 + 64);
            fputs(named, stdout);
        }
        free(named);
    }
    free(raw);
    bool copied = term_autosave_offer_copy(&ss->save, ss->rec);
    offer_review(ss);
    return copied;
}

int play_run(const play_options *o)
{
    session *ss = calloc(1, sizeof *ss);
    if (!ss) {
        fprintf(stderr, "arnak play: out of memory\n");
        return 1;
    }
    ss->opt = o;
    ss->screen = !o->plain && isatty(STDOUT_FILENO) && isatty(STDIN_FILENO);
    ss->hot_last = -1;
    term_signals_install();
    int rc = setup(ss, o);
    int round = -1, last_total[ARNAK_MAX_PLAYERS] = {0};
    bool left = false, copied = false;

    while (rc == 0 && !arnak_is_over(&ss->s)) {
        if (term_interrupted()) {
            printf("\ninterrupted: leaving the game (seed %llu)\n",
                   (unsigned long long)ss->rec->setup.seed);
            term_autosave_leave(&ss->save, ss->rec);
            rc = 130;
            left = true;
            break;
        }
        if (ss->s.round != round) {
            char ev[64];
            if (round >= 0) {
                round_summary(ss, round, last_total);
            } else {
                /* the points a player starts with (idol slots, Fear cards) */
                for (int p = 0; p < ss->s.nplayers && p < ARNAK_MAX_PLAYERS; p++) {
                    arnak_score sc;
                    last_total[p] = arnak_score_player(&ss->s, p, &sc) == ARNAK_OK ? sc.total : 0;
                }
            }
            round = ss->s.round;
            snprintf(ev, sizeof ev, "--- round %d ---", round);
            event(ss, ev);
        }
        if (ss->rec->n >= CLI_MAX_DECISIONS) {
            fprintf(stderr, "arnak play: no end after %d decisions; giving up\n",
                    CLI_MAX_DECISIONS);
            rc = 1;
            break;
        }
        int p = arnak_current_player(&ss->s);
        if (p < 0 || p >= ss->s.nplayers) {
            fprintf(stderr, "arnak play: the engine names no player to move\n");
            rc = 1;
            break;
        }
        if (!ss->human[p]) {
            if (ss->screen) {
                /* the screen stays until a person decides again: say why */
                printf("\r\033[K%s is thinking...", term_player_name(p));
                fflush(stdout);
            }
            rc = bot_decision(ss, p);
            /* every action is saved while a person plays (a game of bots
             * only is saved when it ends or is left) */
            if (rc == 0 && ss->nhumans > 0)
                term_autosave_write(&ss->save, ss->rec, false);
            continue;
        }
        int h = human_decision(ss, p);
        if (h == HUMAN_QUIT || h == HUMAN_INTR) {
            if (h == HUMAN_INTR)
                printf("\ninterrupted: leaving the game (seed %llu)\n",
                       (unsigned long long)ss->rec->setup.seed);
            term_autosave_leave(&ss->save, ss->rec);
            if (h == HUMAN_INTR)
                rc = 130;
            left = true;
            break;
        }
        if (h == HUMAN_ERROR)
            rc = 1;
    }
    if (rc == 0 && !left && arnak_is_over(&ss->s))
        copied = game_over(ss, round, last_total);
    /* a game that was to be saved and is not: the exit says so */
    if (term_autosave_exit(&ss->save, copied) != 0 && rc == 0)
        rc = 1;
    game_record_free(ss->rec);
    for (int p = 0; p < ARNAK_MAX_PLAYERS; p++) {
        bot_destroy(&ss->bots[p]);
        for (size_t i = 0; i < ss->logs[p].n; i++)
            free(ss->logs[p].line[i]);
        free(ss->logs[p].line);
    }
    free(ss->actor);
    free(ss->turn_of);
    free(ss);
    return rc;
}
