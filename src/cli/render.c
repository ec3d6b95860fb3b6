/* render.c - text views of the board, the pending decision and the scores.
 *
 * The labels below (card names, site effects, guardians, assistants...) are
 * transcribed from the reference sheets (cards.md section 8, board.md
 * sections 3-10) so that a human can play from the terminal.  Ids follow the
 * order of those sheets, as state.h does.  The engine will expose its own
 * name lookups later; these tables then shrink to presentation only.
 */
#include "render.h"

#include <string.h>

typedef struct {
    const char *name;
    int cost;   /* coins for items, compasses for artifacts */
    int points;
} card_info;

/* Indexed by card id (state.h): 0 none, 1-4 basic, 5 Fear, 6-45 items 1-40,
 * 46-80 artifacts 1-35. */
static const card_info cards[CARD_COUNT] = {
    {"-", 0, 0},
    {"Funding (car)", 0, 0}, /* 1 */
    {"Funding (ship)", 0, 0}, /* 2 */
    {"Exploration (car)", 0, 0}, /* 3 */
    {"Exploration (ship)", 0, 0}, /* 4 */
    {"Fear", 0, -1}, /* 5 */
    {"Sea Turtle", 3, 1}, /* 6 */
    {"Ostrich", 3, 1}, /* 7 */
    {"Pack Donkey", 4, 1}, /* 8 */
    {"Horse", 4, 1}, /* 9 */
    {"Steam Boat", 3, 3}, /* 10 */
    {"Automobile", 3, 3}, /* 11 */
    {"Sturdy Boots", 1, 1}, /* 12 */
    {"Gold Pan", 1, 1}, /* 13 */
    {"Trowel", 1, 1}, /* 14 */
    {"Pickaxe", 1, 1}, /* 15 */
    {"Hot Air Balloon", 2, 1}, /* 16 */
    {"Aeroplane", 4, 3}, /* 17 */
    {"Journal", 3, 1}, /* 18 */
    {"Parrot", 2, 2}, /* 19 */
    {"Watch", 1, 1}, /* 20 */
    {"Army Knife", 3, 1}, /* 21 */
    {"Binoculars", 4, 1}, /* 22 */
    {"Tent", 4, 2}, /* 23 */
    {"Fishing Rod", 2, 2}, /* 24 */
    {"Precision Compass", 4, 1}, /* 25 */
    {"Bow and Arrows", 2, 2}, /* 26 */
    {"Carrier Pigeon", 2, 1}, /* 27 */
    {"Whip", 2, 1}, /* 28 */
    {"Rough Map", 1, 1}, /* 29 */
    {"Airdrop", 2, 1}, /* 30 */
    {"Flask", 2, 1}, /* 31 */
    {"Machete", 4, 1}, /* 32 */
    {"Torch", 2, 2}, /* 33 */
    {"Large Backpack", 3, 1}, /* 34 */
    {"Rope", 2, 1}, /* 35 */
    {"Revolver", 4, 1}, /* 36 */
    {"Hat", 1, 1}, /* 37 */
    {"Bear Trap", 2, 1}, /* 38 */
    {"Grappling Hook", 2, 2}, /* 39 */
    {"Lantern", 3, 2}, /* 40 */
    {"Dog", 3, 1}, /* 41 */
    {"Brush", 3, 3}, /* 42 */
    {"Axe", 2, 2}, /* 43 */
    {"Chronometer", 3, 2}, /* 44 */
    {"Theodolite", 3, 1}, /* 45 */
    {"Pathfinder's Sandals", 3, 1}, /* 46 */
    {"Pathfinder's Staff", 4, 1}, /* 47 */
    {"War Mask", 3, 1}, /* 48 */
    {"Treasure Chest", 4, 3}, /* 49 */
    {"Ritual Dagger", 4, 2}, /* 50 */
    {"Crystal Earring", 4, 2}, /* 51 */
    {"Mortar", 3, 1}, /* 52 */
    {"Serpent's Gold", 3, 2}, /* 53 */
    {"Serpent Idol", 2, 1}, /* 54 */
    {"Monkey Medallion", 4, 2}, /* 55 */
    {"Idol of Ara-Anu", 3, 1}, /* 56 */
    {"Inscribed Blade", 2, 1}, /* 57 */
    {"Guardian's Ocarina", 4, 2}, /* 58 */
    {"Tigerclaw Hairpin", 4, 2}, /* 59 */
    {"War Club", 4, 1}, /* 60 */
    {"Sundial", 2, 1}, /* 61 */
    {"Traders' Scales", 4, 2}, /* 62 */
    {"Hunting Arrows", 4, 1}, /* 63 */
    {"Coconut Flask", 3, 2}, /* 64 */
    {"Cleansing Cauldron", 3, 1}, /* 65 */
    {"Ancient Wine", 3, 1}, /* 66 */
    {"Decorated Horn", 2, 1}, /* 67 */
    {"Ornate Hammer", 4, 2}, /* 68 */
    {"Star Charts", 4, 2}, /* 69 */
    {"Stone Jar", 2, 1}, /* 70 */
    {"Passage Shell", 3, 1}, /* 71 */
    {"Ceremonial Rattle", 3, 2}, /* 72 */
    {"Sacred Drum", 4, 1}, /* 73 */
    {"Trader's Coins", 3, 1}, /* 74 */
    {"Stone Key", 3, 2}, /* 75 */
    {"Obsidian Earring", 4, 2}, /* 76 */
    {"Guiding Stone", 3, 1}, /* 77 */
    {"Guiding Skull", 4, 1}, /* 78 */
    {"Runes of the Dead", 4, 1}, /* 79 */
    {"Guardian's Crown", 4, 2}, /* 80 */
};

