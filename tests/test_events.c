/* test_events.c - events of a step (src/games/arnak/views/events.c): exact event
 * sequences of a dig, a discover, a buy, a research with a bonus tile and a
 * round end; redaction of another player's draw; the undo rule (regressions
 * from the seeded CLI game); action text for viewers; and the visibility
 * property over thousands of random games: what a viewer is told depends only
 * on what that viewer can see. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th.h"
#include "core/splitmix.h"
#include "games/arnak/action_info.h"
#include "games/arnak/events.h"

/* Events as "type:player:v0,v1,v2,v3[,v4][!reveal][?redacted]" joined by spaces. */
static const char *fmt_events(const game_event *ev, int n)
{
    static char buf[8192];
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len + 128 < sizeof buf; i++) {
        const game_event *e = &ev[i];
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s:%d:%d,%d,%d,%d%s%s", i ? " " : "",
                                arnak_event_type_name(e->type), e->player + 1, e->v[0], e->v[1], e->v[2],
                                e->v[3], (e->flags & GAME_EVENT_REVEAL) ? "!" : "",
                                (e->flags & GAME_EVENT_REDACTED) ? "?" : "");
    }
    return buf;
}

/* Apply `text` to s and return the events for viewer as text (undo verdict in *undo). */
static const char *step(arnak_state *s, const char *text, int viewer, bool *undo)
{
    arnak_state before = *s;
    arnak_action a;
    if (arnak_action_from_string(s, text, &a) != ARNAK_OK) {
        th_print_options(s);
        fail_msg("'%s' is not legal", text);
    }
    assert_int_equal(arnak_apply(s, a), ARNAK_OK);
    game_event ev[GAME_MAX_EVENTS];
    int n = arnak_events(&before, a, s, viewer, ev, GAME_MAX_EVENTS);
    assert_true(n >= 0);
    char line[256];
    for (int i = 0; i < n; i++) {
        th_expect_event_words(&ev[i], line, sizeof line);
    }
    if (undo)
        *undo = arnak_undoable(&before, a, s);
    return fmt_events(ev, n);
}

#define EXPECT_EVENTS(got, want)                                                                   \
    do {                                                                                           \
        const char *g_ = (got);                                                                    \
        if (strcmp(g_, (want)) != 0)                                                               \
            fail_msg("events\n  got:  %s\n  want: %s", g_, (want));                                \
    } while (0)

/* A seeded game (arnak play --plain --seed 542613025, 2 players,
 * Bird side, seats human,greedy): the steps up to P1's second turn. */
static void issue_game(arnak_state *s)
{
    th_init(s, 2, 542613025ULL);
    th_seq(s, "play exploration-ship", "dig P1", "pay fear", "end-turn", "dig P4", "pay fear",
           "discard exploration-car", "play funding-car", "play funding-ship", "end-turn", NULL);
}

static void dig_events_exact(void **st)
{
    (void)st;
    arnak_state s;
    th_init(&s, 2, 542613025ULL);
    th_do(&s, "play exploration-ship");
    bool undo;
    const char *e = step(&s, "dig P1", GAME_VIEW_ALL, &undo);
    EXPECT_EVENTS(e, "");
    assert_true(undo); /* choosing a dig reveals nothing yet */
    e = step(&s, "pay fear", GAME_VIEW_ALL, &undo);
    /* Fear into play (the travel cost), then the camp's reward, the archaeologist */
    EXPECT_EVENTS(e, "play:1:5,1,0,0 gain:1:1,2,0,0 arch_place:1:2,1,0,0");
    assert_true(undo); /* a plain payment that reveals nothing */
    char line[128];
    game_event ev = {ARNAK_EV_GAIN, 1, 0, {RES_COIN, 1, 0, 0, 0, 0}};
    arnak_event_text(&ev, line, sizeof line);
    assert_string_equal(line, "P2 gains 1 coin");
}

