/* term_save.c - nothing lost: autosave files, refusing to overwrite, Ctrl-C
 * and confirmations for the terminal games (term.h). */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input.h"
#include "term.h"

static int make_dirs(char *path)
{
    /* mkdir -p: each prefix in turn; an existing folder is fine */
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        int rc = mkdir(path, 0700);
        int e = errno;
        *p = '/';
        if (rc != 0 && e != EEXIST)
            return -1;
    }
    return mkdir(path, 0700) == 0 || errno == EEXIST ? 0 : -1;
}

int term_autosave_path(const char *game, uint64_t seed, char *out, size_t n, char *err, size_t errn)
{
    char dir[TERM_PATH_MAX];
    const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    int len;
    /* The XDG base directory spec: state that should persist between runs
     * but is not worth a backup (a game in progress) lives here. */
    if (state && state[0] == '/')
        len = snprintf(dir, sizeof dir, "%s/arnak", state);
    else if (home && home[0])
        len = snprintf(dir, sizeof dir, "%s/.local/state/arnak", home);
    else {
        snprintf(err, errn,
                 "no folder for the autosave: neither XDG_STATE_HOME nor HOME is set "
                 "(use --save FILE)");
        return -1;
    }
    if (len < 0 || (size_t)len >= sizeof dir - 64) {
        snprintf(err, errn, "the autosave folder's name is too long (use --save FILE)");
        return -1;
    }
    if (make_dirs(dir) != 0) {
        snprintf(err, errn, "%s: cannot create the autosave folder: %s (use --save FILE)", dir,
                 strerror(errno));
        return -1;
    }
    for (int k = 1; k < 1000; k++) {
        struct stat st;
        if (k == 1)
            len = snprintf(out, n, "%s/%s-%llu.rec", dir, game, (unsigned long long)seed);
        else
            len = snprintf(out, n, "%s/%s-%llu-%d.rec", dir, game, (unsigned long long)seed, k);
        if (len < 0 || (size_t)len >= n) {
            snprintf(err, errn, "the autosave file's name is too long (use --save FILE)");
            return -1;
        }
        if (stat(out, &st) != 0 && errno == ENOENT)
            return 0;
    }
    snprintf(err, errn, "%s: 999 autosaves of seed %llu already (use --save FILE)", dir,
             (unsigned long long)seed);
    return -1;
}

int term_save(const char *path, const game_record *rec, bool force, char *err, size_t n)
{
    struct stat st;
    if (!force && stat(path, &st) == 0) {
        snprintf(err, n, "%s exists: not overwritten (write 'save! %s' to replace it)", path, path);
        return GAME_E_IO;
    }
    return game_record_save(path, rec, err, n);
}

void term_record_warn(const char *path, const game_record *rec)
{
    if (rec->version >= 3)
        return;
    fflush(stdout);
    fprintf(stderr, "warning: %s is a format-%d record: its hash does not cover the order of %s\n",
            strcmp(path, "-") == 0 ? "standard input" : path, rec->version, "the moves");
}

int term_parse_save(char *in, char **path, bool *force)
{
    if (strncasecmp(in, "save", 4) != 0)
        return 0;
    char *p = in + 4;
    *force = *p == '!';
    if (*force)
        p++;
    if (*p && !isspace((unsigned char)*p))
        return 0;
    while (isspace((unsigned char)*p))
        p++;
    *path = p;
    return *p ? 1 : -1;
}

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
}

void term_signals_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: a blocked read returns with EINTR */
    sigaction(SIGINT, &sa, NULL);
}

bool term_interrupted(void)
{
    return interrupted != 0;
}

void term_lower(char *s)
{
    for (; *s; s++)
        *s = (char)tolower((unsigned char)*s);
}

/* "QUESTION (y/N) ", on a terminal wrapped at its width (the answer is
 * typed after the last line). */
static void ask_question(const char *question)
{
    char *q = malloc(strlen(question) + 8);
    term_lines l;
    int cols, rows;
    term_size(&cols, &rows);
    term_lines_init(&l, cols - 1); /* room for the blank after it */
    if (q && isatty(STDOUT_FILENO)) {
        sprintf(q, "%s (y/N)", question);
        term_lines_add(&l, q, 0);
    }
    if (l.n > 1 && !l.failed) {
        for (int i = 0; i + 1 < l.n; i++)
            printf("%s\n", l.line[i]);
        printf("%s ", l.line[l.n - 1]);
    } else {
        printf("%s (y/N) ", question);
    }
    fflush(stdout);
    term_lines_free(&l);
    free(q);
}

