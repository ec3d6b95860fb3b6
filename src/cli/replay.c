/* replay.c - `arnak replay FILE`: rebuild a game from its record, verify it,
 * print the scores. */
#include <inttypes.h>
#include <stdio.h>

#include <stdlib.h>

#include "cli.h"
#include "render.h"
#include "../proto/json_view.h"

static int print_json(const arnak_state *s, int viewer)
{
    if (viewer >= s->nplayers) {
        fprintf(stderr, "arnak replay: --view %d, but the game has %d players\n", viewer + 1,
                s->nplayers);
        return 1;
    }
    json_t *o = json_object();
    json_object_set_new(o, "scores", json_scores_view(s));
    json_object_set_new(o, "state", viewer >= 0 ? json_observation_view(s, viewer) : json_state_view(s));
    char *text = json_dump_sorted(o);
    json_decref(o);
    if (!text) {
        fprintf(stderr, "arnak replay: out of memory\n");
        return 1;
    }
    puts(text);
    free(text);
    return 0;
}

int replay_run(const char *path, bool json, int viewer)
{
    game_record *rec = NULL;
    arnak_state s;
    char err[512];
    if (record_read_path(path, &rec, &s, err, sizeof err) != ARNAK_OK) {
        fprintf(stderr, "arnak replay: %s: %s\n", path, err);
        return 1;
    }
    if (json) {
        record_free(rec);
        return print_json(&s, viewer);
    }
    const char *names[ARNAK_MAX_PLAYERS] = {NULL, NULL, NULL, NULL};
    for (int p = 0; p < rec->nseats && p < ARNAK_MAX_PLAYERS; p++)
        names[p] = rec->seats[p];

    printf("%s: %d players, %s side, seed %" PRIu64 ", %zu actions, hash 0x%016" PRIx64 "\n",
           path, rec->cfg.players, rec->cfg.side == ARNAK_SIDE_SNAKE ? "snake" : "bird",
           rec->cfg.seed, rec->n, arnak_hash(&s));
    if (!arnak_is_over(&s)) {
        char text[256];
        arnak_decision_text(&s, text, sizeof text);
        printf("The game is not finished: round %d, P%d to decide (%s)\n", s.round,
               arnak_current_player(&s) + 1, text);
    }
    render_scores(stdout, &s, names, false);
    record_free(rec);
    return 0;
}
