/* selfplay.c - `arnak selfplay`: bots against bots, for statistics and checks,
 * for any game of the registry (--game), through core/game.h only.
 *
 * Game i (counted over all player counts) is seeded from --seed and i alone,
 * and each bot from the game seed and its seat, so any single game can be
 * replayed from the seed printed for it.
 *
 * Solo games (1 player, a game with a "difficulty" option such as Arnak's
 * rival expedition) are played for each --difficulty value, and the summary
 * gives per difficulty the bot's win rate and the quartiles of the bot's and
 * of the rival's scores (the rival's total is read from scores_json's
 * "rival" object).  The summary is the same bytes on every run; games/s
 * only with --timing.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "ai/bot.h"
#include "cli.h"

typedef struct {
    long games;
    double score_sum;    /* sum of every player's total */
    long score_n;
    long wins[GAME_MAX_PLAYERS];
} count_tally;

/* Solo games at one difficulty: every score, for the quartiles. */
typedef struct {
    long games, wins, cap;
    int *bot, *rival;
} solo_tally;

typedef struct {
    count_tally by_players[GAME_MAX_PLAYERS + 1];
    solo_tally solo[6];
    long games;
    double decisions;
} tally;

/* The rival's total from scores_json ({"rival": {"total": N}}), 0 if none. */
static int rival_total(const game_def *g, const void *st)
{
    json_t *sc = g->scores_json ? g->scores_json(st) : NULL;
    json_t *t = sc ? json_object_get(json_object_get(sc, "rival"), "total") : NULL;
    int v = json_is_integer(t) ? (int)json_integer_value(t) : 0;
    json_decref(sc);
    return v;
}

/* Per-game seeds stay below 2^53 so that JSON readers which hold numbers as
 * doubles read them exactly. */
static uint64_t game_seed(uint64_t seed, long index)
{
    return cli_mix64(seed + 0x9E3779B97F4A7C15ULL * (uint64_t)index) & ((1ULL << 53) - 1);
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const char *bot_for_seat(const selfplay_options *o, int seat)
{
    return o->nbots == 1 ? o->bots[0] : o->bots[seat];
}

static int cmp_action(const void *a, const void *b)
{
    game_action x = *(const game_action *)a, y = *(const game_action *)b;
    return (x > y) - (x < y);
}

/* Writes the record to a temporary file, replays it and compares hashes. */
static int verify_replay(const game_def *g, const game_record *rec, const void *st, char *err,
                         size_t n)
{
    char msg[256];
    void *back = NULL;
    FILE *t = tmpfile();
    if (!t) {
        snprintf(err, n, "cannot create a temporary file for the replay check: %s", strerror(errno));
        return -1;
    }
    int rc = game_record_write(t, rec, msg, sizeof msg);
    if (rc == GAME_OK) {
        rewind(t);
        rc = game_record_read(t, NULL, &back, msg, sizeof msg);
    }
    fclose(t);
    if (rc != GAME_OK) {
        snprintf(err, n, "record does not replay: %s", msg);
        return -1;
    }
    uint64_t hb = g->hash(back), hs = g->hash(st);
    free(back);
    if (hb != hs) {
        snprintf(err, n, "replay gives hash 0x%016" PRIx64 ", the game ended at 0x%016" PRIx64, hb, hs);
        return -1;
    }
    return 0;
}

/* Record file name: game, player count, seed (unique within one --seed run). */
static int save_record(const selfplay_options *o, const game_record *rec, uint64_t seed)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/%s-%dp-%" PRIu64 ".rec", o->save_dir, o->g->name,
             rec->setup.players, seed);
    if (game_record_save(path, rec, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak selfplay: %s\n", err);
        return -1;
    }
    return 0;
}

static void winners(const game_def *g, const void *st, bool win[GAME_MAX_PLAYERS])
{
    double ret[GAME_MAX_PLAYERS];
    g->returns(st, ret);
    for (int p = 0; p < g->players(st); p++)
        win[p] = ret[p] > 0.0;
}

