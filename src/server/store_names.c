/* store_names.c - the names the store and its backends share (internal.h):
 * which store a command-line argument names (a postgresql:// URL or a
 * folder), and the chat rows' channels as the store's column holds them. */
#include <stdbool.h>
#include <string.h>

#include "internal.h"

bool srv_store_is_url(const char *where)
{
    return strncmp(where, "postgresql://", 13) == 0 || strncmp(where, "postgres://", 11) == 0;
}

static const char *const channel_names[SRV_CHAN_COUNT] = {"seats", "spectators", "joined"};

const char *srv_chat_channel_name(int ch)
{
    return ch >= 0 && ch < SRV_CHAN_COUNT ? channel_names[ch] : NULL;
}

int srv_chat_channel(const char *name)
{
    for (int i = 0; i < SRV_CHAN_COUNT; i++)
        if (strcmp(name, channel_names[i]) == 0)
            return i;
    return -1;
}
