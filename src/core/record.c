/* record.c - reading, writing and replaying game records (format in record.h). */
#include "record.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "parse.h"

#define ACTION_TEXT_MAX 256

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void set_err(char *err, size_t n, const char *fmt, ...)
{
    if (!err || n == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, fmt, ap);
    va_end(ap);
}

game_record *game_record_new(const game_def *g, const game_setup *setup)
{
    if (!g)
        return NULL;
    game_record *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->g = g;
    r->version = RECORD_VERSION;
    if (setup)
        r->setup = *setup;
    else
        game_setup_default(g, &r->setup);
    /* an option that does not apply to this player count is not part of the
     * game: keep its default, as a reader of the record will */
    for (int i = 0; i < g->noptions && i < GAME_MAX_OPTIONS; i++)
        if (!game_option_applies(&g->options[i], r->setup.players))
            r->setup.options[i] = g->options[i].def;
    return r;
}

void game_record_free(game_record *r)
{
    if (!r)
        return;
    free(r->actions);
    free(r);
}

bool game_record_valid_name(const char *name)
{
    size_t len = name ? strlen(name) : 0;
    if (len == 0 || len >= RECORD_NAME_MAX)
        return false;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)name[i];
        if (!(isalnum(c) || c == '_' || c == '.' || c == '-'))
            return false;
    }
    return true;
}

int game_record_set_seats(game_record *r, const char *const names[], int n)
{
    if (n == 0) {
        r->nseats = 0;
        return 0;
    }
    if (n != r->setup.players || n < 1 || n > GAME_MAX_PLAYERS)
        return -1;
    for (int i = 0; i < n; i++) {
        if (!game_record_valid_name(names[i]))
            return -1;
    }
    for (int i = 0; i < n; i++)
        snprintf(r->seats[i], sizeof r->seats[i], "%s", names[i]);
    r->nseats = n;
    return 0;
}

int game_record_push(game_record *r, game_action a)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 256;
        game_action *p = realloc(r->actions, cap * sizeof *p);
        if (!p)
            return -1;
        r->actions = p;
        r->cap = cap;
    }
    r->actions[r->n++] = a;
    return 0;
}

void game_record_pop(game_record *r)
{
    if (r->n > 0)
        r->n--;
}

static int init_game(const game_record *r, void *st, char *err, size_t n)
{
    char msg[160];
    int rc = game_setup_check(r->g, &r->setup, msg, sizeof msg);
    if (rc == GAME_OK)
        rc = r->g->init(st, &r->setup);
    else
        set_err(err, n, "bad configuration: %s", msg);
    if (rc != GAME_OK && msg[0] == '\0')
        set_err(err, n, "bad configuration: %s", game_strerror(rc));
    return rc;
}

int game_record_rebuild(const game_record *r, size_t count, void *st, char *err, size_t n)
{
    if (!r || !st)
        return GAME_E_ARG;
    int rc = init_game(r, st, err, n);
    if (rc != GAME_OK)
        return rc;
    if (count > r->n)
        count = r->n;
    for (size_t i = 0; i < count; i++) {
        rc = r->g->apply(st, r->actions[i]);
        if (rc != GAME_OK) {
            set_err(err, n, "action %zu (0x%08" PRIx32 ") does not replay: %s", i + 1,
                    r->actions[i], game_strerror(rc));
            return rc;
        }
    }
    return GAME_OK;
}

size_t game_record_undo_depth(const game_record *r, int player)
{
    if (!r || !r->g->undoable || r->n == 0)
        return 0;
    const game_def *g = r->g;
    void *st = malloc(g->state_size), *before = malloc(g->state_size);
    unsigned char *ok = malloc(r->n);
    size_t depth = 0;
    if (!st || !before || !ok || init_game(r, st, NULL, 0) != GAME_OK)
        goto done;
    for (size_t i = 0; i < r->n; i++) {
        memcpy(before, st, g->state_size);
        if (g->apply(st, r->actions[i]) != GAME_OK)
            goto done;
        ok[i] = g->current_player(before) == player && g->undoable(before, r->actions[i], st);
    }
    while (depth < r->n && ok[r->n - 1 - depth])
        depth++;
done:
    free(st);
    free(before);
    free(ok);
    return depth;
}

