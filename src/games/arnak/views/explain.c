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
#include <threads.h>

#include "games/arnak/action_info.h"
#include "games/arnak/data/data.h"
#include "games/arnak/rules/encoding.h"

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
    /* the printed text of a card that exiles itself says so ("Exile this card. ..."):
     * said again only where it does not */
    if (d->exile_self && !strstr(d->text, "xile this card"))
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

static void put_icons(out *o, const uint8_t t[2])
{
    if (!t[0]) {
        put(o, "nothing");
        return;
    }
    put(o, "%s", icon(t[0]));
    if (t[1])
        put(o, " + %s", icon(t[1]));
}

static void explain_site(out *o, int site)
{
    const site_def *d = &ARNAK_SITE_DEFS[site];
    char words[160];
    if (d->level == 0) {
        arnak_program_words(PR_CAMP0 + site, words, sizeof words);
        put(o, "%s (camp site, spaces %sa and %sb)\n  Digging here gives: %s.\n"
               "  Travel to space a costs %d %s, to space b %d %ss; one archaeologist per space.",
            d->name, d->name, d->name, words, CAMP_SPACE_COST(0), icon(ICON_BOOT), CAMP_SPACE_COST(1),
            icon(ICON_BOOT));
        return;
    }
    const char *lvl = d->level == 1 ? "I" : "II";
    put(o, "%s (level %s site, one space)\n  Travel: ", d->name, lvl);
    put_icons(o, d->travel[0]);
    put(o, " on the Bird side, ");
    put_icons(o, d->travel[1]);
    put(o, " on the Snake side.\n  Undiscovered, it holds an idol: discovering it costs %d compasses and the "
           "travel; take the idol, turn up a level %s site tile, get its reward at once, then a guardian "
           "wakes there.\n  Discovered, digging here gives the reward of its site tile.",
        3 * d->level, lvl);
}

static void explain_space(out *o, int k)
{
    int side = k / ARNAK_RSPACES, sp = k % ARNAK_RSPACES;
    const side_def *sd = &ARNAK_SIDES[side];
    const rspace_def *r = &sd->sp[sp];
    put(o, "%s (research space, %s side, row %d%s)", r->name, side ? "Snake" : "Bird", r->row,
        r->row == LOST_TEMPLE_ROW ? ": the Lost Temple" : r->row == 0 ? ": the start" : "");
    bool temple = r->row == LOST_TEMPLE_ROW;
    if (r->row > 0) {
        put(o, "\n  Moving %s here costs ", temple ? "the magnifying glass" : "a token");
        if (r->idol_cost)
            put(o, "%d idol%s", r->idol_cost, r->idol_cost > 1 ? "s" : "");
        else
            put_resources(o, r->cost);
        put(o, ".%s", temple ? "" : " The notebook never goes above the magnifying glass's row.");
    }
    if (temple) {
        put(o, "\n  Only the magnifying glass comes here. Arriving scores %d, %d, %d or %d points by the "
               "order of arrival; from here the research action buys temple tiles.",
            ARNAK_TEMPLE_POINTS[0], ARNAK_TEMPLE_POINTS[1], ARNAK_TEMPLE_POINTS[2], ARNAK_TEMPLE_POINTS[3]);
        return;
    }
    if (r->row > 0) {
        char g[160], nb[160];
        arnak_program_words(PR_ROW + side * 14 + r->row - 1, g, sizeof g);
        arnak_program_words(PR_ROW + side * 14 + 7 + r->row - 1, nb, sizeof nb);
        put(o, "\n  Arriving here, the magnifying glass gives: %s; the notebook: %s.", g, nb);
    }
    if (r->bonus_slots[0] || r->bonus_slots[1] || r->bonus_slots[2])
        put(o, "\n  Bonus tiles dealt here: %d with 2 players, %d with 3, %d with 4; the first token to "
               "arrive takes one.",
            r->bonus_slots[0], r->bonus_slots[1], r->bonus_slots[2]);
    put(o, "\n  Leads to");
    for (int u = 0, n = 0; u < 3; u++)
        if (r->up[u] > 0 && r->up[u] < ARNAK_RSPACES)
            put(o, "%s%s", n++ ? ", " : " ", sd->sp[r->up[u]].name);
    put(o, ". At the end, a magnifying glass in this row scores %d points, a notebook %d.",
        sd->glass_points[r->row], sd->notebook_points[r->row]);
}

