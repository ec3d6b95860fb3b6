/* test_term_ui.c - the pieces of the terminal game (src/cli/term.h): players
 * renamed only where the engine's text means a player, lines wrapped without
 * cutting words, the save command, autosave file names, refusing to
 * overwrite, what the header says of a failed autosave, the live score
 * table. */
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
#include "games/arnak/arnak.h"

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
    renamed("  P1  camp 1 boot        [P2]     +2 coins", "  P1  camp 1 boot        [Blue]     +2 coins");
    renamed("  0  0/0  |  B0 <P1 glass+notebook> <P2 glass>", "  0  0/0  |  B0 <Red glass+notebook> <Blue glass>");
    renamed("start player P1, turn of P2", "start player Red, turn of Blue");
    renamed("Your hand (P1), 5 cards", "Your hand (Red), 5 cards");
    renamed("Game over: P1 28 (winner) P2 27", "Game over: Red 28 (winner) Blue 27");
    renamed("P2's archaeologist returns from P1a", "Blue's archaeologist returns from P1a");
    renamed("dig P1", "dig P1");
    renamed("  P10 I    1 car", "  P10 I    1 car");
    renamed("  P2  camp 1 boot", "  P2  camp 1 boot");
    renamed("Round 2 begins (P2 starts)", "Round 2 begins (Blue starts)");
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(players_are_named_sites_are_not),
        cmocka_unit_test(lines_wrap_at_spaces),
        cmocka_unit_test(save_command_is_parsed),
        cmocka_unit_test(autosave_files_are_new_and_not_overwritten),
        cmocka_unit_test(failed_autosave_is_said_until_a_save_works),
        cmocka_unit_test(score_table_fits_and_keeps_the_total),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
