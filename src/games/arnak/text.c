/* text.c - canonical text of actions and decisions (the edges: terminal,
 * protocol, game records).  Parsing generates the text of every legal action
 * and compares, so the two directions can never disagree. */
#include <stdio.h>

#include "internal.h"

static const char *space_name(int sp, char *buf, size_t n)
{
    int site = ak_space_site(sp);
    if (site < 5)
        snprintf(buf, n, "%s%c", ARNAK_SITE_DEFS[site].name, (sp & 1) ? 'b' : 'a');
    else
        snprintf(buf, n, "%s", ARNAK_SITE_DEFS[site].name);
    return buf;
}

static const char *src_name(const arnak_state *s, int player, int code, char *buf, size_t n)
{
    if (code < CARD_COUNT)
        snprintf(buf, n, "%s", ARNAK_CARDS[code].slug);
    else if (code == SRC_PILOT)
        snprintf(buf, n, "pilot");
    else if (code >= SRC_TEMP)
        snprintf(buf, n, "made-%s", ARNAK_ICON_NAMES[code - SRC_TEMP]);
    else if (code >= SRC_ASST)
        snprintf(buf, n, "%s", ARNAK_ASSISTANTS[s->p[player].asst[code - SRC_ASST]].name);
    else
        snprintf(buf, n, "%s", ARNAK_GUARDIANS[code - SRC_BOON].name);
    return buf;
}

static const char *zone_name(int z)
{
    static const char *const names[] = {"hand", "play", "fear-tile", "drawn", "exile"};
    return z >= 0 && z < 5 ? names[z] : "?";
}

static const char *variant_suffix(int v) { return v == 1 ? "/arrowhead" : v == 2 ? "/2-tablets" : ""; }

