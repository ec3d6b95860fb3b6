/* engine.c - setup, the decision stack, turn order and the end of a round. */
#include "internal.h"

const char *arnak_strerror(int code) { return game_strerror(code); }

/* ---- sites ------------------------------------------------------------------ */
int ak_site_nspaces(int site) { return site < 5 ? 2 : 1; }
int ak_site_space(int site, int idx) { return site < 5 ? 2 * site + idx : 10 + (site - 5); }
int ak_space_site(int space) { return space < 10 ? space / 2 : 5 + (space - 10); }

bool ak_site_discovered(const arnak_state *s, int site) { return site < 5 || s->site_tile[site] != 0; }

int ak_site_free_space(const arnak_state *s, int site)
{
    for (int i = 0; i < ak_site_nspaces(site); i++) {
        int sp = ak_site_space(site, i);
        if (s->space_occ[sp] == 0)
            return sp;
    }
    return -1;
}

bool ak_site_has_player(const arnak_state *s, int site, int player)
{
    for (int i = 0; i < ak_site_nspaces(site); i++)
        if (s->space_occ[ak_site_space(site, i)] == player + 1)
            return true;
    return false;
}

bool ak_site_unoccupied(const arnak_state *s, int site)
{
    for (int i = 0; i < ak_site_nspaces(site); i++) {
        uint8_t o = s->space_occ[ak_site_space(site, i)];
        if (o != 0 && o != SPACE_BLOCKED)
            return false;
    }
    return true;
}

int ak_site_prog(const arnak_state *s, int site)
{
    if (site < 5)
        return PR_CAMP0 + site;
    return s->site_tile[site] ? ARNAK_TILES[s->site_tile[site]].prog : PR_NONE;
}

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

static void begin_turn(arnak_state *s, int player)
{
    s->depth = 0;
    memset(s->stack, 0, sizeof s->stack);
    s->turn_player = (uint8_t)player;
    s->main_done = 0;
    ak_push_frame(s, FR_TURN, player);
}

