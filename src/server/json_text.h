/* json_text.h - the JSON text of a value, byte for byte what game_json_dump
 * writes (jansson's dump with sorted keys, compact), without its per-value
 * costs: no qsort and hash table of parents for every object, no printf for
 * every number.  The server dumps every view and step it sends with it. */
#ifndef SRV_JSON_TEXT_H
#define SRV_JSON_TEXT_H

#include <jansson.h>

/* The text (malloc'd, NUL-terminated: free() it), or NULL where
 * game_json_dump gives NULL (no value, not an object or an array, a string
 * that is not UTF-8) or out of memory; also for nesting deeper than
 * SRV_JSON_TEXT_DEPTH (a loop, which jansson refuses too). */
#define SRV_JSON_TEXT_DEPTH 2048
char *srv_json_text(const json_t *j);
/* The text of object obj with one more member, key, whose value is the JSON
 * text raw as it is (a step kept as text in the event log goes into an
 * update without being written again): the same bytes as srv_json_text of
 * obj with key set to the value that raw is the text of.  NULL as
 * srv_json_text, or when obj is not an object or already has key. */
char *srv_json_text_with(const json_t *obj, const char *key, const char *raw);

#endif
