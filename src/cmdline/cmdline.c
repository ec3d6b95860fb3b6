/* cmdline.c - the command tables' parser, help writer and usage errors, and
 * the options that set up a game (see cmdline.h). */
#define _POSIX_C_SOURCE 200809L

#include "cmdline/cmdline.h"

#include <ctype.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/parse.h"
#include "core/splitmix.h"

/* Options of one command, -h/--help included. */
#define CLI_MAX_OPTIONS 40
/* The help's second column never starts further right than this. */
#define CLI_HELP_COLUMN 26

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "arnak%s%s: ", cmd ? " " : "", cmd ? cmd : "");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see 'arnak%s%s --help')\n", cmd ? " " : "", cmd ? cmd : "");
    va_end(ap);
    return CLI_EXIT_USAGE;
}

int cli_bad_value(const cli_command *c, int id, const char *value, const char *what)
{
    const char *name = "?";
    for (const cli_option *o = c->options; o && o->name; o++)
        if (o->id == id)
            name = o->name;
    return cli_usage_error(c->name, "--%s must be %s, not '%s'", name, what, value ? value : "");
}

static const cli_option help_option = {"help", 'h', NULL, "this text", 0};

/* "  -p, --players N" or "      --seats LIST" into buf; its length. */
static int option_left(const cli_option *o, char *buf, size_t n)
{
    char letter[8] = "    ";
    if (o->letter)
        snprintf(letter, sizeof letter, "-%c, ", o->letter);
    return snprintf(buf, n, "  %s--%s%s%s", letter, o->name, o->value ? " " : "",
                    o->value ? o->value : "");
}

static void print_option(const cli_option *o, int column, FILE *f)
{
    char left[96];
    int len = option_left(o, left, sizeof left);
    fputs(left, f);
    const char *h = o->help ? o->help : "";
    if (len + 2 > column) { /* too long for the column: the help goes below */
        fputc('\n', f);
        len = 0;
    }
    for (;;) {
        size_t line = strcspn(h, "\n");
        fprintf(f, "%*s%.*s\n", column - len, "", (int)line, h);
        if (!h[line])
            break;
        h += line + 1;
        len = 0;
    }
}

void cli_print_help(const cli_command *c, FILE *f)
{
    fprintf(f, "usage: arnak %s%s%s\n", c->name, c->synopsis && *c->synopsis ? " " : "",
            c->synopsis ? c->synopsis : "");
    if (c->about)
        fprintf(f, "\n%s", c->about);
    else if (c->summary)
        fprintf(f, "\n%c%s.\n", toupper((unsigned char)c->summary[0]), c->summary + 1);
    if (!c->options)
        return;
    int column = 0;
    char left[96];
    for (const cli_option *o = c->options; o->name; o++) {
        int len = option_left(o, left, sizeof left) + 2;
        if (len > column && len <= CLI_HELP_COLUMN)
            column = len;
    }
    if (column < 20)
        column = 20;
    fputs("\noptions:\n", f);
    for (const cli_option *o = c->options; o->name; o++)
        print_option(o, column, f);
    print_option(&help_option, column, f);
}

/* getopt_long returned '?' or ':'; describe the offending option.  A long
 * option is still the text in argv[optind - 1]; a short one (perhaps inside
 * a cluster like -xp) is only known by its letter in optopt. */
static int option_error(const char *cmd, int c, char *const argv[])
{
    char opt[64];
    const char *arg = optind > 0 ? argv[optind - 1] : "";
    if (strncmp(arg, "--", 2) == 0)
        snprintf(opt, sizeof opt, "%.*s", (int)strcspn(arg, "="), arg);
    else if (optopt > 0 && optopt < 128 && isprint(optopt))
        snprintf(opt, sizeof opt, "-%c", optopt);
    else
        snprintf(opt, sizeof opt, "%s", arg);
    if (c == ':')
        return cli_usage_error(cmd, "option '%s' needs a value", opt);
    return cli_usage_error(cmd, "unknown%s option '%s'", opt[1] == '-' ? " or ambiguous" : "", opt);
}

int cli_parse(const cli_command *c, int argc, char **argv, cli_option_fn fn, void *ctx, int *first)
{
    struct option longopts[CLI_MAX_OPTIONS + 1];
    char shorts[3 * CLI_MAX_OPTIONS + 2] = ":h";
    size_t ns = 2;
    int n = 0;
    for (const cli_option *o = c->options; o && o->name && n < CLI_MAX_OPTIONS - 1; o++, n++) {
        longopts[n] =
            (struct option){o->name, o->value ? required_argument : no_argument, NULL, 256 + n};
        if (o->letter) {
            shorts[ns++] = o->letter;
            if (o->value)
                shorts[ns++] = ':';
        }
    }
    shorts[ns] = '\0';
    const int help = 256 + n;
    longopts[n++] = (struct option){"help", no_argument, NULL, help};
    longopts[n] = (struct option){NULL, 0, NULL, 0};
    opterr = 0;
    optind = 0; /* a fresh start, also after a previous parse stopped inside a cluster */
    int ch;
    while ((ch = getopt_long(argc, argv, shorts, longopts, NULL)) != -1) {
        if (ch == help || ch == 'h') {
            cli_print_help(c, stdout);
            return 0;
        }
        const cli_option *o = NULL;
        if (ch >= 256 && ch < help)
            o = &c->options[ch - 256];
        for (const cli_option *p = c->options; !o && p && p->name; p++)
            if (p->letter && p->letter == ch)
                o = p;
        if (!o)
            return option_error(c->name, ch, argv);
        int rc = fn(ctx, o->id, optarg);
        if (rc != CLI_GO)
            return rc;
    }
    if (c->max_args != CLI_ANY_ARGS && argc - optind > c->max_args)
        return cli_usage_error(c->name, "unexpected argument '%s'", argv[optind + c->max_args]);
    if (first)
        *first = optind;
    return CLI_GO;
}