static void explain_temple(out *o, int t)
{
    put(o, "temple tile %s (%d points at the end)\n  With your magnifying glass at the Lost Temple, the "
           "research action buys one. Its cost",
        ARNAK_TEMPLE_STACK_NAMES[t], ARNAK_TEMPLE_STACK_POINTS[t]);
    for (int side = 0; side < 2; side++) {
        uint8_t cost[RES_N] = {0};
        for (int part = 0; part < 3; part++)
            if (ARNAK_TEMPLE_STACK_COSTS[t] >> part & 1)
                for (int i = 0; i < RES_N; i++)
                    cost[i] = (uint8_t)(cost[i] + ARNAK_SIDES[side].ak_temple_cost[part][i]);
        put(o, "%s", side ? "; on the Snake side: " : " on the Bird side: ");
        put_resources(o, cost);
    }
    put(o, ".");
}

/* The payment sources and pieces that options name with a word of their own. */
enum { TERM_PILOT = 0, TERM_MADE, TERM_FEAR_TILE = TERM_MADE + ICON_PLANE, TERM_N };

static void explain_term(out *o, int t)
{
    if (t == TERM_PILOT)
        put(o, "pilot (a way to pay travel)\n  Pay 2 coins for a plane icon; twice in one payment with 4 "
               "coins to spare.");
    else if (t == TERM_FEAR_TILE)
        put(o, "fear tile (when the Fear cards run out)\n  Taken instead of a Fear card once the supply "
               "is empty: it stays in play and scores -2 points at the end; it can be exiled like a card.");
    else
        put(o, "made-%s (a travel icon made this turn)\n  A %s icon an effect gave this turn (a supply "
               "assistant taken for its icon): it pays travel once and is lost at the end of the turn.",
            icon(t - TERM_MADE + 1), icon(t - TERM_MADE + 1));
}

/* The words that options and views show which name no component: the
 * options that are decisions of the moment ("pass", "use-effect") and the
 * views' words ("moon staff").  Only a whole `explain X` takes them, never a
 * word inside an option's text ("research glass B5" is about B5). */
static const struct {
    const char *name, *text;
} WORDS[] = {
    {"pass", "pass (an option)\n  Ends your part of the round: you take no more turns until the next "
             "round, which begins once every player has passed."},
    {"end-turn", "end-turn (an option)\n  Ends your turn after its main action; free actions may "
                 "still come before it."},
    {"use-effect", "use-effect (an option)\n  Uses the effect of the card the decision names (an "
                   "artifact just bought: at once); skip leaves it unused."},
    {"skip", "skip (an option)\n  Leaves the effect the decision offers unused."},
    {"yes", "yes (an option)\n  Takes what the decision offers."},
    {"keep", "keep (an option)\n  At a round's end, after the cards you chose to discard: keeps the "
             "rest of your hand for the next round."},
    {"row-first", "row-first (an option)\n  Research that reaches a space with a bonus tile: the "
                  "row's arrival effect first, then the tile."},
    {"bonus-first", "bonus-first (an option)\n  Research that reaches a space with a bonus tile: the "
                    "tile first, then the row's arrival effect."},
    {"tablet-to-arrowhead", "tablet-to-arrowhead (an option)\n  Upgrades a resource: pays 1 tablet "
                            "for 1 arrowhead."},
    {"arrowhead-to-jewel", "arrowhead-to-jewel (an option)\n  Upgrades a resource: pays 1 arrowhead "
                           "for 1 jewel."},
    {"pay nothing", "pay nothing (an option)\n  Pays no card or resource for this cost: what covers "
                    "it already is enough."},
    {"moon staff", "moon staff (on the card row)\n  Artifacts lie left of it and cost compasses, "
                   "items right of it and cost coins; it moves one place right each round."},
    {"camp", "camp (the camp sites P0 to P4)\n  Sites open from the start: dig at one with boots to "
             "gain what it shows ('explain P0' tells one)."},
    {"face-down idol", "face-down idol (at a level II site)\n  A level II site holds a second idol, "
                       "face down, beside the one shown; it is not known until the site is "
                       "discovered."},
    {"glass", "glass (your magnifying glass, a research token)\n  Research moves it up the track; "
              "at the end it scores its row's glass points; at the Lost Temple it buys temple tiles."},
    {"notebook", "notebook (your second research token)\n  Research moves it up the track like the "
                 "glass, never above the glass's row; at the end it scores its row's notebook "
                 "points."},
    {"Lost Temple", "Lost Temple (the research track's top row)\n  The magnifying glass that reaches "
                    "it scores by the order of arrival; from there the research action buys temple "
                    "tiles ('explain temple-2-left')."},
};
enum { WORD_N = (int)(sizeof WORDS / sizeof WORDS[0]) };

