/* sites.h - board geometry: sites, spaces, site effects, travel costs (board.c) */
#ifndef ARNAK_RULES_SITES_H
#define ARNAK_RULES_SITES_H

#include "encoding.h"

int ak_site_space(int site, int idx);      /* space index of the site's idx-th space */
int ak_site_nspaces(int site);
int ak_site_free_space(const arnak_state *s, int site); /* first free space or -1 */
bool ak_site_discovered(const arnak_state *s, int site);
bool ak_site_has_player(const arnak_state *s, int site, int player);
bool ak_site_unoccupied(const arnak_state *s, int site);
int ak_site_prog(const arnak_state *s, int site);
int ak_space_site(int space);
void ak_site_travel_cost(const arnak_state *s, int site, int space_b, uint8_t icons[2]);

#endif
