/* input.h - one line of a person's input, bounded (the terminal games). */
#ifndef ARNAK_CLI_INPUT_H
#define ARNAK_CLI_INPUT_H

#include <stddef.h>
#include <stdio.h>

/* The longest line a person types that is read (a card name, "save FILE"). */
#define CLI_INPUT_MAX 1024
/* Bytes of one over-long line that are read and dropped before the input is
 * taken for something else than typing (a file of zeros, a binary). */
#define CLI_INPUT_DROP_MAX (1u << 20)

typedef enum {
    CLI_LINE_OK,       /* buf holds the line, without its newline */
    CLI_LINE_EOF,      /* nothing more to read */
    CLI_LINE_LONG,     /* longer than n - 1 bytes: read to its end and dropped */
    CLI_LINE_NUL,      /* contains a NUL byte: dropped (a NUL would cut it silently) */
    CLI_LINE_GARBAGE,  /* over CLI_INPUT_DROP_MAX bytes without a newline: stop reading */
    CLI_LINE_INTR,     /* a signal (Ctrl-C) interrupted the read: the game saves and leaves */
} cli_line;

/* Reads one line from `in` into buf (at most n - 1 bytes and a NUL). */
cli_line cli_read_line(FILE *in, char *buf, size_t n);

/* The one-line message for a line that was not OK ("input line too long ..."),
 * or NULL for CLI_LINE_OK and CLI_LINE_EOF. */
const char *cli_line_error(cli_line r);

#endif
