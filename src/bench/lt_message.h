/* lt_message.h - `arnak loadtest`'s reading of the server's messages: only the
 * members it uses.  A view carries the whole game, which the load test never
 * reads: parsing all of it made jansson most of the clients' CPU, taken from
 * the server they measure on the same machine. */
#ifndef LT_MESSAGE_H
#define LT_MESSAGE_H

#include <stddef.h>

#include <jansson.h>

/* The message (a JSON object) as an object of its members type, game_id,
 * seq, turn, seat, over, actions, seats, rss_kb, games and code (those it
 * has), each parsed whole; NULL when the text is not one JSON object or a
 * kept member is not JSON. */
json_t *lt_load_message(const char *text, size_t len);

#endif
