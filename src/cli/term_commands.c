/* term_commands.c - what a person may type at a decision besides an option:
 * one table of commands (a name, a one-key form, what it does), the game's
 * views (g->views: by name, "v NAME" or their key), the log, the score,
 * hint, explain, undo, save and quit.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "term_play.h"

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
    return s;
}

typedef int (*command_fn)(term_session *ss, int me, const term_menu *m, char *arg);

static int c_help(term_session *ss, int me, const term_menu *m, char *arg);

static int c_board(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)arg;
    if (ss->screen) {
        term_page_text(ss, me, ss->g->view_text);
        return TERM_AGAIN;
    }
    term_show(ss, me, m, true);
    return TERM_AGAIN;
}

static int c_list(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)arg;
    term_lines l;
    term_lines_init(&l, 1000);
    term_menu_lines(m, ss, me, &l);
    for (int i = 0; i < l.n; i++)
        printf("%s\n", l.line[i]);
    term_lines_free(&l);
    return TERM_AGAIN;
}

static int c_log(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)m;
    term_show_log(ss, me, arg && strcmp(arg, "more") == 0);
    return TERM_AGAIN;
}

static int c_log_more(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)arg;
    (void)m;
    term_show_log(ss, me, true);
    return TERM_AGAIN;
}

static int c_score(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)me;
    (void)m;
    (void)arg;
    term_show_score(ss);
    return TERM_AGAIN;
}

static int c_quit(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)me;
    (void)m;
    (void)arg;
    term_answer ans = term_autosave_ask_quit(&ss->save, ss->rec);
    if (ans == TERM_NO)
        return TERM_AGAIN;
    return ans == TERM_GONE && term_interrupted() ? TERM_INTR : TERM_QUIT;
}

static int c_explain(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)me;
    (void)m;
    char expl[4096];
    if (!ss->g->explain)
        term_input_error("this game explains nothing: its board shows what there is");
    else if (!arg || !*arg)
        term_input_error("explain what? a name as an option, a view or the log shows it");
    else if (ss->g->explain(arg, expl, sizeof expl) < 0)
        term_input_error("%s", expl);
    else
        term_page(ss, expl, 2);
    return TERM_AGAIN;
}

/* `hint`: the search's favourite options for `me` (it sees only what `me`
 * sees), with their numbers in this decision; seeded from the game seed and
 * the decision count, so the same position always gets the same hint. */
static int c_hint(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)arg;
    bot b;
    uint64_t seed = cli_mix64(ss->rec->setup.seed ^ (0x68696e74ULL << 32) ^ ss->rec->n);
    bot_option_value opt[5];
    int n = -1;
    if (bot_create(&b, ss->g, "medium", me, seed) == 0) {
        char took[48];
        arena_duration_text(bot_analyze_seconds(&b, ss->s), took, sizeof took);
        printf("thinking (%s)...\n", took);
        fflush(stdout);
        n = bot_analyze(&b, ss->s, opt, 5);
        bot_destroy(&b);
    }
    if (n <= 0) {
        term_input_error("no hint: the search could not run");
        return TERM_AGAIN;
    }
    printf("The search (level medium) likes, best first (value: 1 = a sure win):\n");
    for (int i = 0; i < n; i++) {
        char text[TERM_TEXT_MAX], named[TERM_TEXT_MAX + 64];
        int k = 0;
        for (int j = 0; j < m->n; j++)
            if (m->act[j] == opt[i].action)
                k = j + 1;
        term_action_phrase(ss, ss->s, opt[i].action, me, text, sizeof text);
        term_names(ss, text, named, sizeof named);
        printf("  %2d) %-44s tried %u times, value %.2f\n", k, named, opt[i].visits,
               opt[i].value);
    }
    return TERM_AGAIN;
}

static int c_undo(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)m;
    (void)arg;
    char err[TERM_PATH_MAX + 128];
    int rc = term_undo(ss, me, err, sizeof err);
    if (rc == -2) {
        fprintf(stderr, "arnak play: undo failed: %s\n", err);
        return TERM_ERROR;
    }
    if (rc < 0) {
        term_input_error("%s", err);
        return TERM_AGAIN;
    }
    char ev[64];
    snprintf(ev, sizeof ev, "P%d: undo", me + 1);
    term_event(ss, ev);
    term_autosave_write(&ss->save, ss->rec, false);
    return TERM_APPLIED; /* the loop asks the decision now pending */
}

