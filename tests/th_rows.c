/* th_rows.c - the step reader of th_rows.h: rule tests written as rows of canonical
 * texts, set up, played and checked here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "th_rows.h"

/* What one step is reading: the row and step (for the failure message) and the
 * values marked so far. */
typedef struct {
    const th_row *row;
    int step;
    const char *text;
    int marks;
    char mark_name[8][16];
    long long mark_value[8];
    th_row_extra extra;
    arnak_state saved; /* "save" / "load" */
} th_step_ctx;

#define STEP_FAIL(c, ...)                                                                          \
    do {                                                                                           \
        print_error("row %s, step %d \"%s\": ", (c)->row->name, (c)->step, (c)->text);             \
        fail_msg(__VA_ARGS__);                                                                     \
    } while (0)

static const struct {
    const char *name;
    int value;
} NAMES[] = {
    {"FR_TURN", FR_TURN},
    {"FR_POST", FR_POST},
    {"FR_PAY_TRAVEL", FR_PAY_TRAVEL},
    {"FR_DRAW", FR_DRAW},
    {"FR_EXILE", FR_EXILE},
    {"FR_DISCARD", FR_DISCARD},
    {"FR_PAY_Q", FR_PAY_Q},
    {"FR_PAY_DISCARD", FR_PAY_DISCARD},
    {"FR_CHOICE", FR_CHOICE},
    {"FR_UPGRADE", FR_UPGRADE},
    {"FR_ARCH", FR_ARCH},
    {"FR_ACTIVATE", FR_ACTIVATE},
    {"FR_RELOCATE", FR_RELOCATE},
    {"FR_OVERCOME_FREE", FR_OVERCOME_FREE},
    {"FR_CROWN", FR_CROWN},
    {"FR_BUY", FR_BUY},
    {"FR_BOUGHT_ART", FR_BOUGHT_ART},
    {"FR_RESEARCH", FR_RESEARCH},
    {"FR_ORDER", FR_ORDER},
    {"FR_BONUS_PICK", FR_BONUS_PICK},
    {"FR_RECRUIT", FR_RECRUIT},
    {"FR_UPGRADE_ASST", FR_UPGRADE_ASST},
    {"FR_REFRESH", FR_REFRESH},
    {"FR_RESCUE", FR_RESCUE},
    {"FR_SUPPLY_ASST", FR_SUPPLY_ASST},
    {"FR_HORN", FR_HORN},
    {"FR_EARRING_N", FR_EARRING_N},
    {"FR_LIMBO_KEEP", FR_LIMBO_KEEP},
    {"FR_LIMBO_TOP", FR_LIMBO_TOP},
    {"FR_HAMMER_TAKE", FR_HAMMER_TAKE},
    {"FR_OCARINA", FR_OCARINA},
    {"FR_KEEP", FR_KEEP},
    {"IDOL_COIN", IDOL_COIN},
    {"IDOL_COMPASS", IDOL_COMPASS},
    {"IDOL_TABLET", IDOL_TABLET},
    {"IDOL_EXILE", IDOL_EXILE},
    {"IDOL_UPGRADE", IDOL_UPGRADE},
    {"IDOL_REFRESH", IDOL_REFRESH},
    {"ICON_BOOT", ICON_BOOT},
    {"ICON_CAR", ICON_CAR},
    {"ICON_SHIP", ICON_SHIP},
    {"ICON_PLANE", ICON_PLANE},
    {"BONUS_COIN", BONUS_COIN},
    {"BONUS_COMPASS", BONUS_COMPASS},
    {"BONUS_TABLET", BONUS_TABLET},
    {"BONUS_CARD", BONUS_CARD},
    {"BONUS_EXILE", BONUS_EXILE},
    {"BONUS_UPGRADE", BONUS_UPGRADE},
    {"hand", TH_HAND},
    {"play", TH_PLAY},
    {"top", TH_DECK_TOP},
    {"bottom", TH_DECK_BOTTOM},
    {"coin", RES_COIN},
    {"compass", RES_COMPASS},
    {"tablet", RES_TABLET},
    {"arrow", RES_ARROW},
    {"jewel", RES_JEWEL},
};

