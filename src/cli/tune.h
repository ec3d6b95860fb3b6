/* tune.h - `arnak tune`: fits the Arnak heuristic's weights (tune.c). */
#ifndef ARNAK_CLI_TUNE_H
#define ARNAK_CLI_TUNE_H

#include "cmdline/cmdline.h"

/* argv[0] is "tune"; returns the exit code (2: usage error). */
int tune_main(int argc, char **argv);
/* Its row in the command table (main.c). */
extern const cli_command tune_command;

#endif
