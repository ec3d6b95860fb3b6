/* record.c - reading, writing and replaying game records (format in record.h). */
#include "record.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
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

game_record *record_new(const arnak_config *cfg)
{
    game_record *r = calloc(1, sizeof *r);
    if (r && cfg)
        r->cfg = *cfg;
    return r;
}

void record_free(game_record *r)
{
    if (!r)
        return;
    free(r->actions);
    free(r);
}

bool record_valid_name(const char *name)
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

int record_set_seats(game_record *r, const char *const names[], int n)
{
    if (n == 0) {
        r->nseats = 0;
        return 0;
    }
    if (n != r->cfg.players || n < 1 || n > ARNAK_MAX_PLAYERS)
        return -1;
    for (int i = 0; i < n; i++) {
        if (!record_valid_name(names[i]))
            return -1;
    }
    for (int i = 0; i < n; i++)
        snprintf(r->seats[i], sizeof r->seats[i], "%s", names[i]);
    r->nseats = n;
    return 0;
}

int record_push(game_record *r, arnak_action a)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 256;
        arnak_action *p = realloc(r->actions, cap * sizeof *p);
        if (!p)
            return -1;
        r->actions = p;
        r->cap = cap;
    }
    r->actions[r->n++] = a;
    return 0;
}

void record_pop(game_record *r)
{
    if (r->n > 0)
        r->n--;
}

int record_rebuild(const game_record *r, size_t count, arnak_state *s, char *err, size_t n)
{
    int rc = arnak_init(s, &r->cfg);
    if (rc != ARNAK_OK) {
        set_err(err, n, "bad configuration: %s", arnak_strerror(rc));
        return rc;
    }
    if (count > r->n)
        count = r->n;
    for (size_t i = 0; i < count; i++) {
        rc = arnak_apply(s, r->actions[i]);
        if (rc != ARNAK_OK) {
            set_err(err, n, "action %zu (0x%08" PRIx32 ") does not replay: %s", i + 1,
                    r->actions[i], arnak_strerror(rc));
            return rc;
        }
    }
    return ARNAK_OK;
}

static const char *side_name(int side)
{
    return side == ARNAK_SIDE_SNAKE ? "snake" : "bird";
}

int record_write(FILE *f, const game_record *r, char *err, size_t n)
{
    arnak_state s;
    char text[ACTION_TEXT_MAX];
    int rc = arnak_init(&s, &r->cfg);
    if (rc != ARNAK_OK) {
        set_err(err, n, "bad configuration: %s", arnak_strerror(rc));
        return ARNAK_E_RECORD;
    }
    fprintf(f, "arnak-record %d\nseed %" PRIu64 "\nplayers %d\nside %s\n", RECORD_VERSION,
            r->cfg.seed, r->cfg.players, side_name(r->cfg.side));
    if (r->nseats > 0) {
        fputs("seats ", f);
        for (int i = 0; i < r->nseats; i++)
            fprintf(f, "%s%s", i ? "," : "", r->seats[i]);
        fputc('\n', f);
    }
    fputs("actions\n", f);
    for (size_t i = 0; i < r->n; i++) {
        int len = arnak_action_to_string(&s, r->actions[i], text, sizeof text);
        if (len <= 0 || (size_t)len >= sizeof text || strchr(text, '\n')) {
            set_err(err, n, "action %zu has no usable text", i + 1);
            return ARNAK_E_RECORD;
        }
        rc = arnak_apply(&s, r->actions[i]);
        if (rc != ARNAK_OK) {
            set_err(err, n, "action %zu '%s' does not replay: %s", i + 1, text,
                    arnak_strerror(rc));
            return ARNAK_E_RECORD;
        }
        fprintf(f, "%s\n", text);
    }
    fprintf(f, "end\nhash 0x%016" PRIx64 "\n", arnak_hash(&s));
    if (fflush(f) != 0 || ferror(f)) {
        set_err(err, n, "write error");
        return ARNAK_E_IO;
    }
    return ARNAK_OK;
}

