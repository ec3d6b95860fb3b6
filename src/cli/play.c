/* play.c - `arnak play`: humans and bots at one terminal, for every game of
 * the registry, over core/game.h (the game's views, groups of options and
 * texts come through its game_def).
 *
 * The game is the record (seed + actions); the state is always what
 * replaying it gives, so undo drops actions and replays.  A human sees the
 * game as their own seat may (the game's texts for that viewer).
 *
 * Nothing is lost: the record is saved atomically (term_save.c) after every
 * action of a person and before every prompt, to a file named at the start;
 * quit asks, Ctrl-C and the end of input save and say how to resume.
 *
 * Two faces: the plain line mode (--plain, or input or output that is not a
 * terminal) prints everything in order for scripts and screen readers; the
 * screen mode draws one screen per decision fitted to the terminal
 * (term_draw.c) and shows the rest as views on request (term_commands.c).
 * Every action, a bot's too, goes into the log (term_log.c); a single
 * option is taken for the player and logged, unless it would reveal
 * something while undo could still take the turn back.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arena.h"
#include "cmdline/cmdline.h"
#include "term_play.h"

int term_apply(term_session *ss, game_action a, char *err, size_t n)
{
    const game_def *g = ss->g;
    unsigned char *next = malloc(g->state_size);
    if (!next) {
        snprintf(err, n, "out of memory");
        return GAME_E_NOMEM;
    }
    /* applied to a copy first, so that a failure leaves state and record in step */
    memcpy(next, ss->s, g->state_size);
    int rc = g->apply(next, a);
    if (rc != GAME_OK)
        snprintf(err, n, "the game rejects the action: %s", game_strerror(rc));
    else if (game_record_push(ss->rec, a) != 0) {
        snprintf(err, n, "out of memory");
        rc = GAME_E_NOMEM;
    }
    if (rc == GAME_OK) {
        if (g->current_player(next) != g->current_player(ss->s) || g->round(next) != g->round(ss->s))
            ss->turns++;
        memcpy(ss->s, next, g->state_size);
    }
    free(next);
    return rc;
}

int term_undo(term_session *ss, int me, char *err, size_t n)
{
    const game_def *g = ss->g;
    size_t depth = game_record_undo_depth(ss->rec, me);
    unsigned char *st = malloc(g->state_size);
    game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
    int rc = -1;
    snprintf(err, n, "nothing to undo: only your own steps of this turn since the last card "
                     "drawn or thing revealed can be taken back");
    /* steps taken for the player (a single option) go with the decision
     * before them: else they would be taken again at once */
    for (size_t k = 1; st && legal && k <= depth; k++) {
        if (game_record_rebuild(ss->rec, ss->rec->n - k, st, err, n) != GAME_OK) {
            rc = -2;
            break;
        }
        if (g->current_player(st) == me && g->legal_actions(st, legal) > 1) {
            for (size_t j = 0; j < k; j++)
                game_record_pop(ss->rec);
            memcpy(ss->s, st, g->state_size);
            rc = 0;
            break;
        }
    }
    if (!st || !legal) {
        snprintf(err, n, "out of memory");
        rc = -2;
    }
    free(st);
    free(legal);
    return rc;
}

/* Applies a and logs it (with the state before it): 0, or -1 with a line. */
static int take(term_session *ss, game_action a, int p, bool forced)
{
    char err[256];
    unsigned char *before = malloc(ss->g->state_size);
    if (!before) {
        fprintf(stderr, "arnak play: out of memory\n");
        return -1;
    }
    memcpy(before, ss->s, ss->g->state_size);
    int rc = term_apply(ss, a, err, sizeof err);
    if (rc == GAME_OK)
        term_log_action(ss, before, a, p, forced);
    else
        fprintf(stderr, "arnak play: %s: %s\n", ss->human[p] ? "your action" : ss->names[p], err);
    free(before);
    return rc == GAME_OK ? 0 : -1;
}

/* Would taking the single option `a` reveal something (a card drawn, a
 * tile turned: an event flagged GAME_EVENT_REVEAL) while `me` could still
 * take back what they did this turn?  Then it waits for the player like any
 * decision, so that 'undo' still can.  A step that reveals nothing (the end
 * of a turn) is no choice and is taken. */
