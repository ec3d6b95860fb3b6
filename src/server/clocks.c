/* clocks.c - the clocks of a game (docs/PROTOCOL.md, "Clocks"): what a
 * "create" may ask for, the stored form that rebuilds them after a restart,
 * the seat whose clock runs, its deadline, and the clock as every viewer sees
 * it.
 *
 * Two kinds.  Real time ("live"): each seat has a bank (bank_s) and gets
 * turn_s more at the start of each of its turns; the time it thinks comes off
 * the bank.  Turn-based ("days"): each turn has turn_s (days of them on a
 * real server), nothing carried over.  Only a human seat's clock runs, and
 * only once its person has come (shown the seat's token once: `joined`); a
 * bot's turn, or one whose person never came, stops every clock.
 *
 * The clock keeps the story's timeouts ("play": the seat's time ran out
 * before action `at`, the easy bot played the actions up to `until` for it),
 * which the story (history.c) tells and marks, the same after a restart.
 *
 * Times are wall-clock milliseconds since 1970 (the hub's now_ms), so that a
 * clock goes on across a restart as if the server had never stopped: the
 * stored form holds each seat's time left when the running turn began and
 * when it began, and is written at each change of the running seat.  Nothing
 * here knows a game's rules or state: what the clock shows is the same for
 * every viewer and tells nothing hidden.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "internal.h"

static const char *const mode_names[] = {"none", "live", "days"};
static const char *const timeout_names[] = {"play", "drop"};

int64_t srv_wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int name_index(const char *name, const char *const *names, int n)
{
    for (int i = 0; name && i < n; i++)
        if (strcmp(name, names[i]) == 0)
            return i;
    return -1;
}

/* A whole number of seconds in [lo, hi] under key (absent: *out = 0). */
static bool seconds(const json_t *j, const char *key, long long lo, long long hi, long long *out,
                    char *err, size_t n)
{
    const json_t *v = json_object_get(j, key);
    *out = 0;
    if (!v)
        return true;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        snprintf(err, n, "'clock.%s' must be an integer %lld..%lld (seconds)", key, lo, hi);
        return false;
    }
    *out = json_integer_value(v);
    return true;
}

int srv_clock_request(const json_t *j, srv_clock *c, char *err, size_t n)
{
    memset(c, 0, sizeof *c);
    c->turn = -1;
    if (!j || json_is_null(j))
        return 0;
    const char *mode = json_string_value(json_object_get(j, "mode"));
    const char *timeout = json_string_value(json_object_get(j, "timeout"));
    c->mode = name_index(mode, mode_names, 3);
    c->timeout = timeout ? name_index(timeout, timeout_names, 2) : SRV_TIMEOUT_PLAY;
    if (!json_is_object(j) || c->mode < 0) {
        snprintf(err, n, "'clock' must be an object with 'mode' \"live\", \"days\" or \"none\"");
        return -1;
    }
    if (c->timeout < 0) {
        snprintf(err, n,
                 "'clock.timeout' must be \"play\" (the easy bot plays the turn) or "
                 "\"drop\" (a bot takes the seat)");
        return -1;
    }
    long long bank = 0, turn = 0;
    if (c->mode == SRV_CLOCK_LIVE) {
        if (!seconds(j, "bank_s", 0, SRV_CLOCK_MAX_BANK_S, &bank, err, n) ||
            !seconds(j, "turn_s", 0, SRV_CLOCK_MAX_TURN_S, &turn, err, n))
            return -1;
        if (bank + turn < 1) {
            snprintf(err, n, "a live clock needs 'clock.bank_s' or 'clock.turn_s' above 0");
            return -1;
        }
    } else if (c->mode == SRV_CLOCK_DAYS) {
        if (json_object_get(j, "bank_s")) {
            snprintf(err, n, "a clock of days per move has no 'clock.bank_s'");
            return -1;
        }
        if (!seconds(j, "turn_s", 1, SRV_CLOCK_MAX_DAYS_S, &turn, err, n))
            return -1;
        if (turn < 1) {
            snprintf(err, n, "a clock of days per move needs 'clock.turn_s'");
            return -1;
        }
    }
    c->bank_ms = bank * 1000;
    c->turn_ms = turn * 1000;
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        c->left_ms[p] = c->mode == SRV_CLOCK_LIVE ? c->bank_ms : c->turn_ms;
    return 0;
}