static void discover_events_exact(void **st)
{
    (void)st;
    arnak_state s;
    issue_game(&s);
    bool undo;
    const char *e = step(&s, "discover P5", GAME_VIEW_ALL, &undo);
    EXPECT_EVENTS(e, "pay:1:1,3,0,0"); /* the compasses first */
    assert_true(undo);
    arnak_state before = s;
    e = step(&s, "pay funding-car", GAME_VIEW_ALL, &undo);
    /* the travel card, the idol's and the tile's rewards, the archaeologist,
     * then the board: tile L1-04 and guardian G08 revealed, the compass idol taken */
    EXPECT_EVENTS(e, "play:1:1,1,0,0 gain:1:1,2,0,0 gain:1:3,1,0,0 arch_place:1:10,5,0,0 "
                     "site_tile:1:5,4,0,0! guardian:0:5,8,-1,0! idol_taken:1:5,2,0,0");
    assert_false(undo); /* the discovery revealed a tile and a guardian */
    (void)before;
    char line[128];
    game_event t = {ARNAK_EV_SITE_TILE, 0, GAME_EVENT_REVEAL, {5, 4, 0, 0, 0, 0}};
    arnak_event_text(&t, line, sizeof line);
    assert_string_equal(line, "P1 discovers P5: site tile L1-04");
}

static void buy_events_exact(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh_turn(&s, 2, 11);
    th_set_res(&s, 0, 5, 0, 0, 0, 0);
    th_set_item_row(&s, CARD_ITEM(1), CARD_ITEM(2), CARD_ITEM(3), CARD_ITEM(4), CARD_ITEM(5));
    int price = ARNAK_CARDS[CARD_ITEM(3)].cost;
    char text[64];
    snprintf(text, sizeof text, "buy %s", ARNAK_CARDS[CARD_ITEM(3)].slug);
    bool undo;
    const char *e = step(&s, text, GAME_VIEW_ALL, &undo);
    int added = s.row[ARNAK_ROW - 1];
    char want[512];
    snprintf(want, sizeof want,
             "pay:1:0,%d,0,0 gain_card:1:%d,0,2,3 row_remove:0:%d,3,0,0", price, CARD_ITEM(3),
             CARD_ITEM(3));
    EXPECT_EVENTS(e, want);
    assert_true(undo); /* the row is refilled at the end of the turn */
    (void)added;
    e = step(&s, "end-turn", GAME_VIEW_ALL, &undo);
    EXPECT_EVENTS(e, "row_add:0:14,5,0,0! turn:2:0,0,0,0"); /* the refill at the end of the turn */
    assert_false(undo);
}

static void research_bonus_events_exact(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh_turn(&s, 2, 5);
    s.p[0].glass = 1; /* B1, so that B3 (one jewel, a bonus tile) is next */
    th_set_bonus(&s, 3, 0, BONUS_COIN);
    th_set_res(&s, 0, 0, 0, 0, 0, 1);
    bool undo;
    const char *e = step(&s, "research glass B3", GAME_VIEW_ALL, &undo);
    /* jewel paid; row effect +1 compass (row 2 of the glass); bonus tile coin */
    EXPECT_EVENTS(e, "pay:1:4,1,0,0 gain:1:0,1,0,0 gain:1:1,1,0,0 research:1:0,1,3,0 bonus_tile:1:3,1,0,0");
    assert_true(undo); /* public tiles, nothing new revealed */
}

/* The player to act plays the Funding cards in hand, then passes. */
static void play_funding_and_pass(arnak_state *s)
{
    while (th_legal(s, "play funding-car") || th_legal(s, "play funding-ship"))
        th_do(s, th_legal(s, "play funding-car") ? "play funding-car" : "play funding-ship");
    th_do(s, "pass");
}

/* keep_prompt_said_discard: the end-of-round decision said "discard" while its card
 * options say "Put ... into play"; both now say what happens to the cards. */
