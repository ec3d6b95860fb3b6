/* arena.h - `arnak arena`: bots (as specs) against bots or against a solo
 * game's rival, with seats rotated, win rates with a 95 % Wilson interval,
 * scores by category and time per decision; hints for a position and a
 * review of a recorded game by the bot's judgement. */
#ifndef ARNAK_CLI_ARENA_H
#define ARNAK_CLI_ARENA_H

/* argv[0] is "arena".  Parses its own options; returns the exit code
 * (0, 1 at run time, 2 for a usage error). */
int arena_main(int argc, char **argv);

#endif
