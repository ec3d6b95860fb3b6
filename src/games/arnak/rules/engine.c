/* engine.c - setup, the decision stack, turn order, the run loop and the checked
 * public entry points.  What each kind of decision does is in the frame_*.c
 * files (the handler table is frames.c); board geometry in board.c (sites.h),
 * costs in costs.h (inline), effect programs run by effects.c. */
#include "encoding.h"
#include "engine.h"
#include "zones.h"
#include "sites.h"
#include "frames.h"
#include "rival.h"

const char *arnak_strerror(int code) { return game_strerror(code); }

/* ---- decision stack ------------------------------------------------------- */
arnak_frame *ak_push_frame(arnak_state *s, int kind, int player)
{
    assert(s->depth < ARNAK_STACK);
    arnak_frame *f = &s->stack[s->depth++];
    memset(f, 0, sizeof *f);
    f->kind = (uint8_t)kind;
    f->player = (uint8_t)player;
    return f;
}

void ak_pop_frame(arnak_state *s)
{
    assert(s->depth > 0);
    s->depth--;
    memset(&s->stack[s->depth], 0, sizeof s->stack[0]);
}

void ak_push_effect(arnak_state *s, int player, int prog)
{
    if (prog == PR_NONE)
        return;
    arnak_frame *f = ak_push_frame(s, FR_EFFECT, player);
    f->a = (uint8_t)prog;
}

void ak_begin_turn(arnak_state *s, int player)
{
    s->depth = 0;
    memset(s->stack, 0, sizeof s->stack);
    s->turn_player = (uint8_t)player;
    s->main_done = 0;
    ak_push_frame(s, FR_TURN, player);
}

/* ---- setup (the rulebook's) ----------------------------------------------- */
/* card decks and the row: 1 artifact left of the staff, 5 items right */
static void setup_cards(arnak_state *s)
{
    for (int i = 0; i < N_ITEMS; i++)
        s->item_deck[i] = (uint8_t)CARD_ITEM(i + 1);
    for (int i = 0; i < N_ARTIFACTS; i++)
        s->art_deck[i] = (uint8_t)CARD_ART(i + 1);
    s->item_n = N_ITEMS;
    s->art_n = N_ARTIFACTS;
    ak_shuffle_bytes(s, s->item_deck, N_ITEMS);
    ak_shuffle_bytes(s, s->art_deck, N_ARTIFACTS);
    ak_refill_row(s);
}

static void setup_sites(arnak_state *s, int n)
{
    /* idols: 12 of the 16 face up on the level I/II sites; the 4 left over lie
     * face down on the level II sites and have no reward */
    uint8_t idols[N_IDOLS];
    int k = 0;
    for (int t = 1; t <= 6; t++)
        for (int c = 0; c < ARNAK_IDOL_COUNTS[t]; c++)
            idols[k++] = (uint8_t)t;
    ak_shuffle_bytes(s, idols, N_IDOLS);
    for (int site = CAMP_SITES; site < ARNAK_SITES; site++) {
        s->site_idol[site] = idols[site - CAMP_SITES];
        s->site_idol_down[site] = site >= FIRST_L2_SITE;
    }

    /* blocking tiles on the second camp spaces: all 5 with 2 players, 3 random with 3 */
    if (n <= 3) {
        uint8_t camps[CAMP_SITES] = {0, 1, 2, 3, 4};
        ak_shuffle_bytes(s, camps, CAMP_SITES);
        int nb = n == 2 ? 5 : 3;
        for (int i = 0; i < nb; i++)
            s->space_occ[ak_site_space(camps[i], 1)] = SPACE_BLOCKED;
    }

    /* site tiles and guardians */
    for (int i = 0; i < N_L1_TILES; i++)
        s->l1_stack[i] = (uint8_t)(i + 1);
    for (int i = 0; i < N_L2_TILES; i++)
        s->l2_stack[i] = (uint8_t)(i + N_L1_TILES + 1);
    for (int i = 0; i < N_GUARDIANS; i++)
        s->guard_stack[i] = (uint8_t)(i + 1);
    s->l1_n = N_L1_TILES;
    s->l2_n = N_L2_TILES;
    s->guard_n = N_GUARDIANS;
    ak_shuffle_bytes(s, s->l1_stack, N_L1_TILES);
    ak_shuffle_bytes(s, s->l2_stack, N_L2_TILES);
    ak_shuffle_bytes(s, s->guard_stack, N_GUARDIANS);
}