static int card_of(const char *slug)
{
    for (int c = 1; c < CARD_COUNT; c++)
        if (ARNAK_CARDS[c].slug && !strcmp(ARNAK_CARDS[c].slug, slug))
            return c;
    return 0;
}

/* A number, a card slug, a name of NAMES, digN, or a mark with +N / -N, into *v;
 * false for any other word. */
static bool try_value(const th_step_ctx *c, const char *tok, long long *v)
{
    char *end;
    *v = strtoll(tok, &end, 10);
    if (end != tok && !*end)
        return true;
    if (!strncmp(tok, "dig", 3) && tok[3] >= '0' && tok[3] <= '9') {
        *v = th_dig_space(atoi(tok + 3));
        return true;
    }
    if ((*v = card_of(tok)) != 0)
        return true;
    if (!strncmp(tok, "bits", 4) && tok[4] >= '0' && tok[4] <= '9') {
        *v = 0;
        for (const char *b = tok + 4; *b; b = end + (*end == ',')) {
            long bit = strtol(b, &end, 10);
            if (end == b || bit < 0 || bit > 62)
                return false;
            *v |= 1LL << bit;
        }
        return true;
    }
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++)
        if (!strcmp(NAMES[i].name, tok)) {
            *v = NAMES[i].value;
            return true;
        }
    size_t len = strcspn(tok, "+-");
    for (int i = 0; i < c->marks; i++)
        if (strlen(c->mark_name[i]) == len && !strncmp(c->mark_name[i], tok, len)) {
            *v = c->mark_value[i] + (tok[len] ? strtoll(tok + len, NULL, 10) : 0);
            return true;
        }
    return false;
}

long long th_row_value(const char *tok)
{
    static const th_step_ctx none;
    long long v;
    if (!try_value(&none, tok, &v))
        fail_msg("no such value: %s", tok);
    return v;
}

static long long value_of(th_step_ctx *c, const char *tok)
{
    long long v;
    if (!try_value(c, tok, &v))
        STEP_FAIL(c, "no such value: %s", tok);
    return v;
}

/* The field named by tok ("pN." player prefix, "[index]" element): its value,
 * after writing *set into it when set is not NULL. */
#define RW(nm, lv)                                                                                 \
    if (!strcmp(name, nm)) {                                                                       \
        if (set)                                                                                   \
            lv = *set;                                                                             \
        return (long long)(lv);                                                                    \
    }
#define RO(nm, expr)                                                                               \
    if (!strcmp(name, nm) && !set)                                                                 \
        return (long long)(expr);

static long long field_s(th_step_ctx *c, arnak_state *s, const char *name, int i,
                         const long long *set)
{
    RW("space_occ", s->space_occ[i]);
    RW("site_guardian", s->site_guardian[i]);
    RW("site_tile", s->site_tile[i]);
    RW("site_idol", s->site_idol[i]);
    RW("fear_supply", s->fear_supply);
    RW("main_done", s->main_done);
    RW("item_n", s->item_n);
    RW("art_n", s->art_n);
    RW("item_exile", s->item_exile);
    RW("item_known_top", s->item_known_top);
    RW("art_known_top", s->art_known_top);
    RW("revealed", s->revealed);
    RW("round", s->round);
    RW("limbo_n", s->limbo_n);
    RW("guard_n", s->guard_n);
    RW("rescue_n", s->rescue_n);
    RW("l1_n", s->l1_n);
    RW("l2_n", s->l2_n);
    RW("l1_stack", s->l1_stack[i]);
    RW("l2_stack", s->l2_stack[i]);
    RW("temple_stack", s->temple_stack[i]);
    RW("temple_arrivals", s->temple_arrivals);
    RW("row", s->row[i]);
    RW("asst_n", s->asst_n[i]);
    RW("basic_exiled", s->basic_exiled[i - 1]); /* indexed by the basic card */
    RW("bonus_n", s->bonus_n[i]);
    RW("bonus_taken", s->bonus_taken);
    RW("idols_removed", s->idols_removed);
    RW("temple_bonus", s->temple_bonus[i]);
    RW("temple_bonus_n", s->temple_bonus_n);
    RO("item_exiled", th_item_exiled(s, i));
    RO("art_exiled", th_art_exiled(s, i));
    RO("asst_top", s->asst_stack[i][s->asst_n[i] - 1]);
    RO("item_decktop", s->item_deck[s->item_n - 1]);
    RO("art_decktop", s->art_deck[s->art_n - 1]);
    RO("l1_top", s->l1_stack[s->l1_n - 1]);
    RO("l2_top", s->l2_stack[s->l2_n - 1]);
    RO("current", arnak_current_player(s));
    STEP_FAIL(c, "no such field: %s", name);
    return 0;
}

