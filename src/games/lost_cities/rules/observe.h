/* rules/observe.h - hidden information (observe.c): what a viewer sees, a
 * determinization, the hash; the interface's shapes (core/kit.h) */
#ifndef LC_RULES_OBSERVE_H
#define LC_RULES_OBSERVE_H

#include <stdint.h>

int lc_observe(const void *st, int viewer, void *obs_st);
int lc_determinize(void *st, int viewer, uint64_t seed);
uint64_t lc_hash(const void *st);

#endif
