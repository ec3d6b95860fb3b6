/* make_seeds.c - writes the fuzzing corpus kept in tests/fuzz/corpus/ and the
 * dictionary tests/fuzz/game.dict from real games (`make fuzz-seeds`).
 *
 * Starting libFuzzer from real game records rather than from nothing reaches
 * the deep parts of the parsers (late-game actions, full positions) in seconds
 * instead of hours.  Everything here is a pure function of the seeds below, so
 * rerunning it rewrites the same files.  For every game of the registry:
 *   record/    whole greedy games and an unfinished one, as game records
 *   position/  positions written at several points of those games
 *   game/      inputs of tests/fuzz_game.c: the game's setup bytes, then the
 *              game's action texts as text chunks, with observe/view chunks
 *              between them
 *   action/    (Arnak only) inputs of tests/fuzz_action.c: setup bytes and the
 *              action texts of a greedy game of that setup
 * The dictionary holds every word of every action text seen, the record
 * keywords and the position's JSON keys. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ai/bot.h"
#include "core/game.h"
#include "core/record.h"

#define MAX_INPUT 4000 /* the -max_len the Makefile gives the action and game targets */

static char g_words[4096][48];
static int g_nwords;

static void add_word(const char *w, size_t n)
{
    if (n == 0 || n >= sizeof g_words[0])
        return;
    for (int i = 0; i < g_nwords; i++)
        if (strlen(g_words[i]) == n && memcmp(g_words[i], w, n) == 0)
            return;
    if (g_nwords < (int)(sizeof g_words / sizeof g_words[0])) {
        memcpy(g_words[g_nwords], w, n);
        g_words[g_nwords++][n] = 0;
    }
}

static void add_words(const char *text)
{
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        const char *b = p;
        while (*p && *p != ' ')
            p++;
        add_word(b, (size_t)(p - b));
    }
}

