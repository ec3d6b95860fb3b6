/* test_explain.c - `explain X` (src/games/arnak/explain.c): every component has
 * an explanation built from its data, found by any spelling people use and by
 * every name an option, a view or the log shows; an unknown name gets one
 * line with suggestions; no text is broken to fit a width. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/arnak/events.h"
#include "games/arnak/explain.h"
#include "games/arnak/data/data.h"

static char g_buf[4096];

static const char *explain_ok(const char *what)
{
    int n = arnak_explain(what, g_buf, sizeof g_buf);
    if (n <= 0)
        fail_msg("explain '%s' failed (%d): %s", what, n, g_buf);
    assert_int_equal((size_t)n, strlen(g_buf));
    return g_buf;
}

static void must_contain(const char *text, const char *part)
{
    if (!strstr(text, part))
        fail_msg("'%s' does not contain '%s'", text, part);
}

static void every_card_by_slug_and_by_name(void **state)
{
    (void)state;
    for (int c = 1; c < CARD_COUNT; c++) {
        const card_def *d = &ARNAK_CARDS[c];
        must_contain(explain_ok(d->slug), d->name);
        must_contain(g_buf, d->text);
        char points[32];
        snprintf(points, sizeof points, "%d point", d->points);
        must_contain(g_buf, points);
        /* the display name in capitals, with blanks */
        char upper[64];
        size_t k = 0;
        for (const char *p = d->name; *p && k + 1 < sizeof upper; p++)
            upper[k++] = (char)toupper((unsigned char)*p);
        upper[k] = 0;
        must_contain(explain_ok(upper), d->name);
        if (d->kind == CK_ITEM) {
            char cost[32];
            snprintf(cost, sizeof cost, "costs %d coin", d->cost);
            must_contain(explain_ok(d->slug), cost);
        }
        if (d->kind == CK_ART) {
            char cost[32];
            snprintf(cost, sizeof cost, "costs %d compass", d->cost);
            must_contain(explain_ok(d->slug), cost);
        }
    }
    /* two basic cards share a name: both are explained, with their icons */
    const char *t = explain_ok("Funding");
    must_contain(t, "car");
    must_contain(t, "ship");
    /* the slug names just one */
    t = explain_ok("funding-car");
    assert_null(strstr(t, "ship"));
}

static void every_tile_guardian_assistant_and_the_rest(void **state)
{
    (void)state;
    for (int i = 1; i <= 16; i++)
        must_contain(explain_ok(ARNAK_TILES[i].name), ARNAK_TILES[i].text);
    for (int i = 1; i <= 15; i++) {
        must_contain(explain_ok(ARNAK_GUARDIANS[i].name), "5 points");
        must_contain(g_buf, "Boon");
    }
    for (int i = 1; i <= 12; i++) {
        must_contain(explain_ok(ARNAK_ASSISTANTS[i].name), ARNAK_ASSISTANTS[i].silver);
        must_contain(g_buf, ARNAK_ASSISTANTS[i].gold);
    }
    must_contain(explain_ok("coin idol"), "3 points");
    must_contain(explain_ok("idol-refresh"), "3 points");
    /* an idol slot says what filling it costs at the end */
    must_contain(explain_ok("slot-card"), "gives those points up");
    must_contain(explain_ok("bonus exile"), "free action");
    /* lower case, other separators */
    must_contain(explain_ok("g03"), "G03");
    must_contain(explain_ok("l1_04"), "L1-04");
    /* every name the list offers is explained */
    int n = 0;
    for (const char *name; (name = arnak_explain_name(n)); n++)
        explain_ok(name);
    assert_true(n >= 80 + 16 + 15 + 12 + 6 + 5 + 6);
}

static void unknown_names_and_bad_arguments(void **state)
{
    (void)state;
    assert_int_equal(arnak_explain("dragon", g_buf, sizeof g_buf), GAME_E_PARSE);
    must_contain(g_buf, "nothing is called 'dragon'");
    assert_null(strchr(g_buf, '\n'));
    assert_int_equal(arnak_explain("sea", g_buf, sizeof g_buf), GAME_E_PARSE);
    must_contain(g_buf, "perhaps sea-turtle");
    assert_int_equal(arnak_explain("", g_buf, sizeof g_buf), GAME_E_ARG);
    assert_int_equal(arnak_explain(NULL, g_buf, sizeof g_buf), GAME_E_ARG);
    assert_int_equal(arnak_explain("horse", NULL, 10), GAME_E_ARG);
    /* a small buffer is cut, never overrun */
    char small[8];
    memset(small, 'x', sizeof small);
    int n = arnak_explain("horse", small, sizeof small);
    assert_true(n == 7 && small[7] == '\0');
}

