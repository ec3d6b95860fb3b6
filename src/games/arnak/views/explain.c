/* explain.c - arnak_explain(): a named component in words (explain.h).
 *
 * Every sentence is built from the data tables (data/), so an explanation can
 * never disagree with what the engine does: the costs, points and icons come
 * from the same fields the rules read, and effects are put into words from the
 * same effect programs (arnak_program_words) wherever the table has no text. */
#include "games/arnak/explain.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "games/arnak/action_info.h"
#include "games/arnak/data/data.h"

/* Lower case; blanks, underscores and dashes become one dash; apostrophes and
 * dots go. */
static void normalize(const char *in, char *out, size_t n)
{
    size_t k = 0;
    bool dash = false;
    for (const char *p = in; *p && k + 2 < n; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '\'' || c == '.')
            continue;
        if (c == ' ' || c == '_' || c == '-' || c == '\t') {
            dash = k > 0;
            continue;
        }
        if (dash)
            out[k++] = '-';
        dash = false;
        out[k++] = (char)tolower(c);
    }
    out[k] = '\0';
}

typedef struct {
    char *b;
    size_t n, len;
} out;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->n ? o->n - o->len : 0;
    int w = vsnprintf(room ? o->b + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (w > 0)
        o->len += (size_t)w;
}

static void put_resources(out *o, const uint8_t r[RES_N])
{
    bool first = true;
    for (int i = 0; i < RES_N; i++)
        if (r[i]) {
            put(o, "%s%d %s%s", first ? "" : " + ", r[i], ARNAK_RES_NAMES[i],
                r[i] > 1 ? (i == RES_COMPASS ? "es" : "s") : "");
            first = false;
        }
    if (first)
        put(o, "nothing");
}

static const char *icon(int i) { return i > 0 && i < ICON_N ? ARNAK_ICON_NAMES[i] : "?"; }

static void explain_card(out *o, int c)
{
    const card_def *d = &ARNAK_CARDS[c];
    static const char *const kinds[] = {"basic card", "Fear card", "item", "artifact"};
    put(o, "%s (%s", d->name, kinds[d->kind & 3]);
    if (d->kind == CK_ITEM)
        put(o, ", costs %d coin%s", d->cost, d->cost == 1 ? "" : "s");
    else if (d->kind == CK_ART)
        put(o, ", costs %d compass%s", d->cost, d->cost == 1 ? "" : "es");
    put(o, ", %d point%s at the end", d->points, d->points == 1 || d->points == -1 ? "" : "s");
    put(o, ", travel icon%s: %s", d->travel[1] ? "s" : "", icon(d->travel[0]));
    if (d->travel[1])
        put(o, " %s", icon(d->travel[1]));
    put(o, ")\n  ");
    switch (d->action) {
    case CA_FREE: put(o, "Free action: "); break;
    case CA_MAIN: put(o, "Main action: "); break;
    case CA_FREE_PASS: put(o, "Free action, or when you pass: "); break;
    default: break;
    }
    put(o, "%s", d->text);
    if (d->exile_self)
        put(o, " Then exile this card.");
    if (d->kind == CK_ART)
        put(o, "\n  When you buy it, you may use its effect at once for free.");
    if (d->kind == CK_ITEM)
        put(o, "\n  Bought items go to the bottom of your deck.");
    if (d->kind == CK_FEAR)
        put(o, "\n  Fear cards come from guardians you did not overcome and from some sites.");
}

static void explain_tile(out *o, int t)
{
    const tile_def *d = &ARNAK_TILES[t];
    put(o, "%s (level %s site tile)\n  Discovering or digging at this site gives: %s.", d->name,
        d->level == 1 ? "I" : "II", d->text);
    /* discovery costs 3 (level I) or 6 (level II) compasses on both sides (R-ARNAK-37) */
    put(o, "\n  Discovering a level %s site: pay %d compasses and the travel cost, take its idol, "
           "turn up this tile and get its reward at once, then a guardian wakes there.",
        d->level == 1 ? "I" : "II", d->level == 1 ? 3 : 6);
}

