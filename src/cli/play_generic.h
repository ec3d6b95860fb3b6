/* play_generic.h - `arnak play --game NAME` for any game of the registry
 * other than Arnak (which keeps its own board renderer in play.c).
 *
 * Everything goes through core/game.h: the board is g->view_text (when the
 * game has one), options are listed with g->action_text, events with
 * g->events / g->event_text, undo follows g->undoable through
 * game_record_undo_depth, saving uses the core record writer. */
#ifndef ARNAK_CLI_PLAY_GENERIC_H
#define ARNAK_CLI_PLAY_GENERIC_H

/* The value of a --game option in argv (--game NAME or --game=NAME), or NULL. */
const char *play_generic_game_arg(int argc, char **argv);
/* Parses the whole `play` command line (argv[0] is "play") and plays.
 * Returns the exit code: 0, 1 at run time, 2 for a usage error. */
int play_generic_cmd(int argc, char **argv);

#endif
