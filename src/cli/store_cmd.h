/* store_cmd.h - `arnak store check DIR`: the server store's integrity
 * checks (docs/SCALING.md, "Integrity") without starting a server. */
#ifndef ARNAK_STORE_CMD_H
#define ARNAK_STORE_CMD_H

#include "cmdline.h"

/* `arnak store`: its row of the command table (src/cli/main.c). */
extern const cli_command store_command;

#endif
