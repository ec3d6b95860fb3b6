/* rules/observe.h - hidden information (observe.c): what a viewer sees, a
 * determinization, the hash; the interface's shapes (core/kit.h) */
#ifndef QZ_RULES_OBSERVE_H
#define QZ_RULES_OBSERVE_H

#include <stdint.h>

int qz_observe(const void *st, int viewer, void *obs_st);
int qz_determinize(void *st, int viewer, uint64_t seed);
uint64_t qz_hash(const void *st);

#endif
