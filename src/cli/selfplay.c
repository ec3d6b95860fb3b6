/* selfplay.c - `arnak selfplay`: bots against bots, for statistics and checks,
 * for any game of the registry (--game), through core/game.h only.
 *
 * Game i (counted over all player counts) is seeded from --seed and i alone,
 * and each bot from the game seed and its seat, so any single game can be
 * replayed from the seed printed for it.
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

typedef struct {
    count_tally by_players[GAME_MAX_PLAYERS + 1];
    long games;
    double decisions;
} tally;

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
        printf("{\"game\":%ld,\"name\":\"%s\",\"seed\":%" PRIu64 ",\"players\":%d,\"bots\":[", index,
               g->name, seed, np);
        for (int p = 0; p < np; p++)
            printf("%s\"%s\"", p ? "," : "", bot_for_seat(o, p));
        printf("],\"scores\":%s,\"winners\":[", scores ? scores : "null");
        for (int p = 0, k = 0; p < np; p++)
            if (win[p])
                printf("%s%d", k++ ? "," : "", p);
        printf("],\"decisions\":%zu}\n", decisions);
        free(scores);
        json_decref(sc);
        return;
    }
    printf("game %ld seed %" PRIu64 " players %d:", index, seed, np);
    for (int p = 0; p < np; p++)
        printf(" P%d %s %d%s", p + 1, bot_for_seat(o, p), g->score(st, p), p + 1 < np ? "," : "");
    int nwin = 0;
    for (int p = 0; p < np; p++)
        nwin += win[p];
    printf("; %s", nwin > 1 ? "winners" : "winner");
    for (int p = 0; p < np; p++)
        if (win[p])
            printf(" P%d", p + 1);
    printf(" (%zu decisions)\n", decisions);
}

/* Plays one game; 0, or -1 after printing why it failed. */
static int play_game(const selfplay_options *o, long index, int players, tally *t)
{
    const game_def *g = o->g;
    uint64_t seed = game_seed(o->seed, index);
    game_setup setup = o->setup;
    setup.players = players;
    setup.seed = seed;
    void *st = malloc(g->state_size);
    game_record *rec = game_record_new(g, &setup);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    bot bots[GAME_MAX_PLAYERS];
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
    t->games++;
    t->decisions += (double)rec->n;
    rc = 0;
    goto done;
fail:
    /* Keep the failing game for the bug report. */
    if (o->save_dir)
        save_record(o, rec, seed);
done:
    game_record_free(rec);
    free(st);
    free(legal);
    return rc;
}

static void print_summary(const selfplay_options *o, const tally *t, double secs)
{
    double gps = secs > 0 ? (double)t->games / secs : 0.0;
    double avg_dec = t->games ? t->decisions / (double)t->games : 0.0;
    if (o->jsonl) {
        printf("{\"summary\":true,\"games\":%ld,\"avg_score_by_players\":{", t->games);
        for (int c = 0, k = 0; c < o->ncounts; c++) {
            const count_tally *ct = &t->by_players[o->counts[c]];
            printf("%s\"%d\":%.2f", k++ ? "," : "", o->counts[c],
                   ct->score_n ? ct->score_sum / (double)ct->score_n : 0.0);
        }
        printf("},\"avg_decisions\":%.1f,\"games_per_sec\":%.2f}\n", avg_dec, gps);
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
    printf("%ld games, %.1f decisions per game, %.2f games/s (shared first places count as a "
           "win for each)\n",
           t->games, avg_dec, gps);
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
    double start = now_seconds();
    long index = 0;
    for (int c = 0; c < o->ncounts; c++) {
        for (int g = 0; g < o->games; g++, index++) {
            if (play_game(o, index, o->counts[c], &t) != 0)
                return 1;
            if (fflush(stdout) != 0 || ferror(stdout)) {
                fprintf(stderr, "arnak selfplay: cannot write the output: %s\n", strerror(errno));
                return 1;
            }
        }
    }
    print_summary(o, &t, now_seconds() - start);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "arnak selfplay: cannot write the output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}