static void end_of_round_prompt_and_options_agree(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh(&s, 2, 21);
    play_funding_and_pass(&s);
    play_funding_and_pass(&s);
    assert_int_equal(th_frame(&s), FR_KEEP);
    char text[256];
    assert_true(arnak_decision_text(&s, text, sizeof text) > 0);
    assert_non_null(strstr(text, "into play"));
    assert_null(strstr(text, "discard"));
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(&s, legal), cards = 0;
    for (int i = 0; i < n; i++) {
        json_t *info = arnak_action_info(&s, legal[i]);
        const char *kind = json_string_value(json_object_get(info, "kind"));
        if (kind && strcmp(kind, "keep") != 0) {
            assert_string_equal(kind, "discard"); /* worded "Put {card} into play" */
            cards++;
        }
        json_decref(info);
    }
    assert_true(cards > 0);
}

static void round_end_events_exact(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh(&s, 2, 21);
    play_funding_and_pass(&s);
    play_funding_and_pass(&s);
    /* end of round: each player may discard; the last keep finishes the round */
    while (th_frame(&s) == FR_KEEP && !(s.stack[s.depth - 1].player == 1))
        th_do(&s, "keep");
    assert_int_equal(th_frame(&s), FR_KEEP);
    arnak_state before = s;
    arnak_action a;
    assert_int_equal(arnak_action_from_string(&s, "keep", &a), ARNAK_OK);
    assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
    assert_int_equal(s.round, 2);
    game_event ev[GAME_MAX_EVENTS];
    int n = arnak_events(&before, a, &s, GAME_VIEW_ALL, ev, GAME_MAX_EVENTS);
    /* round end, P1: shuffle + draws, P2: shuffle + draws, new round */
    int i = 0;
    while (i < n && ev[i].type != ARNAK_EV_ROUND_END)
        i++;
    assert_true(i < n);
    assert_int_equal(ev[i].v[0], 1);
    i++;
    for (int k = 0; k < 2; k++) {
        int q = (before.start_player + k) % 2;
        assert_int_equal(ev[i].type, ARNAK_EV_SHUFFLE);
        assert_int_equal(ev[i].player, q);
        assert_int_equal(ev[i].v[0], before.p[q].play_n);
        i++;
        int drawn = 0;
        while (i < n && ev[i].type == ARNAK_EV_DRAW && ev[i].player == q) {
            assert_true(ev[i].v[0] > 0); /* named: GAME_VIEW_ALL */
            assert_true(ev[i].flags & GAME_EVENT_REVEAL);
            drawn += ev[i].v[1];
            i++;
        }
        assert_int_equal(drawn, s.p[q].hand_n - before.p[q].hand_n);
    }
    assert_int_equal(ev[i].type, ARNAK_EV_ROUND_BEGIN);
    assert_int_equal(ev[i].v[0], 2);
    char line[128];
    arnak_event_text(&ev[i], line, sizeof line);
    assert_non_null(strstr(line, "Round 2 begins"));
    assert_false(arnak_undoable(&before, a, &s));
}

static void other_players_draw_is_redacted(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh(&s, 2, 21);
    th_do(&s, "pass");
    th_do(&s, "pass");
    while (th_frame(&s) == FR_KEEP && s.round == 1) {
        arnak_state before = s;
        arnak_action a;
        assert_int_equal(arnak_action_from_string(&s, "keep", &a), ARNAK_OK);
        assert_int_equal(arnak_apply(&s, a), ARNAK_OK);
        if (s.round == 1)
            continue;
        for (int v = 0; v < 2; v++) {
            game_event ev[GAME_MAX_EVENTS];
            int n = arnak_events(&before, a, &s, v, ev, GAME_MAX_EVENTS);
            int own = 0, other = 0;
            for (int i = 0; i < n; i++) {
                if (ev[i].type != ARNAK_EV_DRAW)
                    continue;
                if (ev[i].player == v) {
                    assert_true(ev[i].v[0] > 0);
                    assert_false(ev[i].flags & GAME_EVENT_REDACTED);
                    own += ev[i].v[1];
                } else {
                    assert_int_equal(ev[i].v[0], 0);
                    assert_true(ev[i].flags & GAME_EVENT_REDACTED);
                    other += ev[i].v[1];
                    char line[128];
                    arnak_event_text(&ev[i], line, sizeof line);
                    char want[64];
                    snprintf(want, sizeof want, "P%d draws %d cards", ev[i].player + 1, ev[i].v[1]);
                    assert_string_equal(line, want);
                }
            }
            assert_int_equal(own, s.p[v].hand_n - before.p[v].hand_n);
            assert_int_equal(other, s.p[1 - v].hand_n - before.p[1 - v].hand_n);
        }
    }
    assert_int_equal(s.round, 2);
}