int record_save(const char *path, const game_record *r, char *err, size_t n)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        set_err(err, n, "%s: cannot create: %s", path, strerror(errno));
        return ARNAK_E_IO;
    }
    char msg[256] = "";
    int rc = record_write(f, r, msg, sizeof msg);
    if (fclose(f) != 0 && rc == ARNAK_OK) {
        rc = ARNAK_E_IO;
        snprintf(msg, sizeof msg, "write error");
    }
    if (rc != ARNAK_OK)
        set_err(err, n, "%s: %s", path, msg);
    return rc;
}

/* ---- reading ---------------------------------------------------------- */

enum { LINE_OK, LINE_TOO_LONG, LINE_BINARY };

/* Reads one line (without its newline, trailing CR dropped) into buf.
 * Returns false at end of input with nothing read.  *status tells whether the
 * line was too long (the rest is skipped) or held control bytes; *unended
 * whether the input stopped before a newline (a truncated file). */
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
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            *status = LINE_BINARY;
        if (len + 1 < cap)
            buf[len++] = (char)c;
        else if (*status == LINE_OK)
            *status = LINE_TOO_LONG;
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
    long line;
    bool have_seed, have_players, have_side, have_seats, have_hash;
    bool unended;       /* the current line has no newline: maybe truncated */
    long seats_line;
    uint64_t hash;
    game_record *rec;
    arnak_state s;
    char seats_text[RECORD_LINE_MAX];
} reader;

/* Parses "seats a,b,c" once the player count is known. */
static int apply_seats(reader *rd, char *err, size_t n)
{
    const char *names[ARNAK_MAX_PLAYERS];
    char copy[RECORD_LINE_MAX];
    char q[80];
    int count = 0;
    snprintf(copy, sizeof copy, "%s", rd->seats_text);
    for (char *tok = copy, *next; tok; tok = next) {
        next = strchr(tok, ',');
        if (next)
            *next++ = '\0';
        if (count == ARNAK_MAX_PLAYERS) {
            set_err(err, n, "line %ld: seats names more than %d players", rd->seats_line,
                    ARNAK_MAX_PLAYERS);
            return ARNAK_E_RECORD;
        }
        if (!record_valid_name(tok)) {
            set_err(err, n, "line %ld: bad seat name '%s'", rd->seats_line,
                    quote(tok, q, sizeof q));
            return ARNAK_E_RECORD;
        }
        names[count++] = tok;
    }
    if (count != rd->rec->cfg.players) {
        set_err(err, n, "line %ld: seats names %d players but the game has %d", rd->seats_line,
                count, rd->rec->cfg.players);
        return ARNAK_E_RECORD;
    }
    record_set_seats(rd->rec, names, count);
    return ARNAK_OK;
}

