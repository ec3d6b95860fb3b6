/* loadtest.h - `arnak loadtest`: WebSocket clients measuring an `arnak
 * serve` on loopback (loadtest.c). */
#ifndef ARNAK_BENCH_LOADTEST_H
#define ARNAK_BENCH_LOADTEST_H

#include "cmdline/cmdline.h"

/* argv[0] is "loadtest"; returns the exit code (1: errors or lost actions,
 * 2: a usage error). */
int loadtest_main(int argc, char **argv);
/* Its row in the command table. */
extern const cli_command loadtest_command;

#endif