static const char *const res_names[RES_N] = {"coin", "compass", "tablet", "arrowhead", "jewel"};

/* Camp site effects P0-P4 (board.md 3.3). */
static const char *const camp_effect[5] = {
    "gain 2 coins", "gain 2 compasses", "gain 2 tablets", "gain 1 arrowhead",
    "card down -> 1 jewel",
};

/* Site tile effects: 1-10 level I tiles L1-01..L1-10, 11-16 level II tiles
 * L2-01..L2-06 (board.md 5.1, 5.2). */
static const char *const tile_effect[17] = {
    "undiscovered",
    "2 compasses or a free item", "coin + arrowhead", "draw + coin + tablet",
    "compass + arrowhead", "coin + 2 tablets", "tablet + arrowhead",
    "draw + arrowhead", "Fear + tablet + jewel", "Fear + compass + jewel", "jewel",
    "2 compasses + jewel", "coin + compass + tablet + arrowhead", "arrowhead + jewel",
    "draw + tablet + jewel", "2 tablets + jewel", "Fear + 2 tablets + 2 arrowheads",
};

/* Travel cost of the (first) space of each site, Bird then Snake (board.md 3.2). */
static const char *const site_travel[2][ARNAK_SITES] = {
    {"1 boot", "1 boot", "1 boot", "1 boot", "1 boot", "1 car", "1 car", "1 ship", "1 ship",
     "1 car", "1 car", "1 ship", "1 ship", "2 cars", "2 cars", "2 ships", "2 ships"},
    {"1 boot", "1 boot", "1 boot", "1 boot", "1 boot", "1 car", "1 car", "1 ship", "1 ship",
     "1 car", "2 boots", "1 plane", "1 ship", "2 cars", "boot + plane", "ship + car",
     "2 ships"},
};

/* Guardians G01-G15: cost to overcome, then boon (board.md 7). */
static const char *const guardian_text[16][2] = {
    {"", ""},
    {"compass + coin + arrowhead", "1 ship"},
    {"card down + coin + arrowhead", "exile"},
    {"boot + coin + arrowhead", "1 car"},
    {"2 coins + arrowhead", "1 car"},
    {"boot + tablet + arrowhead", "exile"},
    {"plane + arrowhead", "exile"},
    {"compass + card down + arrowhead", "draw 1"},
    {"4 coins", "upgrade"},
    {"ship + arrowhead", "1 car"},
    {"car + arrowhead", "1 ship"},
    {"2 boots + compass", "exile"},
    {"boot + jewel", "1 plane"},
    {"3 tablets", "1 plane"},
    {"plane + arrowhead", "exile"},
    {"2 compasses + arrowhead", "1 ship"},
};

