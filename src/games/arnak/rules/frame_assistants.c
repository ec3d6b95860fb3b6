/* frame_assistants.c - assistants: recruiting (FR_RECRUIT), upgrading to gold
 * (FR_UPGRADE_ASST), refreshing (FR_REFRESH), the Snake side's rescue
 * (FR_RESCUE), using one from the supply (FR_SUPPLY_ASST) and the horn's
 * exchange (FR_HORN). */
#include "encoding.h"
#include "engine.h"
#include "frames.h"

static int stack_top(const arnak_state *s, int st) { return s->asst_stack[st][s->asst_n[st] - 1]; }

void ak_asst_stack_take(arnak_state *s, int st)
{
    s->asst_n[st]--;
    s->asst_stack[st][s->asst_n[st]] = 0;
    int k = s->asst_known[st] - 1;
    if (k < 1)
        k = s->asst_n[st] > 0; /* the next one is turned up */
    s->asst_known[st] = (uint8_t)k;
}

static int free_square(const arnak_player *p) { return !p->asst[0] ? 0 : !p->asst[1] ? 1 : -1; }

static int pick_text(const char *verb, int id, const char *suffix, char *buf, size_t n)
{
    return snprintf(buf, n, "%s %s%s", verb, ARNAK_ASSISTANTS[id].name, suffix);
}

/* ---- FR_RECRUIT: take an assistant from a supply stack ---------------------------- */
static void recruit_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)f;
    for (int st = 0; st < N_ASST_STACKS; st++)
        if (s->asst_n[st])
            ak_add(l, ACT(AK_PICK, st, 0, 0));
}

static void recruit_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    int st = AA(a), sq = free_square(p);
    if (sq < 0)
        return;
    p->asst[sq] = (uint8_t)stack_top(s, st);
    p->asst_gold[sq] = 0;
    p->asst_tired[sq] = 0;
    ak_asst_stack_take(s, st);
}

static int recruit_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)f;
    return AKIND(a) == AK_PICK ? pick_text("recruit", stack_top(s, AA(a)), "", buf, n) : -1;
}

AK_FIXED_PROMPT(recruit_prompt, "Recruit an assistant")

const ak_frame_handler ak_fr_recruit = {"recruit", false, recruit_legal, recruit_apply, recruit_text,
                                        recruit_prompt, NULL};

/* ---- FR_UPGRADE_ASST: a silver assistant turns gold ---------------------------------- */
static void upgrade_asst_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    for (int a = 0; a < ASST_SLOTS; a++)
        if (p->asst[a] && !p->asst_gold[a])
            ak_add(l, ACT(AK_PICK, a, 0, 0));
}

static void upgrade_asst_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    p->asst_gold[AA(a)] = 1;
    p->asst_tired[AA(a)] = 0; /* upgrading refreshes */
}

static int upgrade_asst_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    return AKIND(a) == AK_PICK ? pick_text("upgrade", s->p[f->player].asst[AA(a)], "", buf, n) : -1;
}

AK_FIXED_PROMPT(upgrade_asst_prompt, "Upgrade an assistant to gold")

const ak_frame_handler ak_fr_upgrade_asst = {"upgrade-assistant", false, upgrade_asst_legal, upgrade_asst_apply,
                                             upgrade_asst_text, upgrade_asst_prompt, NULL};

/* ---- FR_REFRESH: an exhausted assistant is ready again -------------------------------- */
static void refresh_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    for (int a = 0; a < ASST_SLOTS; a++)
        if (p->asst[a] && p->asst_tired[a])
            ak_add(l, ACT(AK_PICK, a, 0, 0));
}

static void refresh_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    p->asst_tired[AA(a)] = 0;
}

static int refresh_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    return AKIND(a) == AK_PICK ? pick_text("refresh", s->p[f->player].asst[AA(a)], "", buf, n) : -1;
}

AK_FIXED_PROMPT(refresh_prompt, "Refresh an assistant")

const ak_frame_handler ak_fr_refresh = {"refresh", false, refresh_legal, refresh_apply, refresh_text,
                                        refresh_prompt, NULL};

/* ---- FR_RESCUE (Snake): an assistant from the rescue space ------------------------------ */
static void rescue_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)f;
    for (int i = 0; i < s->rescue_n; i++)
        ak_add(l, ACT(AK_PICK, s->rescue[i], 0, 0));
}

