/* test_term_ui.c - the pieces of the terminal game (src/cli/term.h): players
 * renamed only where the engine's text means a player, lines wrapped without
 * cutting words, the save command, autosave file names, refusing to
 * overwrite, what the header says of a failed autosave, the live score
 * table; the main screen (term_layout.h) at 80x24, below and above it;
 * Arnak's research view at 80x24. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/term.h"
#include "cli/term_layout.h"
#include "games/arnak/arnak.h"
#include "core/splitmix.h"
#include "games/arnak/explain.h"
#include "games/arnak/state.h"
#include "games/arnak/render.h"

static void renamed(const char *in, const char *want)
{
    static const char *const seats[] = {"human", "greedy", "medium", "random"};
    char out[512];
    term_player_text(in, out, sizeof out, 2, seats);
    assert_string_equal(out, want);
}

/* Players get their colour, sites (P0..P16) keep their code. */
static void players_are_named_sites_are_not(void **state)
{
    (void)state;
    renamed("P1: Choose your main action", "Red: Choose your main action");
    renamed("P2 discovers P7: site tile L1-04", "Blue discovers P7: site tile L1-04");
    renamed("  P1 human    coin 2", "  Red (human)    coin 2");
    renamed("Winner: P2 greedy", "Winner: Blue (greedy)");
    renamed("  P1  camp 1 boot        [P2]     +2 coins",
            "  P1  camp 1 boot        [Blue]     +2 coins");
    renamed("  0  0/0  |  B0 <P1 glass+notebook> <P2 glass>",
            "  0  0/0  |  B0 <Red glass+notebook> <Blue glass>");
    renamed("start player P1, turn of P2", "start player Red, turn of Blue");
    renamed("Your hand (P1), 5 cards", "Your hand (Red), 5 cards");
    renamed("Game over: P1 28 (winner) P2 27", "Game over: Red 28 (winner) Blue 27");
    renamed("P2's archaeologist returns from P1a", "Blue's archaeologist returns from P1a");
    renamed("dig P1", "dig P1");
    renamed("  P10 I    1 car", "  P10 I    1 car");
    renamed("  P2  camp 1 boot", "  P2  camp 1 boot");
    renamed("Round 2 begins (P2 starts)", "Round 2 begins (Blue starts)");
    /* mid-line sentences of Quetzal's and Lost Cities' events */
    renamed("Round 3 begins; P1 holds the First Player marker",
            "Round 3 begins; Red holds the First Player marker");
    renamed("expedition 3 begins with P2: tiles and cards dealt anew",
            "expedition 3 begins with Blue: tiles and cards dealt anew");
    /* only seats that exist: a 2-player game has no P3 */
    renamed("P3: x", "P3: x");
    /* a line start is any line's start */
    renamed("x\nP2 gains 1 coin", "x\nBlue gains 1 coin");
    /* a small buffer cuts, never overflows */
    char small[6];
    term_player_text("P1: Choose", small, sizeof small, 2, NULL);
    assert_string_equal(small, "Red: ");
}

/* Wrapping: no line wider than the width, no word cut, the words in order,
 * continuation lines indented. */
static void lines_wrap_at_spaces(void **state)
{
    (void)state;
    const char *text = "  1) buy grappling-hook 2 coins, 2 VP: Discard 1 other card from your "
                       "hand to draw 1 card; then you may exile a card.";
    for (int width = 20; width <= 90; width += 7) {
        term_lines l;
        term_lines_init(&l, width);
        term_lines_add(&l, text, 6);
        assert_false(l.failed);
        char joined[512] = "";
        for (int i = 0; i < l.n; i++) {
            assert_true(strlen(l.line[i]) <= (size_t)width);
            if (i > 0) {
                assert_memory_equal(l.line[i], "      ", 6);
                strcat(joined, " ");
            }
            const char *t = l.line[i];
            while (i > 0 && *t == ' ')
                t++;
            strcat(joined, t);
        }
        assert_string_equal(joined, text);
        term_lines_free(&l);
    }
    /* a word longer than the line is cut rather than overflowing */
    term_lines l;
    term_lines_init(&l, 20);
    term_lines_add(&l, "abcdefghijklmnopqrstuvwxyzabcdefghij\nnext", 0);
    assert_int_equal(l.n, 3);
    assert_string_equal(l.line[0], "abcdefghijklmnopqrst");
    assert_string_equal(l.line[2], "next");
    term_lines_free(&l);
}

static void save_command_is_parsed(void **state)
{
    (void)state;
    char *path;
    bool force;
    char a[] = "save game.rec", b[] = "SAVE! x y.rec", c[] = "save", d[] = "saver x", e[] = "save!";
    assert_int_equal(term_parse_save(a, &path, &force), 1);
    assert_string_equal(path, "game.rec");
    assert_false(force);
    assert_int_equal(term_parse_save(b, &path, &force), 1);
    assert_string_equal(path, "x y.rec");
    assert_true(force);
    assert_int_equal(term_parse_save(c, &path, &force), -1);
    assert_int_equal(term_parse_save(d, &path, &force), 0);
    assert_int_equal(term_parse_save(e, &path, &force), -1);
}

/* Autosave names: under $XDG_STATE_HOME/arnak, a new name for each game of
 * the same seed; `save` refuses an existing file, `save!` replaces it. */
