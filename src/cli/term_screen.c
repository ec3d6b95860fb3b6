/* term_screen.c - the terminal's size, text wrapped to its width, players
 * named by colour, the live score table (term.h). */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "term.h"

void term_size(int *cols, int *rows)
{
    int c = 0, r = 0;
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0) {
        c = ws.ws_col;
        r = ws.ws_row;
    }
    const char *ec = getenv("COLUMNS"), *er = getenv("LINES");
    if (c <= 0 && ec)
        c = atoi(ec);
    if (r <= 0 && er)
        r = atoi(er);
    if (c <= 0)
        c = 80;
    if (r <= 0)
        r = 24;
    /* below this nothing sensible fits; and a bogus huge value is capped */
    *cols = c < 20 ? 20 : c > 1000 ? 1000 : c;
    *rows = r < 8 ? 8 : r > 1000 ? 1000 : r;
}

void term_lines_init(term_lines *l, int width)
{
    memset(l, 0, sizeof *l);
    l->width = width < 20 ? 20 : width;
}

static void push(term_lines *l, const char *s, size_t len)
{
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 32;
        char **nl = realloc(l->line, sizeof *nl * (size_t)cap);
        if (!nl) {
            l->failed = true;
            return;
        }
        l->line = nl;
        l->cap = cap;
    }
    char *c = malloc(len + 1);
    if (!c) {
        l->failed = true;
        return;
    }
    memcpy(c, s, len);
    c[len] = '\0';
    l->line[l->n++] = c;
}

/* Length of the word at s (up to a space or the end). */
static size_t word_len(const char *s, size_t len)
{
    size_t k = 0;
    while (k < len && s[k] != ' ')
        k++;
    return k;
}

/* One line of text (no '\n') cut at spaces into pieces of at most width
 * characters (bytes: the texts are ASCII).  A word is cut only when it is
 * longer than a whole line; a continuation line gives up its indent for a
 * word that would not fit after it.  The first piece keeps its leading
 * spaces (a table's layout). */
static void add_one(term_lines *l, const char *s, size_t len, int indent)
{
    size_t w = (size_t)l->width;
    size_t pre_next = indent > 0 && (size_t)indent < w / 2 ? (size_t)indent : 0;
    char *buf = malloc(w + 1);
    if (!buf) {
        l->failed = true;
        return;
    }
    bool first = true;
    do {
        size_t pre = first ? 0 : pre_next;
        if (pre && word_len(s, len) > w - pre && word_len(s, len) <= w)
            pre = 0;
        size_t room = w - pre, take = len;
        if (take > room) {
            /* back up to the last space that fits, past any leading spaces */
            size_t lead = 0;
            while (lead < len && s[lead] == ' ')
                lead++;
            take = room;
            while (take > lead && s[take] != ' ')
                take--;
            if (take <= lead)
                take = room; /* a word longer than the line */
        }
        memset(buf, ' ', pre);
        memcpy(buf + pre, s, take);
        size_t blen = pre + take;
        while (blen > pre && buf[blen - 1] == ' ')
            blen--;
        push(l, buf, blen);
        s += take;
        len -= take;
        while (len > 0 && *s == ' ') {
            s++;
            len--;
        }
        first = false;
    } while (len > 0);
    free(buf);
}

void term_lines_add(term_lines *l, const char *text, int indent)
{
    while (text) {
        const char *nl = strchr(text, '\n');
        size_t len = nl ? (size_t)(nl - text) : strlen(text);
        if (!nl && len == 0)
            break; /* a final '\n' ends the text, it adds no empty line */
        /* tabs and control bytes would break the column count */
        char *clean = malloc(len + 1);
        if (!clean) {
            l->failed = true;
            return;
        }
        for (size_t i = 0; i < len; i++) {
            unsigned char ch = (unsigned char)text[i];
            clean[i] = ch == '\t' ? ' ' : (ch < 0x20 || ch == 0x7f) ? '?' : (char)ch;
        }
        add_one(l, clean, len, indent);
        free(clean);
        text = nl ? nl + 1 : NULL;
    }
}

