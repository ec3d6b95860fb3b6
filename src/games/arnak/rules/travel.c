/* travel.c - paying travel costs (rulebook "Paying Travel Costs").
 *
 * A payment is one decision: the set of sources spent (cards from hand, guardian
 * travel boons, travel assistants, icons made this turn, hired pilots).  Only
 * minimal sets are offered (no source that pays nothing), identical cards are
 * one source, and a discount is applied in every way the hierarchy allows. */
#include "encoding.h"
#include "zones.h"
#include "travel.h"

/* Can an icon pay a cost icon?  Plane pays anything; anything pays a boot. */
static inline bool pays(int icon, int need) { return icon == ICON_PLANE || icon == need || need == ICON_BOOT; }

typedef struct {
    uint8_t code;
    uint8_t n;       /* icons it gives */
    uint8_t icon;    /* all icons of one source are of this kind, except cards (icons[]) */
    uint8_t icons[2];
    uint8_t mult;    /* how many times it may be used in one payment */
} tsource;

static int collect_sources(const arnak_state *s, int player, const travel_req *r, tsource *src)
{
    const arnak_player *p = &s->p[player];
    int k = 0;
    bool plane = p->ocarina != 0;
    /* distinct card types in hand */
    uint8_t seen[CARD_COUNT] = {0};
    for (int i = ak_hand_lo(p); i < ak_play_lo(p); i++) {
        int c = p->cards[i];
        if (seen[c]++) {
            for (int j = 0; j < k; j++)
                if (src[j].code == c && src[j].mult < 2)
                    src[j].mult++;
            continue;
        }
        tsource *t = &src[k++];
        t->code = (uint8_t)c;
        t->icons[0] = plane ? ICON_PLANE : ARNAK_CARDS[c].travel[0];
        t->icons[1] = ARNAK_CARDS[c].travel[1] ? (plane ? ICON_PLANE : ARNAK_CARDS[c].travel[1]) : ICON_NONE;
        t->n = t->icons[1] ? 2 : 1;
        t->mult = 1;
    }
    for (int g = 1; g <= N_GUARDIANS; g++) {
        if (!(p->guardians >> (g - 1) & 1) || (p->boons_used >> (g - 1) & 1) || !ARNAK_GUARDIANS[g].boon_icon)
            continue;
        tsource *t = &src[k++];
        t->code = (uint8_t)(SRC_BOON + g);
        t->icons[0] = plane ? ICON_PLANE : ARNAK_GUARDIANS[g].boon_icon;
        t->icons[1] = ICON_NONE;
        t->n = 1;
        t->mult = 1;
    }
    for (int a = 0; a < 2; a++) {
        int id = p->asst[a];
        if (!id || p->asst_tired[a] || !ARNAK_ASSISTANTS[id].travel_icon || r->excl_asst == a + 1)
            continue;
        tsource *t = &src[k++];
        t->code = (uint8_t)(SRC_ASST + a);
        int ic = plane ? ICON_PLANE : ARNAK_ASSISTANTS[id].travel_icon;
        t->icons[0] = (uint8_t)ic;
        t->icons[1] = p->asst_gold[a] ? (uint8_t)ic : ICON_NONE;
        t->n = p->asst_gold[a] ? 2 : 1;
        t->mult = 1;
    }
    for (int ic = ICON_BOOT; ic <= ICON_PLANE; ic++) {
        if (!p->temp_icons[ic])
            continue;
        tsource *t = &src[k++];
        t->code = (uint8_t)(SRC_TEMP + ic);
        t->icons[0] = plane ? ICON_PLANE : (uint8_t)ic;
        t->icons[1] = ICON_NONE;
        t->n = 1;
        t->mult = p->temp_icons[ic] > 2 ? 2 : p->temp_icons[ic];
    }
    int spare = (int)p->res[RES_COIN] - r->coin_reserve;
    if (spare >= 2) {
        tsource *t = &src[k++];
        t->code = SRC_PILOT;
        t->icons[0] = ICON_PLANE;
        t->icons[1] = ICON_NONE;
        t->n = 1;
        t->mult = spare >= 4 ? 2 : 1;
    }
    return k;
}