static int header_line(reader *rd, char *key, char *val, char *err, size_t n)
{
    char q[80];
    long ln = rd->line;
    if (strcmp(key, "actions") == 0) {
        if (*val) {
            set_err(err, n, "line %ld: 'actions' takes no argument", ln);
            return ARNAK_E_RECORD;
        }
        if (!rd->have_seed || !rd->have_players) {
            set_err(err, n, "line %ld: 'actions' before the '%s' line", ln,
                    rd->have_seed ? "players" : "seed");
            return ARNAK_E_RECORD;
        }
        int rc = arnak_init(&rd->s, &rd->rec->cfg);
        if (rc != ARNAK_OK) {
            set_err(err, n, "line %ld: the engine rejects this configuration (%s)", ln,
                    arnak_strerror(rc));
            return ARNAK_E_RECORD;
        }
        if (rd->have_seats && (rc = apply_seats(rd, err, n)) != ARNAK_OK)
            return rc;
        rd->section = SEC_ACTIONS;
        return ARNAK_OK;
    }

    bool *seen = NULL;
    if (strcmp(key, "seed") == 0)
        seen = &rd->have_seed;
    else if (strcmp(key, "players") == 0)
        seen = &rd->have_players;
    else if (strcmp(key, "side") == 0)
        seen = &rd->have_side;
    else if (strcmp(key, "seats") == 0)
        seen = &rd->have_seats;
    if (!seen) {
        set_err(err, n, "line %ld: unknown header line '%s'", ln, quote(key, q, sizeof q));
        return ARNAK_E_RECORD;
    }
    if (*seen) {
        set_err(err, n, "line %ld: second '%s' line", ln, key);
        return ARNAK_E_RECORD;
    }
    *seen = true;

    if (strcmp(key, "seed") == 0) {
        if (!parse_u64(val, &rd->rec->cfg.seed)) {
            set_err(err, n, "line %ld: seed must be an unsigned 64-bit number, not '%s'", ln,
                    quote(val, q, sizeof q));
            return ARNAK_E_RECORD;
        }
    } else if (strcmp(key, "players") == 0) {
        if (strlen(val) != 1 || val[0] < '2' || val[0] > '4') {
            set_err(err, n, "line %ld: players must be 2..4", ln);
            return ARNAK_E_RECORD;
        }
        rd->rec->cfg.players = val[0] - '0';
    } else if (strcmp(key, "side") == 0) {
        if (strcmp(val, "bird") == 0)
            rd->rec->cfg.side = ARNAK_SIDE_BIRD;
        else if (strcmp(val, "snake") == 0)
            rd->rec->cfg.side = ARNAK_SIDE_SNAKE;
        else {
            set_err(err, n, "line %ld: side must be bird or snake", ln);
            return ARNAK_E_RECORD;
        }
    } else {
        /* Seats are checked against the player count at 'actions'. */
        snprintf(rd->seats_text, sizeof rd->seats_text, "%s", val);
        rd->seats_line = ln;
    }
    return ARNAK_OK;
}

/* Applies the action written on line `line`. */
static int action_line(reader *rd, const char *text, long line, bool unended, char *err,
                       size_t n)
{
    char q[80];
    arnak_action a;
    if (arnak_is_over(&rd->s)) {
        set_err(err, n, "line %ld: '%s' comes after the end of the game", line,
                quote(text, q, sizeof q));
        return ARNAK_E_RECORD;
    }
    if (arnak_action_from_string(&rd->s, text, &a) != ARNAK_OK ||
        arnak_apply(&rd->s, a) != ARNAK_OK) {
        set_err(err, n, "line %ld: '%s' is not a legal action here%s", line,
                quote(text, q, sizeof q),
                unended ? " (the file ends inside this line: truncated?)" : "");
        return ARNAK_E_RECORD;
    }
    if (record_push(rd->rec, a) != 0) {
        set_err(err, n, "line %ld: out of memory", line);
        return ARNAK_E_IO;
    }
    return ARNAK_OK;
}

/* One line of the actions section: an action, or "end" closing the section
 * (the engine spells the end of a turn "end-turn", so there is no clash). */
static int actions_section_line(reader *rd, char *line, char *err, size_t n)
{
    if (strcmp(line, "end") == 0) {
        rd->section = SEC_AFTER_END;
        return ARNAK_OK;
    }
    return action_line(rd, line, rd->line, rd->unended, err, n);
}

static int after_end_line(reader *rd, char *key, char *val, char *err, size_t n)
{
    char q[80];
    if (strcmp(key, "hash") != 0) {
        set_err(err, n, "line %ld: unexpected '%s' after 'end'", rd->line,
                quote(key, q, sizeof q));
        return ARNAK_E_RECORD;
    }
    if (rd->have_hash) {
        set_err(err, n, "line %ld: second 'hash' line", rd->line);
        return ARNAK_E_RECORD;
    }
    if (strncmp(val, "0x", 2) != 0 || strlen(val) < 3 || strlen(val) > 18 ||
        !parse_u64(val, &rd->hash)) {
        set_err(err, n, "line %ld: hash must be 0x followed by up to 16 hex digits", rd->line);
        return ARNAK_E_RECORD;
    }
    rd->have_hash = true;
    return ARNAK_OK;
}