static void must_not_contain(const char *text, const char *part)
{
    if (strstr(text, part))
        fail_msg("'%s' contains '%s'", text, part);
}

/* `explain P4` (the option "dig P4") was refused: every site by its name, a
 * camp site by its dig spaces too ("P3a", as the log writes them). */
static void sites_by_the_names_options_use(void **state)
{
    (void)state;
    for (int site = 0; site < ARNAK_SITES; site++) {
        const site_def *d = &ARNAK_SITE_DEFS[site];
        must_contain(explain_ok(d->name), d->name);
        must_contain(g_buf, d->level == 0   ? "camp site"
                            : d->level == 1 ? "level I site"
                                            : "level II site");
        if (d->level == 0) {
            char space[8];
            snprintf(space, sizeof space, "%sb", d->name);
            must_contain(explain_ok(space), "camp site");
        } else {
            must_contain(g_buf, d->level == 1 ? "costs 3 compasses" : "costs 6 compasses");
        }
    }
    must_contain(explain_ok("P4"), "card down: +1 jewel");
    must_contain(explain_ok("dig P4"), "P4 (camp site");
    must_contain(explain_ok("discover p13"), "P13 (level II site");
}

/* `explain B5` (a research space of the research view and of the option
 * "research glass B5") was refused: every space of both sides. */
static void research_spaces_as_the_views_name_them(void **state)
{
    (void)state;
    for (int side = 0; side < 2; side++)
        for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
            const rspace_def *r = &ARNAK_SIDES[side].sp[sp];
            must_contain(explain_ok(r->name), r->name);
            must_contain(g_buf, side ? "Snake side" : "Bird side");
            must_contain(g_buf, "research space");
        }
    const char *t = explain_ok("research glass B5");
    must_contain(t, "B5 (research space, Bird side, row 3)");
    must_contain(t, "costs 2 tablets + 1 arrowhead");
    must_contain(t, "Leads to B6, B7, B8");
    must_contain(explain_ok("B14"), "Lost Temple");
    must_contain(explain_ok("S8"), "costs 1 idol");
    /* the research bonus tiles by the option's text ("bonus coin") */
    must_contain(explain_ok("bonus coin"), "research bonus tile 'coin'");
}

/* `explain pilot` (the option "pay funding-car+pilot") was refused: every
 * payment source an option names, and the option's whole text. */
static void payment_sources_named_by_options(void **state)
{
    (void)state;
    must_contain(explain_ok("pilot"), "2 coins for a plane icon");
    for (int ic = 1; ic < ICON_N; ic++) {
        char name[32];
        snprintf(name, sizeof name, "made-%s", ARNAK_ICON_NAMES[ic]);
        must_contain(explain_ok(name), "lost at the end of the turn");
        must_contain(g_buf, ARNAK_ICON_NAMES[ic]);
    }
    must_contain(explain_ok("fear-tile"), "-2 points");
    const char *t = explain_ok("pay funding-car+pilot");
    must_contain(t, "Funding (basic card");
    must_contain(t, "pilot (a way to pay travel)");
    must_not_contain(t, "ship"); /* funding-car only */
    must_contain(explain_ok("card hand:sea-turtle"), "Sea Turtle (item");
    must_contain(explain_ok("pay A07+G03"), "A07 (assistant)");
    must_contain(g_buf, "G03 (guardian");
}

/* A rival tile by the name the log prints ("Rival turns up dig-coin") was
 * refused: only "rival-dig-coin" was known. */
static void rival_tiles_by_their_log_names(void **state)
{
    (void)state;
    for (int t = 0; t < RIVAL_TILE_COUNT; t++) {
        char want[64], text[200];
        snprintf(want, sizeof want, "solo rival tile %s", arnak_rival_tile_name(t));
        must_contain(explain_ok(arnak_rival_tile_name(t)), want);
        /* the log line itself */
        game_event e = {ARNAK_EV_RIVAL_TILE, -1, GAME_EVENT_REVEAL, {t, 3, 0, 0, 0, 0}};
        assert_true(arnak_event_text(&e, text, sizeof text) > 0);
        must_contain(explain_ok(text), want);
    }
}

