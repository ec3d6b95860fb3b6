/* frames.h - decision frames: one handler per frame kind (frames.c), and what the
 * frame files share with each other */
#ifndef ARNAK_RULES_FRAMES_H
#define ARNAK_RULES_FRAMES_H

#include "encoding.h"

/* Everything about one kind of frame lives together in a frame_*.c file: its legal
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
void ak_research_arrive(arnak_state *s, int player, int token, int dest); /* frame_research.c */
void ak_take_guardian(arnak_state *s, int player, int site);              /* frame_sites.c */
bool ak_effect_has_options(const arnak_state *s, int player, int kind, int filter);
int ak_draw_site_tile(arnak_state *s, int lvl);           /* frame_sites.c */
void ak_asst_stack_take(arnak_state *s, int st);          /* frame_assistants.c */

#endif