static int read_all(FILE *f, reader *rd, char *err, size_t n)
{
    char buf[RECORD_LINE_MAX + 1];
    char q[80];
    int status, rc;
    while (read_line(f, buf, sizeof buf, &status, &rd->unended)) {
        rd->line++;
        if (status == LINE_TOO_LONG) {
            set_err(err, n, "line %ld: line longer than %d characters", rd->line,
                    RECORD_LINE_MAX);
            return ARNAK_E_RECORD;
        }
        if (status == LINE_BINARY) {
            set_err(err, n, "line %ld: control characters or binary data", rd->line);
            return ARNAK_E_RECORD;
        }
        char *line = clean_line(buf);
        if (!*line)
            continue;

        if (rd->section == SEC_ACTIONS) {
            if ((rc = actions_section_line(rd, line, err, n)) != ARNAK_OK)
                return rc;
            continue;
        }
        char *val = split_word(line);
        if (rd->section == SEC_MAGIC) {
            if (strcmp(line, "arnak-record") != 0) {
                set_err(err, n, "line %ld: not an arnak record (expected 'arnak-record %d')",
                        rd->line, RECORD_VERSION);
                return ARNAK_E_RECORD;
            }
            if (strcmp(val, "1") != 0) {
                set_err(err, n, "line %ld: unsupported record version '%s' (this program reads %d)",
                        rd->line, quote(val, q, sizeof q), RECORD_VERSION);
                return ARNAK_E_RECORD;
            }
            rd->section = SEC_HEADER;
        } else if (rd->section == SEC_HEADER) {
            if ((rc = header_line(rd, line, val, err, n)) != ARNAK_OK)
                return rc;
        } else if ((rc = after_end_line(rd, line, val, err, n)) != ARNAK_OK) {
            return rc;
        }
    }
    if (ferror(f)) {
        set_err(err, n, "line %ld: read error", rd->line + 1);
        return ARNAK_E_IO;
    }
    if (rd->line == 0) {
        set_err(err, n, "the file is empty, not an arnak record");
        return ARNAK_E_RECORD;
    }
    if (rd->section != SEC_AFTER_END) {
        static const char *const missing[] = {"'arnak-record 1'", "'actions'", "'end'"};
        set_err(err, n, "line %ld: the record ends early: missing %s", rd->line + 1,
                missing[rd->section]);
        return ARNAK_E_RECORD;
    }
    uint64_t h = arnak_hash(&rd->s);
    if (rd->have_hash && h != rd->hash) {
        set_err(err, n, "hash mismatch: record says 0x%016" PRIx64 ", replay gives 0x%016" PRIx64,
                rd->hash, h);
        return ARNAK_E_RECORD;
    }
    return ARNAK_OK;
}

int record_read(FILE *f, game_record **out, arnak_state *final, char *err, size_t n)
{
    if (out)
        *out = NULL;
    /* The reader holds a whole state; keep it off the stack of small threads. */
    reader *rd = calloc(1, sizeof *rd);
    arnak_config none = {0, ARNAK_SIDE_BIRD, 0};
    if (rd)
        rd->rec = record_new(&none);
    if (!rd || !rd->rec) {
        free(rd);
        set_err(err, n, "out of memory");
        return ARNAK_E_IO;
    }
    int rc = read_all(f, rd, err, n);
    if (rc == ARNAK_OK) {
        if (final)
            *final = rd->s;
        if (out) {
            *out = rd->rec;
            rd->rec = NULL;
        }
    }
    record_free(rd->rec);
    free(rd);
    return rc;
}

int record_replay(FILE *f, arnak_state *final, char *err, size_t n)
{
    return record_read(f, NULL, final, err, n);
}

int record_read_path(const char *path, game_record **out, arnak_state *final, char *err,
                     size_t n)
{
    if (out)
        *out = NULL;
    if (strcmp(path, "-") == 0)
        return record_read(stdin, out, final, err, n);
    FILE *f = fopen(path, "rb");
    if (!f) {
        set_err(err, n, "cannot open: %s", strerror(errno));
        return ARNAK_E_IO;
    }
    int rc = record_read(f, out, final, err, n);
    fclose(f);
    return rc;
}