/* Idol rewards 1-6 (board.md 6.1) and research bonus tiles 1-6 (board.md 10). */
static const char *const idol_reward[7] = {"-",     "coin",    "compass", "tablet",
                                           "exile", "upgrade", "refresh"};
static const char *const bonus_tile[7] = {"-",    "coin",  "compass", "tablet",
                                          "card", "exile", "upgrade"};

/* Assistants A01-A12, silver / gold side (board.md 8). */
static const char *const assistant_text[13][2] = {
    {"", ""},
    {"2 coins", "3 coins"},
    {"tablet", "coin + tablet"},
    {"travel -> arrowhead", "arrowhead"},
    {"coin -> arrowhead", "coin -> arrowhead/jewel"},
    {"exile", "compass + exile"},
    {"draw, card down", "draw"},
    {"coin or plane", "2 coins or 2 planes"},
    {"compass or car", "compass + coin or 2 cars"},
    {"compass or ship", "compass + coin or 2 ships"},
    {"buy with discount 1", "buy with discount 2"},
    {"upgrade", "compass + upgrade"},
    {"compass", "2 compasses"},
};

/* ANSI styles, or empty strings without colour. */
typedef struct {
    const char *bold, *dim, *reset, *head;
    const char *player[ARNAK_MAX_PLAYERS];
} style;

static style make_style(bool color)
{
    style st = {"", "", "", "", {"", "", "", ""}};
    if (color) {
        st.bold = "\033[1m";
        st.dim = "\033[2m";
        st.reset = "\033[0m";
        st.head = "\033[1;36m";
        st.player[0] = "\033[1;31m";
        st.player[1] = "\033[1;34m";
        st.player[2] = "\033[1;33m";
        st.player[3] = "\033[1;32m";
    }
    return st;
}

const char *render_card_name(int card)
{
    return card >= 0 && card < CARD_COUNT ? cards[card].name : "?";
}

int render_card_cost(int card)
{
    return card >= 0 && card < CARD_COUNT ? cards[card].cost : 0;
}

int render_card_points(int card)
{
    return card >= 0 && card < CARD_COUNT ? cards[card].points : 0;
}

const char *render_player_label(int player, const char *const names[ARNAK_MAX_PLAYERS],
                                char *buf, size_t n)
{
    if (names && player >= 0 && player < ARNAK_MAX_PLAYERS && names[player])
        snprintf(buf, n, "P%d %s", player + 1, names[player]);
    else
        snprintf(buf, n, "P%d", player + 1);
    return buf;
}

static const char *site_kind(int site)
{
    return site < 5 ? "camp" : site < 13 ? "I" : "II";
}

/* "B3" or "S3" for research space id 3. */
static void research_space_name(const arnak_state *s, int space, char *buf, size_t n)
{
    snprintf(buf, n, "%c%d", s->side == ARNAK_SIDE_SNAKE ? 'S' : 'B', space);
}

/* Prints a list of card names, "-" when empty. */
static void print_cards(FILE *out, const uint8_t *c, int n)
{
    if (n <= 0) {
        fputs("-", out);
        return;
    }
    for (int i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? ", " : "", render_card_name(c[i]));
}

/* Occupant of a board space: "--", "P2" or "blocked". */
static const char *occupant(const arnak_state *s, int space, char *buf, size_t n)
{
    int o = s->space_occ[space];
    if (o == SPACE_BLOCKED)
        return "blocked";
    if (o == 0)
        return "--";
    snprintf(buf, n, "P%d", o);
    return buf;
}