static void print_game(const selfplay_options *o, long index, uint64_t seed, const void *st,
                       size_t decisions)
{
    const game_def *g = o->g;
    int np = g->players(st);
    bool win[GAME_MAX_PLAYERS];
    winners(g, st, win);

    if (o->jsonl) {
        json_t *sc = g->scores_json(st);
        json_t *players = sc ? json_object_get(sc, "players") : NULL;
        char *scores = players ? json_dumps(players, JSON_SORT_KEYS | JSON_COMPACT) : NULL;
        json_t *rj = sc ? json_object_get(sc, "rival") : NULL; /* a solo game's rival */
        char *rival = rj ? json_dumps(rj, JSON_SORT_KEYS | JSON_COMPACT) : NULL;
        printf("{\"game\":%ld,\"name\":\"%s\",\"seed\":%" PRIu64 ",\"players\":%d,\"bots\":[", index,
               g->name, seed, np);
        for (int p = 0; p < np; p++)
            printf("%s\"%s\"", p ? "," : "", bot_for_seat(o, p));
        printf("],\"scores\":%s,", scores ? scores : "null");
        if (rival)
            printf("\"rival\":%s,", rival);
        printf("\"winners\":[");
        for (int p = 0, k = 0; p < np; p++)
            if (win[p])
                printf("%s%d", k++ ? "," : "", p);
        printf("],\"decisions\":%zu}\n", decisions);
        free(scores);
        free(rival);
        json_decref(sc);
        return;
    }
    printf("game %ld seed %" PRIu64 " players %d:", index, seed, np);
    for (int p = 0; p < np; p++)
        printf(" P%d %s %d%s", p + 1, bot_for_seat(o, p), g->score(st, p), p + 1 < np ? "," : "");
    int nwin = 0;
    for (int p = 0; p < np; p++)
        nwin += win[p];
    if (nwin == 0) /* a solo game lost to the game's own side (Arnak's rival) */
        printf("; lost to the game");
    else
        printf("; %s", nwin > 1 ? "winners" : "winner");
    for (int p = 0; p < np; p++)
        if (win[p])
            printf(" P%d", p + 1);
    printf(" (%zu decisions)\n", decisions);
}

