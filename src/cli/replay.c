/* replay.c - `arnak replay FILE`: rebuild a game of any game from its record,
 * verify it, print the scores (or JSON views). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

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
    if (o && sc && view && json_object_set_new(o, "scores", sc) == 0 &&
        json_object_set_new(o, "state", view) == 0)
        text = game_json_dump(o);
    else {
        if (!o || json_object_get(o, "scores") != sc)
            json_decref(sc);
        if (!o || json_object_get(o, "state") != view)
            json_decref(view);
    }
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

int replay_run(const char *path, bool json, int viewer)
{
    game_record *rec = NULL;
    void *st = NULL;
    char err[512];
    if (game_record_read_path(path, &rec, &st, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak replay: %s: %s\n", path, err);
        return 1;
    }
    const game_def *g = rec->g;
    int rc = 0;
    if (json) {
        rc = print_json(g, st, viewer);
        goto done;
    }
    printf("%s: %s, %d players", path, g->name, rec->setup.players);
    for (int i = 0; i < g->noptions; i++)
        printf(", %s %s", g->options[i].name, g->options[i].names[rec->setup.options[i]]);
    printf(", seed %" PRIu64 ", %zu actions, hash 0x%016" PRIx64 "\n", rec->setup.seed, rec->n,
           g->hash(st));
    if (!g->is_over(st)) {
        char text[256] = "";
        if (g->decision_text)
            g->decision_text(st, GAME_VIEW_ALL, text, sizeof text);
        printf("The game is not finished: P%d to decide (%s)\n", g->current_player(st) + 1, text);
    }
    for (int p = 0; p < g->players(st); p++)
        printf("P%d%s%s: %d points\n", p + 1, p < rec->nseats ? " " : "",
               p < rec->nseats ? rec->seats[p] : "", g->score(st, p));
    double ret[GAME_MAX_PLAYERS];
    g->returns(st, ret);
    if (g->is_over(st)) {
        printf("winner:");
        for (int p = 0; p < g->players(st); p++)
            if (ret[p] > 0)
                printf(" P%d", p + 1);
        printf("\n");
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("arnak replay: cannot write the output");
        rc = 1;
    }
done:
    game_record_free(rec);
    free(st);
    return rc;
}
