/* frame_sites.c - archaeologists and sites: digging and discovering (FR_ARCH and
 * the continuations FR_DO_DIG, FR_DO_DISCOVER, FR_DO_GUARDIAN), overcoming
 * guardians (FR_DO_OVERCOME, FR_OVERCOME_FREE), activating sites (FR_ACTIVATE),
 * moving archaeologists and guardians (FR_RELOCATE, FR_CROWN, FR_OCARINA). */
#include "encoding.h"
#include "engine.h"
#include "travel.h"
#include "sites.h"
#include "frames.h"
#include "text.h"
#include "costs.h"

/* ---- digging and discovering ------------------------------------------------ */
/* Whether a travel cost can be paid depends only on its two icons here (same
 * player, discount and reserve for every site), so each pair is asked once. */
typedef struct {
    int8_t known[ICON_N][ICON_N]; /* -1 unknown, else 0/1 */
} payable_memo;

static inline bool memo_payable(const arnak_state *s, int player, payable_memo *m, const uint8_t icons[2],
                         int disc_icon, int disc_n)
{
    int8_t *k = &m->known[icons[0]][icons[1]];
    if (*k < 0) {
        travel_req r = {{icons[0], icons[1]}, (uint8_t)disc_icon, (uint8_t)disc_n, 0, 0};
        *k = ak_travel_payable(s, player, &r);
    }
    return *k != 0;
}

static bool can_discover(const arnak_state *s, const arnak_player *p, int site, int comp_disc)
{
    int lvl = ARNAK_SITE_DEFS[site].level;
    if ((lvl == 1 && !s->l1_n) || (lvl == 2 && !s->l2_n))
        return false;
    int need = ak_discover_compass_cost(site) - comp_disc;
    return need <= 0 || p->res[RES_COMPASS] >= need;
}

void ak_add_arch_actions(const arnak_state *s, int player, int flags, int disc_icon, int disc_n, int comp_disc,
                         ak_alist *l)
{
    const arnak_player *p = &s->p[player];
    if (p->arch_out >= MAX_ARCH_OUT)
        return;
    payable_memo memo;
    memset(&memo, -1, sizeof memo);
    for (int site = 0; site < ARNAK_SITES; site++) {
        if ((flags & ARCH_CAMP_ONLY) && !ak_is_camp(site))
            break;
        uint8_t icons[2];
        if (ak_site_discovered(s, site)) {
            if (!(flags & ARCH_DIG))
                continue;
            int sp = ak_site_free_space(s, site);
            if (sp < 0)
                continue;
            ak_site_travel_cost(s, site, ak_is_camp(site) && (sp & 1), icons);
            if (memo_payable(s, player, &memo, icons, disc_icon, disc_n))
                ak_add(l, ACT(AK_DIG, site, 0, 0));
        } else {
            if (!(flags & ARCH_DISCOVER) || !can_discover(s, p, site, comp_disc))
                continue;
            ak_site_travel_cost(s, site, 0, icons);
            if (memo_payable(s, player, &memo, icons, disc_icon, disc_n))
                ak_add(l, ACT(AK_DISCOVER, site, 0, 0));
        }
    }
}

void ak_start_dig(arnak_state *s, int player, int site, int disc_icon, int disc_n, int dbl)
{
    int sp = ak_site_free_space(s, site);
    arnak_frame *f = ak_push_frame(s, FR_DO_DIG, player);
    f->a = (uint8_t)site;
    f->b = (uint8_t)dbl;
    uint8_t icons[2];
    ak_site_travel_cost(s, site, ak_is_camp(site) && (sp & 1), icons);
    ak_push_travel(s, player, icons, disc_icon, disc_n, 0);
}

void ak_start_discover(arnak_state *s, int player, int site, int disc_icon, int disc_n, int comp_disc)
{
    arnak_player *p = &s->p[player];
    int need = ak_discover_compass_cost(site) - comp_disc;
    if (need > 0)
        p->res[RES_COMPASS] = (uint16_t)(p->res[RES_COMPASS] - need);
    arnak_frame *f = ak_push_frame(s, FR_DO_DISCOVER, player);
    f->a = (uint8_t)site;
    uint8_t icons[2];
    ak_site_travel_cost(s, site, 0, icons);
    ak_push_travel(s, player, icons, disc_icon, disc_n, 0);
}

