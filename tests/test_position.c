/* test_position.c - positions as data (src/games/arnak/position.c,
 * docs/POSITION.md): write -> read gives back the identical bytes over random
 * games of every player count and side, damaged positions are refused with one
 * line naming the field and the state untouched, and rulebook scenarios kept as
 * position files (tests/data/positions/) play out as their C originals do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/arnak/position.h"

/* ---- helpers ---------------------------------------------------------------------- */

/* write -> read gives the same bytes, and writing again the same text. */
static void round_trip_one(const arnak_state *s)
{
    char *text = arnak_position_write(s);
    if (!text)
        fail_msg("arnak_position_write refused a state (decision %u)", (unsigned)s->decisions);
    arnak_state back;
    memset(&back, 0xA5, sizeof back);
    char err[256];
    int rc = arnak_position_read(&back, text, err, sizeof err);
    if (rc != ARNAK_OK)
        fail_msg("read(write(s)) refused: %s\n%s", err, text);
    if (memcmp(&back, s, sizeof back) != 0) {
        const uint8_t *a = (const uint8_t *)s, *b = (const uint8_t *)&back;
        size_t off = 0;
        while (a[off] == b[off])
            off++;
        fail_msg("read(write(s)) differs at byte %zu: %u instead of %u", off, b[off], a[off]);
    }
    char *again = arnak_position_write(&back);
    assert_non_null(again);
    assert_string_equal(text, again);
    free(again);
    free(text);
}

static char *read_text_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    assert_true(len >= 0);
    char *buf = malloc((size_t)len + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)len, f), (size_t)len);
    buf[len] = 0;
    fclose(f);
    return buf;
}

/* Reads tests/data/positions/<name>.json into s (it must be accepted). */
static void load_position(arnak_state *s, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/positions/%s.json", ARNAK_TEST_DATA, name);
    char *text = read_text_file(path);
    char err[256];
    if (arnak_position_read(s, text, err, sizeof err) != ARNAK_OK)
        fail_msg("%s: %s", path, err);
    /* the file is exactly what the writer gives for it */
    char *again = arnak_position_write(s);
    assert_non_null(again);
    if (strcmp(text, again) != 0)
        fail_msg("%s is not in the writer's form (rewrite it with arnak_position_write)", path);
    free(again);
    free(text);
}

/* Applies the action with this canonical text through the public API. */
static void act(arnak_state *s, const char *text)
{
    arnak_action a;
    if (arnak_action_from_string(s, text, &a) != ARNAK_OK) {
        th_print_options(s);
        fail_msg("\"%s\" is not a legal action here", text);
    }
    assert_int_equal(arnak_apply(s, a), ARNAK_OK);
}

/* ---- round trips -------------------------------------------------------------------- */

static void round_trip_random_games(void **state)
{
    (void)state;
    uint64_t rng = 0x9051710EULL;
    int want = (int)(2400 * th_scale());
    if (want < 1200)
        want = 1200;
    int states = 0, games = 0;
    for (int g = 0; states < want || games < 24; g++, games++) {
        arnak_config cfg = {.players = 2 + g % 3, .side = (g / 3) % 2, .seed = splitmix64(&rng)};
        arnak_state s;
        assert_int_equal(arnak_init(&s, &cfg), ARNAK_OK);
        round_trip_one(&s);
        states++;
        for (int k = 1; !arnak_is_over(&s); k++) {
            arnak_action acts[ARNAK_MAX_ACTIONS];
            int n = arnak_legal_actions(&s, acts);
            assert_true(n > 0);
            arnak_apply_trusted(&s, acts[splitmix64_below(&rng, (uint32_t)n)]);
            if (k % 3 == 0) {
                round_trip_one(&s);
                states++;
            }
            if (k % 29 == 0) { /* an observation is a state too */
                arnak_state obs;
                assert_int_equal(arnak_observe(&s, (int)(splitmix64(&rng) % (uint64_t)cfg.players), &obs),
                                 ARNAK_OK);
                round_trip_one(&obs);
                states++;
            }
        }
        round_trip_one(&s); /* the final position */
        states++;
    }
    print_message("position round trip: %d states of %d random games\n", states, games);
    assert_true(states >= 1000);
}