static void explain_guardian(out *o, int g)
{
    const guardian_def *d = &ARNAK_GUARDIANS[g];
    put(o, "%s (guardian, 5 points at the end when overcome)\n  To overcome it: ", d->name);
    bool any = false;
    for (int i = 0; i < 2; i++)
        if (d->travel[i]) {
            put(o, "%s%s icon", any ? " + " : "", icon(d->travel[i]));
            any = true;
        }
    if (d->card_down) {
        put(o, "%sput a card from your hand into play", any ? " + " : "");
        any = true;
    }
    bool res = false;
    for (int i = 0; i < RES_N; i++)
        res |= d->cost[i] != 0;
    if (res) {
        put(o, "%s", any ? " + " : "");
        put_resources(o, d->cost);
    }
    put(o, ".\n  Boon (once, then turn it over): ");
    if (d->boon_icon)
        put(o, "use it as a %s icon for travel.", icon(d->boon_icon));
    else {
        char words[160];
        arnak_program_words(d->boon_prog, words, sizeof words);
        put(o, "%s (a free action).", words);
    }
    put(o, "\n  While it guards a site, an archaeologist coming back from there at the round's end "
           "brings a Fear card.");
}

static void explain_assistant(out *o, int a)
{
    const assistant_def *d = &ARNAK_ASSISTANTS[a];
    put(o, "%s (assistant)\n  Silver side: %s.\n  Gold side (after an upgrade): %s.", d->name,
        d->silver, d->gold);
    if (d->travel_icon)
        put(o, "\n  May be used as %s %s icon%s for travel.", "one or two", icon(d->travel_icon),
            "(s)");
    if (d->main_action)
        put(o, "\n  Using it is your main action.");
    put(o, "\n  Using it turns it sideways (exhausted) until it is refreshed at the round's end.");
}

static void explain_idol(out *o, int i)
{
    char words[160];
    arnak_program_words(PR_IDOLR1 + i - 1, words, sizeof words);
    put(o, "%s idol (%d in the game)\n  When you discover the site it lies on: %s.\n"
           "  Every idol you keep scores 3 points at the end, in a slot or not.",
        ARNAK_IDOL_NAMES[i], ARNAK_IDOL_COUNTS[i], words);
}

static void explain_slot(out *o, int k)
{
    char words[160];
    arnak_program_words(PR_SLOT0 + k, words, sizeof words);
    put(o, "idol slot effect '%s'\n  Free action: put an idol from your crates into the leftmost "
           "empty of your four idol slots and choose one of five effects; this one: %s.\n"
           "  Each slot still empty at the end scores its points (%d, %d, %d, %d from the left): "
           "filling one gives those points up.",
        ARNAK_SLOT_NAMES[k], words, ARNAK_IDOL_SLOT_POINTS[0], ARNAK_IDOL_SLOT_POINTS[1],
        ARNAK_IDOL_SLOT_POINTS[2], ARNAK_IDOL_SLOT_POINTS[3]);
}

static void explain_bonus(out *o, int b)
{
    char words[160];
    arnak_program_words(PR_BONUS1 + b - 1, words, sizeof words);
    put(o, "research bonus tile '%s'\n  The first token to reach its space takes it; use it later as a "
           "free action: %s.", ARNAK_BONUS_NAMES[b], words);
}

static void explain_rival(out *o, int t)
{
    const rival_tile_def *d = &ARNAK_RIVAL_TILES[t];
    static const char *const kinds[] = {"digs", "discovers a site", "researches", "overcomes a guardian",
                                        "buys an item", "buys an artifact"};
    put(o, "solo rival tile %s (%s)\n  The rival %s", d->name,
        d->kind == RK_DIG ? "dig" : d->red ? "red" : "green", kinds[d->kind % 6]);
    if (d->kind == RK_DIG)
        put(o, " at the highest free site showing %s", ARNAK_RES_NAMES[d->res % RES_N]);
    if (d->kind == RK_DISCOVER) {
        put(o, "; by round:");
        for (int r = 0; r < 5; r++)
            put(o, " %d: %s%s", r + 1,
                d->disc_level[r] == 0 ? "nothing" : d->disc_level[r] == 1 ? "level I" : "level II",
                d->disc_guardian[r] ? " + guardian" : "");
    }
    put(o, ".\n  Decision arrow: %s.%s", d->arrow == RIVAL_LEFT ? "left" : "right",
        d->round5 ? "" : " Does nothing in round V.");
}

/* ---- the names ------------------------------------------------------------------ */
enum { K_CARD, K_TILE, K_GUARDIAN, K_ASSISTANT, K_IDOL, K_SLOT, K_BONUS, K_RIVAL, K_N };
static const int K_COUNT[K_N] = {CARD_COUNT - 1, 16, 15, 12, 6, SLOT_N, 6, RIVAL_TILE_COUNT};

