/* frame_research.c - the research track: moving the magnifying glass and the
 * notebook (FR_RESEARCH), exploring the Lost Temple, the row effect and the bonus
 * tile of a space (FR_ORDER, FR_BONUS_PICK, FR_TAKE_BONUS). */
#include "encoding.h"
#include "engine.h"
#include "frames.h"
#include "costs.h"

/* the effect program of a research row for a token */
static int row_prog(const arnak_state *s, int token, int row)
{
    return PR_ROW + s->side * 14 + token * 7 + (row - 1);
}

/* options of exploring the Lost Temple: a temple tile instead of a move */
static void add_temple(const arnak_state *s, int player, int mode, ak_alist *l)
{
    const arnak_player *p = &s->p[player];
    int nvar = mode == RS_BLADE ? 2 : 1;
    for (int st = 0; st < N_TEMPLE_STACKS; st++) {
        if (!s->temple_stack[st])
            continue;
        uint8_t prev[RES_N];
        for (int v = 0; v < nvar; v++) {
            uint8_t cost[RES_N];
            int var = mode == RS_BLADE ? v + 1 : 0;
            ak_temple_cost(s, st, var, mode, cost);
            if (v == 1 && memcmp(prev, cost, RES_N) == 0)
                continue;
            memcpy(prev, cost, RES_N);
            if (ak_can_afford(p, cost))
                ak_add(l, ACT(AK_TEMPLE, st, 0, var));
        }
    }
}

static void add_moves(const arnak_state *s, int player, int mode, int token, int cur, ak_alist *l)
{
    const arnak_player *p = &s->p[player];
    const side_def *sd = &ARNAK_SIDES[s->side];
    int nvar = mode == RS_BLADE ? 2 : 1;
    for (int u = 0; u < 3; u++) {
        int dest = sd->sp[cur].up[u];
        if (!dest)
            continue;
        int row = sd->sp[dest].row;
        if (token == 1 && (row >= LOST_TEMPLE_ROW || row > sd->sp[p->glass].row))
            continue;
        uint8_t prev[RES_N];
        for (int v = 0; v < nvar; v++) {
            uint8_t cost[RES_N];
            int idol, var = mode == RS_BLADE ? v + 1 : 0;
            ak_research_cost(s, player, token, dest, var, mode, cost, &idol);
            if (v == 1 && memcmp(prev, cost, RES_N) == 0)
                continue;
            memcpy(prev, cost, RES_N);
            if (ak_can_afford(p, cost) && p->idols >= idol)
                ak_add(l, ACT(AK_RESEARCH, token, dest, var));
        }
    }
}

void ak_add_research(const arnak_state *s, int player, int mode, ak_alist *l)
{
    const arnak_player *p = &s->p[player];
    const side_def *sd = &ARNAK_SIDES[s->side];
    for (int token = 0; token < 2; token++) {
        if (mode == RS_JOURNAL && token == 0)
            continue;
        int cur = token == 0 ? p->glass : p->notebook;
        if (sd->sp[cur].row == LOST_TEMPLE_ROW) {
            if (token == 0 && mode != RS_JOURNAL)
                add_temple(s, player, mode, l);
            continue;
        }
        add_moves(s, player, mode, token, cur, l);
    }
}

void ak_do_research(arnak_state *s, int player, int token, int dest, int variant, int mode)
{
    arnak_player *p = &s->p[player];
    uint8_t cost[RES_N];
    int idol;
    ak_research_cost(s, player, token, dest, variant, mode, cost, &idol);
    ak_pay_res(p, cost);
    if (idol) {
        p->idols = (uint8_t)(p->idols - idol);
        s->idols_removed = (uint8_t)(s->idols_removed + idol);
    }
    if (token == 0)
        p->glass = (uint8_t)dest;
    else
        p->notebook = (uint8_t)dest;
    ak_research_arrive(s, player, token, dest);
}

void ak_do_temple(arnak_state *s, int player, int stack, int variant, int mode)
{
    arnak_player *p = &s->p[player];
    uint8_t cost[RES_N];
    ak_temple_cost(s, stack, variant, mode, cost);
    ak_pay_res(p, cost);
    s->temple_stack[stack]--;
    int pts = ARNAK_TEMPLE_STACK_POINTS[stack];
    p->temple_tiles[pts == 2 ? 0 : pts == 6 ? 1 : 2]++;
}

/* row effect first (the bonus tile waits below it), or the bonus tile first */
static void push_row_and_bonus(arnak_state *s, int player, int prog, int dest, bool row_first)
{
    arnak_frame *f;
    if (row_first) {
        f = ak_push_frame(s, FR_TAKE_BONUS, player);
        f->a = (uint8_t)dest;
        ak_push_effect(s, player, prog);
    } else {
        ak_push_effect(s, player, prog);
        f = ak_push_frame(s, FR_TAKE_BONUS, player);
        f->a = (uint8_t)dest;
    }
}