/* Regression: `arnak play --plain --seed 542613025`, "10, 2, 3, 1, 4, 1, idol
 * card, draw 1" showed the drawn card and still allowed undo. */
static void undo_refused_after_idol_card_draw(void **st)
{
    (void)st;
    arnak_state s;
    issue_game(&s);
    bool undo;
    step(&s, "discover P5", GAME_VIEW_ALL, &undo);
    step(&s, "pay funding-car", GAME_VIEW_ALL, &undo);
    const char *e = step(&s, "idol card", GAME_VIEW_ALL, &undo);
    (void)e;
    e = step(&s, "draw 1", GAME_VIEW_ALL, &undo);
    assert_non_null(strstr(e, "draw:1:"));
    assert_false(undo);
}

/* Regression: "discover P5" (with its payment) could be taken back after the
 * site tile and guardian were shown. */
static void undo_refused_after_discover(void **st)
{
    (void)st;
    arnak_state s;
    issue_game(&s);
    bool undo_choose, undo_pay;
    step(&s, "discover P5", GAME_VIEW_ALL, &undo_choose);
    step(&s, "pay funding-car", GAME_VIEW_ALL, &undo_pay);
    assert_false(undo_pay);
}

static void undo_allowed_for_payment_and_free_play(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh_turn(&s, 2, 3);
    th_set_hand(&s, 0, CARD_FUNDING_CAR, CARD_EXPLORE_SHIP, 0);
    bool undo;
    const char *e = step(&s, "play funding-car", GAME_VIEW_ALL, &undo);
    EXPECT_EVENTS(e, "play:1:1,1,0,0 gain:1:0,1,0,0");
    assert_true(undo);
    e = step(&s, "dig P0", GAME_VIEW_ALL, &undo);
    assert_true(undo);
    e = step(&s, "pay exploration-ship", GAME_VIEW_ALL, &undo);
    assert_true(undo);
    e = step(&s, "end-turn", GAME_VIEW_ALL, &undo);
    assert_false(undo); /* the turn passes */
    assert_non_null(strstr(e, "turn:2:"));
}

static void action_text_hides_kept_card(void **st)
{
    (void)st;
    arnak_state s;
    /* a Crystal / Obsidian Earring's keep decision, from seeded random games */
    uint64_t rng = 77;
    bool found = false;
    for (int g = 0; g < 3000 && !found; g++) {
        th_init(&s, 2, 5000 + (uint64_t)g);
        arnak_action l[ARNAK_MAX_ACTIONS];
        for (int d = 0; d < 3000 && !arnak_is_over(&s); d++) {
            if (th_frame(&s) == FR_LIMBO_KEEP && s.stack[s.depth - 1].player == 0) {
                found = true;
                break;
            }
            int k = arnak_legal_actions(&s, l);
            arnak_apply_trusted(&s, l[splitmix64_below(&rng, (uint32_t)k)]);
        }
    }
    assert_true(found);
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(&s, legal);
    assert_true(n > 0);
    arnak_action a = legal[0];
    char mine[128], theirs[128], all[128];
    arnak_action_text(&s, a, 0, mine, sizeof mine);
    arnak_action_text(&s, a, 1, theirs, sizeof theirs);
    arnak_action_text(&s, a, GAME_VIEW_ALL, all, sizeof all);
    char want[96];
    snprintf(want, sizeof want, "P1: keeps %s", ARNAK_CARDS[AB(a)].name);
    assert_string_equal(mine, want);
    assert_string_equal(all, want);
    assert_string_equal(theirs, "P1: keeps a card");
    /* and the decision text for the other player names no card */
    char d[160];
    arnak_decision_text_viewer(&s, 1, d, sizeof d);
    assert_non_null(strstr(d, "P1 is choosing: "));
    arnak_decision_text_viewer(&s, 0, d, sizeof d);
    assert_null(strstr(d, "is choosing"));
    /* readable phrases */
    arnak_state t;
    th_fresh_turn(&t, 2, 8);
    assert_true(arnak_action_from_string(&t, "pass", &a) == ARNAK_OK);
    arnak_action_text(&t, a, 1, mine, sizeof mine);
    assert_string_equal(mine, "P1: passes");
}