/* ---- setup (board.md section 2) -------------------------------------------- */
int arnak_init(arnak_state *s, const arnak_config *cfg)
{
    if (!cfg || cfg->players < 2 || cfg->players > 4 ||
        (cfg->side != ARNAK_SIDE_BIRD && cfg->side != ARNAK_SIDE_SNAKE))
        return ARNAK_E_CONFIG;
    memset(s, 0, sizeof *s);
    ak_rng_seed(&s->rng_state, &s->rng_inc, cfg->seed);
    int n = cfg->players;
    s->nplayers = (uint8_t)n;
    s->side = (uint8_t)cfg->side;
    s->round = 1;
    s->fear_supply = (uint8_t)(19 - 2 * n);

    /* card decks and the row: 1 artifact left of the staff, 5 items right */
    for (int i = 0; i < 40; i++)
        s->item_deck[i] = (uint8_t)CARD_ITEM(i + 1);
    for (int i = 0; i < 35; i++)
        s->art_deck[i] = (uint8_t)CARD_ART(i + 1);
    s->item_n = 40;
    s->art_n = 35;
    ak_shuffle_bytes(s, s->item_deck, 40);
    ak_shuffle_bytes(s, s->art_deck, 35);
    ak_refill_row(s);

    /* idols: 12 of the 16 face up on the level I/II sites; the 4 left over lie
     * face down on the level II sites and have no reward (board.md 2.2.3) */
    uint8_t idols[16];
    int k = 0;
    for (int t = 1; t <= 6; t++)
        for (int c = 0; c < ARNAK_IDOL_COUNTS[t]; c++)
            idols[k++] = (uint8_t)t;
    ak_shuffle_bytes(s, idols, 16);
    for (int site = 5; site < ARNAK_SITES; site++) {
        s->site_idol[site] = idols[site - 5];
        s->site_idol_down[site] = site >= 13;
    }

    /* blocking tiles on the second camp spaces: all 5 with 2 players, 3 random with 3 */
    if (n <= 3) {
        uint8_t camps[5] = {0, 1, 2, 3, 4};
        ak_shuffle_bytes(s, camps, 5);
        int nb = n == 2 ? 5 : 3;
        for (int i = 0; i < nb; i++)
            s->space_occ[2 * camps[i] + 1] = SPACE_BLOCKED;
    }

    /* site tiles and guardians */
    for (int i = 0; i < 10; i++)
        s->l1_stack[i] = (uint8_t)(i + 1);
    for (int i = 0; i < 6; i++)
        s->l2_stack[i] = (uint8_t)(i + 11);
    for (int i = 0; i < 15; i++)
        s->guard_stack[i] = (uint8_t)(i + 1);
    s->l1_n = 10;
    s->l2_n = 6;
    s->guard_n = 15;
    ak_shuffle_bytes(s, s->l1_stack, 10);
    ak_shuffle_bytes(s, s->l2_stack, 6);
    ak_shuffle_bytes(s, s->guard_stack, 15);

    /* temple tiles: N per stack */
    for (int i = 0; i < 6; i++)
        s->temple_stack[i] = (uint8_t)n;

    /* research bonus tiles: the Lost Temple stack of N, one per active space */
    uint8_t tiles[18];
    for (int i = 0; i < 18; i++)
        tiles[i] = (uint8_t)(1 + i / 3);
    ak_shuffle_bytes(s, tiles, 18);
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
    while (ti < 18)
        s->bonus_box[tiles[ti++]]++;

    /* assistants: Bird 3 stacks of 4; Snake N on the rescue space, then 3/3/rest */
    uint8_t as[12];
    for (int i = 0; i < 12; i++)
        as[i] = (uint8_t)(i + 1);
    ak_shuffle_bytes(s, as, 12);
    int ai = 0;
    if (s->side == ARNAK_SIDE_SNAKE) {
        for (int i = 0; i < n; i++)
            s->rescue[s->rescue_n++] = as[ai++];
    }
    for (int st = 0; st < 3; st++) {
        int cnt = st < 2 ? (s->side == ARNAK_SIDE_SNAKE ? 3 : 4) : 12 - ai;
        for (int c = 0; c < cnt; c++)
            s->asst_stack[st][s->asst_n[st]++] = as[ai++];
        s->asst_known[st] = 1;
    }

    /* players: resources by seat, starting decks, hands of 5 */
    static const uint8_t coins[4] = {2, 1, 2, 1}, compasses[4] = {0, 1, 1, 2};
    for (int i = 0; i < n; i++) {
        arnak_player *p = &s->p[i];
        p->res[RES_COIN] = coins[i];
        p->res[RES_COMPASS] = compasses[i];
        static const uint8_t start[6] = {CARD_FUNDING_CAR, CARD_FUNDING_SHIP, CARD_EXPLORE_CAR,
                                         CARD_EXPLORE_SHIP, CARD_FEAR, CARD_FEAR};
        memcpy(p->cards, start, 6);
        ak_shuffle_bytes(s, p->cards, 6);
        p->next_seg = 1;
        memset(p->seg, 1, 6);
        p->deck_n = 6;
        ak_draw_cards(p, 5);
    }
    s->start_player = 0;
    begin_turn(s, 0);
    return ARNAK_OK;
}

/* ---- turn order ------------------------------------------------------------ */
static void end_round(arnak_state *s);

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
    for (int k = 1; k <= n; k++) {
        int q = (s->turn_player + k) % n;
        if (!s->p[q].passed) {
            begin_turn(s, q);
            return;
        }
    }
    end_round(s);
}

/* Rulebook "Setup for Next Round": archaeologists come back (Fear from
 * guardians first: "gain Fear, then shuffle"), then each player may keep cards
 * left in hand, then FR_END_ROUND shuffles and sets up the next round. */
