/* test_protocol_spectator_log.c - the spectators' entries of a game's event
 * log are the same whether a spectator followed the game while it was
 * played (each step made with its update) or none did (the hub makes them
 * from the record when a spectator asks, "events"): two hubs play the same
 * game (the same seed, the same actions, undos among them); on the second a
 * spectator watches only at the end (and once in the middle, between
 * undos); the "events" answers of the two, since 0 and since the middle,
 * are byte for byte the same, and so are those of the seats. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub_th.h"
#include "core/splitmix.h"

typedef struct {
    hub_capture c;
    srv_hub *h;
    srv_conn *seat, *watcher;
    hub_made m;
} side;

static void side_open(side *s, const char *create, bool watch)
{
    memset(s, 0, sizeof *s);
    s->h = hub_new(&s->c, NULL, 0);
    s->seat = srv_hub_open(s->h, NULL);
    s->watcher = srv_hub_open(s->h, (void *)1);
    s->m = hub_create(s->h, s->seat, &s->c, create);
    if (watch) {
        char msg[256];
        snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"game_id\":\"%s\"}", s->m.id);
        json_decref(hub_say(s->h, s->watcher, &s->c, msg));
    }
}

static void side_close(side *s)
{
    srv_hub_close(s->h, s->seat);
    srv_hub_close(s->h, s->watcher);
    srv_hub_free(s->h);
    hub_cap_clear(&s->c);
}

static json_t *seat_view(side *s, int p)
{
    char msg[512];
    snprintf(msg, sizeof msg, "{\"type\":\"view\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"}",
             s->m.id, p, s->m.tok[p]);
    return hub_say(s->h, s->seat, &s->c, msg);
}

static void send_seat(side *s, const char *type, int p, long long action)
{
    char msg[512];
    int n = snprintf(msg, sizeof msg,
                     "{\"type\":\"%s\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\"", type,
                     s->m.id, p, s->m.tok[p]);
    if (action >= 0)
        snprintf(msg + n, sizeof msg - (size_t)n, ",\"action_id\":%lld}", action);
    else
        snprintf(msg + n, sizeof msg - (size_t)n, "}");
    json_t *r = hub_say(s->h, s->seat, &s->c, msg);
    json_t *ack = hub_find_type(&s->c, "ack");
    assert_non_null(ack);
    json_decref(ack);
    json_decref(r);
}

/* The "events" list since `since` as the viewer (seat, or -1: the
 * watcher) gets it, as text. */
static char *events_text(side *s, int viewer, int since)
{
    char msg[512];
    if (viewer < 0)
        snprintf(msg, sizeof msg, "{\"type\":\"events\",\"game_id\":\"%s\",\"since\":%d}", s->m.id,
                 since);
    else
        snprintf(msg, sizeof msg,
                 "{\"type\":\"events\",\"game_id\":\"%s\",\"seat\":%d,\"token\":\"%s\","
                 "\"since\":%d}",
                 s->m.id, viewer, s->m.tok[viewer], since);
    json_t *r = hub_say(s->h, viewer < 0 ? s->watcher : s->seat, &s->c, msg);
    assert_string_equal(json_string_value(json_object_get(r, "type")), "events");
    assert_false(json_is_true(json_object_get(r, "resync")));
    char *text = game_json_dump(json_object_get(r, "events"));
    json_decref(r);
    assert_non_null(text);
    return text;
}

static void same_events(side *a, side *b, int viewer, int since)
{
    char *ta = events_text(a, viewer, since), *tb = events_text(b, viewer, since);
    if (strcmp(ta, tb) != 0)
        fail_msg("viewer %d since %d:\n  watched:   %.500s\n  unwatched: %.500s", viewer, since, ta,
                 tb);
    assert_true(strlen(ta) > 2);
    free(ta);
    free(tb);
}

static int g_undos; /* undos over every game played */

static void play(const char *create, int players)
{
    side a, b;
    side_open(&a, create, true);
    side_open(&b, create, false);
    uint64_t rng = 2024;
    int undos = 0, steps = 0;
    for (int step = 0; step < 28; step++) {
        int turn = -1;
        json_t *v = NULL;
        for (int p = 0; p < players && turn < 0; p++) {
            v = seat_view(&a, p);
            if (json_array_size(json_object_get(v, "actions")) > 0)
                turn = p;
            else
                json_decref(v);
        }
        if (turn < 0)
            break;
        if (step == 14) /* a spectator in the middle: later steps made with their updates */
            same_events(&a, &b, -1, 0);
        if (json_is_true(json_object_get(v, "can_undo")) && splitmix64_below(&rng, 3) == 0) {
            send_seat(&a, "undo", turn, -1);
            send_seat(&b, "undo", turn, -1);
            undos++;
        } else {
            json_t *acts = json_object_get(v, "actions");
            json_t *act =
                json_array_get(acts, splitmix64_below(&rng, (uint32_t)json_array_size(acts)));
            long long id = (long long)json_integer_value(json_object_get(act, "id"));
            send_seat(&a, "act", turn, id);
            send_seat(&b, "act", turn, id);
            steps++;
        }
        json_decref(v);
    }
    assert_true(steps > 10);
    same_events(&a, &b, -1, 0);
    same_events(&a, &b, -1, 20);
    for (int p = 0; p < players; p++)
        same_events(&a, &b, p, 0);
    side_close(&a);
    side_close(&b);
    g_undos += undos;
}

static void test_spectator_events_made_late_are_the_same(void **unused)
{
    (void)unused;
    play("{\"type\":\"create\",\"game\":\"arnak\",\"players\":2,\"seed\":5}", 2);
    play("{\"type\":\"create\",\"game\":\"arnak\",\"players\":3,\"seed\":9}", 3);
    play("{\"type\":\"create\",\"game\":\"arnak\",\"players\":1,\"seed\":3}", 1);
    play("{\"type\":\"create\",\"game\":\"lost-cities\",\"players\":2,\"seed\":4}", 2);
    assert_true(g_undos > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_spectator_events_made_late_are_the_same),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
