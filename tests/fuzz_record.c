/* fuzz_record.c - libFuzzer entry point for the game-record reader
 * (`make fuzz`).  Any input must give GAME_OK or a one-line error, never a
 * crash, a leak or undefined behaviour. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FILE *f = fmemopen((void *)(uintptr_t)data, size, "r");
    if (!f || size == 0) {
        if (f)
            fclose(f);
        return 0;
    }
    char err[256] = "";
    void *st = NULL;
    int rc = game_record_read(f, NULL, &st, err, sizeof err);
    fclose(f);
    free(st);
    if (rc != GAME_OK && (err[0] == '\0' || strchr(err, '\n')))
        __builtin_trap(); /* every failure has exactly one line of explanation */
    return 0;
}