static void render_row(FILE *out, const arnak_state *s, const style *st)
{
    fprintf(out, "%sCard row%s (artifacts left of the moon staff, items right of it)\n",
            st->head, st->reset);
    for (int i = 0; i < ARNAK_ROW; i++) {
        if (i == s->round && s->round > 0)
            fprintf(out, "     %s-- moon staff --%s\n", st->dim, st->reset);
        int c = s->row[i];
        if (c == CARD_NONE) {
            fprintf(out, "  %d. (empty)\n", i + 1);
            continue;
        }
        fprintf(out, "  %d. %-22s %d %-8s %2d VP  %s\n", i + 1, render_card_name(c),
                render_card_cost(c), CARD_IS_ART(c) ? "compass" : "coin", render_card_points(c),
                CARD_IS_ART(c) ? "artifact" : "item");
    }
    fprintf(out, "  decks: %d items, %d artifacts;  Fear supply %d", s->item_n, s->art_n,
            s->fear_supply);
    if (s->revealed)
        fprintf(out, ";  revealed: %s", render_card_name(s->revealed));
    fputc('\n', out);
}

static void render_sites(FILE *out, const arnak_state *s, const style *st)
{
    char b1[16], b2[16];
    int side = s->side == ARNAK_SIDE_SNAKE;
    fprintf(out, "%sSites%s  (level I tiles left %d, level II %d, guardians %d)\n", st->head,
            st->reset, s->l1_n, s->l2_n, s->guard_n);
    for (int site = 0; site < ARNAK_SITES; site++) {
        fprintf(out, "  P%-2d %-4s %-12s ", site, site_kind(site), site_travel[side][site]);
        if (site < 5) {
            fprintf(out, "%-34s a:%-4s b:%s (2 boots)\n", camp_effect[site],
                    occupant(s, 2 * site, b1, sizeof b1),
                    occupant(s, 2 * site + 1, b2, sizeof b2));
            continue;
        }
        int tile = s->site_tile[site];
        fprintf(out, "%-34s", tile <= 16 ? tile_effect[tile] : "?");
        if (tile) {
            fprintf(out, " %-4s", occupant(s, 10 + site - 5, b1, sizeof b1));
        } else {
            fprintf(out, " %s", site < 13 ? "discover: 3 compasses" : "discover: 6 compasses");
        }
        int idol = s->site_idol[site];
        if (idol)
            fprintf(out, "  idol: %s", idol <= 6 ? idol_reward[idol] : "?");
        if (s->site_idol_down[site])
            fprintf(out, " (+1 face down)");
        int g = s->site_guardian[site];
        if (g)
            fprintf(out, "  %sguardian G%02d%s: %s -> %s", st->bold, g, st->reset,
                    g <= 15 ? guardian_text[g][0] : "?", g <= 15 ? guardian_text[g][1] : "?");
        fputc('\n', out);
    }
}