static void bad_arguments(void **st)
{
    (void)st;
    arnak_state s;
    th_fresh(&s, 2, 1);
    game_event ev[4];
    assert_int_equal(arnak_events(&s, 0, &s, 2, ev, 4), GAME_E_ARG);
    assert_int_equal(arnak_events(&s, 0, &s, -3, ev, 4), GAME_E_ARG);
    /* the viewer with no seat (a spectator) is not a bad argument */
    assert_int_equal(arnak_events(&s, 0, &s, GAME_VIEW_SPECTATOR, ev, 4), 0);
    assert_int_equal(arnak_events(NULL, 0, &s, 0, ev, 4), GAME_E_ARG);
    assert_int_equal(arnak_events(&s, 0, NULL, 0, ev, 4), GAME_E_ARG);
    assert_int_equal(arnak_events(&s, 0, &s, 0, NULL, 4), GAME_E_ARG);
    assert_int_equal(arnak_events(&s, 0, &s, 0, ev, 4), 0);
    char buf[8];
    assert_true(arnak_event_text(NULL, buf, sizeof buf) < 0);
    assert_null(arnak_event_json(NULL));
    assert_true(arnak_action_text(&s, 0, 5, buf, sizeof buf) < 0);
    assert_true(arnak_decision_text_viewer(&s, 7, buf, sizeof buf) < 0);
}

/* For every step of random games and every viewer, the events and the action
 * text are the same when computed from the viewer's observations. */
static void events_depend_only_on_what_viewer_sees(void **st)
{
    (void)st;
    int games = (int)(2000 * th_scale());
    uint64_t rng = 0xE7E175ULL;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    game_event e1[GAME_MAX_EVENTS], e2[GAME_MAX_EVENTS];
    char t1[256], t2[256];
    long steps = 0, reveals = 0;
    for (int g = 0; g < games; g++) {
        arnak_state s;
        int players = 2 + g % 3;
        th_init_side(&s, players, g % 2, 1000 + (uint64_t)g);
        for (int d = 0; d < 3000 && !arnak_is_over(&s); d++) {
            int n = arnak_legal_actions(&s, legal);
            assert_true(n > 0);
            arnak_action a = legal[splitmix64_below(&rng, (uint32_t)n)];
            arnak_state next = s;
            arnak_apply_trusted(&next, a);
            steps++;
            int drawn_all[ARNAK_MAX_PLAYERS] = {0};
            for (int v = -1; v < players; v++) {
                int n1 = arnak_events(&s, a, &next, v, e1, GAME_MAX_EVENTS);
                int drawn[ARNAK_MAX_PLAYERS] = {0};
                for (int i = 0; i < n1; i++)
                    if (e1[i].type == ARNAK_EV_DRAW) {
                        drawn[e1[i].player] += e1[i].v[1];
                        /* a viewer who may see the cards is told which */
                        if ((v < 0 || v == e1[i].player) && e1[i].v[0] == 0)
                            fail_msg("game %d step %d: unnamed draw for viewer %d", g, d, v);
                    }
                for (int q = 0; q < players; q++) {
                    if (v < 0)
                        drawn_all[q] = drawn[q];
                    else if (drawn[q] != drawn_all[q])
                        fail_msg("game %d step %d: viewer %d counts %d cards drawn by P%d, everyone %d", g,
                                 d, v, drawn[q], q + 1, drawn_all[q]);
                }
                assert_true(n1 >= 0 && n1 < GAME_MAX_EVENTS);
                for (int i = 0; i < n1; i++) {
                    th_expect_event_words(&e1[i], t1, sizeof t1);
                    reveals += v < 0 && (e1[i].flags & GAME_EVENT_REVEAL);
                }
                assert_true(arnak_action_text(&s, a, v, t1, sizeof t1) > 0);
                if (v < 0)
                    continue;
                arnak_state ob, oa;
                arnak_observe(&s, v, &ob);
                arnak_observe(&next, v, &oa);
                int n2 = arnak_events(&ob, a, &oa, v, e2, GAME_MAX_EVENTS);
                if (n1 != n2 || memcmp(e1, e2, sizeof e1[0] * (size_t)n1) != 0) {
                    fail_msg("game %d step %d viewer %d: events differ\n  real: %s", g, d, v,
                             fmt_events(e1, n1));
                }
                arnak_action_text(&ob, a, v, t2, sizeof t2);
                if (strcmp(t1, t2) != 0)
                    fail_msg("game %d step %d viewer %d: '%s' vs '%s'", g, d, v, t1, t2);
            }
            s = next;
        }
    }
    assert_true(steps > 0 && reveals > 0);
}