static void temple_tiles_and_cards_by_number(void **state)
{
    (void)state;
    for (int t = 0; t < 6; t++) {
        char opt[32], want[48];
        snprintf(opt, sizeof opt, "temple %s", ARNAK_TEMPLE_STACK_NAMES[t]);
        snprintf(want, sizeof want, "temple tile %s (%d points", ARNAK_TEMPLE_STACK_NAMES[t],
                 ARNAK_TEMPLE_STACK_POINTS[t]);
        must_contain(explain_ok(opt), want);
        must_contain(g_buf, "Bird side");
        must_contain(g_buf, "Snake side");
    }
    for (int c = 1; c < CARD_COUNT; c++) {
        char id[16];
        snprintf(id, sizeof id, "#%d", c);
        must_contain(explain_ok(id), ARNAK_CARDS[c].name);
        must_contain(g_buf, ARNAK_CARDS[c].text);
    }
}

/* A short name that several things share explains each of them. */
static void shared_short_names_explain_each(void **state)
{
    (void)state;
    const char *t = explain_ok("coin");
    must_contain(t, "coin idol");
    must_contain(t, "research bonus tile 'coin'");
    t = explain_ok("card");
    must_contain(t, "idol slot effect 'card'");
    must_contain(t, "research bonus tile 'card'");
    /* inside an option's text a short name is a word, not a name */
    must_not_contain(explain_ok("card hand:funding-car"), "bonus tile");
}

/* A log line explains the things it names, not its actor ("P1" is also the
 * name of a camp site). */
static void log_lines_explain_what_they_name(void **state)
{
    (void)state;
    const char *t = explain_ok("P1 discovers P6: site tile L1-06");
    must_contain(t, "P6 (level I site");
    must_contain(t, "L1-06 (level I site tile)");
    must_not_contain(t, "camp site");
    t = explain_ok("P2 takes the coin idol at P5");
    must_contain(t, "coin idol");
    must_contain(t, "P5 (level I site");
    must_contain(explain_ok("relocate P3a>P0"), "P0 (camp site");
}

/* Every option of every decision of seeded random games (1-4 players, both
 * sides) is explained, but for the numbers of the moment ("choose 2",
 * "draw 1"). */
static void every_option_that_names_something_is_explained(void **state)
{
    (void)state;
    static const char *const plain[] = {"choose", "take", "pick", "draw"};
    long games = th_scaled(8, 4);
    static arnak_action acts[ARNAK_MAX_ACTIONS];
    int checked = 0;
    for (long g = 0; g < games; g++) {
        arnak_state s;
        arnak_config c = {(int)(1 + g % 4), (int)(g / 4 % 2), (uint64_t)g + 11};
        if (c.players == 1)
            assert_int_equal(arnak_init_solo(&s, &c, (int)(g % 6)), ARNAK_OK);
        else
            assert_int_equal(arnak_init(&s, &c), ARNAK_OK);
        uint64_t rng = (uint64_t)g * 7919 + 5;
        while (!arnak_is_over(&s)) {
            int n = arnak_legal_actions(&s, acts);
            assert_true(n > 0);
            for (int i = 0; i < n; i++) {
                char t[128];
                assert_true(arnak_action_to_string(&s, acts[i], t, sizeof t) > 0);
                bool decision = false;
                for (size_t k = 0; k < sizeof plain / sizeof plain[0]; k++)
                    decision |= strncmp(t, plain[k], strlen(plain[k])) == 0;
                if (decision)
                    continue;
                if (arnak_explain(t, g_buf, sizeof g_buf) <= 0)
                    fail_msg("the option '%s' is not explained: %s", t, g_buf);
                checked++;
            }
            assert_int_equal(arnak_apply(&s, acts[splitmix64(&rng) % (uint64_t)n]), ARNAK_OK);
        }
    }
    assert_true(checked > 1000);
}

/* `explain` refused the words options and views show that name no
 * component: an option's whole text ("pass", "use-effect") and the views'
 * words ("moon staff", "face-down idol").  Each is explained now, and only a
 * whole `explain X` takes them: a longer text is still about what it names. */