static void end_round(arnak_state *s)
{
    int n = s->nplayers;
    s->depth = 0;
    memset(s->stack, 0, sizeof s->stack);
    for (int k = 0; k < n; k++) {
        int q = (s->start_player + k) % n;
        arnak_player *p = &s->p[q];
        for (int sp = 0; sp < ARNAK_SPACES; sp++) {
            if (s->space_occ[sp] != q + 1)
                continue;
            if (s->site_guardian[ak_space_site(sp)] && !p->war_mask)
                ak_gain_fear(s, q);
            s->space_occ[sp] = 0;
        }
        p->arch_out = 0;
    }
    if (s->round >= 5) {
        s->over = 1;
        return;
    }
    ak_push_frame(s, FR_END_ROUND, s->start_player);
    for (int k = n - 1; k >= 0; k--) {
        int q = (s->start_player + k) % n;
        if (s->p[q].hand_n > 0)
            ak_push_frame(s, FR_KEEP, q);
    }
}

static void finish_round(arnak_state *s)
{
    int n = s->nplayers;
    for (int q = 0; q < n; q++) {
        arnak_player *p = &s->p[q];
        ak_shuffle_play_to_bottom(s, p);
        p->asst_tired[0] = p->asst_tired[1] = 0;
        p->war_mask = 0;
        p->ocarina = 0;
        p->passed = 0;
    }
    /* exile the two cards on either side of the moon staff, move it right */
    int r = s->round;
    int art = s->row[r - 1], item = s->row[r];
    if (art) {
        s->art_exile |= 1ULL << (art - CARD_ART0 - 1);
        s->row[r - 1] = 0;
    }
    if (item) {
        s->item_exile |= 1ULL << (item - CARD_ITEM0 - 1);
        s->row[r] = 0;
    }
    s->round++;
    ak_refill_row(s);
    s->start_player = (uint8_t)((s->start_player + 1) % n);
    for (int q = 0; q < n; q++) {
        arnak_player *p = &s->p[q];
        if (p->hand_n < 5)
            ak_draw_cards(p, 5 - p->hand_n);
    }
    begin_turn(s, s->start_player);
}

/* ---- the run loop: execute internal frames until a decision is on top ------- */

void ak_engine_run(arnak_state *s)
{
    while (!s->over && s->depth > 0) {
        arnak_frame *f = ak_top_frame(s);
        if (f->kind < FR_DECISION_END)
            return;
        if (f->kind == FR_EFFECT)
            ak_effects_step(s);
        else if (f->kind == FR_END_ROUND) {
            ak_pop_frame(s);
            finish_round(s);
        } else
            ak_internal_step(s);
    }
}

int arnak_current_player(const arnak_state *s)
{
    if (s->over || s->depth == 0)
        return -1;
    return s->stack[s->depth - 1].player;
}

bool arnak_is_over(const arnak_state *s) { return s->over != 0; }

int arnak_decision_stage(const arnak_state *s)
{
    if (s->over || s->depth == 0)
        return ARNAK_STAGE_OVER;
    switch (s->stack[s->depth - 1].kind) {
    case FR_TURN: return ARNAK_STAGE_MAIN;
    case FR_POST: return ARNAK_STAGE_AFTER_MAIN;
    default: return ARNAK_STAGE_STEP;
    }
}

int arnak_legal_actions(const arnak_state *s, arnak_action *out)
{
    if (s->over || s->depth == 0)
        return 0;
    return ak_legal_frame(s, out);
}

void arnak_apply_trusted(arnak_state *s, arnak_action a)
{
    s->decisions++;
    ak_apply_frame(s, a);
    ak_engine_run(s);
}

int arnak_apply(arnak_state *s, arnak_action a)
{
    if (s->over)
        return ARNAK_E_OVER;
    arnak_action legal[ARNAK_MAX_ACTIONS];
    int n = arnak_legal_actions(s, legal);
    /* legal actions are sorted: binary search */
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (legal[mid] == a) {
            arnak_apply_trusted(s, a);
            return ARNAK_OK;
        }
        if (legal[mid] < a)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return ARNAK_E_ILLEGAL;
}