static arnak_score th_score(const arnak_state *s, int p)
{
    arnak_score sc;
    arnak_score_player(s, p, &sc);
    return sc;
}

static long long field_p(th_step_ctx *c, arnak_state *s, int p, const char *name, int i,
                         const long long *set)
{
    RW("hand_n", s->p[p].hand_n);
    RW("arch_out", s->p[p].arch_out);
    RW("passed", s->p[p].passed);
    RW("deck_n", s->p[p].deck_n);
    RW("asst", s->p[p].asst[i]);
    RW("asst_tired", s->p[p].asst_tired[i]);
    RW("asst_gold", s->p[p].asst_gold[i]);
    RW("temp_icons", s->p[p].temp_icons[i]);
    RW("idols", s->p[p].idols);
    RW("war_mask", s->p[p].war_mask);
    RW("ocarina", s->p[p].ocarina);
    RW("glass", s->p[p].glass);
    RW("notebook", s->p[p].notebook);
    RW("idol_slots", s->p[p].idol_slots);
    RW("guardians", s->p[p].guardians);
    RW("boons_used", s->p[p].boons_used);
    RW("temple_tiles", s->p[p].temple_tiles[i]);
    RW("temple_rank", s->p[p].temple_rank);
    RW("res", s->p[p].res[i]);
    RW("fear_tiles", s->p[p].fear_tiles);
    RW("cards", s->p[p].cards[i]);
    RW("play_n", s->p[p].play_n);
    RW("seen_temple_stack", s->p[p].seen_temple_stack);
    RO("score_research", th_score(s, p).research);
    RO("score_temple", th_score(s, p).temple);
    RO("score_idols", th_score(s, p).idols);
    RO("score_guardians", th_score(s, p).guardians);
    RO("score_total", th_score(s, p).total);
    RO("inplay", th_play_count(s, p, i));
    RO("inhand", th_hand_count(s, p, i));
    RO("indeck", th_deck_count(s, p, i));
    RO("decktop", th_deck_top(s, p));
    RO("deckbottom", th_deck_bottom(s, p));
    RO("fear_owned", th_fear_owned(s, p));
    RO("has_guardian", (s->p[p].guardians >> (i - 1)) & 1);
    STEP_FAIL(c, "no such field: p%d.%s", p, name);
    return 0;
}

static long long field(th_step_ctx *c, arnak_state *s, const char *tok, const long long *set)
{
    char name[32], index[32] = "";
    int p = -1;
    if (tok[0] == 'p' && tok[1] >= '0' && tok[1] <= '3' && tok[2] == '.') {
        p = tok[1] - '0';
        tok += 3;
    }
    size_t len = strcspn(tok, "[");
    if (len >= sizeof name)
        STEP_FAIL(c, "field name too long: %s", tok);
    memcpy(name, tok, len);
    name[len] = 0;
    if (tok[len] == '[') {
        size_t k = strcspn(tok + len + 1, "]");
        if (k >= sizeof index)
            STEP_FAIL(c, "index too long: %s", tok);
        memcpy(index, tok + len + 1, k);
        index[k] = 0;
    }
    int i = index[0] ? (int)value_of(c, index) : 0;
    return p < 0 ? field_s(c, s, name, i, set) : field_p(c, s, p, name, i, set);
}

/* ---- helpers the rows' steps share with the custom tests -------------------------- */

static void card_on_top(uint8_t *deck, int n, int card, const char *name)
{
    for (int i = 0; i < n; i++)
        if (deck[i] == card) {
            deck[i] = deck[n - 1];
            deck[n - 1] = (uint8_t)card;
            return;
        }
    fail_msg("card %d is not in the %s", card, name);
}