char *srv_clock_text(const srv_clock *c, int np)
{
    if (c->mode == SRV_CLOCK_NONE)
        return NULL;
    json_t *left = json_array();
    for (int p = 0; p < np; p++)
        json_array_append_new(left, json_integer(c->left_ms[p]));
    json_t *outs = json_array();
    for (int k = 0; k < c->nouts; k++)
        json_array_append_new(outs, json_pack("[i, i, i]", c->outs[k].seat, (int)c->outs[k].at,
                                              (int)c->outs[k].until));
    json_t *j = json_pack("{s:s, s:s, s:I, s:I, s:o, s:i, s:I, s:b, s:i, s:o}", "mode",
                          mode_names[c->mode], "timeout", timeout_names[c->timeout], "bank_ms",
                          (json_int_t)c->bank_ms, "turn_ms", (json_int_t)c->turn_ms, "left_ms",
                          left, "turn", c->turn, "since", (json_int_t)c->since, "expired",
                          c->expired, "joined", (int)c->joined, "outs", outs);
    char *text = j ? json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
    json_decref(j);
    return text;
}

/* The stored timeouts (absent: none; a clock stored before they were kept),
 * each [seat, at, until] in the story's order; false when damaged. */
static bool load_outs(const json_t *outs, int np, srv_clock *c)
{
    if (!outs)
        return true;
    if (!json_is_array(outs) || json_array_size(outs) > SRV_CLOCK_MAX_OUTS)
        return false;
    size_t k;
    json_t *o;
    json_array_foreach(outs, k, o) {
        json_int_t seat = json_integer_value(json_array_get(o, 0));
        json_int_t at = json_integer_value(json_array_get(o, 1));
        json_int_t until = json_integer_value(json_array_get(o, 2));
        if (!json_is_array(o) || json_array_size(o) != 3 || seat < 0 || seat >= np || at < 0 ||
            at > INT32_MAX || until > INT32_MAX || (until != -1 && until < at) ||
            (k > 0 && at < c->outs[k - 1].at))
            return false;
        c->outs[k] = (srv_clock_out){(int)seat, (int32_t)at, (int32_t)until};
    }
    c->nouts = (int)json_array_size(outs);
    return true;
}

int srv_clock_load(const char *text, int np, srv_clock *c, char *err, size_t n)
{
    memset(c, 0, sizeof *c);
    c->turn = -1;
    if (!text || !text[0])
        return 0;
    json_t *j = json_loads(text, 0, NULL);
    json_t *left = json_object_get(j, "left_ms");
    c->mode = name_index(json_string_value(json_object_get(j, "mode")), mode_names, 3);
    c->timeout = name_index(json_string_value(json_object_get(j, "timeout")), timeout_names, 2);
    json_t *turn = json_object_get(j, "turn"), *since = json_object_get(j, "since");
    bool ok = json_is_object(j) && c->mode > SRV_CLOCK_NONE && c->timeout >= 0 &&
              json_is_array(left) && json_array_size(left) == (size_t)np && json_is_integer(turn) &&
              json_integer_value(turn) >= -1 && json_integer_value(turn) < np &&
              json_is_integer(since);
    for (int p = 0; ok && p < np; p++) {
        json_t *v = json_array_get(left, (size_t)p);
        ok = json_is_integer(v) && json_integer_value(v) >= 0;
        c->left_ms[p] = ok ? json_integer_value(v) : 0;
    }
    ok = ok && load_outs(json_object_get(j, "outs"), np, c);
    if (ok) {
        /* a clock stored before seats had to come first: every seat has */
        json_t *joined = json_object_get(j, "joined");
        c->joined = json_is_integer(joined) ? (unsigned)json_integer_value(joined) : (1u << np) - 1;
        c->bank_ms = json_integer_value(json_object_get(j, "bank_ms"));
        c->turn_ms = json_integer_value(json_object_get(j, "turn_ms"));
        c->turn = (int)json_integer_value(turn);
        c->since = json_integer_value(since);
        c->expired = json_is_true(json_object_get(j, "expired"));
    }
    json_decref(j);
    if (!ok) {
        memset(c, 0, sizeof *c);
        c->turn = -1;
        snprintf(err, n, "damaged row (clock)");
        return -1;
    }
    return 0;
}

/* The time left to the running seat at `now` (it may be below 0). */
static int64_t running_left(const srv_clock *c, int64_t now)
{
    return c->left_ms[c->turn] - (now - c->since);
}