/* ---- FR_ARCH: may dig / discover (a flags, b disc icon, c disc n, d compass disc) ---- */
static void arch_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    ak_add_arch_actions(s, f->player, f->a, f->b, f->c, f->d, l);
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void arch_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, flags = f->a, di = f->b, dn = f->c, cd = f->d;
    ak_pop_frame(s);
    if (AKIND(a) == AK_DIG)
        ak_start_dig(s, player, AA(a), di, dn, (flags & ARCH_DOUBLE) != 0);
    else if (AKIND(a) == AK_DISCOVER)
        ak_start_discover(s, player, AA(a), di, dn, cd);
}

AK_FIXED_PROMPT(arch_prompt, "You may dig or discover")

const ak_frame_handler ak_fr_arch = {"arch", true, arch_legal, arch_apply, NULL, arch_prompt, NULL};

/* ---- FR_DO_DIG (internal): place the archaeologist, run the site ----------------- */
static void do_dig_step(arnak_state *s)
{
    arnak_frame *f = ak_top_frame(s);
    int player = f->player, site = f->a, dbl = f->b;
    ak_pop_frame(s);
    int sp = ak_site_free_space(s, site);
    if (sp >= 0) {
        s->space_occ[sp] = (uint8_t)(player + 1);
        s->p[player].arch_out++;
    }
    ak_push_effect(s, player, ak_site_prog(s, site));
    if (dbl)
        ak_push_effect(s, player, ak_site_prog(s, site));
}

const ak_frame_handler ak_fr_do_dig = {"do-dig", false, NULL, NULL, NULL, NULL, do_dig_step};

/* ---- FR_DO_DISCOVER (internal): idol, site tile, its effect, then a guardian ------ */
int ak_draw_site_tile(arnak_state *s, int lvl)
{
    uint8_t *stk = lvl == 1 ? s->l1_stack : s->l2_stack;
    uint8_t *n = lvl == 1 ? &s->l1_n : &s->l2_n;
    uint8_t *kb = lvl == 1 ? &s->l1_known_bottom : &s->l2_known_bottom;
    int tile = stk[--*n];
    stk[*n] = 0;
    if (*kb > *n)
        *kb = *n;
    return tile;
}

static void do_discover_step(arnak_state *s)
{
    arnak_frame *f = ak_top_frame(s);
    int player = f->player, site = f->a;
    arnak_player *p = &s->p[player];
    ak_pop_frame(s);
    s->space_occ[ak_site_space(site, 0)] = (uint8_t)(player + 1);
    p->arch_out++;
    int reward = s->site_idol[site];
    p->idols = (uint8_t)(p->idols + (reward ? 1 : 0) + s->site_idol_down[site]);
    s->site_idol[site] = 0;
    s->site_idol_down[site] = 0;
    int tile = ak_draw_site_tile(s, ARNAK_SITE_DEFS[site].level);
    s->site_tile[site] = (uint8_t)tile;
    /* idol reward, then the site's effect, then the guardian wakes */
    arnak_frame *g = ak_push_frame(s, FR_DO_GUARDIAN, player);
    g->a = (uint8_t)site;
    ak_push_effect(s, player, ARNAK_TILES[tile].prog);
    if (reward)
        ak_push_effect(s, player, PR_IDOLR1 + reward - 1);
}

const ak_frame_handler ak_fr_do_discover = {"do-discover", false, NULL, NULL, NULL, NULL, do_discover_step};

static void do_guardian_step(arnak_state *s)
{
    int site = ak_top_frame(s)->a;
    ak_pop_frame(s);
    if (s->guard_n > 0) {
        s->site_guardian[site] = s->guard_stack[--s->guard_n];
        s->guard_stack[s->guard_n] = 0;
    }
}

const ak_frame_handler ak_fr_do_guardian = {"do-guardian", false, NULL, NULL, NULL, NULL, do_guardian_step};

/* ---- overcoming ------------------------------------------------------------------- */
bool ak_overcome_payable(const arnak_state *s, int player, int g)
{
    const arnak_player *p = &s->p[player];
    const guardian_def *gd = &ARNAK_GUARDIANS[g];
    if (!ak_can_afford(p, gd->cost))
        return false;
    if (gd->card_down && p->hand_n == 0)
        return false;
    if (gd->travel[0]) {
        travel_req r = {{gd->travel[0], gd->travel[1]}, 0, 0, gd->cost[RES_COIN], 0};
        if (!ak_travel_payable(s, player, &r))
            return false;
    }
    return true;
}