term_answer term_ask(const char *question)
{
    char line[CLI_INPUT_MAX];
    for (;;) {
        ask_question(question);
        cli_line rl = cli_read_line(stdin, line, sizeof line);
        if (rl == CLI_LINE_EOF || rl == CLI_LINE_GARBAGE || rl == CLI_LINE_INTR ||
            term_interrupted()) {
            printf("\n");
            return TERM_GONE;
        }
        if (rl != CLI_LINE_OK) {
            fflush(stdout);
            fprintf(stderr, "error: %s\n", cli_line_error(rl));
            continue;
        }
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        size_t len = strlen(s);
        while (len && isspace((unsigned char)s[len - 1]))
            s[--len] = '\0';
        term_lower(s);
        return strcmp(s, "y") == 0 || strcmp(s, "yes") == 0 ? TERM_YES : TERM_NO;
    }
}

void term_autosave_name(term_autosave *a, const char *game, uint64_t seed, const char *save,
                        const char *load)
{
    a->on = true;
    a->error[0] = '\0';
    if (save || (load && strcmp(load, "-") != 0)) {
        snprintf(a->path, sizeof a->path, "%s", save ? save : load);
        return;
    }
    if (term_autosave_path(game, seed, a->path, sizeof a->path, a->error, sizeof a->error) != 0) {
        fflush(stdout);
        fprintf(stderr, "error: autosave off: %s\n", a->error);
        a->on = false;
    }
}

void term_autosave_write(term_autosave *a, const game_record *rec, bool always)
{
    if (!a->on || (!always && a->saved_n == rec->n && !a->failing))
        return;
    if (game_record_save(a->path, rec, a->error, sizeof a->error) != GAME_OK) {
        if (!a->failing) {
            fflush(stdout);
            fprintf(stderr, "error: autosave failed: %s\n", a->error);
        }
        a->failing = true;
        return;
    }
    a->error[0] = '\0';
    a->failing = false;
    a->saved_n = rec->n;
}

bool term_autosave_unsaved(const term_autosave *a)
{
    return a->on ? a->failing : a->error[0] != '\0';
}

void term_autosave_status(const term_autosave *a, char *out, size_t n)
{
    if (term_autosave_unsaved(a))
        snprintf(out, n, "NOT SAVED: %s (save FILE to keep it)",
                 a->on ? a->error : "no autosave file");
    else if (a->on)
        snprintf(out, n, "saved: %s", a->path);
    else
        snprintf(out, n, "autosave off (--no-autosave)");
}

/* FILE holds the record: an unsaved game is autosaved there from now on. */
static void adopt(term_autosave *a, const char *path, const game_record *rec)
{
    a->on = true;
    a->failing = false;
    a->error[0] = '\0';
    a->saved_n = rec->n;
    snprintf(a->path, sizeof a->path, "%s", path);
}

bool term_autosave_save_as(term_autosave *a, const game_record *rec, const char *path, bool force)
{
    char err[TERM_PATH_MAX + 128];
    if (term_save(path, rec, force, err, sizeof err) != GAME_OK) {
        fflush(stdout);
        fprintf(stderr, "error: %s\n", err);
        return false;
    }
    if (term_autosave_unsaved(a)) {
        adopt(a, path, rec);
        printf("saved to %s; the game is autosaved there from now on\n", path);
    } else {
        printf("saved to %s\n", path);
    }
    return true;
}

/* One line of the player's after prompt, trimmed into buf.  The interrupt
 * flag is not looked at: it is already set when the game is left by Ctrl-C,
 * and a second Ctrl-C still ends the read (CLI_LINE_INTR). */
static cli_line ask_line(const char *prompt, char *buf, size_t n)
{
    for (;;) {
        printf("%s", prompt);
        fflush(stdout);
        cli_line rl = cli_read_line(stdin, buf, n);
        if (rl == CLI_LINE_LONG || rl == CLI_LINE_NUL) {
            fflush(stdout);
            fprintf(stderr, "error: %s\n", cli_line_error(rl));
            continue;
        }
        if (rl != CLI_LINE_OK) {
            printf("\n");
            return rl;
        }
        char *s = buf;
        while (isspace((unsigned char)*s))
            s++;
        size_t len = strlen(s);
        while (len && isspace((unsigned char)s[len - 1]))
            len--;
        memmove(buf, s, len);
        buf[len] = '\0';
        return rl;
    }
}

