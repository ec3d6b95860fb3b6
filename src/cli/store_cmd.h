/* store_cmd.h - `arnak store check DIR`: the server store's integrity
 * checks (docs/SCALING.md, "Integrity") without starting a server. */
#ifndef ARNAK_STORE_CMD_H
#define ARNAK_STORE_CMD_H

int store_main(int argc, char **argv);

#endif