/* Seats in event JSON are 0-based in every game (core/game.h); the text says
 * P1 for seat 0. */
static void test_event_json_numbers_seats_from_zero(void **unused)
{
    (void)unused;
    game_event gain = {ARNAK_EV_GAIN, 1, 0, {0, 2, 0, 0, 0, 0}};
    json_t *j = arnak_event_json(&gain);
    assert_int_equal(json_integer_value(json_object_get(j, "player")), 1);
    json_decref(j);
    char text[128];
    arnak_event_text(&gain, text, sizeof text);
    assert_string_equal(text, "P2 gains 2 coins");
    game_event begin = {ARNAK_EV_ROUND_BEGIN, -1, 0, {3, 2, 0, 0, 0, 0}};
    j = arnak_event_json(&begin);
    assert_null(json_object_get(j, "player"));
    assert_int_equal(json_integer_value(json_object_get(j, "start_player")), 2);
    json_decref(j);
    arnak_event_text(&begin, text, sizeof text);
    assert_string_equal(text, "Round 3 begins (P3 starts)");
    game_event over = {ARNAK_EV_GAME_OVER, -1, 0, {50, 61, 40, 0, 2, 3}};
    j = arnak_event_json(&over);
    json_t *w = json_object_get(j, "winners");
    assert_int_equal(json_array_size(w), 1);
    assert_int_equal(json_integer_value(json_array_get(w, 0)), 1);
    json_decref(j);
    arnak_event_text(&over, text, sizeof text);
    assert_string_equal(text, "Game over: P1 50 P2 61 (winner) P3 40");
}

/* The solo game's end named its player "P1" in the template itself, so the
 * page could not say the seat's colour: the event carries the seat. */
static void test_solo_game_over_names_the_players_seat(void **unused)
{
    (void)unused;
    game_event over = {ARNAK_EV_GAME_OVER, -1, 0, {14, 77, 0, 0, 0, 1}};
    json_t *j = arnak_event_json(&over);
    assert_int_equal(json_integer_value(json_object_get(j, "seat")), 0);
    assert_int_equal(json_integer_value(json_object_get(j, "score")), 14);
    assert_int_equal(json_integer_value(json_object_get(j, "rival_score")), 77);
    assert_null(json_object_get(j, "scores"));
    json_decref(j);
    char text[128];
    arnak_event_text(&over, text, sizeof text);
    assert_string_equal(text, "Game over: P1 14, the rival 77: the rival wins");
    /* with more players the seats are in "scores", and there is no "seat" */
    game_event two = {ARNAK_EV_GAME_OVER, -1, 0, {50, 61, 0, 0, 2, 2}};
    j = arnak_event_json(&two);
    assert_null(json_object_get(j, "seat"));
    json_decref(j);
}

