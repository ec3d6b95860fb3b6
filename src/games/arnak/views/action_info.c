/* action_info.c - structured facts about a legal action for user interfaces
 * (docs/ACTION_INFO.md lists the keys).
 *
 * Everything comes from the data tables and the engine's own cost helpers
 * (ak_site_travel_cost, ak_research_cost, ak_buy_price, ak_temple_cost), and
 * only from what the acting player can see: public board facts, the action's
 * own arguments, the acting player's own assistants and idol slots, and the
 * parameters of the pending decision frame.  Hands, decks and face-down stacks
 * are never read, so the object is the same for arnak_observe(s, actor).
 *
 * The "hint" string is the terminal's explanation of an option (render.c
 * prints it after the option): "1 car -> 1 coin + 1 arrowhead".
 */
#include "games/arnak/action_info.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/arnak/rules/internal.h"
#include "games/arnak/views/action_kinds.h"

/* ---- a small string builder ----------------------------------------------------- */
typedef struct {
    char b[512];
    size_t len;
} sbuf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void sb_printf(sbuf *sb, const char *fmt, ...)
{
    if (sb->len >= sizeof sb->b - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(sb->b + sb->len, sizeof sb->b - sb->len, fmt, ap);
    va_end(ap);
    if (k > 0) {
        sb->len += (size_t)k;
        if (sb->len > sizeof sb->b - 1)
            sb->len = sizeof sb->b - 1;
    }
}

static void sb_put(sbuf *sb, const char *s) { sb_printf(sb, "%s", s ? s : ""); }

/* "compass" -> "compasses", "coin" -> "coins". */
static const char *plural(const char *word, int n)
{
    if (n == 1)
        return "";
    size_t len = strlen(word);
    return len && word[len - 1] == 's' ? "es" : "s";
}

static void sb_amount(sbuf *sb, int n, const char *word) { sb_printf(sb, "%d %s%s", n, word, plural(word, n)); }

static const char *res_name(int r) { return r >= 0 && r < RES_N ? ARNAK_RES_NAMES[r] : "?"; }
static const char *icon_name(int i) { return i > ICON_NONE && i < ICON_N ? ARNAK_ICON_NAMES[i] : "?"; }

/* A travel cost: "-", "1 ship", "2 ships", "boot + plane". */
static void sb_icons(sbuf *sb, const uint8_t icons[2])
{
    int a = icons[0], b = icons[1];
    if (a == ICON_NONE && b == ICON_NONE)
        sb_put(sb, "-");
    else if (a == ICON_NONE || b == ICON_NONE)
        sb_amount(sb, 1, icon_name(a ? a : b));
    else if (a == b)
        sb_amount(sb, 2, icon_name(a));
    else
        sb_printf(sb, "%s + %s", icon_name(a), icon_name(b));
}

/* "1 coin + 2 tablets"; returns whether anything was written. */
static bool sb_resources(sbuf *sb, const uint8_t cost[RES_N])
{
    bool joined = false;
    for (int r = 0; r < RES_N; r++) {
        if (!cost[r])
            continue;
        if (joined)
            sb_put(sb, " + ");
        sb_amount(sb, cost[r], res_name(r));
        joined = true;
    }
    return joined;
}

/* Words for the opcodes that need no operand. */
static const char *const OP_WORDS[OP_COUNT] = {
    [OP_FEAR] = "take a Fear",
    [OP_EXILE] = "exile a card",
    [OP_UPGRADE] = "upgrade a resource",
    [OP_RECRUIT] = "take a silver assistant",
    [OP_UPGRADE_ASST] = "turn an assistant gold",
    [OP_RESCUE] = "rescue an assistant",
    [OP_REFRESH] = "refresh an assistant",
    [OP_OVERCOME] = "overcome a guardian for free",
    [OP_PAY_DISCARD] = "card down: ",
};

static void sb_program(sbuf *sb, int prog)
{
    const eff_op *op = ak_prog_code(prog);
    for (int i = 0; op && op[i].op != OP_END; i++) {
        const eff_op *o = &op[i];
        if (i > 0 && op[i - 1].op != OP_PAY && op[i - 1].op != OP_PAY_DISCARD)
            sb_put(sb, ", ");
        if (o->op == OP_GAIN || o->op == OP_PAY) {
            const char *r = res_name(o->a);
            sb_printf(sb, "%s%d %s%s%s", o->op == OP_GAIN ? "+" : "pay ", o->b, r, plural(r, o->b),
                      o->op == OP_PAY ? ": " : "");
        } else if (o->op == OP_DRAW) {
            sb_printf(sb, "draw %d", o->a);
        } else if (o->op == OP_BUY) {
            sb_printf(sb, "%s %s", (o->c & BUY_FREE) ? "a free" : "buy an",
                      o->a == BUY_ART ? "artifact" : o->a == BUY_ITEM ? "item" : "card");
        } else if (o->op < OP_COUNT && OP_WORDS[o->op]) {
            sb_put(sb, OP_WORDS[o->op]);
        } else {
            /* not expressible in words: the program's short name ends it */
            sb_put(sb, ak_prog_name(prog));
            return;
        }
    }
}

int arnak_program_words(int prog, char *buf, size_t n)
{
    sbuf sb;
    sb.len = 0;
    sb.b[0] = '\0';
    sb_program(&sb, prog);
    if (buf && n)
        snprintf(buf, n, "%s", sb.b);
    return (int)sb.len;
}

/* ---- what something costs or brings ------------------------------------------------ */
typedef struct {
    int res[RES_N];
    uint8_t travel[8];
    int ntravel;
    int fear, draw, card_down, idol, points, guardian;
} tally;

static void add_travel(tally *t, int icon)
{
    if (icon > ICON_NONE && icon < ICON_N && t->ntravel < 8)
        t->travel[t->ntravel++] = (uint8_t)icon;
}

static void add_res(tally *t, const uint8_t r[RES_N])
{
    for (int i = 0; i < RES_N; i++)
        t->res[i] += r[i];
}

/* The plain parts of an effect program: resources gained, Fear, cards drawn;
 * resources, card-down and travel icons paid for a benefit.  Choices and
 * effects without a number (exile, upgrade, buy...) are left to "effect". */
static void scan_program(int prog, tally *cost, tally *gain)
{
    const eff_op *op = ak_prog_code(prog);
    for (int i = 0; op && op[i].op != OP_END; i++) {
        const eff_op *o = &op[i];
        switch (o->op) {
        case OP_GAIN:
            if (o->a < RES_N)
                gain->res[o->a] += o->b;
            break;
        case OP_FEAR: gain->fear++; break;
        case OP_DRAW:
        case OP_DRAW_BOTTOM: gain->draw += o->a; break;
        case OP_PAY:
            if (o->a < RES_N)
                cost->res[o->a] += o->b;
            break;
        case OP_PAY_DISCARD: cost->card_down++; break;
        case OP_PAY_TRAVEL: add_travel(cost, o->a); break;
        default: break;
        }
    }
}

/* Sets key to a new value; false on out-of-memory. */
static bool put_new(json_t *o, const char *key, json_t *v) { return v && json_object_set_new(o, key, v) == 0; }

/* put_new for a value built beforehand: once something failed (!ok) the value
 * is released rather than stored, so nothing leaks. */
static bool put_taken(bool ok, json_t *o, const char *key, json_t *v)
{
    if (!ok) {
        json_decref(v);
        return false;
    }
    return put_new(o, key, v);
}

static bool put_int(json_t *o, const char *key, int v) { return put_new(o, key, json_integer(v)); }
static bool put_str(json_t *o, const char *key, const char *v) { return put_new(o, key, json_string(v ? v : "")); }
static bool put_bool(json_t *o, const char *key, bool v) { return put_new(o, key, json_boolean(v)); }

static json_t *tally_json(const tally *t)
{
    json_t *o = json_object();
    if (!o)
        return NULL;
    bool ok = true;
    for (int r = 0; r < RES_N; r++)
        if (t->res[r])
            ok = ok && put_int(o, ARNAK_RES_NAMES[r], t->res[r]);
    if (t->ntravel) {
        json_t *arr = json_array();
        for (int i = 0; arr && i < t->ntravel; i++)
            if (json_array_append_new(arr, json_string(ARNAK_ICON_NAMES[t->travel[i]])) != 0)
                ok = false;
        if (ok)
            ok = put_new(o, "travel", arr); /* takes arr, even when it fails */
        else
            json_decref(arr);
    }
    if (t->fear)
        ok = ok && put_int(o, "fear", t->fear);
    if (t->draw)
        ok = ok && put_int(o, "draw", t->draw);
    if (t->card_down)
        ok = ok && put_int(o, "card_down", t->card_down);
    if (t->idol)
        ok = ok && put_int(o, "idol", t->idol);
    if (t->points)
        ok = ok && put_int(o, "points", t->points);
    if (t->guardian)
        ok = ok && put_int(o, "guardian", t->guardian);
    if (!ok) {
        json_decref(o);
        return NULL;
    }
    return o;
}

/* Kind of a travel payment source: "card", "pilot", "made", "assistant", "boon". */
static const char *src_kind(int code)
{
    if (code < CARD_COUNT)
        return "card";
    if (code == SRC_PILOT)
        return "pilot";
    if (code >= SRC_TEMP)
        return "made";
    if (code >= SRC_ASST)
        return "assistant";
    return "boon";
}

static bool is_legal(const arnak_state *s, arnak_action a)
{
    if (s->over || s->depth == 0)
        return false;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    return n > 0 && ak_action_in(legal, n, a);
}

/* ---- the facts of one action ----------------------------------------------------- */
typedef struct {
    const arnak_state *s;
    const arnak_frame *f;
    int player;
    json_t *o;
    tally cost, gain;
    sbuf hint;
    bool ok;
} info;

static void set_str(info *in, const char *key, const char *v) { in->ok = in->ok && put_str(in->o, key, v); }
static void set_int(info *in, const char *key, int v) { in->ok = in->ok && put_int(in->o, key, v); }
static void set_bool(info *in, const char *key, bool v) { in->ok = in->ok && put_bool(in->o, key, v); }

static void set_site(info *in, const char *key, int site) { set_str(in, key, ARNAK_SITE_DEFS[site].name); }

static void set_card(info *in, int card)
{
    if (card > CARD_NONE && card < CARD_COUNT)
        set_str(in, "card", ARNAK_CARDS[card].slug);
}

static void set_assistant(info *in, const char *key, int id, bool gold, bool with_effect)
{
    if (id <= 0 || id > 12)
        return;
    set_str(in, key, ARNAK_ASSISTANTS[id].name);
    if (with_effect) {
        set_bool(in, "gold", gold);
        set_str(in, "effect", gold ? ARNAK_ASSISTANTS[id].gold : ARNAK_ASSISTANTS[id].silver);
    }
}

static void set_guardian(info *in, int g)
{
    if (g > 0 && g < 16)
        set_str(in, "guardian", ARNAK_GUARDIANS[g].name);
}

static void set_research_space(info *in, const char *key, int sp)
{
    if (sp == RESEARCH_TEMPLE_SRC)
        set_str(in, key, "temple");
    else if (sp >= 0 && sp < ARNAK_RSPACES)
        set_str(in, key, ARNAK_SIDES[in->s->side].sp[sp].name);
}

/* The words of a site's effect: a tile's text or a camp's program. */
static void site_effect_words(const arnak_state *s, int site, sbuf *sb)
{
    if (site < 5)
        sb_program(sb, PR_CAMP0 + site);
    else if (s->site_tile[site])
        sb_put(sb, ARNAK_TILES[s->site_tile[site]].text);
}

static void set_effect_words(info *in, const sbuf *sb)
{
    if (sb->len)
        set_str(in, "effect", sb->b);
}

/* Travel already covered by the effect that offers a dig or discover. */
static void set_arch_discount(info *in)
{
    const arnak_frame *f = in->f;
    if (f->kind == FR_ARCH && f->c && f->b > ICON_NONE && f->b < ICON_N) {
        set_str(in, "discount_icon", ARNAK_ICON_NAMES[f->b]);
        set_int(in, "discount", f->c);
    }
}

/* A research mode of the pending frame (costs may be reduced inside an effect). */
static int research_mode(const arnak_frame *f) { return f->kind == FR_RESEARCH ? f->a : RS_NORMAL; }

static void info_dig(info *in, int site)
{
    const arnak_state *s = in->s;
    char x[16];
    int sp = ak_site_free_space(s, site);
    uint8_t icons[2];
    ak_site_travel_cost(s, site, site < 5 && sp >= 0 && (sp & 1), icons);
    set_site(in, "site", site);
    if (sp >= 0)
        set_str(in, "space", ak_space_name(sp, x, sizeof x));
    add_travel(&in->cost, icons[0]);
    add_travel(&in->cost, icons[1]);
    scan_program(ak_site_prog(s, site), &in->cost, &in->gain);
    sbuf words = {.len = 0};
    words.b[0] = '\0';
    site_effect_words(s, site, &words);
    set_effect_words(in, &words);
    if (site >= 5)
        set_int(in, "site_tile", s->site_tile[site]);
    set_guardian(in, s->site_guardian[site]);
    if (in->f->kind == FR_ARCH && (in->f->a & ARCH_DOUBLE))
        set_bool(in, "double", true);
    set_arch_discount(in);
    set_bool(in, "reveals", false);
    sb_icons(&in->hint, icons);
    sb_put(&in->hint, " -> ");
    sb_put(&in->hint, words.b);
    if (s->site_guardian[site])
        sb_printf(&in->hint, " (guardian %s there)", ARNAK_GUARDIANS[s->site_guardian[site]].name);
}

static void info_discover(info *in, int site)
{
    const arnak_state *s = in->s;
    uint8_t icons[2];
    ak_site_travel_cost(s, site, 0, icons);
    int level = ARNAK_SITE_DEFS[site].level;
    int compass = 3 * level - (in->f->kind == FR_ARCH ? in->f->d : 0); /* rule: 3 compasses per level */
    if (compass < 0)
        compass = 0;
    set_site(in, "site", site);
    set_site(in, "space", site);
    set_int(in, "level", level);
    in->cost.res[RES_COMPASS] = compass;
    add_travel(&in->cost, icons[0]);
    add_travel(&in->cost, icons[1]);
    int idol = s->site_idol[site];
    in->gain.idol = (idol ? 1 : 0) + (s->site_idol_down[site] ? 1 : 0);
    if (idol > 0 && idol < 7) {
        set_str(in, "idol_reward", ARNAK_IDOL_NAMES[idol]);
        tally ignore = {0};
        scan_program(PR_IDOLR1 + idol - 1, &ignore, &in->gain);
    }
    set_arch_discount(in);
    set_bool(in, "reveals", true);
    sb_amount(&in->hint, compass, "compass");
    sb_put(&in->hint, " + ");
    sb_icons(&in->hint, icons);
    sb_printf(&in->hint, " -> idol (%s)%s, a level %s tile, then a guardian", ARNAK_IDOL_NAMES[idol < 7 ? idol : 0],
              s->site_idol_down[site] ? " + a face-down idol" : "", level == 1 ? "I" : "II");
}

static void info_overcome(info *in, int site, bool free)
{
    const arnak_state *s = in->s;
    int g = s->site_guardian[site];
    set_site(in, "site", site);
    set_guardian(in, g);
    if (g <= 0 || g >= 16)
        return;
    const guardian_def *gd = &ARNAK_GUARDIANS[g];
    if (!free) {
        add_res(&in->cost, gd->cost);
        add_travel(&in->cost, gd->travel[0]);
        add_travel(&in->cost, gd->travel[1]);
        in->cost.card_down = gd->card_down;
    }
    in->gain.guardian = 1;
    in->gain.points = 5; /* rule: 5 points per overcome guardian (score.c) */
    set_str(in, "boon", gd->boon);
    if (!free)
        sb_printf(&in->hint, "%s; boon: %s (5 points)", gd->text, gd->boon);
}

static void info_buy(info *in, int pos)
{
    const arnak_state *s = in->s;
    int c = pos < ARNAK_ROW ? s->row[pos] : s->revealed;
    if (pos < ARNAK_ROW)
        set_int(in, "row_position", pos);
    else
        set_bool(in, "revealed", true);
    if (!c)
        return;
    set_card(in, c);
    int disc = 0, flags = 0;
    if (in->f->kind == FR_BUY) {
        disc = in->f->b;
        flags = in->f->c;
    }
    int price = ak_buy_price(s, c, disc, flags);
    bool art = CARD_IS_ART(c);
    in->cost.res[art ? RES_COMPASS : RES_COIN] = price;
    set_str(in, "card_kind", art ? "artifact" : "item");
    set_int(in, "points", ARNAK_CARDS[c].points);
    set_str(in, "effect", ARNAK_CARDS[c].text);
    if (flags & BUY_TO_HAND)
        set_str(in, "to", "hand");
    else if (flags & BUY_TO_TOP)
        set_str(in, "to", "deck-top");
    else
        set_str(in, "to", "deck-bottom");
    if (price == 0 && ARNAK_CARDS[c].cost > 0)
        sb_put(&in->hint, "free");
    else
        sb_amount(&in->hint, price, art ? "compass" : "coin");
    sb_printf(&in->hint, ", %d VP: %s", ARNAK_CARDS[c].points, ARNAK_CARDS[c].text);
}

static void info_play(info *in, int card, int pass)
{
    set_card(in, card);
    set_str(in, "zone", "hand");
    const card_def *cd = &ARNAK_CARDS[card];
    if (cd->kind == CK_ART)
        in->cost.res[RES_TABLET] += 1; /* an artifact played from hand costs 1 tablet */
    if (pass) {
        set_str(in, "mode", "pass");
        scan_program(cd->prog_pass, &in->cost, &in->gain);
        sb_program(&in->hint, cd->prog_pass);
        set_effect_words(in, &in->hint);
    } else {
        scan_program(cd->prog, &in->cost, &in->gain);
        set_str(in, "effect", cd->text);
        sb_put(&in->hint, cd->text);
    }
    set_str(in, "action", cd->action == CA_MAIN ? "main" : cd->action == CA_FREE_PASS ? "free-pass" : "free");
}

static void info_research(info *in, int token, int dest, int variant)
{
    const arnak_state *s = in->s;
    const side_def *sd = &ARNAK_SIDES[s->side];
    const arnak_player *p = &s->p[in->player];
    set_str(in, "token", token ? "notebook" : "glass");
    set_research_space(in, "from", token ? p->notebook : p->glass);
    set_research_space(in, "research_space", dest);
    set_research_space(in, "to", dest);
    if (variant)
        set_str(in, "variant", variant == 1 ? "arrowhead" : "2-tablets");
    uint8_t cost[RES_N];
    int idol;
    ak_research_cost(s, in->player, token, dest, variant, research_mode(in->f), cost, &idol);
    add_res(&in->cost, cost);
    in->cost.idol = idol;
    int row = sd->sp[dest].row;
    set_int(in, "row", row);
    if (!sb_resources(&in->hint, cost) && !idol)
        sb_put(&in->hint, "free");
    if (idol)
        sb_put(&in->hint, " + 1 idol");
    sb_put(&in->hint, " -> ");
    if (row == 8) {
        int pts = ARNAK_TEMPLE_POINTS[s->temple_arrivals < 4 ? s->temple_arrivals : 3];
        in->gain.points = pts;
        set_bool(in, "temple", true);
        sb_printf(&in->hint, "the Lost Temple (%d VP)", pts);
    } else if (row >= 1) {
        int prog = PR_ROW + s->side * 14 + token * 7 + row - 1;
        scan_program(prog, &in->cost, &in->gain);
        size_t at = in->hint.len;
        sb_program(&in->hint, prog);
        set_str(in, "effect", in->hint.b + at);
    }
    json_t *tiles = json_array();
    for (int i = 0; tiles && i < s->bonus_n[dest] && i < 3; i++) {
        int t = s->bonus[dest][i];
        if (json_array_append_new(tiles, json_string(ARNAK_BONUS_NAMES[t > 0 && t < 7 ? t : 0])) != 0)
            in->ok = false;
        sb_printf(&in->hint, "%s%s tile", i ? " or " : ", bonus: ", ARNAK_BONUS_NAMES[t > 0 && t < 7 ? t : 0]);
    }
    if (tiles && json_array_size(tiles) == 0) {
        json_decref(tiles);
    } else {
        in->ok = put_taken(in->ok, in->o, "bonus_tile", tiles);
    }
}

static void info_temple(info *in, int stack, int variant)
{
    const arnak_state *s = in->s;
    set_str(in, "temple_stack", ARNAK_TEMPLE_STACK_NAMES[stack]);
    set_str(in, "token", "glass");
    if (variant)
        set_str(in, "variant", variant == 1 ? "arrowhead" : "2-tablets");
    uint8_t cost[RES_N];
    ak_temple_cost(s, stack, variant, research_mode(in->f), cost);
    add_res(&in->cost, cost);
    in->gain.points = ARNAK_TEMPLE_STACK_POINTS[stack];
    sb_printf(&in->hint, "%d VP for ", ARNAK_TEMPLE_STACK_POINTS[stack]);
    sb_resources(&in->hint, cost);
}

static void info_choose(info *in, int A)
{
    const arnak_frame *f = in->f;
    switch (f->kind) {
    case FR_CHOICE: {
        int prog = f->a + A;
        set_int(in, "index", A);
        set_str(in, "option", ak_prog_name(prog));
        scan_program(prog, &in->cost, &in->gain);
        sbuf w = {.len = 0};
        w.b[0] = '\0';
        sb_program(&w, prog);
        set_effect_words(in, &w);
        return;
    }
    case FR_UPGRADE:
        in->cost.res[A == 0 ? RES_TABLET : RES_ARROW] = 1;
        in->gain.res[A == 0 ? RES_ARROW : RES_JEWEL] = 1;
        return;
    case FR_ORDER:
        set_research_space(in, "research_space", f->a);
        set_str(in, "first", A == 0 ? "row" : "bonus");
        return;
    case FR_BONUS_PICK:
        set_research_space(in, "research_space", f->a);
        if (A > 0 && A < 7) {
            set_str(in, "bonus_tile", ARNAK_BONUS_NAMES[A]);
            scan_program(PR_BONUS1 + A - 1, &in->cost, &in->gain);
        }
        return;
    default:
        set_int(in, "index", A);
        return;
    }
}

static void info_card(info *in, int zone, int card)
{
    set_str(in, "zone", ak_zone_name(zone));
    if (zone != Z_FEARTILE)
        set_card(in, card);
    if (in->f->kind == FR_PAY_DISCARD || (in->f->kind == FR_DISCARD && in->f->a))
        in->cost.card_down = 1;
    if (in->f->kind == FR_LIMBO_TOP)
        set_str(in, "to", "deck-top");
    else if (in->f->kind == FR_LIMBO_KEEP)
        set_str(in, "to", "hand");
    else if (in->f->kind == FR_DISCARD || in->f->kind == FR_PAY_DISCARD || in->f->kind == FR_KEEP)
        set_str(in, "to", "play");
}

static void info_site(info *in, int A)
{
    const arnak_state *s = in->s;
    char x[16];
    if (in->f->kind == FR_OCARINA) {
        set_str(in, "space", ak_space_name(A, x, sizeof x));
        set_site(in, "site", ak_space_site(A));
        return;
    }
    if (in->f->kind == FR_OVERCOME_FREE) {
        info_overcome(in, A, true);
        return;
    }
    set_site(in, "site", A);
    if (in->f->a == ACT_OWN && ARNAK_SITE_DEFS[A].level == 2)
        in->cost.res[RES_COMPASS] += 2;
    scan_program(ak_site_prog(s, A), &in->cost, &in->gain);
    sbuf w = {.len = 0};
    w.b[0] = '\0';
    site_effect_words(s, A, &w);
    set_effect_words(in, &w);
}

static void info_move(info *in, int A, int B)
{
    const arnak_state *s = in->s;
    char x[16];
    switch (in->f->kind) {
    case FR_RELOCATE:
        set_str(in, "from", ak_space_name(A, x, sizeof x));
        set_site(in, "to", B);
        return;
    case FR_CROWN:
        set_site(in, "from", A);
        set_site(in, "to", B);
        set_guardian(in, s->site_guardian[A]);
        return;
    default: {
        json_t *sites = json_array();
        if (sites) {
            json_array_append_new(sites, json_string(ARNAK_SITE_DEFS[A].name));
            json_array_append_new(sites, json_string(ARNAK_SITE_DEFS[B].name));
        }
        in->ok = put_taken(in->ok, in->o, "sites", sites);
        scan_program(ak_site_prog(s, A), &in->cost, &in->gain);
        scan_program(ak_site_prog(s, B), &in->cost, &in->gain);
        return;
    }
    }
}

static int supply_top(const arnak_state *s, int st)
{
    return st >= 0 && st < 3 && s->asst_n[st] > 0 ? s->asst_stack[st][s->asst_n[st] - 1] : 0;
}

static void info_pick(info *in, int A, int B)
{
    const arnak_state *s = in->s;
    const arnak_player *p = &s->p[in->player];
    switch (in->f->kind) {
    case FR_RECRUIT:
        set_int(in, "stack", A);
        set_assistant(in, "assistant", supply_top(s, A), false, true);
        return;
    case FR_UPGRADE_ASST:
        set_int(in, "slot", A);
        set_assistant(in, "assistant", p->asst[A], true, true);
        return;
    case FR_REFRESH:
        set_int(in, "slot", A);
        set_assistant(in, "assistant", p->asst[A], p->asst_gold[A], true);
        return;
    case FR_RESCUE:
        set_assistant(in, "assistant", A, false, true);
        return;
    case FR_SUPPLY_ASST: {
        int id = supply_top(s, A), gold = in->f->a;
        set_int(in, "stack", A);
        set_assistant(in, "assistant", id, gold, !B);
        if (id <= 0 || id > 12)
            return;
        if (B) {
            set_str(in, "mode", "travel");
            for (int k = 0; k < (gold ? 2 : 1); k++)
                add_travel(&in->gain, ARNAK_ASSISTANTS[id].travel_icon);
        } else {
            scan_program(PR_ASST + (id - 1) * 2 + gold, &in->cost, &in->gain);
        }
        return;
    }
    case FR_HORN:
        set_int(in, "slot", A);
        set_int(in, "stack", B);
        set_assistant(in, "from", p->asst[A], false, false);
        set_assistant(in, "to", supply_top(s, B), false, false);
        return;
    default:
        set_int(in, "index", A);
        return;
    }
}

static void info_pay(info *in, int A, int B)
{
    const arnak_frame *f = in->f;
    char x[32];
    json_t *pay = json_array(), *kinds = json_array();
    int codes[2] = {A, B};
    for (int i = 0; pay && kinds && i < 2; i++) {
        if (!codes[i])
            continue;
        if (json_array_append_new(pay, json_string(ak_src_name(in->s, in->player, codes[i], x, sizeof x))) != 0 ||
            json_array_append_new(kinds, json_string(src_kind(codes[i]))) != 0)
            in->ok = false;
    }
    in->ok = put_taken(in->ok, in->o, "payment", pay);
    in->ok = put_taken(in->ok, in->o, "payment_kinds", kinds);
    if (f->kind == FR_PAY_TRAVEL) {
        add_travel(&in->cost, f->a);
        add_travel(&in->cost, f->b);
        if (f->d && f->c > ICON_NONE && f->c < ICON_N) {
            set_str(in, "discount_icon", ARNAK_ICON_NAMES[f->c]);
            set_int(in, "discount", f->d);
        }
    }
}

static void info_yes(info *in)
{
    const arnak_frame *f = in->f;
    if (f->kind == FR_PAY_Q && f->a < RES_N) {
        in->cost.res[f->a] = f->b;
    } else if (f->kind == FR_BOUGHT_ART && f->a > CARD_NONE && f->a < CARD_COUNT) {
        set_card(in, f->a);
        set_str(in, "effect", ARNAK_CARDS[f->a].text);
        scan_program(ARNAK_CARDS[f->a].prog, &in->cost, &in->gain);
    }
}

static json_t *build(const arnak_state *s, arnak_action a)
{
    info in;
    memset(&in, 0, sizeof in);
    in.s = s;
    in.f = &s->stack[s->depth - 1];
    in.player = in.f->player;
    in.ok = true;
    in.o = json_object();
    if (!in.o)
        return NULL;
    int k = AKIND(a), A = AA(a), B = AB(a), C = AC(a);
    char text[128];
    arnak_action_to_string(s, a, text, sizeof text);
    set_str(&in, "kind", ak_action_kind(k, in.f->kind));
    set_int(&in, "player", in.player);
    set_str(&in, "text", text);
    set_str(&in, "decision", ak_decision_name(in.f->kind));
    const arnak_player *p = &s->p[in.player];
    switch (k) {
    case AK_DIG: info_dig(&in, A); break;
    case AK_DISCOVER: info_discover(&in, A); break;
    case AK_OVERCOME: info_overcome(&in, A, false); break;
    case AK_BUY: info_buy(&in, A); break;
    case AK_PLAY: info_play(&in, A, B); break;
    case AK_RESEARCH: info_research(&in, A, B, C); break;
    case AK_TEMPLE: info_temple(&in, A, C); break;
    case AK_ASSIST: {
        int id = p->asst[A], gold = p->asst_gold[A];
        set_int(&in, "slot", A);
        set_assistant(&in, "assistant", id, gold, true);
        if (id > 0 && id <= 12) {
            scan_program(PR_ASST + (id - 1) * 2 + gold, &in.cost, &in.gain);
            sb_put(&in.hint, gold ? ARNAK_ASSISTANTS[id].gold : ARNAK_ASSISTANTS[id].silver);
        }
        break;
    }
    case AK_BOON:
        set_guardian(&in, A);
        if (A > 0 && A < 16) {
            const guardian_def *gd = &ARNAK_GUARDIANS[A];
            set_str(&in, "effect", gd->boon);
            if (gd->boon_prog)
                scan_program(gd->boon_prog, &in.cost, &in.gain);
            sb_printf(&in.hint, "%s; boon: %s", gd->text, gd->boon);
        }
        break;
    case AK_IDOL: {
        sbuf w = {.len = 0};
        w.b[0] = '\0';
        sb_program(&w, PR_SLOT0 + A);
        set_str(&in, "idol_slot", ARNAK_SLOT_NAMES[A]);
        set_int(&in, "slot_index", p->idol_slots);
        set_effect_words(&in, &w);
        scan_program(PR_SLOT0 + A, &in.cost, &in.gain);
        sb_printf(&in.hint, "slot %d: %s", p->idol_slots + 1, w.b);
        break;
    }
    case AK_PAY: info_pay(&in, A, B); break;
    case AK_YES: info_yes(&in); break;
    case AK_CHOOSE: info_choose(&in, A); break;
    case AK_CARD: info_card(&in, A, B); break;
    case AK_SITE: info_site(&in, A); break;
    case AK_MOVE: info_move(&in, A, B); break;
    case AK_PICK: info_pick(&in, A, B); break;
    case AK_NUMBER:
        set_int(&in, "count", A);
        if (in.f->kind == FR_DRAW || in.f->kind == FR_EARRING_N)
            in.gain.draw = A;
        break;
    default: break; /* pass, end-turn, skip, keep: nothing more */
    }
    in.ok = in.ok && put_new(in.o, "cost", tally_json(&in.cost));
    in.ok = in.ok && put_new(in.o, "gain", tally_json(&in.gain));
    if (in.hint.len)
        set_str(&in, "hint", in.hint.b);
    if (!in.ok) {
        json_decref(in.o);
        return NULL;
    }
    return in.o;
}

json_t *arnak_action_info(const arnak_state *s, arnak_action a)
{
    if (!s || !is_legal(s, a))
        return NULL;
    return build(s, a);
}

json_t *arnak_actions_info(const arnak_state *s)
{
    if (!s)
        return NULL;
    json_t *arr = json_array();
    if (!arr || s->over || s->depth == 0)
        return arr;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    for (int i = 0; i < n; i++) {
        if (json_array_append_new(arr, build(s, legal[i])) != 0) {
            json_decref(arr);
            return NULL;
        }
    }
    return arr;
}