int arnak_action_to_string(const arnak_state *s, arnak_action a, char *buf, size_t n)
{
    const arnak_frame *f = s->depth ? &s->stack[s->depth - 1] : NULL;
    int fk = f ? f->kind : 0, player = f ? f->player : 0;
    char x[32], y[32];
    int A = AA(a), B = AB(a), C = AC(a);
    switch (AKIND(a)) {
    case AK_PASS: return snprintf(buf, n, "pass");
    case AK_END: return snprintf(buf, n, "end-turn");
    case AK_DIG: return snprintf(buf, n, "dig %s", ARNAK_SITE_DEFS[A].name);
    case AK_DISCOVER: return snprintf(buf, n, "discover %s", ARNAK_SITE_DEFS[A].name);
    case AK_OVERCOME: return snprintf(buf, n, "overcome %s", ARNAK_SITE_DEFS[A].name);
    case AK_BUY: {
        int c = A < ARNAK_ROW ? s->row[A] : s->revealed;
        return snprintf(buf, n, "buy %s", c ? ARNAK_CARDS[c].slug : "?");
    }
    case AK_PLAY: return snprintf(buf, n, "play %s%s", ARNAK_CARDS[A].slug, B ? "/pass" : "");
    case AK_RESEARCH:
        return snprintf(buf, n, "research %s %s%s", A ? "notebook" : "glass", ARNAK_SIDES[s->side].sp[B].name,
                        variant_suffix(C));
    case AK_TEMPLE: return snprintf(buf, n, "temple %s%s", ARNAK_TEMPLE_STACK_NAMES[A], variant_suffix(C));
    case AK_ASSIST: return snprintf(buf, n, "assistant %s", ARNAK_ASSISTANTS[s->p[player].asst[A]].name);
    case AK_BOON: return snprintf(buf, n, "boon %s", ARNAK_GUARDIANS[A].name);
    case AK_IDOL: return snprintf(buf, n, "idol %s", ARNAK_SLOT_NAMES[A]);
    case AK_PAY:
        if (!A && !B)
            return snprintf(buf, n, "pay nothing");
        if (!A)
            return snprintf(buf, n, "pay %s", src_name(s, player, B, x, sizeof x));
        return snprintf(buf, n, "pay %s+%s", src_name(s, player, A, x, sizeof x),
                        src_name(s, player, B, y, sizeof y));
    case AK_YES: return snprintf(buf, n, fk == FR_BOUGHT_ART ? "use-effect" : "yes");
    case AK_SKIP: return snprintf(buf, n, "skip");
    case AK_KEEP: return snprintf(buf, n, "keep");
    case AK_CHOOSE:
        if (fk == FR_CHOICE)
            return snprintf(buf, n, "choose %s", ak_prog_name(f->a + A));
        if (fk == FR_UPGRADE)
            return snprintf(buf, n, "%s", A == 0 ? "tablet-to-arrowhead" : "arrowhead-to-jewel");
        if (fk == FR_ORDER)
            return snprintf(buf, n, "%s", A == 0 ? "row-first" : "bonus-first");
        if (fk == FR_BONUS_PICK)
            return snprintf(buf, n, "bonus %s", ARNAK_BONUS_NAMES[A]);
        return snprintf(buf, n, "choose %d", A);
    case AK_CARD: {
        const char *verb = "card";
        switch (fk) {
        case FR_EXILE: verb = "exile"; break;
        case FR_DISCARD: case FR_PAY_DISCARD: case FR_KEEP: verb = "discard"; break;
        case FR_LIMBO_KEEP: verb = "keep"; break;
        case FR_LIMBO_TOP: verb = "return"; break;
        case FR_HAMMER_TAKE: verb = "take"; break;
        }
        if (A == Z_FEARTILE)
            return snprintf(buf, n, "%s fear-tile", verb);
        if (fk == FR_EXILE)
            return snprintf(buf, n, "%s %s:%s", verb, zone_name(A), ARNAK_CARDS[B].slug);
        return snprintf(buf, n, "%s %s", verb, ARNAK_CARDS[B].slug);
    }
    case AK_SITE:
        if (fk == FR_OCARINA)
            return snprintf(buf, n, "return %s", space_name(A, x, sizeof x));
        if (fk == FR_OVERCOME_FREE)
            return snprintf(buf, n, "overcome %s", ARNAK_SITE_DEFS[A].name);
        return snprintf(buf, n, "activate %s", ARNAK_SITE_DEFS[A].name);
    case AK_MOVE:
        if (fk == FR_RELOCATE)
            return snprintf(buf, n, "relocate %s>%s", space_name(A, x, sizeof x), ARNAK_SITE_DEFS[B].name);
        if (fk == FR_CROWN)
            return snprintf(buf, n, "move-guardian %s>%s", ARNAK_SITE_DEFS[A].name, ARNAK_SITE_DEFS[B].name);
        return snprintf(buf, n, "activate %s+%s", ARNAK_SITE_DEFS[A].name, ARNAK_SITE_DEFS[B].name);
    case AK_PICK: {
        const arnak_player *p = &s->p[player];
        switch (fk) {
        case FR_RECRUIT:
            return snprintf(buf, n, "recruit %s", ARNAK_ASSISTANTS[s->asst_stack[A][s->asst_n[A] - 1]].name);
        case FR_UPGRADE_ASST: return snprintf(buf, n, "upgrade %s", ARNAK_ASSISTANTS[p->asst[A]].name);
        case FR_REFRESH: return snprintf(buf, n, "refresh %s", ARNAK_ASSISTANTS[p->asst[A]].name);
        case FR_RESCUE: return snprintf(buf, n, "rescue %s", ARNAK_ASSISTANTS[A].name);
        case FR_SUPPLY_ASST:
            return snprintf(buf, n, "use %s%s", ARNAK_ASSISTANTS[s->asst_stack[A][s->asst_n[A] - 1]].name,
                            B ? "/travel" : "");
        case FR_HORN:
            return snprintf(buf, n, "exchange %s>%s", ARNAK_ASSISTANTS[p->asst[A]].name,
                            ARNAK_ASSISTANTS[s->asst_stack[B][s->asst_n[B] - 1]].name);
        }
        return snprintf(buf, n, "pick %d %d", A, B);
    }
    case AK_NUMBER:
        if (fk == FR_DRAW)
            return snprintf(buf, n, "draw %d", A);
        return snprintf(buf, n, "take %d", A);
    }
    return snprintf(buf, n, "?%08x", (unsigned)a);
}