static bool closes_undo(const term_session *ss, int me, game_action a)
{
    if (game_record_undo_depth(ss->rec, me) == 0)
        return false;
    unsigned char *after = malloc(ss->g->state_size);
    game_event *ev = malloc(sizeof *ev * GAME_MAX_EVENTS);
    bool closes = false;
    if (after && ev) {
        memcpy(after, ss->s, ss->g->state_size);
        int n = ss->g->apply(after, a) == GAME_OK
                    ? ss->g->events(ss->s, a, after, GAME_VIEW_ALL, ev, GAME_MAX_EVENTS)
                    : 0;
        for (int i = 0; i < n && !closes; i++)
            closes = (ev[i].flags & GAME_EVENT_REVEAL) != 0;
    }
    free(after);
    free(ev);
    return closes;
}

/* End of input or Ctrl-C while reading: the outcome, said. */
static int read_gone(const term_session *ss, cli_line rl)
{
    if (rl == CLI_LINE_INTR || term_interrupted())
        return TERM_INTR;
    if (rl == CLI_LINE_GARBAGE)
        term_input_error("%s", cli_line_error(rl));
    printf("\nend of input: leaving the game (seed %llu)\n", (unsigned long long)ss->rec->setup.seed);
    return TERM_QUIT;
}

/* Hot-seat: before a person's hand is shown, the screen is cleared and the
 * next player presses Enter, so that the one before does not see it. */
static int hot_seat(term_session *ss, int me)
{
    if (ss->nhumans < 2 || ss->hot_last == me)
        return TERM_APPLIED;
    if (ss->screen)
        fputs("\033[H\033[2J", stdout);
    printf("%s's turn: pass the terminal to %s and press Enter ", term_player_name(me),
           term_player_name(me));
    fflush(stdout);
    cli_line rl = cli_read_line(stdin, ss->input, sizeof ss->input);
    if (rl == CLI_LINE_INTR || rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE || term_interrupted())
        return read_gone(ss, rl);
    ss->hot_last = me;
    ss->board_turn = -1; /* plain mode: the board again for this player */
    return TERM_APPLIED;
}

/* "pass" while other options remain ends the player's round: asked first,
 * saying how many cards the hand holds when the game's view tells. */
static int confirm_pass(term_session *ss, int me, game_action a, int n)
{
    char text[TERM_TEXT_MAX];
    ss->g->action_to_string(ss->s, a, text, sizeof text);
    if (strcmp(text, "pass") != 0 || n < 2)
        return TERM_APPLIED;
    json_t *v = ss->g->view_json ? ss->g->view_json(ss->s, me) : NULL;
    json_t *hand = json_object_get(json_array_get(json_object_get(v, "players"), (size_t)me), "hand");
    size_t cards = json_array_size(hand);
    bool known = json_is_array(hand); /* read before the view is freed */
    json_decref(v);
    if (known && cards == 0)
        return TERM_APPLIED;
    char q[128];
    if (known)
        snprintf(q, sizeof q, "Pass with %zu card%s in hand? Your round ends.", cards,
                 cards == 1 ? "" : "s");
    else
        snprintf(q, sizeof q, "Pass? Your round ends.");
    term_answer ans = term_ask(q);
    if (ans == TERM_GONE)
        return term_interrupted() ? TERM_INTR : TERM_QUIT;
    if (ans == TERM_NO) {
        printf("not passed\n");
        return TERM_AGAIN;
    }
    return TERM_APPLIED;
}

