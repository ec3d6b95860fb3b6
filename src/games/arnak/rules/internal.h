/* internal.h - shared by the engine's source files; not part of the API. */
#ifndef ARNAK_INTERNAL_H
#define ARNAK_INTERNAL_H

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "games/arnak/arnak.h"
#include "games/arnak/data/data.h"

/* ---- decision-stack frames ------------------------------------------------
 * Decision frames wait for an action of frame.player; internal frames are
 * continuations run by ak_engine_run() as soon as they reach the top. */
enum {
    FR_NONE = 0,
    /* decisions */
    FR_TURN,         /* main action not yet taken: main actions, free actions, pass */
    FR_POST,         /* main action taken: free actions or end the turn */
    FR_PAY_TRAVEL,   /* a,b cost icons; c discount icon, d discount count; e coins reserved;
                        f excluded assistant slot+1; g optional; h ops to skip if declined */
    FR_DRAW,         /* a = up to n; b = from the bottom */
    FR_EXILE,        /* may exile a card from hand / play area / a fear tile */
    FR_DISCARD,      /* must put a card from hand into play; a=1 when it is a cost */
    FR_PAY_Q,        /* may pay b of resource a; c ops skipped when declined */
    FR_PAY_DISCARD,  /* may put a card from hand into play; c ops skipped when declined */
    FR_CHOICE,       /* one of programs a..a+b-1 */
    FR_UPGRADE,      /* tablet->arrowhead / arrowhead->jewel / skip */
    FR_ARCH,         /* may dig / discover: a flags, b disc icon, c disc n, d compass disc */
    FR_ACTIVATE,     /* a = ACT_* filter */
    FR_RELOCATE,     /* a = REL_* */
    FR_OVERCOME_FREE,/* a = OV_* */
    FR_CROWN,        /* move a guardian from your site to a free camp / level I site */
    FR_BUY,          /* a mask, b discount, c flags */
    FR_BOUGHT_ART,   /* a = card: resolve its effect (no tablet) or not */
    FR_RESEARCH,     /* a = RS_* mode */
    FR_ORDER,        /* a = research space: row effect first or bonus tile first */
    FR_BONUS_PICK,   /* a = research space (or 0xFF: the Lost Temple stack) */
    FR_RECRUIT,      /* take an assistant from a supply stack */
    FR_UPGRADE_ASST, /* choose a silver assistant to turn gold */
    FR_REFRESH,      /* choose an exhausted assistant to refresh */
    FR_RESCUE,       /* Snake: choose from the rescue stack */
    FR_SUPPLY_ASST,  /* a = side (0 silver, 1 gold) */
    FR_HORN,         /* exchange one of yours with a supply top */
    FR_EARRING_N,    /* a = max, b = from the bottom (Obsidian) */
    FR_LIMBO_KEEP,   /* keep one drawn card in hand */
    FR_LIMBO_TOP,    /* may put one drawn card on top of the deck */
    FR_HAMMER_TAKE,  /* may take an item from the item exile pile */
    FR_OCARINA,      /* return one of your archaeologists */
    FR_KEEP,         /* end of round: discard cards from hand or keep the rest */
    FR_DECISION_END,
    /* internal continuations */
    FR_EFFECT = 64,  /* a prog, b pc */
    FR_DO_DIG,       /* a site, b double effect */
    FR_DO_DISCOVER,  /* a site */
    FR_DO_GUARDIAN,  /* a site: a guardian wakes there */
    FR_DO_OVERCOME,  /* a site */
    FR_TAKE_BONUS,   /* a research space: take its bonus tile */
    FR_LIMBO_REST,   /* drawn cards left over go to the play area */
    FR_END_ROUND,    /* finish the end of the round after the keep decisions */
};

/* ---- action kinds (top byte of an arnak_action) ---------------------------- */
enum {
    AK_PASS = 1,
    AK_END,       /* end the turn */
    AK_DIG,       /* a site */
    AK_DISCOVER,  /* a site */
    AK_OVERCOME,  /* a site */
    AK_BUY,       /* a row position 0-5, 6 = the revealed card */
    AK_PLAY,      /* a card, b mode (1 = pass to gain) */
    AK_RESEARCH,  /* a token (0 glass, 1 notebook), b destination, c discount variant */
    AK_TEMPLE,    /* a stack, c discount variant */
    AK_ASSIST,    /* a slot */
    AK_BOON,      /* a guardian */
    AK_IDOL,      /* a slot effect */
    AK_PAY,       /* a, b payment sources (a <= b; a = 0 for one source) */
    AK_YES,
    AK_SKIP,
    AK_CHOOSE,    /* a index */
    AK_CARD,      /* a zone (Z_*), b card */
    AK_SITE,      /* a site (or a space for FR_OCARINA) */
    AK_MOVE,      /* a from, b to */
    AK_PICK,      /* a, b: assistant stack / slot / index, mode */
    AK_NUMBER,    /* a n */
    AK_KEEP,      /* keep the rest of the hand */
};
enum { Z_HAND = 0, Z_PLAY, Z_FEARTILE, Z_LIMBO, Z_ITEM_EXILE };