void th_item_deck_top(arnak_state *s, int card)
{
    card_on_top(s->item_deck, s->item_n, card, "item deck");
}

void th_art_deck_top(arnak_state *s, int card)
{
    card_on_top(s->art_deck, s->art_n, card, "artifact deck");
}

void th_clear_row_arts(arnak_state *s)
{
    for (int pos = 0; pos < s->round; pos++)
        if (s->row[pos]) {
            s->art_deck[s->art_n++] = s->row[pos];
            s->row[pos] = 0;
        }
}

void th_exile_item_from_deck(arnak_state *s, int n)
{
    for (int i = 0; i < s->item_n; i++)
        if (s->item_deck[i] == CARD_ITEM(n)) {
            memmove(&s->item_deck[i], &s->item_deck[i + 1], (size_t)(s->item_n - i - 1));
            s->item_deck[--s->item_n] = 0;
            s->item_exile |= 1ULL << (n - 1);
            return;
        }
    fail_msg("item %d is not in the item deck", n);
}

void th_guardian_on_camp(arnak_state *s, int camp, int g)
{
    th_give_guardian(s, 1, g);
    s->p[1].guardians = (uint16_t)(s->p[1].guardians & ~(1u << (g - 1)));
    s->site_guardian[camp] = (uint8_t)g;
}

void th_finish_round(arnak_state *s)
{
    th_do(s, "pass");
    while (!s->over && th_frame(s) == FR_KEEP)
        th_do(s, "keep");
}

void th_play_art(arnak_state *s, const char *slug)
{
    char t[64];
    snprintf(t, sizeof t, "play %s", slug);
    uint16_t tablets = s->p[0].res[RES_TABLET];
    assert_true(tablets >= 1);
    s->p[0].res[RES_TABLET] = 0;
    assert_false(th_legal(s, t));
    s->p[0].res[RES_TABLET] = tablets;
    th_do(s, t);
}

void th_recall(arnak_state *s, int p)
{
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        if (s->space_occ[sp] == p + 1)
            s->space_occ[sp] = 0;
    s->p[p].arch_out = 0;
}

void th_check_cost(arnak_state *s, const char *act, const int cost[RES_N])
{
    int p = arnak_current_player(s);
    for (int r = 0; r < RES_N; r++) {
        if (!cost[r])
            continue;
        int d[RES_N];
        memcpy(d, cost, sizeof d);
        d[r]--;
        th_set_res(s, p, d[0], d[1], d[2], d[3], d[4]);
        if (th_legal(s, act))
            fail_msg("'%s' is legal with one %s short", act, ARNAK_RES_NAMES[r]);
    }
    th_set_res(s, p, cost[0], cost[1], cost[2], cost[3], cost[4]);
    if (!th_legal(s, act)) {
        th_print_options(s);
        fail_msg("'%s' is not legal with its exact cost", act);
    }
}

void th_do_paid(arnak_state *s, const char *act, const int cost[RES_N])
{
    th_check_cost(s, act, cost);
    th_do(s, act);
}

/* ---- the steps --------------------------------------------------------------------- */

enum { MAX_WORDS = 12 };

