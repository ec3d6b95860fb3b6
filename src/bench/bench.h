/* bench.h - `arnak bench`: fixed-workload speed and signature run. */
#ifndef ARNAK_BENCH_H
#define ARNAK_BENCH_H

#include "cmdline/cmdline.h"

/* Entry point of the `bench` subcommand; argv[0] is "bench".  Returns the
 * process exit code. */
int bench_main(int argc, char **argv);
/* Its row in the command table. */
extern const cli_command bench_command;

#endif