/* ---- the names ------------------------------------------------------------------ */
enum { K_CARD, K_TILE, K_GUARDIAN, K_ASSISTANT, K_IDOL, K_SLOT, K_BONUS, K_RIVAL,
       K_SITE, K_SPACE, K_TEMPLE, K_TERM, K_WORD, K_N };
static const int K_COUNT[K_N] = {CARD_COUNT - 1, 16, 15, 12, 6, SLOT_N, 6, RIVAL_TILE_COUNT,
                                 ARNAK_SITES, 2 * ARNAK_RSPACES, N_TEMPLE_STACKS, TERM_N, WORD_N};

/* Name j of entry i of kind k, NULL past the last.  Name 0 is the canonical
 * one (arnak_explain_name, the catalog); the others are how options, views and
 * the log write it: a card's display name and its number ("#12"), "coin-idol",
 * the idol slot of the option "idol coin-for-jewel", the rival tile of the log
 * ("dig-coin"), a camp site's spaces ("P3a").  All of them are exact names; see bare_name for the short ones. */
static const char *entry_name(int k, int i, int j, char *buf, size_t n)
{
    static const int NAMES_OF[K_N] = {3, 1, 1, 1, 2, 2, 1, 2, 3, 1, 1, 1, 1};
    if (j >= NAMES_OF[k])
        return NULL;
    switch (k) {
    case K_CARD:
        if (j == 2) {
            snprintf(buf, n, "#%d", i + 1);
            return buf;
        }
        return j ? ARNAK_CARDS[i + 1].name : ARNAK_CARDS[i + 1].slug;
    case K_TILE: return ARNAK_TILES[i + 1].name;
    case K_GUARDIAN: return ARNAK_GUARDIANS[i + 1].name;
    case K_ASSISTANT: return ARNAK_ASSISTANTS[i + 1].name;
    case K_IDOL: snprintf(buf, n, j ? "%s-idol" : "idol-%s", ARNAK_IDOL_NAMES[i + 1]); return buf;
    case K_SLOT: snprintf(buf, n, j ? "idol-%s" : "slot-%s", ARNAK_SLOT_NAMES[i]); return buf;
    case K_BONUS: snprintf(buf, n, "bonus-%s", ARNAK_BONUS_NAMES[i + 1]); return buf;
    case K_RIVAL:
        if (j)
            return ARNAK_RIVAL_TILES[i].name;
        snprintf(buf, n, "rival-%s", ARNAK_RIVAL_TILES[i].name);
        return buf;
    case K_SITE:
        if (j == 0)
            return ARNAK_SITE_DEFS[i].name;
        if (ARNAK_SITE_DEFS[i].level != 0)
            return NULL;
        snprintf(buf, n, "%s%c", ARNAK_SITE_DEFS[i].name, j == 1 ? 'a' : 'b');
        return buf;
    case K_SPACE: return ARNAK_SIDES[i / ARNAK_RSPACES].sp[i % ARNAK_RSPACES].name;
    case K_TEMPLE:
        snprintf(buf, n, "temple-%s", ARNAK_TEMPLE_STACK_NAMES[i]);
        return buf;
    case K_WORD: return WORDS[i].name;
    default:
        if (i == TERM_PILOT)
            return "pilot";
        if (i == TERM_FEAR_TILE)
            return "fear-tile";
        snprintf(buf, n, "made-%s", icon(i - TERM_MADE + 1));
        return buf;
    }
}