static const struct {
    const char *name;
    char key;
    bool arg; /* takes the rest of the line */
    command_fn fn;
    const char *help;
} commands[] = {
    {"board", 'b', false, c_board, "the whole board"},
    {"list", 0, false, c_list, "all the options again, with their notes"},
    {"log", 'l', true, c_log, "the latest events ('log more': earlier)"},
    {"more", 'm', false, c_log_more, "the events before the page of the log shown last"},
    {"score", 'c', false, c_score, "the live score by category"},
    {"scores", 0, false, c_score, NULL},
    {"undo", 'u', false, c_undo, "take back your last decision of this turn"},
    {"hint", 'h', false, c_hint, "the options a search bot (level medium) likes best here"},
    {"explain", 0, true, c_explain, "explain X: what a card, tile or other thing named X is"},
    {"quit", 'q', false, c_quit, "leave the game (asks first; the game is saved)"},
    {"exit", 0, false, c_quit, NULL},
    {"help", '?', false, c_help, "this text"},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static int c_help(term_session *ss, int me, const term_menu *m, char *arg)
{
    (void)me;
    (void)arg;
    char text[4096];
    int len = snprintf(text, sizeof text,
                       "Type the number of an option (1..%d) or its text as listed (any case).\n"
                       "Views (a command, 'v NAME', or one key):\n",
                       m->n);
    for (int i = 0; i < ss->g->nviews && len < (int)sizeof text; i++) {
        const game_view *v = &ss->g->views[i];
        len += snprintf(text + len, sizeof text - (size_t)len, "  %-12s (%c)  %s\n", v->name,
                        v->key ? v->key : ' ', v->help);
    }
    if (len < (int)sizeof text)
        len += snprintf(text + len, sizeof text - (size_t)len, "Commands (any case; one key in brackets):\n");
    for (size_t i = 0; i < NCOMMANDS && len < (int)sizeof text; i++)
        if (commands[i].help)
            len += snprintf(text + len, sizeof text - (size_t)len, "  %-12s (%c)  %s\n",
                            commands[i].name, commands[i].key ? commands[i].key : ' ',
                            commands[i].help);
    if (len < (int)sizeof text)
        snprintf(text + len, sizeof text - (size_t)len,
                 "  save FILE         write the game record to FILE (resume with --load FILE);\n"
                 "                    an existing FILE is kept: 'save! FILE' replaces it\n"
                 "An option that is the only one is taken for you (the log says so), unless\n"
                 "it would reveal something while 'undo' can still take back your turn.\n");
    term_page(ss, text, 20);
    return TERM_AGAIN;
}

/* A view of the game by its name, "v NAME" or its key: -1 when cmd names none. */
static int run_view(term_session *ss, int me, const char *cmd)
{
    const char *name = strncmp(cmd, "v ", 2) == 0 ? cmd + 2 : cmd;
    for (int i = 0; i < ss->g->nviews; i++) {
        const game_view *v = &ss->g->views[i];
        bool key = v->key && name[0] == v->key && name[1] == '\0';
        if (!key && strcmp(name, v->name) != 0)
            continue;
        term_page_text(ss, me, v->text);
        return TERM_AGAIN;
    }
    return -1;
}

static int save_command(term_session *ss, int me, const term_menu *m, char *in)
{
    char *path;
    bool force;
    int sv = term_parse_save(in, &path, &force);
    if (sv == 0)
        return -1;
    if (sv < 0) {
        term_input_error("usage: save FILE (or 'save! FILE' to replace an existing file)");
        return TERM_AGAIN;
    }
    /* while the game is unsaved, FILE becomes its file: the screen is
     * redrawn to say "saved" again */
    bool unsaved = term_autosave_unsaved(&ss->save);
    if (term_autosave_save_as(&ss->save, ss->rec, path, force) && unsaved && ss->screen)
        term_show(ss, me, m, false);
    return TERM_AGAIN;
}

int term_command(term_session *ss, int me, const term_menu *m, char *in)
{
    char cmd[CLI_INPUT_MAX];
    snprintf(cmd, sizeof cmd, "%s", in);
    term_lower(cmd);
    /* the game's views first: their keys are the game's own letters */
    int rc = run_view(ss, me, cmd);
    if (rc >= 0)
        return rc;
    for (size_t i = 0; i < NCOMMANDS; i++) {
        size_t k = strlen(commands[i].name);
        bool key = commands[i].key && cmd[0] == commands[i].key && cmd[1] == '\0';
        bool name = strncmp(cmd, commands[i].name, k) == 0 &&
                    (cmd[k] == '\0' || (commands[i].arg && isspace((unsigned char)cmd[k])));
        if (!key && !name)
            continue;
        /* the argument as typed (explain keeps its case) */
        char *arg = name && cmd[k] ? trim(in + k) : NULL;
        if (arg && commands[i].fn == c_log)
            term_lower(arg);
        return commands[i].fn(ss, me, m, arg);
    }
    return save_command(ss, me, m, in);
}
