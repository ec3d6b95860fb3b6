/* observe.c - hidden information: what a player may see, determinization for
 * search, and the state hash.
 *
 * Hidden from everybody: deck orders within a shuffle, the order of the card
 * decks, site-tile stacks and guardian stack, the assistants below the top of
 * each supply stack (and of the Snake rescue stack), the Lost Temple bonus
 * stack (until you look through it) and the unused bonus tiles.  Hidden from
 * the others: a player's hand and the cards an earring holds apart.
 *
 * Each card in a deck or hand carries a segment label (state.h): the cards
 * of one shuffle of one player are interchangeable for anyone who cannot see
 * them, so observation sorts each such pool and determinization permutes it. */
#include <stddef.h>

#include "encoding.h"
#include "engine.h"
#include "zones.h"

typedef struct {
    uint8_t *slot[ARNAK_PCARDS + 8];
    int n;
} pool;

static void pool_add(pool *pl, uint8_t *x) { pl->slot[pl->n++] = x; }

static void pool_sort(pool *pl)
{
    uint8_t v[ARNAK_PCARDS + 8];
    for (int i = 0; i < pl->n; i++)
        v[i] = *pl->slot[i];
    for (int i = 1; i < pl->n; i++) {
        uint8_t x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = x;
    }
    for (int i = 0; i < pl->n; i++)
        *pl->slot[i] = v[i];
}

static void pool_shuffle(pool *pl, arnak_state *rs)
{
    for (int i = pl->n - 1; i > 0; i--) {
        int j = (int)ak_rng_below(rs, (uint32_t)i + 1);
        uint8_t t = *pl->slot[i];
        *pl->slot[i] = *pl->slot[j];
        *pl->slot[j] = t;
    }
}

typedef void (*pool_fn)(pool *, arnak_state *);

/* Visit every pool of cards/tiles that `viewer` cannot tell apart (except the
 * cards of player `keep`, when keep >= 0). */
static void visit_hidden(arnak_state *s, int viewer, pool_fn fn, arnak_state *rs, int keep)
{
    pool pl;
    for (int q = 0; q < s->nplayers; q++) {
        if (q == keep)
            continue;
        arnak_player *p = &s->p[q];
        for (int label = 1; label < 128; label++) {
            pl.n = 0;
            for (int i = 0; i < p->deck_n; i++) {
                int g = p->seg[i];
                if ((g & 0x7F) != label)
                    continue;
                if (q == viewer && (g & SEG_OWNER_KNOWN))
                    continue;
                pool_add(&pl, &p->cards[i]);
            }
            if (q != viewer) {
                for (int i = ak_hand_lo(p); i < ak_play_lo(p); i++)
                    if ((p->seg[i] & 0x7F) == label)
                        pool_add(&pl, &p->cards[i]);
                if (s->limbo_owner == q)
                    for (int i = 0; i < s->limbo_n; i++)
                        if ((s->limbo_seg[i] & 0x7F) == label)
                            pool_add(&pl, &s->limbo[i]);
            }
            if (pl.n > 1)
                fn(&pl, rs);
            if (label > p->next_seg)
                break;
        }
    }
    /* card decks (a card returned on top by a reveal is known) */
    pl.n = 0;
    for (int i = 0; i < s->item_n - s->item_known_top; i++)
        pool_add(&pl, &s->item_deck[i]);
    fn(&pl, rs);
    pl.n = 0;
    for (int i = 0; i < s->art_n - s->art_known_top; i++)
        pool_add(&pl, &s->art_deck[i]);
    fn(&pl, rs);
    /* site tiles (revealed ones lie known at the bottom) and guardians */
    pl.n = 0;
    for (int i = s->l1_known_bottom; i < s->l1_n; i++)
        pool_add(&pl, &s->l1_stack[i]);
    fn(&pl, rs);
    pl.n = 0;
    for (int i = s->l2_known_bottom; i < s->l2_n; i++)
        pool_add(&pl, &s->l2_stack[i]);
    fn(&pl, rs);
    pl.n = 0;
    for (int i = 0; i < s->guard_n; i++)
        pool_add(&pl, &s->guard_stack[i]);
    fn(&pl, rs);
    /* assistants below the visible tops; the rescue stack below its top unless
     * the viewer has looked through it (glass in row 4 or above on Snake) */
    pl.n = 0;
    for (int st = 0; st < 3; st++)
        for (int i = 0; i < s->asst_n[st] - s->asst_known[st]; i++)
            pool_add(&pl, &s->asst_stack[st][i]);
    bool looked = viewer >= 0 && s->side == ARNAK_SIDE_SNAKE &&
                  ARNAK_SIDES[1].sp[s->p[viewer].glass].row >= 4;
    if (!looked)
        for (int i = 0; i + 1 < s->rescue_n; i++)
            pool_add(&pl, &s->rescue[i]);
    fn(&pl, rs);
}

/* The Lost Temple stack plus the unused tiles in the box form one hidden pool
 * for a player who has not looked through the stack. */
