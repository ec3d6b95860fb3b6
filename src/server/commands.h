/* commands.h - the server's subcommands of `arnak`, each a row of the
 * command table (cmdline/cmdline.h, src/cli/main.c): `arnak proto`
 * (proto_stdio.c), `arnak serve` (ws.c) and `arnak store` (store_cmd.c).
 * Apart from server.h, whose library API names no command line. */
#ifndef SRV_COMMANDS_H
#define SRV_COMMANDS_H

#include "cmdline/cmdline.h"

/* argv[0] is the name; they return the exit code. */
int srv_proto_main(int argc, char **argv);
int srv_serve_main(int argc, char **argv);

/* Their rows in the command table. */
extern const cli_command srv_proto_command, srv_serve_command, srv_store_command;

#endif