/* fnv-1a */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* The header lines exactly as written (without "game-record 2"). */
static int header_text(const game_record *r, char *buf, size_t cap)
{
    const game_def *g = r->g;
    size_t len = 0;
    int k = snprintf(buf, cap, "game %s\nplayers %d\n", g->name, r->setup.players);
    len = k > 0 ? (size_t)k : 0;
    for (int i = 0; i < g->noptions && len < cap; i++) {
        const game_option *o = &g->options[i];
        int v = r->setup.options[i];
        if (!game_option_applies(o, r->setup.players))
            continue; /* e.g. a solo difficulty in a 2-player game: not part of the game */
        if (o->names && v >= 0 && v < o->nvalues)
            k = snprintf(buf + len, cap - len, "option %s %s\n", o->name, o->names[v]);
        else
            k = snprintf(buf + len, cap - len, "option %s %d\n", o->name, v);
        len += k > 0 ? (size_t)k : 0;
    }
    if (len < cap) {
        k = snprintf(buf + len, cap - len, "seed %" PRIu64 "\n", r->setup.seed);
        len += k > 0 ? (size_t)k : 0;
    }
    if (r->nseats > 0 && len < cap) {
        k = snprintf(buf + len, cap - len, "seats ");
        len += k > 0 ? (size_t)k : 0;
        for (int i = 0; i < r->nseats && len < cap; i++) {
            k = snprintf(buf + len, cap - len, "%s%s", i ? "," : "", r->seats[i]);
            len += k > 0 ? (size_t)k : 0;
        }
        if (len < cap) {
            k = snprintf(buf + len, cap - len, "\n");
            len += k > 0 ? (size_t)k : 0;
        }
    }
    return len < cap ? (int)len : -1;
}

static uint64_t fnv_u64(uint64_t h, uint64_t v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(v >> (8 * i));
    return fnv(h, b, sizeof b);
}

/* fnv-1a over the header text, then over a state hash: format 2's hash of the
 * final state and format 3's chain start from the state at the start are the
 * same computation. */
static uint64_t header_then(const game_record *r, uint64_t state_hash)
{
    char head[RECORD_LINE_MAX * 2];
    int len = header_text(r, head, sizeof head);
    uint64_t h = 0xcbf29ce484222325ULL;
    if (len > 0)
        h = fnv(h, head, (size_t)len);
    return fnv_u64(h, state_hash);
}

uint64_t game_record_chain_start(const game_record *r, uint64_t start_hash)
{
    return header_then(r, start_hash);
}

uint64_t game_record_chain_step(uint64_t chain, uint64_t state_hash)
{
    return fnv_u64(chain, state_hash);
}

uint64_t game_record_hash(const game_record *r, uint64_t state_hash)
{
    return header_then(r, state_hash);
}

#define WRITE_ERR(what)                                                                    \
    do {                                                                                   \
        set_err(err, n, "write error: %s", errno ? strerror(errno) : "unknown reason");  \
        (void)(what);                                                                      \
        rc = GAME_E_IO;                                                                    \
        goto done;                                                                         \
    } while (0)

