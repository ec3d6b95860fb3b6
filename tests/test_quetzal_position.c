/* test_quetzal_position.c - Quetzal positions (src/games/quetzal/position.c):
 * write -> read -> write over random games at 2-5 players (and the 2-player
 * automa) at every decision, a hand-edited position, and a table of malformed
 * inputs, each refused with its one line and the state left alone. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/splitmix.h"
#include "games/quetzal/internal.h"

/* One round trip: the text reads back to the same bytes of state, and writes
 * back to the same text. */
static void round_trip(const quetzal_state *s)
{
    char *text = qz_position_write(s);
    assert_non_null(text);
    quetzal_state t;
    memset(&t, 0x5A, sizeof t);
    char err[200];
    if (qz_position_read(&t, text, err, sizeof err) != GAME_OK)
        fail_msg("read back: %s\n%s", err, text);
    assert_memory_equal(s, &t, sizeof t);
    char *again = qz_position_write(&t);
    assert_non_null(again);
    assert_string_equal(text, again);
    free(text);
    free(again);
}

static void random_game(int players, int automa, uint64_t seed)
{
    quetzal_state s;
    assert_int_equal(quetzal_init(&s, players, automa, seed), GAME_OK);
    uint64_t r = seed * 7919 + 1;
    game_action acts[QZ_MAX_ACTIONS];
    for (int step = 0; step < 2000 && s.phase != QZ_PH_OVER; step++) {
        round_trip(&s);
        int n = quetzal_legal(&s, acts);
        assert_true(n > 0);
        assert_int_equal(quetzal_apply(&s, acts[splitmix64_below(&r, (uint32_t)n)]), GAME_OK);
    }
    assert_int_equal(s.phase, QZ_PH_OVER);
    round_trip(&s);
}

static void positions_round_trip_at_every_decision(void **unused)
{
    (void)unused;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        for (int players = 2; players <= QZ_MAX_PLAYERS; players++)
            random_game(players, 0, seed * 101 + (uint64_t)players);
        random_game(2, 1, seed * 31);
    }
}

/* ---- editing the text with jansson: a path "seats.1.coins", numbers index arrays ---- */

static json_t *parent_of(json_t *j, const char *path, char *last, size_t n)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", path);
    char *dot = strrchr(buf, '.');
    snprintf(last, n, "%s", dot ? dot + 1 : buf);
    if (!dot)
        return j;
    *dot = '\0';
    json_t *cur = j;
    for (char *tok = strtok(buf, "."); tok && cur; tok = strtok(NULL, "."))
        cur =
            json_is_array(cur) ? json_array_get(cur, (size_t)atoi(tok)) : json_object_get(cur, tok);
    return cur;
}

/* Sets (or with value NULL removes) the field at `path`; a free()able text. */
static char *edited(const char *text, const char *path, const char *value)
{
    json_t *j = json_loads(text, 0, NULL);
    assert_non_null(j);
    char last[128];
    json_t *p = parent_of(j, path, last, sizeof last);
    assert_non_null(p);
    json_t *v = value ? json_loads(value, JSON_DECODE_ANY, NULL) : NULL;
    if (value)
        assert_non_null(v);
    if (json_is_array(p)) {
        size_t i = (size_t)atoi(last);
        assert_int_equal(v ? json_array_set_new(p, i, v) : json_array_remove(p, i), 0);
    } else {
        assert_int_equal(v ? json_object_set_new(p, last, v) : json_object_del(p, last), 0);
    }
    char *out = json_dumps(j, JSON_SORT_KEYS);
    json_decref(j);
    assert_non_null(out);
    return out;
}

/* A game a few decisions in: spaces taken, cards in hands. */
static void midgame(quetzal_state *s, int players, int automa)
{
    assert_int_equal(quetzal_init(s, players, automa, 77), GAME_OK);
    uint64_t r = 5;
    game_action acts[QZ_MAX_ACTIONS];
    for (int i = 0; i < 40 && s->phase != QZ_PH_OVER; i++) {
        int n = quetzal_legal(s, acts);
        assert_int_equal(quetzal_apply(s, acts[splitmix64_below(&r, (uint32_t)n)]), GAME_OK);
    }
}