/* The cost icons left to pay after the discount, in every way it can apply. */
static int remaining_costs(const arnak_state *s, int player, const travel_req *r, uint8_t rem[4][2])
{
    uint8_t need[2];
    int nn = 0;
    for (int i = 0; i < 2; i++)
        if (r->icons[i])
            need[nn++] = r->icons[i];
    int dn = r->disc_n;
    int dic = s->p[player].ocarina && dn ? ICON_PLANE : r->disc_icon; /* R-ARNAK-17 */
    int cnt = 0;
    /* masks of covered cost icons */
    for (int mask = 0; mask < (1 << nn); mask++) {
        int bits = ak_popcount((uint32_t)mask);
        if (bits > dn)
            continue;
        bool ok = true;
        for (int i = 0; i < nn; i++)
            if ((mask >> i & 1) && !pays(dic, need[i]))
                ok = false;
        if (!ok)
            continue;
        /* maximal use only: a discount icon that could cover more must do so */
        bool maximal = true;
        for (int i = 0; i < nn; i++)
            if (!(mask >> i & 1) && bits < dn && pays(dic, need[i]))
                maximal = false;
        if (!maximal)
            continue;
        uint8_t left[2] = {ICON_NONE, ICON_NONE};
        int l = 0;
        for (int i = 0; i < nn; i++)
            if (!(mask >> i & 1))
                left[l++] = need[i];
        if (l == 2 && left[0] > left[1]) {
            uint8_t t = left[0];
            left[0] = left[1];
            left[1] = t;
        }
        bool dup = false;
        for (int j = 0; j < cnt; j++)
            if (rem[j][0] == left[0] && rem[j][1] == left[1])
                dup = true;
        if (!dup) {
            rem[cnt][0] = left[0];
            rem[cnt][1] = left[1];
            cnt++;
        }
    }
    return cnt;
}

static bool covers(const uint8_t *icons, int ni, const uint8_t rem[2])
{
    int nr = (rem[0] != 0) + (rem[1] != 0);
    if (nr == 0)
        return true;
    if (nr == 1) {
        for (int i = 0; i < ni; i++)
            if (pays(icons[i], rem[0]))
                return true;
        return false;
    }
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < ni; j++)
            if (i != j && pays(icons[i], rem[0]) && pays(icons[j], rem[1]))
                return true;
    return false;
}

static bool covers_any(const uint8_t *icons, int ni, uint8_t rem[4][2], int nrem)
{
    for (int i = 0; i < nrem; i++)
        if (covers(icons, ni, rem[i]))
            return true;
    return false;
}

static int enumerate(const arnak_state *s, int player, const travel_req *r, arnak_action *out, bool first_only)
{
    uint8_t rem[4][2];
    int nrem = remaining_costs(s, player, r, rem);
    for (int i = 0; i < nrem; i++)
        if (!rem[i][0] && !rem[i][1]) {
            if (out)
                out[0] = ACT(AK_PAY, 0, 0, 0);
            return 1; /* the discount pays it all */
        }
    tsource src[40];
    int ns = collect_sources(s, player, r, src);
    int k = 0;
    bool single_ok[40];
    for (int i = 0; i < ns; i++) {
        single_ok[i] = covers_any(src[i].icons, src[i].n, rem, nrem);
        if (single_ok[i]) {
            if (out)
                out[k] = ACT(AK_PAY, 0, src[i].code, 0);
            k++;
            if (first_only)
                return k;
        }
    }
    for (int i = 0; i < ns; i++) {
        if (single_ok[i])
            continue;
        for (int j = i; j < ns; j++) {
            if (single_ok[j] || (j == i && src[i].mult < 2))
                continue;
            uint8_t ic[4];
            int ni = 0;
            for (int x = 0; x < src[i].n; x++)
                ic[ni++] = src[i].icons[x];
            for (int x = 0; x < src[j].n; x++)
                ic[ni++] = src[j].icons[x];
            if (src[i].code == SRC_PILOT || src[j].code == SRC_PILOT) {
                int pilots = (src[i].code == SRC_PILOT) + (src[j].code == SRC_PILOT);
                if ((int)s->p[player].res[RES_COIN] < r->coin_reserve + 2 * pilots)
                    continue;
            }
            if (!covers_any(ic, ni, rem, nrem))
                continue;
            int a = src[i].code, b = src[j].code;
            if (a > b) {
                int t = a;
                a = b;
                b = t;
            }
            if (out)
                out[k] = ACT(AK_PAY, a, b, 0);
            k++;
            if (first_only)
                return k;
        }
    }
    return k;
}

int ak_travel_options(const arnak_state *s, int player, const travel_req *r, arnak_action *out)
{
    return enumerate(s, player, r, out, false);
}

bool ak_travel_payable(const arnak_state *s, int player, const travel_req *r)
{
    return enumerate(s, player, r, NULL, true) > 0;
}

