/* board.c - board geometry: sites, their archaeologist spaces, their effect and
 * their travel cost.  Sites 0..4 are the camp (two spaces each: a costs one boot,
 * b two), 5..12 level I, 13..16 level II (one space each). */
#include "encoding.h"
#include "sites.h"

int ak_site_nspaces(int site) { return ak_is_camp(site) ? 2 : 1; }
int ak_site_space(int site, int idx) { return ak_is_camp(site) ? 2 * site + idx : CAMP_SPACES + (site - CAMP_SITES); }
int ak_space_site(int space) { return space < CAMP_SPACES ? space / 2 : CAMP_SITES + (space - CAMP_SPACES); }

bool ak_site_discovered(const arnak_state *s, int site) { return ak_is_camp(site) || s->site_tile[site] != 0; }

int ak_site_free_space(const arnak_state *s, int site)
{
    for (int i = 0; i < ak_site_nspaces(site); i++) {
        int sp = ak_site_space(site, i);
        if (s->space_occ[sp] == 0)
            return sp;
    }
    return -1;
}

bool ak_site_has_player(const arnak_state *s, int site, int player)
{
    for (int i = 0; i < ak_site_nspaces(site); i++)
        if (s->space_occ[ak_site_space(site, i)] == player + 1)
            return true;
    return false;
}

bool ak_site_unoccupied(const arnak_state *s, int site)
{
    for (int i = 0; i < ak_site_nspaces(site); i++) {
        uint8_t o = s->space_occ[ak_site_space(site, i)];
        if (o != 0 && o != SPACE_BLOCKED)
            return false;
    }
    return true;
}

int ak_site_prog(const arnak_state *s, int site)
{
    if (ak_is_camp(site))
        return PR_CAMP0 + site;
    return s->site_tile[site] ? ARNAK_TILES[s->site_tile[site]].prog : PR_NONE;
}

void ak_site_travel_cost(const arnak_state *s, int site, int space_b, uint8_t icons[2])
{
    if (ak_is_camp(site)) {
        icons[0] = ICON_BOOT;
        icons[1] = space_b ? ICON_BOOT : ICON_NONE;
        return;
    }
    icons[0] = ARNAK_SITE_DEFS[site].travel[s->side][0];
    icons[1] = ARNAK_SITE_DEFS[site].travel[s->side][1];
}