/* payment source codes */
enum { SRC_BOON = 100, SRC_ASST = 120, SRC_TEMP = 130, SRC_PILOT = 140 };

#define ACT(k, a, b, c) \
    ((arnak_action)(((uint32_t)(k) << 24) | ((uint32_t)(a) << 16) | ((uint32_t)(b) << 8) | (uint32_t)(c)))
#define AKIND(x) ((int)(((x) >> 24) & 0xFF))
#define AA(x) ((int)(((x) >> 16) & 0xFF))
#define AB(x) ((int)(((x) >> 8) & 0xFF))
#define AC(x) ((int)((x)&0xFF))

#define RESEARCH_TEMPLE_SRC 0xFF

/* ---- component counts and board geometry (docs/RULE_READINGS.md#sources) ---- */
enum {
    CAMP_SITES = 5,         /* sites 0..4 (P0-P4) are the camp, two spaces each */
    CAMP_SPACES = 10,       /* camp site c: spaces 2c (a) and 2c+1 (b) */
    FIRST_L2_SITE = 13,     /* P13-P16: level II (their idols start face down) */
    N_L1_TILES = 10,        /* level I site tiles (tile ids 1..10) */
    N_L2_TILES = 6,         /* level II site tiles (tile ids 11..16) */
    N_GUARDIANS = 15,
    N_ASSISTANTS = 12,
    N_ASST_STACKS = 3,      /* assistant supply stacks */
    ASST_SLOTS = 2,         /* assistants a player may hold */
    N_ITEMS = 40,
    N_FEAR_CARDS = 19,      /* 2 in each starting deck, the rest in the supply */
    START_DECK = 6,         /* cards of a starting deck */
    N_ARTIFACTS = 35,
    N_IDOLS = 16,           /* idol tokens, 12 face up + 4 face down */
    IDOL_SLOTS = 4,         /* idol slots of a player board */
    N_BONUS_TILES = 18,     /* research bonus tiles, 3 of each of 6 kinds */
    N_TEMPLE_STACKS = 6,    /* Lost Temple tile stacks */
    LOST_TEMPLE_ROW = 8,    /* the research row of the Lost Temple */
    MAX_ARCH_OUT = 2,       /* archaeologists a player can send out */
    HAND_SIZE = 5,          /* cards drawn up to at the start of a round */
    LAST_ROUND = 5,
    DISCOVER_COMPASS_L1 = 3,
    DISCOVER_COMPASS_L2 = 6,
};
static inline bool ak_is_camp(int site) { return site < CAMP_SITES; }

/* ---- state helpers (engine.c) ---------------------------------------------- */
static inline arnak_frame *ak_top_frame(arnak_state *s) { return &s->stack[s->depth - 1]; }
arnak_frame *ak_push_frame(arnak_state *s, int kind, int player);
void ak_pop_frame(arnak_state *s);
void ak_push_effect(arnak_state *s, int player, int prog);
void ak_engine_run(arnak_state *s);
void ak_end_turn(arnak_state *s);
void ak_begin_turn(arnak_state *s, int player);
bool ak_action_in(const arnak_action *sorted, int n, arnak_action a); /* binary search */
void ak_player_pass(arnak_state *s, int player);

/* Bits set in x.  Not __builtin_popcount: without -mpopcnt (Debian's
 * x86-64 baseline) that is a call into libgcc, and the score counts the
 * guardians at every step of every playout. */
static inline int ak_popcount(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}

/* The score by category (arnak_score_player without its argument checks),
 * and the prices of the player's items (coins) and artifacts (compasses):
 * the heuristic's card terms, from the same pass over the cards. */
int ak_score_priced(const arnak_state *s, int player, arnak_score *o, int *coins, int *compasses);

/* random numbers (rng.c) */
uint32_t ak_rng_next(uint64_t *st, uint64_t inc);
uint32_t ak_rng_below(arnak_state *s, uint32_t n);
void ak_rng_seed(uint64_t *st, uint64_t *inc, uint64_t seed);
void ak_shuffle_bytes(arnak_state *s, uint8_t *a, int n);