/* A file name as the prompts for one take it: NAME, or "save NAME" /
 * "save! NAME" (the error for an existing file proposes the latter).
 * True, with *written set, when the record is in the file; else one
 * error line. */
static bool save_named(char *line, const game_record *rec, const char **written)
{
    char *path = line, err[TERM_PATH_MAX + 128];
    bool force = false;
    if (term_parse_save(line, &path, &force) < 0)
        path = line;
    if (term_save(path, rec, force, err, sizeof err) != GAME_OK) {
        fflush(stdout);
        fprintf(stderr, "error: %s\n", err);
        return false;
    }
    *written = path;
    return true;
}

/* The game is in no file: asks for one until it is saved (true) or the
 * player leaves it unsaved (false). */
static bool rescue(term_autosave *a, const game_record *rec)
{
    char line[CLI_INPUT_MAX];
    printf("The game is NOT saved: %s\n", a->error);
    for (;;) {
        if (ask_line("Save it to another file (a file name; Enter: leave it unsaved): ", line,
                     sizeof line) != CLI_LINE_OK)
            return false;
        if (!line[0]) {
            if (ask_line("Leave without saving the game? (y/N) ", line, sizeof line) != CLI_LINE_OK)
                return false;
            term_lower(line);
            if (strcmp(line, "y") == 0 || strcmp(line, "yes") == 0)
                return false;
            continue;
        }
        const char *path;
        if (save_named(line, rec, &path)) {
            adopt(a, path, rec);
            return true;
        }
    }
}

void term_autosave_leave(term_autosave *a, const game_record *rec)
{
    if (a->on)
        term_autosave_write(a, rec, false);
    if (term_autosave_unsaved(a) && !rescue(a, rec)) {
        if (a->on)
            printf("the game could not be saved; its seed was %llu\n",
                   (unsigned long long)rec->setup.seed);
        else
            printf("not saved (no autosave file); the game's seed was %llu\n",
                   (unsigned long long)rec->setup.seed);
        return;
    }
    if (!a->on) {
        printf("not saved (--no-autosave); the game's seed was %llu\n",
               (unsigned long long)rec->setup.seed);
        return;
    }
    printf("saved to %s\nresume with: arnak play --load %s\n", a->path, a->path);
}

bool term_autosave_offer_copy(term_autosave *a, const game_record *rec)
{
    if (a->on)
        term_autosave_write(a, rec, false);
    char said[sizeof a->error + 64];
    said[0] = '\0';
    if (term_autosave_unsaved(a))
        snprintf(said, sizeof said, "The game is NOT saved: %s", a->error);
    else if (a->on)
        snprintf(said, sizeof said, "The record of this game is in %s", a->path);
    if (said[0]) /* on a terminal wrapped at its width, a path on a line of its own */
        term_print_wrapped(stdout, said, 0, 0);
    if (term_ask(a->on && !a->failing ? "Save a copy of the record to another file?"
                                      : "Save the record of this game?") != TERM_YES)
        return false;
    char line[CLI_INPUT_MAX];
    for (;;) {
        if (ask_line("file name (Enter: none): ", line, sizeof line) != CLI_LINE_OK || !line[0])
            return false;
        const char *path;
        if (save_named(line, rec, &path)) {
            printf("saved to %s\n", path);
            return true;
        }
    }
}

int term_autosave_exit(const term_autosave *a, bool copied)
{
    /* on and not failing: saved; off without an error: --no-autosave */
    if (copied || !a->error[0] || (a->on && !a->failing))
        return 0;
    fflush(stdout);
    fprintf(stderr, "arnak play: the game is not saved: %s\n", a->error);
    return 1;
}

term_answer term_autosave_ask_quit(const term_autosave *a, const game_record *rec)
{
    char q[sizeof a->error + 64];
    if (term_autosave_unsaved(a) && a->on)
        snprintf(q, sizeof q, "Leave the game? It is NOT saved (%s).", a->error);
    else if (a->on)
        snprintf(q, sizeof q, "Leave the game? It is saved in %s.", a->path);
    else
        snprintf(q, sizeof q, "Leave the game? It is NOT saved (%s).",
                 a->error[0] ? "no autosave file" : "--no-autosave");
    term_answer ans = term_ask(q);
    if (ans != TERM_NO)
        printf("quitting (seed %llu)\n", (unsigned long long)rec->setup.seed);
    return ans;
}