void term_lines_addf(term_lines *l, int indent, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < (int)sizeof buf) {
        term_lines_add(l, buf, indent);
        return;
    }
    /* a longer text whole, not cut at the buffer's end */
    char *big = malloc((size_t)n + 1);
    if (!big) {
        l->failed = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    term_lines_add(l, big, indent);
    free(big);
}

void term_print_wrapped(FILE *out, const char *text, int width, int indent)
{
    if (width <= 0) {
        int rows;
        if (!isatty(fileno(out))) {
            fputs(text, out);
            if (!*text || text[strlen(text) - 1] != '\n')
                fputc('\n', out);
            return;
        }
        term_size(&width, &rows);
    }
    term_lines l;
    term_lines_init(&l, width);
    term_lines_add(&l, text, indent);
    for (int i = 0; i < l.n; i++)
        fprintf(out, "%s\n", l.line[i]);
    if (l.failed) /* out of memory: the text as it is rather than nothing */
        fprintf(out, "%s\n", text);
    term_lines_free(&l);
}

void term_input_error(const char *fmt, ...)
{
    fflush(stdout);
    char buf[2048];
    int k = snprintf(buf, sizeof buf, "error: ");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + k, sizeof buf - (size_t)k, fmt, ap);
    va_end(ap);
    term_print_wrapped(stderr, buf, 0, 7);
}

void term_lines_cat(term_lines *l, const term_lines *src)
{
    for (int i = 0; i < src->n; i++)
        push(l, src->line[i], strlen(src->line[i]));
}

void term_lines_free(term_lines *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->line[i]);
    free(l->line);
    memset(l, 0, sizeof *l);
}

void term_autosave_warn_lines(term_lines *l, const term_autosave *a)
{
    if (!term_autosave_unsaved(a))
        return;
    char st[sizeof a->error + TERM_PATH_MAX];
    term_autosave_status(a, st, sizeof st);
    term_lines_add(l, st, 2);
}

const char *term_player_name(int p)
{
    /* The order of the renderer's player colours (render.c make_style:
     * red, blue, yellow, green), and purple for a fifth seat (Quetzal). */
    static const char *const names[] = {"Red", "Blue", "Yellow", "Green", "Purple"};
    return p >= 0 && p < (int)(sizeof names / sizeof names[0]) ? names[p] : "?";
}

static bool starts(const char *s, size_t i, const char *word)
{
    size_t k = strlen(word);
    return i >= k && strncmp(s + i - k, word, k) == 0;
}

/* Is the "Pd" at s + i a player (see term.h)?  seat: its seat name or NULL. */
static bool is_player_token(const char *s, size_t i, const char *seat)
{
    size_t sl = seat ? strlen(seat) : 0;
    if (sl && s[i + 2] == ' ' && strncmp(s + i + 3, seat, sl) == 0 &&
        !isalnum((unsigned char)s[i + 3 + sl]))
        return true;
    char prev = i ? s[i - 1] : ' ';
    const char *after = s + i + 2;
    bool line_start = true;
    for (size_t j = i; j > 0 && s[j - 1] != '\n'; j--)
        if (s[j - 1] != ' ')
            line_start = false;
    if (prev == '[' || prev == '<' || prev == '(')
        return true;
    if (starts(s, i, "player ") || starts(s, i, "turn of ") || starts(s, i, "over: ") ||
        starts(s, i, "begins with "))
        return true;
    /* a sentence's start after "; " ("Round 2 begins; P2 holds the marker") */
    if (starts(s, i, "; ") && after[0] == ' ' && islower((unsigned char)after[1]))
        return true;
    if (after[0] == ' ' && isdigit((unsigned char)after[1]))
        return true;
    if (line_start && (after[0] == ':' || after[0] == '\'' ||
                       (after[0] == ' ' && islower((unsigned char)after[1]))))
        return true;
    return false;
}

