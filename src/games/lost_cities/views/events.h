/* views/events.h - events per viewer and the undo rule (events.c) */
#ifndef LC_VIEWS_EVENTS_H
#define LC_VIEWS_EVENTS_H

#include "core/game.h"

int lc_events(const void *before_st, game_action a, const void *after_st, int viewer,
              game_event *out, int max);
bool lc_undoable(const void *before_st, game_action a, const void *after_st);

#endif
