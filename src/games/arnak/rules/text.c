/* text.c - canonical text of actions and decisions (the edges: terminal,
 * protocol, game records).  Parsing generates the text of every legal action
 * and compares, so the two directions can never disagree.  Wording that depends
 * on the pending decision ("exile hand:x", "recruit A03") is in the frame's
 * handler (frame_*.c); this file has the generic wording of each action kind. */
#include "encoding.h"
#include "engine.h"
#include "sites.h"
#include "frames.h"
#include "text.h"

const char *ak_space_name(int sp, char *buf, size_t n)
{
    int site = ak_space_site(sp);
    if (ak_is_camp(site))
        snprintf(buf, n, "%s%c", ARNAK_SITE_DEFS[site].name, (sp & 1) ? 'b' : 'a');
    else
        snprintf(buf, n, "%s", ARNAK_SITE_DEFS[site].name);
    return buf;
}

const char *ak_src_name(const arnak_state *s, int player, int code, char *buf, size_t n)
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

const char *ak_zone_name(int z)
{
    static const char *const names[] = {"hand", "play", "fear-tile", "drawn", "exile"};
    return z >= 0 && z < (int)(sizeof names / sizeof names[0]) ? names[z] : "?";
}

static const char *variant_suffix(int v) { return v == 1 ? "/arrowhead" : v == 2 ? "/2-tablets" : ""; }

/* "VERB card" / "VERB zone:card" / "VERB fear-tile" for an AK_CARD action */
int ak_card_action_text(const char *verb, bool with_zone, arnak_action a, char *buf, size_t n)
{
    if (AA(a) == Z_FEARTILE)
        return snprintf(buf, n, "%s fear-tile", verb);
    if (with_zone)
        return snprintf(buf, n, "%s %s:%s", verb, ak_zone_name(AA(a)), ARNAK_CARDS[AB(a)].slug);
    return snprintf(buf, n, "%s %s", verb, ARNAK_CARDS[AB(a)].slug);
}

static int pay_text(const arnak_state *s, int player, int A, int B, char *buf, size_t n)
{
    char x[32], y[32];
    if (!A && !B)
        return snprintf(buf, n, "pay nothing");
    if (!A)
        return snprintf(buf, n, "pay %s", ak_src_name(s, player, B, x, sizeof x));
    return snprintf(buf, n, "pay %s+%s", ak_src_name(s, player, A, x, sizeof x), ak_src_name(s, player, B, y, sizeof y));
}

/* the wording of an action kind when the frame does not choose another */
static int generic_text(const arnak_state *s, int player, arnak_action a, char *buf, size_t n)
{
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
    case AK_PAY: return pay_text(s, player, A, B, buf, n);
    case AK_YES: return snprintf(buf, n, "yes");
    case AK_SKIP: return snprintf(buf, n, "skip");
    case AK_KEEP: return snprintf(buf, n, "keep");
    case AK_CHOOSE: return snprintf(buf, n, "choose %d", A);
    case AK_CARD: return ak_card_action_text("card", false, a, buf, n);
    case AK_SITE: return snprintf(buf, n, "activate %s", ARNAK_SITE_DEFS[A].name);
    case AK_MOVE: return snprintf(buf, n, "activate %s+%s", ARNAK_SITE_DEFS[A].name, ARNAK_SITE_DEFS[B].name);
    case AK_PICK: return snprintf(buf, n, "pick %d %d", A, B);
    case AK_NUMBER: return snprintf(buf, n, "take %d", A);
    }
    return snprintf(buf, n, "?%08x", (unsigned)a);
}

/* The text of an action of s, unchecked: `a` must be one of its legal actions. */
int ak_action_text(const arnak_state *s, arnak_action a, char *buf, size_t n)
{
    const arnak_frame *f = s->depth ? &s->stack[s->depth - 1] : NULL;
    if (f) {
        const ak_frame_handler *h = ak_frames[f->kind];
        if (h && h->action_text) {
            int k = h->action_text(s, f, a, buf, n);
            if (k >= 0)
                return k;
        }
    }
    return generic_text(s, f ? f->player : 0, a, buf, n);
}

int arnak_action_to_string(const arnak_state *s, arnak_action a, char *buf, size_t n)
{
    if (!s || !buf || n == 0)
        return ARNAK_E_ARG;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int k = arnak_legal_actions(s, legal);
    if (!ak_action_in(legal, k, a)) {
        buf[0] = '\0';
        return ARNAK_E_ILLEGAL;
    }
    return ak_action_text(s, a, buf, n);
}

int arnak_action_from_string(const arnak_state *s, const char *text, arnak_action *out)
{
    if (!s || !out)
        return ARNAK_E_ARG;
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
        int k = ak_action_text(s, legal[i], buf, sizeof buf);
        if ((size_t)k == len && memcmp(buf, text, len) == 0) {
            *out = legal[i];
            return ARNAK_OK;
        }
    }
    return ARNAK_E_PARSE;
}

int arnak_decision_text(const arnak_state *s, char *buf, size_t n)
{
    if (!s || !buf || n == 0)
        return ARNAK_E_ARG;
    if (s->over || s->depth == 0 || s->depth > ARNAK_STACK)
        return snprintf(buf, n, "The game is over");
    const arnak_frame *f = &s->stack[s->depth - 1];
    const ak_frame_handler *h = ak_frames[f->kind];
    if (h && h->prompt)
        return h->prompt(s, f, buf, n);
    return snprintf(buf, n, "Decide");
}