/* The text carries its format key and is byte-stable. */
static void text_has_format_and_is_stable(void **state)
{
    (void)state;
    arnak_state s;
    th_init_side(&s, 4, ARNAK_SIDE_SNAKE, 11);
    char *a = arnak_position_write(&s), *b = arnak_position_write(&s);
    assert_non_null(a);
    assert_non_null(b);
    assert_string_equal(a, b);
    assert_non_null(strstr(a, "\"format\": \"" ARNAK_POSITION_FORMAT "\""));
    assert_non_null(strstr(a, "\"side\": \"snake\""));
    json_error_t je;
    json_t *j = json_loads(a, JSON_REJECT_DUPLICATES, &je);
    assert_non_null(j);
    json_decref(j);
    free(a);
    free(b);
}

/* ---- damaged positions ------------------------------------------------------------------ */

/* A mid-game 3-player position with cards in every zone. */
static void base_state(arnak_state *s)
{
    th_init(s, 3, 21);
    uint64_t rng = 77;
    for (int k = 0; k < 40 && !arnak_is_over(s); k++) {
        arnak_action acts[ARNAK_MAX_ACTIONS];
        int n = arnak_legal_actions(s, acts);
        arnak_apply_trusted(s, acts[splitmix64_below(&rng, (uint32_t)n)]);
    }
    assert_true(s->p[0].deck_n > 0);
}

/* The JSON value at a path such as "players[1].resources" ("" = the root). */
static json_t *at(json_t *root, const char *path)
{
    json_t *v = root;
    const char *p = path;
    while (*p && v) {
        if (*p == '.')
            p++;
        if (*p == '[') {
            char *end;
            long i = strtol(p + 1, &end, 10);
            v = json_array_get(v, (size_t)i);
            p = end + 1;
            continue;
        }
        char key[64];
        size_t k = 0;
        while (*p && *p != '.' && *p != '[' && k + 1 < sizeof key)
            key[k++] = *p++;
        key[k] = 0;
        v = json_object_get(v, key);
    }
    if (!v)
        fail_msg("no JSON value at %s", path);
    return v;
}

/* The text must be refused: ARNAK_E_POSITION, one line containing `needle`,
 * the state untouched. */
static void expect_refused(const char *text, const char *needle)
{
    arnak_state s, before;
    base_state(&s);
    before = s;
    char err[300];
    memset(err, 'x', sizeof err);
    int rc = arnak_position_read(&s, text, err, sizeof err);
    if (rc != ARNAK_E_POSITION)
        fail_msg("accepted (rc %d), expected a message with \"%s\"", rc, needle);
    assert_memory_equal(&s, &before, sizeof s);
    assert_true(err[0] != 0);
    assert_true(strlen(err) < sizeof err);
    if (strchr(err, '\n') || strchr(err, '\r'))
        fail_msg("message is not one line: %s", err);
    if (!strstr(err, needle))
        fail_msg("message \"%s\" does not contain \"%s\"", err, needle);
}

typedef struct {
    const char *parent; /* path of the object or array to edit */
    const char *key;    /* key, or "[i]" for an array element */
    const char *value;  /* JSON text of the new value; NULL deletes the key */
    const char *needle; /* the message must contain this */
} damage;