void term_player_text(const char *in, char *out, size_t n, int nplayers, const char *const seats[])
{
    size_t o = 0;
    if (n == 0)
        return;
    for (size_t i = 0; in[i] && o + 1 < n;) {
        bool word_start = i == 0 || !isalnum((unsigned char)in[i - 1]);
        if (word_start && in[i] == 'P' && in[i + 1] >= '1' && in[i + 1] < '1' + nplayers &&
            !isalnum((unsigned char)in[i + 2]) &&
            is_player_token(in, i, seats ? seats[in[i + 1] - '1'] : NULL)) {
            int p = in[i + 1] - '1';
            size_t skip = 2;
            char name[48];
            const char *seat = seats ? seats[p] : NULL;
            size_t sl = seat ? strlen(seat) : 0;
            if (sl && in[i + 2] == ' ' && strncmp(in + i + 3, seat, sl) == 0 &&
                !isalnum((unsigned char)in[i + 3 + sl])) {
                snprintf(name, sizeof name, "%s (%s)", term_player_name(p), seat);
                skip = 3 + sl;
            } else {
                snprintf(name, sizeof name, "%s", term_player_name(p));
            }
            int w = snprintf(out + o, n - o, "%s", name);
            o += (size_t)w < n - o ? (size_t)w : n - o - 1;
            i += skip;
            continue;
        }
        out[o++] = in[i++];
    }
    out[o] = '\0';
}

/* The names of the categories that add up to the total (those before "total"
 * in g->score_part_names, an order of arrival left out), then "total": n. */
int term_score_categories(const game_def *g, const char *cat[], int max)
{
    int nc = 0;
    for (int i = 0; i < g->nscore_parts && nc < max - 1; i++) {
        if (strcmp(g->score_part_names[i], "total") == 0)
            break; /* what follows are counts told beside (a tie-break) */
        /* an order of arrival (Arnak's temple_rank) is a tie-break, not points */
        if (!strstr(g->score_part_names[i], "rank"))
            cat[nc++] = g->score_part_names[i];
    }
    cat[nc++] = "total";
    return nc;
}

/* Categories of the score in the game's order, the total last, each column
 * as wide as its name; when not all fit, the first categories are left out,
 * never the total. */
void term_score_lines(term_lines *l, const game_def *g, const void *st, int width,
                      const char *const labels[])
{
    json_t *sc = g->scores_json ? g->scores_json(st) : NULL;
    json_t *players = json_object_get(sc, "players");
    json_t *rival = json_object_get(sc, "rival");
    if (!json_is_array(players)) {
        json_decref(sc);
        return;
    }
    const char *cat[16];
    int nc = term_score_categories(g, cat, 16), colw[16];
    size_t np = json_array_size(players);
    int nw = (int)strlen("Score now");
    for (size_t p = 0; p < np && p < GAME_MAX_PLAYERS; p++) {
        int w = (int)strlen(labels ? labels[p] : term_player_name((int)p));
        nw = w > nw ? (w < 13 ? w : 13) : nw;
    }
    for (int c = 0; c < nc; c++) {
        colw[c] = (int)strlen(cat[c]);
        colw[c] = colw[c] < 4 ? 4 : colw[c];
    }
    int first = nc - 1, used = nw + 1 + colw[nc - 1];
    while (first > 0 && used + 1 + colw[first - 1] <= width)
        used += 1 + colw[--first];
    char line[1024];
    int len = snprintf(line, sizeof line, "%-*s", nw, "Score now");
    for (int c = first; c < nc; c++)
        len += snprintf(line + len, sizeof line - (size_t)len, " %*s", colw[c], cat[c]);
    term_lines_add(l, line, 0);
    for (size_t p = 0; p <= np; p++) {
        json_t *row = p < np ? json_array_get(players, p) : rival;
        if (!json_is_object(row))
            continue;
        len = snprintf(line, sizeof line, "%-*.*s", nw, nw,
                       p >= np  ? "rival"
                       : labels ? labels[p]
                                : term_player_name((int)p));
        for (int c = first; c < nc && len < (int)sizeof line; c++)
            len += snprintf(line + len, sizeof line - (size_t)len, " %*lld", colw[c],
                            (long long)json_integer_value(json_object_get(row, cat[c])));
        term_lines_add(l, line, 0);
    }
    json_decref(sc);
}