static void autosave_files_are_new_and_not_overwritten(void **state)
{
    (void)state;
    char dir[] = "/tmp/test_term_uiXXXXXX";
    assert_non_null(mkdtemp(dir));
    setenv("XDG_STATE_HOME", dir, 1);
    char path[TERM_PATH_MAX], want[TERM_PATH_MAX], err[512];
    assert_int_equal(term_autosave_path("arnak", 7, path, sizeof path, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/arnak/arnak-7.rec", dir);
    assert_string_equal(path, want);

    game_setup setup;
    game_setup_default(&ARNAK_GAME, &setup);
    setup.seed = 7;
    game_record *r = game_record_new(&ARNAK_GAME, &setup);
    assert_non_null(r);
    assert_int_equal(term_save(path, r, false, err, sizeof err), GAME_OK);
    assert_int_not_equal(term_save(path, r, false, err, sizeof err), GAME_OK);
    assert_non_null(strstr(err, "exists: not overwritten"));
    assert_int_equal(term_save(path, r, true, err, sizeof err), GAME_OK);

    char second[TERM_PATH_MAX];
    assert_int_equal(term_autosave_path("arnak", 7, second, sizeof second, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/arnak/arnak-7-2.rec", dir);
    assert_string_equal(second, want);

    /* a folder that cannot be made is one line, not a crash */
    char file[TERM_PATH_MAX];
    snprintf(file, sizeof file, "%s/plain-file", dir);
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fclose(f);
    setenv("XDG_STATE_HOME", file, 1);
    assert_int_equal(term_autosave_path("arnak", 7, second, sizeof second, err, sizeof err), -1);
    assert_null(strchr(err, '\n'));
    unsetenv("XDG_STATE_HOME");

    unlink(path);
    unlink(file);
    snprintf(want, sizeof want, "%s/arnak", dir);
    rmdir(want);
    rmdir(dir);
    game_record_free(r);
}

/* The header kept saying "saved" after the autosave failed.  Now the status
 * says NOT SAVED with the reason while the last write failed (and the warning
 * lines hold it, wrapped), "saved: FILE" again once a write works; a
 * `save FILE` while unsaved makes FILE the autosave file. */
static void failed_autosave_is_said_until_a_save_works(void **state)
{
    (void)state;
    char dir[] = "/tmp/test_term_uiXXXXXX";
    assert_non_null(mkdtemp(dir));
    char blocker[128], kept[128], st[TERM_PATH_MAX * 2];
    snprintf(blocker, sizeof blocker, "%s/blocker", dir);
    snprintf(kept, sizeof kept, "%s/kept.rec", dir);
    FILE *f = fopen(blocker, "w"); /* a regular file: no file under it, for root too */
    assert_non_null(f);
    fclose(f);
    game_setup setup;
    game_setup_default(&ARNAK_GAME, &setup);
    setup.seed = 9;
    game_record *r = game_record_new(&ARNAK_GAME, &setup);
    assert_non_null(r);

    term_autosave a;
    memset(&a, 0, sizeof a);
    char auto_path[160];
    snprintf(auto_path, sizeof auto_path, "%s/game.rec", blocker);
    term_autosave_name(&a, "arnak", 9, auto_path, NULL);
    assert_true(a.on);
    assert_false(term_autosave_unsaved(&a));
    term_autosave_write(&a, r, true);
    assert_true(term_autosave_unsaved(&a));
    term_autosave_status(&a, st, sizeof st);
    assert_memory_equal(st, "NOT SAVED: ", 11);
    assert_non_null(strstr(st, auto_path));
    assert_non_null(strstr(st, "(save FILE to keep it)"));
    term_lines l;
    term_lines_init(&l, 40);
    term_autosave_warn_lines(&l, &a);
    assert_true(l.n >= 2);
    assert_memory_equal(l.line[0], "NOT SAVED:", 10);
    for (int i = 0; i < l.n; i++)
        assert_true(strlen(l.line[i]) <= 40);
    term_lines_free(&l);
    /* still unsaved on the next write: said again, not forgotten */
    term_autosave_write(&a, r, false);
    assert_true(term_autosave_unsaved(&a));

    assert_true(term_autosave_save_as(&a, r, kept, false));
    assert_false(term_autosave_unsaved(&a));
    assert_string_equal(a.path, kept);
    term_autosave_status(&a, st, sizeof st);
    char want[TERM_PATH_MAX + 16];
    snprintf(want, sizeof want, "saved: %s", kept);
    assert_string_equal(st, want);
    term_lines_init(&l, 80);
    term_autosave_warn_lines(&l, &a);
    assert_int_equal(l.n, 0);
    term_lines_free(&l);
    assert_int_equal(term_autosave_exit(&a, false), 0);

    /* a save while saved is a copy: the autosave file stays */
    char copy[128];
    snprintf(copy, sizeof copy, "%s/copy.rec", dir);
    assert_true(term_autosave_save_as(&a, r, copy, false));
    assert_string_equal(a.path, kept);

    /* --no-autosave is not "unsaved": the player asked for it */
    term_autosave off;
    memset(&off, 0, sizeof off);
    assert_false(term_autosave_unsaved(&off));
    term_autosave_status(&off, st, sizeof st);
    assert_string_equal(st, "autosave off (--no-autosave)");

    unlink(copy);
    unlink(kept);
    unlink(blocker);
    rmdir(dir);
    game_record_free(r);
}

/* The live score: every category of the game in its order, the total last
 * and never left out, a row per player, within the width. */
static void score_table_fits_and_keeps_the_total(void **state)
{
    (void)state;
    game_setup setup;
    game_setup_default(&ARNAK_GAME, &setup);
    setup.seed = 3;
    void *st = malloc(ARNAK_GAME.state_size);
    assert_non_null(st);
    assert_int_equal(ARNAK_GAME.init(st, &setup), GAME_OK);
    for (int width = 30; width <= 100; width += 10) {
        term_lines l;
        term_lines_init(&l, width);
        term_score_lines(&l, &ARNAK_GAME, st, width, NULL);
        assert_int_equal(l.n, 1 + setup.players);
        for (int i = 0; i < l.n; i++)
            assert_true(strlen(l.line[i]) <= (size_t)width);
        size_t h = strlen(l.line[0]);
        assert_true(h >= 5 && strcmp(l.line[0] + h - 5, "total") == 0);
        assert_memory_equal(l.line[1], "Red", 3);
        assert_memory_equal(l.line[2], "Blue", 4);
        if (width >= 80)
            assert_non_null(strstr(l.line[0], "research"));
        assert_null(strstr(l.line[0], "rank")); /* a tie-break, not points */
        term_lines_free(&l);
    }
    free(st);
}

/* ---- words ---- */

/* The words of text in order, blanks squeezed: "a  b\n c" -> "a b c". */
static void words_of(const char *text, char *out, size_t n)
{
    size_t k = 0;
    bool blank = true;
    for (const char *c = text; *c && k + 1 < n; c++) {
        bool sp = *c == ' ' || *c == '\n';
        if (sp && !blank)
            out[k++] = ' ';
        else if (!sp)
            out[k++] = *c;
        blank = sp;
    }
    while (k > 0 && out[k - 1] == ' ')
        k--;
    out[k] = '\0';
}

/* Every word of the lines is a word of the text, whole, in order; no line
 * wider than `width`. */
static void assert_wrapped_at_words(const term_lines *l, const char *text, int width)
{
    char want[8192], got[8192] = "";
    words_of(text, want, sizeof want);
    size_t len = 0;
    for (int i = 0; i < l->n; i++) {
        assert_true(strlen(l->line[i]) <= (size_t)width);
        len += (size_t)snprintf(got + len, sizeof got - len, "%s\n", l->line[i]);
    }
    char joined[8192];
    words_of(got, joined, sizeof joined);
    assert_string_equal(joined, want);
}

/* Text wrapped for the screen never cuts a word unless the word is longer
 * than the line, whatever the width and the indent of the lines after the
 * first (a word that would not fit after the indent goes without it). */
static void wrap_never_splits_a_word(void **state)
{
    (void)state;
    uint64_t seed = 12345;
    char text[2048];
    for (int round = 0; round < 300; round++) {
        size_t len = 0;
        for (int w = 0; w < 120 && len + 20 < sizeof text; w++) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            int wl = 1 + (int)(seed >> 60) + (int)(seed >> 62); /* 1..19 letters */
            for (int c = 0; c < wl; c++)
                text[len++] = (char)('a' + (seed >> (c % 40)) % 26);
            text[len++] = (seed >> 20) % 9 ? ' ' : '\n';
        }
        text[len] = '\0';
        int width = 20 + round % 81, indent = round % 13;
        term_lines l;
        term_lines_init(&l, width);
        term_lines_add(&l, text, indent);
        assert_false(l.failed);
        assert_wrapped_at_words(&l, text, width);
        term_lines_free(&l);
        /* one paragraph: each line as full as the words allow */
        for (char *c = text; *c; c++)
            if (*c == '\n')
                *c = ' ';
        term_lines_init(&l, width);
        term_lines_add(&l, text, indent);
        for (int i = 0; i + 1 < l.n; i++) {
            const char *next = l.line[i + 1] + strspn(l.line[i + 1], " ");
            assert_true(strlen(l.line[i]) + 1 + strcspn(next, " ") > (size_t)width);
        }
        term_lines_free(&l);
    }
}

/* `explain` and error lines were cut mid-word at column 80 (printed whole,
 * left to the terminal), and a text longer than 1023 bytes lost its end. */
static void explanations_and_errors_wrap_at_words(void **state)
{
    (void)state;
    char expl[4096];
    const char *names[] = {"sea turtle", "G03", "L1-04", "B5", "nothing-like-this"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        arnak_explain(names[k], expl, sizeof expl);
        FILE *f = tmpfile();
        assert_non_null(f);
        term_print_wrapped(f, expl, 80, 2);
        rewind(f);
        term_lines got;
        term_lines_init(&got, 1000);
        char line[1100];
        while (fgets(line, sizeof line, f)) {
            line[strcspn(line, "\n")] = '\0';
            term_lines_add(&got, line, 0);
        }
        fclose(f);
        assert_true(got.n >= 2); /* every one is longer than a line */
        assert_wrapped_at_words(&got, expl, 80);
        term_lines_free(&got);
    }
    /* not a terminal and no width: each line whole, for scripts */
    FILE *f = tmpfile();
    assert_non_null(f);
    term_print_wrapped(f, expl, 0, 2);
    rewind(f);
    char whole[4200] = "";
    assert_non_null(fgets(whole, sizeof whole, f));
    assert_int_equal(strlen(whole), strlen(expl) + 1);
    fclose(f);
    /* long texts whole, not cut at a buffer's end */
    char big[3000];
    for (size_t i = 0; i + 1 < sizeof big; i++)
        big[i] = i % 7 == 6 ? ' ' : (char)('a' + i % 26);
    big[sizeof big - 1] = '\0';
    term_lines l;
    term_lines_init(&l, 80);
    term_lines_addf(&l, 4, "%s", big);
    assert_wrapped_at_words(&l, big, 80);
    term_lines_free(&l);
}

/* ---- the main screen (term_layout) ---- */

static const char *const GROUPS[] = {"dig",         "discover",     "research", "buy",
                                     "play a card", "free actions", "end"};

/* Thirty options of a round-II turn, as the game names them, by group. */
static const term_option OPTIONS30[] = {
    {1, 0, "dig P0", "1 boot -> +2 coins"},
    {2, 0, "dig P1", "1 boot -> +2 compasses"},
    {3, 0, "dig P3", "1 boot -> +1 arrowhead"},
    {4, 0, "dig P4", "1 boot -> card down: +1 jewel"},
    {5, 0, "dig P9", "1 car -> 2 compasses, or any item from the card row for free"},
    {6, 0, "dig P11", "1 ship -> draw 1 card + 1 coin + 1 tablet (guardian G09 there)"},
    {7, 1, "discover P6", "1 car, 3 compasses -> a level I site"},
    {8, 1, "discover P7", "1 ship, 3 compasses -> a level I site"},
    {9, 1, "discover P13", "2 cars, 6 compasses -> a level II site"},
    {10, 2, "research glass B3", "jewel -> +1 compass"},
    {11, 2, "research notebook B4", "tablet+arrowhead -> take a silver assistant"},
    {12, 3, "buy torch", "2 coins, 2 VP: You may exile a card. Gain 1 tablet."},
    {13, 3, "buy horse", "4 coins, 1 VP: Draw 1 card, gain 1 coin and 1 compass."},
    {14, 3, "buy sea-turtle", "3 coins, 1 VP: Draw 1 card."},
    {15, 3, "buy decorated-horn", "2 compasses, 1 VP: Swap one of your assistants"},
    {16, 3, "buy passage-shell", "3 compasses, 1 VP: Dig at a camp site for free"},
    {17, 3, "buy stone-jar", "2 compasses, 1 VP: Draw 1 card."},
    {18, 4, "play sturdy-boots", "Gain 1 compass. Then you may Dig or Discover"},
    {19, 4, "play torch", "You may exile a card. Gain 1 tablet."},
    {20, 4, "play sea-turtle", "Draw 1 card."},
    {21, 4, "play bear-trap", "Exile this card. Overcome a guardian for free."},
    {22, 4, "play exploration-car", "Gain 1 compass."},
    {23, 4, "play funding-ship", "Gain 1 coin."},
    {24, 5, "use A05", "exile a card"},
    {25, 5, "boon G06", "plane + 1 arrowhead; boon: exile"},
    {26, 5, "exile play:exploration-car", ""},
    {27, 5, "use A08", "+1 compass or 1 car"},
    {28, 5, "use A09", "+1 compass or 1 ship"},
    {29, 5, "pay passage-shell", NULL},
    {30, 6, "pass", "end your round"},
};

/* The parts of a screen at width cols with the first n of OPTIONS30 (the
 * last one, pass, always among them). */
static void arnak_like_parts(term_screen_parts *p, int cols, term_option *opt, int n)
{
    term_screen_parts_init(p, cols);
    term_lines_add(&p->header,
                   "Round 2 of 5, Bird side: Red to play   (saved: /home/a/arnak-7.rec)", 2);
    term_lines_add(&p->score, "Score now     resea templ idols guard cards  fear total", 0);
    term_lines_add(&p->score, "Red               4     0     3     0     5    -1    11", 0);
    term_lines_add(&p->score, "Blue              2     0     6     0     3     0    11", 0);
    term_lines_add(&p->me,
                   "You (Red): 3 coins, 2 compasses, 1 tablet, 0 arrowheads, 1 jewel; idols 1, "
                   "slots filled 1/4; archaeologists out 1/2; deck 4",
                   2);
    term_lines_add(&p->me, "Hand (6): fear, 2x exploration-car, sturdy-boots, torch, sea-turtle",
                   2);
    term_lines_add(&p->last_turn, "Blue: plays horse: draws 1 card, gains 1 coin and 1 compass", 4);
    term_lines_add(&p->last_turn, "Blue: digs at P3 with 1 boot (fear) and gains 1 arrowhead", 4);
    term_lines_add(&p->last_turn,
                   "Blue: buys grappling-hook for 2 coins (to the bottom of the deck)", 4);
    for (int i = 0; i < 40; i++)
        term_lines_addf(&p->log, 4, "Round 1, event %d: Red digs at P%d and gains 2 coins", i + 1,
                        i % 5);
    for (int i = 0; i < 30; i++)
        term_lines_addf(&p->board, 4, "board line %d: P%d  camp 1 boot  [free]  +2 coins", i + 1,
                        i);
    term_lines_add(&p->footer,
                   "views: r)ow s)ites t)rack p)layers l)og | s(c)ore h)int u)ndo q)uit ?=help", 2);
    p->decision = "Red: choose your main action";
    p->group = GROUPS;
    p->ngroup = 7;
    memcpy(opt, OPTIONS30, sizeof OPTIONS30);
    opt[n - 1] = OPTIONS30[29];
    p->option = opt;
    p->noption = n;
}

static bool screen_has(const term_lines *l, const char *s)
{
    for (int i = 0; i < l->n; i++)
        if (strstr(l->line[i], s))
            return true;
    return false;
}

/* TERM_UI_SHOW=1 prints each screen the tests check, to look at. */
static void assert_fits(const term_lines *l, int cols, int rows)
{
    if (getenv("TERM_UI_SHOW")) {
        printf("---- %dx%d\n", cols, rows);
        for (int i = 0; i < l->n; i++)
            printf("|%s\n", l->line[i]);
    }
    assert_false(l->failed);
    assert_true(l->n <= rows - 1);
    for (int i = 0; i < l->n; i++)
        assert_true(strlen(l->line[i]) <= (size_t)cols);
}

/* Is option o on the screen as "N) label", or "N) rest" without the
 * label's first word when it is its group's ("dig P0" under "dig": "P0")? */
static bool option_shown(const term_lines *l, const term_screen_parts *p, const term_option *o,
                         int chars)
{
    char cell[128];
    snprintf(cell, sizeof cell, "%d) %.*s", o->number, chars, o->label);
    if (screen_has(l, cell))
        return true;
    const char *g = o->group < p->ngroup ? p->group[o->group] : "";
    size_t w = strcspn(g, " ");
    if (w == 0 || strncmp(o->label, g, w) != 0 || o->label[w] != ' ')
        return false;
    snprintf(cell, sizeof cell, "%d) %.*s", o->number, chars, o->label + w + 1);
    return screen_has(l, cell);
}

/* "N) label" of every option, whole, and the parts that must stay. */
static void assert_everything_to_decide(const term_lines *l, const term_screen_parts *p)
{
    const term_lines *must[] = {&p->score, &p->me, &p->last_turn};
    for (size_t k = 0; k < 3; k++)
        for (int i = 0; i < must[k]->n; i++)
            assert_true(screen_has(l, must[k]->line[i]));
    assert_true(screen_has(l, p->decision));
    for (int i = 0; i < p->noption; i++)
        if (!option_shown(l, p, &p->option[i], 1000))
            fail_msg("option %d) %s is not on the screen", p->option[i].number, p->option[i].label);
}

static void decision_fits_80x24(int n)
{
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 80, opt, n);
    term_lines out;
    term_lines_init(&out, 80);
    term_layout(&p, 80, 24, &out);
    assert_fits(&out, 80, 24);
    assert_everything_to_decide(&out, &p);
    /* the groups are named */
    assert_true(screen_has(&out, "play a card"));
    assert_true(screen_has(&out, "free actions"));
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* With 17 options or more the score, the hand and the events left the
 * screen; 25 and 30 options now fit beside all of them at 80x24. */
static void options_25_fit_80x24_with_score_hand_and_last_turn(void **state)
{
    (void)state;
    decision_fits_80x24(25);
}

static void options_30_fit_80x24_with_score_hand_and_last_turn(void **state)
{
    (void)state;
    decision_fits_80x24(30);
}

/* The solo rival's turn vanished when the option list was long: its turn
 * of five lines stays in full beside 25 options. */
static void solo_rival_turn_stays_beside_25_options(void **state)
{
    (void)state;
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 80, opt, 25);
    term_lines_free(&p.last_turn);
    term_lines_init(&p.last_turn, 80);
    term_lines_add(&p.last_turn, "Rival: takes tile dig-coin: digs at P2 and gains nothing", 4);
    term_lines_add(&p.last_turn, "Rival discovers P6: site tile L1-06 and its guardian G04", 4);
    term_lines_add(&p.last_turn, "Rival moves its glass to B3 {exile}", 4);
    term_lines_add(&p.last_turn, "Rival takes bonus tile exile and buys torch from the card row",
                   4);
    term_lines_add(&p.last_turn, "Rival passes; Red (you) play on", 4);
    term_lines_free(&p.score);
    term_lines_init(&p.score, 80);
    term_lines_add(&p.score, "Score now     resea templ idols guard cards  fear total", 0);
    term_lines_add(&p.score, "Red               4     0     3     0     5    -1    11", 0);
    term_lines_add(&p.score, "rival             6     0     4     5     6     0    21", 0);
    term_lines out;
    term_lines_init(&out, 80);
    term_layout(&p, 80, 24, &out);
    assert_fits(&out, 80, 24);
    assert_everything_to_decide(&out, &p);
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* A decision of `n` options after an opponent's turn of `actions` actions
 * at 80x24: every action of the turn whole, the score line, the hand and
 * every option on the screen, and nothing said to be left out. */
static void long_turn_stays_beside_options(int actions, int n)
{
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 80, opt, n);
    term_lines_add(&p.score_line, "Score now: Red 11, Blue 11   (c: by category)", 2);
    term_lines_free(&p.last_turn);
    term_lines_init(&p.last_turn, 80);
    char dense[4096];
    int len = 0;
    for (int i = 0; i < actions; i++) {
        char action[160];
        snprintf(action, sizeof action,
                 "Blue: action %d - pays 1 coin; gains %d compasses; sends an "
                 "archaeologist to the camp site P%da",
                 i + 1, i + 2, i);
        term_lines_add(&p.last_turn, action, 4);
        len += snprintf(dense + len, sizeof dense - (size_t)len, "%s%s", i ? " | " : "",
                        action + (i ? 6 : 0));
    }
    term_lines_add(&p.last_dense, dense, 4);
    term_lines out;
    term_lines_init(&out, 80);
    term_layout(&p, 80, 24, &out);
    assert_fits(&out, 80, 24);
    assert_true(screen_has(&out, "Score now: Red 11, Blue 11"));
    assert_true(screen_has(&out, "Hand (6): fear"));
    assert_true(screen_has(&out, "You (Red): 3 coins"));
    /* every action whole: its words in order across the wrapped lines */
    char flat[8192] = "";
    size_t fl = 0;
    for (int i = 0; i < out.n; i++) {
        const char *t = out.line[i];
        while (*t == ' ')
            t++;
        fl += (size_t)snprintf(flat + fl, sizeof flat - fl, "%s%s", fl ? " " : "", t);
    }
    for (int i = 0; i < actions; i++) {
        char want[160];
        snprintf(want, sizeof want,
                 "action %d - pays 1 coin; gains %d compasses; sends an archaeologist "
                 "to the camp site P%da",
                 i + 1, i + 2, i);
        if (!strstr(flat, want))
            fail_msg("the turn's action %d is not whole on the screen", i + 1);
    }
    for (int i = 0; i < p.noption; i++)
        assert_true(option_shown(&out, &p, &p.option[i], 1000));
    assert_false(screen_has(&out, "left out"));
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* After a long opponent turn a decision of 26 options dropped the score
 * line and the start of the turn at 80x24.  Now the score shrinks to its
 * line, the options lose their group's word and the turn is written densely
 * before anything gives way. */
static void long_turn_and_score_line_stay_beside_26_options(void **state)
{
    (void)state;
    long_turn_stays_beside_options(7, 26);
}

/* A turn of 10 actions whose dense form takes 13 lines still left the score
 * line and the start of the turn out beside 22 options (a group a line at
 * least): the options' groups now share lines when nothing else fits. */
static void dense_turn_of_13_lines_stays_beside_22_options(void **state)
{
    (void)state;
    long_turn_stays_beside_options(10, 22);
}

/* With two opponents whose turns do not both fit, the start of the newest
 * was cut: now the newest opponent's turn stays whole, and the line before
 * the decision names the other players' turns as left out. */
static void newest_opponent_turn_stays_whole_when_both_do_not_fit(void **state)
{
    (void)state;
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 80, opt, 26);
    term_lines_add(&p.score_line, "Score now: Red 11, Blue 11, Yellow 9   (c: by category)", 2);
    term_lines_free(&p.last_turn);
    term_lines_init(&p.last_turn, 80);
    char dense[2048] = "";
    int len = 0;
    for (int i = 0; i < 12; i++) {
        char action[160];
        snprintf(action, sizeof action, "%s: action %d - pays 1 coin; gains %d compasses",
                 i < 6 ? "Blue" : "Yellow", i + 1, i + 2);
        term_lines_add(&p.last_turn, action, 4);
        if (i >= 6)
            len += snprintf(dense + len, sizeof dense - (size_t)len, "%s%s", i > 6 ? " | " : "",
                            action + (i > 6 ? 8 : 0));
    }
    term_lines_add(&p.last_dense, "Blue: action 1 ... (all twelve, too long to fit) ...", 4);
    for (int i = 0; i < 12; i++)
        term_lines_add(&p.last_dense, "a line of the dense form of both turns", 4);
    term_lines_add(&p.last_newest, dense, 4);
    term_lines out;
    term_lines_init(&out, 80);
    term_layout(&p, 80, 24, &out);
    assert_fits(&out, 80, 24);
    assert_true(screen_has(&out, "Score now: Red 11"));
    assert_true(screen_has(&out, "Hand (6): fear"));
    assert_true(screen_has(&out, "Yellow: action 7 - pays 1 coin"));
    assert_true(screen_has(&out, "left out: the other players' turns (l)"));
    for (int i = 0; i < p.noption; i++)
        assert_true(option_shown(&out, &p, &p.option[i], 1000));
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* Below 80x24 the screen says in one line what it left out, naming each
 * part that is not on it with its key, and still shows every option. */
static void small_screen_names_what_it_left_out(void **state)
{
    (void)state;
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 60, opt, 30);
    term_lines out;
    term_lines_init(&out, 60);
    term_layout(&p, 60, 20, &out);
    assert_fits(&out, 60, 20);
    const char *note = NULL;
    for (int i = 0; i < out.n; i++)
        if (strncmp(out.line[i], "left out: ", 10) == 0) {
            assert_null(note);
            note = out.line[i];
        }
    assert_non_null(note);
    struct {
        const term_lines *part;
        const char *named;
    } parts[] = {
        {&p.score, "score (c)"}, {&p.me, "hand (b)"}, {&p.log, "log (l)"}, {&p.board, "board (b)"}};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        const term_lines *l = parts[k].part;
        bool shown = screen_has(&out, l->line[l->n - 1]);
        assert_true(shown == !strstr(note, parts[k].named));
    }
    assert_false(screen_has(&out, "board line")); /* too small for the board */
    for (int i = 0; i < p.noption; i++)
        assert_true(option_shown(&out, &p, &p.option[i], 1000));
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* At 120x40 the extra height shows the board and more of the log, the
 * newest events last. */
static void big_screen_shows_the_board(void **state)
{
    (void)state;
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 120, opt, 12);
    term_lines out;
    term_lines_init(&out, 120);
    term_layout(&p, 120, 40, &out);
    assert_fits(&out, 120, 40);
    assert_everything_to_decide(&out, &p);
    assert_true(screen_has(&out, "board line 1:"));
    assert_true(screen_has(&out, "event 40:"));
    assert_true(screen_has(&out, "Round 2 of 5"));
    assert_true(screen_has(&out, "views: r)ow"));
    /* at 80x24 the same parts leave the board out without a word */
    term_lines small;
    term_lines_init(&small, 80);
    term_layout(&p, 80, 24, &small);
    assert_false(screen_has(&small, "board line"));
    term_lines_free(&small);
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* Numbers are the ones given (bear-trap went from 8 to 9 between two
 * screens): never renumbered, whatever the size or the order of groups. */
static void option_numbers_are_the_ones_given(void **state)
{
    (void)state;
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 80, opt, 30);
    /* numbers out of order and with gaps, as the loop may keep them */
    for (int i = 0; i < 30; i++)
        opt[i].number = 100 - 3 * i;
    int sizes[][2] = {{80, 24}, {100, 30}, {120, 40}, {200, 60}, {60, 20}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        term_lines out;
        term_lines_init(&out, sizes[s][0]);
        term_layout(&p, sizes[s][0], sizes[s][1], &out);
        for (int i = 0; i < 30; i++)
            assert_true(option_shown(&out, &p, &opt[i], 6));
        assert_false(screen_has(&out, " 1) "));
        term_lines_free(&out);
    }
    term_screen_parts_free(&p);
}

/* Never more than rows - 1 lines nor a line wider than cols, at any size,
 * with any number of options, warnings and events. */
static void screen_never_outgrows_the_terminal(void **state)
{
    (void)state;
    term_option opt[30];
    for (int cols = 20; cols <= 200; cols += 9)
        for (int rows = 8; rows <= 60; rows += 5)
            for (int n = 1; n <= 30; n += 7) {
                term_screen_parts p;
                arnak_like_parts(&p, cols, opt, n);
                if (n % 2)
                    term_lines_add(&p.warn,
                                   "NOT SAVED: /ro/arnak-7.rec: cannot create: "
                                   "Read-only file system (save FILE to keep it)",
                                   2);
                term_lines out;
                term_lines_init(&out, cols);
                term_layout(&p, cols, rows, &out);
                assert_fits(&out, cols, rows);
                /* the warning is never left out */
                if (n % 2 && rows >= 12)
                    assert_true(screen_has(&out, "NOT SAVED"));
                term_lines_free(&out);
                term_screen_parts_free(&p);
            }
    /* no options at all, no parts at all */
    term_screen_parts p;
    term_screen_parts_init(&p, 80);
    term_lines out;
    term_lines_init(&out, 80);
    term_layout(&p, 80, 24, &out);
    assert_int_equal(out.n, 0);
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

static int rival_total(const arnak_state *s)
{
    json_t *j = ARNAK_GAME.scores_json(s);
    int t = (int)json_integer_value(json_object_get(json_object_get(j, "rival"), "total"));
    json_decref(j);
    return t;
}

/* The solo round's summary once counted what the rival took in its first
 * turn of the next round (an idol): the summary's state is the round's end
 * (g->apply_to_round_end), with all ten rival tiles of the round used and
 * none of the next.  Seed 1, difficulty 3, first options: the rival's first
 * turn of round II scores. */
static void solo_round_summary_counts_that_round_only(void **state)
{
    (void)state;
    const game_def *g = &ARNAK_GAME;
    game_setup su;
    game_setup_default(g, &su);
    su.players = 1;
    su.seed = 1;
    su.options[1] = 3;
    static arnak_state s, before, end;
    assert_int_equal(g->init(&s, &su), GAME_OK);
    game_action legal[ARNAK_MAX_ACTIONS];
    int ends = 0, differ = 0;
    while (!g->is_over(&s)) {
        assert_true(g->legal_actions(&s, legal) > 0);
        before = s;
        assert_int_equal(g->apply(&s, legal[0]), GAME_OK);
        if (g->round(&s) == g->round(&before))
            continue;
        end = before;
        assert_int_equal(g->apply_to_round_end(&end, legal[0]), GAME_OK);
        ends++;
        assert_int_equal(g->round(&end), g->round(&before));
        assert_int_equal(end.rival.stack_n, 0);                     /* the round's ten tiles used */
        assert_int_equal(s.rival.stack_n, ARNAK_RIVAL_TILES_N - 1); /* the next round begun */
        assert_true(rival_total(&end) <= rival_total(&s));
        differ += rival_total(&end) < rival_total(&s);
    }
    assert_int_equal(ends, 4);
    assert_true(differ >= 1);
}

/* The log shows its newest lines, the newest last, beginning with the start
 * of an event (never with the end of an earlier one); a log whose lines
 * all continue one entry still shows them. */
static void log_shows_newest_entries_whole(void **state)
{
    (void)state;
    for (int rows = 16; rows <= 30; rows++) {
        term_screen_parts p;
        term_option opt[30];
        arnak_like_parts(&p, 80, opt, 4);
        term_lines_free(&p.log);
        term_lines_init(&p.log, 80);
        for (int i = 0; i < 30; i++) {
            term_lines_addf(&p.log, 4, "Blue: plays card %d", i);
            term_lines_addf(&p.log, 4, "  Blue gains %d coins and draws a card", i);
        }
        term_lines out;
        term_lines_init(&out, 80);
        term_layout(&p, 80, rows, &out);
        assert_fits(&out, 80, rows);
        int first = -1, last = -1;
        for (int i = 0; i < out.n; i++)
            for (int k = 0; k < p.log.n; k++)
                if (strcmp(out.line[i], p.log.line[k]) == 0) {
                    if (first < 0)
                        first = k;
                    last = k;
                }
        if (first >= 0) {
            assert_int_equal(p.log.line[first][0], 'B');
            assert_int_equal(last, p.log.n - 1);
        }
        term_lines_free(&out);
        term_screen_parts_free(&p);
    }
    /* only continuation lines: shown all the same */
    term_screen_parts p;
    term_option opt[30];
    arnak_like_parts(&p, 80, opt, 4);
    term_lines_free(&p.log);
    term_lines_init(&p.log, 80);
    for (int i = 0; i < 30; i++)
        term_lines_addf(&p.log, 4, "  gains %d coins", i);
    term_lines out;
    term_lines_init(&out, 80);
    term_layout(&p, 80, 24, &out);
    assert_true(screen_has(&out, "  gains 29 coins"));
    term_lines_free(&out);
    term_screen_parts_free(&p);
}

/* ---- the research view ---- */

/* Lines of the research view ('t') as the terminal shows it at `width`:
 * the board's "Research" section, players named by colour, wrapped with
 * the views' indent.  *widest: its longest line before wrapping. */
static int research_view_lines(const arnak_state *s, int viewer, int width, int *widest)
{
    arnak_state obs;
    assert_int_equal(arnak_observe(s, viewer, &obs), ARNAK_OK);
    char *raw = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&raw, &len);
    assert_non_null(m);
    arnak_render_board(m, &obs, viewer, NULL, false);
    fclose(m);
    size_t cap = len * 3 + 64;
    char *named = malloc(cap);
    assert_non_null(named);
    term_player_text(raw, named, cap, s->nplayers, NULL);
    term_lines l;
    term_lines_init(&l, width);
    bool on = false;
    for (char *line = strtok(named, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] != ' ')
            on = strncmp(line, "Research", 8) == 0;
        if (on) {
            term_lines_add(&l, line, 6);
            if ((int)strlen(line) > *widest)
                *widest = (int)strlen(line);
        }
    }
    int n = l.n;
    if (getenv("TERM_UI_SHOW") && n > 22) {
        printf("---- research view, %d lines\n", n);
        for (int i = 0; i < l.n; i++)
            printf("|%s\n", l.line[i]);
    }
    term_lines_free(&l);
    free(named);
    free(raw);
    return n;
}

