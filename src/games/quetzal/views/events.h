/* views/events.h - events per viewer and the undo rule (events.c) */
#ifndef QZ_VIEWS_EVENTS_H
#define QZ_VIEWS_EVENTS_H

#include "core/game.h"

int qz_events(const void *before_st, game_action a, const void *after_st, int viewer,
              game_event *out, int max);
int qz_setup_events(const void *st, int viewer, game_event *out, int max);
bool qz_undoable(const void *before_st, game_action a, const void *after_st);

#endif