int game_record_write(FILE *f, const game_record *r, char *err, size_t n)
{
    if (!f || !r)
        return GAME_E_ARG;
    const game_def *g = r->g;
    char text[ACTION_TEXT_MAX];
    char head[RECORD_LINE_MAX * 2];
    void *st = malloc(g->state_size);
    int rc = GAME_OK;
    if (!st) {
        set_err(err, n, "out of memory");
        return GAME_E_NOMEM;
    }
    if (init_game(r, st, err, n) != GAME_OK) {
        rc = GAME_E_RECORD;
        goto done;
    }
    if (header_text(r, head, sizeof head) < 0) {
        set_err(err, n, "header too long");
        rc = GAME_E_RECORD;
        goto done;
    }
    uint64_t chain = game_record_chain_start(r, g->hash(st));
    errno = 0;
    if (fprintf(f, "game-record %d\n%sactions\n", RECORD_VERSION, head) < 0)
        WRITE_ERR(0);
    for (size_t i = 0; i < r->n; i++) {
        int len = g->action_to_string(st, r->actions[i], text, sizeof text);
        if (len <= 0 || (size_t)len >= sizeof text || strchr(text, '\n')) {
            set_err(err, n, "action %zu has no usable text", i + 1);
            rc = GAME_E_RECORD;
            goto done;
        }
        int arc = g->apply(st, r->actions[i]);
        if (arc != GAME_OK) {
            set_err(err, n, "action %zu '%s' does not replay: %s", i + 1, text, game_strerror(arc));
            rc = GAME_E_RECORD;
            goto done;
        }
        chain = game_record_chain_step(chain, g->hash(st));
        if (fprintf(f, "%s\n", text) < 0)
            WRITE_ERR(0);
    }
    if (fprintf(f, "end\nhash 0x%016" PRIx64 "\n", chain) < 0)
        WRITE_ERR(0);
    if (fflush(f) != 0 || ferror(f))
        WRITE_ERR(0);
done:
    free(st);
    return rc;
}

int game_record_save(const char *path, const game_record *r, char *err, size_t n)
{
    if (!path || !r)
        return GAME_E_ARG;
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        set_err(err, n, "%s: out of memory", path);
        return GAME_E_NOMEM;
    }
    snprintf(tmp, plen + 16, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        set_err(err, n, "%s: cannot create: %s", path, strerror(errno));
        free(tmp);
        return GAME_E_IO;
    }
    (void)fchmod(fd, 0644);
    FILE *f = fdopen(fd, "w");
    if (!f) {
        set_err(err, n, "%s: cannot create: %s", path, strerror(errno));
        close(fd);
        unlink(tmp);
        free(tmp);
        return GAME_E_IO;
    }
    char msg[256] = "";
    int rc = game_record_write(f, r, msg, sizeof msg);
    if (rc == GAME_OK && fsync(fileno(f)) != 0) {
        snprintf(msg, sizeof msg, "write error: %s", strerror(errno));
        rc = GAME_E_IO;
    }
    if (fclose(f) != 0 && rc == GAME_OK) {
        snprintf(msg, sizeof msg, "write error: %s", strerror(errno));
        rc = GAME_E_IO;
    }
    if (rc == GAME_OK && rename(tmp, path) != 0) {
        snprintf(msg, sizeof msg, "cannot rename the temporary file: %s", strerror(errno));
        rc = GAME_E_IO;
    }
    if (rc != GAME_OK) {
        unlink(tmp);
        set_err(err, n, "%s: %s", path, msg);
    } else {
        /* make the rename itself durable: fsync the folder */
        char *dir = strdup(path);
        char *slash = dir ? strrchr(dir, '/') : NULL;
        if (dir) {
            if (slash)
                *(slash == dir ? slash + 1 : slash) = '\0';
            int dfd = open(slash ? dir : ".", O_RDONLY);
            if (dfd >= 0) {
                (void)fsync(dfd);
                close(dfd);
            }
            free(dir);
        }
    }
    free(tmp);
    return rc;
}

/* ---- reading ---------------------------------------------------------- */

enum { LINE_OK, LINE_TOO_LONG, LINE_BINARY };

/* Reads one line (without its newline, trailing CR dropped) into buf.
 * Returns false at end of input with nothing read.  Reading stops at once,
 * mid-line, when the line is too long or holds a control byte (*status says
 * which), so an endless input never keeps it busy; *unended tells whether the
 * input stopped before a newline (a truncated file). */
static bool read_line(FILE *f, char *buf, size_t cap, int *status, bool *unended)
{
    size_t len = 0;
    int c;
    bool any = false;
    *status = LINE_OK;
    *unended = true;
    while ((c = getc(f)) != EOF) {
        any = true;
        if (c == '\n') {
            *unended = false;
            break;
        }
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f) {
            *status = LINE_BINARY;
            break;
        }
        if (len + 1 >= cap) {
            *status = LINE_TOO_LONG;
            break;
        }
        buf[len++] = (char)c;
    }
    if (len > 0 && buf[len - 1] == '\r')
        len--;
    buf[len] = '\0';
    return any;
}

