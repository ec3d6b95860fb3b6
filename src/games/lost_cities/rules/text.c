/* rules/text.c - Lost Cities' canonical action texts (records, commands) and
 * their parsing (rules/text.h); the words for people are views/text.c.
 *
 * Canonical texts are short lower-case words: "start red adventurer",
 * "start red researcher", "play red 5", "discard red 5", "move red", "skip",
 * "draw pile", "draw red".  Input is matched case-insensitively, with any
 * run of blanks read as one. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/parse.h"
#include "games/lost_cities/internal.h"

int lc_card_text(int type, char *buf, size_t n)
{
    if (type < 0 || type >= LC_TYPES)
        return game_format(buf, n, "a card");
    return game_format(buf, n, "%s %d", LC_COLOR_NAMES[LC_COLOR_OF(type)], LC_VALUE_OF(type));
}

static int color_index(const char *w, size_t len)
{
    for (int c = 0; c < LC_COLORS; c++)
        if (strlen(LC_COLOR_NAMES[c]) == len && strncmp(LC_COLOR_NAMES[c], w, len) == 0)
            return c;
    return -1;
}

int lc_parse_card(const char *text, int *type)
{
    if (!text || !type)
        return GAME_E_ARG;
    const char *sp = strchr(text, ' ');
    if (!sp)
        return GAME_E_PARSE;
    int c = color_index(text, (size_t)(sp - text));
    const char *v = sp + 1;
    if (c < 0 || !isdigit((unsigned char)v[0]))
        return GAME_E_PARSE;
    int val = v[0] - '0';
    if (v[1] == '0' && val == 1 && v[2] == '\0')
        val = 10;
    else if (v[1] != '\0')
        return GAME_E_PARSE;
    *type = LC_TYPE(c, val);
    return GAME_OK;
}

/* The canonical text of any well-formed action (legality is the caller's). */
static int canonical(game_action a, char *buf, size_t n)
{
    int arg = LC_AARG(a);
    char card[24];
    switch (LC_AKIND(a)) {
    case LC_A_START:
        if (arg >= LC_COLORS * 2)
            break;
        return game_format(buf, n, "start %s %s", LC_COLOR_NAMES[arg / 2],
                   arg & 1 ? "researcher" : "adventurer");
    case LC_A_PLAY:
    case LC_A_DISCARD:
        if (arg >= LC_TYPES)
            break;
        lc_card_text(arg, card, sizeof card);
        return game_format(buf, n, "%s %s", LC_AKIND(a) == LC_A_PLAY ? "play" : "discard", card);
    case LC_A_MOVE:
        if (arg >= LC_COLORS)
            break;
        return game_format(buf, n, "move %s", LC_COLOR_NAMES[arg]);
    case LC_A_SKIP:
        return game_format(buf, n, "skip");
    case LC_A_DRAW:
        return game_format(buf, n, "draw pile");
    case LC_A_TAKE:
        if (arg >= LC_COLORS)
            break;
        return game_format(buf, n, "draw %s", LC_COLOR_NAMES[arg]);
    default:
        break;
    }
    if (buf && n)
        buf[0] = '\0';
    return GAME_E_ILLEGAL;
}

int lc_action_to_string(const void *st, game_action a, char *buf, size_t n)
{
    const lost_cities_state *s = st;
    if (!s || !buf || !n)
        return GAME_E_ARG;
    if (!lc_is_legal(s, a)) {
        buf[0] = '\0';
        return GAME_E_ILLEGAL;
    }
    return canonical(a, buf, n);
}

int lc_action_from_string(const void *st, const char *text, game_action *outp)
{
    const lost_cities_state *s = st;
    if (!s || !text || !outp)
        return GAME_E_ARG;
    char norm[64]; /* long input is no action */
    if (!game_text_normalize(text, norm, sizeof norm))
        return GAME_E_PARSE;
    game_action legal[LC_MAX_ACTIONS];
    int nl = lost_cities_legal(s, legal);
    char t[64];
    for (int i = 0; i < nl; i++)
        if (canonical(legal[i], t, sizeof t) > 0 && strcmp(t, norm) == 0) {
            *outp = legal[i];
            return GAME_OK;
        }
    return GAME_E_PARSE;
}