static void hand_edited_position_reads_back(void **unused)
{
    (void)unused;
    quetzal_state s, t;
    midgame(&s, 3, 0);
    char *text = qz_position_write(&s);
    assert_non_null(text);
    char *more = edited(text, "seats.1.coins", "17");
    char err[200];
    assert_int_equal(qz_position_read(&t, more, err, sizeof err), GAME_OK);
    quetzal_state want = s;
    want.coins[1] = 17;
    assert_memory_equal(&want, &t, sizeof t);
    /* laid out by hand: indented, keys in another order */
    json_t *j = json_loads(text, 0, NULL);
    char *pretty = json_dumps(j, JSON_INDENT(4));
    json_decref(j);
    assert_int_equal(qz_position_read(&t, pretty, err, sizeof err), GAME_OK);
    assert_memory_equal(&s, &t, sizeof t);
    /* the names are the engine's words */
    assert_non_null(strstr(text, "\"format\":\"quetzal-position 2\""));
    assert_non_null(strstr(text, "\"phase\":"));
    assert_non_null(strstr(text, "\"rng\":\"0x"));
    free(pretty);
    free(more);
    free(text);
}

typedef struct {
    const char *path;  /* NULL: `value` is the whole text */
    const char *value; /* JSON text, or NULL to remove the field */
    const char *error; /* the start of the one line wanted */
} bad_case;

static const bad_case BAD[] = {
    {NULL, "", "not JSON"},
    {NULL, "{\"format\": \"quetzal-position 2\", \"players\": 3", "not JSON"},
    {NULL, "[1, 2]", "field 'position': an object is wanted"},
    {NULL, "{\"format\": \"quetzal-position 2\", \"format\": \"x\"}", "not JSON"},
    {"format", "\"quetzal-position-1\"", "field 'format': \"quetzal-position 2\" is wanted"},
    {"format", NULL, "field 'format': missing"},
    {"colour", "\"red\"", "field 'colour': unknown"},
    {"players", "\"3\"", "field 'players': an integer 2..5 is wanted"},
    {"players", "6", "field 'players': an integer 2..5 is wanted"},
    {"automa", "1", "field 'automa': true or false is wanted"},
    {"rng", "\"12345\"", "field 'rng': \"0x\" and 16 hex digits are wanted"},
    {"rng", "\"0x00000000000000zz\"", "field 'rng': \"0x\" and 16 hex digits are wanted"},
    {"round", "9", "field 'round': an integer 0..5 is wanted"},
    {"phase", "\"dance\"", "field 'phase': \"dance\" is not a phase name"},
    {"phase", "3", "field 'phase': a phase name is wanted"},
    {"current", "-1", "field 'current': -1 exactly when the phase is over"},
    {"current", "3", "field 'current': an integer -1..2 is wanted"},
    {"activation", "2", "field 'activation': an activation stage is wanted"},
    {"activation", "\"lunch\"", "field 'activation': \"lunch\" is not an activation stage"},
    {"via", "\"bridge\"", "field 'via': \"bridge\" is not harbor, ship1, ship2 or sell"},
    {"sell_type", "\"jade\"", "field 'sell_type': \"jade\" is not an artifact type"},
    {"automa_card", "11", "field 'automa_card': an integer 1..10 is wanted"},
    {"chance", "70000", "field 'chance': an integer 0..65535 is wanted"},
    {"turn", NULL, "field 'turn': missing"},
    {"deck.0", "\"vase+gold\"", "field 'deck[0]': \"vase+gold\" is not a card name"},
    {"deck.1", "null", "field 'deck[1]': a card name"},
    {"temple", "[]", "field 'temple': an array of 8 entries is wanted"},
    {"sites.quarry", "[\"vase\"]", "field 'sites.quarry': an array of 2 entries is wanted"},
    {"sites.garden", "[]", "field 'sites.garden': unknown"},
    {"village", "[null, null, null, null]", "field 'village': an array of 3 entries is wanted"},
    {"village.0", "\"teleport\"", "field 'village[0]': \"teleport\" is not an upgrade name"},
    {"upgrade_stack", "{}", "field 'upgrade_stack': an array of at most 24 entries is wanted"},
    {"automa_deck", "[]", "field 'automa_deck': an array of 10 entries is wanted"},
    {"spaces.moon", "null", "field 'spaces.moon': unknown"},
    {"spaces.quarry",
     "{\"owner\": 7, \"count\": 1, \"kind\": \"either\", \"faces\": "
     "{\"adventurer\": 1, \"archaeologist\": 0, \"wild\": 0, \"character\": 0}}",
     "field 'spaces.quarry.owner': an integer 0..2 is wanted"},
    {"spaces.quarry",
     "{\"owner\": 0, \"count\": 1, \"kind\": \"both\", \"faces\": "
     "{\"adventurer\": 1, \"archaeologist\": 0, \"wild\": 0, \"character\": 0}}",
     "field 'spaces.quarry.kind': \"both\" is not adventurer, archaeologist or either"},
    {"harbor", "[{\"seat\": 0, \"face\": \"purple\"}]",
     "field 'harbor[0].face': \"purple\" is not a face name"},
    {"seats", "[]", "field 'seats': an array of 3 seats (one per player) is wanted"},
    {"seats.0.coins", "-1", "field 'seats[0].coins': an integer 0..32767 is wanted"},
    {"seats.0.coins", "1.5", "field 'seats[0].coins': an integer 0..32767 is wanted"},
    {"seats.1.discovery", "11", "field 'seats[1].discovery': an integer 0..10 is wanted"},
    {"seats.1.extra", "0", "field 'seats[1].extra': unknown"},
    {"seats.2.pool.wild", "9", "field 'seats[2].pool.wild': an integer 0..6 is wanted"},
    {"seats.2.pool.blue", "0", "field 'seats[2].pool.blue': unknown"},
    {"seats.0.hand", "[\"mummy+luck\"]",
     "field 'seats[0].hand[0]': \"mummy+luck\" is not a card name"},
    {"seats.0.owned", "\"gold\"",
     "field 'seats[0].owned': an array of at most 24 entries is wanted"},
    {"seats.0.team", "1", "inconsistent position: P1 has 1 team meeples"},
    {"deck.0", NULL, "inconsistent position: card kind"},
    {"seats.0.active", "[\"points\", \"points\"]",
     "inconsistent position: P1 has more active points"},
};