/* Reads lines until an option is taken or the decision ends otherwise. */
static int prompt(term_session *ss, int me, const term_menu *m)
{
    char err[256];
    for (;;) {
        if (term_interrupted()) /* Ctrl-C during a command (hint): no read */
            return TERM_INTR;
        printf("> ");
        fflush(stdout);
        cli_line rl = cli_read_line(stdin, ss->input, sizeof ss->input);
        if (rl == CLI_LINE_INTR || rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE ||
            term_interrupted())
            return read_gone(ss, rl);
        if (rl != CLI_LINE_OK) {
            term_input_error("%s", cli_line_error(rl));
            continue;
        }
        char *in = ss->input;
        while (isspace((unsigned char)*in))
            in++;
        for (size_t k = strlen(in); k > 0 && isspace((unsigned char)in[k - 1]); k--)
            in[k - 1] = '\0';
        if (!*in) {
            if (ss->screen)
                term_show(ss, me, m, false);
            continue;
        }
        int rc = term_command(ss, me, m, in);
        if (rc >= 0 && rc != TERM_AGAIN)
            return rc;
        if (rc == TERM_AGAIN)
            continue;
        game_action a;
        if (!term_menu_find(m, ss, in, &a, err, sizeof err)) {
            if (!*err) {
                char shown[64];
                size_t j = 0;
                for (const char *p = in; *p && j + 4 < sizeof shown; p++)
                    shown[j++] = (*p >= 0x20 && *p < 0x7f) ? *p : '?';
                shown[j] = '\0';
                snprintf(err, sizeof err, "'%s%s' is neither a legal action nor a command (type help)",
                         shown, strlen(in) > j ? "..." : "");
            }
            term_input_error("%s", err);
            continue;
        }
        rc = confirm_pass(ss, me, a, m->n);
        if (rc == TERM_AGAIN)
            continue;
        if (rc != TERM_APPLIED)
            return rc;
        if (take(ss, a, me, false) != 0)
            return TERM_ERROR;
        term_autosave_write(&ss->save, ss->rec, false);
        return TERM_APPLIED;
    }
}

/* One decision of a human: the options numbered once, shown, and read
 * until one is taken or the player leaves. */
static int human_decision(term_session *ss, int me)
{
    term_menu m;
    if (term_menu_make(&m, ss) != 0) {
        fprintf(stderr, "arnak play: out of memory\n");
        return TERM_ERROR;
    }
    int rc;
    if (m.n == 1 && !closes_undo(ss, me, m.act[0])) {
        /* a single option is no choice: taken at once, and the log says so */
        rc = take(ss, m.act[0], me, true) == 0 ? TERM_APPLIED : TERM_ERROR;
        term_autosave_write(&ss->save, ss->rec, false);
        term_menu_free(&m);
        return rc;
    }
    rc = hot_seat(ss, me);
    if (rc == TERM_APPLIED) {
        term_autosave_write(&ss->save, ss->rec, false);
        /* plain mode: the board once per turn of this player */
        bool board = ss->board_for != me || ss->board_turn != ss->turns;
        ss->board_for = me;
        ss->board_turn = ss->turns;
        term_show(ss, me, &m, board);
        rc = prompt(ss, me, &m);
    }
    term_menu_free(&m);
    return rc;
}

static int bot_decision(term_session *ss, int p)
{
    game_action *legal = malloc(sizeof *legal * (size_t)ss->g->max_actions);
    if (!legal)
        return -1;
    int n = ss->g->legal_actions(ss->s, legal);
    game_action a = ss->bots[p].choose(&ss->bots[p], ss->s, legal, n);
    free(legal);
    return take(ss, a, p, false);
}

/* The autosave file: --save FILE, else the loaded file (the game goes on
 * where it was saved), else a new file under the state folder. */
static int setup_autosave(term_session *ss, const play_options *o)
{
    if (o->no_autosave) {
        printf("autosave: off (--no-autosave)\n");
        return 0;
    }
    struct stat st;
    if (o->save && (!o->load || strcmp(o->save, o->load) != 0) && stat(o->save, &st) == 0) {
        fprintf(stderr, "arnak play: --save %s: the file exists (load it with --load, or "
                        "choose another name)\n", o->save);
        return 1;
    }
    term_autosave_name(&ss->save, ss->g->name, ss->rec->setup.seed, o->save, o->load);
    if (!ss->save.on)
        return 0;
    printf("autosave: %s\n", ss->save.path);
    if (o->load && strcmp(ss->save.path, o->load) == 0)
        ss->save.saved_n = ss->rec->n; /* the file holds this very record: kept until a move */
    else
        term_autosave_write(&ss->save, ss->rec, true);
    return 0;
}

/* Seats (the command line, else the loaded record, else main.c's
 * defaults), their bots, and the state at the start. */