static void setup_research(arnak_state *s, int n)
{
    /* temple tiles: N per stack */
    for (int i = 0; i < N_TEMPLE_STACKS; i++)
        s->temple_stack[i] = (uint8_t)n;

    /* research bonus tiles: the Lost Temple stack of N, one per active space */
    uint8_t tiles[N_BONUS_TILES];
    for (int i = 0; i < N_BONUS_TILES; i++)
        tiles[i] = (uint8_t)(1 + i / 3);
    ak_shuffle_bytes(s, tiles, N_BONUS_TILES);
    int ti = 0;
    for (int i = 0; i < n; i++)
        s->temple_bonus[i] = tiles[ti++];
    s->temple_bonus_n = (uint8_t)n;
    const side_def *sd = &ARNAK_SIDES[s->side];
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        int cnt = sd->sp[sp].bonus_slots[n - 2];
        for (int c = 0; c < cnt; c++)
            s->bonus[sp][s->bonus_n[sp]++] = tiles[ti++];
    }
    while (ti < N_BONUS_TILES)
        s->bonus_box[tiles[ti++]]++;
}

/* assistants: Bird 3 stacks of 4; Snake N on the rescue space, then 3/3/rest */
static void setup_assistants(arnak_state *s, int n)
{
    uint8_t as[N_ASSISTANTS];
    for (int i = 0; i < N_ASSISTANTS; i++)
        as[i] = (uint8_t)(i + 1);
    ak_shuffle_bytes(s, as, N_ASSISTANTS);
    int ai = 0;
    if (s->side == ARNAK_SIDE_SNAKE) {
        for (int i = 0; i < n; i++)
            s->rescue[s->rescue_n++] = as[ai++];
    }
    for (int st = 0; st < N_ASST_STACKS; st++) {
        int cnt = st < N_ASST_STACKS - 1 ? (s->side == ARNAK_SIDE_SNAKE ? 3 : 4) : N_ASSISTANTS - ai;
        for (int c = 0; c < cnt; c++)
            s->asst_stack[st][s->asst_n[st]++] = as[ai++];
        s->asst_known[st] = 1;
    }
}

/* players: resources by seat, starting decks, hands of 5; the solo player
 * plays second (1 coin, 1 compass) [RB] */
static void setup_players(arnak_state *s, int n)
{
    int seat0 = n == 1 ? 1 : 0;
    static const uint8_t coins[4] = {2, 1, 2, 1}, compasses[4] = {0, 1, 1, 2};
    static const uint8_t start[START_DECK] = {CARD_FUNDING_CAR, CARD_FUNDING_SHIP, CARD_EXPLORE_CAR,
                                     CARD_EXPLORE_SHIP, CARD_FEAR,        CARD_FEAR};
    for (int i = 0; i < n; i++) {
        arnak_player *p = &s->p[i];
        p->res[RES_COIN] = coins[seat0 + i];
        p->res[RES_COMPASS] = compasses[seat0 + i];
        memcpy(p->cards, start, sizeof start);
        ak_shuffle_bytes(s, p->cards, (int)sizeof start);
        p->next_seg = 1;
        memset(p->seg, 1, sizeof start);
        p->deck_n = (uint8_t)sizeof start;
        ak_draw_cards(p, HAND_SIZE);
    }
}

int arnak_init(arnak_state *s, const arnak_config *cfg)
{
    if (s && cfg && cfg->players == 1)
        return ARNAK_E_CONFIG; /* solo games need a difficulty: arnak_init_solo() */
    return arnak_init_solo(s, cfg, ARNAK_DEFAULT_DIFFICULTY);
}

int arnak_init_solo(arnak_state *s, const arnak_config *cfg, int difficulty)
{
    if (!s)
        return ARNAK_E_ARG;
    if (!cfg || cfg->players < 1 || cfg->players > ARNAK_MAX_PLAYERS ||
        (cfg->side != ARNAK_SIDE_BIRD && cfg->side != ARNAK_SIDE_SNAKE))
        return ARNAK_E_CONFIG;
    if (cfg->players == 1 && (difficulty < 0 || difficulty > RIVAL_PAIRS))
        return ARNAK_E_CONFIG;
    memset(s, 0, sizeof *s);
    ak_rng_seed(&s->rng_state, &s->rng_inc, cfg->seed);
    int n = cfg->players;
    /* solo: the board of a 2-player game, every "one per player" stack at 2 [RB] */
    int nb = n == 1 ? 2 : n;
    s->nplayers = (uint8_t)n;
    s->side = (uint8_t)cfg->side;
    s->round = 1;
    s->fear_supply = (uint8_t)(N_FEAR_CARDS - 2 * n);
    setup_cards(s);
    setup_sites(s, nb);
    setup_research(s, nb);
    setup_assistants(s, nb);
    setup_players(s, n);
    s->start_player = 0;
    if (n == 1)
        ak_rival_setup(s, difficulty);
    ak_begin_turn(s, 0);
    if (n == 1)
        ak_rival_round_start(s); /* the rival starts every round [RB] */
    return ARNAK_OK;
}

