/* replay.c - `arnak replay FILE`: rebuild a game of any game from its record,
 * verify it, print the scores (or JSON views). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "term.h"

static int print_json(const game_def *g, const void *st, int viewer)
{
    if (viewer >= g->players(st)) {
        fprintf(stderr, "arnak replay: --view %d, but the game has %d players\n", viewer + 1,
                g->players(st));
        return 1;
    }
    json_t *o = json_object();
    json_t *sc = g->scores_json(st);
    json_t *view = g->view_json(st, viewer >= 0 ? viewer : GAME_VIEW_ALL);
    char *text = NULL;
    if (o && sc && view) {
        /* json_object_set_new takes the value's reference even when it fails */
        int bad = json_object_set_new(o, "scores", sc);
        bad |= json_object_set_new(o, "state", view);
        sc = view = NULL;
        if (!bad)
            text = game_json_dump(o);
    }
    json_decref(sc);
    json_decref(view);
    json_decref(o);
    if (!text) {
        fprintf(stderr, "arnak replay: out of memory\n");
        return 1;
    }
    int ok = puts(text) >= 0 && fflush(stdout) == 0;
    free(text);
    if (!ok) {
        perror("arnak replay: cannot write the output");
        return 1;
    }
    return 0;
}

int replay_load(const char *path, game_record **rec, void **final)
{
    char err[512];
    *rec = NULL;
    *final = NULL;
    if (game_record_read_path(path, rec, final, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak replay: %s: %s\n", path, err);
        return 1;
    }
    term_record_warn(path, *rec);
    return 0;
}

void replay_print_setup(const char *path, const game_record *rec)
{
    const game_def *g = rec->g;
    printf("%s: %s, %d player%s", path, g->name, rec->setup.players,
           rec->setup.players == 1 ? "" : "s");
    for (int i = 0; i < g->noptions; i++)
        if (game_option_applies(&g->options[i], rec->setup.players))
            printf(", %s %s", g->options[i].name, g->options[i].names[rec->setup.options[i]]);
    printf(", seed %" PRIu64, rec->setup.seed);
}

void replay_print_winners(const game_def *g, const void *st)
{
    if (!g->is_over(st))
        return;
    double ret[GAME_MAX_PLAYERS];
    g->returns(st, ret);
    printf("winner:");
    int nwin = 0;
    for (int p = 0; p < g->players(st); p++)
        if (ret[p] > 0) {
            printf(" P%d", p + 1);
            nwin++;
        }
    printf("%s\n", nwin ? "" : " the game (no player beat it)");
}

int replay_flush(void)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("arnak replay: cannot write the output");
        return 1;
    }
    return 0;
}

int replay_run(const char *path, bool json, int viewer)
{
    game_record *rec;
    void *st;
    if (replay_load(path, &rec, &st) != 0)
        return 1;
    const game_def *g = rec->g;
    int rc = 0;
    if (json) {
        rc = print_json(g, st, viewer);
        goto done;
    }
    replay_print_setup(path, rec);
    printf(", %zu actions, hash 0x%016" PRIx64 "\n", rec->n, g->hash(st));
    if (!g->is_over(st)) {
        char text[256] = "";
        if (g->decision_text)
            g->decision_text(st, GAME_VIEW_ALL, text, sizeof text);
        printf("The game is not finished: P%d to decide (%s)\n", g->current_player(st) + 1, text);
    }
    for (int p = 0; p < g->players(st); p++)
        printf("P%d%s%s: %d points\n", p + 1, p < rec->nseats ? " " : "",
               p < rec->nseats ? rec->seats[p] : "", g->score(st, p));
    /* a side the game plays itself (Arnak's solo rival) is "rival" in scores_json */
    json_t *sc = g->scores_json ? g->scores_json(st) : NULL;
    json_t *rival_total = json_object_get(json_object_get(sc, "rival"), "total");
    if (json_is_integer(rival_total))
        printf("rival: %lld points\n", (long long)json_integer_value(rival_total));
    json_decref(sc);
    replay_print_winners(g, st);
    rc = replay_flush();
done:
    game_record_free(rec);
    free(st);
    return rc;
}
