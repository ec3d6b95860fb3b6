/* term_expedition.c - a round's scoring figure by figure, for games that
 * score figures on paths at the end of each round (Lost Cities: each
 * expedition scores every figure by the step it reached, the researcher
 * double).
 *
 * Read from the game's own data, not from a game's header: its view
 * (seats[p].paths[]: color, step, researcher), its catalog (steps.points:
 * the points of each step, 1-based) and its events ("start" and "move" put
 * figures on steps; "score" gives a side's figure points, chips before and
 * after, artefact tiles exchanged for chips).  A game without these gets no
 * detail; a breakdown that does not add up to the game's own figure is not
 * shown either (the game's line stays the word that counts).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "term_play.h"

enum { FIG_MAX = 16, STEP_MAX = 64 };

typedef struct {
    char color[24];
    int step;
    bool researcher;
} figure;

typedef struct {
    figure f[FIG_MAX];
    int n;
} figures;

static figure *figure_on(figures *fs, const char *color)
{
    for (int i = 0; i < fs->n; i++)
        if (strcmp(fs->f[i].color, color) == 0)
            return &fs->f[i];
    if (fs->n == FIG_MAX)
        return NULL;
    figure *f = &fs->f[fs->n++];
    memset(f, 0, sizeof *f);
    snprintf(f->color, sizeof f->color, "%s", color);
    return f;
}

/* Player p's figures in state st (the view's paths): false when the game
 * has none. */
static bool figures_of(const game_def *g, const void *st, int p, int viewer, figures *fs)
{
    fs->n = 0;
    json_t *v = g->view_json ? g->view_json(st, viewer) : NULL;
    json_t *paths =
        json_object_get(json_array_get(json_object_get(v, "seats"), (size_t)p), "paths");
    bool ok = json_is_array(paths);
    size_t i;
    json_t *path;
    json_array_foreach(paths, i, path)
    {
        const char *c = json_string_value(json_object_get(path, "color"));
        figure *f = c ? figure_on(fs, c) : NULL;
        if (f) {
            f->step = (int)json_integer_value(json_object_get(path, "step"));
            f->researcher = json_is_true(json_object_get(path, "researcher"));
        }
    }
    json_decref(v);
    return ok;
}

/* The steps' points from the catalog (index step - 1): how many, 0 none. */
static int step_points(const game_def *g, int *pts)
{
    json_t *cat = g->catalog_json ? g->catalog_json() : NULL;
    json_t *a = json_object_get(json_object_get(cat, "steps"), "points");
    int n = 0;
    for (size_t i = 0; json_is_array(a) && i < json_array_size(a) && n < STEP_MAX; i++)
        pts[n++] = (int)json_integer_value(json_array_get(a, i));
    json_decref(cat);
    return n;
}

/* The figures' moves among events [0, upto) of player p: where they stand
 * when the round is scored. */
static void apply_moves(const game_def *g, const game_event *ev, int upto, int p, figures *fs)
{
    for (int i = 0; i < upto; i++) {
        if (ev[i].player != p)
            continue;
        json_t *j = g->event_json(&ev[i]);
        const char *type = json_string_value(json_object_get(j, "type"));
        const char *c = json_string_value(json_object_get(j, "color"));
        figure *f = type && c ? figure_on(fs, c) : NULL;
        if (f && strcmp(type, "move") == 0)
            f->step = (int)json_integer_value(json_object_get(j, "to"));
        if (f && strcmp(type, "start") == 0) {
            f->step = 1;
            const char *who = json_string_value(json_object_get(j, "figure"));
            f->researcher = who && strcmp(who, "researcher") == 0;
        }
        json_decref(j);
    }
}

/* One line per side scored, after the game's own: "Red's figures: red step
 * 7 +30, yellow researcher step 2 -15 doubled -30; total +0; 3 artefact tiles
 * exchanged for 3 artefact chips" ("(pays 20 chips)" after a negative sum). */
static int detail(const game_def *g, const void *before, const game_event *ev, int i, int viewer,
                  char *buf, size_t n)
{
    json_t *sj = g->event_json(&ev[i]);
    int p = ev[i].player, pts[STEP_MAX], nsteps = step_points(g, pts);
    long figure_pts = (long)json_integer_value(json_object_get(sj, "figure_points"));
    long before_c = (long)json_integer_value(json_object_get(sj, "chips_before"));
    long after_c = (long)json_integer_value(json_object_get(sj, "chips_after"));
    long art = (long)json_integer_value(json_object_get(sj, "artefact_chips"));
    json_decref(sj);
    figures fs;
    if (nsteps == 0 || p < 0 || !figures_of(g, before, p, viewer, &fs))
        return 0;
    apply_moves(g, ev, i, p, &fs);
    int len = snprintf(buf, n, "%s's figures:", term_player_name(p));
    long sum = 0;
    for (int k = 0; k < fs.n && len < (int)n; k++) {
        const figure *f = &fs.f[k];
        if (f->step < 1)
            continue;
        int v = f->step <= nsteps ? pts[f->step - 1] : 0;
        long got = f->researcher ? 2L * v : v;
        sum += got;
        if (f->researcher)
            len += snprintf(buf + len, n - (size_t)len, "%s %s researcher step %d %+d doubled %+ld",
                            k ? "," : "", f->color, f->step, v, got);
        else
            len += snprintf(buf + len, n - (size_t)len, "%s %s step %d %+d", k ? "," : "", f->color,
                            f->step, v);
    }
    if (sum != figure_pts)
        return 0; /* not the game's count: its own line says it */
    if (len < (int)n)
        len += snprintf(buf + len, n - (size_t)len, "%s; total %+ld", fs.n ? "" : " none", sum);
    if (after_c - before_c != sum && len < (int)n) /* a side never has fewer than 0 chips */
        len += snprintf(buf + len, n - (size_t)len, " (pays %ld of its %ld chips)",
                        before_c - after_c, before_c);
    else if (sum < 0 && len < (int)n)
        len += snprintf(buf + len, n - (size_t)len, " (pays %ld chips)", -sum);
    if (art > 0 && len < (int)n)
        len += snprintf(buf + len, n - (size_t)len,
                        "; %ld artefact tile%s exchanged for %ld artefact chip%s", art,
                        art == 1 ? "" : "s", art, art == 1 ? "" : "s");
    return len < (int)n ? len : (int)n - 1;
}

int term_score_detail(const term_session *ss, const void *before, const game_event *ev, int i,
                      int viewer, char *buf, size_t n)
{
    const game_def *g = ss->g;
    if (!g->event_json || n < 2)
        return 0;
    json_t *j = g->event_json(&ev[i]);
    const char *type = json_string_value(json_object_get(j, "type"));
    bool score = type && strcmp(type, "score") == 0 && json_object_get(j, "figure_points");
    json_decref(j);
    return score ? detail(g, before, ev, i, viewer, buf, n) : 0;
}

bool term_event_folded(const term_session *ss, const game_event *e)
{
    if (!ss->g->event_json)
        return false;
    json_t *j = ss->g->event_json(e);
    const char *type = json_string_value(json_object_get(j, "type"));
    bool folded = type && strcmp(type, "figure_score") == 0;
    json_decref(j);
    return folded;
}