static void malformed_positions_are_refused_with_one_line(void **unused)
{
    (void)unused;
    quetzal_state s;
    midgame(&s, 3, 0);
    assert_int_not_equal(s.phase, QZ_PH_OVER);
    char *text = qz_position_write(&s);
    assert_non_null(text);
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        const bad_case *c = &BAD[i];
        char *input = c->path ? edited(text, c->path, c->value) : NULL;
        quetzal_state t, before;
        memset(&t, 0x5A, sizeof t);
        before = t;
        char err[200] = "";
        int rc = qz_position_read(&t, input ? input : c->value, err, sizeof err);
        if (rc != GAME_E_POSITION || strncmp(err, c->error, strlen(c->error)) != 0)
            fail_msg("case %zu (%s): rc %d, \"%s\"; wanted \"%s\"", i, c->path ? c->path : c->value,
                     rc, err, c->error);
        assert_null(strchr(err, '\n'));
        assert_memory_equal(&before, &t, sizeof t); /* left alone */
        free(input);
    }
    char err[200];
    assert_int_equal(qz_position_read(NULL, text, err, sizeof err), GAME_E_ARG);
    quetzal_state t;
    assert_int_equal(qz_position_read(&t, NULL, err, sizeof err), GAME_E_ARG);
    free(text);
}

/* Every cut of a position is refused; a changed byte is refused or reads a
 * state that round-trips: never a crash, never a state half written. */
static void cut_and_flipped_positions_never_crash(void **unused)
{
    (void)unused;
    quetzal_state s;
    midgame(&s, 4, 0);
    char *text = qz_position_write(&s);
    assert_non_null(text);
    size_t len = strlen(text);
    char *buf = malloc(len + 1);
    assert_non_null(buf);
    char err[200];
    for (size_t cut = 0; cut < len; cut += 7) {
        memcpy(buf, text, cut);
        buf[cut] = '\0';
        quetzal_state t = s;
        assert_int_equal(qz_position_read(&t, buf, err, sizeof err), GAME_E_POSITION);
        assert_memory_equal(&s, &t, sizeof t);
    }
    uint64_t r = 99;
    static const char bytes[] = "0123456789-\"{}[],:.aez ";
    for (int i = 0; i < 3000; i++) {
        memcpy(buf, text, len + 1);
        buf[splitmix64_below(&r, (uint32_t)len)] = bytes[splitmix64_below(&r, sizeof bytes - 1)];
        quetzal_state t = s;
        int rc = qz_position_read(&t, buf, err, sizeof err);
        if (rc == GAME_OK)
            round_trip(&t);
        else {
            assert_int_equal(rc, GAME_E_POSITION);
            assert_true(err[0] != '\0' && !strchr(err, '\n'));
            assert_memory_equal(&s, &t, sizeof t);
        }
    }
    free(buf);
    free(text);
}

/* Through the game interface: the format is the one the front ends read. */
static void game_def_reads_its_own_positions(void **unused)
{
    (void)unused;
    quetzal_state s, t;
    midgame(&s, 2, 1);
    char *text = QUETZAL_GAME.position_write(&s);
    assert_non_null(text);
    char err[200];
    assert_int_equal(QUETZAL_GAME.position_read(&t, text, err, sizeof err), GAME_OK);
    assert_memory_equal(&s, &t, sizeof t);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(positions_round_trip_at_every_decision),
        cmocka_unit_test(hand_edited_position_reads_back),
        cmocka_unit_test(malformed_positions_are_refused_with_one_line),
        cmocka_unit_test(cut_and_flipped_positions_never_crash),
        cmocka_unit_test(game_def_reads_its_own_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