bool cli_parse_int(const char *s, int lo, int hi, int *out)
{
    uint64_t v;
    if (!s || !game_parse_u64(s, &v) || v < (uint64_t)(lo < 0 ? 0 : lo) || v > (uint64_t)hi)
        return false;
    *out = (int)v;
    return true;
}

int cli_split_list(const char *arg, char *out, size_t len, int max)
{
    int n = 0;
    const char *p = arg;
    for (;;) {
        size_t k = strcspn(p, ",");
        if (k == 0 || k >= len || n == max)
            return -1;
        memcpy(out + (size_t)n * len, p, k);
        out[(size_t)n * len + k] = '\0';
        n++;
        if (p[k] == '\0')
            return n;
        p += k + 1;
    }
}

uint64_t cli_clock_seed(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    uint64_t x = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
    return splitmix64(&x) % 1000000000ULL;
}

const game_def *cli_default_game(void)
{
    return game_registry(NULL)[0];
}

const char *cli_default_bot(const game_def *g)
{
    return g && g->default_bot ? g->default_bot : "greedy";
}

/* --- the options that set up a game ------------------------------------------------- */

bool cli_is_game_arg(int id)
{
    return id >= CLI_GAME && id <= CLI_GAMES;
}

int cli_game_arg(const char *cmd, cli_game_args *a, int id, const char *value)
{
    switch (id) {
    case CLI_GAME:
        if (!(a->g = game_find(value)))
            return cli_usage_error(cmd, "unknown game '%s'", value);
        return CLI_GO;
    case CLI_PLAYERS:
        if (!cli_parse_int(value, 1, GAME_MAX_PLAYERS, &a->players))
            return cli_usage_error(cmd, "--players must be 1..%d, not '%s'", GAME_MAX_PLAYERS,
                                   value);
        return CLI_GO;
    case CLI_GAMES:
        if (!cli_parse_int(value, 1, 100000000, &a->games))
            return cli_usage_error(cmd, "--games must be a positive number, not '%s'", value);
        return CLI_GO;
    case CLI_SEED:
        if (!game_parse_u64(value, &a->seed))
            return cli_usage_error(cmd, "--seed must be an unsigned 64-bit number, not '%s'",
                                   value);
        a->have_seed = true;
        return CLI_GO;
    default:
        break;
    }
    if (a->nsettings == CLI_MAX_SETTINGS)
        return cli_usage_error(cmd, "too many options of the game");
    const char *name = id == CLI_SIDE ? "side" : id == CLI_DIFFICULTY ? "difficulty" : value;
    size_t len = strlen(name);
    if (id == CLI_OPTION) {
        const char *eq = strchr(value, '=');
        if (!eq || eq == value || (size_t)(eq - value) >= sizeof a->setting[0])
            return cli_usage_error(cmd, "--option wants NAME=VALUE, not '%s'", value);
        len = (size_t)(eq - value);
        value = eq + 1;
    }
    snprintf(a->setting[a->nsettings], sizeof a->setting[0], "%.*s", (int)len, name);
    a->value[a->nsettings++] = value;
    return CLI_GO;
}

/* "bird or snake", "0..5": the values option o takes, for an error. */
static void option_values(const game_option *o, char *buf, size_t n)
{
    bool numbers = true;
    for (int v = 0; v < o->nvalues && numbers; v++) {
        char num[16];
        snprintf(num, sizeof num, "%d", v);
        numbers = o->names && o->names[v] && strcmp(o->names[v], num) == 0;
    }
    if (numbers || !o->names) {
        snprintf(buf, n, "0..%d", o->nvalues - 1);
        return;
    }
    size_t at = 0;
    buf[0] = '\0';
    for (int v = 0; v < o->nvalues && at < n; v++)
        at += (size_t)snprintf(buf + at, n - at, "%s%s",
                               v == 0               ? ""
                               : v + 1 < o->nvalues ? ", "
                                                    : " or ",
                               o->names[v] ? o->names[v] : "?");
}

int cli_game_setup(const char *cmd, const cli_game_args *a, game_setup *out)
{
    game_setup_default(a->g, out);
    if (a->players)
        out->players = a->players;
    if (a->have_seed)
        out->seed = a->seed;
    for (int i = 0; i < a->nsettings; i++) {
        const char *name = a->setting[i];
        int oi = game_option_index(a->g, name);
        if (oi < 0)
            return cli_usage_error(cmd, "%s has no option '%s'", a->g->name, name);
        int v = game_option_value(a->g, oi, a->value[i]);
        if (v < 0) {
            char values[128];
            option_values(&a->g->options[oi], values, sizeof values);
            bool own = strcmp(name, "side") == 0 || strcmp(name, "difficulty") == 0;
            return cli_usage_error(cmd, "%s%s must be %s, not '%s'", own ? "--" : "option ", name,
                                   values, a->value[i]);
        }
        out->options[oi] = v;
    }
    return CLI_GO;
}
