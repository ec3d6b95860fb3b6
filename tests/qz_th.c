/* qz_th.c - Quetzal test helpers (qz_th.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "qz_th.h"

void qz_th_checked(const quetzal_state *s)
{
    char msg[200];
    if (qz_check(s, msg, sizeof msg))
        fail_msg("check: %s", msg);
}

void qz_th_fresh(quetzal_state *s, int players, uint64_t seed)
{
    assert_int_equal(quetzal_init(s, players, 0, seed), GAME_OK);
    qz_th_checked(s);
}

void qz_th_act(quetzal_state *s, const char *text)
{
    game_action a;
    if (qz_action_from_string(s, text, &a) != GAME_OK) {
        char buf[2000] = "";
        game_action legal[QZ_MAX_ACTIONS];
        int n = quetzal_legal(s, legal);
        for (int i = 0; i < n; i++) {
            char t[64];
            qz_action_to_string(s, legal[i], t, sizeof t);
            strncat(buf, t, sizeof buf - strlen(buf) - 4);
            strncat(buf, " | ", sizeof buf - strlen(buf) - 1);
        }
        fail_msg("'%s' is not legal; legal: %s", text, buf);
    }
    assert_int_equal(quetzal_apply(s, a), GAME_OK);
    qz_th_checked(s);
}

bool qz_th_legal_text(const quetzal_state *s, const char *text)
{
    game_action a;
    return qz_action_from_string(s, text, &a) == GAME_OK;
}

void qz_th_pool(quetzal_state *s, int p, int adv, int arch, int wild, int ch)
{
    s->pool[p][QZ_ADV] = (uint8_t)adv;
    s->pool[p][QZ_ARCH] = (uint8_t)arch;
    s->pool[p][QZ_WILD] = (uint8_t)wild;
    s->pool[p][QZ_CHAR] = (uint8_t)ch;
}

void qz_th_only(quetzal_state *s, int p)
{
    for (int q = 0; q < s->nplayers; q++)
        if (q != p)
            qz_th_pool(s, q, 0, 0, 0, 0);
    s->cur = (uint8_t)p;
    s->phase = QZ_PH_PLACE;
}

void qz_th_give(quetzal_state *s, int p, int c)
{
    for (int i = 0; i < s->deck_n; i++)
        if (s->deck[i] == c) {
            memmove(s->deck + i, s->deck + i + 1, (size_t)(s->deck_n - i - 1));
            s->deck[--s->deck_n] = QZ_NONE;
            s->hand[p][c]++;
            s->hand_n[p]++;
            return;
        }
    fail_msg("no card %d left in the deck", c);
}

void qz_th_grant(quetzal_state *s, int p, int u)
{
    for (int i = 0; i < s->upg_n; i++)
        if (s->upg[i] == u) {
            memmove(s->upg + i, s->upg + i + 1, (size_t)(s->upg_n - i - 1));
            s->upg[--s->upg_n] = QZ_NONE;
            s->owned[p][u]++;
            s->active[p][u]++;
            return;
        }
    for (int i = 0; i < QZ_VILLAGE; i++)
        if (s->village[i] == u) {
            s->village[i] = QZ_NONE;
            s->owned[p][u]++;
            s->active[p][u]++;
            return;
        }
    fail_msg("no upgrade %s left", QZ_TILE_NAMES[u]);
}

int qz_th_display_n(const quetzal_state *s)
{
    int n = 0;
    for (int i = 0; i < QZ_DISPLAY; i++)
        n += s->display[i] != QZ_NONE;
    return n;
}