static const damage DAMAGES[] = {
    /* wrong type */
    {"players[1].resources", "coin", "\"many\"", "players[1].resources.coin: expected an integer, found a string"},
    {"players[0]", "passed", "1", "players[0].passed: expected true or false"},
    {"", "sites", "{}", "sites: expected an array, found an object"},
    {"", "round", "2.0", "round: expected an integer, found a real number"},
    {"players[0]", "hand", "null", "players[0].hand: expected an array, found null"},
    /* out of range */
    {"players[1].resources", "coin", "70000", "players[1].resources.coin: 70000 is out of range 0..65535"},
    {"players[1].resources", "jewel", "-1", "players[1].resources.jewel: -1 is out of range 0..65535"},
    {"", "nplayers", "5", "nplayers: 5 is out of range 1..4"},
    {"", "turn_player", "3", "turn_player: 3 is out of range 0..2"},
    {"", "decisions", "4294967296", "decisions: 4294967296 is out of range 0..4294967295"},
    {"stack[0].args", "[7]", "256", "stack[0].args[7]: 256 is out of range 0..255"},
    {"sites[0].spaces", "[0]", "3", "sites[0].spaces[0]: 3 is out of range 0..2"},
    {"sites[0].spaces", "[0]", "\"taken\"", "sites[0].spaces[0]: expected null, a seat"},
    {"", "row", "[null, null]", "row: has 2 entries, expected 6"},
    {"players[0]", "deck_segments", "[]", "players[0].deck_segments: has 0 entries, expected"},
    {"rng", "state", "\"12\"", "rng.state: '12' is not \"0x\""},
    {"rng", "inc", "\"0x00000000000000001\"", "rng.inc:"},
    /* unknown key */
    {"players[0]", "colour", "\"red\"", "players[0].colour: unknown key"},
    {"", "zzz", "0", "zzz: unknown key"},
    {"residue", "bogus", "[1]", "residue.bogus: unknown key"},
    {"sites[4]", "extra", "true", "sites[4].extra: unknown key"},
    {"players[0]", "a\nb", "1", "players[0].a?b: unknown key"}, /* not echoed raw */
    /* missing key */
    {"", "round", NULL, "round: missing"},
    {"players[2].resources", "tablet", NULL, "players[2].resources.tablet: missing"},
    {"stack[0]", "kind", NULL, "stack[0].kind: missing"},
    {"", "format", NULL, "format: missing"},
    /* bad names */
    {"row", "[5]", "\"golden-banana\"", "row[5]: unknown item or artifact 'golden-banana'"},
    {"players[0].deck", "[0]", "\"golden-banana\"", "players[0].deck[0]: unknown card 'golden-banana'"},
    {"sites[5]", "tile", "\"L1-99\"", "sites[5].tile: unknown tile 'L1-99'"},
    {"sites[1]", "site", "\"P2\"", "sites[1].site: expected \"P1\""},
    {"players[0].assistants[0]", "assistant", "\"A13\"", "players[0].assistants[0].assistant: unknown assistant 'A13'"},
    {"players[0]", "glass", "\"S3\"", "players[0].glass: unknown research space 'S3'"},
    {"stack[0]", "kind", "\"dance\"", "stack[0].kind: unknown frame kind 'dance'"},
    {"", "item_deck", "[\"funding-car\"]", "item_deck[0]: unknown item 'funding-car'"},
    {"", "side", "\"dragon\"", "side: expected \"bird\" or \"snake\""},
    {"", "format", "\"arnak-position 2\"", "format: expected \"arnak-position 1\""},
    {"exile", "items", "[\"hat\", \"hat\"]", "exile.items[1]: hat listed twice"},
    /* consistent field by field, inconsistent as a whole: arnak_check */
    {"", "item_deck", "[]", "arnak_check"},
    {"", "fear_supply", "3", "Fear cards instead of 19"},
    {"", "stack", "[]", "decision stack depth 0"},
    {"players[0]", "archaeologists_out", "2", "archaeologists on the board"},
    {"", "level1_stack", "[]", "site tiles"},
};

static void damaged_positions_are_refused(void **state)
{
    (void)state;
    arnak_state s;
    base_state(&s);
    char *base = arnak_position_write(&s);
    assert_non_null(base);
    for (size_t i = 0; i < sizeof DAMAGES / sizeof DAMAGES[0]; i++) {
        const damage *d = &DAMAGES[i];
        json_error_t je;
        json_t *root = json_loads(base, 0, &je);
        assert_non_null(root);
        json_t *parent = at(root, d->parent);
        json_t *v = NULL;
        if (d->value) {
            v = json_loads(d->value, JSON_DECODE_ANY, &je);
            if (!v)
                fail_msg("bad test value %s", d->value);
        }
        if (d->key[0] == '[') {
            size_t idx = (size_t)atoi(d->key + 1);
            assert_non_null(v);
            assert_int_equal(json_array_set_new(parent, idx, v), 0);
        } else if (v) {
            assert_int_equal(json_object_set_new(parent, d->key, v), 0);
        } else {
            assert_int_equal(json_object_del(parent, d->key), 0);
        }
        char *text = json_dumps(root, JSON_SORT_KEYS | JSON_INDENT(1));
        json_decref(root);
        assert_non_null(text);
        expect_refused(text, d->needle);
        free(text);
    }
    free(base);
}