int arnak_action_from_string(const arnak_state *s, const char *text, arnak_action *out)
{
    if (!text)
        return ARNAK_E_PARSE;
    /* trim surrounding blanks */
    while (*text == ' ' || *text == '\t')
        text++;
    size_t len = strlen(text);
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\n' ||
                   text[len - 1] == '\r'))
        len--;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    char buf[96];
    for (int i = 0; i < n; i++) {
        int k = arnak_action_to_string(s, legal[i], buf, sizeof buf);
        if ((size_t)k == len && memcmp(buf, text, len) == 0) {
            *out = legal[i];
            return ARNAK_OK;
        }
    }
    return ARNAK_E_PARSE;
}

int arnak_decision_text(const arnak_state *s, char *buf, size_t n)
{
    if (s->over)
        return snprintf(buf, n, "The game is over");
    const arnak_frame *f = &s->stack[s->depth - 1];
    char x[40];
    switch (f->kind) {
    case FR_TURN: return snprintf(buf, n, "Choose your main action (or a free action)");
    case FR_POST: return snprintf(buf, n, "Take free actions or end your turn");
    case FR_PAY_TRAVEL:
        snprintf(x, sizeof x, "%s%s%s", ARNAK_ICON_NAMES[f->a], f->b ? "+" : "", f->b ? ARNAK_ICON_NAMES[f->b] : "");
        if (f->d)
            return snprintf(buf, n, "Pay the travel cost %s (%d %s already covered)", x, f->d,
                            ARNAK_ICON_NAMES[f->c]);
        return snprintf(buf, n, "Pay the travel cost %s", x);
    case FR_DRAW: return snprintf(buf, n, "Draw up to %d card(s)%s", f->a, f->b ? " from the bottom of your deck" : "");
    case FR_EXILE: return snprintf(buf, n, "You may exile a card from your hand or play area");
    case FR_DISCARD: return snprintf(buf, n, "Put a card from your hand into your play area");
    case FR_PAY_Q: return snprintf(buf, n, "Pay %d %s for the benefit?", f->b, ARNAK_RES_NAMES[f->a]);
    case FR_PAY_DISCARD: return snprintf(buf, n, "Put a card from your hand into play for the benefit?");
    case FR_CHOICE: return snprintf(buf, n, "Choose one");
    case FR_UPGRADE: return snprintf(buf, n, "You may upgrade a resource");
    case FR_ARCH: return snprintf(buf, n, "You may dig or discover");
    case FR_ACTIVATE: return snprintf(buf, n, "Choose a site to activate");
    case FR_RELOCATE: return snprintf(buf, n, "Relocate one of your archaeologists");
    case FR_OVERCOME_FREE: return snprintf(buf, n, "Choose a guardian to overcome for free");
    case FR_CROWN: return snprintf(buf, n, "Move a guardian to a free site");
    case FR_BUY: return snprintf(buf, n, "You may take a card from the row");
    case FR_BOUGHT_ART: return snprintf(buf, n, "Resolve the effect of %s (no tablet)?", ARNAK_CARDS[f->a].name);
    case FR_RESEARCH: return snprintf(buf, n, "You may research");
    case FR_ORDER: return snprintf(buf, n, "Resolve the row effect or the bonus tile first?");
    case FR_BONUS_PICK: return snprintf(buf, n, "Choose a research bonus tile");
    case FR_RECRUIT: return snprintf(buf, n, "Recruit an assistant");
    case FR_UPGRADE_ASST: return snprintf(buf, n, "Upgrade an assistant to gold");
    case FR_REFRESH: return snprintf(buf, n, "Refresh an assistant");
    case FR_RESCUE: return snprintf(buf, n, "Rescue an assistant");
    case FR_SUPPLY_ASST: return snprintf(buf, n, "Use an assistant from the supply board");
    case FR_HORN: return snprintf(buf, n, "Exchange one of your assistants");
    case FR_EARRING_N: return snprintf(buf, n, "How many cards to draw?");
    case FR_LIMBO_KEEP: return snprintf(buf, n, "Keep one of the drawn cards in hand");
    case FR_LIMBO_TOP: return snprintf(buf, n, "You may put one drawn card back on top of your deck");
    case FR_HAMMER_TAKE: return snprintf(buf, n, "You may take an item from exile");
    case FR_OCARINA: return snprintf(buf, n, "Return one of your archaeologists");
    case FR_KEEP: return snprintf(buf, n, "End of round: discard cards from hand, or keep the rest");
    }
    return snprintf(buf, n, "Decide");
}