void ak_start_overcome(arnak_state *s, int player, int site)
{
    arnak_player *p = &s->p[player];
    const guardian_def *g = &ARNAK_GUARDIANS[s->site_guardian[site]];
    ak_pay_res(p, g->cost);
    arnak_frame *f = ak_push_frame(s, FR_DO_OVERCOME, player);
    f->a = (uint8_t)site;
    if (g->card_down) {
        f = ak_push_frame(s, FR_DISCARD, player);
        f->a = 1;
    }
    ak_push_travel(s, player, g->travel, 0, 0, 0);
}

void ak_take_guardian(arnak_state *s, int player, int site)
{
    int g = s->site_guardian[site];
    if (!g)
        return;
    s->p[player].guardians |= (uint16_t)(1u << (g - 1));
    s->site_guardian[site] = 0;
}

static void do_overcome_step(arnak_state *s)
{
    arnak_frame *f = ak_top_frame(s);
    int player = f->player, site = f->a;
    ak_pop_frame(s);
    ak_take_guardian(s, player, site);
}

const ak_frame_handler ak_fr_do_overcome = {"do-overcome", false, NULL, NULL, NULL, NULL, do_overcome_step};

/* ---- FR_OVERCOME_FREE: a guardian for free (a = OV_*) ------------------------------- */
static void overcome_free_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    int player = f->player;
    for (int site = 0; site < ARNAK_SITES; site++) {
        if (!s->site_guardian[site])
            continue;
        bool ok;
        if (f->a == OV_OWN) {
            ok = ak_site_has_player(s, site, player); /* R-ARNAK-11: either camp space */
        } else {
            ok = true;
            for (int i = 0; i < ak_site_nspaces(site); i++) {
                uint8_t o = s->space_occ[ak_site_space(site, i)];
                if (o && o != SPACE_BLOCKED && o != player + 1)
                    ok = false;
            }
        }
        if (ok)
            ak_add(l, ACT(AK_SITE, site, 0, 0));
    }
}

static void overcome_free_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player;
    ak_pop_frame(s);
    ak_take_guardian(s, player, AA(a));
}

static int overcome_free_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_SITE ? snprintf(buf, n, "overcome %s", ARNAK_SITE_DEFS[AA(a)].name) : -1;
}

AK_FIXED_PROMPT(overcome_free_prompt, "Choose a guardian to overcome for free")

const ak_frame_handler ak_fr_overcome_free = {"overcome-free", false, overcome_free_legal, overcome_free_apply,
                                              overcome_free_text, overcome_free_prompt, NULL};

/* ---- FR_ACTIVATE: run a site's effect again (a = ACT_*) ------------------------------ */
static bool activate_ok(const arnak_state *s, int player, int filter, int site)
{
    switch (filter) {
    case ACT_CAMP: return ak_is_camp(site);
    case ACT_CAMP_FREE: return ak_is_camp(site) && ak_site_unoccupied(s, site);
    case ACT_L1: return ARNAK_SITE_DEFS[site].level == 1 && ak_site_discovered(s, site);
    case ACT_OWN:
        return ak_site_has_player(s, site, player) &&
               (ARNAK_SITE_DEFS[site].level != 2 || s->p[player].res[RES_COMPASS] >= 2);
    default: return false;
    }
}

static void activate_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    if (f->a == ACT_TWO_CAMPS) {
        for (int a = 0; a < CAMP_SITES; a++)
            for (int b = a + 1; b < CAMP_SITES; b++)
                ak_add(l, ACT(AK_MOVE, a, b, 0));
        return;
    }
    for (int site = 0; site < ARNAK_SITES; site++)
        if (activate_ok(s, f->player, f->a, site))
            ak_add(l, ACT(AK_SITE, site, 0, 0));
}

static void activate_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, filter = f->a;
    ak_pop_frame(s);
    if (AKIND(a) == AK_MOVE) {
        ak_push_effect(s, player, ak_site_prog(s, AB(a)));
        ak_push_effect(s, player, ak_site_prog(s, AA(a)));
        return;
    }
    int site = AA(a);
    if (filter == ACT_OWN && ARNAK_SITE_DEFS[site].level == 2)
        s->p[player].res[RES_COMPASS] = (uint16_t)(s->p[player].res[RES_COMPASS] - 2);
    ak_push_effect(s, player, ak_site_prog(s, site));
}

AK_FIXED_PROMPT(activate_prompt, "Choose a site to activate")

const ak_frame_handler ak_fr_activate = {"activate", false, activate_legal, activate_apply, NULL, activate_prompt,
                                         NULL};