static void render_research(FILE *out, const arnak_state *s, const style *st)
{
    char b[8], b2[8];
    fprintf(out, "%sResearch%s (%s side)  bonus tiles:", st->head, st->reset,
            s->side == ARNAK_SIDE_SNAKE ? "Snake" : "Bird");
    int any = 0;
    for (int sp = 0; sp < ARNAK_RSPACES; sp++) {
        for (int k = 0; k < s->bonus_n[sp] && k < 3; k++) {
            int t = s->bonus[sp][k];
            research_space_name(s, sp, b, sizeof b);
            fprintf(out, " %s %s", b, t <= 6 ? bonus_tile[t] : "?");
            any = 1;
        }
    }
    if (!any)
        fputs(" none", out);
    fprintf(out, ";  Lost Temple stack %d\n", s->temple_bonus_n);
    fprintf(out, "  temple tiles left: 2 VP %d/%d/%d, 6 VP %d/%d, 11 VP %d\n", s->temple_stack[0],
            s->temple_stack[1], s->temple_stack[2], s->temple_stack[3], s->temple_stack[4],
            s->temple_stack[5]);
    for (int p = 0; p < s->nplayers && p < ARNAK_MAX_PLAYERS; p++) {
        research_space_name(s, s->p[p].glass, b, sizeof b);
        research_space_name(s, s->p[p].notebook, b2, sizeof b2);
        fprintf(out, "  %sP%d%s magnifying glass %-3s notebook %s", st->player[p], p + 1, st->reset,
                b, b2);
        if (s->p[p].temple_rank)
            fprintf(out, "  (reached the Lost Temple %d.)", s->p[p].temple_rank);
        fputc('\n', out);
    }
    fputs("  assistant stacks:", out);
    for (int i = 0; i < 3; i++) {
        int n = s->asst_n[i];
        if (n > 0 && n <= 6) {
            int a = s->asst_stack[i][n - 1];
            fprintf(out, "  A%02d %s (%d left)", a, a >= 1 && a <= 12 ? assistant_text[a][0] : "?",
                    n);
        } else {
            fputs("  (empty)", out);
        }
    }
    if (s->side == ARNAK_SIDE_SNAKE && s->rescue_n > 0 && s->rescue_n <= 4)
        fprintf(out, ";  rescue stack %d, top A%02d", s->rescue_n, s->rescue[s->rescue_n - 1]);
    fputc('\n', out);
}

static void render_player(FILE *out, const arnak_state *s, int p,
                          const char *const names[ARNAK_MAX_PLAYERS], const style *st)
{
    const arnak_player *pl = &s->p[p];
    char label[48];
    render_player_label(p, names, label, sizeof label);
    fprintf(out, "  %s%-12s%s", st->player[p], label, st->reset);
    for (int r = 0; r < RES_N; r++)
        fprintf(out, " %s %u", res_names[r], pl->res[r]);
    fprintf(out, " | idols %u, slots used %u/4", pl->idols, pl->idol_slots);
    if (pl->passed)
        fprintf(out, " | %spassed%s", st->bold, st->reset);
    if (p == s->turn_player && !s->over)
        fprintf(out, " | %sto play%s", st->bold, st->reset);
    fputc('\n', out);

    fprintf(out, "     hand %u, deck %u, archaeologists out %u/2", pl->hand_n, pl->deck_n,
            pl->arch_out);
    if (pl->guardians) {
        fputs(", guardians", out);
        for (int g = 1; g <= 15; g++) {
            if (pl->guardians & (1u << (g - 1)))
                fprintf(out, " G%02d%s", g, pl->boons_used & (1u << (g - 1)) ? "(used)" : "");
        }
    }
    for (int i = 0; i < 2; i++) {
        int a = pl->asst[i];
        if (!a)
            continue;
        fprintf(out, ", A%02d %s%s (%s)", a, pl->asst_gold[i] ? "gold" : "silver",
                pl->asst_tired[i] ? " exhausted" : "",
                a <= 12 ? assistant_text[a][pl->asst_gold[i] ? 1 : 0] : "?");
    }
    if (pl->temple_tiles[0] | pl->temple_tiles[1] | pl->temple_tiles[2])
        fprintf(out, ", temple tiles 2:%u 6:%u 11:%u", pl->temple_tiles[0], pl->temple_tiles[1],
                pl->temple_tiles[2]);
    if (pl->fear_tiles)
        fprintf(out, ", fear tiles %u", pl->fear_tiles);
    fputc('\n', out);

    fputs("     play area: ", out);
    int play_from = pl->deck_n + pl->hand_n;
    int play_n = pl->play_n;
    if (play_from + play_n > ARNAK_PCARDS)
        play_n = play_from < ARNAK_PCARDS ? ARNAK_PCARDS - play_from : 0;
    print_cards(out, pl->cards + play_from, play_n);
    fputc('\n', out);
}