/* The setup steps; false when verb is none of them. */
static bool setup_step(th_step_ctx *c, arnak_state *s, const char *verb, int n, long long *v)
{
    int a = (int)v[0], b = (int)v[1], d = (int)v[2];
    if (!strcmp(verb, "sethand")) {
        int h[MAX_WORDS] = {0};
        for (int i = 1; i < n; i++)
            h[i - 1] = (int)v[i];
        th_set_hand(s, a, h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8], h[9], 0);
    } else if (!strcmp(verb, "setres"))
        th_set_res(s, a, b, d, (int)v[3], (int)v[4], (int)v[5]);
    else if (!strcmp(verb, "give"))
        th_give(s, a, b, d);
    else if (!strcmp(verb, "discover"))
        th_discover(s, a, b, d);
    else if (!strcmp(verb, "place"))
        th_place(s, a, b);
    else if (!strcmp(verb, "guardtop"))
        th_guardian_on_top(s, a);
    else if (!strcmp(verb, "glasstemple"))
        th_glass_to_temple(s, a);
    else if (!strcmp(verb, "tiletop"))
        th_tile_on_top(s, a);
    else if (!strcmp(verb, "decktoplay"))
        th_deck_to_play(s, a);
    else if (!strcmp(verb, "guardian"))
        th_give_guardian(s, a, b);
    else if (!strcmp(verb, "turn"))
        th_turn(s, a);
    else if (!strcmp(verb, "itemrow"))
        th_set_item_row(s, a, b, d, (int)v[3], (int)v[4]);
    else if (!strcmp(verb, "row"))
        th_set_row(s, a, b);
    else if (!strcmp(verb, "idols"))
        th_give_idols(s, a, b, d);
    else if (!strcmp(verb, "asst"))
        th_give_assistant(s, a, b, d);
    else if (!strcmp(verb, "assttop"))
        th_asst_on_top(s, a, b);
    else if (!strcmp(verb, "itemtop"))
        th_item_deck_top(s, a);
    else if (!strcmp(verb, "arttop"))
        th_art_deck_top(s, a);
    else if (!strcmp(verb, "exileitem"))
        th_exile_item_from_deck(s, a);
    else if (!strcmp(verb, "guardcamp"))
        th_guardian_on_camp(s, a, b);
    else if (!strcmp(verb, "clearrowitems"))
        th_clear_row_items(s);
    else if (!strcmp(verb, "clearrowarts"))
        th_clear_row_arts(s);
    else if (!strcmp(verb, "exileitemdeck"))
        th_exile_item_deck(s);
    else if (!strcmp(verb, "finishround"))
        th_finish_round(s);
    else if (!strcmp(verb, "fresh"))
        th_fresh(s, a, (uint64_t)b);
    else if (!strcmp(verb, "freshside"))
        th_fresh_side(s, a, b, (uint64_t)d);
    else if (!strcmp(verb, "clearplay"))
        th_clear_play(s, a);
    else if (!strcmp(verb, "recall"))
        th_recall(s, a);
    else if (!strcmp(verb, "check"))
        th_check(s);
    else if (!strcmp(verb, "save"))
        c->saved = *s;
    else if (!strcmp(verb, "load"))
        *s = c->saved;
    else
        return false;
    return true;
}

/* The steps that take the rest of the text as it is (an action text, a prefix). */
static bool text_step(th_step_ctx *c, arnak_state *s, const char *verb, const char *rest)
{
    if (!strcmp(verb, "do"))
        th_do(s, rest);
    else if (!strcmp(verb, "playart"))
        th_play_art(s, rest);
    else if (!strcmp(verb, "legal")) {
        if (!th_legal(s, rest))
            STEP_FAIL(c, "not legal");
    } else if (!strcmp(verb, "!legal")) {
        if (th_legal(s, rest))
            STEP_FAIL(c, "legal");
    } else if (!strcmp(verb, "count")) {
        char *prefix;
        long want = strtol(rest, &prefix, 10);
        int got = th_count(s, *prefix ? prefix + 1 : prefix);
        if (got != want)
            STEP_FAIL(c, "%d options, expected %ld", got, want);
    } else if (!strcmp(verb, "opts")) {
        const char *eq = strchr(rest, '=');
        char prefix[64];
        if (!eq || (size_t)(eq - rest) >= sizeof prefix)
            STEP_FAIL(c, "opts PREFIX=A|B...");
        memcpy(prefix, rest, (size_t)(eq - rest));
        prefix[eq - rest] = 0;
        const char *got = th_opts(s, prefix);
        if (strcmp(got, eq + 1))
            STEP_FAIL(c, "options \"%s\"", got);
    } else if (!strcmp(verb, "paid") || !strcmp(verb, "cost")) {
        int cost[RES_N];
        const char *act = rest;
        for (int r = 0; r < RES_N; r++) {
            char *end;
            cost[r] = (int)strtol(act, &end, 10);
            if (end == act)
                STEP_FAIL(c, "%s C0 C1 C2 C3 C4 TEXT", verb);
            act = end;
        }
        act += *act == ' ';
        if (verb[0] == 'p')
            th_do_paid(s, act, cost);
        else
            th_check_cost(s, act, cost);
    } else if (!strcmp(verb, "frame")) {
        char name[32];
        snprintf(name, sizeof name, "FR_%s", rest);
        int want = (int)value_of(c, name), got = th_frame(s);
        if (got != want)
            STEP_FAIL(c, "frame %d, expected %d (%s)", got, want, name);
    } else
        return false;
    return true;
}

