/* embed.c - a whole 2-player game of Arnak through libarnak (src/games/arnak/arnak.h). */
#include <stdio.h>
#include "games/arnak/arnak.h"

int main(void)
{
    arnak_config cfg = {.players = 2, .side = ARNAK_SIDE_BIRD, .seed = 7};
    arnak_state s; /* one fixed-size struct: copy it with = */
    arnak_action legal[ARNAK_MAX_ACTIONS];
    if (arnak_init(&s, &cfg) != ARNAK_OK)
        return 1;
    for (unsigned step = 0; !arnak_is_over(&s); step++) {
        int n = arnak_legal_actions(&s, legal); /* sorted, never empty while the game runs */
        if (arnak_apply(&s, legal[step * 7919u % (unsigned)n]) != ARNAK_OK) /* your choice here */
            return 1;
    }
    for (int p = 0; p < cfg.players; p++) {
        arnak_score sc;
        arnak_score_player(&s, p, &sc);
        printf("player %d: %d points (research %d)\n", p + 1, sc.total, sc.research);
    }
    return 0;
}