void render_board(FILE *out, const arnak_state *obs, int viewer,
                  const char *const names[ARNAK_MAX_PLAYERS], bool color)
{
    style st = make_style(color);
    int np = obs->nplayers <= ARNAK_MAX_PLAYERS ? obs->nplayers : ARNAK_MAX_PLAYERS;

    fprintf(out, "%s=== Round %d of 5 === start player P%d", st.bold, obs->round,
            obs->start_player + 1);
    if (!obs->over)
        fprintf(out, ", turn of P%d", obs->turn_player + 1);
    fprintf(out, "%s\n", st.reset);
    render_row(out, obs, &st);
    render_sites(out, obs, &st);
    render_research(out, obs, &st);
    fprintf(out, "%sPlayers%s\n", st.head, st.reset);
    for (int p = 0; p < np; p++)
        render_player(out, obs, p, names, &st);

    if (viewer < 0 || viewer >= np)
        return;
    /* Only the viewer's own hand: the observation keeps it, the others are
     * canonical filler and are never printed. */
    const arnak_player *me = &obs->p[viewer];
    int hand_n = me->hand_n;
    if (me->deck_n + hand_n > ARNAK_PCARDS)
        hand_n = me->deck_n < ARNAK_PCARDS ? ARNAK_PCARDS - me->deck_n : 0;
    fprintf(out, "%sYour hand (P%d):%s ", st.player[viewer], viewer + 1, st.reset);
    print_cards(out, me->cards + me->deck_n, hand_n);
    fputc('\n', out);
    if (obs->limbo_n > 0 && obs->limbo_n <= 3 && obs->limbo_owner == viewer) {
        fputs("Set aside for you: ", out);
        print_cards(out, obs->limbo, obs->limbo_n);
        fputc('\n', out);
    }
}

void render_options(FILE *out, const arnak_state *s, const arnak_action *legal, int n, bool color)
{
    style st = make_style(color);
    char text[256];
    int p = arnak_current_player(s);
    arnak_decision_text(s, text, sizeof text);
    if (p >= 0 && p < ARNAK_MAX_PLAYERS)
        fprintf(out, "%sP%d: %s%s\n", st.player[p], p + 1, text, st.reset);
    else
        fprintf(out, "%s\n", text);
    for (int i = 0; i < n; i++) {
        arnak_action_to_string(s, legal[i], text, sizeof text);
        fprintf(out, "  %2d) %s\n", i + 1, text);
    }
}

void render_scores(FILE *out, const arnak_state *s, const char *const names[ARNAK_MAX_PLAYERS],
                   bool color)
{
    style st = make_style(color);
    int np = s->nplayers <= ARNAK_MAX_PLAYERS ? s->nplayers : ARNAK_MAX_PLAYERS;
    arnak_score sc[ARNAK_MAX_PLAYERS];
    char label[48];
    for (int p = 0; p < np; p++)
        arnak_score_player(s, p, &sc[p]);

    fprintf(out, "%s%-12s%s", st.bold, s->over ? "Final scores" : "Scores now", st.reset);
    for (int p = 0; p < np; p++)
        fprintf(out, " %s%14s%s", st.player[p], render_player_label(p, names, label, sizeof label),
                st.reset);
    fputc('\n', out);
    static const char *const cat[] = {"research", "temple", "idols", "guardians", "cards", "fear",
                                      "total"};
    for (int c = 0; c < 7; c++) {
        fprintf(out, "%s%-12s", c == 6 ? st.bold : "", cat[c]);
        for (int p = 0; p < np; p++) {
            const int v[] = {sc[p].research, sc[p].temple,  sc[p].idols, sc[p].guardians,
                             sc[p].cards,    sc[p].fear,    sc[p].total};
            fprintf(out, " %14d", v[c]);
        }
        fprintf(out, "%s\n", c == 6 ? st.reset : "");
    }

    bool win[ARNAK_MAX_PLAYERS];
    int k = arnak_winners(s, win);
    fprintf(out, "%s%s:", st.bold, !s->over ? "Leading" : k > 1 ? "Winners (tied)" : "Winner");
    for (int p = 0; p < np; p++) {
        if (win[p])
            fprintf(out, " %s", render_player_label(p, names, label, sizeof label));
    }
    fprintf(out, "%s\n", st.reset);
}