static void pay_source(arnak_state *s, int player, int code)
{
    arnak_player *p = &s->p[player];
    if (code == 0)
        return;
    if (code < CARD_COUNT) {
        int idx = ak_find_card(p, Z_HAND, code);
        if (idx >= 0)
            ak_move_hand_to_play(p, idx);
    } else if (code == SRC_PILOT) {
        p->res[RES_COIN] = (uint16_t)(p->res[RES_COIN] - 2);
    } else if (code >= SRC_TEMP) {
        p->temp_icons[code - SRC_TEMP]--;
    } else if (code >= SRC_ASST) {
        p->asst_tired[code - SRC_ASST] = 1;
    } else if (code > SRC_BOON) {
        p->boons_used |= (uint16_t)(1u << (code - SRC_BOON - 1));
    }
}

/* The icons a source gives (as collect_sources() sees them). */
static int source_icons(const arnak_state *s, int player, int code, uint8_t out[2])
{
    const arnak_player *p = &s->p[player];
    bool plane = p->ocarina != 0;
    int n = 0;
    if (code == 0)
        return 0;
    if (code < CARD_COUNT) {
        for (int i = 0; i < 2; i++)
            if (ARNAK_CARDS[code].travel[i])
                out[n++] = plane ? ICON_PLANE : ARNAK_CARDS[code].travel[i];
    } else if (code == SRC_PILOT) {
        out[n++] = ICON_PLANE;
    } else if (code >= SRC_TEMP) {
        out[n++] = plane ? ICON_PLANE : (uint8_t)(code - SRC_TEMP);
    } else if (code >= SRC_ASST) {
        int a = code - SRC_ASST, id = p->asst[a];
        int ic = plane ? ICON_PLANE : ARNAK_ASSISTANTS[id].travel_icon;
        out[n++] = (uint8_t)ic;
        if (p->asst_gold[a])
            out[n++] = (uint8_t)ic;
    } else {
        out[n++] = plane ? ICON_PLANE : ARNAK_GUARDIANS[code - SRC_BOON].boon_icon;
    }
    return n;
}

static int icon_value(int icon) { return icon == ICON_PLANE ? 3 : icon == ICON_BOOT ? 1 : 2; }

/* Assign the cheapest provided icon to each needed icon (most demanding need
 * first).  Returns false when it cannot be covered; leftover[] gets the rest. */
static bool assign(const uint8_t *have, int nh, const uint8_t rem[2], uint8_t *left, int *nleft)
{
    bool used[4] = {false, false, false, false};
    uint8_t need[2];
    int nn = 0;
    for (int i = 0; i < 2; i++)
        if (rem[i])
            need[nn++] = rem[i];
    if (nn == 2 && icon_value(need[0]) < icon_value(need[1])) {
        uint8_t t = need[0];
        need[0] = need[1];
        need[1] = t;
    }
    for (int i = 0; i < nn; i++) {
        int best = -1;
        for (int j = 0; j < nh; j++)
            if (!used[j] && pays(have[j], need[i]) && (best < 0 || icon_value(have[j]) < icon_value(have[best])))
                best = j;
        if (best < 0)
            return false;
        used[best] = true;
    }
    *nleft = 0;
    for (int j = 0; j < nh; j++)
        if (!used[j])
            left[(*nleft)++] = have[j];
    return true;
}

/* Pay with the chosen sources.  Icons a source gives beyond the cost are not
 * lost at once: the rulebook's assistant example spends one icon of a two-icon
 * card on the assistant and the other on a dig, and "the extra icon ... does not
 * carry over to your next turn" - so they last until the end of this turn. */
void ak_travel_pay(arnak_state *s, int player, const travel_req *r, int src1, int src2)
{
    uint8_t have[4];
    int nh = source_icons(s, player, src1, have);
    nh += source_icons(s, player, src2, have + nh);
    uint8_t rem[4][2], left[4], best_left[4];
    int nrem = remaining_costs(s, player, r, rem), nbest = -1;
    for (int i = 0; i < nrem; i++) {
        int nl;
        if (!assign(have, nh, rem[i], left, &nl))
            continue;
        int v = 0, bv = 0;
        for (int j = 0; j < nl; j++)
            v += icon_value(left[j]);
        for (int j = 0; j < nbest; j++)
            bv += icon_value(best_left[j]);
        if (nbest < 0 || v > bv) {
            nbest = nl;
            memcpy(best_left, left, (size_t)nl);
        }
    }
    pay_source(s, player, src1);
    pay_source(s, player, src2);
    arnak_player *p = &s->p[player];
    for (int j = 0; j < nbest; j++)
        p->temp_icons[best_left[j]]++;
}