bool srv_clock_switch(srv_clock *c, int seat, int64_t now)
{
    if (c->mode == SRV_CLOCK_NONE || seat == c->turn)
        return false;
    if (c->turn >= 0 && c->mode == SRV_CLOCK_LIVE) {
        int64_t left = running_left(c, now);
        c->left_ms[c->turn] = left > 0 ? left : 0;
    }
    c->turn = seat;
    c->since = now;
    c->expired = false;
    if (seat >= 0)
        c->left_ms[seat] = c->mode == SRV_CLOCK_LIVE ? c->left_ms[seat] + c->turn_ms : c->turn_ms;
    return true;
}

int64_t srv_clock_deadline(const srv_clock *c)
{
    if (c->mode == SRV_CLOCK_NONE || c->turn < 0 || c->expired)
        return INT64_MAX;
    return c->since + c->left_ms[c->turn];
}

int srv_clock_expire(srv_clock *c, int64_t now)
{
    if (srv_clock_deadline(c) > now)
        return -1;
    int seat = c->turn;
    c->left_ms[seat] = 0;
    c->since = now;
    c->expired = true;
    return seat;
}

bool srv_clock_autoplays(const srv_clock *c, int seat)
{
    return c->mode != SRV_CLOCK_NONE && c->expired && c->turn == seat && seat >= 0;
}

json_t *srv_clock_json(const srv_clock *c, int np, int64_t now, int waiting)
{
    if (c->mode == SRV_CLOCK_NONE)
        return NULL;
    json_t *left = json_array();
    for (int p = 0; p < np; p++) {
        int64_t v = p == c->turn ? running_left(c, now) : c->left_ms[p];
        json_array_append_new(left, json_integer(v > 0 ? v : 0));
    }
    json_t *j =
        json_pack("{s:s, s:s, s:o, s:o, s:b}", "mode", mode_names[c->mode], "timeout",
                  timeout_names[c->timeout], "left_ms", left, "running",
                  c->turn >= 0 ? json_integer(c->turn) : json_null(), "expired", c->expired);
    if (c->mode == SRV_CLOCK_LIVE)
        json_object_set_new(j, "bank_s", json_integer(c->bank_ms / 1000));
    json_object_set_new(j, "turn_s", json_integer(c->turn_ms / 1000));
    json_object_set_new(j, "waiting", waiting >= 0 ? json_integer(waiting) : json_null());
    return j;
}

bool srv_clock_add_out(srv_clock *c, int seat, long long at)
{
    if (c->nouts == SRV_CLOCK_MAX_OUTS || at < 0 || at > INT32_MAX)
        return false;
    srv_clock_end_run(c, at);
    c->outs[c->nouts++] = (srv_clock_out){seat, (int32_t)at, -1};
    return true;
}

void srv_clock_end_run(srv_clock *c, long long n)
{
    if (c->nouts > 0 && c->outs[c->nouts - 1].until < 0)
        c->outs[c->nouts - 1].until = (int32_t)n;
}

void srv_clock_undone(srv_clock *c, long long n)
{
    while (c->nouts > 0 && c->outs[c->nouts - 1].at > n)
        c->nouts--;
    for (int k = 0; k < c->nouts; k++)
        if (c->outs[k].until > n)
            c->outs[k].until = (int32_t)n;
}

bool srv_clock_played(const srv_clock *c, size_t i)
{
    for (int k = c->nouts; k-- > 0;)
        if ((size_t)c->outs[k].at <= i)
            return c->outs[k].until < 0 || i < (size_t)c->outs[k].until;
    return false;
}

int srv_clock_outs_until(const srv_clock *c, long long n)
{
    int k = 0;
    while (k < c->nouts && c->outs[k].at <= n)
        k++;
    return k;
}

json_t *srv_clock_settings(const srv_clock *c)
{
    if (c->mode == SRV_CLOCK_NONE)
        return NULL;
    json_t *j = json_pack("{s:s, s:s, s:I}", "mode", mode_names[c->mode], "timeout",
                          timeout_names[c->timeout], "turn_s", (json_int_t)(c->turn_ms / 1000));
    if (j && c->mode == SRV_CLOCK_LIVE)
        json_object_set_new(j, "bank_s", json_integer(c->bank_ms / 1000));
    return j;
}