static int setup_seats(term_session *ss, const play_options *o, const game_setup *cfg)
{
    const game_record *loaded = o->loaded;
    const char *names[GAME_MAX_PLAYERS];
    for (int p = 0; p < cfg->players; p++)
        names[p] = (loaded && !o->seats_given && loaded->nseats == cfg->players) ? loaded->seats[p]
                                                                                : o->seats[p];
    for (int p = 0; p < cfg->players; p++)
        if (strcmp(names[p], "human") != 0 && !bot_known(names[p]))
            return cli_usage_error("play", "unknown seat '%s' (human or one of: %s)", names[p],
                                   bot_names());
    if (game_record_set_seats(ss->rec, names, cfg->players) != 0) {
        fprintf(stderr, "arnak play: bad seat names\n");
        return 1;
    }
    for (int p = 0; p < cfg->players; p++) {
        ss->names[p] = ss->rec->seats[p];
        ss->human[p] = strcmp(ss->names[p], "human") == 0;
        ss->nhumans += ss->human[p];
        if (!ss->human[p] &&
            bot_create(&ss->bots[p], ss->g, ss->names[p], p, cli_bot_seed(cfg->seed, p)) != 0) {
            fprintf(stderr, "arnak play: cannot start the bot '%s'\n", ss->names[p]);
            return 1;
        }
    }
    return 0;
}

/* "Lost Ruins of Arnak, 2 players, seed 7, side bird": the game's setup. */
static void print_setup(const term_session *ss, const game_setup *cfg)
{
    const game_def *g = ss->g;
    printf("%s, %d player%s, seed %llu", g->title, cfg->players, cfg->players == 1 ? "" : "s",
           (unsigned long long)cfg->seed);
    for (int i = 0; i < g->noptions; i++)
        if (game_option_applies(&g->options[i], cfg->players))
            printf(", %s %s", g->options[i].name, g->options[i].names[cfg->options[i]]);
    printf("\n");
}

/* A loaded record replayed into the log, whole: silently up to the last
 * action of a person (the log has the game's history, as if it had never
 * stopped), then the others' moves since, printed in plain mode (the
 * opponents' last turn is on the first screen). */