static void step(th_step_ctx *c, arnak_state *s)
{
    char buf[256], *w[MAX_WORDS];
    if (strlen(c->text) >= sizeof buf)
        STEP_FAIL(c, "step too long");
    strcpy(buf, c->text);
    const char *rest = strchr(c->text, ' ');
    rest = rest ? rest + 1 : "";
    int n = 0;
    for (char *t = strtok(buf, " "); t && n < MAX_WORDS; t = strtok(NULL, " "))
        w[n++] = t;
    if (n == 0)
        STEP_FAIL(c, "empty step");
    if (text_step(c, s, w[0], rest))
        return;
    if (!strcmp(w[0], "mark") && n == 3) {
        long long v;
        if (c->marks == 8 || strlen(w[1]) >= sizeof c->mark_name[0])
            STEP_FAIL(c, "too many marks or too long a name");
        if (try_value(c, w[1], &v) || strcspn(w[1], "+-") != strlen(w[1]))
            STEP_FAIL(c, "%s is a value already (or has + or -)", w[1]);
        strcpy(c->mark_name[c->marks], w[1]);
        c->mark_value[c->marks++] = field(c, s, w[2], NULL);
        return;
    }
    if ((!strcmp(w[0], "=") || !strcmp(w[0], "!=") || !strcmp(w[0], "set")) && n == 3) {
        long long want = value_of(c, w[2]);
        if (w[0][0] == 's') {
            field(c, s, w[1], &want);
            return;
        }
        long long got = field(c, s, w[1], NULL);
        if ((got == want) != (w[0][0] == '='))
            STEP_FAIL(c, "%s is %lld", w[1], got);
        return;
    }
    long long v[MAX_WORDS] = {0};
    if (c->extra) {
        for (int i = 1; i < n; i++)
            try_value(c, w[i], &v[i - 1]);
        if (c->extra(s, w[0], n - 1, (const char *const *)w + 1, v, rest))
            return;
    }
    for (int i = 1; i < n; i++)
        v[i - 1] = value_of(c, w[i]);
    if (setup_step(c, s, w[0], n - 1, v))
        return;
    if (!strcmp(w[0], "res") && n == 7)
        th_expect_res_at(c->row->name, c->step, s, (int)v[0], (int)v[1], (int)v[2], (int)v[3],
                         (int)v[4], (int)v[5]);
    else if (!strcmp(w[0], "asst?") && n == 6)
        th_expect_asst_at(c->row->name, c->step, s, (int)v[0], (int)v[1], (int)v[2], (int)v[3],
                          (int)v[4]);
    else
        STEP_FAIL(c, "no such step");
}

void th_row_play(const th_row *row, th_row_setup setup)
{
    th_row_play_ext(row, setup, NULL);
}

void th_row_play_ext(const th_row *row, th_row_setup setup, th_row_extra extra)
{
    static th_step_ctx c; /* static: it holds a saved state */
    arnak_state s;
    memset(&c, 0, sizeof c);
    c.row = row;
    c.extra = extra;
    setup(&s, row->players);
    for (int i = 0; row->steps[i]; i++) {
        c.step = i + 1;
        c.text = row->steps[i];
        step(&c, &s);
    }
}

int th_row_main(const char *group, const th_row *rows, size_t n, CMUnitTestFunction f,
                const struct CMUnitTest *custom, size_t n_custom)
{
    struct CMUnitTest *t = malloc((n + n_custom) * sizeof *t);
    if (!t)
        return 1;
    for (size_t i = 0; i < n; i++)
        t[i] = (struct CMUnitTest){rows[i].name, f, NULL, NULL, (void *)&rows[i]};
    memcpy(t + n, custom, n_custom * sizeof *t);
    int failed = _cmocka_run_group_tests(group, t, n + n_custom, NULL, NULL);
    free(t);
    return failed;
}
