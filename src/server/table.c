/* table.c - the table object of a game (table.h): its chat rows in index
 * order, which seats have ever joined, each seat's chat rate, and who the
 * other processes have at it; and the rules that read a game without changing
 * anything (whether it has a chat, who may read a channel).  It sends nothing
 * and stores nothing: chat.c and presence.c do, through the hub. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hub.h"

srv_table *srv_table_new(void)
{
    return calloc(1, sizeof(srv_table));
}

void srv_table_free(srv_table *t)
{
    if (!t)
        return;
    for (size_t i = 0; i < t->n; i++)
        free(t->rows[i].body);
    free(t->rows);
    free(t);
}

/* Appends a row (body copied); -1 out of memory. */
int srv_table_add_row(srv_table *t, long long idx, int seat, int ch, long long created,
                       const char *body)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 16;
        srv_chat_row *nr = realloc(t->rows, cap * sizeof *nr);
        if (!nr)
            return -1;
        t->rows = nr;
        t->cap = cap;
    }
    char *copy = strdup(body);
    if (!copy)
        return -1;
    t->rows[t->n++] = (srv_chat_row){idx, created, seat, ch, copy};
    if (idx >= t->next)
        t->next = idx + 1;
    if (ch == SRV_CHAN_JOINED && seat >= 0 && seat < GAME_MAX_PLAYERS)
        t->joined |= 1u << seat;
    return 0;
}

/* The row of t with index idx, or NULL. */
srv_chat_row *srv_table_row(srv_table *t, long long idx)
{
    for (size_t i = t->n; i-- > 0;)
        if (t->rows[i].idx == idx)
            return &t->rows[i];
    return NULL;
}

srv_table_remote *srv_table_remotes(srv_table *t, int *n)
{
    *n = t->nremote;
    return t->remote;
}

bool srv_table_remote_set(srv_table *t, const char *from, unsigned online, int watchers)
{
    int i = 0;
    while (i < t->nremote && strcmp(t->remote[i].from, from) != 0)
        i++;
    bool empty = online == 0 && watchers == 0;
    if (i == t->nremote) {
        if (empty || i == SRV_REMOTE_MAX)
            return false;
        snprintf(t->remote[t->nremote++].from, sizeof t->remote[0].from, "%s", from);
    } else if (t->remote[i].online == online && t->remote[i].watchers == watchers) {
        return false;
    }
    t->remote[i].online = online;
    t->remote[i].watchers = watchers;
    if (empty) /* nobody there: the entry goes */
        t->remote[i] = t->remote[--t->nremote];
    return true;
}

bool srv_table_asked(srv_table *t)
{
    bool was = t->asked;
    t->asked = true;
    return was;
}

bool srv_chat_enabled(const srv_game *x)
{
    if (x->view_only)
        return false;
    int humans = 0;
    for (int p = 0; p < x->np; p++)
        humans += x->seat[p].kind == SRV_SEAT_HUMAN;
    return humans >= 2;
}

bool srv_chat_has_joined(const srv_game *x, int seat)
{
    const srv_table *t = x->table;
    return t && seat >= 0 && seat < GAME_MAX_PLAYERS && (t->joined & (1u << seat));
}

/* Whether a reader (seat or SRV_SPECTATOR; spectators: a seat that reads the
 * spectators' channel) may read channel ch. */
bool srv_chat_may_read(int ch, int seat, bool spectators)
{
    if (ch == SRV_CHAN_SEATS)
        return seat >= 0;
    if (ch == SRV_CHAN_SPECTATORS)
        return seat < 0 || spectators;
    return true;
}