static int resume(term_session *ss, const char *path, const game_record *loaded)
{
    char err[256];
    size_t quiet = 0;
    for (size_t i = 0; i < loaded->n; i++) {
        int p = ss->g->current_player(ss->s);
        if (p >= 0 && p < ss->nplayers && ss->human[p])
            quiet = i + 1;
        if (term_apply(ss, loaded->actions[i], err, sizeof err) != GAME_OK) {
            fprintf(stderr, "arnak play: %s: action %zu: %s\n", path, i + 1, err);
            return 1;
        }
    }
    if (game_record_rebuild(ss->rec, 0, ss->s, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak play: %s: %s\n", path, err);
        return 1;
    }
    unsigned char *before = malloc(ss->g->state_size);
    int rc = before ? 0 : 1;
    ss->quiet = true;
    term_log_start(ss);
    for (size_t i = 0; rc == 0 && i < loaded->n; i++) {
        if (i == quiet) {
            ss->quiet = false;
            term_log_round_marker(ss, false);
            printf("resumed %s after %zu actions\n", path, loaded->n);
        }
        int p = ss->g->current_player(ss->s);
        game_action a = ss->rec->actions[i];
        memcpy(before, ss->s, ss->g->state_size);
        rc = ss->g->apply(ss->s, a) == GAME_OK ? 0 : 1;
        if (rc == 0)
            term_log_action(ss, before, a, p, false);
    }
    if (rc == 0 && ss->quiet) {
        ss->quiet = false;
        term_log_round_marker(ss, false);
        printf("resumed %s after %zu actions\n", path, loaded->n);
    }
    free(before);
    if (rc != 0)
        fprintf(stderr, "arnak play: %s: the record does not replay\n", path);
    return rc;
}

static int setup(term_session *ss, const play_options *o)
{
    char err[256];
    const game_record *loaded = o->loaded; /* main.c read it, and chose this game by it */
    game_setup cfg = loaded ? loaded->setup : o->setup;
    ss->g = o->g;
    ss->rec = game_record_new(ss->g, &cfg);
    ss->s = malloc(ss->g->state_size);
    if (!ss->rec || !ss->s) {
        fprintf(stderr, "arnak play: out of memory\n");
        return 1;
    }
    ss->nplayers = cfg.players;
    int rc = setup_seats(ss, o, &cfg);
    if (rc != 0)
        return rc;
    if (game_record_rebuild(ss->rec, 0, ss->s, err, sizeof err) != GAME_OK) {
        fprintf(stderr, "arnak play: %s\n", err);
        return 1;
    }
    print_setup(ss, &cfg);
    if (loaded && resume(ss, o->load, loaded) != 0)
        return 1;
    if (!loaded)
        term_log_start(ss);
    return setup_autosave(ss, o);
}

/* The final score by category, a column per player (and a rival) headed by
 * its colour over its seat: the categories that add up to the total, the
 * total, then what is told beside it (a tie-break's count); each row named
 * whole, within 80 columns at the game's most players. */
#define FINAL_WIDTH 80
static void print_final_scores(const term_session *ss)
{
    const game_def *g = ss->g;
    json_t *sc = g->scores_json ? g->scores_json(ss->s) : NULL;
    json_t *pl = json_object_get(sc, "players"), *rival = json_object_get(sc, "rival");
    json_t *col[GAME_MAX_PLAYERS + 1];
    const char *head[GAME_MAX_PLAYERS + 1], *seat[GAME_MAX_PLAYERS + 1];
    int ncol = 0;
    for (int p = 0; p < ss->nplayers && p < GAME_MAX_PLAYERS; p++, ncol++) {
        col[ncol] = json_array_get(pl, (size_t)p);
        head[ncol] = term_player_name(p);
        seat[ncol] = ss->names[p];
    }
    if (json_is_object(rival)) {
        col[ncol] = rival;
        head[ncol] = "rival", seat[ncol++] = "";
    }
    const char *row[32];
    int nrow = term_score_categories(g, row, 16), nsum = nrow - 1;
    bool after = false;
    for (int i = 0; i < g->nscore_parts && nrow < 32; i++) {
        const char *name = g->score_part_names[i];
        if (after && !strstr(name, "rank")) /* an order of arrival: no points */
            row[nrow++] = name;
        after |= strcmp(name, "total") == 0;
    }
    int lw = (int)strlen("Final scores"), cw = 5;
    for (int i = 0; i < nrow; i++)
        lw = (int)strlen(row[i]) > lw ? (int)strlen(row[i]) : lw;
    for (int c = 0; c < ncol; c++) {
        int w = (int)strlen(head[c]) > (int)strlen(seat[c]) ? (int)strlen(head[c])
                                                            : (int)strlen(seat[c]);
        cw = w > cw ? w : cw;
    }
    if (ncol > 0 && lw + ncol * (cw + 1) > FINAL_WIDTH)
        cw = (FINAL_WIDTH - lw) / ncol - 1; /* a long seat name is cut, never a category */
    printf("%-*s", lw, "Final scores");
    for (int c = 0; c < ncol; c++)
        printf(" %*.*s", cw, cw, head[c]);
    printf("\n%-*s", lw, "");
    for (int c = 0; c < ncol; c++)
        printf(" %*.*s", cw, cw, seat[c]);
    printf("\n");
    for (int i = 0; i < nrow; i++) {
        if (i == nsum) { /* the rows above add up to the total */
            printf("%-*s", lw, "");
            for (int c = 0; c < ncol; c++)
                printf(" %.*s", cw, "--------------------------------");
            printf("\n");
        }
        printf("%-*s", lw, row[i]);
        for (int c = 0; c < ncol; c++)
            printf(" %*lld", cw, (long long)json_integer_value(json_object_get(col[c], row[i])));
        printf("\n");
    }
    json_decref(sc);
    double r[GAME_MAX_PLAYERS];
    g->returns(ss->s, r);
    int k = 0;
    for (int p = 0; p < ss->nplayers; p++)
        k += r[p] > 0;
    printf("%s:", k == 0 ? "Winner: the rival; lost" : k > 1 ? "Winners (tied)" : "Winner");
    for (int p = 0; p < ss->nplayers; p++)
        if (r[p] > 0)
            printf(" %s (%s)", term_player_name(p), ss->names[p]);
    printf("\n");
}

/* At the end, for one person at the terminal: the decisions where the
 * `medium` bot judges they lost the most (arena_review), offered with how
 * long it takes (arena_review_plan), not imposed. */
static void offer_review(term_session *ss)
{
    if (ss->nhumans != 1)
        return;
    int me = 0;
    while (me < ss->nplayers && !ss->human[me])
        me++;
    double secs;
    int count = arena_review_plan(ss->rec, "medium", me, ss->rec->setup.seed, &secs);
    if (count <= 0)
        return;
    char took[48], question[160];
    arena_duration_text(secs, took, sizeof took);
    snprintf(question, sizeof question,
             "Review your %d decision%s by the medium bot's judgement (%s)?", count,
             count == 1 ? "" : "s", took);
    if (term_ask(question) != TERM_YES)
        return;
    char name[64];
    snprintf(name, sizeof name, "%s's game", term_player_name(me));
    /* the duration the offer said, not a second measure of it */
    arena_review(ss->rec, "medium", me, ss->rec->setup.seed, name, term_player_name, count, secs);
}

/* The game is over: the last round's summary, what the screen has not
 * shown yet, the scores, the record and the review.  True when a copy of
 * the record was saved. */
static bool game_over(term_session *ss)
{
    term_log *lg = term_log_of(ss, ss->hot_last >= 0 ? ss->hot_last : 0);
    size_t from = lg->seen < lg->n ? lg->seen : lg->n;
    term_log_final(ss);
    if (ss->screen) {
        /* wrapped at the width as the log's lines are: a terminal's own
         * wrap would cut words ("green st" / "ep 5") */
        int cols, rows;
        term_size(&cols, &rows);
        for (size_t i = from; i < lg->n; i++)
            term_print_wrapped(stdout, lg->line[i], cols, 4);
    }
    printf("\nGame over after %zu decisions (seed %llu)\n", ss->rec->n,
           (unsigned long long)ss->rec->setup.seed);
    print_final_scores(ss);
    bool copied = term_autosave_offer_copy(&ss->save, ss->rec);
    offer_review(ss);
    return copied;
}

/* One step of the game: a bot's move or a person's decision.  TERM_APPLIED
 * to go on, else why the game stops here. */
static int step(term_session *ss)
{
    if (ss->rec->n >= CLI_MAX_DECISIONS) {
        fprintf(stderr, "arnak play: no end after %d decisions; giving up\n", CLI_MAX_DECISIONS);
        return TERM_ERROR;
    }
    int p = ss->g->current_player(ss->s);
    if (p < 0 || p >= ss->nplayers) {
        fprintf(stderr, "arnak play: the game names no player to move\n");
        return TERM_ERROR;
    }
    if (ss->human[p])
        return human_decision(ss, p);
    if (ss->screen) {
        /* the screen stays until a person decides again: say why */
        printf("\r\033[K%s is thinking...", term_player_name(p));
        fflush(stdout);
    }
    if (bot_decision(ss, p) != 0)
        return TERM_ERROR;
    /* every action is saved while a person plays (a game of bots only is
     * saved when it ends or is left) */
    if (ss->nhumans > 0)
        term_autosave_write(&ss->save, ss->rec, false);
    return TERM_APPLIED;
}

int play_run(const play_options *o)
{
    term_session *ss = calloc(1, sizeof *ss);
    if (!ss) {
        fprintf(stderr, "arnak play: out of memory\n");
        return 1;
    }
    ss->opt = o;
    ss->screen = !o->plain && isatty(STDOUT_FILENO) && isatty(STDIN_FILENO);
    ss->hot_last = -1;
    ss->board_for = -1;
    term_signals_install();
    int rc = setup(ss, o);
    bool left = false, copied = false;
    while (rc == 0 && !ss->g->is_over(ss->s)) {
        int h = term_interrupted() ? TERM_INTR : step(ss);
        if (h == TERM_QUIT || h == TERM_INTR) {
            if (h == TERM_INTR)
                printf("\ninterrupted: leaving the game (seed %llu)\n",
                       (unsigned long long)ss->rec->setup.seed);
            term_autosave_leave(&ss->save, ss->rec);
            rc = h == TERM_INTR ? 130 : 0;
            left = true;
            break;
        } else if (h == TERM_ERROR) {
            rc = 1;
        }
    }
    if (rc == 0 && !left && ss->g->is_over(ss->s))
        copied = game_over(ss);
    /* a game that was to be saved and is not: the exit says so */
    if (ss->rec && term_autosave_exit(&ss->save, copied) != 0 && rc == 0)
        rc = 1;
    game_record_free(ss->rec);
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        bot_destroy(&ss->bots[p]);
    term_logs_free(ss);
    free(ss->s);
    free(ss);
    return rc;
}