/* The short name of an entry that other kinds may share ("coin": the coin
 * idol and the coin bonus tile) or that reads as a number ("11": the temple
 * stack of the option "temple 11"), NULL for none.  Only a whole `explain X`
 * takes these, never a word inside an option's text ("card hand:horse"). */
static const char *bare_name(int k, int i)
{
    switch (k) {
    case K_IDOL: return ARNAK_IDOL_NAMES[i + 1];
    case K_SLOT: return ARNAK_SLOT_NAMES[i];
    case K_BONUS: return ARNAK_BONUS_NAMES[i + 1];
    case K_TEMPLE: return ARNAK_TEMPLE_STACK_NAMES[i];
    default: return NULL;
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
    case K_RIVAL: explain_rival(o, i); break;
    case K_SITE: explain_site(o, i); break;
    case K_SPACE: explain_space(o, i); break;
    case K_TEMPLE: explain_temple(o, i); break;
    case K_WORD: put(o, "%s", WORDS[i].text); break;
    default: explain_term(o, i); break;
    }
}

/* Does `key` (normalized) name entry i of kind k, by an exact name (bare:
 * by its short name)? */
/* Every entry's names normalized once (the catalog explains each of its entries,
 * each look-up compares a key with every name): NORMS[flat index][name], "" past the
 * entry's last name; bare names in slot NORM_NAMES. */
#define NORM_NAMES   3
#define NORM_ENTRIES 512
static char NORMS[NORM_ENTRIES][NORM_NAMES + 1][96];
static int NORM_FIRST[K_N];
static once_flag norms_once = ONCE_FLAG_INIT;

static void norms_make(void)
{
    int at = 0;
    for (int k = 0; k < K_N; k++) {
        NORM_FIRST[k] = at;
        for (int i = 0; i < K_COUNT[k] && at < NORM_ENTRIES; i++, at++) {
            char buf[64];
            for (int j = 0; j < NORM_NAMES; j++) {
                const char *name = entry_name(k, i, j, buf, sizeof buf);
                if (!name)
                    break;
                normalize(name, NORMS[at][j], sizeof NORMS[at][j]);
            }
            const char *b = bare_name(k, i);
            if (b)
                normalize(b, NORMS[at][NORM_NAMES], sizeof NORMS[at][NORM_NAMES]);
        }
    }
}

static bool matches_slowly(const char *key, int k, int i, bool bare)
{
    char buf[64], norm[96];
    if (bare) {
        const char *b = bare_name(k, i);
        if (!b)
            return false;
        normalize(b, norm, sizeof norm);
        return strcmp(key, norm) == 0;
    }
    for (int j = 0;; j++) {
        const char *name = entry_name(k, i, j, buf, sizeof buf);
        if (!name)
            return false;
        normalize(name, norm, sizeof norm);
        if (strcmp(key, norm) == 0)
            return true;
    }
}

static bool matches(const char *key, int k, int i, bool bare)
{
    call_once(&norms_once, norms_make);
    if (NORM_FIRST[k] + i >= NORM_ENTRIES) /* a table grown past the cache */
        return matches_slowly(key, k, i, bare);
    char(*names)[96] = NORMS[NORM_FIRST[k] + i];
    if (bare)
        return names[NORM_NAMES][0] && strcmp(key, names[NORM_NAMES]) == 0;
    for (int j = 0; j < NORM_NAMES && names[j][0]; j++)
        if (strcmp(key, names[j]) == 0)
            return true;
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
                snprintf(names[index & 255], sizeof names[0], "%s", entry_name(k, i, 0, buf, sizeof buf));
                return names[index & 255];
            }
    return NULL;
}