/* Plays one game; 0, or -1 after printing why it failed. */
static int play_game(const selfplay_options *o, long index, int players, int diff, tally *t)
{
    const game_def *g = o->g;
    uint64_t seed = game_seed(o->seed, index);
    game_setup setup = o->setup;
    setup.players = players;
    int di = game_option_index(g, "difficulty");
    if (players == 1 && di >= 0 && diff >= 0)
        setup.options[di] = diff;
    setup.seed = seed;
    void *st = malloc(g->state_size);
    game_record *rec = game_record_new(g, &setup);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    bot bots[GAME_MAX_PLAYERS] = {0};
    const char *names[GAME_MAX_PLAYERS];
    char err[512], msg[256], text[256];
    int rc = -1;

    if (!st || !rec || !legal) {
        fprintf(stderr, "arnak selfplay: out of memory\n");
        goto done;
    }
    for (int p = 0; p < players; p++) {
        names[p] = bot_for_seat(o, p);
        if (bot_create(&bots[p], g, names[p], p, cli_bot_seed(seed, p)) != 0) {
            fprintf(stderr, "arnak selfplay: unknown bot '%s'\n", names[p]);
            goto done;
        }
    }
    game_record_set_seats(rec, names, players);
    if (game_record_rebuild(rec, 0, st, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak selfplay: %s\n", err);
        goto done;
    }

    while (!g->is_over(st)) {
        int p = g->current_player(st);
        int n = g->legal_actions(st, legal);
        if (p < 0 || p >= players || n <= 0 || rec->n >= CLI_MAX_DECISIONS) {
            fprintf(stderr,
                    "arnak selfplay: game %ld (seed %" PRIu64 "): stuck after %zu decisions "
                    "(player %d, %d legal actions)\n",
                    index, seed, rec->n, p, n);
            goto fail;
        }
        game_action a = bots[p].choose(&bots[p], st, legal, n);
        if (!bsearch(&a, legal, (size_t)n, sizeof legal[0], cmp_action)) {
            fprintf(stderr,
                    "arnak selfplay: game %ld (seed %" PRIu64 "): bot %s chose an illegal "
                    "action 0x%08" PRIx32 " at decision %zu\n",
                    index, seed, names[p], a, rec->n + 1);
            goto fail;
        }
        if (o->check)
            g->action_to_string(st, a, text, sizeof text);
        g->apply_trusted(st, a);
        if (game_record_push(rec, a) != 0) {
            fprintf(stderr, "arnak selfplay: out of memory\n");
            goto fail;
        }
        if (o->check && g->check(st, msg, sizeof msg) != 0) {
            fprintf(stderr,
                    "arnak selfplay: game %ld (seed %" PRIu64 "): check failed after decision "
                    "%zu '%s': %s\n",
                    index, seed, rec->n, text, msg);
            goto fail;
        }
    }
    if (o->check && verify_replay(g, rec, st, err, sizeof err) != 0) {
        fprintf(stderr, "arnak selfplay: game %ld (seed %" PRIu64 "): %s\n", index, seed, err);
        goto fail;
    }
    if (o->save_dir && save_record(o, rec, seed) != 0)
        goto done;
    print_game(o, index, seed, st, rec->n);

    count_tally *ct = &t->by_players[players];
    bool win[GAME_MAX_PLAYERS];
    winners(g, st, win);
    ct->games++;
    for (int p = 0; p < players; p++) {
        ct->score_sum += g->score(st, p);
        ct->score_n++;
        ct->wins[p] += win[p];
    }
    if (players == 1 && di >= 0) {
        solo_tally *so = &t->solo[setup.options[di] % 6];
        if (so->games >= so->cap)
            goto done; /* not reached: cap covers every game of the run */
        so->bot[so->games] = g->score(st, 0);
        so->rival[so->games] = rival_total(g, st);
        so->wins += win[0];
        so->games++;
    }
    t->games++;
    t->decisions += (double)rec->n;
    rc = 0;
    goto done;
fail:
    /* Keep the failing game for the bug report. */
    if (o->save_dir)
        save_record(o, rec, seed);
done:
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        bot_destroy(&bots[p]);
    game_record_free(rec);
    free(st);
    free(legal);
    return rc;
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* mean, quartiles (nearest rank), min and max of v[0..n-1] (sorted here) */
typedef struct {
    double mean;
    int min, q1, median, q3, max;
} dist;

static dist distribution(int *v, long n)
{
    dist d = {0, 0, 0, 0, 0, 0};
    if (n <= 0)
        return d;
    qsort(v, (size_t)n, sizeof v[0], cmp_int);
    double sum = 0;
    for (long i = 0; i < n; i++)
        sum += v[i];
    d.mean = sum / (double)n;
    d.min = v[0];
    d.q1 = v[(n - 1) / 4];
    d.median = v[(n - 1) / 2];
    d.q3 = v[(3 * (n - 1)) / 4];
    d.max = v[n - 1];
    return d;
}

static void print_solo(const selfplay_options *o, const tally *t)
{
    for (int d = 0; d < 6; d++) {
        const solo_tally *so = &t->solo[d];
        if (!so->games)
            continue;
        dist b = distribution(so->bot, so->games), r = distribution(so->rival, so->games);
        double rate = (double)so->wins / (double)so->games;
        if (o->jsonl) {
            printf("{\"solo\":true,\"difficulty\":%d,\"games\":%ld,\"wins\":%ld,\"win_rate\":%.3f,"
                   "\"bot\":{\"mean\":%.2f,\"min\":%d,\"q1\":%d,\"median\":%d,\"q3\":%d,\"max\":%d},"
                   "\"rival\":{\"mean\":%.2f,\"min\":%d,\"q1\":%d,\"median\":%d,\"q3\":%d,\"max\":%d}}\n",
                   d, so->games, so->wins, rate, b.mean, b.min, b.q1, b.median, b.q3, b.max, r.mean, r.min,
                   r.q1, r.median, r.q3, r.max);
            continue;
        }
        printf("solo difficulty %d: %ld games, %s wins %ld (%.1f%%); %s mean %.2f quartiles %d/%d/%d "
               "(min %d max %d); rival mean %.2f quartiles %d/%d/%d (min %d max %d)\n",
               d, so->games, bot_for_seat(o, 0), so->wins, 100.0 * rate, bot_for_seat(o, 0), b.mean, b.q1,
               b.median, b.q3, b.min, b.max, r.mean, r.q1, r.median, r.q3, r.min, r.max);
    }
}

static void print_summary(const selfplay_options *o, const tally *t, double secs)
{
    double gps = secs > 0 ? (double)t->games / secs : 0.0;
    double avg_dec = t->games ? t->decisions / (double)t->games : 0.0;
    if (o->jsonl) {
        print_solo(o, t);
        printf("{\"summary\":true,\"games\":%ld,\"avg_score_by_players\":{", t->games);
        for (int c = 0, k = 0; c < o->ncounts; c++) {
            const count_tally *ct = &t->by_players[o->counts[c]];
            printf("%s\"%d\":%.2f", k++ ? "," : "", o->counts[c],
                   ct->score_n ? ct->score_sum / (double)ct->score_n : 0.0);
        }
        printf("},\"avg_decisions\":%.1f", avg_dec);
        if (o->timing)
            printf(",\"games_per_sec\":%.2f", gps);
        printf("}\n");
        return;
    }
    printf("\n");
    for (int c = 0; c < o->ncounts; c++) {
        int np = o->counts[c];
        const count_tally *ct = &t->by_players[np];
        printf("%d players: %ld games, average score %.2f, wins by seat:", np, ct->games,
               ct->score_n ? ct->score_sum / (double)ct->score_n : 0.0);
        for (int p = 0; p < np; p++)
            printf(" P%d %s %ld", p + 1, bot_for_seat(o, p), ct->wins[p]);
        printf("\n");
    }
    print_solo(o, t);
    printf("%ld games, %.1f decisions per game", t->games, avg_dec);
    if (o->timing)
        printf(", %.2f games/s", gps);
    printf(" (shared first places count as a win for each)\n");
}

int selfplay_run(const selfplay_options *o)
{
    struct stat sb;
    if (o->save_dir && mkdir(o->save_dir, 0777) != 0 &&
        (errno != EEXIST || stat(o->save_dir, &sb) != 0 || !S_ISDIR(sb.st_mode))) {
        fprintf(stderr, "arnak selfplay: cannot create directory '%s': %s\n", o->save_dir,
                errno == EEXIST ? "a file of that name exists" : strerror(errno));
        return 1;
    }
    tally t;
    memset(&t, 0, sizeof t);
    int rc = 1;
    /* a difficulty may be listed more than once: room for every solo game */
    long cap = (long)o->games * (o->ndifficulties > 0 ? o->ndifficulties : 1);
    bool solo = false;
    for (int c = 0; c < o->ncounts; c++)
        solo |= o->counts[c] == 1;
    for (int d = 0; d < 6 && solo; d++) {
        t.solo[d].cap = cap;
        t.solo[d].bot = calloc((size_t)cap, sizeof(int));
        t.solo[d].rival = calloc((size_t)cap, sizeof(int));
        if (!t.solo[d].bot || !t.solo[d].rival) {
            fprintf(stderr, "arnak selfplay: out of memory\n");
            goto out;
        }
    }
    double start = now_seconds();
    long index = 0;
    for (int c = 0; c < o->ncounts; c++) {
        /* solo: each listed difficulty in turn; other counts: once */
        int nd = o->counts[c] == 1 && o->ndifficulties > 0 ? o->ndifficulties : 1;
        for (int k = 0; k < nd; k++) {
            int diff = o->counts[c] == 1 && o->ndifficulties > 0 ? o->difficulties[k] : -1;
            for (int g = 0; g < o->games; g++, index++) {
                if (play_game(o, index, o->counts[c], diff, &t) != 0)
                    goto out;
                if (fflush(stdout) != 0 || ferror(stdout)) {
                    fprintf(stderr, "arnak selfplay: cannot write the output: %s\n", strerror(errno));
                    goto out;
                }
            }
        }
    }
    print_summary(o, &t, now_seconds() - start);
    rc = 0;
out:
    for (int d = 0; d < 6; d++) {
        free(t.solo[d].bot);
        free(t.solo[d].rival);
    }
    if (rc)
        return rc;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "arnak selfplay: cannot write the output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}
