/* fuzz_action.c - libFuzzer entry point for action text and integer actions
 * (`make fuzz`).  The input drives a game: each chunk is either an arbitrary
 * action integer or an arbitrary text; illegal ones must be refused with the
 * state unchanged, legal ones must keep every invariant. */
#include <stdlib.h>
#include <string.h>

#include "games/arnak/arnak.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    arnak_state s, before;
    arnak_config c = {2 + data[0] % 3, data[1] % 2, data[0]};
    if (arnak_init(&s, &c) != ARNAK_OK)
        __builtin_trap();
    arnak_action legal[ARNAK_MAX_ACTIONS];
    size_t i = 2;
    while (i + 4 <= size && !arnak_is_over(&s)) {
        before = s;
        uint8_t mode = data[i];
        if (mode < 64) { /* a raw integer */
            arnak_action a = (arnak_action)data[i] << 24 | (arnak_action)data[i + 1] << 16 |
                             (arnak_action)data[i + 2] << 8 | data[i + 3];
            if (arnak_apply(&s, a) != ARNAK_OK && memcmp(&s, &before, sizeof s) != 0)
                __builtin_trap();
            i += 4;
        } else if (mode < 128) { /* a text up to the next newline */
            char text[64];
            size_t k = 0;
            i++;
            while (i < size && data[i] != '\n' && k + 1 < sizeof text)
                text[k++] = (char)data[i++];
            text[k] = '\0';
            i++;
            arnak_action a;
            if (arnak_action_from_string(&s, text, &a) == ARNAK_OK) {
                if (arnak_apply(&s, a) != ARNAK_OK)
                    __builtin_trap(); /* a parsed action is legal */
            } else if (memcmp(&s, &before, sizeof s) != 0) {
                __builtin_trap();
            }
        } else { /* a legal action by index */
            int n = arnak_legal_actions(&s, legal);
            if (n <= 0)
                __builtin_trap(); /* no trap for a player */
            arnak_apply_trusted(&s, legal[data[i + 1] % n]);
            i += 2;
        }
        if (arnak_check(&s, NULL, 0) != 0)
            __builtin_trap();
    }
    return 0;
}
