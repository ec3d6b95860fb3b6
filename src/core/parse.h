/* parse.h - strict parsing of command-line and record numbers. */
#ifndef ARNAK_CLI_PARSE_H
#define ARNAK_CLI_PARSE_H

#include <stdbool.h>
#include <stdint.h>

/* Unsigned 64-bit number: decimal, or hexadecimal with 0x.  No sign, no
 * blanks, no junk, no overflow. */
bool game_parse_u64(const char *s, uint64_t *out);

#endif