/* The solo rival's opening turn happens in the setup, before any action, so
 * no action's events held it: the game tells it as the setup's events, to
 * every viewer alike; a setup of 2-4 players tells nothing. */
static void test_setup_events_are_the_solo_rivals_opening_turn(void **unused)
{
    (void)unused;
    arnak_state s;
    arnak_config cfg = {1, ARNAK_SIDE_BIRD, 5};
    assert_int_equal(arnak_init_solo(&s, &cfg, 3), ARNAK_OK);
    game_event all[GAME_MAX_EVENTS], seat[GAME_MAX_EVENTS], spec[GAME_MAX_EVENTS];
    int n = ARNAK_GAME.setup_events(&s, GAME_VIEW_ALL, all, GAME_MAX_EVENTS);
    assert_true(n >= 2);
    assert_int_equal(all[0].type, ARNAK_EV_RIVAL_TILE);
    assert_true(all[1].type >= ARNAK_EV_RIVAL_DIG && all[1].type <= ARNAK_EV_RIVAL_NOTHING);
    assert_int_equal(ARNAK_GAME.setup_events(&s, 0, seat, GAME_MAX_EVENTS), n);
    assert_int_equal(ARNAK_GAME.setup_events(&s, GAME_VIEW_SPECTATOR, spec, GAME_MAX_EVENTS), n);
    assert_memory_equal(all, seat, sizeof all[0] * (size_t)n);
    assert_memory_equal(all, spec, sizeof all[0] * (size_t)n);
    assert_int_equal(ARNAK_GAME.setup_events(&s, 1, seat, GAME_MAX_EVENTS), GAME_E_ARG);
    arnak_config two = {2, ARNAK_SIDE_BIRD, 5};
    assert_int_equal(arnak_init(&s, &two), ARNAK_OK);
    assert_int_equal(ARNAK_GAME.setup_events(&s, 0, seat, GAME_MAX_EVENTS), 0);
}

/* The solo rival starts a round: the JSON says so (the text always did). */
static void test_round_begin_says_when_the_rival_starts(void **unused)
{
    (void)unused;
    game_event begin = {ARNAK_EV_ROUND_BEGIN, -1, 0, {2, 0, 1, 0, 0, 0}};
    json_t *j = arnak_event_json(&begin);
    assert_true(json_is_true(json_object_get(j, "rival_starts")));
    json_decref(j);
    char text[128];
    arnak_event_text(&begin, text, sizeof text);
    assert_string_equal(text, "Round 2 begins (the rival starts)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dig_events_exact),
        cmocka_unit_test(discover_events_exact),
        cmocka_unit_test(buy_events_exact),
        cmocka_unit_test(research_bonus_events_exact),
        cmocka_unit_test(round_end_events_exact),
        cmocka_unit_test(end_of_round_prompt_and_options_agree),
        cmocka_unit_test(other_players_draw_is_redacted),
        cmocka_unit_test(undo_refused_after_idol_card_draw),
        cmocka_unit_test(undo_refused_after_discover),
        cmocka_unit_test(undo_allowed_for_payment_and_free_play),
        cmocka_unit_test(action_text_hides_kept_card),
        cmocka_unit_test(bad_arguments),
        cmocka_unit_test(events_depend_only_on_what_viewer_sees),
        cmocka_unit_test(test_event_json_numbers_seats_from_zero),
        cmocka_unit_test(test_round_begin_says_when_the_rival_starts),
        cmocka_unit_test(test_solo_game_over_names_the_players_seat),
        cmocka_unit_test(test_setup_events_are_the_solo_rivals_opening_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