static void temple_pool(arnak_state *s, int viewer, arnak_state *rs, bool shuffle)
{
    if (viewer >= 0 && s->p[viewer].seen_temple_stack)
        return;
    uint8_t all[18];
    int n = 0;
    for (int i = 0; i < s->temple_bonus_n; i++)
        all[n++] = s->temple_bonus[i];
    for (int t = 1; t <= 6; t++)
        for (int c = 0; c < s->bonus_box[t]; c++)
            all[n++] = (uint8_t)t;
    if (shuffle) {
        for (int i = n - 1; i > 0; i--) {
            int j = (int)ak_rng_below(rs, (uint32_t)i + 1);
            uint8_t t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
    } else {
        for (int i = 1; i < n; i++) {
            uint8_t x = all[i];
            int j = i - 1;
            while (j >= 0 && all[j] > x) {
                all[j + 1] = all[j];
                j--;
            }
            all[j + 1] = x;
        }
    }
    memset(s->bonus_box, 0, sizeof s->bonus_box);
    for (int i = 0; i < s->temple_bonus_n; i++)
        s->temple_bonus[i] = all[i];
    for (int i = s->temple_bonus_n; i < n; i++)
        s->bonus_box[all[i]]++;
}

static void sort_fn(pool *pl, arnak_state *rs)
{
    (void)rs;
    pool_sort(pl);
}

static void shuffle_fn(pool *pl, arnak_state *rs) { pool_shuffle(pl, rs); }

/* The rival's remaining stack: its order is hidden, but the arrow on the back
 * of its top tile is in sight (the decision arrow is read from it [RB]), so
 * observation sorts the stack and puts the first tile with that arrow on
 * top; determinization shuffles it and draws the top among the tiles with
 * that arrow. */
static void rival_stack_hide(arnak_state *s, arnak_state *rs)
{
    arnak_rival *r = &s->rival;
    int n = r->stack_n;
    if (s->nplayers != 1 || n < 2 || n > ARNAK_RIVAL_TILES_N)
        return;
    int arrow = ARNAK_RIVAL_TILES[r->stack[n - 1] % RIVAL_TILE_COUNT].arrow;
    pool pl;
    pl.n = 0;
    for (int i = 0; i < n; i++)
        pool_add(&pl, &r->stack[i]);
    if (rs)
        pool_shuffle(&pl, rs);
    else
        pool_sort(&pl);
    int match = 0;
    for (int i = 0; i < n; i++)
        match += ARNAK_RIVAL_TILES[r->stack[i] % RIVAL_TILE_COUNT].arrow == arrow;
    int k = rs ? (int)ak_rng_below(rs, (uint32_t)match) : 0;
    for (int i = 0; i < n; i++) {
        if (ARNAK_RIVAL_TILES[r->stack[i] % RIVAL_TILE_COUNT].arrow != arrow || k-- > 0)
            continue;
        uint8_t t = r->stack[i];
        memmove(&r->stack[i], &r->stack[i + 1], (size_t)(n - 1 - i));
        r->stack[n - 1] = t;
        break;
    }
}

int arnak_observe(const arnak_state *s, int player, arnak_state *obs)
{
    /* GAME_VIEW_SPECTATOR: no seat, so every hand is hidden */
    if (!s || !obs || (player < 0 && player != GAME_VIEW_SPECTATOR) || player >= s->nplayers || s->nplayers > ARNAK_MAX_PLAYERS)
        return ARNAK_E_ARG;
    *obs = *s;
    visit_hidden(obs, player, sort_fn, NULL, -1);
    temple_pool(obs, player, NULL, false);
    rival_stack_hide(obs, NULL);
    /* a fixed, working generator: the real one is hidden, but an observation
     * must stay a playable state (bots apply actions to it) */
    ak_rng_seed(&obs->rng_state, &obs->rng_inc, 0);
    return ARNAK_OK;
}

int arnak_determinize(arnak_state *s, int player, uint64_t seed)
{
    if (!s || (player < 0 && player != GAME_VIEW_SPECTATOR) || player >= s->nplayers || s->nplayers > ARNAK_MAX_PLAYERS)
        return ARNAK_E_ARG;
    arnak_state rs;
    memset(&rs, 0, sizeof rs);
    ak_rng_seed(&rs.rng_state, &rs.rng_inc, seed);
    /* Another player in the middle of an action has committed to options its
     * hidden hand allows (a travel cost it must now pay with its cards).  A
     * world in which it has no legal action contradicts what everybody saw and
     * would trap it: reject such a world and draw again.  After 64 rejections
     * (never seen in tests) that player's cards stay as they are. */
    int actor = arnak_current_player(s);
    bool watcher = actor >= 0 && actor != player;
    arnak_state orig;
    if (watcher)
        orig = *s;
    arnak_action tmp[ARNAK_MAX_ACTIONS];
    for (int attempt = 0;; attempt++) {
        visit_hidden(s, player, shuffle_fn, &rs, attempt < 64 ? -1 : actor);
        temple_pool(s, player, &rs, true);
        rival_stack_hide(s, &rs);
        if (!watcher || attempt >= 64 || arnak_legal_actions(s, tmp) > 0)
            break;
        *s = orig;
    }
    /* lose the real seed: future shuffles must not be predictable */
    ak_rng_seed(&s->rng_state, &s->rng_inc, seed ^ 0xD1B54A32D192ED03ULL);
    return ARNAK_OK;
}

/* FNV-1a over every byte (state.h guarantees there is no padding).  The
 * rival's bytes (zero in a 2-4 player game) count only in a solo game, so the
 * hashes of 2-4 player games are those from before the solo mode. */
uint64_t arnak_hash(const arnak_state *s)
{
    if (!s)
        return 0;
    const unsigned char *b = (const unsigned char *)s;
    uint64_t h = 0xcbf29ce484222325ULL;
    size_t len = s->nplayers == 1 ? sizeof *s : offsetof(arnak_state, rival);
    for (size_t i = 0; i < len; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}