static void option_and_view_words_are_explained(void **state)
{
    (void)state;
    static const struct {
        const char *word, *says;
    } words[] = {
        {"pass", "no more turns"},
        {"end-turn", "Ends your turn"},
        {"use-effect", "effect"},
        {"skip", "unused"},
        {"yes", "offers"},
        {"keep", "rest of your hand"},
        {"row-first", "arrival effect first"},
        {"bonus-first", "the tile first"},
        {"tablet-to-arrowhead", "1 tablet for 1 arrowhead"},
        {"arrowhead-to-jewel", "1 arrowhead for 1 jewel"},
        {"pay nothing", "no card or resource"},
        {"moon staff", "Artifacts lie left of it"},
        {"Moon Staff", "Artifacts lie left of it"},
        {"camp", "P0 to P4"},
        {"face-down idol", "second idol"},
        {"lost temple", "temple tiles"},
        {"glass", "research token"},
        {"notebook", "never above the glass"},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        must_contain(explain_ok(words[i].word), words[i].says);
    /* inside a longer text the words name nothing: the space, the site */
    const char *t = explain_ok("research glass B5");
    must_contain(t, "B5 (research space");
    must_not_contain(t, "research token");
    must_not_contain(explain_ok("relocate P3a>P0"), "camp (the camp sites");
}

/* Explanations and errors were cut mid-word at column 80: the text itself
 * has one paragraph a line, whole sentences, whatever its length (wrapping
 * is the terminal's). */
static void explanations_do_not_depend_on_a_width(void **state)
{
    (void)state;
    const char *name;
    for (int i = 0; (name = arnak_explain_name(i)); i++) {
        explain_ok(name);
        const char *line = g_buf;
        for (int k = 0; line; k++) {
            const char *end = strchr(line, '\n');
            size_t len = end ? (size_t)(end - line) : strlen(line);
            assert_true(len > 0);
            char last = line[len - 1];
            if (k == 0) {
                if (last != ')' && last != '\'')
                    fail_msg("%s: the first line is cut: '%.*s'", name, (int)len, line);
            } else if (line[0] != ' ' || line[1] != ' ' || line[2] == ' ' || last != '.') {
                fail_msg("%s: a line is not one whole paragraph: '%.*s'", name, (int)len, line);
            }
            line = end ? end + 1 : NULL;
        }
    }
    assert_int_equal(arnak_explain("choose 2", g_buf, sizeof g_buf), GAME_E_PARSE);
    assert_null(strchr(g_buf, '\n'));
    must_contain(g_buf, "research space (B5)");
    must_contain(g_buf, "payment (pilot)");
    must_contain(g_buf, "rival tile (dig-coin)");
}

/* journal_says_exile_this_card_twice: a card that exiles itself says so once, as printed
 * ("Exile this card. ..."), never again at the end of its explanation. */
static void self_exiling_cards_say_it_once(void **state)
{
    (void)state;
    int seen = 0;
    for (int c = 1; c < CARD_COUNT; c++) {
        const card_def *d = &ARNAK_CARDS[c];
        if (!d->slug || !d->exile_self)
            continue;
        const char *text = explain_ok(d->slug);
        int n = 0;
        for (const char *p = text; (p = strstr(p, "xile this card")) != NULL; p++)
            n++;
        if (n != 1)
            fail_msg("%s: 'exile this card' %d times in: %s", d->name, n, text);
        seen++;
    }
    assert_true(seen >= 7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_card_by_slug_and_by_name),
        cmocka_unit_test(every_tile_guardian_assistant_and_the_rest),
        cmocka_unit_test(unknown_names_and_bad_arguments),
        cmocka_unit_test(sites_by_the_names_options_use),
        cmocka_unit_test(research_spaces_as_the_views_name_them),
        cmocka_unit_test(payment_sources_named_by_options),
        cmocka_unit_test(rival_tiles_by_their_log_names),
        cmocka_unit_test(temple_tiles_and_cards_by_number),
        cmocka_unit_test(shared_short_names_explain_each),
        cmocka_unit_test(log_lines_explain_what_they_name),
        cmocka_unit_test(every_option_that_names_something_is_explained),
        cmocka_unit_test(option_and_view_words_are_explained),
        cmocka_unit_test(explanations_do_not_depend_on_a_width),
        cmocka_unit_test(self_exiling_cards_say_it_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