/* zones (zones.c) */
static inline int ak_hand_lo(const arnak_player *p) { return p->deck_n; }
static inline int ak_play_lo(const arnak_player *p) { return p->deck_n + p->hand_n; }
static inline int ak_cards_n(const arnak_player *p) { return p->deck_n + p->hand_n + p->play_n; }
int ak_find_card(const arnak_player *p, int zone, int card); /* index or -1 */
void ak_move_hand_to_play(arnak_player *p, int idx);
void ak_remove_card(arnak_player *p, int idx);     /* from any zone */
void ak_add_to_play(arnak_player *p, int card);
void ak_add_to_hand(arnak_player *p, int card, int seg);
void ak_add_to_deck_bottom(arnak_player *p, int card, int seg);
void ak_add_to_deck_top(arnak_player *p, int card, int seg);
void ak_draw_cards(arnak_player *p, int n);
void ak_draw_from_bottom(arnak_player *p, int n);
void ak_shuffle_play_to_bottom(arnak_state *s, arnak_player *p);
void ak_gain_fear(arnak_state *s, int player);
void ak_exile_card(arnak_state *s, int player, int zone, int card);
void ak_refill_row(arnak_state *s);

/* travel (travel.c) */
typedef struct {
    uint8_t icons[2];    /* cost icons (ICON_NONE for none) */
    uint8_t disc_icon, disc_n;
    uint8_t coin_reserve;
    uint8_t excl_asst;   /* slot+1 of an assistant that may not pay */
} travel_req;
int ak_travel_options(const arnak_state *s, int player, const travel_req *r, arnak_action *out);
bool ak_travel_payable(const arnak_state *s, int player, const travel_req *r);
void ak_travel_pay(arnak_state *s, int player, const travel_req *r, int src1, int src2);

/* sites (board.c) */
int ak_site_space(int site, int idx);      /* space index of the site's idx-th space */
int ak_site_nspaces(int site);
int ak_site_free_space(const arnak_state *s, int site); /* first free space or -1 */
bool ak_site_discovered(const arnak_state *s, int site);
bool ak_site_has_player(const arnak_state *s, int site, int player);
bool ak_site_unoccupied(const arnak_state *s, int site);
int ak_site_prog(const arnak_state *s, int site);
int ak_space_site(int space);
void ak_site_travel_cost(const arnak_state *s, int site, int space_b, uint8_t icons[2]);

/* ---- decision frames: one handler per frame kind (frames.c) -------------------
 * Everything about one kind of frame lives together in a frame_*.c file: its legal
 * options, how an action applies to it, the text of an action in its context and
 * the prompt.  Internal continuations have only `step`. */
typedef struct {
    arnak_action *out;
    int n;
} ak_alist;
static inline void ak_add(ak_alist *l, arnak_action a) { l->out[l->n++] = a; }

typedef struct {
    const char *name;
    bool interruptible; /* the turn player may take free actions here */
    /* appends the options of frame f (free actions are added by the caller) */
    void (*legal)(const arnak_state *s, const arnak_frame *f, ak_alist *l);
    /* applies a legal action; f is the top frame (free actions are applied by the caller) */
    void (*apply)(arnak_state *s, arnak_frame *f, arnak_action a);
    /* the text of an action whose wording depends on this frame; < 0: the generic text */
    int (*action_text)(const arnak_state *s, const arnak_frame *f, arnak_action a, char *buf, size_t n);
    int (*prompt)(const arnak_state *s, const arnak_frame *f, char *buf, size_t n);
    void (*step)(arnak_state *s); /* internal frames: run the continuation */
} ak_frame_handler;

/* a prompt that is one fixed sentence */
#define AK_FIXED_PROMPT(fn, text)                                                  \
    static int fn(const arnak_state *s, const arnak_frame *f, char *buf, size_t n) \
    {                                                                              \
        (void)s;                                                                   \
        (void)f;                                                                   \
        return snprintf(buf, n, "%s", text);                                       \
    }

/* indexed by frame kind (any byte: unknown kinds are NULL) */
extern const ak_frame_handler *const ak_frames[256];

/* the handlers, by file */
extern const ak_frame_handler ak_fr_turn, ak_fr_post;                            /* frame_turn.c */
extern const ak_frame_handler ak_fr_pay_travel, ak_fr_pay_q, ak_fr_pay_discard,  /* frame_pay.c */
    ak_fr_discard, ak_fr_choice, ak_fr_upgrade;
extern const ak_frame_handler ak_fr_draw, ak_fr_exile, ak_fr_buy, ak_fr_bought_art, /* frame_cards.c */
    ak_fr_earring_n, ak_fr_limbo_keep, ak_fr_limbo_top, ak_fr_limbo_rest, ak_fr_hammer_take;