static void rescue_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    int id = AA(a), sq = free_square(p);
    for (int i = 0; i < s->rescue_n; i++) {
        if (s->rescue[i] != id)
            continue;
        memmove(&s->rescue[i], &s->rescue[i + 1], (size_t)(s->rescue_n - i - 1));
        s->rescue[--s->rescue_n] = 0;
        break;
    }
    if (sq >= 0) {
        p->asst[sq] = (uint8_t)id;
        p->asst_gold[sq] = 0;
        p->asst_tired[sq] = 1; /* a rescued assistant arrives exhausted */
    }
}

static int rescue_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_PICK ? pick_text("rescue", AA(a), "", buf, n) : -1;
}

AK_FIXED_PROMPT(rescue_prompt, "Rescue an assistant")

const ak_frame_handler ak_fr_rescue = {"rescue", false, rescue_legal, rescue_apply, rescue_text, rescue_prompt,
                                       NULL};

/* ---- FR_SUPPLY_ASST: use the top assistant of a supply stack (a = silver 0 / gold 1) ---- */
/* two effect programs with the same opcodes */
static bool same_program(int p1, int p2)
{
    const eff_op *x = ak_prog_code(p1), *y = ak_prog_code(p2);
    for (int i = 0; i < 6; i++) {
        if (memcmp(&x[i], &y[i], sizeof x[i]) != 0)
            return false;
        if (x[i].op == OP_END)
            return true;
    }
    return true;
}

static int asst_prog(int id, int gold) { return PR_ASST + (id - 1) * 2 + gold; }

static void supply_asst_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    for (int st = 0; st < N_ASST_STACKS; st++) {
        if (!s->asst_n[st])
            continue;
        int id = stack_top(s, st);
        /* two tops with the same effect (A08/A09/A12 silver: +1 compass)
         * are one option: the used assistant stays where it is */
        bool dup = false;
        for (int e = 0; e < st; e++)
            if (s->asst_n[e] && same_program(asst_prog(stack_top(s, e), f->a), asst_prog(id, f->a)))
                dup = true;
        if (!dup)
            ak_add(l, ACT(AK_PICK, st, 0, 0));
        if (ARNAK_ASSISTANTS[id].travel_icon)
            ak_add(l, ACT(AK_PICK, st, 1, 0)); /* R-ARNAK-4: use it for its travel icons */
    }
}

static void supply_asst_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, gold = f->a, st = AA(a), mode = AB(a);
    arnak_player *p = &s->p[player];
    ak_pop_frame(s);
    int id = stack_top(s, st);
    if (mode == 1) {
        int icon = ARNAK_ASSISTANTS[id].travel_icon;
        p->temp_icons[icon] = (uint8_t)(p->temp_icons[icon] + (gold ? 2 : 1));
    } else {
        ak_push_effect(s, player, asst_prog(id, gold));
    }
}

static int supply_asst_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)f;
    return AKIND(a) == AK_PICK ? pick_text("use", stack_top(s, AA(a)), AB(a) ? "/travel" : "", buf, n) : -1;
}

AK_FIXED_PROMPT(supply_asst_prompt, "Use an assistant from the supply board")

const ak_frame_handler ak_fr_supply_asst = {"supply-assistant", false, supply_asst_legal, supply_asst_apply,
                                            supply_asst_text, supply_asst_prompt, NULL};

/* ---- FR_HORN: exchange one of yours with a supply top ----------------------------------- */
static void horn_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const arnak_player *p = &s->p[f->player];
    for (int a = 0; a < ASST_SLOTS; a++)
        for (int st = 0; st < N_ASST_STACKS; st++)
            if (p->asst[a] && s->asst_n[st])
                ak_add(l, ACT(AK_PICK, a, st, 0));
}

static void horn_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    arnak_player *p = &s->p[f->player];
    ak_pop_frame(s);
    int slot = AA(a), st = AB(a);
    int old = p->asst[slot], gold = p->asst_gold[slot];
    int n = s->asst_n[st];
    p->asst[slot] = s->asst_stack[st][n - 1];
    p->asst_gold[slot] = (uint8_t)gold;
    p->asst_tired[slot] = 0;
    s->asst_stack[st][n - 1] = (uint8_t)old; /* R-ARNAK-21: on top, silver, visible */
}

static int horn_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    if (AKIND(a) != AK_PICK)
        return -1;
    return snprintf(buf, n, "exchange %s>%s", ARNAK_ASSISTANTS[s->p[f->player].asst[AA(a)]].name,
                    ARNAK_ASSISTANTS[stack_top(s, AB(a))].name);
}

AK_FIXED_PROMPT(horn_prompt, "Exchange one of your assistants")

const ak_frame_handler ak_fr_horn = {"horn", false, horn_legal, horn_apply, horn_text, horn_prompt, NULL};