/* ---- FR_RELOCATE: move one of your archaeologists (a = REL_*) ------------------------ */
static bool relocate_dest_ok(const arnak_state *s, int filter, int from_site, int site)
{
    if (site == from_site || !ak_site_discovered(s, site)) /* R-ARNAK-9: a different site */
        return false;
    if (filter == REL_CAMP ? !ak_is_camp(site) : ARNAK_SITE_DEFS[site].level > 1)
        return false;
    return ak_site_free_space(s, site) >= 0;
}

static void relocate_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    for (int sp = 0; sp < ARNAK_SPACES; sp++) {
        if (s->space_occ[sp] != f->player + 1)
            continue;
        int from = ak_space_site(sp);
        for (int site = 0; site < ARNAK_SITES; site++)
            if (relocate_dest_ok(s, f->a, from, site))
                ak_add(l, ACT(AK_MOVE, sp, site, 0));
    }
}

static void relocate_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player;
    ak_pop_frame(s);
    int from = AA(a), site = AB(a);
    s->space_occ[from] = 0;
    int sp = ak_site_free_space(s, site);
    s->space_occ[sp] = (uint8_t)(player + 1);
    ak_push_effect(s, player, ak_site_prog(s, site));
}

static int relocate_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    char x[32];
    if (AKIND(a) != AK_MOVE)
        return -1;
    return snprintf(buf, n, "relocate %s>%s", ak_space_name(AA(a), x, sizeof x), ARNAK_SITE_DEFS[AB(a)].name);
}

AK_FIXED_PROMPT(relocate_prompt, "Relocate one of your archaeologists")

const ak_frame_handler ak_fr_relocate = {"relocate", false, relocate_legal, relocate_apply, relocate_text,
                                         relocate_prompt, NULL};

/* ---- FR_CROWN: move a guardian from your site to a free camp / level I site ------------ */
static void crown_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    for (int from = 0; from < ARNAK_SITES; from++) {
        if (!s->site_guardian[from] || !ak_site_has_player(s, from, f->player))
            continue;
        for (int to = 0; to < ARNAK_SITES; to++) {
            if (to == from || ARNAK_SITE_DEFS[to].level > 1 || !ak_site_discovered(s, to))
                continue;
            if (!ak_site_unoccupied(s, to) || s->site_guardian[to])
                continue;
            ak_add(l, ACT(AK_MOVE, from, to, 0));
        }
    }
}

static void crown_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player;
    ak_pop_frame(s);
    int from = AA(a), to = AB(a);
    s->site_guardian[to] = s->site_guardian[from];
    s->site_guardian[from] = 0;
    ak_push_effect(s, player, ak_site_prog(s, to));
}

static int crown_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    if (AKIND(a) != AK_MOVE)
        return -1;
    return snprintf(buf, n, "move-guardian %s>%s", ARNAK_SITE_DEFS[AA(a)].name, ARNAK_SITE_DEFS[AB(a)].name);
}

AK_FIXED_PROMPT(crown_prompt, "Move a guardian to a free site")

const ak_frame_handler ak_fr_crown = {"crown", false, crown_legal, crown_apply, crown_text, crown_prompt, NULL};

/* ---- FR_OCARINA: return one of your archaeologists ----------------------------------- */
static void ocarina_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    for (int sp = 0; sp < ARNAK_SPACES; sp++)
        if (s->space_occ[sp] == f->player + 1)
            ak_add(l, ACT(AK_SITE, sp, 0, 0));
}

static void ocarina_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    s->space_occ[AA(a)] = 0;
    p->arch_out--;
}

static int ocarina_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    char x[32];
    return AKIND(a) == AK_SITE ? snprintf(buf, n, "return %s", ak_space_name(AA(a), x, sizeof x)) : -1;
}

AK_FIXED_PROMPT(ocarina_prompt, "Return one of your archaeologists")

const ak_frame_handler ak_fr_ocarina = {"ocarina", false, ocarina_legal, ocarina_apply, ocarina_text,
                                        ocarina_prompt, NULL};

/* Does the effect step that would push a `kind` frame have any option? */
bool ak_effect_has_options(const arnak_state *s, int player, int kind, int filter)
{
    arnak_action tmp[ARNAK_MAX_ACTIONS];
    ak_alist l = {tmp, 0};
    arnak_frame f;
    memset(&f, 0, sizeof f);
    f.kind = (uint8_t)kind;
    f.player = (uint8_t)player;
    f.a = (uint8_t)filter;
    const ak_frame_handler *h = ak_frames[kind];
    assert(h && h->legal && "no option check for this frame");
    h->legal(s, &f, &l);
    return l.n > 0;
}