extern const ak_frame_handler ak_fr_arch, ak_fr_activate, ak_fr_relocate,         /* frame_sites.c */
    ak_fr_overcome_free, ak_fr_crown, ak_fr_ocarina, ak_fr_do_dig, ak_fr_do_discover,
    ak_fr_do_guardian, ak_fr_do_overcome;
extern const ak_frame_handler ak_fr_research, ak_fr_order, ak_fr_bonus_pick,     /* frame_research.c */
    ak_fr_take_bonus;
extern const ak_frame_handler ak_fr_recruit, ak_fr_upgrade_asst, ak_fr_refresh,  /* frame_assistants.c */
    ak_fr_rescue, ak_fr_supply_asst, ak_fr_horn;
extern const ak_frame_handler ak_fr_keep, ak_fr_end_round;                       /* frame_round.c */

/* decisions (frames.c) */
int ak_legal_frame(const arnak_state *s, arnak_action *out);
void ak_apply_frame(arnak_state *s, arnak_action a);
bool ak_same_result(const arnak_state *s, arnak_action a, arnak_action b);

/* shared by the frame files */
void ak_add_free_actions(const arnak_state *s, int player, ak_alist *l);          /* frame_turn.c */
bool ak_apply_free(arnak_state *s, int player, arnak_action a);
void ak_push_travel(arnak_state *s, int player, const uint8_t icons[2], int disc_icon, int disc_n,
                    int reserve);                                                  /* frame_pay.c */
void ak_add_hand_cards(const arnak_state *s, int player, ak_alist *l);            /* frame_cards.c */
void ak_add_buys(const arnak_state *s, int player, int mask, int discount, int flags, ak_alist *l);
void ak_buy_card(arnak_state *s, int player, int pos, int discount, int flags);
void ak_play_card(arnak_state *s, int player, int card, int mode);
bool ak_can_exile_any(const arnak_player *p);
void ak_add_arch_actions(const arnak_state *s, int player, int flags, int disc_icon, int disc_n,
                         int comp_disc, ak_alist *l);                              /* frame_sites.c */
void ak_start_dig(arnak_state *s, int player, int site, int disc_icon, int disc_n, int dbl);
void ak_start_discover(arnak_state *s, int player, int site, int disc_icon, int disc_n, int comp_disc);
void ak_start_overcome(arnak_state *s, int player, int site);
bool ak_overcome_payable(const arnak_state *s, int player, int g);
void ak_add_research(const arnak_state *s, int player, int mode, ak_alist *l);    /* frame_research.c */
void ak_do_research(arnak_state *s, int player, int token, int dest, int variant, int mode);
void ak_do_temple(arnak_state *s, int player, int stack, int variant, int mode);
void ak_end_round(arnak_state *s);                                                /* frame_round.c */

/* text (text.c) */
int ak_action_text(const arnak_state *s, arnak_action a, char *buf, size_t n); /* unchecked */
const char *ak_space_name(int sp, char *buf, size_t n);
/* Name of a travel payment source as in "pay ..." ("funding-car", "pilot", "made-car"). */
const char *ak_src_name(const arnak_state *s, int player, int code, char *buf, size_t n);
/* "hand", "play", "fear-tile", "drawn", "exile" (Z_*), "?" otherwise. */
const char *ak_zone_name(int z);
int ak_card_action_text(const char *verb, bool with_zone, arnak_action a, char *buf, size_t n);

/* costs (costs.h, inline) */
#include "costs.h"

void ak_research_arrive(arnak_state *s, int player, int token, int dest); /* frame_research.c */
void ak_take_guardian(arnak_state *s, int player, int site);              /* frame_sites.c */
bool ak_effect_has_options(const arnak_state *s, int player, int kind, int filter);
void ak_internal_step(arnak_state *s); /* frames.c: run the internal frame on top */

/* the solo rival (rival.c) */
void ak_rival_setup(arnak_state *s, int difficulty);
int ak_rival_arrow(const arnak_state *s);                  /* RIVAL_LEFT / RIVAL_RIGHT */
bool ak_rival_site_offers(const arnak_state *s, int site, int res);
void ak_rival_turn(arnak_state *s);
void ak_rival_round_start(arnak_state *s);
void ak_rival_after_turn(arnak_state *s);
void ak_rival_round_end(arnak_state *s);
int ak_draw_site_tile(arnak_state *s, int lvl);           /* frame_sites.c */
void ak_asst_stack_take(arnak_state *s, int st);          /* frame_assistants.c */

/* the effect interpreter (effects.c) */
int ak_program_resolves_simply(int prog);
void ak_effects_step(arnak_state *s);

#endif
