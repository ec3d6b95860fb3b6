/* fuzz_position.c - libFuzzer entry point for the position reader
 * (`make fuzz`).  Any input must give ARNAK_OK or one non-empty line of
 * explanation, never a crash, a leak or undefined behaviour; a position that is
 * accepted passes arnak_check() and writes and reads back to the same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/arnak/position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;

    arnak_state s, before;
    memset(&s, 0x5A, sizeof s);
    before = s;
    char err[256];
    memset(err, 'x', sizeof err);
    int rc = arnak_position_read(&s, text, err, sizeof err);
    free(text);
    if (rc != ARNAK_OK) {
        if (rc != ARNAK_E_POSITION || err[0] == '\0' || !memchr(err, '\0', sizeof err) ||
            strchr(err, '\n') || strchr(err, '\r'))
            __builtin_trap(); /* exactly one line of explanation */
        if (memcmp(&s, &before, sizeof s) != 0)
            __builtin_trap(); /* a refused position leaves the state alone */
        return 0;
    }
    if (arnak_check(&s, NULL, 0) != 0)
        __builtin_trap();
    char *again = arnak_position_write(&s);
    if (!again)
        __builtin_trap();
    arnak_state back;
    memset(&back, 0xA5, sizeof back);
    if (arnak_position_read(&back, again, err, sizeof err) != ARNAK_OK ||
        memcmp(&back, &s, sizeof s) != 0)
        __builtin_trap(); /* write -> read gives the same bytes */
    char *third = arnak_position_write(&back);
    if (!third || strcmp(third, again) != 0)
        __builtin_trap(); /* and the same text */
    free(third);
    free(again);
    return 0;
}