static void die(const char *what, const char *path)
{
    fprintf(stderr, "make_seeds: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static void write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, n, f) != n || fclose(f) != 0)
        die("cannot write", path);
}

static void make_dir(const char *path)
{
    if (mkdir(path, 0755) != 0 && errno != EEXIST)
        die("cannot create", path);
}

typedef struct {
    unsigned char buf[MAX_INPUT];
    size_t n;
} input;

static bool put(input *in, const void *p, size_t n)
{
    if (in->n + n > sizeof in->buf)
        return false;
    memcpy(in->buf + in->n, p, n);
    in->n += n;
    return true;
}

/* One greedy game of g set up as `setup`: writes its record, positions, a
 * fuzz_game input and (arnak) a fuzz_action input. */
static void one_game(const char *dir, const game_def *g, const game_setup *setup, const char *tag,
                     const unsigned char game_hdr[4], const unsigned char *action_hdr)
{
    void *st = calloc(1, g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    game_record *rec = game_record_new(g, setup);
    if (!st || !legal || !rec || g->init(st, setup) != GAME_OK) {
        fprintf(stderr, "make_seeds: cannot set up %s\n", g->name);
        exit(1);
    }
    bot bots[GAME_MAX_PLAYERS];
    for (int p = 0; p < setup->players; p++)
        bot_create(&bots[p], g, "greedy", p, setup->seed * 31 + (uint64_t)p);
    input gi = {.n = 0}, ai = {.n = 0};
    put(&gi, game_hdr, 4);
    if (action_hdr)
        put(&ai, action_hdr, 2);
    bool gi_full = false, ai_full = false;
    char path[512], text[256];
    int step = 0, npos = 0;
    while (!g->is_over(st)) {
        int n = g->legal_actions(st, legal);
        int p = g->current_player(st);
        game_action a = bots[p].choose(&bots[p], st, legal, n);
        g->action_to_string(st, a, text, sizeof text);
        add_words(text);
        size_t len = strlen(text);
        /* fuzz_game: text chunk = [1][len][0][0][0] text; every 7th step an
         * observe/view chunk [2][viewer][size][0][0] */
        unsigned char chunk[5] = {1, (unsigned char)len, 0, 0, 0};
        if (!gi_full && !(put(&gi, chunk, 5) && put(&gi, text, len)))
            gi_full = true;
        if (!gi_full && step % 7 == 0) {
            unsigned char view[5] = {2, (unsigned char)(step % setup->players), 7, 0, 0};
            gi_full = !put(&gi, view, 5);
        }
        /* fuzz_action: text chunk = [64] text '\n' */
        unsigned char mode = 64;
        if (action_hdr && !ai_full &&
            !(put(&ai, &mode, 1) && put(&ai, text, len) && put(&ai, "\n", 1)))
            ai_full = true;
        if (g->apply(st, a) != GAME_OK || game_record_push(rec, a) != GAME_OK) {
            fprintf(stderr, "make_seeds: %s refused its own legal action\n", g->name);
            exit(1);
        }
        step++;
        if (g->position_write && (step == 40 || step == 150 || step == 400)) {
            char *pos = g->position_write(st);
            if (pos) {
                snprintf(path, sizeof path, "%s/position/%s-%s-step%d.json", dir, g->name, tag, step);
                write_file(path, pos, strlen(pos));
                free(pos);
                npos++;
            }
        }
        if (step == 120) { /* an unfinished game is a valid record too */
            char err[256];
            snprintf(path, sizeof path, "%s/record/%s-%s-unfinished.rec", dir, g->name, tag);
            if (game_record_save(path, rec, err, sizeof err) != GAME_OK) {
                fprintf(stderr, "make_seeds: %s\n", err);
                exit(1);
            }
        }
    }
    char err[256];
    snprintf(path, sizeof path, "%s/record/%s-%s.rec", dir, g->name, tag);
    if (game_record_save(path, rec, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "make_seeds: %s\n", err);
        exit(1);
    }
    snprintf(path, sizeof path, "%s/game/%s-%s.bin", dir, g->name, tag);
    write_file(path, gi.buf, gi.n);
    if (action_hdr) {
        snprintf(path, sizeof path, "%s/action/%s-%s.bin", dir, g->name, tag);
        write_file(path, ai.buf, ai.n);
    }
    printf("%s %s: %d decisions, %d positions\n", g->name, tag, step, npos);
    game_record_free(rec);
    free(st);
    free(legal);
}

static void write_dict(const char *path)
{
    static const char *const extra[] = {
        "game-record 2", "arnak-record 1", "game", "players", "option", "seed", "seats",
        "actions", "end", "hash", "human", "greedy", "random", "ismcts", "\"format\"", "\"nplayers\"",
        "\"players\"", "\"side\"", "\"round\"", "\"residue\"", "\"rng\"", "null", "true", "false",
        /* bot specs (fuzz_options) and protocol words (fuzz_proto*) */
        "ismcts:", "iters=", "ms=", "threads=", "rollout=", "depth=", "easy", "medium", "hard",
        "expert", "\"type\"", "\"hello\"", "\"create\"", "\"act\"", "\"token\"", "\"seats\"",
    };
    FILE *f = fopen(path, "w");
    if (!f)
        die("cannot write", path);
    fprintf(f, "# libFuzzer dictionary: written by tests/fuzz/make_seeds.c (make fuzz-seeds)\n");
    for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++)
        add_word(extra[i], strlen(extra[i]));
    for (int i = 0; i < g_nwords; i++) {
        fputc('"', f);
        for (const char *c = g_words[i]; *c; c++)
            if (*c == '"' || *c == '\\')
                fprintf(f, "\\%c", *c);
            else
                fputc(*c, f);
        fputs("\"\n", f);
    }
    if (fclose(f) != 0)
        die("cannot write", path);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: make_seeds DIR   (writes DIR/{record,position,game,action}/ and DIR/../game.dict)\n");
        return 2;
    }
    const char *dir = argv[1];
    char path[512];
    make_dir(dir);
    static const char *const sub[] = {"record", "position", "game", "action"};
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, sub[i]);
        make_dir(path);
    }
    int ngames;
    const game_def *const *games = game_registry(&ngames);
    for (int gi = 0; gi < ngames; gi++) {
        const game_def *g = games[gi];
        bool arnak = strcmp(g->name, "arnak") == 0;
        /* one game per player count, the first option alternating */
        for (int players = g->type.min_players; players <= g->type.max_players; players++) {
            int k = players - g->type.min_players;
            game_setup setup;
            game_setup_default(g, &setup);
            setup.players = players;
            for (int o = 0; o < g->noptions && o < 1; o++)
                setup.options[o] = k % g->options[o].nvalues;
            /* the seeds fuzz_game and fuzz_action derive from their first bytes */
            unsigned char game_hdr[4] = {(unsigned char)gi,
                                         (unsigned char)(players - g->type.min_players),
                                         (unsigned char)(k % 2), (unsigned char)(10 + k)};
            setup.seed = game_hdr[3];
            for (int o = 0; o < g->noptions; o++)
                setup.options[o] = game_hdr[2] % g->options[o].nvalues;
            char tag[32];
            snprintf(tag, sizeof tag, "%dp-%d", players, k);
            if (arnak && players >= 2) {
                /* fuzz_action: players 2 + d0 % 3, side d1 % 2, seed d0 */
                unsigned char d0 = (unsigned char)(players - 2 + 3 * (10 + k));
                unsigned char action_hdr[2] = {d0, (unsigned char)(k % 2)};
                game_setup as = setup;
                as.seed = d0;
                as.options[0] = k % 2;
                char atag[40];
                snprintf(atag, sizeof atag, "%s-action", tag);
                unsigned char hdr2[4] = {game_hdr[0], game_hdr[1], game_hdr[2], d0};
                one_game(dir, g, &as, atag, hdr2, action_hdr);
            }
            one_game(dir, g, &setup, tag, game_hdr, NULL);
        }
    }
    snprintf(path, sizeof path, "%s/../game.dict", dir);
    write_dict(path);
    printf("dictionary: %d words\n", g_nwords);
    return 0;
}