void ak_research_arrive(arnak_state *s, int player, int token, int dest)
{
    arnak_player *p = &s->p[player];
    int row = ARNAK_SIDES[s->side].sp[dest].row;
    if (row == LOST_TEMPLE_ROW) {
        /* the Lost Temple: the best free space, then a tile of the bonus stack */
        p->temple_rank = ++s->temple_arrivals;
        if (s->temple_bonus_n > 0) {
            p->seen_temple_stack = 1;
            arnak_frame *f = ak_push_frame(s, FR_BONUS_PICK, player);
            f->a = RESEARCH_TEMPLE_SRC;
        }
        return;
    }
    int prog = row_prog(s, token, row);
    if (s->bonus_n[dest] == 0) {
        ak_push_effect(s, player, prog);
        return;
    }
    /* Row effect and bonus tile may come in either order.  When one of them
     * only gives resources, it goes first: gaining earlier never hurts. */
    bool bonus_simple = s->bonus_n[dest] == 1 && s->bonus[dest][0] <= BONUS_TABLET;
    if (ak_program_resolves_simply(prog)) {
        push_row_and_bonus(s, player, prog, dest, true);
    } else if (bonus_simple) {
        push_row_and_bonus(s, player, prog, dest, false);
    } else {
        arnak_frame *f = ak_push_frame(s, FR_ORDER, player);
        f->a = (uint8_t)dest;
        f->b = (uint8_t)token;
    }
}

/* ---- FR_RESEARCH: may research (a = RS_* mode) ------------------------------------ */
static void research_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    ak_add_research(s, f->player, f->a, l);
    ak_add(l, ACT(AK_SKIP, 0, 0, 0));
}

static void research_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, mode = f->a;
    ak_pop_frame(s);
    if (AKIND(a) == AK_RESEARCH)
        ak_do_research(s, player, AA(a), AB(a), AC(a), mode);
    else if (AKIND(a) == AK_TEMPLE)
        ak_do_temple(s, player, AA(a), AC(a), mode);
}

AK_FIXED_PROMPT(research_prompt, "You may research")

const ak_frame_handler ak_fr_research = {"research", true, research_legal, research_apply, NULL, research_prompt,
                                         NULL};

/* ---- FR_ORDER: row effect first or bonus tile first (a space, b token) -------------- */
static void order_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    (void)f;
    ak_add(l, ACT(AK_CHOOSE, 0, 0, 0));
    if (!ak_same_result(s, ACT(AK_CHOOSE, 0, 0, 0), ACT(AK_CHOOSE, 1, 0, 0)))
        ak_add(l, ACT(AK_CHOOSE, 1, 0, 0));
}

static void order_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, dest = f->a, token = f->b;
    int prog = row_prog(s, token, ARNAK_SIDES[s->side].sp[dest].row);
    ak_pop_frame(s);
    push_row_and_bonus(s, player, prog, dest, AA(a) == 0);
}

static int order_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CHOOSE ? snprintf(buf, n, "%s", AA(a) == 0 ? "row-first" : "bonus-first") : -1;
}

AK_FIXED_PROMPT(order_prompt, "Resolve the row effect or the bonus tile first?")

const ak_frame_handler ak_fr_order = {"order", false, order_legal, order_apply, order_text, order_prompt, NULL};

/* ---- FR_BONUS_PICK: a bonus tile of a space (a), or of the Lost Temple stack ---------- */
static void take_bonus_tile(arnak_state *s, int player, int src, int type)
{
    uint8_t *t = src == RESEARCH_TEMPLE_SRC ? s->temple_bonus : s->bonus[src];
    uint8_t *n = src == RESEARCH_TEMPLE_SRC ? &s->temple_bonus_n : &s->bonus_n[src];
    for (int i = 0; i < *n; i++) {
        if (t[i] == type) {
            memmove(&t[i], &t[i + 1], (size_t)(*n - i - 1));
            (*n)--;
            t[*n] = 0;
            s->bonus_taken++;
            ak_push_effect(s, player, PR_BONUS1 + type - 1);
            return;
        }
    }
}

static void bonus_pick_legal(const arnak_state *s, const arnak_frame *f, ak_alist *l)
{
    const uint8_t *t = f->a == RESEARCH_TEMPLE_SRC ? s->temple_bonus : s->bonus[f->a];
    int n = f->a == RESEARCH_TEMPLE_SRC ? s->temple_bonus_n : s->bonus_n[f->a];
    for (int i = 0; i < n; i++)
        ak_add(l, ACT(AK_CHOOSE, t[i], 0, 0));
}

static void bonus_pick_apply(arnak_state *s, arnak_frame *f, arnak_action a)
{
    int player = f->player, src = f->a;
    ak_pop_frame(s);
    take_bonus_tile(s, player, src, AA(a));
}

static int bonus_pick_text(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n)
{
    (void)s;
    (void)f;
    return AKIND(a) == AK_CHOOSE ? snprintf(buf, n, "bonus %s", ARNAK_BONUS_NAMES[AA(a)]) : -1;
}

AK_FIXED_PROMPT(bonus_pick_prompt, "Choose a research bonus tile")

const ak_frame_handler ak_fr_bonus_pick = {"bonus-pick", false, bonus_pick_legal, bonus_pick_apply,
                                           bonus_pick_text, bonus_pick_prompt, NULL};

/* ---- FR_TAKE_BONUS (internal): take the bonus tile of a space ------------------------- */
static void take_bonus_step(arnak_state *s)
{
    arnak_frame *f = ak_top_frame(s);
    int player = f->player, dest = f->a;
    int n = s->bonus_n[dest];
    bool same = true;
    for (int i = 1; i < n; i++)
        if (s->bonus[dest][i] != s->bonus[dest][0])
            same = false;
    if (n == 0) {
        ak_pop_frame(s);
    } else if (same) {
        ak_pop_frame(s);
        take_bonus_tile(s, player, dest, s->bonus[dest][0]);
    } else {
        f->kind = FR_BONUS_PICK; /* Dreadful Tales: choose one of the tiles */
    }
}

const ak_frame_handler ak_fr_take_bonus = {"take-bonus", false, NULL, NULL, NULL, NULL, take_bonus_step};