/* The research view was 29 lines at 80 columns: it did not fit 80x24.  Now
 * at most 22 lines (the line "(Enter: back to the game)" and the prompt
 * still fit) of at most 80 columns, in every position of games of 1-4
 * players on both sides that go up the track (research first), and still
 * complete: every space with its cost and links, every token. */
static void research_view_fits_80x24(void **state)
{
    (void)state;
    int most = 0, widest = 0;
    for (int players = 1; players <= 4; players++)
        for (int side = 0; side < 2; side++)
            for (uint64_t seed = 1; seed <= 4; seed++) {
                arnak_config cfg = {players, side ? ARNAK_SIDE_SNAKE : ARNAK_SIDE_BIRD, seed};
                arnak_state *s = malloc(sizeof *s);
                assert_non_null(s);
                assert_int_equal(arnak_init_solo(s, &cfg, 2), ARNAK_OK);
                arnak_action legal[ARNAK_MAX_ACTIONS];
                uint64_t rng = seed * 7919 + (uint64_t)players;
                for (int step = 0; step < 3000 && !arnak_is_over(s); step++) {
                    int n = arnak_legal_actions(s, legal);
                    assert_true(n > 0);
                    int pick = (int)splitmix64_below(&rng, (uint32_t)n);
                    char text[64];
                    /* up the track most of the time, so that the tokens spread */
                    bool climb = splitmix64_below(&rng, 4) > 0;
                    for (int i = 0; i < n && climb; i++) {
                        arnak_action_to_string(s, legal[i], text, sizeof text);
                        if (strncmp(text, "research", 8) == 0 || strncmp(text, "temple", 6) == 0)
                            pick = i;
                    }
                    int p = arnak_current_player(s);
                    int k = research_view_lines(s, p >= 0 ? p : 0, 80, &widest);
                    if (k > most)
                        most = k;
                    assert_int_equal(arnak_apply(s, legal[pick]), ARNAK_OK);
                }
                /* the research view of the end, with every token where it stopped */
                int k = research_view_lines(s, 0, 80, &widest);
                most = k > most ? k : most;
                free(s);
            }
    printf("research view: at most %d lines, %d columns\n", most, widest);
    assert_true(most <= 22);
    assert_true(widest <= 80);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(players_are_named_sites_are_not),
        cmocka_unit_test(lines_wrap_at_spaces),
        cmocka_unit_test(save_command_is_parsed),
        cmocka_unit_test(autosave_files_are_new_and_not_overwritten),
        cmocka_unit_test(failed_autosave_is_said_until_a_save_works),
        cmocka_unit_test(score_table_fits_and_keeps_the_total),
        cmocka_unit_test(wrap_never_splits_a_word),
        cmocka_unit_test(explanations_and_errors_wrap_at_words),
        cmocka_unit_test(options_25_fit_80x24_with_score_hand_and_last_turn),
        cmocka_unit_test(options_30_fit_80x24_with_score_hand_and_last_turn),
        cmocka_unit_test(solo_rival_turn_stays_beside_25_options),
        cmocka_unit_test(long_turn_and_score_line_stay_beside_26_options),
        cmocka_unit_test(dense_turn_of_13_lines_stays_beside_22_options),
        cmocka_unit_test(newest_opponent_turn_stays_whole_when_both_do_not_fit),
        cmocka_unit_test(small_screen_names_what_it_left_out),
        cmocka_unit_test(big_screen_shows_the_board),
        cmocka_unit_test(option_numbers_are_the_ones_given),
        cmocka_unit_test(screen_never_outgrows_the_terminal),
        cmocka_unit_test(solo_round_summary_counts_that_round_only),
        cmocka_unit_test(log_shows_newest_entries_whole),
        cmocka_unit_test(research_view_fits_80x24),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