/* ---- turn order ------------------------------------------------------------ */
void ak_player_pass(arnak_state *s, int player)
{
    s->p[player].passed = 1;
    ak_end_turn(s);
}

void ak_end_turn(arnak_state *s)
{
    arnak_player *tp = &s->p[s->turn_player];
    memset(tp->temp_icons, 0, sizeof tp->temp_icons);
    ak_refill_row(s);
    int n = s->nplayers;
    if (n == 1) {
        ak_rival_after_turn(s);
        return;
    }
    for (int k = 1; k <= n; k++) {
        int q = (s->turn_player + k) % n;
        if (!s->p[q].passed) {
            ak_begin_turn(s, q);
            return;
        }
    }
    ak_end_round(s);
}

/* ---- the run loop: execute internal frames until a decision is on top ------- */
/* ... or, with stop >= 0, until a frame of that kind is on top.  Always
 * inlined: ak_engine_run (stop -1) then has no test of stop in its loop, the
 * hottest of the engine. */
static inline __attribute__((always_inline)) void engine_run_until(arnak_state *s, int stop)
{
    while (!s->over && s->depth > 0) {
        arnak_frame *f = ak_top_frame(s);
        if (f->kind < FR_DECISION_END || (stop >= 0 && f->kind == stop))
            return;
        if (f->kind == FR_EFFECT)
            ak_effects_step(s);
        else
            ak_internal_step(s);
    }
}

void ak_engine_run(arnak_state *s)
{
    engine_run_until(s, -1);
}

/* ---- public entry points ---------------------------------------------------------- */
/* A state whose pending decision can be read safely: a sane player count and
 * stack, and a top frame of a known kind for an existing player. */
static bool decision_ok(const arnak_state *s)
{
    if (s->nplayers < 1 || s->nplayers > ARNAK_MAX_PLAYERS || s->depth == 0 || s->depth > ARNAK_STACK)
        return false;
    const arnak_frame *f = &s->stack[s->depth - 1];
    return f->player < s->nplayers && ak_frames[f->kind] != NULL;
}

int arnak_current_player(const arnak_state *s)
{
    if (!s)
        return ARNAK_E_ARG;
    if (s->over || s->depth == 0 || s->depth > ARNAK_STACK)
        return -1;
    return s->stack[s->depth - 1].player;
}

bool arnak_is_over(const arnak_state *s) { return !s || s->over != 0; }

int arnak_decision_stage(const arnak_state *s)
{
    if (!s)
        return ARNAK_E_ARG;
    if (s->over || s->depth == 0 || s->depth > ARNAK_STACK)
        return ARNAK_STAGE_OVER;
    switch (s->stack[s->depth - 1].kind) {
    case FR_TURN: return ARNAK_STAGE_MAIN;
    case FR_POST: return ARNAK_STAGE_AFTER_MAIN;
    default: return ARNAK_STAGE_STEP;
    }
}

int arnak_legal_actions(const arnak_state *s, arnak_action *out)
{
    if (!s || !out)
        return ARNAK_E_ARG;
    if (s->over || !decision_ok(s))
        return 0;
    return ak_legal_frame(s, out);
}

void arnak_apply_trusted(arnak_state *s, arnak_action a)
{
    s->decisions++;
    s->rival.log_n = 0; /* the rival turns of this step only (events) */
    ak_apply_frame(s, a);
    ak_engine_run(s);
}

/* ARNAK_OK when `a` may be applied to s now, else the error apply returns. */
static int apply_check(const arnak_state *s, arnak_action a)
{
    if (!s)
        return ARNAK_E_ARG;
    if (s->over)
        return ARNAK_E_OVER;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    return ak_action_in(legal, n, a) ? ARNAK_OK : ARNAK_E_ILLEGAL;
}

int arnak_apply_to_round_end(arnak_state *s, arnak_action a)
{
    int rc = apply_check(s, a);
    if (rc != ARNAK_OK)
        return rc;
    s->decisions++;
    s->rival.log_n = 0;
    ak_apply_frame(s, a);
    engine_run_until(s, FR_END_ROUND);
    return ARNAK_OK;
}

/* Is `a` in the sorted list? */
bool ak_action_in(const arnak_action *legal, int n, arnak_action a)
{
    return game_action_in(legal, n, a);
}

int arnak_apply(arnak_state *s, arnak_action a)
{
    int rc = apply_check(s, a);
    if (rc == ARNAK_OK)
        arnak_apply_trusted(s, a);
    return rc;
}