/* ---- finding what a text names ------------------------------------------------------ */
enum { MAX_FOUND = 4 };
typedef struct {
    int k[MAX_FOUND], i[MAX_FOUND], n;
} found;

/* Adds every entry that `key` names to f (once each); returns how many it
 * named.  `whole`: key is the whole text asked about (the words of WORDS
 * name nothing inside a longer text). */
static int find_all(const char *key, bool bare, bool whole, found *f)
{
    int named = 0;
    for (int k = 0; k < K_N; k++)
        for (int i = 0; i < K_COUNT[k]; i++) {
            if ((k == K_WORD && !whole) || !matches(key, k, i, bare))
                continue;
            named++;
            bool dup = false;
            for (int x = 0; x < f->n; x++)
                dup |= f->k[x] == k && f->i[x] == i;
            if (!dup && f->n < MAX_FOUND) {
                f->k[f->n] = k;
                f->i[f->n++] = i;
            }
        }
    return named;
}

/* Words of an option or a log line ("pay funding-car+pilot", "research glass
 * B5", "Rival turns up dig-coin"): at each word, the longest run of words
 * that names something; a leading player ("P1:", "P2") is the actor, not the
 * camp site. */
static void find_in_words(const char *what, found *f)
{
    char words[12][48];
    int nw = 0;
    for (const char *p = what; *p && nw < 12;) {
        size_t len = strcspn(p, " \t+:/,;()<>");
        if (len > 0 && len < sizeof words[0]) {
            memcpy(words[nw], p, len);
            words[nw++][len] = '\0';
        }
        p += len;
        p += strspn(p, " \t+:/,;()<>");
    }
    int from = 0;
    if (nw > 1 && (words[0][0] == 'P' || words[0][0] == 'p') && words[0][1] >= '1' && words[0][1] <= '4' &&
        !words[0][2])
        from = 1;
    for (int w = from; w < nw && f->n < MAX_FOUND;) {
        int end = w;
        for (int e = nw; e > w && end == w; e--) {
            char phrase[160] = "", key[160];
            for (int x = w; x < e; x++)
                snprintf(phrase + strlen(phrase), sizeof phrase - strlen(phrase), "%s%s", x > w ? " " : "",
                         words[x]);
            normalize(phrase, key, sizeof key);
            if (key[0] && find_all(key, false, false, f))
                end = e;
        }
        w = end > w ? end : w + 1;
    }
}

static void unknown(out *o, const char *what, const char *key)
{
    put(o, "nothing is called '%s'; explain a card (sea-turtle), site (P5), site tile (L1-04), "
           "guardian (G03), assistant (A07), idol (idol-coin), idol slot (slot-card), research space "
           "(B5), bonus tile (bonus-exile), temple tile (temple-2-left), payment (pilot), rival tile "
           "(dig-coin) or an option's word (pass)",
        what);
    int shown = 0;
    size_t want = strlen(key) < 3 ? strlen(key) : 3;
    for (int k = 0; k < K_N && shown < 4; k++)
        for (int i = 0; i < K_COUNT[k] && shown < 4; i++) {
            char nb[64], norm[96];
            normalize(entry_name(k, i, 0, nb, sizeof nb), norm, sizeof norm);
            if (strncmp(norm, key, want) == 0) {
                put(o, "%s%s", shown ? ", " : "; perhaps ", norm);
                shown++;
            }
        }
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
    /* the whole text by an exact name, else by a short one, else its words */
    found f = {{0}, {0}, 0};
    if (!find_all(key, false, true, &f) && !find_all(key, true, true, &f))
        find_in_words(what, &f);
    if (f.n == 0) {
        unknown(&o, what, key);
        return GAME_E_PARSE;
    }
    for (int x = 0; x < f.n; x++) {
        if (x)
            put(&o, "\n");
        explain_entry(&o, f.k[x], f.i[x]);
    }
    return (int)(o.len < n ? o.len : n - 1);
}