static void texts_that_are_not_positions(void **state)
{
    (void)state;
    expect_refused("", "empty text");
    expect_refused("  \n\t ", "empty text");
    expect_refused("arnak", "not JSON: line 1, column");
    expect_refused("{\n  \"format\": ", "not JSON: line 2, column");
    expect_refused("{\"round\": 1, \"round\": 2}", "not JSON");
    expect_refused("[]", "must be a JSON object, found an array");
    expect_refused("{}", "format: missing");
    expect_refused("{\"format\": \"arnak-position 1\"}", "nplayers: missing");

    /* NULL arguments; a tiny or absent message buffer */
    arnak_state s;
    base_state(&s);
    arnak_state before = s;
    char err[8];
    assert_int_equal(arnak_position_read(NULL, "{}", err, sizeof err), ARNAK_E_ARG);
    assert_int_equal(arnak_position_read(&s, NULL, err, sizeof err), ARNAK_E_ARG);
    assert_int_equal(arnak_position_read(&s, "{}", err, sizeof err), ARNAK_E_POSITION);
    assert_int_equal(strlen(err), sizeof err - 1);
    assert_int_equal(arnak_position_read(&s, "{}", NULL, 0), ARNAK_E_POSITION);
    assert_memory_equal(&s, &before, sizeof s);
    assert_null(arnak_position_write(NULL));
}

/* ---- scenarios kept as position files (originals in test_scenarios.c) ----------------- */

/* red_digs_with_a_boot_then_two_boots, its first turn: 4 players, Red's hand is
 * Fear, Exploration (ship), Fear. */
static void position_red_digs_with_a_boot(void **state)
{
    (void)state;
    arnak_state s;
    load_position(&s, "red-digs-with-a-boot");
    act(&s, "dig P1");
    assert_string_equal(th_opts(&s, "pay"), "pay exploration-ship|pay fear");
    act(&s, "pay fear");
    assert_int_equal(s.space_occ[2], 1); /* the boot space */
    assert_int_equal(s.p[0].res[RES_COMPASS], 2);
    act(&s, "end-turn");
    assert_int_equal(arnak_current_player(&s), 1);
}

/* discovered_site_is_dug_later_without_compasses, the discovery: tile L1-02
 * (1 coin + 1 arrowhead) and guardian G04 on top, a coin idol at P5. */
static void position_discover_p5(void **state)
{
    (void)state;
    arnak_state s;
    load_position(&s, "discover-p5");
    act(&s, "discover P5");
    act(&s, "pay funding-car");
    act(&s, "end-turn");
    assert_int_equal(s.p[0].res[RES_COMPASS], 0);
    assert_int_equal(s.p[0].res[RES_COIN], 2);
    assert_int_equal(s.p[0].res[RES_ARROW], 1);
    assert_int_equal(s.site_guardian[5], 4);
}

/* research_red_takes_the_bonus_tile: the tile's tablet cannot pay the bridge. */
static void position_red_takes_the_bonus_tile(void **state)
{
    (void)state;
    arnak_state s;
    load_position(&s, "red-takes-bonus-tile");
    enum { RED = 1 };
    act(&s, "research glass B4");
    assert_int_equal(s.p[RED].glass, 4);
    assert_int_equal(s.p[RED].res[RES_TABLET], 1);
    assert_int_equal(s.p[RED].res[RES_ARROW], 0);
    assert_int_equal(s.p[RED].res[RES_COMPASS], 1);
    assert_int_equal(s.bonus_n[4], 0);
    assert_int_equal(th_frame(&s), FR_POST);
}

/* research_blue_notebook_joins_glass_and_recruits. */
static void position_blue_recruits(void **state)
{
    (void)state;
    arnak_state s;
    load_position(&s, "blue-recruits");
    th_example_blue_recruits(&s);
}

/* blue_upgrades_the_assistant_he_used. */
static void position_blue_upgrades_the_assistant(void **state)
{
    (void)state;
    arnak_state s;
    load_position(&s, "blue-upgrades-assistant");
    th_example_blue_upgrades(&s);
}

/* Every position file round-trips and passes arnak_check. */
static void position_files_are_valid(void **state)
{
    (void)state;
    static const char *const files[] = {"red-digs-with-a-boot", "discover-p5", "red-takes-bonus-tile",
                                        "blue-recruits", "blue-upgrades-assistant"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        arnak_state s;
        load_position(&s, files[i]);
        assert_int_equal(arnak_check(&s, NULL, 0), 0);
        round_trip_one(&s);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip_random_games),
        cmocka_unit_test(text_has_format_and_is_stable),
        cmocka_unit_test(damaged_positions_are_refused),
        cmocka_unit_test(texts_that_are_not_positions),
        cmocka_unit_test(position_files_are_valid),
        cmocka_unit_test(position_red_digs_with_a_boot),
        cmocka_unit_test(position_discover_p5),
        cmocka_unit_test(position_red_takes_the_bonus_tile),
        cmocka_unit_test(position_blue_recruits),
        cmocka_unit_test(position_blue_upgrades_the_assistant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
