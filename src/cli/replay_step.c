/* replay_step.c - `arnak replay --step FILE`: walk a game record move by move,
 * for any game of the registry: each decision as its player's action in words,
 * then what it produced (the game's events, as the chosen viewer may know them),
 * a score table by category at every round end and at the end.
 *
 * At a terminal it waits after each move: Enter for the next, a number to run to
 * that move, `a` for all the rest, `q` to stop.  Otherwise (a pipe, a file) it
 * prints the whole game.  The record is verified first (every action legal, the
 * hash), so a damaged record is refused before anything is shown. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

/* Score table: a row per player, a column per category (the total last). */
static void print_scores(const game_def *g, const void *st, const game_record *rec)
{
    int parts[16];
    int np = g->nscore_parts < 16 ? g->nscore_parts : 16;
    int width[16];
    printf("      %-14s", "");
    for (int k = 0; k < np; k++) {
        int w = (int)strlen(g->score_part_names[k]);
        width[k] = w < 6 ? 6 : w;
        printf(" %*s", width[k], g->score_part_names[k]);
    }
    printf("\n");
    for (int p = 0; p < g->players(st); p++) {
        char who[40];
        snprintf(who, sizeof who, "P%d%s%s", p + 1, p < rec->nseats ? " " : "",
                 p < rec->nseats ? rec->seats[p] : "");
        printf("      %-14.14s", who);
        int n = g->score_parts(st, p, parts, np);
        for (int k = 0; k < n; k++)
            printf(" %*d", width[k], parts[k]);
        printf("\n");
    }
}

/* Reads one answer at the pause after a move: how many more moves to show
 * without pausing (0: pause after the next), -1 to stop. */
static long ask(size_t done, size_t total)
{
    printf("-- %zu/%zu: Enter next, a number to go to that move, a all, q quit: ", done, total);
    fflush(stdout);
    char line[64];
    if (!fgets(line, sizeof line, stdin))
        return -1;
    if (!strchr(line, '\n') && !feof(stdin)) { /* over-long: drop the rest of the line */
        int c;
        while ((c = getchar()) != EOF && c != '\n')
            ;
        return 0;
    }
    line[strcspn(line, "\r\n")] = 0;
    if (line[0] == 'q' || line[0] == 'Q')
        return -1;
    if (line[0] == 'a' || line[0] == 'A')
        return (long)total;
    char *end;
    long to = strtol(line, &end, 10);
    if (end != line && *end == 0 && to > (long)done)
        return to - (long)done - 1;
    return 0;
}

int replay_step_run(const char *path, int viewer, bool pause)
{
    game_record *rec;
    void *final;
    if (replay_load(path, &rec, &final) != 0)
        return 1;
    free(final);
    const game_def *g = rec->g;
    int rc = 1;
    void *st = malloc(g->state_size), *before = malloc(g->state_size);
    game_event *ev = malloc(sizeof *ev * GAME_MAX_EVENTS);
    if (!st || !before || !ev) {
        fprintf(stderr, "arnak replay: out of memory\n");
        goto done;
    }
    if (g->init(st, &rec->setup) != GAME_OK) {
        fprintf(stderr, "arnak replay: %s: the game cannot be set up\n", path);
        goto done;
    }
    if (viewer >= g->players(st)) {
        fprintf(stderr, "arnak replay: --view %d, but the game has %d players\n", viewer + 1,
                g->players(st));
        goto done;
    }
    replay_print_setup(path, rec);
    printf("; shown %s\n", viewer < 0 ? "with everything visible" : "as one player saw it");
    if (viewer >= 0)
        printf("(as P%d saw it)\n", viewer + 1);
    for (int p = 0; p < rec->nseats; p++)
        printf("  P%d: %s\n", p + 1, rec->seats[p]);
    long run = pause ? 0 : (long)rec->n;
    int round = g->round(st);
    printf("-- round %d\n", round);
    for (size_t i = 0; i < rec->n; i++) {
        memcpy(before, st, g->state_size);
        game_action a = rec->actions[i];
        char text[256];
        int who = g->current_player(before);
        if (!g->action_text || g->action_text(before, a, viewer, text, sizeof text) < 0) {
            char t[200];
            g->action_to_string(before, a, t, sizeof t);
            snprintf(text, sizeof text, "P%d: %s", who + 1, t);
        }
        if (g->apply(st, a) != GAME_OK) { /* the reader verified it: an engine bug */
            fprintf(stderr, "arnak replay: %s: action %zu refused on the second pass\n", path, i + 1);
            goto done;
        }
        printf("%5zu. %s\n", i + 1, text);
        int ne = g->events ? g->events(before, a, st, viewer, ev, GAME_MAX_EVENTS) : 0;
        for (int k = 0; k < ne; k++) {
            char line[256];
            if (g->event_text(&ev[k], line, sizeof line) > 0)
                printf("         %s\n", line);
        }
        if (g->round(st) != round || g->is_over(st)) {
            printf("-- end of round %d%s\n", round, g->is_over(st) ? " (game over)" : "");
            print_scores(g, st, rec);
            round = g->round(st);
            if (!g->is_over(st))
                printf("-- round %d\n", round);
        }
        if (ferror(stdout))
            break;
        if (run > 0) {
            run--;
        } else if (i + 1 < rec->n) {
            run = ask(i + 1, rec->n);
            if (run < 0)
                break;
        }
    }
    replay_print_winners(g, st);
    rc = replay_flush();
done:
    game_record_free(rec);
    free(st);
    free(before);
    free(ev);
    return rc;
}
