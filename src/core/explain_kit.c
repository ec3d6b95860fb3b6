/* explain_kit.c - a game's `explain X` from one table of names (explain_kit.h). */
#include "core/explain_kit.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "core/kit.h"
#include "core/parse.h"

#define NAME_MAX_LEN 160
#define MAX_WORDS    24

/* Lower case, words joined by one dash: blanks and punctuation separate words,
 * as does a change between digits and letters ("2adv" is "2-adv", "temple1"
 * "temple-1"); apostrophes and dots go; a leading "the" goes. */
static void normalize(const char *in, char *out, size_t n)
{
    size_t k = 0;
    bool dash = false;
    int prev = 0; /* 1 letter, 2 digit */
    for (const char *p = in; *p && k + 2 < n; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '\'' || c == '.')
            continue;
        int cls = isdigit(c) ? 2 : isalpha(c) ? 1 : 0;
        if (cls == 0) {
            dash = k > 0;
            prev = 0;
            continue;
        }
        if ((dash || (prev && prev != cls)) && k > 0)
            out[k++] = '-';
        dash = false;
        prev = cls;
        out[k++] = (char)tolower(c);
    }
    out[k] = '\0';
    if (strncmp(out, "the-", 4) == 0)
        memmove(out, out + 4, strlen(out + 4) + 1);
}

/* Whether row r is called `norm` (its id or one of its words, '|' apart). */
static bool row_is(const game_explain_row *r, const char *norm)
{
    char a[NAME_MAX_LEN];
    normalize(r->id, a, sizeof a);
    if (strcmp(a, norm) == 0)
        return true;
    for (const char *w = r->words; w && *w;) {
        const char *bar = strchr(w, '|');
        size_t len = bar ? (size_t)(bar - w) : strlen(w);
        char one[NAME_MAX_LEN];
        snprintf(one, sizeof one, "%.*s", (int)len, w);
        normalize(one, a, sizeof a);
        if (strcmp(a, norm) == 0)
            return true;
        w = bar ? bar + 1 : w + len;
    }
    return false;
}

static void put_row(game_buf *b, const game_explain_row *r)
{
    if (b->len > 0)
        game_buf_printf(b, "\n");
    if (r->words) {
        const char *bar = strchr(r->words, '|');
        int len = bar ? (int)(bar - r->words) : (int)strlen(r->words);
        bool same = strlen(r->id) == (size_t)len;
        for (int i = 0; same && i < len; i++)
            same = tolower((unsigned char)r->words[i]) == (unsigned char)r->id[i];
        if (same)
            game_buf_printf(b, "%.*s: %s", len, r->words, r->text);
        else
            game_buf_printf(b, "%.*s (%s): %s", len, r->words, r->id, r->text);
    } else {
        game_buf_printf(b, "%s: %s", r->id, r->text);
    }
}

/* Explains every row called `norm` that `done` has not; the count. */
static int explain_name(const game_explain_table *t, const char *norm, bool *done, game_buf *b)
{
    int found = 0;
    for (int i = 0; i < t->nrows; i++)
        if (row_is(&t->rows[i], norm)) {
            if (!done[i])
                put_row(b, &t->rows[i]);
            done[i] = true;
            found++;
        }
    return found;
}

int game_explain_names(const game_explain_table *t, const char *what)
{
    char norm[NAME_MAX_LEN];
    if (!t || !what)
        return 0;
    normalize(what, norm, sizeof norm);
    int found = 0;
    for (int i = 0; i < t->nrows; i++)
        found += row_is(&t->rows[i], norm);
    return found;
}

static int parts_of(const char *name)
{
    char a[NAME_MAX_LEN];
    normalize(name, a, sizeof a);
    int k = a[0] != '\0';
    for (const char *p = a; *p; p++)
        k += *p == '-';
    return k;
}

/* The most words of any name of the table's rows: no longer span of a text can name
 * one (kept for the table last asked about). */
static int longest_name(const game_explain_table *t)
{
    static _Thread_local const game_explain_table *last;
    static _Thread_local int longest;
    if (t == last)
        return longest;
    longest = 1;
    for (int i = 0; i < t->nrows; i++) {
        const game_explain_row *r = &t->rows[i];
        int k = parts_of(r->id);
        longest = k > longest ? k : longest;
        for (const char *w = r->words; w && *w;) {
            const char *bar = strchr(w, '|');
            size_t len = bar ? (size_t)(bar - w) : strlen(w);
            char one[NAME_MAX_LEN];
            snprintf(one, sizeof one, "%.*s", (int)len, w);
            k = parts_of(one);
            longest = k > longest ? k : longest;
            w = bar ? bar + 1 : w + len;
        }
    }
    last = t;
    return longest;
}

/* The words of a text that name rows, the longest span first at each word. */
static int explain_words(const game_explain_table *t, char *norm, bool *done, game_buf *b)
{
    char *w[MAX_WORDS];
    int nw = 0, names = 0, most = longest_name(t);
    for (char *p = strtok(norm, "-"); p && nw < MAX_WORDS; p = strtok(NULL, "-"))
        w[nw++] = p;
    for (int i = 0; i < nw && names < GAME_EXPLAIN_MAX_NAMES;) {
        int step = 1;
        for (int k = nw - i < most ? nw - i : most; k >= 1; k--) {
            char span[NAME_MAX_LEN] = "";
            for (int j = 0; j < k; j++)
                snprintf(span + strlen(span), sizeof span - strlen(span), "%s%s", j ? "-" : "",
                         w[i + j]);
            if (explain_name(t, span, done, b) > 0) {
                names++;
                step = k;
                break;
            }
        }
        i += step;
    }
    return names;
}

int game_explain_from(const game_explain_table *t, const char *what, char *buf, size_t n)
{
    if (!t || !buf || n == 0)
        return GAME_E_ARG;
    buf[0] = '\0';
    if (!what || !*what)
        return GAME_E_ARG;
    char norm[NAME_MAX_LEN];
    normalize(what, norm, sizeof norm);
    bool done[256] = {false};
    if (t->nrows > (int)(sizeof done / sizeof done[0]))
        return GAME_E_ARG;
    game_buf b = game_buf_of(buf, n);
    if (norm[0] && explain_name(t, norm, done, &b) == 0)
        explain_words(t, norm, done, &b);
    if (b.len > 0)
        return (int)b.len;
    game_format(buf, n, "%s: nothing is called '%s'; explain knows %s", t->game, what, t->kinds);
    return GAME_E_PARSE;
}
