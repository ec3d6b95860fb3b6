/* page.h - the minimal browser page served by `arnak serve` (page.c). */
#ifndef SRV_PAGE_H
#define SRV_PAGE_H

/* The page's text in pieces to concatenate, NULL-terminated. */
extern const char *const srv_page_parts[];

#endif
