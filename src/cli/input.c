/* input.c - bounded reading of a person's input lines (input.h).
 *
 * getline() would grow its buffer without limit on a line with no end (typing
 * from /dev/zero, a pasted binary) and a NUL byte would silently cut the text
 * where string functions stop.  Here a line is at most n - 1 bytes; the rest of
 * a longer one is read and dropped so that the next line starts clean; a NUL is
 * reported rather than cut at; and after CLI_INPUT_DROP_MAX bytes without a
 * newline the input is given up on. */
#include "input.h"

#include <errno.h>
#include <stdbool.h>

cli_line cli_read_line(FILE *in, char *buf, size_t n)
{
    size_t len = 0, total = 0;
    bool any = false, nul = false, longl = false;
    int ch;
    if (!buf || n == 0)
        return CLI_LINE_EOF;
    while ((ch = getc(in)) != EOF) {
        any = true;
        if (ch == '\n')
            break;
        if (++total > CLI_INPUT_DROP_MAX) {
            buf[0] = '\0';
            return CLI_LINE_GARBAGE;
        }
        if (ch == '\0')
            nul = true;
        else if (len + 1 < n)
            buf[len++] = (char)ch;
        else
            longl = true;
    }
    buf[len] = '\0';
    if (ch == EOF && ferror(in) && errno == EINTR) {
        /* SIGINT without SA_RESTART (term_signals_install): not the end of
         * the input; what was typed of the line is dropped */
        clearerr(in);
        buf[0] = '\0';
        return CLI_LINE_INTR;
    }
    if (!any)
        return CLI_LINE_EOF;
    if (nul) {
        buf[0] = '\0';
        return CLI_LINE_NUL;
    }
    if (longl) {
        buf[0] = '\0';
        return CLI_LINE_LONG;
    }
    return CLI_LINE_OK;
}

const char *cli_line_error(cli_line r)
{
    switch (r) {
    case CLI_LINE_LONG: return "input line too long (at most 1023 characters); it was ignored";
    case CLI_LINE_NUL: return "input line with a NUL byte; it was ignored";
    case CLI_LINE_GARBAGE: return "over 1 MiB of input without a line end: this is not typing";
    default: return NULL;
    }
}
