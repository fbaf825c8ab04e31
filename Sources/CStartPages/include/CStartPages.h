// The start's pages of code handed back once the dashboard is up (StartPages.c). In C because dl_iterate_phdr and
// its dl_phdr_info are GNU extensions, which Swift's Glibc module does not declare.
#ifndef WIDGETTY_START_PAGES_H
#define WIDGETTY_START_PAGES_H

/// Unmaps (MADV_DONTNEED) every read-only segment the loader mapped from a file, of the program and of each library
/// loaded, so that only the pages used again come back; returns the bytes of address space so advised.
unsigned long widgetty_hand_back_start_pages(void);

#endif