/* The canonical name of entry i of kind k (written to buf). */
static const char *entry_name(int k, int i, char *buf, size_t n)
{
    switch (k) {
    case K_CARD: return ARNAK_CARDS[i + 1].slug;
    case K_TILE: return ARNAK_TILES[i + 1].name;
    case K_GUARDIAN: return ARNAK_GUARDIANS[i + 1].name;
    case K_ASSISTANT: return ARNAK_ASSISTANTS[i + 1].name;
    case K_IDOL: snprintf(buf, n, "idol-%s", ARNAK_IDOL_NAMES[i + 1]); return buf;
    case K_SLOT: snprintf(buf, n, "slot-%s", ARNAK_SLOT_NAMES[i]); return buf;
    case K_BONUS: snprintf(buf, n, "bonus-%s", ARNAK_BONUS_NAMES[i + 1]); return buf;
    default: snprintf(buf, n, "rival-%s", ARNAK_RIVAL_TILES[i].name); return buf;
    }
}

static void explain_entry(out *o, int k, int i)
{
    switch (k) {
    case K_CARD: explain_card(o, i + 1); break;
    case K_TILE: explain_tile(o, i + 1); break;
    case K_GUARDIAN: explain_guardian(o, i + 1); break;
    case K_ASSISTANT: explain_assistant(o, i + 1); break;
    case K_IDOL: explain_idol(o, i + 1); break;
    case K_SLOT: explain_slot(o, i); break;
    case K_BONUS: explain_bonus(o, i + 1); break;
    default: explain_rival(o, i); break;
    }
}

/* Does `key` (normalized) name entry i of kind k?  Also accepts a card's
 * display name and, for idols, slots, bonus and rival tiles, the bare name when
 * no other kind has it ("coin idol", "refresh"). */
static bool matches(const char *key, int k, int i)
{
    char buf[64], norm[96];
    normalize(entry_name(k, i, buf, sizeof buf), norm, sizeof norm);
    if (strcmp(key, norm) == 0)
        return true;
    if (k == K_CARD) {
        normalize(ARNAK_CARDS[i + 1].name, norm, sizeof norm);
        return strcmp(key, norm) == 0;
    }
    if (k == K_IDOL) { /* "coin-idol" */
        snprintf(buf, sizeof buf, "%s idol", ARNAK_IDOL_NAMES[i + 1]);
        normalize(buf, norm, sizeof norm);
        return strcmp(key, norm) == 0;
    }
    return false;
}

const char *arnak_explain_name(int index)
{
    static char names[256][48];
    int at = 0;
    for (int k = 0; k < K_N; k++)
        for (int i = 0; i < K_COUNT[k]; i++, at++)
            if (at == index) {
                char buf[48];
                snprintf(names[index & 255], sizeof names[0], "%s", entry_name(k, i, buf, sizeof buf));
                return names[index & 255];
            }
    return NULL;
}

int arnak_explain(const char *what, char *buf, size_t n)
{
    if (buf && n)
        buf[0] = '\0';
    if (!what || !buf || n == 0)
        return GAME_E_ARG;
    char key[96];
    normalize(what, key, sizeof key);
    if (!key[0])
        return GAME_E_ARG;
    out o = {buf, n, 0};
    for (int k = 0; k < K_N; k++)
        for (int i = 0; i < K_COUNT[k]; i++)
            if (matches(key, k, i)) {
                explain_entry(&o, k, i);
                /* the two basic cards of one name differ only in their icon */
                if (k == K_CARD && i + 1 < K_COUNT[k] && matches(key, k, i + 1)) {
                    put(&o, "\n");
                    explain_entry(&o, k, i + 1);
                }
                return (int)(o.len < n ? o.len : n - 1);
            }
    /* nothing by that name: name the closest (same first letters) */
    put(&o, "nothing is called '%s'; explain a card, site tile (L1-04), guardian (G03), assistant "
            "(A07), idol (idol-coin), idol slot (slot-card), bonus tile (bonus-exile) or rival tile",
        what);
    int shown = 0;
    size_t want = strlen(key) < 3 ? strlen(key) : 3;
    for (int k = 0; k < K_N && shown < 4; k++)
        for (int i = 0; i < K_COUNT[k] && shown < 4; i++) {
            char nb[64], norm[96];
            normalize(entry_name(k, i, nb, sizeof nb), norm, sizeof norm);
            if (strncmp(norm, key, want) == 0) {
                put(&o, "%s%s", shown ? ", " : "; perhaps ", norm);
                shown++;
            }
        }
    return GAME_E_PARSE;
}