/* Strips blanks at both ends and a comment ('#' at the start or after a
 * blank); returns the start of what is left. */
static char *clean_line(char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r')
        s++;
    for (char *p = s; *p; p++) {
        if (*p == '#' && (p == s || p[-1] == ' ' || p[-1] == '\t')) {
            *p = '\0';
            break;
        }
    }
    size_t len = strlen(s);
    while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
        s[--len] = '\0';
    return s;
}

/* A printable, shortened copy of untrusted text for an error message. */
static const char *quote(const char *s, char *buf, size_t cap)
{
    size_t len = 0;
    /* Room is kept for "..." and the terminating NUL. */
    for (; *s && len + 4 < cap; s++) {
        unsigned char c = (unsigned char)*s;
        buf[len++] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    snprintf(buf + len, cap - len, "%s", *s ? "..." : "");
    return buf;
}

/* Splits "key rest" at the first blank run: returns rest ("" if none). */
static char *split_word(char *line)
{
    char *p = line;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (!*p)
        return p;
    *p++ = '\0';
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

enum { SEC_MAGIC, SEC_HEADER, SEC_ACTIONS, SEC_AFTER_END };

typedef struct {
    int section;
    int version;        /* 1: arnak-record 1, 2: game-record 2, 3: game-record 3 */
    uint64_t chain;     /* format 3: the hash so far (header, start, each state) */
    long line;
    bool have_game, have_seed, have_players, have_seats, have_hash;
    bool have_option[GAME_MAX_OPTIONS];
    bool unended;       /* the current line has no newline: maybe truncated */
    long seats_line;
    uint64_t hash;
    const game_def *g;
    game_setup setup;
    game_record *rec;
    void *st;           /* g->state_size bytes once 'actions' is read */
    char seats_text[RECORD_LINE_MAX];
} reader;

/* Parses "seats a,b,c" once the player count is known. */
static int apply_seats(reader *rd, char *err, size_t n)
{
    const char *names[GAME_MAX_PLAYERS];
    char copy[RECORD_LINE_MAX];
    char q[80];
    int count = 0;
    snprintf(copy, sizeof copy, "%s", rd->seats_text);
    for (char *tok = copy, *next; tok; tok = next) {
        next = strchr(tok, ',');
        if (next)
            *next++ = '\0';
        if (count == GAME_MAX_PLAYERS) {
            set_err(err, n, "line %ld: seats names more than %d players", rd->seats_line,
                    GAME_MAX_PLAYERS);
            return GAME_E_RECORD;
        }
        if (!game_record_valid_name(tok)) {
            set_err(err, n, "line %ld: bad seat name '%s'", rd->seats_line,
                    quote(tok, q, sizeof q));
            return GAME_E_RECORD;
        }
        names[count++] = tok;
    }
    if (count != rd->rec->setup.players) {
        set_err(err, n, "line %ld: seats names %d players but the game has %d", rd->seats_line,
                count, rd->rec->setup.players);
        return GAME_E_RECORD;
    }
    game_record_set_seats(rd->rec, names, count);
    return GAME_OK;
}

/* 'actions': the header is complete; set the game up. */
static int start_actions(reader *rd, const char *val, char *err, size_t n)
{
    long ln = rd->line;
    if (*val) {
        set_err(err, n, "line %ld: 'actions' takes no argument", ln);
        return GAME_E_RECORD;
    }
    const char *missing = !rd->g ? "game" : !rd->have_players ? "players" : !rd->have_seed ? "seed" : NULL;
    if (missing) {
        set_err(err, n, "line %ld: 'actions' before the '%s' line", ln, missing);
        return GAME_E_RECORD;
    }
    for (int i = 0; i < rd->g->noptions; i++) {
        const game_option *o = &rd->g->options[i];
        if (rd->have_option[i] && !game_option_applies(o, rd->setup.players)) {
            set_err(err, n, "line %ld: option %s applies only to %d-player games, not %d", ln,
                    o->name, o->only_players, rd->setup.players);
            return GAME_E_RECORD;
        }
        if (!game_option_applies(o, rd->setup.players))
            rd->setup.options[i] = o->def;
    }
    rd->rec = game_record_new(rd->g, &rd->setup);
    rd->st = malloc(rd->g->state_size);
    if (!rd->rec || !rd->st) {
        set_err(err, n, "out of memory");
        return GAME_E_NOMEM;
    }
    char msg[160];
    int rc = game_setup_check(rd->g, &rd->setup, msg, sizeof msg);
    if (rc == GAME_OK)
        rc = rd->g->init(rd->st, &rd->setup);
    if (rc != GAME_OK) {
        set_err(err, n, "line %ld: the game rejects this setup (%s)", ln,
                msg[0] ? msg : game_strerror(rc));
        return GAME_E_RECORD;
    }
    if (rd->have_seats && (rc = apply_seats(rd, err, n)) != GAME_OK)
        return rc;
    rd->rec->version = rd->version;
    rd->chain = game_record_chain_start(rd->rec, rd->g->hash(rd->st));
    rd->section = SEC_ACTIONS;
    return GAME_OK;
}

static int set_game(reader *rd, const game_def *g, char *err, size_t n)
{
    if (!g) {
        set_err(err, n, "line %ld: no such game", rd->line);
        return GAME_E_RECORD;
    }
    rd->g = g;
    rd->have_game = true;
    int players = rd->setup.players;
    game_setup_default(g, &rd->setup);
    rd->setup.players = players;
    return GAME_OK;
}

/* "option NAME VALUE" (format 2) or "side VALUE" (format 1). */
static int option_line(reader *rd, const char *name, const char *value, char *err, size_t n)
{
    char q[80];
    long ln = rd->line;
    int i = game_option_index(rd->g, name);
    if (i < 0) {
        set_err(err, n, "line %ld: %s has no option '%s'", ln, rd->g->name, quote(name, q, sizeof q));
        return GAME_E_RECORD;
    }
    if (rd->have_option[i]) {
        set_err(err, n, "line %ld: second '%s' option", ln, name);
        return GAME_E_RECORD;
    }
    int v = game_option_value(rd->g, i, value);
    if (v < 0) {
        set_err(err, n, "line %ld: '%s' is not a value of option %s", ln, quote(value, q, sizeof q),
                name);
        return GAME_E_RECORD;
    }
    rd->have_option[i] = true;
    rd->setup.options[i] = v;
    return GAME_OK;
}

static int header_line(reader *rd, char *key, char *val, char *err, size_t n)
{
    char q[80];
    long ln = rd->line;
    if (strcmp(key, "actions") == 0)
        return start_actions(rd, val, err, n);
    if (strcmp(key, "game") == 0 && rd->version >= 2) {
        if (rd->have_game) {
            set_err(err, n, "line %ld: second 'game' line", ln);
            return GAME_E_RECORD;
        }
        if (!game_find(val)) {
            set_err(err, n, "line %ld: unknown game '%s'", ln, quote(val, q, sizeof q));
            return GAME_E_RECORD;
        }
        return set_game(rd, game_find(val), err, n);
    }
    if (!rd->g) {
        set_err(err, n, "line %ld: '%s' before the 'game' line", ln, quote(key, q, sizeof q));
        return GAME_E_RECORD;
    }
    if (strcmp(key, "option") == 0 && rd->version >= 2) {
        char *value = split_word(val);
        return option_line(rd, val, value, err, n);
    }
    if (strcmp(key, "side") == 0 && rd->version == 1)
        return option_line(rd, "side", val, err, n);

    bool *seen = NULL;
    if (strcmp(key, "seed") == 0)
        seen = &rd->have_seed;
    else if (strcmp(key, "players") == 0)
        seen = &rd->have_players;
    else if (strcmp(key, "seats") == 0)
        seen = &rd->have_seats;
    if (!seen) {
        set_err(err, n, "line %ld: unknown header line '%s'", ln, quote(key, q, sizeof q));
        return GAME_E_RECORD;
    }
    if (*seen) {
        set_err(err, n, "line %ld: second '%s' line", ln, key);
        return GAME_E_RECORD;
    }
    *seen = true;

    if (strcmp(key, "seed") == 0) {
        if (!game_parse_u64(val, &rd->setup.seed)) {
            set_err(err, n, "line %ld: seed must be an unsigned 64-bit number, not '%s'", ln,
                    quote(val, q, sizeof q));
            return GAME_E_RECORD;
        }
    } else if (strcmp(key, "players") == 0) {
        uint64_t p;
        if (!game_parse_u64(val, &p) || p < (uint64_t)rd->g->type.min_players ||
            p > (uint64_t)rd->g->type.max_players) {
            set_err(err, n, "line %ld: players must be %d..%d", ln, rd->g->type.min_players,
                    rd->g->type.max_players);
            return GAME_E_RECORD;
        }
        rd->setup.players = (int)p;
    } else {
        /* Seats are checked against the player count at 'actions'. */
        snprintf(rd->seats_text, sizeof rd->seats_text, "%s", val);
        rd->seats_line = ln;
    }
    return GAME_OK;
}

/* Applies the action written on line `line`. */
static int action_line(reader *rd, const char *text, char *err, size_t n)
{
    char q[80];
    game_action a;
    const game_def *g = rd->g;
    if (g->is_over(rd->st)) {
        set_err(err, n, "line %ld: '%s' comes after the end of the game", rd->line,
                quote(text, q, sizeof q));
        return GAME_E_RECORD;
    }
    if (g->action_from_string(rd->st, text, &a) != GAME_OK || g->apply(rd->st, a) != GAME_OK) {
        set_err(err, n, "line %ld: '%s' is not a legal action here%s", rd->line,
                quote(text, q, sizeof q),
                rd->unended ? " (the file ends inside this line: truncated?)" : "");
        return GAME_E_RECORD;
    }
    if (game_record_push(rd->rec, a) != 0) {
        set_err(err, n, "line %ld: out of memory", rd->line);
        return GAME_E_NOMEM;
    }
    rd->chain = game_record_chain_step(rd->chain, g->hash(rd->st));
    return GAME_OK;
}

static int after_end_line(reader *rd, char *key, char *val, char *err, size_t n)
{
    char q[80];
    if (strcmp(key, "hash") != 0) {
        set_err(err, n, "line %ld: unexpected '%s' after 'end'", rd->line,
                quote(key, q, sizeof q));
        return GAME_E_RECORD;
    }
    if (rd->have_hash) {
        set_err(err, n, "line %ld: second 'hash' line", rd->line);
        return GAME_E_RECORD;
    }
    if (strncmp(val, "0x", 2) != 0 || strlen(val) < 3 || strlen(val) > 18 ||
        !game_parse_u64(val, &rd->hash)) {
        set_err(err, n, "line %ld: hash must be 0x followed by up to 16 hex digits", rd->line);
        return GAME_E_RECORD;
    }
    rd->have_hash = true;
    return GAME_OK;
}

static int magic_line(reader *rd, const char *key, const char *val, char *err, size_t n)
{
    char q[80];
    if (strcmp(key, "game-record") == 0 && (strcmp(val, "2") == 0 || strcmp(val, "3") == 0)) {
        rd->version = val[0] - '0';
    } else if (strcmp(key, "arnak-record") == 0 && strcmp(val, "1") == 0) {
        rd->version = 1;
        if (set_game(rd, game_find("arnak"), err, n) != GAME_OK)
            return GAME_E_RECORD;
    } else if (strcmp(key, "game-record") == 0 || strcmp(key, "arnak-record") == 0) {
        set_err(err, n, "line %ld: unsupported record version '%s' (this program reads %d, 2 and 1)",
                rd->line, quote(val, q, sizeof q), RECORD_VERSION);
        return GAME_E_RECORD;
    } else {
        set_err(err, n, "line %ld: not a game record (expected 'game-record %d')", rd->line,
                RECORD_VERSION);
        return GAME_E_RECORD;
    }
    rd->section = SEC_HEADER;
    return GAME_OK;
}

static int bad_line(reader *rd, int status, const char *buf, char *err, size_t n)
{
    if (status == LINE_TOO_LONG) {
        set_err(err, n, "line %ld: line longer than %d characters", rd->line, RECORD_LINE_MAX);
        return GAME_E_RECORD;
    }
    if (status == LINE_BINARY) {
        set_err(err, n, "line %ld: control characters or binary data", rd->line);
        return GAME_E_RECORD;
    }
    if (rd->line == 1 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
        (unsigned char)buf[2] == 0xBF) {
        set_err(err, n, "line 1: the file starts with a UTF-8 byte order mark; save it without one");
        return GAME_E_RECORD;
    }
    if (strchr(buf, '\r')) {
        set_err(err, n, "line %ld: a carriage return inside the line (old Mac line ends?); use newlines",
                rd->line);
        return GAME_E_RECORD;
    }
    return GAME_OK;
}

static int read_all(FILE *f, reader *rd, char *err, size_t n)
{
    char buf[RECORD_LINE_MAX + 1];
    int status, rc;
    while (read_line(f, buf, sizeof buf, &status, &rd->unended)) {
        rd->line++;
        if ((rc = bad_line(rd, status, buf, err, n)) != GAME_OK)
            return rc;
        char *line = clean_line(buf);
        if (!*line)
            continue;

        if (rd->section == SEC_ACTIONS) {
            /* "end" closes the section (Arnak spells the end of a turn
             * "end-turn", so there is no clash). */
            if (strcmp(line, "end") == 0)
                rd->section = SEC_AFTER_END;
            else if ((rc = action_line(rd, line, err, n)) != GAME_OK)
                return rc;
            continue;
        }
        char *val = split_word(line);
        if (rd->section == SEC_MAGIC)
            rc = magic_line(rd, line, val, err, n);
        else if (rd->section == SEC_HEADER)
            rc = header_line(rd, line, val, err, n);
        else
            rc = after_end_line(rd, line, val, err, n);
        if (rc != GAME_OK)
            return rc;
    }
    if (ferror(f)) {
        set_err(err, n, "line %ld: read error: %s", rd->line + 1, strerror(errno));
        return GAME_E_IO;
    }
    if (rd->line == 0) {
        set_err(err, n, "the file is empty, not a game record");
        return GAME_E_RECORD;
    }
    if (rd->section != SEC_AFTER_END || !rd->have_hash) {
        static const char *const missing[] = {"'game-record 3'", "'actions'", "'end'", "'hash'"};
        set_err(err, n, "line %ld: the record ends early: missing %s", rd->line + 1,
                missing[rd->section]);
        return GAME_E_RECORD;
    }
    uint64_t sh = rd->g->hash(rd->st);
    uint64_t h = rd->version == 1 ? sh : rd->version == 2 ? game_record_hash(rd->rec, sh) : rd->chain;
    if (h != rd->hash) {
        set_err(err, n, "hash mismatch: record says 0x%016" PRIx64 ", replay gives 0x%016" PRIx64
                " (edited or damaged)", rd->hash, h);
        return GAME_E_RECORD;
    }
    return GAME_OK;
}

int game_record_read(FILE *f, game_record **out, void **final, char *err, size_t n)
{
    if (out)
        *out = NULL;
    if (final)
        *final = NULL;
    if (!f)
        return GAME_E_ARG;
    reader *rd = calloc(1, sizeof *rd);
    if (!rd) {
        set_err(err, n, "out of memory");
        return GAME_E_NOMEM;
    }
    int rc = read_all(f, rd, err, n);
    if (rc == GAME_OK) {
        if (final) {
            *final = rd->st;
            rd->st = NULL;
        }
        if (out) {
            *out = rd->rec;
            rd->rec = NULL;
        }
    }
    game_record_free(rd->rec);
    free(rd->st);
    free(rd);
    return rc;
}

int game_record_read_path(const char *path, game_record **out, void **final, char *err,
                          size_t n)
{
    if (out)
        *out = NULL;
    if (final)
        *final = NULL;
    if (!path)
        return GAME_E_ARG;
    if (strcmp(path, "-") == 0)
        return game_record_read(stdin, out, final, err, n);
    FILE *f = fopen(path, "rb");
    if (!f) {
        set_err(err, n, "cannot open: %s", strerror(errno));
        return GAME_E_IO;
    }
    int rc = game_record_read(f, out, final, err, n);
    fclose(f);
    return rc;
}
